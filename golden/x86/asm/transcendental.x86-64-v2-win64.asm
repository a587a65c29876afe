; x86 backend, target x86-64-v2, calling convention win64; regenerate: python tools/regen_golden.py
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
  push rdi
  push rsi
  and rsp, 0xffffffffffffffe0
  sub rsp, 0xe40
  movaps xmmword ptr [rsp+0xbe0], xmm6
  movaps xmmword ptr [rsp+0xbf0], xmm7
  movaps xmmword ptr [rsp+0xc00], xmm8
  movaps xmmword ptr [rsp+0xc10], xmm9
  movaps xmmword ptr [rsp+0xc20], xmm10
  movaps xmmword ptr [rsp+0xc30], xmm11
  movaps xmmword ptr [rsp+0xc40], xmm12
  movaps xmmword ptr [rsp+0xc50], xmm15
  mov qword ptr [rsp+0xe10], rdx
  mov qword ptr [rsp+0xe18], r8
  mov rax, r9
  mov rsi, 0x3e7b5253d395e7c4
  mov qword ptr [rsp+0xc60], rsi
  mov rsi, 0xc090e00000000000
  mov qword ptr [rsp+0xc68], rsi
  mov rsi, 0x4090180000000000
  mov qword ptr [rsp+0xc70], rsi
  mov rsi, 0x3fe0000000000000
  mov qword ptr [rsp+0xc78], rsi
  mov rsi, 0x3ff0000000000000
  mov qword ptr [rsp+0xc80], rsi
  mov rsi, 0xbfe0000000000000
  mov qword ptr [rsp+0xc88], rsi
  mov rsi, 0x3eb62c0223a5c824
  mov qword ptr [rsp+0xc90], rsi
  mov rsi, 0x3eeffcbfc588b0c7
  mov qword ptr [rsp+0xc98], rsi
  mov rsi, 0x3f2430912f86c787
  mov qword ptr [rsp+0xca0], rsi
  mov rsi, 0x3f55d87fe78a6731
  mov qword ptr [rsp+0xca8], rsi
  mov rsi, 0x3f83b2ab6fba4e77
  mov qword ptr [rsp+0xcb0], rsi
  mov rsi, 0x3fac6b08d704a0c0
  mov qword ptr [rsp+0xcb8], rsi
  mov rsi, 0x3fcebfbdff82c58f
  mov qword ptr [rsp+0xcc0], rsi
  mov rsi, 0x3fe62e42fefa39ef
  mov qword ptr [rsp+0xcc8], rsi
  mov rsi, 0x4338000000000000
  mov qword ptr [rsp+0xcd0], rsi
  mov rsi, 0x7ff0000000000000
  mov qword ptr [rsp+0xcd8], rsi
  mov rsi, 0x3ff6a09e667f3bcd
  mov qword ptr [rsp+0xce0], rsi
  mov rsi, 0x10000000000000
  mov qword ptr [rsp+0xce8], rsi
  mov rsi, 0x4350000000000000
  mov qword ptr [rsp+0xcf0], rsi
  mov rsi, 0x4000000000000000
  mov qword ptr [rsp+0xcf8], rsi
  mov rsi, 0x3fc3b13b13b13b14
  mov qword ptr [rsp+0xd00], rsi
  mov rsi, 0x3fc745d1745d1746
  mov qword ptr [rsp+0xd08], rsi
  mov rsi, 0x3fcc71c71c71c71c
  mov qword ptr [rsp+0xd10], rsi
  mov rsi, 0x3fd2492492492492
  mov qword ptr [rsp+0xd18], rsi
  mov rsi, 0x3fd999999999999a
  mov qword ptr [rsp+0xd20], rsi
  mov rsi, 0x3fe5555555555555
  mov qword ptr [rsp+0xd28], rsi
  mov rsi, 0x3de705fc2eefa200
  mov qword ptr [rsp+0xd30], rsi
  mov rsi, 0x3ff7154765200000
  mov qword ptr [rsp+0xd38], rsi
  mov rsi, 0x404b000000000000
  mov qword ptr [rsp+0xd40], rsi
  mov rsi, 0xfff0000000000000
  mov qword ptr [rsp+0xd48], rsi
  mov rsi, 0x7ff8000000000000
  mov qword ptr [rsp+0xd50], rsi
  mov rsi, 0x3ff8000000000000
  mov qword ptr [rsp+0xd58], rsi
  mov rsi, 0x3fe45f306dc9c883
  mov qword ptr [rsp+0xd60], rsi
  mov rsi, 0x3fd0000000000000
  mov qword ptr [rsp+0xd68], rsi
  mov rsi, 0x4010000000000000
  mov qword ptr [rsp+0xd70], rsi
  mov rsi, 0x4008000000000000
  mov qword ptr [rsp+0xd78], rsi
  mov rsi, 0x3ff921fb40000000
  mov qword ptr [rsp+0xd80], rsi
  mov rsi, 0x3e74442d00000000
  mov qword ptr [rsp+0xd88], rsi
  mov rsi, 0x3cf8469880000000
  mov qword ptr [rsp+0xd90], rsi
  mov rsi, 0x3b78cc51701b839a
  mov qword ptr [rsp+0xd98], rsi
  mov rsi, 0xbff0000000000000
  mov qword ptr [rsp+0xda0], rsi
  mov rsi, 0x3e21eed8eff8d898
  mov qword ptr [rsp+0xda8], rsi
  mov rsi, 0xbe927e4fb7789f5c
  mov qword ptr [rsp+0xdb0], rsi
  mov rsi, 0x3efa01a01a01a01a
  mov qword ptr [rsp+0xdb8], rsi
  mov rsi, 0xbf56c16c16c16c17
  mov qword ptr [rsp+0xdc0], rsi
  mov rsi, 0x3fa5555555555555
  mov qword ptr [rsp+0xdc8], rsi
  mov rsi, 0xbd70000000000000
  mov qword ptr [rsp+0xdd0], rsi
  mov rsi, 0x3d70000000000000
  mov qword ptr [rsp+0xdd8], rsi
  mov rsi, 0xbe5ae64567f544e4
  mov qword ptr [rsp+0xde0], rsi
  mov rsi, 0x3ec71de3a556c734
  mov qword ptr [rsp+0xde8], rsi
  mov rsi, 0xbf2a01a01a01a01a
  mov qword ptr [rsp+0xdf0], rsi
  mov rsi, 0x3f81111111111111
  mov qword ptr [rsp+0xdf8], rsi
  mov rsi, 0xbfc5555555555555
  mov qword ptr [rsp+0xe00], rsi
  movq xmm0, qword ptr [rsp+0xc60]
  pshufd xmm1, xmm0, 0x44
  xorps xmm0, xmm0
  pshufd xmm2, xmm0, 0x44
  movaps xmmword ptr [rsp+0x10], xmm2
  movq xmm0, qword ptr [rsp+0xc68]
  pshufd xmm3, xmm0, 0x44
  movq xmm0, qword ptr [rsp+0xc70]
  pshufd xmm4, xmm0, 0x44
  movq xmm0, qword ptr [rsp+0xc78]
  pshufd xmm5, xmm0, 0x44
  movq xmm0, qword ptr [rsp+0xc80]
  pshufd xmm6, xmm0, 0x44
  movq xmm0, qword ptr [rsp+0xc88]
  pshufd xmm7, xmm0, 0x44
  movq xmm0, qword ptr [rsp+0xc90]
  pshufd xmm8, xmm0, 0x44
  movq xmm0, qword ptr [rsp+0xc98]
  pshufd xmm9, xmm0, 0x44
  movq xmm0, qword ptr [rsp+0xca0]
  pshufd xmm10, xmm0, 0x44
  movq xmm0, qword ptr [rsp+0xca8]
  pshufd xmm11, xmm0, 0x44
  movq xmm0, qword ptr [rsp+0xcb0]
  pshufd xmm12, xmm0, 0x44
  movq xmm0, qword ptr [rsp+0xcb8]
  pshufd xmm15, xmm0, 0x44
  movaps xmmword ptr [rsp+0xc0], xmm15
  movq xmm0, qword ptr [rsp+0xcc0]
  pshufd xmm15, xmm0, 0x44
  movaps xmmword ptr [rsp+0xd0], xmm15
  movq xmm0, qword ptr [rsp+0xcc8]
  pshufd xmm15, xmm0, 0x44
  movaps xmmword ptr [rsp+0xe0], xmm15
  movq xmm0, qword ptr [rsp+0xcd0]
  pshufd xmm15, xmm0, 0x44
  movaps xmmword ptr [rsp+0xf0], xmm15
  mov rsi, 0x4338000000000000
  movq xmm0, rsi
  pshufd xmm15, xmm0, 0x44
  movaps xmmword ptr [rsp+0x100], xmm15
  xor esi, esi
  movq xmm0, rsi
  pshufd xmm15, xmm0, 0x44
  movaps xmmword ptr [rsp+0x110], xmm15
  mov esi, 0x3ff
  movq xmm0, rsi
  pshufd xmm15, xmm0, 0x44
  movaps xmmword ptr [rsp+0x120], xmm15
  movq xmm0, qword ptr [rsp+0xcd8]
  pshufd xmm15, xmm0, 0x44
  movaps xmmword ptr [rsp+0x130], xmm15
  movq xmm0, qword ptr [rsp+0xce0]
  pshufd xmm15, xmm0, 0x44
  movaps xmmword ptr [rsp+0x140], xmm15
  movq xmm0, qword ptr [rsp+0xce8]
  pshufd xmm15, xmm0, 0x44
  movaps xmmword ptr [rsp+0x150], xmm15
  movq xmm0, qword ptr [rsp+0xcf0]
  pshufd xmm15, xmm0, 0x44
  movaps xmmword ptr [rsp+0x160], xmm15
  mov rsi, 0xfffffffffffff
  movq xmm0, rsi
  pshufd xmm15, xmm0, 0x44
  movaps xmmword ptr [rsp+0x170], xmm15
  mov rsi, 0x3ff0000000000000
  movq xmm0, rsi
  pshufd xmm15, xmm0, 0x44
  movaps xmmword ptr [rsp+0x180], xmm15
  mov rsi, 0xffffffff00000000
  movq xmm0, rsi
  pshufd xmm15, xmm0, 0x44
  movaps xmmword ptr [rsp+0x190], xmm15
  movq xmm0, qword ptr [rsp+0xcf8]
  pshufd xmm15, xmm0, 0x44
  movaps xmmword ptr [rsp+0x1a0], xmm15
  movq xmm0, qword ptr [rsp+0xd00]
  pshufd xmm15, xmm0, 0x44
  movaps xmmword ptr [rsp+0x1b0], xmm15
  movq xmm0, qword ptr [rsp+0xd08]
  pshufd xmm15, xmm0, 0x44
  movaps xmmword ptr [rsp+0x1c0], xmm15
  movq xmm0, qword ptr [rsp+0xd10]
  pshufd xmm15, xmm0, 0x44
  movaps xmmword ptr [rsp+0x1d0], xmm15
  movq xmm0, qword ptr [rsp+0xd18]
  pshufd xmm15, xmm0, 0x44
  movaps xmmword ptr [rsp+0x1e0], xmm15
  movq xmm0, qword ptr [rsp+0xd20]
  pshufd xmm15, xmm0, 0x44
  movaps xmmword ptr [rsp+0x1f0], xmm15
  movq xmm0, qword ptr [rsp+0xd28]
  pshufd xmm15, xmm0, 0x44
  movaps xmmword ptr [rsp+0x200], xmm15
  movq xmm0, qword ptr [rsp+0xd30]
  pshufd xmm15, xmm0, 0x44
  movaps xmmword ptr [rsp+0x210], xmm15
  movq xmm0, qword ptr [rsp+0xd38]
  pshufd xmm15, xmm0, 0x44
  movaps xmmword ptr [rsp+0x220], xmm15
  movq xmm0, qword ptr [rsp+0xd40]
  pshufd xmm15, xmm0, 0x44
  movaps xmmword ptr [rsp+0x230], xmm15
  movq xmm0, qword ptr [rsp+0xd48]
  pshufd xmm15, xmm0, 0x44
  movaps xmmword ptr [rsp+0x240], xmm15
  movq xmm0, qword ptr [rsp+0xd50]
  pshufd xmm15, xmm0, 0x44
  movaps xmmword ptr [rsp+0x250], xmm15
  movq xmm0, qword ptr [rsp+0xd58]
  pshufd xmm15, xmm0, 0x44
  movaps xmmword ptr [rsp+0x260], xmm15
  movq xmm0, qword ptr [rsp+0xd60]
  pshufd xmm15, xmm0, 0x44
  movaps xmmword ptr [rsp+0x270], xmm15
  movq xmm0, qword ptr [rsp+0xd68]
  pshufd xmm15, xmm0, 0x44
  movaps xmmword ptr [rsp+0x280], xmm15
  movq xmm0, qword ptr [rsp+0xd70]
  pshufd xmm15, xmm0, 0x44
  movaps xmmword ptr [rsp+0x290], xmm15
  movq xmm0, qword ptr [rsp+0xd78]
  pshufd xmm15, xmm0, 0x44
  movaps xmmword ptr [rsp+0x2a0], xmm15
  movq xmm0, qword ptr [rsp+0xd80]
  pshufd xmm15, xmm0, 0x44
  movaps xmmword ptr [rsp+0x2b0], xmm15
  movq xmm0, qword ptr [rsp+0xd88]
  pshufd xmm15, xmm0, 0x44
  movaps xmmword ptr [rsp+0x2c0], xmm15
  movq xmm0, qword ptr [rsp+0xd90]
  pshufd xmm15, xmm0, 0x44
  movaps xmmword ptr [rsp+0x2d0], xmm15
  movq xmm0, qword ptr [rsp+0xd98]
  pshufd xmm15, xmm0, 0x44
  movaps xmmword ptr [rsp+0x2e0], xmm15
  movq xmm0, qword ptr [rsp+0xda0]
  pshufd xmm15, xmm0, 0x44
  movaps xmmword ptr [rsp+0x2f0], xmm15
  movq xmm0, qword ptr [rsp+0xda8]
  pshufd xmm15, xmm0, 0x44
  movaps xmmword ptr [rsp+0x300], xmm15
  movq xmm0, qword ptr [rsp+0xdb0]
  pshufd xmm15, xmm0, 0x44
  movaps xmmword ptr [rsp+0x310], xmm15
  movq xmm0, qword ptr [rsp+0xdb8]
  pshufd xmm15, xmm0, 0x44
  movaps xmmword ptr [rsp+0x320], xmm15
  movq xmm0, qword ptr [rsp+0xdc0]
  pshufd xmm15, xmm0, 0x44
  movaps xmmword ptr [rsp+0x330], xmm15
  movq xmm0, qword ptr [rsp+0xdc8]
  pshufd xmm15, xmm0, 0x44
  movaps xmmword ptr [rsp+0x340], xmm15
  movq xmm0, qword ptr [rsp+0xdd0]
  pshufd xmm15, xmm0, 0x44
  movaps xmmword ptr [rsp+0x350], xmm15
  movq xmm0, qword ptr [rsp+0xdd8]
  pshufd xmm15, xmm0, 0x44
  movaps xmmword ptr [rsp+0x360], xmm15
  movq xmm0, qword ptr [rsp+0xde0]
  pshufd xmm15, xmm0, 0x44
  movaps xmmword ptr [rsp+0x370], xmm15
  movq xmm0, qword ptr [rsp+0xde8]
  pshufd xmm15, xmm0, 0x44
  movaps xmmword ptr [rsp+0x380], xmm15
  movq xmm0, qword ptr [rsp+0xdf0]
  pshufd xmm15, xmm0, 0x44
  movaps xmmword ptr [rsp+0x390], xmm15
  movq xmm0, qword ptr [rsp+0xdf8]
  pshufd xmm15, xmm0, 0x44
  movaps xmmword ptr [rsp+0x3a0], xmm15
  movq xmm0, qword ptr [rsp+0xe00]
  pshufd xmm15, xmm0, 0x44
  movaps xmmword ptr [rsp+0x3b0], xmm15
  xor esi, esi
  mov qword ptr [rsp+0xe08], rcx
  mov qword ptr [rsp+0xe20], rax
  movaps xmmword ptr [rsp], xmm1
  movaps xmmword ptr [rsp+0x20], xmm3
  movaps xmmword ptr [rsp+0x30], xmm4
  movaps xmmword ptr [rsp+0x40], xmm5
  movaps xmmword ptr [rsp+0x50], xmm6
  movaps xmmword ptr [rsp+0x60], xmm7
  movaps xmmword ptr [rsp+0x70], xmm8
  movaps xmmword ptr [rsp+0x80], xmm9
  movaps xmmword ptr [rsp+0x90], xmm10
  movaps xmmword ptr [rsp+0xa0], xmm11
  movaps xmmword ptr [rsp+0xb0], xmm12
.Lloop1:
  imul edi, esi, 8
  mov r11, qword ptr [rsp+0xe20]
  movdqu xmm0, xmmword ptr [r11+rdi*4]
  mov r11, qword ptr [rsp+0xe20]
  movdqu xmm12, xmmword ptr [r11+rdi*4+0x10]
  movaps xmm11, xmm0
  cvtss2sd xmm11, xmm0
  movaps xmm10, xmm0
  shufps xmm10, xmm0, 1
  movaps xmm9, xmm10
  cvtss2sd xmm9, xmm10
  movaps xmm10, xmm0
  shufps xmm10, xmm0, 2
  movaps xmm8, xmm10
  cvtss2sd xmm8, xmm10
  movaps xmm10, xmm0
  shufps xmm10, xmm0, 3
  movaps xmm1, xmm10
  cvtss2sd xmm1, xmm10
  movaps xmm10, xmm12
  cvtss2sd xmm10, xmm12
  movaps xmm0, xmm12
  shufps xmm0, xmm12, 1
  movaps xmm7, xmm0
  cvtss2sd xmm7, xmm0
  movaps xmm0, xmm12
  shufps xmm0, xmm12, 2
  movaps xmm6, xmm0
  cvtss2sd xmm6, xmm0
  movaps xmm0, xmm12
  shufps xmm0, xmm12, 3
  movaps xmm12, xmm0
  cvtss2sd xmm12, xmm0
  movaps xmm5, xmm11
  unpcklpd xmm5, xmm9
  movaps xmm3, xmm8
  unpcklpd xmm3, xmm1
  movaps xmm4, xmm10
  unpcklpd xmm4, xmm7
  movaps xmm2, xmm6
  unpcklpd xmm2, xmm12
  movaps xmm0, xmm5
  cmppd xmm0, xmm5, 4
  movaps xmmword ptr [rsp+0x430], xmm12
  movaps xmm12, xmm3
  cmppd xmm12, xmm3, 4
  movaps xmmword ptr [rsp+0x420], xmm6
  movaps xmm6, xmm4
  cmppd xmm6, xmm4, 4
  movaps xmmword ptr [rsp+0x410], xmm7
  movaps xmm7, xmm2
  cmppd xmm7, xmm2, 4
  movaps xmmword ptr [rsp+0x400], xmm10
  movaps xmm10, xmm5
  blendvpd xmm10, xmmword ptr [rsp+0x10]
  movaps xmmword ptr [rsp+0x3f0], xmm1
  movaps xmm1, xmm3
  movaps xmm0, xmm12
  movaps xmm12, xmmword ptr [rsp+0x10]
  blendvpd xmm1, xmm12
  movaps xmm12, xmm4
  movaps xmm0, xmm6
  movaps xmm6, xmmword ptr [rsp+0x10]
  blendvpd xmm12, xmm6
  movaps xmm6, xmm2
  movaps xmm0, xmm7
  movaps xmm7, xmmword ptr [rsp+0x10]
  blendvpd xmm6, xmm7
  movaps xmm7, xmmword ptr [rsp+0x30]
  movaps xmm0, xmm7
  minpd xmm0, xmm10
  minpd xmm7, xmm1
  movaps xmmword ptr [rsp+0x3e0], xmm8
  movaps xmm8, xmmword ptr [rsp+0x30]
  minpd xmm8, xmm12
  movaps xmmword ptr [rsp+0x3d0], xmm9
  movaps xmm9, xmmword ptr [rsp+0x30]
  minpd xmm9, xmm6
  cmppd xmm10, xmmword ptr [rsp+0x20], 1
  cmppd xmm1, xmmword ptr [rsp+0x20], 1
  cmppd xmm12, xmmword ptr [rsp+0x20], 1
  cmppd xmm6, xmmword ptr [rsp+0x20], 1
  movaps xmmword ptr [rsp+0x3c0], xmm11
  movaps xmm11, xmm0
  movaps xmm0, xmm10
  movaps xmm10, xmmword ptr [rsp+0x20]
  blendvpd xmm11, xmm10
  movaps xmm0, xmm1
  blendvpd xmm7, xmm10
  movaps xmm0, xmm12
  blendvpd xmm8, xmm10
  movaps xmm0, xmm6
  blendvpd xmm9, xmm10
  roundpd xmm1, xmm11, 0xb
  roundpd xmm6, xmm7, 0xb
  roundpd xmm12, xmm8, 0xb
  roundpd xmm10, xmm9, 0xb
  movaps xmmword ptr [rsp+0x470], xmm2
  movaps xmm2, xmm11
  subpd xmm2, xmm1
  movaps xmmword ptr [rsp+0x460], xmm4
  movaps xmm4, xmm7
  subpd xmm4, xmm6
  movaps xmmword ptr [rsp+0x450], xmm3
  movaps xmm3, xmm8
  subpd xmm3, xmm12
  movaps xmmword ptr [rsp+0x440], xmm5
  movaps xmm5, xmm9
  subpd xmm5, xmm10
  movaps xmm0, xmmword ptr [rsp+0x40]
  cmppd xmm0, xmm2, 1
  movaps xmmword ptr [rsp+0x4b0], xmm9
  movaps xmm9, xmmword ptr [rsp+0x40]
  cmppd xmm9, xmm4, 1
  movaps xmmword ptr [rsp+0x4a0], xmm8
  movaps xmm8, xmmword ptr [rsp+0x40]
  cmppd xmm8, xmm3, 1
  movaps xmmword ptr [rsp+0x490], xmm7
  movaps xmm7, xmmword ptr [rsp+0x40]
  cmppd xmm7, xmm5, 1
  movaps xmmword ptr [rsp+0x480], xmm11
  movaps xmm11, xmmword ptr [rsp+0x10]
  blendvpd xmm11, xmmword ptr [rsp+0x50]
  movaps xmmword ptr [rsp+0x4c0], xmm5
  movaps xmm5, xmmword ptr [rsp+0x10]
  movaps xmm0, xmm9
  movaps xmm9, xmmword ptr [rsp+0x50]
  blendvpd xmm5, xmm9
  movaps xmm9, xmmword ptr [rsp+0x10]
  movaps xmm0, xmm8
  movaps xmm8, xmmword ptr [rsp+0x50]
  blendvpd xmm9, xmm8
  movaps xmm8, xmmword ptr [rsp+0x10]
  movaps xmm0, xmm7
  movaps xmm7, xmmword ptr [rsp+0x50]
  blendvpd xmm8, xmm7
  addpd xmm1, xmm11
  addpd xmm6, xmm5
  addpd xmm12, xmm9
  addpd xmm10, xmm8
  movaps xmm5, xmmword ptr [rsp+0x60]
  cmppd xmm2, xmm5, 1
  cmppd xmm4, xmm5, 1
  cmppd xmm3, xmm5, 1
  movaps xmm8, xmmword ptr [rsp+0x4c0]
  cmppd xmm8, xmm5, 1
  movaps xmm9, xmmword ptr [rsp+0x10]
  movaps xmm11, xmm9
  movaps xmm0, xmm2
  blendvpd xmm11, xmm7
  movaps xmm2, xmm9
  movaps xmm0, xmm4
  blendvpd xmm2, xmm7
  movaps xmm4, xmm9
  movaps xmm0, xmm3
  blendvpd xmm4, xmm7
  movaps xmm3, xmm9
  movaps xmm0, xmm8
  blendvpd xmm3, xmm7
  subpd xmm1, xmm11
  subpd xmm6, xmm2
  subpd xmm12, xmm4
  subpd xmm10, xmm3
  movaps xmm11, xmmword ptr [rsp+0x480]
  subpd xmm11, xmm1
  movaps xmm0, xmmword ptr [rsp+0x490]
  subpd xmm0, xmm6
  movaps xmm8, xmmword ptr [rsp+0x4a0]
  subpd xmm8, xmm12
  movaps xmm2, xmmword ptr [rsp+0x4b0]
  subpd xmm2, xmm10
  movaps xmm3, xmmword ptr [rsp]
  movaps xmm4, xmm3
  mulpd xmm4, xmm11
  movaps xmm5, xmm3
  mulpd xmm5, xmm0
  movaps xmm9, xmm3
  mulpd xmm9, xmm8
  mulpd xmm3, xmm2
  movaps xmm7, xmmword ptr [rsp+0x70]
  addpd xmm4, xmm7
  addpd xmm5, xmm7
  addpd xmm9, xmm7
  addpd xmm3, xmm7
  mulpd xmm4, xmm11
  mulpd xmm5, xmm0
  mulpd xmm9, xmm8
  mulpd xmm3, xmm2
  movaps xmm7, xmmword ptr [rsp+0x80]
  addpd xmm4, xmm7
  addpd xmm5, xmm7
  addpd xmm9, xmm7
  addpd xmm3, xmm7
  mulpd xmm4, xmm11
  mulpd xmm5, xmm0
  mulpd xmm9, xmm8
  mulpd xmm3, xmm2
  movaps xmm7, xmmword ptr [rsp+0x90]
  addpd xmm4, xmm7
  addpd xmm5, xmm7
  addpd xmm9, xmm7
  addpd xmm3, xmm7
  mulpd xmm4, xmm11
  mulpd xmm5, xmm0
  mulpd xmm9, xmm8
  mulpd xmm3, xmm2
  movaps xmm7, xmmword ptr [rsp+0xa0]
  addpd xmm4, xmm7
  addpd xmm5, xmm7
  addpd xmm9, xmm7
  addpd xmm3, xmm7
  mulpd xmm4, xmm11
  mulpd xmm5, xmm0
  mulpd xmm9, xmm8
  mulpd xmm3, xmm2
  movaps xmm7, xmmword ptr [rsp+0xb0]
  addpd xmm4, xmm7
  addpd xmm5, xmm7
  addpd xmm9, xmm7
  addpd xmm3, xmm7
  mulpd xmm4, xmm11
  mulpd xmm5, xmm0
  mulpd xmm9, xmm8
  mulpd xmm3, xmm2
  movaps xmm7, xmmword ptr [rsp+0xc0]
  addpd xmm4, xmm7
  addpd xmm5, xmm7
  addpd xmm9, xmm7
  addpd xmm3, xmm7
  mulpd xmm4, xmm11
  mulpd xmm5, xmm0
  mulpd xmm9, xmm8
  mulpd xmm3, xmm2
  movaps xmm7, xmmword ptr [rsp+0xd0]
  addpd xmm4, xmm7
  addpd xmm5, xmm7
  addpd xmm9, xmm7
  addpd xmm3, xmm7
  mulpd xmm4, xmm11
  mulpd xmm5, xmm0
  mulpd xmm9, xmm8
  mulpd xmm3, xmm2
  movaps xmm7, xmmword ptr [rsp+0xe0]
  addpd xmm4, xmm7
  addpd xmm5, xmm7
  addpd xmm9, xmm7
  addpd xmm3, xmm7
  mulpd xmm4, xmm11
  mulpd xmm5, xmm0
  mulpd xmm9, xmm8
  mulpd xmm3, xmm2
  movaps xmm2, xmmword ptr [rsp+0x50]
  addpd xmm4, xmm2
  addpd xmm5, xmm2
  addpd xmm9, xmm2
  addpd xmm3, xmm2
  movaps xmm8, xmmword ptr [rsp+0xf0]
  addpd xmm1, xmm8
  addpd xmm6, xmm8
  addpd xmm12, xmm8
  addpd xmm10, xmm8
  movaps xmm11, xmmword ptr [rsp+0x100]
  psubq xmm1, xmm11
  psubq xmm6, xmm11
  psubq xmm12, xmm11
  psubq xmm10, xmm11
  movaps xmm0, xmm1
  psrlq xmm0, 1
  movaps xmm7, xmm6
  psrlq xmm7, 1
  movaps xmm8, xmm12
  psrlq xmm8, 1
  movaps xmm11, xmm10
  psrlq xmm11, 1
  movaps xmm2, xmm1
  psrlq xmm2, 0x3f
  movaps xmmword ptr [rsp+0x4e0], xmm6
  psrlq xmm6, 0x3f
  movaps xmmword ptr [rsp+0x4f0], xmm12
  psrlq xmm12, 0x3f
  movaps xmmword ptr [rsp+0x500], xmm10
  psrlq xmm10, 0x3f
  movaps xmmword ptr [rsp+0x4d0], xmm1
  movaps xmm1, xmmword ptr [rsp+0x110]
  psubq xmm1, xmm2
  movaps xmm2, xmmword ptr [rsp+0x110]
  psubq xmm2, xmm6
  movaps xmm6, xmmword ptr [rsp+0x110]
  psubq xmm6, xmm12
  movaps xmm12, xmmword ptr [rsp+0x110]
  psubq xmm12, xmm10
  psllq xmm1, 0x3f
  psllq xmm2, 0x3f
  psllq xmm6, 0x3f
  psllq xmm12, 0x3f
  por xmm0, xmm1
  por xmm7, xmm2
  por xmm8, xmm6
  por xmm11, xmm12
  movaps xmm1, xmm0
  movaps xmm2, xmmword ptr [rsp+0x120]
  paddq xmm1, xmm2
  movaps xmm6, xmm7
  paddq xmm6, xmm2
  movaps xmm10, xmm8
  paddq xmm10, xmm2
  movaps xmm12, xmm11
  paddq xmm12, xmm2
  psllq xmm1, 0x34
  psllq xmm6, 0x34
  psllq xmm10, 0x34
  psllq xmm12, 0x34
  mulpd xmm4, xmm1
  mulpd xmm5, xmm6
  mulpd xmm9, xmm10
  mulpd xmm3, xmm12
  movaps xmm1, xmmword ptr [rsp+0x4d0]
  psubq xmm1, xmm0
  movaps xmm6, xmmword ptr [rsp+0x4e0]
  psubq xmm6, xmm7
  movaps xmm12, xmmword ptr [rsp+0x4f0]
  psubq xmm12, xmm8
  movaps xmm10, xmmword ptr [rsp+0x500]
  psubq xmm10, xmm11
  paddq xmm1, xmm2
  paddq xmm6, xmm2
  paddq xmm12, xmm2
  paddq xmm10, xmm2
  psllq xmm1, 0x34
  psllq xmm6, 0x34
  psllq xmm12, 0x34
  psllq xmm10, 0x34
  mulpd xmm4, xmm1
  mulpd xmm5, xmm6
  mulpd xmm9, xmm12
  mulpd xmm3, xmm10
  movaps xmm1, xmmword ptr [rsp+0x440]
  movaps xmm0, xmm1
  cmppd xmm0, xmm1, 4
  movaps xmm6, xmmword ptr [rsp+0x450]
  movaps xmm7, xmm6
  cmppd xmm7, xmm6, 4
  movaps xmm8, xmmword ptr [rsp+0x460]
  movaps xmm10, xmm8
  cmppd xmm10, xmm8, 4
  movaps xmm11, xmmword ptr [rsp+0x470]
  movaps xmm12, xmm11
  cmppd xmm12, xmm11, 4
  blendvpd xmm4, xmm1
  movaps xmm0, xmm7
  blendvpd xmm5, xmm6
  movaps xmm0, xmm10
  blendvpd xmm9, xmm8
  movaps xmm0, xmm12
  blendvpd xmm3, xmm11
  movaps xmm0, xmm4
  cvtsd2ss xmm0, xmm4
  movaps xmm7, xmm4
  shufpd xmm7, xmm4, 1
  movaps xmm4, xmm7
  cvtsd2ss xmm4, xmm7
  movaps xmm7, xmm5
  cvtsd2ss xmm7, xmm5
  movaps xmm10, xmm5
  shufpd xmm10, xmm5, 1
  movaps xmm5, xmm10
  cvtsd2ss xmm5, xmm10
  movaps xmm10, xmm9
  cvtsd2ss xmm10, xmm9
  movaps xmm12, xmm9
  shufpd xmm12, xmm9, 1
  movaps xmm9, xmm12
  cvtsd2ss xmm9, xmm12
  movaps xmm12, xmm3
  cvtsd2ss xmm12, xmm3
  movaps xmm2, xmm3
  shufpd xmm2, xmm3, 1
  movaps xmm3, xmm2
  cvtsd2ss xmm3, xmm2
  insertps xmm0, xmm4, 0x10
  insertps xmm0, xmm7, 0x20
  insertps xmm0, xmm5, 0x30
  insertps xmm10, xmm9, 0x10
  insertps xmm10, xmm12, 0x20
  insertps xmm10, xmm3, 0x30
  mov r11, qword ptr [rsp+0xe08]
  movdqu xmmword ptr [r11+rdi*4], xmm0
  mov r11, qword ptr [rsp+0xe08]
  movdqu xmmword ptr [r11+rdi*4+0x10], xmm10
  movaps xmm9, xmmword ptr [rsp+0x10]
  movaps xmm0, xmm9
  cmppd xmm0, xmm1, 1
  movaps xmm2, xmm9
  cmppd xmm2, xmm6, 1
  movaps xmm3, xmm9
  cmppd xmm3, xmm8, 1
  movaps xmm4, xmm9
  cmppd xmm4, xmm11, 1
  packssdw xmm0, xmm2
  packssdw xmm3, xmm4
  packssdw xmm0, xmm3
  movaps xmm2, xmm0
  packsswb xmm2, xmm0
  pabsb xmm0, xmm2
  movaps xmm2, xmm1
  movaps xmm3, xmmword ptr [rsp+0x130]
  cmppd xmm2, xmm3, 1
  movaps xmm4, xmm6
  cmppd xmm4, xmm3, 1
  movaps xmm5, xmm8
  cmppd xmm5, xmm3, 1
  movaps xmm7, xmm11
  cmppd xmm7, xmm3, 1
  packssdw xmm2, xmm4
  packssdw xmm5, xmm7
  packssdw xmm2, xmm5
  movaps xmm4, xmm2
  packsswb xmm4, xmm2
  pabsb xmm2, xmm4
  pand xmm0, xmm2
  pextrb ebx, xmm0, 0
  movq xmm2, qword ptr [rsp+0xc80]
  test bl, bl
  je .Lwhere3
  movaps xmm2, xmmword ptr [rsp+0x3c0]
.Lwhere3:
  pextrb r12d, xmm0, 1
  movq xmm4, qword ptr [rsp+0xc80]
  test r12b, r12b
  je .Lwhere4
  movaps xmm4, xmmword ptr [rsp+0x3d0]
.Lwhere4:
  pextrb r13d, xmm0, 2
  movq xmm5, qword ptr [rsp+0xc80]
  test r13b, r13b
  je .Lwhere5
  movaps xmm5, xmmword ptr [rsp+0x3e0]
.Lwhere5:
  pextrb r14d, xmm0, 3
  movq xmm7, qword ptr [rsp+0xc80]
  test r14b, r14b
  je .Lwhere6
  movaps xmm7, xmmword ptr [rsp+0x3f0]
.Lwhere6:
  pextrb r15d, xmm0, 4
  movq xmm10, qword ptr [rsp+0xc80]
  test r15b, r15b
  je .Lwhere7
  movaps xmm10, xmmword ptr [rsp+0x400]
.Lwhere7:
  pextrb r8d, xmm0, 5
  movq xmm12, qword ptr [rsp+0xc80]
  test r8b, r8b
  je .Lwhere8
  movaps xmm12, xmmword ptr [rsp+0x410]
.Lwhere8:
  pextrb edx, xmm0, 6
  movq xmm11, qword ptr [rsp+0xc80]
  test dl, dl
  je .Lwhere9
  movaps xmm11, xmmword ptr [rsp+0x420]
.Lwhere9:
  pextrb ecx, xmm0, 7
  movq xmm0, qword ptr [rsp+0xc80]
  test cl, cl
  je .Lwhere10
  movaps xmm0, xmmword ptr [rsp+0x430]
.Lwhere10:
  unpcklpd xmm2, xmm4
  unpcklpd xmm5, xmm7
  unpcklpd xmm10, xmm12
  unpcklpd xmm11, xmm0
  movaps xmm4, xmm2
  movaps xmm7, xmmword ptr [rsp+0x160]
  mulpd xmm4, xmm7
  movaps xmm12, xmm5
  mulpd xmm12, xmm7
  movaps xmm8, xmm10
  mulpd xmm8, xmm7
  movaps xmm6, xmm11
  mulpd xmm6, xmm7
  movaps xmm0, xmm2
  movaps xmm7, xmmword ptr [rsp+0x150]
  cmppd xmm0, xmm7, 1
  movaps xmm3, xmm5
  cmppd xmm3, xmm7, 1
  movaps xmm1, xmm10
  cmppd xmm1, xmm7, 1
  movaps xmm9, xmm11
  cmppd xmm9, xmm7, 1
  movaps xmm7, xmm2
  blendvpd xmm7, xmm4
  movaps xmm4, xmm5
  movaps xmm0, xmm3
  blendvpd xmm4, xmm12
  movaps xmm3, xmm10
  movaps xmm0, xmm1
  blendvpd xmm3, xmm8
  movaps xmm1, xmm11
  movaps xmm0, xmm9
  blendvpd xmm1, xmm6
  movaps xmm0, xmm7
  movaps xmm6, xmmword ptr [rsp+0x170]
  pand xmm0, xmm6
  movaps xmm8, xmm4
  pand xmm8, xmm6
  movaps xmm9, xmm3
  pand xmm9, xmm6
  movaps xmm12, xmm1
  pand xmm12, xmm6
  movaps xmm6, xmm0
  por xmm6, xmmword ptr [rsp+0x180]
  por xmm8, xmmword ptr [rsp+0x180]
  por xmm9, xmmword ptr [rsp+0x180]
  por xmm12, xmmword ptr [rsp+0x180]
  movaps xmmword ptr [rsp+0x540], xmm11
  movaps xmm11, xmm6
  mulpd xmm11, xmmword ptr [rsp+0x40]
  movaps xmmword ptr [rsp+0x530], xmm10
  movaps xmm10, xmm8
  mulpd xmm10, xmmword ptr [rsp+0x40]
  movaps xmmword ptr [rsp+0x520], xmm5
  movaps xmm5, xmm9
  mulpd xmm5, xmmword ptr [rsp+0x40]
  movaps xmmword ptr [rsp+0x510], xmm2
  movaps xmm2, xmm12
  mulpd xmm2, xmmword ptr [rsp+0x40]
  movaps xmm0, xmmword ptr [rsp+0x140]
  cmppd xmm0, xmm6, 1
  movaps xmmword ptr [rsp+0x580], xmm1
  movaps xmm1, xmmword ptr [rsp+0x140]
  cmppd xmm1, xmm8, 1
  movaps xmmword ptr [rsp+0x570], xmm3
  movaps xmm3, xmmword ptr [rsp+0x140]
  cmppd xmm3, xmm9, 1
  movaps xmmword ptr [rsp+0x560], xmm4
  movaps xmm4, xmmword ptr [rsp+0x140]
  cmppd xmm4, xmm12, 1
  movaps xmmword ptr [rsp+0x590], xmm6
  blendvpd xmm6, xmm11
  movaps xmm11, xmm8
  movaps xmm0, xmm1
  blendvpd xmm11, xmm10
  movaps xmm1, xmm9
  movaps xmm0, xmm3
  blendvpd xmm1, xmm5
  movaps xmm3, xmm12
  movaps xmm0, xmm4
  blendvpd xmm3, xmm2
  movaps xmm2, xmmword ptr [rsp+0x50]
  subpd xmm6, xmm2
  subpd xmm11, xmm2
  subpd xmm1, xmm2
  subpd xmm3, xmm2
  movaps xmm0, xmm6
  mulpd xmm0, xmm6
  movaps xmm4, xmm11
  mulpd xmm4, xmm11
  movaps xmm5, xmm1
  mulpd xmm5, xmm1
  movaps xmm10, xmm3
  mulpd xmm10, xmm3
  movaps xmm2, xmmword ptr [rsp+0x40]
  mulpd xmm0, xmm2
  mulpd xmm4, xmm2
  mulpd xmm5, xmm2
  mulpd xmm10, xmm2
  movaps xmm2, xmm6
  subpd xmm2, xmm0
  movaps xmmword ptr [rsp+0x5c0], xmm12
  movaps xmm12, xmm11
  subpd xmm12, xmm4
  movaps xmmword ptr [rsp+0x5b0], xmm9
  movaps xmm9, xmm1
  subpd xmm9, xmm5
  movaps xmmword ptr [rsp+0x5a0], xmm8
  movaps xmm8, xmm3
  subpd xmm8, xmm10
  pand xmm2, xmmword ptr [rsp+0x190]
  pand xmm12, xmmword ptr [rsp+0x190]
  pand xmm9, xmmword ptr [rsp+0x190]
  pand xmm8, xmmword ptr [rsp+0x190]
  movaps xmmword ptr [rsp+0x550], xmm7
  movaps xmm7, xmm6
  subpd xmm7, xmm2
  movaps xmmword ptr [rsp+0x5d0], xmm2
  movaps xmm2, xmm11
  subpd xmm2, xmm12
  movaps xmmword ptr [rsp+0x5e0], xmm12
  movaps xmm12, xmm1
  subpd xmm12, xmm9
  movaps xmmword ptr [rsp+0x5f0], xmm9
  movaps xmm9, xmm3
  subpd xmm9, xmm8
  subpd xmm7, xmm0
  subpd xmm2, xmm4
  subpd xmm12, xmm5
  subpd xmm9, xmm10
  movaps xmmword ptr [rsp+0x600], xmm8
  movaps xmm8, xmm6
  addpd xmm8, xmmword ptr [rsp+0x1a0]
  movaps xmmword ptr [rsp+0x640], xmm9
  movaps xmm9, xmm11
  addpd xmm9, xmmword ptr [rsp+0x1a0]
  movaps xmmword ptr [rsp+0x630], xmm12
  movaps xmm12, xmm1
  addpd xmm12, xmmword ptr [rsp+0x1a0]
  movaps xmmword ptr [rsp+0x620], xmm2
  movaps xmm2, xmm3
  addpd xmm2, xmmword ptr [rsp+0x1a0]
  divpd xmm6, xmm8
  divpd xmm11, xmm9
  divpd xmm1, xmm12
  divpd xmm3, xmm2
  movaps xmm2, xmm6
  mulpd xmm2, xmm6
  movaps xmm8, xmm11
  mulpd xmm8, xmm11
  movaps xmm9, xmm1
  mulpd xmm9, xmm1
  movaps xmm12, xmm3
  mulpd xmm12, xmm3
  movaps xmmword ptr [rsp+0x610], xmm7
  movaps xmm7, xmmword ptr [rsp+0x1b0]
  mulpd xmm7, xmm2
  movaps xmmword ptr [rsp+0x670], xmm3
  movaps xmm3, xmmword ptr [rsp+0x1b0]
  mulpd xmm3, xmm8
  movaps xmmword ptr [rsp+0x660], xmm1
  movaps xmm1, xmmword ptr [rsp+0x1b0]
  mulpd xmm1, xmm9
  movaps xmmword ptr [rsp+0x650], xmm11
  movaps xmm11, xmmword ptr [rsp+0x1b0]
  mulpd xmm11, xmm12
  addpd xmm7, xmmword ptr [rsp+0x1c0]
  addpd xmm3, xmmword ptr [rsp+0x1c0]
  addpd xmm1, xmmword ptr [rsp+0x1c0]
  addpd xmm11, xmmword ptr [rsp+0x1c0]
  mulpd xmm7, xmm2
  mulpd xmm3, xmm8
  mulpd xmm1, xmm9
  mulpd xmm11, xmm12
  addpd xmm7, xmmword ptr [rsp+0x1d0]
  addpd xmm3, xmmword ptr [rsp+0x1d0]
  addpd xmm1, xmmword ptr [rsp+0x1d0]
  addpd xmm11, xmmword ptr [rsp+0x1d0]
  mulpd xmm7, xmm2
  mulpd xmm3, xmm8
  mulpd xmm1, xmm9
  mulpd xmm11, xmm12
  addpd xmm7, xmmword ptr [rsp+0x1e0]
  addpd xmm3, xmmword ptr [rsp+0x1e0]
  addpd xmm1, xmmword ptr [rsp+0x1e0]
  addpd xmm11, xmmword ptr [rsp+0x1e0]
  mulpd xmm7, xmm2
  mulpd xmm3, xmm8
  mulpd xmm1, xmm9
  mulpd xmm11, xmm12
  addpd xmm7, xmmword ptr [rsp+0x1f0]
  addpd xmm3, xmmword ptr [rsp+0x1f0]
  addpd xmm1, xmmword ptr [rsp+0x1f0]
  addpd xmm11, xmmword ptr [rsp+0x1f0]
  mulpd xmm7, xmm2
  mulpd xmm3, xmm8
  mulpd xmm1, xmm9
  mulpd xmm11, xmm12
  addpd xmm7, xmmword ptr [rsp+0x200]
  addpd xmm3, xmmword ptr [rsp+0x200]
  addpd xmm1, xmmword ptr [rsp+0x200]
  addpd xmm11, xmmword ptr [rsp+0x200]
  mulpd xmm2, xmm7
  mulpd xmm8, xmm3
  mulpd xmm9, xmm1
  mulpd xmm12, xmm11
  addpd xmm0, xmm2
  addpd xmm4, xmm8
  addpd xmm5, xmm9
  addpd xmm10, xmm12
  mulpd xmm6, xmm0
  movaps xmm11, xmmword ptr [rsp+0x650]
  mulpd xmm11, xmm4
  movaps xmm1, xmmword ptr [rsp+0x660]
  mulpd xmm1, xmm5
  movaps xmm3, xmmword ptr [rsp+0x670]
  mulpd xmm3, xmm10
  movaps xmm7, xmmword ptr [rsp+0x610]
  addpd xmm7, xmm6
  movaps xmm2, xmmword ptr [rsp+0x620]
  addpd xmm2, xmm11
  movaps xmm12, xmmword ptr [rsp+0x630]
  addpd xmm12, xmm1
  movaps xmm9, xmmword ptr [rsp+0x640]
  addpd xmm9, xmm3
  movaps xmm0, xmm7
  movaps xmm1, xmmword ptr [rsp+0x5d0]
  addpd xmm0, xmm1
  movaps xmm3, xmm2
  movaps xmm4, xmmword ptr [rsp+0x5e0]
  addpd xmm3, xmm4
  movaps xmm5, xmm12
  movaps xmm6, xmmword ptr [rsp+0x5f0]
  addpd xmm5, xmm6
  movaps xmm8, xmm9
  movaps xmm10, xmmword ptr [rsp+0x600]
  addpd xmm8, xmm10
  movaps xmm11, xmmword ptr [rsp+0x210]
  mulpd xmm0, xmm11
  mulpd xmm3, xmm11
  mulpd xmm5, xmm11
  mulpd xmm8, xmm11
  movaps xmm11, xmmword ptr [rsp+0x220]
  mulpd xmm7, xmm11
  mulpd xmm2, xmm11
  mulpd xmm12, xmm11
  mulpd xmm9, xmm11
  movaps xmm10, xmm0
  addpd xmm10, xmm7
  addpd xmm3, xmm2
  addpd xmm5, xmm12
  addpd xmm8, xmm9
  movaps xmm7, xmmword ptr [rsp+0x550]
  movaps xmm0, xmm7
  psrlq xmm0, 0x34
  movaps xmm2, xmmword ptr [rsp+0x560]
  movaps xmm9, xmm2
  psrlq xmm9, 0x34
  movaps xmm12, xmmword ptr [rsp+0x570]
  movaps xmm6, xmm12
  psrlq xmm6, 0x34
  movaps xmm4, xmmword ptr [rsp+0x580]
  movaps xmm11, xmm4
  psrlq xmm11, 0x34
  psrlq xmm7, 0x3f
  psrlq xmm2, 0x3f
  psrlq xmm12, 0x3f
  psrlq xmm4, 0x3f
  movaps xmm1, xmmword ptr [rsp+0x110]
  psubq xmm1, xmm7
  movaps xmm7, xmmword ptr [rsp+0x110]
  psubq xmm7, xmm2
  movaps xmm2, xmmword ptr [rsp+0x110]
  psubq xmm2, xmm12
  movaps xmm12, xmmword ptr [rsp+0x110]
  psubq xmm12, xmm4
  psllq xmm1, 0xc
  psllq xmm7, 0xc
  psllq xmm2, 0xc
  psllq xmm12, 0xc
  por xmm0, xmm1
  por xmm9, xmm7
  por xmm6, xmm2
  por xmm11, xmm12
  movaps xmm2, xmmword ptr [rsp+0x120]
  psubq xmm0, xmm2
  psubq xmm9, xmm2
  psubq xmm6, xmm2
  psubq xmm11, xmm2
  pextrq rax, xmm0, 0
  xorpd xmm1, xmm1
  cvtsi2sd xmm1, rax
  pextrq rax, xmm0, 1
  xorpd xmm0, xmm0
  cvtsi2sd xmm0, rax
  pextrq rax, xmm9, 0
  xorpd xmm4, xmm4
  cvtsi2sd xmm4, rax
  pextrq rax, xmm9, 1
  xorpd xmm7, xmm7
  cvtsi2sd xmm7, rax
  pextrq rax, xmm6, 0
  xorpd xmm9, xmm9
  cvtsi2sd xmm9, rax
  pextrq rax, xmm6, 1
  xorpd xmm6, xmm6
  cvtsi2sd xmm6, rax
  pextrq rax, xmm11, 0
  xorpd xmm12, xmm12
  cvtsi2sd xmm12, rax
  pextrq rax, xmm11, 1
  xorpd xmm11, xmm11
  cvtsi2sd xmm11, rax
  unpcklpd xmm1, xmm0
  unpcklpd xmm4, xmm7
  unpcklpd xmm9, xmm6
  unpcklpd xmm12, xmm11
  movaps xmm0, xmmword ptr [rsp+0x510]
  movaps xmm7, xmmword ptr [rsp+0x150]
  cmppd xmm0, xmm7, 1
  movaps xmm6, xmmword ptr [rsp+0x520]
  cmppd xmm6, xmm7, 1
  movaps xmm11, xmmword ptr [rsp+0x530]
  cmppd xmm11, xmm7, 1
  movaps xmm2, xmmword ptr [rsp+0x540]
  cmppd xmm2, xmm7, 1
  movaps xmm7, xmmword ptr [rsp+0x10]
  blendvpd xmm7, xmmword ptr [rsp+0x230]
  movaps xmmword ptr [rsp+0x6a0], xmm8
  movaps xmm8, xmmword ptr [rsp+0x10]
  movaps xmm0, xmm6
  movaps xmm6, xmmword ptr [rsp+0x230]
  blendvpd xmm8, xmm6
  movaps xmm6, xmmword ptr [rsp+0x10]
  movaps xmm0, xmm11
  movaps xmm11, xmmword ptr [rsp+0x230]
  blendvpd xmm6, xmm11
  movaps xmm11, xmmword ptr [rsp+0x10]
  movaps xmm0, xmm2
  movaps xmm2, xmmword ptr [rsp+0x230]
  blendvpd xmm11, xmm2
  subpd xmm1, xmm7
  subpd xmm4, xmm8
  subpd xmm9, xmm6
  subpd xmm12, xmm11
  movaps xmm6, xmmword ptr [rsp+0x140]
  movaps xmm0, xmm6
  cmppd xmm0, xmmword ptr [rsp+0x590], 1
  movaps xmm7, xmm6
  cmppd xmm7, xmmword ptr [rsp+0x5a0], 1
  movaps xmm8, xmm6
  cmppd xmm8, xmmword ptr [rsp+0x5b0], 1
  movaps xmm11, xmm6
  cmppd xmm11, xmmword ptr [rsp+0x5c0], 1
  movaps xmm6, xmmword ptr [rsp+0x10]
  movaps xmm2, xmm6
  blendvpd xmm2, xmmword ptr [rsp+0x50]
  movaps xmm0, xmm7
  movaps xmm7, xmmword ptr [rsp+0x50]
  blendvpd xmm6, xmm7
  movaps xmm7, xmmword ptr [rsp+0x10]
  movaps xmm0, xmm8
  movaps xmm8, xmmword ptr [rsp+0x50]
  blendvpd xmm7, xmm8
  movaps xmm8, xmmword ptr [rsp+0x10]
  movaps xmm0, xmm11
  movaps xmm11, xmmword ptr [rsp+0x50]
  blendvpd xmm8, xmm11
  addpd xmm1, xmm2
  addpd xmm4, xmm6
  addpd xmm9, xmm7
  addpd xmm12, xmm8
  movaps xmm0, xmmword ptr [rsp+0x5d0]
  movaps xmm2, xmmword ptr [rsp+0x220]
  mulpd xmm0, xmm2
  movaps xmm6, xmmword ptr [rsp+0x5e0]
  mulpd xmm6, xmm2
  movaps xmm7, xmmword ptr [rsp+0x5f0]
  mulpd xmm7, xmm2
  movaps xmm8, xmmword ptr [rsp+0x600]
  mulpd xmm8, xmm2
  movaps xmm2, xmm1
  addpd xmm2, xmm0
  movaps xmm11, xmm4
  addpd xmm11, xmm6
  movaps xmmword ptr [rsp+0x690], xmm5
  movaps xmm5, xmm9
  addpd xmm5, xmm7
  movaps xmmword ptr [rsp+0x680], xmm3
  movaps xmm3, xmm12
  addpd xmm3, xmm8
  subpd xmm1, xmm2
  subpd xmm4, xmm11
  subpd xmm9, xmm5
  subpd xmm12, xmm3
  addpd xmm1, xmm0
  addpd xmm4, xmm6
  addpd xmm9, xmm7
  addpd xmm12, xmm8
  addpd xmm10, xmm1
  movaps xmm0, xmmword ptr [rsp+0x680]
  addpd xmm0, xmm4
  movaps xmm1, xmmword ptr [rsp+0x690]
  addpd xmm1, xmm9
  movaps xmm8, xmmword ptr [rsp+0x6a0]
  addpd xmm8, xmm12
  addpd xmm10, xmm2
  movaps xmm2, xmm0
  addpd xmm2, xmm11
  addpd xmm1, xmm5
  addpd xmm8, xmm3
  movaps xmm3, xmmword ptr [rsp+0x440]
  movaps xmm0, xmm3
  movaps xmm4, xmmword ptr [rsp+0x130]
  cmppd xmm0, xmm4, 0
  movaps xmm6, xmmword ptr [rsp+0x450]
  movaps xmm5, xmm6
  cmppd xmm5, xmm4, 0
  movaps xmm7, xmmword ptr [rsp+0x460]
  movaps xmm9, xmm7
  cmppd xmm9, xmm4, 0
  movaps xmm11, xmmword ptr [rsp+0x470]
  movaps xmm12, xmm11
  cmppd xmm12, xmm4, 0
  movaps xmm11, xmmword ptr [rsp+0x250]
  movaps xmm7, xmm11
  blendvpd xmm7, xmm4
  movaps xmm6, xmm11
  movaps xmm0, xmm5
  blendvpd xmm6, xmm4
  movaps xmm5, xmm11
  movaps xmm0, xmm9
  blendvpd xmm5, xmm4
  movaps xmm9, xmm11
  movaps xmm0, xmm12
  blendvpd xmm9, xmm4
  movaps xmm0, xmm3
  movaps xmm12, xmmword ptr [rsp+0x10]
  cmppd xmm0, xmm12, 0
  movaps xmm11, xmmword ptr [rsp+0x450]
  movaps xmm4, xmm11
  cmppd xmm4, xmm12, 0
  movaps xmm11, xmmword ptr [rsp+0x460]
  cmppd xmm11, xmm12, 0
  movaps xmm3, xmmword ptr [rsp+0x470]
  cmppd xmm3, xmm12, 0
  movaps xmm12, xmmword ptr [rsp+0x240]
  blendvpd xmm7, xmm12
  movaps xmm0, xmm4
  blendvpd xmm6, xmm12
  movaps xmm0, xmm11
  blendvpd xmm5, xmm12
  movaps xmm0, xmm3
  blendvpd xmm9, xmm12
  movaps xmm0, xmm7
  test bl, bl
  je .Lwhere11
  movaps xmm0, xmm10
.Lwhere11:
  movaps xmm3, xmm0
  cvtsd2ss xmm3, xmm0
  movaps xmm0, xmm10
  shufpd xmm0, xmm10, 1
  movaps xmm4, xmm7
  shufpd xmm4, xmm7, 1
  test r12b, r12b
  je .Lwhere12
  movaps xmm4, xmm0
.Lwhere12:
  movaps xmm0, xmm4
  cvtsd2ss xmm0, xmm4
  movaps xmm4, xmm6
  test r13b, r13b
  je .Lwhere13
  movaps xmm4, xmm2
.Lwhere13:
  movaps xmm7, xmm4
  cvtsd2ss xmm7, xmm4
  movaps xmm4, xmm2
  shufpd xmm4, xmm2, 1
  movaps xmm2, xmm6
  shufpd xmm2, xmm6, 1
  test r14b, r14b
  je .Lwhere14
  movaps xmm2, xmm4
.Lwhere14:
  movaps xmm4, xmm2
  cvtsd2ss xmm4, xmm2
  movaps xmm2, xmm5
  test r15b, r15b
  je .Lwhere15
  movaps xmm2, xmm1
.Lwhere15:
  movaps xmm6, xmm2
  cvtsd2ss xmm6, xmm2
  movaps xmm2, xmm1
  shufpd xmm2, xmm1, 1
  movaps xmm1, xmm5
  shufpd xmm1, xmm5, 1
  test r8b, r8b
  je .Lwhere16
  movaps xmm1, xmm2
.Lwhere16:
  movaps xmm2, xmm1
  cvtsd2ss xmm2, xmm1
  movaps xmm1, xmm9
  test dl, dl
  je .Lwhere17
  movaps xmm1, xmm8
.Lwhere17:
  movaps xmm5, xmm1
  cvtsd2ss xmm5, xmm1
  movaps xmm1, xmm8
  shufpd xmm1, xmm8, 1
  movaps xmm8, xmm9
  shufpd xmm8, xmm9, 1
  test cl, cl
  je .Lwhere18
  movaps xmm8, xmm1
.Lwhere18:
  movaps xmm1, xmm8
  cvtsd2ss xmm1, xmm8
  insertps xmm3, xmm0, 0x10
  insertps xmm3, xmm7, 0x20
  insertps xmm3, xmm4, 0x30
  insertps xmm6, xmm2, 0x10
  insertps xmm6, xmm5, 0x20
  insertps xmm6, xmm1, 0x30
  mov rdx, qword ptr [rsp+0xe10]
  movdqu xmmword ptr [rdx+rdi*4], xmm3
  movdqu xmmword ptr [rdx+rdi*4+0x10], xmm6
  mov rax, 0x8000000000000000
  movq xmm0, rax
  pshufd xmm0, xmm0, 0x44
  movaps xmm3, xmmword ptr [rsp+0x440]
  movaps xmm1, xmm3
  xorpd xmm1, xmm0
  movaps xmm11, xmmword ptr [rsp+0x450]
  movaps xmm2, xmm11
  xorpd xmm2, xmm0
  movaps xmm7, xmmword ptr [rsp+0x460]
  movaps xmm4, xmm7
  xorpd xmm4, xmm0
  movaps xmm5, xmmword ptr [rsp+0x470]
  movaps xmm6, xmm5
  xorpd xmm6, xmm0
  movaps xmm0, xmm3
  movaps xmm8, xmmword ptr [rsp+0x10]
  cmppd xmm0, xmm8, 1
  movaps xmm9, xmm11
  cmppd xmm9, xmm8, 1
  movaps xmm10, xmm7
  cmppd xmm10, xmm8, 1
  movaps xmm12, xmm5
  cmppd xmm12, xmm8, 1
  blendvpd xmm3, xmm1
  movaps xmm1, xmm11
  movaps xmm0, xmm9
  blendvpd xmm1, xmm2
  movaps xmm2, xmm7
  movaps xmm0, xmm10
  blendvpd xmm2, xmm4
  movaps xmm4, xmm5
  movaps xmm0, xmm12
  blendvpd xmm4, xmm6
  movaps xmm0, xmm3
  movaps xmm6, xmmword ptr [rsp+0x130]
  cmppd xmm0, xmm6, 1
  movaps xmm9, xmm1
  cmppd xmm9, xmm6, 1
  movaps xmm10, xmm2
  cmppd xmm10, xmm6, 1
  movaps xmm12, xmm4
  cmppd xmm12, xmm6, 1
  movaps xmm6, xmm8
  blendvpd xmm6, xmmword ptr [rsp+0x440]
  movaps xmm5, xmm8
  movaps xmm0, xmm9
  blendvpd xmm5, xmm11
  movaps xmm9, xmm8
  movaps xmm0, xmm10
  blendvpd xmm9, xmm7
  movaps xmm10, xmm8
  movaps xmm0, xmm12
  movaps xmm12, xmmword ptr [rsp+0x470]
  blendvpd xmm10, xmm12
  movaps xmm0, xmm6
  movaps xmm12, xmmword ptr [rsp+0x270]
  mulpd xmm0, xmm12
  movaps xmm7, xmm5
  mulpd xmm7, xmm12
  movaps xmm11, xmm9
  mulpd xmm11, xmm12
  movaps xmm8, xmm10
  mulpd xmm8, xmm12
  roundpd xmm12, xmm0, 0xb
  movaps xmmword ptr [rsp+0x6e0], xmm4
  roundpd xmm4, xmm7, 0xb
  movaps xmmword ptr [rsp+0x6d0], xmm2
  roundpd xmm2, xmm11, 0xb
  movaps xmmword ptr [rsp+0x6c0], xmm1
  roundpd xmm1, xmm8, 0xb
  movaps xmmword ptr [rsp+0x6b0], xmm3
  movaps xmm3, xmm0
  subpd xmm3, xmm12
  subpd xmm7, xmm4
  subpd xmm11, xmm2
  subpd xmm8, xmm1
  movaps xmm0, xmmword ptr [rsp+0x40]
  cmppd xmm0, xmm3, 1
  movaps xmmword ptr [rsp+0x720], xmm10
  movaps xmm10, xmmword ptr [rsp+0x40]
  cmppd xmm10, xmm7, 1
  movaps xmmword ptr [rsp+0x710], xmm9
  movaps xmm9, xmmword ptr [rsp+0x40]
  cmppd xmm9, xmm11, 1
  movaps xmmword ptr [rsp+0x700], xmm5
  movaps xmm5, xmmword ptr [rsp+0x40]
  cmppd xmm5, xmm8, 1
  movaps xmmword ptr [rsp+0x6f0], xmm6
  movaps xmm6, xmmword ptr [rsp+0x10]
  blendvpd xmm6, xmmword ptr [rsp+0x50]
  movaps xmmword ptr [rsp+0x730], xmm8
  movaps xmm8, xmmword ptr [rsp+0x10]
  movaps xmm0, xmm10
  movaps xmm10, xmmword ptr [rsp+0x50]
  blendvpd xmm8, xmm10
  movaps xmm10, xmmword ptr [rsp+0x10]
  movaps xmm0, xmm9
  movaps xmm9, xmmword ptr [rsp+0x50]
  blendvpd xmm10, xmm9
  movaps xmm9, xmmword ptr [rsp+0x10]
  movaps xmm0, xmm5
  movaps xmm5, xmmword ptr [rsp+0x50]
  blendvpd xmm9, xmm5
  addpd xmm12, xmm6
  addpd xmm4, xmm8
  addpd xmm2, xmm10
  addpd xmm1, xmm9
  movaps xmm6, xmmword ptr [rsp+0x60]
  cmppd xmm3, xmm6, 1
  cmppd xmm7, xmm6, 1
  cmppd xmm11, xmm6, 1
  movaps xmm8, xmmword ptr [rsp+0x730]
  cmppd xmm8, xmm6, 1
  movaps xmm9, xmmword ptr [rsp+0x10]
  movaps xmm10, xmm9
  movaps xmm0, xmm3
  blendvpd xmm10, xmm5
  movaps xmm3, xmm9
  movaps xmm0, xmm7
  blendvpd xmm3, xmm5
  movaps xmm7, xmm9
  movaps xmm0, xmm11
  blendvpd xmm7, xmm5
  movaps xmm11, xmm9
  movaps xmm0, xmm8
  blendvpd xmm11, xmm5
  subpd xmm12, xmm10
  subpd xmm4, xmm3
  subpd xmm2, xmm7
  subpd xmm1, xmm11
  movaps xmm0, xmm12
  movaps xmm3, xmmword ptr [rsp+0x280]
  mulpd xmm0, xmm3
  movaps xmm7, xmm4
  mulpd xmm7, xmm3
  movaps xmm8, xmm2
  mulpd xmm8, xmm3
  movaps xmm10, xmm1
  mulpd xmm10, xmm3
  roundpd xmm0, xmm0, 0xb
  roundpd xmm7, xmm7, 0xb
  roundpd xmm8, xmm8, 0xb
  roundpd xmm10, xmm10, 0xb
  movaps xmm11, xmmword ptr [rsp+0x290]
  mulpd xmm0, xmm11
  mulpd xmm7, xmm11
  mulpd xmm8, xmm11
  mulpd xmm10, xmm11
  movaps xmm6, xmm12
  subpd xmm6, xmm0
  movaps xmm3, xmm4
  subpd xmm3, xmm7
  movaps xmm7, xmm2
  subpd xmm7, xmm8
  movaps xmm8, xmm1
  subpd xmm8, xmm10
  movaps xmm10, xmm6
  addpd xmm10, xmm11
  movaps xmm5, xmm3
  addpd xmm5, xmm11
  movaps xmm9, xmm7
  addpd xmm9, xmm11
  movaps xmm11, xmm8
  addpd xmm11, xmmword ptr [rsp+0x290]
  movaps xmm0, xmm6
  cmppd xmm0, xmmword ptr [rsp+0x10], 1
  movaps xmmword ptr [rsp+0x760], xmm1
  movaps xmm1, xmm3
  cmppd xmm1, xmmword ptr [rsp+0x10], 1
  movaps xmmword ptr [rsp+0x750], xmm2
  movaps xmm2, xmm7
  cmppd xmm2, xmmword ptr [rsp+0x10], 1
  movaps xmmword ptr [rsp+0x740], xmm4
  movaps xmm4, xmm8
  cmppd xmm4, xmmword ptr [rsp+0x10], 1
  blendvpd xmm6, xmm10
  movaps xmm0, xmm1
  blendvpd xmm3, xmm5
  movaps xmm0, xmm2
  blendvpd xmm7, xmm9
  movaps xmm0, xmm4
  blendvpd xmm8, xmm11
  movaps xmm0, xmm6
  movaps xmm5, xmmword ptr [rsp+0x50]
  cmppd xmm0, xmm5, 0
  movaps xmm1, xmm3
  cmppd xmm1, xmm5, 0
  movaps xmm2, xmm7
  cmppd xmm2, xmm5, 0
  movaps xmm4, xmm8
  cmppd xmm4, xmm5, 0
  packssdw xmm0, xmm1
  packssdw xmm2, xmm4
  packssdw xmm0, xmm2
  movaps xmm1, xmm0
  packsswb xmm1, xmm0
  pabsb xmm0, xmm1
  movaps xmm1, xmm6
  movaps xmm2, xmmword ptr [rsp+0x2a0]
  cmppd xmm1, xmm2, 0
  movaps xmm4, xmm3
  cmppd xmm4, xmm2, 0
  movaps xmm9, xmm7
  cmppd xmm9, xmm2, 0
  movaps xmm10, xmm8
  cmppd xmm10, xmm2, 0
  packssdw xmm1, xmm4
  packssdw xmm9, xmm10
  packssdw xmm1, xmm9
  movaps xmm4, xmm1
  packsswb xmm4, xmm1
  pabsb xmm1, xmm4
  movaps xmm4, xmm0
  por xmm4, xmm1
  pextrb eax, xmm4, 0
  movaps xmm0, xmm12
  movaps xmm1, xmmword ptr [rsp+0x2b0]
  mulpd xmm0, xmm1
  movaps xmm9, xmmword ptr [rsp+0x740]
  movaps xmm10, xmm9
  mulpd xmm10, xmm1
  movaps xmm11, xmmword ptr [rsp+0x750]
  movaps xmm2, xmm11
  mulpd xmm2, xmm1
  movaps xmm5, xmmword ptr [rsp+0x760]
  mulpd xmm5, xmm1
  movaps xmm1, xmmword ptr [rsp+0x6f0]
  subpd xmm1, xmm0
  movaps xmm0, xmmword ptr [rsp+0x700]
  subpd xmm0, xmm10
  movaps xmm10, xmmword ptr [rsp+0x710]
  subpd xmm10, xmm2
  movaps xmm2, xmmword ptr [rsp+0x720]
  subpd xmm2, xmm5
  movaps xmm5, xmm12
  movaps xmm11, xmmword ptr [rsp+0x2c0]
  mulpd xmm5, xmm11
  mulpd xmm9, xmm11
  movaps xmm11, xmmword ptr [rsp+0x750]
  mulpd xmm11, xmmword ptr [rsp+0x2c0]
  movaps xmmword ptr [rsp+0x7a0], xmm8
  movaps xmm8, xmmword ptr [rsp+0x760]
  mulpd xmm8, xmmword ptr [rsp+0x2c0]
  movaps xmmword ptr [rsp+0x790], xmm7
  movaps xmm7, xmm1
  subpd xmm7, xmm5
  movaps xmmword ptr [rsp+0x780], xmm3
  movaps xmm3, xmm0
  subpd xmm3, xmm9
  movaps xmmword ptr [rsp+0x770], xmm6
  movaps xmm6, xmm10
  subpd xmm6, xmm11
  movaps xmmword ptr [rsp+0x7b0], xmm4
  movaps xmm4, xmm2
  subpd xmm4, xmm8
  movaps xmmword ptr [rsp+0x810], xmm8
  movaps xmm8, xmm12
  mulpd xmm8, xmmword ptr [rsp+0x2d0]
  movaps xmmword ptr [rsp+0x800], xmm11
  movaps xmm11, xmmword ptr [rsp+0x740]
  mulpd xmm11, xmmword ptr [rsp+0x2d0]
  movaps xmmword ptr [rsp+0x7f0], xmm9
  movaps xmm9, xmmword ptr [rsp+0x750]
  mulpd xmm9, xmmword ptr [rsp+0x2d0]
  movaps xmmword ptr [rsp+0x7e0], xmm5
  movaps xmm5, xmmword ptr [rsp+0x760]
  mulpd xmm5, xmmword ptr [rsp+0x2d0]
  movaps xmmword ptr [rsp+0x7d0], xmm2
  movaps xmm2, xmm7
  subpd xmm2, xmm8
  movaps xmmword ptr [rsp+0x860], xmm8
  movaps xmm8, xmm3
  subpd xmm8, xmm11
  movaps xmmword ptr [rsp+0x870], xmm11
  movaps xmm11, xmm6
  subpd xmm11, xmm9
  movaps xmmword ptr [rsp+0x880], xmm9
  movaps xmm9, xmm4
  subpd xmm9, xmm5
  mulpd xmm12, xmmword ptr [rsp+0x2e0]
  movaps xmmword ptr [rsp+0x890], xmm5
  movaps xmm5, xmmword ptr [rsp+0x740]
  mulpd xmm5, xmmword ptr [rsp+0x2e0]
  movaps xmmword ptr [rsp+0x850], xmm4
  movaps xmm4, xmmword ptr [rsp+0x750]
  mulpd xmm4, xmmword ptr [rsp+0x2e0]
  movaps xmmword ptr [rsp+0x7c0], xmm10
  movaps xmm10, xmmword ptr [rsp+0x760]
  mulpd xmm10, xmmword ptr [rsp+0x2e0]
  movaps xmmword ptr [rsp+0x8a0], xmm2
  subpd xmm2, xmm12
  movaps xmmword ptr [rsp+0x8e0], xmm12
  movaps xmm12, xmm8
  subpd xmm12, xmm5
  movaps xmmword ptr [rsp+0x8f0], xmm5
  movaps xmm5, xmm11
  subpd xmm5, xmm4
  movaps xmmword ptr [rsp+0x900], xmm4
  movaps xmm4, xmm9
  subpd xmm4, xmm10
  movaps xmmword ptr [rsp+0x910], xmm10
  movaps xmm10, xmm7
  subpd xmm10, xmm1
  movaps xmmword ptr [rsp+0x950], xmm4
  movaps xmm4, xmm3
  subpd xmm4, xmm0
  movaps xmmword ptr [rsp+0x940], xmm5
  movaps xmm5, xmm6
  subpd xmm5, xmmword ptr [rsp+0x7c0]
  movaps xmmword ptr [rsp+0x930], xmm12
  movaps xmm12, xmmword ptr [rsp+0x850]
  subpd xmm12, xmmword ptr [rsp+0x7d0]
  movaps xmmword ptr [rsp+0x920], xmm2
  movaps xmm2, xmm7
  subpd xmm2, xmm10
  movaps xmmword ptr [rsp+0x8d0], xmm9
  movaps xmm9, xmm3
  subpd xmm9, xmm4
  movaps xmmword ptr [rsp+0x840], xmm6
  subpd xmm6, xmm5
  movaps xmmword ptr [rsp+0x8c0], xmm11
  movaps xmm11, xmmword ptr [rsp+0x850]
  subpd xmm11, xmm12
  subpd xmm1, xmm2
  subpd xmm0, xmm9
  movaps xmm2, xmmword ptr [rsp+0x7c0]
  subpd xmm2, xmm6
  movaps xmm6, xmmword ptr [rsp+0x7d0]
  subpd xmm6, xmm11
  mov rcx, 0x8000000000000000
  movq xmm9, rcx
  pshufd xmm9, xmm9, 0x44
  movaps xmm11, xmmword ptr [rsp+0x7e0]
  xorpd xmm11, xmm9
  movaps xmmword ptr [rsp+0x830], xmm3
  movaps xmm3, xmmword ptr [rsp+0x7f0]
  xorpd xmm3, xmm9
  movaps xmmword ptr [rsp+0x8b0], xmm8
  movaps xmm8, xmmword ptr [rsp+0x800]
  xorpd xmm8, xmm9
  movaps xmmword ptr [rsp+0x820], xmm7
  movaps xmm7, xmmword ptr [rsp+0x810]
  xorpd xmm7, xmm9
  subpd xmm11, xmm10
  subpd xmm3, xmm4
  subpd xmm8, xmm5
  subpd xmm7, xmm12
  addpd xmm1, xmm11
  addpd xmm0, xmm3
  addpd xmm2, xmm8
  addpd xmm6, xmm7
  movaps xmm9, xmmword ptr [rsp+0x10]
  movaps xmm3, xmm9
  addpd xmm3, xmm1
  movaps xmm1, xmm9
  addpd xmm1, xmm0
  movaps xmm0, xmm9
  addpd xmm0, xmm2
  movaps xmm2, xmm9
  addpd xmm2, xmm6
  movaps xmm4, xmmword ptr [rsp+0x8a0]
  movaps xmm5, xmm4
  movaps xmm7, xmmword ptr [rsp+0x820]
  subpd xmm5, xmm7
  movaps xmm8, xmmword ptr [rsp+0x8b0]
  movaps xmm6, xmm8
  movaps xmm10, xmmword ptr [rsp+0x830]
  subpd xmm6, xmm10
  movaps xmm11, xmmword ptr [rsp+0x8c0]
  movaps xmm12, xmm11
  movaps xmm9, xmmword ptr [rsp+0x840]
  subpd xmm12, xmm9
  movaps xmm9, xmmword ptr [rsp+0x8d0]
  movaps xmm10, xmm9
  subpd xmm10, xmmword ptr [rsp+0x850]
  subpd xmm4, xmm5
  subpd xmm8, xmm6
  subpd xmm11, xmm12
  subpd xmm9, xmm10
  subpd xmm7, xmm4
  movaps xmm4, xmmword ptr [rsp+0x830]
  subpd xmm4, xmm8
  movaps xmm8, xmmword ptr [rsp+0x840]
  subpd xmm8, xmm11
  movaps xmm11, xmmword ptr [rsp+0x850]
  subpd xmm11, xmm9
  mov rcx, 0x8000000000000000
  movq xmm9, rcx
  pshufd xmm9, xmm9, 0x44
  movaps xmmword ptr [rsp+0x990], xmm2
  movaps xmm2, xmmword ptr [rsp+0x860]
  xorpd xmm2, xmm9
  movaps xmmword ptr [rsp+0x980], xmm0
  movaps xmm0, xmmword ptr [rsp+0x870]
  xorpd xmm0, xmm9
  movaps xmmword ptr [rsp+0x970], xmm1
  movaps xmm1, xmmword ptr [rsp+0x880]
  xorpd xmm1, xmm9
  movaps xmmword ptr [rsp+0x960], xmm3
  movaps xmm3, xmmword ptr [rsp+0x890]
  xorpd xmm3, xmm9
  subpd xmm2, xmm5
  subpd xmm0, xmm6
  subpd xmm1, xmm12
  subpd xmm3, xmm10
  addpd xmm7, xmm2
  addpd xmm4, xmm0
  addpd xmm8, xmm1
  addpd xmm11, xmm3
  movaps xmm3, xmmword ptr [rsp+0x960]
  addpd xmm3, xmm7
  movaps xmm1, xmmword ptr [rsp+0x970]
  addpd xmm1, xmm4
  movaps xmm0, xmmword ptr [rsp+0x980]
  addpd xmm0, xmm8
  movaps xmm2, xmmword ptr [rsp+0x990]
  addpd xmm2, xmm11
  movaps xmm4, xmmword ptr [rsp+0x920]
  movaps xmm5, xmm4
  movaps xmm6, xmmword ptr [rsp+0x8a0]
  subpd xmm5, xmm6
  movaps xmm12, xmmword ptr [rsp+0x930]
  movaps xmm7, xmm12
  movaps xmm8, xmmword ptr [rsp+0x8b0]
  subpd xmm7, xmm8
  movaps xmm9, xmmword ptr [rsp+0x940]
  movaps xmm10, xmm9
  movaps xmm11, xmmword ptr [rsp+0x8c0]
  subpd xmm10, xmm11
  movaps xmm11, xmmword ptr [rsp+0x950]
  movaps xmm8, xmm11
  subpd xmm8, xmmword ptr [rsp+0x8d0]
  subpd xmm4, xmm5
  subpd xmm12, xmm7
  subpd xmm9, xmm10
  subpd xmm11, xmm8
  subpd xmm6, xmm4
  movaps xmm4, xmmword ptr [rsp+0x8b0]
  subpd xmm4, xmm12
  movaps xmm12, xmmword ptr [rsp+0x8c0]
  subpd xmm12, xmm9
  movaps xmm9, xmmword ptr [rsp+0x8d0]
  subpd xmm9, xmm11
  mov rcx, 0x8000000000000000
  movq xmm11, rcx
  pshufd xmm11, xmm11, 0x44
  movaps xmmword ptr [rsp+0x9d0], xmm2
  movaps xmm2, xmmword ptr [rsp+0x8e0]
  xorpd xmm2, xmm11
  movaps xmmword ptr [rsp+0x9c0], xmm0
  movaps xmm0, xmmword ptr [rsp+0x8f0]
  xorpd xmm0, xmm11
  movaps xmmword ptr [rsp+0x9b0], xmm1
  movaps xmm1, xmmword ptr [rsp+0x900]
  xorpd xmm1, xmm11
  movaps xmmword ptr [rsp+0x9a0], xmm3
  movaps xmm3, xmmword ptr [rsp+0x910]
  xorpd xmm3, xmm11
  subpd xmm2, xmm5
  subpd xmm0, xmm7
  subpd xmm1, xmm10
  subpd xmm3, xmm8
  addpd xmm6, xmm2
  addpd xmm4, xmm0
  addpd xmm12, xmm1
  addpd xmm9, xmm3
  movaps xmm3, xmmword ptr [rsp+0x9a0]
  addpd xmm3, xmm6
  movaps xmm1, xmmword ptr [rsp+0x9b0]
  addpd xmm1, xmm4
  movaps xmm2, xmmword ptr [rsp+0x9c0]
  addpd xmm2, xmm12
  movaps xmm4, xmmword ptr [rsp+0x9d0]
  addpd xmm4, xmm9
  movaps xmm5, xmmword ptr [rsp+0x920]
  movaps xmm6, xmm5
  addpd xmm6, xmm3
  movaps xmm12, xmmword ptr [rsp+0x930]
  movaps xmm7, xmm12
  addpd xmm7, xmm1
  movaps xmm9, xmmword ptr [rsp+0x940]
  movaps xmm8, xmm9
  addpd xmm8, xmm2
  movaps xmm11, xmmword ptr [rsp+0x950]
  movaps xmm10, xmm11
  addpd xmm10, xmm4
  movaps xmm11, xmmword ptr [rsp+0x50]
  movaps xmm0, xmm11
  minpd xmm0, xmm6
  movaps xmm9, xmm11
  minpd xmm9, xmm7
  movaps xmm12, xmm11
  minpd xmm12, xmm8
  movaps xmm5, xmm11
  minpd xmm5, xmm10
  movaps xmm11, xmm6
  cmppd xmm11, xmmword ptr [rsp+0x2f0], 1
  movaps xmmword ptr [rsp+0xa10], xmm4
  movaps xmm4, xmm7
  cmppd xmm4, xmmword ptr [rsp+0x2f0], 1
  movaps xmmword ptr [rsp+0xa00], xmm2
  movaps xmm2, xmm8
  cmppd xmm2, xmmword ptr [rsp+0x2f0], 1
  movaps xmmword ptr [rsp+0x9f0], xmm1
  movaps xmm1, xmm10
  cmppd xmm1, xmmword ptr [rsp+0x2f0], 1
  movaps xmmword ptr [rsp+0x9e0], xmm3
  movaps xmm3, xmm0
  movaps xmm0, xmm11
  movaps xmm11, xmmword ptr [rsp+0x2f0]
  blendvpd xmm3, xmm11
  movaps xmm0, xmm4
  blendvpd xmm9, xmm11
  movaps xmm0, xmm2
  blendvpd xmm12, xmm11
  movaps xmm0, xmm1
  blendvpd xmm5, xmm11
  movaps xmm1, xmm3
  mulpd xmm1, xmm3
  movaps xmm2, xmm9
  mulpd xmm2, xmm9
  movaps xmm4, xmm12
  mulpd xmm4, xmm12
  movaps xmm11, xmm5
  mulpd xmm11, xmm5
  movaps xmm0, xmm1
  mulpd xmm0, xmmword ptr [rsp+0x40]
  movaps xmmword ptr [rsp+0xa90], xmm5
  movaps xmm5, xmm2
  mulpd xmm5, xmmword ptr [rsp+0x40]
  movaps xmmword ptr [rsp+0xa80], xmm12
  movaps xmm12, xmm4
  mulpd xmm12, xmmword ptr [rsp+0x40]
  movaps xmmword ptr [rsp+0xa70], xmm9
  movaps xmm9, xmm11
  mulpd xmm9, xmmword ptr [rsp+0x40]
  movaps xmmword ptr [rsp+0xa60], xmm3
  movaps xmm3, xmmword ptr [rsp+0x50]
  subpd xmm3, xmm0
  movaps xmmword ptr [rsp+0xa50], xmm10
  movaps xmm10, xmmword ptr [rsp+0x50]
  subpd xmm10, xmm5
  movaps xmmword ptr [rsp+0xa40], xmm8
  movaps xmm8, xmmword ptr [rsp+0x50]
  subpd xmm8, xmm12
  movaps xmmword ptr [rsp+0xa30], xmm7
  movaps xmm7, xmmword ptr [rsp+0x50]
  subpd xmm7, xmm9
  movaps xmmword ptr [rsp+0xa20], xmm6
  movaps xmm6, xmmword ptr [rsp+0x50]
  subpd xmm6, xmm3
  movaps xmmword ptr [rsp+0xae0], xmm3
  movaps xmm3, xmmword ptr [rsp+0x50]
  subpd xmm3, xmm10
  movaps xmmword ptr [rsp+0xaf0], xmm10
  movaps xmm10, xmmword ptr [rsp+0x50]
  subpd xmm10, xmm8
  movaps xmmword ptr [rsp+0xb00], xmm8
  movaps xmm8, xmmword ptr [rsp+0x50]
  subpd xmm8, xmm7
  subpd xmm6, xmm0
  subpd xmm3, xmm5
  subpd xmm10, xmm12
  subpd xmm8, xmm9
  movaps xmm0, xmm1
  mulpd xmm0, xmm1
  movaps xmm5, xmm2
  mulpd xmm5, xmm2
  movaps xmm9, xmm4
  mulpd xmm9, xmm4
  movaps xmm12, xmm11
  mulpd xmm12, xmm11
  movaps xmmword ptr [rsp+0xb10], xmm7
  movaps xmm7, xmmword ptr [rsp+0x300]
  mulpd xmm7, xmm1
  movaps xmmword ptr [rsp+0xb50], xmm8
  movaps xmm8, xmmword ptr [rsp+0x300]
  mulpd xmm8, xmm2
  movaps xmmword ptr [rsp+0xb40], xmm10
  movaps xmm10, xmmword ptr [rsp+0x300]
  mulpd xmm10, xmm4
  movaps xmmword ptr [rsp+0xb30], xmm3
  movaps xmm3, xmmword ptr [rsp+0x300]
  mulpd xmm3, xmm11
  addpd xmm7, xmmword ptr [rsp+0x310]
  addpd xmm8, xmmword ptr [rsp+0x310]
  addpd xmm10, xmmword ptr [rsp+0x310]
  addpd xmm3, xmmword ptr [rsp+0x310]
  mulpd xmm7, xmm1
  mulpd xmm8, xmm2
  mulpd xmm10, xmm4
  mulpd xmm3, xmm11
  addpd xmm7, xmmword ptr [rsp+0x320]
  addpd xmm8, xmmword ptr [rsp+0x320]
  addpd xmm10, xmmword ptr [rsp+0x320]
  addpd xmm3, xmmword ptr [rsp+0x320]
  mulpd xmm7, xmm1
  mulpd xmm8, xmm2
  mulpd xmm10, xmm4
  mulpd xmm3, xmm11
  addpd xmm7, xmmword ptr [rsp+0x330]
  addpd xmm8, xmmword ptr [rsp+0x330]
  addpd xmm10, xmmword ptr [rsp+0x330]
  addpd xmm3, xmmword ptr [rsp+0x330]
  mulpd xmm7, xmm1
  mulpd xmm8, xmm2
  mulpd xmm10, xmm4
  mulpd xmm3, xmm11
  addpd xmm7, xmmword ptr [rsp+0x340]
  addpd xmm8, xmmword ptr [rsp+0x340]
  addpd xmm10, xmmword ptr [rsp+0x340]
  addpd xmm3, xmmword ptr [rsp+0x340]
  movaps xmmword ptr [rsp+0xad0], xmm11
  movaps xmm11, xmm0
  mulpd xmm11, xmm7
  mulpd xmm5, xmm8
  mulpd xmm9, xmm10
  mulpd xmm12, xmm3
  movaps xmm0, xmmword ptr [rsp+0xa20]
  subpd xmm0, xmmword ptr [rsp+0x920]
  movaps xmm7, xmmword ptr [rsp+0xa30]
  subpd xmm7, xmmword ptr [rsp+0x930]
  movaps xmm8, xmmword ptr [rsp+0xa40]
  subpd xmm8, xmmword ptr [rsp+0x940]
  movaps xmm10, xmmword ptr [rsp+0xa50]
  subpd xmm10, xmmword ptr [rsp+0x950]
  movaps xmm3, xmmword ptr [rsp+0x9e0]
  subpd xmm3, xmm0
  movaps xmm0, xmmword ptr [rsp+0x9f0]
  subpd xmm0, xmm7
  movaps xmm7, xmmword ptr [rsp+0xa00]
  subpd xmm7, xmm8
  movaps xmm8, xmmword ptr [rsp+0xa10]
  subpd xmm8, xmm10
  movaps xmm10, xmmword ptr [rsp+0x360]
  minpd xmm10, xmm3
  movaps xmmword ptr [rsp+0xac0], xmm4
  movaps xmm4, xmmword ptr [rsp+0x360]
  minpd xmm4, xmm0
  movaps xmmword ptr [rsp+0xab0], xmm2
  movaps xmm2, xmmword ptr [rsp+0x360]
  minpd xmm2, xmm7
  movaps xmmword ptr [rsp+0xaa0], xmm1
  movaps xmm1, xmmword ptr [rsp+0x360]
  minpd xmm1, xmm8
  cmppd xmm3, xmmword ptr [rsp+0x350], 1
  movaps xmmword ptr [rsp+0xb20], xmm6
  movaps xmm6, xmm0
  cmppd xmm6, xmmword ptr [rsp+0x350], 1
  cmppd xmm7, xmmword ptr [rsp+0x350], 1
  cmppd xmm8, xmmword ptr [rsp+0x350], 1
  movaps xmm0, xmm3
  movaps xmm3, xmmword ptr [rsp+0x350]
  blendvpd xmm10, xmm3
  movaps xmm0, xmm6
  blendvpd xmm4, xmm3
  movaps xmm0, xmm7
  blendvpd xmm2, xmm3
  movaps xmm0, xmm8
  blendvpd xmm1, xmm3
  movaps xmm0, xmmword ptr [rsp+0xa60]
  movaps xmm6, xmm0
  mulpd xmm6, xmm10
  movaps xmm7, xmmword ptr [rsp+0xa70]
  movaps xmm8, xmm7
  mulpd xmm8, xmm4
  movaps xmm3, xmmword ptr [rsp+0xa80]
  mulpd xmm3, xmm2
  movaps xmm7, xmmword ptr [rsp+0xa90]
  mulpd xmm7, xmm1
  subpd xmm11, xmm6
  subpd xmm5, xmm8
  subpd xmm9, xmm3
  subpd xmm12, xmm7
  movaps xmm6, xmmword ptr [rsp+0xb20]
  addpd xmm6, xmm11
  movaps xmm3, xmmword ptr [rsp+0xb30]
  addpd xmm3, xmm5
  movaps xmm5, xmmword ptr [rsp+0xb40]
  addpd xmm5, xmm9
  movaps xmm8, xmmword ptr [rsp+0xb50]
  addpd xmm8, xmm12
  movaps xmm7, xmmword ptr [rsp+0xae0]
  addpd xmm7, xmm6
  movaps xmm6, xmmword ptr [rsp+0xaf0]
  addpd xmm6, xmm3
  movaps xmm3, xmmword ptr [rsp+0xb00]
  addpd xmm3, xmm5
  movaps xmm5, xmmword ptr [rsp+0xb10]
  addpd xmm5, xmm8
  movaps xmm8, xmm10
  movaps xmm9, xmmword ptr [rsp+0x40]
  mulpd xmm8, xmm9
  movaps xmm11, xmm4
  mulpd xmm11, xmm9
  movaps xmm12, xmm2
  mulpd xmm12, xmm9
  movaps xmm0, xmm1
  mulpd xmm0, xmm9
  movaps xmm9, xmmword ptr [rsp+0xaa0]
  mulpd xmm9, xmmword ptr [rsp+0xa60]
  movaps xmmword ptr [rsp+0xbc0], xmm5
  movaps xmm5, xmmword ptr [rsp+0xab0]
  mulpd xmm5, xmmword ptr [rsp+0xa70]
  movaps xmmword ptr [rsp+0xbb0], xmm3
  movaps xmm3, xmmword ptr [rsp+0xac0]
  mulpd xmm3, xmmword ptr [rsp+0xa80]
  movaps xmmword ptr [rsp+0xba0], xmm6
  movaps xmm6, xmmword ptr [rsp+0xad0]
  mulpd xmm6, xmmword ptr [rsp+0xa90]
  movaps xmmword ptr [rsp+0xb90], xmm7
  movaps xmm7, xmmword ptr [rsp+0x370]
  mulpd xmm7, xmmword ptr [rsp+0xaa0]
  movaps xmmword ptr [rsp+0xb80], xmm1
  movaps xmm1, xmmword ptr [rsp+0x370]
  mulpd xmm1, xmmword ptr [rsp+0xab0]
  movaps xmmword ptr [rsp+0xb70], xmm2
  movaps xmm2, xmmword ptr [rsp+0x370]
  mulpd xmm2, xmmword ptr [rsp+0xac0]
  movaps xmmword ptr [rsp+0xb60], xmm4
  movaps xmm4, xmmword ptr [rsp+0x370]
  mulpd xmm4, xmmword ptr [rsp+0xad0]
  addpd xmm7, xmmword ptr [rsp+0x380]
  addpd xmm1, xmmword ptr [rsp+0x380]
  addpd xmm2, xmmword ptr [rsp+0x380]
  addpd xmm4, xmmword ptr [rsp+0x380]
  mulpd xmm7, xmmword ptr [rsp+0xaa0]
  mulpd xmm1, xmmword ptr [rsp+0xab0]
  mulpd xmm2, xmmword ptr [rsp+0xac0]
  mulpd xmm4, xmmword ptr [rsp+0xad0]
  addpd xmm7, xmmword ptr [rsp+0x390]
  addpd xmm1, xmmword ptr [rsp+0x390]
  addpd xmm2, xmmword ptr [rsp+0x390]
  addpd xmm4, xmmword ptr [rsp+0x390]
  mulpd xmm7, xmmword ptr [rsp+0xaa0]
  mulpd xmm1, xmmword ptr [rsp+0xab0]
  mulpd xmm2, xmmword ptr [rsp+0xac0]
  mulpd xmm4, xmmword ptr [rsp+0xad0]
  addpd xmm7, xmmword ptr [rsp+0x3a0]
  addpd xmm1, xmmword ptr [rsp+0x3a0]
  addpd xmm2, xmmword ptr [rsp+0x3a0]
  addpd xmm4, xmmword ptr [rsp+0x3a0]
  movaps xmmword ptr [rsp+0xbd0], xmm9
  mulpd xmm9, xmm7
  movaps xmm7, xmm5
  mulpd xmm7, xmm1
  movaps xmm1, xmm3
  mulpd xmm1, xmm2
  movaps xmm2, xmm6
  mulpd xmm2, xmm4
  subpd xmm8, xmm9
  subpd xmm11, xmm7
  subpd xmm12, xmm1
  subpd xmm0, xmm2
  movaps xmm9, xmmword ptr [rsp+0xaa0]
  mulpd xmm9, xmm8
  movaps xmm2, xmmword ptr [rsp+0xab0]
  mulpd xmm2, xmm11
  movaps xmm4, xmmword ptr [rsp+0xac0]
  mulpd xmm4, xmm12
  movaps xmm11, xmmword ptr [rsp+0xad0]
  mulpd xmm11, xmm0
  subpd xmm9, xmm10
  subpd xmm2, xmmword ptr [rsp+0xb60]
  subpd xmm4, xmmword ptr [rsp+0xb70]
  subpd xmm11, xmmword ptr [rsp+0xb80]
  movaps xmm0, xmmword ptr [rsp+0xbd0]
  movaps xmm1, xmmword ptr [rsp+0x3b0]
  mulpd xmm0, xmm1
  mulpd xmm5, xmm1
  mulpd xmm3, xmm1
  mulpd xmm6, xmm1
  subpd xmm9, xmm0
  subpd xmm2, xmm5
  subpd xmm4, xmm3
  subpd xmm11, xmm6
  movaps xmm0, xmmword ptr [rsp+0xa60]
  subpd xmm0, xmm9
  movaps xmm7, xmmword ptr [rsp+0xa70]
  subpd xmm7, xmm2
  movaps xmm3, xmmword ptr [rsp+0xa80]
  subpd xmm3, xmm4
  movaps xmm5, xmmword ptr [rsp+0xa90]
  subpd xmm5, xmm11
  movaps xmm2, xmm0
  test al, al
  movaps xmm4, xmmword ptr [rsp+0xb90]
  je .Lwhere19
  movaps xmm2, xmm4
.Lwhere19:
  movaps xmm6, xmmword ptr [rsp+0x7b0]
  pextrb eax, xmm6, 1
  movaps xmm8, xmm4
  shufpd xmm8, xmm4, 1
  movaps xmm4, xmm0
  shufpd xmm4, xmm0, 1
  test al, al
  je .Lwhere20
  movaps xmm4, xmm8
.Lwhere20:
  pextrb eax, xmm6, 2
  movaps xmm0, xmm7
  test al, al
  movaps xmm8, xmmword ptr [rsp+0xba0]
  je .Lwhere21
  movaps xmm0, xmm8
.Lwhere21:
  pextrb eax, xmm6, 3
  movaps xmm9, xmm8
  shufpd xmm9, xmm8, 1
  movaps xmm8, xmm7
  shufpd xmm8, xmm7, 1
  test al, al
  je .Lwhere22
  movaps xmm8, xmm9
.Lwhere22:
  pextrb eax, xmm6, 4
  movaps xmm7, xmm3
  test al, al
  movaps xmm9, xmmword ptr [rsp+0xbb0]
  je .Lwhere23
  movaps xmm7, xmm9
.Lwhere23:
  pextrb eax, xmm6, 5
  movaps xmm10, xmm9
  shufpd xmm10, xmm9, 1
  movaps xmm9, xmm3
  shufpd xmm9, xmm3, 1
  test al, al
  je .Lwhere24
  movaps xmm9, xmm10
.Lwhere24:
  pextrb eax, xmm6, 6
  movaps xmm3, xmm5
  test al, al
  movaps xmm10, xmmword ptr [rsp+0xbc0]
  je .Lwhere25
  movaps xmm3, xmm10
.Lwhere25:
  pextrb eax, xmm6, 7
  movaps xmm6, xmm10
  shufpd xmm6, xmm10, 1
  movaps xmm10, xmm5
  shufpd xmm10, xmm5, 1
  test al, al
  je .Lwhere26
  movaps xmm10, xmm6
.Lwhere26:
  unpcklpd xmm2, xmm4
  movaps xmm4, xmm0
  unpcklpd xmm4, xmm8
  unpcklpd xmm7, xmm9
  unpcklpd xmm3, xmm10
  mov rax, 0x8000000000000000
  movq xmm0, rax
  pshufd xmm0, xmm0, 0x44
  movaps xmm5, xmm2
  xorpd xmm5, xmm0
  movaps xmm6, xmm4
  xorpd xmm6, xmm0
  movaps xmm8, xmm7
  xorpd xmm8, xmm0
  movaps xmm9, xmm3
  xorpd xmm9, xmm0
  movaps xmm10, xmmword ptr [rsp+0x260]
  movaps xmm0, xmm10
  cmppd xmm0, xmmword ptr [rsp+0x770], 1
  movaps xmm11, xmm10
  cmppd xmm11, xmmword ptr [rsp+0x780], 1
  movaps xmm12, xmm10
  cmppd xmm12, xmmword ptr [rsp+0x790], 1
  cmppd xmm10, xmmword ptr [rsp+0x7a0], 1
  blendvpd xmm2, xmm5
  movaps xmm0, xmm11
  blendvpd xmm4, xmm6
  movaps xmm0, xmm12
  blendvpd xmm7, xmm8
  movaps xmm0, xmm10
  blendvpd xmm3, xmm9
  movaps xmm5, xmmword ptr [rsp+0x440]
  movaps xmm0, xmm5
  movaps xmm9, xmmword ptr [rsp+0x10]
  cmppd xmm0, xmm9, 0
  movaps xmm11, xmmword ptr [rsp+0x450]
  movaps xmm6, xmm11
  cmppd xmm6, xmm9, 0
  movaps xmm8, xmmword ptr [rsp+0x460]
  movaps xmm10, xmm8
  cmppd xmm10, xmm9, 0
  movaps xmm12, xmmword ptr [rsp+0x470]
  movaps xmm1, xmm12
  cmppd xmm1, xmm9, 0
  blendvpd xmm2, xmm5
  movaps xmm0, xmm6
  blendvpd xmm4, xmm11
  movaps xmm0, xmm10
  blendvpd xmm7, xmm8
  movaps xmm0, xmm1
  blendvpd xmm3, xmm12
  movaps xmm0, xmmword ptr [rsp+0x6b0]
  movaps xmm6, xmmword ptr [rsp+0x130]
  cmppd xmm0, xmm6, 1
  movaps xmm1, xmmword ptr [rsp+0x6c0]
  cmppd xmm1, xmm6, 1
  movaps xmm5, xmmword ptr [rsp+0x6d0]
  cmppd xmm5, xmm6, 1
  movaps xmm8, xmmword ptr [rsp+0x6e0]
  cmppd xmm8, xmm6, 1
  movaps xmm11, xmmword ptr [rsp+0x250]
  movaps xmm10, xmm11
  blendvpd xmm10, xmm2
  movaps xmm2, xmm11
  movaps xmm0, xmm1
  blendvpd xmm2, xmm4
  movaps xmm1, xmm11
  movaps xmm0, xmm5
  blendvpd xmm1, xmm7
  movaps xmm4, xmm11
  movaps xmm0, xmm8
  blendvpd xmm4, xmm3
  movaps xmm0, xmm10
  cvtsd2ss xmm0, xmm10
  movaps xmm3, xmm10
  shufpd xmm3, xmm10, 1
  movaps xmm5, xmm3
  cvtsd2ss xmm5, xmm3
  movaps xmm3, xmm2
  cvtsd2ss xmm3, xmm2
  movaps xmm7, xmm2
  shufpd xmm7, xmm2, 1
  movaps xmm2, xmm7
  cvtsd2ss xmm2, xmm7
  movaps xmm7, xmm1
  cvtsd2ss xmm7, xmm1
  movaps xmm8, xmm1
  shufpd xmm8, xmm1, 1
  movaps xmm1, xmm8
  cvtsd2ss xmm1, xmm8
  movaps xmm8, xmm4
  cvtsd2ss xmm8, xmm4
  movaps xmm10, xmm4
  shufpd xmm10, xmm4, 1
  movaps xmm4, xmm10
  cvtsd2ss xmm4, xmm10
  insertps xmm0, xmm5, 0x10
  insertps xmm0, xmm3, 0x20
  insertps xmm0, xmm2, 0x30
  insertps xmm7, xmm1, 0x10
  insertps xmm7, xmm8, 0x20
  insertps xmm7, xmm4, 0x30
  mov r8, qword ptr [rsp+0xe18]
  movdqu xmmword ptr [r8+rdi*4], xmm0
  movdqu xmmword ptr [r8+rdi*4+0x10], xmm7
  add esi, 1
  cmp esi, 4
  jl .Lloop1
.Ldone2:
  movaps xmm6, xmmword ptr [rsp+0xbe0]
  movaps xmm7, xmmword ptr [rsp+0xbf0]
  movaps xmm8, xmmword ptr [rsp+0xc00]
  movaps xmm9, xmmword ptr [rsp+0xc10]
  movaps xmm10, xmmword ptr [rsp+0xc20]
  movaps xmm11, xmmword ptr [rsp+0xc30]
  movaps xmm12, xmmword ptr [rsp+0xc40]
  movaps xmm15, xmmword ptr [rsp+0xc50]
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
