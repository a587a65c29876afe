; x86 backend, target x86-64-v2, calling convention win64; regenerate: python tools/regen_golden.py
; # comparisons feeding where: signed, unsigned and float (NaN compares false)
; kernel compare_where(%out: f32[32], %iout: i64[32], %uout: u32[32], %a: f32[32], %b: f32[32], %p: i64[32], %q: i64[32], %u: u32[32], %v: u32[32])
;   %i = range i32 32
;     %x = load f32 %a[%i]
;     %y = load f32 %b[%i]
;     %lt = cmplt bool %x, %y
;     %pick = where f32 %lt, %x, %y
;     store %out[%i], %pick
;     %s = load i64 %p[%i]
;     %t = load i64 %q[%i]
;     %ne = cmpne bool %s, %t
;     %sel = where i64 %ne, %s, -1
;     store %iout[%i], %sel
;     %m = load u32 %u[%i]
;     %n = load u32 %v[%i]
;     %ult = cmplt bool %m, %n
;     %eq = cmpeq bool %m, %n
;     %either = or bool %ult, %eq
;     %usel = where u32 %either, %m, %n
;     store %uout[%i], %usel
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
  mov rbx, qword ptr [rbp+0x40]
  mov r12, qword ptr [rbp+0x48]
  mov r13, qword ptr [rbp+0x50]
  xor r14d, r14d
  mov qword ptr [rsp], rcx
  mov qword ptr [rsp+8], rdx
  mov qword ptr [rsp+0x10], rax
.Lloop1:
  mov r11, qword ptr [rsp+0x10]
  movd xmm0, dword ptr [r11+r14*4]
  movd xmm1, dword ptr [rsi+r14*4]
  minss xmm0, xmm1
  mov r11, qword ptr [rsp]
  movd dword ptr [r11+r14*4], xmm0
  mov r15, qword ptr [rdi+r14*8]
  mov rcx, 0xffffffffffffffff
  cmp r15, qword ptr [rbx+r14*8]
  cmovne rcx, r15
  mov r11, qword ptr [rsp+8]
  mov qword ptr [r11+r14*8], rcx
  mov ecx, dword ptr [r12+r14*4]
  mov r15d, dword ptr [r13+r14*4]
  cmp ecx, r15d
  setb dl
  cmp ecx, r15d
  sete al
  or edx, eax
  test dl, dl
  cmovne r15d, ecx
  mov dword ptr [r8+r14*4], r15d
  add r14d, 1
  cmp r14d, 0x20
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
