; x86 backend, target x86-64-v2, calling convention win64; regenerate: python tools/regen_golden.py
; # a loop whose trip count is a kernel parameter (bounded 0..64); elements past n keep their value
; kernel param_bound(%out: i32[64], %x: i32[64], %n: i32 in 0..64)
;   %i = range i32 %n
;     %v = load i32 %x[%i]
;     %d = mul i32 %v, 2
;     store %out[%i], %d
;   end %i

  push rbp
  mov rbp, rsp
  push rsi
  xor eax, eax
  cmp eax, r8d
  jge .Ldone2
.Lloop1:
  mov esi, dword ptr [rdx+rax*4]
  imul esi, esi, 2
  mov dword ptr [rcx+rax*4], esi
  add eax, 1
  cmp eax, r8d
  jl .Lloop1
.Ldone2:
  pop rsi
  pop rbp
  ret
