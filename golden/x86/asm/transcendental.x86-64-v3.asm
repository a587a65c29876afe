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
  sub rsp, 0x3b80
  mov r11, rdi
  mov qword ptr [rsp+0x3a70], r11
  mov r11, rsi
  mov qword ptr [rsp+0x3a78], r11
  mov r11, rdx
  mov qword ptr [rsp+0x3a80], r11
  mov r11, rcx
  mov qword ptr [rsp+0x3a88], r11
  mov rcx, 0x3e7b5253d395e7c4
  mov qword ptr [rsp+0x38d0], rcx
  mov rcx, 0xc090e00000000000
  mov qword ptr [rsp+0x38d8], rcx
  mov rcx, 0x4090180000000000
  mov qword ptr [rsp+0x38e0], rcx
  mov rcx, 0x3fe0000000000000
  mov qword ptr [rsp+0x38e8], rcx
  mov rcx, 0x3ff0000000000000
  mov qword ptr [rsp+0x38f0], rcx
  mov rcx, 0xbfe0000000000000
  mov qword ptr [rsp+0x38f8], rcx
  mov rcx, 0x3eb62c0223a5c824
  mov qword ptr [rsp+0x3900], rcx
  mov rcx, 0x3eeffcbfc588b0c7
  mov qword ptr [rsp+0x3908], rcx
  mov rcx, 0x3f2430912f86c787
  mov qword ptr [rsp+0x3910], rcx
  mov rcx, 0x3f55d87fe78a6731
  mov qword ptr [rsp+0x3918], rcx
  mov rcx, 0x3f83b2ab6fba4e77
  mov qword ptr [rsp+0x3920], rcx
  mov rcx, 0x3fac6b08d704a0c0
  mov qword ptr [rsp+0x3928], rcx
  mov rcx, 0x3fcebfbdff82c58f
  mov qword ptr [rsp+0x3930], rcx
  mov rcx, 0x3fe62e42fefa39ef
  mov qword ptr [rsp+0x3938], rcx
  mov rcx, 0x7ff0000000000000
  mov qword ptr [rsp+0x3940], rcx
  mov rcx, 0x3ff6a09e667f3bcd
  mov qword ptr [rsp+0x3948], rcx
  mov rcx, 0x10000000000000
  mov qword ptr [rsp+0x3950], rcx
  mov rcx, 0x4350000000000000
  mov qword ptr [rsp+0x3958], rcx
  mov rcx, 0x4000000000000000
  mov qword ptr [rsp+0x3960], rcx
  mov rcx, 0x3fc3b13b13b13b14
  mov qword ptr [rsp+0x3968], rcx
  mov rcx, 0x3fc745d1745d1746
  mov qword ptr [rsp+0x3970], rcx
  mov rcx, 0x3fcc71c71c71c71c
  mov qword ptr [rsp+0x3978], rcx
  mov rcx, 0x3fd2492492492492
  mov qword ptr [rsp+0x3980], rcx
  mov rcx, 0x3fd999999999999a
  mov qword ptr [rsp+0x3988], rcx
  mov rcx, 0x3fe5555555555555
  mov qword ptr [rsp+0x3990], rcx
  mov rcx, 0x3de705fc2eefa200
  mov qword ptr [rsp+0x3998], rcx
  mov rcx, 0x3ff7154765200000
  mov qword ptr [rsp+0x39a0], rcx
  mov rcx, 0x404b000000000000
  mov qword ptr [rsp+0x39a8], rcx
  mov rcx, 0xfff0000000000000
  mov qword ptr [rsp+0x39b0], rcx
  mov rcx, 0x7ff8000000000000
  mov qword ptr [rsp+0x39b8], rcx
  mov rcx, 0x3ff8000000000000
  mov qword ptr [rsp+0x39c0], rcx
  mov rcx, 0x3fe45f306dc9c883
  mov qword ptr [rsp+0x39c8], rcx
  mov rcx, 0x3fd0000000000000
  mov qword ptr [rsp+0x39d0], rcx
  mov rcx, 0x4010000000000000
  mov qword ptr [rsp+0x39d8], rcx
  mov rcx, 0x4008000000000000
  mov qword ptr [rsp+0x39e0], rcx
  mov rcx, 0x3ff921fb40000000
  mov qword ptr [rsp+0x39e8], rcx
  mov rcx, 0x3e74442d00000000
  mov qword ptr [rsp+0x39f0], rcx
  mov rcx, 0x3cf8469880000000
  mov qword ptr [rsp+0x39f8], rcx
  mov rcx, 0x3b78cc51701b839a
  mov qword ptr [rsp+0x3a00], rcx
  mov rcx, 0xbff0000000000000
  mov qword ptr [rsp+0x3a08], rcx
  mov rcx, 0x3e21eed8eff8d898
  mov qword ptr [rsp+0x3a10], rcx
  mov rcx, 0xbe927e4fb7789f5c
  mov qword ptr [rsp+0x3a18], rcx
  mov rcx, 0x3efa01a01a01a01a
  mov qword ptr [rsp+0x3a20], rcx
  mov rcx, 0xbf56c16c16c16c17
  mov qword ptr [rsp+0x3a28], rcx
  mov rcx, 0x3fa5555555555555
  mov qword ptr [rsp+0x3a30], rcx
  mov rcx, 0xbd70000000000000
  mov qword ptr [rsp+0x3a38], rcx
  mov rcx, 0x3d70000000000000
  mov qword ptr [rsp+0x3a40], rcx
  mov rcx, 0xbe5ae64567f544e4
  mov qword ptr [rsp+0x3a48], rcx
  mov rcx, 0x3ec71de3a556c734
  mov qword ptr [rsp+0x3a50], rcx
  mov rcx, 0xbf2a01a01a01a01a
  mov qword ptr [rsp+0x3a58], rcx
  mov rcx, 0x3f81111111111111
  mov qword ptr [rsp+0x3a60], rcx
  mov rcx, 0xbfc5555555555555
  mov qword ptr [rsp+0x3a68], rcx
  vmovq xmm0, qword ptr [rsp+0x38d0]
  vmovq qword ptr [rsp], xmm0
  vmovq xmm0, qword ptr [rsp+0x38d0]
  vmovq qword ptr [rsp+8], xmm0
  vmovq xmm0, qword ptr [rsp+0x38d0]
  vmovq qword ptr [rsp+0x10], xmm0
  vmovq xmm0, qword ptr [rsp+0x38d0]
  vmovq qword ptr [rsp+0x18], xmm0
  vmovq xmm0, qword ptr [rsp+0x38d0]
  vmovq qword ptr [rsp+0x20], xmm0
  vmovq xmm0, qword ptr [rsp+0x38d0]
  vmovq qword ptr [rsp+0x28], xmm0
  vmovq xmm0, qword ptr [rsp+0x38d0]
  vmovq qword ptr [rsp+0x30], xmm0
  vmovq xmm0, qword ptr [rsp+0x38d0]
  vmovq qword ptr [rsp+0x38], xmm0
  vmovdqu ymm15, ymmword ptr [rsp]
  vmovaps ymmword ptr [rsp+0x1000], ymm15
  vmovdqu ymm15, ymmword ptr [rsp+0x20]
  vmovaps ymmword ptr [rsp+0x1020], ymm15
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
  vmovaps ymmword ptr [rsp+0x1040], ymm15
  vmovdqu ymm15, ymmword ptr [rsp+0x60]
  vmovaps ymmword ptr [rsp+0x1060], ymm15
  vmovq xmm4, qword ptr [rsp+0x38d8]
  vmovq qword ptr [rsp+0x80], xmm4
  vmovq xmm4, qword ptr [rsp+0x38d8]
  vmovq qword ptr [rsp+0x88], xmm4
  vmovq xmm4, qword ptr [rsp+0x38d8]
  vmovq qword ptr [rsp+0x90], xmm4
  vmovq xmm4, qword ptr [rsp+0x38d8]
  vmovq qword ptr [rsp+0x98], xmm4
  vmovq xmm4, qword ptr [rsp+0x38d8]
  vmovq qword ptr [rsp+0xa0], xmm4
  vmovq xmm4, qword ptr [rsp+0x38d8]
  vmovq qword ptr [rsp+0xa8], xmm4
  vmovq xmm4, qword ptr [rsp+0x38d8]
  vmovq qword ptr [rsp+0xb0], xmm4
  vmovq xmm4, qword ptr [rsp+0x38d8]
  vmovq qword ptr [rsp+0xb8], xmm4
  vmovdqu ymm15, ymmword ptr [rsp+0x80]
  vmovaps ymmword ptr [rsp+0x1080], ymm15
  vmovdqu ymm15, ymmword ptr [rsp+0xa0]
  vmovaps ymmword ptr [rsp+0x10a0], ymm15
  vmovq xmm6, qword ptr [rsp+0x38e0]
  vmovq qword ptr [rsp+0xc0], xmm6
  vmovq xmm6, qword ptr [rsp+0x38e0]
  vmovq qword ptr [rsp+0xc8], xmm6
  vmovq xmm6, qword ptr [rsp+0x38e0]
  vmovq qword ptr [rsp+0xd0], xmm6
  vmovq xmm6, qword ptr [rsp+0x38e0]
  vmovq qword ptr [rsp+0xd8], xmm6
  vmovq xmm6, qword ptr [rsp+0x38e0]
  vmovq qword ptr [rsp+0xe0], xmm6
  vmovq xmm6, qword ptr [rsp+0x38e0]
  vmovq qword ptr [rsp+0xe8], xmm6
  vmovq xmm6, qword ptr [rsp+0x38e0]
  vmovq qword ptr [rsp+0xf0], xmm6
  vmovq xmm6, qword ptr [rsp+0x38e0]
  vmovq qword ptr [rsp+0xf8], xmm6
  vmovdqu ymm15, ymmword ptr [rsp+0xc0]
  vmovaps ymmword ptr [rsp+0x10c0], ymm15
  vmovdqu ymm15, ymmword ptr [rsp+0xe0]
  vmovaps ymmword ptr [rsp+0x10e0], ymm15
  vmovq xmm8, qword ptr [rsp+0x38e8]
  vmovq qword ptr [rsp+0x100], xmm8
  vmovq xmm8, qword ptr [rsp+0x38e8]
  vmovq qword ptr [rsp+0x108], xmm8
  vmovq xmm8, qword ptr [rsp+0x38e8]
  vmovq qword ptr [rsp+0x110], xmm8
  vmovq xmm8, qword ptr [rsp+0x38e8]
  vmovq qword ptr [rsp+0x118], xmm8
  vmovq xmm8, qword ptr [rsp+0x38e8]
  vmovq qword ptr [rsp+0x120], xmm8
  vmovq xmm8, qword ptr [rsp+0x38e8]
  vmovq qword ptr [rsp+0x128], xmm8
  vmovq xmm8, qword ptr [rsp+0x38e8]
  vmovq qword ptr [rsp+0x130], xmm8
  vmovq xmm8, qword ptr [rsp+0x38e8]
  vmovq qword ptr [rsp+0x138], xmm8
  vmovdqu ymm15, ymmword ptr [rsp+0x100]
  vmovaps ymmword ptr [rsp+0x1100], ymm15
  vmovdqu ymm15, ymmword ptr [rsp+0x120]
  vmovaps ymmword ptr [rsp+0x1120], ymm15
  vmovq xmm10, qword ptr [rsp+0x38f0]
  vmovq qword ptr [rsp+0x140], xmm10
  vmovq xmm10, qword ptr [rsp+0x38f0]
  vmovq qword ptr [rsp+0x148], xmm10
  vmovq xmm10, qword ptr [rsp+0x38f0]
  vmovq qword ptr [rsp+0x150], xmm10
  vmovq xmm10, qword ptr [rsp+0x38f0]
  vmovq qword ptr [rsp+0x158], xmm10
  vmovq xmm10, qword ptr [rsp+0x38f0]
  vmovq qword ptr [rsp+0x160], xmm10
  vmovq xmm10, qword ptr [rsp+0x38f0]
  vmovq qword ptr [rsp+0x168], xmm10
  vmovq xmm10, qword ptr [rsp+0x38f0]
  vmovq qword ptr [rsp+0x170], xmm10
  vmovq xmm10, qword ptr [rsp+0x38f0]
  vmovq qword ptr [rsp+0x178], xmm10
  vmovdqu ymm15, ymmword ptr [rsp+0x140]
  vmovaps ymmword ptr [rsp+0x1140], ymm15
  vmovdqu ymm15, ymmword ptr [rsp+0x160]
  vmovaps ymmword ptr [rsp+0x1160], ymm15
  vmovq xmm12, qword ptr [rsp+0x38f8]
  vmovq qword ptr [rsp+0x180], xmm12
  vmovq xmm12, qword ptr [rsp+0x38f8]
  vmovq qword ptr [rsp+0x188], xmm12
  vmovq xmm12, qword ptr [rsp+0x38f8]
  vmovq qword ptr [rsp+0x190], xmm12
  vmovq xmm12, qword ptr [rsp+0x38f8]
  vmovq qword ptr [rsp+0x198], xmm12
  vmovq xmm12, qword ptr [rsp+0x38f8]
  vmovq qword ptr [rsp+0x1a0], xmm12
  vmovq xmm12, qword ptr [rsp+0x38f8]
  vmovq qword ptr [rsp+0x1a8], xmm12
  vmovq xmm12, qword ptr [rsp+0x38f8]
  vmovq qword ptr [rsp+0x1b0], xmm12
  vmovq xmm12, qword ptr [rsp+0x38f8]
  vmovq qword ptr [rsp+0x1b8], xmm12
  vmovdqu ymm15, ymmword ptr [rsp+0x180]
  vmovaps ymmword ptr [rsp+0x1180], ymm15
  vmovdqu ymm15, ymmword ptr [rsp+0x1a0]
  vmovaps ymmword ptr [rsp+0x11a0], ymm15
  vmovq xmm15, qword ptr [rsp+0x3900]
  vmovaps xmmword ptr [rsp+0x2060], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x2060]
  vmovq qword ptr [rsp+0x1c0], xmm15
  vmovq xmm15, qword ptr [rsp+0x3900]
  vmovaps xmmword ptr [rsp+0x2070], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x2070]
  vmovq qword ptr [rsp+0x1c8], xmm15
  vmovq xmm15, qword ptr [rsp+0x3900]
  vmovaps xmmword ptr [rsp+0x2080], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x2080]
  vmovq qword ptr [rsp+0x1d0], xmm15
  vmovq xmm15, qword ptr [rsp+0x3900]
  vmovaps xmmword ptr [rsp+0x2090], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x2090]
  vmovq qword ptr [rsp+0x1d8], xmm15
  vmovq xmm15, qword ptr [rsp+0x3900]
  vmovaps xmmword ptr [rsp+0x20a0], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x20a0]
  vmovq qword ptr [rsp+0x1e0], xmm15
  vmovq xmm15, qword ptr [rsp+0x3900]
  vmovaps xmmword ptr [rsp+0x20b0], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x20b0]
  vmovq qword ptr [rsp+0x1e8], xmm15
  vmovq xmm15, qword ptr [rsp+0x3900]
  vmovaps xmmword ptr [rsp+0x20c0], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x20c0]
  vmovq qword ptr [rsp+0x1f0], xmm15
  vmovq xmm15, qword ptr [rsp+0x3900]
  vmovaps xmmword ptr [rsp+0x20d0], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x20d0]
  vmovq qword ptr [rsp+0x1f8], xmm15
  vmovdqu ymm15, ymmword ptr [rsp+0x1c0]
  vmovaps ymmword ptr [rsp+0x11c0], ymm15
  vmovdqu ymm15, ymmword ptr [rsp+0x1e0]
  vmovaps ymmword ptr [rsp+0x11e0], ymm15
  vmovq xmm15, qword ptr [rsp+0x3908]
  vmovaps xmmword ptr [rsp+0x20e0], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x20e0]
  vmovq qword ptr [rsp+0x200], xmm15
  vmovq xmm15, qword ptr [rsp+0x3908]
  vmovaps xmmword ptr [rsp+0x20f0], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x20f0]
  vmovq qword ptr [rsp+0x208], xmm15
  vmovq xmm15, qword ptr [rsp+0x3908]
  vmovaps xmmword ptr [rsp+0x2100], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x2100]
  vmovq qword ptr [rsp+0x210], xmm15
  vmovq xmm15, qword ptr [rsp+0x3908]
  vmovaps xmmword ptr [rsp+0x2110], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x2110]
  vmovq qword ptr [rsp+0x218], xmm15
  vmovq xmm15, qword ptr [rsp+0x3908]
  vmovaps xmmword ptr [rsp+0x2120], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x2120]
  vmovq qword ptr [rsp+0x220], xmm15
  vmovq xmm15, qword ptr [rsp+0x3908]
  vmovaps xmmword ptr [rsp+0x2130], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x2130]
  vmovq qword ptr [rsp+0x228], xmm15
  vmovq xmm15, qword ptr [rsp+0x3908]
  vmovaps xmmword ptr [rsp+0x2140], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x2140]
  vmovq qword ptr [rsp+0x230], xmm15
  vmovq xmm15, qword ptr [rsp+0x3908]
  vmovaps xmmword ptr [rsp+0x2150], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x2150]
  vmovq qword ptr [rsp+0x238], xmm15
  vmovdqu ymm15, ymmword ptr [rsp+0x200]
  vmovaps ymmword ptr [rsp+0x1200], ymm15
  vmovdqu ymm15, ymmword ptr [rsp+0x220]
  vmovaps ymmword ptr [rsp+0x1220], ymm15
  vmovq xmm15, qword ptr [rsp+0x3910]
  vmovaps xmmword ptr [rsp+0x2160], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x2160]
  vmovq qword ptr [rsp+0x240], xmm15
  vmovq xmm15, qword ptr [rsp+0x3910]
  vmovaps xmmword ptr [rsp+0x2170], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x2170]
  vmovq qword ptr [rsp+0x248], xmm15
  vmovq xmm15, qword ptr [rsp+0x3910]
  vmovaps xmmword ptr [rsp+0x2180], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x2180]
  vmovq qword ptr [rsp+0x250], xmm15
  vmovq xmm15, qword ptr [rsp+0x3910]
  vmovaps xmmword ptr [rsp+0x2190], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x2190]
  vmovq qword ptr [rsp+0x258], xmm15
  vmovq xmm15, qword ptr [rsp+0x3910]
  vmovaps xmmword ptr [rsp+0x21a0], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x21a0]
  vmovq qword ptr [rsp+0x260], xmm15
  vmovq xmm15, qword ptr [rsp+0x3910]
  vmovaps xmmword ptr [rsp+0x21b0], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x21b0]
  vmovq qword ptr [rsp+0x268], xmm15
  vmovq xmm15, qword ptr [rsp+0x3910]
  vmovaps xmmword ptr [rsp+0x21c0], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x21c0]
  vmovq qword ptr [rsp+0x270], xmm15
  vmovq xmm15, qword ptr [rsp+0x3910]
  vmovaps xmmword ptr [rsp+0x21d0], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x21d0]
  vmovq qword ptr [rsp+0x278], xmm15
  vmovdqu ymm15, ymmword ptr [rsp+0x240]
  vmovaps ymmword ptr [rsp+0x1240], ymm15
  vmovdqu ymm15, ymmword ptr [rsp+0x260]
  vmovaps ymmword ptr [rsp+0x1260], ymm15
  vmovq xmm15, qword ptr [rsp+0x3918]
  vmovaps xmmword ptr [rsp+0x21e0], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x21e0]
  vmovq qword ptr [rsp+0x280], xmm15
  vmovq xmm15, qword ptr [rsp+0x3918]
  vmovaps xmmword ptr [rsp+0x21f0], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x21f0]
  vmovq qword ptr [rsp+0x288], xmm15
  vmovq xmm15, qword ptr [rsp+0x3918]
  vmovaps xmmword ptr [rsp+0x2200], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x2200]
  vmovq qword ptr [rsp+0x290], xmm15
  vmovq xmm15, qword ptr [rsp+0x3918]
  vmovaps xmmword ptr [rsp+0x2210], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x2210]
  vmovq qword ptr [rsp+0x298], xmm15
  vmovq xmm15, qword ptr [rsp+0x3918]
  vmovaps xmmword ptr [rsp+0x2220], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x2220]
  vmovq qword ptr [rsp+0x2a0], xmm15
  vmovq xmm15, qword ptr [rsp+0x3918]
  vmovaps xmmword ptr [rsp+0x2230], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x2230]
  vmovq qword ptr [rsp+0x2a8], xmm15
  vmovq xmm15, qword ptr [rsp+0x3918]
  vmovaps xmmword ptr [rsp+0x2240], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x2240]
  vmovq qword ptr [rsp+0x2b0], xmm15
  vmovq xmm15, qword ptr [rsp+0x3918]
  vmovaps xmmword ptr [rsp+0x2250], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x2250]
  vmovq qword ptr [rsp+0x2b8], xmm15
  vmovdqu ymm15, ymmword ptr [rsp+0x280]
  vmovaps ymmword ptr [rsp+0x1280], ymm15
  vmovdqu ymm15, ymmword ptr [rsp+0x2a0]
  vmovaps ymmword ptr [rsp+0x12a0], ymm15
  vmovq xmm15, qword ptr [rsp+0x3920]
  vmovaps xmmword ptr [rsp+0x2260], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x2260]
  vmovq qword ptr [rsp+0x2c0], xmm15
  vmovq xmm15, qword ptr [rsp+0x3920]
  vmovaps xmmword ptr [rsp+0x2270], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x2270]
  vmovq qword ptr [rsp+0x2c8], xmm15
  vmovq xmm15, qword ptr [rsp+0x3920]
  vmovaps xmmword ptr [rsp+0x2280], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x2280]
  vmovq qword ptr [rsp+0x2d0], xmm15
  vmovq xmm15, qword ptr [rsp+0x3920]
  vmovaps xmmword ptr [rsp+0x2290], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x2290]
  vmovq qword ptr [rsp+0x2d8], xmm15
  vmovq xmm15, qword ptr [rsp+0x3920]
  vmovaps xmmword ptr [rsp+0x22a0], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x22a0]
  vmovq qword ptr [rsp+0x2e0], xmm15
  vmovq xmm15, qword ptr [rsp+0x3920]
  vmovaps xmmword ptr [rsp+0x22b0], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x22b0]
  vmovq qword ptr [rsp+0x2e8], xmm15
  vmovq xmm15, qword ptr [rsp+0x3920]
  vmovaps xmmword ptr [rsp+0x22c0], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x22c0]
  vmovq qword ptr [rsp+0x2f0], xmm15
  vmovq xmm15, qword ptr [rsp+0x3920]
  vmovaps xmmword ptr [rsp+0x22d0], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x22d0]
  vmovq qword ptr [rsp+0x2f8], xmm15
  vmovdqu ymm15, ymmword ptr [rsp+0x2c0]
  vmovaps ymmword ptr [rsp+0x12c0], ymm15
  vmovdqu ymm15, ymmword ptr [rsp+0x2e0]
  vmovaps ymmword ptr [rsp+0x12e0], ymm15
  vmovq xmm15, qword ptr [rsp+0x3928]
  vmovaps xmmword ptr [rsp+0x22e0], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x22e0]
  vmovq qword ptr [rsp+0x300], xmm15
  vmovq xmm15, qword ptr [rsp+0x3928]
  vmovaps xmmword ptr [rsp+0x22f0], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x22f0]
  vmovq qword ptr [rsp+0x308], xmm15
  vmovq xmm15, qword ptr [rsp+0x3928]
  vmovaps xmmword ptr [rsp+0x2300], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x2300]
  vmovq qword ptr [rsp+0x310], xmm15
  vmovq xmm15, qword ptr [rsp+0x3928]
  vmovaps xmmword ptr [rsp+0x2310], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x2310]
  vmovq qword ptr [rsp+0x318], xmm15
  vmovq xmm15, qword ptr [rsp+0x3928]
  vmovaps xmmword ptr [rsp+0x2320], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x2320]
  vmovq qword ptr [rsp+0x320], xmm15
  vmovq xmm15, qword ptr [rsp+0x3928]
  vmovaps xmmword ptr [rsp+0x2330], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x2330]
  vmovq qword ptr [rsp+0x328], xmm15
  vmovq xmm15, qword ptr [rsp+0x3928]
  vmovaps xmmword ptr [rsp+0x2340], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x2340]
  vmovq qword ptr [rsp+0x330], xmm15
  vmovq xmm15, qword ptr [rsp+0x3928]
  vmovaps xmmword ptr [rsp+0x2350], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x2350]
  vmovq qword ptr [rsp+0x338], xmm15
  vmovdqu ymm15, ymmword ptr [rsp+0x300]
  vmovaps ymmword ptr [rsp+0x1300], ymm15
  vmovdqu ymm15, ymmword ptr [rsp+0x320]
  vmovaps ymmword ptr [rsp+0x1320], ymm15
  vmovq xmm15, qword ptr [rsp+0x3930]
  vmovaps xmmword ptr [rsp+0x2360], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x2360]
  vmovq qword ptr [rsp+0x340], xmm15
  vmovq xmm15, qword ptr [rsp+0x3930]
  vmovaps xmmword ptr [rsp+0x2370], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x2370]
  vmovq qword ptr [rsp+0x348], xmm15
  vmovq xmm15, qword ptr [rsp+0x3930]
  vmovaps xmmword ptr [rsp+0x2380], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x2380]
  vmovq qword ptr [rsp+0x350], xmm15
  vmovq xmm15, qword ptr [rsp+0x3930]
  vmovaps xmmword ptr [rsp+0x2390], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x2390]
  vmovq qword ptr [rsp+0x358], xmm15
  vmovq xmm15, qword ptr [rsp+0x3930]
  vmovaps xmmword ptr [rsp+0x23a0], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x23a0]
  vmovq qword ptr [rsp+0x360], xmm15
  vmovq xmm15, qword ptr [rsp+0x3930]
  vmovaps xmmword ptr [rsp+0x23b0], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x23b0]
  vmovq qword ptr [rsp+0x368], xmm15
  vmovq xmm15, qword ptr [rsp+0x3930]
  vmovaps xmmword ptr [rsp+0x23c0], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x23c0]
  vmovq qword ptr [rsp+0x370], xmm15
  vmovq xmm15, qword ptr [rsp+0x3930]
  vmovaps xmmword ptr [rsp+0x23d0], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x23d0]
  vmovq qword ptr [rsp+0x378], xmm15
  vmovdqu ymm15, ymmword ptr [rsp+0x340]
  vmovaps ymmword ptr [rsp+0x1340], ymm15
  vmovdqu ymm15, ymmword ptr [rsp+0x360]
  vmovaps ymmword ptr [rsp+0x1360], ymm15
  vmovq xmm15, qword ptr [rsp+0x3938]
  vmovaps xmmword ptr [rsp+0x23e0], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x23e0]
  vmovq qword ptr [rsp+0x380], xmm15
  vmovq xmm15, qword ptr [rsp+0x3938]
  vmovaps xmmword ptr [rsp+0x23f0], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x23f0]
  vmovq qword ptr [rsp+0x388], xmm15
  vmovq xmm15, qword ptr [rsp+0x3938]
  vmovaps xmmword ptr [rsp+0x2400], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x2400]
  vmovq qword ptr [rsp+0x390], xmm15
  vmovq xmm15, qword ptr [rsp+0x3938]
  vmovaps xmmword ptr [rsp+0x2410], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x2410]
  vmovq qword ptr [rsp+0x398], xmm15
  vmovq xmm15, qword ptr [rsp+0x3938]
  vmovaps xmmword ptr [rsp+0x2420], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x2420]
  vmovq qword ptr [rsp+0x3a0], xmm15
  vmovq xmm15, qword ptr [rsp+0x3938]
  vmovaps xmmword ptr [rsp+0x2430], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x2430]
  vmovq qword ptr [rsp+0x3a8], xmm15
  vmovq xmm15, qword ptr [rsp+0x3938]
  vmovaps xmmword ptr [rsp+0x2440], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x2440]
  vmovq qword ptr [rsp+0x3b0], xmm15
  vmovq xmm15, qword ptr [rsp+0x3938]
  vmovaps xmmword ptr [rsp+0x2450], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x2450]
  vmovq qword ptr [rsp+0x3b8], xmm15
  vmovdqu ymm15, ymmword ptr [rsp+0x380]
  vmovaps ymmword ptr [rsp+0x1380], ymm15
  vmovdqu ymm15, ymmword ptr [rsp+0x3a0]
  vmovaps ymmword ptr [rsp+0x13a0], ymm15
  mov ecx, 1
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x2460], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x2460]
  vpbroadcastq ymm14, xmm15
  vmovaps ymmword ptr [rsp+0x13c0], ymm14
  vmovaps ymm15, ymmword ptr [rsp+0x13c0]
  vpextrq r11, xmm15, 0
  mov qword ptr [rsp+0x3a90], r11
  vmovaps ymm15, ymmword ptr [rsp+0x13c0]
  vpextrq r11, xmm15, 1
  mov qword ptr [rsp+0x3a98], r11
  vmovaps ymm15, ymmword ptr [rsp+0x13c0]
  vextractf128 xmm14, ymm15, 1
  vmovaps xmmword ptr [rsp+0x2470], xmm14
  vmovaps xmm15, xmmword ptr [rsp+0x2470]
  vpextrq r11, xmm15, 0
  mov qword ptr [rsp+0x3aa0], r11
  vmovaps ymm15, ymmword ptr [rsp+0x13c0]
  vextractf128 xmm14, ymm15, 1
  vmovaps xmmword ptr [rsp+0x2480], xmm14
  vmovaps xmm15, xmmword ptr [rsp+0x2480]
  vpextrq r11, xmm15, 1
  mov qword ptr [rsp+0x3aa8], r11
  vmovaps ymm15, ymmword ptr [rsp+0x13c0]
  vpextrq r11, xmm15, 0
  mov qword ptr [rsp+0x3ab0], r11
  vmovaps ymm15, ymmword ptr [rsp+0x13c0]
  vpextrq r11, xmm15, 1
  mov qword ptr [rsp+0x3ab8], r11
  vmovaps ymm15, ymmword ptr [rsp+0x13c0]
  vextractf128 xmm14, ymm15, 1
  vmovaps xmmword ptr [rsp+0x2490], xmm14
  vmovaps xmm15, xmmword ptr [rsp+0x2490]
  vpextrq r11, xmm15, 0
  mov qword ptr [rsp+0x3ac0], r11
  vmovaps ymm15, ymmword ptr [rsp+0x13c0]
  vextractf128 xmm14, ymm15, 1
  vmovaps xmmword ptr [rsp+0x24a0], xmm14
  vmovaps xmm15, xmmword ptr [rsp+0x24a0]
  vpextrq r11, xmm15, 1
  mov qword ptr [rsp+0x3ac8], r11
  mov ecx, 0x3ff
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x24b0], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x24b0]
  vpbroadcastq ymm14, xmm15
  vmovaps ymmword ptr [rsp+0x13e0], ymm14
  mov ecx, 0x34
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x24c0], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x24c0]
  vpbroadcastq ymm14, xmm15
  vmovaps ymmword ptr [rsp+0x1400], ymm14
  vmovaps ymm15, ymmword ptr [rsp+0x1400]
  vpextrq r11, xmm15, 0
  mov qword ptr [rsp+0x3ad0], r11
  vmovaps ymm15, ymmword ptr [rsp+0x1400]
  vpextrq r11, xmm15, 1
  mov qword ptr [rsp+0x3ad8], r11
  vmovaps ymm15, ymmword ptr [rsp+0x1400]
  vextractf128 xmm14, ymm15, 1
  vmovaps xmmword ptr [rsp+0x24d0], xmm14
  vmovaps xmm15, xmmword ptr [rsp+0x24d0]
  vpextrq r11, xmm15, 0
  mov qword ptr [rsp+0x3ae0], r11
  vmovaps ymm15, ymmword ptr [rsp+0x1400]
  vextractf128 xmm14, ymm15, 1
  vmovaps xmmword ptr [rsp+0x24e0], xmm14
  vmovaps xmm15, xmmword ptr [rsp+0x24e0]
  vpextrq r11, xmm15, 1
  mov qword ptr [rsp+0x3ae8], r11
  vmovaps ymm15, ymmword ptr [rsp+0x1400]
  vpextrq r11, xmm15, 0
  mov qword ptr [rsp+0x3af0], r11
  vmovaps ymm15, ymmword ptr [rsp+0x1400]
  vpextrq r11, xmm15, 1
  mov qword ptr [rsp+0x3af8], r11
  vmovaps ymm15, ymmword ptr [rsp+0x1400]
  vextractf128 xmm14, ymm15, 1
  vmovaps xmmword ptr [rsp+0x24f0], xmm14
  vmovaps xmm15, xmmword ptr [rsp+0x24f0]
  vpextrq r11, xmm15, 0
  mov qword ptr [rsp+0x3b00], r11
  vmovaps ymm15, ymmword ptr [rsp+0x1400]
  vextractf128 xmm14, ymm15, 1
  vmovaps xmmword ptr [rsp+0x2500], xmm14
  vmovaps xmm15, xmmword ptr [rsp+0x2500]
  vpextrq r11, xmm15, 1
  mov qword ptr [rsp+0x3b08], r11
  vmovq xmm15, qword ptr [rsp+0x3940]
  vmovaps xmmword ptr [rsp+0x2510], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x2510]
  vmovq qword ptr [rsp+0x3c0], xmm15
  vmovq xmm15, qword ptr [rsp+0x3940]
  vmovaps xmmword ptr [rsp+0x2520], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x2520]
  vmovq qword ptr [rsp+0x3c8], xmm15
  vmovq xmm15, qword ptr [rsp+0x3940]
  vmovaps xmmword ptr [rsp+0x2530], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x2530]
  vmovq qword ptr [rsp+0x3d0], xmm15
  vmovq xmm15, qword ptr [rsp+0x3940]
  vmovaps xmmword ptr [rsp+0x2540], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x2540]
  vmovq qword ptr [rsp+0x3d8], xmm15
  vmovq xmm15, qword ptr [rsp+0x3940]
  vmovaps xmmword ptr [rsp+0x2550], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x2550]
  vmovq qword ptr [rsp+0x3e0], xmm15
  vmovq xmm15, qword ptr [rsp+0x3940]
  vmovaps xmmword ptr [rsp+0x2560], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x2560]
  vmovq qword ptr [rsp+0x3e8], xmm15
  vmovq xmm15, qword ptr [rsp+0x3940]
  vmovaps xmmword ptr [rsp+0x2570], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x2570]
  vmovq qword ptr [rsp+0x3f0], xmm15
  vmovq xmm15, qword ptr [rsp+0x3940]
  vmovaps xmmword ptr [rsp+0x2580], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x2580]
  vmovq qword ptr [rsp+0x3f8], xmm15
  vmovdqu ymm15, ymmword ptr [rsp+0x3c0]
  vmovaps ymmword ptr [rsp+0x1420], ymm15
  vmovdqu ymm15, ymmword ptr [rsp+0x3e0]
  vmovaps ymmword ptr [rsp+0x1440], ymm15
  vmovq xmm15, qword ptr [rsp+0x3948]
  vmovaps xmmword ptr [rsp+0x2590], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x2590]
  vmovq qword ptr [rsp+0x400], xmm15
  vmovq xmm15, qword ptr [rsp+0x3948]
  vmovaps xmmword ptr [rsp+0x25a0], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x25a0]
  vmovq qword ptr [rsp+0x408], xmm15
  vmovq xmm15, qword ptr [rsp+0x3948]
  vmovaps xmmword ptr [rsp+0x25b0], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x25b0]
  vmovq qword ptr [rsp+0x410], xmm15
  vmovq xmm15, qword ptr [rsp+0x3948]
  vmovaps xmmword ptr [rsp+0x25c0], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x25c0]
  vmovq qword ptr [rsp+0x418], xmm15
  vmovq xmm15, qword ptr [rsp+0x3948]
  vmovaps xmmword ptr [rsp+0x25d0], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x25d0]
  vmovq qword ptr [rsp+0x420], xmm15
  vmovq xmm15, qword ptr [rsp+0x3948]
  vmovaps xmmword ptr [rsp+0x25e0], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x25e0]
  vmovq qword ptr [rsp+0x428], xmm15
  vmovq xmm15, qword ptr [rsp+0x3948]
  vmovaps xmmword ptr [rsp+0x25f0], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x25f0]
  vmovq qword ptr [rsp+0x430], xmm15
  vmovq xmm15, qword ptr [rsp+0x3948]
  vmovaps xmmword ptr [rsp+0x2600], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x2600]
  vmovq qword ptr [rsp+0x438], xmm15
  vmovdqu ymm15, ymmword ptr [rsp+0x400]
  vmovaps ymmword ptr [rsp+0x1460], ymm15
  vmovdqu ymm15, ymmword ptr [rsp+0x420]
  vmovaps ymmword ptr [rsp+0x1480], ymm15
  vmovaps ymm15, ymmword ptr [rsp+0x1140]
  vshufpd xmm14, xmm15, xmm15, 1
  vmovaps xmmword ptr [rsp+0x2610], xmm14
  vmovaps ymm15, ymmword ptr [rsp+0x1140]
  vextractf128 xmm14, ymm15, 1
  vmovaps xmmword ptr [rsp+0x2620], xmm14
  vmovaps ymm15, ymmword ptr [rsp+0x1140]
  vextractf128 xmm14, ymm15, 1
  vmovaps xmmword ptr [rsp+0x2630], xmm14
  vmovaps xmm15, xmmword ptr [rsp+0x2630]
  vshufpd xmm14, xmm15, xmm15, 1
  vmovaps xmmword ptr [rsp+0x2640], xmm14
  vmovaps ymm15, ymmword ptr [rsp+0x1160]
  vshufpd xmm14, xmm15, xmm15, 1
  vmovaps xmmword ptr [rsp+0x2650], xmm14
  vmovaps ymm15, ymmword ptr [rsp+0x1160]
  vextractf128 xmm14, ymm15, 1
  vmovaps xmmword ptr [rsp+0x2660], xmm14
  vmovaps ymm15, ymmword ptr [rsp+0x1160]
  vextractf128 xmm14, ymm15, 1
  vmovaps xmmword ptr [rsp+0x2670], xmm14
  vmovaps xmm15, xmmword ptr [rsp+0x2670]
  vshufpd xmm14, xmm15, xmm15, 1
  vmovaps xmmword ptr [rsp+0x2680], xmm14
  vmovq xmm15, qword ptr [rsp+0x3950]
  vmovaps xmmword ptr [rsp+0x2690], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x2690]
  vmovq qword ptr [rsp+0x440], xmm15
  vmovq xmm15, qword ptr [rsp+0x3950]
  vmovaps xmmword ptr [rsp+0x26a0], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x26a0]
  vmovq qword ptr [rsp+0x448], xmm15
  vmovq xmm15, qword ptr [rsp+0x3950]
  vmovaps xmmword ptr [rsp+0x26b0], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x26b0]
  vmovq qword ptr [rsp+0x450], xmm15
  vmovq xmm15, qword ptr [rsp+0x3950]
  vmovaps xmmword ptr [rsp+0x26c0], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x26c0]
  vmovq qword ptr [rsp+0x458], xmm15
  vmovq xmm15, qword ptr [rsp+0x3950]
  vmovaps xmmword ptr [rsp+0x26d0], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x26d0]
  vmovq qword ptr [rsp+0x460], xmm15
  vmovq xmm15, qword ptr [rsp+0x3950]
  vmovaps xmmword ptr [rsp+0x26e0], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x26e0]
  vmovq qword ptr [rsp+0x468], xmm15
  vmovq xmm15, qword ptr [rsp+0x3950]
  vmovaps xmmword ptr [rsp+0x26f0], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x26f0]
  vmovq qword ptr [rsp+0x470], xmm15
  vmovq xmm15, qword ptr [rsp+0x3950]
  vmovaps xmmword ptr [rsp+0x2700], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x2700]
  vmovq qword ptr [rsp+0x478], xmm15
  vmovdqu ymm15, ymmword ptr [rsp+0x440]
  vmovaps ymmword ptr [rsp+0x14a0], ymm15
  vmovdqu ymm15, ymmword ptr [rsp+0x460]
  vmovaps ymmword ptr [rsp+0x14c0], ymm15
  vmovq xmm15, qword ptr [rsp+0x3958]
  vmovaps xmmword ptr [rsp+0x2710], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x2710]
  vmovq qword ptr [rsp+0x480], xmm15
  vmovq xmm15, qword ptr [rsp+0x3958]
  vmovaps xmmword ptr [rsp+0x2720], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x2720]
  vmovq qword ptr [rsp+0x488], xmm15
  vmovq xmm15, qword ptr [rsp+0x3958]
  vmovaps xmmword ptr [rsp+0x2730], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x2730]
  vmovq qword ptr [rsp+0x490], xmm15
  vmovq xmm15, qword ptr [rsp+0x3958]
  vmovaps xmmword ptr [rsp+0x2740], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x2740]
  vmovq qword ptr [rsp+0x498], xmm15
  vmovq xmm15, qword ptr [rsp+0x3958]
  vmovaps xmmword ptr [rsp+0x2750], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x2750]
  vmovq qword ptr [rsp+0x4a0], xmm15
  vmovq xmm15, qword ptr [rsp+0x3958]
  vmovaps xmmword ptr [rsp+0x2760], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x2760]
  vmovq qword ptr [rsp+0x4a8], xmm15
  vmovq xmm15, qword ptr [rsp+0x3958]
  vmovaps xmmword ptr [rsp+0x2770], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x2770]
  vmovq qword ptr [rsp+0x4b0], xmm15
  vmovq xmm15, qword ptr [rsp+0x3958]
  vmovaps xmmword ptr [rsp+0x2780], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x2780]
  vmovq qword ptr [rsp+0x4b8], xmm15
  vmovdqu ymm15, ymmword ptr [rsp+0x480]
  vmovaps ymmword ptr [rsp+0x14e0], ymm15
  vmovdqu ymm15, ymmword ptr [rsp+0x4a0]
  vmovaps ymmword ptr [rsp+0x1500], ymm15
  mov rcx, 0xfffffffffffff
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x2790], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x2790]
  vpbroadcastq ymm14, xmm15
  vmovaps ymmword ptr [rsp+0x1520], ymm14
  mov rcx, 0x3ff0000000000000
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x27a0], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x27a0]
  vpbroadcastq ymm14, xmm15
  vmovaps ymmword ptr [rsp+0x1540], ymm14
  mov rcx, 0xffffffff00000000
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x27b0], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x27b0]
  vpbroadcastq ymm14, xmm15
  vmovaps ymmword ptr [rsp+0x1560], ymm14
  vmovq xmm15, qword ptr [rsp+0x3960]
  vmovaps xmmword ptr [rsp+0x27c0], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x27c0]
  vmovq qword ptr [rsp+0x4c0], xmm15
  vmovq xmm15, qword ptr [rsp+0x3960]
  vmovaps xmmword ptr [rsp+0x27d0], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x27d0]
  vmovq qword ptr [rsp+0x4c8], xmm15
  vmovq xmm15, qword ptr [rsp+0x3960]
  vmovaps xmmword ptr [rsp+0x27e0], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x27e0]
  vmovq qword ptr [rsp+0x4d0], xmm15
  vmovq xmm15, qword ptr [rsp+0x3960]
  vmovaps xmmword ptr [rsp+0x27f0], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x27f0]
  vmovq qword ptr [rsp+0x4d8], xmm15
  vmovq xmm15, qword ptr [rsp+0x3960]
  vmovaps xmmword ptr [rsp+0x2800], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x2800]
  vmovq qword ptr [rsp+0x4e0], xmm15
  vmovq xmm15, qword ptr [rsp+0x3960]
  vmovaps xmmword ptr [rsp+0x2810], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x2810]
  vmovq qword ptr [rsp+0x4e8], xmm15
  vmovq xmm15, qword ptr [rsp+0x3960]
  vmovaps xmmword ptr [rsp+0x2820], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x2820]
  vmovq qword ptr [rsp+0x4f0], xmm15
  vmovq xmm15, qword ptr [rsp+0x3960]
  vmovaps xmmword ptr [rsp+0x2830], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x2830]
  vmovq qword ptr [rsp+0x4f8], xmm15
  vmovdqu ymm15, ymmword ptr [rsp+0x4c0]
  vmovaps ymmword ptr [rsp+0x1580], ymm15
  vmovdqu ymm15, ymmword ptr [rsp+0x4e0]
  vmovaps ymmword ptr [rsp+0x15a0], ymm15
  vmovq xmm15, qword ptr [rsp+0x3968]
  vmovaps xmmword ptr [rsp+0x2840], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x2840]
  vmovq qword ptr [rsp+0x500], xmm15
  vmovq xmm15, qword ptr [rsp+0x3968]
  vmovaps xmmword ptr [rsp+0x2850], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x2850]
  vmovq qword ptr [rsp+0x508], xmm15
  vmovq xmm15, qword ptr [rsp+0x3968]
  vmovaps xmmword ptr [rsp+0x2860], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x2860]
  vmovq qword ptr [rsp+0x510], xmm15
  vmovq xmm15, qword ptr [rsp+0x3968]
  vmovaps xmmword ptr [rsp+0x2870], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x2870]
  vmovq qword ptr [rsp+0x518], xmm15
  vmovq xmm15, qword ptr [rsp+0x3968]
  vmovaps xmmword ptr [rsp+0x2880], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x2880]
  vmovq qword ptr [rsp+0x520], xmm15
  vmovq xmm15, qword ptr [rsp+0x3968]
  vmovaps xmmword ptr [rsp+0x2890], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x2890]
  vmovq qword ptr [rsp+0x528], xmm15
  vmovq xmm15, qword ptr [rsp+0x3968]
  vmovaps xmmword ptr [rsp+0x28a0], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x28a0]
  vmovq qword ptr [rsp+0x530], xmm15
  vmovq xmm15, qword ptr [rsp+0x3968]
  vmovaps xmmword ptr [rsp+0x28b0], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x28b0]
  vmovq qword ptr [rsp+0x538], xmm15
  vmovdqu ymm15, ymmword ptr [rsp+0x500]
  vmovaps ymmword ptr [rsp+0x15c0], ymm15
  vmovdqu ymm15, ymmword ptr [rsp+0x520]
  vmovaps ymmword ptr [rsp+0x15e0], ymm15
  vmovq xmm15, qword ptr [rsp+0x3970]
  vmovaps xmmword ptr [rsp+0x28c0], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x28c0]
  vmovq qword ptr [rsp+0x540], xmm15
  vmovq xmm15, qword ptr [rsp+0x3970]
  vmovaps xmmword ptr [rsp+0x28d0], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x28d0]
  vmovq qword ptr [rsp+0x548], xmm15
  vmovq xmm15, qword ptr [rsp+0x3970]
  vmovaps xmmword ptr [rsp+0x28e0], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x28e0]
  vmovq qword ptr [rsp+0x550], xmm15
  vmovq xmm15, qword ptr [rsp+0x3970]
  vmovaps xmmword ptr [rsp+0x28f0], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x28f0]
  vmovq qword ptr [rsp+0x558], xmm15
  vmovq xmm15, qword ptr [rsp+0x3970]
  vmovaps xmmword ptr [rsp+0x2900], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x2900]
  vmovq qword ptr [rsp+0x560], xmm15
  vmovq xmm15, qword ptr [rsp+0x3970]
  vmovaps xmmword ptr [rsp+0x2910], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x2910]
  vmovq qword ptr [rsp+0x568], xmm15
  vmovq xmm15, qword ptr [rsp+0x3970]
  vmovaps xmmword ptr [rsp+0x2920], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x2920]
  vmovq qword ptr [rsp+0x570], xmm15
  vmovq xmm15, qword ptr [rsp+0x3970]
  vmovaps xmmword ptr [rsp+0x2930], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x2930]
  vmovq qword ptr [rsp+0x578], xmm15
  vmovdqu ymm15, ymmword ptr [rsp+0x540]
  vmovaps ymmword ptr [rsp+0x1600], ymm15
  vmovdqu ymm15, ymmword ptr [rsp+0x560]
  vmovaps ymmword ptr [rsp+0x1620], ymm15
  vmovq xmm15, qword ptr [rsp+0x3978]
  vmovaps xmmword ptr [rsp+0x2940], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x2940]
  vmovq qword ptr [rsp+0x580], xmm15
  vmovq xmm15, qword ptr [rsp+0x3978]
  vmovaps xmmword ptr [rsp+0x2950], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x2950]
  vmovq qword ptr [rsp+0x588], xmm15
  vmovq xmm15, qword ptr [rsp+0x3978]
  vmovaps xmmword ptr [rsp+0x2960], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x2960]
  vmovq qword ptr [rsp+0x590], xmm15
  vmovq xmm15, qword ptr [rsp+0x3978]
  vmovaps xmmword ptr [rsp+0x2970], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x2970]
  vmovq qword ptr [rsp+0x598], xmm15
  vmovq xmm15, qword ptr [rsp+0x3978]
  vmovaps xmmword ptr [rsp+0x2980], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x2980]
  vmovq qword ptr [rsp+0x5a0], xmm15
  vmovq xmm15, qword ptr [rsp+0x3978]
  vmovaps xmmword ptr [rsp+0x2990], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x2990]
  vmovq qword ptr [rsp+0x5a8], xmm15
  vmovq xmm15, qword ptr [rsp+0x3978]
  vmovaps xmmword ptr [rsp+0x29a0], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x29a0]
  vmovq qword ptr [rsp+0x5b0], xmm15
  vmovq xmm15, qword ptr [rsp+0x3978]
  vmovaps xmmword ptr [rsp+0x29b0], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x29b0]
  vmovq qword ptr [rsp+0x5b8], xmm15
  vmovdqu ymm15, ymmword ptr [rsp+0x580]
  vmovaps ymmword ptr [rsp+0x1640], ymm15
  vmovdqu ymm15, ymmword ptr [rsp+0x5a0]
  vmovaps ymmword ptr [rsp+0x1660], ymm15
  vmovq xmm15, qword ptr [rsp+0x3980]
  vmovaps xmmword ptr [rsp+0x29c0], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x29c0]
  vmovq qword ptr [rsp+0x5c0], xmm15
  vmovq xmm15, qword ptr [rsp+0x3980]
  vmovaps xmmword ptr [rsp+0x29d0], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x29d0]
  vmovq qword ptr [rsp+0x5c8], xmm15
  vmovq xmm15, qword ptr [rsp+0x3980]
  vmovaps xmmword ptr [rsp+0x29e0], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x29e0]
  vmovq qword ptr [rsp+0x5d0], xmm15
  vmovq xmm15, qword ptr [rsp+0x3980]
  vmovaps xmmword ptr [rsp+0x29f0], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x29f0]
  vmovq qword ptr [rsp+0x5d8], xmm15
  vmovq xmm15, qword ptr [rsp+0x3980]
  vmovaps xmmword ptr [rsp+0x2a00], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x2a00]
  vmovq qword ptr [rsp+0x5e0], xmm15
  vmovq xmm15, qword ptr [rsp+0x3980]
  vmovaps xmmword ptr [rsp+0x2a10], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x2a10]
  vmovq qword ptr [rsp+0x5e8], xmm15
  vmovq xmm15, qword ptr [rsp+0x3980]
  vmovaps xmmword ptr [rsp+0x2a20], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x2a20]
  vmovq qword ptr [rsp+0x5f0], xmm15
  vmovq xmm15, qword ptr [rsp+0x3980]
  vmovaps xmmword ptr [rsp+0x2a30], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x2a30]
  vmovq qword ptr [rsp+0x5f8], xmm15
  vmovdqu ymm15, ymmword ptr [rsp+0x5c0]
  vmovaps ymmword ptr [rsp+0x1680], ymm15
  vmovdqu ymm15, ymmword ptr [rsp+0x5e0]
  vmovaps ymmword ptr [rsp+0x16a0], ymm15
  vmovq xmm15, qword ptr [rsp+0x3988]
  vmovaps xmmword ptr [rsp+0x2a40], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x2a40]
  vmovq qword ptr [rsp+0x600], xmm15
  vmovq xmm15, qword ptr [rsp+0x3988]
  vmovaps xmmword ptr [rsp+0x2a50], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x2a50]
  vmovq qword ptr [rsp+0x608], xmm15
  vmovq xmm15, qword ptr [rsp+0x3988]
  vmovaps xmmword ptr [rsp+0x2a60], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x2a60]
  vmovq qword ptr [rsp+0x610], xmm15
  vmovq xmm15, qword ptr [rsp+0x3988]
  vmovaps xmmword ptr [rsp+0x2a70], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x2a70]
  vmovq qword ptr [rsp+0x618], xmm15
  vmovq xmm15, qword ptr [rsp+0x3988]
  vmovaps xmmword ptr [rsp+0x2a80], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x2a80]
  vmovq qword ptr [rsp+0x620], xmm15
  vmovq xmm15, qword ptr [rsp+0x3988]
  vmovaps xmmword ptr [rsp+0x2a90], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x2a90]
  vmovq qword ptr [rsp+0x628], xmm15
  vmovq xmm15, qword ptr [rsp+0x3988]
  vmovaps xmmword ptr [rsp+0x2aa0], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x2aa0]
  vmovq qword ptr [rsp+0x630], xmm15
  vmovq xmm15, qword ptr [rsp+0x3988]
  vmovaps xmmword ptr [rsp+0x2ab0], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x2ab0]
  vmovq qword ptr [rsp+0x638], xmm15
  vmovdqu ymm15, ymmword ptr [rsp+0x600]
  vmovaps ymmword ptr [rsp+0x16c0], ymm15
  vmovdqu ymm15, ymmword ptr [rsp+0x620]
  vmovaps ymmword ptr [rsp+0x16e0], ymm15
  vmovq xmm15, qword ptr [rsp+0x3990]
  vmovaps xmmword ptr [rsp+0x2ac0], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x2ac0]
  vmovq qword ptr [rsp+0x640], xmm15
  vmovq xmm15, qword ptr [rsp+0x3990]
  vmovaps xmmword ptr [rsp+0x2ad0], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x2ad0]
  vmovq qword ptr [rsp+0x648], xmm15
  vmovq xmm15, qword ptr [rsp+0x3990]
  vmovaps xmmword ptr [rsp+0x2ae0], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x2ae0]
  vmovq qword ptr [rsp+0x650], xmm15
  vmovq xmm15, qword ptr [rsp+0x3990]
  vmovaps xmmword ptr [rsp+0x2af0], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x2af0]
  vmovq qword ptr [rsp+0x658], xmm15
  vmovq xmm15, qword ptr [rsp+0x3990]
  vmovaps xmmword ptr [rsp+0x2b00], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x2b00]
  vmovq qword ptr [rsp+0x660], xmm15
  vmovq xmm15, qword ptr [rsp+0x3990]
  vmovaps xmmword ptr [rsp+0x2b10], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x2b10]
  vmovq qword ptr [rsp+0x668], xmm15
  vmovq xmm15, qword ptr [rsp+0x3990]
  vmovaps xmmword ptr [rsp+0x2b20], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x2b20]
  vmovq qword ptr [rsp+0x670], xmm15
  vmovq xmm15, qword ptr [rsp+0x3990]
  vmovaps xmmword ptr [rsp+0x2b30], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x2b30]
  vmovq qword ptr [rsp+0x678], xmm15
  vmovdqu ymm15, ymmword ptr [rsp+0x640]
  vmovaps ymmword ptr [rsp+0x1700], ymm15
  vmovdqu ymm15, ymmword ptr [rsp+0x660]
  vmovaps ymmword ptr [rsp+0x1720], ymm15
  vmovq xmm15, qword ptr [rsp+0x3998]
  vmovaps xmmword ptr [rsp+0x2b40], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x2b40]
  vmovq qword ptr [rsp+0x680], xmm15
  vmovq xmm15, qword ptr [rsp+0x3998]
  vmovaps xmmword ptr [rsp+0x2b50], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x2b50]
  vmovq qword ptr [rsp+0x688], xmm15
  vmovq xmm15, qword ptr [rsp+0x3998]
  vmovaps xmmword ptr [rsp+0x2b60], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x2b60]
  vmovq qword ptr [rsp+0x690], xmm15
  vmovq xmm15, qword ptr [rsp+0x3998]
  vmovaps xmmword ptr [rsp+0x2b70], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x2b70]
  vmovq qword ptr [rsp+0x698], xmm15
  vmovq xmm15, qword ptr [rsp+0x3998]
  vmovaps xmmword ptr [rsp+0x2b80], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x2b80]
  vmovq qword ptr [rsp+0x6a0], xmm15
  vmovq xmm15, qword ptr [rsp+0x3998]
  vmovaps xmmword ptr [rsp+0x2b90], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x2b90]
  vmovq qword ptr [rsp+0x6a8], xmm15
  vmovq xmm15, qword ptr [rsp+0x3998]
  vmovaps xmmword ptr [rsp+0x2ba0], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x2ba0]
  vmovq qword ptr [rsp+0x6b0], xmm15
  vmovq xmm15, qword ptr [rsp+0x3998]
  vmovaps xmmword ptr [rsp+0x2bb0], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x2bb0]
  vmovq qword ptr [rsp+0x6b8], xmm15
  vmovdqu ymm15, ymmword ptr [rsp+0x680]
  vmovaps ymmword ptr [rsp+0x1740], ymm15
  vmovdqu ymm15, ymmword ptr [rsp+0x6a0]
  vmovaps ymmword ptr [rsp+0x1760], ymm15
  vmovq xmm15, qword ptr [rsp+0x39a0]
  vmovaps xmmword ptr [rsp+0x2bc0], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x2bc0]
  vmovq qword ptr [rsp+0x6c0], xmm15
  vmovq xmm15, qword ptr [rsp+0x39a0]
  vmovaps xmmword ptr [rsp+0x2bd0], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x2bd0]
  vmovq qword ptr [rsp+0x6c8], xmm15
  vmovq xmm15, qword ptr [rsp+0x39a0]
  vmovaps xmmword ptr [rsp+0x2be0], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x2be0]
  vmovq qword ptr [rsp+0x6d0], xmm15
  vmovq xmm15, qword ptr [rsp+0x39a0]
  vmovaps xmmword ptr [rsp+0x2bf0], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x2bf0]
  vmovq qword ptr [rsp+0x6d8], xmm15
  vmovq xmm15, qword ptr [rsp+0x39a0]
  vmovaps xmmword ptr [rsp+0x2c00], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x2c00]
  vmovq qword ptr [rsp+0x6e0], xmm15
  vmovq xmm15, qword ptr [rsp+0x39a0]
  vmovaps xmmword ptr [rsp+0x2c10], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x2c10]
  vmovq qword ptr [rsp+0x6e8], xmm15
  vmovq xmm15, qword ptr [rsp+0x39a0]
  vmovaps xmmword ptr [rsp+0x2c20], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x2c20]
  vmovq qword ptr [rsp+0x6f0], xmm15
  vmovq xmm15, qword ptr [rsp+0x39a0]
  vmovaps xmmword ptr [rsp+0x2c30], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x2c30]
  vmovq qword ptr [rsp+0x6f8], xmm15
  vmovdqu ymm15, ymmword ptr [rsp+0x6c0]
  vmovaps ymmword ptr [rsp+0x1780], ymm15
  vmovdqu ymm15, ymmword ptr [rsp+0x6e0]
  vmovaps ymmword ptr [rsp+0x17a0], ymm15
  vmovq xmm15, qword ptr [rsp+0x39a8]
  vmovaps xmmword ptr [rsp+0x2c40], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x2c40]
  vmovq qword ptr [rsp+0x700], xmm15
  vmovq xmm15, qword ptr [rsp+0x39a8]
  vmovaps xmmword ptr [rsp+0x2c50], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x2c50]
  vmovq qword ptr [rsp+0x708], xmm15
  vmovq xmm15, qword ptr [rsp+0x39a8]
  vmovaps xmmword ptr [rsp+0x2c60], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x2c60]
  vmovq qword ptr [rsp+0x710], xmm15
  vmovq xmm15, qword ptr [rsp+0x39a8]
  vmovaps xmmword ptr [rsp+0x2c70], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x2c70]
  vmovq qword ptr [rsp+0x718], xmm15
  vmovq xmm15, qword ptr [rsp+0x39a8]
  vmovaps xmmword ptr [rsp+0x2c80], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x2c80]
  vmovq qword ptr [rsp+0x720], xmm15
  vmovq xmm15, qword ptr [rsp+0x39a8]
  vmovaps xmmword ptr [rsp+0x2c90], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x2c90]
  vmovq qword ptr [rsp+0x728], xmm15
  vmovq xmm15, qword ptr [rsp+0x39a8]
  vmovaps xmmword ptr [rsp+0x2ca0], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x2ca0]
  vmovq qword ptr [rsp+0x730], xmm15
  vmovq xmm15, qword ptr [rsp+0x39a8]
  vmovaps xmmword ptr [rsp+0x2cb0], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x2cb0]
  vmovq qword ptr [rsp+0x738], xmm15
  vmovdqu ymm15, ymmword ptr [rsp+0x700]
  vmovaps ymmword ptr [rsp+0x17c0], ymm15
  vmovdqu ymm15, ymmword ptr [rsp+0x720]
  vmovaps ymmword ptr [rsp+0x17e0], ymm15
  vmovq xmm15, qword ptr [rsp+0x39b0]
  vmovaps xmmword ptr [rsp+0x2cc0], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x2cc0]
  vmovq qword ptr [rsp+0x740], xmm15
  vmovq xmm15, qword ptr [rsp+0x39b0]
  vmovaps xmmword ptr [rsp+0x2cd0], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x2cd0]
  vmovq qword ptr [rsp+0x748], xmm15
  vmovq xmm15, qword ptr [rsp+0x39b0]
  vmovaps xmmword ptr [rsp+0x2ce0], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x2ce0]
  vmovq qword ptr [rsp+0x750], xmm15
  vmovq xmm15, qword ptr [rsp+0x39b0]
  vmovaps xmmword ptr [rsp+0x2cf0], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x2cf0]
  vmovq qword ptr [rsp+0x758], xmm15
  vmovq xmm15, qword ptr [rsp+0x39b0]
  vmovaps xmmword ptr [rsp+0x2d00], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x2d00]
  vmovq qword ptr [rsp+0x760], xmm15
  vmovq xmm15, qword ptr [rsp+0x39b0]
  vmovaps xmmword ptr [rsp+0x2d10], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x2d10]
  vmovq qword ptr [rsp+0x768], xmm15
  vmovq xmm15, qword ptr [rsp+0x39b0]
  vmovaps xmmword ptr [rsp+0x2d20], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x2d20]
  vmovq qword ptr [rsp+0x770], xmm15
  vmovq xmm15, qword ptr [rsp+0x39b0]
  vmovaps xmmword ptr [rsp+0x2d30], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x2d30]
  vmovq qword ptr [rsp+0x778], xmm15
  vmovdqu ymm15, ymmword ptr [rsp+0x740]
  vmovaps ymmword ptr [rsp+0x1800], ymm15
  vmovdqu ymm15, ymmword ptr [rsp+0x760]
  vmovaps ymmword ptr [rsp+0x1820], ymm15
  vmovq xmm15, qword ptr [rsp+0x39b8]
  vmovaps xmmword ptr [rsp+0x2d40], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x2d40]
  vmovq qword ptr [rsp+0x780], xmm15
  vmovq xmm15, qword ptr [rsp+0x39b8]
  vmovaps xmmword ptr [rsp+0x2d50], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x2d50]
  vmovq qword ptr [rsp+0x788], xmm15
  vmovq xmm15, qword ptr [rsp+0x39b8]
  vmovaps xmmword ptr [rsp+0x2d60], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x2d60]
  vmovq qword ptr [rsp+0x790], xmm15
  vmovq xmm15, qword ptr [rsp+0x39b8]
  vmovaps xmmword ptr [rsp+0x2d70], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x2d70]
  vmovq qword ptr [rsp+0x798], xmm15
  vmovq xmm15, qword ptr [rsp+0x39b8]
  vmovaps xmmword ptr [rsp+0x2d80], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x2d80]
  vmovq qword ptr [rsp+0x7a0], xmm15
  vmovq xmm15, qword ptr [rsp+0x39b8]
  vmovaps xmmword ptr [rsp+0x2d90], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x2d90]
  vmovq qword ptr [rsp+0x7a8], xmm15
  vmovq xmm15, qword ptr [rsp+0x39b8]
  vmovaps xmmword ptr [rsp+0x2da0], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x2da0]
  vmovq qword ptr [rsp+0x7b0], xmm15
  vmovq xmm15, qword ptr [rsp+0x39b8]
  vmovaps xmmword ptr [rsp+0x2db0], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x2db0]
  vmovq qword ptr [rsp+0x7b8], xmm15
  vmovdqu ymm15, ymmword ptr [rsp+0x780]
  vmovaps ymmword ptr [rsp+0x1840], ymm15
  vmovdqu ymm15, ymmword ptr [rsp+0x7a0]
  vmovaps ymmword ptr [rsp+0x1860], ymm15
  vmovq xmm15, qword ptr [rsp+0x39c0]
  vmovaps xmmword ptr [rsp+0x2dc0], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x2dc0]
  vmovq qword ptr [rsp+0x7c0], xmm15
  vmovq xmm15, qword ptr [rsp+0x39c0]
  vmovaps xmmword ptr [rsp+0x2dd0], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x2dd0]
  vmovq qword ptr [rsp+0x7c8], xmm15
  vmovq xmm15, qword ptr [rsp+0x39c0]
  vmovaps xmmword ptr [rsp+0x2de0], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x2de0]
  vmovq qword ptr [rsp+0x7d0], xmm15
  vmovq xmm15, qword ptr [rsp+0x39c0]
  vmovaps xmmword ptr [rsp+0x2df0], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x2df0]
  vmovq qword ptr [rsp+0x7d8], xmm15
  vmovq xmm15, qword ptr [rsp+0x39c0]
  vmovaps xmmword ptr [rsp+0x2e00], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x2e00]
  vmovq qword ptr [rsp+0x7e0], xmm15
  vmovq xmm15, qword ptr [rsp+0x39c0]
  vmovaps xmmword ptr [rsp+0x2e10], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x2e10]
  vmovq qword ptr [rsp+0x7e8], xmm15
  vmovq xmm15, qword ptr [rsp+0x39c0]
  vmovaps xmmword ptr [rsp+0x2e20], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x2e20]
  vmovq qword ptr [rsp+0x7f0], xmm15
  vmovq xmm15, qword ptr [rsp+0x39c0]
  vmovaps xmmword ptr [rsp+0x2e30], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x2e30]
  vmovq qword ptr [rsp+0x7f8], xmm15
  vmovdqu ymm15, ymmword ptr [rsp+0x7c0]
  vmovaps ymmword ptr [rsp+0x1880], ymm15
  vmovdqu ymm15, ymmword ptr [rsp+0x7e0]
  vmovaps ymmword ptr [rsp+0x18a0], ymm15
  vmovq xmm15, qword ptr [rsp+0x39c8]
  vmovaps xmmword ptr [rsp+0x2e40], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x2e40]
  vmovq qword ptr [rsp+0x800], xmm15
  vmovq xmm15, qword ptr [rsp+0x39c8]
  vmovaps xmmword ptr [rsp+0x2e50], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x2e50]
  vmovq qword ptr [rsp+0x808], xmm15
  vmovq xmm15, qword ptr [rsp+0x39c8]
  vmovaps xmmword ptr [rsp+0x2e60], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x2e60]
  vmovq qword ptr [rsp+0x810], xmm15
  vmovq xmm15, qword ptr [rsp+0x39c8]
  vmovaps xmmword ptr [rsp+0x2e70], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x2e70]
  vmovq qword ptr [rsp+0x818], xmm15
  vmovq xmm15, qword ptr [rsp+0x39c8]
  vmovaps xmmword ptr [rsp+0x2e80], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x2e80]
  vmovq qword ptr [rsp+0x820], xmm15
  vmovq xmm15, qword ptr [rsp+0x39c8]
  vmovaps xmmword ptr [rsp+0x2e90], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x2e90]
  vmovq qword ptr [rsp+0x828], xmm15
  vmovq xmm15, qword ptr [rsp+0x39c8]
  vmovaps xmmword ptr [rsp+0x2ea0], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x2ea0]
  vmovq qword ptr [rsp+0x830], xmm15
  vmovq xmm15, qword ptr [rsp+0x39c8]
  vmovaps xmmword ptr [rsp+0x2eb0], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x2eb0]
  vmovq qword ptr [rsp+0x838], xmm15
  vmovdqu ymm15, ymmword ptr [rsp+0x800]
  vmovaps ymmword ptr [rsp+0x18c0], ymm15
  vmovdqu ymm15, ymmword ptr [rsp+0x820]
  vmovaps ymmword ptr [rsp+0x18e0], ymm15
  vmovq xmm15, qword ptr [rsp+0x39d0]
  vmovaps xmmword ptr [rsp+0x2ec0], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x2ec0]
  vmovq qword ptr [rsp+0x840], xmm15
  vmovq xmm15, qword ptr [rsp+0x39d0]
  vmovaps xmmword ptr [rsp+0x2ed0], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x2ed0]
  vmovq qword ptr [rsp+0x848], xmm15
  vmovq xmm15, qword ptr [rsp+0x39d0]
  vmovaps xmmword ptr [rsp+0x2ee0], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x2ee0]
  vmovq qword ptr [rsp+0x850], xmm15
  vmovq xmm15, qword ptr [rsp+0x39d0]
  vmovaps xmmword ptr [rsp+0x2ef0], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x2ef0]
  vmovq qword ptr [rsp+0x858], xmm15
  vmovq xmm15, qword ptr [rsp+0x39d0]
  vmovaps xmmword ptr [rsp+0x2f00], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x2f00]
  vmovq qword ptr [rsp+0x860], xmm15
  vmovq xmm15, qword ptr [rsp+0x39d0]
  vmovaps xmmword ptr [rsp+0x2f10], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x2f10]
  vmovq qword ptr [rsp+0x868], xmm15
  vmovq xmm15, qword ptr [rsp+0x39d0]
  vmovaps xmmword ptr [rsp+0x2f20], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x2f20]
  vmovq qword ptr [rsp+0x870], xmm15
  vmovq xmm15, qword ptr [rsp+0x39d0]
  vmovaps xmmword ptr [rsp+0x2f30], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x2f30]
  vmovq qword ptr [rsp+0x878], xmm15
  vmovdqu ymm15, ymmword ptr [rsp+0x840]
  vmovaps ymmword ptr [rsp+0x1900], ymm15
  vmovdqu ymm15, ymmword ptr [rsp+0x860]
  vmovaps ymmword ptr [rsp+0x1920], ymm15
  vmovq xmm15, qword ptr [rsp+0x39d8]
  vmovaps xmmword ptr [rsp+0x2f40], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x2f40]
  vmovq qword ptr [rsp+0x880], xmm15
  vmovq xmm15, qword ptr [rsp+0x39d8]
  vmovaps xmmword ptr [rsp+0x2f50], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x2f50]
  vmovq qword ptr [rsp+0x888], xmm15
  vmovq xmm15, qword ptr [rsp+0x39d8]
  vmovaps xmmword ptr [rsp+0x2f60], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x2f60]
  vmovq qword ptr [rsp+0x890], xmm15
  vmovq xmm15, qword ptr [rsp+0x39d8]
  vmovaps xmmword ptr [rsp+0x2f70], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x2f70]
  vmovq qword ptr [rsp+0x898], xmm15
  vmovq xmm15, qword ptr [rsp+0x39d8]
  vmovaps xmmword ptr [rsp+0x2f80], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x2f80]
  vmovq qword ptr [rsp+0x8a0], xmm15
  vmovq xmm15, qword ptr [rsp+0x39d8]
  vmovaps xmmword ptr [rsp+0x2f90], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x2f90]
  vmovq qword ptr [rsp+0x8a8], xmm15
  vmovq xmm15, qword ptr [rsp+0x39d8]
  vmovaps xmmword ptr [rsp+0x2fa0], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x2fa0]
  vmovq qword ptr [rsp+0x8b0], xmm15
  vmovq xmm15, qword ptr [rsp+0x39d8]
  vmovaps xmmword ptr [rsp+0x2fb0], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x2fb0]
  vmovq qword ptr [rsp+0x8b8], xmm15
  vmovdqu ymm15, ymmword ptr [rsp+0x880]
  vmovaps ymmword ptr [rsp+0x1940], ymm15
  vmovdqu ymm15, ymmword ptr [rsp+0x8a0]
  vmovaps ymmword ptr [rsp+0x1960], ymm15
  vmovq xmm15, qword ptr [rsp+0x39e0]
  vmovaps xmmword ptr [rsp+0x2fc0], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x2fc0]
  vmovq qword ptr [rsp+0x8c0], xmm15
  vmovq xmm15, qword ptr [rsp+0x39e0]
  vmovaps xmmword ptr [rsp+0x2fd0], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x2fd0]
  vmovq qword ptr [rsp+0x8c8], xmm15
  vmovq xmm15, qword ptr [rsp+0x39e0]
  vmovaps xmmword ptr [rsp+0x2fe0], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x2fe0]
  vmovq qword ptr [rsp+0x8d0], xmm15
  vmovq xmm15, qword ptr [rsp+0x39e0]
  vmovaps xmmword ptr [rsp+0x2ff0], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x2ff0]
  vmovq qword ptr [rsp+0x8d8], xmm15
  vmovq xmm15, qword ptr [rsp+0x39e0]
  vmovaps xmmword ptr [rsp+0x3000], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x3000]
  vmovq qword ptr [rsp+0x8e0], xmm15
  vmovq xmm15, qword ptr [rsp+0x39e0]
  vmovaps xmmword ptr [rsp+0x3010], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x3010]
  vmovq qword ptr [rsp+0x8e8], xmm15
  vmovq xmm15, qword ptr [rsp+0x39e0]
  vmovaps xmmword ptr [rsp+0x3020], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x3020]
  vmovq qword ptr [rsp+0x8f0], xmm15
  vmovq xmm15, qword ptr [rsp+0x39e0]
  vmovaps xmmword ptr [rsp+0x3030], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x3030]
  vmovq qword ptr [rsp+0x8f8], xmm15
  vmovdqu ymm15, ymmword ptr [rsp+0x8c0]
  vmovaps ymmword ptr [rsp+0x1980], ymm15
  vmovdqu ymm15, ymmword ptr [rsp+0x8e0]
  vmovaps ymmword ptr [rsp+0x19a0], ymm15
  vmovq xmm15, qword ptr [rsp+0x39e8]
  vmovaps xmmword ptr [rsp+0x3040], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x3040]
  vmovq qword ptr [rsp+0x900], xmm15
  vmovq xmm15, qword ptr [rsp+0x39e8]
  vmovaps xmmword ptr [rsp+0x3050], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x3050]
  vmovq qword ptr [rsp+0x908], xmm15
  vmovq xmm15, qword ptr [rsp+0x39e8]
  vmovaps xmmword ptr [rsp+0x3060], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x3060]
  vmovq qword ptr [rsp+0x910], xmm15
  vmovq xmm15, qword ptr [rsp+0x39e8]
  vmovaps xmmword ptr [rsp+0x3070], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x3070]
  vmovq qword ptr [rsp+0x918], xmm15
  vmovq xmm15, qword ptr [rsp+0x39e8]
  vmovaps xmmword ptr [rsp+0x3080], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x3080]
  vmovq qword ptr [rsp+0x920], xmm15
  vmovq xmm15, qword ptr [rsp+0x39e8]
  vmovaps xmmword ptr [rsp+0x3090], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x3090]
  vmovq qword ptr [rsp+0x928], xmm15
  vmovq xmm15, qword ptr [rsp+0x39e8]
  vmovaps xmmword ptr [rsp+0x30a0], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x30a0]
  vmovq qword ptr [rsp+0x930], xmm15
  vmovq xmm15, qword ptr [rsp+0x39e8]
  vmovaps xmmword ptr [rsp+0x30b0], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x30b0]
  vmovq qword ptr [rsp+0x938], xmm15
  vmovdqu ymm15, ymmword ptr [rsp+0x900]
  vmovaps ymmword ptr [rsp+0x19c0], ymm15
  vmovdqu ymm15, ymmword ptr [rsp+0x920]
  vmovaps ymmword ptr [rsp+0x19e0], ymm15
  vmovq xmm15, qword ptr [rsp+0x39f0]
  vmovaps xmmword ptr [rsp+0x30c0], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x30c0]
  vmovq qword ptr [rsp+0x940], xmm15
  vmovq xmm15, qword ptr [rsp+0x39f0]
  vmovaps xmmword ptr [rsp+0x30d0], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x30d0]
  vmovq qword ptr [rsp+0x948], xmm15
  vmovq xmm15, qword ptr [rsp+0x39f0]
  vmovaps xmmword ptr [rsp+0x30e0], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x30e0]
  vmovq qword ptr [rsp+0x950], xmm15
  vmovq xmm15, qword ptr [rsp+0x39f0]
  vmovaps xmmword ptr [rsp+0x30f0], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x30f0]
  vmovq qword ptr [rsp+0x958], xmm15
  vmovq xmm15, qword ptr [rsp+0x39f0]
  vmovaps xmmword ptr [rsp+0x3100], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x3100]
  vmovq qword ptr [rsp+0x960], xmm15
  vmovq xmm15, qword ptr [rsp+0x39f0]
  vmovaps xmmword ptr [rsp+0x3110], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x3110]
  vmovq qword ptr [rsp+0x968], xmm15
  vmovq xmm15, qword ptr [rsp+0x39f0]
  vmovaps xmmword ptr [rsp+0x3120], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x3120]
  vmovq qword ptr [rsp+0x970], xmm15
  vmovq xmm15, qword ptr [rsp+0x39f0]
  vmovaps xmmword ptr [rsp+0x3130], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x3130]
  vmovq qword ptr [rsp+0x978], xmm15
  vmovdqu ymm15, ymmword ptr [rsp+0x940]
  vmovaps ymmword ptr [rsp+0x1a00], ymm15
  vmovdqu ymm15, ymmword ptr [rsp+0x960]
  vmovaps ymmword ptr [rsp+0x1a20], ymm15
  vmovq xmm15, qword ptr [rsp+0x39f8]
  vmovaps xmmword ptr [rsp+0x3140], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x3140]
  vmovq qword ptr [rsp+0x980], xmm15
  vmovq xmm15, qword ptr [rsp+0x39f8]
  vmovaps xmmword ptr [rsp+0x3150], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x3150]
  vmovq qword ptr [rsp+0x988], xmm15
  vmovq xmm15, qword ptr [rsp+0x39f8]
  vmovaps xmmword ptr [rsp+0x3160], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x3160]
  vmovq qword ptr [rsp+0x990], xmm15
  vmovq xmm15, qword ptr [rsp+0x39f8]
  vmovaps xmmword ptr [rsp+0x3170], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x3170]
  vmovq qword ptr [rsp+0x998], xmm15
  vmovq xmm15, qword ptr [rsp+0x39f8]
  vmovaps xmmword ptr [rsp+0x3180], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x3180]
  vmovq qword ptr [rsp+0x9a0], xmm15
  vmovq xmm15, qword ptr [rsp+0x39f8]
  vmovaps xmmword ptr [rsp+0x3190], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x3190]
  vmovq qword ptr [rsp+0x9a8], xmm15
  vmovq xmm15, qword ptr [rsp+0x39f8]
  vmovaps xmmword ptr [rsp+0x31a0], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x31a0]
  vmovq qword ptr [rsp+0x9b0], xmm15
  vmovq xmm15, qword ptr [rsp+0x39f8]
  vmovaps xmmword ptr [rsp+0x31b0], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x31b0]
  vmovq qword ptr [rsp+0x9b8], xmm15
  vmovdqu ymm15, ymmword ptr [rsp+0x980]
  vmovaps ymmword ptr [rsp+0x1a40], ymm15
  vmovdqu ymm15, ymmword ptr [rsp+0x9a0]
  vmovaps ymmword ptr [rsp+0x1a60], ymm15
  vmovq xmm15, qword ptr [rsp+0x3a00]
  vmovaps xmmword ptr [rsp+0x31c0], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x31c0]
  vmovq qword ptr [rsp+0x9c0], xmm15
  vmovq xmm15, qword ptr [rsp+0x3a00]
  vmovaps xmmword ptr [rsp+0x31d0], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x31d0]
  vmovq qword ptr [rsp+0x9c8], xmm15
  vmovq xmm15, qword ptr [rsp+0x3a00]
  vmovaps xmmword ptr [rsp+0x31e0], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x31e0]
  vmovq qword ptr [rsp+0x9d0], xmm15
  vmovq xmm15, qword ptr [rsp+0x3a00]
  vmovaps xmmword ptr [rsp+0x31f0], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x31f0]
  vmovq qword ptr [rsp+0x9d8], xmm15
  vmovq xmm15, qword ptr [rsp+0x3a00]
  vmovaps xmmword ptr [rsp+0x3200], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x3200]
  vmovq qword ptr [rsp+0x9e0], xmm15
  vmovq xmm15, qword ptr [rsp+0x3a00]
  vmovaps xmmword ptr [rsp+0x3210], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x3210]
  vmovq qword ptr [rsp+0x9e8], xmm15
  vmovq xmm15, qword ptr [rsp+0x3a00]
  vmovaps xmmword ptr [rsp+0x3220], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x3220]
  vmovq qword ptr [rsp+0x9f0], xmm15
  vmovq xmm15, qword ptr [rsp+0x3a00]
  vmovaps xmmword ptr [rsp+0x3230], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x3230]
  vmovq qword ptr [rsp+0x9f8], xmm15
  vmovdqu ymm15, ymmword ptr [rsp+0x9c0]
  vmovaps ymmword ptr [rsp+0x1a80], ymm15
  vmovdqu ymm15, ymmword ptr [rsp+0x9e0]
  vmovaps ymmword ptr [rsp+0x1aa0], ymm15
  vmovq xmm15, qword ptr [rsp+0x3a08]
  vmovaps xmmword ptr [rsp+0x3240], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x3240]
  vmovq qword ptr [rsp+0xa00], xmm15
  vmovq xmm15, qword ptr [rsp+0x3a08]
  vmovaps xmmword ptr [rsp+0x3250], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x3250]
  vmovq qword ptr [rsp+0xa08], xmm15
  vmovq xmm15, qword ptr [rsp+0x3a08]
  vmovaps xmmword ptr [rsp+0x3260], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x3260]
  vmovq qword ptr [rsp+0xa10], xmm15
  vmovq xmm15, qword ptr [rsp+0x3a08]
  vmovaps xmmword ptr [rsp+0x3270], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x3270]
  vmovq qword ptr [rsp+0xa18], xmm15
  vmovq xmm15, qword ptr [rsp+0x3a08]
  vmovaps xmmword ptr [rsp+0x3280], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x3280]
  vmovq qword ptr [rsp+0xa20], xmm15
  vmovq xmm15, qword ptr [rsp+0x3a08]
  vmovaps xmmword ptr [rsp+0x3290], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x3290]
  vmovq qword ptr [rsp+0xa28], xmm15
  vmovq xmm15, qword ptr [rsp+0x3a08]
  vmovaps xmmword ptr [rsp+0x32a0], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x32a0]
  vmovq qword ptr [rsp+0xa30], xmm15
  vmovq xmm15, qword ptr [rsp+0x3a08]
  vmovaps xmmword ptr [rsp+0x32b0], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x32b0]
  vmovq qword ptr [rsp+0xa38], xmm15
  vmovdqu ymm15, ymmword ptr [rsp+0xa00]
  vmovaps ymmword ptr [rsp+0x1ac0], ymm15
  vmovdqu ymm15, ymmword ptr [rsp+0xa20]
  vmovaps ymmword ptr [rsp+0x1ae0], ymm15
  vmovq xmm15, qword ptr [rsp+0x3a10]
  vmovaps xmmword ptr [rsp+0x32c0], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x32c0]
  vmovq qword ptr [rsp+0xa40], xmm15
  vmovq xmm15, qword ptr [rsp+0x3a10]
  vmovaps xmmword ptr [rsp+0x32d0], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x32d0]
  vmovq qword ptr [rsp+0xa48], xmm15
  vmovq xmm15, qword ptr [rsp+0x3a10]
  vmovaps xmmword ptr [rsp+0x32e0], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x32e0]
  vmovq qword ptr [rsp+0xa50], xmm15
  vmovq xmm15, qword ptr [rsp+0x3a10]
  vmovaps xmmword ptr [rsp+0x32f0], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x32f0]
  vmovq qword ptr [rsp+0xa58], xmm15
  vmovq xmm15, qword ptr [rsp+0x3a10]
  vmovaps xmmword ptr [rsp+0x3300], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x3300]
  vmovq qword ptr [rsp+0xa60], xmm15
  vmovq xmm15, qword ptr [rsp+0x3a10]
  vmovaps xmmword ptr [rsp+0x3310], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x3310]
  vmovq qword ptr [rsp+0xa68], xmm15
  vmovq xmm15, qword ptr [rsp+0x3a10]
  vmovaps xmmword ptr [rsp+0x3320], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x3320]
  vmovq qword ptr [rsp+0xa70], xmm15
  vmovq xmm15, qword ptr [rsp+0x3a10]
  vmovaps xmmword ptr [rsp+0x3330], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x3330]
  vmovq qword ptr [rsp+0xa78], xmm15
  vmovdqu ymm15, ymmword ptr [rsp+0xa40]
  vmovaps ymmword ptr [rsp+0x1b00], ymm15
  vmovdqu ymm15, ymmword ptr [rsp+0xa60]
  vmovaps ymmword ptr [rsp+0x1b20], ymm15
  vmovq xmm15, qword ptr [rsp+0x3a18]
  vmovaps xmmword ptr [rsp+0x3340], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x3340]
  vmovq qword ptr [rsp+0xa80], xmm15
  vmovq xmm15, qword ptr [rsp+0x3a18]
  vmovaps xmmword ptr [rsp+0x3350], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x3350]
  vmovq qword ptr [rsp+0xa88], xmm15
  vmovq xmm15, qword ptr [rsp+0x3a18]
  vmovaps xmmword ptr [rsp+0x3360], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x3360]
  vmovq qword ptr [rsp+0xa90], xmm15
  vmovq xmm15, qword ptr [rsp+0x3a18]
  vmovaps xmmword ptr [rsp+0x3370], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x3370]
  vmovq qword ptr [rsp+0xa98], xmm15
  vmovq xmm15, qword ptr [rsp+0x3a18]
  vmovaps xmmword ptr [rsp+0x3380], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x3380]
  vmovq qword ptr [rsp+0xaa0], xmm15
  vmovq xmm15, qword ptr [rsp+0x3a18]
  vmovaps xmmword ptr [rsp+0x3390], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x3390]
  vmovq qword ptr [rsp+0xaa8], xmm15
  vmovq xmm15, qword ptr [rsp+0x3a18]
  vmovaps xmmword ptr [rsp+0x33a0], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x33a0]
  vmovq qword ptr [rsp+0xab0], xmm15
  vmovq xmm15, qword ptr [rsp+0x3a18]
  vmovaps xmmword ptr [rsp+0x33b0], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x33b0]
  vmovq qword ptr [rsp+0xab8], xmm15
  vmovdqu ymm15, ymmword ptr [rsp+0xa80]
  vmovaps ymmword ptr [rsp+0x1b40], ymm15
  vmovdqu ymm15, ymmword ptr [rsp+0xaa0]
  vmovaps ymmword ptr [rsp+0x1b60], ymm15
  vmovq xmm15, qword ptr [rsp+0x3a20]
  vmovaps xmmword ptr [rsp+0x33c0], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x33c0]
  vmovq qword ptr [rsp+0xac0], xmm15
  vmovq xmm15, qword ptr [rsp+0x3a20]
  vmovaps xmmword ptr [rsp+0x33d0], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x33d0]
  vmovq qword ptr [rsp+0xac8], xmm15
  vmovq xmm15, qword ptr [rsp+0x3a20]
  vmovaps xmmword ptr [rsp+0x33e0], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x33e0]
  vmovq qword ptr [rsp+0xad0], xmm15
  vmovq xmm15, qword ptr [rsp+0x3a20]
  vmovaps xmmword ptr [rsp+0x33f0], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x33f0]
  vmovq qword ptr [rsp+0xad8], xmm15
  vmovq xmm15, qword ptr [rsp+0x3a20]
  vmovaps xmmword ptr [rsp+0x3400], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x3400]
  vmovq qword ptr [rsp+0xae0], xmm15
  vmovq xmm15, qword ptr [rsp+0x3a20]
  vmovaps xmmword ptr [rsp+0x3410], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x3410]
  vmovq qword ptr [rsp+0xae8], xmm15
  vmovq xmm15, qword ptr [rsp+0x3a20]
  vmovaps xmmword ptr [rsp+0x3420], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x3420]
  vmovq qword ptr [rsp+0xaf0], xmm15
  vmovq xmm15, qword ptr [rsp+0x3a20]
  vmovaps xmmword ptr [rsp+0x3430], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x3430]
  vmovq qword ptr [rsp+0xaf8], xmm15
  vmovdqu ymm15, ymmword ptr [rsp+0xac0]
  vmovaps ymmword ptr [rsp+0x1b80], ymm15
  vmovdqu ymm15, ymmword ptr [rsp+0xae0]
  vmovaps ymmword ptr [rsp+0x1ba0], ymm15
  vmovq xmm15, qword ptr [rsp+0x3a28]
  vmovaps xmmword ptr [rsp+0x3440], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x3440]
  vmovq qword ptr [rsp+0xb00], xmm15
  vmovq xmm15, qword ptr [rsp+0x3a28]
  vmovaps xmmword ptr [rsp+0x3450], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x3450]
  vmovq qword ptr [rsp+0xb08], xmm15
  vmovq xmm15, qword ptr [rsp+0x3a28]
  vmovaps xmmword ptr [rsp+0x3460], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x3460]
  vmovq qword ptr [rsp+0xb10], xmm15
  vmovq xmm15, qword ptr [rsp+0x3a28]
  vmovaps xmmword ptr [rsp+0x3470], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x3470]
  vmovq qword ptr [rsp+0xb18], xmm15
  vmovq xmm15, qword ptr [rsp+0x3a28]
  vmovaps xmmword ptr [rsp+0x3480], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x3480]
  vmovq qword ptr [rsp+0xb20], xmm15
  vmovq xmm15, qword ptr [rsp+0x3a28]
  vmovaps xmmword ptr [rsp+0x3490], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x3490]
  vmovq qword ptr [rsp+0xb28], xmm15
  vmovq xmm15, qword ptr [rsp+0x3a28]
  vmovaps xmmword ptr [rsp+0x34a0], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x34a0]
  vmovq qword ptr [rsp+0xb30], xmm15
  vmovq xmm15, qword ptr [rsp+0x3a28]
  vmovaps xmmword ptr [rsp+0x34b0], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x34b0]
  vmovq qword ptr [rsp+0xb38], xmm15
  vmovdqu ymm15, ymmword ptr [rsp+0xb00]
  vmovaps ymmword ptr [rsp+0x1bc0], ymm15
  vmovdqu ymm15, ymmword ptr [rsp+0xb20]
  vmovaps ymmword ptr [rsp+0x1be0], ymm15
  vmovq xmm15, qword ptr [rsp+0x3a30]
  vmovaps xmmword ptr [rsp+0x34c0], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x34c0]
  vmovq qword ptr [rsp+0xb40], xmm15
  vmovq xmm15, qword ptr [rsp+0x3a30]
  vmovaps xmmword ptr [rsp+0x34d0], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x34d0]
  vmovq qword ptr [rsp+0xb48], xmm15
  vmovq xmm15, qword ptr [rsp+0x3a30]
  vmovaps xmmword ptr [rsp+0x34e0], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x34e0]
  vmovq qword ptr [rsp+0xb50], xmm15
  vmovq xmm15, qword ptr [rsp+0x3a30]
  vmovaps xmmword ptr [rsp+0x34f0], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x34f0]
  vmovq qword ptr [rsp+0xb58], xmm15
  vmovq xmm15, qword ptr [rsp+0x3a30]
  vmovaps xmmword ptr [rsp+0x3500], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x3500]
  vmovq qword ptr [rsp+0xb60], xmm15
  vmovq xmm15, qword ptr [rsp+0x3a30]
  vmovaps xmmword ptr [rsp+0x3510], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x3510]
  vmovq qword ptr [rsp+0xb68], xmm15
  vmovq xmm15, qword ptr [rsp+0x3a30]
  vmovaps xmmword ptr [rsp+0x3520], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x3520]
  vmovq qword ptr [rsp+0xb70], xmm15
  vmovq xmm15, qword ptr [rsp+0x3a30]
  vmovaps xmmword ptr [rsp+0x3530], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x3530]
  vmovq qword ptr [rsp+0xb78], xmm15
  vmovdqu ymm15, ymmword ptr [rsp+0xb40]
  vmovaps ymmword ptr [rsp+0x1c00], ymm15
  vmovdqu ymm15, ymmword ptr [rsp+0xb60]
  vmovaps ymmword ptr [rsp+0x1c20], ymm15
  vmovq xmm15, qword ptr [rsp+0x3a38]
  vmovaps xmmword ptr [rsp+0x3540], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x3540]
  vmovq qword ptr [rsp+0xb80], xmm15
  vmovq xmm15, qword ptr [rsp+0x3a38]
  vmovaps xmmword ptr [rsp+0x3550], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x3550]
  vmovq qword ptr [rsp+0xb88], xmm15
  vmovq xmm15, qword ptr [rsp+0x3a38]
  vmovaps xmmword ptr [rsp+0x3560], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x3560]
  vmovq qword ptr [rsp+0xb90], xmm15
  vmovq xmm15, qword ptr [rsp+0x3a38]
  vmovaps xmmword ptr [rsp+0x3570], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x3570]
  vmovq qword ptr [rsp+0xb98], xmm15
  vmovq xmm15, qword ptr [rsp+0x3a38]
  vmovaps xmmword ptr [rsp+0x3580], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x3580]
  vmovq qword ptr [rsp+0xba0], xmm15
  vmovq xmm15, qword ptr [rsp+0x3a38]
  vmovaps xmmword ptr [rsp+0x3590], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x3590]
  vmovq qword ptr [rsp+0xba8], xmm15
  vmovq xmm15, qword ptr [rsp+0x3a38]
  vmovaps xmmword ptr [rsp+0x35a0], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x35a0]
  vmovq qword ptr [rsp+0xbb0], xmm15
  vmovq xmm15, qword ptr [rsp+0x3a38]
  vmovaps xmmword ptr [rsp+0x35b0], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x35b0]
  vmovq qword ptr [rsp+0xbb8], xmm15
  vmovdqu ymm15, ymmword ptr [rsp+0xb80]
  vmovaps ymmword ptr [rsp+0x1c40], ymm15
  vmovdqu ymm15, ymmword ptr [rsp+0xba0]
  vmovaps ymmword ptr [rsp+0x1c60], ymm15
  vmovq xmm15, qword ptr [rsp+0x3a40]
  vmovaps xmmword ptr [rsp+0x35c0], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x35c0]
  vmovq qword ptr [rsp+0xbc0], xmm15
  vmovq xmm15, qword ptr [rsp+0x3a40]
  vmovaps xmmword ptr [rsp+0x35d0], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x35d0]
  vmovq qword ptr [rsp+0xbc8], xmm15
  vmovq xmm15, qword ptr [rsp+0x3a40]
  vmovaps xmmword ptr [rsp+0x35e0], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x35e0]
  vmovq qword ptr [rsp+0xbd0], xmm15
  vmovq xmm15, qword ptr [rsp+0x3a40]
  vmovaps xmmword ptr [rsp+0x35f0], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x35f0]
  vmovq qword ptr [rsp+0xbd8], xmm15
  vmovq xmm15, qword ptr [rsp+0x3a40]
  vmovaps xmmword ptr [rsp+0x3600], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x3600]
  vmovq qword ptr [rsp+0xbe0], xmm15
  vmovq xmm15, qword ptr [rsp+0x3a40]
  vmovaps xmmword ptr [rsp+0x3610], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x3610]
  vmovq qword ptr [rsp+0xbe8], xmm15
  vmovq xmm15, qword ptr [rsp+0x3a40]
  vmovaps xmmword ptr [rsp+0x3620], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x3620]
  vmovq qword ptr [rsp+0xbf0], xmm15
  vmovq xmm15, qword ptr [rsp+0x3a40]
  vmovaps xmmword ptr [rsp+0x3630], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x3630]
  vmovq qword ptr [rsp+0xbf8], xmm15
  vmovdqu ymm15, ymmword ptr [rsp+0xbc0]
  vmovaps ymmword ptr [rsp+0x1c80], ymm15
  vmovdqu ymm15, ymmword ptr [rsp+0xbe0]
  vmovaps ymmword ptr [rsp+0x1ca0], ymm15
  vmovq xmm15, qword ptr [rsp+0x3a48]
  vmovaps xmmword ptr [rsp+0x3640], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x3640]
  vmovq qword ptr [rsp+0xc00], xmm15
  vmovq xmm15, qword ptr [rsp+0x3a48]
  vmovaps xmmword ptr [rsp+0x3650], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x3650]
  vmovq qword ptr [rsp+0xc08], xmm15
  vmovq xmm15, qword ptr [rsp+0x3a48]
  vmovaps xmmword ptr [rsp+0x3660], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x3660]
  vmovq qword ptr [rsp+0xc10], xmm15
  vmovq xmm15, qword ptr [rsp+0x3a48]
  vmovaps xmmword ptr [rsp+0x3670], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x3670]
  vmovq qword ptr [rsp+0xc18], xmm15
  vmovq xmm15, qword ptr [rsp+0x3a48]
  vmovaps xmmword ptr [rsp+0x3680], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x3680]
  vmovq qword ptr [rsp+0xc20], xmm15
  vmovq xmm15, qword ptr [rsp+0x3a48]
  vmovaps xmmword ptr [rsp+0x3690], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x3690]
  vmovq qword ptr [rsp+0xc28], xmm15
  vmovq xmm15, qword ptr [rsp+0x3a48]
  vmovaps xmmword ptr [rsp+0x36a0], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x36a0]
  vmovq qword ptr [rsp+0xc30], xmm15
  vmovq xmm15, qword ptr [rsp+0x3a48]
  vmovaps xmmword ptr [rsp+0x36b0], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x36b0]
  vmovq qword ptr [rsp+0xc38], xmm15
  vmovdqu ymm15, ymmword ptr [rsp+0xc00]
  vmovaps ymmword ptr [rsp+0x1cc0], ymm15
  vmovdqu ymm15, ymmword ptr [rsp+0xc20]
  vmovaps ymmword ptr [rsp+0x1ce0], ymm15
  vmovq xmm15, qword ptr [rsp+0x3a50]
  vmovaps xmmword ptr [rsp+0x36c0], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x36c0]
  vmovq qword ptr [rsp+0xc40], xmm15
  vmovq xmm15, qword ptr [rsp+0x3a50]
  vmovaps xmmword ptr [rsp+0x36d0], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x36d0]
  vmovq qword ptr [rsp+0xc48], xmm15
  vmovq xmm15, qword ptr [rsp+0x3a50]
  vmovaps xmmword ptr [rsp+0x36e0], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x36e0]
  vmovq qword ptr [rsp+0xc50], xmm15
  vmovq xmm15, qword ptr [rsp+0x3a50]
  vmovaps xmmword ptr [rsp+0x36f0], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x36f0]
  vmovq qword ptr [rsp+0xc58], xmm15
  vmovq xmm15, qword ptr [rsp+0x3a50]
  vmovaps xmmword ptr [rsp+0x3700], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x3700]
  vmovq qword ptr [rsp+0xc60], xmm15
  vmovq xmm15, qword ptr [rsp+0x3a50]
  vmovaps xmmword ptr [rsp+0x3710], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x3710]
  vmovq qword ptr [rsp+0xc68], xmm15
  vmovq xmm15, qword ptr [rsp+0x3a50]
  vmovaps xmmword ptr [rsp+0x3720], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x3720]
  vmovq qword ptr [rsp+0xc70], xmm15
  vmovq xmm15, qword ptr [rsp+0x3a50]
  vmovaps xmmword ptr [rsp+0x3730], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x3730]
  vmovq qword ptr [rsp+0xc78], xmm15
  vmovdqu ymm15, ymmword ptr [rsp+0xc40]
  vmovaps ymmword ptr [rsp+0x1d00], ymm15
  vmovdqu ymm15, ymmword ptr [rsp+0xc60]
  vmovaps ymmword ptr [rsp+0x1d20], ymm15
  vmovq xmm15, qword ptr [rsp+0x3a58]
  vmovaps xmmword ptr [rsp+0x3740], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x3740]
  vmovq qword ptr [rsp+0xc80], xmm15
  vmovq xmm15, qword ptr [rsp+0x3a58]
  vmovaps xmmword ptr [rsp+0x3750], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x3750]
  vmovq qword ptr [rsp+0xc88], xmm15
  vmovq xmm15, qword ptr [rsp+0x3a58]
  vmovaps xmmword ptr [rsp+0x3760], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x3760]
  vmovq qword ptr [rsp+0xc90], xmm15
  vmovq xmm15, qword ptr [rsp+0x3a58]
  vmovaps xmmword ptr [rsp+0x3770], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x3770]
  vmovq qword ptr [rsp+0xc98], xmm15
  vmovq xmm15, qword ptr [rsp+0x3a58]
  vmovaps xmmword ptr [rsp+0x3780], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x3780]
  vmovq qword ptr [rsp+0xca0], xmm15
  vmovq xmm15, qword ptr [rsp+0x3a58]
  vmovaps xmmword ptr [rsp+0x3790], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x3790]
  vmovq qword ptr [rsp+0xca8], xmm15
  vmovq xmm15, qword ptr [rsp+0x3a58]
  vmovaps xmmword ptr [rsp+0x37a0], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x37a0]
  vmovq qword ptr [rsp+0xcb0], xmm15
  vmovq xmm15, qword ptr [rsp+0x3a58]
  vmovaps xmmword ptr [rsp+0x37b0], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x37b0]
  vmovq qword ptr [rsp+0xcb8], xmm15
  vmovdqu ymm15, ymmword ptr [rsp+0xc80]
  vmovaps ymmword ptr [rsp+0x1d40], ymm15
  vmovdqu ymm15, ymmword ptr [rsp+0xca0]
  vmovaps ymmword ptr [rsp+0x1d60], ymm15
  vmovq xmm15, qword ptr [rsp+0x3a60]
  vmovaps xmmword ptr [rsp+0x37c0], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x37c0]
  vmovq qword ptr [rsp+0xcc0], xmm15
  vmovq xmm15, qword ptr [rsp+0x3a60]
  vmovaps xmmword ptr [rsp+0x37d0], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x37d0]
  vmovq qword ptr [rsp+0xcc8], xmm15
  vmovq xmm15, qword ptr [rsp+0x3a60]
  vmovaps xmmword ptr [rsp+0x37e0], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x37e0]
  vmovq qword ptr [rsp+0xcd0], xmm15
  vmovq xmm15, qword ptr [rsp+0x3a60]
  vmovaps xmmword ptr [rsp+0x37f0], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x37f0]
  vmovq qword ptr [rsp+0xcd8], xmm15
  vmovq xmm15, qword ptr [rsp+0x3a60]
  vmovaps xmmword ptr [rsp+0x3800], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x3800]
  vmovq qword ptr [rsp+0xce0], xmm15
  vmovq xmm15, qword ptr [rsp+0x3a60]
  vmovaps xmmword ptr [rsp+0x3810], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x3810]
  vmovq qword ptr [rsp+0xce8], xmm15
  vmovq xmm15, qword ptr [rsp+0x3a60]
  vmovaps xmmword ptr [rsp+0x3820], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x3820]
  vmovq qword ptr [rsp+0xcf0], xmm15
  vmovq xmm15, qword ptr [rsp+0x3a60]
  vmovaps xmmword ptr [rsp+0x3830], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x3830]
  vmovq qword ptr [rsp+0xcf8], xmm15
  vmovdqu ymm15, ymmword ptr [rsp+0xcc0]
  vmovaps ymmword ptr [rsp+0x1d80], ymm15
  vmovdqu ymm15, ymmword ptr [rsp+0xce0]
  vmovaps ymmword ptr [rsp+0x1da0], ymm15
  vmovq xmm15, qword ptr [rsp+0x3a68]
  vmovaps xmmword ptr [rsp+0x3840], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x3840]
  vmovq qword ptr [rsp+0xd00], xmm15
  vmovq xmm15, qword ptr [rsp+0x3a68]
  vmovaps xmmword ptr [rsp+0x3850], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x3850]
  vmovq qword ptr [rsp+0xd08], xmm15
  vmovq xmm15, qword ptr [rsp+0x3a68]
  vmovaps xmmword ptr [rsp+0x3860], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x3860]
  vmovq qword ptr [rsp+0xd10], xmm15
  vmovq xmm15, qword ptr [rsp+0x3a68]
  vmovaps xmmword ptr [rsp+0x3870], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x3870]
  vmovq qword ptr [rsp+0xd18], xmm15
  vmovq xmm15, qword ptr [rsp+0x3a68]
  vmovaps xmmword ptr [rsp+0x3880], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x3880]
  vmovq qword ptr [rsp+0xd20], xmm15
  vmovq xmm15, qword ptr [rsp+0x3a68]
  vmovaps xmmword ptr [rsp+0x3890], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x3890]
  vmovq qword ptr [rsp+0xd28], xmm15
  vmovq xmm15, qword ptr [rsp+0x3a68]
  vmovaps xmmword ptr [rsp+0x38a0], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x38a0]
  vmovq qword ptr [rsp+0xd30], xmm15
  vmovq xmm15, qword ptr [rsp+0x3a68]
  vmovaps xmmword ptr [rsp+0x38b0], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x38b0]
  vmovq qword ptr [rsp+0xd38], xmm15
  vmovdqu ymm15, ymmword ptr [rsp+0xd00]
  vmovaps ymmword ptr [rsp+0x1dc0], ymm15
  vmovdqu ymm15, ymmword ptr [rsp+0xd20]
  vmovaps ymmword ptr [rsp+0x1de0], ymm15
  xor r11d, r11d
  mov qword ptr [rsp+0x3b10], r11
.Lloop1:
  mov r11, qword ptr [rsp+0x3b10]
  imul r10d, r11d, 8
  mov qword ptr [rsp+0x3b18], r10
  mov r11, qword ptr [rsp+0x3a88]
  mov r10, qword ptr [rsp+0x3b18]
  vmovdqu ymm0, ymmword ptr [r11+r10*4]
  vcvtps2pd ymm15, xmm0
  vmovaps ymmword ptr [rsp+0x1e00], ymm15
  vextractf128 xmm0, ymm0, 1
  vcvtps2pd ymm15, xmm0
  vmovaps ymmword ptr [rsp+0x1e20], ymm15
  vmovaps ymm15, ymmword ptr [rsp+0x1e00]
  vcmppd ymm2, ymm15, ymm15, 4
  vmovaps ymm15, ymmword ptr [rsp+0x1e20]
  vcmppd ymm3, ymm15, ymm15, 4
  vmovaps ymm15, ymmword ptr [rsp+0x1e00]
  vmovaps ymm14, ymmword ptr [rsp+0x1040]
  vblendvpd ymm2, ymm15, ymm14, ymm2
  vmovaps ymm15, ymmword ptr [rsp+0x1e20]
  vmovaps ymm14, ymmword ptr [rsp+0x1060]
  vblendvpd ymm3, ymm15, ymm14, ymm3
  vmovaps ymm15, ymmword ptr [rsp+0x10c0]
  vcmppd ymm4, ymm15, ymm2, 1
  vmovaps ymm15, ymmword ptr [rsp+0x10e0]
  vcmppd ymm5, ymm15, ymm3, 1
  vmovaps ymm15, ymmword ptr [rsp+0x10c0]
  vblendvpd ymm4, ymm2, ymm15, ymm4
  vmovaps ymm15, ymmword ptr [rsp+0x10e0]
  vblendvpd ymm5, ymm3, ymm15, ymm5
  vmovaps ymm15, ymmword ptr [rsp+0x1080]
  vcmppd ymm2, ymm2, ymm15, 1
  vmovaps ymm15, ymmword ptr [rsp+0x10a0]
  vcmppd ymm3, ymm3, ymm15, 1
  vmovaps ymm15, ymmword ptr [rsp+0x1080]
  vblendvpd ymm2, ymm4, ymm15, ymm2
  vmovaps ymm15, ymmword ptr [rsp+0x10a0]
  vblendvpd ymm3, ymm5, ymm15, ymm3
  vroundpd ymm4, ymm2, 0xb
  vroundpd ymm5, ymm3, 0xb
  vsubpd ymm6, ymm2, ymm4
  vsubpd ymm7, ymm3, ymm5
  vmovaps ymm15, ymmword ptr [rsp+0x1100]
  vcmppd ymm8, ymm15, ymm6, 1
  vmovaps ymm15, ymmword ptr [rsp+0x1120]
  vcmppd ymm9, ymm15, ymm7, 1
  vmovaps ymm15, ymmword ptr [rsp+0x1040]
  vmovaps ymm14, ymmword ptr [rsp+0x1140]
  vblendvpd ymm8, ymm15, ymm14, ymm8
  vmovaps ymm15, ymmword ptr [rsp+0x1060]
  vmovaps ymm14, ymmword ptr [rsp+0x1160]
  vblendvpd ymm9, ymm15, ymm14, ymm9
  vaddpd ymm4, ymm4, ymm8
  vaddpd ymm5, ymm5, ymm9
  vmovaps ymm15, ymmword ptr [rsp+0x1180]
  vcmppd ymm6, ymm6, ymm15, 1
  vmovaps ymm15, ymmword ptr [rsp+0x11a0]
  vcmppd ymm7, ymm7, ymm15, 1
  vmovaps ymm15, ymmword ptr [rsp+0x1040]
  vmovaps ymm14, ymmword ptr [rsp+0x1140]
  vblendvpd ymm6, ymm15, ymm14, ymm6
  vmovaps ymm15, ymmword ptr [rsp+0x1060]
  vmovaps ymm14, ymmword ptr [rsp+0x1160]
  vblendvpd ymm7, ymm15, ymm14, ymm7
  vsubpd ymm4, ymm4, ymm6
  vsubpd ymm5, ymm5, ymm7
  vsubpd ymm2, ymm2, ymm4
  vsubpd ymm3, ymm3, ymm5
  vmovaps ymm15, ymmword ptr [rsp+0x1000]
  vmulpd ymm6, ymm15, ymm2
  vmovaps ymm15, ymmword ptr [rsp+0x1020]
  vmulpd ymm7, ymm15, ymm3
  vmovaps ymm15, ymmword ptr [rsp+0x11c0]
  vaddpd ymm6, ymm6, ymm15
  vmovaps ymm15, ymmword ptr [rsp+0x11e0]
  vaddpd ymm7, ymm7, ymm15
  vmulpd ymm6, ymm6, ymm2
  vmulpd ymm7, ymm7, ymm3
  vmovaps ymm15, ymmword ptr [rsp+0x1200]
  vaddpd ymm6, ymm6, ymm15
  vmovaps ymm15, ymmword ptr [rsp+0x1220]
  vaddpd ymm7, ymm7, ymm15
  vmulpd ymm6, ymm6, ymm2
  vmulpd ymm7, ymm7, ymm3
  vmovaps ymm15, ymmword ptr [rsp+0x1240]
  vaddpd ymm6, ymm6, ymm15
  vmovaps ymm15, ymmword ptr [rsp+0x1260]
  vaddpd ymm7, ymm7, ymm15
  vmulpd ymm6, ymm6, ymm2
  vmulpd ymm7, ymm7, ymm3
  vmovaps ymm15, ymmword ptr [rsp+0x1280]
  vaddpd ymm6, ymm6, ymm15
  vmovaps ymm15, ymmword ptr [rsp+0x12a0]
  vaddpd ymm7, ymm7, ymm15
  vmulpd ymm6, ymm6, ymm2
  vmulpd ymm7, ymm7, ymm3
  vmovaps ymm15, ymmword ptr [rsp+0x12c0]
  vaddpd ymm6, ymm6, ymm15
  vmovaps ymm15, ymmword ptr [rsp+0x12e0]
  vaddpd ymm7, ymm7, ymm15
  vmulpd ymm6, ymm6, ymm2
  vmulpd ymm7, ymm7, ymm3
  vmovaps ymm15, ymmword ptr [rsp+0x1300]
  vaddpd ymm6, ymm6, ymm15
  vmovaps ymm15, ymmword ptr [rsp+0x1320]
  vaddpd ymm7, ymm7, ymm15
  vmulpd ymm6, ymm6, ymm2
  vmulpd ymm7, ymm7, ymm3
  vmovaps ymm15, ymmword ptr [rsp+0x1340]
  vaddpd ymm6, ymm6, ymm15
  vmovaps ymm15, ymmword ptr [rsp+0x1360]
  vaddpd ymm7, ymm7, ymm15
  vmulpd ymm6, ymm6, ymm2
  vmulpd ymm7, ymm7, ymm3
  vmovaps ymm15, ymmword ptr [rsp+0x1380]
  vaddpd ymm6, ymm6, ymm15
  vmovaps ymm15, ymmword ptr [rsp+0x13a0]
  vaddpd ymm7, ymm7, ymm15
  vmulpd ymm2, ymm6, ymm2
  vmulpd ymm3, ymm7, ymm3
  vmovaps ymm15, ymmword ptr [rsp+0x1140]
  vaddpd ymm2, ymm2, ymm15
  vmovaps ymm15, ymmword ptr [rsp+0x1160]
  vaddpd ymm3, ymm3, ymm15
  vcvttsd2si rsi, xmm4
  mov r11, qword ptr [rsp+0x3a90]
  mov ecx, r11d
  mov rdx, rsi
  sar rdx, cl
  vshufpd xmm6, xmm4, xmm4, 1
  vcvttsd2si rax, xmm6
  mov r11, qword ptr [rsp+0x3a98]
  mov ecx, r11d
  mov r8, rax
  sar r8, cl
  vextractf128 xmm6, ymm4, 1
  vcvttsd2si r11, xmm6
  mov qword ptr [rsp+0x3b20], r11
  mov r11, qword ptr [rsp+0x3aa0]
  mov ecx, r11d
  mov r11, qword ptr [rsp+0x3b20]
  mov r12, r11
  sar r12, cl
  vextractf128 xmm4, ymm4, 1
  vshufpd xmm4, xmm4, xmm4, 1
  vcvttsd2si r11, xmm4
  mov qword ptr [rsp+0x3b28], r11
  mov r11, qword ptr [rsp+0x3aa8]
  mov ecx, r11d
  mov r11, qword ptr [rsp+0x3b28]
  mov r14, r11
  sar r14, cl
  vcvttsd2si r11, xmm5
  mov qword ptr [rsp+0x3b30], r11
  mov r11, qword ptr [rsp+0x3ab0]
  mov ecx, r11d
  mov r11, qword ptr [rsp+0x3b30]
  mov rdi, r11
  sar rdi, cl
  vshufpd xmm4, xmm5, xmm5, 1
  vcvttsd2si r11, xmm4
  mov qword ptr [rsp+0x3b38], r11
  mov r11, qword ptr [rsp+0x3ab8]
  mov ecx, r11d
  mov r11, qword ptr [rsp+0x3b38]
  mov r15, r11
  sar r15, cl
  vextractf128 xmm4, ymm5, 1
  vcvttsd2si r11, xmm4
  mov qword ptr [rsp+0x3b40], r11
  mov r11, qword ptr [rsp+0x3ac0]
  mov ecx, r11d
  mov r11, qword ptr [rsp+0x3b40]
  mov r13, r11
  sar r13, cl
  vextractf128 xmm4, ymm5, 1
  vshufpd xmm4, xmm4, xmm4, 1
  vcvttsd2si r11, xmm4
  mov qword ptr [rsp+0x3b48], r11
  mov r11, qword ptr [rsp+0x3ac8]
  mov ecx, r11d
  mov r11, qword ptr [rsp+0x3b48]
  mov rbx, r11
  sar rbx, cl
  vmovq xmm4, rdx
  vpinsrq xmm4, xmm4, r8, 1
  vmovq xmm5, r12
  vpinsrq xmm5, xmm5, r14, 1
  vinsertf128 ymm4, ymm4, xmm5, 1
  vmovq xmm5, rdi
  vpinsrq xmm5, xmm5, r15, 1
  vmovq xmm6, r13
  vpinsrq xmm6, xmm6, rbx, 1
  vinsertf128 ymm5, ymm5, xmm6, 1
  vmovaps ymm15, ymmword ptr [rsp+0x13e0]
  vpaddq ymm6, ymm4, ymm15
  vmovaps ymm15, ymmword ptr [rsp+0x13e0]
  vpaddq ymm7, ymm5, ymm15
  vpextrq rdx, xmm6, 0
  mov r11, qword ptr [rsp+0x3ad0]
  mov ecx, r11d
  shl rdx, cl
  vpextrq rdi, xmm6, 1
  mov r11, qword ptr [rsp+0x3ad8]
  mov ecx, r11d
  shl rdi, cl
  vextractf128 xmm8, ymm6, 1
  vpextrq r8, xmm8, 0
  mov r11, qword ptr [rsp+0x3ae0]
  mov ecx, r11d
  shl r8, cl
  vextractf128 xmm6, ymm6, 1
  vpextrq rbx, xmm6, 1
  mov r11, qword ptr [rsp+0x3ae8]
  mov ecx, r11d
  shl rbx, cl
  vpextrq r12, xmm7, 0
  mov r11, qword ptr [rsp+0x3af0]
  mov ecx, r11d
  shl r12, cl
  vpextrq r13, xmm7, 1
  mov r11, qword ptr [rsp+0x3af8]
  mov ecx, r11d
  shl r13, cl
  vextractf128 xmm6, ymm7, 1
  vpextrq r14, xmm6, 0
  mov r11, qword ptr [rsp+0x3b00]
  mov ecx, r11d
  shl r14, cl
  vextractf128 xmm6, ymm7, 1
  vpextrq r15, xmm6, 1
  mov r11, qword ptr [rsp+0x3b08]
  mov ecx, r11d
  shl r15, cl
  vmovq xmm6, rdx
  vpinsrq xmm6, xmm6, rdi, 1
  vmovq xmm7, r8
  vpinsrq xmm7, xmm7, rbx, 1
  vinsertf128 ymm6, ymm6, xmm7, 1
  vmovq xmm7, r12
  vpinsrq xmm7, xmm7, r13, 1
  vmovq xmm8, r14
  vpinsrq xmm8, xmm8, r15, 1
  vinsertf128 ymm7, ymm7, xmm8, 1
  vmulpd ymm2, ymm2, ymm6
  vmulpd ymm3, ymm3, ymm7
  vmovq xmm6, rsi
  vpinsrq xmm6, xmm6, rax, 1
  mov r11, qword ptr [rsp+0x3b20]
  vmovq xmm7, r11
  mov r11, qword ptr [rsp+0x3b28]
  vpinsrq xmm7, xmm7, r11, 1
  vinsertf128 ymm6, ymm6, xmm7, 1
  mov r11, qword ptr [rsp+0x3b30]
  vmovq xmm7, r11
  mov r11, qword ptr [rsp+0x3b38]
  vpinsrq xmm7, xmm7, r11, 1
  mov r11, qword ptr [rsp+0x3b40]
  vmovq xmm8, r11
  mov r11, qword ptr [rsp+0x3b48]
  vpinsrq xmm8, xmm8, r11, 1
  vinsertf128 ymm7, ymm7, xmm8, 1
  vpsubq ymm4, ymm6, ymm4
  vpsubq ymm5, ymm7, ymm5
  vmovaps ymm15, ymmword ptr [rsp+0x13e0]
  vpaddq ymm4, ymm4, ymm15
  vmovaps ymm15, ymmword ptr [rsp+0x13e0]
  vpaddq ymm5, ymm5, ymm15
  vpextrq rax, xmm4, 0
  mov r11, qword ptr [rsp+0x3ad0]
  mov ecx, r11d
  shl rax, cl
  vpextrq rdx, xmm4, 1
  mov r11, qword ptr [rsp+0x3ad8]
  mov ecx, r11d
  shl rdx, cl
  vextractf128 xmm6, ymm4, 1
  vpextrq rsi, xmm6, 0
  mov r11, qword ptr [rsp+0x3ae0]
  mov ecx, r11d
  shl rsi, cl
  vextractf128 xmm4, ymm4, 1
  vpextrq rdi, xmm4, 1
  mov r11, qword ptr [rsp+0x3ae8]
  mov ecx, r11d
  shl rdi, cl
  vpextrq r8, xmm5, 0
  mov r11, qword ptr [rsp+0x3af0]
  mov ecx, r11d
  shl r8, cl
  vpextrq rbx, xmm5, 1
  mov r11, qword ptr [rsp+0x3af8]
  mov ecx, r11d
  shl rbx, cl
  vextractf128 xmm4, ymm5, 1
  vpextrq r12, xmm4, 0
  mov r11, qword ptr [rsp+0x3b00]
  mov ecx, r11d
  shl r12, cl
  vextractf128 xmm4, ymm5, 1
  vpextrq r13, xmm4, 1
  mov r11, qword ptr [rsp+0x3b08]
  mov ecx, r11d
  shl r13, cl
  vmovq xmm4, rax
  vpinsrq xmm4, xmm4, rdx, 1
  vmovq xmm5, rsi
  vpinsrq xmm5, xmm5, rdi, 1
  vinsertf128 ymm4, ymm4, xmm5, 1
  vmovq xmm5, r8
  vpinsrq xmm5, xmm5, rbx, 1
  vmovq xmm6, r12
  vpinsrq xmm6, xmm6, r13, 1
  vinsertf128 ymm5, ymm5, xmm6, 1
  vmulpd ymm2, ymm2, ymm4
  vmulpd ymm3, ymm3, ymm5
  vmovaps ymm15, ymmword ptr [rsp+0x1e00]
  vcmppd ymm4, ymm15, ymm15, 4
  vmovaps ymm15, ymmword ptr [rsp+0x1e20]
  vcmppd ymm5, ymm15, ymm15, 4
  vmovaps ymm15, ymmword ptr [rsp+0x1e00]
  vblendvpd ymm2, ymm2, ymm15, ymm4
  vmovaps ymm15, ymmword ptr [rsp+0x1e20]
  vblendvpd ymm3, ymm3, ymm15, ymm5
  vcvtpd2ps xmm2, ymm2
  vcvtpd2ps xmm3, ymm3
  vinsertf128 ymm2, ymm2, xmm3, 1
  mov r11, qword ptr [rsp+0x3a70]
  mov r10, qword ptr [rsp+0x3b18]
  vmovdqu ymmword ptr [r11+r10*4], ymm2
  vmovaps ymm15, ymmword ptr [rsp+0x1040]
  vmovaps ymm14, ymmword ptr [rsp+0x1e00]
  vcmppd ymm2, ymm15, ymm14, 1
  vmovaps ymm15, ymmword ptr [rsp+0x1060]
  vmovaps ymm14, ymmword ptr [rsp+0x1e20]
  vcmppd ymm3, ymm15, ymm14, 1
  vmovdqu ymmword ptr [rsp+0xd40], ymm2
  vmovdqu ymmword ptr [rsp+0xd60], ymm3
  mov rax, qword ptr [rsp+0xd40]
  and eax, 1
  mov byte ptr [rsp+0xd80], al
  mov rax, qword ptr [rsp+0xd48]
  and eax, 1
  mov byte ptr [rsp+0xd81], al
  mov rax, qword ptr [rsp+0xd50]
  and eax, 1
  mov byte ptr [rsp+0xd82], al
  mov rax, qword ptr [rsp+0xd58]
  and eax, 1
  mov byte ptr [rsp+0xd83], al
  mov rax, qword ptr [rsp+0xd60]
  and eax, 1
  mov byte ptr [rsp+0xd84], al
  mov rax, qword ptr [rsp+0xd68]
  and eax, 1
  mov byte ptr [rsp+0xd85], al
  mov rax, qword ptr [rsp+0xd70]
  and eax, 1
  mov byte ptr [rsp+0xd86], al
  mov rax, qword ptr [rsp+0xd78]
  and eax, 1
  mov byte ptr [rsp+0xd87], al
  vmovq xmm2, qword ptr [rsp+0xd80]
  vmovaps ymm15, ymmword ptr [rsp+0x1e00]
  vmovaps ymm14, ymmword ptr [rsp+0x1420]
  vcmppd ymm3, ymm15, ymm14, 1
  vmovaps ymm15, ymmword ptr [rsp+0x1e20]
  vmovaps ymm14, ymmword ptr [rsp+0x1440]
  vcmppd ymm4, ymm15, ymm14, 1
  vmovdqu ymmword ptr [rsp+0xda0], ymm3
  vmovdqu ymmword ptr [rsp+0xdc0], ymm4
  mov rax, qword ptr [rsp+0xda0]
  and eax, 1
  mov byte ptr [rsp+0xde0], al
  mov rax, qword ptr [rsp+0xda8]
  and eax, 1
  mov byte ptr [rsp+0xde1], al
  mov rax, qword ptr [rsp+0xdb0]
  and eax, 1
  mov byte ptr [rsp+0xde2], al
  mov rax, qword ptr [rsp+0xdb8]
  and eax, 1
  mov byte ptr [rsp+0xde3], al
  mov rax, qword ptr [rsp+0xdc0]
  and eax, 1
  mov byte ptr [rsp+0xde4], al
  mov rax, qword ptr [rsp+0xdc8]
  and eax, 1
  mov byte ptr [rsp+0xde5], al
  mov rax, qword ptr [rsp+0xdd0]
  and eax, 1
  mov byte ptr [rsp+0xde6], al
  mov rax, qword ptr [rsp+0xdd8]
  and eax, 1
  mov byte ptr [rsp+0xde7], al
  vmovq xmm3, qword ptr [rsp+0xde0]
  vpand xmm2, xmm2, xmm3
  vpextrb eax, xmm2, 0
  vmovaps ymm15, ymmword ptr [rsp+0x1140]
  vmovaps xmm3, xmm15
  test al, al
  je .Lwhere3
  vmovaps ymm15, ymmword ptr [rsp+0x1e00]
  vmovaps xmm3, xmm15
.Lwhere3:
  vpextrb edx, xmm2, 1
  vmovaps ymm15, ymmword ptr [rsp+0x1e00]
  vshufpd xmm4, xmm15, xmm15, 1
  vmovaps xmm15, xmmword ptr [rsp+0x2610]
  vmovaps xmm5, xmm15
  test dl, dl
  je .Lwhere4
  vmovaps xmm5, xmm4
.Lwhere4:
  vpextrb r11d, xmm2, 2
  mov qword ptr [rsp+0x3b50], r11
  vmovaps ymm15, ymmword ptr [rsp+0x1e00]
  vextractf128 xmm4, ymm15, 1
  vmovaps xmm15, xmmword ptr [rsp+0x2620]
  vmovaps xmm6, xmm15
  mov r11, qword ptr [rsp+0x3b50]
  test r11b, r11b
  je .Lwhere5
  vmovaps xmm6, xmm4
.Lwhere5:
  vpextrb r11d, xmm2, 3
  mov qword ptr [rsp+0x3b58], r11
  vmovaps ymm15, ymmword ptr [rsp+0x1e00]
  vextractf128 xmm4, ymm15, 1
  vshufpd xmm4, xmm4, xmm4, 1
  vmovaps xmm15, xmmword ptr [rsp+0x2640]
  vmovaps xmm7, xmm15
  mov r11, qword ptr [rsp+0x3b58]
  test r11b, r11b
  je .Lwhere6
  vmovaps xmm7, xmm4
.Lwhere6:
  vpextrb r11d, xmm2, 4
  mov qword ptr [rsp+0x3b60], r11
  vmovaps ymm15, ymmword ptr [rsp+0x1160]
  vmovaps xmm4, xmm15
  mov r11, qword ptr [rsp+0x3b60]
  test r11b, r11b
  je .Lwhere7
  vmovaps ymm15, ymmword ptr [rsp+0x1e20]
  vmovaps xmm4, xmm15
.Lwhere7:
  vpextrb r11d, xmm2, 5
  mov qword ptr [rsp+0x3b68], r11
  vmovaps ymm15, ymmword ptr [rsp+0x1e20]
  vshufpd xmm8, xmm15, xmm15, 1
  vmovaps xmm15, xmmword ptr [rsp+0x2650]
  vmovaps xmm9, xmm15
  mov r11, qword ptr [rsp+0x3b68]
  test r11b, r11b
  je .Lwhere8
  vmovaps xmm9, xmm8
.Lwhere8:
  vpextrb r11d, xmm2, 6
  mov qword ptr [rsp+0x3b70], r11
  vmovaps ymm15, ymmword ptr [rsp+0x1e20]
  vextractf128 xmm8, ymm15, 1
  vmovaps xmm15, xmmword ptr [rsp+0x2660]
  vmovaps xmm10, xmm15
  mov r11, qword ptr [rsp+0x3b70]
  test r11b, r11b
  je .Lwhere9
  vmovaps xmm10, xmm8
.Lwhere9:
  vpextrb r11d, xmm2, 7
  mov qword ptr [rsp+0x3b78], r11
  vmovaps ymm15, ymmword ptr [rsp+0x1e20]
  vextractf128 xmm2, ymm15, 1
  vshufpd xmm2, xmm2, xmm2, 1
  vmovaps xmm15, xmmword ptr [rsp+0x2680]
  vmovaps xmm8, xmm15
  mov r11, qword ptr [rsp+0x3b78]
  test r11b, r11b
  je .Lwhere10
  vmovaps xmm8, xmm2
.Lwhere10:
  vunpcklpd xmm2, xmm3, xmm5
  vunpcklpd xmm3, xmm6, xmm7
  vinsertf128 ymm2, ymm2, xmm3, 1
  vunpcklpd xmm3, xmm4, xmm9
  vunpcklpd xmm4, xmm10, xmm8
  vinsertf128 ymm15, ymm3, xmm4, 1
  vmovaps ymmword ptr [rsp+0x1e40], ymm15
  vmovaps ymm15, ymmword ptr [rsp+0x14e0]
  vmulpd ymm4, ymm2, ymm15
  vmovaps ymm15, ymmword ptr [rsp+0x1e40]
  vmovaps ymm14, ymmword ptr [rsp+0x1500]
  vmulpd ymm5, ymm15, ymm14
  vmovaps ymm15, ymmword ptr [rsp+0x14a0]
  vcmppd ymm6, ymm2, ymm15, 1
  vmovaps ymm15, ymmword ptr [rsp+0x1e40]
  vmovaps ymm14, ymmword ptr [rsp+0x14c0]
  vcmppd ymm7, ymm15, ymm14, 1
  vblendvpd ymm4, ymm2, ymm4, ymm6
  vmovaps ymm15, ymmword ptr [rsp+0x1e40]
  vblendvpd ymm5, ymm15, ymm5, ymm7
  vmovaps ymm15, ymmword ptr [rsp+0x1520]
  vpand ymm6, ymm4, ymm15
  vmovaps ymm15, ymmword ptr [rsp+0x1520]
  vpand ymm7, ymm5, ymm15
  vmovaps ymm15, ymmword ptr [rsp+0x1540]
  vpor ymm14, ymm6, ymm15
  vmovaps ymmword ptr [rsp+0x1e60], ymm14
  vmovaps ymm15, ymmword ptr [rsp+0x1540]
  vpor ymm14, ymm7, ymm15
  vmovaps ymmword ptr [rsp+0x1e80], ymm14
  vmovaps ymm15, ymmword ptr [rsp+0x1e60]
  vmovaps ymm14, ymmword ptr [rsp+0x1100]
  vmulpd ymm8, ymm15, ymm14
  vmovaps ymm15, ymmword ptr [rsp+0x1e80]
  vmovaps ymm14, ymmword ptr [rsp+0x1120]
  vmulpd ymm9, ymm15, ymm14
  vmovaps ymm15, ymmword ptr [rsp+0x1460]
  vmovaps ymm14, ymmword ptr [rsp+0x1e60]
  vcmppd ymm10, ymm15, ymm14, 1
  vmovaps ymm15, ymmword ptr [rsp+0x1480]
  vmovaps ymm14, ymmword ptr [rsp+0x1e80]
  vcmppd ymm11, ymm15, ymm14, 1
  vmovaps ymm15, ymmword ptr [rsp+0x1e60]
  vblendvpd ymm8, ymm15, ymm8, ymm10
  vmovaps ymm15, ymmword ptr [rsp+0x1e80]
  vblendvpd ymm9, ymm15, ymm9, ymm11
  vmovaps ymm15, ymmword ptr [rsp+0x1140]
  vsubpd ymm8, ymm8, ymm15
  vmovaps ymm15, ymmword ptr [rsp+0x1160]
  vsubpd ymm9, ymm9, ymm15
  vmulpd ymm10, ymm8, ymm8
  vmulpd ymm11, ymm9, ymm9
  vmovaps ymm15, ymmword ptr [rsp+0x1100]
  vmulpd ymm10, ymm10, ymm15
  vmovaps ymm15, ymmword ptr [rsp+0x1120]
  vmulpd ymm11, ymm11, ymm15
  vsubpd ymm12, ymm8, ymm10
  vsubpd ymm0, ymm9, ymm11
  vmovaps ymm15, ymmword ptr [rsp+0x1560]
  vpand ymm14, ymm12, ymm15
  vmovaps ymmword ptr [rsp+0x1ea0], ymm14
  vmovaps ymm15, ymmword ptr [rsp+0x1560]
  vpand ymm14, ymm0, ymm15
  vmovaps ymmword ptr [rsp+0x1ec0], ymm14
  vmovaps ymm15, ymmword ptr [rsp+0x1ea0]
  vsubpd ymm1, ymm8, ymm15
  vmovaps ymm15, ymmword ptr [rsp+0x1ec0]
  vsubpd ymm0, ymm9, ymm15
  vsubpd ymm1, ymm1, ymm10
  vsubpd ymm0, ymm0, ymm11
  vmovaps ymm15, ymmword ptr [rsp+0x1580]
  vaddpd ymm12, ymm8, ymm15
  vmovaps ymm15, ymmword ptr [rsp+0x15a0]
  vaddpd ymm7, ymm9, ymm15
  vdivpd ymm8, ymm8, ymm12
  vdivpd ymm7, ymm9, ymm7
  vmulpd ymm9, ymm8, ymm8
  vmulpd ymm12, ymm7, ymm7
  vmovaps ymm15, ymmword ptr [rsp+0x15c0]
  vmulpd ymm6, ymm15, ymm9
  vmovaps ymm15, ymmword ptr [rsp+0x15e0]
  vmulpd ymm3, ymm15, ymm12
  vmovaps ymm15, ymmword ptr [rsp+0x1600]
  vaddpd ymm6, ymm6, ymm15
  vmovaps ymm15, ymmword ptr [rsp+0x1620]
  vaddpd ymm3, ymm3, ymm15
  vmulpd ymm6, ymm6, ymm9
  vmulpd ymm3, ymm3, ymm12
  vmovaps ymm15, ymmword ptr [rsp+0x1640]
  vaddpd ymm6, ymm6, ymm15
  vmovaps ymm15, ymmword ptr [rsp+0x1660]
  vaddpd ymm3, ymm3, ymm15
  vmulpd ymm6, ymm6, ymm9
  vmulpd ymm3, ymm3, ymm12
  vmovaps ymm15, ymmword ptr [rsp+0x1680]
  vaddpd ymm6, ymm6, ymm15
  vmovaps ymm15, ymmword ptr [rsp+0x16a0]
  vaddpd ymm3, ymm3, ymm15
  vmulpd ymm6, ymm6, ymm9
  vmulpd ymm3, ymm3, ymm12
  vmovaps ymm15, ymmword ptr [rsp+0x16c0]
  vaddpd ymm6, ymm6, ymm15
  vmovaps ymm15, ymmword ptr [rsp+0x16e0]
  vaddpd ymm3, ymm3, ymm15
  vmulpd ymm6, ymm6, ymm9
  vmulpd ymm3, ymm3, ymm12
  vmovaps ymm15, ymmword ptr [rsp+0x1700]
  vaddpd ymm6, ymm6, ymm15
  vmovaps ymm15, ymmword ptr [rsp+0x1720]
  vaddpd ymm3, ymm3, ymm15
  vmulpd ymm6, ymm9, ymm6
  vmulpd ymm3, ymm12, ymm3
  vaddpd ymm6, ymm10, ymm6
  vaddpd ymm3, ymm11, ymm3
  vmulpd ymm6, ymm8, ymm6
  vmulpd ymm3, ymm7, ymm3
  vaddpd ymm1, ymm1, ymm6
  vaddpd ymm0, ymm0, ymm3
  vmovaps ymm15, ymmword ptr [rsp+0x1ea0]
  vaddpd ymm3, ymm1, ymm15
  vmovaps ymm15, ymmword ptr [rsp+0x1ec0]
  vaddpd ymm6, ymm0, ymm15
  vmovaps ymm15, ymmword ptr [rsp+0x1740]
  vmulpd ymm3, ymm3, ymm15
  vmovaps ymm15, ymmword ptr [rsp+0x1760]
  vmulpd ymm6, ymm6, ymm15
  vmovaps ymm15, ymmword ptr [rsp+0x1780]
  vmulpd ymm1, ymm1, ymm15
  vmovaps ymm15, ymmword ptr [rsp+0x17a0]
  vmulpd ymm0, ymm0, ymm15
  vaddpd ymm1, ymm3, ymm1
  vaddpd ymm0, ymm6, ymm0
  vpextrq r14, xmm4, 0
  mov r11, qword ptr [rsp+0x3ad0]
  mov ecx, r11d
  sar r14, cl
  vpextrq r15, xmm4, 1
  mov r11, qword ptr [rsp+0x3ad8]
  mov ecx, r11d
  sar r15, cl
  vextractf128 xmm3, ymm4, 1
  vpextrq r13, xmm3, 0
  mov r11, qword ptr [rsp+0x3ae0]
  mov ecx, r11d
  sar r13, cl
  vextractf128 xmm3, ymm4, 1
  vpextrq r12, xmm3, 1
  mov r11, qword ptr [rsp+0x3ae8]
  mov ecx, r11d
  sar r12, cl
  vpextrq rbx, xmm5, 0
  mov r11, qword ptr [rsp+0x3af0]
  mov ecx, r11d
  sar rbx, cl
  vpextrq r8, xmm5, 1
  mov r11, qword ptr [rsp+0x3af8]
  mov ecx, r11d
  sar r8, cl
  vextractf128 xmm3, ymm5, 1
  vpextrq rdi, xmm3, 0
  mov r11, qword ptr [rsp+0x3b00]
  mov ecx, r11d
  sar rdi, cl
  vextractf128 xmm3, ymm5, 1
  vpextrq rsi, xmm3, 1
  mov r11, qword ptr [rsp+0x3b08]
  mov ecx, r11d
  sar rsi, cl
  vmovq xmm3, r14
  vpinsrq xmm3, xmm3, r15, 1
  vmovq xmm4, r13
  vpinsrq xmm4, xmm4, r12, 1
  vinsertf128 ymm3, ymm3, xmm4, 1
  vmovq xmm4, rbx
  vpinsrq xmm4, xmm4, r8, 1
  vmovq xmm5, rdi
  vpinsrq xmm5, xmm5, rsi, 1
  vinsertf128 ymm4, ymm4, xmm5, 1
  vmovaps ymm15, ymmword ptr [rsp+0x13e0]
  vpsubq ymm3, ymm3, ymm15
  vmovaps ymm15, ymmword ptr [rsp+0x13e0]
  vpsubq ymm4, ymm4, ymm15
  vpextrq rcx, xmm3, 0
  vxorpd xmm5, xmm5, xmm5
  vcvtsi2sd xmm5, xmm5, rcx
  vpextrq rcx, xmm3, 1
  vxorpd xmm6, xmm6, xmm6
  vcvtsi2sd xmm6, xmm6, rcx
  vextractf128 xmm7, ymm3, 1
  vpextrq rcx, xmm7, 0
  vxorpd xmm7, xmm7, xmm7
  vcvtsi2sd xmm7, xmm7, rcx
  vextractf128 xmm3, ymm3, 1
  vpextrq rcx, xmm3, 1
  vxorpd xmm3, xmm3, xmm3
  vcvtsi2sd xmm3, xmm3, rcx
  vpextrq rcx, xmm4, 0
  vxorpd xmm8, xmm8, xmm8
  vcvtsi2sd xmm8, xmm8, rcx
  vpextrq rcx, xmm4, 1
  vxorpd xmm9, xmm9, xmm9
  vcvtsi2sd xmm9, xmm9, rcx
  vextractf128 xmm10, ymm4, 1
  vpextrq rcx, xmm10, 0
  vxorpd xmm10, xmm10, xmm10
  vcvtsi2sd xmm10, xmm10, rcx
  vextractf128 xmm4, ymm4, 1
  vpextrq rcx, xmm4, 1
  vxorpd xmm4, xmm4, xmm4
  vcvtsi2sd xmm4, xmm4, rcx
  vunpcklpd xmm5, xmm5, xmm6
  vunpcklpd xmm3, xmm7, xmm3
  vinsertf128 ymm3, ymm5, xmm3, 1
  vunpcklpd xmm5, xmm8, xmm9
  vunpcklpd xmm4, xmm10, xmm4
  vinsertf128 ymm4, ymm5, xmm4, 1
  vmovaps ymm15, ymmword ptr [rsp+0x14a0]
  vcmppd ymm2, ymm2, ymm15, 1
  vmovaps ymm15, ymmword ptr [rsp+0x1e40]
  vmovaps ymm14, ymmword ptr [rsp+0x14c0]
  vcmppd ymm5, ymm15, ymm14, 1
  vmovaps ymm15, ymmword ptr [rsp+0x1040]
  vmovaps ymm14, ymmword ptr [rsp+0x17c0]
  vblendvpd ymm2, ymm15, ymm14, ymm2
  vmovaps ymm15, ymmword ptr [rsp+0x1060]
  vmovaps ymm14, ymmword ptr [rsp+0x17e0]
  vblendvpd ymm5, ymm15, ymm14, ymm5
  vsubpd ymm2, ymm3, ymm2
  vsubpd ymm3, ymm4, ymm5
  vmovaps ymm15, ymmword ptr [rsp+0x1460]
  vmovaps ymm14, ymmword ptr [rsp+0x1e60]
  vcmppd ymm4, ymm15, ymm14, 1
  vmovaps ymm15, ymmword ptr [rsp+0x1480]
  vmovaps ymm14, ymmword ptr [rsp+0x1e80]
  vcmppd ymm5, ymm15, ymm14, 1
  vmovaps ymm15, ymmword ptr [rsp+0x1040]
  vmovaps ymm14, ymmword ptr [rsp+0x1140]
  vblendvpd ymm4, ymm15, ymm14, ymm4
  vmovaps ymm15, ymmword ptr [rsp+0x1060]
  vmovaps ymm14, ymmword ptr [rsp+0x1160]
  vblendvpd ymm5, ymm15, ymm14, ymm5
  vaddpd ymm2, ymm2, ymm4
  vaddpd ymm3, ymm3, ymm5
  vmovaps ymm15, ymmword ptr [rsp+0x1ea0]
  vmovaps ymm14, ymmword ptr [rsp+0x1780]
  vmulpd ymm4, ymm15, ymm14
  vmovaps ymm15, ymmword ptr [rsp+0x1ec0]
  vmovaps ymm14, ymmword ptr [rsp+0x17a0]
  vmulpd ymm5, ymm15, ymm14
  vaddpd ymm6, ymm2, ymm4
  vaddpd ymm7, ymm3, ymm5
  vsubpd ymm2, ymm2, ymm6
  vsubpd ymm3, ymm3, ymm7
  vaddpd ymm2, ymm2, ymm4
  vaddpd ymm3, ymm3, ymm5
  vaddpd ymm1, ymm1, ymm2
  vaddpd ymm0, ymm0, ymm3
  vaddpd ymm1, ymm1, ymm6
  vaddpd ymm0, ymm0, ymm7
  vmovaps ymm15, ymmword ptr [rsp+0x1e00]
  vmovaps ymm14, ymmword ptr [rsp+0x1420]
  vcmppd ymm2, ymm15, ymm14, 0
  vmovaps ymm15, ymmword ptr [rsp+0x1e20]
  vmovaps ymm14, ymmword ptr [rsp+0x1440]
  vcmppd ymm3, ymm15, ymm14, 0
  vmovaps ymm15, ymmword ptr [rsp+0x1840]
  vmovaps ymm14, ymmword ptr [rsp+0x1420]
  vblendvpd ymm2, ymm15, ymm14, ymm2
  vmovaps ymm15, ymmword ptr [rsp+0x1860]
  vmovaps ymm14, ymmword ptr [rsp+0x1440]
  vblendvpd ymm3, ymm15, ymm14, ymm3
  vmovaps ymm15, ymmword ptr [rsp+0x1e00]
  vmovaps ymm14, ymmword ptr [rsp+0x1040]
  vcmppd ymm4, ymm15, ymm14, 0
  vmovaps ymm15, ymmword ptr [rsp+0x1e20]
  vmovaps ymm14, ymmword ptr [rsp+0x1060]
  vcmppd ymm5, ymm15, ymm14, 0
  vmovaps ymm15, ymmword ptr [rsp+0x1800]
  vblendvpd ymm2, ymm2, ymm15, ymm4
  vmovaps ymm15, ymmword ptr [rsp+0x1820]
  vblendvpd ymm3, ymm3, ymm15, ymm5
  vmovaps xmm4, xmm2
  test al, al
  je .Lwhere11
  vmovaps xmm4, xmm1
.Lwhere11:
  vshufpd xmm5, xmm1, xmm1, 1
  vshufpd xmm6, xmm2, xmm2, 1
  test dl, dl
  je .Lwhere12
  vmovaps xmm6, xmm5
.Lwhere12:
  vextractf128 xmm5, ymm1, 1
  vextractf128 xmm7, ymm2, 1
  mov r11, qword ptr [rsp+0x3b50]
  test r11b, r11b
  je .Lwhere13
  vmovaps xmm7, xmm5
.Lwhere13:
  vextractf128 xmm1, ymm1, 1
  vshufpd xmm1, xmm1, xmm1, 1
  vextractf128 xmm2, ymm2, 1
  vshufpd xmm2, xmm2, xmm2, 1
  mov r11, qword ptr [rsp+0x3b58]
  test r11b, r11b
  je .Lwhere14
  vmovaps xmm2, xmm1
.Lwhere14:
  vmovaps xmm1, xmm3
  mov r11, qword ptr [rsp+0x3b60]
  test r11b, r11b
  je .Lwhere15
  vmovaps xmm1, xmm0
.Lwhere15:
  vshufpd xmm5, xmm0, xmm0, 1
  vshufpd xmm8, xmm3, xmm3, 1
  mov r11, qword ptr [rsp+0x3b68]
  test r11b, r11b
  je .Lwhere16
  vmovaps xmm8, xmm5
.Lwhere16:
  vextractf128 xmm5, ymm0, 1
  vextractf128 xmm9, ymm3, 1
  mov r11, qword ptr [rsp+0x3b70]
  test r11b, r11b
  je .Lwhere17
  vmovaps xmm9, xmm5
.Lwhere17:
  vextractf128 xmm0, ymm0, 1
  vshufpd xmm0, xmm0, xmm0, 1
  vextractf128 xmm3, ymm3, 1
  vshufpd xmm3, xmm3, xmm3, 1
  mov r11, qword ptr [rsp+0x3b78]
  test r11b, r11b
  je .Lwhere18
  vmovaps xmm3, xmm0
.Lwhere18:
  vunpcklpd xmm0, xmm4, xmm6
  vunpcklpd xmm2, xmm7, xmm2
  vinsertf128 ymm0, ymm0, xmm2, 1
  vunpcklpd xmm1, xmm1, xmm8
  vunpcklpd xmm2, xmm9, xmm3
  vinsertf128 ymm1, ymm1, xmm2, 1
  vcvtpd2ps xmm0, ymm0
  vcvtpd2ps xmm1, ymm1
  vinsertf128 ymm0, ymm0, xmm1, 1
  mov r11, qword ptr [rsp+0x3a78]
  mov r10, qword ptr [rsp+0x3b18]
  vmovdqu ymmword ptr [r11+r10*4], ymm0
  mov rax, 0x8000000000000000
  vmovq xmm0, rax
  vmovq qword ptr [rsp+0xe00], xmm0
  mov rax, 0x8000000000000000
  vmovq xmm0, rax
  vmovq qword ptr [rsp+0xe08], xmm0
  mov rax, 0x8000000000000000
  vmovq xmm0, rax
  vmovq qword ptr [rsp+0xe10], xmm0
  mov rax, 0x8000000000000000
  vmovq xmm0, rax
  vmovq qword ptr [rsp+0xe18], xmm0
  mov rax, 0x8000000000000000
  vmovq xmm0, rax
  vmovq qword ptr [rsp+0xe20], xmm0
  mov rax, 0x8000000000000000
  vmovq xmm0, rax
  vmovq qword ptr [rsp+0xe28], xmm0
  mov rax, 0x8000000000000000
  vmovq xmm0, rax
  vmovq qword ptr [rsp+0xe30], xmm0
  mov rax, 0x8000000000000000
  vmovq xmm0, rax
  vmovq qword ptr [rsp+0xe38], xmm0
  vmovdqu ymm0, ymmword ptr [rsp+0xe00]
  vmovdqu ymm1, ymmword ptr [rsp+0xe20]
  vmovaps ymm15, ymmword ptr [rsp+0x1e00]
  vxorpd ymm0, ymm15, ymm0
  vmovaps ymm15, ymmword ptr [rsp+0x1e20]
  vxorpd ymm1, ymm15, ymm1
  vmovaps ymm15, ymmword ptr [rsp+0x1e00]
  vmovaps ymm14, ymmword ptr [rsp+0x1040]
  vcmppd ymm2, ymm15, ymm14, 1
  vmovaps ymm15, ymmword ptr [rsp+0x1e20]
  vmovaps ymm14, ymmword ptr [rsp+0x1060]
  vcmppd ymm3, ymm15, ymm14, 1
  vmovaps ymm15, ymmword ptr [rsp+0x1e00]
  vblendvpd ymm14, ymm15, ymm0, ymm2
  vmovaps ymmword ptr [rsp+0x1ee0], ymm14
  vmovaps ymm15, ymmword ptr [rsp+0x1e20]
  vblendvpd ymm14, ymm15, ymm1, ymm3
  vmovaps ymmword ptr [rsp+0x1f00], ymm14
  vmovaps ymm15, ymmword ptr [rsp+0x1ee0]
  vmovaps ymm14, ymmword ptr [rsp+0x1420]
  vcmppd ymm2, ymm15, ymm14, 1
  vmovaps ymm15, ymmword ptr [rsp+0x1f00]
  vmovaps ymm14, ymmword ptr [rsp+0x1440]
  vcmppd ymm3, ymm15, ymm14, 1
  vmovaps ymm15, ymmword ptr [rsp+0x1040]
  vmovaps ymm14, ymmword ptr [rsp+0x1e00]
  vblendvpd ymm2, ymm15, ymm14, ymm2
  vmovaps ymm15, ymmword ptr [rsp+0x1060]
  vmovaps ymm14, ymmword ptr [rsp+0x1e20]
  vblendvpd ymm3, ymm15, ymm14, ymm3
  vmovaps ymm15, ymmword ptr [rsp+0x18c0]
  vmulpd ymm4, ymm2, ymm15
  vmovaps ymm15, ymmword ptr [rsp+0x18e0]
  vmulpd ymm5, ymm3, ymm15
  vroundpd ymm6, ymm4, 0xb
  vroundpd ymm7, ymm5, 0xb
  vsubpd ymm4, ymm4, ymm6
  vsubpd ymm5, ymm5, ymm7
  vmovaps ymm15, ymmword ptr [rsp+0x1100]
  vcmppd ymm8, ymm15, ymm4, 1
  vmovaps ymm15, ymmword ptr [rsp+0x1120]
  vcmppd ymm9, ymm15, ymm5, 1
  vmovaps ymm15, ymmword ptr [rsp+0x1040]
  vmovaps ymm14, ymmword ptr [rsp+0x1140]
  vblendvpd ymm8, ymm15, ymm14, ymm8
  vmovaps ymm15, ymmword ptr [rsp+0x1060]
  vmovaps ymm14, ymmword ptr [rsp+0x1160]
  vblendvpd ymm9, ymm15, ymm14, ymm9
  vaddpd ymm6, ymm6, ymm8
  vaddpd ymm7, ymm7, ymm9
  vmovaps ymm15, ymmword ptr [rsp+0x1180]
  vcmppd ymm4, ymm4, ymm15, 1
  vmovaps ymm15, ymmword ptr [rsp+0x11a0]
  vcmppd ymm5, ymm5, ymm15, 1
  vmovaps ymm15, ymmword ptr [rsp+0x1040]
  vmovaps ymm14, ymmword ptr [rsp+0x1140]
  vblendvpd ymm4, ymm15, ymm14, ymm4
  vmovaps ymm15, ymmword ptr [rsp+0x1060]
  vmovaps ymm14, ymmword ptr [rsp+0x1160]
  vblendvpd ymm5, ymm15, ymm14, ymm5
  vsubpd ymm4, ymm6, ymm4
  vsubpd ymm5, ymm7, ymm5
  vmovaps ymm15, ymmword ptr [rsp+0x1900]
  vmulpd ymm6, ymm4, ymm15
  vmovaps ymm15, ymmword ptr [rsp+0x1920]
  vmulpd ymm7, ymm5, ymm15
  vroundpd ymm6, ymm6, 0xb
  vroundpd ymm7, ymm7, 0xb
  vmovaps ymm15, ymmword ptr [rsp+0x1940]
  vmulpd ymm6, ymm6, ymm15
  vmovaps ymm15, ymmword ptr [rsp+0x1960]
  vmulpd ymm7, ymm7, ymm15
  vsubpd ymm6, ymm4, ymm6
  vsubpd ymm7, ymm5, ymm7
  vmovaps ymm15, ymmword ptr [rsp+0x1940]
  vaddpd ymm8, ymm6, ymm15
  vmovaps ymm15, ymmword ptr [rsp+0x1960]
  vaddpd ymm9, ymm7, ymm15
  vmovaps ymm15, ymmword ptr [rsp+0x1040]
  vcmppd ymm10, ymm6, ymm15, 1
  vmovaps ymm15, ymmword ptr [rsp+0x1060]
  vcmppd ymm11, ymm7, ymm15, 1
  vblendvpd ymm15, ymm6, ymm8, ymm10
  vmovaps ymmword ptr [rsp+0x1f20], ymm15
  vblendvpd ymm15, ymm7, ymm9, ymm11
  vmovaps ymmword ptr [rsp+0x1f40], ymm15
  vmovaps ymm15, ymmword ptr [rsp+0x1f20]
  vmovaps ymm14, ymmword ptr [rsp+0x1140]
  vcmppd ymm8, ymm15, ymm14, 0
  vmovaps ymm15, ymmword ptr [rsp+0x1f40]
  vmovaps ymm14, ymmword ptr [rsp+0x1160]
  vcmppd ymm9, ymm15, ymm14, 0
  vmovdqu ymmword ptr [rsp+0xe40], ymm8
  vmovdqu ymmword ptr [rsp+0xe60], ymm9
  mov rax, qword ptr [rsp+0xe40]
  and eax, 1
  mov byte ptr [rsp+0xe80], al
  mov rax, qword ptr [rsp+0xe48]
  and eax, 1
  mov byte ptr [rsp+0xe81], al
  mov rax, qword ptr [rsp+0xe50]
  and eax, 1
  mov byte ptr [rsp+0xe82], al
  mov rax, qword ptr [rsp+0xe58]
  and eax, 1
  mov byte ptr [rsp+0xe83], al
  mov rax, qword ptr [rsp+0xe60]
  and eax, 1
  mov byte ptr [rsp+0xe84], al
  mov rax, qword ptr [rsp+0xe68]
  and eax, 1
  mov byte ptr [rsp+0xe85], al
  mov rax, qword ptr [rsp+0xe70]
  and eax, 1
  mov byte ptr [rsp+0xe86], al
  mov rax, qword ptr [rsp+0xe78]
  and eax, 1
  mov byte ptr [rsp+0xe87], al
  vmovq xmm8, qword ptr [rsp+0xe80]
  vmovaps ymm15, ymmword ptr [rsp+0x1f20]
  vmovaps ymm14, ymmword ptr [rsp+0x1980]
  vcmppd ymm9, ymm15, ymm14, 0
  vmovaps ymm15, ymmword ptr [rsp+0x1f40]
  vmovaps ymm14, ymmword ptr [rsp+0x19a0]
  vcmppd ymm10, ymm15, ymm14, 0
  vmovdqu ymmword ptr [rsp+0xea0], ymm9
  vmovdqu ymmword ptr [rsp+0xec0], ymm10
  mov rax, qword ptr [rsp+0xea0]
  and eax, 1
  mov byte ptr [rsp+0xee0], al
  mov rax, qword ptr [rsp+0xea8]
  and eax, 1
  mov byte ptr [rsp+0xee1], al
  mov rax, qword ptr [rsp+0xeb0]
  and eax, 1
  mov byte ptr [rsp+0xee2], al
  mov rax, qword ptr [rsp+0xeb8]
  and eax, 1
  mov byte ptr [rsp+0xee3], al
  mov rax, qword ptr [rsp+0xec0]
  and eax, 1
  mov byte ptr [rsp+0xee4], al
  mov rax, qword ptr [rsp+0xec8]
  and eax, 1
  mov byte ptr [rsp+0xee5], al
  mov rax, qword ptr [rsp+0xed0]
  and eax, 1
  mov byte ptr [rsp+0xee6], al
  mov rax, qword ptr [rsp+0xed8]
  and eax, 1
  mov byte ptr [rsp+0xee7], al
  vmovq xmm9, qword ptr [rsp+0xee0]
  vpor xmm15, xmm8, xmm9
  vmovaps xmmword ptr [rsp+0x38c0], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x38c0]
  vpextrb eax, xmm15, 0
  vmovaps ymm15, ymmword ptr [rsp+0x19c0]
  vmulpd ymm9, ymm4, ymm15
  vmovaps ymm15, ymmword ptr [rsp+0x19e0]
  vmulpd ymm10, ymm5, ymm15
  vsubpd ymm2, ymm2, ymm9
  vsubpd ymm3, ymm3, ymm10
  vmovaps ymm15, ymmword ptr [rsp+0x1a00]
  vmulpd ymm9, ymm4, ymm15
  vmovaps ymm15, ymmword ptr [rsp+0x1a20]
  vmulpd ymm10, ymm5, ymm15
  vsubpd ymm11, ymm2, ymm9
  vsubpd ymm12, ymm3, ymm10
  vmovaps ymm15, ymmword ptr [rsp+0x1a40]
  vmulpd ymm1, ymm4, ymm15
  vmovaps ymm15, ymmword ptr [rsp+0x1a60]
  vmulpd ymm0, ymm5, ymm15
  vsubpd ymm7, ymm11, ymm1
  vsubpd ymm15, ymm12, ymm0
  vmovaps ymmword ptr [rsp+0x1f60], ymm15
  vmovaps ymm15, ymmword ptr [rsp+0x1a80]
  vmulpd ymm14, ymm4, ymm15
  vmovaps ymmword ptr [rsp+0x1f80], ymm14
  vmovaps ymm15, ymmword ptr [rsp+0x1aa0]
  vmulpd ymm14, ymm5, ymm15
  vmovaps ymmword ptr [rsp+0x1fa0], ymm14
  vmovaps ymm15, ymmword ptr [rsp+0x1f80]
  vsubpd ymm14, ymm7, ymm15
  vmovaps ymmword ptr [rsp+0x1fc0], ymm14
  vmovaps ymm15, ymmword ptr [rsp+0x1f60]
  vmovaps ymm14, ymmword ptr [rsp+0x1fa0]
  vsubpd ymm13, ymm15, ymm14
  vmovaps ymmword ptr [rsp+0x1fe0], ymm13
  vsubpd ymm8, ymm11, ymm2
  vsubpd ymm5, ymm12, ymm3
  vsubpd ymm4, ymm11, ymm8
  vsubpd ymm6, ymm12, ymm5
  vsubpd ymm2, ymm2, ymm4
  vsubpd ymm3, ymm3, ymm6
  mov rcx, 0x8000000000000000
  vmovq xmm4, rcx
  vmovq qword ptr [rsp+0xf00], xmm4
  mov rcx, 0x8000000000000000
  vmovq xmm4, rcx
  vmovq qword ptr [rsp+0xf08], xmm4
  mov rcx, 0x8000000000000000
  vmovq xmm4, rcx
  vmovq qword ptr [rsp+0xf10], xmm4
  mov rcx, 0x8000000000000000
  vmovq xmm4, rcx
  vmovq qword ptr [rsp+0xf18], xmm4
  mov rcx, 0x8000000000000000
  vmovq xmm4, rcx
  vmovq qword ptr [rsp+0xf20], xmm4
  mov rcx, 0x8000000000000000
  vmovq xmm4, rcx
  vmovq qword ptr [rsp+0xf28], xmm4
  mov rcx, 0x8000000000000000
  vmovq xmm4, rcx
  vmovq qword ptr [rsp+0xf30], xmm4
  mov rcx, 0x8000000000000000
  vmovq xmm4, rcx
  vmovq qword ptr [rsp+0xf38], xmm4
  vmovdqu ymm4, ymmword ptr [rsp+0xf00]
  vmovdqu ymm6, ymmword ptr [rsp+0xf20]
  vxorpd ymm4, ymm9, ymm4
  vxorpd ymm6, ymm10, ymm6
  vsubpd ymm4, ymm4, ymm8
  vsubpd ymm5, ymm6, ymm5
  vaddpd ymm2, ymm2, ymm4
  vaddpd ymm3, ymm3, ymm5
  vmovaps ymm15, ymmword ptr [rsp+0x1040]
  vaddpd ymm2, ymm15, ymm2
  vmovaps ymm15, ymmword ptr [rsp+0x1060]
  vaddpd ymm3, ymm15, ymm3
  vsubpd ymm4, ymm7, ymm11
  vmovaps ymm15, ymmword ptr [rsp+0x1f60]
  vsubpd ymm5, ymm15, ymm12
  vsubpd ymm6, ymm7, ymm4
  vmovaps ymm15, ymmword ptr [rsp+0x1f60]
  vsubpd ymm8, ymm15, ymm5
  vsubpd ymm6, ymm11, ymm6
  vsubpd ymm8, ymm12, ymm8
  mov rcx, 0x8000000000000000
  vmovq xmm9, rcx
  vmovq qword ptr [rsp+0xf40], xmm9
  mov rcx, 0x8000000000000000
  vmovq xmm9, rcx
  vmovq qword ptr [rsp+0xf48], xmm9
  mov rcx, 0x8000000000000000
  vmovq xmm9, rcx
  vmovq qword ptr [rsp+0xf50], xmm9
  mov rcx, 0x8000000000000000
  vmovq xmm9, rcx
  vmovq qword ptr [rsp+0xf58], xmm9
  mov rcx, 0x8000000000000000
  vmovq xmm9, rcx
  vmovq qword ptr [rsp+0xf60], xmm9
  mov rcx, 0x8000000000000000
  vmovq xmm9, rcx
  vmovq qword ptr [rsp+0xf68], xmm9
  mov rcx, 0x8000000000000000
  vmovq xmm9, rcx
  vmovq qword ptr [rsp+0xf70], xmm9
  mov rcx, 0x8000000000000000
  vmovq xmm9, rcx
  vmovq qword ptr [rsp+0xf78], xmm9
  vmovdqu ymm9, ymmword ptr [rsp+0xf40]
  vmovdqu ymm10, ymmword ptr [rsp+0xf60]
  vxorpd ymm1, ymm1, ymm9
  vxorpd ymm0, ymm0, ymm10
  vsubpd ymm1, ymm1, ymm4
  vsubpd ymm0, ymm0, ymm5
  vaddpd ymm1, ymm6, ymm1
  vaddpd ymm0, ymm8, ymm0
  vaddpd ymm1, ymm2, ymm1
  vaddpd ymm0, ymm3, ymm0
  vmovaps ymm15, ymmword ptr [rsp+0x1fc0]
  vsubpd ymm2, ymm15, ymm7
  vmovaps ymm15, ymmword ptr [rsp+0x1fe0]
  vmovaps ymm14, ymmword ptr [rsp+0x1f60]
  vsubpd ymm3, ymm15, ymm14
  vmovaps ymm15, ymmword ptr [rsp+0x1fc0]
  vsubpd ymm4, ymm15, ymm2
  vmovaps ymm15, ymmword ptr [rsp+0x1fe0]
  vsubpd ymm5, ymm15, ymm3
  vsubpd ymm4, ymm7, ymm4
  vmovaps ymm15, ymmword ptr [rsp+0x1f60]
  vsubpd ymm5, ymm15, ymm5
  mov rcx, 0x8000000000000000
  vmovq xmm6, rcx
  vmovq qword ptr [rsp+0xf80], xmm6
  mov rcx, 0x8000000000000000
  vmovq xmm6, rcx
  vmovq qword ptr [rsp+0xf88], xmm6
  mov rcx, 0x8000000000000000
  vmovq xmm6, rcx
  vmovq qword ptr [rsp+0xf90], xmm6
  mov rcx, 0x8000000000000000
  vmovq xmm6, rcx
  vmovq qword ptr [rsp+0xf98], xmm6
  mov rcx, 0x8000000000000000
  vmovq xmm6, rcx
  vmovq qword ptr [rsp+0xfa0], xmm6
  mov rcx, 0x8000000000000000
  vmovq xmm6, rcx
  vmovq qword ptr [rsp+0xfa8], xmm6
  mov rcx, 0x8000000000000000
  vmovq xmm6, rcx
  vmovq qword ptr [rsp+0xfb0], xmm6
  mov rcx, 0x8000000000000000
  vmovq xmm6, rcx
  vmovq qword ptr [rsp+0xfb8], xmm6
  vmovdqu ymm6, ymmword ptr [rsp+0xf80]
  vmovdqu ymm7, ymmword ptr [rsp+0xfa0]
  vmovaps ymm15, ymmword ptr [rsp+0x1f80]
  vxorpd ymm6, ymm15, ymm6
  vmovaps ymm15, ymmword ptr [rsp+0x1fa0]
  vxorpd ymm7, ymm15, ymm7
  vsubpd ymm2, ymm6, ymm2
  vsubpd ymm3, ymm7, ymm3
  vaddpd ymm2, ymm4, ymm2
  vaddpd ymm3, ymm5, ymm3
  vaddpd ymm1, ymm1, ymm2
  vaddpd ymm0, ymm0, ymm3
  vmovaps ymm15, ymmword ptr [rsp+0x1fc0]
  vaddpd ymm2, ymm15, ymm1
  vmovaps ymm15, ymmword ptr [rsp+0x1fe0]
  vaddpd ymm3, ymm15, ymm0
  vmovaps ymm15, ymmword ptr [rsp+0x1140]
  vcmppd ymm4, ymm15, ymm2, 1
  vmovaps ymm15, ymmword ptr [rsp+0x1160]
  vcmppd ymm5, ymm15, ymm3, 1
  vmovaps ymm15, ymmword ptr [rsp+0x1140]
  vblendvpd ymm4, ymm2, ymm15, ymm4
  vmovaps ymm15, ymmword ptr [rsp+0x1160]
  vblendvpd ymm5, ymm3, ymm15, ymm5
  vmovaps ymm15, ymmword ptr [rsp+0x1ac0]
  vcmppd ymm6, ymm2, ymm15, 1
  vmovaps ymm15, ymmword ptr [rsp+0x1ae0]
  vcmppd ymm7, ymm3, ymm15, 1
  vmovaps ymm15, ymmword ptr [rsp+0x1ac0]
  vblendvpd ymm14, ymm4, ymm15, ymm6
  vmovaps ymmword ptr [rsp+0x2000], ymm14
  vmovaps ymm15, ymmword ptr [rsp+0x1ae0]
  vblendvpd ymm14, ymm5, ymm15, ymm7
  vmovaps ymmword ptr [rsp+0x2020], ymm14
  vmovaps ymm15, ymmword ptr [rsp+0x2000]
  vmulpd ymm6, ymm15, ymm15
  vmovaps ymm15, ymmword ptr [rsp+0x2020]
  vmulpd ymm14, ymm15, ymm15
  vmovaps ymmword ptr [rsp+0x2040], ymm14
  vmovaps ymm15, ymmword ptr [rsp+0x1100]
  vmulpd ymm8, ymm6, ymm15
  vmovaps ymm15, ymmword ptr [rsp+0x2040]
  vmovaps ymm14, ymmword ptr [rsp+0x1120]
  vmulpd ymm9, ymm15, ymm14
  vmovaps ymm15, ymmword ptr [rsp+0x1140]
  vsubpd ymm10, ymm15, ymm8
  vmovaps ymm15, ymmword ptr [rsp+0x1160]
  vsubpd ymm11, ymm15, ymm9
  vmovaps ymm15, ymmword ptr [rsp+0x1140]
  vsubpd ymm12, ymm15, ymm10
  vmovaps ymm15, ymmword ptr [rsp+0x1160]
  vsubpd ymm5, ymm15, ymm11
  vsubpd ymm8, ymm12, ymm8
  vsubpd ymm5, ymm5, ymm9
  vmulpd ymm9, ymm6, ymm6
  vmovaps ymm15, ymmword ptr [rsp+0x2040]
  vmulpd ymm12, ymm15, ymm15
  vmovaps ymm15, ymmword ptr [rsp+0x1b00]
  vmulpd ymm4, ymm15, ymm6
  vmovaps ymm15, ymmword ptr [rsp+0x1b20]
  vmovaps ymm14, ymmword ptr [rsp+0x2040]
  vmulpd ymm7, ymm15, ymm14
  vmovaps ymm15, ymmword ptr [rsp+0x1b40]
  vaddpd ymm4, ymm4, ymm15
  vmovaps ymm15, ymmword ptr [rsp+0x1b60]
  vaddpd ymm7, ymm7, ymm15
  vmulpd ymm4, ymm4, ymm6
  vmovaps ymm15, ymmword ptr [rsp+0x2040]
  vmulpd ymm7, ymm7, ymm15
  vmovaps ymm15, ymmword ptr [rsp+0x1b80]
  vaddpd ymm4, ymm4, ymm15
  vmovaps ymm15, ymmword ptr [rsp+0x1ba0]
  vaddpd ymm7, ymm7, ymm15
  vmulpd ymm4, ymm4, ymm6
  vmovaps ymm15, ymmword ptr [rsp+0x2040]
  vmulpd ymm7, ymm7, ymm15
  vmovaps ymm15, ymmword ptr [rsp+0x1bc0]
  vaddpd ymm4, ymm4, ymm15
  vmovaps ymm15, ymmword ptr [rsp+0x1be0]
  vaddpd ymm7, ymm7, ymm15
  vmulpd ymm4, ymm4, ymm6
  vmovaps ymm15, ymmword ptr [rsp+0x2040]
  vmulpd ymm7, ymm7, ymm15
  vmovaps ymm15, ymmword ptr [rsp+0x1c00]
  vaddpd ymm4, ymm4, ymm15
  vmovaps ymm15, ymmword ptr [rsp+0x1c20]
  vaddpd ymm7, ymm7, ymm15
  vmulpd ymm4, ymm9, ymm4
  vmulpd ymm7, ymm12, ymm7
  vmovaps ymm15, ymmword ptr [rsp+0x1fc0]
  vsubpd ymm2, ymm2, ymm15
  vmovaps ymm15, ymmword ptr [rsp+0x1fe0]
  vsubpd ymm3, ymm3, ymm15
  vsubpd ymm1, ymm1, ymm2
  vsubpd ymm0, ymm0, ymm3
  vmovaps ymm15, ymmword ptr [rsp+0x1c80]
  vcmppd ymm2, ymm15, ymm1, 1
  vmovaps ymm15, ymmword ptr [rsp+0x1ca0]
  vcmppd ymm3, ymm15, ymm0, 1
  vmovaps ymm15, ymmword ptr [rsp+0x1c80]
  vblendvpd ymm2, ymm1, ymm15, ymm2
  vmovaps ymm15, ymmword ptr [rsp+0x1ca0]
  vblendvpd ymm3, ymm0, ymm15, ymm3
  vmovaps ymm15, ymmword ptr [rsp+0x1c40]
  vcmppd ymm1, ymm1, ymm15, 1
  vmovaps ymm15, ymmword ptr [rsp+0x1c60]
  vcmppd ymm0, ymm0, ymm15, 1
  vmovaps ymm15, ymmword ptr [rsp+0x1c40]
  vblendvpd ymm1, ymm2, ymm15, ymm1
  vmovaps ymm15, ymmword ptr [rsp+0x1c60]
  vblendvpd ymm0, ymm3, ymm15, ymm0
  vmovaps ymm15, ymmword ptr [rsp+0x2000]
  vmulpd ymm2, ymm15, ymm1
  vmovaps ymm15, ymmword ptr [rsp+0x2020]
  vmulpd ymm3, ymm15, ymm0
  vsubpd ymm2, ymm4, ymm2
  vsubpd ymm3, ymm7, ymm3
  vaddpd ymm2, ymm8, ymm2
  vaddpd ymm3, ymm5, ymm3
  vaddpd ymm2, ymm10, ymm2
  vaddpd ymm3, ymm11, ymm3
  vmovaps ymm15, ymmword ptr [rsp+0x1100]
  vmulpd ymm4, ymm1, ymm15
  vmovaps ymm15, ymmword ptr [rsp+0x1120]
  vmulpd ymm5, ymm0, ymm15
  vmovaps ymm15, ymmword ptr [rsp+0x2000]
  vmulpd ymm7, ymm6, ymm15
  vmovaps ymm15, ymmword ptr [rsp+0x2040]
  vmovaps ymm14, ymmword ptr [rsp+0x2020]
  vmulpd ymm8, ymm15, ymm14
  vmovaps ymm15, ymmword ptr [rsp+0x1cc0]
  vmulpd ymm9, ymm15, ymm6
  vmovaps ymm15, ymmword ptr [rsp+0x1ce0]
  vmovaps ymm14, ymmword ptr [rsp+0x2040]
  vmulpd ymm10, ymm15, ymm14
  vmovaps ymm15, ymmword ptr [rsp+0x1d00]
  vaddpd ymm9, ymm9, ymm15
  vmovaps ymm15, ymmword ptr [rsp+0x1d20]
  vaddpd ymm10, ymm10, ymm15
  vmulpd ymm9, ymm9, ymm6
  vmovaps ymm15, ymmword ptr [rsp+0x2040]
  vmulpd ymm10, ymm10, ymm15
  vmovaps ymm15, ymmword ptr [rsp+0x1d40]
  vaddpd ymm9, ymm9, ymm15
  vmovaps ymm15, ymmword ptr [rsp+0x1d60]
  vaddpd ymm10, ymm10, ymm15
  vmulpd ymm9, ymm9, ymm6
  vmovaps ymm15, ymmword ptr [rsp+0x2040]
  vmulpd ymm10, ymm10, ymm15
  vmovaps ymm15, ymmword ptr [rsp+0x1d80]
  vaddpd ymm9, ymm9, ymm15
  vmovaps ymm15, ymmword ptr [rsp+0x1da0]
  vaddpd ymm10, ymm10, ymm15
  vmulpd ymm9, ymm7, ymm9
  vmulpd ymm10, ymm8, ymm10
  vsubpd ymm4, ymm4, ymm9
  vsubpd ymm5, ymm5, ymm10
  vmulpd ymm4, ymm6, ymm4
  vmovaps ymm15, ymmword ptr [rsp+0x2040]
  vmulpd ymm5, ymm15, ymm5
  vsubpd ymm1, ymm4, ymm1
  vsubpd ymm0, ymm5, ymm0
  vmovaps ymm15, ymmword ptr [rsp+0x1dc0]
  vmulpd ymm4, ymm7, ymm15
  vmovaps ymm15, ymmword ptr [rsp+0x1de0]
  vmulpd ymm5, ymm8, ymm15
  vsubpd ymm1, ymm1, ymm4
  vsubpd ymm0, ymm0, ymm5
  vmovaps ymm15, ymmword ptr [rsp+0x2000]
  vsubpd ymm1, ymm15, ymm1
  vmovaps ymm15, ymmword ptr [rsp+0x2020]
  vsubpd ymm0, ymm15, ymm0
  vmovaps xmm4, xmm1
  test al, al
  je .Lwhere19
  vmovaps xmm4, xmm2
.Lwhere19:
  vmovaps xmm15, xmmword ptr [rsp+0x38c0]
  vpextrb eax, xmm15, 1
  vshufpd xmm5, xmm2, xmm2, 1
  vshufpd xmm6, xmm1, xmm1, 1
  test al, al
  je .Lwhere20
  vmovaps xmm6, xmm5
.Lwhere20:
  vmovaps xmm15, xmmword ptr [rsp+0x38c0]
  vpextrb eax, xmm15, 2
  vextractf128 xmm5, ymm2, 1
  vextractf128 xmm7, ymm1, 1
  test al, al
  je .Lwhere21
  vmovaps xmm7, xmm5
.Lwhere21:
  vmovaps xmm15, xmmword ptr [rsp+0x38c0]
  vpextrb eax, xmm15, 3
  vextractf128 xmm2, ymm2, 1
  vshufpd xmm2, xmm2, xmm2, 1
  vextractf128 xmm1, ymm1, 1
  vshufpd xmm1, xmm1, xmm1, 1
  test al, al
  je .Lwhere22
  vmovaps xmm1, xmm2
.Lwhere22:
  vmovaps xmm15, xmmword ptr [rsp+0x38c0]
  vpextrb eax, xmm15, 4
  vmovaps xmm2, xmm0
  test al, al
  je .Lwhere23
  vmovaps xmm2, xmm3
.Lwhere23:
  vmovaps xmm15, xmmword ptr [rsp+0x38c0]
  vpextrb eax, xmm15, 5
  vshufpd xmm5, xmm3, xmm3, 1
  vshufpd xmm8, xmm0, xmm0, 1
  test al, al
  je .Lwhere24
  vmovaps xmm8, xmm5
.Lwhere24:
  vmovaps xmm15, xmmword ptr [rsp+0x38c0]
  vpextrb eax, xmm15, 6
  vextractf128 xmm5, ymm3, 1
  vextractf128 xmm9, ymm0, 1
  test al, al
  je .Lwhere25
  vmovaps xmm9, xmm5
.Lwhere25:
  vmovaps xmm15, xmmword ptr [rsp+0x38c0]
  vpextrb eax, xmm15, 7
  vextractf128 xmm3, ymm3, 1
  vshufpd xmm3, xmm3, xmm3, 1
  vextractf128 xmm0, ymm0, 1
  vshufpd xmm0, xmm0, xmm0, 1
  test al, al
  je .Lwhere26
  vmovaps xmm0, xmm3
.Lwhere26:
  vunpcklpd xmm3, xmm4, xmm6
  vunpcklpd xmm1, xmm7, xmm1
  vinsertf128 ymm1, ymm3, xmm1, 1
  vunpcklpd xmm2, xmm2, xmm8
  vunpcklpd xmm0, xmm9, xmm0
  vinsertf128 ymm0, ymm2, xmm0, 1
  mov rax, 0x8000000000000000
  vmovq xmm2, rax
  vmovq qword ptr [rsp+0xfc0], xmm2
  mov rax, 0x8000000000000000
  vmovq xmm2, rax
  vmovq qword ptr [rsp+0xfc8], xmm2
  mov rax, 0x8000000000000000
  vmovq xmm2, rax
  vmovq qword ptr [rsp+0xfd0], xmm2
  mov rax, 0x8000000000000000
  vmovq xmm2, rax
  vmovq qword ptr [rsp+0xfd8], xmm2
  mov rax, 0x8000000000000000
  vmovq xmm2, rax
  vmovq qword ptr [rsp+0xfe0], xmm2
  mov rax, 0x8000000000000000
  vmovq xmm2, rax
  vmovq qword ptr [rsp+0xfe8], xmm2
  mov rax, 0x8000000000000000
  vmovq xmm2, rax
  vmovq qword ptr [rsp+0xff0], xmm2
  mov rax, 0x8000000000000000
  vmovq xmm2, rax
  vmovq qword ptr [rsp+0xff8], xmm2
  vmovdqu ymm2, ymmword ptr [rsp+0xfc0]
  vmovdqu ymm3, ymmword ptr [rsp+0xfe0]
  vxorpd ymm2, ymm1, ymm2
  vxorpd ymm3, ymm0, ymm3
  vmovaps ymm15, ymmword ptr [rsp+0x1880]
  vmovaps ymm14, ymmword ptr [rsp+0x1f20]
  vcmppd ymm4, ymm15, ymm14, 1
  vmovaps ymm15, ymmword ptr [rsp+0x18a0]
  vmovaps ymm14, ymmword ptr [rsp+0x1f40]
  vcmppd ymm5, ymm15, ymm14, 1
  vblendvpd ymm1, ymm1, ymm2, ymm4
  vblendvpd ymm0, ymm0, ymm3, ymm5
  vmovaps ymm15, ymmword ptr [rsp+0x1e00]
  vmovaps ymm14, ymmword ptr [rsp+0x1040]
  vcmppd ymm2, ymm15, ymm14, 0
  vmovaps ymm15, ymmword ptr [rsp+0x1e20]
  vmovaps ymm14, ymmword ptr [rsp+0x1060]
  vcmppd ymm3, ymm15, ymm14, 0
  vmovaps ymm15, ymmword ptr [rsp+0x1e00]
  vblendvpd ymm1, ymm1, ymm15, ymm2
  vmovaps ymm15, ymmword ptr [rsp+0x1e20]
  vblendvpd ymm0, ymm0, ymm15, ymm3
  vmovaps ymm15, ymmword ptr [rsp+0x1ee0]
  vmovaps ymm14, ymmword ptr [rsp+0x1420]
  vcmppd ymm2, ymm15, ymm14, 1
  vmovaps ymm15, ymmword ptr [rsp+0x1f00]
  vmovaps ymm14, ymmword ptr [rsp+0x1440]
  vcmppd ymm3, ymm15, ymm14, 1
  vmovaps ymm15, ymmword ptr [rsp+0x1840]
  vblendvpd ymm1, ymm15, ymm1, ymm2
  vmovaps ymm15, ymmword ptr [rsp+0x1860]
  vblendvpd ymm0, ymm15, ymm0, ymm3
  vcvtpd2ps xmm1, ymm1
  vcvtpd2ps xmm0, ymm0
  vinsertf128 ymm0, ymm1, xmm0, 1
  mov r11, qword ptr [rsp+0x3a80]
  mov r10, qword ptr [rsp+0x3b18]
  vmovdqu ymmword ptr [r11+r10*4], ymm0
  mov r11, qword ptr [rsp+0x3b10]
  add r11d, 1
  mov qword ptr [rsp+0x3b10], r11
  mov r11, qword ptr [rsp+0x3b10]
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
