; x86 backend, target x86-64-v2; regenerate: python tools/regen_golden.py
; # bfloat16 arithmetic, 8 lanes at a time: every op is the f32 op rounded back to bf16
; kernel elementwise_bf16(%out: bf16[64], %big: bool[64], %a: bf16[64], %b: bf16[64])
;   %i = range i32 8
;     %base = mul i32 %i, 8
;     %x = load bf16x8 %a[%base]
;     %y = load bf16x8 %b[%base]
;     %sum = add bf16x8 %x, %y
;     %prod = mul bf16x8 %sum, %x
;     %quot = fdiv bf16x8 %prod, %y
;     %fma = mulacc bf16x8 %quot, %y, %x
;     %root = sqrt bf16x8 %fma
;     %lo = min bf16x8 %root, %sum
;     store %out[%base], %lo
;     %gt = cmplt boolx8 %y, %x
;     store %big[%base], %gt
;   end %i

  push rbp
  mov rbp, rsp
  push r12
  push r13
  push r14
  push r15
  push rbx
  and rsp, 0xffffffffffffffe0
  sub rsp, 0x80
  mov qword ptr [rsp+0x60], rsi
  movaps xmm1, xmmword ptr [rip+0x177c]  ; 0x17a0
  movaps xmm2, xmmword ptr [rip+0x1785]  ; 0x17b0
  movaps xmm3, xmmword ptr [rip+0x178e]  ; 0x17c0
  movaps xmm4, xmmword ptr [rip+0x1797]  ; 0x17d0
  movaps xmm5, xmmword ptr [rip+0x17a0]  ; 0x17e0
  movaps xmm6, xmmword ptr [rip+0x17a9]  ; 0x17f0
  movaps xmm7, xmmword ptr [rip+0x17b2]  ; 0x1800
  movaps xmm8, xmmword ptr [rip+0x17aa]  ; 0x1800
  movaps xmm9, xmmword ptr [rip+0x17b2]  ; 0x1810
  movaps xmm10, xmmword ptr [rip+0x17ba]  ; 0x1820
  xorps xmm11, xmm11
  xor eax, eax
  mov qword ptr [rsp+0x68], rdx
  mov qword ptr [rsp+0x70], rcx
.Lloop1:
  mov r11, qword ptr [rsp+0x68]
  movdqu xmm0, xmmword ptr [r11+rax*2]
  pextrw r8d, xmm0, 0
  movzx r8d, r8w
  pextrw ebx, xmm0, 1
  movzx ebx, bx
  pextrw r12d, xmm0, 2
  movzx r12d, r12w
  pextrw r13d, xmm0, 3
  movzx r13d, r13w
  pextrw r14d, xmm0, 4
  movzx r14d, r14w
  pextrw r15d, xmm0, 5
  movzx r15d, r15w
  pextrw edx, xmm0, 6
  movzx edx, dx
  pextrw esi, xmm0, 7
  movzx esi, si
  movd xmm0, r8d
  pinsrd xmm0, ebx, 1
  pinsrd xmm0, r12d, 2
  pinsrd xmm0, r13d, 3
  movd xmm12, r14d
  pinsrd xmm12, r15d, 1
  pinsrd xmm12, edx, 2
  pinsrd xmm12, esi, 3
  movaps xmm3, xmm0
  pslld xmm3, 0x10
  pslld xmm12, 0x10
  mov r11, qword ptr [rsp+0x70]
  movdqu xmm0, xmmword ptr [r11+rax*2]
  pextrw edx, xmm0, 0
  movzx edx, dx
  pextrw esi, xmm0, 1
  movzx esi, si
  pextrw r8d, xmm0, 2
  movzx r8d, r8w
  pextrw ebx, xmm0, 3
  movzx ebx, bx
  pextrw r12d, xmm0, 4
  movzx r12d, r12w
  pextrw r13d, xmm0, 5
  movzx r13d, r13w
  pextrw r14d, xmm0, 6
  movzx r14d, r14w
  pextrw r15d, xmm0, 7
  movzx r15d, r15w
  movd xmm0, edx
  pinsrd xmm0, esi, 1
  pinsrd xmm0, r8d, 2
  pinsrd xmm0, ebx, 3
  movd xmm1, r12d
  pinsrd xmm1, r13d, 1
  pinsrd xmm1, r14d, 2
  pinsrd xmm1, r15d, 3
  movaps xmm5, xmm0
  pslld xmm5, 0x10
  pslld xmm1, 0x10
  movaps xmm0, xmm3
  addps xmm0, xmm5
  movaps xmm4, xmm12
  addps xmm4, xmm1
  movaps xmm6, xmm0
  pand xmm6, xmm2
  movaps xmm8, xmm4
  pand xmm8, xmm2
  movaps xmm7, xmm0
  pxor xmm7, xmm6
  pxor xmm4, xmm8
  movaps xmm0, xmm7
  psrld xmm0, 0x10
  movaps xmm11, xmm4
  psrld xmm11, 0x10
  pand xmm0, xmm10
  pand xmm11, xmm10
  movaps xmm9, xmm7
  paddd xmm9, xmmword ptr [rip+0x161f]  ; 0x1810
  movaps xmmword ptr [rsp+0x30], xmm1
  movaps xmm1, xmm4
  paddd xmm1, xmmword ptr [rip+0x160f]  ; 0x1810
  paddd xmm9, xmm0
  paddd xmm1, xmm11
  psrld xmm9, 0x10
  psrld xmm1, 0x10
  xorps xmm11, xmm11
  psubd xmm9, xmm11
  psubd xmm1, xmm11
  movaps xmm0, xmm7
  addps xmm0, xmmword ptr [rip+0x15d2]  ; 0x1800
  movaps xmm11, xmm4
  addps xmm11, xmmword ptr [rip+0x15c6]  ; 0x1800
  psubd xmm0, xmmword ptr [rip+0x15be]  ; 0x1800
  psubd xmm11, xmmword ptr [rip+0x15b5]  ; 0x1800
  movaps xmmword ptr [rsp+0x20], xmm5
  movaps xmm5, xmm7
  pmaxud xmm5, xmmword ptr [rip+0x1594]  ; 0x17f0
  movaps xmmword ptr [rsp+0x10], xmm12
  movaps xmm12, xmm4
  pmaxud xmm12, xmmword ptr [rip+0x1580]  ; 0x17f0
  pcmpeqd xmm5, xmm7
  pcmpeqd xmm12, xmm4
  movaps xmmword ptr [rsp], xmm3
  movaps xmm3, xmm0
  movaps xmm0, xmm5
  blendvps xmm3, xmm9
  movaps xmm0, xmm12
  blendvps xmm11, xmm1
  pextrd edx, xmm3, 0
  movaps xmm0, xmm7
  pmaxud xmm0, xmmword ptr [rip+0x152b]  ; 0x17d0
  movaps xmm5, xmm4
  pmaxud xmm5, xmmword ptr [rip+0x151f]  ; 0x17d0
  pcmpeqd xmm0, xmm7
  pcmpeqd xmm5, xmm4
  packssdw xmm0, xmm5
  movaps xmm5, xmm0
  packsswb xmm5, xmm0
  pxor xmm0, xmm0
  pcmpeqb xmm5, xmm0
  pabsb xmm0, xmm5
  pxor xmm0, xmmword ptr [rip+0x1507]  ; 0x17e0
  pextrb esi, xmm0, 0
  mov r8d, 0x7f80
  test sil, sil
  cmovne edx, r8d
  pextrd esi, xmm3, 1
  pextrb r8d, xmm0, 1
  mov ebx, 0x7f80
  test r8b, r8b
  cmovne esi, ebx
  pextrd r8d, xmm3, 2
  pextrb ebx, xmm0, 2
  mov r12d, 0x7f80
  test bl, bl
  cmovne r8d, r12d
  pextrd ebx, xmm3, 3
  pextrb r12d, xmm0, 3
  mov r13d, 0x7f80
  test r12b, r12b
  cmovne ebx, r13d
  pextrd r12d, xmm11, 0
  pextrb r13d, xmm0, 4
  mov r14d, 0x7f80
  test r13b, r13b
  cmovne r12d, r14d
  pextrd r13d, xmm11, 1
  pextrb r14d, xmm0, 5
  mov r15d, 0x7f80
  test r14b, r14b
  cmovne r13d, r15d
  pextrd r14d, xmm11, 2
  pextrb r15d, xmm0, 6
  test r15b, r15b
  mov r15d, 0x7f80
  cmovne r14d, r15d
  pextrd r15d, xmm11, 3
  pextrb ecx, xmm0, 7
  test cl, cl
  mov ecx, 0x7f80
  cmovne r15d, ecx
  movd xmm3, edx
  pinsrd xmm3, esi, 1
  pinsrd xmm3, r8d, 2
  pinsrd xmm3, ebx, 3
  movd xmm9, r12d
  pinsrd xmm9, r13d, 1
  pinsrd xmm9, r14d, 2
  pinsrd xmm9, r15d, 3
  pmaxud xmm7, xmmword ptr [rip+0x13c6]  ; 0x17a0
  pmaxud xmm4, xmmword ptr [rip+0x13bd]  ; 0x17a0
  pcmpeqd xmm7, xmmword ptr [rip+0x13b5]  ; 0x17a0
  pcmpeqd xmm4, xmmword ptr [rip+0x13ad]  ; 0x17a0
  movaps xmm11, xmmword ptr [rip+0x13c5]  ; 0x17c0
  movaps xmm0, xmm7
  blendvps xmm11, xmm3
  movaps xmm3, xmmword ptr [rip+0x13b5]  ; 0x17c0
  movaps xmm0, xmm4
  blendvps xmm3, xmm9
  psrld xmm6, 0x10
  psrld xmm8, 0x10
  por xmm11, xmm6
  por xmm3, xmm8
  pextrd ecx, xmm11, 0
  mov ecx, ecx
  movzx ecx, cx
  pextrd edx, xmm11, 1
  mov edx, edx
  movzx edx, dx
  pextrd esi, xmm11, 2
  mov esi, esi
  movzx esi, si
  pextrd r8d, xmm11, 3
  mov r8d, r8d
  movzx r8d, r8w
  pextrd ebx, xmm3, 0
  mov ebx, ebx
  movzx ebx, bx
  pextrd r12d, xmm3, 1
  mov r12d, r12d
  movzx r12d, r12w
  pextrd r13d, xmm3, 2
  mov r13d, r13d
  movzx r13d, r13w
  pextrd r14d, xmm3, 3
  mov r14d, r14d
  movzx r14d, r14w
  movd xmm0, ecx
  pinsrd xmm0, edx, 1
  pinsrd xmm0, esi, 2
  pinsrd xmm0, r8d, 3
  movd xmm3, ebx
  pinsrd xmm3, r12d, 1
  pinsrd xmm3, r13d, 2
  pinsrd xmm3, r14d, 3
  movaps xmm4, xmm0
  pslld xmm4, 0x10
  pslld xmm3, 0x10
  movaps xmm0, xmm4
  movaps xmm6, xmmword ptr [rsp]
  mulps xmm0, xmm6
  movaps xmm7, xmm3
  movaps xmm8, xmmword ptr [rsp+0x10]
  mulps xmm7, xmm8
  movaps xmm9, xmm0
  pand xmm9, xmm2
  movaps xmm11, xmm7
  pand xmm11, xmm2
  movaps xmm12, xmm0
  pxor xmm12, xmm9
  pxor xmm7, xmm11
  movaps xmm0, xmm12
  psrld xmm0, 0x10
  movaps xmm5, xmm7
  psrld xmm5, 0x10
  pand xmm0, xmm10
  pand xmm5, xmm10
  movaps xmm1, xmm12
  paddd xmm1, xmmword ptr [rip+0x12e5]  ; 0x1810
  movaps xmm8, xmm7
  paddd xmm8, xmmword ptr [rip+0x12d8]  ; 0x1810
  paddd xmm1, xmm0
  paddd xmm8, xmm5
  psrld xmm1, 0x10
  psrld xmm8, 0x10
  xorps xmm5, xmm5
  psubd xmm1, xmm5
  psubd xmm8, xmm5
  movaps xmm0, xmm12
  addps xmm0, xmmword ptr [rip+0x129d]  ; 0x1800
  movaps xmm5, xmm7
  addps xmm5, xmmword ptr [rip+0x1293]  ; 0x1800
  psubd xmm0, xmmword ptr [rip+0x128b]  ; 0x1800
  psubd xmm5, xmmword ptr [rip+0x1283]  ; 0x1800
  movaps xmm6, xmm12
  pmaxud xmm6, xmmword ptr [rip+0x1266]  ; 0x17f0
  movaps xmmword ptr [rsp+0x50], xmm3
  movaps xmm3, xmm7
  pmaxud xmm3, xmmword ptr [rip+0x1255]  ; 0x17f0
  pcmpeqd xmm6, xmm12
  pcmpeqd xmm3, xmm7
  movaps xmmword ptr [rsp+0x40], xmm4
  movaps xmm4, xmm0
  movaps xmm0, xmm6
  blendvps xmm4, xmm1
  movaps xmm0, xmm3
  blendvps xmm5, xmm8
  pextrd ecx, xmm4, 0
  movaps xmm0, xmm12
  pmaxud xmm0, xmmword ptr [rip+0x1200]  ; 0x17d0
  movaps xmm3, xmm7
  pmaxud xmm3, xmmword ptr [rip+0x11f4]  ; 0x17d0
  pcmpeqd xmm0, xmm12
  pcmpeqd xmm3, xmm7
  packssdw xmm0, xmm3
  movaps xmm3, xmm0
  packsswb xmm3, xmm0
  pxor xmm0, xmm0
  pcmpeqb xmm3, xmm0
  pabsb xmm0, xmm3
  pxor xmm0, xmmword ptr [rip+0x11db]  ; 0x17e0
  pextrb edx, xmm0, 0
  mov esi, 0x7f80
  test dl, dl
  cmovne ecx, esi
  pextrd edx, xmm4, 1
  pextrb esi, xmm0, 1
  mov r8d, 0x7f80
  test sil, sil
  cmovne edx, r8d
  pextrd esi, xmm4, 2
  pextrb r8d, xmm0, 2
  mov ebx, 0x7f80
  test r8b, r8b
  cmovne esi, ebx
  pextrd r8d, xmm4, 3
  pextrb ebx, xmm0, 3
  mov r12d, 0x7f80
  test bl, bl
  cmovne r8d, r12d
  pextrd ebx, xmm5, 0
  pextrb r12d, xmm0, 4
  mov r13d, 0x7f80
  test r12b, r12b
  cmovne ebx, r13d
  pextrd r12d, xmm5, 1
  pextrb r13d, xmm0, 5
  mov r14d, 0x7f80
  test r13b, r13b
  cmovne r12d, r14d
  pextrd r13d, xmm5, 2
  pextrb r14d, xmm0, 6
  mov r15d, 0x7f80
  test r14b, r14b
  cmovne r13d, r15d
  pextrd r14d, xmm5, 3
  pextrb r15d, xmm0, 7
  test r15b, r15b
  mov r15d, 0x7f80
  cmovne r14d, r15d
  movd xmm4, ecx
  pinsrd xmm4, edx, 1
  pinsrd xmm4, esi, 2
  pinsrd xmm4, r8d, 3
  movd xmm5, ebx
  pinsrd xmm5, r12d, 1
  pinsrd xmm5, r13d, 2
  pinsrd xmm5, r14d, 3
  pmaxud xmm12, xmmword ptr [rip+0x109c]  ; 0x17a0
  pmaxud xmm7, xmmword ptr [rip+0x1093]  ; 0x17a0
  pcmpeqd xmm12, xmmword ptr [rip+0x108a]  ; 0x17a0
  pcmpeqd xmm7, xmmword ptr [rip+0x1082]  ; 0x17a0
  movaps xmm6, xmmword ptr [rip+0x109b]  ; 0x17c0
  movaps xmm0, xmm12
  blendvps xmm6, xmm4
  movaps xmm4, xmmword ptr [rip+0x108b]  ; 0x17c0
  movaps xmm0, xmm7
  blendvps xmm4, xmm5
  psrld xmm9, 0x10
  psrld xmm11, 0x10
  por xmm6, xmm9
  por xmm4, xmm11
  pextrd ecx, xmm6, 0
  mov ecx, ecx
  movzx ecx, cx
  pextrd edx, xmm6, 1
  mov edx, edx
  movzx edx, dx
  pextrd esi, xmm6, 2
  mov esi, esi
  movzx esi, si
  pextrd r8d, xmm6, 3
  mov r8d, r8d
  movzx r8d, r8w
  pextrd ebx, xmm4, 0
  mov ebx, ebx
  movzx ebx, bx
  pextrd r12d, xmm4, 1
  mov r12d, r12d
  movzx r12d, r12w
  pextrd r13d, xmm4, 2
  mov r13d, r13d
  movzx r13d, r13w
  pextrd r14d, xmm4, 3
  mov r14d, r14d
  movzx r14d, r14w
  movd xmm0, ecx
  pinsrd xmm0, edx, 1
  pinsrd xmm0, esi, 2
  pinsrd xmm0, r8d, 3
  movd xmm4, ebx
  pinsrd xmm4, r12d, 1
  pinsrd xmm4, r13d, 2
  pinsrd xmm4, r14d, 3
  pslld xmm0, 0x10
  pslld xmm4, 0x10
  movaps xmm5, xmmword ptr [rsp+0x20]
  divps xmm0, xmm5
  movaps xmm6, xmmword ptr [rsp+0x30]
  divps xmm4, xmm6
  movaps xmm7, xmm0
  pand xmm7, xmm2
  movaps xmm9, xmm4
  pand xmm9, xmm2
  movaps xmm11, xmm0
  pxor xmm11, xmm7
  pxor xmm4, xmm9
  movaps xmm0, xmm11
  psrld xmm0, 0x10
  movaps xmm12, xmm4
  psrld xmm12, 0x10
  pand xmm0, xmm10
  pand xmm12, xmm10
  movaps xmm8, xmm11
  paddd xmm8, xmmword ptr [rip+0xfc7]  ; 0x1810
  movaps xmm1, xmm4
  paddd xmm1, xmmword ptr [rip+0xfbc]  ; 0x1810
  paddd xmm8, xmm0
  paddd xmm1, xmm12
  psrld xmm8, 0x10
  psrld xmm1, 0x10
  xorps xmm12, xmm12
  psubd xmm8, xmm12
  psubd xmm1, xmm12
  movaps xmm0, xmm11
  addps xmm0, xmmword ptr [rip+0xf7e]  ; 0x1800
  movaps xmm3, xmm4
  addps xmm3, xmmword ptr [rip+0xf74]  ; 0x1800
  psubd xmm0, xmmword ptr [rip+0xf6c]  ; 0x1800
  psubd xmm3, xmmword ptr [rip+0xf64]  ; 0x1800
  movaps xmm12, xmm11
  pmaxud xmm12, xmmword ptr [rip+0xf46]  ; 0x17f0
  movaps xmm6, xmm4
  pmaxud xmm6, xmmword ptr [rip+0xf3a]  ; 0x17f0
  pcmpeqd xmm12, xmm11
  pcmpeqd xmm6, xmm4
  movaps xmm5, xmm0
  movaps xmm0, xmm12
  blendvps xmm5, xmm8
  movaps xmm0, xmm6
  blendvps xmm3, xmm1
  pextrd ecx, xmm5, 0
  movaps xmm0, xmm11
  pmaxud xmm0, xmmword ptr [rip+0xee9]  ; 0x17d0
  movaps xmm6, xmm4
  pmaxud xmm6, xmmword ptr [rip+0xedd]  ; 0x17d0
  pcmpeqd xmm0, xmm11
  pcmpeqd xmm6, xmm4
  packssdw xmm0, xmm6
  movaps xmm6, xmm0
  packsswb xmm6, xmm0
  pxor xmm0, xmm0
  pcmpeqb xmm6, xmm0
  pabsb xmm0, xmm6
  pxor xmm0, xmmword ptr [rip+0xec4]  ; 0x17e0
  pextrb edx, xmm0, 0
  mov esi, 0x7f80
  test dl, dl
  cmovne ecx, esi
  pextrd edx, xmm5, 1
  pextrb esi, xmm0, 1
  mov r8d, 0x7f80
  test sil, sil
  cmovne edx, r8d
  pextrd esi, xmm5, 2
  pextrb r8d, xmm0, 2
  mov ebx, 0x7f80
  test r8b, r8b
  cmovne esi, ebx
  pextrd r8d, xmm5, 3
  pextrb ebx, xmm0, 3
  mov r12d, 0x7f80
  test bl, bl
  cmovne r8d, r12d
  pextrd ebx, xmm3, 0
  pextrb r12d, xmm0, 4
  mov r13d, 0x7f80
  test r12b, r12b
  cmovne ebx, r13d
  pextrd r12d, xmm3, 1
  pextrb r13d, xmm0, 5
  mov r14d, 0x7f80
  test r13b, r13b
  cmovne r12d, r14d
  pextrd r13d, xmm3, 2
  pextrb r14d, xmm0, 6
  mov r15d, 0x7f80
  test r14b, r14b
  cmovne r13d, r15d
  pextrd r14d, xmm3, 3
  pextrb r15d, xmm0, 7
  test r15b, r15b
  mov r15d, 0x7f80
  cmovne r14d, r15d
  movd xmm3, ecx
  pinsrd xmm3, edx, 1
  pinsrd xmm3, esi, 2
  pinsrd xmm3, r8d, 3
  movd xmm5, ebx
  pinsrd xmm5, r12d, 1
  pinsrd xmm5, r13d, 2
  pinsrd xmm5, r14d, 3
  pmaxud xmm11, xmmword ptr [rip+0xd85]  ; 0x17a0
  pmaxud xmm4, xmmword ptr [rip+0xd7c]  ; 0x17a0
  pcmpeqd xmm11, xmmword ptr [rip+0xd73]  ; 0x17a0
  pcmpeqd xmm4, xmmword ptr [rip+0xd6b]  ; 0x17a0
  movaps xmm8, xmmword ptr [rip+0xd83]  ; 0x17c0
  movaps xmm0, xmm11
  blendvps xmm8, xmm3
  movaps xmm3, xmmword ptr [rip+0xd72]  ; 0x17c0
  movaps xmm0, xmm4
  blendvps xmm3, xmm5
  psrld xmm7, 0x10
  psrld xmm9, 0x10
  por xmm8, xmm7
  por xmm3, xmm9
  pextrd ecx, xmm8, 0
  mov ecx, ecx
  movzx ecx, cx
  pextrd edx, xmm8, 1
  mov edx, edx
  movzx edx, dx
  pextrd esi, xmm8, 2
  mov esi, esi
  movzx esi, si
  pextrd r8d, xmm8, 3
  mov r8d, r8d
  movzx r8d, r8w
  pextrd ebx, xmm3, 0
  mov ebx, ebx
  movzx ebx, bx
  pextrd r12d, xmm3, 1
  mov r12d, r12d
  movzx r12d, r12w
  pextrd r13d, xmm3, 2
  mov r13d, r13d
  movzx r13d, r13w
  pextrd r14d, xmm3, 3
  mov r14d, r14d
  movzx r14d, r14w
  movd xmm0, ecx
  pinsrd xmm0, edx, 1
  pinsrd xmm0, esi, 2
  pinsrd xmm0, r8d, 3
  movd xmm3, ebx
  pinsrd xmm3, r12d, 1
  pinsrd xmm3, r13d, 2
  pinsrd xmm3, r14d, 3
  pslld xmm0, 0x10
  pslld xmm3, 0x10
  movaps xmm5, xmmword ptr [rsp+0x20]
  mulps xmm0, xmm5
  movaps xmm4, xmmword ptr [rsp+0x30]
  mulps xmm3, xmm4
  movaps xmm7, xmm0
  pand xmm7, xmm2
  movaps xmm8, xmm3
  pand xmm8, xmm2
  movaps xmm9, xmm0
  pxor xmm9, xmm7
  pxor xmm3, xmm8
  movaps xmm0, xmm9
  psrld xmm0, 0x10
  movaps xmm11, xmm3
  psrld xmm11, 0x10
  pand xmm0, xmm10
  pand xmm11, xmm10
  movaps xmm12, xmm9
  paddd xmm12, xmmword ptr [rip+0xcac]  ; 0x1810
  movaps xmm1, xmm3
  paddd xmm1, xmmword ptr [rip+0xca1]  ; 0x1810
  paddd xmm12, xmm0
  paddd xmm1, xmm11
  psrld xmm12, 0x10
  psrld xmm1, 0x10
  xorps xmm11, xmm11
  psubd xmm12, xmm11
  psubd xmm1, xmm11
  movaps xmm0, xmm9
  addps xmm0, xmmword ptr [rip+0xc63]  ; 0x1800
  movaps xmm6, xmm3
  addps xmm6, xmmword ptr [rip+0xc59]  ; 0x1800
  psubd xmm0, xmmword ptr [rip+0xc51]  ; 0x1800
  psubd xmm6, xmmword ptr [rip+0xc49]  ; 0x1800
  movaps xmm11, xmm9
  pmaxud xmm11, xmmword ptr [rip+0xc2b]  ; 0x17f0
  movaps xmm4, xmm3
  pmaxud xmm4, xmmword ptr [rip+0xc1f]  ; 0x17f0
  pcmpeqd xmm11, xmm9
  pcmpeqd xmm4, xmm3
  movaps xmm5, xmm0
  movaps xmm0, xmm11
  blendvps xmm5, xmm12
  movaps xmm0, xmm4
  blendvps xmm6, xmm1
  pextrd ecx, xmm5, 0
  movaps xmm0, xmm9
  pmaxud xmm0, xmmword ptr [rip+0xbce]  ; 0x17d0
  movaps xmm4, xmm3
  pmaxud xmm4, xmmword ptr [rip+0xbc2]  ; 0x17d0
  pcmpeqd xmm0, xmm9
  pcmpeqd xmm4, xmm3
  packssdw xmm0, xmm4
  movaps xmm4, xmm0
  packsswb xmm4, xmm0
  pxor xmm0, xmm0
  pcmpeqb xmm4, xmm0
  pabsb xmm0, xmm4
  pxor xmm0, xmmword ptr [rip+0xba9]  ; 0x17e0
  pextrb edx, xmm0, 0
  mov esi, 0x7f80
  test dl, dl
  cmovne ecx, esi
  pextrd edx, xmm5, 1
  pextrb esi, xmm0, 1
  mov r8d, 0x7f80
  test sil, sil
  cmovne edx, r8d
  pextrd esi, xmm5, 2
  pextrb r8d, xmm0, 2
  mov ebx, 0x7f80
  test r8b, r8b
  cmovne esi, ebx
  pextrd r8d, xmm5, 3
  pextrb ebx, xmm0, 3
  mov r12d, 0x7f80
  test bl, bl
  cmovne r8d, r12d
  pextrd ebx, xmm6, 0
  pextrb r12d, xmm0, 4
  mov r13d, 0x7f80
  test r12b, r12b
  cmovne ebx, r13d
  pextrd r12d, xmm6, 1
  pextrb r13d, xmm0, 5
  mov r14d, 0x7f80
  test r13b, r13b
  cmovne r12d, r14d
  pextrd r13d, xmm6, 2
  pextrb r14d, xmm0, 6
  mov r15d, 0x7f80
  test r14b, r14b
  cmovne r13d, r15d
  pextrd r14d, xmm6, 3
  pextrb r15d, xmm0, 7
  test r15b, r15b
  mov r15d, 0x7f80
  cmovne r14d, r15d
  movd xmm5, ecx
  pinsrd xmm5, edx, 1
  pinsrd xmm5, esi, 2
  pinsrd xmm5, r8d, 3
  movd xmm6, ebx
  pinsrd xmm6, r12d, 1
  pinsrd xmm6, r13d, 2
  pinsrd xmm6, r14d, 3
  pmaxud xmm9, xmmword ptr [rip+0xa6a]  ; 0x17a0
  pmaxud xmm3, xmmword ptr [rip+0xa61]  ; 0x17a0
  pcmpeqd xmm9, xmmword ptr [rip+0xa58]  ; 0x17a0
  pcmpeqd xmm3, xmmword ptr [rip+0xa50]  ; 0x17a0
  movaps xmm11, xmmword ptr [rip+0xa68]  ; 0x17c0
  movaps xmm0, xmm9
  blendvps xmm11, xmm5
  movaps xmm5, xmmword ptr [rip+0xa57]  ; 0x17c0
  movaps xmm0, xmm3
  blendvps xmm5, xmm6
  psrld xmm7, 0x10
  psrld xmm8, 0x10
  por xmm11, xmm7
  por xmm5, xmm8
  pextrd ecx, xmm11, 0
  mov ecx, ecx
  movzx ecx, cx
  pextrd edx, xmm11, 1
  mov edx, edx
  movzx edx, dx
  pextrd esi, xmm11, 2
  mov esi, esi
  movzx esi, si
  pextrd r8d, xmm11, 3
  mov r8d, r8d
  movzx r8d, r8w
  pextrd ebx, xmm5, 0
  mov ebx, ebx
  movzx ebx, bx
  pextrd r12d, xmm5, 1
  mov r12d, r12d
  movzx r12d, r12w
  pextrd r13d, xmm5, 2
  mov r13d, r13d
  movzx r13d, r13w
  pextrd r14d, xmm5, 3
  mov r14d, r14d
  movzx r14d, r14w
  movd xmm0, ecx
  pinsrd xmm0, edx, 1
  pinsrd xmm0, esi, 2
  pinsrd xmm0, r8d, 3
  movd xmm3, ebx
  pinsrd xmm3, r12d, 1
  pinsrd xmm3, r13d, 2
  pinsrd xmm3, r14d, 3
  pslld xmm0, 0x10
  pslld xmm3, 0x10
  movaps xmm6, xmmword ptr [rsp]
  addps xmm0, xmm6
  movaps xmm8, xmmword ptr [rsp+0x10]
  addps xmm3, xmm8
  movaps xmm5, xmm0
  pand xmm5, xmm2
  movaps xmm7, xmm3
  pand xmm7, xmm2
  movaps xmm9, xmm0
  pxor xmm9, xmm5
  pxor xmm3, xmm7
  movaps xmm0, xmm9
  psrld xmm0, 0x10
  movaps xmm11, xmm3
  psrld xmm11, 0x10
  pand xmm0, xmm10
  pand xmm11, xmm10
  movaps xmm12, xmm9
  paddd xmm12, xmmword ptr [rip+0x993]  ; 0x1810
  movaps xmm1, xmm3
  paddd xmm1, xmmword ptr [rip+0x988]  ; 0x1810
  paddd xmm12, xmm0
  paddd xmm1, xmm11
  psrld xmm12, 0x10
  psrld xmm1, 0x10
  xorps xmm11, xmm11
  psubd xmm12, xmm11
  psubd xmm1, xmm11
  movaps xmm0, xmm9
  addps xmm0, xmmword ptr [rip+0x94a]  ; 0x1800
  movaps xmm4, xmm3
  addps xmm4, xmmword ptr [rip+0x940]  ; 0x1800
  psubd xmm0, xmmword ptr [rip+0x938]  ; 0x1800
  psubd xmm4, xmmword ptr [rip+0x930]  ; 0x1800
  movaps xmm11, xmm9
  pmaxud xmm11, xmmword ptr [rip+0x912]  ; 0x17f0
  movaps xmm8, xmm3
  pmaxud xmm8, xmmword ptr [rip+0x904]  ; 0x17f0
  pcmpeqd xmm11, xmm9
  pcmpeqd xmm8, xmm3
  movaps xmm6, xmm0
  movaps xmm0, xmm11
  blendvps xmm6, xmm12
  movaps xmm0, xmm8
  blendvps xmm4, xmm1
  pextrd ecx, xmm6, 0
  movaps xmm0, xmm9
  pmaxud xmm0, xmmword ptr [rip+0x8b1]  ; 0x17d0
  movaps xmm8, xmm3
  pmaxud xmm8, xmmword ptr [rip+0x8a3]  ; 0x17d0
  pcmpeqd xmm0, xmm9
  pcmpeqd xmm8, xmm3
  packssdw xmm0, xmm8
  movaps xmm8, xmm0
  packsswb xmm8, xmm0
  pxor xmm0, xmm0
  pcmpeqb xmm8, xmm0
  pabsb xmm0, xmm8
  pxor xmm0, xmmword ptr [rip+0x884]  ; 0x17e0
  pextrb edx, xmm0, 0
  mov esi, 0x7f80
  test dl, dl
  cmovne ecx, esi
  pextrd edx, xmm6, 1
  pextrb esi, xmm0, 1
  mov r8d, 0x7f80
  test sil, sil
  cmovne edx, r8d
  pextrd esi, xmm6, 2
  pextrb r8d, xmm0, 2
  mov ebx, 0x7f80
  test r8b, r8b
  cmovne esi, ebx
  pextrd r8d, xmm6, 3
  pextrb ebx, xmm0, 3
  mov r12d, 0x7f80
  test bl, bl
  cmovne r8d, r12d
  pextrd ebx, xmm4, 0
  pextrb r12d, xmm0, 4
  mov r13d, 0x7f80
  test r12b, r12b
  cmovne ebx, r13d
  pextrd r12d, xmm4, 1
  pextrb r13d, xmm0, 5
  mov r14d, 0x7f80
  test r13b, r13b
  cmovne r12d, r14d
  pextrd r13d, xmm4, 2
  pextrb r14d, xmm0, 6
  mov r15d, 0x7f80
  test r14b, r14b
  cmovne r13d, r15d
  pextrd r14d, xmm4, 3
  pextrb r15d, xmm0, 7
  test r15b, r15b
  mov r15d, 0x7f80
  cmovne r14d, r15d
  movd xmm4, ecx
  pinsrd xmm4, edx, 1
  pinsrd xmm4, esi, 2
  pinsrd xmm4, r8d, 3
  movd xmm6, ebx
  pinsrd xmm6, r12d, 1
  pinsrd xmm6, r13d, 2
  pinsrd xmm6, r14d, 3
  pmaxud xmm9, xmmword ptr [rip+0x745]  ; 0x17a0
  pmaxud xmm3, xmmword ptr [rip+0x73c]  ; 0x17a0
  pcmpeqd xmm9, xmmword ptr [rip+0x733]  ; 0x17a0
  pcmpeqd xmm3, xmmword ptr [rip+0x72b]  ; 0x17a0
  movaps xmm11, xmmword ptr [rip+0x743]  ; 0x17c0
  movaps xmm0, xmm9
  blendvps xmm11, xmm4
  movaps xmm4, xmmword ptr [rip+0x732]  ; 0x17c0
  movaps xmm0, xmm3
  blendvps xmm4, xmm6
  psrld xmm5, 0x10
  psrld xmm7, 0x10
  por xmm11, xmm5
  por xmm4, xmm7
  pextrd ecx, xmm11, 0
  mov ecx, ecx
  movzx ecx, cx
  pextrd edx, xmm11, 1
  mov edx, edx
  movzx edx, dx
  pextrd esi, xmm11, 2
  mov esi, esi
  movzx esi, si
  pextrd r8d, xmm11, 3
  mov r8d, r8d
  movzx r8d, r8w
  pextrd ebx, xmm4, 0
  mov ebx, ebx
  movzx ebx, bx
  pextrd r12d, xmm4, 1
  mov r12d, r12d
  movzx r12d, r12w
  pextrd r13d, xmm4, 2
  mov r13d, r13d
  movzx r13d, r13w
  pextrd r14d, xmm4, 3
  mov r14d, r14d
  movzx r14d, r14w
  movd xmm0, ecx
  pinsrd xmm0, edx, 1
  pinsrd xmm0, esi, 2
  pinsrd xmm0, r8d, 3
  movd xmm3, ebx
  pinsrd xmm3, r12d, 1
  pinsrd xmm3, r13d, 2
  pinsrd xmm3, r14d, 3
  pslld xmm0, 0x10
  pslld xmm3, 0x10
  sqrtps xmm0, xmm0
  sqrtps xmm3, xmm3
  movaps xmm4, xmm0
  pand xmm4, xmm2
  movaps xmm5, xmm3
  pand xmm5, xmm2
  movaps xmm6, xmm0
  pxor xmm6, xmm4
  pxor xmm3, xmm5
  movaps xmm0, xmm6
  psrld xmm0, 0x10
  movaps xmm7, xmm3
  psrld xmm7, 0x10
  pand xmm0, xmm10
  pand xmm7, xmm10
  movaps xmm9, xmm6
  paddd xmm9, xmmword ptr [rip+0x680]  ; 0x1810
  movaps xmm12, xmm3
  paddd xmm12, xmmword ptr [rip+0x673]  ; 0x1810
  paddd xmm9, xmm0
  paddd xmm12, xmm7
  psrld xmm9, 0x10
  psrld xmm12, 0x10
  xorps xmm7, xmm7
  psubd xmm9, xmm7
  psubd xmm12, xmm7
  movaps xmm0, xmm6
  addps xmm0, xmmword ptr [rip+0x636]  ; 0x1800
  movaps xmm11, xmm3
  addps xmm11, xmmword ptr [rip+0x62a]  ; 0x1800
  psubd xmm0, xmmword ptr [rip+0x622]  ; 0x1800
  psubd xmm11, xmmword ptr [rip+0x619]  ; 0x1800
  movaps xmm7, xmm6
  pmaxud xmm7, xmmword ptr [rip+0x5fd]  ; 0x17f0
  movaps xmm1, xmm3
  pmaxud xmm1, xmmword ptr [rip+0x5f1]  ; 0x17f0
  pcmpeqd xmm7, xmm6
  pcmpeqd xmm1, xmm3
  movaps xmm8, xmm0
  movaps xmm0, xmm7
  blendvps xmm8, xmm9
  movaps xmm0, xmm1
  blendvps xmm11, xmm12
  pextrd ecx, xmm8, 0
  movaps xmm0, xmm6
  pmaxud xmm0, xmmword ptr [rip+0x5a0]  ; 0x17d0
  movaps xmm7, xmm3
  pmaxud xmm7, xmmword ptr [rip+0x594]  ; 0x17d0
  pcmpeqd xmm0, xmm6
  pcmpeqd xmm7, xmm3
  packssdw xmm0, xmm7
  movaps xmm7, xmm0
  packsswb xmm7, xmm0
  pxor xmm0, xmm0
  pcmpeqb xmm7, xmm0
  pabsb xmm0, xmm7
  pxor xmm0, xmmword ptr [rip+0x57c]  ; 0x17e0
  pextrb edx, xmm0, 0
  mov esi, 0x7f80
  test dl, dl
  cmovne ecx, esi
  pextrd edx, xmm8, 1
  pextrb esi, xmm0, 1
  mov r8d, 0x7f80
  test sil, sil
  cmovne edx, r8d
  pextrd esi, xmm8, 2
  pextrb r8d, xmm0, 2
  mov ebx, 0x7f80
  test r8b, r8b
  cmovne esi, ebx
  pextrd r8d, xmm8, 3
  pextrb ebx, xmm0, 3
  mov r12d, 0x7f80
  test bl, bl
  cmovne r8d, r12d
  pextrd ebx, xmm11, 0
  pextrb r12d, xmm0, 4
  mov r13d, 0x7f80
  test r12b, r12b
  cmovne ebx, r13d
  pextrd r12d, xmm11, 1
  pextrb r13d, xmm0, 5
  mov r14d, 0x7f80
  test r13b, r13b
  cmovne r12d, r14d
  pextrd r13d, xmm11, 2
  pextrb r14d, xmm0, 6
  mov r15d, 0x7f80
  test r14b, r14b
  cmovne r13d, r15d
  pextrd r14d, xmm11, 3
  pextrb r15d, xmm0, 7
  test r15b, r15b
  mov r15d, 0x7f80
  cmovne r14d, r15d
  movd xmm8, ecx
  pinsrd xmm8, edx, 1
  pinsrd xmm8, esi, 2
  pinsrd xmm8, r8d, 3
  movd xmm9, ebx
  pinsrd xmm9, r12d, 1
  pinsrd xmm9, r13d, 2
  pinsrd xmm9, r14d, 3
  pmaxud xmm6, xmmword ptr [rip+0x437]  ; 0x17a0
  pmaxud xmm3, xmmword ptr [rip+0x42e]  ; 0x17a0
  pcmpeqd xmm6, xmmword ptr [rip+0x426]  ; 0x17a0
  pcmpeqd xmm3, xmmword ptr [rip+0x41e]  ; 0x17a0
  movaps xmm11, xmmword ptr [rip+0x436]  ; 0x17c0
  movaps xmm0, xmm6
  blendvps xmm11, xmm8
  movaps xmm6, xmmword ptr [rip+0x426]  ; 0x17c0
  movaps xmm0, xmm3
  blendvps xmm6, xmm9
  psrld xmm4, 0x10
  psrld xmm5, 0x10
  por xmm11, xmm4
  por xmm6, xmm5
  pextrd ecx, xmm11, 0
  mov ecx, ecx
  movzx ecx, cx
  pextrd edx, xmm11, 1
  mov edx, edx
  movzx edx, dx
  pextrd esi, xmm11, 2
  mov esi, esi
  movzx esi, si
  pextrd r8d, xmm11, 3
  mov r8d, r8d
  movzx r8d, r8w
  pextrd ebx, xmm6, 0
  mov ebx, ebx
  movzx ebx, bx
  pextrd r12d, xmm6, 1
  mov r12d, r12d
  movzx r12d, r12w
  pextrd r13d, xmm6, 2
  mov r13d, r13d
  movzx r13d, r13w
  pextrd r14d, xmm6, 3
  mov r14d, r14d
  movzx r14d, r14w
  movd xmm0, ecx
  pinsrd xmm0, edx, 1
  pinsrd xmm0, esi, 2
  pinsrd xmm0, r8d, 3
  movd xmm3, ebx
  pinsrd xmm3, r12d, 1
  pinsrd xmm3, r13d, 2
  pinsrd xmm3, r14d, 3
  pslld xmm0, 0x10
  pslld xmm3, 0x10
  minps xmm0, xmmword ptr [rsp+0x40]
  minps xmm3, xmmword ptr [rsp+0x50]
  movaps xmm4, xmm0
  pand xmm4, xmm2
  movaps xmm5, xmm3
  pand xmm5, xmm2
  movaps xmm6, xmm0
  pxor xmm6, xmm4
  pxor xmm3, xmm5
  movaps xmm0, xmm6
  psrld xmm0, 0x10
  movaps xmm8, xmm3
  psrld xmm8, 0x10
  pand xmm0, xmm10
  pand xmm8, xmm10
  movaps xmm9, xmm6
  paddd xmm9, xmmword ptr [rip+0x36d]  ; 0x1810
  movaps xmm12, xmm3
  paddd xmm12, xmmword ptr [rip+0x360]  ; 0x1810
  paddd xmm9, xmm0
  paddd xmm12, xmm8
  psrld xmm9, 0x10
  psrld xmm12, 0x10
  xorps xmm8, xmm8
  psubd xmm9, xmm8
  psubd xmm12, xmm8
  movaps xmm0, xmm6
  addps xmm0, xmmword ptr [rip+0x322]  ; 0x1800
  movaps xmm8, xmm3
  addps xmm8, xmmword ptr [rip+0x316]  ; 0x1800
  psubd xmm0, xmmword ptr [rip+0x30e]  ; 0x1800
  psubd xmm8, xmmword ptr [rip+0x305]  ; 0x1800
  movaps xmm11, xmm6
  pmaxud xmm11, xmmword ptr [rip+0x2e7]  ; 0x17f0
  movaps xmm1, xmm3
  pmaxud xmm1, xmmword ptr [rip+0x2db]  ; 0x17f0
  pcmpeqd xmm11, xmm6
  pcmpeqd xmm1, xmm3
  movaps xmm7, xmm0
  movaps xmm0, xmm11
  blendvps xmm7, xmm9
  movaps xmm0, xmm1
  blendvps xmm8, xmm12
  pextrd ecx, xmm7, 0
  movaps xmm0, xmm6
  movaps xmm1, xmmword ptr [rip+0x28c]  ; 0x17d0
  pmaxud xmm0, xmm1
  movaps xmm9, xmm3
  pmaxud xmm9, xmm1
  pcmpeqd xmm0, xmm6
  pcmpeqd xmm9, xmm3
  packssdw xmm0, xmm9
  movaps xmm9, xmm0
  packsswb xmm9, xmm0
  pxor xmm0, xmm0
  pcmpeqb xmm9, xmm0
  pabsb xmm0, xmm9
  movaps xmm9, xmmword ptr [rip+0x25f]  ; 0x17e0
  pxor xmm0, xmm9
  pextrb edx, xmm0, 0
  mov esi, 0x7f80
  test dl, dl
  cmovne ecx, esi
  pextrd edx, xmm7, 1
  pextrb esi, xmm0, 1
  mov r8d, 0x7f80
  test sil, sil
  cmovne edx, r8d
  pextrd esi, xmm7, 2
  pextrb r8d, xmm0, 2
  mov ebx, 0x7f80
  test r8b, r8b
  cmovne esi, ebx
  pextrd r8d, xmm7, 3
  pextrb ebx, xmm0, 3
  mov r12d, 0x7f80
  test bl, bl
  cmovne r8d, r12d
  pextrd ebx, xmm8, 0
  pextrb r12d, xmm0, 4
  mov r13d, 0x7f80
  test r12b, r12b
  cmovne ebx, r13d
  pextrd r12d, xmm8, 1
  pextrb r13d, xmm0, 5
  mov r14d, 0x7f80
  test r13b, r13b
  cmovne r12d, r14d
  pextrd r13d, xmm8, 2
  pextrb r14d, xmm0, 6
  mov r15d, 0x7f80
  test r14b, r14b
  cmovne r13d, r15d
  pextrd r14d, xmm8, 3
  pextrb r15d, xmm0, 7
  test r15b, r15b
  mov r15d, 0x7f80
  cmovne r14d, r15d
  movd xmm7, ecx
  pinsrd xmm7, edx, 1
  pinsrd xmm7, esi, 2
  pinsrd xmm7, r8d, 3
  movd xmm8, ebx
  pinsrd xmm8, r12d, 1
  pinsrd xmm8, r13d, 2
  pinsrd xmm8, r14d, 3
  pmaxud xmm6, xmmword ptr [rip+0x11a]  ; 0x17a0
  pmaxud xmm3, xmmword ptr [rip+0x111]  ; 0x17a0
  pcmpeqd xmm6, xmmword ptr [rip+0x109]  ; 0x17a0
  pcmpeqd xmm3, xmmword ptr [rip+0x101]  ; 0x17a0
  movaps xmm12, xmmword ptr [rip+0x119]  ; 0x17c0
  movaps xmm11, xmm12
  movaps xmm0, xmm6
  blendvps xmm11, xmm7
  movaps xmm6, xmm12
  movaps xmm0, xmm3
  blendvps xmm6, xmm8
  psrld xmm4, 0x10
  psrld xmm5, 0x10
  por xmm11, xmm4
  por xmm6, xmm5
  pextrd ecx, xmm11, 0
  mov ecx, ecx
  pextrd edx, xmm11, 1
  mov edx, edx
  pextrd esi, xmm11, 2
  mov esi, esi
  pextrd r8d, xmm11, 3
  mov r8d, r8d
  pextrd ebx, xmm6, 0
  mov ebx, ebx
  pextrd r12d, xmm6, 1
  mov r12d, r12d
  pextrd r13d, xmm6, 2
  mov r13d, r13d
  pextrd r14d, xmm6, 3
  mov r14d, r14d
  movd xmm0, ecx
  pinsrw xmm0, edx, 1
  pinsrw xmm0, esi, 2
  pinsrw xmm0, r8d, 3
  pinsrw xmm0, ebx, 4
  pinsrw xmm0, r12d, 5
  pinsrw xmm0, r13d, 6
  pinsrw xmm0, r14d, 7
  movdqu xmmword ptr [rdi+rax*2], xmm0
  movaps xmm5, xmmword ptr [rsp+0x20]
  cmpps xmm5, xmmword ptr [rsp], 1
  movaps xmm4, xmmword ptr [rsp+0x30]
  cmpps xmm4, xmmword ptr [rsp+0x10], 1
  packssdw xmm5, xmm4
  movaps xmm0, xmm5
  packsswb xmm0, xmm5
  pabsb xmm0, xmm0
  mov rsi, qword ptr [rsp+0x60]
  movq qword ptr [rsi+rax], xmm0
  add eax, 8
  cmp eax, 0x40
  jl .Lloop1
.Ldone2:
  lea rsp, [rbp-0x28]
  pop rbx
  pop r15
  pop r14
  pop r13
  pop r12
  pop rbp
  ret
; constant pool (read-only, after the code)
;   0x17a0: 7f8000007f800000 7f8000007f800000
;   0x17b0: 8000000080000000 8000000080000000
;   0x17c0: 00007fc000007fc0 00007fc000007fc0
;   0x17d0: 7f7f80007f7f8000 7f7f80007f7f8000
;   0x17e0: 0101010101010101 0000000000000000
;   0x17f0: 0080000000800000 0080000000800000
;   0x1800: 0880000008800000 0880000008800000
;   0x1810: 00007fff00007fff 00007fff00007fff
;   0x1820: 0000000100000001 0000000100000001
