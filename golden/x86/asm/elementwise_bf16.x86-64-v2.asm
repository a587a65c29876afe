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
  movaps xmm2, xmmword ptr [rip+0x174c]  ; 0x1770
  movaps xmm10, xmmword ptr [rip+0x17b4]  ; 0x17e0
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
  paddd xmm9, xmmword ptr [rip+0x161d]  ; 0x17d0
  movaps xmmword ptr [rsp+0x30], xmm1
  movaps xmm1, xmm4
  paddd xmm1, xmmword ptr [rip+0x160d]  ; 0x17d0
  paddd xmm9, xmm0
  paddd xmm1, xmm11
  psrld xmm9, 0x10
  psrld xmm1, 0x10
  xorps xmm11, xmm11
  psubd xmm9, xmm11
  psubd xmm1, xmm11
  movaps xmm0, xmm7
  addps xmm0, xmmword ptr [rip+0x15d0]  ; 0x17c0
  movaps xmm11, xmm4
  addps xmm11, xmmword ptr [rip+0x15c4]  ; 0x17c0
  psubd xmm0, xmmword ptr [rip+0x15bc]  ; 0x17c0
  psubd xmm11, xmmword ptr [rip+0x15b3]  ; 0x17c0
  movaps xmmword ptr [rsp+0x20], xmm5
  movaps xmm5, xmm7
  pmaxud xmm5, xmmword ptr [rip+0x1592]  ; 0x17b0
  movaps xmmword ptr [rsp+0x10], xmm12
  movaps xmm12, xmm4
  pmaxud xmm12, xmmword ptr [rip+0x157e]  ; 0x17b0
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
  pmaxud xmm0, xmmword ptr [rip+0x1529]  ; 0x1790
  movaps xmm5, xmm4
  pmaxud xmm5, xmmword ptr [rip+0x151d]  ; 0x1790
  pcmpeqd xmm0, xmm7
  pcmpeqd xmm5, xmm4
  packssdw xmm0, xmm5
  movaps xmm5, xmm0
  packsswb xmm5, xmm0
  pxor xmm0, xmm0
  pcmpeqb xmm5, xmm0
  pabsb xmm0, xmm5
  pxor xmm0, xmmword ptr [rip+0x1505]  ; 0x17a0
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
  pmaxud xmm7, xmmword ptr [rip+0x13c4]  ; 0x1760
  pmaxud xmm4, xmmword ptr [rip+0x13bb]  ; 0x1760
  pcmpeqd xmm7, xmmword ptr [rip+0x13b3]  ; 0x1760
  pcmpeqd xmm4, xmmword ptr [rip+0x13ab]  ; 0x1760
  movaps xmm11, xmmword ptr [rip+0x13c3]  ; 0x1780
  movaps xmm0, xmm7
  blendvps xmm11, xmm3
  movaps xmm3, xmmword ptr [rip+0x13b3]  ; 0x1780
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
  paddd xmm1, xmmword ptr [rip+0x12e3]  ; 0x17d0
  movaps xmm8, xmm7
  paddd xmm8, xmmword ptr [rip+0x12d6]  ; 0x17d0
  paddd xmm1, xmm0
  paddd xmm8, xmm5
  psrld xmm1, 0x10
  psrld xmm8, 0x10
  xorps xmm5, xmm5
  psubd xmm1, xmm5
  psubd xmm8, xmm5
  movaps xmm0, xmm12
  addps xmm0, xmmword ptr [rip+0x129b]  ; 0x17c0
  movaps xmm5, xmm7
  addps xmm5, xmmword ptr [rip+0x1291]  ; 0x17c0
  psubd xmm0, xmmword ptr [rip+0x1289]  ; 0x17c0
  psubd xmm5, xmmword ptr [rip+0x1281]  ; 0x17c0
  movaps xmm6, xmm12
  pmaxud xmm6, xmmword ptr [rip+0x1264]  ; 0x17b0
  movaps xmmword ptr [rsp+0x50], xmm3
  movaps xmm3, xmm7
  pmaxud xmm3, xmmword ptr [rip+0x1253]  ; 0x17b0
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
  pmaxud xmm0, xmmword ptr [rip+0x11fe]  ; 0x1790
  movaps xmm3, xmm7
  pmaxud xmm3, xmmword ptr [rip+0x11f2]  ; 0x1790
  pcmpeqd xmm0, xmm12
  pcmpeqd xmm3, xmm7
  packssdw xmm0, xmm3
  movaps xmm3, xmm0
  packsswb xmm3, xmm0
  pxor xmm0, xmm0
  pcmpeqb xmm3, xmm0
  pabsb xmm0, xmm3
  pxor xmm0, xmmword ptr [rip+0x11d9]  ; 0x17a0
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
  pmaxud xmm12, xmmword ptr [rip+0x109a]  ; 0x1760
  pmaxud xmm7, xmmword ptr [rip+0x1091]  ; 0x1760
  pcmpeqd xmm12, xmmword ptr [rip+0x1088]  ; 0x1760
  pcmpeqd xmm7, xmmword ptr [rip+0x1080]  ; 0x1760
  movaps xmm6, xmmword ptr [rip+0x1099]  ; 0x1780
  movaps xmm0, xmm12
  blendvps xmm6, xmm4
  movaps xmm4, xmmword ptr [rip+0x1089]  ; 0x1780
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
  paddd xmm8, xmmword ptr [rip+0xfc5]  ; 0x17d0
  movaps xmm1, xmm4
  paddd xmm1, xmmword ptr [rip+0xfba]  ; 0x17d0
  paddd xmm8, xmm0
  paddd xmm1, xmm12
  psrld xmm8, 0x10
  psrld xmm1, 0x10
  xorps xmm12, xmm12
  psubd xmm8, xmm12
  psubd xmm1, xmm12
  movaps xmm0, xmm11
  addps xmm0, xmmword ptr [rip+0xf7c]  ; 0x17c0
  movaps xmm3, xmm4
  addps xmm3, xmmword ptr [rip+0xf72]  ; 0x17c0
  psubd xmm0, xmmword ptr [rip+0xf6a]  ; 0x17c0
  psubd xmm3, xmmword ptr [rip+0xf62]  ; 0x17c0
  movaps xmm12, xmm11
  pmaxud xmm12, xmmword ptr [rip+0xf44]  ; 0x17b0
  movaps xmm6, xmm4
  pmaxud xmm6, xmmword ptr [rip+0xf38]  ; 0x17b0
  pcmpeqd xmm12, xmm11
  pcmpeqd xmm6, xmm4
  movaps xmm5, xmm0
  movaps xmm0, xmm12
  blendvps xmm5, xmm8
  movaps xmm0, xmm6
  blendvps xmm3, xmm1
  pextrd ecx, xmm5, 0
  movaps xmm0, xmm11
  pmaxud xmm0, xmmword ptr [rip+0xee7]  ; 0x1790
  movaps xmm6, xmm4
  pmaxud xmm6, xmmword ptr [rip+0xedb]  ; 0x1790
  pcmpeqd xmm0, xmm11
  pcmpeqd xmm6, xmm4
  packssdw xmm0, xmm6
  movaps xmm6, xmm0
  packsswb xmm6, xmm0
  pxor xmm0, xmm0
  pcmpeqb xmm6, xmm0
  pabsb xmm0, xmm6
  pxor xmm0, xmmword ptr [rip+0xec2]  ; 0x17a0
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
  pmaxud xmm11, xmmword ptr [rip+0xd83]  ; 0x1760
  pmaxud xmm4, xmmword ptr [rip+0xd7a]  ; 0x1760
  pcmpeqd xmm11, xmmword ptr [rip+0xd71]  ; 0x1760
  pcmpeqd xmm4, xmmword ptr [rip+0xd69]  ; 0x1760
  movaps xmm8, xmmword ptr [rip+0xd81]  ; 0x1780
  movaps xmm0, xmm11
  blendvps xmm8, xmm3
  movaps xmm3, xmmword ptr [rip+0xd70]  ; 0x1780
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
  paddd xmm12, xmmword ptr [rip+0xcaa]  ; 0x17d0
  movaps xmm1, xmm3
  paddd xmm1, xmmword ptr [rip+0xc9f]  ; 0x17d0
  paddd xmm12, xmm0
  paddd xmm1, xmm11
  psrld xmm12, 0x10
  psrld xmm1, 0x10
  xorps xmm11, xmm11
  psubd xmm12, xmm11
  psubd xmm1, xmm11
  movaps xmm0, xmm9
  addps xmm0, xmmword ptr [rip+0xc61]  ; 0x17c0
  movaps xmm6, xmm3
  addps xmm6, xmmword ptr [rip+0xc57]  ; 0x17c0
  psubd xmm0, xmmword ptr [rip+0xc4f]  ; 0x17c0
  psubd xmm6, xmmword ptr [rip+0xc47]  ; 0x17c0
  movaps xmm11, xmm9
  pmaxud xmm11, xmmword ptr [rip+0xc29]  ; 0x17b0
  movaps xmm4, xmm3
  pmaxud xmm4, xmmword ptr [rip+0xc1d]  ; 0x17b0
  pcmpeqd xmm11, xmm9
  pcmpeqd xmm4, xmm3
  movaps xmm5, xmm0
  movaps xmm0, xmm11
  blendvps xmm5, xmm12
  movaps xmm0, xmm4
  blendvps xmm6, xmm1
  pextrd ecx, xmm5, 0
  movaps xmm0, xmm9
  pmaxud xmm0, xmmword ptr [rip+0xbcc]  ; 0x1790
  movaps xmm4, xmm3
  pmaxud xmm4, xmmword ptr [rip+0xbc0]  ; 0x1790
  pcmpeqd xmm0, xmm9
  pcmpeqd xmm4, xmm3
  packssdw xmm0, xmm4
  movaps xmm4, xmm0
  packsswb xmm4, xmm0
  pxor xmm0, xmm0
  pcmpeqb xmm4, xmm0
  pabsb xmm0, xmm4
  pxor xmm0, xmmword ptr [rip+0xba7]  ; 0x17a0
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
  pmaxud xmm9, xmmword ptr [rip+0xa68]  ; 0x1760
  pmaxud xmm3, xmmword ptr [rip+0xa5f]  ; 0x1760
  pcmpeqd xmm9, xmmword ptr [rip+0xa56]  ; 0x1760
  pcmpeqd xmm3, xmmword ptr [rip+0xa4e]  ; 0x1760
  movaps xmm11, xmmword ptr [rip+0xa66]  ; 0x1780
  movaps xmm0, xmm9
  blendvps xmm11, xmm5
  movaps xmm5, xmmword ptr [rip+0xa55]  ; 0x1780
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
  paddd xmm12, xmmword ptr [rip+0x991]  ; 0x17d0
  movaps xmm1, xmm3
  paddd xmm1, xmmword ptr [rip+0x986]  ; 0x17d0
  paddd xmm12, xmm0
  paddd xmm1, xmm11
  psrld xmm12, 0x10
  psrld xmm1, 0x10
  xorps xmm11, xmm11
  psubd xmm12, xmm11
  psubd xmm1, xmm11
  movaps xmm0, xmm9
  addps xmm0, xmmword ptr [rip+0x948]  ; 0x17c0
  movaps xmm4, xmm3
  addps xmm4, xmmword ptr [rip+0x93e]  ; 0x17c0
  psubd xmm0, xmmword ptr [rip+0x936]  ; 0x17c0
  psubd xmm4, xmmword ptr [rip+0x92e]  ; 0x17c0
  movaps xmm11, xmm9
  pmaxud xmm11, xmmword ptr [rip+0x910]  ; 0x17b0
  movaps xmm8, xmm3
  pmaxud xmm8, xmmword ptr [rip+0x902]  ; 0x17b0
  pcmpeqd xmm11, xmm9
  pcmpeqd xmm8, xmm3
  movaps xmm6, xmm0
  movaps xmm0, xmm11
  blendvps xmm6, xmm12
  movaps xmm0, xmm8
  blendvps xmm4, xmm1
  pextrd ecx, xmm6, 0
  movaps xmm0, xmm9
  pmaxud xmm0, xmmword ptr [rip+0x8af]  ; 0x1790
  movaps xmm8, xmm3
  pmaxud xmm8, xmmword ptr [rip+0x8a1]  ; 0x1790
  pcmpeqd xmm0, xmm9
  pcmpeqd xmm8, xmm3
  packssdw xmm0, xmm8
  movaps xmm8, xmm0
  packsswb xmm8, xmm0
  pxor xmm0, xmm0
  pcmpeqb xmm8, xmm0
  pabsb xmm0, xmm8
  pxor xmm0, xmmword ptr [rip+0x882]  ; 0x17a0
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
  pmaxud xmm9, xmmword ptr [rip+0x743]  ; 0x1760
  pmaxud xmm3, xmmword ptr [rip+0x73a]  ; 0x1760
  pcmpeqd xmm9, xmmword ptr [rip+0x731]  ; 0x1760
  pcmpeqd xmm3, xmmword ptr [rip+0x729]  ; 0x1760
  movaps xmm11, xmmword ptr [rip+0x741]  ; 0x1780
  movaps xmm0, xmm9
  blendvps xmm11, xmm4
  movaps xmm4, xmmword ptr [rip+0x730]  ; 0x1780
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
  paddd xmm9, xmmword ptr [rip+0x67e]  ; 0x17d0
  movaps xmm12, xmm3
  paddd xmm12, xmmword ptr [rip+0x671]  ; 0x17d0
  paddd xmm9, xmm0
  paddd xmm12, xmm7
  psrld xmm9, 0x10
  psrld xmm12, 0x10
  xorps xmm7, xmm7
  psubd xmm9, xmm7
  psubd xmm12, xmm7
  movaps xmm0, xmm6
  addps xmm0, xmmword ptr [rip+0x634]  ; 0x17c0
  movaps xmm11, xmm3
  addps xmm11, xmmword ptr [rip+0x628]  ; 0x17c0
  psubd xmm0, xmmword ptr [rip+0x620]  ; 0x17c0
  psubd xmm11, xmmword ptr [rip+0x617]  ; 0x17c0
  movaps xmm7, xmm6
  pmaxud xmm7, xmmword ptr [rip+0x5fb]  ; 0x17b0
  movaps xmm1, xmm3
  pmaxud xmm1, xmmword ptr [rip+0x5ef]  ; 0x17b0
  pcmpeqd xmm7, xmm6
  pcmpeqd xmm1, xmm3
  movaps xmm8, xmm0
  movaps xmm0, xmm7
  blendvps xmm8, xmm9
  movaps xmm0, xmm1
  blendvps xmm11, xmm12
  pextrd ecx, xmm8, 0
  movaps xmm0, xmm6
  pmaxud xmm0, xmmword ptr [rip+0x59e]  ; 0x1790
  movaps xmm7, xmm3
  pmaxud xmm7, xmmword ptr [rip+0x592]  ; 0x1790
  pcmpeqd xmm0, xmm6
  pcmpeqd xmm7, xmm3
  packssdw xmm0, xmm7
  movaps xmm7, xmm0
  packsswb xmm7, xmm0
  pxor xmm0, xmm0
  pcmpeqb xmm7, xmm0
  pabsb xmm0, xmm7
  pxor xmm0, xmmword ptr [rip+0x57a]  ; 0x17a0
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
  pmaxud xmm6, xmmword ptr [rip+0x435]  ; 0x1760
  pmaxud xmm3, xmmword ptr [rip+0x42c]  ; 0x1760
  pcmpeqd xmm6, xmmword ptr [rip+0x424]  ; 0x1760
  pcmpeqd xmm3, xmmword ptr [rip+0x41c]  ; 0x1760
  movaps xmm11, xmmword ptr [rip+0x434]  ; 0x1780
  movaps xmm0, xmm6
  blendvps xmm11, xmm8
  movaps xmm6, xmmword ptr [rip+0x424]  ; 0x1780
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
  paddd xmm9, xmmword ptr [rip+0x36b]  ; 0x17d0
  movaps xmm12, xmm3
  paddd xmm12, xmmword ptr [rip+0x35e]  ; 0x17d0
  paddd xmm9, xmm0
  paddd xmm12, xmm8
  psrld xmm9, 0x10
  psrld xmm12, 0x10
  xorps xmm8, xmm8
  psubd xmm9, xmm8
  psubd xmm12, xmm8
  movaps xmm0, xmm6
  addps xmm0, xmmword ptr [rip+0x320]  ; 0x17c0
  movaps xmm8, xmm3
  addps xmm8, xmmword ptr [rip+0x314]  ; 0x17c0
  psubd xmm0, xmmword ptr [rip+0x30c]  ; 0x17c0
  psubd xmm8, xmmword ptr [rip+0x303]  ; 0x17c0
  movaps xmm11, xmm6
  pmaxud xmm11, xmmword ptr [rip+0x2e5]  ; 0x17b0
  movaps xmm1, xmm3
  pmaxud xmm1, xmmword ptr [rip+0x2d9]  ; 0x17b0
  pcmpeqd xmm11, xmm6
  pcmpeqd xmm1, xmm3
  movaps xmm7, xmm0
  movaps xmm0, xmm11
  blendvps xmm7, xmm9
  movaps xmm0, xmm1
  blendvps xmm8, xmm12
  pextrd ecx, xmm7, 0
  movaps xmm0, xmm6
  movaps xmm1, xmmword ptr [rip+0x28a]  ; 0x1790
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
  movaps xmm9, xmmword ptr [rip+0x25d]  ; 0x17a0
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
  pmaxud xmm6, xmmword ptr [rip+0x118]  ; 0x1760
  pmaxud xmm3, xmmword ptr [rip+0x10f]  ; 0x1760
  pcmpeqd xmm6, xmmword ptr [rip+0x107]  ; 0x1760
  pcmpeqd xmm3, xmmword ptr [rip+0xff]  ; 0x1760
  movaps xmm12, xmmword ptr [rip+0x117]  ; 0x1780
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
;   0x1760: 7f8000007f800000 7f8000007f800000
;   0x1770: 8000000080000000 8000000080000000
;   0x1780: 00007fc000007fc0 00007fc000007fc0
;   0x1790: 7f7f80007f7f8000 7f7f80007f7f8000
;   0x17a0: 0101010101010101 0000000000000000
;   0x17b0: 0080000000800000 0080000000800000
;   0x17c0: 0880000008800000 0880000008800000
;   0x17d0: 00007fff00007fff 00007fff00007fff
;   0x17e0: 0000000100000001 0000000100000001
