; x86 backend, target x86-64-v2; regenerate: python tools/regen_golden.py
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
  sub rsp, 0x740
  mov qword ptr [rsp+0x718], rsi
  mov qword ptr [rsp+0x720], rdx
  movaps xmm1, xmmword ptr [rip+0x29b1]  ; 0x29e0
  xorps xmm2, xmm2
  movaps xmm3, xmmword ptr [rip+0x29b7]  ; 0x29f0
  movaps xmm4, xmmword ptr [rip+0x29c0]  ; 0x2a00
  movaps xmm5, xmmword ptr [rip+0x29c9]  ; 0x2a10
  movaps xmm6, xmmword ptr [rip+0x29d2]  ; 0x2a20
  movaps xmm7, xmmword ptr [rip+0x29db]  ; 0x2a30
  movaps xmm8, xmmword ptr [rip+0x29e3]  ; 0x2a40
  movaps xmm9, xmmword ptr [rip+0x29eb]  ; 0x2a50
  movaps xmm10, xmmword ptr [rip+0x29f3]  ; 0x2a60
  movaps xmm11, xmmword ptr [rip+0x29fb]  ; 0x2a70
  movaps xmm12, xmmword ptr [rip+0x2a03]  ; 0x2a80
  xor eax, eax
  mov qword ptr [rsp+0x710], rdi
.Lloop1:
  movdqu xmm0, xmmword ptr [rcx+rax*4]
  movdqu xmm12, xmmword ptr [rcx+rax*4+0x10]
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
  movaps xmm0, xmmword ptr [rip+0x2851]  ; 0x2a00
  minpd xmm0, xmm10
  movaps xmm7, xmmword ptr [rip+0x2845]  ; 0x2a00
  minpd xmm7, xmm1
  movaps xmmword ptr [rsp+0x20], xmm8
  movaps xmm8, xmmword ptr [rip+0x2833]  ; 0x2a00
  minpd xmm8, xmm12
  movaps xmmword ptr [rsp+0x10], xmm9
  movaps xmm9, xmmword ptr [rip+0x2820]  ; 0x2a00
  minpd xmm9, xmm6
  cmppd xmm10, xmmword ptr [rip+0x2801], 1  ; 0x29f0
  cmppd xmm1, xmmword ptr [rip+0x27f8], 1  ; 0x29f0
  cmppd xmm12, xmmword ptr [rip+0x27ee], 1  ; 0x29f0
  cmppd xmm6, xmmword ptr [rip+0x27e5], 1  ; 0x29f0
  movaps xmmword ptr [rsp], xmm11
  movaps xmm11, xmm0
  movaps xmm0, xmm10
  blendvpd xmm11, xmmword ptr [rip+0x27ce]  ; 0x29f0
  movaps xmm0, xmm1
  blendvpd xmm7, xmmword ptr [rip+0x27c2]  ; 0x29f0
  movaps xmm0, xmm12
  blendvpd xmm8, xmmword ptr [rip+0x27b4]  ; 0x29f0
  movaps xmm0, xmm6
  blendvpd xmm9, xmmword ptr [rip+0x27a7]  ; 0x29f0
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
  movaps xmm0, xmmword ptr [rip+0x2764]  ; 0x2a10
  cmppd xmm0, xmm2, 1
  movaps xmmword ptr [rsp+0xf0], xmm9
  movaps xmm9, xmmword ptr [rip+0x274e]  ; 0x2a10
  cmppd xmm9, xmm4, 1
  movaps xmmword ptr [rsp+0xe0], xmm8
  movaps xmm8, xmmword ptr [rip+0x2737]  ; 0x2a10
  cmppd xmm8, xmm3, 1
  movaps xmmword ptr [rsp+0xd0], xmm7
  movaps xmm7, xmmword ptr [rip+0x2722]  ; 0x2a10
  cmppd xmm7, xmm5, 1
  movaps xmmword ptr [rsp+0xc0], xmm11
  xorps xmm11, xmm11
  blendvpd xmm11, xmmword ptr [rip+0x2716]  ; 0x2a20
  movaps xmmword ptr [rsp+0x100], xmm5
  xorps xmm5, xmm5
  movaps xmm0, xmm9
  blendvpd xmm5, xmmword ptr [rip+0x26fe]  ; 0x2a20
  xorps xmm9, xmm9
  movaps xmm0, xmm8
  blendvpd xmm9, xmmword ptr [rip+0x26ec]  ; 0x2a20
  xorps xmm8, xmm8
  movaps xmm0, xmm7
  blendvpd xmm8, xmmword ptr [rip+0x26db]  ; 0x2a20
  addpd xmm1, xmm11
  addpd xmm6, xmm5
  addpd xmm12, xmm9
  addpd xmm10, xmm8
  cmppd xmm2, xmmword ptr [rip+0x26cf], 1  ; 0x2a30
  cmppd xmm4, xmmword ptr [rip+0x26c6], 1  ; 0x2a30
  cmppd xmm3, xmmword ptr [rip+0x26bd], 1  ; 0x2a30
  movaps xmm8, xmmword ptr [rsp+0x100]
  cmppd xmm8, xmmword ptr [rip+0x26aa], 1  ; 0x2a30
  xorps xmm9, xmm9
  movaps xmm11, xmm9
  movaps xmm0, xmm2
  blendvpd xmm11, xmmword ptr [rip+0x2685]  ; 0x2a20
  movaps xmm2, xmm9
  movaps xmm0, xmm4
  blendvpd xmm2, xmmword ptr [rip+0x2675]  ; 0x2a20
  movaps xmm4, xmm9
  movaps xmm0, xmm3
  blendvpd xmm4, xmmword ptr [rip+0x2665]  ; 0x2a20
  movaps xmm3, xmm9
  movaps xmm0, xmm8
  blendvpd xmm3, xmmword ptr [rip+0x2654]  ; 0x2a20
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
  movaps xmm4, xmmword ptr [rip+0x25c5]  ; 0x29e0
  mulpd xmm4, xmm11
  movaps xmm5, xmmword ptr [rip+0x25b9]  ; 0x29e0
  mulpd xmm5, xmm0
  movaps xmm9, xmmword ptr [rip+0x25ad]  ; 0x29e0
  mulpd xmm9, xmm8
  movaps xmm3, xmmword ptr [rip+0x25a1]  ; 0x29e0
  mulpd xmm3, xmm2
  addpd xmm4, xmmword ptr [rip+0x25f5]  ; 0x2a40
  addpd xmm5, xmmword ptr [rip+0x25ed]  ; 0x2a40
  addpd xmm9, xmmword ptr [rip+0x25e4]  ; 0x2a40
  addpd xmm3, xmmword ptr [rip+0x25dc]  ; 0x2a40
  mulpd xmm4, xmm11
  mulpd xmm5, xmm0
  mulpd xmm9, xmm8
  mulpd xmm3, xmm2
  addpd xmm4, xmmword ptr [rip+0x25d2]  ; 0x2a50
  addpd xmm5, xmmword ptr [rip+0x25ca]  ; 0x2a50
  addpd xmm9, xmmword ptr [rip+0x25c1]  ; 0x2a50
  addpd xmm3, xmmword ptr [rip+0x25b9]  ; 0x2a50
  mulpd xmm4, xmm11
  mulpd xmm5, xmm0
  mulpd xmm9, xmm8
  mulpd xmm3, xmm2
  addpd xmm4, xmmword ptr [rip+0x25af]  ; 0x2a60
  addpd xmm5, xmmword ptr [rip+0x25a7]  ; 0x2a60
  addpd xmm9, xmmword ptr [rip+0x259e]  ; 0x2a60
  addpd xmm3, xmmword ptr [rip+0x2596]  ; 0x2a60
  mulpd xmm4, xmm11
  mulpd xmm5, xmm0
  mulpd xmm9, xmm8
  mulpd xmm3, xmm2
  addpd xmm4, xmmword ptr [rip+0x258c]  ; 0x2a70
  addpd xmm5, xmmword ptr [rip+0x2584]  ; 0x2a70
  addpd xmm9, xmmword ptr [rip+0x257b]  ; 0x2a70
  addpd xmm3, xmmword ptr [rip+0x2573]  ; 0x2a70
  mulpd xmm4, xmm11
  mulpd xmm5, xmm0
  mulpd xmm9, xmm8
  mulpd xmm3, xmm2
  addpd xmm4, xmmword ptr [rip+0x2569]  ; 0x2a80
  addpd xmm5, xmmword ptr [rip+0x2561]  ; 0x2a80
  addpd xmm9, xmmword ptr [rip+0x2558]  ; 0x2a80
  addpd xmm3, xmmword ptr [rip+0x2550]  ; 0x2a80
  mulpd xmm4, xmm11
  mulpd xmm5, xmm0
  mulpd xmm9, xmm8
  mulpd xmm3, xmm2
  addpd xmm4, xmmword ptr [rip+0x2546]  ; 0x2a90
  addpd xmm5, xmmword ptr [rip+0x253e]  ; 0x2a90
  addpd xmm9, xmmword ptr [rip+0x2535]  ; 0x2a90
  addpd xmm3, xmmword ptr [rip+0x252d]  ; 0x2a90
  mulpd xmm4, xmm11
  mulpd xmm5, xmm0
  mulpd xmm9, xmm8
  mulpd xmm3, xmm2
  addpd xmm4, xmmword ptr [rip+0x2523]  ; 0x2aa0
  addpd xmm5, xmmword ptr [rip+0x251b]  ; 0x2aa0
  addpd xmm9, xmmword ptr [rip+0x2512]  ; 0x2aa0
  addpd xmm3, xmmword ptr [rip+0x250a]  ; 0x2aa0
  mulpd xmm4, xmm11
  mulpd xmm5, xmm0
  mulpd xmm9, xmm8
  mulpd xmm3, xmm2
  addpd xmm4, xmmword ptr [rip+0x2500]  ; 0x2ab0
  addpd xmm5, xmmword ptr [rip+0x24f8]  ; 0x2ab0
  addpd xmm9, xmmword ptr [rip+0x24ef]  ; 0x2ab0
  addpd xmm3, xmmword ptr [rip+0x24e7]  ; 0x2ab0
  mulpd xmm4, xmm11
  mulpd xmm5, xmm0
  mulpd xmm9, xmm8
  mulpd xmm3, xmm2
  addpd xmm4, xmmword ptr [rip+0x243d]  ; 0x2a20
  addpd xmm5, xmmword ptr [rip+0x2435]  ; 0x2a20
  addpd xmm9, xmmword ptr [rip+0x242c]  ; 0x2a20
  addpd xmm3, xmmword ptr [rip+0x2424]  ; 0x2a20
  addpd xmm1, xmmword ptr [rip+0x24bc]  ; 0x2ac0
  addpd xmm6, xmmword ptr [rip+0x24b4]  ; 0x2ac0
  addpd xmm12, xmmword ptr [rip+0x24ab]  ; 0x2ac0
  addpd xmm10, xmmword ptr [rip+0x24a2]  ; 0x2ac0
  psubq xmm1, xmmword ptr [rip+0x249a]  ; 0x2ac0
  psubq xmm6, xmmword ptr [rip+0x2492]  ; 0x2ac0
  psubq xmm12, xmmword ptr [rip+0x2489]  ; 0x2ac0
  psubq xmm10, xmmword ptr [rip+0x2480]  ; 0x2ac0
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
  paddq xmm0, xmmword ptr [rip+0x23e4]  ; 0x2ad0
  movaps xmm7, xmm6
  paddq xmm7, xmmword ptr [rip+0x23d9]  ; 0x2ad0
  movaps xmm8, xmm12
  paddq xmm8, xmmword ptr [rip+0x23cc]  ; 0x2ad0
  movaps xmm2, xmm10
  paddq xmm2, xmmword ptr [rip+0x23c0]  ; 0x2ad0
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
  paddq xmm1, xmmword ptr [rip+0x2367]  ; 0x2ad0
  paddq xmm0, xmmword ptr [rip+0x235f]  ; 0x2ad0
  paddq xmm2, xmmword ptr [rip+0x2357]  ; 0x2ad0
  paddq xmm6, xmmword ptr [rip+0x234f]  ; 0x2ad0
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
  mov r11, qword ptr [rsp+0x710]
  movdqu xmmword ptr [r11+rax*4], xmm0
  mov r11, qword ptr [rsp+0x710]
  movdqu xmmword ptr [r11+rax*4+0x10], xmm10
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
  cmppd xmm3, xmmword ptr [rip+0x21dd], 1  ; 0x2ae0
  movaps xmm5, xmm2
  cmppd xmm5, xmmword ptr [rip+0x21d1], 1  ; 0x2ae0
  movaps xmm6, xmm8
  cmppd xmm6, xmmword ptr [rip+0x21c4], 1  ; 0x2ae0
  movaps xmm7, xmm11
  cmppd xmm7, xmmword ptr [rip+0x21b7], 1  ; 0x2ae0
  packssdw xmm3, xmm5
  packssdw xmm6, xmm7
  packssdw xmm3, xmm6
  movaps xmm5, xmm3
  packsswb xmm5, xmm3
  pabsb xmm3, xmm5
  pand xmm0, xmm3
  pextrb r8d, xmm0, 0
  movq xmm3, qword ptr [rip+0x243c]  ; 0x2d90
  test r8b, r8b
  je .Lwhere3
  movaps xmm3, xmmword ptr [rsp]
.Lwhere3:
  pextrb ebx, xmm0, 1
  movq xmm5, qword ptr [rip+0x2425]  ; 0x2d90
  test bl, bl
  je .Lwhere4
  movaps xmm5, xmmword ptr [rsp+0x10]
.Lwhere4:
  pextrb r12d, xmm0, 2
  movq xmm6, qword ptr [rip+0x240d]  ; 0x2d90
  test r12b, r12b
  je .Lwhere5
  movaps xmm6, xmmword ptr [rsp+0x20]
.Lwhere5:
  pextrb r13d, xmm0, 3
  movq xmm7, qword ptr [rip+0x23f4]  ; 0x2d90
  test r13b, r13b
  je .Lwhere6
  movaps xmm7, xmmword ptr [rsp+0x30]
.Lwhere6:
  pextrb r14d, xmm0, 4
  movq xmm10, qword ptr [rip+0x23da]  ; 0x2d90
  test r14b, r14b
  je .Lwhere7
  movaps xmm10, xmmword ptr [rsp+0x40]
.Lwhere7:
  pextrb r15d, xmm0, 5
  movq xmm12, qword ptr [rip+0x23bf]  ; 0x2d90
  test r15b, r15b
  je .Lwhere8
  movaps xmm12, xmmword ptr [rsp+0x50]
.Lwhere8:
  pextrb edx, xmm0, 6
  movq xmm4, qword ptr [rip+0x23a6]  ; 0x2d90
  test dl, dl
  je .Lwhere9
  movaps xmm4, xmmword ptr [rsp+0x60]
.Lwhere9:
  pextrb esi, xmm0, 7
  movq xmm0, qword ptr [rip+0x238f]  ; 0x2d90
  test sil, sil
  je .Lwhere10
  movaps xmm0, xmmword ptr [rsp+0x70]
.Lwhere10:
  unpcklpd xmm3, xmm5
  unpcklpd xmm6, xmm7
  unpcklpd xmm10, xmm12
  unpcklpd xmm4, xmm0
  movaps xmm5, xmm3
  mulpd xmm5, xmmword ptr [rip+0x20e9]  ; 0x2b10
  movaps xmm12, xmm6
  mulpd xmm12, xmmword ptr [rip+0x20dc]  ; 0x2b10
  movaps xmm9, xmm10
  mulpd xmm9, xmmword ptr [rip+0x20cf]  ; 0x2b10
  movaps xmm7, xmm4
  mulpd xmm7, xmmword ptr [rip+0x20c4]  ; 0x2b10
  movaps xmm0, xmm3
  cmppd xmm0, xmmword ptr [rip+0x20a8], 1  ; 0x2b00
  movaps xmm11, xmm6
  cmppd xmm11, xmmword ptr [rip+0x209a], 1  ; 0x2b00
  movaps xmm8, xmm10
  cmppd xmm8, xmmword ptr [rip+0x208c], 1  ; 0x2b00
  movaps xmm2, xmm4
  cmppd xmm2, xmmword ptr [rip+0x2080], 1  ; 0x2b00
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
  pand xmm0, xmmword ptr [rip+0x2065]  ; 0x2b20
  movaps xmm7, xmm5
  pand xmm7, xmmword ptr [rip+0x205a]  ; 0x2b20
  movaps xmm9, xmm11
  pand xmm9, xmmword ptr [rip+0x204d]  ; 0x2b20
  movaps xmm12, xmm8
  pand xmm12, xmmword ptr [rip+0x2040]  ; 0x2b20
  movaps xmm2, xmm0
  por xmm2, xmmword ptr [rip+0x1f35]  ; 0x2a20
  por xmm7, xmmword ptr [rip+0x1f2d]  ; 0x2a20
  por xmm9, xmmword ptr [rip+0x1f24]  ; 0x2a20
  por xmm12, xmmword ptr [rip+0x1f1b]  ; 0x2a20
  movaps xmmword ptr [rsp+0x170], xmm4
  movaps xmm4, xmm2
  mulpd xmm4, xmmword ptr [rip+0x1ef8]  ; 0x2a10
  movaps xmmword ptr [rsp+0x160], xmm10
  movaps xmm10, xmm7
  mulpd xmm10, xmmword ptr [rip+0x1ee2]  ; 0x2a10
  movaps xmmword ptr [rsp+0x150], xmm6
  movaps xmm6, xmm9
  mulpd xmm6, xmmword ptr [rip+0x1ece]  ; 0x2a10
  movaps xmmword ptr [rsp+0x140], xmm3
  movaps xmm3, xmm12
  mulpd xmm3, xmmword ptr [rip+0x1eba]  ; 0x2a10
  movaps xmm0, xmmword ptr [rip+0x1f93]  ; 0x2af0
  cmppd xmm0, xmm2, 1
  movaps xmmword ptr [rsp+0x1b0], xmm8
  movaps xmm8, xmmword ptr [rip+0x1f7d]  ; 0x2af0
  cmppd xmm8, xmm7, 1
  movaps xmmword ptr [rsp+0x1a0], xmm11
  movaps xmm11, xmmword ptr [rip+0x1f66]  ; 0x2af0
  cmppd xmm11, xmm9, 1
  movaps xmmword ptr [rsp+0x190], xmm5
  movaps xmm5, xmmword ptr [rip+0x1f51]  ; 0x2af0
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
  subpd xmm2, xmmword ptr [rip+0x1e3f]  ; 0x2a20
  subpd xmm4, xmmword ptr [rip+0x1e37]  ; 0x2a20
  subpd xmm8, xmmword ptr [rip+0x1e2e]  ; 0x2a20
  subpd xmm6, xmmword ptr [rip+0x1e26]  ; 0x2a20
  movaps xmm0, xmm2
  addpd xmm0, xmmword ptr [rip+0x1f3b]  ; 0x2b40
  movaps xmm10, xmm4
  addpd xmm10, xmmword ptr [rip+0x1f2e]  ; 0x2b40
  movaps xmm11, xmm8
  addpd xmm11, xmmword ptr [rip+0x1f21]  ; 0x2b40
  movaps xmm3, xmm6
  addpd xmm3, xmmword ptr [rip+0x1f16]  ; 0x2b40
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
  movaps xmm1, xmmword ptr [rip+0x1eba]  ; 0x2b50
  mulpd xmm1, xmm3
  movaps xmmword ptr [rsp+0x230], xmm11
  movaps xmm11, xmmword ptr [rip+0x1ea5]  ; 0x2b50
  mulpd xmm11, xmm12
  movaps xmmword ptr [rsp+0x220], xmm10
  movaps xmm10, xmmword ptr [rip+0x1e8f]  ; 0x2b50
  mulpd xmm10, xmm9
  movaps xmmword ptr [rsp+0x210], xmm0
  movaps xmm0, xmmword ptr [rip+0x1e7b]  ; 0x2b50
  mulpd xmm0, xmm7
  addpd xmm1, xmmword ptr [rip+0x1e7f]  ; 0x2b60
  addpd xmm11, xmmword ptr [rip+0x1e76]  ; 0x2b60
  addpd xmm10, xmmword ptr [rip+0x1e6d]  ; 0x2b60
  addpd xmm0, xmmword ptr [rip+0x1e65]  ; 0x2b60
  mulpd xmm1, xmm3
  mulpd xmm11, xmm12
  mulpd xmm10, xmm9
  mulpd xmm0, xmm7
  addpd xmm1, xmmword ptr [rip+0x1e5b]  ; 0x2b70
  addpd xmm11, xmmword ptr [rip+0x1e52]  ; 0x2b70
  addpd xmm10, xmmword ptr [rip+0x1e49]  ; 0x2b70
  addpd xmm0, xmmword ptr [rip+0x1e41]  ; 0x2b70
  mulpd xmm1, xmm3
  mulpd xmm11, xmm12
  mulpd xmm10, xmm9
  mulpd xmm0, xmm7
  addpd xmm1, xmmword ptr [rip+0x1e37]  ; 0x2b80
  addpd xmm11, xmmword ptr [rip+0x1e2e]  ; 0x2b80
  addpd xmm10, xmmword ptr [rip+0x1e25]  ; 0x2b80
  addpd xmm0, xmmword ptr [rip+0x1e1d]  ; 0x2b80
  mulpd xmm1, xmm3
  mulpd xmm11, xmm12
  mulpd xmm10, xmm9
  mulpd xmm0, xmm7
  addpd xmm1, xmmword ptr [rip+0x1e13]  ; 0x2b90
  addpd xmm11, xmmword ptr [rip+0x1e0a]  ; 0x2b90
  addpd xmm10, xmmword ptr [rip+0x1e01]  ; 0x2b90
  addpd xmm0, xmmword ptr [rip+0x1df9]  ; 0x2b90
  mulpd xmm1, xmm3
  mulpd xmm11, xmm12
  mulpd xmm10, xmm9
  mulpd xmm0, xmm7
  addpd xmm1, xmmword ptr [rip+0x1def]  ; 0x2ba0
  addpd xmm11, xmmword ptr [rip+0x1de6]  ; 0x2ba0
  addpd xmm10, xmmword ptr [rip+0x1ddd]  ; 0x2ba0
  addpd xmm0, xmmword ptr [rip+0x1dd5]  ; 0x2ba0
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
  mulpd xmm0, xmmword ptr [rip+0x1c0b]  ; 0x2a10
  mulpd xmm1, xmmword ptr [rip+0x1c03]  ; 0x2a10
  mulpd xmm10, xmmword ptr [rip+0x1bfa]  ; 0x2a10
  mulpd xmm11, xmmword ptr [rip+0x1bf1]  ; 0x2a10
  movaps xmmword ptr [rsp+0x200], xmm6
  movaps xmm6, xmm0
  addpd xmm6, xmm3
  movaps xmm3, xmm1
  addpd xmm3, xmm12
  movaps xmm12, xmm10
  addpd xmm12, xmm9
  movaps xmm9, xmm11
  addpd xmm9, xmm7
  mulpd xmm5, xmm6
  movaps xmm6, xmmword ptr [rsp+0x210]
  mulpd xmm6, xmm3
  movaps xmm3, xmmword ptr [rsp+0x220]
  mulpd xmm3, xmm12
  movaps xmm7, xmmword ptr [rsp+0x230]
  mulpd xmm7, xmm9
  movaps xmm9, xmm2
  subpd xmm9, xmm0
  movaps xmm12, xmm4
  subpd xmm12, xmm1
  movaps xmmword ptr [rsp+0x250], xmm7
  movaps xmm7, xmm8
  subpd xmm7, xmm10
  movaps xmmword ptr [rsp+0x240], xmm3
  movaps xmm3, xmmword ptr [rsp+0x200]
  subpd xmm3, xmm11
  pand xmm9, xmmword ptr [rip+0x1c7d]  ; 0x2b30
  pand xmm12, xmmword ptr [rip+0x1c74]  ; 0x2b30
  pand xmm7, xmmword ptr [rip+0x1c6c]  ; 0x2b30
  pand xmm3, xmmword ptr [rip+0x1c64]  ; 0x2b30
  subpd xmm2, xmm9
  subpd xmm4, xmm12
  subpd xmm8, xmm7
  movaps xmmword ptr [rsp+0x260], xmm7
  movaps xmm7, xmmword ptr [rsp+0x200]
  subpd xmm7, xmm3
  subpd xmm2, xmm0
  subpd xmm4, xmm1
  subpd xmm8, xmm10
  subpd xmm7, xmm11
  addpd xmm2, xmm5
  addpd xmm4, xmm6
  addpd xmm8, xmmword ptr [rsp+0x240]
  addpd xmm7, xmmword ptr [rsp+0x250]
  movaps xmm0, xmm2
  addpd xmm0, xmm9
  movaps xmm1, xmm4
  addpd xmm1, xmm12
  movaps xmm5, xmm8
  movaps xmm6, xmmword ptr [rsp+0x260]
  addpd xmm5, xmm6
  movaps xmm10, xmm7
  addpd xmm10, xmm3
  mulpd xmm0, xmmword ptr [rip+0x1c63]  ; 0x2bb0
  mulpd xmm1, xmmword ptr [rip+0x1c5b]  ; 0x2bb0
  mulpd xmm5, xmmword ptr [rip+0x1c53]  ; 0x2bb0
  mulpd xmm10, xmmword ptr [rip+0x1c4a]  ; 0x2bb0
  mulpd xmm2, xmmword ptr [rip+0x1c52]  ; 0x2bc0
  mulpd xmm4, xmmword ptr [rip+0x1c4a]  ; 0x2bc0
  mulpd xmm8, xmmword ptr [rip+0x1c41]  ; 0x2bc0
  mulpd xmm7, xmmword ptr [rip+0x1c39]  ; 0x2bc0
  movaps xmm11, xmm0
  addpd xmm11, xmm2
  addpd xmm1, xmm4
  addpd xmm5, xmm8
  addpd xmm10, xmm7
  movaps xmm0, xmmword ptr [rsp+0x180]
  movaps xmm2, xmm0
  psrlq xmm2, 0x3f
  movaps xmm4, xmmword ptr [rsp+0x190]
  movaps xmm7, xmm4
  psrlq xmm7, 0x3f
  movaps xmm8, xmmword ptr [rsp+0x1a0]
  movaps xmm6, xmm8
  psrlq xmm6, 0x3f
  movaps xmm8, xmmword ptr [rsp+0x1b0]
  psrlq xmm8, 0x3f
  xorps xmm4, xmm4
  psubq xmm4, xmm2
  xorps xmm2, xmm2
  psubq xmm2, xmm7
  xorps xmm7, xmm7
  psubq xmm7, xmm6
  xorps xmm6, xmm6
  psubq xmm6, xmm8
  psllq xmm4, 0xc
  psllq xmm2, 0xc
  psllq xmm7, 0xc
  psllq xmm6, 0xc
  psrlq xmm0, 0x34
  movaps xmm8, xmmword ptr [rsp+0x190]
  psrlq xmm8, 0x34
  movaps xmmword ptr [rsp+0x2a0], xmm10
  movaps xmm10, xmmword ptr [rsp+0x1a0]
  psrlq xmm10, 0x34
  movaps xmmword ptr [rsp+0x290], xmm5
  movaps xmm5, xmmword ptr [rsp+0x1b0]
  psrlq xmm5, 0x34
  por xmm0, xmm4
  por xmm8, xmm2
  por xmm10, xmm7
  por xmm5, xmm6
  psubq xmm0, xmmword ptr [rip+0x1a65]  ; 0x2ad0
  psubq xmm8, xmmword ptr [rip+0x1a5c]  ; 0x2ad0
  psubq xmm10, xmmword ptr [rip+0x1a53]  ; 0x2ad0
  psubq xmm5, xmmword ptr [rip+0x1a4b]  ; 0x2ad0
  pextrq rdi, xmm0, 0
  xorpd xmm2, xmm2
  cvtsi2sd xmm2, rdi
  pextrq rdi, xmm0, 1
  xorpd xmm0, xmm0
  cvtsi2sd xmm0, rdi
  pextrq rdi, xmm8, 0
  xorpd xmm4, xmm4
  cvtsi2sd xmm4, rdi
  pextrq rdi, xmm8, 1
  xorpd xmm6, xmm6
  cvtsi2sd xmm6, rdi
  pextrq rdi, xmm10, 0
  xorpd xmm8, xmm8
  cvtsi2sd xmm8, rdi
  pextrq rdi, xmm10, 1
  xorpd xmm10, xmm10
  cvtsi2sd xmm10, rdi
  pextrq rdi, xmm5, 0
  xorpd xmm7, xmm7
  cvtsi2sd xmm7, rdi
  pextrq rdi, xmm5, 1
  xorpd xmm5, xmm5
  cvtsi2sd xmm5, rdi
  unpcklpd xmm2, xmm0
  unpcklpd xmm4, xmm6
  unpcklpd xmm8, xmm10
  unpcklpd xmm7, xmm5
  movaps xmm0, xmmword ptr [rsp+0x140]
  cmppd xmm0, xmmword ptr [rip+0x19d7], 1  ; 0x2b00
  movaps xmm6, xmmword ptr [rsp+0x150]
  cmppd xmm6, xmmword ptr [rip+0x19c6], 1  ; 0x2b00
  movaps xmm10, xmmword ptr [rsp+0x160]
  cmppd xmm10, xmmword ptr [rip+0x19b3], 1  ; 0x2b00
  movaps xmm5, xmmword ptr [rsp+0x170]
  cmppd xmm5, xmmword ptr [rip+0x19a2], 1  ; 0x2b00
  movaps xmmword ptr [rsp+0x280], xmm1
  xorps xmm1, xmm1
  blendvpd xmm1, xmmword ptr [rip+0x1a5e]  ; 0x2bd0
  movaps xmmword ptr [rsp+0x270], xmm11
  xorps xmm11, xmm11
  movaps xmm0, xmm6
  blendvpd xmm11, xmmword ptr [rip+0x1a44]  ; 0x2bd0
  xorps xmm6, xmm6
  movaps xmm0, xmm10
  blendvpd xmm6, xmmword ptr [rip+0x1a34]  ; 0x2bd0
  xorps xmm10, xmm10
  movaps xmm0, xmm5
  blendvpd xmm10, xmmword ptr [rip+0x1a23]  ; 0x2bd0
  subpd xmm2, xmm1
  subpd xmm4, xmm11
  subpd xmm8, xmm6
  subpd xmm7, xmm10
  movaps xmm0, xmmword ptr [rip+0x1929]  ; 0x2af0
  cmppd xmm0, xmmword ptr [rsp+0x1c0], 1
  movaps xmm6, xmmword ptr [rip+0x1918]  ; 0x2af0
  cmppd xmm6, xmmword ptr [rsp+0x1d0], 1
  movaps xmm10, xmmword ptr [rip+0x1906]  ; 0x2af0
  cmppd xmm10, xmmword ptr [rsp+0x1e0], 1
  movaps xmm11, xmmword ptr [rip+0x18f3]  ; 0x2af0
  cmppd xmm11, xmmword ptr [rsp+0x1f0], 1
  xorps xmm1, xmm1
  movaps xmm5, xmm1
  blendvpd xmm5, xmmword ptr [rip+0x1809]  ; 0x2a20
  movaps xmm0, xmm6
  blendvpd xmm1, xmmword ptr [rip+0x17fd]  ; 0x2a20
  xorps xmm6, xmm6
  movaps xmm0, xmm10
  blendvpd xmm6, xmmword ptr [rip+0x17ed]  ; 0x2a20
  xorps xmm10, xmm10
  movaps xmm0, xmm11
  blendvpd xmm10, xmmword ptr [rip+0x17db]  ; 0x2a20
  addpd xmm2, xmm5
  addpd xmm4, xmm1
  addpd xmm8, xmm6
  addpd xmm7, xmm10
  mulpd xmm9, xmmword ptr [rip+0x1960]  ; 0x2bc0
  mulpd xmm12, xmmword ptr [rip+0x1957]  ; 0x2bc0
  movaps xmm6, xmmword ptr [rsp+0x260]
  mulpd xmm6, xmmword ptr [rip+0x1947]  ; 0x2bc0
  mulpd xmm3, xmmword ptr [rip+0x193f]  ; 0x2bc0
  movaps xmm0, xmm2
  addpd xmm0, xmm9
  movaps xmm5, xmm4
  addpd xmm5, xmm12
  movaps xmm10, xmm8
  addpd xmm10, xmm6
  movaps xmm1, xmm7
  addpd xmm1, xmm3
  subpd xmm2, xmm0
  subpd xmm4, xmm5
  subpd xmm8, xmm10
  subpd xmm7, xmm1
  addpd xmm2, xmm9
  addpd xmm4, xmm12
  addpd xmm8, xmm6
  addpd xmm7, xmm3
  movaps xmm3, xmmword ptr [rsp+0x270]
  addpd xmm3, xmm2
  movaps xmm2, xmmword ptr [rsp+0x280]
  addpd xmm2, xmm4
  movaps xmm4, xmmword ptr [rsp+0x290]
  addpd xmm4, xmm8
  movaps xmm6, xmmword ptr [rsp+0x2a0]
  addpd xmm6, xmm7
  addpd xmm3, xmm0
  addpd xmm2, xmm5
  addpd xmm4, xmm10
  addpd xmm6, xmm1
  movaps xmm1, xmmword ptr [rsp+0x80]
  movaps xmm0, xmm1
  cmppd xmm0, xmmword ptr [rip+0x17c5], 0  ; 0x2ae0
  movaps xmm7, xmmword ptr [rsp+0x90]
  movaps xmm8, xmm7
  cmppd xmm8, xmmword ptr [rip+0x17af], 0  ; 0x2ae0
  movaps xmm9, xmmword ptr [rsp+0xa0]
  movaps xmm10, xmm9
  cmppd xmm10, xmmword ptr [rip+0x1798], 0  ; 0x2ae0
  movaps xmm12, xmmword ptr [rsp+0xb0]
  movaps xmm11, xmm12
  cmppd xmm11, xmmword ptr [rip+0x1781], 0  ; 0x2ae0
  movaps xmm5, xmmword ptr [rip+0x188a]  ; 0x2bf0
  blendvpd xmm5, xmmword ptr [rip+0x1771]  ; 0x2ae0
  movaps xmm12, xmmword ptr [rip+0x1879]  ; 0x2bf0
  movaps xmm0, xmm8
  blendvpd xmm12, xmmword ptr [rip+0x175b]  ; 0x2ae0
  movaps xmm8, xmmword ptr [rip+0x1863]  ; 0x2bf0
  movaps xmm0, xmm10
  blendvpd xmm8, xmmword ptr [rip+0x1745]  ; 0x2ae0
  movaps xmm10, xmmword ptr [rip+0x184d]  ; 0x2bf0
  movaps xmm0, xmm11
  blendvpd xmm10, xmmword ptr [rip+0x172f]  ; 0x2ae0
  movaps xmm0, xmm1
  xorps xmm11, xmm11
  cmppd xmm0, xmm11, 0
  movaps xmm11, xmm7
  xorps xmm15, xmm15
  cmppd xmm11, xmm15, 0
  xorps xmm15, xmm15
  cmppd xmm9, xmm15, 0
  movaps xmm7, xmmword ptr [rsp+0xb0]
  xorps xmm15, xmm15
  cmppd xmm7, xmm15, 0
  blendvpd xmm5, xmmword ptr [rip+0x17ef]  ; 0x2be0
  movaps xmm0, xmm11
  blendvpd xmm12, xmmword ptr [rip+0x17e1]  ; 0x2be0
  movaps xmm0, xmm9
  blendvpd xmm8, xmmword ptr [rip+0x17d3]  ; 0x2be0
  movaps xmm0, xmm7
  blendvpd xmm10, xmmword ptr [rip+0x17c6]  ; 0x2be0
  movaps xmm0, xmm5
  test r8b, r8b
  je .Lwhere11
  movaps xmm0, xmm3
.Lwhere11:
  movaps xmm7, xmm0
  cvtsd2ss xmm7, xmm0
  movaps xmm0, xmm3
  shufpd xmm0, xmm3, 1
  movaps xmm3, xmm5
  shufpd xmm3, xmm5, 1
  test bl, bl
  je .Lwhere12
  movaps xmm3, xmm0
.Lwhere12:
  movaps xmm0, xmm3
  cvtsd2ss xmm0, xmm3
  movaps xmm3, xmm12
  test r12b, r12b
  je .Lwhere13
  movaps xmm3, xmm2
.Lwhere13:
  movaps xmm5, xmm3
  cvtsd2ss xmm5, xmm3
  movaps xmm3, xmm2
  shufpd xmm3, xmm2, 1
  movaps xmm2, xmm12
  shufpd xmm2, xmm12, 1
  test r13b, r13b
  je .Lwhere14
  movaps xmm2, xmm3
.Lwhere14:
  movaps xmm3, xmm2
  cvtsd2ss xmm3, xmm2
  movaps xmm2, xmm8
  test r14b, r14b
  je .Lwhere15
  movaps xmm2, xmm4
.Lwhere15:
  movaps xmm9, xmm2
  cvtsd2ss xmm9, xmm2
  movaps xmm2, xmm4
  shufpd xmm2, xmm4, 1
  movaps xmm4, xmm8
  shufpd xmm4, xmm8, 1
  test r15b, r15b
  je .Lwhere16
  movaps xmm4, xmm2
.Lwhere16:
  movaps xmm2, xmm4
  cvtsd2ss xmm2, xmm4
  movaps xmm4, xmm10
  test dl, dl
  je .Lwhere17
  movaps xmm4, xmm6
.Lwhere17:
  movaps xmm8, xmm4
  cvtsd2ss xmm8, xmm4
  movaps xmm4, xmm6
  shufpd xmm4, xmm6, 1
  movaps xmm6, xmm10
  shufpd xmm6, xmm10, 1
  test sil, sil
  je .Lwhere18
  movaps xmm6, xmm4
.Lwhere18:
  movaps xmm4, xmm6
  cvtsd2ss xmm4, xmm6
  insertps xmm7, xmm0, 0x10
  insertps xmm7, xmm5, 0x20
  insertps xmm7, xmm3, 0x30
  insertps xmm9, xmm2, 0x10
  insertps xmm9, xmm8, 0x20
  insertps xmm9, xmm4, 0x30
  mov rsi, qword ptr [rsp+0x718]
  movdqu xmmword ptr [rsi+rax*4], xmm7
  movdqu xmmword ptr [rsi+rax*4+0x10], xmm9
  movaps xmm0, xmmword ptr [rip+0x1835]  ; 0x2d60
  movaps xmm2, xmm1
  xorpd xmm2, xmm0
  movaps xmm7, xmmword ptr [rsp+0x90]
  movaps xmm3, xmm7
  xorpd xmm3, xmm0
  movaps xmm9, xmmword ptr [rsp+0xa0]
  movaps xmm4, xmm9
  xorpd xmm4, xmm0
  movaps xmm12, xmmword ptr [rsp+0xb0]
  movaps xmm5, xmm12
  xorpd xmm5, xmm0
  movaps xmm0, xmm1
  xorps xmm6, xmm6
  cmppd xmm0, xmm6, 1
  movaps xmm8, xmm7
  cmppd xmm8, xmm6, 1
  movaps xmm10, xmm9
  cmppd xmm10, xmm6, 1
  movaps xmm11, xmm12
  cmppd xmm11, xmm6, 1
  movaps xmm6, xmm1
  blendvpd xmm6, xmm2
  movaps xmm2, xmm7
  movaps xmm0, xmm8
  blendvpd xmm2, xmm3
  movaps xmm3, xmm9
  movaps xmm0, xmm10
  blendvpd xmm3, xmm4
  movaps xmm4, xmm12
  movaps xmm0, xmm11
  blendvpd xmm4, xmm5
  movaps xmm0, xmm6
  cmppd xmm0, xmmword ptr [rip+0x151a], 1  ; 0x2ae0
  movaps xmm5, xmm2
  cmppd xmm5, xmmword ptr [rip+0x150e], 1  ; 0x2ae0
  movaps xmm8, xmm3
  cmppd xmm8, xmmword ptr [rip+0x1500], 1  ; 0x2ae0
  movaps xmm10, xmm4
  cmppd xmm10, xmmword ptr [rip+0x14f2], 1  ; 0x2ae0
  xorps xmm11, xmm11
  blendvpd xmm11, xmm1
  xorps xmm1, xmm1
  movaps xmm0, xmm5
  blendvpd xmm1, xmm7
  xorps xmm5, xmm5
  movaps xmm0, xmm8
  blendvpd xmm5, xmm9
  xorps xmm8, xmm8
  movaps xmm0, xmm10
  blendvpd xmm8, xmm12
  movaps xmm0, xmm11
  mulpd xmm0, xmmword ptr [rip+0x15e6]  ; 0x2c10
  movaps xmm10, xmm1
  mulpd xmm10, xmmword ptr [rip+0x15d9]  ; 0x2c10
  movaps xmm12, xmm5
  mulpd xmm12, xmmword ptr [rip+0x15cc]  ; 0x2c10
  movaps xmm9, xmm8
  mulpd xmm9, xmmword ptr [rip+0x15bf]  ; 0x2c10
  roundpd xmm7, xmm0, 0xb
  movaps xmmword ptr [rsp+0x2e0], xmm4
  roundpd xmm4, xmm10, 0xb
  movaps xmmword ptr [rsp+0x2d0], xmm3
  roundpd xmm3, xmm12, 0xb
  movaps xmmword ptr [rsp+0x2c0], xmm2
  roundpd xmm2, xmm9, 0xb
  movaps xmmword ptr [rsp+0x2b0], xmm6
  movaps xmm6, xmm0
  subpd xmm6, xmm7
  subpd xmm10, xmm4
  subpd xmm12, xmm3
  subpd xmm9, xmm2
  movaps xmm0, xmmword ptr [rip+0x1367]  ; 0x2a10
  cmppd xmm0, xmm6, 1
  movaps xmmword ptr [rsp+0x320], xmm8
  movaps xmm8, xmmword ptr [rip+0x1351]  ; 0x2a10
  cmppd xmm8, xmm10, 1
  movaps xmmword ptr [rsp+0x310], xmm5
  movaps xmm5, xmmword ptr [rip+0x133c]  ; 0x2a10
  cmppd xmm5, xmm12, 1
  movaps xmmword ptr [rsp+0x300], xmm1
  movaps xmm1, xmmword ptr [rip+0x1327]  ; 0x2a10
  cmppd xmm1, xmm9, 1
  movaps xmmword ptr [rsp+0x2f0], xmm11
  xorps xmm11, xmm11
  blendvpd xmm11, xmmword ptr [rip+0x131a]  ; 0x2a20
  movaps xmmword ptr [rsp+0x330], xmm9
  xorps xmm9, xmm9
  movaps xmm0, xmm8
  blendvpd xmm9, xmmword ptr [rip+0x12ff]  ; 0x2a20
  xorps xmm8, xmm8
  movaps xmm0, xmm5
  blendvpd xmm8, xmmword ptr [rip+0x12ee]  ; 0x2a20
  xorps xmm5, xmm5
  movaps xmm0, xmm1
  blendvpd xmm5, xmmword ptr [rip+0x12df]  ; 0x2a20
  addpd xmm7, xmm11
  addpd xmm4, xmm9
  addpd xmm3, xmm8
  addpd xmm2, xmm5
  cmppd xmm6, xmmword ptr [rip+0x12d3], 1  ; 0x2a30
  cmppd xmm10, xmmword ptr [rip+0x12c9], 1  ; 0x2a30
  cmppd xmm12, xmmword ptr [rip+0x12bf], 1  ; 0x2a30
  movaps xmm9, xmmword ptr [rsp+0x330]
  cmppd xmm9, xmmword ptr [rip+0x12ac], 1  ; 0x2a30
  xorps xmm8, xmm8
  movaps xmm11, xmm8
  movaps xmm0, xmm6
  blendvpd xmm11, xmmword ptr [rip+0x1287]  ; 0x2a20
  movaps xmm6, xmm8
  movaps xmm0, xmm10
  blendvpd xmm6, xmmword ptr [rip+0x1276]  ; 0x2a20
  movaps xmm10, xmm8
  movaps xmm0, xmm12
  blendvpd xmm10, xmmword ptr [rip+0x1264]  ; 0x2a20
  movaps xmm12, xmm8
  movaps xmm0, xmm9
  blendvpd xmm12, xmmword ptr [rip+0x1252]  ; 0x2a20
  subpd xmm7, xmm11
  subpd xmm4, xmm6
  subpd xmm3, xmm10
  subpd xmm2, xmm12
  movaps xmm0, xmm7
  mulpd xmm0, xmmword ptr [rip+0x1464]  ; 0x2c50
  movaps xmm9, xmm4
  mulpd xmm9, xmmword ptr [rip+0x1457]  ; 0x2c50
  movaps xmm10, xmm3
  mulpd xmm10, xmmword ptr [rip+0x144a]  ; 0x2c50
  movaps xmm11, xmm2
  mulpd xmm11, xmmword ptr [rip+0x143d]  ; 0x2c50
  movaps xmm12, xmmword ptr [rsp+0x2f0]
  subpd xmm12, xmm0
  movaps xmm0, xmmword ptr [rsp+0x300]
  subpd xmm0, xmm9
  movaps xmm9, xmmword ptr [rsp+0x310]
  subpd xmm9, xmm10
  movaps xmm10, xmmword ptr [rsp+0x320]
  subpd xmm10, xmm11
  movaps xmm11, xmm7
  mulpd xmm11, xmmword ptr [rip+0x1409]  ; 0x2c60
  movaps xmm6, xmm4
  mulpd xmm6, xmmword ptr [rip+0x13fe]  ; 0x2c60
  movaps xmm1, xmm3
  mulpd xmm1, xmmword ptr [rip+0x13f3]  ; 0x2c60
  movaps xmm8, xmm2
  mulpd xmm8, xmmword ptr [rip+0x13e6]  ; 0x2c60
  movaps xmm5, xmm12
  subpd xmm5, xmm11
  movaps xmmword ptr [rsp+0x3c0], xmm11
  movaps xmm11, xmm0
  subpd xmm11, xmm6
  movaps xmmword ptr [rsp+0x3d0], xmm6
  movaps xmm6, xmm9
  subpd xmm6, xmm1
  movaps xmmword ptr [rsp+0x3e0], xmm1
  movaps xmm1, xmm10
  subpd xmm1, xmm8
  movaps xmmword ptr [rsp+0x340], xmm7
  mulpd xmm7, xmmword ptr [rip+0x13aa]  ; 0x2c70
  movaps xmmword ptr [rsp+0x350], xmm4
  mulpd xmm4, xmmword ptr [rip+0x139a]  ; 0x2c70
  movaps xmmword ptr [rsp+0x360], xmm3
  mulpd xmm3, xmmword ptr [rip+0x138a]  ; 0x2c70
  movaps xmmword ptr [rsp+0x370], xmm2
  mulpd xmm2, xmmword ptr [rip+0x137a]  ; 0x2c70
  movaps xmmword ptr [rsp+0x3f0], xmm8
  movaps xmm8, xmm5
  subpd xmm8, xmm7
  movaps xmmword ptr [rsp+0x3b0], xmm10
  movaps xmm10, xmm11
  subpd xmm10, xmm4
  movaps xmmword ptr [rsp+0x3a0], xmm9
  movaps xmm9, xmm6
  subpd xmm9, xmm3
  movaps xmmword ptr [rsp+0x390], xmm0
  movaps xmm0, xmm1
  subpd xmm0, xmm2
  movaps xmmword ptr [rsp+0x380], xmm12
  movaps xmm12, xmm8
  subpd xmm12, xmm5
  movaps xmmword ptr [rsp+0x450], xmm2
  movaps xmm2, xmm10
  subpd xmm2, xmm11
  movaps xmmword ptr [rsp+0x440], xmm3
  movaps xmm3, xmm9
  subpd xmm3, xmm6
  movaps xmmword ptr [rsp+0x430], xmm4
  movaps xmm4, xmm0
  subpd xmm4, xmm1
  movaps xmmword ptr [rsp+0x460], xmm8
  subpd xmm8, xmm12
  movaps xmmword ptr [rsp+0x470], xmm10
  subpd xmm10, xmm2
  movaps xmmword ptr [rsp+0x480], xmm9
  subpd xmm9, xmm3
  movaps xmmword ptr [rsp+0x490], xmm0
  subpd xmm0, xmm4
  movaps xmmword ptr [rsp+0x400], xmm5
  subpd xmm5, xmm8
  movaps xmm8, xmm11
  subpd xmm8, xmm10
  movaps xmm10, xmm6
  subpd xmm10, xmm9
  movaps xmm9, xmm1
  subpd xmm9, xmm0
  movaps xmm0, xmmword ptr [rip+0x137e]  ; 0x2d60
  xorpd xmm7, xmm0
  movaps xmm0, xmmword ptr [rsp+0x430]
  xorpd xmm0, xmmword ptr [rip+0x136a]  ; 0x2d60
  movaps xmmword ptr [rsp+0x420], xmm1
  movaps xmm1, xmmword ptr [rsp+0x440]
  xorpd xmm1, xmmword ptr [rip+0x1352]  ; 0x2d60
  movaps xmmword ptr [rsp+0x410], xmm6
  movaps xmm6, xmmword ptr [rsp+0x450]
  xorpd xmm6, xmmword ptr [rip+0x133a]  ; 0x2d60
  subpd xmm7, xmm12
  subpd xmm0, xmm2
  subpd xmm1, xmm3
  subpd xmm6, xmm4
  addpd xmm5, xmm7
  addpd xmm8, xmm0
  addpd xmm10, xmm1
  addpd xmm9, xmm6
  movaps xmm0, xmmword ptr [rsp+0x400]
  movaps xmm1, xmm0
  movaps xmm12, xmmword ptr [rsp+0x380]
  subpd xmm1, xmm12
  movaps xmm2, xmm11
  movaps xmm3, xmmword ptr [rsp+0x390]
  subpd xmm2, xmm3
  movaps xmm6, xmmword ptr [rsp+0x410]
  movaps xmm4, xmm6
  movaps xmm7, xmmword ptr [rsp+0x3a0]
  subpd xmm4, xmm7
  movaps xmm7, xmmword ptr [rsp+0x420]
  movaps xmm3, xmm7
  subpd xmm3, xmmword ptr [rsp+0x3b0]
  subpd xmm0, xmm1
  subpd xmm11, xmm2
  subpd xmm6, xmm4
  subpd xmm7, xmm3
  subpd xmm12, xmm0
  movaps xmm0, xmmword ptr [rsp+0x390]
  subpd xmm0, xmm11
  movaps xmm11, xmmword ptr [rsp+0x3a0]
  subpd xmm11, xmm6
  movaps xmm6, xmmword ptr [rsp+0x3b0]
  subpd xmm6, xmm7
  movaps xmm7, xmmword ptr [rip+0x127e]  ; 0x2d60
  movaps xmm7, xmmword ptr [rsp+0x3c0]
  xorpd xmm7, xmmword ptr [rip+0x126e]  ; 0x2d60
  movaps xmmword ptr [rsp+0x4c0], xmm9
  movaps xmm9, xmmword ptr [rsp+0x3d0]
  xorpd xmm9, xmmword ptr [rip+0x1253]  ; 0x2d60
  movaps xmmword ptr [rsp+0x4b0], xmm10
  movaps xmm10, xmmword ptr [rsp+0x3e0]
  xorpd xmm10, xmmword ptr [rip+0x1238]  ; 0x2d60
  movaps xmmword ptr [rsp+0x4a0], xmm8
  movaps xmm8, xmmword ptr [rsp+0x3f0]
  xorpd xmm8, xmmword ptr [rip+0x121d]  ; 0x2d60
  subpd xmm7, xmm1
  subpd xmm9, xmm2
  subpd xmm10, xmm4
  subpd xmm8, xmm3
  addpd xmm12, xmm7
  addpd xmm0, xmm9
  addpd xmm11, xmm10
  addpd xmm6, xmm8
  xorps xmm8, xmm8
  movaps xmm1, xmm8
  addpd xmm1, xmm12
  movaps xmm2, xmm8
  addpd xmm2, xmm0
  movaps xmm0, xmm8
  addpd xmm0, xmm11
  movaps xmm3, xmm8
  addpd xmm3, xmm6
  addpd xmm1, xmm5
  addpd xmm2, xmmword ptr [rsp+0x4a0]
  addpd xmm0, xmmword ptr [rsp+0x4b0]
  addpd xmm3, xmmword ptr [rsp+0x4c0]
  movaps xmm7, xmmword ptr [rsp+0x340]
  movaps xmm4, xmm7
  mulpd xmm4, xmmword ptr [rip+0x10be]  ; 0x2c80
  movaps xmm6, xmmword ptr [rsp+0x350]
  movaps xmm9, xmm6
  mulpd xmm9, xmmword ptr [rip+0x10a9]  ; 0x2c80
  movaps xmm10, xmmword ptr [rsp+0x360]
  movaps xmm11, xmm10
  mulpd xmm11, xmmword ptr [rip+0x1093]  ; 0x2c80
  movaps xmm12, xmmword ptr [rsp+0x370]
  movaps xmm8, xmm12
  mulpd xmm8, xmmword ptr [rip+0x107d]  ; 0x2c80
  movaps xmm5, xmmword ptr [rsp+0x460]
  movaps xmm12, xmm5
  subpd xmm12, xmm4
  movaps xmm10, xmmword ptr [rsp+0x470]
  movaps xmm6, xmm10
  subpd xmm6, xmm9
  movaps xmm7, xmmword ptr [rsp+0x480]
  subpd xmm7, xmm11
  movaps xmm10, xmmword ptr [rsp+0x490]
  subpd xmm10, xmm8
  movaps xmm5, xmm12
  subpd xmm5, xmmword ptr [rsp+0x460]
  movaps xmmword ptr [rsp+0x500], xmm3
  movaps xmm3, xmm6
  subpd xmm3, xmmword ptr [rsp+0x470]
  movaps xmmword ptr [rsp+0x4f0], xmm0
  movaps xmm0, xmm7
  subpd xmm0, xmmword ptr [rsp+0x480]
  movaps xmmword ptr [rsp+0x4e0], xmm2
  movaps xmm2, xmm10
  subpd xmm2, xmmword ptr [rsp+0x490]
  movaps xmmword ptr [rsp+0x510], xmm12
  subpd xmm12, xmm5
  movaps xmmword ptr [rsp+0x520], xmm6
  subpd xmm6, xmm3
  movaps xmmword ptr [rsp+0x530], xmm7
  subpd xmm7, xmm0
  movaps xmmword ptr [rsp+0x540], xmm10
  subpd xmm10, xmm2
  movaps xmmword ptr [rsp+0x4d0], xmm1
  movaps xmm1, xmmword ptr [rsp+0x460]
  subpd xmm1, xmm12
  movaps xmm12, xmmword ptr [rsp+0x470]
  subpd xmm12, xmm6
  movaps xmm6, xmmword ptr [rsp+0x480]
  subpd xmm6, xmm7
  movaps xmm7, xmmword ptr [rsp+0x490]
  subpd xmm7, xmm10
  movaps xmm10, xmmword ptr [rip+0x105d]  ; 0x2d60
  xorpd xmm4, xmm10
  xorpd xmm9, xmm10
  xorpd xmm11, xmm10
  xorpd xmm8, xmm10
  subpd xmm4, xmm5
  subpd xmm9, xmm3
  subpd xmm11, xmm0
  subpd xmm8, xmm2
  addpd xmm1, xmm4
  addpd xmm12, xmm9
  addpd xmm6, xmm11
  addpd xmm7, xmm8
  movaps xmm2, xmmword ptr [rsp+0x4d0]
  addpd xmm2, xmm1
  movaps xmm1, xmmword ptr [rsp+0x4e0]
  addpd xmm1, xmm12
  movaps xmm3, xmmword ptr [rsp+0x4f0]
  addpd xmm3, xmm6
  movaps xmm4, xmmword ptr [rsp+0x500]
  addpd xmm4, xmm7
  movaps xmm12, xmmword ptr [rsp+0x510]
  movaps xmm5, xmm12
  addpd xmm5, xmm2
  movaps xmm6, xmmword ptr [rsp+0x520]
  movaps xmm7, xmm6
  addpd xmm7, xmm1
  movaps xmm8, xmmword ptr [rsp+0x530]
  movaps xmm9, xmm8
  addpd xmm9, xmm3
  movaps xmm10, xmmword ptr [rsp+0x540]
  movaps xmm11, xmm10
  addpd xmm11, xmm4
  movaps xmm0, xmmword ptr [rip+0xc67]  ; 0x2a20
  minpd xmm0, xmm5
  movaps xmm10, xmmword ptr [rip+0xc5b]  ; 0x2a20
  minpd xmm10, xmm7
  movaps xmm8, xmmword ptr [rip+0xc4e]  ; 0x2a20
  minpd xmm8, xmm9
  movaps xmm6, xmmword ptr [rip+0xc42]  ; 0x2a20
  minpd xmm6, xmm11
  movaps xmm12, xmm5
  cmppd xmm12, xmmword ptr [rip+0xe9f], 1  ; 0x2c90
  movaps xmmword ptr [rsp+0x580], xmm4
  movaps xmm4, xmm7
  cmppd xmm4, xmmword ptr [rip+0xe8b], 1  ; 0x2c90
  movaps xmmword ptr [rsp+0x570], xmm3
  movaps xmm3, xmm9
  cmppd xmm3, xmmword ptr [rip+0xe76], 1  ; 0x2c90
  movaps xmmword ptr [rsp+0x560], xmm1
  movaps xmm1, xmm11
  cmppd xmm1, xmmword ptr [rip+0xe61], 1  ; 0x2c90
  movaps xmmword ptr [rsp+0x550], xmm2
  movaps xmm2, xmm0
  movaps xmm0, xmm12
  blendvpd xmm2, xmmword ptr [rip+0xe49]  ; 0x2c90
  movaps xmm0, xmm4
  blendvpd xmm10, xmmword ptr [rip+0xe3c]  ; 0x2c90
  movaps xmm0, xmm3
  blendvpd xmm8, xmmword ptr [rip+0xe2f]  ; 0x2c90
  movaps xmm0, xmm1
  blendvpd xmm6, xmmword ptr [rip+0xe23]  ; 0x2c90
  movaps xmm1, xmm2
  mulpd xmm1, xmm2
  movaps xmm3, xmm10
  mulpd xmm3, xmm10
  movaps xmm4, xmm8
  mulpd xmm4, xmm8
  movaps xmm12, xmm6
  mulpd xmm12, xmm6
  movaps xmm0, xmmword ptr [rip+0xe0a]  ; 0x2ca0
  mulpd xmm0, xmm1
  movaps xmmword ptr [rsp+0x5c0], xmm6
  movaps xmm6, xmmword ptr [rip+0xdf7]  ; 0x2ca0
  mulpd xmm6, xmm3
  movaps xmmword ptr [rsp+0x5b0], xmm8
  movaps xmm8, xmmword ptr [rip+0xde2]  ; 0x2ca0
  mulpd xmm8, xmm4
  movaps xmmword ptr [rsp+0x5a0], xmm10
  movaps xmm10, xmmword ptr [rip+0xdcc]  ; 0x2ca0
  mulpd xmm10, xmm12
  addpd xmm0, xmmword ptr [rip+0xdcf]  ; 0x2cb0
  addpd xmm6, xmmword ptr [rip+0xdc7]  ; 0x2cb0
  addpd xmm8, xmmword ptr [rip+0xdbe]  ; 0x2cb0
  addpd xmm10, xmmword ptr [rip+0xdb5]  ; 0x2cb0
  mulpd xmm0, xmm1
  mulpd xmm6, xmm3
  mulpd xmm8, xmm4
  mulpd xmm10, xmm12
  addpd xmm0, xmmword ptr [rip+0xdab]  ; 0x2cc0
  addpd xmm6, xmmword ptr [rip+0xda3]  ; 0x2cc0
  addpd xmm8, xmmword ptr [rip+0xd9a]  ; 0x2cc0
  addpd xmm10, xmmword ptr [rip+0xd91]  ; 0x2cc0
  mulpd xmm0, xmm1
  mulpd xmm6, xmm3
  mulpd xmm8, xmm4
  mulpd xmm10, xmm12
  addpd xmm0, xmmword ptr [rip+0xd87]  ; 0x2cd0
  addpd xmm6, xmmword ptr [rip+0xd7f]  ; 0x2cd0
  addpd xmm8, xmmword ptr [rip+0xd76]  ; 0x2cd0
  addpd xmm10, xmmword ptr [rip+0xd6d]  ; 0x2cd0
  mulpd xmm0, xmm1
  mulpd xmm6, xmm3
  mulpd xmm8, xmm4
  mulpd xmm10, xmm12
  addpd xmm0, xmmword ptr [rip+0xd63]  ; 0x2ce0
  addpd xmm6, xmmword ptr [rip+0xd5b]  ; 0x2ce0
  addpd xmm8, xmmword ptr [rip+0xd52]  ; 0x2ce0
  addpd xmm10, xmmword ptr [rip+0xd49]  ; 0x2ce0
  movaps xmmword ptr [rsp+0x590], xmm2
  movaps xmm2, xmm1
  mulpd xmm2, xmm1
  movaps xmmword ptr [rsp+0x5d0], xmm1
  movaps xmm1, xmm3
  mulpd xmm1, xmm3
  movaps xmmword ptr [rsp+0x5e0], xmm3
  movaps xmm3, xmm4
  mulpd xmm3, xmm4
  movaps xmmword ptr [rsp+0x5f0], xmm4
  movaps xmm4, xmm12
  mulpd xmm4, xmm12
  mulpd xmm2, xmm0
  mulpd xmm1, xmm6
  mulpd xmm3, xmm8
  mulpd xmm4, xmm10
  subpd xmm5, xmmword ptr [rsp+0x510]
  subpd xmm7, xmmword ptr [rsp+0x520]
  subpd xmm9, xmmword ptr [rsp+0x530]
  subpd xmm11, xmmword ptr [rsp+0x540]
  movaps xmm0, xmmword ptr [rsp+0x550]
  subpd xmm0, xmm5
  movaps xmm5, xmmword ptr [rsp+0x560]
  subpd xmm5, xmm7
  movaps xmm6, xmmword ptr [rsp+0x570]
  subpd xmm6, xmm9
  movaps xmm7, xmmword ptr [rsp+0x580]
  subpd xmm7, xmm11
  movaps xmm9, xmmword ptr [rip+0xcb9]  ; 0x2d00
  minpd xmm9, xmm0
  movaps xmm10, xmmword ptr [rip+0xcac]  ; 0x2d00
  minpd xmm10, xmm5
  movaps xmm11, xmmword ptr [rip+0xc9f]  ; 0x2d00
  minpd xmm11, xmm6
  movaps xmm8, xmmword ptr [rip+0xc92]  ; 0x2d00
  minpd xmm8, xmm7
  cmppd xmm0, xmmword ptr [rip+0xc74], 1  ; 0x2cf0
  cmppd xmm5, xmmword ptr [rip+0xc6b], 1  ; 0x2cf0
  cmppd xmm6, xmmword ptr [rip+0xc62], 1  ; 0x2cf0
  cmppd xmm7, xmmword ptr [rip+0xc59], 1  ; 0x2cf0
  blendvpd xmm9, xmmword ptr [rip+0xc4f]  ; 0x2cf0
  movaps xmm0, xmm5
  blendvpd xmm10, xmmword ptr [rip+0xc42]  ; 0x2cf0
  movaps xmm0, xmm6
  blendvpd xmm11, xmmword ptr [rip+0xc35]  ; 0x2cf0
  movaps xmm0, xmm7
  blendvpd xmm8, xmmword ptr [rip+0xc28]  ; 0x2cf0
  movaps xmm0, xmmword ptr [rsp+0x590]
  movaps xmm6, xmm0
  mulpd xmm6, xmm9
  movaps xmm7, xmmword ptr [rsp+0x5a0]
  movaps xmm5, xmm7
  mulpd xmm5, xmm10
  movaps xmm7, xmmword ptr [rsp+0x5b0]
  mulpd xmm7, xmm11
  movaps xmm0, xmmword ptr [rsp+0x5c0]
  mulpd xmm0, xmm8
  subpd xmm2, xmm6
  subpd xmm1, xmm5
  subpd xmm3, xmm7
  subpd xmm4, xmm0
  movaps xmm0, xmmword ptr [rsp+0x5d0]
  movaps xmm5, xmm0
  mulpd xmm5, xmmword ptr [rip+0x8eb]  ; 0x2a10
  movaps xmm7, xmmword ptr [rsp+0x5e0]
  movaps xmm6, xmm7
  mulpd xmm6, xmmword ptr [rip+0x8d8]  ; 0x2a10
  movaps xmm7, xmmword ptr [rsp+0x5f0]
  mulpd xmm7, xmmword ptr [rip+0x8c8]  ; 0x2a10
  movaps xmm0, xmm12
  mulpd xmm0, xmmword ptr [rip+0x8bc]  ; 0x2a10
  movaps xmmword ptr [rsp+0x640], xmm8
  movaps xmm8, xmmword ptr [rip+0x8bb]  ; 0x2a20
  subpd xmm8, xmm5
  movaps xmmword ptr [rsp+0x630], xmm11
  movaps xmm11, xmmword ptr [rip+0x8a5]  ; 0x2a20
  subpd xmm11, xmm6
  movaps xmmword ptr [rsp+0x620], xmm10
  movaps xmm10, xmmword ptr [rip+0x88f]  ; 0x2a20
  subpd xmm10, xmm7
  movaps xmmword ptr [rsp+0x610], xmm9
  movaps xmm9, xmmword ptr [rip+0x879]  ; 0x2a20
  subpd xmm9, xmm0
  movaps xmmword ptr [rsp+0x600], xmm12
  movaps xmm12, xmmword ptr [rip+0x863]  ; 0x2a20
  subpd xmm12, xmm8
  movaps xmmword ptr [rsp+0x650], xmm8
  movaps xmm8, xmmword ptr [rip+0x84d]  ; 0x2a20
  subpd xmm8, xmm11
  movaps xmmword ptr [rsp+0x660], xmm11
  movaps xmm11, xmmword ptr [rip+0x837]  ; 0x2a20
  subpd xmm11, xmm10
  movaps xmmword ptr [rsp+0x670], xmm10
  movaps xmm10, xmmword ptr [rip+0x821]  ; 0x2a20
  subpd xmm10, xmm9
  subpd xmm12, xmm5
  subpd xmm8, xmm6
  subpd xmm11, xmm7
  subpd xmm10, xmm0
  addpd xmm12, xmm2
  addpd xmm8, xmm1
  addpd xmm11, xmm3
  addpd xmm10, xmm4
  movaps xmm1, xmmword ptr [rsp+0x650]
  addpd xmm1, xmm12
  movaps xmm2, xmmword ptr [rsp+0x660]
  addpd xmm2, xmm8
  movaps xmm3, xmmword ptr [rsp+0x670]
  addpd xmm3, xmm11
  addpd xmm9, xmm10
  movaps xmm0, xmmword ptr [rip+0xab1]  ; 0x2d10
  movaps xmm5, xmmword ptr [rsp+0x5d0]
  mulpd xmm0, xmm5
  movaps xmm6, xmmword ptr [rip+0xa9e]  ; 0x2d10
  movaps xmm7, xmmword ptr [rsp+0x5e0]
  mulpd xmm6, xmm7
  movaps xmm8, xmmword ptr [rip+0xa8a]  ; 0x2d10
  movaps xmm10, xmmword ptr [rsp+0x5f0]
  mulpd xmm8, xmm10
  movaps xmm11, xmmword ptr [rip+0xa74]  ; 0x2d10
  movaps xmm12, xmmword ptr [rsp+0x600]
  mulpd xmm11, xmm12
  addpd xmm0, xmmword ptr [rip+0xa6e]  ; 0x2d20
  addpd xmm6, xmmword ptr [rip+0xa66]  ; 0x2d20
  addpd xmm8, xmmword ptr [rip+0xa5d]  ; 0x2d20
  addpd xmm11, xmmword ptr [rip+0xa54]  ; 0x2d20
  mulpd xmm0, xmm5
  mulpd xmm6, xmm7
  mulpd xmm8, xmm10
  mulpd xmm11, xmm12
  addpd xmm0, xmmword ptr [rip+0xa4a]  ; 0x2d30
  addpd xmm6, xmmword ptr [rip+0xa42]  ; 0x2d30
  addpd xmm8, xmmword ptr [rip+0xa39]  ; 0x2d30
  addpd xmm11, xmmword ptr [rip+0xa30]  ; 0x2d30
  mulpd xmm0, xmm5
  mulpd xmm6, xmm7
  mulpd xmm8, xmm10
  mulpd xmm11, xmm12
  addpd xmm0, xmmword ptr [rip+0xa26]  ; 0x2d40
  addpd xmm6, xmmword ptr [rip+0xa1e]  ; 0x2d40
  addpd xmm8, xmmword ptr [rip+0xa15]  ; 0x2d40
  addpd xmm11, xmmword ptr [rip+0xa0c]  ; 0x2d40
  movaps xmm4, xmm5
  mulpd xmm4, xmmword ptr [rsp+0x590]
  mulpd xmm7, xmmword ptr [rsp+0x5a0]
  mulpd xmm10, xmmword ptr [rsp+0x5b0]
  mulpd xmm12, xmmword ptr [rsp+0x5c0]
  movaps xmm5, xmm4
  mulpd xmm5, xmm0
  movaps xmm0, xmm7
  mulpd xmm0, xmm6
  movaps xmm6, xmm10
  mulpd xmm6, xmm8
  movaps xmm8, xmm12
  mulpd xmm8, xmm11
  movaps xmm11, xmmword ptr [rsp+0x610]
  mulpd xmm11, xmmword ptr [rip+0x681]  ; 0x2a10
  movaps xmmword ptr [rsp+0x6b0], xmm9
  movaps xmm9, xmmword ptr [rsp+0x620]
  mulpd xmm9, xmmword ptr [rip+0x666]  ; 0x2a10
  movaps xmmword ptr [rsp+0x6a0], xmm3
  movaps xmm3, xmmword ptr [rsp+0x630]
  mulpd xmm3, xmmword ptr [rip+0x64e]  ; 0x2a10
  movaps xmmword ptr [rsp+0x690], xmm2
  movaps xmm2, xmmword ptr [rsp+0x640]
  mulpd xmm2, xmmword ptr [rip+0x636]  ; 0x2a10
  subpd xmm11, xmm5
  subpd xmm9, xmm0
  subpd xmm3, xmm6
  subpd xmm2, xmm8
  movaps xmm5, xmmword ptr [rsp+0x5d0]
  mulpd xmm5, xmm11
  movaps xmm0, xmmword ptr [rsp+0x5e0]
  mulpd xmm0, xmm9
  movaps xmm6, xmmword ptr [rsp+0x5f0]
  mulpd xmm6, xmm3
  movaps xmm3, xmmword ptr [rsp+0x600]
  mulpd xmm3, xmm2
  subpd xmm5, xmmword ptr [rsp+0x610]
  subpd xmm0, xmmword ptr [rsp+0x620]
  subpd xmm6, xmmword ptr [rsp+0x630]
  subpd xmm3, xmmword ptr [rsp+0x640]
  mulpd xmm4, xmmword ptr [rip+0x905]  ; 0x2d50
  mulpd xmm7, xmmword ptr [rip+0x8fd]  ; 0x2d50
  mulpd xmm10, xmmword ptr [rip+0x8f4]  ; 0x2d50
  mulpd xmm12, xmmword ptr [rip+0x8eb]  ; 0x2d50
  subpd xmm5, xmm4
  subpd xmm0, xmm7
  subpd xmm6, xmm10
  subpd xmm3, xmm12
  movaps xmm4, xmmword ptr [rsp+0x590]
  subpd xmm4, xmm5
  movaps xmm7, xmmword ptr [rsp+0x5a0]
  subpd xmm7, xmm0
  movaps xmm8, xmmword ptr [rsp+0x5b0]
  subpd xmm8, xmm6
  movaps xmm6, xmmword ptr [rsp+0x5c0]
  subpd xmm6, xmm3
  movaps xmm0, xmmword ptr [rsp+0x340]
  movaps xmm3, xmm0
  mulpd xmm3, xmmword ptr [rip+0x764]  ; 0x2c20
  movaps xmm9, xmmword ptr [rsp+0x350]
  movaps xmm10, xmm9
  mulpd xmm10, xmmword ptr [rip+0x74e]  ; 0x2c20
  movaps xmm11, xmmword ptr [rsp+0x360]
  movaps xmm12, xmm11
  mulpd xmm12, xmmword ptr [rip+0x738]  ; 0x2c20
  movaps xmm2, xmmword ptr [rsp+0x370]
  movaps xmm5, xmm2
  mulpd xmm5, xmmword ptr [rip+0x725]  ; 0x2c20
  roundpd xmm3, xmm3, 0xb
  roundpd xmm10, xmm10, 0xb
  roundpd xmm12, xmm12, 0xb
  roundpd xmm5, xmm5, 0xb
  mulpd xmm3, xmmword ptr [rip+0x713]  ; 0x2c30
  mulpd xmm10, xmmword ptr [rip+0x70a]  ; 0x2c30
  mulpd xmm12, xmmword ptr [rip+0x701]  ; 0x2c30
  mulpd xmm5, xmmword ptr [rip+0x6f9]  ; 0x2c30
  subpd xmm0, xmm3
  subpd xmm9, xmm10
  subpd xmm11, xmm12
  subpd xmm2, xmm5
  movaps xmm3, xmm0
  addpd xmm3, xmmword ptr [rip+0x6dc]  ; 0x2c30
  movaps xmm10, xmm9
  addpd xmm10, xmmword ptr [rip+0x6cf]  ; 0x2c30
  movaps xmm12, xmm11
  addpd xmm12, xmmword ptr [rip+0x6c2]  ; 0x2c30
  movaps xmm5, xmm2
  addpd xmm5, xmmword ptr [rip+0x6b7]  ; 0x2c30
  movaps xmmword ptr [rsp+0x6f0], xmm6
  movaps xmm6, xmm0
  xorps xmm15, xmm15
  cmppd xmm6, xmm15, 1
  movaps xmmword ptr [rsp+0x6e0], xmm8
  movaps xmm8, xmm9
  xorps xmm15, xmm15
  cmppd xmm8, xmm15, 1
  movaps xmmword ptr [rsp+0x6d0], xmm7
  movaps xmm7, xmm11
  xorps xmm15, xmm15
  cmppd xmm7, xmm15, 1
  movaps xmmword ptr [rsp+0x680], xmm1
  movaps xmm1, xmm2
  xorps xmm15, xmm15
  cmppd xmm1, xmm15, 1
  movaps xmmword ptr [rsp+0x6c0], xmm4
  movaps xmm4, xmm0
  movaps xmm0, xmm6
  blendvpd xmm4, xmm3
  movaps xmm0, xmm8
  blendvpd xmm9, xmm10
  movaps xmm0, xmm7
  blendvpd xmm11, xmm12
  movaps xmm0, xmm1
  blendvpd xmm2, xmm5
  movaps xmm0, xmm4
  cmppd xmm0, xmmword ptr [rip+0x416], 0  ; 0x2a20
  movaps xmm3, xmm9
  cmppd xmm3, xmmword ptr [rip+0x409], 0  ; 0x2a20
  movaps xmm5, xmm11
  cmppd xmm5, xmmword ptr [rip+0x3fc], 0  ; 0x2a20
  movaps xmm6, xmm2
  cmppd xmm6, xmmword ptr [rip+0x3f0], 0  ; 0x2a20
  packssdw xmm0, xmm3
  packssdw xmm5, xmm6
  packssdw xmm0, xmm5
  movaps xmm3, xmm0
  packsswb xmm3, xmm0
  pabsb xmm0, xmm3
  movaps xmm3, xmm4
  cmppd xmm3, xmmword ptr [rip+0x5ec], 0  ; 0x2c40
  movaps xmm6, xmm9
  cmppd xmm6, xmmword ptr [rip+0x5df], 0  ; 0x2c40
  movaps xmm7, xmm11
  cmppd xmm7, xmmword ptr [rip+0x5d2], 0  ; 0x2c40
  movaps xmm8, xmm2
  cmppd xmm8, xmmword ptr [rip+0x5c4], 0  ; 0x2c40
  packssdw xmm3, xmm6
  packssdw xmm7, xmm8
  packssdw xmm3, xmm7
  movaps xmm6, xmm3
  packsswb xmm6, xmm3
  pabsb xmm3, xmm6
  por xmm0, xmm3
  pextrb edx, xmm0, 0
  movaps xmm3, xmmword ptr [rsp+0x6c0]
  movaps xmm6, xmm3
  test dl, dl
  movaps xmm7, xmmword ptr [rsp+0x680]
  je .Lwhere19
  movaps xmm6, xmm7
.Lwhere19:
  movaps xmm8, xmm7
  shufpd xmm8, xmm7, 1
  movaps xmm7, xmm3
  shufpd xmm7, xmm3, 1
  pextrb edx, xmm0, 1
  test dl, dl
  je .Lwhere20
  movaps xmm7, xmm8
.Lwhere20:
  pextrb edx, xmm0, 2
  movaps xmm3, xmmword ptr [rsp+0x6d0]
  movaps xmm8, xmm3
  test dl, dl
  movaps xmm10, xmmword ptr [rsp+0x690]
  je .Lwhere21
  movaps xmm8, xmm10
.Lwhere21:
  movaps xmm12, xmm10
  shufpd xmm12, xmm10, 1
  movaps xmm10, xmm3
  shufpd xmm10, xmm3, 1
  pextrb edx, xmm0, 3
  test dl, dl
  je .Lwhere22
  movaps xmm10, xmm12
.Lwhere22:
  pextrb edx, xmm0, 4
  movaps xmm3, xmmword ptr [rsp+0x6e0]
  movaps xmm12, xmm3
  test dl, dl
  movaps xmm1, xmmword ptr [rsp+0x6a0]
  je .Lwhere23
  movaps xmm12, xmm1
.Lwhere23:
  movaps xmm5, xmm1
  shufpd xmm5, xmm1, 1
  movaps xmm1, xmm3
  shufpd xmm1, xmm3, 1
  pextrb edx, xmm0, 5
  test dl, dl
  je .Lwhere24
  movaps xmm1, xmm5
.Lwhere24:
  pextrb edx, xmm0, 6
  movaps xmm3, xmmword ptr [rsp+0x6f0]
  movaps xmm5, xmm3
  test dl, dl
  movaps xmm3, xmmword ptr [rsp+0x6b0]
  je .Lwhere25
  movaps xmm5, xmm3
.Lwhere25:
  shufpd xmm3, xmmword ptr [rsp+0x6b0], 1
  movaps xmmword ptr [rsp+0x700], xmm2
  movaps xmm2, xmmword ptr [rsp+0x6f0]
  shufpd xmm2, xmmword ptr [rsp+0x6f0], 1
  pextrb edx, xmm0, 7
  test dl, dl
  je .Lwhere26
  movaps xmm2, xmm3
.Lwhere26:
  unpcklpd xmm6, xmm7
  unpcklpd xmm8, xmm10
  unpcklpd xmm12, xmm1
  unpcklpd xmm5, xmm2
  movaps xmm0, xmmword ptr [rip+0x599]  ; 0x2d60
  movaps xmm1, xmm6
  xorpd xmm1, xmm0
  movaps xmm2, xmm8
  xorpd xmm2, xmm0
  movaps xmm3, xmm12
  xorpd xmm3, xmm0
  movaps xmm7, xmm5
  xorpd xmm7, xmm0
  movaps xmm0, xmmword ptr [rip+0x414]  ; 0x2c00
  cmppd xmm0, xmm4, 1
  movaps xmm4, xmmword ptr [rip+0x408]  ; 0x2c00
  cmppd xmm4, xmm9, 1
  movaps xmm9, xmmword ptr [rip+0x3fa]  ; 0x2c00
  cmppd xmm9, xmm11, 1
  movaps xmm11, xmmword ptr [rip+0x3ec]  ; 0x2c00
  cmppd xmm11, xmmword ptr [rsp+0x700], 1
  blendvpd xmm6, xmm1
  movaps xmm0, xmm4
  blendvpd xmm8, xmm2
  movaps xmm0, xmm9
  blendvpd xmm12, xmm3
  movaps xmm0, xmm11
  blendvpd xmm5, xmm7
  movaps xmm1, xmmword ptr [rsp+0x80]
  movaps xmm0, xmm1
  xorps xmm2, xmm2
  cmppd xmm0, xmm2, 0
  movaps xmm7, xmmword ptr [rsp+0x90]
  movaps xmm3, xmm7
  cmppd xmm3, xmm2, 0
  movaps xmm9, xmmword ptr [rsp+0xa0]
  movaps xmm4, xmm9
  cmppd xmm4, xmm2, 0
  movaps xmm10, xmmword ptr [rsp+0xb0]
  movaps xmm11, xmm10
  cmppd xmm11, xmm2, 0
  blendvpd xmm6, xmm1
  movaps xmm0, xmm3
  blendvpd xmm8, xmm7
  movaps xmm0, xmm4
  blendvpd xmm12, xmm9
  movaps xmm0, xmm11
  blendvpd xmm5, xmm10
  movaps xmm0, xmmword ptr [rsp+0x2b0]
  movaps xmm11, xmmword ptr [rip+0x227]  ; 0x2ae0
  cmppd xmm0, xmm11, 1
  movaps xmm1, xmmword ptr [rsp+0x2c0]
  cmppd xmm1, xmm11, 1
  movaps xmm3, xmmword ptr [rsp+0x2d0]
  cmppd xmm3, xmm11, 1
  movaps xmm4, xmmword ptr [rsp+0x2e0]
  cmppd xmm4, xmm11, 1
  movaps xmm7, xmmword ptr [rip+0x300]  ; 0x2bf0
  movaps xmm9, xmm7
  blendvpd xmm9, xmm6
  movaps xmm6, xmm7
  movaps xmm0, xmm1
  blendvpd xmm6, xmm8
  movaps xmm1, xmm7
  movaps xmm0, xmm3
  blendvpd xmm1, xmm12
  movaps xmm3, xmm7
  movaps xmm0, xmm4
  blendvpd xmm3, xmm5
  movaps xmm0, xmm9
  cvtsd2ss xmm0, xmm9
  movaps xmm4, xmm9
  shufpd xmm4, xmm9, 1
  movaps xmm5, xmm4
  cvtsd2ss xmm5, xmm4
  movaps xmm4, xmm6
  cvtsd2ss xmm4, xmm6
  movaps xmm8, xmm6
  shufpd xmm8, xmm6, 1
  movaps xmm6, xmm8
  cvtsd2ss xmm6, xmm8
  movaps xmm8, xmm1
  cvtsd2ss xmm8, xmm1
  movaps xmm9, xmm1
  shufpd xmm9, xmm1, 1
  movaps xmm1, xmm9
  cvtsd2ss xmm1, xmm9
  movaps xmm9, xmm3
  cvtsd2ss xmm9, xmm3
  movaps xmm10, xmm3
  shufpd xmm10, xmm3, 1
  movaps xmm3, xmm10
  cvtsd2ss xmm3, xmm10
  insertps xmm0, xmm5, 0x10
  insertps xmm0, xmm4, 0x20
  insertps xmm0, xmm6, 0x30
  insertps xmm8, xmm1, 0x10
  insertps xmm8, xmm9, 0x20
  insertps xmm8, xmm3, 0x30
  mov rdx, qword ptr [rsp+0x720]
  movdqu xmmword ptr [rdx+rax*4], xmm0
  movdqu xmmword ptr [rdx+rax*4+0x10], xmm8
  add eax, 8
  cmp eax, 0x20
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
; constant pool (read-only, after the code)
;   0x29e0: 3e7b5253d395e7c4 3e7b5253d395e7c4
;   0x29f0: c090e00000000000 c090e00000000000
;   0x2a00: 4090180000000000 4090180000000000
;   0x2a10: 3fe0000000000000 3fe0000000000000
;   0x2a20: 3ff0000000000000 3ff0000000000000
;   0x2a30: bfe0000000000000 bfe0000000000000
;   0x2a40: 3eb62c0223a5c824 3eb62c0223a5c824
;   0x2a50: 3eeffcbfc588b0c7 3eeffcbfc588b0c7
;   0x2a60: 3f2430912f86c787 3f2430912f86c787
;   0x2a70: 3f55d87fe78a6731 3f55d87fe78a6731
;   0x2a80: 3f83b2ab6fba4e77 3f83b2ab6fba4e77
;   0x2a90: 3fac6b08d704a0c0 3fac6b08d704a0c0
;   0x2aa0: 3fcebfbdff82c58f 3fcebfbdff82c58f
;   0x2ab0: 3fe62e42fefa39ef 3fe62e42fefa39ef
;   0x2ac0: 4338000000000000 4338000000000000
;   0x2ad0: 00000000000003ff 00000000000003ff
;   0x2ae0: 7ff0000000000000 7ff0000000000000
;   0x2af0: 3ff6a09e667f3bcd 3ff6a09e667f3bcd
;   0x2b00: 0010000000000000 0010000000000000
;   0x2b10: 4350000000000000 4350000000000000
;   0x2b20: 000fffffffffffff 000fffffffffffff
;   0x2b30: ffffffff00000000 ffffffff00000000
;   0x2b40: 4000000000000000 4000000000000000
;   0x2b50: 3fc3b13b13b13b14 3fc3b13b13b13b14
;   0x2b60: 3fc745d1745d1746 3fc745d1745d1746
;   0x2b70: 3fcc71c71c71c71c 3fcc71c71c71c71c
;   0x2b80: 3fd2492492492492 3fd2492492492492
;   0x2b90: 3fd999999999999a 3fd999999999999a
;   0x2ba0: 3fe5555555555555 3fe5555555555555
;   0x2bb0: 3de705fc2eefa200 3de705fc2eefa200
;   0x2bc0: 3ff7154765200000 3ff7154765200000
;   0x2bd0: 404b000000000000 404b000000000000
;   0x2be0: fff0000000000000 fff0000000000000
;   0x2bf0: 7ff8000000000000 7ff8000000000000
;   0x2c00: 3ff8000000000000 3ff8000000000000
;   0x2c10: 3fe45f306dc9c883 3fe45f306dc9c883
;   0x2c20: 3fd0000000000000 3fd0000000000000
;   0x2c30: 4010000000000000 4010000000000000
;   0x2c40: 4008000000000000 4008000000000000
;   0x2c50: 3ff921fb40000000 3ff921fb40000000
;   0x2c60: 3e74442d00000000 3e74442d00000000
;   0x2c70: 3cf8469880000000 3cf8469880000000
;   0x2c80: 3b78cc51701b839a 3b78cc51701b839a
;   0x2c90: bff0000000000000 bff0000000000000
;   0x2ca0: 3e21eed8eff8d898 3e21eed8eff8d898
;   0x2cb0: be927e4fb7789f5c be927e4fb7789f5c
;   0x2cc0: 3efa01a01a01a01a 3efa01a01a01a01a
;   0x2cd0: bf56c16c16c16c17 bf56c16c16c16c17
;   0x2ce0: 3fa5555555555555 3fa5555555555555
;   0x2cf0: bd70000000000000 bd70000000000000
;   0x2d00: 3d70000000000000 3d70000000000000
;   0x2d10: be5ae64567f544e4 be5ae64567f544e4
;   0x2d20: 3ec71de3a556c734 3ec71de3a556c734
;   0x2d30: bf2a01a01a01a01a bf2a01a01a01a01a
;   0x2d40: 3f81111111111111 3f81111111111111
;   0x2d50: bfc5555555555555 bfc5555555555555
;   0x2d60: 8000000000000000 8000000000000000
;   0x2d70: 3e7b5253d395e7c4
;   0x2d78: c090e00000000000
;   0x2d80: 4090180000000000
;   0x2d88: 3fe0000000000000
;   0x2d90: 3ff0000000000000
;   0x2d98: bfe0000000000000
;   0x2da0: 3eb62c0223a5c824
;   0x2da8: 3eeffcbfc588b0c7
;   0x2db0: 3f2430912f86c787
;   0x2db8: 3f55d87fe78a6731
;   0x2dc0: 3f83b2ab6fba4e77
;   0x2dc8: 3fac6b08d704a0c0
;   0x2dd0: 3fcebfbdff82c58f
;   0x2dd8: 3fe62e42fefa39ef
;   0x2de0: 4338000000000000
;   0x2de8: 7ff0000000000000
;   0x2df0: 3ff6a09e667f3bcd
;   0x2df8: 0010000000000000
;   0x2e00: 4350000000000000
;   0x2e08: 4000000000000000
;   0x2e10: 3fc3b13b13b13b14
;   0x2e18: 3fc745d1745d1746
;   0x2e20: 3fcc71c71c71c71c
;   0x2e28: 3fd2492492492492
;   0x2e30: 3fd999999999999a
;   0x2e38: 3fe5555555555555
;   0x2e40: 3de705fc2eefa200
;   0x2e48: 3ff7154765200000
;   0x2e50: 404b000000000000
;   0x2e58: fff0000000000000
;   0x2e60: 7ff8000000000000
;   0x2e68: 3ff8000000000000
;   0x2e70: 3fe45f306dc9c883
;   0x2e78: 3fd0000000000000
;   0x2e80: 4010000000000000
;   0x2e88: 4008000000000000
;   0x2e90: 3ff921fb40000000
;   0x2e98: 3e74442d00000000
;   0x2ea0: 3cf8469880000000
;   0x2ea8: 3b78cc51701b839a
;   0x2eb0: bff0000000000000
;   0x2eb8: 3e21eed8eff8d898
;   0x2ec0: be927e4fb7789f5c
;   0x2ec8: 3efa01a01a01a01a
;   0x2ed0: bf56c16c16c16c17
;   0x2ed8: 3fa5555555555555
;   0x2ee0: bd70000000000000
;   0x2ee8: 3d70000000000000
;   0x2ef0: be5ae64567f544e4
;   0x2ef8: 3ec71de3a556c734
;   0x2f00: bf2a01a01a01a01a
;   0x2f08: 3f81111111111111
;   0x2f10: bfc5555555555555
