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
  imul ebx, r8d, 0x10
  movdqu xmm0, xmmword ptr [rdx+rbx*4]
  movdqu xmm1, xmmword ptr [rdx+rbx*4+0x10]
  movdqu xmm2, xmmword ptr [rdx+rbx*4+0x20]
  movdqu xmm3, xmmword ptr [rdx+rbx*4+0x30]
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
  movdqu xmmword ptr [rdi+rbx*4], xmm4
  movdqu xmmword ptr [rdi+rbx*4+0x10], xmm5
  movdqu xmmword ptr [rdi+rbx*4+0x20], xmm6
  movdqu xmmword ptr [rdi+rbx*4+0x30], xmm7
  movdqu xmm0, xmmword ptr [rax+rbx*4]
  movdqu xmm1, xmmword ptr [rax+rbx*4+0x10]
  movdqu xmm2, xmmword ptr [rax+rbx*4+0x20]
  movdqu xmm3, xmmword ptr [rax+rbx*4+0x30]
  pextrd r12d, xmm0, 0
  mov ecx, r12d
  shl r12d, cl
  xorps xmm4, xmm4
  cvtsi2ss xmm4, r12d
  cvttss2si r12d, xmm4
  pextrd r13d, xmm0, 1
  mov ecx, r13d
  shl r13d, cl
  xorps xmm4, xmm4
  cvtsi2ss xmm4, r13d
  cvttss2si r13d, xmm4
  pextrd r14d, xmm0, 2
  mov ecx, r14d
  shl r14d, cl
  xorps xmm4, xmm4
  cvtsi2ss xmm4, r14d
  cvttss2si r14d, xmm4
  pextrd r15d, xmm0, 3
  mov ecx, r15d
  shl r15d, cl
  xorps xmm4, xmm4
  cvtsi2ss xmm4, r15d
  cvttss2si r15d, xmm4
  pextrd esi, xmm1, 0
  mov ecx, esi
  shl esi, cl
  xorps xmm4, xmm4
  cvtsi2ss xmm4, esi
  cvttss2si esi, xmm4
  mov qword ptr [rsp+8], rbx
  pextrd ebx, xmm1, 1
  mov ecx, ebx
  shl ebx, cl
  xorps xmm4, xmm4
  cvtsi2ss xmm4, ebx
  cvttss2si ebx, xmm4
  mov qword ptr [rsp+0x10], rbx
  pextrd ebx, xmm1, 2
  mov ecx, ebx
  shl ebx, cl
  xorps xmm4, xmm4
  cvtsi2ss xmm4, ebx
  cvttss2si ebx, xmm4
  mov qword ptr [rsp+0x18], rbx
  pextrd ebx, xmm1, 3
  mov ecx, ebx
  shl ebx, cl
  xorps xmm4, xmm4
  cvtsi2ss xmm4, ebx
  cvttss2si ebx, xmm4
  mov qword ptr [rsp+0x20], rbx
  pextrd ebx, xmm2, 0
  mov ecx, ebx
  shl ebx, cl
  xorps xmm4, xmm4
  cvtsi2ss xmm4, ebx
  cvttss2si ebx, xmm4
  mov qword ptr [rsp+0x28], rbx
  pextrd ebx, xmm2, 1
  mov ecx, ebx
  shl ebx, cl
  xorps xmm4, xmm4
  cvtsi2ss xmm4, ebx
  cvttss2si ebx, xmm4
  mov qword ptr [rsp+0x30], rbx
  pextrd ebx, xmm2, 2
  mov ecx, ebx
  shl ebx, cl
  xorps xmm4, xmm4
  cvtsi2ss xmm4, ebx
  cvttss2si ebx, xmm4
  mov qword ptr [rsp+0x38], rbx
  pextrd ebx, xmm2, 3
  mov ecx, ebx
  shl ebx, cl
  xorps xmm4, xmm4
  cvtsi2ss xmm4, ebx
  cvttss2si ebx, xmm4
  mov qword ptr [rsp+0x40], rbx
  pextrd ebx, xmm3, 0
  mov ecx, ebx
  shl ebx, cl
  xorps xmm4, xmm4
  cvtsi2ss xmm4, ebx
  cvttss2si ebx, xmm4
  mov qword ptr [rsp+0x48], rbx
  pextrd ebx, xmm3, 1
  mov ecx, ebx
  shl ebx, cl
  xorps xmm4, xmm4
  cvtsi2ss xmm4, ebx
  cvttss2si ebx, xmm4
  mov qword ptr [rsp+0x50], rbx
  pextrd ebx, xmm3, 2
  mov ecx, ebx
  shl ebx, cl
  xorps xmm4, xmm4
  cvtsi2ss xmm4, ebx
  cvttss2si ebx, xmm4
  mov qword ptr [rsp+0x58], rbx
  pextrd ebx, xmm3, 3
  mov ecx, ebx
  shl ebx, cl
  xorps xmm4, xmm4
  cvtsi2ss xmm4, ebx
  cvttss2si ecx, xmm4
  movd xmm4, r12d
  pinsrd xmm4, r13d, 1
  pinsrd xmm4, r14d, 2
  pinsrd xmm4, r15d, 3
  movd xmm5, esi
  pinsrd xmm5, dword ptr [rsp+0x10], 1
  pinsrd xmm5, dword ptr [rsp+0x18], 2
  pinsrd xmm5, dword ptr [rsp+0x20], 3
  movd xmm6, dword ptr [rsp+0x28]
  pinsrd xmm6, dword ptr [rsp+0x30], 1
  pinsrd xmm6, dword ptr [rsp+0x38], 2
  pinsrd xmm6, dword ptr [rsp+0x40], 3
  movd xmm7, dword ptr [rsp+0x48]
  pinsrd xmm7, dword ptr [rsp+0x50], 1
  pinsrd xmm7, dword ptr [rsp+0x58], 2
  pinsrd xmm7, ecx, 3
  psubd xmm4, xmm0
  psubd xmm5, xmm1
  psubd xmm6, xmm2
  psubd xmm7, xmm3
  mov rsi, qword ptr [rsp]
  mov rbx, qword ptr [rsp+8]
  movdqu xmmword ptr [rsi+rbx*4], xmm4
  movdqu xmmword ptr [rsi+rbx*4+0x10], xmm5
  movdqu xmmword ptr [rsi+rbx*4+0x20], xmm6
  movdqu xmmword ptr [rsi+rbx*4+0x30], xmm7
  add r8d, 1
  cmp r8d, 4
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
