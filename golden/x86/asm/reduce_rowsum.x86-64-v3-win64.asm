; x86 backend, target x86-64-v3, calling convention win64; regenerate: python tools/regen_golden.py
; # sum of each row of an 8x16 f32 matrix as a reduce: sum_reduce.kernel before an optimizer
; kernel reduce_rowsum(%out: f32[8], %x: f32[128])
;   %i = range i32 8
;     %row = mul i32 %i, 16
;     %j = range reduce i32 16
;       %k = add i32 %row, %j
;       %v = load f32 %x[%k]
;     %s = reduce add f32 %v over %j
;     store %out[%i], %s
;   end %i

  push rbp
  mov rbp, rsp
  push rsi
  xor eax, eax
.Lloop1:
  vxorps xmm0, xmm0, xmm0
  imul r8d, eax, 0x10
  lea esi, [r8+0x10]
.Lloop3:
  vaddss xmm0, xmm0, dword ptr [rdx+r8*4]
  add r8d, 1
  cmp r8d, esi
  jl .Lloop3
.Ldone4:
  vmovd dword ptr [rcx+rax*4], xmm0
  add eax, 1
  cmp eax, 8
  jl .Lloop1
.Ldone2:
  pop rsi
  pop rbp
  ret
