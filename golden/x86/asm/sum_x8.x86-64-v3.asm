; x86 backend, target x86-64-v3; regenerate: python tools/regen_golden.py
; # sum of each row of a 4x64 float32 matrix with an 8-lane accumulator, reduced across its
; # lanes after the loop (a vectorized reduction: the accumulator stays in a ymm register)
; kernel sum_x8(%out: f32[4], %x: f32[256])
;   %acc = reg f32[8]
;   %zero = broadcast f32x8 0.0
;   %i = range i32 4
;     %acc_i = after %acc, %i
;     %init = store %acc_i[0], %zero
;     %row = mul i32 %i, 64
;     %j = range i32 8
;       %acc_j = after %acc, %init, %j
;       %a = load f32x8 %acc_j[0]
;       %off = mul i32 %j, 8
;       %k = add i32 %row, %off
;       %v = load f32x8 %x[%k]
;       %s = add f32x8 %a, %v
;       store %acc_j[0], %s
;     %end_j = end %j
;     %acc_done = after %acc, %end_j
;     %t = load f32x8 %acc_done[0]
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
  vxorps xmm0, xmm0, xmm0
  xor eax, eax
.Lloop1:
  vmovaps ymm1, ymm0
  imul ecx, eax, 0x40
  lea edx, [rcx+0x40]
.Lloop3:
  vaddps ymm1, ymm1, ymmword ptr [rsi+rcx*4]
  add ecx, 8
  cmp ecx, edx
  jl .Lloop3
.Ldone4:
  vextractf128 xmm2, ymm1, 1
  vaddps xmm1, xmm1, xmm2
  vpshufd xmm2, xmm1, 0xe
  vaddps xmm1, xmm1, xmm2
  vshufps xmm2, xmm1, xmm1, 1
  vaddss xmm1, xmm1, xmm2
  vmovd dword ptr [rdi+rax*4], xmm1
  add eax, 1
  cmp eax, 4
  jl .Lloop1
.Ldone2:
  pop rbp
  vzeroupper
  ret
