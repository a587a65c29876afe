; x86 backend, target x86-64-v3; regenerate: python tools/regen_golden.py
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
  vbroadcastss ymm0, dword ptr [rip+0x57]  ; 0x64
  xor eax, eax
.Lloop1:
  vmovdqu ymm1, ymmword ptr [rsi+rax*4]
  vmovdqu ymm2, ymmword ptr [rdx+rax*4]
  vaddps ymm3, ymm1, ymm2
  vsubps ymm4, ymm1, ymm2
  vmulps ymm3, ymm3, ymm4
  vdivps ymm3, ymm3, ymm2
  vmaxps ymm1, ymm3, ymm1
  vminps ymm1, ymm1, ymm2
  vbroadcastss ymm2, dword ptr [rip+0x2e]  ; 0x68
  vxorps ymm1, ymm1, ymm2
  vmulps ymm1, ymm1, ymm1
  vsqrtps ymm1, ymm1
  vdivps ymm1, ymm0, ymm1
  vroundps ymm1, ymm1, 0xb
  vmovdqu ymmword ptr [rdi+rax*4], ymm1
  add eax, 8
  cmp eax, 0x40
  jl .Lloop1
.Ldone2:
  pop rbp
  vzeroupper
  ret
; constant pool (read-only, after the code)
;   0x64: 3f800000
;   0x68: 80000000
