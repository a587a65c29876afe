; x86 backend, target x86-64-v2, calling convention win64; regenerate: python tools/regen_golden.py
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
  push rdi
  push rsi
  mov rax, r9
  xor esi, esi
.Lloop1:
  imul edi, esi, 4
  movdqu xmm0, xmmword ptr [r8+rdi*4]
  movdqu xmmword ptr [rcx+rdi*4], xmm0
  imul edi, esi, 2
  movdqu xmm0, xmmword ptr [rax+rdi*8]
  imul edi, esi, 8
  movdqu xmmword ptr [rdx+rdi*2], xmm0
  add esi, 1
  cmp esi, 8
  jl .Lloop1
.Ldone2:
  pop rsi
  pop rdi
  pop rbp
  ret
