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
  vpand xmm7, xmm0, xmm1
  vpxor xmm0, xmm0, xmm7
  vpmaxud xmm12, xmm0, xmm2
  vpcmpeqd xmm12, xmm12, xmm0
  vpackssdw xmm12, xmm12, xmm12
  vpacksswb xmm12, xmm12, xmm12
  vpxor xmm11, xmm11, xmm11
  vpcmpeqb xmm11, xmm12, xmm11
  vpabsb xmm11, xmm11
  vpxor xmm11, xmm11, xmm3
  vpextrb ebx, xmm11, 0
  vpslld xmm0, xmm0, 0x14
  vmulps xmm0, xmm0, xmm4
  vpextrd r12d, xmm0, 0
  mov r13d, 0x7fc00000
  test bl, bl
  cmovne r12d, r13d
  vpextrb ebx, xmm11, 1
  vpextrd r13d, xmm0, 1
  mov r14d, 0x7fc00000
  test bl, bl
  cmovne r13d, r14d
  vpextrb ebx, xmm11, 2
  vpextrd r14d, xmm0, 2
  mov r15d, 0x7fc00000
  test bl, bl
  cmovne r14d, r15d
  vpextrb ebx, xmm11, 3
  vpextrd r15d, xmm0, 3
  test bl, bl
  mov ebx, 0x7fc00000
  cmovne r15d, ebx
  vmovd xmm0, r12d
  vpinsrd xmm0, xmm0, r13d, 1
  vpinsrd xmm0, xmm0, r14d, 2
  vpinsrd xmm0, xmm0, r15d, 3
  vpslld xmm7, xmm7, 0x18
  vpor xmm0, xmm0, xmm7
  vmulps xmm7, xmm0, xmm0
  vpand xmm11, xmm7, xmm5
  vpxor xmm7, xmm7, xmm11
  vpmaxud xmm12, xmm7, xmm6
  vpcmpeqd xmm12, xmm12, xmm7
  vpackssdw xmm12, xmm12, xmm12
  vpacksswb xmm12, xmm12, xmm12
  vpxor xmm10, xmm10, xmm10
  vpcmpeqb xmm10, xmm12, xmm10
  vpabsb xmm10, xmm10
  vpxor xmm10, xmm10, xmm3
  vpextrb ebx, xmm10, 0
  vaddps xmm12, xmm7, xmmword ptr [rip+0xaee]  ; 0xce0
  vpsubd xmm12, xmm12, xmmword ptr [rip+0xae6]  ; 0xce0
  vpaddd xmm9, xmm7, xmmword ptr [rip+0xaee]  ; 0xcf0
  vpsrld xmm8, xmm7, 0x14
  vpand xmm8, xmm8, xmmword ptr [rip+0xaf1]  ; 0xd00
  vpaddd xmm8, xmm9, xmm8
  vpsrld xmm8, xmm8, 0x14
  vmovaps xmm9, xmmword ptr [rip+0xaee]  ; 0xd10
  vpsubd xmm8, xmm8, xmm9
  vpmaxud xmm9, xmm7, xmmword ptr [rip+0xaa0]  ; 0xcd0
  vpcmpeqd xmm9, xmm9, xmm7
  vblendvps xmm8, xmm12, xmm8, xmm9
  vpextrd r12d, xmm8, 0
  mov r13d, 0x7f
  test bl, bl
  cmovne r12d, r13d
  vpextrb ebx, xmm10, 1
  vpextrd r13d, xmm8, 1
  mov r14d, 0x7f
  test bl, bl
  cmovne r13d, r14d
  vpextrb ebx, xmm10, 2
  vpextrd r14d, xmm8, 2
  mov r15d, 0x7f
  test bl, bl
  cmovne r14d, r15d
  vpextrb ebx, xmm10, 3
  vpextrd r15d, xmm8, 3
  test bl, bl
  mov ebx, 0x7f
  cmovne r15d, ebx
  vmovd xmm8, r12d
  vpinsrd xmm8, xmm8, r13d, 1
  vpinsrd xmm8, xmm8, r14d, 2
  vpinsrd xmm8, xmm8, r15d, 3
  vmovaps xmm9, xmmword ptr [rip+0x9ae]  ; 0xc60
  vpmaxud xmm7, xmm9, xmm7
  vpcmpeqd xmm7, xmm7, xmm9
  vblendvps xmm7, xmm2, xmm8, xmm7
  vpsrld xmm8, xmm11, 0x18
  vpor xmm7, xmm7, xmm8
  vpextrd ebx, xmm7, 0
  mov ebx, ebx
  movzx ebx, bl
  vpextrd r12d, xmm7, 1
  mov r12d, r12d
  movzx r12d, r12b
  vpextrd r13d, xmm7, 2
  mov r13d, r13d
  movzx r13d, r13b
  vpextrd r14d, xmm7, 3
  mov r14d, r14d
  movzx r14d, r14b
  vmovd xmm7, ebx
  vpinsrd xmm7, xmm7, r12d, 1
  vpinsrd xmm7, xmm7, r13d, 2
  vpinsrd xmm7, xmm7, r14d, 3
  vpand xmm8, xmm7, xmm1
  vpxor xmm7, xmm7, xmm8
  vpmaxud xmm10, xmm7, xmm2
  vpcmpeqd xmm10, xmm10, xmm7
  vpackssdw xmm10, xmm10, xmm10
  vpacksswb xmm10, xmm10, xmm10
  vpxor xmm11, xmm11, xmm11
  vpcmpeqb xmm10, xmm10, xmm11
  vpabsb xmm10, xmm10
  vpxor xmm10, xmm10, xmm3
  vpextrb ebx, xmm10, 0
  vpslld xmm7, xmm7, 0x14
  vmulps xmm7, xmm7, xmm4
  vpextrd r12d, xmm7, 0
  mov r13d, 0x7fc00000
  test bl, bl
  cmovne r12d, r13d
  vpextrb ebx, xmm10, 1
  vpextrd r13d, xmm7, 1
  mov r14d, 0x7fc00000
  test bl, bl
  cmovne r13d, r14d
  vpextrb ebx, xmm10, 2
  vpextrd r14d, xmm7, 2
  mov r15d, 0x7fc00000
  test bl, bl
  cmovne r14d, r15d
  vpextrb ebx, xmm10, 3
  vpextrd r15d, xmm7, 3
  test bl, bl
  mov ebx, 0x7fc00000
  cmovne r15d, ebx
  vmovd xmm7, r12d
  vpinsrd xmm7, xmm7, r13d, 1
  vpinsrd xmm7, xmm7, r14d, 2
  vpinsrd xmm7, xmm7, r15d, 3
  vpslld xmm8, xmm8, 0x18
  vpor xmm7, xmm7, xmm8
  vsubps xmm0, xmm7, xmm0
  vpand xmm7, xmm0, xmm5
  vpxor xmm0, xmm0, xmm7
  vpmaxud xmm8, xmm0, xmm6
  vpcmpeqd xmm8, xmm8, xmm0
  vpackssdw xmm8, xmm8, xmm8
  vpacksswb xmm8, xmm8, xmm8
  vpxor xmm10, xmm10, xmm10
  vpcmpeqb xmm8, xmm8, xmm10
  vpabsb xmm8, xmm8
  vpxor xmm8, xmm8, xmm3
  vpextrb ebx, xmm8, 0
  vmovaps xmm10, xmmword ptr [rip+0x8d2]  ; 0xce0
  vaddps xmm11, xmm0, xmm10
  vmovaps xmm12, xmmword ptr [rip+0x8c5]  ; 0xce0
  vpsubd xmm11, xmm11, xmm12
  vpaddd xmm10, xmm0, xmmword ptr [rip+0x8c8]  ; 0xcf0
  vpsrld xmm12, xmm0, 0x14
  vpand xmm12, xmm12, xmmword ptr [rip+0x8cb]  ; 0xd00
  vpaddd xmm10, xmm10, xmm12
  vpsrld xmm10, xmm10, 0x14
  vmovaps xmm12, xmmword ptr [rip+0x8c8]  ; 0xd10
  vpsubd xmm10, xmm10, xmm12
  vpmaxud xmm12, xmm0, xmmword ptr [rip+0x87a]  ; 0xcd0
  vpcmpeqd xmm12, xmm12, xmm0
  vblendvps xmm10, xmm11, xmm10, xmm12
  vpextrd r12d, xmm10, 0
  mov r13d, 0x7f
  test bl, bl
  cmovne r12d, r13d
  vpextrb ebx, xmm8, 1
  vpextrd r13d, xmm10, 1
  mov r14d, 0x7f
  test bl, bl
  cmovne r13d, r14d
  vpextrb ebx, xmm8, 2
  vpextrd r14d, xmm10, 2
  mov r15d, 0x7f
  test bl, bl
  cmovne r14d, r15d
  vpextrb ebx, xmm8, 3
  vpextrd r15d, xmm10, 3
  test bl, bl
  mov ebx, 0x7f
  cmovne r15d, ebx
  vmovd xmm8, r12d
  vpinsrd xmm8, xmm8, r13d, 1
  vpinsrd xmm8, xmm8, r14d, 2
  vpinsrd xmm8, xmm8, r15d, 3
  vpmaxud xmm0, xmm9, xmm0
  vpcmpeqd xmm0, xmm0, xmm9
  vblendvps xmm0, xmm2, xmm8, xmm0
  vpsrld xmm7, xmm7, 0x18
  vpor xmm0, xmm0, xmm7
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
  vpand xmm7, xmm0, xmm1
  vpxor xmm0, xmm0, xmm7
  vmovaps xmm8, xmmword ptr [rip+0x7b1]  ; 0xd30
  vpmaxud xmm10, xmm0, xmm8
  vpcmpeqd xmm10, xmm10, xmm0
  vpackssdw xmm10, xmm10, xmm10
  vpacksswb xmm10, xmm10, xmm10
  vpxor xmm11, xmm11, xmm11
  vpcmpeqb xmm10, xmm10, xmm11
  vpabsb xmm10, xmm10
  vpxor xmm10, xmm10, xmm3
  vpextrb ebx, xmm10, 0
  vpslld xmm0, xmm0, 0x15
  vpor xmm11, xmm0, xmm9
  vpextrd r12d, xmm11, 0
  vmovaps xmm12, xmmword ptr [rip+0x77d]  ; 0xd40
  vmulps xmm0, xmm0, xmm12
  vpextrd r13d, xmm0, 0
  test bl, bl
  cmovne r13d, r12d
  vpextrb ebx, xmm10, 1
  vpextrd r12d, xmm11, 1
  vpextrd r14d, xmm0, 1
  test bl, bl
  cmovne r14d, r12d
  vpextrb ebx, xmm10, 2
  vpextrd r12d, xmm11, 2
  vpextrd r15d, xmm0, 2
  test bl, bl
  cmovne r15d, r12d
  vpextrb ebx, xmm10, 3
  vpextrd r12d, xmm11, 3
  vpextrd ecx, xmm0, 3
  test bl, bl
  cmovne ecx, r12d
  vmovd xmm0, r13d
  vpinsrd xmm0, xmm0, r14d, 1
  vpinsrd xmm0, xmm0, r15d, 2
  vpinsrd xmm0, xmm0, ecx, 3
  vpslld xmm7, xmm7, 0x18
  vpor xmm0, xmm0, xmm7
  vmulps xmm7, xmm0, xmm0
  vpand xmm10, xmm7, xmm5
  vpxor xmm7, xmm7, xmm10
  vpmaxud xmm11, xmm7, xmmword ptr [rip+0x70e]  ; 0xd60
  vpcmpeqd xmm11, xmm11, xmm7
  vpackssdw xmm11, xmm11, xmm11
  vpacksswb xmm11, xmm11, xmm11
  vpxor xmm12, xmm12, xmm12
  vpcmpeqb xmm11, xmm11, xmm12
  vpabsb xmm11, xmm11
  vpxor xmm11, xmm11, xmm3
  vpextrb ecx, xmm11, 0
  vaddps xmm12, xmm7, xmmword ptr [rip+0x6ff]  ; 0xd80
  vpsubd xmm12, xmm12, xmmword ptr [rip+0x6f7]  ; 0xd80
  vpaddd xmm8, xmm7, xmmword ptr [rip+0x6ff]  ; 0xd90
  vpsrld xmm9, xmm7, 0x15
  vpand xmm9, xmm9, xmmword ptr [rip+0x662]  ; 0xd00
  vpaddd xmm8, xmm8, xmm9
  vpsrld xmm8, xmm8, 0x15
  vmovaps xmm9, xmmword ptr [rip+0x6ef]  ; 0xda0
  vpsubd xmm8, xmm8, xmm9
  vpmaxud xmm9, xmm7, xmmword ptr [rip+0x6b1]  ; 0xd70
  vpcmpeqd xmm9, xmm9, xmm7
  vblendvps xmm8, xmm12, xmm8, xmm9
  vpextrd ebx, xmm8, 0
  mov r12d, 0x7c
  test cl, cl
  cmovne ebx, r12d
  vpextrb ecx, xmm11, 1
  vpextrd r12d, xmm8, 1
  mov r13d, 0x7c
  test cl, cl
  cmovne r12d, r13d
  vpextrb ecx, xmm11, 2
  vpextrd r13d, xmm8, 2
  mov r14d, 0x7c
  test cl, cl
  cmovne r13d, r14d
  vpextrb ecx, xmm11, 3
  vpextrd r14d, xmm8, 3
  mov r15d, 0x7c
  test cl, cl
  cmovne r14d, r15d
  vmovd xmm8, ebx
  vpinsrd xmm8, xmm8, r12d, 1
  vpinsrd xmm8, xmm8, r13d, 2
  vpinsrd xmm8, xmm8, r14d, 3
  vmovaps xmm9, xmmword ptr [rip+0x51f]  ; 0xc60
  vpmaxud xmm7, xmm9, xmm7
  vpcmpeqd xmm7, xmm7, xmm9
  vmovaps xmm11, xmmword ptr [rip+0x5fd]  ; 0xd50
  vblendvps xmm7, xmm11, xmm8, xmm7
  vpsrld xmm8, xmm10, 0x18
  vpor xmm7, xmm7, xmm8
  vpextrd ecx, xmm7, 0
  mov ecx, ecx
  movzx ecx, cl
  vpextrd ebx, xmm7, 1
  mov ebx, ebx
  movzx ebx, bl
  vpextrd r12d, xmm7, 2
  mov r12d, r12d
  movzx r12d, r12b
  vpextrd r13d, xmm7, 3
  mov r13d, r13d
  movzx r13d, r13b
  vmovd xmm7, ecx
  vpinsrd xmm7, xmm7, ebx, 1
  vpinsrd xmm7, xmm7, r12d, 2
  vpinsrd xmm7, xmm7, r13d, 3
  vpand xmm8, xmm7, xmm1
  vpxor xmm7, xmm7, xmm8
  vmovaps xmm10, xmmword ptr [rip+0x575]  ; 0xd30
  vpmaxud xmm12, xmm7, xmm10
  vpcmpeqd xmm12, xmm12, xmm7
  vpackssdw xmm12, xmm12, xmm12
  vpacksswb xmm12, xmm12, xmm12
  vpxor xmm10, xmm10, xmm10
  vpcmpeqb xmm10, xmm12, xmm10
  vpabsb xmm10, xmm10
  vpxor xmm10, xmm10, xmm3
  vpextrb ecx, xmm10, 0
  vpslld xmm7, xmm7, 0x15
  vpor xmm12, xmm7, xmm9
  vpextrd ebx, xmm12, 0
  vmulps xmm7, xmm7, xmmword ptr [rip+0x541]  ; 0xd40
  vpextrd r12d, xmm7, 0
  test cl, cl
  cmovne r12d, ebx
  vpextrb ecx, xmm10, 1
  vpextrd ebx, xmm12, 1
  vpextrd r13d, xmm7, 1
  test cl, cl
  cmovne r13d, ebx
  vpextrb ecx, xmm10, 2
  vpextrd ebx, xmm12, 2
  vpextrd r14d, xmm7, 2
  test cl, cl
  cmovne r14d, ebx
  vpextrb ecx, xmm10, 3
  vpextrd ebx, xmm12, 3
  vpextrd r15d, xmm7, 3
  test cl, cl
  cmovne r15d, ebx
  vmovd xmm7, r12d
  vpinsrd xmm7, xmm7, r13d, 1
  vpinsrd xmm7, xmm7, r14d, 2
  vpinsrd xmm7, xmm7, r15d, 3
  vpslld xmm8, xmm8, 0x18
  vpor xmm7, xmm7, xmm8
  vaddps xmm0, xmm7, xmm0
  vpand xmm7, xmm0, xmm5
  vpxor xmm0, xmm0, xmm7
  vmovaps xmm8, xmmword ptr [rip+0x4d7]  ; 0xd60
  vpmaxud xmm10, xmm0, xmm8
  vpcmpeqd xmm10, xmm10, xmm0
  vpackssdw xmm10, xmm10, xmm10
  vpacksswb xmm10, xmm10, xmm10
  vpxor xmm12, xmm12, xmm12
  vpcmpeqb xmm10, xmm10, xmm12
  vpabsb xmm10, xmm10
  vpxor xmm10, xmm10, xmm3
  vpextrb ecx, xmm10, 0
  vaddps xmm12, xmm0, xmmword ptr [rip+0x4c3]  ; 0xd80
  vpsubd xmm12, xmm12, xmmword ptr [rip+0x4bb]  ; 0xd80
  vpaddd xmm8, xmm0, xmmword ptr [rip+0x4c3]  ; 0xd90
  vpsrld xmm11, xmm0, 0x15
  vpand xmm11, xmm11, xmmword ptr [rip+0x426]  ; 0xd00
  vpaddd xmm8, xmm8, xmm11
  vpsrld xmm8, xmm8, 0x15
  vmovaps xmm11, xmmword ptr [rip+0x4b3]  ; 0xda0
  vpsubd xmm8, xmm8, xmm11
  vpmaxud xmm11, xmm0, xmmword ptr [rip+0x475]  ; 0xd70
  vpcmpeqd xmm11, xmm11, xmm0
  vblendvps xmm8, xmm12, xmm8, xmm11
  vpextrd ebx, xmm8, 0
  mov r12d, 0x7c
  test cl, cl
  cmovne ebx, r12d
  vpextrb ecx, xmm10, 1
  vpextrd r12d, xmm8, 1
  mov r13d, 0x7c
  test cl, cl
  cmovne r12d, r13d
  vpextrb ecx, xmm10, 2
  vpextrd r13d, xmm8, 2
  mov r14d, 0x7c
  test cl, cl
  cmovne r13d, r14d
  vpextrb ecx, xmm10, 3
  vpextrd r14d, xmm8, 3
  mov r15d, 0x7c
  test cl, cl
  cmovne r14d, r15d
  vmovd xmm8, ebx
  vpinsrd xmm8, xmm8, r12d, 1
  vpinsrd xmm8, xmm8, r13d, 2
  vpinsrd xmm8, xmm8, r14d, 3
  vpmaxud xmm0, xmm9, xmm0
  vpcmpeqd xmm0, xmm0, xmm9
  vmovaps xmm11, xmmword ptr [rip+0x3c9]  ; 0xd50
  vblendvps xmm0, xmm11, xmm8, xmm0
  vpsrld xmm7, xmm7, 0x18
  vpor xmm0, xmm0, xmm7
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
  vpand xmm7, xmm0, xmm1
  vpxor xmm0, xmm0, xmm7
  vmovaps xmm10, xmmword ptr [rip+0x344]  ; 0xd30
  vpmaxud xmm8, xmm0, xmm10
  vpcmpeqd xmm8, xmm8, xmm0
  vpackssdw xmm8, xmm8, xmm8
  vpacksswb xmm8, xmm8, xmm8
  vpxor xmm12, xmm12, xmm12
  vpcmpeqb xmm8, xmm8, xmm12
  vpabsb xmm8, xmm8
  vpxor xmm8, xmm8, xmm3
  vpextrb ecx, xmm8, 0
  vpslld xmm0, xmm0, 0x15
  vpor xmm12, xmm0, xmm9
  vpextrd ebx, xmm12, 0
  vmulps xmm0, xmm0, xmmword ptr [rip+0x310]  ; 0xd40
  vpextrd r12d, xmm0, 0
  test cl, cl
  cmovne r12d, ebx
  vpextrb ecx, xmm8, 1
  vpextrd ebx, xmm12, 1
  vpextrd r13d, xmm0, 1
  test cl, cl
  cmovne r13d, ebx
  vpextrb ecx, xmm8, 2
  vpextrd ebx, xmm12, 2
  vpextrd r14d, xmm0, 2
  test cl, cl
  cmovne r14d, ebx
  vpextrb ecx, xmm8, 3
  vpextrd ebx, xmm12, 3
  vpextrd r15d, xmm0, 3
  test cl, cl
  cmovne r15d, ebx
  vmovd xmm0, r12d
  vpinsrd xmm0, xmm0, r13d, 1
  vpinsrd xmm0, xmm0, r14d, 2
  vpinsrd xmm0, xmm0, r15d, 3
  vpslld xmm7, xmm7, 0x18
  vpor xmm0, xmm0, xmm7
  vmovaps xmm7, xmmword ptr [rip+0x274]  ; 0xd20
  vdivps xmm0, xmm7, xmm0
  vpand xmm8, xmm0, xmm5
  vpxor xmm0, xmm0, xmm8
  vmovaps xmm12, xmmword ptr [rip+0x29f]  ; 0xd60
  vpmaxud xmm7, xmm0, xmm12
  vpcmpeqd xmm7, xmm7, xmm0
  vpackssdw xmm7, xmm7, xmm7
  vpacksswb xmm7, xmm7, xmm7
  vpxor xmm10, xmm10, xmm10
  vpcmpeqb xmm7, xmm7, xmm10
  vpabsb xmm7, xmm7
  vpxor xmm7, xmm7, xmm3
  vpextrb ecx, xmm7, 0
  vmovaps xmm10, xmmword ptr [rip+0x28d]  ; 0xd80
  vaddps xmm12, xmm0, xmm10
  vpsubd xmm12, xmm12, xmmword ptr [rip+0x280]  ; 0xd80
  vpaddd xmm10, xmm0, xmmword ptr [rip+0x288]  ; 0xd90
  vpsrld xmm11, xmm0, 0x15
  vpand xmm11, xmm11, xmmword ptr [rip+0x1eb]  ; 0xd00
  vpaddd xmm10, xmm10, xmm11
  vpsrld xmm10, xmm10, 0x15
  vmovaps xmm11, xmmword ptr [rip+0x278]  ; 0xda0
  vpsubd xmm10, xmm10, xmm11
  vpmaxud xmm11, xmm0, xmmword ptr [rip+0x23a]  ; 0xd70
  vpcmpeqd xmm11, xmm11, xmm0
  vblendvps xmm10, xmm12, xmm10, xmm11
  vpextrd ebx, xmm10, 0
  mov r12d, 0x7c
  test cl, cl
  cmovne ebx, r12d
  vpextrb ecx, xmm7, 1
  vpextrd r12d, xmm10, 1
  mov r13d, 0x7c
  test cl, cl
  cmovne r12d, r13d
  vpextrb ecx, xmm7, 2
  vpextrd r13d, xmm10, 2
  mov r14d, 0x7c
  test cl, cl
  cmovne r13d, r14d
  vpextrb ecx, xmm7, 3
  vpextrd r14d, xmm10, 3
  mov r15d, 0x7c
  test cl, cl
  cmovne r14d, r15d
  vmovd xmm7, ebx
  vpinsrd xmm7, xmm7, r12d, 1
  vpinsrd xmm7, xmm7, r13d, 2
  vpinsrd xmm7, xmm7, r14d, 3
  vpmaxud xmm0, xmm9, xmm0
  vpcmpeqd xmm0, xmm0, xmm9
  vmovaps xmm11, xmmword ptr [rip+0x18e]  ; 0xd50
  vblendvps xmm0, xmm11, xmm7, xmm0
  vpsrld xmm7, xmm8, 0x18
  vpor xmm0, xmm0, xmm7
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
