; x86 backend, target x86-64-v3; regenerate: python tools/regen_golden.py
; # exp2, log2 and sin on float32 vectors, lowered to the shared polynomials
; kernel transcendental(%e: f32[32], %l: f32[32], %s: f32[32], %x: f32[32])
;   %i = range i32 4
;     %base = mul i32 %i, 8
;     %v = load f32x8 %x[%base]
;     %ev = exp2 f32x8 %v
;     store %e[%base], %ev
;     %lv = log2 f32x8 %v
;     store %l[%base], %lv
;     %sv = sin f32x8 %v
;     store %s[%base], %sv
;   end %i

  push rbp
  mov rbp, rsp
  push r12
  push r13
  push r14
  push r15
  push rbx
  and rsp, 0xffffffffffffffe0
  sub rsp, 0x5920
  mov r11, rdi
  mov qword ptr [rsp+0x5800], r11
  mov r11, rsi
  mov qword ptr [rsp+0x5808], r11
  mov r11, rdx
  mov qword ptr [rsp+0x5810], r11
  mov r11, rcx
  mov qword ptr [rsp+0x5818], r11
  mov rcx, 0x3e7b5253d395e7c4
  vmovq xmm0, rcx
  vmovq qword ptr [rsp], xmm0
  mov rcx, 0x3e7b5253d395e7c4
  vmovq xmm0, rcx
  vmovq qword ptr [rsp+8], xmm0
  mov rcx, 0x3e7b5253d395e7c4
  vmovq xmm0, rcx
  vmovq qword ptr [rsp+0x10], xmm0
  mov rcx, 0x3e7b5253d395e7c4
  vmovq xmm0, rcx
  vmovq qword ptr [rsp+0x18], xmm0
  mov rcx, 0x3e7b5253d395e7c4
  vmovq xmm0, rcx
  vmovq qword ptr [rsp+0x20], xmm0
  mov rcx, 0x3e7b5253d395e7c4
  vmovq xmm0, rcx
  vmovq qword ptr [rsp+0x28], xmm0
  mov rcx, 0x3e7b5253d395e7c4
  vmovq xmm0, rcx
  vmovq qword ptr [rsp+0x30], xmm0
  mov rcx, 0x3e7b5253d395e7c4
  vmovq xmm0, rcx
  vmovq qword ptr [rsp+0x38], xmm0
  vmovdqu ymm15, ymmword ptr [rsp]
  vmovaps ymmword ptr [rsp+0x2f80], ymm15
  vmovdqu ymm15, ymmword ptr [rsp+0x20]
  vmovaps ymmword ptr [rsp+0x2fa0], ymm15
  vxorps xmm2, xmm2, xmm2
  vmovq qword ptr [rsp+0x40], xmm2
  vxorps xmm2, xmm2, xmm2
  vmovq qword ptr [rsp+0x48], xmm2
  vxorps xmm2, xmm2, xmm2
  vmovq qword ptr [rsp+0x50], xmm2
  vxorps xmm2, xmm2, xmm2
  vmovq qword ptr [rsp+0x58], xmm2
  vxorps xmm2, xmm2, xmm2
  vmovq qword ptr [rsp+0x60], xmm2
  vxorps xmm2, xmm2, xmm2
  vmovq qword ptr [rsp+0x68], xmm2
  vxorps xmm2, xmm2, xmm2
  vmovq qword ptr [rsp+0x70], xmm2
  vxorps xmm2, xmm2, xmm2
  vmovq qword ptr [rsp+0x78], xmm2
  vmovdqu ymm15, ymmword ptr [rsp+0x40]
  vmovaps ymmword ptr [rsp+0x2fc0], ymm15
  vmovdqu ymm15, ymmword ptr [rsp+0x60]
  vmovaps ymmword ptr [rsp+0x2fe0], ymm15
  mov rcx, 0xc090e00000000000
  vmovq xmm4, rcx
  vmovq qword ptr [rsp+0x80], xmm4
  mov rcx, 0xc090e00000000000
  vmovq xmm4, rcx
  vmovq qword ptr [rsp+0x88], xmm4
  mov rcx, 0xc090e00000000000
  vmovq xmm4, rcx
  vmovq qword ptr [rsp+0x90], xmm4
  mov rcx, 0xc090e00000000000
  vmovq xmm4, rcx
  vmovq qword ptr [rsp+0x98], xmm4
  mov rcx, 0xc090e00000000000
  vmovq xmm4, rcx
  vmovq qword ptr [rsp+0xa0], xmm4
  mov rcx, 0xc090e00000000000
  vmovq xmm4, rcx
  vmovq qword ptr [rsp+0xa8], xmm4
  mov rcx, 0xc090e00000000000
  vmovq xmm4, rcx
  vmovq qword ptr [rsp+0xb0], xmm4
  mov rcx, 0xc090e00000000000
  vmovq xmm4, rcx
  vmovq qword ptr [rsp+0xb8], xmm4
  vmovdqu ymm15, ymmword ptr [rsp+0x80]
  vmovaps ymmword ptr [rsp+0x3000], ymm15
  vmovdqu ymm15, ymmword ptr [rsp+0xa0]
  vmovaps ymmword ptr [rsp+0x3020], ymm15
  mov rcx, 0x4090180000000000
  vmovq xmm6, rcx
  vmovq qword ptr [rsp+0xc0], xmm6
  mov rcx, 0x4090180000000000
  vmovq xmm6, rcx
  vmovq qword ptr [rsp+0xc8], xmm6
  mov rcx, 0x4090180000000000
  vmovq xmm6, rcx
  vmovq qword ptr [rsp+0xd0], xmm6
  mov rcx, 0x4090180000000000
  vmovq xmm6, rcx
  vmovq qword ptr [rsp+0xd8], xmm6
  mov rcx, 0x4090180000000000
  vmovq xmm6, rcx
  vmovq qword ptr [rsp+0xe0], xmm6
  mov rcx, 0x4090180000000000
  vmovq xmm6, rcx
  vmovq qword ptr [rsp+0xe8], xmm6
  mov rcx, 0x4090180000000000
  vmovq xmm6, rcx
  vmovq qword ptr [rsp+0xf0], xmm6
  mov rcx, 0x4090180000000000
  vmovq xmm6, rcx
  vmovq qword ptr [rsp+0xf8], xmm6
  vmovdqu ymm15, ymmword ptr [rsp+0xc0]
  vmovaps ymmword ptr [rsp+0x3040], ymm15
  vmovdqu ymm15, ymmword ptr [rsp+0xe0]
  vmovaps ymmword ptr [rsp+0x3060], ymm15
  mov rcx, 0x3fe0000000000000
  vmovq xmm8, rcx
  vmovq qword ptr [rsp+0x100], xmm8
  mov rcx, 0x3fe0000000000000
  vmovq xmm8, rcx
  vmovq qword ptr [rsp+0x108], xmm8
  mov rcx, 0x3fe0000000000000
  vmovq xmm8, rcx
  vmovq qword ptr [rsp+0x110], xmm8
  mov rcx, 0x3fe0000000000000
  vmovq xmm8, rcx
  vmovq qword ptr [rsp+0x118], xmm8
  mov rcx, 0x3fe0000000000000
  vmovq xmm8, rcx
  vmovq qword ptr [rsp+0x120], xmm8
  mov rcx, 0x3fe0000000000000
  vmovq xmm8, rcx
  vmovq qword ptr [rsp+0x128], xmm8
  mov rcx, 0x3fe0000000000000
  vmovq xmm8, rcx
  vmovq qword ptr [rsp+0x130], xmm8
  mov rcx, 0x3fe0000000000000
  vmovq xmm8, rcx
  vmovq qword ptr [rsp+0x138], xmm8
  vmovdqu ymm15, ymmword ptr [rsp+0x100]
  vmovaps ymmword ptr [rsp+0x3080], ymm15
  vmovdqu ymm15, ymmword ptr [rsp+0x120]
  vmovaps ymmword ptr [rsp+0x30a0], ymm15
  mov rcx, 0x3ff0000000000000
  vmovq xmm10, rcx
  vmovq qword ptr [rsp+0x140], xmm10
  mov rcx, 0x3ff0000000000000
  vmovq xmm10, rcx
  vmovq qword ptr [rsp+0x148], xmm10
  mov rcx, 0x3ff0000000000000
  vmovq xmm10, rcx
  vmovq qword ptr [rsp+0x150], xmm10
  mov rcx, 0x3ff0000000000000
  vmovq xmm10, rcx
  vmovq qword ptr [rsp+0x158], xmm10
  mov rcx, 0x3ff0000000000000
  vmovq xmm10, rcx
  vmovq qword ptr [rsp+0x160], xmm10
  mov rcx, 0x3ff0000000000000
  vmovq xmm10, rcx
  vmovq qword ptr [rsp+0x168], xmm10
  mov rcx, 0x3ff0000000000000
  vmovq xmm10, rcx
  vmovq qword ptr [rsp+0x170], xmm10
  mov rcx, 0x3ff0000000000000
  vmovq xmm10, rcx
  vmovq qword ptr [rsp+0x178], xmm10
  vmovdqu ymm15, ymmword ptr [rsp+0x140]
  vmovaps ymmword ptr [rsp+0x30c0], ymm15
  vmovdqu ymm15, ymmword ptr [rsp+0x160]
  vmovaps ymmword ptr [rsp+0x30e0], ymm15
  mov rcx, 0xbfe0000000000000
  vmovq xmm12, rcx
  vmovq qword ptr [rsp+0x180], xmm12
  mov rcx, 0xbfe0000000000000
  vmovq xmm12, rcx
  vmovq qword ptr [rsp+0x188], xmm12
  mov rcx, 0xbfe0000000000000
  vmovq xmm12, rcx
  vmovq qword ptr [rsp+0x190], xmm12
  mov rcx, 0xbfe0000000000000
  vmovq xmm12, rcx
  vmovq qword ptr [rsp+0x198], xmm12
  mov rcx, 0xbfe0000000000000
  vmovq xmm12, rcx
  vmovq qword ptr [rsp+0x1a0], xmm12
  mov rcx, 0xbfe0000000000000
  vmovq xmm12, rcx
  vmovq qword ptr [rsp+0x1a8], xmm12
  mov rcx, 0xbfe0000000000000
  vmovq xmm12, rcx
  vmovq qword ptr [rsp+0x1b0], xmm12
  mov rcx, 0xbfe0000000000000
  vmovq xmm12, rcx
  vmovq qword ptr [rsp+0x1b8], xmm12
  vmovdqu ymm15, ymmword ptr [rsp+0x180]
  vmovaps ymmword ptr [rsp+0x3100], ymm15
  vmovdqu ymm15, ymmword ptr [rsp+0x1a0]
  vmovaps ymmword ptr [rsp+0x3120], ymm15
  mov rcx, 0x3eb62c0223a5c824
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x3fe0], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x3fe0]
  vmovq qword ptr [rsp+0x1c0], xmm15
  mov rcx, 0x3eb62c0223a5c824
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x3ff0], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x3ff0]
  vmovq qword ptr [rsp+0x1c8], xmm15
  mov rcx, 0x3eb62c0223a5c824
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x4000], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x4000]
  vmovq qword ptr [rsp+0x1d0], xmm15
  mov rcx, 0x3eb62c0223a5c824
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x4010], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x4010]
  vmovq qword ptr [rsp+0x1d8], xmm15
  mov rcx, 0x3eb62c0223a5c824
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x4020], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x4020]
  vmovq qword ptr [rsp+0x1e0], xmm15
  mov rcx, 0x3eb62c0223a5c824
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x4030], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x4030]
  vmovq qword ptr [rsp+0x1e8], xmm15
  mov rcx, 0x3eb62c0223a5c824
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x4040], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x4040]
  vmovq qword ptr [rsp+0x1f0], xmm15
  mov rcx, 0x3eb62c0223a5c824
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x4050], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x4050]
  vmovq qword ptr [rsp+0x1f8], xmm15
  vmovdqu ymm15, ymmword ptr [rsp+0x1c0]
  vmovaps ymmword ptr [rsp+0x3140], ymm15
  vmovdqu ymm15, ymmword ptr [rsp+0x1e0]
  vmovaps ymmword ptr [rsp+0x3160], ymm15
  mov rcx, 0x3eeffcbfc588b0c7
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x4060], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x4060]
  vmovq qword ptr [rsp+0x200], xmm15
  mov rcx, 0x3eeffcbfc588b0c7
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x4070], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x4070]
  vmovq qword ptr [rsp+0x208], xmm15
  mov rcx, 0x3eeffcbfc588b0c7
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x4080], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x4080]
  vmovq qword ptr [rsp+0x210], xmm15
  mov rcx, 0x3eeffcbfc588b0c7
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x4090], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x4090]
  vmovq qword ptr [rsp+0x218], xmm15
  mov rcx, 0x3eeffcbfc588b0c7
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x40a0], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x40a0]
  vmovq qword ptr [rsp+0x220], xmm15
  mov rcx, 0x3eeffcbfc588b0c7
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x40b0], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x40b0]
  vmovq qword ptr [rsp+0x228], xmm15
  mov rcx, 0x3eeffcbfc588b0c7
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x40c0], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x40c0]
  vmovq qword ptr [rsp+0x230], xmm15
  mov rcx, 0x3eeffcbfc588b0c7
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x40d0], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x40d0]
  vmovq qword ptr [rsp+0x238], xmm15
  vmovdqu ymm15, ymmword ptr [rsp+0x200]
  vmovaps ymmword ptr [rsp+0x3180], ymm15
  vmovdqu ymm15, ymmword ptr [rsp+0x220]
  vmovaps ymmword ptr [rsp+0x31a0], ymm15
  mov rcx, 0x3f2430912f86c787
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x40e0], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x40e0]
  vmovq qword ptr [rsp+0x240], xmm15
  mov rcx, 0x3f2430912f86c787
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x40f0], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x40f0]
  vmovq qword ptr [rsp+0x248], xmm15
  mov rcx, 0x3f2430912f86c787
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x4100], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x4100]
  vmovq qword ptr [rsp+0x250], xmm15
  mov rcx, 0x3f2430912f86c787
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x4110], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x4110]
  vmovq qword ptr [rsp+0x258], xmm15
  mov rcx, 0x3f2430912f86c787
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x4120], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x4120]
  vmovq qword ptr [rsp+0x260], xmm15
  mov rcx, 0x3f2430912f86c787
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x4130], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x4130]
  vmovq qword ptr [rsp+0x268], xmm15
  mov rcx, 0x3f2430912f86c787
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x4140], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x4140]
  vmovq qword ptr [rsp+0x270], xmm15
  mov rcx, 0x3f2430912f86c787
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x4150], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x4150]
  vmovq qword ptr [rsp+0x278], xmm15
  vmovdqu ymm15, ymmword ptr [rsp+0x240]
  vmovaps ymmword ptr [rsp+0x31c0], ymm15
  vmovdqu ymm15, ymmword ptr [rsp+0x260]
  vmovaps ymmword ptr [rsp+0x31e0], ymm15
  mov rcx, 0x3f55d87fe78a6731
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x4160], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x4160]
  vmovq qword ptr [rsp+0x280], xmm15
  mov rcx, 0x3f55d87fe78a6731
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x4170], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x4170]
  vmovq qword ptr [rsp+0x288], xmm15
  mov rcx, 0x3f55d87fe78a6731
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x4180], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x4180]
  vmovq qword ptr [rsp+0x290], xmm15
  mov rcx, 0x3f55d87fe78a6731
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x4190], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x4190]
  vmovq qword ptr [rsp+0x298], xmm15
  mov rcx, 0x3f55d87fe78a6731
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x41a0], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x41a0]
  vmovq qword ptr [rsp+0x2a0], xmm15
  mov rcx, 0x3f55d87fe78a6731
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x41b0], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x41b0]
  vmovq qword ptr [rsp+0x2a8], xmm15
  mov rcx, 0x3f55d87fe78a6731
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x41c0], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x41c0]
  vmovq qword ptr [rsp+0x2b0], xmm15
  mov rcx, 0x3f55d87fe78a6731
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x41d0], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x41d0]
  vmovq qword ptr [rsp+0x2b8], xmm15
  vmovdqu ymm15, ymmword ptr [rsp+0x280]
  vmovaps ymmword ptr [rsp+0x3200], ymm15
  vmovdqu ymm15, ymmword ptr [rsp+0x2a0]
  vmovaps ymmword ptr [rsp+0x3220], ymm15
  mov rcx, 0x3f83b2ab6fba4e77
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x41e0], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x41e0]
  vmovq qword ptr [rsp+0x2c0], xmm15
  mov rcx, 0x3f83b2ab6fba4e77
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x41f0], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x41f0]
  vmovq qword ptr [rsp+0x2c8], xmm15
  mov rcx, 0x3f83b2ab6fba4e77
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x4200], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x4200]
  vmovq qword ptr [rsp+0x2d0], xmm15
  mov rcx, 0x3f83b2ab6fba4e77
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x4210], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x4210]
  vmovq qword ptr [rsp+0x2d8], xmm15
  mov rcx, 0x3f83b2ab6fba4e77
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x4220], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x4220]
  vmovq qword ptr [rsp+0x2e0], xmm15
  mov rcx, 0x3f83b2ab6fba4e77
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x4230], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x4230]
  vmovq qword ptr [rsp+0x2e8], xmm15
  mov rcx, 0x3f83b2ab6fba4e77
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x4240], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x4240]
  vmovq qword ptr [rsp+0x2f0], xmm15
  mov rcx, 0x3f83b2ab6fba4e77
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x4250], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x4250]
  vmovq qword ptr [rsp+0x2f8], xmm15
  vmovdqu ymm15, ymmword ptr [rsp+0x2c0]
  vmovaps ymmword ptr [rsp+0x3240], ymm15
  vmovdqu ymm15, ymmword ptr [rsp+0x2e0]
  vmovaps ymmword ptr [rsp+0x3260], ymm15
  mov rcx, 0x3fac6b08d704a0c0
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x4260], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x4260]
  vmovq qword ptr [rsp+0x300], xmm15
  mov rcx, 0x3fac6b08d704a0c0
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x4270], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x4270]
  vmovq qword ptr [rsp+0x308], xmm15
  mov rcx, 0x3fac6b08d704a0c0
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x4280], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x4280]
  vmovq qword ptr [rsp+0x310], xmm15
  mov rcx, 0x3fac6b08d704a0c0
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x4290], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x4290]
  vmovq qword ptr [rsp+0x318], xmm15
  mov rcx, 0x3fac6b08d704a0c0
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x42a0], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x42a0]
  vmovq qword ptr [rsp+0x320], xmm15
  mov rcx, 0x3fac6b08d704a0c0
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x42b0], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x42b0]
  vmovq qword ptr [rsp+0x328], xmm15
  mov rcx, 0x3fac6b08d704a0c0
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x42c0], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x42c0]
  vmovq qword ptr [rsp+0x330], xmm15
  mov rcx, 0x3fac6b08d704a0c0
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x42d0], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x42d0]
  vmovq qword ptr [rsp+0x338], xmm15
  vmovdqu ymm15, ymmword ptr [rsp+0x300]
  vmovaps ymmword ptr [rsp+0x3280], ymm15
  vmovdqu ymm15, ymmword ptr [rsp+0x320]
  vmovaps ymmword ptr [rsp+0x32a0], ymm15
  mov rcx, 0x3fcebfbdff82c58f
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x42e0], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x42e0]
  vmovq qword ptr [rsp+0x340], xmm15
  mov rcx, 0x3fcebfbdff82c58f
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x42f0], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x42f0]
  vmovq qword ptr [rsp+0x348], xmm15
  mov rcx, 0x3fcebfbdff82c58f
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x4300], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x4300]
  vmovq qword ptr [rsp+0x350], xmm15
  mov rcx, 0x3fcebfbdff82c58f
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x4310], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x4310]
  vmovq qword ptr [rsp+0x358], xmm15
  mov rcx, 0x3fcebfbdff82c58f
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x4320], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x4320]
  vmovq qword ptr [rsp+0x360], xmm15
  mov rcx, 0x3fcebfbdff82c58f
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x4330], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x4330]
  vmovq qword ptr [rsp+0x368], xmm15
  mov rcx, 0x3fcebfbdff82c58f
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x4340], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x4340]
  vmovq qword ptr [rsp+0x370], xmm15
  mov rcx, 0x3fcebfbdff82c58f
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x4350], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x4350]
  vmovq qword ptr [rsp+0x378], xmm15
  vmovdqu ymm15, ymmword ptr [rsp+0x340]
  vmovaps ymmword ptr [rsp+0x32c0], ymm15
  vmovdqu ymm15, ymmword ptr [rsp+0x360]
  vmovaps ymmword ptr [rsp+0x32e0], ymm15
  mov rcx, 0x3fe62e42fefa39ef
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x4360], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x4360]
  vmovq qword ptr [rsp+0x380], xmm15
  mov rcx, 0x3fe62e42fefa39ef
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x4370], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x4370]
  vmovq qword ptr [rsp+0x388], xmm15
  mov rcx, 0x3fe62e42fefa39ef
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x4380], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x4380]
  vmovq qword ptr [rsp+0x390], xmm15
  mov rcx, 0x3fe62e42fefa39ef
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x4390], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x4390]
  vmovq qword ptr [rsp+0x398], xmm15
  mov rcx, 0x3fe62e42fefa39ef
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x43a0], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x43a0]
  vmovq qword ptr [rsp+0x3a0], xmm15
  mov rcx, 0x3fe62e42fefa39ef
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x43b0], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x43b0]
  vmovq qword ptr [rsp+0x3a8], xmm15
  mov rcx, 0x3fe62e42fefa39ef
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x43c0], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x43c0]
  vmovq qword ptr [rsp+0x3b0], xmm15
  mov rcx, 0x3fe62e42fefa39ef
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x43d0], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x43d0]
  vmovq qword ptr [rsp+0x3b8], xmm15
  vmovdqu ymm15, ymmword ptr [rsp+0x380]
  vmovaps ymmword ptr [rsp+0x3300], ymm15
  vmovdqu ymm15, ymmword ptr [rsp+0x3a0]
  vmovaps ymmword ptr [rsp+0x3320], ymm15
  mov ecx, 1
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x43e0], xmm15
  vmovaps xmm14, xmmword ptr [rsp+0x43e0]
  vpbroadcastq ymm15, xmm14
  vmovaps ymmword ptr [rsp+0x3340], ymm15
  vmovaps ymm15, ymmword ptr [rsp+0x3340]
  vmovdqu ymmword ptr [rsp+0x3c0], ymm15
  vmovaps ymm15, ymmword ptr [rsp+0x3340]
  vmovdqu ymmword ptr [rsp+0x3e0], ymm15
  mov r11, qword ptr [rsp+0x3c0]
  mov qword ptr [rsp+0x5820], r11
  vmovaps ymm15, ymmword ptr [rsp+0x3340]
  vmovdqu ymmword ptr [rsp+0x400], ymm15
  vmovaps ymm15, ymmword ptr [rsp+0x3340]
  vmovdqu ymmword ptr [rsp+0x420], ymm15
  mov r11, qword ptr [rsp+0x408]
  mov qword ptr [rsp+0x5828], r11
  vmovaps ymm15, ymmword ptr [rsp+0x3340]
  vmovdqu ymmword ptr [rsp+0x440], ymm15
  vmovaps ymm15, ymmword ptr [rsp+0x3340]
  vmovdqu ymmword ptr [rsp+0x460], ymm15
  mov r11, qword ptr [rsp+0x450]
  mov qword ptr [rsp+0x5830], r11
  vmovaps ymm15, ymmword ptr [rsp+0x3340]
  vmovdqu ymmword ptr [rsp+0x480], ymm15
  vmovaps ymm15, ymmword ptr [rsp+0x3340]
  vmovdqu ymmword ptr [rsp+0x4a0], ymm15
  mov r11, qword ptr [rsp+0x498]
  mov qword ptr [rsp+0x5838], r11
  vmovaps ymm15, ymmword ptr [rsp+0x3340]
  vmovdqu ymmword ptr [rsp+0x4c0], ymm15
  vmovaps ymm15, ymmword ptr [rsp+0x3340]
  vmovdqu ymmword ptr [rsp+0x4e0], ymm15
  mov r11, qword ptr [rsp+0x4e0]
  mov qword ptr [rsp+0x5840], r11
  vmovaps ymm15, ymmword ptr [rsp+0x3340]
  vmovdqu ymmword ptr [rsp+0x500], ymm15
  vmovaps ymm15, ymmword ptr [rsp+0x3340]
  vmovdqu ymmword ptr [rsp+0x520], ymm15
  mov r11, qword ptr [rsp+0x528]
  mov qword ptr [rsp+0x5848], r11
  vmovaps ymm15, ymmword ptr [rsp+0x3340]
  vmovdqu ymmword ptr [rsp+0x540], ymm15
  vmovaps ymm15, ymmword ptr [rsp+0x3340]
  vmovdqu ymmword ptr [rsp+0x560], ymm15
  mov r11, qword ptr [rsp+0x570]
  mov qword ptr [rsp+0x5850], r11
  vmovaps ymm15, ymmword ptr [rsp+0x3340]
  vmovdqu ymmword ptr [rsp+0x580], ymm15
  vmovaps ymm15, ymmword ptr [rsp+0x3340]
  vmovdqu ymmword ptr [rsp+0x5a0], ymm15
  mov r11, qword ptr [rsp+0x5b8]
  mov qword ptr [rsp+0x5858], r11
  mov ecx, 0x3ff
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x43f0], xmm15
  vmovaps xmm14, xmmword ptr [rsp+0x43f0]
  vpbroadcastq ymm15, xmm14
  vmovaps ymmword ptr [rsp+0x3360], ymm15
  mov ecx, 0x34
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x4400], xmm15
  vmovaps xmm14, xmmword ptr [rsp+0x4400]
  vpbroadcastq ymm15, xmm14
  vmovaps ymmword ptr [rsp+0x3380], ymm15
  vmovaps ymm15, ymmword ptr [rsp+0x3380]
  vmovdqu ymmword ptr [rsp+0x5c0], ymm15
  vmovaps ymm15, ymmword ptr [rsp+0x3380]
  vmovdqu ymmword ptr [rsp+0x5e0], ymm15
  mov r11, qword ptr [rsp+0x5c0]
  mov qword ptr [rsp+0x5860], r11
  vmovaps ymm15, ymmword ptr [rsp+0x3380]
  vmovdqu ymmword ptr [rsp+0x600], ymm15
  vmovaps ymm15, ymmword ptr [rsp+0x3380]
  vmovdqu ymmword ptr [rsp+0x620], ymm15
  mov r11, qword ptr [rsp+0x608]
  mov qword ptr [rsp+0x5868], r11
  vmovaps ymm15, ymmword ptr [rsp+0x3380]
  vmovdqu ymmword ptr [rsp+0x640], ymm15
  vmovaps ymm15, ymmword ptr [rsp+0x3380]
  vmovdqu ymmword ptr [rsp+0x660], ymm15
  mov r11, qword ptr [rsp+0x650]
  mov qword ptr [rsp+0x5870], r11
  vmovaps ymm15, ymmword ptr [rsp+0x3380]
  vmovdqu ymmword ptr [rsp+0x680], ymm15
  vmovaps ymm15, ymmword ptr [rsp+0x3380]
  vmovdqu ymmword ptr [rsp+0x6a0], ymm15
  mov r11, qword ptr [rsp+0x698]
  mov qword ptr [rsp+0x5878], r11
  vmovaps ymm15, ymmword ptr [rsp+0x3380]
  vmovdqu ymmword ptr [rsp+0x6c0], ymm15
  vmovaps ymm15, ymmword ptr [rsp+0x3380]
  vmovdqu ymmword ptr [rsp+0x6e0], ymm15
  mov r11, qword ptr [rsp+0x6e0]
  mov qword ptr [rsp+0x5880], r11
  vmovaps ymm15, ymmword ptr [rsp+0x3380]
  vmovdqu ymmword ptr [rsp+0x700], ymm15
  vmovaps ymm15, ymmword ptr [rsp+0x3380]
  vmovdqu ymmword ptr [rsp+0x720], ymm15
  mov r11, qword ptr [rsp+0x728]
  mov qword ptr [rsp+0x5888], r11
  vmovaps ymm15, ymmword ptr [rsp+0x3380]
  vmovdqu ymmword ptr [rsp+0x740], ymm15
  vmovaps ymm15, ymmword ptr [rsp+0x3380]
  vmovdqu ymmword ptr [rsp+0x760], ymm15
  mov r11, qword ptr [rsp+0x770]
  mov qword ptr [rsp+0x5890], r11
  vmovaps ymm15, ymmword ptr [rsp+0x3380]
  vmovdqu ymmword ptr [rsp+0x780], ymm15
  vmovaps ymm15, ymmword ptr [rsp+0x3380]
  vmovdqu ymmword ptr [rsp+0x7a0], ymm15
  mov r11, qword ptr [rsp+0x7b8]
  mov qword ptr [rsp+0x5898], r11
  mov rcx, 0x7ff0000000000000
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x4410], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x4410]
  vmovq qword ptr [rsp+0x7c0], xmm15
  mov rcx, 0x7ff0000000000000
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x4420], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x4420]
  vmovq qword ptr [rsp+0x7c8], xmm15
  mov rcx, 0x7ff0000000000000
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x4430], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x4430]
  vmovq qword ptr [rsp+0x7d0], xmm15
  mov rcx, 0x7ff0000000000000
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x4440], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x4440]
  vmovq qword ptr [rsp+0x7d8], xmm15
  mov rcx, 0x7ff0000000000000
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x4450], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x4450]
  vmovq qword ptr [rsp+0x7e0], xmm15
  mov rcx, 0x7ff0000000000000
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x4460], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x4460]
  vmovq qword ptr [rsp+0x7e8], xmm15
  mov rcx, 0x7ff0000000000000
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x4470], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x4470]
  vmovq qword ptr [rsp+0x7f0], xmm15
  mov rcx, 0x7ff0000000000000
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x4480], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x4480]
  vmovq qword ptr [rsp+0x7f8], xmm15
  vmovdqu ymm15, ymmword ptr [rsp+0x7c0]
  vmovaps ymmword ptr [rsp+0x33a0], ymm15
  vmovdqu ymm15, ymmword ptr [rsp+0x7e0]
  vmovaps ymmword ptr [rsp+0x33c0], ymm15
  mov rcx, 0x3ff6a09e667f3bcd
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x4490], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x4490]
  vmovq qword ptr [rsp+0x800], xmm15
  mov rcx, 0x3ff6a09e667f3bcd
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x44a0], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x44a0]
  vmovq qword ptr [rsp+0x808], xmm15
  mov rcx, 0x3ff6a09e667f3bcd
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x44b0], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x44b0]
  vmovq qword ptr [rsp+0x810], xmm15
  mov rcx, 0x3ff6a09e667f3bcd
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x44c0], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x44c0]
  vmovq qword ptr [rsp+0x818], xmm15
  mov rcx, 0x3ff6a09e667f3bcd
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x44d0], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x44d0]
  vmovq qword ptr [rsp+0x820], xmm15
  mov rcx, 0x3ff6a09e667f3bcd
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x44e0], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x44e0]
  vmovq qword ptr [rsp+0x828], xmm15
  mov rcx, 0x3ff6a09e667f3bcd
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x44f0], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x44f0]
  vmovq qword ptr [rsp+0x830], xmm15
  mov rcx, 0x3ff6a09e667f3bcd
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x4500], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x4500]
  vmovq qword ptr [rsp+0x838], xmm15
  vmovdqu ymm15, ymmword ptr [rsp+0x800]
  vmovaps ymmword ptr [rsp+0x33e0], ymm15
  vmovdqu ymm15, ymmword ptr [rsp+0x820]
  vmovaps ymmword ptr [rsp+0x3400], ymm15
  vmovaps ymm15, ymmword ptr [rsp+0x30c0]
  vmovdqu ymmword ptr [rsp+0x840], ymm15
  vmovaps ymm15, ymmword ptr [rsp+0x30e0]
  vmovdqu ymmword ptr [rsp+0x860], ymm15
  vmovq xmm15, qword ptr [rsp+0x848]
  vmovaps xmmword ptr [rsp+0x4510], xmm15
  vmovaps ymm15, ymmword ptr [rsp+0x30c0]
  vmovdqu ymmword ptr [rsp+0x880], ymm15
  vmovaps ymm15, ymmword ptr [rsp+0x30e0]
  vmovdqu ymmword ptr [rsp+0x8a0], ymm15
  vmovq xmm15, qword ptr [rsp+0x890]
  vmovaps xmmword ptr [rsp+0x4520], xmm15
  vmovaps ymm15, ymmword ptr [rsp+0x30c0]
  vmovdqu ymmword ptr [rsp+0x8c0], ymm15
  vmovaps ymm15, ymmword ptr [rsp+0x30e0]
  vmovdqu ymmword ptr [rsp+0x8e0], ymm15
  vmovq xmm15, qword ptr [rsp+0x8d8]
  vmovaps xmmword ptr [rsp+0x4530], xmm15
  vmovaps ymm15, ymmword ptr [rsp+0x30c0]
  vmovdqu ymmword ptr [rsp+0x900], ymm15
  vmovaps ymm15, ymmword ptr [rsp+0x30e0]
  vmovdqu ymmword ptr [rsp+0x920], ymm15
  vmovq xmm15, qword ptr [rsp+0x920]
  vmovaps xmmword ptr [rsp+0x4540], xmm15
  vmovaps ymm15, ymmword ptr [rsp+0x30c0]
  vmovdqu ymmword ptr [rsp+0x940], ymm15
  vmovaps ymm15, ymmword ptr [rsp+0x30e0]
  vmovdqu ymmword ptr [rsp+0x960], ymm15
  vmovq xmm15, qword ptr [rsp+0x968]
  vmovaps xmmword ptr [rsp+0x4550], xmm15
  vmovaps ymm15, ymmword ptr [rsp+0x30c0]
  vmovdqu ymmword ptr [rsp+0x980], ymm15
  vmovaps ymm15, ymmword ptr [rsp+0x30e0]
  vmovdqu ymmword ptr [rsp+0x9a0], ymm15
  vmovq xmm15, qword ptr [rsp+0x9b0]
  vmovaps xmmword ptr [rsp+0x4560], xmm15
  vmovaps ymm15, ymmword ptr [rsp+0x30c0]
  vmovdqu ymmword ptr [rsp+0x9c0], ymm15
  vmovaps ymm15, ymmword ptr [rsp+0x30e0]
  vmovdqu ymmword ptr [rsp+0x9e0], ymm15
  vmovq xmm15, qword ptr [rsp+0x9f8]
  vmovaps xmmword ptr [rsp+0x4570], xmm15
  mov rcx, 0x10000000000000
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x4580], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x4580]
  vmovq qword ptr [rsp+0xa00], xmm15
  mov rcx, 0x10000000000000
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x4590], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x4590]
  vmovq qword ptr [rsp+0xa08], xmm15
  mov rcx, 0x10000000000000
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x45a0], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x45a0]
  vmovq qword ptr [rsp+0xa10], xmm15
  mov rcx, 0x10000000000000
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x45b0], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x45b0]
  vmovq qword ptr [rsp+0xa18], xmm15
  mov rcx, 0x10000000000000
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x45c0], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x45c0]
  vmovq qword ptr [rsp+0xa20], xmm15
  mov rcx, 0x10000000000000
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x45d0], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x45d0]
  vmovq qword ptr [rsp+0xa28], xmm15
  mov rcx, 0x10000000000000
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x45e0], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x45e0]
  vmovq qword ptr [rsp+0xa30], xmm15
  mov rcx, 0x10000000000000
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x45f0], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x45f0]
  vmovq qword ptr [rsp+0xa38], xmm15
  vmovdqu ymm15, ymmword ptr [rsp+0xa00]
  vmovaps ymmword ptr [rsp+0x3420], ymm15
  vmovdqu ymm15, ymmword ptr [rsp+0xa20]
  vmovaps ymmword ptr [rsp+0x3440], ymm15
  mov rcx, 0x4350000000000000
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x4600], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x4600]
  vmovq qword ptr [rsp+0xa40], xmm15
  mov rcx, 0x4350000000000000
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x4610], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x4610]
  vmovq qword ptr [rsp+0xa48], xmm15
  mov rcx, 0x4350000000000000
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x4620], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x4620]
  vmovq qword ptr [rsp+0xa50], xmm15
  mov rcx, 0x4350000000000000
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x4630], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x4630]
  vmovq qword ptr [rsp+0xa58], xmm15
  mov rcx, 0x4350000000000000
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x4640], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x4640]
  vmovq qword ptr [rsp+0xa60], xmm15
  mov rcx, 0x4350000000000000
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x4650], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x4650]
  vmovq qword ptr [rsp+0xa68], xmm15
  mov rcx, 0x4350000000000000
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x4660], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x4660]
  vmovq qword ptr [rsp+0xa70], xmm15
  mov rcx, 0x4350000000000000
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x4670], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x4670]
  vmovq qword ptr [rsp+0xa78], xmm15
  vmovdqu ymm15, ymmword ptr [rsp+0xa40]
  vmovaps ymmword ptr [rsp+0x3460], ymm15
  vmovdqu ymm15, ymmword ptr [rsp+0xa60]
  vmovaps ymmword ptr [rsp+0x3480], ymm15
  mov rcx, 0xfffffffffffff
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x4680], xmm15
  vmovaps xmm14, xmmword ptr [rsp+0x4680]
  vpbroadcastq ymm15, xmm14
  vmovaps ymmword ptr [rsp+0x34a0], ymm15
  mov rcx, 0x3ff0000000000000
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x4690], xmm15
  vmovaps xmm14, xmmword ptr [rsp+0x4690]
  vpbroadcastq ymm15, xmm14
  vmovaps ymmword ptr [rsp+0x34c0], ymm15
  mov rcx, 0xffffffff00000000
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x46a0], xmm15
  vmovaps xmm14, xmmword ptr [rsp+0x46a0]
  vpbroadcastq ymm15, xmm14
  vmovaps ymmword ptr [rsp+0x34e0], ymm15
  mov rcx, 0x4000000000000000
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x46b0], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x46b0]
  vmovq qword ptr [rsp+0xa80], xmm15
  mov rcx, 0x4000000000000000
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x46c0], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x46c0]
  vmovq qword ptr [rsp+0xa88], xmm15
  mov rcx, 0x4000000000000000
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x46d0], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x46d0]
  vmovq qword ptr [rsp+0xa90], xmm15
  mov rcx, 0x4000000000000000
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x46e0], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x46e0]
  vmovq qword ptr [rsp+0xa98], xmm15
  mov rcx, 0x4000000000000000
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x46f0], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x46f0]
  vmovq qword ptr [rsp+0xaa0], xmm15
  mov rcx, 0x4000000000000000
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x4700], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x4700]
  vmovq qword ptr [rsp+0xaa8], xmm15
  mov rcx, 0x4000000000000000
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x4710], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x4710]
  vmovq qword ptr [rsp+0xab0], xmm15
  mov rcx, 0x4000000000000000
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x4720], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x4720]
  vmovq qword ptr [rsp+0xab8], xmm15
  vmovdqu ymm15, ymmword ptr [rsp+0xa80]
  vmovaps ymmword ptr [rsp+0x3500], ymm15
  vmovdqu ymm15, ymmword ptr [rsp+0xaa0]
  vmovaps ymmword ptr [rsp+0x3520], ymm15
  mov rcx, 0x3fc3b13b13b13b14
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x4730], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x4730]
  vmovq qword ptr [rsp+0xac0], xmm15
  mov rcx, 0x3fc3b13b13b13b14
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x4740], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x4740]
  vmovq qword ptr [rsp+0xac8], xmm15
  mov rcx, 0x3fc3b13b13b13b14
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x4750], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x4750]
  vmovq qword ptr [rsp+0xad0], xmm15
  mov rcx, 0x3fc3b13b13b13b14
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x4760], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x4760]
  vmovq qword ptr [rsp+0xad8], xmm15
  mov rcx, 0x3fc3b13b13b13b14
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x4770], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x4770]
  vmovq qword ptr [rsp+0xae0], xmm15
  mov rcx, 0x3fc3b13b13b13b14
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x4780], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x4780]
  vmovq qword ptr [rsp+0xae8], xmm15
  mov rcx, 0x3fc3b13b13b13b14
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x4790], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x4790]
  vmovq qword ptr [rsp+0xaf0], xmm15
  mov rcx, 0x3fc3b13b13b13b14
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x47a0], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x47a0]
  vmovq qword ptr [rsp+0xaf8], xmm15
  vmovdqu ymm15, ymmword ptr [rsp+0xac0]
  vmovaps ymmword ptr [rsp+0x3540], ymm15
  vmovdqu ymm15, ymmword ptr [rsp+0xae0]
  vmovaps ymmword ptr [rsp+0x3560], ymm15
  mov rcx, 0x3fc745d1745d1746
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x47b0], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x47b0]
  vmovq qword ptr [rsp+0xb00], xmm15
  mov rcx, 0x3fc745d1745d1746
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x47c0], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x47c0]
  vmovq qword ptr [rsp+0xb08], xmm15
  mov rcx, 0x3fc745d1745d1746
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x47d0], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x47d0]
  vmovq qword ptr [rsp+0xb10], xmm15
  mov rcx, 0x3fc745d1745d1746
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x47e0], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x47e0]
  vmovq qword ptr [rsp+0xb18], xmm15
  mov rcx, 0x3fc745d1745d1746
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x47f0], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x47f0]
  vmovq qword ptr [rsp+0xb20], xmm15
  mov rcx, 0x3fc745d1745d1746
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x4800], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x4800]
  vmovq qword ptr [rsp+0xb28], xmm15
  mov rcx, 0x3fc745d1745d1746
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x4810], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x4810]
  vmovq qword ptr [rsp+0xb30], xmm15
  mov rcx, 0x3fc745d1745d1746
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x4820], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x4820]
  vmovq qword ptr [rsp+0xb38], xmm15
  vmovdqu ymm15, ymmword ptr [rsp+0xb00]
  vmovaps ymmword ptr [rsp+0x3580], ymm15
  vmovdqu ymm15, ymmword ptr [rsp+0xb20]
  vmovaps ymmword ptr [rsp+0x35a0], ymm15
  mov rcx, 0x3fcc71c71c71c71c
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x4830], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x4830]
  vmovq qword ptr [rsp+0xb40], xmm15
  mov rcx, 0x3fcc71c71c71c71c
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x4840], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x4840]
  vmovq qword ptr [rsp+0xb48], xmm15
  mov rcx, 0x3fcc71c71c71c71c
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x4850], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x4850]
  vmovq qword ptr [rsp+0xb50], xmm15
  mov rcx, 0x3fcc71c71c71c71c
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x4860], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x4860]
  vmovq qword ptr [rsp+0xb58], xmm15
  mov rcx, 0x3fcc71c71c71c71c
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x4870], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x4870]
  vmovq qword ptr [rsp+0xb60], xmm15
  mov rcx, 0x3fcc71c71c71c71c
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x4880], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x4880]
  vmovq qword ptr [rsp+0xb68], xmm15
  mov rcx, 0x3fcc71c71c71c71c
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x4890], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x4890]
  vmovq qword ptr [rsp+0xb70], xmm15
  mov rcx, 0x3fcc71c71c71c71c
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x48a0], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x48a0]
  vmovq qword ptr [rsp+0xb78], xmm15
  vmovdqu ymm15, ymmword ptr [rsp+0xb40]
  vmovaps ymmword ptr [rsp+0x35c0], ymm15
  vmovdqu ymm15, ymmword ptr [rsp+0xb60]
  vmovaps ymmword ptr [rsp+0x35e0], ymm15
  mov rcx, 0x3fd2492492492492
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x48b0], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x48b0]
  vmovq qword ptr [rsp+0xb80], xmm15
  mov rcx, 0x3fd2492492492492
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x48c0], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x48c0]
  vmovq qword ptr [rsp+0xb88], xmm15
  mov rcx, 0x3fd2492492492492
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x48d0], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x48d0]
  vmovq qword ptr [rsp+0xb90], xmm15
  mov rcx, 0x3fd2492492492492
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x48e0], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x48e0]
  vmovq qword ptr [rsp+0xb98], xmm15
  mov rcx, 0x3fd2492492492492
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x48f0], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x48f0]
  vmovq qword ptr [rsp+0xba0], xmm15
  mov rcx, 0x3fd2492492492492
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x4900], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x4900]
  vmovq qword ptr [rsp+0xba8], xmm15
  mov rcx, 0x3fd2492492492492
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x4910], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x4910]
  vmovq qword ptr [rsp+0xbb0], xmm15
  mov rcx, 0x3fd2492492492492
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x4920], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x4920]
  vmovq qword ptr [rsp+0xbb8], xmm15
  vmovdqu ymm15, ymmword ptr [rsp+0xb80]
  vmovaps ymmword ptr [rsp+0x3600], ymm15
  vmovdqu ymm15, ymmword ptr [rsp+0xba0]
  vmovaps ymmword ptr [rsp+0x3620], ymm15
  mov rcx, 0x3fd999999999999a
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x4930], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x4930]
  vmovq qword ptr [rsp+0xbc0], xmm15
  mov rcx, 0x3fd999999999999a
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x4940], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x4940]
  vmovq qword ptr [rsp+0xbc8], xmm15
  mov rcx, 0x3fd999999999999a
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x4950], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x4950]
  vmovq qword ptr [rsp+0xbd0], xmm15
  mov rcx, 0x3fd999999999999a
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x4960], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x4960]
  vmovq qword ptr [rsp+0xbd8], xmm15
  mov rcx, 0x3fd999999999999a
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x4970], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x4970]
  vmovq qword ptr [rsp+0xbe0], xmm15
  mov rcx, 0x3fd999999999999a
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x4980], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x4980]
  vmovq qword ptr [rsp+0xbe8], xmm15
  mov rcx, 0x3fd999999999999a
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x4990], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x4990]
  vmovq qword ptr [rsp+0xbf0], xmm15
  mov rcx, 0x3fd999999999999a
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x49a0], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x49a0]
  vmovq qword ptr [rsp+0xbf8], xmm15
  vmovdqu ymm15, ymmword ptr [rsp+0xbc0]
  vmovaps ymmword ptr [rsp+0x3640], ymm15
  vmovdqu ymm15, ymmword ptr [rsp+0xbe0]
  vmovaps ymmword ptr [rsp+0x3660], ymm15
  mov rcx, 0x3fe5555555555555
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x49b0], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x49b0]
  vmovq qword ptr [rsp+0xc00], xmm15
  mov rcx, 0x3fe5555555555555
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x49c0], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x49c0]
  vmovq qword ptr [rsp+0xc08], xmm15
  mov rcx, 0x3fe5555555555555
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x49d0], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x49d0]
  vmovq qword ptr [rsp+0xc10], xmm15
  mov rcx, 0x3fe5555555555555
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x49e0], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x49e0]
  vmovq qword ptr [rsp+0xc18], xmm15
  mov rcx, 0x3fe5555555555555
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x49f0], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x49f0]
  vmovq qword ptr [rsp+0xc20], xmm15
  mov rcx, 0x3fe5555555555555
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x4a00], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x4a00]
  vmovq qword ptr [rsp+0xc28], xmm15
  mov rcx, 0x3fe5555555555555
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x4a10], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x4a10]
  vmovq qword ptr [rsp+0xc30], xmm15
  mov rcx, 0x3fe5555555555555
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x4a20], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x4a20]
  vmovq qword ptr [rsp+0xc38], xmm15
  vmovdqu ymm15, ymmword ptr [rsp+0xc00]
  vmovaps ymmword ptr [rsp+0x3680], ymm15
  vmovdqu ymm15, ymmword ptr [rsp+0xc20]
  vmovaps ymmword ptr [rsp+0x36a0], ymm15
  mov rcx, 0x3de705fc2eefa200
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x4a30], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x4a30]
  vmovq qword ptr [rsp+0xc40], xmm15
  mov rcx, 0x3de705fc2eefa200
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x4a40], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x4a40]
  vmovq qword ptr [rsp+0xc48], xmm15
  mov rcx, 0x3de705fc2eefa200
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x4a50], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x4a50]
  vmovq qword ptr [rsp+0xc50], xmm15
  mov rcx, 0x3de705fc2eefa200
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x4a60], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x4a60]
  vmovq qword ptr [rsp+0xc58], xmm15
  mov rcx, 0x3de705fc2eefa200
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x4a70], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x4a70]
  vmovq qword ptr [rsp+0xc60], xmm15
  mov rcx, 0x3de705fc2eefa200
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x4a80], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x4a80]
  vmovq qword ptr [rsp+0xc68], xmm15
  mov rcx, 0x3de705fc2eefa200
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x4a90], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x4a90]
  vmovq qword ptr [rsp+0xc70], xmm15
  mov rcx, 0x3de705fc2eefa200
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x4aa0], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x4aa0]
  vmovq qword ptr [rsp+0xc78], xmm15
  vmovdqu ymm15, ymmword ptr [rsp+0xc40]
  vmovaps ymmword ptr [rsp+0x36c0], ymm15
  vmovdqu ymm15, ymmword ptr [rsp+0xc60]
  vmovaps ymmword ptr [rsp+0x36e0], ymm15
  mov rcx, 0x3ff7154765200000
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x4ab0], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x4ab0]
  vmovq qword ptr [rsp+0xc80], xmm15
  mov rcx, 0x3ff7154765200000
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x4ac0], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x4ac0]
  vmovq qword ptr [rsp+0xc88], xmm15
  mov rcx, 0x3ff7154765200000
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x4ad0], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x4ad0]
  vmovq qword ptr [rsp+0xc90], xmm15
  mov rcx, 0x3ff7154765200000
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x4ae0], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x4ae0]
  vmovq qword ptr [rsp+0xc98], xmm15
  mov rcx, 0x3ff7154765200000
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x4af0], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x4af0]
  vmovq qword ptr [rsp+0xca0], xmm15
  mov rcx, 0x3ff7154765200000
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x4b00], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x4b00]
  vmovq qword ptr [rsp+0xca8], xmm15
  mov rcx, 0x3ff7154765200000
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x4b10], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x4b10]
  vmovq qword ptr [rsp+0xcb0], xmm15
  mov rcx, 0x3ff7154765200000
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x4b20], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x4b20]
  vmovq qword ptr [rsp+0xcb8], xmm15
  vmovdqu ymm15, ymmword ptr [rsp+0xc80]
  vmovaps ymmword ptr [rsp+0x3700], ymm15
  vmovdqu ymm15, ymmword ptr [rsp+0xca0]
  vmovaps ymmword ptr [rsp+0x3720], ymm15
  mov rcx, 0x404b000000000000
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x4b30], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x4b30]
  vmovq qword ptr [rsp+0xcc0], xmm15
  mov rcx, 0x404b000000000000
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x4b40], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x4b40]
  vmovq qword ptr [rsp+0xcc8], xmm15
  mov rcx, 0x404b000000000000
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x4b50], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x4b50]
  vmovq qword ptr [rsp+0xcd0], xmm15
  mov rcx, 0x404b000000000000
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x4b60], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x4b60]
  vmovq qword ptr [rsp+0xcd8], xmm15
  mov rcx, 0x404b000000000000
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x4b70], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x4b70]
  vmovq qword ptr [rsp+0xce0], xmm15
  mov rcx, 0x404b000000000000
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x4b80], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x4b80]
  vmovq qword ptr [rsp+0xce8], xmm15
  mov rcx, 0x404b000000000000
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x4b90], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x4b90]
  vmovq qword ptr [rsp+0xcf0], xmm15
  mov rcx, 0x404b000000000000
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x4ba0], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x4ba0]
  vmovq qword ptr [rsp+0xcf8], xmm15
  vmovdqu ymm15, ymmword ptr [rsp+0xcc0]
  vmovaps ymmword ptr [rsp+0x3740], ymm15
  vmovdqu ymm15, ymmword ptr [rsp+0xce0]
  vmovaps ymmword ptr [rsp+0x3760], ymm15
  mov rcx, 0xfff0000000000000
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x4bb0], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x4bb0]
  vmovq qword ptr [rsp+0xd00], xmm15
  mov rcx, 0xfff0000000000000
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x4bc0], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x4bc0]
  vmovq qword ptr [rsp+0xd08], xmm15
  mov rcx, 0xfff0000000000000
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x4bd0], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x4bd0]
  vmovq qword ptr [rsp+0xd10], xmm15
  mov rcx, 0xfff0000000000000
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x4be0], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x4be0]
  vmovq qword ptr [rsp+0xd18], xmm15
  mov rcx, 0xfff0000000000000
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x4bf0], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x4bf0]
  vmovq qword ptr [rsp+0xd20], xmm15
  mov rcx, 0xfff0000000000000
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x4c00], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x4c00]
  vmovq qword ptr [rsp+0xd28], xmm15
  mov rcx, 0xfff0000000000000
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x4c10], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x4c10]
  vmovq qword ptr [rsp+0xd30], xmm15
  mov rcx, 0xfff0000000000000
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x4c20], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x4c20]
  vmovq qword ptr [rsp+0xd38], xmm15
  vmovdqu ymm15, ymmword ptr [rsp+0xd00]
  vmovaps ymmword ptr [rsp+0x3780], ymm15
  vmovdqu ymm15, ymmword ptr [rsp+0xd20]
  vmovaps ymmword ptr [rsp+0x37a0], ymm15
  mov rcx, 0x7ff8000000000000
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x4c30], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x4c30]
  vmovq qword ptr [rsp+0xd40], xmm15
  mov rcx, 0x7ff8000000000000
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x4c40], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x4c40]
  vmovq qword ptr [rsp+0xd48], xmm15
  mov rcx, 0x7ff8000000000000
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x4c50], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x4c50]
  vmovq qword ptr [rsp+0xd50], xmm15
  mov rcx, 0x7ff8000000000000
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x4c60], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x4c60]
  vmovq qword ptr [rsp+0xd58], xmm15
  mov rcx, 0x7ff8000000000000
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x4c70], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x4c70]
  vmovq qword ptr [rsp+0xd60], xmm15
  mov rcx, 0x7ff8000000000000
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x4c80], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x4c80]
  vmovq qword ptr [rsp+0xd68], xmm15
  mov rcx, 0x7ff8000000000000
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x4c90], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x4c90]
  vmovq qword ptr [rsp+0xd70], xmm15
  mov rcx, 0x7ff8000000000000
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x4ca0], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x4ca0]
  vmovq qword ptr [rsp+0xd78], xmm15
  vmovdqu ymm15, ymmword ptr [rsp+0xd40]
  vmovaps ymmword ptr [rsp+0x37c0], ymm15
  vmovdqu ymm15, ymmword ptr [rsp+0xd60]
  vmovaps ymmword ptr [rsp+0x37e0], ymm15
  mov rcx, 0x3ff8000000000000
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x4cb0], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x4cb0]
  vmovq qword ptr [rsp+0xd80], xmm15
  mov rcx, 0x3ff8000000000000
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x4cc0], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x4cc0]
  vmovq qword ptr [rsp+0xd88], xmm15
  mov rcx, 0x3ff8000000000000
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x4cd0], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x4cd0]
  vmovq qword ptr [rsp+0xd90], xmm15
  mov rcx, 0x3ff8000000000000
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x4ce0], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x4ce0]
  vmovq qword ptr [rsp+0xd98], xmm15
  mov rcx, 0x3ff8000000000000
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x4cf0], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x4cf0]
  vmovq qword ptr [rsp+0xda0], xmm15
  mov rcx, 0x3ff8000000000000
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x4d00], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x4d00]
  vmovq qword ptr [rsp+0xda8], xmm15
  mov rcx, 0x3ff8000000000000
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x4d10], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x4d10]
  vmovq qword ptr [rsp+0xdb0], xmm15
  mov rcx, 0x3ff8000000000000
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x4d20], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x4d20]
  vmovq qword ptr [rsp+0xdb8], xmm15
  vmovdqu ymm15, ymmword ptr [rsp+0xd80]
  vmovaps ymmword ptr [rsp+0x3800], ymm15
  vmovdqu ymm15, ymmword ptr [rsp+0xda0]
  vmovaps ymmword ptr [rsp+0x3820], ymm15
  mov rcx, 0x3fe45f306dc9c883
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x4d30], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x4d30]
  vmovq qword ptr [rsp+0xdc0], xmm15
  mov rcx, 0x3fe45f306dc9c883
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x4d40], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x4d40]
  vmovq qword ptr [rsp+0xdc8], xmm15
  mov rcx, 0x3fe45f306dc9c883
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x4d50], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x4d50]
  vmovq qword ptr [rsp+0xdd0], xmm15
  mov rcx, 0x3fe45f306dc9c883
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x4d60], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x4d60]
  vmovq qword ptr [rsp+0xdd8], xmm15
  mov rcx, 0x3fe45f306dc9c883
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x4d70], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x4d70]
  vmovq qword ptr [rsp+0xde0], xmm15
  mov rcx, 0x3fe45f306dc9c883
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x4d80], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x4d80]
  vmovq qword ptr [rsp+0xde8], xmm15
  mov rcx, 0x3fe45f306dc9c883
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x4d90], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x4d90]
  vmovq qword ptr [rsp+0xdf0], xmm15
  mov rcx, 0x3fe45f306dc9c883
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x4da0], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x4da0]
  vmovq qword ptr [rsp+0xdf8], xmm15
  vmovdqu ymm15, ymmword ptr [rsp+0xdc0]
  vmovaps ymmword ptr [rsp+0x3840], ymm15
  vmovdqu ymm15, ymmword ptr [rsp+0xde0]
  vmovaps ymmword ptr [rsp+0x3860], ymm15
  mov rcx, 0x3fd0000000000000
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x4db0], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x4db0]
  vmovq qword ptr [rsp+0xe00], xmm15
  mov rcx, 0x3fd0000000000000
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x4dc0], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x4dc0]
  vmovq qword ptr [rsp+0xe08], xmm15
  mov rcx, 0x3fd0000000000000
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x4dd0], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x4dd0]
  vmovq qword ptr [rsp+0xe10], xmm15
  mov rcx, 0x3fd0000000000000
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x4de0], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x4de0]
  vmovq qword ptr [rsp+0xe18], xmm15
  mov rcx, 0x3fd0000000000000
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x4df0], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x4df0]
  vmovq qword ptr [rsp+0xe20], xmm15
  mov rcx, 0x3fd0000000000000
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x4e00], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x4e00]
  vmovq qword ptr [rsp+0xe28], xmm15
  mov rcx, 0x3fd0000000000000
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x4e10], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x4e10]
  vmovq qword ptr [rsp+0xe30], xmm15
  mov rcx, 0x3fd0000000000000
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x4e20], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x4e20]
  vmovq qword ptr [rsp+0xe38], xmm15
  vmovdqu ymm15, ymmword ptr [rsp+0xe00]
  vmovaps ymmword ptr [rsp+0x3880], ymm15
  vmovdqu ymm15, ymmword ptr [rsp+0xe20]
  vmovaps ymmword ptr [rsp+0x38a0], ymm15
  mov rcx, 0x4010000000000000
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x4e30], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x4e30]
  vmovq qword ptr [rsp+0xe40], xmm15
  mov rcx, 0x4010000000000000
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x4e40], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x4e40]
  vmovq qword ptr [rsp+0xe48], xmm15
  mov rcx, 0x4010000000000000
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x4e50], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x4e50]
  vmovq qword ptr [rsp+0xe50], xmm15
  mov rcx, 0x4010000000000000
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x4e60], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x4e60]
  vmovq qword ptr [rsp+0xe58], xmm15
  mov rcx, 0x4010000000000000
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x4e70], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x4e70]
  vmovq qword ptr [rsp+0xe60], xmm15
  mov rcx, 0x4010000000000000
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x4e80], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x4e80]
  vmovq qword ptr [rsp+0xe68], xmm15
  mov rcx, 0x4010000000000000
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x4e90], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x4e90]
  vmovq qword ptr [rsp+0xe70], xmm15
  mov rcx, 0x4010000000000000
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x4ea0], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x4ea0]
  vmovq qword ptr [rsp+0xe78], xmm15
  vmovdqu ymm15, ymmword ptr [rsp+0xe40]
  vmovaps ymmword ptr [rsp+0x38c0], ymm15
  vmovdqu ymm15, ymmword ptr [rsp+0xe60]
  vmovaps ymmword ptr [rsp+0x38e0], ymm15
  mov rcx, 0x4008000000000000
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x4eb0], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x4eb0]
  vmovq qword ptr [rsp+0xe80], xmm15
  mov rcx, 0x4008000000000000
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x4ec0], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x4ec0]
  vmovq qword ptr [rsp+0xe88], xmm15
  mov rcx, 0x4008000000000000
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x4ed0], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x4ed0]
  vmovq qword ptr [rsp+0xe90], xmm15
  mov rcx, 0x4008000000000000
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x4ee0], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x4ee0]
  vmovq qword ptr [rsp+0xe98], xmm15
  mov rcx, 0x4008000000000000
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x4ef0], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x4ef0]
  vmovq qword ptr [rsp+0xea0], xmm15
  mov rcx, 0x4008000000000000
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x4f00], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x4f00]
  vmovq qword ptr [rsp+0xea8], xmm15
  mov rcx, 0x4008000000000000
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x4f10], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x4f10]
  vmovq qword ptr [rsp+0xeb0], xmm15
  mov rcx, 0x4008000000000000
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x4f20], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x4f20]
  vmovq qword ptr [rsp+0xeb8], xmm15
  vmovdqu ymm15, ymmword ptr [rsp+0xe80]
  vmovaps ymmword ptr [rsp+0x3900], ymm15
  vmovdqu ymm15, ymmword ptr [rsp+0xea0]
  vmovaps ymmword ptr [rsp+0x3920], ymm15
  mov rcx, 0x3ff921fb40000000
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x4f30], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x4f30]
  vmovq qword ptr [rsp+0xec0], xmm15
  mov rcx, 0x3ff921fb40000000
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x4f40], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x4f40]
  vmovq qword ptr [rsp+0xec8], xmm15
  mov rcx, 0x3ff921fb40000000
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x4f50], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x4f50]
  vmovq qword ptr [rsp+0xed0], xmm15
  mov rcx, 0x3ff921fb40000000
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x4f60], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x4f60]
  vmovq qword ptr [rsp+0xed8], xmm15
  mov rcx, 0x3ff921fb40000000
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x4f70], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x4f70]
  vmovq qword ptr [rsp+0xee0], xmm15
  mov rcx, 0x3ff921fb40000000
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x4f80], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x4f80]
  vmovq qword ptr [rsp+0xee8], xmm15
  mov rcx, 0x3ff921fb40000000
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x4f90], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x4f90]
  vmovq qword ptr [rsp+0xef0], xmm15
  mov rcx, 0x3ff921fb40000000
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x4fa0], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x4fa0]
  vmovq qword ptr [rsp+0xef8], xmm15
  vmovdqu ymm15, ymmword ptr [rsp+0xec0]
  vmovaps ymmword ptr [rsp+0x3940], ymm15
  vmovdqu ymm15, ymmword ptr [rsp+0xee0]
  vmovaps ymmword ptr [rsp+0x3960], ymm15
  mov rcx, 0x3e74442d00000000
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x4fb0], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x4fb0]
  vmovq qword ptr [rsp+0xf00], xmm15
  mov rcx, 0x3e74442d00000000
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x4fc0], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x4fc0]
  vmovq qword ptr [rsp+0xf08], xmm15
  mov rcx, 0x3e74442d00000000
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x4fd0], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x4fd0]
  vmovq qword ptr [rsp+0xf10], xmm15
  mov rcx, 0x3e74442d00000000
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x4fe0], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x4fe0]
  vmovq qword ptr [rsp+0xf18], xmm15
  mov rcx, 0x3e74442d00000000
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x4ff0], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x4ff0]
  vmovq qword ptr [rsp+0xf20], xmm15
  mov rcx, 0x3e74442d00000000
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x5000], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x5000]
  vmovq qword ptr [rsp+0xf28], xmm15
  mov rcx, 0x3e74442d00000000
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x5010], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x5010]
  vmovq qword ptr [rsp+0xf30], xmm15
  mov rcx, 0x3e74442d00000000
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x5020], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x5020]
  vmovq qword ptr [rsp+0xf38], xmm15
  vmovdqu ymm15, ymmword ptr [rsp+0xf00]
  vmovaps ymmword ptr [rsp+0x3980], ymm15
  vmovdqu ymm15, ymmword ptr [rsp+0xf20]
  vmovaps ymmword ptr [rsp+0x39a0], ymm15
  mov rcx, 0x3cf8469880000000
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x5030], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x5030]
  vmovq qword ptr [rsp+0xf40], xmm15
  mov rcx, 0x3cf8469880000000
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x5040], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x5040]
  vmovq qword ptr [rsp+0xf48], xmm15
  mov rcx, 0x3cf8469880000000
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x5050], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x5050]
  vmovq qword ptr [rsp+0xf50], xmm15
  mov rcx, 0x3cf8469880000000
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x5060], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x5060]
  vmovq qword ptr [rsp+0xf58], xmm15
  mov rcx, 0x3cf8469880000000
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x5070], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x5070]
  vmovq qword ptr [rsp+0xf60], xmm15
  mov rcx, 0x3cf8469880000000
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x5080], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x5080]
  vmovq qword ptr [rsp+0xf68], xmm15
  mov rcx, 0x3cf8469880000000
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x5090], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x5090]
  vmovq qword ptr [rsp+0xf70], xmm15
  mov rcx, 0x3cf8469880000000
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x50a0], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x50a0]
  vmovq qword ptr [rsp+0xf78], xmm15
  vmovdqu ymm15, ymmword ptr [rsp+0xf40]
  vmovaps ymmword ptr [rsp+0x39c0], ymm15
  vmovdqu ymm15, ymmword ptr [rsp+0xf60]
  vmovaps ymmword ptr [rsp+0x39e0], ymm15
  mov rcx, 0x3b78cc51701b839a
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x50b0], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x50b0]
  vmovq qword ptr [rsp+0xf80], xmm15
  mov rcx, 0x3b78cc51701b839a
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x50c0], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x50c0]
  vmovq qword ptr [rsp+0xf88], xmm15
  mov rcx, 0x3b78cc51701b839a
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x50d0], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x50d0]
  vmovq qword ptr [rsp+0xf90], xmm15
  mov rcx, 0x3b78cc51701b839a
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x50e0], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x50e0]
  vmovq qword ptr [rsp+0xf98], xmm15
  mov rcx, 0x3b78cc51701b839a
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x50f0], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x50f0]
  vmovq qword ptr [rsp+0xfa0], xmm15
  mov rcx, 0x3b78cc51701b839a
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x5100], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x5100]
  vmovq qword ptr [rsp+0xfa8], xmm15
  mov rcx, 0x3b78cc51701b839a
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x5110], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x5110]
  vmovq qword ptr [rsp+0xfb0], xmm15
  mov rcx, 0x3b78cc51701b839a
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x5120], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x5120]
  vmovq qword ptr [rsp+0xfb8], xmm15
  vmovdqu ymm15, ymmword ptr [rsp+0xf80]
  vmovaps ymmword ptr [rsp+0x3a00], ymm15
  vmovdqu ymm15, ymmword ptr [rsp+0xfa0]
  vmovaps ymmword ptr [rsp+0x3a20], ymm15
  mov rcx, 0xbff0000000000000
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x5130], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x5130]
  vmovq qword ptr [rsp+0xfc0], xmm15
  mov rcx, 0xbff0000000000000
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x5140], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x5140]
  vmovq qword ptr [rsp+0xfc8], xmm15
  mov rcx, 0xbff0000000000000
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x5150], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x5150]
  vmovq qword ptr [rsp+0xfd0], xmm15
  mov rcx, 0xbff0000000000000
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x5160], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x5160]
  vmovq qword ptr [rsp+0xfd8], xmm15
  mov rcx, 0xbff0000000000000
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x5170], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x5170]
  vmovq qword ptr [rsp+0xfe0], xmm15
  mov rcx, 0xbff0000000000000
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x5180], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x5180]
  vmovq qword ptr [rsp+0xfe8], xmm15
  mov rcx, 0xbff0000000000000
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x5190], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x5190]
  vmovq qword ptr [rsp+0xff0], xmm15
  mov rcx, 0xbff0000000000000
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x51a0], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x51a0]
  vmovq qword ptr [rsp+0xff8], xmm15
  vmovdqu ymm15, ymmword ptr [rsp+0xfc0]
  vmovaps ymmword ptr [rsp+0x3a40], ymm15
  vmovdqu ymm15, ymmword ptr [rsp+0xfe0]
  vmovaps ymmword ptr [rsp+0x3a60], ymm15
  mov rcx, 0x3e21eed8eff8d898
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x51b0], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x51b0]
  vmovq qword ptr [rsp+0x1000], xmm15
  mov rcx, 0x3e21eed8eff8d898
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x51c0], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x51c0]
  vmovq qword ptr [rsp+0x1008], xmm15
  mov rcx, 0x3e21eed8eff8d898
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x51d0], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x51d0]
  vmovq qword ptr [rsp+0x1010], xmm15
  mov rcx, 0x3e21eed8eff8d898
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x51e0], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x51e0]
  vmovq qword ptr [rsp+0x1018], xmm15
  mov rcx, 0x3e21eed8eff8d898
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x51f0], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x51f0]
  vmovq qword ptr [rsp+0x1020], xmm15
  mov rcx, 0x3e21eed8eff8d898
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x5200], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x5200]
  vmovq qword ptr [rsp+0x1028], xmm15
  mov rcx, 0x3e21eed8eff8d898
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x5210], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x5210]
  vmovq qword ptr [rsp+0x1030], xmm15
  mov rcx, 0x3e21eed8eff8d898
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x5220], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x5220]
  vmovq qword ptr [rsp+0x1038], xmm15
  vmovdqu ymm15, ymmword ptr [rsp+0x1000]
  vmovaps ymmword ptr [rsp+0x3a80], ymm15
  vmovdqu ymm15, ymmword ptr [rsp+0x1020]
  vmovaps ymmword ptr [rsp+0x3aa0], ymm15
  mov rcx, 0xbe927e4fb7789f5c
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x5230], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x5230]
  vmovq qword ptr [rsp+0x1040], xmm15
  mov rcx, 0xbe927e4fb7789f5c
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x5240], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x5240]
  vmovq qword ptr [rsp+0x1048], xmm15
  mov rcx, 0xbe927e4fb7789f5c
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x5250], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x5250]
  vmovq qword ptr [rsp+0x1050], xmm15
  mov rcx, 0xbe927e4fb7789f5c
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x5260], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x5260]
  vmovq qword ptr [rsp+0x1058], xmm15
  mov rcx, 0xbe927e4fb7789f5c
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x5270], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x5270]
  vmovq qword ptr [rsp+0x1060], xmm15
  mov rcx, 0xbe927e4fb7789f5c
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x5280], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x5280]
  vmovq qword ptr [rsp+0x1068], xmm15
  mov rcx, 0xbe927e4fb7789f5c
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x5290], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x5290]
  vmovq qword ptr [rsp+0x1070], xmm15
  mov rcx, 0xbe927e4fb7789f5c
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x52a0], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x52a0]
  vmovq qword ptr [rsp+0x1078], xmm15
  vmovdqu ymm15, ymmword ptr [rsp+0x1040]
  vmovaps ymmword ptr [rsp+0x3ac0], ymm15
  vmovdqu ymm15, ymmword ptr [rsp+0x1060]
  vmovaps ymmword ptr [rsp+0x3ae0], ymm15
  mov rcx, 0x3efa01a01a01a01a
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x52b0], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x52b0]
  vmovq qword ptr [rsp+0x1080], xmm15
  mov rcx, 0x3efa01a01a01a01a
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x52c0], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x52c0]
  vmovq qword ptr [rsp+0x1088], xmm15
  mov rcx, 0x3efa01a01a01a01a
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x52d0], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x52d0]
  vmovq qword ptr [rsp+0x1090], xmm15
  mov rcx, 0x3efa01a01a01a01a
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x52e0], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x52e0]
  vmovq qword ptr [rsp+0x1098], xmm15
  mov rcx, 0x3efa01a01a01a01a
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x52f0], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x52f0]
  vmovq qword ptr [rsp+0x10a0], xmm15
  mov rcx, 0x3efa01a01a01a01a
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x5300], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x5300]
  vmovq qword ptr [rsp+0x10a8], xmm15
  mov rcx, 0x3efa01a01a01a01a
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x5310], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x5310]
  vmovq qword ptr [rsp+0x10b0], xmm15
  mov rcx, 0x3efa01a01a01a01a
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x5320], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x5320]
  vmovq qword ptr [rsp+0x10b8], xmm15
  vmovdqu ymm15, ymmword ptr [rsp+0x1080]
  vmovaps ymmword ptr [rsp+0x3b00], ymm15
  vmovdqu ymm15, ymmword ptr [rsp+0x10a0]
  vmovaps ymmword ptr [rsp+0x3b20], ymm15
  mov rcx, 0xbf56c16c16c16c17
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x5330], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x5330]
  vmovq qword ptr [rsp+0x10c0], xmm15
  mov rcx, 0xbf56c16c16c16c17
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x5340], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x5340]
  vmovq qword ptr [rsp+0x10c8], xmm15
  mov rcx, 0xbf56c16c16c16c17
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x5350], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x5350]
  vmovq qword ptr [rsp+0x10d0], xmm15
  mov rcx, 0xbf56c16c16c16c17
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x5360], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x5360]
  vmovq qword ptr [rsp+0x10d8], xmm15
  mov rcx, 0xbf56c16c16c16c17
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x5370], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x5370]
  vmovq qword ptr [rsp+0x10e0], xmm15
  mov rcx, 0xbf56c16c16c16c17
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x5380], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x5380]
  vmovq qword ptr [rsp+0x10e8], xmm15
  mov rcx, 0xbf56c16c16c16c17
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x5390], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x5390]
  vmovq qword ptr [rsp+0x10f0], xmm15
  mov rcx, 0xbf56c16c16c16c17
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x53a0], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x53a0]
  vmovq qword ptr [rsp+0x10f8], xmm15
  vmovdqu ymm15, ymmword ptr [rsp+0x10c0]
  vmovaps ymmword ptr [rsp+0x3b40], ymm15
  vmovdqu ymm15, ymmword ptr [rsp+0x10e0]
  vmovaps ymmword ptr [rsp+0x3b60], ymm15
  mov rcx, 0x3fa5555555555555
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x53b0], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x53b0]
  vmovq qword ptr [rsp+0x1100], xmm15
  mov rcx, 0x3fa5555555555555
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x53c0], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x53c0]
  vmovq qword ptr [rsp+0x1108], xmm15
  mov rcx, 0x3fa5555555555555
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x53d0], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x53d0]
  vmovq qword ptr [rsp+0x1110], xmm15
  mov rcx, 0x3fa5555555555555
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x53e0], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x53e0]
  vmovq qword ptr [rsp+0x1118], xmm15
  mov rcx, 0x3fa5555555555555
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x53f0], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x53f0]
  vmovq qword ptr [rsp+0x1120], xmm15
  mov rcx, 0x3fa5555555555555
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x5400], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x5400]
  vmovq qword ptr [rsp+0x1128], xmm15
  mov rcx, 0x3fa5555555555555
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x5410], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x5410]
  vmovq qword ptr [rsp+0x1130], xmm15
  mov rcx, 0x3fa5555555555555
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x5420], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x5420]
  vmovq qword ptr [rsp+0x1138], xmm15
  vmovdqu ymm15, ymmword ptr [rsp+0x1100]
  vmovaps ymmword ptr [rsp+0x3b80], ymm15
  vmovdqu ymm15, ymmword ptr [rsp+0x1120]
  vmovaps ymmword ptr [rsp+0x3ba0], ymm15
  mov rcx, 0xbd70000000000000
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x5430], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x5430]
  vmovq qword ptr [rsp+0x1140], xmm15
  mov rcx, 0xbd70000000000000
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x5440], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x5440]
  vmovq qword ptr [rsp+0x1148], xmm15
  mov rcx, 0xbd70000000000000
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x5450], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x5450]
  vmovq qword ptr [rsp+0x1150], xmm15
  mov rcx, 0xbd70000000000000
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x5460], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x5460]
  vmovq qword ptr [rsp+0x1158], xmm15
  mov rcx, 0xbd70000000000000
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x5470], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x5470]
  vmovq qword ptr [rsp+0x1160], xmm15
  mov rcx, 0xbd70000000000000
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x5480], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x5480]
  vmovq qword ptr [rsp+0x1168], xmm15
  mov rcx, 0xbd70000000000000
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x5490], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x5490]
  vmovq qword ptr [rsp+0x1170], xmm15
  mov rcx, 0xbd70000000000000
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x54a0], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x54a0]
  vmovq qword ptr [rsp+0x1178], xmm15
  vmovdqu ymm15, ymmword ptr [rsp+0x1140]
  vmovaps ymmword ptr [rsp+0x3bc0], ymm15
  vmovdqu ymm15, ymmword ptr [rsp+0x1160]
  vmovaps ymmword ptr [rsp+0x3be0], ymm15
  mov rcx, 0x3d70000000000000
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x54b0], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x54b0]
  vmovq qword ptr [rsp+0x1180], xmm15
  mov rcx, 0x3d70000000000000
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x54c0], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x54c0]
  vmovq qword ptr [rsp+0x1188], xmm15
  mov rcx, 0x3d70000000000000
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x54d0], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x54d0]
  vmovq qword ptr [rsp+0x1190], xmm15
  mov rcx, 0x3d70000000000000
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x54e0], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x54e0]
  vmovq qword ptr [rsp+0x1198], xmm15
  mov rcx, 0x3d70000000000000
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x54f0], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x54f0]
  vmovq qword ptr [rsp+0x11a0], xmm15
  mov rcx, 0x3d70000000000000
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x5500], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x5500]
  vmovq qword ptr [rsp+0x11a8], xmm15
  mov rcx, 0x3d70000000000000
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x5510], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x5510]
  vmovq qword ptr [rsp+0x11b0], xmm15
  mov rcx, 0x3d70000000000000
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x5520], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x5520]
  vmovq qword ptr [rsp+0x11b8], xmm15
  vmovdqu ymm15, ymmword ptr [rsp+0x1180]
  vmovaps ymmword ptr [rsp+0x3c00], ymm15
  vmovdqu ymm15, ymmword ptr [rsp+0x11a0]
  vmovaps ymmword ptr [rsp+0x3c20], ymm15
  mov rcx, 0xbe5ae64567f544e4
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x5530], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x5530]
  vmovq qword ptr [rsp+0x11c0], xmm15
  mov rcx, 0xbe5ae64567f544e4
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x5540], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x5540]
  vmovq qword ptr [rsp+0x11c8], xmm15
  mov rcx, 0xbe5ae64567f544e4
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x5550], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x5550]
  vmovq qword ptr [rsp+0x11d0], xmm15
  mov rcx, 0xbe5ae64567f544e4
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x5560], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x5560]
  vmovq qword ptr [rsp+0x11d8], xmm15
  mov rcx, 0xbe5ae64567f544e4
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x5570], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x5570]
  vmovq qword ptr [rsp+0x11e0], xmm15
  mov rcx, 0xbe5ae64567f544e4
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x5580], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x5580]
  vmovq qword ptr [rsp+0x11e8], xmm15
  mov rcx, 0xbe5ae64567f544e4
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x5590], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x5590]
  vmovq qword ptr [rsp+0x11f0], xmm15
  mov rcx, 0xbe5ae64567f544e4
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x55a0], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x55a0]
  vmovq qword ptr [rsp+0x11f8], xmm15
  vmovdqu ymm15, ymmword ptr [rsp+0x11c0]
  vmovaps ymmword ptr [rsp+0x3c40], ymm15
  vmovdqu ymm15, ymmword ptr [rsp+0x11e0]
  vmovaps ymmword ptr [rsp+0x3c60], ymm15
  mov rcx, 0x3ec71de3a556c734
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x55b0], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x55b0]
  vmovq qword ptr [rsp+0x1200], xmm15
  mov rcx, 0x3ec71de3a556c734
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x55c0], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x55c0]
  vmovq qword ptr [rsp+0x1208], xmm15
  mov rcx, 0x3ec71de3a556c734
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x55d0], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x55d0]
  vmovq qword ptr [rsp+0x1210], xmm15
  mov rcx, 0x3ec71de3a556c734
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x55e0], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x55e0]
  vmovq qword ptr [rsp+0x1218], xmm15
  mov rcx, 0x3ec71de3a556c734
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x55f0], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x55f0]
  vmovq qword ptr [rsp+0x1220], xmm15
  mov rcx, 0x3ec71de3a556c734
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x5600], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x5600]
  vmovq qword ptr [rsp+0x1228], xmm15
  mov rcx, 0x3ec71de3a556c734
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x5610], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x5610]
  vmovq qword ptr [rsp+0x1230], xmm15
  mov rcx, 0x3ec71de3a556c734
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x5620], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x5620]
  vmovq qword ptr [rsp+0x1238], xmm15
  vmovdqu ymm15, ymmword ptr [rsp+0x1200]
  vmovaps ymmword ptr [rsp+0x3c80], ymm15
  vmovdqu ymm15, ymmword ptr [rsp+0x1220]
  vmovaps ymmword ptr [rsp+0x3ca0], ymm15
  mov rcx, 0xbf2a01a01a01a01a
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x5630], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x5630]
  vmovq qword ptr [rsp+0x1240], xmm15
  mov rcx, 0xbf2a01a01a01a01a
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x5640], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x5640]
  vmovq qword ptr [rsp+0x1248], xmm15
  mov rcx, 0xbf2a01a01a01a01a
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x5650], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x5650]
  vmovq qword ptr [rsp+0x1250], xmm15
  mov rcx, 0xbf2a01a01a01a01a
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x5660], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x5660]
  vmovq qword ptr [rsp+0x1258], xmm15
  mov rcx, 0xbf2a01a01a01a01a
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x5670], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x5670]
  vmovq qword ptr [rsp+0x1260], xmm15
  mov rcx, 0xbf2a01a01a01a01a
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x5680], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x5680]
  vmovq qword ptr [rsp+0x1268], xmm15
  mov rcx, 0xbf2a01a01a01a01a
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x5690], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x5690]
  vmovq qword ptr [rsp+0x1270], xmm15
  mov rcx, 0xbf2a01a01a01a01a
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x56a0], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x56a0]
  vmovq qword ptr [rsp+0x1278], xmm15
  vmovdqu ymm15, ymmword ptr [rsp+0x1240]
  vmovaps ymmword ptr [rsp+0x3cc0], ymm15
  vmovdqu ymm15, ymmword ptr [rsp+0x1260]
  vmovaps ymmword ptr [rsp+0x3ce0], ymm15
  mov rcx, 0x3f81111111111111
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x56b0], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x56b0]
  vmovq qword ptr [rsp+0x1280], xmm15
  mov rcx, 0x3f81111111111111
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x56c0], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x56c0]
  vmovq qword ptr [rsp+0x1288], xmm15
  mov rcx, 0x3f81111111111111
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x56d0], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x56d0]
  vmovq qword ptr [rsp+0x1290], xmm15
  mov rcx, 0x3f81111111111111
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x56e0], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x56e0]
  vmovq qword ptr [rsp+0x1298], xmm15
  mov rcx, 0x3f81111111111111
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x56f0], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x56f0]
  vmovq qword ptr [rsp+0x12a0], xmm15
  mov rcx, 0x3f81111111111111
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x5700], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x5700]
  vmovq qword ptr [rsp+0x12a8], xmm15
  mov rcx, 0x3f81111111111111
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x5710], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x5710]
  vmovq qword ptr [rsp+0x12b0], xmm15
  mov rcx, 0x3f81111111111111
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x5720], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x5720]
  vmovq qword ptr [rsp+0x12b8], xmm15
  vmovdqu ymm15, ymmword ptr [rsp+0x1280]
  vmovaps ymmword ptr [rsp+0x3d00], ymm15
  vmovdqu ymm15, ymmword ptr [rsp+0x12a0]
  vmovaps ymmword ptr [rsp+0x3d20], ymm15
  mov rcx, 0xbfc5555555555555
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x5730], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x5730]
  vmovq qword ptr [rsp+0x12c0], xmm15
  mov rcx, 0xbfc5555555555555
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x5740], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x5740]
  vmovq qword ptr [rsp+0x12c8], xmm15
  mov rcx, 0xbfc5555555555555
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x5750], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x5750]
  vmovq qword ptr [rsp+0x12d0], xmm15
  mov rcx, 0xbfc5555555555555
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x5760], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x5760]
  vmovq qword ptr [rsp+0x12d8], xmm15
  mov rcx, 0xbfc5555555555555
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x5770], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x5770]
  vmovq qword ptr [rsp+0x12e0], xmm15
  mov rcx, 0xbfc5555555555555
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x5780], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x5780]
  vmovq qword ptr [rsp+0x12e8], xmm15
  mov rcx, 0xbfc5555555555555
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x5790], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x5790]
  vmovq qword ptr [rsp+0x12f0], xmm15
  mov rcx, 0xbfc5555555555555
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x57a0], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x57a0]
  vmovq qword ptr [rsp+0x12f8], xmm15
  vmovdqu ymm15, ymmword ptr [rsp+0x12c0]
  vmovaps ymmword ptr [rsp+0x3d40], ymm15
  vmovdqu ymm15, ymmword ptr [rsp+0x12e0]
  vmovaps ymmword ptr [rsp+0x3d60], ymm15
  xor r11d, r11d
  mov qword ptr [rsp+0x58a0], r11
.Lloop1:
  mov r10, qword ptr [rsp+0x58a0]
  imul r11d, r10d, 8
  mov qword ptr [rsp+0x58a8], r11
  mov r11, qword ptr [rsp+0x5818]
  mov r10, qword ptr [rsp+0x58a8]
  vmovdqu ymm0, ymmword ptr [r11+r10*4]
  vcvtss2sd xmm1, xmm0, xmm0
  vmovdqu ymmword ptr [rsp+0x1300], ymm0
  vmovd xmm2, dword ptr [rsp+0x1304]
  vcvtss2sd xmm2, xmm2, xmm2
  vmovdqu ymmword ptr [rsp+0x1320], ymm0
  vmovd xmm3, dword ptr [rsp+0x1328]
  vcvtss2sd xmm3, xmm3, xmm3
  vmovdqu ymmword ptr [rsp+0x1340], ymm0
  vmovd xmm4, dword ptr [rsp+0x134c]
  vcvtss2sd xmm4, xmm4, xmm4
  vmovdqu ymmword ptr [rsp+0x1360], ymm0
  vmovd xmm5, dword ptr [rsp+0x1370]
  vcvtss2sd xmm15, xmm5, xmm5
  vmovaps xmmword ptr [rsp+0x57b0], xmm15
  vmovdqu ymmword ptr [rsp+0x1380], ymm0
  vmovd xmm6, dword ptr [rsp+0x1394]
  vcvtss2sd xmm15, xmm6, xmm6
  vmovaps xmmword ptr [rsp+0x57c0], xmm15
  vmovdqu ymmword ptr [rsp+0x13a0], ymm0
  vmovd xmm7, dword ptr [rsp+0x13b8]
  vcvtss2sd xmm15, xmm7, xmm7
  vmovaps xmmword ptr [rsp+0x57d0], xmm15
  vmovdqu ymmword ptr [rsp+0x13c0], ymm0
  vmovd xmm0, dword ptr [rsp+0x13dc]
  vcvtss2sd xmm15, xmm0, xmm0
  vmovaps xmmword ptr [rsp+0x57e0], xmm15
  vmovq qword ptr [rsp+0x13e0], xmm1
  vmovq qword ptr [rsp+0x13e8], xmm2
  vmovq qword ptr [rsp+0x13f0], xmm3
  vmovq qword ptr [rsp+0x13f8], xmm4
  vmovaps xmm15, xmmword ptr [rsp+0x57b0]
  vmovq qword ptr [rsp+0x1400], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x57c0]
  vmovq qword ptr [rsp+0x1408], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x57d0]
  vmovq qword ptr [rsp+0x1410], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x57e0]
  vmovq qword ptr [rsp+0x1418], xmm15
  vmovdqu ymm15, ymmword ptr [rsp+0x13e0]
  vmovaps ymmword ptr [rsp+0x3d80], ymm15
  vmovdqu ymm15, ymmword ptr [rsp+0x1400]
  vmovaps ymmword ptr [rsp+0x3da0], ymm15
  vmovaps ymm15, ymmword ptr [rsp+0x3d80]
  vcmppd ymm10, ymm15, ymm15, 4
  vmovaps ymm15, ymmword ptr [rsp+0x3da0]
  vcmppd ymm11, ymm15, ymm15, 4
  vmovaps ymm15, ymmword ptr [rsp+0x3d80]
  vmovaps ymm14, ymmword ptr [rsp+0x2fc0]
  vblendvpd ymm10, ymm15, ymm14, ymm10
  vmovaps ymm15, ymmword ptr [rsp+0x3da0]
  vmovaps ymm14, ymmword ptr [rsp+0x2fe0]
  vblendvpd ymm11, ymm15, ymm14, ymm11
  vmovaps ymm15, ymmword ptr [rsp+0x3040]
  vcmppd ymm12, ymm15, ymm10, 1
  vmovaps ymm15, ymmword ptr [rsp+0x3060]
  vcmppd ymm9, ymm15, ymm11, 1
  vmovaps ymm15, ymmword ptr [rsp+0x3040]
  vblendvpd ymm12, ymm10, ymm15, ymm12
  vmovaps ymm15, ymmword ptr [rsp+0x3060]
  vblendvpd ymm9, ymm11, ymm15, ymm9
  vmovaps ymm15, ymmword ptr [rsp+0x3000]
  vcmppd ymm10, ymm10, ymm15, 1
  vmovaps ymm15, ymmword ptr [rsp+0x3020]
  vcmppd ymm11, ymm11, ymm15, 1
  vmovaps ymm15, ymmword ptr [rsp+0x3000]
  vblendvpd ymm10, ymm12, ymm15, ymm10
  vmovaps ymm15, ymmword ptr [rsp+0x3020]
  vblendvpd ymm9, ymm9, ymm15, ymm11
  vroundpd ymm11, ymm10, 0xb
  vroundpd ymm12, ymm9, 0xb
  vsubpd ymm8, ymm10, ymm11
  vsubpd ymm0, ymm9, ymm12
  vmovaps ymm15, ymmword ptr [rsp+0x3080]
  vcmppd ymm7, ymm15, ymm8, 1
  vmovaps ymm15, ymmword ptr [rsp+0x30a0]
  vcmppd ymm6, ymm15, ymm0, 1
  vmovaps ymm15, ymmword ptr [rsp+0x2fc0]
  vmovaps ymm14, ymmword ptr [rsp+0x30c0]
  vblendvpd ymm7, ymm15, ymm14, ymm7
  vmovaps ymm15, ymmword ptr [rsp+0x2fe0]
  vmovaps ymm14, ymmword ptr [rsp+0x30e0]
  vblendvpd ymm6, ymm15, ymm14, ymm6
  vaddpd ymm7, ymm11, ymm7
  vaddpd ymm6, ymm12, ymm6
  vmovaps ymm15, ymmword ptr [rsp+0x3100]
  vcmppd ymm8, ymm8, ymm15, 1
  vmovaps ymm15, ymmword ptr [rsp+0x3120]
  vcmppd ymm0, ymm0, ymm15, 1
  vmovaps ymm15, ymmword ptr [rsp+0x2fc0]
  vmovaps ymm14, ymmword ptr [rsp+0x30c0]
  vblendvpd ymm8, ymm15, ymm14, ymm8
  vmovaps ymm15, ymmword ptr [rsp+0x2fe0]
  vmovaps ymm14, ymmword ptr [rsp+0x30e0]
  vblendvpd ymm0, ymm15, ymm14, ymm0
  vsubpd ymm7, ymm7, ymm8
  vsubpd ymm0, ymm6, ymm0
  vsubpd ymm6, ymm10, ymm7
  vsubpd ymm8, ymm9, ymm0
  vmovaps ymm15, ymmword ptr [rsp+0x2f80]
  vmulpd ymm9, ymm15, ymm6
  vmovaps ymm15, ymmword ptr [rsp+0x2fa0]
  vmulpd ymm10, ymm15, ymm8
  vmovaps ymm15, ymmword ptr [rsp+0x3140]
  vaddpd ymm9, ymm9, ymm15
  vmovaps ymm15, ymmword ptr [rsp+0x3160]
  vaddpd ymm10, ymm10, ymm15
  vmulpd ymm9, ymm9, ymm6
  vmulpd ymm10, ymm10, ymm8
  vmovaps ymm15, ymmword ptr [rsp+0x3180]
  vaddpd ymm9, ymm9, ymm15
  vmovaps ymm15, ymmword ptr [rsp+0x31a0]
  vaddpd ymm10, ymm10, ymm15
  vmulpd ymm9, ymm9, ymm6
  vmulpd ymm10, ymm10, ymm8
  vmovaps ymm15, ymmword ptr [rsp+0x31c0]
  vaddpd ymm9, ymm9, ymm15
  vmovaps ymm15, ymmword ptr [rsp+0x31e0]
  vaddpd ymm10, ymm10, ymm15
  vmulpd ymm9, ymm9, ymm6
  vmulpd ymm10, ymm10, ymm8
  vmovaps ymm15, ymmword ptr [rsp+0x3200]
  vaddpd ymm9, ymm9, ymm15
  vmovaps ymm15, ymmword ptr [rsp+0x3220]
  vaddpd ymm10, ymm10, ymm15
  vmulpd ymm9, ymm9, ymm6
  vmulpd ymm10, ymm10, ymm8
  vmovaps ymm15, ymmword ptr [rsp+0x3240]
  vaddpd ymm9, ymm9, ymm15
  vmovaps ymm15, ymmword ptr [rsp+0x3260]
  vaddpd ymm10, ymm10, ymm15
  vmulpd ymm9, ymm9, ymm6
  vmulpd ymm10, ymm10, ymm8
  vmovaps ymm15, ymmword ptr [rsp+0x3280]
  vaddpd ymm9, ymm9, ymm15
  vmovaps ymm15, ymmword ptr [rsp+0x32a0]
  vaddpd ymm10, ymm10, ymm15
  vmulpd ymm9, ymm9, ymm6
  vmulpd ymm10, ymm10, ymm8
  vmovaps ymm15, ymmword ptr [rsp+0x32c0]
  vaddpd ymm9, ymm9, ymm15
  vmovaps ymm15, ymmword ptr [rsp+0x32e0]
  vaddpd ymm10, ymm10, ymm15
  vmulpd ymm9, ymm9, ymm6
  vmulpd ymm10, ymm10, ymm8
  vmovaps ymm15, ymmword ptr [rsp+0x3300]
  vaddpd ymm9, ymm9, ymm15
  vmovaps ymm15, ymmword ptr [rsp+0x3320]
  vaddpd ymm10, ymm10, ymm15
  vmulpd ymm6, ymm9, ymm6
  vmulpd ymm8, ymm10, ymm8
  vmovaps ymm15, ymmword ptr [rsp+0x30c0]
  vaddpd ymm6, ymm6, ymm15
  vmovaps ymm15, ymmword ptr [rsp+0x30e0]
  vaddpd ymm8, ymm8, ymm15
  vcvttsd2si rsi, xmm7
  mov r11, qword ptr [rsp+0x5820]
  mov ecx, r11d
  mov rdx, rsi
  sar rdx, cl
  vmovdqu ymmword ptr [rsp+0x1420], ymm7
  vmovdqu ymmword ptr [rsp+0x1440], ymm0
  vmovq xmm9, qword ptr [rsp+0x1428]
  vcvttsd2si rax, xmm9
  mov r11, qword ptr [rsp+0x5828]
  mov ecx, r11d
  mov r8, rax
  sar r8, cl
  vmovdqu ymmword ptr [rsp+0x1460], ymm7
  vmovdqu ymmword ptr [rsp+0x1480], ymm0
  vmovq xmm9, qword ptr [rsp+0x1470]
  vcvttsd2si r11, xmm9
  mov qword ptr [rsp+0x58b0], r11
  mov r11, qword ptr [rsp+0x5830]
  mov ecx, r11d
  mov r11, qword ptr [rsp+0x58b0]
  mov r12, r11
  sar r12, cl
  vmovdqu ymmword ptr [rsp+0x14a0], ymm7
  vmovdqu ymmword ptr [rsp+0x14c0], ymm0
  vmovq xmm9, qword ptr [rsp+0x14b8]
  vcvttsd2si r11, xmm9
  mov qword ptr [rsp+0x58b8], r11
  mov r11, qword ptr [rsp+0x5838]
  mov ecx, r11d
  mov r11, qword ptr [rsp+0x58b8]
  mov r14, r11
  sar r14, cl
  vmovdqu ymmword ptr [rsp+0x14e0], ymm7
  vmovdqu ymmword ptr [rsp+0x1500], ymm0
  vmovq xmm9, qword ptr [rsp+0x1500]
  vcvttsd2si r11, xmm9
  mov qword ptr [rsp+0x58c0], r11
  mov r11, qword ptr [rsp+0x5840]
  mov ecx, r11d
  mov r11, qword ptr [rsp+0x58c0]
  mov rdi, r11
  sar rdi, cl
  vmovdqu ymmword ptr [rsp+0x1520], ymm7
  vmovdqu ymmword ptr [rsp+0x1540], ymm0
  vmovq xmm9, qword ptr [rsp+0x1548]
  vcvttsd2si r11, xmm9
  mov qword ptr [rsp+0x58c8], r11
  mov r11, qword ptr [rsp+0x5848]
  mov ecx, r11d
  mov r11, qword ptr [rsp+0x58c8]
  mov r15, r11
  sar r15, cl
  vmovdqu ymmword ptr [rsp+0x1560], ymm7
  vmovdqu ymmword ptr [rsp+0x1580], ymm0
  vmovq xmm9, qword ptr [rsp+0x1590]
  vcvttsd2si r11, xmm9
  mov qword ptr [rsp+0x58d0], r11
  mov r11, qword ptr [rsp+0x5850]
  mov ecx, r11d
  mov r11, qword ptr [rsp+0x58d0]
  mov r13, r11
  sar r13, cl
  vmovdqu ymmword ptr [rsp+0x15a0], ymm7
  vmovdqu ymmword ptr [rsp+0x15c0], ymm0
  vmovq xmm0, qword ptr [rsp+0x15d8]
  vcvttsd2si r11, xmm0
  mov qword ptr [rsp+0x58d8], r11
  mov r11, qword ptr [rsp+0x5858]
  mov ecx, r11d
  mov r11, qword ptr [rsp+0x58d8]
  mov rbx, r11
  sar rbx, cl
  mov qword ptr [rsp+0x15e0], rdx
  mov qword ptr [rsp+0x15e8], r8
  mov qword ptr [rsp+0x15f0], r12
  mov qword ptr [rsp+0x15f8], r14
  mov qword ptr [rsp+0x1600], rdi
  mov qword ptr [rsp+0x1608], r15
  mov qword ptr [rsp+0x1610], r13
  mov qword ptr [rsp+0x1618], rbx
  vmovdqu ymm0, ymmword ptr [rsp+0x15e0]
  vmovdqu ymm7, ymmword ptr [rsp+0x1600]
  vmovaps ymm15, ymmword ptr [rsp+0x3360]
  vpaddq ymm9, ymm0, ymm15
  vmovaps ymm15, ymmword ptr [rsp+0x3360]
  vpaddq ymm10, ymm7, ymm15
  vmovdqu ymmword ptr [rsp+0x1620], ymm9
  vmovdqu ymmword ptr [rsp+0x1640], ymm10
  mov rdx, qword ptr [rsp+0x1620]
  mov r11, qword ptr [rsp+0x5860]
  mov ecx, r11d
  shl rdx, cl
  vmovdqu ymmword ptr [rsp+0x1660], ymm9
  vmovdqu ymmword ptr [rsp+0x1680], ymm10
  mov rdi, qword ptr [rsp+0x1668]
  mov r11, qword ptr [rsp+0x5868]
  mov ecx, r11d
  shl rdi, cl
  vmovdqu ymmword ptr [rsp+0x16a0], ymm9
  vmovdqu ymmword ptr [rsp+0x16c0], ymm10
  mov r8, qword ptr [rsp+0x16b0]
  mov r11, qword ptr [rsp+0x5870]
  mov ecx, r11d
  shl r8, cl
  vmovdqu ymmword ptr [rsp+0x16e0], ymm9
  vmovdqu ymmword ptr [rsp+0x1700], ymm10
  mov rbx, qword ptr [rsp+0x16f8]
  mov r11, qword ptr [rsp+0x5878]
  mov ecx, r11d
  shl rbx, cl
  vmovdqu ymmword ptr [rsp+0x1720], ymm9
  vmovdqu ymmword ptr [rsp+0x1740], ymm10
  mov r12, qword ptr [rsp+0x1740]
  mov r11, qword ptr [rsp+0x5880]
  mov ecx, r11d
  shl r12, cl
  vmovdqu ymmword ptr [rsp+0x1760], ymm9
  vmovdqu ymmword ptr [rsp+0x1780], ymm10
  mov r13, qword ptr [rsp+0x1788]
  mov r11, qword ptr [rsp+0x5888]
  mov ecx, r11d
  shl r13, cl
  vmovdqu ymmword ptr [rsp+0x17a0], ymm9
  vmovdqu ymmword ptr [rsp+0x17c0], ymm10
  mov r14, qword ptr [rsp+0x17d0]
  mov r11, qword ptr [rsp+0x5890]
  mov ecx, r11d
  shl r14, cl
  vmovdqu ymmword ptr [rsp+0x17e0], ymm9
  vmovdqu ymmword ptr [rsp+0x1800], ymm10
  mov r15, qword ptr [rsp+0x1818]
  mov r11, qword ptr [rsp+0x5898]
  mov ecx, r11d
  shl r15, cl
  mov qword ptr [rsp+0x1820], rdx
  mov qword ptr [rsp+0x1828], rdi
  mov qword ptr [rsp+0x1830], r8
  mov qword ptr [rsp+0x1838], rbx
  mov qword ptr [rsp+0x1840], r12
  mov qword ptr [rsp+0x1848], r13
  mov qword ptr [rsp+0x1850], r14
  mov qword ptr [rsp+0x1858], r15
  vmovdqu ymm9, ymmword ptr [rsp+0x1820]
  vmovdqu ymm10, ymmword ptr [rsp+0x1840]
  vmulpd ymm6, ymm6, ymm9
  vmulpd ymm8, ymm8, ymm10
  mov qword ptr [rsp+0x1860], rsi
  mov qword ptr [rsp+0x1868], rax
  mov r11, qword ptr [rsp+0x58b0]
  mov qword ptr [rsp+0x1870], r11
  mov r11, qword ptr [rsp+0x58b8]
  mov qword ptr [rsp+0x1878], r11
  mov r11, qword ptr [rsp+0x58c0]
  mov qword ptr [rsp+0x1880], r11
  mov r11, qword ptr [rsp+0x58c8]
  mov qword ptr [rsp+0x1888], r11
  mov r11, qword ptr [rsp+0x58d0]
  mov qword ptr [rsp+0x1890], r11
  mov r11, qword ptr [rsp+0x58d8]
  mov qword ptr [rsp+0x1898], r11
  vmovdqu ymm9, ymmword ptr [rsp+0x1860]
  vmovdqu ymm10, ymmword ptr [rsp+0x1880]
  vpsubq ymm0, ymm9, ymm0
  vpsubq ymm7, ymm10, ymm7
  vmovaps ymm15, ymmword ptr [rsp+0x3360]
  vpaddq ymm0, ymm0, ymm15
  vmovaps ymm15, ymmword ptr [rsp+0x3360]
  vpaddq ymm7, ymm7, ymm15
  vmovdqu ymmword ptr [rsp+0x18a0], ymm0
  vmovdqu ymmword ptr [rsp+0x18c0], ymm7
  mov rax, qword ptr [rsp+0x18a0]
  mov r11, qword ptr [rsp+0x5860]
  mov ecx, r11d
  shl rax, cl
  vmovdqu ymmword ptr [rsp+0x18e0], ymm0
  vmovdqu ymmword ptr [rsp+0x1900], ymm7
  mov rdx, qword ptr [rsp+0x18e8]
  mov r11, qword ptr [rsp+0x5868]
  mov ecx, r11d
  shl rdx, cl
  vmovdqu ymmword ptr [rsp+0x1920], ymm0
  vmovdqu ymmword ptr [rsp+0x1940], ymm7
  mov rsi, qword ptr [rsp+0x1930]
  mov r11, qword ptr [rsp+0x5870]
  mov ecx, r11d
  shl rsi, cl
  vmovdqu ymmword ptr [rsp+0x1960], ymm0
  vmovdqu ymmword ptr [rsp+0x1980], ymm7
  mov rdi, qword ptr [rsp+0x1978]
  mov r11, qword ptr [rsp+0x5878]
  mov ecx, r11d
  shl rdi, cl
  vmovdqu ymmword ptr [rsp+0x19a0], ymm0
  vmovdqu ymmword ptr [rsp+0x19c0], ymm7
  mov r8, qword ptr [rsp+0x19c0]
  mov r11, qword ptr [rsp+0x5880]
  mov ecx, r11d
  shl r8, cl
  vmovdqu ymmword ptr [rsp+0x19e0], ymm0
  vmovdqu ymmword ptr [rsp+0x1a00], ymm7
  mov rbx, qword ptr [rsp+0x1a08]
  mov r11, qword ptr [rsp+0x5888]
  mov ecx, r11d
  shl rbx, cl
  vmovdqu ymmword ptr [rsp+0x1a20], ymm0
  vmovdqu ymmword ptr [rsp+0x1a40], ymm7
  mov r12, qword ptr [rsp+0x1a50]
  mov r11, qword ptr [rsp+0x5890]
  mov ecx, r11d
  shl r12, cl
  vmovdqu ymmword ptr [rsp+0x1a60], ymm0
  vmovdqu ymmword ptr [rsp+0x1a80], ymm7
  mov r13, qword ptr [rsp+0x1a98]
  mov r11, qword ptr [rsp+0x5898]
  mov ecx, r11d
  shl r13, cl
  mov qword ptr [rsp+0x1aa0], rax
  mov qword ptr [rsp+0x1aa8], rdx
  mov qword ptr [rsp+0x1ab0], rsi
  mov qword ptr [rsp+0x1ab8], rdi
  mov qword ptr [rsp+0x1ac0], r8
  mov qword ptr [rsp+0x1ac8], rbx
  mov qword ptr [rsp+0x1ad0], r12
  mov qword ptr [rsp+0x1ad8], r13
  vmovdqu ymm0, ymmword ptr [rsp+0x1aa0]
  vmovdqu ymm7, ymmword ptr [rsp+0x1ac0]
  vmulpd ymm0, ymm6, ymm0
  vmulpd ymm6, ymm8, ymm7
  vmovaps ymm15, ymmword ptr [rsp+0x3d80]
  vcmppd ymm7, ymm15, ymm15, 4
  vmovaps ymm15, ymmword ptr [rsp+0x3da0]
  vcmppd ymm8, ymm15, ymm15, 4
  vmovaps ymm15, ymmword ptr [rsp+0x3d80]
  vblendvpd ymm0, ymm0, ymm15, ymm7
  vmovaps ymm15, ymmword ptr [rsp+0x3da0]
  vblendvpd ymm6, ymm6, ymm15, ymm8
  vcvtsd2ss xmm7, xmm0, xmm0
  vmovdqu ymmword ptr [rsp+0x1ae0], ymm0
  vmovdqu ymmword ptr [rsp+0x1b00], ymm6
  vmovq xmm8, qword ptr [rsp+0x1ae8]
  vcvtsd2ss xmm8, xmm8, xmm8
  vmovdqu ymmword ptr [rsp+0x1b20], ymm0
  vmovdqu ymmword ptr [rsp+0x1b40], ymm6
  vmovq xmm9, qword ptr [rsp+0x1b30]
  vcvtsd2ss xmm9, xmm9, xmm9
  vmovdqu ymmword ptr [rsp+0x1b60], ymm0
  vmovdqu ymmword ptr [rsp+0x1b80], ymm6
  vmovq xmm10, qword ptr [rsp+0x1b78]
  vcvtsd2ss xmm10, xmm10, xmm10
  vmovdqu ymmword ptr [rsp+0x1ba0], ymm0
  vmovdqu ymmword ptr [rsp+0x1bc0], ymm6
  vmovq xmm11, qword ptr [rsp+0x1bc0]
  vcvtsd2ss xmm11, xmm11, xmm11
  vmovdqu ymmword ptr [rsp+0x1be0], ymm0
  vmovdqu ymmword ptr [rsp+0x1c00], ymm6
  vmovq xmm12, qword ptr [rsp+0x1c08]
  vcvtsd2ss xmm12, xmm12, xmm12
  vmovdqu ymmword ptr [rsp+0x1c20], ymm0
  vmovdqu ymmword ptr [rsp+0x1c40], ymm6
  vmovq xmm5, qword ptr [rsp+0x1c50]
  vcvtsd2ss xmm5, xmm5, xmm5
  vmovdqu ymmword ptr [rsp+0x1c60], ymm0
  vmovdqu ymmword ptr [rsp+0x1c80], ymm6
  vmovq xmm0, qword ptr [rsp+0x1c98]
  vcvtsd2ss xmm0, xmm0, xmm0
  vmovd dword ptr [rsp+0x1ca0], xmm7
  vmovd dword ptr [rsp+0x1ca4], xmm8
  vmovd dword ptr [rsp+0x1ca8], xmm9
  vmovd dword ptr [rsp+0x1cac], xmm10
  vmovd dword ptr [rsp+0x1cb0], xmm11
  vmovd dword ptr [rsp+0x1cb4], xmm12
  vmovd dword ptr [rsp+0x1cb8], xmm5
  vmovd dword ptr [rsp+0x1cbc], xmm0
  vmovdqu ymm0, ymmword ptr [rsp+0x1ca0]
  mov r11, qword ptr [rsp+0x5800]
  mov r10, qword ptr [rsp+0x58a8]
  vmovdqu ymmword ptr [r11+r10*4], ymm0
  vmovaps ymm15, ymmword ptr [rsp+0x2fc0]
  vmovaps ymm14, ymmword ptr [rsp+0x3d80]
  vcmppd ymm0, ymm15, ymm14, 1
  vmovaps ymm15, ymmword ptr [rsp+0x2fe0]
  vmovaps ymm14, ymmword ptr [rsp+0x3da0]
  vcmppd ymm5, ymm15, ymm14, 1
  vmovdqu ymmword ptr [rsp+0x1cc0], ymm0
  vmovdqu ymmword ptr [rsp+0x1ce0], ymm5
  mov rax, qword ptr [rsp+0x1cc0]
  and eax, 1
  mov byte ptr [rsp+0x1d00], al
  mov rax, qword ptr [rsp+0x1cc8]
  and eax, 1
  mov byte ptr [rsp+0x1d01], al
  mov rax, qword ptr [rsp+0x1cd0]
  and eax, 1
  mov byte ptr [rsp+0x1d02], al
  mov rax, qword ptr [rsp+0x1cd8]
  and eax, 1
  mov byte ptr [rsp+0x1d03], al
  mov rax, qword ptr [rsp+0x1ce0]
  and eax, 1
  mov byte ptr [rsp+0x1d04], al
  mov rax, qword ptr [rsp+0x1ce8]
  and eax, 1
  mov byte ptr [rsp+0x1d05], al
  mov rax, qword ptr [rsp+0x1cf0]
  and eax, 1
  mov byte ptr [rsp+0x1d06], al
  mov rax, qword ptr [rsp+0x1cf8]
  and eax, 1
  mov byte ptr [rsp+0x1d07], al
  vmovq xmm0, qword ptr [rsp+0x1d00]
  vmovaps ymm15, ymmword ptr [rsp+0x3d80]
  vmovaps ymm14, ymmword ptr [rsp+0x33a0]
  vcmppd ymm5, ymm15, ymm14, 1
  vmovaps ymm15, ymmword ptr [rsp+0x3da0]
  vmovaps ymm14, ymmword ptr [rsp+0x33c0]
  vcmppd ymm6, ymm15, ymm14, 1
  vmovdqu ymmword ptr [rsp+0x1d20], ymm5
  vmovdqu ymmword ptr [rsp+0x1d40], ymm6
  mov rax, qword ptr [rsp+0x1d20]
  and eax, 1
  mov byte ptr [rsp+0x1d60], al
  mov rax, qword ptr [rsp+0x1d28]
  and eax, 1
  mov byte ptr [rsp+0x1d61], al
  mov rax, qword ptr [rsp+0x1d30]
  and eax, 1
  mov byte ptr [rsp+0x1d62], al
  mov rax, qword ptr [rsp+0x1d38]
  and eax, 1
  mov byte ptr [rsp+0x1d63], al
  mov rax, qword ptr [rsp+0x1d40]
  and eax, 1
  mov byte ptr [rsp+0x1d64], al
  mov rax, qword ptr [rsp+0x1d48]
  and eax, 1
  mov byte ptr [rsp+0x1d65], al
  mov rax, qword ptr [rsp+0x1d50]
  and eax, 1
  mov byte ptr [rsp+0x1d66], al
  mov rax, qword ptr [rsp+0x1d58]
  and eax, 1
  mov byte ptr [rsp+0x1d67], al
  vmovq xmm5, qword ptr [rsp+0x1d60]
  vpand xmm0, xmm0, xmm5
  vmovq qword ptr [rsp+0x1d80], xmm0
  movzx eax, byte ptr [rsp+0x1d80]
  vmovaps ymm15, ymmword ptr [rsp+0x30c0]
  vmovaps xmm5, xmm15
  test al, al
  je .Lwhere3
  vmovaps xmm5, xmm1
.Lwhere3:
  vmovq qword ptr [rsp+0x1da0], xmm0
  movzx edx, byte ptr [rsp+0x1da1]
  vmovaps xmm15, xmmword ptr [rsp+0x4510]
  vmovaps xmm1, xmm15
  test dl, dl
  je .Lwhere4
  vmovaps xmm1, xmm2
.Lwhere4:
  vmovq qword ptr [rsp+0x1dc0], xmm0
  movzx r11d, byte ptr [rsp+0x1dc2]
  mov qword ptr [rsp+0x58e0], r11
  vmovaps xmm15, xmmword ptr [rsp+0x4520]
  vmovaps xmm2, xmm15
  mov r11, qword ptr [rsp+0x58e0]
  test r11b, r11b
  je .Lwhere5
  vmovaps xmm2, xmm3
.Lwhere5:
  vmovq qword ptr [rsp+0x1de0], xmm0
  movzx r11d, byte ptr [rsp+0x1de3]
  mov qword ptr [rsp+0x58e8], r11
  vmovaps xmm15, xmmword ptr [rsp+0x4530]
  vmovaps xmm3, xmm15
  mov r11, qword ptr [rsp+0x58e8]
  test r11b, r11b
  je .Lwhere6
  vmovaps xmm3, xmm4
.Lwhere6:
  vmovq qword ptr [rsp+0x1e00], xmm0
  movzx r11d, byte ptr [rsp+0x1e04]
  mov qword ptr [rsp+0x58f0], r11
  vmovaps xmm15, xmmword ptr [rsp+0x4540]
  vmovaps xmm4, xmm15
  mov r11, qword ptr [rsp+0x58f0]
  test r11b, r11b
  je .Lwhere7
  vmovaps xmm15, xmmword ptr [rsp+0x57b0]
  vmovaps xmm4, xmm15
.Lwhere7:
  vmovq qword ptr [rsp+0x1e20], xmm0
  movzx r11d, byte ptr [rsp+0x1e25]
  mov qword ptr [rsp+0x58f8], r11
  vmovaps xmm15, xmmword ptr [rsp+0x4550]
  vmovaps xmm6, xmm15
  mov r11, qword ptr [rsp+0x58f8]
  test r11b, r11b
  je .Lwhere8
  vmovaps xmm15, xmmword ptr [rsp+0x57c0]
  vmovaps xmm6, xmm15
.Lwhere8:
  vmovq qword ptr [rsp+0x1e40], xmm0
  movzx r11d, byte ptr [rsp+0x1e46]
  mov qword ptr [rsp+0x5900], r11
  vmovaps xmm15, xmmword ptr [rsp+0x4560]
  vmovaps xmm7, xmm15
  mov r11, qword ptr [rsp+0x5900]
  test r11b, r11b
  je .Lwhere9
  vmovaps xmm15, xmmword ptr [rsp+0x57d0]
  vmovaps xmm7, xmm15
.Lwhere9:
  vmovq qword ptr [rsp+0x1e60], xmm0
  movzx r11d, byte ptr [rsp+0x1e67]
  mov qword ptr [rsp+0x5908], r11
  vmovaps xmm15, xmmword ptr [rsp+0x4570]
  vmovaps xmm0, xmm15
  mov r11, qword ptr [rsp+0x5908]
  test r11b, r11b
  je .Lwhere10
  vmovaps xmm15, xmmword ptr [rsp+0x57e0]
  vmovaps xmm0, xmm15
.Lwhere10:
  vmovq qword ptr [rsp+0x1e80], xmm5
  vmovq qword ptr [rsp+0x1e88], xmm1
  vmovq qword ptr [rsp+0x1e90], xmm2
  vmovq qword ptr [rsp+0x1e98], xmm3
  vmovq qword ptr [rsp+0x1ea0], xmm4
  vmovq qword ptr [rsp+0x1ea8], xmm6
  vmovq qword ptr [rsp+0x1eb0], xmm7
  vmovq qword ptr [rsp+0x1eb8], xmm0
  vmovdqu ymm0, ymmword ptr [rsp+0x1e80]
  vmovdqu ymm15, ymmword ptr [rsp+0x1ea0]
  vmovaps ymmword ptr [rsp+0x3dc0], ymm15
  vmovaps ymm15, ymmword ptr [rsp+0x3460]
  vmulpd ymm2, ymm0, ymm15
  vmovaps ymm15, ymmword ptr [rsp+0x3dc0]
  vmovaps ymm14, ymmword ptr [rsp+0x3480]
  vmulpd ymm3, ymm15, ymm14
  vmovaps ymm15, ymmword ptr [rsp+0x3420]
  vcmppd ymm4, ymm0, ymm15, 1
  vmovaps ymm15, ymmword ptr [rsp+0x3dc0]
  vmovaps ymm14, ymmword ptr [rsp+0x3440]
  vcmppd ymm5, ymm15, ymm14, 1
  vblendvpd ymm2, ymm0, ymm2, ymm4
  vmovaps ymm15, ymmword ptr [rsp+0x3dc0]
  vblendvpd ymm3, ymm15, ymm3, ymm5
  vmovaps ymm15, ymmword ptr [rsp+0x34a0]
  vpand ymm4, ymm2, ymm15
  vmovaps ymm15, ymmword ptr [rsp+0x34a0]
  vpand ymm5, ymm3, ymm15
  vmovaps ymm14, ymmword ptr [rsp+0x34c0]
  vpor ymm15, ymm4, ymm14
  vmovaps ymmword ptr [rsp+0x3de0], ymm15
  vmovaps ymm14, ymmword ptr [rsp+0x34c0]
  vpor ymm15, ymm5, ymm14
  vmovaps ymmword ptr [rsp+0x3e00], ymm15
  vmovaps ymm15, ymmword ptr [rsp+0x3de0]
  vmovaps ymm14, ymmword ptr [rsp+0x3080]
  vmulpd ymm6, ymm15, ymm14
  vmovaps ymm15, ymmword ptr [rsp+0x3e00]
  vmovaps ymm14, ymmword ptr [rsp+0x30a0]
  vmulpd ymm7, ymm15, ymm14
  vmovaps ymm15, ymmword ptr [rsp+0x33e0]
  vmovaps ymm14, ymmword ptr [rsp+0x3de0]
  vcmppd ymm8, ymm15, ymm14, 1
  vmovaps ymm15, ymmword ptr [rsp+0x3400]
  vmovaps ymm14, ymmword ptr [rsp+0x3e00]
  vcmppd ymm9, ymm15, ymm14, 1
  vmovaps ymm15, ymmword ptr [rsp+0x3de0]
  vblendvpd ymm6, ymm15, ymm6, ymm8
  vmovaps ymm15, ymmword ptr [rsp+0x3e00]
  vblendvpd ymm7, ymm15, ymm7, ymm9
  vmovaps ymm15, ymmword ptr [rsp+0x30c0]
  vsubpd ymm6, ymm6, ymm15
  vmovaps ymm15, ymmword ptr [rsp+0x30e0]
  vsubpd ymm7, ymm7, ymm15
  vmulpd ymm8, ymm6, ymm6
  vmulpd ymm9, ymm7, ymm7
  vmovaps ymm15, ymmword ptr [rsp+0x3080]
  vmulpd ymm8, ymm8, ymm15
  vmovaps ymm15, ymmword ptr [rsp+0x30a0]
  vmulpd ymm9, ymm9, ymm15
  vsubpd ymm10, ymm6, ymm8
  vsubpd ymm11, ymm7, ymm9
  vmovaps ymm14, ymmword ptr [rsp+0x34e0]
  vpand ymm15, ymm10, ymm14
  vmovaps ymmword ptr [rsp+0x3e20], ymm15
  vmovaps ymm14, ymmword ptr [rsp+0x34e0]
  vpand ymm15, ymm11, ymm14
  vmovaps ymmword ptr [rsp+0x3e40], ymm15
  vmovaps ymm15, ymmword ptr [rsp+0x3e20]
  vsubpd ymm12, ymm6, ymm15
  vmovaps ymm15, ymmword ptr [rsp+0x3e40]
  vsubpd ymm11, ymm7, ymm15
  vsubpd ymm12, ymm12, ymm8
  vsubpd ymm11, ymm11, ymm9
  vmovaps ymm15, ymmword ptr [rsp+0x3500]
  vaddpd ymm10, ymm6, ymm15
  vmovaps ymm15, ymmword ptr [rsp+0x3520]
  vaddpd ymm5, ymm7, ymm15
  vdivpd ymm6, ymm6, ymm10
  vdivpd ymm5, ymm7, ymm5
  vmulpd ymm7, ymm6, ymm6
  vmulpd ymm10, ymm5, ymm5
  vmovaps ymm15, ymmword ptr [rsp+0x3540]
  vmulpd ymm4, ymm15, ymm7
  vmovaps ymm15, ymmword ptr [rsp+0x3560]
  vmulpd ymm1, ymm15, ymm10
  vmovaps ymm15, ymmword ptr [rsp+0x3580]
  vaddpd ymm4, ymm4, ymm15
  vmovaps ymm15, ymmword ptr [rsp+0x35a0]
  vaddpd ymm1, ymm1, ymm15
  vmulpd ymm4, ymm4, ymm7
  vmulpd ymm1, ymm1, ymm10
  vmovaps ymm15, ymmword ptr [rsp+0x35c0]
  vaddpd ymm4, ymm4, ymm15
  vmovaps ymm15, ymmword ptr [rsp+0x35e0]
  vaddpd ymm1, ymm1, ymm15
  vmulpd ymm4, ymm4, ymm7
  vmulpd ymm1, ymm1, ymm10
  vmovaps ymm15, ymmword ptr [rsp+0x3600]
  vaddpd ymm4, ymm4, ymm15
  vmovaps ymm15, ymmword ptr [rsp+0x3620]
  vaddpd ymm1, ymm1, ymm15
  vmulpd ymm4, ymm4, ymm7
  vmulpd ymm1, ymm1, ymm10
  vmovaps ymm15, ymmword ptr [rsp+0x3640]
  vaddpd ymm4, ymm4, ymm15
  vmovaps ymm15, ymmword ptr [rsp+0x3660]
  vaddpd ymm1, ymm1, ymm15
  vmulpd ymm4, ymm4, ymm7
  vmulpd ymm1, ymm1, ymm10
  vmovaps ymm15, ymmword ptr [rsp+0x3680]
  vaddpd ymm4, ymm4, ymm15
  vmovaps ymm15, ymmword ptr [rsp+0x36a0]
  vaddpd ymm1, ymm1, ymm15
  vmulpd ymm4, ymm7, ymm4
  vmulpd ymm1, ymm10, ymm1
  vaddpd ymm4, ymm8, ymm4
  vaddpd ymm1, ymm9, ymm1
  vmulpd ymm4, ymm6, ymm4
  vmulpd ymm1, ymm5, ymm1
  vaddpd ymm4, ymm12, ymm4
  vaddpd ymm1, ymm11, ymm1
  vmovaps ymm15, ymmword ptr [rsp+0x3e20]
  vaddpd ymm5, ymm4, ymm15
  vmovaps ymm15, ymmword ptr [rsp+0x3e40]
  vaddpd ymm6, ymm1, ymm15
  vmovaps ymm15, ymmword ptr [rsp+0x36c0]
  vmulpd ymm5, ymm5, ymm15
  vmovaps ymm15, ymmword ptr [rsp+0x36e0]
  vmulpd ymm6, ymm6, ymm15
  vmovaps ymm15, ymmword ptr [rsp+0x3700]
  vmulpd ymm4, ymm4, ymm15
  vmovaps ymm15, ymmword ptr [rsp+0x3720]
  vmulpd ymm1, ymm1, ymm15
  vaddpd ymm4, ymm5, ymm4
  vaddpd ymm1, ymm6, ymm1
  vmovdqu ymmword ptr [rsp+0x1ec0], ymm2
  vmovdqu ymmword ptr [rsp+0x1ee0], ymm3
  mov r14, qword ptr [rsp+0x1ec0]
  mov r11, qword ptr [rsp+0x5860]
  mov ecx, r11d
  sar r14, cl
  vmovdqu ymmword ptr [rsp+0x1f00], ymm2
  vmovdqu ymmword ptr [rsp+0x1f20], ymm3
  mov r15, qword ptr [rsp+0x1f08]
  mov r11, qword ptr [rsp+0x5868]
  mov ecx, r11d
  sar r15, cl
  vmovdqu ymmword ptr [rsp+0x1f40], ymm2
  vmovdqu ymmword ptr [rsp+0x1f60], ymm3
  mov r13, qword ptr [rsp+0x1f50]
  mov r11, qword ptr [rsp+0x5870]
  mov ecx, r11d
  sar r13, cl
  vmovdqu ymmword ptr [rsp+0x1f80], ymm2
  vmovdqu ymmword ptr [rsp+0x1fa0], ymm3
  mov r12, qword ptr [rsp+0x1f98]
  mov r11, qword ptr [rsp+0x5878]
  mov ecx, r11d
  sar r12, cl
  vmovdqu ymmword ptr [rsp+0x1fc0], ymm2
  vmovdqu ymmword ptr [rsp+0x1fe0], ymm3
  mov rbx, qword ptr [rsp+0x1fe0]
  mov r11, qword ptr [rsp+0x5880]
  mov ecx, r11d
  sar rbx, cl
  vmovdqu ymmword ptr [rsp+0x2000], ymm2
  vmovdqu ymmword ptr [rsp+0x2020], ymm3
  mov r8, qword ptr [rsp+0x2028]
  mov r11, qword ptr [rsp+0x5888]
  mov ecx, r11d
  sar r8, cl
  vmovdqu ymmword ptr [rsp+0x2040], ymm2
  vmovdqu ymmword ptr [rsp+0x2060], ymm3
  mov rdi, qword ptr [rsp+0x2070]
  mov r11, qword ptr [rsp+0x5890]
  mov ecx, r11d
  sar rdi, cl
  vmovdqu ymmword ptr [rsp+0x2080], ymm2
  vmovdqu ymmword ptr [rsp+0x20a0], ymm3
  mov rsi, qword ptr [rsp+0x20b8]
  mov r11, qword ptr [rsp+0x5898]
  mov ecx, r11d
  sar rsi, cl
  mov qword ptr [rsp+0x20c0], r14
  mov qword ptr [rsp+0x20c8], r15
  mov qword ptr [rsp+0x20d0], r13
  mov qword ptr [rsp+0x20d8], r12
  mov qword ptr [rsp+0x20e0], rbx
  mov qword ptr [rsp+0x20e8], r8
  mov qword ptr [rsp+0x20f0], rdi
  mov qword ptr [rsp+0x20f8], rsi
  vmovdqu ymm2, ymmword ptr [rsp+0x20c0]
  vmovdqu ymm3, ymmword ptr [rsp+0x20e0]
  vmovaps ymm15, ymmword ptr [rsp+0x3360]
  vpsubq ymm2, ymm2, ymm15
  vmovaps ymm15, ymmword ptr [rsp+0x3360]
  vpsubq ymm3, ymm3, ymm15
  vmovdqu ymmword ptr [rsp+0x2100], ymm2
  vmovdqu ymmword ptr [rsp+0x2120], ymm3
  mov rcx, qword ptr [rsp+0x2100]
  vxorpd xmm5, xmm5, xmm5
  vcvtsi2sd xmm5, xmm5, rcx
  vmovdqu ymmword ptr [rsp+0x2140], ymm2
  vmovdqu ymmword ptr [rsp+0x2160], ymm3
  mov rcx, qword ptr [rsp+0x2148]
  vxorpd xmm6, xmm6, xmm6
  vcvtsi2sd xmm6, xmm6, rcx
  vmovdqu ymmword ptr [rsp+0x2180], ymm2
  vmovdqu ymmword ptr [rsp+0x21a0], ymm3
  mov rcx, qword ptr [rsp+0x2190]
  vxorpd xmm7, xmm7, xmm7
  vcvtsi2sd xmm7, xmm7, rcx
  vmovdqu ymmword ptr [rsp+0x21c0], ymm2
  vmovdqu ymmword ptr [rsp+0x21e0], ymm3
  mov rcx, qword ptr [rsp+0x21d8]
  vxorpd xmm8, xmm8, xmm8
  vcvtsi2sd xmm8, xmm8, rcx
  vmovdqu ymmword ptr [rsp+0x2200], ymm2
  vmovdqu ymmword ptr [rsp+0x2220], ymm3
  mov rcx, qword ptr [rsp+0x2220]
  vxorpd xmm9, xmm9, xmm9
  vcvtsi2sd xmm9, xmm9, rcx
  vmovdqu ymmword ptr [rsp+0x2240], ymm2
  vmovdqu ymmword ptr [rsp+0x2260], ymm3
  mov rcx, qword ptr [rsp+0x2268]
  vxorpd xmm10, xmm10, xmm10
  vcvtsi2sd xmm10, xmm10, rcx
  vmovdqu ymmword ptr [rsp+0x2280], ymm2
  vmovdqu ymmword ptr [rsp+0x22a0], ymm3
  mov rcx, qword ptr [rsp+0x22b0]
  vxorpd xmm11, xmm11, xmm11
  vcvtsi2sd xmm11, xmm11, rcx
  vmovdqu ymmword ptr [rsp+0x22c0], ymm2
  vmovdqu ymmword ptr [rsp+0x22e0], ymm3
  mov rcx, qword ptr [rsp+0x22f8]
  vxorpd xmm2, xmm2, xmm2
  vcvtsi2sd xmm2, xmm2, rcx
  vmovq qword ptr [rsp+0x2300], xmm5
  vmovq qword ptr [rsp+0x2308], xmm6
  vmovq qword ptr [rsp+0x2310], xmm7
  vmovq qword ptr [rsp+0x2318], xmm8
  vmovq qword ptr [rsp+0x2320], xmm9
  vmovq qword ptr [rsp+0x2328], xmm10
  vmovq qword ptr [rsp+0x2330], xmm11
  vmovq qword ptr [rsp+0x2338], xmm2
  vmovdqu ymm2, ymmword ptr [rsp+0x2300]
  vmovdqu ymm3, ymmword ptr [rsp+0x2320]
  vmovaps ymm15, ymmword ptr [rsp+0x3420]
  vcmppd ymm0, ymm0, ymm15, 1
  vmovaps ymm15, ymmword ptr [rsp+0x3dc0]
  vmovaps ymm14, ymmword ptr [rsp+0x3440]
  vcmppd ymm5, ymm15, ymm14, 1
  vmovaps ymm15, ymmword ptr [rsp+0x2fc0]
  vmovaps ymm14, ymmword ptr [rsp+0x3740]
  vblendvpd ymm0, ymm15, ymm14, ymm0
  vmovaps ymm15, ymmword ptr [rsp+0x2fe0]
  vmovaps ymm14, ymmword ptr [rsp+0x3760]
  vblendvpd ymm5, ymm15, ymm14, ymm5
  vsubpd ymm0, ymm2, ymm0
  vsubpd ymm2, ymm3, ymm5
  vmovaps ymm15, ymmword ptr [rsp+0x33e0]
  vmovaps ymm14, ymmword ptr [rsp+0x3de0]
  vcmppd ymm3, ymm15, ymm14, 1
  vmovaps ymm15, ymmword ptr [rsp+0x3400]
  vmovaps ymm14, ymmword ptr [rsp+0x3e00]
  vcmppd ymm5, ymm15, ymm14, 1
  vmovaps ymm15, ymmword ptr [rsp+0x2fc0]
  vmovaps ymm14, ymmword ptr [rsp+0x30c0]
  vblendvpd ymm3, ymm15, ymm14, ymm3
  vmovaps ymm15, ymmword ptr [rsp+0x2fe0]
  vmovaps ymm14, ymmword ptr [rsp+0x30e0]
  vblendvpd ymm5, ymm15, ymm14, ymm5
  vaddpd ymm0, ymm0, ymm3
  vaddpd ymm2, ymm2, ymm5
  vmovaps ymm15, ymmword ptr [rsp+0x3e20]
  vmovaps ymm14, ymmword ptr [rsp+0x3700]
  vmulpd ymm3, ymm15, ymm14
  vmovaps ymm15, ymmword ptr [rsp+0x3e40]
  vmovaps ymm14, ymmword ptr [rsp+0x3720]
  vmulpd ymm5, ymm15, ymm14
  vaddpd ymm6, ymm0, ymm3
  vaddpd ymm7, ymm2, ymm5
  vsubpd ymm0, ymm0, ymm6
  vsubpd ymm2, ymm2, ymm7
  vaddpd ymm0, ymm0, ymm3
  vaddpd ymm2, ymm2, ymm5
  vaddpd ymm0, ymm4, ymm0
  vaddpd ymm1, ymm1, ymm2
  vaddpd ymm0, ymm0, ymm6
  vaddpd ymm1, ymm1, ymm7
  vmovaps ymm15, ymmword ptr [rsp+0x3d80]
  vmovaps ymm14, ymmword ptr [rsp+0x33a0]
  vcmppd ymm2, ymm15, ymm14, 0
  vmovaps ymm15, ymmword ptr [rsp+0x3da0]
  vmovaps ymm14, ymmword ptr [rsp+0x33c0]
  vcmppd ymm3, ymm15, ymm14, 0
  vmovaps ymm15, ymmword ptr [rsp+0x37c0]
  vmovaps ymm14, ymmword ptr [rsp+0x33a0]
  vblendvpd ymm2, ymm15, ymm14, ymm2
  vmovaps ymm15, ymmword ptr [rsp+0x37e0]
  vmovaps ymm14, ymmword ptr [rsp+0x33c0]
  vblendvpd ymm3, ymm15, ymm14, ymm3
  vmovaps ymm15, ymmword ptr [rsp+0x3d80]
  vmovaps ymm14, ymmword ptr [rsp+0x2fc0]
  vcmppd ymm4, ymm15, ymm14, 0
  vmovaps ymm15, ymmword ptr [rsp+0x3da0]
  vmovaps ymm14, ymmword ptr [rsp+0x2fe0]
  vcmppd ymm5, ymm15, ymm14, 0
  vmovaps ymm15, ymmword ptr [rsp+0x3780]
  vblendvpd ymm2, ymm2, ymm15, ymm4
  vmovaps ymm15, ymmword ptr [rsp+0x37a0]
  vblendvpd ymm3, ymm3, ymm15, ymm5
  vmovaps xmm4, xmm2
  test al, al
  je .Lwhere11
  vmovaps xmm4, xmm0
.Lwhere11:
  vcvtsd2ss xmm4, xmm4, xmm4
  vmovdqu ymmword ptr [rsp+0x2340], ymm0
  vmovdqu ymmword ptr [rsp+0x2360], ymm1
  vmovq xmm5, qword ptr [rsp+0x2348]
  vmovdqu ymmword ptr [rsp+0x2380], ymm2
  vmovdqu ymmword ptr [rsp+0x23a0], ymm3
  vmovq xmm6, qword ptr [rsp+0x2388]
  test dl, dl
  je .Lwhere12
  vmovaps xmm6, xmm5
.Lwhere12:
  vcvtsd2ss xmm5, xmm6, xmm6
  vmovdqu ymmword ptr [rsp+0x23c0], ymm0
  vmovdqu ymmword ptr [rsp+0x23e0], ymm1
  vmovq xmm6, qword ptr [rsp+0x23d0]
  vmovdqu ymmword ptr [rsp+0x2400], ymm2
  vmovdqu ymmword ptr [rsp+0x2420], ymm3
  vmovq xmm7, qword ptr [rsp+0x2410]
  mov r11, qword ptr [rsp+0x58e0]
  test r11b, r11b
  je .Lwhere13
  vmovaps xmm7, xmm6
.Lwhere13:
  vcvtsd2ss xmm6, xmm7, xmm7
  vmovdqu ymmword ptr [rsp+0x2440], ymm0
  vmovdqu ymmword ptr [rsp+0x2460], ymm1
  vmovq xmm7, qword ptr [rsp+0x2458]
  vmovdqu ymmword ptr [rsp+0x2480], ymm2
  vmovdqu ymmword ptr [rsp+0x24a0], ymm3
  vmovq xmm8, qword ptr [rsp+0x2498]
  mov r11, qword ptr [rsp+0x58e8]
  test r11b, r11b
  je .Lwhere14
  vmovaps xmm8, xmm7
.Lwhere14:
  vcvtsd2ss xmm7, xmm8, xmm8
  vmovdqu ymmword ptr [rsp+0x24c0], ymm0
  vmovdqu ymmword ptr [rsp+0x24e0], ymm1
  vmovq xmm8, qword ptr [rsp+0x24e0]
  vmovdqu ymmword ptr [rsp+0x2500], ymm2
  vmovdqu ymmword ptr [rsp+0x2520], ymm3
  vmovq xmm9, qword ptr [rsp+0x2520]
  mov r11, qword ptr [rsp+0x58f0]
  test r11b, r11b
  je .Lwhere15
  vmovaps xmm9, xmm8
.Lwhere15:
  vcvtsd2ss xmm8, xmm9, xmm9
  vmovdqu ymmword ptr [rsp+0x2540], ymm0
  vmovdqu ymmword ptr [rsp+0x2560], ymm1
  vmovq xmm9, qword ptr [rsp+0x2568]
  vmovdqu ymmword ptr [rsp+0x2580], ymm2
  vmovdqu ymmword ptr [rsp+0x25a0], ymm3
  vmovq xmm10, qword ptr [rsp+0x25a8]
  mov r11, qword ptr [rsp+0x58f8]
  test r11b, r11b
  je .Lwhere16
  vmovaps xmm10, xmm9
.Lwhere16:
  vcvtsd2ss xmm9, xmm10, xmm10
  vmovdqu ymmword ptr [rsp+0x25c0], ymm0
  vmovdqu ymmword ptr [rsp+0x25e0], ymm1
  vmovq xmm10, qword ptr [rsp+0x25f0]
  vmovdqu ymmword ptr [rsp+0x2600], ymm2
  vmovdqu ymmword ptr [rsp+0x2620], ymm3
  vmovq xmm11, qword ptr [rsp+0x2630]
  mov r11, qword ptr [rsp+0x5900]
  test r11b, r11b
  je .Lwhere17
  vmovaps xmm11, xmm10
.Lwhere17:
  vcvtsd2ss xmm10, xmm11, xmm11
  vmovdqu ymmword ptr [rsp+0x2640], ymm0
  vmovdqu ymmword ptr [rsp+0x2660], ymm1
  vmovq xmm0, qword ptr [rsp+0x2678]
  vmovdqu ymmword ptr [rsp+0x2680], ymm2
  vmovdqu ymmword ptr [rsp+0x26a0], ymm3
  vmovq xmm1, qword ptr [rsp+0x26b8]
  mov r11, qword ptr [rsp+0x5908]
  test r11b, r11b
  je .Lwhere18
  vmovaps xmm1, xmm0
.Lwhere18:
  vcvtsd2ss xmm0, xmm1, xmm1
  vmovd dword ptr [rsp+0x26c0], xmm4
  vmovd dword ptr [rsp+0x26c4], xmm5
  vmovd dword ptr [rsp+0x26c8], xmm6
  vmovd dword ptr [rsp+0x26cc], xmm7
  vmovd dword ptr [rsp+0x26d0], xmm8
  vmovd dword ptr [rsp+0x26d4], xmm9
  vmovd dword ptr [rsp+0x26d8], xmm10
  vmovd dword ptr [rsp+0x26dc], xmm0
  vmovdqu ymm0, ymmword ptr [rsp+0x26c0]
  mov r11, qword ptr [rsp+0x5808]
  mov r10, qword ptr [rsp+0x58a8]
  vmovdqu ymmword ptr [r11+r10*4], ymm0
  mov rax, 0x8000000000000000
  vmovq xmm0, rax
  vmovq qword ptr [rsp+0x26e0], xmm0
  mov rax, 0x8000000000000000
  vmovq xmm0, rax
  vmovq qword ptr [rsp+0x26e8], xmm0
  mov rax, 0x8000000000000000
  vmovq xmm0, rax
  vmovq qword ptr [rsp+0x26f0], xmm0
  mov rax, 0x8000000000000000
  vmovq xmm0, rax
  vmovq qword ptr [rsp+0x26f8], xmm0
  mov rax, 0x8000000000000000
  vmovq xmm0, rax
  vmovq qword ptr [rsp+0x2700], xmm0
  mov rax, 0x8000000000000000
  vmovq xmm0, rax
  vmovq qword ptr [rsp+0x2708], xmm0
  mov rax, 0x8000000000000000
  vmovq xmm0, rax
  vmovq qword ptr [rsp+0x2710], xmm0
  mov rax, 0x8000000000000000
  vmovq xmm0, rax
  vmovq qword ptr [rsp+0x2718], xmm0
  vmovdqu ymm0, ymmword ptr [rsp+0x26e0]
  vmovdqu ymm1, ymmword ptr [rsp+0x2700]
  vmovaps ymm15, ymmword ptr [rsp+0x3d80]
  vxorpd ymm0, ymm15, ymm0
  vmovaps ymm15, ymmword ptr [rsp+0x3da0]
  vxorpd ymm1, ymm15, ymm1
  vmovaps ymm15, ymmword ptr [rsp+0x3d80]
  vmovaps ymm14, ymmword ptr [rsp+0x2fc0]
  vcmppd ymm2, ymm15, ymm14, 1
  vmovaps ymm15, ymmword ptr [rsp+0x3da0]
  vmovaps ymm14, ymmword ptr [rsp+0x2fe0]
  vcmppd ymm3, ymm15, ymm14, 1
  vmovaps ymm14, ymmword ptr [rsp+0x3d80]
  vblendvpd ymm15, ymm14, ymm0, ymm2
  vmovaps ymmword ptr [rsp+0x3e60], ymm15
  vmovaps ymm14, ymmword ptr [rsp+0x3da0]
  vblendvpd ymm15, ymm14, ymm1, ymm3
  vmovaps ymmword ptr [rsp+0x3e80], ymm15
  vmovaps ymm15, ymmword ptr [rsp+0x3e60]
  vmovaps ymm14, ymmword ptr [rsp+0x33a0]
  vcmppd ymm2, ymm15, ymm14, 1
  vmovaps ymm15, ymmword ptr [rsp+0x3e80]
  vmovaps ymm14, ymmword ptr [rsp+0x33c0]
  vcmppd ymm3, ymm15, ymm14, 1
  vmovaps ymm15, ymmword ptr [rsp+0x2fc0]
  vmovaps ymm14, ymmword ptr [rsp+0x3d80]
  vblendvpd ymm2, ymm15, ymm14, ymm2
  vmovaps ymm15, ymmword ptr [rsp+0x2fe0]
  vmovaps ymm14, ymmword ptr [rsp+0x3da0]
  vblendvpd ymm3, ymm15, ymm14, ymm3
  vmovaps ymm15, ymmword ptr [rsp+0x3840]
  vmulpd ymm4, ymm2, ymm15
  vmovaps ymm15, ymmword ptr [rsp+0x3860]
  vmulpd ymm5, ymm3, ymm15
  vroundpd ymm6, ymm4, 0xb
  vroundpd ymm7, ymm5, 0xb
  vsubpd ymm4, ymm4, ymm6
  vsubpd ymm5, ymm5, ymm7
  vmovaps ymm15, ymmword ptr [rsp+0x3080]
  vcmppd ymm8, ymm15, ymm4, 1
  vmovaps ymm15, ymmword ptr [rsp+0x30a0]
  vcmppd ymm9, ymm15, ymm5, 1
  vmovaps ymm15, ymmword ptr [rsp+0x2fc0]
  vmovaps ymm14, ymmword ptr [rsp+0x30c0]
  vblendvpd ymm8, ymm15, ymm14, ymm8
  vmovaps ymm15, ymmword ptr [rsp+0x2fe0]
  vmovaps ymm14, ymmword ptr [rsp+0x30e0]
  vblendvpd ymm9, ymm15, ymm14, ymm9
  vaddpd ymm6, ymm6, ymm8
  vaddpd ymm7, ymm7, ymm9
  vmovaps ymm15, ymmword ptr [rsp+0x3100]
  vcmppd ymm4, ymm4, ymm15, 1
  vmovaps ymm15, ymmword ptr [rsp+0x3120]
  vcmppd ymm5, ymm5, ymm15, 1
  vmovaps ymm15, ymmword ptr [rsp+0x2fc0]
  vmovaps ymm14, ymmword ptr [rsp+0x30c0]
  vblendvpd ymm4, ymm15, ymm14, ymm4
  vmovaps ymm15, ymmword ptr [rsp+0x2fe0]
  vmovaps ymm14, ymmword ptr [rsp+0x30e0]
  vblendvpd ymm5, ymm15, ymm14, ymm5
  vsubpd ymm4, ymm6, ymm4
  vsubpd ymm5, ymm7, ymm5
  vmovaps ymm15, ymmword ptr [rsp+0x3880]
  vmulpd ymm6, ymm4, ymm15
  vmovaps ymm15, ymmword ptr [rsp+0x38a0]
  vmulpd ymm7, ymm5, ymm15
  vroundpd ymm6, ymm6, 0xb
  vroundpd ymm7, ymm7, 0xb
  vmovaps ymm15, ymmword ptr [rsp+0x38c0]
  vmulpd ymm6, ymm6, ymm15
  vmovaps ymm15, ymmword ptr [rsp+0x38e0]
  vmulpd ymm7, ymm7, ymm15
  vsubpd ymm6, ymm4, ymm6
  vsubpd ymm7, ymm5, ymm7
  vmovaps ymm15, ymmword ptr [rsp+0x38c0]
  vaddpd ymm8, ymm6, ymm15
  vmovaps ymm15, ymmword ptr [rsp+0x38e0]
  vaddpd ymm9, ymm7, ymm15
  vmovaps ymm15, ymmword ptr [rsp+0x2fc0]
  vcmppd ymm10, ymm6, ymm15, 1
  vmovaps ymm15, ymmword ptr [rsp+0x2fe0]
  vcmppd ymm11, ymm7, ymm15, 1
  vblendvpd ymm15, ymm6, ymm8, ymm10
  vmovaps ymmword ptr [rsp+0x3ea0], ymm15
  vblendvpd ymm15, ymm7, ymm9, ymm11
  vmovaps ymmword ptr [rsp+0x3ec0], ymm15
  vmovaps ymm15, ymmword ptr [rsp+0x3ea0]
  vmovaps ymm14, ymmword ptr [rsp+0x30c0]
  vcmppd ymm8, ymm15, ymm14, 0
  vmovaps ymm15, ymmword ptr [rsp+0x3ec0]
  vmovaps ymm14, ymmword ptr [rsp+0x30e0]
  vcmppd ymm9, ymm15, ymm14, 0
  vmovdqu ymmword ptr [rsp+0x2720], ymm8
  vmovdqu ymmword ptr [rsp+0x2740], ymm9
  mov rax, qword ptr [rsp+0x2720]
  and eax, 1
  mov byte ptr [rsp+0x2760], al
  mov rax, qword ptr [rsp+0x2728]
  and eax, 1
  mov byte ptr [rsp+0x2761], al
  mov rax, qword ptr [rsp+0x2730]
  and eax, 1
  mov byte ptr [rsp+0x2762], al
  mov rax, qword ptr [rsp+0x2738]
  and eax, 1
  mov byte ptr [rsp+0x2763], al
  mov rax, qword ptr [rsp+0x2740]
  and eax, 1
  mov byte ptr [rsp+0x2764], al
  mov rax, qword ptr [rsp+0x2748]
  and eax, 1
  mov byte ptr [rsp+0x2765], al
  mov rax, qword ptr [rsp+0x2750]
  and eax, 1
  mov byte ptr [rsp+0x2766], al
  mov rax, qword ptr [rsp+0x2758]
  and eax, 1
  mov byte ptr [rsp+0x2767], al
  vmovq xmm8, qword ptr [rsp+0x2760]
  vmovaps ymm15, ymmword ptr [rsp+0x3ea0]
  vmovaps ymm14, ymmword ptr [rsp+0x3900]
  vcmppd ymm9, ymm15, ymm14, 0
  vmovaps ymm15, ymmword ptr [rsp+0x3ec0]
  vmovaps ymm14, ymmword ptr [rsp+0x3920]
  vcmppd ymm10, ymm15, ymm14, 0
  vmovdqu ymmword ptr [rsp+0x2780], ymm9
  vmovdqu ymmword ptr [rsp+0x27a0], ymm10
  mov rax, qword ptr [rsp+0x2780]
  and eax, 1
  mov byte ptr [rsp+0x27c0], al
  mov rax, qword ptr [rsp+0x2788]
  and eax, 1
  mov byte ptr [rsp+0x27c1], al
  mov rax, qword ptr [rsp+0x2790]
  and eax, 1
  mov byte ptr [rsp+0x27c2], al
  mov rax, qword ptr [rsp+0x2798]
  and eax, 1
  mov byte ptr [rsp+0x27c3], al
  mov rax, qword ptr [rsp+0x27a0]
  and eax, 1
  mov byte ptr [rsp+0x27c4], al
  mov rax, qword ptr [rsp+0x27a8]
  and eax, 1
  mov byte ptr [rsp+0x27c5], al
  mov rax, qword ptr [rsp+0x27b0]
  and eax, 1
  mov byte ptr [rsp+0x27c6], al
  mov rax, qword ptr [rsp+0x27b8]
  and eax, 1
  mov byte ptr [rsp+0x27c7], al
  vmovq xmm9, qword ptr [rsp+0x27c0]
  vpor xmm15, xmm8, xmm9
  vmovaps xmmword ptr [rsp+0x57f0], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x57f0]
  vmovq qword ptr [rsp+0x27e0], xmm15
  movzx eax, byte ptr [rsp+0x27e0]
  vmovaps ymm15, ymmword ptr [rsp+0x3940]
  vmulpd ymm9, ymm4, ymm15
  vmovaps ymm15, ymmword ptr [rsp+0x3960]
  vmulpd ymm10, ymm5, ymm15
  vsubpd ymm2, ymm2, ymm9
  vsubpd ymm3, ymm3, ymm10
  vmovaps ymm15, ymmword ptr [rsp+0x3980]
  vmulpd ymm9, ymm4, ymm15
  vmovaps ymm15, ymmword ptr [rsp+0x39a0]
  vmulpd ymm10, ymm5, ymm15
  vsubpd ymm11, ymm2, ymm9
  vsubpd ymm12, ymm3, ymm10
  vmovaps ymm15, ymmword ptr [rsp+0x39c0]
  vmulpd ymm1, ymm4, ymm15
  vmovaps ymm15, ymmword ptr [rsp+0x39e0]
  vmulpd ymm0, ymm5, ymm15
  vsubpd ymm7, ymm11, ymm1
  vsubpd ymm15, ymm12, ymm0
  vmovaps ymmword ptr [rsp+0x3ee0], ymm15
  vmovaps ymm14, ymmword ptr [rsp+0x3a00]
  vmulpd ymm15, ymm4, ymm14
  vmovaps ymmword ptr [rsp+0x3f00], ymm15
  vmovaps ymm14, ymmword ptr [rsp+0x3a20]
  vmulpd ymm15, ymm5, ymm14
  vmovaps ymmword ptr [rsp+0x3f20], ymm15
  vmovaps ymm14, ymmword ptr [rsp+0x3f00]
  vsubpd ymm15, ymm7, ymm14
  vmovaps ymmword ptr [rsp+0x3f40], ymm15
  vmovaps ymm14, ymmword ptr [rsp+0x3ee0]
  vmovaps ymm13, ymmword ptr [rsp+0x3f20]
  vsubpd ymm15, ymm14, ymm13
  vmovaps ymmword ptr [rsp+0x3f60], ymm15
  vsubpd ymm8, ymm11, ymm2
  vsubpd ymm5, ymm12, ymm3
  vsubpd ymm4, ymm11, ymm8
  vsubpd ymm6, ymm12, ymm5
  vsubpd ymm2, ymm2, ymm4
  vsubpd ymm3, ymm3, ymm6
  mov rcx, 0x8000000000000000
  vmovq xmm4, rcx
  vmovq qword ptr [rsp+0x2800], xmm4
  mov rcx, 0x8000000000000000
  vmovq xmm4, rcx
  vmovq qword ptr [rsp+0x2808], xmm4
  mov rcx, 0x8000000000000000
  vmovq xmm4, rcx
  vmovq qword ptr [rsp+0x2810], xmm4
  mov rcx, 0x8000000000000000
  vmovq xmm4, rcx
  vmovq qword ptr [rsp+0x2818], xmm4
  mov rcx, 0x8000000000000000
  vmovq xmm4, rcx
  vmovq qword ptr [rsp+0x2820], xmm4
  mov rcx, 0x8000000000000000
  vmovq xmm4, rcx
  vmovq qword ptr [rsp+0x2828], xmm4
  mov rcx, 0x8000000000000000
  vmovq xmm4, rcx
  vmovq qword ptr [rsp+0x2830], xmm4
  mov rcx, 0x8000000000000000
  vmovq xmm4, rcx
  vmovq qword ptr [rsp+0x2838], xmm4
  vmovdqu ymm4, ymmword ptr [rsp+0x2800]
  vmovdqu ymm6, ymmword ptr [rsp+0x2820]
  vxorpd ymm4, ymm9, ymm4
  vxorpd ymm6, ymm10, ymm6
  vsubpd ymm4, ymm4, ymm8
  vsubpd ymm5, ymm6, ymm5
  vaddpd ymm2, ymm2, ymm4
  vaddpd ymm3, ymm3, ymm5
  vmovaps ymm15, ymmword ptr [rsp+0x2fc0]
  vaddpd ymm2, ymm15, ymm2
  vmovaps ymm15, ymmword ptr [rsp+0x2fe0]
  vaddpd ymm3, ymm15, ymm3
  vsubpd ymm4, ymm7, ymm11
  vmovaps ymm15, ymmword ptr [rsp+0x3ee0]
  vsubpd ymm5, ymm15, ymm12
  vsubpd ymm6, ymm7, ymm4
  vmovaps ymm15, ymmword ptr [rsp+0x3ee0]
  vsubpd ymm8, ymm15, ymm5
  vsubpd ymm6, ymm11, ymm6
  vsubpd ymm8, ymm12, ymm8
  mov rcx, 0x8000000000000000
  vmovq xmm9, rcx
  vmovq qword ptr [rsp+0x2840], xmm9
  mov rcx, 0x8000000000000000
  vmovq xmm9, rcx
  vmovq qword ptr [rsp+0x2848], xmm9
  mov rcx, 0x8000000000000000
  vmovq xmm9, rcx
  vmovq qword ptr [rsp+0x2850], xmm9
  mov rcx, 0x8000000000000000
  vmovq xmm9, rcx
  vmovq qword ptr [rsp+0x2858], xmm9
  mov rcx, 0x8000000000000000
  vmovq xmm9, rcx
  vmovq qword ptr [rsp+0x2860], xmm9
  mov rcx, 0x8000000000000000
  vmovq xmm9, rcx
  vmovq qword ptr [rsp+0x2868], xmm9
  mov rcx, 0x8000000000000000
  vmovq xmm9, rcx
  vmovq qword ptr [rsp+0x2870], xmm9
  mov rcx, 0x8000000000000000
  vmovq xmm9, rcx
  vmovq qword ptr [rsp+0x2878], xmm9
  vmovdqu ymm9, ymmword ptr [rsp+0x2840]
  vmovdqu ymm10, ymmword ptr [rsp+0x2860]
  vxorpd ymm1, ymm1, ymm9
  vxorpd ymm0, ymm0, ymm10
  vsubpd ymm1, ymm1, ymm4
  vsubpd ymm0, ymm0, ymm5
  vaddpd ymm1, ymm6, ymm1
  vaddpd ymm0, ymm8, ymm0
  vaddpd ymm1, ymm2, ymm1
  vaddpd ymm0, ymm3, ymm0
  vmovaps ymm15, ymmword ptr [rsp+0x3f40]
  vsubpd ymm2, ymm15, ymm7
  vmovaps ymm15, ymmword ptr [rsp+0x3f60]
  vmovaps ymm14, ymmword ptr [rsp+0x3ee0]
  vsubpd ymm3, ymm15, ymm14
  vmovaps ymm15, ymmword ptr [rsp+0x3f40]
  vsubpd ymm4, ymm15, ymm2
  vmovaps ymm15, ymmword ptr [rsp+0x3f60]
  vsubpd ymm5, ymm15, ymm3
  vsubpd ymm4, ymm7, ymm4
  vmovaps ymm15, ymmword ptr [rsp+0x3ee0]
  vsubpd ymm5, ymm15, ymm5
  mov rcx, 0x8000000000000000
  vmovq xmm6, rcx
  vmovq qword ptr [rsp+0x2880], xmm6
  mov rcx, 0x8000000000000000
  vmovq xmm6, rcx
  vmovq qword ptr [rsp+0x2888], xmm6
  mov rcx, 0x8000000000000000
  vmovq xmm6, rcx
  vmovq qword ptr [rsp+0x2890], xmm6
  mov rcx, 0x8000000000000000
  vmovq xmm6, rcx
  vmovq qword ptr [rsp+0x2898], xmm6
  mov rcx, 0x8000000000000000
  vmovq xmm6, rcx
  vmovq qword ptr [rsp+0x28a0], xmm6
  mov rcx, 0x8000000000000000
  vmovq xmm6, rcx
  vmovq qword ptr [rsp+0x28a8], xmm6
  mov rcx, 0x8000000000000000
  vmovq xmm6, rcx
  vmovq qword ptr [rsp+0x28b0], xmm6
  mov rcx, 0x8000000000000000
  vmovq xmm6, rcx
  vmovq qword ptr [rsp+0x28b8], xmm6
  vmovdqu ymm6, ymmword ptr [rsp+0x2880]
  vmovdqu ymm7, ymmword ptr [rsp+0x28a0]
  vmovaps ymm15, ymmword ptr [rsp+0x3f00]
  vxorpd ymm6, ymm15, ymm6
  vmovaps ymm15, ymmword ptr [rsp+0x3f20]
  vxorpd ymm7, ymm15, ymm7
  vsubpd ymm2, ymm6, ymm2
  vsubpd ymm3, ymm7, ymm3
  vaddpd ymm2, ymm4, ymm2
  vaddpd ymm3, ymm5, ymm3
  vaddpd ymm1, ymm1, ymm2
  vaddpd ymm0, ymm0, ymm3
  vmovaps ymm15, ymmword ptr [rsp+0x3f40]
  vaddpd ymm2, ymm15, ymm1
  vmovaps ymm15, ymmword ptr [rsp+0x3f60]
  vaddpd ymm3, ymm15, ymm0
  vmovaps ymm15, ymmword ptr [rsp+0x30c0]
  vcmppd ymm4, ymm15, ymm2, 1
  vmovaps ymm15, ymmword ptr [rsp+0x30e0]
  vcmppd ymm5, ymm15, ymm3, 1
  vmovaps ymm15, ymmword ptr [rsp+0x30c0]
  vblendvpd ymm4, ymm2, ymm15, ymm4
  vmovaps ymm15, ymmword ptr [rsp+0x30e0]
  vblendvpd ymm5, ymm3, ymm15, ymm5
  vmovaps ymm15, ymmword ptr [rsp+0x3a40]
  vcmppd ymm6, ymm2, ymm15, 1
  vmovaps ymm15, ymmword ptr [rsp+0x3a60]
  vcmppd ymm7, ymm3, ymm15, 1
  vmovaps ymm14, ymmword ptr [rsp+0x3a40]
  vblendvpd ymm15, ymm4, ymm14, ymm6
  vmovaps ymmword ptr [rsp+0x3f80], ymm15
  vmovaps ymm14, ymmword ptr [rsp+0x3a60]
  vblendvpd ymm15, ymm5, ymm14, ymm7
  vmovaps ymmword ptr [rsp+0x3fa0], ymm15
  vmovaps ymm15, ymmword ptr [rsp+0x3f80]
  vmulpd ymm6, ymm15, ymm15
  vmovaps ymm14, ymmword ptr [rsp+0x3fa0]
  vmulpd ymm15, ymm14, ymm14
  vmovaps ymmword ptr [rsp+0x3fc0], ymm15
  vmovaps ymm15, ymmword ptr [rsp+0x3080]
  vmulpd ymm8, ymm6, ymm15
  vmovaps ymm15, ymmword ptr [rsp+0x3fc0]
  vmovaps ymm14, ymmword ptr [rsp+0x30a0]
  vmulpd ymm9, ymm15, ymm14
  vmovaps ymm15, ymmword ptr [rsp+0x30c0]
  vsubpd ymm10, ymm15, ymm8
  vmovaps ymm15, ymmword ptr [rsp+0x30e0]
  vsubpd ymm11, ymm15, ymm9
  vmovaps ymm15, ymmword ptr [rsp+0x30c0]
  vsubpd ymm12, ymm15, ymm10
  vmovaps ymm15, ymmword ptr [rsp+0x30e0]
  vsubpd ymm5, ymm15, ymm11
  vsubpd ymm8, ymm12, ymm8
  vsubpd ymm5, ymm5, ymm9
  vmulpd ymm9, ymm6, ymm6
  vmovaps ymm15, ymmword ptr [rsp+0x3fc0]
  vmulpd ymm12, ymm15, ymm15
  vmovaps ymm15, ymmword ptr [rsp+0x3a80]
  vmulpd ymm4, ymm15, ymm6
  vmovaps ymm15, ymmword ptr [rsp+0x3aa0]
  vmovaps ymm14, ymmword ptr [rsp+0x3fc0]
  vmulpd ymm7, ymm15, ymm14
  vmovaps ymm15, ymmword ptr [rsp+0x3ac0]
  vaddpd ymm4, ymm4, ymm15
  vmovaps ymm15, ymmword ptr [rsp+0x3ae0]
  vaddpd ymm7, ymm7, ymm15
  vmulpd ymm4, ymm4, ymm6
  vmovaps ymm15, ymmword ptr [rsp+0x3fc0]
  vmulpd ymm7, ymm7, ymm15
  vmovaps ymm15, ymmword ptr [rsp+0x3b00]
  vaddpd ymm4, ymm4, ymm15
  vmovaps ymm15, ymmword ptr [rsp+0x3b20]
  vaddpd ymm7, ymm7, ymm15
  vmulpd ymm4, ymm4, ymm6
  vmovaps ymm15, ymmword ptr [rsp+0x3fc0]
  vmulpd ymm7, ymm7, ymm15
  vmovaps ymm15, ymmword ptr [rsp+0x3b40]
  vaddpd ymm4, ymm4, ymm15
  vmovaps ymm15, ymmword ptr [rsp+0x3b60]
  vaddpd ymm7, ymm7, ymm15
  vmulpd ymm4, ymm4, ymm6
  vmovaps ymm15, ymmword ptr [rsp+0x3fc0]
  vmulpd ymm7, ymm7, ymm15
  vmovaps ymm15, ymmword ptr [rsp+0x3b80]
  vaddpd ymm4, ymm4, ymm15
  vmovaps ymm15, ymmword ptr [rsp+0x3ba0]
  vaddpd ymm7, ymm7, ymm15
  vmulpd ymm4, ymm9, ymm4
  vmulpd ymm7, ymm12, ymm7
  vmovaps ymm15, ymmword ptr [rsp+0x3f40]
  vsubpd ymm2, ymm2, ymm15
  vmovaps ymm15, ymmword ptr [rsp+0x3f60]
  vsubpd ymm3, ymm3, ymm15
  vsubpd ymm1, ymm1, ymm2
  vsubpd ymm0, ymm0, ymm3
  vmovaps ymm15, ymmword ptr [rsp+0x3c00]
  vcmppd ymm2, ymm15, ymm1, 1
  vmovaps ymm15, ymmword ptr [rsp+0x3c20]
  vcmppd ymm3, ymm15, ymm0, 1
  vmovaps ymm15, ymmword ptr [rsp+0x3c00]
  vblendvpd ymm2, ymm1, ymm15, ymm2
  vmovaps ymm15, ymmword ptr [rsp+0x3c20]
  vblendvpd ymm3, ymm0, ymm15, ymm3
  vmovaps ymm15, ymmword ptr [rsp+0x3bc0]
  vcmppd ymm1, ymm1, ymm15, 1
  vmovaps ymm15, ymmword ptr [rsp+0x3be0]
  vcmppd ymm0, ymm0, ymm15, 1
  vmovaps ymm15, ymmword ptr [rsp+0x3bc0]
  vblendvpd ymm1, ymm2, ymm15, ymm1
  vmovaps ymm15, ymmword ptr [rsp+0x3be0]
  vblendvpd ymm0, ymm3, ymm15, ymm0
  vmovaps ymm15, ymmword ptr [rsp+0x3f80]
  vmulpd ymm2, ymm15, ymm1
  vmovaps ymm15, ymmword ptr [rsp+0x3fa0]
  vmulpd ymm3, ymm15, ymm0
  vsubpd ymm2, ymm4, ymm2
  vsubpd ymm3, ymm7, ymm3
  vaddpd ymm2, ymm8, ymm2
  vaddpd ymm3, ymm5, ymm3
  vaddpd ymm2, ymm10, ymm2
  vaddpd ymm3, ymm11, ymm3
  vmovaps ymm15, ymmword ptr [rsp+0x3080]
  vmulpd ymm4, ymm1, ymm15
  vmovaps ymm15, ymmword ptr [rsp+0x30a0]
  vmulpd ymm5, ymm0, ymm15
  vmovaps ymm15, ymmword ptr [rsp+0x3f80]
  vmulpd ymm7, ymm6, ymm15
  vmovaps ymm15, ymmword ptr [rsp+0x3fc0]
  vmovaps ymm14, ymmword ptr [rsp+0x3fa0]
  vmulpd ymm8, ymm15, ymm14
  vmovaps ymm15, ymmword ptr [rsp+0x3c40]
  vmulpd ymm9, ymm15, ymm6
  vmovaps ymm15, ymmword ptr [rsp+0x3c60]
  vmovaps ymm14, ymmword ptr [rsp+0x3fc0]
  vmulpd ymm10, ymm15, ymm14
  vmovaps ymm15, ymmword ptr [rsp+0x3c80]
  vaddpd ymm9, ymm9, ymm15
  vmovaps ymm15, ymmword ptr [rsp+0x3ca0]
  vaddpd ymm10, ymm10, ymm15
  vmulpd ymm9, ymm9, ymm6
  vmovaps ymm15, ymmword ptr [rsp+0x3fc0]
  vmulpd ymm10, ymm10, ymm15
  vmovaps ymm15, ymmword ptr [rsp+0x3cc0]
  vaddpd ymm9, ymm9, ymm15
  vmovaps ymm15, ymmword ptr [rsp+0x3ce0]
  vaddpd ymm10, ymm10, ymm15
  vmulpd ymm9, ymm9, ymm6
  vmovaps ymm15, ymmword ptr [rsp+0x3fc0]
  vmulpd ymm10, ymm10, ymm15
  vmovaps ymm15, ymmword ptr [rsp+0x3d00]
  vaddpd ymm9, ymm9, ymm15
  vmovaps ymm15, ymmword ptr [rsp+0x3d20]
  vaddpd ymm10, ymm10, ymm15
  vmulpd ymm9, ymm7, ymm9
  vmulpd ymm10, ymm8, ymm10
  vsubpd ymm4, ymm4, ymm9
  vsubpd ymm5, ymm5, ymm10
  vmulpd ymm4, ymm6, ymm4
  vmovaps ymm15, ymmword ptr [rsp+0x3fc0]
  vmulpd ymm5, ymm15, ymm5
  vsubpd ymm1, ymm4, ymm1
  vsubpd ymm0, ymm5, ymm0
  vmovaps ymm15, ymmword ptr [rsp+0x3d40]
  vmulpd ymm4, ymm7, ymm15
  vmovaps ymm15, ymmword ptr [rsp+0x3d60]
  vmulpd ymm5, ymm8, ymm15
  vsubpd ymm1, ymm1, ymm4
  vsubpd ymm0, ymm0, ymm5
  vmovaps ymm15, ymmword ptr [rsp+0x3f80]
  vsubpd ymm1, ymm15, ymm1
  vmovaps ymm15, ymmword ptr [rsp+0x3fa0]
  vsubpd ymm0, ymm15, ymm0
  vmovaps xmm4, xmm1
  test al, al
  je .Lwhere19
  vmovaps xmm4, xmm2
.Lwhere19:
  vmovaps xmm15, xmmword ptr [rsp+0x57f0]
  vmovq qword ptr [rsp+0x28c0], xmm15
  movzx eax, byte ptr [rsp+0x28c1]
  vmovdqu ymmword ptr [rsp+0x28e0], ymm2
  vmovdqu ymmword ptr [rsp+0x2900], ymm3
  vmovq xmm5, qword ptr [rsp+0x28e8]
  vmovdqu ymmword ptr [rsp+0x2920], ymm1
  vmovdqu ymmword ptr [rsp+0x2940], ymm0
  vmovq xmm6, qword ptr [rsp+0x2928]
  test al, al
  je .Lwhere20
  vmovaps xmm6, xmm5
.Lwhere20:
  vmovaps xmm15, xmmword ptr [rsp+0x57f0]
  vmovq qword ptr [rsp+0x2960], xmm15
  movzx eax, byte ptr [rsp+0x2962]
  vmovdqu ymmword ptr [rsp+0x2980], ymm2
  vmovdqu ymmword ptr [rsp+0x29a0], ymm3
  vmovq xmm5, qword ptr [rsp+0x2990]
  vmovdqu ymmword ptr [rsp+0x29c0], ymm1
  vmovdqu ymmword ptr [rsp+0x29e0], ymm0
  vmovq xmm7, qword ptr [rsp+0x29d0]
  test al, al
  je .Lwhere21
  vmovaps xmm7, xmm5
.Lwhere21:
  vmovaps xmm15, xmmword ptr [rsp+0x57f0]
  vmovq qword ptr [rsp+0x2a00], xmm15
  movzx eax, byte ptr [rsp+0x2a03]
  vmovdqu ymmword ptr [rsp+0x2a20], ymm2
  vmovdqu ymmword ptr [rsp+0x2a40], ymm3
  vmovq xmm5, qword ptr [rsp+0x2a38]
  vmovdqu ymmword ptr [rsp+0x2a60], ymm1
  vmovdqu ymmword ptr [rsp+0x2a80], ymm0
  vmovq xmm8, qword ptr [rsp+0x2a78]
  test al, al
  je .Lwhere22
  vmovaps xmm8, xmm5
.Lwhere22:
  vmovaps xmm15, xmmword ptr [rsp+0x57f0]
  vmovq qword ptr [rsp+0x2aa0], xmm15
  movzx eax, byte ptr [rsp+0x2aa4]
  vmovdqu ymmword ptr [rsp+0x2ac0], ymm2
  vmovdqu ymmword ptr [rsp+0x2ae0], ymm3
  vmovq xmm5, qword ptr [rsp+0x2ae0]
  vmovdqu ymmword ptr [rsp+0x2b00], ymm1
  vmovdqu ymmword ptr [rsp+0x2b20], ymm0
  vmovq xmm9, qword ptr [rsp+0x2b20]
  test al, al
  je .Lwhere23
  vmovaps xmm9, xmm5
.Lwhere23:
  vmovaps xmm15, xmmword ptr [rsp+0x57f0]
  vmovq qword ptr [rsp+0x2b40], xmm15
  movzx eax, byte ptr [rsp+0x2b45]
  vmovdqu ymmword ptr [rsp+0x2b60], ymm2
  vmovdqu ymmword ptr [rsp+0x2b80], ymm3
  vmovq xmm5, qword ptr [rsp+0x2b88]
  vmovdqu ymmword ptr [rsp+0x2ba0], ymm1
  vmovdqu ymmword ptr [rsp+0x2bc0], ymm0
  vmovq xmm10, qword ptr [rsp+0x2bc8]
  test al, al
  je .Lwhere24
  vmovaps xmm10, xmm5
.Lwhere24:
  vmovaps xmm15, xmmword ptr [rsp+0x57f0]
  vmovq qword ptr [rsp+0x2be0], xmm15
  movzx eax, byte ptr [rsp+0x2be6]
  vmovdqu ymmword ptr [rsp+0x2c00], ymm2
  vmovdqu ymmword ptr [rsp+0x2c20], ymm3
  vmovq xmm5, qword ptr [rsp+0x2c30]
  vmovdqu ymmword ptr [rsp+0x2c40], ymm1
  vmovdqu ymmword ptr [rsp+0x2c60], ymm0
  vmovq xmm11, qword ptr [rsp+0x2c70]
  test al, al
  je .Lwhere25
  vmovaps xmm11, xmm5
.Lwhere25:
  vmovaps xmm15, xmmword ptr [rsp+0x57f0]
  vmovq qword ptr [rsp+0x2c80], xmm15
  movzx eax, byte ptr [rsp+0x2c87]
  vmovdqu ymmword ptr [rsp+0x2ca0], ymm2
  vmovdqu ymmword ptr [rsp+0x2cc0], ymm3
  vmovq xmm2, qword ptr [rsp+0x2cd8]
  vmovdqu ymmword ptr [rsp+0x2ce0], ymm1
  vmovdqu ymmword ptr [rsp+0x2d00], ymm0
  vmovq xmm0, qword ptr [rsp+0x2d18]
  test al, al
  je .Lwhere26
  vmovaps xmm0, xmm2
.Lwhere26:
  vmovq qword ptr [rsp+0x2d20], xmm4
  vmovq qword ptr [rsp+0x2d28], xmm6
  vmovq qword ptr [rsp+0x2d30], xmm7
  vmovq qword ptr [rsp+0x2d38], xmm8
  vmovq qword ptr [rsp+0x2d40], xmm9
  vmovq qword ptr [rsp+0x2d48], xmm10
  vmovq qword ptr [rsp+0x2d50], xmm11
  vmovq qword ptr [rsp+0x2d58], xmm0
  vmovdqu ymm0, ymmword ptr [rsp+0x2d20]
  vmovdqu ymm1, ymmword ptr [rsp+0x2d40]
  mov rax, 0x8000000000000000
  vmovq xmm2, rax
  vmovq qword ptr [rsp+0x2d60], xmm2
  mov rax, 0x8000000000000000
  vmovq xmm2, rax
  vmovq qword ptr [rsp+0x2d68], xmm2
  mov rax, 0x8000000000000000
  vmovq xmm2, rax
  vmovq qword ptr [rsp+0x2d70], xmm2
  mov rax, 0x8000000000000000
  vmovq xmm2, rax
  vmovq qword ptr [rsp+0x2d78], xmm2
  mov rax, 0x8000000000000000
  vmovq xmm2, rax
  vmovq qword ptr [rsp+0x2d80], xmm2
  mov rax, 0x8000000000000000
  vmovq xmm2, rax
  vmovq qword ptr [rsp+0x2d88], xmm2
  mov rax, 0x8000000000000000
  vmovq xmm2, rax
  vmovq qword ptr [rsp+0x2d90], xmm2
  mov rax, 0x8000000000000000
  vmovq xmm2, rax
  vmovq qword ptr [rsp+0x2d98], xmm2
  vmovdqu ymm2, ymmword ptr [rsp+0x2d60]
  vmovdqu ymm3, ymmword ptr [rsp+0x2d80]
  vxorpd ymm2, ymm0, ymm2
  vxorpd ymm3, ymm1, ymm3
  vmovaps ymm15, ymmword ptr [rsp+0x3800]
  vmovaps ymm14, ymmword ptr [rsp+0x3ea0]
  vcmppd ymm4, ymm15, ymm14, 1
  vmovaps ymm15, ymmword ptr [rsp+0x3820]
  vmovaps ymm14, ymmword ptr [rsp+0x3ec0]
  vcmppd ymm5, ymm15, ymm14, 1
  vblendvpd ymm0, ymm0, ymm2, ymm4
  vblendvpd ymm1, ymm1, ymm3, ymm5
  vmovaps ymm15, ymmword ptr [rsp+0x3d80]
  vmovaps ymm14, ymmword ptr [rsp+0x2fc0]
  vcmppd ymm2, ymm15, ymm14, 0
  vmovaps ymm15, ymmword ptr [rsp+0x3da0]
  vmovaps ymm14, ymmword ptr [rsp+0x2fe0]
  vcmppd ymm3, ymm15, ymm14, 0
  vmovaps ymm15, ymmword ptr [rsp+0x3d80]
  vblendvpd ymm0, ymm0, ymm15, ymm2
  vmovaps ymm15, ymmword ptr [rsp+0x3da0]
  vblendvpd ymm1, ymm1, ymm15, ymm3
  vmovaps ymm15, ymmword ptr [rsp+0x3e60]
  vmovaps ymm14, ymmword ptr [rsp+0x33a0]
  vcmppd ymm2, ymm15, ymm14, 1
  vmovaps ymm15, ymmword ptr [rsp+0x3e80]
  vmovaps ymm14, ymmword ptr [rsp+0x33c0]
  vcmppd ymm3, ymm15, ymm14, 1
  vmovaps ymm15, ymmword ptr [rsp+0x37c0]
  vblendvpd ymm0, ymm15, ymm0, ymm2
  vmovaps ymm15, ymmword ptr [rsp+0x37e0]
  vblendvpd ymm1, ymm15, ymm1, ymm3
  vcvtsd2ss xmm2, xmm0, xmm0
  vmovdqu ymmword ptr [rsp+0x2da0], ymm0
  vmovdqu ymmword ptr [rsp+0x2dc0], ymm1
  vmovq xmm3, qword ptr [rsp+0x2da8]
  vcvtsd2ss xmm3, xmm3, xmm3
  vmovdqu ymmword ptr [rsp+0x2de0], ymm0
  vmovdqu ymmword ptr [rsp+0x2e00], ymm1
  vmovq xmm4, qword ptr [rsp+0x2df0]
  vcvtsd2ss xmm4, xmm4, xmm4
  vmovdqu ymmword ptr [rsp+0x2e20], ymm0
  vmovdqu ymmword ptr [rsp+0x2e40], ymm1
  vmovq xmm5, qword ptr [rsp+0x2e38]
  vcvtsd2ss xmm5, xmm5, xmm5
  vmovdqu ymmword ptr [rsp+0x2e60], ymm0
  vmovdqu ymmword ptr [rsp+0x2e80], ymm1
  vmovq xmm6, qword ptr [rsp+0x2e80]
  vcvtsd2ss xmm6, xmm6, xmm6
  vmovdqu ymmword ptr [rsp+0x2ea0], ymm0
  vmovdqu ymmword ptr [rsp+0x2ec0], ymm1
  vmovq xmm7, qword ptr [rsp+0x2ec8]
  vcvtsd2ss xmm7, xmm7, xmm7
  vmovdqu ymmword ptr [rsp+0x2ee0], ymm0
  vmovdqu ymmword ptr [rsp+0x2f00], ymm1
  vmovq xmm8, qword ptr [rsp+0x2f10]
  vcvtsd2ss xmm8, xmm8, xmm8
  vmovdqu ymmword ptr [rsp+0x2f20], ymm0
  vmovdqu ymmword ptr [rsp+0x2f40], ymm1
  vmovq xmm0, qword ptr [rsp+0x2f58]
  vcvtsd2ss xmm0, xmm0, xmm0
  vmovd dword ptr [rsp+0x2f60], xmm2
  vmovd dword ptr [rsp+0x2f64], xmm3
  vmovd dword ptr [rsp+0x2f68], xmm4
  vmovd dword ptr [rsp+0x2f6c], xmm5
  vmovd dword ptr [rsp+0x2f70], xmm6
  vmovd dword ptr [rsp+0x2f74], xmm7
  vmovd dword ptr [rsp+0x2f78], xmm8
  vmovd dword ptr [rsp+0x2f7c], xmm0
  vmovdqu ymm0, ymmword ptr [rsp+0x2f60]
  mov r11, qword ptr [rsp+0x5810]
  mov r10, qword ptr [rsp+0x58a8]
  vmovdqu ymmword ptr [r11+r10*4], ymm0
  mov r11, qword ptr [rsp+0x58a0]
  add r11d, 1
  mov qword ptr [rsp+0x58a0], r11
  mov r11, qword ptr [rsp+0x58a0]
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
