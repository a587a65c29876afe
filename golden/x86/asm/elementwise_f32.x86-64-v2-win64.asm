; x86 backend, target x86-64-v2, calling convention win64; regenerate: python tools/regen_golden.py
; # elementwise float32 arithmetic: add, sub, mul, fdiv, max, min, neg, sqrt, recip, trunc
; kernel elementwise_f32(%out: f32[64], %a: f32[64], %b: f32[64])
;   %i = range i32 64
;     %x = load f32 %a[%i]
;     %y = load f32 %b[%i]
;     %sum = add f32 %x, %y
;     %diff = sub f32 %x, %y
;     %prod = mul f32 %sum, %diff
;     %quot = fdiv f32 %prod, %y
;     %hi = max f32 %quot, %x
;     %lo = min f32 %hi, %y
;     %neg = neg f32 %lo
;     %mag = mul f32 %neg, %neg
;     %root = sqrt f32 %mag
;     %inv = recip f32 %root
;     %whole = trunc f32 %inv
;     store %out[%i], %whole
;   end %i

  push rbp
  mov rbp, rsp
  push rsi
  xor eax, eax
.Lloop1:
  movd xmm0, dword ptr [rdx+rax*4]
  movd xmm1, dword ptr [r8+rax*4]
  movaps xmm2, xmm0
  addss xmm2, xmm1
  movaps xmm3, xmm0
  subss xmm3, xmm1
  mulss xmm2, xmm3
  divss xmm2, xmm1
  maxss xmm2, xmm0
  minss xmm2, xmm1
  mov esi, 0x80000000
  movd xmm0, esi
  xorps xmm2, xmm0
  movaps xmm0, xmm2
  mulss xmm0, xmm2
  movaps xmm1, xmm0
  sqrtss xmm1, xmm0
  movd xmm0, dword ptr [rip+0x22]  ; 0x74
  divss xmm0, xmm1
  movaps xmm1, xmm0
  roundss xmm1, xmm0, 0xb
  movd dword ptr [rcx+rax*4], xmm1
  add eax, 1
  cmp eax, 0x40
  jl .Lloop1
.Ldone2:
  lea rsp, [rbp-8]
  pop rsi
  pop rbp
  ret
; constant pool (read-only, after the code)
;   0x74: 3f800000
