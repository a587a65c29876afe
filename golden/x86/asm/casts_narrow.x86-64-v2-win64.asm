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
  sub rsp, 0x40
  mov rax, r9
  mov qword ptr [rsp+0x10], rax
  mov rsi, qword ptr [rbp+0x30]
  mov qword ptr [rsp+0x18], rsi
  mov rdi, qword ptr [rbp+0x38]
  mov qword ptr [rsp+0x20], rdi
  mov rbx, qword ptr [rbp+0x40]
  mov r12, qword ptr [rbp+0x48]
  xor r13d, r13d
  mov qword ptr [rsp], rcx
  mov qword ptr [rsp+8], rdx
  mov qword ptr [rsp+0x28], rbx
.Lloop1:
  mov r11, qword ptr [rsp+0x28]
  movd xmm0, dword ptr [r11+r13*4]
  movd r14d, xmm0
  mov r15d, r14d
  and r15d, 0x80000000
  xor r14d, r15d
  cmp r14d, 0x7f7f8000
  setb bl
  xor ebx, 1
  movd xmm0, r14d
  movaps xmm1, xmm0
  addss xmm1, dword ptr [rip+0x29c]  ; 0x320
  movd edi, xmm1
  sub edi, 0x8800000
  lea esi, [r14+0x7fff]
  mov eax, r14d
  shr eax, 0x10
  and eax, 1
  add esi, eax
  shr esi, 0x10
  sub esi, 0
  cmp r14d, 0x800000
  cmovb esi, edi
  mov eax, 0x7f80
  test bl, bl
  cmovne esi, eax
  mov eax, 0x7fc0
  mov edi, 0x7f800000
  cmp edi, r14d
  cmovb esi, eax
  mov eax, r15d
  shr eax, 0x10
  or esi, eax
  mov esi, esi
  mov r11, qword ptr [rsp]
  mov word ptr [r11+r13*2], si
  cmp r14d, 0x43e80001
  setb al
  xor eax, 1
  addss xmm0, dword ptr [rip+0x232]  ; 0x324
  movd edi, xmm0
  sub edi, 0x46800000
  lea ebx, [r14+0x7ffff]
  mov ecx, r14d
  shr ecx, 0x14
  and ecx, 1
  add ebx, ecx
  shr ebx, 0x14
  sub ebx, 0x3c0
  cmp r14d, 0x3c800000
  cmovb ebx, edi
  mov ecx, 0x7f
  test al, al
  cmovne ebx, ecx
  mov eax, 0x7f
  mov ecx, 0x7f800000
  cmp ecx, r14d
  cmovb ebx, eax
  shr r15d, 0x18
  or ebx, r15d
  mov ebx, ebx
  mov r11, qword ptr [rsp+8]
  mov byte ptr [r11+r13], bl
  movzx eax, byte ptr [r12+r13]
  movzx eax, al
  mov ecx, eax
  and ecx, 0x80
  xor eax, ecx
  cmp eax, 0x7c
  setb dil
  xor edi, 1
  shl eax, 0x15
  mov r14d, eax
  or r14d, 0x7f800000
  movd xmm0, eax
  mulss xmm0, dword ptr [rip+0x1a6]  ; 0x328
  movd eax, xmm0
  test dil, dil
  cmovne eax, r14d
  shl ecx, 0x18
  or eax, ecx
  movd xmm0, eax
  movd eax, xmm0
  mov ecx, eax
  and ecx, 0x80000000
  xor eax, ecx
  cmp eax, 0x43e80001
  setb dil
  xor edi, 1
  movd xmm0, eax
  movaps xmm1, xmm0
  addss xmm1, dword ptr [rip+0x165]  ; 0x324
  movd r14d, xmm1
  sub r14d, 0x46800000
  lea r15d, [rax+0x7ffff]
  mov edx, eax
  shr edx, 0x14
  and edx, 1
  add r15d, edx
  shr r15d, 0x14
  sub r15d, 0x3c0
  cmp eax, 0x3c800000
  cmovb r15d, r14d
  mov edx, 0x7f
  test dil, dil
  cmovne r15d, edx
  mov edx, 0x7f
  mov edi, 0x7f800000
  cmp edi, eax
  cmovb r15d, edx
  mov edx, ecx
  shr edx, 0x18
  or r15d, edx
  mov r15d, r15d
  mov byte ptr [r8+r13], r15b
  addss xmm0, dword ptr [rip+0x108]  ; 0x32c
  movd edx, xmm0
  sub edx, 0x3f000000
  lea edi, [rax-0x37fff001]
  mov r14d, eax
  shr r14d, 0xd
  and r14d, 1
  add edi, r14d
  shr edi, 0xd
  cmp eax, 0x38800000
  cmovb edi, edx
  mov edx, 0x7e00
  mov r14d, 0x7c00
  mov r15d, 0x7f800000
  cmp r15d, eax
  cmovb r14d, edx
  cmp eax, 0x47800000
  cmovb r14d, edi
  shr ecx, 0x10
  or r14d, ecx
  mov r14d, r14d
  movd xmm0, r14d
  mov rax, qword ptr [rsp+0x10]
  pextrw word ptr [rax+r13*2], xmm0, 0
  movzx ecx, si
  shl ecx, 0x10
  movd xmm0, ecx
  mov rsi, qword ptr [rsp+0x18]
  movd dword ptr [rsi+r13*4], xmm0
  movzx ecx, bl
  mov edx, ecx
  and edx, 0x80
  xor ecx, edx
  cmp ecx, 0x7f
  setb dil
  xor edi, 1
  shl ecx, 0x14
  movd xmm0, ecx
  mulss xmm0, dword ptr [rip+0x6c]  ; 0x330
  movd ecx, xmm0
  mov ebx, 0x7fc00000
  test dil, dil
  cmovne ecx, ebx
  shl edx, 0x18
  or ecx, edx
  movd xmm0, ecx
  cvttss2si ecx, xmm0
  mov rdi, qword ptr [rsp+0x20]
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
;   0x320: 08800000
;   0x324: 46800000
;   0x328: 77800000
;   0x32c: 3f000000
;   0x330: 7b800000
