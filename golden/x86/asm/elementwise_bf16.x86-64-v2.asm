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
  movaps xmm2, xmmword ptr [rip+0x16fc]  ; 0x1720
  movaps xmm10, xmmword ptr [rip+0x1764]  ; 0x1790
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
  movd xmm11, r14d
  pinsrd xmm11, r15d, 1
  pinsrd xmm11, edx, 2
  pinsrd xmm11, esi, 3
  movaps xmm12, xmm0
  pslld xmm12, 0x10
  pslld xmm11, 0x10
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
  paddd xmm9, xmmword ptr [rip+0x15cc]  ; 0x1780
  movaps xmmword ptr [rsp+0x30], xmm3
  movaps xmm3, xmm5
  paddd xmm3, xmmword ptr [rip+0x15bc]  ; 0x1780
  paddd xmm9, xmm0
  paddd xmm3, xmm7
  psrld xmm9, 0x10
  psrld xmm3, 0x10
  movaps xmm0, xmm8
  addps xmm0, xmmword ptr [rip+0x158d]  ; 0x1770
  movaps xmm7, xmm5
  addps xmm7, xmmword ptr [rip+0x1583]  ; 0x1770
  psubd xmm0, xmmword ptr [rip+0x157b]  ; 0x1770
  psubd xmm7, xmmword ptr [rip+0x1573]  ; 0x1770
  movaps xmmword ptr [rsp+0x20], xmm1
  movaps xmm1, xmm8
  pmaxud xmm1, xmmword ptr [rip+0x1551]  ; 0x1760
  movaps xmmword ptr [rsp+0x10], xmm11
  movaps xmm11, xmm5
  pmaxud xmm11, xmmword ptr [rip+0x153d]  ; 0x1760
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
  pmaxud xmm0, xmmword ptr [rip+0x14e4]  ; 0x1740
  movaps xmm3, xmm5
  pmaxud xmm3, xmmword ptr [rip+0x14d8]  ; 0x1740
  pcmpeqd xmm0, xmm8
  pcmpeqd xmm3, xmm5
  packssdw xmm0, xmm3
  movaps xmm3, xmm0
  packsswb xmm3, xmm0
  pxor xmm0, xmm0
  pcmpeqb xmm3, xmm0
  pabsb xmm0, xmm3
  pxor xmm0, xmmword ptr [rip+0x14bf]  ; 0x1750
  pextrb esi, xmm0, 0
  mov r8d, 0x7f80
  test sil, sil
  cmovne edx, r8d
  pextrd esi, xmm12, 1
  pextrb r8d, xmm0, 1
  mov ebx, 0x7f80
  test r8b, r8b
  cmovne esi, ebx
  pextrd r8d, xmm12, 2
  pextrb ebx, xmm0, 2
  mov r12d, 0x7f80
  test bl, bl
  cmovne r8d, r12d
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
  pextrb ecx, xmm0, 7
  test cl, cl
  mov ecx, 0x7f80
  cmovne r15d, ecx
  movd xmm7, edx
  pinsrd xmm7, esi, 1
  pinsrd xmm7, r8d, 2
  pinsrd xmm7, ebx, 3
  movd xmm9, r12d
  pinsrd xmm9, r13d, 1
  pinsrd xmm9, r14d, 2
  pinsrd xmm9, r15d, 3
  pmaxud xmm8, xmmword ptr [rip+0x137b]  ; 0x1710
  pmaxud xmm5, xmmword ptr [rip+0x1372]  ; 0x1710
  pcmpeqd xmm8, xmmword ptr [rip+0x1369]  ; 0x1710
  pcmpeqd xmm5, xmmword ptr [rip+0x1361]  ; 0x1710
  movaps xmm11, xmmword ptr [rip+0x1379]  ; 0x1730
  movaps xmm0, xmm8
  blendvps xmm11, xmm7
  movaps xmm7, xmmword ptr [rip+0x1368]  ; 0x1730
  movaps xmm0, xmm5
  blendvps xmm7, xmm9
  psrld xmm4, 0x10
  psrld xmm6, 0x10
  por xmm11, xmm4
  por xmm7, xmm6
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
  movd xmm0, ecx
  pinsrd xmm0, edx, 1
  pinsrd xmm0, esi, 2
  pinsrd xmm0, r8d, 3
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
  paddd xmm1, xmmword ptr [rip+0x129a]  ; 0x1780
  movaps xmm11, xmm7
  paddd xmm11, xmmword ptr [rip+0x128d]  ; 0x1780
  paddd xmm1, xmm0
  paddd xmm11, xmm3
  psrld xmm1, 0x10
  psrld xmm11, 0x10
  movaps xmm0, xmm12
  addps xmm0, xmmword ptr [rip+0x125e]  ; 0x1770
  movaps xmm3, xmm7
  addps xmm3, xmmword ptr [rip+0x1254]  ; 0x1770
  psubd xmm0, xmmword ptr [rip+0x124c]  ; 0x1770
  psubd xmm3, xmmword ptr [rip+0x1244]  ; 0x1770
  movaps xmm6, xmm12
  pmaxud xmm6, xmmword ptr [rip+0x1227]  ; 0x1760
  movaps xmmword ptr [rsp+0x50], xmm4
  movaps xmm4, xmm7
  pmaxud xmm4, xmmword ptr [rip+0x1216]  ; 0x1760
  pcmpeqd xmm6, xmm12
  pcmpeqd xmm4, xmm7
  movaps xmmword ptr [rsp+0x40], xmm5
  movaps xmm5, xmm0
  movaps xmm0, xmm6
  blendvps xmm5, xmm1
  movaps xmm0, xmm4
  blendvps xmm3, xmm11
  pextrd ecx, xmm5, 0
  movaps xmm0, xmm12
  pmaxud xmm0, xmmword ptr [rip+0x11c1]  ; 0x1740
  movaps xmm4, xmm7
  pmaxud xmm4, xmmword ptr [rip+0x11b5]  ; 0x1740
  pcmpeqd xmm0, xmm12
  pcmpeqd xmm4, xmm7
  packssdw xmm0, xmm4
  movaps xmm4, xmm0
  packsswb xmm4, xmm0
  pxor xmm0, xmm0
  pcmpeqb xmm4, xmm0
  pabsb xmm0, xmm4
  pxor xmm0, xmmword ptr [rip+0x119c]  ; 0x1750
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
  pmaxud xmm12, xmmword ptr [rip+0x105d]  ; 0x1710
  pmaxud xmm7, xmmword ptr [rip+0x1054]  ; 0x1710
  pcmpeqd xmm12, xmmword ptr [rip+0x104b]  ; 0x1710
  pcmpeqd xmm7, xmmword ptr [rip+0x1043]  ; 0x1710
  movaps xmm11, xmmword ptr [rip+0x105b]  ; 0x1730
  movaps xmm0, xmm12
  blendvps xmm11, xmm3
  movaps xmm3, xmmword ptr [rip+0x104a]  ; 0x1730
  movaps xmm0, xmm7
  blendvps xmm3, xmm5
  psrld xmm8, 0x10
  psrld xmm9, 0x10
  por xmm11, xmm8
  por xmm3, xmm9
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
  paddd xmm6, xmmword ptr [rip+0xf82]  ; 0x1780
  movaps xmm1, xmm3
  paddd xmm1, xmmword ptr [rip+0xf77]  ; 0x1780
  paddd xmm6, xmm0
  paddd xmm1, xmm12
  psrld xmm6, 0x10
  psrld xmm1, 0x10
  movaps xmm0, xmm11
  addps xmm0, xmmword ptr [rip+0xf49]  ; 0x1770
  movaps xmm4, xmm3
  addps xmm4, xmmword ptr [rip+0xf3f]  ; 0x1770
  psubd xmm0, xmmword ptr [rip+0xf37]  ; 0x1770
  psubd xmm4, xmmword ptr [rip+0xf2f]  ; 0x1770
  movaps xmm12, xmm11
  pmaxud xmm12, xmmword ptr [rip+0xf11]  ; 0x1760
  movaps xmm7, xmm3
  pmaxud xmm7, xmmword ptr [rip+0xf05]  ; 0x1760
  pcmpeqd xmm12, xmm11
  pcmpeqd xmm7, xmm3
  movaps xmm5, xmm0
  movaps xmm0, xmm12
  blendvps xmm5, xmm6
  movaps xmm0, xmm7
  blendvps xmm4, xmm1
  pextrd ecx, xmm5, 0
  movaps xmm0, xmm11
  pmaxud xmm0, xmmword ptr [rip+0xeb5]  ; 0x1740
  movaps xmm6, xmm3
  pmaxud xmm6, xmmword ptr [rip+0xea9]  ; 0x1740
  pcmpeqd xmm0, xmm11
  pcmpeqd xmm6, xmm3
  packssdw xmm0, xmm6
  movaps xmm6, xmm0
  packsswb xmm6, xmm0
  pxor xmm0, xmm0
  pcmpeqb xmm6, xmm0
  pabsb xmm0, xmm6
  pxor xmm0, xmmword ptr [rip+0xe90]  ; 0x1750
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
  movd xmm5, ebx
  pinsrd xmm5, r12d, 1
  pinsrd xmm5, r13d, 2
  pinsrd xmm5, r14d, 3
  pmaxud xmm11, xmmword ptr [rip+0xd51]  ; 0x1710
  pmaxud xmm3, xmmword ptr [rip+0xd48]  ; 0x1710
  pcmpeqd xmm11, xmmword ptr [rip+0xd3f]  ; 0x1710
  pcmpeqd xmm3, xmmword ptr [rip+0xd37]  ; 0x1710
  movaps xmm7, xmmword ptr [rip+0xd50]  ; 0x1730
  movaps xmm0, xmm11
  blendvps xmm7, xmm4
  movaps xmm4, xmmword ptr [rip+0xd40]  ; 0x1730
  movaps xmm0, xmm3
  blendvps xmm4, xmm5
  psrld xmm8, 0x10
  psrld xmm9, 0x10
  por xmm7, xmm8
  por xmm4, xmm9
  pextrd ecx, xmm7, 0
  mov ecx, ecx
  movzx ecx, cx
  pextrd edx, xmm7, 1
  mov edx, edx
  movzx edx, dx
  pextrd esi, xmm7, 2
  mov esi, esi
  movzx esi, si
  pextrd r8d, xmm7, 3
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
  paddd xmm12, xmmword ptr [rip+0xc7c]  ; 0x1780
  movaps xmm1, xmm3
  paddd xmm1, xmmword ptr [rip+0xc71]  ; 0x1780
  paddd xmm12, xmm0
  paddd xmm1, xmm11
  psrld xmm12, 0x10
  psrld xmm1, 0x10
  movaps xmm0, xmm9
  addps xmm0, xmmword ptr [rip+0xc41]  ; 0x1770
  movaps xmm6, xmm3
  addps xmm6, xmmword ptr [rip+0xc37]  ; 0x1770
  psubd xmm0, xmmword ptr [rip+0xc2f]  ; 0x1770
  psubd xmm6, xmmword ptr [rip+0xc27]  ; 0x1770
  movaps xmm11, xmm9
  pmaxud xmm11, xmmword ptr [rip+0xc09]  ; 0x1760
  movaps xmm7, xmm3
  pmaxud xmm7, xmmword ptr [rip+0xbfd]  ; 0x1760
  pcmpeqd xmm11, xmm9
  pcmpeqd xmm7, xmm3
  movaps xmm5, xmm0
  movaps xmm0, xmm11
  blendvps xmm5, xmm12
  movaps xmm0, xmm7
  blendvps xmm6, xmm1
  pextrd ecx, xmm5, 0
  movaps xmm0, xmm9
  pmaxud xmm0, xmmword ptr [rip+0xbac]  ; 0x1740
  movaps xmm7, xmm3
  pmaxud xmm7, xmmword ptr [rip+0xba0]  ; 0x1740
  pcmpeqd xmm0, xmm9
  pcmpeqd xmm7, xmm3
  packssdw xmm0, xmm7
  movaps xmm7, xmm0
  packsswb xmm7, xmm0
  pxor xmm0, xmm0
  pcmpeqb xmm7, xmm0
  pabsb xmm0, xmm7
  pxor xmm0, xmmword ptr [rip+0xb87]  ; 0x1750
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
  pmaxud xmm9, xmmword ptr [rip+0xa48]  ; 0x1710
  pmaxud xmm3, xmmword ptr [rip+0xa3f]  ; 0x1710
  pcmpeqd xmm9, xmmword ptr [rip+0xa36]  ; 0x1710
  pcmpeqd xmm3, xmmword ptr [rip+0xa2e]  ; 0x1710
  movaps xmm11, xmmword ptr [rip+0xa46]  ; 0x1730
  movaps xmm0, xmm9
  blendvps xmm11, xmm5
  movaps xmm5, xmmword ptr [rip+0xa35]  ; 0x1730
  movaps xmm0, xmm3
  blendvps xmm5, xmm6
  psrld xmm4, 0x10
  psrld xmm8, 0x10
  por xmm11, xmm4
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
  paddd xmm12, xmmword ptr [rip+0x971]  ; 0x1780
  movaps xmm1, xmm3
  paddd xmm1, xmmword ptr [rip+0x966]  ; 0x1780
  paddd xmm12, xmm0
  paddd xmm1, xmm9
  psrld xmm12, 0x10
  psrld xmm1, 0x10
  movaps xmm0, xmm8
  addps xmm0, xmmword ptr [rip+0x936]  ; 0x1770
  movaps xmm7, xmm3
  addps xmm7, xmmword ptr [rip+0x92c]  ; 0x1770
  psubd xmm0, xmmword ptr [rip+0x924]  ; 0x1770
  psubd xmm7, xmmword ptr [rip+0x91c]  ; 0x1770
  movaps xmm9, xmm8
  pmaxud xmm9, xmmword ptr [rip+0x8fe]  ; 0x1760
  movaps xmm11, xmm3
  pmaxud xmm11, xmmword ptr [rip+0x8f0]  ; 0x1760
  pcmpeqd xmm9, xmm8
  pcmpeqd xmm11, xmm3
  movaps xmm6, xmm0
  movaps xmm0, xmm9
  blendvps xmm6, xmm12
  movaps xmm0, xmm11
  blendvps xmm7, xmm1
  pextrd ecx, xmm6, 0
  movaps xmm0, xmm8
  pmaxud xmm0, xmmword ptr [rip+0x89d]  ; 0x1740
  movaps xmm9, xmm3
  pmaxud xmm9, xmmword ptr [rip+0x88f]  ; 0x1740
  pcmpeqd xmm0, xmm8
  pcmpeqd xmm9, xmm3
  packssdw xmm0, xmm9
  movaps xmm9, xmm0
  packsswb xmm9, xmm0
  pxor xmm0, xmm0
  pcmpeqb xmm9, xmm0
  pabsb xmm0, xmm9
  pxor xmm0, xmmword ptr [rip+0x870]  ; 0x1750
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
  movd xmm6, ecx
  pinsrd xmm6, edx, 1
  pinsrd xmm6, esi, 2
  pinsrd xmm6, r8d, 3
  movd xmm7, ebx
  pinsrd xmm7, r12d, 1
  pinsrd xmm7, r13d, 2
  pinsrd xmm7, r14d, 3
  pmaxud xmm8, xmmword ptr [rip+0x731]  ; 0x1710
  pmaxud xmm3, xmmword ptr [rip+0x728]  ; 0x1710
  pcmpeqd xmm8, xmmword ptr [rip+0x71f]  ; 0x1710
  pcmpeqd xmm3, xmmword ptr [rip+0x717]  ; 0x1710
  movaps xmm11, xmmword ptr [rip+0x72f]  ; 0x1730
  movaps xmm0, xmm8
  blendvps xmm11, xmm6
  movaps xmm6, xmmword ptr [rip+0x71e]  ; 0x1730
  movaps xmm0, xmm3
  blendvps xmm6, xmm7
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
  paddd xmm8, xmmword ptr [rip+0x66c]  ; 0x1780
  movaps xmm12, xmm3
  paddd xmm12, xmmword ptr [rip+0x65f]  ; 0x1780
  paddd xmm8, xmm0
  paddd xmm12, xmm7
  psrld xmm8, 0x10
  psrld xmm12, 0x10
  movaps xmm0, xmm6
  addps xmm0, xmmword ptr [rip+0x62f]  ; 0x1770
  movaps xmm11, xmm3
  addps xmm11, xmmword ptr [rip+0x623]  ; 0x1770
  psubd xmm0, xmmword ptr [rip+0x61b]  ; 0x1770
  psubd xmm11, xmmword ptr [rip+0x612]  ; 0x1770
  movaps xmm7, xmm6
  pmaxud xmm7, xmmword ptr [rip+0x5f6]  ; 0x1760
  movaps xmm1, xmm3
  pmaxud xmm1, xmmword ptr [rip+0x5ea]  ; 0x1760
  pcmpeqd xmm7, xmm6
  pcmpeqd xmm1, xmm3
  movaps xmm9, xmm0
  movaps xmm0, xmm7
  blendvps xmm9, xmm8
  movaps xmm0, xmm1
  blendvps xmm11, xmm12
  pextrd ecx, xmm9, 0
  movaps xmm0, xmm6
  pmaxud xmm0, xmmword ptr [rip+0x599]  ; 0x1740
  movaps xmm7, xmm3
  pmaxud xmm7, xmmword ptr [rip+0x58d]  ; 0x1740
  pcmpeqd xmm0, xmm6
  pcmpeqd xmm7, xmm3
  packssdw xmm0, xmm7
  movaps xmm7, xmm0
  packsswb xmm7, xmm0
  pxor xmm0, xmm0
  pcmpeqb xmm7, xmm0
  pabsb xmm0, xmm7
  pxor xmm0, xmmword ptr [rip+0x575]  ; 0x1750
  pextrb edx, xmm0, 0
  mov esi, 0x7f80
  test dl, dl
  cmovne ecx, esi
  pextrd edx, xmm9, 1
  pextrb esi, xmm0, 1
  mov r8d, 0x7f80
  test sil, sil
  cmovne edx, r8d
  pextrd esi, xmm9, 2
  pextrb r8d, xmm0, 2
  mov ebx, 0x7f80
  test r8b, r8b
  cmovne esi, ebx
  pextrd r8d, xmm9, 3
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
  pmaxud xmm6, xmmword ptr [rip+0x430]  ; 0x1710
  pmaxud xmm3, xmmword ptr [rip+0x427]  ; 0x1710
  pcmpeqd xmm6, xmmword ptr [rip+0x41f]  ; 0x1710
  pcmpeqd xmm3, xmmword ptr [rip+0x417]  ; 0x1710
  movaps xmm11, xmmword ptr [rip+0x42f]  ; 0x1730
  movaps xmm0, xmm6
  blendvps xmm11, xmm8
  movaps xmm6, xmmword ptr [rip+0x41f]  ; 0x1730
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
  paddd xmm9, xmmword ptr [rip+0x366]  ; 0x1780
  movaps xmm12, xmm3
  paddd xmm12, xmmword ptr [rip+0x359]  ; 0x1780
  paddd xmm9, xmm0
  paddd xmm12, xmm8
  psrld xmm9, 0x10
  psrld xmm12, 0x10
  movaps xmm0, xmm6
  addps xmm0, xmmword ptr [rip+0x329]  ; 0x1770
  movaps xmm11, xmm3
  addps xmm11, xmmword ptr [rip+0x31d]  ; 0x1770
  psubd xmm0, xmmword ptr [rip+0x315]  ; 0x1770
  psubd xmm11, xmmword ptr [rip+0x30c]  ; 0x1770
  movaps xmm8, xmm6
  pmaxud xmm8, xmmword ptr [rip+0x2ee]  ; 0x1760
  movaps xmm1, xmm3
  pmaxud xmm1, xmmword ptr [rip+0x2e2]  ; 0x1760
  pcmpeqd xmm8, xmm6
  pcmpeqd xmm1, xmm3
  movaps xmm7, xmm0
  movaps xmm0, xmm8
  blendvps xmm7, xmm9
  movaps xmm0, xmm1
  blendvps xmm11, xmm12
  pextrd ecx, xmm7, 0
  movaps xmm0, xmm6
  movaps xmm1, xmmword ptr [rip+0x293]  ; 0x1740
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
  movaps xmm8, xmmword ptr [rip+0x266]  ; 0x1750
  pxor xmm0, xmm8
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
  movd xmm7, ecx
  pinsrd xmm7, edx, 1
  pinsrd xmm7, esi, 2
  pinsrd xmm7, r8d, 3
  movd xmm9, ebx
  pinsrd xmm9, r12d, 1
  pinsrd xmm9, r13d, 2
  pinsrd xmm9, r14d, 3
  pmaxud xmm6, xmmword ptr [rip+0x121]  ; 0x1710
  pmaxud xmm3, xmmword ptr [rip+0x118]  ; 0x1710
  pcmpeqd xmm6, xmmword ptr [rip+0x110]  ; 0x1710
  pcmpeqd xmm3, xmmword ptr [rip+0x108]  ; 0x1710
  movaps xmm12, xmmword ptr [rip+0x120]  ; 0x1730
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
  movaps xmm7, xmmword ptr [rsp+0x30]
  cmpps xmm7, xmmword ptr [rsp+0x10], 1
  packssdw xmm5, xmm7
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
;   0x1710: 7f8000007f800000 7f8000007f800000
;   0x1720: 8000000080000000 8000000080000000
;   0x1730: 00007fc000007fc0 00007fc000007fc0
;   0x1740: 7f7f80007f7f8000 7f7f80007f7f8000
;   0x1750: 0101010101010101 0000000000000000
;   0x1760: 0080000000800000 0080000000800000
;   0x1770: 0880000008800000 0880000008800000
;   0x1780: 00007fff00007fff 00007fff00007fff
;   0x1790: 0000000100000001 0000000100000001
