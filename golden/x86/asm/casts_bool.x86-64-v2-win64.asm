; x86 backend, target x86-64-v2, calling convention win64; regenerate: python tools/regen_golden.py
; # casts to and from bool: NaN is true, -0.0 is false, true is 1
; kernel casts_bool(%flags: bool[32], %ones: i16[32], %halves: f16[32], %x: f32[32], %b: bool[32])
;   %i = range i32 32
;     %v = load f32 %x[%i]
;     %truthy = cast bool %v
;     store %flags[%i], %truthy
;     %flag = load bool %b[%i]
;     %n = cast i16 %flag
;     store %ones[%i], %n
;     %h = cast f16 %flag
;     store %halves[%i], %h
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
  mov rsi, qword ptr [rbp+0x30]
  xor edi, edi
.Lloop1:
  movd xmm0, dword ptr [rax+rdi*4]
  xorps xmm1, xmm1
  ucomiss xmm0, xmm1
  setne bl
  setp r12b
  or bl, r12b
  mov byte ptr [rcx+rdi], bl
  movzx ebx, byte ptr [rsi+rdi]
  movzx r12d, bl
  mov word ptr [rdx+rdi*2], r12w
  movzx ebx, bl
  xorps xmm0, xmm0
  cvtsi2ss xmm0, ebx
  movd ebx, xmm0
  mov r12d, ebx
  and r12d, 0x80000000
  xor ebx, r12d
  mov r13d, ebx
  shr r13d, 0xd
  and r13d, 1
  lea r14d, [rbx-0x37fff001]
  add r14d, r13d
  shr r14d, 0xd
  movd xmm0, ebx
  addss xmm0, dword ptr [rip+0x6b]  ; 0xe8
  movd r13d, xmm0
  sub r13d, 0x3f000000
  cmp ebx, 0x38800000
  cmovb r14d, r13d
  mov r15d, 0x7c00
  mov r13d, 0x7f800000
  cmp r13d, ebx
  mov r13d, 0x7e00
  cmovb r15d, r13d
  cmp ebx, 0x47800000
  cmovb r15d, r14d
  shr r12d, 0x10
  or r15d, r12d
  mov r15d, r15d
  movd xmm0, r15d
  pextrw word ptr [r8+rdi*2], xmm0, 0
  add edi, 1
  cmp edi, 0x20
  jl .Lloop1
.Ldone2:
  pop rsi
  pop rdi
  pop rbx
  pop r15
  pop r14
  pop r13
  pop r12
  pop rbp
  ret
; constant pool (read-only, after the code)
;   0xe8: 3f000000
