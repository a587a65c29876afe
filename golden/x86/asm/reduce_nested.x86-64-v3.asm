; x86 backend, target x86-64-v3; regenerate: python tools/regen_golden.py
; # a reduce of a reduce inside a loop: for each of 2 batches, the f32 sum of the maxima of 4 rows of
; # 6
; kernel reduce_nested(%out: f32[2], %x: f32[48])
;   %b = range i32 2
;     %batch = mul i32 %b, 24
;     %i = range reduce i32 4
;       %row = mul i32 %i, 6
;       %first = add i32 %batch, %row
;       %j = range reduce i32 6
;         %k = add i32 %first, %j
;         %v = load f32 %x[%k]
;       %m = reduce max f32 %v over %j
;     %s = reduce add f32 %m over %i
;     store %out[%b], %s
;   end %b

  push rbp
  mov rbp, rsp
  push rbx
  xor eax, eax
.Lloop1:
  vxorps xmm0, xmm0, xmm0
  imul ecx, eax, 0x18
  xor edx, edx
.Lloop3:
  mov r8d, 0xff800000
  vmovd xmm1, r8d
  imul r8d, edx, 6
  add r8d, ecx
  lea ebx, [r8+6]
.Lloop5:
  vmaxss xmm1, xmm1, dword ptr [rsi+r8*4]
  add r8d, 1
  cmp r8d, ebx
  jl .Lloop5
.Ldone6:
  vaddss xmm0, xmm0, xmm1
  add edx, 1
  cmp edx, 4
  jl .Lloop3
.Ldone4:
  vmovd dword ptr [rdi+rax*4], xmm0
  add eax, 1
  cmp eax, 2
  jl .Lloop1
.Ldone2:
  pop rbx
  pop rbp
  ret
