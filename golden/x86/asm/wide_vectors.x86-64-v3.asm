; x86 backend, target x86-64-v3; regenerate: python tools/regen_golden.py
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
  mov r11, rdi
  mov qword ptr [rsp], r11
  mov r11, rsi
  mov qword ptr [rsp+8], r11
  mov r11, rdx
  mov qword ptr [rsp+0x10], r11
  mov r11, rcx
  mov qword ptr [rsp+0x18], r11
  xor r11d, r11d
  mov qword ptr [rsp+0x20], r11
.Lloop1:
  mov r11, qword ptr [rsp+0x20]
  imul r10d, r11d, 0x10
  mov qword ptr [rsp+0x28], r10
  mov r11, qword ptr [rsp+0x10]
  mov r10, qword ptr [rsp+0x28]
  vmovdqu ymm0, ymmword ptr [r11+r10*4]
  mov r11, qword ptr [rsp+0x10]
  mov r10, qword ptr [rsp+0x28]
  vmovdqu ymm1, ymmword ptr [r11+r10*4+0x20]
  vmulps ymm2, ymm0, ymm0
  vmulps ymm3, ymm1, ymm1
  vaddps ymm0, ymm2, ymm0
  vaddps ymm1, ymm3, ymm1
  mov r11, qword ptr [rsp]
  mov r10, qword ptr [rsp+0x28]
  vmovdqu ymmword ptr [r11+r10*4], ymm0
  mov r11, qword ptr [rsp]
  mov r10, qword ptr [rsp+0x28]
  vmovdqu ymmword ptr [r11+r10*4+0x20], ymm1
  mov r11, qword ptr [rsp+0x18]
  mov r10, qword ptr [rsp+0x28]
  vmovdqu ymm0, ymmword ptr [r11+r10*4]
  mov r11, qword ptr [rsp+0x18]
  mov r10, qword ptr [rsp+0x28]
  vmovdqu ymm1, ymmword ptr [r11+r10*4+0x20]
  vpextrd r12d, xmm0, 0
  mov ecx, r12d
  shl r12d, cl
  vpextrd r13d, xmm0, 1
  mov ecx, r13d
  shl r13d, cl
  vpextrd r14d, xmm0, 2
  mov ecx, r14d
  shl r14d, cl
  vpextrd r15d, xmm0, 3
  mov ecx, r15d
  shl r15d, cl
  vextractf128 xmm2, ymm0, 1
  vpextrd edi, xmm2, 0
  mov ecx, edi
  shl edi, cl
  vextractf128 xmm2, ymm0, 1
  vpextrd esi, xmm2, 1
  mov ecx, esi
  shl esi, cl
  vextractf128 xmm2, ymm0, 1
  vpextrd edx, xmm2, 2
  mov ecx, edx
  shl edx, cl
  vextractf128 xmm2, ymm0, 1
  vpextrd eax, xmm2, 3
  mov ecx, eax
  shl eax, cl
  vpextrd r8d, xmm1, 0
  mov ecx, r8d
  shl r8d, cl
  vpextrd ebx, xmm1, 1
  mov ecx, ebx
  mov r11d, ebx
  mov qword ptr [rsp+0x30], r11
  mov r11, qword ptr [rsp+0x30]
  shl r11d, cl
  mov qword ptr [rsp+0x30], r11
  vpextrd ebx, xmm1, 2
  mov ecx, ebx
  mov r11d, ebx
  mov qword ptr [rsp+0x38], r11
  mov r11, qword ptr [rsp+0x38]
  shl r11d, cl
  mov qword ptr [rsp+0x38], r11
  vpextrd ebx, xmm1, 3
  mov ecx, ebx
  mov r11d, ebx
  mov qword ptr [rsp+0x40], r11
  mov r11, qword ptr [rsp+0x40]
  shl r11d, cl
  mov qword ptr [rsp+0x40], r11
  vextractf128 xmm2, ymm1, 1
  vpextrd ebx, xmm2, 0
  mov ecx, ebx
  mov r11d, ebx
  mov qword ptr [rsp+0x48], r11
  mov r11, qword ptr [rsp+0x48]
  shl r11d, cl
  mov qword ptr [rsp+0x48], r11
  vextractf128 xmm2, ymm1, 1
  vpextrd ebx, xmm2, 1
  mov ecx, ebx
  mov r11d, ebx
  mov qword ptr [rsp+0x50], r11
  mov r11, qword ptr [rsp+0x50]
  shl r11d, cl
  mov qword ptr [rsp+0x50], r11
  vextractf128 xmm2, ymm1, 1
  vpextrd ebx, xmm2, 2
  mov ecx, ebx
  mov r11d, ebx
  mov qword ptr [rsp+0x58], r11
  mov r11, qword ptr [rsp+0x58]
  shl r11d, cl
  mov qword ptr [rsp+0x58], r11
  vextractf128 xmm2, ymm1, 1
  vpextrd ebx, xmm2, 3
  mov ecx, ebx
  shl ebx, cl
  vmovd xmm2, r12d
  vpinsrd xmm2, xmm2, r13d, 1
  vpinsrd xmm2, xmm2, r14d, 2
  vpinsrd xmm2, xmm2, r15d, 3
  vmovd xmm3, edi
  vpinsrd xmm3, xmm3, esi, 1
  vpinsrd xmm3, xmm3, edx, 2
  vpinsrd xmm3, xmm3, eax, 3
  vinsertf128 ymm2, ymm2, xmm3, 1
  vmovd xmm3, r8d
  mov r11, qword ptr [rsp+0x30]
  vpinsrd xmm3, xmm3, r11d, 1
  mov r11, qword ptr [rsp+0x38]
  vpinsrd xmm3, xmm3, r11d, 2
  mov r11, qword ptr [rsp+0x40]
  vpinsrd xmm3, xmm3, r11d, 3
  mov r11, qword ptr [rsp+0x48]
  vmovd xmm4, r11d
  mov r11, qword ptr [rsp+0x50]
  vpinsrd xmm4, xmm4, r11d, 1
  mov r11, qword ptr [rsp+0x58]
  vpinsrd xmm4, xmm4, r11d, 2
  vpinsrd xmm4, xmm4, ebx, 3
  vinsertf128 ymm3, ymm3, xmm4, 1
  vcvtdq2ps ymm2, ymm2
  vcvtdq2ps ymm3, ymm3
  vcvttps2dq ymm2, ymm2
  vcvttps2dq ymm3, ymm3
  vpsubd ymm0, ymm2, ymm0
  vpsubd ymm1, ymm3, ymm1
  mov r11, qword ptr [rsp+8]
  mov r10, qword ptr [rsp+0x28]
  vmovdqu ymmword ptr [r11+r10*4], ymm0
  mov r11, qword ptr [rsp+8]
  mov r10, qword ptr [rsp+0x28]
  vmovdqu ymmword ptr [r11+r10*4+0x20], ymm1
  mov r11, qword ptr [rsp+0x20]
  add r11d, 1
  mov qword ptr [rsp+0x20], r11
  mov r11, qword ptr [rsp+0x20]
  cmp r11d, 4
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
