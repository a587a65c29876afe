; x86 backend, target x86-64-v2, calling convention win64; regenerate: python tools/regen_golden.py
; # a bf16 dot product per row, accumulated two ways: in f32 (widened products) and in bf16
; # (every partial sum rounded back), 4 rows of 32
; kernel bf16_dot(%wide: f32[4], %narrow: bf16[4], %a: bf16[128], %b: bf16[32])
;   %acc = reg f32[1]
;   %nacc = reg bf16[1]
;   %i = range i32 4
;     %acc_i = after %acc, %i
;     %init = store %acc_i[0], 0.0
;     %row = mul i32 %i, 32
;     %nacc_i = after %nacc, %i
;     %ninit = store %nacc_i[0], 0.0
;     %j = range i32 32
;       %acc_j = after %acc, %init, %j
;       %s = load f32 %acc_j[0]
;       %k = add i32 %row, %j
;       %x = load bf16 %a[%k]
;       %y = load bf16 %b[%j]
;       %p = mul bf16 %x, %y
;       %pw = cast f32 %p
;       %s2 = add f32 %s, %pw
;       store %acc_j[0], %s2
;       %nacc_j = after %nacc, %ninit, %j
;       %t = load bf16 %nacc_j[0]
;       %t2 = add bf16 %t, %p
;       store %nacc_j[0], %t2
;     %end_j = end %j
;     %acc_done = after %acc, %end_j
;     %total = load f32 %acc_done[0]
;     store %wide[%i], %total
;     %nacc_done = after %nacc, %end_j
;     %ntotal = load bf16 %nacc_done[0]
;     store %narrow[%i], %ntotal
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
  and rsp, 0xffffffffffffffe0
  sub rsp, 0x20
  mov rax, r9
  xor esi, esi
  mov qword ptr [rsp], r8
.Lloop1:
  xorps xmm0, xmm0
  imul edi, esi, 0x20
  xor ebx, ebx
  xor r12d, r12d
.Lloop3:
  mov r11, qword ptr [rsp]
  movzx r13d, word ptr [r11+rdi*2]
  movzx r13d, r13w
  shl r13d, 0x10
  movd xmm1, r13d
  movzx r13d, word ptr [rax+r12*2]
  movzx r13d, r13w
  shl r13d, 0x10
  movd xmm2, r13d
  mulss xmm1, xmm2
  movd r13d, xmm1
  mov r14d, r13d
  and r14d, 0x80000000
  xor r13d, r14d
  mov r15d, r13d
  shr r15d, 0x10
  and r15d, 1
  lea r8d, [r13+0x7fff]
  add r8d, r15d
  shr r8d, 0x10
  movd xmm1, r13d
  addss xmm1, dword ptr [rip+0x131]  ; 0x1c0
  movd r15d, xmm1
  sub r15d, 0x8800000
  cmp r13d, 0x800000
  cmovb r8d, r15d
  cmp r13d, 0x7f7f8000
  setb r15b
  xor r15d, 1
  test r15b, r15b
  mov r15d, 0x7f80
  cmovne r8d, r15d
  mov r15d, 0x7f800000
  cmp r15d, r13d
  mov r15d, 0x7fc0
  cmovb r8d, r15d
  shr r14d, 0x10
  or r8d, r14d
  mov r8d, r8d
  movzx r8d, r8w
  shl r8d, 0x10
  movd xmm1, r8d
  addss xmm0, xmm1
  movzx r8d, bx
  shl r8d, 0x10
  movd xmm2, r8d
  addss xmm2, xmm1
  movd r8d, xmm2
  mov r13d, r8d
  and r13d, 0x80000000
  xor r8d, r13d
  mov r14d, r8d
  shr r14d, 0x10
  and r14d, 1
  lea r15d, [r8+0x7fff]
  add r15d, r14d
  shr r15d, 0x10
  movd xmm1, r8d
  addss xmm1, dword ptr [rip+0x87]  ; 0x1c0
  movd r14d, xmm1
  sub r14d, 0x8800000
  cmp r8d, 0x800000
  cmovb r15d, r14d
  cmp r8d, 0x7f7f8000
  setb r14b
  xor r14d, 1
  test r14b, r14b
  mov r14d, 0x7f80
  cmovne r15d, r14d
  mov r14d, 0x7f800000
  cmp r14d, r8d
  mov r14d, 0x7fc0
  cmovb r15d, r14d
  shr r13d, 0x10
  or r15d, r13d
  mov ebx, r15d
  add edi, 1
  add r12d, 1
  cmp r12d, 0x20
  jl .Lloop3
.Ldone4:
  movd dword ptr [rcx+rsi*4], xmm0
  mov word ptr [rdx+rsi*2], bx
  add esi, 1
  cmp esi, 4
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
; constant pool (read-only, after the code)
;   0x1c0: 08800000
