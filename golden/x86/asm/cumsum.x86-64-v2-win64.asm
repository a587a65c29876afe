; x86 backend, target x86-64-v2, calling convention win64; regenerate: python tools/regen_golden.py
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
  push rsi
  xor eax, eax
  xor r8d, r8d
.Lloop1:
  mov rsi, rax
  add rsi, qword ptr [rdx+r8*8]
  mov rax, rsi
  mov qword ptr [rcx+r8*8], rsi
  add r8d, 1
  cmp r8d, 0x20
  jl .Lloop1
.Ldone2:
  pop rsi
  pop rbp
  ret
