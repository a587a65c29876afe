; x86 backend, target x86-64-v2; regenerate: python tools/regen_golden.py
; # float8 arithmetic: e4m3fn overflows to NaN (it has no inf), e5m2 to inf; each op rounds once
; kernel elementwise_fp8(%o43: f8e4m3[32], %o52: f8e5m2[32], %a: f8e4m3[32], %b: f8e5m2[32])
;   %i = range i32 8
;     %base = mul i32 %i, 4
;     %x = load f8e4m3x4 %a[%base]
;     %x2 = mul f8e4m3x4 %x, %x
;     %xs = sub f8e4m3x4 %x2, %x
;     store %o43[%base], %xs
;     %y = load f8e5m2x4 %b[%base]
;     %y2 = mul f8e5m2x4 %y, %y
;     %ys = add f8e5m2x4 %y2, %y
;     %yr = recip f8e5m2x4 %ys
;     store %o52[%base], %yr
;   end %i

  push rbp
  mov rbp, rsp
  push r12
  push r13
  push r14
  push r15
  push rbx
  and rsp, 0xffffffffffffffe0
  sub rsp, 0x200
  mov r11, rdi
  mov qword ptr [rsp+0x130], r11
  mov r11, rsi
  mov qword ptr [rsp+0x138], r11
  mov r11, rdx
  mov qword ptr [rsp+0x140], r11
  mov r11, rcx
  mov qword ptr [rsp+0x148], r11
  mov dword ptr [rsp+0x1d0], 0x7b800000
  mov dword ptr [rsp+0x1d4], 0x46800000
  mov dword ptr [rsp+0x1d8], 0x3f800000
  mov dword ptr [rsp+0x1dc], 0x77800000
  mov dword ptr [rsp+0x1e0], 0x43000000
  mov eax, 0x7f800000
  movd xmm0, eax
  pshufd xmm15, xmm0, 0
  movaps xmmword ptr [rsp+0x10], xmm15
  mov eax, 0x80
  movd xmm0, eax
  pshufd xmm15, xmm0, 0
  movaps xmmword ptr [rsp+0x20], xmm15
  mov eax, 0x7f
  movd xmm0, eax
  pshufd xmm15, xmm0, 0
  movaps xmmword ptr [rsp+0x30], xmm15
  mov eax, 1
  mov byte ptr [rsp], al
  mov eax, 1
  mov byte ptr [rsp+1], al
  mov eax, 1
  mov byte ptr [rsp+2], al
  mov eax, 1
  mov byte ptr [rsp+3], al
  movd xmm15, dword ptr [rsp]
  movaps xmmword ptr [rsp+0x40], xmm15
  mov eax, 0x7fc00000
  movd xmm0, eax
  pshufd xmm0, xmm0, 0
  pextrd r11d, xmm0, 0
  mov qword ptr [rsp+0x150], r11
  movd xmm5, dword ptr [rsp+0x1d0]
  pshufd xmm15, xmm5, 0
  movaps xmmword ptr [rsp+0x50], xmm15
  pextrd r11d, xmm0, 1
  mov qword ptr [rsp+0x158], r11
  pextrd r11d, xmm0, 2
  mov qword ptr [rsp+0x160], r11
  pextrd r12d, xmm0, 3
  mov r13d, 0x80000000
  movd xmm0, r13d
  pshufd xmm15, xmm0, 0
  movaps xmmword ptr [rsp+0x60], xmm15
  mov r13d, 0x43e80001
  movd xmm0, r13d
  pshufd xmm15, xmm0, 0
  movaps xmmword ptr [rsp+0x70], xmm15
  movaps xmm15, xmmword ptr [rsp+0x30]
  pextrd r13d, xmm15, 0
  mov r14d, 0x3c800000
  movd xmm0, r14d
  pshufd xmm8, xmm0, 0
  movd xmm0, dword ptr [rsp+0x1d4]
  pshufd xmm9, xmm0, 0
  mov r14d, 0x46800000
  movd xmm0, r14d
  pshufd xmm10, xmm0, 0
  mov r14d, 0x7ffff
  movd xmm0, r14d
  pshufd xmm11, xmm0, 0
  mov r14d, 1
  movd xmm0, r14d
  pshufd xmm12, xmm0, 0
  mov r14d, 0x3c0
  movd xmm0, r14d
  pshufd xmm15, xmm0, 0
  movaps xmmword ptr [rsp+0x80], xmm15
  movaps xmm15, xmmword ptr [rsp+0x30]
  pextrd r14d, xmm15, 1
  movaps xmm15, xmmword ptr [rsp+0x30]
  pextrd r15d, xmm15, 2
  movaps xmm15, xmmword ptr [rsp+0x30]
  pextrd r11d, xmm15, 3
  mov qword ptr [rsp+0x168], r11
  movd xmm0, dword ptr [rsp+0x1d8]
  pshufd xmm15, xmm0, 0
  movaps xmmword ptr [rsp+0x90], xmm15
  mov r11d, 0x7c
  mov qword ptr [rsp+0x170], r11
  mov r11, qword ptr [rsp+0x170]
  movd xmm0, r11d
  pshufd xmm15, xmm0, 0
  movaps xmmword ptr [rsp+0xa0], xmm15
  movd xmm0, dword ptr [rsp+0x1dc]
  pshufd xmm15, xmm0, 0
  movaps xmmword ptr [rsp+0xb0], xmm15
  mov r11d, 0x7e
  mov qword ptr [rsp+0x178], r11
  mov r11, qword ptr [rsp+0x178]
  movd xmm0, r11d
  pshufd xmm15, xmm0, 0
  movaps xmmword ptr [rsp+0xc0], xmm15
  mov r11d, 0x47700000
  mov qword ptr [rsp+0x180], r11
  mov r11, qword ptr [rsp+0x180]
  movd xmm0, r11d
  pshufd xmm15, xmm0, 0
  movaps xmmword ptr [rsp+0xd0], xmm15
  movaps xmm15, xmmword ptr [rsp+0xa0]
  pextrd r11d, xmm15, 0
  mov qword ptr [rsp+0x188], r11
  mov r11d, 0x38800000
  mov qword ptr [rsp+0x190], r11
  mov r11, qword ptr [rsp+0x190]
  movd xmm0, r11d
  pshufd xmm15, xmm0, 0
  movaps xmmword ptr [rsp+0xe0], xmm15
  movd xmm0, dword ptr [rsp+0x1e0]
  pshufd xmm15, xmm0, 0
  movaps xmmword ptr [rsp+0xf0], xmm15
  mov r11d, 0x43000000
  mov qword ptr [rsp+0x198], r11
  mov r11, qword ptr [rsp+0x198]
  movd xmm0, r11d
  pshufd xmm15, xmm0, 0
  movaps xmmword ptr [rsp+0x100], xmm15
  mov r11d, 0xfffff
  mov qword ptr [rsp+0x1a0], r11
  mov r11, qword ptr [rsp+0x1a0]
  movd xmm0, r11d
  pshufd xmm15, xmm0, 0
  movaps xmmword ptr [rsp+0x110], xmm15
  mov r11d, 0x1c0
  mov qword ptr [rsp+0x1a8], r11
  mov r11, qword ptr [rsp+0x1a8]
  movd xmm0, r11d
  pshufd xmm15, xmm0, 0
  movaps xmmword ptr [rsp+0x120], xmm15
  movaps xmm15, xmmword ptr [rsp+0xa0]
  pextrd r11d, xmm15, 1
  mov qword ptr [rsp+0x1b0], r11
  movaps xmm15, xmmword ptr [rsp+0xa0]
  pextrd r11d, xmm15, 2
  mov qword ptr [rsp+0x1b8], r11
  movaps xmm15, xmmword ptr [rsp+0xa0]
  pextrd r11d, xmm15, 3
  mov qword ptr [rsp+0x1c0], r11
  xor r11d, r11d
  mov qword ptr [rsp+0x1c8], r11
.Lloop1:
  mov r11, qword ptr [rsp+0x1c8]
  imul edi, r11d, 4
  mov r11, qword ptr [rsp+0x140]
  movd xmm0, dword ptr [r11+rdi]
  pextrb esi, xmm0, 0
  movzx esi, sil
  pextrb edx, xmm0, 1
  movzx edx, dl
  pextrb ecx, xmm0, 2
  movzx ecx, cl
  pextrb eax, xmm0, 3
  movzx eax, al
  movd xmm0, esi
  pinsrd xmm0, edx, 1
  pinsrd xmm0, ecx, 2
  pinsrd xmm0, eax, 3
  movaps xmm1, xmm0
  movaps xmm15, xmmword ptr [rsp+0x20]
  pand xmm1, xmm15
  pxor xmm0, xmm1
  movaps xmm2, xmm0
  movaps xmm15, xmmword ptr [rsp+0x30]
  pmaxud xmm2, xmm15
  pcmpeqd xmm2, xmm0
  movaps xmm3, xmm2
  packssdw xmm3, xmm2
  movaps xmm2, xmm3
  packsswb xmm2, xmm3
  pxor xmm3, xmm3
  pcmpeqb xmm2, xmm3
  pabsb xmm2, xmm2
  movaps xmm15, xmmword ptr [rsp+0x40]
  pxor xmm2, xmm15
  pextrb eax, xmm2, 0
  pslld xmm0, 0x14
  movaps xmm15, xmmword ptr [rsp+0x50]
  mulps xmm0, xmm15
  pextrd ecx, xmm0, 0
  test al, al
  mov r11, qword ptr [rsp+0x150]
  cmovne ecx, r11d
  pextrb eax, xmm2, 1
  pextrd edx, xmm0, 1
  test al, al
  mov r11, qword ptr [rsp+0x158]
  cmovne edx, r11d
  pextrb eax, xmm2, 2
  pextrd esi, xmm0, 2
  test al, al
  mov r11, qword ptr [rsp+0x160]
  cmovne esi, r11d
  pextrb eax, xmm2, 3
  pextrd r8d, xmm0, 3
  test al, al
  cmovne r8d, r12d
  movd xmm0, ecx
  pinsrd xmm0, edx, 1
  pinsrd xmm0, esi, 2
  pinsrd xmm0, r8d, 3
  pslld xmm1, 0x18
  movaps xmm2, xmm0
  por xmm2, xmm1
  movaps xmm0, xmm2
  mulps xmm0, xmm2
  movaps xmm1, xmm0
  movaps xmm15, xmmword ptr [rsp+0x60]
  pand xmm1, xmm15
  movaps xmm3, xmm0
  pxor xmm3, xmm1
  movaps xmm0, xmm3
  movaps xmm15, xmmword ptr [rsp+0x70]
  pmaxud xmm0, xmm15
  pcmpeqd xmm0, xmm3
  movaps xmm4, xmm0
  packssdw xmm4, xmm0
  movaps xmm0, xmm4
  packsswb xmm0, xmm4
  pxor xmm4, xmm4
  pcmpeqb xmm0, xmm4
  pabsb xmm0, xmm0
  movaps xmm4, xmm0
  movaps xmm15, xmmword ptr [rsp+0x40]
  pxor xmm4, xmm15
  pextrb eax, xmm4, 0
  movaps xmm0, xmm3
  addps xmm0, xmm9
  psubd xmm0, xmm10
  movaps xmm5, xmm3
  paddd xmm5, xmm11
  movaps xmm6, xmm3
  psrld xmm6, 0x14
  pand xmm6, xmm12
  paddd xmm5, xmm6
  psrld xmm5, 0x14
  movaps xmm15, xmmword ptr [rsp+0x80]
  psubd xmm5, xmm15
  movaps xmm6, xmm3
  pmaxud xmm6, xmm8
  pcmpeqd xmm6, xmm3
  movaps xmm7, xmm0
  movaps xmm0, xmm6
  blendvps xmm7, xmm5
  pextrd ecx, xmm7, 0
  test al, al
  cmovne ecx, r13d
  pextrb eax, xmm4, 1
  pextrd edx, xmm7, 1
  test al, al
  cmovne edx, r14d
  pextrb eax, xmm4, 2
  pextrd esi, xmm7, 2
  test al, al
  cmovne esi, r15d
  pextrb eax, xmm4, 3
  pextrd r8d, xmm7, 3
  test al, al
  mov r11, qword ptr [rsp+0x168]
  cmovne r8d, r11d
  movd xmm4, ecx
  pinsrd xmm4, edx, 1
  pinsrd xmm4, esi, 2
  pinsrd xmm4, r8d, 3
  movaps xmm15, xmmword ptr [rsp+0x10]
  movaps xmm0, xmm15
  pmaxud xmm0, xmm3
  movaps xmm15, xmmword ptr [rsp+0x10]
  pcmpeqd xmm0, xmm15
  movaps xmm15, xmmword ptr [rsp+0x30]
  movaps xmm3, xmm15
  blendvps xmm3, xmm4
  psrld xmm1, 0x18
  por xmm3, xmm1
  pextrd eax, xmm3, 0
  mov eax, eax
  movzx eax, al
  pextrd ecx, xmm3, 1
  mov ecx, ecx
  movzx ecx, cl
  pextrd edx, xmm3, 2
  mov edx, edx
  movzx edx, dl
  pextrd esi, xmm3, 3
  mov esi, esi
  movzx esi, sil
  movd xmm0, eax
  pinsrd xmm0, ecx, 1
  pinsrd xmm0, edx, 2
  pinsrd xmm0, esi, 3
  movaps xmm1, xmm0
  movaps xmm15, xmmword ptr [rsp+0x20]
  pand xmm1, xmm15
  pxor xmm0, xmm1
  movaps xmm3, xmm0
  movaps xmm15, xmmword ptr [rsp+0x30]
  pmaxud xmm3, xmm15
  pcmpeqd xmm3, xmm0
  movaps xmm4, xmm3
  packssdw xmm4, xmm3
  movaps xmm3, xmm4
  packsswb xmm3, xmm4
  pxor xmm4, xmm4
  pcmpeqb xmm3, xmm4
  pabsb xmm3, xmm3
  movaps xmm15, xmmword ptr [rsp+0x40]
  pxor xmm3, xmm15
  pextrb eax, xmm3, 0
  pslld xmm0, 0x14
  movaps xmm15, xmmword ptr [rsp+0x50]
  mulps xmm0, xmm15
  pextrd ecx, xmm0, 0
  test al, al
  mov r11, qword ptr [rsp+0x150]
  cmovne ecx, r11d
  pextrb eax, xmm3, 1
  pextrd edx, xmm0, 1
  test al, al
  mov r11, qword ptr [rsp+0x158]
  cmovne edx, r11d
  pextrb eax, xmm3, 2
  pextrd esi, xmm0, 2
  test al, al
  mov r11, qword ptr [rsp+0x160]
  cmovne esi, r11d
  pextrb eax, xmm3, 3
  pextrd r8d, xmm0, 3
  test al, al
  cmovne r8d, r12d
  movd xmm0, ecx
  pinsrd xmm0, edx, 1
  pinsrd xmm0, esi, 2
  pinsrd xmm0, r8d, 3
  pslld xmm1, 0x18
  por xmm0, xmm1
  subps xmm0, xmm2
  movaps xmm1, xmm0
  movaps xmm15, xmmword ptr [rsp+0x60]
  pand xmm1, xmm15
  movaps xmm2, xmm0
  pxor xmm2, xmm1
  movaps xmm0, xmm2
  movaps xmm15, xmmword ptr [rsp+0x70]
  pmaxud xmm0, xmm15
  pcmpeqd xmm0, xmm2
  movaps xmm3, xmm0
  packssdw xmm3, xmm0
  movaps xmm0, xmm3
  packsswb xmm0, xmm3
  pxor xmm3, xmm3
  pcmpeqb xmm0, xmm3
  pabsb xmm0, xmm0
  movaps xmm3, xmm0
  movaps xmm15, xmmword ptr [rsp+0x40]
  pxor xmm3, xmm15
  pextrb eax, xmm3, 0
  movaps xmm0, xmm2
  addps xmm0, xmm9
  psubd xmm0, xmm10
  movaps xmm4, xmm2
  paddd xmm4, xmm11
  movaps xmm5, xmm2
  psrld xmm5, 0x14
  pand xmm5, xmm12
  paddd xmm4, xmm5
  psrld xmm4, 0x14
  movaps xmm15, xmmword ptr [rsp+0x80]
  psubd xmm4, xmm15
  movaps xmm5, xmm2
  pmaxud xmm5, xmm8
  pcmpeqd xmm5, xmm2
  movaps xmm6, xmm0
  movaps xmm0, xmm5
  blendvps xmm6, xmm4
  pextrd ecx, xmm6, 0
  test al, al
  cmovne ecx, r13d
  pextrb eax, xmm3, 1
  pextrd edx, xmm6, 1
  test al, al
  cmovne edx, r14d
  pextrb eax, xmm3, 2
  pextrd esi, xmm6, 2
  test al, al
  cmovne esi, r15d
  pextrb eax, xmm3, 3
  pextrd r8d, xmm6, 3
  test al, al
  mov r11, qword ptr [rsp+0x168]
  cmovne r8d, r11d
  movd xmm3, ecx
  pinsrd xmm3, edx, 1
  pinsrd xmm3, esi, 2
  pinsrd xmm3, r8d, 3
  movaps xmm15, xmmword ptr [rsp+0x10]
  movaps xmm0, xmm15
  pmaxud xmm0, xmm2
  movaps xmm15, xmmword ptr [rsp+0x10]
  pcmpeqd xmm0, xmm15
  movaps xmm15, xmmword ptr [rsp+0x30]
  movaps xmm2, xmm15
  blendvps xmm2, xmm3
  psrld xmm1, 0x18
  por xmm2, xmm1
  pextrd eax, xmm2, 0
  mov eax, eax
  pextrd ecx, xmm2, 1
  mov ecx, ecx
  pextrd edx, xmm2, 2
  mov edx, edx
  pextrd esi, xmm2, 3
  mov esi, esi
  movd xmm0, eax
  pinsrb xmm0, ecx, 1
  pinsrb xmm0, edx, 2
  pinsrb xmm0, esi, 3
  mov r11, qword ptr [rsp+0x130]
  movd dword ptr [r11+rdi], xmm0
  mov r11, qword ptr [rsp+0x148]
  movd xmm0, dword ptr [r11+rdi]
  pextrb eax, xmm0, 0
  movzx eax, al
  pextrb ecx, xmm0, 1
  movzx ecx, cl
  pextrb edx, xmm0, 2
  movzx edx, dl
  pextrb esi, xmm0, 3
  movzx esi, sil
  movd xmm0, eax
  pinsrd xmm0, ecx, 1
  pinsrd xmm0, edx, 2
  pinsrd xmm0, esi, 3
  movaps xmm1, xmm0
  movaps xmm15, xmmword ptr [rsp+0x20]
  pand xmm1, xmm15
  pxor xmm0, xmm1
  movaps xmm2, xmm0
  movaps xmm15, xmmword ptr [rsp+0xa0]
  pmaxud xmm2, xmm15
  pcmpeqd xmm2, xmm0
  movaps xmm3, xmm2
  packssdw xmm3, xmm2
  movaps xmm2, xmm3
  packsswb xmm2, xmm3
  pxor xmm3, xmm3
  pcmpeqb xmm2, xmm3
  pabsb xmm2, xmm2
  movaps xmm15, xmmword ptr [rsp+0x40]
  pxor xmm2, xmm15
  pextrb eax, xmm2, 0
  pslld xmm0, 0x15
  movaps xmm3, xmm0
  movaps xmm15, xmmword ptr [rsp+0x10]
  por xmm3, xmm15
  pextrd ecx, xmm3, 0
  movaps xmm15, xmmword ptr [rsp+0xb0]
  mulps xmm0, xmm15
  pextrd edx, xmm0, 0
  test al, al
  cmovne edx, ecx
  pextrb eax, xmm2, 1
  pextrd ecx, xmm3, 1
  pextrd esi, xmm0, 1
  test al, al
  cmovne esi, ecx
  pextrb eax, xmm2, 2
  pextrd ecx, xmm3, 2
  pextrd r8d, xmm0, 2
  test al, al
  cmovne r8d, ecx
  pextrb eax, xmm2, 3
  pextrd ecx, xmm3, 3
  pextrd ebx, xmm0, 3
  test al, al
  cmovne ebx, ecx
  movd xmm0, edx
  pinsrd xmm0, esi, 1
  pinsrd xmm0, r8d, 2
  pinsrd xmm0, ebx, 3
  pslld xmm1, 0x18
  movaps xmm2, xmm0
  por xmm2, xmm1
  movaps xmm0, xmm2
  mulps xmm0, xmm2
  movaps xmm1, xmm0
  movaps xmm15, xmmword ptr [rsp+0x60]
  pand xmm1, xmm15
  movaps xmm3, xmm0
  pxor xmm3, xmm1
  movaps xmm0, xmm3
  movaps xmm15, xmmword ptr [rsp+0xd0]
  pmaxud xmm0, xmm15
  pcmpeqd xmm0, xmm3
  movaps xmm4, xmm0
  packssdw xmm4, xmm0
  movaps xmm0, xmm4
  packsswb xmm0, xmm4
  pxor xmm4, xmm4
  pcmpeqb xmm0, xmm4
  pabsb xmm0, xmm0
  movaps xmm4, xmm0
  movaps xmm15, xmmword ptr [rsp+0x40]
  pxor xmm4, xmm15
  pextrb eax, xmm4, 0
  movaps xmm0, xmm3
  movaps xmm15, xmmword ptr [rsp+0xf0]
  addps xmm0, xmm15
  movaps xmm15, xmmword ptr [rsp+0x100]
  psubd xmm0, xmm15
  movaps xmm5, xmm3
  movaps xmm15, xmmword ptr [rsp+0x110]
  paddd xmm5, xmm15
  movaps xmm6, xmm3
  psrld xmm6, 0x15
  pand xmm6, xmm12
  paddd xmm5, xmm6
  psrld xmm5, 0x15
  movaps xmm15, xmmword ptr [rsp+0x120]
  psubd xmm5, xmm15
  movaps xmm6, xmm3
  movaps xmm15, xmmword ptr [rsp+0xe0]
  pmaxud xmm6, xmm15
  pcmpeqd xmm6, xmm3
  movaps xmm7, xmm0
  movaps xmm0, xmm6
  blendvps xmm7, xmm5
  pextrd ecx, xmm7, 0
  test al, al
  mov r11, qword ptr [rsp+0x188]
  cmovne ecx, r11d
  pextrb eax, xmm4, 1
  pextrd edx, xmm7, 1
  test al, al
  mov r11, qword ptr [rsp+0x1b0]
  cmovne edx, r11d
  pextrb eax, xmm4, 2
  pextrd esi, xmm7, 2
  test al, al
  mov r11, qword ptr [rsp+0x1b8]
  cmovne esi, r11d
  pextrb eax, xmm4, 3
  pextrd r8d, xmm7, 3
  test al, al
  mov r11, qword ptr [rsp+0x1c0]
  cmovne r8d, r11d
  movd xmm4, ecx
  pinsrd xmm4, edx, 1
  pinsrd xmm4, esi, 2
  pinsrd xmm4, r8d, 3
  movaps xmm15, xmmword ptr [rsp+0x10]
  movaps xmm0, xmm15
  pmaxud xmm0, xmm3
  movaps xmm15, xmmword ptr [rsp+0x10]
  pcmpeqd xmm0, xmm15
  movaps xmm15, xmmword ptr [rsp+0xc0]
  movaps xmm3, xmm15
  blendvps xmm3, xmm4
  psrld xmm1, 0x18
  por xmm3, xmm1
  pextrd eax, xmm3, 0
  mov eax, eax
  movzx eax, al
  pextrd ecx, xmm3, 1
  mov ecx, ecx
  movzx ecx, cl
  pextrd edx, xmm3, 2
  mov edx, edx
  movzx edx, dl
  pextrd esi, xmm3, 3
  mov esi, esi
  movzx esi, sil
  movd xmm0, eax
  pinsrd xmm0, ecx, 1
  pinsrd xmm0, edx, 2
  pinsrd xmm0, esi, 3
  movaps xmm1, xmm0
  movaps xmm15, xmmword ptr [rsp+0x20]
  pand xmm1, xmm15
  pxor xmm0, xmm1
  movaps xmm3, xmm0
  movaps xmm15, xmmword ptr [rsp+0xa0]
  pmaxud xmm3, xmm15
  pcmpeqd xmm3, xmm0
  movaps xmm4, xmm3
  packssdw xmm4, xmm3
  movaps xmm3, xmm4
  packsswb xmm3, xmm4
  pxor xmm4, xmm4
  pcmpeqb xmm3, xmm4
  pabsb xmm3, xmm3
  movaps xmm15, xmmword ptr [rsp+0x40]
  pxor xmm3, xmm15
  pextrb eax, xmm3, 0
  pslld xmm0, 0x15
  movaps xmm4, xmm0
  movaps xmm15, xmmword ptr [rsp+0x10]
  por xmm4, xmm15
  pextrd ecx, xmm4, 0
  movaps xmm15, xmmword ptr [rsp+0xb0]
  mulps xmm0, xmm15
  pextrd edx, xmm0, 0
  test al, al
  cmovne edx, ecx
  pextrb eax, xmm3, 1
  pextrd ecx, xmm4, 1
  pextrd esi, xmm0, 1
  test al, al
  cmovne esi, ecx
  pextrb eax, xmm3, 2
  pextrd ecx, xmm4, 2
  pextrd r8d, xmm0, 2
  test al, al
  cmovne r8d, ecx
  pextrb eax, xmm3, 3
  pextrd ecx, xmm4, 3
  pextrd ebx, xmm0, 3
  test al, al
  cmovne ebx, ecx
  movd xmm0, edx
  pinsrd xmm0, esi, 1
  pinsrd xmm0, r8d, 2
  pinsrd xmm0, ebx, 3
  pslld xmm1, 0x18
  por xmm0, xmm1
  addps xmm0, xmm2
  movaps xmm1, xmm0
  movaps xmm15, xmmword ptr [rsp+0x60]
  pand xmm1, xmm15
  movaps xmm2, xmm0
  pxor xmm2, xmm1
  movaps xmm0, xmm2
  movaps xmm15, xmmword ptr [rsp+0xd0]
  pmaxud xmm0, xmm15
  pcmpeqd xmm0, xmm2
  movaps xmm3, xmm0
  packssdw xmm3, xmm0
  movaps xmm0, xmm3
  packsswb xmm0, xmm3
  pxor xmm3, xmm3
  pcmpeqb xmm0, xmm3
  pabsb xmm0, xmm0
  movaps xmm3, xmm0
  movaps xmm15, xmmword ptr [rsp+0x40]
  pxor xmm3, xmm15
  pextrb eax, xmm3, 0
  movaps xmm0, xmm2
  movaps xmm15, xmmword ptr [rsp+0xf0]
  addps xmm0, xmm15
  movaps xmm15, xmmword ptr [rsp+0x100]
  psubd xmm0, xmm15
  movaps xmm4, xmm2
  movaps xmm15, xmmword ptr [rsp+0x110]
  paddd xmm4, xmm15
  movaps xmm5, xmm2
  psrld xmm5, 0x15
  pand xmm5, xmm12
  paddd xmm4, xmm5
  psrld xmm4, 0x15
  movaps xmm15, xmmword ptr [rsp+0x120]
  psubd xmm4, xmm15
  movaps xmm5, xmm2
  movaps xmm15, xmmword ptr [rsp+0xe0]
  pmaxud xmm5, xmm15
  pcmpeqd xmm5, xmm2
  movaps xmm6, xmm0
  movaps xmm0, xmm5
  blendvps xmm6, xmm4
  pextrd ecx, xmm6, 0
  test al, al
  mov r11, qword ptr [rsp+0x188]
  cmovne ecx, r11d
  pextrb eax, xmm3, 1
  pextrd edx, xmm6, 1
  test al, al
  mov r11, qword ptr [rsp+0x1b0]
  cmovne edx, r11d
  pextrb eax, xmm3, 2
  pextrd esi, xmm6, 2
  test al, al
  mov r11, qword ptr [rsp+0x1b8]
  cmovne esi, r11d
  pextrb eax, xmm3, 3
  pextrd r8d, xmm6, 3
  test al, al
  mov r11, qword ptr [rsp+0x1c0]
  cmovne r8d, r11d
  movd xmm3, ecx
  pinsrd xmm3, edx, 1
  pinsrd xmm3, esi, 2
  pinsrd xmm3, r8d, 3
  movaps xmm15, xmmword ptr [rsp+0x10]
  movaps xmm0, xmm15
  pmaxud xmm0, xmm2
  movaps xmm15, xmmword ptr [rsp+0x10]
  pcmpeqd xmm0, xmm15
  movaps xmm15, xmmword ptr [rsp+0xc0]
  movaps xmm2, xmm15
  blendvps xmm2, xmm3
  psrld xmm1, 0x18
  por xmm2, xmm1
  pextrd eax, xmm2, 0
  mov eax, eax
  movzx eax, al
  pextrd ecx, xmm2, 1
  mov ecx, ecx
  movzx ecx, cl
  pextrd edx, xmm2, 2
  mov edx, edx
  movzx edx, dl
  pextrd esi, xmm2, 3
  mov esi, esi
  movzx esi, sil
  movd xmm0, eax
  pinsrd xmm0, ecx, 1
  pinsrd xmm0, edx, 2
  pinsrd xmm0, esi, 3
  movaps xmm1, xmm0
  movaps xmm15, xmmword ptr [rsp+0x20]
  pand xmm1, xmm15
  pxor xmm0, xmm1
  movaps xmm2, xmm0
  movaps xmm15, xmmword ptr [rsp+0xa0]
  pmaxud xmm2, xmm15
  pcmpeqd xmm2, xmm0
  movaps xmm3, xmm2
  packssdw xmm3, xmm2
  movaps xmm2, xmm3
  packsswb xmm2, xmm3
  pxor xmm3, xmm3
  pcmpeqb xmm2, xmm3
  pabsb xmm2, xmm2
  movaps xmm15, xmmword ptr [rsp+0x40]
  pxor xmm2, xmm15
  pextrb eax, xmm2, 0
  pslld xmm0, 0x15
  movaps xmm3, xmm0
  movaps xmm15, xmmword ptr [rsp+0x10]
  por xmm3, xmm15
  pextrd ecx, xmm3, 0
  movaps xmm15, xmmword ptr [rsp+0xb0]
  mulps xmm0, xmm15
  pextrd edx, xmm0, 0
  test al, al
  cmovne edx, ecx
  pextrb eax, xmm2, 1
  pextrd ecx, xmm3, 1
  pextrd esi, xmm0, 1
  test al, al
  cmovne esi, ecx
  pextrb eax, xmm2, 2
  pextrd ecx, xmm3, 2
  pextrd r8d, xmm0, 2
  test al, al
  cmovne r8d, ecx
  pextrb eax, xmm2, 3
  pextrd ecx, xmm3, 3
  pextrd ebx, xmm0, 3
  test al, al
  cmovne ebx, ecx
  movd xmm0, edx
  pinsrd xmm0, esi, 1
  pinsrd xmm0, r8d, 2
  pinsrd xmm0, ebx, 3
  pslld xmm1, 0x18
  por xmm0, xmm1
  movaps xmm15, xmmword ptr [rsp+0x90]
  movaps xmm1, xmm15
  divps xmm1, xmm0
  movaps xmm2, xmm1
  movaps xmm15, xmmword ptr [rsp+0x60]
  pand xmm2, xmm15
  pxor xmm1, xmm2
  movaps xmm0, xmm1
  movaps xmm15, xmmword ptr [rsp+0xd0]
  pmaxud xmm0, xmm15
  pcmpeqd xmm0, xmm1
  movaps xmm3, xmm0
  packssdw xmm3, xmm0
  movaps xmm0, xmm3
  packsswb xmm0, xmm3
  pxor xmm3, xmm3
  pcmpeqb xmm0, xmm3
  pabsb xmm0, xmm0
  movaps xmm3, xmm0
  movaps xmm15, xmmword ptr [rsp+0x40]
  pxor xmm3, xmm15
  pextrb eax, xmm3, 0
  movaps xmm0, xmm1
  movaps xmm15, xmmword ptr [rsp+0xf0]
  addps xmm0, xmm15
  movaps xmm15, xmmword ptr [rsp+0x100]
  psubd xmm0, xmm15
  movaps xmm4, xmm1
  movaps xmm15, xmmword ptr [rsp+0x110]
  paddd xmm4, xmm15
  movaps xmm5, xmm1
  psrld xmm5, 0x15
  pand xmm5, xmm12
  paddd xmm4, xmm5
  psrld xmm4, 0x15
  movaps xmm15, xmmword ptr [rsp+0x120]
  psubd xmm4, xmm15
  movaps xmm5, xmm1
  movaps xmm15, xmmword ptr [rsp+0xe0]
  pmaxud xmm5, xmm15
  pcmpeqd xmm5, xmm1
  movaps xmm6, xmm0
  movaps xmm0, xmm5
  blendvps xmm6, xmm4
  pextrd ecx, xmm6, 0
  test al, al
  mov r11, qword ptr [rsp+0x188]
  cmovne ecx, r11d
  pextrb eax, xmm3, 1
  pextrd edx, xmm6, 1
  test al, al
  mov r11, qword ptr [rsp+0x1b0]
  cmovne edx, r11d
  pextrb eax, xmm3, 2
  pextrd esi, xmm6, 2
  test al, al
  mov r11, qword ptr [rsp+0x1b8]
  cmovne esi, r11d
  pextrb eax, xmm3, 3
  pextrd r8d, xmm6, 3
  test al, al
  mov r11, qword ptr [rsp+0x1c0]
  cmovne r8d, r11d
  movd xmm3, ecx
  pinsrd xmm3, edx, 1
  pinsrd xmm3, esi, 2
  pinsrd xmm3, r8d, 3
  movaps xmm15, xmmword ptr [rsp+0x10]
  movaps xmm0, xmm15
  pmaxud xmm0, xmm1
  movaps xmm15, xmmword ptr [rsp+0x10]
  pcmpeqd xmm0, xmm15
  movaps xmm15, xmmword ptr [rsp+0xc0]
  movaps xmm1, xmm15
  blendvps xmm1, xmm3
  psrld xmm2, 0x18
  por xmm1, xmm2
  pextrd eax, xmm1, 0
  mov eax, eax
  pextrd ecx, xmm1, 1
  mov ecx, ecx
  pextrd edx, xmm1, 2
  mov edx, edx
  pextrd esi, xmm1, 3
  mov esi, esi
  movd xmm0, eax
  pinsrb xmm0, ecx, 1
  pinsrb xmm0, edx, 2
  pinsrb xmm0, esi, 3
  mov r11, qword ptr [rsp+0x138]
  movd dword ptr [r11+rdi], xmm0
  mov r11, qword ptr [rsp+0x1c8]
  add r11d, 1
  mov qword ptr [rsp+0x1c8], r11
  mov r11, qword ptr [rsp+0x1c8]
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
