; x86 backend, target x86-64-v2; regenerate: python tools/regen_golden.py
; # sum of each row of an 8x16 matrix, with a register accumulator reset per row
; kernel sum_reduce(%out: f32[8], %x: f32[128])
;   %acc = reg f32[1]
;   %i = range i32 8
;     %acc_i = after %acc, %i
;     %init = store %acc_i[0], 0.0
;     %row = mul i32 %i, 16
;     %j = range i32 16
;       %acc_j = after %acc, %init, %j
;       %a = load f32 %acc_j[0]
;       %k = add i32 %row, %j
;       %v = load f32 %x[%k]
;       %s = add f32 %a, %v
;       store %acc_j[0], %s
;     %end_j = end %j
;     %acc_done = after %acc, %end_j
;     %t = load f32 %acc_done[0]
;     store %out[%i], %t
;   end %i

  push rbp
  mov rbp, rsp
  xor eax, eax
.Lloop1:
  xorps xmm0, xmm0
  imul ecx, eax, 0x10
  lea edx, [rcx+0x10]
.Lloop3:
  addss xmm0, dword ptr [rsi+rcx*4]
  add ecx, 1
  cmp ecx, edx
  jl .Lloop3
.Ldone4:
  movd dword ptr [rdi+rax*4], xmm0
  add eax, 1
  cmp eax, 8
  jl .Lloop1
.Ldone2:
  pop rbp
  ret
