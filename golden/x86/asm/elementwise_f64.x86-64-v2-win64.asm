; x86 backend, target x86-64-v2, calling convention win64; regenerate: python tools/regen_golden.py
; # elementwise float64 arithmetic on vectors of 4: add, mul, fdiv, sqrt, min
; kernel elementwise_f64(%out: f64[64], %a: f64[64], %b: f64[64])
;   %i = range i32 16
;     %base = mul i32 %i, 4
;     %x = load f64x4 %a[%base]
;     %y = load f64x4 %b[%base]
;     %sum = add f64x4 %x, %y
;     %prod = mul f64x4 %sum, %y
;     %quot = fdiv f64x4 %prod, %x
;     %root = sqrt f64x4 %quot
;     %lo = min f64x4 %root, %sum
;     store %out[%base], %lo
;   end %i

  push rbp
  mov rbp, rsp
  xor eax, eax
.Lloop1:
  movdqu xmm0, xmmword ptr [rdx+rax*8]
  movdqu xmm1, xmmword ptr [rdx+rax*8+0x10]
  movdqu xmm2, xmmword ptr [r8+rax*8]
  movdqu xmm3, xmmword ptr [r8+rax*8+0x10]
  movaps xmm4, xmm0
  addpd xmm4, xmm2
  movaps xmm5, xmm1
  addpd xmm5, xmm3
  mulpd xmm2, xmm4
  mulpd xmm3, xmm5
  divpd xmm2, xmm0
  divpd xmm3, xmm1
  sqrtpd xmm0, xmm2
  sqrtpd xmm1, xmm3
  minpd xmm0, xmm4
  minpd xmm1, xmm5
  movdqu xmmword ptr [rcx+rax*8], xmm0
  movdqu xmmword ptr [rcx+rax*8+0x10], xmm1
  add eax, 4
  cmp eax, 0x40
  jl .Lloop1
.Ldone2:
  pop rbp
  ret
