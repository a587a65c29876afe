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
  sub rsp, 0x20
  movaps xmm1, xmmword ptr [rip+0xe24]  ; 0xe40
  movaps xmm2, xmmword ptr [rip+0xe2d]  ; 0xe50
  movaps xmm3, xmmword ptr [rip+0xe36]  ; 0xe60
  movaps xmm4, xmmword ptr [rip+0xe3f]  ; 0xe70
  movaps xmm5, xmmword ptr [rip+0xe48]  ; 0xe80
  movaps xmm6, xmmword ptr [rip+0xe51]  ; 0xe90
  movaps xmm7, xmmword ptr [rip+0xe5a]  ; 0xea0
  movaps xmm8, xmmword ptr [rip+0xe62]  ; 0xeb0
  movaps xmm9, xmmword ptr [rip+0xe6a]  ; 0xec0
  movaps xmm10, xmmword ptr [rip+0xe62]  ; 0xec0
  movaps xmm11, xmmword ptr [rip+0xe6a]  ; 0xed0
  movaps xmm12, xmmword ptr [rip+0xe72]  ; 0xee0
  movaps xmm1, xmmword ptr [rip+0xe7b]  ; 0xef0
  xor eax, eax
  mov qword ptr [rsp], rdi
.Lloop1:
  imul r8d, eax, 4
  movd xmm0, dword ptr [rdx+r8]
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
  test bl, bl
  mov ebx, 0x7fc00000
  cmovne r15d, ebx
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
  pmaxud xmm0, xmmword ptr [rip+0xce1]  ; 0xea0
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
  pextrb ebx, xmm11, 0
  movaps xmm0, xmm12
  addps xmm0, xmmword ptr [rip+0xcc0]  ; 0xec0
  psubd xmm0, xmmword ptr [rip+0xcb8]  ; 0xec0
  movaps xmm10, xmm12
  paddd xmm10, xmmword ptr [rip+0xcbb]  ; 0xed0
  movaps xmm9, xmm12
  psrld xmm9, 0x14
  pand xmm9, xmmword ptr [rip+0xcb8]  ; 0xee0
  paddd xmm10, xmm9
  psrld xmm10, 0x14
  movaps xmm9, xmmword ptr [rip+0xcb5]  ; 0xef0
  psubd xmm10, xmm9
  movaps xmm9, xmm12
  pmaxud xmm9, xmmword ptr [rip+0xc62]  ; 0xeb0
  pcmpeqd xmm9, xmm12
  movaps xmm7, xmm0
  movaps xmm0, xmm9
  blendvps xmm7, xmm10
  pextrd r12d, xmm7, 0
  mov r13d, 0x7f
  test bl, bl
  cmovne r12d, r13d
  pextrb ebx, xmm11, 1
  pextrd r13d, xmm7, 1
  mov r14d, 0x7f
  test bl, bl
  cmovne r13d, r14d
  pextrb ebx, xmm11, 2
  pextrd r14d, xmm7, 2
  mov r15d, 0x7f
  test bl, bl
  cmovne r14d, r15d
  pextrb ebx, xmm11, 3
  pextrd r15d, xmm7, 3
  test bl, bl
  mov ebx, 0x7f
  cmovne r15d, ebx
  movd xmm7, r12d
  pinsrd xmm7, r13d, 1
  pinsrd xmm7, r14d, 2
  pinsrd xmm7, r15d, 3
  movaps xmm9, xmmword ptr [rip+0xb5e]  ; 0xe40
  movaps xmm0, xmm9
  pmaxud xmm0, xmm12
  pcmpeqd xmm0, xmm9
  movaps xmm10, xmm3
  blendvps xmm10, xmm7
  psrld xmm8, 0x18
  por xmm10, xmm8
  pextrd ebx, xmm10, 0
  mov ebx, ebx
  movzx ebx, bl
  pextrd r12d, xmm10, 1
  mov r12d, r12d
  movzx r12d, r12b
  pextrd r13d, xmm10, 2
  mov r13d, r13d
  movzx r13d, r13b
  pextrd r14d, xmm10, 3
  mov r14d, r14d
  movzx r14d, r14b
  movd xmm0, ebx
  pinsrd xmm0, r12d, 1
  pinsrd xmm0, r13d, 2
  pinsrd xmm0, r14d, 3
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
  pextrb ebx, xmm8, 0
  pslld xmm0, 0x14
  mulps xmm0, xmm5
  pextrd r12d, xmm0, 0
  mov r13d, 0x7fc00000
  test bl, bl
  cmovne r12d, r13d
  pextrb ebx, xmm8, 1
  pextrd r13d, xmm0, 1
  mov r14d, 0x7fc00000
  test bl, bl
  cmovne r13d, r14d
  pextrb ebx, xmm8, 2
  pextrd r14d, xmm0, 2
  mov r15d, 0x7fc00000
  test bl, bl
  cmovne r14d, r15d
  pextrb ebx, xmm8, 3
  pextrd r15d, xmm0, 3
  test bl, bl
  mov ebx, 0x7fc00000
  cmovne r15d, ebx
  movd xmm0, r12d
  pinsrd xmm0, r13d, 1
  pinsrd xmm0, r14d, 2
  pinsrd xmm0, r15d, 3
  pslld xmm7, 0x18
  por xmm0, xmm7
  subps xmm0, xmm1
  movaps xmm1, xmm0
  pand xmm1, xmm6
  movaps xmm7, xmm0
  pxor xmm7, xmm1
  movaps xmm0, xmm7
  movaps xmm8, xmmword ptr [rip+0xa5c]  ; 0xea0
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
  pextrb ebx, xmm10, 0
  movaps xmm0, xmm7
  movaps xmm11, xmmword ptr [rip+0xa36]  ; 0xec0
  addps xmm0, xmm11
  movaps xmm12, xmmword ptr [rip+0xa2a]  ; 0xec0
  psubd xmm0, xmm12
  movaps xmm8, xmm7
  paddd xmm8, xmmword ptr [rip+0xa28]  ; 0xed0
  movaps xmm11, xmm7
  psrld xmm11, 0x14
  movaps xmm12, xmmword ptr [rip+0xa26]  ; 0xee0
  pand xmm11, xmm12
  paddd xmm8, xmm11
  psrld xmm8, 0x14
  movaps xmm11, xmmword ptr [rip+0xa1e]  ; 0xef0
  psubd xmm8, xmm11
  movaps xmm11, xmm7
  pmaxud xmm11, xmmword ptr [rip+0x9cb]  ; 0xeb0
  pcmpeqd xmm11, xmm7
  movaps xmm12, xmm0
  movaps xmm0, xmm11
  blendvps xmm12, xmm8
  pextrd r12d, xmm12, 0
  mov r13d, 0x7f
  test bl, bl
  cmovne r12d, r13d
  pextrb ebx, xmm10, 1
  pextrd r13d, xmm12, 1
  mov r14d, 0x7f
  test bl, bl
  cmovne r13d, r14d
  pextrb ebx, xmm10, 2
  pextrd r14d, xmm12, 2
  mov r15d, 0x7f
  test bl, bl
  cmovne r14d, r15d
  pextrb ebx, xmm10, 3
  pextrd r15d, xmm12, 3
  test bl, bl
  mov ebx, 0x7f
  cmovne r15d, ebx
  movd xmm8, r12d
  pinsrd xmm8, r13d, 1
  pinsrd xmm8, r14d, 2
  pinsrd xmm8, r15d, 3
  movaps xmm0, xmm9
  pmaxud xmm0, xmm7
  pcmpeqd xmm0, xmm9
  movaps xmm7, xmm3
  blendvps xmm7, xmm8
  psrld xmm1, 0x18
  por xmm7, xmm1
  pextrd ebx, xmm7, 0
  mov ebx, ebx
  pextrd r12d, xmm7, 1
  mov r12d, r12d
  pextrd r13d, xmm7, 2
  mov r13d, r13d
  pextrd r14d, xmm7, 3
  mov r14d, r14d
  movd xmm0, ebx
  pinsrb xmm0, r12d, 1
  pinsrb xmm0, r13d, 2
  pinsrb xmm0, r14d, 3
  mov r11, qword ptr [rsp]
  movd dword ptr [r11+r8], xmm0
  movd xmm0, dword ptr [rcx+r8]
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
  movaps xmm1, xmm0
  pand xmm1, xmm2
  pxor xmm0, xmm1
  movaps xmm7, xmm0
  movaps xmm8, xmmword ptr [rip+0x8d6]  ; 0xf10
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
  pextrb ebx, xmm7, 0
  pslld xmm0, 0x15
  movaps xmm10, xmm0
  por xmm10, xmm9
  pextrd r12d, xmm10, 0
  movaps xmm11, xmmword ptr [rip+0x894]  ; 0xf20
  mulps xmm0, xmm11
  pextrd r13d, xmm0, 0
  test bl, bl
  cmovne r13d, r12d
  pextrb ebx, xmm7, 1
  pextrd r12d, xmm10, 1
  pextrd r14d, xmm0, 1
  test bl, bl
  cmovne r14d, r12d
  pextrb ebx, xmm7, 2
  pextrd r12d, xmm10, 2
  pextrd r15d, xmm0, 2
  test bl, bl
  cmovne r15d, r12d
  pextrb ebx, xmm7, 3
  pextrd r12d, xmm10, 3
  pextrd edi, xmm0, 3
  test bl, bl
  cmovne edi, r12d
  movd xmm0, r13d
  pinsrd xmm0, r14d, 1
  pinsrd xmm0, r15d, 2
  pinsrd xmm0, edi, 3
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
  movaps xmm12, xmmword ptr [rip+0x80f]  ; 0xf40
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
  pextrb edi, xmm12, 0
  movaps xmm0, xmm10
  addps xmm0, xmmword ptr [rip+0x7e8]  ; 0xf60
  psubd xmm0, xmmword ptr [rip+0x7e0]  ; 0xf60
  movaps xmm11, xmm10
  paddd xmm11, xmmword ptr [rip+0x7e3]  ; 0xf70
  movaps xmm8, xmm10
  psrld xmm8, 0x15
  pand xmm8, xmmword ptr [rip+0x740]  ; 0xee0
  paddd xmm11, xmm8
  psrld xmm11, 0x15
  movaps xmm8, xmmword ptr [rip+0x7cd]  ; 0xf80
  psubd xmm11, xmm8
  movaps xmm8, xmm10
  pmaxud xmm8, xmmword ptr [rip+0x78a]  ; 0xf50
  pcmpeqd xmm8, xmm10
  movaps xmm9, xmm0
  movaps xmm0, xmm8
  blendvps xmm9, xmm11
  pextrd ebx, xmm9, 0
  mov r12d, 0x7c
  test dil, dil
  cmovne ebx, r12d
  pextrb edi, xmm12, 1
  pextrd r12d, xmm9, 1
  mov r13d, 0x7c
  test dil, dil
  cmovne r12d, r13d
  pextrb edi, xmm12, 2
  pextrd r13d, xmm9, 2
  mov r14d, 0x7c
  test dil, dil
  cmovne r13d, r14d
  pextrb edi, xmm12, 3
  pextrd r14d, xmm9, 3
  mov r15d, 0x7c
  test dil, dil
  cmovne r14d, r15d
  movd xmm8, ebx
  pinsrd xmm8, r12d, 1
  pinsrd xmm8, r13d, 2
  pinsrd xmm8, r14d, 3
  movaps xmm9, xmmword ptr [rip+0x5e0]  ; 0xe40
  movaps xmm0, xmm9
  pmaxud xmm0, xmm10
  pcmpeqd xmm0, xmm9
  movaps xmm10, xmmword ptr [rip+0x6b9]  ; 0xf30
  movaps xmm11, xmm10
  blendvps xmm11, xmm8
  psrld xmm1, 0x18
  por xmm11, xmm1
  pextrd edi, xmm11, 0
  mov edi, edi
  movzx edi, dil
  pextrd ebx, xmm11, 1
  mov ebx, ebx
  movzx ebx, bl
  pextrd r12d, xmm11, 2
  mov r12d, r12d
  movzx r12d, r12b
  pextrd r13d, xmm11, 3
  mov r13d, r13d
  movzx r13d, r13b
  movd xmm0, edi
  pinsrd xmm0, ebx, 1
  pinsrd xmm0, r12d, 2
  pinsrd xmm0, r13d, 3
  movaps xmm1, xmm0
  pand xmm1, xmm2
  pxor xmm0, xmm1
  movaps xmm8, xmm0
  movaps xmm11, xmmword ptr [rip+0x621]  ; 0xf10
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
  pextrb edi, xmm8, 0
  pslld xmm0, 0x15
  movaps xmm12, xmm0
  por xmm12, xmm9
  pextrd ebx, xmm12, 0
  mulps xmm0, xmmword ptr [rip+0x5dc]  ; 0xf20
  pextrd r12d, xmm0, 0
  test dil, dil
  cmovne r12d, ebx
  pextrb edi, xmm8, 1
  pextrd ebx, xmm12, 1
  pextrd r13d, xmm0, 1
  test dil, dil
  cmovne r13d, ebx
  pextrb edi, xmm8, 2
  pextrd ebx, xmm12, 2
  pextrd r14d, xmm0, 2
  test dil, dil
  cmovne r14d, ebx
  pextrb edi, xmm8, 3
  pextrd ebx, xmm12, 3
  pextrd r15d, xmm0, 3
  test dil, dil
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
  movaps xmm12, xmmword ptr [rip+0x55b]  ; 0xf40
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
  pextrb edi, xmm8, 0
  movaps xmm0, xmm7
  addps xmm0, xmmword ptr [rip+0x536]  ; 0xf60
  psubd xmm0, xmmword ptr [rip+0x52e]  ; 0xf60
  movaps xmm12, xmm7
  paddd xmm12, xmmword ptr [rip+0x531]  ; 0xf70
  movaps xmm11, xmm7
  psrld xmm11, 0x15
  pand xmm11, xmmword ptr [rip+0x48e]  ; 0xee0
  paddd xmm12, xmm11
  psrld xmm12, 0x15
  movaps xmm11, xmmword ptr [rip+0x51b]  ; 0xf80
  psubd xmm12, xmm11
  movaps xmm11, xmm7
  pmaxud xmm11, xmmword ptr [rip+0x4d8]  ; 0xf50
  pcmpeqd xmm11, xmm7
  movaps xmm10, xmm0
  movaps xmm0, xmm11
  blendvps xmm10, xmm12
  pextrd ebx, xmm10, 0
  mov r12d, 0x7c
  test dil, dil
  cmovne ebx, r12d
  pextrb edi, xmm8, 1
  pextrd r12d, xmm10, 1
  mov r13d, 0x7c
  test dil, dil
  cmovne r12d, r13d
  pextrb edi, xmm8, 2
  pextrd r13d, xmm10, 2
  mov r14d, 0x7c
  test dil, dil
  cmovne r13d, r14d
  pextrb edi, xmm8, 3
  pextrd r14d, xmm10, 3
  mov r15d, 0x7c
  test dil, dil
  cmovne r14d, r15d
  movd xmm8, ebx
  pinsrd xmm8, r12d, 1
  pinsrd xmm8, r13d, 2
  pinsrd xmm8, r14d, 3
  movaps xmm0, xmm9
  pmaxud xmm0, xmm7
  pcmpeqd xmm0, xmm9
  movaps xmm10, xmmword ptr [rip+0x410]  ; 0xf30
  movaps xmm7, xmm10
  blendvps xmm7, xmm8
  psrld xmm1, 0x18
  por xmm7, xmm1
  pextrd edi, xmm7, 0
  mov edi, edi
  movzx edi, dil
  pextrd ebx, xmm7, 1
  mov ebx, ebx
  movzx ebx, bl
  pextrd r12d, xmm7, 2
  mov r12d, r12d
  movzx r12d, r12b
  pextrd r13d, xmm7, 3
  mov r13d, r13d
  movzx r13d, r13b
  movd xmm0, edi
  pinsrd xmm0, ebx, 1
  pinsrd xmm0, r12d, 2
  pinsrd xmm0, r13d, 3
  movaps xmm1, xmm0
  pand xmm1, xmm2
  pxor xmm0, xmm1
  movaps xmm7, xmm0
  movaps xmm11, xmmword ptr [rip+0x37c]  ; 0xf10
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
  pextrb edi, xmm7, 0
  pslld xmm0, 0x15
  movaps xmm8, xmm0
  por xmm8, xmm9
  pextrd ebx, xmm8, 0
  movaps xmm12, xmmword ptr [rip+0x33a]  ; 0xf20
  mulps xmm0, xmm12
  pextrd r12d, xmm0, 0
  test dil, dil
  cmovne r12d, ebx
  pextrb edi, xmm7, 1
  pextrd ebx, xmm8, 1
  pextrd r13d, xmm0, 1
  test dil, dil
  cmovne r13d, ebx
  pextrb edi, xmm7, 2
  pextrd ebx, xmm8, 2
  pextrd r14d, xmm0, 2
  test dil, dil
  cmovne r14d, ebx
  pextrb edi, xmm7, 3
  pextrd ebx, xmm8, 3
  pextrd r15d, xmm0, 3
  test dil, dil
  cmovne r15d, ebx
  movd xmm0, r12d
  pinsrd xmm0, r13d, 1
  pinsrd xmm0, r14d, 2
  pinsrd xmm0, r15d, 3
  pslld xmm1, 0x18
  por xmm0, xmm1
  movaps xmm1, xmmword ptr [rip+0x28d]  ; 0xf00
  movaps xmm7, xmm1
  divps xmm7, xmm0
  movaps xmm8, xmm7
  pand xmm8, xmm6
  pxor xmm7, xmm8
  movaps xmm0, xmm7
  pmaxud xmm0, xmmword ptr [rip+0x2ad]  ; 0xf40
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
  pextrb edi, xmm1, 0
  movaps xmm0, xmm7
  addps xmm0, xmmword ptr [rip+0x297]  ; 0xf60
  psubd xmm0, xmmword ptr [rip+0x28f]  ; 0xf60
  movaps xmm11, xmm7
  paddd xmm11, xmmword ptr [rip+0x292]  ; 0xf70
  movaps xmm12, xmm7
  psrld xmm12, 0x15
  pand xmm12, xmmword ptr [rip+0x1ef]  ; 0xee0
  paddd xmm11, xmm12
  psrld xmm11, 0x15
  movaps xmm12, xmmword ptr [rip+0x27c]  ; 0xf80
  psubd xmm11, xmm12
  movaps xmm12, xmm7
  pmaxud xmm12, xmmword ptr [rip+0x239]  ; 0xf50
  pcmpeqd xmm12, xmm7
  movaps xmm10, xmm0
  movaps xmm0, xmm12
  blendvps xmm10, xmm11
  pextrd ebx, xmm10, 0
  mov r12d, 0x7c
  test dil, dil
  cmovne ebx, r12d
  pextrb edi, xmm1, 1
  pextrd r12d, xmm10, 1
  mov r13d, 0x7c
  test dil, dil
  cmovne r12d, r13d
  pextrb edi, xmm1, 2
  pextrd r13d, xmm10, 2
  mov r14d, 0x7c
  test dil, dil
  cmovne r13d, r14d
  pextrb edi, xmm1, 3
  pextrd r14d, xmm10, 3
  mov r15d, 0x7c
  test dil, dil
  cmovne r14d, r15d
  movd xmm1, ebx
  pinsrd xmm1, r12d, 1
  pinsrd xmm1, r13d, 2
  pinsrd xmm1, r14d, 3
  movaps xmm0, xmm9
  pmaxud xmm0, xmm7
  pcmpeqd xmm0, xmm9
  movaps xmm10, xmmword ptr [rip+0x175]  ; 0xf30
  movaps xmm7, xmm10
  blendvps xmm7, xmm1
  psrld xmm8, 0x18
  por xmm7, xmm8
  pextrd edi, xmm7, 0
  mov edi, edi
  pextrd ebx, xmm7, 1
  mov ebx, ebx
  pextrd r12d, xmm7, 2
  mov r12d, r12d
  pextrd r13d, xmm7, 3
  mov r13d, r13d
  movd xmm0, edi
  pinsrb xmm0, ebx, 1
  pinsrb xmm0, r12d, 2
  pinsrb xmm0, r13d, 3
  movd dword ptr [rsi+r8], xmm0
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
;   0xe40: 7f8000007f800000 7f8000007f800000
;   0xe50: 0000008000000080 0000008000000080
;   0xe60: 0000007f0000007f 0000007f0000007f
;   0xe70: 0000000001010101 0000000000000000
;   0xe80: 7b8000007b800000 7b8000007b800000
;   0xe90: 8000000080000000 8000000080000000
;   0xea0: 43e8000143e80001 43e8000143e80001
;   0xeb0: 3c8000003c800000 3c8000003c800000
;   0xec0: 4680000046800000 4680000046800000
;   0xed0: 0007ffff0007ffff 0007ffff0007ffff
;   0xee0: 0000000100000001 0000000100000001
;   0xef0: 000003c0000003c0 000003c0000003c0
;   0xf00: 3f8000003f800000 3f8000003f800000
;   0xf10: 0000007c0000007c 0000007c0000007c
;   0xf20: 7780000077800000 7780000077800000
;   0xf30: 0000007e0000007e 0000007e0000007e
;   0xf40: 4770000047700000 4770000047700000
;   0xf50: 3880000038800000 3880000038800000
;   0xf60: 4300000043000000 4300000043000000
;   0xf70: 000fffff000fffff 000fffff000fffff
;   0xf80: 000001c0000001c0 000001c0000001c0
;   0xf90: 7b800000
;   0xf94: 46800000
;   0xf98: 3f800000
;   0xf9c: 77800000
;   0xfa0: 43000000
