; x86 backend, target x86-64-v2; regenerate: python tools/regen_golden.py
; # counting with a reduce of cast comparisons: per row of a 4x12 f32 matrix, the i32 number of
; # positive elements and of NaNs
; kernel reduce_count(%positive: i32[4], %nans: i32[4], %x: f32[48])
;   %i = range i32 4
;     %row = mul i32 %i, 12
;     %j = range reduce i32 12
;       %k = add i32 %row, %j
;       %v = load f32 %x[%k]
;       %above = cmplt bool 0.0, %v
;       %one = cast i32 %above
;     %p = reduce add i32 %one over %j
;     store %positive[%i], %p
;     %j2 = range reduce i32 12
;       %k2 = add i32 %row, %j2
;       %v2 = load f32 %x[%k2]
;       %nan = cmpne bool %v2, %v2
;       %n = cast i32 %nan
;     %c = reduce add i32 %n over %j2
;     store %nans[%i], %c
;   end %i

  push rbp
  mov rbp, rsp
  push r12
  push r13
  push rbx
  xor eax, eax
.Lloop1:
  xor ecx, ecx
  imul r8d, eax, 0xc
  mov ebx, r8d
  lea r12d, [r8+0xc]
.Lloop3:
  movd xmm0, dword ptr [rdx+rbx*4]
  xorps xmm1, xmm1
  ucomiss xmm0, xmm1
  seta r13b
  movzx r13d, r13b
  add ecx, r13d
  add ebx, 1
  cmp ebx, r12d
  jl .Lloop3
.Ldone4:
  mov dword ptr [rdi+rax*4], ecx
  xor ecx, ecx
  lea ebx, [r8+0xc]
.Lloop5:
  movd xmm0, dword ptr [rdx+r8*4]
  ucomiss xmm0, xmm0
  setne r12b
  setp r13b
  or r12b, r13b
  movzx r12d, r12b
  add ecx, r12d
  add r8d, 1
  cmp r8d, ebx
  jl .Lloop5
.Ldone6:
  mov dword ptr [rsi+rax*4], ecx
  add eax, 1
  cmp eax, 4
  jl .Lloop1
.Ldone2:
  pop rbx
  pop r13
  pop r12
  pop rbp
  ret
