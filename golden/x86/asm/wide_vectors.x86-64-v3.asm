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
  xor eax, eax
.Lloop1:
  vmovdqu ymm0, ymmword ptr [rdx+rax*4]
  vmovdqu ymm1, ymmword ptr [rdx+rax*4+0x20]
  vmulps ymm2, ymm0, ymm0
  vmulps ymm3, ymm1, ymm1
  vaddps ymm0, ymm2, ymm0
  vaddps ymm1, ymm3, ymm1
  vmovdqu ymmword ptr [rdi+rax*4], ymm0
  vmovdqu ymmword ptr [rdi+rax*4+0x20], ymm1
  vmovdqu ymm0, ymmword ptr [rcx+rax*4]
  vmovdqu ymm1, ymmword ptr [rcx+rax*4+0x20]
  vbroadcastss ymm2, dword ptr [rip+0x44]  ; 0x84
  vpand ymm3, ymm0, ymm2
  vpand ymm2, ymm1, ymm2
  vpsllvd ymm3, ymm0, ymm3
  vpsllvd ymm2, ymm1, ymm2
  vcvtdq2ps ymm3, ymm3
  vcvtdq2ps ymm2, ymm2
  vcvttps2dq ymm3, ymm3
  vcvttps2dq ymm2, ymm2
  vpsubd ymm0, ymm3, ymm0
  vpsubd ymm1, ymm2, ymm1
  vmovdqu ymmword ptr [rsi+rax*4], ymm0
  vmovdqu ymmword ptr [rsi+rax*4+0x20], ymm1
  add eax, 0x10
  cmp eax, 0x40
  jl .Lloop1
.Ldone2:
  pop rbp
  vzeroupper
  ret
; constant pool (read-only, after the code)
;   0x84: 0000001f
