; x86 backend, target x86-64-v3; regenerate: python tools/regen_golden.py
; # cumulative sum of 32 int64 values: each step stores the running total
; kernel cumsum(%out: i64[32], %x: i64[32])
;   %acc = reg i64[1]
;   %init = store %acc[0], 0
;   %i = range i32 32
;     %acc_i = after %acc, %init, %i
;     %a = load i64 %acc_i[0]
;     %v = load i64 %x[%i]
;     %s = add i64 %a, %v
;     store %acc_i[0], %s
;     store %out[%i], %s
;   end %i

  push rbp
  mov rbp, rsp
  and rsp, 0xffffffffffffffe0
  sub rsp, 0x20
  mov qword ptr [rsp], 0
  xor eax, eax
.Lloop1:
  mov rcx, qword ptr [rsp]
  add rcx, qword ptr [rsi+rax*8]
  mov qword ptr [rsp], rcx
  mov qword ptr [rdi+rax*8], rcx
  add eax, 1
  cmp eax, 0x20
  jl .Lloop1
.Ldone2:
  lea rsp, [rbp]
  pop rbp
  ret
