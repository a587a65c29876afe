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
  sub rsp, 0xea0
  movaps xmmword ptr [rsp+0xb50], xmm6
  movaps xmmword ptr [rsp+0xb60], xmm7
  movaps xmmword ptr [rsp+0xb70], xmm8
  movaps xmmword ptr [rsp+0xb80], xmm9
  movaps xmmword ptr [rsp+0xb90], xmm10
  movaps xmmword ptr [rsp+0xba0], xmm11
  movaps xmmword ptr [rsp+0xbb0], xmm12
  movaps xmmword ptr [rsp+0xbc0], xmm14
  movaps xmmword ptr [rsp+0xbd0], xmm15
  mov r11, rcx
  mov qword ptr [rsp+0xd80], r11
  mov r11, rdx
  mov qword ptr [rsp+0xd88], r11
  mov r11, r8
  mov qword ptr [rsp+0xd90], r11
  mov r11, r9
  mov qword ptr [rsp+0xd98], r11
  mov rcx, 0x3e7b5253d395e7c4
  mov qword ptr [rsp+0xbe0], rcx
  mov rcx, 0xc090e00000000000
  mov qword ptr [rsp+0xbe8], rcx
  mov rcx, 0x4090180000000000
  mov qword ptr [rsp+0xbf0], rcx
  mov rcx, 0x3fe0000000000000
  mov qword ptr [rsp+0xbf8], rcx
  mov rcx, 0x3ff0000000000000
  mov qword ptr [rsp+0xc00], rcx
  mov rcx, 0xbfe0000000000000
  mov qword ptr [rsp+0xc08], rcx
  mov rcx, 0x3eb62c0223a5c824
  mov qword ptr [rsp+0xc10], rcx
  mov rcx, 0x3eeffcbfc588b0c7
  mov qword ptr [rsp+0xc18], rcx
  mov rcx, 0x3f2430912f86c787
  mov qword ptr [rsp+0xc20], rcx
  mov rcx, 0x3f55d87fe78a6731
  mov qword ptr [rsp+0xc28], rcx
  mov rcx, 0x3f83b2ab6fba4e77
  mov qword ptr [rsp+0xc30], rcx
  mov rcx, 0x3fac6b08d704a0c0
  mov qword ptr [rsp+0xc38], rcx
  mov rcx, 0x3fcebfbdff82c58f
  mov qword ptr [rsp+0xc40], rcx
  mov rcx, 0x3fe62e42fefa39ef
  mov qword ptr [rsp+0xc48], rcx
  mov rcx, 0x7ff0000000000000
  mov qword ptr [rsp+0xc50], rcx
  mov rcx, 0x3ff6a09e667f3bcd
  mov qword ptr [rsp+0xc58], rcx
  mov rcx, 0x10000000000000
  mov qword ptr [rsp+0xc60], rcx
  mov rcx, 0x4350000000000000
  mov qword ptr [rsp+0xc68], rcx
  mov rcx, 0x4000000000000000
  mov qword ptr [rsp+0xc70], rcx
  mov rcx, 0x3fc3b13b13b13b14
  mov qword ptr [rsp+0xc78], rcx
  mov rcx, 0x3fc745d1745d1746
  mov qword ptr [rsp+0xc80], rcx
  mov rcx, 0x3fcc71c71c71c71c
  mov qword ptr [rsp+0xc88], rcx
  mov rcx, 0x3fd2492492492492
  mov qword ptr [rsp+0xc90], rcx
  mov rcx, 0x3fd999999999999a
  mov qword ptr [rsp+0xc98], rcx
  mov rcx, 0x3fe5555555555555
  mov qword ptr [rsp+0xca0], rcx
  mov rcx, 0x3de705fc2eefa200
  mov qword ptr [rsp+0xca8], rcx
  mov rcx, 0x3ff7154765200000
  mov qword ptr [rsp+0xcb0], rcx
  mov rcx, 0x404b000000000000
  mov qword ptr [rsp+0xcb8], rcx
  mov rcx, 0xfff0000000000000
  mov qword ptr [rsp+0xcc0], rcx
  mov rcx, 0x7ff8000000000000
  mov qword ptr [rsp+0xcc8], rcx
  mov rcx, 0x3ff8000000000000
  mov qword ptr [rsp+0xcd0], rcx
  mov rcx, 0x3fe45f306dc9c883
  mov qword ptr [rsp+0xcd8], rcx
  mov rcx, 0x3fd0000000000000
  mov qword ptr [rsp+0xce0], rcx
  mov rcx, 0x4010000000000000
  mov qword ptr [rsp+0xce8], rcx
  mov rcx, 0x4008000000000000
  mov qword ptr [rsp+0xcf0], rcx
  mov rcx, 0x3ff921fb40000000
  mov qword ptr [rsp+0xcf8], rcx
  mov rcx, 0x3e74442d00000000
  mov qword ptr [rsp+0xd00], rcx
  mov rcx, 0x3cf8469880000000
  mov qword ptr [rsp+0xd08], rcx
  mov rcx, 0x3b78cc51701b839a
  mov qword ptr [rsp+0xd10], rcx
  mov rcx, 0xbff0000000000000
  mov qword ptr [rsp+0xd18], rcx
  mov rcx, 0x3e21eed8eff8d898
  mov qword ptr [rsp+0xd20], rcx
  mov rcx, 0xbe927e4fb7789f5c
  mov qword ptr [rsp+0xd28], rcx
  mov rcx, 0x3efa01a01a01a01a
  mov qword ptr [rsp+0xd30], rcx
  mov rcx, 0xbf56c16c16c16c17
  mov qword ptr [rsp+0xd38], rcx
  mov rcx, 0x3fa5555555555555
  mov qword ptr [rsp+0xd40], rcx
  mov rcx, 0xbd70000000000000
  mov qword ptr [rsp+0xd48], rcx
  mov rcx, 0x3d70000000000000
  mov qword ptr [rsp+0xd50], rcx
  mov rcx, 0xbe5ae64567f544e4
  mov qword ptr [rsp+0xd58], rcx
  mov rcx, 0x3ec71de3a556c734
  mov qword ptr [rsp+0xd60], rcx
  mov rcx, 0xbf2a01a01a01a01a
  mov qword ptr [rsp+0xd68], rcx
  mov rcx, 0x3f81111111111111
  mov qword ptr [rsp+0xd70], rcx
  mov rcx, 0xbfc5555555555555
  mov qword ptr [rsp+0xd78], rcx
  movq xmm0, qword ptr [rsp+0xbe0]
  pshufd xmm15, xmm0, 0x44
  movaps xmmword ptr [rsp], xmm15
  xorps xmm0, xmm0
  pshufd xmm15, xmm0, 0x44
  movaps xmmword ptr [rsp+0x10], xmm15
  movq xmm0, qword ptr [rsp+0xbe8]
  pshufd xmm15, xmm0, 0x44
  movaps xmmword ptr [rsp+0x20], xmm15
  movq xmm0, qword ptr [rsp+0xbf0]
  pshufd xmm15, xmm0, 0x44
  movaps xmmword ptr [rsp+0x30], xmm15
  movq xmm0, qword ptr [rsp+0xbf8]
  pshufd xmm15, xmm0, 0x44
  movaps xmmword ptr [rsp+0x40], xmm15
  movq xmm0, qword ptr [rsp+0xc00]
  pshufd xmm15, xmm0, 0x44
  movaps xmmword ptr [rsp+0x50], xmm15
  movq xmm0, qword ptr [rsp+0xc08]
  pshufd xmm15, xmm0, 0x44
  movaps xmmword ptr [rsp+0x60], xmm15
  movq xmm0, qword ptr [rsp+0xc10]
  pshufd xmm15, xmm0, 0x44
  movaps xmmword ptr [rsp+0x70], xmm15
  movq xmm0, qword ptr [rsp+0xc18]
  pshufd xmm15, xmm0, 0x44
  movaps xmmword ptr [rsp+0x80], xmm15
  movq xmm0, qword ptr [rsp+0xc20]
  pshufd xmm15, xmm0, 0x44
  movaps xmmword ptr [rsp+0x90], xmm15
  movq xmm0, qword ptr [rsp+0xc28]
  pshufd xmm15, xmm0, 0x44
  movaps xmmword ptr [rsp+0xa0], xmm15
  movq xmm0, qword ptr [rsp+0xc30]
  pshufd xmm15, xmm0, 0x44
  movaps xmmword ptr [rsp+0xb0], xmm15
  movq xmm0, qword ptr [rsp+0xc38]
  pshufd xmm15, xmm0, 0x44
  movaps xmmword ptr [rsp+0xc0], xmm15
  movq xmm0, qword ptr [rsp+0xc40]
  pshufd xmm15, xmm0, 0x44
  movaps xmmword ptr [rsp+0xd0], xmm15
  movq xmm0, qword ptr [rsp+0xc48]
  pshufd xmm15, xmm0, 0x44
  movaps xmmword ptr [rsp+0xe0], xmm15
  mov ecx, 1
  movq xmm0, rcx
  pshufd xmm0, xmm0, 0x44
  pextrq r11, xmm0, 0
  mov qword ptr [rsp+0xda0], r11
  pextrq r11, xmm0, 1
  mov qword ptr [rsp+0xda8], r11
  pextrq r11, xmm0, 0
  mov qword ptr [rsp+0xdb0], r11
  pextrq r11, xmm0, 1
  mov qword ptr [rsp+0xdb8], r11
  pextrq r11, xmm0, 0
  mov qword ptr [rsp+0xdc0], r11
  pextrq r11, xmm0, 1
  mov qword ptr [rsp+0xdc8], r11
  pextrq r11, xmm0, 0
  mov qword ptr [rsp+0xdd0], r11
  pextrq r11, xmm0, 1
  mov qword ptr [rsp+0xdd8], r11
  mov ecx, 0x3ff
  movq xmm0, rcx
  pshufd xmm15, xmm0, 0x44
  movaps xmmword ptr [rsp+0xf0], xmm15
  mov ecx, 0x34
  movq xmm0, rcx
  pshufd xmm15, xmm0, 0x44
  movaps xmmword ptr [rsp+0x100], xmm15
  movq xmm0, qword ptr [rsp+0xc50]
  pshufd xmm15, xmm0, 0x44
  movaps xmmword ptr [rsp+0x110], xmm15
  movq xmm0, qword ptr [rsp+0xc58]
  pshufd xmm15, xmm0, 0x44
  movaps xmmword ptr [rsp+0x120], xmm15
  movaps xmm15, xmmword ptr [rsp+0x50]
  movaps xmm14, xmm15
  movaps xmmword ptr [rsp+0x130], xmm14
  movaps xmm15, xmmword ptr [rsp+0x130]
  movaps xmm14, xmmword ptr [rsp+0x50]
  shufpd xmm15, xmm14, 1
  movaps xmmword ptr [rsp+0x130], xmm15
  movaps xmm15, xmmword ptr [rsp+0x50]
  movaps xmm14, xmm15
  movaps xmmword ptr [rsp+0x140], xmm14
  movaps xmm15, xmmword ptr [rsp+0x140]
  movaps xmm14, xmmword ptr [rsp+0x50]
  shufpd xmm15, xmm14, 1
  movaps xmmword ptr [rsp+0x140], xmm15
  movaps xmm15, xmmword ptr [rsp+0x50]
  movaps xmm14, xmm15
  movaps xmmword ptr [rsp+0x150], xmm14
  movaps xmm15, xmmword ptr [rsp+0x150]
  movaps xmm14, xmmword ptr [rsp+0x50]
  shufpd xmm15, xmm14, 1
  movaps xmmword ptr [rsp+0x150], xmm15
  movaps xmm15, xmmword ptr [rsp+0x50]
  movaps xmm14, xmm15
  movaps xmmword ptr [rsp+0x160], xmm14
  movaps xmm15, xmmword ptr [rsp+0x160]
  movaps xmm14, xmmword ptr [rsp+0x50]
  shufpd xmm15, xmm14, 1
  movaps xmmword ptr [rsp+0x160], xmm15
  movq xmm0, qword ptr [rsp+0xc60]
  pshufd xmm15, xmm0, 0x44
  movaps xmmword ptr [rsp+0x170], xmm15
  movq xmm0, qword ptr [rsp+0xc68]
  pshufd xmm15, xmm0, 0x44
  movaps xmmword ptr [rsp+0x180], xmm15
  mov rcx, 0xfffffffffffff
  movq xmm0, rcx
  pshufd xmm15, xmm0, 0x44
  movaps xmmword ptr [rsp+0x190], xmm15
  mov rcx, 0x3ff0000000000000
  movq xmm0, rcx
  pshufd xmm15, xmm0, 0x44
  movaps xmmword ptr [rsp+0x1a0], xmm15
  mov rcx, 0xffffffff00000000
  movq xmm0, rcx
  pshufd xmm15, xmm0, 0x44
  movaps xmmword ptr [rsp+0x1b0], xmm15
  movq xmm0, qword ptr [rsp+0xc70]
  pshufd xmm15, xmm0, 0x44
  movaps xmmword ptr [rsp+0x1c0], xmm15
  movq xmm0, qword ptr [rsp+0xc78]
  pshufd xmm15, xmm0, 0x44
  movaps xmmword ptr [rsp+0x1d0], xmm15
  movq xmm0, qword ptr [rsp+0xc80]
  pshufd xmm15, xmm0, 0x44
  movaps xmmword ptr [rsp+0x1e0], xmm15
  movq xmm0, qword ptr [rsp+0xc88]
  pshufd xmm15, xmm0, 0x44
  movaps xmmword ptr [rsp+0x1f0], xmm15
  movq xmm0, qword ptr [rsp+0xc90]
  pshufd xmm15, xmm0, 0x44
  movaps xmmword ptr [rsp+0x200], xmm15
  movq xmm0, qword ptr [rsp+0xc98]
  pshufd xmm15, xmm0, 0x44
  movaps xmmword ptr [rsp+0x210], xmm15
  movq xmm0, qword ptr [rsp+0xca0]
  pshufd xmm15, xmm0, 0x44
  movaps xmmword ptr [rsp+0x220], xmm15
  movq xmm0, qword ptr [rsp+0xca8]
  pshufd xmm15, xmm0, 0x44
  movaps xmmword ptr [rsp+0x230], xmm15
  movq xmm0, qword ptr [rsp+0xcb0]
  pshufd xmm15, xmm0, 0x44
  movaps xmmword ptr [rsp+0x240], xmm15
  movaps xmm15, xmmword ptr [rsp+0x100]
  pextrq r11, xmm15, 0
  mov qword ptr [rsp+0xde0], r11
  movaps xmm15, xmmword ptr [rsp+0x100]
  pextrq r11, xmm15, 1
  mov qword ptr [rsp+0xde8], r11
  movaps xmm15, xmmword ptr [rsp+0x100]
  pextrq r11, xmm15, 0
  mov qword ptr [rsp+0xdf0], r11
  movaps xmm15, xmmword ptr [rsp+0x100]
  pextrq r11, xmm15, 1
  mov qword ptr [rsp+0xdf8], r11
  movaps xmm15, xmmword ptr [rsp+0x100]
  pextrq r11, xmm15, 0
  mov qword ptr [rsp+0xe00], r11
  movaps xmm15, xmmword ptr [rsp+0x100]
  pextrq r11, xmm15, 1
  mov qword ptr [rsp+0xe08], r11
  movaps xmm15, xmmword ptr [rsp+0x100]
  pextrq r11, xmm15, 0
  mov qword ptr [rsp+0xe10], r11
  movaps xmm15, xmmword ptr [rsp+0x100]
  pextrq r11, xmm15, 1
  mov qword ptr [rsp+0xe18], r11
  movq xmm0, qword ptr [rsp+0xcb8]
  pshufd xmm15, xmm0, 0x44
  movaps xmmword ptr [rsp+0x250], xmm15
  movq xmm0, qword ptr [rsp+0xcc0]
  pshufd xmm15, xmm0, 0x44
  movaps xmmword ptr [rsp+0x260], xmm15
  movq xmm0, qword ptr [rsp+0xcc8]
  pshufd xmm15, xmm0, 0x44
  movaps xmmword ptr [rsp+0x270], xmm15
  movq xmm0, qword ptr [rsp+0xcd0]
  pshufd xmm15, xmm0, 0x44
  movaps xmmword ptr [rsp+0x280], xmm15
  movq xmm0, qword ptr [rsp+0xcd8]
  pshufd xmm15, xmm0, 0x44
  movaps xmmword ptr [rsp+0x290], xmm15
  movq xmm0, qword ptr [rsp+0xce0]
  pshufd xmm15, xmm0, 0x44
  movaps xmmword ptr [rsp+0x2a0], xmm15
  movq xmm0, qword ptr [rsp+0xce8]
  pshufd xmm15, xmm0, 0x44
  movaps xmmword ptr [rsp+0x2b0], xmm15
  movq xmm0, qword ptr [rsp+0xcf0]
  pshufd xmm15, xmm0, 0x44
  movaps xmmword ptr [rsp+0x2c0], xmm15
  movq xmm0, qword ptr [rsp+0xcf8]
  pshufd xmm15, xmm0, 0x44
  movaps xmmword ptr [rsp+0x2d0], xmm15
  movq xmm0, qword ptr [rsp+0xd00]
  pshufd xmm15, xmm0, 0x44
  movaps xmmword ptr [rsp+0x2e0], xmm15
  movq xmm0, qword ptr [rsp+0xd08]
  pshufd xmm15, xmm0, 0x44
  movaps xmmword ptr [rsp+0x2f0], xmm15
  movq xmm0, qword ptr [rsp+0xd10]
  pshufd xmm15, xmm0, 0x44
  movaps xmmword ptr [rsp+0x300], xmm15
  movq xmm0, qword ptr [rsp+0xd18]
  pshufd xmm15, xmm0, 0x44
  movaps xmmword ptr [rsp+0x310], xmm15
  movq xmm0, qword ptr [rsp+0xd20]
  pshufd xmm15, xmm0, 0x44
  movaps xmmword ptr [rsp+0x320], xmm15
  movq xmm0, qword ptr [rsp+0xd28]
  pshufd xmm15, xmm0, 0x44
  movaps xmmword ptr [rsp+0x330], xmm15
  movq xmm0, qword ptr [rsp+0xd30]
  pshufd xmm15, xmm0, 0x44
  movaps xmmword ptr [rsp+0x340], xmm15
  movq xmm0, qword ptr [rsp+0xd38]
  pshufd xmm15, xmm0, 0x44
  movaps xmmword ptr [rsp+0x350], xmm15
  movq xmm0, qword ptr [rsp+0xd40]
  pshufd xmm15, xmm0, 0x44
  movaps xmmword ptr [rsp+0x360], xmm15
  movq xmm0, qword ptr [rsp+0xd48]
  pshufd xmm15, xmm0, 0x44
  movaps xmmword ptr [rsp+0x370], xmm15
  movq xmm0, qword ptr [rsp+0xd50]
  pshufd xmm15, xmm0, 0x44
  movaps xmmword ptr [rsp+0x380], xmm15
  movq xmm0, qword ptr [rsp+0xd58]
  pshufd xmm15, xmm0, 0x44
  movaps xmmword ptr [rsp+0x390], xmm15
  movq xmm0, qword ptr [rsp+0xd60]
  pshufd xmm15, xmm0, 0x44
  movaps xmmword ptr [rsp+0x3a0], xmm15
  movq xmm0, qword ptr [rsp+0xd68]
  pshufd xmm15, xmm0, 0x44
  movaps xmmword ptr [rsp+0x3b0], xmm15
  movq xmm0, qword ptr [rsp+0xd70]
  pshufd xmm15, xmm0, 0x44
  movaps xmmword ptr [rsp+0x3c0], xmm15
  movq xmm0, qword ptr [rsp+0xd78]
  pshufd xmm15, xmm0, 0x44
  movaps xmmword ptr [rsp+0x3d0], xmm15
  xor r11d, r11d
  mov qword ptr [rsp+0xe20], r11
.Lloop1:
  mov r11, qword ptr [rsp+0xe20]
  imul r10d, r11d, 8
  mov qword ptr [rsp+0xe28], r10
  mov r11, qword ptr [rsp+0xd98]
  mov r10, qword ptr [rsp+0xe28]
  movdqu xmm0, xmmword ptr [r11+r10*4]
  mov r11, qword ptr [rsp+0xd98]
  mov r10, qword ptr [rsp+0xe28]
  movdqu xmm1, xmmword ptr [r11+r10*4+0x10]
  movaps xmm15, xmm0
  movaps xmmword ptr [rsp+0x3e0], xmm15
  movaps xmm15, xmmword ptr [rsp+0x3e0]
  cvtss2sd xmm15, xmm0
  movaps xmmword ptr [rsp+0x3e0], xmm15
  movaps xmm3, xmm0
  shufps xmm3, xmm0, 1
  movaps xmm15, xmm3
  movaps xmmword ptr [rsp+0x3f0], xmm15
  movaps xmm15, xmmword ptr [rsp+0x3f0]
  cvtss2sd xmm15, xmm3
  movaps xmmword ptr [rsp+0x3f0], xmm15
  movaps xmm3, xmm0
  shufps xmm3, xmm0, 2
  movaps xmm15, xmm3
  movaps xmmword ptr [rsp+0x400], xmm15
  movaps xmm15, xmmword ptr [rsp+0x400]
  cvtss2sd xmm15, xmm3
  movaps xmmword ptr [rsp+0x400], xmm15
  movaps xmm3, xmm0
  shufps xmm3, xmm0, 3
  movaps xmm15, xmm3
  movaps xmmword ptr [rsp+0x410], xmm15
  movaps xmm15, xmmword ptr [rsp+0x410]
  cvtss2sd xmm15, xmm3
  movaps xmmword ptr [rsp+0x410], xmm15
  movaps xmm15, xmm1
  movaps xmmword ptr [rsp+0x420], xmm15
  movaps xmm15, xmmword ptr [rsp+0x420]
  cvtss2sd xmm15, xmm1
  movaps xmmword ptr [rsp+0x420], xmm15
  movaps xmm0, xmm1
  shufps xmm0, xmm1, 1
  movaps xmm15, xmm0
  movaps xmmword ptr [rsp+0x430], xmm15
  movaps xmm15, xmmword ptr [rsp+0x430]
  cvtss2sd xmm15, xmm0
  movaps xmmword ptr [rsp+0x430], xmm15
  movaps xmm0, xmm1
  shufps xmm0, xmm1, 2
  movaps xmm15, xmm0
  movaps xmmword ptr [rsp+0x440], xmm15
  movaps xmm15, xmmword ptr [rsp+0x440]
  cvtss2sd xmm15, xmm0
  movaps xmmword ptr [rsp+0x440], xmm15
  movaps xmm0, xmm1
  shufps xmm0, xmm1, 3
  movaps xmm15, xmm0
  movaps xmmword ptr [rsp+0x450], xmm15
  movaps xmm15, xmmword ptr [rsp+0x450]
  cvtss2sd xmm15, xmm0
  movaps xmmword ptr [rsp+0x450], xmm15
  movaps xmm15, xmmword ptr [rsp+0x3e0]
  movaps xmm14, xmm15
  movaps xmmword ptr [rsp+0x460], xmm14
  movaps xmm15, xmmword ptr [rsp+0x460]
  movaps xmm14, xmmword ptr [rsp+0x3f0]
  unpcklpd xmm15, xmm14
  movaps xmmword ptr [rsp+0x460], xmm15
  movaps xmm15, xmmword ptr [rsp+0x400]
  movaps xmm14, xmm15
  movaps xmmword ptr [rsp+0x470], xmm14
  movaps xmm15, xmmword ptr [rsp+0x470]
  movaps xmm14, xmmword ptr [rsp+0x410]
  unpcklpd xmm15, xmm14
  movaps xmmword ptr [rsp+0x470], xmm15
  movaps xmm15, xmmword ptr [rsp+0x420]
  movaps xmm14, xmm15
  movaps xmmword ptr [rsp+0x480], xmm14
  movaps xmm15, xmmword ptr [rsp+0x480]
  movaps xmm14, xmmword ptr [rsp+0x430]
  unpcklpd xmm15, xmm14
  movaps xmmword ptr [rsp+0x480], xmm15
  movaps xmm15, xmmword ptr [rsp+0x440]
  movaps xmm14, xmm15
  movaps xmmword ptr [rsp+0x490], xmm14
  movaps xmm15, xmmword ptr [rsp+0x490]
  movaps xmm14, xmmword ptr [rsp+0x450]
  unpcklpd xmm15, xmm14
  movaps xmmword ptr [rsp+0x490], xmm15
  movaps xmm15, xmmword ptr [rsp+0x460]
  movaps xmm0, xmm15
  movaps xmm15, xmmword ptr [rsp+0x460]
  cmppd xmm0, xmm15, 4
  movaps xmm15, xmmword ptr [rsp+0x470]
  movaps xmm12, xmm15
  movaps xmm15, xmmword ptr [rsp+0x470]
  cmppd xmm12, xmm15, 4
  movaps xmm15, xmmword ptr [rsp+0x480]
  movaps xmm11, xmm15
  movaps xmm15, xmmword ptr [rsp+0x480]
  cmppd xmm11, xmm15, 4
  movaps xmm15, xmmword ptr [rsp+0x490]
  movaps xmm10, xmm15
  movaps xmm15, xmmword ptr [rsp+0x490]
  cmppd xmm10, xmm15, 4
  movaps xmm15, xmmword ptr [rsp+0x460]
  movaps xmm9, xmm15
  movaps xmm15, xmmword ptr [rsp+0x10]
  blendvpd xmm9, xmm15
  movaps xmm15, xmmword ptr [rsp+0x470]
  movaps xmm1, xmm15
  movaps xmm0, xmm12
  movaps xmm15, xmmword ptr [rsp+0x10]
  blendvpd xmm1, xmm15
  movaps xmm15, xmmword ptr [rsp+0x480]
  movaps xmm12, xmm15
  movaps xmm0, xmm11
  movaps xmm15, xmmword ptr [rsp+0x10]
  blendvpd xmm12, xmm15
  movaps xmm15, xmmword ptr [rsp+0x490]
  movaps xmm11, xmm15
  movaps xmm0, xmm10
  movaps xmm15, xmmword ptr [rsp+0x10]
  blendvpd xmm11, xmm15
  movaps xmm15, xmmword ptr [rsp+0x30]
  movaps xmm0, xmm15
  minpd xmm0, xmm9
  movaps xmm15, xmmword ptr [rsp+0x30]
  movaps xmm10, xmm15
  minpd xmm10, xmm1
  movaps xmm15, xmmword ptr [rsp+0x30]
  movaps xmm8, xmm15
  minpd xmm8, xmm12
  movaps xmm15, xmmword ptr [rsp+0x30]
  movaps xmm7, xmm15
  minpd xmm7, xmm11
  movaps xmm15, xmmword ptr [rsp+0x20]
  cmppd xmm9, xmm15, 1
  movaps xmm15, xmmword ptr [rsp+0x20]
  cmppd xmm1, xmm15, 1
  movaps xmm15, xmmword ptr [rsp+0x20]
  cmppd xmm12, xmm15, 1
  movaps xmm15, xmmword ptr [rsp+0x20]
  cmppd xmm11, xmm15, 1
  movaps xmm15, xmm0
  movaps xmmword ptr [rsp+0x4a0], xmm15
  movaps xmm0, xmm9
  movaps xmm15, xmmword ptr [rsp+0x4a0]
  movaps xmm14, xmmword ptr [rsp+0x20]
  blendvpd xmm15, xmm14
  movaps xmmword ptr [rsp+0x4a0], xmm15
  movaps xmm15, xmm10
  movaps xmmword ptr [rsp+0x4b0], xmm15
  movaps xmm0, xmm1
  movaps xmm15, xmmword ptr [rsp+0x4b0]
  movaps xmm14, xmmword ptr [rsp+0x20]
  blendvpd xmm15, xmm14
  movaps xmmword ptr [rsp+0x4b0], xmm15
  movaps xmm15, xmm8
  movaps xmmword ptr [rsp+0x4c0], xmm15
  movaps xmm0, xmm12
  movaps xmm15, xmmword ptr [rsp+0x4c0]
  movaps xmm14, xmmword ptr [rsp+0x20]
  blendvpd xmm15, xmm14
  movaps xmmword ptr [rsp+0x4c0], xmm15
  movaps xmm15, xmm7
  movaps xmmword ptr [rsp+0x4d0], xmm15
  movaps xmm0, xmm11
  movaps xmm15, xmmword ptr [rsp+0x4d0]
  movaps xmm14, xmmword ptr [rsp+0x20]
  blendvpd xmm15, xmm14
  movaps xmmword ptr [rsp+0x4d0], xmm15
  movaps xmm15, xmmword ptr [rsp+0x4a0]
  roundpd xmm1, xmm15, 0xb
  movaps xmm15, xmmword ptr [rsp+0x4b0]
  roundpd xmm9, xmm15, 0xb
  movaps xmm15, xmmword ptr [rsp+0x4c0]
  roundpd xmm11, xmm15, 0xb
  movaps xmm15, xmmword ptr [rsp+0x4d0]
  roundpd xmm12, xmm15, 0xb
  movaps xmm15, xmmword ptr [rsp+0x4a0]
  movaps xmm6, xmm15
  subpd xmm6, xmm1
  movaps xmm15, xmmword ptr [rsp+0x4b0]
  movaps xmm5, xmm15
  subpd xmm5, xmm9
  movaps xmm15, xmmword ptr [rsp+0x4c0]
  movaps xmm4, xmm15
  subpd xmm4, xmm11
  movaps xmm15, xmmword ptr [rsp+0x4d0]
  movaps xmm14, xmm15
  movaps xmmword ptr [rsp+0x4e0], xmm14
  movaps xmm15, xmmword ptr [rsp+0x4e0]
  subpd xmm15, xmm12
  movaps xmmword ptr [rsp+0x4e0], xmm15
  movaps xmm15, xmmword ptr [rsp+0x40]
  movaps xmm0, xmm15
  cmppd xmm0, xmm6, 1
  movaps xmm15, xmmword ptr [rsp+0x40]
  movaps xmm7, xmm15
  cmppd xmm7, xmm5, 1
  movaps xmm15, xmmword ptr [rsp+0x40]
  movaps xmm8, xmm15
  cmppd xmm8, xmm4, 1
  movaps xmm15, xmmword ptr [rsp+0x40]
  movaps xmm10, xmm15
  movaps xmm15, xmmword ptr [rsp+0x4e0]
  cmppd xmm10, xmm15, 1
  movaps xmm15, xmmword ptr [rsp+0x10]
  movaps xmm3, xmm15
  movaps xmm15, xmmword ptr [rsp+0x50]
  blendvpd xmm3, xmm15
  movaps xmm15, xmmword ptr [rsp+0x10]
  movaps xmm2, xmm15
  movaps xmm0, xmm7
  movaps xmm15, xmmword ptr [rsp+0x50]
  blendvpd xmm2, xmm15
  movaps xmm15, xmmword ptr [rsp+0x10]
  movaps xmm7, xmm15
  movaps xmm0, xmm8
  movaps xmm15, xmmword ptr [rsp+0x50]
  blendvpd xmm7, xmm15
  movaps xmm15, xmmword ptr [rsp+0x10]
  movaps xmm8, xmm15
  movaps xmm0, xmm10
  movaps xmm15, xmmword ptr [rsp+0x50]
  blendvpd xmm8, xmm15
  addpd xmm1, xmm3
  addpd xmm9, xmm2
  addpd xmm11, xmm7
  addpd xmm12, xmm8
  movaps xmm15, xmmword ptr [rsp+0x60]
  cmppd xmm6, xmm15, 1
  movaps xmm15, xmmword ptr [rsp+0x60]
  cmppd xmm5, xmm15, 1
  movaps xmm15, xmmword ptr [rsp+0x60]
  cmppd xmm4, xmm15, 1
  movaps xmm15, xmmword ptr [rsp+0x4e0]
  movaps xmm2, xmm15
  movaps xmm15, xmmword ptr [rsp+0x60]
  cmppd xmm2, xmm15, 1
  movaps xmm15, xmmword ptr [rsp+0x10]
  movaps xmm3, xmm15
  movaps xmm0, xmm6
  movaps xmm15, xmmword ptr [rsp+0x50]
  blendvpd xmm3, xmm15
  movaps xmm15, xmmword ptr [rsp+0x10]
  movaps xmm6, xmm15
  movaps xmm0, xmm5
  movaps xmm15, xmmword ptr [rsp+0x50]
  blendvpd xmm6, xmm15
  movaps xmm15, xmmword ptr [rsp+0x10]
  movaps xmm5, xmm15
  movaps xmm0, xmm4
  movaps xmm15, xmmword ptr [rsp+0x50]
  blendvpd xmm5, xmm15
  movaps xmm15, xmmword ptr [rsp+0x10]
  movaps xmm4, xmm15
  movaps xmm0, xmm2
  movaps xmm15, xmmword ptr [rsp+0x50]
  blendvpd xmm4, xmm15
  subpd xmm1, xmm3
  subpd xmm9, xmm6
  subpd xmm11, xmm5
  subpd xmm12, xmm4
  movaps xmm15, xmmword ptr [rsp+0x4a0]
  movaps xmm0, xmm15
  subpd xmm0, xmm1
  movaps xmm15, xmmword ptr [rsp+0x4b0]
  movaps xmm2, xmm15
  subpd xmm2, xmm9
  movaps xmm15, xmmword ptr [rsp+0x4c0]
  movaps xmm3, xmm15
  subpd xmm3, xmm11
  movaps xmm15, xmmword ptr [rsp+0x4d0]
  movaps xmm4, xmm15
  subpd xmm4, xmm12
  movaps xmm15, xmmword ptr [rsp]
  movaps xmm5, xmm15
  mulpd xmm5, xmm0
  movaps xmm15, xmmword ptr [rsp]
  movaps xmm6, xmm15
  mulpd xmm6, xmm2
  movaps xmm15, xmmword ptr [rsp]
  movaps xmm7, xmm15
  mulpd xmm7, xmm3
  movaps xmm15, xmmword ptr [rsp]
  movaps xmm8, xmm15
  mulpd xmm8, xmm4
  movaps xmm15, xmmword ptr [rsp+0x70]
  addpd xmm5, xmm15
  movaps xmm15, xmmword ptr [rsp+0x70]
  addpd xmm6, xmm15
  movaps xmm15, xmmword ptr [rsp+0x70]
  addpd xmm7, xmm15
  movaps xmm15, xmmword ptr [rsp+0x70]
  addpd xmm8, xmm15
  mulpd xmm5, xmm0
  mulpd xmm6, xmm2
  mulpd xmm7, xmm3
  mulpd xmm8, xmm4
  movaps xmm15, xmmword ptr [rsp+0x80]
  addpd xmm5, xmm15
  movaps xmm15, xmmword ptr [rsp+0x80]
  addpd xmm6, xmm15
  movaps xmm15, xmmword ptr [rsp+0x80]
  addpd xmm7, xmm15
  movaps xmm15, xmmword ptr [rsp+0x80]
  addpd xmm8, xmm15
  mulpd xmm5, xmm0
  mulpd xmm6, xmm2
  mulpd xmm7, xmm3
  mulpd xmm8, xmm4
  movaps xmm15, xmmword ptr [rsp+0x90]
  addpd xmm5, xmm15
  movaps xmm15, xmmword ptr [rsp+0x90]
  addpd xmm6, xmm15
  movaps xmm15, xmmword ptr [rsp+0x90]
  addpd xmm7, xmm15
  movaps xmm15, xmmword ptr [rsp+0x90]
  addpd xmm8, xmm15
  mulpd xmm5, xmm0
  mulpd xmm6, xmm2
  mulpd xmm7, xmm3
  mulpd xmm8, xmm4
  movaps xmm15, xmmword ptr [rsp+0xa0]
  addpd xmm5, xmm15
  movaps xmm15, xmmword ptr [rsp+0xa0]
  addpd xmm6, xmm15
  movaps xmm15, xmmword ptr [rsp+0xa0]
  addpd xmm7, xmm15
  movaps xmm15, xmmword ptr [rsp+0xa0]
  addpd xmm8, xmm15
  mulpd xmm5, xmm0
  mulpd xmm6, xmm2
  mulpd xmm7, xmm3
  mulpd xmm8, xmm4
  movaps xmm15, xmmword ptr [rsp+0xb0]
  addpd xmm5, xmm15
  movaps xmm15, xmmword ptr [rsp+0xb0]
  addpd xmm6, xmm15
  movaps xmm15, xmmword ptr [rsp+0xb0]
  addpd xmm7, xmm15
  movaps xmm15, xmmword ptr [rsp+0xb0]
  addpd xmm8, xmm15
  mulpd xmm5, xmm0
  mulpd xmm6, xmm2
  mulpd xmm7, xmm3
  mulpd xmm8, xmm4
  movaps xmm15, xmmword ptr [rsp+0xc0]
  addpd xmm5, xmm15
  movaps xmm15, xmmword ptr [rsp+0xc0]
  addpd xmm6, xmm15
  movaps xmm15, xmmword ptr [rsp+0xc0]
  addpd xmm7, xmm15
  movaps xmm15, xmmword ptr [rsp+0xc0]
  addpd xmm8, xmm15
  mulpd xmm5, xmm0
  mulpd xmm6, xmm2
  mulpd xmm7, xmm3
  mulpd xmm8, xmm4
  movaps xmm15, xmmword ptr [rsp+0xd0]
  addpd xmm5, xmm15
  movaps xmm15, xmmword ptr [rsp+0xd0]
  addpd xmm6, xmm15
  movaps xmm15, xmmword ptr [rsp+0xd0]
  addpd xmm7, xmm15
  movaps xmm15, xmmword ptr [rsp+0xd0]
  addpd xmm8, xmm15
  mulpd xmm5, xmm0
  mulpd xmm6, xmm2
  mulpd xmm7, xmm3
  mulpd xmm8, xmm4
  movaps xmm15, xmmword ptr [rsp+0xe0]
  addpd xmm5, xmm15
  movaps xmm15, xmmword ptr [rsp+0xe0]
  addpd xmm6, xmm15
  movaps xmm15, xmmword ptr [rsp+0xe0]
  addpd xmm7, xmm15
  movaps xmm15, xmmword ptr [rsp+0xe0]
  addpd xmm8, xmm15
  mulpd xmm5, xmm0
  mulpd xmm6, xmm2
  mulpd xmm7, xmm3
  mulpd xmm8, xmm4
  movaps xmm15, xmmword ptr [rsp+0x50]
  addpd xmm5, xmm15
  movaps xmm15, xmmword ptr [rsp+0x50]
  addpd xmm6, xmm15
  movaps xmm15, xmmword ptr [rsp+0x50]
  addpd xmm7, xmm15
  movaps xmm15, xmmword ptr [rsp+0x50]
  addpd xmm8, xmm15
  cvttsd2si rdx, xmm1
  mov r11, qword ptr [rsp+0xda0]
  mov ecx, r11d
  mov r8, rdx
  sar r8, cl
  movaps xmm0, xmm1
  shufpd xmm0, xmm1, 1
  cvttsd2si rsi, xmm0
  mov r11, qword ptr [rsp+0xda8]
  mov ecx, r11d
  mov rdi, rsi
  sar rdi, cl
  cvttsd2si r11, xmm9
  mov qword ptr [rsp+0xe30], r11
  mov r11, qword ptr [rsp+0xdb0]
  mov ecx, r11d
  mov r11, qword ptr [rsp+0xe30]
  mov r12, r11
  sar r12, cl
  movaps xmm0, xmm9
  shufpd xmm0, xmm9, 1
  cvttsd2si r11, xmm0
  mov qword ptr [rsp+0xe38], r11
  mov r11, qword ptr [rsp+0xdb8]
  mov ecx, r11d
  mov r11, qword ptr [rsp+0xe38]
  mov r14, r11
  sar r14, cl
  cvttsd2si r11, xmm11
  mov qword ptr [rsp+0xe40], r11
  mov r11, qword ptr [rsp+0xdc0]
  mov ecx, r11d
  mov r11, qword ptr [rsp+0xe40]
  mov rax, r11
  sar rax, cl
  movaps xmm0, xmm11
  shufpd xmm0, xmm11, 1
  cvttsd2si r11, xmm0
  mov qword ptr [rsp+0xe48], r11
  mov r11, qword ptr [rsp+0xdc8]
  mov ecx, r11d
  mov r11, qword ptr [rsp+0xe48]
  mov r15, r11
  sar r15, cl
  cvttsd2si r11, xmm12
  mov qword ptr [rsp+0xe50], r11
  mov r11, qword ptr [rsp+0xdd0]
  mov ecx, r11d
  mov r11, qword ptr [rsp+0xe50]
  mov r13, r11
  sar r13, cl
  movaps xmm0, xmm12
  shufpd xmm0, xmm12, 1
  cvttsd2si r11, xmm0
  mov qword ptr [rsp+0xe58], r11
  mov r11, qword ptr [rsp+0xdd8]
  mov ecx, r11d
  mov r11, qword ptr [rsp+0xe58]
  mov rbx, r11
  sar rbx, cl
  movq xmm0, r8
  pinsrq xmm0, rdi, 1
  movq xmm1, r12
  pinsrq xmm1, r14, 1
  movq xmm2, rax
  pinsrq xmm2, r15, 1
  movq xmm3, r13
  pinsrq xmm3, rbx, 1
  movaps xmm4, xmm0
  movaps xmm15, xmmword ptr [rsp+0xf0]
  paddq xmm4, xmm15
  movaps xmm9, xmm1
  movaps xmm15, xmmword ptr [rsp+0xf0]
  paddq xmm9, xmm15
  movaps xmm10, xmm2
  movaps xmm15, xmmword ptr [rsp+0xf0]
  paddq xmm10, xmm15
  movaps xmm11, xmm3
  movaps xmm15, xmmword ptr [rsp+0xf0]
  paddq xmm11, xmm15
  psllq xmm4, 0x34
  psllq xmm9, 0x34
  psllq xmm10, 0x34
  psllq xmm11, 0x34
  mulpd xmm5, xmm4
  mulpd xmm6, xmm9
  mulpd xmm7, xmm10
  mulpd xmm8, xmm11
  movq xmm4, rdx
  pinsrq xmm4, rsi, 1
  mov r11, qword ptr [rsp+0xe30]
  movq xmm9, r11
  mov r11, qword ptr [rsp+0xe38]
  pinsrq xmm9, r11, 1
  mov r11, qword ptr [rsp+0xe40]
  movq xmm10, r11
  mov r11, qword ptr [rsp+0xe48]
  pinsrq xmm10, r11, 1
  mov r11, qword ptr [rsp+0xe50]
  movq xmm11, r11
  mov r11, qword ptr [rsp+0xe58]
  pinsrq xmm11, r11, 1
  psubq xmm4, xmm0
  psubq xmm9, xmm1
  psubq xmm10, xmm2
  psubq xmm11, xmm3
  movaps xmm15, xmmword ptr [rsp+0xf0]
  paddq xmm4, xmm15
  movaps xmm15, xmmword ptr [rsp+0xf0]
  paddq xmm9, xmm15
  movaps xmm15, xmmword ptr [rsp+0xf0]
  paddq xmm10, xmm15
  movaps xmm15, xmmword ptr [rsp+0xf0]
  paddq xmm11, xmm15
  psllq xmm4, 0x34
  psllq xmm9, 0x34
  psllq xmm10, 0x34
  psllq xmm11, 0x34
  mulpd xmm5, xmm4
  mulpd xmm6, xmm9
  mulpd xmm7, xmm10
  mulpd xmm8, xmm11
  movaps xmm15, xmmword ptr [rsp+0x460]
  movaps xmm0, xmm15
  movaps xmm15, xmmword ptr [rsp+0x460]
  cmppd xmm0, xmm15, 4
  movaps xmm15, xmmword ptr [rsp+0x470]
  movaps xmm1, xmm15
  movaps xmm15, xmmword ptr [rsp+0x470]
  cmppd xmm1, xmm15, 4
  movaps xmm15, xmmword ptr [rsp+0x480]
  movaps xmm2, xmm15
  movaps xmm15, xmmword ptr [rsp+0x480]
  cmppd xmm2, xmm15, 4
  movaps xmm15, xmmword ptr [rsp+0x490]
  movaps xmm3, xmm15
  movaps xmm15, xmmword ptr [rsp+0x490]
  cmppd xmm3, xmm15, 4
  movaps xmm15, xmmword ptr [rsp+0x460]
  blendvpd xmm5, xmm15
  movaps xmm0, xmm1
  movaps xmm15, xmmword ptr [rsp+0x470]
  blendvpd xmm6, xmm15
  movaps xmm0, xmm2
  movaps xmm15, xmmword ptr [rsp+0x480]
  blendvpd xmm7, xmm15
  movaps xmm0, xmm3
  movaps xmm15, xmmword ptr [rsp+0x490]
  blendvpd xmm8, xmm15
  movaps xmm0, xmm5
  cvtsd2ss xmm0, xmm5
  movaps xmm1, xmm5
  shufpd xmm1, xmm5, 1
  movaps xmm2, xmm1
  cvtsd2ss xmm2, xmm1
  movaps xmm1, xmm6
  cvtsd2ss xmm1, xmm6
  movaps xmm3, xmm6
  shufpd xmm3, xmm6, 1
  movaps xmm4, xmm3
  cvtsd2ss xmm4, xmm3
  movaps xmm3, xmm7
  cvtsd2ss xmm3, xmm7
  movaps xmm5, xmm7
  shufpd xmm5, xmm7, 1
  movaps xmm6, xmm5
  cvtsd2ss xmm6, xmm5
  movaps xmm5, xmm8
  cvtsd2ss xmm5, xmm8
  movaps xmm7, xmm8
  shufpd xmm7, xmm8, 1
  movaps xmm8, xmm7
  cvtsd2ss xmm8, xmm7
  insertps xmm0, xmm2, 0x10
  insertps xmm0, xmm1, 0x20
  insertps xmm0, xmm4, 0x30
  insertps xmm3, xmm6, 0x10
  insertps xmm3, xmm5, 0x20
  insertps xmm3, xmm8, 0x30
  mov r11, qword ptr [rsp+0xd80]
  mov r10, qword ptr [rsp+0xe28]
  movdqu xmmword ptr [r11+r10*4], xmm0
  mov r11, qword ptr [rsp+0xd80]
  mov r10, qword ptr [rsp+0xe28]
  movdqu xmmword ptr [r11+r10*4+0x10], xmm3
  movaps xmm15, xmmword ptr [rsp+0x10]
  movaps xmm0, xmm15
  movaps xmm15, xmmword ptr [rsp+0x460]
  cmppd xmm0, xmm15, 1
  movaps xmm15, xmmword ptr [rsp+0x10]
  movaps xmm1, xmm15
  movaps xmm15, xmmword ptr [rsp+0x470]
  cmppd xmm1, xmm15, 1
  movaps xmm15, xmmword ptr [rsp+0x10]
  movaps xmm2, xmm15
  movaps xmm15, xmmword ptr [rsp+0x480]
  cmppd xmm2, xmm15, 1
  movaps xmm15, xmmword ptr [rsp+0x10]
  movaps xmm3, xmm15
  movaps xmm15, xmmword ptr [rsp+0x490]
  cmppd xmm3, xmm15, 1
  packssdw xmm0, xmm1
  packssdw xmm2, xmm3
  packssdw xmm0, xmm2
  movaps xmm1, xmm0
  packsswb xmm1, xmm0
  pabsb xmm0, xmm1
  movaps xmm15, xmmword ptr [rsp+0x460]
  movaps xmm1, xmm15
  movaps xmm15, xmmword ptr [rsp+0x110]
  cmppd xmm1, xmm15, 1
  movaps xmm15, xmmword ptr [rsp+0x470]
  movaps xmm2, xmm15
  movaps xmm15, xmmword ptr [rsp+0x110]
  cmppd xmm2, xmm15, 1
  movaps xmm15, xmmword ptr [rsp+0x480]
  movaps xmm3, xmm15
  movaps xmm15, xmmword ptr [rsp+0x110]
  cmppd xmm3, xmm15, 1
  movaps xmm15, xmmword ptr [rsp+0x490]
  movaps xmm4, xmm15
  movaps xmm15, xmmword ptr [rsp+0x110]
  cmppd xmm4, xmm15, 1
  packssdw xmm1, xmm2
  packssdw xmm3, xmm4
  packssdw xmm1, xmm3
  movaps xmm2, xmm1
  packsswb xmm2, xmm1
  pabsb xmm1, xmm2
  pand xmm0, xmm1
  pextrb eax, xmm0, 0
  movaps xmm15, xmmword ptr [rsp+0x50]
  movaps xmm1, xmm15
  test al, al
  je .Lwhere3
  movaps xmm15, xmmword ptr [rsp+0x3e0]
  movaps xmm1, xmm15
.Lwhere3:
  pextrb edx, xmm0, 1
  movaps xmm15, xmmword ptr [rsp+0x130]
  movaps xmm2, xmm15
  test dl, dl
  je .Lwhere4
  movaps xmm15, xmmword ptr [rsp+0x3f0]
  movaps xmm2, xmm15
.Lwhere4:
  pextrb r11d, xmm0, 2
  mov qword ptr [rsp+0xe60], r11
  movaps xmm15, xmmword ptr [rsp+0x50]
  movaps xmm3, xmm15
  mov r11, qword ptr [rsp+0xe60]
  test r11b, r11b
  je .Lwhere5
  movaps xmm15, xmmword ptr [rsp+0x400]
  movaps xmm3, xmm15
.Lwhere5:
  pextrb r11d, xmm0, 3
  mov qword ptr [rsp+0xe68], r11
  movaps xmm15, xmmword ptr [rsp+0x140]
  movaps xmm4, xmm15
  mov r11, qword ptr [rsp+0xe68]
  test r11b, r11b
  je .Lwhere6
  movaps xmm15, xmmword ptr [rsp+0x410]
  movaps xmm4, xmm15
.Lwhere6:
  pextrb r11d, xmm0, 4
  mov qword ptr [rsp+0xe70], r11
  movaps xmm15, xmmword ptr [rsp+0x50]
  movaps xmm5, xmm15
  mov r11, qword ptr [rsp+0xe70]
  test r11b, r11b
  je .Lwhere7
  movaps xmm15, xmmword ptr [rsp+0x420]
  movaps xmm5, xmm15
.Lwhere7:
  pextrb r11d, xmm0, 5
  mov qword ptr [rsp+0xe78], r11
  movaps xmm15, xmmword ptr [rsp+0x150]
  movaps xmm6, xmm15
  mov r11, qword ptr [rsp+0xe78]
  test r11b, r11b
  je .Lwhere8
  movaps xmm15, xmmword ptr [rsp+0x430]
  movaps xmm6, xmm15
.Lwhere8:
  pextrb r11d, xmm0, 6
  mov qword ptr [rsp+0xe80], r11
  movaps xmm15, xmmword ptr [rsp+0x50]
  movaps xmm7, xmm15
  mov r11, qword ptr [rsp+0xe80]
  test r11b, r11b
  je .Lwhere9
  movaps xmm15, xmmword ptr [rsp+0x440]
  movaps xmm7, xmm15
.Lwhere9:
  pextrb r11d, xmm0, 7
  mov qword ptr [rsp+0xe88], r11
  movaps xmm15, xmmword ptr [rsp+0x160]
  movaps xmm0, xmm15
  mov r11, qword ptr [rsp+0xe88]
  test r11b, r11b
  je .Lwhere10
  movaps xmm15, xmmword ptr [rsp+0x450]
  movaps xmm0, xmm15
.Lwhere10:
  movaps xmm15, xmm1
  movaps xmmword ptr [rsp+0x4f0], xmm15
  movaps xmm15, xmmword ptr [rsp+0x4f0]
  unpcklpd xmm15, xmm2
  movaps xmmword ptr [rsp+0x4f0], xmm15
  movaps xmm15, xmm3
  movaps xmmword ptr [rsp+0x500], xmm15
  movaps xmm15, xmmword ptr [rsp+0x500]
  unpcklpd xmm15, xmm4
  movaps xmmword ptr [rsp+0x500], xmm15
  movaps xmm15, xmm5
  movaps xmmword ptr [rsp+0x510], xmm15
  movaps xmm15, xmmword ptr [rsp+0x510]
  unpcklpd xmm15, xmm6
  movaps xmmword ptr [rsp+0x510], xmm15
  movaps xmm15, xmm7
  movaps xmmword ptr [rsp+0x520], xmm15
  movaps xmm15, xmmword ptr [rsp+0x520]
  unpcklpd xmm15, xmm0
  movaps xmmword ptr [rsp+0x520], xmm15
  movaps xmm15, xmmword ptr [rsp+0x4f0]
  movaps xmm2, xmm15
  movaps xmm15, xmmword ptr [rsp+0x180]
  mulpd xmm2, xmm15
  movaps xmm15, xmmword ptr [rsp+0x500]
  movaps xmm4, xmm15
  movaps xmm15, xmmword ptr [rsp+0x180]
  mulpd xmm4, xmm15
  movaps xmm15, xmmword ptr [rsp+0x510]
  movaps xmm6, xmm15
  movaps xmm15, xmmword ptr [rsp+0x180]
  mulpd xmm6, xmm15
  movaps xmm15, xmmword ptr [rsp+0x520]
  movaps xmm8, xmm15
  movaps xmm15, xmmword ptr [rsp+0x180]
  mulpd xmm8, xmm15
  movaps xmm15, xmmword ptr [rsp+0x4f0]
  movaps xmm0, xmm15
  movaps xmm15, xmmword ptr [rsp+0x170]
  cmppd xmm0, xmm15, 1
  movaps xmm15, xmmword ptr [rsp+0x500]
  movaps xmm9, xmm15
  movaps xmm15, xmmword ptr [rsp+0x170]
  cmppd xmm9, xmm15, 1
  movaps xmm15, xmmword ptr [rsp+0x510]
  movaps xmm10, xmm15
  movaps xmm15, xmmword ptr [rsp+0x170]
  cmppd xmm10, xmm15, 1
  movaps xmm15, xmmword ptr [rsp+0x520]
  movaps xmm11, xmm15
  movaps xmm15, xmmword ptr [rsp+0x170]
  cmppd xmm11, xmm15, 1
  movaps xmm15, xmmword ptr [rsp+0x4f0]
  movaps xmm14, xmm15
  movaps xmmword ptr [rsp+0x530], xmm14
  movaps xmm15, xmmword ptr [rsp+0x530]
  blendvpd xmm15, xmm2
  movaps xmmword ptr [rsp+0x530], xmm15
  movaps xmm15, xmmword ptr [rsp+0x500]
  movaps xmm14, xmm15
  movaps xmmword ptr [rsp+0x540], xmm14
  movaps xmm0, xmm9
  movaps xmm15, xmmword ptr [rsp+0x540]
  blendvpd xmm15, xmm4
  movaps xmmword ptr [rsp+0x540], xmm15
  movaps xmm15, xmmword ptr [rsp+0x510]
  movaps xmm14, xmm15
  movaps xmmword ptr [rsp+0x550], xmm14
  movaps xmm0, xmm10
  movaps xmm15, xmmword ptr [rsp+0x550]
  blendvpd xmm15, xmm6
  movaps xmmword ptr [rsp+0x550], xmm15
  movaps xmm15, xmmword ptr [rsp+0x520]
  movaps xmm14, xmm15
  movaps xmmword ptr [rsp+0x560], xmm14
  movaps xmm0, xmm11
  movaps xmm15, xmmword ptr [rsp+0x560]
  blendvpd xmm15, xmm8
  movaps xmmword ptr [rsp+0x560], xmm15
  movaps xmm15, xmmword ptr [rsp+0x530]
  movaps xmm0, xmm15
  movaps xmm15, xmmword ptr [rsp+0x190]
  pand xmm0, xmm15
  movaps xmm15, xmmword ptr [rsp+0x540]
  movaps xmm8, xmm15
  movaps xmm15, xmmword ptr [rsp+0x190]
  pand xmm8, xmm15
  movaps xmm15, xmmword ptr [rsp+0x550]
  movaps xmm9, xmm15
  movaps xmm15, xmmword ptr [rsp+0x190]
  pand xmm9, xmm15
  movaps xmm15, xmmword ptr [rsp+0x560]
  movaps xmm10, xmm15
  movaps xmm15, xmmword ptr [rsp+0x190]
  pand xmm10, xmm15
  movaps xmm15, xmm0
  movaps xmmword ptr [rsp+0x570], xmm15
  movaps xmm15, xmmword ptr [rsp+0x570]
  movaps xmm14, xmmword ptr [rsp+0x1a0]
  por xmm15, xmm14
  movaps xmmword ptr [rsp+0x570], xmm15
  movaps xmm15, xmm8
  movaps xmmword ptr [rsp+0x580], xmm15
  movaps xmm15, xmmword ptr [rsp+0x580]
  movaps xmm14, xmmword ptr [rsp+0x1a0]
  por xmm15, xmm14
  movaps xmmword ptr [rsp+0x580], xmm15
  movaps xmm15, xmm9
  movaps xmmword ptr [rsp+0x590], xmm15
  movaps xmm15, xmmword ptr [rsp+0x590]
  movaps xmm14, xmmword ptr [rsp+0x1a0]
  por xmm15, xmm14
  movaps xmmword ptr [rsp+0x590], xmm15
  movaps xmm15, xmm10
  movaps xmmword ptr [rsp+0x5a0], xmm15
  movaps xmm15, xmmword ptr [rsp+0x5a0]
  movaps xmm14, xmmword ptr [rsp+0x1a0]
  por xmm15, xmm14
  movaps xmmword ptr [rsp+0x5a0], xmm15
  movaps xmm15, xmmword ptr [rsp+0x570]
  movaps xmm10, xmm15
  movaps xmm15, xmmword ptr [rsp+0x40]
  mulpd xmm10, xmm15
  movaps xmm15, xmmword ptr [rsp+0x580]
  movaps xmm9, xmm15
  movaps xmm15, xmmword ptr [rsp+0x40]
  mulpd xmm9, xmm15
  movaps xmm15, xmmword ptr [rsp+0x590]
  movaps xmm8, xmm15
  movaps xmm15, xmmword ptr [rsp+0x40]
  mulpd xmm8, xmm15
  movaps xmm15, xmmword ptr [rsp+0x5a0]
  movaps xmm11, xmm15
  movaps xmm15, xmmword ptr [rsp+0x40]
  mulpd xmm11, xmm15
  movaps xmm15, xmmword ptr [rsp+0x120]
  movaps xmm0, xmm15
  movaps xmm15, xmmword ptr [rsp+0x570]
  cmppd xmm0, xmm15, 1
  movaps xmm15, xmmword ptr [rsp+0x120]
  movaps xmm7, xmm15
  movaps xmm15, xmmword ptr [rsp+0x580]
  cmppd xmm7, xmm15, 1
  movaps xmm15, xmmword ptr [rsp+0x120]
  movaps xmm5, xmm15
  movaps xmm15, xmmword ptr [rsp+0x590]
  cmppd xmm5, xmm15, 1
  movaps xmm15, xmmword ptr [rsp+0x120]
  movaps xmm3, xmm15
  movaps xmm15, xmmword ptr [rsp+0x5a0]
  cmppd xmm3, xmm15, 1
  movaps xmm15, xmmword ptr [rsp+0x570]
  movaps xmm1, xmm15
  blendvpd xmm1, xmm10
  movaps xmm15, xmmword ptr [rsp+0x580]
  movaps xmm10, xmm15
  movaps xmm0, xmm7
  blendvpd xmm10, xmm9
  movaps xmm15, xmmword ptr [rsp+0x590]
  movaps xmm7, xmm15
  movaps xmm0, xmm5
  blendvpd xmm7, xmm8
  movaps xmm15, xmmword ptr [rsp+0x5a0]
  movaps xmm5, xmm15
  movaps xmm0, xmm3
  blendvpd xmm5, xmm11
  movaps xmm15, xmmword ptr [rsp+0x50]
  subpd xmm1, xmm15
  movaps xmm15, xmmword ptr [rsp+0x50]
  subpd xmm10, xmm15
  movaps xmm15, xmmword ptr [rsp+0x50]
  subpd xmm7, xmm15
  movaps xmm15, xmmword ptr [rsp+0x50]
  subpd xmm5, xmm15
  movaps xmm0, xmm1
  mulpd xmm0, xmm1
  movaps xmm3, xmm10
  mulpd xmm3, xmm10
  movaps xmm8, xmm7
  mulpd xmm8, xmm7
  movaps xmm9, xmm5
  mulpd xmm9, xmm5
  movaps xmm15, xmmword ptr [rsp+0x40]
  mulpd xmm0, xmm15
  movaps xmm15, xmmword ptr [rsp+0x40]
  mulpd xmm3, xmm15
  movaps xmm15, xmmword ptr [rsp+0x40]
  mulpd xmm8, xmm15
  movaps xmm15, xmmword ptr [rsp+0x40]
  mulpd xmm9, xmm15
  movaps xmm11, xmm1
  subpd xmm11, xmm0
  movaps xmm6, xmm10
  subpd xmm6, xmm3
  movaps xmm4, xmm7
  subpd xmm4, xmm8
  movaps xmm2, xmm5
  subpd xmm2, xmm9
  movaps xmm15, xmm11
  movaps xmmword ptr [rsp+0x5b0], xmm15
  movaps xmm15, xmmword ptr [rsp+0x5b0]
  movaps xmm14, xmmword ptr [rsp+0x1b0]
  pand xmm15, xmm14
  movaps xmmword ptr [rsp+0x5b0], xmm15
  movaps xmm15, xmm6
  movaps xmmword ptr [rsp+0x5c0], xmm15
  movaps xmm15, xmmword ptr [rsp+0x5c0]
  movaps xmm14, xmmword ptr [rsp+0x1b0]
  pand xmm15, xmm14
  movaps xmmword ptr [rsp+0x5c0], xmm15
  movaps xmm15, xmm4
  movaps xmmword ptr [rsp+0x5d0], xmm15
  movaps xmm15, xmmword ptr [rsp+0x5d0]
  movaps xmm14, xmmword ptr [rsp+0x1b0]
  pand xmm15, xmm14
  movaps xmmword ptr [rsp+0x5d0], xmm15
  movaps xmm15, xmm2
  movaps xmmword ptr [rsp+0x5e0], xmm15
  movaps xmm15, xmmword ptr [rsp+0x5e0]
  movaps xmm14, xmmword ptr [rsp+0x1b0]
  pand xmm15, xmm14
  movaps xmmword ptr [rsp+0x5e0], xmm15
  movaps xmm2, xmm1
  movaps xmm15, xmmword ptr [rsp+0x5b0]
  subpd xmm2, xmm15
  movaps xmm4, xmm10
  movaps xmm15, xmmword ptr [rsp+0x5c0]
  subpd xmm4, xmm15
  movaps xmm6, xmm7
  movaps xmm15, xmmword ptr [rsp+0x5d0]
  subpd xmm6, xmm15
  movaps xmm11, xmm5
  movaps xmm15, xmmword ptr [rsp+0x5e0]
  subpd xmm11, xmm15
  movaps xmm15, xmm2
  movaps xmmword ptr [rsp+0x5f0], xmm15
  movaps xmm15, xmmword ptr [rsp+0x5f0]
  subpd xmm15, xmm0
  movaps xmmword ptr [rsp+0x5f0], xmm15
  movaps xmm15, xmm4
  movaps xmmword ptr [rsp+0x600], xmm15
  movaps xmm15, xmmword ptr [rsp+0x600]
  subpd xmm15, xmm3
  movaps xmmword ptr [rsp+0x600], xmm15
  movaps xmm15, xmm6
  movaps xmmword ptr [rsp+0x610], xmm15
  movaps xmm15, xmmword ptr [rsp+0x610]
  subpd xmm15, xmm8
  movaps xmmword ptr [rsp+0x610], xmm15
  movaps xmm15, xmm11
  movaps xmmword ptr [rsp+0x620], xmm15
  movaps xmm15, xmmword ptr [rsp+0x620]
  subpd xmm15, xmm9
  movaps xmmword ptr [rsp+0x620], xmm15
  movaps xmm12, xmm1
  movaps xmm15, xmmword ptr [rsp+0x1c0]
  addpd xmm12, xmm15
  movaps xmm11, xmm10
  movaps xmm15, xmmword ptr [rsp+0x1c0]
  addpd xmm11, xmm15
  movaps xmm6, xmm7
  movaps xmm15, xmmword ptr [rsp+0x1c0]
  addpd xmm6, xmm15
  movaps xmm4, xmm5
  movaps xmm15, xmmword ptr [rsp+0x1c0]
  addpd xmm4, xmm15
  divpd xmm1, xmm12
  movaps xmm15, xmm10
  movaps xmmword ptr [rsp+0x630], xmm15
  movaps xmm15, xmmword ptr [rsp+0x630]
  divpd xmm15, xmm11
  movaps xmmword ptr [rsp+0x630], xmm15
  movaps xmm15, xmm7
  movaps xmmword ptr [rsp+0x640], xmm15
  movaps xmm15, xmmword ptr [rsp+0x640]
  divpd xmm15, xmm6
  movaps xmmword ptr [rsp+0x640], xmm15
  movaps xmm15, xmm5
  movaps xmmword ptr [rsp+0x650], xmm15
  movaps xmm15, xmmword ptr [rsp+0x650]
  divpd xmm15, xmm4
  movaps xmmword ptr [rsp+0x650], xmm15
  movaps xmm4, xmm1
  mulpd xmm4, xmm1
  movaps xmm15, xmmword ptr [rsp+0x630]
  movaps xmm6, xmm15
  movaps xmm15, xmmword ptr [rsp+0x630]
  mulpd xmm6, xmm15
  movaps xmm15, xmmword ptr [rsp+0x640]
  movaps xmm11, xmm15
  movaps xmm15, xmmword ptr [rsp+0x640]
  mulpd xmm11, xmm15
  movaps xmm15, xmmword ptr [rsp+0x650]
  movaps xmm12, xmm15
  movaps xmm15, xmmword ptr [rsp+0x650]
  mulpd xmm12, xmm15
  movaps xmm15, xmmword ptr [rsp+0x1d0]
  movaps xmm2, xmm15
  mulpd xmm2, xmm4
  movaps xmm15, xmmword ptr [rsp+0x1d0]
  movaps xmm5, xmm15
  mulpd xmm5, xmm6
  movaps xmm15, xmmword ptr [rsp+0x1d0]
  movaps xmm7, xmm15
  mulpd xmm7, xmm11
  movaps xmm15, xmmword ptr [rsp+0x1d0]
  movaps xmm10, xmm15
  mulpd xmm10, xmm12
  movaps xmm15, xmmword ptr [rsp+0x1e0]
  addpd xmm2, xmm15
  movaps xmm15, xmmword ptr [rsp+0x1e0]
  addpd xmm5, xmm15
  movaps xmm15, xmmword ptr [rsp+0x1e0]
  addpd xmm7, xmm15
  movaps xmm15, xmmword ptr [rsp+0x1e0]
  addpd xmm10, xmm15
  mulpd xmm2, xmm4
  mulpd xmm5, xmm6
  mulpd xmm7, xmm11
  mulpd xmm10, xmm12
  movaps xmm15, xmmword ptr [rsp+0x1f0]
  addpd xmm2, xmm15
  movaps xmm15, xmmword ptr [rsp+0x1f0]
  addpd xmm5, xmm15
  movaps xmm15, xmmword ptr [rsp+0x1f0]
  addpd xmm7, xmm15
  movaps xmm15, xmmword ptr [rsp+0x1f0]
  addpd xmm10, xmm15
  mulpd xmm2, xmm4
  mulpd xmm5, xmm6
  mulpd xmm7, xmm11
  mulpd xmm10, xmm12
  movaps xmm15, xmmword ptr [rsp+0x200]
  addpd xmm2, xmm15
  movaps xmm15, xmmword ptr [rsp+0x200]
  addpd xmm5, xmm15
  movaps xmm15, xmmword ptr [rsp+0x200]
  addpd xmm7, xmm15
  movaps xmm15, xmmword ptr [rsp+0x200]
  addpd xmm10, xmm15
  mulpd xmm2, xmm4
  mulpd xmm5, xmm6
  mulpd xmm7, xmm11
  mulpd xmm10, xmm12
  movaps xmm15, xmmword ptr [rsp+0x210]
  addpd xmm2, xmm15
  movaps xmm15, xmmword ptr [rsp+0x210]
  addpd xmm5, xmm15
  movaps xmm15, xmmword ptr [rsp+0x210]
  addpd xmm7, xmm15
  movaps xmm15, xmmword ptr [rsp+0x210]
  addpd xmm10, xmm15
  mulpd xmm2, xmm4
  mulpd xmm5, xmm6
  mulpd xmm7, xmm11
  mulpd xmm10, xmm12
  movaps xmm15, xmmword ptr [rsp+0x220]
  addpd xmm2, xmm15
  movaps xmm15, xmmword ptr [rsp+0x220]
  addpd xmm5, xmm15
  movaps xmm15, xmmword ptr [rsp+0x220]
  addpd xmm7, xmm15
  movaps xmm15, xmmword ptr [rsp+0x220]
  addpd xmm10, xmm15
  mulpd xmm4, xmm2
  mulpd xmm6, xmm5
  mulpd xmm11, xmm7
  mulpd xmm12, xmm10
  addpd xmm0, xmm4
  addpd xmm3, xmm6
  addpd xmm8, xmm11
  addpd xmm9, xmm12
  mulpd xmm1, xmm0
  movaps xmm15, xmmword ptr [rsp+0x630]
  movaps xmm0, xmm15
  mulpd xmm0, xmm3
  movaps xmm15, xmmword ptr [rsp+0x640]
  movaps xmm2, xmm15
  mulpd xmm2, xmm8
  movaps xmm15, xmmword ptr [rsp+0x650]
  movaps xmm3, xmm15
  mulpd xmm3, xmm9
  movaps xmm15, xmmword ptr [rsp+0x5f0]
  movaps xmm4, xmm15
  addpd xmm4, xmm1
  movaps xmm15, xmmword ptr [rsp+0x600]
  movaps xmm1, xmm15
  addpd xmm1, xmm0
  movaps xmm15, xmmword ptr [rsp+0x610]
  movaps xmm0, xmm15
  addpd xmm0, xmm2
  movaps xmm15, xmmword ptr [rsp+0x620]
  movaps xmm2, xmm15
  addpd xmm2, xmm3
  movaps xmm3, xmm4
  movaps xmm15, xmmword ptr [rsp+0x5b0]
  addpd xmm3, xmm15
  movaps xmm5, xmm1
  movaps xmm15, xmmword ptr [rsp+0x5c0]
  addpd xmm5, xmm15
  movaps xmm6, xmm0
  movaps xmm15, xmmword ptr [rsp+0x5d0]
  addpd xmm6, xmm15
  movaps xmm7, xmm2
  movaps xmm15, xmmword ptr [rsp+0x5e0]
  addpd xmm7, xmm15
  movaps xmm15, xmmword ptr [rsp+0x230]
  mulpd xmm3, xmm15
  movaps xmm15, xmmword ptr [rsp+0x230]
  mulpd xmm5, xmm15
  movaps xmm15, xmmword ptr [rsp+0x230]
  mulpd xmm6, xmm15
  movaps xmm15, xmmword ptr [rsp+0x230]
  mulpd xmm7, xmm15
  movaps xmm15, xmmword ptr [rsp+0x240]
  mulpd xmm4, xmm15
  movaps xmm15, xmmword ptr [rsp+0x240]
  mulpd xmm1, xmm15
  movaps xmm15, xmmword ptr [rsp+0x240]
  mulpd xmm0, xmm15
  movaps xmm15, xmmword ptr [rsp+0x240]
  mulpd xmm2, xmm15
  addpd xmm3, xmm4
  addpd xmm5, xmm1
  addpd xmm6, xmm0
  movaps xmm15, xmm7
  movaps xmmword ptr [rsp+0x660], xmm15
  movaps xmm15, xmmword ptr [rsp+0x660]
  addpd xmm15, xmm2
  movaps xmmword ptr [rsp+0x660], xmm15
  movaps xmm15, xmmword ptr [rsp+0x530]
  pextrq r14, xmm15, 0
  mov r11, qword ptr [rsp+0xde0]
  mov ecx, r11d
  sar r14, cl
  movaps xmm15, xmmword ptr [rsp+0x530]
  pextrq r15, xmm15, 1
  mov r11, qword ptr [rsp+0xde8]
  mov ecx, r11d
  sar r15, cl
  movaps xmm15, xmmword ptr [rsp+0x540]
  pextrq r13, xmm15, 0
  mov r11, qword ptr [rsp+0xdf0]
  mov ecx, r11d
  sar r13, cl
  movaps xmm15, xmmword ptr [rsp+0x540]
  pextrq r12, xmm15, 1
  mov r11, qword ptr [rsp+0xdf8]
  mov ecx, r11d
  sar r12, cl
  movaps xmm15, xmmword ptr [rsp+0x550]
  pextrq rbx, xmm15, 0
  mov r11, qword ptr [rsp+0xe00]
  mov ecx, r11d
  sar rbx, cl
  movaps xmm15, xmmword ptr [rsp+0x550]
  pextrq rdi, xmm15, 1
  mov r11, qword ptr [rsp+0xe08]
  mov ecx, r11d
  sar rdi, cl
  movaps xmm15, xmmword ptr [rsp+0x560]
  pextrq rsi, xmm15, 0
  mov r11, qword ptr [rsp+0xe10]
  mov ecx, r11d
  sar rsi, cl
  movaps xmm15, xmmword ptr [rsp+0x560]
  pextrq r8, xmm15, 1
  mov r11, qword ptr [rsp+0xe18]
  mov ecx, r11d
  sar r8, cl
  movq xmm0, r14
  pinsrq xmm0, r15, 1
  movq xmm1, r13
  pinsrq xmm1, r12, 1
  movq xmm2, rbx
  pinsrq xmm2, rdi, 1
  movq xmm4, rsi
  pinsrq xmm4, r8, 1
  movaps xmm15, xmmword ptr [rsp+0xf0]
  psubq xmm0, xmm15
  movaps xmm15, xmmword ptr [rsp+0xf0]
  psubq xmm1, xmm15
  movaps xmm15, xmmword ptr [rsp+0xf0]
  psubq xmm2, xmm15
  movaps xmm15, xmmword ptr [rsp+0xf0]
  psubq xmm4, xmm15
  pextrq rcx, xmm0, 0
  xorpd xmm8, xmm8
  cvtsi2sd xmm8, rcx
  pextrq rcx, xmm0, 1
  xorpd xmm0, xmm0
  cvtsi2sd xmm0, rcx
  pextrq rcx, xmm1, 0
  xorpd xmm9, xmm9
  cvtsi2sd xmm9, rcx
  pextrq rcx, xmm1, 1
  xorpd xmm1, xmm1
  cvtsi2sd xmm1, rcx
  pextrq rcx, xmm2, 0
  xorpd xmm10, xmm10
  cvtsi2sd xmm10, rcx
  pextrq rcx, xmm2, 1
  xorpd xmm2, xmm2
  cvtsi2sd xmm2, rcx
  pextrq rcx, xmm4, 0
  xorpd xmm11, xmm11
  cvtsi2sd xmm11, rcx
  pextrq rcx, xmm4, 1
  xorpd xmm4, xmm4
  cvtsi2sd xmm4, rcx
  unpcklpd xmm8, xmm0
  unpcklpd xmm9, xmm1
  unpcklpd xmm10, xmm2
  unpcklpd xmm11, xmm4
  movaps xmm15, xmmword ptr [rsp+0x4f0]
  movaps xmm0, xmm15
  movaps xmm15, xmmword ptr [rsp+0x170]
  cmppd xmm0, xmm15, 1
  movaps xmm15, xmmword ptr [rsp+0x500]
  movaps xmm1, xmm15
  movaps xmm15, xmmword ptr [rsp+0x170]
  cmppd xmm1, xmm15, 1
  movaps xmm15, xmmword ptr [rsp+0x510]
  movaps xmm2, xmm15
  movaps xmm15, xmmword ptr [rsp+0x170]
  cmppd xmm2, xmm15, 1
  movaps xmm15, xmmword ptr [rsp+0x520]
  movaps xmm4, xmm15
  movaps xmm15, xmmword ptr [rsp+0x170]
  cmppd xmm4, xmm15, 1
  movaps xmm15, xmmword ptr [rsp+0x10]
  movaps xmm12, xmm15
  movaps xmm15, xmmword ptr [rsp+0x250]
  blendvpd xmm12, xmm15
  movaps xmm15, xmmword ptr [rsp+0x10]
  movaps xmm7, xmm15
  movaps xmm0, xmm1
  movaps xmm15, xmmword ptr [rsp+0x250]
  blendvpd xmm7, xmm15
  movaps xmm15, xmmword ptr [rsp+0x10]
  movaps xmm1, xmm15
  movaps xmm0, xmm2
  movaps xmm15, xmmword ptr [rsp+0x250]
  blendvpd xmm1, xmm15
  movaps xmm15, xmmword ptr [rsp+0x10]
  movaps xmm2, xmm15
  movaps xmm0, xmm4
  movaps xmm15, xmmword ptr [rsp+0x250]
  blendvpd xmm2, xmm15
  subpd xmm8, xmm12
  subpd xmm9, xmm7
  subpd xmm10, xmm1
  subpd xmm11, xmm2
  movaps xmm15, xmmword ptr [rsp+0x120]
  movaps xmm0, xmm15
  movaps xmm15, xmmword ptr [rsp+0x570]
  cmppd xmm0, xmm15, 1
  movaps xmm15, xmmword ptr [rsp+0x120]
  movaps xmm1, xmm15
  movaps xmm15, xmmword ptr [rsp+0x580]
  cmppd xmm1, xmm15, 1
  movaps xmm15, xmmword ptr [rsp+0x120]
  movaps xmm2, xmm15
  movaps xmm15, xmmword ptr [rsp+0x590]
  cmppd xmm2, xmm15, 1
  movaps xmm15, xmmword ptr [rsp+0x120]
  movaps xmm4, xmm15
  movaps xmm15, xmmword ptr [rsp+0x5a0]
  cmppd xmm4, xmm15, 1
  movaps xmm15, xmmword ptr [rsp+0x10]
  movaps xmm7, xmm15
  movaps xmm15, xmmword ptr [rsp+0x50]
  blendvpd xmm7, xmm15
  movaps xmm15, xmmword ptr [rsp+0x10]
  movaps xmm12, xmm15
  movaps xmm0, xmm1
  movaps xmm15, xmmword ptr [rsp+0x50]
  blendvpd xmm12, xmm15
  movaps xmm15, xmmword ptr [rsp+0x10]
  movaps xmm1, xmm15
  movaps xmm0, xmm2
  movaps xmm15, xmmword ptr [rsp+0x50]
  blendvpd xmm1, xmm15
  movaps xmm15, xmmword ptr [rsp+0x10]
  movaps xmm2, xmm15
  movaps xmm0, xmm4
  movaps xmm15, xmmword ptr [rsp+0x50]
  blendvpd xmm2, xmm15
  addpd xmm8, xmm7
  addpd xmm9, xmm12
  addpd xmm10, xmm1
  addpd xmm11, xmm2
  movaps xmm15, xmmword ptr [rsp+0x5b0]
  movaps xmm0, xmm15
  movaps xmm15, xmmword ptr [rsp+0x240]
  mulpd xmm0, xmm15
  movaps xmm15, xmmword ptr [rsp+0x5c0]
  movaps xmm1, xmm15
  movaps xmm15, xmmword ptr [rsp+0x240]
  mulpd xmm1, xmm15
  movaps xmm15, xmmword ptr [rsp+0x5d0]
  movaps xmm2, xmm15
  movaps xmm15, xmmword ptr [rsp+0x240]
  mulpd xmm2, xmm15
  movaps xmm15, xmmword ptr [rsp+0x5e0]
  movaps xmm4, xmm15
  movaps xmm15, xmmword ptr [rsp+0x240]
  mulpd xmm4, xmm15
  movaps xmm7, xmm8
  addpd xmm7, xmm0
  movaps xmm12, xmm9
  addpd xmm12, xmm1
  movaps xmm15, xmm10
  movaps xmmword ptr [rsp+0x670], xmm15
  movaps xmm15, xmmword ptr [rsp+0x670]
  addpd xmm15, xmm2
  movaps xmmword ptr [rsp+0x670], xmm15
  movaps xmm15, xmm11
  movaps xmmword ptr [rsp+0x680], xmm15
  movaps xmm15, xmmword ptr [rsp+0x680]
  addpd xmm15, xmm4
  movaps xmmword ptr [rsp+0x680], xmm15
  subpd xmm8, xmm7
  subpd xmm9, xmm12
  movaps xmm15, xmmword ptr [rsp+0x670]
  subpd xmm10, xmm15
  movaps xmm15, xmmword ptr [rsp+0x680]
  subpd xmm11, xmm15
  addpd xmm8, xmm0
  addpd xmm9, xmm1
  addpd xmm10, xmm2
  addpd xmm11, xmm4
  addpd xmm3, xmm8
  addpd xmm5, xmm9
  addpd xmm6, xmm10
  movaps xmm15, xmmword ptr [rsp+0x660]
  movaps xmm0, xmm15
  addpd xmm0, xmm11
  addpd xmm3, xmm7
  addpd xmm5, xmm12
  movaps xmm15, xmmword ptr [rsp+0x670]
  addpd xmm6, xmm15
  movaps xmm1, xmm0
  movaps xmm15, xmmword ptr [rsp+0x680]
  addpd xmm1, xmm15
  movaps xmm15, xmmword ptr [rsp+0x460]
  movaps xmm0, xmm15
  movaps xmm15, xmmword ptr [rsp+0x110]
  cmppd xmm0, xmm15, 0
  movaps xmm15, xmmword ptr [rsp+0x470]
  movaps xmm2, xmm15
  movaps xmm15, xmmword ptr [rsp+0x110]
  cmppd xmm2, xmm15, 0
  movaps xmm15, xmmword ptr [rsp+0x480]
  movaps xmm4, xmm15
  movaps xmm15, xmmword ptr [rsp+0x110]
  cmppd xmm4, xmm15, 0
  movaps xmm15, xmmword ptr [rsp+0x490]
  movaps xmm7, xmm15
  movaps xmm15, xmmword ptr [rsp+0x110]
  cmppd xmm7, xmm15, 0
  movaps xmm15, xmmword ptr [rsp+0x270]
  movaps xmm8, xmm15
  movaps xmm15, xmmword ptr [rsp+0x110]
  blendvpd xmm8, xmm15
  movaps xmm15, xmmword ptr [rsp+0x270]
  movaps xmm9, xmm15
  movaps xmm0, xmm2
  movaps xmm15, xmmword ptr [rsp+0x110]
  blendvpd xmm9, xmm15
  movaps xmm15, xmmword ptr [rsp+0x270]
  movaps xmm2, xmm15
  movaps xmm0, xmm4
  movaps xmm15, xmmword ptr [rsp+0x110]
  blendvpd xmm2, xmm15
  movaps xmm15, xmmword ptr [rsp+0x270]
  movaps xmm4, xmm15
  movaps xmm0, xmm7
  movaps xmm15, xmmword ptr [rsp+0x110]
  blendvpd xmm4, xmm15
  movaps xmm15, xmmword ptr [rsp+0x460]
  movaps xmm0, xmm15
  movaps xmm15, xmmword ptr [rsp+0x10]
  cmppd xmm0, xmm15, 0
  movaps xmm15, xmmword ptr [rsp+0x470]
  movaps xmm7, xmm15
  movaps xmm15, xmmword ptr [rsp+0x10]
  cmppd xmm7, xmm15, 0
  movaps xmm15, xmmword ptr [rsp+0x480]
  movaps xmm10, xmm15
  movaps xmm15, xmmword ptr [rsp+0x10]
  cmppd xmm10, xmm15, 0
  movaps xmm15, xmmword ptr [rsp+0x490]
  movaps xmm11, xmm15
  movaps xmm15, xmmword ptr [rsp+0x10]
  cmppd xmm11, xmm15, 0
  movaps xmm15, xmmword ptr [rsp+0x260]
  blendvpd xmm8, xmm15
  movaps xmm0, xmm7
  movaps xmm15, xmmword ptr [rsp+0x260]
  blendvpd xmm9, xmm15
  movaps xmm0, xmm10
  movaps xmm15, xmmword ptr [rsp+0x260]
  blendvpd xmm2, xmm15
  movaps xmm0, xmm11
  movaps xmm15, xmmword ptr [rsp+0x260]
  blendvpd xmm4, xmm15
  movaps xmm0, xmm8
  test al, al
  je .Lwhere11
  movaps xmm0, xmm3
.Lwhere11:
  movaps xmm7, xmm0
  cvtsd2ss xmm7, xmm0
  movaps xmm0, xmm3
  shufpd xmm0, xmm3, 1
  movaps xmm3, xmm8
  shufpd xmm3, xmm8, 1
  test dl, dl
  je .Lwhere12
  movaps xmm3, xmm0
.Lwhere12:
  movaps xmm0, xmm3
  cvtsd2ss xmm0, xmm3
  movaps xmm3, xmm9
  mov r11, qword ptr [rsp+0xe60]
  test r11b, r11b
  je .Lwhere13
  movaps xmm3, xmm5
.Lwhere13:
  movaps xmm8, xmm3
  cvtsd2ss xmm8, xmm3
  movaps xmm3, xmm5
  shufpd xmm3, xmm5, 1
  movaps xmm5, xmm9
  shufpd xmm5, xmm9, 1
  mov r11, qword ptr [rsp+0xe68]
  test r11b, r11b
  je .Lwhere14
  movaps xmm5, xmm3
.Lwhere14:
  movaps xmm3, xmm5
  cvtsd2ss xmm3, xmm5
  movaps xmm5, xmm2
  mov r11, qword ptr [rsp+0xe70]
  test r11b, r11b
  je .Lwhere15
  movaps xmm5, xmm6
.Lwhere15:
  movaps xmm9, xmm5
  cvtsd2ss xmm9, xmm5
  movaps xmm5, xmm6
  shufpd xmm5, xmm6, 1
  movaps xmm6, xmm2
  shufpd xmm6, xmm2, 1
  mov r11, qword ptr [rsp+0xe78]
  test r11b, r11b
  je .Lwhere16
  movaps xmm6, xmm5
.Lwhere16:
  movaps xmm2, xmm6
  cvtsd2ss xmm2, xmm6
  movaps xmm5, xmm4
  mov r11, qword ptr [rsp+0xe80]
  test r11b, r11b
  je .Lwhere17
  movaps xmm5, xmm1
.Lwhere17:
  movaps xmm6, xmm5
  cvtsd2ss xmm6, xmm5
  movaps xmm5, xmm1
  shufpd xmm5, xmm1, 1
  movaps xmm1, xmm4
  shufpd xmm1, xmm4, 1
  mov r11, qword ptr [rsp+0xe88]
  test r11b, r11b
  je .Lwhere18
  movaps xmm1, xmm5
.Lwhere18:
  movaps xmm4, xmm1
  cvtsd2ss xmm4, xmm1
  insertps xmm7, xmm0, 0x10
  insertps xmm7, xmm8, 0x20
  insertps xmm7, xmm3, 0x30
  insertps xmm9, xmm2, 0x10
  insertps xmm9, xmm6, 0x20
  insertps xmm9, xmm4, 0x30
  mov r11, qword ptr [rsp+0xd88]
  mov r10, qword ptr [rsp+0xe28]
  movdqu xmmword ptr [r11+r10*4], xmm7
  mov r11, qword ptr [rsp+0xd88]
  mov r10, qword ptr [rsp+0xe28]
  movdqu xmmword ptr [r11+r10*4+0x10], xmm9
  mov rax, 0x8000000000000000
  movq xmm0, rax
  pshufd xmm0, xmm0, 0x44
  movaps xmm15, xmmword ptr [rsp+0x460]
  movaps xmm1, xmm15
  xorpd xmm1, xmm0
  movaps xmm15, xmmword ptr [rsp+0x470]
  movaps xmm2, xmm15
  xorpd xmm2, xmm0
  movaps xmm15, xmmword ptr [rsp+0x480]
  movaps xmm3, xmm15
  xorpd xmm3, xmm0
  movaps xmm15, xmmword ptr [rsp+0x490]
  movaps xmm4, xmm15
  xorpd xmm4, xmm0
  movaps xmm15, xmmword ptr [rsp+0x460]
  movaps xmm0, xmm15
  movaps xmm15, xmmword ptr [rsp+0x10]
  cmppd xmm0, xmm15, 1
  movaps xmm15, xmmword ptr [rsp+0x470]
  movaps xmm5, xmm15
  movaps xmm15, xmmword ptr [rsp+0x10]
  cmppd xmm5, xmm15, 1
  movaps xmm15, xmmword ptr [rsp+0x480]
  movaps xmm6, xmm15
  movaps xmm15, xmmword ptr [rsp+0x10]
  cmppd xmm6, xmm15, 1
  movaps xmm15, xmmword ptr [rsp+0x490]
  movaps xmm7, xmm15
  movaps xmm15, xmmword ptr [rsp+0x10]
  cmppd xmm7, xmm15, 1
  movaps xmm15, xmmword ptr [rsp+0x460]
  movaps xmm14, xmm15
  movaps xmmword ptr [rsp+0x690], xmm14
  movaps xmm15, xmmword ptr [rsp+0x690]
  blendvpd xmm15, xmm1
  movaps xmmword ptr [rsp+0x690], xmm15
  movaps xmm15, xmmword ptr [rsp+0x470]
  movaps xmm14, xmm15
  movaps xmmword ptr [rsp+0x6a0], xmm14
  movaps xmm0, xmm5
  movaps xmm15, xmmword ptr [rsp+0x6a0]
  blendvpd xmm15, xmm2
  movaps xmmword ptr [rsp+0x6a0], xmm15
  movaps xmm15, xmmword ptr [rsp+0x480]
  movaps xmm14, xmm15
  movaps xmmword ptr [rsp+0x6b0], xmm14
  movaps xmm0, xmm6
  movaps xmm15, xmmword ptr [rsp+0x6b0]
  blendvpd xmm15, xmm3
  movaps xmmword ptr [rsp+0x6b0], xmm15
  movaps xmm15, xmmword ptr [rsp+0x490]
  movaps xmm14, xmm15
  movaps xmmword ptr [rsp+0x6c0], xmm14
  movaps xmm0, xmm7
  movaps xmm15, xmmword ptr [rsp+0x6c0]
  blendvpd xmm15, xmm4
  movaps xmmword ptr [rsp+0x6c0], xmm15
  movaps xmm15, xmmword ptr [rsp+0x690]
  movaps xmm0, xmm15
  movaps xmm15, xmmword ptr [rsp+0x110]
  cmppd xmm0, xmm15, 1
  movaps xmm15, xmmword ptr [rsp+0x6a0]
  movaps xmm4, xmm15
  movaps xmm15, xmmword ptr [rsp+0x110]
  cmppd xmm4, xmm15, 1
  movaps xmm15, xmmword ptr [rsp+0x6b0]
  movaps xmm5, xmm15
  movaps xmm15, xmmword ptr [rsp+0x110]
  cmppd xmm5, xmm15, 1
  movaps xmm15, xmmword ptr [rsp+0x6c0]
  movaps xmm6, xmm15
  movaps xmm15, xmmword ptr [rsp+0x110]
  cmppd xmm6, xmm15, 1
  movaps xmm15, xmmword ptr [rsp+0x10]
  movaps xmm14, xmm15
  movaps xmmword ptr [rsp+0x6d0], xmm14
  movaps xmm15, xmmword ptr [rsp+0x6d0]
  movaps xmm14, xmmword ptr [rsp+0x460]
  blendvpd xmm15, xmm14
  movaps xmmword ptr [rsp+0x6d0], xmm15
  movaps xmm15, xmmword ptr [rsp+0x10]
  movaps xmm14, xmm15
  movaps xmmword ptr [rsp+0x6e0], xmm14
  movaps xmm0, xmm4
  movaps xmm15, xmmword ptr [rsp+0x6e0]
  movaps xmm14, xmmword ptr [rsp+0x470]
  blendvpd xmm15, xmm14
  movaps xmmword ptr [rsp+0x6e0], xmm15
  movaps xmm15, xmmword ptr [rsp+0x10]
  movaps xmm14, xmm15
  movaps xmmword ptr [rsp+0x6f0], xmm14
  movaps xmm0, xmm5
  movaps xmm15, xmmword ptr [rsp+0x6f0]
  movaps xmm14, xmmword ptr [rsp+0x480]
  blendvpd xmm15, xmm14
  movaps xmmword ptr [rsp+0x6f0], xmm15
  movaps xmm15, xmmword ptr [rsp+0x10]
  movaps xmm14, xmm15
  movaps xmmword ptr [rsp+0x700], xmm14
  movaps xmm0, xmm6
  movaps xmm15, xmmword ptr [rsp+0x700]
  movaps xmm14, xmmword ptr [rsp+0x490]
  blendvpd xmm15, xmm14
  movaps xmmword ptr [rsp+0x700], xmm15
  movaps xmm15, xmmword ptr [rsp+0x6d0]
  movaps xmm0, xmm15
  movaps xmm15, xmmword ptr [rsp+0x290]
  mulpd xmm0, xmm15
  movaps xmm15, xmmword ptr [rsp+0x6e0]
  movaps xmm6, xmm15
  movaps xmm15, xmmword ptr [rsp+0x290]
  mulpd xmm6, xmm15
  movaps xmm15, xmmword ptr [rsp+0x6f0]
  movaps xmm10, xmm15
  movaps xmm15, xmmword ptr [rsp+0x290]
  mulpd xmm10, xmm15
  movaps xmm15, xmmword ptr [rsp+0x700]
  movaps xmm11, xmm15
  movaps xmm15, xmmword ptr [rsp+0x290]
  mulpd xmm11, xmm15
  roundpd xmm12, xmm0, 0xb
  roundpd xmm3, xmm6, 0xb
  roundpd xmm2, xmm10, 0xb
  roundpd xmm1, xmm11, 0xb
  movaps xmm8, xmm0
  subpd xmm8, xmm12
  subpd xmm6, xmm3
  subpd xmm10, xmm2
  movaps xmm15, xmm11
  movaps xmmword ptr [rsp+0x710], xmm15
  movaps xmm15, xmmword ptr [rsp+0x710]
  subpd xmm15, xmm1
  movaps xmmword ptr [rsp+0x710], xmm15
  movaps xmm15, xmmword ptr [rsp+0x40]
  movaps xmm0, xmm15
  cmppd xmm0, xmm8, 1
  movaps xmm15, xmmword ptr [rsp+0x40]
  movaps xmm5, xmm15
  cmppd xmm5, xmm6, 1
  movaps xmm15, xmmword ptr [rsp+0x40]
  movaps xmm4, xmm15
  cmppd xmm4, xmm10, 1
  movaps xmm15, xmmword ptr [rsp+0x40]
  movaps xmm9, xmm15
  movaps xmm15, xmmword ptr [rsp+0x710]
  cmppd xmm9, xmm15, 1
  movaps xmm15, xmmword ptr [rsp+0x10]
  movaps xmm7, xmm15
  movaps xmm15, xmmword ptr [rsp+0x50]
  blendvpd xmm7, xmm15
  movaps xmm15, xmmword ptr [rsp+0x10]
  movaps xmm11, xmm15
  movaps xmm0, xmm5
  movaps xmm15, xmmword ptr [rsp+0x50]
  blendvpd xmm11, xmm15
  movaps xmm15, xmmword ptr [rsp+0x10]
  movaps xmm5, xmm15
  movaps xmm0, xmm4
  movaps xmm15, xmmword ptr [rsp+0x50]
  blendvpd xmm5, xmm15
  movaps xmm15, xmmword ptr [rsp+0x10]
  movaps xmm4, xmm15
  movaps xmm0, xmm9
  movaps xmm15, xmmword ptr [rsp+0x50]
  blendvpd xmm4, xmm15
  addpd xmm12, xmm7
  addpd xmm3, xmm11
  addpd xmm2, xmm5
  addpd xmm1, xmm4
  movaps xmm15, xmmword ptr [rsp+0x60]
  cmppd xmm8, xmm15, 1
  movaps xmm15, xmmword ptr [rsp+0x60]
  cmppd xmm6, xmm15, 1
  movaps xmm15, xmmword ptr [rsp+0x60]
  cmppd xmm10, xmm15, 1
  movaps xmm15, xmmword ptr [rsp+0x710]
  movaps xmm4, xmm15
  movaps xmm15, xmmword ptr [rsp+0x60]
  cmppd xmm4, xmm15, 1
  movaps xmm15, xmmword ptr [rsp+0x10]
  movaps xmm5, xmm15
  movaps xmm0, xmm8
  movaps xmm15, xmmword ptr [rsp+0x50]
  blendvpd xmm5, xmm15
  movaps xmm15, xmmword ptr [rsp+0x10]
  movaps xmm7, xmm15
  movaps xmm0, xmm6
  movaps xmm15, xmmword ptr [rsp+0x50]
  blendvpd xmm7, xmm15
  movaps xmm15, xmmword ptr [rsp+0x10]
  movaps xmm6, xmm15
  movaps xmm0, xmm10
  movaps xmm15, xmmword ptr [rsp+0x50]
  blendvpd xmm6, xmm15
  movaps xmm15, xmmword ptr [rsp+0x10]
  movaps xmm8, xmm15
  movaps xmm0, xmm4
  movaps xmm15, xmmword ptr [rsp+0x50]
  blendvpd xmm8, xmm15
  subpd xmm12, xmm5
  movaps xmm15, xmm3
  movaps xmmword ptr [rsp+0x720], xmm15
  movaps xmm15, xmmword ptr [rsp+0x720]
  subpd xmm15, xmm7
  movaps xmmword ptr [rsp+0x720], xmm15
  movaps xmm15, xmm2
  movaps xmmword ptr [rsp+0x730], xmm15
  movaps xmm15, xmmword ptr [rsp+0x730]
  subpd xmm15, xmm6
  movaps xmmword ptr [rsp+0x730], xmm15
  movaps xmm15, xmm1
  movaps xmmword ptr [rsp+0x740], xmm15
  movaps xmm15, xmmword ptr [rsp+0x740]
  subpd xmm15, xmm8
  movaps xmmword ptr [rsp+0x740], xmm15
  movaps xmm0, xmm12
  movaps xmm15, xmmword ptr [rsp+0x2a0]
  mulpd xmm0, xmm15
  movaps xmm15, xmmword ptr [rsp+0x720]
  movaps xmm4, xmm15
  movaps xmm15, xmmword ptr [rsp+0x2a0]
  mulpd xmm4, xmm15
  movaps xmm15, xmmword ptr [rsp+0x730]
  movaps xmm5, xmm15
  movaps xmm15, xmmword ptr [rsp+0x2a0]
  mulpd xmm5, xmm15
  movaps xmm15, xmmword ptr [rsp+0x740]
  movaps xmm6, xmm15
  movaps xmm15, xmmword ptr [rsp+0x2a0]
  mulpd xmm6, xmm15
  roundpd xmm0, xmm0, 0xb
  roundpd xmm4, xmm4, 0xb
  roundpd xmm5, xmm5, 0xb
  roundpd xmm6, xmm6, 0xb
  movaps xmm15, xmmword ptr [rsp+0x2b0]
  mulpd xmm0, xmm15
  movaps xmm15, xmmword ptr [rsp+0x2b0]
  mulpd xmm4, xmm15
  movaps xmm15, xmmword ptr [rsp+0x2b0]
  mulpd xmm5, xmm15
  movaps xmm15, xmmword ptr [rsp+0x2b0]
  mulpd xmm6, xmm15
  movaps xmm7, xmm12
  subpd xmm7, xmm0
  movaps xmm15, xmmword ptr [rsp+0x720]
  movaps xmm8, xmm15
  subpd xmm8, xmm4
  movaps xmm15, xmmword ptr [rsp+0x730]
  movaps xmm4, xmm15
  subpd xmm4, xmm5
  movaps xmm15, xmmword ptr [rsp+0x740]
  movaps xmm5, xmm15
  subpd xmm5, xmm6
  movaps xmm6, xmm7
  movaps xmm15, xmmword ptr [rsp+0x2b0]
  addpd xmm6, xmm15
  movaps xmm9, xmm8
  movaps xmm15, xmmword ptr [rsp+0x2b0]
  addpd xmm9, xmm15
  movaps xmm10, xmm4
  movaps xmm15, xmmword ptr [rsp+0x2b0]
  addpd xmm10, xmm15
  movaps xmm11, xmm5
  movaps xmm15, xmmword ptr [rsp+0x2b0]
  addpd xmm11, xmm15
  movaps xmm0, xmm7
  movaps xmm15, xmmword ptr [rsp+0x10]
  cmppd xmm0, xmm15, 1
  movaps xmm1, xmm8
  movaps xmm15, xmmword ptr [rsp+0x10]
  cmppd xmm1, xmm15, 1
  movaps xmm2, xmm4
  movaps xmm15, xmmword ptr [rsp+0x10]
  cmppd xmm2, xmm15, 1
  movaps xmm3, xmm5
  movaps xmm15, xmmword ptr [rsp+0x10]
  cmppd xmm3, xmm15, 1
  movaps xmm15, xmm7
  movaps xmmword ptr [rsp+0x750], xmm15
  movaps xmm15, xmmword ptr [rsp+0x750]
  blendvpd xmm15, xmm6
  movaps xmmword ptr [rsp+0x750], xmm15
  movaps xmm15, xmm8
  movaps xmmword ptr [rsp+0x760], xmm15
  movaps xmm0, xmm1
  movaps xmm15, xmmword ptr [rsp+0x760]
  blendvpd xmm15, xmm9
  movaps xmmword ptr [rsp+0x760], xmm15
  movaps xmm15, xmm4
  movaps xmmword ptr [rsp+0x770], xmm15
  movaps xmm0, xmm2
  movaps xmm15, xmmword ptr [rsp+0x770]
  blendvpd xmm15, xmm10
  movaps xmmword ptr [rsp+0x770], xmm15
  movaps xmm15, xmm5
  movaps xmmword ptr [rsp+0x780], xmm15
  movaps xmm0, xmm3
  movaps xmm15, xmmword ptr [rsp+0x780]
  blendvpd xmm15, xmm11
  movaps xmmword ptr [rsp+0x780], xmm15
  movaps xmm15, xmmword ptr [rsp+0x750]
  movaps xmm0, xmm15
  movaps xmm15, xmmword ptr [rsp+0x50]
  cmppd xmm0, xmm15, 0
  movaps xmm15, xmmword ptr [rsp+0x760]
  movaps xmm1, xmm15
  movaps xmm15, xmmword ptr [rsp+0x50]
  cmppd xmm1, xmm15, 0
  movaps xmm15, xmmword ptr [rsp+0x770]
  movaps xmm2, xmm15
  movaps xmm15, xmmword ptr [rsp+0x50]
  cmppd xmm2, xmm15, 0
  movaps xmm15, xmmword ptr [rsp+0x780]
  movaps xmm3, xmm15
  movaps xmm15, xmmword ptr [rsp+0x50]
  cmppd xmm3, xmm15, 0
  packssdw xmm0, xmm1
  packssdw xmm2, xmm3
  packssdw xmm0, xmm2
  movaps xmm1, xmm0
  packsswb xmm1, xmm0
  pabsb xmm0, xmm1
  movaps xmm15, xmmword ptr [rsp+0x750]
  movaps xmm1, xmm15
  movaps xmm15, xmmword ptr [rsp+0x2c0]
  cmppd xmm1, xmm15, 0
  movaps xmm15, xmmword ptr [rsp+0x760]
  movaps xmm2, xmm15
  movaps xmm15, xmmword ptr [rsp+0x2c0]
  cmppd xmm2, xmm15, 0
  movaps xmm15, xmmword ptr [rsp+0x770]
  movaps xmm3, xmm15
  movaps xmm15, xmmword ptr [rsp+0x2c0]
  cmppd xmm3, xmm15, 0
  movaps xmm15, xmmword ptr [rsp+0x780]
  movaps xmm6, xmm15
  movaps xmm15, xmmword ptr [rsp+0x2c0]
  cmppd xmm6, xmm15, 0
  packssdw xmm1, xmm2
  packssdw xmm3, xmm6
  packssdw xmm1, xmm3
  movaps xmm2, xmm1
  packsswb xmm2, xmm1
  pabsb xmm1, xmm2
  movaps xmm15, xmm0
  movaps xmmword ptr [rsp+0x790], xmm15
  movaps xmm15, xmmword ptr [rsp+0x790]
  por xmm15, xmm1
  movaps xmmword ptr [rsp+0x790], xmm15
  movaps xmm15, xmmword ptr [rsp+0x790]
  pextrb eax, xmm15, 0
  movaps xmm0, xmm12
  movaps xmm15, xmmword ptr [rsp+0x2d0]
  mulpd xmm0, xmm15
  movaps xmm15, xmmword ptr [rsp+0x720]
  movaps xmm1, xmm15
  movaps xmm15, xmmword ptr [rsp+0x2d0]
  mulpd xmm1, xmm15
  movaps xmm15, xmmword ptr [rsp+0x730]
  movaps xmm3, xmm15
  movaps xmm15, xmmword ptr [rsp+0x2d0]
  mulpd xmm3, xmm15
  movaps xmm15, xmmword ptr [rsp+0x740]
  movaps xmm6, xmm15
  movaps xmm15, xmmword ptr [rsp+0x2d0]
  mulpd xmm6, xmm15
  movaps xmm15, xmmword ptr [rsp+0x6d0]
  movaps xmm9, xmm15
  subpd xmm9, xmm0
  movaps xmm15, xmmword ptr [rsp+0x6e0]
  movaps xmm0, xmm15
  subpd xmm0, xmm1
  movaps xmm15, xmmword ptr [rsp+0x6f0]
  movaps xmm1, xmm15
  subpd xmm1, xmm3
  movaps xmm15, xmmword ptr [rsp+0x700]
  movaps xmm3, xmm15
  subpd xmm3, xmm6
  movaps xmm6, xmm12
  movaps xmm15, xmmword ptr [rsp+0x2e0]
  mulpd xmm6, xmm15
  movaps xmm15, xmmword ptr [rsp+0x720]
  movaps xmm10, xmm15
  movaps xmm15, xmmword ptr [rsp+0x2e0]
  mulpd xmm10, xmm15
  movaps xmm15, xmmword ptr [rsp+0x730]
  movaps xmm11, xmm15
  movaps xmm15, xmmword ptr [rsp+0x2e0]
  mulpd xmm11, xmm15
  movaps xmm15, xmmword ptr [rsp+0x740]
  movaps xmm5, xmm15
  movaps xmm15, xmmword ptr [rsp+0x2e0]
  mulpd xmm5, xmm15
  movaps xmm15, xmm9
  movaps xmmword ptr [rsp+0x7a0], xmm15
  movaps xmm15, xmmword ptr [rsp+0x7a0]
  subpd xmm15, xmm6
  movaps xmmword ptr [rsp+0x7a0], xmm15
  movaps xmm15, xmm0
  movaps xmmword ptr [rsp+0x7b0], xmm15
  movaps xmm15, xmmword ptr [rsp+0x7b0]
  subpd xmm15, xmm10
  movaps xmmword ptr [rsp+0x7b0], xmm15
  movaps xmm15, xmm1
  movaps xmmword ptr [rsp+0x7c0], xmm15
  movaps xmm15, xmmword ptr [rsp+0x7c0]
  subpd xmm15, xmm11
  movaps xmmword ptr [rsp+0x7c0], xmm15
  movaps xmm15, xmm3
  movaps xmmword ptr [rsp+0x7d0], xmm15
  movaps xmm15, xmmword ptr [rsp+0x7d0]
  subpd xmm15, xmm5
  movaps xmmword ptr [rsp+0x7d0], xmm15
  movaps xmm15, xmm12
  movaps xmmword ptr [rsp+0x7e0], xmm15
  movaps xmm15, xmmword ptr [rsp+0x7e0]
  movaps xmm14, xmmword ptr [rsp+0x2f0]
  mulpd xmm15, xmm14
  movaps xmmword ptr [rsp+0x7e0], xmm15
  movaps xmm15, xmmword ptr [rsp+0x720]
  movaps xmm14, xmm15
  movaps xmmword ptr [rsp+0x7f0], xmm14
  movaps xmm15, xmmword ptr [rsp+0x7f0]
  movaps xmm14, xmmword ptr [rsp+0x2f0]
  mulpd xmm15, xmm14
  movaps xmmword ptr [rsp+0x7f0], xmm15
  movaps xmm15, xmmword ptr [rsp+0x730]
  movaps xmm14, xmm15
  movaps xmmword ptr [rsp+0x800], xmm14
  movaps xmm15, xmmword ptr [rsp+0x800]
  movaps xmm14, xmmword ptr [rsp+0x2f0]
  mulpd xmm15, xmm14
  movaps xmmword ptr [rsp+0x800], xmm15
  movaps xmm15, xmmword ptr [rsp+0x740]
  movaps xmm14, xmm15
  movaps xmmword ptr [rsp+0x810], xmm14
  movaps xmm15, xmmword ptr [rsp+0x810]
  movaps xmm14, xmmword ptr [rsp+0x2f0]
  mulpd xmm15, xmm14
  movaps xmmword ptr [rsp+0x810], xmm15
  movaps xmm15, xmmword ptr [rsp+0x7a0]
  movaps xmm14, xmm15
  movaps xmmword ptr [rsp+0x820], xmm14
  movaps xmm15, xmmword ptr [rsp+0x820]
  movaps xmm14, xmmword ptr [rsp+0x7e0]
  subpd xmm15, xmm14
  movaps xmmword ptr [rsp+0x820], xmm15
  movaps xmm15, xmmword ptr [rsp+0x7b0]
  movaps xmm14, xmm15
  movaps xmmword ptr [rsp+0x830], xmm14
  movaps xmm15, xmmword ptr [rsp+0x830]
  movaps xmm14, xmmword ptr [rsp+0x7f0]
  subpd xmm15, xmm14
  movaps xmmword ptr [rsp+0x830], xmm15
  movaps xmm15, xmmword ptr [rsp+0x7c0]
  movaps xmm14, xmm15
  movaps xmmword ptr [rsp+0x840], xmm14
  movaps xmm15, xmmword ptr [rsp+0x840]
  movaps xmm14, xmmword ptr [rsp+0x800]
  subpd xmm15, xmm14
  movaps xmmword ptr [rsp+0x840], xmm15
  movaps xmm15, xmmword ptr [rsp+0x7d0]
  movaps xmm14, xmm15
  movaps xmmword ptr [rsp+0x850], xmm14
  movaps xmm15, xmmword ptr [rsp+0x850]
  movaps xmm14, xmmword ptr [rsp+0x810]
  subpd xmm15, xmm14
  movaps xmmword ptr [rsp+0x850], xmm15
  movaps xmm15, xmm12
  movaps xmmword ptr [rsp+0x860], xmm15
  movaps xmm15, xmmword ptr [rsp+0x860]
  movaps xmm14, xmmword ptr [rsp+0x300]
  mulpd xmm15, xmm14
  movaps xmmword ptr [rsp+0x860], xmm15
  movaps xmm15, xmmword ptr [rsp+0x720]
  movaps xmm14, xmm15
  movaps xmmword ptr [rsp+0x870], xmm14
  movaps xmm15, xmmword ptr [rsp+0x870]
  movaps xmm14, xmmword ptr [rsp+0x300]
  mulpd xmm15, xmm14
  movaps xmmword ptr [rsp+0x870], xmm15
  movaps xmm15, xmmword ptr [rsp+0x730]
  movaps xmm14, xmm15
  movaps xmmword ptr [rsp+0x880], xmm14
  movaps xmm15, xmmword ptr [rsp+0x880]
  movaps xmm14, xmmword ptr [rsp+0x300]
  mulpd xmm15, xmm14
  movaps xmmword ptr [rsp+0x880], xmm15
  movaps xmm15, xmmword ptr [rsp+0x740]
  movaps xmm14, xmm15
  movaps xmmword ptr [rsp+0x890], xmm14
  movaps xmm15, xmmword ptr [rsp+0x890]
  movaps xmm14, xmmword ptr [rsp+0x300]
  mulpd xmm15, xmm14
  movaps xmmword ptr [rsp+0x890], xmm15
  movaps xmm15, xmmword ptr [rsp+0x820]
  movaps xmm14, xmm15
  movaps xmmword ptr [rsp+0x8a0], xmm14
  movaps xmm15, xmmword ptr [rsp+0x8a0]
  movaps xmm14, xmmword ptr [rsp+0x860]
  subpd xmm15, xmm14
  movaps xmmword ptr [rsp+0x8a0], xmm15
  movaps xmm15, xmmword ptr [rsp+0x830]
  movaps xmm14, xmm15
  movaps xmmword ptr [rsp+0x8b0], xmm14
  movaps xmm15, xmmword ptr [rsp+0x8b0]
  movaps xmm14, xmmword ptr [rsp+0x870]
  subpd xmm15, xmm14
  movaps xmmword ptr [rsp+0x8b0], xmm15
  movaps xmm15, xmmword ptr [rsp+0x840]
  movaps xmm14, xmm15
  movaps xmmword ptr [rsp+0x8c0], xmm14
  movaps xmm15, xmmword ptr [rsp+0x8c0]
  movaps xmm14, xmmword ptr [rsp+0x880]
  subpd xmm15, xmm14
  movaps xmmword ptr [rsp+0x8c0], xmm15
  movaps xmm15, xmmword ptr [rsp+0x850]
  movaps xmm14, xmm15
  movaps xmmword ptr [rsp+0x8d0], xmm14
  movaps xmm15, xmmword ptr [rsp+0x8d0]
  movaps xmm14, xmmword ptr [rsp+0x890]
  subpd xmm15, xmm14
  movaps xmmword ptr [rsp+0x8d0], xmm15
  movaps xmm15, xmmword ptr [rsp+0x7a0]
  movaps xmm12, xmm15
  subpd xmm12, xmm9
  movaps xmm15, xmmword ptr [rsp+0x7b0]
  movaps xmm14, xmm15
  movaps xmmword ptr [rsp+0x8e0], xmm14
  movaps xmm15, xmmword ptr [rsp+0x8e0]
  subpd xmm15, xmm0
  movaps xmmword ptr [rsp+0x8e0], xmm15
  movaps xmm15, xmmword ptr [rsp+0x7c0]
  movaps xmm14, xmm15
  movaps xmmword ptr [rsp+0x8f0], xmm14
  movaps xmm15, xmmword ptr [rsp+0x8f0]
  subpd xmm15, xmm1
  movaps xmmword ptr [rsp+0x8f0], xmm15
  movaps xmm15, xmmword ptr [rsp+0x7d0]
  movaps xmm14, xmm15
  movaps xmmword ptr [rsp+0x900], xmm14
  movaps xmm15, xmmword ptr [rsp+0x900]
  subpd xmm15, xmm3
  movaps xmmword ptr [rsp+0x900], xmm15
  movaps xmm15, xmmword ptr [rsp+0x7a0]
  movaps xmm4, xmm15
  subpd xmm4, xmm12
  movaps xmm15, xmmword ptr [rsp+0x7b0]
  movaps xmm8, xmm15
  movaps xmm15, xmmword ptr [rsp+0x8e0]
  subpd xmm8, xmm15
  movaps xmm15, xmmword ptr [rsp+0x7c0]
  movaps xmm7, xmm15
  movaps xmm15, xmmword ptr [rsp+0x8f0]
  subpd xmm7, xmm15
  movaps xmm15, xmmword ptr [rsp+0x7d0]
  movaps xmm2, xmm15
  movaps xmm15, xmmword ptr [rsp+0x900]
  subpd xmm2, xmm15
  subpd xmm9, xmm4
  subpd xmm0, xmm8
  subpd xmm1, xmm7
  subpd xmm3, xmm2
  mov rcx, 0x8000000000000000
  movq xmm2, rcx
  pshufd xmm2, xmm2, 0x44
  xorpd xmm6, xmm2
  xorpd xmm10, xmm2
  xorpd xmm11, xmm2
  xorpd xmm5, xmm2
  subpd xmm6, xmm12
  movaps xmm15, xmmword ptr [rsp+0x8e0]
  subpd xmm10, xmm15
  movaps xmm15, xmmword ptr [rsp+0x8f0]
  subpd xmm11, xmm15
  movaps xmm15, xmmword ptr [rsp+0x900]
  subpd xmm5, xmm15
  addpd xmm9, xmm6
  addpd xmm0, xmm10
  addpd xmm1, xmm11
  addpd xmm3, xmm5
  movaps xmm15, xmmword ptr [rsp+0x10]
  movaps xmm14, xmm15
  movaps xmmword ptr [rsp+0x910], xmm14
  movaps xmm15, xmmword ptr [rsp+0x910]
  addpd xmm15, xmm9
  movaps xmmword ptr [rsp+0x910], xmm15
  movaps xmm15, xmmword ptr [rsp+0x10]
  movaps xmm14, xmm15
  movaps xmmword ptr [rsp+0x920], xmm14
  movaps xmm15, xmmword ptr [rsp+0x920]
  addpd xmm15, xmm0
  movaps xmmword ptr [rsp+0x920], xmm15
  movaps xmm15, xmmword ptr [rsp+0x10]
  movaps xmm14, xmm15
  movaps xmmword ptr [rsp+0x930], xmm14
  movaps xmm15, xmmword ptr [rsp+0x930]
  addpd xmm15, xmm1
  movaps xmmword ptr [rsp+0x930], xmm15
  movaps xmm15, xmmword ptr [rsp+0x10]
  movaps xmm14, xmm15
  movaps xmmword ptr [rsp+0x940], xmm14
  movaps xmm15, xmmword ptr [rsp+0x940]
  addpd xmm15, xmm3
  movaps xmmword ptr [rsp+0x940], xmm15
  movaps xmm15, xmmword ptr [rsp+0x820]
  movaps xmm3, xmm15
  movaps xmm15, xmmword ptr [rsp+0x7a0]
  subpd xmm3, xmm15
  movaps xmm15, xmmword ptr [rsp+0x830]
  movaps xmm5, xmm15
  movaps xmm15, xmmword ptr [rsp+0x7b0]
  subpd xmm5, xmm15
  movaps xmm15, xmmword ptr [rsp+0x840]
  movaps xmm6, xmm15
  movaps xmm15, xmmword ptr [rsp+0x7c0]
  subpd xmm6, xmm15
  movaps xmm15, xmmword ptr [rsp+0x850]
  movaps xmm7, xmm15
  movaps xmm15, xmmword ptr [rsp+0x7d0]
  subpd xmm7, xmm15
  movaps xmm15, xmmword ptr [rsp+0x820]
  movaps xmm8, xmm15
  subpd xmm8, xmm3
  movaps xmm15, xmmword ptr [rsp+0x830]
  movaps xmm9, xmm15
  subpd xmm9, xmm5
  movaps xmm15, xmmword ptr [rsp+0x840]
  movaps xmm10, xmm15
  subpd xmm10, xmm6
  movaps xmm15, xmmword ptr [rsp+0x850]
  movaps xmm11, xmm15
  subpd xmm11, xmm7
  movaps xmm15, xmmword ptr [rsp+0x7a0]
  movaps xmm12, xmm15
  subpd xmm12, xmm8
  movaps xmm15, xmmword ptr [rsp+0x7b0]
  movaps xmm8, xmm15
  subpd xmm8, xmm9
  movaps xmm15, xmmword ptr [rsp+0x7c0]
  movaps xmm9, xmm15
  subpd xmm9, xmm10
  movaps xmm15, xmmword ptr [rsp+0x7d0]
  movaps xmm10, xmm15
  subpd xmm10, xmm11
  mov rcx, 0x8000000000000000
  movq xmm11, rcx
  pshufd xmm11, xmm11, 0x44
  movaps xmm15, xmmword ptr [rsp+0x7e0]
  movaps xmm1, xmm15
  xorpd xmm1, xmm11
  movaps xmm15, xmmword ptr [rsp+0x7f0]
  movaps xmm0, xmm15
  xorpd xmm0, xmm11
  movaps xmm15, xmmword ptr [rsp+0x800]
  movaps xmm4, xmm15
  xorpd xmm4, xmm11
  movaps xmm15, xmmword ptr [rsp+0x810]
  movaps xmm2, xmm15
  xorpd xmm2, xmm11
  subpd xmm1, xmm3
  subpd xmm0, xmm5
  subpd xmm4, xmm6
  subpd xmm2, xmm7
  addpd xmm12, xmm1
  addpd xmm8, xmm0
  addpd xmm9, xmm4
  addpd xmm10, xmm2
  movaps xmm15, xmmword ptr [rsp+0x910]
  movaps xmm14, xmm15
  movaps xmmword ptr [rsp+0x950], xmm14
  movaps xmm15, xmmword ptr [rsp+0x950]
  addpd xmm15, xmm12
  movaps xmmword ptr [rsp+0x950], xmm15
  movaps xmm15, xmmword ptr [rsp+0x920]
  movaps xmm14, xmm15
  movaps xmmword ptr [rsp+0x960], xmm14
  movaps xmm15, xmmword ptr [rsp+0x960]
  addpd xmm15, xmm8
  movaps xmmword ptr [rsp+0x960], xmm15
  movaps xmm15, xmmword ptr [rsp+0x930]
  movaps xmm14, xmm15
  movaps xmmword ptr [rsp+0x970], xmm14
  movaps xmm15, xmmword ptr [rsp+0x970]
  addpd xmm15, xmm9
  movaps xmmword ptr [rsp+0x970], xmm15
  movaps xmm15, xmmword ptr [rsp+0x940]
  movaps xmm14, xmm15
  movaps xmmword ptr [rsp+0x980], xmm14
  movaps xmm15, xmmword ptr [rsp+0x980]
  addpd xmm15, xmm10
  movaps xmmword ptr [rsp+0x980], xmm15
  movaps xmm15, xmmword ptr [rsp+0x8a0]
  movaps xmm4, xmm15
  movaps xmm15, xmmword ptr [rsp+0x820]
  subpd xmm4, xmm15
  movaps xmm15, xmmword ptr [rsp+0x8b0]
  movaps xmm5, xmm15
  movaps xmm15, xmmword ptr [rsp+0x830]
  subpd xmm5, xmm15
  movaps xmm15, xmmword ptr [rsp+0x8c0]
  movaps xmm6, xmm15
  movaps xmm15, xmmword ptr [rsp+0x840]
  subpd xmm6, xmm15
  movaps xmm15, xmmword ptr [rsp+0x8d0]
  movaps xmm7, xmm15
  movaps xmm15, xmmword ptr [rsp+0x850]
  subpd xmm7, xmm15
  movaps xmm15, xmmword ptr [rsp+0x8a0]
  movaps xmm8, xmm15
  subpd xmm8, xmm4
  movaps xmm15, xmmword ptr [rsp+0x8b0]
  movaps xmm9, xmm15
  subpd xmm9, xmm5
  movaps xmm15, xmmword ptr [rsp+0x8c0]
  movaps xmm10, xmm15
  subpd xmm10, xmm6
  movaps xmm15, xmmword ptr [rsp+0x8d0]
  movaps xmm11, xmm15
  subpd xmm11, xmm7
  movaps xmm15, xmmword ptr [rsp+0x820]
  movaps xmm12, xmm15
  subpd xmm12, xmm8
  movaps xmm15, xmmword ptr [rsp+0x830]
  movaps xmm8, xmm15
  subpd xmm8, xmm9
  movaps xmm15, xmmword ptr [rsp+0x840]
  movaps xmm9, xmm15
  subpd xmm9, xmm10
  movaps xmm15, xmmword ptr [rsp+0x850]
  movaps xmm10, xmm15
  subpd xmm10, xmm11
  mov rcx, 0x8000000000000000
  movq xmm11, rcx
  pshufd xmm11, xmm11, 0x44
  movaps xmm15, xmmword ptr [rsp+0x860]
  movaps xmm3, xmm15
  xorpd xmm3, xmm11
  movaps xmm15, xmmword ptr [rsp+0x870]
  movaps xmm2, xmm15
  xorpd xmm2, xmm11
  movaps xmm15, xmmword ptr [rsp+0x880]
  movaps xmm1, xmm15
  xorpd xmm1, xmm11
  movaps xmm15, xmmword ptr [rsp+0x890]
  movaps xmm0, xmm15
  xorpd xmm0, xmm11
  subpd xmm3, xmm4
  subpd xmm2, xmm5
  subpd xmm1, xmm6
  subpd xmm0, xmm7
  addpd xmm12, xmm3
  addpd xmm8, xmm2
  addpd xmm9, xmm1
  addpd xmm10, xmm0
  movaps xmm15, xmmword ptr [rsp+0x950]
  movaps xmm1, xmm15
  addpd xmm1, xmm12
  movaps xmm15, xmmword ptr [rsp+0x960]
  movaps xmm14, xmm15
  movaps xmmword ptr [rsp+0x990], xmm14
  movaps xmm15, xmmword ptr [rsp+0x990]
  addpd xmm15, xmm8
  movaps xmmword ptr [rsp+0x990], xmm15
  movaps xmm15, xmmword ptr [rsp+0x970]
  movaps xmm14, xmm15
  movaps xmmword ptr [rsp+0x9a0], xmm14
  movaps xmm15, xmmword ptr [rsp+0x9a0]
  addpd xmm15, xmm9
  movaps xmmword ptr [rsp+0x9a0], xmm15
  movaps xmm15, xmmword ptr [rsp+0x980]
  movaps xmm14, xmm15
  movaps xmmword ptr [rsp+0x9b0], xmm14
  movaps xmm15, xmmword ptr [rsp+0x9b0]
  addpd xmm15, xmm10
  movaps xmmword ptr [rsp+0x9b0], xmm15
  movaps xmm15, xmmword ptr [rsp+0x8a0]
  movaps xmm5, xmm15
  addpd xmm5, xmm1
  movaps xmm15, xmmword ptr [rsp+0x8b0]
  movaps xmm6, xmm15
  movaps xmm15, xmmword ptr [rsp+0x990]
  addpd xmm6, xmm15
  movaps xmm15, xmmword ptr [rsp+0x8c0]
  movaps xmm7, xmm15
  movaps xmm15, xmmword ptr [rsp+0x9a0]
  addpd xmm7, xmm15
  movaps xmm15, xmmword ptr [rsp+0x8d0]
  movaps xmm8, xmm15
  movaps xmm15, xmmword ptr [rsp+0x9b0]
  addpd xmm8, xmm15
  movaps xmm15, xmmword ptr [rsp+0x50]
  movaps xmm0, xmm15
  minpd xmm0, xmm5
  movaps xmm15, xmmword ptr [rsp+0x50]
  movaps xmm9, xmm15
  minpd xmm9, xmm6
  movaps xmm15, xmmword ptr [rsp+0x50]
  movaps xmm10, xmm15
  minpd xmm10, xmm7
  movaps xmm15, xmmword ptr [rsp+0x50]
  movaps xmm11, xmm15
  minpd xmm11, xmm8
  movaps xmm12, xmm5
  movaps xmm15, xmmword ptr [rsp+0x310]
  cmppd xmm12, xmm15, 1
  movaps xmm4, xmm6
  movaps xmm15, xmmword ptr [rsp+0x310]
  cmppd xmm4, xmm15, 1
  movaps xmm3, xmm7
  movaps xmm15, xmmword ptr [rsp+0x310]
  cmppd xmm3, xmm15, 1
  movaps xmm2, xmm8
  movaps xmm15, xmmword ptr [rsp+0x310]
  cmppd xmm2, xmm15, 1
  movaps xmm15, xmm0
  movaps xmmword ptr [rsp+0x9c0], xmm15
  movaps xmm0, xmm12
  movaps xmm15, xmmword ptr [rsp+0x9c0]
  movaps xmm14, xmmword ptr [rsp+0x310]
  blendvpd xmm15, xmm14
  movaps xmmword ptr [rsp+0x9c0], xmm15
  movaps xmm15, xmm9
  movaps xmmword ptr [rsp+0x9d0], xmm15
  movaps xmm0, xmm4
  movaps xmm15, xmmword ptr [rsp+0x9d0]
  movaps xmm14, xmmword ptr [rsp+0x310]
  blendvpd xmm15, xmm14
  movaps xmmword ptr [rsp+0x9d0], xmm15
  movaps xmm15, xmm10
  movaps xmmword ptr [rsp+0x9e0], xmm15
  movaps xmm0, xmm3
  movaps xmm15, xmmword ptr [rsp+0x9e0]
  movaps xmm14, xmmword ptr [rsp+0x310]
  blendvpd xmm15, xmm14
  movaps xmmword ptr [rsp+0x9e0], xmm15
  movaps xmm15, xmm11
  movaps xmmword ptr [rsp+0x9f0], xmm15
  movaps xmm0, xmm2
  movaps xmm15, xmmword ptr [rsp+0x9f0]
  movaps xmm14, xmmword ptr [rsp+0x310]
  blendvpd xmm15, xmm14
  movaps xmmword ptr [rsp+0x9f0], xmm15
  movaps xmm15, xmmword ptr [rsp+0x9c0]
  movaps xmm14, xmm15
  movaps xmmword ptr [rsp+0xa00], xmm14
  movaps xmm15, xmmword ptr [rsp+0xa00]
  movaps xmm14, xmmword ptr [rsp+0x9c0]
  mulpd xmm15, xmm14
  movaps xmmword ptr [rsp+0xa00], xmm15
  movaps xmm15, xmmword ptr [rsp+0x9d0]
  movaps xmm14, xmm15
  movaps xmmword ptr [rsp+0xa10], xmm14
  movaps xmm15, xmmword ptr [rsp+0xa10]
  movaps xmm14, xmmword ptr [rsp+0x9d0]
  mulpd xmm15, xmm14
  movaps xmmword ptr [rsp+0xa10], xmm15
  movaps xmm15, xmmword ptr [rsp+0x9e0]
  movaps xmm14, xmm15
  movaps xmmword ptr [rsp+0xa20], xmm14
  movaps xmm15, xmmword ptr [rsp+0xa20]
  movaps xmm14, xmmword ptr [rsp+0x9e0]
  mulpd xmm15, xmm14
  movaps xmmword ptr [rsp+0xa20], xmm15
  movaps xmm15, xmmword ptr [rsp+0x9f0]
  movaps xmm14, xmm15
  movaps xmmword ptr [rsp+0xa30], xmm14
  movaps xmm15, xmmword ptr [rsp+0xa30]
  movaps xmm14, xmmword ptr [rsp+0x9f0]
  mulpd xmm15, xmm14
  movaps xmmword ptr [rsp+0xa30], xmm15
  movaps xmm15, xmmword ptr [rsp+0xa00]
  movaps xmm0, xmm15
  movaps xmm15, xmmword ptr [rsp+0x40]
  mulpd xmm0, xmm15
  movaps xmm15, xmmword ptr [rsp+0xa10]
  movaps xmm11, xmm15
  movaps xmm15, xmmword ptr [rsp+0x40]
  mulpd xmm11, xmm15
  movaps xmm15, xmmword ptr [rsp+0xa20]
  movaps xmm10, xmm15
  movaps xmm15, xmmword ptr [rsp+0x40]
  mulpd xmm10, xmm15
  movaps xmm15, xmmword ptr [rsp+0xa30]
  movaps xmm9, xmm15
  movaps xmm15, xmmword ptr [rsp+0x40]
  mulpd xmm9, xmm15
  movaps xmm15, xmmword ptr [rsp+0x50]
  movaps xmm14, xmm15
  movaps xmmword ptr [rsp+0xa40], xmm14
  movaps xmm15, xmmword ptr [rsp+0xa40]
  subpd xmm15, xmm0
  movaps xmmword ptr [rsp+0xa40], xmm15
  movaps xmm15, xmmword ptr [rsp+0x50]
  movaps xmm14, xmm15
  movaps xmmword ptr [rsp+0xa50], xmm14
  movaps xmm15, xmmword ptr [rsp+0xa50]
  subpd xmm15, xmm11
  movaps xmmword ptr [rsp+0xa50], xmm15
  movaps xmm15, xmmword ptr [rsp+0x50]
  movaps xmm14, xmm15
  movaps xmmword ptr [rsp+0xa60], xmm14
  movaps xmm15, xmmword ptr [rsp+0xa60]
  subpd xmm15, xmm10
  movaps xmmword ptr [rsp+0xa60], xmm15
  movaps xmm15, xmmword ptr [rsp+0x50]
  movaps xmm14, xmm15
  movaps xmmword ptr [rsp+0xa70], xmm14
  movaps xmm15, xmmword ptr [rsp+0xa70]
  subpd xmm15, xmm9
  movaps xmmword ptr [rsp+0xa70], xmm15
  movaps xmm15, xmmword ptr [rsp+0x50]
  movaps xmm2, xmm15
  movaps xmm15, xmmword ptr [rsp+0xa40]
  subpd xmm2, xmm15
  movaps xmm15, xmmword ptr [rsp+0x50]
  movaps xmm3, xmm15
  movaps xmm15, xmmword ptr [rsp+0xa50]
  subpd xmm3, xmm15
  movaps xmm15, xmmword ptr [rsp+0x50]
  movaps xmm4, xmm15
  movaps xmm15, xmmword ptr [rsp+0xa60]
  subpd xmm4, xmm15
  movaps xmm15, xmmword ptr [rsp+0x50]
  movaps xmm12, xmm15
  movaps xmm15, xmmword ptr [rsp+0xa70]
  subpd xmm12, xmm15
  movaps xmm15, xmm2
  movaps xmmword ptr [rsp+0xa80], xmm15
  movaps xmm15, xmmword ptr [rsp+0xa80]
  subpd xmm15, xmm0
  movaps xmmword ptr [rsp+0xa80], xmm15
  movaps xmm15, xmm3
  movaps xmmword ptr [rsp+0xa90], xmm15
  movaps xmm15, xmmword ptr [rsp+0xa90]
  subpd xmm15, xmm11
  movaps xmmword ptr [rsp+0xa90], xmm15
  movaps xmm15, xmm4
  movaps xmmword ptr [rsp+0xaa0], xmm15
  movaps xmm15, xmmword ptr [rsp+0xaa0]
  subpd xmm15, xmm10
  movaps xmmword ptr [rsp+0xaa0], xmm15
  movaps xmm15, xmm12
  movaps xmmword ptr [rsp+0xab0], xmm15
  movaps xmm15, xmmword ptr [rsp+0xab0]
  subpd xmm15, xmm9
  movaps xmmword ptr [rsp+0xab0], xmm15
  movaps xmm15, xmmword ptr [rsp+0xa00]
  movaps xmm0, xmm15
  movaps xmm15, xmmword ptr [rsp+0xa00]
  mulpd xmm0, xmm15
  movaps xmm15, xmmword ptr [rsp+0xa10]
  movaps xmm9, xmm15
  movaps xmm15, xmmword ptr [rsp+0xa10]
  mulpd xmm9, xmm15
  movaps xmm15, xmmword ptr [rsp+0xa20]
  movaps xmm10, xmm15
  movaps xmm15, xmmword ptr [rsp+0xa20]
  mulpd xmm10, xmm15
  movaps xmm15, xmmword ptr [rsp+0xa30]
  movaps xmm11, xmm15
  movaps xmm15, xmmword ptr [rsp+0xa30]
  mulpd xmm11, xmm15
  movaps xmm15, xmmword ptr [rsp+0x320]
  movaps xmm12, xmm15
  movaps xmm15, xmmword ptr [rsp+0xa00]
  mulpd xmm12, xmm15
  movaps xmm15, xmmword ptr [rsp+0x320]
  movaps xmm4, xmm15
  movaps xmm15, xmmword ptr [rsp+0xa10]
  mulpd xmm4, xmm15
  movaps xmm15, xmmword ptr [rsp+0x320]
  movaps xmm3, xmm15
  movaps xmm15, xmmword ptr [rsp+0xa20]
  mulpd xmm3, xmm15
  movaps xmm15, xmmword ptr [rsp+0x320]
  movaps xmm2, xmm15
  movaps xmm15, xmmword ptr [rsp+0xa30]
  mulpd xmm2, xmm15
  movaps xmm15, xmmword ptr [rsp+0x330]
  addpd xmm12, xmm15
  movaps xmm15, xmmword ptr [rsp+0x330]
  addpd xmm4, xmm15
  movaps xmm15, xmmword ptr [rsp+0x330]
  addpd xmm3, xmm15
  movaps xmm15, xmmword ptr [rsp+0x330]
  addpd xmm2, xmm15
  movaps xmm15, xmmword ptr [rsp+0xa00]
  mulpd xmm12, xmm15
  movaps xmm15, xmmword ptr [rsp+0xa10]
  mulpd xmm4, xmm15
  movaps xmm15, xmmword ptr [rsp+0xa20]
  mulpd xmm3, xmm15
  movaps xmm15, xmmword ptr [rsp+0xa30]
  mulpd xmm2, xmm15
  movaps xmm15, xmmword ptr [rsp+0x340]
  addpd xmm12, xmm15
  movaps xmm15, xmmword ptr [rsp+0x340]
  addpd xmm4, xmm15
  movaps xmm15, xmmword ptr [rsp+0x340]
  addpd xmm3, xmm15
  movaps xmm15, xmmword ptr [rsp+0x340]
  addpd xmm2, xmm15
  movaps xmm15, xmmword ptr [rsp+0xa00]
  mulpd xmm12, xmm15
  movaps xmm15, xmmword ptr [rsp+0xa10]
  mulpd xmm4, xmm15
  movaps xmm15, xmmword ptr [rsp+0xa20]
  mulpd xmm3, xmm15
  movaps xmm15, xmmword ptr [rsp+0xa30]
  mulpd xmm2, xmm15
  movaps xmm15, xmmword ptr [rsp+0x350]
  addpd xmm12, xmm15
  movaps xmm15, xmmword ptr [rsp+0x350]
  addpd xmm4, xmm15
  movaps xmm15, xmmword ptr [rsp+0x350]
  addpd xmm3, xmm15
  movaps xmm15, xmmword ptr [rsp+0x350]
  addpd xmm2, xmm15
  movaps xmm15, xmmword ptr [rsp+0xa00]
  mulpd xmm12, xmm15
  movaps xmm15, xmmword ptr [rsp+0xa10]
  mulpd xmm4, xmm15
  movaps xmm15, xmmword ptr [rsp+0xa20]
  mulpd xmm3, xmm15
  movaps xmm15, xmmword ptr [rsp+0xa30]
  mulpd xmm2, xmm15
  movaps xmm15, xmmword ptr [rsp+0x360]
  addpd xmm12, xmm15
  movaps xmm15, xmmword ptr [rsp+0x360]
  addpd xmm4, xmm15
  movaps xmm15, xmmword ptr [rsp+0x360]
  addpd xmm3, xmm15
  movaps xmm15, xmmword ptr [rsp+0x360]
  addpd xmm2, xmm15
  movaps xmm15, xmm0
  movaps xmmword ptr [rsp+0xac0], xmm15
  movaps xmm15, xmmword ptr [rsp+0xac0]
  mulpd xmm15, xmm12
  movaps xmmword ptr [rsp+0xac0], xmm15
  mulpd xmm9, xmm4
  mulpd xmm10, xmm3
  mulpd xmm11, xmm2
  movaps xmm15, xmmword ptr [rsp+0x8a0]
  subpd xmm5, xmm15
  movaps xmm15, xmmword ptr [rsp+0x8b0]
  subpd xmm6, xmm15
  movaps xmm15, xmmword ptr [rsp+0x8c0]
  subpd xmm7, xmm15
  movaps xmm15, xmmword ptr [rsp+0x8d0]
  subpd xmm8, xmm15
  subpd xmm1, xmm5
  movaps xmm15, xmmword ptr [rsp+0x990]
  movaps xmm0, xmm15
  subpd xmm0, xmm6
  movaps xmm15, xmmword ptr [rsp+0x9a0]
  movaps xmm2, xmm15
  subpd xmm2, xmm7
  movaps xmm15, xmmword ptr [rsp+0x9b0]
  movaps xmm3, xmm15
  subpd xmm3, xmm8
  movaps xmm15, xmmword ptr [rsp+0x380]
  movaps xmm4, xmm15
  minpd xmm4, xmm1
  movaps xmm15, xmmword ptr [rsp+0x380]
  movaps xmm5, xmm15
  minpd xmm5, xmm0
  movaps xmm15, xmmword ptr [rsp+0x380]
  movaps xmm6, xmm15
  minpd xmm6, xmm2
  movaps xmm15, xmmword ptr [rsp+0x380]
  movaps xmm7, xmm15
  minpd xmm7, xmm3
  movaps xmm15, xmmword ptr [rsp+0x370]
  cmppd xmm1, xmm15, 1
  movaps xmm8, xmm0
  movaps xmm15, xmmword ptr [rsp+0x370]
  cmppd xmm8, xmm15, 1
  movaps xmm15, xmmword ptr [rsp+0x370]
  cmppd xmm2, xmm15, 1
  movaps xmm15, xmmword ptr [rsp+0x370]
  cmppd xmm3, xmm15, 1
  movaps xmm0, xmm1
  movaps xmm15, xmmword ptr [rsp+0x370]
  blendvpd xmm4, xmm15
  movaps xmm0, xmm8
  movaps xmm15, xmmword ptr [rsp+0x370]
  blendvpd xmm5, xmm15
  movaps xmm0, xmm2
  movaps xmm15, xmmword ptr [rsp+0x370]
  blendvpd xmm6, xmm15
  movaps xmm0, xmm3
  movaps xmm15, xmmword ptr [rsp+0x370]
  blendvpd xmm7, xmm15
  movaps xmm15, xmmword ptr [rsp+0x9c0]
  movaps xmm0, xmm15
  mulpd xmm0, xmm4
  movaps xmm15, xmmword ptr [rsp+0x9d0]
  movaps xmm1, xmm15
  mulpd xmm1, xmm5
  movaps xmm15, xmmword ptr [rsp+0x9e0]
  movaps xmm2, xmm15
  mulpd xmm2, xmm6
  movaps xmm15, xmmword ptr [rsp+0x9f0]
  movaps xmm3, xmm15
  mulpd xmm3, xmm7
  movaps xmm15, xmmword ptr [rsp+0xac0]
  movaps xmm8, xmm15
  subpd xmm8, xmm0
  subpd xmm9, xmm1
  subpd xmm10, xmm2
  subpd xmm11, xmm3
  movaps xmm15, xmmword ptr [rsp+0xa80]
  movaps xmm0, xmm15
  addpd xmm0, xmm8
  movaps xmm15, xmmword ptr [rsp+0xa90]
  movaps xmm1, xmm15
  addpd xmm1, xmm9
  movaps xmm15, xmmword ptr [rsp+0xaa0]
  movaps xmm2, xmm15
  addpd xmm2, xmm10
  movaps xmm15, xmmword ptr [rsp+0xab0]
  movaps xmm3, xmm15
  addpd xmm3, xmm11
  movaps xmm15, xmmword ptr [rsp+0xa40]
  movaps xmm14, xmm15
  movaps xmmword ptr [rsp+0xad0], xmm14
  movaps xmm15, xmmword ptr [rsp+0xad0]
  addpd xmm15, xmm0
  movaps xmmword ptr [rsp+0xad0], xmm15
  movaps xmm15, xmmword ptr [rsp+0xa50]
  movaps xmm14, xmm15
  movaps xmmword ptr [rsp+0xae0], xmm14
  movaps xmm15, xmmword ptr [rsp+0xae0]
  addpd xmm15, xmm1
  movaps xmmword ptr [rsp+0xae0], xmm15
  movaps xmm15, xmmword ptr [rsp+0xa60]
  movaps xmm14, xmm15
  movaps xmmword ptr [rsp+0xaf0], xmm14
  movaps xmm15, xmmword ptr [rsp+0xaf0]
  addpd xmm15, xmm2
  movaps xmmword ptr [rsp+0xaf0], xmm15
  movaps xmm15, xmmword ptr [rsp+0xa70]
  movaps xmm14, xmm15
  movaps xmmword ptr [rsp+0xb00], xmm14
  movaps xmm15, xmmword ptr [rsp+0xb00]
  addpd xmm15, xmm3
  movaps xmmword ptr [rsp+0xb00], xmm15
  movaps xmm3, xmm4
  movaps xmm15, xmmword ptr [rsp+0x40]
  mulpd xmm3, xmm15
  movaps xmm9, xmm5
  movaps xmm15, xmmword ptr [rsp+0x40]
  mulpd xmm9, xmm15
  movaps xmm10, xmm6
  movaps xmm15, xmmword ptr [rsp+0x40]
  mulpd xmm10, xmm15
  movaps xmm11, xmm7
  movaps xmm15, xmmword ptr [rsp+0x40]
  mulpd xmm11, xmm15
  movaps xmm15, xmmword ptr [rsp+0xa00]
  movaps xmm14, xmm15
  movaps xmmword ptr [rsp+0xb10], xmm14
  movaps xmm15, xmmword ptr [rsp+0xb10]
  movaps xmm14, xmmword ptr [rsp+0x9c0]
  mulpd xmm15, xmm14
  movaps xmmword ptr [rsp+0xb10], xmm15
  movaps xmm15, xmmword ptr [rsp+0xa10]
  movaps xmm14, xmm15
  movaps xmmword ptr [rsp+0xb20], xmm14
  movaps xmm15, xmmword ptr [rsp+0xb20]
  movaps xmm14, xmmword ptr [rsp+0x9d0]
  mulpd xmm15, xmm14
  movaps xmmword ptr [rsp+0xb20], xmm15
  movaps xmm15, xmmword ptr [rsp+0xa20]
  movaps xmm14, xmm15
  movaps xmmword ptr [rsp+0xb30], xmm14
  movaps xmm15, xmmword ptr [rsp+0xb30]
  movaps xmm14, xmmword ptr [rsp+0x9e0]
  mulpd xmm15, xmm14
  movaps xmmword ptr [rsp+0xb30], xmm15
  movaps xmm15, xmmword ptr [rsp+0xa30]
  movaps xmm14, xmm15
  movaps xmmword ptr [rsp+0xb40], xmm14
  movaps xmm15, xmmword ptr [rsp+0xb40]
  movaps xmm14, xmmword ptr [rsp+0x9f0]
  mulpd xmm15, xmm14
  movaps xmmword ptr [rsp+0xb40], xmm15
  movaps xmm15, xmmword ptr [rsp+0x390]
  movaps xmm8, xmm15
  movaps xmm15, xmmword ptr [rsp+0xa00]
  mulpd xmm8, xmm15
  movaps xmm15, xmmword ptr [rsp+0x390]
  movaps xmm0, xmm15
  movaps xmm15, xmmword ptr [rsp+0xa10]
  mulpd xmm0, xmm15
  movaps xmm15, xmmword ptr [rsp+0x390]
  movaps xmm1, xmm15
  movaps xmm15, xmmword ptr [rsp+0xa20]
  mulpd xmm1, xmm15
  movaps xmm15, xmmword ptr [rsp+0x390]
  movaps xmm2, xmm15
  movaps xmm15, xmmword ptr [rsp+0xa30]
  mulpd xmm2, xmm15
  movaps xmm15, xmmword ptr [rsp+0x3a0]
  addpd xmm8, xmm15
  movaps xmm15, xmmword ptr [rsp+0x3a0]
  addpd xmm0, xmm15
  movaps xmm15, xmmword ptr [rsp+0x3a0]
  addpd xmm1, xmm15
  movaps xmm15, xmmword ptr [rsp+0x3a0]
  addpd xmm2, xmm15
  movaps xmm15, xmmword ptr [rsp+0xa00]
  mulpd xmm8, xmm15
  movaps xmm15, xmmword ptr [rsp+0xa10]
  mulpd xmm0, xmm15
  movaps xmm15, xmmword ptr [rsp+0xa20]
  mulpd xmm1, xmm15
  movaps xmm15, xmmword ptr [rsp+0xa30]
  mulpd xmm2, xmm15
  movaps xmm15, xmmword ptr [rsp+0x3b0]
  addpd xmm8, xmm15
  movaps xmm15, xmmword ptr [rsp+0x3b0]
  addpd xmm0, xmm15
  movaps xmm15, xmmword ptr [rsp+0x3b0]
  addpd xmm1, xmm15
  movaps xmm15, xmmword ptr [rsp+0x3b0]
  addpd xmm2, xmm15
  movaps xmm15, xmmword ptr [rsp+0xa00]
  mulpd xmm8, xmm15
  movaps xmm15, xmmword ptr [rsp+0xa10]
  mulpd xmm0, xmm15
  movaps xmm15, xmmword ptr [rsp+0xa20]
  mulpd xmm1, xmm15
  movaps xmm15, xmmword ptr [rsp+0xa30]
  mulpd xmm2, xmm15
  movaps xmm15, xmmword ptr [rsp+0x3c0]
  addpd xmm8, xmm15
  movaps xmm15, xmmword ptr [rsp+0x3c0]
  addpd xmm0, xmm15
  movaps xmm15, xmmword ptr [rsp+0x3c0]
  addpd xmm1, xmm15
  movaps xmm15, xmmword ptr [rsp+0x3c0]
  addpd xmm2, xmm15
  movaps xmm15, xmmword ptr [rsp+0xb10]
  movaps xmm12, xmm15
  mulpd xmm12, xmm8
  movaps xmm15, xmmword ptr [rsp+0xb20]
  movaps xmm8, xmm15
  mulpd xmm8, xmm0
  movaps xmm15, xmmword ptr [rsp+0xb30]
  movaps xmm0, xmm15
  mulpd xmm0, xmm1
  movaps xmm15, xmmword ptr [rsp+0xb40]
  movaps xmm1, xmm15
  mulpd xmm1, xmm2
  subpd xmm3, xmm12
  subpd xmm9, xmm8
  subpd xmm10, xmm0
  subpd xmm11, xmm1
  movaps xmm15, xmmword ptr [rsp+0xa00]
  movaps xmm0, xmm15
  mulpd xmm0, xmm3
  movaps xmm15, xmmword ptr [rsp+0xa10]
  movaps xmm1, xmm15
  mulpd xmm1, xmm9
  movaps xmm15, xmmword ptr [rsp+0xa20]
  movaps xmm2, xmm15
  mulpd xmm2, xmm10
  movaps xmm15, xmmword ptr [rsp+0xa30]
  movaps xmm3, xmm15
  mulpd xmm3, xmm11
  subpd xmm0, xmm4
  subpd xmm1, xmm5
  subpd xmm2, xmm6
  subpd xmm3, xmm7
  movaps xmm15, xmmword ptr [rsp+0xb10]
  movaps xmm4, xmm15
  movaps xmm15, xmmword ptr [rsp+0x3d0]
  mulpd xmm4, xmm15
  movaps xmm15, xmmword ptr [rsp+0xb20]
  movaps xmm5, xmm15
  movaps xmm15, xmmword ptr [rsp+0x3d0]
  mulpd xmm5, xmm15
  movaps xmm15, xmmword ptr [rsp+0xb30]
  movaps xmm6, xmm15
  movaps xmm15, xmmword ptr [rsp+0x3d0]
  mulpd xmm6, xmm15
  movaps xmm15, xmmword ptr [rsp+0xb40]
  movaps xmm7, xmm15
  movaps xmm15, xmmword ptr [rsp+0x3d0]
  mulpd xmm7, xmm15
  subpd xmm0, xmm4
  subpd xmm1, xmm5
  subpd xmm2, xmm6
  subpd xmm3, xmm7
  movaps xmm15, xmmword ptr [rsp+0x9c0]
  movaps xmm4, xmm15
  subpd xmm4, xmm0
  movaps xmm15, xmmword ptr [rsp+0x9d0]
  movaps xmm0, xmm15
  subpd xmm0, xmm1
  movaps xmm15, xmmword ptr [rsp+0x9e0]
  movaps xmm1, xmm15
  subpd xmm1, xmm2
  movaps xmm15, xmmword ptr [rsp+0x9f0]
  movaps xmm2, xmm15
  subpd xmm2, xmm3
  movaps xmm3, xmm4
  test al, al
  je .Lwhere19
  movaps xmm15, xmmword ptr [rsp+0xad0]
  movaps xmm3, xmm15
.Lwhere19:
  movaps xmm15, xmmword ptr [rsp+0x790]
  pextrb eax, xmm15, 1
  movaps xmm15, xmmword ptr [rsp+0xad0]
  movaps xmm5, xmm15
  movaps xmm15, xmmword ptr [rsp+0xad0]
  shufpd xmm5, xmm15, 1
  movaps xmm6, xmm4
  shufpd xmm6, xmm4, 1
  test al, al
  je .Lwhere20
  movaps xmm6, xmm5
.Lwhere20:
  movaps xmm15, xmmword ptr [rsp+0x790]
  pextrb eax, xmm15, 2
  movaps xmm4, xmm0
  test al, al
  je .Lwhere21
  movaps xmm15, xmmword ptr [rsp+0xae0]
  movaps xmm4, xmm15
.Lwhere21:
  movaps xmm15, xmmword ptr [rsp+0x790]
  pextrb eax, xmm15, 3
  movaps xmm15, xmmword ptr [rsp+0xae0]
  movaps xmm5, xmm15
  movaps xmm15, xmmword ptr [rsp+0xae0]
  shufpd xmm5, xmm15, 1
  movaps xmm7, xmm0
  shufpd xmm7, xmm0, 1
  test al, al
  je .Lwhere22
  movaps xmm7, xmm5
.Lwhere22:
  movaps xmm15, xmmword ptr [rsp+0x790]
  pextrb eax, xmm15, 4
  movaps xmm0, xmm1
  test al, al
  je .Lwhere23
  movaps xmm15, xmmword ptr [rsp+0xaf0]
  movaps xmm0, xmm15
.Lwhere23:
  movaps xmm15, xmmword ptr [rsp+0x790]
  pextrb eax, xmm15, 5
  movaps xmm15, xmmword ptr [rsp+0xaf0]
  movaps xmm5, xmm15
  movaps xmm15, xmmword ptr [rsp+0xaf0]
  shufpd xmm5, xmm15, 1
  movaps xmm8, xmm1
  shufpd xmm8, xmm1, 1
  test al, al
  je .Lwhere24
  movaps xmm8, xmm5
.Lwhere24:
  movaps xmm15, xmmword ptr [rsp+0x790]
  pextrb eax, xmm15, 6
  movaps xmm1, xmm2
  test al, al
  je .Lwhere25
  movaps xmm15, xmmword ptr [rsp+0xb00]
  movaps xmm1, xmm15
.Lwhere25:
  movaps xmm15, xmmword ptr [rsp+0x790]
  pextrb eax, xmm15, 7
  movaps xmm15, xmmword ptr [rsp+0xb00]
  movaps xmm5, xmm15
  movaps xmm15, xmmword ptr [rsp+0xb00]
  shufpd xmm5, xmm15, 1
  movaps xmm9, xmm2
  shufpd xmm9, xmm2, 1
  test al, al
  je .Lwhere26
  movaps xmm9, xmm5
.Lwhere26:
  unpcklpd xmm3, xmm6
  unpcklpd xmm4, xmm7
  movaps xmm2, xmm0
  unpcklpd xmm2, xmm8
  unpcklpd xmm1, xmm9
  mov rax, 0x8000000000000000
  movq xmm0, rax
  pshufd xmm0, xmm0, 0x44
  movaps xmm5, xmm3
  xorpd xmm5, xmm0
  movaps xmm6, xmm4
  xorpd xmm6, xmm0
  movaps xmm7, xmm2
  xorpd xmm7, xmm0
  movaps xmm8, xmm1
  xorpd xmm8, xmm0
  movaps xmm15, xmmword ptr [rsp+0x280]
  movaps xmm0, xmm15
  movaps xmm15, xmmword ptr [rsp+0x750]
  cmppd xmm0, xmm15, 1
  movaps xmm15, xmmword ptr [rsp+0x280]
  movaps xmm9, xmm15
  movaps xmm15, xmmword ptr [rsp+0x760]
  cmppd xmm9, xmm15, 1
  movaps xmm15, xmmword ptr [rsp+0x280]
  movaps xmm10, xmm15
  movaps xmm15, xmmword ptr [rsp+0x770]
  cmppd xmm10, xmm15, 1
  movaps xmm15, xmmword ptr [rsp+0x280]
  movaps xmm11, xmm15
  movaps xmm15, xmmword ptr [rsp+0x780]
  cmppd xmm11, xmm15, 1
  blendvpd xmm3, xmm5
  movaps xmm0, xmm9
  blendvpd xmm4, xmm6
  movaps xmm0, xmm10
  blendvpd xmm2, xmm7
  movaps xmm0, xmm11
  blendvpd xmm1, xmm8
  movaps xmm15, xmmword ptr [rsp+0x460]
  movaps xmm0, xmm15
  movaps xmm15, xmmword ptr [rsp+0x10]
  cmppd xmm0, xmm15, 0
  movaps xmm15, xmmword ptr [rsp+0x470]
  movaps xmm5, xmm15
  movaps xmm15, xmmword ptr [rsp+0x10]
  cmppd xmm5, xmm15, 0
  movaps xmm15, xmmword ptr [rsp+0x480]
  movaps xmm6, xmm15
  movaps xmm15, xmmword ptr [rsp+0x10]
  cmppd xmm6, xmm15, 0
  movaps xmm15, xmmword ptr [rsp+0x490]
  movaps xmm7, xmm15
  movaps xmm15, xmmword ptr [rsp+0x10]
  cmppd xmm7, xmm15, 0
  movaps xmm15, xmmword ptr [rsp+0x460]
  blendvpd xmm3, xmm15
  movaps xmm0, xmm5
  movaps xmm15, xmmword ptr [rsp+0x470]
  blendvpd xmm4, xmm15
  movaps xmm0, xmm6
  movaps xmm15, xmmword ptr [rsp+0x480]
  blendvpd xmm2, xmm15
  movaps xmm0, xmm7
  movaps xmm15, xmmword ptr [rsp+0x490]
  blendvpd xmm1, xmm15
  movaps xmm15, xmmword ptr [rsp+0x690]
  movaps xmm0, xmm15
  movaps xmm15, xmmword ptr [rsp+0x110]
  cmppd xmm0, xmm15, 1
  movaps xmm15, xmmword ptr [rsp+0x6a0]
  movaps xmm5, xmm15
  movaps xmm15, xmmword ptr [rsp+0x110]
  cmppd xmm5, xmm15, 1
  movaps xmm15, xmmword ptr [rsp+0x6b0]
  movaps xmm6, xmm15
  movaps xmm15, xmmword ptr [rsp+0x110]
  cmppd xmm6, xmm15, 1
  movaps xmm15, xmmword ptr [rsp+0x6c0]
  movaps xmm7, xmm15
  movaps xmm15, xmmword ptr [rsp+0x110]
  cmppd xmm7, xmm15, 1
  movaps xmm15, xmmword ptr [rsp+0x270]
  movaps xmm8, xmm15
  blendvpd xmm8, xmm3
  movaps xmm15, xmmword ptr [rsp+0x270]
  movaps xmm3, xmm15
  movaps xmm0, xmm5
  blendvpd xmm3, xmm4
  movaps xmm15, xmmword ptr [rsp+0x270]
  movaps xmm4, xmm15
  movaps xmm0, xmm6
  blendvpd xmm4, xmm2
  movaps xmm15, xmmword ptr [rsp+0x270]
  movaps xmm2, xmm15
  movaps xmm0, xmm7
  blendvpd xmm2, xmm1
  movaps xmm0, xmm8
  cvtsd2ss xmm0, xmm8
  movaps xmm1, xmm8
  shufpd xmm1, xmm8, 1
  movaps xmm5, xmm1
  cvtsd2ss xmm5, xmm1
  movaps xmm1, xmm3
  cvtsd2ss xmm1, xmm3
  movaps xmm6, xmm3
  shufpd xmm6, xmm3, 1
  movaps xmm3, xmm6
  cvtsd2ss xmm3, xmm6
  movaps xmm6, xmm4
  cvtsd2ss xmm6, xmm4
  movaps xmm7, xmm4
  shufpd xmm7, xmm4, 1
  movaps xmm4, xmm7
  cvtsd2ss xmm4, xmm7
  movaps xmm7, xmm2
  cvtsd2ss xmm7, xmm2
  movaps xmm8, xmm2
  shufpd xmm8, xmm2, 1
  movaps xmm2, xmm8
  cvtsd2ss xmm2, xmm8
  insertps xmm0, xmm5, 0x10
  insertps xmm0, xmm1, 0x20
  insertps xmm0, xmm3, 0x30
  insertps xmm6, xmm4, 0x10
  insertps xmm6, xmm7, 0x20
  insertps xmm6, xmm2, 0x30
  mov r11, qword ptr [rsp+0xd90]
  mov r10, qword ptr [rsp+0xe28]
  movdqu xmmword ptr [r11+r10*4], xmm0
  mov r11, qword ptr [rsp+0xd90]
  mov r10, qword ptr [rsp+0xe28]
  movdqu xmmword ptr [r11+r10*4+0x10], xmm6
  mov r11, qword ptr [rsp+0xe20]
  add r11d, 1
  mov qword ptr [rsp+0xe20], r11
  mov r11, qword ptr [rsp+0xe20]
  cmp r11d, 4
  jl .Lloop1
.Ldone2:
  movaps xmm6, xmmword ptr [rsp+0xb50]
  movaps xmm7, xmmword ptr [rsp+0xb60]
  movaps xmm8, xmmword ptr [rsp+0xb70]
  movaps xmm9, xmmword ptr [rsp+0xb80]
  movaps xmm10, xmmword ptr [rsp+0xb90]
  movaps xmm11, xmmword ptr [rsp+0xba0]
  movaps xmm12, xmmword ptr [rsp+0xbb0]
  movaps xmm14, xmmword ptr [rsp+0xbc0]
  movaps xmm15, xmmword ptr [rsp+0xbd0]
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
