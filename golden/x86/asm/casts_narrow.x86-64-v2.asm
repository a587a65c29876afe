; x86 backend, target x86-64-v2; regenerate: python tools/regen_golden.py
; # casts to and from the narrow floats: f32 -> bf16/fp8 round once, e5m2 -> e4m3 may overflow
; # to NaN, fp8 -> f16 and bf16 -> f32 are exact, a narrow float -> i32 truncates
; kernel casts_narrow(%h: bf16[32], %q: f8e4m3[32], %r: f8e4m3[32], %w: f16[32], %s: f32[32], %n: i32[32], %x: f32[32], %e: f8e5m2[32])
;   %i = range i32 32
;     %v = load f32 %x[%i]
;     %brain = cast bf16 %v
;     store %h[%i], %brain
;     %eight = cast f8e4m3 %v
;     store %q[%i], %eight
;     %five = load f8e5m2 %e[%i]
;     %four = cast f8e4m3 %five
;     store %r[%i], %four
;     %half = cast f16 %five
;     store %w[%i], %half
;     %single = cast f32 %brain
;     store %s[%i], %single
;     %int = cast i32 %eight
;     store %n[%i], %int
;   end %i

  push rbp
  mov rbp, rsp
  push r12
  push r13
  push r14
  push r15
  push rbx
  and rsp, 0xffffffffffffffe0
  sub rsp, 0x60
  mov r11, rdi
  mov qword ptr [rsp], r11
  mov r11, rsi
  mov qword ptr [rsp+8], r11
  mov r11, rdx
  mov qword ptr [rsp+0x10], r11
  mov r11, rcx
  mov qword ptr [rsp+0x18], r11
  mov r11, r8
  mov qword ptr [rsp+0x20], r11
  mov r11, r9
  mov qword ptr [rsp+0x28], r11
  mov rbx, qword ptr [rbp+0x10]
  mov r12, qword ptr [rbp+0x18]
  mov dword ptr [rsp+0x30], 0x8800000
  mov dword ptr [rsp+0x34], 0x46800000
  mov dword ptr [rsp+0x38], 0x77800000
  mov dword ptr [rsp+0x3c], 0x3f000000
  mov dword ptr [rsp+0x40], 0x7b800000
  xor r13d, r13d
.Lloop1:
  movd xmm0, dword ptr [rbx+r13*4]
  movd r14d, xmm0
  mov r15d, r14d
  and r15d, 0x80000000
  xor r14d, r15d
  cmp r14d, 0x7f7f8000
  setb dil
  xor edi, 1
  movd xmm0, r14d
  movaps xmm1, xmm0
  addss xmm1, dword ptr [rsp+0x30]
  movd esi, xmm1
  sub esi, 0x8800000
  lea edx, [r14+0x7fff]
  mov ecx, r14d
  shr ecx, 0x10
  and ecx, 1
  add edx, ecx
  shr edx, 0x10
  sub edx, 0
  cmp r14d, 0x800000
  cmovb edx, esi
  mov ecx, 0x7f80
  test dil, dil
  cmovne edx, ecx
  mov ecx, 0x7fc0
  mov esi, 0x7f800000
  cmp esi, r14d
  cmovb edx, ecx
  mov ecx, r15d
  shr ecx, 0x10
  or edx, ecx
  mov edx, edx
  mov r11, qword ptr [rsp]
  mov word ptr [r11+r13*2], dx
  cmp r14d, 0x43e80001
  setb cl
  xor ecx, 1
  addss xmm0, dword ptr [rsp+0x34]
  movd esi, xmm0
  sub esi, 0x46800000
  lea edi, [r14+0x7ffff]
  mov r8d, r14d
  shr r8d, 0x14
  and r8d, 1
  add edi, r8d
  shr edi, 0x14
  sub edi, 0x3c0
  cmp r14d, 0x3c800000
  cmovb edi, esi
  mov esi, 0x7f
  test cl, cl
  cmovne edi, esi
  mov ecx, 0x7f
  mov esi, 0x7f800000
  cmp esi, r14d
  cmovb edi, ecx
  shr r15d, 0x18
  or edi, r15d
  mov edi, edi
  mov r11, qword ptr [rsp+8]
  mov byte ptr [r11+r13], dil
  movzx ecx, byte ptr [r12+r13]
  movzx ecx, cl
  mov esi, ecx
  and esi, 0x80
  xor ecx, esi
  cmp ecx, 0x7c
  setb r8b
  xor r8d, 1
  shl ecx, 0x15
  mov r14d, ecx
  or r14d, 0x7f800000
  movd xmm0, ecx
  mulss xmm0, dword ptr [rsp+0x38]
  movd ecx, xmm0
  test r8b, r8b
  cmovne ecx, r14d
  shl esi, 0x18
  or ecx, esi
  movd xmm0, ecx
  movd ecx, xmm0
  mov esi, ecx
  and esi, 0x80000000
  xor ecx, esi
  cmp ecx, 0x43e80001
  setb r8b
  xor r8d, 1
  movd xmm0, ecx
  movaps xmm1, xmm0
  addss xmm1, dword ptr [rsp+0x34]
  movd r14d, xmm1
  sub r14d, 0x46800000
  lea r15d, [rcx+0x7ffff]
  mov eax, ecx
  shr eax, 0x14
  and eax, 1
  add r15d, eax
  shr r15d, 0x14
  sub r15d, 0x3c0
  cmp ecx, 0x3c800000
  cmovb r15d, r14d
  mov eax, 0x7f
  test r8b, r8b
  cmovne r15d, eax
  mov eax, 0x7f
  mov r8d, 0x7f800000
  cmp r8d, ecx
  cmovb r15d, eax
  mov eax, esi
  shr eax, 0x18
  or r15d, eax
  mov r15d, r15d
  mov r11, qword ptr [rsp+0x10]
  mov byte ptr [r11+r13], r15b
  addss xmm0, dword ptr [rsp+0x3c]
  movd eax, xmm0
  sub eax, 0x3f000000
  lea r8d, [rcx-0x37fff001]
  mov r14d, ecx
  shr r14d, 0xd
  and r14d, 1
  add r8d, r14d
  shr r8d, 0xd
  cmp ecx, 0x38800000
  cmovb r8d, eax
  mov eax, 0x7e00
  mov r14d, 0x7c00
  mov r15d, 0x7f800000
  cmp r15d, ecx
  cmovb r14d, eax
  cmp ecx, 0x47800000
  cmovb r14d, r8d
  shr esi, 0x10
  or r14d, esi
  mov r14d, r14d
  movd xmm0, r14d
  mov r11, qword ptr [rsp+0x18]
  pextrw word ptr [r11+r13*2], xmm0, 0
  movzx eax, dx
  shl eax, 0x10
  movd xmm0, eax
  mov r11, qword ptr [rsp+0x20]
  movd dword ptr [r11+r13*4], xmm0
  movzx eax, dil
  mov ecx, eax
  and ecx, 0x80
  xor eax, ecx
  cmp eax, 0x7f
  setb dl
  xor edx, 1
  shl eax, 0x14
  movd xmm0, eax
  mulss xmm0, dword ptr [rsp+0x40]
  movd eax, xmm0
  mov esi, 0x7fc00000
  test dl, dl
  cmovne eax, esi
  shl ecx, 0x18
  or eax, ecx
  movd xmm0, eax
  cvttss2si eax, xmm0
  mov r11, qword ptr [rsp+0x28]
  mov dword ptr [r11+r13*4], eax
  add r13d, 1
  cmp r13d, 0x20
  jl .Lloop1
.Ldone2:
  lea rsp, [rbp-0x28]
  pop rbx
  pop r15
  pop r14
  pop r13
  pop r12
  pop rbp
  ret
