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
  sub rsp, 0x120
  mov qword ptr [rsp+0xe0], rdi
  mov qword ptr [rsp+0xe8], rsi
  mov dword ptr [rsp+0x108], 0x8800000
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
  mov eax, 0x800000
  vmovd xmm5, eax
  vpbroadcastd ymm5, xmm5
  vbroadcastss ymm6, dword ptr [rsp+0x108]
  mov eax, 0x8800000
  vmovd xmm7, eax
  vpbroadcastd ymm7, xmm7
  mov eax, 0x7fff
  vmovd xmm8, eax
  vpbroadcastd ymm8, xmm8
  mov eax, 1
  vmovd xmm9, eax
  vpbroadcastd ymm9, xmm9
  xor eax, eax
  vmovd xmm10, eax
  vpbroadcastd ymm10, xmm10
  xor eax, eax
  mov qword ptr [rsp+0x100], rax
  mov qword ptr [rsp+0xf0], rdx
  mov qword ptr [rsp+0xf8], rcx
  vmovaps ymmword ptr [rsp+0x40], ymm5
  vmovaps ymmword ptr [rsp+0x60], ymm9
  vmovaps ymmword ptr [rsp+0x80], ymm10
.Lloop1:
  imul r8d, dword ptr [rsp+0x100], 8
  mov r11, qword ptr [rsp+0xf0]
  vmovdqu xmm11, xmmword ptr [r11+r8*2]
  vpextrw ebx, xmm11, 0
  movzx ebx, bx
  vpextrw r12d, xmm11, 1
  movzx r12d, r12w
  vpextrw r13d, xmm11, 2
  movzx r13d, r13w
  vpextrw r14d, xmm11, 3
  movzx r14d, r14w
  vpextrw r15d, xmm11, 4
  movzx r15d, r15w
  vpextrw edx, xmm11, 5
  movzx edx, dx
  vpextrw esi, xmm11, 6
  movzx esi, si
  vpextrw edi, xmm11, 7
  movzx edi, di
  vmovd xmm11, ebx
  vpinsrd xmm11, xmm11, r12d, 1
  vpinsrd xmm11, xmm11, r13d, 2
  vpinsrd xmm11, xmm11, r14d, 3
  vmovd xmm12, r15d
  vpinsrd xmm12, xmm12, edx, 1
  vpinsrd xmm12, xmm12, esi, 2
  vpinsrd xmm12, xmm12, edi, 3
  vinsertf128 ymm11, ymm11, xmm12, 1
  vpslld ymm11, ymm11, 0x10
  mov r11, qword ptr [rsp+0xf8]
  vmovdqu xmm12, xmmword ptr [r11+r8*2]
  vpextrw edx, xmm12, 0
  movzx edx, dx
  vpextrw esi, xmm12, 1
  movzx esi, si
  vpextrw edi, xmm12, 2
  movzx edi, di
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
  vmovd xmm12, edx
  vpinsrd xmm12, xmm12, esi, 1
  vpinsrd xmm12, xmm12, edi, 2
  vpinsrd xmm12, xmm12, ebx, 3
  vmovd xmm2, r12d
  vpinsrd xmm2, xmm2, r13d, 1
  vpinsrd xmm2, xmm2, r14d, 2
  vpinsrd xmm2, xmm2, r15d, 3
  vinsertf128 ymm2, ymm12, xmm2, 1
  vpslld ymm2, ymm2, 0x10
  vaddps ymm12, ymm11, ymm2
  vpand ymm0, ymm12, ymm1
  vpxor ymm12, ymm12, ymm0
  vpmaxud ymm5, ymm12, ymm3
  vpcmpeqd ymm5, ymm5, ymm12
  vextractf128 xmm10, ymm5, 1
  vpackssdw xmm5, xmm5, xmm10
  vpacksswb xmm5, xmm5, xmm5
  vpxor xmm10, xmm10, xmm10
  vpcmpeqb xmm5, xmm5, xmm10
  vpabsb xmm5, xmm5
  vpxor xmm5, xmm5, xmm4
  vpextrb edx, xmm5, 0
  vaddps ymm10, ymm12, ymm6
  vpsubd ymm10, ymm10, ymm7
  vpaddd ymm9, ymm12, ymm8
  vmovaps ymmword ptr [rsp+0xa0], ymm2
  vpsrld ymm2, ymm12, 0x10
  vpand ymm2, ymm2, ymmword ptr [rsp+0x60]
  vpaddd ymm2, ymm9, ymm2
  vpsrld ymm2, ymm2, 0x10
  vmovaps ymm9, ymmword ptr [rsp+0x80]
  vpsubd ymm2, ymm2, ymm9
  vpmaxud ymm9, ymm12, ymmword ptr [rsp+0x40]
  vpcmpeqd ymm9, ymm9, ymm12
  vblendvps ymm2, ymm10, ymm2, ymm9
  vpextrd esi, xmm2, 0
  mov edi, 0x7f80
  test dl, dl
  cmovne esi, edi
  vpextrb edx, xmm5, 1
  vpextrd edi, xmm2, 1
  mov ebx, 0x7f80
  test dl, dl
  cmovne edi, ebx
  vpextrb edx, xmm5, 2
  vpextrd ebx, xmm2, 2
  mov r12d, 0x7f80
  test dl, dl
  cmovne ebx, r12d
  vpextrb edx, xmm5, 3
  vpextrd r12d, xmm2, 3
  mov r13d, 0x7f80
  test dl, dl
  cmovne r12d, r13d
  vpextrb edx, xmm5, 4
  vextractf128 xmm9, ymm2, 1
  vpextrd r13d, xmm9, 0
  mov r14d, 0x7f80
  test dl, dl
  cmovne r13d, r14d
  vpextrb edx, xmm5, 5
  vextractf128 xmm9, ymm2, 1
  vpextrd r14d, xmm9, 1
  mov r15d, 0x7f80
  test dl, dl
  cmovne r14d, r15d
  vpextrb edx, xmm5, 6
  vextractf128 xmm9, ymm2, 1
  vpextrd r15d, xmm9, 2
  mov ecx, 0x7f80
  test dl, dl
  cmovne r15d, ecx
  vpextrb ecx, xmm5, 7
  vextractf128 xmm2, ymm2, 1
  vpextrd edx, xmm2, 3
  mov eax, 0x7f80
  test cl, cl
  cmovne edx, eax
  vmovd xmm2, esi
  vpinsrd xmm2, xmm2, edi, 1
  vpinsrd xmm2, xmm2, ebx, 2
  vpinsrd xmm2, xmm2, r12d, 3
  vmovd xmm5, r13d
  vpinsrd xmm5, xmm5, r14d, 1
  vpinsrd xmm5, xmm5, r15d, 2
  vpinsrd xmm5, xmm5, edx, 3
  vinsertf128 ymm2, ymm2, xmm5, 1
  vmovaps ymm5, ymmword ptr [rsp]
  vpmaxud ymm9, ymm5, ymm12
  vpcmpeqd ymm9, ymm9, ymm5
  vmovaps ymm10, ymmword ptr [rsp+0x20]
  vblendvps ymm2, ymm10, ymm2, ymm9
  vpsrld ymm0, ymm0, 0x10
  vpor ymm0, ymm2, ymm0
  vpextrd eax, xmm0, 0
  mov eax, eax
  movzx eax, ax
  vpextrd ecx, xmm0, 1
  mov ecx, ecx
  movzx ecx, cx
  vpextrd edx, xmm0, 2
  mov edx, edx
  movzx edx, dx
  vpextrd esi, xmm0, 3
  mov esi, esi
  movzx esi, si
  vextractf128 xmm2, ymm0, 1
  vpextrd edi, xmm2, 0
  mov edi, edi
  movzx edi, di
  vextractf128 xmm2, ymm0, 1
  vpextrd ebx, xmm2, 1
  mov ebx, ebx
  movzx ebx, bx
  vextractf128 xmm2, ymm0, 1
  vpextrd r12d, xmm2, 2
  mov r12d, r12d
  movzx r12d, r12w
  vextractf128 xmm0, ymm0, 1
  vpextrd r13d, xmm0, 3
  mov r13d, r13d
  movzx r13d, r13w
  vmovd xmm0, eax
  vpinsrd xmm0, xmm0, ecx, 1
  vpinsrd xmm0, xmm0, edx, 2
  vpinsrd xmm0, xmm0, esi, 3
  vmovd xmm2, edi
  vpinsrd xmm2, xmm2, ebx, 1
  vpinsrd xmm2, xmm2, r12d, 2
  vpinsrd xmm2, xmm2, r13d, 3
  vinsertf128 ymm0, ymm0, xmm2, 1
  vpslld ymm0, ymm0, 0x10
  vmulps ymm2, ymm0, ymm11
  vpand ymm9, ymm2, ymm1
  vpxor ymm2, ymm2, ymm9
  vpmaxud ymm12, ymm2, ymm3
  vpcmpeqd ymm12, ymm12, ymm2
  vextractf128 xmm10, ymm12, 1
  vpackssdw xmm10, xmm12, xmm10
  vpacksswb xmm10, xmm10, xmm10
  vpxor xmm12, xmm12, xmm12
  vpcmpeqb xmm10, xmm10, xmm12
  vpabsb xmm10, xmm10
  vpxor xmm10, xmm10, xmm4
  vpextrb eax, xmm10, 0
  vaddps ymm12, ymm2, ymm6
  vpsubd ymm12, ymm12, ymm7
  vpaddd ymm5, ymm2, ymm8
  vmovaps ymmword ptr [rsp+0xc0], ymm0
  vpsrld ymm0, ymm2, 0x10
  vpand ymm0, ymm0, ymmword ptr [rsp+0x60]
  vpaddd ymm0, ymm5, ymm0
  vpsrld ymm0, ymm0, 0x10
  vmovaps ymm5, ymmword ptr [rsp+0x80]
  vpsubd ymm0, ymm0, ymm5
  vpmaxud ymm5, ymm2, ymmword ptr [rsp+0x40]
  vpcmpeqd ymm5, ymm5, ymm2
  vblendvps ymm0, ymm12, ymm0, ymm5
  vpextrd ecx, xmm0, 0
  mov edx, 0x7f80
  test al, al
  cmovne ecx, edx
  vpextrb eax, xmm10, 1
  vpextrd edx, xmm0, 1
  mov esi, 0x7f80
  test al, al
  cmovne edx, esi
  vpextrb eax, xmm10, 2
  vpextrd esi, xmm0, 2
  mov edi, 0x7f80
  test al, al
  cmovne esi, edi
  vpextrb eax, xmm10, 3
  vpextrd edi, xmm0, 3
  mov ebx, 0x7f80
  test al, al
  cmovne edi, ebx
  vpextrb eax, xmm10, 4
  vextractf128 xmm5, ymm0, 1
  vpextrd ebx, xmm5, 0
  mov r12d, 0x7f80
  test al, al
  cmovne ebx, r12d
  vpextrb eax, xmm10, 5
  vextractf128 xmm5, ymm0, 1
  vpextrd r12d, xmm5, 1
  mov r13d, 0x7f80
  test al, al
  cmovne r12d, r13d
  vpextrb eax, xmm10, 6
  vextractf128 xmm5, ymm0, 1
  vpextrd r13d, xmm5, 2
  mov r14d, 0x7f80
  test al, al
  cmovne r13d, r14d
  vpextrb eax, xmm10, 7
  vextractf128 xmm0, ymm0, 1
  vpextrd r14d, xmm0, 3
  mov r15d, 0x7f80
  test al, al
  cmovne r14d, r15d
  vmovd xmm0, ecx
  vpinsrd xmm0, xmm0, edx, 1
  vpinsrd xmm0, xmm0, esi, 2
  vpinsrd xmm0, xmm0, edi, 3
  vmovd xmm5, ebx
  vpinsrd xmm5, xmm5, r12d, 1
  vpinsrd xmm5, xmm5, r13d, 2
  vpinsrd xmm5, xmm5, r14d, 3
  vinsertf128 ymm0, ymm0, xmm5, 1
  vmovaps ymm5, ymmword ptr [rsp]
  vpmaxud ymm2, ymm5, ymm2
  vpcmpeqd ymm2, ymm2, ymm5
  vmovaps ymm10, ymmword ptr [rsp+0x20]
  vblendvps ymm0, ymm10, ymm0, ymm2
  vpsrld ymm2, ymm9, 0x10
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
  vpextrd esi, xmm0, 3
  mov esi, esi
  movzx esi, si
  vextractf128 xmm2, ymm0, 1
  vpextrd edi, xmm2, 0
  mov edi, edi
  movzx edi, di
  vextractf128 xmm2, ymm0, 1
  vpextrd ebx, xmm2, 1
  mov ebx, ebx
  movzx ebx, bx
  vextractf128 xmm2, ymm0, 1
  vpextrd r12d, xmm2, 2
  mov r12d, r12d
  movzx r12d, r12w
  vextractf128 xmm0, ymm0, 1
  vpextrd r13d, xmm0, 3
  mov r13d, r13d
  movzx r13d, r13w
  vmovd xmm0, eax
  vpinsrd xmm0, xmm0, ecx, 1
  vpinsrd xmm0, xmm0, edx, 2
  vpinsrd xmm0, xmm0, esi, 3
  vmovd xmm2, edi
  vpinsrd xmm2, xmm2, ebx, 1
  vpinsrd xmm2, xmm2, r12d, 2
  vpinsrd xmm2, xmm2, r13d, 3
  vinsertf128 ymm0, ymm0, xmm2, 1
  vpslld ymm0, ymm0, 0x10
  vmovaps ymm2, ymmword ptr [rsp+0xa0]
  vdivps ymm0, ymm0, ymm2
  vpand ymm9, ymm0, ymm1
  vpxor ymm0, ymm0, ymm9
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
  vaddps ymm12, ymm0, ymm6
  vpsubd ymm12, ymm12, ymm7
  vpaddd ymm10, ymm0, ymm8
  vpsrld ymm5, ymm0, 0x10
  vpand ymm5, ymm5, ymmword ptr [rsp+0x60]
  vpaddd ymm5, ymm10, ymm5
  vpsrld ymm5, ymm5, 0x10
  vmovaps ymm10, ymmword ptr [rsp+0x80]
  vpsubd ymm5, ymm5, ymm10
  vpmaxud ymm10, ymm0, ymmword ptr [rsp+0x40]
  vpcmpeqd ymm10, ymm10, ymm0
  vblendvps ymm5, ymm12, ymm5, ymm10
  vpextrd ecx, xmm5, 0
  mov edx, 0x7f80
  test al, al
  cmovne ecx, edx
  vpextrb eax, xmm2, 1
  vpextrd edx, xmm5, 1
  mov esi, 0x7f80
  test al, al
  cmovne edx, esi
  vpextrb eax, xmm2, 2
  vpextrd esi, xmm5, 2
  mov edi, 0x7f80
  test al, al
  cmovne esi, edi
  vpextrb eax, xmm2, 3
  vpextrd edi, xmm5, 3
  mov ebx, 0x7f80
  test al, al
  cmovne edi, ebx
  vpextrb eax, xmm2, 4
  vextractf128 xmm10, ymm5, 1
  vpextrd ebx, xmm10, 0
  mov r12d, 0x7f80
  test al, al
  cmovne ebx, r12d
  vpextrb eax, xmm2, 5
  vextractf128 xmm10, ymm5, 1
  vpextrd r12d, xmm10, 1
  mov r13d, 0x7f80
  test al, al
  cmovne r12d, r13d
  vpextrb eax, xmm2, 6
  vextractf128 xmm10, ymm5, 1
  vpextrd r13d, xmm10, 2
  mov r14d, 0x7f80
  test al, al
  cmovne r13d, r14d
  vpextrb eax, xmm2, 7
  vextractf128 xmm2, ymm5, 1
  vpextrd r14d, xmm2, 3
  mov r15d, 0x7f80
  test al, al
  cmovne r14d, r15d
  vmovd xmm2, ecx
  vpinsrd xmm2, xmm2, edx, 1
  vpinsrd xmm2, xmm2, esi, 2
  vpinsrd xmm2, xmm2, edi, 3
  vmovd xmm5, ebx
  vpinsrd xmm5, xmm5, r12d, 1
  vpinsrd xmm5, xmm5, r13d, 2
  vpinsrd xmm5, xmm5, r14d, 3
  vinsertf128 ymm2, ymm2, xmm5, 1
  vmovaps ymm5, ymmword ptr [rsp]
  vpmaxud ymm0, ymm5, ymm0
  vpcmpeqd ymm0, ymm0, ymm5
  vmovaps ymm10, ymmword ptr [rsp+0x20]
  vblendvps ymm0, ymm10, ymm2, ymm0
  vpsrld ymm2, ymm9, 0x10
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
  vpextrd esi, xmm0, 3
  mov esi, esi
  movzx esi, si
  vextractf128 xmm2, ymm0, 1
  vpextrd edi, xmm2, 0
  mov edi, edi
  movzx edi, di
  vextractf128 xmm2, ymm0, 1
  vpextrd ebx, xmm2, 1
  mov ebx, ebx
  movzx ebx, bx
  vextractf128 xmm2, ymm0, 1
  vpextrd r12d, xmm2, 2
  mov r12d, r12d
  movzx r12d, r12w
  vextractf128 xmm0, ymm0, 1
  vpextrd r13d, xmm0, 3
  mov r13d, r13d
  movzx r13d, r13w
  vmovd xmm0, eax
  vpinsrd xmm0, xmm0, ecx, 1
  vpinsrd xmm0, xmm0, edx, 2
  vpinsrd xmm0, xmm0, esi, 3
  vmovd xmm2, edi
  vpinsrd xmm2, xmm2, ebx, 1
  vpinsrd xmm2, xmm2, r12d, 2
  vpinsrd xmm2, xmm2, r13d, 3
  vinsertf128 ymm0, ymm0, xmm2, 1
  vpslld ymm0, ymm0, 0x10
  vmovaps ymm2, ymmword ptr [rsp+0xa0]
  vmulps ymm0, ymm0, ymm2
  vpand ymm9, ymm0, ymm1
  vpxor ymm0, ymm0, ymm9
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
  vaddps ymm12, ymm0, ymm6
  vpsubd ymm12, ymm12, ymm7
  vpaddd ymm10, ymm0, ymm8
  vpsrld ymm5, ymm0, 0x10
  vpand ymm5, ymm5, ymmword ptr [rsp+0x60]
  vpaddd ymm5, ymm10, ymm5
  vpsrld ymm5, ymm5, 0x10
  vmovaps ymm10, ymmword ptr [rsp+0x80]
  vpsubd ymm5, ymm5, ymm10
  vpmaxud ymm10, ymm0, ymmword ptr [rsp+0x40]
  vpcmpeqd ymm10, ymm10, ymm0
  vblendvps ymm5, ymm12, ymm5, ymm10
  vpextrd ecx, xmm5, 0
  mov edx, 0x7f80
  test al, al
  cmovne ecx, edx
  vpextrb eax, xmm2, 1
  vpextrd edx, xmm5, 1
  mov esi, 0x7f80
  test al, al
  cmovne edx, esi
  vpextrb eax, xmm2, 2
  vpextrd esi, xmm5, 2
  mov edi, 0x7f80
  test al, al
  cmovne esi, edi
  vpextrb eax, xmm2, 3
  vpextrd edi, xmm5, 3
  mov ebx, 0x7f80
  test al, al
  cmovne edi, ebx
  vpextrb eax, xmm2, 4
  vextractf128 xmm10, ymm5, 1
  vpextrd ebx, xmm10, 0
  mov r12d, 0x7f80
  test al, al
  cmovne ebx, r12d
  vpextrb eax, xmm2, 5
  vextractf128 xmm10, ymm5, 1
  vpextrd r12d, xmm10, 1
  mov r13d, 0x7f80
  test al, al
  cmovne r12d, r13d
  vpextrb eax, xmm2, 6
  vextractf128 xmm10, ymm5, 1
  vpextrd r13d, xmm10, 2
  mov r14d, 0x7f80
  test al, al
  cmovne r13d, r14d
  vpextrb eax, xmm2, 7
  vextractf128 xmm2, ymm5, 1
  vpextrd r14d, xmm2, 3
  mov r15d, 0x7f80
  test al, al
  cmovne r14d, r15d
  vmovd xmm2, ecx
  vpinsrd xmm2, xmm2, edx, 1
  vpinsrd xmm2, xmm2, esi, 2
  vpinsrd xmm2, xmm2, edi, 3
  vmovd xmm5, ebx
  vpinsrd xmm5, xmm5, r12d, 1
  vpinsrd xmm5, xmm5, r13d, 2
  vpinsrd xmm5, xmm5, r14d, 3
  vinsertf128 ymm2, ymm2, xmm5, 1
  vmovaps ymm5, ymmword ptr [rsp]
  vpmaxud ymm0, ymm5, ymm0
  vpcmpeqd ymm0, ymm0, ymm5
  vmovaps ymm10, ymmword ptr [rsp+0x20]
  vblendvps ymm0, ymm10, ymm2, ymm0
  vpsrld ymm2, ymm9, 0x10
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
  vpextrd esi, xmm0, 3
  mov esi, esi
  movzx esi, si
  vextractf128 xmm2, ymm0, 1
  vpextrd edi, xmm2, 0
  mov edi, edi
  movzx edi, di
  vextractf128 xmm2, ymm0, 1
  vpextrd ebx, xmm2, 1
  mov ebx, ebx
  movzx ebx, bx
  vextractf128 xmm2, ymm0, 1
  vpextrd r12d, xmm2, 2
  mov r12d, r12d
  movzx r12d, r12w
  vextractf128 xmm0, ymm0, 1
  vpextrd r13d, xmm0, 3
  mov r13d, r13d
  movzx r13d, r13w
  vmovd xmm0, eax
  vpinsrd xmm0, xmm0, ecx, 1
  vpinsrd xmm0, xmm0, edx, 2
  vpinsrd xmm0, xmm0, esi, 3
  vmovd xmm2, edi
  vpinsrd xmm2, xmm2, ebx, 1
  vpinsrd xmm2, xmm2, r12d, 2
  vpinsrd xmm2, xmm2, r13d, 3
  vinsertf128 ymm0, ymm0, xmm2, 1
  vpslld ymm0, ymm0, 0x10
  vaddps ymm0, ymm0, ymm11
  vpand ymm2, ymm0, ymm1
  vpxor ymm0, ymm0, ymm2
  vpmaxud ymm9, ymm0, ymm3
  vpcmpeqd ymm9, ymm9, ymm0
  vextractf128 xmm12, ymm9, 1
  vpackssdw xmm9, xmm9, xmm12
  vpacksswb xmm9, xmm9, xmm9
  vpxor xmm12, xmm12, xmm12
  vpcmpeqb xmm9, xmm9, xmm12
  vpabsb xmm9, xmm9
  vpxor xmm9, xmm9, xmm4
  vpextrb eax, xmm9, 0
  vaddps ymm12, ymm0, ymm6
  vpsubd ymm12, ymm12, ymm7
  vpaddd ymm10, ymm0, ymm8
  vpsrld ymm5, ymm0, 0x10
  vpand ymm5, ymm5, ymmword ptr [rsp+0x60]
  vpaddd ymm5, ymm10, ymm5
  vpsrld ymm5, ymm5, 0x10
  vmovaps ymm10, ymmword ptr [rsp+0x80]
  vpsubd ymm5, ymm5, ymm10
  vpmaxud ymm10, ymm0, ymmword ptr [rsp+0x40]
  vpcmpeqd ymm10, ymm10, ymm0
  vblendvps ymm5, ymm12, ymm5, ymm10
  vpextrd ecx, xmm5, 0
  mov edx, 0x7f80
  test al, al
  cmovne ecx, edx
  vpextrb eax, xmm9, 1
  vpextrd edx, xmm5, 1
  mov esi, 0x7f80
  test al, al
  cmovne edx, esi
  vpextrb eax, xmm9, 2
  vpextrd esi, xmm5, 2
  mov edi, 0x7f80
  test al, al
  cmovne esi, edi
  vpextrb eax, xmm9, 3
  vpextrd edi, xmm5, 3
  mov ebx, 0x7f80
  test al, al
  cmovne edi, ebx
  vpextrb eax, xmm9, 4
  vextractf128 xmm10, ymm5, 1
  vpextrd ebx, xmm10, 0
  mov r12d, 0x7f80
  test al, al
  cmovne ebx, r12d
  vpextrb eax, xmm9, 5
  vextractf128 xmm10, ymm5, 1
  vpextrd r12d, xmm10, 1
  mov r13d, 0x7f80
  test al, al
  cmovne r12d, r13d
  vpextrb eax, xmm9, 6
  vextractf128 xmm10, ymm5, 1
  vpextrd r13d, xmm10, 2
  mov r14d, 0x7f80
  test al, al
  cmovne r13d, r14d
  vpextrb eax, xmm9, 7
  vextractf128 xmm5, ymm5, 1
  vpextrd r14d, xmm5, 3
  mov r15d, 0x7f80
  test al, al
  cmovne r14d, r15d
  vmovd xmm5, ecx
  vpinsrd xmm5, xmm5, edx, 1
  vpinsrd xmm5, xmm5, esi, 2
  vpinsrd xmm5, xmm5, edi, 3
  vmovd xmm9, ebx
  vpinsrd xmm9, xmm9, r12d, 1
  vpinsrd xmm9, xmm9, r13d, 2
  vpinsrd xmm9, xmm9, r14d, 3
  vinsertf128 ymm5, ymm5, xmm9, 1
  vmovaps ymm9, ymmword ptr [rsp]
  vpmaxud ymm0, ymm9, ymm0
  vpcmpeqd ymm0, ymm0, ymm9
  vmovaps ymm10, ymmword ptr [rsp+0x20]
  vblendvps ymm0, ymm10, ymm5, ymm0
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
  vpextrd esi, xmm0, 3
  mov esi, esi
  movzx esi, si
  vextractf128 xmm2, ymm0, 1
  vpextrd edi, xmm2, 0
  mov edi, edi
  movzx edi, di
  vextractf128 xmm2, ymm0, 1
  vpextrd ebx, xmm2, 1
  mov ebx, ebx
  movzx ebx, bx
  vextractf128 xmm2, ymm0, 1
  vpextrd r12d, xmm2, 2
  mov r12d, r12d
  movzx r12d, r12w
  vextractf128 xmm0, ymm0, 1
  vpextrd r13d, xmm0, 3
  mov r13d, r13d
  movzx r13d, r13w
  vmovd xmm0, eax
  vpinsrd xmm0, xmm0, ecx, 1
  vpinsrd xmm0, xmm0, edx, 2
  vpinsrd xmm0, xmm0, esi, 3
  vmovd xmm2, edi
  vpinsrd xmm2, xmm2, ebx, 1
  vpinsrd xmm2, xmm2, r12d, 2
  vpinsrd xmm2, xmm2, r13d, 3
  vinsertf128 ymm0, ymm0, xmm2, 1
  vpslld ymm0, ymm0, 0x10
  vsqrtps ymm0, ymm0
  vpand ymm2, ymm0, ymm1
  vpxor ymm0, ymm0, ymm2
  vpmaxud ymm5, ymm0, ymm3
  vpcmpeqd ymm5, ymm5, ymm0
  vextractf128 xmm12, ymm5, 1
  vpackssdw xmm5, xmm5, xmm12
  vpacksswb xmm5, xmm5, xmm5
  vpxor xmm12, xmm12, xmm12
  vpcmpeqb xmm5, xmm5, xmm12
  vpabsb xmm5, xmm5
  vpxor xmm5, xmm5, xmm4
  vpextrb eax, xmm5, 0
  vaddps ymm12, ymm0, ymm6
  vpsubd ymm12, ymm12, ymm7
  vpaddd ymm10, ymm0, ymm8
  vpsrld ymm9, ymm0, 0x10
  vpand ymm9, ymm9, ymmword ptr [rsp+0x60]
  vpaddd ymm9, ymm10, ymm9
  vpsrld ymm9, ymm9, 0x10
  vmovaps ymm10, ymmword ptr [rsp+0x80]
  vpsubd ymm9, ymm9, ymm10
  vpmaxud ymm10, ymm0, ymmword ptr [rsp+0x40]
  vpcmpeqd ymm10, ymm10, ymm0
  vblendvps ymm9, ymm12, ymm9, ymm10
  vpextrd ecx, xmm9, 0
  mov edx, 0x7f80
  test al, al
  cmovne ecx, edx
  vpextrb eax, xmm5, 1
  vpextrd edx, xmm9, 1
  mov esi, 0x7f80
  test al, al
  cmovne edx, esi
  vpextrb eax, xmm5, 2
  vpextrd esi, xmm9, 2
  mov edi, 0x7f80
  test al, al
  cmovne esi, edi
  vpextrb eax, xmm5, 3
  vpextrd edi, xmm9, 3
  mov ebx, 0x7f80
  test al, al
  cmovne edi, ebx
  vpextrb eax, xmm5, 4
  vextractf128 xmm10, ymm9, 1
  vpextrd ebx, xmm10, 0
  mov r12d, 0x7f80
  test al, al
  cmovne ebx, r12d
  vpextrb eax, xmm5, 5
  vextractf128 xmm10, ymm9, 1
  vpextrd r12d, xmm10, 1
  mov r13d, 0x7f80
  test al, al
  cmovne r12d, r13d
  vpextrb eax, xmm5, 6
  vextractf128 xmm10, ymm9, 1
  vpextrd r13d, xmm10, 2
  mov r14d, 0x7f80
  test al, al
  cmovne r13d, r14d
  vpextrb eax, xmm5, 7
  vextractf128 xmm5, ymm9, 1
  vpextrd r14d, xmm5, 3
  mov r15d, 0x7f80
  test al, al
  cmovne r14d, r15d
  vmovd xmm5, ecx
  vpinsrd xmm5, xmm5, edx, 1
  vpinsrd xmm5, xmm5, esi, 2
  vpinsrd xmm5, xmm5, edi, 3
  vmovd xmm9, ebx
  vpinsrd xmm9, xmm9, r12d, 1
  vpinsrd xmm9, xmm9, r13d, 2
  vpinsrd xmm9, xmm9, r14d, 3
  vinsertf128 ymm5, ymm5, xmm9, 1
  vmovaps ymm9, ymmword ptr [rsp]
  vpmaxud ymm0, ymm9, ymm0
  vpcmpeqd ymm0, ymm0, ymm9
  vmovaps ymm10, ymmword ptr [rsp+0x20]
  vblendvps ymm0, ymm10, ymm5, ymm0
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
  vpextrd esi, xmm0, 3
  mov esi, esi
  movzx esi, si
  vextractf128 xmm2, ymm0, 1
  vpextrd edi, xmm2, 0
  mov edi, edi
  movzx edi, di
  vextractf128 xmm2, ymm0, 1
  vpextrd ebx, xmm2, 1
  mov ebx, ebx
  movzx ebx, bx
  vextractf128 xmm2, ymm0, 1
  vpextrd r12d, xmm2, 2
  mov r12d, r12d
  movzx r12d, r12w
  vextractf128 xmm0, ymm0, 1
  vpextrd r13d, xmm0, 3
  mov r13d, r13d
  movzx r13d, r13w
  vmovd xmm0, eax
  vpinsrd xmm0, xmm0, ecx, 1
  vpinsrd xmm0, xmm0, edx, 2
  vpinsrd xmm0, xmm0, esi, 3
  vmovd xmm2, edi
  vpinsrd xmm2, xmm2, ebx, 1
  vpinsrd xmm2, xmm2, r12d, 2
  vpinsrd xmm2, xmm2, r13d, 3
  vinsertf128 ymm0, ymm0, xmm2, 1
  vpslld ymm0, ymm0, 0x10
  vminps ymm0, ymm0, ymmword ptr [rsp+0xc0]
  vpand ymm2, ymm0, ymm1
  vpxor ymm0, ymm0, ymm2
  vpmaxud ymm5, ymm0, ymm3
  vpcmpeqd ymm5, ymm5, ymm0
  vextractf128 xmm12, ymm5, 1
  vpackssdw xmm5, xmm5, xmm12
  vpacksswb xmm5, xmm5, xmm5
  vpxor xmm12, xmm12, xmm12
  vpcmpeqb xmm5, xmm5, xmm12
  vpabsb xmm5, xmm5
  vpxor xmm5, xmm5, xmm4
  vpextrb eax, xmm5, 0
  vaddps ymm12, ymm0, ymm6
  vpsubd ymm12, ymm12, ymm7
  vpaddd ymm10, ymm0, ymm8
  vpsrld ymm9, ymm0, 0x10
  vpand ymm9, ymm9, ymmword ptr [rsp+0x60]
  vpaddd ymm9, ymm10, ymm9
  vpsrld ymm9, ymm9, 0x10
  vmovaps ymm10, ymmword ptr [rsp+0x80]
  vpsubd ymm9, ymm9, ymm10
  vpmaxud ymm10, ymm0, ymmword ptr [rsp+0x40]
  vpcmpeqd ymm10, ymm10, ymm0
  vblendvps ymm9, ymm12, ymm9, ymm10
  vpextrd ecx, xmm9, 0
  mov edx, 0x7f80
  test al, al
  cmovne ecx, edx
  vpextrb eax, xmm5, 1
  vpextrd edx, xmm9, 1
  mov esi, 0x7f80
  test al, al
  cmovne edx, esi
  vpextrb eax, xmm5, 2
  vpextrd esi, xmm9, 2
  mov edi, 0x7f80
  test al, al
  cmovne esi, edi
  vpextrb eax, xmm5, 3
  vpextrd edi, xmm9, 3
  mov ebx, 0x7f80
  test al, al
  cmovne edi, ebx
  vpextrb eax, xmm5, 4
  vextractf128 xmm10, ymm9, 1
  vpextrd ebx, xmm10, 0
  mov r12d, 0x7f80
  test al, al
  cmovne ebx, r12d
  vpextrb eax, xmm5, 5
  vextractf128 xmm10, ymm9, 1
  vpextrd r12d, xmm10, 1
  mov r13d, 0x7f80
  test al, al
  cmovne r12d, r13d
  vpextrb eax, xmm5, 6
  vextractf128 xmm10, ymm9, 1
  vpextrd r13d, xmm10, 2
  mov r14d, 0x7f80
  test al, al
  cmovne r13d, r14d
  vpextrb eax, xmm5, 7
  vextractf128 xmm5, ymm9, 1
  vpextrd r14d, xmm5, 3
  mov r15d, 0x7f80
  test al, al
  cmovne r14d, r15d
  vmovd xmm5, ecx
  vpinsrd xmm5, xmm5, edx, 1
  vpinsrd xmm5, xmm5, esi, 2
  vpinsrd xmm5, xmm5, edi, 3
  vmovd xmm9, ebx
  vpinsrd xmm9, xmm9, r12d, 1
  vpinsrd xmm9, xmm9, r13d, 2
  vpinsrd xmm9, xmm9, r14d, 3
  vinsertf128 ymm5, ymm5, xmm9, 1
  vmovaps ymm9, ymmword ptr [rsp]
  vpmaxud ymm0, ymm9, ymm0
  vpcmpeqd ymm0, ymm0, ymm9
  vmovaps ymm10, ymmword ptr [rsp+0x20]
  vblendvps ymm0, ymm10, ymm5, ymm0
  vpsrld ymm2, ymm2, 0x10
  vpor ymm0, ymm0, ymm2
  vpextrd eax, xmm0, 0
  mov eax, eax
  vpextrd ecx, xmm0, 1
  mov ecx, ecx
  vpextrd edx, xmm0, 2
  mov edx, edx
  vpextrd esi, xmm0, 3
  mov esi, esi
  vextractf128 xmm2, ymm0, 1
  vpextrd edi, xmm2, 0
  mov edi, edi
  vextractf128 xmm2, ymm0, 1
  vpextrd ebx, xmm2, 1
  mov ebx, ebx
  vextractf128 xmm2, ymm0, 1
  vpextrd r12d, xmm2, 2
  mov r12d, r12d
  vextractf128 xmm0, ymm0, 1
  vpextrd r13d, xmm0, 3
  mov r13d, r13d
  vmovd xmm0, eax
  vpinsrw xmm0, xmm0, ecx, 1
  vpinsrw xmm0, xmm0, edx, 2
  vpinsrw xmm0, xmm0, esi, 3
  vpinsrw xmm0, xmm0, edi, 4
  vpinsrw xmm0, xmm0, ebx, 5
  vpinsrw xmm0, xmm0, r12d, 6
  vpinsrw xmm0, xmm0, r13d, 7
  mov rdi, qword ptr [rsp+0xe0]
  vmovdqu xmmword ptr [rdi+r8*2], xmm0
  vmovaps ymm2, ymmword ptr [rsp+0xa0]
  vcmpps ymm0, ymm2, ymm11, 1
  vextractf128 xmm2, ymm0, 1
  vpackssdw xmm0, xmm0, xmm2
  vpacksswb xmm0, xmm0, xmm0
  vpabsb xmm0, xmm0
  mov rsi, qword ptr [rsp+0xe8]
  vmovq qword ptr [rsi+r8], xmm0
  mov rax, qword ptr [rsp+0x100]
  add eax, 1
  mov qword ptr [rsp+0x100], rax
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
  vzeroupper
  ret
