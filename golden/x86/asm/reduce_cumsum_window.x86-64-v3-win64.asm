; x86 backend, target x86-64-v3, calling convention win64; regenerate: python tools/regen_golden.py
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
  push rdi
  push rsi
  xor eax, eax
.Lloop1:
  xor r8d, r8d
  xor esi, esi
.Lloop3:
  mov rdi, qword ptr [rdx+rsi*8]
  xor ebx, ebx
  cmp eax, esi
  cmovl rdi, rbx
  add r8, rdi
  add esi, 1
  cmp esi, 0x20
  jl .Lloop3
.Ldone4:
  mov qword ptr [rcx+rax*8], r8
  add eax, 1
  cmp eax, 0x20
  jl .Lloop1
.Ldone2:
  pop rsi
  pop rdi
  pop rbx
  pop rbp
  ret
