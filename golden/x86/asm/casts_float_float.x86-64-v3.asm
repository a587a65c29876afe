; x86 backend, target x86-64-v3; regenerate: python tools/regen_golden.py
; # float-to-float casts: f64->f16 rounds once, f16->f64 is exact
; kernel casts_float_float(%h: f16[32], %s: f32[32], %back: f64[32], %x: f64[32])
;   %i = range i32 32
;     %v = load f64 %x[%i]
;     %half = cast f16 %v
;     store %h[%i], %half
;     %single = cast f32 %v
;     store %s[%i], %single
;     %wide = cast f64 %half
;     store %back[%i], %wide
;   end %i

  push rbp
  mov rbp, rsp
  push r12
  push r13
  push r14
  push rbx
  xor eax, eax
.Lloop1:
  vmovq xmm0, qword ptr [rcx+rax*8]
  vcvtsd2ss xmm1, xmm0, xmm0
  vcvtss2sd xmm2, xmm1, xmm1
  vmovq r8, xmm2
  mov rbx, 0x7fffffffffffffff
  and r8, rbx
  vmovq rbx, xmm0
  mov r12, 0x7fffffffffffffff
  and rbx, r12
  vmovd r12d, xmm1
  mov r13d, r12d
  sub r13d, 1
  lea r14d, [r12+1]
  cmp rbx, r8
  cmovb r14d, r13d
  vucomisd xmm2, xmm0
  setne r8b
  setp bl
  or r8b, bl
  mov ebx, r12d
  and ebx, 1
  cmp ebx, 0
  sete bl
  and r8d, ebx
  test r8b, r8b
  cmovne r12d, r14d
  vmovd xmm0, r12d
  vcvtps2ph xmm0, xmm0, 0
  vpextrw word ptr [rdi+rax*2], xmm0, 0
  vmovd dword ptr [rsi+rax*4], xmm1
  vcvtph2ps xmm0, xmm0
  vcvtss2sd xmm0, xmm0, xmm0
  vmovq qword ptr [rdx+rax*8], xmm0
  add eax, 1
  cmp eax, 0x20
  jl .Lloop1
.Ldone2:
  pop rbx
  pop r14
  pop r13
  pop r12
  pop rbp
  ret
