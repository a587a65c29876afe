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
  movaps xmm1, xmmword ptr [rip+0x17cd]  ; 0x1830
  movaps xmm2, xmmword ptr [rip+0x17d6]  ; 0x1840
  movaps xmm3, xmmword ptr [rip+0x17df]  ; 0x1850
  movaps xmm4, xmmword ptr [rip+0x17e8]  ; 0x1860
  movaps xmm5, xmmword ptr [rip+0x17f1]  ; 0x1870
  movaps xmm6, xmmword ptr [rip+0x17fa]  ; 0x1880
  movaps xmm7, xmmword ptr [rip+0x1803]  ; 0x1890
  movaps xmm8, xmmword ptr [rip+0x17fb]  ; 0x1890
  movaps xmm9, xmmword ptr [rip+0x1803]  ; 0x18a0
  movaps xmm10, xmmword ptr [rip+0x180b]  ; 0x18b0
  xorps xmm11, xmm11
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
  paddd xmm9, xmmword ptr [rip+0x1665]  ; 0x18a0
  movaps xmmword ptr [rsp+0x30], xmm1
  movaps xmm1, xmm4
  paddd xmm1, xmmword ptr [rip+0x1655]  ; 0x18a0
  paddd xmm9, xmm0
  paddd xmm1, xmm11
  psrld xmm9, 0x10
  psrld xmm1, 0x10
  xorps xmm11, xmm11
  psubd xmm9, xmm11
  psubd xmm1, xmm11
  movaps xmm0, xmm7
  addps xmm0, xmmword ptr [rip+0x1618]  ; 0x1890
  movaps xmm11, xmm4
  addps xmm11, xmmword ptr [rip+0x160c]  ; 0x1890
  psubd xmm0, xmmword ptr [rip+0x1604]  ; 0x1890
  psubd xmm11, xmmword ptr [rip+0x15fb]  ; 0x1890
  movaps xmmword ptr [rsp+0x20], xmm5
  movaps xmm5, xmm7
  pmaxud xmm5, xmmword ptr [rip+0x15da]  ; 0x1880
  movaps xmmword ptr [rsp+0x10], xmm12
  movaps xmm12, xmm4
  pmaxud xmm12, xmmword ptr [rip+0x15c6]  ; 0x1880
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
  pmaxud xmm0, xmmword ptr [rip+0x1571]  ; 0x1860
  movaps xmm5, xmm4
  pmaxud xmm5, xmmword ptr [rip+0x1565]  ; 0x1860
  pcmpeqd xmm0, xmm7
  pcmpeqd xmm5, xmm4
  packssdw xmm0, xmm5
  movaps xmm5, xmm0
  packsswb xmm5, xmm0
  pxor xmm0, xmm0
  pcmpeqb xmm5, xmm0
  pabsb xmm0, xmm5
  pxor xmm0, xmmword ptr [rip+0x154d]  ; 0x1870
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
  pmaxud xmm7, xmmword ptr [rip+0x140d]  ; 0x1830
  pmaxud xmm4, xmmword ptr [rip+0x1404]  ; 0x1830
  pcmpeqd xmm7, xmmword ptr [rip+0x13fc]  ; 0x1830
  pcmpeqd xmm4, xmmword ptr [rip+0x13f4]  ; 0x1830
  movaps xmm11, xmmword ptr [rip+0x140c]  ; 0x1850
  movaps xmm0, xmm7
  blendvps xmm11, xmm3
  movaps xmm3, xmmword ptr [rip+0x13fc]  ; 0x1850
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
  paddd xmm1, xmmword ptr [rip+0x132c]  ; 0x18a0
  movaps xmm8, xmm7
  paddd xmm8, xmmword ptr [rip+0x131f]  ; 0x18a0
  paddd xmm1, xmm0
  paddd xmm8, xmm5
  psrld xmm1, 0x10
  psrld xmm8, 0x10
  xorps xmm5, xmm5
  psubd xmm1, xmm5
  psubd xmm8, xmm5
  movaps xmm0, xmm12
  addps xmm0, xmmword ptr [rip+0x12e4]  ; 0x1890
  movaps xmm5, xmm7
  addps xmm5, xmmword ptr [rip+0x12da]  ; 0x1890
  psubd xmm0, xmmword ptr [rip+0x12d2]  ; 0x1890
  psubd xmm5, xmmword ptr [rip+0x12ca]  ; 0x1890
  movaps xmm6, xmm12
  pmaxud xmm6, xmmword ptr [rip+0x12ad]  ; 0x1880
  movaps xmmword ptr [rsp+0x50], xmm3
  movaps xmm3, xmm7
  pmaxud xmm3, xmmword ptr [rip+0x129c]  ; 0x1880
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
  pmaxud xmm0, xmmword ptr [rip+0x1247]  ; 0x1860
  movaps xmm3, xmm7
  pmaxud xmm3, xmmword ptr [rip+0x123b]  ; 0x1860
  pcmpeqd xmm0, xmm12
  pcmpeqd xmm3, xmm7
  packssdw xmm0, xmm3
  movaps xmm3, xmm0
  packsswb xmm3, xmm0
  pxor xmm0, xmm0
  pcmpeqb xmm3, xmm0
  pabsb xmm0, xmm3
  pxor xmm0, xmmword ptr [rip+0x1222]  ; 0x1870
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
  pmaxud xmm12, xmmword ptr [rip+0x10e2]  ; 0x1830
  pmaxud xmm7, xmmword ptr [rip+0x10d9]  ; 0x1830
  pcmpeqd xmm12, xmmword ptr [rip+0x10d0]  ; 0x1830
  pcmpeqd xmm7, xmmword ptr [rip+0x10c8]  ; 0x1830
  movaps xmm6, xmmword ptr [rip+0x10e1]  ; 0x1850
  movaps xmm0, xmm12
  blendvps xmm6, xmm4
  movaps xmm4, xmmword ptr [rip+0x10d1]  ; 0x1850
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
  paddd xmm8, xmmword ptr [rip+0x100d]  ; 0x18a0
  movaps xmm1, xmm4
  paddd xmm1, xmmword ptr [rip+0x1002]  ; 0x18a0
  paddd xmm8, xmm0
  paddd xmm1, xmm12
  psrld xmm8, 0x10
  psrld xmm1, 0x10
  xorps xmm12, xmm12
  psubd xmm8, xmm12
  psubd xmm1, xmm12
  movaps xmm0, xmm11
  addps xmm0, xmmword ptr [rip+0xfc4]  ; 0x1890
  movaps xmm3, xmm4
  addps xmm3, xmmword ptr [rip+0xfba]  ; 0x1890
  psubd xmm0, xmmword ptr [rip+0xfb2]  ; 0x1890
  psubd xmm3, xmmword ptr [rip+0xfaa]  ; 0x1890
  movaps xmm12, xmm11
  pmaxud xmm12, xmmword ptr [rip+0xf8c]  ; 0x1880
  movaps xmm6, xmm4
  pmaxud xmm6, xmmword ptr [rip+0xf80]  ; 0x1880
  pcmpeqd xmm12, xmm11
  pcmpeqd xmm6, xmm4
  movaps xmm5, xmm0
  movaps xmm0, xmm12
  blendvps xmm5, xmm8
  movaps xmm0, xmm6
  blendvps xmm3, xmm1
  pextrd eax, xmm5, 0
  movaps xmm0, xmm11
  pmaxud xmm0, xmmword ptr [rip+0xf2f]  ; 0x1860
  movaps xmm6, xmm4
  pmaxud xmm6, xmmword ptr [rip+0xf23]  ; 0x1860
  pcmpeqd xmm0, xmm11
  pcmpeqd xmm6, xmm4
  packssdw xmm0, xmm6
  movaps xmm6, xmm0
  packsswb xmm6, xmm0
  pxor xmm0, xmm0
  pcmpeqb xmm6, xmm0
  pabsb xmm0, xmm6
  pxor xmm0, xmmword ptr [rip+0xf0a]  ; 0x1870
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
  pmaxud xmm11, xmmword ptr [rip+0xdca]  ; 0x1830
  pmaxud xmm4, xmmword ptr [rip+0xdc1]  ; 0x1830
  pcmpeqd xmm11, xmmword ptr [rip+0xdb8]  ; 0x1830
  pcmpeqd xmm4, xmmword ptr [rip+0xdb0]  ; 0x1830
  movaps xmm8, xmmword ptr [rip+0xdc8]  ; 0x1850
  movaps xmm0, xmm11
  blendvps xmm8, xmm3
  movaps xmm3, xmmword ptr [rip+0xdb7]  ; 0x1850
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
  paddd xmm12, xmmword ptr [rip+0xcf1]  ; 0x18a0
  movaps xmm1, xmm3
  paddd xmm1, xmmword ptr [rip+0xce6]  ; 0x18a0
  paddd xmm12, xmm0
  paddd xmm1, xmm11
  psrld xmm12, 0x10
  psrld xmm1, 0x10
  xorps xmm11, xmm11
  psubd xmm12, xmm11
  psubd xmm1, xmm11
  movaps xmm0, xmm9
  addps xmm0, xmmword ptr [rip+0xca8]  ; 0x1890
  movaps xmm6, xmm3
  addps xmm6, xmmword ptr [rip+0xc9e]  ; 0x1890
  psubd xmm0, xmmword ptr [rip+0xc96]  ; 0x1890
  psubd xmm6, xmmword ptr [rip+0xc8e]  ; 0x1890
  movaps xmm11, xmm9
  pmaxud xmm11, xmmword ptr [rip+0xc70]  ; 0x1880
  movaps xmm4, xmm3
  pmaxud xmm4, xmmword ptr [rip+0xc64]  ; 0x1880
  pcmpeqd xmm11, xmm9
  pcmpeqd xmm4, xmm3
  movaps xmm5, xmm0
  movaps xmm0, xmm11
  blendvps xmm5, xmm12
  movaps xmm0, xmm4
  blendvps xmm6, xmm1
  pextrd eax, xmm5, 0
  movaps xmm0, xmm9
  pmaxud xmm0, xmmword ptr [rip+0xc13]  ; 0x1860
  movaps xmm4, xmm3
  pmaxud xmm4, xmmword ptr [rip+0xc07]  ; 0x1860
  pcmpeqd xmm0, xmm9
  pcmpeqd xmm4, xmm3
  packssdw xmm0, xmm4
  movaps xmm4, xmm0
  packsswb xmm4, xmm0
  pxor xmm0, xmm0
  pcmpeqb xmm4, xmm0
  pabsb xmm0, xmm4
  pxor xmm0, xmmword ptr [rip+0xbee]  ; 0x1870
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
  pmaxud xmm9, xmmword ptr [rip+0xaae]  ; 0x1830
  pmaxud xmm3, xmmword ptr [rip+0xaa5]  ; 0x1830
  pcmpeqd xmm9, xmmword ptr [rip+0xa9c]  ; 0x1830
  pcmpeqd xmm3, xmmword ptr [rip+0xa94]  ; 0x1830
  movaps xmm11, xmmword ptr [rip+0xaac]  ; 0x1850
  movaps xmm0, xmm9
  blendvps xmm11, xmm5
  movaps xmm5, xmmword ptr [rip+0xa9b]  ; 0x1850
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
  paddd xmm12, xmmword ptr [rip+0x9d7]  ; 0x18a0
  movaps xmm1, xmm3
  paddd xmm1, xmmword ptr [rip+0x9cc]  ; 0x18a0
  paddd xmm12, xmm0
  paddd xmm1, xmm11
  psrld xmm12, 0x10
  psrld xmm1, 0x10
  xorps xmm11, xmm11
  psubd xmm12, xmm11
  psubd xmm1, xmm11
  movaps xmm0, xmm9
  addps xmm0, xmmword ptr [rip+0x98e]  ; 0x1890
  movaps xmm4, xmm3
  addps xmm4, xmmword ptr [rip+0x984]  ; 0x1890
  psubd xmm0, xmmword ptr [rip+0x97c]  ; 0x1890
  psubd xmm4, xmmword ptr [rip+0x974]  ; 0x1890
  movaps xmm11, xmm9
  pmaxud xmm11, xmmword ptr [rip+0x956]  ; 0x1880
  movaps xmm8, xmm3
  pmaxud xmm8, xmmword ptr [rip+0x948]  ; 0x1880
  pcmpeqd xmm11, xmm9
  pcmpeqd xmm8, xmm3
  movaps xmm6, xmm0
  movaps xmm0, xmm11
  blendvps xmm6, xmm12
  movaps xmm0, xmm8
  blendvps xmm4, xmm1
  pextrd eax, xmm6, 0
  movaps xmm0, xmm9
  pmaxud xmm0, xmmword ptr [rip+0x8f5]  ; 0x1860
  movaps xmm8, xmm3
  pmaxud xmm8, xmmword ptr [rip+0x8e7]  ; 0x1860
  pcmpeqd xmm0, xmm9
  pcmpeqd xmm8, xmm3
  packssdw xmm0, xmm8
  movaps xmm8, xmm0
  packsswb xmm8, xmm0
  pxor xmm0, xmm0
  pcmpeqb xmm8, xmm0
  pabsb xmm0, xmm8
  pxor xmm0, xmmword ptr [rip+0x8c8]  ; 0x1870
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
  pmaxud xmm9, xmmword ptr [rip+0x788]  ; 0x1830
  pmaxud xmm3, xmmword ptr [rip+0x77f]  ; 0x1830
  pcmpeqd xmm9, xmmword ptr [rip+0x776]  ; 0x1830
  pcmpeqd xmm3, xmmword ptr [rip+0x76e]  ; 0x1830
  movaps xmm11, xmmword ptr [rip+0x786]  ; 0x1850
  movaps xmm0, xmm9
  blendvps xmm11, xmm4
  movaps xmm4, xmmword ptr [rip+0x775]  ; 0x1850
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
  paddd xmm9, xmmword ptr [rip+0x6c3]  ; 0x18a0
  movaps xmm12, xmm3
  paddd xmm12, xmmword ptr [rip+0x6b6]  ; 0x18a0
  paddd xmm9, xmm0
  paddd xmm12, xmm7
  psrld xmm9, 0x10
  psrld xmm12, 0x10
  xorps xmm7, xmm7
  psubd xmm9, xmm7
  psubd xmm12, xmm7
  movaps xmm0, xmm6
  addps xmm0, xmmword ptr [rip+0x679]  ; 0x1890
  movaps xmm11, xmm3
  addps xmm11, xmmword ptr [rip+0x66d]  ; 0x1890
  psubd xmm0, xmmword ptr [rip+0x665]  ; 0x1890
  psubd xmm11, xmmword ptr [rip+0x65c]  ; 0x1890
  movaps xmm7, xmm6
  pmaxud xmm7, xmmword ptr [rip+0x640]  ; 0x1880
  movaps xmm1, xmm3
  pmaxud xmm1, xmmword ptr [rip+0x634]  ; 0x1880
  pcmpeqd xmm7, xmm6
  pcmpeqd xmm1, xmm3
  movaps xmm8, xmm0
  movaps xmm0, xmm7
  blendvps xmm8, xmm9
  movaps xmm0, xmm1
  blendvps xmm11, xmm12
  pextrd eax, xmm8, 0
  movaps xmm0, xmm6
  pmaxud xmm0, xmmword ptr [rip+0x5e3]  ; 0x1860
  movaps xmm7, xmm3
  pmaxud xmm7, xmmword ptr [rip+0x5d7]  ; 0x1860
  pcmpeqd xmm0, xmm6
  pcmpeqd xmm7, xmm3
  packssdw xmm0, xmm7
  movaps xmm7, xmm0
  packsswb xmm7, xmm0
  pxor xmm0, xmm0
  pcmpeqb xmm7, xmm0
  pabsb xmm0, xmm7
  pxor xmm0, xmmword ptr [rip+0x5bf]  ; 0x1870
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
  pmaxud xmm6, xmmword ptr [rip+0x479]  ; 0x1830
  pmaxud xmm3, xmmword ptr [rip+0x470]  ; 0x1830
  pcmpeqd xmm6, xmmword ptr [rip+0x468]  ; 0x1830
  pcmpeqd xmm3, xmmword ptr [rip+0x460]  ; 0x1830
  movaps xmm11, xmmword ptr [rip+0x478]  ; 0x1850
  movaps xmm0, xmm6
  blendvps xmm11, xmm8
  movaps xmm6, xmmword ptr [rip+0x468]  ; 0x1850
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
  paddd xmm9, xmmword ptr [rip+0x3af]  ; 0x18a0
  movaps xmm12, xmm3
  paddd xmm12, xmmword ptr [rip+0x3a2]  ; 0x18a0
  paddd xmm9, xmm0
  paddd xmm12, xmm8
  psrld xmm9, 0x10
  psrld xmm12, 0x10
  xorps xmm8, xmm8
  psubd xmm9, xmm8
  psubd xmm12, xmm8
  movaps xmm0, xmm6
  addps xmm0, xmmword ptr [rip+0x364]  ; 0x1890
  movaps xmm8, xmm3
  addps xmm8, xmmword ptr [rip+0x358]  ; 0x1890
  psubd xmm0, xmmword ptr [rip+0x350]  ; 0x1890
  psubd xmm8, xmmword ptr [rip+0x347]  ; 0x1890
  movaps xmm11, xmm6
  pmaxud xmm11, xmmword ptr [rip+0x329]  ; 0x1880
  movaps xmm1, xmm3
  pmaxud xmm1, xmmword ptr [rip+0x31d]  ; 0x1880
  pcmpeqd xmm11, xmm6
  pcmpeqd xmm1, xmm3
  movaps xmm7, xmm0
  movaps xmm0, xmm11
  blendvps xmm7, xmm9
  movaps xmm0, xmm1
  blendvps xmm8, xmm12
  pextrd eax, xmm7, 0
  movaps xmm0, xmm6
  movaps xmm1, xmmword ptr [rip+0x2ce]  ; 0x1860
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
  movaps xmm9, xmmword ptr [rip+0x2a1]  ; 0x1870
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
  pmaxud xmm6, xmmword ptr [rip+0x15b]  ; 0x1830
  pmaxud xmm3, xmmword ptr [rip+0x152]  ; 0x1830
  pcmpeqd xmm6, xmmword ptr [rip+0x14a]  ; 0x1830
  pcmpeqd xmm3, xmmword ptr [rip+0x142]  ; 0x1830
  movaps xmm12, xmmword ptr [rip+0x15a]  ; 0x1850
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
;   0x1830: 7f8000007f800000 7f8000007f800000
;   0x1840: 8000000080000000 8000000080000000
;   0x1850: 00007fc000007fc0 00007fc000007fc0
;   0x1860: 7f7f80007f7f8000 7f7f80007f7f8000
;   0x1870: 0101010101010101 0000000000000000
;   0x1880: 0080000000800000 0080000000800000
;   0x1890: 0880000008800000 0880000008800000
;   0x18a0: 00007fff00007fff 00007fff00007fff
;   0x18b0: 0000000100000001 0000000100000001
