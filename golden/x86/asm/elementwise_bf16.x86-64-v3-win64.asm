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
  mov qword ptr [rsp+0x90], rcx
  mov qword ptr [rsp+0x98], rdx
  mov rax, r9
  vmovaps ymm0, ymmword ptr [rip+0x127e]  ; 0x12e0
  vmovaps ymm1, ymmword ptr [rip+0x1296]  ; 0x1300
  vmovaps ymm2, ymmword ptr [rip+0x12ae]  ; 0x1320
  vmovaps ymm3, ymmword ptr [rip+0x12c6]  ; 0x1340
  vmovaps xmm4, xmmword ptr [rip+0x135e]  ; 0x13e0
  vmovaps ymm5, ymmword ptr [rip+0x12d6]  ; 0x1360
  vmovaps ymm6, ymmword ptr [rip+0x12ee]  ; 0x1380
  vmovaps ymm7, ymmword ptr [rip+0x12e6]  ; 0x1380
  vmovaps ymm8, ymmword ptr [rip+0x12fe]  ; 0x13a0
  vmovaps ymm9, ymmword ptr [rip+0x1316]  ; 0x13c0
  vxorps xmm10, xmm10, xmm10
  xor esi, esi
  mov qword ptr [rsp+0xa0], r8
  mov qword ptr [rsp+0xa8], rax
.Lloop1:
  imul edi, esi, 8
  mov r11, qword ptr [rsp+0xa0]
  vmovdqu xmm11, xmmword ptr [r11+rdi*2]
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
  vpextrw r8d, xmm11, 5
  movzx r8d, r8w
  vpextrw edx, xmm11, 6
  movzx edx, dx
  vpextrw ecx, xmm11, 7
  movzx ecx, cx
  vmovd xmm11, ebx
  vpinsrd xmm11, xmm11, r12d, 1
  vpinsrd xmm11, xmm11, r13d, 2
  vpinsrd xmm11, xmm11, r14d, 3
  vmovd xmm12, r15d
  vpinsrd xmm12, xmm12, r8d, 1
  vpinsrd xmm12, xmm12, edx, 2
  vpinsrd xmm12, xmm12, ecx, 3
  vinsertf128 ymm11, ymm11, xmm12, 1
  vpslld ymm11, ymm11, 0x10
  mov r11, qword ptr [rsp+0xa8]
  vmovdqu xmm12, xmmword ptr [r11+rdi*2]
  vpextrw ecx, xmm12, 0
  movzx ecx, cx
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
  vmovd xmm12, ecx
  vpinsrd xmm12, xmm12, edx, 1
  vpinsrd xmm12, xmm12, r8d, 2
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
  vpextrb ecx, xmm5, 0
  vaddps ymm10, ymm12, ymm6
  vpsubd ymm10, ymm10, ymm7
  vpaddd ymm9, ymm12, ymmword ptr [rip+0x1167]  ; 0x13a0
  vpsrld ymm8, ymm12, 0x10
  vpand ymm8, ymm8, ymmword ptr [rip+0x1179]  ; 0x13c0
  vpaddd ymm8, ymm9, ymm8
  vpsrld ymm8, ymm8, 0x10
  vxorps xmm9, xmm9, xmm9
  vpsubd ymm8, ymm8, ymm9
  vpmaxud ymm9, ymm12, ymmword ptr [rip+0x10fb]  ; 0x1360
  vpcmpeqd ymm9, ymm9, ymm12
  vblendvps ymm8, ymm10, ymm8, ymm9
  vpextrd edx, xmm8, 0
  mov r8d, 0x7f80
  test cl, cl
  cmovne edx, r8d
  vpextrb ecx, xmm5, 1
  vpextrd r8d, xmm8, 1
  mov ebx, 0x7f80
  test cl, cl
  cmovne r8d, ebx
  vpextrb ecx, xmm5, 2
  vpextrd ebx, xmm8, 2
  mov r12d, 0x7f80
  test cl, cl
  cmovne ebx, r12d
  vpextrb ecx, xmm5, 3
  vpextrd r12d, xmm8, 3
  mov r13d, 0x7f80
  test cl, cl
  cmovne r12d, r13d
  vpextrb ecx, xmm5, 4
  vextractf128 xmm9, ymm8, 1
  vpextrd r13d, xmm9, 0
  mov r14d, 0x7f80
  test cl, cl
  cmovne r13d, r14d
  vpextrb ecx, xmm5, 5
  vextractf128 xmm9, ymm8, 1
  vpextrd r14d, xmm9, 1
  mov r15d, 0x7f80
  test cl, cl
  cmovne r14d, r15d
  vpextrb ecx, xmm5, 6
  vextractf128 xmm9, ymm8, 1
  vpextrd r15d, xmm9, 2
  test cl, cl
  mov ecx, 0x7f80
  cmovne r15d, ecx
  vpextrb ecx, xmm5, 7
  vextractf128 xmm5, ymm8, 1
  vpextrd eax, xmm5, 3
  test cl, cl
  mov ecx, 0x7f80
  cmovne eax, ecx
  vmovd xmm5, edx
  vpinsrd xmm5, xmm5, r8d, 1
  vpinsrd xmm5, xmm5, ebx, 2
  vpinsrd xmm5, xmm5, r12d, 3
  vmovd xmm8, r13d
  vpinsrd xmm8, xmm8, r14d, 1
  vpinsrd xmm8, xmm8, r15d, 2
  vpinsrd xmm8, xmm8, eax, 3
  vinsertf128 ymm5, ymm5, xmm8, 1
  vmovaps ymm8, ymmword ptr [rip+0xf67]  ; 0x12e0
  vpmaxud ymm9, ymm8, ymm12
  vpcmpeqd ymm9, ymm9, ymm8
  vmovaps ymm10, ymmword ptr [rip+0xf95]  ; 0x1320
  vblendvps ymm5, ymm10, ymm5, ymm9
  vpsrld ymm0, ymm0, 0x10
  vpor ymm0, ymm5, ymm0
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
  vextractf128 xmm5, ymm0, 1
  vpextrd ebx, xmm5, 0
  mov ebx, ebx
  movzx ebx, bx
  vextractf128 xmm5, ymm0, 1
  vpextrd r12d, xmm5, 1
  mov r12d, r12d
  movzx r12d, r12w
  vextractf128 xmm5, ymm0, 1
  vpextrd r13d, xmm5, 2
  mov r13d, r13d
  movzx r13d, r13w
  vextractf128 xmm0, ymm0, 1
  vpextrd r14d, xmm0, 3
  mov r14d, r14d
  movzx r14d, r14w
  vmovd xmm0, eax
  vpinsrd xmm0, xmm0, ecx, 1
  vpinsrd xmm0, xmm0, edx, 2
  vpinsrd xmm0, xmm0, r8d, 3
  vmovd xmm5, ebx
  vpinsrd xmm5, xmm5, r12d, 1
  vpinsrd xmm5, xmm5, r13d, 2
  vpinsrd xmm5, xmm5, r14d, 3
  vinsertf128 ymm0, ymm0, xmm5, 1
  vpslld ymm0, ymm0, 0x10
  vmulps ymm5, ymm0, ymm11
  vpand ymm9, ymm5, ymm1
  vpxor ymm5, ymm5, ymm9
  vpmaxud ymm12, ymm5, ymm3
  vpcmpeqd ymm12, ymm12, ymm5
  vextractf128 xmm10, ymm12, 1
  vpackssdw xmm10, xmm12, xmm10
  vpacksswb xmm10, xmm10, xmm10
  vpxor xmm12, xmm12, xmm12
  vpcmpeqb xmm10, xmm10, xmm12
  vpabsb xmm10, xmm10
  vpxor xmm10, xmm10, xmm4
  vpextrb eax, xmm10, 0
  vaddps ymm12, ymm5, ymm6
  vpsubd ymm12, ymm12, ymm7
  vpaddd ymm8, ymm5, ymmword ptr [rip+0xf07]  ; 0x13a0
  vmovaps ymmword ptr [rsp], ymm0
  vpsrld ymm0, ymm5, 0x10
  vpand ymm0, ymm0, ymmword ptr [rip+0xf15]  ; 0x13c0
  vpaddd ymm0, ymm8, ymm0
  vpsrld ymm0, ymm0, 0x10
  vxorps xmm8, xmm8, xmm8
  vpsubd ymm0, ymm0, ymm8
  vpmaxud ymm8, ymm5, ymmword ptr [rip+0xe99]  ; 0x1360
  vpcmpeqd ymm8, ymm8, ymm5
  vblendvps ymm0, ymm12, ymm0, ymm8
  vpextrd ecx, xmm0, 0
  mov edx, 0x7f80
  test al, al
  cmovne ecx, edx
  vpextrb eax, xmm10, 1
  vpextrd edx, xmm0, 1
  mov r8d, 0x7f80
  test al, al
  cmovne edx, r8d
  vpextrb eax, xmm10, 2
  vpextrd r8d, xmm0, 2
  mov ebx, 0x7f80
  test al, al
  cmovne r8d, ebx
  vpextrb eax, xmm10, 3
  vpextrd ebx, xmm0, 3
  mov r12d, 0x7f80
  test al, al
  cmovne ebx, r12d
  vpextrb eax, xmm10, 4
  vextractf128 xmm8, ymm0, 1
  vpextrd r12d, xmm8, 0
  mov r13d, 0x7f80
  test al, al
  cmovne r12d, r13d
  vpextrb eax, xmm10, 5
  vextractf128 xmm8, ymm0, 1
  vpextrd r13d, xmm8, 1
  mov r14d, 0x7f80
  test al, al
  cmovne r13d, r14d
  vpextrb eax, xmm10, 6
  vextractf128 xmm8, ymm0, 1
  vpextrd r14d, xmm8, 2
  mov r15d, 0x7f80
  test al, al
  cmovne r14d, r15d
  vpextrb eax, xmm10, 7
  vextractf128 xmm0, ymm0, 1
  vpextrd r15d, xmm0, 3
  test al, al
  mov eax, 0x7f80
  cmovne r15d, eax
  vmovd xmm0, ecx
  vpinsrd xmm0, xmm0, edx, 1
  vpinsrd xmm0, xmm0, r8d, 2
  vpinsrd xmm0, xmm0, ebx, 3
  vmovd xmm8, r12d
  vpinsrd xmm8, xmm8, r13d, 1
  vpinsrd xmm8, xmm8, r14d, 2
  vpinsrd xmm8, xmm8, r15d, 3
  vinsertf128 ymm0, ymm0, xmm8, 1
  vmovaps ymm8, ymmword ptr [rip+0xd06]  ; 0x12e0
  vpmaxud ymm5, ymm8, ymm5
  vpcmpeqd ymm5, ymm5, ymm8
  vmovaps ymm10, ymmword ptr [rip+0xd34]  ; 0x1320
  vblendvps ymm0, ymm10, ymm0, ymm5
  vpsrld ymm5, ymm9, 0x10
  vpor ymm0, ymm0, ymm5
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
  vextractf128 xmm5, ymm0, 1
  vpextrd ebx, xmm5, 0
  mov ebx, ebx
  movzx ebx, bx
  vextractf128 xmm5, ymm0, 1
  vpextrd r12d, xmm5, 1
  mov r12d, r12d
  movzx r12d, r12w
  vextractf128 xmm5, ymm0, 1
  vpextrd r13d, xmm5, 2
  mov r13d, r13d
  movzx r13d, r13w
  vextractf128 xmm0, ymm0, 1
  vpextrd r14d, xmm0, 3
  mov r14d, r14d
  movzx r14d, r14w
  vmovd xmm0, eax
  vpinsrd xmm0, xmm0, ecx, 1
  vpinsrd xmm0, xmm0, edx, 2
  vpinsrd xmm0, xmm0, r8d, 3
  vmovd xmm5, ebx
  vpinsrd xmm5, xmm5, r12d, 1
  vpinsrd xmm5, xmm5, r13d, 2
  vpinsrd xmm5, xmm5, r14d, 3
  vinsertf128 ymm0, ymm0, xmm5, 1
  vpslld ymm0, ymm0, 0x10
  vdivps ymm0, ymm0, ymm2
  vpand ymm5, ymm0, ymm1
  vpxor ymm0, ymm0, ymm5
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
  vpaddd ymm10, ymm0, ymmword ptr [rip+0xca7]  ; 0x13a0
  vpsrld ymm8, ymm0, 0x10
  vpand ymm8, ymm8, ymmword ptr [rip+0xcba]  ; 0x13c0
  vpaddd ymm8, ymm10, ymm8
  vpsrld ymm8, ymm8, 0x10
  vxorps xmm10, xmm10, xmm10
  vpsubd ymm8, ymm8, ymm10
  vpmaxud ymm10, ymm0, ymmword ptr [rip+0xc3c]  ; 0x1360
  vpcmpeqd ymm10, ymm10, ymm0
  vblendvps ymm8, ymm12, ymm8, ymm10
  vpextrd ecx, xmm8, 0
  mov edx, 0x7f80
  test al, al
  cmovne ecx, edx
  vpextrb eax, xmm9, 1
  vpextrd edx, xmm8, 1
  mov r8d, 0x7f80
  test al, al
  cmovne edx, r8d
  vpextrb eax, xmm9, 2
  vpextrd r8d, xmm8, 2
  mov ebx, 0x7f80
  test al, al
  cmovne r8d, ebx
  vpextrb eax, xmm9, 3
  vpextrd ebx, xmm8, 3
  mov r12d, 0x7f80
  test al, al
  cmovne ebx, r12d
  vpextrb eax, xmm9, 4
  vextractf128 xmm10, ymm8, 1
  vpextrd r12d, xmm10, 0
  mov r13d, 0x7f80
  test al, al
  cmovne r12d, r13d
  vpextrb eax, xmm9, 5
  vextractf128 xmm10, ymm8, 1
  vpextrd r13d, xmm10, 1
  mov r14d, 0x7f80
  test al, al
  cmovne r13d, r14d
  vpextrb eax, xmm9, 6
  vextractf128 xmm10, ymm8, 1
  vpextrd r14d, xmm10, 2
  mov r15d, 0x7f80
  test al, al
  cmovne r14d, r15d
  vpextrb eax, xmm9, 7
  vextractf128 xmm8, ymm8, 1
  vpextrd r15d, xmm8, 3
  test al, al
  mov eax, 0x7f80
  cmovne r15d, eax
  vmovd xmm8, ecx
  vpinsrd xmm8, xmm8, edx, 1
  vpinsrd xmm8, xmm8, r8d, 2
  vpinsrd xmm8, xmm8, ebx, 3
  vmovd xmm9, r12d
  vpinsrd xmm9, xmm9, r13d, 1
  vpinsrd xmm9, xmm9, r14d, 2
  vpinsrd xmm9, xmm9, r15d, 3
  vinsertf128 ymm8, ymm8, xmm9, 1
  vmovaps ymm9, ymmword ptr [rip+0xaa9]  ; 0x12e0
  vpmaxud ymm0, ymm9, ymm0
  vpcmpeqd ymm0, ymm0, ymm9
  vmovaps ymm10, ymmword ptr [rip+0xad7]  ; 0x1320
  vblendvps ymm0, ymm10, ymm8, ymm0
  vpsrld ymm5, ymm5, 0x10
  vpor ymm0, ymm0, ymm5
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
  vextractf128 xmm5, ymm0, 1
  vpextrd ebx, xmm5, 0
  mov ebx, ebx
  movzx ebx, bx
  vextractf128 xmm5, ymm0, 1
  vpextrd r12d, xmm5, 1
  mov r12d, r12d
  movzx r12d, r12w
  vextractf128 xmm5, ymm0, 1
  vpextrd r13d, xmm5, 2
  mov r13d, r13d
  movzx r13d, r13w
  vextractf128 xmm0, ymm0, 1
  vpextrd r14d, xmm0, 3
  mov r14d, r14d
  movzx r14d, r14w
  vmovd xmm0, eax
  vpinsrd xmm0, xmm0, ecx, 1
  vpinsrd xmm0, xmm0, edx, 2
  vpinsrd xmm0, xmm0, r8d, 3
  vmovd xmm5, ebx
  vpinsrd xmm5, xmm5, r12d, 1
  vpinsrd xmm5, xmm5, r13d, 2
  vpinsrd xmm5, xmm5, r14d, 3
  vinsertf128 ymm0, ymm0, xmm5, 1
  vpslld ymm0, ymm0, 0x10
  vmulps ymm0, ymm0, ymm2
  vpand ymm5, ymm0, ymm1
  vpxor ymm0, ymm0, ymm5
  vpmaxud ymm8, ymm0, ymm3
  vpcmpeqd ymm8, ymm8, ymm0
  vextractf128 xmm12, ymm8, 1
  vpackssdw xmm8, xmm8, xmm12
  vpacksswb xmm8, xmm8, xmm8
  vpxor xmm12, xmm12, xmm12
  vpcmpeqb xmm8, xmm8, xmm12
  vpabsb xmm8, xmm8
  vpxor xmm8, xmm8, xmm4
  vpextrb eax, xmm8, 0
  vaddps ymm12, ymm0, ymm6
  vpsubd ymm12, ymm12, ymm7
  vpaddd ymm10, ymm0, ymmword ptr [rip+0xa4b]  ; 0x13a0
  vpsrld ymm9, ymm0, 0x10
  vpand ymm9, ymm9, ymmword ptr [rip+0xa5e]  ; 0x13c0
  vpaddd ymm9, ymm10, ymm9
  vpsrld ymm9, ymm9, 0x10
  vxorps xmm10, xmm10, xmm10
  vpsubd ymm9, ymm9, ymm10
  vpmaxud ymm10, ymm0, ymmword ptr [rip+0x9e0]  ; 0x1360
  vpcmpeqd ymm10, ymm10, ymm0
  vblendvps ymm9, ymm12, ymm9, ymm10
  vpextrd ecx, xmm9, 0
  mov edx, 0x7f80
  test al, al
  cmovne ecx, edx
  vpextrb eax, xmm8, 1
  vpextrd edx, xmm9, 1
  mov r8d, 0x7f80
  test al, al
  cmovne edx, r8d
  vpextrb eax, xmm8, 2
  vpextrd r8d, xmm9, 2
  mov ebx, 0x7f80
  test al, al
  cmovne r8d, ebx
  vpextrb eax, xmm8, 3
  vpextrd ebx, xmm9, 3
  mov r12d, 0x7f80
  test al, al
  cmovne ebx, r12d
  vpextrb eax, xmm8, 4
  vextractf128 xmm10, ymm9, 1
  vpextrd r12d, xmm10, 0
  mov r13d, 0x7f80
  test al, al
  cmovne r12d, r13d
  vpextrb eax, xmm8, 5
  vextractf128 xmm10, ymm9, 1
  vpextrd r13d, xmm10, 1
  mov r14d, 0x7f80
  test al, al
  cmovne r13d, r14d
  vpextrb eax, xmm8, 6
  vextractf128 xmm10, ymm9, 1
  vpextrd r14d, xmm10, 2
  mov r15d, 0x7f80
  test al, al
  cmovne r14d, r15d
  vpextrb eax, xmm8, 7
  vextractf128 xmm8, ymm9, 1
  vpextrd r15d, xmm8, 3
  test al, al
  mov eax, 0x7f80
  cmovne r15d, eax
  vmovd xmm8, ecx
  vpinsrd xmm8, xmm8, edx, 1
  vpinsrd xmm8, xmm8, r8d, 2
  vpinsrd xmm8, xmm8, ebx, 3
  vmovd xmm9, r12d
  vpinsrd xmm9, xmm9, r13d, 1
  vpinsrd xmm9, xmm9, r14d, 2
  vpinsrd xmm9, xmm9, r15d, 3
  vinsertf128 ymm8, ymm8, xmm9, 1
  vmovaps ymm9, ymmword ptr [rip+0x84d]  ; 0x12e0
  vpmaxud ymm0, ymm9, ymm0
  vpcmpeqd ymm0, ymm0, ymm9
  vmovaps ymm10, ymmword ptr [rip+0x87b]  ; 0x1320
  vblendvps ymm0, ymm10, ymm8, ymm0
  vpsrld ymm5, ymm5, 0x10
  vpor ymm0, ymm0, ymm5
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
  vextractf128 xmm5, ymm0, 1
  vpextrd ebx, xmm5, 0
  mov ebx, ebx
  movzx ebx, bx
  vextractf128 xmm5, ymm0, 1
  vpextrd r12d, xmm5, 1
  mov r12d, r12d
  movzx r12d, r12w
  vextractf128 xmm5, ymm0, 1
  vpextrd r13d, xmm5, 2
  mov r13d, r13d
  movzx r13d, r13w
  vextractf128 xmm0, ymm0, 1
  vpextrd r14d, xmm0, 3
  mov r14d, r14d
  movzx r14d, r14w
  vmovd xmm0, eax
  vpinsrd xmm0, xmm0, ecx, 1
  vpinsrd xmm0, xmm0, edx, 2
  vpinsrd xmm0, xmm0, r8d, 3
  vmovd xmm5, ebx
  vpinsrd xmm5, xmm5, r12d, 1
  vpinsrd xmm5, xmm5, r13d, 2
  vpinsrd xmm5, xmm5, r14d, 3
  vinsertf128 ymm0, ymm0, xmm5, 1
  vpslld ymm0, ymm0, 0x10
  vaddps ymm0, ymm0, ymm11
  vpand ymm5, ymm0, ymm1
  vpxor ymm0, ymm0, ymm5
  vpmaxud ymm8, ymm0, ymm3
  vpcmpeqd ymm8, ymm8, ymm0
  vextractf128 xmm12, ymm8, 1
  vpackssdw xmm8, xmm8, xmm12
  vpacksswb xmm8, xmm8, xmm8
  vpxor xmm12, xmm12, xmm12
  vpcmpeqb xmm8, xmm8, xmm12
  vpabsb xmm8, xmm8
  vpxor xmm8, xmm8, xmm4
  vpextrb eax, xmm8, 0
  vaddps ymm12, ymm0, ymm6
  vpsubd ymm12, ymm12, ymm7
  vpaddd ymm10, ymm0, ymmword ptr [rip+0x7ee]  ; 0x13a0
  vpsrld ymm9, ymm0, 0x10
  vpand ymm9, ymm9, ymmword ptr [rip+0x801]  ; 0x13c0
  vpaddd ymm9, ymm10, ymm9
  vpsrld ymm9, ymm9, 0x10
  vxorps xmm10, xmm10, xmm10
  vpsubd ymm9, ymm9, ymm10
  vpmaxud ymm10, ymm0, ymmword ptr [rip+0x783]  ; 0x1360
  vpcmpeqd ymm10, ymm10, ymm0
  vblendvps ymm9, ymm12, ymm9, ymm10
  vpextrd ecx, xmm9, 0
  mov edx, 0x7f80
  test al, al
  cmovne ecx, edx
  vpextrb eax, xmm8, 1
  vpextrd edx, xmm9, 1
  mov r8d, 0x7f80
  test al, al
  cmovne edx, r8d
  vpextrb eax, xmm8, 2
  vpextrd r8d, xmm9, 2
  mov ebx, 0x7f80
  test al, al
  cmovne r8d, ebx
  vpextrb eax, xmm8, 3
  vpextrd ebx, xmm9, 3
  mov r12d, 0x7f80
  test al, al
  cmovne ebx, r12d
  vpextrb eax, xmm8, 4
  vextractf128 xmm10, ymm9, 1
  vpextrd r12d, xmm10, 0
  mov r13d, 0x7f80
  test al, al
  cmovne r12d, r13d
  vpextrb eax, xmm8, 5
  vextractf128 xmm10, ymm9, 1
  vpextrd r13d, xmm10, 1
  mov r14d, 0x7f80
  test al, al
  cmovne r13d, r14d
  vpextrb eax, xmm8, 6
  vextractf128 xmm10, ymm9, 1
  vpextrd r14d, xmm10, 2
  mov r15d, 0x7f80
  test al, al
  cmovne r14d, r15d
  vpextrb eax, xmm8, 7
  vextractf128 xmm8, ymm9, 1
  vpextrd r15d, xmm8, 3
  test al, al
  mov eax, 0x7f80
  cmovne r15d, eax
  vmovd xmm8, ecx
  vpinsrd xmm8, xmm8, edx, 1
  vpinsrd xmm8, xmm8, r8d, 2
  vpinsrd xmm8, xmm8, ebx, 3
  vmovd xmm9, r12d
  vpinsrd xmm9, xmm9, r13d, 1
  vpinsrd xmm9, xmm9, r14d, 2
  vpinsrd xmm9, xmm9, r15d, 3
  vinsertf128 ymm8, ymm8, xmm9, 1
  vmovaps ymm9, ymmword ptr [rip+0x5f0]  ; 0x12e0
  vpmaxud ymm0, ymm9, ymm0
  vpcmpeqd ymm0, ymm0, ymm9
  vmovaps ymm10, ymmword ptr [rip+0x61e]  ; 0x1320
  vblendvps ymm0, ymm10, ymm8, ymm0
  vpsrld ymm5, ymm5, 0x10
  vpor ymm0, ymm0, ymm5
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
  vextractf128 xmm5, ymm0, 1
  vpextrd ebx, xmm5, 0
  mov ebx, ebx
  movzx ebx, bx
  vextractf128 xmm5, ymm0, 1
  vpextrd r12d, xmm5, 1
  mov r12d, r12d
  movzx r12d, r12w
  vextractf128 xmm5, ymm0, 1
  vpextrd r13d, xmm5, 2
  mov r13d, r13d
  movzx r13d, r13w
  vextractf128 xmm0, ymm0, 1
  vpextrd r14d, xmm0, 3
  mov r14d, r14d
  movzx r14d, r14w
  vmovd xmm0, eax
  vpinsrd xmm0, xmm0, ecx, 1
  vpinsrd xmm0, xmm0, edx, 2
  vpinsrd xmm0, xmm0, r8d, 3
  vmovd xmm5, ebx
  vpinsrd xmm5, xmm5, r12d, 1
  vpinsrd xmm5, xmm5, r13d, 2
  vpinsrd xmm5, xmm5, r14d, 3
  vinsertf128 ymm0, ymm0, xmm5, 1
  vpslld ymm0, ymm0, 0x10
  vsqrtps ymm0, ymm0
  vpand ymm5, ymm0, ymm1
  vpxor ymm0, ymm0, ymm5
  vpmaxud ymm8, ymm0, ymm3
  vpcmpeqd ymm8, ymm8, ymm0
  vextractf128 xmm12, ymm8, 1
  vpackssdw xmm8, xmm8, xmm12
  vpacksswb xmm8, xmm8, xmm8
  vpxor xmm12, xmm12, xmm12
  vpcmpeqb xmm8, xmm8, xmm12
  vpabsb xmm8, xmm8
  vpxor xmm8, xmm8, xmm4
  vpextrb eax, xmm8, 0
  vaddps ymm12, ymm0, ymm6
  vpsubd ymm12, ymm12, ymm7
  vpaddd ymm10, ymm0, ymmword ptr [rip+0x592]  ; 0x13a0
  vpsrld ymm9, ymm0, 0x10
  vpand ymm9, ymm9, ymmword ptr [rip+0x5a5]  ; 0x13c0
  vpaddd ymm9, ymm10, ymm9
  vpsrld ymm9, ymm9, 0x10
  vxorps xmm10, xmm10, xmm10
  vpsubd ymm9, ymm9, ymm10
  vpmaxud ymm10, ymm0, ymmword ptr [rip+0x527]  ; 0x1360
  vpcmpeqd ymm10, ymm10, ymm0
  vblendvps ymm9, ymm12, ymm9, ymm10
  vpextrd ecx, xmm9, 0
  mov edx, 0x7f80
  test al, al
  cmovne ecx, edx
  vpextrb eax, xmm8, 1
  vpextrd edx, xmm9, 1
  mov r8d, 0x7f80
  test al, al
  cmovne edx, r8d
  vpextrb eax, xmm8, 2
  vpextrd r8d, xmm9, 2
  mov ebx, 0x7f80
  test al, al
  cmovne r8d, ebx
  vpextrb eax, xmm8, 3
  vpextrd ebx, xmm9, 3
  mov r12d, 0x7f80
  test al, al
  cmovne ebx, r12d
  vpextrb eax, xmm8, 4
  vextractf128 xmm10, ymm9, 1
  vpextrd r12d, xmm10, 0
  mov r13d, 0x7f80
  test al, al
  cmovne r12d, r13d
  vpextrb eax, xmm8, 5
  vextractf128 xmm10, ymm9, 1
  vpextrd r13d, xmm10, 1
  mov r14d, 0x7f80
  test al, al
  cmovne r13d, r14d
  vpextrb eax, xmm8, 6
  vextractf128 xmm10, ymm9, 1
  vpextrd r14d, xmm10, 2
  mov r15d, 0x7f80
  test al, al
  cmovne r14d, r15d
  vpextrb eax, xmm8, 7
  vextractf128 xmm8, ymm9, 1
  vpextrd r15d, xmm8, 3
  test al, al
  mov eax, 0x7f80
  cmovne r15d, eax
  vmovd xmm8, ecx
  vpinsrd xmm8, xmm8, edx, 1
  vpinsrd xmm8, xmm8, r8d, 2
  vpinsrd xmm8, xmm8, ebx, 3
  vmovd xmm9, r12d
  vpinsrd xmm9, xmm9, r13d, 1
  vpinsrd xmm9, xmm9, r14d, 2
  vpinsrd xmm9, xmm9, r15d, 3
  vinsertf128 ymm8, ymm8, xmm9, 1
  vmovaps ymm9, ymmword ptr [rip+0x394]  ; 0x12e0
  vpmaxud ymm0, ymm9, ymm0
  vpcmpeqd ymm0, ymm0, ymm9
  vmovaps ymm10, ymmword ptr [rip+0x3c2]  ; 0x1320
  vblendvps ymm0, ymm10, ymm8, ymm0
  vpsrld ymm5, ymm5, 0x10
  vpor ymm0, ymm0, ymm5
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
  vextractf128 xmm5, ymm0, 1
  vpextrd ebx, xmm5, 0
  mov ebx, ebx
  movzx ebx, bx
  vextractf128 xmm5, ymm0, 1
  vpextrd r12d, xmm5, 1
  mov r12d, r12d
  movzx r12d, r12w
  vextractf128 xmm5, ymm0, 1
  vpextrd r13d, xmm5, 2
  mov r13d, r13d
  movzx r13d, r13w
  vextractf128 xmm0, ymm0, 1
  vpextrd r14d, xmm0, 3
  mov r14d, r14d
  movzx r14d, r14w
  vmovd xmm0, eax
  vpinsrd xmm0, xmm0, ecx, 1
  vpinsrd xmm0, xmm0, edx, 2
  vpinsrd xmm0, xmm0, r8d, 3
  vmovd xmm5, ebx
  vpinsrd xmm5, xmm5, r12d, 1
  vpinsrd xmm5, xmm5, r13d, 2
  vpinsrd xmm5, xmm5, r14d, 3
  vinsertf128 ymm0, ymm0, xmm5, 1
  vpslld ymm0, ymm0, 0x10
  vminps ymm0, ymm0, ymmword ptr [rsp]
  vpand ymm5, ymm0, ymm1
  vpxor ymm0, ymm0, ymm5
  vpmaxud ymm8, ymm0, ymm3
  vpcmpeqd ymm8, ymm8, ymm0
  vextractf128 xmm12, ymm8, 1
  vpackssdw xmm8, xmm8, xmm12
  vpacksswb xmm8, xmm8, xmm8
  vpxor xmm12, xmm12, xmm12
  vpcmpeqb xmm8, xmm8, xmm12
  vpabsb xmm8, xmm8
  vpxor xmm8, xmm8, xmm4
  vpextrb eax, xmm8, 0
  vaddps ymm12, ymm0, ymm6
  vpsubd ymm12, ymm12, ymm7
  vpaddd ymm10, ymm0, ymmword ptr [rip+0x335]  ; 0x13a0
  vpsrld ymm9, ymm0, 0x10
  vpand ymm9, ymm9, ymmword ptr [rip+0x348]  ; 0x13c0
  vpaddd ymm9, ymm10, ymm9
  vpsrld ymm9, ymm9, 0x10
  vxorps xmm10, xmm10, xmm10
  vpsubd ymm9, ymm9, ymm10
  vpmaxud ymm10, ymm0, ymmword ptr [rip+0x2ca]  ; 0x1360
  vpcmpeqd ymm10, ymm10, ymm0
  vblendvps ymm9, ymm12, ymm9, ymm10
  vpextrd ecx, xmm9, 0
  mov edx, 0x7f80
  test al, al
  cmovne ecx, edx
  vpextrb eax, xmm8, 1
  vpextrd edx, xmm9, 1
  mov r8d, 0x7f80
  test al, al
  cmovne edx, r8d
  vpextrb eax, xmm8, 2
  vpextrd r8d, xmm9, 2
  mov ebx, 0x7f80
  test al, al
  cmovne r8d, ebx
  vpextrb eax, xmm8, 3
  vpextrd ebx, xmm9, 3
  mov r12d, 0x7f80
  test al, al
  cmovne ebx, r12d
  vpextrb eax, xmm8, 4
  vextractf128 xmm10, ymm9, 1
  vpextrd r12d, xmm10, 0
  mov r13d, 0x7f80
  test al, al
  cmovne r12d, r13d
  vpextrb eax, xmm8, 5
  vextractf128 xmm10, ymm9, 1
  vpextrd r13d, xmm10, 1
  mov r14d, 0x7f80
  test al, al
  cmovne r13d, r14d
  vpextrb eax, xmm8, 6
  vextractf128 xmm10, ymm9, 1
  vpextrd r14d, xmm10, 2
  mov r15d, 0x7f80
  test al, al
  cmovne r14d, r15d
  vpextrb eax, xmm8, 7
  vextractf128 xmm8, ymm9, 1
  vpextrd r15d, xmm8, 3
  test al, al
  mov eax, 0x7f80
  cmovne r15d, eax
  vmovd xmm8, ecx
  vpinsrd xmm8, xmm8, edx, 1
  vpinsrd xmm8, xmm8, r8d, 2
  vpinsrd xmm8, xmm8, ebx, 3
  vmovd xmm9, r12d
  vpinsrd xmm9, xmm9, r13d, 1
  vpinsrd xmm9, xmm9, r14d, 2
  vpinsrd xmm9, xmm9, r15d, 3
  vinsertf128 ymm8, ymm8, xmm9, 1
  vmovaps ymm9, ymmword ptr [rip+0x137]  ; 0x12e0
  vpmaxud ymm0, ymm9, ymm0
  vpcmpeqd ymm0, ymm0, ymm9
  vmovaps ymm10, ymmword ptr [rip+0x165]  ; 0x1320
  vblendvps ymm0, ymm10, ymm8, ymm0
  vpsrld ymm5, ymm5, 0x10
  vpor ymm0, ymm0, ymm5
  vpextrd eax, xmm0, 0
  mov eax, eax
  vpextrd ecx, xmm0, 1
  mov ecx, ecx
  vpextrd edx, xmm0, 2
  mov edx, edx
  vpextrd r8d, xmm0, 3
  mov r8d, r8d
  vextractf128 xmm5, ymm0, 1
  vpextrd ebx, xmm5, 0
  mov ebx, ebx
  vextractf128 xmm5, ymm0, 1
  vpextrd r12d, xmm5, 1
  mov r12d, r12d
  vextractf128 xmm5, ymm0, 1
  vpextrd r13d, xmm5, 2
  mov r13d, r13d
  vextractf128 xmm0, ymm0, 1
  vpextrd r14d, xmm0, 3
  mov r14d, r14d
  vmovd xmm0, eax
  vpinsrw xmm0, xmm0, ecx, 1
  vpinsrw xmm0, xmm0, edx, 2
  vpinsrw xmm0, xmm0, r8d, 3
  vpinsrw xmm0, xmm0, ebx, 4
  vpinsrw xmm0, xmm0, r12d, 5
  vpinsrw xmm0, xmm0, r13d, 6
  vpinsrw xmm0, xmm0, r14d, 7
  mov rcx, qword ptr [rsp+0x90]
  vmovdqu xmmword ptr [rcx+rdi*2], xmm0
  vcmpps ymm0, ymm2, ymm11, 1
  vextractf128 xmm2, ymm0, 1
  vpackssdw xmm0, xmm0, xmm2
  vpacksswb xmm0, xmm0, xmm0
  vpabsb xmm0, xmm0
  mov rdx, qword ptr [rsp+0x98]
  vmovq qword ptr [rdx+rdi], xmm0
  add esi, 1
  cmp esi, 8
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
;   0x12e0: 7f8000007f800000 7f8000007f800000 7f8000007f800000 7f8000007f800000
;   0x1300: 8000000080000000 8000000080000000 8000000080000000 8000000080000000
;   0x1320: 00007fc000007fc0 00007fc000007fc0 00007fc000007fc0 00007fc000007fc0
;   0x1340: 7f7f80007f7f8000 7f7f80007f7f8000 7f7f80007f7f8000 7f7f80007f7f8000
;   0x1360: 0080000000800000 0080000000800000 0080000000800000 0080000000800000
;   0x1380: 0880000008800000 0880000008800000 0880000008800000 0880000008800000
;   0x13a0: 00007fff00007fff 00007fff00007fff 00007fff00007fff 00007fff00007fff
;   0x13c0: 0000000100000001 0000000100000001 0000000100000001 0000000100000001
;   0x13e0: 0101010101010101 0000000000000000
;   0x13f0: 08800000
