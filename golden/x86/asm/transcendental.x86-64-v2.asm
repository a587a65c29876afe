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
  movaps xmm0, xmmword ptr [rip+0x26f6]  ; 0x2850
  minpd xmm0, xmm10
  movaps xmm7, xmmword ptr [rip+0x26ea]  ; 0x2850
  minpd xmm7, xmm1
  movaps xmmword ptr [rsp+0x20], xmm8
  movaps xmm8, xmmword ptr [rip+0x26d8]  ; 0x2850
  minpd xmm8, xmm12
  movaps xmmword ptr [rsp+0x10], xmm9
  movaps xmm9, xmmword ptr [rip+0x26c5]  ; 0x2850
  minpd xmm9, xmm6
  cmppd xmm10, xmmword ptr [rip+0x26a6], 1  ; 0x2840
  cmppd xmm1, xmmword ptr [rip+0x269d], 1  ; 0x2840
  cmppd xmm12, xmmword ptr [rip+0x2693], 1  ; 0x2840
  cmppd xmm6, xmmword ptr [rip+0x268a], 1  ; 0x2840
  movaps xmmword ptr [rsp], xmm11
  movaps xmm11, xmm0
  movaps xmm0, xmm10
  blendvpd xmm11, xmmword ptr [rip+0x2673]  ; 0x2840
  movaps xmm0, xmm1
  blendvpd xmm7, xmmword ptr [rip+0x2667]  ; 0x2840
  movaps xmm0, xmm12
  blendvpd xmm8, xmmword ptr [rip+0x2659]  ; 0x2840
  movaps xmm0, xmm6
  blendvpd xmm9, xmmword ptr [rip+0x264c]  ; 0x2840
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
  movaps xmm0, xmmword ptr [rip+0x2609]  ; 0x2860
  cmppd xmm0, xmm2, 1
  movaps xmmword ptr [rsp+0xf0], xmm9
  movaps xmm9, xmmword ptr [rip+0x25f3]  ; 0x2860
  cmppd xmm9, xmm4, 1
  movaps xmmword ptr [rsp+0xe0], xmm8
  movaps xmm8, xmmword ptr [rip+0x25dc]  ; 0x2860
  cmppd xmm8, xmm3, 1
  movaps xmmword ptr [rsp+0xd0], xmm7
  movaps xmm7, xmmword ptr [rip+0x25c7]  ; 0x2860
  cmppd xmm7, xmm5, 1
  movaps xmmword ptr [rsp+0xc0], xmm11
  xorps xmm11, xmm11
  blendvpd xmm11, xmmword ptr [rip+0x25bb]  ; 0x2870
  movaps xmmword ptr [rsp+0x100], xmm5
  xorps xmm5, xmm5
  movaps xmm0, xmm9
  blendvpd xmm5, xmmword ptr [rip+0x25a3]  ; 0x2870
  xorps xmm9, xmm9
  movaps xmm0, xmm8
  blendvpd xmm9, xmmword ptr [rip+0x2591]  ; 0x2870
  xorps xmm8, xmm8
  movaps xmm0, xmm7
  blendvpd xmm8, xmmword ptr [rip+0x2580]  ; 0x2870
  addpd xmm1, xmm11
  addpd xmm6, xmm5
  addpd xmm12, xmm9
  addpd xmm10, xmm8
  cmppd xmm2, xmmword ptr [rip+0x2574], 1  ; 0x2880
  cmppd xmm4, xmmword ptr [rip+0x256b], 1  ; 0x2880
  cmppd xmm3, xmmword ptr [rip+0x2562], 1  ; 0x2880
  movaps xmm8, xmmword ptr [rsp+0x100]
  cmppd xmm8, xmmword ptr [rip+0x254f], 1  ; 0x2880
  xorps xmm9, xmm9
  movaps xmm11, xmm9
  movaps xmm0, xmm2
  blendvpd xmm11, xmmword ptr [rip+0x252a]  ; 0x2870
  movaps xmm2, xmm9
  movaps xmm0, xmm4
  blendvpd xmm2, xmmword ptr [rip+0x251a]  ; 0x2870
  movaps xmm4, xmm9
  movaps xmm0, xmm3
  blendvpd xmm4, xmmword ptr [rip+0x250a]  ; 0x2870
  movaps xmm3, xmm9
  movaps xmm0, xmm8
  blendvpd xmm3, xmmword ptr [rip+0x24f9]  ; 0x2870
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
  movaps xmm4, xmmword ptr [rip+0x246a]  ; 0x2830
  mulpd xmm4, xmm11
  movaps xmm5, xmmword ptr [rip+0x245e]  ; 0x2830
  mulpd xmm5, xmm0
  movaps xmm9, xmmword ptr [rip+0x2452]  ; 0x2830
  mulpd xmm9, xmm8
  movaps xmm3, xmmword ptr [rip+0x2446]  ; 0x2830
  mulpd xmm3, xmm2
  addpd xmm4, xmmword ptr [rip+0x249a]  ; 0x2890
  addpd xmm5, xmmword ptr [rip+0x2492]  ; 0x2890
  addpd xmm9, xmmword ptr [rip+0x2489]  ; 0x2890
  addpd xmm3, xmmword ptr [rip+0x2481]  ; 0x2890
  mulpd xmm4, xmm11
  mulpd xmm5, xmm0
  mulpd xmm9, xmm8
  mulpd xmm3, xmm2
  addpd xmm4, xmmword ptr [rip+0x2477]  ; 0x28a0
  addpd xmm5, xmmword ptr [rip+0x246f]  ; 0x28a0
  addpd xmm9, xmmword ptr [rip+0x2466]  ; 0x28a0
  addpd xmm3, xmmword ptr [rip+0x245e]  ; 0x28a0
  mulpd xmm4, xmm11
  mulpd xmm5, xmm0
  mulpd xmm9, xmm8
  mulpd xmm3, xmm2
  addpd xmm4, xmmword ptr [rip+0x2454]  ; 0x28b0
  addpd xmm5, xmmword ptr [rip+0x244c]  ; 0x28b0
  addpd xmm9, xmmword ptr [rip+0x2443]  ; 0x28b0
  addpd xmm3, xmmword ptr [rip+0x243b]  ; 0x28b0
  mulpd xmm4, xmm11
  mulpd xmm5, xmm0
  mulpd xmm9, xmm8
  mulpd xmm3, xmm2
  addpd xmm4, xmmword ptr [rip+0x2431]  ; 0x28c0
  addpd xmm5, xmmword ptr [rip+0x2429]  ; 0x28c0
  addpd xmm9, xmmword ptr [rip+0x2420]  ; 0x28c0
  addpd xmm3, xmmword ptr [rip+0x2418]  ; 0x28c0
  mulpd xmm4, xmm11
  mulpd xmm5, xmm0
  mulpd xmm9, xmm8
  mulpd xmm3, xmm2
  addpd xmm4, xmmword ptr [rip+0x240e]  ; 0x28d0
  addpd xmm5, xmmword ptr [rip+0x2406]  ; 0x28d0
  addpd xmm9, xmmword ptr [rip+0x23fd]  ; 0x28d0
  addpd xmm3, xmmword ptr [rip+0x23f5]  ; 0x28d0
  mulpd xmm4, xmm11
  mulpd xmm5, xmm0
  mulpd xmm9, xmm8
  mulpd xmm3, xmm2
  addpd xmm4, xmmword ptr [rip+0x23eb]  ; 0x28e0
  addpd xmm5, xmmword ptr [rip+0x23e3]  ; 0x28e0
  addpd xmm9, xmmword ptr [rip+0x23da]  ; 0x28e0
  addpd xmm3, xmmword ptr [rip+0x23d2]  ; 0x28e0
  mulpd xmm4, xmm11
  mulpd xmm5, xmm0
  mulpd xmm9, xmm8
  mulpd xmm3, xmm2
  addpd xmm4, xmmword ptr [rip+0x23c8]  ; 0x28f0
  addpd xmm5, xmmword ptr [rip+0x23c0]  ; 0x28f0
  addpd xmm9, xmmword ptr [rip+0x23b7]  ; 0x28f0
  addpd xmm3, xmmword ptr [rip+0x23af]  ; 0x28f0
  mulpd xmm4, xmm11
  mulpd xmm5, xmm0
  mulpd xmm9, xmm8
  mulpd xmm3, xmm2
  addpd xmm4, xmmword ptr [rip+0x23a5]  ; 0x2900
  addpd xmm5, xmmword ptr [rip+0x239d]  ; 0x2900
  addpd xmm9, xmmword ptr [rip+0x2394]  ; 0x2900
  addpd xmm3, xmmword ptr [rip+0x238c]  ; 0x2900
  mulpd xmm4, xmm11
  mulpd xmm5, xmm0
  mulpd xmm9, xmm8
  mulpd xmm3, xmm2
  addpd xmm4, xmmword ptr [rip+0x22e2]  ; 0x2870
  addpd xmm5, xmmword ptr [rip+0x22da]  ; 0x2870
  addpd xmm9, xmmword ptr [rip+0x22d1]  ; 0x2870
  addpd xmm3, xmmword ptr [rip+0x22c9]  ; 0x2870
  addpd xmm1, xmmword ptr [rip+0x2361]  ; 0x2910
  addpd xmm6, xmmword ptr [rip+0x2359]  ; 0x2910
  addpd xmm12, xmmword ptr [rip+0x2350]  ; 0x2910
  addpd xmm10, xmmword ptr [rip+0x2347]  ; 0x2910
  psubq xmm1, xmmword ptr [rip+0x233f]  ; 0x2910
  psubq xmm6, xmmword ptr [rip+0x2337]  ; 0x2910
  psubq xmm12, xmmword ptr [rip+0x232e]  ; 0x2910
  psubq xmm10, xmmword ptr [rip+0x2325]  ; 0x2910
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
  paddq xmm0, xmmword ptr [rip+0x2289]  ; 0x2920
  movaps xmm7, xmm6
  paddq xmm7, xmmword ptr [rip+0x227e]  ; 0x2920
  movaps xmm8, xmm12
  paddq xmm8, xmmword ptr [rip+0x2271]  ; 0x2920
  movaps xmm2, xmm10
  paddq xmm2, xmmword ptr [rip+0x2265]  ; 0x2920
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
  paddq xmm1, xmmword ptr [rip+0x220c]  ; 0x2920
  paddq xmm0, xmmword ptr [rip+0x2204]  ; 0x2920
  paddq xmm2, xmmword ptr [rip+0x21fc]  ; 0x2920
  paddq xmm6, xmmword ptr [rip+0x21f4]  ; 0x2920
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
  mov r11, qword ptr [rsp+0x710]
  movdqu xmmword ptr [r11+rax*4], xmm0
  mov r11, qword ptr [rsp+0x710]
  movdqu xmmword ptr [r11+rax*4+0x10], xmm5
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
  cmppd xmm3, xmmword ptr [rip+0x20f4], 1  ; 0x2930
  movaps xmm5, xmm2
  cmppd xmm5, xmmword ptr [rip+0x20e8], 1  ; 0x2930
  movaps xmm6, xmm8
  cmppd xmm6, xmmword ptr [rip+0x20db], 1  ; 0x2930
  movaps xmm10, xmm11
  cmppd xmm10, xmmword ptr [rip+0x20cd], 1  ; 0x2930
  packssdw xmm3, xmm5
  packssdw xmm6, xmm10
  packssdw xmm3, xmm6
  movaps xmm5, xmm3
  packsswb xmm5, xmm3
  pabsb xmm3, xmm5
  pand xmm0, xmm3
  pextrb r8d, xmm0, 0
  movq xmm3, qword ptr [rip+0x2331]  ; 0x2bc0
  test r8b, r8b
  je .Lwhere3
  movaps xmm3, xmmword ptr [rsp]
.Lwhere3:
  pextrb ebx, xmm0, 1
  movq xmm5, qword ptr [rip+0x231a]  ; 0x2bc0
  test bl, bl
  je .Lwhere4
  movaps xmm5, xmmword ptr [rsp+0x10]
.Lwhere4:
  pextrb r12d, xmm0, 2
  movq xmm6, qword ptr [rip+0x2302]  ; 0x2bc0
  test r12b, r12b
  je .Lwhere5
  movaps xmm6, xmmword ptr [rsp+0x20]
.Lwhere5:
  pextrb r13d, xmm0, 3
  movq xmm10, qword ptr [rip+0x22e8]  ; 0x2bc0
  test r13b, r13b
  je .Lwhere6
  movaps xmm10, xmmword ptr [rsp+0x30]
.Lwhere6:
  pextrb r14d, xmm0, 4
  movq xmm12, qword ptr [rip+0x22cd]  ; 0x2bc0
  test r14b, r14b
  je .Lwhere7
  movaps xmm12, xmmword ptr [rsp+0x40]
.Lwhere7:
  pextrb r15d, xmm0, 5
  movq xmm4, qword ptr [rip+0x22b3]  ; 0x2bc0
  test r15b, r15b
  je .Lwhere8
  movaps xmm4, xmmword ptr [rsp+0x50]
.Lwhere8:
  pextrb edx, xmm0, 6
  movq xmm9, qword ptr [rip+0x229a]  ; 0x2bc0
  test dl, dl
  je .Lwhere9
  movaps xmm9, xmmword ptr [rsp+0x60]
.Lwhere9:
  pextrb esi, xmm0, 7
  movq xmm0, qword ptr [rip+0x2282]  ; 0x2bc0
  test sil, sil
  je .Lwhere10
  movaps xmm0, xmmword ptr [rsp+0x70]
.Lwhere10:
  unpcklpd xmm3, xmm5
  unpcklpd xmm6, xmm10
  unpcklpd xmm12, xmm4
  unpcklpd xmm9, xmm0
  movaps xmm4, xmm3
  mulpd xmm4, xmmword ptr [rip+0x1ffa]  ; 0x2960
  movaps xmm10, xmm6
  mulpd xmm10, xmmword ptr [rip+0x1fed]  ; 0x2960
  movaps xmm7, xmm12
  mulpd xmm7, xmmword ptr [rip+0x1fe1]  ; 0x2960
  movaps xmm5, xmm9
  mulpd xmm5, xmmword ptr [rip+0x1fd5]  ; 0x2960
  movaps xmm0, xmm3
  cmppd xmm0, xmmword ptr [rip+0x1fb9], 1  ; 0x2950
  movaps xmm11, xmm6
  cmppd xmm11, xmmword ptr [rip+0x1fab], 1  ; 0x2950
  movaps xmm8, xmm12
  cmppd xmm8, xmmword ptr [rip+0x1f9d], 1  ; 0x2950
  movaps xmm2, xmm9
  cmppd xmm2, xmmword ptr [rip+0x1f90], 1  ; 0x2950
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
  pand xmm0, xmmword ptr [rip+0x1f76]  ; 0x2970
  movaps xmm5, xmm4
  pand xmm5, xmmword ptr [rip+0x1f6b]  ; 0x2970
  movaps xmm8, xmm10
  pand xmm8, xmmword ptr [rip+0x1f5e]  ; 0x2970
  movaps xmm11, xmm7
  pand xmm11, xmmword ptr [rip+0x1f51]  ; 0x2970
  movaps xmm2, xmm0
  por xmm2, xmmword ptr [rip+0x1e46]  ; 0x2870
  por xmm5, xmmword ptr [rip+0x1e3e]  ; 0x2870
  por xmm8, xmmword ptr [rip+0x1e35]  ; 0x2870
  por xmm11, xmmword ptr [rip+0x1e2c]  ; 0x2870
  movaps xmmword ptr [rsp+0x170], xmm9
  movaps xmm9, xmm2
  mulpd xmm9, xmmword ptr [rip+0x1e06]  ; 0x2860
  movaps xmmword ptr [rsp+0x160], xmm12
  movaps xmm12, xmm5
  mulpd xmm12, xmmword ptr [rip+0x1df0]  ; 0x2860
  movaps xmmword ptr [rsp+0x150], xmm6
  movaps xmm6, xmm8
  mulpd xmm6, xmmword ptr [rip+0x1ddc]  ; 0x2860
  movaps xmmword ptr [rsp+0x140], xmm3
  movaps xmm3, xmm11
  mulpd xmm3, xmmword ptr [rip+0x1dc8]  ; 0x2860
  movaps xmm0, xmmword ptr [rip+0x1ea1]  ; 0x2940
  cmppd xmm0, xmm2, 1
  movaps xmmword ptr [rsp+0x1b0], xmm7
  movaps xmm7, xmmword ptr [rip+0x1e8d]  ; 0x2940
  cmppd xmm7, xmm5, 1
  movaps xmmword ptr [rsp+0x1a0], xmm10
  movaps xmm10, xmmword ptr [rip+0x1e77]  ; 0x2940
  cmppd xmm10, xmm8, 1
  movaps xmmword ptr [rsp+0x190], xmm4
  movaps xmm4, xmmword ptr [rip+0x1e62]  ; 0x2940
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
  subpd xmm2, xmmword ptr [rip+0x1d50]  ; 0x2870
  subpd xmm9, xmmword ptr [rip+0x1d47]  ; 0x2870
  subpd xmm7, xmmword ptr [rip+0x1d3f]  ; 0x2870
  subpd xmm6, xmmword ptr [rip+0x1d37]  ; 0x2870
  movaps xmm0, xmm2
  addpd xmm0, xmmword ptr [rip+0x1e4c]  ; 0x2990
  movaps xmm10, xmm9
  addpd xmm10, xmmword ptr [rip+0x1e3f]  ; 0x2990
  movaps xmm12, xmm7
  addpd xmm12, xmmword ptr [rip+0x1e32]  ; 0x2990
  movaps xmm3, xmm6
  addpd xmm3, xmmword ptr [rip+0x1e27]  ; 0x2990
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
  movaps xmm1, xmmword ptr [rip+0x1dca]  ; 0x29a0
  mulpd xmm1, xmm3
  movaps xmmword ptr [rsp+0x220], xmm12
  movaps xmm12, xmmword ptr [rip+0x1db5]  ; 0x29a0
  mulpd xmm12, xmm11
  movaps xmmword ptr [rsp+0x210], xmm10
  movaps xmm10, xmmword ptr [rip+0x1d9f]  ; 0x29a0
  mulpd xmm10, xmm8
  movaps xmmword ptr [rsp+0x200], xmm0
  movaps xmm0, xmmword ptr [rip+0x1d8b]  ; 0x29a0
  mulpd xmm0, xmm5
  addpd xmm1, xmmword ptr [rip+0x1d8f]  ; 0x29b0
  addpd xmm12, xmmword ptr [rip+0x1d86]  ; 0x29b0
  addpd xmm10, xmmword ptr [rip+0x1d7d]  ; 0x29b0
  addpd xmm0, xmmword ptr [rip+0x1d75]  ; 0x29b0
  mulpd xmm1, xmm3
  mulpd xmm12, xmm11
  mulpd xmm10, xmm8
  mulpd xmm0, xmm5
  addpd xmm1, xmmword ptr [rip+0x1d6b]  ; 0x29c0
  addpd xmm12, xmmword ptr [rip+0x1d62]  ; 0x29c0
  addpd xmm10, xmmword ptr [rip+0x1d59]  ; 0x29c0
  addpd xmm0, xmmword ptr [rip+0x1d51]  ; 0x29c0
  mulpd xmm1, xmm3
  mulpd xmm12, xmm11
  mulpd xmm10, xmm8
  mulpd xmm0, xmm5
  addpd xmm1, xmmword ptr [rip+0x1d47]  ; 0x29d0
  addpd xmm12, xmmword ptr [rip+0x1d3e]  ; 0x29d0
  addpd xmm10, xmmword ptr [rip+0x1d35]  ; 0x29d0
  addpd xmm0, xmmword ptr [rip+0x1d2d]  ; 0x29d0
  mulpd xmm1, xmm3
  mulpd xmm12, xmm11
  mulpd xmm10, xmm8
  mulpd xmm0, xmm5
  addpd xmm1, xmmword ptr [rip+0x1d23]  ; 0x29e0
  addpd xmm12, xmmword ptr [rip+0x1d1a]  ; 0x29e0
  addpd xmm10, xmmword ptr [rip+0x1d11]  ; 0x29e0
  addpd xmm0, xmmword ptr [rip+0x1d09]  ; 0x29e0
  mulpd xmm1, xmm3
  mulpd xmm12, xmm11
  mulpd xmm10, xmm8
  mulpd xmm0, xmm5
  addpd xmm1, xmmword ptr [rip+0x1cff]  ; 0x29f0
  addpd xmm12, xmmword ptr [rip+0x1cf6]  ; 0x29f0
  addpd xmm10, xmmword ptr [rip+0x1ced]  ; 0x29f0
  addpd xmm0, xmmword ptr [rip+0x1ce5]  ; 0x29f0
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
  mulpd xmm0, xmmword ptr [rip+0x1b19]  ; 0x2860
  mulpd xmm1, xmmword ptr [rip+0x1b11]  ; 0x2860
  mulpd xmm10, xmmword ptr [rip+0x1b08]  ; 0x2860
  mulpd xmm12, xmmword ptr [rip+0x1aff]  ; 0x2860
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
  pand xmm5, xmmword ptr [rip+0x1b9c]  ; 0x2980
  pand xmm8, xmmword ptr [rip+0x1b93]  ; 0x2980
  pand xmm11, xmmword ptr [rip+0x1b8a]  ; 0x2980
  pand xmm3, xmmword ptr [rip+0x1b82]  ; 0x2980
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
  mulpd xmm0, xmmword ptr [rip+0x1b94]  ; 0x2a00
  mulpd xmm1, xmmword ptr [rip+0x1b8c]  ; 0x2a00
  mulpd xmm4, xmmword ptr [rip+0x1b84]  ; 0x2a00
  mulpd xmm10, xmmword ptr [rip+0x1b7b]  ; 0x2a00
  mulpd xmm2, xmmword ptr [rip+0x1b83]  ; 0x2a10
  mulpd xmm9, xmmword ptr [rip+0x1b7a]  ; 0x2a10
  mulpd xmm7, xmmword ptr [rip+0x1b72]  ; 0x2a10
  mulpd xmm6, xmmword ptr [rip+0x1b6a]  ; 0x2a10
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
  psubq xmm6, xmmword ptr [rip+0x198a]  ; 0x2920
  psubq xmm10, xmmword ptr [rip+0x1981]  ; 0x2920
  psubq xmm4, xmmword ptr [rip+0x1979]  ; 0x2920
  psubq xmm1, xmmword ptr [rip+0x1971]  ; 0x2920
  pextrq rdi, xmm6, 0
  xorpd xmm0, xmm0
  cvtsi2sd xmm0, rdi
  pextrq rdi, xmm6, 1
  xorpd xmm2, xmm2
  cvtsi2sd xmm2, rdi
  pextrq rdi, xmm10, 0
  xorpd xmm6, xmm6
  cvtsi2sd xmm6, rdi
  pextrq rdi, xmm10, 1
  xorpd xmm9, xmm9
  cvtsi2sd xmm9, rdi
  pextrq rdi, xmm4, 0
  xorpd xmm10, xmm10
  cvtsi2sd xmm10, rdi
  pextrq rdi, xmm4, 1
  xorpd xmm4, xmm4
  cvtsi2sd xmm4, rdi
  pextrq rdi, xmm1, 0
  xorpd xmm7, xmm7
  cvtsi2sd xmm7, rdi
  pextrq rdi, xmm1, 1
  xorpd xmm1, xmm1
  cvtsi2sd xmm1, rdi
  movaps xmmword ptr [rsp+0x270], xmm12
  movaps xmm12, xmm0
  unpcklpd xmm12, xmm2
  unpcklpd xmm6, xmm9
  unpcklpd xmm10, xmm4
  unpcklpd xmm7, xmm1
  movaps xmm0, xmmword ptr [rsp+0x140]
  cmppd xmm0, xmmword ptr [rip+0x18ee], 1  ; 0x2950
  movaps xmm2, xmmword ptr [rsp+0x150]
  cmppd xmm2, xmmword ptr [rip+0x18dd], 1  ; 0x2950
  movaps xmm4, xmmword ptr [rsp+0x160]
  cmppd xmm4, xmmword ptr [rip+0x18cc], 1  ; 0x2950
  movaps xmm9, xmmword ptr [rsp+0x170]
  cmppd xmm9, xmmword ptr [rip+0x18b9], 1  ; 0x2950
  xorps xmm1, xmm1
  blendvpd xmm1, xmmword ptr [rip+0x197d]  ; 0x2a20
  movaps xmmword ptr [rsp+0x260], xmm3
  xorps xmm3, xmm3
  movaps xmm0, xmm2
  blendvpd xmm3, xmmword ptr [rip+0x1966]  ; 0x2a20
  xorps xmm2, xmm2
  movaps xmm0, xmm4
  blendvpd xmm2, xmmword ptr [rip+0x1957]  ; 0x2a20
  xorps xmm4, xmm4
  movaps xmm0, xmm9
  blendvpd xmm4, xmmword ptr [rip+0x1947]  ; 0x2a20
  subpd xmm12, xmm1
  subpd xmm6, xmm3
  subpd xmm10, xmm2
  subpd xmm7, xmm4
  movaps xmm0, xmmword ptr [rip+0x184e]  ; 0x2940
  cmppd xmm0, xmmword ptr [rsp+0x1c0], 1
  movaps xmm2, xmmword ptr [rip+0x183d]  ; 0x2940
  cmppd xmm2, xmmword ptr [rsp+0x1d0], 1
  movaps xmm3, xmmword ptr [rip+0x182c]  ; 0x2940
  cmppd xmm3, xmmword ptr [rsp+0x1e0], 1
  movaps xmm4, xmmword ptr [rip+0x181b]  ; 0x2940
  cmppd xmm4, xmmword ptr [rsp+0x1f0], 1
  xorps xmm1, xmm1
  movaps xmm9, xmm1
  blendvpd xmm9, xmmword ptr [rip+0x1730]  ; 0x2870
  movaps xmm0, xmm2
  blendvpd xmm1, xmmword ptr [rip+0x1724]  ; 0x2870
  xorps xmm2, xmm2
  movaps xmm0, xmm3
  blendvpd xmm2, xmmword ptr [rip+0x1715]  ; 0x2870
  xorps xmm3, xmm3
  movaps xmm0, xmm4
  blendvpd xmm3, xmmword ptr [rip+0x1706]  ; 0x2870
  addpd xmm12, xmm9
  addpd xmm6, xmm1
  addpd xmm10, xmm2
  addpd xmm7, xmm3
  mulpd xmm5, xmmword ptr [rip+0x188c]  ; 0x2a10
  mulpd xmm8, xmmword ptr [rip+0x1883]  ; 0x2a10
  mulpd xmm11, xmmword ptr [rip+0x187a]  ; 0x2a10
  movaps xmm3, xmmword ptr [rsp+0x260]
  mulpd xmm3, xmmword ptr [rip+0x186a]  ; 0x2a10
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
  cmppd xmm0, xmmword ptr [rip+0x16eb], 0  ; 0x2930
  movaps xmm7, xmmword ptr [rsp+0x90]
  movaps xmm8, xmm7
  cmppd xmm8, xmmword ptr [rip+0x16d5], 0  ; 0x2930
  movaps xmm9, xmmword ptr [rsp+0xa0]
  movaps xmm11, xmm9
  cmppd xmm11, xmmword ptr [rip+0x16be], 0  ; 0x2930
  movaps xmm12, xmmword ptr [rsp+0xb0]
  movaps xmm4, xmm12
  cmppd xmm4, xmmword ptr [rip+0x16a8], 0  ; 0x2930
  movaps xmm2, xmmword ptr [rip+0x17b1]  ; 0x2a40
  blendvpd xmm2, xmmword ptr [rip+0x1698]  ; 0x2930
  movaps xmm12, xmmword ptr [rip+0x17a0]  ; 0x2a40
  movaps xmm0, xmm8
  blendvpd xmm12, xmmword ptr [rip+0x1682]  ; 0x2930
  movaps xmm8, xmmword ptr [rip+0x178a]  ; 0x2a40
  movaps xmm0, xmm11
  blendvpd xmm8, xmmword ptr [rip+0x166c]  ; 0x2930
  movaps xmm11, xmmword ptr [rip+0x1774]  ; 0x2a40
  movaps xmm0, xmm4
  blendvpd xmm11, xmmword ptr [rip+0x1657]  ; 0x2930
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
  blendvpd xmm2, xmmword ptr [rip+0x171a]  ; 0x2a30
  movaps xmm0, xmm4
  blendvpd xmm12, xmmword ptr [rip+0x170d]  ; 0x2a30
  movaps xmm0, xmm9
  blendvpd xmm8, xmmword ptr [rip+0x16ff]  ; 0x2a30
  movaps xmm0, xmm7
  blendvpd xmm11, xmmword ptr [rip+0x16f2]  ; 0x2a30
  movaps xmm0, xmm2
  test r8b, r8b
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
  test dl, dl
  je .Lwhere17
  movaps xmm8, xmm10
.Lwhere17:
  movaps xmm9, xmm10
  shufpd xmm9, xmm10, 1
  movaps xmm10, xmm11
  shufpd xmm10, xmm11, 1
  test sil, sil
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
  mov rsi, qword ptr [rsp+0x718]
  movdqu xmmword ptr [rsi+rax*4], xmm0
  movdqu xmmword ptr [rsi+rax*4+0x10], xmm3
  movaps xmm0, xmmword ptr [rip+0x1794]  ; 0x2bb0
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
  cmppd xmm0, xmmword ptr [rip+0x1475], 1  ; 0x2930
  movaps xmm6, xmm2
  cmppd xmm6, xmmword ptr [rip+0x1469], 1  ; 0x2930
  movaps xmm10, xmm3
  cmppd xmm10, xmmword ptr [rip+0x145b], 1  ; 0x2930
  movaps xmm11, xmm5
  cmppd xmm11, xmmword ptr [rip+0x144d], 1  ; 0x2930
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
  mulpd xmm0, xmmword ptr [rip+0x1544]  ; 0x2a60
  movaps xmm11, xmm1
  mulpd xmm11, xmmword ptr [rip+0x1537]  ; 0x2a60
  movaps xmm12, xmm6
  mulpd xmm12, xmmword ptr [rip+0x152a]  ; 0x2a60
  movaps xmm9, xmm10
  mulpd xmm9, xmmword ptr [rip+0x151d]  ; 0x2a60
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
  movaps xmm0, xmmword ptr [rip+0x12c2]  ; 0x2860
  cmppd xmm0, xmm8, 1
  movaps xmmword ptr [rsp+0x320], xmm10
  movaps xmm10, xmmword ptr [rip+0x12ab]  ; 0x2860
  cmppd xmm10, xmm11, 1
  movaps xmmword ptr [rsp+0x310], xmm6
  movaps xmm6, xmmword ptr [rip+0x1296]  ; 0x2860
  cmppd xmm6, xmm12, 1
  movaps xmmword ptr [rsp+0x300], xmm1
  movaps xmm1, xmmword ptr [rip+0x1281]  ; 0x2860
  cmppd xmm1, xmm9, 1
  movaps xmmword ptr [rsp+0x2f0], xmm4
  xorps xmm4, xmm4
  blendvpd xmm4, xmmword ptr [rip+0x1277]  ; 0x2870
  movaps xmmword ptr [rsp+0x330], xmm9
  xorps xmm9, xmm9
  movaps xmm0, xmm10
  blendvpd xmm9, xmmword ptr [rip+0x125c]  ; 0x2870
  xorps xmm10, xmm10
  movaps xmm0, xmm6
  blendvpd xmm10, xmmword ptr [rip+0x124b]  ; 0x2870
  xorps xmm6, xmm6
  movaps xmm0, xmm1
  blendvpd xmm6, xmmword ptr [rip+0x123c]  ; 0x2870
  addpd xmm7, xmm4
  addpd xmm5, xmm9
  addpd xmm3, xmm10
  addpd xmm2, xmm6
  cmppd xmm8, xmmword ptr [rip+0x1230], 1  ; 0x2880
  cmppd xmm11, xmmword ptr [rip+0x1226], 1  ; 0x2880
  cmppd xmm12, xmmword ptr [rip+0x121c], 1  ; 0x2880
  movaps xmm9, xmmword ptr [rsp+0x330]
  cmppd xmm9, xmmword ptr [rip+0x1209], 1  ; 0x2880
  xorps xmm10, xmm10
  movaps xmm6, xmm10
  movaps xmm0, xmm8
  blendvpd xmm6, xmmword ptr [rip+0x11e4]  ; 0x2870
  movaps xmm8, xmm10
  movaps xmm0, xmm11
  blendvpd xmm8, xmmword ptr [rip+0x11d2]  ; 0x2870
  movaps xmm11, xmm10
  movaps xmm0, xmm12
  blendvpd xmm11, xmmword ptr [rip+0x11c0]  ; 0x2870
  movaps xmm12, xmm10
  movaps xmm0, xmm9
  blendvpd xmm12, xmmword ptr [rip+0x11ae]  ; 0x2870
  subpd xmm7, xmm6
  subpd xmm5, xmm8
  subpd xmm3, xmm11
  subpd xmm2, xmm12
  movaps xmm0, xmm7
  mulpd xmm0, xmmword ptr [rip+0x13c0]  ; 0x2aa0
  movaps xmm8, xmm5
  mulpd xmm8, xmmword ptr [rip+0x13b3]  ; 0x2aa0
  movaps xmm9, xmm3
  mulpd xmm9, xmmword ptr [rip+0x13a6]  ; 0x2aa0
  movaps xmm11, xmm2
  mulpd xmm11, xmmword ptr [rip+0x1399]  ; 0x2aa0
  movaps xmm12, xmmword ptr [rsp+0x2f0]
  subpd xmm12, xmm0
  movaps xmm0, xmmword ptr [rsp+0x300]
  subpd xmm0, xmm8
  movaps xmm8, xmmword ptr [rsp+0x310]
  subpd xmm8, xmm9
  movaps xmm9, xmmword ptr [rsp+0x320]
  subpd xmm9, xmm11
  movaps xmm11, xmm7
  mulpd xmm11, xmmword ptr [rip+0x1365]  ; 0x2ab0
  movaps xmm6, xmm5
  mulpd xmm6, xmmword ptr [rip+0x135a]  ; 0x2ab0
  movaps xmm1, xmm3
  mulpd xmm1, xmmword ptr [rip+0x134f]  ; 0x2ab0
  movaps xmm10, xmm2
  mulpd xmm10, xmmword ptr [rip+0x1342]  ; 0x2ab0
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
  mulpd xmm7, xmmword ptr [rip+0x1306]  ; 0x2ac0
  movaps xmmword ptr [rsp+0x350], xmm5
  mulpd xmm5, xmmword ptr [rip+0x12f6]  ; 0x2ac0
  movaps xmmword ptr [rsp+0x360], xmm3
  mulpd xmm3, xmmword ptr [rip+0x12e6]  ; 0x2ac0
  movaps xmmword ptr [rsp+0x370], xmm2
  mulpd xmm2, xmmword ptr [rip+0x12d6]  ; 0x2ac0
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
  movaps xmm0, xmmword ptr [rip+0x12da]  ; 0x2bb0
  xorpd xmm7, xmm0
  movaps xmm0, xmmword ptr [rsp+0x430]
  xorpd xmm0, xmmword ptr [rip+0x12c6]  ; 0x2bb0
  movaps xmmword ptr [rsp+0x420], xmm1
  movaps xmm1, xmmword ptr [rsp+0x440]
  xorpd xmm1, xmmword ptr [rip+0x12ae]  ; 0x2bb0
  movaps xmmword ptr [rsp+0x410], xmm6
  movaps xmm6, xmmword ptr [rsp+0x450]
  xorpd xmm6, xmmword ptr [rip+0x1296]  ; 0x2bb0
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
  xorpd xmm7, xmmword ptr [rip+0x11d1]  ; 0x2bb0
  movaps xmmword ptr [rsp+0x4c0], xmm8
  movaps xmm8, xmmword ptr [rsp+0x3d0]
  xorpd xmm8, xmmword ptr [rip+0x11b6]  ; 0x2bb0
  movaps xmmword ptr [rsp+0x4b0], xmm9
  movaps xmm9, xmmword ptr [rsp+0x3e0]
  xorpd xmm9, xmmword ptr [rip+0x119b]  ; 0x2bb0
  movaps xmmword ptr [rsp+0x4a0], xmm10
  movaps xmm10, xmmword ptr [rsp+0x3f0]
  xorpd xmm10, xmmword ptr [rip+0x1180]  ; 0x2bb0
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
  mulpd xmm1, xmmword ptr [rip+0x102d]  ; 0x2ad0
  movaps xmm5, xmmword ptr [rsp+0x350]
  movaps xmm3, xmm5
  mulpd xmm3, xmmword ptr [rip+0x101a]  ; 0x2ad0
  movaps xmm4, xmmword ptr [rsp+0x360]
  movaps xmm8, xmm4
  mulpd xmm8, xmmword ptr [rip+0x1005]  ; 0x2ad0
  movaps xmm9, xmmword ptr [rsp+0x370]
  movaps xmm10, xmm9
  mulpd xmm10, xmmword ptr [rip+0xfef]  ; 0x2ad0
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
  movaps xmm4, xmmword ptr [rip+0xfd2]  ; 0x2bb0
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
  movaps xmm0, xmmword ptr [rip+0xbdc]  ; 0x2870
  minpd xmm0, xmm3
  movaps xmm10, xmmword ptr [rip+0xbd0]  ; 0x2870
  minpd xmm10, xmm4
  movaps xmm7, xmmword ptr [rip+0xbc4]  ; 0x2870
  minpd xmm7, xmm8
  movaps xmm5, xmmword ptr [rip+0xbb8]  ; 0x2870
  minpd xmm5, xmm12
  movaps xmm9, xmm3
  cmppd xmm9, xmmword ptr [rip+0xe15], 1  ; 0x2ae0
  movaps xmmword ptr [rsp+0x580], xmm6
  movaps xmm6, xmm4
  cmppd xmm6, xmmword ptr [rip+0xe01], 1  ; 0x2ae0
  movaps xmmword ptr [rsp+0x570], xmm11
  movaps xmm11, xmm8
  cmppd xmm11, xmmword ptr [rip+0xdea], 1  ; 0x2ae0
  movaps xmmword ptr [rsp+0x560], xmm2
  movaps xmm2, xmm12
  cmppd xmm2, xmmword ptr [rip+0xdd5], 1  ; 0x2ae0
  movaps xmmword ptr [rsp+0x550], xmm1
  movaps xmm1, xmm0
  movaps xmm0, xmm9
  blendvpd xmm1, xmmword ptr [rip+0xdbd]  ; 0x2ae0
  movaps xmm0, xmm6
  blendvpd xmm10, xmmword ptr [rip+0xdb0]  ; 0x2ae0
  movaps xmm0, xmm11
  blendvpd xmm7, xmmword ptr [rip+0xda3]  ; 0x2ae0
  movaps xmm0, xmm2
  blendvpd xmm5, xmmword ptr [rip+0xd97]  ; 0x2ae0
  movaps xmm2, xmm1
  mulpd xmm2, xmm1
  movaps xmm6, xmm10
  mulpd xmm6, xmm10
  movaps xmm11, xmm7
  mulpd xmm11, xmm7
  movaps xmm9, xmm5
  mulpd xmm9, xmm5
  movaps xmm0, xmmword ptr [rip+0xd7e]  ; 0x2af0
  mulpd xmm0, xmm2
  movaps xmmword ptr [rsp+0x5c0], xmm5
  movaps xmm5, xmmword ptr [rip+0xd6b]  ; 0x2af0
  mulpd xmm5, xmm6
  movaps xmmword ptr [rsp+0x5b0], xmm7
  movaps xmm7, xmmword ptr [rip+0xd58]  ; 0x2af0
  mulpd xmm7, xmm11
  movaps xmmword ptr [rsp+0x5a0], xmm10
  movaps xmm10, xmmword ptr [rip+0xd42]  ; 0x2af0
  mulpd xmm10, xmm9
  addpd xmm0, xmmword ptr [rip+0xd45]  ; 0x2b00
  addpd xmm5, xmmword ptr [rip+0xd3d]  ; 0x2b00
  addpd xmm7, xmmword ptr [rip+0xd35]  ; 0x2b00
  addpd xmm10, xmmword ptr [rip+0xd2c]  ; 0x2b00
  mulpd xmm0, xmm2
  mulpd xmm5, xmm6
  mulpd xmm7, xmm11
  mulpd xmm10, xmm9
  addpd xmm0, xmmword ptr [rip+0xd22]  ; 0x2b10
  addpd xmm5, xmmword ptr [rip+0xd1a]  ; 0x2b10
  addpd xmm7, xmmword ptr [rip+0xd12]  ; 0x2b10
  addpd xmm10, xmmword ptr [rip+0xd09]  ; 0x2b10
  mulpd xmm0, xmm2
  mulpd xmm5, xmm6
  mulpd xmm7, xmm11
  mulpd xmm10, xmm9
  addpd xmm0, xmmword ptr [rip+0xcff]  ; 0x2b20
  addpd xmm5, xmmword ptr [rip+0xcf7]  ; 0x2b20
  addpd xmm7, xmmword ptr [rip+0xcef]  ; 0x2b20
  addpd xmm10, xmmword ptr [rip+0xce6]  ; 0x2b20
  mulpd xmm0, xmm2
  mulpd xmm5, xmm6
  mulpd xmm7, xmm11
  mulpd xmm10, xmm9
  addpd xmm0, xmmword ptr [rip+0xcdc]  ; 0x2b30
  addpd xmm5, xmmword ptr [rip+0xcd4]  ; 0x2b30
  addpd xmm7, xmmword ptr [rip+0xccc]  ; 0x2b30
  addpd xmm10, xmmword ptr [rip+0xcc3]  ; 0x2b30
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
  movaps xmm8, xmmword ptr [rip+0xc31]  ; 0x2b50
  minpd xmm8, xmm0
  movaps xmm10, xmmword ptr [rip+0xc24]  ; 0x2b50
  minpd xmm10, xmm3
  movaps xmm12, xmmword ptr [rip+0xc17]  ; 0x2b50
  minpd xmm12, xmm4
  movaps xmm7, xmmword ptr [rip+0xc0b]  ; 0x2b50
  minpd xmm7, xmm5
  cmppd xmm0, xmmword ptr [rip+0xbee], 1  ; 0x2b40
  cmppd xmm3, xmmword ptr [rip+0xbe5], 1  ; 0x2b40
  cmppd xmm4, xmmword ptr [rip+0xbdc], 1  ; 0x2b40
  cmppd xmm5, xmmword ptr [rip+0xbd3], 1  ; 0x2b40
  blendvpd xmm8, xmmword ptr [rip+0xbc9]  ; 0x2b40
  movaps xmm0, xmm3
  blendvpd xmm10, xmmword ptr [rip+0xbbc]  ; 0x2b40
  movaps xmm0, xmm4
  blendvpd xmm12, xmmword ptr [rip+0xbaf]  ; 0x2b40
  movaps xmm0, xmm5
  blendvpd xmm7, xmmword ptr [rip+0xba3]  ; 0x2b40
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
  mulpd xmm3, xmmword ptr [rip+0x866]  ; 0x2860
  movaps xmm4, xmmword ptr [rsp+0x5e0]
  movaps xmm5, xmm4
  mulpd xmm5, xmmword ptr [rip+0x853]  ; 0x2860
  movaps xmm4, xmmword ptr [rsp+0x5f0]
  mulpd xmm4, xmmword ptr [rip+0x843]  ; 0x2860
  movaps xmm0, xmm9
  mulpd xmm0, xmmword ptr [rip+0x837]  ; 0x2860
  movaps xmmword ptr [rsp+0x640], xmm7
  movaps xmm7, xmmword ptr [rip+0x838]  ; 0x2870
  subpd xmm7, xmm3
  movaps xmmword ptr [rsp+0x630], xmm12
  movaps xmm12, xmmword ptr [rip+0x823]  ; 0x2870
  subpd xmm12, xmm5
  movaps xmmword ptr [rsp+0x620], xmm10
  movaps xmm10, xmmword ptr [rip+0x80d]  ; 0x2870
  subpd xmm10, xmm4
  movaps xmmword ptr [rsp+0x610], xmm8
  movaps xmm8, xmmword ptr [rip+0x7f7]  ; 0x2870
  subpd xmm8, xmm0
  movaps xmmword ptr [rsp+0x600], xmm9
  movaps xmm9, xmmword ptr [rip+0x7e1]  ; 0x2870
  subpd xmm9, xmm7
  movaps xmmword ptr [rsp+0x650], xmm7
  movaps xmm7, xmmword ptr [rip+0x7cd]  ; 0x2870
  subpd xmm7, xmm12
  movaps xmmword ptr [rsp+0x660], xmm12
  movaps xmm12, xmmword ptr [rip+0x7b7]  ; 0x2870
  subpd xmm12, xmm10
  movaps xmmword ptr [rsp+0x670], xmm10
  movaps xmm10, xmmword ptr [rip+0x7a1]  ; 0x2870
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
  movaps xmm0, xmmword ptr [rip+0xa34]  ; 0x2b60
  movaps xmm5, xmmword ptr [rsp+0x5d0]
  mulpd xmm0, xmm5
  movaps xmm6, xmmword ptr [rip+0xa21]  ; 0x2b60
  movaps xmm7, xmmword ptr [rsp+0x5e0]
  mulpd xmm6, xmm7
  movaps xmm9, xmmword ptr [rip+0xa0d]  ; 0x2b60
  movaps xmm11, xmmword ptr [rsp+0x5f0]
  mulpd xmm9, xmm11
  movaps xmm10, xmmword ptr [rip+0x9f7]  ; 0x2b60
  movaps xmm12, xmmword ptr [rsp+0x600]
  mulpd xmm10, xmm12
  addpd xmm0, xmmword ptr [rip+0x9f1]  ; 0x2b70
  addpd xmm6, xmmword ptr [rip+0x9e9]  ; 0x2b70
  addpd xmm9, xmmword ptr [rip+0x9e0]  ; 0x2b70
  addpd xmm10, xmmword ptr [rip+0x9d7]  ; 0x2b70
  mulpd xmm0, xmm5
  mulpd xmm6, xmm7
  mulpd xmm9, xmm11
  mulpd xmm10, xmm12
  addpd xmm0, xmmword ptr [rip+0x9cd]  ; 0x2b80
  addpd xmm6, xmmword ptr [rip+0x9c5]  ; 0x2b80
  addpd xmm9, xmmword ptr [rip+0x9bc]  ; 0x2b80
  addpd xmm10, xmmword ptr [rip+0x9b3]  ; 0x2b80
  mulpd xmm0, xmm5
  mulpd xmm6, xmm7
  mulpd xmm9, xmm11
  mulpd xmm10, xmm12
  addpd xmm0, xmmword ptr [rip+0x9a9]  ; 0x2b90
  addpd xmm6, xmmword ptr [rip+0x9a1]  ; 0x2b90
  addpd xmm9, xmmword ptr [rip+0x998]  ; 0x2b90
  addpd xmm10, xmmword ptr [rip+0x98f]  ; 0x2b90
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
  mulpd xmm5, xmmword ptr [rip+0x614]  ; 0x2860
  movaps xmmword ptr [rsp+0x6b0], xmm8
  movaps xmm8, xmmword ptr [rsp+0x620]
  mulpd xmm8, xmmword ptr [rip+0x5f9]  ; 0x2860
  movaps xmmword ptr [rsp+0x6a0], xmm3
  movaps xmm3, xmmword ptr [rsp+0x630]
  mulpd xmm3, xmmword ptr [rip+0x5e1]  ; 0x2860
  movaps xmmword ptr [rsp+0x690], xmm2
  movaps xmm2, xmmword ptr [rsp+0x640]
  mulpd xmm2, xmmword ptr [rip+0x5c9]  ; 0x2860
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
  mulpd xmm4, xmmword ptr [rip+0x899]  ; 0x2ba0
  mulpd xmm7, xmmword ptr [rip+0x891]  ; 0x2ba0
  mulpd xmm11, xmmword ptr [rip+0x888]  ; 0x2ba0
  mulpd xmm12, xmmword ptr [rip+0x87f]  ; 0x2ba0
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
  mulpd xmm3, xmmword ptr [rip+0x6fa]  ; 0x2a70
  movaps xmm9, xmmword ptr [rsp+0x350]
  movaps xmm10, xmm9
  mulpd xmm10, xmmword ptr [rip+0x6e4]  ; 0x2a70
  movaps xmm11, xmmword ptr [rsp+0x360]
  movaps xmm12, xmm11
  mulpd xmm12, xmmword ptr [rip+0x6ce]  ; 0x2a70
  movaps xmm2, xmmword ptr [rsp+0x370]
  movaps xmm8, xmm2
  mulpd xmm8, xmmword ptr [rip+0x6b9]  ; 0x2a70
  roundpd xmm3, xmm3, 0xb
  roundpd xmm10, xmm10, 0xb
  roundpd xmm12, xmm12, 0xb
  roundpd xmm8, xmm8, 0xb
  mulpd xmm3, xmmword ptr [rip+0x6a6]  ; 0x2a80
  mulpd xmm10, xmmword ptr [rip+0x69d]  ; 0x2a80
  mulpd xmm12, xmmword ptr [rip+0x694]  ; 0x2a80
  mulpd xmm8, xmmword ptr [rip+0x68b]  ; 0x2a80
  subpd xmm0, xmm3
  subpd xmm9, xmm10
  subpd xmm11, xmm12
  subpd xmm2, xmm8
  movaps xmm3, xmm0
  addpd xmm3, xmmword ptr [rip+0x66d]  ; 0x2a80
  movaps xmm10, xmm9
  addpd xmm10, xmmword ptr [rip+0x660]  ; 0x2a80
  movaps xmm12, xmm11
  addpd xmm12, xmmword ptr [rip+0x653]  ; 0x2a80
  movaps xmm8, xmm2
  addpd xmm8, xmmword ptr [rip+0x646]  ; 0x2a80
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
  cmppd xmm0, xmmword ptr [rip+0x3a6], 0  ; 0x2870
  movaps xmm3, xmm9
  cmppd xmm3, xmmword ptr [rip+0x399], 0  ; 0x2870
  movaps xmm5, xmm11
  cmppd xmm5, xmmword ptr [rip+0x38c], 0  ; 0x2870
  movaps xmm6, xmm2
  cmppd xmm6, xmmword ptr [rip+0x380], 0  ; 0x2870
  packssdw xmm0, xmm3
  packssdw xmm5, xmm6
  packssdw xmm0, xmm5
  movaps xmm3, xmm0
  packsswb xmm3, xmm0
  pabsb xmm0, xmm3
  movaps xmm3, xmm4
  cmppd xmm3, xmmword ptr [rip+0x57c], 0  ; 0x2a90
  movaps xmm6, xmm9
  cmppd xmm6, xmmword ptr [rip+0x56f], 0  ; 0x2a90
  movaps xmm7, xmm11
  cmppd xmm7, xmmword ptr [rip+0x562], 0  ; 0x2a90
  movaps xmm8, xmm2
  cmppd xmm8, xmmword ptr [rip+0x554], 0  ; 0x2a90
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
  movaps xmm0, xmmword ptr [rip+0x529]  ; 0x2bb0
  movaps xmm1, xmm6
  xorpd xmm1, xmm0
  movaps xmm2, xmm8
  xorpd xmm2, xmm0
  movaps xmm3, xmm12
  xorpd xmm3, xmm0
  movaps xmm7, xmm0
  xorpd xmm7, xmm5
  movaps xmm0, xmmword ptr [rip+0x3a4]  ; 0x2a50
  cmppd xmm0, xmm4, 1
  movaps xmm4, xmmword ptr [rip+0x398]  ; 0x2a50
  cmppd xmm4, xmm9, 1
  movaps xmm9, xmmword ptr [rip+0x38a]  ; 0x2a50
  cmppd xmm9, xmm11, 1
  movaps xmm11, xmmword ptr [rip+0x37c]  ; 0x2a50
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
  movaps xmm4, xmmword ptr [rip+0x1b6]  ; 0x2930
  cmppd xmm0, xmm4, 1
  movaps xmm2, xmmword ptr [rsp+0x2c0]
  cmppd xmm2, xmm4, 1
  movaps xmm3, xmmword ptr [rsp+0x2d0]
  cmppd xmm3, xmm4, 1
  movaps xmm1, xmmword ptr [rsp+0x2e0]
  cmppd xmm1, xmm4, 1
  movaps xmm7, xmmword ptr [rip+0x293]  ; 0x2a40
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
  mov rdx, qword ptr [rsp+0x720]
  movdqu xmmword ptr [rdx+rax*4], xmm0
  movdqu xmmword ptr [rdx+rax*4+0x10], xmm2
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
;   0x2830: 3e7b5253d395e7c4 3e7b5253d395e7c4
;   0x2840: c090e00000000000 c090e00000000000
;   0x2850: 4090180000000000 4090180000000000
;   0x2860: 3fe0000000000000 3fe0000000000000
;   0x2870: 3ff0000000000000 3ff0000000000000
;   0x2880: bfe0000000000000 bfe0000000000000
;   0x2890: 3eb62c0223a5c824 3eb62c0223a5c824
;   0x28a0: 3eeffcbfc588b0c7 3eeffcbfc588b0c7
;   0x28b0: 3f2430912f86c787 3f2430912f86c787
;   0x28c0: 3f55d87fe78a6731 3f55d87fe78a6731
;   0x28d0: 3f83b2ab6fba4e77 3f83b2ab6fba4e77
;   0x28e0: 3fac6b08d704a0c0 3fac6b08d704a0c0
;   0x28f0: 3fcebfbdff82c58f 3fcebfbdff82c58f
;   0x2900: 3fe62e42fefa39ef 3fe62e42fefa39ef
;   0x2910: 4338000000000000 4338000000000000
;   0x2920: 00000000000003ff 00000000000003ff
;   0x2930: 7ff0000000000000 7ff0000000000000
;   0x2940: 3ff6a09e667f3bcd 3ff6a09e667f3bcd
;   0x2950: 0010000000000000 0010000000000000
;   0x2960: 4350000000000000 4350000000000000
;   0x2970: 000fffffffffffff 000fffffffffffff
;   0x2980: ffffffff00000000 ffffffff00000000
;   0x2990: 4000000000000000 4000000000000000
;   0x29a0: 3fc3b13b13b13b14 3fc3b13b13b13b14
;   0x29b0: 3fc745d1745d1746 3fc745d1745d1746
;   0x29c0: 3fcc71c71c71c71c 3fcc71c71c71c71c
;   0x29d0: 3fd2492492492492 3fd2492492492492
;   0x29e0: 3fd999999999999a 3fd999999999999a
;   0x29f0: 3fe5555555555555 3fe5555555555555
;   0x2a00: 3de705fc2eefa200 3de705fc2eefa200
;   0x2a10: 3ff7154765200000 3ff7154765200000
;   0x2a20: 404b000000000000 404b000000000000
;   0x2a30: fff0000000000000 fff0000000000000
;   0x2a40: 7ff8000000000000 7ff8000000000000
;   0x2a50: 3ff8000000000000 3ff8000000000000
;   0x2a60: 3fe45f306dc9c883 3fe45f306dc9c883
;   0x2a70: 3fd0000000000000 3fd0000000000000
;   0x2a80: 4010000000000000 4010000000000000
;   0x2a90: 4008000000000000 4008000000000000
;   0x2aa0: 3ff921fb40000000 3ff921fb40000000
;   0x2ab0: 3e74442d00000000 3e74442d00000000
;   0x2ac0: 3cf8469880000000 3cf8469880000000
;   0x2ad0: 3b78cc51701b839a 3b78cc51701b839a
;   0x2ae0: bff0000000000000 bff0000000000000
;   0x2af0: 3e21eed8eff8d898 3e21eed8eff8d898
;   0x2b00: be927e4fb7789f5c be927e4fb7789f5c
;   0x2b10: 3efa01a01a01a01a 3efa01a01a01a01a
;   0x2b20: bf56c16c16c16c17 bf56c16c16c16c17
;   0x2b30: 3fa5555555555555 3fa5555555555555
;   0x2b40: bd70000000000000 bd70000000000000
;   0x2b50: 3d70000000000000 3d70000000000000
;   0x2b60: be5ae64567f544e4 be5ae64567f544e4
;   0x2b70: 3ec71de3a556c734 3ec71de3a556c734
;   0x2b80: bf2a01a01a01a01a bf2a01a01a01a01a
;   0x2b90: 3f81111111111111 3f81111111111111
;   0x2ba0: bfc5555555555555 bfc5555555555555
;   0x2bb0: 8000000000000000 8000000000000000
;   0x2bc0: 3ff0000000000000
