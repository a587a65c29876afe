; x86 backend, target x86-64-v3; regenerate: python tools/regen_golden.py
; # max over each row of an i16 matrix and over each column of an f64 matrix as reduces:
; # max_reduce.kernel before an optimizer
; kernel reduce_max_reduce(%rows: i16[4], %cols: f64[4], %a: i16[32], %b: f64[32])
;   %i = range i32 4
;     %row = mul i32 %i, 8
;     %j = range reduce i32 8
;       %k = add i32 %row, %j
;       %v = load i16 %a[%k]
;     %hi = reduce max i16 %v over %j
;     store %rows[%i], %hi
;   end %i
;   %c = range i32 4
;     %r = range reduce i32 8
;       %off = mul i32 %r, 4
;       %idx = add i32 %off, %c
;       %fv = load f64 %b[%idx]
;     %fhi = reduce max f64 %fv over %r
;     store %cols[%c], %fhi
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
  vmaxsd xmm0, xmm0, qword ptr [rcx+rdx*8]
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
