; x86 backend, target x86-64-v3; regenerate: python tools/regen_golden.py
; # cumulative sum of 32 i64 values as a reduce over a gated window, where(j <= i, x[j], 0):
; # cumsum.kernel before an optimizer
; kernel reduce_cumsum_window(%out: i64[32], %x: i64[32])
;   %i = range i32 32
;     %j = range reduce i32 32
;       %after_i = cmplt bool %i, %j
;       %v = load i64 %x[%j]
;       %w = where i64 %after_i, 0, %v
;     %s = reduce add i64 %w over %j
;     store %out[%i], %s
;   end %i

  push rbp
  mov rbp, rsp
  push rbx
  xor eax, eax
.Lloop1:
  xor ecx, ecx
  xor edx, edx
.Lloop3:
  mov r8, qword ptr [rsi+rdx*8]
  xor ebx, ebx
  cmp eax, edx
  cmovl r8, rbx
  add rcx, r8
  add edx, 1
  cmp edx, 0x20
  jl .Lloop3
.Ldone4:
  mov qword ptr [rdi+rax*8], rcx
  add eax, 1
  cmp eax, 0x20
  jl .Lloop1
.Ldone2:
  pop rbx
  pop rbp
  ret
