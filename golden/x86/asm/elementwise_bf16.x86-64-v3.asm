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
  sub rsp, 0x160
  mov qword ptr [rsp+0xe0], rdi
  mov qword ptr [rsp+0xe8], rsi
  mov dword ptr [rsp+0x140], 0x8800000
  mov eax, 0x7f800000
  vmovd xmm0, eax
  vpbroadcastd ymm0, xmm0
  vmovaps ymmword ptr [rsp], ymm0
  mov eax, 0x80000000
  vmovd xmm1, eax
  vpbroadcastd ymm1, xmm1
  mov eax, 0x7fc0
  vmovd xmm2, eax
  vpbroadcastd ymm2, xmm2
  vmovaps ymmword ptr [rsp+0x20], ymm2
  mov eax, 0x7f7f8000
  vmovd xmm3, eax
  vpbroadcastd ymm3, xmm3
  mov eax, 1
  vmovd xmm4, eax
  vpbroadcastb xmm4, xmm4
  mov eax, 0x7f80
  vmovd xmm5, eax
  vpbroadcastd ymm5, xmm5
  vpextrd eax, xmm5, 0
  mov r8d, 0x800000
  vmovd xmm6, r8d
  vpbroadcastd ymm6, xmm6
  vmovd xmm7, dword ptr [rsp+0x140]
  vbroadcastss ymm7, xmm7
  mov r8d, 0x8800000
  vmovd xmm8, r8d
  vpbroadcastd ymm8, xmm8
  mov r8d, 0x7fff
  vmovd xmm9, r8d
  vpbroadcastd ymm9, xmm9
  mov r8d, 1
  vmovd xmm10, r8d
  vpbroadcastd ymm10, xmm10
  xor r8d, r8d
  vmovd xmm11, r8d
  vpbroadcastd ymm11, xmm11
  vpextrd r8d, xmm5, 1
  vpextrd ebx, xmm5, 2
  vpextrd r12d, xmm5, 3
  vextractf128 xmm12, ymm5, 1
  vpextrd r13d, xmm12, 0
  vextractf128 xmm12, ymm5, 1
  vpextrd r14d, xmm12, 1
  vextractf128 xmm12, ymm5, 1
  vpextrd r15d, xmm12, 2
  vextractf128 xmm5, ymm5, 1
  vpextrd esi, xmm5, 3
  mov qword ptr [rsp+0x138], rsi
  xor edi, edi
  mov qword ptr [rsp+0xf0], rdx
  mov qword ptr [rsp+0xf8], rcx
  mov qword ptr [rsp+0x100], rax
  vmovaps ymmword ptr [rsp+0x40], ymm6
  vmovaps ymmword ptr [rsp+0x60], ymm10
  vmovaps ymmword ptr [rsp+0x80], ymm11
  mov qword ptr [rsp+0x108], r8
  mov qword ptr [rsp+0x110], rbx
  mov qword ptr [rsp+0x118], r12
  mov qword ptr [rsp+0x120], r13
  mov qword ptr [rsp+0x128], r14
  mov qword ptr [rsp+0x130], r15
.Lloop1:
  imul esi, edi, 8
  mov r11, qword ptr [rsp+0xf0]
  vmovdqu xmm5, xmmword ptr [r11+rsi*2]
  vpextrw edx, xmm5, 0
  movzx edx, dx
  vpextrw r15d, xmm5, 1
  movzx r15d, r15w
  vpextrw r14d, xmm5, 2
  movzx r14d, r14w
  vpextrw r13d, xmm5, 3
  movzx r13d, r13w
  vpextrw r12d, xmm5, 4
  movzx r12d, r12w
  vpextrw ebx, xmm5, 5
  movzx ebx, bx
  vpextrw r8d, xmm5, 6
  movzx r8d, r8w
  vpextrw eax, xmm5, 7
  movzx eax, ax
  vmovd xmm5, edx
  vpinsrd xmm5, xmm5, r15d, 1
  vpinsrd xmm5, xmm5, r14d, 2
  vpinsrd xmm5, xmm5, r13d, 3
  vmovd xmm12, r12d
  vpinsrd xmm12, xmm12, ebx, 1
  vpinsrd xmm12, xmm12, r8d, 2
  vpinsrd xmm12, xmm12, eax, 3
  vinsertf128 ymm5, ymm5, xmm12, 1
  vpslld ymm5, ymm5, 0x10
  mov r11, qword ptr [rsp+0xf8]
  vmovdqu xmm12, xmmword ptr [r11+rsi*2]
  vpextrw eax, xmm12, 0
  movzx eax, ax
  vpextrw edx, xmm12, 1
  movzx edx, dx
  vpextrw r8d, xmm12, 2
  movzx r8d, r8w
  vpextrw ebx, xmm12, 3
  movzx ebx, bx
  vpextrw r12d, xmm12, 4
  movzx r12d, r12w
  vpextrw r13d, xmm12, 5
  movzx r13d, r13w
  vpextrw r14d, xmm12, 6
  movzx r14d, r14w
  vpextrw r15d, xmm12, 7
  movzx r15d, r15w
  vmovd xmm12, eax
  vpinsrd xmm12, xmm12, edx, 1
  vpinsrd xmm12, xmm12, r8d, 2
  vpinsrd xmm12, xmm12, ebx, 3
  vmovd xmm2, r12d
  vpinsrd xmm2, xmm2, r13d, 1
  vpinsrd xmm2, xmm2, r14d, 2
  vpinsrd xmm2, xmm2, r15d, 3
  vinsertf128 ymm2, ymm12, xmm2, 1
  vpslld ymm2, ymm2, 0x10
  vaddps ymm12, ymm5, ymm2
  vpand ymm0, ymm12, ymm1
  vpxor ymm12, ymm12, ymm0
  vpmaxud ymm6, ymm12, ymm3
  vpcmpeqd ymm6, ymm6, ymm12
  vextractf128 xmm11, ymm6, 1
  vpackssdw xmm6, xmm6, xmm11
  vpacksswb xmm6, xmm6, xmm6
  vpxor xmm11, xmm11, xmm11
  vpcmpeqb xmm6, xmm6, xmm11
  vpabsb xmm6, xmm6
  vpxor xmm6, xmm6, xmm4
  vpextrb eax, xmm6, 0
  vaddps ymm11, ymm12, ymm7
  vpsubd ymm11, ymm11, ymm8
  vpaddd ymm10, ymm12, ymm9
  vmovaps ymmword ptr [rsp+0xa0], ymm2
  vpsrld ymm2, ymm12, 0x10
  vmovaps ymm15, ymmword ptr [rsp+0x60]
  vpand ymm2, ymm2, ymm15
  vpaddd ymm2, ymm10, ymm2
  vpsrld ymm2, ymm2, 0x10
  vmovaps ymm10, ymmword ptr [rsp+0x80]
  vpsubd ymm2, ymm2, ymm10
  vmovaps ymm15, ymmword ptr [rsp+0x40]
  vpmaxud ymm10, ymm12, ymm15
  vpcmpeqd ymm10, ymm10, ymm12
  vblendvps ymm2, ymm11, ymm2, ymm10
  vpextrd edx, xmm2, 0
  test al, al
  mov rax, qword ptr [rsp+0x100]
  cmovne edx, eax
  vpextrb r8d, xmm6, 1
  vpextrd ebx, xmm2, 1
  test r8b, r8b
  mov r8, qword ptr [rsp+0x108]
  cmovne ebx, r8d
  vpextrb r12d, xmm6, 2
  vpextrd r13d, xmm2, 2
  test r12b, r12b
  mov r12, qword ptr [rsp+0x110]
  cmovne r13d, r12d
  vpextrb r14d, xmm6, 3
  vpextrd r15d, xmm2, 3
  test r14b, r14b
  mov r14, qword ptr [rsp+0x118]
  cmovne r15d, r14d
  vpextrb ecx, xmm6, 4
  vextractf128 xmm10, ymm2, 1
  vpextrd r14d, xmm10, 0
  test cl, cl
  mov rcx, qword ptr [rsp+0x120]
  cmovne r14d, ecx
  vpextrb ecx, xmm6, 5
  vextractf128 xmm10, ymm2, 1
  vpextrd r12d, xmm10, 1
  test cl, cl
  mov rcx, qword ptr [rsp+0x128]
  cmovne r12d, ecx
  vpextrb ecx, xmm6, 6
  vextractf128 xmm10, ymm2, 1
  vpextrd r8d, xmm10, 2
  test cl, cl
  mov rcx, qword ptr [rsp+0x130]
  cmovne r8d, ecx
  vpextrb ecx, xmm6, 7
  vextractf128 xmm2, ymm2, 1
  vpextrd eax, xmm2, 3
  test cl, cl
  mov rcx, qword ptr [rsp+0x138]
  cmovne eax, ecx
  vmovd xmm2, edx
  vpinsrd xmm2, xmm2, ebx, 1
  vpinsrd xmm2, xmm2, r13d, 2
  vpinsrd xmm2, xmm2, r15d, 3
  vmovd xmm6, r14d
  vpinsrd xmm6, xmm6, r12d, 1
  vpinsrd xmm6, xmm6, r8d, 2
  vpinsrd xmm6, xmm6, eax, 3
  vinsertf128 ymm2, ymm2, xmm6, 1
  vmovaps ymm6, ymmword ptr [rsp]
  vpmaxud ymm10, ymm6, ymm12
  vpcmpeqd ymm10, ymm10, ymm6
  vmovaps ymm11, ymmword ptr [rsp+0x20]
  vblendvps ymm2, ymm11, ymm2, ymm10
  vpsrld ymm0, ymm0, 0x10
  vpor ymm0, ymm2, ymm0
  vpextrd eax, xmm0, 0
  mov eax, eax
  movzx eax, ax
  vpextrd edx, xmm0, 1
  mov edx, edx
  movzx edx, dx
  vpextrd r8d, xmm0, 2
  mov r8d, r8d
  movzx r8d, r8w
  vpextrd ebx, xmm0, 3
  mov ebx, ebx
  movzx ebx, bx
  vextractf128 xmm2, ymm0, 1
  vpextrd r12d, xmm2, 0
  mov r12d, r12d
  movzx r12d, r12w
  vextractf128 xmm2, ymm0, 1
  vpextrd r13d, xmm2, 1
  mov r13d, r13d
  movzx r13d, r13w
  vextractf128 xmm2, ymm0, 1
  vpextrd r14d, xmm2, 2
  mov r14d, r14d
  movzx r14d, r14w
  vextractf128 xmm0, ymm0, 1
  vpextrd r15d, xmm0, 3
  mov r15d, r15d
  movzx r15d, r15w
  vmovd xmm0, eax
  vpinsrd xmm0, xmm0, edx, 1
  vpinsrd xmm0, xmm0, r8d, 2
  vpinsrd xmm0, xmm0, ebx, 3
  vmovd xmm2, r12d
  vpinsrd xmm2, xmm2, r13d, 1
  vpinsrd xmm2, xmm2, r14d, 2
  vpinsrd xmm2, xmm2, r15d, 3
  vinsertf128 ymm0, ymm0, xmm2, 1
  vpslld ymm0, ymm0, 0x10
  vmulps ymm2, ymm0, ymm5
  vpand ymm10, ymm2, ymm1
  vpxor ymm2, ymm2, ymm10
  vpmaxud ymm12, ymm2, ymm3
  vpcmpeqd ymm12, ymm12, ymm2
  vextractf128 xmm11, ymm12, 1
  vpackssdw xmm11, xmm12, xmm11
  vpacksswb xmm11, xmm11, xmm11
  vpxor xmm12, xmm12, xmm12
  vpcmpeqb xmm11, xmm11, xmm12
  vpabsb xmm11, xmm11
  vpxor xmm11, xmm11, xmm4
  vpextrb eax, xmm11, 0
  vaddps ymm12, ymm2, ymm7
  vpsubd ymm12, ymm12, ymm8
  vpaddd ymm6, ymm2, ymm9
  vmovaps ymmword ptr [rsp+0xc0], ymm0
  vpsrld ymm0, ymm2, 0x10
  vmovaps ymm15, ymmword ptr [rsp+0x60]
  vpand ymm0, ymm0, ymm15
  vpaddd ymm0, ymm6, ymm0
  vpsrld ymm0, ymm0, 0x10
  vmovaps ymm6, ymmword ptr [rsp+0x80]
  vpsubd ymm0, ymm0, ymm6
  vmovaps ymm15, ymmword ptr [rsp+0x40]
  vpmaxud ymm6, ymm2, ymm15
  vpcmpeqd ymm6, ymm6, ymm2
  vblendvps ymm0, ymm12, ymm0, ymm6
  vpextrd edx, xmm0, 0
  test al, al
  mov rax, qword ptr [rsp+0x100]
  cmovne edx, eax
  vpextrb r8d, xmm11, 1
  vpextrd ebx, xmm0, 1
  test r8b, r8b
  mov r8, qword ptr [rsp+0x108]
  cmovne ebx, r8d
  vpextrb r12d, xmm11, 2
  vpextrd r13d, xmm0, 2
  test r12b, r12b
  mov r12, qword ptr [rsp+0x110]
  cmovne r13d, r12d
  vpextrb r14d, xmm11, 3
  vpextrd r15d, xmm0, 3
  test r14b, r14b
  mov r14, qword ptr [rsp+0x118]
  cmovne r15d, r14d
  vpextrb r14d, xmm11, 4
  vextractf128 xmm6, ymm0, 1
  vpextrd r12d, xmm6, 0
  test r14b, r14b
  mov r14, qword ptr [rsp+0x120]
  cmovne r12d, r14d
  vpextrb r14d, xmm11, 5
  vextractf128 xmm6, ymm0, 1
  vpextrd r8d, xmm6, 1
  test r14b, r14b
  mov r14, qword ptr [rsp+0x128]
  cmovne r8d, r14d
  vpextrb r14d, xmm11, 6
  vextractf128 xmm6, ymm0, 1
  vpextrd eax, xmm6, 2
  test r14b, r14b
  mov r14, qword ptr [rsp+0x130]
  cmovne eax, r14d
  vpextrb r14d, xmm11, 7
  vextractf128 xmm0, ymm0, 1
  vpextrd ecx, xmm0, 3
  test r14b, r14b
  mov r14, qword ptr [rsp+0x138]
  cmovne ecx, r14d
  vmovd xmm0, edx
  vpinsrd xmm0, xmm0, ebx, 1
  vpinsrd xmm0, xmm0, r13d, 2
  vpinsrd xmm0, xmm0, r15d, 3
  vmovd xmm6, r12d
  vpinsrd xmm6, xmm6, r8d, 1
  vpinsrd xmm6, xmm6, eax, 2
  vpinsrd xmm6, xmm6, ecx, 3
  vinsertf128 ymm0, ymm0, xmm6, 1
  vmovaps ymm6, ymmword ptr [rsp]
  vpmaxud ymm2, ymm6, ymm2
  vpcmpeqd ymm2, ymm2, ymm6
  vmovaps ymm11, ymmword ptr [rsp+0x20]
  vblendvps ymm0, ymm11, ymm0, ymm2
  vpsrld ymm2, ymm10, 0x10
  vpor ymm0, ymm0, ymm2
  vpextrd eax, xmm0, 0
  mov eax, eax
  movzx eax, ax
  vpextrd ecx, xmm0, 1
  mov ecx, ecx
  movzx ecx, cx
  vpextrd edx, xmm0, 2
  mov edx, edx
  movzx edx, dx
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
  vpextrd r15d, xmm0, 3
  mov r15d, r15d
  movzx r15d, r15w
  vmovd xmm0, eax
  vpinsrd xmm0, xmm0, ecx, 1
  vpinsrd xmm0, xmm0, edx, 2
  vpinsrd xmm0, xmm0, r8d, 3
  vmovd xmm2, ebx
  vpinsrd xmm2, xmm2, r12d, 1
  vpinsrd xmm2, xmm2, r13d, 2
  vpinsrd xmm2, xmm2, r15d, 3
  vinsertf128 ymm0, ymm0, xmm2, 1
  vpslld ymm0, ymm0, 0x10
  vmovaps ymm2, ymmword ptr [rsp+0xa0]
  vdivps ymm0, ymm0, ymm2
  vpand ymm10, ymm0, ymm1
  vpxor ymm0, ymm0, ymm10
  vpmaxud ymm12, ymm0, ymm3
  vpcmpeqd ymm12, ymm12, ymm0
  vextractf128 xmm2, ymm12, 1
  vpackssdw xmm2, xmm12, xmm2
  vpacksswb xmm2, xmm2, xmm2
  vpxor xmm12, xmm12, xmm12
  vpcmpeqb xmm2, xmm2, xmm12
  vpabsb xmm2, xmm2
  vpxor xmm2, xmm2, xmm4
  vpextrb eax, xmm2, 0
  vaddps ymm12, ymm0, ymm7
  vpsubd ymm12, ymm12, ymm8
  vpaddd ymm11, ymm0, ymm9
  vpsrld ymm6, ymm0, 0x10
  vmovaps ymm15, ymmword ptr [rsp+0x60]
  vpand ymm6, ymm6, ymm15
  vpaddd ymm6, ymm11, ymm6
  vpsrld ymm6, ymm6, 0x10
  vmovaps ymm11, ymmword ptr [rsp+0x80]
  vpsubd ymm6, ymm6, ymm11
  vmovaps ymm15, ymmword ptr [rsp+0x40]
  vpmaxud ymm11, ymm0, ymm15
  vpcmpeqd ymm11, ymm11, ymm0
  vblendvps ymm6, ymm12, ymm6, ymm11
  vpextrd ecx, xmm6, 0
  test al, al
  mov rax, qword ptr [rsp+0x100]
  cmovne ecx, eax
  vpextrb edx, xmm2, 1
  vpextrd r8d, xmm6, 1
  test dl, dl
  mov rdx, qword ptr [rsp+0x108]
  cmovne r8d, edx
  vpextrb ebx, xmm2, 2
  vpextrd r12d, xmm6, 2
  test bl, bl
  mov rbx, qword ptr [rsp+0x110]
  cmovne r12d, ebx
  vpextrb r13d, xmm2, 3
  vpextrd r15d, xmm6, 3
  test r13b, r13b
  mov r13, qword ptr [rsp+0x118]
  cmovne r15d, r13d
  vpextrb r13d, xmm2, 4
  vextractf128 xmm11, ymm6, 1
  vpextrd ebx, xmm11, 0
  test r13b, r13b
  mov r13, qword ptr [rsp+0x120]
  cmovne ebx, r13d
  vpextrb r13d, xmm2, 5
  vextractf128 xmm11, ymm6, 1
  vpextrd edx, xmm11, 1
  test r13b, r13b
  mov r13, qword ptr [rsp+0x128]
  cmovne edx, r13d
  vpextrb r13d, xmm2, 6
  vextractf128 xmm11, ymm6, 1
  vpextrd eax, xmm11, 2
  test r13b, r13b
  mov r13, qword ptr [rsp+0x130]
  cmovne eax, r13d
  vpextrb r13d, xmm2, 7
  vextractf128 xmm2, ymm6, 1
  vpextrd r14d, xmm2, 3
  test r13b, r13b
  mov r13, qword ptr [rsp+0x138]
  cmovne r14d, r13d
  vmovd xmm2, ecx
  vpinsrd xmm2, xmm2, r8d, 1
  vpinsrd xmm2, xmm2, r12d, 2
  vpinsrd xmm2, xmm2, r15d, 3
  vmovd xmm6, ebx
  vpinsrd xmm6, xmm6, edx, 1
  vpinsrd xmm6, xmm6, eax, 2
  vpinsrd xmm6, xmm6, r14d, 3
  vinsertf128 ymm2, ymm2, xmm6, 1
  vmovaps ymm6, ymmword ptr [rsp]
  vpmaxud ymm0, ymm6, ymm0
  vpcmpeqd ymm0, ymm0, ymm6
  vmovaps ymm11, ymmword ptr [rsp+0x20]
  vblendvps ymm0, ymm11, ymm2, ymm0
  vpsrld ymm2, ymm10, 0x10
  vpor ymm0, ymm0, ymm2
  vpextrd eax, xmm0, 0
  mov eax, eax
  movzx eax, ax
  vpextrd ecx, xmm0, 1
  mov ecx, ecx
  movzx ecx, cx
  vpextrd edx, xmm0, 2
  mov edx, edx
  movzx edx, dx
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
  vpextrd r14d, xmm2, 2
  mov r14d, r14d
  movzx r14d, r14w
  vextractf128 xmm0, ymm0, 1
  vpextrd r15d, xmm0, 3
  mov r15d, r15d
  movzx r15d, r15w
  vmovd xmm0, eax
  vpinsrd xmm0, xmm0, ecx, 1
  vpinsrd xmm0, xmm0, edx, 2
  vpinsrd xmm0, xmm0, r8d, 3
  vmovd xmm2, ebx
  vpinsrd xmm2, xmm2, r12d, 1
  vpinsrd xmm2, xmm2, r14d, 2
  vpinsrd xmm2, xmm2, r15d, 3
  vinsertf128 ymm0, ymm0, xmm2, 1
  vpslld ymm0, ymm0, 0x10
  vmovaps ymm2, ymmword ptr [rsp+0xa0]
  vmulps ymm0, ymm0, ymm2
  vpand ymm10, ymm0, ymm1
  vpxor ymm0, ymm0, ymm10
  vpmaxud ymm12, ymm0, ymm3
  vpcmpeqd ymm12, ymm12, ymm0
  vextractf128 xmm2, ymm12, 1
  vpackssdw xmm2, xmm12, xmm2
  vpacksswb xmm2, xmm2, xmm2
  vpxor xmm12, xmm12, xmm12
  vpcmpeqb xmm2, xmm2, xmm12
  vpabsb xmm2, xmm2
  vpxor xmm2, xmm2, xmm4
  vpextrb eax, xmm2, 0
  vaddps ymm12, ymm0, ymm7
  vpsubd ymm12, ymm12, ymm8
  vpaddd ymm11, ymm0, ymm9
  vpsrld ymm6, ymm0, 0x10
  vmovaps ymm15, ymmword ptr [rsp+0x60]
  vpand ymm6, ymm6, ymm15
  vpaddd ymm6, ymm11, ymm6
  vpsrld ymm6, ymm6, 0x10
  vmovaps ymm11, ymmword ptr [rsp+0x80]
  vpsubd ymm6, ymm6, ymm11
  vmovaps ymm15, ymmword ptr [rsp+0x40]
  vpmaxud ymm11, ymm0, ymm15
  vpcmpeqd ymm11, ymm11, ymm0
  vblendvps ymm6, ymm12, ymm6, ymm11
  vpextrd ecx, xmm6, 0
  test al, al
  mov rax, qword ptr [rsp+0x100]
  cmovne ecx, eax
  vpextrb edx, xmm2, 1
  vpextrd r8d, xmm6, 1
  test dl, dl
  mov rdx, qword ptr [rsp+0x108]
  cmovne r8d, edx
  vpextrb ebx, xmm2, 2
  vpextrd r12d, xmm6, 2
  test bl, bl
  mov rbx, qword ptr [rsp+0x110]
  cmovne r12d, ebx
  vpextrb r14d, xmm2, 3
  vpextrd r15d, xmm6, 3
  test r14b, r14b
  mov r14, qword ptr [rsp+0x118]
  cmovne r15d, r14d
  vpextrb r14d, xmm2, 4
  vextractf128 xmm11, ymm6, 1
  vpextrd ebx, xmm11, 0
  test r14b, r14b
  mov r14, qword ptr [rsp+0x120]
  cmovne ebx, r14d
  vpextrb r14d, xmm2, 5
  vextractf128 xmm11, ymm6, 1
  vpextrd edx, xmm11, 1
  test r14b, r14b
  mov r14, qword ptr [rsp+0x128]
  cmovne edx, r14d
  vpextrb r14d, xmm2, 6
  vextractf128 xmm11, ymm6, 1
  vpextrd eax, xmm11, 2
  test r14b, r14b
  mov r14, qword ptr [rsp+0x130]
  cmovne eax, r14d
  vpextrb r14d, xmm2, 7
  vextractf128 xmm2, ymm6, 1
  vpextrd r13d, xmm2, 3
  test r14b, r14b
  mov r14, qword ptr [rsp+0x138]
  cmovne r13d, r14d
  vmovd xmm2, ecx
  vpinsrd xmm2, xmm2, r8d, 1
  vpinsrd xmm2, xmm2, r12d, 2
  vpinsrd xmm2, xmm2, r15d, 3
  vmovd xmm6, ebx
  vpinsrd xmm6, xmm6, edx, 1
  vpinsrd xmm6, xmm6, eax, 2
  vpinsrd xmm6, xmm6, r13d, 3
  vinsertf128 ymm2, ymm2, xmm6, 1
  vmovaps ymm6, ymmword ptr [rsp]
  vpmaxud ymm0, ymm6, ymm0
  vpcmpeqd ymm0, ymm0, ymm6
  vmovaps ymm11, ymmword ptr [rsp+0x20]
  vblendvps ymm0, ymm11, ymm2, ymm0
  vpsrld ymm2, ymm10, 0x10
  vpor ymm0, ymm0, ymm2
  vpextrd eax, xmm0, 0
  mov eax, eax
  movzx eax, ax
  vpextrd ecx, xmm0, 1
  mov ecx, ecx
  movzx ecx, cx
  vpextrd edx, xmm0, 2
  mov edx, edx
  movzx edx, dx
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
  vpextrd r15d, xmm0, 3
  mov r15d, r15d
  movzx r15d, r15w
  vmovd xmm0, eax
  vpinsrd xmm0, xmm0, ecx, 1
  vpinsrd xmm0, xmm0, edx, 2
  vpinsrd xmm0, xmm0, r8d, 3
  vmovd xmm2, ebx
  vpinsrd xmm2, xmm2, r12d, 1
  vpinsrd xmm2, xmm2, r13d, 2
  vpinsrd xmm2, xmm2, r15d, 3
  vinsertf128 ymm0, ymm0, xmm2, 1
  vpslld ymm0, ymm0, 0x10
  vaddps ymm0, ymm0, ymm5
  vpand ymm2, ymm0, ymm1
  vpxor ymm0, ymm0, ymm2
  vpmaxud ymm10, ymm0, ymm3
  vpcmpeqd ymm10, ymm10, ymm0
  vextractf128 xmm12, ymm10, 1
  vpackssdw xmm10, xmm10, xmm12
  vpacksswb xmm10, xmm10, xmm10
  vpxor xmm12, xmm12, xmm12
  vpcmpeqb xmm10, xmm10, xmm12
  vpabsb xmm10, xmm10
  vpxor xmm10, xmm10, xmm4
  vpextrb eax, xmm10, 0
  vaddps ymm12, ymm0, ymm7
  vpsubd ymm12, ymm12, ymm8
  vpaddd ymm11, ymm0, ymm9
  vpsrld ymm6, ymm0, 0x10
  vmovaps ymm15, ymmword ptr [rsp+0x60]
  vpand ymm6, ymm6, ymm15
  vpaddd ymm6, ymm11, ymm6
  vpsrld ymm6, ymm6, 0x10
  vmovaps ymm11, ymmword ptr [rsp+0x80]
  vpsubd ymm6, ymm6, ymm11
  vmovaps ymm15, ymmword ptr [rsp+0x40]
  vpmaxud ymm11, ymm0, ymm15
  vpcmpeqd ymm11, ymm11, ymm0
  vblendvps ymm6, ymm12, ymm6, ymm11
  vpextrd ecx, xmm6, 0
  test al, al
  mov rax, qword ptr [rsp+0x100]
  cmovne ecx, eax
  vpextrb edx, xmm10, 1
  vpextrd r8d, xmm6, 1
  test dl, dl
  mov rdx, qword ptr [rsp+0x108]
  cmovne r8d, edx
  vpextrb ebx, xmm10, 2
  vpextrd r12d, xmm6, 2
  test bl, bl
  mov rbx, qword ptr [rsp+0x110]
  cmovne r12d, ebx
  vpextrb r13d, xmm10, 3
  vpextrd r15d, xmm6, 3
  test r13b, r13b
  mov r13, qword ptr [rsp+0x118]
  cmovne r15d, r13d
  vpextrb r13d, xmm10, 4
  vextractf128 xmm11, ymm6, 1
  vpextrd ebx, xmm11, 0
  test r13b, r13b
  mov r13, qword ptr [rsp+0x120]
  cmovne ebx, r13d
  vpextrb r13d, xmm10, 5
  vextractf128 xmm11, ymm6, 1
  vpextrd edx, xmm11, 1
  test r13b, r13b
  mov r13, qword ptr [rsp+0x128]
  cmovne edx, r13d
  vpextrb r13d, xmm10, 6
  vextractf128 xmm11, ymm6, 1
  vpextrd eax, xmm11, 2
  test r13b, r13b
  mov r13, qword ptr [rsp+0x130]
  cmovne eax, r13d
  vpextrb r13d, xmm10, 7
  vextractf128 xmm6, ymm6, 1
  vpextrd r14d, xmm6, 3
  test r13b, r13b
  mov r13, qword ptr [rsp+0x138]
  cmovne r14d, r13d
  vmovd xmm6, ecx
  vpinsrd xmm6, xmm6, r8d, 1
  vpinsrd xmm6, xmm6, r12d, 2
  vpinsrd xmm6, xmm6, r15d, 3
  vmovd xmm10, ebx
  vpinsrd xmm10, xmm10, edx, 1
  vpinsrd xmm10, xmm10, eax, 2
  vpinsrd xmm10, xmm10, r14d, 3
  vinsertf128 ymm6, ymm6, xmm10, 1
  vmovaps ymm10, ymmword ptr [rsp]
  vpmaxud ymm0, ymm10, ymm0
  vpcmpeqd ymm0, ymm0, ymm10
  vmovaps ymm11, ymmword ptr [rsp+0x20]
  vblendvps ymm0, ymm11, ymm6, ymm0
  vpsrld ymm2, ymm2, 0x10
  vpor ymm0, ymm0, ymm2
  vpextrd eax, xmm0, 0
  mov eax, eax
  movzx eax, ax
  vpextrd ecx, xmm0, 1
  mov ecx, ecx
  movzx ecx, cx
  vpextrd edx, xmm0, 2
  mov edx, edx
  movzx edx, dx
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
  vpextrd r14d, xmm2, 2
  mov r14d, r14d
  movzx r14d, r14w
  vextractf128 xmm0, ymm0, 1
  vpextrd r15d, xmm0, 3
  mov r15d, r15d
  movzx r15d, r15w
  vmovd xmm0, eax
  vpinsrd xmm0, xmm0, ecx, 1
  vpinsrd xmm0, xmm0, edx, 2
  vpinsrd xmm0, xmm0, r8d, 3
  vmovd xmm2, ebx
  vpinsrd xmm2, xmm2, r12d, 1
  vpinsrd xmm2, xmm2, r14d, 2
  vpinsrd xmm2, xmm2, r15d, 3
  vinsertf128 ymm0, ymm0, xmm2, 1
  vpslld ymm0, ymm0, 0x10
  vsqrtps ymm0, ymm0
  vpand ymm2, ymm0, ymm1
  vpxor ymm0, ymm0, ymm2
  vpmaxud ymm6, ymm0, ymm3
  vpcmpeqd ymm6, ymm6, ymm0
  vextractf128 xmm12, ymm6, 1
  vpackssdw xmm6, xmm6, xmm12
  vpacksswb xmm6, xmm6, xmm6
  vpxor xmm12, xmm12, xmm12
  vpcmpeqb xmm6, xmm6, xmm12
  vpabsb xmm6, xmm6
  vpxor xmm6, xmm6, xmm4
  vpextrb eax, xmm6, 0
  vaddps ymm12, ymm0, ymm7
  vpsubd ymm12, ymm12, ymm8
  vpaddd ymm11, ymm0, ymm9
  vpsrld ymm10, ymm0, 0x10
  vmovaps ymm15, ymmword ptr [rsp+0x60]
  vpand ymm10, ymm10, ymm15
  vpaddd ymm10, ymm11, ymm10
  vpsrld ymm10, ymm10, 0x10
  vmovaps ymm11, ymmword ptr [rsp+0x80]
  vpsubd ymm10, ymm10, ymm11
  vmovaps ymm15, ymmword ptr [rsp+0x40]
  vpmaxud ymm11, ymm0, ymm15
  vpcmpeqd ymm11, ymm11, ymm0
  vblendvps ymm10, ymm12, ymm10, ymm11
  vpextrd ecx, xmm10, 0
  test al, al
  mov rax, qword ptr [rsp+0x100]
  cmovne ecx, eax
  vpextrb edx, xmm6, 1
  vpextrd r8d, xmm10, 1
  test dl, dl
  mov rdx, qword ptr [rsp+0x108]
  cmovne r8d, edx
  vpextrb ebx, xmm6, 2
  vpextrd r12d, xmm10, 2
  test bl, bl
  mov rbx, qword ptr [rsp+0x110]
  cmovne r12d, ebx
  vpextrb r14d, xmm6, 3
  vpextrd r15d, xmm10, 3
  test r14b, r14b
  mov r14, qword ptr [rsp+0x118]
  cmovne r15d, r14d
  vpextrb r14d, xmm6, 4
  vextractf128 xmm11, ymm10, 1
  vpextrd ebx, xmm11, 0
  test r14b, r14b
  mov r14, qword ptr [rsp+0x120]
  cmovne ebx, r14d
  vpextrb r14d, xmm6, 5
  vextractf128 xmm11, ymm10, 1
  vpextrd edx, xmm11, 1
  test r14b, r14b
  mov r14, qword ptr [rsp+0x128]
  cmovne edx, r14d
  vpextrb r14d, xmm6, 6
  vextractf128 xmm11, ymm10, 1
  vpextrd eax, xmm11, 2
  test r14b, r14b
  mov r14, qword ptr [rsp+0x130]
  cmovne eax, r14d
  vpextrb r14d, xmm6, 7
  vextractf128 xmm6, ymm10, 1
  vpextrd r13d, xmm6, 3
  test r14b, r14b
  mov r14, qword ptr [rsp+0x138]
  cmovne r13d, r14d
  vmovd xmm6, ecx
  vpinsrd xmm6, xmm6, r8d, 1
  vpinsrd xmm6, xmm6, r12d, 2
  vpinsrd xmm6, xmm6, r15d, 3
  vmovd xmm10, ebx
  vpinsrd xmm10, xmm10, edx, 1
  vpinsrd xmm10, xmm10, eax, 2
  vpinsrd xmm10, xmm10, r13d, 3
  vinsertf128 ymm6, ymm6, xmm10, 1
  vmovaps ymm10, ymmword ptr [rsp]
  vpmaxud ymm0, ymm10, ymm0
  vpcmpeqd ymm0, ymm0, ymm10
  vmovaps ymm11, ymmword ptr [rsp+0x20]
  vblendvps ymm0, ymm11, ymm6, ymm0
  vpsrld ymm2, ymm2, 0x10
  vpor ymm0, ymm0, ymm2
  vpextrd eax, xmm0, 0
  mov eax, eax
  movzx eax, ax
  vpextrd ecx, xmm0, 1
  mov ecx, ecx
  movzx ecx, cx
  vpextrd edx, xmm0, 2
  mov edx, edx
  movzx edx, dx
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
  vpextrd r15d, xmm0, 3
  mov r15d, r15d
  movzx r15d, r15w
  vmovd xmm0, eax
  vpinsrd xmm0, xmm0, ecx, 1
  vpinsrd xmm0, xmm0, edx, 2
  vpinsrd xmm0, xmm0, r8d, 3
  vmovd xmm2, ebx
  vpinsrd xmm2, xmm2, r12d, 1
  vpinsrd xmm2, xmm2, r13d, 2
  vpinsrd xmm2, xmm2, r15d, 3
  vinsertf128 ymm0, ymm0, xmm2, 1
  vpslld ymm0, ymm0, 0x10
  vmovaps ymm2, ymmword ptr [rsp+0xc0]
  vminps ymm0, ymm0, ymm2
  vpand ymm2, ymm0, ymm1
  vpxor ymm0, ymm0, ymm2
  vpmaxud ymm6, ymm0, ymm3
  vpcmpeqd ymm6, ymm6, ymm0
  vextractf128 xmm12, ymm6, 1
  vpackssdw xmm6, xmm6, xmm12
  vpacksswb xmm6, xmm6, xmm6
  vpxor xmm12, xmm12, xmm12
  vpcmpeqb xmm6, xmm6, xmm12
  vpabsb xmm6, xmm6
  vpxor xmm6, xmm6, xmm4
  vpextrb eax, xmm6, 0
  vaddps ymm12, ymm0, ymm7
  vpsubd ymm12, ymm12, ymm8
  vpaddd ymm11, ymm0, ymm9
  vpsrld ymm10, ymm0, 0x10
  vmovaps ymm15, ymmword ptr [rsp+0x60]
  vpand ymm10, ymm10, ymm15
  vpaddd ymm10, ymm11, ymm10
  vpsrld ymm10, ymm10, 0x10
  vmovaps ymm11, ymmword ptr [rsp+0x80]
  vpsubd ymm10, ymm10, ymm11
  vmovaps ymm15, ymmword ptr [rsp+0x40]
  vpmaxud ymm11, ymm0, ymm15
  vpcmpeqd ymm11, ymm11, ymm0
  vblendvps ymm10, ymm12, ymm10, ymm11
  vpextrd ecx, xmm10, 0
  test al, al
  mov rax, qword ptr [rsp+0x100]
  cmovne ecx, eax
  vpextrb edx, xmm6, 1
  vpextrd r8d, xmm10, 1
  test dl, dl
  mov rdx, qword ptr [rsp+0x108]
  cmovne r8d, edx
  vpextrb ebx, xmm6, 2
  vpextrd r12d, xmm10, 2
  test bl, bl
  mov rbx, qword ptr [rsp+0x110]
  cmovne r12d, ebx
  vpextrb r13d, xmm6, 3
  vpextrd r15d, xmm10, 3
  test r13b, r13b
  mov r13, qword ptr [rsp+0x118]
  cmovne r15d, r13d
  vpextrb eax, xmm6, 4
  vextractf128 xmm11, ymm10, 1
  vpextrd edx, xmm11, 0
  test al, al
  mov rax, qword ptr [rsp+0x120]
  cmovne edx, eax
  vpextrb ebx, xmm6, 5
  vextractf128 xmm11, ymm10, 1
  vpextrd r13d, xmm11, 1
  test bl, bl
  mov rbx, qword ptr [rsp+0x128]
  cmovne r13d, ebx
  vpextrb eax, xmm6, 6
  vextractf128 xmm11, ymm10, 1
  vpextrd ebx, xmm11, 2
  test al, al
  mov rax, qword ptr [rsp+0x130]
  cmovne ebx, eax
  vpextrb eax, xmm6, 7
  vextractf128 xmm6, ymm10, 1
  vpextrd r14d, xmm6, 3
  test al, al
  mov rax, qword ptr [rsp+0x138]
  cmovne r14d, eax
  vmovd xmm6, ecx
  vpinsrd xmm6, xmm6, r8d, 1
  vpinsrd xmm6, xmm6, r12d, 2
  vpinsrd xmm6, xmm6, r15d, 3
  vmovd xmm10, edx
  vpinsrd xmm10, xmm10, r13d, 1
  vpinsrd xmm10, xmm10, ebx, 2
  vpinsrd xmm10, xmm10, r14d, 3
  vinsertf128 ymm6, ymm6, xmm10, 1
  vmovaps ymm10, ymmword ptr [rsp]
  vpmaxud ymm0, ymm10, ymm0
  vpcmpeqd ymm0, ymm0, ymm10
  vmovaps ymm11, ymmword ptr [rsp+0x20]
  vblendvps ymm0, ymm11, ymm6, ymm0
  vpsrld ymm2, ymm2, 0x10
  vpor ymm0, ymm0, ymm2
  vpextrd ecx, xmm0, 0
  mov ecx, ecx
  vpextrd edx, xmm0, 1
  mov edx, edx
  vpextrd r8d, xmm0, 2
  mov r8d, r8d
  vpextrd ebx, xmm0, 3
  mov ebx, ebx
  vextractf128 xmm2, ymm0, 1
  vpextrd r12d, xmm2, 0
  mov r12d, r12d
  vextractf128 xmm2, ymm0, 1
  vpextrd r13d, xmm2, 1
  mov r13d, r13d
  vextractf128 xmm2, ymm0, 1
  vpextrd r14d, xmm2, 2
  mov r14d, r14d
  vextractf128 xmm0, ymm0, 1
  vpextrd r15d, xmm0, 3
  mov r15d, r15d
  vmovd xmm0, ecx
  vpinsrw xmm0, xmm0, edx, 1
  vpinsrw xmm0, xmm0, r8d, 2
  vpinsrw xmm0, xmm0, ebx, 3
  vpinsrw xmm0, xmm0, r12d, 4
  vpinsrw xmm0, xmm0, r13d, 5
  vpinsrw xmm0, xmm0, r14d, 6
  vpinsrw xmm0, xmm0, r15d, 7
  mov rcx, qword ptr [rsp+0xe0]
  vmovdqu xmmword ptr [rcx+rsi*2], xmm0
  vmovaps ymm2, ymmword ptr [rsp+0xa0]
  vcmpps ymm0, ymm2, ymm5, 1
  vextractf128 xmm2, ymm0, 1
  vpackssdw xmm0, xmm0, xmm2
  vpacksswb xmm0, xmm0, xmm0
  vpabsb xmm0, xmm0
  mov rdx, qword ptr [rsp+0xe8]
  vmovq qword ptr [rdx+rsi], xmm0
  add edi, 1
  cmp edi, 8
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
