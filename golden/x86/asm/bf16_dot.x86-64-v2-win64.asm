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
  mov qword ptr [rsp+8], rax
.Lloop1:
  xorps xmm0, xmm0
  imul edi, esi, 0x20
  xor ebx, ebx
  xor r12d, r12d
  mov qword ptr [rsp+0x10], rdi
.Lloop3:
  mov r13d, dword ptr [rsp+0x10]
  add r13d, r12d
  mov r11, qword ptr [rsp]
  movzx r13d, word ptr [r11+r13*2]
  movzx r13d, r13w
  shl r13d, 0x10
  movd xmm1, r13d
  mov r11, qword ptr [rsp+8]
  movzx r13d, word ptr [r11+r12*2]
  movzx r13d, r13w
  shl r13d, 0x10
  movd xmm2, r13d
  mulss xmm1, xmm2
  movd r13d, xmm1
  mov r14d, r13d
  and r14d, 0x80000000
  xor r13d, r14d
  cmp r13d, 0x7f7f8000
  setb r15b
  xor r15d, 1
  movd xmm1, r13d
  addss xmm1, dword ptr [rip+0x144]  ; 0x1e0
  movd r8d, xmm1
  sub r8d, 0x8800000
  lea eax, [r13+0x7fff]
  mov edi, r13d
  shr edi, 0x10
  and edi, 1
  add eax, edi
  shr eax, 0x10
  sub eax, 0
  cmp r13d, 0x800000
  cmovb eax, r8d
  mov r8d, 0x7f80
  test r15b, r15b
  cmovne eax, r8d
  mov r8d, 0x7fc0
  mov edi, 0x7f800000
  cmp edi, r13d
  cmovb eax, r8d
  shr r14d, 0x10
  or eax, r14d
  mov eax, eax
  movzx eax, ax
  shl eax, 0x10
  movd xmm1, eax
  addss xmm0, xmm1
  movzx eax, bx
  shl eax, 0x10
  movd xmm2, eax
  addss xmm2, xmm1
  movd eax, xmm2
  mov r8d, eax
  and r8d, 0x80000000
  xor eax, r8d
  cmp eax, 0x7f7f8000
  setb dil
  xor edi, 1
  movd xmm1, eax
  addss xmm1, dword ptr [rip+0xa8]  ; 0x1e0
  movd r13d, xmm1
  sub r13d, 0x8800000
  lea r14d, [rax+0x7fff]
  mov r15d, eax
  shr r15d, 0x10
  and r15d, 1
  add r14d, r15d
  shr r14d, 0x10
  sub r14d, 0
  cmp eax, 0x800000
  cmovb r14d, r13d
  mov r13d, 0x7f80
  test dil, dil
  cmovne r14d, r13d
  mov edi, 0x7fc0
  mov r13d, 0x7f800000
  cmp r13d, eax
  cmovb r14d, edi
  shr r8d, 0x10
  or r14d, r8d
  mov ebx, r14d
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
;   0x1e0: 08800000
