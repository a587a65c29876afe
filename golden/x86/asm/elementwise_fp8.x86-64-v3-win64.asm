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
  vmovaps xmm1, xmmword ptr [rip+0xba2]  ; 0xbf0
  vmovaps xmm2, xmmword ptr [rip+0xbaa]  ; 0xc00
  vmovaps xmm3, xmmword ptr [rip+0xbb2]  ; 0xc10
  vmovaps xmm4, xmmword ptr [rip+0xbba]  ; 0xc20
  vmovaps xmm5, xmmword ptr [rip+0xbc2]  ; 0xc30
  vmovaps xmm10, xmmword ptr [rip+0xbfa]  ; 0xc70
  vmovaps xmm11, xmmword ptr [rip+0xc02]  ; 0xc80
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
  vpsubd xmm8, xmm8, xmmword ptr [rip+0xae8]  ; 0xc90
  vaddps xmm9, xmm6, xmmword ptr [rip+0xab0]  ; 0xc60
  vpsubd xmm9, xmm9, xmmword ptr [rip+0xaa8]  ; 0xc60
  vpmaxud xmm12, xmm6, xmmword ptr [rip+0xa8f]  ; 0xc50
  vpcmpeqd xmm12, xmm12, xmm6
  vblendvps xmm8, xmm9, xmm8, xmm12
  vpextrd edi, xmm8, 0
  vpmaxud xmm12, xmm6, xmmword ptr [rip+0xa66]  ; 0xc40
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
  vpmaxud xmm6, xmm6, xmmword ptr [rip+0x969]  ; 0xbe0
  vpcmpeqd xmm6, xmm6, xmmword ptr [rip+0x961]  ; 0xbe0
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
  vpsubd xmm7, xmm7, xmmword ptr [rip+0x8d8]  ; 0xc90
  vaddps xmm8, xmm0, xmmword ptr [rip+0x8a0]  ; 0xc60
  vpsubd xmm8, xmm8, xmmword ptr [rip+0x898]  ; 0xc60
  vpmaxud xmm12, xmm0, xmmword ptr [rip+0x87f]  ; 0xc50
  vpcmpeqd xmm12, xmm12, xmm0
  vblendvps xmm7, xmm8, xmm7, xmm12
  vpextrd edi, xmm7, 0
  vpmaxud xmm12, xmm0, xmmword ptr [rip+0x856]  ; 0xc40
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
  vpmaxud xmm0, xmm0, xmmword ptr [rip+0x759]  ; 0xbe0
  vpcmpeqd xmm0, xmm0, xmmword ptr [rip+0x751]  ; 0xbe0
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
  vmulps xmm12, xmm7, xmmword ptr [rip+0x78e]  ; 0xcc0
  vpextrd edi, xmm12, 0
  vpmaxud xmm8, xmm0, xmmword ptr [rip+0x76f]  ; 0xcb0
  vpcmpeqd xmm0, xmm8, xmm0
  vpackssdw xmm0, xmm0, xmm0
  vpacksswb xmm0, xmm0, xmm0
  vpxor xmm8, xmm8, xmm8
  vpcmpeqb xmm0, xmm0, xmm8
  vpabsb xmm0, xmm0
  vpxor xmm0, xmm0, xmm3
  vpextrb ebx, xmm0, 0
  vpor xmm7, xmm7, xmmword ptr [rip+0x672]  ; 0xbe0
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
  vpaddd xmm12, xmm6, xmmword ptr [rip+0x70e]  ; 0xd10
  vpaddd xmm8, xmm12, xmm8
  vpsrld xmm8, xmm8, 0x15
  vpsubd xmm8, xmm8, xmmword ptr [rip+0x70b]  ; 0xd20
  vaddps xmm12, xmm6, xmmword ptr [rip+0x6e3]  ; 0xd00
  vpsubd xmm12, xmm12, xmmword ptr [rip+0x6db]  ; 0xd00
  vpmaxud xmm9, xmm6, xmmword ptr [rip+0x6c2]  ; 0xcf0
  vpcmpeqd xmm9, xmm9, xmm6
  vblendvps xmm8, xmm12, xmm8, xmm9
  vpextrd edi, xmm8, 0
  vpmaxud xmm12, xmm6, xmmword ptr [rip+0x699]  ; 0xce0
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
  vpmaxud xmm6, xmm6, xmmword ptr [rip+0x4fc]  ; 0xbe0
  vpcmpeqd xmm6, xmm6, xmmword ptr [rip+0x4f4]  ; 0xbe0
  vmovaps xmm12, xmmword ptr [rip+0x5dc]  ; 0xcd0
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
  vmulps xmm12, xmm8, xmmword ptr [rip+0x561]  ; 0xcc0
  vpextrd edi, xmm12, 0
  vpmaxud xmm9, xmm6, xmmword ptr [rip+0x542]  ; 0xcb0
  vpcmpeqd xmm6, xmm9, xmm6
  vpackssdw xmm6, xmm6, xmm6
  vpacksswb xmm6, xmm6, xmm6
  vpxor xmm9, xmm9, xmm9
  vpcmpeqb xmm6, xmm6, xmm9
  vpabsb xmm6, xmm6
  vpxor xmm6, xmm6, xmm3
  vpextrb ebx, xmm6, 0
  vmovaps xmm9, xmmword ptr [rip+0x445]  ; 0xbe0
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
  vpaddd xmm8, xmm0, xmmword ptr [rip+0x4dc]  ; 0xd10
  vpaddd xmm7, xmm8, xmm7
  vpsrld xmm7, xmm7, 0x15
  vpsubd xmm7, xmm7, xmmword ptr [rip+0x4db]  ; 0xd20
  vaddps xmm8, xmm0, xmmword ptr [rip+0x4b3]  ; 0xd00
  vpsubd xmm8, xmm8, xmmword ptr [rip+0x4ab]  ; 0xd00
  vpmaxud xmm12, xmm0, xmmword ptr [rip+0x492]  ; 0xcf0
  vpcmpeqd xmm12, xmm12, xmm0
  vblendvps xmm7, xmm8, xmm7, xmm12
  vpextrd edi, xmm7, 0
  vpmaxud xmm12, xmm0, xmmword ptr [rip+0x469]  ; 0xce0
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
  vmovaps xmm12, xmmword ptr [rip+0x3b3]  ; 0xcd0
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
  vmulps xmm8, xmm7, xmmword ptr [rip+0x338]  ; 0xcc0
  vpextrd edi, xmm8, 0
  vpmaxud xmm12, xmm0, xmmword ptr [rip+0x319]  ; 0xcb0
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
  vmovaps xmm6, xmmword ptr [rip+0x261]  ; 0xca0
  vdivps xmm0, xmm6, xmm0
  vpand xmm7, xmm0, xmm5
  vpxor xmm0, xmm0, xmm7
  vpsrld xmm8, xmm0, 0x15
  vpand xmm8, xmm8, xmm11
  vpaddd xmm6, xmm0, xmmword ptr [rip+0x2b3]  ; 0xd10
  vpaddd xmm6, xmm6, xmm8
  vpsrld xmm6, xmm6, 0x15
  vpsubd xmm6, xmm6, xmmword ptr [rip+0x2b1]  ; 0xd20
  vaddps xmm12, xmm0, xmmword ptr [rip+0x289]  ; 0xd00
  vpsubd xmm12, xmm12, xmmword ptr [rip+0x281]  ; 0xd00
  vpmaxud xmm8, xmm0, xmmword ptr [rip+0x268]  ; 0xcf0
  vpcmpeqd xmm8, xmm8, xmm0
  vblendvps xmm6, xmm12, xmm6, xmm8
  vpextrd edi, xmm6, 0
  vpmaxud xmm12, xmm0, xmmword ptr [rip+0x23f]  ; 0xce0
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
  vmovaps xmm12, xmmword ptr [rip+0x189]  ; 0xcd0
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
;   0xbe0: 7f8000007f800000 7f8000007f800000
;   0xbf0: 0000008000000080 0000008000000080
;   0xc00: 0000007f0000007f 0000007f0000007f
;   0xc10: 0000000001010101 0000000000000000
;   0xc20: 7b8000007b800000 7b8000007b800000
;   0xc30: 8000000080000000 8000000080000000
;   0xc40: 43e8000143e80001 43e8000143e80001
;   0xc50: 3c8000003c800000 3c8000003c800000
;   0xc60: 4680000046800000 4680000046800000
;   0xc70: 0007ffff0007ffff 0007ffff0007ffff
;   0xc80: 0000000100000001 0000000100000001
;   0xc90: 000003c0000003c0 000003c0000003c0
;   0xca0: 3f8000003f800000 3f8000003f800000
;   0xcb0: 0000007c0000007c 0000007c0000007c
;   0xcc0: 7780000077800000 7780000077800000
;   0xcd0: 0000007e0000007e 0000007e0000007e
;   0xce0: 4770000047700000 4770000047700000
;   0xcf0: 3880000038800000 3880000038800000
;   0xd00: 4300000043000000 4300000043000000
;   0xd10: 000fffff000fffff 000fffff000fffff
;   0xd20: 000001c0000001c0 000001c0000001c0
