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
  push rdi
  push rsi
  mov rax, r9
  xor esi, esi
.Lloop1:
  imul edi, esi, 8
  movdqu xmm0, xmmword ptr [rdx+rdi*4]
  movdqu xmm1, xmmword ptr [rdx+rdi*4+0x10]
  movdqu xmm2, xmmword ptr [r8+rdi*4]
  movdqu xmm3, xmmword ptr [r8+rdi*4+0x10]
  mulps xmm0, xmm2
  mulps xmm1, xmm3
  movdqu xmm2, xmmword ptr [rax+rdi*4]
  movdqu xmm3, xmmword ptr [rax+rdi*4+0x10]
  addps xmm0, xmm2
  addps xmm1, xmm3
  movdqu xmmword ptr [rcx+rdi*4], xmm0
  movdqu xmmword ptr [rcx+rdi*4+0x10], xmm1
  add esi, 1
  cmp esi, 8
  jl .Lloop1
.Ldone2:
  lea rsp, [rbp-0x10]
  pop rsi
  pop rdi
  pop rbp
  ret
