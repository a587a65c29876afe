; x86 backend, target x86-64-v3; regenerate: python tools/regen_golden.py
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
  and rsp, 0xffffffffffffffe0
  sub rsp, 0x20
  xor eax, eax
  mov qword ptr [rsp], rdx
.Lloop1:
  vxorps xmm0, xmm0, xmm0
  imul r8d, eax, 0x20
  xor ebx, ebx
  xor r12d, r12d
.Lloop3:
  mov r11, qword ptr [rsp]
  movzx r13d, word ptr [r11+r8*2]
  movzx r13d, r13w
  shl r13d, 0x10
  vmovd xmm1, r13d
  movzx r13d, word ptr [rcx+r12*2]
  movzx r13d, r13w
  shl r13d, 0x10
  vmovd xmm2, r13d
  vmulss xmm1, xmm1, xmm2
  vmovd r13d, xmm1
  mov r14d, r13d
  and r14d, 0x80000000
  xor r13d, r14d
  mov r15d, r13d
  shr r15d, 0x10
  and r15d, 1
  lea edx, [r13+0x7fff]
  add edx, r15d
  shr edx, 0x10
  vmovd xmm1, r13d
  vaddss xmm1, xmm1, dword ptr [rip+0x125]  ; 0x1b0
  vmovd r15d, xmm1
  sub r15d, 0x8800000
  cmp r13d, 0x800000
  cmovb edx, r15d
  cmp r13d, 0x7f7f8000
  setb r15b
  xor r15d, 1
  test r15b, r15b
  mov r15d, 0x7f80
  cmovne edx, r15d
  mov r15d, 0x7f800000
  cmp r15d, r13d
  mov r15d, 0x7fc0
  cmovb edx, r15d
  shr r14d, 0x10
  or edx, r14d
  mov edx, edx
  movzx edx, dx
  shl edx, 0x10
  vmovd xmm1, edx
  vaddss xmm0, xmm0, xmm1
  movzx edx, bx
  shl edx, 0x10
  vmovd xmm2, edx
  vaddss xmm1, xmm2, xmm1
  vmovd edx, xmm1
  mov r13d, edx
  and r13d, 0x80000000
  xor edx, r13d
  mov r14d, edx
  shr r14d, 0x10
  and r14d, 1
  lea r15d, [rdx+0x7fff]
  add r15d, r14d
  shr r15d, 0x10
  vmovd xmm1, edx
  vaddss xmm1, xmm1, dword ptr [rip+0x84]  ; 0x1b0
  vmovd r14d, xmm1
  sub r14d, 0x8800000
  cmp edx, 0x800000
  cmovb r15d, r14d
  cmp edx, 0x7f7f8000
  setb r14b
  xor r14d, 1
  test r14b, r14b
  mov r14d, 0x7f80
  cmovne r15d, r14d
  mov r14d, 0x7f800000
  cmp r14d, edx
  mov r14d, 0x7fc0
  cmovb r15d, r14d
  shr r13d, 0x10
  or r15d, r13d
  mov ebx, r15d
  add r8d, 1
  add r12d, 1
  cmp r12d, 0x20
  jl .Lloop3
.Ldone4:
  vmovd dword ptr [rdi+rax*4], xmm0
  mov word ptr [rsi+rax*2], bx
  add eax, 1
  cmp eax, 4
  jl .Lloop1
.Ldone2:
  lea rsp, [rbp-0x28]
  pop rbx
  pop r15
  pop r14
  pop r13
  pop r12
  pop rbp
  ret
; constant pool (read-only, after the code)
;   0x1b0: 08800000
