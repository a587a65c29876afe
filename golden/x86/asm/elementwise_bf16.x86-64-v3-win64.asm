; x86 backend, target x86-64-v3, calling convention win64; regenerate: python tools/regen_golden.py
; # bfloat16 arithmetic, 8 lanes at a time: every op is the f32 op rounded back to bf16
; kernel elementwise_bf16(%out: bf16[64], %big: bool[64], %a: bf16[64], %b: bf16[64])
;   %i = range i32 8
;     %base = mul i32 %i, 8
;     %x = load bf16x8 %a[%base]
;     %y = load bf16x8 %b[%base]
;     %sum = add bf16x8 %x, %y
;     %prod = mul bf16x8 %sum, %x
;     %quot = fdiv bf16x8 %prod, %y
;     %fma = mulacc bf16x8 %quot, %y, %x
;     %root = sqrt bf16x8 %fma
;     %lo = min bf16x8 %root, %sum
;     store %out[%base], %lo
;     %gt = cmplt boolx8 %y, %x
;     store %big[%base], %gt
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
  sub rsp, 0xc0
  vmovaps xmmword ptr [rsp+0x20], xmm6
  vmovaps xmmword ptr [rsp+0x30], xmm7
  vmovaps xmmword ptr [rsp+0x40], xmm8
  vmovaps xmmword ptr [rsp+0x50], xmm9
  vmovaps xmmword ptr [rsp+0x60], xmm10
  vmovaps xmmword ptr [rsp+0x70], xmm11
  vmovaps xmmword ptr [rsp+0x80], xmm12
  mov qword ptr [rsp+0x90], rdx
  mov rax, r9
  vbroadcastss ymm1, dword ptr [rip+0x1255]  ; 0x12b0
  vbroadcastss ymm5, dword ptr [rip+0x1250]  ; 0x12b4
  vbroadcastss ymm6, dword ptr [rip+0x124b]  ; 0x12b8
  vbroadcastss ymm7, dword ptr [rip+0x1242]  ; 0x12b8
  vbroadcastss ymm8, dword ptr [rip+0x123d]  ; 0x12bc
  vbroadcastss ymm9, dword ptr [rip+0x1238]  ; 0x12c0
  xor esi, esi
  mov qword ptr [rsp+0x98], r8
  mov qword ptr [rsp+0xa0], rax
.Lloop1:
  mov r11, qword ptr [rsp+0x98]
  vmovdqu xmm10, xmmword ptr [r11+rsi*2]
  vpextrw edi, xmm10, 0
  movzx edi, di
  vpextrw ebx, xmm10, 1
  movzx ebx, bx
  vpextrw r12d, xmm10, 2
  movzx r12d, r12w
  vpextrw r13d, xmm10, 3
  movzx r13d, r13w
  vpextrw r14d, xmm10, 4
  movzx r14d, r14w
  vpextrw r15d, xmm10, 5
  movzx r15d, r15w
  vpextrw r8d, xmm10, 6
  movzx r8d, r8w
  vpextrw edx, xmm10, 7
  movzx edx, dx
  vmovd xmm10, edi
  vpinsrd xmm10, xmm10, ebx, 1
  vpinsrd xmm10, xmm10, r12d, 2
  vpinsrd xmm10, xmm10, r13d, 3
  vmovd xmm11, r14d
  vpinsrd xmm11, xmm11, r15d, 1
  vpinsrd xmm11, xmm11, r8d, 2
  vpinsrd xmm11, xmm11, edx, 3
  vinsertf128 ymm10, ymm10, xmm11, 1
  vpslld ymm10, ymm10, 0x10
  mov r11, qword ptr [rsp+0xa0]
  vmovdqu xmm11, xmmword ptr [r11+rsi*2]
  vpextrw edx, xmm11, 0
  movzx edx, dx
  vpextrw r8d, xmm11, 1
  movzx r8d, r8w
  vpextrw edi, xmm11, 2
  movzx edi, di
  vpextrw ebx, xmm11, 3
  movzx ebx, bx
  vpextrw r12d, xmm11, 4
  movzx r12d, r12w
  vpextrw r13d, xmm11, 5
  movzx r13d, r13w
  vpextrw r14d, xmm11, 6
  movzx r14d, r14w
  vpextrw r15d, xmm11, 7
  movzx r15d, r15w
  vmovd xmm11, edx
  vpinsrd xmm11, xmm11, r8d, 1
  vpinsrd xmm11, xmm11, edi, 2
  vpinsrd xmm11, xmm11, ebx, 3
  vmovd xmm12, r12d
  vpinsrd xmm12, xmm12, r13d, 1
  vpinsrd xmm12, xmm12, r14d, 2
  vpinsrd xmm12, xmm12, r15d, 3
  vinsertf128 ymm11, ymm11, xmm12, 1
  vpslld ymm11, ymm11, 0x10
  vaddps ymm12, ymm10, ymm11
  vpand ymm2, ymm12, ymm1
  vpxor ymm12, ymm12, ymm2
  vpsrld ymm0, ymm12, 0x10
  vpand ymm0, ymm0, ymm9
  vpaddd ymm4, ymm12, ymm8
  vpaddd ymm0, ymm4, ymm0
  vpsrld ymm0, ymm0, 0x10
  vaddps ymm4, ymm12, ymm6
  vpsubd ymm4, ymm4, ymm7
  vpmaxud ymm3, ymm12, ymm5
  vpcmpeqd ymm3, ymm3, ymm12
  vblendvps ymm0, ymm4, ymm0, ymm3
  vpextrd edx, xmm0, 0
  vpmaxud ymm4, ymm12, ymmword ptr [rip+0x1051]  ; 0x1260
  vpcmpeqd ymm4, ymm4, ymm12
  vextractf128 xmm3, ymm4, 1
  vpackssdw xmm3, xmm4, xmm3
  vpacksswb xmm3, xmm3, xmm3
  vpxor xmm4, xmm4, xmm4
  vpcmpeqb xmm3, xmm3, xmm4
  vpabsb xmm3, xmm3
  vpxor xmm3, xmm3, xmmword ptr [rip+0x1069]  ; 0x12a0
  vpextrb r8d, xmm3, 0
  mov edi, 0x7f80
  test r8b, r8b
  cmovne edx, edi
  vpextrd r8d, xmm0, 1
  vpextrb edi, xmm3, 1
  mov ebx, 0x7f80
  test dil, dil
  cmovne r8d, ebx
  vpextrd edi, xmm0, 2
  vpextrb ebx, xmm3, 2
  mov r12d, 0x7f80
  test bl, bl
  cmovne edi, r12d
  vpextrd ebx, xmm0, 3
  vpextrb r12d, xmm3, 3
  mov r13d, 0x7f80
  test r12b, r12b
  cmovne ebx, r13d
  vextractf128 xmm4, ymm0, 1
  vpextrd r12d, xmm4, 0
  vpextrb r13d, xmm3, 4
  mov r14d, 0x7f80
  test r13b, r13b
  cmovne r12d, r14d
  vextractf128 xmm4, ymm0, 1
  vpextrd r13d, xmm4, 1
  vpextrb r14d, xmm3, 5
  mov r15d, 0x7f80
  test r14b, r14b
  cmovne r13d, r15d
  vextractf128 xmm4, ymm0, 1
  vpextrd r14d, xmm4, 2
  vpextrb r15d, xmm3, 6
  test r15b, r15b
  mov r15d, 0x7f80
  cmovne r14d, r15d
  vextractf128 xmm0, ymm0, 1
  vpextrd r15d, xmm0, 3
  vpextrb eax, xmm3, 7
  test al, al
  mov eax, 0x7f80
  cmovne r15d, eax
  vmovd xmm0, edx
  vpinsrd xmm0, xmm0, r8d, 1
  vpinsrd xmm0, xmm0, edi, 2
  vpinsrd xmm0, xmm0, ebx, 3
  vmovd xmm3, r12d
  vpinsrd xmm3, xmm3, r13d, 1
  vpinsrd xmm3, xmm3, r14d, 2
  vpinsrd xmm3, xmm3, r15d, 3
  vinsertf128 ymm0, ymm0, xmm3, 1
  vpmaxud ymm4, ymm12, ymmword ptr [rip+0xf39]  ; 0x1280
  vpcmpeqd ymm4, ymm4, ymmword ptr [rip+0xf31]  ; 0x1280
  vbroadcastss ymm12, dword ptr [rip+0xf6c]  ; 0x12c4
  vblendvps ymm0, ymm12, ymm0, ymm4
  vpsrld ymm2, ymm2, 0x10
  vpor ymm0, ymm0, ymm2
  vpextrd eax, xmm0, 0
  mov eax, eax
  movzx eax, ax
  vpextrd edx, xmm0, 1
  mov edx, edx
  movzx edx, dx
  vpextrd r8d, xmm0, 2
  mov r8d, r8d
  movzx r8d, r8w
  vpextrd edi, xmm0, 3
  mov edi, edi
  movzx edi, di
  vextractf128 xmm2, ymm0, 1
  vpextrd ebx, xmm2, 0
  mov ebx, ebx
  movzx ebx, bx
  vextractf128 xmm2, ymm0, 1
  vpextrd r12d, xmm2, 1
  mov r12d, r12d
  movzx r12d, r12w
  vextractf128 xmm2, ymm0, 1
  vpextrd r13d, xmm2, 2
  mov r13d, r13d
  movzx r13d, r13w
  vextractf128 xmm0, ymm0, 1
  vpextrd r14d, xmm0, 3
  mov r14d, r14d
  movzx r14d, r14w
  vmovd xmm0, eax
  vpinsrd xmm0, xmm0, edx, 1
  vpinsrd xmm0, xmm0, r8d, 2
  vpinsrd xmm0, xmm0, edi, 3
  vmovd xmm2, ebx
  vpinsrd xmm2, xmm2, r12d, 1
  vpinsrd xmm2, xmm2, r13d, 2
  vpinsrd xmm2, xmm2, r14d, 3
  vinsertf128 ymm0, ymm0, xmm2, 1
  vpslld ymm0, ymm0, 0x10
  vmulps ymm2, ymm0, ymm10
  vpand ymm4, ymm2, ymm1
  vpxor ymm2, ymm2, ymm4
  vpsrld ymm12, ymm2, 0x10
  vpand ymm12, ymm12, ymm9
  vpaddd ymm3, ymm2, ymm8
  vpaddd ymm3, ymm3, ymm12
  vpsrld ymm3, ymm3, 0x10
  vaddps ymm12, ymm2, ymm6
  vpsubd ymm12, ymm12, ymm7
  vmovaps ymmword ptr [rsp], ymm0
  vpmaxud ymm0, ymm2, ymm5
  vpcmpeqd ymm0, ymm0, ymm2
  vblendvps ymm0, ymm12, ymm3, ymm0
  vpextrd eax, xmm0, 0
  vpmaxud ymm12, ymm2, ymmword ptr [rip+0xdf9]  ; 0x1260
  vpcmpeqd ymm12, ymm12, ymm2
  vextractf128 xmm3, ymm12, 1
  vpackssdw xmm3, xmm12, xmm3
  vpacksswb xmm3, xmm3, xmm3
  vpxor xmm12, xmm12, xmm12
  vpcmpeqb xmm3, xmm3, xmm12
  vpabsb xmm3, xmm3
  vpxor xmm3, xmm3, xmmword ptr [rip+0xe10]  ; 0x12a0
  vpextrb edx, xmm3, 0
  mov r8d, 0x7f80
  test dl, dl
  cmovne eax, r8d
  vpextrd edx, xmm0, 1
  vpextrb r8d, xmm3, 1
  mov edi, 0x7f80
  test r8b, r8b
  cmovne edx, edi
  vpextrd r8d, xmm0, 2
  vpextrb edi, xmm3, 2
  mov ebx, 0x7f80
  test dil, dil
  cmovne r8d, ebx
  vpextrd edi, xmm0, 3
  vpextrb ebx, xmm3, 3
  mov r12d, 0x7f80
  test bl, bl
  cmovne edi, r12d
  vextractf128 xmm12, ymm0, 1
  vpextrd ebx, xmm12, 0
  vpextrb r12d, xmm3, 4
  mov r13d, 0x7f80
  test r12b, r12b
  cmovne ebx, r13d
  vextractf128 xmm12, ymm0, 1
  vpextrd r12d, xmm12, 1
  vpextrb r13d, xmm3, 5
  mov r14d, 0x7f80
  test r13b, r13b
  cmovne r12d, r14d
  vextractf128 xmm12, ymm0, 1
  vpextrd r13d, xmm12, 2
  vpextrb r14d, xmm3, 6
  mov r15d, 0x7f80
  test r14b, r14b
  cmovne r13d, r15d
  vextractf128 xmm0, ymm0, 1
  vpextrd r14d, xmm0, 3
  vpextrb r15d, xmm3, 7
  test r15b, r15b
  mov r15d, 0x7f80
  cmovne r14d, r15d
  vmovd xmm0, eax
  vpinsrd xmm0, xmm0, edx, 1
  vpinsrd xmm0, xmm0, r8d, 2
  vpinsrd xmm0, xmm0, edi, 3
  vmovd xmm3, ebx
  vpinsrd xmm3, xmm3, r12d, 1
  vpinsrd xmm3, xmm3, r13d, 2
  vpinsrd xmm3, xmm3, r14d, 3
  vinsertf128 ymm0, ymm0, xmm3, 1
  vpmaxud ymm2, ymm2, ymmword ptr [rip+0xce0]  ; 0x1280
  vpcmpeqd ymm2, ymm2, ymmword ptr [rip+0xcd8]  ; 0x1280
  vbroadcastss ymm12, dword ptr [rip+0xd13]  ; 0x12c4
  vblendvps ymm0, ymm12, ymm0, ymm2
  vpsrld ymm2, ymm4, 0x10
  vpor ymm0, ymm0, ymm2
  vpextrd eax, xmm0, 0
  mov eax, eax
  movzx eax, ax
  vpextrd edx, xmm0, 1
  mov edx, edx
  movzx edx, dx
  vpextrd r8d, xmm0, 2
  mov r8d, r8d
  movzx r8d, r8w
  vpextrd edi, xmm0, 3
  mov edi, edi
  movzx edi, di
  vextractf128 xmm2, ymm0, 1
  vpextrd ebx, xmm2, 0
  mov ebx, ebx
  movzx ebx, bx
  vextractf128 xmm2, ymm0, 1
  vpextrd r12d, xmm2, 1
  mov r12d, r12d
  movzx r12d, r12w
  vextractf128 xmm2, ymm0, 1
  vpextrd r13d, xmm2, 2
  mov r13d, r13d
  movzx r13d, r13w
  vextractf128 xmm0, ymm0, 1
  vpextrd r14d, xmm0, 3
  mov r14d, r14d
  movzx r14d, r14w
  vmovd xmm0, eax
  vpinsrd xmm0, xmm0, edx, 1
  vpinsrd xmm0, xmm0, r8d, 2
  vpinsrd xmm0, xmm0, edi, 3
  vmovd xmm2, ebx
  vpinsrd xmm2, xmm2, r12d, 1
  vpinsrd xmm2, xmm2, r13d, 2
  vpinsrd xmm2, xmm2, r14d, 3
  vinsertf128 ymm0, ymm0, xmm2, 1
  vpslld ymm0, ymm0, 0x10
  vdivps ymm0, ymm0, ymm11
  vpand ymm2, ymm0, ymm1
  vpxor ymm0, ymm0, ymm2
  vpsrld ymm4, ymm0, 0x10
  vpand ymm4, ymm4, ymm9
  vpaddd ymm12, ymm0, ymm8
  vpaddd ymm4, ymm12, ymm4
  vpsrld ymm4, ymm4, 0x10
  vaddps ymm12, ymm0, ymm6
  vpsubd ymm12, ymm12, ymm7
  vpmaxud ymm3, ymm0, ymm5
  vpcmpeqd ymm3, ymm3, ymm0
  vblendvps ymm3, ymm12, ymm4, ymm3
  vpextrd eax, xmm3, 0
  vpmaxud ymm12, ymm0, ymmword ptr [rip+0xba6]  ; 0x1260
  vpcmpeqd ymm12, ymm12, ymm0
  vextractf128 xmm4, ymm12, 1
  vpackssdw xmm4, xmm12, xmm4
  vpacksswb xmm4, xmm4, xmm4
  vpxor xmm12, xmm12, xmm12
  vpcmpeqb xmm4, xmm4, xmm12
  vpabsb xmm4, xmm4
  vpxor xmm4, xmm4, xmmword ptr [rip+0xbbd]  ; 0x12a0
  vpextrb edx, xmm4, 0
  mov r8d, 0x7f80
  test dl, dl
  cmovne eax, r8d
  vpextrd edx, xmm3, 1
  vpextrb r8d, xmm4, 1
  mov edi, 0x7f80
  test r8b, r8b
  cmovne edx, edi
  vpextrd r8d, xmm3, 2
  vpextrb edi, xmm4, 2
  mov ebx, 0x7f80
  test dil, dil
  cmovne r8d, ebx
  vpextrd edi, xmm3, 3
  vpextrb ebx, xmm4, 3
  mov r12d, 0x7f80
  test bl, bl
  cmovne edi, r12d
  vextractf128 xmm12, ymm3, 1
  vpextrd ebx, xmm12, 0
  vpextrb r12d, xmm4, 4
  mov r13d, 0x7f80
  test r12b, r12b
  cmovne ebx, r13d
  vextractf128 xmm12, ymm3, 1
  vpextrd r12d, xmm12, 1
  vpextrb r13d, xmm4, 5
  mov r14d, 0x7f80
  test r13b, r13b
  cmovne r12d, r14d
  vextractf128 xmm12, ymm3, 1
  vpextrd r13d, xmm12, 2
  vpextrb r14d, xmm4, 6
  mov r15d, 0x7f80
  test r14b, r14b
  cmovne r13d, r15d
  vextractf128 xmm3, ymm3, 1
  vpextrd r14d, xmm3, 3
  vpextrb r15d, xmm4, 7
  test r15b, r15b
  mov r15d, 0x7f80
  cmovne r14d, r15d
  vmovd xmm3, eax
  vpinsrd xmm3, xmm3, edx, 1
  vpinsrd xmm3, xmm3, r8d, 2
  vpinsrd xmm3, xmm3, edi, 3
  vmovd xmm4, ebx
  vpinsrd xmm4, xmm4, r12d, 1
  vpinsrd xmm4, xmm4, r13d, 2
  vpinsrd xmm4, xmm4, r14d, 3
  vinsertf128 ymm3, ymm3, xmm4, 1
  vpmaxud ymm0, ymm0, ymmword ptr [rip+0xa8d]  ; 0x1280
  vpcmpeqd ymm0, ymm0, ymmword ptr [rip+0xa85]  ; 0x1280
  vbroadcastss ymm12, dword ptr [rip+0xac0]  ; 0x12c4
  vblendvps ymm0, ymm12, ymm3, ymm0
  vpsrld ymm2, ymm2, 0x10
  vpor ymm0, ymm0, ymm2
  vpextrd eax, xmm0, 0
  mov eax, eax
  movzx eax, ax
  vpextrd edx, xmm0, 1
  mov edx, edx
  movzx edx, dx
  vpextrd r8d, xmm0, 2
  mov r8d, r8d
  movzx r8d, r8w
  vpextrd edi, xmm0, 3
  mov edi, edi
  movzx edi, di
  vextractf128 xmm2, ymm0, 1
  vpextrd ebx, xmm2, 0
  mov ebx, ebx
  movzx ebx, bx
  vextractf128 xmm2, ymm0, 1
  vpextrd r12d, xmm2, 1
  mov r12d, r12d
  movzx r12d, r12w
  vextractf128 xmm2, ymm0, 1
  vpextrd r13d, xmm2, 2
  mov r13d, r13d
  movzx r13d, r13w
  vextractf128 xmm0, ymm0, 1
  vpextrd r14d, xmm0, 3
  mov r14d, r14d
  movzx r14d, r14w
  vmovd xmm0, eax
  vpinsrd xmm0, xmm0, edx, 1
  vpinsrd xmm0, xmm0, r8d, 2
  vpinsrd xmm0, xmm0, edi, 3
  vmovd xmm2, ebx
  vpinsrd xmm2, xmm2, r12d, 1
  vpinsrd xmm2, xmm2, r13d, 2
  vpinsrd xmm2, xmm2, r14d, 3
  vinsertf128 ymm0, ymm0, xmm2, 1
  vpslld ymm0, ymm0, 0x10
  vmulps ymm0, ymm0, ymm11
  vpand ymm2, ymm0, ymm1
  vpxor ymm0, ymm0, ymm2
  vpsrld ymm3, ymm0, 0x10
  vpand ymm3, ymm3, ymm9
  vpaddd ymm12, ymm0, ymm8
  vpaddd ymm3, ymm12, ymm3
  vpsrld ymm3, ymm3, 0x10
  vaddps ymm12, ymm0, ymm6
  vpsubd ymm12, ymm12, ymm7
  vpmaxud ymm4, ymm0, ymm5
  vpcmpeqd ymm4, ymm4, ymm0
  vblendvps ymm3, ymm12, ymm3, ymm4
  vpextrd eax, xmm3, 0
  vpmaxud ymm12, ymm0, ymmword ptr [rip+0x953]  ; 0x1260
  vpcmpeqd ymm12, ymm12, ymm0
  vextractf128 xmm4, ymm12, 1
  vpackssdw xmm4, xmm12, xmm4
  vpacksswb xmm4, xmm4, xmm4
  vpxor xmm12, xmm12, xmm12
  vpcmpeqb xmm4, xmm4, xmm12
  vpabsb xmm4, xmm4
  vpxor xmm4, xmm4, xmmword ptr [rip+0x96a]  ; 0x12a0
  vpextrb edx, xmm4, 0
  mov r8d, 0x7f80
  test dl, dl
  cmovne eax, r8d
  vpextrd edx, xmm3, 1
  vpextrb r8d, xmm4, 1
  mov edi, 0x7f80
  test r8b, r8b
  cmovne edx, edi
  vpextrd r8d, xmm3, 2
  vpextrb edi, xmm4, 2
  mov ebx, 0x7f80
  test dil, dil
  cmovne r8d, ebx
  vpextrd edi, xmm3, 3
  vpextrb ebx, xmm4, 3
  mov r12d, 0x7f80
  test bl, bl
  cmovne edi, r12d
  vextractf128 xmm12, ymm3, 1
  vpextrd ebx, xmm12, 0
  vpextrb r12d, xmm4, 4
  mov r13d, 0x7f80
  test r12b, r12b
  cmovne ebx, r13d
  vextractf128 xmm12, ymm3, 1
  vpextrd r12d, xmm12, 1
  vpextrb r13d, xmm4, 5
  mov r14d, 0x7f80
  test r13b, r13b
  cmovne r12d, r14d
  vextractf128 xmm12, ymm3, 1
  vpextrd r13d, xmm12, 2
  vpextrb r14d, xmm4, 6
  mov r15d, 0x7f80
  test r14b, r14b
  cmovne r13d, r15d
  vextractf128 xmm3, ymm3, 1
  vpextrd r14d, xmm3, 3
  vpextrb r15d, xmm4, 7
  test r15b, r15b
  mov r15d, 0x7f80
  cmovne r14d, r15d
  vmovd xmm3, eax
  vpinsrd xmm3, xmm3, edx, 1
  vpinsrd xmm3, xmm3, r8d, 2
  vpinsrd xmm3, xmm3, edi, 3
  vmovd xmm4, ebx
  vpinsrd xmm4, xmm4, r12d, 1
  vpinsrd xmm4, xmm4, r13d, 2
  vpinsrd xmm4, xmm4, r14d, 3
  vinsertf128 ymm3, ymm3, xmm4, 1
  vpmaxud ymm0, ymm0, ymmword ptr [rip+0x83a]  ; 0x1280
  vpcmpeqd ymm0, ymm0, ymmword ptr [rip+0x832]  ; 0x1280
  vbroadcastss ymm12, dword ptr [rip+0x86d]  ; 0x12c4
  vblendvps ymm0, ymm12, ymm3, ymm0
  vpsrld ymm2, ymm2, 0x10
  vpor ymm0, ymm0, ymm2
  vpextrd eax, xmm0, 0
  mov eax, eax
  movzx eax, ax
  vpextrd edx, xmm0, 1
  mov edx, edx
  movzx edx, dx
  vpextrd r8d, xmm0, 2
  mov r8d, r8d
  movzx r8d, r8w
  vpextrd edi, xmm0, 3
  mov edi, edi
  movzx edi, di
  vextractf128 xmm2, ymm0, 1
  vpextrd ebx, xmm2, 0
  mov ebx, ebx
  movzx ebx, bx
  vextractf128 xmm2, ymm0, 1
  vpextrd r12d, xmm2, 1
  mov r12d, r12d
  movzx r12d, r12w
  vextractf128 xmm2, ymm0, 1
  vpextrd r13d, xmm2, 2
  mov r13d, r13d
  movzx r13d, r13w
  vextractf128 xmm0, ymm0, 1
  vpextrd r14d, xmm0, 3
  mov r14d, r14d
  movzx r14d, r14w
  vmovd xmm0, eax
  vpinsrd xmm0, xmm0, edx, 1
  vpinsrd xmm0, xmm0, r8d, 2
  vpinsrd xmm0, xmm0, edi, 3
  vmovd xmm2, ebx
  vpinsrd xmm2, xmm2, r12d, 1
  vpinsrd xmm2, xmm2, r13d, 2
  vpinsrd xmm2, xmm2, r14d, 3
  vinsertf128 ymm0, ymm0, xmm2, 1
  vpslld ymm0, ymm0, 0x10
  vaddps ymm0, ymm0, ymm10
  vpand ymm2, ymm0, ymm1
  vpxor ymm0, ymm0, ymm2
  vpsrld ymm3, ymm0, 0x10
  vpand ymm3, ymm3, ymm9
  vpaddd ymm12, ymm0, ymm8
  vpaddd ymm3, ymm12, ymm3
  vpsrld ymm3, ymm3, 0x10
  vaddps ymm12, ymm0, ymm6
  vpsubd ymm12, ymm12, ymm7
  vpmaxud ymm4, ymm0, ymm5
  vpcmpeqd ymm4, ymm4, ymm0
  vblendvps ymm3, ymm12, ymm3, ymm4
  vpextrd eax, xmm3, 0
  vpmaxud ymm12, ymm0, ymmword ptr [rip+0x700]  ; 0x1260
  vpcmpeqd ymm12, ymm12, ymm0
  vextractf128 xmm4, ymm12, 1
  vpackssdw xmm4, xmm12, xmm4
  vpacksswb xmm4, xmm4, xmm4
  vpxor xmm12, xmm12, xmm12
  vpcmpeqb xmm4, xmm4, xmm12
  vpabsb xmm4, xmm4
  vpxor xmm4, xmm4, xmmword ptr [rip+0x717]  ; 0x12a0
  vpextrb edx, xmm4, 0
  mov r8d, 0x7f80
  test dl, dl
  cmovne eax, r8d
  vpextrd edx, xmm3, 1
  vpextrb r8d, xmm4, 1
  mov edi, 0x7f80
  test r8b, r8b
  cmovne edx, edi
  vpextrd r8d, xmm3, 2
  vpextrb edi, xmm4, 2
  mov ebx, 0x7f80
  test dil, dil
  cmovne r8d, ebx
  vpextrd edi, xmm3, 3
  vpextrb ebx, xmm4, 3
  mov r12d, 0x7f80
  test bl, bl
  cmovne edi, r12d
  vextractf128 xmm12, ymm3, 1
  vpextrd ebx, xmm12, 0
  vpextrb r12d, xmm4, 4
  mov r13d, 0x7f80
  test r12b, r12b
  cmovne ebx, r13d
  vextractf128 xmm12, ymm3, 1
  vpextrd r12d, xmm12, 1
  vpextrb r13d, xmm4, 5
  mov r14d, 0x7f80
  test r13b, r13b
  cmovne r12d, r14d
  vextractf128 xmm12, ymm3, 1
  vpextrd r13d, xmm12, 2
  vpextrb r14d, xmm4, 6
  mov r15d, 0x7f80
  test r14b, r14b
  cmovne r13d, r15d
  vextractf128 xmm3, ymm3, 1
  vpextrd r14d, xmm3, 3
  vpextrb r15d, xmm4, 7
  test r15b, r15b
  mov r15d, 0x7f80
  cmovne r14d, r15d
  vmovd xmm3, eax
  vpinsrd xmm3, xmm3, edx, 1
  vpinsrd xmm3, xmm3, r8d, 2
  vpinsrd xmm3, xmm3, edi, 3
  vmovd xmm4, ebx
  vpinsrd xmm4, xmm4, r12d, 1
  vpinsrd xmm4, xmm4, r13d, 2
  vpinsrd xmm4, xmm4, r14d, 3
  vinsertf128 ymm3, ymm3, xmm4, 1
  vpmaxud ymm0, ymm0, ymmword ptr [rip+0x5e7]  ; 0x1280
  vpcmpeqd ymm0, ymm0, ymmword ptr [rip+0x5df]  ; 0x1280
  vbroadcastss ymm12, dword ptr [rip+0x61a]  ; 0x12c4
  vblendvps ymm0, ymm12, ymm3, ymm0
  vpsrld ymm2, ymm2, 0x10
  vpor ymm0, ymm0, ymm2
  vpextrd eax, xmm0, 0
  mov eax, eax
  movzx eax, ax
  vpextrd edx, xmm0, 1
  mov edx, edx
  movzx edx, dx
  vpextrd r8d, xmm0, 2
  mov r8d, r8d
  movzx r8d, r8w
  vpextrd edi, xmm0, 3
  mov edi, edi
  movzx edi, di
  vextractf128 xmm2, ymm0, 1
  vpextrd ebx, xmm2, 0
  mov ebx, ebx
  movzx ebx, bx
  vextractf128 xmm2, ymm0, 1
  vpextrd r12d, xmm2, 1
  mov r12d, r12d
  movzx r12d, r12w
  vextractf128 xmm2, ymm0, 1
  vpextrd r13d, xmm2, 2
  mov r13d, r13d
  movzx r13d, r13w
  vextractf128 xmm0, ymm0, 1
  vpextrd r14d, xmm0, 3
  mov r14d, r14d
  movzx r14d, r14w
  vmovd xmm0, eax
  vpinsrd xmm0, xmm0, edx, 1
  vpinsrd xmm0, xmm0, r8d, 2
  vpinsrd xmm0, xmm0, edi, 3
  vmovd xmm2, ebx
  vpinsrd xmm2, xmm2, r12d, 1
  vpinsrd xmm2, xmm2, r13d, 2
  vpinsrd xmm2, xmm2, r14d, 3
  vinsertf128 ymm0, ymm0, xmm2, 1
  vpslld ymm0, ymm0, 0x10
  vsqrtps ymm0, ymm0
  vpand ymm2, ymm0, ymm1
  vpxor ymm0, ymm0, ymm2
  vpsrld ymm3, ymm0, 0x10
  vpand ymm3, ymm3, ymm9
  vpaddd ymm12, ymm0, ymm8
  vpaddd ymm3, ymm12, ymm3
  vpsrld ymm3, ymm3, 0x10
  vaddps ymm12, ymm0, ymm6
  vpsubd ymm12, ymm12, ymm7
  vpmaxud ymm4, ymm0, ymm5
  vpcmpeqd ymm4, ymm4, ymm0
  vblendvps ymm3, ymm12, ymm3, ymm4
  vpextrd eax, xmm3, 0
  vpmaxud ymm12, ymm0, ymmword ptr [rip+0x4ae]  ; 0x1260
  vpcmpeqd ymm12, ymm12, ymm0
  vextractf128 xmm4, ymm12, 1
  vpackssdw xmm4, xmm12, xmm4
  vpacksswb xmm4, xmm4, xmm4
  vpxor xmm12, xmm12, xmm12
  vpcmpeqb xmm4, xmm4, xmm12
  vpabsb xmm4, xmm4
  vpxor xmm4, xmm4, xmmword ptr [rip+0x4c5]  ; 0x12a0
  vpextrb edx, xmm4, 0
  mov r8d, 0x7f80
  test dl, dl
  cmovne eax, r8d
  vpextrd edx, xmm3, 1
  vpextrb r8d, xmm4, 1
  mov edi, 0x7f80
  test r8b, r8b
  cmovne edx, edi
  vpextrd r8d, xmm3, 2
  vpextrb edi, xmm4, 2
  mov ebx, 0x7f80
  test dil, dil
  cmovne r8d, ebx
  vpextrd edi, xmm3, 3
  vpextrb ebx, xmm4, 3
  mov r12d, 0x7f80
  test bl, bl
  cmovne edi, r12d
  vextractf128 xmm12, ymm3, 1
  vpextrd ebx, xmm12, 0
  vpextrb r12d, xmm4, 4
  mov r13d, 0x7f80
  test r12b, r12b
  cmovne ebx, r13d
  vextractf128 xmm12, ymm3, 1
  vpextrd r12d, xmm12, 1
  vpextrb r13d, xmm4, 5
  mov r14d, 0x7f80
  test r13b, r13b
  cmovne r12d, r14d
  vextractf128 xmm12, ymm3, 1
  vpextrd r13d, xmm12, 2
  vpextrb r14d, xmm4, 6
  mov r15d, 0x7f80
  test r14b, r14b
  cmovne r13d, r15d
  vextractf128 xmm3, ymm3, 1
  vpextrd r14d, xmm3, 3
  vpextrb r15d, xmm4, 7
  test r15b, r15b
  mov r15d, 0x7f80
  cmovne r14d, r15d
  vmovd xmm3, eax
  vpinsrd xmm3, xmm3, edx, 1
  vpinsrd xmm3, xmm3, r8d, 2
  vpinsrd xmm3, xmm3, edi, 3
  vmovd xmm4, ebx
  vpinsrd xmm4, xmm4, r12d, 1
  vpinsrd xmm4, xmm4, r13d, 2
  vpinsrd xmm4, xmm4, r14d, 3
  vinsertf128 ymm3, ymm3, xmm4, 1
  vpmaxud ymm0, ymm0, ymmword ptr [rip+0x395]  ; 0x1280
  vpcmpeqd ymm0, ymm0, ymmword ptr [rip+0x38d]  ; 0x1280
  vbroadcastss ymm12, dword ptr [rip+0x3c8]  ; 0x12c4
  vblendvps ymm0, ymm12, ymm3, ymm0
  vpsrld ymm2, ymm2, 0x10
  vpor ymm0, ymm0, ymm2
  vpextrd eax, xmm0, 0
  mov eax, eax
  movzx eax, ax
  vpextrd edx, xmm0, 1
  mov edx, edx
  movzx edx, dx
  vpextrd r8d, xmm0, 2
  mov r8d, r8d
  movzx r8d, r8w
  vpextrd edi, xmm0, 3
  mov edi, edi
  movzx edi, di
  vextractf128 xmm2, ymm0, 1
  vpextrd ebx, xmm2, 0
  mov ebx, ebx
  movzx ebx, bx
  vextractf128 xmm2, ymm0, 1
  vpextrd r12d, xmm2, 1
  mov r12d, r12d
  movzx r12d, r12w
  vextractf128 xmm2, ymm0, 1
  vpextrd r13d, xmm2, 2
  mov r13d, r13d
  movzx r13d, r13w
  vextractf128 xmm0, ymm0, 1
  vpextrd r14d, xmm0, 3
  mov r14d, r14d
  movzx r14d, r14w
  vmovd xmm0, eax
  vpinsrd xmm0, xmm0, edx, 1
  vpinsrd xmm0, xmm0, r8d, 2
  vpinsrd xmm0, xmm0, edi, 3
  vmovd xmm2, ebx
  vpinsrd xmm2, xmm2, r12d, 1
  vpinsrd xmm2, xmm2, r13d, 2
  vpinsrd xmm2, xmm2, r14d, 3
  vinsertf128 ymm0, ymm0, xmm2, 1
  vpslld ymm0, ymm0, 0x10
  vminps ymm0, ymm0, ymmword ptr [rsp]
  vpand ymm2, ymm0, ymm1
  vpxor ymm0, ymm0, ymm2
  vpsrld ymm3, ymm0, 0x10
  vpand ymm3, ymm3, ymm9
  vpaddd ymm12, ymm0, ymm8
  vpaddd ymm3, ymm12, ymm3
  vpsrld ymm3, ymm3, 0x10
  vaddps ymm12, ymm0, ymm6
  vpsubd ymm12, ymm12, ymm7
  vpmaxud ymm4, ymm0, ymm5
  vpcmpeqd ymm4, ymm4, ymm0
  vblendvps ymm3, ymm12, ymm3, ymm4
  vpextrd eax, xmm3, 0
  vpmaxud ymm12, ymm0, ymmword ptr [rip+0x25b]  ; 0x1260
  vpcmpeqd ymm12, ymm12, ymm0
  vextractf128 xmm4, ymm12, 1
  vpackssdw xmm4, xmm12, xmm4
  vpacksswb xmm4, xmm4, xmm4
  vpxor xmm12, xmm12, xmm12
  vpcmpeqb xmm4, xmm4, xmm12
  vpabsb xmm4, xmm4
  vpxor xmm4, xmm4, xmmword ptr [rip+0x272]  ; 0x12a0
  vpextrb edx, xmm4, 0
  mov r8d, 0x7f80
  test dl, dl
  cmovne eax, r8d
  vpextrd edx, xmm3, 1
  vpextrb r8d, xmm4, 1
  mov edi, 0x7f80
  test r8b, r8b
  cmovne edx, edi
  vpextrd r8d, xmm3, 2
  vpextrb edi, xmm4, 2
  mov ebx, 0x7f80
  test dil, dil
  cmovne r8d, ebx
  vpextrd edi, xmm3, 3
  vpextrb ebx, xmm4, 3
  mov r12d, 0x7f80
  test bl, bl
  cmovne edi, r12d
  vextractf128 xmm12, ymm3, 1
  vpextrd ebx, xmm12, 0
  vpextrb r12d, xmm4, 4
  mov r13d, 0x7f80
  test r12b, r12b
  cmovne ebx, r13d
  vextractf128 xmm12, ymm3, 1
  vpextrd r12d, xmm12, 1
  vpextrb r13d, xmm4, 5
  mov r14d, 0x7f80
  test r13b, r13b
  cmovne r12d, r14d
  vextractf128 xmm12, ymm3, 1
  vpextrd r13d, xmm12, 2
  vpextrb r14d, xmm4, 6
  mov r15d, 0x7f80
  test r14b, r14b
  cmovne r13d, r15d
  vextractf128 xmm3, ymm3, 1
  vpextrd r14d, xmm3, 3
  vpextrb r15d, xmm4, 7
  test r15b, r15b
  mov r15d, 0x7f80
  cmovne r14d, r15d
  vmovd xmm3, eax
  vpinsrd xmm3, xmm3, edx, 1
  vpinsrd xmm3, xmm3, r8d, 2
  vpinsrd xmm3, xmm3, edi, 3
  vmovd xmm4, ebx
  vpinsrd xmm4, xmm4, r12d, 1
  vpinsrd xmm4, xmm4, r13d, 2
  vpinsrd xmm4, xmm4, r14d, 3
  vinsertf128 ymm3, ymm3, xmm4, 1
  vmovaps ymm4, ymmword ptr [rip+0x143]  ; 0x1280
  vpmaxud ymm0, ymm4, ymm0
  vpcmpeqd ymm0, ymm0, ymm4
  vbroadcastss ymm12, dword ptr [rip+0x175]  ; 0x12c4
  vblendvps ymm0, ymm12, ymm3, ymm0
  vpsrld ymm2, ymm2, 0x10
  vpor ymm0, ymm0, ymm2
  vpextrd eax, xmm0, 0
  mov eax, eax
  vpextrd edx, xmm0, 1
  mov edx, edx
  vpextrd r8d, xmm0, 2
  mov r8d, r8d
  vpextrd edi, xmm0, 3
  mov edi, edi
  vextractf128 xmm2, ymm0, 1
  vpextrd ebx, xmm2, 0
  mov ebx, ebx
  vextractf128 xmm2, ymm0, 1
  vpextrd r12d, xmm2, 1
  mov r12d, r12d
  vextractf128 xmm2, ymm0, 1
  vpextrd r13d, xmm2, 2
  mov r13d, r13d
  vextractf128 xmm0, ymm0, 1
  vpextrd r14d, xmm0, 3
  mov r14d, r14d
  vmovd xmm0, eax
  vpinsrw xmm0, xmm0, edx, 1
  vpinsrw xmm0, xmm0, r8d, 2
  vpinsrw xmm0, xmm0, edi, 3
  vpinsrw xmm0, xmm0, ebx, 4
  vpinsrw xmm0, xmm0, r12d, 5
  vpinsrw xmm0, xmm0, r13d, 6
  vpinsrw xmm0, xmm0, r14d, 7
  vmovdqu xmmword ptr [rcx+rsi*2], xmm0
  vcmpps ymm0, ymm11, ymm10, 1
  vextractf128 xmm2, ymm0, 1
  vpackssdw xmm0, xmm0, xmm2
  vpacksswb xmm0, xmm0, xmm0
  vpabsb xmm0, xmm0
  mov rdx, qword ptr [rsp+0x90]
  vmovq qword ptr [rdx+rsi], xmm0
  add esi, 8
  cmp esi, 0x40
  jl .Lloop1
.Ldone2:
  vmovaps xmm6, xmmword ptr [rsp+0x20]
  vmovaps xmm7, xmmword ptr [rsp+0x30]
  vmovaps xmm8, xmmword ptr [rsp+0x40]
  vmovaps xmm9, xmmword ptr [rsp+0x50]
  vmovaps xmm10, xmmword ptr [rsp+0x60]
  vmovaps xmm11, xmmword ptr [rsp+0x70]
  vmovaps xmm12, xmmword ptr [rsp+0x80]
  lea rsp, [rbp-0x38]
  pop rsi
  pop rdi
  pop rbx
  pop r15
  pop r14
  pop r13
  pop r12
  pop rbp
  vzeroupper
  ret
; constant pool (read-only, after the code)
;   0x1260: 7f7f80007f7f8000 7f7f80007f7f8000 7f7f80007f7f8000 7f7f80007f7f8000
;   0x1280: 7f8000007f800000 7f8000007f800000 7f8000007f800000 7f8000007f800000
;   0x12a0: 0101010101010101 0000000000000000
;   0x12b0: 80000000
;   0x12b4: 00800000
;   0x12b8: 08800000
;   0x12bc: 00007fff
;   0x12c0: 00000001
;   0x12c4: 00007fc0
