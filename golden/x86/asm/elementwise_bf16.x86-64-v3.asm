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
  sub rsp, 0x140
  mov r11, rdi
  mov qword ptr [rsp+0xd0], r11
  mov r11, rsi
  mov qword ptr [rsp+0xd8], r11
  mov r11, rdx
  mov qword ptr [rsp+0xe0], r11
  mov r11, rcx
  mov qword ptr [rsp+0xe8], r11
  mov dword ptr [rsp+0x130], 0x8800000
  mov eax, 0x7f800000
  vmovd xmm0, eax
  vpbroadcastd ymm15, xmm0
  vmovaps ymmword ptr [rsp], ymm15
  mov eax, 0x80000000
  vmovd xmm1, eax
  vpbroadcastd ymm15, xmm1
  vmovaps ymmword ptr [rsp+0x20], ymm15
  mov eax, 0x7fc0
  vmovd xmm2, eax
  vpbroadcastd ymm15, xmm2
  vmovaps ymmword ptr [rsp+0x40], ymm15
  mov eax, 0x7f7f8000
  vmovd xmm3, eax
  vpbroadcastd ymm15, xmm3
  vmovaps ymmword ptr [rsp+0x60], ymm15
  mov eax, 1
  vmovd xmm4, eax
  vpbroadcastb xmm15, xmm4
  vmovaps xmmword ptr [rsp+0xc0], xmm15
  mov eax, 0x7f80
  vmovd xmm5, eax
  vpbroadcastd ymm5, xmm5
  vpextrd r11d, xmm5, 0
  mov qword ptr [rsp+0xf0], r11
  mov r8d, 0x800000
  vmovd xmm6, r8d
  vpbroadcastd ymm15, xmm6
  vmovaps ymmword ptr [rsp+0x80], ymm15
  vmovd xmm7, dword ptr [rsp+0x130]
  vbroadcastss ymm15, xmm7
  vmovaps ymmword ptr [rsp+0xa0], ymm15
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
  vpextrd r11d, xmm5, 1
  mov qword ptr [rsp+0xf8], r11
  vpextrd r11d, xmm5, 2
  mov qword ptr [rsp+0x100], r11
  vpextrd r11d, xmm5, 3
  mov qword ptr [rsp+0x108], r11
  vextractf128 xmm12, ymm5, 1
  vpextrd r11d, xmm12, 0
  mov qword ptr [rsp+0x110], r11
  vextractf128 xmm12, ymm5, 1
  vpextrd r11d, xmm12, 1
  mov qword ptr [rsp+0x118], r11
  vextractf128 xmm12, ymm5, 1
  vpextrd r15d, xmm12, 2
  vextractf128 xmm5, ymm5, 1
  vpextrd r11d, xmm5, 3
  mov qword ptr [rsp+0x120], r11
  xor r11d, r11d
  mov qword ptr [rsp+0x128], r11
.Lloop1:
  mov r11, qword ptr [rsp+0x128]
  imul edi, r11d, 8
  mov r11, qword ptr [rsp+0xe0]
  vmovdqu xmm5, xmmword ptr [r11+rdi*2]
  vpextrw esi, xmm5, 0
  movzx esi, si
  vpextrw edx, xmm5, 1
  movzx edx, dx
  vpextrw ecx, xmm5, 2
  movzx ecx, cx
  vpextrw eax, xmm5, 3
  movzx eax, ax
  vpextrw r8d, xmm5, 4
  movzx r8d, r8w
  vpextrw ebx, xmm5, 5
  movzx ebx, bx
  vpextrw r12d, xmm5, 6
  movzx r12d, r12w
  vpextrw r13d, xmm5, 7
  movzx r13d, r13w
  vmovd xmm5, esi
  vpinsrd xmm5, xmm5, edx, 1
  vpinsrd xmm5, xmm5, ecx, 2
  vpinsrd xmm5, xmm5, eax, 3
  vmovd xmm12, r8d
  vpinsrd xmm12, xmm12, ebx, 1
  vpinsrd xmm12, xmm12, r12d, 2
  vpinsrd xmm12, xmm12, r13d, 3
  vinsertf128 ymm5, ymm5, xmm12, 1
  vpslld ymm5, ymm5, 0x10
  mov r11, qword ptr [rsp+0xe8]
  vmovdqu xmm12, xmmword ptr [r11+rdi*2]
  vpextrw eax, xmm12, 0
  movzx eax, ax
  vpextrw ecx, xmm12, 1
  movzx ecx, cx
  vpextrw edx, xmm12, 2
  movzx edx, dx
  vpextrw esi, xmm12, 3
  movzx esi, si
  vpextrw r8d, xmm12, 4
  movzx r8d, r8w
  vpextrw ebx, xmm12, 5
  movzx ebx, bx
  vpextrw r12d, xmm12, 6
  movzx r12d, r12w
  vpextrw r13d, xmm12, 7
  movzx r13d, r13w
  vmovd xmm12, eax
  vpinsrd xmm12, xmm12, ecx, 1
  vpinsrd xmm12, xmm12, edx, 2
  vpinsrd xmm12, xmm12, esi, 3
  vmovd xmm0, r8d
  vpinsrd xmm0, xmm0, ebx, 1
  vpinsrd xmm0, xmm0, r12d, 2
  vpinsrd xmm0, xmm0, r13d, 3
  vinsertf128 ymm0, ymm12, xmm0, 1
  vpslld ymm0, ymm0, 0x10
  vaddps ymm12, ymm5, ymm0
  vmovaps ymm15, ymmword ptr [rsp+0x20]
  vpand ymm1, ymm12, ymm15
  vpxor ymm12, ymm12, ymm1
  vmovaps ymm15, ymmword ptr [rsp+0x60]
  vpmaxud ymm2, ymm12, ymm15
  vpcmpeqd ymm2, ymm2, ymm12
  vextractf128 xmm3, ymm2, 1
  vpackssdw xmm2, xmm2, xmm3
  vpacksswb xmm2, xmm2, xmm2
  vpxor xmm3, xmm3, xmm3
  vpcmpeqb xmm2, xmm2, xmm3
  vpabsb xmm2, xmm2
  vmovaps xmm15, xmmword ptr [rsp+0xc0]
  vpxor xmm2, xmm2, xmm15
  vpextrb eax, xmm2, 0
  vmovaps ymm15, ymmword ptr [rsp+0xa0]
  vaddps ymm3, ymm12, ymm15
  vpsubd ymm3, ymm3, ymm8
  vpaddd ymm4, ymm12, ymm9
  vpsrld ymm6, ymm12, 0x10
  vpand ymm6, ymm6, ymm10
  vpaddd ymm4, ymm4, ymm6
  vpsrld ymm4, ymm4, 0x10
  vpsubd ymm4, ymm4, ymm11
  vmovaps ymm15, ymmword ptr [rsp+0x80]
  vpmaxud ymm6, ymm12, ymm15
  vpcmpeqd ymm6, ymm6, ymm12
  vblendvps ymm3, ymm3, ymm4, ymm6
  vpextrd ecx, xmm3, 0
  test al, al
  mov r11, qword ptr [rsp+0xf0]
  cmovne ecx, r11d
  vpextrb eax, xmm2, 1
  vpextrd edx, xmm3, 1
  test al, al
  mov r11, qword ptr [rsp+0xf8]
  cmovne edx, r11d
  vpextrb eax, xmm2, 2
  vpextrd esi, xmm3, 2
  test al, al
  mov r11, qword ptr [rsp+0x100]
  cmovne esi, r11d
  vpextrb eax, xmm2, 3
  vpextrd r8d, xmm3, 3
  test al, al
  mov r11, qword ptr [rsp+0x108]
  cmovne r8d, r11d
  vpextrb eax, xmm2, 4
  vextractf128 xmm4, ymm3, 1
  vpextrd ebx, xmm4, 0
  test al, al
  mov r11, qword ptr [rsp+0x110]
  cmovne ebx, r11d
  vpextrb eax, xmm2, 5
  vextractf128 xmm4, ymm3, 1
  vpextrd r12d, xmm4, 1
  test al, al
  mov r11, qword ptr [rsp+0x118]
  cmovne r12d, r11d
  vpextrb eax, xmm2, 6
  vextractf128 xmm4, ymm3, 1
  vpextrd r13d, xmm4, 2
  test al, al
  cmovne r13d, r15d
  vpextrb eax, xmm2, 7
  vextractf128 xmm2, ymm3, 1
  vpextrd r14d, xmm2, 3
  test al, al
  mov r11, qword ptr [rsp+0x120]
  cmovne r14d, r11d
  vmovd xmm2, ecx
  vpinsrd xmm2, xmm2, edx, 1
  vpinsrd xmm2, xmm2, esi, 2
  vpinsrd xmm2, xmm2, r8d, 3
  vmovd xmm3, ebx
  vpinsrd xmm3, xmm3, r12d, 1
  vpinsrd xmm3, xmm3, r13d, 2
  vpinsrd xmm3, xmm3, r14d, 3
  vinsertf128 ymm2, ymm2, xmm3, 1
  vmovaps ymm15, ymmword ptr [rsp]
  vpmaxud ymm3, ymm15, ymm12
  vmovaps ymm15, ymmword ptr [rsp]
  vpcmpeqd ymm3, ymm3, ymm15
  vmovaps ymm15, ymmword ptr [rsp+0x40]
  vblendvps ymm2, ymm15, ymm2, ymm3
  vpsrld ymm1, ymm1, 0x10
  vpor ymm1, ymm2, ymm1
  vpextrd eax, xmm1, 0
  mov eax, eax
  movzx eax, ax
  vpextrd ecx, xmm1, 1
  mov ecx, ecx
  movzx ecx, cx
  vpextrd edx, xmm1, 2
  mov edx, edx
  movzx edx, dx
  vpextrd esi, xmm1, 3
  mov esi, esi
  movzx esi, si
  vextractf128 xmm2, ymm1, 1
  vpextrd r8d, xmm2, 0
  mov r8d, r8d
  movzx r8d, r8w
  vextractf128 xmm2, ymm1, 1
  vpextrd ebx, xmm2, 1
  mov ebx, ebx
  movzx ebx, bx
  vextractf128 xmm2, ymm1, 1
  vpextrd r12d, xmm2, 2
  mov r12d, r12d
  movzx r12d, r12w
  vextractf128 xmm1, ymm1, 1
  vpextrd r13d, xmm1, 3
  mov r13d, r13d
  movzx r13d, r13w
  vmovd xmm1, eax
  vpinsrd xmm1, xmm1, ecx, 1
  vpinsrd xmm1, xmm1, edx, 2
  vpinsrd xmm1, xmm1, esi, 3
  vmovd xmm2, r8d
  vpinsrd xmm2, xmm2, ebx, 1
  vpinsrd xmm2, xmm2, r12d, 2
  vpinsrd xmm2, xmm2, r13d, 3
  vinsertf128 ymm1, ymm1, xmm2, 1
  vpslld ymm1, ymm1, 0x10
  vmulps ymm2, ymm1, ymm5
  vmovaps ymm15, ymmword ptr [rsp+0x20]
  vpand ymm3, ymm2, ymm15
  vpxor ymm2, ymm2, ymm3
  vmovaps ymm15, ymmword ptr [rsp+0x60]
  vpmaxud ymm4, ymm2, ymm15
  vpcmpeqd ymm4, ymm4, ymm2
  vextractf128 xmm6, ymm4, 1
  vpackssdw xmm4, xmm4, xmm6
  vpacksswb xmm4, xmm4, xmm4
  vpxor xmm6, xmm6, xmm6
  vpcmpeqb xmm4, xmm4, xmm6
  vpabsb xmm4, xmm4
  vmovaps xmm15, xmmword ptr [rsp+0xc0]
  vpxor xmm4, xmm4, xmm15
  vpextrb eax, xmm4, 0
  vmovaps ymm15, ymmword ptr [rsp+0xa0]
  vaddps ymm6, ymm2, ymm15
  vpsubd ymm6, ymm6, ymm8
  vpaddd ymm12, ymm2, ymm9
  vpsrld ymm7, ymm2, 0x10
  vpand ymm7, ymm7, ymm10
  vpaddd ymm7, ymm12, ymm7
  vpsrld ymm7, ymm7, 0x10
  vpsubd ymm7, ymm7, ymm11
  vmovaps ymm15, ymmword ptr [rsp+0x80]
  vpmaxud ymm12, ymm2, ymm15
  vpcmpeqd ymm12, ymm12, ymm2
  vblendvps ymm6, ymm6, ymm7, ymm12
  vpextrd ecx, xmm6, 0
  test al, al
  mov r11, qword ptr [rsp+0xf0]
  cmovne ecx, r11d
  vpextrb eax, xmm4, 1
  vpextrd edx, xmm6, 1
  test al, al
  mov r11, qword ptr [rsp+0xf8]
  cmovne edx, r11d
  vpextrb eax, xmm4, 2
  vpextrd esi, xmm6, 2
  test al, al
  mov r11, qword ptr [rsp+0x100]
  cmovne esi, r11d
  vpextrb eax, xmm4, 3
  vpextrd r8d, xmm6, 3
  test al, al
  mov r11, qword ptr [rsp+0x108]
  cmovne r8d, r11d
  vpextrb eax, xmm4, 4
  vextractf128 xmm7, ymm6, 1
  vpextrd ebx, xmm7, 0
  test al, al
  mov r11, qword ptr [rsp+0x110]
  cmovne ebx, r11d
  vpextrb eax, xmm4, 5
  vextractf128 xmm7, ymm6, 1
  vpextrd r12d, xmm7, 1
  test al, al
  mov r11, qword ptr [rsp+0x118]
  cmovne r12d, r11d
  vpextrb eax, xmm4, 6
  vextractf128 xmm7, ymm6, 1
  vpextrd r13d, xmm7, 2
  test al, al
  cmovne r13d, r15d
  vpextrb eax, xmm4, 7
  vextractf128 xmm4, ymm6, 1
  vpextrd r14d, xmm4, 3
  test al, al
  mov r11, qword ptr [rsp+0x120]
  cmovne r14d, r11d
  vmovd xmm4, ecx
  vpinsrd xmm4, xmm4, edx, 1
  vpinsrd xmm4, xmm4, esi, 2
  vpinsrd xmm4, xmm4, r8d, 3
  vmovd xmm6, ebx
  vpinsrd xmm6, xmm6, r12d, 1
  vpinsrd xmm6, xmm6, r13d, 2
  vpinsrd xmm6, xmm6, r14d, 3
  vinsertf128 ymm4, ymm4, xmm6, 1
  vmovaps ymm15, ymmword ptr [rsp]
  vpmaxud ymm2, ymm15, ymm2
  vmovaps ymm15, ymmword ptr [rsp]
  vpcmpeqd ymm2, ymm2, ymm15
  vmovaps ymm15, ymmword ptr [rsp+0x40]
  vblendvps ymm2, ymm15, ymm4, ymm2
  vpsrld ymm3, ymm3, 0x10
  vpor ymm2, ymm2, ymm3
  vpextrd eax, xmm2, 0
  mov eax, eax
  movzx eax, ax
  vpextrd ecx, xmm2, 1
  mov ecx, ecx
  movzx ecx, cx
  vpextrd edx, xmm2, 2
  mov edx, edx
  movzx edx, dx
  vpextrd esi, xmm2, 3
  mov esi, esi
  movzx esi, si
  vextractf128 xmm3, ymm2, 1
  vpextrd r8d, xmm3, 0
  mov r8d, r8d
  movzx r8d, r8w
  vextractf128 xmm3, ymm2, 1
  vpextrd ebx, xmm3, 1
  mov ebx, ebx
  movzx ebx, bx
  vextractf128 xmm3, ymm2, 1
  vpextrd r12d, xmm3, 2
  mov r12d, r12d
  movzx r12d, r12w
  vextractf128 xmm2, ymm2, 1
  vpextrd r13d, xmm2, 3
  mov r13d, r13d
  movzx r13d, r13w
  vmovd xmm2, eax
  vpinsrd xmm2, xmm2, ecx, 1
  vpinsrd xmm2, xmm2, edx, 2
  vpinsrd xmm2, xmm2, esi, 3
  vmovd xmm3, r8d
  vpinsrd xmm3, xmm3, ebx, 1
  vpinsrd xmm3, xmm3, r12d, 2
  vpinsrd xmm3, xmm3, r13d, 3
  vinsertf128 ymm2, ymm2, xmm3, 1
  vpslld ymm2, ymm2, 0x10
  vdivps ymm2, ymm2, ymm0
  vmovaps ymm15, ymmword ptr [rsp+0x20]
  vpand ymm3, ymm2, ymm15
  vpxor ymm2, ymm2, ymm3
  vmovaps ymm15, ymmword ptr [rsp+0x60]
  vpmaxud ymm4, ymm2, ymm15
  vpcmpeqd ymm4, ymm4, ymm2
  vextractf128 xmm6, ymm4, 1
  vpackssdw xmm4, xmm4, xmm6
  vpacksswb xmm4, xmm4, xmm4
  vpxor xmm6, xmm6, xmm6
  vpcmpeqb xmm4, xmm4, xmm6
  vpabsb xmm4, xmm4
  vmovaps xmm15, xmmword ptr [rsp+0xc0]
  vpxor xmm4, xmm4, xmm15
  vpextrb eax, xmm4, 0
  vmovaps ymm15, ymmword ptr [rsp+0xa0]
  vaddps ymm6, ymm2, ymm15
  vpsubd ymm6, ymm6, ymm8
  vpaddd ymm7, ymm2, ymm9
  vpsrld ymm12, ymm2, 0x10
  vpand ymm12, ymm12, ymm10
  vpaddd ymm7, ymm7, ymm12
  vpsrld ymm7, ymm7, 0x10
  vpsubd ymm7, ymm7, ymm11
  vmovaps ymm15, ymmword ptr [rsp+0x80]
  vpmaxud ymm12, ymm2, ymm15
  vpcmpeqd ymm12, ymm12, ymm2
  vblendvps ymm6, ymm6, ymm7, ymm12
  vpextrd ecx, xmm6, 0
  test al, al
  mov r11, qword ptr [rsp+0xf0]
  cmovne ecx, r11d
  vpextrb eax, xmm4, 1
  vpextrd edx, xmm6, 1
  test al, al
  mov r11, qword ptr [rsp+0xf8]
  cmovne edx, r11d
  vpextrb eax, xmm4, 2
  vpextrd esi, xmm6, 2
  test al, al
  mov r11, qword ptr [rsp+0x100]
  cmovne esi, r11d
  vpextrb eax, xmm4, 3
  vpextrd r8d, xmm6, 3
  test al, al
  mov r11, qword ptr [rsp+0x108]
  cmovne r8d, r11d
  vpextrb eax, xmm4, 4
  vextractf128 xmm7, ymm6, 1
  vpextrd ebx, xmm7, 0
  test al, al
  mov r11, qword ptr [rsp+0x110]
  cmovne ebx, r11d
  vpextrb eax, xmm4, 5
  vextractf128 xmm7, ymm6, 1
  vpextrd r12d, xmm7, 1
  test al, al
  mov r11, qword ptr [rsp+0x118]
  cmovne r12d, r11d
  vpextrb eax, xmm4, 6
  vextractf128 xmm7, ymm6, 1
  vpextrd r13d, xmm7, 2
  test al, al
  cmovne r13d, r15d
  vpextrb eax, xmm4, 7
  vextractf128 xmm4, ymm6, 1
  vpextrd r14d, xmm4, 3
  test al, al
  mov r11, qword ptr [rsp+0x120]
  cmovne r14d, r11d
  vmovd xmm4, ecx
  vpinsrd xmm4, xmm4, edx, 1
  vpinsrd xmm4, xmm4, esi, 2
  vpinsrd xmm4, xmm4, r8d, 3
  vmovd xmm6, ebx
  vpinsrd xmm6, xmm6, r12d, 1
  vpinsrd xmm6, xmm6, r13d, 2
  vpinsrd xmm6, xmm6, r14d, 3
  vinsertf128 ymm4, ymm4, xmm6, 1
  vmovaps ymm15, ymmword ptr [rsp]
  vpmaxud ymm2, ymm15, ymm2
  vmovaps ymm15, ymmword ptr [rsp]
  vpcmpeqd ymm2, ymm2, ymm15
  vmovaps ymm15, ymmword ptr [rsp+0x40]
  vblendvps ymm2, ymm15, ymm4, ymm2
  vpsrld ymm3, ymm3, 0x10
  vpor ymm2, ymm2, ymm3
  vpextrd eax, xmm2, 0
  mov eax, eax
  movzx eax, ax
  vpextrd ecx, xmm2, 1
  mov ecx, ecx
  movzx ecx, cx
  vpextrd edx, xmm2, 2
  mov edx, edx
  movzx edx, dx
  vpextrd esi, xmm2, 3
  mov esi, esi
  movzx esi, si
  vextractf128 xmm3, ymm2, 1
  vpextrd r8d, xmm3, 0
  mov r8d, r8d
  movzx r8d, r8w
  vextractf128 xmm3, ymm2, 1
  vpextrd ebx, xmm3, 1
  mov ebx, ebx
  movzx ebx, bx
  vextractf128 xmm3, ymm2, 1
  vpextrd r12d, xmm3, 2
  mov r12d, r12d
  movzx r12d, r12w
  vextractf128 xmm2, ymm2, 1
  vpextrd r13d, xmm2, 3
  mov r13d, r13d
  movzx r13d, r13w
  vmovd xmm2, eax
  vpinsrd xmm2, xmm2, ecx, 1
  vpinsrd xmm2, xmm2, edx, 2
  vpinsrd xmm2, xmm2, esi, 3
  vmovd xmm3, r8d
  vpinsrd xmm3, xmm3, ebx, 1
  vpinsrd xmm3, xmm3, r12d, 2
  vpinsrd xmm3, xmm3, r13d, 3
  vinsertf128 ymm2, ymm2, xmm3, 1
  vpslld ymm2, ymm2, 0x10
  vmulps ymm2, ymm2, ymm0
  vmovaps ymm15, ymmword ptr [rsp+0x20]
  vpand ymm3, ymm2, ymm15
  vpxor ymm2, ymm2, ymm3
  vmovaps ymm15, ymmword ptr [rsp+0x60]
  vpmaxud ymm4, ymm2, ymm15
  vpcmpeqd ymm4, ymm4, ymm2
  vextractf128 xmm6, ymm4, 1
  vpackssdw xmm4, xmm4, xmm6
  vpacksswb xmm4, xmm4, xmm4
  vpxor xmm6, xmm6, xmm6
  vpcmpeqb xmm4, xmm4, xmm6
  vpabsb xmm4, xmm4
  vmovaps xmm15, xmmword ptr [rsp+0xc0]
  vpxor xmm4, xmm4, xmm15
  vpextrb eax, xmm4, 0
  vmovaps ymm15, ymmword ptr [rsp+0xa0]
  vaddps ymm6, ymm2, ymm15
  vpsubd ymm6, ymm6, ymm8
  vpaddd ymm7, ymm2, ymm9
  vpsrld ymm12, ymm2, 0x10
  vpand ymm12, ymm12, ymm10
  vpaddd ymm7, ymm7, ymm12
  vpsrld ymm7, ymm7, 0x10
  vpsubd ymm7, ymm7, ymm11
  vmovaps ymm15, ymmword ptr [rsp+0x80]
  vpmaxud ymm12, ymm2, ymm15
  vpcmpeqd ymm12, ymm12, ymm2
  vblendvps ymm6, ymm6, ymm7, ymm12
  vpextrd ecx, xmm6, 0
  test al, al
  mov r11, qword ptr [rsp+0xf0]
  cmovne ecx, r11d
  vpextrb eax, xmm4, 1
  vpextrd edx, xmm6, 1
  test al, al
  mov r11, qword ptr [rsp+0xf8]
  cmovne edx, r11d
  vpextrb eax, xmm4, 2
  vpextrd esi, xmm6, 2
  test al, al
  mov r11, qword ptr [rsp+0x100]
  cmovne esi, r11d
  vpextrb eax, xmm4, 3
  vpextrd r8d, xmm6, 3
  test al, al
  mov r11, qword ptr [rsp+0x108]
  cmovne r8d, r11d
  vpextrb eax, xmm4, 4
  vextractf128 xmm7, ymm6, 1
  vpextrd ebx, xmm7, 0
  test al, al
  mov r11, qword ptr [rsp+0x110]
  cmovne ebx, r11d
  vpextrb eax, xmm4, 5
  vextractf128 xmm7, ymm6, 1
  vpextrd r12d, xmm7, 1
  test al, al
  mov r11, qword ptr [rsp+0x118]
  cmovne r12d, r11d
  vpextrb eax, xmm4, 6
  vextractf128 xmm7, ymm6, 1
  vpextrd r13d, xmm7, 2
  test al, al
  cmovne r13d, r15d
  vpextrb eax, xmm4, 7
  vextractf128 xmm4, ymm6, 1
  vpextrd r14d, xmm4, 3
  test al, al
  mov r11, qword ptr [rsp+0x120]
  cmovne r14d, r11d
  vmovd xmm4, ecx
  vpinsrd xmm4, xmm4, edx, 1
  vpinsrd xmm4, xmm4, esi, 2
  vpinsrd xmm4, xmm4, r8d, 3
  vmovd xmm6, ebx
  vpinsrd xmm6, xmm6, r12d, 1
  vpinsrd xmm6, xmm6, r13d, 2
  vpinsrd xmm6, xmm6, r14d, 3
  vinsertf128 ymm4, ymm4, xmm6, 1
  vmovaps ymm15, ymmword ptr [rsp]
  vpmaxud ymm2, ymm15, ymm2
  vmovaps ymm15, ymmword ptr [rsp]
  vpcmpeqd ymm2, ymm2, ymm15
  vmovaps ymm15, ymmword ptr [rsp+0x40]
  vblendvps ymm2, ymm15, ymm4, ymm2
  vpsrld ymm3, ymm3, 0x10
  vpor ymm2, ymm2, ymm3
  vpextrd eax, xmm2, 0
  mov eax, eax
  movzx eax, ax
  vpextrd ecx, xmm2, 1
  mov ecx, ecx
  movzx ecx, cx
  vpextrd edx, xmm2, 2
  mov edx, edx
  movzx edx, dx
  vpextrd esi, xmm2, 3
  mov esi, esi
  movzx esi, si
  vextractf128 xmm3, ymm2, 1
  vpextrd r8d, xmm3, 0
  mov r8d, r8d
  movzx r8d, r8w
  vextractf128 xmm3, ymm2, 1
  vpextrd ebx, xmm3, 1
  mov ebx, ebx
  movzx ebx, bx
  vextractf128 xmm3, ymm2, 1
  vpextrd r12d, xmm3, 2
  mov r12d, r12d
  movzx r12d, r12w
  vextractf128 xmm2, ymm2, 1
  vpextrd r13d, xmm2, 3
  mov r13d, r13d
  movzx r13d, r13w
  vmovd xmm2, eax
  vpinsrd xmm2, xmm2, ecx, 1
  vpinsrd xmm2, xmm2, edx, 2
  vpinsrd xmm2, xmm2, esi, 3
  vmovd xmm3, r8d
  vpinsrd xmm3, xmm3, ebx, 1
  vpinsrd xmm3, xmm3, r12d, 2
  vpinsrd xmm3, xmm3, r13d, 3
  vinsertf128 ymm2, ymm2, xmm3, 1
  vpslld ymm2, ymm2, 0x10
  vaddps ymm2, ymm2, ymm5
  vmovaps ymm15, ymmword ptr [rsp+0x20]
  vpand ymm3, ymm2, ymm15
  vpxor ymm2, ymm2, ymm3
  vmovaps ymm15, ymmword ptr [rsp+0x60]
  vpmaxud ymm4, ymm2, ymm15
  vpcmpeqd ymm4, ymm4, ymm2
  vextractf128 xmm6, ymm4, 1
  vpackssdw xmm4, xmm4, xmm6
  vpacksswb xmm4, xmm4, xmm4
  vpxor xmm6, xmm6, xmm6
  vpcmpeqb xmm4, xmm4, xmm6
  vpabsb xmm4, xmm4
  vmovaps xmm15, xmmword ptr [rsp+0xc0]
  vpxor xmm4, xmm4, xmm15
  vpextrb eax, xmm4, 0
  vmovaps ymm15, ymmword ptr [rsp+0xa0]
  vaddps ymm6, ymm2, ymm15
  vpsubd ymm6, ymm6, ymm8
  vpaddd ymm7, ymm2, ymm9
  vpsrld ymm12, ymm2, 0x10
  vpand ymm12, ymm12, ymm10
  vpaddd ymm7, ymm7, ymm12
  vpsrld ymm7, ymm7, 0x10
  vpsubd ymm7, ymm7, ymm11
  vmovaps ymm15, ymmword ptr [rsp+0x80]
  vpmaxud ymm12, ymm2, ymm15
  vpcmpeqd ymm12, ymm12, ymm2
  vblendvps ymm6, ymm6, ymm7, ymm12
  vpextrd ecx, xmm6, 0
  test al, al
  mov r11, qword ptr [rsp+0xf0]
  cmovne ecx, r11d
  vpextrb eax, xmm4, 1
  vpextrd edx, xmm6, 1
  test al, al
  mov r11, qword ptr [rsp+0xf8]
  cmovne edx, r11d
  vpextrb eax, xmm4, 2
  vpextrd esi, xmm6, 2
  test al, al
  mov r11, qword ptr [rsp+0x100]
  cmovne esi, r11d
  vpextrb eax, xmm4, 3
  vpextrd r8d, xmm6, 3
  test al, al
  mov r11, qword ptr [rsp+0x108]
  cmovne r8d, r11d
  vpextrb eax, xmm4, 4
  vextractf128 xmm7, ymm6, 1
  vpextrd ebx, xmm7, 0
  test al, al
  mov r11, qword ptr [rsp+0x110]
  cmovne ebx, r11d
  vpextrb eax, xmm4, 5
  vextractf128 xmm7, ymm6, 1
  vpextrd r12d, xmm7, 1
  test al, al
  mov r11, qword ptr [rsp+0x118]
  cmovne r12d, r11d
  vpextrb eax, xmm4, 6
  vextractf128 xmm7, ymm6, 1
  vpextrd r13d, xmm7, 2
  test al, al
  cmovne r13d, r15d
  vpextrb eax, xmm4, 7
  vextractf128 xmm4, ymm6, 1
  vpextrd r14d, xmm4, 3
  test al, al
  mov r11, qword ptr [rsp+0x120]
  cmovne r14d, r11d
  vmovd xmm4, ecx
  vpinsrd xmm4, xmm4, edx, 1
  vpinsrd xmm4, xmm4, esi, 2
  vpinsrd xmm4, xmm4, r8d, 3
  vmovd xmm6, ebx
  vpinsrd xmm6, xmm6, r12d, 1
  vpinsrd xmm6, xmm6, r13d, 2
  vpinsrd xmm6, xmm6, r14d, 3
  vinsertf128 ymm4, ymm4, xmm6, 1
  vmovaps ymm15, ymmword ptr [rsp]
  vpmaxud ymm2, ymm15, ymm2
  vmovaps ymm15, ymmword ptr [rsp]
  vpcmpeqd ymm2, ymm2, ymm15
  vmovaps ymm15, ymmword ptr [rsp+0x40]
  vblendvps ymm2, ymm15, ymm4, ymm2
  vpsrld ymm3, ymm3, 0x10
  vpor ymm2, ymm2, ymm3
  vpextrd eax, xmm2, 0
  mov eax, eax
  movzx eax, ax
  vpextrd ecx, xmm2, 1
  mov ecx, ecx
  movzx ecx, cx
  vpextrd edx, xmm2, 2
  mov edx, edx
  movzx edx, dx
  vpextrd esi, xmm2, 3
  mov esi, esi
  movzx esi, si
  vextractf128 xmm3, ymm2, 1
  vpextrd r8d, xmm3, 0
  mov r8d, r8d
  movzx r8d, r8w
  vextractf128 xmm3, ymm2, 1
  vpextrd ebx, xmm3, 1
  mov ebx, ebx
  movzx ebx, bx
  vextractf128 xmm3, ymm2, 1
  vpextrd r12d, xmm3, 2
  mov r12d, r12d
  movzx r12d, r12w
  vextractf128 xmm2, ymm2, 1
  vpextrd r13d, xmm2, 3
  mov r13d, r13d
  movzx r13d, r13w
  vmovd xmm2, eax
  vpinsrd xmm2, xmm2, ecx, 1
  vpinsrd xmm2, xmm2, edx, 2
  vpinsrd xmm2, xmm2, esi, 3
  vmovd xmm3, r8d
  vpinsrd xmm3, xmm3, ebx, 1
  vpinsrd xmm3, xmm3, r12d, 2
  vpinsrd xmm3, xmm3, r13d, 3
  vinsertf128 ymm2, ymm2, xmm3, 1
  vpslld ymm2, ymm2, 0x10
  vsqrtps ymm2, ymm2
  vmovaps ymm15, ymmword ptr [rsp+0x20]
  vpand ymm3, ymm2, ymm15
  vpxor ymm2, ymm2, ymm3
  vmovaps ymm15, ymmword ptr [rsp+0x60]
  vpmaxud ymm4, ymm2, ymm15
  vpcmpeqd ymm4, ymm4, ymm2
  vextractf128 xmm6, ymm4, 1
  vpackssdw xmm4, xmm4, xmm6
  vpacksswb xmm4, xmm4, xmm4
  vpxor xmm6, xmm6, xmm6
  vpcmpeqb xmm4, xmm4, xmm6
  vpabsb xmm4, xmm4
  vmovaps xmm15, xmmword ptr [rsp+0xc0]
  vpxor xmm4, xmm4, xmm15
  vpextrb eax, xmm4, 0
  vmovaps ymm15, ymmword ptr [rsp+0xa0]
  vaddps ymm6, ymm2, ymm15
  vpsubd ymm6, ymm6, ymm8
  vpaddd ymm7, ymm2, ymm9
  vpsrld ymm12, ymm2, 0x10
  vpand ymm12, ymm12, ymm10
  vpaddd ymm7, ymm7, ymm12
  vpsrld ymm7, ymm7, 0x10
  vpsubd ymm7, ymm7, ymm11
  vmovaps ymm15, ymmword ptr [rsp+0x80]
  vpmaxud ymm12, ymm2, ymm15
  vpcmpeqd ymm12, ymm12, ymm2
  vblendvps ymm6, ymm6, ymm7, ymm12
  vpextrd ecx, xmm6, 0
  test al, al
  mov r11, qword ptr [rsp+0xf0]
  cmovne ecx, r11d
  vpextrb eax, xmm4, 1
  vpextrd edx, xmm6, 1
  test al, al
  mov r11, qword ptr [rsp+0xf8]
  cmovne edx, r11d
  vpextrb eax, xmm4, 2
  vpextrd esi, xmm6, 2
  test al, al
  mov r11, qword ptr [rsp+0x100]
  cmovne esi, r11d
  vpextrb eax, xmm4, 3
  vpextrd r8d, xmm6, 3
  test al, al
  mov r11, qword ptr [rsp+0x108]
  cmovne r8d, r11d
  vpextrb eax, xmm4, 4
  vextractf128 xmm7, ymm6, 1
  vpextrd ebx, xmm7, 0
  test al, al
  mov r11, qword ptr [rsp+0x110]
  cmovne ebx, r11d
  vpextrb eax, xmm4, 5
  vextractf128 xmm7, ymm6, 1
  vpextrd r12d, xmm7, 1
  test al, al
  mov r11, qword ptr [rsp+0x118]
  cmovne r12d, r11d
  vpextrb eax, xmm4, 6
  vextractf128 xmm7, ymm6, 1
  vpextrd r13d, xmm7, 2
  test al, al
  cmovne r13d, r15d
  vpextrb eax, xmm4, 7
  vextractf128 xmm4, ymm6, 1
  vpextrd r14d, xmm4, 3
  test al, al
  mov r11, qword ptr [rsp+0x120]
  cmovne r14d, r11d
  vmovd xmm4, ecx
  vpinsrd xmm4, xmm4, edx, 1
  vpinsrd xmm4, xmm4, esi, 2
  vpinsrd xmm4, xmm4, r8d, 3
  vmovd xmm6, ebx
  vpinsrd xmm6, xmm6, r12d, 1
  vpinsrd xmm6, xmm6, r13d, 2
  vpinsrd xmm6, xmm6, r14d, 3
  vinsertf128 ymm4, ymm4, xmm6, 1
  vmovaps ymm15, ymmword ptr [rsp]
  vpmaxud ymm2, ymm15, ymm2
  vmovaps ymm15, ymmword ptr [rsp]
  vpcmpeqd ymm2, ymm2, ymm15
  vmovaps ymm15, ymmword ptr [rsp+0x40]
  vblendvps ymm2, ymm15, ymm4, ymm2
  vpsrld ymm3, ymm3, 0x10
  vpor ymm2, ymm2, ymm3
  vpextrd eax, xmm2, 0
  mov eax, eax
  movzx eax, ax
  vpextrd ecx, xmm2, 1
  mov ecx, ecx
  movzx ecx, cx
  vpextrd edx, xmm2, 2
  mov edx, edx
  movzx edx, dx
  vpextrd esi, xmm2, 3
  mov esi, esi
  movzx esi, si
  vextractf128 xmm3, ymm2, 1
  vpextrd r8d, xmm3, 0
  mov r8d, r8d
  movzx r8d, r8w
  vextractf128 xmm3, ymm2, 1
  vpextrd ebx, xmm3, 1
  mov ebx, ebx
  movzx ebx, bx
  vextractf128 xmm3, ymm2, 1
  vpextrd r12d, xmm3, 2
  mov r12d, r12d
  movzx r12d, r12w
  vextractf128 xmm2, ymm2, 1
  vpextrd r13d, xmm2, 3
  mov r13d, r13d
  movzx r13d, r13w
  vmovd xmm2, eax
  vpinsrd xmm2, xmm2, ecx, 1
  vpinsrd xmm2, xmm2, edx, 2
  vpinsrd xmm2, xmm2, esi, 3
  vmovd xmm3, r8d
  vpinsrd xmm3, xmm3, ebx, 1
  vpinsrd xmm3, xmm3, r12d, 2
  vpinsrd xmm3, xmm3, r13d, 3
  vinsertf128 ymm2, ymm2, xmm3, 1
  vpslld ymm2, ymm2, 0x10
  vminps ymm1, ymm2, ymm1
  vmovaps ymm15, ymmword ptr [rsp+0x20]
  vpand ymm2, ymm1, ymm15
  vpxor ymm1, ymm1, ymm2
  vmovaps ymm15, ymmword ptr [rsp+0x60]
  vpmaxud ymm3, ymm1, ymm15
  vpcmpeqd ymm3, ymm3, ymm1
  vextractf128 xmm4, ymm3, 1
  vpackssdw xmm3, xmm3, xmm4
  vpacksswb xmm3, xmm3, xmm3
  vpxor xmm4, xmm4, xmm4
  vpcmpeqb xmm3, xmm3, xmm4
  vpabsb xmm3, xmm3
  vmovaps xmm15, xmmword ptr [rsp+0xc0]
  vpxor xmm3, xmm3, xmm15
  vpextrb eax, xmm3, 0
  vmovaps ymm15, ymmword ptr [rsp+0xa0]
  vaddps ymm4, ymm1, ymm15
  vpsubd ymm4, ymm4, ymm8
  vpaddd ymm6, ymm1, ymm9
  vpsrld ymm7, ymm1, 0x10
  vpand ymm7, ymm7, ymm10
  vpaddd ymm6, ymm6, ymm7
  vpsrld ymm6, ymm6, 0x10
  vpsubd ymm6, ymm6, ymm11
  vmovaps ymm15, ymmword ptr [rsp+0x80]
  vpmaxud ymm7, ymm1, ymm15
  vpcmpeqd ymm7, ymm7, ymm1
  vblendvps ymm4, ymm4, ymm6, ymm7
  vpextrd ecx, xmm4, 0
  test al, al
  mov r11, qword ptr [rsp+0xf0]
  cmovne ecx, r11d
  vpextrb eax, xmm3, 1
  vpextrd edx, xmm4, 1
  test al, al
  mov r11, qword ptr [rsp+0xf8]
  cmovne edx, r11d
  vpextrb eax, xmm3, 2
  vpextrd esi, xmm4, 2
  test al, al
  mov r11, qword ptr [rsp+0x100]
  cmovne esi, r11d
  vpextrb eax, xmm3, 3
  vpextrd r8d, xmm4, 3
  test al, al
  mov r11, qword ptr [rsp+0x108]
  cmovne r8d, r11d
  vpextrb eax, xmm3, 4
  vextractf128 xmm6, ymm4, 1
  vpextrd ebx, xmm6, 0
  test al, al
  mov r11, qword ptr [rsp+0x110]
  cmovne ebx, r11d
  vpextrb eax, xmm3, 5
  vextractf128 xmm6, ymm4, 1
  vpextrd r12d, xmm6, 1
  test al, al
  mov r11, qword ptr [rsp+0x118]
  cmovne r12d, r11d
  vpextrb eax, xmm3, 6
  vextractf128 xmm6, ymm4, 1
  vpextrd r13d, xmm6, 2
  test al, al
  cmovne r13d, r15d
  vpextrb eax, xmm3, 7
  vextractf128 xmm3, ymm4, 1
  vpextrd r14d, xmm3, 3
  test al, al
  mov r11, qword ptr [rsp+0x120]
  cmovne r14d, r11d
  vmovd xmm3, ecx
  vpinsrd xmm3, xmm3, edx, 1
  vpinsrd xmm3, xmm3, esi, 2
  vpinsrd xmm3, xmm3, r8d, 3
  vmovd xmm4, ebx
  vpinsrd xmm4, xmm4, r12d, 1
  vpinsrd xmm4, xmm4, r13d, 2
  vpinsrd xmm4, xmm4, r14d, 3
  vinsertf128 ymm3, ymm3, xmm4, 1
  vmovaps ymm15, ymmword ptr [rsp]
  vpmaxud ymm1, ymm15, ymm1
  vmovaps ymm15, ymmword ptr [rsp]
  vpcmpeqd ymm1, ymm1, ymm15
  vmovaps ymm15, ymmword ptr [rsp+0x40]
  vblendvps ymm1, ymm15, ymm3, ymm1
  vpsrld ymm2, ymm2, 0x10
  vpor ymm1, ymm1, ymm2
  vpextrd eax, xmm1, 0
  mov eax, eax
  vpextrd ecx, xmm1, 1
  mov ecx, ecx
  vpextrd edx, xmm1, 2
  mov edx, edx
  vpextrd esi, xmm1, 3
  mov esi, esi
  vextractf128 xmm2, ymm1, 1
  vpextrd r8d, xmm2, 0
  mov r8d, r8d
  vextractf128 xmm2, ymm1, 1
  vpextrd ebx, xmm2, 1
  mov ebx, ebx
  vextractf128 xmm2, ymm1, 1
  vpextrd r12d, xmm2, 2
  mov r12d, r12d
  vextractf128 xmm1, ymm1, 1
  vpextrd r13d, xmm1, 3
  mov r13d, r13d
  vmovd xmm1, eax
  vpinsrw xmm1, xmm1, ecx, 1
  vpinsrw xmm1, xmm1, edx, 2
  vpinsrw xmm1, xmm1, esi, 3
  vpinsrw xmm1, xmm1, r8d, 4
  vpinsrw xmm1, xmm1, ebx, 5
  vpinsrw xmm1, xmm1, r12d, 6
  vpinsrw xmm1, xmm1, r13d, 7
  mov r11, qword ptr [rsp+0xd0]
  vmovdqu xmmword ptr [r11+rdi*2], xmm1
  vcmpps ymm0, ymm0, ymm5, 1
  vextractf128 xmm1, ymm0, 1
  vpackssdw xmm0, xmm0, xmm1
  vpacksswb xmm0, xmm0, xmm0
  vpabsb xmm0, xmm0
  mov r11, qword ptr [rsp+0xd8]
  vmovq qword ptr [r11+rdi], xmm0
  mov r11, qword ptr [rsp+0x128]
  add r11d, 1
  mov qword ptr [rsp+0x128], r11
  mov r11, qword ptr [rsp+0x128]
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
  vzeroupper
  ret
