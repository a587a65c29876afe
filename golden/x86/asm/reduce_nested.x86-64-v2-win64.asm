; x86 backend, target x86-64-v2, calling convention win64; regenerate: python tools/regen_golden.py
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
  push rdi
  push rsi
  xor eax, eax
.Lloop1:
  xorps xmm0, xmm0
  imul r8d, eax, 0x18
  xor esi, esi
.Lloop3:
  mov edi, 0xff800000
  movd xmm1, edi
  imul edi, esi, 6
  add edi, r8d
  lea ebx, [rdi+6]
.Lloop5:
  maxss xmm1, dword ptr [rdx+rdi*4]
  add edi, 1
  cmp edi, ebx
  jl .Lloop5
.Ldone6:
  addss xmm0, xmm1
  add esi, 1
  cmp esi, 4
  jl .Lloop3
.Ldone4:
  movd dword ptr [rcx+rax*4], xmm0
  add eax, 1
  cmp eax, 2
  jl .Lloop1
.Ldone2:
  pop rsi
  pop rdi
  pop rbx
  pop rbp
  ret
