; x86 backend, target x86-64-v2; regenerate: python tools/regen_golden.py
; # sum of each row of a 4x64 f32 matrix as an 8-lane reduce, reduced across its lanes after:
; # sum_x8.kernel before an optimizer
; kernel reduce_sum_x8(%out: f32[4], %x: f32[256])
;   %i = range i32 4
;     %row = mul i32 %i, 64
;     %j = range reduce i32 8
;       %off = mul i32 %j, 8
;       %k = add i32 %row, %off
;       %v = load f32x8 %x[%k]
;     %t = reduce add f32x8 %v over %j
;     %lo = gep f32x4 %t, 0, 1, 2, 3
;     %hi = gep f32x4 %t, 4, 5, 6, 7
;     %s4 = add f32x4 %lo, %hi
;     %a2 = gep f32x2 %s4, 0, 1
;     %b2 = gep f32x2 %s4, 2, 3
;     %s2 = add f32x2 %a2, %b2
;     %a1 = gep f32 %s2, 0
;     %b1 = gep f32 %s2, 1
;     %s1 = add f32 %a1, %b1
;     store %out[%i], %s1
;   end %i

  push rbp
  mov rbp, rsp
  xorps xmm0, xmm0
  xor eax, eax
.Lloop1:
  movaps xmm1, xmm0
  movaps xmm2, xmm0
  imul ecx, eax, 0x40
  lea edx, [rcx+0x40]
.Lloop3:
  movdqu xmm3, xmmword ptr [rsi+rcx*4]
  movdqu xmm4, xmmword ptr [rsi+rcx*4+0x10]
  addps xmm1, xmm3
  addps xmm2, xmm4
  add ecx, 8
  cmp ecx, edx
  jl .Lloop3
.Ldone4:
  addps xmm1, xmm2
  pshufd xmm2, xmm1, 0xe
  addps xmm1, xmm2
  movaps xmm2, xmm1
  shufps xmm2, xmm1, 1
  addss xmm1, xmm2
  movd dword ptr [rdi+rax*4], xmm1
  add eax, 1
  cmp eax, 4
  jl .Lloop1
.Ldone2:
  pop rbp
  ret
