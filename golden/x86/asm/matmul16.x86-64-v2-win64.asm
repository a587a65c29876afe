; x86 backend, target x86-64-v2, calling convention win64; regenerate: python tools/regen_golden.py
; # 16x16 float32 matrix multiply, c = a @ b, with a scalar accumulator per output
; kernel matmul16(%c: f32[256], %a: f32[256], %b: f32[256])
;   %acc = reg f32[1]
;   %i = range i32 16
;     %row = mul i32 %i, 16
;     %j = range i32 16
;       %acc_j = after %acc, %j
;       %init = store %acc_j[0], 0.0
;       %k = range i32 16
;         %acc_k = after %acc, %init, %k
;         %ai = add i32 %row, %k
;         %x = load f32 %a[%ai]
;         %kr = mul i32 %k, 16
;         %bi = add i32 %kr, %j
;         %y = load f32 %b[%bi]
;         %sum = load f32 %acc_k[0]
;         %s = mulacc f32 %x, %y, %sum
;         store %acc_k[0], %s
;       %end_k = end %k
;       %acc_done = after %acc, %end_k
;       %t = load f32 %acc_done[0]
;       %ci = add i32 %row, %j
;       store %c[%ci], %t
;     end %j
;   end %i

  push rbp
  mov rbp, rsp
  push r12
  push r13
  push rbx
  push rdi
  push rsi
  xor eax, eax
.Lloop1:
  imul esi, eax, 0x10
  xor edi, edi
.Lloop3:
  xorps xmm0, xmm0
  mov ebx, edi
  mov r12d, esi
  lea r13d, [rsi+0x10]
.Lloop5:
  movd xmm1, dword ptr [rdx+r12*4]
  mulss xmm1, dword ptr [r8+rbx*4]
  addss xmm1, xmm0
  movaps xmm0, xmm1
  add ebx, 0x10
  add r12d, 1
  cmp r12d, r13d
  jl .Lloop5
.Ldone6:
  lea ebx, [rsi+rdi]
  movd dword ptr [rcx+rbx*4], xmm0
  add edi, 1
  cmp edi, 0x10
  jl .Lloop3
.Ldone4:
  add eax, 1
  cmp eax, 0x10
  jl .Lloop1
.Ldone2:
  pop rsi
  pop rdi
  pop rbx
  pop r13
  pop r12
  pop rbp
  ret
