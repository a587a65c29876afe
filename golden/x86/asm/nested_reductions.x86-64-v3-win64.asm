; x86 backend, target x86-64-v3, calling convention win64; regenerate: python tools/regen_golden.py
; # two reductions sharing one loop at different depths: a per-row sum and a grand total
; kernel nested_reductions(%rowsum: f64[8], %total: f64[1], %x: f64[64])
;   %rs = reg f64[1]
;   %grand = reg f64[1]
;   %ginit = store %grand[0], 0.0
;   %i = range i32 8
;     %rs_i = after %rs, %i
;     %rinit = store %rs_i[0], 0.0
;     %row = mul i32 %i, 8
;     %j = range i32 8
;       %rs_j = after %rs, %rinit, %j
;       %r = load f64 %rs_j[0]
;       %k = add i32 %row, %j
;       %v = load f64 %x[%k]
;       %r2 = add f64 %r, %v
;       store %rs_j[0], %r2
;     %end_j = end %j
;     %rs_done = after %rs, %end_j
;     %t = load f64 %rs_done[0]
;     store %rowsum[%i], %t
;     %g_i = after %grand, %ginit, %i
;     %g = load f64 %g_i[0]
;     %g2 = add f64 %g, %t
;     store %g_i[0], %g2
;   %end_i = end %i
;   %g_done = after %grand, %end_i
;   %gt = load f64 %g_done[0]
;   store %total[0], %gt

  push rbp
  mov rbp, rsp
  push rdi
  push rsi
  vxorps xmm0, xmm0, xmm0
  xor eax, eax
.Lloop1:
  vxorps xmm1, xmm1, xmm1
  imul esi, eax, 8
  lea edi, [rsi+8]
.Lloop3:
  vaddsd xmm1, xmm1, qword ptr [r8+rsi*8]
  add esi, 1
  cmp esi, edi
  jl .Lloop3
.Ldone4:
  vmovq qword ptr [rcx+rax*8], xmm1
  vaddsd xmm0, xmm0, xmm1
  add eax, 1
  cmp eax, 8
  jl .Lloop1
.Ldone2:
  vmovq qword ptr [rdx], xmm0
  pop rsi
  pop rdi
  pop rbp
  ret
