; x86 backend, target x86-64-v3; regenerate: python tools/regen_golden.py
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
  vbroadcastss xmm1, dword ptr [rip+0xc4a]  ; 0xc60
  vbroadcastss xmm2, dword ptr [rip+0xc45]  ; 0xc64
  vmovaps xmm3, xmmword ptr [rip+0xb69]  ; 0xb90
  vbroadcastss xmm4, dword ptr [rip+0xc38]  ; 0xc68
  vbroadcastss xmm5, dword ptr [rip+0xc33]  ; 0xc6c
  vbroadcastss xmm10, dword ptr [rip+0xc2e]  ; 0xc70
  vbroadcastss xmm11, dword ptr [rip+0xc29]  ; 0xc74
  xor eax, eax
.Lloop1:
  vmovd xmm0, dword ptr [rdx+rax]
  vpextrb r8d, xmm0, 0
  movzx r8d, r8b
  vpextrb ebx, xmm0, 1
  movzx ebx, bl
  vpextrb r12d, xmm0, 2
  movzx r12d, r12b
  vpextrb r13d, xmm0, 3
  movzx r13d, r13b
  vmovd xmm0, r8d
  vpinsrd xmm0, xmm0, ebx, 1
  vpinsrd xmm0, xmm0, r12d, 2
  vpinsrd xmm0, xmm0, r13d, 3
  vpand xmm6, xmm0, xmm1
  vpxor xmm0, xmm0, xmm6
  vpslld xmm7, xmm0, 0x14
  vmulps xmm7, xmm7, xmm4
  vpextrd r8d, xmm7, 0
  vpmaxud xmm9, xmm0, xmm2
  vpcmpeqd xmm0, xmm9, xmm0
  vpackssdw xmm0, xmm0, xmm0
  vpacksswb xmm0, xmm0, xmm0
  vpxor xmm9, xmm9, xmm9
  vpcmpeqb xmm0, xmm0, xmm9
  vpabsb xmm0, xmm0
  vpxor xmm0, xmm0, xmm3
  vpextrb ebx, xmm0, 0
  mov r12d, 0x7fc00000
  test bl, bl
  cmovne r8d, r12d
  vpextrd ebx, xmm7, 1
  vpextrb r12d, xmm0, 1
  mov r13d, 0x7fc00000
  test r12b, r12b
  cmovne ebx, r13d
  vpextrd r12d, xmm7, 2
  vpextrb r13d, xmm0, 2
  mov r14d, 0x7fc00000
  test r13b, r13b
  cmovne r12d, r14d
  vpextrd r13d, xmm7, 3
  vpextrb r14d, xmm0, 3
  mov r15d, 0x7fc00000
  test r14b, r14b
  cmovne r13d, r15d
  vmovd xmm0, r8d
  vpinsrd xmm0, xmm0, ebx, 1
  vpinsrd xmm0, xmm0, r12d, 2
  vpinsrd xmm0, xmm0, r13d, 3
  vpslld xmm6, xmm6, 0x18
  vpor xmm0, xmm0, xmm6
  vmulps xmm6, xmm0, xmm0
  vpand xmm7, xmm6, xmm5
  vpxor xmm6, xmm6, xmm7
  vpsrld xmm9, xmm6, 0x14
  vpand xmm9, xmm9, xmm11
  vpaddd xmm8, xmm6, xmm10
  vpaddd xmm8, xmm8, xmm9
  vpsrld xmm8, xmm8, 0x14
  vpsubd xmm8, xmm8, xmmword ptr [rip+0xa2a]  ; 0xba0
  vaddps xmm9, xmm6, xmmword ptr [rip+0xa32]  ; 0xbb0
  vpsubd xmm9, xmm9, xmmword ptr [rip+0xa2a]  ; 0xbb0
  vpmaxud xmm12, xmm6, xmmword ptr [rip+0xa31]  ; 0xbc0
  vpcmpeqd xmm12, xmm12, xmm6
  vblendvps xmm8, xmm9, xmm8, xmm12
  vpextrd r8d, xmm8, 0
  vpmaxud xmm12, xmm6, xmmword ptr [rip+0xa28]  ; 0xbd0
  vpcmpeqd xmm12, xmm12, xmm6
  vpackssdw xmm12, xmm12, xmm12
  vpacksswb xmm12, xmm12, xmm12
  vpxor xmm9, xmm9, xmm9
  vpcmpeqb xmm9, xmm12, xmm9
  vpabsb xmm9, xmm9
  vpxor xmm9, xmm9, xmm3
  vpextrb ebx, xmm9, 0
  mov r12d, 0x7f
  test bl, bl
  cmovne r8d, r12d
  vpextrd ebx, xmm8, 1
  vpextrb r12d, xmm9, 1
  mov r13d, 0x7f
  test r12b, r12b
  cmovne ebx, r13d
  vpextrd r12d, xmm8, 2
  vpextrb r13d, xmm9, 2
  mov r14d, 0x7f
  test r13b, r13b
  cmovne r12d, r14d
  vpextrd r13d, xmm8, 3
  vpextrb r14d, xmm9, 3
  mov r15d, 0x7f
  test r14b, r14b
  cmovne r13d, r15d
  vmovd xmm8, r8d
  vpinsrd xmm8, xmm8, ebx, 1
  vpinsrd xmm8, xmm8, r12d, 2
  vpinsrd xmm8, xmm8, r13d, 3
  vpmaxud xmm6, xmm6, xmmword ptr [rip+0x99a]  ; 0xbe0
  vpcmpeqd xmm6, xmm6, xmmword ptr [rip+0x992]  ; 0xbe0
  vblendvps xmm6, xmm2, xmm8, xmm6
  vpsrld xmm7, xmm7, 0x18
  vpor xmm6, xmm6, xmm7
  vpextrd r8d, xmm6, 0
  mov r8d, r8d
  movzx r8d, r8b
  vpextrd ebx, xmm6, 1
  mov ebx, ebx
  movzx ebx, bl
  vpextrd r12d, xmm6, 2
  mov r12d, r12d
  movzx r12d, r12b
  vpextrd r13d, xmm6, 3
  mov r13d, r13d
  movzx r13d, r13b
  vmovd xmm6, r8d
  vpinsrd xmm6, xmm6, ebx, 1
  vpinsrd xmm6, xmm6, r12d, 2
  vpinsrd xmm6, xmm6, r13d, 3
  vpand xmm7, xmm6, xmm1
  vpxor xmm6, xmm6, xmm7
  vpslld xmm8, xmm6, 0x14
  vmulps xmm8, xmm8, xmm4
  vpextrd r8d, xmm8, 0
  vpmaxud xmm12, xmm6, xmm2
  vpcmpeqd xmm6, xmm12, xmm6
  vpackssdw xmm6, xmm6, xmm6
  vpacksswb xmm6, xmm6, xmm6
  vpxor xmm12, xmm12, xmm12
  vpcmpeqb xmm6, xmm6, xmm12
  vpabsb xmm6, xmm6
  vpxor xmm6, xmm6, xmm3
  vpextrb ebx, xmm6, 0
  mov r12d, 0x7fc00000
  test bl, bl
  cmovne r8d, r12d
  vpextrd ebx, xmm8, 1
  vpextrb r12d, xmm6, 1
  mov r13d, 0x7fc00000
  test r12b, r12b
  cmovne ebx, r13d
  vpextrd r12d, xmm8, 2
  vpextrb r13d, xmm6, 2
  mov r14d, 0x7fc00000
  test r13b, r13b
  cmovne r12d, r14d
  vpextrd r13d, xmm8, 3
  vpextrb r14d, xmm6, 3
  mov r15d, 0x7fc00000
  test r14b, r14b
  cmovne r13d, r15d
  vmovd xmm6, r8d
  vpinsrd xmm6, xmm6, ebx, 1
  vpinsrd xmm6, xmm6, r12d, 2
  vpinsrd xmm6, xmm6, r13d, 3
  vpslld xmm7, xmm7, 0x18
  vpor xmm6, xmm6, xmm7
  vsubps xmm0, xmm6, xmm0
  vpand xmm6, xmm0, xmm5
  vpxor xmm0, xmm0, xmm6
  vpsrld xmm7, xmm0, 0x14
  vpand xmm7, xmm7, xmm11
  vpaddd xmm8, xmm0, xmm10
  vpaddd xmm7, xmm8, xmm7
  vpsrld xmm7, xmm7, 0x14
  vpsubd xmm7, xmm7, xmmword ptr [rip+0x816]  ; 0xba0
  vaddps xmm8, xmm0, xmmword ptr [rip+0x81e]  ; 0xbb0
  vpsubd xmm8, xmm8, xmmword ptr [rip+0x816]  ; 0xbb0
  vpmaxud xmm12, xmm0, xmmword ptr [rip+0x81d]  ; 0xbc0
  vpcmpeqd xmm12, xmm12, xmm0
  vblendvps xmm7, xmm8, xmm7, xmm12
  vpextrd r8d, xmm7, 0
  vpmaxud xmm12, xmm0, xmmword ptr [rip+0x814]  ; 0xbd0
  vpcmpeqd xmm12, xmm12, xmm0
  vpackssdw xmm12, xmm12, xmm12
  vpacksswb xmm12, xmm12, xmm12
  vpxor xmm8, xmm8, xmm8
  vpcmpeqb xmm8, xmm12, xmm8
  vpabsb xmm8, xmm8
  vpxor xmm8, xmm8, xmm3
  vpextrb ebx, xmm8, 0
  mov r12d, 0x7f
  test bl, bl
  cmovne r8d, r12d
  vpextrd ebx, xmm7, 1
  vpextrb r12d, xmm8, 1
  mov r13d, 0x7f
  test r12b, r12b
  cmovne ebx, r13d
  vpextrd r12d, xmm7, 2
  vpextrb r13d, xmm8, 2
  mov r14d, 0x7f
  test r13b, r13b
  cmovne r12d, r14d
  vpextrd r13d, xmm7, 3
  vpextrb r14d, xmm8, 3
  mov r15d, 0x7f
  test r14b, r14b
  cmovne r13d, r15d
  vmovd xmm7, r8d
  vpinsrd xmm7, xmm7, ebx, 1
  vpinsrd xmm7, xmm7, r12d, 2
  vpinsrd xmm7, xmm7, r13d, 3
  vpmaxud xmm0, xmm0, xmmword ptr [rip+0x786]  ; 0xbe0
  vpcmpeqd xmm0, xmm0, xmmword ptr [rip+0x77e]  ; 0xbe0
  vblendvps xmm0, xmm2, xmm7, xmm0
  vpsrld xmm6, xmm6, 0x18
  vpor xmm0, xmm0, xmm6
  vpextrd r8d, xmm0, 0
  mov r8d, r8d
  vpextrd ebx, xmm0, 1
  mov ebx, ebx
  vpextrd r12d, xmm0, 2
  mov r12d, r12d
  vpextrd r13d, xmm0, 3
  mov r13d, r13d
  vmovd xmm0, r8d
  vpinsrb xmm0, xmm0, ebx, 1
  vpinsrb xmm0, xmm0, r12d, 2
  vpinsrb xmm0, xmm0, r13d, 3
  vmovd dword ptr [rdi+rax], xmm0
  vmovd xmm0, dword ptr [rcx+rax]
  vpextrb r8d, xmm0, 0
  movzx r8d, r8b
  vpextrb ebx, xmm0, 1
  movzx ebx, bl
  vpextrb r12d, xmm0, 2
  movzx r12d, r12b
  vpextrb r13d, xmm0, 3
  movzx r13d, r13b
  vmovd xmm0, r8d
  vpinsrd xmm0, xmm0, ebx, 1
  vpinsrd xmm0, xmm0, r12d, 2
  vpinsrd xmm0, xmm0, r13d, 3
  vpand xmm6, xmm0, xmm1
  vpxor xmm0, xmm0, xmm6
  vpslld xmm7, xmm0, 0x15
  vmulps xmm12, xmm7, xmmword ptr [rip+0x6e8]  ; 0xbf0
  vpextrd r8d, xmm12, 0
  vpmaxud xmm8, xmm0, xmmword ptr [rip+0x6e9]  ; 0xc00
  vpcmpeqd xmm0, xmm8, xmm0
  vpackssdw xmm0, xmm0, xmm0
  vpacksswb xmm0, xmm0, xmm0
  vpxor xmm8, xmm8, xmm8
  vpcmpeqb xmm0, xmm0, xmm8
  vpabsb xmm0, xmm0
  vpxor xmm0, xmm0, xmm3
  vpextrb ebx, xmm0, 0
  vpor xmm7, xmm7, xmmword ptr [rip+0x69c]  ; 0xbe0
  vpextrd r12d, xmm7, 0
  test bl, bl
  cmovne r8d, r12d
  vpextrd ebx, xmm12, 1
  vpextrb r12d, xmm0, 1
  vpextrd r13d, xmm7, 1
  test r12b, r12b
  cmovne ebx, r13d
  vpextrd r12d, xmm12, 2
  vpextrb r13d, xmm0, 2
  vpextrd r14d, xmm7, 2
  test r13b, r13b
  cmovne r12d, r14d
  vpextrd r13d, xmm12, 3
  vpextrb r14d, xmm0, 3
  vpextrd r15d, xmm7, 3
  test r14b, r14b
  cmovne r13d, r15d
  vmovd xmm0, r8d
  vpinsrd xmm0, xmm0, ebx, 1
  vpinsrd xmm0, xmm0, r12d, 2
  vpinsrd xmm0, xmm0, r13d, 3
  vpslld xmm6, xmm6, 0x18
  vpor xmm0, xmm0, xmm6
  vmulps xmm6, xmm0, xmm0
  vpand xmm7, xmm6, xmm5
  vpxor xmm6, xmm6, xmm7
  vpsrld xmm8, xmm6, 0x15
  vpand xmm8, xmm8, xmm11
  vpaddd xmm12, xmm6, xmmword ptr [rip+0x637]  ; 0xc10
  vpaddd xmm8, xmm12, xmm8
  vpsrld xmm8, xmm8, 0x15
  vpsubd xmm8, xmm8, xmmword ptr [rip+0x634]  ; 0xc20
  vaddps xmm12, xmm6, xmmword ptr [rip+0x63c]  ; 0xc30
  vpsubd xmm12, xmm12, xmmword ptr [rip+0x634]  ; 0xc30
  vpmaxud xmm9, xmm6, xmmword ptr [rip+0x63b]  ; 0xc40
  vpcmpeqd xmm9, xmm9, xmm6
  vblendvps xmm8, xmm12, xmm8, xmm9
  vpextrd r8d, xmm8, 0
  vpmaxud xmm12, xmm6, xmmword ptr [rip+0x632]  ; 0xc50
  vpcmpeqd xmm12, xmm12, xmm6
  vpackssdw xmm12, xmm12, xmm12
  vpacksswb xmm12, xmm12, xmm12
  vpxor xmm9, xmm9, xmm9
  vpcmpeqb xmm9, xmm12, xmm9
  vpabsb xmm9, xmm9
  vpxor xmm9, xmm9, xmm3
  vpextrb ebx, xmm9, 0
  mov r12d, 0x7c
  test bl, bl
  cmovne r8d, r12d
  vpextrd ebx, xmm8, 1
  vpextrb r12d, xmm9, 1
  mov r13d, 0x7c
  test r12b, r12b
  cmovne ebx, r13d
  vpextrd r12d, xmm8, 2
  vpextrb r13d, xmm9, 2
  mov r14d, 0x7c
  test r13b, r13b
  cmovne r12d, r14d
  vpextrd r13d, xmm8, 3
  vpextrb r14d, xmm9, 3
  mov r15d, 0x7c
  test r14b, r14b
  cmovne r13d, r15d
  vmovd xmm8, r8d
  vpinsrd xmm8, xmm8, ebx, 1
  vpinsrd xmm8, xmm8, r12d, 2
  vpinsrd xmm8, xmm8, r13d, 3
  vpmaxud xmm6, xmm6, xmmword ptr [rip+0x524]  ; 0xbe0
  vpcmpeqd xmm6, xmm6, xmmword ptr [rip+0x51c]  ; 0xbe0
  vbroadcastss xmm12, dword ptr [rip+0x5ab]  ; 0xc78
  vblendvps xmm6, xmm12, xmm8, xmm6
  vpsrld xmm7, xmm7, 0x18
  vpor xmm6, xmm6, xmm7
  vpextrd r8d, xmm6, 0
  mov r8d, r8d
  movzx r8d, r8b
  vpextrd ebx, xmm6, 1
  mov ebx, ebx
  movzx ebx, bl
  vpextrd r12d, xmm6, 2
  mov r12d, r12d
  movzx r12d, r12b
  vpextrd r13d, xmm6, 3
  mov r13d, r13d
  movzx r13d, r13b
  vmovd xmm6, r8d
  vpinsrd xmm6, xmm6, ebx, 1
  vpinsrd xmm6, xmm6, r12d, 2
  vpinsrd xmm6, xmm6, r13d, 3
  vpand xmm7, xmm6, xmm1
  vpxor xmm6, xmm6, xmm7
  vpslld xmm8, xmm6, 0x15
  vmulps xmm12, xmm8, xmmword ptr [rip+0x4b6]  ; 0xbf0
  vpextrd r8d, xmm12, 0
  vpmaxud xmm9, xmm6, xmmword ptr [rip+0x4b7]  ; 0xc00
  vpcmpeqd xmm6, xmm9, xmm6
  vpackssdw xmm6, xmm6, xmm6
  vpacksswb xmm6, xmm6, xmm6
  vpxor xmm9, xmm9, xmm9
  vpcmpeqb xmm6, xmm6, xmm9
  vpabsb xmm6, xmm6
  vpxor xmm6, xmm6, xmm3
  vpextrb ebx, xmm6, 0
  vmovaps xmm9, xmmword ptr [rip+0x46a]  ; 0xbe0
  vpor xmm8, xmm8, xmm9
  vpextrd r12d, xmm8, 0
  test bl, bl
  cmovne r8d, r12d
  vpextrd ebx, xmm12, 1
  vpextrb r12d, xmm6, 1
  vpextrd r13d, xmm8, 1
  test r12b, r12b
  cmovne ebx, r13d
  vpextrd r12d, xmm12, 2
  vpextrb r13d, xmm6, 2
  vpextrd r14d, xmm8, 2
  test r13b, r13b
  cmovne r12d, r14d
  vpextrd r13d, xmm12, 3
  vpextrb r14d, xmm6, 3
  vpextrd r15d, xmm8, 3
  test r14b, r14b
  cmovne r13d, r15d
  vmovd xmm6, r8d
  vpinsrd xmm6, xmm6, ebx, 1
  vpinsrd xmm6, xmm6, r12d, 2
  vpinsrd xmm6, xmm6, r13d, 3
  vpslld xmm7, xmm7, 0x18
  vpor xmm6, xmm6, xmm7
  vaddps xmm0, xmm6, xmm0
  vpand xmm6, xmm0, xmm5
  vpxor xmm0, xmm0, xmm6
  vpsrld xmm7, xmm0, 0x15
  vpand xmm7, xmm7, xmm11
  vpaddd xmm8, xmm0, xmmword ptr [rip+0x400]  ; 0xc10
  vpaddd xmm7, xmm8, xmm7
  vpsrld xmm7, xmm7, 0x15
  vpsubd xmm7, xmm7, xmmword ptr [rip+0x3ff]  ; 0xc20
  vaddps xmm8, xmm0, xmmword ptr [rip+0x407]  ; 0xc30
  vpsubd xmm8, xmm8, xmmword ptr [rip+0x3ff]  ; 0xc30
  vpmaxud xmm12, xmm0, xmmword ptr [rip+0x406]  ; 0xc40
  vpcmpeqd xmm12, xmm12, xmm0
  vblendvps xmm7, xmm8, xmm7, xmm12
  vpextrd r8d, xmm7, 0
  vpmaxud xmm12, xmm0, xmmword ptr [rip+0x3fd]  ; 0xc50
  vpcmpeqd xmm12, xmm12, xmm0
  vpackssdw xmm12, xmm12, xmm12
  vpacksswb xmm12, xmm12, xmm12
  vpxor xmm8, xmm8, xmm8
  vpcmpeqb xmm8, xmm12, xmm8
  vpabsb xmm8, xmm8
  vpxor xmm8, xmm8, xmm3
  vpextrb ebx, xmm8, 0
  mov r12d, 0x7c
  test bl, bl
  cmovne r8d, r12d
  vpextrd ebx, xmm7, 1
  vpextrb r12d, xmm8, 1
  mov r13d, 0x7c
  test r12b, r12b
  cmovne ebx, r13d
  vpextrd r12d, xmm7, 2
  vpextrb r13d, xmm8, 2
  mov r14d, 0x7c
  test r13b, r13b
  cmovne r12d, r14d
  vpextrd r13d, xmm7, 3
  vpextrb r14d, xmm8, 3
  mov r15d, 0x7c
  test r14b, r14b
  cmovne r13d, r15d
  vmovd xmm7, r8d
  vpinsrd xmm7, xmm7, ebx, 1
  vpinsrd xmm7, xmm7, r12d, 2
  vpinsrd xmm7, xmm7, r13d, 3
  vpmaxud xmm0, xmm9, xmm0
  vpcmpeqd xmm0, xmm0, xmm9
  vbroadcastss xmm12, dword ptr [rip+0x37d]  ; 0xc78
  vblendvps xmm0, xmm12, xmm7, xmm0
  vpsrld xmm6, xmm6, 0x18
  vpor xmm0, xmm0, xmm6
  vpextrd r8d, xmm0, 0
  mov r8d, r8d
  movzx r8d, r8b
  vpextrd ebx, xmm0, 1
  mov ebx, ebx
  movzx ebx, bl
  vpextrd r12d, xmm0, 2
  mov r12d, r12d
  movzx r12d, r12b
  vpextrd r13d, xmm0, 3
  mov r13d, r13d
  movzx r13d, r13b
  vmovd xmm0, r8d
  vpinsrd xmm0, xmm0, ebx, 1
  vpinsrd xmm0, xmm0, r12d, 2
  vpinsrd xmm0, xmm0, r13d, 3
  vpand xmm6, xmm0, xmm1
  vpxor xmm0, xmm0, xmm6
  vpslld xmm7, xmm0, 0x15
  vmulps xmm8, xmm7, xmmword ptr [rip+0x288]  ; 0xbf0
  vpextrd r8d, xmm8, 0
  vpmaxud xmm12, xmm0, xmmword ptr [rip+0x289]  ; 0xc00
  vpcmpeqd xmm0, xmm12, xmm0
  vpackssdw xmm0, xmm0, xmm0
  vpacksswb xmm0, xmm0, xmm0
  vpxor xmm12, xmm12, xmm12
  vpcmpeqb xmm0, xmm0, xmm12
  vpabsb xmm0, xmm0
  vpxor xmm0, xmm0, xmm3
  vpextrb ebx, xmm0, 0
  vpor xmm7, xmm7, xmm9
  vpextrd r12d, xmm7, 0
  test bl, bl
  cmovne r8d, r12d
  vpextrd ebx, xmm8, 1
  vpextrb r12d, xmm0, 1
  vpextrd r13d, xmm7, 1
  test r12b, r12b
  cmovne ebx, r13d
  vpextrd r12d, xmm8, 2
  vpextrb r13d, xmm0, 2
  vpextrd r14d, xmm7, 2
  test r13b, r13b
  cmovne r12d, r14d
  vpextrd r13d, xmm8, 3
  vpextrb r14d, xmm0, 3
  vpextrd r15d, xmm7, 3
  test r14b, r14b
  cmovne r13d, r15d
  vmovd xmm0, r8d
  vpinsrd xmm0, xmm0, ebx, 1
  vpinsrd xmm0, xmm0, r12d, 2
  vpinsrd xmm0, xmm0, r13d, 3
  vpslld xmm6, xmm6, 0x18
  vpor xmm0, xmm0, xmm6
  vbroadcastss xmm6, dword ptr [rip+0x25b]  ; 0xc7c
  vdivps xmm0, xmm6, xmm0
  vpand xmm7, xmm0, xmm5
  vpxor xmm0, xmm0, xmm7
  vpsrld xmm8, xmm0, 0x15
  vpand xmm8, xmm8, xmm11
  vpaddd xmm6, xmm0, xmmword ptr [rip+0x1d1]  ; 0xc10
  vpaddd xmm6, xmm6, xmm8
  vpsrld xmm6, xmm6, 0x15
  vpsubd xmm6, xmm6, xmmword ptr [rip+0x1cf]  ; 0xc20
  vaddps xmm12, xmm0, xmmword ptr [rip+0x1d7]  ; 0xc30
  vpsubd xmm12, xmm12, xmmword ptr [rip+0x1cf]  ; 0xc30
  vpmaxud xmm8, xmm0, xmmword ptr [rip+0x1d6]  ; 0xc40
  vpcmpeqd xmm8, xmm8, xmm0
  vblendvps xmm6, xmm12, xmm6, xmm8
  vpextrd r8d, xmm6, 0
  vpmaxud xmm12, xmm0, xmmword ptr [rip+0x1cd]  ; 0xc50
  vpcmpeqd xmm12, xmm12, xmm0
  vpackssdw xmm12, xmm12, xmm12
  vpacksswb xmm12, xmm12, xmm12
  vpxor xmm8, xmm8, xmm8
  vpcmpeqb xmm8, xmm12, xmm8
  vpabsb xmm8, xmm8
  vpxor xmm8, xmm8, xmm3
  vpextrb ebx, xmm8, 0
  mov r12d, 0x7c
  test bl, bl
  cmovne r8d, r12d
  vpextrd ebx, xmm6, 1
  vpextrb r12d, xmm8, 1
  mov r13d, 0x7c
  test r12b, r12b
  cmovne ebx, r13d
  vpextrd r12d, xmm6, 2
  vpextrb r13d, xmm8, 2
  mov r14d, 0x7c
  test r13b, r13b
  cmovne r12d, r14d
  vpextrd r13d, xmm6, 3
  vpextrb r14d, xmm8, 3
  mov r15d, 0x7c
  test r14b, r14b
  cmovne r13d, r15d
  vmovd xmm6, r8d
  vpinsrd xmm6, xmm6, ebx, 1
  vpinsrd xmm6, xmm6, r12d, 2
  vpinsrd xmm6, xmm6, r13d, 3
  vpmaxud xmm0, xmm9, xmm0
  vpcmpeqd xmm0, xmm0, xmm9
  vbroadcastss xmm12, dword ptr [rip+0x14d]  ; 0xc78
  vblendvps xmm0, xmm12, xmm6, xmm0
  vpsrld xmm6, xmm7, 0x18
  vpor xmm0, xmm0, xmm6
  vpextrd r8d, xmm0, 0
  mov r8d, r8d
  vpextrd ebx, xmm0, 1
  mov ebx, ebx
  vpextrd r12d, xmm0, 2
  mov r12d, r12d
  vpextrd r13d, xmm0, 3
  mov r13d, r13d
  vmovd xmm0, r8d
  vpinsrb xmm0, xmm0, ebx, 1
  vpinsrb xmm0, xmm0, r12d, 2
  vpinsrb xmm0, xmm0, r13d, 3
  vmovd dword ptr [rsi+rax], xmm0
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
;   0xb90: 0000000001010101 0000000000000000
;   0xba0: 000003c0000003c0 000003c0000003c0
;   0xbb0: 4680000046800000 4680000046800000
;   0xbc0: 3c8000003c800000 3c8000003c800000
;   0xbd0: 43e8000143e80001 43e8000143e80001
;   0xbe0: 7f8000007f800000 7f8000007f800000
;   0xbf0: 7780000077800000 7780000077800000
;   0xc00: 0000007c0000007c 0000007c0000007c
;   0xc10: 000fffff000fffff 000fffff000fffff
;   0xc20: 000001c0000001c0 000001c0000001c0
;   0xc30: 4300000043000000 4300000043000000
;   0xc40: 3880000038800000 3880000038800000
;   0xc50: 4770000047700000 4770000047700000
;   0xc60: 00000080
;   0xc64: 0000007f
;   0xc68: 7b800000
;   0xc6c: 80000000
;   0xc70: 0007ffff
;   0xc74: 00000001
;   0xc78: 0000007e
;   0xc7c: 3f800000
