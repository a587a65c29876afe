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
  sub rsp, 0x1a0
  mov qword ptr [rsp+0x170], rdi
  mov qword ptr [rsp+0x178], rsi
  mov dword ptr [rsp+0x198], 0x8800000
  mov eax, 0x7f800000
  movd xmm0, eax
  pshufd xmm1, xmm0, 0
  movaps xmmword ptr [rsp+0x10], xmm1
  mov eax, 0x80000000
  movd xmm0, eax
  pshufd xmm2, xmm0, 0
  mov eax, 0x7fc0
  movd xmm0, eax
  pshufd xmm3, xmm0, 0
  movaps xmmword ptr [rsp+0x20], xmm3
  mov eax, 0x7f7f8000
  movd xmm0, eax
  pshufd xmm4, xmm0, 0
  mov eax, 1
  mov byte ptr [rsp], al
  mov eax, 1
  mov byte ptr [rsp+1], al
  mov eax, 1
  mov byte ptr [rsp+2], al
  mov eax, 1
  mov byte ptr [rsp+3], al
  mov eax, 1
  mov byte ptr [rsp+4], al
  mov eax, 1
  mov byte ptr [rsp+5], al
  mov eax, 1
  mov byte ptr [rsp+6], al
  mov eax, 1
  mov byte ptr [rsp+7], al
  movq xmm5, qword ptr [rsp]
  mov eax, 0x800000
  movd xmm0, eax
  pshufd xmm6, xmm0, 0
  movd xmm0, dword ptr [rsp+0x198]
  pshufd xmm7, xmm0, 0
  mov eax, 0x8800000
  movd xmm0, eax
  pshufd xmm8, xmm0, 0
  mov eax, 0x7fff
  movd xmm0, eax
  pshufd xmm9, xmm0, 0
  mov eax, 1
  movd xmm0, eax
  pshufd xmm10, xmm0, 0
  xor eax, eax
  movd xmm0, eax
  pshufd xmm11, xmm0, 0
  xor eax, eax
  mov qword ptr [rsp+0x190], rax
  mov qword ptr [rsp+0x180], rdx
  mov qword ptr [rsp+0x188], rcx
  movaps xmmword ptr [rsp+0x30], xmm5
  movaps xmmword ptr [rsp+0x40], xmm6
  movaps xmmword ptr [rsp+0x50], xmm7
  movaps xmmword ptr [rsp+0x60], xmm8
  movaps xmmword ptr [rsp+0x70], xmm9
  movaps xmmword ptr [rsp+0x80], xmm10
  movaps xmmword ptr [rsp+0x90], xmm11
.Lloop1:
  imul r8d, dword ptr [rsp+0x190], 8
  mov r11, qword ptr [rsp+0x180]
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
  mov r11, qword ptr [rsp+0x188]
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
  pxor xmm7, xmmword ptr [rsp+0x30]
  pextrb edx, xmm7, 0
  movaps xmm0, xmm8
  addps xmm0, xmmword ptr [rsp+0x50]
  movaps xmmword ptr [rsp+0xd0], xmm1
  movaps xmm1, xmm11
  addps xmm1, xmmword ptr [rsp+0x50]
  psubd xmm0, xmmword ptr [rsp+0x60]
  psubd xmm1, xmmword ptr [rsp+0x60]
  movaps xmmword ptr [rsp+0xc0], xmm6
  movaps xmm6, xmm8
  paddd xmm6, xmmword ptr [rsp+0x70]
  movaps xmm5, xmm11
  paddd xmm5, xmmword ptr [rsp+0x70]
  movaps xmmword ptr [rsp+0xb0], xmm12
  movaps xmm12, xmm8
  psrld xmm12, 0x10
  movaps xmmword ptr [rsp+0xa0], xmm3
  movaps xmm3, xmm11
  psrld xmm3, 0x10
  pand xmm12, xmmword ptr [rsp+0x80]
  pand xmm3, xmmword ptr [rsp+0x80]
  paddd xmm6, xmm12
  paddd xmm5, xmm3
  psrld xmm6, 0x10
  psrld xmm5, 0x10
  movaps xmm3, xmmword ptr [rsp+0x90]
  psubd xmm6, xmm3
  psubd xmm5, xmm3
  movaps xmm12, xmm8
  movaps xmm3, xmmword ptr [rsp+0x40]
  pmaxud xmm12, xmm3
  movaps xmm3, xmm11
  pmaxud xmm3, xmmword ptr [rsp+0x40]
  pcmpeqd xmm12, xmm8
  pcmpeqd xmm3, xmm11
  movaps xmmword ptr [rsp+0xe0], xmm9
  movaps xmm9, xmm0
  movaps xmm0, xmm12
  blendvps xmm9, xmm6
  movaps xmm0, xmm3
  blendvps xmm1, xmm5
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
  pextrd r13d, xmm1, 0
  mov r14d, 0x7f80
  test dl, dl
  cmovne r13d, r14d
  pextrb edx, xmm7, 5
  pextrd r14d, xmm1, 1
  mov r15d, 0x7f80
  test dl, dl
  cmovne r14d, r15d
  pextrb edx, xmm7, 6
  pextrd r15d, xmm1, 2
  mov ecx, 0x7f80
  test dl, dl
  cmovne r15d, ecx
  pextrb ecx, xmm7, 7
  pextrd edx, xmm1, 3
  mov eax, 0x7f80
  test cl, cl
  cmovne edx, eax
  movd xmm1, esi
  pinsrd xmm1, edi, 1
  pinsrd xmm1, ebx, 2
  pinsrd xmm1, r12d, 3
  movd xmm3, r13d
  pinsrd xmm3, r14d, 1
  pinsrd xmm3, r15d, 2
  pinsrd xmm3, edx, 3
  movaps xmm5, xmmword ptr [rsp+0x10]
  movaps xmm0, xmm5
  pmaxud xmm0, xmm8
  movaps xmm6, xmm5
  pmaxud xmm6, xmm11
  pcmpeqd xmm0, xmm5
  pcmpeqd xmm6, xmm5
  movaps xmm7, xmmword ptr [rsp+0x20]
  movaps xmm8, xmm7
  blendvps xmm8, xmm1
  movaps xmm1, xmm7
  movaps xmm0, xmm6
  blendvps xmm1, xmm3
  psrld xmm10, 0x10
  movaps xmm9, xmmword ptr [rsp+0xe0]
  psrld xmm9, 0x10
  por xmm8, xmm10
  por xmm1, xmm9
  pextrd eax, xmm8, 0
  mov eax, eax
  movzx eax, ax
  pextrd ecx, xmm8, 1
  mov ecx, ecx
  movzx ecx, cx
  pextrd edx, xmm8, 2
  mov edx, edx
  movzx edx, dx
  pextrd esi, xmm8, 3
  mov esi, esi
  movzx esi, si
  pextrd edi, xmm1, 0
  mov edi, edi
  movzx edi, di
  pextrd ebx, xmm1, 1
  mov ebx, ebx
  movzx ebx, bx
  pextrd r12d, xmm1, 2
  mov r12d, r12d
  movzx r12d, r12w
  pextrd r13d, xmm1, 3
  mov r13d, r13d
  movzx r13d, r13w
  movd xmm0, eax
  pinsrd xmm0, ecx, 1
  pinsrd xmm0, edx, 2
  pinsrd xmm0, esi, 3
  movd xmm1, edi
  pinsrd xmm1, ebx, 1
  pinsrd xmm1, r12d, 2
  pinsrd xmm1, r13d, 3
  movaps xmm3, xmm0
  pslld xmm3, 0x10
  pslld xmm1, 0x10
  movaps xmm0, xmm3
  movaps xmm6, xmmword ptr [rsp+0xa0]
  mulps xmm0, xmm6
  movaps xmm8, xmm1
  movaps xmm12, xmmword ptr [rsp+0xb0]
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
  movaps xmm12, xmm8
  pmaxud xmm12, xmm4
  pcmpeqd xmm0, xmm11
  pcmpeqd xmm12, xmm8
  packssdw xmm0, xmm12
  movaps xmm12, xmm0
  packsswb xmm12, xmm0
  pxor xmm0, xmm0
  pcmpeqb xmm12, xmm0
  pabsb xmm0, xmm12
  movaps xmm12, xmm0
  movaps xmm6, xmmword ptr [rsp+0x30]
  pxor xmm12, xmm6
  pextrb eax, xmm12, 0
  movaps xmm0, xmm11
  movaps xmm6, xmmword ptr [rsp+0x50]
  addps xmm0, xmm6
  movaps xmm7, xmm8
  addps xmm7, xmm6
  movaps xmm6, xmmword ptr [rsp+0x60]
  psubd xmm0, xmm6
  psubd xmm7, xmm6
  movaps xmm6, xmm11
  movaps xmm5, xmmword ptr [rsp+0x70]
  paddd xmm6, xmm5
  movaps xmm5, xmm8
  paddd xmm5, xmmword ptr [rsp+0x70]
  movaps xmmword ptr [rsp+0x100], xmm1
  movaps xmm1, xmm11
  psrld xmm1, 0x10
  movaps xmmword ptr [rsp+0xf0], xmm3
  movaps xmm3, xmm8
  psrld xmm3, 0x10
  pand xmm1, xmmword ptr [rsp+0x80]
  pand xmm3, xmmword ptr [rsp+0x80]
  paddd xmm6, xmm1
  paddd xmm5, xmm3
  psrld xmm6, 0x10
  psrld xmm5, 0x10
  movaps xmm3, xmmword ptr [rsp+0x90]
  psubd xmm6, xmm3
  psubd xmm5, xmm3
  movaps xmm1, xmm11
  movaps xmm3, xmmword ptr [rsp+0x40]
  pmaxud xmm1, xmm3
  movaps xmm3, xmm8
  pmaxud xmm3, xmmword ptr [rsp+0x40]
  pcmpeqd xmm1, xmm11
  pcmpeqd xmm3, xmm8
  movaps xmmword ptr [rsp+0x110], xmm10
  movaps xmm10, xmm0
  movaps xmm0, xmm1
  blendvps xmm10, xmm6
  movaps xmm0, xmm3
  blendvps xmm7, xmm5
  pextrd ecx, xmm10, 0
  mov edx, 0x7f80
  test al, al
  cmovne ecx, edx
  pextrb eax, xmm12, 1
  pextrd edx, xmm10, 1
  mov esi, 0x7f80
  test al, al
  cmovne edx, esi
  pextrb eax, xmm12, 2
  pextrd esi, xmm10, 2
  mov edi, 0x7f80
  test al, al
  cmovne esi, edi
  pextrb eax, xmm12, 3
  pextrd edi, xmm10, 3
  mov ebx, 0x7f80
  test al, al
  cmovne edi, ebx
  pextrb eax, xmm12, 4
  pextrd ebx, xmm7, 0
  mov r12d, 0x7f80
  test al, al
  cmovne ebx, r12d
  pextrb eax, xmm12, 5
  pextrd r12d, xmm7, 1
  mov r13d, 0x7f80
  test al, al
  cmovne r12d, r13d
  pextrb eax, xmm12, 6
  pextrd r13d, xmm7, 2
  mov r14d, 0x7f80
  test al, al
  cmovne r13d, r14d
  pextrb eax, xmm12, 7
  pextrd r14d, xmm7, 3
  mov r15d, 0x7f80
  test al, al
  cmovne r14d, r15d
  movd xmm1, ecx
  pinsrd xmm1, edx, 1
  pinsrd xmm1, esi, 2
  pinsrd xmm1, edi, 3
  movd xmm3, ebx
  pinsrd xmm3, r12d, 1
  pinsrd xmm3, r13d, 2
  pinsrd xmm3, r14d, 3
  movaps xmm5, xmmword ptr [rsp+0x10]
  movaps xmm0, xmm5
  pmaxud xmm0, xmm11
  movaps xmm6, xmm5
  pmaxud xmm6, xmm8
  pcmpeqd xmm0, xmm5
  pcmpeqd xmm6, xmm5
  movaps xmm7, xmmword ptr [rsp+0x20]
  movaps xmm8, xmm7
  blendvps xmm8, xmm1
  movaps xmm1, xmm7
  movaps xmm0, xmm6
  blendvps xmm1, xmm3
  psrld xmm9, 0x10
  movaps xmm10, xmmword ptr [rsp+0x110]
  psrld xmm10, 0x10
  por xmm8, xmm9
  por xmm1, xmm10
  pextrd eax, xmm8, 0
  mov eax, eax
  movzx eax, ax
  pextrd ecx, xmm8, 1
  mov ecx, ecx
  movzx ecx, cx
  pextrd edx, xmm8, 2
  mov edx, edx
  movzx edx, dx
  pextrd esi, xmm8, 3
  mov esi, esi
  movzx esi, si
  pextrd edi, xmm1, 0
  mov edi, edi
  movzx edi, di
  pextrd ebx, xmm1, 1
  mov ebx, ebx
  movzx ebx, bx
  pextrd r12d, xmm1, 2
  mov r12d, r12d
  movzx r12d, r12w
  pextrd r13d, xmm1, 3
  mov r13d, r13d
  movzx r13d, r13w
  movd xmm0, eax
  pinsrd xmm0, ecx, 1
  pinsrd xmm0, edx, 2
  pinsrd xmm0, esi, 3
  movd xmm1, edi
  pinsrd xmm1, ebx, 1
  pinsrd xmm1, r12d, 2
  pinsrd xmm1, r13d, 3
  pslld xmm0, 0x10
  pslld xmm1, 0x10
  movaps xmm6, xmmword ptr [rsp+0xc0]
  divps xmm0, xmm6
  movaps xmm3, xmmword ptr [rsp+0xd0]
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
  movaps xmm12, xmmword ptr [rsp+0x30]
  pxor xmm11, xmm12
  pextrb eax, xmm11, 0
  movaps xmm0, xmm10
  movaps xmm12, xmmword ptr [rsp+0x50]
  addps xmm0, xmm12
  movaps xmm3, xmm1
  addps xmm3, xmm12
  movaps xmm12, xmmword ptr [rsp+0x60]
  psubd xmm0, xmm12
  psubd xmm3, xmm12
  movaps xmm12, xmm10
  movaps xmm6, xmmword ptr [rsp+0x70]
  paddd xmm12, xmm6
  movaps xmm7, xmm1
  paddd xmm7, xmm6
  movaps xmm6, xmm10
  psrld xmm6, 0x10
  movaps xmm5, xmm1
  psrld xmm5, 0x10
  pand xmm6, xmmword ptr [rsp+0x80]
  pand xmm5, xmmword ptr [rsp+0x80]
  paddd xmm12, xmm6
  paddd xmm7, xmm5
  psrld xmm12, 0x10
  psrld xmm7, 0x10
  movaps xmm5, xmmword ptr [rsp+0x90]
  psubd xmm12, xmm5
  psubd xmm7, xmm5
  movaps xmm6, xmm10
  movaps xmm5, xmmword ptr [rsp+0x40]
  pmaxud xmm6, xmm5
  movaps xmm5, xmm1
  pmaxud xmm5, xmmword ptr [rsp+0x40]
  pcmpeqd xmm6, xmm10
  pcmpeqd xmm5, xmm1
  movaps xmmword ptr [rsp+0x120], xmm9
  movaps xmm9, xmm0
  movaps xmm0, xmm6
  blendvps xmm9, xmm12
  movaps xmm0, xmm5
  blendvps xmm3, xmm7
  pextrd ecx, xmm9, 0
  mov edx, 0x7f80
  test al, al
  cmovne ecx, edx
  pextrb eax, xmm11, 1
  pextrd edx, xmm9, 1
  mov esi, 0x7f80
  test al, al
  cmovne edx, esi
  pextrb eax, xmm11, 2
  pextrd esi, xmm9, 2
  mov edi, 0x7f80
  test al, al
  cmovne esi, edi
  pextrb eax, xmm11, 3
  pextrd edi, xmm9, 3
  mov ebx, 0x7f80
  test al, al
  cmovne edi, ebx
  pextrb eax, xmm11, 4
  pextrd ebx, xmm3, 0
  mov r12d, 0x7f80
  test al, al
  cmovne ebx, r12d
  pextrb eax, xmm11, 5
  pextrd r12d, xmm3, 1
  mov r13d, 0x7f80
  test al, al
  cmovne r12d, r13d
  pextrb eax, xmm11, 6
  pextrd r13d, xmm3, 2
  mov r14d, 0x7f80
  test al, al
  cmovne r13d, r14d
  pextrb eax, xmm11, 7
  pextrd r14d, xmm3, 3
  mov r15d, 0x7f80
  test al, al
  cmovne r14d, r15d
  movd xmm3, ecx
  pinsrd xmm3, edx, 1
  pinsrd xmm3, esi, 2
  pinsrd xmm3, edi, 3
  movd xmm5, ebx
  pinsrd xmm5, r12d, 1
  pinsrd xmm5, r13d, 2
  pinsrd xmm5, r14d, 3
  movaps xmm6, xmmword ptr [rsp+0x10]
  movaps xmm0, xmm6
  pmaxud xmm0, xmm10
  movaps xmm7, xmm6
  pmaxud xmm7, xmm1
  pcmpeqd xmm0, xmm6
  pcmpeqd xmm7, xmm6
  movaps xmm1, xmmword ptr [rsp+0x20]
  movaps xmm9, xmm1
  blendvps xmm9, xmm3
  movaps xmm3, xmm1
  movaps xmm0, xmm7
  blendvps xmm3, xmm5
  psrld xmm8, 0x10
  movaps xmm0, xmmword ptr [rsp+0x120]
  psrld xmm0, 0x10
  por xmm9, xmm8
  por xmm3, xmm0
  pextrd eax, xmm9, 0
  mov eax, eax
  movzx eax, ax
  pextrd ecx, xmm9, 1
  mov ecx, ecx
  movzx ecx, cx
  pextrd edx, xmm9, 2
  mov edx, edx
  movzx edx, dx
  pextrd esi, xmm9, 3
  mov esi, esi
  movzx esi, si
  pextrd edi, xmm3, 0
  mov edi, edi
  movzx edi, di
  pextrd ebx, xmm3, 1
  mov ebx, ebx
  movzx ebx, bx
  pextrd r12d, xmm3, 2
  mov r12d, r12d
  movzx r12d, r12w
  pextrd r13d, xmm3, 3
  mov r13d, r13d
  movzx r13d, r13w
  movd xmm0, eax
  pinsrd xmm0, ecx, 1
  pinsrd xmm0, edx, 2
  pinsrd xmm0, esi, 3
  movd xmm3, edi
  pinsrd xmm3, ebx, 1
  pinsrd xmm3, r12d, 2
  pinsrd xmm3, r13d, 3
  pslld xmm0, 0x10
  pslld xmm3, 0x10
  movaps xmm5, xmmword ptr [rsp+0xc0]
  mulps xmm0, xmm5
  movaps xmm7, xmmword ptr [rsp+0xd0]
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
  movaps xmm12, xmmword ptr [rsp+0x30]
  pxor xmm11, xmm12
  pextrb eax, xmm11, 0
  movaps xmm0, xmm10
  movaps xmm7, xmmword ptr [rsp+0x50]
  addps xmm0, xmm7
  movaps xmm5, xmm3
  addps xmm5, xmm7
  movaps xmm7, xmmword ptr [rsp+0x60]
  psubd xmm0, xmm7
  psubd xmm5, xmm7
  movaps xmm7, xmm10
  movaps xmm12, xmmword ptr [rsp+0x70]
  paddd xmm7, xmm12
  movaps xmm1, xmm3
  paddd xmm1, xmm12
  movaps xmm12, xmm10
  psrld xmm12, 0x10
  movaps xmm6, xmm3
  psrld xmm6, 0x10
  pand xmm12, xmmword ptr [rsp+0x80]
  pand xmm6, xmmword ptr [rsp+0x80]
  paddd xmm7, xmm12
  paddd xmm1, xmm6
  psrld xmm7, 0x10
  psrld xmm1, 0x10
  movaps xmm6, xmmword ptr [rsp+0x90]
  psubd xmm7, xmm6
  psubd xmm1, xmm6
  movaps xmm12, xmm10
  movaps xmm6, xmmword ptr [rsp+0x40]
  pmaxud xmm12, xmm6
  movaps xmm6, xmm3
  pmaxud xmm6, xmmword ptr [rsp+0x40]
  pcmpeqd xmm12, xmm10
  pcmpeqd xmm6, xmm3
  movaps xmmword ptr [rsp+0x130], xmm9
  movaps xmm9, xmm0
  movaps xmm0, xmm12
  blendvps xmm9, xmm7
  movaps xmm0, xmm6
  blendvps xmm5, xmm1
  pextrd ecx, xmm9, 0
  mov edx, 0x7f80
  test al, al
  cmovne ecx, edx
  pextrb eax, xmm11, 1
  pextrd edx, xmm9, 1
  mov esi, 0x7f80
  test al, al
  cmovne edx, esi
  pextrb eax, xmm11, 2
  pextrd esi, xmm9, 2
  mov edi, 0x7f80
  test al, al
  cmovne esi, edi
  pextrb eax, xmm11, 3
  pextrd edi, xmm9, 3
  mov ebx, 0x7f80
  test al, al
  cmovne edi, ebx
  pextrb eax, xmm11, 4
  pextrd ebx, xmm5, 0
  mov r12d, 0x7f80
  test al, al
  cmovne ebx, r12d
  pextrb eax, xmm11, 5
  pextrd r12d, xmm5, 1
  mov r13d, 0x7f80
  test al, al
  cmovne r12d, r13d
  pextrb eax, xmm11, 6
  pextrd r13d, xmm5, 2
  mov r14d, 0x7f80
  test al, al
  cmovne r13d, r14d
  pextrb eax, xmm11, 7
  pextrd r14d, xmm5, 3
  mov r15d, 0x7f80
  test al, al
  cmovne r14d, r15d
  movd xmm1, ecx
  pinsrd xmm1, edx, 1
  pinsrd xmm1, esi, 2
  pinsrd xmm1, edi, 3
  movd xmm5, ebx
  pinsrd xmm5, r12d, 1
  pinsrd xmm5, r13d, 2
  pinsrd xmm5, r14d, 3
  movaps xmm6, xmmword ptr [rsp+0x10]
  movaps xmm0, xmm6
  pmaxud xmm0, xmm10
  movaps xmm7, xmm6
  pmaxud xmm7, xmm3
  pcmpeqd xmm0, xmm6
  pcmpeqd xmm7, xmm6
  movaps xmm3, xmmword ptr [rsp+0x20]
  movaps xmm9, xmm3
  blendvps xmm9, xmm1
  movaps xmm1, xmm3
  movaps xmm0, xmm7
  blendvps xmm1, xmm5
  psrld xmm8, 0x10
  movaps xmm0, xmmword ptr [rsp+0x130]
  psrld xmm0, 0x10
  por xmm9, xmm8
  por xmm1, xmm0
  pextrd eax, xmm9, 0
  mov eax, eax
  movzx eax, ax
  pextrd ecx, xmm9, 1
  mov ecx, ecx
  movzx ecx, cx
  pextrd edx, xmm9, 2
  mov edx, edx
  movzx edx, dx
  pextrd esi, xmm9, 3
  mov esi, esi
  movzx esi, si
  pextrd edi, xmm1, 0
  mov edi, edi
  movzx edi, di
  pextrd ebx, xmm1, 1
  mov ebx, ebx
  movzx ebx, bx
  pextrd r12d, xmm1, 2
  mov r12d, r12d
  movzx r12d, r12w
  pextrd r13d, xmm1, 3
  mov r13d, r13d
  movzx r13d, r13w
  movd xmm0, eax
  pinsrd xmm0, ecx, 1
  pinsrd xmm0, edx, 2
  pinsrd xmm0, esi, 3
  movd xmm1, edi
  pinsrd xmm1, ebx, 1
  pinsrd xmm1, r12d, 2
  pinsrd xmm1, r13d, 3
  pslld xmm0, 0x10
  pslld xmm1, 0x10
  movaps xmm5, xmmword ptr [rsp+0xa0]
  addps xmm0, xmm5
  movaps xmm12, xmmword ptr [rsp+0xb0]
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
  movaps xmm11, xmmword ptr [rsp+0x30]
  pxor xmm10, xmm11
  pextrb eax, xmm10, 0
  movaps xmm0, xmm9
  movaps xmm12, xmmword ptr [rsp+0x50]
  addps xmm0, xmm12
  movaps xmm5, xmm1
  addps xmm5, xmm12
  movaps xmm12, xmmword ptr [rsp+0x60]
  psubd xmm0, xmm12
  psubd xmm5, xmm12
  movaps xmm12, xmm9
  movaps xmm11, xmmword ptr [rsp+0x70]
  paddd xmm12, xmm11
  movaps xmm3, xmm1
  paddd xmm3, xmm11
  movaps xmm11, xmm9
  psrld xmm11, 0x10
  movaps xmm6, xmm1
  psrld xmm6, 0x10
  pand xmm11, xmmword ptr [rsp+0x80]
  pand xmm6, xmmword ptr [rsp+0x80]
  paddd xmm12, xmm11
  paddd xmm3, xmm6
  psrld xmm12, 0x10
  psrld xmm3, 0x10
  movaps xmm6, xmmword ptr [rsp+0x90]
  psubd xmm12, xmm6
  psubd xmm3, xmm6
  movaps xmm11, xmm9
  movaps xmm6, xmmword ptr [rsp+0x40]
  pmaxud xmm11, xmm6
  movaps xmm6, xmm1
  pmaxud xmm6, xmmword ptr [rsp+0x40]
  pcmpeqd xmm11, xmm9
  pcmpeqd xmm6, xmm1
  movaps xmmword ptr [rsp+0x140], xmm8
  movaps xmm8, xmm0
  movaps xmm0, xmm11
  blendvps xmm8, xmm12
  movaps xmm0, xmm6
  blendvps xmm5, xmm3
  pextrd ecx, xmm8, 0
  mov edx, 0x7f80
  test al, al
  cmovne ecx, edx
  pextrb eax, xmm10, 1
  pextrd edx, xmm8, 1
  mov esi, 0x7f80
  test al, al
  cmovne edx, esi
  pextrb eax, xmm10, 2
  pextrd esi, xmm8, 2
  mov edi, 0x7f80
  test al, al
  cmovne esi, edi
  pextrb eax, xmm10, 3
  pextrd edi, xmm8, 3
  mov ebx, 0x7f80
  test al, al
  cmovne edi, ebx
  pextrb eax, xmm10, 4
  pextrd ebx, xmm5, 0
  mov r12d, 0x7f80
  test al, al
  cmovne ebx, r12d
  pextrb eax, xmm10, 5
  pextrd r12d, xmm5, 1
  mov r13d, 0x7f80
  test al, al
  cmovne r12d, r13d
  pextrb eax, xmm10, 6
  pextrd r13d, xmm5, 2
  mov r14d, 0x7f80
  test al, al
  cmovne r13d, r14d
  pextrb eax, xmm10, 7
  pextrd r14d, xmm5, 3
  mov r15d, 0x7f80
  test al, al
  cmovne r14d, r15d
  movd xmm3, ecx
  pinsrd xmm3, edx, 1
  pinsrd xmm3, esi, 2
  pinsrd xmm3, edi, 3
  movd xmm5, ebx
  pinsrd xmm5, r12d, 1
  pinsrd xmm5, r13d, 2
  pinsrd xmm5, r14d, 3
  movaps xmm6, xmmword ptr [rsp+0x10]
  movaps xmm0, xmm6
  pmaxud xmm0, xmm9
  movaps xmm8, xmm6
  pmaxud xmm8, xmm1
  pcmpeqd xmm0, xmm6
  pcmpeqd xmm8, xmm6
  movaps xmm1, xmmword ptr [rsp+0x20]
  movaps xmm9, xmm1
  blendvps xmm9, xmm3
  movaps xmm3, xmm1
  movaps xmm0, xmm8
  blendvps xmm3, xmm5
  psrld xmm7, 0x10
  movaps xmm8, xmmword ptr [rsp+0x140]
  psrld xmm8, 0x10
  por xmm9, xmm7
  por xmm3, xmm8
  pextrd eax, xmm9, 0
  mov eax, eax
  movzx eax, ax
  pextrd ecx, xmm9, 1
  mov ecx, ecx
  movzx ecx, cx
  pextrd edx, xmm9, 2
  mov edx, edx
  movzx edx, dx
  pextrd esi, xmm9, 3
  mov esi, esi
  movzx esi, si
  pextrd edi, xmm3, 0
  mov edi, edi
  movzx edi, di
  pextrd ebx, xmm3, 1
  mov ebx, ebx
  movzx ebx, bx
  pextrd r12d, xmm3, 2
  mov r12d, r12d
  movzx r12d, r12w
  pextrd r13d, xmm3, 3
  mov r13d, r13d
  movzx r13d, r13w
  movd xmm0, eax
  pinsrd xmm0, ecx, 1
  pinsrd xmm0, edx, 2
  pinsrd xmm0, esi, 3
  movd xmm3, edi
  pinsrd xmm3, ebx, 1
  pinsrd xmm3, r12d, 2
  pinsrd xmm3, r13d, 3
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
  movaps xmm11, xmmword ptr [rsp+0x30]
  pxor xmm9, xmm11
  pextrb eax, xmm9, 0
  movaps xmm0, xmm8
  movaps xmm12, xmmword ptr [rsp+0x50]
  addps xmm0, xmm12
  movaps xmm10, xmm3
  addps xmm10, xmm12
  movaps xmm12, xmmword ptr [rsp+0x60]
  psubd xmm0, xmm12
  psubd xmm10, xmm12
  movaps xmm12, xmm8
  movaps xmm11, xmmword ptr [rsp+0x70]
  paddd xmm12, xmm11
  movaps xmm1, xmm3
  paddd xmm1, xmm11
  movaps xmm11, xmm8
  psrld xmm11, 0x10
  movaps xmm6, xmm3
  psrld xmm6, 0x10
  pand xmm11, xmmword ptr [rsp+0x80]
  pand xmm6, xmmword ptr [rsp+0x80]
  paddd xmm12, xmm11
  paddd xmm1, xmm6
  psrld xmm12, 0x10
  psrld xmm1, 0x10
  movaps xmm6, xmmword ptr [rsp+0x90]
  psubd xmm12, xmm6
  psubd xmm1, xmm6
  movaps xmm11, xmm8
  movaps xmm6, xmmword ptr [rsp+0x40]
  pmaxud xmm11, xmm6
  movaps xmm6, xmm3
  pmaxud xmm6, xmmword ptr [rsp+0x40]
  pcmpeqd xmm11, xmm8
  pcmpeqd xmm6, xmm3
  movaps xmmword ptr [rsp+0x150], xmm7
  movaps xmm7, xmm0
  movaps xmm0, xmm11
  blendvps xmm7, xmm12
  movaps xmm0, xmm6
  blendvps xmm10, xmm1
  pextrd ecx, xmm7, 0
  mov edx, 0x7f80
  test al, al
  cmovne ecx, edx
  pextrb eax, xmm9, 1
  pextrd edx, xmm7, 1
  mov esi, 0x7f80
  test al, al
  cmovne edx, esi
  pextrb eax, xmm9, 2
  pextrd esi, xmm7, 2
  mov edi, 0x7f80
  test al, al
  cmovne esi, edi
  pextrb eax, xmm9, 3
  pextrd edi, xmm7, 3
  mov ebx, 0x7f80
  test al, al
  cmovne edi, ebx
  pextrb eax, xmm9, 4
  pextrd ebx, xmm10, 0
  mov r12d, 0x7f80
  test al, al
  cmovne ebx, r12d
  pextrb eax, xmm9, 5
  pextrd r12d, xmm10, 1
  mov r13d, 0x7f80
  test al, al
  cmovne r12d, r13d
  pextrb eax, xmm9, 6
  pextrd r13d, xmm10, 2
  mov r14d, 0x7f80
  test al, al
  cmovne r13d, r14d
  pextrb eax, xmm9, 7
  pextrd r14d, xmm10, 3
  mov r15d, 0x7f80
  test al, al
  cmovne r14d, r15d
  movd xmm1, ecx
  pinsrd xmm1, edx, 1
  pinsrd xmm1, esi, 2
  pinsrd xmm1, edi, 3
  movd xmm6, ebx
  pinsrd xmm6, r12d, 1
  pinsrd xmm6, r13d, 2
  pinsrd xmm6, r14d, 3
  movaps xmm7, xmmword ptr [rsp+0x10]
  movaps xmm0, xmm7
  pmaxud xmm0, xmm8
  movaps xmm8, xmm7
  pmaxud xmm8, xmm3
  pcmpeqd xmm0, xmm7
  pcmpeqd xmm8, xmm7
  movaps xmm3, xmmword ptr [rsp+0x20]
  movaps xmm9, xmm3
  blendvps xmm9, xmm1
  movaps xmm1, xmm3
  movaps xmm0, xmm8
  blendvps xmm1, xmm6
  psrld xmm5, 0x10
  movaps xmm0, xmmword ptr [rsp+0x150]
  psrld xmm0, 0x10
  por xmm9, xmm5
  por xmm1, xmm0
  pextrd eax, xmm9, 0
  mov eax, eax
  movzx eax, ax
  pextrd ecx, xmm9, 1
  mov ecx, ecx
  movzx ecx, cx
  pextrd edx, xmm9, 2
  mov edx, edx
  movzx edx, dx
  pextrd esi, xmm9, 3
  mov esi, esi
  movzx esi, si
  pextrd edi, xmm1, 0
  mov edi, edi
  movzx edi, di
  pextrd ebx, xmm1, 1
  mov ebx, ebx
  movzx ebx, bx
  pextrd r12d, xmm1, 2
  mov r12d, r12d
  movzx r12d, r12w
  pextrd r13d, xmm1, 3
  mov r13d, r13d
  movzx r13d, r13w
  movd xmm0, eax
  pinsrd xmm0, ecx, 1
  pinsrd xmm0, edx, 2
  pinsrd xmm0, esi, 3
  movd xmm1, edi
  pinsrd xmm1, ebx, 1
  pinsrd xmm1, r12d, 2
  pinsrd xmm1, r13d, 3
  pslld xmm0, 0x10
  pslld xmm1, 0x10
  minps xmm0, xmmword ptr [rsp+0xf0]
  minps xmm1, xmmword ptr [rsp+0x100]
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
  movaps xmm11, xmmword ptr [rsp+0x30]
  pxor xmm9, xmm11
  pextrb eax, xmm9, 0
  movaps xmm0, xmm8
  movaps xmm12, xmmword ptr [rsp+0x50]
  addps xmm0, xmm12
  movaps xmm10, xmm1
  addps xmm10, xmm12
  movaps xmm11, xmmword ptr [rsp+0x60]
  psubd xmm0, xmm11
  psubd xmm10, xmm11
  movaps xmm12, xmm8
  movaps xmm11, xmmword ptr [rsp+0x70]
  paddd xmm12, xmm11
  movaps xmm3, xmm1
  paddd xmm3, xmm11
  movaps xmm11, xmm8
  psrld xmm11, 0x10
  movaps xmm7, xmm1
  psrld xmm7, 0x10
  pand xmm11, xmmword ptr [rsp+0x80]
  pand xmm7, xmmword ptr [rsp+0x80]
  paddd xmm12, xmm11
  paddd xmm3, xmm7
  psrld xmm12, 0x10
  psrld xmm3, 0x10
  movaps xmm7, xmmword ptr [rsp+0x90]
  psubd xmm12, xmm7
  psubd xmm3, xmm7
  movaps xmm11, xmm8
  movaps xmm7, xmmword ptr [rsp+0x40]
  pmaxud xmm11, xmm7
  movaps xmm7, xmm1
  pmaxud xmm7, xmmword ptr [rsp+0x40]
  pcmpeqd xmm11, xmm8
  pcmpeqd xmm7, xmm1
  movaps xmmword ptr [rsp+0x160], xmm6
  movaps xmm6, xmm0
  movaps xmm0, xmm11
  blendvps xmm6, xmm12
  movaps xmm0, xmm7
  blendvps xmm10, xmm3
  pextrd ecx, xmm6, 0
  mov edx, 0x7f80
  test al, al
  cmovne ecx, edx
  pextrb eax, xmm9, 1
  pextrd edx, xmm6, 1
  mov esi, 0x7f80
  test al, al
  cmovne edx, esi
  pextrb eax, xmm9, 2
  pextrd esi, xmm6, 2
  mov edi, 0x7f80
  test al, al
  cmovne esi, edi
  pextrb eax, xmm9, 3
  pextrd edi, xmm6, 3
  mov ebx, 0x7f80
  test al, al
  cmovne edi, ebx
  pextrb eax, xmm9, 4
  pextrd ebx, xmm10, 0
  mov r12d, 0x7f80
  test al, al
  cmovne ebx, r12d
  pextrb eax, xmm9, 5
  pextrd r12d, xmm10, 1
  mov r13d, 0x7f80
  test al, al
  cmovne r12d, r13d
  pextrb eax, xmm9, 6
  pextrd r13d, xmm10, 2
  mov r14d, 0x7f80
  test al, al
  cmovne r13d, r14d
  pextrb eax, xmm9, 7
  pextrd r14d, xmm10, 3
  mov r15d, 0x7f80
  test al, al
  cmovne r14d, r15d
  movd xmm3, ecx
  pinsrd xmm3, edx, 1
  pinsrd xmm3, esi, 2
  pinsrd xmm3, edi, 3
  movd xmm6, ebx
  pinsrd xmm6, r12d, 1
  pinsrd xmm6, r13d, 2
  pinsrd xmm6, r14d, 3
  movaps xmm7, xmmword ptr [rsp+0x10]
  movaps xmm0, xmm7
  pmaxud xmm0, xmm8
  movaps xmm8, xmm7
  pmaxud xmm8, xmm1
  pcmpeqd xmm0, xmm7
  pcmpeqd xmm8, xmm7
  movaps xmm1, xmmword ptr [rsp+0x20]
  movaps xmm9, xmm1
  blendvps xmm9, xmm3
  movaps xmm3, xmm1
  movaps xmm0, xmm8
  blendvps xmm3, xmm6
  psrld xmm5, 0x10
  movaps xmm6, xmmword ptr [rsp+0x160]
  psrld xmm6, 0x10
  por xmm9, xmm5
  por xmm3, xmm6
  pextrd eax, xmm9, 0
  mov eax, eax
  pextrd ecx, xmm9, 1
  mov ecx, ecx
  pextrd edx, xmm9, 2
  mov edx, edx
  pextrd esi, xmm9, 3
  mov esi, esi
  pextrd edi, xmm3, 0
  mov edi, edi
  pextrd ebx, xmm3, 1
  mov ebx, ebx
  pextrd r12d, xmm3, 2
  mov r12d, r12d
  pextrd r13d, xmm3, 3
  mov r13d, r13d
  movd xmm0, eax
  pinsrw xmm0, ecx, 1
  pinsrw xmm0, edx, 2
  pinsrw xmm0, esi, 3
  pinsrw xmm0, edi, 4
  pinsrw xmm0, ebx, 5
  pinsrw xmm0, r12d, 6
  pinsrw xmm0, r13d, 7
  mov rdi, qword ptr [rsp+0x170]
  movdqu xmmword ptr [rdi+r8*2], xmm0
  movaps xmm5, xmmword ptr [rsp+0xc0]
  cmpps xmm5, xmmword ptr [rsp+0xa0], 1
  movaps xmm0, xmmword ptr [rsp+0xd0]
  cmpps xmm0, xmmword ptr [rsp+0xb0], 1
  packssdw xmm5, xmm0
  movaps xmm0, xmm5
  packsswb xmm0, xmm5
  pabsb xmm0, xmm0
  mov rsi, qword ptr [rsp+0x178]
  movq qword ptr [rsi+r8], xmm0
  mov rax, qword ptr [rsp+0x190]
  add eax, 1
  mov qword ptr [rsp+0x190], rax
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
