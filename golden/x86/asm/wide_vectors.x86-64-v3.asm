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
  sub rsp, 0x4a0
  mov r11, rdi
  mov qword ptr [rsp+0x440], r11
  mov r11, rsi
  mov qword ptr [rsp+0x448], r11
  mov r11, rdx
  mov qword ptr [rsp+0x450], r11
  mov r11, rcx
  mov qword ptr [rsp+0x458], r11
  xor r11d, r11d
  mov qword ptr [rsp+0x460], r11
.Lloop1:
  mov r10, qword ptr [rsp+0x460]
  imul r11d, r10d, 0x10
  mov qword ptr [rsp+0x468], r11
  mov r11, qword ptr [rsp+0x450]
  mov r10, qword ptr [rsp+0x468]
  vmovdqu ymm0, ymmword ptr [r11+r10*4]
  mov r11, qword ptr [rsp+0x450]
  mov r10, qword ptr [rsp+0x468]
  vmovdqu ymm1, ymmword ptr [r11+r10*4+0x20]
  vmulps ymm2, ymm0, ymm0
  vmulps ymm3, ymm1, ymm1
  vaddps ymm0, ymm2, ymm0
  vaddps ymm1, ymm3, ymm1
  mov r11, qword ptr [rsp+0x440]
  mov r10, qword ptr [rsp+0x468]
  vmovdqu ymmword ptr [r11+r10*4], ymm0
  mov r11, qword ptr [rsp+0x440]
  mov r10, qword ptr [rsp+0x468]
  vmovdqu ymmword ptr [r11+r10*4+0x20], ymm1
  mov r11, qword ptr [rsp+0x458]
  mov r10, qword ptr [rsp+0x468]
  vmovdqu ymm0, ymmword ptr [r11+r10*4]
  mov r11, qword ptr [rsp+0x458]
  mov r10, qword ptr [rsp+0x468]
  vmovdqu ymm1, ymmword ptr [r11+r10*4+0x20]
  vmovdqu ymmword ptr [rsp], ymm0
  vmovdqu ymmword ptr [rsp+0x20], ymm1
  mov r12d, dword ptr [rsp]
  mov ecx, r12d
  shl r12d, cl
  vxorps xmm2, xmm2, xmm2
  vcvtsi2ss xmm2, xmm2, r12d
  vcvttss2si r12d, xmm2
  vmovdqu ymmword ptr [rsp+0x40], ymm0
  vmovdqu ymmword ptr [rsp+0x60], ymm1
  mov r13d, dword ptr [rsp+0x44]
  mov ecx, r13d
  shl r13d, cl
  vxorps xmm2, xmm2, xmm2
  vcvtsi2ss xmm2, xmm2, r13d
  vcvttss2si r13d, xmm2
  vmovdqu ymmword ptr [rsp+0x80], ymm0
  vmovdqu ymmword ptr [rsp+0xa0], ymm1
  mov r14d, dword ptr [rsp+0x88]
  mov ecx, r14d
  shl r14d, cl
  vxorps xmm2, xmm2, xmm2
  vcvtsi2ss xmm2, xmm2, r14d
  vcvttss2si r14d, xmm2
  vmovdqu ymmword ptr [rsp+0xc0], ymm0
  vmovdqu ymmword ptr [rsp+0xe0], ymm1
  mov r15d, dword ptr [rsp+0xcc]
  mov ecx, r15d
  shl r15d, cl
  vxorps xmm2, xmm2, xmm2
  vcvtsi2ss xmm2, xmm2, r15d
  vcvttss2si r15d, xmm2
  vmovdqu ymmword ptr [rsp+0x100], ymm0
  vmovdqu ymmword ptr [rsp+0x120], ymm1
  mov edi, dword ptr [rsp+0x110]
  mov ecx, edi
  shl edi, cl
  vxorps xmm2, xmm2, xmm2
  vcvtsi2ss xmm2, xmm2, edi
  vcvttss2si edi, xmm2
  vmovdqu ymmword ptr [rsp+0x140], ymm0
  vmovdqu ymmword ptr [rsp+0x160], ymm1
  mov esi, dword ptr [rsp+0x154]
  mov ecx, esi
  shl esi, cl
  vxorps xmm2, xmm2, xmm2
  vcvtsi2ss xmm2, xmm2, esi
  vcvttss2si esi, xmm2
  vmovdqu ymmword ptr [rsp+0x180], ymm0
  vmovdqu ymmword ptr [rsp+0x1a0], ymm1
  mov edx, dword ptr [rsp+0x198]
  mov ecx, edx
  shl edx, cl
  vxorps xmm2, xmm2, xmm2
  vcvtsi2ss xmm2, xmm2, edx
  vcvttss2si edx, xmm2
  vmovdqu ymmword ptr [rsp+0x1c0], ymm0
  vmovdqu ymmword ptr [rsp+0x1e0], ymm1
  mov eax, dword ptr [rsp+0x1dc]
  mov ecx, eax
  shl eax, cl
  vxorps xmm2, xmm2, xmm2
  vcvtsi2ss xmm2, xmm2, eax
  vcvttss2si eax, xmm2
  vmovdqu ymmword ptr [rsp+0x200], ymm0
  vmovdqu ymmword ptr [rsp+0x220], ymm1
  mov r8d, dword ptr [rsp+0x220]
  mov ecx, r8d
  shl r8d, cl
  vxorps xmm2, xmm2, xmm2
  vcvtsi2ss xmm2, xmm2, r8d
  vcvttss2si r8d, xmm2
  vmovdqu ymmword ptr [rsp+0x240], ymm0
  vmovdqu ymmword ptr [rsp+0x260], ymm1
  mov ebx, dword ptr [rsp+0x264]
  mov ecx, ebx
  shl ebx, cl
  vxorps xmm2, xmm2, xmm2
  vcvtsi2ss xmm2, xmm2, ebx
  vcvttss2si r11d, xmm2
  mov qword ptr [rsp+0x470], r11
  vmovdqu ymmword ptr [rsp+0x280], ymm0
  vmovdqu ymmword ptr [rsp+0x2a0], ymm1
  mov ebx, dword ptr [rsp+0x2a8]
  mov ecx, ebx
  shl ebx, cl
  vxorps xmm2, xmm2, xmm2
  vcvtsi2ss xmm2, xmm2, ebx
  vcvttss2si r11d, xmm2
  mov qword ptr [rsp+0x478], r11
  vmovdqu ymmword ptr [rsp+0x2c0], ymm0
  vmovdqu ymmword ptr [rsp+0x2e0], ymm1
  mov ebx, dword ptr [rsp+0x2ec]
  mov ecx, ebx
  shl ebx, cl
  vxorps xmm2, xmm2, xmm2
  vcvtsi2ss xmm2, xmm2, ebx
  vcvttss2si r11d, xmm2
  mov qword ptr [rsp+0x480], r11
  vmovdqu ymmword ptr [rsp+0x300], ymm0
  vmovdqu ymmword ptr [rsp+0x320], ymm1
  mov ebx, dword ptr [rsp+0x330]
  mov ecx, ebx
  shl ebx, cl
  vxorps xmm2, xmm2, xmm2
  vcvtsi2ss xmm2, xmm2, ebx
  vcvttss2si r11d, xmm2
  mov qword ptr [rsp+0x488], r11
  vmovdqu ymmword ptr [rsp+0x340], ymm0
  vmovdqu ymmword ptr [rsp+0x360], ymm1
  mov ebx, dword ptr [rsp+0x374]
  mov ecx, ebx
  shl ebx, cl
  vxorps xmm2, xmm2, xmm2
  vcvtsi2ss xmm2, xmm2, ebx
  vcvttss2si r11d, xmm2
  mov qword ptr [rsp+0x490], r11
  vmovdqu ymmword ptr [rsp+0x380], ymm0
  vmovdqu ymmword ptr [rsp+0x3a0], ymm1
  mov ebx, dword ptr [rsp+0x3b8]
  mov ecx, ebx
  shl ebx, cl
  vxorps xmm2, xmm2, xmm2
  vcvtsi2ss xmm2, xmm2, ebx
  vcvttss2si r11d, xmm2
  mov qword ptr [rsp+0x498], r11
  vmovdqu ymmword ptr [rsp+0x3c0], ymm0
  vmovdqu ymmword ptr [rsp+0x3e0], ymm1
  mov ebx, dword ptr [rsp+0x3fc]
  mov ecx, ebx
  shl ebx, cl
  vxorps xmm2, xmm2, xmm2
  vcvtsi2ss xmm2, xmm2, ebx
  vcvttss2si ecx, xmm2
  mov dword ptr [rsp+0x400], r12d
  mov dword ptr [rsp+0x404], r13d
  mov dword ptr [rsp+0x408], r14d
  mov dword ptr [rsp+0x40c], r15d
  mov dword ptr [rsp+0x410], edi
  mov dword ptr [rsp+0x414], esi
  mov dword ptr [rsp+0x418], edx
  mov dword ptr [rsp+0x41c], eax
  mov dword ptr [rsp+0x420], r8d
  mov r11, qword ptr [rsp+0x470]
  mov dword ptr [rsp+0x424], r11d
  mov r11, qword ptr [rsp+0x478]
  mov dword ptr [rsp+0x428], r11d
  mov r11, qword ptr [rsp+0x480]
  mov dword ptr [rsp+0x42c], r11d
  mov r11, qword ptr [rsp+0x488]
  mov dword ptr [rsp+0x430], r11d
  mov r11, qword ptr [rsp+0x490]
  mov dword ptr [rsp+0x434], r11d
  mov r11, qword ptr [rsp+0x498]
  mov dword ptr [rsp+0x438], r11d
  mov dword ptr [rsp+0x43c], ecx
  vmovdqu ymm2, ymmword ptr [rsp+0x400]
  vmovdqu ymm3, ymmword ptr [rsp+0x420]
  vpsubd ymm0, ymm2, ymm0
  vpsubd ymm1, ymm3, ymm1
  mov r11, qword ptr [rsp+0x448]
  mov r10, qword ptr [rsp+0x468]
  vmovdqu ymmword ptr [r11+r10*4], ymm0
  mov r11, qword ptr [rsp+0x448]
  mov r10, qword ptr [rsp+0x468]
  vmovdqu ymmword ptr [r11+r10*4+0x20], ymm1
  mov r11, qword ptr [rsp+0x460]
  add r11d, 1
  mov qword ptr [rsp+0x460], r11
  mov r11, qword ptr [rsp+0x460]
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
  ret
