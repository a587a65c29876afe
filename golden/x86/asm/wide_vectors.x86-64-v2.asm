; x86 backend, target x86-64-v2; regenerate: python tools/regen_golden.py
; # 16-lane vectors wider than a ymm register: i32x16, f32x16 and u8x16 arithmetic
; kernel wide_vectors(%out: f32[64], %iout: i32[64], %a: f32[64], %b: i32[64])
;   %i = range i32 4
;     %base = mul i32 %i, 16
;     %x = load f32x16 %a[%base]
;     %y = mul f32x16 %x, %x
;     %z = add f32x16 %y, %x
;     store %out[%base], %z
;     %p = load i32x16 %b[%base]
;     %q = shl i32x16 %p, %p
;     %r = cast f32x16 %q
;     %t = cast i32x16 %r
;     %u = sub i32x16 %t, %p
;     store %iout[%base], %u
;   end %i

  push rbp
  mov rbp, rsp
  push r12
  push r13
  push r14
  push r15
  push rbx
  and rsp, 0xffffffffffffffe0
  sub rsp, 0x60
  mov qword ptr [rsp], rsi
  mov rax, rcx
  xor r8d, r8d
.Lloop1:
  movdqu xmm0, xmmword ptr [rdx+r8*4]
  movdqu xmm1, xmmword ptr [rdx+r8*4+0x10]
  movdqu xmm2, xmmword ptr [rdx+r8*4+0x20]
  movdqu xmm3, xmmword ptr [rdx+r8*4+0x30]
  movaps xmm4, xmm0
  mulps xmm4, xmm0
  movaps xmm5, xmm1
  mulps xmm5, xmm1
  movaps xmm6, xmm2
  mulps xmm6, xmm2
  movaps xmm7, xmm3
  mulps xmm7, xmm3
  addps xmm4, xmm0
  addps xmm5, xmm1
  addps xmm6, xmm2
  addps xmm7, xmm3
  movdqu xmmword ptr [rdi+r8*4], xmm4
  movdqu xmmword ptr [rdi+r8*4+0x10], xmm5
  movdqu xmmword ptr [rdi+r8*4+0x20], xmm6
  movdqu xmmword ptr [rdi+r8*4+0x30], xmm7
  movdqu xmm0, xmmword ptr [rax+r8*4]
  movdqu xmm1, xmmword ptr [rax+r8*4+0x10]
  movdqu xmm2, xmmword ptr [rax+r8*4+0x20]
  movdqu xmm3, xmmword ptr [rax+r8*4+0x30]
  pextrd ebx, xmm0, 0
  mov ecx, ebx
  shl ebx, cl
  pextrd r12d, xmm0, 1
  mov ecx, r12d
  shl r12d, cl
  pextrd r13d, xmm0, 2
  mov ecx, r13d
  shl r13d, cl
  pextrd r14d, xmm0, 3
  mov ecx, r14d
  shl r14d, cl
  pextrd r15d, xmm1, 0
  mov ecx, r15d
  shl r15d, cl
  pextrd esi, xmm1, 1
  mov ecx, esi
  shl esi, cl
  mov qword ptr [rsp+8], rsi
  pextrd esi, xmm1, 2
  mov ecx, esi
  shl esi, cl
  mov qword ptr [rsp+0x10], rsi
  pextrd esi, xmm1, 3
  mov ecx, esi
  shl esi, cl
  mov qword ptr [rsp+0x18], rsi
  pextrd esi, xmm2, 0
  mov ecx, esi
  shl esi, cl
  mov qword ptr [rsp+0x20], rsi
  pextrd esi, xmm2, 1
  mov ecx, esi
  shl esi, cl
  mov qword ptr [rsp+0x28], rsi
  pextrd esi, xmm2, 2
  mov ecx, esi
  shl esi, cl
  mov qword ptr [rsp+0x30], rsi
  pextrd esi, xmm2, 3
  mov ecx, esi
  shl esi, cl
  mov qword ptr [rsp+0x38], rsi
  pextrd esi, xmm3, 0
  mov ecx, esi
  shl esi, cl
  mov qword ptr [rsp+0x40], rsi
  pextrd esi, xmm3, 1
  mov ecx, esi
  shl esi, cl
  mov qword ptr [rsp+0x48], rsi
  pextrd esi, xmm3, 2
  mov ecx, esi
  shl esi, cl
  mov qword ptr [rsp+0x50], rsi
  pextrd esi, xmm3, 3
  mov ecx, esi
  shl esi, cl
  movd xmm4, ebx
  pinsrd xmm4, r12d, 1
  pinsrd xmm4, r13d, 2
  pinsrd xmm4, r14d, 3
  movd xmm5, r15d
  pinsrd xmm5, dword ptr [rsp+8], 1
  pinsrd xmm5, dword ptr [rsp+0x10], 2
  pinsrd xmm5, dword ptr [rsp+0x18], 3
  movd xmm6, dword ptr [rsp+0x20]
  pinsrd xmm6, dword ptr [rsp+0x28], 1
  pinsrd xmm6, dword ptr [rsp+0x30], 2
  pinsrd xmm6, dword ptr [rsp+0x38], 3
  movd xmm7, dword ptr [rsp+0x40]
  pinsrd xmm7, dword ptr [rsp+0x48], 1
  pinsrd xmm7, dword ptr [rsp+0x50], 2
  pinsrd xmm7, esi, 3
  cvtdq2ps xmm4, xmm4
  cvtdq2ps xmm5, xmm5
  cvtdq2ps xmm6, xmm6
  cvtdq2ps xmm7, xmm7
  cvttps2dq xmm4, xmm4
  cvttps2dq xmm5, xmm5
  cvttps2dq xmm6, xmm6
  cvttps2dq xmm7, xmm7
  psubd xmm4, xmm0
  psubd xmm5, xmm1
  psubd xmm6, xmm2
  psubd xmm7, xmm3
  mov rsi, qword ptr [rsp]
  movdqu xmmword ptr [rsi+r8*4], xmm4
  movdqu xmmword ptr [rsi+r8*4+0x10], xmm5
  movdqu xmmword ptr [rsi+r8*4+0x20], xmm6
  movdqu xmmword ptr [rsi+r8*4+0x30], xmm7
  add r8d, 0x10
  cmp r8d, 0x40
  jl .Lloop1
.Ldone2:
  lea rsp, [rbp-0x28]
  pop rbx
  pop r15
  pop r14
  pop r13
  pop r12
  pop rbp
  ret
