; x86 backend, target x86-64-v3, calling convention win64; regenerate: python tools/regen_golden.py
; # one reduce over two ranges: the i32 max of each 5x7 block of a 3x5x7 array (odd trip counts)
; kernel reduce_multi_axis(%out: i32[3], %x: i32[105])
;   %b = range i32 3
;     %base = mul i32 %b, 35
;     %j = range reduce i32 5
;       %row = mul i32 %j, 7
;       %k = range reduce i32 7
;         %0 = add i32 %row, %k
;         %1 = add i32 %base, %0
;         %v = load i32 %x[%1]
;     %m = reduce max i32 %v over %j, %k
;     store %out[%b], %m
;   end %b

  push rbp
  mov rbp, rsp
  push r12
  push r13
  push rbx
  push rdi
  push rsi
  xor eax, eax
.Lloop1:
  mov r8d, 0x80000000
  imul esi, eax, 0x23
  xor edi, edi
.Lloop3:
  imul ebx, edi, 7
  lea r12d, [rbx+7]
.Lloop5:
  lea r13d, [rsi+rbx]
  mov r13d, dword ptr [rdx+r13*4]
  cmp r8d, r13d
  cmovg r13d, r8d
  mov r8d, r13d
  add ebx, 1
  cmp ebx, r12d
  jl .Lloop5
.Ldone6:
  add edi, 1
  cmp edi, 5
  jl .Lloop3
.Ldone4:
  mov dword ptr [rcx+rax*4], r8d
  add eax, 1
  cmp eax, 3
  jl .Lloop1
.Ldone2:
  pop rsi
  pop rdi
  pop rbx
  pop r13
  pop r12
  pop rbp
  ret
