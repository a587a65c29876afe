; x86 backend, target x86-64-v2; regenerate: python tools/regen_golden.py
; # a loop whose trip count is a kernel parameter (bounded 0..64); elements past n keep their value
; kernel param_bound(%out: i32[64], %x: i32[64], %n: i32 in 0..64)
;   %i = range i32 %n
;     %v = load i32 %x[%i]
;     %d = mul i32 %v, 2
;     store %out[%i], %d
;   end %i

  push rbp
  mov rbp, rsp
  xor eax, eax
  cmp eax, edx
  jge .Ldone2
.Lloop1:
  mov ecx, dword ptr [rsi+rax*4]
  imul ecx, ecx, 2
  mov dword ptr [rdi+rax*4], ecx
  add eax, 1
  cmp eax, edx
  jl .Lloop1
.Ldone2:
  pop rbp
  ret
