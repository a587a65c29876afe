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
  xor edi, edi
.Lloop1:
  movd xmm0, dword ptr [r8+rdi*4]
  maxss xmm0, dword ptr [rax+rdi*4]
  maxss xmm0, dword ptr [rip+0x36]  ; 0x58
  movd dword ptr [rcx+rdi*4], xmm0
  movq xmm0, qword ptr [rsi+rdi*8]
  minsd xmm0, qword ptr [rip+0x1c]  ; 0x50
  xorps xmm1, xmm1
  minsd xmm1, xmm0
  movq qword ptr [rdx+rdi*8], xmm1
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
;   0x50: 7ff8000000000000
;   0x58: 80000000
