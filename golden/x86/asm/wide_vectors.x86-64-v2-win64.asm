; x86 backend, target x86-64-v2, calling convention win64; regenerate: python tools/regen_golden.py
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
  push rdi
  push rsi
  and rsp, 0xffffffffffffffe0
  sub rsp, 0x80
  movaps xmmword ptr [rsp], xmm6
  movaps xmmword ptr [rsp+0x10], xmm7
  mov rax, rcx
  mov qword ptr [rsp+0x20], rdx
  mov rsi, r9
  xor edi, edi
.Lloop1:
  movdqu xmm0, xmmword ptr [r8+rdi*4]
  movdqu xmm1, xmmword ptr [r8+rdi*4+0x10]
  movdqu xmm2, xmmword ptr [r8+rdi*4+0x20]
  movdqu xmm3, xmmword ptr [r8+rdi*4+0x30]
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
  movdqu xmmword ptr [rax+rdi*4], xmm4
  movdqu xmmword ptr [rax+rdi*4+0x10], xmm5
  movdqu xmmword ptr [rax+rdi*4+0x20], xmm6
  movdqu xmmword ptr [rax+rdi*4+0x30], xmm7
  movdqu xmm0, xmmword ptr [rsi+rdi*4]
  movdqu xmm1, xmmword ptr [rsi+rdi*4+0x10]
  movdqu xmm2, xmmword ptr [rsi+rdi*4+0x20]
  movdqu xmm3, xmmword ptr [rsi+rdi*4+0x30]
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
  pextrd edx, xmm1, 1
  mov ecx, edx
  shl edx, cl
  mov qword ptr [rsp+0x28], rdx
  pextrd edx, xmm1, 2
  mov ecx, edx
  shl edx, cl
  mov qword ptr [rsp+0x30], rdx
  pextrd edx, xmm1, 3
  mov ecx, edx
  shl edx, cl
  mov qword ptr [rsp+0x38], rdx
  pextrd edx, xmm2, 0
  mov ecx, edx
  shl edx, cl
  mov qword ptr [rsp+0x40], rdx
  pextrd edx, xmm2, 1
  mov ecx, edx
  shl edx, cl
  mov qword ptr [rsp+0x48], rdx
  pextrd edx, xmm2, 2
  mov ecx, edx
  shl edx, cl
  mov qword ptr [rsp+0x50], rdx
  pextrd edx, xmm2, 3
  mov ecx, edx
  shl edx, cl
  mov qword ptr [rsp+0x58], rdx
  pextrd edx, xmm3, 0
  mov ecx, edx
  shl edx, cl
  mov qword ptr [rsp+0x60], rdx
  pextrd edx, xmm3, 1
  mov ecx, edx
  shl edx, cl
  mov qword ptr [rsp+0x68], rdx
  pextrd edx, xmm3, 2
  mov ecx, edx
  shl edx, cl
  mov qword ptr [rsp+0x70], rdx
  pextrd edx, xmm3, 3
  mov ecx, edx
  shl edx, cl
  movd xmm4, ebx
  pinsrd xmm4, r12d, 1
  pinsrd xmm4, r13d, 2
  pinsrd xmm4, r14d, 3
  movd xmm5, r15d
  pinsrd xmm5, dword ptr [rsp+0x28], 1
  pinsrd xmm5, dword ptr [rsp+0x30], 2
  pinsrd xmm5, dword ptr [rsp+0x38], 3
  movd xmm6, dword ptr [rsp+0x40]
  pinsrd xmm6, dword ptr [rsp+0x48], 1
  pinsrd xmm6, dword ptr [rsp+0x50], 2
  pinsrd xmm6, dword ptr [rsp+0x58], 3
  movd xmm7, dword ptr [rsp+0x60]
  pinsrd xmm7, dword ptr [rsp+0x68], 1
  pinsrd xmm7, dword ptr [rsp+0x70], 2
  pinsrd xmm7, edx, 3
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
  mov rdx, qword ptr [rsp+0x20]
  movdqu xmmword ptr [rdx+rdi*4], xmm4
  movdqu xmmword ptr [rdx+rdi*4+0x10], xmm5
  movdqu xmmword ptr [rdx+rdi*4+0x20], xmm6
  movdqu xmmword ptr [rdx+rdi*4+0x30], xmm7
  add edi, 0x10
  cmp edi, 0x40
  jl .Lloop1
.Ldone2:
  movaps xmm6, xmmword ptr [rsp]
  movaps xmm7, xmmword ptr [rsp+0x10]
  lea rsp, [rbp-0x38]
  pop rsi
  pop rdi
  pop rbx
  pop r15
  pop r14
  pop r13
  pop r12
  pop rbp
  ret
