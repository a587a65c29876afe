; x86 backend, target x86-64-v2, calling convention win64; regenerate: python tools/regen_golden.py
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
  push rdi
  push rsi
  mov rax, r9
  xor esi, esi
.Lloop1:
  mov edi, 0x8000
  imul ebx, esi, 8
  lea r12d, [rbx+8]
.Lloop3:
  movzx r13d, word ptr [r8+rbx*2]
  cmp di, r13w
  cmovg r13d, edi
  mov edi, r13d
  add ebx, 1
  cmp ebx, r12d
  jl .Lloop3
.Ldone4:
  mov word ptr [rcx+rsi*2], di
  add esi, 1
  cmp esi, 4
  jl .Lloop1
.Ldone2:
  xor ecx, ecx
.Lloop5:
  mov r8, 0xfff0000000000000
  movq xmm0, r8
  mov r8d, ecx
  lea esi, [rcx+0x20]
.Lloop7:
  movq xmm1, qword ptr [rax+r8*8]
  maxsd xmm1, xmm0
  movaps xmm0, xmm1
  add r8d, 4
  cmp r8d, esi
  jl .Lloop7
.Ldone8:
  movq qword ptr [rdx+rcx*8], xmm0
  add ecx, 1
  cmp ecx, 4
  jl .Lloop5
.Ldone6:
  pop rsi
  pop rdi
  pop rbx
  pop r13
  pop r12
  pop rbp
  ret
