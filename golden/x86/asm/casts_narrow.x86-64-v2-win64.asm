; x86 backend, target x86-64-v2, calling convention win64; regenerate: python tools/regen_golden.py
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
  push rdi
  push rsi
  and rsp, 0xffffffffffffffe0
  sub rsp, 0x20
  mov rax, r9
  mov rsi, qword ptr [rbp+0x30]
  mov rdi, qword ptr [rbp+0x38]
  mov qword ptr [rsp+0x10], rdi
  mov rbx, qword ptr [rbp+0x40]
  mov r12, qword ptr [rbp+0x48]
  xor r13d, r13d
  mov qword ptr [rsp], rcx
  mov qword ptr [rsp+8], rdx
  mov qword ptr [rsp+0x18], rbx
.Lloop1:
  mov r11, qword ptr [rsp+0x18]
  movd xmm0, dword ptr [r11+r13*4]
  movd r14d, xmm0
  mov r15d, r14d
  and r15d, 0x80000000
  xor r14d, r15d
  mov ebx, r14d
  shr ebx, 0x10
  and ebx, 1
  lea edi, [r14+0x7fff]
  add edi, ebx
  shr edi, 0x10
  movd xmm0, r14d
  movaps xmm1, xmm0
  addss xmm1, dword ptr [rip+0x28a]  ; 0x30c
  movd ebx, xmm1
  sub ebx, 0x8800000
  cmp r14d, 0x800000
  cmovb edi, ebx
  cmp r14d, 0x7f7f8000
  setb bl
  xor ebx, 1
  test bl, bl
  mov ebx, 0x7f80
  cmovne edi, ebx
  mov ebx, 0x7f800000
  cmp ebx, r14d
  mov ebx, 0x7fc0
  cmovb edi, ebx
  mov ebx, r15d
  shr ebx, 0x10
  or edi, ebx
  mov edi, edi
  mov r11, qword ptr [rsp]
  mov word ptr [r11+r13*2], di
  mov ebx, r14d
  shr ebx, 0x14
  and ebx, 1
  lea ecx, [r14+0x7ffff]
  add ecx, ebx
  shr ecx, 0x14
  sub ecx, 0x3c0
  addss xmm0, dword ptr [rip+0x21d]  ; 0x310
  movd ebx, xmm0
  sub ebx, 0x46800000
  cmp r14d, 0x3c800000
  cmovb ecx, ebx
  cmp r14d, 0x43e80001
  setb bl
  xor ebx, 1
  test bl, bl
  mov ebx, 0x7f
  cmovne ecx, ebx
  mov ebx, 0x7f800000
  cmp ebx, r14d
  mov ebx, 0x7f
  cmovb ecx, ebx
  shr r15d, 0x18
  or ecx, r15d
  mov ecx, ecx
  mov r11, qword ptr [rsp+8]
  mov byte ptr [r11+r13], cl
  movzx ebx, byte ptr [r12+r13]
  movzx ebx, bl
  mov r14d, ebx
  and r14d, 0x80
  xor ebx, r14d
  mov r15d, ebx
  shl r15d, 0x15
  movd xmm0, r15d
  mulss xmm0, dword ptr [rip+0x1ab]  ; 0x314
  movd edx, xmm0
  cmp ebx, 0x7c
  setb bl
  xor ebx, 1
  or r15d, 0x7f800000
  test bl, bl
  cmovne edx, r15d
  shl r14d, 0x18
  or edx, r14d
  movd xmm0, edx
  movd edx, xmm0
  mov ebx, edx
  and ebx, 0x80000000
  xor edx, ebx
  mov r14d, edx
  shr r14d, 0x14
  and r14d, 1
  lea r15d, [rdx+0x7ffff]
  add r15d, r14d
  shr r15d, 0x14
  sub r15d, 0x3c0
  movd xmm0, edx
  movaps xmm1, xmm0
  addss xmm1, dword ptr [rip+0x145]  ; 0x310
  movd r14d, xmm1
  sub r14d, 0x46800000
  cmp edx, 0x3c800000
  cmovb r15d, r14d
  cmp edx, 0x43e80001
  setb r14b
  xor r14d, 1
  test r14b, r14b
  mov r14d, 0x7f
  cmovne r15d, r14d
  mov r14d, 0x7f800000
  cmp r14d, edx
  mov r14d, 0x7f
  cmovb r15d, r14d
  mov r14d, ebx
  shr r14d, 0x18
  or r15d, r14d
  mov r15d, r15d
  mov byte ptr [r8+r13], r15b
  mov r14d, edx
  shr r14d, 0xd
  and r14d, 1
  lea r15d, [rdx-0x37fff001]
  add r15d, r14d
  shr r15d, 0xd
  addss xmm0, dword ptr [rip+0xd7]  ; 0x318
  movd r14d, xmm0
  sub r14d, 0x3f000000
  cmp edx, 0x38800000
  cmovb r15d, r14d
  mov r14d, 0x7c00
  mov r11d, 0x7f800000
  cmp r11d, edx
  mov r11d, 0x7e00
  cmovb r14d, r11d
  cmp edx, 0x47800000
  cmovb r14d, r15d
  shr ebx, 0x10
  or r14d, ebx
  mov r14d, r14d
  movd xmm0, r14d
  pextrw word ptr [rax+r13*2], xmm0, 0
  movzx edx, di
  shl edx, 0x10
  movd xmm0, edx
  movd dword ptr [rsi+r13*4], xmm0
  movzx ecx, cl
  mov edx, ecx
  and edx, 0x80
  xor ecx, edx
  mov edi, ecx
  shl edi, 0x14
  movd xmm0, edi
  mulss xmm0, dword ptr [rip+0x5e]  ; 0x31c
  movd edi, xmm0
  cmp ecx, 0x7f
  setb cl
  xor ecx, 1
  mov ebx, 0x7fc00000
  test cl, cl
  cmovne edi, ebx
  shl edx, 0x18
  or edi, edx
  movd xmm0, edi
  cvttss2si ecx, xmm0
  mov rdi, qword ptr [rsp+0x10]
  mov dword ptr [rdi+r13*4], ecx
  add r13d, 1
  cmp r13d, 0x20
  jl .Lloop1
.Ldone2:
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
;   0x30c: 08800000
;   0x310: 46800000
;   0x314: 77800000
;   0x318: 3f000000
;   0x31c: 7b800000
