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
  xor edi, edi
.Lloop1:
  vmovd xmm0, dword ptr [r8+rdi*4]
  vmaxss xmm0, xmm0, dword ptr [rax+rdi*4]
  vmaxss xmm0, xmm0, dword ptr [rip+0x3e]  ; 0x60
  vmovd dword ptr [rcx+rdi*4], xmm0
  vmovq xmm0, qword ptr [rsi+rdi*8]
  vminsd xmm0, xmm0, qword ptr [rip+0x24]  ; 0x58
  vxorps xmm1, xmm1, xmm1
  vminsd xmm0, xmm1, xmm0
  vmovq qword ptr [rdx+rdi*8], xmm0
  add edi, 1
  cmp edi, 0x20
  jl .Lloop1
.Ldone2:
  lea rsp, [rbp-0x10]
  pop rsi
  pop rdi
  pop rbp
  ret
; constant pool (read-only, after the code)
;   0x58: 7ff8000000000000
;   0x60: 80000000
