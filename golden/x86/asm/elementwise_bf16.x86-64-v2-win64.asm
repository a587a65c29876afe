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
  movaps xmm2, xmmword ptr [rip+0x179d]  ; 0x1800
  movaps xmm10, xmmword ptr [rip+0x1805]  ; 0x1870
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
  movd xmm12, r14d
  pinsrd xmm12, r15d, 1
  pinsrd xmm12, r8d, 2
  pinsrd xmm12, edx, 3
  movaps xmm3, xmm0
  pslld xmm3, 0x10
  pslld xmm12, 0x10
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
  paddd xmm9, xmmword ptr [rip+0x1663]  ; 0x1860
  movaps xmmword ptr [rsp+0x30], xmm1
  movaps xmm1, xmm4
  paddd xmm1, xmmword ptr [rip+0x1653]  ; 0x1860
  paddd xmm9, xmm0
  paddd xmm1, xmm11
  psrld xmm9, 0x10
  psrld xmm1, 0x10
  xorps xmm11, xmm11
  psubd xmm9, xmm11
  psubd xmm1, xmm11
  movaps xmm0, xmm7
  addps xmm0, xmmword ptr [rip+0x1616]  ; 0x1850
  movaps xmm11, xmm4
  addps xmm11, xmmword ptr [rip+0x160a]  ; 0x1850
  psubd xmm0, xmmword ptr [rip+0x1602]  ; 0x1850
  psubd xmm11, xmmword ptr [rip+0x15f9]  ; 0x1850
  movaps xmmword ptr [rsp+0x20], xmm5
  movaps xmm5, xmm7
  pmaxud xmm5, xmmword ptr [rip+0x15d8]  ; 0x1840
  movaps xmmword ptr [rsp+0x10], xmm12
  movaps xmm12, xmm4
  pmaxud xmm12, xmmword ptr [rip+0x15c4]  ; 0x1840
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
  pmaxud xmm0, xmmword ptr [rip+0x156f]  ; 0x1820
  movaps xmm5, xmm4
  pmaxud xmm5, xmmword ptr [rip+0x1563]  ; 0x1820
  pcmpeqd xmm0, xmm7
  pcmpeqd xmm5, xmm4
  packssdw xmm0, xmm5
  movaps xmm5, xmm0
  packsswb xmm5, xmm0
  pxor xmm0, xmm0
  pcmpeqb xmm5, xmm0
  pabsb xmm0, xmm5
  pxor xmm0, xmmword ptr [rip+0x154b]  ; 0x1830
  pextrb r8d, xmm0, 0
  mov edi, 0x7f80
  test r8b, r8b
  cmovne edx, edi
  pextrd r8d, xmm3, 1
  pextrb edi, xmm0, 1
  mov ebx, 0x7f80
  test dil, dil
  cmovne r8d, ebx
  pextrd edi, xmm3, 2
  pextrb ebx, xmm0, 2
  mov r12d, 0x7f80
  test bl, bl
  cmovne edi, r12d
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
  pextrb eax, xmm0, 7
  test al, al
  mov eax, 0x7f80
  cmovne r15d, eax
  movd xmm3, edx
  pinsrd xmm3, r8d, 1
  pinsrd xmm3, edi, 2
  pinsrd xmm3, ebx, 3
  movd xmm9, r12d
  pinsrd xmm9, r13d, 1
  pinsrd xmm9, r14d, 2
  pinsrd xmm9, r15d, 3
  pmaxud xmm7, xmmword ptr [rip+0x140b]  ; 0x17f0
  pmaxud xmm4, xmmword ptr [rip+0x1402]  ; 0x17f0
  pcmpeqd xmm7, xmmword ptr [rip+0x13fa]  ; 0x17f0
  pcmpeqd xmm4, xmmword ptr [rip+0x13f2]  ; 0x17f0
  movaps xmm11, xmmword ptr [rip+0x140a]  ; 0x1810
  movaps xmm0, xmm7
  blendvps xmm11, xmm3
  movaps xmm3, xmmword ptr [rip+0x13fa]  ; 0x1810
  movaps xmm0, xmm4
  blendvps xmm3, xmm9
  psrld xmm6, 0x10
  psrld xmm8, 0x10
  por xmm11, xmm6
  por xmm3, xmm8
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
  paddd xmm1, xmmword ptr [rip+0x132a]  ; 0x1860
  movaps xmm8, xmm7
  paddd xmm8, xmmword ptr [rip+0x131d]  ; 0x1860
  paddd xmm1, xmm0
  paddd xmm8, xmm5
  psrld xmm1, 0x10
  psrld xmm8, 0x10
  xorps xmm5, xmm5
  psubd xmm1, xmm5
  psubd xmm8, xmm5
  movaps xmm0, xmm12
  addps xmm0, xmmword ptr [rip+0x12e2]  ; 0x1850
  movaps xmm5, xmm7
  addps xmm5, xmmword ptr [rip+0x12d8]  ; 0x1850
  psubd xmm0, xmmword ptr [rip+0x12d0]  ; 0x1850
  psubd xmm5, xmmword ptr [rip+0x12c8]  ; 0x1850
  movaps xmm6, xmm12
  pmaxud xmm6, xmmword ptr [rip+0x12ab]  ; 0x1840
  movaps xmmword ptr [rsp+0x50], xmm3
  movaps xmm3, xmm7
  pmaxud xmm3, xmmword ptr [rip+0x129a]  ; 0x1840
  pcmpeqd xmm6, xmm12
  pcmpeqd xmm3, xmm7
  movaps xmmword ptr [rsp+0x40], xmm4
  movaps xmm4, xmm0
  movaps xmm0, xmm6
  blendvps xmm4, xmm1
  movaps xmm0, xmm3
  blendvps xmm5, xmm8
  pextrd eax, xmm4, 0
  movaps xmm0, xmm12
  pmaxud xmm0, xmmword ptr [rip+0x1245]  ; 0x1820
  movaps xmm3, xmm7
  pmaxud xmm3, xmmword ptr [rip+0x1239]  ; 0x1820
  pcmpeqd xmm0, xmm12
  pcmpeqd xmm3, xmm7
  packssdw xmm0, xmm3
  movaps xmm3, xmm0
  packsswb xmm3, xmm0
  pxor xmm0, xmm0
  pcmpeqb xmm3, xmm0
  pabsb xmm0, xmm3
  pxor xmm0, xmmword ptr [rip+0x1220]  ; 0x1830
  pextrb edx, xmm0, 0
  mov r8d, 0x7f80
  test dl, dl
  cmovne eax, r8d
  pextrd edx, xmm4, 1
  pextrb r8d, xmm0, 1
  mov edi, 0x7f80
  test r8b, r8b
  cmovne edx, edi
  pextrd r8d, xmm4, 2
  pextrb edi, xmm0, 2
  mov ebx, 0x7f80
  test dil, dil
  cmovne r8d, ebx
  pextrd edi, xmm4, 3
  pextrb ebx, xmm0, 3
  mov r12d, 0x7f80
  test bl, bl
  cmovne edi, r12d
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
  movd xmm4, eax
  pinsrd xmm4, edx, 1
  pinsrd xmm4, r8d, 2
  pinsrd xmm4, edi, 3
  movd xmm5, ebx
  pinsrd xmm5, r12d, 1
  pinsrd xmm5, r13d, 2
  pinsrd xmm5, r14d, 3
  pmaxud xmm12, xmmword ptr [rip+0x10e0]  ; 0x17f0
  pmaxud xmm7, xmmword ptr [rip+0x10d7]  ; 0x17f0
  pcmpeqd xmm12, xmmword ptr [rip+0x10ce]  ; 0x17f0
  pcmpeqd xmm7, xmmword ptr [rip+0x10c6]  ; 0x17f0
  movaps xmm6, xmmword ptr [rip+0x10df]  ; 0x1810
  movaps xmm0, xmm12
  blendvps xmm6, xmm4
  movaps xmm4, xmmword ptr [rip+0x10cf]  ; 0x1810
  movaps xmm0, xmm7
  blendvps xmm4, xmm5
  psrld xmm9, 0x10
  psrld xmm11, 0x10
  por xmm6, xmm9
  por xmm4, xmm11
  pextrd eax, xmm6, 0
  mov eax, eax
  movzx eax, ax
  pextrd edx, xmm6, 1
  mov edx, edx
  movzx edx, dx
  pextrd r8d, xmm6, 2
  mov r8d, r8d
  movzx r8d, r8w
  pextrd edi, xmm6, 3
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
  paddd xmm8, xmmword ptr [rip+0x100b]  ; 0x1860
  movaps xmm1, xmm4
  paddd xmm1, xmmword ptr [rip+0x1000]  ; 0x1860
  paddd xmm8, xmm0
  paddd xmm1, xmm12
  psrld xmm8, 0x10
  psrld xmm1, 0x10
  xorps xmm12, xmm12
  psubd xmm8, xmm12
  psubd xmm1, xmm12
  movaps xmm0, xmm11
  addps xmm0, xmmword ptr [rip+0xfc2]  ; 0x1850
  movaps xmm3, xmm4
  addps xmm3, xmmword ptr [rip+0xfb8]  ; 0x1850
  psubd xmm0, xmmword ptr [rip+0xfb0]  ; 0x1850
  psubd xmm3, xmmword ptr [rip+0xfa8]  ; 0x1850
  movaps xmm12, xmm11
  pmaxud xmm12, xmmword ptr [rip+0xf8a]  ; 0x1840
  movaps xmm6, xmm4
  pmaxud xmm6, xmmword ptr [rip+0xf7e]  ; 0x1840
  pcmpeqd xmm12, xmm11
  pcmpeqd xmm6, xmm4
  movaps xmm5, xmm0
  movaps xmm0, xmm12
  blendvps xmm5, xmm8
  movaps xmm0, xmm6
  blendvps xmm3, xmm1
  pextrd eax, xmm5, 0
  movaps xmm0, xmm11
  pmaxud xmm0, xmmword ptr [rip+0xf2d]  ; 0x1820
  movaps xmm6, xmm4
  pmaxud xmm6, xmmword ptr [rip+0xf21]  ; 0x1820
  pcmpeqd xmm0, xmm11
  pcmpeqd xmm6, xmm4
  packssdw xmm0, xmm6
  movaps xmm6, xmm0
  packsswb xmm6, xmm0
  pxor xmm0, xmm0
  pcmpeqb xmm6, xmm0
  pabsb xmm0, xmm6
  pxor xmm0, xmmword ptr [rip+0xf08]  ; 0x1830
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
  pmaxud xmm11, xmmword ptr [rip+0xdc8]  ; 0x17f0
  pmaxud xmm4, xmmword ptr [rip+0xdbf]  ; 0x17f0
  pcmpeqd xmm11, xmmword ptr [rip+0xdb6]  ; 0x17f0
  pcmpeqd xmm4, xmmword ptr [rip+0xdae]  ; 0x17f0
  movaps xmm8, xmmword ptr [rip+0xdc6]  ; 0x1810
  movaps xmm0, xmm11
  blendvps xmm8, xmm3
  movaps xmm3, xmmword ptr [rip+0xdb5]  ; 0x1810
  movaps xmm0, xmm4
  blendvps xmm3, xmm5
  psrld xmm7, 0x10
  psrld xmm9, 0x10
  por xmm8, xmm7
  por xmm3, xmm9
  pextrd eax, xmm8, 0
  mov eax, eax
  movzx eax, ax
  pextrd edx, xmm8, 1
  mov edx, edx
  movzx edx, dx
  pextrd r8d, xmm8, 2
  mov r8d, r8d
  movzx r8d, r8w
  pextrd edi, xmm8, 3
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
  paddd xmm12, xmmword ptr [rip+0xcef]  ; 0x1860
  movaps xmm1, xmm3
  paddd xmm1, xmmword ptr [rip+0xce4]  ; 0x1860
  paddd xmm12, xmm0
  paddd xmm1, xmm11
  psrld xmm12, 0x10
  psrld xmm1, 0x10
  xorps xmm11, xmm11
  psubd xmm12, xmm11
  psubd xmm1, xmm11
  movaps xmm0, xmm9
  addps xmm0, xmmword ptr [rip+0xca6]  ; 0x1850
  movaps xmm6, xmm3
  addps xmm6, xmmword ptr [rip+0xc9c]  ; 0x1850
  psubd xmm0, xmmword ptr [rip+0xc94]  ; 0x1850
  psubd xmm6, xmmword ptr [rip+0xc8c]  ; 0x1850
  movaps xmm11, xmm9
  pmaxud xmm11, xmmword ptr [rip+0xc6e]  ; 0x1840
  movaps xmm4, xmm3
  pmaxud xmm4, xmmword ptr [rip+0xc62]  ; 0x1840
  pcmpeqd xmm11, xmm9
  pcmpeqd xmm4, xmm3
  movaps xmm5, xmm0
  movaps xmm0, xmm11
  blendvps xmm5, xmm12
  movaps xmm0, xmm4
  blendvps xmm6, xmm1
  pextrd eax, xmm5, 0
  movaps xmm0, xmm9
  pmaxud xmm0, xmmword ptr [rip+0xc11]  ; 0x1820
  movaps xmm4, xmm3
  pmaxud xmm4, xmmword ptr [rip+0xc05]  ; 0x1820
  pcmpeqd xmm0, xmm9
  pcmpeqd xmm4, xmm3
  packssdw xmm0, xmm4
  movaps xmm4, xmm0
  packsswb xmm4, xmm0
  pxor xmm0, xmm0
  pcmpeqb xmm4, xmm0
  pabsb xmm0, xmm4
  pxor xmm0, xmmword ptr [rip+0xbec]  ; 0x1830
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
  pmaxud xmm9, xmmword ptr [rip+0xaac]  ; 0x17f0
  pmaxud xmm3, xmmword ptr [rip+0xaa3]  ; 0x17f0
  pcmpeqd xmm9, xmmword ptr [rip+0xa9a]  ; 0x17f0
  pcmpeqd xmm3, xmmword ptr [rip+0xa92]  ; 0x17f0
  movaps xmm11, xmmword ptr [rip+0xaaa]  ; 0x1810
  movaps xmm0, xmm9
  blendvps xmm11, xmm5
  movaps xmm5, xmmword ptr [rip+0xa99]  ; 0x1810
  movaps xmm0, xmm3
  blendvps xmm5, xmm6
  psrld xmm7, 0x10
  psrld xmm8, 0x10
  por xmm11, xmm7
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
  paddd xmm12, xmmword ptr [rip+0x9d5]  ; 0x1860
  movaps xmm1, xmm3
  paddd xmm1, xmmword ptr [rip+0x9ca]  ; 0x1860
  paddd xmm12, xmm0
  paddd xmm1, xmm11
  psrld xmm12, 0x10
  psrld xmm1, 0x10
  xorps xmm11, xmm11
  psubd xmm12, xmm11
  psubd xmm1, xmm11
  movaps xmm0, xmm9
  addps xmm0, xmmword ptr [rip+0x98c]  ; 0x1850
  movaps xmm4, xmm3
  addps xmm4, xmmword ptr [rip+0x982]  ; 0x1850
  psubd xmm0, xmmword ptr [rip+0x97a]  ; 0x1850
  psubd xmm4, xmmword ptr [rip+0x972]  ; 0x1850
  movaps xmm11, xmm9
  pmaxud xmm11, xmmword ptr [rip+0x954]  ; 0x1840
  movaps xmm8, xmm3
  pmaxud xmm8, xmmword ptr [rip+0x946]  ; 0x1840
  pcmpeqd xmm11, xmm9
  pcmpeqd xmm8, xmm3
  movaps xmm6, xmm0
  movaps xmm0, xmm11
  blendvps xmm6, xmm12
  movaps xmm0, xmm8
  blendvps xmm4, xmm1
  pextrd eax, xmm6, 0
  movaps xmm0, xmm9
  pmaxud xmm0, xmmword ptr [rip+0x8f3]  ; 0x1820
  movaps xmm8, xmm3
  pmaxud xmm8, xmmword ptr [rip+0x8e5]  ; 0x1820
  pcmpeqd xmm0, xmm9
  pcmpeqd xmm8, xmm3
  packssdw xmm0, xmm8
  movaps xmm8, xmm0
  packsswb xmm8, xmm0
  pxor xmm0, xmm0
  pcmpeqb xmm8, xmm0
  pabsb xmm0, xmm8
  pxor xmm0, xmmword ptr [rip+0x8c6]  ; 0x1830
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
  movd xmm6, ebx
  pinsrd xmm6, r12d, 1
  pinsrd xmm6, r13d, 2
  pinsrd xmm6, r14d, 3
  pmaxud xmm9, xmmword ptr [rip+0x786]  ; 0x17f0
  pmaxud xmm3, xmmword ptr [rip+0x77d]  ; 0x17f0
  pcmpeqd xmm9, xmmword ptr [rip+0x774]  ; 0x17f0
  pcmpeqd xmm3, xmmword ptr [rip+0x76c]  ; 0x17f0
  movaps xmm11, xmmword ptr [rip+0x784]  ; 0x1810
  movaps xmm0, xmm9
  blendvps xmm11, xmm4
  movaps xmm4, xmmword ptr [rip+0x773]  ; 0x1810
  movaps xmm0, xmm3
  blendvps xmm4, xmm6
  psrld xmm5, 0x10
  psrld xmm7, 0x10
  por xmm11, xmm5
  por xmm4, xmm7
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
  paddd xmm9, xmmword ptr [rip+0x6c1]  ; 0x1860
  movaps xmm12, xmm3
  paddd xmm12, xmmword ptr [rip+0x6b4]  ; 0x1860
  paddd xmm9, xmm0
  paddd xmm12, xmm7
  psrld xmm9, 0x10
  psrld xmm12, 0x10
  xorps xmm7, xmm7
  psubd xmm9, xmm7
  psubd xmm12, xmm7
  movaps xmm0, xmm6
  addps xmm0, xmmword ptr [rip+0x677]  ; 0x1850
  movaps xmm11, xmm3
  addps xmm11, xmmword ptr [rip+0x66b]  ; 0x1850
  psubd xmm0, xmmword ptr [rip+0x663]  ; 0x1850
  psubd xmm11, xmmword ptr [rip+0x65a]  ; 0x1850
  movaps xmm7, xmm6
  pmaxud xmm7, xmmword ptr [rip+0x63e]  ; 0x1840
  movaps xmm1, xmm3
  pmaxud xmm1, xmmword ptr [rip+0x632]  ; 0x1840
  pcmpeqd xmm7, xmm6
  pcmpeqd xmm1, xmm3
  movaps xmm8, xmm0
  movaps xmm0, xmm7
  blendvps xmm8, xmm9
  movaps xmm0, xmm1
  blendvps xmm11, xmm12
  pextrd eax, xmm8, 0
  movaps xmm0, xmm6
  pmaxud xmm0, xmmword ptr [rip+0x5e1]  ; 0x1820
  movaps xmm7, xmm3
  pmaxud xmm7, xmmword ptr [rip+0x5d5]  ; 0x1820
  pcmpeqd xmm0, xmm6
  pcmpeqd xmm7, xmm3
  packssdw xmm0, xmm7
  movaps xmm7, xmm0
  packsswb xmm7, xmm0
  pxor xmm0, xmm0
  pcmpeqb xmm7, xmm0
  pabsb xmm0, xmm7
  pxor xmm0, xmmword ptr [rip+0x5bd]  ; 0x1830
  pextrb edx, xmm0, 0
  mov r8d, 0x7f80
  test dl, dl
  cmovne eax, r8d
  pextrd edx, xmm8, 1
  pextrb r8d, xmm0, 1
  mov edi, 0x7f80
  test r8b, r8b
  cmovne edx, edi
  pextrd r8d, xmm8, 2
  pextrb edi, xmm0, 2
  mov ebx, 0x7f80
  test dil, dil
  cmovne r8d, ebx
  pextrd edi, xmm8, 3
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
  pmaxud xmm6, xmmword ptr [rip+0x477]  ; 0x17f0
  pmaxud xmm3, xmmword ptr [rip+0x46e]  ; 0x17f0
  pcmpeqd xmm6, xmmword ptr [rip+0x466]  ; 0x17f0
  pcmpeqd xmm3, xmmword ptr [rip+0x45e]  ; 0x17f0
  movaps xmm11, xmmword ptr [rip+0x476]  ; 0x1810
  movaps xmm0, xmm6
  blendvps xmm11, xmm8
  movaps xmm6, xmmword ptr [rip+0x466]  ; 0x1810
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
  paddd xmm9, xmmword ptr [rip+0x3ad]  ; 0x1860
  movaps xmm12, xmm3
  paddd xmm12, xmmword ptr [rip+0x3a0]  ; 0x1860
  paddd xmm9, xmm0
  paddd xmm12, xmm8
  psrld xmm9, 0x10
  psrld xmm12, 0x10
  xorps xmm8, xmm8
  psubd xmm9, xmm8
  psubd xmm12, xmm8
  movaps xmm0, xmm6
  addps xmm0, xmmword ptr [rip+0x362]  ; 0x1850
  movaps xmm8, xmm3
  addps xmm8, xmmword ptr [rip+0x356]  ; 0x1850
  psubd xmm0, xmmword ptr [rip+0x34e]  ; 0x1850
  psubd xmm8, xmmword ptr [rip+0x345]  ; 0x1850
  movaps xmm11, xmm6
  pmaxud xmm11, xmmword ptr [rip+0x327]  ; 0x1840
  movaps xmm1, xmm3
  pmaxud xmm1, xmmword ptr [rip+0x31b]  ; 0x1840
  pcmpeqd xmm11, xmm6
  pcmpeqd xmm1, xmm3
  movaps xmm7, xmm0
  movaps xmm0, xmm11
  blendvps xmm7, xmm9
  movaps xmm0, xmm1
  blendvps xmm8, xmm12
  pextrd eax, xmm7, 0
  movaps xmm0, xmm6
  movaps xmm1, xmmword ptr [rip+0x2cc]  ; 0x1820
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
  movaps xmm9, xmmword ptr [rip+0x29f]  ; 0x1830
  pxor xmm0, xmm9
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
  movd xmm7, eax
  pinsrd xmm7, edx, 1
  pinsrd xmm7, r8d, 2
  pinsrd xmm7, edi, 3
  movd xmm8, ebx
  pinsrd xmm8, r12d, 1
  pinsrd xmm8, r13d, 2
  pinsrd xmm8, r14d, 3
  pmaxud xmm6, xmmword ptr [rip+0x159]  ; 0x17f0
  pmaxud xmm3, xmmword ptr [rip+0x150]  ; 0x17f0
  pcmpeqd xmm6, xmmword ptr [rip+0x148]  ; 0x17f0
  pcmpeqd xmm3, xmmword ptr [rip+0x140]  ; 0x17f0
  movaps xmm12, xmmword ptr [rip+0x158]  ; 0x1810
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
  movaps xmm4, xmmword ptr [rsp+0x30]
  cmpps xmm4, xmmword ptr [rsp+0x10], 1
  packssdw xmm5, xmm4
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
;   0x17f0: 7f8000007f800000 7f8000007f800000
;   0x1800: 8000000080000000 8000000080000000
;   0x1810: 00007fc000007fc0 00007fc000007fc0
;   0x1820: 7f7f80007f7f8000 7f7f80007f7f8000
;   0x1830: 0101010101010101 0000000000000000
;   0x1840: 0080000000800000 0080000000800000
;   0x1850: 0880000008800000 0880000008800000
;   0x1860: 00007fff00007fff 00007fff00007fff
;   0x1870: 0000000100000001 0000000100000001
