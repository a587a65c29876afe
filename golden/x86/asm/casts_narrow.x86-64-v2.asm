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
  sub rsp, 0x20
  mov rax, r9
  mov qword ptr [rsp+0x10], rax
  mov rbx, qword ptr [rbp+0x10]
  mov r12, qword ptr [rbp+0x18]
  xor r13d, r13d
  mov qword ptr [rsp], rdi
  mov qword ptr [rsp+8], rsi
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
  lea eax, [r14+0x7fff]
  add eax, ebx
  shr eax, 0x10
  movd xmm0, r14d
  movaps xmm1, xmm0
  addss xmm1, dword ptr [rip+0x288]  ; 0x300
  movd ebx, xmm1
  sub ebx, 0x8800000
  cmp r14d, 0x800000
  cmovb eax, ebx
  cmp r14d, 0x7f7f8000
  setb bl
  xor ebx, 1
  test bl, bl
  mov ebx, 0x7f80
  cmovne eax, ebx
  mov ebx, 0x7f800000
  cmp ebx, r14d
  mov ebx, 0x7fc0
  cmovb eax, ebx
  mov ebx, r15d
  shr ebx, 0x10
  or eax, ebx
  mov eax, eax
  mov r11, qword ptr [rsp]
  mov word ptr [r11+r13*2], ax
  mov ebx, r14d
  shr ebx, 0x14
  and ebx, 1
  lea edi, [r14+0x7ffff]
  add edi, ebx
  shr edi, 0x14
  sub edi, 0x3c0
  addss xmm0, dword ptr [rip+0x21b]  ; 0x304
  movd ebx, xmm0
  sub ebx, 0x46800000
  cmp r14d, 0x3c800000
  cmovb edi, ebx
  cmp r14d, 0x43e80001
  setb bl
  xor ebx, 1
  test bl, bl
  mov ebx, 0x7f
  cmovne edi, ebx
  mov ebx, 0x7f800000
  cmp ebx, r14d
  mov ebx, 0x7f
  cmovb edi, ebx
  shr r15d, 0x18
  or edi, r15d
  mov edi, edi
  mov r11, qword ptr [rsp+8]
  mov byte ptr [r11+r13], dil
  movzx ebx, byte ptr [r12+r13]
  movzx ebx, bl
  mov r14d, ebx
  and r14d, 0x80
  xor ebx, r14d
  mov r15d, ebx
  shl r15d, 0x15
  movd xmm0, r15d
  mulss xmm0, dword ptr [rip+0x1a9]  ; 0x308
  movd esi, xmm0
  cmp ebx, 0x7c
  setb bl
  xor ebx, 1
  or r15d, 0x7f800000
  test bl, bl
  cmovne esi, r15d
  shl r14d, 0x18
  or esi, r14d
  movd xmm0, esi
  movd esi, xmm0
  mov ebx, esi
  and ebx, 0x80000000
  xor esi, ebx
  mov r14d, esi
  shr r14d, 0x14
  and r14d, 1
  lea r15d, [rsi+0x7ffff]
  add r15d, r14d
  shr r15d, 0x14
  sub r15d, 0x3c0
  movd xmm0, esi
  movaps xmm1, xmm0
  addss xmm1, dword ptr [rip+0x143]  ; 0x304
  movd r14d, xmm1
  sub r14d, 0x46800000
  cmp esi, 0x3c800000
  cmovb r15d, r14d
  cmp esi, 0x43e80001
  setb r14b
  xor r14d, 1
  test r14b, r14b
  mov r14d, 0x7f
  cmovne r15d, r14d
  mov r14d, 0x7f800000
  cmp r14d, esi
  mov r14d, 0x7f
  cmovb r15d, r14d
  mov r14d, ebx
  shr r14d, 0x18
  or r15d, r14d
  mov r15d, r15d
  mov byte ptr [rdx+r13], r15b
  mov r14d, esi
  shr r14d, 0xd
  and r14d, 1
  lea r15d, [rsi-0x37fff001]
  add r15d, r14d
  shr r15d, 0xd
  addss xmm0, dword ptr [rip+0xd5]  ; 0x30c
  movd r14d, xmm0
  sub r14d, 0x3f000000
  cmp esi, 0x38800000
  cmovb r15d, r14d
  mov r14d, 0x7c00
  mov r11d, 0x7f800000
  cmp r11d, esi
  mov r11d, 0x7e00
  cmovb r14d, r11d
  cmp esi, 0x47800000
  cmovb r14d, r15d
  shr ebx, 0x10
  or r14d, ebx
  mov r14d, r14d
  movd xmm0, r14d
  pextrw word ptr [rcx+r13*2], xmm0, 0
  movzx eax, ax
  shl eax, 0x10
  movd xmm0, eax
  movd dword ptr [r8+r13*4], xmm0
  movzx eax, dil
  mov esi, eax
  and esi, 0x80
  xor eax, esi
  mov edi, eax
  shl edi, 0x14
  movd xmm0, edi
  mulss xmm0, dword ptr [rip+0x5b]  ; 0x310
  movd edi, xmm0
  cmp eax, 0x7f
  setb al
  xor eax, 1
  mov ebx, 0x7fc00000
  test al, al
  cmovne edi, ebx
  shl esi, 0x18
  or edi, esi
  movd xmm0, edi
  cvttss2si eax, xmm0
  mov rsi, qword ptr [rsp+0x10]
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
;   0x300: 08800000
;   0x304: 46800000
;   0x308: 77800000
;   0x30c: 3f000000
;   0x310: 7b800000
