; x86 backend, target x86-64-v3, calling convention win64; regenerate: python tools/regen_golden.py
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
  vmovaps xmmword ptr [rsp], xmm6
  vmovaps xmmword ptr [rsp+0x10], xmm7
  vmovaps xmmword ptr [rsp+0x20], xmm8
  vmovaps xmmword ptr [rsp+0x30], xmm9
  vmovaps xmmword ptr [rsp+0x40], xmm10
  vmovaps xmmword ptr [rsp+0x50], xmm11
  vmovaps xmmword ptr [rsp+0x60], xmm12
  mov rax, r9
  vmovaps xmm0, xmmword ptr [rip+0xc12]  ; 0xc60
  vmovaps xmm1, xmmword ptr [rip+0xc1a]  ; 0xc70
  vmovaps xmm2, xmmword ptr [rip+0xc22]  ; 0xc80
  vmovaps xmm3, xmmword ptr [rip+0xc2a]  ; 0xc90
  vmovaps xmm4, xmmword ptr [rip+0xc32]  ; 0xca0
  vmovaps xmm5, xmmword ptr [rip+0xc3a]  ; 0xcb0
  vmovaps xmm6, xmmword ptr [rip+0xc42]  ; 0xcc0
  vmovaps xmm7, xmmword ptr [rip+0xc4a]  ; 0xcd0
  vmovaps xmm8, xmmword ptr [rip+0xc52]  ; 0xce0
  vmovaps xmm9, xmmword ptr [rip+0xc4a]  ; 0xce0
  vmovaps xmm10, xmmword ptr [rip+0xc52]  ; 0xcf0
  vmovaps xmm11, xmmword ptr [rip+0xc5a]  ; 0xd00
  vmovaps xmm12, xmmword ptr [rip+0xc62]  ; 0xd10
  xor esi, esi
  mov qword ptr [rsp+0x70], rcx
.Lloop1:
  imul edi, esi, 4
  vmovd xmm0, dword ptr [r8+rdi]
  vpextrb ebx, xmm0, 0
  movzx ebx, bl
  vpextrb r12d, xmm0, 1
  movzx r12d, r12b
  vpextrb r13d, xmm0, 2
  movzx r13d, r13b
  vpextrb r14d, xmm0, 3
  movzx r14d, r14b
  vmovd xmm0, ebx
  vpinsrd xmm0, xmm0, r12d, 1
  vpinsrd xmm0, xmm0, r13d, 2
  vpinsrd xmm0, xmm0, r14d, 3
  vpand xmm6, xmm0, xmm1
  vpxor xmm0, xmm0, xmm6
  vpslld xmm7, xmm0, 0x14
  vmulps xmm7, xmm7, xmm4
  vpextrd ebx, xmm7, 0
  vpmaxud xmm9, xmm0, xmm2
  vpcmpeqd xmm0, xmm9, xmm0
  vpackssdw xmm0, xmm0, xmm0
  vpacksswb xmm0, xmm0, xmm0
  vpxor xmm9, xmm9, xmm9
  vpcmpeqb xmm0, xmm0, xmm9
  vpabsb xmm0, xmm0
  vpxor xmm0, xmm0, xmm3
  vpextrb r12d, xmm0, 0
  mov r13d, 0x7fc00000
  test r12b, r12b
  cmovne ebx, r13d
  vpextrd r12d, xmm7, 1
  vpextrb r13d, xmm0, 1
  mov r14d, 0x7fc00000
  test r13b, r13b
  cmovne r12d, r14d
  vpextrd r13d, xmm7, 2
  vpextrb r14d, xmm0, 2
  mov r15d, 0x7fc00000
  test r14b, r14b
  cmovne r13d, r15d
  vpextrd r14d, xmm7, 3
  vpextrb r15d, xmm0, 3
  test r15b, r15b
  mov r15d, 0x7fc00000
  cmovne r14d, r15d
  vmovd xmm0, ebx
  vpinsrd xmm0, xmm0, r12d, 1
  vpinsrd xmm0, xmm0, r13d, 2
  vpinsrd xmm0, xmm0, r14d, 3
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
  vpsubd xmm8, xmm8, xmmword ptr [rip+0xb2f]  ; 0xd10
  vaddps xmm9, xmm6, xmmword ptr [rip+0xaf7]  ; 0xce0
  vpsubd xmm9, xmm9, xmmword ptr [rip+0xaef]  ; 0xce0
  vpmaxud xmm12, xmm6, xmmword ptr [rip+0xad6]  ; 0xcd0
  vpcmpeqd xmm12, xmm12, xmm6
  vblendvps xmm8, xmm9, xmm8, xmm12
  vpextrd ebx, xmm8, 0
  vmovaps xmm9, xmmword ptr [rip+0xaae]  ; 0xcc0
  vpmaxud xmm12, xmm6, xmm9
  vpcmpeqd xmm12, xmm12, xmm6
  vpackssdw xmm12, xmm12, xmm12
  vpacksswb xmm12, xmm12, xmm12
  vpxor xmm9, xmm9, xmm9
  vpcmpeqb xmm9, xmm12, xmm9
  vpabsb xmm9, xmm9
  vpxor xmm9, xmm9, xmm3
  vpextrb r12d, xmm9, 0
  mov r13d, 0x7f
  test r12b, r12b
  cmovne ebx, r13d
  vpextrd r12d, xmm8, 1
  vpextrb r13d, xmm9, 1
  mov r14d, 0x7f
  test r13b, r13b
  cmovne r12d, r14d
  vpextrd r13d, xmm8, 2
  vpextrb r14d, xmm9, 2
  mov r15d, 0x7f
  test r14b, r14b
  cmovne r13d, r15d
  vpextrd r14d, xmm8, 3
  vpextrb r15d, xmm9, 3
  test r15b, r15b
  mov r15d, 0x7f
  cmovne r14d, r15d
  vmovd xmm8, ebx
  vpinsrd xmm8, xmm8, r12d, 1
  vpinsrd xmm8, xmm8, r13d, 2
  vpinsrd xmm8, xmm8, r14d, 3
  vmovaps xmm9, xmmword ptr [rip+0x9ac]  ; 0xc60
  vpmaxud xmm6, xmm9, xmm6
  vpcmpeqd xmm6, xmm6, xmm9
  vblendvps xmm6, xmm2, xmm8, xmm6
  vpsrld xmm7, xmm7, 0x18
  vpor xmm6, xmm6, xmm7
  vpextrd ebx, xmm6, 0
  mov ebx, ebx
  movzx ebx, bl
  vpextrd r12d, xmm6, 1
  mov r12d, r12d
  movzx r12d, r12b
  vpextrd r13d, xmm6, 2
  mov r13d, r13d
  movzx r13d, r13b
  vpextrd r14d, xmm6, 3
  mov r14d, r14d
  movzx r14d, r14b
  vmovd xmm6, ebx
  vpinsrd xmm6, xmm6, r12d, 1
  vpinsrd xmm6, xmm6, r13d, 2
  vpinsrd xmm6, xmm6, r14d, 3
  vpand xmm7, xmm6, xmm1
  vpxor xmm6, xmm6, xmm7
  vpslld xmm8, xmm6, 0x14
  vmulps xmm8, xmm8, xmm4
  vpextrd ebx, xmm8, 0
  vpmaxud xmm12, xmm6, xmm2
  vpcmpeqd xmm6, xmm12, xmm6
  vpackssdw xmm6, xmm6, xmm6
  vpacksswb xmm6, xmm6, xmm6
  vpxor xmm12, xmm12, xmm12
  vpcmpeqb xmm6, xmm6, xmm12
  vpabsb xmm6, xmm6
  vpxor xmm6, xmm6, xmm3
  vpextrb r12d, xmm6, 0
  mov r13d, 0x7fc00000
  test r12b, r12b
  cmovne ebx, r13d
  vpextrd r12d, xmm8, 1
  vpextrb r13d, xmm6, 1
  mov r14d, 0x7fc00000
  test r13b, r13b
  cmovne r12d, r14d
  vpextrd r13d, xmm8, 2
  vpextrb r14d, xmm6, 2
  mov r15d, 0x7fc00000
  test r14b, r14b
  cmovne r13d, r15d
  vpextrd r14d, xmm8, 3
  vpextrb r15d, xmm6, 3
  test r15b, r15b
  mov r15d, 0x7fc00000
  cmovne r14d, r15d
  vmovd xmm6, ebx
  vpinsrd xmm6, xmm6, r12d, 1
  vpinsrd xmm6, xmm6, r13d, 2
  vpinsrd xmm6, xmm6, r14d, 3
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
  vmovaps xmm12, xmmword ptr [rip+0x917]  ; 0xd10
  vpsubd xmm7, xmm7, xmm12
  vaddps xmm8, xmm0, xmmword ptr [rip+0x8da]  ; 0xce0
  vpsubd xmm8, xmm8, xmmword ptr [rip+0x8d2]  ; 0xce0
  vpmaxud xmm12, xmm0, xmmword ptr [rip+0x8b9]  ; 0xcd0
  vpcmpeqd xmm12, xmm12, xmm0
  vblendvps xmm7, xmm8, xmm7, xmm12
  vpextrd ebx, xmm7, 0
  vmovaps xmm8, xmmword ptr [rip+0x891]  ; 0xcc0
  vpmaxud xmm12, xmm0, xmm8
  vpcmpeqd xmm12, xmm12, xmm0
  vpackssdw xmm12, xmm12, xmm12
  vpacksswb xmm12, xmm12, xmm12
  vpxor xmm8, xmm8, xmm8
  vpcmpeqb xmm8, xmm12, xmm8
  vpabsb xmm8, xmm8
  vpxor xmm8, xmm8, xmm3
  vpextrb r12d, xmm8, 0
  mov r13d, 0x7f
  test r12b, r12b
  cmovne ebx, r13d
  vpextrd r12d, xmm7, 1
  vpextrb r13d, xmm8, 1
  mov r14d, 0x7f
  test r13b, r13b
  cmovne r12d, r14d
  vpextrd r13d, xmm7, 2
  vpextrb r14d, xmm8, 2
  mov r15d, 0x7f
  test r14b, r14b
  cmovne r13d, r15d
  vpextrd r14d, xmm7, 3
  vpextrb r15d, xmm8, 3
  test r15b, r15b
  mov r15d, 0x7f
  cmovne r14d, r15d
  vmovd xmm7, ebx
  vpinsrd xmm7, xmm7, r12d, 1
  vpinsrd xmm7, xmm7, r13d, 2
  vpinsrd xmm7, xmm7, r14d, 3
  vpmaxud xmm0, xmm9, xmm0
  vpcmpeqd xmm0, xmm0, xmm9
  vblendvps xmm0, xmm2, xmm7, xmm0
  vpsrld xmm6, xmm6, 0x18
  vpor xmm0, xmm0, xmm6
  vpextrd ebx, xmm0, 0
  mov ebx, ebx
  vpextrd r12d, xmm0, 1
  mov r12d, r12d
  vpextrd r13d, xmm0, 2
  mov r13d, r13d
  vpextrd r14d, xmm0, 3
  mov r14d, r14d
  vmovd xmm0, ebx
  vpinsrb xmm0, xmm0, r12d, 1
  vpinsrb xmm0, xmm0, r13d, 2
  vpinsrb xmm0, xmm0, r14d, 3
  mov r11, qword ptr [rsp+0x70]
  vmovd dword ptr [r11+rdi], xmm0
  vmovd xmm0, dword ptr [rax+rdi]
  vpextrb ebx, xmm0, 0
  movzx ebx, bl
  vpextrb r12d, xmm0, 1
  movzx r12d, r12b
  vpextrb r13d, xmm0, 2
  movzx r13d, r13b
  vpextrb r14d, xmm0, 3
  movzx r14d, r14b
  vmovd xmm0, ebx
  vpinsrd xmm0, xmm0, r12d, 1
  vpinsrd xmm0, xmm0, r13d, 2
  vpinsrd xmm0, xmm0, r14d, 3
  vpand xmm6, xmm0, xmm1
  vpxor xmm0, xmm0, xmm6
  vpslld xmm7, xmm0, 0x15
  vmovaps xmm8, xmmword ptr [rip+0x7c3]  ; 0xd40
  vmulps xmm12, xmm7, xmm8
  vpextrd ebx, xmm12, 0
  vpmaxud xmm8, xmm0, xmmword ptr [rip+0x79f]  ; 0xd30
  vpcmpeqd xmm0, xmm8, xmm0
  vpackssdw xmm0, xmm0, xmm0
  vpacksswb xmm0, xmm0, xmm0
  vpxor xmm8, xmm8, xmm8
  vpcmpeqb xmm0, xmm0, xmm8
  vpabsb xmm0, xmm0
  vpxor xmm0, xmm0, xmm3
  vpextrb r12d, xmm0, 0
  vpor xmm7, xmm7, xmm9
  vpextrd r13d, xmm7, 0
  test r12b, r12b
  cmovne ebx, r13d
  vpextrd r12d, xmm12, 1
  vpextrb r13d, xmm0, 1
  vpextrd r14d, xmm7, 1
  test r13b, r13b
  cmovne r12d, r14d
  vpextrd r13d, xmm12, 2
  vpextrb r14d, xmm0, 2
  vpextrd r15d, xmm7, 2
  test r14b, r14b
  cmovne r13d, r15d
  vpextrd r14d, xmm12, 3
  vpextrb r15d, xmm0, 3
  vpextrd ecx, xmm7, 3
  test r15b, r15b
  cmovne r14d, ecx
  vmovd xmm0, ebx
  vpinsrd xmm0, xmm0, r12d, 1
  vpinsrd xmm0, xmm0, r13d, 2
  vpinsrd xmm0, xmm0, r14d, 3
  vpslld xmm6, xmm6, 0x18
  vpor xmm0, xmm0, xmm6
  vmulps xmm6, xmm0, xmm0
  vpand xmm7, xmm6, xmm5
  vpxor xmm6, xmm6, xmm7
  vpsrld xmm8, xmm6, 0x15
  vpand xmm8, xmm8, xmm11
  vpaddd xmm12, xmm6, xmmword ptr [rip+0x740]  ; 0xd90
  vpaddd xmm8, xmm12, xmm8
  vpsrld xmm8, xmm8, 0x15
  vmovaps xmm12, xmmword ptr [rip+0x73d]  ; 0xda0
  vpsubd xmm8, xmm8, xmm12
  vaddps xmm12, xmm6, xmmword ptr [rip+0x710]  ; 0xd80
  vpsubd xmm12, xmm12, xmmword ptr [rip+0x708]  ; 0xd80
  vpmaxud xmm9, xmm6, xmmword ptr [rip+0x6ef]  ; 0xd70
  vpcmpeqd xmm9, xmm9, xmm6
  vblendvps xmm8, xmm12, xmm8, xmm9
  vpextrd ecx, xmm8, 0
  vmovaps xmm9, xmmword ptr [rip+0x6c7]  ; 0xd60
  vpmaxud xmm12, xmm6, xmm9
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
  cmovne ecx, r12d
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
  vmovd xmm8, ecx
  vpinsrd xmm8, xmm8, ebx, 1
  vpinsrd xmm8, xmm8, r12d, 2
  vpinsrd xmm8, xmm8, r13d, 3
  vmovaps xmm9, xmmword ptr [rip+0x526]  ; 0xc60
  vpmaxud xmm6, xmm9, xmm6
  vpcmpeqd xmm6, xmm6, xmm9
  vmovaps xmm12, xmmword ptr [rip+0x604]  ; 0xd50
  vblendvps xmm6, xmm12, xmm8, xmm6
  vpsrld xmm7, xmm7, 0x18
  vpor xmm6, xmm6, xmm7
  vpextrd ecx, xmm6, 0
  mov ecx, ecx
  movzx ecx, cl
  vpextrd ebx, xmm6, 1
  mov ebx, ebx
  movzx ebx, bl
  vpextrd r12d, xmm6, 2
  mov r12d, r12d
  movzx r12d, r12b
  vpextrd r13d, xmm6, 3
  mov r13d, r13d
  movzx r13d, r13b
  vmovd xmm6, ecx
  vpinsrd xmm6, xmm6, ebx, 1
  vpinsrd xmm6, xmm6, r12d, 2
  vpinsrd xmm6, xmm6, r13d, 3
  vpand xmm7, xmm6, xmm1
  vpxor xmm6, xmm6, xmm7
  vpslld xmm8, xmm6, 0x15
  vmulps xmm12, xmm8, xmmword ptr [rip+0x58a]  ; 0xd40
  vpextrd ecx, xmm12, 0
  vpmaxud xmm9, xmm6, xmmword ptr [rip+0x56b]  ; 0xd30
  vpcmpeqd xmm6, xmm9, xmm6
  vpackssdw xmm6, xmm6, xmm6
  vpacksswb xmm6, xmm6, xmm6
  vpxor xmm9, xmm9, xmm9
  vpcmpeqb xmm6, xmm6, xmm9
  vpabsb xmm6, xmm6
  vpxor xmm6, xmm6, xmm3
  vpextrb ebx, xmm6, 0
  vmovaps xmm9, xmmword ptr [rip+0x46e]  ; 0xc60
  vpor xmm8, xmm8, xmm9
  vpextrd r12d, xmm8, 0
  test bl, bl
  cmovne ecx, r12d
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
  vmovd xmm6, ecx
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
  vmovaps xmm12, xmmword ptr [rip+0x505]  ; 0xd90
  vpaddd xmm8, xmm0, xmm12
  vpaddd xmm7, xmm8, xmm7
  vpsrld xmm7, xmm7, 0x15
  vmovaps xmm8, xmmword ptr [rip+0x4ff]  ; 0xda0
  vpsubd xmm7, xmm7, xmm8
  vaddps xmm8, xmm0, xmmword ptr [rip+0x4d2]  ; 0xd80
  vpsubd xmm8, xmm8, xmmword ptr [rip+0x4ca]  ; 0xd80
  vpmaxud xmm12, xmm0, xmmword ptr [rip+0x4b1]  ; 0xd70
  vpcmpeqd xmm12, xmm12, xmm0
  vblendvps xmm7, xmm8, xmm7, xmm12
  vpextrd ecx, xmm7, 0
  vmovaps xmm8, xmmword ptr [rip+0x489]  ; 0xd60
  vpmaxud xmm12, xmm0, xmm8
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
  cmovne ecx, r12d
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
  vmovd xmm7, ecx
  vpinsrd xmm7, xmm7, ebx, 1
  vpinsrd xmm7, xmm7, r12d, 2
  vpinsrd xmm7, xmm7, r13d, 3
  vpmaxud xmm0, xmm9, xmm0
  vpcmpeqd xmm0, xmm0, xmm9
  vmovaps xmm12, xmmword ptr [rip+0x3ce]  ; 0xd50
  vblendvps xmm0, xmm12, xmm7, xmm0
  vpsrld xmm6, xmm6, 0x18
  vpor xmm0, xmm0, xmm6
  vpextrd ecx, xmm0, 0
  mov ecx, ecx
  movzx ecx, cl
  vpextrd ebx, xmm0, 1
  mov ebx, ebx
  movzx ebx, bl
  vpextrd r12d, xmm0, 2
  mov r12d, r12d
  movzx r12d, r12b
  vpextrd r13d, xmm0, 3
  mov r13d, r13d
  movzx r13d, r13b
  vmovd xmm0, ecx
  vpinsrd xmm0, xmm0, ebx, 1
  vpinsrd xmm0, xmm0, r12d, 2
  vpinsrd xmm0, xmm0, r13d, 3
  vpand xmm6, xmm0, xmm1
  vpxor xmm0, xmm0, xmm6
  vpslld xmm7, xmm0, 0x15
  vmulps xmm8, xmm7, xmmword ptr [rip+0x354]  ; 0xd40
  vpextrd ecx, xmm8, 0
  vpmaxud xmm12, xmm0, xmmword ptr [rip+0x335]  ; 0xd30
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
  cmovne ecx, r12d
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
  vmovd xmm0, ecx
  vpinsrd xmm0, xmm0, ebx, 1
  vpinsrd xmm0, xmm0, r12d, 2
  vpinsrd xmm0, xmm0, r13d, 3
  vpslld xmm6, xmm6, 0x18
  vpor xmm0, xmm0, xmm6
  vmovaps xmm6, xmmword ptr [rip+0x27d]  ; 0xd20
  vdivps xmm0, xmm6, xmm0
  vpand xmm7, xmm0, xmm5
  vpxor xmm0, xmm0, xmm7
  vpsrld xmm8, xmm0, 0x15
  vpand xmm8, xmm8, xmm11
  vmovaps xmm12, xmmword ptr [rip+0x2cf]  ; 0xd90
  vpaddd xmm6, xmm0, xmm12
  vpaddd xmm6, xmm6, xmm8
  vpsrld xmm6, xmm6, 0x15
  vmovaps xmm8, xmmword ptr [rip+0x2c8]  ; 0xda0
  vpsubd xmm6, xmm6, xmm8
  vaddps xmm12, xmm0, xmmword ptr [rip+0x29b]  ; 0xd80
  vpsubd xmm12, xmm12, xmmword ptr [rip+0x293]  ; 0xd80
  vpmaxud xmm8, xmm0, xmmword ptr [rip+0x27a]  ; 0xd70
  vpcmpeqd xmm8, xmm8, xmm0
  vblendvps xmm6, xmm12, xmm6, xmm8
  vpextrd ecx, xmm6, 0
  vmovaps xmm8, xmmword ptr [rip+0x252]  ; 0xd60
  vpmaxud xmm12, xmm0, xmm8
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
  cmovne ecx, r12d
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
  vmovd xmm6, ecx
  vpinsrd xmm6, xmm6, ebx, 1
  vpinsrd xmm6, xmm6, r12d, 2
  vpinsrd xmm6, xmm6, r13d, 3
  vpmaxud xmm0, xmm9, xmm0
  vpcmpeqd xmm0, xmm0, xmm9
  vmovaps xmm12, xmmword ptr [rip+0x197]  ; 0xd50
  vblendvps xmm0, xmm12, xmm6, xmm0
  vpsrld xmm6, xmm7, 0x18
  vpor xmm0, xmm0, xmm6
  vpextrd ecx, xmm0, 0
  mov ecx, ecx
  vpextrd ebx, xmm0, 1
  mov ebx, ebx
  vpextrd r12d, xmm0, 2
  mov r12d, r12d
  vpextrd r13d, xmm0, 3
  mov r13d, r13d
  vmovd xmm0, ecx
  vpinsrb xmm0, xmm0, ebx, 1
  vpinsrb xmm0, xmm0, r12d, 2
  vpinsrb xmm0, xmm0, r13d, 3
  vmovd dword ptr [rdx+rdi], xmm0
  add esi, 1
  cmp esi, 8
  jl .Lloop1
.Ldone2:
  vmovaps xmm6, xmmword ptr [rsp]
  vmovaps xmm7, xmmword ptr [rsp+0x10]
  vmovaps xmm8, xmmword ptr [rsp+0x20]
  vmovaps xmm9, xmmword ptr [rsp+0x30]
  vmovaps xmm10, xmmword ptr [rsp+0x40]
  vmovaps xmm11, xmmword ptr [rsp+0x50]
  vmovaps xmm12, xmmword ptr [rsp+0x60]
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
;   0xc60: 7f8000007f800000 7f8000007f800000
;   0xc70: 0000008000000080 0000008000000080
;   0xc80: 0000007f0000007f 0000007f0000007f
;   0xc90: 0000000001010101 0000000000000000
;   0xca0: 7b8000007b800000 7b8000007b800000
;   0xcb0: 8000000080000000 8000000080000000
;   0xcc0: 43e8000143e80001 43e8000143e80001
;   0xcd0: 3c8000003c800000 3c8000003c800000
;   0xce0: 4680000046800000 4680000046800000
;   0xcf0: 0007ffff0007ffff 0007ffff0007ffff
;   0xd00: 0000000100000001 0000000100000001
;   0xd10: 000003c0000003c0 000003c0000003c0
;   0xd20: 3f8000003f800000 3f8000003f800000
;   0xd30: 0000007c0000007c 0000007c0000007c
;   0xd40: 7780000077800000 7780000077800000
;   0xd50: 0000007e0000007e 0000007e0000007e
;   0xd60: 4770000047700000 4770000047700000
;   0xd70: 3880000038800000 3880000038800000
;   0xd80: 4300000043000000 4300000043000000
;   0xd90: 000fffff000fffff 000fffff000fffff
;   0xda0: 000001c0000001c0 000001c0000001c0
;   0xdb0: 7b800000
;   0xdb4: 46800000
;   0xdb8: 3f800000
;   0xdbc: 77800000
;   0xdc0: 43000000
