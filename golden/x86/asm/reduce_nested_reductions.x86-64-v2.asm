; x86 backend, target x86-64-v2; regenerate: python tools/regen_golden.py
; # a per-row f64 sum inside a loop and a grand total that sums the row sums, a reduce of a reduce:
; # nested_reductions.kernel before an optimizer
; kernel reduce_nested_reductions(%rowsum: f64[8], %total: f64[1], %x: f64[64])
;   %i = range i32 8
;     %row = mul i32 %i, 8
;     %j = range reduce i32 8
;       %k = add i32 %row, %j
;       %v = load f64 %x[%k]
;     %r = reduce add f64 %v over %j
;     store %rowsum[%i], %r
;   end %i
;   %i2 = range reduce i32 8
;     %row2 = mul i32 %i2, 8
;     %j2 = range reduce i32 8
;       %k2 = add i32 %row2, %j2
;       %v2 = load f64 %x[%k2]
;     %r2 = reduce add f64 %v2 over %j2
;   %g = reduce add f64 %r2 over %i2
;   store %total[0], %g

  push rbp
  mov rbp, rsp
  xor eax, eax
.Lloop1:
  xorps xmm0, xmm0
  imul ecx, eax, 8
  lea r8d, [rcx+8]
.Lloop3:
  addsd xmm0, qword ptr [rdx+rcx*8]
  add ecx, 1
  cmp ecx, r8d
  jl .Lloop3
.Ldone4:
  movq qword ptr [rdi+rax*8], xmm0
  add eax, 1
  cmp eax, 8
  jl .Lloop1
.Ldone2:
  xorps xmm0, xmm0
  xor eax, eax
.Lloop5:
  xorps xmm1, xmm1
  imul ecx, eax, 8
  lea edi, [rcx+8]
.Lloop7:
  addsd xmm1, qword ptr [rdx+rcx*8]
  add ecx, 1
  cmp ecx, edi
  jl .Lloop7
.Ldone8:
  addsd xmm0, xmm1
  add eax, 1
  cmp eax, 8
  jl .Lloop5
.Ldone6:
  movq qword ptr [rsi], xmm0
  pop rbp
  ret
