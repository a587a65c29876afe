; x86 backend, target x86-64-v2, calling convention win64; regenerate: python tools/regen_golden.py
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
  sub rsp, 0x240
  movaps xmmword ptr [rsp+0x1d0], xmm6
  movaps xmmword ptr [rsp+0x1e0], xmm7
  movaps xmmword ptr [rsp+0x1f0], xmm8
  movaps xmmword ptr [rsp+0x200], xmm9
  movaps xmmword ptr [rsp+0x210], xmm10
  movaps xmmword ptr [rsp+0x220], xmm11
  movaps xmmword ptr [rsp+0x230], xmm12
  movdqu xmm0, xmmword ptr [rdx]
  movdqu xmm1, xmmword ptr [rdx+0x10]
  movdqu xmm2, xmmword ptr [rdx+0x20]
  movdqu xmm3, xmmword ptr [rdx+0x30]
  movaps xmm4, xmm0
  addps xmm4, xmm2
  movaps xmm5, xmm1
  addps xmm5, xmm3
  movdqu xmm6, xmmword ptr [rdx+0x40]
  movdqu xmm7, xmmword ptr [rdx+0x50]
  addps xmm4, xmm6
  addps xmm5, xmm7
  movdqu xmm8, xmmword ptr [rdx+0x60]
  movdqu xmm9, xmmword ptr [rdx+0x70]
  addps xmm4, xmm8
  addps xmm5, xmm9
  movdqu xmm10, xmmword ptr [rdx+0x80]
  movdqu xmm11, xmmword ptr [rdx+0x90]
  addps xmm4, xmm10
  addps xmm5, xmm11
  movdqu xmm12, xmmword ptr [rdx+0xa0]
  movaps xmmword ptr [rsp], xmm11
  movdqu xmm11, xmmword ptr [rdx+0xb0]
  addps xmm4, xmm12
  addps xmm5, xmm11
  movaps xmmword ptr [rsp+0x20], xmm11
  movdqu xmm11, xmmword ptr [rdx+0xc0]
  movaps xmmword ptr [rsp+0x10], xmm12
  movdqu xmm12, xmmword ptr [rdx+0xd0]
  addps xmm4, xmm11
  addps xmm5, xmm12
  movaps xmmword ptr [rsp+0x40], xmm12
  movdqu xmm12, xmmword ptr [rdx+0xe0]
  movaps xmmword ptr [rsp+0x30], xmm11
  movdqu xmm11, xmmword ptr [rdx+0xf0]
  addps xmm4, xmm12
  addps xmm5, xmm11
  movaps xmmword ptr [rsp+0x60], xmm11
  movdqu xmm11, xmmword ptr [rdx+0x100]
  movaps xmmword ptr [rsp+0x50], xmm12
  movdqu xmm12, xmmword ptr [rdx+0x110]
  addps xmm4, xmm11
  addps xmm5, xmm12
  movaps xmmword ptr [rsp+0x80], xmm12
  movdqu xmm12, xmmword ptr [rdx+0x120]
  movaps xmmword ptr [rsp+0x70], xmm11
  movdqu xmm11, xmmword ptr [rdx+0x130]
  addps xmm4, xmm12
  addps xmm5, xmm11
  movaps xmmword ptr [rsp+0xa0], xmm11
  movdqu xmm11, xmmword ptr [rdx+0x140]
  movaps xmmword ptr [rsp+0x90], xmm12
  movdqu xmm12, xmmword ptr [rdx+0x150]
  addps xmm4, xmm11
  addps xmm5, xmm12
  movaps xmmword ptr [rsp+0xc0], xmm12
  movdqu xmm12, xmmword ptr [rdx+0x160]
  movaps xmmword ptr [rsp+0xb0], xmm11
  movdqu xmm11, xmmword ptr [rdx+0x170]
  addps xmm4, xmm12
  addps xmm5, xmm11
  movaps xmmword ptr [rsp+0xe0], xmm11
  movdqu xmm11, xmmword ptr [rdx+0x180]
  movaps xmmword ptr [rsp+0xd0], xmm12
  movdqu xmm12, xmmword ptr [rdx+0x190]
  addps xmm4, xmm11
  addps xmm5, xmm12
  movaps xmmword ptr [rsp+0x100], xmm12
  movdqu xmm12, xmmword ptr [rdx+0x1a0]
  movaps xmmword ptr [rsp+0xf0], xmm11
  movdqu xmm11, xmmword ptr [rdx+0x1b0]
  addps xmm4, xmm12
  addps xmm5, xmm11
  movaps xmmword ptr [rsp+0x120], xmm11
  movdqu xmm11, xmmword ptr [rdx+0x1c0]
  movaps xmmword ptr [rsp+0x110], xmm12
  movdqu xmm12, xmmword ptr [rdx+0x1d0]
  addps xmm4, xmm11
  addps xmm5, xmm12
  movaps xmmword ptr [rsp+0x140], xmm12
  movdqu xmm12, xmmword ptr [rdx+0x1e0]
  movaps xmmword ptr [rsp+0x130], xmm11
  movdqu xmm11, xmmword ptr [rdx+0x1f0]
  addps xmm4, xmm12
  addps xmm5, xmm11
  movaps xmmword ptr [rsp+0x160], xmm11
  movdqu xmm11, xmmword ptr [rdx+0x200]
  movaps xmmword ptr [rsp+0x150], xmm12
  movdqu xmm12, xmmword ptr [rdx+0x210]
  addps xmm4, xmm11
  addps xmm5, xmm12
  movaps xmmword ptr [rsp+0x180], xmm12
  movdqu xmm12, xmmword ptr [rdx+0x220]
  movaps xmmword ptr [rsp+0x170], xmm11
  movdqu xmm11, xmmword ptr [rdx+0x230]
  addps xmm4, xmm12
  addps xmm5, xmm11
  movaps xmmword ptr [rsp+0x1a0], xmm11
  movdqu xmm11, xmmword ptr [rdx+0x240]
  movaps xmmword ptr [rsp+0x190], xmm12
  movdqu xmm12, xmmword ptr [rdx+0x250]
  addps xmm4, xmm11
  addps xmm5, xmm12
  movaps xmmword ptr [rsp+0x1c0], xmm12
  movdqu xmm12, xmmword ptr [rdx+0x260]
  movaps xmmword ptr [rsp+0x1b0], xmm11
  movdqu xmm11, xmmword ptr [rdx+0x270]
  addps xmm4, xmm12
  addps xmm5, xmm11
  mulps xmm0, xmm4
  mulps xmm1, xmm5
  mulps xmm2, xmm4
  mulps xmm3, xmm5
  addps xmm0, xmm2
  addps xmm1, xmm3
  mulps xmm6, xmm4
  mulps xmm7, xmm5
  addps xmm0, xmm6
  addps xmm1, xmm7
  mulps xmm8, xmm4
  mulps xmm9, xmm5
  addps xmm0, xmm8
  addps xmm1, xmm9
  mulps xmm10, xmm4
  movaps xmm2, xmmword ptr [rsp]
  mulps xmm2, xmm5
  addps xmm0, xmm10
  addps xmm1, xmm2
  movaps xmm2, xmmword ptr [rsp+0x10]
  mulps xmm2, xmm4
  movaps xmm3, xmmword ptr [rsp+0x20]
  mulps xmm3, xmm5
  addps xmm0, xmm2
  addps xmm1, xmm3
  movaps xmm2, xmmword ptr [rsp+0x30]
  mulps xmm2, xmm4
  movaps xmm3, xmmword ptr [rsp+0x40]
  mulps xmm3, xmm5
  addps xmm0, xmm2
  addps xmm1, xmm3
  movaps xmm2, xmmword ptr [rsp+0x50]
  mulps xmm2, xmm4
  movaps xmm3, xmmword ptr [rsp+0x60]
  mulps xmm3, xmm5
  addps xmm0, xmm2
  addps xmm1, xmm3
  movaps xmm2, xmmword ptr [rsp+0x70]
  mulps xmm2, xmm4
  movaps xmm3, xmmword ptr [rsp+0x80]
  mulps xmm3, xmm5
  addps xmm0, xmm2
  addps xmm1, xmm3
  movaps xmm2, xmmword ptr [rsp+0x90]
  mulps xmm2, xmm4
  movaps xmm3, xmmword ptr [rsp+0xa0]
  mulps xmm3, xmm5
  addps xmm0, xmm2
  addps xmm1, xmm3
  movaps xmm2, xmmword ptr [rsp+0xb0]
  mulps xmm2, xmm4
  movaps xmm3, xmmword ptr [rsp+0xc0]
  mulps xmm3, xmm5
  addps xmm0, xmm2
  addps xmm1, xmm3
  movaps xmm2, xmmword ptr [rsp+0xd0]
  mulps xmm2, xmm4
  movaps xmm3, xmmword ptr [rsp+0xe0]
  mulps xmm3, xmm5
  addps xmm0, xmm2
  addps xmm1, xmm3
  movaps xmm2, xmmword ptr [rsp+0xf0]
  mulps xmm2, xmm4
  movaps xmm3, xmmword ptr [rsp+0x100]
  mulps xmm3, xmm5
  addps xmm0, xmm2
  addps xmm1, xmm3
  movaps xmm2, xmmword ptr [rsp+0x110]
  mulps xmm2, xmm4
  movaps xmm3, xmmword ptr [rsp+0x120]
  mulps xmm3, xmm5
  addps xmm0, xmm2
  addps xmm1, xmm3
  movaps xmm2, xmmword ptr [rsp+0x130]
  mulps xmm2, xmm4
  movaps xmm3, xmmword ptr [rsp+0x140]
  mulps xmm3, xmm5
  addps xmm0, xmm2
  addps xmm1, xmm3
  movaps xmm2, xmmword ptr [rsp+0x150]
  mulps xmm2, xmm4
  movaps xmm3, xmmword ptr [rsp+0x160]
  mulps xmm3, xmm5
  addps xmm0, xmm2
  addps xmm1, xmm3
  movaps xmm2, xmmword ptr [rsp+0x170]
  mulps xmm2, xmm4
  movaps xmm3, xmmword ptr [rsp+0x180]
  mulps xmm3, xmm5
  addps xmm0, xmm2
  addps xmm1, xmm3
  movaps xmm2, xmmword ptr [rsp+0x190]
  mulps xmm2, xmm4
  movaps xmm3, xmmword ptr [rsp+0x1a0]
  mulps xmm3, xmm5
  addps xmm0, xmm2
  addps xmm1, xmm3
  movaps xmm2, xmmword ptr [rsp+0x1b0]
  mulps xmm2, xmm4
  movaps xmm3, xmmword ptr [rsp+0x1c0]
  mulps xmm3, xmm5
  addps xmm0, xmm2
  addps xmm1, xmm3
  mulps xmm4, xmm12
  mulps xmm5, xmm11
  addps xmm0, xmm4
  addps xmm1, xmm5
  movdqu xmmword ptr [rcx], xmm0
  movdqu xmmword ptr [rcx+0x10], xmm1
  movaps xmm6, xmmword ptr [rsp+0x1d0]
  movaps xmm7, xmmword ptr [rsp+0x1e0]
  movaps xmm8, xmmword ptr [rsp+0x1f0]
  movaps xmm9, xmmword ptr [rsp+0x200]
  movaps xmm10, xmmword ptr [rsp+0x210]
  movaps xmm11, xmmword ptr [rsp+0x220]
  movaps xmm12, xmmword ptr [rsp+0x230]
  lea rsp, [rbp]
  pop rbp
  ret
