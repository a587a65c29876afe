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
  movaps xmm2, xmmword ptr [rip+0xdac]  ; 0xdc0
  movaps xmm3, xmmword ptr [rip+0xdb5]  ; 0xdd0
  movaps xmm4, xmmword ptr [rip+0xdbe]  ; 0xde0
  movaps xmm5, xmmword ptr [rip+0xdc7]  ; 0xdf0
  movaps xmm6, xmmword ptr [rip+0xdd0]  ; 0xe00
  movaps xmm12, xmmword ptr [rip+0xe18]  ; 0xe50
  xor eax, eax
.Lloop1:
  movd xmm0, dword ptr [rdx+rax]
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
  movaps xmm7, xmm0
  pand xmm7, xmm2
  pxor xmm0, xmm7
  movaps xmm8, xmm0
  pslld xmm8, 0x14
  mulps xmm8, xmm5
  pextrd r8d, xmm8, 0
  movaps xmm10, xmm0
  pmaxud xmm10, xmm3
  pcmpeqd xmm10, xmm0
  movaps xmm0, xmm10
  packssdw xmm0, xmm10
  movaps xmm10, xmm0
  packsswb xmm10, xmm0
  pxor xmm0, xmm0
  pcmpeqb xmm10, xmm0
  pabsb xmm0, xmm10
  pxor xmm0, xmm4
  pextrb ebx, xmm0, 0
  mov r12d, 0x7fc00000
  test bl, bl
  cmovne r8d, r12d
  pextrd ebx, xmm8, 1
  pextrb r12d, xmm0, 1
  mov r13d, 0x7fc00000
  test r12b, r12b
  cmovne ebx, r13d
  pextrd r12d, xmm8, 2
  pextrb r13d, xmm0, 2
  mov r14d, 0x7fc00000
  test r13b, r13b
  cmovne r12d, r14d
  pextrd r13d, xmm8, 3
  pextrb r14d, xmm0, 3
  mov r15d, 0x7fc00000
  test r14b, r14b
  cmovne r13d, r15d
  movd xmm0, r8d
  pinsrd xmm0, ebx, 1
  pinsrd xmm0, r12d, 2
  pinsrd xmm0, r13d, 3
  pslld xmm7, 0x18
  por xmm7, xmm0
  movaps xmm0, xmm7
  mulps xmm0, xmm7
  movaps xmm8, xmm0
  pand xmm8, xmm6
  movaps xmm10, xmm0
  pxor xmm10, xmm8
  movaps xmm0, xmm10
  psrld xmm0, 0x14
  pand xmm0, xmm12
  movaps xmm9, xmm10
  paddd xmm9, xmmword ptr [rip+0xcb2]  ; 0xe40
  paddd xmm9, xmm0
  psrld xmm9, 0x14
  psubd xmm9, xmmword ptr [rip+0xcbe]  ; 0xe60
  movaps xmm0, xmm10
  addps xmm0, xmmword ptr [rip+0xc83]  ; 0xe30
  psubd xmm0, xmmword ptr [rip+0xc7b]  ; 0xe30
  movaps xmm1, xmm10
  pmaxud xmm1, xmmword ptr [rip+0xc5e]  ; 0xe20
  pcmpeqd xmm1, xmm10
  movaps xmm11, xmm0
  movaps xmm0, xmm1
  blendvps xmm11, xmm9
  pextrd r8d, xmm11, 0
  movaps xmm0, xmm10
  pmaxud xmm0, xmmword ptr [rip+0xc28]  ; 0xe10
  pcmpeqd xmm0, xmm10
  movaps xmm9, xmm0
  packssdw xmm9, xmm0
  movaps xmm0, xmm9
  packsswb xmm0, xmm9
  pxor xmm9, xmm9
  pcmpeqb xmm0, xmm9
  pabsb xmm0, xmm0
  pxor xmm0, xmm4
  pextrb ebx, xmm0, 0
  mov r12d, 0x7f
  test bl, bl
  cmovne r8d, r12d
  pextrd ebx, xmm11, 1
  pextrb r12d, xmm0, 1
  mov r13d, 0x7f
  test r12b, r12b
  cmovne ebx, r13d
  pextrd r12d, xmm11, 2
  pextrb r13d, xmm0, 2
  mov r14d, 0x7f
  test r13b, r13b
  cmovne r12d, r14d
  pextrd r13d, xmm11, 3
  pextrb r14d, xmm0, 3
  mov r15d, 0x7f
  test r14b, r14b
  cmovne r13d, r15d
  movd xmm9, r8d
  pinsrd xmm9, ebx, 1
  pinsrd xmm9, r12d, 2
  pinsrd xmm9, r13d, 3
  pmaxud xmm10, xmmword ptr [rip+0xb17]  ; 0xdb0
  pcmpeqd xmm10, xmmword ptr [rip+0xb0e]  ; 0xdb0
  movaps xmm11, xmm3
  movaps xmm0, xmm10
  blendvps xmm11, xmm9
  psrld xmm8, 0x18
  por xmm11, xmm8
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
  movaps xmm8, xmm0
  pand xmm8, xmm2
  pxor xmm0, xmm8
  movaps xmm9, xmm0
  pslld xmm9, 0x14
  mulps xmm9, xmm5
  pextrd r8d, xmm9, 0
  movaps xmm10, xmm0
  pmaxud xmm10, xmm3
  pcmpeqd xmm10, xmm0
  movaps xmm0, xmm10
  packssdw xmm0, xmm10
  movaps xmm10, xmm0
  packsswb xmm10, xmm0
  pxor xmm0, xmm0
  pcmpeqb xmm10, xmm0
  pabsb xmm0, xmm10
  pxor xmm0, xmm4
  pextrb ebx, xmm0, 0
  mov r12d, 0x7fc00000
  test bl, bl
  cmovne r8d, r12d
  pextrd ebx, xmm9, 1
  pextrb r12d, xmm0, 1
  mov r13d, 0x7fc00000
  test r12b, r12b
  cmovne ebx, r13d
  pextrd r12d, xmm9, 2
  pextrb r13d, xmm0, 2
  mov r14d, 0x7fc00000
  test r13b, r13b
  cmovne r12d, r14d
  pextrd r13d, xmm9, 3
  pextrb r14d, xmm0, 3
  mov r15d, 0x7fc00000
  test r14b, r14b
  cmovne r13d, r15d
  movd xmm0, r8d
  pinsrd xmm0, ebx, 1
  pinsrd xmm0, r12d, 2
  pinsrd xmm0, r13d, 3
  pslld xmm8, 0x18
  por xmm8, xmm0
  subps xmm8, xmm7
  movaps xmm7, xmm8
  pand xmm7, xmm6
  pxor xmm8, xmm7
  movaps xmm0, xmm8
  psrld xmm0, 0x14
  pand xmm0, xmm12
  movaps xmm9, xmm8
  paddd xmm9, xmmword ptr [rip+0xa2c]  ; 0xe40
  paddd xmm9, xmm0
  psrld xmm9, 0x14
  psubd xmm9, xmmword ptr [rip+0xa38]  ; 0xe60
  movaps xmm0, xmm8
  addps xmm0, xmmword ptr [rip+0x9fd]  ; 0xe30
  psubd xmm0, xmmword ptr [rip+0x9f5]  ; 0xe30
  movaps xmm11, xmm8
  pmaxud xmm11, xmmword ptr [rip+0x9d7]  ; 0xe20
  pcmpeqd xmm11, xmm8
  movaps xmm10, xmm0
  movaps xmm0, xmm11
  blendvps xmm10, xmm9
  pextrd r8d, xmm10, 0
  movaps xmm0, xmm8
  pmaxud xmm0, xmmword ptr [rip+0x9a0]  ; 0xe10
  pcmpeqd xmm0, xmm8
  movaps xmm9, xmm0
  packssdw xmm9, xmm0
  movaps xmm0, xmm9
  packsswb xmm0, xmm9
  pxor xmm9, xmm9
  pcmpeqb xmm0, xmm9
  pabsb xmm0, xmm0
  pxor xmm0, xmm4
  pextrb ebx, xmm0, 0
  mov r12d, 0x7f
  test bl, bl
  cmovne r8d, r12d
  pextrd ebx, xmm10, 1
  pextrb r12d, xmm0, 1
  mov r13d, 0x7f
  test r12b, r12b
  cmovne ebx, r13d
  pextrd r12d, xmm10, 2
  pextrb r13d, xmm0, 2
  mov r14d, 0x7f
  test r13b, r13b
  cmovne r12d, r14d
  pextrd r13d, xmm10, 3
  pextrb r14d, xmm0, 3
  mov r15d, 0x7f
  test r14b, r14b
  cmovne r13d, r15d
  movd xmm9, r8d
  pinsrd xmm9, ebx, 1
  pinsrd xmm9, r12d, 2
  pinsrd xmm9, r13d, 3
  pmaxud xmm8, xmmword ptr [rip+0x88f]  ; 0xdb0
  pcmpeqd xmm8, xmmword ptr [rip+0x886]  ; 0xdb0
  movaps xmm10, xmm3
  movaps xmm0, xmm8
  blendvps xmm10, xmm9
  psrld xmm7, 0x18
  por xmm10, xmm7
  pextrd r8d, xmm10, 0
  mov r8d, r8d
  pextrd ebx, xmm10, 1
  mov ebx, ebx
  pextrd r12d, xmm10, 2
  mov r12d, r12d
  pextrd r13d, xmm10, 3
  mov r13d, r13d
  movd xmm0, r8d
  pinsrb xmm0, ebx, 1
  pinsrb xmm0, r12d, 2
  pinsrb xmm0, r13d, 3
  movd dword ptr [rdi+rax], xmm0
  movd xmm0, dword ptr [rcx+rax]
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
  movaps xmm7, xmm0
  pand xmm7, xmm2
  pxor xmm0, xmm7
  movaps xmm8, xmm0
  pslld xmm8, 0x15
  movaps xmm9, xmm8
  mulps xmm9, xmmword ptr [rip+0x8a0]  ; 0xe90
  pextrd r8d, xmm9, 0
  movaps xmm1, xmm0
  pmaxud xmm1, xmmword ptr [rip+0x87d]  ; 0xe80
  pcmpeqd xmm1, xmm0
  movaps xmm0, xmm1
  packssdw xmm0, xmm1
  movaps xmm1, xmm0
  packsswb xmm1, xmm0
  pxor xmm0, xmm0
  pcmpeqb xmm1, xmm0
  pabsb xmm0, xmm1
  pxor xmm0, xmm4
  pextrb ebx, xmm0, 0
  por xmm8, xmmword ptr [rip+0x77b]  ; 0xdb0
  pextrd r12d, xmm8, 0
  test bl, bl
  cmovne r8d, r12d
  pextrd ebx, xmm9, 1
  pextrb r12d, xmm0, 1
  pextrd r13d, xmm8, 1
  test r12b, r12b
  cmovne ebx, r13d
  pextrd r12d, xmm9, 2
  pextrb r13d, xmm0, 2
  pextrd r14d, xmm8, 2
  test r13b, r13b
  cmovne r12d, r14d
  pextrd r13d, xmm9, 3
  pextrb r14d, xmm0, 3
  pextrd r15d, xmm8, 3
  test r14b, r14b
  cmovne r13d, r15d
  movd xmm0, r8d
  pinsrd xmm0, ebx, 1
  pinsrd xmm0, r12d, 2
  pinsrd xmm0, r13d, 3
  pslld xmm7, 0x18
  por xmm7, xmm0
  movaps xmm0, xmm7
  mulps xmm0, xmm7
  movaps xmm1, xmm0
  pand xmm1, xmm6
  movaps xmm8, xmm0
  pxor xmm8, xmm1
  movaps xmm0, xmm8
  psrld xmm0, 0x15
  pand xmm0, xmm12
  movaps xmm9, xmm8
  paddd xmm9, xmmword ptr [rip+0x7f7]  ; 0xee0
  paddd xmm9, xmm0
  psrld xmm9, 0x15
  psubd xmm9, xmmword ptr [rip+0x7f3]  ; 0xef0
  movaps xmm0, xmm8
  addps xmm0, xmmword ptr [rip+0x7c8]  ; 0xed0
  psubd xmm0, xmmword ptr [rip+0x7c0]  ; 0xed0
  movaps xmm10, xmm8
  pmaxud xmm10, xmmword ptr [rip+0x7a2]  ; 0xec0
  pcmpeqd xmm10, xmm8
  movaps xmm11, xmm0
  movaps xmm0, xmm10
  blendvps xmm11, xmm9
  pextrd r8d, xmm11, 0
  movaps xmm0, xmm8
  pmaxud xmm0, xmmword ptr [rip+0x76b]  ; 0xeb0
  pcmpeqd xmm0, xmm8
  movaps xmm10, xmm0
  packssdw xmm10, xmm0
  movaps xmm0, xmm10
  packsswb xmm0, xmm10
  pxor xmm10, xmm10
  pcmpeqb xmm0, xmm10
  pabsb xmm0, xmm0
  pxor xmm0, xmm4
  pextrb ebx, xmm0, 0
  mov r12d, 0x7c
  test bl, bl
  cmovne r8d, r12d
  pextrd ebx, xmm11, 1
  pextrb r12d, xmm0, 1
  mov r13d, 0x7c
  test r12b, r12b
  cmovne ebx, r13d
  pextrd r12d, xmm11, 2
  pextrb r13d, xmm0, 2
  mov r14d, 0x7c
  test r13b, r13b
  cmovne r12d, r14d
  pextrd r13d, xmm11, 3
  pextrb r14d, xmm0, 3
  mov r15d, 0x7c
  test r14b, r14b
  cmovne r13d, r15d
  movd xmm10, r8d
  pinsrd xmm10, ebx, 1
  pinsrd xmm10, r12d, 2
  pinsrd xmm10, r13d, 3
  pmaxud xmm8, xmmword ptr [rip+0x5ba]  ; 0xdb0
  pcmpeqd xmm8, xmmword ptr [rip+0x5b1]  ; 0xdb0
  movaps xmm9, xmmword ptr [rip+0x699]  ; 0xea0
  movaps xmm0, xmm8
  blendvps xmm9, xmm10
  psrld xmm1, 0x18
  por xmm9, xmm1
  pextrd r8d, xmm9, 0
  mov r8d, r8d
  movzx r8d, r8b
  pextrd ebx, xmm9, 1
  mov ebx, ebx
  movzx ebx, bl
  pextrd r12d, xmm9, 2
  mov r12d, r12d
  movzx r12d, r12b
  pextrd r13d, xmm9, 3
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
  pslld xmm8, 0x15
  movaps xmm9, xmm8
  mulps xmm9, xmmword ptr [rip+0x605]  ; 0xe90
  pextrd r8d, xmm9, 0
  movaps xmm10, xmm0
  pmaxud xmm10, xmmword ptr [rip+0x5e0]  ; 0xe80
  pcmpeqd xmm10, xmm0
  movaps xmm0, xmm10
  packssdw xmm0, xmm10
  movaps xmm10, xmm0
  packsswb xmm10, xmm0
  pxor xmm0, xmm0
  pcmpeqb xmm10, xmm0
  pabsb xmm0, xmm10
  pxor xmm0, xmm4
  pextrb ebx, xmm0, 0
  por xmm8, xmmword ptr [rip+0x4d7]  ; 0xdb0
  pextrd r12d, xmm8, 0
  test bl, bl
  cmovne r8d, r12d
  pextrd ebx, xmm9, 1
  pextrb r12d, xmm0, 1
  pextrd r13d, xmm8, 1
  test r12b, r12b
  cmovne ebx, r13d
  pextrd r12d, xmm9, 2
  pextrb r13d, xmm0, 2
  pextrd r14d, xmm8, 2
  test r13b, r13b
  cmovne r12d, r14d
  pextrd r13d, xmm9, 3
  pextrb r14d, xmm0, 3
  pextrd r15d, xmm8, 3
  test r14b, r14b
  cmovne r13d, r15d
  movd xmm0, r8d
  pinsrd xmm0, ebx, 1
  pinsrd xmm0, r12d, 2
  pinsrd xmm0, r13d, 3
  pslld xmm1, 0x18
  por xmm1, xmm0
  addps xmm1, xmm7
  movaps xmm7, xmm1
  pand xmm7, xmm6
  pxor xmm1, xmm7
  movaps xmm0, xmm1
  psrld xmm0, 0x15
  pand xmm0, xmm12
  movaps xmm8, xmm1
  paddd xmm8, xmmword ptr [rip+0x55c]  ; 0xee0
  paddd xmm8, xmm0
  psrld xmm8, 0x15
  psubd xmm8, xmmword ptr [rip+0x558]  ; 0xef0
  movaps xmm0, xmm1
  addps xmm0, xmmword ptr [rip+0x52e]  ; 0xed0
  psubd xmm0, xmmword ptr [rip+0x526]  ; 0xed0
  movaps xmm10, xmm1
  pmaxud xmm10, xmmword ptr [rip+0x508]  ; 0xec0
  pcmpeqd xmm10, xmm1
  movaps xmm9, xmm0
  movaps xmm0, xmm10
  blendvps xmm9, xmm8
  pextrd r8d, xmm9, 0
  movaps xmm0, xmm1
  movaps xmm8, xmmword ptr [rip+0x4d3]  ; 0xeb0
  pmaxud xmm0, xmm8
  pcmpeqd xmm0, xmm1
  movaps xmm10, xmm0
  packssdw xmm10, xmm0
  movaps xmm0, xmm10
  packsswb xmm0, xmm10
  pxor xmm10, xmm10
  pcmpeqb xmm0, xmm10
  pabsb xmm0, xmm0
  pxor xmm0, xmm4
  pextrb ebx, xmm0, 0
  mov r12d, 0x7c
  test bl, bl
  cmovne r8d, r12d
  pextrd ebx, xmm9, 1
  pextrb r12d, xmm0, 1
  mov r13d, 0x7c
  test r12b, r12b
  cmovne ebx, r13d
  pextrd r12d, xmm9, 2
  pextrb r13d, xmm0, 2
  mov r14d, 0x7c
  test r13b, r13b
  cmovne r12d, r14d
  pextrd r13d, xmm9, 3
  pextrb r14d, xmm0, 3
  mov r15d, 0x7c
  test r14b, r14b
  cmovne r13d, r15d
  movd xmm9, r8d
  pinsrd xmm9, ebx, 1
  pinsrd xmm9, r12d, 2
  pinsrd xmm9, r13d, 3
  pmaxud xmm1, xmmword ptr [rip+0x31e]  ; 0xdb0
  pcmpeqd xmm1, xmmword ptr [rip+0x316]  ; 0xdb0
  movaps xmm10, xmmword ptr [rip+0x3fe]  ; 0xea0
  movaps xmm0, xmm1
  blendvps xmm10, xmm9
  psrld xmm7, 0x18
  por xmm10, xmm7
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
  movaps xmm1, xmm0
  pand xmm1, xmm2
  pxor xmm0, xmm1
  movaps xmm7, xmm0
  pslld xmm7, 0x15
  movaps xmm9, xmm7
  mulps xmm9, xmmword ptr [rip+0x36d]  ; 0xe90
  pextrd r8d, xmm9, 0
  movaps xmm10, xmm0
  pmaxud xmm10, xmmword ptr [rip+0x348]  ; 0xe80
  pcmpeqd xmm10, xmm0
  movaps xmm0, xmm10
  packssdw xmm0, xmm10
  movaps xmm10, xmm0
  packsswb xmm10, xmm0
  pxor xmm0, xmm0
  pcmpeqb xmm10, xmm0
  pabsb xmm0, xmm10
  pxor xmm0, xmm4
  pextrb ebx, xmm0, 0
  por xmm7, xmmword ptr [rip+0x240]  ; 0xdb0
  pextrd r12d, xmm7, 0
  test bl, bl
  cmovne r8d, r12d
  pextrd ebx, xmm9, 1
  pextrb r12d, xmm0, 1
  pextrd r13d, xmm7, 1
  test r12b, r12b
  cmovne ebx, r13d
  pextrd r12d, xmm9, 2
  pextrb r13d, xmm0, 2
  pextrd r14d, xmm7, 2
  test r13b, r13b
  cmovne r12d, r14d
  pextrd r13d, xmm9, 3
  pextrb r14d, xmm0, 3
  pextrd r15d, xmm7, 3
  test r14b, r14b
  cmovne r13d, r15d
  movd xmm0, r8d
  pinsrd xmm0, ebx, 1
  pinsrd xmm0, r12d, 2
  pinsrd xmm0, r13d, 3
  pslld xmm1, 0x18
  por xmm1, xmm0
  movaps xmm0, xmmword ptr [rip+0x276]  ; 0xe70
  divps xmm0, xmm1
  movaps xmm1, xmm0
  pand xmm1, xmm6
  movaps xmm9, xmm0
  pxor xmm9, xmm1
  movaps xmm0, xmm9
  psrld xmm0, 0x15
  pand xmm0, xmm12
  movaps xmm10, xmm9
  paddd xmm10, xmmword ptr [rip+0x2b8]  ; 0xee0
  paddd xmm10, xmm0
  psrld xmm10, 0x15
  psubd xmm10, xmmword ptr [rip+0x2b4]  ; 0xef0
  movaps xmm0, xmm9
  addps xmm0, xmmword ptr [rip+0x289]  ; 0xed0
  psubd xmm0, xmmword ptr [rip+0x281]  ; 0xed0
  movaps xmm7, xmm9
  pmaxud xmm7, xmmword ptr [rip+0x264]  ; 0xec0
  pcmpeqd xmm7, xmm9
  movaps xmm11, xmm0
  movaps xmm0, xmm7
  blendvps xmm11, xmm10
  pextrd r8d, xmm11, 0
  movaps xmm0, xmm9
  pmaxud xmm0, xmm8
  pcmpeqd xmm0, xmm9
  movaps xmm7, xmm0
  packssdw xmm7, xmm0
  movaps xmm0, xmm7
  packsswb xmm0, xmm7
  pxor xmm7, xmm7
  pcmpeqb xmm0, xmm7
  pabsb xmm0, xmm0
  pxor xmm0, xmm4
  pextrb ebx, xmm0, 0
  mov r12d, 0x7c
  test bl, bl
  cmovne r8d, r12d
  pextrd ebx, xmm11, 1
  pextrb r12d, xmm0, 1
  mov r13d, 0x7c
  test r12b, r12b
  cmovne ebx, r13d
  pextrd r12d, xmm11, 2
  pextrb r13d, xmm0, 2
  mov r14d, 0x7c
  test r13b, r13b
  cmovne r12d, r14d
  pextrd r13d, xmm11, 3
  pextrb r14d, xmm0, 3
  mov r15d, 0x7c
  test r14b, r14b
  cmovne r13d, r15d
  movd xmm7, r8d
  pinsrd xmm7, ebx, 1
  pinsrd xmm7, r12d, 2
  pinsrd xmm7, r13d, 3
  pmaxud xmm9, xmmword ptr [rip+0x87]  ; 0xdb0
  pcmpeqd xmm9, xmmword ptr [rip+0x7e]  ; 0xdb0
  movaps xmm10, xmmword ptr [rip+0x166]  ; 0xea0
  movaps xmm11, xmm10
  movaps xmm0, xmm9
  blendvps xmm11, xmm7
  psrld xmm1, 0x18
  por xmm11, xmm1
  pextrd r8d, xmm11, 0
  mov r8d, r8d
  pextrd ebx, xmm11, 1
  mov ebx, ebx
  pextrd r12d, xmm11, 2
  mov r12d, r12d
  pextrd r13d, xmm11, 3
  mov r13d, r13d
  movd xmm0, r8d
  pinsrb xmm0, ebx, 1
  pinsrb xmm0, r12d, 2
  pinsrb xmm0, r13d, 3
  movd dword ptr [rsi+rax], xmm0
  add eax, 4
  cmp eax, 0x20
  jl .Lloop1
.Ldone2:
  pop rbx
  pop r15
  pop r14
  pop r13
  pop r12
  pop rbp
  ret
; constant pool (read-only, after the code)
;   0xdb0: 7f8000007f800000 7f8000007f800000
;   0xdc0: 0000008000000080 0000008000000080
;   0xdd0: 0000007f0000007f 0000007f0000007f
;   0xde0: 0000000001010101 0000000000000000
;   0xdf0: 7b8000007b800000 7b8000007b800000
;   0xe00: 8000000080000000 8000000080000000
;   0xe10: 43e8000143e80001 43e8000143e80001
;   0xe20: 3c8000003c800000 3c8000003c800000
;   0xe30: 4680000046800000 4680000046800000
;   0xe40: 0007ffff0007ffff 0007ffff0007ffff
;   0xe50: 0000000100000001 0000000100000001
;   0xe60: 000003c0000003c0 000003c0000003c0
;   0xe70: 3f8000003f800000 3f8000003f800000
;   0xe80: 0000007c0000007c 0000007c0000007c
;   0xe90: 7780000077800000 7780000077800000
;   0xea0: 0000007e0000007e 0000007e0000007e
;   0xeb0: 4770000047700000 4770000047700000
;   0xec0: 3880000038800000 3880000038800000
;   0xed0: 4300000043000000 4300000043000000
;   0xee0: 000fffff000fffff 000fffff000fffff
;   0xef0: 000001c0000001c0 000001c0000001c0
