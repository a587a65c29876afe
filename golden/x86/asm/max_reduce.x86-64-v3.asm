; x86 backend, target x86-64-v3; regenerate: python tools/regen_golden.py
; # max over each row of an i16 matrix and over each column of an f64 matrix
; kernel max_reduce(%rows: i16[4], %cols: f64[4], %a: i16[32], %b: f64[32])
;   %acc = reg i16[1]
;   %i = range i32 4
;     %acc_i = after %acc, %i
;     %init = store %acc_i[0], -32768
;     %row = mul i32 %i, 8
;     %j = range i32 8
;       %acc_j = after %acc, %init, %j
;       %m = load i16 %acc_j[0]
;       %k = add i32 %row, %j
;       %v = load i16 %a[%k]
;       %hi = max i16 %m, %v
;       store %acc_j[0], %hi
;     %end_j = end %j
;     %acc_done = after %acc, %end_j
;     %t = load i16 %acc_done[0]
;     store %rows[%i], %t
;   end %i
;   %facc = reg f64[1]
;   %c = range i32 4
;     %f_c = after %facc, %c
;     %finit = store %f_c[0], -inf
;     %r = range i32 8
;       %f_r = after %facc, %finit, %r
;       %off = mul i32 %r, 4
;       %idx = add i32 %off, %c
;       %fv = load f64 %b[%idx]
;       %fm = load f64 %f_r[0]
;       %fhi = max f64 %fv, %fm
;       store %f_r[0], %fhi
;     %end_r = end %r
;     %f_done = after %facc, %end_r
;     %ft = load f64 %f_done[0]
;     store %cols[%c], %ft
;   end %c

  push rbp
  mov rbp, rsp
  push r12
  push r13
  push rbx
  xor eax, eax
.Lloop1:
  mov r8d, 0x8000
  imul ebx, eax, 8
  lea r12d, [rbx+8]
.Lloop3:
  movzx r13d, word ptr [rdx+rbx*2]
  cmp r8w, r13w
  cmovg r13d, r8d
  mov r8d, r13d
  add ebx, 1
  cmp ebx, r12d
  jl .Lloop3
.Ldone4:
  mov word ptr [rdi+rax*2], r8w
  add eax, 1
  cmp eax, 4
  jl .Lloop1
.Ldone2:
  xor eax, eax
.Lloop5:
  mov rdx, 0xfff0000000000000
  vmovq xmm0, rdx
  mov edx, eax
  lea edi, [rax+0x20]
.Lloop7:
  vmovq xmm1, qword ptr [rcx+rdx*8]
  vmaxsd xmm0, xmm1, xmm0
  add edx, 4
  cmp edx, edi
  jl .Lloop7
.Ldone8:
  vmovq qword ptr [rsi+rax*8], xmm0
  add eax, 1
  cmp eax, 4
  jl .Lloop5
.Ldone6:
  pop rbx
  pop r13
  pop r12
  pop rbp
  ret
