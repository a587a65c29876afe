; x86 backend, target x86-64-v3, calling convention win64; regenerate: python tools/regen_golden.py
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
  vbroadcastss xmm0, dword ptr [rip+0x52]  ; 0x68
  vxorps xmm1, xmm1, xmm1
  vbroadcastsd ymm2, qword ptr [rip+0x3d]  ; 0x60
  xor edi, edi
.Lloop1:
  vmovdqu xmm3, xmmword ptr [r8+rdi*4]
  vmaxps xmm3, xmm3, xmmword ptr [rax+rdi*4]
  vmaxps xmm3, xmm3, xmm0
  vmovdqu xmmword ptr [rcx+rdi*4], xmm3
  vmovdqu ymm3, ymmword ptr [rsi+rdi*8]
  vminpd ymm3, ymm3, ymm2
  vminpd ymm3, ymm1, ymm3
  vmovdqu ymmword ptr [rdx+rdi*8], ymm3
  add edi, 4
  cmp edi, 0x20
  jl .Lloop1
.Ldone2:
  pop rsi
  pop rdi
  pop rbp
  vzeroupper
  ret
; constant pool (read-only, after the code)
;   0x60: 7ff8000000000000
;   0x68: 80000000
