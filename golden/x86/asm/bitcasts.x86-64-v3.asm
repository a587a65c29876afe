; x86 backend, target x86-64-v3; regenerate: python tools/regen_golden.py
; # bitcasts: float bits as integers, and a vector reinterpreted with a different lane count
; kernel bitcasts(%bits: u32[32], %lanes: i16[64], %x: f32[32], %v: f64[16])
;   %i = range i32 8
;     %base = mul i32 %i, 4
;     %f = load f32x4 %x[%base]
;     %u = bitcast u32x4 %f
;     store %bits[%base], %u
;     %hbase = mul i32 %i, 8
;     %vbase = mul i32 %i, 2
;     %d = load f64x2 %v[%vbase]
;     %h = bitcast i16x8 %d
;     store %lanes[%hbase], %h
;   end %i

  push rbp
  mov rbp, rsp
  xor eax, eax
.Lloop1:
  imul r8d, eax, 4
  vmovdqu xmm0, xmmword ptr [rdx+r8*4]
  vmovdqu xmmword ptr [rdi+r8*4], xmm0
  imul r8d, eax, 2
  vmovdqu xmm0, xmmword ptr [rcx+r8*8]
  imul r8d, eax, 8
  vmovdqu xmmword ptr [rsi+r8*2], xmm0
  add eax, 1
  cmp eax, 8
  jl .Lloop1
.Ldone2:
  pop rbp
  ret
