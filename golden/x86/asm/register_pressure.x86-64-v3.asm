; x86 backend, target x86-64-v3; regenerate: python tools/regen_golden.py
; # twenty 8-lane values live at once (more than the 16 ymm registers): forces spills
; kernel register_pressure(%out: f32[8], %x: f32[160])
;   %v0 = load f32x8 %x[0]
;   %v1 = load f32x8 %x[8]
;   %c0 = add f32x8 %v0, %v1
;   %v2 = load f32x8 %x[16]
;   %c1 = add f32x8 %c0, %v2
;   %v3 = load f32x8 %x[24]
;   %c2 = add f32x8 %c1, %v3
;   %v4 = load f32x8 %x[32]
;   %c3 = add f32x8 %c2, %v4
;   %v5 = load f32x8 %x[40]
;   %c4 = add f32x8 %c3, %v5
;   %v6 = load f32x8 %x[48]
;   %c5 = add f32x8 %c4, %v6
;   %v7 = load f32x8 %x[56]
;   %c6 = add f32x8 %c5, %v7
;   %v8 = load f32x8 %x[64]
;   %c7 = add f32x8 %c6, %v8
;   %v9 = load f32x8 %x[72]
;   %c8 = add f32x8 %c7, %v9
;   %v10 = load f32x8 %x[80]
;   %c9 = add f32x8 %c8, %v10
;   %v11 = load f32x8 %x[88]
;   %c10 = add f32x8 %c9, %v11
;   %v12 = load f32x8 %x[96]
;   %c11 = add f32x8 %c10, %v12
;   %v13 = load f32x8 %x[104]
;   %c12 = add f32x8 %c11, %v13
;   %v14 = load f32x8 %x[112]
;   %c13 = add f32x8 %c12, %v14
;   %v15 = load f32x8 %x[120]
;   %c14 = add f32x8 %c13, %v15
;   %v16 = load f32x8 %x[128]
;   %c15 = add f32x8 %c14, %v16
;   %v17 = load f32x8 %x[136]
;   %c16 = add f32x8 %c15, %v17
;   %v18 = load f32x8 %x[144]
;   %c17 = add f32x8 %c16, %v18
;   %v19 = load f32x8 %x[152]
;   %c18 = add f32x8 %c17, %v19
;   %d0 = mul f32x8 %c18, %v0
;   %d1 = mul f32x8 %c18, %v1
;   %t0 = add f32x8 %d0, %d1
;   %d2 = mul f32x8 %c18, %v2
;   %t1 = add f32x8 %t0, %d2
;   %d3 = mul f32x8 %c18, %v3
;   %t2 = add f32x8 %t1, %d3
;   %d4 = mul f32x8 %c18, %v4
;   %t3 = add f32x8 %t2, %d4
;   %d5 = mul f32x8 %c18, %v5
;   %t4 = add f32x8 %t3, %d5
;   %d6 = mul f32x8 %c18, %v6
;   %t5 = add f32x8 %t4, %d6
;   %d7 = mul f32x8 %c18, %v7
;   %t6 = add f32x8 %t5, %d7
;   %d8 = mul f32x8 %c18, %v8
;   %t7 = add f32x8 %t6, %d8
;   %d9 = mul f32x8 %c18, %v9
;   %t8 = add f32x8 %t7, %d9
;   %d10 = mul f32x8 %c18, %v10
;   %t9 = add f32x8 %t8, %d10
;   %d11 = mul f32x8 %c18, %v11
;   %t10 = add f32x8 %t9, %d11
;   %d12 = mul f32x8 %c18, %v12
;   %t11 = add f32x8 %t10, %d12
;   %d13 = mul f32x8 %c18, %v13
;   %t12 = add f32x8 %t11, %d13
;   %d14 = mul f32x8 %c18, %v14
;   %t13 = add f32x8 %t12, %d14
;   %d15 = mul f32x8 %c18, %v15
;   %t14 = add f32x8 %t13, %d15
;   %d16 = mul f32x8 %c18, %v16
;   %t15 = add f32x8 %t14, %d16
;   %d17 = mul f32x8 %c18, %v17
;   %t16 = add f32x8 %t15, %d17
;   %d18 = mul f32x8 %c18, %v18
;   %t17 = add f32x8 %t16, %d18
;   %d19 = mul f32x8 %c18, %v19
;   %t18 = add f32x8 %t17, %d19
;   store %out[0], %t18

  push rbp
  mov rbp, rsp
  and rsp, 0xffffffffffffffe0
  sub rsp, 0x100
  vmovdqu ymm0, ymmword ptr [rsi]
  vmovdqu ymm1, ymmword ptr [rsi+0x20]
  vaddps ymm2, ymm0, ymm1
  vmovdqu ymm3, ymmword ptr [rsi+0x40]
  vaddps ymm2, ymm2, ymm3
  vmovdqu ymm4, ymmword ptr [rsi+0x60]
  vaddps ymm2, ymm2, ymm4
  vmovdqu ymm5, ymmword ptr [rsi+0x80]
  vaddps ymm2, ymm2, ymm5
  vmovdqu ymm6, ymmword ptr [rsi+0xa0]
  vaddps ymm2, ymm2, ymm6
  vmovdqu ymm7, ymmword ptr [rsi+0xc0]
  vaddps ymm2, ymm2, ymm7
  vmovdqu ymm8, ymmword ptr [rsi+0xe0]
  vaddps ymm2, ymm2, ymm8
  vmovdqu ymm9, ymmword ptr [rsi+0x100]
  vaddps ymm2, ymm2, ymm9
  vmovdqu ymm10, ymmword ptr [rsi+0x120]
  vaddps ymm2, ymm2, ymm10
  vmovdqu ymm11, ymmword ptr [rsi+0x140]
  vaddps ymm2, ymm2, ymm11
  vmovdqu ymm12, ymmword ptr [rsi+0x160]
  vaddps ymm2, ymm2, ymm12
  vmovaps ymmword ptr [rsp], ymm12
  vmovdqu ymm12, ymmword ptr [rsi+0x180]
  vaddps ymm2, ymm2, ymm12
  vmovaps ymmword ptr [rsp+0x20], ymm12
  vmovdqu ymm12, ymmword ptr [rsi+0x1a0]
  vaddps ymm2, ymm2, ymm12
  vmovaps ymmword ptr [rsp+0x40], ymm12
  vmovdqu ymm12, ymmword ptr [rsi+0x1c0]
  vaddps ymm2, ymm2, ymm12
  vmovaps ymmword ptr [rsp+0x60], ymm12
  vmovdqu ymm12, ymmword ptr [rsi+0x1e0]
  vaddps ymm2, ymm2, ymm12
  vmovaps ymmword ptr [rsp+0x80], ymm12
  vmovdqu ymm12, ymmword ptr [rsi+0x200]
  vaddps ymm2, ymm2, ymm12
  vmovaps ymmword ptr [rsp+0xa0], ymm12
  vmovdqu ymm12, ymmword ptr [rsi+0x220]
  vaddps ymm2, ymm2, ymm12
  vmovaps ymmword ptr [rsp+0xc0], ymm12
  vmovdqu ymm12, ymmword ptr [rsi+0x240]
  vaddps ymm2, ymm2, ymm12
  vmovaps ymmword ptr [rsp+0xe0], ymm12
  vmovdqu ymm12, ymmword ptr [rsi+0x260]
  vaddps ymm2, ymm2, ymm12
  vmulps ymm0, ymm2, ymm0
  vmulps ymm1, ymm2, ymm1
  vaddps ymm0, ymm0, ymm1
  vmulps ymm1, ymm2, ymm3
  vaddps ymm0, ymm0, ymm1
  vmulps ymm1, ymm2, ymm4
  vaddps ymm0, ymm0, ymm1
  vmulps ymm1, ymm2, ymm5
  vaddps ymm0, ymm0, ymm1
  vmulps ymm1, ymm2, ymm6
  vaddps ymm0, ymm0, ymm1
  vmulps ymm1, ymm2, ymm7
  vaddps ymm0, ymm0, ymm1
  vmulps ymm1, ymm2, ymm8
  vaddps ymm0, ymm0, ymm1
  vmulps ymm1, ymm2, ymm9
  vaddps ymm0, ymm0, ymm1
  vmulps ymm1, ymm2, ymm10
  vaddps ymm0, ymm0, ymm1
  vmulps ymm1, ymm2, ymm11
  vaddps ymm0, ymm0, ymm1
  vmulps ymm1, ymm2, ymmword ptr [rsp]
  vaddps ymm0, ymm0, ymm1
  vmulps ymm1, ymm2, ymmword ptr [rsp+0x20]
  vaddps ymm0, ymm0, ymm1
  vmulps ymm1, ymm2, ymmword ptr [rsp+0x40]
  vaddps ymm0, ymm0, ymm1
  vmulps ymm1, ymm2, ymmword ptr [rsp+0x60]
  vaddps ymm0, ymm0, ymm1
  vmulps ymm1, ymm2, ymmword ptr [rsp+0x80]
  vaddps ymm0, ymm0, ymm1
  vmulps ymm1, ymm2, ymmword ptr [rsp+0xa0]
  vaddps ymm0, ymm0, ymm1
  vmulps ymm1, ymm2, ymmword ptr [rsp+0xc0]
  vaddps ymm0, ymm0, ymm1
  vmulps ymm1, ymm2, ymmword ptr [rsp+0xe0]
  vaddps ymm0, ymm0, ymm1
  vmulps ymm1, ymm2, ymm12
  vaddps ymm0, ymm0, ymm1
  vmovdqu ymmword ptr [rdi], ymm0
  lea rsp, [rbp]
  pop rbp
  vzeroupper
  ret
