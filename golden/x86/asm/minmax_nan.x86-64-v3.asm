; x86 backend, target x86-64-v3; regenerate: python tools/regen_golden.py
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
  xor eax, eax
.Lloop1:
  vmovd xmm0, dword ptr [rdx+rax*4]
  vmaxss xmm0, xmm0, dword ptr [rcx+rax*4]
  vmaxss xmm0, xmm0, dword ptr [rip+0x38]  ; 0x50
  vmovd dword ptr [rdi+rax*4], xmm0
  vmovq xmm0, qword ptr [r8+rax*8]
  vminsd xmm0, xmm0, qword ptr [rip+0x1d]  ; 0x48
  vxorps xmm1, xmm1, xmm1
  vminsd xmm0, xmm1, xmm0
  vmovq qword ptr [rsi+rax*8], xmm0
  add eax, 1
  cmp eax, 0x20
  jl .Lloop1
.Ldone2:
  pop rbp
  ret
; constant pool (read-only, after the code)
;   0x48: 7ff8000000000000
;   0x50: 80000000
