; x86 backend, target x86-64-v2, calling convention win64; regenerate: python tools/regen_golden.py
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
  push rsi
  mov rax, r9
  xor esi, esi
.Lloop1:
  movdqu xmm0, xmmword ptr [rdx+rsi*4]
  movdqu xmm1, xmmword ptr [rdx+rsi*4+0x10]
  movdqu xmm2, xmmword ptr [r8+rsi*4]
  movdqu xmm3, xmmword ptr [r8+rsi*4+0x10]
  mulps xmm0, xmm2
  mulps xmm1, xmm3
  movdqu xmm2, xmmword ptr [rax+rsi*4]
  movdqu xmm3, xmmword ptr [rax+rsi*4+0x10]
  addps xmm0, xmm2
  addps xmm1, xmm3
  movdqu xmmword ptr [rcx+rsi*4], xmm0
  movdqu xmmword ptr [rcx+rsi*4+0x10], xmm1
  add esi, 8
  cmp esi, 0x40
  jl .Lloop1
.Ldone2:
  pop rsi
  pop rbp
  ret
