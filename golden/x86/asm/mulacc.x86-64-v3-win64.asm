; x86 backend, target x86-64-v3, calling convention win64; regenerate: python tools/regen_golden.py
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
  vmovdqu ymm0, ymmword ptr [rdx+rsi*4]
  vmulps ymm0, ymm0, ymmword ptr [r8+rsi*4]
  vaddps ymm0, ymm0, ymmword ptr [rax+rsi*4]
  vmovdqu ymmword ptr [rcx+rsi*4], ymm0
  add esi, 8
  cmp esi, 0x40
  jl .Lloop1
.Ldone2:
  pop rsi
  pop rbp
  vzeroupper
  ret
