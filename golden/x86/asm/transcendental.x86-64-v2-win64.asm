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
  sub rsp, 0xee0
  movaps xmmword ptr [rsp+0xbb0], xmm6
  movaps xmmword ptr [rsp+0xbc0], xmm7
  movaps xmmword ptr [rsp+0xbd0], xmm8
  movaps xmmword ptr [rsp+0xbe0], xmm9
  movaps xmmword ptr [rsp+0xbf0], xmm10
  movaps xmmword ptr [rsp+0xc00], xmm11
  movaps xmmword ptr [rsp+0xc10], xmm12
  movaps xmmword ptr [rsp+0xc20], xmm15
  mov rax, rcx
  mov qword ptr [rsp+0xdd8], rdx
  mov qword ptr [rsp+0xde0], r8
  mov rsi, r9
  mov rcx, 0x3e7b5253d395e7c4
  mov qword ptr [rsp+0xc30], rcx
  mov rcx, 0xc090e00000000000
  mov qword ptr [rsp+0xc38], rcx
  mov rcx, 0x4090180000000000
  mov qword ptr [rsp+0xc40], rcx
  mov rcx, 0x3fe0000000000000
  mov qword ptr [rsp+0xc48], rcx
  mov rcx, 0x3ff0000000000000
  mov qword ptr [rsp+0xc50], rcx
  mov rcx, 0xbfe0000000000000
  mov qword ptr [rsp+0xc58], rcx
  mov rcx, 0x3eb62c0223a5c824
  mov qword ptr [rsp+0xc60], rcx
  mov rcx, 0x3eeffcbfc588b0c7
  mov qword ptr [rsp+0xc68], rcx
  mov rcx, 0x3f2430912f86c787
  mov qword ptr [rsp+0xc70], rcx
  mov rcx, 0x3f55d87fe78a6731
  mov qword ptr [rsp+0xc78], rcx
  mov rcx, 0x3f83b2ab6fba4e77
  mov qword ptr [rsp+0xc80], rcx
  mov rcx, 0x3fac6b08d704a0c0
  mov qword ptr [rsp+0xc88], rcx
  mov rcx, 0x3fcebfbdff82c58f
  mov qword ptr [rsp+0xc90], rcx
  mov rcx, 0x3fe62e42fefa39ef
  mov qword ptr [rsp+0xc98], rcx
  mov rcx, 0x7ff0000000000000
  mov qword ptr [rsp+0xca0], rcx
  mov rcx, 0x3ff6a09e667f3bcd
  mov qword ptr [rsp+0xca8], rcx
  mov rcx, 0x10000000000000
  mov qword ptr [rsp+0xcb0], rcx
  mov rcx, 0x4350000000000000
  mov qword ptr [rsp+0xcb8], rcx
  mov rcx, 0x4000000000000000
  mov qword ptr [rsp+0xcc0], rcx
  mov rcx, 0x3fc3b13b13b13b14
  mov qword ptr [rsp+0xcc8], rcx
  mov rcx, 0x3fc745d1745d1746
  mov qword ptr [rsp+0xcd0], rcx
  mov rcx, 0x3fcc71c71c71c71c
  mov qword ptr [rsp+0xcd8], rcx
  mov rcx, 0x3fd2492492492492
  mov qword ptr [rsp+0xce0], rcx
  mov rcx, 0x3fd999999999999a
  mov qword ptr [rsp+0xce8], rcx
  mov rcx, 0x3fe5555555555555
  mov qword ptr [rsp+0xcf0], rcx
  mov rcx, 0x3de705fc2eefa200
  mov qword ptr [rsp+0xcf8], rcx
  mov rcx, 0x3ff7154765200000
  mov qword ptr [rsp+0xd00], rcx
  mov rcx, 0x404b000000000000
  mov qword ptr [rsp+0xd08], rcx
  mov rcx, 0xfff0000000000000
  mov qword ptr [rsp+0xd10], rcx
  mov rcx, 0x7ff8000000000000
  mov qword ptr [rsp+0xd18], rcx
  mov rcx, 0x3ff8000000000000
  mov qword ptr [rsp+0xd20], rcx
  mov rcx, 0x3fe45f306dc9c883
  mov qword ptr [rsp+0xd28], rcx
  mov rcx, 0x3fd0000000000000
  mov qword ptr [rsp+0xd30], rcx
  mov rcx, 0x4010000000000000
  mov qword ptr [rsp+0xd38], rcx
  mov rcx, 0x4008000000000000
  mov qword ptr [rsp+0xd40], rcx
  mov rcx, 0x3ff921fb40000000
  mov qword ptr [rsp+0xd48], rcx
  mov rcx, 0x3e74442d00000000
  mov qword ptr [rsp+0xd50], rcx
  mov rcx, 0x3cf8469880000000
  mov qword ptr [rsp+0xd58], rcx
  mov rcx, 0x3b78cc51701b839a
  mov qword ptr [rsp+0xd60], rcx
  mov rcx, 0xbff0000000000000
  mov qword ptr [rsp+0xd68], rcx
  mov rcx, 0x3e21eed8eff8d898
  mov qword ptr [rsp+0xd70], rcx
  mov rcx, 0xbe927e4fb7789f5c
  mov qword ptr [rsp+0xd78], rcx
  mov rcx, 0x3efa01a01a01a01a
  mov qword ptr [rsp+0xd80], rcx
  mov rcx, 0xbf56c16c16c16c17
  mov qword ptr [rsp+0xd88], rcx
  mov rcx, 0x3fa5555555555555
  mov qword ptr [rsp+0xd90], rcx
  mov rcx, 0xbd70000000000000
  mov qword ptr [rsp+0xd98], rcx
  mov rcx, 0x3d70000000000000
  mov qword ptr [rsp+0xda0], rcx
  mov rcx, 0xbe5ae64567f544e4
  mov qword ptr [rsp+0xda8], rcx
  mov rcx, 0x3ec71de3a556c734
  mov qword ptr [rsp+0xdb0], rcx
  mov rcx, 0xbf2a01a01a01a01a
  mov qword ptr [rsp+0xdb8], rcx
  mov rcx, 0x3f81111111111111
  mov qword ptr [rsp+0xdc0], rcx
  mov rcx, 0xbfc5555555555555
  mov qword ptr [rsp+0xdc8], rcx
  movq xmm0, qword ptr [rsp+0xc30]
  pshufd xmm1, xmm0, 0x44
  xorps xmm0, xmm0
  pshufd xmm2, xmm0, 0x44
  movaps xmmword ptr [rsp+0x10], xmm2
  movq xmm0, qword ptr [rsp+0xc38]
  pshufd xmm3, xmm0, 0x44
  movq xmm0, qword ptr [rsp+0xc40]
  pshufd xmm4, xmm0, 0x44
  movq xmm0, qword ptr [rsp+0xc48]
  pshufd xmm5, xmm0, 0x44
  movq xmm0, qword ptr [rsp+0xc50]
  pshufd xmm6, xmm0, 0x44
  movq xmm0, qword ptr [rsp+0xc58]
  pshufd xmm7, xmm0, 0x44
  movq xmm0, qword ptr [rsp+0xc60]
  pshufd xmm8, xmm0, 0x44
  movq xmm0, qword ptr [rsp+0xc68]
  pshufd xmm9, xmm0, 0x44
  movq xmm0, qword ptr [rsp+0xc70]
  pshufd xmm10, xmm0, 0x44
  movq xmm0, qword ptr [rsp+0xc78]
  pshufd xmm11, xmm0, 0x44
  movq xmm0, qword ptr [rsp+0xc80]
  pshufd xmm12, xmm0, 0x44
  movq xmm0, qword ptr [rsp+0xc88]
  pshufd xmm15, xmm0, 0x44
  movaps xmmword ptr [rsp+0xc0], xmm15
  movq xmm0, qword ptr [rsp+0xc90]
  pshufd xmm15, xmm0, 0x44
  movaps xmmword ptr [rsp+0xd0], xmm15
  movq xmm0, qword ptr [rsp+0xc98]
  pshufd xmm15, xmm0, 0x44
  movaps xmmword ptr [rsp+0xe0], xmm15
  mov ecx, 1
  movq xmm0, rcx
  pshufd xmm0, xmm0, 0x44
  pextrq rdi, xmm0, 0
  pextrq rbx, xmm0, 1
  pextrq r12, xmm0, 0
  pextrq r13, xmm0, 1
  pextrq r14, xmm0, 0
  pextrq r15, xmm0, 1
  pextrq r8, xmm0, 0
  pextrq rdx, xmm0, 1
  mov ecx, 0x3ff
  movq xmm0, rcx
  pshufd xmm15, xmm0, 0x44
  movaps xmmword ptr [rsp+0xf0], xmm15
  mov ecx, 0x34
  movq xmm0, rcx
  pshufd xmm0, xmm0, 0x44
  movaps xmmword ptr [rsp+0xb0], xmm12
  movq xmm12, qword ptr [rsp+0xca0]
  pshufd xmm12, xmm12, 0x44
  movaps xmmword ptr [rsp+0x100], xmm12
  movq xmm12, qword ptr [rsp+0xca8]
  pshufd xmm12, xmm12, 0x44
  movaps xmmword ptr [rsp+0x110], xmm12
  movaps xmm12, xmm6
  shufpd xmm12, xmm6, 1
  movaps xmmword ptr [rsp+0x120], xmm12
  movaps xmm12, xmm6
  shufpd xmm12, xmm6, 1
  movaps xmmword ptr [rsp+0x130], xmm12
  movaps xmm12, xmm6
  shufpd xmm12, xmm6, 1
  movaps xmmword ptr [rsp+0x140], xmm12
  movaps xmm12, xmm6
  shufpd xmm12, xmm6, 1
  movaps xmmword ptr [rsp+0x150], xmm12
  movq xmm12, qword ptr [rsp+0xcb0]
  pshufd xmm12, xmm12, 0x44
  movaps xmmword ptr [rsp+0x160], xmm12
  movq xmm12, qword ptr [rsp+0xcb8]
  pshufd xmm12, xmm12, 0x44
  mov rcx, 0xfffffffffffff
  movaps xmmword ptr [rsp+0x170], xmm12
  movq xmm12, rcx
  pshufd xmm12, xmm12, 0x44
  mov rcx, 0x3ff0000000000000
  movaps xmmword ptr [rsp+0x180], xmm12
  movq xmm12, rcx
  pshufd xmm12, xmm12, 0x44
  mov rcx, 0xffffffff00000000
  movaps xmmword ptr [rsp+0x190], xmm12
  movq xmm12, rcx
  pshufd xmm12, xmm12, 0x44
  movaps xmmword ptr [rsp+0x1a0], xmm12
  movq xmm12, qword ptr [rsp+0xcc0]
  pshufd xmm12, xmm12, 0x44
  movaps xmmword ptr [rsp+0x1b0], xmm12
  movq xmm12, qword ptr [rsp+0xcc8]
  pshufd xmm12, xmm12, 0x44
  movaps xmmword ptr [rsp+0x1c0], xmm12
  movq xmm12, qword ptr [rsp+0xcd0]
  pshufd xmm12, xmm12, 0x44
  movaps xmmword ptr [rsp+0x1d0], xmm12
  movq xmm12, qword ptr [rsp+0xcd8]
  pshufd xmm12, xmm12, 0x44
  movaps xmmword ptr [rsp+0x1e0], xmm12
  movq xmm12, qword ptr [rsp+0xce0]
  pshufd xmm12, xmm12, 0x44
  movaps xmmword ptr [rsp+0x1f0], xmm12
  movq xmm12, qword ptr [rsp+0xce8]
  pshufd xmm12, xmm12, 0x44
  movaps xmmword ptr [rsp+0x200], xmm12
  movq xmm12, qword ptr [rsp+0xcf0]
  pshufd xmm12, xmm12, 0x44
  movaps xmmword ptr [rsp+0x210], xmm12
  movq xmm12, qword ptr [rsp+0xcf8]
  pshufd xmm12, xmm12, 0x44
  movaps xmmword ptr [rsp+0x220], xmm12
  movq xmm12, qword ptr [rsp+0xd00]
  pshufd xmm12, xmm12, 0x44
  pextrq r11, xmm0, 0
  mov qword ptr [rsp+0xe30], r11
  pextrq r11, xmm0, 1
  mov qword ptr [rsp+0xe38], r11
  pextrq r11, xmm0, 0
  mov qword ptr [rsp+0xe40], r11
  pextrq r11, xmm0, 1
  mov qword ptr [rsp+0xe48], r11
  pextrq r11, xmm0, 0
  mov qword ptr [rsp+0xe50], r11
  pextrq r11, xmm0, 1
  mov qword ptr [rsp+0xe58], r11
  pextrq r11, xmm0, 0
  mov qword ptr [rsp+0xe60], r11
  pextrq r11, xmm0, 1
  mov qword ptr [rsp+0xe68], r11
  movq xmm0, qword ptr [rsp+0xd08]
  pshufd xmm15, xmm0, 0x44
  movaps xmmword ptr [rsp+0x240], xmm15
  movq xmm0, qword ptr [rsp+0xd10]
  pshufd xmm15, xmm0, 0x44
  movaps xmmword ptr [rsp+0x250], xmm15
  movq xmm0, qword ptr [rsp+0xd18]
  pshufd xmm15, xmm0, 0x44
  movaps xmmword ptr [rsp+0x260], xmm15
  movq xmm0, qword ptr [rsp+0xd20]
  pshufd xmm15, xmm0, 0x44
  movaps xmmword ptr [rsp+0x270], xmm15
  movq xmm0, qword ptr [rsp+0xd28]
  pshufd xmm15, xmm0, 0x44
  movaps xmmword ptr [rsp+0x280], xmm15
  movq xmm0, qword ptr [rsp+0xd30]
  pshufd xmm15, xmm0, 0x44
  movaps xmmword ptr [rsp+0x290], xmm15
  movq xmm0, qword ptr [rsp+0xd38]
  pshufd xmm15, xmm0, 0x44
  movaps xmmword ptr [rsp+0x2a0], xmm15
  movq xmm0, qword ptr [rsp+0xd40]
  pshufd xmm15, xmm0, 0x44
  movaps xmmword ptr [rsp+0x2b0], xmm15
  movq xmm0, qword ptr [rsp+0xd48]
  pshufd xmm15, xmm0, 0x44
  movaps xmmword ptr [rsp+0x2c0], xmm15
  movq xmm0, qword ptr [rsp+0xd50]
  pshufd xmm15, xmm0, 0x44
  movaps xmmword ptr [rsp+0x2d0], xmm15
  movq xmm0, qword ptr [rsp+0xd58]
  pshufd xmm15, xmm0, 0x44
  movaps xmmword ptr [rsp+0x2e0], xmm15
  movq xmm0, qword ptr [rsp+0xd60]
  pshufd xmm15, xmm0, 0x44
  movaps xmmword ptr [rsp+0x2f0], xmm15
  movq xmm0, qword ptr [rsp+0xd68]
  pshufd xmm15, xmm0, 0x44
  movaps xmmword ptr [rsp+0x300], xmm15
  movq xmm0, qword ptr [rsp+0xd70]
  pshufd xmm15, xmm0, 0x44
  movaps xmmword ptr [rsp+0x310], xmm15
  movq xmm0, qword ptr [rsp+0xd78]
  pshufd xmm15, xmm0, 0x44
  movaps xmmword ptr [rsp+0x320], xmm15
  movq xmm0, qword ptr [rsp+0xd80]
  pshufd xmm15, xmm0, 0x44
  movaps xmmword ptr [rsp+0x330], xmm15
  movq xmm0, qword ptr [rsp+0xd88]
  pshufd xmm15, xmm0, 0x44
  movaps xmmword ptr [rsp+0x340], xmm15
  movq xmm0, qword ptr [rsp+0xd90]
  pshufd xmm15, xmm0, 0x44
  movaps xmmword ptr [rsp+0x350], xmm15
  movq xmm0, qword ptr [rsp+0xd98]
  pshufd xmm15, xmm0, 0x44
  movaps xmmword ptr [rsp+0x360], xmm15
  movq xmm0, qword ptr [rsp+0xda0]
  pshufd xmm15, xmm0, 0x44
  movaps xmmword ptr [rsp+0x370], xmm15
  movq xmm0, qword ptr [rsp+0xda8]
  pshufd xmm15, xmm0, 0x44
  movaps xmmword ptr [rsp+0x380], xmm15
  movq xmm0, qword ptr [rsp+0xdb0]
  pshufd xmm15, xmm0, 0x44
  movaps xmmword ptr [rsp+0x390], xmm15
  movq xmm0, qword ptr [rsp+0xdb8]
  pshufd xmm15, xmm0, 0x44
  movaps xmmword ptr [rsp+0x3a0], xmm15
  movq xmm0, qword ptr [rsp+0xdc0]
  pshufd xmm15, xmm0, 0x44
  movaps xmmword ptr [rsp+0x3b0], xmm15
  movq xmm0, qword ptr [rsp+0xdc8]
  pshufd xmm15, xmm0, 0x44
  movaps xmmword ptr [rsp+0x3c0], xmm15
  mov qword ptr [rsp+0xdd0], rax
  xor eax, eax
  mov qword ptr [rsp+0xe70], rax
  mov qword ptr [rsp+0xde8], rsi
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
  mov qword ptr [rsp+0xdf0], rdi
  mov qword ptr [rsp+0xdf8], rbx
  mov qword ptr [rsp+0xe00], r12
  mov qword ptr [rsp+0xe08], r13
  mov qword ptr [rsp+0xe10], r14
  mov qword ptr [rsp+0xe18], r15
  mov qword ptr [rsp+0xe20], r8
  mov qword ptr [rsp+0xe28], rdx
  movaps xmmword ptr [rsp+0x230], xmm12
.Lloop1:
  mov r11, qword ptr [rsp+0xe70]
  imul edx, r11d, 8
  mov r11, qword ptr [rsp+0xde8]
  movdqu xmm0, xmmword ptr [r11+rdx*4]
  mov r11, qword ptr [rsp+0xde8]
  movdqu xmm12, xmmword ptr [r11+rdx*4+0x10]
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
  movaps xmmword ptr [rsp+0x440], xmm12
  movaps xmm12, xmm3
  cmppd xmm12, xmm3, 4
  movaps xmmword ptr [rsp+0x430], xmm6
  movaps xmm6, xmm4
  cmppd xmm6, xmm4, 4
  movaps xmmword ptr [rsp+0x420], xmm7
  movaps xmm7, xmm2
  cmppd xmm7, xmm2, 4
  movaps xmmword ptr [rsp+0x410], xmm10
  movaps xmm10, xmm5
  movaps xmm15, xmmword ptr [rsp+0x10]
  blendvpd xmm10, xmm15
  movaps xmmword ptr [rsp+0x400], xmm1
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
  movaps xmmword ptr [rsp+0x3f0], xmm8
  movaps xmm15, xmmword ptr [rsp+0x30]
  movaps xmm8, xmm15
  minpd xmm8, xmm12
  movaps xmmword ptr [rsp+0x3e0], xmm9
  movaps xmm15, xmmword ptr [rsp+0x30]
  movaps xmm9, xmm15
  minpd xmm9, xmm6
  movaps xmm15, xmmword ptr [rsp+0x20]
  cmppd xmm10, xmm15, 1
  movaps xmm15, xmmword ptr [rsp+0x20]
  cmppd xmm1, xmm15, 1
  movaps xmm15, xmmword ptr [rsp+0x20]
  cmppd xmm12, xmm15, 1
  movaps xmm15, xmmword ptr [rsp+0x20]
  cmppd xmm6, xmm15, 1
  movaps xmmword ptr [rsp+0x3d0], xmm11
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
  movaps xmmword ptr [rsp+0x480], xmm2
  movaps xmm2, xmm11
  subpd xmm2, xmm1
  movaps xmmword ptr [rsp+0x470], xmm4
  movaps xmm4, xmm7
  subpd xmm4, xmm6
  movaps xmmword ptr [rsp+0x460], xmm3
  movaps xmm3, xmm8
  subpd xmm3, xmm12
  movaps xmmword ptr [rsp+0x450], xmm5
  movaps xmm5, xmm9
  subpd xmm5, xmm10
  movaps xmm15, xmmword ptr [rsp+0x40]
  movaps xmm0, xmm15
  cmppd xmm0, xmm2, 1
  movaps xmmword ptr [rsp+0x4c0], xmm9
  movaps xmm15, xmmword ptr [rsp+0x40]
  movaps xmm9, xmm15
  cmppd xmm9, xmm4, 1
  movaps xmmword ptr [rsp+0x4b0], xmm8
  movaps xmm15, xmmword ptr [rsp+0x40]
  movaps xmm8, xmm15
  cmppd xmm8, xmm3, 1
  movaps xmmword ptr [rsp+0x4a0], xmm7
  movaps xmm15, xmmword ptr [rsp+0x40]
  movaps xmm7, xmm15
  cmppd xmm7, xmm5, 1
  movaps xmmword ptr [rsp+0x490], xmm11
  movaps xmm15, xmmword ptr [rsp+0x10]
  movaps xmm11, xmm15
  movaps xmm15, xmmword ptr [rsp+0x50]
  blendvpd xmm11, xmm15
  movaps xmmword ptr [rsp+0x4d0], xmm5
  movaps xmm15, xmmword ptr [rsp+0x10]
  movaps xmm5, xmm15
  movaps xmm0, xmm9
  movaps xmm9, xmmword ptr [rsp+0x50]
  blendvpd xmm5, xmm9
  movaps xmm15, xmmword ptr [rsp+0x10]
  movaps xmm9, xmm15
  movaps xmm0, xmm8
  movaps xmm8, xmmword ptr [rsp+0x50]
  blendvpd xmm9, xmm8
  movaps xmm15, xmmword ptr [rsp+0x10]
  movaps xmm8, xmm15
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
  movaps xmm0, xmmword ptr [rsp+0x4d0]
  movaps xmm8, xmm0
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
  movaps xmm11, xmmword ptr [rsp+0x490]
  subpd xmm11, xmm1
  movaps xmm0, xmmword ptr [rsp+0x4a0]
  subpd xmm0, xmm6
  movaps xmm8, xmmword ptr [rsp+0x4b0]
  subpd xmm8, xmm12
  movaps xmm2, xmmword ptr [rsp+0x4c0]
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
  cvttsd2si r8, xmm1
  mov r11, qword ptr [rsp+0xdf0]
  mov ecx, r11d
  mov rdi, r8
  sar rdi, cl
  movaps xmm0, xmm1
  shufpd xmm0, xmm1, 1
  cvttsd2si r15, xmm0
  mov r11, qword ptr [rsp+0xdf8]
  mov ecx, r11d
  mov rbx, r15
  sar rbx, cl
  cvttsd2si r14, xmm6
  mov r11, qword ptr [rsp+0xe00]
  mov ecx, r11d
  mov r12, r14
  sar r12, cl
  movaps xmm0, xmm6
  shufpd xmm0, xmm6, 1
  cvttsd2si r13, xmm0
  mov r11, qword ptr [rsp+0xe08]
  mov ecx, r11d
  mov rsi, r13
  sar rsi, cl
  cvttsd2si rax, xmm12
  mov r11, qword ptr [rsp+0xe10]
  mov ecx, r11d
  mov qword ptr [rsp+0xe78], rdx
  mov rdx, rax
  sar rdx, cl
  movaps xmm0, xmm12
  shufpd xmm0, xmm12, 1
  mov qword ptr [rsp+0xe90], rax
  cvttsd2si rax, xmm0
  mov r11, qword ptr [rsp+0xe18]
  mov ecx, r11d
  mov qword ptr [rsp+0xe98], rax
  sar rax, cl
  mov qword ptr [rsp+0xe88], r13
  cvttsd2si r13, xmm10
  mov r11, qword ptr [rsp+0xe20]
  mov ecx, r11d
  mov qword ptr [rsp+0xea0], r13
  sar r13, cl
  movaps xmm0, xmm10
  shufpd xmm0, xmm10, 1
  mov qword ptr [rsp+0xe80], r14
  cvttsd2si r14, xmm0
  mov r11, qword ptr [rsp+0xe28]
  mov ecx, r11d
  mov qword ptr [rsp+0xea8], r14
  sar r14, cl
  movq xmm0, rdi
  pinsrq xmm0, rbx, 1
  movq xmm1, r12
  pinsrq xmm1, rsi, 1
  movq xmm6, rdx
  pinsrq xmm6, rax, 1
  movq xmm8, r13
  pinsrq xmm8, r14, 1
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
  movq xmm2, r8
  pinsrq xmm2, r15, 1
  mov r14, qword ptr [rsp+0xe80]
  movq xmm7, r14
  mov r13, qword ptr [rsp+0xe88]
  pinsrq xmm7, r13, 1
  mov rax, qword ptr [rsp+0xe90]
  movq xmm10, rax
  mov rax, qword ptr [rsp+0xe98]
  pinsrq xmm10, rax, 1
  mov r13, qword ptr [rsp+0xea0]
  movq xmm12, r13
  mov r14, qword ptr [rsp+0xea8]
  pinsrq xmm12, r14, 1
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
  movaps xmm1, xmmword ptr [rsp+0x450]
  movaps xmm0, xmm1
  cmppd xmm0, xmm1, 4
  movaps xmm2, xmmword ptr [rsp+0x460]
  movaps xmm6, xmm2
  cmppd xmm6, xmm2, 4
  movaps xmm7, xmmword ptr [rsp+0x470]
  movaps xmm8, xmm7
  cmppd xmm8, xmm7, 4
  movaps xmm10, xmmword ptr [rsp+0x480]
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
  mov rax, qword ptr [rsp+0xdd0]
  mov rdx, qword ptr [rsp+0xe78]
  movdqu xmmword ptr [rax+rdx*4], xmm0
  movdqu xmmword ptr [rax+rdx*4+0x10], xmm8
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
  movaps xmm12, xmmword ptr [rsp+0x100]
  cmppd xmm3, xmm12, 1
  movaps xmm4, xmm2
  cmppd xmm4, xmm12, 1
  movaps xmm5, xmm7
  cmppd xmm5, xmm12, 1
  movaps xmm6, xmm10
  cmppd xmm6, xmm12, 1
  packssdw xmm3, xmm4
  packssdw xmm5, xmm6
  packssdw xmm3, xmm5
  movaps xmm4, xmm3
  packsswb xmm4, xmm3
  pabsb xmm3, xmm4
  pand xmm0, xmm3
  pextrb r8d, xmm0, 0
  movaps xmm3, xmmword ptr [rsp+0x50]
  movaps xmm4, xmm3
  test r8b, r8b
  je .Lwhere3
  movaps xmm11, xmmword ptr [rsp+0x3d0]
  movaps xmm4, xmm11
.Lwhere3:
  pextrb esi, xmm0, 1
  movaps xmm5, xmmword ptr [rsp+0x120]
  movaps xmm6, xmm5
  test sil, sil
  je .Lwhere4
  movaps xmm8, xmmword ptr [rsp+0x3e0]
  movaps xmm6, xmm8
.Lwhere4:
  pextrb edi, xmm0, 2
  movaps xmm8, xmm3
  test dil, dil
  je .Lwhere5
  movaps xmm11, xmmword ptr [rsp+0x3f0]
  movaps xmm8, xmm11
.Lwhere5:
  pextrb ebx, xmm0, 3
  movaps xmm11, xmmword ptr [rsp+0x130]
  movaps xmm5, xmm11
  test bl, bl
  je .Lwhere6
  movaps xmm15, xmmword ptr [rsp+0x400]
  movaps xmm5, xmm15
.Lwhere6:
  pextrb r12d, xmm0, 4
  movaps xmm11, xmm3
  test r12b, r12b
  je .Lwhere7
  movaps xmm15, xmmword ptr [rsp+0x410]
  movaps xmm11, xmm15
.Lwhere7:
  pextrb r13d, xmm0, 5
  movaps xmm15, xmmword ptr [rsp+0x140]
  movaps xmm10, xmm15
  test r13b, r13b
  je .Lwhere8
  movaps xmm15, xmmword ptr [rsp+0x420]
  movaps xmm10, xmm15
.Lwhere8:
  pextrb r14d, xmm0, 6
  movaps xmm7, xmm3
  test r14b, r14b
  je .Lwhere9
  movaps xmm15, xmmword ptr [rsp+0x430]
  movaps xmm7, xmm15
.Lwhere9:
  pextrb r15d, xmm0, 7
  movaps xmm15, xmmword ptr [rsp+0x150]
  movaps xmm0, xmm15
  test r15b, r15b
  je .Lwhere10
  movaps xmm15, xmmword ptr [rsp+0x440]
  movaps xmm0, xmm15
.Lwhere10:
  unpcklpd xmm4, xmm6
  unpcklpd xmm8, xmm5
  unpcklpd xmm11, xmm10
  unpcklpd xmm7, xmm0
  movaps xmm5, xmm4
  movaps xmm6, xmmword ptr [rsp+0x170]
  mulpd xmm5, xmm6
  movaps xmm10, xmm8
  mulpd xmm10, xmm6
  movaps xmm2, xmm11
  mulpd xmm2, xmm6
  movaps xmm12, xmm7
  mulpd xmm12, xmm6
  movaps xmm0, xmm4
  movaps xmm6, xmmword ptr [rsp+0x160]
  cmppd xmm0, xmm6, 1
  movaps xmm1, xmm8
  cmppd xmm1, xmm6, 1
  movaps xmm9, xmm11
  cmppd xmm9, xmm6, 1
  movaps xmm3, xmm7
  cmppd xmm3, xmm6, 1
  movaps xmm6, xmm4
  blendvpd xmm6, xmm5
  movaps xmm5, xmm8
  movaps xmm0, xmm1
  blendvpd xmm5, xmm10
  movaps xmm1, xmm11
  movaps xmm0, xmm9
  blendvpd xmm1, xmm2
  movaps xmm2, xmm7
  movaps xmm0, xmm3
  blendvpd xmm2, xmm12
  movaps xmm0, xmm6
  movaps xmm12, xmmword ptr [rsp+0x180]
  pand xmm0, xmm12
  movaps xmm3, xmm5
  pand xmm3, xmm12
  movaps xmm9, xmm1
  pand xmm9, xmm12
  movaps xmm10, xmm2
  pand xmm10, xmm12
  movaps xmm12, xmm0
  movaps xmm15, xmmword ptr [rsp+0x190]
  por xmm12, xmm15
  movaps xmm15, xmmword ptr [rsp+0x190]
  por xmm3, xmm15
  movaps xmm15, xmmword ptr [rsp+0x190]
  por xmm9, xmm15
  movaps xmm15, xmmword ptr [rsp+0x190]
  por xmm10, xmm15
  movaps xmmword ptr [rsp+0x510], xmm7
  movaps xmm7, xmm12
  movaps xmm15, xmmword ptr [rsp+0x40]
  mulpd xmm7, xmm15
  movaps xmmword ptr [rsp+0x500], xmm11
  movaps xmm11, xmm3
  movaps xmm15, xmmword ptr [rsp+0x40]
  mulpd xmm11, xmm15
  movaps xmmword ptr [rsp+0x4f0], xmm8
  movaps xmm8, xmm9
  movaps xmm15, xmmword ptr [rsp+0x40]
  mulpd xmm8, xmm15
  movaps xmmword ptr [rsp+0x4e0], xmm4
  movaps xmm4, xmm10
  movaps xmm15, xmmword ptr [rsp+0x40]
  mulpd xmm4, xmm15
  movaps xmm15, xmmword ptr [rsp+0x110]
  movaps xmm0, xmm15
  cmppd xmm0, xmm12, 1
  movaps xmmword ptr [rsp+0x550], xmm2
  movaps xmm15, xmmword ptr [rsp+0x110]
  movaps xmm2, xmm15
  cmppd xmm2, xmm3, 1
  movaps xmmword ptr [rsp+0x540], xmm1
  movaps xmm15, xmmword ptr [rsp+0x110]
  movaps xmm1, xmm15
  cmppd xmm1, xmm9, 1
  movaps xmmword ptr [rsp+0x530], xmm5
  movaps xmm15, xmmword ptr [rsp+0x110]
  movaps xmm5, xmm15
  cmppd xmm5, xmm10, 1
  movaps xmmword ptr [rsp+0x560], xmm12
  blendvpd xmm12, xmm7
  movaps xmm7, xmm3
  movaps xmm0, xmm2
  blendvpd xmm7, xmm11
  movaps xmm2, xmm9
  movaps xmm0, xmm1
  blendvpd xmm2, xmm8
  movaps xmm1, xmm10
  movaps xmm0, xmm5
  blendvpd xmm1, xmm4
  movaps xmm4, xmmword ptr [rsp+0x50]
  subpd xmm12, xmm4
  subpd xmm7, xmm4
  subpd xmm2, xmm4
  subpd xmm1, xmm4
  movaps xmm0, xmm12
  mulpd xmm0, xmm12
  movaps xmm5, xmm7
  mulpd xmm5, xmm7
  movaps xmm8, xmm2
  mulpd xmm8, xmm2
  movaps xmm11, xmm1
  mulpd xmm11, xmm1
  movaps xmm4, xmmword ptr [rsp+0x40]
  mulpd xmm0, xmm4
  mulpd xmm5, xmm4
  mulpd xmm8, xmm4
  mulpd xmm11, xmm4
  movaps xmm4, xmm12
  subpd xmm4, xmm0
  movaps xmmword ptr [rsp+0x590], xmm10
  movaps xmm10, xmm7
  subpd xmm10, xmm5
  movaps xmmword ptr [rsp+0x580], xmm9
  movaps xmm9, xmm2
  subpd xmm9, xmm8
  movaps xmmword ptr [rsp+0x570], xmm3
  movaps xmm3, xmm1
  subpd xmm3, xmm11
  movaps xmm15, xmmword ptr [rsp+0x1a0]
  pand xmm4, xmm15
  movaps xmm15, xmmword ptr [rsp+0x1a0]
  pand xmm10, xmm15
  movaps xmm15, xmmword ptr [rsp+0x1a0]
  pand xmm9, xmm15
  movaps xmm15, xmmword ptr [rsp+0x1a0]
  pand xmm3, xmm15
  movaps xmmword ptr [rsp+0x520], xmm6
  movaps xmm6, xmm12
  subpd xmm6, xmm4
  movaps xmmword ptr [rsp+0x5a0], xmm4
  movaps xmm4, xmm7
  subpd xmm4, xmm10
  movaps xmmword ptr [rsp+0x5b0], xmm10
  movaps xmm10, xmm2
  subpd xmm10, xmm9
  movaps xmmword ptr [rsp+0x5c0], xmm9
  movaps xmm9, xmm1
  subpd xmm9, xmm3
  subpd xmm6, xmm0
  subpd xmm4, xmm5
  subpd xmm10, xmm8
  subpd xmm9, xmm11
  movaps xmmword ptr [rsp+0x5d0], xmm3
  movaps xmm3, xmm12
  movaps xmm15, xmmword ptr [rsp+0x1b0]
  addpd xmm3, xmm15
  movaps xmmword ptr [rsp+0x610], xmm9
  movaps xmm9, xmm7
  movaps xmm15, xmmword ptr [rsp+0x1b0]
  addpd xmm9, xmm15
  movaps xmmword ptr [rsp+0x600], xmm10
  movaps xmm10, xmm2
  movaps xmm15, xmmword ptr [rsp+0x1b0]
  addpd xmm10, xmm15
  movaps xmmword ptr [rsp+0x5f0], xmm4
  movaps xmm4, xmm1
  movaps xmm15, xmmword ptr [rsp+0x1b0]
  addpd xmm4, xmm15
  divpd xmm12, xmm3
  divpd xmm7, xmm9
  divpd xmm2, xmm10
  divpd xmm1, xmm4
  movaps xmm3, xmm12
  mulpd xmm3, xmm12
  movaps xmm4, xmm7
  mulpd xmm4, xmm7
  movaps xmm9, xmm2
  mulpd xmm9, xmm2
  movaps xmm10, xmm1
  mulpd xmm10, xmm1
  movaps xmmword ptr [rsp+0x5e0], xmm6
  movaps xmm15, xmmword ptr [rsp+0x1c0]
  movaps xmm6, xmm15
  mulpd xmm6, xmm3
  movaps xmmword ptr [rsp+0x640], xmm1
  movaps xmm15, xmmword ptr [rsp+0x1c0]
  movaps xmm1, xmm15
  mulpd xmm1, xmm4
  movaps xmmword ptr [rsp+0x630], xmm2
  movaps xmm15, xmmword ptr [rsp+0x1c0]
  movaps xmm2, xmm15
  mulpd xmm2, xmm9
  movaps xmmword ptr [rsp+0x620], xmm7
  movaps xmm15, xmmword ptr [rsp+0x1c0]
  movaps xmm7, xmm15
  mulpd xmm7, xmm10
  movaps xmm15, xmmword ptr [rsp+0x1d0]
  addpd xmm6, xmm15
  movaps xmm15, xmmword ptr [rsp+0x1d0]
  addpd xmm1, xmm15
  movaps xmm15, xmmword ptr [rsp+0x1d0]
  addpd xmm2, xmm15
  movaps xmm15, xmmword ptr [rsp+0x1d0]
  addpd xmm7, xmm15
  mulpd xmm6, xmm3
  mulpd xmm1, xmm4
  mulpd xmm2, xmm9
  mulpd xmm7, xmm10
  movaps xmm15, xmmword ptr [rsp+0x1e0]
  addpd xmm6, xmm15
  movaps xmm15, xmmword ptr [rsp+0x1e0]
  addpd xmm1, xmm15
  movaps xmm15, xmmword ptr [rsp+0x1e0]
  addpd xmm2, xmm15
  movaps xmm15, xmmword ptr [rsp+0x1e0]
  addpd xmm7, xmm15
  mulpd xmm6, xmm3
  mulpd xmm1, xmm4
  mulpd xmm2, xmm9
  mulpd xmm7, xmm10
  movaps xmm15, xmmword ptr [rsp+0x1f0]
  addpd xmm6, xmm15
  movaps xmm15, xmmword ptr [rsp+0x1f0]
  addpd xmm1, xmm15
  movaps xmm15, xmmword ptr [rsp+0x1f0]
  addpd xmm2, xmm15
  movaps xmm15, xmmword ptr [rsp+0x1f0]
  addpd xmm7, xmm15
  mulpd xmm6, xmm3
  mulpd xmm1, xmm4
  mulpd xmm2, xmm9
  mulpd xmm7, xmm10
  movaps xmm15, xmmword ptr [rsp+0x200]
  addpd xmm6, xmm15
  movaps xmm15, xmmword ptr [rsp+0x200]
  addpd xmm1, xmm15
  movaps xmm15, xmmword ptr [rsp+0x200]
  addpd xmm2, xmm15
  movaps xmm15, xmmword ptr [rsp+0x200]
  addpd xmm7, xmm15
  mulpd xmm6, xmm3
  mulpd xmm1, xmm4
  mulpd xmm2, xmm9
  mulpd xmm7, xmm10
  movaps xmm15, xmmword ptr [rsp+0x210]
  addpd xmm6, xmm15
  movaps xmm15, xmmword ptr [rsp+0x210]
  addpd xmm1, xmm15
  movaps xmm15, xmmword ptr [rsp+0x210]
  addpd xmm2, xmm15
  movaps xmm15, xmmword ptr [rsp+0x210]
  addpd xmm7, xmm15
  mulpd xmm3, xmm6
  mulpd xmm4, xmm1
  mulpd xmm9, xmm2
  mulpd xmm10, xmm7
  addpd xmm0, xmm3
  addpd xmm5, xmm4
  addpd xmm8, xmm9
  addpd xmm11, xmm10
  mulpd xmm12, xmm0
  movaps xmm7, xmmword ptr [rsp+0x620]
  mulpd xmm7, xmm5
  movaps xmm2, xmmword ptr [rsp+0x630]
  mulpd xmm2, xmm8
  movaps xmm1, xmmword ptr [rsp+0x640]
  mulpd xmm1, xmm11
  movaps xmm6, xmmword ptr [rsp+0x5e0]
  addpd xmm6, xmm12
  movaps xmm4, xmmword ptr [rsp+0x5f0]
  addpd xmm4, xmm7
  movaps xmm10, xmmword ptr [rsp+0x600]
  addpd xmm10, xmm2
  movaps xmm9, xmmword ptr [rsp+0x610]
  addpd xmm9, xmm1
  movaps xmm0, xmm6
  movaps xmm1, xmmword ptr [rsp+0x5a0]
  addpd xmm0, xmm1
  movaps xmm2, xmm4
  movaps xmm3, xmmword ptr [rsp+0x5b0]
  addpd xmm2, xmm3
  movaps xmm5, xmm10
  movaps xmm7, xmmword ptr [rsp+0x5c0]
  addpd xmm5, xmm7
  movaps xmm8, xmm9
  movaps xmm11, xmmword ptr [rsp+0x5d0]
  addpd xmm8, xmm11
  movaps xmm12, xmmword ptr [rsp+0x220]
  mulpd xmm0, xmm12
  mulpd xmm2, xmm12
  mulpd xmm5, xmm12
  mulpd xmm8, xmm12
  movaps xmm12, xmmword ptr [rsp+0x230]
  mulpd xmm6, xmm12
  mulpd xmm4, xmm12
  mulpd xmm10, xmm12
  mulpd xmm9, xmm12
  movaps xmm11, xmm0
  addpd xmm11, xmm6
  addpd xmm2, xmm4
  addpd xmm5, xmm10
  addpd xmm8, xmm9
  movaps xmm6, xmmword ptr [rsp+0x520]
  pextrq rax, xmm6, 0
  mov r11, qword ptr [rsp+0xe30]
  mov ecx, r11d
  sar rax, cl
  pextrq rdx, xmm6, 1
  mov r11, qword ptr [rsp+0xe38]
  mov ecx, r11d
  sar rdx, cl
  mov qword ptr [rsp+0xed8], r15
  movaps xmm0, xmmword ptr [rsp+0x530]
  pextrq r15, xmm0, 0
  mov r11, qword ptr [rsp+0xe40]
  mov ecx, r11d
  sar r15, cl
  mov qword ptr [rsp+0xed0], r14
  pextrq r14, xmm0, 1
  mov r11, qword ptr [rsp+0xe48]
  mov ecx, r11d
  sar r14, cl
  mov qword ptr [rsp+0xec8], r13
  movaps xmm0, xmmword ptr [rsp+0x540]
  pextrq r13, xmm0, 0
  mov r11, qword ptr [rsp+0xe50]
  mov ecx, r11d
  sar r13, cl
  mov qword ptr [rsp+0xec0], r12
  pextrq r12, xmm0, 1
  mov r11, qword ptr [rsp+0xe58]
  mov ecx, r11d
  sar r12, cl
  mov qword ptr [rsp+0xeb8], rbx
  movaps xmm0, xmmword ptr [rsp+0x550]
  pextrq rbx, xmm0, 0
  mov r11, qword ptr [rsp+0xe60]
  mov ecx, r11d
  sar rbx, cl
  mov qword ptr [rsp+0xeb0], rdi
  pextrq rdi, xmm0, 1
  mov r11, qword ptr [rsp+0xe68]
  mov ecx, r11d
  sar rdi, cl
  movq xmm0, rax
  pinsrq xmm0, rdx, 1
  movq xmm4, r15
  pinsrq xmm4, r14, 1
  movq xmm6, r13
  pinsrq xmm6, r12, 1
  movq xmm9, rbx
  pinsrq xmm9, rdi, 1
  movaps xmm10, xmmword ptr [rsp+0xf0]
  psubq xmm0, xmm10
  psubq xmm4, xmm10
  psubq xmm6, xmm10
  psubq xmm9, xmm10
  pextrq rax, xmm0, 0
  xorpd xmm10, xmm10
  cvtsi2sd xmm10, rax
  pextrq rax, xmm0, 1
  xorpd xmm0, xmm0
  cvtsi2sd xmm0, rax
  pextrq rax, xmm4, 0
  xorpd xmm7, xmm7
  cvtsi2sd xmm7, rax
  pextrq rax, xmm4, 1
  xorpd xmm4, xmm4
  cvtsi2sd xmm4, rax
  pextrq rax, xmm6, 0
  xorpd xmm3, xmm3
  cvtsi2sd xmm3, rax
  pextrq rax, xmm6, 1
  xorpd xmm6, xmm6
  cvtsi2sd xmm6, rax
  pextrq rax, xmm9, 0
  xorpd xmm12, xmm12
  cvtsi2sd xmm12, rax
  pextrq rax, xmm9, 1
  xorpd xmm9, xmm9
  cvtsi2sd xmm9, rax
  unpcklpd xmm10, xmm0
  unpcklpd xmm7, xmm4
  unpcklpd xmm3, xmm6
  unpcklpd xmm12, xmm9
  movaps xmm4, xmmword ptr [rsp+0x4e0]
  movaps xmm6, xmmword ptr [rsp+0x160]
  cmppd xmm4, xmm6, 1
  movaps xmm0, xmmword ptr [rsp+0x4f0]
  movaps xmm9, xmm0
  cmppd xmm9, xmm6, 1
  movaps xmm0, xmmword ptr [rsp+0x500]
  movaps xmm1, xmm0
  cmppd xmm1, xmm6, 1
  movaps xmm0, xmmword ptr [rsp+0x510]
  movaps xmm6, xmm0
  movaps xmm15, xmmword ptr [rsp+0x160]
  cmppd xmm6, xmm15, 1
  movaps xmmword ptr [rsp+0x670], xmm8
  movaps xmm15, xmmword ptr [rsp+0x10]
  movaps xmm8, xmm15
  movaps xmm0, xmm4
  movaps xmm4, xmmword ptr [rsp+0x240]
  blendvpd xmm8, xmm4
  movaps xmm15, xmmword ptr [rsp+0x10]
  movaps xmm4, xmm15
  movaps xmm0, xmm9
  movaps xmm9, xmmword ptr [rsp+0x240]
  blendvpd xmm4, xmm9
  movaps xmm15, xmmword ptr [rsp+0x10]
  movaps xmm9, xmm15
  movaps xmm0, xmm1
  movaps xmm1, xmmword ptr [rsp+0x240]
  blendvpd xmm9, xmm1
  movaps xmm15, xmmword ptr [rsp+0x10]
  movaps xmm1, xmm15
  movaps xmm0, xmm6
  movaps xmm6, xmmword ptr [rsp+0x240]
  blendvpd xmm1, xmm6
  subpd xmm10, xmm8
  subpd xmm7, xmm4
  subpd xmm3, xmm9
  subpd xmm12, xmm1
  movaps xmm1, xmmword ptr [rsp+0x110]
  movaps xmm0, xmm1
  movaps xmm4, xmmword ptr [rsp+0x560]
  cmppd xmm0, xmm4, 1
  movaps xmm4, xmm1
  movaps xmm8, xmmword ptr [rsp+0x570]
  cmppd xmm4, xmm8, 1
  movaps xmm8, xmm1
  movaps xmm9, xmmword ptr [rsp+0x580]
  cmppd xmm8, xmm9, 1
  movaps xmm9, xmm1
  movaps xmm15, xmmword ptr [rsp+0x590]
  cmppd xmm9, xmm15, 1
  movaps xmm1, xmmword ptr [rsp+0x10]
  movaps xmm6, xmm1
  movaps xmm15, xmmword ptr [rsp+0x50]
  blendvpd xmm6, xmm15
  movaps xmm0, xmm4
  movaps xmm4, xmmword ptr [rsp+0x50]
  blendvpd xmm1, xmm4
  movaps xmm15, xmmword ptr [rsp+0x10]
  movaps xmm4, xmm15
  movaps xmm0, xmm8
  movaps xmm8, xmmword ptr [rsp+0x50]
  blendvpd xmm4, xmm8
  movaps xmm15, xmmword ptr [rsp+0x10]
  movaps xmm8, xmm15
  movaps xmm0, xmm9
  movaps xmm9, xmmword ptr [rsp+0x50]
  blendvpd xmm8, xmm9
  addpd xmm10, xmm6
  addpd xmm7, xmm1
  addpd xmm3, xmm4
  addpd xmm12, xmm8
  movaps xmm1, xmmword ptr [rsp+0x5a0]
  movaps xmm4, xmmword ptr [rsp+0x230]
  mulpd xmm1, xmm4
  movaps xmm0, xmmword ptr [rsp+0x5b0]
  mulpd xmm0, xmm4
  movaps xmm6, xmmword ptr [rsp+0x5c0]
  mulpd xmm6, xmm4
  movaps xmm8, xmmword ptr [rsp+0x5d0]
  mulpd xmm8, xmm4
  movaps xmm4, xmm10
  addpd xmm4, xmm1
  movaps xmm9, xmm7
  addpd xmm9, xmm0
  movaps xmmword ptr [rsp+0x660], xmm5
  movaps xmm5, xmm3
  addpd xmm5, xmm6
  movaps xmmword ptr [rsp+0x650], xmm2
  movaps xmm2, xmm12
  addpd xmm2, xmm8
  subpd xmm10, xmm4
  subpd xmm7, xmm9
  subpd xmm3, xmm5
  subpd xmm12, xmm2
  addpd xmm10, xmm1
  addpd xmm7, xmm0
  addpd xmm3, xmm6
  addpd xmm12, xmm8
  addpd xmm11, xmm10
  movaps xmm0, xmmword ptr [rsp+0x650]
  addpd xmm0, xmm7
  movaps xmm1, xmmword ptr [rsp+0x660]
  addpd xmm1, xmm3
  movaps xmm8, xmmword ptr [rsp+0x670]
  addpd xmm8, xmm12
  addpd xmm11, xmm4
  movaps xmm3, xmm0
  addpd xmm3, xmm9
  addpd xmm1, xmm5
  addpd xmm8, xmm2
  movaps xmm2, xmmword ptr [rsp+0x450]
  movaps xmm0, xmm2
  movaps xmm12, xmmword ptr [rsp+0x100]
  cmppd xmm0, xmm12, 0
  movaps xmm4, xmmword ptr [rsp+0x460]
  movaps xmm5, xmm4
  cmppd xmm5, xmm12, 0
  movaps xmm7, xmmword ptr [rsp+0x470]
  movaps xmm6, xmm7
  cmppd xmm6, xmm12, 0
  movaps xmm10, xmmword ptr [rsp+0x480]
  movaps xmm9, xmm10
  cmppd xmm9, xmm12, 0
  movaps xmm10, xmmword ptr [rsp+0x260]
  movaps xmm7, xmm10
  blendvpd xmm7, xmm12
  movaps xmm4, xmm10
  movaps xmm0, xmm5
  blendvpd xmm4, xmm12
  movaps xmm5, xmm10
  movaps xmm0, xmm6
  blendvpd xmm5, xmm12
  movaps xmm6, xmm10
  movaps xmm0, xmm9
  blendvpd xmm6, xmm12
  movaps xmm0, xmm2
  movaps xmm9, xmmword ptr [rsp+0x10]
  cmppd xmm0, xmm9, 0
  movaps xmm10, xmmword ptr [rsp+0x460]
  movaps xmm12, xmm10
  cmppd xmm12, xmm9, 0
  movaps xmm15, xmmword ptr [rsp+0x470]
  movaps xmm10, xmm15
  cmppd xmm10, xmm9, 0
  movaps xmm15, xmmword ptr [rsp+0x480]
  movaps xmm2, xmm15
  cmppd xmm2, xmm9, 0
  movaps xmm9, xmmword ptr [rsp+0x250]
  blendvpd xmm7, xmm9
  movaps xmm0, xmm12
  blendvpd xmm4, xmm9
  movaps xmm0, xmm10
  blendvpd xmm5, xmm9
  movaps xmm0, xmm2
  blendvpd xmm6, xmm9
  movaps xmm0, xmm7
  test r8b, r8b
  je .Lwhere11
  movaps xmm0, xmm11
.Lwhere11:
  movaps xmm2, xmm0
  cvtsd2ss xmm2, xmm0
  movaps xmm0, xmm11
  shufpd xmm0, xmm11, 1
  movaps xmm10, xmm7
  shufpd xmm10, xmm7, 1
  test sil, sil
  je .Lwhere12
  movaps xmm10, xmm0
.Lwhere12:
  movaps xmm0, xmm10
  cvtsd2ss xmm0, xmm10
  movaps xmm7, xmm4
  mov rdi, qword ptr [rsp+0xeb0]
  test dil, dil
  je .Lwhere13
  movaps xmm7, xmm3
.Lwhere13:
  movaps xmm10, xmm7
  cvtsd2ss xmm10, xmm7
  movaps xmm7, xmm3
  shufpd xmm7, xmm3, 1
  movaps xmm3, xmm4
  shufpd xmm3, xmm4, 1
  mov rbx, qword ptr [rsp+0xeb8]
  test bl, bl
  je .Lwhere14
  movaps xmm3, xmm7
.Lwhere14:
  movaps xmm4, xmm3
  cvtsd2ss xmm4, xmm3
  movaps xmm3, xmm5
  mov r12, qword ptr [rsp+0xec0]
  test r12b, r12b
  je .Lwhere15
  movaps xmm3, xmm1
.Lwhere15:
  movaps xmm7, xmm3
  cvtsd2ss xmm7, xmm3
  movaps xmm3, xmm1
  shufpd xmm3, xmm1, 1
  movaps xmm1, xmm5
  shufpd xmm1, xmm5, 1
  mov r13, qword ptr [rsp+0xec8]
  test r13b, r13b
  je .Lwhere16
  movaps xmm1, xmm3
.Lwhere16:
  movaps xmm3, xmm1
  cvtsd2ss xmm3, xmm1
  movaps xmm1, xmm6
  mov r14, qword ptr [rsp+0xed0]
  test r14b, r14b
  je .Lwhere17
  movaps xmm1, xmm8
.Lwhere17:
  movaps xmm5, xmm1
  cvtsd2ss xmm5, xmm1
  movaps xmm1, xmm8
  shufpd xmm1, xmm8, 1
  movaps xmm8, xmm6
  shufpd xmm8, xmm6, 1
  mov r15, qword ptr [rsp+0xed8]
  test r15b, r15b
  je .Lwhere18
  movaps xmm8, xmm1
.Lwhere18:
  movaps xmm1, xmm8
  cvtsd2ss xmm1, xmm8
  insertps xmm2, xmm0, 0x10
  insertps xmm2, xmm10, 0x20
  insertps xmm2, xmm4, 0x30
  insertps xmm7, xmm3, 0x10
  insertps xmm7, xmm5, 0x20
  insertps xmm7, xmm1, 0x30
  mov rdx, qword ptr [rsp+0xdd8]
  mov rax, qword ptr [rsp+0xe78]
  movdqu xmmword ptr [rdx+rax*4], xmm2
  movdqu xmmword ptr [rdx+rax*4+0x10], xmm7
  mov rcx, 0x8000000000000000
  movq xmm0, rcx
  pshufd xmm0, xmm0, 0x44
  movaps xmm2, xmmword ptr [rsp+0x450]
  movaps xmm1, xmm2
  xorpd xmm1, xmm0
  movaps xmm10, xmmword ptr [rsp+0x460]
  movaps xmm3, xmm10
  xorpd xmm3, xmm0
  movaps xmm7, xmmword ptr [rsp+0x470]
  movaps xmm4, xmm7
  xorpd xmm4, xmm0
  movaps xmm5, xmmword ptr [rsp+0x480]
  movaps xmm6, xmm5
  xorpd xmm6, xmm0
  movaps xmm0, xmm2
  movaps xmm8, xmmword ptr [rsp+0x10]
  cmppd xmm0, xmm8, 1
  movaps xmm11, xmm10
  cmppd xmm11, xmm8, 1
  movaps xmm12, xmm7
  cmppd xmm12, xmm8, 1
  movaps xmm9, xmm5
  cmppd xmm9, xmm8, 1
  blendvpd xmm2, xmm1
  movaps xmm1, xmm10
  movaps xmm0, xmm11
  blendvpd xmm1, xmm3
  movaps xmm3, xmm7
  movaps xmm0, xmm12
  blendvpd xmm3, xmm4
  movaps xmm4, xmm5
  movaps xmm0, xmm9
  blendvpd xmm4, xmm6
  movaps xmm0, xmm2
  movaps xmm12, xmmword ptr [rsp+0x100]
  cmppd xmm0, xmm12, 1
  movaps xmm6, xmm1
  cmppd xmm6, xmm12, 1
  movaps xmm9, xmm3
  cmppd xmm9, xmm12, 1
  movaps xmm11, xmm4
  cmppd xmm11, xmm12, 1
  movaps xmm12, xmm8
  movaps xmm15, xmmword ptr [rsp+0x450]
  blendvpd xmm12, xmm15
  movaps xmm5, xmm8
  movaps xmm0, xmm6
  blendvpd xmm5, xmm10
  movaps xmm6, xmm8
  movaps xmm0, xmm9
  blendvpd xmm6, xmm7
  movaps xmm9, xmm8
  movaps xmm0, xmm11
  movaps xmm11, xmmword ptr [rsp+0x480]
  blendvpd xmm9, xmm11
  movaps xmm0, xmm12
  movaps xmm11, xmmword ptr [rsp+0x280]
  mulpd xmm0, xmm11
  movaps xmm7, xmm5
  mulpd xmm7, xmm11
  movaps xmm10, xmm6
  mulpd xmm10, xmm11
  movaps xmm8, xmm9
  mulpd xmm8, xmm11
  roundpd xmm11, xmm0, 0xb
  movaps xmmword ptr [rsp+0x6b0], xmm4
  roundpd xmm4, xmm7, 0xb
  movaps xmmword ptr [rsp+0x6a0], xmm3
  roundpd xmm3, xmm10, 0xb
  movaps xmmword ptr [rsp+0x690], xmm1
  roundpd xmm1, xmm8, 0xb
  movaps xmmword ptr [rsp+0x680], xmm2
  movaps xmm2, xmm0
  subpd xmm2, xmm11
  subpd xmm7, xmm4
  subpd xmm10, xmm3
  subpd xmm8, xmm1
  movaps xmm15, xmmword ptr [rsp+0x40]
  movaps xmm0, xmm15
  cmppd xmm0, xmm2, 1
  movaps xmmword ptr [rsp+0x6f0], xmm9
  movaps xmm15, xmmword ptr [rsp+0x40]
  movaps xmm9, xmm15
  cmppd xmm9, xmm7, 1
  movaps xmmword ptr [rsp+0x6e0], xmm6
  movaps xmm15, xmmword ptr [rsp+0x40]
  movaps xmm6, xmm15
  cmppd xmm6, xmm10, 1
  movaps xmmword ptr [rsp+0x6d0], xmm5
  movaps xmm15, xmmword ptr [rsp+0x40]
  movaps xmm5, xmm15
  cmppd xmm5, xmm8, 1
  movaps xmmword ptr [rsp+0x6c0], xmm12
  movaps xmm15, xmmword ptr [rsp+0x10]
  movaps xmm12, xmm15
  movaps xmm15, xmmword ptr [rsp+0x50]
  blendvpd xmm12, xmm15
  movaps xmmword ptr [rsp+0x700], xmm8
  movaps xmm15, xmmword ptr [rsp+0x10]
  movaps xmm8, xmm15
  movaps xmm0, xmm9
  movaps xmm9, xmmword ptr [rsp+0x50]
  blendvpd xmm8, xmm9
  movaps xmm15, xmmword ptr [rsp+0x10]
  movaps xmm9, xmm15
  movaps xmm0, xmm6
  movaps xmm6, xmmword ptr [rsp+0x50]
  blendvpd xmm9, xmm6
  movaps xmm15, xmmword ptr [rsp+0x10]
  movaps xmm6, xmm15
  movaps xmm0, xmm5
  movaps xmm5, xmmword ptr [rsp+0x50]
  blendvpd xmm6, xmm5
  addpd xmm11, xmm12
  addpd xmm4, xmm8
  addpd xmm3, xmm9
  addpd xmm1, xmm6
  movaps xmm6, xmmword ptr [rsp+0x60]
  cmppd xmm2, xmm6, 1
  cmppd xmm7, xmm6, 1
  cmppd xmm10, xmm6, 1
  movaps xmm8, xmmword ptr [rsp+0x700]
  cmppd xmm8, xmm6, 1
  movaps xmm9, xmmword ptr [rsp+0x10]
  movaps xmm12, xmm9
  movaps xmm0, xmm2
  blendvpd xmm12, xmm5
  movaps xmm2, xmm9
  movaps xmm0, xmm7
  blendvpd xmm2, xmm5
  movaps xmm7, xmm9
  movaps xmm0, xmm10
  blendvpd xmm7, xmm5
  movaps xmm10, xmm9
  movaps xmm0, xmm8
  blendvpd xmm10, xmm5
  subpd xmm11, xmm12
  subpd xmm4, xmm2
  subpd xmm3, xmm7
  subpd xmm1, xmm10
  movaps xmm0, xmm11
  movaps xmm2, xmmword ptr [rsp+0x290]
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
  movaps xmm12, xmmword ptr [rsp+0x2a0]
  mulpd xmm0, xmm12
  mulpd xmm7, xmm12
  mulpd xmm8, xmm12
  mulpd xmm10, xmm12
  movaps xmm6, xmm11
  subpd xmm6, xmm0
  movaps xmm2, xmm4
  subpd xmm2, xmm7
  movaps xmm7, xmm3
  subpd xmm7, xmm8
  movaps xmm8, xmm1
  subpd xmm8, xmm10
  movaps xmm10, xmm6
  addpd xmm10, xmm12
  movaps xmm5, xmm2
  addpd xmm5, xmm12
  movaps xmm9, xmm7
  addpd xmm9, xmm12
  movaps xmm12, xmm8
  movaps xmm15, xmmword ptr [rsp+0x2a0]
  addpd xmm12, xmm15
  movaps xmm0, xmm6
  movaps xmm15, xmmword ptr [rsp+0x10]
  cmppd xmm0, xmm15, 1
  movaps xmmword ptr [rsp+0x730], xmm1
  movaps xmm1, xmm2
  movaps xmm15, xmmword ptr [rsp+0x10]
  cmppd xmm1, xmm15, 1
  movaps xmmword ptr [rsp+0x720], xmm3
  movaps xmm3, xmm7
  movaps xmm15, xmmword ptr [rsp+0x10]
  cmppd xmm3, xmm15, 1
  movaps xmmword ptr [rsp+0x710], xmm4
  movaps xmm4, xmm8
  movaps xmm15, xmmword ptr [rsp+0x10]
  cmppd xmm4, xmm15, 1
  blendvpd xmm6, xmm10
  movaps xmm0, xmm1
  blendvpd xmm2, xmm5
  movaps xmm0, xmm3
  blendvpd xmm7, xmm9
  movaps xmm0, xmm4
  blendvpd xmm8, xmm12
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
  movaps xmm3, xmmword ptr [rsp+0x2b0]
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
  pextrb ecx, xmm4, 0
  movaps xmm0, xmm11
  movaps xmm1, xmmword ptr [rsp+0x2c0]
  mulpd xmm0, xmm1
  movaps xmm9, xmmword ptr [rsp+0x710]
  movaps xmm10, xmm9
  mulpd xmm10, xmm1
  movaps xmm12, xmmword ptr [rsp+0x720]
  movaps xmm3, xmm12
  mulpd xmm3, xmm1
  movaps xmm5, xmmword ptr [rsp+0x730]
  mulpd xmm5, xmm1
  movaps xmm15, xmmword ptr [rsp+0x6c0]
  movaps xmm1, xmm15
  subpd xmm1, xmm0
  movaps xmm0, xmmword ptr [rsp+0x6d0]
  subpd xmm0, xmm10
  movaps xmm10, xmmword ptr [rsp+0x6e0]
  subpd xmm10, xmm3
  movaps xmm3, xmmword ptr [rsp+0x6f0]
  subpd xmm3, xmm5
  movaps xmm5, xmm11
  movaps xmm12, xmmword ptr [rsp+0x2d0]
  mulpd xmm5, xmm12
  mulpd xmm9, xmm12
  movaps xmm15, xmmword ptr [rsp+0x720]
  movaps xmm12, xmm15
  movaps xmm15, xmmword ptr [rsp+0x2d0]
  mulpd xmm12, xmm15
  movaps xmmword ptr [rsp+0x770], xmm8
  movaps xmm15, xmmword ptr [rsp+0x730]
  movaps xmm8, xmm15
  movaps xmm15, xmmword ptr [rsp+0x2d0]
  mulpd xmm8, xmm15
  movaps xmmword ptr [rsp+0x760], xmm7
  movaps xmm7, xmm1
  subpd xmm7, xmm5
  movaps xmmword ptr [rsp+0x750], xmm2
  movaps xmm2, xmm0
  subpd xmm2, xmm9
  movaps xmmword ptr [rsp+0x740], xmm6
  movaps xmm6, xmm10
  subpd xmm6, xmm12
  movaps xmmword ptr [rsp+0x780], xmm4
  movaps xmm4, xmm3
  subpd xmm4, xmm8
  movaps xmmword ptr [rsp+0x7e0], xmm8
  movaps xmm8, xmm11
  movaps xmm15, xmmword ptr [rsp+0x2e0]
  mulpd xmm8, xmm15
  movaps xmmword ptr [rsp+0x7d0], xmm12
  movaps xmm15, xmmword ptr [rsp+0x710]
  movaps xmm12, xmm15
  movaps xmm15, xmmword ptr [rsp+0x2e0]
  mulpd xmm12, xmm15
  movaps xmmword ptr [rsp+0x7c0], xmm9
  movaps xmm15, xmmword ptr [rsp+0x720]
  movaps xmm9, xmm15
  movaps xmm15, xmmword ptr [rsp+0x2e0]
  mulpd xmm9, xmm15
  movaps xmmword ptr [rsp+0x7b0], xmm5
  movaps xmm15, xmmword ptr [rsp+0x730]
  movaps xmm5, xmm15
  movaps xmm15, xmmword ptr [rsp+0x2e0]
  mulpd xmm5, xmm15
  movaps xmmword ptr [rsp+0x7a0], xmm3
  movaps xmm3, xmm7
  subpd xmm3, xmm8
  movaps xmmword ptr [rsp+0x830], xmm8
  movaps xmm8, xmm2
  subpd xmm8, xmm12
  movaps xmmword ptr [rsp+0x840], xmm12
  movaps xmm12, xmm6
  subpd xmm12, xmm9
  movaps xmmword ptr [rsp+0x850], xmm9
  movaps xmm9, xmm4
  subpd xmm9, xmm5
  movaps xmm15, xmmword ptr [rsp+0x2f0]
  mulpd xmm11, xmm15
  movaps xmmword ptr [rsp+0x860], xmm5
  movaps xmm15, xmmword ptr [rsp+0x710]
  movaps xmm5, xmm15
  movaps xmm15, xmmword ptr [rsp+0x2f0]
  mulpd xmm5, xmm15
  movaps xmmword ptr [rsp+0x820], xmm4
  movaps xmm15, xmmword ptr [rsp+0x720]
  movaps xmm4, xmm15
  movaps xmm15, xmmword ptr [rsp+0x2f0]
  mulpd xmm4, xmm15
  movaps xmmword ptr [rsp+0x790], xmm10
  movaps xmm15, xmmword ptr [rsp+0x730]
  movaps xmm10, xmm15
  movaps xmm15, xmmword ptr [rsp+0x2f0]
  mulpd xmm10, xmm15
  movaps xmmword ptr [rsp+0x870], xmm3
  subpd xmm3, xmm11
  movaps xmmword ptr [rsp+0x8b0], xmm11
  movaps xmm11, xmm8
  subpd xmm11, xmm5
  movaps xmmword ptr [rsp+0x8c0], xmm5
  movaps xmm5, xmm12
  subpd xmm5, xmm4
  movaps xmmword ptr [rsp+0x8d0], xmm4
  movaps xmm4, xmm9
  subpd xmm4, xmm10
  movaps xmmword ptr [rsp+0x8e0], xmm10
  movaps xmm10, xmm7
  subpd xmm10, xmm1
  movaps xmmword ptr [rsp+0x920], xmm4
  movaps xmm4, xmm2
  subpd xmm4, xmm0
  movaps xmmword ptr [rsp+0x910], xmm5
  movaps xmm5, xmm6
  movaps xmm15, xmmword ptr [rsp+0x790]
  subpd xmm5, xmm15
  movaps xmmword ptr [rsp+0x900], xmm11
  movaps xmm15, xmmword ptr [rsp+0x820]
  movaps xmm11, xmm15
  movaps xmm15, xmmword ptr [rsp+0x7a0]
  subpd xmm11, xmm15
  movaps xmmword ptr [rsp+0x8f0], xmm3
  movaps xmm3, xmm7
  subpd xmm3, xmm10
  movaps xmmword ptr [rsp+0x8a0], xmm9
  movaps xmm9, xmm2
  subpd xmm9, xmm4
  movaps xmmword ptr [rsp+0x810], xmm6
  subpd xmm6, xmm5
  movaps xmmword ptr [rsp+0x890], xmm12
  movaps xmm15, xmmword ptr [rsp+0x820]
  movaps xmm12, xmm15
  subpd xmm12, xmm11
  subpd xmm1, xmm3
  subpd xmm0, xmm9
  movaps xmm3, xmmword ptr [rsp+0x790]
  subpd xmm3, xmm6
  movaps xmm6, xmmword ptr [rsp+0x7a0]
  subpd xmm6, xmm12
  mov r8, 0x8000000000000000
  movq xmm9, r8
  pshufd xmm9, xmm9, 0x44
  movaps xmm12, xmmword ptr [rsp+0x7b0]
  xorpd xmm12, xmm9
  movaps xmmword ptr [rsp+0x800], xmm2
  movaps xmm15, xmmword ptr [rsp+0x7c0]
  movaps xmm2, xmm15
  xorpd xmm2, xmm9
  movaps xmmword ptr [rsp+0x880], xmm8
  movaps xmm15, xmmword ptr [rsp+0x7d0]
  movaps xmm8, xmm15
  xorpd xmm8, xmm9
  movaps xmmword ptr [rsp+0x7f0], xmm7
  movaps xmm15, xmmword ptr [rsp+0x7e0]
  movaps xmm7, xmm15
  xorpd xmm7, xmm9
  subpd xmm12, xmm10
  subpd xmm2, xmm4
  subpd xmm8, xmm5
  subpd xmm7, xmm11
  addpd xmm1, xmm12
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
  movaps xmm4, xmmword ptr [rsp+0x870]
  movaps xmm5, xmm4
  movaps xmm7, xmmword ptr [rsp+0x7f0]
  subpd xmm5, xmm7
  movaps xmm8, xmmword ptr [rsp+0x880]
  movaps xmm6, xmm8
  movaps xmm10, xmmword ptr [rsp+0x800]
  subpd xmm6, xmm10
  movaps xmm12, xmmword ptr [rsp+0x890]
  movaps xmm11, xmm12
  movaps xmm9, xmmword ptr [rsp+0x810]
  subpd xmm11, xmm9
  movaps xmm9, xmmword ptr [rsp+0x8a0]
  movaps xmm10, xmm9
  movaps xmm15, xmmword ptr [rsp+0x820]
  subpd xmm10, xmm15
  subpd xmm4, xmm5
  subpd xmm8, xmm6
  subpd xmm12, xmm11
  subpd xmm9, xmm10
  subpd xmm7, xmm4
  movaps xmm4, xmmword ptr [rsp+0x800]
  subpd xmm4, xmm8
  movaps xmm8, xmmword ptr [rsp+0x810]
  subpd xmm8, xmm12
  movaps xmm12, xmmword ptr [rsp+0x820]
  subpd xmm12, xmm9
  mov r8, 0x8000000000000000
  movq xmm9, r8
  pshufd xmm9, xmm9, 0x44
  movaps xmmword ptr [rsp+0x960], xmm3
  movaps xmm15, xmmword ptr [rsp+0x830]
  movaps xmm3, xmm15
  xorpd xmm3, xmm9
  movaps xmmword ptr [rsp+0x950], xmm0
  movaps xmm15, xmmword ptr [rsp+0x840]
  movaps xmm0, xmm15
  xorpd xmm0, xmm9
  movaps xmmword ptr [rsp+0x940], xmm1
  movaps xmm15, xmmword ptr [rsp+0x850]
  movaps xmm1, xmm15
  xorpd xmm1, xmm9
  movaps xmmword ptr [rsp+0x930], xmm2
  movaps xmm15, xmmword ptr [rsp+0x860]
  movaps xmm2, xmm15
  xorpd xmm2, xmm9
  subpd xmm3, xmm5
  subpd xmm0, xmm6
  subpd xmm1, xmm11
  subpd xmm2, xmm10
  addpd xmm7, xmm3
  addpd xmm4, xmm0
  addpd xmm8, xmm1
  addpd xmm12, xmm2
  movaps xmm2, xmmword ptr [rsp+0x930]
  addpd xmm2, xmm7
  movaps xmm1, xmmword ptr [rsp+0x940]
  addpd xmm1, xmm4
  movaps xmm0, xmmword ptr [rsp+0x950]
  addpd xmm0, xmm8
  movaps xmm3, xmmword ptr [rsp+0x960]
  addpd xmm3, xmm12
  movaps xmm4, xmmword ptr [rsp+0x8f0]
  movaps xmm5, xmm4
  movaps xmm6, xmmword ptr [rsp+0x870]
  subpd xmm5, xmm6
  movaps xmm11, xmmword ptr [rsp+0x900]
  movaps xmm7, xmm11
  movaps xmm8, xmmword ptr [rsp+0x880]
  subpd xmm7, xmm8
  movaps xmm9, xmmword ptr [rsp+0x910]
  movaps xmm10, xmm9
  movaps xmm12, xmmword ptr [rsp+0x890]
  subpd xmm10, xmm12
  movaps xmm12, xmmword ptr [rsp+0x920]
  movaps xmm8, xmm12
  movaps xmm15, xmmword ptr [rsp+0x8a0]
  subpd xmm8, xmm15
  subpd xmm4, xmm5
  subpd xmm11, xmm7
  subpd xmm9, xmm10
  subpd xmm12, xmm8
  subpd xmm6, xmm4
  movaps xmm4, xmmword ptr [rsp+0x880]
  subpd xmm4, xmm11
  movaps xmm11, xmmword ptr [rsp+0x890]
  subpd xmm11, xmm9
  movaps xmm9, xmmword ptr [rsp+0x8a0]
  subpd xmm9, xmm12
  mov r8, 0x8000000000000000
  movq xmm12, r8
  pshufd xmm12, xmm12, 0x44
  movaps xmmword ptr [rsp+0x9a0], xmm3
  movaps xmm15, xmmword ptr [rsp+0x8b0]
  movaps xmm3, xmm15
  xorpd xmm3, xmm12
  movaps xmmword ptr [rsp+0x990], xmm0
  movaps xmm15, xmmword ptr [rsp+0x8c0]
  movaps xmm0, xmm15
  xorpd xmm0, xmm12
  movaps xmmword ptr [rsp+0x980], xmm1
  movaps xmm15, xmmword ptr [rsp+0x8d0]
  movaps xmm1, xmm15
  xorpd xmm1, xmm12
  movaps xmmword ptr [rsp+0x970], xmm2
  movaps xmm15, xmmword ptr [rsp+0x8e0]
  movaps xmm2, xmm15
  xorpd xmm2, xmm12
  subpd xmm3, xmm5
  subpd xmm0, xmm7
  subpd xmm1, xmm10
  subpd xmm2, xmm8
  addpd xmm6, xmm3
  addpd xmm4, xmm0
  addpd xmm11, xmm1
  addpd xmm9, xmm2
  movaps xmm2, xmmword ptr [rsp+0x970]
  addpd xmm2, xmm6
  movaps xmm1, xmmword ptr [rsp+0x980]
  addpd xmm1, xmm4
  movaps xmm0, xmmword ptr [rsp+0x990]
  movaps xmm3, xmm0
  addpd xmm3, xmm11
  movaps xmm0, xmmword ptr [rsp+0x9a0]
  movaps xmm4, xmm0
  addpd xmm4, xmm9
  movaps xmm5, xmmword ptr [rsp+0x8f0]
  movaps xmm6, xmm5
  addpd xmm6, xmm2
  movaps xmm11, xmmword ptr [rsp+0x900]
  movaps xmm7, xmm11
  addpd xmm7, xmm1
  movaps xmm9, xmmword ptr [rsp+0x910]
  movaps xmm8, xmm9
  addpd xmm8, xmm3
  movaps xmm12, xmmword ptr [rsp+0x920]
  movaps xmm10, xmm12
  addpd xmm10, xmm4
  movaps xmm12, xmmword ptr [rsp+0x50]
  movaps xmm0, xmm12
  minpd xmm0, xmm6
  movaps xmm9, xmm12
  minpd xmm9, xmm7
  movaps xmm11, xmm12
  minpd xmm11, xmm8
  movaps xmm5, xmm12
  minpd xmm5, xmm10
  movaps xmm12, xmm6
  movaps xmm15, xmmword ptr [rsp+0x300]
  cmppd xmm12, xmm15, 1
  movaps xmmword ptr [rsp+0x9e0], xmm4
  movaps xmm4, xmm7
  movaps xmm15, xmmword ptr [rsp+0x300]
  cmppd xmm4, xmm15, 1
  movaps xmmword ptr [rsp+0x9d0], xmm3
  movaps xmm3, xmm8
  movaps xmm15, xmmword ptr [rsp+0x300]
  cmppd xmm3, xmm15, 1
  movaps xmmword ptr [rsp+0x9c0], xmm1
  movaps xmm1, xmm10
  movaps xmm15, xmmword ptr [rsp+0x300]
  cmppd xmm1, xmm15, 1
  movaps xmmword ptr [rsp+0x9b0], xmm2
  movaps xmm2, xmm0
  movaps xmm0, xmm12
  movaps xmm12, xmmword ptr [rsp+0x300]
  blendvpd xmm2, xmm12
  movaps xmm0, xmm4
  blendvpd xmm9, xmm12
  movaps xmm0, xmm3
  blendvpd xmm11, xmm12
  movaps xmm0, xmm1
  blendvpd xmm5, xmm12
  movaps xmm1, xmm2
  mulpd xmm1, xmm2
  movaps xmm3, xmm9
  mulpd xmm3, xmm9
  movaps xmm4, xmm11
  mulpd xmm4, xmm11
  movaps xmm12, xmm5
  mulpd xmm12, xmm5
  movaps xmm0, xmm1
  movaps xmm15, xmmword ptr [rsp+0x40]
  mulpd xmm0, xmm15
  movaps xmmword ptr [rsp+0xa60], xmm5
  movaps xmm5, xmm3
  movaps xmm15, xmmword ptr [rsp+0x40]
  mulpd xmm5, xmm15
  movaps xmmword ptr [rsp+0xa50], xmm11
  movaps xmm11, xmm4
  movaps xmm15, xmmword ptr [rsp+0x40]
  mulpd xmm11, xmm15
  movaps xmmword ptr [rsp+0xa40], xmm9
  movaps xmm9, xmm12
  movaps xmm15, xmmword ptr [rsp+0x40]
  mulpd xmm9, xmm15
  movaps xmmword ptr [rsp+0xa30], xmm2
  movaps xmm15, xmmword ptr [rsp+0x50]
  movaps xmm2, xmm15
  subpd xmm2, xmm0
  movaps xmmword ptr [rsp+0xa20], xmm10
  movaps xmm15, xmmword ptr [rsp+0x50]
  movaps xmm10, xmm15
  subpd xmm10, xmm5
  movaps xmmword ptr [rsp+0xa10], xmm8
  movaps xmm15, xmmword ptr [rsp+0x50]
  movaps xmm8, xmm15
  subpd xmm8, xmm11
  movaps xmmword ptr [rsp+0xa00], xmm7
  movaps xmm15, xmmword ptr [rsp+0x50]
  movaps xmm7, xmm15
  subpd xmm7, xmm9
  movaps xmmword ptr [rsp+0x9f0], xmm6
  movaps xmm15, xmmword ptr [rsp+0x50]
  movaps xmm6, xmm15
  subpd xmm6, xmm2
  movaps xmmword ptr [rsp+0xab0], xmm2
  movaps xmm15, xmmword ptr [rsp+0x50]
  movaps xmm2, xmm15
  subpd xmm2, xmm10
  movaps xmmword ptr [rsp+0xac0], xmm10
  movaps xmm15, xmmword ptr [rsp+0x50]
  movaps xmm10, xmm15
  subpd xmm10, xmm8
  movaps xmmword ptr [rsp+0xad0], xmm8
  movaps xmm15, xmmword ptr [rsp+0x50]
  movaps xmm8, xmm15
  subpd xmm8, xmm7
  subpd xmm6, xmm0
  subpd xmm2, xmm5
  subpd xmm10, xmm11
  subpd xmm8, xmm9
  movaps xmm0, xmm1
  mulpd xmm0, xmm1
  movaps xmm5, xmm3
  mulpd xmm5, xmm3
  movaps xmm9, xmm4
  mulpd xmm9, xmm4
  movaps xmm11, xmm12
  mulpd xmm11, xmm12
  movaps xmmword ptr [rsp+0xae0], xmm7
  movaps xmm15, xmmword ptr [rsp+0x310]
  movaps xmm7, xmm15
  mulpd xmm7, xmm1
  movaps xmmword ptr [rsp+0xb20], xmm8
  movaps xmm15, xmmword ptr [rsp+0x310]
  movaps xmm8, xmm15
  mulpd xmm8, xmm3
  movaps xmmword ptr [rsp+0xb10], xmm10
  movaps xmm15, xmmword ptr [rsp+0x310]
  movaps xmm10, xmm15
  mulpd xmm10, xmm4
  movaps xmmword ptr [rsp+0xb00], xmm2
  movaps xmm15, xmmword ptr [rsp+0x310]
  movaps xmm2, xmm15
  mulpd xmm2, xmm12
  movaps xmm15, xmmword ptr [rsp+0x320]
  addpd xmm7, xmm15
  movaps xmm15, xmmword ptr [rsp+0x320]
  addpd xmm8, xmm15
  movaps xmm15, xmmword ptr [rsp+0x320]
  addpd xmm10, xmm15
  movaps xmm15, xmmword ptr [rsp+0x320]
  addpd xmm2, xmm15
  mulpd xmm7, xmm1
  mulpd xmm8, xmm3
  mulpd xmm10, xmm4
  mulpd xmm2, xmm12
  movaps xmm15, xmmword ptr [rsp+0x330]
  addpd xmm7, xmm15
  movaps xmm15, xmmword ptr [rsp+0x330]
  addpd xmm8, xmm15
  movaps xmm15, xmmword ptr [rsp+0x330]
  addpd xmm10, xmm15
  movaps xmm15, xmmword ptr [rsp+0x330]
  addpd xmm2, xmm15
  mulpd xmm7, xmm1
  mulpd xmm8, xmm3
  mulpd xmm10, xmm4
  mulpd xmm2, xmm12
  movaps xmm15, xmmword ptr [rsp+0x340]
  addpd xmm7, xmm15
  movaps xmm15, xmmword ptr [rsp+0x340]
  addpd xmm8, xmm15
  movaps xmm15, xmmword ptr [rsp+0x340]
  addpd xmm10, xmm15
  movaps xmm15, xmmword ptr [rsp+0x340]
  addpd xmm2, xmm15
  mulpd xmm7, xmm1
  mulpd xmm8, xmm3
  mulpd xmm10, xmm4
  mulpd xmm2, xmm12
  movaps xmm15, xmmword ptr [rsp+0x350]
  addpd xmm7, xmm15
  movaps xmm15, xmmword ptr [rsp+0x350]
  addpd xmm8, xmm15
  movaps xmm15, xmmword ptr [rsp+0x350]
  addpd xmm10, xmm15
  movaps xmm15, xmmword ptr [rsp+0x350]
  addpd xmm2, xmm15
  movaps xmmword ptr [rsp+0xaa0], xmm12
  movaps xmm12, xmm0
  mulpd xmm12, xmm7
  mulpd xmm5, xmm8
  mulpd xmm9, xmm10
  mulpd xmm11, xmm2
  movaps xmm0, xmmword ptr [rsp+0x9f0]
  movaps xmm2, xmmword ptr [rsp+0x8f0]
  subpd xmm0, xmm2
  movaps xmm7, xmmword ptr [rsp+0xa00]
  movaps xmm2, xmmword ptr [rsp+0x900]
  subpd xmm7, xmm2
  movaps xmm8, xmmword ptr [rsp+0xa10]
  movaps xmm2, xmmword ptr [rsp+0x910]
  subpd xmm8, xmm2
  movaps xmm10, xmmword ptr [rsp+0xa20]
  movaps xmm2, xmmword ptr [rsp+0x920]
  subpd xmm10, xmm2
  movaps xmm2, xmmword ptr [rsp+0x9b0]
  subpd xmm2, xmm0
  movaps xmm0, xmmword ptr [rsp+0x9c0]
  subpd xmm0, xmm7
  movaps xmm7, xmmword ptr [rsp+0x9d0]
  subpd xmm7, xmm8
  movaps xmm8, xmmword ptr [rsp+0x9e0]
  subpd xmm8, xmm10
  movaps xmm10, xmmword ptr [rsp+0x370]
  minpd xmm10, xmm2
  movaps xmmword ptr [rsp+0xa90], xmm4
  movaps xmm15, xmmword ptr [rsp+0x370]
  movaps xmm4, xmm15
  minpd xmm4, xmm0
  movaps xmmword ptr [rsp+0xa80], xmm3
  movaps xmm15, xmmword ptr [rsp+0x370]
  movaps xmm3, xmm15
  minpd xmm3, xmm7
  movaps xmmword ptr [rsp+0xa70], xmm1
  movaps xmm15, xmmword ptr [rsp+0x370]
  movaps xmm1, xmm15
  minpd xmm1, xmm8
  movaps xmm15, xmmword ptr [rsp+0x360]
  cmppd xmm2, xmm15, 1
  movaps xmmword ptr [rsp+0xaf0], xmm6
  movaps xmm6, xmm0
  movaps xmm15, xmmword ptr [rsp+0x360]
  cmppd xmm6, xmm15, 1
  movaps xmm15, xmmword ptr [rsp+0x360]
  cmppd xmm7, xmm15, 1
  movaps xmm15, xmmword ptr [rsp+0x360]
  cmppd xmm8, xmm15, 1
  movaps xmm0, xmm2
  movaps xmm2, xmmword ptr [rsp+0x360]
  blendvpd xmm10, xmm2
  movaps xmm0, xmm6
  blendvpd xmm4, xmm2
  movaps xmm0, xmm7
  blendvpd xmm3, xmm2
  movaps xmm0, xmm8
  blendvpd xmm1, xmm2
  movaps xmm0, xmmword ptr [rsp+0xa30]
  movaps xmm6, xmm0
  mulpd xmm6, xmm10
  movaps xmm7, xmmword ptr [rsp+0xa40]
  movaps xmm8, xmm7
  mulpd xmm8, xmm4
  movaps xmm2, xmmword ptr [rsp+0xa50]
  mulpd xmm2, xmm3
  movaps xmm15, xmmword ptr [rsp+0xa60]
  movaps xmm7, xmm15
  mulpd xmm7, xmm1
  subpd xmm12, xmm6
  subpd xmm5, xmm8
  subpd xmm9, xmm2
  subpd xmm11, xmm7
  movaps xmm6, xmmword ptr [rsp+0xaf0]
  addpd xmm6, xmm12
  movaps xmm2, xmmword ptr [rsp+0xb00]
  addpd xmm2, xmm5
  movaps xmm5, xmmword ptr [rsp+0xb10]
  addpd xmm5, xmm9
  movaps xmm8, xmmword ptr [rsp+0xb20]
  addpd xmm8, xmm11
  movaps xmm7, xmmword ptr [rsp+0xab0]
  addpd xmm7, xmm6
  movaps xmm6, xmmword ptr [rsp+0xac0]
  addpd xmm6, xmm2
  movaps xmm2, xmmword ptr [rsp+0xad0]
  addpd xmm2, xmm5
  movaps xmm5, xmmword ptr [rsp+0xae0]
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
  movaps xmm9, xmmword ptr [rsp+0xa70]
  movaps xmm15, xmmword ptr [rsp+0xa30]
  mulpd xmm9, xmm15
  movaps xmmword ptr [rsp+0xb90], xmm5
  movaps xmm15, xmmword ptr [rsp+0xa80]
  movaps xmm5, xmm15
  movaps xmm15, xmmword ptr [rsp+0xa40]
  mulpd xmm5, xmm15
  movaps xmmword ptr [rsp+0xb80], xmm2
  movaps xmm15, xmmword ptr [rsp+0xa90]
  movaps xmm2, xmm15
  movaps xmm15, xmmword ptr [rsp+0xa50]
  mulpd xmm2, xmm15
  movaps xmmword ptr [rsp+0xb70], xmm6
  movaps xmm15, xmmword ptr [rsp+0xaa0]
  movaps xmm6, xmm15
  movaps xmm15, xmmword ptr [rsp+0xa60]
  mulpd xmm6, xmm15
  movaps xmmword ptr [rsp+0xb60], xmm7
  movaps xmm15, xmmword ptr [rsp+0x380]
  movaps xmm7, xmm15
  movaps xmm15, xmmword ptr [rsp+0xa70]
  mulpd xmm7, xmm15
  movaps xmmword ptr [rsp+0xb50], xmm1
  movaps xmm15, xmmword ptr [rsp+0x380]
  movaps xmm1, xmm15
  movaps xmm15, xmmword ptr [rsp+0xa80]
  mulpd xmm1, xmm15
  movaps xmmword ptr [rsp+0xb40], xmm3
  movaps xmm15, xmmword ptr [rsp+0x380]
  movaps xmm3, xmm15
  movaps xmm15, xmmword ptr [rsp+0xa90]
  mulpd xmm3, xmm15
  movaps xmmword ptr [rsp+0xb30], xmm4
  movaps xmm15, xmmword ptr [rsp+0x380]
  movaps xmm4, xmm15
  movaps xmm15, xmmword ptr [rsp+0xaa0]
  mulpd xmm4, xmm15
  movaps xmm15, xmmword ptr [rsp+0x390]
  addpd xmm7, xmm15
  movaps xmm15, xmmword ptr [rsp+0x390]
  addpd xmm1, xmm15
  movaps xmm15, xmmword ptr [rsp+0x390]
  addpd xmm3, xmm15
  movaps xmm15, xmmword ptr [rsp+0x390]
  addpd xmm4, xmm15
  movaps xmm15, xmmword ptr [rsp+0xa70]
  mulpd xmm7, xmm15
  movaps xmm15, xmmword ptr [rsp+0xa80]
  mulpd xmm1, xmm15
  movaps xmm15, xmmword ptr [rsp+0xa90]
  mulpd xmm3, xmm15
  movaps xmm15, xmmword ptr [rsp+0xaa0]
  mulpd xmm4, xmm15
  movaps xmm15, xmmword ptr [rsp+0x3a0]
  addpd xmm7, xmm15
  movaps xmm15, xmmword ptr [rsp+0x3a0]
  addpd xmm1, xmm15
  movaps xmm15, xmmword ptr [rsp+0x3a0]
  addpd xmm3, xmm15
  movaps xmm15, xmmword ptr [rsp+0x3a0]
  addpd xmm4, xmm15
  movaps xmm15, xmmword ptr [rsp+0xa70]
  mulpd xmm7, xmm15
  movaps xmm15, xmmword ptr [rsp+0xa80]
  mulpd xmm1, xmm15
  movaps xmm15, xmmword ptr [rsp+0xa90]
  mulpd xmm3, xmm15
  movaps xmm15, xmmword ptr [rsp+0xaa0]
  mulpd xmm4, xmm15
  movaps xmm15, xmmword ptr [rsp+0x3b0]
  addpd xmm7, xmm15
  movaps xmm15, xmmword ptr [rsp+0x3b0]
  addpd xmm1, xmm15
  movaps xmm15, xmmword ptr [rsp+0x3b0]
  addpd xmm3, xmm15
  movaps xmm15, xmmword ptr [rsp+0x3b0]
  addpd xmm4, xmm15
  movaps xmmword ptr [rsp+0xba0], xmm9
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
  movaps xmm9, xmmword ptr [rsp+0xa70]
  mulpd xmm9, xmm8
  movaps xmm3, xmmword ptr [rsp+0xa80]
  mulpd xmm3, xmm11
  movaps xmm4, xmmword ptr [rsp+0xa90]
  mulpd xmm4, xmm12
  movaps xmm12, xmmword ptr [rsp+0xaa0]
  mulpd xmm12, xmm0
  subpd xmm9, xmm10
  movaps xmm0, xmmword ptr [rsp+0xb30]
  subpd xmm3, xmm0
  movaps xmm0, xmmword ptr [rsp+0xb40]
  subpd xmm4, xmm0
  movaps xmm1, xmmword ptr [rsp+0xb50]
  subpd xmm12, xmm1
  movaps xmm0, xmmword ptr [rsp+0xba0]
  movaps xmm1, xmmword ptr [rsp+0x3c0]
  mulpd xmm0, xmm1
  mulpd xmm5, xmm1
  mulpd xmm2, xmm1
  mulpd xmm6, xmm1
  subpd xmm9, xmm0
  subpd xmm3, xmm5
  subpd xmm4, xmm2
  subpd xmm12, xmm6
  movaps xmm0, xmmword ptr [rsp+0xa30]
  subpd xmm0, xmm9
  movaps xmm7, xmmword ptr [rsp+0xa40]
  subpd xmm7, xmm3
  movaps xmm2, xmmword ptr [rsp+0xa50]
  subpd xmm2, xmm4
  movaps xmm5, xmmword ptr [rsp+0xa60]
  subpd xmm5, xmm12
  movaps xmm3, xmm0
  test cl, cl
  movaps xmm4, xmmword ptr [rsp+0xb60]
  je .Lwhere19
  movaps xmm3, xmm4
.Lwhere19:
  movaps xmm6, xmmword ptr [rsp+0x780]
  pextrb ecx, xmm6, 1
  movaps xmm8, xmm4
  shufpd xmm8, xmm4, 1
  movaps xmm4, xmm0
  shufpd xmm4, xmm0, 1
  test cl, cl
  je .Lwhere20
  movaps xmm4, xmm8
.Lwhere20:
  pextrb ecx, xmm6, 2
  movaps xmm0, xmm7
  test cl, cl
  movaps xmm8, xmmword ptr [rsp+0xb70]
  je .Lwhere21
  movaps xmm0, xmm8
.Lwhere21:
  pextrb ecx, xmm6, 3
  movaps xmm9, xmm8
  shufpd xmm9, xmm8, 1
  movaps xmm8, xmm7
  shufpd xmm8, xmm7, 1
  test cl, cl
  je .Lwhere22
  movaps xmm8, xmm9
.Lwhere22:
  pextrb ecx, xmm6, 4
  movaps xmm7, xmm2
  test cl, cl
  movaps xmm9, xmmword ptr [rsp+0xb80]
  je .Lwhere23
  movaps xmm7, xmm9
.Lwhere23:
  pextrb ecx, xmm6, 5
  movaps xmm10, xmm9
  shufpd xmm10, xmm9, 1
  movaps xmm9, xmm2
  shufpd xmm9, xmm2, 1
  test cl, cl
  je .Lwhere24
  movaps xmm9, xmm10
.Lwhere24:
  pextrb ecx, xmm6, 6
  movaps xmm2, xmm5
  test cl, cl
  movaps xmm10, xmmword ptr [rsp+0xb90]
  je .Lwhere25
  movaps xmm2, xmm10
.Lwhere25:
  pextrb ecx, xmm6, 7
  movaps xmm6, xmm10
  shufpd xmm6, xmm10, 1
  movaps xmm10, xmm5
  shufpd xmm10, xmm5, 1
  test cl, cl
  je .Lwhere26
  movaps xmm10, xmm6
.Lwhere26:
  unpcklpd xmm3, xmm4
  movaps xmm4, xmm0
  unpcklpd xmm4, xmm8
  unpcklpd xmm7, xmm9
  unpcklpd xmm2, xmm10
  mov rcx, 0x8000000000000000
  movq xmm0, rcx
  pshufd xmm0, xmm0, 0x44
  movaps xmm5, xmm3
  xorpd xmm5, xmm0
  movaps xmm6, xmm4
  xorpd xmm6, xmm0
  movaps xmm8, xmm7
  xorpd xmm8, xmm0
  movaps xmm9, xmm2
  xorpd xmm9, xmm0
  movaps xmm10, xmmword ptr [rsp+0x270]
  movaps xmm0, xmm10
  movaps xmm11, xmmword ptr [rsp+0x740]
  cmppd xmm0, xmm11, 1
  movaps xmm11, xmm10
  movaps xmm12, xmmword ptr [rsp+0x750]
  cmppd xmm11, xmm12, 1
  movaps xmm12, xmm10
  movaps xmm15, xmmword ptr [rsp+0x760]
  cmppd xmm12, xmm15, 1
  movaps xmm15, xmmword ptr [rsp+0x770]
  cmppd xmm10, xmm15, 1
  blendvpd xmm3, xmm5
  movaps xmm0, xmm11
  blendvpd xmm4, xmm6
  movaps xmm0, xmm12
  blendvpd xmm7, xmm8
  movaps xmm0, xmm10
  blendvpd xmm2, xmm9
  movaps xmm5, xmmword ptr [rsp+0x450]
  movaps xmm0, xmm5
  movaps xmm9, xmmword ptr [rsp+0x10]
  cmppd xmm0, xmm9, 0
  movaps xmm10, xmmword ptr [rsp+0x460]
  movaps xmm6, xmm10
  cmppd xmm6, xmm9, 0
  movaps xmm8, xmmword ptr [rsp+0x470]
  movaps xmm11, xmm8
  cmppd xmm11, xmm9, 0
  movaps xmm12, xmmword ptr [rsp+0x480]
  movaps xmm1, xmm12
  cmppd xmm1, xmm9, 0
  blendvpd xmm3, xmm5
  movaps xmm0, xmm6
  blendvpd xmm4, xmm10
  movaps xmm0, xmm11
  blendvpd xmm7, xmm8
  movaps xmm0, xmm1
  blendvpd xmm2, xmm12
  movaps xmm0, xmmword ptr [rsp+0x680]
  movaps xmm12, xmmword ptr [rsp+0x100]
  cmppd xmm0, xmm12, 1
  movaps xmm1, xmmword ptr [rsp+0x690]
  cmppd xmm1, xmm12, 1
  movaps xmm5, xmmword ptr [rsp+0x6a0]
  cmppd xmm5, xmm12, 1
  movaps xmm6, xmmword ptr [rsp+0x6b0]
  cmppd xmm6, xmm12, 1
  movaps xmm10, xmmword ptr [rsp+0x260]
  movaps xmm8, xmm10
  blendvpd xmm8, xmm3
  movaps xmm3, xmm10
  movaps xmm0, xmm1
  blendvpd xmm3, xmm4
  movaps xmm1, xmm10
  movaps xmm0, xmm5
  blendvpd xmm1, xmm7
  movaps xmm4, xmm10
  movaps xmm0, xmm6
  blendvpd xmm4, xmm2
  movaps xmm0, xmm8
  cvtsd2ss xmm0, xmm8
  movaps xmm2, xmm8
  shufpd xmm2, xmm8, 1
  movaps xmm5, xmm2
  cvtsd2ss xmm5, xmm2
  movaps xmm2, xmm3
  cvtsd2ss xmm2, xmm3
  movaps xmm6, xmm3
  shufpd xmm6, xmm3, 1
  movaps xmm3, xmm6
  cvtsd2ss xmm3, xmm6
  movaps xmm6, xmm1
  cvtsd2ss xmm6, xmm1
  movaps xmm7, xmm1
  shufpd xmm7, xmm1, 1
  movaps xmm1, xmm7
  cvtsd2ss xmm1, xmm7
  movaps xmm7, xmm4
  cvtsd2ss xmm7, xmm4
  movaps xmm8, xmm4
  shufpd xmm8, xmm4, 1
  movaps xmm4, xmm8
  cvtsd2ss xmm4, xmm8
  insertps xmm0, xmm5, 0x10
  insertps xmm0, xmm2, 0x20
  insertps xmm0, xmm3, 0x30
  insertps xmm6, xmm1, 0x10
  insertps xmm6, xmm7, 0x20
  insertps xmm6, xmm4, 0x30
  mov r8, qword ptr [rsp+0xde0]
  movdqu xmmword ptr [r8+rax*4], xmm0
  movdqu xmmword ptr [r8+rax*4+0x10], xmm6
  mov rax, qword ptr [rsp+0xe70]
  add eax, 1
  mov qword ptr [rsp+0xe70], rax
  cmp eax, 4
  jl .Lloop1
.Ldone2:
  movaps xmm6, xmmword ptr [rsp+0xbb0]
  movaps xmm7, xmmword ptr [rsp+0xbc0]
  movaps xmm8, xmmword ptr [rsp+0xbd0]
  movaps xmm9, xmmword ptr [rsp+0xbe0]
  movaps xmm10, xmmword ptr [rsp+0xbf0]
  movaps xmm11, xmmword ptr [rsp+0xc00]
  movaps xmm12, xmmword ptr [rsp+0xc10]
  movaps xmm15, xmmword ptr [rsp+0xc20]
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
