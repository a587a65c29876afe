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
  and rsp, 0xffffffffffffffe0
  sub rsp, 0x40
  movaps xmmword ptr [rsp], xmm6
  movaps xmmword ptr [rsp+0x10], xmm7
  movaps xmmword ptr [rsp+0x20], xmm8
  movaps xmm0, xmmword ptr [rip+0xbe]  ; 0xe0
  xor eax, eax
.Lloop1:
  movdqu xmm1, xmmword ptr [rdx+rax*4]
  movdqu xmm2, xmmword ptr [rdx+rax*4+0x10]
  movdqu xmm3, xmmword ptr [r8+rax*4]
  movdqu xmm4, xmmword ptr [r8+rax*4+0x10]
  movaps xmm5, xmm1
  addps xmm5, xmm3
  movaps xmm6, xmm2
  addps xmm6, xmm4
  movaps xmm7, xmm1
  subps xmm7, xmm3
  movaps xmm8, xmm2
  subps xmm8, xmm4
  mulps xmm5, xmm7
  mulps xmm6, xmm8
  divps xmm5, xmm3
  divps xmm6, xmm4
  maxps xmm5, xmm1
  maxps xmm6, xmm2
  minps xmm5, xmm3
  minps xmm6, xmm4
  movaps xmm1, xmmword ptr [rip+0x7a]  ; 0xf0
  xorps xmm5, xmm1
  xorps xmm6, xmm1
  movaps xmm1, xmm5
  mulps xmm1, xmm5
  movaps xmm2, xmm6
  mulps xmm2, xmm6
  sqrtps xmm1, xmm1
  sqrtps xmm2, xmm2
  movaps xmm3, xmm0
  divps xmm3, xmm1
  movaps xmm1, xmm0
  divps xmm1, xmm2
  roundps xmm2, xmm3, 0xb
  roundps xmm1, xmm1, 0xb
  movdqu xmmword ptr [rcx+rax*4], xmm2
  movdqu xmmword ptr [rcx+rax*4+0x10], xmm1
  add eax, 8
  cmp eax, 0x40
  jl .Lloop1
.Ldone2:
  movaps xmm6, xmmword ptr [rsp]
  movaps xmm7, xmmword ptr [rsp+0x10]
  movaps xmm8, xmmword ptr [rsp+0x20]
  lea rsp, [rbp]
  pop rbp
  ret
; constant pool (read-only, after the code)
;   0xe0: 3f8000003f800000 3f8000003f800000
;   0xf0: 8000000080000000 8000000080000000
