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
  vbroadcastss xmm1, dword ptr [rip+0xc71]  ; 0xcc0
  vbroadcastss xmm2, dword ptr [rip+0xc6c]  ; 0xcc4
  vmovaps xmm3, xmmword ptr [rip+0xb90]  ; 0xbf0
  vbroadcastss xmm4, dword ptr [rip+0xc5f]  ; 0xcc8
  vbroadcastss xmm5, dword ptr [rip+0xc5a]  ; 0xccc
  vbroadcastss xmm10, dword ptr [rip+0xc55]  ; 0xcd0
  vbroadcastss xmm11, dword ptr [rip+0xc50]  ; 0xcd4
  xor esi, esi
.Lloop1:
  vmovd xmm0, dword ptr [r8+rsi]
  vpextrb edi, xmm0, 0
  movzx edi, dil
  vpextrb ebx, xmm0, 1
  movzx ebx, bl
  vpextrb r12d, xmm0, 2
  movzx r12d, r12b
  vpextrb r13d, xmm0, 3
  movzx r13d, r13b
  vmovd xmm0, edi
  vpinsrd xmm0, xmm0, ebx, 1
  vpinsrd xmm0, xmm0, r12d, 2
  vpinsrd xmm0, xmm0, r13d, 3
  vpand xmm6, xmm0, xmm1
  vpxor xmm0, xmm0, xmm6
  vpslld xmm7, xmm0, 0x14
  vmulps xmm7, xmm7, xmm4
  vpextrd edi, xmm7, 0
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
  cmovne edi, r12d
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
  vmovd xmm0, edi
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
  vpsubd xmm8, xmm8, xmmword ptr [rip+0xa52]  ; 0xc00
  vaddps xmm9, xmm6, xmmword ptr [rip+0xa5a]  ; 0xc10
  vpsubd xmm9, xmm9, xmmword ptr [rip+0xa52]  ; 0xc10
  vpmaxud xmm12, xmm6, xmmword ptr [rip+0xa59]  ; 0xc20
  vpcmpeqd xmm12, xmm12, xmm6
  vblendvps xmm8, xmm9, xmm8, xmm12
  vpextrd edi, xmm8, 0
  vpmaxud xmm12, xmm6, xmmword ptr [rip+0xa50]  ; 0xc30
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
  cmovne edi, r12d
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
  vmovd xmm8, edi
  vpinsrd xmm8, xmm8, ebx, 1
  vpinsrd xmm8, xmm8, r12d, 2
  vpinsrd xmm8, xmm8, r13d, 3
  vpmaxud xmm6, xmm6, xmmword ptr [rip+0x9c3]  ; 0xc40
  vpcmpeqd xmm6, xmm6, xmmword ptr [rip+0x9bb]  ; 0xc40
  vblendvps xmm6, xmm2, xmm8, xmm6
  vpsrld xmm7, xmm7, 0x18
  vpor xmm6, xmm6, xmm7
  vpextrd edi, xmm6, 0
  mov edi, edi
  movzx edi, dil
  vpextrd ebx, xmm6, 1
  mov ebx, ebx
  movzx ebx, bl
  vpextrd r12d, xmm6, 2
  mov r12d, r12d
  movzx r12d, r12b
  vpextrd r13d, xmm6, 3
  mov r13d, r13d
  movzx r13d, r13b
  vmovd xmm6, edi
  vpinsrd xmm6, xmm6, ebx, 1
  vpinsrd xmm6, xmm6, r12d, 2
  vpinsrd xmm6, xmm6, r13d, 3
  vpand xmm7, xmm6, xmm1
  vpxor xmm6, xmm6, xmm7
  vpslld xmm8, xmm6, 0x14
  vmulps xmm8, xmm8, xmm4
  vpextrd edi, xmm8, 0
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
  cmovne edi, r12d
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
  vmovd xmm6, edi
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
  vpsubd xmm7, xmm7, xmmword ptr [rip+0x842]  ; 0xc00
  vaddps xmm8, xmm0, xmmword ptr [rip+0x84a]  ; 0xc10
  vpsubd xmm8, xmm8, xmmword ptr [rip+0x842]  ; 0xc10
  vpmaxud xmm12, xmm0, xmmword ptr [rip+0x849]  ; 0xc20
  vpcmpeqd xmm12, xmm12, xmm0
  vblendvps xmm7, xmm8, xmm7, xmm12
  vpextrd edi, xmm7, 0
  vpmaxud xmm12, xmm0, xmmword ptr [rip+0x840]  ; 0xc30
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
  cmovne edi, r12d
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
  vmovd xmm7, edi
  vpinsrd xmm7, xmm7, ebx, 1
  vpinsrd xmm7, xmm7, r12d, 2
  vpinsrd xmm7, xmm7, r13d, 3
  vpmaxud xmm0, xmm0, xmmword ptr [rip+0x7b3]  ; 0xc40
  vpcmpeqd xmm0, xmm0, xmmword ptr [rip+0x7ab]  ; 0xc40
  vblendvps xmm0, xmm2, xmm7, xmm0
  vpsrld xmm6, xmm6, 0x18
  vpor xmm0, xmm0, xmm6
  vpextrd edi, xmm0, 0
  mov edi, edi
  vpextrd ebx, xmm0, 1
  mov ebx, ebx
  vpextrd r12d, xmm0, 2
  mov r12d, r12d
  vpextrd r13d, xmm0, 3
  mov r13d, r13d
  vmovd xmm0, edi
  vpinsrb xmm0, xmm0, ebx, 1
  vpinsrb xmm0, xmm0, r12d, 2
  vpinsrb xmm0, xmm0, r13d, 3
  vmovd dword ptr [rcx+rsi], xmm0
  vmovd xmm0, dword ptr [rax+rsi]
  vpextrb edi, xmm0, 0
  movzx edi, dil
  vpextrb ebx, xmm0, 1
  movzx ebx, bl
  vpextrb r12d, xmm0, 2
  movzx r12d, r12b
  vpextrb r13d, xmm0, 3
  movzx r13d, r13b
  vmovd xmm0, edi
  vpinsrd xmm0, xmm0, ebx, 1
  vpinsrd xmm0, xmm0, r12d, 2
  vpinsrd xmm0, xmm0, r13d, 3
  vpand xmm6, xmm0, xmm1
  vpxor xmm0, xmm0, xmm6
  vpslld xmm7, xmm0, 0x15
  vmulps xmm12, xmm7, xmmword ptr [rip+0x718]  ; 0xc50
  vpextrd edi, xmm12, 0
  vpmaxud xmm8, xmm0, xmmword ptr [rip+0x719]  ; 0xc60
  vpcmpeqd xmm0, xmm8, xmm0
  vpackssdw xmm0, xmm0, xmm0
  vpacksswb xmm0, xmm0, xmm0
  vpxor xmm8, xmm8, xmm8
  vpcmpeqb xmm0, xmm0, xmm8
  vpabsb xmm0, xmm0
  vpxor xmm0, xmm0, xmm3
  vpextrb ebx, xmm0, 0
  vpor xmm7, xmm7, xmmword ptr [rip+0x6cc]  ; 0xc40
  vpextrd r12d, xmm7, 0
  test bl, bl
  cmovne edi, r12d
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
  vmovd xmm0, edi
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
  vpaddd xmm12, xmm6, xmmword ptr [rip+0x668]  ; 0xc70
  vpaddd xmm8, xmm12, xmm8
  vpsrld xmm8, xmm8, 0x15
  vpsubd xmm8, xmm8, xmmword ptr [rip+0x665]  ; 0xc80
  vaddps xmm12, xmm6, xmmword ptr [rip+0x66d]  ; 0xc90
  vpsubd xmm12, xmm12, xmmword ptr [rip+0x665]  ; 0xc90
  vpmaxud xmm9, xmm6, xmmword ptr [rip+0x66c]  ; 0xca0
  vpcmpeqd xmm9, xmm9, xmm6
  vblendvps xmm8, xmm12, xmm8, xmm9
  vpextrd edi, xmm8, 0
  vpmaxud xmm12, xmm6, xmmword ptr [rip+0x663]  ; 0xcb0
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
  cmovne edi, r12d
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
  vmovd xmm8, edi
  vpinsrd xmm8, xmm8, ebx, 1
  vpinsrd xmm8, xmm8, r12d, 2
  vpinsrd xmm8, xmm8, r13d, 3
  vpmaxud xmm6, xmm6, xmmword ptr [rip+0x556]  ; 0xc40
  vpcmpeqd xmm6, xmm6, xmmword ptr [rip+0x54e]  ; 0xc40
  vbroadcastss xmm12, dword ptr [rip+0x5dd]  ; 0xcd8
  vblendvps xmm6, xmm12, xmm8, xmm6
  vpsrld xmm7, xmm7, 0x18
  vpor xmm6, xmm6, xmm7
  vpextrd edi, xmm6, 0
  mov edi, edi
  movzx edi, dil
  vpextrd ebx, xmm6, 1
  mov ebx, ebx
  movzx ebx, bl
  vpextrd r12d, xmm6, 2
  mov r12d, r12d
  movzx r12d, r12b
  vpextrd r13d, xmm6, 3
  mov r13d, r13d
  movzx r13d, r13b
  vmovd xmm6, edi
  vpinsrd xmm6, xmm6, ebx, 1
  vpinsrd xmm6, xmm6, r12d, 2
  vpinsrd xmm6, xmm6, r13d, 3
  vpand xmm7, xmm6, xmm1
  vpxor xmm6, xmm6, xmm7
  vpslld xmm8, xmm6, 0x15
  vmulps xmm12, xmm8, xmmword ptr [rip+0x4ea]  ; 0xc50
  vpextrd edi, xmm12, 0
  vpmaxud xmm9, xmm6, xmmword ptr [rip+0x4eb]  ; 0xc60
  vpcmpeqd xmm6, xmm9, xmm6
  vpackssdw xmm6, xmm6, xmm6
  vpacksswb xmm6, xmm6, xmm6
  vpxor xmm9, xmm9, xmm9
  vpcmpeqb xmm6, xmm6, xmm9
  vpabsb xmm6, xmm6
  vpxor xmm6, xmm6, xmm3
  vpextrb ebx, xmm6, 0
  vmovaps xmm9, xmmword ptr [rip+0x49e]  ; 0xc40
  vpor xmm8, xmm8, xmm9
  vpextrd r12d, xmm8, 0
  test bl, bl
  cmovne edi, r12d
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
  vmovd xmm6, edi
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
  vpaddd xmm8, xmm0, xmmword ptr [rip+0x435]  ; 0xc70
  vpaddd xmm7, xmm8, xmm7
  vpsrld xmm7, xmm7, 0x15
  vpsubd xmm7, xmm7, xmmword ptr [rip+0x434]  ; 0xc80
  vaddps xmm8, xmm0, xmmword ptr [rip+0x43c]  ; 0xc90
  vpsubd xmm8, xmm8, xmmword ptr [rip+0x434]  ; 0xc90
  vpmaxud xmm12, xmm0, xmmword ptr [rip+0x43b]  ; 0xca0
  vpcmpeqd xmm12, xmm12, xmm0
  vblendvps xmm7, xmm8, xmm7, xmm12
  vpextrd edi, xmm7, 0
  vpmaxud xmm12, xmm0, xmmword ptr [rip+0x432]  ; 0xcb0
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
  cmovne edi, r12d
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
  vmovd xmm7, edi
  vpinsrd xmm7, xmm7, ebx, 1
  vpinsrd xmm7, xmm7, r12d, 2
  vpinsrd xmm7, xmm7, r13d, 3
  vpmaxud xmm0, xmm9, xmm0
  vpcmpeqd xmm0, xmm0, xmm9
  vbroadcastss xmm12, dword ptr [rip+0x3b3]  ; 0xcd8
  vblendvps xmm0, xmm12, xmm7, xmm0
  vpsrld xmm6, xmm6, 0x18
  vpor xmm0, xmm0, xmm6
  vpextrd edi, xmm0, 0
  mov edi, edi
  movzx edi, dil
  vpextrd ebx, xmm0, 1
  mov ebx, ebx
  movzx ebx, bl
  vpextrd r12d, xmm0, 2
  mov r12d, r12d
  movzx r12d, r12b
  vpextrd r13d, xmm0, 3
  mov r13d, r13d
  movzx r13d, r13b
  vmovd xmm0, edi
  vpinsrd xmm0, xmm0, ebx, 1
  vpinsrd xmm0, xmm0, r12d, 2
  vpinsrd xmm0, xmm0, r13d, 3
  vpand xmm6, xmm0, xmm1
  vpxor xmm0, xmm0, xmm6
  vpslld xmm7, xmm0, 0x15
  vmulps xmm8, xmm7, xmmword ptr [rip+0x2c0]  ; 0xc50
  vpextrd edi, xmm8, 0
  vpmaxud xmm12, xmm0, xmmword ptr [rip+0x2c1]  ; 0xc60
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
  cmovne edi, r12d
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
  vmovd xmm0, edi
  vpinsrd xmm0, xmm0, ebx, 1
  vpinsrd xmm0, xmm0, r12d, 2
  vpinsrd xmm0, xmm0, r13d, 3
  vpslld xmm6, xmm6, 0x18
  vpor xmm0, xmm0, xmm6
  vbroadcastss xmm6, dword ptr [rip+0x294]  ; 0xcdc
  vdivps xmm0, xmm6, xmm0
  vpand xmm7, xmm0, xmm5
  vpxor xmm0, xmm0, xmm7
  vpsrld xmm8, xmm0, 0x15
  vpand xmm8, xmm8, xmm11
  vpaddd xmm6, xmm0, xmmword ptr [rip+0x20a]  ; 0xc70
  vpaddd xmm6, xmm6, xmm8
  vpsrld xmm6, xmm6, 0x15
  vpsubd xmm6, xmm6, xmmword ptr [rip+0x208]  ; 0xc80
  vaddps xmm12, xmm0, xmmword ptr [rip+0x210]  ; 0xc90
  vpsubd xmm12, xmm12, xmmword ptr [rip+0x208]  ; 0xc90
  vpmaxud xmm8, xmm0, xmmword ptr [rip+0x20f]  ; 0xca0
  vpcmpeqd xmm8, xmm8, xmm0
  vblendvps xmm6, xmm12, xmm6, xmm8
  vpextrd edi, xmm6, 0
  vpmaxud xmm12, xmm0, xmmword ptr [rip+0x206]  ; 0xcb0
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
  cmovne edi, r12d
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
  vmovd xmm6, edi
  vpinsrd xmm6, xmm6, ebx, 1
  vpinsrd xmm6, xmm6, r12d, 2
  vpinsrd xmm6, xmm6, r13d, 3
  vpmaxud xmm0, xmm9, xmm0
  vpcmpeqd xmm0, xmm0, xmm9
  vbroadcastss xmm12, dword ptr [rip+0x187]  ; 0xcd8
  vblendvps xmm0, xmm12, xmm6, xmm0
  vpsrld xmm6, xmm7, 0x18
  vpor xmm0, xmm0, xmm6
  vpextrd edi, xmm0, 0
  mov edi, edi
  vpextrd ebx, xmm0, 1
  mov ebx, ebx
  vpextrd r12d, xmm0, 2
  mov r12d, r12d
  vpextrd r13d, xmm0, 3
  mov r13d, r13d
  vmovd xmm0, edi
  vpinsrb xmm0, xmm0, ebx, 1
  vpinsrb xmm0, xmm0, r12d, 2
  vpinsrb xmm0, xmm0, r13d, 3
  vmovd dword ptr [rdx+rsi], xmm0
  add esi, 4
  cmp esi, 0x20
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
;   0xbf0: 0000000001010101 0000000000000000
;   0xc00: 000003c0000003c0 000003c0000003c0
;   0xc10: 4680000046800000 4680000046800000
;   0xc20: 3c8000003c800000 3c8000003c800000
;   0xc30: 43e8000143e80001 43e8000143e80001
;   0xc40: 7f8000007f800000 7f8000007f800000
;   0xc50: 7780000077800000 7780000077800000
;   0xc60: 0000007c0000007c 0000007c0000007c
;   0xc70: 000fffff000fffff 000fffff000fffff
;   0xc80: 000001c0000001c0 000001c0000001c0
;   0xc90: 4300000043000000 4300000043000000
;   0xca0: 3880000038800000 3880000038800000
;   0xcb0: 4770000047700000 4770000047700000
;   0xcc0: 00000080
;   0xcc4: 0000007f
;   0xcc8: 7b800000
;   0xccc: 80000000
;   0xcd0: 0007ffff
;   0xcd4: 00000001
;   0xcd8: 0000007e
;   0xcdc: 3f800000
