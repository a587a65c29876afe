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
  movaps xmm1, xmmword ptr [rip+0x179c]  ; 0x17c0
  movaps xmm2, xmmword ptr [rip+0x17a5]  ; 0x17d0
  movaps xmm3, xmmword ptr [rip+0x17ae]  ; 0x17e0
  movaps xmm4, xmmword ptr [rip+0x17b7]  ; 0x17f0
  movaps xmm5, xmmword ptr [rip+0x17c0]  ; 0x1800
  movaps xmm6, xmmword ptr [rip+0x17c9]  ; 0x1810
  movaps xmm7, xmmword ptr [rip+0x17d2]  ; 0x1820
  movaps xmm8, xmmword ptr [rip+0x17ca]  ; 0x1820
  movaps xmm9, xmmword ptr [rip+0x17d2]  ; 0x1830
  movaps xmm10, xmmword ptr [rip+0x17da]  ; 0x1840
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
  paddd xmm9, xmmword ptr [rip+0x163f]  ; 0x1830
  movaps xmmword ptr [rsp+0x30], xmm1
  movaps xmm1, xmm4
  paddd xmm1, xmmword ptr [rip+0x162f]  ; 0x1830
  paddd xmm9, xmm0
  paddd xmm1, xmm11
  psrld xmm9, 0x10
  psrld xmm1, 0x10
  xorps xmm11, xmm11
  psubd xmm9, xmm11
  psubd xmm1, xmm11
  movaps xmm0, xmm7
  addps xmm0, xmmword ptr [rip+0x15f2]  ; 0x1820
  movaps xmm11, xmm4
  addps xmm11, xmmword ptr [rip+0x15e6]  ; 0x1820
  psubd xmm0, xmmword ptr [rip+0x15de]  ; 0x1820
  psubd xmm11, xmmword ptr [rip+0x15d5]  ; 0x1820
  movaps xmmword ptr [rsp+0x20], xmm5
  movaps xmm5, xmm7
  pmaxud xmm5, xmmword ptr [rip+0x15b4]  ; 0x1810
  movaps xmmword ptr [rsp+0x10], xmm12
  movaps xmm12, xmm4
  pmaxud xmm12, xmmword ptr [rip+0x15a0]  ; 0x1810
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
  pmaxud xmm0, xmmword ptr [rip+0x154b]  ; 0x17f0
  movaps xmm5, xmm4
  pmaxud xmm5, xmmword ptr [rip+0x153f]  ; 0x17f0
  pcmpeqd xmm0, xmm7
  pcmpeqd xmm5, xmm4
  packssdw xmm0, xmm5
  movaps xmm5, xmm0
  packsswb xmm5, xmm0
  pxor xmm0, xmm0
  pcmpeqb xmm5, xmm0
  pabsb xmm0, xmm5
  pxor xmm0, xmmword ptr [rip+0x1527]  ; 0x1800
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
  movaps xmm0, xmmword ptr [rip+0x13e8]  ; 0x17c0
  pmaxud xmm0, xmm7
  movaps xmm7, xmmword ptr [rip+0x13dc]  ; 0x17c0
  pmaxud xmm7, xmm4
  pcmpeqd xmm0, xmmword ptr [rip+0x13cf]  ; 0x17c0
  pcmpeqd xmm7, xmmword ptr [rip+0x13c7]  ; 0x17c0
  movaps xmm12, xmmword ptr [rip+0x13df]  ; 0x17e0
  blendvps xmm12, xmm3
  movaps xmm3, xmmword ptr [rip+0x13d2]  ; 0x17e0
  movaps xmm0, xmm7
  blendvps xmm3, xmm9
  psrld xmm6, 0x10
  psrld xmm8, 0x10
  por xmm12, xmm6
  por xmm3, xmm8
  pextrd ecx, xmm12, 0
  mov ecx, ecx
  movzx ecx, cx
  pextrd edx, xmm12, 1
  mov edx, edx
  movzx edx, dx
  pextrd esi, xmm12, 2
  mov esi, esi
  movzx esi, si
  pextrd r8d, xmm12, 3
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
  movaps xmm6, xmm0
  pslld xmm6, 0x10
  pslld xmm3, 0x10
  movaps xmm0, xmm6
  movaps xmm7, xmmword ptr [rsp]
  mulps xmm0, xmm7
  movaps xmm8, xmm3
  movaps xmm12, xmmword ptr [rsp+0x10]
  mulps xmm8, xmm12
  movaps xmm9, xmm0
  pand xmm9, xmm2
  movaps xmm4, xmm8
  pand xmm4, xmm2
  movaps xmm11, xmm0
  pxor xmm11, xmm9
  pxor xmm8, xmm4
  movaps xmm0, xmm11
  psrld xmm0, 0x10
  movaps xmm5, xmm8
  psrld xmm5, 0x10
  pand xmm0, xmm10
  pand xmm5, xmm10
  movaps xmm1, xmm11
  paddd xmm1, xmmword ptr [rip+0x1301]  ; 0x1830
  movaps xmm12, xmm8
  paddd xmm12, xmmword ptr [rip+0x12f4]  ; 0x1830
  paddd xmm1, xmm0
  paddd xmm12, xmm5
  psrld xmm1, 0x10
  psrld xmm12, 0x10
  xorps xmm5, xmm5
  psubd xmm1, xmm5
  psubd xmm12, xmm5
  movaps xmm0, xmm11
  addps xmm0, xmmword ptr [rip+0x12b9]  ; 0x1820
  movaps xmm5, xmm8
  addps xmm5, xmmword ptr [rip+0x12ae]  ; 0x1820
  psubd xmm0, xmmword ptr [rip+0x12a6]  ; 0x1820
  psubd xmm5, xmmword ptr [rip+0x129e]  ; 0x1820
  movaps xmm7, xmm11
  pmaxud xmm7, xmmword ptr [rip+0x1281]  ; 0x1810
  movaps xmmword ptr [rsp+0x50], xmm3
  movaps xmm3, xmm8
  pmaxud xmm3, xmmword ptr [rip+0x126f]  ; 0x1810
  pcmpeqd xmm7, xmm11
  pcmpeqd xmm3, xmm8
  movaps xmmword ptr [rsp+0x40], xmm6
  movaps xmm6, xmm0
  movaps xmm0, xmm7
  blendvps xmm6, xmm1
  movaps xmm0, xmm3
  blendvps xmm5, xmm12
  pextrd ecx, xmm6, 0
  movaps xmm0, xmm11
  pmaxud xmm0, xmmword ptr [rip+0x1219]  ; 0x17f0
  movaps xmm3, xmm8
  pmaxud xmm3, xmmword ptr [rip+0x120c]  ; 0x17f0
  pcmpeqd xmm0, xmm11
  pcmpeqd xmm3, xmm8
  packssdw xmm0, xmm3
  movaps xmm3, xmm0
  packsswb xmm3, xmm0
  pxor xmm0, xmm0
  pcmpeqb xmm3, xmm0
  pabsb xmm0, xmm3
  pxor xmm0, xmmword ptr [rip+0x11f2]  ; 0x1800
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
  movd xmm5, ecx
  pinsrd xmm5, edx, 1
  pinsrd xmm5, esi, 2
  pinsrd xmm5, r8d, 3
  movd xmm6, ebx
  pinsrd xmm6, r12d, 1
  pinsrd xmm6, r13d, 2
  pinsrd xmm6, r14d, 3
  movaps xmm0, xmmword ptr [rip+0x10b6]  ; 0x17c0
  pmaxud xmm0, xmm11
  movaps xmm11, xmmword ptr [rip+0x10a8]  ; 0x17c0
  pmaxud xmm11, xmm8
  pcmpeqd xmm0, xmmword ptr [rip+0x109a]  ; 0x17c0
  pcmpeqd xmm11, xmmword ptr [rip+0x1091]  ; 0x17c0
  movaps xmm12, xmmword ptr [rip+0x10a9]  ; 0x17e0
  blendvps xmm12, xmm5
  movaps xmm5, xmmword ptr [rip+0x109c]  ; 0x17e0
  movaps xmm0, xmm11
  blendvps xmm5, xmm6
  psrld xmm9, 0x10
  psrld xmm4, 0x10
  por xmm12, xmm9
  por xmm5, xmm4
  pextrd ecx, xmm12, 0
  mov ecx, ecx
  movzx ecx, cx
  pextrd edx, xmm12, 1
  mov edx, edx
  movzx edx, dx
  pextrd esi, xmm12, 2
  mov esi, esi
  movzx esi, si
  pextrd r8d, xmm12, 3
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
  movaps xmm9, xmm0
  pand xmm9, xmm2
  movaps xmm11, xmm4
  pand xmm11, xmm2
  movaps xmm12, xmm0
  pxor xmm12, xmm9
  pxor xmm4, xmm11
  movaps xmm0, xmm12
  psrld xmm0, 0x10
  movaps xmm8, xmm4
  psrld xmm8, 0x10
  pand xmm0, xmm10
  pand xmm8, xmm10
  movaps xmm7, xmm12
  paddd xmm7, xmmword ptr [rip+0xfd5]  ; 0x1830
  movaps xmm1, xmm4
  paddd xmm1, xmmword ptr [rip+0xfca]  ; 0x1830
  paddd xmm7, xmm0
  paddd xmm1, xmm8
  psrld xmm7, 0x10
  psrld xmm1, 0x10
  xorps xmm8, xmm8
  psubd xmm7, xmm8
  psubd xmm1, xmm8
  movaps xmm0, xmm12
  addps xmm0, xmmword ptr [rip+0xf8e]  ; 0x1820
  movaps xmm3, xmm4
  addps xmm3, xmmword ptr [rip+0xf84]  ; 0x1820
  psubd xmm0, xmmword ptr [rip+0xf7c]  ; 0x1820
  psubd xmm3, xmmword ptr [rip+0xf74]  ; 0x1820
  movaps xmm8, xmm12
  pmaxud xmm8, xmmword ptr [rip+0xf56]  ; 0x1810
  movaps xmm6, xmm4
  pmaxud xmm6, xmmword ptr [rip+0xf4a]  ; 0x1810
  pcmpeqd xmm8, xmm12
  pcmpeqd xmm6, xmm4
  movaps xmm5, xmm0
  movaps xmm0, xmm8
  blendvps xmm5, xmm7
  movaps xmm0, xmm6
  blendvps xmm3, xmm1
  pextrd ecx, xmm5, 0
  movaps xmm0, xmm12
  pmaxud xmm0, xmmword ptr [rip+0xefa]  ; 0x17f0
  movaps xmm6, xmm4
  pmaxud xmm6, xmmword ptr [rip+0xeee]  ; 0x17f0
  pcmpeqd xmm0, xmm12
  pcmpeqd xmm6, xmm4
  packssdw xmm0, xmm6
  movaps xmm6, xmm0
  packsswb xmm6, xmm0
  pxor xmm0, xmm0
  pcmpeqb xmm6, xmm0
  pabsb xmm0, xmm6
  pxor xmm0, xmmword ptr [rip+0xed5]  ; 0x1800
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
  movaps xmm0, xmmword ptr [rip+0xd99]  ; 0x17c0
  pmaxud xmm0, xmm12
  movaps xmm8, xmmword ptr [rip+0xd8b]  ; 0x17c0
  pmaxud xmm8, xmm4
  pcmpeqd xmm0, xmmword ptr [rip+0xd7d]  ; 0x17c0
  pcmpeqd xmm8, xmmword ptr [rip+0xd74]  ; 0x17c0
  movaps xmm12, xmmword ptr [rip+0xd8c]  ; 0x17e0
  blendvps xmm12, xmm3
  movaps xmm3, xmmword ptr [rip+0xd7f]  ; 0x17e0
  movaps xmm0, xmm8
  blendvps xmm3, xmm5
  psrld xmm9, 0x10
  psrld xmm11, 0x10
  por xmm12, xmm9
  por xmm3, xmm11
  pextrd ecx, xmm12, 0
  mov ecx, ecx
  movzx ecx, cx
  pextrd edx, xmm12, 1
  mov edx, edx
  movzx edx, dx
  pextrd esi, xmm12, 2
  mov esi, esi
  movzx esi, si
  pextrd r8d, xmm12, 3
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
  movaps xmm8, xmmword ptr [rsp+0x30]
  mulps xmm3, xmm8
  movaps xmm9, xmm0
  pand xmm9, xmm2
  movaps xmm11, xmm3
  pand xmm11, xmm2
  movaps xmm12, xmm0
  pxor xmm12, xmm9
  pxor xmm3, xmm11
  movaps xmm0, xmm12
  psrld xmm0, 0x10
  movaps xmm4, xmm3
  psrld xmm4, 0x10
  pand xmm0, xmm10
  pand xmm4, xmm10
  movaps xmm7, xmm12
  paddd xmm7, xmmword ptr [rip+0xcb6]  ; 0x1830
  movaps xmm1, xmm3
  paddd xmm1, xmmword ptr [rip+0xcab]  ; 0x1830
  paddd xmm7, xmm0
  paddd xmm1, xmm4
  psrld xmm7, 0x10
  psrld xmm1, 0x10
  xorps xmm4, xmm4
  psubd xmm7, xmm4
  psubd xmm1, xmm4
  movaps xmm0, xmm12
  addps xmm0, xmmword ptr [rip+0xc73]  ; 0x1820
  movaps xmm6, xmm3
  addps xmm6, xmmword ptr [rip+0xc69]  ; 0x1820
  psubd xmm0, xmmword ptr [rip+0xc61]  ; 0x1820
  psubd xmm6, xmmword ptr [rip+0xc59]  ; 0x1820
  movaps xmm4, xmm12
  pmaxud xmm4, xmmword ptr [rip+0xc3c]  ; 0x1810
  movaps xmm8, xmm3
  pmaxud xmm8, xmmword ptr [rip+0xc2e]  ; 0x1810
  pcmpeqd xmm4, xmm12
  pcmpeqd xmm8, xmm3
  movaps xmm5, xmm0
  movaps xmm0, xmm4
  blendvps xmm5, xmm7
  movaps xmm0, xmm8
  blendvps xmm6, xmm1
  pextrd ecx, xmm5, 0
  movaps xmm0, xmm12
  pmaxud xmm0, xmmword ptr [rip+0xbdd]  ; 0x17f0
  movaps xmm4, xmm3
  pmaxud xmm4, xmmword ptr [rip+0xbd1]  ; 0x17f0
  pcmpeqd xmm0, xmm12
  pcmpeqd xmm4, xmm3
  packssdw xmm0, xmm4
  movaps xmm4, xmm0
  packsswb xmm4, xmm0
  pxor xmm0, xmm0
  pcmpeqb xmm4, xmm0
  pabsb xmm0, xmm4
  pxor xmm0, xmmword ptr [rip+0xbb8]  ; 0x1800
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
  movaps xmm0, xmmword ptr [rip+0xa7c]  ; 0x17c0
  pmaxud xmm0, xmm12
  movaps xmm8, xmmword ptr [rip+0xa6e]  ; 0x17c0
  pmaxud xmm8, xmm3
  pcmpeqd xmm0, xmmword ptr [rip+0xa60]  ; 0x17c0
  pcmpeqd xmm8, xmmword ptr [rip+0xa57]  ; 0x17c0
  movaps xmm12, xmmword ptr [rip+0xa6f]  ; 0x17e0
  blendvps xmm12, xmm5
  movaps xmm5, xmmword ptr [rip+0xa62]  ; 0x17e0
  movaps xmm0, xmm8
  blendvps xmm5, xmm6
  psrld xmm9, 0x10
  psrld xmm11, 0x10
  por xmm12, xmm9
  por xmm5, xmm11
  pextrd ecx, xmm12, 0
  mov ecx, ecx
  movzx ecx, cx
  pextrd edx, xmm12, 1
  mov edx, edx
  movzx edx, dx
  pextrd esi, xmm12, 2
  mov esi, esi
  movzx esi, si
  pextrd r8d, xmm12, 3
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
  movd xmm5, ebx
  pinsrd xmm5, r12d, 1
  pinsrd xmm5, r13d, 2
  pinsrd xmm5, r14d, 3
  pslld xmm0, 0x10
  pslld xmm5, 0x10
  movaps xmm6, xmmword ptr [rsp]
  addps xmm0, xmm6
  movaps xmm12, xmmword ptr [rsp+0x10]
  addps xmm5, xmm12
  movaps xmm8, xmm0
  pand xmm8, xmm2
  movaps xmm9, xmm5
  pand xmm9, xmm2
  movaps xmm11, xmm0
  pxor xmm11, xmm8
  pxor xmm5, xmm9
  movaps xmm0, xmm11
  psrld xmm0, 0x10
  movaps xmm3, xmm5
  psrld xmm3, 0x10
  pand xmm0, xmm10
  pand xmm3, xmm10
  movaps xmm7, xmm11
  paddd xmm7, xmmword ptr [rip+0x99a]  ; 0x1830
  movaps xmm1, xmm5
  paddd xmm1, xmmword ptr [rip+0x98f]  ; 0x1830
  paddd xmm7, xmm0
  paddd xmm1, xmm3
  psrld xmm7, 0x10
  psrld xmm1, 0x10
  xorps xmm3, xmm3
  psubd xmm7, xmm3
  psubd xmm1, xmm3
  movaps xmm0, xmm11
  addps xmm0, xmmword ptr [rip+0x957]  ; 0x1820
  movaps xmm4, xmm5
  addps xmm4, xmmword ptr [rip+0x94d]  ; 0x1820
  psubd xmm0, xmmword ptr [rip+0x945]  ; 0x1820
  psubd xmm4, xmmword ptr [rip+0x93d]  ; 0x1820
  movaps xmm3, xmm11
  pmaxud xmm3, xmmword ptr [rip+0x920]  ; 0x1810
  movaps xmm12, xmm5
  pmaxud xmm12, xmmword ptr [rip+0x912]  ; 0x1810
  pcmpeqd xmm3, xmm11
  pcmpeqd xmm12, xmm5
  movaps xmm6, xmm0
  movaps xmm0, xmm3
  blendvps xmm6, xmm7
  movaps xmm0, xmm12
  blendvps xmm4, xmm1
  pextrd ecx, xmm6, 0
  movaps xmm0, xmm11
  pmaxud xmm0, xmmword ptr [rip+0x8c1]  ; 0x17f0
  movaps xmm3, xmm5
  pmaxud xmm3, xmmword ptr [rip+0x8b5]  ; 0x17f0
  pcmpeqd xmm0, xmm11
  pcmpeqd xmm3, xmm5
  packssdw xmm0, xmm3
  movaps xmm3, xmm0
  packsswb xmm3, xmm0
  pxor xmm0, xmm0
  pcmpeqb xmm3, xmm0
  pabsb xmm0, xmm3
  pxor xmm0, xmmword ptr [rip+0x89c]  ; 0x1800
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
  movaps xmm0, xmmword ptr [rip+0x760]  ; 0x17c0
  pmaxud xmm0, xmm11
  movaps xmm11, xmmword ptr [rip+0x752]  ; 0x17c0
  pmaxud xmm11, xmm5
  pcmpeqd xmm0, xmmword ptr [rip+0x744]  ; 0x17c0
  pcmpeqd xmm11, xmmword ptr [rip+0x73b]  ; 0x17c0
  movaps xmm12, xmmword ptr [rip+0x753]  ; 0x17e0
  blendvps xmm12, xmm4
  movaps xmm4, xmmword ptr [rip+0x746]  ; 0x17e0
  movaps xmm0, xmm11
  blendvps xmm4, xmm6
  psrld xmm8, 0x10
  psrld xmm9, 0x10
  por xmm12, xmm8
  por xmm4, xmm9
  pextrd ecx, xmm12, 0
  mov ecx, ecx
  movzx ecx, cx
  pextrd edx, xmm12, 1
  mov edx, edx
  movzx edx, dx
  pextrd esi, xmm12, 2
  mov esi, esi
  movzx esi, si
  pextrd r8d, xmm12, 3
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
  sqrtps xmm0, xmm0
  sqrtps xmm4, xmm4
  movaps xmm6, xmm0
  pand xmm6, xmm2
  movaps xmm8, xmm4
  pand xmm8, xmm2
  movaps xmm9, xmm0
  pxor xmm9, xmm6
  pxor xmm4, xmm8
  movaps xmm0, xmm9
  psrld xmm0, 0x10
  movaps xmm11, xmm4
  psrld xmm11, 0x10
  pand xmm0, xmm10
  pand xmm11, xmm10
  movaps xmm12, xmm9
  paddd xmm12, xmmword ptr [rip+0x688]  ; 0x1830
  movaps xmm7, xmm4
  paddd xmm7, xmmword ptr [rip+0x67d]  ; 0x1830
  paddd xmm12, xmm0
  paddd xmm7, xmm11
  psrld xmm12, 0x10
  psrld xmm7, 0x10
  xorps xmm11, xmm11
  psubd xmm12, xmm11
  psubd xmm7, xmm11
  movaps xmm0, xmm9
  addps xmm0, xmmword ptr [rip+0x63f]  ; 0x1820
  movaps xmm5, xmm4
  addps xmm5, xmmword ptr [rip+0x635]  ; 0x1820
  psubd xmm0, xmmword ptr [rip+0x62d]  ; 0x1820
  psubd xmm5, xmmword ptr [rip+0x625]  ; 0x1820
  movaps xmm11, xmm9
  pmaxud xmm11, xmmword ptr [rip+0x607]  ; 0x1810
  movaps xmm1, xmm4
  pmaxud xmm1, xmmword ptr [rip+0x5fb]  ; 0x1810
  pcmpeqd xmm11, xmm9
  pcmpeqd xmm1, xmm4
  movaps xmm3, xmm0
  movaps xmm0, xmm11
  blendvps xmm3, xmm12
  movaps xmm0, xmm1
  blendvps xmm5, xmm7
  pextrd ecx, xmm3, 0
  movaps xmm0, xmm9
  pmaxud xmm0, xmmword ptr [rip+0x5aa]  ; 0x17f0
  movaps xmm7, xmm4
  pmaxud xmm7, xmmword ptr [rip+0x59e]  ; 0x17f0
  pcmpeqd xmm0, xmm9
  pcmpeqd xmm7, xmm4
  packssdw xmm0, xmm7
  movaps xmm7, xmm0
  packsswb xmm7, xmm0
  pxor xmm0, xmm0
  pcmpeqb xmm7, xmm0
  pabsb xmm0, xmm7
  pxor xmm0, xmmword ptr [rip+0x585]  ; 0x1800
  pextrb edx, xmm0, 0
  mov esi, 0x7f80
  test dl, dl
  cmovne ecx, esi
  pextrd edx, xmm3, 1
  pextrb esi, xmm0, 1
  mov r8d, 0x7f80
  test sil, sil
  cmovne edx, r8d
  pextrd esi, xmm3, 2
  pextrb r8d, xmm0, 2
  mov ebx, 0x7f80
  test r8b, r8b
  cmovne esi, ebx
  pextrd r8d, xmm3, 3
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
  movd xmm3, ecx
  pinsrd xmm3, edx, 1
  pinsrd xmm3, esi, 2
  pinsrd xmm3, r8d, 3
  movd xmm5, ebx
  pinsrd xmm5, r12d, 1
  pinsrd xmm5, r13d, 2
  pinsrd xmm5, r14d, 3
  movaps xmm0, xmmword ptr [rip+0x449]  ; 0x17c0
  pmaxud xmm0, xmm9
  movaps xmm9, xmmword ptr [rip+0x43b]  ; 0x17c0
  pmaxud xmm9, xmm4
  pcmpeqd xmm0, xmmword ptr [rip+0x42d]  ; 0x17c0
  pcmpeqd xmm9, xmmword ptr [rip+0x424]  ; 0x17c0
  movaps xmm12, xmmword ptr [rip+0x43c]  ; 0x17e0
  blendvps xmm12, xmm3
  movaps xmm3, xmmword ptr [rip+0x42f]  ; 0x17e0
  movaps xmm0, xmm9
  blendvps xmm3, xmm5
  psrld xmm6, 0x10
  psrld xmm8, 0x10
  por xmm12, xmm6
  por xmm3, xmm8
  pextrd ecx, xmm12, 0
  mov ecx, ecx
  movzx ecx, cx
  pextrd edx, xmm12, 1
  mov edx, edx
  movzx edx, dx
  pextrd esi, xmm12, 2
  mov esi, esi
  movzx esi, si
  pextrd r8d, xmm12, 3
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
  minps xmm0, xmmword ptr [rsp+0x40]
  minps xmm3, xmmword ptr [rsp+0x50]
  movaps xmm5, xmm0
  pand xmm5, xmm2
  movaps xmm6, xmm3
  pand xmm6, xmm2
  movaps xmm8, xmm0
  pxor xmm8, xmm5
  pxor xmm3, xmm6
  movaps xmm0, xmm8
  psrld xmm0, 0x10
  movaps xmm9, xmm3
  psrld xmm9, 0x10
  pand xmm0, xmm10
  pand xmm9, xmm10
  movaps xmm12, xmm8
  paddd xmm12, xmmword ptr [rip+0x371]  ; 0x1830
  movaps xmm11, xmm3
  paddd xmm11, xmmword ptr [rip+0x364]  ; 0x1830
  paddd xmm12, xmm0
  paddd xmm11, xmm9
  psrld xmm12, 0x10
  psrld xmm11, 0x10
  xorps xmm9, xmm9
  psubd xmm12, xmm9
  psubd xmm11, xmm9
  movaps xmm0, xmm8
  addps xmm0, xmmword ptr [rip+0x325]  ; 0x1820
  movaps xmm9, xmm3
  addps xmm9, xmmword ptr [rip+0x319]  ; 0x1820
  psubd xmm0, xmmword ptr [rip+0x311]  ; 0x1820
  psubd xmm9, xmmword ptr [rip+0x308]  ; 0x1820
  movaps xmm4, xmm8
  pmaxud xmm4, xmmword ptr [rip+0x2eb]  ; 0x1810
  movaps xmm1, xmm3
  pmaxud xmm1, xmmword ptr [rip+0x2df]  ; 0x1810
  pcmpeqd xmm4, xmm8
  pcmpeqd xmm1, xmm3
  movaps xmm7, xmm0
  movaps xmm0, xmm4
  blendvps xmm7, xmm12
  movaps xmm0, xmm1
  blendvps xmm9, xmm11
  pextrd ecx, xmm7, 0
  movaps xmm0, xmm8
  movaps xmm1, xmmword ptr [rip+0x290]  ; 0x17f0
  pmaxud xmm0, xmm1
  movaps xmm4, xmm3
  pmaxud xmm4, xmm1
  pcmpeqd xmm0, xmm8
  pcmpeqd xmm4, xmm3
  packssdw xmm0, xmm4
  movaps xmm4, xmm0
  packsswb xmm4, xmm0
  pxor xmm0, xmm0
  pcmpeqb xmm4, xmm0
  pabsb xmm0, xmm4
  movaps xmm4, xmmword ptr [rip+0x26b]  ; 0x1800
  pxor xmm0, xmm4
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
  pextrd ebx, xmm9, 0
  pextrb r12d, xmm0, 4
  mov r13d, 0x7f80
  test r12b, r12b
  cmovne ebx, r13d
  pextrd r12d, xmm9, 1
  pextrb r13d, xmm0, 5
  mov r14d, 0x7f80
  test r13b, r13b
  cmovne r12d, r14d
  pextrd r13d, xmm9, 2
  pextrb r14d, xmm0, 6
  mov r15d, 0x7f80
  test r14b, r14b
  cmovne r13d, r15d
  pextrd r14d, xmm9, 3
  pextrb r15d, xmm0, 7
  test r15b, r15b
  mov r15d, 0x7f80
  cmovne r14d, r15d
  movd xmm7, ecx
  pinsrd xmm7, edx, 1
  pinsrd xmm7, esi, 2
  pinsrd xmm7, r8d, 3
  movd xmm9, ebx
  pinsrd xmm9, r12d, 1
  pinsrd xmm9, r13d, 2
  pinsrd xmm9, r14d, 3
  movaps xmm11, xmmword ptr [rip+0x128]  ; 0x17c0
  movaps xmm0, xmm11
  pmaxud xmm0, xmm8
  movaps xmm8, xmm11
  pmaxud xmm8, xmm3
  pcmpeqd xmm0, xmm11
  pcmpeqd xmm8, xmm11
  movaps xmm3, xmmword ptr [rip+0x123]  ; 0x17e0
  movaps xmm12, xmm3
  blendvps xmm12, xmm7
  movaps xmm7, xmm3
  movaps xmm0, xmm8
  blendvps xmm7, xmm9
  psrld xmm5, 0x10
  psrld xmm6, 0x10
  por xmm12, xmm5
  por xmm7, xmm6
  pextrd ecx, xmm12, 0
  mov ecx, ecx
  pextrd edx, xmm12, 1
  mov edx, edx
  pextrd esi, xmm12, 2
  mov esi, esi
  pextrd r8d, xmm12, 3
  mov r8d, r8d
  pextrd ebx, xmm7, 0
  mov ebx, ebx
  pextrd r12d, xmm7, 1
  mov r12d, r12d
  pextrd r13d, xmm7, 2
  mov r13d, r13d
  pextrd r14d, xmm7, 3
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
  movaps xmm8, xmmword ptr [rsp+0x30]
  cmpps xmm8, xmmword ptr [rsp+0x10], 1
  packssdw xmm5, xmm8
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
;   0x17c0: 7f8000007f800000 7f8000007f800000
;   0x17d0: 8000000080000000 8000000080000000
;   0x17e0: 00007fc000007fc0 00007fc000007fc0
;   0x17f0: 7f7f80007f7f8000 7f7f80007f7f8000
;   0x1800: 0101010101010101 0000000000000000
;   0x1810: 0080000000800000 0080000000800000
;   0x1820: 0880000008800000 0880000008800000
;   0x1830: 00007fff00007fff 00007fff00007fff
;   0x1840: 0000000100000001 0000000100000001
;   0x1850: 08800000
