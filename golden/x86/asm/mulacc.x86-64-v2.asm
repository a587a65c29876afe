; x86 backend, target x86-64-v2; regenerate: python tools/regen_golden.py
; # multiply-add a*b+c: two roundings by default, one under fast_math
; kernel mulacc(%out: f32[64], %a: f32[64], %b: f32[64], %c: f32[64])
;   %i = range i32 8
;     %base = mul i32 %i, 8
;     %x = load f32x8 %a[%base]
;     %y = load f32x8 %b[%base]
;     %z = load f32x8 %c[%base]
;     %r = mulacc f32x8 %x, %y, %z
;     store %out[%base], %r
;   end %i

  push rbp
  mov rbp, rsp
  xor eax, eax
.Lloop1:
  movdqu xmm0, xmmword ptr [rsi+rax*4]
  movdqu xmm1, xmmword ptr [rsi+rax*4+0x10]
  movdqu xmm2, xmmword ptr [rdx+rax*4]
  movdqu xmm3, xmmword ptr [rdx+rax*4+0x10]
  mulps xmm0, xmm2
  mulps xmm1, xmm3
  movdqu xmm2, xmmword ptr [rcx+rax*4]
  movdqu xmm3, xmmword ptr [rcx+rax*4+0x10]
  addps xmm0, xmm2
  addps xmm1, xmm3
  movdqu xmmword ptr [rdi+rax*4], xmm0
  movdqu xmmword ptr [rdi+rax*4+0x10], xmm1
  add eax, 8
  cmp eax, 0x40
  jl .Lloop1
.Ldone2:
  pop rbp
  ret
