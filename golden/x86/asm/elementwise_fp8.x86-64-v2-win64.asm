; x86 backend, target x86-64-v2, calling convention win64; regenerate: python tools/regen_golden.py
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
  push rdi
  push rsi
  and rsp, 0xffffffffffffffe0
  sub rsp, 0x280
  movaps xmmword ptr [rsp+0x130], xmm6
  movaps xmmword ptr [rsp+0x140], xmm7
  movaps xmmword ptr [rsp+0x150], xmm8
  movaps xmmword ptr [rsp+0x160], xmm9
  movaps xmmword ptr [rsp+0x170], xmm10
  movaps xmmword ptr [rsp+0x180], xmm11
  movaps xmmword ptr [rsp+0x190], xmm12
  movaps xmmword ptr [rsp+0x1a0], xmm15
  mov r11, rcx
  mov qword ptr [rsp+0x1b0], r11
  mov r11, rdx
  mov qword ptr [rsp+0x1b8], r11
  mov r11, r8
  mov qword ptr [rsp+0x1c0], r11
  mov r11, r9
  mov qword ptr [rsp+0x1c8], r11
  mov dword ptr [rsp+0x250], 0x7b800000
  mov dword ptr [rsp+0x254], 0x46800000
  mov dword ptr [rsp+0x258], 0x3f800000
  mov dword ptr [rsp+0x25c], 0x77800000
  mov dword ptr [rsp+0x260], 0x43000000
  mov esi, 0x7f800000
  movd xmm0, esi
  pshufd xmm15, xmm0, 0
  movaps xmmword ptr [rsp+0x10], xmm15
  mov esi, 0x80
  movd xmm0, esi
  pshufd xmm15, xmm0, 0
  movaps xmmword ptr [rsp+0x20], xmm15
  mov esi, 0x7f
  movd xmm0, esi
  pshufd xmm15, xmm0, 0
  movaps xmmword ptr [rsp+0x30], xmm15
  mov esi, 1
  mov byte ptr [rsp], sil
  mov esi, 1
  mov byte ptr [rsp+1], sil
  mov esi, 1
  mov byte ptr [rsp+2], sil
  mov esi, 1
  mov byte ptr [rsp+3], sil
  movd xmm15, dword ptr [rsp]
  movaps xmmword ptr [rsp+0x40], xmm15
  mov esi, 0x7fc00000
  movd xmm0, esi
  pshufd xmm0, xmm0, 0
  pextrd r11d, xmm0, 0
  mov qword ptr [rsp+0x1d0], r11
  movd xmm5, dword ptr [rsp+0x250]
  pshufd xmm15, xmm5, 0
  movaps xmmword ptr [rsp+0x50], xmm15
  pextrd r11d, xmm0, 1
  mov qword ptr [rsp+0x1d8], r11
  pextrd r11d, xmm0, 2
  mov qword ptr [rsp+0x1e0], r11
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
  movd xmm0, dword ptr [rsp+0x254]
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
  mov qword ptr [rsp+0x1e8], r11
  movd xmm0, dword ptr [rsp+0x258]
  pshufd xmm15, xmm0, 0
  movaps xmmword ptr [rsp+0x90], xmm15
  mov r11d, 0x7c
  mov qword ptr [rsp+0x1f0], r11
  mov r11, qword ptr [rsp+0x1f0]
  movd xmm0, r11d
  pshufd xmm15, xmm0, 0
  movaps xmmword ptr [rsp+0xa0], xmm15
  movd xmm0, dword ptr [rsp+0x25c]
  pshufd xmm15, xmm0, 0
  movaps xmmword ptr [rsp+0xb0], xmm15
  mov r11d, 0x7e
  mov qword ptr [rsp+0x1f8], r11
  mov r11, qword ptr [rsp+0x1f8]
  movd xmm0, r11d
  pshufd xmm15, xmm0, 0
  movaps xmmword ptr [rsp+0xc0], xmm15
  mov r11d, 0x47700000
  mov qword ptr [rsp+0x200], r11
  mov r11, qword ptr [rsp+0x200]
  movd xmm0, r11d
  pshufd xmm15, xmm0, 0
  movaps xmmword ptr [rsp+0xd0], xmm15
  movaps xmm15, xmmword ptr [rsp+0xa0]
  pextrd r11d, xmm15, 0
  mov qword ptr [rsp+0x208], r11
  mov r11d, 0x38800000
  mov qword ptr [rsp+0x210], r11
  mov r11, qword ptr [rsp+0x210]
  movd xmm0, r11d
  pshufd xmm15, xmm0, 0
  movaps xmmword ptr [rsp+0xe0], xmm15
  movd xmm0, dword ptr [rsp+0x260]
  pshufd xmm15, xmm0, 0
  movaps xmmword ptr [rsp+0xf0], xmm15
  mov r11d, 0x43000000
  mov qword ptr [rsp+0x218], r11
  mov r11, qword ptr [rsp+0x218]
  movd xmm0, r11d
  pshufd xmm15, xmm0, 0
  movaps xmmword ptr [rsp+0x100], xmm15
  mov r11d, 0xfffff
  mov qword ptr [rsp+0x220], r11
  mov r11, qword ptr [rsp+0x220]
  movd xmm0, r11d
  pshufd xmm15, xmm0, 0
  movaps xmmword ptr [rsp+0x110], xmm15
  mov r11d, 0x1c0
  mov qword ptr [rsp+0x228], r11
  mov r11, qword ptr [rsp+0x228]
  movd xmm0, r11d
  pshufd xmm15, xmm0, 0
  movaps xmmword ptr [rsp+0x120], xmm15
  movaps xmm15, xmmword ptr [rsp+0xa0]
  pextrd r11d, xmm15, 1
  mov qword ptr [rsp+0x230], r11
  movaps xmm15, xmmword ptr [rsp+0xa0]
  pextrd r11d, xmm15, 2
  mov qword ptr [rsp+0x238], r11
  movaps xmm15, xmmword ptr [rsp+0xa0]
  pextrd r11d, xmm15, 3
  mov qword ptr [rsp+0x240], r11
  xor r11d, r11d
  mov qword ptr [rsp+0x248], r11
.Lloop1:
  mov r11, qword ptr [rsp+0x248]
  imul ecx, r11d, 4
  mov r11, qword ptr [rsp+0x1c0]
  movd xmm0, dword ptr [r11+rcx]
  pextrb edx, xmm0, 0
  movzx edx, dl
  pextrb r8d, xmm0, 1
  movzx r8d, r8b
  pextrb eax, xmm0, 2
  movzx eax, al
  pextrb esi, xmm0, 3
  movzx esi, sil
  movd xmm0, edx
  pinsrd xmm0, r8d, 1
  pinsrd xmm0, eax, 2
  pinsrd xmm0, esi, 3
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
  pextrd edx, xmm0, 0
  test al, al
  mov r11, qword ptr [rsp+0x1d0]
  cmovne edx, r11d
  pextrb eax, xmm2, 1
  pextrd r8d, xmm0, 1
  test al, al
  mov r11, qword ptr [rsp+0x1d8]
  cmovne r8d, r11d
  pextrb eax, xmm2, 2
  pextrd esi, xmm0, 2
  test al, al
  mov r11, qword ptr [rsp+0x1e0]
  cmovne esi, r11d
  pextrb eax, xmm2, 3
  pextrd edi, xmm0, 3
  test al, al
  cmovne edi, r12d
  movd xmm0, edx
  pinsrd xmm0, r8d, 1
  pinsrd xmm0, esi, 2
  pinsrd xmm0, edi, 3
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
  pextrd edx, xmm7, 0
  test al, al
  cmovne edx, r13d
  pextrb eax, xmm4, 1
  pextrd r8d, xmm7, 1
  test al, al
  cmovne r8d, r14d
  pextrb eax, xmm4, 2
  pextrd esi, xmm7, 2
  test al, al
  cmovne esi, r15d
  pextrb eax, xmm4, 3
  pextrd edi, xmm7, 3
  test al, al
  mov r11, qword ptr [rsp+0x1e8]
  cmovne edi, r11d
  movd xmm4, edx
  pinsrd xmm4, r8d, 1
  pinsrd xmm4, esi, 2
  pinsrd xmm4, edi, 3
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
  pextrd edx, xmm3, 1
  mov edx, edx
  movzx edx, dl
  pextrd r8d, xmm3, 2
  mov r8d, r8d
  movzx r8d, r8b
  pextrd esi, xmm3, 3
  mov esi, esi
  movzx esi, sil
  movd xmm0, eax
  pinsrd xmm0, edx, 1
  pinsrd xmm0, r8d, 2
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
  pextrd edx, xmm0, 0
  test al, al
  mov r11, qword ptr [rsp+0x1d0]
  cmovne edx, r11d
  pextrb eax, xmm3, 1
  pextrd r8d, xmm0, 1
  test al, al
  mov r11, qword ptr [rsp+0x1d8]
  cmovne r8d, r11d
  pextrb eax, xmm3, 2
  pextrd esi, xmm0, 2
  test al, al
  mov r11, qword ptr [rsp+0x1e0]
  cmovne esi, r11d
  pextrb eax, xmm3, 3
  pextrd edi, xmm0, 3
  test al, al
  cmovne edi, r12d
  movd xmm0, edx
  pinsrd xmm0, r8d, 1
  pinsrd xmm0, esi, 2
  pinsrd xmm0, edi, 3
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
  pextrd edx, xmm6, 0
  test al, al
  cmovne edx, r13d
  pextrb eax, xmm3, 1
  pextrd r8d, xmm6, 1
  test al, al
  cmovne r8d, r14d
  pextrb eax, xmm3, 2
  pextrd esi, xmm6, 2
  test al, al
  cmovne esi, r15d
  pextrb eax, xmm3, 3
  pextrd edi, xmm6, 3
  test al, al
  mov r11, qword ptr [rsp+0x1e8]
  cmovne edi, r11d
  movd xmm3, edx
  pinsrd xmm3, r8d, 1
  pinsrd xmm3, esi, 2
  pinsrd xmm3, edi, 3
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
  pextrd edx, xmm2, 1
  mov edx, edx
  pextrd r8d, xmm2, 2
  mov r8d, r8d
  pextrd esi, xmm2, 3
  mov esi, esi
  movd xmm0, eax
  pinsrb xmm0, edx, 1
  pinsrb xmm0, r8d, 2
  pinsrb xmm0, esi, 3
  mov r11, qword ptr [rsp+0x1b0]
  movd dword ptr [r11+rcx], xmm0
  mov r11, qword ptr [rsp+0x1c8]
  movd xmm0, dword ptr [r11+rcx]
  pextrb eax, xmm0, 0
  movzx eax, al
  pextrb edx, xmm0, 1
  movzx edx, dl
  pextrb r8d, xmm0, 2
  movzx r8d, r8b
  pextrb esi, xmm0, 3
  movzx esi, sil
  movd xmm0, eax
  pinsrd xmm0, edx, 1
  pinsrd xmm0, r8d, 2
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
  pextrd edx, xmm3, 0
  movaps xmm15, xmmword ptr [rsp+0xb0]
  mulps xmm0, xmm15
  pextrd r8d, xmm0, 0
  test al, al
  cmovne r8d, edx
  pextrb eax, xmm2, 1
  pextrd edx, xmm3, 1
  pextrd esi, xmm0, 1
  test al, al
  cmovne esi, edx
  pextrb eax, xmm2, 2
  pextrd edx, xmm3, 2
  pextrd edi, xmm0, 2
  test al, al
  cmovne edi, edx
  pextrb eax, xmm2, 3
  pextrd edx, xmm3, 3
  pextrd ebx, xmm0, 3
  test al, al
  cmovne ebx, edx
  movd xmm0, r8d
  pinsrd xmm0, esi, 1
  pinsrd xmm0, edi, 2
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
  pextrd edx, xmm7, 0
  test al, al
  mov r11, qword ptr [rsp+0x208]
  cmovne edx, r11d
  pextrb eax, xmm4, 1
  pextrd r8d, xmm7, 1
  test al, al
  mov r11, qword ptr [rsp+0x230]
  cmovne r8d, r11d
  pextrb eax, xmm4, 2
  pextrd esi, xmm7, 2
  test al, al
  mov r11, qword ptr [rsp+0x238]
  cmovne esi, r11d
  pextrb eax, xmm4, 3
  pextrd edi, xmm7, 3
  test al, al
  mov r11, qword ptr [rsp+0x240]
  cmovne edi, r11d
  movd xmm4, edx
  pinsrd xmm4, r8d, 1
  pinsrd xmm4, esi, 2
  pinsrd xmm4, edi, 3
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
  pextrd edx, xmm3, 1
  mov edx, edx
  movzx edx, dl
  pextrd r8d, xmm3, 2
  mov r8d, r8d
  movzx r8d, r8b
  pextrd esi, xmm3, 3
  mov esi, esi
  movzx esi, sil
  movd xmm0, eax
  pinsrd xmm0, edx, 1
  pinsrd xmm0, r8d, 2
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
  pextrd edx, xmm4, 0
  movaps xmm15, xmmword ptr [rsp+0xb0]
  mulps xmm0, xmm15
  pextrd r8d, xmm0, 0
  test al, al
  cmovne r8d, edx
  pextrb eax, xmm3, 1
  pextrd edx, xmm4, 1
  pextrd esi, xmm0, 1
  test al, al
  cmovne esi, edx
  pextrb eax, xmm3, 2
  pextrd edx, xmm4, 2
  pextrd edi, xmm0, 2
  test al, al
  cmovne edi, edx
  pextrb eax, xmm3, 3
  pextrd edx, xmm4, 3
  pextrd ebx, xmm0, 3
  test al, al
  cmovne ebx, edx
  movd xmm0, r8d
  pinsrd xmm0, esi, 1
  pinsrd xmm0, edi, 2
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
  pextrd edx, xmm6, 0
  test al, al
  mov r11, qword ptr [rsp+0x208]
  cmovne edx, r11d
  pextrb eax, xmm3, 1
  pextrd r8d, xmm6, 1
  test al, al
  mov r11, qword ptr [rsp+0x230]
  cmovne r8d, r11d
  pextrb eax, xmm3, 2
  pextrd esi, xmm6, 2
  test al, al
  mov r11, qword ptr [rsp+0x238]
  cmovne esi, r11d
  pextrb eax, xmm3, 3
  pextrd edi, xmm6, 3
  test al, al
  mov r11, qword ptr [rsp+0x240]
  cmovne edi, r11d
  movd xmm3, edx
  pinsrd xmm3, r8d, 1
  pinsrd xmm3, esi, 2
  pinsrd xmm3, edi, 3
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
  pextrd edx, xmm2, 1
  mov edx, edx
  movzx edx, dl
  pextrd r8d, xmm2, 2
  mov r8d, r8d
  movzx r8d, r8b
  pextrd esi, xmm2, 3
  mov esi, esi
  movzx esi, sil
  movd xmm0, eax
  pinsrd xmm0, edx, 1
  pinsrd xmm0, r8d, 2
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
  pextrd edx, xmm3, 0
  movaps xmm15, xmmword ptr [rsp+0xb0]
  mulps xmm0, xmm15
  pextrd r8d, xmm0, 0
  test al, al
  cmovne r8d, edx
  pextrb eax, xmm2, 1
  pextrd edx, xmm3, 1
  pextrd esi, xmm0, 1
  test al, al
  cmovne esi, edx
  pextrb eax, xmm2, 2
  pextrd edx, xmm3, 2
  pextrd edi, xmm0, 2
  test al, al
  cmovne edi, edx
  pextrb eax, xmm2, 3
  pextrd edx, xmm3, 3
  pextrd ebx, xmm0, 3
  test al, al
  cmovne ebx, edx
  movd xmm0, r8d
  pinsrd xmm0, esi, 1
  pinsrd xmm0, edi, 2
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
  pextrd edx, xmm6, 0
  test al, al
  mov r11, qword ptr [rsp+0x208]
  cmovne edx, r11d
  pextrb eax, xmm3, 1
  pextrd r8d, xmm6, 1
  test al, al
  mov r11, qword ptr [rsp+0x230]
  cmovne r8d, r11d
  pextrb eax, xmm3, 2
  pextrd esi, xmm6, 2
  test al, al
  mov r11, qword ptr [rsp+0x238]
  cmovne esi, r11d
  pextrb eax, xmm3, 3
  pextrd edi, xmm6, 3
  test al, al
  mov r11, qword ptr [rsp+0x240]
  cmovne edi, r11d
  movd xmm3, edx
  pinsrd xmm3, r8d, 1
  pinsrd xmm3, esi, 2
  pinsrd xmm3, edi, 3
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
  pextrd edx, xmm1, 1
  mov edx, edx
  pextrd r8d, xmm1, 2
  mov r8d, r8d
  pextrd esi, xmm1, 3
  mov esi, esi
  movd xmm0, eax
  pinsrb xmm0, edx, 1
  pinsrb xmm0, r8d, 2
  pinsrb xmm0, esi, 3
  mov r11, qword ptr [rsp+0x1b8]
  movd dword ptr [r11+rcx], xmm0
  mov r11, qword ptr [rsp+0x248]
  add r11d, 1
  mov qword ptr [rsp+0x248], r11
  mov r11, qword ptr [rsp+0x248]
  cmp r11d, 8
  jl .Lloop1
.Ldone2:
  movaps xmm6, xmmword ptr [rsp+0x130]
  movaps xmm7, xmmword ptr [rsp+0x140]
  movaps xmm8, xmmword ptr [rsp+0x150]
  movaps xmm9, xmmword ptr [rsp+0x160]
  movaps xmm10, xmmword ptr [rsp+0x170]
  movaps xmm11, xmmword ptr [rsp+0x180]
  movaps xmm12, xmmword ptr [rsp+0x190]
  movaps xmm15, xmmword ptr [rsp+0x1a0]
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
