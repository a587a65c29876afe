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
  sub rsp, 0x7a0
  movaps xmmword ptr [rsp+0x700], xmm6
  movaps xmmword ptr [rsp+0x710], xmm7
  movaps xmmword ptr [rsp+0x720], xmm8
  movaps xmmword ptr [rsp+0x730], xmm9
  movaps xmmword ptr [rsp+0x740], xmm10
  movaps xmmword ptr [rsp+0x750], xmm11
  movaps xmmword ptr [rsp+0x760], xmm12
  movaps xmmword ptr [rsp+0x770], xmm15
  mov qword ptr [rsp+0x788], rdx
  mov qword ptr [rsp+0x790], r8
  mov rax, r9
  movaps xmm1, xmmword ptr [rip+0x29a6]  ; 0x2a20
  xorps xmm2, xmm2
  movaps xmm3, xmmword ptr [rip+0x29ac]  ; 0x2a30
  movaps xmm4, xmmword ptr [rip+0x29b5]  ; 0x2a40
  movaps xmm5, xmmword ptr [rip+0x29be]  ; 0x2a50
  movaps xmm6, xmmword ptr [rip+0x29c7]  ; 0x2a60
  movaps xmm7, xmmword ptr [rip+0x29d0]  ; 0x2a70
  movaps xmm8, xmmword ptr [rip+0x29d8]  ; 0x2a80
  movaps xmm9, xmmword ptr [rip+0x29e0]  ; 0x2a90
  movaps xmm10, xmmword ptr [rip+0x29e8]  ; 0x2aa0
  movaps xmm11, xmmword ptr [rip+0x29f0]  ; 0x2ab0
  movaps xmm12, xmmword ptr [rip+0x29f8]  ; 0x2ac0
  xor esi, esi
  mov qword ptr [rsp+0x780], rcx
.Lloop1:
  movdqu xmm0, xmmword ptr [rax+rsi*4]
  movdqu xmm12, xmmword ptr [rax+rsi*4+0x10]
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
  movaps xmmword ptr [rsp+0x70], xmm12
  movaps xmm12, xmm3
  cmppd xmm12, xmm3, 4
  movaps xmmword ptr [rsp+0x60], xmm6
  movaps xmm6, xmm4
  cmppd xmm6, xmm4, 4
  movaps xmmword ptr [rsp+0x50], xmm7
  movaps xmm7, xmm2
  cmppd xmm7, xmm2, 4
  movaps xmmword ptr [rsp+0x40], xmm10
  movaps xmm10, xmm5
  xorps xmm15, xmm15
  blendvpd xmm10, xmm15
  movaps xmmword ptr [rsp+0x30], xmm1
  movaps xmm1, xmm3
  movaps xmm0, xmm12
  xorps xmm12, xmm12
  blendvpd xmm1, xmm12
  movaps xmm12, xmm4
  movaps xmm0, xmm6
  xorps xmm6, xmm6
  blendvpd xmm12, xmm6
  movaps xmm6, xmm2
  movaps xmm0, xmm7
  xorps xmm7, xmm7
  blendvpd xmm6, xmm7
  movaps xmm0, xmmword ptr [rip+0x2846]  ; 0x2a40
  minpd xmm0, xmm10
  movaps xmm7, xmmword ptr [rip+0x283a]  ; 0x2a40
  minpd xmm7, xmm1
  movaps xmmword ptr [rsp+0x20], xmm8
  movaps xmm8, xmmword ptr [rip+0x2828]  ; 0x2a40
  minpd xmm8, xmm12
  movaps xmmword ptr [rsp+0x10], xmm9
  movaps xmm9, xmmword ptr [rip+0x2815]  ; 0x2a40
  minpd xmm9, xmm6
  cmppd xmm10, xmmword ptr [rip+0x27f6], 1  ; 0x2a30
  cmppd xmm1, xmmword ptr [rip+0x27ed], 1  ; 0x2a30
  cmppd xmm12, xmmword ptr [rip+0x27e3], 1  ; 0x2a30
  cmppd xmm6, xmmword ptr [rip+0x27da], 1  ; 0x2a30
  movaps xmmword ptr [rsp], xmm11
  movaps xmm11, xmm0
  movaps xmm0, xmm10
  blendvpd xmm11, xmmword ptr [rip+0x27c3]  ; 0x2a30
  movaps xmm0, xmm1
  blendvpd xmm7, xmmword ptr [rip+0x27b7]  ; 0x2a30
  movaps xmm0, xmm12
  blendvpd xmm8, xmmword ptr [rip+0x27a9]  ; 0x2a30
  movaps xmm0, xmm6
  blendvpd xmm9, xmmword ptr [rip+0x279c]  ; 0x2a30
  roundpd xmm1, xmm11, 0xb
  roundpd xmm6, xmm7, 0xb
  roundpd xmm12, xmm8, 0xb
  roundpd xmm10, xmm9, 0xb
  movaps xmmword ptr [rsp+0xb0], xmm2
  movaps xmm2, xmm11
  subpd xmm2, xmm1
  movaps xmmword ptr [rsp+0xa0], xmm4
  movaps xmm4, xmm7
  subpd xmm4, xmm6
  movaps xmmword ptr [rsp+0x90], xmm3
  movaps xmm3, xmm8
  subpd xmm3, xmm12
  movaps xmmword ptr [rsp+0x80], xmm5
  movaps xmm5, xmm9
  subpd xmm5, xmm10
  movaps xmm0, xmmword ptr [rip+0x2759]  ; 0x2a50
  cmppd xmm0, xmm2, 1
  movaps xmmword ptr [rsp+0xf0], xmm9
  movaps xmm9, xmmword ptr [rip+0x2743]  ; 0x2a50
  cmppd xmm9, xmm4, 1
  movaps xmmword ptr [rsp+0xe0], xmm8
  movaps xmm8, xmmword ptr [rip+0x272c]  ; 0x2a50
  cmppd xmm8, xmm3, 1
  movaps xmmword ptr [rsp+0xd0], xmm7
  movaps xmm7, xmmword ptr [rip+0x2717]  ; 0x2a50
  cmppd xmm7, xmm5, 1
  movaps xmmword ptr [rsp+0xc0], xmm11
  xorps xmm11, xmm11
  blendvpd xmm11, xmmword ptr [rip+0x270b]  ; 0x2a60
  movaps xmmword ptr [rsp+0x100], xmm5
  xorps xmm5, xmm5
  movaps xmm0, xmm9
  blendvpd xmm5, xmmword ptr [rip+0x26f3]  ; 0x2a60
  xorps xmm9, xmm9
  movaps xmm0, xmm8
  blendvpd xmm9, xmmword ptr [rip+0x26e1]  ; 0x2a60
  xorps xmm8, xmm8
  movaps xmm0, xmm7
  blendvpd xmm8, xmmword ptr [rip+0x26d0]  ; 0x2a60
  addpd xmm1, xmm11
  addpd xmm6, xmm5
  addpd xmm12, xmm9
  addpd xmm10, xmm8
  cmppd xmm2, xmmword ptr [rip+0x26c4], 1  ; 0x2a70
  cmppd xmm4, xmmword ptr [rip+0x26bb], 1  ; 0x2a70
  cmppd xmm3, xmmword ptr [rip+0x26b2], 1  ; 0x2a70
  movaps xmm8, xmmword ptr [rsp+0x100]
  cmppd xmm8, xmmword ptr [rip+0x269f], 1  ; 0x2a70
  xorps xmm9, xmm9
  movaps xmm11, xmm9
  movaps xmm0, xmm2
  blendvpd xmm11, xmmword ptr [rip+0x267a]  ; 0x2a60
  movaps xmm2, xmm9
  movaps xmm0, xmm4
  blendvpd xmm2, xmmword ptr [rip+0x266a]  ; 0x2a60
  movaps xmm4, xmm9
  movaps xmm0, xmm3
  blendvpd xmm4, xmmword ptr [rip+0x265a]  ; 0x2a60
  movaps xmm3, xmm9
  movaps xmm0, xmm8
  blendvpd xmm3, xmmword ptr [rip+0x2649]  ; 0x2a60
  subpd xmm1, xmm11
  subpd xmm6, xmm2
  subpd xmm12, xmm4
  subpd xmm10, xmm3
  movaps xmm11, xmmword ptr [rsp+0xc0]
  subpd xmm11, xmm1
  movaps xmm0, xmmword ptr [rsp+0xd0]
  subpd xmm0, xmm6
  movaps xmm8, xmmword ptr [rsp+0xe0]
  subpd xmm8, xmm12
  movaps xmm2, xmmword ptr [rsp+0xf0]
  subpd xmm2, xmm10
  movaps xmm4, xmmword ptr [rip+0x25ba]  ; 0x2a20
  mulpd xmm4, xmm11
  movaps xmm5, xmmword ptr [rip+0x25ae]  ; 0x2a20
  mulpd xmm5, xmm0
  movaps xmm9, xmmword ptr [rip+0x25a2]  ; 0x2a20
  mulpd xmm9, xmm8
  movaps xmm3, xmmword ptr [rip+0x2596]  ; 0x2a20
  mulpd xmm3, xmm2
  addpd xmm4, xmmword ptr [rip+0x25ea]  ; 0x2a80
  addpd xmm5, xmmword ptr [rip+0x25e2]  ; 0x2a80
  addpd xmm9, xmmword ptr [rip+0x25d9]  ; 0x2a80
  addpd xmm3, xmmword ptr [rip+0x25d1]  ; 0x2a80
  mulpd xmm4, xmm11
  mulpd xmm5, xmm0
  mulpd xmm9, xmm8
  mulpd xmm3, xmm2
  addpd xmm4, xmmword ptr [rip+0x25c7]  ; 0x2a90
  addpd xmm5, xmmword ptr [rip+0x25bf]  ; 0x2a90
  addpd xmm9, xmmword ptr [rip+0x25b6]  ; 0x2a90
  addpd xmm3, xmmword ptr [rip+0x25ae]  ; 0x2a90
  mulpd xmm4, xmm11
  mulpd xmm5, xmm0
  mulpd xmm9, xmm8
  mulpd xmm3, xmm2
  addpd xmm4, xmmword ptr [rip+0x25a4]  ; 0x2aa0
  addpd xmm5, xmmword ptr [rip+0x259c]  ; 0x2aa0
  addpd xmm9, xmmword ptr [rip+0x2593]  ; 0x2aa0
  addpd xmm3, xmmword ptr [rip+0x258b]  ; 0x2aa0
  mulpd xmm4, xmm11
  mulpd xmm5, xmm0
  mulpd xmm9, xmm8
  mulpd xmm3, xmm2
  addpd xmm4, xmmword ptr [rip+0x2581]  ; 0x2ab0
  addpd xmm5, xmmword ptr [rip+0x2579]  ; 0x2ab0
  addpd xmm9, xmmword ptr [rip+0x2570]  ; 0x2ab0
  addpd xmm3, xmmword ptr [rip+0x2568]  ; 0x2ab0
  mulpd xmm4, xmm11
  mulpd xmm5, xmm0
  mulpd xmm9, xmm8
  mulpd xmm3, xmm2
  addpd xmm4, xmmword ptr [rip+0x255e]  ; 0x2ac0
  addpd xmm5, xmmword ptr [rip+0x2556]  ; 0x2ac0
  addpd xmm9, xmmword ptr [rip+0x254d]  ; 0x2ac0
  addpd xmm3, xmmword ptr [rip+0x2545]  ; 0x2ac0
  mulpd xmm4, xmm11
  mulpd xmm5, xmm0
  mulpd xmm9, xmm8
  mulpd xmm3, xmm2
  addpd xmm4, xmmword ptr [rip+0x253b]  ; 0x2ad0
  addpd xmm5, xmmword ptr [rip+0x2533]  ; 0x2ad0
  addpd xmm9, xmmword ptr [rip+0x252a]  ; 0x2ad0
  addpd xmm3, xmmword ptr [rip+0x2522]  ; 0x2ad0
  mulpd xmm4, xmm11
  mulpd xmm5, xmm0
  mulpd xmm9, xmm8
  mulpd xmm3, xmm2
  addpd xmm4, xmmword ptr [rip+0x2518]  ; 0x2ae0
  addpd xmm5, xmmword ptr [rip+0x2510]  ; 0x2ae0
  addpd xmm9, xmmword ptr [rip+0x2507]  ; 0x2ae0
  addpd xmm3, xmmword ptr [rip+0x24ff]  ; 0x2ae0
  mulpd xmm4, xmm11
  mulpd xmm5, xmm0
  mulpd xmm9, xmm8
  mulpd xmm3, xmm2
  addpd xmm4, xmmword ptr [rip+0x24f5]  ; 0x2af0
  addpd xmm5, xmmword ptr [rip+0x24ed]  ; 0x2af0
  addpd xmm9, xmmword ptr [rip+0x24e4]  ; 0x2af0
  addpd xmm3, xmmword ptr [rip+0x24dc]  ; 0x2af0
  mulpd xmm4, xmm11
  mulpd xmm5, xmm0
  mulpd xmm9, xmm8
  mulpd xmm3, xmm2
  addpd xmm4, xmmword ptr [rip+0x2432]  ; 0x2a60
  addpd xmm5, xmmword ptr [rip+0x242a]  ; 0x2a60
  addpd xmm9, xmmword ptr [rip+0x2421]  ; 0x2a60
  addpd xmm3, xmmword ptr [rip+0x2419]  ; 0x2a60
  addpd xmm1, xmmword ptr [rip+0x24b1]  ; 0x2b00
  addpd xmm6, xmmword ptr [rip+0x24a9]  ; 0x2b00
  addpd xmm12, xmmword ptr [rip+0x24a0]  ; 0x2b00
  addpd xmm10, xmmword ptr [rip+0x2497]  ; 0x2b00
  psubq xmm1, xmmword ptr [rip+0x248f]  ; 0x2b00
  psubq xmm6, xmmword ptr [rip+0x2487]  ; 0x2b00
  psubq xmm12, xmmword ptr [rip+0x247e]  ; 0x2b00
  psubq xmm10, xmmword ptr [rip+0x2475]  ; 0x2b00
  movaps xmm0, xmm1
  psrlq xmm0, 0x3f
  movaps xmm7, xmm6
  psrlq xmm7, 0x3f
  movaps xmm8, xmm12
  psrlq xmm8, 0x3f
  movaps xmm11, xmm10
  psrlq xmm11, 0x3f
  xorps xmm2, xmm2
  psubq xmm2, xmm0
  xorps xmm0, xmm0
  psubq xmm0, xmm7
  xorps xmm7, xmm7
  psubq xmm7, xmm8
  xorps xmm8, xmm8
  psubq xmm8, xmm11
  psllq xmm2, 0x3f
  psllq xmm0, 0x3f
  psllq xmm7, 0x3f
  psllq xmm8, 0x3f
  movaps xmm11, xmm1
  psrlq xmm11, 1
  movaps xmmword ptr [rsp+0x110], xmm6
  psrlq xmm6, 1
  movaps xmmword ptr [rsp+0x120], xmm12
  psrlq xmm12, 1
  movaps xmmword ptr [rsp+0x130], xmm10
  psrlq xmm10, 1
  por xmm11, xmm2
  por xmm6, xmm0
  por xmm12, xmm7
  por xmm10, xmm8
  movaps xmm0, xmm11
  paddq xmm0, xmmword ptr [rip+0x23d9]  ; 0x2b10
  movaps xmm7, xmm6
  paddq xmm7, xmmword ptr [rip+0x23ce]  ; 0x2b10
  movaps xmm8, xmm12
  paddq xmm8, xmmword ptr [rip+0x23c1]  ; 0x2b10
  movaps xmm2, xmm10
  paddq xmm2, xmmword ptr [rip+0x23b5]  ; 0x2b10
  psllq xmm0, 0x34
  psllq xmm7, 0x34
  psllq xmm8, 0x34
  psllq xmm2, 0x34
  mulpd xmm4, xmm0
  mulpd xmm5, xmm7
  mulpd xmm9, xmm8
  mulpd xmm3, xmm2
  psubq xmm1, xmm11
  movaps xmm0, xmmword ptr [rsp+0x110]
  psubq xmm0, xmm6
  movaps xmm2, xmmword ptr [rsp+0x120]
  psubq xmm2, xmm12
  movaps xmm6, xmmword ptr [rsp+0x130]
  psubq xmm6, xmm10
  paddq xmm1, xmmword ptr [rip+0x235c]  ; 0x2b10
  paddq xmm0, xmmword ptr [rip+0x2354]  ; 0x2b10
  paddq xmm2, xmmword ptr [rip+0x234c]  ; 0x2b10
  paddq xmm6, xmmword ptr [rip+0x2344]  ; 0x2b10
  psllq xmm1, 0x34
  psllq xmm0, 0x34
  psllq xmm2, 0x34
  psllq xmm6, 0x34
  mulpd xmm4, xmm1
  mulpd xmm5, xmm0
  mulpd xmm9, xmm2
  mulpd xmm3, xmm6
  movaps xmm1, xmmword ptr [rsp+0x80]
  movaps xmm0, xmm1
  cmppd xmm0, xmm1, 4
  movaps xmm2, xmmword ptr [rsp+0x90]
  movaps xmm6, xmm2
  cmppd xmm6, xmm2, 4
  movaps xmm8, xmmword ptr [rsp+0xa0]
  movaps xmm10, xmm8
  cmppd xmm10, xmm8, 4
  movaps xmm11, xmmword ptr [rsp+0xb0]
  movaps xmm12, xmm11
  cmppd xmm12, xmm11, 4
  blendvpd xmm4, xmm1
  movaps xmm0, xmm6
  blendvpd xmm5, xmm2
  movaps xmm0, xmm10
  blendvpd xmm9, xmm8
  movaps xmm0, xmm12
  blendvpd xmm3, xmm11
  movaps xmm0, xmm4
  cvtsd2ss xmm0, xmm4
  movaps xmm6, xmm4
  shufpd xmm6, xmm4, 1
  movaps xmm4, xmm6
  cvtsd2ss xmm4, xmm6
  movaps xmm6, xmm5
  cvtsd2ss xmm6, xmm5
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
  movaps xmm7, xmm3
  shufpd xmm7, xmm3, 1
  movaps xmm3, xmm7
  cvtsd2ss xmm3, xmm7
  insertps xmm0, xmm4, 0x10
  insertps xmm0, xmm6, 0x20
  insertps xmm0, xmm5, 0x30
  insertps xmm10, xmm9, 0x10
  insertps xmm10, xmm12, 0x20
  insertps xmm10, xmm3, 0x30
  mov r11, qword ptr [rsp+0x780]
  movdqu xmmword ptr [r11+rsi*4], xmm0
  mov r11, qword ptr [rsp+0x780]
  movdqu xmmword ptr [r11+rsi*4+0x10], xmm10
  xorps xmm9, xmm9
  movaps xmm0, xmm9
  cmppd xmm0, xmm1, 1
  movaps xmm3, xmm9
  cmppd xmm3, xmm2, 1
  movaps xmm4, xmm9
  cmppd xmm4, xmm8, 1
  movaps xmm5, xmm9
  cmppd xmm5, xmm11, 1
  packssdw xmm0, xmm3
  packssdw xmm4, xmm5
  packssdw xmm0, xmm4
  movaps xmm3, xmm0
  packsswb xmm3, xmm0
  pabsb xmm0, xmm3
  movaps xmm3, xmm1
  cmppd xmm3, xmmword ptr [rip+0x21d2], 1  ; 0x2b20
  movaps xmm5, xmm2
  cmppd xmm5, xmmword ptr [rip+0x21c6], 1  ; 0x2b20
  movaps xmm6, xmm8
  cmppd xmm6, xmmword ptr [rip+0x21b9], 1  ; 0x2b20
  movaps xmm7, xmm11
  cmppd xmm7, xmmword ptr [rip+0x21ac], 1  ; 0x2b20
  packssdw xmm3, xmm5
  packssdw xmm6, xmm7
  packssdw xmm3, xmm6
  movaps xmm5, xmm3
  packsswb xmm5, xmm3
  pabsb xmm3, xmm5
  pand xmm0, xmm3
  pextrb edi, xmm0, 0
  movq xmm3, qword ptr [rip+0x2432]  ; 0x2dd0
  test dil, dil
  je .Lwhere3
  movaps xmm3, xmmword ptr [rsp]
.Lwhere3:
  pextrb ebx, xmm0, 1
  movq xmm5, qword ptr [rip+0x241b]  ; 0x2dd0
  test bl, bl
  je .Lwhere4
  movaps xmm5, xmmword ptr [rsp+0x10]
.Lwhere4:
  pextrb r12d, xmm0, 2
  movq xmm6, qword ptr [rip+0x2403]  ; 0x2dd0
  test r12b, r12b
  je .Lwhere5
  movaps xmm6, xmmword ptr [rsp+0x20]
.Lwhere5:
  pextrb r13d, xmm0, 3
  movq xmm7, qword ptr [rip+0x23ea]  ; 0x2dd0
  test r13b, r13b
  je .Lwhere6
  movaps xmm7, xmmword ptr [rsp+0x30]
.Lwhere6:
  pextrb r14d, xmm0, 4
  movq xmm10, qword ptr [rip+0x23d0]  ; 0x2dd0
  test r14b, r14b
  je .Lwhere7
  movaps xmm10, xmmword ptr [rsp+0x40]
.Lwhere7:
  pextrb r15d, xmm0, 5
  movq xmm12, qword ptr [rip+0x23b5]  ; 0x2dd0
  test r15b, r15b
  je .Lwhere8
  movaps xmm12, xmmword ptr [rsp+0x50]
.Lwhere8:
  pextrb r8d, xmm0, 6
  movq xmm4, qword ptr [rip+0x239b]  ; 0x2dd0
  test r8b, r8b
  je .Lwhere9
  movaps xmm4, xmmword ptr [rsp+0x60]
.Lwhere9:
  pextrb edx, xmm0, 7
  movq xmm0, qword ptr [rip+0x2383]  ; 0x2dd0
  test dl, dl
  je .Lwhere10
  movaps xmm0, xmmword ptr [rsp+0x70]
.Lwhere10:
  unpcklpd xmm3, xmm5
  unpcklpd xmm6, xmm7
  unpcklpd xmm10, xmm12
  unpcklpd xmm4, xmm0
  movaps xmm5, xmm3
  mulpd xmm5, xmmword ptr [rip+0x20de]  ; 0x2b50
  movaps xmm12, xmm6
  mulpd xmm12, xmmword ptr [rip+0x20d1]  ; 0x2b50
  movaps xmm9, xmm10
  mulpd xmm9, xmmword ptr [rip+0x20c4]  ; 0x2b50
  movaps xmm7, xmm4
  mulpd xmm7, xmmword ptr [rip+0x20b9]  ; 0x2b50
  movaps xmm0, xmm3
  cmppd xmm0, xmmword ptr [rip+0x209d], 1  ; 0x2b40
  movaps xmm11, xmm6
  cmppd xmm11, xmmword ptr [rip+0x208f], 1  ; 0x2b40
  movaps xmm8, xmm10
  cmppd xmm8, xmmword ptr [rip+0x2081], 1  ; 0x2b40
  movaps xmm2, xmm4
  cmppd xmm2, xmmword ptr [rip+0x2075], 1  ; 0x2b40
  movaps xmm1, xmm3
  blendvpd xmm1, xmm5
  movaps xmm5, xmm6
  movaps xmm0, xmm11
  blendvpd xmm5, xmm12
  movaps xmm11, xmm10
  movaps xmm0, xmm8
  blendvpd xmm11, xmm9
  movaps xmm8, xmm4
  movaps xmm0, xmm2
  blendvpd xmm8, xmm7
  movaps xmm0, xmm1
  pand xmm0, xmmword ptr [rip+0x205a]  ; 0x2b60
  movaps xmm7, xmm5
  pand xmm7, xmmword ptr [rip+0x204f]  ; 0x2b60
  movaps xmm9, xmm11
  pand xmm9, xmmword ptr [rip+0x2042]  ; 0x2b60
  movaps xmm12, xmm8
  pand xmm12, xmmword ptr [rip+0x2035]  ; 0x2b60
  movaps xmm2, xmm0
  por xmm2, xmmword ptr [rip+0x1f2a]  ; 0x2a60
  por xmm7, xmmword ptr [rip+0x1f22]  ; 0x2a60
  por xmm9, xmmword ptr [rip+0x1f19]  ; 0x2a60
  por xmm12, xmmword ptr [rip+0x1f10]  ; 0x2a60
  movaps xmmword ptr [rsp+0x170], xmm4
  movaps xmm4, xmm2
  mulpd xmm4, xmmword ptr [rip+0x1eed]  ; 0x2a50
  movaps xmmword ptr [rsp+0x160], xmm10
  movaps xmm10, xmm7
  mulpd xmm10, xmmword ptr [rip+0x1ed7]  ; 0x2a50
  movaps xmmword ptr [rsp+0x150], xmm6
  movaps xmm6, xmm9
  mulpd xmm6, xmmword ptr [rip+0x1ec3]  ; 0x2a50
  movaps xmmword ptr [rsp+0x140], xmm3
  movaps xmm3, xmm12
  mulpd xmm3, xmmword ptr [rip+0x1eaf]  ; 0x2a50
  movaps xmm0, xmmword ptr [rip+0x1f88]  ; 0x2b30
  cmppd xmm0, xmm2, 1
  movaps xmmword ptr [rsp+0x1b0], xmm8
  movaps xmm8, xmmword ptr [rip+0x1f72]  ; 0x2b30
  cmppd xmm8, xmm7, 1
  movaps xmmword ptr [rsp+0x1a0], xmm11
  movaps xmm11, xmmword ptr [rip+0x1f5b]  ; 0x2b30
  cmppd xmm11, xmm9, 1
  movaps xmmword ptr [rsp+0x190], xmm5
  movaps xmm5, xmmword ptr [rip+0x1f46]  ; 0x2b30
  cmppd xmm5, xmm12, 1
  movaps xmmword ptr [rsp+0x1c0], xmm2
  blendvpd xmm2, xmm4
  movaps xmm4, xmm7
  movaps xmm0, xmm8
  blendvpd xmm4, xmm10
  movaps xmm8, xmm9
  movaps xmm0, xmm11
  blendvpd xmm8, xmm6
  movaps xmm6, xmm12
  movaps xmm0, xmm5
  blendvpd xmm6, xmm3
  subpd xmm2, xmmword ptr [rip+0x1e34]  ; 0x2a60
  subpd xmm4, xmmword ptr [rip+0x1e2c]  ; 0x2a60
  subpd xmm8, xmmword ptr [rip+0x1e23]  ; 0x2a60
  subpd xmm6, xmmword ptr [rip+0x1e1b]  ; 0x2a60
  movaps xmm0, xmm2
  addpd xmm0, xmmword ptr [rip+0x1f30]  ; 0x2b80
  movaps xmm10, xmm4
  addpd xmm10, xmmword ptr [rip+0x1f23]  ; 0x2b80
  movaps xmm11, xmm8
  addpd xmm11, xmmword ptr [rip+0x1f16]  ; 0x2b80
  movaps xmm3, xmm6
  addpd xmm3, xmmword ptr [rip+0x1f0b]  ; 0x2b80
  movaps xmm5, xmm2
  divpd xmm5, xmm0
  movaps xmm0, xmm4
  divpd xmm0, xmm10
  movaps xmm10, xmm8
  divpd xmm10, xmm11
  movaps xmm11, xmm6
  divpd xmm11, xmm3
  movaps xmm3, xmm5
  mulpd xmm3, xmm5
  movaps xmmword ptr [rsp+0x1f0], xmm12
  movaps xmm12, xmm0
  mulpd xmm12, xmm0
  movaps xmmword ptr [rsp+0x1e0], xmm9
  movaps xmm9, xmm10
  mulpd xmm9, xmm10
  movaps xmmword ptr [rsp+0x1d0], xmm7
  movaps xmm7, xmm11
  mulpd xmm7, xmm11
  movaps xmmword ptr [rsp+0x180], xmm1
  movaps xmm1, xmmword ptr [rip+0x1eaf]  ; 0x2b90
  mulpd xmm1, xmm3
  movaps xmmword ptr [rsp+0x220], xmm11
  movaps xmm11, xmmword ptr [rip+0x1e9a]  ; 0x2b90
  mulpd xmm11, xmm12
  movaps xmmword ptr [rsp+0x210], xmm10
  movaps xmm10, xmmword ptr [rip+0x1e84]  ; 0x2b90
  mulpd xmm10, xmm9
  movaps xmmword ptr [rsp+0x200], xmm0
  movaps xmm0, xmmword ptr [rip+0x1e70]  ; 0x2b90
  mulpd xmm0, xmm7
  addpd xmm1, xmmword ptr [rip+0x1e74]  ; 0x2ba0
  addpd xmm11, xmmword ptr [rip+0x1e6b]  ; 0x2ba0
  addpd xmm10, xmmword ptr [rip+0x1e62]  ; 0x2ba0
  addpd xmm0, xmmword ptr [rip+0x1e5a]  ; 0x2ba0
  mulpd xmm1, xmm3
  mulpd xmm11, xmm12
  mulpd xmm10, xmm9
  mulpd xmm0, xmm7
  addpd xmm1, xmmword ptr [rip+0x1e50]  ; 0x2bb0
  addpd xmm11, xmmword ptr [rip+0x1e47]  ; 0x2bb0
  addpd xmm10, xmmword ptr [rip+0x1e3e]  ; 0x2bb0
  addpd xmm0, xmmword ptr [rip+0x1e36]  ; 0x2bb0
  mulpd xmm1, xmm3
  mulpd xmm11, xmm12
  mulpd xmm10, xmm9
  mulpd xmm0, xmm7
  addpd xmm1, xmmword ptr [rip+0x1e2c]  ; 0x2bc0
  addpd xmm11, xmmword ptr [rip+0x1e23]  ; 0x2bc0
  addpd xmm10, xmmword ptr [rip+0x1e1a]  ; 0x2bc0
  addpd xmm0, xmmword ptr [rip+0x1e12]  ; 0x2bc0
  mulpd xmm1, xmm3
  mulpd xmm11, xmm12
  mulpd xmm10, xmm9
  mulpd xmm0, xmm7
  addpd xmm1, xmmword ptr [rip+0x1e08]  ; 0x2bd0
  addpd xmm11, xmmword ptr [rip+0x1dff]  ; 0x2bd0
  addpd xmm10, xmmword ptr [rip+0x1df6]  ; 0x2bd0
  addpd xmm0, xmmword ptr [rip+0x1dee]  ; 0x2bd0
  mulpd xmm1, xmm3
  mulpd xmm11, xmm12
  mulpd xmm10, xmm9
  mulpd xmm0, xmm7
  addpd xmm1, xmmword ptr [rip+0x1de4]  ; 0x2be0
  addpd xmm11, xmmword ptr [rip+0x1ddb]  ; 0x2be0
  addpd xmm10, xmmword ptr [rip+0x1dd2]  ; 0x2be0
  addpd xmm0, xmmword ptr [rip+0x1dca]  ; 0x2be0
  mulpd xmm3, xmm1
  mulpd xmm12, xmm11
  mulpd xmm9, xmm10
  mulpd xmm7, xmm0
  movaps xmm0, xmm2
  mulpd xmm0, xmm2
  movaps xmm1, xmm4
  mulpd xmm1, xmm4
  movaps xmm10, xmm8
  mulpd xmm10, xmm8
  movaps xmm11, xmm6
  mulpd xmm11, xmm6
  mulpd xmm0, xmmword ptr [rip+0x1c00]  ; 0x2a50
  mulpd xmm1, xmmword ptr [rip+0x1bf8]  ; 0x2a50
  mulpd xmm10, xmmword ptr [rip+0x1bef]  ; 0x2a50
  mulpd xmm11, xmmword ptr [rip+0x1be6]  ; 0x2a50
  addpd xmm3, xmm0
  addpd xmm12, xmm1
  addpd xmm9, xmm10
  addpd xmm7, xmm11
  mulpd xmm5, xmm3
  movaps xmm3, xmmword ptr [rsp+0x200]
  mulpd xmm3, xmm12
  movaps xmm12, xmmword ptr [rsp+0x210]
  mulpd xmm12, xmm9
  movaps xmm9, xmmword ptr [rsp+0x220]
  mulpd xmm9, xmm7
  movaps xmm7, xmm2
  subpd xmm7, xmm0
  movaps xmmword ptr [rsp+0x250], xmm9
  movaps xmm9, xmm4
  subpd xmm9, xmm1
  movaps xmmword ptr [rsp+0x240], xmm12
  movaps xmm12, xmm8
  subpd xmm12, xmm10
  movaps xmmword ptr [rsp+0x230], xmm3
  movaps xmm3, xmm6
  subpd xmm3, xmm11
  pand xmm7, xmmword ptr [rip+0x1c83]  ; 0x2b70
  pand xmm9, xmmword ptr [rip+0x1c7a]  ; 0x2b70
  pand xmm12, xmmword ptr [rip+0x1c71]  ; 0x2b70
  pand xmm3, xmmword ptr [rip+0x1c69]  ; 0x2b70
  subpd xmm2, xmm7
  subpd xmm4, xmm9
  subpd xmm8, xmm12
  subpd xmm6, xmm3
  subpd xmm2, xmm0
  subpd xmm4, xmm1
  subpd xmm8, xmm10
  subpd xmm6, xmm11
  addpd xmm2, xmm5
  addpd xmm4, xmmword ptr [rsp+0x230]
  addpd xmm8, xmmword ptr [rsp+0x240]
  addpd xmm6, xmmword ptr [rsp+0x250]
  movaps xmm0, xmm2
  addpd xmm0, xmm7
  movaps xmm1, xmm4
  addpd xmm1, xmm9
  movaps xmm5, xmm8
  addpd xmm5, xmm12
  movaps xmm10, xmm6
  addpd xmm10, xmm3
  mulpd xmm0, xmmword ptr [rip+0x1c7c]  ; 0x2bf0
  mulpd xmm1, xmmword ptr [rip+0x1c74]  ; 0x2bf0
  mulpd xmm5, xmmword ptr [rip+0x1c6c]  ; 0x2bf0
  mulpd xmm10, xmmword ptr [rip+0x1c63]  ; 0x2bf0
  mulpd xmm2, xmmword ptr [rip+0x1c6b]  ; 0x2c00
  mulpd xmm4, xmmword ptr [rip+0x1c63]  ; 0x2c00
  mulpd xmm8, xmmword ptr [rip+0x1c5a]  ; 0x2c00
  mulpd xmm6, xmmword ptr [rip+0x1c52]  ; 0x2c00
  movaps xmm11, xmm0
  addpd xmm11, xmm2
  addpd xmm1, xmm4
  addpd xmm5, xmm8
  addpd xmm10, xmm6
  movaps xmm0, xmmword ptr [rsp+0x180]
  movaps xmm2, xmm0
  psrlq xmm2, 0x3f
  movaps xmm4, xmmword ptr [rsp+0x190]
  movaps xmm6, xmm4
  psrlq xmm6, 0x3f
  movaps xmm8, xmmword ptr [rsp+0x1a0]
  psrlq xmm8, 0x3f
  movaps xmm4, xmmword ptr [rsp+0x1b0]
  psrlq xmm4, 0x3f
  xorps xmm0, xmm0
  psubq xmm0, xmm2
  xorps xmm2, xmm2
  psubq xmm2, xmm6
  xorps xmm6, xmm6
  psubq xmm6, xmm8
  xorps xmm8, xmm8
  psubq xmm8, xmm4
  psllq xmm0, 0xc
  psllq xmm2, 0xc
  psllq xmm6, 0xc
  psllq xmm8, 0xc
  movaps xmm4, xmmword ptr [rsp+0x180]
  psrlq xmm4, 0x34
  movaps xmmword ptr [rsp+0x2a0], xmm10
  movaps xmm10, xmmword ptr [rsp+0x190]
  psrlq xmm10, 0x34
  movaps xmmword ptr [rsp+0x290], xmm5
  movaps xmm5, xmmword ptr [rsp+0x1a0]
  psrlq xmm5, 0x34
  movaps xmmword ptr [rsp+0x280], xmm1
  movaps xmm1, xmmword ptr [rsp+0x1b0]
  psrlq xmm1, 0x34
  por xmm4, xmm0
  por xmm10, xmm2
  por xmm5, xmm6
  por xmm1, xmm8
  psubq xmm4, xmmword ptr [rip+0x1a72]  ; 0x2b10
  psubq xmm10, xmmword ptr [rip+0x1a69]  ; 0x2b10
  psubq xmm5, xmmword ptr [rip+0x1a61]  ; 0x2b10
  psubq xmm1, xmmword ptr [rip+0x1a59]  ; 0x2b10
  pextrq rcx, xmm4, 0
  xorpd xmm0, xmm0
  cvtsi2sd xmm0, rcx
  pextrq rcx, xmm4, 1
  xorpd xmm4, xmm4
  cvtsi2sd xmm4, rcx
  pextrq rcx, xmm10, 0
  xorpd xmm6, xmm6
  cvtsi2sd xmm6, rcx
  pextrq rcx, xmm10, 1
  xorpd xmm8, xmm8
  cvtsi2sd xmm8, rcx
  pextrq rcx, xmm5, 0
  xorpd xmm10, xmm10
  cvtsi2sd xmm10, rcx
  pextrq rcx, xmm5, 1
  xorpd xmm5, xmm5
  cvtsi2sd xmm5, rcx
  pextrq rcx, xmm1, 0
  xorpd xmm2, xmm2
  cvtsi2sd xmm2, rcx
  pextrq rcx, xmm1, 1
  xorpd xmm1, xmm1
  cvtsi2sd xmm1, rcx
  movaps xmmword ptr [rsp+0x270], xmm11
  movaps xmm11, xmm0
  unpcklpd xmm11, xmm4
  unpcklpd xmm6, xmm8
  unpcklpd xmm10, xmm5
  unpcklpd xmm2, xmm1
  movaps xmm0, xmmword ptr [rsp+0x140]
  cmppd xmm0, xmmword ptr [rip+0x19d6], 1  ; 0x2b40
  movaps xmm4, xmmword ptr [rsp+0x150]
  cmppd xmm4, xmmword ptr [rip+0x19c5], 1  ; 0x2b40
  movaps xmm5, xmmword ptr [rsp+0x160]
  cmppd xmm5, xmmword ptr [rip+0x19b4], 1  ; 0x2b40
  movaps xmm8, xmmword ptr [rsp+0x170]
  cmppd xmm8, xmmword ptr [rip+0x19a1], 1  ; 0x2b40
  xorps xmm1, xmm1
  blendvpd xmm1, xmmword ptr [rip+0x1a65]  ; 0x2c10
  movaps xmmword ptr [rsp+0x260], xmm3
  xorps xmm3, xmm3
  movaps xmm0, xmm4
  blendvpd xmm3, xmmword ptr [rip+0x1a4e]  ; 0x2c10
  xorps xmm4, xmm4
  movaps xmm0, xmm5
  blendvpd xmm4, xmmword ptr [rip+0x1a3f]  ; 0x2c10
  xorps xmm5, xmm5
  movaps xmm0, xmm8
  blendvpd xmm5, xmmword ptr [rip+0x1a2f]  ; 0x2c10
  subpd xmm11, xmm1
  subpd xmm6, xmm3
  subpd xmm10, xmm4
  subpd xmm2, xmm5
  movaps xmm0, xmmword ptr [rip+0x1936]  ; 0x2b30
  cmppd xmm0, xmmword ptr [rsp+0x1c0], 1
  movaps xmm3, xmmword ptr [rip+0x1925]  ; 0x2b30
  cmppd xmm3, xmmword ptr [rsp+0x1d0], 1
  movaps xmm4, xmmword ptr [rip+0x1914]  ; 0x2b30
  cmppd xmm4, xmmword ptr [rsp+0x1e0], 1
  movaps xmm5, xmmword ptr [rip+0x1903]  ; 0x2b30
  cmppd xmm5, xmmword ptr [rsp+0x1f0], 1
  xorps xmm1, xmm1
  movaps xmm8, xmm1
  blendvpd xmm8, xmmword ptr [rip+0x1818]  ; 0x2a60
  movaps xmm0, xmm3
  blendvpd xmm1, xmmword ptr [rip+0x180c]  ; 0x2a60
  xorps xmm3, xmm3
  movaps xmm0, xmm4
  blendvpd xmm3, xmmword ptr [rip+0x17fd]  ; 0x2a60
  xorps xmm4, xmm4
  movaps xmm0, xmm5
  blendvpd xmm4, xmmword ptr [rip+0x17ee]  ; 0x2a60
  addpd xmm11, xmm8
  addpd xmm6, xmm1
  addpd xmm10, xmm3
  addpd xmm2, xmm4
  mulpd xmm7, xmmword ptr [rip+0x1974]  ; 0x2c00
  mulpd xmm9, xmmword ptr [rip+0x196b]  ; 0x2c00
  mulpd xmm12, xmmword ptr [rip+0x1962]  ; 0x2c00
  movaps xmm3, xmmword ptr [rsp+0x260]
  mulpd xmm3, xmmword ptr [rip+0x1952]  ; 0x2c00
  movaps xmm0, xmm11
  addpd xmm0, xmm7
  movaps xmm4, xmm6
  addpd xmm4, xmm9
  movaps xmm8, xmm10
  addpd xmm8, xmm12
  movaps xmm1, xmm2
  addpd xmm1, xmm3
  subpd xmm11, xmm0
  subpd xmm6, xmm4
  subpd xmm10, xmm8
  subpd xmm2, xmm1
  addpd xmm11, xmm7
  addpd xmm6, xmm9
  addpd xmm10, xmm12
  addpd xmm2, xmm3
  movaps xmm3, xmmword ptr [rsp+0x270]
  addpd xmm3, xmm11
  movaps xmm7, xmmword ptr [rsp+0x280]
  addpd xmm7, xmm6
  movaps xmm6, xmmword ptr [rsp+0x290]
  addpd xmm6, xmm10
  movaps xmm10, xmmword ptr [rsp+0x2a0]
  addpd xmm10, xmm2
  addpd xmm3, xmm0
  addpd xmm7, xmm4
  addpd xmm6, xmm8
  addpd xmm10, xmm1
  movaps xmm1, xmmword ptr [rsp+0x80]
  movaps xmm0, xmm1
  cmppd xmm0, xmmword ptr [rip+0x17d3], 0  ; 0x2b20
  movaps xmm2, xmmword ptr [rsp+0x90]
  movaps xmm8, xmm2
  cmppd xmm8, xmmword ptr [rip+0x17bd], 0  ; 0x2b20
  movaps xmm9, xmmword ptr [rsp+0xa0]
  movaps xmm11, xmm9
  cmppd xmm11, xmmword ptr [rip+0x17a6], 0  ; 0x2b20
  movaps xmm12, xmmword ptr [rsp+0xb0]
  movaps xmm5, xmm12
  cmppd xmm5, xmmword ptr [rip+0x1790], 0  ; 0x2b20
  movaps xmm4, xmmword ptr [rip+0x1899]  ; 0x2c30
  blendvpd xmm4, xmmword ptr [rip+0x1780]  ; 0x2b20
  movaps xmm12, xmmword ptr [rip+0x1888]  ; 0x2c30
  movaps xmm0, xmm8
  blendvpd xmm12, xmmword ptr [rip+0x176a]  ; 0x2b20
  movaps xmm8, xmmword ptr [rip+0x1872]  ; 0x2c30
  movaps xmm0, xmm11
  blendvpd xmm8, xmmword ptr [rip+0x1754]  ; 0x2b20
  movaps xmm11, xmmword ptr [rip+0x185c]  ; 0x2c30
  movaps xmm0, xmm5
  blendvpd xmm11, xmmword ptr [rip+0x173f]  ; 0x2b20
  movaps xmm0, xmm1
  xorps xmm5, xmm5
  cmppd xmm0, xmm5, 0
  movaps xmm5, xmm2
  xorps xmm15, xmm15
  cmppd xmm5, xmm15, 0
  xorps xmm15, xmm15
  cmppd xmm9, xmm15, 0
  movaps xmm2, xmmword ptr [rsp+0xb0]
  xorps xmm15, xmm15
  cmppd xmm2, xmm15, 0
  blendvpd xmm4, xmmword ptr [rip+0x1802]  ; 0x2c20
  movaps xmm0, xmm5
  blendvpd xmm12, xmmword ptr [rip+0x17f5]  ; 0x2c20
  movaps xmm0, xmm9
  blendvpd xmm8, xmmword ptr [rip+0x17e7]  ; 0x2c20
  movaps xmm0, xmm2
  blendvpd xmm11, xmmword ptr [rip+0x17da]  ; 0x2c20
  movaps xmm0, xmm4
  test dil, dil
  je .Lwhere11
  movaps xmm0, xmm3
.Lwhere11:
  movaps xmm2, xmm0
  cvtsd2ss xmm2, xmm0
  movaps xmm0, xmm3
  shufpd xmm0, xmm3, 1
  movaps xmm3, xmm4
  shufpd xmm3, xmm4, 1
  test bl, bl
  je .Lwhere12
  movaps xmm3, xmm0
.Lwhere12:
  movaps xmm0, xmm3
  cvtsd2ss xmm0, xmm3
  movaps xmm3, xmm12
  test r12b, r12b
  je .Lwhere13
  movaps xmm3, xmm7
.Lwhere13:
  movaps xmm4, xmm3
  cvtsd2ss xmm4, xmm3
  movaps xmm3, xmm7
  shufpd xmm3, xmm7, 1
  movaps xmm7, xmm12
  shufpd xmm7, xmm12, 1
  test r13b, r13b
  je .Lwhere14
  movaps xmm7, xmm3
.Lwhere14:
  movaps xmm3, xmm7
  cvtsd2ss xmm3, xmm7
  movaps xmm7, xmm8
  test r14b, r14b
  je .Lwhere15
  movaps xmm7, xmm6
.Lwhere15:
  movaps xmm9, xmm7
  cvtsd2ss xmm9, xmm7
  movaps xmm7, xmm6
  shufpd xmm7, xmm6, 1
  movaps xmm6, xmm8
  shufpd xmm6, xmm8, 1
  test r15b, r15b
  je .Lwhere16
  movaps xmm6, xmm7
.Lwhere16:
  movaps xmm7, xmm6
  cvtsd2ss xmm7, xmm6
  movaps xmm6, xmm11
  test r8b, r8b
  je .Lwhere17
  movaps xmm6, xmm10
.Lwhere17:
  movaps xmm8, xmm6
  cvtsd2ss xmm8, xmm6
  movaps xmm6, xmm10
  shufpd xmm6, xmm10, 1
  movaps xmm10, xmm11
  shufpd xmm10, xmm11, 1
  test dl, dl
  je .Lwhere18
  movaps xmm10, xmm6
.Lwhere18:
  movaps xmm6, xmm10
  cvtsd2ss xmm6, xmm10
  insertps xmm2, xmm0, 0x10
  insertps xmm2, xmm4, 0x20
  insertps xmm2, xmm3, 0x30
  insertps xmm9, xmm7, 0x10
  insertps xmm9, xmm8, 0x20
  insertps xmm9, xmm6, 0x30
  mov rdx, qword ptr [rsp+0x788]
  movdqu xmmword ptr [rdx+rsi*4], xmm2
  movdqu xmmword ptr [rdx+rsi*4+0x10], xmm9
  movaps xmm0, xmmword ptr [rip+0x1843]  ; 0x2da0
  movaps xmm2, xmm1
  xorpd xmm2, xmm0
  movaps xmm3, xmmword ptr [rsp+0x90]
  movaps xmm4, xmm3
  xorpd xmm4, xmm0
  movaps xmm9, xmmword ptr [rsp+0xa0]
  movaps xmm6, xmm9
  xorpd xmm6, xmm0
  movaps xmm7, xmm0
  movaps xmm12, xmmword ptr [rsp+0xb0]
  xorpd xmm7, xmm12
  movaps xmm0, xmm1
  xorps xmm8, xmm8
  cmppd xmm0, xmm8, 1
  movaps xmm10, xmm3
  cmppd xmm10, xmm8, 1
  movaps xmm11, xmm9
  cmppd xmm11, xmm8, 1
  movaps xmm5, xmm12
  cmppd xmm5, xmm8, 1
  movaps xmm8, xmm1
  blendvpd xmm8, xmm2
  movaps xmm2, xmm3
  movaps xmm0, xmm10
  blendvpd xmm2, xmm4
  movaps xmm4, xmm9
  movaps xmm0, xmm11
  blendvpd xmm4, xmm6
  movaps xmm6, xmm12
  movaps xmm0, xmm5
  blendvpd xmm6, xmm7
  movaps xmm0, xmm8
  cmppd xmm0, xmmword ptr [rip+0x1524], 1  ; 0x2b20
  movaps xmm7, xmm2
  cmppd xmm7, xmmword ptr [rip+0x1518], 1  ; 0x2b20
  movaps xmm10, xmm4
  cmppd xmm10, xmmword ptr [rip+0x150a], 1  ; 0x2b20
  movaps xmm11, xmm6
  cmppd xmm11, xmmword ptr [rip+0x14fc], 1  ; 0x2b20
  xorps xmm5, xmm5
  blendvpd xmm5, xmm1
  xorps xmm1, xmm1
  movaps xmm0, xmm7
  blendvpd xmm1, xmm3
  xorps xmm7, xmm7
  movaps xmm0, xmm10
  blendvpd xmm7, xmm9
  xorps xmm10, xmm10
  movaps xmm0, xmm11
  blendvpd xmm10, xmm12
  movaps xmm0, xmm5
  mulpd xmm0, xmmword ptr [rip+0x15f3]  ; 0x2c50
  movaps xmm11, xmm1
  mulpd xmm11, xmmword ptr [rip+0x15e6]  ; 0x2c50
  movaps xmm12, xmm7
  mulpd xmm12, xmmword ptr [rip+0x15d9]  ; 0x2c50
  movaps xmm9, xmm10
  mulpd xmm9, xmmword ptr [rip+0x15cc]  ; 0x2c50
  roundpd xmm3, xmm0, 0xb
  movaps xmmword ptr [rsp+0x2e0], xmm6
  roundpd xmm6, xmm11, 0xb
  movaps xmmword ptr [rsp+0x2d0], xmm4
  roundpd xmm4, xmm12, 0xb
  movaps xmmword ptr [rsp+0x2c0], xmm2
  roundpd xmm2, xmm9, 0xb
  movaps xmmword ptr [rsp+0x2b0], xmm8
  movaps xmm8, xmm0
  subpd xmm8, xmm3
  subpd xmm11, xmm6
  subpd xmm12, xmm4
  subpd xmm9, xmm2
  movaps xmm0, xmmword ptr [rip+0x1371]  ; 0x2a50
  cmppd xmm0, xmm8, 1
  movaps xmmword ptr [rsp+0x320], xmm10
  movaps xmm10, xmmword ptr [rip+0x135a]  ; 0x2a50
  cmppd xmm10, xmm11, 1
  movaps xmmword ptr [rsp+0x310], xmm7
  movaps xmm7, xmmword ptr [rip+0x1345]  ; 0x2a50
  cmppd xmm7, xmm12, 1
  movaps xmmword ptr [rsp+0x300], xmm1
  movaps xmm1, xmmword ptr [rip+0x1330]  ; 0x2a50
  cmppd xmm1, xmm9, 1
  movaps xmmword ptr [rsp+0x2f0], xmm5
  xorps xmm5, xmm5
  blendvpd xmm5, xmmword ptr [rip+0x1326]  ; 0x2a60
  movaps xmmword ptr [rsp+0x330], xmm9
  xorps xmm9, xmm9
  movaps xmm0, xmm10
  blendvpd xmm9, xmmword ptr [rip+0x130b]  ; 0x2a60
  xorps xmm10, xmm10
  movaps xmm0, xmm7
  blendvpd xmm10, xmmword ptr [rip+0x12fa]  ; 0x2a60
  xorps xmm7, xmm7
  movaps xmm0, xmm1
  blendvpd xmm7, xmmword ptr [rip+0x12eb]  ; 0x2a60
  addpd xmm3, xmm5
  addpd xmm6, xmm9
  addpd xmm4, xmm10
  addpd xmm2, xmm7
  cmppd xmm8, xmmword ptr [rip+0x12df], 1  ; 0x2a70
  cmppd xmm11, xmmword ptr [rip+0x12d5], 1  ; 0x2a70
  cmppd xmm12, xmmword ptr [rip+0x12cb], 1  ; 0x2a70
  movaps xmm9, xmmword ptr [rsp+0x330]
  cmppd xmm9, xmmword ptr [rip+0x12b8], 1  ; 0x2a70
  xorps xmm10, xmm10
  movaps xmm7, xmm10
  movaps xmm0, xmm8
  blendvpd xmm7, xmmword ptr [rip+0x1293]  ; 0x2a60
  movaps xmm8, xmm10
  movaps xmm0, xmm11
  blendvpd xmm8, xmmword ptr [rip+0x1281]  ; 0x2a60
  movaps xmm11, xmm10
  movaps xmm0, xmm12
  blendvpd xmm11, xmmword ptr [rip+0x126f]  ; 0x2a60
  movaps xmm12, xmm10
  movaps xmm0, xmm9
  blendvpd xmm12, xmmword ptr [rip+0x125d]  ; 0x2a60
  subpd xmm3, xmm7
  subpd xmm6, xmm8
  subpd xmm4, xmm11
  subpd xmm2, xmm12
  movaps xmm0, xmm3
  mulpd xmm0, xmmword ptr [rip+0x146f]  ; 0x2c90
  movaps xmm8, xmm6
  mulpd xmm8, xmmword ptr [rip+0x1462]  ; 0x2c90
  movaps xmm9, xmm4
  mulpd xmm9, xmmword ptr [rip+0x1455]  ; 0x2c90
  movaps xmm11, xmm2
  mulpd xmm11, xmmword ptr [rip+0x1448]  ; 0x2c90
  movaps xmm12, xmmword ptr [rsp+0x2f0]
  subpd xmm12, xmm0
  movaps xmm0, xmmword ptr [rsp+0x300]
  subpd xmm0, xmm8
  movaps xmm8, xmmword ptr [rsp+0x310]
  subpd xmm8, xmm9
  movaps xmm9, xmmword ptr [rsp+0x320]
  subpd xmm9, xmm11
  movaps xmm11, xmm3
  mulpd xmm11, xmmword ptr [rip+0x1414]  ; 0x2ca0
  movaps xmm7, xmm6
  mulpd xmm7, xmmword ptr [rip+0x1409]  ; 0x2ca0
  movaps xmm1, xmm4
  mulpd xmm1, xmmword ptr [rip+0x13fe]  ; 0x2ca0
  movaps xmm10, xmm2
  mulpd xmm10, xmmword ptr [rip+0x13f1]  ; 0x2ca0
  movaps xmm5, xmm12
  subpd xmm5, xmm11
  movaps xmmword ptr [rsp+0x3c0], xmm11
  movaps xmm11, xmm0
  subpd xmm11, xmm7
  movaps xmmword ptr [rsp+0x3d0], xmm7
  movaps xmm7, xmm8
  subpd xmm7, xmm1
  movaps xmmword ptr [rsp+0x3e0], xmm1
  movaps xmm1, xmm9
  subpd xmm1, xmm10
  movaps xmmword ptr [rsp+0x340], xmm3
  mulpd xmm3, xmmword ptr [rip+0x13b5]  ; 0x2cb0
  movaps xmmword ptr [rsp+0x350], xmm6
  mulpd xmm6, xmmword ptr [rip+0x13a5]  ; 0x2cb0
  movaps xmmword ptr [rsp+0x360], xmm4
  mulpd xmm4, xmmword ptr [rip+0x1395]  ; 0x2cb0
  movaps xmmword ptr [rsp+0x370], xmm2
  mulpd xmm2, xmmword ptr [rip+0x1385]  ; 0x2cb0
  movaps xmmword ptr [rsp+0x3f0], xmm10
  movaps xmm10, xmm5
  subpd xmm10, xmm3
  movaps xmmword ptr [rsp+0x3b0], xmm9
  movaps xmm9, xmm11
  subpd xmm9, xmm6
  movaps xmmword ptr [rsp+0x3a0], xmm8
  movaps xmm8, xmm7
  subpd xmm8, xmm4
  movaps xmmword ptr [rsp+0x390], xmm0
  movaps xmm0, xmm1
  subpd xmm0, xmm2
  movaps xmmword ptr [rsp+0x380], xmm12
  movaps xmm12, xmm10
  subpd xmm12, xmm5
  movaps xmmword ptr [rsp+0x450], xmm2
  movaps xmm2, xmm9
  subpd xmm2, xmm11
  movaps xmmword ptr [rsp+0x440], xmm4
  movaps xmm4, xmm8
  subpd xmm4, xmm7
  movaps xmmword ptr [rsp+0x430], xmm6
  movaps xmm6, xmm0
  subpd xmm6, xmm1
  movaps xmmword ptr [rsp+0x460], xmm10
  subpd xmm10, xmm12
  movaps xmmword ptr [rsp+0x470], xmm9
  subpd xmm9, xmm2
  movaps xmmword ptr [rsp+0x480], xmm8
  subpd xmm8, xmm4
  movaps xmmword ptr [rsp+0x490], xmm0
  subpd xmm0, xmm6
  movaps xmmword ptr [rsp+0x400], xmm5
  subpd xmm5, xmm10
  movaps xmm10, xmm11
  subpd xmm10, xmm9
  movaps xmm9, xmm7
  subpd xmm9, xmm8
  movaps xmm8, xmm1
  subpd xmm8, xmm0
  movaps xmm0, xmmword ptr [rip+0x1389]  ; 0x2da0
  xorpd xmm3, xmm0
  movaps xmm0, xmmword ptr [rsp+0x430]
  xorpd xmm0, xmmword ptr [rip+0x1375]  ; 0x2da0
  movaps xmmword ptr [rsp+0x420], xmm1
  movaps xmm1, xmmword ptr [rsp+0x440]
  xorpd xmm1, xmmword ptr [rip+0x135d]  ; 0x2da0
  movaps xmmword ptr [rsp+0x410], xmm7
  movaps xmm7, xmmword ptr [rsp+0x450]
  xorpd xmm7, xmmword ptr [rip+0x1345]  ; 0x2da0
  subpd xmm3, xmm12
  subpd xmm0, xmm2
  subpd xmm1, xmm4
  subpd xmm7, xmm6
  addpd xmm5, xmm3
  addpd xmm10, xmm0
  addpd xmm9, xmm1
  addpd xmm8, xmm7
  movaps xmm0, xmmword ptr [rsp+0x400]
  movaps xmm1, xmm0
  movaps xmm12, xmmword ptr [rsp+0x380]
  subpd xmm1, xmm12
  movaps xmm2, xmm11
  movaps xmm3, xmmword ptr [rsp+0x390]
  subpd xmm2, xmm3
  movaps xmm7, xmmword ptr [rsp+0x410]
  movaps xmm4, xmm7
  movaps xmm6, xmmword ptr [rsp+0x3a0]
  subpd xmm4, xmm6
  movaps xmm6, xmmword ptr [rsp+0x420]
  movaps xmm3, xmm6
  subpd xmm3, xmmword ptr [rsp+0x3b0]
  subpd xmm0, xmm1
  subpd xmm11, xmm2
  subpd xmm7, xmm4
  subpd xmm6, xmm3
  subpd xmm12, xmm0
  movaps xmm0, xmmword ptr [rsp+0x390]
  subpd xmm0, xmm11
  movaps xmm11, xmmword ptr [rsp+0x3a0]
  subpd xmm11, xmm7
  movaps xmm7, xmmword ptr [rsp+0x3b0]
  subpd xmm7, xmm6
  movaps xmm6, xmmword ptr [rip+0x1289]  ; 0x2da0
  movaps xmm6, xmmword ptr [rsp+0x3c0]
  xorpd xmm6, xmmword ptr [rip+0x1279]  ; 0x2da0
  movaps xmmword ptr [rsp+0x4c0], xmm8
  movaps xmm8, xmmword ptr [rsp+0x3d0]
  xorpd xmm8, xmmword ptr [rip+0x125e]  ; 0x2da0
  movaps xmmword ptr [rsp+0x4b0], xmm9
  movaps xmm9, xmmword ptr [rsp+0x3e0]
  xorpd xmm9, xmmword ptr [rip+0x1243]  ; 0x2da0
  movaps xmmword ptr [rsp+0x4a0], xmm10
  movaps xmm10, xmmword ptr [rsp+0x3f0]
  xorpd xmm10, xmmword ptr [rip+0x1228]  ; 0x2da0
  subpd xmm6, xmm1
  subpd xmm8, xmm2
  subpd xmm9, xmm4
  subpd xmm10, xmm3
  addpd xmm12, xmm6
  addpd xmm0, xmm8
  addpd xmm11, xmm9
  addpd xmm7, xmm10
  xorps xmm10, xmm10
  addpd xmm12, xmm10
  addpd xmm0, xmm10
  addpd xmm11, xmm10
  addpd xmm7, xmm10
  addpd xmm12, xmm5
  addpd xmm0, xmmword ptr [rsp+0x4a0]
  addpd xmm11, xmmword ptr [rsp+0x4b0]
  addpd xmm7, xmmword ptr [rsp+0x4c0]
  movaps xmm3, xmmword ptr [rsp+0x340]
  movaps xmm1, xmm3
  mulpd xmm1, xmmword ptr [rip+0x10d5]  ; 0x2cc0
  movaps xmm6, xmmword ptr [rsp+0x350]
  movaps xmm4, xmm6
  mulpd xmm4, xmmword ptr [rip+0x10c2]  ; 0x2cc0
  movaps xmm5, xmmword ptr [rsp+0x360]
  movaps xmm8, xmm5
  mulpd xmm8, xmmword ptr [rip+0x10ad]  ; 0x2cc0
  movaps xmm9, xmmword ptr [rsp+0x370]
  movaps xmm10, xmm9
  mulpd xmm10, xmmword ptr [rip+0x1097]  ; 0x2cc0
  movaps xmm2, xmmword ptr [rsp+0x460]
  movaps xmm9, xmm2
  subpd xmm9, xmm1
  movaps xmm5, xmmword ptr [rsp+0x470]
  movaps xmm6, xmm5
  subpd xmm6, xmm4
  movaps xmm3, xmmword ptr [rsp+0x480]
  subpd xmm3, xmm8
  movaps xmm5, xmmword ptr [rsp+0x490]
  subpd xmm5, xmm10
  movaps xmm2, xmm9
  subpd xmm2, xmmword ptr [rsp+0x460]
  movaps xmmword ptr [rsp+0x500], xmm7
  movaps xmm7, xmm6
  subpd xmm7, xmmword ptr [rsp+0x470]
  movaps xmmword ptr [rsp+0x4f0], xmm11
  movaps xmm11, xmm3
  subpd xmm11, xmmword ptr [rsp+0x480]
  movaps xmmword ptr [rsp+0x4e0], xmm0
  movaps xmm0, xmm5
  subpd xmm0, xmmword ptr [rsp+0x490]
  movaps xmmword ptr [rsp+0x510], xmm9
  subpd xmm9, xmm2
  movaps xmmword ptr [rsp+0x520], xmm6
  subpd xmm6, xmm7
  movaps xmmword ptr [rsp+0x530], xmm3
  subpd xmm3, xmm11
  movaps xmmword ptr [rsp+0x540], xmm5
  subpd xmm5, xmm0
  movaps xmmword ptr [rsp+0x4d0], xmm12
  movaps xmm12, xmmword ptr [rsp+0x460]
  subpd xmm12, xmm9
  movaps xmm9, xmmword ptr [rsp+0x470]
  subpd xmm9, xmm6
  movaps xmm6, xmmword ptr [rsp+0x480]
  subpd xmm6, xmm3
  movaps xmm3, xmmword ptr [rsp+0x490]
  subpd xmm3, xmm5
  movaps xmm5, xmmword ptr [rip+0x107a]  ; 0x2da0
  xorpd xmm1, xmm5
  xorpd xmm4, xmm5
  xorpd xmm8, xmm5
  xorpd xmm10, xmm5
  subpd xmm1, xmm2
  subpd xmm4, xmm7
  subpd xmm8, xmm11
  subpd xmm10, xmm0
  addpd xmm12, xmm1
  addpd xmm9, xmm4
  addpd xmm6, xmm8
  addpd xmm3, xmm10
  movaps xmm1, xmmword ptr [rsp+0x4d0]
  addpd xmm1, xmm12
  movaps xmm2, xmmword ptr [rsp+0x4e0]
  addpd xmm2, xmm9
  movaps xmm11, xmmword ptr [rsp+0x4f0]
  addpd xmm11, xmm6
  movaps xmm7, xmmword ptr [rsp+0x500]
  addpd xmm7, xmm3
  movaps xmm9, xmmword ptr [rsp+0x510]
  movaps xmm3, xmm9
  addpd xmm3, xmm1
  movaps xmm6, xmmword ptr [rsp+0x520]
  movaps xmm4, xmm6
  addpd xmm4, xmm2
  movaps xmm5, xmmword ptr [rsp+0x530]
  movaps xmm8, xmm5
  addpd xmm8, xmm11
  movaps xmm10, xmmword ptr [rsp+0x540]
  movaps xmm12, xmm10
  addpd xmm12, xmm7
  movaps xmm0, xmmword ptr [rip+0xc84]  ; 0x2a60
  minpd xmm0, xmm3
  movaps xmm10, xmmword ptr [rip+0xc78]  ; 0x2a60
  minpd xmm10, xmm4
  movaps xmm5, xmmword ptr [rip+0xc6c]  ; 0x2a60
  minpd xmm5, xmm8
  movaps xmm6, xmmword ptr [rip+0xc60]  ; 0x2a60
  minpd xmm6, xmm12
  movaps xmm9, xmm3
  cmppd xmm9, xmmword ptr [rip+0xebd], 1  ; 0x2cd0
  movaps xmmword ptr [rsp+0x580], xmm7
  movaps xmm7, xmm4
  cmppd xmm7, xmmword ptr [rip+0xea9], 1  ; 0x2cd0
  movaps xmmword ptr [rsp+0x570], xmm11
  movaps xmm11, xmm8
  cmppd xmm11, xmmword ptr [rip+0xe92], 1  ; 0x2cd0
  movaps xmmword ptr [rsp+0x560], xmm2
  movaps xmm2, xmm12
  cmppd xmm2, xmmword ptr [rip+0xe7d], 1  ; 0x2cd0
  movaps xmmword ptr [rsp+0x550], xmm1
  movaps xmm1, xmm0
  movaps xmm0, xmm9
  blendvpd xmm1, xmmword ptr [rip+0xe65]  ; 0x2cd0
  movaps xmm0, xmm7
  blendvpd xmm10, xmmword ptr [rip+0xe58]  ; 0x2cd0
  movaps xmm0, xmm11
  blendvpd xmm5, xmmword ptr [rip+0xe4b]  ; 0x2cd0
  movaps xmm0, xmm2
  blendvpd xmm6, xmmword ptr [rip+0xe3f]  ; 0x2cd0
  movaps xmm2, xmm1
  mulpd xmm2, xmm1
  movaps xmm7, xmm10
  mulpd xmm7, xmm10
  movaps xmm11, xmm5
  mulpd xmm11, xmm5
  movaps xmm9, xmm6
  mulpd xmm9, xmm6
  movaps xmm0, xmmword ptr [rip+0xe26]  ; 0x2ce0
  mulpd xmm0, xmm2
  movaps xmmword ptr [rsp+0x5c0], xmm6
  movaps xmm6, xmmword ptr [rip+0xe13]  ; 0x2ce0
  mulpd xmm6, xmm7
  movaps xmmword ptr [rsp+0x5b0], xmm5
  movaps xmm5, xmmword ptr [rip+0xe00]  ; 0x2ce0
  mulpd xmm5, xmm11
  movaps xmmword ptr [rsp+0x5a0], xmm10
  movaps xmm10, xmmword ptr [rip+0xdea]  ; 0x2ce0
  mulpd xmm10, xmm9
  addpd xmm0, xmmword ptr [rip+0xded]  ; 0x2cf0
  addpd xmm6, xmmword ptr [rip+0xde5]  ; 0x2cf0
  addpd xmm5, xmmword ptr [rip+0xddd]  ; 0x2cf0
  addpd xmm10, xmmword ptr [rip+0xdd4]  ; 0x2cf0
  mulpd xmm0, xmm2
  mulpd xmm6, xmm7
  mulpd xmm5, xmm11
  mulpd xmm10, xmm9
  addpd xmm0, xmmword ptr [rip+0xdca]  ; 0x2d00
  addpd xmm6, xmmword ptr [rip+0xdc2]  ; 0x2d00
  addpd xmm5, xmmword ptr [rip+0xdba]  ; 0x2d00
  addpd xmm10, xmmword ptr [rip+0xdb1]  ; 0x2d00
  mulpd xmm0, xmm2
  mulpd xmm6, xmm7
  mulpd xmm5, xmm11
  mulpd xmm10, xmm9
  addpd xmm0, xmmword ptr [rip+0xda7]  ; 0x2d10
  addpd xmm6, xmmword ptr [rip+0xd9f]  ; 0x2d10
  addpd xmm5, xmmword ptr [rip+0xd97]  ; 0x2d10
  addpd xmm10, xmmword ptr [rip+0xd8e]  ; 0x2d10
  mulpd xmm0, xmm2
  mulpd xmm6, xmm7
  mulpd xmm5, xmm11
  mulpd xmm10, xmm9
  addpd xmm0, xmmword ptr [rip+0xd84]  ; 0x2d20
  addpd xmm6, xmmword ptr [rip+0xd7c]  ; 0x2d20
  addpd xmm5, xmmword ptr [rip+0xd74]  ; 0x2d20
  addpd xmm10, xmmword ptr [rip+0xd6b]  ; 0x2d20
  movaps xmmword ptr [rsp+0x590], xmm1
  movaps xmm1, xmm2
  mulpd xmm1, xmm2
  movaps xmmword ptr [rsp+0x5d0], xmm2
  movaps xmm2, xmm7
  mulpd xmm2, xmm7
  movaps xmmword ptr [rsp+0x5e0], xmm7
  movaps xmm7, xmm11
  mulpd xmm7, xmm11
  movaps xmmword ptr [rsp+0x5f0], xmm11
  movaps xmm11, xmm9
  mulpd xmm11, xmm9
  mulpd xmm1, xmm0
  mulpd xmm2, xmm6
  mulpd xmm7, xmm5
  mulpd xmm11, xmm10
  subpd xmm3, xmmword ptr [rsp+0x510]
  subpd xmm4, xmmword ptr [rsp+0x520]
  subpd xmm8, xmmword ptr [rsp+0x530]
  subpd xmm12, xmmword ptr [rsp+0x540]
  movaps xmm0, xmmword ptr [rsp+0x550]
  subpd xmm0, xmm3
  movaps xmm3, xmmword ptr [rsp+0x560]
  subpd xmm3, xmm4
  movaps xmm4, xmmword ptr [rsp+0x570]
  subpd xmm4, xmm8
  movaps xmm5, xmmword ptr [rsp+0x580]
  subpd xmm5, xmm12
  movaps xmm8, xmmword ptr [rip+0xcd9]  ; 0x2d40
  minpd xmm8, xmm0
  movaps xmm10, xmmword ptr [rip+0xccc]  ; 0x2d40
  minpd xmm10, xmm3
  movaps xmm12, xmmword ptr [rip+0xcbf]  ; 0x2d40
  minpd xmm12, xmm4
  movaps xmm6, xmmword ptr [rip+0xcb3]  ; 0x2d40
  minpd xmm6, xmm5
  cmppd xmm0, xmmword ptr [rip+0xc96], 1  ; 0x2d30
  cmppd xmm3, xmmword ptr [rip+0xc8d], 1  ; 0x2d30
  cmppd xmm4, xmmword ptr [rip+0xc84], 1  ; 0x2d30
  cmppd xmm5, xmmword ptr [rip+0xc7b], 1  ; 0x2d30
  blendvpd xmm8, xmmword ptr [rip+0xc71]  ; 0x2d30
  movaps xmm0, xmm3
  blendvpd xmm10, xmmword ptr [rip+0xc64]  ; 0x2d30
  movaps xmm0, xmm4
  blendvpd xmm12, xmmword ptr [rip+0xc57]  ; 0x2d30
  movaps xmm0, xmm5
  blendvpd xmm6, xmmword ptr [rip+0xc4b]  ; 0x2d30
  movaps xmm0, xmmword ptr [rsp+0x590]
  movaps xmm4, xmm0
  mulpd xmm4, xmm8
  movaps xmm5, xmmword ptr [rsp+0x5a0]
  movaps xmm3, xmm5
  mulpd xmm3, xmm10
  movaps xmm5, xmmword ptr [rsp+0x5b0]
  mulpd xmm5, xmm12
  movaps xmm0, xmmword ptr [rsp+0x5c0]
  mulpd xmm0, xmm6
  subpd xmm1, xmm4
  subpd xmm2, xmm3
  subpd xmm7, xmm5
  subpd xmm11, xmm0
  movaps xmm0, xmmword ptr [rsp+0x5d0]
  movaps xmm3, xmm0
  mulpd xmm3, xmmword ptr [rip+0x90e]  ; 0x2a50
  movaps xmm4, xmmword ptr [rsp+0x5e0]
  movaps xmm5, xmm4
  mulpd xmm5, xmmword ptr [rip+0x8fb]  ; 0x2a50
  movaps xmm4, xmmword ptr [rsp+0x5f0]
  mulpd xmm4, xmmword ptr [rip+0x8eb]  ; 0x2a50
  movaps xmm0, xmm9
  mulpd xmm0, xmmword ptr [rip+0x8df]  ; 0x2a50
  movaps xmmword ptr [rsp+0x640], xmm6
  movaps xmm6, xmmword ptr [rip+0x8e0]  ; 0x2a60
  subpd xmm6, xmm3
  movaps xmmword ptr [rsp+0x630], xmm12
  movaps xmm12, xmmword ptr [rip+0x8cb]  ; 0x2a60
  subpd xmm12, xmm5
  movaps xmmword ptr [rsp+0x620], xmm10
  movaps xmm10, xmmword ptr [rip+0x8b5]  ; 0x2a60
  subpd xmm10, xmm4
  movaps xmmword ptr [rsp+0x610], xmm8
  movaps xmm8, xmmword ptr [rip+0x89f]  ; 0x2a60
  subpd xmm8, xmm0
  movaps xmmword ptr [rsp+0x600], xmm9
  movaps xmm9, xmmword ptr [rip+0x889]  ; 0x2a60
  subpd xmm9, xmm6
  movaps xmmword ptr [rsp+0x650], xmm6
  movaps xmm6, xmmword ptr [rip+0x875]  ; 0x2a60
  subpd xmm6, xmm12
  movaps xmmword ptr [rsp+0x660], xmm12
  movaps xmm12, xmmword ptr [rip+0x85f]  ; 0x2a60
  subpd xmm12, xmm10
  movaps xmmword ptr [rsp+0x670], xmm10
  movaps xmm10, xmmword ptr [rip+0x849]  ; 0x2a60
  subpd xmm10, xmm8
  subpd xmm9, xmm3
  subpd xmm6, xmm5
  subpd xmm12, xmm4
  subpd xmm10, xmm0
  addpd xmm9, xmm1
  addpd xmm6, xmm2
  addpd xmm12, xmm7
  addpd xmm10, xmm11
  movaps xmm1, xmmword ptr [rsp+0x650]
  addpd xmm1, xmm9
  movaps xmm2, xmmword ptr [rsp+0x660]
  addpd xmm2, xmm6
  movaps xmm3, xmmword ptr [rsp+0x670]
  addpd xmm3, xmm12
  addpd xmm8, xmm10
  movaps xmm0, xmmword ptr [rip+0xadc]  ; 0x2d50
  movaps xmm5, xmmword ptr [rsp+0x5d0]
  mulpd xmm0, xmm5
  movaps xmm6, xmmword ptr [rip+0xac9]  ; 0x2d50
  movaps xmm7, xmmword ptr [rsp+0x5e0]
  mulpd xmm6, xmm7
  movaps xmm9, xmmword ptr [rip+0xab5]  ; 0x2d50
  movaps xmm11, xmmword ptr [rsp+0x5f0]
  mulpd xmm9, xmm11
  movaps xmm10, xmmword ptr [rip+0xa9f]  ; 0x2d50
  movaps xmm12, xmmword ptr [rsp+0x600]
  mulpd xmm10, xmm12
  addpd xmm0, xmmword ptr [rip+0xa99]  ; 0x2d60
  addpd xmm6, xmmword ptr [rip+0xa91]  ; 0x2d60
  addpd xmm9, xmmword ptr [rip+0xa88]  ; 0x2d60
  addpd xmm10, xmmword ptr [rip+0xa7f]  ; 0x2d60
  mulpd xmm0, xmm5
  mulpd xmm6, xmm7
  mulpd xmm9, xmm11
  mulpd xmm10, xmm12
  addpd xmm0, xmmword ptr [rip+0xa75]  ; 0x2d70
  addpd xmm6, xmmword ptr [rip+0xa6d]  ; 0x2d70
  addpd xmm9, xmmword ptr [rip+0xa64]  ; 0x2d70
  addpd xmm10, xmmword ptr [rip+0xa5b]  ; 0x2d70
  mulpd xmm0, xmm5
  mulpd xmm6, xmm7
  mulpd xmm9, xmm11
  mulpd xmm10, xmm12
  addpd xmm0, xmmword ptr [rip+0xa51]  ; 0x2d80
  addpd xmm6, xmmword ptr [rip+0xa49]  ; 0x2d80
  addpd xmm9, xmmword ptr [rip+0xa40]  ; 0x2d80
  addpd xmm10, xmmword ptr [rip+0xa37]  ; 0x2d80
  movaps xmm4, xmm5
  mulpd xmm4, xmmword ptr [rsp+0x590]
  mulpd xmm7, xmmword ptr [rsp+0x5a0]
  mulpd xmm11, xmmword ptr [rsp+0x5b0]
  mulpd xmm12, xmmword ptr [rsp+0x5c0]
  mulpd xmm0, xmm4
  mulpd xmm6, xmm7
  mulpd xmm9, xmm11
  mulpd xmm10, xmm12
  movaps xmm5, xmmword ptr [rsp+0x610]
  mulpd xmm5, xmmword ptr [rip+0x6bc]  ; 0x2a50
  movaps xmmword ptr [rsp+0x6b0], xmm8
  movaps xmm8, xmmword ptr [rsp+0x620]
  mulpd xmm8, xmmword ptr [rip+0x6a1]  ; 0x2a50
  movaps xmmword ptr [rsp+0x6a0], xmm3
  movaps xmm3, xmmword ptr [rsp+0x630]
  mulpd xmm3, xmmword ptr [rip+0x689]  ; 0x2a50
  movaps xmmword ptr [rsp+0x690], xmm2
  movaps xmm2, xmmword ptr [rsp+0x640]
  mulpd xmm2, xmmword ptr [rip+0x671]  ; 0x2a50
  subpd xmm5, xmm0
  subpd xmm8, xmm6
  subpd xmm3, xmm9
  subpd xmm2, xmm10
  movaps xmm0, xmmword ptr [rsp+0x5d0]
  mulpd xmm0, xmm5
  movaps xmm5, xmmword ptr [rsp+0x5e0]
  mulpd xmm5, xmm8
  movaps xmm6, xmmword ptr [rsp+0x5f0]
  mulpd xmm6, xmm3
  movaps xmm3, xmmword ptr [rsp+0x600]
  mulpd xmm3, xmm2
  subpd xmm0, xmmword ptr [rsp+0x610]
  subpd xmm5, xmmword ptr [rsp+0x620]
  subpd xmm6, xmmword ptr [rsp+0x630]
  subpd xmm3, xmmword ptr [rsp+0x640]
  mulpd xmm4, xmmword ptr [rip+0x941]  ; 0x2d90
  mulpd xmm7, xmmword ptr [rip+0x939]  ; 0x2d90
  mulpd xmm11, xmmword ptr [rip+0x930]  ; 0x2d90
  mulpd xmm12, xmmword ptr [rip+0x927]  ; 0x2d90
  subpd xmm0, xmm4
  subpd xmm5, xmm7
  subpd xmm6, xmm11
  subpd xmm3, xmm12
  movaps xmm4, xmmword ptr [rsp+0x590]
  subpd xmm4, xmm0
  movaps xmm7, xmmword ptr [rsp+0x5a0]
  subpd xmm7, xmm5
  movaps xmm5, xmmword ptr [rsp+0x5b0]
  subpd xmm5, xmm6
  movaps xmm6, xmmword ptr [rsp+0x5c0]
  subpd xmm6, xmm3
  movaps xmm3, xmmword ptr [rsp+0x340]
  movaps xmm0, xmm3
  mulpd xmm0, xmmword ptr [rip+0x7a2]  ; 0x2c60
  movaps xmm9, xmmword ptr [rsp+0x350]
  movaps xmm10, xmm9
  mulpd xmm10, xmmword ptr [rip+0x78c]  ; 0x2c60
  movaps xmm11, xmmword ptr [rsp+0x360]
  movaps xmm12, xmm11
  mulpd xmm12, xmmword ptr [rip+0x776]  ; 0x2c60
  movaps xmm2, xmmword ptr [rsp+0x370]
  movaps xmm8, xmm2
  mulpd xmm8, xmmword ptr [rip+0x761]  ; 0x2c60
  roundpd xmm0, xmm0, 0xb
  roundpd xmm10, xmm10, 0xb
  roundpd xmm12, xmm12, 0xb
  roundpd xmm8, xmm8, 0xb
  mulpd xmm0, xmmword ptr [rip+0x74e]  ; 0x2c70
  mulpd xmm10, xmmword ptr [rip+0x745]  ; 0x2c70
  mulpd xmm12, xmmword ptr [rip+0x73c]  ; 0x2c70
  mulpd xmm8, xmmword ptr [rip+0x733]  ; 0x2c70
  subpd xmm3, xmm0
  subpd xmm9, xmm10
  subpd xmm11, xmm12
  subpd xmm2, xmm8
  movaps xmm8, xmm3
  addpd xmm8, xmmword ptr [rip+0x713]  ; 0x2c70
  movaps xmm12, xmm9
  addpd xmm12, xmmword ptr [rip+0x706]  ; 0x2c70
  movaps xmm10, xmm11
  addpd xmm10, xmmword ptr [rip+0x6f9]  ; 0x2c70
  movaps xmmword ptr [rsp+0x6e0], xmm6
  movaps xmm6, xmm2
  addpd xmm6, xmmword ptr [rip+0x6e6]  ; 0x2c70
  movaps xmm0, xmm3
  xorps xmm15, xmm15
  cmppd xmm0, xmm15, 1
  movaps xmmword ptr [rsp+0x6d0], xmm5
  movaps xmm5, xmm9
  xorps xmm15, xmm15
  cmppd xmm5, xmm15, 1
  movaps xmmword ptr [rsp+0x6c0], xmm7
  movaps xmm7, xmm11
  xorps xmm15, xmm15
  cmppd xmm7, xmm15, 1
  movaps xmmword ptr [rsp+0x680], xmm1
  movaps xmm1, xmm2
  xorps xmm15, xmm15
  cmppd xmm1, xmm15, 1
  blendvpd xmm3, xmm8
  movaps xmm0, xmm5
  blendvpd xmm9, xmm12
  movaps xmm0, xmm7
  blendvpd xmm11, xmm10
  movaps xmm0, xmm1
  blendvpd xmm2, xmm6
  movaps xmm0, xmm3
  cmppd xmm0, xmmword ptr [rip+0x45c], 0  ; 0x2a60
  movaps xmm5, xmm9
  cmppd xmm5, xmmword ptr [rip+0x44f], 0  ; 0x2a60
  movaps xmm6, xmm11
  cmppd xmm6, xmmword ptr [rip+0x442], 0  ; 0x2a60
  movaps xmm7, xmm2
  cmppd xmm7, xmmword ptr [rip+0x436], 0  ; 0x2a60
  packssdw xmm0, xmm5
  packssdw xmm6, xmm7
  packssdw xmm0, xmm6
  movaps xmm5, xmm0
  packsswb xmm5, xmm0
  pabsb xmm0, xmm5
  movaps xmm5, xmm3
  cmppd xmm5, xmmword ptr [rip+0x632], 0  ; 0x2c80
  movaps xmm7, xmm9
  cmppd xmm7, xmmword ptr [rip+0x625], 0  ; 0x2c80
  movaps xmm8, xmm11
  cmppd xmm8, xmmword ptr [rip+0x617], 0  ; 0x2c80
  movaps xmm10, xmm2
  cmppd xmm10, xmmword ptr [rip+0x609], 0  ; 0x2c80
  packssdw xmm5, xmm7
  packssdw xmm8, xmm10
  packssdw xmm5, xmm8
  movaps xmm7, xmm5
  packsswb xmm7, xmm5
  pabsb xmm5, xmm7
  por xmm0, xmm5
  pextrb ecx, xmm0, 0
  movaps xmm5, xmm4
  test cl, cl
  movaps xmm7, xmmword ptr [rsp+0x680]
  je .Lwhere19
  movaps xmm5, xmm7
.Lwhere19:
  movaps xmm8, xmm7
  shufpd xmm8, xmm7, 1
  movaps xmm7, xmm4
  shufpd xmm7, xmm4, 1
  pextrb ecx, xmm0, 1
  test cl, cl
  je .Lwhere20
  movaps xmm7, xmm8
.Lwhere20:
  pextrb ecx, xmm0, 2
  movaps xmm4, xmmword ptr [rsp+0x6c0]
  movaps xmm8, xmm4
  test cl, cl
  movaps xmm10, xmmword ptr [rsp+0x690]
  je .Lwhere21
  movaps xmm8, xmm10
.Lwhere21:
  movaps xmm12, xmm10
  shufpd xmm12, xmm10, 1
  movaps xmm10, xmm4
  shufpd xmm10, xmm4, 1
  pextrb ecx, xmm0, 3
  test cl, cl
  je .Lwhere22
  movaps xmm10, xmm12
.Lwhere22:
  pextrb ecx, xmm0, 4
  movaps xmm4, xmmword ptr [rsp+0x6d0]
  movaps xmm12, xmm4
  test cl, cl
  movaps xmm1, xmmword ptr [rsp+0x6a0]
  je .Lwhere23
  movaps xmm12, xmm1
.Lwhere23:
  movaps xmm6, xmm1
  shufpd xmm6, xmm1, 1
  movaps xmm1, xmm4
  shufpd xmm1, xmm4, 1
  pextrb ecx, xmm0, 5
  test cl, cl
  je .Lwhere24
  movaps xmm1, xmm6
.Lwhere24:
  pextrb ecx, xmm0, 6
  movaps xmm6, xmmword ptr [rsp+0x6e0]
  movaps xmm4, xmm6
  test cl, cl
  movaps xmm6, xmmword ptr [rsp+0x6b0]
  je .Lwhere25
  movaps xmm4, xmm6
.Lwhere25:
  shufpd xmm6, xmmword ptr [rsp+0x6b0], 1
  movaps xmmword ptr [rsp+0x6f0], xmm2
  movaps xmm2, xmmword ptr [rsp+0x6e0]
  shufpd xmm2, xmmword ptr [rsp+0x6e0], 1
  pextrb ecx, xmm0, 7
  test cl, cl
  je .Lwhere26
  movaps xmm2, xmm6
.Lwhere26:
  unpcklpd xmm5, xmm7
  unpcklpd xmm8, xmm10
  unpcklpd xmm12, xmm1
  unpcklpd xmm4, xmm2
  movaps xmm0, xmmword ptr [rip+0x5e5]  ; 0x2da0
  movaps xmm1, xmm5
  xorpd xmm1, xmm0
  movaps xmm2, xmm8
  xorpd xmm2, xmm0
  movaps xmm6, xmm12
  xorpd xmm6, xmm0
  movaps xmm7, xmm0
  xorpd xmm7, xmm4
  movaps xmm0, xmmword ptr [rip+0x460]  ; 0x2c40
  cmppd xmm0, xmm3, 1
  movaps xmm3, xmmword ptr [rip+0x454]  ; 0x2c40
  cmppd xmm3, xmm9, 1
  movaps xmm9, xmmword ptr [rip+0x446]  ; 0x2c40
  cmppd xmm9, xmm11, 1
  movaps xmm11, xmmword ptr [rip+0x438]  ; 0x2c40
  cmppd xmm11, xmmword ptr [rsp+0x6f0], 1
  blendvpd xmm5, xmm1
  movaps xmm0, xmm3
  blendvpd xmm8, xmm2
  movaps xmm0, xmm9
  blendvpd xmm12, xmm6
  movaps xmm0, xmm11
  blendvpd xmm4, xmm7
  movaps xmm1, xmmword ptr [rsp+0x80]
  movaps xmm0, xmm1
  xorps xmm10, xmm10
  cmppd xmm0, xmm10, 0
  movaps xmm3, xmmword ptr [rsp+0x90]
  movaps xmm2, xmm3
  cmppd xmm2, xmm10, 0
  movaps xmm9, xmmword ptr [rsp+0xa0]
  movaps xmm6, xmm9
  cmppd xmm6, xmm10, 0
  movaps xmm7, xmmword ptr [rsp+0xb0]
  movaps xmm11, xmm7
  cmppd xmm11, xmm10, 0
  blendvpd xmm5, xmm1
  movaps xmm0, xmm2
  blendvpd xmm8, xmm3
  movaps xmm0, xmm6
  blendvpd xmm12, xmm9
  movaps xmm0, xmm11
  blendvpd xmm4, xmm7
  movaps xmm0, xmmword ptr [rsp+0x2b0]
  movaps xmm1, xmmword ptr [rip+0x272]  ; 0x2b20
  cmppd xmm0, xmm1, 1
  movaps xmm2, xmmword ptr [rsp+0x2c0]
  cmppd xmm2, xmm1, 1
  movaps xmm3, xmmword ptr [rsp+0x2d0]
  cmppd xmm3, xmm1, 1
  movaps xmm6, xmmword ptr [rsp+0x2e0]
  cmppd xmm6, xmm1, 1
  movaps xmm7, xmmword ptr [rip+0x34f]  ; 0x2c30
  movaps xmm9, xmm7
  blendvpd xmm9, xmm5
  movaps xmm5, xmm7
  movaps xmm0, xmm2
  blendvpd xmm5, xmm8
  movaps xmm2, xmm7
  movaps xmm0, xmm3
  blendvpd xmm2, xmm12
  movaps xmm3, xmm7
  movaps xmm0, xmm6
  blendvpd xmm3, xmm4
  movaps xmm0, xmm9
  cvtsd2ss xmm0, xmm9
  movaps xmm4, xmm9
  shufpd xmm4, xmm9, 1
  movaps xmm6, xmm4
  cvtsd2ss xmm6, xmm4
  movaps xmm4, xmm5
  cvtsd2ss xmm4, xmm5
  movaps xmm8, xmm5
  shufpd xmm8, xmm5, 1
  movaps xmm5, xmm8
  cvtsd2ss xmm5, xmm8
  movaps xmm8, xmm2
  cvtsd2ss xmm8, xmm2
  movaps xmm9, xmm2
  shufpd xmm9, xmm2, 1
  movaps xmm2, xmm9
  cvtsd2ss xmm2, xmm9
  movaps xmm9, xmm3
  cvtsd2ss xmm9, xmm3
  movaps xmm11, xmm3
  shufpd xmm11, xmm3, 1
  movaps xmm3, xmm11
  cvtsd2ss xmm3, xmm11
  insertps xmm0, xmm6, 0x10
  insertps xmm0, xmm4, 0x20
  insertps xmm0, xmm5, 0x30
  insertps xmm8, xmm2, 0x10
  insertps xmm8, xmm9, 0x20
  insertps xmm8, xmm3, 0x30
  mov r8, qword ptr [rsp+0x790]
  movdqu xmmword ptr [r8+rsi*4], xmm0
  movdqu xmmword ptr [r8+rsi*4+0x10], xmm8
  add esi, 8
  cmp esi, 0x20
  jl .Lloop1
.Ldone2:
  movaps xmm6, xmmword ptr [rsp+0x700]
  movaps xmm7, xmmword ptr [rsp+0x710]
  movaps xmm8, xmmword ptr [rsp+0x720]
  movaps xmm9, xmmword ptr [rsp+0x730]
  movaps xmm10, xmmword ptr [rsp+0x740]
  movaps xmm11, xmmword ptr [rsp+0x750]
  movaps xmm12, xmmword ptr [rsp+0x760]
  movaps xmm15, xmmword ptr [rsp+0x770]
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
; constant pool (read-only, after the code)
;   0x2a20: 3e7b5253d395e7c4 3e7b5253d395e7c4
;   0x2a30: c090e00000000000 c090e00000000000
;   0x2a40: 4090180000000000 4090180000000000
;   0x2a50: 3fe0000000000000 3fe0000000000000
;   0x2a60: 3ff0000000000000 3ff0000000000000
;   0x2a70: bfe0000000000000 bfe0000000000000
;   0x2a80: 3eb62c0223a5c824 3eb62c0223a5c824
;   0x2a90: 3eeffcbfc588b0c7 3eeffcbfc588b0c7
;   0x2aa0: 3f2430912f86c787 3f2430912f86c787
;   0x2ab0: 3f55d87fe78a6731 3f55d87fe78a6731
;   0x2ac0: 3f83b2ab6fba4e77 3f83b2ab6fba4e77
;   0x2ad0: 3fac6b08d704a0c0 3fac6b08d704a0c0
;   0x2ae0: 3fcebfbdff82c58f 3fcebfbdff82c58f
;   0x2af0: 3fe62e42fefa39ef 3fe62e42fefa39ef
;   0x2b00: 4338000000000000 4338000000000000
;   0x2b10: 00000000000003ff 00000000000003ff
;   0x2b20: 7ff0000000000000 7ff0000000000000
;   0x2b30: 3ff6a09e667f3bcd 3ff6a09e667f3bcd
;   0x2b40: 0010000000000000 0010000000000000
;   0x2b50: 4350000000000000 4350000000000000
;   0x2b60: 000fffffffffffff 000fffffffffffff
;   0x2b70: ffffffff00000000 ffffffff00000000
;   0x2b80: 4000000000000000 4000000000000000
;   0x2b90: 3fc3b13b13b13b14 3fc3b13b13b13b14
;   0x2ba0: 3fc745d1745d1746 3fc745d1745d1746
;   0x2bb0: 3fcc71c71c71c71c 3fcc71c71c71c71c
;   0x2bc0: 3fd2492492492492 3fd2492492492492
;   0x2bd0: 3fd999999999999a 3fd999999999999a
;   0x2be0: 3fe5555555555555 3fe5555555555555
;   0x2bf0: 3de705fc2eefa200 3de705fc2eefa200
;   0x2c00: 3ff7154765200000 3ff7154765200000
;   0x2c10: 404b000000000000 404b000000000000
;   0x2c20: fff0000000000000 fff0000000000000
;   0x2c30: 7ff8000000000000 7ff8000000000000
;   0x2c40: 3ff8000000000000 3ff8000000000000
;   0x2c50: 3fe45f306dc9c883 3fe45f306dc9c883
;   0x2c60: 3fd0000000000000 3fd0000000000000
;   0x2c70: 4010000000000000 4010000000000000
;   0x2c80: 4008000000000000 4008000000000000
;   0x2c90: 3ff921fb40000000 3ff921fb40000000
;   0x2ca0: 3e74442d00000000 3e74442d00000000
;   0x2cb0: 3cf8469880000000 3cf8469880000000
;   0x2cc0: 3b78cc51701b839a 3b78cc51701b839a
;   0x2cd0: bff0000000000000 bff0000000000000
;   0x2ce0: 3e21eed8eff8d898 3e21eed8eff8d898
;   0x2cf0: be927e4fb7789f5c be927e4fb7789f5c
;   0x2d00: 3efa01a01a01a01a 3efa01a01a01a01a
;   0x2d10: bf56c16c16c16c17 bf56c16c16c16c17
;   0x2d20: 3fa5555555555555 3fa5555555555555
;   0x2d30: bd70000000000000 bd70000000000000
;   0x2d40: 3d70000000000000 3d70000000000000
;   0x2d50: be5ae64567f544e4 be5ae64567f544e4
;   0x2d60: 3ec71de3a556c734 3ec71de3a556c734
;   0x2d70: bf2a01a01a01a01a bf2a01a01a01a01a
;   0x2d80: 3f81111111111111 3f81111111111111
;   0x2d90: bfc5555555555555 bfc5555555555555
;   0x2da0: 8000000000000000 8000000000000000
;   0x2db0: 3e7b5253d395e7c4
;   0x2db8: c090e00000000000
;   0x2dc0: 4090180000000000
;   0x2dc8: 3fe0000000000000
;   0x2dd0: 3ff0000000000000
;   0x2dd8: bfe0000000000000
;   0x2de0: 3eb62c0223a5c824
;   0x2de8: 3eeffcbfc588b0c7
;   0x2df0: 3f2430912f86c787
;   0x2df8: 3f55d87fe78a6731
;   0x2e00: 3f83b2ab6fba4e77
;   0x2e08: 3fac6b08d704a0c0
;   0x2e10: 3fcebfbdff82c58f
;   0x2e18: 3fe62e42fefa39ef
;   0x2e20: 4338000000000000
;   0x2e28: 7ff0000000000000
;   0x2e30: 3ff6a09e667f3bcd
;   0x2e38: 0010000000000000
;   0x2e40: 4350000000000000
;   0x2e48: 4000000000000000
;   0x2e50: 3fc3b13b13b13b14
;   0x2e58: 3fc745d1745d1746
;   0x2e60: 3fcc71c71c71c71c
;   0x2e68: 3fd2492492492492
;   0x2e70: 3fd999999999999a
;   0x2e78: 3fe5555555555555
;   0x2e80: 3de705fc2eefa200
;   0x2e88: 3ff7154765200000
;   0x2e90: 404b000000000000
;   0x2e98: fff0000000000000
;   0x2ea0: 7ff8000000000000
;   0x2ea8: 3ff8000000000000
;   0x2eb0: 3fe45f306dc9c883
;   0x2eb8: 3fd0000000000000
;   0x2ec0: 4010000000000000
;   0x2ec8: 4008000000000000
;   0x2ed0: 3ff921fb40000000
;   0x2ed8: 3e74442d00000000
;   0x2ee0: 3cf8469880000000
;   0x2ee8: 3b78cc51701b839a
;   0x2ef0: bff0000000000000
;   0x2ef8: 3e21eed8eff8d898
;   0x2f00: be927e4fb7789f5c
;   0x2f08: 3efa01a01a01a01a
;   0x2f10: bf56c16c16c16c17
;   0x2f18: 3fa5555555555555
;   0x2f20: bd70000000000000
;   0x2f28: 3d70000000000000
;   0x2f30: be5ae64567f544e4
;   0x2f38: 3ec71de3a556c734
;   0x2f40: bf2a01a01a01a01a
;   0x2f48: 3f81111111111111
;   0x2f50: bfc5555555555555
