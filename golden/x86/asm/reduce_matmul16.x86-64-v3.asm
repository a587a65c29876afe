; x86 backend, target x86-64-v3; regenerate: python tools/regen_golden.py
; # 16x16 f32 matrix multiply, c = a @ b, each output a reduce add of products: matmul16.kernel before
; # an optimizer (mul then add, not mulacc)
; kernel reduce_matmul16(%c: f32[256], %a: f32[256], %b: f32[256])
;   %i = range i32 16
;     %row = mul i32 %i, 16
;     %j = range i32 16
;       %k = range reduce i32 16
;         %ai = add i32 %row, %k
;         %x = load f32 %a[%ai]
;         %kr = mul i32 %k, 16
;         %bi = add i32 %kr, %j
;         %y = load f32 %b[%bi]
;         %p = mul f32 %x, %y
;       %t = reduce add f32 %p over %k
;       %ci = add i32 %row, %j
;       store %c[%ci], %t
;     end %j
;   end %i

  push rbp
  mov rbp, rsp
  push r12
  push r13
  push rbx
  xor eax, eax
.Lloop1:
  imul ecx, eax, 0x10
  xor r8d, r8d
.Lloop3:
  vxorps xmm0, xmm0, xmm0
  mov ebx, r8d
  mov r12d, ecx
  lea r13d, [rcx+0x10]
.Lloop5:
  vmovd xmm1, dword ptr [rsi+r12*4]
  vmulss xmm1, xmm1, dword ptr [rdx+rbx*4]
  vaddss xmm0, xmm0, xmm1
  add ebx, 0x10
  add r12d, 1
  cmp r12d, r13d
  jl .Lloop5
.Ldone6:
  lea ebx, [rcx+r8]
  vmovd dword ptr [rdi+rbx*4], xmm0
  add r8d, 1
  cmp r8d, 0x10
  jl .Lloop3
.Ldone4:
  add eax, 1
  cmp eax, 0x10
  jl .Lloop1
.Ldone2:
  pop rbx
  pop r13
  pop r12
  pop rbp
  ret
