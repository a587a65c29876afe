; x86 backend, target x86-64-v2, calling convention win64; regenerate: python tools/regen_golden.py
; # float max/min with NaN and signed zero: max(a, b) = a > b ? a : b, in that operand order
; kernel minmax_nan(%hi: f32[32], %lo: f64[32], %a: f32[32], %b: f32[32], %c: f64[32])
;   %i = range i32 32
;     %x = load f32 %a[%i]
;     %y = load f32 %b[%i]
;     %m = max f32 %x, %y
;     %m0 = max f32 %m, -0.0
;     store %hi[%i], %m0
;     %z = load f64 %c[%i]
;     %n = min f64 %z, nan
;     %n2 = min f64 0.0, %n
;     store %lo[%i], %n2
;   end %i

  push rbp
  mov rbp, rsp
  push rdi
  push rsi
  mov rax, r9
  mov rsi, qword ptr [rbp+0x30]
  movaps xmm0, xmmword ptr [rip+0x5c]  ; 0x70
  xorps xmm1, xmm1
  movaps xmm2, xmmword ptr [rip+0x62]  ; 0x80
  xor edi, edi
.Lloop1:
  movdqu xmm3, xmmword ptr [r8+rdi*4]
  movups xmm4, xmmword ptr [rax+rdi*4]
  maxps xmm3, xmm4
  maxps xmm3, xmm0
  movdqu xmmword ptr [rcx+rdi*4], xmm3
  movdqu xmm3, xmmword ptr [rsi+rdi*8]
  movdqu xmm4, xmmword ptr [rsi+rdi*8+0x10]
  minpd xmm3, xmm2
  minpd xmm4, xmm2
  movaps xmm5, xmm1
  minpd xmm5, xmm3
  movaps xmm3, xmm1
  minpd xmm3, xmm4
  movdqu xmmword ptr [rdx+rdi*8], xmm5
  movdqu xmmword ptr [rdx+rdi*8+0x10], xmm3
  add edi, 4
  cmp edi, 0x20
  jl .Lloop1
.Ldone2:
  pop rsi
  pop rdi
  pop rbp
  ret
; constant pool (read-only, after the code)
;   0x70: 8000000080000000 8000000080000000
;   0x80: 7ff8000000000000 7ff8000000000000
