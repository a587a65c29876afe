; x86 backend, target x86-64-v3; regenerate: python tools/regen_golden.py
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
  and rsp, 0xffffffffffffffe0
  sub rsp, 0x40
  mov qword ptr [rsp+0x20], rsi
  vbroadcastss ymm1, dword ptr [rip+0x122d]  ; 0x1250
  vbroadcastss ymm5, dword ptr [rip+0x1228]  ; 0x1254
  vbroadcastss ymm6, dword ptr [rip+0x1223]  ; 0x1258
  vbroadcastss ymm7, dword ptr [rip+0x121a]  ; 0x1258
  vbroadcastss ymm8, dword ptr [rip+0x1215]  ; 0x125c
  vbroadcastss ymm9, dword ptr [rip+0x1210]  ; 0x1260
  xor eax, eax
  mov qword ptr [rsp+0x28], rdx
  mov qword ptr [rsp+0x30], rcx
.Lloop1:
  mov r11, qword ptr [rsp+0x28]
  vmovdqu xmm10, xmmword ptr [r11+rax*2]
  vpextrw r8d, xmm10, 0
  movzx r8d, r8w
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
  vpextrw edx, xmm10, 6
  movzx edx, dx
  vpextrw esi, xmm10, 7
  movzx esi, si
  vmovd xmm10, r8d
  vpinsrd xmm10, xmm10, ebx, 1
  vpinsrd xmm10, xmm10, r12d, 2
  vpinsrd xmm10, xmm10, r13d, 3
  vmovd xmm11, r14d
  vpinsrd xmm11, xmm11, r15d, 1
  vpinsrd xmm11, xmm11, edx, 2
  vpinsrd xmm11, xmm11, esi, 3
  vinsertf128 ymm10, ymm10, xmm11, 1
  vpslld ymm10, ymm10, 0x10
  mov r11, qword ptr [rsp+0x30]
  vmovdqu xmm11, xmmword ptr [r11+rax*2]
  vpextrw edx, xmm11, 0
  movzx edx, dx
  vpextrw esi, xmm11, 1
  movzx esi, si
  vpextrw r8d, xmm11, 2
  movzx r8d, r8w
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
  vpinsrd xmm11, xmm11, esi, 1
  vpinsrd xmm11, xmm11, r8d, 2
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
  vpmaxud ymm4, ymm12, ymmword ptr [rip+0x1034]  ; 0x1200
  vpcmpeqd ymm4, ymm4, ymm12
  vextractf128 xmm3, ymm4, 1
  vpackssdw xmm3, xmm4, xmm3
  vpacksswb xmm3, xmm3, xmm3
  vpxor xmm4, xmm4, xmm4
  vpcmpeqb xmm3, xmm3, xmm4
  vpabsb xmm3, xmm3
  vpxor xmm3, xmm3, xmmword ptr [rip+0x104c]  ; 0x1240
  vpextrb esi, xmm3, 0
  mov r8d, 0x7f80
  test sil, sil
  cmovne edx, r8d
  vpextrd esi, xmm0, 1
  vpextrb r8d, xmm3, 1
  mov ebx, 0x7f80
  test r8b, r8b
  cmovne esi, ebx
  vpextrd r8d, xmm0, 2
  vpextrb ebx, xmm3, 2
  mov r12d, 0x7f80
  test bl, bl
  cmovne r8d, r12d
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
  vpextrb ecx, xmm3, 7
  test cl, cl
  mov ecx, 0x7f80
  cmovne r15d, ecx
  vmovd xmm0, edx
  vpinsrd xmm0, xmm0, esi, 1
  vpinsrd xmm0, xmm0, r8d, 2
  vpinsrd xmm0, xmm0, ebx, 3
  vmovd xmm3, r12d
  vpinsrd xmm3, xmm3, r13d, 1
  vpinsrd xmm3, xmm3, r14d, 2
  vpinsrd xmm3, xmm3, r15d, 3
  vinsertf128 ymm0, ymm0, xmm3, 1
  vpmaxud ymm4, ymm12, ymmword ptr [rip+0xf1b]  ; 0x1220
  vpcmpeqd ymm4, ymm4, ymmword ptr [rip+0xf13]  ; 0x1220
  vbroadcastss ymm12, dword ptr [rip+0xf4e]  ; 0x1264
  vblendvps ymm0, ymm12, ymm0, ymm4
  vpsrld ymm2, ymm2, 0x10
  vpor ymm0, ymm0, ymm2
  vpextrd ecx, xmm0, 0
  mov ecx, ecx
  movzx ecx, cx
  vpextrd edx, xmm0, 1
  mov edx, edx
  movzx edx, dx
  vpextrd esi, xmm0, 2
  mov esi, esi
  movzx esi, si
  vpextrd r8d, xmm0, 3
  mov r8d, r8d
  movzx r8d, r8w
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
  vmovd xmm0, ecx
  vpinsrd xmm0, xmm0, edx, 1
  vpinsrd xmm0, xmm0, esi, 2
  vpinsrd xmm0, xmm0, r8d, 3
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
  vpextrd ecx, xmm0, 0
  vpmaxud ymm12, ymm2, ymmword ptr [rip+0xddb]  ; 0x1200
  vpcmpeqd ymm12, ymm12, ymm2
  vextractf128 xmm3, ymm12, 1
  vpackssdw xmm3, xmm12, xmm3
  vpacksswb xmm3, xmm3, xmm3
  vpxor xmm12, xmm12, xmm12
  vpcmpeqb xmm3, xmm3, xmm12
  vpabsb xmm3, xmm3
  vpxor xmm3, xmm3, xmmword ptr [rip+0xdf2]  ; 0x1240
  vpextrb edx, xmm3, 0
  mov esi, 0x7f80
  test dl, dl
  cmovne ecx, esi
  vpextrd edx, xmm0, 1
  vpextrb esi, xmm3, 1
  mov r8d, 0x7f80
  test sil, sil
  cmovne edx, r8d
  vpextrd esi, xmm0, 2
  vpextrb r8d, xmm3, 2
  mov ebx, 0x7f80
  test r8b, r8b
  cmovne esi, ebx
  vpextrd r8d, xmm0, 3
  vpextrb ebx, xmm3, 3
  mov r12d, 0x7f80
  test bl, bl
  cmovne r8d, r12d
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
  vmovd xmm0, ecx
  vpinsrd xmm0, xmm0, edx, 1
  vpinsrd xmm0, xmm0, esi, 2
  vpinsrd xmm0, xmm0, r8d, 3
  vmovd xmm3, ebx
  vpinsrd xmm3, xmm3, r12d, 1
  vpinsrd xmm3, xmm3, r13d, 2
  vpinsrd xmm3, xmm3, r14d, 3
  vinsertf128 ymm0, ymm0, xmm3, 1
  vpmaxud ymm2, ymm2, ymmword ptr [rip+0xcc3]  ; 0x1220
  vpcmpeqd ymm2, ymm2, ymmword ptr [rip+0xcbb]  ; 0x1220
  vbroadcastss ymm12, dword ptr [rip+0xcf6]  ; 0x1264
  vblendvps ymm0, ymm12, ymm0, ymm2
  vpsrld ymm2, ymm4, 0x10
  vpor ymm0, ymm0, ymm2
  vpextrd ecx, xmm0, 0
  mov ecx, ecx
  movzx ecx, cx
  vpextrd edx, xmm0, 1
  mov edx, edx
  movzx edx, dx
  vpextrd esi, xmm0, 2
  mov esi, esi
  movzx esi, si
  vpextrd r8d, xmm0, 3
  mov r8d, r8d
  movzx r8d, r8w
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
  vmovd xmm0, ecx
  vpinsrd xmm0, xmm0, edx, 1
  vpinsrd xmm0, xmm0, esi, 2
  vpinsrd xmm0, xmm0, r8d, 3
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
  vpextrd ecx, xmm3, 0
  vpmaxud ymm12, ymm0, ymmword ptr [rip+0xb89]  ; 0x1200
  vpcmpeqd ymm12, ymm12, ymm0
  vextractf128 xmm4, ymm12, 1
  vpackssdw xmm4, xmm12, xmm4
  vpacksswb xmm4, xmm4, xmm4
  vpxor xmm12, xmm12, xmm12
  vpcmpeqb xmm4, xmm4, xmm12
  vpabsb xmm4, xmm4
  vpxor xmm4, xmm4, xmmword ptr [rip+0xba0]  ; 0x1240
  vpextrb edx, xmm4, 0
  mov esi, 0x7f80
  test dl, dl
  cmovne ecx, esi
  vpextrd edx, xmm3, 1
  vpextrb esi, xmm4, 1
  mov r8d, 0x7f80
  test sil, sil
  cmovne edx, r8d
  vpextrd esi, xmm3, 2
  vpextrb r8d, xmm4, 2
  mov ebx, 0x7f80
  test r8b, r8b
  cmovne esi, ebx
  vpextrd r8d, xmm3, 3
  vpextrb ebx, xmm4, 3
  mov r12d, 0x7f80
  test bl, bl
  cmovne r8d, r12d
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
  vmovd xmm3, ecx
  vpinsrd xmm3, xmm3, edx, 1
  vpinsrd xmm3, xmm3, esi, 2
  vpinsrd xmm3, xmm3, r8d, 3
  vmovd xmm4, ebx
  vpinsrd xmm4, xmm4, r12d, 1
  vpinsrd xmm4, xmm4, r13d, 2
  vpinsrd xmm4, xmm4, r14d, 3
  vinsertf128 ymm3, ymm3, xmm4, 1
  vpmaxud ymm0, ymm0, ymmword ptr [rip+0xa71]  ; 0x1220
  vpcmpeqd ymm0, ymm0, ymmword ptr [rip+0xa69]  ; 0x1220
  vbroadcastss ymm12, dword ptr [rip+0xaa4]  ; 0x1264
  vblendvps ymm0, ymm12, ymm3, ymm0
  vpsrld ymm2, ymm2, 0x10
  vpor ymm0, ymm0, ymm2
  vpextrd ecx, xmm0, 0
  mov ecx, ecx
  movzx ecx, cx
  vpextrd edx, xmm0, 1
  mov edx, edx
  movzx edx, dx
  vpextrd esi, xmm0, 2
  mov esi, esi
  movzx esi, si
  vpextrd r8d, xmm0, 3
  mov r8d, r8d
  movzx r8d, r8w
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
  vmovd xmm0, ecx
  vpinsrd xmm0, xmm0, edx, 1
  vpinsrd xmm0, xmm0, esi, 2
  vpinsrd xmm0, xmm0, r8d, 3
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
  vpextrd ecx, xmm3, 0
  vpmaxud ymm12, ymm0, ymmword ptr [rip+0x937]  ; 0x1200
  vpcmpeqd ymm12, ymm12, ymm0
  vextractf128 xmm4, ymm12, 1
  vpackssdw xmm4, xmm12, xmm4
  vpacksswb xmm4, xmm4, xmm4
  vpxor xmm12, xmm12, xmm12
  vpcmpeqb xmm4, xmm4, xmm12
  vpabsb xmm4, xmm4
  vpxor xmm4, xmm4, xmmword ptr [rip+0x94e]  ; 0x1240
  vpextrb edx, xmm4, 0
  mov esi, 0x7f80
  test dl, dl
  cmovne ecx, esi
  vpextrd edx, xmm3, 1
  vpextrb esi, xmm4, 1
  mov r8d, 0x7f80
  test sil, sil
  cmovne edx, r8d
  vpextrd esi, xmm3, 2
  vpextrb r8d, xmm4, 2
  mov ebx, 0x7f80
  test r8b, r8b
  cmovne esi, ebx
  vpextrd r8d, xmm3, 3
  vpextrb ebx, xmm4, 3
  mov r12d, 0x7f80
  test bl, bl
  cmovne r8d, r12d
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
  vmovd xmm3, ecx
  vpinsrd xmm3, xmm3, edx, 1
  vpinsrd xmm3, xmm3, esi, 2
  vpinsrd xmm3, xmm3, r8d, 3
  vmovd xmm4, ebx
  vpinsrd xmm4, xmm4, r12d, 1
  vpinsrd xmm4, xmm4, r13d, 2
  vpinsrd xmm4, xmm4, r14d, 3
  vinsertf128 ymm3, ymm3, xmm4, 1
  vpmaxud ymm0, ymm0, ymmword ptr [rip+0x81f]  ; 0x1220
  vpcmpeqd ymm0, ymm0, ymmword ptr [rip+0x817]  ; 0x1220
  vbroadcastss ymm12, dword ptr [rip+0x852]  ; 0x1264
  vblendvps ymm0, ymm12, ymm3, ymm0
  vpsrld ymm2, ymm2, 0x10
  vpor ymm0, ymm0, ymm2
  vpextrd ecx, xmm0, 0
  mov ecx, ecx
  movzx ecx, cx
  vpextrd edx, xmm0, 1
  mov edx, edx
  movzx edx, dx
  vpextrd esi, xmm0, 2
  mov esi, esi
  movzx esi, si
  vpextrd r8d, xmm0, 3
  mov r8d, r8d
  movzx r8d, r8w
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
  vmovd xmm0, ecx
  vpinsrd xmm0, xmm0, edx, 1
  vpinsrd xmm0, xmm0, esi, 2
  vpinsrd xmm0, xmm0, r8d, 3
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
  vpextrd ecx, xmm3, 0
  vpmaxud ymm12, ymm0, ymmword ptr [rip+0x6e5]  ; 0x1200
  vpcmpeqd ymm12, ymm12, ymm0
  vextractf128 xmm4, ymm12, 1
  vpackssdw xmm4, xmm12, xmm4
  vpacksswb xmm4, xmm4, xmm4
  vpxor xmm12, xmm12, xmm12
  vpcmpeqb xmm4, xmm4, xmm12
  vpabsb xmm4, xmm4
  vpxor xmm4, xmm4, xmmword ptr [rip+0x6fc]  ; 0x1240
  vpextrb edx, xmm4, 0
  mov esi, 0x7f80
  test dl, dl
  cmovne ecx, esi
  vpextrd edx, xmm3, 1
  vpextrb esi, xmm4, 1
  mov r8d, 0x7f80
  test sil, sil
  cmovne edx, r8d
  vpextrd esi, xmm3, 2
  vpextrb r8d, xmm4, 2
  mov ebx, 0x7f80
  test r8b, r8b
  cmovne esi, ebx
  vpextrd r8d, xmm3, 3
  vpextrb ebx, xmm4, 3
  mov r12d, 0x7f80
  test bl, bl
  cmovne r8d, r12d
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
  vmovd xmm3, ecx
  vpinsrd xmm3, xmm3, edx, 1
  vpinsrd xmm3, xmm3, esi, 2
  vpinsrd xmm3, xmm3, r8d, 3
  vmovd xmm4, ebx
  vpinsrd xmm4, xmm4, r12d, 1
  vpinsrd xmm4, xmm4, r13d, 2
  vpinsrd xmm4, xmm4, r14d, 3
  vinsertf128 ymm3, ymm3, xmm4, 1
  vpmaxud ymm0, ymm0, ymmword ptr [rip+0x5cd]  ; 0x1220
  vpcmpeqd ymm0, ymm0, ymmword ptr [rip+0x5c5]  ; 0x1220
  vbroadcastss ymm12, dword ptr [rip+0x600]  ; 0x1264
  vblendvps ymm0, ymm12, ymm3, ymm0
  vpsrld ymm2, ymm2, 0x10
  vpor ymm0, ymm0, ymm2
  vpextrd ecx, xmm0, 0
  mov ecx, ecx
  movzx ecx, cx
  vpextrd edx, xmm0, 1
  mov edx, edx
  movzx edx, dx
  vpextrd esi, xmm0, 2
  mov esi, esi
  movzx esi, si
  vpextrd r8d, xmm0, 3
  mov r8d, r8d
  movzx r8d, r8w
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
  vmovd xmm0, ecx
  vpinsrd xmm0, xmm0, edx, 1
  vpinsrd xmm0, xmm0, esi, 2
  vpinsrd xmm0, xmm0, r8d, 3
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
  vpextrd ecx, xmm3, 0
  vpmaxud ymm12, ymm0, ymmword ptr [rip+0x494]  ; 0x1200
  vpcmpeqd ymm12, ymm12, ymm0
  vextractf128 xmm4, ymm12, 1
  vpackssdw xmm4, xmm12, xmm4
  vpacksswb xmm4, xmm4, xmm4
  vpxor xmm12, xmm12, xmm12
  vpcmpeqb xmm4, xmm4, xmm12
  vpabsb xmm4, xmm4
  vpxor xmm4, xmm4, xmmword ptr [rip+0x4ab]  ; 0x1240
  vpextrb edx, xmm4, 0
  mov esi, 0x7f80
  test dl, dl
  cmovne ecx, esi
  vpextrd edx, xmm3, 1
  vpextrb esi, xmm4, 1
  mov r8d, 0x7f80
  test sil, sil
  cmovne edx, r8d
  vpextrd esi, xmm3, 2
  vpextrb r8d, xmm4, 2
  mov ebx, 0x7f80
  test r8b, r8b
  cmovne esi, ebx
  vpextrd r8d, xmm3, 3
  vpextrb ebx, xmm4, 3
  mov r12d, 0x7f80
  test bl, bl
  cmovne r8d, r12d
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
  vmovd xmm3, ecx
  vpinsrd xmm3, xmm3, edx, 1
  vpinsrd xmm3, xmm3, esi, 2
  vpinsrd xmm3, xmm3, r8d, 3
  vmovd xmm4, ebx
  vpinsrd xmm4, xmm4, r12d, 1
  vpinsrd xmm4, xmm4, r13d, 2
  vpinsrd xmm4, xmm4, r14d, 3
  vinsertf128 ymm3, ymm3, xmm4, 1
  vpmaxud ymm0, ymm0, ymmword ptr [rip+0x37c]  ; 0x1220
  vpcmpeqd ymm0, ymm0, ymmword ptr [rip+0x374]  ; 0x1220
  vbroadcastss ymm12, dword ptr [rip+0x3af]  ; 0x1264
  vblendvps ymm0, ymm12, ymm3, ymm0
  vpsrld ymm2, ymm2, 0x10
  vpor ymm0, ymm0, ymm2
  vpextrd ecx, xmm0, 0
  mov ecx, ecx
  movzx ecx, cx
  vpextrd edx, xmm0, 1
  mov edx, edx
  movzx edx, dx
  vpextrd esi, xmm0, 2
  mov esi, esi
  movzx esi, si
  vpextrd r8d, xmm0, 3
  mov r8d, r8d
  movzx r8d, r8w
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
  vmovd xmm0, ecx
  vpinsrd xmm0, xmm0, edx, 1
  vpinsrd xmm0, xmm0, esi, 2
  vpinsrd xmm0, xmm0, r8d, 3
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
  vpextrd ecx, xmm3, 0
  vpmaxud ymm12, ymm0, ymmword ptr [rip+0x242]  ; 0x1200
  vpcmpeqd ymm12, ymm12, ymm0
  vextractf128 xmm4, ymm12, 1
  vpackssdw xmm4, xmm12, xmm4
  vpacksswb xmm4, xmm4, xmm4
  vpxor xmm12, xmm12, xmm12
  vpcmpeqb xmm4, xmm4, xmm12
  vpabsb xmm4, xmm4
  vpxor xmm4, xmm4, xmmword ptr [rip+0x259]  ; 0x1240
  vpextrb edx, xmm4, 0
  mov esi, 0x7f80
  test dl, dl
  cmovne ecx, esi
  vpextrd edx, xmm3, 1
  vpextrb esi, xmm4, 1
  mov r8d, 0x7f80
  test sil, sil
  cmovne edx, r8d
  vpextrd esi, xmm3, 2
  vpextrb r8d, xmm4, 2
  mov ebx, 0x7f80
  test r8b, r8b
  cmovne esi, ebx
  vpextrd r8d, xmm3, 3
  vpextrb ebx, xmm4, 3
  mov r12d, 0x7f80
  test bl, bl
  cmovne r8d, r12d
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
  vmovd xmm3, ecx
  vpinsrd xmm3, xmm3, edx, 1
  vpinsrd xmm3, xmm3, esi, 2
  vpinsrd xmm3, xmm3, r8d, 3
  vmovd xmm4, ebx
  vpinsrd xmm4, xmm4, r12d, 1
  vpinsrd xmm4, xmm4, r13d, 2
  vpinsrd xmm4, xmm4, r14d, 3
  vinsertf128 ymm3, ymm3, xmm4, 1
  vmovaps ymm4, ymmword ptr [rip+0x12b]  ; 0x1220
  vpmaxud ymm0, ymm4, ymm0
  vpcmpeqd ymm0, ymm0, ymm4
  vbroadcastss ymm12, dword ptr [rip+0x15d]  ; 0x1264
  vblendvps ymm0, ymm12, ymm3, ymm0
  vpsrld ymm2, ymm2, 0x10
  vpor ymm0, ymm0, ymm2
  vpextrd ecx, xmm0, 0
  mov ecx, ecx
  vpextrd edx, xmm0, 1
  mov edx, edx
  vpextrd esi, xmm0, 2
  mov esi, esi
  vpextrd r8d, xmm0, 3
  mov r8d, r8d
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
  vmovd xmm0, ecx
  vpinsrw xmm0, xmm0, edx, 1
  vpinsrw xmm0, xmm0, esi, 2
  vpinsrw xmm0, xmm0, r8d, 3
  vpinsrw xmm0, xmm0, ebx, 4
  vpinsrw xmm0, xmm0, r12d, 5
  vpinsrw xmm0, xmm0, r13d, 6
  vpinsrw xmm0, xmm0, r14d, 7
  vmovdqu xmmword ptr [rdi+rax*2], xmm0
  vcmpps ymm0, ymm11, ymm10, 1
  vextractf128 xmm2, ymm0, 1
  vpackssdw xmm0, xmm0, xmm2
  vpacksswb xmm0, xmm0, xmm0
  vpabsb xmm0, xmm0
  mov rsi, qword ptr [rsp+0x20]
  vmovq qword ptr [rsi+rax], xmm0
  add eax, 8
  cmp eax, 0x40
  jl .Lloop1
.Ldone2:
  lea rsp, [rbp-0x28]
  pop rbx
  pop r15
  pop r14
  pop r13
  pop r12
  pop rbp
  vzeroupper
  ret
; constant pool (read-only, after the code)
;   0x1200: 7f7f80007f7f8000 7f7f80007f7f8000 7f7f80007f7f8000 7f7f80007f7f8000
;   0x1220: 7f8000007f800000 7f8000007f800000 7f8000007f800000 7f8000007f800000
;   0x1240: 0101010101010101 0000000000000000
;   0x1250: 80000000
;   0x1254: 00800000
;   0x1258: 08800000
;   0x125c: 00007fff
;   0x1260: 00000001
;   0x1264: 00007fc0
