; x86 backend, target x86-64-v3, calling convention win64; regenerate: python tools/regen_golden.py
; # float16 arithmetic: every op rounds to f16 before the next one
; kernel elementwise_f16(%out: f16[32], %a: f16[32], %b: f16[32])
;   %i = range i32 32
;     %x = load f16 %a[%i]
;     %y = load f16 %b[%i]
;     %sum = add f16 %x, %y
;     %prod = mul f16 %sum, %x
;     %quot = fdiv f16 %prod, %y
;     %fma = mulacc f16 %quot, %y, %x
;     %hi = max f16 %fma, %sum
;     store %out[%i], %hi
;   end %i

  push rbp
  mov rbp, rsp
  push rsi
  xor eax, eax
.Lloop1:
  movzx esi, word ptr [rdx+rax*2]
  vmovd xmm0, esi
  vcvtph2ps xmm0, xmm0
  movzx esi, word ptr [r8+rax*2]
  vmovd xmm1, esi
  vcvtph2ps xmm1, xmm1
  vaddss xmm2, xmm0, xmm1
  vcvtps2ph xmm2, xmm2, 0
  vcvtph2ps xmm2, xmm2
  vmulss xmm3, xmm2, xmm0
  vcvtps2ph xmm3, xmm3, 0
  vcvtph2ps xmm3, xmm3
  vdivss xmm3, xmm3, xmm1
  vcvtps2ph xmm3, xmm3, 0
  vcvtph2ps xmm3, xmm3
  vmulss xmm1, xmm3, xmm1
  vcvtps2ph xmm1, xmm1, 0
  vcvtph2ps xmm1, xmm1
  vaddss xmm0, xmm1, xmm0
  vcvtps2ph xmm0, xmm0, 0
  vcvtph2ps xmm0, xmm0
  vmaxss xmm0, xmm0, xmm2
  vcvtps2ph xmm0, xmm0, 0
  vpextrw word ptr [rcx+rax*2], xmm0, 0
  add eax, 1
  cmp eax, 0x20
  jl .Lloop1
.Ldone2:
  pop rsi
  pop rbp
  ret
