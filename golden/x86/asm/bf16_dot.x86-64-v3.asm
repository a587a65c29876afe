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
  mov r11, rdi
  mov qword ptr [rsp], r11
  mov r11, rsi
  mov qword ptr [rsp+8], r11
  mov dword ptr [rsp+0x18], 0x8800000
  xor r11d, r11d
  mov qword ptr [rsp+0x10], r11
.Lloop1:
  vxorps xmm0, xmm0, xmm0
  mov r11, qword ptr [rsp+0x10]
  imul r8d, r11d, 0x20
  xor ebx, ebx
  xor r12d, r12d
.Lloop3:
  mov r13d, r8d
  add r13d, r12d
  movzx r13d, word ptr [rdx+r13*2]
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
  cmp r13d, 0x7f7f8000
  setb r15b
  xor r15d, 1
  vmovd xmm1, r13d
  vaddss xmm1, xmm1, dword ptr [rsp+0x18]
  vmovd edi, xmm1
  sub edi, 0x8800000
  lea esi, [r13+0x7fff]
  mov eax, r13d
  shr eax, 0x10
  and eax, 1
  add esi, eax
  shr esi, 0x10
  sub esi, 0
  cmp r13d, 0x800000
  cmovb esi, edi
  mov eax, 0x7f80
  test r15b, r15b
  cmovne esi, eax
  mov eax, 0x7fc0
  mov edi, 0x7f800000
  cmp edi, r13d
  cmovb esi, eax
  shr r14d, 0x10
  or esi, r14d
  mov esi, esi
  movzx eax, si
  shl eax, 0x10
  vmovd xmm1, eax
  vaddss xmm0, xmm0, xmm1
  movzx eax, bx
  shl eax, 0x10
  vmovd xmm2, eax
  vaddss xmm1, xmm2, xmm1
  vmovd eax, xmm1
  mov esi, eax
  and esi, 0x80000000
  xor eax, esi
  cmp eax, 0x7f7f8000
  setb dil
  xor edi, 1
  vmovd xmm1, eax
  vaddss xmm1, xmm1, dword ptr [rsp+0x18]
  vmovd r13d, xmm1
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
  shr esi, 0x10
  or r14d, esi
  mov ebx, r14d
  add r12d, 1
  cmp r12d, 0x20
  jl .Lloop3
.Ldone4:
  mov r11, qword ptr [rsp]
  mov r10, qword ptr [rsp+0x10]
  vmovd dword ptr [r11+r10*4], xmm0
  mov r11, qword ptr [rsp+8]
  mov r10, qword ptr [rsp+0x10]
  mov word ptr [r11+r10*2], bx
  mov r11, qword ptr [rsp+0x10]
  add r11d, 1
  mov qword ptr [rsp+0x10], r11
  mov r11, qword ptr [rsp+0x10]
  cmp r11d, 4
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
