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
  sub rsp, 0x180
  mov r11, rdi
  mov qword ptr [rsp+0x110], r11
  mov r11, rsi
  mov qword ptr [rsp+0x118], r11
  mov r11, rdx
  mov qword ptr [rsp+0x120], r11
  mov r11, rcx
  mov qword ptr [rsp+0x128], r11
  mov dword ptr [rsp+0x170], 0x8800000
  mov eax, 0x7f800000
  movd xmm0, eax
  pshufd xmm15, xmm0, 0
  movaps xmmword ptr [rsp+0x10], xmm15
  mov eax, 0x80000000
  movd xmm0, eax
  pshufd xmm15, xmm0, 0
  movaps xmmword ptr [rsp+0x20], xmm15
  mov eax, 0x7fc0
  movd xmm0, eax
  pshufd xmm15, xmm0, 0
  movaps xmmword ptr [rsp+0x30], xmm15
  mov eax, 0x7f7f8000
  movd xmm0, eax
  pshufd xmm15, xmm0, 0
  movaps xmmword ptr [rsp+0x40], xmm15
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
  movq xmm15, qword ptr [rsp]
  movaps xmmword ptr [rsp+0x50], xmm15
  mov eax, 0x7f80
  movd xmm0, eax
  pshufd xmm0, xmm0, 0
  pextrd r11d, xmm0, 0
  mov qword ptr [rsp+0x130], r11
  mov r8d, 0x800000
  movd xmm6, r8d
  pshufd xmm15, xmm6, 0
  movaps xmmword ptr [rsp+0x60], xmm15
  movd xmm7, dword ptr [rsp+0x170]
  pshufd xmm15, xmm7, 0
  movaps xmmword ptr [rsp+0x70], xmm15
  mov r8d, 0x8800000
  movd xmm8, r8d
  pshufd xmm15, xmm8, 0
  movaps xmmword ptr [rsp+0x80], xmm15
  mov r8d, 0x7fff
  movd xmm9, r8d
  pshufd xmm15, xmm9, 0
  movaps xmmword ptr [rsp+0x90], xmm15
  mov r8d, 1
  movd xmm10, r8d
  pshufd xmm15, xmm10, 0
  movaps xmmword ptr [rsp+0xa0], xmm15
  xor r8d, r8d
  movd xmm11, r8d
  pshufd xmm15, xmm11, 0
  movaps xmmword ptr [rsp+0xb0], xmm15
  pextrd r11d, xmm0, 1
  mov qword ptr [rsp+0x138], r11
  pextrd r11d, xmm0, 2
  mov qword ptr [rsp+0x140], r11
  pextrd r11d, xmm0, 3
  mov qword ptr [rsp+0x148], r11
  pextrd r11d, xmm0, 0
  mov qword ptr [rsp+0x150], r11
  pextrd r11d, xmm0, 1
  mov qword ptr [rsp+0x158], r11
  pextrd r15d, xmm0, 2
  pextrd r11d, xmm0, 3
  mov qword ptr [rsp+0x160], r11
  xor r11d, r11d
  mov qword ptr [rsp+0x168], r11
.Lloop1:
  mov r11, qword ptr [rsp+0x168]
  imul edi, r11d, 8
  mov r11, qword ptr [rsp+0x120]
  movdqu xmm0, xmmword ptr [r11+rdi*2]
  pextrw esi, xmm0, 0
  movzx esi, si
  pextrw edx, xmm0, 1
  movzx edx, dx
  pextrw ecx, xmm0, 2
  movzx ecx, cx
  pextrw eax, xmm0, 3
  movzx eax, ax
  pextrw r8d, xmm0, 4
  movzx r8d, r8w
  pextrw ebx, xmm0, 5
  movzx ebx, bx
  pextrw r12d, xmm0, 6
  movzx r12d, r12w
  pextrw r13d, xmm0, 7
  movzx r13d, r13w
  movd xmm0, esi
  pinsrd xmm0, edx, 1
  pinsrd xmm0, ecx, 2
  pinsrd xmm0, eax, 3
  movd xmm12, r8d
  pinsrd xmm12, ebx, 1
  pinsrd xmm12, r12d, 2
  pinsrd xmm12, r13d, 3
  movaps xmm15, xmm0
  movaps xmmword ptr [rsp+0xc0], xmm15
  movaps xmm15, xmmword ptr [rsp+0xc0]
  pslld xmm15, 0x10
  movaps xmmword ptr [rsp+0xc0], xmm15
  movaps xmm15, xmm12
  movaps xmmword ptr [rsp+0xd0], xmm15
  movaps xmm15, xmmword ptr [rsp+0xd0]
  pslld xmm15, 0x10
  movaps xmmword ptr [rsp+0xd0], xmm15
  mov r11, qword ptr [rsp+0x128]
  movdqu xmm0, xmmword ptr [r11+rdi*2]
  pextrw eax, xmm0, 0
  movzx eax, ax
  pextrw ecx, xmm0, 1
  movzx ecx, cx
  pextrw edx, xmm0, 2
  movzx edx, dx
  pextrw esi, xmm0, 3
  movzx esi, si
  pextrw r8d, xmm0, 4
  movzx r8d, r8w
  pextrw ebx, xmm0, 5
  movzx ebx, bx
  pextrw r12d, xmm0, 6
  movzx r12d, r12w
  pextrw r13d, xmm0, 7
  movzx r13d, r13w
  movd xmm0, eax
  pinsrd xmm0, ecx, 1
  pinsrd xmm0, edx, 2
  pinsrd xmm0, esi, 3
  movd xmm2, r8d
  pinsrd xmm2, ebx, 1
  pinsrd xmm2, r12d, 2
  pinsrd xmm2, r13d, 3
  movaps xmm15, xmm0
  movaps xmmword ptr [rsp+0xe0], xmm15
  movaps xmm15, xmmword ptr [rsp+0xe0]
  pslld xmm15, 0x10
  movaps xmmword ptr [rsp+0xe0], xmm15
  movaps xmm15, xmm2
  movaps xmmword ptr [rsp+0xf0], xmm15
  movaps xmm15, xmmword ptr [rsp+0xf0]
  pslld xmm15, 0x10
  movaps xmmword ptr [rsp+0xf0], xmm15
  movaps xmm15, xmmword ptr [rsp+0xc0]
  movaps xmm0, xmm15
  movaps xmm15, xmmword ptr [rsp+0xe0]
  addps xmm0, xmm15
  movaps xmm15, xmmword ptr [rsp+0xd0]
  movaps xmm4, xmm15
  movaps xmm15, xmmword ptr [rsp+0xf0]
  addps xmm4, xmm15
  movaps xmm5, xmm0
  movaps xmm15, xmmword ptr [rsp+0x20]
  pand xmm5, xmm15
  movaps xmm6, xmm4
  movaps xmm15, xmmword ptr [rsp+0x20]
  pand xmm6, xmm15
  movaps xmm7, xmm0
  pxor xmm7, xmm5
  pxor xmm4, xmm6
  movaps xmm0, xmm7
  movaps xmm15, xmmword ptr [rsp+0x40]
  pmaxud xmm0, xmm15
  movaps xmm8, xmm4
  movaps xmm15, xmmword ptr [rsp+0x40]
  pmaxud xmm8, xmm15
  pcmpeqd xmm0, xmm7
  pcmpeqd xmm8, xmm4
  packssdw xmm0, xmm8
  movaps xmm8, xmm0
  packsswb xmm8, xmm0
  pxor xmm0, xmm0
  pcmpeqb xmm8, xmm0
  pabsb xmm0, xmm8
  movaps xmm8, xmm0
  movaps xmm15, xmmword ptr [rsp+0x50]
  pxor xmm8, xmm15
  pextrb eax, xmm8, 0
  movaps xmm0, xmm7
  movaps xmm15, xmmword ptr [rsp+0x70]
  addps xmm0, xmm15
  movaps xmm9, xmm4
  movaps xmm15, xmmword ptr [rsp+0x70]
  addps xmm9, xmm15
  movaps xmm15, xmmword ptr [rsp+0x80]
  psubd xmm0, xmm15
  movaps xmm15, xmmword ptr [rsp+0x80]
  psubd xmm9, xmm15
  movaps xmm10, xmm7
  movaps xmm15, xmmword ptr [rsp+0x90]
  paddd xmm10, xmm15
  movaps xmm11, xmm4
  movaps xmm15, xmmword ptr [rsp+0x90]
  paddd xmm11, xmm15
  movaps xmm12, xmm7
  psrld xmm12, 0x10
  movaps xmm2, xmm4
  psrld xmm2, 0x10
  movaps xmm15, xmmword ptr [rsp+0xa0]
  pand xmm12, xmm15
  movaps xmm15, xmmword ptr [rsp+0xa0]
  pand xmm2, xmm15
  paddd xmm10, xmm12
  paddd xmm11, xmm2
  psrld xmm10, 0x10
  psrld xmm11, 0x10
  movaps xmm15, xmmword ptr [rsp+0xb0]
  psubd xmm10, xmm15
  movaps xmm15, xmmword ptr [rsp+0xb0]
  psubd xmm11, xmm15
  movaps xmm2, xmm7
  movaps xmm15, xmmword ptr [rsp+0x60]
  pmaxud xmm2, xmm15
  movaps xmm12, xmm4
  movaps xmm15, xmmword ptr [rsp+0x60]
  pmaxud xmm12, xmm15
  pcmpeqd xmm2, xmm7
  pcmpeqd xmm12, xmm4
  movaps xmm1, xmm0
  movaps xmm0, xmm2
  blendvps xmm1, xmm10
  movaps xmm0, xmm12
  blendvps xmm9, xmm11
  pextrd ecx, xmm1, 0
  test al, al
  mov r11, qword ptr [rsp+0x130]
  cmovne ecx, r11d
  pextrb eax, xmm8, 1
  pextrd edx, xmm1, 1
  test al, al
  mov r11, qword ptr [rsp+0x138]
  cmovne edx, r11d
  pextrb eax, xmm8, 2
  pextrd esi, xmm1, 2
  test al, al
  mov r11, qword ptr [rsp+0x140]
  cmovne esi, r11d
  pextrb eax, xmm8, 3
  pextrd r8d, xmm1, 3
  test al, al
  mov r11, qword ptr [rsp+0x148]
  cmovne r8d, r11d
  pextrb eax, xmm8, 4
  pextrd ebx, xmm9, 0
  test al, al
  mov r11, qword ptr [rsp+0x150]
  cmovne ebx, r11d
  pextrb eax, xmm8, 5
  pextrd r12d, xmm9, 1
  test al, al
  mov r11, qword ptr [rsp+0x158]
  cmovne r12d, r11d
  pextrb eax, xmm8, 6
  pextrd r13d, xmm9, 2
  test al, al
  cmovne r13d, r15d
  pextrb eax, xmm8, 7
  pextrd r14d, xmm9, 3
  test al, al
  mov r11, qword ptr [rsp+0x160]
  cmovne r14d, r11d
  movd xmm1, ecx
  pinsrd xmm1, edx, 1
  pinsrd xmm1, esi, 2
  pinsrd xmm1, r8d, 3
  movd xmm2, ebx
  pinsrd xmm2, r12d, 1
  pinsrd xmm2, r13d, 2
  pinsrd xmm2, r14d, 3
  movaps xmm15, xmmword ptr [rsp+0x10]
  movaps xmm0, xmm15
  pmaxud xmm0, xmm7
  movaps xmm15, xmmword ptr [rsp+0x10]
  movaps xmm7, xmm15
  pmaxud xmm7, xmm4
  movaps xmm15, xmmword ptr [rsp+0x10]
  pcmpeqd xmm0, xmm15
  movaps xmm15, xmmword ptr [rsp+0x10]
  pcmpeqd xmm7, xmm15
  movaps xmm15, xmmword ptr [rsp+0x30]
  movaps xmm4, xmm15
  blendvps xmm4, xmm1
  movaps xmm15, xmmword ptr [rsp+0x30]
  movaps xmm1, xmm15
  movaps xmm0, xmm7
  blendvps xmm1, xmm2
  psrld xmm5, 0x10
  psrld xmm6, 0x10
  por xmm4, xmm5
  por xmm1, xmm6
  pextrd eax, xmm4, 0
  mov eax, eax
  movzx eax, ax
  pextrd ecx, xmm4, 1
  mov ecx, ecx
  movzx ecx, cx
  pextrd edx, xmm4, 2
  mov edx, edx
  movzx edx, dx
  pextrd esi, xmm4, 3
  mov esi, esi
  movzx esi, si
  pextrd r8d, xmm1, 0
  mov r8d, r8d
  movzx r8d, r8w
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
  movd xmm1, r8d
  pinsrd xmm1, ebx, 1
  pinsrd xmm1, r12d, 2
  pinsrd xmm1, r13d, 3
  movaps xmm2, xmm0
  pslld xmm2, 0x10
  movaps xmm15, xmm1
  movaps xmmword ptr [rsp+0x100], xmm15
  movaps xmm15, xmmword ptr [rsp+0x100]
  pslld xmm15, 0x10
  movaps xmmword ptr [rsp+0x100], xmm15
  movaps xmm0, xmm2
  movaps xmm15, xmmword ptr [rsp+0xc0]
  mulps xmm0, xmm15
  movaps xmm15, xmmword ptr [rsp+0x100]
  movaps xmm4, xmm15
  movaps xmm15, xmmword ptr [rsp+0xd0]
  mulps xmm4, xmm15
  movaps xmm5, xmm0
  movaps xmm15, xmmword ptr [rsp+0x20]
  pand xmm5, xmm15
  movaps xmm6, xmm4
  movaps xmm15, xmmword ptr [rsp+0x20]
  pand xmm6, xmm15
  movaps xmm7, xmm0
  pxor xmm7, xmm5
  pxor xmm4, xmm6
  movaps xmm0, xmm7
  movaps xmm15, xmmword ptr [rsp+0x40]
  pmaxud xmm0, xmm15
  movaps xmm8, xmm4
  movaps xmm15, xmmword ptr [rsp+0x40]
  pmaxud xmm8, xmm15
  pcmpeqd xmm0, xmm7
  pcmpeqd xmm8, xmm4
  packssdw xmm0, xmm8
  movaps xmm8, xmm0
  packsswb xmm8, xmm0
  pxor xmm0, xmm0
  pcmpeqb xmm8, xmm0
  pabsb xmm0, xmm8
  movaps xmm8, xmm0
  movaps xmm15, xmmword ptr [rsp+0x50]
  pxor xmm8, xmm15
  pextrb eax, xmm8, 0
  movaps xmm0, xmm7
  movaps xmm15, xmmword ptr [rsp+0x70]
  addps xmm0, xmm15
  movaps xmm9, xmm4
  movaps xmm15, xmmword ptr [rsp+0x70]
  addps xmm9, xmm15
  movaps xmm15, xmmword ptr [rsp+0x80]
  psubd xmm0, xmm15
  movaps xmm15, xmmword ptr [rsp+0x80]
  psubd xmm9, xmm15
  movaps xmm10, xmm7
  movaps xmm15, xmmword ptr [rsp+0x90]
  paddd xmm10, xmm15
  movaps xmm11, xmm4
  movaps xmm15, xmmword ptr [rsp+0x90]
  paddd xmm11, xmm15
  movaps xmm12, xmm7
  psrld xmm12, 0x10
  movaps xmm3, xmm4
  psrld xmm3, 0x10
  movaps xmm15, xmmword ptr [rsp+0xa0]
  pand xmm12, xmm15
  movaps xmm15, xmmword ptr [rsp+0xa0]
  pand xmm3, xmm15
  paddd xmm10, xmm12
  paddd xmm11, xmm3
  psrld xmm10, 0x10
  psrld xmm11, 0x10
  movaps xmm15, xmmword ptr [rsp+0xb0]
  psubd xmm10, xmm15
  movaps xmm15, xmmword ptr [rsp+0xb0]
  psubd xmm11, xmm15
  movaps xmm3, xmm7
  movaps xmm15, xmmword ptr [rsp+0x60]
  pmaxud xmm3, xmm15
  movaps xmm12, xmm4
  movaps xmm15, xmmword ptr [rsp+0x60]
  pmaxud xmm12, xmm15
  pcmpeqd xmm3, xmm7
  pcmpeqd xmm12, xmm4
  movaps xmm1, xmm0
  movaps xmm0, xmm3
  blendvps xmm1, xmm10
  movaps xmm0, xmm12
  blendvps xmm9, xmm11
  pextrd ecx, xmm1, 0
  test al, al
  mov r11, qword ptr [rsp+0x130]
  cmovne ecx, r11d
  pextrb eax, xmm8, 1
  pextrd edx, xmm1, 1
  test al, al
  mov r11, qword ptr [rsp+0x138]
  cmovne edx, r11d
  pextrb eax, xmm8, 2
  pextrd esi, xmm1, 2
  test al, al
  mov r11, qword ptr [rsp+0x140]
  cmovne esi, r11d
  pextrb eax, xmm8, 3
  pextrd r8d, xmm1, 3
  test al, al
  mov r11, qword ptr [rsp+0x148]
  cmovne r8d, r11d
  pextrb eax, xmm8, 4
  pextrd ebx, xmm9, 0
  test al, al
  mov r11, qword ptr [rsp+0x150]
  cmovne ebx, r11d
  pextrb eax, xmm8, 5
  pextrd r12d, xmm9, 1
  test al, al
  mov r11, qword ptr [rsp+0x158]
  cmovne r12d, r11d
  pextrb eax, xmm8, 6
  pextrd r13d, xmm9, 2
  test al, al
  cmovne r13d, r15d
  pextrb eax, xmm8, 7
  pextrd r14d, xmm9, 3
  test al, al
  mov r11, qword ptr [rsp+0x160]
  cmovne r14d, r11d
  movd xmm1, ecx
  pinsrd xmm1, edx, 1
  pinsrd xmm1, esi, 2
  pinsrd xmm1, r8d, 3
  movd xmm3, ebx
  pinsrd xmm3, r12d, 1
  pinsrd xmm3, r13d, 2
  pinsrd xmm3, r14d, 3
  movaps xmm15, xmmword ptr [rsp+0x10]
  movaps xmm0, xmm15
  pmaxud xmm0, xmm7
  movaps xmm15, xmmword ptr [rsp+0x10]
  movaps xmm7, xmm15
  pmaxud xmm7, xmm4
  movaps xmm15, xmmword ptr [rsp+0x10]
  pcmpeqd xmm0, xmm15
  movaps xmm15, xmmword ptr [rsp+0x10]
  pcmpeqd xmm7, xmm15
  movaps xmm15, xmmword ptr [rsp+0x30]
  movaps xmm4, xmm15
  blendvps xmm4, xmm1
  movaps xmm15, xmmword ptr [rsp+0x30]
  movaps xmm1, xmm15
  movaps xmm0, xmm7
  blendvps xmm1, xmm3
  psrld xmm5, 0x10
  psrld xmm6, 0x10
  por xmm4, xmm5
  por xmm1, xmm6
  pextrd eax, xmm4, 0
  mov eax, eax
  movzx eax, ax
  pextrd ecx, xmm4, 1
  mov ecx, ecx
  movzx ecx, cx
  pextrd edx, xmm4, 2
  mov edx, edx
  movzx edx, dx
  pextrd esi, xmm4, 3
  mov esi, esi
  movzx esi, si
  pextrd r8d, xmm1, 0
  mov r8d, r8d
  movzx r8d, r8w
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
  movd xmm1, r8d
  pinsrd xmm1, ebx, 1
  pinsrd xmm1, r12d, 2
  pinsrd xmm1, r13d, 3
  pslld xmm0, 0x10
  pslld xmm1, 0x10
  movaps xmm15, xmmword ptr [rsp+0xe0]
  divps xmm0, xmm15
  movaps xmm15, xmmword ptr [rsp+0xf0]
  divps xmm1, xmm15
  movaps xmm3, xmm0
  movaps xmm15, xmmword ptr [rsp+0x20]
  pand xmm3, xmm15
  movaps xmm4, xmm1
  movaps xmm15, xmmword ptr [rsp+0x20]
  pand xmm4, xmm15
  movaps xmm5, xmm0
  pxor xmm5, xmm3
  pxor xmm1, xmm4
  movaps xmm0, xmm5
  movaps xmm15, xmmword ptr [rsp+0x40]
  pmaxud xmm0, xmm15
  movaps xmm6, xmm1
  movaps xmm15, xmmword ptr [rsp+0x40]
  pmaxud xmm6, xmm15
  pcmpeqd xmm0, xmm5
  pcmpeqd xmm6, xmm1
  packssdw xmm0, xmm6
  movaps xmm6, xmm0
  packsswb xmm6, xmm0
  pxor xmm0, xmm0
  pcmpeqb xmm6, xmm0
  pabsb xmm0, xmm6
  movaps xmm6, xmm0
  movaps xmm15, xmmword ptr [rsp+0x50]
  pxor xmm6, xmm15
  pextrb eax, xmm6, 0
  movaps xmm0, xmm5
  movaps xmm15, xmmword ptr [rsp+0x70]
  addps xmm0, xmm15
  movaps xmm7, xmm1
  movaps xmm15, xmmword ptr [rsp+0x70]
  addps xmm7, xmm15
  movaps xmm15, xmmword ptr [rsp+0x80]
  psubd xmm0, xmm15
  movaps xmm15, xmmword ptr [rsp+0x80]
  psubd xmm7, xmm15
  movaps xmm8, xmm5
  movaps xmm15, xmmword ptr [rsp+0x90]
  paddd xmm8, xmm15
  movaps xmm9, xmm1
  movaps xmm15, xmmword ptr [rsp+0x90]
  paddd xmm9, xmm15
  movaps xmm10, xmm5
  psrld xmm10, 0x10
  movaps xmm11, xmm1
  psrld xmm11, 0x10
  movaps xmm15, xmmword ptr [rsp+0xa0]
  pand xmm10, xmm15
  movaps xmm15, xmmword ptr [rsp+0xa0]
  pand xmm11, xmm15
  paddd xmm8, xmm10
  paddd xmm9, xmm11
  psrld xmm8, 0x10
  psrld xmm9, 0x10
  movaps xmm15, xmmword ptr [rsp+0xb0]
  psubd xmm8, xmm15
  movaps xmm15, xmmword ptr [rsp+0xb0]
  psubd xmm9, xmm15
  movaps xmm10, xmm5
  movaps xmm15, xmmword ptr [rsp+0x60]
  pmaxud xmm10, xmm15
  movaps xmm11, xmm1
  movaps xmm15, xmmword ptr [rsp+0x60]
  pmaxud xmm11, xmm15
  pcmpeqd xmm10, xmm5
  pcmpeqd xmm11, xmm1
  movaps xmm12, xmm0
  movaps xmm0, xmm10
  blendvps xmm12, xmm8
  movaps xmm0, xmm11
  blendvps xmm7, xmm9
  pextrd ecx, xmm12, 0
  test al, al
  mov r11, qword ptr [rsp+0x130]
  cmovne ecx, r11d
  pextrb eax, xmm6, 1
  pextrd edx, xmm12, 1
  test al, al
  mov r11, qword ptr [rsp+0x138]
  cmovne edx, r11d
  pextrb eax, xmm6, 2
  pextrd esi, xmm12, 2
  test al, al
  mov r11, qword ptr [rsp+0x140]
  cmovne esi, r11d
  pextrb eax, xmm6, 3
  pextrd r8d, xmm12, 3
  test al, al
  mov r11, qword ptr [rsp+0x148]
  cmovne r8d, r11d
  pextrb eax, xmm6, 4
  pextrd ebx, xmm7, 0
  test al, al
  mov r11, qword ptr [rsp+0x150]
  cmovne ebx, r11d
  pextrb eax, xmm6, 5
  pextrd r12d, xmm7, 1
  test al, al
  mov r11, qword ptr [rsp+0x158]
  cmovne r12d, r11d
  pextrb eax, xmm6, 6
  pextrd r13d, xmm7, 2
  test al, al
  cmovne r13d, r15d
  pextrb eax, xmm6, 7
  pextrd r14d, xmm7, 3
  test al, al
  mov r11, qword ptr [rsp+0x160]
  cmovne r14d, r11d
  movd xmm6, ecx
  pinsrd xmm6, edx, 1
  pinsrd xmm6, esi, 2
  pinsrd xmm6, r8d, 3
  movd xmm7, ebx
  pinsrd xmm7, r12d, 1
  pinsrd xmm7, r13d, 2
  pinsrd xmm7, r14d, 3
  movaps xmm15, xmmword ptr [rsp+0x10]
  movaps xmm0, xmm15
  pmaxud xmm0, xmm5
  movaps xmm15, xmmword ptr [rsp+0x10]
  movaps xmm5, xmm15
  pmaxud xmm5, xmm1
  movaps xmm15, xmmword ptr [rsp+0x10]
  pcmpeqd xmm0, xmm15
  movaps xmm15, xmmword ptr [rsp+0x10]
  pcmpeqd xmm5, xmm15
  movaps xmm15, xmmword ptr [rsp+0x30]
  movaps xmm1, xmm15
  blendvps xmm1, xmm6
  movaps xmm15, xmmword ptr [rsp+0x30]
  movaps xmm6, xmm15
  movaps xmm0, xmm5
  blendvps xmm6, xmm7
  psrld xmm3, 0x10
  psrld xmm4, 0x10
  por xmm1, xmm3
  por xmm6, xmm4
  pextrd eax, xmm1, 0
  mov eax, eax
  movzx eax, ax
  pextrd ecx, xmm1, 1
  mov ecx, ecx
  movzx ecx, cx
  pextrd edx, xmm1, 2
  mov edx, edx
  movzx edx, dx
  pextrd esi, xmm1, 3
  mov esi, esi
  movzx esi, si
  pextrd r8d, xmm6, 0
  mov r8d, r8d
  movzx r8d, r8w
  pextrd ebx, xmm6, 1
  mov ebx, ebx
  movzx ebx, bx
  pextrd r12d, xmm6, 2
  mov r12d, r12d
  movzx r12d, r12w
  pextrd r13d, xmm6, 3
  mov r13d, r13d
  movzx r13d, r13w
  movd xmm0, eax
  pinsrd xmm0, ecx, 1
  pinsrd xmm0, edx, 2
  pinsrd xmm0, esi, 3
  movd xmm1, r8d
  pinsrd xmm1, ebx, 1
  pinsrd xmm1, r12d, 2
  pinsrd xmm1, r13d, 3
  pslld xmm0, 0x10
  pslld xmm1, 0x10
  movaps xmm15, xmmword ptr [rsp+0xe0]
  mulps xmm0, xmm15
  movaps xmm15, xmmword ptr [rsp+0xf0]
  mulps xmm1, xmm15
  movaps xmm3, xmm0
  movaps xmm15, xmmword ptr [rsp+0x20]
  pand xmm3, xmm15
  movaps xmm4, xmm1
  movaps xmm15, xmmword ptr [rsp+0x20]
  pand xmm4, xmm15
  movaps xmm5, xmm0
  pxor xmm5, xmm3
  pxor xmm1, xmm4
  movaps xmm0, xmm5
  movaps xmm15, xmmword ptr [rsp+0x40]
  pmaxud xmm0, xmm15
  movaps xmm6, xmm1
  movaps xmm15, xmmword ptr [rsp+0x40]
  pmaxud xmm6, xmm15
  pcmpeqd xmm0, xmm5
  pcmpeqd xmm6, xmm1
  packssdw xmm0, xmm6
  movaps xmm6, xmm0
  packsswb xmm6, xmm0
  pxor xmm0, xmm0
  pcmpeqb xmm6, xmm0
  pabsb xmm0, xmm6
  movaps xmm6, xmm0
  movaps xmm15, xmmword ptr [rsp+0x50]
  pxor xmm6, xmm15
  pextrb eax, xmm6, 0
  movaps xmm0, xmm5
  movaps xmm15, xmmword ptr [rsp+0x70]
  addps xmm0, xmm15
  movaps xmm7, xmm1
  movaps xmm15, xmmword ptr [rsp+0x70]
  addps xmm7, xmm15
  movaps xmm15, xmmword ptr [rsp+0x80]
  psubd xmm0, xmm15
  movaps xmm15, xmmword ptr [rsp+0x80]
  psubd xmm7, xmm15
  movaps xmm8, xmm5
  movaps xmm15, xmmword ptr [rsp+0x90]
  paddd xmm8, xmm15
  movaps xmm9, xmm1
  movaps xmm15, xmmword ptr [rsp+0x90]
  paddd xmm9, xmm15
  movaps xmm10, xmm5
  psrld xmm10, 0x10
  movaps xmm11, xmm1
  psrld xmm11, 0x10
  movaps xmm15, xmmword ptr [rsp+0xa0]
  pand xmm10, xmm15
  movaps xmm15, xmmword ptr [rsp+0xa0]
  pand xmm11, xmm15
  paddd xmm8, xmm10
  paddd xmm9, xmm11
  psrld xmm8, 0x10
  psrld xmm9, 0x10
  movaps xmm15, xmmword ptr [rsp+0xb0]
  psubd xmm8, xmm15
  movaps xmm15, xmmword ptr [rsp+0xb0]
  psubd xmm9, xmm15
  movaps xmm10, xmm5
  movaps xmm15, xmmword ptr [rsp+0x60]
  pmaxud xmm10, xmm15
  movaps xmm11, xmm1
  movaps xmm15, xmmword ptr [rsp+0x60]
  pmaxud xmm11, xmm15
  pcmpeqd xmm10, xmm5
  pcmpeqd xmm11, xmm1
  movaps xmm12, xmm0
  movaps xmm0, xmm10
  blendvps xmm12, xmm8
  movaps xmm0, xmm11
  blendvps xmm7, xmm9
  pextrd ecx, xmm12, 0
  test al, al
  mov r11, qword ptr [rsp+0x130]
  cmovne ecx, r11d
  pextrb eax, xmm6, 1
  pextrd edx, xmm12, 1
  test al, al
  mov r11, qword ptr [rsp+0x138]
  cmovne edx, r11d
  pextrb eax, xmm6, 2
  pextrd esi, xmm12, 2
  test al, al
  mov r11, qword ptr [rsp+0x140]
  cmovne esi, r11d
  pextrb eax, xmm6, 3
  pextrd r8d, xmm12, 3
  test al, al
  mov r11, qword ptr [rsp+0x148]
  cmovne r8d, r11d
  pextrb eax, xmm6, 4
  pextrd ebx, xmm7, 0
  test al, al
  mov r11, qword ptr [rsp+0x150]
  cmovne ebx, r11d
  pextrb eax, xmm6, 5
  pextrd r12d, xmm7, 1
  test al, al
  mov r11, qword ptr [rsp+0x158]
  cmovne r12d, r11d
  pextrb eax, xmm6, 6
  pextrd r13d, xmm7, 2
  test al, al
  cmovne r13d, r15d
  pextrb eax, xmm6, 7
  pextrd r14d, xmm7, 3
  test al, al
  mov r11, qword ptr [rsp+0x160]
  cmovne r14d, r11d
  movd xmm6, ecx
  pinsrd xmm6, edx, 1
  pinsrd xmm6, esi, 2
  pinsrd xmm6, r8d, 3
  movd xmm7, ebx
  pinsrd xmm7, r12d, 1
  pinsrd xmm7, r13d, 2
  pinsrd xmm7, r14d, 3
  movaps xmm15, xmmword ptr [rsp+0x10]
  movaps xmm0, xmm15
  pmaxud xmm0, xmm5
  movaps xmm15, xmmword ptr [rsp+0x10]
  movaps xmm5, xmm15
  pmaxud xmm5, xmm1
  movaps xmm15, xmmword ptr [rsp+0x10]
  pcmpeqd xmm0, xmm15
  movaps xmm15, xmmword ptr [rsp+0x10]
  pcmpeqd xmm5, xmm15
  movaps xmm15, xmmword ptr [rsp+0x30]
  movaps xmm1, xmm15
  blendvps xmm1, xmm6
  movaps xmm15, xmmword ptr [rsp+0x30]
  movaps xmm6, xmm15
  movaps xmm0, xmm5
  blendvps xmm6, xmm7
  psrld xmm3, 0x10
  psrld xmm4, 0x10
  por xmm1, xmm3
  por xmm6, xmm4
  pextrd eax, xmm1, 0
  mov eax, eax
  movzx eax, ax
  pextrd ecx, xmm1, 1
  mov ecx, ecx
  movzx ecx, cx
  pextrd edx, xmm1, 2
  mov edx, edx
  movzx edx, dx
  pextrd esi, xmm1, 3
  mov esi, esi
  movzx esi, si
  pextrd r8d, xmm6, 0
  mov r8d, r8d
  movzx r8d, r8w
  pextrd ebx, xmm6, 1
  mov ebx, ebx
  movzx ebx, bx
  pextrd r12d, xmm6, 2
  mov r12d, r12d
  movzx r12d, r12w
  pextrd r13d, xmm6, 3
  mov r13d, r13d
  movzx r13d, r13w
  movd xmm0, eax
  pinsrd xmm0, ecx, 1
  pinsrd xmm0, edx, 2
  pinsrd xmm0, esi, 3
  movd xmm1, r8d
  pinsrd xmm1, ebx, 1
  pinsrd xmm1, r12d, 2
  pinsrd xmm1, r13d, 3
  pslld xmm0, 0x10
  pslld xmm1, 0x10
  movaps xmm15, xmmword ptr [rsp+0xc0]
  addps xmm0, xmm15
  movaps xmm15, xmmword ptr [rsp+0xd0]
  addps xmm1, xmm15
  movaps xmm3, xmm0
  movaps xmm15, xmmword ptr [rsp+0x20]
  pand xmm3, xmm15
  movaps xmm4, xmm1
  movaps xmm15, xmmword ptr [rsp+0x20]
  pand xmm4, xmm15
  movaps xmm5, xmm0
  pxor xmm5, xmm3
  pxor xmm1, xmm4
  movaps xmm0, xmm5
  movaps xmm15, xmmword ptr [rsp+0x40]
  pmaxud xmm0, xmm15
  movaps xmm6, xmm1
  movaps xmm15, xmmword ptr [rsp+0x40]
  pmaxud xmm6, xmm15
  pcmpeqd xmm0, xmm5
  pcmpeqd xmm6, xmm1
  packssdw xmm0, xmm6
  movaps xmm6, xmm0
  packsswb xmm6, xmm0
  pxor xmm0, xmm0
  pcmpeqb xmm6, xmm0
  pabsb xmm0, xmm6
  movaps xmm6, xmm0
  movaps xmm15, xmmword ptr [rsp+0x50]
  pxor xmm6, xmm15
  pextrb eax, xmm6, 0
  movaps xmm0, xmm5
  movaps xmm15, xmmword ptr [rsp+0x70]
  addps xmm0, xmm15
  movaps xmm7, xmm1
  movaps xmm15, xmmword ptr [rsp+0x70]
  addps xmm7, xmm15
  movaps xmm15, xmmword ptr [rsp+0x80]
  psubd xmm0, xmm15
  movaps xmm15, xmmword ptr [rsp+0x80]
  psubd xmm7, xmm15
  movaps xmm8, xmm5
  movaps xmm15, xmmword ptr [rsp+0x90]
  paddd xmm8, xmm15
  movaps xmm9, xmm1
  movaps xmm15, xmmword ptr [rsp+0x90]
  paddd xmm9, xmm15
  movaps xmm10, xmm5
  psrld xmm10, 0x10
  movaps xmm11, xmm1
  psrld xmm11, 0x10
  movaps xmm15, xmmword ptr [rsp+0xa0]
  pand xmm10, xmm15
  movaps xmm15, xmmword ptr [rsp+0xa0]
  pand xmm11, xmm15
  paddd xmm8, xmm10
  paddd xmm9, xmm11
  psrld xmm8, 0x10
  psrld xmm9, 0x10
  movaps xmm15, xmmword ptr [rsp+0xb0]
  psubd xmm8, xmm15
  movaps xmm15, xmmword ptr [rsp+0xb0]
  psubd xmm9, xmm15
  movaps xmm10, xmm5
  movaps xmm15, xmmword ptr [rsp+0x60]
  pmaxud xmm10, xmm15
  movaps xmm11, xmm1
  movaps xmm15, xmmword ptr [rsp+0x60]
  pmaxud xmm11, xmm15
  pcmpeqd xmm10, xmm5
  pcmpeqd xmm11, xmm1
  movaps xmm12, xmm0
  movaps xmm0, xmm10
  blendvps xmm12, xmm8
  movaps xmm0, xmm11
  blendvps xmm7, xmm9
  pextrd ecx, xmm12, 0
  test al, al
  mov r11, qword ptr [rsp+0x130]
  cmovne ecx, r11d
  pextrb eax, xmm6, 1
  pextrd edx, xmm12, 1
  test al, al
  mov r11, qword ptr [rsp+0x138]
  cmovne edx, r11d
  pextrb eax, xmm6, 2
  pextrd esi, xmm12, 2
  test al, al
  mov r11, qword ptr [rsp+0x140]
  cmovne esi, r11d
  pextrb eax, xmm6, 3
  pextrd r8d, xmm12, 3
  test al, al
  mov r11, qword ptr [rsp+0x148]
  cmovne r8d, r11d
  pextrb eax, xmm6, 4
  pextrd ebx, xmm7, 0
  test al, al
  mov r11, qword ptr [rsp+0x150]
  cmovne ebx, r11d
  pextrb eax, xmm6, 5
  pextrd r12d, xmm7, 1
  test al, al
  mov r11, qword ptr [rsp+0x158]
  cmovne r12d, r11d
  pextrb eax, xmm6, 6
  pextrd r13d, xmm7, 2
  test al, al
  cmovne r13d, r15d
  pextrb eax, xmm6, 7
  pextrd r14d, xmm7, 3
  test al, al
  mov r11, qword ptr [rsp+0x160]
  cmovne r14d, r11d
  movd xmm6, ecx
  pinsrd xmm6, edx, 1
  pinsrd xmm6, esi, 2
  pinsrd xmm6, r8d, 3
  movd xmm7, ebx
  pinsrd xmm7, r12d, 1
  pinsrd xmm7, r13d, 2
  pinsrd xmm7, r14d, 3
  movaps xmm15, xmmword ptr [rsp+0x10]
  movaps xmm0, xmm15
  pmaxud xmm0, xmm5
  movaps xmm15, xmmword ptr [rsp+0x10]
  movaps xmm5, xmm15
  pmaxud xmm5, xmm1
  movaps xmm15, xmmword ptr [rsp+0x10]
  pcmpeqd xmm0, xmm15
  movaps xmm15, xmmword ptr [rsp+0x10]
  pcmpeqd xmm5, xmm15
  movaps xmm15, xmmword ptr [rsp+0x30]
  movaps xmm1, xmm15
  blendvps xmm1, xmm6
  movaps xmm15, xmmword ptr [rsp+0x30]
  movaps xmm6, xmm15
  movaps xmm0, xmm5
  blendvps xmm6, xmm7
  psrld xmm3, 0x10
  psrld xmm4, 0x10
  por xmm1, xmm3
  por xmm6, xmm4
  pextrd eax, xmm1, 0
  mov eax, eax
  movzx eax, ax
  pextrd ecx, xmm1, 1
  mov ecx, ecx
  movzx ecx, cx
  pextrd edx, xmm1, 2
  mov edx, edx
  movzx edx, dx
  pextrd esi, xmm1, 3
  mov esi, esi
  movzx esi, si
  pextrd r8d, xmm6, 0
  mov r8d, r8d
  movzx r8d, r8w
  pextrd ebx, xmm6, 1
  mov ebx, ebx
  movzx ebx, bx
  pextrd r12d, xmm6, 2
  mov r12d, r12d
  movzx r12d, r12w
  pextrd r13d, xmm6, 3
  mov r13d, r13d
  movzx r13d, r13w
  movd xmm0, eax
  pinsrd xmm0, ecx, 1
  pinsrd xmm0, edx, 2
  pinsrd xmm0, esi, 3
  movd xmm1, r8d
  pinsrd xmm1, ebx, 1
  pinsrd xmm1, r12d, 2
  pinsrd xmm1, r13d, 3
  pslld xmm0, 0x10
  pslld xmm1, 0x10
  sqrtps xmm0, xmm0
  sqrtps xmm1, xmm1
  movaps xmm3, xmm0
  movaps xmm15, xmmword ptr [rsp+0x20]
  pand xmm3, xmm15
  movaps xmm4, xmm1
  movaps xmm15, xmmword ptr [rsp+0x20]
  pand xmm4, xmm15
  movaps xmm5, xmm0
  pxor xmm5, xmm3
  pxor xmm1, xmm4
  movaps xmm0, xmm5
  movaps xmm15, xmmword ptr [rsp+0x40]
  pmaxud xmm0, xmm15
  movaps xmm6, xmm1
  movaps xmm15, xmmword ptr [rsp+0x40]
  pmaxud xmm6, xmm15
  pcmpeqd xmm0, xmm5
  pcmpeqd xmm6, xmm1
  packssdw xmm0, xmm6
  movaps xmm6, xmm0
  packsswb xmm6, xmm0
  pxor xmm0, xmm0
  pcmpeqb xmm6, xmm0
  pabsb xmm0, xmm6
  movaps xmm6, xmm0
  movaps xmm15, xmmword ptr [rsp+0x50]
  pxor xmm6, xmm15
  pextrb eax, xmm6, 0
  movaps xmm0, xmm5
  movaps xmm15, xmmword ptr [rsp+0x70]
  addps xmm0, xmm15
  movaps xmm7, xmm1
  movaps xmm15, xmmword ptr [rsp+0x70]
  addps xmm7, xmm15
  movaps xmm15, xmmword ptr [rsp+0x80]
  psubd xmm0, xmm15
  movaps xmm15, xmmword ptr [rsp+0x80]
  psubd xmm7, xmm15
  movaps xmm8, xmm5
  movaps xmm15, xmmword ptr [rsp+0x90]
  paddd xmm8, xmm15
  movaps xmm9, xmm1
  movaps xmm15, xmmword ptr [rsp+0x90]
  paddd xmm9, xmm15
  movaps xmm10, xmm5
  psrld xmm10, 0x10
  movaps xmm11, xmm1
  psrld xmm11, 0x10
  movaps xmm15, xmmword ptr [rsp+0xa0]
  pand xmm10, xmm15
  movaps xmm15, xmmword ptr [rsp+0xa0]
  pand xmm11, xmm15
  paddd xmm8, xmm10
  paddd xmm9, xmm11
  psrld xmm8, 0x10
  psrld xmm9, 0x10
  movaps xmm15, xmmword ptr [rsp+0xb0]
  psubd xmm8, xmm15
  movaps xmm15, xmmword ptr [rsp+0xb0]
  psubd xmm9, xmm15
  movaps xmm10, xmm5
  movaps xmm15, xmmword ptr [rsp+0x60]
  pmaxud xmm10, xmm15
  movaps xmm11, xmm1
  movaps xmm15, xmmword ptr [rsp+0x60]
  pmaxud xmm11, xmm15
  pcmpeqd xmm10, xmm5
  pcmpeqd xmm11, xmm1
  movaps xmm12, xmm0
  movaps xmm0, xmm10
  blendvps xmm12, xmm8
  movaps xmm0, xmm11
  blendvps xmm7, xmm9
  pextrd ecx, xmm12, 0
  test al, al
  mov r11, qword ptr [rsp+0x130]
  cmovne ecx, r11d
  pextrb eax, xmm6, 1
  pextrd edx, xmm12, 1
  test al, al
  mov r11, qword ptr [rsp+0x138]
  cmovne edx, r11d
  pextrb eax, xmm6, 2
  pextrd esi, xmm12, 2
  test al, al
  mov r11, qword ptr [rsp+0x140]
  cmovne esi, r11d
  pextrb eax, xmm6, 3
  pextrd r8d, xmm12, 3
  test al, al
  mov r11, qword ptr [rsp+0x148]
  cmovne r8d, r11d
  pextrb eax, xmm6, 4
  pextrd ebx, xmm7, 0
  test al, al
  mov r11, qword ptr [rsp+0x150]
  cmovne ebx, r11d
  pextrb eax, xmm6, 5
  pextrd r12d, xmm7, 1
  test al, al
  mov r11, qword ptr [rsp+0x158]
  cmovne r12d, r11d
  pextrb eax, xmm6, 6
  pextrd r13d, xmm7, 2
  test al, al
  cmovne r13d, r15d
  pextrb eax, xmm6, 7
  pextrd r14d, xmm7, 3
  test al, al
  mov r11, qword ptr [rsp+0x160]
  cmovne r14d, r11d
  movd xmm6, ecx
  pinsrd xmm6, edx, 1
  pinsrd xmm6, esi, 2
  pinsrd xmm6, r8d, 3
  movd xmm7, ebx
  pinsrd xmm7, r12d, 1
  pinsrd xmm7, r13d, 2
  pinsrd xmm7, r14d, 3
  movaps xmm15, xmmword ptr [rsp+0x10]
  movaps xmm0, xmm15
  pmaxud xmm0, xmm5
  movaps xmm15, xmmword ptr [rsp+0x10]
  movaps xmm5, xmm15
  pmaxud xmm5, xmm1
  movaps xmm15, xmmword ptr [rsp+0x10]
  pcmpeqd xmm0, xmm15
  movaps xmm15, xmmword ptr [rsp+0x10]
  pcmpeqd xmm5, xmm15
  movaps xmm15, xmmword ptr [rsp+0x30]
  movaps xmm1, xmm15
  blendvps xmm1, xmm6
  movaps xmm15, xmmword ptr [rsp+0x30]
  movaps xmm6, xmm15
  movaps xmm0, xmm5
  blendvps xmm6, xmm7
  psrld xmm3, 0x10
  psrld xmm4, 0x10
  por xmm1, xmm3
  por xmm6, xmm4
  pextrd eax, xmm1, 0
  mov eax, eax
  movzx eax, ax
  pextrd ecx, xmm1, 1
  mov ecx, ecx
  movzx ecx, cx
  pextrd edx, xmm1, 2
  mov edx, edx
  movzx edx, dx
  pextrd esi, xmm1, 3
  mov esi, esi
  movzx esi, si
  pextrd r8d, xmm6, 0
  mov r8d, r8d
  movzx r8d, r8w
  pextrd ebx, xmm6, 1
  mov ebx, ebx
  movzx ebx, bx
  pextrd r12d, xmm6, 2
  mov r12d, r12d
  movzx r12d, r12w
  pextrd r13d, xmm6, 3
  mov r13d, r13d
  movzx r13d, r13w
  movd xmm0, eax
  pinsrd xmm0, ecx, 1
  pinsrd xmm0, edx, 2
  pinsrd xmm0, esi, 3
  movd xmm1, r8d
  pinsrd xmm1, ebx, 1
  pinsrd xmm1, r12d, 2
  pinsrd xmm1, r13d, 3
  pslld xmm0, 0x10
  pslld xmm1, 0x10
  minps xmm0, xmm2
  movaps xmm15, xmmword ptr [rsp+0x100]
  minps xmm1, xmm15
  movaps xmm2, xmm0
  movaps xmm15, xmmword ptr [rsp+0x20]
  pand xmm2, xmm15
  movaps xmm3, xmm1
  movaps xmm15, xmmword ptr [rsp+0x20]
  pand xmm3, xmm15
  movaps xmm4, xmm0
  pxor xmm4, xmm2
  pxor xmm1, xmm3
  movaps xmm0, xmm4
  movaps xmm15, xmmword ptr [rsp+0x40]
  pmaxud xmm0, xmm15
  movaps xmm5, xmm1
  movaps xmm15, xmmword ptr [rsp+0x40]
  pmaxud xmm5, xmm15
  pcmpeqd xmm0, xmm4
  pcmpeqd xmm5, xmm1
  packssdw xmm0, xmm5
  movaps xmm5, xmm0
  packsswb xmm5, xmm0
  pxor xmm0, xmm0
  pcmpeqb xmm5, xmm0
  pabsb xmm0, xmm5
  movaps xmm5, xmm0
  movaps xmm15, xmmword ptr [rsp+0x50]
  pxor xmm5, xmm15
  pextrb eax, xmm5, 0
  movaps xmm0, xmm4
  movaps xmm15, xmmword ptr [rsp+0x70]
  addps xmm0, xmm15
  movaps xmm6, xmm1
  movaps xmm15, xmmword ptr [rsp+0x70]
  addps xmm6, xmm15
  movaps xmm15, xmmword ptr [rsp+0x80]
  psubd xmm0, xmm15
  movaps xmm15, xmmword ptr [rsp+0x80]
  psubd xmm6, xmm15
  movaps xmm7, xmm4
  movaps xmm15, xmmword ptr [rsp+0x90]
  paddd xmm7, xmm15
  movaps xmm8, xmm1
  movaps xmm15, xmmword ptr [rsp+0x90]
  paddd xmm8, xmm15
  movaps xmm9, xmm4
  psrld xmm9, 0x10
  movaps xmm10, xmm1
  psrld xmm10, 0x10
  movaps xmm15, xmmword ptr [rsp+0xa0]
  pand xmm9, xmm15
  movaps xmm15, xmmword ptr [rsp+0xa0]
  pand xmm10, xmm15
  paddd xmm7, xmm9
  paddd xmm8, xmm10
  psrld xmm7, 0x10
  psrld xmm8, 0x10
  movaps xmm15, xmmword ptr [rsp+0xb0]
  psubd xmm7, xmm15
  movaps xmm15, xmmword ptr [rsp+0xb0]
  psubd xmm8, xmm15
  movaps xmm9, xmm4
  movaps xmm15, xmmword ptr [rsp+0x60]
  pmaxud xmm9, xmm15
  movaps xmm10, xmm1
  movaps xmm15, xmmword ptr [rsp+0x60]
  pmaxud xmm10, xmm15
  pcmpeqd xmm9, xmm4
  pcmpeqd xmm10, xmm1
  movaps xmm11, xmm0
  movaps xmm0, xmm9
  blendvps xmm11, xmm7
  movaps xmm0, xmm10
  blendvps xmm6, xmm8
  pextrd ecx, xmm11, 0
  test al, al
  mov r11, qword ptr [rsp+0x130]
  cmovne ecx, r11d
  pextrb eax, xmm5, 1
  pextrd edx, xmm11, 1
  test al, al
  mov r11, qword ptr [rsp+0x138]
  cmovne edx, r11d
  pextrb eax, xmm5, 2
  pextrd esi, xmm11, 2
  test al, al
  mov r11, qword ptr [rsp+0x140]
  cmovne esi, r11d
  pextrb eax, xmm5, 3
  pextrd r8d, xmm11, 3
  test al, al
  mov r11, qword ptr [rsp+0x148]
  cmovne r8d, r11d
  pextrb eax, xmm5, 4
  pextrd ebx, xmm6, 0
  test al, al
  mov r11, qword ptr [rsp+0x150]
  cmovne ebx, r11d
  pextrb eax, xmm5, 5
  pextrd r12d, xmm6, 1
  test al, al
  mov r11, qword ptr [rsp+0x158]
  cmovne r12d, r11d
  pextrb eax, xmm5, 6
  pextrd r13d, xmm6, 2
  test al, al
  cmovne r13d, r15d
  pextrb eax, xmm5, 7
  pextrd r14d, xmm6, 3
  test al, al
  mov r11, qword ptr [rsp+0x160]
  cmovne r14d, r11d
  movd xmm5, ecx
  pinsrd xmm5, edx, 1
  pinsrd xmm5, esi, 2
  pinsrd xmm5, r8d, 3
  movd xmm6, ebx
  pinsrd xmm6, r12d, 1
  pinsrd xmm6, r13d, 2
  pinsrd xmm6, r14d, 3
  movaps xmm15, xmmword ptr [rsp+0x10]
  movaps xmm0, xmm15
  pmaxud xmm0, xmm4
  movaps xmm15, xmmword ptr [rsp+0x10]
  movaps xmm4, xmm15
  pmaxud xmm4, xmm1
  movaps xmm15, xmmword ptr [rsp+0x10]
  pcmpeqd xmm0, xmm15
  movaps xmm15, xmmword ptr [rsp+0x10]
  pcmpeqd xmm4, xmm15
  movaps xmm15, xmmword ptr [rsp+0x30]
  movaps xmm1, xmm15
  blendvps xmm1, xmm5
  movaps xmm15, xmmword ptr [rsp+0x30]
  movaps xmm5, xmm15
  movaps xmm0, xmm4
  blendvps xmm5, xmm6
  psrld xmm2, 0x10
  psrld xmm3, 0x10
  por xmm1, xmm2
  por xmm5, xmm3
  pextrd eax, xmm1, 0
  mov eax, eax
  pextrd ecx, xmm1, 1
  mov ecx, ecx
  pextrd edx, xmm1, 2
  mov edx, edx
  pextrd esi, xmm1, 3
  mov esi, esi
  pextrd r8d, xmm5, 0
  mov r8d, r8d
  pextrd ebx, xmm5, 1
  mov ebx, ebx
  pextrd r12d, xmm5, 2
  mov r12d, r12d
  pextrd r13d, xmm5, 3
  mov r13d, r13d
  movd xmm0, eax
  pinsrw xmm0, ecx, 1
  pinsrw xmm0, edx, 2
  pinsrw xmm0, esi, 3
  pinsrw xmm0, r8d, 4
  pinsrw xmm0, ebx, 5
  pinsrw xmm0, r12d, 6
  pinsrw xmm0, r13d, 7
  mov r11, qword ptr [rsp+0x110]
  movdqu xmmword ptr [r11+rdi*2], xmm0
  movaps xmm15, xmmword ptr [rsp+0xe0]
  movaps xmm0, xmm15
  movaps xmm15, xmmword ptr [rsp+0xc0]
  cmpps xmm0, xmm15, 1
  movaps xmm15, xmmword ptr [rsp+0xf0]
  movaps xmm1, xmm15
  movaps xmm15, xmmword ptr [rsp+0xd0]
  cmpps xmm1, xmm15, 1
  packssdw xmm0, xmm1
  movaps xmm1, xmm0
  packsswb xmm1, xmm0
  pabsb xmm0, xmm1
  mov r11, qword ptr [rsp+0x118]
  movq qword ptr [r11+rdi], xmm0
  mov r11, qword ptr [rsp+0x168]
  add r11d, 1
  mov qword ptr [rsp+0x168], r11
  mov r11, qword ptr [rsp+0x168]
  cmp r11d, 8
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
