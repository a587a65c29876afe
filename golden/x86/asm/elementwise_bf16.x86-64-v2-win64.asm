; x86 backend, target x86-64-v2, calling convention win64; regenerate: python tools/regen_golden.py
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
  push rdi
  push rsi
  and rsp, 0xffffffffffffffe0
  sub rsp, 0x100
  movaps xmmword ptr [rsp+0x60], xmm6
  movaps xmmword ptr [rsp+0x70], xmm7
  movaps xmmword ptr [rsp+0x80], xmm8
  movaps xmmword ptr [rsp+0x90], xmm9
  movaps xmmword ptr [rsp+0xa0], xmm10
  movaps xmmword ptr [rsp+0xb0], xmm11
  movaps xmmword ptr [rsp+0xc0], xmm12
  mov qword ptr [rsp+0xd0], rdx
  mov rax, r9
  movaps xmm2, xmmword ptr [rip+0x173d]  ; 0x17a0
  movaps xmm10, xmmword ptr [rip+0x17a5]  ; 0x1810
  xor esi, esi
  mov qword ptr [rsp+0xd8], r8
  mov qword ptr [rsp+0xe0], rax
.Lloop1:
  mov r11, qword ptr [rsp+0xd8]
  movdqu xmm0, xmmword ptr [r11+rsi*2]
  pextrw edi, xmm0, 0
  movzx edi, di
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
  pextrw r8d, xmm0, 6
  movzx r8d, r8w
  pextrw edx, xmm0, 7
  movzx edx, dx
  movd xmm0, edi
  pinsrd xmm0, ebx, 1
  pinsrd xmm0, r12d, 2
  pinsrd xmm0, r13d, 3
  movd xmm11, r14d
  pinsrd xmm11, r15d, 1
  pinsrd xmm11, r8d, 2
  pinsrd xmm11, edx, 3
  movaps xmm12, xmm0
  pslld xmm12, 0x10
  pslld xmm11, 0x10
  mov r11, qword ptr [rsp+0xe0]
  movdqu xmm0, xmmword ptr [r11+rsi*2]
  pextrw edx, xmm0, 0
  movzx edx, dx
  pextrw r8d, xmm0, 1
  movzx r8d, r8w
  pextrw edi, xmm0, 2
  movzx edi, di
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
  pinsrd xmm0, r8d, 1
  pinsrd xmm0, edi, 2
  pinsrd xmm0, ebx, 3
  movd xmm3, r12d
  pinsrd xmm3, r13d, 1
  pinsrd xmm3, r14d, 2
  pinsrd xmm3, r15d, 3
  movaps xmm1, xmm0
  pslld xmm1, 0x10
  pslld xmm3, 0x10
  movaps xmm0, xmm12
  addps xmm0, xmm1
  movaps xmm5, xmm11
  addps xmm5, xmm3
  movaps xmm4, xmm0
  pand xmm4, xmm2
  movaps xmm6, xmm5
  pand xmm6, xmm2
  movaps xmm8, xmm0
  pxor xmm8, xmm4
  pxor xmm5, xmm6
  movaps xmm0, xmm8
  psrld xmm0, 0x10
  movaps xmm7, xmm5
  psrld xmm7, 0x10
  pand xmm0, xmm10
  pand xmm7, xmm10
  movaps xmm9, xmm8
  paddd xmm9, xmmword ptr [rip+0x1602]  ; 0x1800
  movaps xmmword ptr [rsp+0x30], xmm3
  movaps xmm3, xmm5
  paddd xmm3, xmmword ptr [rip+0x15f2]  ; 0x1800
  paddd xmm9, xmm0
  paddd xmm3, xmm7
  psrld xmm9, 0x10
  psrld xmm3, 0x10
  movaps xmm0, xmm8
  addps xmm0, xmmword ptr [rip+0x15c3]  ; 0x17f0
  movaps xmm7, xmm5
  addps xmm7, xmmword ptr [rip+0x15b9]  ; 0x17f0
  psubd xmm0, xmmword ptr [rip+0x15b1]  ; 0x17f0
  psubd xmm7, xmmword ptr [rip+0x15a9]  ; 0x17f0
  movaps xmmword ptr [rsp+0x20], xmm1
  movaps xmm1, xmm8
  pmaxud xmm1, xmmword ptr [rip+0x1587]  ; 0x17e0
  movaps xmmword ptr [rsp+0x10], xmm11
  movaps xmm11, xmm5
  pmaxud xmm11, xmmword ptr [rip+0x1573]  ; 0x17e0
  pcmpeqd xmm1, xmm8
  pcmpeqd xmm11, xmm5
  movaps xmmword ptr [rsp], xmm12
  movaps xmm12, xmm0
  movaps xmm0, xmm1
  blendvps xmm12, xmm9
  movaps xmm0, xmm11
  blendvps xmm7, xmm3
  pextrd edx, xmm12, 0
  movaps xmm0, xmm8
  pmaxud xmm0, xmmword ptr [rip+0x151a]  ; 0x17c0
  movaps xmm3, xmm5
  pmaxud xmm3, xmmword ptr [rip+0x150e]  ; 0x17c0
  pcmpeqd xmm0, xmm8
  pcmpeqd xmm3, xmm5
  packssdw xmm0, xmm3
  movaps xmm3, xmm0
  packsswb xmm3, xmm0
  pxor xmm0, xmm0
  pcmpeqb xmm3, xmm0
  pabsb xmm0, xmm3
  pxor xmm0, xmmword ptr [rip+0x14f5]  ; 0x17d0
  pextrb r8d, xmm0, 0
  mov edi, 0x7f80
  test r8b, r8b
  cmovne edx, edi
  pextrd r8d, xmm12, 1
  pextrb edi, xmm0, 1
  mov ebx, 0x7f80
  test dil, dil
  cmovne r8d, ebx
  pextrd edi, xmm12, 2
  pextrb ebx, xmm0, 2
  mov r12d, 0x7f80
  test bl, bl
  cmovne edi, r12d
  pextrd ebx, xmm12, 3
  pextrb r12d, xmm0, 3
  mov r13d, 0x7f80
  test r12b, r12b
  cmovne ebx, r13d
  pextrd r12d, xmm7, 0
  pextrb r13d, xmm0, 4
  mov r14d, 0x7f80
  test r13b, r13b
  cmovne r12d, r14d
  pextrd r13d, xmm7, 1
  pextrb r14d, xmm0, 5
  mov r15d, 0x7f80
  test r14b, r14b
  cmovne r13d, r15d
  pextrd r14d, xmm7, 2
  pextrb r15d, xmm0, 6
  test r15b, r15b
  mov r15d, 0x7f80
  cmovne r14d, r15d
  pextrd r15d, xmm7, 3
  pextrb eax, xmm0, 7
  test al, al
  mov eax, 0x7f80
  cmovne r15d, eax
  movd xmm7, edx
  pinsrd xmm7, r8d, 1
  pinsrd xmm7, edi, 2
  pinsrd xmm7, ebx, 3
  movd xmm9, r12d
  pinsrd xmm9, r13d, 1
  pinsrd xmm9, r14d, 2
  pinsrd xmm9, r15d, 3
  pmaxud xmm8, xmmword ptr [rip+0x13b2]  ; 0x1790
  pmaxud xmm5, xmmword ptr [rip+0x13a9]  ; 0x1790
  pcmpeqd xmm8, xmmword ptr [rip+0x13a0]  ; 0x1790
  pcmpeqd xmm5, xmmword ptr [rip+0x1398]  ; 0x1790
  movaps xmm11, xmmword ptr [rip+0x13b0]  ; 0x17b0
  movaps xmm0, xmm8
  blendvps xmm11, xmm7
  movaps xmm7, xmmword ptr [rip+0x139f]  ; 0x17b0
  movaps xmm0, xmm5
  blendvps xmm7, xmm9
  psrld xmm4, 0x10
  psrld xmm6, 0x10
  por xmm11, xmm4
  por xmm7, xmm6
  pextrd eax, xmm11, 0
  mov eax, eax
  movzx eax, ax
  pextrd edx, xmm11, 1
  mov edx, edx
  movzx edx, dx
  pextrd r8d, xmm11, 2
  mov r8d, r8d
  movzx r8d, r8w
  pextrd edi, xmm11, 3
  mov edi, edi
  movzx edi, di
  pextrd ebx, xmm7, 0
  mov ebx, ebx
  movzx ebx, bx
  pextrd r12d, xmm7, 1
  mov r12d, r12d
  movzx r12d, r12w
  pextrd r13d, xmm7, 2
  mov r13d, r13d
  movzx r13d, r13w
  pextrd r14d, xmm7, 3
  mov r14d, r14d
  movzx r14d, r14w
  movd xmm0, eax
  pinsrd xmm0, edx, 1
  pinsrd xmm0, r8d, 2
  pinsrd xmm0, edi, 3
  movd xmm4, ebx
  pinsrd xmm4, r12d, 1
  pinsrd xmm4, r13d, 2
  pinsrd xmm4, r14d, 3
  movaps xmm5, xmm0
  pslld xmm5, 0x10
  pslld xmm4, 0x10
  movaps xmm0, xmm5
  movaps xmm6, xmmword ptr [rsp]
  mulps xmm0, xmm6
  movaps xmm7, xmm4
  movaps xmm11, xmmword ptr [rsp+0x10]
  mulps xmm7, xmm11
  movaps xmm8, xmm0
  pand xmm8, xmm2
  movaps xmm9, xmm7
  pand xmm9, xmm2
  movaps xmm12, xmm0
  pxor xmm12, xmm8
  pxor xmm7, xmm9
  movaps xmm0, xmm12
  psrld xmm0, 0x10
  movaps xmm3, xmm7
  psrld xmm3, 0x10
  pand xmm0, xmm10
  pand xmm3, xmm10
  movaps xmm1, xmm12
  paddd xmm1, xmmword ptr [rip+0x12d1]  ; 0x1800
  movaps xmm11, xmm7
  paddd xmm11, xmmword ptr [rip+0x12c4]  ; 0x1800
  paddd xmm1, xmm0
  paddd xmm11, xmm3
  psrld xmm1, 0x10
  psrld xmm11, 0x10
  movaps xmm0, xmm12
  addps xmm0, xmmword ptr [rip+0x1295]  ; 0x17f0
  movaps xmm3, xmm7
  addps xmm3, xmmword ptr [rip+0x128b]  ; 0x17f0
  psubd xmm0, xmmword ptr [rip+0x1283]  ; 0x17f0
  psubd xmm3, xmmword ptr [rip+0x127b]  ; 0x17f0
  movaps xmm6, xmm12
  pmaxud xmm6, xmmword ptr [rip+0x125e]  ; 0x17e0
  movaps xmmword ptr [rsp+0x50], xmm4
  movaps xmm4, xmm7
  pmaxud xmm4, xmmword ptr [rip+0x124d]  ; 0x17e0
  pcmpeqd xmm6, xmm12
  pcmpeqd xmm4, xmm7
  movaps xmmword ptr [rsp+0x40], xmm5
  movaps xmm5, xmm0
  movaps xmm0, xmm6
  blendvps xmm5, xmm1
  movaps xmm0, xmm4
  blendvps xmm3, xmm11
  pextrd eax, xmm5, 0
  movaps xmm0, xmm12
  pmaxud xmm0, xmmword ptr [rip+0x11f8]  ; 0x17c0
  movaps xmm4, xmm7
  pmaxud xmm4, xmmword ptr [rip+0x11ec]  ; 0x17c0
  pcmpeqd xmm0, xmm12
  pcmpeqd xmm4, xmm7
  packssdw xmm0, xmm4
  movaps xmm4, xmm0
  packsswb xmm4, xmm0
  pxor xmm0, xmm0
  pcmpeqb xmm4, xmm0
  pabsb xmm0, xmm4
  pxor xmm0, xmmword ptr [rip+0x11d3]  ; 0x17d0
  pextrb edx, xmm0, 0
  mov r8d, 0x7f80
  test dl, dl
  cmovne eax, r8d
  pextrd edx, xmm5, 1
  pextrb r8d, xmm0, 1
  mov edi, 0x7f80
  test r8b, r8b
  cmovne edx, edi
  pextrd r8d, xmm5, 2
  pextrb edi, xmm0, 2
  mov ebx, 0x7f80
  test dil, dil
  cmovne r8d, ebx
  pextrd edi, xmm5, 3
  pextrb ebx, xmm0, 3
  mov r12d, 0x7f80
  test bl, bl
  cmovne edi, r12d
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
  movd xmm3, eax
  pinsrd xmm3, edx, 1
  pinsrd xmm3, r8d, 2
  pinsrd xmm3, edi, 3
  movd xmm5, ebx
  pinsrd xmm5, r12d, 1
  pinsrd xmm5, r13d, 2
  pinsrd xmm5, r14d, 3
  pmaxud xmm12, xmmword ptr [rip+0x1093]  ; 0x1790
  pmaxud xmm7, xmmword ptr [rip+0x108a]  ; 0x1790
  pcmpeqd xmm12, xmmword ptr [rip+0x1081]  ; 0x1790
  pcmpeqd xmm7, xmmword ptr [rip+0x1079]  ; 0x1790
  movaps xmm11, xmmword ptr [rip+0x1091]  ; 0x17b0
  movaps xmm0, xmm12
  blendvps xmm11, xmm3
  movaps xmm3, xmmword ptr [rip+0x1080]  ; 0x17b0
  movaps xmm0, xmm7
  blendvps xmm3, xmm5
  psrld xmm8, 0x10
  psrld xmm9, 0x10
  por xmm11, xmm8
  por xmm3, xmm9
  pextrd eax, xmm11, 0
  mov eax, eax
  movzx eax, ax
  pextrd edx, xmm11, 1
  mov edx, edx
  movzx edx, dx
  pextrd r8d, xmm11, 2
  mov r8d, r8d
  movzx r8d, r8w
  pextrd edi, xmm11, 3
  mov edi, edi
  movzx edi, di
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
  movd xmm0, eax
  pinsrd xmm0, edx, 1
  pinsrd xmm0, r8d, 2
  pinsrd xmm0, edi, 3
  movd xmm3, ebx
  pinsrd xmm3, r12d, 1
  pinsrd xmm3, r13d, 2
  pinsrd xmm3, r14d, 3
  pslld xmm0, 0x10
  pslld xmm3, 0x10
  movaps xmm5, xmmword ptr [rsp+0x20]
  divps xmm0, xmm5
  movaps xmm7, xmmword ptr [rsp+0x30]
  divps xmm3, xmm7
  movaps xmm8, xmm0
  pand xmm8, xmm2
  movaps xmm9, xmm3
  pand xmm9, xmm2
  movaps xmm11, xmm0
  pxor xmm11, xmm8
  pxor xmm3, xmm9
  movaps xmm0, xmm11
  psrld xmm0, 0x10
  movaps xmm12, xmm3
  psrld xmm12, 0x10
  pand xmm0, xmm10
  pand xmm12, xmm10
  movaps xmm6, xmm11
  paddd xmm6, xmmword ptr [rip+0xfb8]  ; 0x1800
  movaps xmm1, xmm3
  paddd xmm1, xmmword ptr [rip+0xfad]  ; 0x1800
  paddd xmm6, xmm0
  paddd xmm1, xmm12
  psrld xmm6, 0x10
  psrld xmm1, 0x10
  movaps xmm0, xmm11
  addps xmm0, xmmword ptr [rip+0xf7f]  ; 0x17f0
  movaps xmm4, xmm3
  addps xmm4, xmmword ptr [rip+0xf75]  ; 0x17f0
  psubd xmm0, xmmword ptr [rip+0xf6d]  ; 0x17f0
  psubd xmm4, xmmword ptr [rip+0xf65]  ; 0x17f0
  movaps xmm12, xmm11
  pmaxud xmm12, xmmword ptr [rip+0xf47]  ; 0x17e0
  movaps xmm7, xmm3
  pmaxud xmm7, xmmword ptr [rip+0xf3b]  ; 0x17e0
  pcmpeqd xmm12, xmm11
  pcmpeqd xmm7, xmm3
  movaps xmm5, xmm0
  movaps xmm0, xmm12
  blendvps xmm5, xmm6
  movaps xmm0, xmm7
  blendvps xmm4, xmm1
  pextrd eax, xmm5, 0
  movaps xmm0, xmm11
  pmaxud xmm0, xmmword ptr [rip+0xeeb]  ; 0x17c0
  movaps xmm6, xmm3
  pmaxud xmm6, xmmword ptr [rip+0xedf]  ; 0x17c0
  pcmpeqd xmm0, xmm11
  pcmpeqd xmm6, xmm3
  packssdw xmm0, xmm6
  movaps xmm6, xmm0
  packsswb xmm6, xmm0
  pxor xmm0, xmm0
  pcmpeqb xmm6, xmm0
  pabsb xmm0, xmm6
  pxor xmm0, xmmword ptr [rip+0xec6]  ; 0x17d0
  pextrb edx, xmm0, 0
  mov r8d, 0x7f80
  test dl, dl
  cmovne eax, r8d
  pextrd edx, xmm5, 1
  pextrb r8d, xmm0, 1
  mov edi, 0x7f80
  test r8b, r8b
  cmovne edx, edi
  pextrd r8d, xmm5, 2
  pextrb edi, xmm0, 2
  mov ebx, 0x7f80
  test dil, dil
  cmovne r8d, ebx
  pextrd edi, xmm5, 3
  pextrb ebx, xmm0, 3
  mov r12d, 0x7f80
  test bl, bl
  cmovne edi, r12d
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
  movd xmm4, eax
  pinsrd xmm4, edx, 1
  pinsrd xmm4, r8d, 2
  pinsrd xmm4, edi, 3
  movd xmm5, ebx
  pinsrd xmm5, r12d, 1
  pinsrd xmm5, r13d, 2
  pinsrd xmm5, r14d, 3
  pmaxud xmm11, xmmword ptr [rip+0xd86]  ; 0x1790
  pmaxud xmm3, xmmword ptr [rip+0xd7d]  ; 0x1790
  pcmpeqd xmm11, xmmword ptr [rip+0xd74]  ; 0x1790
  pcmpeqd xmm3, xmmword ptr [rip+0xd6c]  ; 0x1790
  movaps xmm7, xmmword ptr [rip+0xd85]  ; 0x17b0
  movaps xmm0, xmm11
  blendvps xmm7, xmm4
  movaps xmm4, xmmword ptr [rip+0xd75]  ; 0x17b0
  movaps xmm0, xmm3
  blendvps xmm4, xmm5
  psrld xmm8, 0x10
  psrld xmm9, 0x10
  por xmm7, xmm8
  por xmm4, xmm9
  pextrd eax, xmm7, 0
  mov eax, eax
  movzx eax, ax
  pextrd edx, xmm7, 1
  mov edx, edx
  movzx edx, dx
  pextrd r8d, xmm7, 2
  mov r8d, r8d
  movzx r8d, r8w
  pextrd edi, xmm7, 3
  mov edi, edi
  movzx edi, di
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
  movd xmm0, eax
  pinsrd xmm0, edx, 1
  pinsrd xmm0, r8d, 2
  pinsrd xmm0, edi, 3
  movd xmm3, ebx
  pinsrd xmm3, r12d, 1
  pinsrd xmm3, r13d, 2
  pinsrd xmm3, r14d, 3
  pslld xmm0, 0x10
  pslld xmm3, 0x10
  movaps xmm5, xmmword ptr [rsp+0x20]
  mulps xmm0, xmm5
  movaps xmm7, xmmword ptr [rsp+0x30]
  mulps xmm3, xmm7
  movaps xmm4, xmm0
  pand xmm4, xmm2
  movaps xmm8, xmm3
  pand xmm8, xmm2
  movaps xmm9, xmm0
  pxor xmm9, xmm4
  pxor xmm3, xmm8
  movaps xmm0, xmm9
  psrld xmm0, 0x10
  movaps xmm11, xmm3
  psrld xmm11, 0x10
  pand xmm0, xmm10
  pand xmm11, xmm10
  movaps xmm12, xmm9
  paddd xmm12, xmmword ptr [rip+0xcb1]  ; 0x1800
  movaps xmm1, xmm3
  paddd xmm1, xmmword ptr [rip+0xca6]  ; 0x1800
  paddd xmm12, xmm0
  paddd xmm1, xmm11
  psrld xmm12, 0x10
  psrld xmm1, 0x10
  movaps xmm0, xmm9
  addps xmm0, xmmword ptr [rip+0xc76]  ; 0x17f0
  movaps xmm6, xmm3
  addps xmm6, xmmword ptr [rip+0xc6c]  ; 0x17f0
  psubd xmm0, xmmword ptr [rip+0xc64]  ; 0x17f0
  psubd xmm6, xmmword ptr [rip+0xc5c]  ; 0x17f0
  movaps xmm11, xmm9
  pmaxud xmm11, xmmword ptr [rip+0xc3e]  ; 0x17e0
  movaps xmm7, xmm3
  pmaxud xmm7, xmmword ptr [rip+0xc32]  ; 0x17e0
  pcmpeqd xmm11, xmm9
  pcmpeqd xmm7, xmm3
  movaps xmm5, xmm0
  movaps xmm0, xmm11
  blendvps xmm5, xmm12
  movaps xmm0, xmm7
  blendvps xmm6, xmm1
  pextrd eax, xmm5, 0
  movaps xmm0, xmm9
  pmaxud xmm0, xmmword ptr [rip+0xbe1]  ; 0x17c0
  movaps xmm7, xmm3
  pmaxud xmm7, xmmword ptr [rip+0xbd5]  ; 0x17c0
  pcmpeqd xmm0, xmm9
  pcmpeqd xmm7, xmm3
  packssdw xmm0, xmm7
  movaps xmm7, xmm0
  packsswb xmm7, xmm0
  pxor xmm0, xmm0
  pcmpeqb xmm7, xmm0
  pabsb xmm0, xmm7
  pxor xmm0, xmmword ptr [rip+0xbbc]  ; 0x17d0
  pextrb edx, xmm0, 0
  mov r8d, 0x7f80
  test dl, dl
  cmovne eax, r8d
  pextrd edx, xmm5, 1
  pextrb r8d, xmm0, 1
  mov edi, 0x7f80
  test r8b, r8b
  cmovne edx, edi
  pextrd r8d, xmm5, 2
  pextrb edi, xmm0, 2
  mov ebx, 0x7f80
  test dil, dil
  cmovne r8d, ebx
  pextrd edi, xmm5, 3
  pextrb ebx, xmm0, 3
  mov r12d, 0x7f80
  test bl, bl
  cmovne edi, r12d
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
  movd xmm5, eax
  pinsrd xmm5, edx, 1
  pinsrd xmm5, r8d, 2
  pinsrd xmm5, edi, 3
  movd xmm6, ebx
  pinsrd xmm6, r12d, 1
  pinsrd xmm6, r13d, 2
  pinsrd xmm6, r14d, 3
  pmaxud xmm9, xmmword ptr [rip+0xa7c]  ; 0x1790
  pmaxud xmm3, xmmword ptr [rip+0xa73]  ; 0x1790
  pcmpeqd xmm9, xmmword ptr [rip+0xa6a]  ; 0x1790
  pcmpeqd xmm3, xmmword ptr [rip+0xa62]  ; 0x1790
  movaps xmm11, xmmword ptr [rip+0xa7a]  ; 0x17b0
  movaps xmm0, xmm9
  blendvps xmm11, xmm5
  movaps xmm5, xmmword ptr [rip+0xa69]  ; 0x17b0
  movaps xmm0, xmm3
  blendvps xmm5, xmm6
  psrld xmm4, 0x10
  psrld xmm8, 0x10
  por xmm11, xmm4
  por xmm5, xmm8
  pextrd eax, xmm11, 0
  mov eax, eax
  movzx eax, ax
  pextrd edx, xmm11, 1
  mov edx, edx
  movzx edx, dx
  pextrd r8d, xmm11, 2
  mov r8d, r8d
  movzx r8d, r8w
  pextrd edi, xmm11, 3
  mov edi, edi
  movzx edi, di
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
  movd xmm0, eax
  pinsrd xmm0, edx, 1
  pinsrd xmm0, r8d, 2
  pinsrd xmm0, edi, 3
  movd xmm3, ebx
  pinsrd xmm3, r12d, 1
  pinsrd xmm3, r13d, 2
  pinsrd xmm3, r14d, 3
  pslld xmm0, 0x10
  pslld xmm3, 0x10
  movaps xmm6, xmmword ptr [rsp]
  addps xmm0, xmm6
  movaps xmm11, xmmword ptr [rsp+0x10]
  addps xmm3, xmm11
  movaps xmm4, xmm0
  pand xmm4, xmm2
  movaps xmm5, xmm3
  pand xmm5, xmm2
  movaps xmm8, xmm0
  pxor xmm8, xmm4
  pxor xmm3, xmm5
  movaps xmm0, xmm8
  psrld xmm0, 0x10
  movaps xmm9, xmm3
  psrld xmm9, 0x10
  pand xmm0, xmm10
  pand xmm9, xmm10
  movaps xmm12, xmm8
  paddd xmm12, xmmword ptr [rip+0x9a5]  ; 0x1800
  movaps xmm1, xmm3
  paddd xmm1, xmmword ptr [rip+0x99a]  ; 0x1800
  paddd xmm12, xmm0
  paddd xmm1, xmm9
  psrld xmm12, 0x10
  psrld xmm1, 0x10
  movaps xmm0, xmm8
  addps xmm0, xmmword ptr [rip+0x96a]  ; 0x17f0
  movaps xmm7, xmm3
  addps xmm7, xmmword ptr [rip+0x960]  ; 0x17f0
  psubd xmm0, xmmword ptr [rip+0x958]  ; 0x17f0
  psubd xmm7, xmmword ptr [rip+0x950]  ; 0x17f0
  movaps xmm9, xmm8
  pmaxud xmm9, xmmword ptr [rip+0x932]  ; 0x17e0
  movaps xmm11, xmm3
  pmaxud xmm11, xmmword ptr [rip+0x924]  ; 0x17e0
  pcmpeqd xmm9, xmm8
  pcmpeqd xmm11, xmm3
  movaps xmm6, xmm0
  movaps xmm0, xmm9
  blendvps xmm6, xmm12
  movaps xmm0, xmm11
  blendvps xmm7, xmm1
  pextrd eax, xmm6, 0
  movaps xmm0, xmm8
  pmaxud xmm0, xmmword ptr [rip+0x8d1]  ; 0x17c0
  movaps xmm9, xmm3
  pmaxud xmm9, xmmword ptr [rip+0x8c3]  ; 0x17c0
  pcmpeqd xmm0, xmm8
  pcmpeqd xmm9, xmm3
  packssdw xmm0, xmm9
  movaps xmm9, xmm0
  packsswb xmm9, xmm0
  pxor xmm0, xmm0
  pcmpeqb xmm9, xmm0
  pabsb xmm0, xmm9
  pxor xmm0, xmmword ptr [rip+0x8a4]  ; 0x17d0
  pextrb edx, xmm0, 0
  mov r8d, 0x7f80
  test dl, dl
  cmovne eax, r8d
  pextrd edx, xmm6, 1
  pextrb r8d, xmm0, 1
  mov edi, 0x7f80
  test r8b, r8b
  cmovne edx, edi
  pextrd r8d, xmm6, 2
  pextrb edi, xmm0, 2
  mov ebx, 0x7f80
  test dil, dil
  cmovne r8d, ebx
  pextrd edi, xmm6, 3
  pextrb ebx, xmm0, 3
  mov r12d, 0x7f80
  test bl, bl
  cmovne edi, r12d
  pextrd ebx, xmm7, 0
  pextrb r12d, xmm0, 4
  mov r13d, 0x7f80
  test r12b, r12b
  cmovne ebx, r13d
  pextrd r12d, xmm7, 1
  pextrb r13d, xmm0, 5
  mov r14d, 0x7f80
  test r13b, r13b
  cmovne r12d, r14d
  pextrd r13d, xmm7, 2
  pextrb r14d, xmm0, 6
  mov r15d, 0x7f80
  test r14b, r14b
  cmovne r13d, r15d
  pextrd r14d, xmm7, 3
  pextrb r15d, xmm0, 7
  test r15b, r15b
  mov r15d, 0x7f80
  cmovne r14d, r15d
  movd xmm6, eax
  pinsrd xmm6, edx, 1
  pinsrd xmm6, r8d, 2
  pinsrd xmm6, edi, 3
  movd xmm7, ebx
  pinsrd xmm7, r12d, 1
  pinsrd xmm7, r13d, 2
  pinsrd xmm7, r14d, 3
  pmaxud xmm8, xmmword ptr [rip+0x764]  ; 0x1790
  pmaxud xmm3, xmmword ptr [rip+0x75b]  ; 0x1790
  pcmpeqd xmm8, xmmword ptr [rip+0x752]  ; 0x1790
  pcmpeqd xmm3, xmmword ptr [rip+0x74a]  ; 0x1790
  movaps xmm11, xmmword ptr [rip+0x762]  ; 0x17b0
  movaps xmm0, xmm8
  blendvps xmm11, xmm6
  movaps xmm6, xmmword ptr [rip+0x751]  ; 0x17b0
  movaps xmm0, xmm3
  blendvps xmm6, xmm7
  psrld xmm4, 0x10
  psrld xmm5, 0x10
  por xmm11, xmm4
  por xmm6, xmm5
  pextrd eax, xmm11, 0
  mov eax, eax
  movzx eax, ax
  pextrd edx, xmm11, 1
  mov edx, edx
  movzx edx, dx
  pextrd r8d, xmm11, 2
  mov r8d, r8d
  movzx r8d, r8w
  pextrd edi, xmm11, 3
  mov edi, edi
  movzx edi, di
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
  movd xmm0, eax
  pinsrd xmm0, edx, 1
  pinsrd xmm0, r8d, 2
  pinsrd xmm0, edi, 3
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
  movaps xmm8, xmm6
  paddd xmm8, xmmword ptr [rip+0x69f]  ; 0x1800
  movaps xmm12, xmm3
  paddd xmm12, xmmword ptr [rip+0x692]  ; 0x1800
  paddd xmm8, xmm0
  paddd xmm12, xmm7
  psrld xmm8, 0x10
  psrld xmm12, 0x10
  movaps xmm0, xmm6
  addps xmm0, xmmword ptr [rip+0x662]  ; 0x17f0
  movaps xmm11, xmm3
  addps xmm11, xmmword ptr [rip+0x656]  ; 0x17f0
  psubd xmm0, xmmword ptr [rip+0x64e]  ; 0x17f0
  psubd xmm11, xmmword ptr [rip+0x645]  ; 0x17f0
  movaps xmm7, xmm6
  pmaxud xmm7, xmmword ptr [rip+0x629]  ; 0x17e0
  movaps xmm1, xmm3
  pmaxud xmm1, xmmword ptr [rip+0x61d]  ; 0x17e0
  pcmpeqd xmm7, xmm6
  pcmpeqd xmm1, xmm3
  movaps xmm9, xmm0
  movaps xmm0, xmm7
  blendvps xmm9, xmm8
  movaps xmm0, xmm1
  blendvps xmm11, xmm12
  pextrd eax, xmm9, 0
  movaps xmm0, xmm6
  pmaxud xmm0, xmmword ptr [rip+0x5cc]  ; 0x17c0
  movaps xmm7, xmm3
  pmaxud xmm7, xmmword ptr [rip+0x5c0]  ; 0x17c0
  pcmpeqd xmm0, xmm6
  pcmpeqd xmm7, xmm3
  packssdw xmm0, xmm7
  movaps xmm7, xmm0
  packsswb xmm7, xmm0
  pxor xmm0, xmm0
  pcmpeqb xmm7, xmm0
  pabsb xmm0, xmm7
  pxor xmm0, xmmword ptr [rip+0x5a8]  ; 0x17d0
  pextrb edx, xmm0, 0
  mov r8d, 0x7f80
  test dl, dl
  cmovne eax, r8d
  pextrd edx, xmm9, 1
  pextrb r8d, xmm0, 1
  mov edi, 0x7f80
  test r8b, r8b
  cmovne edx, edi
  pextrd r8d, xmm9, 2
  pextrb edi, xmm0, 2
  mov ebx, 0x7f80
  test dil, dil
  cmovne r8d, ebx
  pextrd edi, xmm9, 3
  pextrb ebx, xmm0, 3
  mov r12d, 0x7f80
  test bl, bl
  cmovne edi, r12d
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
  movd xmm8, eax
  pinsrd xmm8, edx, 1
  pinsrd xmm8, r8d, 2
  pinsrd xmm8, edi, 3
  movd xmm9, ebx
  pinsrd xmm9, r12d, 1
  pinsrd xmm9, r13d, 2
  pinsrd xmm9, r14d, 3
  pmaxud xmm6, xmmword ptr [rip+0x462]  ; 0x1790
  pmaxud xmm3, xmmword ptr [rip+0x459]  ; 0x1790
  pcmpeqd xmm6, xmmword ptr [rip+0x451]  ; 0x1790
  pcmpeqd xmm3, xmmword ptr [rip+0x449]  ; 0x1790
  movaps xmm11, xmmword ptr [rip+0x461]  ; 0x17b0
  movaps xmm0, xmm6
  blendvps xmm11, xmm8
  movaps xmm6, xmmword ptr [rip+0x451]  ; 0x17b0
  movaps xmm0, xmm3
  blendvps xmm6, xmm9
  psrld xmm4, 0x10
  psrld xmm5, 0x10
  por xmm11, xmm4
  por xmm6, xmm5
  pextrd eax, xmm11, 0
  mov eax, eax
  movzx eax, ax
  pextrd edx, xmm11, 1
  mov edx, edx
  movzx edx, dx
  pextrd r8d, xmm11, 2
  mov r8d, r8d
  movzx r8d, r8w
  pextrd edi, xmm11, 3
  mov edi, edi
  movzx edi, di
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
  movd xmm0, eax
  pinsrd xmm0, edx, 1
  pinsrd xmm0, r8d, 2
  pinsrd xmm0, edi, 3
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
  paddd xmm9, xmmword ptr [rip+0x398]  ; 0x1800
  movaps xmm12, xmm3
  paddd xmm12, xmmword ptr [rip+0x38b]  ; 0x1800
  paddd xmm9, xmm0
  paddd xmm12, xmm8
  psrld xmm9, 0x10
  psrld xmm12, 0x10
  movaps xmm0, xmm6
  addps xmm0, xmmword ptr [rip+0x35b]  ; 0x17f0
  movaps xmm11, xmm3
  addps xmm11, xmmword ptr [rip+0x34f]  ; 0x17f0
  psubd xmm0, xmmword ptr [rip+0x347]  ; 0x17f0
  psubd xmm11, xmmword ptr [rip+0x33e]  ; 0x17f0
  movaps xmm8, xmm6
  pmaxud xmm8, xmmword ptr [rip+0x320]  ; 0x17e0
  movaps xmm1, xmm3
  pmaxud xmm1, xmmword ptr [rip+0x314]  ; 0x17e0
  pcmpeqd xmm8, xmm6
  pcmpeqd xmm1, xmm3
  movaps xmm7, xmm0
  movaps xmm0, xmm8
  blendvps xmm7, xmm9
  movaps xmm0, xmm1
  blendvps xmm11, xmm12
  pextrd eax, xmm7, 0
  movaps xmm0, xmm6
  movaps xmm1, xmmword ptr [rip+0x2c5]  ; 0x17c0
  pmaxud xmm0, xmm1
  movaps xmm8, xmm3
  pmaxud xmm8, xmm1
  pcmpeqd xmm0, xmm6
  pcmpeqd xmm8, xmm3
  packssdw xmm0, xmm8
  movaps xmm8, xmm0
  packsswb xmm8, xmm0
  pxor xmm0, xmm0
  pcmpeqb xmm8, xmm0
  pabsb xmm0, xmm8
  movaps xmm8, xmmword ptr [rip+0x298]  ; 0x17d0
  pxor xmm0, xmm8
  pextrb edx, xmm0, 0
  mov r8d, 0x7f80
  test dl, dl
  cmovne eax, r8d
  pextrd edx, xmm7, 1
  pextrb r8d, xmm0, 1
  mov edi, 0x7f80
  test r8b, r8b
  cmovne edx, edi
  pextrd r8d, xmm7, 2
  pextrb edi, xmm0, 2
  mov ebx, 0x7f80
  test dil, dil
  cmovne r8d, ebx
  pextrd edi, xmm7, 3
  pextrb ebx, xmm0, 3
  mov r12d, 0x7f80
  test bl, bl
  cmovne edi, r12d
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
  movd xmm7, eax
  pinsrd xmm7, edx, 1
  pinsrd xmm7, r8d, 2
  pinsrd xmm7, edi, 3
  movd xmm9, ebx
  pinsrd xmm9, r12d, 1
  pinsrd xmm9, r13d, 2
  pinsrd xmm9, r14d, 3
  pmaxud xmm6, xmmword ptr [rip+0x152]  ; 0x1790
  pmaxud xmm3, xmmword ptr [rip+0x149]  ; 0x1790
  pcmpeqd xmm6, xmmword ptr [rip+0x141]  ; 0x1790
  pcmpeqd xmm3, xmmword ptr [rip+0x139]  ; 0x1790
  movaps xmm12, xmmword ptr [rip+0x151]  ; 0x17b0
  movaps xmm11, xmm12
  movaps xmm0, xmm6
  blendvps xmm11, xmm7
  movaps xmm6, xmm12
  movaps xmm0, xmm3
  blendvps xmm6, xmm9
  psrld xmm4, 0x10
  psrld xmm5, 0x10
  por xmm11, xmm4
  por xmm6, xmm5
  pextrd eax, xmm11, 0
  mov eax, eax
  pextrd edx, xmm11, 1
  mov edx, edx
  pextrd r8d, xmm11, 2
  mov r8d, r8d
  pextrd edi, xmm11, 3
  mov edi, edi
  pextrd ebx, xmm6, 0
  mov ebx, ebx
  pextrd r12d, xmm6, 1
  mov r12d, r12d
  pextrd r13d, xmm6, 2
  mov r13d, r13d
  pextrd r14d, xmm6, 3
  mov r14d, r14d
  movd xmm0, eax
  pinsrw xmm0, edx, 1
  pinsrw xmm0, r8d, 2
  pinsrw xmm0, edi, 3
  pinsrw xmm0, ebx, 4
  pinsrw xmm0, r12d, 5
  pinsrw xmm0, r13d, 6
  pinsrw xmm0, r14d, 7
  movdqu xmmword ptr [rcx+rsi*2], xmm0
  movaps xmm5, xmmword ptr [rsp+0x20]
  cmpps xmm5, xmmword ptr [rsp], 1
  movaps xmm7, xmmword ptr [rsp+0x30]
  cmpps xmm7, xmmword ptr [rsp+0x10], 1
  packssdw xmm5, xmm7
  movaps xmm0, xmm5
  packsswb xmm0, xmm5
  pabsb xmm0, xmm0
  mov rdx, qword ptr [rsp+0xd0]
  movq qword ptr [rdx+rsi], xmm0
  add esi, 8
  cmp esi, 0x40
  jl .Lloop1
.Ldone2:
  movaps xmm6, xmmword ptr [rsp+0x60]
  movaps xmm7, xmmword ptr [rsp+0x70]
  movaps xmm8, xmmword ptr [rsp+0x80]
  movaps xmm9, xmmword ptr [rsp+0x90]
  movaps xmm10, xmmword ptr [rsp+0xa0]
  movaps xmm11, xmmword ptr [rsp+0xb0]
  movaps xmm12, xmmword ptr [rsp+0xc0]
  lea rsp, [rbp-0x38]
  pop rsi
  pop rdi
  pop rbx
  pop r15
  pop r14
  pop r13
  pop r12
  pop rbp
  ret
; constant pool (read-only, after the code)
;   0x1790: 7f8000007f800000 7f8000007f800000
;   0x17a0: 8000000080000000 8000000080000000
;   0x17b0: 00007fc000007fc0 00007fc000007fc0
;   0x17c0: 7f7f80007f7f8000 7f7f80007f7f8000
;   0x17d0: 0101010101010101 0000000000000000
;   0x17e0: 0080000000800000 0080000000800000
;   0x17f0: 0880000008800000 0880000008800000
;   0x1800: 00007fff00007fff 00007fff00007fff
;   0x1810: 0000000100000001 0000000100000001
