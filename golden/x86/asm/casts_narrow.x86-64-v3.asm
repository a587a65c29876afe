; x86 backend, target x86-64-v3; regenerate: python tools/regen_golden.py
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
  sub rsp, 0x40
  mov qword ptr [rsp+0x10], rcx
  mov qword ptr [rsp+0x18], r8
  mov rax, r9
  mov qword ptr [rsp+0x20], rax
  mov rbx, qword ptr [rbp+0x10]
  mov r12, qword ptr [rbp+0x18]
  xor r13d, r13d
  mov qword ptr [rsp], rdi
  mov qword ptr [rsp+8], rsi
  mov qword ptr [rsp+0x28], rbx
.Lloop1:
  mov r11, qword ptr [rsp+0x28]
  vmovd xmm0, dword ptr [r11+r13*4]
  vmovd r14d, xmm0
  mov r15d, r14d
  and r15d, 0x80000000
  xor r14d, r15d
  cmp r14d, 0x7f7f8000
  setb bl
  xor ebx, 1
  vmovd xmm0, r14d
  vaddss xmm1, xmm0, dword ptr [rip+0x249]  ; 0x2c0
  vmovd eax, xmm1
  sub eax, 0x8800000
  lea r8d, [r14+0x7fff]
  mov ecx, r14d
  shr ecx, 0x10
  and ecx, 1
  add r8d, ecx
  shr r8d, 0x10
  sub r8d, 0
  cmp r14d, 0x800000
  cmovb r8d, eax
  mov eax, 0x7f80
  test bl, bl
  cmovne r8d, eax
  mov eax, 0x7fc0
  mov ecx, 0x7f800000
  cmp ecx, r14d
  cmovb r8d, eax
  mov eax, r15d
  shr eax, 0x10
  or r8d, eax
  mov r8d, r8d
  mov r11, qword ptr [rsp]
  mov word ptr [r11+r13*2], r8w
  cmp r14d, 0x43e80001
  setb al
  xor eax, 1
  vaddss xmm0, xmm0, dword ptr [rip+0x1d8]  ; 0x2c4
  vmovd ecx, xmm0
  sub ecx, 0x46800000
  lea ebx, [r14+0x7ffff]
  mov edi, r14d
  shr edi, 0x14
  and edi, 1
  add ebx, edi
  shr ebx, 0x14
  sub ebx, 0x3c0
  cmp r14d, 0x3c800000
  cmovb ebx, ecx
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
  vmovd xmm0, eax
  vmulss xmm0, xmm0, dword ptr [rip+0x14c]  ; 0x2c8
  vmovd eax, xmm0
  test dil, dil
  cmovne eax, r14d
  shl ecx, 0x18
  or eax, ecx
  vmovd xmm0, eax
  vmovd eax, xmm0
  mov ecx, eax
  and ecx, 0x80000000
  xor eax, ecx
  cmp eax, 0x43e80001
  setb dil
  xor edi, 1
  vmovd xmm1, eax
  vaddss xmm1, xmm1, dword ptr [rip+0x10e]  ; 0x2c4
  vmovd r14d, xmm1
  sub r14d, 0x46800000
  lea r15d, [rax+0x7ffff]
  mov esi, eax
  shr esi, 0x14
  and esi, 1
  add r15d, esi
  shr r15d, 0x14
  sub r15d, 0x3c0
  cmp eax, 0x3c800000
  cmovb r15d, r14d
  mov esi, 0x7f
  test dil, dil
  cmovne r15d, esi
  mov esi, 0x7f
  mov edi, 0x7f800000
  cmp edi, eax
  cmovb r15d, esi
  shr ecx, 0x18
  or r15d, ecx
  mov r15d, r15d
  mov byte ptr [rdx+r13], r15b
  vcvtps2ph xmm0, xmm0, 0
  mov rcx, qword ptr [rsp+0x10]
  vpextrw word ptr [rcx+r13*2], xmm0, 0
  movzx eax, r8w
  shl eax, 0x10
  vmovd xmm0, eax
  mov r8, qword ptr [rsp+0x18]
  vmovd dword ptr [r8+r13*4], xmm0
  movzx eax, bl
  mov esi, eax
  and esi, 0x80
  xor eax, esi
  cmp eax, 0x7f
  setb dil
  xor edi, 1
  shl eax, 0x14
  vmovd xmm0, eax
  vmulss xmm0, xmm0, dword ptr [rip+0x6d]  ; 0x2cc
  vmovd eax, xmm0
  mov ebx, 0x7fc00000
  test dil, dil
  cmovne eax, ebx
  shl esi, 0x18
  or eax, esi
  vmovd xmm0, eax
  vcvttss2si eax, xmm0
  mov rsi, qword ptr [rsp+0x20]
  mov dword ptr [rsi+r13*4], eax
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
; constant pool (read-only, after the code)
;   0x2c0: 08800000
;   0x2c4: 46800000
;   0x2c8: 77800000
;   0x2cc: 7b800000
