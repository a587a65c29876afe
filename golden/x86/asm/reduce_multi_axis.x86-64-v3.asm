; x86 backend, target x86-64-v3; regenerate: python tools/regen_golden.py
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
  xor eax, eax
.Lloop1:
  mov ecx, 0x80000000
  imul edx, eax, 0x23
  xor r8d, r8d
.Lloop3:
  imul ebx, r8d, 7
  lea r12d, [rbx+7]
.Lloop5:
  lea r13d, [rdx+rbx]
  mov r13d, dword ptr [rsi+r13*4]
  cmp ecx, r13d
  cmovg r13d, ecx
  mov ecx, r13d
  add ebx, 1
  cmp ebx, r12d
  jl .Lloop5
.Ldone6:
  add r8d, 1
  cmp r8d, 5
  jl .Lloop3
.Ldone4:
  mov dword ptr [rdi+rax*4], ecx
  add eax, 1
  cmp eax, 3
  jl .Lloop1
.Ldone2:
  pop rbx
  pop r13
  pop r12
  pop rbp
  ret
