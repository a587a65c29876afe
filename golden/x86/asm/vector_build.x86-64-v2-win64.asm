; x86 backend, target x86-64-v2, calling convention win64; regenerate: python tools/regen_golden.py
; # vectors built from scalars: vectorize of loads, broadcast of a scalar, lane extraction
; kernel vector_build(%out: f32[32], %sums: f32[8], %x: f32[32], %s: f32[8])
;   %i = range i32 8
;     %base = mul i32 %i, 4
;     %v = load f32x4 %x[%base]
;     %scale = load f32 %s[%i]
;     %splat = broadcast f32x4 %scale
;     %scaled = mul f32x4 %v, %splat
;     store %out[%base], %scaled
;     %l3 = gep f32 %scaled, 3
;     %l0 = gep f32 %scaled, 0
;     %pair = vectorize f32x2 %l3, %l0
;     %p0 = gep f32 %pair, 0
;     %p1 = gep f32 %pair, 1
;     %t = add f32 %p0, %p1
;     store %sums[%i], %t
;   end %i

  push rbp
  mov rbp, rsp
  push rsi
  mov rax, r9
  xor esi, esi
.Lloop1:
  movdqu xmm0, xmmword ptr [r8+rsi*4]
  movd xmm1, dword ptr [rax+rsi]
  pshufd xmm1, xmm1, 0
  mulps xmm0, xmm1
  movdqu xmmword ptr [rcx+rsi*4], xmm0
  movaps xmm1, xmm0
  shufps xmm1, xmm0, 3
  addss xmm1, xmm0
  movd dword ptr [rdx+rsi], xmm1
  add esi, 4
  cmp esi, 0x20
  jl .Lloop1
.Ldone2:
  pop rsi
  pop rbp
  ret
