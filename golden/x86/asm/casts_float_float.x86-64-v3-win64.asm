; x86 backend, target x86-64-v3, calling convention win64; regenerate: python tools/regen_golden.py
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
  push r15
  push rbx
  push rdi
  push rsi
  mov rax, r9
  xor esi, esi
.Lloop1:
  vmovq xmm0, qword ptr [rax+rsi*8]
  vcvtsd2ss xmm1, xmm0, xmm0
  vcvtss2sd xmm2, xmm1, xmm1
  vucomisd xmm2, xmm0
  setne dil
  setp bl
  or dil, bl
  vmovd ebx, xmm1
  mov r12d, ebx
  and r12d, 1
  cmp r12d, 0
  sete r12b
  and edi, r12d
  vmovq r12, xmm0
  mov r13, 0x7fffffffffffffff
  and r12, r13
  vmovq r13, xmm2
  mov r14, 0x7fffffffffffffff
  and r13, r14
  mov r14d, ebx
  sub r14d, 1
  lea r15d, [rbx+1]
  cmp r12, r13
  cmovb r15d, r14d
  test dil, dil
  cmovne ebx, r15d
  vmovd xmm0, ebx
  vcvtps2ph xmm0, xmm0, 0
  vpextrw word ptr [rcx+rsi*2], xmm0, 0
  vmovd dword ptr [rdx+rsi*4], xmm1
  vcvtph2ps xmm0, xmm0
  vcvtss2sd xmm0, xmm0, xmm0
  vmovq qword ptr [r8+rsi*8], xmm0
  add esi, 1
  cmp esi, 0x20
  jl .Lloop1
.Ldone2:
  lea rsp, [rbp-0x38]
  pop rsi
  pop rdi
  pop rbx
  pop r15
  pop r14
  pop r13
  pop r12
  pop rbp
  ret
