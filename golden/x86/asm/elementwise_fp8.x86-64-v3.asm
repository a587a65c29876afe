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
  and rsp, 0xffffffffffffffe0
  sub rsp, 0x140
  mov dword ptr [rsp+0x118], 0x7b800000
  mov dword ptr [rsp+0x11c], 0x46800000
  mov dword ptr [rsp+0x120], 0x3f800000
  mov dword ptr [rsp+0x124], 0x77800000
  mov dword ptr [rsp+0x128], 0x43000000
  mov eax, 0x7f800000
  vmovd xmm0, eax
  vpbroadcastd xmm0, xmm0
  vmovaps xmmword ptr [rsp], xmm0
  mov eax, 0x80
  vmovd xmm1, eax
  vpbroadcastd xmm1, xmm1
  mov eax, 0x7f
  vmovd xmm2, eax
  vpbroadcastd xmm2, xmm2
  mov eax, 1
  vmovd xmm3, eax
  vpbroadcastb xmm3, xmm3
  vbroadcastss xmm4, dword ptr [rsp+0x118]
  mov eax, 0x80000000
  vmovd xmm5, eax
  vpbroadcastd xmm5, xmm5
  mov eax, 0x43e80001
  vmovd xmm6, eax
  vpbroadcastd xmm6, xmm6
  mov eax, 0x3c800000
  vmovd xmm7, eax
  vpbroadcastd xmm7, xmm7
  vbroadcastss xmm8, dword ptr [rsp+0x11c]
  mov eax, 0x46800000
  vmovd xmm9, eax
  vpbroadcastd xmm9, xmm9
  mov eax, 0x7ffff
  vmovd xmm10, eax
  vpbroadcastd xmm10, xmm10
  mov eax, 1
  vmovd xmm11, eax
  vpbroadcastd xmm11, xmm11
  mov eax, 0x3c0
  vmovd xmm12, eax
  vpbroadcastd xmm12, xmm12
  vbroadcastss xmm15, dword ptr [rsp+0x120]
  vmovaps xmmword ptr [rsp+0x70], xmm15
  mov eax, 0x7c
  vmovd xmm0, eax
  vpbroadcastd xmm0, xmm0
  vbroadcastss xmm15, dword ptr [rsp+0x124]
  vmovaps xmmword ptr [rsp+0x90], xmm15
  mov eax, 0x7e
  vmovaps xmmword ptr [rsp+0x80], xmm0
  vmovd xmm0, eax
  vpbroadcastd xmm0, xmm0
  vmovaps xmmword ptr [rsp+0xa0], xmm0
  mov eax, 0x47700000
  vmovd xmm0, eax
  vpbroadcastd xmm0, xmm0
  mov eax, 0x38800000
  vmovaps xmmword ptr [rsp+0xb0], xmm0
  vmovd xmm0, eax
  vpbroadcastd xmm0, xmm0
  vmovaps xmmword ptr [rsp+0xc0], xmm0
  vbroadcastss xmm0, dword ptr [rsp+0x128]
  mov eax, 0x43000000
  vmovaps xmmword ptr [rsp+0xd0], xmm0
  vmovd xmm0, eax
  vpbroadcastd xmm0, xmm0
  mov eax, 0xfffff
  vmovaps xmmword ptr [rsp+0xe0], xmm0
  vmovd xmm0, eax
  vpbroadcastd xmm0, xmm0
  mov eax, 0x1c0
  vmovaps xmmword ptr [rsp+0xf0], xmm0
  vmovd xmm0, eax
  vpbroadcastd xmm0, xmm0
  xor eax, eax
  mov qword ptr [rsp+0x110], rdx
  vmovaps xmmword ptr [rsp+0x10], xmm7
  vmovaps xmmword ptr [rsp+0x20], xmm8
  vmovaps xmmword ptr [rsp+0x30], xmm9
  vmovaps xmmword ptr [rsp+0x40], xmm10
  vmovaps xmmword ptr [rsp+0x50], xmm11
  vmovaps xmmword ptr [rsp+0x60], xmm12
  vmovaps xmmword ptr [rsp+0x100], xmm0
.Lloop1:
  imul r8d, eax, 4
  mov r11, qword ptr [rsp+0x110]
  vmovd xmm0, dword ptr [r11+r8]
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
  mov edx, 0x7fc00000
  test bl, bl
  cmovne r15d, edx
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
  vpextrb edx, xmm10, 0
  vaddps xmm12, xmm7, xmmword ptr [rsp+0x20]
  vpsubd xmm12, xmm12, xmmword ptr [rsp+0x30]
  vpaddd xmm9, xmm7, xmmword ptr [rsp+0x40]
  vpsrld xmm8, xmm7, 0x14
  vpand xmm8, xmm8, xmmword ptr [rsp+0x50]
  vpaddd xmm8, xmm9, xmm8
  vpsrld xmm8, xmm8, 0x14
  vmovaps xmm9, xmmword ptr [rsp+0x60]
  vpsubd xmm8, xmm8, xmm9
  vpmaxud xmm9, xmm7, xmmword ptr [rsp+0x10]
  vpcmpeqd xmm9, xmm9, xmm7
  vblendvps xmm8, xmm12, xmm8, xmm9
  vpextrd ebx, xmm8, 0
  mov r12d, 0x7f
  test dl, dl
  cmovne ebx, r12d
  vpextrb edx, xmm10, 1
  vpextrd r12d, xmm8, 1
  mov r13d, 0x7f
  test dl, dl
  cmovne r12d, r13d
  vpextrb edx, xmm10, 2
  vpextrd r13d, xmm8, 2
  mov r14d, 0x7f
  test dl, dl
  cmovne r13d, r14d
  vpextrb edx, xmm10, 3
  vpextrd r14d, xmm8, 3
  mov r15d, 0x7f
  test dl, dl
  cmovne r14d, r15d
  vmovd xmm8, ebx
  vpinsrd xmm8, xmm8, r12d, 1
  vpinsrd xmm8, xmm8, r13d, 2
  vpinsrd xmm8, xmm8, r14d, 3
  vmovaps xmm9, xmmword ptr [rsp]
  vpmaxud xmm7, xmm9, xmm7
  vpcmpeqd xmm7, xmm7, xmm9
  vblendvps xmm7, xmm2, xmm8, xmm7
  vpsrld xmm8, xmm11, 0x18
  vpor xmm7, xmm7, xmm8
  vpextrd edx, xmm7, 0
  mov edx, edx
  movzx edx, dl
  vpextrd ebx, xmm7, 1
  mov ebx, ebx
  movzx ebx, bl
  vpextrd r12d, xmm7, 2
  mov r12d, r12d
  movzx r12d, r12b
  vpextrd r13d, xmm7, 3
  mov r13d, r13d
  movzx r13d, r13b
  vmovd xmm7, edx
  vpinsrd xmm7, xmm7, ebx, 1
  vpinsrd xmm7, xmm7, r12d, 2
  vpinsrd xmm7, xmm7, r13d, 3
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
  vpextrb edx, xmm10, 0
  vpslld xmm7, xmm7, 0x14
  vmulps xmm7, xmm7, xmm4
  vpextrd ebx, xmm7, 0
  mov r12d, 0x7fc00000
  test dl, dl
  cmovne ebx, r12d
  vpextrb edx, xmm10, 1
  vpextrd r12d, xmm7, 1
  mov r13d, 0x7fc00000
  test dl, dl
  cmovne r12d, r13d
  vpextrb edx, xmm10, 2
  vpextrd r13d, xmm7, 2
  mov r14d, 0x7fc00000
  test dl, dl
  cmovne r13d, r14d
  vpextrb edx, xmm10, 3
  vpextrd r14d, xmm7, 3
  mov r15d, 0x7fc00000
  test dl, dl
  cmovne r14d, r15d
  vmovd xmm7, ebx
  vpinsrd xmm7, xmm7, r12d, 1
  vpinsrd xmm7, xmm7, r13d, 2
  vpinsrd xmm7, xmm7, r14d, 3
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
  vpextrb edx, xmm8, 0
  vmovaps xmm10, xmmword ptr [rsp+0x20]
  vaddps xmm11, xmm0, xmm10
  vmovaps xmm12, xmmword ptr [rsp+0x30]
  vpsubd xmm11, xmm11, xmm12
  vpaddd xmm10, xmm0, xmmword ptr [rsp+0x40]
  vpsrld xmm12, xmm0, 0x14
  vpand xmm12, xmm12, xmmword ptr [rsp+0x50]
  vpaddd xmm10, xmm10, xmm12
  vpsrld xmm10, xmm10, 0x14
  vmovaps xmm12, xmmword ptr [rsp+0x60]
  vpsubd xmm10, xmm10, xmm12
  vpmaxud xmm12, xmm0, xmmword ptr [rsp+0x10]
  vpcmpeqd xmm12, xmm12, xmm0
  vblendvps xmm10, xmm11, xmm10, xmm12
  vpextrd ebx, xmm10, 0
  mov r12d, 0x7f
  test dl, dl
  cmovne ebx, r12d
  vpextrb edx, xmm8, 1
  vpextrd r12d, xmm10, 1
  mov r13d, 0x7f
  test dl, dl
  cmovne r12d, r13d
  vpextrb edx, xmm8, 2
  vpextrd r13d, xmm10, 2
  mov r14d, 0x7f
  test dl, dl
  cmovne r13d, r14d
  vpextrb edx, xmm8, 3
  vpextrd r14d, xmm10, 3
  mov r15d, 0x7f
  test dl, dl
  cmovne r14d, r15d
  vmovd xmm8, ebx
  vpinsrd xmm8, xmm8, r12d, 1
  vpinsrd xmm8, xmm8, r13d, 2
  vpinsrd xmm8, xmm8, r14d, 3
  vpmaxud xmm0, xmm9, xmm0
  vpcmpeqd xmm0, xmm0, xmm9
  vblendvps xmm0, xmm2, xmm8, xmm0
  vpsrld xmm7, xmm7, 0x18
  vpor xmm0, xmm0, xmm7
  vpextrd edx, xmm0, 0
  mov edx, edx
  vpextrd ebx, xmm0, 1
  mov ebx, ebx
  vpextrd r12d, xmm0, 2
  mov r12d, r12d
  vpextrd r13d, xmm0, 3
  mov r13d, r13d
  vmovd xmm0, edx
  vpinsrb xmm0, xmm0, ebx, 1
  vpinsrb xmm0, xmm0, r12d, 2
  vpinsrb xmm0, xmm0, r13d, 3
  vmovd dword ptr [rdi+r8], xmm0
  vmovd xmm0, dword ptr [rcx+r8]
  vpextrb edx, xmm0, 0
  movzx edx, dl
  vpextrb ebx, xmm0, 1
  movzx ebx, bl
  vpextrb r12d, xmm0, 2
  movzx r12d, r12b
  vpextrb r13d, xmm0, 3
  movzx r13d, r13b
  vmovd xmm0, edx
  vpinsrd xmm0, xmm0, ebx, 1
  vpinsrd xmm0, xmm0, r12d, 2
  vpinsrd xmm0, xmm0, r13d, 3
  vpand xmm7, xmm0, xmm1
  vpxor xmm0, xmm0, xmm7
  vmovaps xmm8, xmmword ptr [rsp+0x80]
  vpmaxud xmm10, xmm0, xmm8
  vpcmpeqd xmm10, xmm10, xmm0
  vpackssdw xmm10, xmm10, xmm10
  vpacksswb xmm10, xmm10, xmm10
  vpxor xmm11, xmm11, xmm11
  vpcmpeqb xmm10, xmm10, xmm11
  vpabsb xmm10, xmm10
  vpxor xmm10, xmm10, xmm3
  vpextrb edx, xmm10, 0
  vpslld xmm0, xmm0, 0x15
  vpor xmm11, xmm0, xmm9
  vpextrd ebx, xmm11, 0
  vmovaps xmm12, xmmword ptr [rsp+0x90]
  vmulps xmm0, xmm0, xmm12
  vpextrd r12d, xmm0, 0
  test dl, dl
  cmovne r12d, ebx
  vpextrb edx, xmm10, 1
  vpextrd ebx, xmm11, 1
  vpextrd r13d, xmm0, 1
  test dl, dl
  cmovne r13d, ebx
  vpextrb edx, xmm10, 2
  vpextrd ebx, xmm11, 2
  vpextrd r14d, xmm0, 2
  test dl, dl
  cmovne r14d, ebx
  vpextrb edx, xmm10, 3
  vpextrd ebx, xmm11, 3
  vpextrd r15d, xmm0, 3
  test dl, dl
  cmovne r15d, ebx
  vmovd xmm0, r12d
  vpinsrd xmm0, xmm0, r13d, 1
  vpinsrd xmm0, xmm0, r14d, 2
  vpinsrd xmm0, xmm0, r15d, 3
  vpslld xmm7, xmm7, 0x18
  vpor xmm0, xmm0, xmm7
  vmulps xmm7, xmm0, xmm0
  vpand xmm10, xmm7, xmm5
  vpxor xmm7, xmm7, xmm10
  vpmaxud xmm11, xmm7, xmmword ptr [rsp+0xb0]
  vpcmpeqd xmm11, xmm11, xmm7
  vpackssdw xmm11, xmm11, xmm11
  vpacksswb xmm11, xmm11, xmm11
  vpxor xmm12, xmm12, xmm12
  vpcmpeqb xmm11, xmm11, xmm12
  vpabsb xmm11, xmm11
  vpxor xmm11, xmm11, xmm3
  vpextrb edx, xmm11, 0
  vaddps xmm12, xmm7, xmmword ptr [rsp+0xd0]
  vpsubd xmm12, xmm12, xmmword ptr [rsp+0xe0]
  vpaddd xmm8, xmm7, xmmword ptr [rsp+0xf0]
  vpsrld xmm9, xmm7, 0x15
  vpand xmm9, xmm9, xmmword ptr [rsp+0x50]
  vpaddd xmm8, xmm8, xmm9
  vpsrld xmm8, xmm8, 0x15
  vmovaps xmm9, xmmword ptr [rsp+0x100]
  vpsubd xmm8, xmm8, xmm9
  vpmaxud xmm9, xmm7, xmmword ptr [rsp+0xc0]
  vpcmpeqd xmm9, xmm9, xmm7
  vblendvps xmm8, xmm12, xmm8, xmm9
  vpextrd ebx, xmm8, 0
  mov r12d, 0x7c
  test dl, dl
  cmovne ebx, r12d
  vpextrb edx, xmm11, 1
  vpextrd r12d, xmm8, 1
  mov r13d, 0x7c
  test dl, dl
  cmovne r12d, r13d
  vpextrb edx, xmm11, 2
  vpextrd r13d, xmm8, 2
  mov r14d, 0x7c
  test dl, dl
  cmovne r13d, r14d
  vpextrb edx, xmm11, 3
  vpextrd r14d, xmm8, 3
  mov r15d, 0x7c
  test dl, dl
  cmovne r14d, r15d
  vmovd xmm8, ebx
  vpinsrd xmm8, xmm8, r12d, 1
  vpinsrd xmm8, xmm8, r13d, 2
  vpinsrd xmm8, xmm8, r14d, 3
  vmovaps xmm9, xmmword ptr [rsp]
  vpmaxud xmm7, xmm9, xmm7
  vpcmpeqd xmm7, xmm7, xmm9
  vmovaps xmm11, xmmword ptr [rsp+0xa0]
  vblendvps xmm7, xmm11, xmm8, xmm7
  vpsrld xmm8, xmm10, 0x18
  vpor xmm7, xmm7, xmm8
  vpextrd edx, xmm7, 0
  mov edx, edx
  movzx edx, dl
  vpextrd ebx, xmm7, 1
  mov ebx, ebx
  movzx ebx, bl
  vpextrd r12d, xmm7, 2
  mov r12d, r12d
  movzx r12d, r12b
  vpextrd r13d, xmm7, 3
  mov r13d, r13d
  movzx r13d, r13b
  vmovd xmm7, edx
  vpinsrd xmm7, xmm7, ebx, 1
  vpinsrd xmm7, xmm7, r12d, 2
  vpinsrd xmm7, xmm7, r13d, 3
  vpand xmm8, xmm7, xmm1
  vpxor xmm7, xmm7, xmm8
  vmovaps xmm10, xmmword ptr [rsp+0x80]
  vpmaxud xmm12, xmm7, xmm10
  vpcmpeqd xmm12, xmm12, xmm7
  vpackssdw xmm12, xmm12, xmm12
  vpacksswb xmm12, xmm12, xmm12
  vpxor xmm10, xmm10, xmm10
  vpcmpeqb xmm10, xmm12, xmm10
  vpabsb xmm10, xmm10
  vpxor xmm10, xmm10, xmm3
  vpextrb edx, xmm10, 0
  vpslld xmm7, xmm7, 0x15
  vpor xmm12, xmm7, xmm9
  vpextrd ebx, xmm12, 0
  vmulps xmm7, xmm7, xmmword ptr [rsp+0x90]
  vpextrd r12d, xmm7, 0
  test dl, dl
  cmovne r12d, ebx
  vpextrb edx, xmm10, 1
  vpextrd ebx, xmm12, 1
  vpextrd r13d, xmm7, 1
  test dl, dl
  cmovne r13d, ebx
  vpextrb edx, xmm10, 2
  vpextrd ebx, xmm12, 2
  vpextrd r14d, xmm7, 2
  test dl, dl
  cmovne r14d, ebx
  vpextrb edx, xmm10, 3
  vpextrd ebx, xmm12, 3
  vpextrd r15d, xmm7, 3
  test dl, dl
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
  vmovaps xmm8, xmmword ptr [rsp+0xb0]
  vpmaxud xmm10, xmm0, xmm8
  vpcmpeqd xmm10, xmm10, xmm0
  vpackssdw xmm10, xmm10, xmm10
  vpacksswb xmm10, xmm10, xmm10
  vpxor xmm12, xmm12, xmm12
  vpcmpeqb xmm10, xmm10, xmm12
  vpabsb xmm10, xmm10
  vpxor xmm10, xmm10, xmm3
  vpextrb edx, xmm10, 0
  vaddps xmm12, xmm0, xmmword ptr [rsp+0xd0]
  vpsubd xmm12, xmm12, xmmword ptr [rsp+0xe0]
  vpaddd xmm8, xmm0, xmmword ptr [rsp+0xf0]
  vpsrld xmm11, xmm0, 0x15
  vpand xmm11, xmm11, xmmword ptr [rsp+0x50]
  vpaddd xmm8, xmm8, xmm11
  vpsrld xmm8, xmm8, 0x15
  vmovaps xmm11, xmmword ptr [rsp+0x100]
  vpsubd xmm8, xmm8, xmm11
  vpmaxud xmm11, xmm0, xmmword ptr [rsp+0xc0]
  vpcmpeqd xmm11, xmm11, xmm0
  vblendvps xmm8, xmm12, xmm8, xmm11
  vpextrd ebx, xmm8, 0
  mov r12d, 0x7c
  test dl, dl
  cmovne ebx, r12d
  vpextrb edx, xmm10, 1
  vpextrd r12d, xmm8, 1
  mov r13d, 0x7c
  test dl, dl
  cmovne r12d, r13d
  vpextrb edx, xmm10, 2
  vpextrd r13d, xmm8, 2
  mov r14d, 0x7c
  test dl, dl
  cmovne r13d, r14d
  vpextrb edx, xmm10, 3
  vpextrd r14d, xmm8, 3
  mov r15d, 0x7c
  test dl, dl
  cmovne r14d, r15d
  vmovd xmm8, ebx
  vpinsrd xmm8, xmm8, r12d, 1
  vpinsrd xmm8, xmm8, r13d, 2
  vpinsrd xmm8, xmm8, r14d, 3
  vpmaxud xmm0, xmm9, xmm0
  vpcmpeqd xmm0, xmm0, xmm9
  vmovaps xmm11, xmmword ptr [rsp+0xa0]
  vblendvps xmm0, xmm11, xmm8, xmm0
  vpsrld xmm7, xmm7, 0x18
  vpor xmm0, xmm0, xmm7
  vpextrd edx, xmm0, 0
  mov edx, edx
  movzx edx, dl
  vpextrd ebx, xmm0, 1
  mov ebx, ebx
  movzx ebx, bl
  vpextrd r12d, xmm0, 2
  mov r12d, r12d
  movzx r12d, r12b
  vpextrd r13d, xmm0, 3
  mov r13d, r13d
  movzx r13d, r13b
  vmovd xmm0, edx
  vpinsrd xmm0, xmm0, ebx, 1
  vpinsrd xmm0, xmm0, r12d, 2
  vpinsrd xmm0, xmm0, r13d, 3
  vpand xmm7, xmm0, xmm1
  vpxor xmm0, xmm0, xmm7
  vmovaps xmm10, xmmword ptr [rsp+0x80]
  vpmaxud xmm8, xmm0, xmm10
  vpcmpeqd xmm8, xmm8, xmm0
  vpackssdw xmm8, xmm8, xmm8
  vpacksswb xmm8, xmm8, xmm8
  vpxor xmm12, xmm12, xmm12
  vpcmpeqb xmm8, xmm8, xmm12
  vpabsb xmm8, xmm8
  vpxor xmm8, xmm8, xmm3
  vpextrb edx, xmm8, 0
  vpslld xmm0, xmm0, 0x15
  vpor xmm12, xmm0, xmm9
  vpextrd ebx, xmm12, 0
  vmulps xmm0, xmm0, xmmword ptr [rsp+0x90]
  vpextrd r12d, xmm0, 0
  test dl, dl
  cmovne r12d, ebx
  vpextrb edx, xmm8, 1
  vpextrd ebx, xmm12, 1
  vpextrd r13d, xmm0, 1
  test dl, dl
  cmovne r13d, ebx
  vpextrb edx, xmm8, 2
  vpextrd ebx, xmm12, 2
  vpextrd r14d, xmm0, 2
  test dl, dl
  cmovne r14d, ebx
  vpextrb edx, xmm8, 3
  vpextrd ebx, xmm12, 3
  vpextrd r15d, xmm0, 3
  test dl, dl
  cmovne r15d, ebx
  vmovd xmm0, r12d
  vpinsrd xmm0, xmm0, r13d, 1
  vpinsrd xmm0, xmm0, r14d, 2
  vpinsrd xmm0, xmm0, r15d, 3
  vpslld xmm7, xmm7, 0x18
  vpor xmm0, xmm0, xmm7
  vmovaps xmm7, xmmword ptr [rsp+0x70]
  vdivps xmm0, xmm7, xmm0
  vpand xmm8, xmm0, xmm5
  vpxor xmm0, xmm0, xmm8
  vmovaps xmm12, xmmword ptr [rsp+0xb0]
  vpmaxud xmm7, xmm0, xmm12
  vpcmpeqd xmm7, xmm7, xmm0
  vpackssdw xmm7, xmm7, xmm7
  vpacksswb xmm7, xmm7, xmm7
  vpxor xmm10, xmm10, xmm10
  vpcmpeqb xmm7, xmm7, xmm10
  vpabsb xmm7, xmm7
  vpxor xmm7, xmm7, xmm3
  vpextrb edx, xmm7, 0
  vmovaps xmm10, xmmword ptr [rsp+0xd0]
  vaddps xmm12, xmm0, xmm10
  vpsubd xmm12, xmm12, xmmword ptr [rsp+0xe0]
  vpaddd xmm10, xmm0, xmmword ptr [rsp+0xf0]
  vpsrld xmm11, xmm0, 0x15
  vpand xmm11, xmm11, xmmword ptr [rsp+0x50]
  vpaddd xmm10, xmm10, xmm11
  vpsrld xmm10, xmm10, 0x15
  vmovaps xmm11, xmmword ptr [rsp+0x100]
  vpsubd xmm10, xmm10, xmm11
  vpmaxud xmm11, xmm0, xmmword ptr [rsp+0xc0]
  vpcmpeqd xmm11, xmm11, xmm0
  vblendvps xmm10, xmm12, xmm10, xmm11
  vpextrd ebx, xmm10, 0
  mov r12d, 0x7c
  test dl, dl
  cmovne ebx, r12d
  vpextrb edx, xmm7, 1
  vpextrd r12d, xmm10, 1
  mov r13d, 0x7c
  test dl, dl
  cmovne r12d, r13d
  vpextrb edx, xmm7, 2
  vpextrd r13d, xmm10, 2
  mov r14d, 0x7c
  test dl, dl
  cmovne r13d, r14d
  vpextrb edx, xmm7, 3
  vpextrd r14d, xmm10, 3
  mov r15d, 0x7c
  test dl, dl
  cmovne r14d, r15d
  vmovd xmm7, ebx
  vpinsrd xmm7, xmm7, r12d, 1
  vpinsrd xmm7, xmm7, r13d, 2
  vpinsrd xmm7, xmm7, r14d, 3
  vpmaxud xmm0, xmm9, xmm0
  vpcmpeqd xmm0, xmm0, xmm9
  vmovaps xmm11, xmmword ptr [rsp+0xa0]
  vblendvps xmm0, xmm11, xmm7, xmm0
  vpsrld xmm7, xmm8, 0x18
  vpor xmm0, xmm0, xmm7
  vpextrd edx, xmm0, 0
  mov edx, edx
  vpextrd ebx, xmm0, 1
  mov ebx, ebx
  vpextrd r12d, xmm0, 2
  mov r12d, r12d
  vpextrd r13d, xmm0, 3
  mov r13d, r13d
  vmovd xmm0, edx
  vpinsrb xmm0, xmm0, ebx, 1
  vpinsrb xmm0, xmm0, r12d, 2
  vpinsrb xmm0, xmm0, r13d, 3
  vmovd dword ptr [rsi+r8], xmm0
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
