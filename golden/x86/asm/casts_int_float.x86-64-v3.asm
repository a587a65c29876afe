; x86 backend, target x86-64-v3; regenerate: python tools/regen_golden.py
; # casts between integer and float families, both directions, incl. u64 and out-of-range
; kernel casts_int_float(%f: f32[32], %d: f64[32], %i32: i32[32], %u64: u64[32], %a: i64[32], %u: u64[32], %x: f64[32])
;   %i = range i32 32
;     %s = load i64 %a[%i]
;     %sf = cast f32 %s
;     store %f[%i], %sf
;     %w = load u64 %u[%i]
;     %wd = cast f64 %w
;     store %d[%i], %wd
;     %v = load f64 %x[%i]
;     %vi = cast i32 %v
;     store %i32[%i], %vi
;     %vu = cast u64 %v
;     store %u64[%i], %vu
;   end %i

  push rbp
  mov rbp, rsp
  push r12
  push r13
  push r14
  push r15
  push rbx
  mov rax, r9
  mov rbx, qword ptr [rbp+0x10]
  xor r12d, r12d
.Lloop1:
  mov r13, qword ptr [r8+r12*8]
  vxorps xmm0, xmm0, xmm0
  vcvtsi2ss xmm0, xmm0, r13
  vmovd dword ptr [rdi+r12*4], xmm0
  mov r13, qword ptr [rax+r12*8]
  mov r14, r13
  shr r14, 1
  mov r15, r13
  and r15, 1
  or r14, r15
  vxorpd xmm0, xmm0, xmm0
  vcvtsi2sd xmm0, xmm0, r14
  vaddsd xmm0, xmm0, xmm0
  cmp r13, 0
  setl r14b
  xor r14d, 1
  vxorpd xmm1, xmm1, xmm1
  vcvtsi2sd xmm1, xmm1, r13
  test r14b, r14b
  je .Lwhere3
  vmovaps xmm0, xmm1
.Lwhere3:
  vmovq qword ptr [rsi+r12*8], xmm0
  vmovq xmm0, qword ptr [rbx+r12*8]
  vcvttsd2si r13d, xmm0
  mov dword ptr [rdx+r12*4], r13d
  vsubsd xmm1, xmm0, qword ptr [rip+0x4b]  ; 0xd0
  vcvttsd2si r13, xmm1
  mov r14, 0x8000000000000000
  xor r13, r14
  vcvttsd2si r14, xmm0
  vmovq xmm1, qword ptr [rip+0x2c]  ; 0xd0
  vucomisd xmm1, xmm0
  cmova r13, r14
  mov qword ptr [rcx+r12*8], r13
  add r12d, 1
  cmp r12d, 0x20
  jl .Lloop1
.Ldone2:
  pop rbx
  pop r15
  pop r14
  pop r13
  pop r12
  pop rbp
  ret
; constant pool (read-only, after the code)
;   0xd0: 43e0000000000000
