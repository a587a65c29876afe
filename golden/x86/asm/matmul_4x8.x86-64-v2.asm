; x86 backend, target x86-64-v2; regenerate: python tools/regen_golden.py
; # 16x16 float32 matrix multiply, c = a @ b, register-blocked: each 4x8 block of c is four
; # 8-lane accumulators (one register array per row of the block) updated with a broadcast
; # element of a times a row of b; the accumulators stay in ymm registers
; kernel matmul_4x8(%c: f32[256], %a: f32[256], %b: f32[256])
;   %acc0 = reg f32[8]
;   %zero = broadcast f32x8 0.0
;   %acc1 = reg f32[8]
;   %acc2 = reg f32[8]
;   %acc3 = reg f32[8]
;   %bi = range i32 4
;     %row = mul i32 %bi, 64
;     %bj = range i32 2
;       %acc0_j = after %acc0, %bj
;       %init0 = store %acc0_j[0], %zero
;       %col = mul i32 %bj, 8
;       %acc1_j = after %acc1, %bj
;       %init1 = store %acc1_j[0], %zero
;       %acc2_j = after %acc2, %bj
;       %init2 = store %acc2_j[0], %zero
;       %acc3_j = after %acc3, %bj
;       %init3 = store %acc3_j[0], %zero
;       %k = range i32 16
;         %acc0_k = after %acc0, %init0, %k
;         %a0i = add i32 %row, %k
;         %x0 = load f32 %a[%a0i]
;         %bx0 = broadcast f32x8 %x0
;         %kr = mul i32 %k, 16
;         %bk = add i32 %kr, %col
;         %y = load f32x8 %b[%bk]
;         %c0 = load f32x8 %acc0_k[0]
;         %s0 = mulacc f32x8 %bx0, %y, %c0
;         store %acc0_k[0], %s0
;         %acc1_k = after %acc1, %init1, %k
;         %a1i = add i32 %a0i, 16
;         %x1 = load f32 %a[%a1i]
;         %bx1 = broadcast f32x8 %x1
;         %c1 = load f32x8 %acc1_k[0]
;         %s1 = mulacc f32x8 %bx1, %y, %c1
;         store %acc1_k[0], %s1
;         %acc2_k = after %acc2, %init2, %k
;         %a2i = add i32 %a0i, 32
;         %x2 = load f32 %a[%a2i]
;         %bx2 = broadcast f32x8 %x2
;         %c2 = load f32x8 %acc2_k[0]
;         %s2 = mulacc f32x8 %bx2, %y, %c2
;         store %acc2_k[0], %s2
;         %acc3_k = after %acc3, %init3, %k
;         %a3i = add i32 %a0i, 48
;         %x3 = load f32 %a[%a3i]
;         %bx3 = broadcast f32x8 %x3
;         %c3 = load f32x8 %acc3_k[0]
;         %s3 = mulacc f32x8 %bx3, %y, %c3
;         store %acc3_k[0], %s3
;       %end_k = end %k
;       %acc0_done = after %acc0, %end_k
;       %t0 = load f32x8 %acc0_done[0]
;       %rc = add i32 %row, %col
;       store %c[%rc], %t0
;       %acc1_done = after %acc1, %end_k
;       %t1 = load f32x8 %acc1_done[0]
;       %o1 = add i32 %rc, 16
;       store %c[%o1], %t1
;       %acc2_done = after %acc2, %end_k
;       %t2 = load f32x8 %acc2_done[0]
;       %o2 = add i32 %rc, 32
;       store %c[%o2], %t2
;       %acc3_done = after %acc3, %end_k
;       %t3 = load f32x8 %acc3_done[0]
;       %o3 = add i32 %rc, 48
;       store %c[%o3], %t3
;     end %bj
;   end %bi

  push rbp
  mov rbp, rsp
  push r12
  push r13
  push r14
  push rbx
  xorps xmm0, xmm0
  xor eax, eax
.Lloop1:
  imul ecx, eax, 0x40
  xor r8d, r8d
.Lloop3:
  movaps xmm1, xmm0
  movaps xmm2, xmm0
  imul ebx, r8d, 8
  movaps xmm3, xmm0
  movaps xmm4, xmm0
  movaps xmm5, xmm0
  movaps xmm6, xmm0
  movaps xmm7, xmm0
  movaps xmm8, xmm0
  mov r12d, ecx
  mov r13d, ebx
  lea r14d, [rcx+0x10]
.Lloop5:
  movd xmm9, dword ptr [rsi+r12*4]
  pshufd xmm9, xmm9, 0
  movdqu xmm10, xmmword ptr [rdx+r13*4]
  movdqu xmm11, xmmword ptr [rdx+r13*4+0x10]
  movaps xmm12, xmm9
  mulps xmm12, xmm10
  mulps xmm9, xmm11
  addps xmm1, xmm12
  addps xmm2, xmm9
  movd xmm9, dword ptr [rsi+r12*4+0x40]
  pshufd xmm9, xmm9, 0
  movaps xmm12, xmm9
  mulps xmm12, xmm10
  mulps xmm9, xmm11
  addps xmm3, xmm12
  addps xmm4, xmm9
  movd xmm9, dword ptr [rsi+r12*4+0x80]
  pshufd xmm9, xmm9, 0
  movaps xmm12, xmm9
  mulps xmm12, xmm10
  mulps xmm9, xmm11
  addps xmm5, xmm12
  addps xmm6, xmm9
  movd xmm9, dword ptr [rsi+r12*4+0xc0]
  pshufd xmm9, xmm9, 0
  mulps xmm10, xmm9
  mulps xmm9, xmm11
  addps xmm7, xmm10
  addps xmm8, xmm9
  add r12d, 1
  add r13d, 0x10
  cmp r12d, r14d
  jl .Lloop5
.Ldone6:
  add ebx, ecx
  movdqu xmmword ptr [rdi+rbx*4], xmm1
  movdqu xmmword ptr [rdi+rbx*4+0x10], xmm2
  movdqu xmmword ptr [rdi+rbx*4+0x40], xmm3
  movdqu xmmword ptr [rdi+rbx*4+0x50], xmm4
  movdqu xmmword ptr [rdi+rbx*4+0x80], xmm5
  movdqu xmmword ptr [rdi+rbx*4+0x90], xmm6
  movdqu xmmword ptr [rdi+rbx*4+0xc0], xmm7
  movdqu xmmword ptr [rdi+rbx*4+0xd0], xmm8
  add r8d, 1
  cmp r8d, 2
  jl .Lloop3
.Ldone4:
  add eax, 1
  cmp eax, 4
  jl .Lloop1
.Ldone2:
  pop rbx
  pop r14
  pop r13
  pop r12
  pop rbp
  ret
