; x86 backend, target x86-64-v2, calling convention win64; regenerate: python tools/regen_golden.py
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
  movq xmm0, qword ptr [rax+rsi*8]
  movaps xmm1, xmm0
  cvtsd2ss xmm1, xmm0
  movaps xmm2, xmm1
  cvtss2sd xmm2, xmm1
  movq rdi, xmm2
  mov rbx, 0x7fffffffffffffff
  and rdi, rbx
  movq rbx, xmm0
  mov r12, 0x7fffffffffffffff
  and rbx, r12
  movd r12d, xmm1
  mov r13d, r12d
  sub r13d, 1
  lea r14d, [r12+1]
  cmp rbx, rdi
  cmovb r14d, r13d
  ucomisd xmm2, xmm0
  setne dil
  setp bl
  or dil, bl
  mov ebx, r12d
  and ebx, 1
  cmp ebx, 0
  sete bl
  and edi, ebx
  test dil, dil
  cmovne r12d, r14d
  movd xmm0, r12d
  movd edi, xmm0
  mov ebx, edi
  and ebx, 0x80000000
  xor edi, ebx
  mov r12d, edi
  shr r12d, 0xd
  and r12d, 1
  lea r13d, [rdi-0x37fff001]
  add r13d, r12d
  shr r13d, 0xd
  movd xmm0, edi
  addss xmm0, dword ptr [rip+0xc2]  ; 0x180
  movd r12d, xmm0
  sub r12d, 0x3f000000
  cmp edi, 0x38800000
  cmovb r13d, r12d
  mov r12d, 0x7e00
  mov r14d, 0x7c00
  mov r15d, 0x7f800000
  cmp r15d, edi
  cmovb r14d, r12d
  cmp edi, 0x47800000
  cmovb r14d, r13d
  shr ebx, 0x10
  or r14d, ebx
  mov r14d, r14d
  movd xmm0, r14d
  pextrw word ptr [rcx+rsi*2], xmm0, 0
  movd dword ptr [rdx+rsi*4], xmm1
  movd edi, xmm0
  movzx edi, di
  mov ebx, edi
  and ebx, 0x7fff
  shl ebx, 0xd
  movd xmm0, ebx
  mulss xmm0, dword ptr [rip+0x55]  ; 0x184
  movd r12d, xmm0
  mov r13d, ebx
  or r13d, 0x7f800000
  cmp ebx, 0xf800000
  cmovb r13d, r12d
  and edi, 0x8000
  shl edi, 0x10
  or r13d, edi
  movd xmm0, r13d
  movaps xmm1, xmm0
  cvtss2sd xmm1, xmm0
  movq qword ptr [r8+rsi*8], xmm1
  add esi, 1
  cmp esi, 0x20
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
;   0x180: 3f000000
;   0x184: 77800000
