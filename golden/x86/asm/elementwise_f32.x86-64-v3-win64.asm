; x86 backend, target x86-64-v3, calling convention win64; regenerate: python tools/regen_golden.py
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
  vmovd xmm0, dword ptr [rdx+rax*4]
  vmovd xmm1, dword ptr [r8+rax*4]
  vaddss xmm2, xmm0, xmm1
  vsubss xmm3, xmm0, xmm1
  vmulss xmm2, xmm2, xmm3
  vdivss xmm2, xmm2, xmm1
  vmaxss xmm0, xmm2, xmm0
  vminss xmm0, xmm0, xmm1
  mov esi, 0x80000000
  vmovd xmm1, esi
  vxorps xmm0, xmm0, xmm1
  vmulss xmm0, xmm0, xmm0
  vsqrtss xmm0, xmm0, xmm0
  vmovd xmm1, dword ptr [rip+0x21]  ; 0x68
  vdivss xmm0, xmm1, xmm0
  vroundss xmm0, xmm0, xmm0, 0xb
  vmovd dword ptr [rcx+rax*4], xmm0
  add eax, 1
  cmp eax, 0x40
  jl .Lloop1
.Ldone2:
  lea rsp, [rbp-8]
  pop rsi
  pop rbp
  ret
; constant pool (read-only, after the code)
;   0x68: 3f800000
