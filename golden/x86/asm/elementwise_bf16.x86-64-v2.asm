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
  sub rsp, 0x100
  mov qword ptr [rsp+0xd0], rdi
  mov qword ptr [rsp+0xd8], rsi
  movaps xmm1, xmmword ptr [rip+0x1811]  ; 0x1840
  movaps xmm2, xmmword ptr [rip+0x181a]  ; 0x1850
  movaps xmm3, xmmword ptr [rip+0x1823]  ; 0x1860
  movaps xmm4, xmmword ptr [rip+0x182c]  ; 0x1870
  movaps xmm5, xmmword ptr [rip+0x1835]  ; 0x1880
  movaps xmm6, xmmword ptr [rip+0x183e]  ; 0x1890
  movaps xmm7, xmmword ptr [rip+0x1847]  ; 0x18a0
  movaps xmm8, xmmword ptr [rip+0x183f]  ; 0x18a0
  movaps xmm9, xmmword ptr [rip+0x1847]  ; 0x18b0
  movaps xmm10, xmmword ptr [rip+0x184f]  ; 0x18c0
  xorps xmm11, xmm11
  xor eax, eax
  mov qword ptr [rsp+0xe0], rdx
  mov qword ptr [rsp+0xe8], rcx
.Lloop1:
  imul r8d, eax, 8
  mov r11, qword ptr [rsp+0xe0]
  movdqu xmm0, xmmword ptr [r11+r8*2]
  pextrw ebx, xmm0, 0
  movzx ebx, bx
  pextrw r12d, xmm0, 1
  movzx r12d, r12w
  pextrw r13d, xmm0, 2
  movzx r13d, r13w
  pextrw r14d, xmm0, 3
  movzx r14d, r14w
  pextrw r15d, xmm0, 4
  movzx r15d, r15w
  pextrw edx, xmm0, 5
  movzx edx, dx
  pextrw esi, xmm0, 6
  movzx esi, si
  pextrw edi, xmm0, 7
  movzx edi, di
  movd xmm0, ebx
  pinsrd xmm0, r12d, 1
  pinsrd xmm0, r13d, 2
  pinsrd xmm0, r14d, 3
  movd xmm12, r15d
  pinsrd xmm12, edx, 1
  pinsrd xmm12, esi, 2
  pinsrd xmm12, edi, 3
  movaps xmm3, xmm0
  pslld xmm3, 0x10
  pslld xmm12, 0x10
  mov r11, qword ptr [rsp+0xe8]
  movdqu xmm0, xmmword ptr [r11+r8*2]
  pextrw edx, xmm0, 0
  movzx edx, dx
  pextrw esi, xmm0, 1
  movzx esi, si
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
  pinsrd xmm0, esi, 1
  pinsrd xmm0, edi, 2
  pinsrd xmm0, ebx, 3
  movd xmm1, r12d
  pinsrd xmm1, r13d, 1
  pinsrd xmm1, r14d, 2
  pinsrd xmm1, r15d, 3
  movaps xmm6, xmm0
  pslld xmm6, 0x10
  pslld xmm1, 0x10
  movaps xmm0, xmm3
  addps xmm0, xmm6
  movaps xmm11, xmm12
  addps xmm11, xmm1
  movaps xmm10, xmm0
  pand xmm10, xmm2
  movaps xmm9, xmm11
  pand xmm9, xmm2
  movaps xmm8, xmm0
  pxor xmm8, xmm10
  pxor xmm11, xmm9
  movaps xmm0, xmm8
  pmaxud xmm0, xmm4
  movaps xmm7, xmm11
  pmaxud xmm7, xmm4
  pcmpeqd xmm0, xmm8
  pcmpeqd xmm7, xmm11
  packssdw xmm0, xmm7
  movaps xmm7, xmm0
  packsswb xmm7, xmm0
  pxor xmm0, xmm0
  pcmpeqb xmm7, xmm0
  pabsb xmm0, xmm7
  movaps xmm7, xmm0
  pxor xmm7, xmmword ptr [rip+0x165e]  ; 0x1880
  pextrb edx, xmm7, 0
  movaps xmm0, xmm8
  addps xmm0, xmmword ptr [rip+0x166d]  ; 0x18a0
  movaps xmm5, xmm11
  addps xmm5, xmmword ptr [rip+0x1662]  ; 0x18a0
  psubd xmm0, xmmword ptr [rip+0x165a]  ; 0x18a0
  psubd xmm5, xmmword ptr [rip+0x1652]  ; 0x18a0
  movaps xmmword ptr [rsp+0x30], xmm1
  movaps xmm1, xmm8
  paddd xmm1, xmmword ptr [rip+0x1651]  ; 0x18b0
  movaps xmmword ptr [rsp+0x20], xmm6
  movaps xmm6, xmm11
  paddd xmm6, xmmword ptr [rip+0x1640]  ; 0x18b0
  movaps xmmword ptr [rsp+0x10], xmm12
  movaps xmm12, xmm8
  psrld xmm12, 0x10
  movaps xmmword ptr [rsp], xmm3
  movaps xmm3, xmm11
  psrld xmm3, 0x10
  pand xmm12, xmmword ptr [rip+0x162a]  ; 0x18c0
  pand xmm3, xmmword ptr [rip+0x1622]  ; 0x18c0
  paddd xmm1, xmm12
  paddd xmm6, xmm3
  psrld xmm1, 0x10
  psrld xmm6, 0x10
  xorps xmm3, xmm3
  psubd xmm1, xmm3
  psubd xmm6, xmm3
  movaps xmm12, xmm8
  movaps xmm3, xmmword ptr [rip+0x15c9]  ; 0x1890
  pmaxud xmm12, xmm3
  movaps xmm3, xmm11
  pmaxud xmm3, xmmword ptr [rip+0x15b6]  ; 0x1890
  pcmpeqd xmm12, xmm8
  pcmpeqd xmm3, xmm11
  movaps xmmword ptr [rsp+0x40], xmm9
  movaps xmm9, xmm0
  movaps xmm0, xmm12
  blendvps xmm9, xmm1
  movaps xmm0, xmm3
  blendvps xmm5, xmm6
  pextrd esi, xmm9, 0
  mov edi, 0x7f80
  test dl, dl
  cmovne esi, edi
  pextrb edx, xmm7, 1
  pextrd edi, xmm9, 1
  mov ebx, 0x7f80
  test dl, dl
  cmovne edi, ebx
  pextrb edx, xmm7, 2
  pextrd ebx, xmm9, 2
  mov r12d, 0x7f80
  test dl, dl
  cmovne ebx, r12d
  pextrb edx, xmm7, 3
  pextrd r12d, xmm9, 3
  mov r13d, 0x7f80
  test dl, dl
  cmovne r12d, r13d
  pextrb edx, xmm7, 4
  pextrd r13d, xmm5, 0
  mov r14d, 0x7f80
  test dl, dl
  cmovne r13d, r14d
  pextrb edx, xmm7, 5
  pextrd r14d, xmm5, 1
  mov r15d, 0x7f80
  test dl, dl
  cmovne r14d, r15d
  pextrb edx, xmm7, 6
  pextrd r15d, xmm5, 2
  test dl, dl
  mov edx, 0x7f80
  cmovne r15d, edx
  pextrb edx, xmm7, 7
  pextrd ecx, xmm5, 3
  test dl, dl
  mov edx, 0x7f80
  cmovne ecx, edx
  movd xmm1, esi
  pinsrd xmm1, edi, 1
  pinsrd xmm1, ebx, 2
  pinsrd xmm1, r12d, 3
  movd xmm3, r13d
  pinsrd xmm3, r14d, 1
  pinsrd xmm3, r15d, 2
  pinsrd xmm3, ecx, 3
  movaps xmm5, xmmword ptr [rip+0x144f]  ; 0x1840
  movaps xmm0, xmm5
  pmaxud xmm0, xmm8
  movaps xmm6, xmm5
  pmaxud xmm6, xmm11
  pcmpeqd xmm0, xmm5
  pcmpeqd xmm6, xmm5
  movaps xmm7, xmmword ptr [rip+0x144e]  ; 0x1860
  movaps xmm8, xmm7
  blendvps xmm8, xmm1
  movaps xmm1, xmm7
  movaps xmm0, xmm6
  blendvps xmm1, xmm3
  psrld xmm10, 0x10
  movaps xmm9, xmmword ptr [rsp+0x40]
  psrld xmm9, 0x10
  por xmm8, xmm10
  por xmm1, xmm9
  pextrd ecx, xmm8, 0
  mov ecx, ecx
  movzx ecx, cx
  pextrd edx, xmm8, 1
  mov edx, edx
  movzx edx, dx
  pextrd esi, xmm8, 2
  mov esi, esi
  movzx esi, si
  pextrd edi, xmm8, 3
  mov edi, edi
  movzx edi, di
  pextrd ebx, xmm1, 0
  mov ebx, ebx
  movzx ebx, bx
  pextrd r12d, xmm1, 1
  mov r12d, r12d
  movzx r12d, r12w
  pextrd r13d, xmm1, 2
  mov r13d, r13d
  movzx r13d, r13w
  pextrd r14d, xmm1, 3
  mov r14d, r14d
  movzx r14d, r14w
  movd xmm0, ecx
  pinsrd xmm0, edx, 1
  pinsrd xmm0, esi, 2
  pinsrd xmm0, edi, 3
  movd xmm1, ebx
  pinsrd xmm1, r12d, 1
  pinsrd xmm1, r13d, 2
  pinsrd xmm1, r14d, 3
  movaps xmm3, xmm0
  pslld xmm3, 0x10
  pslld xmm1, 0x10
  movaps xmm0, xmm3
  movaps xmm6, xmmword ptr [rsp]
  mulps xmm0, xmm6
  movaps xmm8, xmm1
  movaps xmm12, xmmword ptr [rsp+0x10]
  mulps xmm8, xmm12
  movaps xmm9, xmm0
  pand xmm9, xmm2
  movaps xmm10, xmm8
  pand xmm10, xmm2
  movaps xmm11, xmm0
  pxor xmm11, xmm9
  pxor xmm8, xmm10
  movaps xmm0, xmm11
  pmaxud xmm0, xmm4
  movaps xmm7, xmm8
  pmaxud xmm7, xmm4
  pcmpeqd xmm0, xmm11
  pcmpeqd xmm7, xmm8
  packssdw xmm0, xmm7
  movaps xmm7, xmm0
  packsswb xmm7, xmm0
  pxor xmm0, xmm0
  pcmpeqb xmm7, xmm0
  pabsb xmm0, xmm7
  movaps xmm7, xmm0
  pxor xmm7, xmmword ptr [rip+0x1325]  ; 0x1880
  pextrb ecx, xmm7, 0
  movaps xmm0, xmm11
  movaps xmm5, xmmword ptr [rip+0x1334]  ; 0x18a0
  addps xmm0, xmm5
  movaps xmm5, xmm8
  addps xmm5, xmmword ptr [rip+0x1326]  ; 0x18a0
  psubd xmm0, xmmword ptr [rip+0x131e]  ; 0x18a0
  psubd xmm5, xmmword ptr [rip+0x1316]  ; 0x18a0
  movaps xmm12, xmm11
  paddd xmm12, xmmword ptr [rip+0x1319]  ; 0x18b0
  movaps xmm6, xmm8
  paddd xmm6, xmmword ptr [rip+0x130d]  ; 0x18b0
  movaps xmmword ptr [rsp+0x60], xmm1
  movaps xmm1, xmm11
  psrld xmm1, 0x10
  movaps xmmword ptr [rsp+0x50], xmm3
  movaps xmm3, xmm8
  psrld xmm3, 0x10
  pand xmm1, xmmword ptr [rip+0x12f9]  ; 0x18c0
  pand xmm3, xmmword ptr [rip+0x12f1]  ; 0x18c0
  paddd xmm12, xmm1
  paddd xmm6, xmm3
  psrld xmm12, 0x10
  psrld xmm6, 0x10
  xorps xmm3, xmm3
  psubd xmm12, xmm3
  psubd xmm6, xmm3
  movaps xmm1, xmm11
  movaps xmm3, xmmword ptr [rip+0x1296]  ; 0x1890
  pmaxud xmm1, xmm3
  movaps xmm3, xmm8
  pmaxud xmm3, xmmword ptr [rip+0x1284]  ; 0x1890
  pcmpeqd xmm1, xmm11
  pcmpeqd xmm3, xmm8
  movaps xmmword ptr [rsp+0x70], xmm10
  movaps xmm10, xmm0
  movaps xmm0, xmm1
  blendvps xmm10, xmm12
  movaps xmm0, xmm3
  blendvps xmm5, xmm6
  pextrd edx, xmm10, 0
  mov esi, 0x7f80
  test cl, cl
  cmovne edx, esi
  pextrb ecx, xmm7, 1
  pextrd esi, xmm10, 1
  mov edi, 0x7f80
  test cl, cl
  cmovne esi, edi
  pextrb ecx, xmm7, 2
  pextrd edi, xmm10, 2
  mov ebx, 0x7f80
  test cl, cl
  cmovne edi, ebx
  pextrb ecx, xmm7, 3
  pextrd ebx, xmm10, 3
  mov r12d, 0x7f80
  test cl, cl
  cmovne ebx, r12d
  pextrb ecx, xmm7, 4
  pextrd r12d, xmm5, 0
  mov r13d, 0x7f80
  test cl, cl
  cmovne r12d, r13d
  pextrb ecx, xmm7, 5
  pextrd r13d, xmm5, 1
  mov r14d, 0x7f80
  test cl, cl
  cmovne r13d, r14d
  pextrb ecx, xmm7, 6
  pextrd r14d, xmm5, 2
  mov r15d, 0x7f80
  test cl, cl
  cmovne r14d, r15d
  pextrb ecx, xmm7, 7
  pextrd r15d, xmm5, 3
  test cl, cl
  mov ecx, 0x7f80
  cmovne r15d, ecx
  movd xmm1, edx
  pinsrd xmm1, esi, 1
  pinsrd xmm1, edi, 2
  pinsrd xmm1, ebx, 3
  movd xmm3, r12d
  pinsrd xmm3, r13d, 1
  pinsrd xmm3, r14d, 2
  pinsrd xmm3, r15d, 3
  movaps xmm5, xmmword ptr [rip+0x111d]  ; 0x1840
  movaps xmm0, xmm5
  pmaxud xmm0, xmm11
  movaps xmm6, xmm5
  pmaxud xmm6, xmm8
  pcmpeqd xmm0, xmm5
  pcmpeqd xmm6, xmm5
  movaps xmm7, xmmword ptr [rip+0x111c]  ; 0x1860
  movaps xmm8, xmm7
  blendvps xmm8, xmm1
  movaps xmm1, xmm7
  movaps xmm0, xmm6
  blendvps xmm1, xmm3
  psrld xmm9, 0x10
  movaps xmm10, xmmword ptr [rsp+0x70]
  psrld xmm10, 0x10
  por xmm8, xmm9
  por xmm1, xmm10
  pextrd ecx, xmm8, 0
  mov ecx, ecx
  movzx ecx, cx
  pextrd edx, xmm8, 1
  mov edx, edx
  movzx edx, dx
  pextrd esi, xmm8, 2
  mov esi, esi
  movzx esi, si
  pextrd edi, xmm8, 3
  mov edi, edi
  movzx edi, di
  pextrd ebx, xmm1, 0
  mov ebx, ebx
  movzx ebx, bx
  pextrd r12d, xmm1, 1
  mov r12d, r12d
  movzx r12d, r12w
  pextrd r13d, xmm1, 2
  mov r13d, r13d
  movzx r13d, r13w
  pextrd r14d, xmm1, 3
  mov r14d, r14d
  movzx r14d, r14w
  movd xmm0, ecx
  pinsrd xmm0, edx, 1
  pinsrd xmm0, esi, 2
  pinsrd xmm0, edi, 3
  movd xmm1, ebx
  pinsrd xmm1, r12d, 1
  pinsrd xmm1, r13d, 2
  pinsrd xmm1, r14d, 3
  pslld xmm0, 0x10
  pslld xmm1, 0x10
  movaps xmm6, xmmword ptr [rsp+0x20]
  divps xmm0, xmm6
  movaps xmm3, xmmword ptr [rsp+0x30]
  divps xmm1, xmm3
  movaps xmm8, xmm0
  pand xmm8, xmm2
  movaps xmm9, xmm1
  pand xmm9, xmm2
  movaps xmm10, xmm0
  pxor xmm10, xmm8
  pxor xmm1, xmm9
  movaps xmm0, xmm10
  pmaxud xmm0, xmm4
  movaps xmm11, xmm1
  pmaxud xmm11, xmm4
  pcmpeqd xmm0, xmm10
  pcmpeqd xmm11, xmm1
  packssdw xmm0, xmm11
  movaps xmm11, xmm0
  packsswb xmm11, xmm0
  pxor xmm0, xmm0
  pcmpeqb xmm11, xmm0
  pabsb xmm0, xmm11
  movaps xmm11, xmm0
  movaps xmm12, xmmword ptr [rip+0xff7]  ; 0x1880
  pxor xmm11, xmm12
  pextrb ecx, xmm11, 0
  movaps xmm0, xmm10
  movaps xmm12, xmmword ptr [rip+0xfff]  ; 0x18a0
  addps xmm0, xmm12
  movaps xmm7, xmm1
  addps xmm7, xmm12
  movaps xmm12, xmmword ptr [rip+0xfec]  ; 0x18a0
  psubd xmm0, xmm12
  psubd xmm7, xmm12
  movaps xmm12, xmm10
  movaps xmm5, xmmword ptr [rip+0xfe7]  ; 0x18b0
  paddd xmm12, xmm5
  movaps xmm5, xmm1
  paddd xmm5, xmmword ptr [rip+0xfd7]  ; 0x18b0
  movaps xmm3, xmm10
  psrld xmm3, 0x10
  movaps xmm6, xmm1
  psrld xmm6, 0x10
  pand xmm3, xmmword ptr [rip+0xfce]  ; 0x18c0
  pand xmm6, xmmword ptr [rip+0xfc6]  ; 0x18c0
  paddd xmm12, xmm3
  paddd xmm5, xmm6
  psrld xmm12, 0x10
  psrld xmm5, 0x10
  xorps xmm3, xmm3
  psubd xmm12, xmm3
  psubd xmm5, xmm3
  movaps xmm6, xmm10
  movaps xmm3, xmmword ptr [rip+0xf6b]  ; 0x1890
  pmaxud xmm6, xmm3
  movaps xmm3, xmm1
  pmaxud xmm3, xmmword ptr [rip+0xf5a]  ; 0x1890
  pcmpeqd xmm6, xmm10
  pcmpeqd xmm3, xmm1
  movaps xmmword ptr [rsp+0x80], xmm9
  movaps xmm9, xmm0
  movaps xmm0, xmm6
  blendvps xmm9, xmm12
  movaps xmm0, xmm3
  blendvps xmm7, xmm5
  pextrd edx, xmm9, 0
  mov esi, 0x7f80
  test cl, cl
  cmovne edx, esi
  pextrb ecx, xmm11, 1
  pextrd esi, xmm9, 1
  mov edi, 0x7f80
  test cl, cl
  cmovne esi, edi
  pextrb ecx, xmm11, 2
  pextrd edi, xmm9, 2
  mov ebx, 0x7f80
  test cl, cl
  cmovne edi, ebx
  pextrb ecx, xmm11, 3
  pextrd ebx, xmm9, 3
  mov r12d, 0x7f80
  test cl, cl
  cmovne ebx, r12d
  pextrb ecx, xmm11, 4
  pextrd r12d, xmm7, 0
  mov r13d, 0x7f80
  test cl, cl
  cmovne r12d, r13d
  pextrb ecx, xmm11, 5
  pextrd r13d, xmm7, 1
  mov r14d, 0x7f80
  test cl, cl
  cmovne r13d, r14d
  pextrb ecx, xmm11, 6
  pextrd r14d, xmm7, 2
  mov r15d, 0x7f80
  test cl, cl
  cmovne r14d, r15d
  pextrb ecx, xmm11, 7
  pextrd r15d, xmm7, 3
  test cl, cl
  mov ecx, 0x7f80
  cmovne r15d, ecx
  movd xmm3, edx
  pinsrd xmm3, esi, 1
  pinsrd xmm3, edi, 2
  pinsrd xmm3, ebx, 3
  movd xmm5, r12d
  pinsrd xmm5, r13d, 1
  pinsrd xmm5, r14d, 2
  pinsrd xmm5, r15d, 3
  movaps xmm6, xmmword ptr [rip+0xdea]  ; 0x1840
  movaps xmm0, xmm6
  pmaxud xmm0, xmm10
  movaps xmm7, xmm6
  pmaxud xmm7, xmm1
  pcmpeqd xmm0, xmm6
  pcmpeqd xmm7, xmm6
  movaps xmm1, xmmword ptr [rip+0xdea]  ; 0x1860
  movaps xmm9, xmm1
  blendvps xmm9, xmm3
  movaps xmm3, xmm1
  movaps xmm0, xmm7
  blendvps xmm3, xmm5
  psrld xmm8, 0x10
  movaps xmm0, xmmword ptr [rsp+0x80]
  psrld xmm0, 0x10
  por xmm9, xmm8
  por xmm3, xmm0
  pextrd ecx, xmm9, 0
  mov ecx, ecx
  movzx ecx, cx
  pextrd edx, xmm9, 1
  mov edx, edx
  movzx edx, dx
  pextrd esi, xmm9, 2
  mov esi, esi
  movzx esi, si
  pextrd edi, xmm9, 3
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
  movd xmm0, ecx
  pinsrd xmm0, edx, 1
  pinsrd xmm0, esi, 2
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
  movaps xmm8, xmm0
  pand xmm8, xmm2
  movaps xmm9, xmm3
  pand xmm9, xmm2
  movaps xmm10, xmm0
  pxor xmm10, xmm8
  pxor xmm3, xmm9
  movaps xmm0, xmm10
  pmaxud xmm0, xmm4
  movaps xmm11, xmm3
  pmaxud xmm11, xmm4
  pcmpeqd xmm0, xmm10
  pcmpeqd xmm11, xmm3
  packssdw xmm0, xmm11
  movaps xmm11, xmm0
  packsswb xmm11, xmm0
  pxor xmm0, xmm0
  pcmpeqb xmm11, xmm0
  pabsb xmm0, xmm11
  movaps xmm11, xmm0
  movaps xmm12, xmmword ptr [rip+0xcc5]  ; 0x1880
  pxor xmm11, xmm12
  pextrb ecx, xmm11, 0
  movaps xmm0, xmm10
  movaps xmm12, xmmword ptr [rip+0xccd]  ; 0x18a0
  addps xmm0, xmm12
  movaps xmm1, xmm3
  addps xmm1, xmm12
  movaps xmm12, xmmword ptr [rip+0xcba]  ; 0x18a0
  psubd xmm0, xmm12
  psubd xmm1, xmm12
  movaps xmm12, xmm10
  movaps xmm6, xmmword ptr [rip+0xcb5]  ; 0x18b0
  paddd xmm12, xmm6
  movaps xmm6, xmm3
  paddd xmm6, xmmword ptr [rip+0xca5]  ; 0x18b0
  movaps xmm7, xmm10
  psrld xmm7, 0x10
  movaps xmm5, xmm3
  psrld xmm5, 0x10
  pand xmm7, xmmword ptr [rip+0xc9c]  ; 0x18c0
  pand xmm5, xmmword ptr [rip+0xc94]  ; 0x18c0
  paddd xmm12, xmm7
  paddd xmm6, xmm5
  psrld xmm12, 0x10
  psrld xmm6, 0x10
  xorps xmm5, xmm5
  psubd xmm12, xmm5
  psubd xmm6, xmm5
  movaps xmm7, xmm10
  movaps xmm5, xmmword ptr [rip+0xc39]  ; 0x1890
  pmaxud xmm7, xmm5
  movaps xmm5, xmm3
  pmaxud xmm5, xmmword ptr [rip+0xc28]  ; 0x1890
  pcmpeqd xmm7, xmm10
  pcmpeqd xmm5, xmm3
  movaps xmmword ptr [rsp+0x90], xmm9
  movaps xmm9, xmm0
  movaps xmm0, xmm7
  blendvps xmm9, xmm12
  movaps xmm0, xmm5
  blendvps xmm1, xmm6
  pextrd edx, xmm9, 0
  mov esi, 0x7f80
  test cl, cl
  cmovne edx, esi
  pextrb ecx, xmm11, 1
  pextrd esi, xmm9, 1
  mov edi, 0x7f80
  test cl, cl
  cmovne esi, edi
  pextrb ecx, xmm11, 2
  pextrd edi, xmm9, 2
  mov ebx, 0x7f80
  test cl, cl
  cmovne edi, ebx
  pextrb ecx, xmm11, 3
  pextrd ebx, xmm9, 3
  mov r12d, 0x7f80
  test cl, cl
  cmovne ebx, r12d
  pextrb ecx, xmm11, 4
  pextrd r12d, xmm1, 0
  mov r13d, 0x7f80
  test cl, cl
  cmovne r12d, r13d
  pextrb ecx, xmm11, 5
  pextrd r13d, xmm1, 1
  mov r14d, 0x7f80
  test cl, cl
  cmovne r13d, r14d
  pextrb ecx, xmm11, 6
  pextrd r14d, xmm1, 2
  mov r15d, 0x7f80
  test cl, cl
  cmovne r14d, r15d
  pextrb ecx, xmm11, 7
  pextrd r15d, xmm1, 3
  test cl, cl
  mov ecx, 0x7f80
  cmovne r15d, ecx
  movd xmm1, edx
  pinsrd xmm1, esi, 1
  pinsrd xmm1, edi, 2
  pinsrd xmm1, ebx, 3
  movd xmm5, r12d
  pinsrd xmm5, r13d, 1
  pinsrd xmm5, r14d, 2
  pinsrd xmm5, r15d, 3
  movaps xmm6, xmmword ptr [rip+0xab8]  ; 0x1840
  movaps xmm0, xmm6
  pmaxud xmm0, xmm10
  movaps xmm7, xmm6
  pmaxud xmm7, xmm3
  pcmpeqd xmm0, xmm6
  pcmpeqd xmm7, xmm6
  movaps xmm3, xmmword ptr [rip+0xab8]  ; 0x1860
  movaps xmm9, xmm3
  blendvps xmm9, xmm1
  movaps xmm1, xmm3
  movaps xmm0, xmm7
  blendvps xmm1, xmm5
  psrld xmm8, 0x10
  movaps xmm0, xmmword ptr [rsp+0x90]
  psrld xmm0, 0x10
  por xmm9, xmm8
  por xmm1, xmm0
  pextrd ecx, xmm9, 0
  mov ecx, ecx
  movzx ecx, cx
  pextrd edx, xmm9, 1
  mov edx, edx
  movzx edx, dx
  pextrd esi, xmm9, 2
  mov esi, esi
  movzx esi, si
  pextrd edi, xmm9, 3
  mov edi, edi
  movzx edi, di
  pextrd ebx, xmm1, 0
  mov ebx, ebx
  movzx ebx, bx
  pextrd r12d, xmm1, 1
  mov r12d, r12d
  movzx r12d, r12w
  pextrd r13d, xmm1, 2
  mov r13d, r13d
  movzx r13d, r13w
  pextrd r14d, xmm1, 3
  mov r14d, r14d
  movzx r14d, r14w
  movd xmm0, ecx
  pinsrd xmm0, edx, 1
  pinsrd xmm0, esi, 2
  pinsrd xmm0, edi, 3
  movd xmm1, ebx
  pinsrd xmm1, r12d, 1
  pinsrd xmm1, r13d, 2
  pinsrd xmm1, r14d, 3
  pslld xmm0, 0x10
  pslld xmm1, 0x10
  movaps xmm5, xmmword ptr [rsp]
  addps xmm0, xmm5
  movaps xmm12, xmmword ptr [rsp+0x10]
  addps xmm1, xmm12
  movaps xmm7, xmm0
  pand xmm7, xmm2
  movaps xmm8, xmm1
  pand xmm8, xmm2
  movaps xmm9, xmm0
  pxor xmm9, xmm7
  pxor xmm1, xmm8
  movaps xmm0, xmm9
  pmaxud xmm0, xmm4
  movaps xmm10, xmm1
  pmaxud xmm10, xmm4
  pcmpeqd xmm0, xmm9
  pcmpeqd xmm10, xmm1
  packssdw xmm0, xmm10
  movaps xmm10, xmm0
  packsswb xmm10, xmm0
  pxor xmm0, xmm0
  pcmpeqb xmm10, xmm0
  pabsb xmm0, xmm10
  movaps xmm10, xmm0
  movaps xmm11, xmmword ptr [rip+0x994]  ; 0x1880
  pxor xmm10, xmm11
  pextrb ecx, xmm10, 0
  movaps xmm0, xmm9
  movaps xmm11, xmmword ptr [rip+0x99c]  ; 0x18a0
  addps xmm0, xmm11
  movaps xmm3, xmm1
  addps xmm3, xmm11
  movaps xmm11, xmmword ptr [rip+0x989]  ; 0x18a0
  psubd xmm0, xmm11
  psubd xmm3, xmm11
  movaps xmm11, xmm9
  movaps xmm6, xmmword ptr [rip+0x984]  ; 0x18b0
  paddd xmm11, xmm6
  movaps xmm6, xmm1
  paddd xmm6, xmmword ptr [rip+0x974]  ; 0x18b0
  movaps xmm12, xmm9
  psrld xmm12, 0x10
  movaps xmm5, xmm1
  psrld xmm5, 0x10
  pand xmm12, xmmword ptr [rip+0x969]  ; 0x18c0
  pand xmm5, xmmword ptr [rip+0x961]  ; 0x18c0
  paddd xmm11, xmm12
  paddd xmm6, xmm5
  psrld xmm11, 0x10
  psrld xmm6, 0x10
  xorps xmm5, xmm5
  psubd xmm11, xmm5
  psubd xmm6, xmm5
  movaps xmm12, xmm9
  movaps xmm5, xmmword ptr [rip+0x906]  ; 0x1890
  pmaxud xmm12, xmm5
  movaps xmm5, xmm1
  pmaxud xmm5, xmmword ptr [rip+0x8f4]  ; 0x1890
  pcmpeqd xmm12, xmm9
  pcmpeqd xmm5, xmm1
  movaps xmmword ptr [rsp+0xa0], xmm8
  movaps xmm8, xmm0
  movaps xmm0, xmm12
  blendvps xmm8, xmm11
  movaps xmm0, xmm5
  blendvps xmm3, xmm6
  pextrd edx, xmm8, 0
  mov esi, 0x7f80
  test cl, cl
  cmovne edx, esi
  pextrb ecx, xmm10, 1
  pextrd esi, xmm8, 1
  mov edi, 0x7f80
  test cl, cl
  cmovne esi, edi
  pextrb ecx, xmm10, 2
  pextrd edi, xmm8, 2
  mov ebx, 0x7f80
  test cl, cl
  cmovne edi, ebx
  pextrb ecx, xmm10, 3
  pextrd ebx, xmm8, 3
  mov r12d, 0x7f80
  test cl, cl
  cmovne ebx, r12d
  pextrb ecx, xmm10, 4
  pextrd r12d, xmm3, 0
  mov r13d, 0x7f80
  test cl, cl
  cmovne r12d, r13d
  pextrb ecx, xmm10, 5
  pextrd r13d, xmm3, 1
  mov r14d, 0x7f80
  test cl, cl
  cmovne r13d, r14d
  pextrb ecx, xmm10, 6
  pextrd r14d, xmm3, 2
  mov r15d, 0x7f80
  test cl, cl
  cmovne r14d, r15d
  pextrb ecx, xmm10, 7
  pextrd r15d, xmm3, 3
  test cl, cl
  mov ecx, 0x7f80
  cmovne r15d, ecx
  movd xmm3, edx
  pinsrd xmm3, esi, 1
  pinsrd xmm3, edi, 2
  pinsrd xmm3, ebx, 3
  movd xmm5, r12d
  pinsrd xmm5, r13d, 1
  pinsrd xmm5, r14d, 2
  pinsrd xmm5, r15d, 3
  movaps xmm6, xmmword ptr [rip+0x783]  ; 0x1840
  movaps xmm0, xmm6
  pmaxud xmm0, xmm9
  movaps xmm8, xmm6
  pmaxud xmm8, xmm1
  pcmpeqd xmm0, xmm6
  pcmpeqd xmm8, xmm6
  movaps xmm1, xmmword ptr [rip+0x780]  ; 0x1860
  movaps xmm9, xmm1
  blendvps xmm9, xmm3
  movaps xmm3, xmm1
  movaps xmm0, xmm8
  blendvps xmm3, xmm5
  psrld xmm7, 0x10
  movaps xmm8, xmmword ptr [rsp+0xa0]
  psrld xmm8, 0x10
  por xmm9, xmm7
  por xmm3, xmm8
  pextrd ecx, xmm9, 0
  mov ecx, ecx
  movzx ecx, cx
  pextrd edx, xmm9, 1
  mov edx, edx
  movzx edx, dx
  pextrd esi, xmm9, 2
  mov esi, esi
  movzx esi, si
  pextrd edi, xmm9, 3
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
  movd xmm0, ecx
  pinsrd xmm0, edx, 1
  pinsrd xmm0, esi, 2
  pinsrd xmm0, edi, 3
  movd xmm3, ebx
  pinsrd xmm3, r12d, 1
  pinsrd xmm3, r13d, 2
  pinsrd xmm3, r14d, 3
  pslld xmm0, 0x10
  pslld xmm3, 0x10
  sqrtps xmm0, xmm0
  sqrtps xmm3, xmm3
  movaps xmm5, xmm0
  pand xmm5, xmm2
  movaps xmm7, xmm3
  pand xmm7, xmm2
  movaps xmm8, xmm0
  pxor xmm8, xmm5
  pxor xmm3, xmm7
  movaps xmm0, xmm8
  pmaxud xmm0, xmm4
  movaps xmm9, xmm3
  pmaxud xmm9, xmm4
  pcmpeqd xmm0, xmm8
  pcmpeqd xmm9, xmm3
  packssdw xmm0, xmm9
  movaps xmm9, xmm0
  packsswb xmm9, xmm0
  pxor xmm0, xmm0
  pcmpeqb xmm9, xmm0
  pabsb xmm0, xmm9
  movaps xmm9, xmm0
  movaps xmm11, xmmword ptr [rip+0x667]  ; 0x1880
  pxor xmm9, xmm11
  pextrb ecx, xmm9, 0
  movaps xmm0, xmm8
  movaps xmm10, xmmword ptr [rip+0x66f]  ; 0x18a0
  addps xmm0, xmm10
  movaps xmm12, xmm3
  addps xmm12, xmm10
  movaps xmm10, xmmword ptr [rip+0x65b]  ; 0x18a0
  psubd xmm0, xmm10
  psubd xmm12, xmm10
  movaps xmm10, xmm8
  movaps xmm11, xmmword ptr [rip+0x655]  ; 0x18b0
  paddd xmm10, xmm11
  movaps xmm1, xmm3
  paddd xmm1, xmm11
  movaps xmm11, xmm8
  psrld xmm11, 0x10
  movaps xmm6, xmm3
  psrld xmm6, 0x10
  pand xmm11, xmmword ptr [rip+0x63d]  ; 0x18c0
  pand xmm6, xmmword ptr [rip+0x635]  ; 0x18c0
  paddd xmm10, xmm11
  paddd xmm1, xmm6
  psrld xmm10, 0x10
  psrld xmm1, 0x10
  xorps xmm6, xmm6
  psubd xmm10, xmm6
  psubd xmm1, xmm6
  movaps xmm11, xmm8
  movaps xmm6, xmmword ptr [rip+0x5da]  ; 0x1890
  pmaxud xmm11, xmm6
  movaps xmm6, xmm3
  pmaxud xmm6, xmmword ptr [rip+0x5c8]  ; 0x1890
  pcmpeqd xmm11, xmm8
  pcmpeqd xmm6, xmm3
  movaps xmmword ptr [rsp+0xb0], xmm7
  movaps xmm7, xmm0
  movaps xmm0, xmm11
  blendvps xmm7, xmm10
  movaps xmm0, xmm6
  blendvps xmm12, xmm1
  pextrd edx, xmm7, 0
  mov esi, 0x7f80
  test cl, cl
  cmovne edx, esi
  pextrb ecx, xmm9, 1
  pextrd esi, xmm7, 1
  mov edi, 0x7f80
  test cl, cl
  cmovne esi, edi
  pextrb ecx, xmm9, 2
  pextrd edi, xmm7, 2
  mov ebx, 0x7f80
  test cl, cl
  cmovne edi, ebx
  pextrb ecx, xmm9, 3
  pextrd ebx, xmm7, 3
  mov r12d, 0x7f80
  test cl, cl
  cmovne ebx, r12d
  pextrb ecx, xmm9, 4
  pextrd r12d, xmm12, 0
  mov r13d, 0x7f80
  test cl, cl
  cmovne r12d, r13d
  pextrb ecx, xmm9, 5
  pextrd r13d, xmm12, 1
  mov r14d, 0x7f80
  test cl, cl
  cmovne r13d, r14d
  pextrb ecx, xmm9, 6
  pextrd r14d, xmm12, 2
  mov r15d, 0x7f80
  test cl, cl
  cmovne r14d, r15d
  pextrb ecx, xmm9, 7
  pextrd r15d, xmm12, 3
  test cl, cl
  mov ecx, 0x7f80
  cmovne r15d, ecx
  movd xmm1, edx
  pinsrd xmm1, esi, 1
  pinsrd xmm1, edi, 2
  pinsrd xmm1, ebx, 3
  movd xmm6, r12d
  pinsrd xmm6, r13d, 1
  pinsrd xmm6, r14d, 2
  pinsrd xmm6, r15d, 3
  movaps xmm7, xmmword ptr [rip+0x45c]  ; 0x1840
  movaps xmm0, xmm7
  pmaxud xmm0, xmm8
  movaps xmm8, xmm7
  pmaxud xmm8, xmm3
  pcmpeqd xmm0, xmm7
  pcmpeqd xmm8, xmm7
  movaps xmm3, xmmword ptr [rip+0x459]  ; 0x1860
  movaps xmm9, xmm3
  blendvps xmm9, xmm1
  movaps xmm1, xmm3
  movaps xmm0, xmm8
  blendvps xmm1, xmm6
  psrld xmm5, 0x10
  movaps xmm0, xmmword ptr [rsp+0xb0]
  psrld xmm0, 0x10
  por xmm9, xmm5
  por xmm1, xmm0
  pextrd ecx, xmm9, 0
  mov ecx, ecx
  movzx ecx, cx
  pextrd edx, xmm9, 1
  mov edx, edx
  movzx edx, dx
  pextrd esi, xmm9, 2
  mov esi, esi
  movzx esi, si
  pextrd edi, xmm9, 3
  mov edi, edi
  movzx edi, di
  pextrd ebx, xmm1, 0
  mov ebx, ebx
  movzx ebx, bx
  pextrd r12d, xmm1, 1
  mov r12d, r12d
  movzx r12d, r12w
  pextrd r13d, xmm1, 2
  mov r13d, r13d
  movzx r13d, r13w
  pextrd r14d, xmm1, 3
  mov r14d, r14d
  movzx r14d, r14w
  movd xmm0, ecx
  pinsrd xmm0, edx, 1
  pinsrd xmm0, esi, 2
  pinsrd xmm0, edi, 3
  movd xmm1, ebx
  pinsrd xmm1, r12d, 1
  pinsrd xmm1, r13d, 2
  pinsrd xmm1, r14d, 3
  pslld xmm0, 0x10
  pslld xmm1, 0x10
  minps xmm0, xmmword ptr [rsp+0x50]
  minps xmm1, xmmword ptr [rsp+0x60]
  movaps xmm5, xmm0
  pand xmm5, xmm2
  movaps xmm6, xmm1
  pand xmm6, xmm2
  movaps xmm8, xmm0
  pxor xmm8, xmm5
  pxor xmm1, xmm6
  movaps xmm0, xmm8
  pmaxud xmm0, xmm4
  movaps xmm9, xmm1
  pmaxud xmm9, xmm4
  pcmpeqd xmm0, xmm8
  pcmpeqd xmm9, xmm1
  packssdw xmm0, xmm9
  movaps xmm9, xmm0
  packsswb xmm9, xmm0
  pxor xmm0, xmm0
  pcmpeqb xmm9, xmm0
  pabsb xmm0, xmm9
  movaps xmm9, xmm0
  movaps xmm11, xmmword ptr [rip+0x33f]  ; 0x1880
  pxor xmm9, xmm11
  pextrb ecx, xmm9, 0
  movaps xmm0, xmm8
  movaps xmm10, xmmword ptr [rip+0x347]  ; 0x18a0
  addps xmm0, xmm10
  movaps xmm12, xmm1
  addps xmm12, xmm10
  movaps xmm11, xmmword ptr [rip+0x333]  ; 0x18a0
  psubd xmm0, xmm11
  psubd xmm12, xmm11
  movaps xmm10, xmm8
  movaps xmm11, xmmword ptr [rip+0x32d]  ; 0x18b0
  paddd xmm10, xmm11
  movaps xmm3, xmm1
  paddd xmm3, xmm11
  movaps xmm11, xmm8
  psrld xmm11, 0x10
  movaps xmm7, xmm1
  psrld xmm7, 0x10
  pand xmm11, xmmword ptr [rip+0x315]  ; 0x18c0
  pand xmm7, xmmword ptr [rip+0x30d]  ; 0x18c0
  paddd xmm10, xmm11
  paddd xmm3, xmm7
  psrld xmm10, 0x10
  psrld xmm3, 0x10
  xorps xmm7, xmm7
  psubd xmm10, xmm7
  psubd xmm3, xmm7
  movaps xmm11, xmm8
  movaps xmm7, xmmword ptr [rip+0x2b2]  ; 0x1890
  pmaxud xmm11, xmm7
  movaps xmm7, xmm1
  pmaxud xmm7, xmmword ptr [rip+0x2a0]  ; 0x1890
  pcmpeqd xmm11, xmm8
  pcmpeqd xmm7, xmm1
  movaps xmmword ptr [rsp+0xc0], xmm6
  movaps xmm6, xmm0
  movaps xmm0, xmm11
  blendvps xmm6, xmm10
  movaps xmm0, xmm7
  blendvps xmm12, xmm3
  pextrd edx, xmm6, 0
  mov esi, 0x7f80
  test cl, cl
  cmovne edx, esi
  pextrb ecx, xmm9, 1
  pextrd esi, xmm6, 1
  mov edi, 0x7f80
  test cl, cl
  cmovne esi, edi
  pextrb ecx, xmm9, 2
  pextrd edi, xmm6, 2
  mov ebx, 0x7f80
  test cl, cl
  cmovne edi, ebx
  pextrb ecx, xmm9, 3
  pextrd ebx, xmm6, 3
  mov r12d, 0x7f80
  test cl, cl
  cmovne ebx, r12d
  pextrb ecx, xmm9, 4
  pextrd r12d, xmm12, 0
  mov r13d, 0x7f80
  test cl, cl
  cmovne r12d, r13d
  pextrb ecx, xmm9, 5
  pextrd r13d, xmm12, 1
  mov r14d, 0x7f80
  test cl, cl
  cmovne r13d, r14d
  pextrb ecx, xmm9, 6
  pextrd r14d, xmm12, 2
  mov r15d, 0x7f80
  test cl, cl
  cmovne r14d, r15d
  pextrb ecx, xmm9, 7
  pextrd r15d, xmm12, 3
  test cl, cl
  mov ecx, 0x7f80
  cmovne r15d, ecx
  movd xmm3, edx
  pinsrd xmm3, esi, 1
  pinsrd xmm3, edi, 2
  pinsrd xmm3, ebx, 3
  movd xmm6, r12d
  pinsrd xmm6, r13d, 1
  pinsrd xmm6, r14d, 2
  pinsrd xmm6, r15d, 3
  movaps xmm7, xmmword ptr [rip+0x134]  ; 0x1840
  movaps xmm0, xmm7
  pmaxud xmm0, xmm8
  movaps xmm8, xmm7
  pmaxud xmm8, xmm1
  pcmpeqd xmm0, xmm7
  pcmpeqd xmm8, xmm7
  movaps xmm1, xmmword ptr [rip+0x131]  ; 0x1860
  movaps xmm9, xmm1
  blendvps xmm9, xmm3
  movaps xmm3, xmm1
  movaps xmm0, xmm8
  blendvps xmm3, xmm6
  psrld xmm5, 0x10
  movaps xmm6, xmmword ptr [rsp+0xc0]
  psrld xmm6, 0x10
  por xmm9, xmm5
  por xmm3, xmm6
  pextrd ecx, xmm9, 0
  mov ecx, ecx
  pextrd edx, xmm9, 1
  mov edx, edx
  pextrd esi, xmm9, 2
  mov esi, esi
  pextrd edi, xmm9, 3
  mov edi, edi
  pextrd ebx, xmm3, 0
  mov ebx, ebx
  pextrd r12d, xmm3, 1
  mov r12d, r12d
  pextrd r13d, xmm3, 2
  mov r13d, r13d
  pextrd r14d, xmm3, 3
  mov r14d, r14d
  movd xmm0, ecx
  pinsrw xmm0, edx, 1
  pinsrw xmm0, esi, 2
  pinsrw xmm0, edi, 3
  pinsrw xmm0, ebx, 4
  pinsrw xmm0, r12d, 5
  pinsrw xmm0, r13d, 6
  pinsrw xmm0, r14d, 7
  mov rdi, qword ptr [rsp+0xd0]
  movdqu xmmword ptr [rdi+r8*2], xmm0
  movaps xmm5, xmmword ptr [rsp+0x20]
  cmpps xmm5, xmmword ptr [rsp], 1
  movaps xmm0, xmmword ptr [rsp+0x30]
  cmpps xmm0, xmmword ptr [rsp+0x10], 1
  packssdw xmm5, xmm0
  movaps xmm0, xmm5
  packsswb xmm0, xmm5
  pabsb xmm0, xmm0
  mov rsi, qword ptr [rsp+0xd8]
  movq qword ptr [rsi+r8], xmm0
  add eax, 1
  cmp eax, 8
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
;   0x1840: 7f8000007f800000 7f8000007f800000
;   0x1850: 8000000080000000 8000000080000000
;   0x1860: 00007fc000007fc0 00007fc000007fc0
;   0x1870: 7f7f80007f7f8000 7f7f80007f7f8000
;   0x1880: 0101010101010101 0000000000000000
;   0x1890: 0080000000800000 0080000000800000
;   0x18a0: 0880000008800000 0880000008800000
;   0x18b0: 00007fff00007fff 00007fff00007fff
;   0x18c0: 0000000100000001 0000000100000001
;   0x18d0: 08800000
