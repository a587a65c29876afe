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
  mov qword ptr [rsp+0x20], rdi
  mov qword ptr [rsp+0x28], rsi
  vmovaps ymm0, ymmword ptr [rip+0x1219]  ; 0x1240
  vmovaps ymm1, ymmword ptr [rip+0x1231]  ; 0x1260
  vmovaps ymm2, ymmword ptr [rip+0x1249]  ; 0x1280
  vmovaps ymm3, ymmword ptr [rip+0x1261]  ; 0x12a0
  vmovaps xmm4, xmmword ptr [rip+0x12f9]  ; 0x1340
  vmovaps ymm5, ymmword ptr [rip+0x1271]  ; 0x12c0
  vmovaps ymm6, ymmword ptr [rip+0x1289]  ; 0x12e0
  vmovaps ymm7, ymmword ptr [rip+0x1281]  ; 0x12e0
  vmovaps ymm8, ymmword ptr [rip+0x1299]  ; 0x1300
  vmovaps ymm9, ymmword ptr [rip+0x12b1]  ; 0x1320
  vxorps xmm10, xmm10, xmm10
  xor eax, eax
  mov qword ptr [rsp+0x30], rdx
  mov qword ptr [rsp+0x38], rcx
.Lloop1:
  imul r8d, eax, 8
  mov r11, qword ptr [rsp+0x30]
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
  mov r11, qword ptr [rsp+0x38]
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
  vpaddd ymm9, ymm12, ymmword ptr [rip+0x110f]  ; 0x1300
  vpsrld ymm8, ymm12, 0x10
  vpand ymm8, ymm8, ymmword ptr [rip+0x1121]  ; 0x1320
  vpaddd ymm8, ymm9, ymm8
  vpsrld ymm8, ymm8, 0x10
  vxorps xmm9, xmm9, xmm9
  vpsubd ymm8, ymm8, ymm9
  vpmaxud ymm9, ymm12, ymmword ptr [rip+0x10a3]  ; 0x12c0
  vpcmpeqd ymm9, ymm9, ymm12
  vblendvps ymm8, ymm10, ymm8, ymm9
  vpextrd esi, xmm8, 0
  mov edi, 0x7f80
  test dl, dl
  cmovne esi, edi
  vpextrb edx, xmm5, 1
  vpextrd edi, xmm8, 1
  mov ebx, 0x7f80
  test dl, dl
  cmovne edi, ebx
  vpextrb edx, xmm5, 2
  vpextrd ebx, xmm8, 2
  mov r12d, 0x7f80
  test dl, dl
  cmovne ebx, r12d
  vpextrb edx, xmm5, 3
  vpextrd r12d, xmm8, 3
  mov r13d, 0x7f80
  test dl, dl
  cmovne r12d, r13d
  vpextrb edx, xmm5, 4
  vextractf128 xmm9, ymm8, 1
  vpextrd r13d, xmm9, 0
  mov r14d, 0x7f80
  test dl, dl
  cmovne r13d, r14d
  vpextrb edx, xmm5, 5
  vextractf128 xmm9, ymm8, 1
  vpextrd r14d, xmm9, 1
  mov r15d, 0x7f80
  test dl, dl
  cmovne r14d, r15d
  vpextrb edx, xmm5, 6
  vextractf128 xmm9, ymm8, 1
  vpextrd r15d, xmm9, 2
  test dl, dl
  mov edx, 0x7f80
  cmovne r15d, edx
  vpextrb edx, xmm5, 7
  vextractf128 xmm5, ymm8, 1
  vpextrd ecx, xmm5, 3
  test dl, dl
  mov edx, 0x7f80
  cmovne ecx, edx
  vmovd xmm5, esi
  vpinsrd xmm5, xmm5, edi, 1
  vpinsrd xmm5, xmm5, ebx, 2
  vpinsrd xmm5, xmm5, r12d, 3
  vmovd xmm8, r13d
  vpinsrd xmm8, xmm8, r14d, 1
  vpinsrd xmm8, xmm8, r15d, 2
  vpinsrd xmm8, xmm8, ecx, 3
  vinsertf128 ymm5, ymm5, xmm8, 1
  vmovaps ymm8, ymmword ptr [rip+0xf12]  ; 0x1240
  vpmaxud ymm9, ymm8, ymm12
  vpcmpeqd ymm9, ymm9, ymm8
  vmovaps ymm10, ymmword ptr [rip+0xf40]  ; 0x1280
  vblendvps ymm5, ymm10, ymm5, ymm9
  vpsrld ymm0, ymm0, 0x10
  vpor ymm0, ymm5, ymm0
  vpextrd ecx, xmm0, 0
  mov ecx, ecx
  movzx ecx, cx
  vpextrd edx, xmm0, 1
  mov edx, edx
  movzx edx, dx
  vpextrd esi, xmm0, 2
  mov esi, esi
  movzx esi, si
  vpextrd edi, xmm0, 3
  mov edi, edi
  movzx edi, di
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
  vmovd xmm0, ecx
  vpinsrd xmm0, xmm0, edx, 1
  vpinsrd xmm0, xmm0, esi, 2
  vpinsrd xmm0, xmm0, edi, 3
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
  vpextrb ecx, xmm10, 0
  vaddps ymm12, ymm5, ymm6
  vpsubd ymm12, ymm12, ymm7
  vpaddd ymm8, ymm5, ymmword ptr [rip+0xeb4]  ; 0x1300
  vmovaps ymmword ptr [rsp], ymm0
  vpsrld ymm0, ymm5, 0x10
  vpand ymm0, ymm0, ymmword ptr [rip+0xec2]  ; 0x1320
  vpaddd ymm0, ymm8, ymm0
  vpsrld ymm0, ymm0, 0x10
  vxorps xmm8, xmm8, xmm8
  vpsubd ymm0, ymm0, ymm8
  vpmaxud ymm8, ymm5, ymmword ptr [rip+0xe46]  ; 0x12c0
  vpcmpeqd ymm8, ymm8, ymm5
  vblendvps ymm0, ymm12, ymm0, ymm8
  vpextrd edx, xmm0, 0
  mov esi, 0x7f80
  test cl, cl
  cmovne edx, esi
  vpextrb ecx, xmm10, 1
  vpextrd esi, xmm0, 1
  mov edi, 0x7f80
  test cl, cl
  cmovne esi, edi
  vpextrb ecx, xmm10, 2
  vpextrd edi, xmm0, 2
  mov ebx, 0x7f80
  test cl, cl
  cmovne edi, ebx
  vpextrb ecx, xmm10, 3
  vpextrd ebx, xmm0, 3
  mov r12d, 0x7f80
  test cl, cl
  cmovne ebx, r12d
  vpextrb ecx, xmm10, 4
  vextractf128 xmm8, ymm0, 1
  vpextrd r12d, xmm8, 0
  mov r13d, 0x7f80
  test cl, cl
  cmovne r12d, r13d
  vpextrb ecx, xmm10, 5
  vextractf128 xmm8, ymm0, 1
  vpextrd r13d, xmm8, 1
  mov r14d, 0x7f80
  test cl, cl
  cmovne r13d, r14d
  vpextrb ecx, xmm10, 6
  vextractf128 xmm8, ymm0, 1
  vpextrd r14d, xmm8, 2
  mov r15d, 0x7f80
  test cl, cl
  cmovne r14d, r15d
  vpextrb ecx, xmm10, 7
  vextractf128 xmm0, ymm0, 1
  vpextrd r15d, xmm0, 3
  test cl, cl
  mov ecx, 0x7f80
  cmovne r15d, ecx
  vmovd xmm0, edx
  vpinsrd xmm0, xmm0, esi, 1
  vpinsrd xmm0, xmm0, edi, 2
  vpinsrd xmm0, xmm0, ebx, 3
  vmovd xmm8, r12d
  vpinsrd xmm8, xmm8, r13d, 1
  vpinsrd xmm8, xmm8, r14d, 2
  vpinsrd xmm8, xmm8, r15d, 3
  vinsertf128 ymm0, ymm0, xmm8, 1
  vmovaps ymm8, ymmword ptr [rip+0xcb6]  ; 0x1240
  vpmaxud ymm5, ymm8, ymm5
  vpcmpeqd ymm5, ymm5, ymm8
  vmovaps ymm10, ymmword ptr [rip+0xce4]  ; 0x1280
  vblendvps ymm0, ymm10, ymm0, ymm5
  vpsrld ymm5, ymm9, 0x10
  vpor ymm0, ymm0, ymm5
  vpextrd ecx, xmm0, 0
  mov ecx, ecx
  movzx ecx, cx
  vpextrd edx, xmm0, 1
  mov edx, edx
  movzx edx, dx
  vpextrd esi, xmm0, 2
  mov esi, esi
  movzx esi, si
  vpextrd edi, xmm0, 3
  mov edi, edi
  movzx edi, di
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
  vmovd xmm0, ecx
  vpinsrd xmm0, xmm0, edx, 1
  vpinsrd xmm0, xmm0, esi, 2
  vpinsrd xmm0, xmm0, edi, 3
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
  vpextrb ecx, xmm9, 0
  vaddps ymm12, ymm0, ymm6
  vpsubd ymm12, ymm12, ymm7
  vpaddd ymm10, ymm0, ymmword ptr [rip+0xc59]  ; 0x1300
  vpsrld ymm8, ymm0, 0x10
  vpand ymm8, ymm8, ymmword ptr [rip+0xc6c]  ; 0x1320
  vpaddd ymm8, ymm10, ymm8
  vpsrld ymm8, ymm8, 0x10
  vxorps xmm10, xmm10, xmm10
  vpsubd ymm8, ymm8, ymm10
  vpmaxud ymm10, ymm0, ymmword ptr [rip+0xbee]  ; 0x12c0
  vpcmpeqd ymm10, ymm10, ymm0
  vblendvps ymm8, ymm12, ymm8, ymm10
  vpextrd edx, xmm8, 0
  mov esi, 0x7f80
  test cl, cl
  cmovne edx, esi
  vpextrb ecx, xmm9, 1
  vpextrd esi, xmm8, 1
  mov edi, 0x7f80
  test cl, cl
  cmovne esi, edi
  vpextrb ecx, xmm9, 2
  vpextrd edi, xmm8, 2
  mov ebx, 0x7f80
  test cl, cl
  cmovne edi, ebx
  vpextrb ecx, xmm9, 3
  vpextrd ebx, xmm8, 3
  mov r12d, 0x7f80
  test cl, cl
  cmovne ebx, r12d
  vpextrb ecx, xmm9, 4
  vextractf128 xmm10, ymm8, 1
  vpextrd r12d, xmm10, 0
  mov r13d, 0x7f80
  test cl, cl
  cmovne r12d, r13d
  vpextrb ecx, xmm9, 5
  vextractf128 xmm10, ymm8, 1
  vpextrd r13d, xmm10, 1
  mov r14d, 0x7f80
  test cl, cl
  cmovne r13d, r14d
  vpextrb ecx, xmm9, 6
  vextractf128 xmm10, ymm8, 1
  vpextrd r14d, xmm10, 2
  mov r15d, 0x7f80
  test cl, cl
  cmovne r14d, r15d
  vpextrb ecx, xmm9, 7
  vextractf128 xmm8, ymm8, 1
  vpextrd r15d, xmm8, 3
  test cl, cl
  mov ecx, 0x7f80
  cmovne r15d, ecx
  vmovd xmm8, edx
  vpinsrd xmm8, xmm8, esi, 1
  vpinsrd xmm8, xmm8, edi, 2
  vpinsrd xmm8, xmm8, ebx, 3
  vmovd xmm9, r12d
  vpinsrd xmm9, xmm9, r13d, 1
  vpinsrd xmm9, xmm9, r14d, 2
  vpinsrd xmm9, xmm9, r15d, 3
  vinsertf128 ymm8, ymm8, xmm9, 1
  vmovaps ymm9, ymmword ptr [rip+0xa5e]  ; 0x1240
  vpmaxud ymm0, ymm9, ymm0
  vpcmpeqd ymm0, ymm0, ymm9
  vmovaps ymm10, ymmword ptr [rip+0xa8c]  ; 0x1280
  vblendvps ymm0, ymm10, ymm8, ymm0
  vpsrld ymm5, ymm5, 0x10
  vpor ymm0, ymm0, ymm5
  vpextrd ecx, xmm0, 0
  mov ecx, ecx
  movzx ecx, cx
  vpextrd edx, xmm0, 1
  mov edx, edx
  movzx edx, dx
  vpextrd esi, xmm0, 2
  mov esi, esi
  movzx esi, si
  vpextrd edi, xmm0, 3
  mov edi, edi
  movzx edi, di
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
  vmovd xmm0, ecx
  vpinsrd xmm0, xmm0, edx, 1
  vpinsrd xmm0, xmm0, esi, 2
  vpinsrd xmm0, xmm0, edi, 3
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
  vpextrb ecx, xmm8, 0
  vaddps ymm12, ymm0, ymm6
  vpsubd ymm12, ymm12, ymm7
  vpaddd ymm10, ymm0, ymmword ptr [rip+0xa02]  ; 0x1300
  vpsrld ymm9, ymm0, 0x10
  vpand ymm9, ymm9, ymmword ptr [rip+0xa15]  ; 0x1320
  vpaddd ymm9, ymm10, ymm9
  vpsrld ymm9, ymm9, 0x10
  vxorps xmm10, xmm10, xmm10
  vpsubd ymm9, ymm9, ymm10
  vpmaxud ymm10, ymm0, ymmword ptr [rip+0x997]  ; 0x12c0
  vpcmpeqd ymm10, ymm10, ymm0
  vblendvps ymm9, ymm12, ymm9, ymm10
  vpextrd edx, xmm9, 0
  mov esi, 0x7f80
  test cl, cl
  cmovne edx, esi
  vpextrb ecx, xmm8, 1
  vpextrd esi, xmm9, 1
  mov edi, 0x7f80
  test cl, cl
  cmovne esi, edi
  vpextrb ecx, xmm8, 2
  vpextrd edi, xmm9, 2
  mov ebx, 0x7f80
  test cl, cl
  cmovne edi, ebx
  vpextrb ecx, xmm8, 3
  vpextrd ebx, xmm9, 3
  mov r12d, 0x7f80
  test cl, cl
  cmovne ebx, r12d
  vpextrb ecx, xmm8, 4
  vextractf128 xmm10, ymm9, 1
  vpextrd r12d, xmm10, 0
  mov r13d, 0x7f80
  test cl, cl
  cmovne r12d, r13d
  vpextrb ecx, xmm8, 5
  vextractf128 xmm10, ymm9, 1
  vpextrd r13d, xmm10, 1
  mov r14d, 0x7f80
  test cl, cl
  cmovne r13d, r14d
  vpextrb ecx, xmm8, 6
  vextractf128 xmm10, ymm9, 1
  vpextrd r14d, xmm10, 2
  mov r15d, 0x7f80
  test cl, cl
  cmovne r14d, r15d
  vpextrb ecx, xmm8, 7
  vextractf128 xmm8, ymm9, 1
  vpextrd r15d, xmm8, 3
  test cl, cl
  mov ecx, 0x7f80
  cmovne r15d, ecx
  vmovd xmm8, edx
  vpinsrd xmm8, xmm8, esi, 1
  vpinsrd xmm8, xmm8, edi, 2
  vpinsrd xmm8, xmm8, ebx, 3
  vmovd xmm9, r12d
  vpinsrd xmm9, xmm9, r13d, 1
  vpinsrd xmm9, xmm9, r14d, 2
  vpinsrd xmm9, xmm9, r15d, 3
  vinsertf128 ymm8, ymm8, xmm9, 1
  vmovaps ymm9, ymmword ptr [rip+0x807]  ; 0x1240
  vpmaxud ymm0, ymm9, ymm0
  vpcmpeqd ymm0, ymm0, ymm9
  vmovaps ymm10, ymmword ptr [rip+0x835]  ; 0x1280
  vblendvps ymm0, ymm10, ymm8, ymm0
  vpsrld ymm5, ymm5, 0x10
  vpor ymm0, ymm0, ymm5
  vpextrd ecx, xmm0, 0
  mov ecx, ecx
  movzx ecx, cx
  vpextrd edx, xmm0, 1
  mov edx, edx
  movzx edx, dx
  vpextrd esi, xmm0, 2
  mov esi, esi
  movzx esi, si
  vpextrd edi, xmm0, 3
  mov edi, edi
  movzx edi, di
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
  vmovd xmm0, ecx
  vpinsrd xmm0, xmm0, edx, 1
  vpinsrd xmm0, xmm0, esi, 2
  vpinsrd xmm0, xmm0, edi, 3
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
  vpextrb ecx, xmm8, 0
  vaddps ymm12, ymm0, ymm6
  vpsubd ymm12, ymm12, ymm7
  vpaddd ymm10, ymm0, ymmword ptr [rip+0x7aa]  ; 0x1300
  vpsrld ymm9, ymm0, 0x10
  vpand ymm9, ymm9, ymmword ptr [rip+0x7bd]  ; 0x1320
  vpaddd ymm9, ymm10, ymm9
  vpsrld ymm9, ymm9, 0x10
  vxorps xmm10, xmm10, xmm10
  vpsubd ymm9, ymm9, ymm10
  vpmaxud ymm10, ymm0, ymmword ptr [rip+0x73f]  ; 0x12c0
  vpcmpeqd ymm10, ymm10, ymm0
  vblendvps ymm9, ymm12, ymm9, ymm10
  vpextrd edx, xmm9, 0
  mov esi, 0x7f80
  test cl, cl
  cmovne edx, esi
  vpextrb ecx, xmm8, 1
  vpextrd esi, xmm9, 1
  mov edi, 0x7f80
  test cl, cl
  cmovne esi, edi
  vpextrb ecx, xmm8, 2
  vpextrd edi, xmm9, 2
  mov ebx, 0x7f80
  test cl, cl
  cmovne edi, ebx
  vpextrb ecx, xmm8, 3
  vpextrd ebx, xmm9, 3
  mov r12d, 0x7f80
  test cl, cl
  cmovne ebx, r12d
  vpextrb ecx, xmm8, 4
  vextractf128 xmm10, ymm9, 1
  vpextrd r12d, xmm10, 0
  mov r13d, 0x7f80
  test cl, cl
  cmovne r12d, r13d
  vpextrb ecx, xmm8, 5
  vextractf128 xmm10, ymm9, 1
  vpextrd r13d, xmm10, 1
  mov r14d, 0x7f80
  test cl, cl
  cmovne r13d, r14d
  vpextrb ecx, xmm8, 6
  vextractf128 xmm10, ymm9, 1
  vpextrd r14d, xmm10, 2
  mov r15d, 0x7f80
  test cl, cl
  cmovne r14d, r15d
  vpextrb ecx, xmm8, 7
  vextractf128 xmm8, ymm9, 1
  vpextrd r15d, xmm8, 3
  test cl, cl
  mov ecx, 0x7f80
  cmovne r15d, ecx
  vmovd xmm8, edx
  vpinsrd xmm8, xmm8, esi, 1
  vpinsrd xmm8, xmm8, edi, 2
  vpinsrd xmm8, xmm8, ebx, 3
  vmovd xmm9, r12d
  vpinsrd xmm9, xmm9, r13d, 1
  vpinsrd xmm9, xmm9, r14d, 2
  vpinsrd xmm9, xmm9, r15d, 3
  vinsertf128 ymm8, ymm8, xmm9, 1
  vmovaps ymm9, ymmword ptr [rip+0x5af]  ; 0x1240
  vpmaxud ymm0, ymm9, ymm0
  vpcmpeqd ymm0, ymm0, ymm9
  vmovaps ymm10, ymmword ptr [rip+0x5dd]  ; 0x1280
  vblendvps ymm0, ymm10, ymm8, ymm0
  vpsrld ymm5, ymm5, 0x10
  vpor ymm0, ymm0, ymm5
  vpextrd ecx, xmm0, 0
  mov ecx, ecx
  movzx ecx, cx
  vpextrd edx, xmm0, 1
  mov edx, edx
  movzx edx, dx
  vpextrd esi, xmm0, 2
  mov esi, esi
  movzx esi, si
  vpextrd edi, xmm0, 3
  mov edi, edi
  movzx edi, di
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
  vmovd xmm0, ecx
  vpinsrd xmm0, xmm0, edx, 1
  vpinsrd xmm0, xmm0, esi, 2
  vpinsrd xmm0, xmm0, edi, 3
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
  vpextrb ecx, xmm8, 0
  vaddps ymm12, ymm0, ymm6
  vpsubd ymm12, ymm12, ymm7
  vpaddd ymm10, ymm0, ymmword ptr [rip+0x553]  ; 0x1300
  vpsrld ymm9, ymm0, 0x10
  vpand ymm9, ymm9, ymmword ptr [rip+0x566]  ; 0x1320
  vpaddd ymm9, ymm10, ymm9
  vpsrld ymm9, ymm9, 0x10
  vxorps xmm10, xmm10, xmm10
  vpsubd ymm9, ymm9, ymm10
  vpmaxud ymm10, ymm0, ymmword ptr [rip+0x4e8]  ; 0x12c0
  vpcmpeqd ymm10, ymm10, ymm0
  vblendvps ymm9, ymm12, ymm9, ymm10
  vpextrd edx, xmm9, 0
  mov esi, 0x7f80
  test cl, cl
  cmovne edx, esi
  vpextrb ecx, xmm8, 1
  vpextrd esi, xmm9, 1
  mov edi, 0x7f80
  test cl, cl
  cmovne esi, edi
  vpextrb ecx, xmm8, 2
  vpextrd edi, xmm9, 2
  mov ebx, 0x7f80
  test cl, cl
  cmovne edi, ebx
  vpextrb ecx, xmm8, 3
  vpextrd ebx, xmm9, 3
  mov r12d, 0x7f80
  test cl, cl
  cmovne ebx, r12d
  vpextrb ecx, xmm8, 4
  vextractf128 xmm10, ymm9, 1
  vpextrd r12d, xmm10, 0
  mov r13d, 0x7f80
  test cl, cl
  cmovne r12d, r13d
  vpextrb ecx, xmm8, 5
  vextractf128 xmm10, ymm9, 1
  vpextrd r13d, xmm10, 1
  mov r14d, 0x7f80
  test cl, cl
  cmovne r13d, r14d
  vpextrb ecx, xmm8, 6
  vextractf128 xmm10, ymm9, 1
  vpextrd r14d, xmm10, 2
  mov r15d, 0x7f80
  test cl, cl
  cmovne r14d, r15d
  vpextrb ecx, xmm8, 7
  vextractf128 xmm8, ymm9, 1
  vpextrd r15d, xmm8, 3
  test cl, cl
  mov ecx, 0x7f80
  cmovne r15d, ecx
  vmovd xmm8, edx
  vpinsrd xmm8, xmm8, esi, 1
  vpinsrd xmm8, xmm8, edi, 2
  vpinsrd xmm8, xmm8, ebx, 3
  vmovd xmm9, r12d
  vpinsrd xmm9, xmm9, r13d, 1
  vpinsrd xmm9, xmm9, r14d, 2
  vpinsrd xmm9, xmm9, r15d, 3
  vinsertf128 ymm8, ymm8, xmm9, 1
  vmovaps ymm9, ymmword ptr [rip+0x358]  ; 0x1240
  vpmaxud ymm0, ymm9, ymm0
  vpcmpeqd ymm0, ymm0, ymm9
  vmovaps ymm10, ymmword ptr [rip+0x386]  ; 0x1280
  vblendvps ymm0, ymm10, ymm8, ymm0
  vpsrld ymm5, ymm5, 0x10
  vpor ymm0, ymm0, ymm5
  vpextrd ecx, xmm0, 0
  mov ecx, ecx
  movzx ecx, cx
  vpextrd edx, xmm0, 1
  mov edx, edx
  movzx edx, dx
  vpextrd esi, xmm0, 2
  mov esi, esi
  movzx esi, si
  vpextrd edi, xmm0, 3
  mov edi, edi
  movzx edi, di
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
  vmovd xmm0, ecx
  vpinsrd xmm0, xmm0, edx, 1
  vpinsrd xmm0, xmm0, esi, 2
  vpinsrd xmm0, xmm0, edi, 3
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
  vpextrb ecx, xmm8, 0
  vaddps ymm12, ymm0, ymm6
  vpsubd ymm12, ymm12, ymm7
  vpaddd ymm10, ymm0, ymmword ptr [rip+0x2fb]  ; 0x1300
  vpsrld ymm9, ymm0, 0x10
  vpand ymm9, ymm9, ymmword ptr [rip+0x30e]  ; 0x1320
  vpaddd ymm9, ymm10, ymm9
  vpsrld ymm9, ymm9, 0x10
  vxorps xmm10, xmm10, xmm10
  vpsubd ymm9, ymm9, ymm10
  vpmaxud ymm10, ymm0, ymmword ptr [rip+0x290]  ; 0x12c0
  vpcmpeqd ymm10, ymm10, ymm0
  vblendvps ymm9, ymm12, ymm9, ymm10
  vpextrd edx, xmm9, 0
  mov esi, 0x7f80
  test cl, cl
  cmovne edx, esi
  vpextrb ecx, xmm8, 1
  vpextrd esi, xmm9, 1
  mov edi, 0x7f80
  test cl, cl
  cmovne esi, edi
  vpextrb ecx, xmm8, 2
  vpextrd edi, xmm9, 2
  mov ebx, 0x7f80
  test cl, cl
  cmovne edi, ebx
  vpextrb ecx, xmm8, 3
  vpextrd ebx, xmm9, 3
  mov r12d, 0x7f80
  test cl, cl
  cmovne ebx, r12d
  vpextrb ecx, xmm8, 4
  vextractf128 xmm10, ymm9, 1
  vpextrd r12d, xmm10, 0
  mov r13d, 0x7f80
  test cl, cl
  cmovne r12d, r13d
  vpextrb ecx, xmm8, 5
  vextractf128 xmm10, ymm9, 1
  vpextrd r13d, xmm10, 1
  mov r14d, 0x7f80
  test cl, cl
  cmovne r13d, r14d
  vpextrb ecx, xmm8, 6
  vextractf128 xmm10, ymm9, 1
  vpextrd r14d, xmm10, 2
  mov r15d, 0x7f80
  test cl, cl
  cmovne r14d, r15d
  vpextrb ecx, xmm8, 7
  vextractf128 xmm8, ymm9, 1
  vpextrd r15d, xmm8, 3
  test cl, cl
  mov ecx, 0x7f80
  cmovne r15d, ecx
  vmovd xmm8, edx
  vpinsrd xmm8, xmm8, esi, 1
  vpinsrd xmm8, xmm8, edi, 2
  vpinsrd xmm8, xmm8, ebx, 3
  vmovd xmm9, r12d
  vpinsrd xmm9, xmm9, r13d, 1
  vpinsrd xmm9, xmm9, r14d, 2
  vpinsrd xmm9, xmm9, r15d, 3
  vinsertf128 ymm8, ymm8, xmm9, 1
  vmovaps ymm9, ymmword ptr [rip+0x100]  ; 0x1240
  vpmaxud ymm0, ymm9, ymm0
  vpcmpeqd ymm0, ymm0, ymm9
  vmovaps ymm10, ymmword ptr [rip+0x12e]  ; 0x1280
  vblendvps ymm0, ymm10, ymm8, ymm0
  vpsrld ymm5, ymm5, 0x10
  vpor ymm0, ymm0, ymm5
  vpextrd ecx, xmm0, 0
  mov ecx, ecx
  vpextrd edx, xmm0, 1
  mov edx, edx
  vpextrd esi, xmm0, 2
  mov esi, esi
  vpextrd edi, xmm0, 3
  mov edi, edi
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
  vmovd xmm0, ecx
  vpinsrw xmm0, xmm0, edx, 1
  vpinsrw xmm0, xmm0, esi, 2
  vpinsrw xmm0, xmm0, edi, 3
  vpinsrw xmm0, xmm0, ebx, 4
  vpinsrw xmm0, xmm0, r12d, 5
  vpinsrw xmm0, xmm0, r13d, 6
  vpinsrw xmm0, xmm0, r14d, 7
  mov rdi, qword ptr [rsp+0x20]
  vmovdqu xmmword ptr [rdi+r8*2], xmm0
  vcmpps ymm0, ymm2, ymm11, 1
  vextractf128 xmm2, ymm0, 1
  vpackssdw xmm0, xmm0, xmm2
  vpacksswb xmm0, xmm0, xmm0
  vpabsb xmm0, xmm0
  mov rsi, qword ptr [rsp+0x28]
  vmovq qword ptr [rsi+r8], xmm0
  add eax, 1
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
; constant pool (read-only, after the code)
;   0x1240: 7f8000007f800000 7f8000007f800000 7f8000007f800000 7f8000007f800000
;   0x1260: 8000000080000000 8000000080000000 8000000080000000 8000000080000000
;   0x1280: 00007fc000007fc0 00007fc000007fc0 00007fc000007fc0 00007fc000007fc0
;   0x12a0: 7f7f80007f7f8000 7f7f80007f7f8000 7f7f80007f7f8000 7f7f80007f7f8000
;   0x12c0: 0080000000800000 0080000000800000 0080000000800000 0080000000800000
;   0x12e0: 0880000008800000 0880000008800000 0880000008800000 0880000008800000
;   0x1300: 00007fff00007fff 00007fff00007fff 00007fff00007fff 00007fff00007fff
;   0x1320: 0000000100000001 0000000100000001 0000000100000001 0000000100000001
;   0x1340: 0101010101010101 0000000000000000
;   0x1350: 08800000
