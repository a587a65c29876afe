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
  sub rsp, 0x80
  movaps xmmword ptr [rsp], xmm6
  movaps xmmword ptr [rsp+0x10], xmm7
  movaps xmmword ptr [rsp+0x20], xmm8
  movaps xmmword ptr [rsp+0x30], xmm9
  movaps xmmword ptr [rsp+0x40], xmm10
  movaps xmmword ptr [rsp+0x50], xmm11
  movaps xmmword ptr [rsp+0x60], xmm12
  mov rax, r9
  movaps xmm2, xmmword ptr [rip+0xdc5]  ; 0xe10
  movaps xmm3, xmmword ptr [rip+0xdce]  ; 0xe20
  movaps xmm4, xmmword ptr [rip+0xdd7]  ; 0xe30
  movaps xmm5, xmmword ptr [rip+0xde0]  ; 0xe40
  movaps xmm6, xmmword ptr [rip+0xde9]  ; 0xe50
  movaps xmm12, xmmword ptr [rip+0xe31]  ; 0xea0
  xor esi, esi
.Lloop1:
  movd xmm0, dword ptr [r8+rsi]
  pextrb edi, xmm0, 0
  movzx edi, dil
  pextrb ebx, xmm0, 1
  movzx ebx, bl
  pextrb r12d, xmm0, 2
  movzx r12d, r12b
  pextrb r13d, xmm0, 3
  movzx r13d, r13b
  movd xmm0, edi
  pinsrd xmm0, ebx, 1
  pinsrd xmm0, r12d, 2
  pinsrd xmm0, r13d, 3
  movaps xmm7, xmm0
  pand xmm7, xmm2
  pxor xmm0, xmm7
  movaps xmm8, xmm0
  pslld xmm8, 0x14
  mulps xmm8, xmm5
  pextrd edi, xmm8, 0
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
  cmovne edi, r12d
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
  movd xmm0, edi
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
  paddd xmm9, xmmword ptr [rip+0xccd]  ; 0xe90
  paddd xmm9, xmm0
  psrld xmm9, 0x14
  psubd xmm9, xmmword ptr [rip+0xcd9]  ; 0xeb0
  movaps xmm0, xmm10
  addps xmm0, xmmword ptr [rip+0xc9e]  ; 0xe80
  psubd xmm0, xmmword ptr [rip+0xc96]  ; 0xe80
  movaps xmm1, xmm10
  pmaxud xmm1, xmmword ptr [rip+0xc79]  ; 0xe70
  pcmpeqd xmm1, xmm10
  movaps xmm11, xmm0
  movaps xmm0, xmm1
  blendvps xmm11, xmm9
  pextrd edi, xmm11, 0
  movaps xmm0, xmm10
  pmaxud xmm0, xmmword ptr [rip+0xc43]  ; 0xe60
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
  cmovne edi, r12d
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
  movd xmm9, edi
  pinsrd xmm9, ebx, 1
  pinsrd xmm9, r12d, 2
  pinsrd xmm9, r13d, 3
  pmaxud xmm10, xmmword ptr [rip+0xb32]  ; 0xe00
  pcmpeqd xmm10, xmmword ptr [rip+0xb29]  ; 0xe00
  movaps xmm11, xmm3
  movaps xmm0, xmm10
  blendvps xmm11, xmm9
  psrld xmm8, 0x18
  por xmm11, xmm8
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
  movaps xmm8, xmm0
  pand xmm8, xmm2
  pxor xmm0, xmm8
  movaps xmm9, xmm0
  pslld xmm9, 0x14
  mulps xmm9, xmm5
  pextrd edi, xmm9, 0
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
  cmovne edi, r12d
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
  movd xmm0, edi
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
  paddd xmm9, xmmword ptr [rip+0xa4a]  ; 0xe90
  paddd xmm9, xmm0
  psrld xmm9, 0x14
  psubd xmm9, xmmword ptr [rip+0xa56]  ; 0xeb0
  movaps xmm0, xmm8
  addps xmm0, xmmword ptr [rip+0xa1b]  ; 0xe80
  psubd xmm0, xmmword ptr [rip+0xa13]  ; 0xe80
  movaps xmm11, xmm8
  pmaxud xmm11, xmmword ptr [rip+0x9f5]  ; 0xe70
  pcmpeqd xmm11, xmm8
  movaps xmm10, xmm0
  movaps xmm0, xmm11
  blendvps xmm10, xmm9
  pextrd edi, xmm10, 0
  movaps xmm0, xmm8
  pmaxud xmm0, xmmword ptr [rip+0x9be]  ; 0xe60
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
  cmovne edi, r12d
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
  movd xmm9, edi
  pinsrd xmm9, ebx, 1
  pinsrd xmm9, r12d, 2
  pinsrd xmm9, r13d, 3
  pmaxud xmm8, xmmword ptr [rip+0x8ad]  ; 0xe00
  pcmpeqd xmm8, xmmword ptr [rip+0x8a4]  ; 0xe00
  movaps xmm10, xmm3
  movaps xmm0, xmm8
  blendvps xmm10, xmm9
  psrld xmm7, 0x18
  por xmm10, xmm7
  pextrd edi, xmm10, 0
  mov edi, edi
  pextrd ebx, xmm10, 1
  mov ebx, ebx
  pextrd r12d, xmm10, 2
  mov r12d, r12d
  pextrd r13d, xmm10, 3
  mov r13d, r13d
  movd xmm0, edi
  pinsrb xmm0, ebx, 1
  pinsrb xmm0, r12d, 2
  pinsrb xmm0, r13d, 3
  movd dword ptr [rcx+rsi], xmm0
  movd xmm0, dword ptr [rax+rsi]
  pextrb edi, xmm0, 0
  movzx edi, dil
  pextrb ebx, xmm0, 1
  movzx ebx, bl
  pextrb r12d, xmm0, 2
  movzx r12d, r12b
  pextrb r13d, xmm0, 3
  movzx r13d, r13b
  movd xmm0, edi
  pinsrd xmm0, ebx, 1
  pinsrd xmm0, r12d, 2
  pinsrd xmm0, r13d, 3
  movaps xmm7, xmm0
  pand xmm7, xmm2
  pxor xmm0, xmm7
  movaps xmm8, xmm0
  pslld xmm8, 0x15
  movaps xmm9, xmm8
  mulps xmm9, xmmword ptr [rip+0x8c2]  ; 0xee0
  pextrd edi, xmm9, 0
  movaps xmm1, xmm0
  pmaxud xmm1, xmmword ptr [rip+0x89f]  ; 0xed0
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
  por xmm8, xmmword ptr [rip+0x79d]  ; 0xe00
  pextrd r12d, xmm8, 0
  test bl, bl
  cmovne edi, r12d
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
  movd xmm0, edi
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
  paddd xmm9, xmmword ptr [rip+0x81a]  ; 0xf30
  paddd xmm9, xmm0
  psrld xmm9, 0x15
  psubd xmm9, xmmword ptr [rip+0x816]  ; 0xf40
  movaps xmm0, xmm8
  addps xmm0, xmmword ptr [rip+0x7eb]  ; 0xf20
  psubd xmm0, xmmword ptr [rip+0x7e3]  ; 0xf20
  movaps xmm10, xmm8
  pmaxud xmm10, xmmword ptr [rip+0x7c5]  ; 0xf10
  pcmpeqd xmm10, xmm8
  movaps xmm11, xmm0
  movaps xmm0, xmm10
  blendvps xmm11, xmm9
  pextrd edi, xmm11, 0
  movaps xmm0, xmm8
  pmaxud xmm0, xmmword ptr [rip+0x78e]  ; 0xf00
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
  cmovne edi, r12d
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
  movd xmm10, edi
  pinsrd xmm10, ebx, 1
  pinsrd xmm10, r12d, 2
  pinsrd xmm10, r13d, 3
  pmaxud xmm8, xmmword ptr [rip+0x5dd]  ; 0xe00
  pcmpeqd xmm8, xmmword ptr [rip+0x5d4]  ; 0xe00
  movaps xmm9, xmmword ptr [rip+0x6bc]  ; 0xef0
  movaps xmm0, xmm8
  blendvps xmm9, xmm10
  psrld xmm1, 0x18
  por xmm9, xmm1
  pextrd edi, xmm9, 0
  mov edi, edi
  movzx edi, dil
  pextrd ebx, xmm9, 1
  mov ebx, ebx
  movzx ebx, bl
  pextrd r12d, xmm9, 2
  mov r12d, r12d
  movzx r12d, r12b
  pextrd r13d, xmm9, 3
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
  pslld xmm8, 0x15
  movaps xmm9, xmm8
  mulps xmm9, xmmword ptr [rip+0x62a]  ; 0xee0
  pextrd edi, xmm9, 0
  movaps xmm10, xmm0
  pmaxud xmm10, xmmword ptr [rip+0x605]  ; 0xed0
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
  por xmm8, xmmword ptr [rip+0x4fc]  ; 0xe00
  pextrd r12d, xmm8, 0
  test bl, bl
  cmovne edi, r12d
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
  movd xmm0, edi
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
  paddd xmm8, xmmword ptr [rip+0x582]  ; 0xf30
  paddd xmm8, xmm0
  psrld xmm8, 0x15
  psubd xmm8, xmmword ptr [rip+0x57e]  ; 0xf40
  movaps xmm0, xmm1
  addps xmm0, xmmword ptr [rip+0x554]  ; 0xf20
  psubd xmm0, xmmword ptr [rip+0x54c]  ; 0xf20
  movaps xmm10, xmm1
  pmaxud xmm10, xmmword ptr [rip+0x52e]  ; 0xf10
  pcmpeqd xmm10, xmm1
  movaps xmm9, xmm0
  movaps xmm0, xmm10
  blendvps xmm9, xmm8
  pextrd edi, xmm9, 0
  movaps xmm0, xmm1
  movaps xmm8, xmmword ptr [rip+0x4f9]  ; 0xf00
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
  cmovne edi, r12d
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
  movd xmm9, edi
  pinsrd xmm9, ebx, 1
  pinsrd xmm9, r12d, 2
  pinsrd xmm9, r13d, 3
  pmaxud xmm1, xmmword ptr [rip+0x344]  ; 0xe00
  pcmpeqd xmm1, xmmword ptr [rip+0x33c]  ; 0xe00
  movaps xmm10, xmmword ptr [rip+0x424]  ; 0xef0
  movaps xmm0, xmm1
  blendvps xmm10, xmm9
  psrld xmm7, 0x18
  por xmm10, xmm7
  pextrd edi, xmm10, 0
  mov edi, edi
  movzx edi, dil
  pextrd ebx, xmm10, 1
  mov ebx, ebx
  movzx ebx, bl
  pextrd r12d, xmm10, 2
  mov r12d, r12d
  movzx r12d, r12b
  pextrd r13d, xmm10, 3
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
  pslld xmm7, 0x15
  movaps xmm9, xmm7
  mulps xmm9, xmmword ptr [rip+0x395]  ; 0xee0
  pextrd edi, xmm9, 0
  movaps xmm10, xmm0
  pmaxud xmm10, xmmword ptr [rip+0x370]  ; 0xed0
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
  por xmm7, xmmword ptr [rip+0x268]  ; 0xe00
  pextrd r12d, xmm7, 0
  test bl, bl
  cmovne edi, r12d
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
  movd xmm0, edi
  pinsrd xmm0, ebx, 1
  pinsrd xmm0, r12d, 2
  pinsrd xmm0, r13d, 3
  pslld xmm1, 0x18
  por xmm1, xmm0
  movaps xmm0, xmmword ptr [rip+0x29f]  ; 0xec0
  divps xmm0, xmm1
  movaps xmm1, xmm0
  pand xmm1, xmm6
  movaps xmm9, xmm0
  pxor xmm9, xmm1
  movaps xmm0, xmm9
  psrld xmm0, 0x15
  pand xmm0, xmm12
  movaps xmm10, xmm9
  paddd xmm10, xmmword ptr [rip+0x2e1]  ; 0xf30
  paddd xmm10, xmm0
  psrld xmm10, 0x15
  psubd xmm10, xmmword ptr [rip+0x2dd]  ; 0xf40
  movaps xmm0, xmm9
  addps xmm0, xmmword ptr [rip+0x2b2]  ; 0xf20
  psubd xmm0, xmmword ptr [rip+0x2aa]  ; 0xf20
  movaps xmm7, xmm9
  pmaxud xmm7, xmmword ptr [rip+0x28d]  ; 0xf10
  pcmpeqd xmm7, xmm9
  movaps xmm11, xmm0
  movaps xmm0, xmm7
  blendvps xmm11, xmm10
  pextrd edi, xmm11, 0
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
  cmovne edi, r12d
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
  movd xmm7, edi
  pinsrd xmm7, ebx, 1
  pinsrd xmm7, r12d, 2
  pinsrd xmm7, r13d, 3
  pmaxud xmm9, xmmword ptr [rip+0xb1]  ; 0xe00
  pcmpeqd xmm9, xmmword ptr [rip+0xa8]  ; 0xe00
  movaps xmm10, xmmword ptr [rip+0x190]  ; 0xef0
  movaps xmm11, xmm10
  movaps xmm0, xmm9
  blendvps xmm11, xmm7
  psrld xmm1, 0x18
  por xmm11, xmm1
  pextrd edi, xmm11, 0
  mov edi, edi
  pextrd ebx, xmm11, 1
  mov ebx, ebx
  pextrd r12d, xmm11, 2
  mov r12d, r12d
  pextrd r13d, xmm11, 3
  mov r13d, r13d
  movd xmm0, edi
  pinsrb xmm0, ebx, 1
  pinsrb xmm0, r12d, 2
  pinsrb xmm0, r13d, 3
  movd dword ptr [rdx+rsi], xmm0
  add esi, 4
  cmp esi, 0x20
  jl .Lloop1
.Ldone2:
  movaps xmm6, xmmword ptr [rsp]
  movaps xmm7, xmmword ptr [rsp+0x10]
  movaps xmm8, xmmword ptr [rsp+0x20]
  movaps xmm9, xmmword ptr [rsp+0x30]
  movaps xmm10, xmmword ptr [rsp+0x40]
  movaps xmm11, xmmword ptr [rsp+0x50]
  movaps xmm12, xmmword ptr [rsp+0x60]
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
;   0xe00: 7f8000007f800000 7f8000007f800000
;   0xe10: 0000008000000080 0000008000000080
;   0xe20: 0000007f0000007f 0000007f0000007f
;   0xe30: 0000000001010101 0000000000000000
;   0xe40: 7b8000007b800000 7b8000007b800000
;   0xe50: 8000000080000000 8000000080000000
;   0xe60: 43e8000143e80001 43e8000143e80001
;   0xe70: 3c8000003c800000 3c8000003c800000
;   0xe80: 4680000046800000 4680000046800000
;   0xe90: 0007ffff0007ffff 0007ffff0007ffff
;   0xea0: 0000000100000001 0000000100000001
;   0xeb0: 000003c0000003c0 000003c0000003c0
;   0xec0: 3f8000003f800000 3f8000003f800000
;   0xed0: 0000007c0000007c 0000007c0000007c
;   0xee0: 7780000077800000 7780000077800000
;   0xef0: 0000007e0000007e 0000007e0000007e
;   0xf00: 4770000047700000 4770000047700000
;   0xf10: 3880000038800000 3880000038800000
;   0xf20: 4300000043000000 4300000043000000
;   0xf30: 000fffff000fffff 000fffff000fffff
;   0xf40: 000001c0000001c0 000001c0000001c0
