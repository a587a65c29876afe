; x86 backend, target x86-64-v3, calling convention win64; regenerate: python tools/regen_golden.py
; # vector shuffles: reverse and interleave lanes of 2, 4, 8 and 16-lane vectors
; kernel vector_shuffles(%o2: f64[16], %o4: f32[32], %o8: i32[64], %o16: u8[64], %a: f64[16], %b: f32[32], %c: i32[64], %d: u8[64])
;   %i = range i32 4
;     %b2 = mul i32 %i, 4
;     %x2 = load f64x2 %a[%b2]
;     %r2 = gep f64x2 %x2, 1, 0
;     store %o2[%b2], %r2
;     %b4 = mul i32 %i, 8
;     %x4 = load f32x4 %b[%b4]
;     %r4 = gep f32x4 %x4, 3, 2, 1, 0
;     store %o4[%b4], %r4
;     %b8 = mul i32 %i, 16
;     %x8 = load i32x8 %c[%b8]
;     %r8 = gep i32x8 %x8, 0, 4, 1, 5, 2, 6, 3, 7
;     store %o8[%b8], %r8
;     %x16 = load u8x16 %d[%b8]
;     %r16 = gep u8x16 %x16, 15, 0, 14, 1, 13, 2, 12, 3, 11, 4, 10, 5, 9, 6, 8, 7
;     store %o16[%b8], %r16
;   end %i

  push rbp
  mov rbp, rsp
  push r12
  push r13
  push r14
  push r15
  push rbx
  push rdi
  push rsi
  and rsp, 0xffffffffffffffe0
  sub rsp, 0x40
  mov rax, r9
  mov rsi, qword ptr [rbp+0x30]
  mov rdi, qword ptr [rbp+0x38]
  mov rbx, qword ptr [rbp+0x40]
  mov r12, qword ptr [rbp+0x48]
  xor r13d, r13d
.Lloop1:
  imul r14d, r13d, 4
  vmovdqu xmm0, xmmword ptr [rsi+r14*8]
  vpermilpd xmm0, xmm0, 1
  vmovdqu xmmword ptr [rcx+r14*8], xmm0
  imul r14d, r13d, 8
  vmovdqu xmm0, xmmword ptr [rdi+r14*4]
  vpermilps xmm0, xmm0, 0x1b
  vmovdqu xmmword ptr [rdx+r14*4], xmm0
  imul r14d, r13d, 0x10
  vmovdqu ymm0, ymmword ptr [rbx+r14*4]
  vperm2f128 ymm1, ymm0, ymm0, 1
  vpermilps ymm0, ymm0, 0xd8
  vpermilps ymm1, ymm1, 0x72
  vblendps ymm0, ymm0, ymm1, 0x5a
  vmovdqu ymmword ptr [r8+r14*4], ymm0
  vmovdqu xmm0, xmmword ptr [r12+r14]
  vmovdqu xmmword ptr [rsp], xmm0
  movzx r15d, byte ptr [rsp+0xf]
  mov byte ptr [rsp+0x20], r15b
  movzx r15d, byte ptr [rsp]
  mov byte ptr [rsp+0x21], r15b
  movzx r15d, byte ptr [rsp+0xe]
  mov byte ptr [rsp+0x22], r15b
  movzx r15d, byte ptr [rsp+1]
  mov byte ptr [rsp+0x23], r15b
  movzx r15d, byte ptr [rsp+0xd]
  mov byte ptr [rsp+0x24], r15b
  movzx r15d, byte ptr [rsp+2]
  mov byte ptr [rsp+0x25], r15b
  movzx r15d, byte ptr [rsp+0xc]
  mov byte ptr [rsp+0x26], r15b
  movzx r15d, byte ptr [rsp+3]
  mov byte ptr [rsp+0x27], r15b
  movzx r15d, byte ptr [rsp+0xb]
  mov byte ptr [rsp+0x28], r15b
  movzx r15d, byte ptr [rsp+4]
  mov byte ptr [rsp+0x29], r15b
  movzx r15d, byte ptr [rsp+0xa]
  mov byte ptr [rsp+0x2a], r15b
  movzx r15d, byte ptr [rsp+5]
  mov byte ptr [rsp+0x2b], r15b
  movzx r15d, byte ptr [rsp+9]
  mov byte ptr [rsp+0x2c], r15b
  movzx r15d, byte ptr [rsp+6]
  mov byte ptr [rsp+0x2d], r15b
  movzx r15d, byte ptr [rsp+8]
  mov byte ptr [rsp+0x2e], r15b
  movzx r15d, byte ptr [rsp+7]
  mov byte ptr [rsp+0x2f], r15b
  vmovdqu xmm0, xmmword ptr [rsp+0x20]
  vmovdqu xmmword ptr [rax+r14], xmm0
  add r13d, 1
  cmp r13d, 4
  jl .Lloop1
.Ldone2:
  lea rsp, [rbp-0x38]
  pop rsi
  pop rdi
  pop rbx
  pop r15
  pop r14
  pop r13
  pop r12
  pop rbp
  vzeroupper
  ret
