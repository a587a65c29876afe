; x86 backend, target x86-64-v3; regenerate: python tools/regen_golden.py
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
  vmovdqu ymm0, ymmword ptr [rsi+rax*8]
  vmovdqu ymm1, ymmword ptr [rdx+rax*8]
  vaddpd ymm2, ymm0, ymm1
  vmulpd ymm1, ymm2, ymm1
  vdivpd ymm0, ymm1, ymm0
  vsqrtpd ymm0, ymm0
  vminpd ymm0, ymm0, ymm2
  vmovdqu ymmword ptr [rdi+rax*8], ymm0
  add eax, 4
  cmp eax, 0x40
  jl .Lloop1
.Ldone2:
  pop rbp
  vzeroupper
  ret
