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
  sub rsp, 0x280
  mov r11, rdi
  mov qword ptr [rsp+0x1b0], r11
  mov r11, rsi
  mov qword ptr [rsp+0x1b8], r11
  mov r11, rdx
  mov qword ptr [rsp+0x1c0], r11
  mov r11, rcx
  mov qword ptr [rsp+0x1c8], r11
  mov dword ptr [rsp+0x250], 0x7b800000
  mov dword ptr [rsp+0x254], 0x46800000
  mov dword ptr [rsp+0x258], 0x3f800000
  mov dword ptr [rsp+0x25c], 0x77800000
  mov dword ptr [rsp+0x260], 0x43000000
  mov eax, 0x7f800000
  vmovd xmm0, eax
  vpbroadcastd xmm15, xmm0
  vmovaps xmmword ptr [rsp], xmm15
  mov eax, 0x80
  vmovd xmm1, eax
  vpbroadcastd xmm15, xmm1
  vmovaps xmmword ptr [rsp+0x10], xmm15
  mov eax, 0x7f
  vmovd xmm2, eax
  vpbroadcastd xmm15, xmm2
  vmovaps xmmword ptr [rsp+0x20], xmm15
  mov eax, 1
  vmovd xmm3, eax
  vpbroadcastb xmm15, xmm3
  vmovaps xmmword ptr [rsp+0x30], xmm15
  mov eax, 0x7fc00000
  vmovd xmm4, eax
  vpbroadcastd xmm4, xmm4
  vpextrd r11d, xmm4, 0
  mov qword ptr [rsp+0x1d0], r11
  vmovd xmm5, dword ptr [rsp+0x250]
  vbroadcastss xmm15, xmm5
  vmovaps xmmword ptr [rsp+0x40], xmm15
  vpextrd r11d, xmm4, 1
  mov qword ptr [rsp+0x1d8], r11
  vpextrd r11d, xmm4, 2
  mov qword ptr [rsp+0x1e0], r11
  vpextrd r12d, xmm4, 3
  mov r13d, 0x80000000
  vmovd xmm4, r13d
  vpbroadcastd xmm15, xmm4
  vmovaps xmmword ptr [rsp+0x50], xmm15
  mov r13d, 0x43e80001
  vmovd xmm6, r13d
  vpbroadcastd xmm15, xmm6
  vmovaps xmmword ptr [rsp+0x60], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x20]
  vpextrd r13d, xmm15, 0
  mov r14d, 0x3c800000
  vmovd xmm7, r14d
  vpbroadcastd xmm7, xmm7
  vmovd xmm8, dword ptr [rsp+0x254]
  vbroadcastss xmm8, xmm8
  mov r14d, 0x46800000
  vmovd xmm9, r14d
  vpbroadcastd xmm9, xmm9
  mov r14d, 0x7ffff
  vmovd xmm10, r14d
  vpbroadcastd xmm10, xmm10
  mov r14d, 1
  vmovd xmm11, r14d
  vpbroadcastd xmm11, xmm11
  mov r14d, 0x3c0
  vmovd xmm12, r14d
  vpbroadcastd xmm12, xmm12
  vmovaps xmm15, xmmword ptr [rsp+0x20]
  vpextrd r14d, xmm15, 1
  vmovaps xmm15, xmmword ptr [rsp+0x20]
  vpextrd r15d, xmm15, 2
  vmovaps xmm15, xmmword ptr [rsp+0x20]
  vpextrd r11d, xmm15, 3
  mov qword ptr [rsp+0x1e8], r11
  vmovd xmm15, dword ptr [rsp+0x258]
  vmovaps xmmword ptr [rsp+0x70], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x70]
  vbroadcastss xmm14, xmm15
  vmovaps xmmword ptr [rsp+0x80], xmm14
  mov r11d, 0x7c
  mov qword ptr [rsp+0x1f0], r11
  mov r11, qword ptr [rsp+0x1f0]
  vmovd xmm15, r11d
  vmovaps xmmword ptr [rsp+0x90], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x90]
  vpbroadcastd xmm14, xmm15
  vmovaps xmmword ptr [rsp+0xa0], xmm14
  vmovd xmm15, dword ptr [rsp+0x25c]
  vmovaps xmmword ptr [rsp+0xb0], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0xb0]
  vbroadcastss xmm14, xmm15
  vmovaps xmmword ptr [rsp+0xc0], xmm14
  mov r11d, 0x7e
  mov qword ptr [rsp+0x1f8], r11
  mov r11, qword ptr [rsp+0x1f8]
  vmovd xmm15, r11d
  vmovaps xmmword ptr [rsp+0xd0], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0xd0]
  vpbroadcastd xmm14, xmm15
  vmovaps xmmword ptr [rsp+0xe0], xmm14
  mov r11d, 0x47700000
  mov qword ptr [rsp+0x200], r11
  mov r11, qword ptr [rsp+0x200]
  vmovd xmm15, r11d
  vmovaps xmmword ptr [rsp+0xf0], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0xf0]
  vpbroadcastd xmm14, xmm15
  vmovaps xmmword ptr [rsp+0x100], xmm14
  vmovaps xmm15, xmmword ptr [rsp+0xa0]
  vpextrd r11d, xmm15, 0
  mov qword ptr [rsp+0x208], r11
  mov r11d, 0x38800000
  mov qword ptr [rsp+0x210], r11
  mov r11, qword ptr [rsp+0x210]
  vmovd xmm15, r11d
  vmovaps xmmword ptr [rsp+0x110], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x110]
  vpbroadcastd xmm14, xmm15
  vmovaps xmmword ptr [rsp+0x120], xmm14
  vmovd xmm15, dword ptr [rsp+0x260]
  vmovaps xmmword ptr [rsp+0x130], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x130]
  vbroadcastss xmm14, xmm15
  vmovaps xmmword ptr [rsp+0x140], xmm14
  mov r11d, 0x43000000
  mov qword ptr [rsp+0x218], r11
  mov r11, qword ptr [rsp+0x218]
  vmovd xmm15, r11d
  vmovaps xmmword ptr [rsp+0x150], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x150]
  vpbroadcastd xmm14, xmm15
  vmovaps xmmword ptr [rsp+0x160], xmm14
  mov r11d, 0xfffff
  mov qword ptr [rsp+0x220], r11
  mov r11, qword ptr [rsp+0x220]
  vmovd xmm15, r11d
  vmovaps xmmword ptr [rsp+0x170], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x170]
  vpbroadcastd xmm14, xmm15
  vmovaps xmmword ptr [rsp+0x180], xmm14
  mov r11d, 0x1c0
  mov qword ptr [rsp+0x228], r11
  mov r11, qword ptr [rsp+0x228]
  vmovd xmm15, r11d
  vmovaps xmmword ptr [rsp+0x190], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x190]
  vpbroadcastd xmm14, xmm15
  vmovaps xmmword ptr [rsp+0x1a0], xmm14
  vmovaps xmm15, xmmword ptr [rsp+0xa0]
  vpextrd r11d, xmm15, 1
  mov qword ptr [rsp+0x230], r11
  vmovaps xmm15, xmmword ptr [rsp+0xa0]
  vpextrd r11d, xmm15, 2
  mov qword ptr [rsp+0x238], r11
  vmovaps xmm15, xmmword ptr [rsp+0xa0]
  vpextrd r11d, xmm15, 3
  mov qword ptr [rsp+0x240], r11
  xor r11d, r11d
  mov qword ptr [rsp+0x248], r11
.Lloop1:
  mov r11, qword ptr [rsp+0x248]
  imul edi, r11d, 4
  mov r11, qword ptr [rsp+0x1c0]
  vmovd xmm0, dword ptr [r11+rdi]
  vpextrb esi, xmm0, 0
  movzx esi, sil
  vpextrb edx, xmm0, 1
  movzx edx, dl
  vpextrb ecx, xmm0, 2
  movzx ecx, cl
  vpextrb eax, xmm0, 3
  movzx eax, al
  vmovd xmm0, esi
  vpinsrd xmm0, xmm0, edx, 1
  vpinsrd xmm0, xmm0, ecx, 2
  vpinsrd xmm0, xmm0, eax, 3
  vmovaps xmm15, xmmword ptr [rsp+0x10]
  vpand xmm1, xmm0, xmm15
  vpxor xmm0, xmm0, xmm1
  vmovaps xmm15, xmmword ptr [rsp+0x20]
  vpmaxud xmm2, xmm0, xmm15
  vpcmpeqd xmm2, xmm2, xmm0
  vpackssdw xmm2, xmm2, xmm2
  vpacksswb xmm2, xmm2, xmm2
  vpxor xmm3, xmm3, xmm3
  vpcmpeqb xmm2, xmm2, xmm3
  vpabsb xmm2, xmm2
  vmovaps xmm15, xmmword ptr [rsp+0x30]
  vpxor xmm2, xmm2, xmm15
  vpextrb eax, xmm2, 0
  vpslld xmm0, xmm0, 0x14
  vmovaps xmm15, xmmword ptr [rsp+0x40]
  vmulps xmm0, xmm0, xmm15
  vpextrd ecx, xmm0, 0
  test al, al
  mov r11, qword ptr [rsp+0x1d0]
  cmovne ecx, r11d
  vpextrb eax, xmm2, 1
  vpextrd edx, xmm0, 1
  test al, al
  mov r11, qword ptr [rsp+0x1d8]
  cmovne edx, r11d
  vpextrb eax, xmm2, 2
  vpextrd esi, xmm0, 2
  test al, al
  mov r11, qword ptr [rsp+0x1e0]
  cmovne esi, r11d
  vpextrb eax, xmm2, 3
  vpextrd r8d, xmm0, 3
  test al, al
  cmovne r8d, r12d
  vmovd xmm0, ecx
  vpinsrd xmm0, xmm0, edx, 1
  vpinsrd xmm0, xmm0, esi, 2
  vpinsrd xmm0, xmm0, r8d, 3
  vpslld xmm1, xmm1, 0x18
  vpor xmm0, xmm0, xmm1
  vmulps xmm1, xmm0, xmm0
  vmovaps xmm15, xmmword ptr [rsp+0x50]
  vpand xmm2, xmm1, xmm15
  vpxor xmm1, xmm1, xmm2
  vmovaps xmm15, xmmword ptr [rsp+0x60]
  vpmaxud xmm3, xmm1, xmm15
  vpcmpeqd xmm3, xmm3, xmm1
  vpackssdw xmm3, xmm3, xmm3
  vpacksswb xmm3, xmm3, xmm3
  vpxor xmm5, xmm5, xmm5
  vpcmpeqb xmm3, xmm3, xmm5
  vpabsb xmm3, xmm3
  vmovaps xmm15, xmmword ptr [rsp+0x30]
  vpxor xmm3, xmm3, xmm15
  vpextrb eax, xmm3, 0
  vaddps xmm5, xmm1, xmm8
  vpsubd xmm5, xmm5, xmm9
  vpaddd xmm4, xmm1, xmm10
  vpsrld xmm6, xmm1, 0x14
  vpand xmm6, xmm6, xmm11
  vpaddd xmm4, xmm4, xmm6
  vpsrld xmm4, xmm4, 0x14
  vpsubd xmm4, xmm4, xmm12
  vpmaxud xmm6, xmm1, xmm7
  vpcmpeqd xmm6, xmm6, xmm1
  vblendvps xmm4, xmm5, xmm4, xmm6
  vpextrd ecx, xmm4, 0
  test al, al
  cmovne ecx, r13d
  vpextrb eax, xmm3, 1
  vpextrd edx, xmm4, 1
  test al, al
  cmovne edx, r14d
  vpextrb eax, xmm3, 2
  vpextrd esi, xmm4, 2
  test al, al
  cmovne esi, r15d
  vpextrb eax, xmm3, 3
  vpextrd r8d, xmm4, 3
  test al, al
  mov r11, qword ptr [rsp+0x1e8]
  cmovne r8d, r11d
  vmovd xmm3, ecx
  vpinsrd xmm3, xmm3, edx, 1
  vpinsrd xmm3, xmm3, esi, 2
  vpinsrd xmm3, xmm3, r8d, 3
  vmovaps xmm15, xmmword ptr [rsp]
  vpmaxud xmm1, xmm15, xmm1
  vmovaps xmm15, xmmword ptr [rsp]
  vpcmpeqd xmm1, xmm1, xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x20]
  vblendvps xmm1, xmm15, xmm3, xmm1
  vpsrld xmm2, xmm2, 0x18
  vpor xmm1, xmm1, xmm2
  vpextrd eax, xmm1, 0
  mov eax, eax
  movzx eax, al
  vpextrd ecx, xmm1, 1
  mov ecx, ecx
  movzx ecx, cl
  vpextrd edx, xmm1, 2
  mov edx, edx
  movzx edx, dl
  vpextrd esi, xmm1, 3
  mov esi, esi
  movzx esi, sil
  vmovd xmm1, eax
  vpinsrd xmm1, xmm1, ecx, 1
  vpinsrd xmm1, xmm1, edx, 2
  vpinsrd xmm1, xmm1, esi, 3
  vmovaps xmm15, xmmword ptr [rsp+0x10]
  vpand xmm2, xmm1, xmm15
  vpxor xmm1, xmm1, xmm2
  vmovaps xmm15, xmmword ptr [rsp+0x20]
  vpmaxud xmm3, xmm1, xmm15
  vpcmpeqd xmm3, xmm3, xmm1
  vpackssdw xmm3, xmm3, xmm3
  vpacksswb xmm3, xmm3, xmm3
  vpxor xmm4, xmm4, xmm4
  vpcmpeqb xmm3, xmm3, xmm4
  vpabsb xmm3, xmm3
  vmovaps xmm15, xmmword ptr [rsp+0x30]
  vpxor xmm3, xmm3, xmm15
  vpextrb eax, xmm3, 0
  vpslld xmm1, xmm1, 0x14
  vmovaps xmm15, xmmword ptr [rsp+0x40]
  vmulps xmm1, xmm1, xmm15
  vpextrd ecx, xmm1, 0
  test al, al
  mov r11, qword ptr [rsp+0x1d0]
  cmovne ecx, r11d
  vpextrb eax, xmm3, 1
  vpextrd edx, xmm1, 1
  test al, al
  mov r11, qword ptr [rsp+0x1d8]
  cmovne edx, r11d
  vpextrb eax, xmm3, 2
  vpextrd esi, xmm1, 2
  test al, al
  mov r11, qword ptr [rsp+0x1e0]
  cmovne esi, r11d
  vpextrb eax, xmm3, 3
  vpextrd r8d, xmm1, 3
  test al, al
  cmovne r8d, r12d
  vmovd xmm1, ecx
  vpinsrd xmm1, xmm1, edx, 1
  vpinsrd xmm1, xmm1, esi, 2
  vpinsrd xmm1, xmm1, r8d, 3
  vpslld xmm2, xmm2, 0x18
  vpor xmm1, xmm1, xmm2
  vsubps xmm0, xmm1, xmm0
  vmovaps xmm15, xmmword ptr [rsp+0x50]
  vpand xmm1, xmm0, xmm15
  vpxor xmm0, xmm0, xmm1
  vmovaps xmm15, xmmword ptr [rsp+0x60]
  vpmaxud xmm2, xmm0, xmm15
  vpcmpeqd xmm2, xmm2, xmm0
  vpackssdw xmm2, xmm2, xmm2
  vpacksswb xmm2, xmm2, xmm2
  vpxor xmm3, xmm3, xmm3
  vpcmpeqb xmm2, xmm2, xmm3
  vpabsb xmm2, xmm2
  vmovaps xmm15, xmmword ptr [rsp+0x30]
  vpxor xmm2, xmm2, xmm15
  vpextrb eax, xmm2, 0
  vaddps xmm3, xmm0, xmm8
  vpsubd xmm3, xmm3, xmm9
  vpaddd xmm4, xmm0, xmm10
  vpsrld xmm5, xmm0, 0x14
  vpand xmm5, xmm5, xmm11
  vpaddd xmm4, xmm4, xmm5
  vpsrld xmm4, xmm4, 0x14
  vpsubd xmm4, xmm4, xmm12
  vpmaxud xmm5, xmm0, xmm7
  vpcmpeqd xmm5, xmm5, xmm0
  vblendvps xmm3, xmm3, xmm4, xmm5
  vpextrd ecx, xmm3, 0
  test al, al
  cmovne ecx, r13d
  vpextrb eax, xmm2, 1
  vpextrd edx, xmm3, 1
  test al, al
  cmovne edx, r14d
  vpextrb eax, xmm2, 2
  vpextrd esi, xmm3, 2
  test al, al
  cmovne esi, r15d
  vpextrb eax, xmm2, 3
  vpextrd r8d, xmm3, 3
  test al, al
  mov r11, qword ptr [rsp+0x1e8]
  cmovne r8d, r11d
  vmovd xmm2, ecx
  vpinsrd xmm2, xmm2, edx, 1
  vpinsrd xmm2, xmm2, esi, 2
  vpinsrd xmm2, xmm2, r8d, 3
  vmovaps xmm15, xmmword ptr [rsp]
  vpmaxud xmm0, xmm15, xmm0
  vmovaps xmm15, xmmword ptr [rsp]
  vpcmpeqd xmm0, xmm0, xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x20]
  vblendvps xmm0, xmm15, xmm2, xmm0
  vpsrld xmm1, xmm1, 0x18
  vpor xmm0, xmm0, xmm1
  vpextrd eax, xmm0, 0
  mov eax, eax
  vpextrd ecx, xmm0, 1
  mov ecx, ecx
  vpextrd edx, xmm0, 2
  mov edx, edx
  vpextrd esi, xmm0, 3
  mov esi, esi
  vmovd xmm0, eax
  vpinsrb xmm0, xmm0, ecx, 1
  vpinsrb xmm0, xmm0, edx, 2
  vpinsrb xmm0, xmm0, esi, 3
  mov r11, qword ptr [rsp+0x1b0]
  vmovd dword ptr [r11+rdi], xmm0
  mov r11, qword ptr [rsp+0x1c8]
  vmovd xmm0, dword ptr [r11+rdi]
  vpextrb eax, xmm0, 0
  movzx eax, al
  vpextrb ecx, xmm0, 1
  movzx ecx, cl
  vpextrb edx, xmm0, 2
  movzx edx, dl
  vpextrb esi, xmm0, 3
  movzx esi, sil
  vmovd xmm0, eax
  vpinsrd xmm0, xmm0, ecx, 1
  vpinsrd xmm0, xmm0, edx, 2
  vpinsrd xmm0, xmm0, esi, 3
  vmovaps xmm15, xmmword ptr [rsp+0x10]
  vpand xmm1, xmm0, xmm15
  vpxor xmm0, xmm0, xmm1
  vmovaps xmm15, xmmword ptr [rsp+0xa0]
  vpmaxud xmm2, xmm0, xmm15
  vpcmpeqd xmm2, xmm2, xmm0
  vpackssdw xmm2, xmm2, xmm2
  vpacksswb xmm2, xmm2, xmm2
  vpxor xmm3, xmm3, xmm3
  vpcmpeqb xmm2, xmm2, xmm3
  vpabsb xmm2, xmm2
  vmovaps xmm15, xmmword ptr [rsp+0x30]
  vpxor xmm2, xmm2, xmm15
  vpextrb eax, xmm2, 0
  vpslld xmm0, xmm0, 0x15
  vmovaps xmm15, xmmword ptr [rsp]
  vpor xmm3, xmm0, xmm15
  vpextrd ecx, xmm3, 0
  vmovaps xmm15, xmmword ptr [rsp+0xc0]
  vmulps xmm0, xmm0, xmm15
  vpextrd edx, xmm0, 0
  test al, al
  cmovne edx, ecx
  vpextrb eax, xmm2, 1
  vpextrd ecx, xmm3, 1
  vpextrd esi, xmm0, 1
  test al, al
  cmovne esi, ecx
  vpextrb eax, xmm2, 2
  vpextrd ecx, xmm3, 2
  vpextrd r8d, xmm0, 2
  test al, al
  cmovne r8d, ecx
  vpextrb eax, xmm2, 3
  vpextrd ecx, xmm3, 3
  vpextrd ebx, xmm0, 3
  test al, al
  cmovne ebx, ecx
  vmovd xmm0, edx
  vpinsrd xmm0, xmm0, esi, 1
  vpinsrd xmm0, xmm0, r8d, 2
  vpinsrd xmm0, xmm0, ebx, 3
  vpslld xmm1, xmm1, 0x18
  vpor xmm0, xmm0, xmm1
  vmulps xmm1, xmm0, xmm0
  vmovaps xmm15, xmmword ptr [rsp+0x50]
  vpand xmm2, xmm1, xmm15
  vpxor xmm1, xmm1, xmm2
  vmovaps xmm15, xmmword ptr [rsp+0x100]
  vpmaxud xmm3, xmm1, xmm15
  vpcmpeqd xmm3, xmm3, xmm1
  vpackssdw xmm3, xmm3, xmm3
  vpacksswb xmm3, xmm3, xmm3
  vpxor xmm4, xmm4, xmm4
  vpcmpeqb xmm3, xmm3, xmm4
  vpabsb xmm3, xmm3
  vmovaps xmm15, xmmword ptr [rsp+0x30]
  vpxor xmm3, xmm3, xmm15
  vpextrb eax, xmm3, 0
  vmovaps xmm15, xmmword ptr [rsp+0x140]
  vaddps xmm4, xmm1, xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x160]
  vpsubd xmm4, xmm4, xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x180]
  vpaddd xmm5, xmm1, xmm15
  vpsrld xmm6, xmm1, 0x15
  vpand xmm6, xmm6, xmm11
  vpaddd xmm5, xmm5, xmm6
  vpsrld xmm5, xmm5, 0x15
  vmovaps xmm15, xmmword ptr [rsp+0x1a0]
  vpsubd xmm5, xmm5, xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x120]
  vpmaxud xmm6, xmm1, xmm15
  vpcmpeqd xmm6, xmm6, xmm1
  vblendvps xmm4, xmm4, xmm5, xmm6
  vpextrd ecx, xmm4, 0
  test al, al
  mov r11, qword ptr [rsp+0x208]
  cmovne ecx, r11d
  vpextrb eax, xmm3, 1
  vpextrd edx, xmm4, 1
  test al, al
  mov r11, qword ptr [rsp+0x230]
  cmovne edx, r11d
  vpextrb eax, xmm3, 2
  vpextrd esi, xmm4, 2
  test al, al
  mov r11, qword ptr [rsp+0x238]
  cmovne esi, r11d
  vpextrb eax, xmm3, 3
  vpextrd r8d, xmm4, 3
  test al, al
  mov r11, qword ptr [rsp+0x240]
  cmovne r8d, r11d
  vmovd xmm3, ecx
  vpinsrd xmm3, xmm3, edx, 1
  vpinsrd xmm3, xmm3, esi, 2
  vpinsrd xmm3, xmm3, r8d, 3
  vmovaps xmm15, xmmword ptr [rsp]
  vpmaxud xmm1, xmm15, xmm1
  vmovaps xmm15, xmmword ptr [rsp]
  vpcmpeqd xmm1, xmm1, xmm15
  vmovaps xmm15, xmmword ptr [rsp+0xe0]
  vblendvps xmm1, xmm15, xmm3, xmm1
  vpsrld xmm2, xmm2, 0x18
  vpor xmm1, xmm1, xmm2
  vpextrd eax, xmm1, 0
  mov eax, eax
  movzx eax, al
  vpextrd ecx, xmm1, 1
  mov ecx, ecx
  movzx ecx, cl
  vpextrd edx, xmm1, 2
  mov edx, edx
  movzx edx, dl
  vpextrd esi, xmm1, 3
  mov esi, esi
  movzx esi, sil
  vmovd xmm1, eax
  vpinsrd xmm1, xmm1, ecx, 1
  vpinsrd xmm1, xmm1, edx, 2
  vpinsrd xmm1, xmm1, esi, 3
  vmovaps xmm15, xmmword ptr [rsp+0x10]
  vpand xmm2, xmm1, xmm15
  vpxor xmm1, xmm1, xmm2
  vmovaps xmm15, xmmword ptr [rsp+0xa0]
  vpmaxud xmm3, xmm1, xmm15
  vpcmpeqd xmm3, xmm3, xmm1
  vpackssdw xmm3, xmm3, xmm3
  vpacksswb xmm3, xmm3, xmm3
  vpxor xmm4, xmm4, xmm4
  vpcmpeqb xmm3, xmm3, xmm4
  vpabsb xmm3, xmm3
  vmovaps xmm15, xmmword ptr [rsp+0x30]
  vpxor xmm3, xmm3, xmm15
  vpextrb eax, xmm3, 0
  vpslld xmm1, xmm1, 0x15
  vmovaps xmm15, xmmword ptr [rsp]
  vpor xmm4, xmm1, xmm15
  vpextrd ecx, xmm4, 0
  vmovaps xmm15, xmmword ptr [rsp+0xc0]
  vmulps xmm1, xmm1, xmm15
  vpextrd edx, xmm1, 0
  test al, al
  cmovne edx, ecx
  vpextrb eax, xmm3, 1
  vpextrd ecx, xmm4, 1
  vpextrd esi, xmm1, 1
  test al, al
  cmovne esi, ecx
  vpextrb eax, xmm3, 2
  vpextrd ecx, xmm4, 2
  vpextrd r8d, xmm1, 2
  test al, al
  cmovne r8d, ecx
  vpextrb eax, xmm3, 3
  vpextrd ecx, xmm4, 3
  vpextrd ebx, xmm1, 3
  test al, al
  cmovne ebx, ecx
  vmovd xmm1, edx
  vpinsrd xmm1, xmm1, esi, 1
  vpinsrd xmm1, xmm1, r8d, 2
  vpinsrd xmm1, xmm1, ebx, 3
  vpslld xmm2, xmm2, 0x18
  vpor xmm1, xmm1, xmm2
  vaddps xmm0, xmm1, xmm0
  vmovaps xmm15, xmmword ptr [rsp+0x50]
  vpand xmm1, xmm0, xmm15
  vpxor xmm0, xmm0, xmm1
  vmovaps xmm15, xmmword ptr [rsp+0x100]
  vpmaxud xmm2, xmm0, xmm15
  vpcmpeqd xmm2, xmm2, xmm0
  vpackssdw xmm2, xmm2, xmm2
  vpacksswb xmm2, xmm2, xmm2
  vpxor xmm3, xmm3, xmm3
  vpcmpeqb xmm2, xmm2, xmm3
  vpabsb xmm2, xmm2
  vmovaps xmm15, xmmword ptr [rsp+0x30]
  vpxor xmm2, xmm2, xmm15
  vpextrb eax, xmm2, 0
  vmovaps xmm15, xmmword ptr [rsp+0x140]
  vaddps xmm3, xmm0, xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x160]
  vpsubd xmm3, xmm3, xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x180]
  vpaddd xmm4, xmm0, xmm15
  vpsrld xmm5, xmm0, 0x15
  vpand xmm5, xmm5, xmm11
  vpaddd xmm4, xmm4, xmm5
  vpsrld xmm4, xmm4, 0x15
  vmovaps xmm15, xmmword ptr [rsp+0x1a0]
  vpsubd xmm4, xmm4, xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x120]
  vpmaxud xmm5, xmm0, xmm15
  vpcmpeqd xmm5, xmm5, xmm0
  vblendvps xmm3, xmm3, xmm4, xmm5
  vpextrd ecx, xmm3, 0
  test al, al
  mov r11, qword ptr [rsp+0x208]
  cmovne ecx, r11d
  vpextrb eax, xmm2, 1
  vpextrd edx, xmm3, 1
  test al, al
  mov r11, qword ptr [rsp+0x230]
  cmovne edx, r11d
  vpextrb eax, xmm2, 2
  vpextrd esi, xmm3, 2
  test al, al
  mov r11, qword ptr [rsp+0x238]
  cmovne esi, r11d
  vpextrb eax, xmm2, 3
  vpextrd r8d, xmm3, 3
  test al, al
  mov r11, qword ptr [rsp+0x240]
  cmovne r8d, r11d
  vmovd xmm2, ecx
  vpinsrd xmm2, xmm2, edx, 1
  vpinsrd xmm2, xmm2, esi, 2
  vpinsrd xmm2, xmm2, r8d, 3
  vmovaps xmm15, xmmword ptr [rsp]
  vpmaxud xmm0, xmm15, xmm0
  vmovaps xmm15, xmmword ptr [rsp]
  vpcmpeqd xmm0, xmm0, xmm15
  vmovaps xmm15, xmmword ptr [rsp+0xe0]
  vblendvps xmm0, xmm15, xmm2, xmm0
  vpsrld xmm1, xmm1, 0x18
  vpor xmm0, xmm0, xmm1
  vpextrd eax, xmm0, 0
  mov eax, eax
  movzx eax, al
  vpextrd ecx, xmm0, 1
  mov ecx, ecx
  movzx ecx, cl
  vpextrd edx, xmm0, 2
  mov edx, edx
  movzx edx, dl
  vpextrd esi, xmm0, 3
  mov esi, esi
  movzx esi, sil
  vmovd xmm0, eax
  vpinsrd xmm0, xmm0, ecx, 1
  vpinsrd xmm0, xmm0, edx, 2
  vpinsrd xmm0, xmm0, esi, 3
  vmovaps xmm15, xmmword ptr [rsp+0x10]
  vpand xmm1, xmm0, xmm15
  vpxor xmm0, xmm0, xmm1
  vmovaps xmm15, xmmword ptr [rsp+0xa0]
  vpmaxud xmm2, xmm0, xmm15
  vpcmpeqd xmm2, xmm2, xmm0
  vpackssdw xmm2, xmm2, xmm2
  vpacksswb xmm2, xmm2, xmm2
  vpxor xmm3, xmm3, xmm3
  vpcmpeqb xmm2, xmm2, xmm3
  vpabsb xmm2, xmm2
  vmovaps xmm15, xmmword ptr [rsp+0x30]
  vpxor xmm2, xmm2, xmm15
  vpextrb eax, xmm2, 0
  vpslld xmm0, xmm0, 0x15
  vmovaps xmm15, xmmword ptr [rsp]
  vpor xmm3, xmm0, xmm15
  vpextrd ecx, xmm3, 0
  vmovaps xmm15, xmmword ptr [rsp+0xc0]
  vmulps xmm0, xmm0, xmm15
  vpextrd edx, xmm0, 0
  test al, al
  cmovne edx, ecx
  vpextrb eax, xmm2, 1
  vpextrd ecx, xmm3, 1
  vpextrd esi, xmm0, 1
  test al, al
  cmovne esi, ecx
  vpextrb eax, xmm2, 2
  vpextrd ecx, xmm3, 2
  vpextrd r8d, xmm0, 2
  test al, al
  cmovne r8d, ecx
  vpextrb eax, xmm2, 3
  vpextrd ecx, xmm3, 3
  vpextrd ebx, xmm0, 3
  test al, al
  cmovne ebx, ecx
  vmovd xmm0, edx
  vpinsrd xmm0, xmm0, esi, 1
  vpinsrd xmm0, xmm0, r8d, 2
  vpinsrd xmm0, xmm0, ebx, 3
  vpslld xmm1, xmm1, 0x18
  vpor xmm0, xmm0, xmm1
  vmovaps xmm15, xmmword ptr [rsp+0x80]
  vdivps xmm0, xmm15, xmm0
  vmovaps xmm15, xmmword ptr [rsp+0x50]
  vpand xmm1, xmm0, xmm15
  vpxor xmm0, xmm0, xmm1
  vmovaps xmm15, xmmword ptr [rsp+0x100]
  vpmaxud xmm2, xmm0, xmm15
  vpcmpeqd xmm2, xmm2, xmm0
  vpackssdw xmm2, xmm2, xmm2
  vpacksswb xmm2, xmm2, xmm2
  vpxor xmm3, xmm3, xmm3
  vpcmpeqb xmm2, xmm2, xmm3
  vpabsb xmm2, xmm2
  vmovaps xmm15, xmmword ptr [rsp+0x30]
  vpxor xmm2, xmm2, xmm15
  vpextrb eax, xmm2, 0
  vmovaps xmm15, xmmword ptr [rsp+0x140]
  vaddps xmm3, xmm0, xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x160]
  vpsubd xmm3, xmm3, xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x180]
  vpaddd xmm4, xmm0, xmm15
  vpsrld xmm5, xmm0, 0x15
  vpand xmm5, xmm5, xmm11
  vpaddd xmm4, xmm4, xmm5
  vpsrld xmm4, xmm4, 0x15
  vmovaps xmm15, xmmword ptr [rsp+0x1a0]
  vpsubd xmm4, xmm4, xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x120]
  vpmaxud xmm5, xmm0, xmm15
  vpcmpeqd xmm5, xmm5, xmm0
  vblendvps xmm3, xmm3, xmm4, xmm5
  vpextrd ecx, xmm3, 0
  test al, al
  mov r11, qword ptr [rsp+0x208]
  cmovne ecx, r11d
  vpextrb eax, xmm2, 1
  vpextrd edx, xmm3, 1
  test al, al
  mov r11, qword ptr [rsp+0x230]
  cmovne edx, r11d
  vpextrb eax, xmm2, 2
  vpextrd esi, xmm3, 2
  test al, al
  mov r11, qword ptr [rsp+0x238]
  cmovne esi, r11d
  vpextrb eax, xmm2, 3
  vpextrd r8d, xmm3, 3
  test al, al
  mov r11, qword ptr [rsp+0x240]
  cmovne r8d, r11d
  vmovd xmm2, ecx
  vpinsrd xmm2, xmm2, edx, 1
  vpinsrd xmm2, xmm2, esi, 2
  vpinsrd xmm2, xmm2, r8d, 3
  vmovaps xmm15, xmmword ptr [rsp]
  vpmaxud xmm0, xmm15, xmm0
  vmovaps xmm15, xmmword ptr [rsp]
  vpcmpeqd xmm0, xmm0, xmm15
  vmovaps xmm15, xmmword ptr [rsp+0xe0]
  vblendvps xmm0, xmm15, xmm2, xmm0
  vpsrld xmm1, xmm1, 0x18
  vpor xmm0, xmm0, xmm1
  vpextrd eax, xmm0, 0
  mov eax, eax
  vpextrd ecx, xmm0, 1
  mov ecx, ecx
  vpextrd edx, xmm0, 2
  mov edx, edx
  vpextrd esi, xmm0, 3
  mov esi, esi
  vmovd xmm0, eax
  vpinsrb xmm0, xmm0, ecx, 1
  vpinsrb xmm0, xmm0, edx, 2
  vpinsrb xmm0, xmm0, esi, 3
  mov r11, qword ptr [rsp+0x1b8]
  vmovd dword ptr [r11+rdi], xmm0
  mov r11, qword ptr [rsp+0x248]
  add r11d, 1
  mov qword ptr [rsp+0x248], r11
  mov r11, qword ptr [rsp+0x248]
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
