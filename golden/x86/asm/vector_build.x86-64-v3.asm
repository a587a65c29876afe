; x86 backend, target x86-64-v3; regenerate: python tools/regen_golden.py
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
  xor eax, eax
.Lloop1:
  vmovdqu xmm0, xmmword ptr [rdx+rax*4]
  vbroadcastss xmm1, dword ptr [rcx+rax]
  vmulps xmm0, xmm0, xmm1
  vmovdqu xmmword ptr [rdi+rax*4], xmm0
  vshufps xmm1, xmm0, xmm0, 3
  vaddss xmm0, xmm1, xmm0
  vmovd dword ptr [rsi+rax], xmm0
  add eax, 4
  cmp eax, 0x20
  jl .Lloop1
.Ldone2:
  pop rbp
  ret
