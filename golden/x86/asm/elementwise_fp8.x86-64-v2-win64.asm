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
  sub rsp, 0x1e0
  movaps xmmword ptr [rsp+0x130], xmm6
  movaps xmmword ptr [rsp+0x140], xmm7
  movaps xmmword ptr [rsp+0x150], xmm8
  movaps xmmword ptr [rsp+0x160], xmm9
  movaps xmmword ptr [rsp+0x170], xmm10
  movaps xmmword ptr [rsp+0x180], xmm11
  movaps xmmword ptr [rsp+0x190], xmm12
  movaps xmmword ptr [rsp+0x1a0], xmm15
  mov rax, r9
  mov dword ptr [rsp+0x1b8], 0x7b800000
  mov dword ptr [rsp+0x1bc], 0x46800000
  mov dword ptr [rsp+0x1c0], 0x3f800000
  mov dword ptr [rsp+0x1c4], 0x77800000
  mov dword ptr [rsp+0x1c8], 0x43000000
  mov esi, 0x7f800000
  movd xmm0, esi
  pshufd xmm1, xmm0, 0
  movaps xmmword ptr [rsp+0x10], xmm1
  mov esi, 0x80
  movd xmm0, esi
  pshufd xmm2, xmm0, 0
  mov esi, 0x7f
  movd xmm0, esi
  pshufd xmm3, xmm0, 0
  mov esi, 1
  mov byte ptr [rsp], sil
  mov esi, 1
  mov byte ptr [rsp+1], sil
  mov esi, 1
  mov byte ptr [rsp+2], sil
  mov esi, 1
  mov byte ptr [rsp+3], sil
  movd xmm4, dword ptr [rsp]
  movd xmm0, dword ptr [rsp+0x1b8]
  pshufd xmm5, xmm0, 0
  mov esi, 0x80000000
  movd xmm0, esi
  pshufd xmm6, xmm0, 0
  mov esi, 0x43e80001
  movd xmm0, esi
  pshufd xmm7, xmm0, 0
  mov esi, 0x3c800000
  movd xmm0, esi
  pshufd xmm8, xmm0, 0
  movd xmm0, dword ptr [rsp+0x1bc]
  pshufd xmm9, xmm0, 0
  mov esi, 0x46800000
  movd xmm0, esi
  pshufd xmm10, xmm0, 0
  mov esi, 0x7ffff
  movd xmm0, esi
  pshufd xmm11, xmm0, 0
  mov esi, 1
  movd xmm0, esi
  pshufd xmm12, xmm0, 0
  mov esi, 0x3c0
  movd xmm0, esi
  pshufd xmm1, xmm0, 0
  movd xmm0, dword ptr [rsp+0x1c0]
  pshufd xmm15, xmm0, 0
  movaps xmmword ptr [rsp+0x90], xmm15
  mov esi, 0x7c
  movd xmm0, esi
  pshufd xmm15, xmm0, 0
  movaps xmmword ptr [rsp+0xa0], xmm15
  movd xmm0, dword ptr [rsp+0x1c4]
  pshufd xmm15, xmm0, 0
  movaps xmmword ptr [rsp+0xb0], xmm15
  mov esi, 0x7e
  movd xmm0, esi
  pshufd xmm15, xmm0, 0
  movaps xmmword ptr [rsp+0xc0], xmm15
  mov esi, 0x47700000
  movd xmm0, esi
  pshufd xmm15, xmm0, 0
  movaps xmmword ptr [rsp+0xd0], xmm15
  mov esi, 0x38800000
  movd xmm0, esi
  pshufd xmm15, xmm0, 0
  movaps xmmword ptr [rsp+0xe0], xmm15
  movd xmm0, dword ptr [rsp+0x1c8]
  pshufd xmm15, xmm0, 0
  movaps xmmword ptr [rsp+0xf0], xmm15
  mov esi, 0x43000000
  movd xmm0, esi
  pshufd xmm15, xmm0, 0
  movaps xmmword ptr [rsp+0x100], xmm15
  mov esi, 0xfffff
  movd xmm0, esi
  pshufd xmm15, xmm0, 0
  movaps xmmword ptr [rsp+0x110], xmm15
  mov esi, 0x1c0
  movd xmm0, esi
  pshufd xmm15, xmm0, 0
  movaps xmmword ptr [rsp+0x120], xmm15
  xor esi, esi
  mov qword ptr [rsp+0x1b0], r8
  movaps xmmword ptr [rsp+0x20], xmm7
  movaps xmmword ptr [rsp+0x30], xmm8
  movaps xmmword ptr [rsp+0x40], xmm9
  movaps xmmword ptr [rsp+0x50], xmm10
  movaps xmmword ptr [rsp+0x60], xmm11
  movaps xmmword ptr [rsp+0x70], xmm12
  movaps xmmword ptr [rsp+0x80], xmm1
.Lloop1:
  imul edi, esi, 4
  mov r11, qword ptr [rsp+0x1b0]
  movd xmm0, dword ptr [r11+rdi]
  pextrb ebx, xmm0, 0
  movzx ebx, bl
  pextrb r12d, xmm0, 1
  movzx r12d, r12b
  pextrb r13d, xmm0, 2
  movzx r13d, r13b
  pextrb r14d, xmm0, 3
  movzx r14d, r14b
  movd xmm0, ebx
  pinsrd xmm0, r12d, 1
  pinsrd xmm0, r13d, 2
  pinsrd xmm0, r14d, 3
  movaps xmm8, xmm0
  pand xmm8, xmm2
  pxor xmm0, xmm8
  movaps xmm1, xmm0
  pmaxud xmm1, xmm3
  pcmpeqd xmm1, xmm0
  movaps xmm12, xmm1
  packssdw xmm12, xmm1
  movaps xmm1, xmm12
  packsswb xmm1, xmm12
  pxor xmm12, xmm12
  pcmpeqb xmm1, xmm12
  pabsb xmm1, xmm1
  pxor xmm1, xmm4
  pextrb ebx, xmm1, 0
  pslld xmm0, 0x14
  mulps xmm0, xmm5
  pextrd r12d, xmm0, 0
  mov r13d, 0x7fc00000
  test bl, bl
  cmovne r12d, r13d
  pextrb ebx, xmm1, 1
  pextrd r13d, xmm0, 1
  mov r14d, 0x7fc00000
  test bl, bl
  cmovne r13d, r14d
  pextrb ebx, xmm1, 2
  pextrd r14d, xmm0, 2
  mov r15d, 0x7fc00000
  test bl, bl
  cmovne r14d, r15d
  pextrb ebx, xmm1, 3
  pextrd r15d, xmm0, 3
  mov r8d, 0x7fc00000
  test bl, bl
  cmovne r15d, r8d
  movd xmm0, r12d
  pinsrd xmm0, r13d, 1
  pinsrd xmm0, r14d, 2
  pinsrd xmm0, r15d, 3
  pslld xmm8, 0x18
  movaps xmm1, xmm0
  por xmm1, xmm8
  movaps xmm0, xmm1
  mulps xmm0, xmm1
  movaps xmm8, xmm0
  pand xmm8, xmm6
  movaps xmm12, xmm0
  pxor xmm12, xmm8
  movaps xmm0, xmm12
  pmaxud xmm0, xmmword ptr [rsp+0x20]
  pcmpeqd xmm0, xmm12
  movaps xmm11, xmm0
  packssdw xmm11, xmm0
  movaps xmm0, xmm11
  packsswb xmm0, xmm11
  pxor xmm11, xmm11
  pcmpeqb xmm0, xmm11
  pabsb xmm0, xmm0
  movaps xmm11, xmm0
  pxor xmm11, xmm4
  pextrb r8d, xmm11, 0
  movaps xmm0, xmm12
  addps xmm0, xmmword ptr [rsp+0x40]
  psubd xmm0, xmmword ptr [rsp+0x50]
  movaps xmm10, xmm12
  paddd xmm10, xmmword ptr [rsp+0x60]
  movaps xmm9, xmm12
  psrld xmm9, 0x14
  pand xmm9, xmmword ptr [rsp+0x70]
  paddd xmm10, xmm9
  psrld xmm10, 0x14
  movaps xmm9, xmmword ptr [rsp+0x80]
  psubd xmm10, xmm9
  movaps xmm9, xmm12
  pmaxud xmm9, xmmword ptr [rsp+0x30]
  pcmpeqd xmm9, xmm12
  movaps xmm7, xmm0
  movaps xmm0, xmm9
  blendvps xmm7, xmm10
  pextrd ebx, xmm7, 0
  mov r12d, 0x7f
  test r8b, r8b
  cmovne ebx, r12d
  pextrb r8d, xmm11, 1
  pextrd r12d, xmm7, 1
  mov r13d, 0x7f
  test r8b, r8b
  cmovne r12d, r13d
  pextrb r8d, xmm11, 2
  pextrd r13d, xmm7, 2
  mov r14d, 0x7f
  test r8b, r8b
  cmovne r13d, r14d
  pextrb r8d, xmm11, 3
  pextrd r14d, xmm7, 3
  mov r15d, 0x7f
  test r8b, r8b
  cmovne r14d, r15d
  movd xmm7, ebx
  pinsrd xmm7, r12d, 1
  pinsrd xmm7, r13d, 2
  pinsrd xmm7, r14d, 3
  movaps xmm9, xmmword ptr [rsp+0x10]
  movaps xmm0, xmm9
  pmaxud xmm0, xmm12
  pcmpeqd xmm0, xmm9
  movaps xmm10, xmm3
  blendvps xmm10, xmm7
  psrld xmm8, 0x18
  por xmm10, xmm8
  pextrd r8d, xmm10, 0
  mov r8d, r8d
  movzx r8d, r8b
  pextrd ebx, xmm10, 1
  mov ebx, ebx
  movzx ebx, bl
  pextrd r12d, xmm10, 2
  mov r12d, r12d
  movzx r12d, r12b
  pextrd r13d, xmm10, 3
  mov r13d, r13d
  movzx r13d, r13b
  movd xmm0, r8d
  pinsrd xmm0, ebx, 1
  pinsrd xmm0, r12d, 2
  pinsrd xmm0, r13d, 3
  movaps xmm7, xmm0
  pand xmm7, xmm2
  pxor xmm0, xmm7
  movaps xmm8, xmm0
  pmaxud xmm8, xmm3
  pcmpeqd xmm8, xmm0
  movaps xmm10, xmm8
  packssdw xmm10, xmm8
  movaps xmm8, xmm10
  packsswb xmm8, xmm10
  pxor xmm10, xmm10
  pcmpeqb xmm8, xmm10
  pabsb xmm8, xmm8
  pxor xmm8, xmm4
  pextrb r8d, xmm8, 0
  pslld xmm0, 0x14
  mulps xmm0, xmm5
  pextrd ebx, xmm0, 0
  mov r12d, 0x7fc00000
  test r8b, r8b
  cmovne ebx, r12d
  pextrb r8d, xmm8, 1
  pextrd r12d, xmm0, 1
  mov r13d, 0x7fc00000
  test r8b, r8b
  cmovne r12d, r13d
  pextrb r8d, xmm8, 2
  pextrd r13d, xmm0, 2
  mov r14d, 0x7fc00000
  test r8b, r8b
  cmovne r13d, r14d
  pextrb r8d, xmm8, 3
  pextrd r14d, xmm0, 3
  mov r15d, 0x7fc00000
  test r8b, r8b
  cmovne r14d, r15d
  movd xmm0, ebx
  pinsrd xmm0, r12d, 1
  pinsrd xmm0, r13d, 2
  pinsrd xmm0, r14d, 3
  pslld xmm7, 0x18
  por xmm0, xmm7
  subps xmm0, xmm1
  movaps xmm1, xmm0
  pand xmm1, xmm6
  movaps xmm7, xmm0
  pxor xmm7, xmm1
  movaps xmm0, xmm7
  movaps xmm8, xmmword ptr [rsp+0x20]
  pmaxud xmm0, xmm8
  pcmpeqd xmm0, xmm7
  movaps xmm10, xmm0
  packssdw xmm10, xmm0
  movaps xmm0, xmm10
  packsswb xmm0, xmm10
  pxor xmm10, xmm10
  pcmpeqb xmm0, xmm10
  pabsb xmm0, xmm0
  movaps xmm10, xmm0
  pxor xmm10, xmm4
  pextrb r8d, xmm10, 0
  movaps xmm0, xmm7
  movaps xmm11, xmmword ptr [rsp+0x40]
  addps xmm0, xmm11
  movaps xmm12, xmmword ptr [rsp+0x50]
  psubd xmm0, xmm12
  movaps xmm8, xmm7
  paddd xmm8, xmmword ptr [rsp+0x60]
  movaps xmm11, xmm7
  psrld xmm11, 0x14
  movaps xmm12, xmmword ptr [rsp+0x70]
  pand xmm11, xmm12
  paddd xmm8, xmm11
  psrld xmm8, 0x14
  movaps xmm11, xmmword ptr [rsp+0x80]
  psubd xmm8, xmm11
  movaps xmm11, xmm7
  pmaxud xmm11, xmmword ptr [rsp+0x30]
  pcmpeqd xmm11, xmm7
  movaps xmm12, xmm0
  movaps xmm0, xmm11
  blendvps xmm12, xmm8
  pextrd ebx, xmm12, 0
  mov r12d, 0x7f
  test r8b, r8b
  cmovne ebx, r12d
  pextrb r8d, xmm10, 1
  pextrd r12d, xmm12, 1
  mov r13d, 0x7f
  test r8b, r8b
  cmovne r12d, r13d
  pextrb r8d, xmm10, 2
  pextrd r13d, xmm12, 2
  mov r14d, 0x7f
  test r8b, r8b
  cmovne r13d, r14d
  pextrb r8d, xmm10, 3
  pextrd r14d, xmm12, 3
  mov r15d, 0x7f
  test r8b, r8b
  cmovne r14d, r15d
  movd xmm8, ebx
  pinsrd xmm8, r12d, 1
  pinsrd xmm8, r13d, 2
  pinsrd xmm8, r14d, 3
  movaps xmm0, xmm9
  pmaxud xmm0, xmm7
  pcmpeqd xmm0, xmm9
  movaps xmm7, xmm3
  blendvps xmm7, xmm8
  psrld xmm1, 0x18
  por xmm7, xmm1
  pextrd r8d, xmm7, 0
  mov r8d, r8d
  pextrd ebx, xmm7, 1
  mov ebx, ebx
  pextrd r12d, xmm7, 2
  mov r12d, r12d
  pextrd r13d, xmm7, 3
  mov r13d, r13d
  movd xmm0, r8d
  pinsrb xmm0, ebx, 1
  pinsrb xmm0, r12d, 2
  pinsrb xmm0, r13d, 3
  movd dword ptr [rcx+rdi], xmm0
  movd xmm0, dword ptr [rax+rdi]
  pextrb r8d, xmm0, 0
  movzx r8d, r8b
  pextrb ebx, xmm0, 1
  movzx ebx, bl
  pextrb r12d, xmm0, 2
  movzx r12d, r12b
  pextrb r13d, xmm0, 3
  movzx r13d, r13b
  movd xmm0, r8d
  pinsrd xmm0, ebx, 1
  pinsrd xmm0, r12d, 2
  pinsrd xmm0, r13d, 3
  movaps xmm1, xmm0
  pand xmm1, xmm2
  pxor xmm0, xmm1
  movaps xmm7, xmm0
  movaps xmm8, xmmword ptr [rsp+0xa0]
  pmaxud xmm7, xmm8
  pcmpeqd xmm7, xmm0
  movaps xmm10, xmm7
  packssdw xmm10, xmm7
  movaps xmm7, xmm10
  packsswb xmm7, xmm10
  pxor xmm10, xmm10
  pcmpeqb xmm7, xmm10
  pabsb xmm7, xmm7
  pxor xmm7, xmm4
  pextrb r8d, xmm7, 0
  pslld xmm0, 0x15
  movaps xmm10, xmm0
  por xmm10, xmm9
  pextrd ebx, xmm10, 0
  movaps xmm11, xmmword ptr [rsp+0xb0]
  mulps xmm0, xmm11
  pextrd r12d, xmm0, 0
  test r8b, r8b
  cmovne r12d, ebx
  pextrb r8d, xmm7, 1
  pextrd ebx, xmm10, 1
  pextrd r13d, xmm0, 1
  test r8b, r8b
  cmovne r13d, ebx
  pextrb r8d, xmm7, 2
  pextrd ebx, xmm10, 2
  pextrd r14d, xmm0, 2
  test r8b, r8b
  cmovne r14d, ebx
  pextrb r8d, xmm7, 3
  pextrd ebx, xmm10, 3
  pextrd r15d, xmm0, 3
  test r8b, r8b
  cmovne r15d, ebx
  movd xmm0, r12d
  pinsrd xmm0, r13d, 1
  pinsrd xmm0, r14d, 2
  pinsrd xmm0, r15d, 3
  pslld xmm1, 0x18
  movaps xmm7, xmm0
  por xmm7, xmm1
  movaps xmm0, xmm7
  mulps xmm0, xmm7
  movaps xmm1, xmm0
  pand xmm1, xmm6
  movaps xmm10, xmm0
  pxor xmm10, xmm1
  movaps xmm0, xmm10
  movaps xmm12, xmmword ptr [rsp+0xd0]
  pmaxud xmm0, xmm12
  pcmpeqd xmm0, xmm10
  movaps xmm12, xmm0
  packssdw xmm12, xmm0
  movaps xmm0, xmm12
  packsswb xmm0, xmm12
  pxor xmm12, xmm12
  pcmpeqb xmm0, xmm12
  pabsb xmm0, xmm0
  movaps xmm12, xmm0
  pxor xmm12, xmm4
  pextrb r8d, xmm12, 0
  movaps xmm0, xmm10
  addps xmm0, xmmword ptr [rsp+0xf0]
  psubd xmm0, xmmword ptr [rsp+0x100]
  movaps xmm11, xmm10
  paddd xmm11, xmmword ptr [rsp+0x110]
  movaps xmm8, xmm10
  psrld xmm8, 0x15
  pand xmm8, xmmword ptr [rsp+0x70]
  paddd xmm11, xmm8
  psrld xmm11, 0x15
  movaps xmm8, xmmword ptr [rsp+0x120]
  psubd xmm11, xmm8
  movaps xmm8, xmm10
  pmaxud xmm8, xmmword ptr [rsp+0xe0]
  pcmpeqd xmm8, xmm10
  movaps xmm9, xmm0
  movaps xmm0, xmm8
  blendvps xmm9, xmm11
  pextrd ebx, xmm9, 0
  mov r12d, 0x7c
  test r8b, r8b
  cmovne ebx, r12d
  pextrb r8d, xmm12, 1
  pextrd r12d, xmm9, 1
  mov r13d, 0x7c
  test r8b, r8b
  cmovne r12d, r13d
  pextrb r8d, xmm12, 2
  pextrd r13d, xmm9, 2
  mov r14d, 0x7c
  test r8b, r8b
  cmovne r13d, r14d
  pextrb r8d, xmm12, 3
  pextrd r14d, xmm9, 3
  mov r15d, 0x7c
  test r8b, r8b
  cmovne r14d, r15d
  movd xmm8, ebx
  pinsrd xmm8, r12d, 1
  pinsrd xmm8, r13d, 2
  pinsrd xmm8, r14d, 3
  movaps xmm9, xmmword ptr [rsp+0x10]
  movaps xmm0, xmm9
  pmaxud xmm0, xmm10
  pcmpeqd xmm0, xmm9
  movaps xmm10, xmmword ptr [rsp+0xc0]
  movaps xmm11, xmm10
  blendvps xmm11, xmm8
  psrld xmm1, 0x18
  por xmm11, xmm1
  pextrd r8d, xmm11, 0
  mov r8d, r8d
  movzx r8d, r8b
  pextrd ebx, xmm11, 1
  mov ebx, ebx
  movzx ebx, bl
  pextrd r12d, xmm11, 2
  mov r12d, r12d
  movzx r12d, r12b
  pextrd r13d, xmm11, 3
  mov r13d, r13d
  movzx r13d, r13b
  movd xmm0, r8d
  pinsrd xmm0, ebx, 1
  pinsrd xmm0, r12d, 2
  pinsrd xmm0, r13d, 3
  movaps xmm1, xmm0
  pand xmm1, xmm2
  pxor xmm0, xmm1
  movaps xmm8, xmm0
  movaps xmm11, xmmword ptr [rsp+0xa0]
  pmaxud xmm8, xmm11
  pcmpeqd xmm8, xmm0
  movaps xmm12, xmm8
  packssdw xmm12, xmm8
  movaps xmm8, xmm12
  packsswb xmm8, xmm12
  pxor xmm12, xmm12
  pcmpeqb xmm8, xmm12
  pabsb xmm8, xmm8
  pxor xmm8, xmm4
  pextrb r8d, xmm8, 0
  pslld xmm0, 0x15
  movaps xmm12, xmm0
  por xmm12, xmm9
  pextrd ebx, xmm12, 0
  mulps xmm0, xmmword ptr [rsp+0xb0]
  pextrd r12d, xmm0, 0
  test r8b, r8b
  cmovne r12d, ebx
  pextrb r8d, xmm8, 1
  pextrd ebx, xmm12, 1
  pextrd r13d, xmm0, 1
  test r8b, r8b
  cmovne r13d, ebx
  pextrb r8d, xmm8, 2
  pextrd ebx, xmm12, 2
  pextrd r14d, xmm0, 2
  test r8b, r8b
  cmovne r14d, ebx
  pextrb r8d, xmm8, 3
  pextrd ebx, xmm12, 3
  pextrd r15d, xmm0, 3
  test r8b, r8b
  cmovne r15d, ebx
  movd xmm0, r12d
  pinsrd xmm0, r13d, 1
  pinsrd xmm0, r14d, 2
  pinsrd xmm0, r15d, 3
  pslld xmm1, 0x18
  por xmm0, xmm1
  addps xmm0, xmm7
  movaps xmm1, xmm0
  pand xmm1, xmm6
  movaps xmm7, xmm0
  pxor xmm7, xmm1
  movaps xmm0, xmm7
  movaps xmm12, xmmword ptr [rsp+0xd0]
  pmaxud xmm0, xmm12
  pcmpeqd xmm0, xmm7
  movaps xmm8, xmm0
  packssdw xmm8, xmm0
  movaps xmm0, xmm8
  packsswb xmm0, xmm8
  pxor xmm8, xmm8
  pcmpeqb xmm0, xmm8
  pabsb xmm0, xmm0
  movaps xmm8, xmm0
  pxor xmm8, xmm4
  pextrb r8d, xmm8, 0
  movaps xmm0, xmm7
  addps xmm0, xmmword ptr [rsp+0xf0]
  psubd xmm0, xmmword ptr [rsp+0x100]
  movaps xmm12, xmm7
  paddd xmm12, xmmword ptr [rsp+0x110]
  movaps xmm11, xmm7
  psrld xmm11, 0x15
  pand xmm11, xmmword ptr [rsp+0x70]
  paddd xmm12, xmm11
  psrld xmm12, 0x15
  movaps xmm11, xmmword ptr [rsp+0x120]
  psubd xmm12, xmm11
  movaps xmm11, xmm7
  pmaxud xmm11, xmmword ptr [rsp+0xe0]
  pcmpeqd xmm11, xmm7
  movaps xmm10, xmm0
  movaps xmm0, xmm11
  blendvps xmm10, xmm12
  pextrd ebx, xmm10, 0
  mov r12d, 0x7c
  test r8b, r8b
  cmovne ebx, r12d
  pextrb r8d, xmm8, 1
  pextrd r12d, xmm10, 1
  mov r13d, 0x7c
  test r8b, r8b
  cmovne r12d, r13d
  pextrb r8d, xmm8, 2
  pextrd r13d, xmm10, 2
  mov r14d, 0x7c
  test r8b, r8b
  cmovne r13d, r14d
  pextrb r8d, xmm8, 3
  pextrd r14d, xmm10, 3
  mov r15d, 0x7c
  test r8b, r8b
  cmovne r14d, r15d
  movd xmm8, ebx
  pinsrd xmm8, r12d, 1
  pinsrd xmm8, r13d, 2
  pinsrd xmm8, r14d, 3
  movaps xmm0, xmm9
  pmaxud xmm0, xmm7
  pcmpeqd xmm0, xmm9
  movaps xmm10, xmmword ptr [rsp+0xc0]
  movaps xmm7, xmm10
  blendvps xmm7, xmm8
  psrld xmm1, 0x18
  por xmm7, xmm1
  pextrd r8d, xmm7, 0
  mov r8d, r8d
  movzx r8d, r8b
  pextrd ebx, xmm7, 1
  mov ebx, ebx
  movzx ebx, bl
  pextrd r12d, xmm7, 2
  mov r12d, r12d
  movzx r12d, r12b
  pextrd r13d, xmm7, 3
  mov r13d, r13d
  movzx r13d, r13b
  movd xmm0, r8d
  pinsrd xmm0, ebx, 1
  pinsrd xmm0, r12d, 2
  pinsrd xmm0, r13d, 3
  movaps xmm1, xmm0
  pand xmm1, xmm2
  pxor xmm0, xmm1
  movaps xmm7, xmm0
  movaps xmm11, xmmword ptr [rsp+0xa0]
  pmaxud xmm7, xmm11
  pcmpeqd xmm7, xmm0
  movaps xmm8, xmm7
  packssdw xmm8, xmm7
  movaps xmm7, xmm8
  packsswb xmm7, xmm8
  pxor xmm8, xmm8
  pcmpeqb xmm7, xmm8
  pabsb xmm7, xmm7
  pxor xmm7, xmm4
  pextrb r8d, xmm7, 0
  pslld xmm0, 0x15
  movaps xmm8, xmm0
  por xmm8, xmm9
  pextrd ebx, xmm8, 0
  movaps xmm12, xmmword ptr [rsp+0xb0]
  mulps xmm0, xmm12
  pextrd r12d, xmm0, 0
  test r8b, r8b
  cmovne r12d, ebx
  pextrb r8d, xmm7, 1
  pextrd ebx, xmm8, 1
  pextrd r13d, xmm0, 1
  test r8b, r8b
  cmovne r13d, ebx
  pextrb r8d, xmm7, 2
  pextrd ebx, xmm8, 2
  pextrd r14d, xmm0, 2
  test r8b, r8b
  cmovne r14d, ebx
  pextrb r8d, xmm7, 3
  pextrd ebx, xmm8, 3
  pextrd r15d, xmm0, 3
  test r8b, r8b
  cmovne r15d, ebx
  movd xmm0, r12d
  pinsrd xmm0, r13d, 1
  pinsrd xmm0, r14d, 2
  pinsrd xmm0, r15d, 3
  pslld xmm1, 0x18
  por xmm0, xmm1
  movaps xmm1, xmmword ptr [rsp+0x90]
  movaps xmm7, xmm1
  divps xmm7, xmm0
  movaps xmm8, xmm7
  pand xmm8, xmm6
  pxor xmm7, xmm8
  movaps xmm0, xmm7
  pmaxud xmm0, xmmword ptr [rsp+0xd0]
  pcmpeqd xmm0, xmm7
  movaps xmm1, xmm0
  packssdw xmm1, xmm0
  movaps xmm0, xmm1
  packsswb xmm0, xmm1
  pxor xmm1, xmm1
  pcmpeqb xmm0, xmm1
  pabsb xmm0, xmm0
  movaps xmm1, xmm0
  pxor xmm1, xmm4
  pextrb r8d, xmm1, 0
  movaps xmm0, xmm7
  addps xmm0, xmmword ptr [rsp+0xf0]
  psubd xmm0, xmmword ptr [rsp+0x100]
  movaps xmm11, xmm7
  paddd xmm11, xmmword ptr [rsp+0x110]
  movaps xmm12, xmm7
  psrld xmm12, 0x15
  pand xmm12, xmmword ptr [rsp+0x70]
  paddd xmm11, xmm12
  psrld xmm11, 0x15
  movaps xmm12, xmmword ptr [rsp+0x120]
  psubd xmm11, xmm12
  movaps xmm12, xmm7
  pmaxud xmm12, xmmword ptr [rsp+0xe0]
  pcmpeqd xmm12, xmm7
  movaps xmm10, xmm0
  movaps xmm0, xmm12
  blendvps xmm10, xmm11
  pextrd ebx, xmm10, 0
  mov r12d, 0x7c
  test r8b, r8b
  cmovne ebx, r12d
  pextrb r8d, xmm1, 1
  pextrd r12d, xmm10, 1
  mov r13d, 0x7c
  test r8b, r8b
  cmovne r12d, r13d
  pextrb r8d, xmm1, 2
  pextrd r13d, xmm10, 2
  mov r14d, 0x7c
  test r8b, r8b
  cmovne r13d, r14d
  pextrb r8d, xmm1, 3
  pextrd r14d, xmm10, 3
  mov r15d, 0x7c
  test r8b, r8b
  cmovne r14d, r15d
  movd xmm1, ebx
  pinsrd xmm1, r12d, 1
  pinsrd xmm1, r13d, 2
  pinsrd xmm1, r14d, 3
  movaps xmm0, xmm9
  pmaxud xmm0, xmm7
  pcmpeqd xmm0, xmm9
  movaps xmm10, xmmword ptr [rsp+0xc0]
  movaps xmm7, xmm10
  blendvps xmm7, xmm1
  psrld xmm8, 0x18
  por xmm7, xmm8
  pextrd r8d, xmm7, 0
  mov r8d, r8d
  pextrd ebx, xmm7, 1
  mov ebx, ebx
  pextrd r12d, xmm7, 2
  mov r12d, r12d
  pextrd r13d, xmm7, 3
  mov r13d, r13d
  movd xmm0, r8d
  pinsrb xmm0, ebx, 1
  pinsrb xmm0, r12d, 2
  pinsrb xmm0, r13d, 3
  movd dword ptr [rdx+rdi], xmm0
  add esi, 1
  cmp esi, 8
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
