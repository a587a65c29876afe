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
  sub rsp, 0x300
  vmovaps xmmword ptr [rsp+0x1b0], xmm6
  vmovaps xmmword ptr [rsp+0x1c0], xmm7
  vmovaps xmmword ptr [rsp+0x1d0], xmm8
  vmovaps xmmword ptr [rsp+0x1e0], xmm9
  vmovaps xmmword ptr [rsp+0x1f0], xmm10
  vmovaps xmmword ptr [rsp+0x200], xmm11
  vmovaps xmmword ptr [rsp+0x210], xmm12
  vmovaps xmmword ptr [rsp+0x220], xmm14
  vmovaps xmmword ptr [rsp+0x230], xmm15
  mov r11, rcx
  mov qword ptr [rsp+0x240], r11
  mov r11, rdx
  mov qword ptr [rsp+0x248], r11
  mov r11, r8
  mov qword ptr [rsp+0x250], r11
  mov r11, r9
  mov qword ptr [rsp+0x258], r11
  mov dword ptr [rsp+0x2e0], 0x7b800000
  mov dword ptr [rsp+0x2e4], 0x46800000
  mov dword ptr [rsp+0x2e8], 0x3f800000
  mov dword ptr [rsp+0x2ec], 0x77800000
  mov dword ptr [rsp+0x2f0], 0x43000000
  mov esi, 0x7f800000
  vmovd xmm0, esi
  vpbroadcastd xmm15, xmm0
  vmovaps xmmword ptr [rsp], xmm15
  mov esi, 0x80
  vmovd xmm1, esi
  vpbroadcastd xmm15, xmm1
  vmovaps xmmword ptr [rsp+0x10], xmm15
  mov esi, 0x7f
  vmovd xmm2, esi
  vpbroadcastd xmm15, xmm2
  vmovaps xmmword ptr [rsp+0x20], xmm15
  mov esi, 1
  vmovd xmm3, esi
  vpbroadcastb xmm15, xmm3
  vmovaps xmmword ptr [rsp+0x30], xmm15
  mov esi, 0x7fc00000
  vmovd xmm4, esi
  vpbroadcastd xmm4, xmm4
  vpextrd r11d, xmm4, 0
  mov qword ptr [rsp+0x260], r11
  vmovd xmm5, dword ptr [rsp+0x2e0]
  vbroadcastss xmm15, xmm5
  vmovaps xmmword ptr [rsp+0x40], xmm15
  vpextrd r11d, xmm4, 1
  mov qword ptr [rsp+0x268], r11
  vpextrd r11d, xmm4, 2
  mov qword ptr [rsp+0x270], r11
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
  vmovd xmm8, dword ptr [rsp+0x2e4]
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
  mov qword ptr [rsp+0x278], r11
  vmovd xmm15, dword ptr [rsp+0x2e8]
  vmovaps xmmword ptr [rsp+0x70], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x70]
  vbroadcastss xmm14, xmm15
  vmovaps xmmword ptr [rsp+0x80], xmm14
  mov r11d, 0x7c
  mov qword ptr [rsp+0x280], r11
  mov r11, qword ptr [rsp+0x280]
  vmovd xmm15, r11d
  vmovaps xmmword ptr [rsp+0x90], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x90]
  vpbroadcastd xmm14, xmm15
  vmovaps xmmword ptr [rsp+0xa0], xmm14
  vmovd xmm15, dword ptr [rsp+0x2ec]
  vmovaps xmmword ptr [rsp+0xb0], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0xb0]
  vbroadcastss xmm14, xmm15
  vmovaps xmmword ptr [rsp+0xc0], xmm14
  mov r11d, 0x7e
  mov qword ptr [rsp+0x288], r11
  mov r11, qword ptr [rsp+0x288]
  vmovd xmm15, r11d
  vmovaps xmmword ptr [rsp+0xd0], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0xd0]
  vpbroadcastd xmm14, xmm15
  vmovaps xmmword ptr [rsp+0xe0], xmm14
  mov r11d, 0x47700000
  mov qword ptr [rsp+0x290], r11
  mov r11, qword ptr [rsp+0x290]
  vmovd xmm15, r11d
  vmovaps xmmword ptr [rsp+0xf0], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0xf0]
  vpbroadcastd xmm14, xmm15
  vmovaps xmmword ptr [rsp+0x100], xmm14
  vmovaps xmm15, xmmword ptr [rsp+0xa0]
  vpextrd r11d, xmm15, 0
  mov qword ptr [rsp+0x298], r11
  mov r11d, 0x38800000
  mov qword ptr [rsp+0x2a0], r11
  mov r11, qword ptr [rsp+0x2a0]
  vmovd xmm15, r11d
  vmovaps xmmword ptr [rsp+0x110], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x110]
  vpbroadcastd xmm14, xmm15
  vmovaps xmmword ptr [rsp+0x120], xmm14
  vmovd xmm15, dword ptr [rsp+0x2f0]
  vmovaps xmmword ptr [rsp+0x130], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x130]
  vbroadcastss xmm14, xmm15
  vmovaps xmmword ptr [rsp+0x140], xmm14
  mov r11d, 0x43000000
  mov qword ptr [rsp+0x2a8], r11
  mov r11, qword ptr [rsp+0x2a8]
  vmovd xmm15, r11d
  vmovaps xmmword ptr [rsp+0x150], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x150]
  vpbroadcastd xmm14, xmm15
  vmovaps xmmword ptr [rsp+0x160], xmm14
  mov r11d, 0xfffff
  mov qword ptr [rsp+0x2b0], r11
  mov r11, qword ptr [rsp+0x2b0]
  vmovd xmm15, r11d
  vmovaps xmmword ptr [rsp+0x170], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x170]
  vpbroadcastd xmm14, xmm15
  vmovaps xmmword ptr [rsp+0x180], xmm14
  mov r11d, 0x1c0
  mov qword ptr [rsp+0x2b8], r11
  mov r11, qword ptr [rsp+0x2b8]
  vmovd xmm15, r11d
  vmovaps xmmword ptr [rsp+0x190], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x190]
  vpbroadcastd xmm14, xmm15
  vmovaps xmmword ptr [rsp+0x1a0], xmm14
  vmovaps xmm15, xmmword ptr [rsp+0xa0]
  vpextrd r11d, xmm15, 1
  mov qword ptr [rsp+0x2c0], r11
  vmovaps xmm15, xmmword ptr [rsp+0xa0]
  vpextrd r11d, xmm15, 2
  mov qword ptr [rsp+0x2c8], r11
  vmovaps xmm15, xmmword ptr [rsp+0xa0]
  vpextrd r11d, xmm15, 3
  mov qword ptr [rsp+0x2d0], r11
  xor r11d, r11d
  mov qword ptr [rsp+0x2d8], r11
.Lloop1:
  mov r11, qword ptr [rsp+0x2d8]
  imul ecx, r11d, 4
  mov r11, qword ptr [rsp+0x250]
  vmovd xmm0, dword ptr [r11+rcx]
  vpextrb edx, xmm0, 0
  movzx edx, dl
  vpextrb r8d, xmm0, 1
  movzx r8d, r8b
  vpextrb eax, xmm0, 2
  movzx eax, al
  vpextrb esi, xmm0, 3
  movzx esi, sil
  vmovd xmm0, edx
  vpinsrd xmm0, xmm0, r8d, 1
  vpinsrd xmm0, xmm0, eax, 2
  vpinsrd xmm0, xmm0, esi, 3
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
  vpextrd edx, xmm0, 0
  test al, al
  mov r11, qword ptr [rsp+0x260]
  cmovne edx, r11d
  vpextrb eax, xmm2, 1
  vpextrd r8d, xmm0, 1
  test al, al
  mov r11, qword ptr [rsp+0x268]
  cmovne r8d, r11d
  vpextrb eax, xmm2, 2
  vpextrd esi, xmm0, 2
  test al, al
  mov r11, qword ptr [rsp+0x270]
  cmovne esi, r11d
  vpextrb eax, xmm2, 3
  vpextrd edi, xmm0, 3
  test al, al
  cmovne edi, r12d
  vmovd xmm0, edx
  vpinsrd xmm0, xmm0, r8d, 1
  vpinsrd xmm0, xmm0, esi, 2
  vpinsrd xmm0, xmm0, edi, 3
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
  vpextrd edx, xmm4, 0
  test al, al
  cmovne edx, r13d
  vpextrb eax, xmm3, 1
  vpextrd r8d, xmm4, 1
  test al, al
  cmovne r8d, r14d
  vpextrb eax, xmm3, 2
  vpextrd esi, xmm4, 2
  test al, al
  cmovne esi, r15d
  vpextrb eax, xmm3, 3
  vpextrd edi, xmm4, 3
  test al, al
  mov r11, qword ptr [rsp+0x278]
  cmovne edi, r11d
  vmovd xmm3, edx
  vpinsrd xmm3, xmm3, r8d, 1
  vpinsrd xmm3, xmm3, esi, 2
  vpinsrd xmm3, xmm3, edi, 3
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
  vpextrd edx, xmm1, 1
  mov edx, edx
  movzx edx, dl
  vpextrd r8d, xmm1, 2
  mov r8d, r8d
  movzx r8d, r8b
  vpextrd esi, xmm1, 3
  mov esi, esi
  movzx esi, sil
  vmovd xmm1, eax
  vpinsrd xmm1, xmm1, edx, 1
  vpinsrd xmm1, xmm1, r8d, 2
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
  vpextrd edx, xmm1, 0
  test al, al
  mov r11, qword ptr [rsp+0x260]
  cmovne edx, r11d
  vpextrb eax, xmm3, 1
  vpextrd r8d, xmm1, 1
  test al, al
  mov r11, qword ptr [rsp+0x268]
  cmovne r8d, r11d
  vpextrb eax, xmm3, 2
  vpextrd esi, xmm1, 2
  test al, al
  mov r11, qword ptr [rsp+0x270]
  cmovne esi, r11d
  vpextrb eax, xmm3, 3
  vpextrd edi, xmm1, 3
  test al, al
  cmovne edi, r12d
  vmovd xmm1, edx
  vpinsrd xmm1, xmm1, r8d, 1
  vpinsrd xmm1, xmm1, esi, 2
  vpinsrd xmm1, xmm1, edi, 3
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
  vpextrd edx, xmm3, 0
  test al, al
  cmovne edx, r13d
  vpextrb eax, xmm2, 1
  vpextrd r8d, xmm3, 1
  test al, al
  cmovne r8d, r14d
  vpextrb eax, xmm2, 2
  vpextrd esi, xmm3, 2
  test al, al
  cmovne esi, r15d
  vpextrb eax, xmm2, 3
  vpextrd edi, xmm3, 3
  test al, al
  mov r11, qword ptr [rsp+0x278]
  cmovne edi, r11d
  vmovd xmm2, edx
  vpinsrd xmm2, xmm2, r8d, 1
  vpinsrd xmm2, xmm2, esi, 2
  vpinsrd xmm2, xmm2, edi, 3
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
  vpextrd edx, xmm0, 1
  mov edx, edx
  vpextrd r8d, xmm0, 2
  mov r8d, r8d
  vpextrd esi, xmm0, 3
  mov esi, esi
  vmovd xmm0, eax
  vpinsrb xmm0, xmm0, edx, 1
  vpinsrb xmm0, xmm0, r8d, 2
  vpinsrb xmm0, xmm0, esi, 3
  mov r11, qword ptr [rsp+0x240]
  vmovd dword ptr [r11+rcx], xmm0
  mov r11, qword ptr [rsp+0x258]
  vmovd xmm0, dword ptr [r11+rcx]
  vpextrb eax, xmm0, 0
  movzx eax, al
  vpextrb edx, xmm0, 1
  movzx edx, dl
  vpextrb r8d, xmm0, 2
  movzx r8d, r8b
  vpextrb esi, xmm0, 3
  movzx esi, sil
  vmovd xmm0, eax
  vpinsrd xmm0, xmm0, edx, 1
  vpinsrd xmm0, xmm0, r8d, 2
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
  vpextrd edx, xmm3, 0
  vmovaps xmm15, xmmword ptr [rsp+0xc0]
  vmulps xmm0, xmm0, xmm15
  vpextrd r8d, xmm0, 0
  test al, al
  cmovne r8d, edx
  vpextrb eax, xmm2, 1
  vpextrd edx, xmm3, 1
  vpextrd esi, xmm0, 1
  test al, al
  cmovne esi, edx
  vpextrb eax, xmm2, 2
  vpextrd edx, xmm3, 2
  vpextrd edi, xmm0, 2
  test al, al
  cmovne edi, edx
  vpextrb eax, xmm2, 3
  vpextrd edx, xmm3, 3
  vpextrd ebx, xmm0, 3
  test al, al
  cmovne ebx, edx
  vmovd xmm0, r8d
  vpinsrd xmm0, xmm0, esi, 1
  vpinsrd xmm0, xmm0, edi, 2
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
  vpextrd edx, xmm4, 0
  test al, al
  mov r11, qword ptr [rsp+0x298]
  cmovne edx, r11d
  vpextrb eax, xmm3, 1
  vpextrd r8d, xmm4, 1
  test al, al
  mov r11, qword ptr [rsp+0x2c0]
  cmovne r8d, r11d
  vpextrb eax, xmm3, 2
  vpextrd esi, xmm4, 2
  test al, al
  mov r11, qword ptr [rsp+0x2c8]
  cmovne esi, r11d
  vpextrb eax, xmm3, 3
  vpextrd edi, xmm4, 3
  test al, al
  mov r11, qword ptr [rsp+0x2d0]
  cmovne edi, r11d
  vmovd xmm3, edx
  vpinsrd xmm3, xmm3, r8d, 1
  vpinsrd xmm3, xmm3, esi, 2
  vpinsrd xmm3, xmm3, edi, 3
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
  vpextrd edx, xmm1, 1
  mov edx, edx
  movzx edx, dl
  vpextrd r8d, xmm1, 2
  mov r8d, r8d
  movzx r8d, r8b
  vpextrd esi, xmm1, 3
  mov esi, esi
  movzx esi, sil
  vmovd xmm1, eax
  vpinsrd xmm1, xmm1, edx, 1
  vpinsrd xmm1, xmm1, r8d, 2
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
  vpextrd edx, xmm4, 0
  vmovaps xmm15, xmmword ptr [rsp+0xc0]
  vmulps xmm1, xmm1, xmm15
  vpextrd r8d, xmm1, 0
  test al, al
  cmovne r8d, edx
  vpextrb eax, xmm3, 1
  vpextrd edx, xmm4, 1
  vpextrd esi, xmm1, 1
  test al, al
  cmovne esi, edx
  vpextrb eax, xmm3, 2
  vpextrd edx, xmm4, 2
  vpextrd edi, xmm1, 2
  test al, al
  cmovne edi, edx
  vpextrb eax, xmm3, 3
  vpextrd edx, xmm4, 3
  vpextrd ebx, xmm1, 3
  test al, al
  cmovne ebx, edx
  vmovd xmm1, r8d
  vpinsrd xmm1, xmm1, esi, 1
  vpinsrd xmm1, xmm1, edi, 2
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
  vpextrd edx, xmm3, 0
  test al, al
  mov r11, qword ptr [rsp+0x298]
  cmovne edx, r11d
  vpextrb eax, xmm2, 1
  vpextrd r8d, xmm3, 1
  test al, al
  mov r11, qword ptr [rsp+0x2c0]
  cmovne r8d, r11d
  vpextrb eax, xmm2, 2
  vpextrd esi, xmm3, 2
  test al, al
  mov r11, qword ptr [rsp+0x2c8]
  cmovne esi, r11d
  vpextrb eax, xmm2, 3
  vpextrd edi, xmm3, 3
  test al, al
  mov r11, qword ptr [rsp+0x2d0]
  cmovne edi, r11d
  vmovd xmm2, edx
  vpinsrd xmm2, xmm2, r8d, 1
  vpinsrd xmm2, xmm2, esi, 2
  vpinsrd xmm2, xmm2, edi, 3
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
  vpextrd edx, xmm0, 1
  mov edx, edx
  movzx edx, dl
  vpextrd r8d, xmm0, 2
  mov r8d, r8d
  movzx r8d, r8b
  vpextrd esi, xmm0, 3
  mov esi, esi
  movzx esi, sil
  vmovd xmm0, eax
  vpinsrd xmm0, xmm0, edx, 1
  vpinsrd xmm0, xmm0, r8d, 2
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
  vpextrd edx, xmm3, 0
  vmovaps xmm15, xmmword ptr [rsp+0xc0]
  vmulps xmm0, xmm0, xmm15
  vpextrd r8d, xmm0, 0
  test al, al
  cmovne r8d, edx
  vpextrb eax, xmm2, 1
  vpextrd edx, xmm3, 1
  vpextrd esi, xmm0, 1
  test al, al
  cmovne esi, edx
  vpextrb eax, xmm2, 2
  vpextrd edx, xmm3, 2
  vpextrd edi, xmm0, 2
  test al, al
  cmovne edi, edx
  vpextrb eax, xmm2, 3
  vpextrd edx, xmm3, 3
  vpextrd ebx, xmm0, 3
  test al, al
  cmovne ebx, edx
  vmovd xmm0, r8d
  vpinsrd xmm0, xmm0, esi, 1
  vpinsrd xmm0, xmm0, edi, 2
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
  vpextrd edx, xmm3, 0
  test al, al
  mov r11, qword ptr [rsp+0x298]
  cmovne edx, r11d
  vpextrb eax, xmm2, 1
  vpextrd r8d, xmm3, 1
  test al, al
  mov r11, qword ptr [rsp+0x2c0]
  cmovne r8d, r11d
  vpextrb eax, xmm2, 2
  vpextrd esi, xmm3, 2
  test al, al
  mov r11, qword ptr [rsp+0x2c8]
  cmovne esi, r11d
  vpextrb eax, xmm2, 3
  vpextrd edi, xmm3, 3
  test al, al
  mov r11, qword ptr [rsp+0x2d0]
  cmovne edi, r11d
  vmovd xmm2, edx
  vpinsrd xmm2, xmm2, r8d, 1
  vpinsrd xmm2, xmm2, esi, 2
  vpinsrd xmm2, xmm2, edi, 3
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
  vpextrd edx, xmm0, 1
  mov edx, edx
  vpextrd r8d, xmm0, 2
  mov r8d, r8d
  vpextrd esi, xmm0, 3
  mov esi, esi
  vmovd xmm0, eax
  vpinsrb xmm0, xmm0, edx, 1
  vpinsrb xmm0, xmm0, r8d, 2
  vpinsrb xmm0, xmm0, esi, 3
  mov r11, qword ptr [rsp+0x248]
  vmovd dword ptr [r11+rcx], xmm0
  mov r11, qword ptr [rsp+0x2d8]
  add r11d, 1
  mov qword ptr [rsp+0x2d8], r11
  mov r11, qword ptr [rsp+0x2d8]
  cmp r11d, 8
  jl .Lloop1
.Ldone2:
  vmovaps xmm6, xmmword ptr [rsp+0x1b0]
  vmovaps xmm7, xmmword ptr [rsp+0x1c0]
  vmovaps xmm8, xmmword ptr [rsp+0x1d0]
  vmovaps xmm9, xmmword ptr [rsp+0x1e0]
  vmovaps xmm10, xmmword ptr [rsp+0x1f0]
  vmovaps xmm11, xmmword ptr [rsp+0x200]
  vmovaps xmm12, xmmword ptr [rsp+0x210]
  vmovaps xmm14, xmmword ptr [rsp+0x220]
  vmovaps xmm15, xmmword ptr [rsp+0x230]
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
