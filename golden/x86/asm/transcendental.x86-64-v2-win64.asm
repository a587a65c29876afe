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
  sub rsp, 0xe20
  movaps xmmword ptr [rsp+0xb70], xmm6
  movaps xmmword ptr [rsp+0xb80], xmm7
  movaps xmmword ptr [rsp+0xb90], xmm8
  movaps xmmword ptr [rsp+0xba0], xmm9
  movaps xmmword ptr [rsp+0xbb0], xmm10
  movaps xmmword ptr [rsp+0xbc0], xmm11
  movaps xmmword ptr [rsp+0xbd0], xmm12
  movaps xmmword ptr [rsp+0xbe0], xmm15
  mov qword ptr [rsp+0xd98], rdx
  mov qword ptr [rsp+0xda0], r8
  mov rax, r9
  mov rsi, 0x3e7b5253d395e7c4
  mov qword ptr [rsp+0xbf0], rsi
  mov rsi, 0xc090e00000000000
  mov qword ptr [rsp+0xbf8], rsi
  mov rsi, 0x4090180000000000
  mov qword ptr [rsp+0xc00], rsi
  mov rsi, 0x3fe0000000000000
  mov qword ptr [rsp+0xc08], rsi
  mov rsi, 0x3ff0000000000000
  mov qword ptr [rsp+0xc10], rsi
  mov rsi, 0xbfe0000000000000
  mov qword ptr [rsp+0xc18], rsi
  mov rsi, 0x3eb62c0223a5c824
  mov qword ptr [rsp+0xc20], rsi
  mov rsi, 0x3eeffcbfc588b0c7
  mov qword ptr [rsp+0xc28], rsi
  mov rsi, 0x3f2430912f86c787
  mov qword ptr [rsp+0xc30], rsi
  mov rsi, 0x3f55d87fe78a6731
  mov qword ptr [rsp+0xc38], rsi
  mov rsi, 0x3f83b2ab6fba4e77
  mov qword ptr [rsp+0xc40], rsi
  mov rsi, 0x3fac6b08d704a0c0
  mov qword ptr [rsp+0xc48], rsi
  mov rsi, 0x3fcebfbdff82c58f
  mov qword ptr [rsp+0xc50], rsi
  mov rsi, 0x3fe62e42fefa39ef
  mov qword ptr [rsp+0xc58], rsi
  mov rsi, 0x7ff0000000000000
  mov qword ptr [rsp+0xc60], rsi
  mov rsi, 0x3ff6a09e667f3bcd
  mov qword ptr [rsp+0xc68], rsi
  mov rsi, 0x10000000000000
  mov qword ptr [rsp+0xc70], rsi
  mov rsi, 0x4350000000000000
  mov qword ptr [rsp+0xc78], rsi
  mov rsi, 0x4000000000000000
  mov qword ptr [rsp+0xc80], rsi
  mov rsi, 0x3fc3b13b13b13b14
  mov qword ptr [rsp+0xc88], rsi
  mov rsi, 0x3fc745d1745d1746
  mov qword ptr [rsp+0xc90], rsi
  mov rsi, 0x3fcc71c71c71c71c
  mov qword ptr [rsp+0xc98], rsi
  mov rsi, 0x3fd2492492492492
  mov qword ptr [rsp+0xca0], rsi
  mov rsi, 0x3fd999999999999a
  mov qword ptr [rsp+0xca8], rsi
  mov rsi, 0x3fe5555555555555
  mov qword ptr [rsp+0xcb0], rsi
  mov rsi, 0x3de705fc2eefa200
  mov qword ptr [rsp+0xcb8], rsi
  mov rsi, 0x3ff7154765200000
  mov qword ptr [rsp+0xcc0], rsi
  mov rsi, 0x404b000000000000
  mov qword ptr [rsp+0xcc8], rsi
  mov rsi, 0xfff0000000000000
  mov qword ptr [rsp+0xcd0], rsi
  mov rsi, 0x7ff8000000000000
  mov qword ptr [rsp+0xcd8], rsi
  mov rsi, 0x3ff8000000000000
  mov qword ptr [rsp+0xce0], rsi
  mov rsi, 0x3fe45f306dc9c883
  mov qword ptr [rsp+0xce8], rsi
  mov rsi, 0x3fd0000000000000
  mov qword ptr [rsp+0xcf0], rsi
  mov rsi, 0x4010000000000000
  mov qword ptr [rsp+0xcf8], rsi
  mov rsi, 0x4008000000000000
  mov qword ptr [rsp+0xd00], rsi
  mov rsi, 0x3ff921fb40000000
  mov qword ptr [rsp+0xd08], rsi
  mov rsi, 0x3e74442d00000000
  mov qword ptr [rsp+0xd10], rsi
  mov rsi, 0x3cf8469880000000
  mov qword ptr [rsp+0xd18], rsi
  mov rsi, 0x3b78cc51701b839a
  mov qword ptr [rsp+0xd20], rsi
  mov rsi, 0xbff0000000000000
  mov qword ptr [rsp+0xd28], rsi
  mov rsi, 0x3e21eed8eff8d898
  mov qword ptr [rsp+0xd30], rsi
  mov rsi, 0xbe927e4fb7789f5c
  mov qword ptr [rsp+0xd38], rsi
  mov rsi, 0x3efa01a01a01a01a
  mov qword ptr [rsp+0xd40], rsi
  mov rsi, 0xbf56c16c16c16c17
  mov qword ptr [rsp+0xd48], rsi
  mov rsi, 0x3fa5555555555555
  mov qword ptr [rsp+0xd50], rsi
  mov rsi, 0xbd70000000000000
  mov qword ptr [rsp+0xd58], rsi
  mov rsi, 0x3d70000000000000
  mov qword ptr [rsp+0xd60], rsi
  mov rsi, 0xbe5ae64567f544e4
  mov qword ptr [rsp+0xd68], rsi
  mov rsi, 0x3ec71de3a556c734
  mov qword ptr [rsp+0xd70], rsi
  mov rsi, 0xbf2a01a01a01a01a
  mov qword ptr [rsp+0xd78], rsi
  mov rsi, 0x3f81111111111111
  mov qword ptr [rsp+0xd80], rsi
  mov rsi, 0xbfc5555555555555
  mov qword ptr [rsp+0xd88], rsi
  movq xmm0, qword ptr [rsp+0xbf0]
  pshufd xmm1, xmm0, 0x44
  xorps xmm0, xmm0
  pshufd xmm2, xmm0, 0x44
  movaps xmmword ptr [rsp+0x10], xmm2
  movq xmm0, qword ptr [rsp+0xbf8]
  pshufd xmm3, xmm0, 0x44
  movq xmm0, qword ptr [rsp+0xc00]
  pshufd xmm4, xmm0, 0x44
  movq xmm0, qword ptr [rsp+0xc08]
  pshufd xmm5, xmm0, 0x44
  movq xmm0, qword ptr [rsp+0xc10]
  pshufd xmm6, xmm0, 0x44
  movq xmm0, qword ptr [rsp+0xc18]
  pshufd xmm7, xmm0, 0x44
  movq xmm0, qword ptr [rsp+0xc20]
  pshufd xmm8, xmm0, 0x44
  movq xmm0, qword ptr [rsp+0xc28]
  pshufd xmm9, xmm0, 0x44
  movq xmm0, qword ptr [rsp+0xc30]
  pshufd xmm10, xmm0, 0x44
  movq xmm0, qword ptr [rsp+0xc38]
  pshufd xmm11, xmm0, 0x44
  movq xmm0, qword ptr [rsp+0xc40]
  pshufd xmm12, xmm0, 0x44
  movq xmm0, qword ptr [rsp+0xc48]
  pshufd xmm15, xmm0, 0x44
  movaps xmmword ptr [rsp+0xc0], xmm15
  movq xmm0, qword ptr [rsp+0xc50]
  pshufd xmm15, xmm0, 0x44
  movaps xmmword ptr [rsp+0xd0], xmm15
  movq xmm0, qword ptr [rsp+0xc58]
  pshufd xmm15, xmm0, 0x44
  movaps xmmword ptr [rsp+0xe0], xmm15
  mov esi, 0x3ff
  movq xmm0, rsi
  pshufd xmm15, xmm0, 0x44
  movaps xmmword ptr [rsp+0xf0], xmm15
  movq xmm0, qword ptr [rsp+0xc60]
  pshufd xmm15, xmm0, 0x44
  movaps xmmword ptr [rsp+0x100], xmm15
  movq xmm0, qword ptr [rsp+0xc68]
  pshufd xmm15, xmm0, 0x44
  movaps xmmword ptr [rsp+0x110], xmm15
  movq xmm0, qword ptr [rsp+0xc70]
  pshufd xmm15, xmm0, 0x44
  movaps xmmword ptr [rsp+0x120], xmm15
  movq xmm0, qword ptr [rsp+0xc78]
  pshufd xmm15, xmm0, 0x44
  movaps xmmword ptr [rsp+0x130], xmm15
  mov rsi, 0xfffffffffffff
  movq xmm0, rsi
  pshufd xmm15, xmm0, 0x44
  movaps xmmword ptr [rsp+0x140], xmm15
  mov rsi, 0x3ff0000000000000
  movq xmm0, rsi
  pshufd xmm15, xmm0, 0x44
  movaps xmmword ptr [rsp+0x150], xmm15
  mov rsi, 0xffffffff00000000
  movq xmm0, rsi
  pshufd xmm15, xmm0, 0x44
  movaps xmmword ptr [rsp+0x160], xmm15
  movq xmm0, qword ptr [rsp+0xc80]
  pshufd xmm15, xmm0, 0x44
  movaps xmmword ptr [rsp+0x170], xmm15
  movq xmm0, qword ptr [rsp+0xc88]
  pshufd xmm15, xmm0, 0x44
  movaps xmmword ptr [rsp+0x180], xmm15
  movq xmm0, qword ptr [rsp+0xc90]
  pshufd xmm15, xmm0, 0x44
  movaps xmmword ptr [rsp+0x190], xmm15
  movq xmm0, qword ptr [rsp+0xc98]
  pshufd xmm15, xmm0, 0x44
  movaps xmmword ptr [rsp+0x1a0], xmm15
  movq xmm0, qword ptr [rsp+0xca0]
  pshufd xmm15, xmm0, 0x44
  movaps xmmword ptr [rsp+0x1b0], xmm15
  movq xmm0, qword ptr [rsp+0xca8]
  pshufd xmm15, xmm0, 0x44
  movaps xmmword ptr [rsp+0x1c0], xmm15
  movq xmm0, qword ptr [rsp+0xcb0]
  pshufd xmm15, xmm0, 0x44
  movaps xmmword ptr [rsp+0x1d0], xmm15
  movq xmm0, qword ptr [rsp+0xcb8]
  pshufd xmm15, xmm0, 0x44
  movaps xmmword ptr [rsp+0x1e0], xmm15
  movq xmm0, qword ptr [rsp+0xcc0]
  pshufd xmm15, xmm0, 0x44
  movaps xmmword ptr [rsp+0x1f0], xmm15
  movq xmm0, qword ptr [rsp+0xcc8]
  pshufd xmm15, xmm0, 0x44
  movaps xmmword ptr [rsp+0x200], xmm15
  movq xmm0, qword ptr [rsp+0xcd0]
  pshufd xmm15, xmm0, 0x44
  movaps xmmword ptr [rsp+0x210], xmm15
  movq xmm0, qword ptr [rsp+0xcd8]
  pshufd xmm15, xmm0, 0x44
  movaps xmmword ptr [rsp+0x220], xmm15
  movq xmm0, qword ptr [rsp+0xce0]
  pshufd xmm15, xmm0, 0x44
  movaps xmmword ptr [rsp+0x230], xmm15
  movq xmm0, qword ptr [rsp+0xce8]
  pshufd xmm15, xmm0, 0x44
  movaps xmmword ptr [rsp+0x240], xmm15
  movq xmm0, qword ptr [rsp+0xcf0]
  pshufd xmm15, xmm0, 0x44
  movaps xmmword ptr [rsp+0x250], xmm15
  movq xmm0, qword ptr [rsp+0xcf8]
  pshufd xmm15, xmm0, 0x44
  movaps xmmword ptr [rsp+0x260], xmm15
  movq xmm0, qword ptr [rsp+0xd00]
  pshufd xmm15, xmm0, 0x44
  movaps xmmword ptr [rsp+0x270], xmm15
  movq xmm0, qword ptr [rsp+0xd08]
  pshufd xmm15, xmm0, 0x44
  movaps xmmword ptr [rsp+0x280], xmm15
  movq xmm0, qword ptr [rsp+0xd10]
  pshufd xmm15, xmm0, 0x44
  movaps xmmword ptr [rsp+0x290], xmm15
  movq xmm0, qword ptr [rsp+0xd18]
  pshufd xmm15, xmm0, 0x44
  movaps xmmword ptr [rsp+0x2a0], xmm15
  movq xmm0, qword ptr [rsp+0xd20]
  pshufd xmm15, xmm0, 0x44
  movaps xmmword ptr [rsp+0x2b0], xmm15
  movq xmm0, qword ptr [rsp+0xd28]
  pshufd xmm15, xmm0, 0x44
  movaps xmmword ptr [rsp+0x2c0], xmm15
  movq xmm0, qword ptr [rsp+0xd30]
  pshufd xmm15, xmm0, 0x44
  movaps xmmword ptr [rsp+0x2d0], xmm15
  movq xmm0, qword ptr [rsp+0xd38]
  pshufd xmm15, xmm0, 0x44
  movaps xmmword ptr [rsp+0x2e0], xmm15
  movq xmm0, qword ptr [rsp+0xd40]
  pshufd xmm15, xmm0, 0x44
  movaps xmmword ptr [rsp+0x2f0], xmm15
  movq xmm0, qword ptr [rsp+0xd48]
  pshufd xmm15, xmm0, 0x44
  movaps xmmword ptr [rsp+0x300], xmm15
  movq xmm0, qword ptr [rsp+0xd50]
  pshufd xmm15, xmm0, 0x44
  movaps xmmword ptr [rsp+0x310], xmm15
  movq xmm0, qword ptr [rsp+0xd58]
  pshufd xmm15, xmm0, 0x44
  movaps xmmword ptr [rsp+0x320], xmm15
  movq xmm0, qword ptr [rsp+0xd60]
  pshufd xmm15, xmm0, 0x44
  movaps xmmword ptr [rsp+0x330], xmm15
  movq xmm0, qword ptr [rsp+0xd68]
  pshufd xmm15, xmm0, 0x44
  movaps xmmword ptr [rsp+0x340], xmm15
  movq xmm0, qword ptr [rsp+0xd70]
  pshufd xmm15, xmm0, 0x44
  movaps xmmword ptr [rsp+0x350], xmm15
  movq xmm0, qword ptr [rsp+0xd78]
  pshufd xmm15, xmm0, 0x44
  movaps xmmword ptr [rsp+0x360], xmm15
  movq xmm0, qword ptr [rsp+0xd80]
  pshufd xmm15, xmm0, 0x44
  movaps xmmword ptr [rsp+0x370], xmm15
  movq xmm0, qword ptr [rsp+0xd88]
  pshufd xmm15, xmm0, 0x44
  movaps xmmword ptr [rsp+0x380], xmm15
  xor esi, esi
  mov qword ptr [rsp+0xdb0], rsi
  mov qword ptr [rsp+0xd90], rcx
  mov qword ptr [rsp+0xda8], rax
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
  imul edi, dword ptr [rsp+0xdb0], 8
  mov r11, qword ptr [rsp+0xda8]
  movdqu xmm0, xmmword ptr [r11+rdi*4]
  mov r11, qword ptr [rsp+0xda8]
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
  movaps xmmword ptr [rsp+0x400], xmm12
  movaps xmm12, xmm3
  cmppd xmm12, xmm3, 4
  movaps xmmword ptr [rsp+0x3f0], xmm6
  movaps xmm6, xmm4
  cmppd xmm6, xmm4, 4
  movaps xmmword ptr [rsp+0x3e0], xmm7
  movaps xmm7, xmm2
  cmppd xmm7, xmm2, 4
  movaps xmmword ptr [rsp+0x3d0], xmm10
  movaps xmm10, xmm5
  blendvpd xmm10, xmmword ptr [rsp+0x10]
  movaps xmmword ptr [rsp+0x3c0], xmm1
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
  movaps xmmword ptr [rsp+0x3b0], xmm8
  movaps xmm8, xmmword ptr [rsp+0x30]
  minpd xmm8, xmm12
  movaps xmmword ptr [rsp+0x3a0], xmm9
  movaps xmm9, xmmword ptr [rsp+0x30]
  minpd xmm9, xmm6
  cmppd xmm10, xmmword ptr [rsp+0x20], 1
  cmppd xmm1, xmmword ptr [rsp+0x20], 1
  cmppd xmm12, xmmword ptr [rsp+0x20], 1
  cmppd xmm6, xmmword ptr [rsp+0x20], 1
  movaps xmmword ptr [rsp+0x390], xmm11
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
  movaps xmmword ptr [rsp+0x440], xmm2
  movaps xmm2, xmm11
  subpd xmm2, xmm1
  movaps xmmword ptr [rsp+0x430], xmm4
  movaps xmm4, xmm7
  subpd xmm4, xmm6
  movaps xmmword ptr [rsp+0x420], xmm3
  movaps xmm3, xmm8
  subpd xmm3, xmm12
  movaps xmmword ptr [rsp+0x410], xmm5
  movaps xmm5, xmm9
  subpd xmm5, xmm10
  movaps xmm0, xmmword ptr [rsp+0x40]
  cmppd xmm0, xmm2, 1
  movaps xmmword ptr [rsp+0x480], xmm9
  movaps xmm9, xmmword ptr [rsp+0x40]
  cmppd xmm9, xmm4, 1
  movaps xmmword ptr [rsp+0x470], xmm8
  movaps xmm8, xmmword ptr [rsp+0x40]
  cmppd xmm8, xmm3, 1
  movaps xmmword ptr [rsp+0x460], xmm7
  movaps xmm7, xmmword ptr [rsp+0x40]
  cmppd xmm7, xmm5, 1
  movaps xmmword ptr [rsp+0x450], xmm11
  movaps xmm11, xmmword ptr [rsp+0x10]
  blendvpd xmm11, xmmword ptr [rsp+0x50]
  movaps xmmword ptr [rsp+0x490], xmm5
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
  movaps xmm8, xmmword ptr [rsp+0x490]
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
  movaps xmm11, xmmword ptr [rsp+0x450]
  subpd xmm11, xmm1
  movaps xmm0, xmmword ptr [rsp+0x460]
  subpd xmm0, xmm6
  movaps xmm8, xmmword ptr [rsp+0x470]
  subpd xmm8, xmm12
  movaps xmm2, xmmword ptr [rsp+0x480]
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
  cvttsd2si rbx, xmm1
  mov r12, rbx
  sar r12, 1
  movaps xmm0, xmm1
  shufpd xmm0, xmm1, 1
  cvttsd2si r13, xmm0
  mov r14, r13
  sar r14, 1
  cvttsd2si r15, xmm6
  mov r8, r15
  sar r8, 1
  movaps xmm0, xmm6
  shufpd xmm0, xmm6, 1
  cvttsd2si rdx, xmm0
  mov rcx, rdx
  sar rcx, 1
  cvttsd2si rax, xmm12
  mov rsi, rax
  sar rsi, 1
  movaps xmm0, xmm12
  shufpd xmm0, xmm12, 1
  mov qword ptr [rsp+0xdb8], rdi
  cvttsd2si rdi, xmm0
  mov qword ptr [rsp+0xdd0], rdi
  sar rdi, 1
  mov qword ptr [rsp+0xdc8], rax
  cvttsd2si rax, xmm10
  mov qword ptr [rsp+0xdd8], rax
  sar rax, 1
  movaps xmm0, xmm10
  shufpd xmm0, xmm10, 1
  mov qword ptr [rsp+0xdc0], rdx
  cvttsd2si rdx, xmm0
  mov qword ptr [rsp+0xde0], rdx
  sar rdx, 1
  movq xmm0, r12
  pinsrq xmm0, r14, 1
  movq xmm1, r8
  pinsrq xmm1, rcx, 1
  movq xmm6, rsi
  pinsrq xmm6, rdi, 1
  movq xmm8, rax
  pinsrq xmm8, rdx, 1
  movaps xmm10, xmm0
  movaps xmm11, xmmword ptr [rsp+0xf0]
  paddq xmm10, xmm11
  movaps xmm12, xmm1
  paddq xmm12, xmm11
  movaps xmm7, xmm6
  paddq xmm7, xmm11
  movaps xmm2, xmm8
  paddq xmm2, xmm11
  psllq xmm10, 0x34
  psllq xmm12, 0x34
  psllq xmm7, 0x34
  psllq xmm2, 0x34
  mulpd xmm4, xmm10
  mulpd xmm5, xmm12
  mulpd xmm9, xmm7
  mulpd xmm3, xmm2
  movq xmm2, rbx
  pinsrq xmm2, r13, 1
  movq xmm7, r15
  pinsrq xmm7, qword ptr [rsp+0xdc0], 1
  movq xmm10, qword ptr [rsp+0xdc8]
  pinsrq xmm10, qword ptr [rsp+0xdd0], 1
  movq xmm12, qword ptr [rsp+0xdd8]
  pinsrq xmm12, qword ptr [rsp+0xde0], 1
  psubq xmm2, xmm0
  psubq xmm7, xmm1
  psubq xmm10, xmm6
  psubq xmm12, xmm8
  paddq xmm2, xmm11
  paddq xmm7, xmm11
  paddq xmm10, xmm11
  paddq xmm12, xmm11
  psllq xmm2, 0x34
  psllq xmm7, 0x34
  psllq xmm10, 0x34
  psllq xmm12, 0x34
  mulpd xmm4, xmm2
  mulpd xmm5, xmm7
  mulpd xmm9, xmm10
  mulpd xmm3, xmm12
  movaps xmm1, xmmword ptr [rsp+0x410]
  movaps xmm0, xmm1
  cmppd xmm0, xmm1, 4
  movaps xmm2, xmmword ptr [rsp+0x420]
  movaps xmm6, xmm2
  cmppd xmm6, xmm2, 4
  movaps xmm7, xmmword ptr [rsp+0x430]
  movaps xmm8, xmm7
  cmppd xmm8, xmm7, 4
  movaps xmm10, xmmword ptr [rsp+0x440]
  movaps xmm12, xmm10
  cmppd xmm12, xmm10, 4
  blendvpd xmm4, xmm1
  movaps xmm0, xmm6
  blendvpd xmm5, xmm2
  movaps xmm0, xmm8
  blendvpd xmm9, xmm7
  movaps xmm0, xmm12
  blendvpd xmm3, xmm10
  movaps xmm0, xmm4
  cvtsd2ss xmm0, xmm4
  movaps xmm6, xmm4
  shufpd xmm6, xmm4, 1
  movaps xmm4, xmm6
  cvtsd2ss xmm4, xmm6
  movaps xmm6, xmm5
  cvtsd2ss xmm6, xmm5
  movaps xmm8, xmm5
  shufpd xmm8, xmm5, 1
  movaps xmm5, xmm8
  cvtsd2ss xmm5, xmm8
  movaps xmm8, xmm9
  cvtsd2ss xmm8, xmm9
  movaps xmm12, xmm9
  shufpd xmm12, xmm9, 1
  movaps xmm9, xmm12
  cvtsd2ss xmm9, xmm12
  movaps xmm12, xmm3
  cvtsd2ss xmm12, xmm3
  movaps xmm11, xmm3
  shufpd xmm11, xmm3, 1
  movaps xmm3, xmm11
  cvtsd2ss xmm3, xmm11
  insertps xmm0, xmm4, 0x10
  insertps xmm0, xmm6, 0x20
  insertps xmm0, xmm5, 0x30
  insertps xmm8, xmm9, 0x10
  insertps xmm8, xmm12, 0x20
  insertps xmm8, xmm3, 0x30
  mov rcx, qword ptr [rsp+0xd90]
  mov rdi, qword ptr [rsp+0xdb8]
  movdqu xmmword ptr [rcx+rdi*4], xmm0
  movdqu xmmword ptr [rcx+rdi*4+0x10], xmm8
  movaps xmm9, xmmword ptr [rsp+0x10]
  movaps xmm0, xmm9
  cmppd xmm0, xmm1, 1
  movaps xmm3, xmm9
  cmppd xmm3, xmm2, 1
  movaps xmm4, xmm9
  cmppd xmm4, xmm7, 1
  movaps xmm5, xmm9
  cmppd xmm5, xmm10, 1
  packssdw xmm0, xmm3
  packssdw xmm4, xmm5
  packssdw xmm0, xmm4
  movaps xmm3, xmm0
  packsswb xmm3, xmm0
  pabsb xmm0, xmm3
  movaps xmm3, xmm1
  movaps xmm4, xmmword ptr [rsp+0x100]
  cmppd xmm3, xmm4, 1
  movaps xmm5, xmm2
  cmppd xmm5, xmm4, 1
  movaps xmm6, xmm7
  cmppd xmm6, xmm4, 1
  movaps xmm8, xmm10
  cmppd xmm8, xmm4, 1
  packssdw xmm3, xmm5
  packssdw xmm6, xmm8
  packssdw xmm3, xmm6
  movaps xmm5, xmm3
  packsswb xmm5, xmm3
  pabsb xmm3, xmm5
  pand xmm0, xmm3
  pextrb eax, xmm0, 0
  movq xmm3, qword ptr [rsp+0xc10]
  test al, al
  je .Lwhere3
  movaps xmm3, xmmword ptr [rsp+0x390]
.Lwhere3:
  pextrb edx, xmm0, 1
  movq xmm5, qword ptr [rsp+0xc10]
  test dl, dl
  je .Lwhere4
  movaps xmm5, xmmword ptr [rsp+0x3a0]
.Lwhere4:
  pextrb r8d, xmm0, 2
  movq xmm6, qword ptr [rsp+0xc10]
  test r8b, r8b
  je .Lwhere5
  movaps xmm6, xmmword ptr [rsp+0x3b0]
.Lwhere5:
  pextrb esi, xmm0, 3
  movq xmm8, qword ptr [rsp+0xc10]
  test sil, sil
  je .Lwhere6
  movaps xmm8, xmmword ptr [rsp+0x3c0]
.Lwhere6:
  pextrb ebx, xmm0, 4
  movq xmm11, qword ptr [rsp+0xc10]
  test bl, bl
  je .Lwhere7
  movaps xmm11, xmmword ptr [rsp+0x3d0]
.Lwhere7:
  pextrb r12d, xmm0, 5
  movq xmm12, qword ptr [rsp+0xc10]
  test r12b, r12b
  je .Lwhere8
  movaps xmm12, xmmword ptr [rsp+0x3e0]
.Lwhere8:
  pextrb r13d, xmm0, 6
  movq xmm10, qword ptr [rsp+0xc10]
  test r13b, r13b
  je .Lwhere9
  movaps xmm10, xmmword ptr [rsp+0x3f0]
.Lwhere9:
  pextrb r14d, xmm0, 7
  movq xmm0, qword ptr [rsp+0xc10]
  test r14b, r14b
  je .Lwhere10
  movaps xmm0, xmmword ptr [rsp+0x400]
.Lwhere10:
  unpcklpd xmm3, xmm5
  unpcklpd xmm6, xmm8
  unpcklpd xmm11, xmm12
  unpcklpd xmm10, xmm0
  movaps xmm5, xmm3
  movaps xmm8, xmmword ptr [rsp+0x130]
  mulpd xmm5, xmm8
  movaps xmm12, xmm6
  mulpd xmm12, xmm8
  movaps xmm7, xmm11
  mulpd xmm7, xmm8
  movaps xmm2, xmm10
  mulpd xmm2, xmm8
  movaps xmm0, xmm3
  movaps xmm8, xmmword ptr [rsp+0x120]
  cmppd xmm0, xmm8, 1
  movaps xmm4, xmm6
  cmppd xmm4, xmm8, 1
  movaps xmm1, xmm11
  cmppd xmm1, xmm8, 1
  movaps xmm9, xmm10
  cmppd xmm9, xmm8, 1
  movaps xmm8, xmm3
  blendvpd xmm8, xmm5
  movaps xmm5, xmm6
  movaps xmm0, xmm4
  blendvpd xmm5, xmm12
  movaps xmm4, xmm11
  movaps xmm0, xmm1
  blendvpd xmm4, xmm7
  movaps xmm1, xmm10
  movaps xmm0, xmm9
  blendvpd xmm1, xmm2
  movaps xmm0, xmm8
  movaps xmm2, xmmword ptr [rsp+0x140]
  pand xmm0, xmm2
  movaps xmm7, xmm5
  pand xmm7, xmm2
  movaps xmm9, xmm4
  pand xmm9, xmm2
  movaps xmm12, xmm1
  pand xmm12, xmm2
  movaps xmm2, xmm0
  por xmm2, xmmword ptr [rsp+0x150]
  por xmm7, xmmword ptr [rsp+0x150]
  por xmm9, xmmword ptr [rsp+0x150]
  por xmm12, xmmword ptr [rsp+0x150]
  movaps xmmword ptr [rsp+0x4d0], xmm10
  movaps xmm10, xmm2
  mulpd xmm10, xmmword ptr [rsp+0x40]
  movaps xmmword ptr [rsp+0x4c0], xmm11
  movaps xmm11, xmm7
  mulpd xmm11, xmmword ptr [rsp+0x40]
  movaps xmmword ptr [rsp+0x4b0], xmm6
  movaps xmm6, xmm9
  mulpd xmm6, xmmword ptr [rsp+0x40]
  movaps xmmword ptr [rsp+0x4a0], xmm3
  movaps xmm3, xmm12
  mulpd xmm3, xmmword ptr [rsp+0x40]
  movaps xmm0, xmmword ptr [rsp+0x110]
  cmppd xmm0, xmm2, 1
  movaps xmmword ptr [rsp+0x510], xmm1
  movaps xmm1, xmmword ptr [rsp+0x110]
  cmppd xmm1, xmm7, 1
  movaps xmmword ptr [rsp+0x500], xmm4
  movaps xmm4, xmmword ptr [rsp+0x110]
  cmppd xmm4, xmm9, 1
  movaps xmmword ptr [rsp+0x4f0], xmm5
  movaps xmm5, xmmword ptr [rsp+0x110]
  cmppd xmm5, xmm12, 1
  movaps xmmword ptr [rsp+0x520], xmm2
  blendvpd xmm2, xmm10
  movaps xmm10, xmm7
  movaps xmm0, xmm1
  blendvpd xmm10, xmm11
  movaps xmm1, xmm9
  movaps xmm0, xmm4
  blendvpd xmm1, xmm6
  movaps xmm4, xmm12
  movaps xmm0, xmm5
  blendvpd xmm4, xmm3
  movaps xmm3, xmmword ptr [rsp+0x50]
  subpd xmm2, xmm3
  subpd xmm10, xmm3
  subpd xmm1, xmm3
  subpd xmm4, xmm3
  movaps xmm0, xmm2
  mulpd xmm0, xmm2
  movaps xmm5, xmm10
  mulpd xmm5, xmm10
  movaps xmm6, xmm1
  mulpd xmm6, xmm1
  movaps xmm11, xmm4
  mulpd xmm11, xmm4
  movaps xmm3, xmmword ptr [rsp+0x40]
  mulpd xmm0, xmm3
  mulpd xmm5, xmm3
  mulpd xmm6, xmm3
  mulpd xmm11, xmm3
  movaps xmm3, xmm2
  subpd xmm3, xmm0
  movaps xmmword ptr [rsp+0x550], xmm12
  movaps xmm12, xmm10
  subpd xmm12, xmm5
  movaps xmmword ptr [rsp+0x540], xmm9
  movaps xmm9, xmm1
  subpd xmm9, xmm6
  movaps xmmword ptr [rsp+0x530], xmm7
  movaps xmm7, xmm4
  subpd xmm7, xmm11
  pand xmm3, xmmword ptr [rsp+0x160]
  pand xmm12, xmmword ptr [rsp+0x160]
  pand xmm9, xmmword ptr [rsp+0x160]
  pand xmm7, xmmword ptr [rsp+0x160]
  movaps xmmword ptr [rsp+0x4e0], xmm8
  movaps xmm8, xmm2
  subpd xmm8, xmm3
  movaps xmmword ptr [rsp+0x560], xmm3
  movaps xmm3, xmm10
  subpd xmm3, xmm12
  movaps xmmword ptr [rsp+0x570], xmm12
  movaps xmm12, xmm1
  subpd xmm12, xmm9
  movaps xmmword ptr [rsp+0x580], xmm9
  movaps xmm9, xmm4
  subpd xmm9, xmm7
  subpd xmm8, xmm0
  subpd xmm3, xmm5
  subpd xmm12, xmm6
  subpd xmm9, xmm11
  movaps xmmword ptr [rsp+0x590], xmm7
  movaps xmm7, xmm2
  addpd xmm7, xmmword ptr [rsp+0x170]
  movaps xmmword ptr [rsp+0x5d0], xmm9
  movaps xmm9, xmm10
  addpd xmm9, xmmword ptr [rsp+0x170]
  movaps xmmword ptr [rsp+0x5c0], xmm12
  movaps xmm12, xmm1
  addpd xmm12, xmmword ptr [rsp+0x170]
  movaps xmmword ptr [rsp+0x5b0], xmm3
  movaps xmm3, xmm4
  addpd xmm3, xmmword ptr [rsp+0x170]
  divpd xmm2, xmm7
  divpd xmm10, xmm9
  divpd xmm1, xmm12
  divpd xmm4, xmm3
  movaps xmm3, xmm2
  mulpd xmm3, xmm2
  movaps xmm7, xmm10
  mulpd xmm7, xmm10
  movaps xmm9, xmm1
  mulpd xmm9, xmm1
  movaps xmm12, xmm4
  mulpd xmm12, xmm4
  movaps xmmword ptr [rsp+0x5a0], xmm8
  movaps xmm8, xmmword ptr [rsp+0x180]
  mulpd xmm8, xmm3
  movaps xmmword ptr [rsp+0x600], xmm4
  movaps xmm4, xmmword ptr [rsp+0x180]
  mulpd xmm4, xmm7
  movaps xmmword ptr [rsp+0x5f0], xmm1
  movaps xmm1, xmmword ptr [rsp+0x180]
  mulpd xmm1, xmm9
  movaps xmmword ptr [rsp+0x5e0], xmm10
  movaps xmm10, xmmword ptr [rsp+0x180]
  mulpd xmm10, xmm12
  addpd xmm8, xmmword ptr [rsp+0x190]
  addpd xmm4, xmmword ptr [rsp+0x190]
  addpd xmm1, xmmword ptr [rsp+0x190]
  addpd xmm10, xmmword ptr [rsp+0x190]
  mulpd xmm8, xmm3
  mulpd xmm4, xmm7
  mulpd xmm1, xmm9
  mulpd xmm10, xmm12
  addpd xmm8, xmmword ptr [rsp+0x1a0]
  addpd xmm4, xmmword ptr [rsp+0x1a0]
  addpd xmm1, xmmword ptr [rsp+0x1a0]
  addpd xmm10, xmmword ptr [rsp+0x1a0]
  mulpd xmm8, xmm3
  mulpd xmm4, xmm7
  mulpd xmm1, xmm9
  mulpd xmm10, xmm12
  addpd xmm8, xmmword ptr [rsp+0x1b0]
  addpd xmm4, xmmword ptr [rsp+0x1b0]
  addpd xmm1, xmmword ptr [rsp+0x1b0]
  addpd xmm10, xmmword ptr [rsp+0x1b0]
  mulpd xmm8, xmm3
  mulpd xmm4, xmm7
  mulpd xmm1, xmm9
  mulpd xmm10, xmm12
  addpd xmm8, xmmword ptr [rsp+0x1c0]
  addpd xmm4, xmmword ptr [rsp+0x1c0]
  addpd xmm1, xmmword ptr [rsp+0x1c0]
  addpd xmm10, xmmword ptr [rsp+0x1c0]
  mulpd xmm8, xmm3
  mulpd xmm4, xmm7
  mulpd xmm1, xmm9
  mulpd xmm10, xmm12
  addpd xmm8, xmmword ptr [rsp+0x1d0]
  addpd xmm4, xmmword ptr [rsp+0x1d0]
  addpd xmm1, xmmword ptr [rsp+0x1d0]
  addpd xmm10, xmmword ptr [rsp+0x1d0]
  mulpd xmm3, xmm8
  mulpd xmm7, xmm4
  mulpd xmm9, xmm1
  mulpd xmm12, xmm10
  addpd xmm0, xmm3
  addpd xmm5, xmm7
  addpd xmm6, xmm9
  addpd xmm11, xmm12
  mulpd xmm2, xmm0
  movaps xmm10, xmmword ptr [rsp+0x5e0]
  mulpd xmm10, xmm5
  movaps xmm1, xmmword ptr [rsp+0x5f0]
  mulpd xmm1, xmm6
  movaps xmm4, xmmword ptr [rsp+0x600]
  mulpd xmm4, xmm11
  movaps xmm8, xmmword ptr [rsp+0x5a0]
  addpd xmm8, xmm2
  movaps xmm3, xmmword ptr [rsp+0x5b0]
  addpd xmm3, xmm10
  movaps xmm12, xmmword ptr [rsp+0x5c0]
  addpd xmm12, xmm1
  movaps xmm9, xmmword ptr [rsp+0x5d0]
  addpd xmm9, xmm4
  movaps xmm0, xmm8
  movaps xmm1, xmmword ptr [rsp+0x560]
  addpd xmm0, xmm1
  movaps xmm2, xmm3
  movaps xmm4, xmmword ptr [rsp+0x570]
  addpd xmm2, xmm4
  movaps xmm5, xmm12
  movaps xmm6, xmmword ptr [rsp+0x580]
  addpd xmm5, xmm6
  movaps xmm7, xmm9
  movaps xmm10, xmmword ptr [rsp+0x590]
  addpd xmm7, xmm10
  movaps xmm11, xmmword ptr [rsp+0x1e0]
  mulpd xmm0, xmm11
  mulpd xmm2, xmm11
  mulpd xmm5, xmm11
  mulpd xmm7, xmm11
  movaps xmm11, xmmword ptr [rsp+0x1f0]
  mulpd xmm8, xmm11
  mulpd xmm3, xmm11
  mulpd xmm12, xmm11
  mulpd xmm9, xmm11
  movaps xmm10, xmm0
  addpd xmm10, xmm8
  addpd xmm2, xmm3
  addpd xmm5, xmm12
  addpd xmm7, xmm9
  movaps xmm8, xmmword ptr [rsp+0x4e0]
  pextrq r15, xmm8, 0
  sar r15, 0x34
  pextrq rcx, xmm8, 1
  sar rcx, 0x34
  movaps xmm0, xmmword ptr [rsp+0x4f0]
  pextrq rdi, xmm0, 0
  sar rdi, 0x34
  mov qword ptr [rsp+0xe08], r14
  pextrq r14, xmm0, 1
  sar r14, 0x34
  mov qword ptr [rsp+0xe00], r13
  movaps xmm0, xmmword ptr [rsp+0x500]
  pextrq r13, xmm0, 0
  sar r13, 0x34
  mov qword ptr [rsp+0xdf8], r12
  pextrq r12, xmm0, 1
  sar r12, 0x34
  mov qword ptr [rsp+0xdf0], rbx
  movaps xmm0, xmmword ptr [rsp+0x510]
  pextrq rbx, xmm0, 0
  sar rbx, 0x34
  mov qword ptr [rsp+0xde8], rsi
  pextrq rsi, xmm0, 1
  sar rsi, 0x34
  movq xmm0, r15
  pinsrq xmm0, rcx, 1
  movq xmm3, rdi
  pinsrq xmm3, r14, 1
  movq xmm8, r13
  pinsrq xmm8, r12, 1
  movq xmm9, rbx
  pinsrq xmm9, rsi, 1
  movaps xmm12, xmmword ptr [rsp+0xf0]
  psubq xmm0, xmm12
  psubq xmm3, xmm12
  psubq xmm8, xmm12
  psubq xmm9, xmm12
  pextrq rcx, xmm0, 0
  xorpd xmm12, xmm12
  cvtsi2sd xmm12, rcx
  pextrq rcx, xmm0, 1
  xorpd xmm0, xmm0
  cvtsi2sd xmm0, rcx
  pextrq rcx, xmm3, 0
  xorpd xmm6, xmm6
  cvtsi2sd xmm6, rcx
  pextrq rcx, xmm3, 1
  xorpd xmm3, xmm3
  cvtsi2sd xmm3, rcx
  pextrq rcx, xmm8, 0
  xorpd xmm4, xmm4
  cvtsi2sd xmm4, rcx
  pextrq rcx, xmm8, 1
  xorpd xmm8, xmm8
  cvtsi2sd xmm8, rcx
  pextrq rcx, xmm9, 0
  xorpd xmm11, xmm11
  cvtsi2sd xmm11, rcx
  pextrq rcx, xmm9, 1
  xorpd xmm9, xmm9
  cvtsi2sd xmm9, rcx
  unpcklpd xmm12, xmm0
  unpcklpd xmm6, xmm3
  unpcklpd xmm4, xmm8
  unpcklpd xmm11, xmm9
  movaps xmm3, xmmword ptr [rsp+0x4a0]
  movaps xmm8, xmmword ptr [rsp+0x120]
  cmppd xmm3, xmm8, 1
  movaps xmm9, xmmword ptr [rsp+0x4b0]
  cmppd xmm9, xmm8, 1
  movaps xmm1, xmmword ptr [rsp+0x4c0]
  cmppd xmm1, xmm8, 1
  movaps xmm8, xmmword ptr [rsp+0x4d0]
  cmppd xmm8, xmmword ptr [rsp+0x120], 1
  movaps xmmword ptr [rsp+0x630], xmm7
  movaps xmm7, xmmword ptr [rsp+0x10]
  movaps xmm0, xmm3
  movaps xmm3, xmmword ptr [rsp+0x200]
  blendvpd xmm7, xmm3
  movaps xmm3, xmmword ptr [rsp+0x10]
  movaps xmm0, xmm9
  movaps xmm9, xmmword ptr [rsp+0x200]
  blendvpd xmm3, xmm9
  movaps xmm9, xmmword ptr [rsp+0x10]
  movaps xmm0, xmm1
  movaps xmm1, xmmword ptr [rsp+0x200]
  blendvpd xmm9, xmm1
  movaps xmm1, xmmword ptr [rsp+0x10]
  movaps xmm0, xmm8
  movaps xmm8, xmmword ptr [rsp+0x200]
  blendvpd xmm1, xmm8
  subpd xmm12, xmm7
  subpd xmm6, xmm3
  subpd xmm4, xmm9
  subpd xmm11, xmm1
  movaps xmm1, xmmword ptr [rsp+0x110]
  movaps xmm0, xmm1
  cmppd xmm0, xmmword ptr [rsp+0x520], 1
  movaps xmm3, xmm1
  cmppd xmm3, xmmword ptr [rsp+0x530], 1
  movaps xmm7, xmm1
  cmppd xmm7, xmmword ptr [rsp+0x540], 1
  movaps xmm9, xmm1
  cmppd xmm9, xmmword ptr [rsp+0x550], 1
  movaps xmm1, xmmword ptr [rsp+0x10]
  movaps xmm8, xmm1
  blendvpd xmm8, xmmword ptr [rsp+0x50]
  movaps xmm0, xmm3
  movaps xmm3, xmmword ptr [rsp+0x50]
  blendvpd xmm1, xmm3
  movaps xmm3, xmmword ptr [rsp+0x10]
  movaps xmm0, xmm7
  movaps xmm7, xmmword ptr [rsp+0x50]
  blendvpd xmm3, xmm7
  movaps xmm7, xmmword ptr [rsp+0x10]
  movaps xmm0, xmm9
  movaps xmm9, xmmword ptr [rsp+0x50]
  blendvpd xmm7, xmm9
  addpd xmm12, xmm8
  addpd xmm6, xmm1
  addpd xmm4, xmm3
  addpd xmm11, xmm7
  movaps xmm1, xmmword ptr [rsp+0x560]
  movaps xmm3, xmmword ptr [rsp+0x1f0]
  mulpd xmm1, xmm3
  movaps xmm0, xmmword ptr [rsp+0x570]
  mulpd xmm0, xmm3
  movaps xmm7, xmmword ptr [rsp+0x580]
  mulpd xmm7, xmm3
  movaps xmm8, xmmword ptr [rsp+0x590]
  mulpd xmm8, xmm3
  movaps xmm3, xmm12
  addpd xmm3, xmm1
  movaps xmm9, xmm6
  addpd xmm9, xmm0
  movaps xmmword ptr [rsp+0x620], xmm5
  movaps xmm5, xmm4
  addpd xmm5, xmm7
  movaps xmmword ptr [rsp+0x610], xmm2
  movaps xmm2, xmm11
  addpd xmm2, xmm8
  subpd xmm12, xmm3
  subpd xmm6, xmm9
  subpd xmm4, xmm5
  subpd xmm11, xmm2
  addpd xmm12, xmm1
  addpd xmm6, xmm0
  addpd xmm4, xmm7
  addpd xmm11, xmm8
  addpd xmm10, xmm12
  movaps xmm0, xmmword ptr [rsp+0x610]
  addpd xmm0, xmm6
  movaps xmm1, xmmword ptr [rsp+0x620]
  addpd xmm1, xmm4
  movaps xmm7, xmmword ptr [rsp+0x630]
  addpd xmm7, xmm11
  addpd xmm10, xmm3
  movaps xmm3, xmm0
  addpd xmm3, xmm9
  addpd xmm1, xmm5
  addpd xmm7, xmm2
  movaps xmm2, xmmword ptr [rsp+0x410]
  movaps xmm0, xmm2
  movaps xmm4, xmmword ptr [rsp+0x100]
  cmppd xmm0, xmm4, 0
  movaps xmm5, xmmword ptr [rsp+0x420]
  movaps xmm6, xmm5
  cmppd xmm6, xmm4, 0
  movaps xmm8, xmmword ptr [rsp+0x430]
  movaps xmm9, xmm8
  cmppd xmm9, xmm4, 0
  movaps xmm11, xmmword ptr [rsp+0x440]
  movaps xmm12, xmm11
  cmppd xmm12, xmm4, 0
  movaps xmm11, xmmword ptr [rsp+0x220]
  movaps xmm8, xmm11
  blendvpd xmm8, xmm4
  movaps xmm5, xmm11
  movaps xmm0, xmm6
  blendvpd xmm5, xmm4
  movaps xmm6, xmm11
  movaps xmm0, xmm9
  blendvpd xmm6, xmm4
  movaps xmm9, xmm11
  movaps xmm0, xmm12
  blendvpd xmm9, xmm4
  movaps xmm0, xmm2
  movaps xmm12, xmmword ptr [rsp+0x10]
  cmppd xmm0, xmm12, 0
  movaps xmm11, xmmword ptr [rsp+0x420]
  movaps xmm4, xmm11
  cmppd xmm4, xmm12, 0
  movaps xmm11, xmmword ptr [rsp+0x430]
  cmppd xmm11, xmm12, 0
  movaps xmm2, xmmword ptr [rsp+0x440]
  cmppd xmm2, xmm12, 0
  movaps xmm12, xmmword ptr [rsp+0x210]
  blendvpd xmm8, xmm12
  movaps xmm0, xmm4
  blendvpd xmm5, xmm12
  movaps xmm0, xmm11
  blendvpd xmm6, xmm12
  movaps xmm0, xmm2
  blendvpd xmm9, xmm12
  movaps xmm0, xmm8
  test al, al
  je .Lwhere11
  movaps xmm0, xmm10
.Lwhere11:
  movaps xmm2, xmm0
  cvtsd2ss xmm2, xmm0
  movaps xmm0, xmm10
  shufpd xmm0, xmm10, 1
  movaps xmm4, xmm8
  shufpd xmm4, xmm8, 1
  test dl, dl
  je .Lwhere12
  movaps xmm4, xmm0
.Lwhere12:
  movaps xmm0, xmm4
  cvtsd2ss xmm0, xmm4
  movaps xmm4, xmm5
  test r8b, r8b
  je .Lwhere13
  movaps xmm4, xmm3
.Lwhere13:
  movaps xmm8, xmm4
  cvtsd2ss xmm8, xmm4
  movaps xmm4, xmm3
  shufpd xmm4, xmm3, 1
  movaps xmm3, xmm5
  shufpd xmm3, xmm5, 1
  mov rsi, qword ptr [rsp+0xde8]
  test sil, sil
  je .Lwhere14
  movaps xmm3, xmm4
.Lwhere14:
  movaps xmm4, xmm3
  cvtsd2ss xmm4, xmm3
  movaps xmm3, xmm6
  mov rbx, qword ptr [rsp+0xdf0]
  test bl, bl
  je .Lwhere15
  movaps xmm3, xmm1
.Lwhere15:
  movaps xmm5, xmm3
  cvtsd2ss xmm5, xmm3
  movaps xmm3, xmm1
  shufpd xmm3, xmm1, 1
  movaps xmm1, xmm6
  shufpd xmm1, xmm6, 1
  mov r12, qword ptr [rsp+0xdf8]
  test r12b, r12b
  je .Lwhere16
  movaps xmm1, xmm3
.Lwhere16:
  movaps xmm3, xmm1
  cvtsd2ss xmm3, xmm1
  movaps xmm1, xmm9
  mov r13, qword ptr [rsp+0xe00]
  test r13b, r13b
  je .Lwhere17
  movaps xmm1, xmm7
.Lwhere17:
  movaps xmm6, xmm1
  cvtsd2ss xmm6, xmm1
  movaps xmm1, xmm7
  shufpd xmm1, xmm7, 1
  movaps xmm7, xmm9
  shufpd xmm7, xmm9, 1
  mov r14, qword ptr [rsp+0xe08]
  test r14b, r14b
  je .Lwhere18
  movaps xmm7, xmm1
.Lwhere18:
  movaps xmm1, xmm7
  cvtsd2ss xmm1, xmm7
  insertps xmm2, xmm0, 0x10
  insertps xmm2, xmm8, 0x20
  insertps xmm2, xmm4, 0x30
  insertps xmm5, xmm3, 0x10
  insertps xmm5, xmm6, 0x20
  insertps xmm5, xmm1, 0x30
  mov rdx, qword ptr [rsp+0xd98]
  mov rdi, qword ptr [rsp+0xdb8]
  movdqu xmmword ptr [rdx+rdi*4], xmm2
  movdqu xmmword ptr [rdx+rdi*4+0x10], xmm5
  mov rax, 0x8000000000000000
  movq xmm0, rax
  pshufd xmm0, xmm0, 0x44
  movaps xmm2, xmmword ptr [rsp+0x410]
  movaps xmm1, xmm2
  xorpd xmm1, xmm0
  movaps xmm11, xmmword ptr [rsp+0x420]
  movaps xmm3, xmm11
  xorpd xmm3, xmm0
  movaps xmm8, xmmword ptr [rsp+0x430]
  movaps xmm4, xmm8
  xorpd xmm4, xmm0
  movaps xmm5, xmmword ptr [rsp+0x440]
  movaps xmm6, xmm5
  xorpd xmm6, xmm0
  movaps xmm0, xmm2
  movaps xmm7, xmmword ptr [rsp+0x10]
  cmppd xmm0, xmm7, 1
  movaps xmm9, xmm11
  cmppd xmm9, xmm7, 1
  movaps xmm10, xmm8
  cmppd xmm10, xmm7, 1
  movaps xmm12, xmm5
  cmppd xmm12, xmm7, 1
  blendvpd xmm2, xmm1
  movaps xmm1, xmm11
  movaps xmm0, xmm9
  blendvpd xmm1, xmm3
  movaps xmm3, xmm8
  movaps xmm0, xmm10
  blendvpd xmm3, xmm4
  movaps xmm4, xmm5
  movaps xmm0, xmm12
  blendvpd xmm4, xmm6
  movaps xmm0, xmm2
  movaps xmm6, xmmword ptr [rsp+0x100]
  cmppd xmm0, xmm6, 1
  movaps xmm9, xmm1
  cmppd xmm9, xmm6, 1
  movaps xmm10, xmm3
  cmppd xmm10, xmm6, 1
  movaps xmm12, xmm4
  cmppd xmm12, xmm6, 1
  movaps xmm6, xmm7
  blendvpd xmm6, xmmword ptr [rsp+0x410]
  movaps xmm5, xmm7
  movaps xmm0, xmm9
  blendvpd xmm5, xmm11
  movaps xmm9, xmm7
  movaps xmm0, xmm10
  blendvpd xmm9, xmm8
  movaps xmm10, xmm7
  movaps xmm0, xmm12
  movaps xmm12, xmmword ptr [rsp+0x440]
  blendvpd xmm10, xmm12
  movaps xmm0, xmm6
  movaps xmm12, xmmword ptr [rsp+0x240]
  mulpd xmm0, xmm12
  movaps xmm8, xmm5
  mulpd xmm8, xmm12
  movaps xmm11, xmm9
  mulpd xmm11, xmm12
  movaps xmm7, xmm10
  mulpd xmm7, xmm12
  roundpd xmm12, xmm0, 0xb
  movaps xmmword ptr [rsp+0x670], xmm4
  roundpd xmm4, xmm8, 0xb
  movaps xmmword ptr [rsp+0x660], xmm3
  roundpd xmm3, xmm11, 0xb
  movaps xmmword ptr [rsp+0x650], xmm1
  roundpd xmm1, xmm7, 0xb
  movaps xmmword ptr [rsp+0x640], xmm2
  movaps xmm2, xmm0
  subpd xmm2, xmm12
  subpd xmm8, xmm4
  subpd xmm11, xmm3
  subpd xmm7, xmm1
  movaps xmm0, xmmword ptr [rsp+0x40]
  cmppd xmm0, xmm2, 1
  movaps xmmword ptr [rsp+0x6b0], xmm10
  movaps xmm10, xmmword ptr [rsp+0x40]
  cmppd xmm10, xmm8, 1
  movaps xmmword ptr [rsp+0x6a0], xmm9
  movaps xmm9, xmmword ptr [rsp+0x40]
  cmppd xmm9, xmm11, 1
  movaps xmmword ptr [rsp+0x690], xmm5
  movaps xmm5, xmmword ptr [rsp+0x40]
  cmppd xmm5, xmm7, 1
  movaps xmmword ptr [rsp+0x680], xmm6
  movaps xmm6, xmmword ptr [rsp+0x10]
  blendvpd xmm6, xmmword ptr [rsp+0x50]
  movaps xmmword ptr [rsp+0x6c0], xmm7
  movaps xmm7, xmmword ptr [rsp+0x10]
  movaps xmm0, xmm10
  movaps xmm10, xmmword ptr [rsp+0x50]
  blendvpd xmm7, xmm10
  movaps xmm10, xmmword ptr [rsp+0x10]
  movaps xmm0, xmm9
  movaps xmm9, xmmword ptr [rsp+0x50]
  blendvpd xmm10, xmm9
  movaps xmm9, xmmword ptr [rsp+0x10]
  movaps xmm0, xmm5
  movaps xmm5, xmmword ptr [rsp+0x50]
  blendvpd xmm9, xmm5
  addpd xmm12, xmm6
  addpd xmm4, xmm7
  addpd xmm3, xmm10
  addpd xmm1, xmm9
  movaps xmm6, xmmword ptr [rsp+0x60]
  cmppd xmm2, xmm6, 1
  cmppd xmm8, xmm6, 1
  cmppd xmm11, xmm6, 1
  movaps xmm7, xmmword ptr [rsp+0x6c0]
  cmppd xmm7, xmm6, 1
  movaps xmm9, xmmword ptr [rsp+0x10]
  movaps xmm10, xmm9
  movaps xmm0, xmm2
  blendvpd xmm10, xmm5
  movaps xmm2, xmm9
  movaps xmm0, xmm8
  blendvpd xmm2, xmm5
  movaps xmm8, xmm9
  movaps xmm0, xmm11
  blendvpd xmm8, xmm5
  movaps xmm11, xmm9
  movaps xmm0, xmm7
  blendvpd xmm11, xmm5
  subpd xmm12, xmm10
  subpd xmm4, xmm2
  subpd xmm3, xmm8
  subpd xmm1, xmm11
  movaps xmm0, xmm12
  movaps xmm2, xmmword ptr [rsp+0x250]
  mulpd xmm0, xmm2
  movaps xmm7, xmm4
  mulpd xmm7, xmm2
  movaps xmm8, xmm3
  mulpd xmm8, xmm2
  movaps xmm10, xmm1
  mulpd xmm10, xmm2
  roundpd xmm0, xmm0, 0xb
  roundpd xmm7, xmm7, 0xb
  roundpd xmm8, xmm8, 0xb
  roundpd xmm10, xmm10, 0xb
  movaps xmm11, xmmword ptr [rsp+0x260]
  mulpd xmm0, xmm11
  mulpd xmm7, xmm11
  mulpd xmm8, xmm11
  mulpd xmm10, xmm11
  movaps xmm6, xmm12
  subpd xmm6, xmm0
  movaps xmm2, xmm4
  subpd xmm2, xmm7
  movaps xmm7, xmm3
  subpd xmm7, xmm8
  movaps xmm8, xmm1
  subpd xmm8, xmm10
  movaps xmm10, xmm6
  addpd xmm10, xmm11
  movaps xmm5, xmm2
  addpd xmm5, xmm11
  movaps xmm9, xmm7
  addpd xmm9, xmm11
  movaps xmm11, xmm8
  addpd xmm11, xmmword ptr [rsp+0x260]
  movaps xmm0, xmm6
  cmppd xmm0, xmmword ptr [rsp+0x10], 1
  movaps xmmword ptr [rsp+0x6f0], xmm1
  movaps xmm1, xmm2
  cmppd xmm1, xmmword ptr [rsp+0x10], 1
  movaps xmmword ptr [rsp+0x6e0], xmm3
  movaps xmm3, xmm7
  cmppd xmm3, xmmword ptr [rsp+0x10], 1
  movaps xmmword ptr [rsp+0x6d0], xmm4
  movaps xmm4, xmm8
  cmppd xmm4, xmmword ptr [rsp+0x10], 1
  blendvpd xmm6, xmm10
  movaps xmm0, xmm1
  blendvpd xmm2, xmm5
  movaps xmm0, xmm3
  blendvpd xmm7, xmm9
  movaps xmm0, xmm4
  blendvpd xmm8, xmm11
  movaps xmm0, xmm6
  movaps xmm5, xmmword ptr [rsp+0x50]
  cmppd xmm0, xmm5, 0
  movaps xmm1, xmm2
  cmppd xmm1, xmm5, 0
  movaps xmm3, xmm7
  cmppd xmm3, xmm5, 0
  movaps xmm4, xmm8
  cmppd xmm4, xmm5, 0
  packssdw xmm0, xmm1
  packssdw xmm3, xmm4
  packssdw xmm0, xmm3
  movaps xmm1, xmm0
  packsswb xmm1, xmm0
  pabsb xmm0, xmm1
  movaps xmm1, xmm6
  movaps xmm3, xmmword ptr [rsp+0x270]
  cmppd xmm1, xmm3, 0
  movaps xmm4, xmm2
  cmppd xmm4, xmm3, 0
  movaps xmm9, xmm7
  cmppd xmm9, xmm3, 0
  movaps xmm10, xmm8
  cmppd xmm10, xmm3, 0
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
  movaps xmm1, xmmword ptr [rsp+0x280]
  mulpd xmm0, xmm1
  movaps xmm9, xmmword ptr [rsp+0x6d0]
  movaps xmm10, xmm9
  mulpd xmm10, xmm1
  movaps xmm11, xmmword ptr [rsp+0x6e0]
  movaps xmm3, xmm11
  mulpd xmm3, xmm1
  movaps xmm5, xmmword ptr [rsp+0x6f0]
  mulpd xmm5, xmm1
  movaps xmm1, xmmword ptr [rsp+0x680]
  subpd xmm1, xmm0
  movaps xmm0, xmmword ptr [rsp+0x690]
  subpd xmm0, xmm10
  movaps xmm10, xmmword ptr [rsp+0x6a0]
  subpd xmm10, xmm3
  movaps xmm3, xmmword ptr [rsp+0x6b0]
  subpd xmm3, xmm5
  movaps xmm5, xmm12
  movaps xmm11, xmmword ptr [rsp+0x290]
  mulpd xmm5, xmm11
  mulpd xmm9, xmm11
  movaps xmm11, xmmword ptr [rsp+0x6e0]
  mulpd xmm11, xmmword ptr [rsp+0x290]
  movaps xmmword ptr [rsp+0x730], xmm8
  movaps xmm8, xmmword ptr [rsp+0x6f0]
  mulpd xmm8, xmmword ptr [rsp+0x290]
  movaps xmmword ptr [rsp+0x720], xmm7
  movaps xmm7, xmm1
  subpd xmm7, xmm5
  movaps xmmword ptr [rsp+0x710], xmm2
  movaps xmm2, xmm0
  subpd xmm2, xmm9
  movaps xmmword ptr [rsp+0x700], xmm6
  movaps xmm6, xmm10
  subpd xmm6, xmm11
  movaps xmmword ptr [rsp+0x740], xmm4
  movaps xmm4, xmm3
  subpd xmm4, xmm8
  movaps xmmword ptr [rsp+0x7a0], xmm8
  movaps xmm8, xmm12
  mulpd xmm8, xmmword ptr [rsp+0x2a0]
  movaps xmmword ptr [rsp+0x790], xmm11
  movaps xmm11, xmmword ptr [rsp+0x6d0]
  mulpd xmm11, xmmword ptr [rsp+0x2a0]
  movaps xmmword ptr [rsp+0x780], xmm9
  movaps xmm9, xmmword ptr [rsp+0x6e0]
  mulpd xmm9, xmmword ptr [rsp+0x2a0]
  movaps xmmword ptr [rsp+0x770], xmm5
  movaps xmm5, xmmword ptr [rsp+0x6f0]
  mulpd xmm5, xmmword ptr [rsp+0x2a0]
  movaps xmmword ptr [rsp+0x760], xmm3
  movaps xmm3, xmm7
  subpd xmm3, xmm8
  movaps xmmword ptr [rsp+0x7f0], xmm8
  movaps xmm8, xmm2
  subpd xmm8, xmm11
  movaps xmmword ptr [rsp+0x800], xmm11
  movaps xmm11, xmm6
  subpd xmm11, xmm9
  movaps xmmword ptr [rsp+0x810], xmm9
  movaps xmm9, xmm4
  subpd xmm9, xmm5
  mulpd xmm12, xmmword ptr [rsp+0x2b0]
  movaps xmmword ptr [rsp+0x820], xmm5
  movaps xmm5, xmmword ptr [rsp+0x6d0]
  mulpd xmm5, xmmword ptr [rsp+0x2b0]
  movaps xmmword ptr [rsp+0x7e0], xmm4
  movaps xmm4, xmmword ptr [rsp+0x6e0]
  mulpd xmm4, xmmword ptr [rsp+0x2b0]
  movaps xmmword ptr [rsp+0x750], xmm10
  movaps xmm10, xmmword ptr [rsp+0x6f0]
  mulpd xmm10, xmmword ptr [rsp+0x2b0]
  movaps xmmword ptr [rsp+0x830], xmm3
  subpd xmm3, xmm12
  movaps xmmword ptr [rsp+0x870], xmm12
  movaps xmm12, xmm8
  subpd xmm12, xmm5
  movaps xmmword ptr [rsp+0x880], xmm5
  movaps xmm5, xmm11
  subpd xmm5, xmm4
  movaps xmmword ptr [rsp+0x890], xmm4
  movaps xmm4, xmm9
  subpd xmm4, xmm10
  movaps xmmword ptr [rsp+0x8a0], xmm10
  movaps xmm10, xmm7
  subpd xmm10, xmm1
  movaps xmmword ptr [rsp+0x8e0], xmm4
  movaps xmm4, xmm2
  subpd xmm4, xmm0
  movaps xmmword ptr [rsp+0x8d0], xmm5
  movaps xmm5, xmm6
  subpd xmm5, xmmword ptr [rsp+0x750]
  movaps xmmword ptr [rsp+0x8c0], xmm12
  movaps xmm12, xmmword ptr [rsp+0x7e0]
  subpd xmm12, xmmword ptr [rsp+0x760]
  movaps xmmword ptr [rsp+0x8b0], xmm3
  movaps xmm3, xmm7
  subpd xmm3, xmm10
  movaps xmmword ptr [rsp+0x860], xmm9
  movaps xmm9, xmm2
  subpd xmm9, xmm4
  movaps xmmword ptr [rsp+0x7d0], xmm6
  subpd xmm6, xmm5
  movaps xmmword ptr [rsp+0x850], xmm11
  movaps xmm11, xmmword ptr [rsp+0x7e0]
  subpd xmm11, xmm12
  subpd xmm1, xmm3
  subpd xmm0, xmm9
  movaps xmm3, xmmword ptr [rsp+0x750]
  subpd xmm3, xmm6
  movaps xmm6, xmmword ptr [rsp+0x760]
  subpd xmm6, xmm11
  mov rcx, 0x8000000000000000
  movq xmm9, rcx
  pshufd xmm9, xmm9, 0x44
  movaps xmm11, xmmword ptr [rsp+0x770]
  xorpd xmm11, xmm9
  movaps xmmword ptr [rsp+0x7c0], xmm2
  movaps xmm2, xmmword ptr [rsp+0x780]
  xorpd xmm2, xmm9
  movaps xmmword ptr [rsp+0x840], xmm8
  movaps xmm8, xmmword ptr [rsp+0x790]
  xorpd xmm8, xmm9
  movaps xmmword ptr [rsp+0x7b0], xmm7
  movaps xmm7, xmmword ptr [rsp+0x7a0]
  xorpd xmm7, xmm9
  subpd xmm11, xmm10
  subpd xmm2, xmm4
  subpd xmm8, xmm5
  subpd xmm7, xmm12
  addpd xmm1, xmm11
  addpd xmm0, xmm2
  addpd xmm3, xmm8
  addpd xmm6, xmm7
  movaps xmm9, xmmword ptr [rsp+0x10]
  movaps xmm2, xmm9
  addpd xmm2, xmm1
  movaps xmm1, xmm9
  addpd xmm1, xmm0
  movaps xmm0, xmm9
  addpd xmm0, xmm3
  movaps xmm3, xmm9
  addpd xmm3, xmm6
  movaps xmm4, xmmword ptr [rsp+0x830]
  movaps xmm5, xmm4
  movaps xmm7, xmmword ptr [rsp+0x7b0]
  subpd xmm5, xmm7
  movaps xmm8, xmmword ptr [rsp+0x840]
  movaps xmm6, xmm8
  movaps xmm10, xmmword ptr [rsp+0x7c0]
  subpd xmm6, xmm10
  movaps xmm11, xmmword ptr [rsp+0x850]
  movaps xmm12, xmm11
  movaps xmm9, xmmword ptr [rsp+0x7d0]
  subpd xmm12, xmm9
  movaps xmm9, xmmword ptr [rsp+0x860]
  movaps xmm10, xmm9
  subpd xmm10, xmmword ptr [rsp+0x7e0]
  subpd xmm4, xmm5
  subpd xmm8, xmm6
  subpd xmm11, xmm12
  subpd xmm9, xmm10
  subpd xmm7, xmm4
  movaps xmm4, xmmword ptr [rsp+0x7c0]
  subpd xmm4, xmm8
  movaps xmm8, xmmword ptr [rsp+0x7d0]
  subpd xmm8, xmm11
  movaps xmm11, xmmword ptr [rsp+0x7e0]
  subpd xmm11, xmm9
  mov rcx, 0x8000000000000000
  movq xmm9, rcx
  pshufd xmm9, xmm9, 0x44
  movaps xmmword ptr [rsp+0x920], xmm3
  movaps xmm3, xmmword ptr [rsp+0x7f0]
  xorpd xmm3, xmm9
  movaps xmmword ptr [rsp+0x910], xmm0
  movaps xmm0, xmmword ptr [rsp+0x800]
  xorpd xmm0, xmm9
  movaps xmmword ptr [rsp+0x900], xmm1
  movaps xmm1, xmmword ptr [rsp+0x810]
  xorpd xmm1, xmm9
  movaps xmmword ptr [rsp+0x8f0], xmm2
  movaps xmm2, xmmword ptr [rsp+0x820]
  xorpd xmm2, xmm9
  subpd xmm3, xmm5
  subpd xmm0, xmm6
  subpd xmm1, xmm12
  subpd xmm2, xmm10
  addpd xmm7, xmm3
  addpd xmm4, xmm0
  addpd xmm8, xmm1
  addpd xmm11, xmm2
  movaps xmm2, xmmword ptr [rsp+0x8f0]
  addpd xmm2, xmm7
  movaps xmm1, xmmword ptr [rsp+0x900]
  addpd xmm1, xmm4
  movaps xmm0, xmmword ptr [rsp+0x910]
  addpd xmm0, xmm8
  movaps xmm3, xmmword ptr [rsp+0x920]
  addpd xmm3, xmm11
  movaps xmm4, xmmword ptr [rsp+0x8b0]
  movaps xmm5, xmm4
  movaps xmm6, xmmword ptr [rsp+0x830]
  subpd xmm5, xmm6
  movaps xmm12, xmmword ptr [rsp+0x8c0]
  movaps xmm7, xmm12
  movaps xmm8, xmmword ptr [rsp+0x840]
  subpd xmm7, xmm8
  movaps xmm9, xmmword ptr [rsp+0x8d0]
  movaps xmm10, xmm9
  movaps xmm11, xmmword ptr [rsp+0x850]
  subpd xmm10, xmm11
  movaps xmm11, xmmword ptr [rsp+0x8e0]
  movaps xmm8, xmm11
  subpd xmm8, xmmword ptr [rsp+0x860]
  subpd xmm4, xmm5
  subpd xmm12, xmm7
  subpd xmm9, xmm10
  subpd xmm11, xmm8
  subpd xmm6, xmm4
  movaps xmm4, xmmword ptr [rsp+0x840]
  subpd xmm4, xmm12
  movaps xmm12, xmmword ptr [rsp+0x850]
  subpd xmm12, xmm9
  movaps xmm9, xmmword ptr [rsp+0x860]
  subpd xmm9, xmm11
  mov rcx, 0x8000000000000000
  movq xmm11, rcx
  pshufd xmm11, xmm11, 0x44
  movaps xmmword ptr [rsp+0x960], xmm3
  movaps xmm3, xmmword ptr [rsp+0x870]
  xorpd xmm3, xmm11
  movaps xmmword ptr [rsp+0x950], xmm0
  movaps xmm0, xmmword ptr [rsp+0x880]
  xorpd xmm0, xmm11
  movaps xmmword ptr [rsp+0x940], xmm1
  movaps xmm1, xmmword ptr [rsp+0x890]
  xorpd xmm1, xmm11
  movaps xmmword ptr [rsp+0x930], xmm2
  movaps xmm2, xmmword ptr [rsp+0x8a0]
  xorpd xmm2, xmm11
  subpd xmm3, xmm5
  subpd xmm0, xmm7
  subpd xmm1, xmm10
  subpd xmm2, xmm8
  addpd xmm6, xmm3
  addpd xmm4, xmm0
  addpd xmm12, xmm1
  addpd xmm9, xmm2
  movaps xmm2, xmmword ptr [rsp+0x930]
  addpd xmm2, xmm6
  movaps xmm1, xmmword ptr [rsp+0x940]
  addpd xmm1, xmm4
  movaps xmm3, xmmword ptr [rsp+0x950]
  addpd xmm3, xmm12
  movaps xmm4, xmmword ptr [rsp+0x960]
  addpd xmm4, xmm9
  movaps xmm5, xmmword ptr [rsp+0x8b0]
  movaps xmm6, xmm5
  addpd xmm6, xmm2
  movaps xmm12, xmmword ptr [rsp+0x8c0]
  movaps xmm7, xmm12
  addpd xmm7, xmm1
  movaps xmm9, xmmword ptr [rsp+0x8d0]
  movaps xmm8, xmm9
  addpd xmm8, xmm3
  movaps xmm11, xmmword ptr [rsp+0x8e0]
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
  cmppd xmm11, xmmword ptr [rsp+0x2c0], 1
  movaps xmmword ptr [rsp+0x9a0], xmm4
  movaps xmm4, xmm7
  cmppd xmm4, xmmword ptr [rsp+0x2c0], 1
  movaps xmmword ptr [rsp+0x990], xmm3
  movaps xmm3, xmm8
  cmppd xmm3, xmmword ptr [rsp+0x2c0], 1
  movaps xmmword ptr [rsp+0x980], xmm1
  movaps xmm1, xmm10
  cmppd xmm1, xmmword ptr [rsp+0x2c0], 1
  movaps xmmword ptr [rsp+0x970], xmm2
  movaps xmm2, xmm0
  movaps xmm0, xmm11
  movaps xmm11, xmmword ptr [rsp+0x2c0]
  blendvpd xmm2, xmm11
  movaps xmm0, xmm4
  blendvpd xmm9, xmm11
  movaps xmm0, xmm3
  blendvpd xmm12, xmm11
  movaps xmm0, xmm1
  blendvpd xmm5, xmm11
  movaps xmm1, xmm2
  mulpd xmm1, xmm2
  movaps xmm3, xmm9
  mulpd xmm3, xmm9
  movaps xmm4, xmm12
  mulpd xmm4, xmm12
  movaps xmm11, xmm5
  mulpd xmm11, xmm5
  movaps xmm0, xmm1
  mulpd xmm0, xmmword ptr [rsp+0x40]
  movaps xmmword ptr [rsp+0xa20], xmm5
  movaps xmm5, xmm3
  mulpd xmm5, xmmword ptr [rsp+0x40]
  movaps xmmword ptr [rsp+0xa10], xmm12
  movaps xmm12, xmm4
  mulpd xmm12, xmmword ptr [rsp+0x40]
  movaps xmmword ptr [rsp+0xa00], xmm9
  movaps xmm9, xmm11
  mulpd xmm9, xmmword ptr [rsp+0x40]
  movaps xmmword ptr [rsp+0x9f0], xmm2
  movaps xmm2, xmmword ptr [rsp+0x50]
  subpd xmm2, xmm0
  movaps xmmword ptr [rsp+0x9e0], xmm10
  movaps xmm10, xmmword ptr [rsp+0x50]
  subpd xmm10, xmm5
  movaps xmmword ptr [rsp+0x9d0], xmm8
  movaps xmm8, xmmword ptr [rsp+0x50]
  subpd xmm8, xmm12
  movaps xmmword ptr [rsp+0x9c0], xmm7
  movaps xmm7, xmmword ptr [rsp+0x50]
  subpd xmm7, xmm9
  movaps xmmword ptr [rsp+0x9b0], xmm6
  movaps xmm6, xmmword ptr [rsp+0x50]
  subpd xmm6, xmm2
  movaps xmmword ptr [rsp+0xa70], xmm2
  movaps xmm2, xmmword ptr [rsp+0x50]
  subpd xmm2, xmm10
  movaps xmmword ptr [rsp+0xa80], xmm10
  movaps xmm10, xmmword ptr [rsp+0x50]
  subpd xmm10, xmm8
  movaps xmmword ptr [rsp+0xa90], xmm8
  movaps xmm8, xmmword ptr [rsp+0x50]
  subpd xmm8, xmm7
  subpd xmm6, xmm0
  subpd xmm2, xmm5
  subpd xmm10, xmm12
  subpd xmm8, xmm9
  movaps xmm0, xmm1
  mulpd xmm0, xmm1
  movaps xmm5, xmm3
  mulpd xmm5, xmm3
  movaps xmm9, xmm4
  mulpd xmm9, xmm4
  movaps xmm12, xmm11
  mulpd xmm12, xmm11
  movaps xmmword ptr [rsp+0xaa0], xmm7
  movaps xmm7, xmmword ptr [rsp+0x2d0]
  mulpd xmm7, xmm1
  movaps xmmword ptr [rsp+0xae0], xmm8
  movaps xmm8, xmmword ptr [rsp+0x2d0]
  mulpd xmm8, xmm3
  movaps xmmword ptr [rsp+0xad0], xmm10
  movaps xmm10, xmmword ptr [rsp+0x2d0]
  mulpd xmm10, xmm4
  movaps xmmword ptr [rsp+0xac0], xmm2
  movaps xmm2, xmmword ptr [rsp+0x2d0]
  mulpd xmm2, xmm11
  addpd xmm7, xmmword ptr [rsp+0x2e0]
  addpd xmm8, xmmword ptr [rsp+0x2e0]
  addpd xmm10, xmmword ptr [rsp+0x2e0]
  addpd xmm2, xmmword ptr [rsp+0x2e0]
  mulpd xmm7, xmm1
  mulpd xmm8, xmm3
  mulpd xmm10, xmm4
  mulpd xmm2, xmm11
  addpd xmm7, xmmword ptr [rsp+0x2f0]
  addpd xmm8, xmmword ptr [rsp+0x2f0]
  addpd xmm10, xmmword ptr [rsp+0x2f0]
  addpd xmm2, xmmword ptr [rsp+0x2f0]
  mulpd xmm7, xmm1
  mulpd xmm8, xmm3
  mulpd xmm10, xmm4
  mulpd xmm2, xmm11
  addpd xmm7, xmmword ptr [rsp+0x300]
  addpd xmm8, xmmword ptr [rsp+0x300]
  addpd xmm10, xmmword ptr [rsp+0x300]
  addpd xmm2, xmmword ptr [rsp+0x300]
  mulpd xmm7, xmm1
  mulpd xmm8, xmm3
  mulpd xmm10, xmm4
  mulpd xmm2, xmm11
  addpd xmm7, xmmword ptr [rsp+0x310]
  addpd xmm8, xmmword ptr [rsp+0x310]
  addpd xmm10, xmmword ptr [rsp+0x310]
  addpd xmm2, xmmword ptr [rsp+0x310]
  movaps xmmword ptr [rsp+0xa60], xmm11
  movaps xmm11, xmm0
  mulpd xmm11, xmm7
  mulpd xmm5, xmm8
  mulpd xmm9, xmm10
  mulpd xmm12, xmm2
  movaps xmm0, xmmword ptr [rsp+0x9b0]
  subpd xmm0, xmmword ptr [rsp+0x8b0]
  movaps xmm7, xmmword ptr [rsp+0x9c0]
  subpd xmm7, xmmword ptr [rsp+0x8c0]
  movaps xmm8, xmmword ptr [rsp+0x9d0]
  subpd xmm8, xmmword ptr [rsp+0x8d0]
  movaps xmm10, xmmword ptr [rsp+0x9e0]
  subpd xmm10, xmmword ptr [rsp+0x8e0]
  movaps xmm2, xmmword ptr [rsp+0x970]
  subpd xmm2, xmm0
  movaps xmm0, xmmword ptr [rsp+0x980]
  subpd xmm0, xmm7
  movaps xmm7, xmmword ptr [rsp+0x990]
  subpd xmm7, xmm8
  movaps xmm8, xmmword ptr [rsp+0x9a0]
  subpd xmm8, xmm10
  movaps xmm10, xmmword ptr [rsp+0x330]
  minpd xmm10, xmm2
  movaps xmmword ptr [rsp+0xa50], xmm4
  movaps xmm4, xmmword ptr [rsp+0x330]
  minpd xmm4, xmm0
  movaps xmmword ptr [rsp+0xa40], xmm3
  movaps xmm3, xmmword ptr [rsp+0x330]
  minpd xmm3, xmm7
  movaps xmmword ptr [rsp+0xa30], xmm1
  movaps xmm1, xmmword ptr [rsp+0x330]
  minpd xmm1, xmm8
  cmppd xmm2, xmmword ptr [rsp+0x320], 1
  movaps xmmword ptr [rsp+0xab0], xmm6
  movaps xmm6, xmm0
  cmppd xmm6, xmmword ptr [rsp+0x320], 1
  cmppd xmm7, xmmword ptr [rsp+0x320], 1
  cmppd xmm8, xmmword ptr [rsp+0x320], 1
  movaps xmm0, xmm2
  movaps xmm2, xmmword ptr [rsp+0x320]
  blendvpd xmm10, xmm2
  movaps xmm0, xmm6
  blendvpd xmm4, xmm2
  movaps xmm0, xmm7
  blendvpd xmm3, xmm2
  movaps xmm0, xmm8
  blendvpd xmm1, xmm2
  movaps xmm0, xmmword ptr [rsp+0x9f0]
  movaps xmm6, xmm0
  mulpd xmm6, xmm10
  movaps xmm7, xmmword ptr [rsp+0xa00]
  movaps xmm8, xmm7
  mulpd xmm8, xmm4
  movaps xmm2, xmmword ptr [rsp+0xa10]
  mulpd xmm2, xmm3
  movaps xmm7, xmmword ptr [rsp+0xa20]
  mulpd xmm7, xmm1
  subpd xmm11, xmm6
  subpd xmm5, xmm8
  subpd xmm9, xmm2
  subpd xmm12, xmm7
  movaps xmm6, xmmword ptr [rsp+0xab0]
  addpd xmm6, xmm11
  movaps xmm2, xmmword ptr [rsp+0xac0]
  addpd xmm2, xmm5
  movaps xmm5, xmmword ptr [rsp+0xad0]
  addpd xmm5, xmm9
  movaps xmm8, xmmword ptr [rsp+0xae0]
  addpd xmm8, xmm12
  movaps xmm7, xmmword ptr [rsp+0xa70]
  addpd xmm7, xmm6
  movaps xmm6, xmmword ptr [rsp+0xa80]
  addpd xmm6, xmm2
  movaps xmm2, xmmword ptr [rsp+0xa90]
  addpd xmm2, xmm5
  movaps xmm5, xmmword ptr [rsp+0xaa0]
  addpd xmm5, xmm8
  movaps xmm8, xmm10
  movaps xmm9, xmmword ptr [rsp+0x40]
  mulpd xmm8, xmm9
  movaps xmm11, xmm4
  mulpd xmm11, xmm9
  movaps xmm12, xmm3
  mulpd xmm12, xmm9
  movaps xmm0, xmm1
  mulpd xmm0, xmm9
  movaps xmm9, xmmword ptr [rsp+0xa30]
  mulpd xmm9, xmmword ptr [rsp+0x9f0]
  movaps xmmword ptr [rsp+0xb50], xmm5
  movaps xmm5, xmmword ptr [rsp+0xa40]
  mulpd xmm5, xmmword ptr [rsp+0xa00]
  movaps xmmword ptr [rsp+0xb40], xmm2
  movaps xmm2, xmmword ptr [rsp+0xa50]
  mulpd xmm2, xmmword ptr [rsp+0xa10]
  movaps xmmword ptr [rsp+0xb30], xmm6
  movaps xmm6, xmmword ptr [rsp+0xa60]
  mulpd xmm6, xmmword ptr [rsp+0xa20]
  movaps xmmword ptr [rsp+0xb20], xmm7
  movaps xmm7, xmmword ptr [rsp+0x340]
  mulpd xmm7, xmmword ptr [rsp+0xa30]
  movaps xmmword ptr [rsp+0xb10], xmm1
  movaps xmm1, xmmword ptr [rsp+0x340]
  mulpd xmm1, xmmword ptr [rsp+0xa40]
  movaps xmmword ptr [rsp+0xb00], xmm3
  movaps xmm3, xmmword ptr [rsp+0x340]
  mulpd xmm3, xmmword ptr [rsp+0xa50]
  movaps xmmword ptr [rsp+0xaf0], xmm4
  movaps xmm4, xmmword ptr [rsp+0x340]
  mulpd xmm4, xmmword ptr [rsp+0xa60]
  addpd xmm7, xmmword ptr [rsp+0x350]
  addpd xmm1, xmmword ptr [rsp+0x350]
  addpd xmm3, xmmword ptr [rsp+0x350]
  addpd xmm4, xmmword ptr [rsp+0x350]
  mulpd xmm7, xmmword ptr [rsp+0xa30]
  mulpd xmm1, xmmword ptr [rsp+0xa40]
  mulpd xmm3, xmmword ptr [rsp+0xa50]
  mulpd xmm4, xmmword ptr [rsp+0xa60]
  addpd xmm7, xmmword ptr [rsp+0x360]
  addpd xmm1, xmmword ptr [rsp+0x360]
  addpd xmm3, xmmword ptr [rsp+0x360]
  addpd xmm4, xmmword ptr [rsp+0x360]
  mulpd xmm7, xmmword ptr [rsp+0xa30]
  mulpd xmm1, xmmword ptr [rsp+0xa40]
  mulpd xmm3, xmmword ptr [rsp+0xa50]
  mulpd xmm4, xmmword ptr [rsp+0xa60]
  addpd xmm7, xmmword ptr [rsp+0x370]
  addpd xmm1, xmmword ptr [rsp+0x370]
  addpd xmm3, xmmword ptr [rsp+0x370]
  addpd xmm4, xmmword ptr [rsp+0x370]
  movaps xmmword ptr [rsp+0xb60], xmm9
  mulpd xmm9, xmm7
  movaps xmm7, xmm5
  mulpd xmm7, xmm1
  movaps xmm1, xmm2
  mulpd xmm1, xmm3
  movaps xmm3, xmm6
  mulpd xmm3, xmm4
  subpd xmm8, xmm9
  subpd xmm11, xmm7
  subpd xmm12, xmm1
  subpd xmm0, xmm3
  movaps xmm9, xmmword ptr [rsp+0xa30]
  mulpd xmm9, xmm8
  movaps xmm3, xmmword ptr [rsp+0xa40]
  mulpd xmm3, xmm11
  movaps xmm4, xmmword ptr [rsp+0xa50]
  mulpd xmm4, xmm12
  movaps xmm11, xmmword ptr [rsp+0xa60]
  mulpd xmm11, xmm0
  subpd xmm9, xmm10
  subpd xmm3, xmmword ptr [rsp+0xaf0]
  subpd xmm4, xmmword ptr [rsp+0xb00]
  subpd xmm11, xmmword ptr [rsp+0xb10]
  movaps xmm0, xmmword ptr [rsp+0xb60]
  movaps xmm1, xmmword ptr [rsp+0x380]
  mulpd xmm0, xmm1
  mulpd xmm5, xmm1
  mulpd xmm2, xmm1
  mulpd xmm6, xmm1
  subpd xmm9, xmm0
  subpd xmm3, xmm5
  subpd xmm4, xmm2
  subpd xmm11, xmm6
  movaps xmm0, xmmword ptr [rsp+0x9f0]
  subpd xmm0, xmm9
  movaps xmm7, xmmword ptr [rsp+0xa00]
  subpd xmm7, xmm3
  movaps xmm2, xmmword ptr [rsp+0xa10]
  subpd xmm2, xmm4
  movaps xmm5, xmmword ptr [rsp+0xa20]
  subpd xmm5, xmm11
  movaps xmm3, xmm0
  test al, al
  movaps xmm4, xmmword ptr [rsp+0xb20]
  je .Lwhere19
  movaps xmm3, xmm4
.Lwhere19:
  movaps xmm6, xmmword ptr [rsp+0x740]
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
  movaps xmm8, xmmword ptr [rsp+0xb30]
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
  movaps xmm7, xmm2
  test al, al
  movaps xmm9, xmmword ptr [rsp+0xb40]
  je .Lwhere23
  movaps xmm7, xmm9
.Lwhere23:
  pextrb eax, xmm6, 5
  movaps xmm10, xmm9
  shufpd xmm10, xmm9, 1
  movaps xmm9, xmm2
  shufpd xmm9, xmm2, 1
  test al, al
  je .Lwhere24
  movaps xmm9, xmm10
.Lwhere24:
  pextrb eax, xmm6, 6
  movaps xmm2, xmm5
  test al, al
  movaps xmm10, xmmword ptr [rsp+0xb50]
  je .Lwhere25
  movaps xmm2, xmm10
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
  unpcklpd xmm3, xmm4
  movaps xmm4, xmm0
  unpcklpd xmm4, xmm8
  unpcklpd xmm7, xmm9
  unpcklpd xmm2, xmm10
  mov rax, 0x8000000000000000
  movq xmm0, rax
  pshufd xmm0, xmm0, 0x44
  movaps xmm5, xmm3
  xorpd xmm5, xmm0
  movaps xmm6, xmm4
  xorpd xmm6, xmm0
  movaps xmm8, xmm7
  xorpd xmm8, xmm0
  movaps xmm9, xmm2
  xorpd xmm9, xmm0
  movaps xmm10, xmmword ptr [rsp+0x230]
  movaps xmm0, xmm10
  cmppd xmm0, xmmword ptr [rsp+0x700], 1
  movaps xmm11, xmm10
  cmppd xmm11, xmmword ptr [rsp+0x710], 1
  movaps xmm12, xmm10
  cmppd xmm12, xmmword ptr [rsp+0x720], 1
  cmppd xmm10, xmmword ptr [rsp+0x730], 1
  blendvpd xmm3, xmm5
  movaps xmm0, xmm11
  blendvpd xmm4, xmm6
  movaps xmm0, xmm12
  blendvpd xmm7, xmm8
  movaps xmm0, xmm10
  blendvpd xmm2, xmm9
  movaps xmm5, xmmword ptr [rsp+0x410]
  movaps xmm0, xmm5
  movaps xmm9, xmmword ptr [rsp+0x10]
  cmppd xmm0, xmm9, 0
  movaps xmm11, xmmword ptr [rsp+0x420]
  movaps xmm6, xmm11
  cmppd xmm6, xmm9, 0
  movaps xmm8, xmmword ptr [rsp+0x430]
  movaps xmm10, xmm8
  cmppd xmm10, xmm9, 0
  movaps xmm12, xmmword ptr [rsp+0x440]
  movaps xmm1, xmm12
  cmppd xmm1, xmm9, 0
  blendvpd xmm3, xmm5
  movaps xmm0, xmm6
  blendvpd xmm4, xmm11
  movaps xmm0, xmm10
  blendvpd xmm7, xmm8
  movaps xmm0, xmm1
  blendvpd xmm2, xmm12
  movaps xmm0, xmmword ptr [rsp+0x640]
  movaps xmm6, xmmword ptr [rsp+0x100]
  cmppd xmm0, xmm6, 1
  movaps xmm1, xmmword ptr [rsp+0x650]
  cmppd xmm1, xmm6, 1
  movaps xmm5, xmmword ptr [rsp+0x660]
  cmppd xmm5, xmm6, 1
  movaps xmm8, xmmword ptr [rsp+0x670]
  cmppd xmm8, xmm6, 1
  movaps xmm11, xmmword ptr [rsp+0x220]
  movaps xmm10, xmm11
  blendvpd xmm10, xmm3
  movaps xmm3, xmm11
  movaps xmm0, xmm1
  blendvpd xmm3, xmm4
  movaps xmm1, xmm11
  movaps xmm0, xmm5
  blendvpd xmm1, xmm7
  movaps xmm4, xmm11
  movaps xmm0, xmm8
  blendvpd xmm4, xmm2
  movaps xmm0, xmm10
  cvtsd2ss xmm0, xmm10
  movaps xmm2, xmm10
  shufpd xmm2, xmm10, 1
  movaps xmm5, xmm2
  cvtsd2ss xmm5, xmm2
  movaps xmm2, xmm3
  cvtsd2ss xmm2, xmm3
  movaps xmm7, xmm3
  shufpd xmm7, xmm3, 1
  movaps xmm3, xmm7
  cvtsd2ss xmm3, xmm7
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
  insertps xmm0, xmm2, 0x20
  insertps xmm0, xmm3, 0x30
  insertps xmm7, xmm1, 0x10
  insertps xmm7, xmm8, 0x20
  insertps xmm7, xmm4, 0x30
  mov r8, qword ptr [rsp+0xda0]
  movdqu xmmword ptr [r8+rdi*4], xmm0
  movdqu xmmword ptr [r8+rdi*4+0x10], xmm7
  mov rsi, qword ptr [rsp+0xdb0]
  add esi, 1
  mov qword ptr [rsp+0xdb0], rsi
  cmp esi, 4
  jl .Lloop1
.Ldone2:
  movaps xmm6, xmmword ptr [rsp+0xb70]
  movaps xmm7, xmmword ptr [rsp+0xb80]
  movaps xmm8, xmmword ptr [rsp+0xb90]
  movaps xmm9, xmmword ptr [rsp+0xba0]
  movaps xmm10, xmmword ptr [rsp+0xbb0]
  movaps xmm11, xmmword ptr [rsp+0xbc0]
  movaps xmm12, xmmword ptr [rsp+0xbd0]
  movaps xmm15, xmmword ptr [rsp+0xbe0]
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
