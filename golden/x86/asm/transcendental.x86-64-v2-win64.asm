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
  sub rsp, 0x7c0
  movaps xmmword ptr [rsp+0x710], xmm6
  movaps xmmword ptr [rsp+0x720], xmm7
  movaps xmmword ptr [rsp+0x730], xmm8
  movaps xmmword ptr [rsp+0x740], xmm9
  movaps xmmword ptr [rsp+0x750], xmm10
  movaps xmmword ptr [rsp+0x760], xmm11
  movaps xmmword ptr [rsp+0x770], xmm12
  movaps xmmword ptr [rsp+0x780], xmm15
  mov qword ptr [rsp+0x798], rdx
  mov qword ptr [rsp+0x7a0], r8
  mov rax, r9
  xor esi, esi
  mov qword ptr [rsp+0x790], rcx
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
  movaps xmm0, xmmword ptr [rip+0x273b]  ; 0x28e0
  minpd xmm0, xmm10
  movaps xmm7, xmmword ptr [rip+0x272f]  ; 0x28e0
  minpd xmm7, xmm1
  movaps xmmword ptr [rsp+0x20], xmm8
  movaps xmm8, xmmword ptr [rip+0x271d]  ; 0x28e0
  minpd xmm8, xmm12
  movaps xmmword ptr [rsp+0x10], xmm9
  movaps xmm9, xmmword ptr [rip+0x270a]  ; 0x28e0
  minpd xmm9, xmm6
  cmppd xmm10, xmmword ptr [rip+0x26eb], 1  ; 0x28d0
  cmppd xmm1, xmmword ptr [rip+0x26e2], 1  ; 0x28d0
  cmppd xmm12, xmmword ptr [rip+0x26d8], 1  ; 0x28d0
  cmppd xmm6, xmmword ptr [rip+0x26cf], 1  ; 0x28d0
  movaps xmmword ptr [rsp], xmm11
  movaps xmm11, xmm0
  movaps xmm0, xmm10
  blendvpd xmm11, xmmword ptr [rip+0x26b8]  ; 0x28d0
  movaps xmm0, xmm1
  blendvpd xmm7, xmmword ptr [rip+0x26ac]  ; 0x28d0
  movaps xmm0, xmm12
  blendvpd xmm8, xmmword ptr [rip+0x269e]  ; 0x28d0
  movaps xmm0, xmm6
  blendvpd xmm9, xmmword ptr [rip+0x2691]  ; 0x28d0
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
  movaps xmm0, xmmword ptr [rip+0x264e]  ; 0x28f0
  cmppd xmm0, xmm2, 1
  movaps xmmword ptr [rsp+0xf0], xmm9
  movaps xmm9, xmmword ptr [rip+0x2638]  ; 0x28f0
  cmppd xmm9, xmm4, 1
  movaps xmmword ptr [rsp+0xe0], xmm8
  movaps xmm8, xmmword ptr [rip+0x2621]  ; 0x28f0
  cmppd xmm8, xmm3, 1
  movaps xmmword ptr [rsp+0xd0], xmm7
  movaps xmm7, xmmword ptr [rip+0x260c]  ; 0x28f0
  cmppd xmm7, xmm5, 1
  movaps xmmword ptr [rsp+0xc0], xmm11
  xorps xmm11, xmm11
  blendvpd xmm11, xmmword ptr [rip+0x2600]  ; 0x2900
  movaps xmmword ptr [rsp+0x100], xmm5
  xorps xmm5, xmm5
  movaps xmm0, xmm9
  blendvpd xmm5, xmmword ptr [rip+0x25e8]  ; 0x2900
  xorps xmm9, xmm9
  movaps xmm0, xmm8
  blendvpd xmm9, xmmword ptr [rip+0x25d6]  ; 0x2900
  xorps xmm8, xmm8
  movaps xmm0, xmm7
  blendvpd xmm8, xmmword ptr [rip+0x25c5]  ; 0x2900
  addpd xmm1, xmm11
  addpd xmm6, xmm5
  addpd xmm12, xmm9
  addpd xmm10, xmm8
  cmppd xmm2, xmmword ptr [rip+0x25b9], 1  ; 0x2910
  cmppd xmm4, xmmword ptr [rip+0x25b0], 1  ; 0x2910
  cmppd xmm3, xmmword ptr [rip+0x25a7], 1  ; 0x2910
  movaps xmm8, xmmword ptr [rsp+0x100]
  cmppd xmm8, xmmword ptr [rip+0x2594], 1  ; 0x2910
  xorps xmm9, xmm9
  movaps xmm11, xmm9
  movaps xmm0, xmm2
  blendvpd xmm11, xmmword ptr [rip+0x256f]  ; 0x2900
  movaps xmm2, xmm9
  movaps xmm0, xmm4
  blendvpd xmm2, xmmword ptr [rip+0x255f]  ; 0x2900
  movaps xmm4, xmm9
  movaps xmm0, xmm3
  blendvpd xmm4, xmmword ptr [rip+0x254f]  ; 0x2900
  movaps xmm3, xmm9
  movaps xmm0, xmm8
  blendvpd xmm3, xmmword ptr [rip+0x253e]  ; 0x2900
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
  movaps xmm4, xmmword ptr [rip+0x24af]  ; 0x28c0
  mulpd xmm4, xmm11
  movaps xmm5, xmmword ptr [rip+0x24a3]  ; 0x28c0
  mulpd xmm5, xmm0
  movaps xmm9, xmmword ptr [rip+0x2497]  ; 0x28c0
  mulpd xmm9, xmm8
  movaps xmm3, xmmword ptr [rip+0x248b]  ; 0x28c0
  mulpd xmm3, xmm2
  addpd xmm4, xmmword ptr [rip+0x24df]  ; 0x2920
  addpd xmm5, xmmword ptr [rip+0x24d7]  ; 0x2920
  addpd xmm9, xmmword ptr [rip+0x24ce]  ; 0x2920
  addpd xmm3, xmmword ptr [rip+0x24c6]  ; 0x2920
  mulpd xmm4, xmm11
  mulpd xmm5, xmm0
  mulpd xmm9, xmm8
  mulpd xmm3, xmm2
  addpd xmm4, xmmword ptr [rip+0x24bc]  ; 0x2930
  addpd xmm5, xmmword ptr [rip+0x24b4]  ; 0x2930
  addpd xmm9, xmmword ptr [rip+0x24ab]  ; 0x2930
  addpd xmm3, xmmword ptr [rip+0x24a3]  ; 0x2930
  mulpd xmm4, xmm11
  mulpd xmm5, xmm0
  mulpd xmm9, xmm8
  mulpd xmm3, xmm2
  addpd xmm4, xmmword ptr [rip+0x2499]  ; 0x2940
  addpd xmm5, xmmword ptr [rip+0x2491]  ; 0x2940
  addpd xmm9, xmmword ptr [rip+0x2488]  ; 0x2940
  addpd xmm3, xmmword ptr [rip+0x2480]  ; 0x2940
  mulpd xmm4, xmm11
  mulpd xmm5, xmm0
  mulpd xmm9, xmm8
  mulpd xmm3, xmm2
  addpd xmm4, xmmword ptr [rip+0x2476]  ; 0x2950
  addpd xmm5, xmmword ptr [rip+0x246e]  ; 0x2950
  addpd xmm9, xmmword ptr [rip+0x2465]  ; 0x2950
  addpd xmm3, xmmword ptr [rip+0x245d]  ; 0x2950
  mulpd xmm4, xmm11
  mulpd xmm5, xmm0
  mulpd xmm9, xmm8
  mulpd xmm3, xmm2
  addpd xmm4, xmmword ptr [rip+0x2453]  ; 0x2960
  addpd xmm5, xmmword ptr [rip+0x244b]  ; 0x2960
  addpd xmm9, xmmword ptr [rip+0x2442]  ; 0x2960
  addpd xmm3, xmmword ptr [rip+0x243a]  ; 0x2960
  mulpd xmm4, xmm11
  mulpd xmm5, xmm0
  mulpd xmm9, xmm8
  mulpd xmm3, xmm2
  addpd xmm4, xmmword ptr [rip+0x2430]  ; 0x2970
  addpd xmm5, xmmword ptr [rip+0x2428]  ; 0x2970
  addpd xmm9, xmmword ptr [rip+0x241f]  ; 0x2970
  addpd xmm3, xmmword ptr [rip+0x2417]  ; 0x2970
  mulpd xmm4, xmm11
  mulpd xmm5, xmm0
  mulpd xmm9, xmm8
  mulpd xmm3, xmm2
  addpd xmm4, xmmword ptr [rip+0x240d]  ; 0x2980
  addpd xmm5, xmmword ptr [rip+0x2405]  ; 0x2980
  addpd xmm9, xmmword ptr [rip+0x23fc]  ; 0x2980
  addpd xmm3, xmmword ptr [rip+0x23f4]  ; 0x2980
  mulpd xmm4, xmm11
  mulpd xmm5, xmm0
  mulpd xmm9, xmm8
  mulpd xmm3, xmm2
  addpd xmm4, xmmword ptr [rip+0x23ea]  ; 0x2990
  addpd xmm5, xmmword ptr [rip+0x23e2]  ; 0x2990
  addpd xmm9, xmmword ptr [rip+0x23d9]  ; 0x2990
  addpd xmm3, xmmword ptr [rip+0x23d1]  ; 0x2990
  mulpd xmm4, xmm11
  mulpd xmm5, xmm0
  mulpd xmm9, xmm8
  mulpd xmm3, xmm2
  addpd xmm4, xmmword ptr [rip+0x2327]  ; 0x2900
  addpd xmm5, xmmword ptr [rip+0x231f]  ; 0x2900
  addpd xmm9, xmmword ptr [rip+0x2316]  ; 0x2900
  addpd xmm3, xmmword ptr [rip+0x230e]  ; 0x2900
  addpd xmm1, xmmword ptr [rip+0x23a6]  ; 0x29a0
  addpd xmm6, xmmword ptr [rip+0x239e]  ; 0x29a0
  addpd xmm12, xmmword ptr [rip+0x2395]  ; 0x29a0
  addpd xmm10, xmmword ptr [rip+0x238c]  ; 0x29a0
  psubq xmm1, xmmword ptr [rip+0x2384]  ; 0x29a0
  psubq xmm6, xmmword ptr [rip+0x237c]  ; 0x29a0
  psubq xmm12, xmmword ptr [rip+0x2373]  ; 0x29a0
  psubq xmm10, xmmword ptr [rip+0x236a]  ; 0x29a0
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
  paddq xmm0, xmmword ptr [rip+0x22ce]  ; 0x29b0
  movaps xmm7, xmm6
  paddq xmm7, xmmword ptr [rip+0x22c3]  ; 0x29b0
  movaps xmm8, xmm12
  paddq xmm8, xmmword ptr [rip+0x22b6]  ; 0x29b0
  movaps xmm2, xmm10
  paddq xmm2, xmmword ptr [rip+0x22aa]  ; 0x29b0
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
  paddq xmm1, xmmword ptr [rip+0x2251]  ; 0x29b0
  paddq xmm0, xmmword ptr [rip+0x2249]  ; 0x29b0
  paddq xmm2, xmmword ptr [rip+0x2241]  ; 0x29b0
  paddq xmm6, xmmword ptr [rip+0x2239]  ; 0x29b0
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
  cvtpd2ps xmm0, xmm4
  cvtpd2ps xmm4, xmm5
  cvtpd2ps xmm5, xmm9
  cvtpd2ps xmm3, xmm3
  unpcklpd xmm0, xmm4
  unpcklpd xmm5, xmm3
  mov r11, qword ptr [rsp+0x790]
  movdqu xmmword ptr [r11+rsi*4], xmm0
  mov r11, qword ptr [rsp+0x790]
  movdqu xmmword ptr [r11+rsi*4+0x10], xmm5
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
  cmppd xmm3, xmmword ptr [rip+0x2139], 1  ; 0x29c0
  movaps xmm5, xmm2
  cmppd xmm5, xmmword ptr [rip+0x212d], 1  ; 0x29c0
  movaps xmm6, xmm8
  cmppd xmm6, xmmword ptr [rip+0x2120], 1  ; 0x29c0
  movaps xmm10, xmm11
  cmppd xmm10, xmmword ptr [rip+0x2112], 1  ; 0x29c0
  packssdw xmm3, xmm5
  packssdw xmm6, xmm10
  packssdw xmm3, xmm6
  movaps xmm5, xmm3
  packsswb xmm5, xmm3
  pabsb xmm3, xmm5
  pand xmm0, xmm3
  pextrb edi, xmm0, 0
  movq xmm3, qword ptr [rip+0x2377]  ; 0x2c50
  test dil, dil
  je .Lwhere3
  movaps xmm3, xmmword ptr [rsp]
.Lwhere3:
  pextrb ebx, xmm0, 1
  movq xmm5, qword ptr [rip+0x2360]  ; 0x2c50
  test bl, bl
  je .Lwhere4
  movaps xmm5, xmmword ptr [rsp+0x10]
.Lwhere4:
  pextrb r12d, xmm0, 2
  movq xmm6, qword ptr [rip+0x2348]  ; 0x2c50
  test r12b, r12b
  je .Lwhere5
  movaps xmm6, xmmword ptr [rsp+0x20]
.Lwhere5:
  pextrb r13d, xmm0, 3
  movq xmm10, qword ptr [rip+0x232e]  ; 0x2c50
  test r13b, r13b
  je .Lwhere6
  movaps xmm10, xmmword ptr [rsp+0x30]
.Lwhere6:
  pextrb r14d, xmm0, 4
  movq xmm12, qword ptr [rip+0x2313]  ; 0x2c50
  test r14b, r14b
  je .Lwhere7
  movaps xmm12, xmmword ptr [rsp+0x40]
.Lwhere7:
  pextrb r15d, xmm0, 5
  movq xmm4, qword ptr [rip+0x22f9]  ; 0x2c50
  test r15b, r15b
  je .Lwhere8
  movaps xmm4, xmmword ptr [rsp+0x50]
.Lwhere8:
  pextrb r8d, xmm0, 6
  movq xmm9, qword ptr [rip+0x22df]  ; 0x2c50
  test r8b, r8b
  je .Lwhere9
  movaps xmm9, xmmword ptr [rsp+0x60]
.Lwhere9:
  pextrb edx, xmm0, 7
  movq xmm0, qword ptr [rip+0x22c6]  ; 0x2c50
  test dl, dl
  je .Lwhere10
  movaps xmm0, xmmword ptr [rsp+0x70]
.Lwhere10:
  unpcklpd xmm3, xmm5
  unpcklpd xmm6, xmm10
  unpcklpd xmm12, xmm4
  unpcklpd xmm9, xmm0
  movaps xmm4, xmm3
  mulpd xmm4, xmmword ptr [rip+0x203f]  ; 0x29f0
  movaps xmm10, xmm6
  mulpd xmm10, xmmword ptr [rip+0x2032]  ; 0x29f0
  movaps xmm7, xmm12
  mulpd xmm7, xmmword ptr [rip+0x2026]  ; 0x29f0
  movaps xmm5, xmm9
  mulpd xmm5, xmmword ptr [rip+0x201a]  ; 0x29f0
  movaps xmm0, xmm3
  cmppd xmm0, xmmword ptr [rip+0x1ffe], 1  ; 0x29e0
  movaps xmm11, xmm6
  cmppd xmm11, xmmword ptr [rip+0x1ff0], 1  ; 0x29e0
  movaps xmm8, xmm12
  cmppd xmm8, xmmword ptr [rip+0x1fe2], 1  ; 0x29e0
  movaps xmm2, xmm9
  cmppd xmm2, xmmword ptr [rip+0x1fd5], 1  ; 0x29e0
  movaps xmm1, xmm3
  blendvpd xmm1, xmm4
  movaps xmm4, xmm6
  movaps xmm0, xmm11
  blendvpd xmm4, xmm10
  movaps xmm10, xmm12
  movaps xmm0, xmm8
  blendvpd xmm10, xmm7
  movaps xmm7, xmm9
  movaps xmm0, xmm2
  blendvpd xmm7, xmm5
  movaps xmm0, xmm1
  pand xmm0, xmmword ptr [rip+0x1fbb]  ; 0x2a00
  movaps xmm5, xmm4
  pand xmm5, xmmword ptr [rip+0x1fb0]  ; 0x2a00
  movaps xmm8, xmm10
  pand xmm8, xmmword ptr [rip+0x1fa3]  ; 0x2a00
  movaps xmm11, xmm7
  pand xmm11, xmmword ptr [rip+0x1f96]  ; 0x2a00
  movaps xmm2, xmm0
  por xmm2, xmmword ptr [rip+0x1e8b]  ; 0x2900
  por xmm5, xmmword ptr [rip+0x1e83]  ; 0x2900
  por xmm8, xmmword ptr [rip+0x1e7a]  ; 0x2900
  por xmm11, xmmword ptr [rip+0x1e71]  ; 0x2900
  movaps xmmword ptr [rsp+0x170], xmm9
  movaps xmm9, xmm2
  mulpd xmm9, xmmword ptr [rip+0x1e4b]  ; 0x28f0
  movaps xmmword ptr [rsp+0x160], xmm12
  movaps xmm12, xmm5
  mulpd xmm12, xmmword ptr [rip+0x1e35]  ; 0x28f0
  movaps xmmword ptr [rsp+0x150], xmm6
  movaps xmm6, xmm8
  mulpd xmm6, xmmword ptr [rip+0x1e21]  ; 0x28f0
  movaps xmmword ptr [rsp+0x140], xmm3
  movaps xmm3, xmm11
  mulpd xmm3, xmmword ptr [rip+0x1e0d]  ; 0x28f0
  movaps xmm0, xmmword ptr [rip+0x1ee6]  ; 0x29d0
  cmppd xmm0, xmm2, 1
  movaps xmmword ptr [rsp+0x1b0], xmm7
  movaps xmm7, xmmword ptr [rip+0x1ed2]  ; 0x29d0
  cmppd xmm7, xmm5, 1
  movaps xmmword ptr [rsp+0x1a0], xmm10
  movaps xmm10, xmmword ptr [rip+0x1ebc]  ; 0x29d0
  cmppd xmm10, xmm8, 1
  movaps xmmword ptr [rsp+0x190], xmm4
  movaps xmm4, xmmword ptr [rip+0x1ea7]  ; 0x29d0
  cmppd xmm4, xmm11, 1
  movaps xmmword ptr [rsp+0x1c0], xmm2
  blendvpd xmm2, xmm9
  movaps xmm9, xmm5
  movaps xmm0, xmm7
  blendvpd xmm9, xmm12
  movaps xmm7, xmm8
  movaps xmm0, xmm10
  blendvpd xmm7, xmm6
  movaps xmm6, xmm11
  movaps xmm0, xmm4
  blendvpd xmm6, xmm3
  subpd xmm2, xmmword ptr [rip+0x1d95]  ; 0x2900
  subpd xmm9, xmmword ptr [rip+0x1d8c]  ; 0x2900
  subpd xmm7, xmmword ptr [rip+0x1d84]  ; 0x2900
  subpd xmm6, xmmword ptr [rip+0x1d7c]  ; 0x2900
  movaps xmm0, xmm2
  addpd xmm0, xmmword ptr [rip+0x1e91]  ; 0x2a20
  movaps xmm10, xmm9
  addpd xmm10, xmmword ptr [rip+0x1e84]  ; 0x2a20
  movaps xmm12, xmm7
  addpd xmm12, xmmword ptr [rip+0x1e77]  ; 0x2a20
  movaps xmm3, xmm6
  addpd xmm3, xmmword ptr [rip+0x1e6c]  ; 0x2a20
  movaps xmm4, xmm2
  divpd xmm4, xmm0
  movaps xmm0, xmm9
  divpd xmm0, xmm10
  movaps xmm10, xmm7
  divpd xmm10, xmm12
  movaps xmm12, xmm6
  divpd xmm12, xmm3
  movaps xmm3, xmm4
  mulpd xmm3, xmm4
  movaps xmmword ptr [rsp+0x1f0], xmm11
  movaps xmm11, xmm0
  mulpd xmm11, xmm0
  movaps xmmword ptr [rsp+0x1e0], xmm8
  movaps xmm8, xmm10
  mulpd xmm8, xmm10
  movaps xmmword ptr [rsp+0x1d0], xmm5
  movaps xmm5, xmm12
  mulpd xmm5, xmm12
  movaps xmmword ptr [rsp+0x180], xmm1
  movaps xmm1, xmmword ptr [rip+0x1e0f]  ; 0x2a30
  mulpd xmm1, xmm3
  movaps xmmword ptr [rsp+0x220], xmm12
  movaps xmm12, xmmword ptr [rip+0x1dfa]  ; 0x2a30
  mulpd xmm12, xmm11
  movaps xmmword ptr [rsp+0x210], xmm10
  movaps xmm10, xmmword ptr [rip+0x1de4]  ; 0x2a30
  mulpd xmm10, xmm8
  movaps xmmword ptr [rsp+0x200], xmm0
  movaps xmm0, xmmword ptr [rip+0x1dd0]  ; 0x2a30
  mulpd xmm0, xmm5
  addpd xmm1, xmmword ptr [rip+0x1dd4]  ; 0x2a40
  addpd xmm12, xmmword ptr [rip+0x1dcb]  ; 0x2a40
  addpd xmm10, xmmword ptr [rip+0x1dc2]  ; 0x2a40
  addpd xmm0, xmmword ptr [rip+0x1dba]  ; 0x2a40
  mulpd xmm1, xmm3
  mulpd xmm12, xmm11
  mulpd xmm10, xmm8
  mulpd xmm0, xmm5
  addpd xmm1, xmmword ptr [rip+0x1db0]  ; 0x2a50
  addpd xmm12, xmmword ptr [rip+0x1da7]  ; 0x2a50
  addpd xmm10, xmmword ptr [rip+0x1d9e]  ; 0x2a50
  addpd xmm0, xmmword ptr [rip+0x1d96]  ; 0x2a50
  mulpd xmm1, xmm3
  mulpd xmm12, xmm11
  mulpd xmm10, xmm8
  mulpd xmm0, xmm5
  addpd xmm1, xmmword ptr [rip+0x1d8c]  ; 0x2a60
  addpd xmm12, xmmword ptr [rip+0x1d83]  ; 0x2a60
  addpd xmm10, xmmword ptr [rip+0x1d7a]  ; 0x2a60
  addpd xmm0, xmmword ptr [rip+0x1d72]  ; 0x2a60
  mulpd xmm1, xmm3
  mulpd xmm12, xmm11
  mulpd xmm10, xmm8
  mulpd xmm0, xmm5
  addpd xmm1, xmmword ptr [rip+0x1d68]  ; 0x2a70
  addpd xmm12, xmmword ptr [rip+0x1d5f]  ; 0x2a70
  addpd xmm10, xmmword ptr [rip+0x1d56]  ; 0x2a70
  addpd xmm0, xmmword ptr [rip+0x1d4e]  ; 0x2a70
  mulpd xmm1, xmm3
  mulpd xmm12, xmm11
  mulpd xmm10, xmm8
  mulpd xmm0, xmm5
  addpd xmm1, xmmword ptr [rip+0x1d44]  ; 0x2a80
  addpd xmm12, xmmword ptr [rip+0x1d3b]  ; 0x2a80
  addpd xmm10, xmmword ptr [rip+0x1d32]  ; 0x2a80
  addpd xmm0, xmmword ptr [rip+0x1d2a]  ; 0x2a80
  mulpd xmm3, xmm1
  mulpd xmm11, xmm12
  mulpd xmm8, xmm10
  mulpd xmm5, xmm0
  movaps xmm0, xmm2
  mulpd xmm0, xmm2
  movaps xmm1, xmm9
  mulpd xmm1, xmm9
  movaps xmm10, xmm7
  mulpd xmm10, xmm7
  movaps xmm12, xmm6
  mulpd xmm12, xmm6
  mulpd xmm0, xmmword ptr [rip+0x1b5e]  ; 0x28f0
  mulpd xmm1, xmmword ptr [rip+0x1b56]  ; 0x28f0
  mulpd xmm10, xmmword ptr [rip+0x1b4d]  ; 0x28f0
  mulpd xmm12, xmmword ptr [rip+0x1b44]  ; 0x28f0
  addpd xmm3, xmm0
  addpd xmm11, xmm1
  addpd xmm8, xmm10
  addpd xmm5, xmm12
  mulpd xmm4, xmm3
  movaps xmm3, xmmword ptr [rsp+0x200]
  mulpd xmm3, xmm11
  movaps xmm11, xmmword ptr [rsp+0x210]
  mulpd xmm11, xmm8
  movaps xmm8, xmmword ptr [rsp+0x220]
  mulpd xmm8, xmm5
  movaps xmm5, xmm2
  subpd xmm5, xmm0
  movaps xmmword ptr [rsp+0x250], xmm8
  movaps xmm8, xmm9
  subpd xmm8, xmm1
  movaps xmmword ptr [rsp+0x240], xmm11
  movaps xmm11, xmm7
  subpd xmm11, xmm10
  movaps xmmword ptr [rsp+0x230], xmm3
  movaps xmm3, xmm6
  subpd xmm3, xmm12
  pand xmm5, xmmword ptr [rip+0x1be1]  ; 0x2a10
  pand xmm8, xmmword ptr [rip+0x1bd8]  ; 0x2a10
  pand xmm11, xmmword ptr [rip+0x1bcf]  ; 0x2a10
  pand xmm3, xmmword ptr [rip+0x1bc7]  ; 0x2a10
  subpd xmm2, xmm5
  subpd xmm9, xmm8
  subpd xmm7, xmm11
  subpd xmm6, xmm3
  subpd xmm2, xmm0
  subpd xmm9, xmm1
  subpd xmm7, xmm10
  subpd xmm6, xmm12
  addpd xmm2, xmm4
  addpd xmm9, xmmword ptr [rsp+0x230]
  addpd xmm7, xmmword ptr [rsp+0x240]
  addpd xmm6, xmmword ptr [rsp+0x250]
  movaps xmm0, xmm2
  addpd xmm0, xmm5
  movaps xmm1, xmm9
  addpd xmm1, xmm8
  movaps xmm4, xmm7
  addpd xmm4, xmm11
  movaps xmm10, xmm6
  addpd xmm10, xmm3
  mulpd xmm0, xmmword ptr [rip+0x1bd9]  ; 0x2a90
  mulpd xmm1, xmmword ptr [rip+0x1bd1]  ; 0x2a90
  mulpd xmm4, xmmword ptr [rip+0x1bc9]  ; 0x2a90
  mulpd xmm10, xmmword ptr [rip+0x1bc0]  ; 0x2a90
  mulpd xmm2, xmmword ptr [rip+0x1bc8]  ; 0x2aa0
  mulpd xmm9, xmmword ptr [rip+0x1bbf]  ; 0x2aa0
  mulpd xmm7, xmmword ptr [rip+0x1bb7]  ; 0x2aa0
  mulpd xmm6, xmmword ptr [rip+0x1baf]  ; 0x2aa0
  movaps xmm12, xmm0
  addpd xmm12, xmm2
  addpd xmm1, xmm9
  addpd xmm4, xmm7
  addpd xmm10, xmm6
  movaps xmm0, xmmword ptr [rsp+0x180]
  movaps xmm2, xmm0
  psrlq xmm2, 0x3f
  movaps xmm6, xmmword ptr [rsp+0x190]
  movaps xmm7, xmm6
  psrlq xmm7, 0x3f
  movaps xmm9, xmmword ptr [rsp+0x1a0]
  psrlq xmm9, 0x3f
  movaps xmm6, xmmword ptr [rsp+0x1b0]
  psrlq xmm6, 0x3f
  xorps xmm0, xmm0
  psubq xmm0, xmm2
  xorps xmm2, xmm2
  psubq xmm2, xmm7
  xorps xmm7, xmm7
  psubq xmm7, xmm9
  xorps xmm9, xmm9
  psubq xmm9, xmm6
  psllq xmm0, 0xc
  psllq xmm2, 0xc
  psllq xmm7, 0xc
  psllq xmm9, 0xc
  movaps xmm6, xmmword ptr [rsp+0x180]
  psrlq xmm6, 0x34
  movaps xmmword ptr [rsp+0x2a0], xmm10
  movaps xmm10, xmmword ptr [rsp+0x190]
  psrlq xmm10, 0x34
  movaps xmmword ptr [rsp+0x290], xmm4
  movaps xmm4, xmmword ptr [rsp+0x1a0]
  psrlq xmm4, 0x34
  movaps xmmword ptr [rsp+0x280], xmm1
  movaps xmm1, xmmword ptr [rsp+0x1b0]
  psrlq xmm1, 0x34
  por xmm6, xmm0
  por xmm10, xmm2
  por xmm4, xmm7
  por xmm1, xmm9
  psubq xmm6, xmmword ptr [rip+0x19cf]  ; 0x29b0
  psubq xmm10, xmmword ptr [rip+0x19c6]  ; 0x29b0
  psubq xmm4, xmmword ptr [rip+0x19be]  ; 0x29b0
  psubq xmm1, xmmword ptr [rip+0x19b6]  ; 0x29b0
  pextrq rcx, xmm6, 0
  xorpd xmm0, xmm0
  cvtsi2sd xmm0, rcx
  pextrq rcx, xmm6, 1
  xorpd xmm2, xmm2
  cvtsi2sd xmm2, rcx
  pextrq rcx, xmm10, 0
  xorpd xmm6, xmm6
  cvtsi2sd xmm6, rcx
  pextrq rcx, xmm10, 1
  xorpd xmm9, xmm9
  cvtsi2sd xmm9, rcx
  pextrq rcx, xmm4, 0
  xorpd xmm10, xmm10
  cvtsi2sd xmm10, rcx
  pextrq rcx, xmm4, 1
  xorpd xmm4, xmm4
  cvtsi2sd xmm4, rcx
  pextrq rcx, xmm1, 0
  xorpd xmm7, xmm7
  cvtsi2sd xmm7, rcx
  pextrq rcx, xmm1, 1
  xorpd xmm1, xmm1
  cvtsi2sd xmm1, rcx
  movaps xmmword ptr [rsp+0x270], xmm12
  movaps xmm12, xmm0
  unpcklpd xmm12, xmm2
  unpcklpd xmm6, xmm9
  unpcklpd xmm10, xmm4
  unpcklpd xmm7, xmm1
  movaps xmm0, xmmword ptr [rsp+0x140]
  cmppd xmm0, xmmword ptr [rip+0x1933], 1  ; 0x29e0
  movaps xmm2, xmmword ptr [rsp+0x150]
  cmppd xmm2, xmmword ptr [rip+0x1922], 1  ; 0x29e0
  movaps xmm4, xmmword ptr [rsp+0x160]
  cmppd xmm4, xmmword ptr [rip+0x1911], 1  ; 0x29e0
  movaps xmm9, xmmword ptr [rsp+0x170]
  cmppd xmm9, xmmword ptr [rip+0x18fe], 1  ; 0x29e0
  xorps xmm1, xmm1
  blendvpd xmm1, xmmword ptr [rip+0x19c2]  ; 0x2ab0
  movaps xmmword ptr [rsp+0x260], xmm3
  xorps xmm3, xmm3
  movaps xmm0, xmm2
  blendvpd xmm3, xmmword ptr [rip+0x19ab]  ; 0x2ab0
  xorps xmm2, xmm2
  movaps xmm0, xmm4
  blendvpd xmm2, xmmword ptr [rip+0x199c]  ; 0x2ab0
  xorps xmm4, xmm4
  movaps xmm0, xmm9
  blendvpd xmm4, xmmword ptr [rip+0x198c]  ; 0x2ab0
  subpd xmm12, xmm1
  subpd xmm6, xmm3
  subpd xmm10, xmm2
  subpd xmm7, xmm4
  movaps xmm0, xmmword ptr [rip+0x1893]  ; 0x29d0
  cmppd xmm0, xmmword ptr [rsp+0x1c0], 1
  movaps xmm2, xmmword ptr [rip+0x1882]  ; 0x29d0
  cmppd xmm2, xmmword ptr [rsp+0x1d0], 1
  movaps xmm3, xmmword ptr [rip+0x1871]  ; 0x29d0
  cmppd xmm3, xmmword ptr [rsp+0x1e0], 1
  movaps xmm4, xmmword ptr [rip+0x1860]  ; 0x29d0
  cmppd xmm4, xmmword ptr [rsp+0x1f0], 1
  xorps xmm1, xmm1
  movaps xmm9, xmm1
  blendvpd xmm9, xmmword ptr [rip+0x1775]  ; 0x2900
  movaps xmm0, xmm2
  blendvpd xmm1, xmmword ptr [rip+0x1769]  ; 0x2900
  xorps xmm2, xmm2
  movaps xmm0, xmm3
  blendvpd xmm2, xmmword ptr [rip+0x175a]  ; 0x2900
  xorps xmm3, xmm3
  movaps xmm0, xmm4
  blendvpd xmm3, xmmword ptr [rip+0x174b]  ; 0x2900
  addpd xmm12, xmm9
  addpd xmm6, xmm1
  addpd xmm10, xmm2
  addpd xmm7, xmm3
  mulpd xmm5, xmmword ptr [rip+0x18d1]  ; 0x2aa0
  mulpd xmm8, xmmword ptr [rip+0x18c8]  ; 0x2aa0
  mulpd xmm11, xmmword ptr [rip+0x18bf]  ; 0x2aa0
  movaps xmm3, xmmword ptr [rsp+0x260]
  mulpd xmm3, xmmword ptr [rip+0x18af]  ; 0x2aa0
  movaps xmm0, xmm12
  addpd xmm0, xmm5
  movaps xmm2, xmm6
  addpd xmm2, xmm8
  movaps xmm9, xmm10
  addpd xmm9, xmm11
  movaps xmm1, xmm7
  addpd xmm1, xmm3
  subpd xmm12, xmm0
  subpd xmm6, xmm2
  subpd xmm10, xmm9
  subpd xmm7, xmm1
  addpd xmm12, xmm5
  addpd xmm6, xmm8
  addpd xmm10, xmm11
  addpd xmm7, xmm3
  movaps xmm3, xmmword ptr [rsp+0x270]
  addpd xmm3, xmm12
  movaps xmm5, xmmword ptr [rsp+0x280]
  addpd xmm5, xmm6
  movaps xmm6, xmmword ptr [rsp+0x290]
  addpd xmm6, xmm10
  movaps xmm10, xmmword ptr [rsp+0x2a0]
  addpd xmm10, xmm7
  addpd xmm3, xmm0
  addpd xmm5, xmm2
  addpd xmm6, xmm9
  addpd xmm10, xmm1
  movaps xmm1, xmmword ptr [rsp+0x80]
  movaps xmm0, xmm1
  cmppd xmm0, xmmword ptr [rip+0x1730], 0  ; 0x29c0
  movaps xmm7, xmmword ptr [rsp+0x90]
  movaps xmm8, xmm7
  cmppd xmm8, xmmword ptr [rip+0x171a], 0  ; 0x29c0
  movaps xmm9, xmmword ptr [rsp+0xa0]
  movaps xmm11, xmm9
  cmppd xmm11, xmmword ptr [rip+0x1703], 0  ; 0x29c0
  movaps xmm12, xmmword ptr [rsp+0xb0]
  movaps xmm4, xmm12
  cmppd xmm4, xmmword ptr [rip+0x16ed], 0  ; 0x29c0
  movaps xmm2, xmmword ptr [rip+0x17f6]  ; 0x2ad0
  blendvpd xmm2, xmmword ptr [rip+0x16dd]  ; 0x29c0
  movaps xmm12, xmmword ptr [rip+0x17e5]  ; 0x2ad0
  movaps xmm0, xmm8
  blendvpd xmm12, xmmword ptr [rip+0x16c7]  ; 0x29c0
  movaps xmm8, xmmword ptr [rip+0x17cf]  ; 0x2ad0
  movaps xmm0, xmm11
  blendvpd xmm8, xmmword ptr [rip+0x16b1]  ; 0x29c0
  movaps xmm11, xmmword ptr [rip+0x17b9]  ; 0x2ad0
  movaps xmm0, xmm4
  blendvpd xmm11, xmmword ptr [rip+0x169c]  ; 0x29c0
  movaps xmm0, xmm1
  xorps xmm4, xmm4
  cmppd xmm0, xmm4, 0
  movaps xmm4, xmm7
  xorps xmm15, xmm15
  cmppd xmm4, xmm15, 0
  xorps xmm15, xmm15
  cmppd xmm9, xmm15, 0
  movaps xmm7, xmmword ptr [rsp+0xb0]
  xorps xmm15, xmm15
  cmppd xmm7, xmm15, 0
  blendvpd xmm2, xmmword ptr [rip+0x175f]  ; 0x2ac0
  movaps xmm0, xmm4
  blendvpd xmm12, xmmword ptr [rip+0x1752]  ; 0x2ac0
  movaps xmm0, xmm9
  blendvpd xmm8, xmmword ptr [rip+0x1744]  ; 0x2ac0
  movaps xmm0, xmm7
  blendvpd xmm11, xmmword ptr [rip+0x1737]  ; 0x2ac0
  movaps xmm0, xmm2
  test dil, dil
  je .Lwhere11
  movaps xmm0, xmm3
.Lwhere11:
  movaps xmm7, xmm3
  shufpd xmm7, xmm3, 1
  movaps xmm3, xmm2
  shufpd xmm3, xmm2, 1
  test bl, bl
  je .Lwhere12
  movaps xmm3, xmm7
.Lwhere12:
  movaps xmm2, xmm12
  test r12b, r12b
  je .Lwhere13
  movaps xmm2, xmm5
.Lwhere13:
  movaps xmm7, xmm5
  shufpd xmm7, xmm5, 1
  movaps xmm5, xmm12
  shufpd xmm5, xmm12, 1
  test r13b, r13b
  je .Lwhere14
  movaps xmm5, xmm7
.Lwhere14:
  movaps xmm7, xmm8
  test r14b, r14b
  je .Lwhere15
  movaps xmm7, xmm6
.Lwhere15:
  movaps xmm9, xmm6
  shufpd xmm9, xmm6, 1
  movaps xmm6, xmm8
  shufpd xmm6, xmm8, 1
  test r15b, r15b
  je .Lwhere16
  movaps xmm6, xmm9
.Lwhere16:
  movaps xmm8, xmm11
  test r8b, r8b
  je .Lwhere17
  movaps xmm8, xmm10
.Lwhere17:
  movaps xmm9, xmm10
  shufpd xmm9, xmm10, 1
  movaps xmm10, xmm11
  shufpd xmm10, xmm11, 1
  test dl, dl
  je .Lwhere18
  movaps xmm10, xmm9
.Lwhere18:
  unpcklpd xmm0, xmm3
  unpcklpd xmm2, xmm5
  unpcklpd xmm7, xmm6
  unpcklpd xmm8, xmm10
  cvtpd2ps xmm0, xmm0
  cvtpd2ps xmm2, xmm2
  cvtpd2ps xmm3, xmm7
  cvtpd2ps xmm5, xmm8
  unpcklpd xmm0, xmm2
  unpcklpd xmm3, xmm5
  mov rdx, qword ptr [rsp+0x798]
  movdqu xmmword ptr [rdx+rsi*4], xmm0
  movdqu xmmword ptr [rdx+rsi*4+0x10], xmm3
  movaps xmm0, xmmword ptr [rip+0x17d9]  ; 0x2c40
  movaps xmm2, xmm1
  xorpd xmm2, xmm0
  movaps xmm7, xmmword ptr [rsp+0x90]
  movaps xmm3, xmm7
  xorpd xmm3, xmm0
  movaps xmm9, xmmword ptr [rsp+0xa0]
  movaps xmm5, xmm9
  xorpd xmm5, xmm0
  movaps xmm6, xmm0
  movaps xmm12, xmmword ptr [rsp+0xb0]
  xorpd xmm6, xmm12
  movaps xmm0, xmm1
  xorps xmm8, xmm8
  cmppd xmm0, xmm8, 1
  movaps xmm10, xmm7
  cmppd xmm10, xmm8, 1
  movaps xmm11, xmm9
  cmppd xmm11, xmm8, 1
  movaps xmm4, xmm12
  cmppd xmm4, xmm8, 1
  movaps xmm8, xmm1
  blendvpd xmm8, xmm2
  movaps xmm2, xmm7
  movaps xmm0, xmm10
  blendvpd xmm2, xmm3
  movaps xmm3, xmm9
  movaps xmm0, xmm11
  blendvpd xmm3, xmm5
  movaps xmm5, xmm12
  movaps xmm0, xmm4
  blendvpd xmm5, xmm6
  movaps xmm0, xmm8
  cmppd xmm0, xmmword ptr [rip+0x14ba], 1  ; 0x29c0
  movaps xmm6, xmm2
  cmppd xmm6, xmmword ptr [rip+0x14ae], 1  ; 0x29c0
  movaps xmm10, xmm3
  cmppd xmm10, xmmword ptr [rip+0x14a0], 1  ; 0x29c0
  movaps xmm11, xmm5
  cmppd xmm11, xmmword ptr [rip+0x1492], 1  ; 0x29c0
  xorps xmm4, xmm4
  blendvpd xmm4, xmm1
  xorps xmm1, xmm1
  movaps xmm0, xmm6
  blendvpd xmm1, xmm7
  xorps xmm6, xmm6
  movaps xmm0, xmm10
  blendvpd xmm6, xmm9
  xorps xmm10, xmm10
  movaps xmm0, xmm11
  blendvpd xmm10, xmm12
  movaps xmm0, xmm4
  mulpd xmm0, xmmword ptr [rip+0x1589]  ; 0x2af0
  movaps xmm11, xmm1
  mulpd xmm11, xmmword ptr [rip+0x157c]  ; 0x2af0
  movaps xmm12, xmm6
  mulpd xmm12, xmmword ptr [rip+0x156f]  ; 0x2af0
  movaps xmm9, xmm10
  mulpd xmm9, xmmword ptr [rip+0x1562]  ; 0x2af0
  roundpd xmm7, xmm0, 0xb
  movaps xmmword ptr [rsp+0x2e0], xmm5
  roundpd xmm5, xmm11, 0xb
  movaps xmmword ptr [rsp+0x2d0], xmm3
  roundpd xmm3, xmm12, 0xb
  movaps xmmword ptr [rsp+0x2c0], xmm2
  roundpd xmm2, xmm9, 0xb
  movaps xmmword ptr [rsp+0x2b0], xmm8
  movaps xmm8, xmm0
  subpd xmm8, xmm7
  subpd xmm11, xmm5
  subpd xmm12, xmm3
  subpd xmm9, xmm2
  movaps xmm0, xmmword ptr [rip+0x1307]  ; 0x28f0
  cmppd xmm0, xmm8, 1
  movaps xmmword ptr [rsp+0x320], xmm10
  movaps xmm10, xmmword ptr [rip+0x12f0]  ; 0x28f0
  cmppd xmm10, xmm11, 1
  movaps xmmword ptr [rsp+0x310], xmm6
  movaps xmm6, xmmword ptr [rip+0x12db]  ; 0x28f0
  cmppd xmm6, xmm12, 1
  movaps xmmword ptr [rsp+0x300], xmm1
  movaps xmm1, xmmword ptr [rip+0x12c6]  ; 0x28f0
  cmppd xmm1, xmm9, 1
  movaps xmmword ptr [rsp+0x2f0], xmm4
  xorps xmm4, xmm4
  blendvpd xmm4, xmmword ptr [rip+0x12bc]  ; 0x2900
  movaps xmmword ptr [rsp+0x330], xmm9
  xorps xmm9, xmm9
  movaps xmm0, xmm10
  blendvpd xmm9, xmmword ptr [rip+0x12a1]  ; 0x2900
  xorps xmm10, xmm10
  movaps xmm0, xmm6
  blendvpd xmm10, xmmword ptr [rip+0x1290]  ; 0x2900
  xorps xmm6, xmm6
  movaps xmm0, xmm1
  blendvpd xmm6, xmmword ptr [rip+0x1281]  ; 0x2900
  addpd xmm7, xmm4
  addpd xmm5, xmm9
  addpd xmm3, xmm10
  addpd xmm2, xmm6
  cmppd xmm8, xmmword ptr [rip+0x1275], 1  ; 0x2910
  cmppd xmm11, xmmword ptr [rip+0x126b], 1  ; 0x2910
  cmppd xmm12, xmmword ptr [rip+0x1261], 1  ; 0x2910
  movaps xmm9, xmmword ptr [rsp+0x330]
  cmppd xmm9, xmmword ptr [rip+0x124e], 1  ; 0x2910
  xorps xmm10, xmm10
  movaps xmm6, xmm10
  movaps xmm0, xmm8
  blendvpd xmm6, xmmword ptr [rip+0x1229]  ; 0x2900
  movaps xmm8, xmm10
  movaps xmm0, xmm11
  blendvpd xmm8, xmmword ptr [rip+0x1217]  ; 0x2900
  movaps xmm11, xmm10
  movaps xmm0, xmm12
  blendvpd xmm11, xmmword ptr [rip+0x1205]  ; 0x2900
  movaps xmm12, xmm10
  movaps xmm0, xmm9
  blendvpd xmm12, xmmword ptr [rip+0x11f3]  ; 0x2900
  subpd xmm7, xmm6
  subpd xmm5, xmm8
  subpd xmm3, xmm11
  subpd xmm2, xmm12
  movaps xmm0, xmm7
  mulpd xmm0, xmmword ptr [rip+0x1405]  ; 0x2b30
  movaps xmm8, xmm5
  mulpd xmm8, xmmword ptr [rip+0x13f8]  ; 0x2b30
  movaps xmm9, xmm3
  mulpd xmm9, xmmword ptr [rip+0x13eb]  ; 0x2b30
  movaps xmm11, xmm2
  mulpd xmm11, xmmword ptr [rip+0x13de]  ; 0x2b30
  movaps xmm12, xmmword ptr [rsp+0x2f0]
  subpd xmm12, xmm0
  movaps xmm0, xmmword ptr [rsp+0x300]
  subpd xmm0, xmm8
  movaps xmm8, xmmword ptr [rsp+0x310]
  subpd xmm8, xmm9
  movaps xmm9, xmmword ptr [rsp+0x320]
  subpd xmm9, xmm11
  movaps xmm11, xmm7
  mulpd xmm11, xmmword ptr [rip+0x13aa]  ; 0x2b40
  movaps xmm6, xmm5
  mulpd xmm6, xmmword ptr [rip+0x139f]  ; 0x2b40
  movaps xmm1, xmm3
  mulpd xmm1, xmmword ptr [rip+0x1394]  ; 0x2b40
  movaps xmm10, xmm2
  mulpd xmm10, xmmword ptr [rip+0x1387]  ; 0x2b40
  movaps xmm4, xmm12
  subpd xmm4, xmm11
  movaps xmmword ptr [rsp+0x3c0], xmm11
  movaps xmm11, xmm0
  subpd xmm11, xmm6
  movaps xmmword ptr [rsp+0x3d0], xmm6
  movaps xmm6, xmm8
  subpd xmm6, xmm1
  movaps xmmword ptr [rsp+0x3e0], xmm1
  movaps xmm1, xmm9
  subpd xmm1, xmm10
  movaps xmmword ptr [rsp+0x340], xmm7
  mulpd xmm7, xmmword ptr [rip+0x134b]  ; 0x2b50
  movaps xmmword ptr [rsp+0x350], xmm5
  mulpd xmm5, xmmword ptr [rip+0x133b]  ; 0x2b50
  movaps xmmword ptr [rsp+0x360], xmm3
  mulpd xmm3, xmmword ptr [rip+0x132b]  ; 0x2b50
  movaps xmmword ptr [rsp+0x370], xmm2
  mulpd xmm2, xmmword ptr [rip+0x131b]  ; 0x2b50
  movaps xmmword ptr [rsp+0x3f0], xmm10
  movaps xmm10, xmm4
  subpd xmm10, xmm7
  movaps xmmword ptr [rsp+0x3b0], xmm9
  movaps xmm9, xmm11
  subpd xmm9, xmm5
  movaps xmmword ptr [rsp+0x3a0], xmm8
  movaps xmm8, xmm6
  subpd xmm8, xmm3
  movaps xmmword ptr [rsp+0x390], xmm0
  movaps xmm0, xmm1
  subpd xmm0, xmm2
  movaps xmmword ptr [rsp+0x380], xmm12
  movaps xmm12, xmm10
  subpd xmm12, xmm4
  movaps xmmword ptr [rsp+0x450], xmm2
  movaps xmm2, xmm9
  subpd xmm2, xmm11
  movaps xmmword ptr [rsp+0x440], xmm3
  movaps xmm3, xmm8
  subpd xmm3, xmm6
  movaps xmmword ptr [rsp+0x430], xmm5
  movaps xmm5, xmm0
  subpd xmm5, xmm1
  movaps xmmword ptr [rsp+0x460], xmm10
  subpd xmm10, xmm12
  movaps xmmword ptr [rsp+0x470], xmm9
  subpd xmm9, xmm2
  movaps xmmword ptr [rsp+0x480], xmm8
  subpd xmm8, xmm3
  movaps xmmword ptr [rsp+0x490], xmm0
  subpd xmm0, xmm5
  movaps xmmword ptr [rsp+0x400], xmm4
  subpd xmm4, xmm10
  movaps xmm10, xmm11
  subpd xmm10, xmm9
  movaps xmm9, xmm6
  subpd xmm9, xmm8
  movaps xmm8, xmm1
  subpd xmm8, xmm0
  movaps xmm0, xmmword ptr [rip+0x131f]  ; 0x2c40
  xorpd xmm7, xmm0
  movaps xmm0, xmmword ptr [rsp+0x430]
  xorpd xmm0, xmmword ptr [rip+0x130b]  ; 0x2c40
  movaps xmmword ptr [rsp+0x420], xmm1
  movaps xmm1, xmmword ptr [rsp+0x440]
  xorpd xmm1, xmmword ptr [rip+0x12f3]  ; 0x2c40
  movaps xmmword ptr [rsp+0x410], xmm6
  movaps xmm6, xmmword ptr [rsp+0x450]
  xorpd xmm6, xmmword ptr [rip+0x12db]  ; 0x2c40
  subpd xmm7, xmm12
  subpd xmm0, xmm2
  subpd xmm1, xmm3
  subpd xmm6, xmm5
  addpd xmm4, xmm7
  addpd xmm10, xmm0
  addpd xmm9, xmm1
  addpd xmm8, xmm6
  movaps xmm0, xmmword ptr [rsp+0x400]
  movaps xmm1, xmm0
  movaps xmm12, xmmword ptr [rsp+0x380]
  subpd xmm1, xmm12
  movaps xmm2, xmm11
  movaps xmm3, xmmword ptr [rsp+0x390]
  subpd xmm2, xmm3
  movaps xmm6, xmmword ptr [rsp+0x410]
  movaps xmm5, xmm6
  movaps xmm7, xmmword ptr [rsp+0x3a0]
  subpd xmm5, xmm7
  movaps xmm7, xmmword ptr [rsp+0x420]
  movaps xmm3, xmm7
  subpd xmm3, xmmword ptr [rsp+0x3b0]
  subpd xmm0, xmm1
  subpd xmm11, xmm2
  subpd xmm6, xmm5
  subpd xmm7, xmm3
  subpd xmm12, xmm0
  movaps xmm0, xmmword ptr [rsp+0x390]
  subpd xmm0, xmm11
  movaps xmm11, xmmword ptr [rsp+0x3a0]
  subpd xmm11, xmm6
  movaps xmm6, xmmword ptr [rsp+0x3b0]
  subpd xmm6, xmm7
  movaps xmm7, xmmword ptr [rsp+0x3c0]
  xorpd xmm7, xmmword ptr [rip+0x1216]  ; 0x2c40
  movaps xmmword ptr [rsp+0x4c0], xmm8
  movaps xmm8, xmmword ptr [rsp+0x3d0]
  xorpd xmm8, xmmword ptr [rip+0x11fb]  ; 0x2c40
  movaps xmmword ptr [rsp+0x4b0], xmm9
  movaps xmm9, xmmword ptr [rsp+0x3e0]
  xorpd xmm9, xmmword ptr [rip+0x11e0]  ; 0x2c40
  movaps xmmword ptr [rsp+0x4a0], xmm10
  movaps xmm10, xmmword ptr [rsp+0x3f0]
  xorpd xmm10, xmmword ptr [rip+0x11c5]  ; 0x2c40
  subpd xmm7, xmm1
  subpd xmm8, xmm2
  subpd xmm9, xmm5
  subpd xmm10, xmm3
  addpd xmm12, xmm7
  addpd xmm0, xmm8
  addpd xmm11, xmm9
  addpd xmm6, xmm10
  xorps xmm10, xmm10
  addpd xmm12, xmm10
  addpd xmm0, xmm10
  addpd xmm11, xmm10
  addpd xmm6, xmm10
  addpd xmm12, xmm4
  addpd xmm0, xmmword ptr [rsp+0x4a0]
  addpd xmm11, xmmword ptr [rsp+0x4b0]
  addpd xmm6, xmmword ptr [rsp+0x4c0]
  movaps xmm7, xmmword ptr [rsp+0x340]
  movaps xmm1, xmm7
  mulpd xmm1, xmmword ptr [rip+0x1072]  ; 0x2b60
  movaps xmm5, xmmword ptr [rsp+0x350]
  movaps xmm3, xmm5
  mulpd xmm3, xmmword ptr [rip+0x105f]  ; 0x2b60
  movaps xmm4, xmmword ptr [rsp+0x360]
  movaps xmm8, xmm4
  mulpd xmm8, xmmword ptr [rip+0x104a]  ; 0x2b60
  movaps xmm9, xmmword ptr [rsp+0x370]
  movaps xmm10, xmm9
  mulpd xmm10, xmmword ptr [rip+0x1034]  ; 0x2b60
  movaps xmm2, xmmword ptr [rsp+0x460]
  movaps xmm9, xmm2
  subpd xmm9, xmm1
  movaps xmm4, xmmword ptr [rsp+0x470]
  movaps xmm5, xmm4
  subpd xmm5, xmm3
  movaps xmm7, xmmword ptr [rsp+0x480]
  subpd xmm7, xmm8
  movaps xmm4, xmmword ptr [rsp+0x490]
  subpd xmm4, xmm10
  movaps xmm2, xmm9
  subpd xmm2, xmmword ptr [rsp+0x460]
  movaps xmmword ptr [rsp+0x500], xmm6
  movaps xmm6, xmm5
  subpd xmm6, xmmword ptr [rsp+0x470]
  movaps xmmword ptr [rsp+0x4f0], xmm11
  movaps xmm11, xmm7
  subpd xmm11, xmmword ptr [rsp+0x480]
  movaps xmmword ptr [rsp+0x4e0], xmm0
  movaps xmm0, xmm4
  subpd xmm0, xmmword ptr [rsp+0x490]
  movaps xmmword ptr [rsp+0x510], xmm9
  subpd xmm9, xmm2
  movaps xmmword ptr [rsp+0x520], xmm5
  subpd xmm5, xmm6
  movaps xmmword ptr [rsp+0x530], xmm7
  subpd xmm7, xmm11
  movaps xmmword ptr [rsp+0x540], xmm4
  subpd xmm4, xmm0
  movaps xmmword ptr [rsp+0x4d0], xmm12
  movaps xmm12, xmmword ptr [rsp+0x460]
  subpd xmm12, xmm9
  movaps xmm9, xmmword ptr [rsp+0x470]
  subpd xmm9, xmm5
  movaps xmm5, xmmword ptr [rsp+0x480]
  subpd xmm5, xmm7
  movaps xmm7, xmmword ptr [rsp+0x490]
  subpd xmm7, xmm4
  movaps xmm4, xmmword ptr [rip+0x1017]  ; 0x2c40
  xorpd xmm1, xmm4
  xorpd xmm3, xmm4
  xorpd xmm8, xmm4
  xorpd xmm10, xmm4
  subpd xmm1, xmm2
  subpd xmm3, xmm6
  subpd xmm8, xmm11
  subpd xmm10, xmm0
  addpd xmm12, xmm1
  addpd xmm9, xmm3
  addpd xmm5, xmm8
  addpd xmm7, xmm10
  movaps xmm1, xmmword ptr [rsp+0x4d0]
  addpd xmm1, xmm12
  movaps xmm2, xmmword ptr [rsp+0x4e0]
  addpd xmm2, xmm9
  movaps xmm11, xmmword ptr [rsp+0x4f0]
  addpd xmm11, xmm5
  movaps xmm6, xmmword ptr [rsp+0x500]
  addpd xmm6, xmm7
  movaps xmm9, xmmword ptr [rsp+0x510]
  movaps xmm3, xmm9
  addpd xmm3, xmm1
  movaps xmm5, xmmword ptr [rsp+0x520]
  movaps xmm4, xmm5
  addpd xmm4, xmm2
  movaps xmm7, xmmword ptr [rsp+0x530]
  movaps xmm8, xmm7
  addpd xmm8, xmm11
  movaps xmm10, xmmword ptr [rsp+0x540]
  movaps xmm12, xmm10
  addpd xmm12, xmm6
  movaps xmm0, xmmword ptr [rip+0xc21]  ; 0x2900
  minpd xmm0, xmm3
  movaps xmm10, xmmword ptr [rip+0xc15]  ; 0x2900
  minpd xmm10, xmm4
  movaps xmm7, xmmword ptr [rip+0xc09]  ; 0x2900
  minpd xmm7, xmm8
  movaps xmm5, xmmword ptr [rip+0xbfd]  ; 0x2900
  minpd xmm5, xmm12
  movaps xmm9, xmm3
  cmppd xmm9, xmmword ptr [rip+0xe5a], 1  ; 0x2b70
  movaps xmmword ptr [rsp+0x580], xmm6
  movaps xmm6, xmm4
  cmppd xmm6, xmmword ptr [rip+0xe46], 1  ; 0x2b70
  movaps xmmword ptr [rsp+0x570], xmm11
  movaps xmm11, xmm8
  cmppd xmm11, xmmword ptr [rip+0xe2f], 1  ; 0x2b70
  movaps xmmword ptr [rsp+0x560], xmm2
  movaps xmm2, xmm12
  cmppd xmm2, xmmword ptr [rip+0xe1a], 1  ; 0x2b70
  movaps xmmword ptr [rsp+0x550], xmm1
  movaps xmm1, xmm0
  movaps xmm0, xmm9
  blendvpd xmm1, xmmword ptr [rip+0xe02]  ; 0x2b70
  movaps xmm0, xmm6
  blendvpd xmm10, xmmword ptr [rip+0xdf5]  ; 0x2b70
  movaps xmm0, xmm11
  blendvpd xmm7, xmmword ptr [rip+0xde8]  ; 0x2b70
  movaps xmm0, xmm2
  blendvpd xmm5, xmmword ptr [rip+0xddc]  ; 0x2b70
  movaps xmm2, xmm1
  mulpd xmm2, xmm1
  movaps xmm6, xmm10
  mulpd xmm6, xmm10
  movaps xmm11, xmm7
  mulpd xmm11, xmm7
  movaps xmm9, xmm5
  mulpd xmm9, xmm5
  movaps xmm0, xmmword ptr [rip+0xdc3]  ; 0x2b80
  mulpd xmm0, xmm2
  movaps xmmword ptr [rsp+0x5c0], xmm5
  movaps xmm5, xmmword ptr [rip+0xdb0]  ; 0x2b80
  mulpd xmm5, xmm6
  movaps xmmword ptr [rsp+0x5b0], xmm7
  movaps xmm7, xmmword ptr [rip+0xd9d]  ; 0x2b80
  mulpd xmm7, xmm11
  movaps xmmword ptr [rsp+0x5a0], xmm10
  movaps xmm10, xmmword ptr [rip+0xd87]  ; 0x2b80
  mulpd xmm10, xmm9
  addpd xmm0, xmmword ptr [rip+0xd8a]  ; 0x2b90
  addpd xmm5, xmmword ptr [rip+0xd82]  ; 0x2b90
  addpd xmm7, xmmword ptr [rip+0xd7a]  ; 0x2b90
  addpd xmm10, xmmword ptr [rip+0xd71]  ; 0x2b90
  mulpd xmm0, xmm2
  mulpd xmm5, xmm6
  mulpd xmm7, xmm11
  mulpd xmm10, xmm9
  addpd xmm0, xmmword ptr [rip+0xd67]  ; 0x2ba0
  addpd xmm5, xmmword ptr [rip+0xd5f]  ; 0x2ba0
  addpd xmm7, xmmword ptr [rip+0xd57]  ; 0x2ba0
  addpd xmm10, xmmword ptr [rip+0xd4e]  ; 0x2ba0
  mulpd xmm0, xmm2
  mulpd xmm5, xmm6
  mulpd xmm7, xmm11
  mulpd xmm10, xmm9
  addpd xmm0, xmmword ptr [rip+0xd44]  ; 0x2bb0
  addpd xmm5, xmmword ptr [rip+0xd3c]  ; 0x2bb0
  addpd xmm7, xmmword ptr [rip+0xd34]  ; 0x2bb0
  addpd xmm10, xmmword ptr [rip+0xd2b]  ; 0x2bb0
  mulpd xmm0, xmm2
  mulpd xmm5, xmm6
  mulpd xmm7, xmm11
  mulpd xmm10, xmm9
  addpd xmm0, xmmword ptr [rip+0xd21]  ; 0x2bc0
  addpd xmm5, xmmword ptr [rip+0xd19]  ; 0x2bc0
  addpd xmm7, xmmword ptr [rip+0xd11]  ; 0x2bc0
  addpd xmm10, xmmword ptr [rip+0xd08]  ; 0x2bc0
  movaps xmmword ptr [rsp+0x590], xmm1
  movaps xmm1, xmm2
  mulpd xmm1, xmm2
  movaps xmmword ptr [rsp+0x5d0], xmm2
  movaps xmm2, xmm6
  mulpd xmm2, xmm6
  movaps xmmword ptr [rsp+0x5e0], xmm6
  movaps xmm6, xmm11
  mulpd xmm6, xmm11
  movaps xmmword ptr [rsp+0x5f0], xmm11
  movaps xmm11, xmm9
  mulpd xmm11, xmm9
  mulpd xmm1, xmm0
  mulpd xmm2, xmm5
  mulpd xmm6, xmm7
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
  movaps xmm8, xmmword ptr [rip+0xc76]  ; 0x2be0
  minpd xmm8, xmm0
  movaps xmm10, xmmword ptr [rip+0xc69]  ; 0x2be0
  minpd xmm10, xmm3
  movaps xmm12, xmmword ptr [rip+0xc5c]  ; 0x2be0
  minpd xmm12, xmm4
  movaps xmm7, xmmword ptr [rip+0xc50]  ; 0x2be0
  minpd xmm7, xmm5
  cmppd xmm0, xmmword ptr [rip+0xc33], 1  ; 0x2bd0
  cmppd xmm3, xmmword ptr [rip+0xc2a], 1  ; 0x2bd0
  cmppd xmm4, xmmword ptr [rip+0xc21], 1  ; 0x2bd0
  cmppd xmm5, xmmword ptr [rip+0xc18], 1  ; 0x2bd0
  blendvpd xmm8, xmmword ptr [rip+0xc0e]  ; 0x2bd0
  movaps xmm0, xmm3
  blendvpd xmm10, xmmword ptr [rip+0xc01]  ; 0x2bd0
  movaps xmm0, xmm4
  blendvpd xmm12, xmmword ptr [rip+0xbf4]  ; 0x2bd0
  movaps xmm0, xmm5
  blendvpd xmm7, xmmword ptr [rip+0xbe8]  ; 0x2bd0
  movaps xmm0, xmmword ptr [rsp+0x590]
  movaps xmm4, xmm0
  mulpd xmm4, xmm8
  movaps xmm5, xmmword ptr [rsp+0x5a0]
  movaps xmm3, xmm5
  mulpd xmm3, xmm10
  movaps xmm5, xmmword ptr [rsp+0x5b0]
  mulpd xmm5, xmm12
  movaps xmm0, xmmword ptr [rsp+0x5c0]
  mulpd xmm0, xmm7
  subpd xmm1, xmm4
  subpd xmm2, xmm3
  subpd xmm6, xmm5
  subpd xmm11, xmm0
  movaps xmm0, xmmword ptr [rsp+0x5d0]
  movaps xmm3, xmm0
  mulpd xmm3, xmmword ptr [rip+0x8ab]  ; 0x28f0
  movaps xmm4, xmmword ptr [rsp+0x5e0]
  movaps xmm5, xmm4
  mulpd xmm5, xmmword ptr [rip+0x898]  ; 0x28f0
  movaps xmm4, xmmword ptr [rsp+0x5f0]
  mulpd xmm4, xmmword ptr [rip+0x888]  ; 0x28f0
  movaps xmm0, xmm9
  mulpd xmm0, xmmword ptr [rip+0x87c]  ; 0x28f0
  movaps xmmword ptr [rsp+0x640], xmm7
  movaps xmm7, xmmword ptr [rip+0x87d]  ; 0x2900
  subpd xmm7, xmm3
  movaps xmmword ptr [rsp+0x630], xmm12
  movaps xmm12, xmmword ptr [rip+0x868]  ; 0x2900
  subpd xmm12, xmm5
  movaps xmmword ptr [rsp+0x620], xmm10
  movaps xmm10, xmmword ptr [rip+0x852]  ; 0x2900
  subpd xmm10, xmm4
  movaps xmmword ptr [rsp+0x610], xmm8
  movaps xmm8, xmmword ptr [rip+0x83c]  ; 0x2900
  subpd xmm8, xmm0
  movaps xmmword ptr [rsp+0x600], xmm9
  movaps xmm9, xmmword ptr [rip+0x826]  ; 0x2900
  subpd xmm9, xmm7
  movaps xmmword ptr [rsp+0x650], xmm7
  movaps xmm7, xmmword ptr [rip+0x812]  ; 0x2900
  subpd xmm7, xmm12
  movaps xmmword ptr [rsp+0x660], xmm12
  movaps xmm12, xmmword ptr [rip+0x7fc]  ; 0x2900
  subpd xmm12, xmm10
  movaps xmmword ptr [rsp+0x670], xmm10
  movaps xmm10, xmmword ptr [rip+0x7e6]  ; 0x2900
  subpd xmm10, xmm8
  subpd xmm9, xmm3
  subpd xmm7, xmm5
  subpd xmm12, xmm4
  subpd xmm10, xmm0
  addpd xmm9, xmm1
  addpd xmm7, xmm2
  addpd xmm12, xmm6
  addpd xmm10, xmm11
  movaps xmm1, xmmword ptr [rsp+0x650]
  addpd xmm1, xmm9
  movaps xmm2, xmmword ptr [rsp+0x660]
  addpd xmm2, xmm7
  movaps xmm3, xmmword ptr [rsp+0x670]
  addpd xmm3, xmm12
  addpd xmm8, xmm10
  movaps xmm0, xmmword ptr [rip+0xa79]  ; 0x2bf0
  movaps xmm5, xmmword ptr [rsp+0x5d0]
  mulpd xmm0, xmm5
  movaps xmm6, xmmword ptr [rip+0xa66]  ; 0x2bf0
  movaps xmm7, xmmword ptr [rsp+0x5e0]
  mulpd xmm6, xmm7
  movaps xmm9, xmmword ptr [rip+0xa52]  ; 0x2bf0
  movaps xmm11, xmmword ptr [rsp+0x5f0]
  mulpd xmm9, xmm11
  movaps xmm10, xmmword ptr [rip+0xa3c]  ; 0x2bf0
  movaps xmm12, xmmword ptr [rsp+0x600]
  mulpd xmm10, xmm12
  addpd xmm0, xmmword ptr [rip+0xa36]  ; 0x2c00
  addpd xmm6, xmmword ptr [rip+0xa2e]  ; 0x2c00
  addpd xmm9, xmmword ptr [rip+0xa25]  ; 0x2c00
  addpd xmm10, xmmword ptr [rip+0xa1c]  ; 0x2c00
  mulpd xmm0, xmm5
  mulpd xmm6, xmm7
  mulpd xmm9, xmm11
  mulpd xmm10, xmm12
  addpd xmm0, xmmword ptr [rip+0xa12]  ; 0x2c10
  addpd xmm6, xmmword ptr [rip+0xa0a]  ; 0x2c10
  addpd xmm9, xmmword ptr [rip+0xa01]  ; 0x2c10
  addpd xmm10, xmmword ptr [rip+0x9f8]  ; 0x2c10
  mulpd xmm0, xmm5
  mulpd xmm6, xmm7
  mulpd xmm9, xmm11
  mulpd xmm10, xmm12
  addpd xmm0, xmmword ptr [rip+0x9ee]  ; 0x2c20
  addpd xmm6, xmmword ptr [rip+0x9e6]  ; 0x2c20
  addpd xmm9, xmmword ptr [rip+0x9dd]  ; 0x2c20
  addpd xmm10, xmmword ptr [rip+0x9d4]  ; 0x2c20
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
  mulpd xmm5, xmmword ptr [rip+0x659]  ; 0x28f0
  movaps xmmword ptr [rsp+0x6b0], xmm8
  movaps xmm8, xmmword ptr [rsp+0x620]
  mulpd xmm8, xmmword ptr [rip+0x63e]  ; 0x28f0
  movaps xmmword ptr [rsp+0x6a0], xmm3
  movaps xmm3, xmmword ptr [rsp+0x630]
  mulpd xmm3, xmmword ptr [rip+0x626]  ; 0x28f0
  movaps xmmword ptr [rsp+0x690], xmm2
  movaps xmm2, xmmword ptr [rsp+0x640]
  mulpd xmm2, xmmword ptr [rip+0x60e]  ; 0x28f0
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
  mulpd xmm4, xmmword ptr [rip+0x8de]  ; 0x2c30
  mulpd xmm7, xmmword ptr [rip+0x8d6]  ; 0x2c30
  mulpd xmm11, xmmword ptr [rip+0x8cd]  ; 0x2c30
  mulpd xmm12, xmmword ptr [rip+0x8c4]  ; 0x2c30
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
  movaps xmm0, xmmword ptr [rsp+0x340]
  movaps xmm3, xmm0
  mulpd xmm3, xmmword ptr [rip+0x73f]  ; 0x2b00
  movaps xmm9, xmmword ptr [rsp+0x350]
  movaps xmm10, xmm9
  mulpd xmm10, xmmword ptr [rip+0x729]  ; 0x2b00
  movaps xmm11, xmmword ptr [rsp+0x360]
  movaps xmm12, xmm11
  mulpd xmm12, xmmword ptr [rip+0x713]  ; 0x2b00
  movaps xmm2, xmmword ptr [rsp+0x370]
  movaps xmm8, xmm2
  mulpd xmm8, xmmword ptr [rip+0x6fe]  ; 0x2b00
  roundpd xmm3, xmm3, 0xb
  roundpd xmm10, xmm10, 0xb
  roundpd xmm12, xmm12, 0xb
  roundpd xmm8, xmm8, 0xb
  mulpd xmm3, xmmword ptr [rip+0x6eb]  ; 0x2b10
  mulpd xmm10, xmmword ptr [rip+0x6e2]  ; 0x2b10
  mulpd xmm12, xmmword ptr [rip+0x6d9]  ; 0x2b10
  mulpd xmm8, xmmword ptr [rip+0x6d0]  ; 0x2b10
  subpd xmm0, xmm3
  subpd xmm9, xmm10
  subpd xmm11, xmm12
  subpd xmm2, xmm8
  movaps xmm3, xmm0
  addpd xmm3, xmmword ptr [rip+0x6b2]  ; 0x2b10
  movaps xmm10, xmm9
  addpd xmm10, xmmword ptr [rip+0x6a5]  ; 0x2b10
  movaps xmm12, xmm11
  addpd xmm12, xmmword ptr [rip+0x698]  ; 0x2b10
  movaps xmm8, xmm2
  addpd xmm8, xmmword ptr [rip+0x68b]  ; 0x2b10
  movaps xmmword ptr [rsp+0x6f0], xmm6
  movaps xmm6, xmm0
  xorps xmm15, xmm15
  cmppd xmm6, xmm15, 1
  movaps xmmword ptr [rsp+0x6e0], xmm5
  movaps xmm5, xmm9
  xorps xmm15, xmm15
  cmppd xmm5, xmm15, 1
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
  movaps xmm0, xmm5
  blendvpd xmm9, xmm10
  movaps xmm0, xmm7
  blendvpd xmm11, xmm12
  movaps xmm0, xmm1
  blendvpd xmm2, xmm8
  movaps xmm0, xmm4
  cmppd xmm0, xmmword ptr [rip+0x3eb], 0  ; 0x2900
  movaps xmm3, xmm9
  cmppd xmm3, xmmword ptr [rip+0x3de], 0  ; 0x2900
  movaps xmm5, xmm11
  cmppd xmm5, xmmword ptr [rip+0x3d1], 0  ; 0x2900
  movaps xmm6, xmm2
  cmppd xmm6, xmmword ptr [rip+0x3c5], 0  ; 0x2900
  packssdw xmm0, xmm3
  packssdw xmm5, xmm6
  packssdw xmm0, xmm5
  movaps xmm3, xmm0
  packsswb xmm3, xmm0
  pabsb xmm0, xmm3
  movaps xmm3, xmm4
  cmppd xmm3, xmmword ptr [rip+0x5c1], 0  ; 0x2b20
  movaps xmm6, xmm9
  cmppd xmm6, xmmword ptr [rip+0x5b4], 0  ; 0x2b20
  movaps xmm7, xmm11
  cmppd xmm7, xmmword ptr [rip+0x5a7], 0  ; 0x2b20
  movaps xmm8, xmm2
  cmppd xmm8, xmmword ptr [rip+0x599], 0  ; 0x2b20
  packssdw xmm3, xmm6
  packssdw xmm7, xmm8
  packssdw xmm3, xmm7
  movaps xmm6, xmm3
  packsswb xmm6, xmm3
  pabsb xmm3, xmm6
  por xmm0, xmm3
  pextrb ecx, xmm0, 0
  movaps xmm3, xmmword ptr [rsp+0x6c0]
  movaps xmm6, xmm3
  test cl, cl
  movaps xmm7, xmmword ptr [rsp+0x680]
  je .Lwhere19
  movaps xmm6, xmm7
.Lwhere19:
  movaps xmm8, xmm7
  shufpd xmm8, xmm7, 1
  movaps xmm7, xmm3
  shufpd xmm7, xmm3, 1
  pextrb ecx, xmm0, 1
  test cl, cl
  je .Lwhere20
  movaps xmm7, xmm8
.Lwhere20:
  pextrb ecx, xmm0, 2
  movaps xmm3, xmmword ptr [rsp+0x6d0]
  movaps xmm8, xmm3
  test cl, cl
  movaps xmm10, xmmword ptr [rsp+0x690]
  je .Lwhere21
  movaps xmm8, xmm10
.Lwhere21:
  movaps xmm12, xmm10
  shufpd xmm12, xmm10, 1
  movaps xmm10, xmm3
  shufpd xmm10, xmm3, 1
  pextrb ecx, xmm0, 3
  test cl, cl
  je .Lwhere22
  movaps xmm10, xmm12
.Lwhere22:
  pextrb ecx, xmm0, 4
  movaps xmm3, xmmword ptr [rsp+0x6e0]
  movaps xmm12, xmm3
  test cl, cl
  movaps xmm1, xmmword ptr [rsp+0x6a0]
  je .Lwhere23
  movaps xmm12, xmm1
.Lwhere23:
  movaps xmm5, xmm1
  shufpd xmm5, xmm1, 1
  movaps xmm1, xmm3
  shufpd xmm1, xmm3, 1
  pextrb ecx, xmm0, 5
  test cl, cl
  je .Lwhere24
  movaps xmm1, xmm5
.Lwhere24:
  pextrb ecx, xmm0, 6
  movaps xmm3, xmmword ptr [rsp+0x6f0]
  movaps xmm5, xmm3
  test cl, cl
  movaps xmm3, xmmword ptr [rsp+0x6b0]
  je .Lwhere25
  movaps xmm5, xmm3
.Lwhere25:
  shufpd xmm3, xmmword ptr [rsp+0x6b0], 1
  movaps xmmword ptr [rsp+0x700], xmm2
  movaps xmm2, xmmword ptr [rsp+0x6f0]
  shufpd xmm2, xmmword ptr [rsp+0x6f0], 1
  pextrb ecx, xmm0, 7
  test cl, cl
  je .Lwhere26
  movaps xmm2, xmm3
.Lwhere26:
  unpcklpd xmm6, xmm7
  unpcklpd xmm8, xmm10
  unpcklpd xmm12, xmm1
  unpcklpd xmm5, xmm2
  movaps xmm0, xmmword ptr [rip+0x56e]  ; 0x2c40
  movaps xmm1, xmm6
  xorpd xmm1, xmm0
  movaps xmm2, xmm8
  xorpd xmm2, xmm0
  movaps xmm3, xmm12
  xorpd xmm3, xmm0
  movaps xmm7, xmm0
  xorpd xmm7, xmm5
  movaps xmm0, xmmword ptr [rip+0x3e9]  ; 0x2ae0
  cmppd xmm0, xmm4, 1
  movaps xmm4, xmmword ptr [rip+0x3dd]  ; 0x2ae0
  cmppd xmm4, xmm9, 1
  movaps xmm9, xmmword ptr [rip+0x3cf]  ; 0x2ae0
  cmppd xmm9, xmm11, 1
  movaps xmm11, xmmword ptr [rip+0x3c1]  ; 0x2ae0
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
  xorps xmm10, xmm10
  cmppd xmm0, xmm10, 0
  movaps xmm7, xmmword ptr [rsp+0x90]
  movaps xmm2, xmm7
  cmppd xmm2, xmm10, 0
  movaps xmm9, xmmword ptr [rsp+0xa0]
  movaps xmm3, xmm9
  cmppd xmm3, xmm10, 0
  movaps xmm4, xmmword ptr [rsp+0xb0]
  movaps xmm11, xmm4
  cmppd xmm11, xmm10, 0
  blendvpd xmm6, xmm1
  movaps xmm0, xmm2
  blendvpd xmm8, xmm7
  movaps xmm0, xmm3
  blendvpd xmm12, xmm9
  movaps xmm0, xmm11
  blendvpd xmm5, xmm4
  movaps xmm0, xmmword ptr [rsp+0x2b0]
  movaps xmm4, xmmword ptr [rip+0x1fb]  ; 0x29c0
  cmppd xmm0, xmm4, 1
  movaps xmm2, xmmword ptr [rsp+0x2c0]
  cmppd xmm2, xmm4, 1
  movaps xmm3, xmmword ptr [rsp+0x2d0]
  cmppd xmm3, xmm4, 1
  movaps xmm1, xmmword ptr [rsp+0x2e0]
  cmppd xmm1, xmm4, 1
  movaps xmm7, xmmword ptr [rip+0x2d8]  ; 0x2ad0
  movaps xmm9, xmm7
  blendvpd xmm9, xmm6
  movaps xmm6, xmm7
  movaps xmm0, xmm2
  blendvpd xmm6, xmm8
  movaps xmm2, xmm7
  movaps xmm0, xmm3
  blendvpd xmm2, xmm12
  movaps xmm3, xmm7
  movaps xmm0, xmm1
  blendvpd xmm3, xmm5
  cvtpd2ps xmm0, xmm9
  cvtpd2ps xmm1, xmm6
  cvtpd2ps xmm2, xmm2
  cvtpd2ps xmm3, xmm3
  unpcklpd xmm0, xmm1
  unpcklpd xmm2, xmm3
  mov r8, qword ptr [rsp+0x7a0]
  movdqu xmmword ptr [r8+rsi*4], xmm0
  movdqu xmmword ptr [r8+rsi*4+0x10], xmm2
  add esi, 8
  cmp esi, 0x20
  jl .Lloop1
.Ldone2:
  movaps xmm6, xmmword ptr [rsp+0x710]
  movaps xmm7, xmmword ptr [rsp+0x720]
  movaps xmm8, xmmword ptr [rsp+0x730]
  movaps xmm9, xmmword ptr [rsp+0x740]
  movaps xmm10, xmmword ptr [rsp+0x750]
  movaps xmm11, xmmword ptr [rsp+0x760]
  movaps xmm12, xmmword ptr [rsp+0x770]
  movaps xmm15, xmmword ptr [rsp+0x780]
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
;   0x28c0: 3e7b5253d395e7c4 3e7b5253d395e7c4
;   0x28d0: c090e00000000000 c090e00000000000
;   0x28e0: 4090180000000000 4090180000000000
;   0x28f0: 3fe0000000000000 3fe0000000000000
;   0x2900: 3ff0000000000000 3ff0000000000000
;   0x2910: bfe0000000000000 bfe0000000000000
;   0x2920: 3eb62c0223a5c824 3eb62c0223a5c824
;   0x2930: 3eeffcbfc588b0c7 3eeffcbfc588b0c7
;   0x2940: 3f2430912f86c787 3f2430912f86c787
;   0x2950: 3f55d87fe78a6731 3f55d87fe78a6731
;   0x2960: 3f83b2ab6fba4e77 3f83b2ab6fba4e77
;   0x2970: 3fac6b08d704a0c0 3fac6b08d704a0c0
;   0x2980: 3fcebfbdff82c58f 3fcebfbdff82c58f
;   0x2990: 3fe62e42fefa39ef 3fe62e42fefa39ef
;   0x29a0: 4338000000000000 4338000000000000
;   0x29b0: 00000000000003ff 00000000000003ff
;   0x29c0: 7ff0000000000000 7ff0000000000000
;   0x29d0: 3ff6a09e667f3bcd 3ff6a09e667f3bcd
;   0x29e0: 0010000000000000 0010000000000000
;   0x29f0: 4350000000000000 4350000000000000
;   0x2a00: 000fffffffffffff 000fffffffffffff
;   0x2a10: ffffffff00000000 ffffffff00000000
;   0x2a20: 4000000000000000 4000000000000000
;   0x2a30: 3fc3b13b13b13b14 3fc3b13b13b13b14
;   0x2a40: 3fc745d1745d1746 3fc745d1745d1746
;   0x2a50: 3fcc71c71c71c71c 3fcc71c71c71c71c
;   0x2a60: 3fd2492492492492 3fd2492492492492
;   0x2a70: 3fd999999999999a 3fd999999999999a
;   0x2a80: 3fe5555555555555 3fe5555555555555
;   0x2a90: 3de705fc2eefa200 3de705fc2eefa200
;   0x2aa0: 3ff7154765200000 3ff7154765200000
;   0x2ab0: 404b000000000000 404b000000000000
;   0x2ac0: fff0000000000000 fff0000000000000
;   0x2ad0: 7ff8000000000000 7ff8000000000000
;   0x2ae0: 3ff8000000000000 3ff8000000000000
;   0x2af0: 3fe45f306dc9c883 3fe45f306dc9c883
;   0x2b00: 3fd0000000000000 3fd0000000000000
;   0x2b10: 4010000000000000 4010000000000000
;   0x2b20: 4008000000000000 4008000000000000
;   0x2b30: 3ff921fb40000000 3ff921fb40000000
;   0x2b40: 3e74442d00000000 3e74442d00000000
;   0x2b50: 3cf8469880000000 3cf8469880000000
;   0x2b60: 3b78cc51701b839a 3b78cc51701b839a
;   0x2b70: bff0000000000000 bff0000000000000
;   0x2b80: 3e21eed8eff8d898 3e21eed8eff8d898
;   0x2b90: be927e4fb7789f5c be927e4fb7789f5c
;   0x2ba0: 3efa01a01a01a01a 3efa01a01a01a01a
;   0x2bb0: bf56c16c16c16c17 bf56c16c16c16c17
;   0x2bc0: 3fa5555555555555 3fa5555555555555
;   0x2bd0: bd70000000000000 bd70000000000000
;   0x2be0: 3d70000000000000 3d70000000000000
;   0x2bf0: be5ae64567f544e4 be5ae64567f544e4
;   0x2c00: 3ec71de3a556c734 3ec71de3a556c734
;   0x2c10: bf2a01a01a01a01a bf2a01a01a01a01a
;   0x2c20: 3f81111111111111 3f81111111111111
;   0x2c30: bfc5555555555555 bfc5555555555555
;   0x2c40: 8000000000000000 8000000000000000
;   0x2c50: 3ff0000000000000
