; x86 backend, target x86-64-v3; regenerate: python tools/regen_golden.py
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
  and rsp, 0xffffffffffffffe0
  sub rsp, 0x80
  mov rax, r9
  mov rbx, qword ptr [rbp+0x10]
  mov r12, qword ptr [rbp+0x18]
  xor r13d, r13d
.Lloop1:
  imul r14d, r13d, 4
  vmovdqu xmm0, xmmword ptr [r8+r14*8]
  vpshufd xmm0, xmm0, 0x4e
  vmovdqu xmmword ptr [rdi+r14*8], xmm0
  imul r14d, r13d, 8
  vmovdqu xmm0, xmmword ptr [rax+r14*4]
  vpshufd xmm0, xmm0, 0x1b
  vmovdqu xmmword ptr [rsi+r14*4], xmm0
  imul r14d, r13d, 0x10
  vmovdqu ymm0, ymmword ptr [rbx+r14*4]
  vmovdqu ymmword ptr [rsp], ymm0
  mov r15d, dword ptr [rsp]
  mov dword ptr [rsp+0x20], r15d
  mov r15d, dword ptr [rsp+0x10]
  mov dword ptr [rsp+0x24], r15d
  mov r15d, dword ptr [rsp+4]
  mov dword ptr [rsp+0x28], r15d
  mov r15d, dword ptr [rsp+0x14]
  mov dword ptr [rsp+0x2c], r15d
  mov r15d, dword ptr [rsp+8]
  mov dword ptr [rsp+0x30], r15d
  mov r15d, dword ptr [rsp+0x18]
  mov dword ptr [rsp+0x34], r15d
  mov r15d, dword ptr [rsp+0xc]
  mov dword ptr [rsp+0x38], r15d
  mov r15d, dword ptr [rsp+0x1c]
  mov dword ptr [rsp+0x3c], r15d
  vmovdqu ymm0, ymmword ptr [rsp+0x20]
  vmovdqu ymmword ptr [rdx+r14*4], ymm0
  vmovdqu xmm0, xmmword ptr [r12+r14]
  vmovdqu xmmword ptr [rsp+0x40], xmm0
  movzx r15d, byte ptr [rsp+0x4f]
  mov byte ptr [rsp+0x60], r15b
  movzx r15d, byte ptr [rsp+0x40]
  mov byte ptr [rsp+0x61], r15b
  movzx r15d, byte ptr [rsp+0x4e]
  mov byte ptr [rsp+0x62], r15b
  movzx r15d, byte ptr [rsp+0x41]
  mov byte ptr [rsp+0x63], r15b
  movzx r15d, byte ptr [rsp+0x4d]
  mov byte ptr [rsp+0x64], r15b
  movzx r15d, byte ptr [rsp+0x42]
  mov byte ptr [rsp+0x65], r15b
  movzx r15d, byte ptr [rsp+0x4c]
  mov byte ptr [rsp+0x66], r15b
  movzx r15d, byte ptr [rsp+0x43]
  mov byte ptr [rsp+0x67], r15b
  movzx r15d, byte ptr [rsp+0x4b]
  mov byte ptr [rsp+0x68], r15b
  movzx r15d, byte ptr [rsp+0x44]
  mov byte ptr [rsp+0x69], r15b
  movzx r15d, byte ptr [rsp+0x4a]
  mov byte ptr [rsp+0x6a], r15b
  movzx r15d, byte ptr [rsp+0x45]
  mov byte ptr [rsp+0x6b], r15b
  movzx r15d, byte ptr [rsp+0x49]
  mov byte ptr [rsp+0x6c], r15b
  movzx r15d, byte ptr [rsp+0x46]
  mov byte ptr [rsp+0x6d], r15b
  movzx r15d, byte ptr [rsp+0x48]
  mov byte ptr [rsp+0x6e], r15b
  movzx r15d, byte ptr [rsp+0x47]
  mov byte ptr [rsp+0x6f], r15b
  vmovdqu xmm0, xmmword ptr [rsp+0x60]
  vmovdqu xmmword ptr [rcx+r14], xmm0
  add r13d, 1
  cmp r13d, 4
  jl .Lloop1
.Ldone2:
  lea rsp, [rbp-0x28]
  pop rbx
  pop r15
  pop r14
  pop r13
  pop r12
  pop rbp
  vzeroupper
  ret
