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
  movaps xmm1, xmmword ptr [rip+0x2851]  ; 0x2880
  xorps xmm2, xmm2
  movaps xmm3, xmmword ptr [rip+0x2857]  ; 0x2890
  movaps xmm4, xmmword ptr [rip+0x2860]  ; 0x28a0
  movaps xmm5, xmmword ptr [rip+0x2869]  ; 0x28b0
  movaps xmm6, xmmword ptr [rip+0x2872]  ; 0x28c0
  movaps xmm7, xmmword ptr [rip+0x287b]  ; 0x28d0
  movaps xmm8, xmmword ptr [rip+0x2883]  ; 0x28e0
  movaps xmm9, xmmword ptr [rip+0x288b]  ; 0x28f0
  movaps xmm10, xmmword ptr [rip+0x2893]  ; 0x2900
  movaps xmm11, xmmword ptr [rip+0x289b]  ; 0x2910
  movaps xmm12, xmmword ptr [rip+0x28a3]  ; 0x2920
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
  movaps xmm0, xmmword ptr [rip+0x26f1]  ; 0x28a0
  minpd xmm0, xmm10
  movaps xmm7, xmmword ptr [rip+0x26e5]  ; 0x28a0
  minpd xmm7, xmm1
  movaps xmmword ptr [rsp+0x20], xmm8
  movaps xmm8, xmmword ptr [rip+0x26d3]  ; 0x28a0
  minpd xmm8, xmm12
  movaps xmmword ptr [rsp+0x10], xmm9
  movaps xmm9, xmmword ptr [rip+0x26c0]  ; 0x28a0
  minpd xmm9, xmm6
  cmppd xmm10, xmmword ptr [rip+0x26a1], 1  ; 0x2890
  cmppd xmm1, xmmword ptr [rip+0x2698], 1  ; 0x2890
  cmppd xmm12, xmmword ptr [rip+0x268e], 1  ; 0x2890
  cmppd xmm6, xmmword ptr [rip+0x2685], 1  ; 0x2890
  movaps xmmword ptr [rsp], xmm11
  movaps xmm11, xmm0
  movaps xmm0, xmm10
  blendvpd xmm11, xmmword ptr [rip+0x266e]  ; 0x2890
  movaps xmm0, xmm1
  blendvpd xmm7, xmmword ptr [rip+0x2662]  ; 0x2890
  movaps xmm0, xmm12
  blendvpd xmm8, xmmword ptr [rip+0x2654]  ; 0x2890
  movaps xmm0, xmm6
  blendvpd xmm9, xmmword ptr [rip+0x2647]  ; 0x2890
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
  movaps xmm0, xmmword ptr [rip+0x2604]  ; 0x28b0
  cmppd xmm0, xmm2, 1
  movaps xmmword ptr [rsp+0xf0], xmm9
  movaps xmm9, xmmword ptr [rip+0x25ee]  ; 0x28b0
  cmppd xmm9, xmm4, 1
  movaps xmmword ptr [rsp+0xe0], xmm8
  movaps xmm8, xmmword ptr [rip+0x25d7]  ; 0x28b0
  cmppd xmm8, xmm3, 1
  movaps xmmword ptr [rsp+0xd0], xmm7
  movaps xmm7, xmmword ptr [rip+0x25c2]  ; 0x28b0
  cmppd xmm7, xmm5, 1
  movaps xmmword ptr [rsp+0xc0], xmm11
  xorps xmm11, xmm11
  blendvpd xmm11, xmmword ptr [rip+0x25b6]  ; 0x28c0
  movaps xmmword ptr [rsp+0x100], xmm5
  xorps xmm5, xmm5
  movaps xmm0, xmm9
  blendvpd xmm5, xmmword ptr [rip+0x259e]  ; 0x28c0
  xorps xmm9, xmm9
  movaps xmm0, xmm8
  blendvpd xmm9, xmmword ptr [rip+0x258c]  ; 0x28c0
  xorps xmm8, xmm8
  movaps xmm0, xmm7
  blendvpd xmm8, xmmword ptr [rip+0x257b]  ; 0x28c0
  addpd xmm1, xmm11
  addpd xmm6, xmm5
  addpd xmm12, xmm9
  addpd xmm10, xmm8
  cmppd xmm2, xmmword ptr [rip+0x256f], 1  ; 0x28d0
  cmppd xmm4, xmmword ptr [rip+0x2566], 1  ; 0x28d0
  cmppd xmm3, xmmword ptr [rip+0x255d], 1  ; 0x28d0
  movaps xmm8, xmmword ptr [rsp+0x100]
  cmppd xmm8, xmmword ptr [rip+0x254a], 1  ; 0x28d0
  xorps xmm9, xmm9
  movaps xmm11, xmm9
  movaps xmm0, xmm2
  blendvpd xmm11, xmmword ptr [rip+0x2525]  ; 0x28c0
  movaps xmm2, xmm9
  movaps xmm0, xmm4
  blendvpd xmm2, xmmword ptr [rip+0x2515]  ; 0x28c0
  movaps xmm4, xmm9
  movaps xmm0, xmm3
  blendvpd xmm4, xmmword ptr [rip+0x2505]  ; 0x28c0
  movaps xmm3, xmm9
  movaps xmm0, xmm8
  blendvpd xmm3, xmmword ptr [rip+0x24f4]  ; 0x28c0
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
  movaps xmm4, xmmword ptr [rip+0x2465]  ; 0x2880
  mulpd xmm4, xmm11
  movaps xmm5, xmmword ptr [rip+0x2459]  ; 0x2880
  mulpd xmm5, xmm0
  movaps xmm9, xmmword ptr [rip+0x244d]  ; 0x2880
  mulpd xmm9, xmm8
  movaps xmm3, xmmword ptr [rip+0x2441]  ; 0x2880
  mulpd xmm3, xmm2
  addpd xmm4, xmmword ptr [rip+0x2495]  ; 0x28e0
  addpd xmm5, xmmword ptr [rip+0x248d]  ; 0x28e0
  addpd xmm9, xmmword ptr [rip+0x2484]  ; 0x28e0
  addpd xmm3, xmmword ptr [rip+0x247c]  ; 0x28e0
  mulpd xmm4, xmm11
  mulpd xmm5, xmm0
  mulpd xmm9, xmm8
  mulpd xmm3, xmm2
  addpd xmm4, xmmword ptr [rip+0x2472]  ; 0x28f0
  addpd xmm5, xmmword ptr [rip+0x246a]  ; 0x28f0
  addpd xmm9, xmmword ptr [rip+0x2461]  ; 0x28f0
  addpd xmm3, xmmword ptr [rip+0x2459]  ; 0x28f0
  mulpd xmm4, xmm11
  mulpd xmm5, xmm0
  mulpd xmm9, xmm8
  mulpd xmm3, xmm2
  addpd xmm4, xmmword ptr [rip+0x244f]  ; 0x2900
  addpd xmm5, xmmword ptr [rip+0x2447]  ; 0x2900
  addpd xmm9, xmmword ptr [rip+0x243e]  ; 0x2900
  addpd xmm3, xmmword ptr [rip+0x2436]  ; 0x2900
  mulpd xmm4, xmm11
  mulpd xmm5, xmm0
  mulpd xmm9, xmm8
  mulpd xmm3, xmm2
  addpd xmm4, xmmword ptr [rip+0x242c]  ; 0x2910
  addpd xmm5, xmmword ptr [rip+0x2424]  ; 0x2910
  addpd xmm9, xmmword ptr [rip+0x241b]  ; 0x2910
  addpd xmm3, xmmword ptr [rip+0x2413]  ; 0x2910
  mulpd xmm4, xmm11
  mulpd xmm5, xmm0
  mulpd xmm9, xmm8
  mulpd xmm3, xmm2
  addpd xmm4, xmmword ptr [rip+0x2409]  ; 0x2920
  addpd xmm5, xmmword ptr [rip+0x2401]  ; 0x2920
  addpd xmm9, xmmword ptr [rip+0x23f8]  ; 0x2920
  addpd xmm3, xmmword ptr [rip+0x23f0]  ; 0x2920
  mulpd xmm4, xmm11
  mulpd xmm5, xmm0
  mulpd xmm9, xmm8
  mulpd xmm3, xmm2
  addpd xmm4, xmmword ptr [rip+0x23e6]  ; 0x2930
  addpd xmm5, xmmword ptr [rip+0x23de]  ; 0x2930
  addpd xmm9, xmmword ptr [rip+0x23d5]  ; 0x2930
  addpd xmm3, xmmword ptr [rip+0x23cd]  ; 0x2930
  mulpd xmm4, xmm11
  mulpd xmm5, xmm0
  mulpd xmm9, xmm8
  mulpd xmm3, xmm2
  addpd xmm4, xmmword ptr [rip+0x23c3]  ; 0x2940
  addpd xmm5, xmmword ptr [rip+0x23bb]  ; 0x2940
  addpd xmm9, xmmword ptr [rip+0x23b2]  ; 0x2940
  addpd xmm3, xmmword ptr [rip+0x23aa]  ; 0x2940
  mulpd xmm4, xmm11
  mulpd xmm5, xmm0
  mulpd xmm9, xmm8
  mulpd xmm3, xmm2
  addpd xmm4, xmmword ptr [rip+0x23a0]  ; 0x2950
  addpd xmm5, xmmword ptr [rip+0x2398]  ; 0x2950
  addpd xmm9, xmmword ptr [rip+0x238f]  ; 0x2950
  addpd xmm3, xmmword ptr [rip+0x2387]  ; 0x2950
  mulpd xmm4, xmm11
  mulpd xmm5, xmm0
  mulpd xmm9, xmm8
  mulpd xmm3, xmm2
  addpd xmm4, xmmword ptr [rip+0x22dd]  ; 0x28c0
  addpd xmm5, xmmword ptr [rip+0x22d5]  ; 0x28c0
  addpd xmm9, xmmword ptr [rip+0x22cc]  ; 0x28c0
  addpd xmm3, xmmword ptr [rip+0x22c4]  ; 0x28c0
  addpd xmm1, xmmword ptr [rip+0x235c]  ; 0x2960
  addpd xmm6, xmmword ptr [rip+0x2354]  ; 0x2960
  addpd xmm12, xmmword ptr [rip+0x234b]  ; 0x2960
  addpd xmm10, xmmword ptr [rip+0x2342]  ; 0x2960
  psubq xmm1, xmmword ptr [rip+0x233a]  ; 0x2960
  psubq xmm6, xmmword ptr [rip+0x2332]  ; 0x2960
  psubq xmm12, xmmword ptr [rip+0x2329]  ; 0x2960
  psubq xmm10, xmmword ptr [rip+0x2320]  ; 0x2960
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
  paddq xmm0, xmmword ptr [rip+0x2284]  ; 0x2970
  movaps xmm7, xmm6
  paddq xmm7, xmmword ptr [rip+0x2279]  ; 0x2970
  movaps xmm8, xmm12
  paddq xmm8, xmmword ptr [rip+0x226c]  ; 0x2970
  movaps xmm2, xmm10
  paddq xmm2, xmmword ptr [rip+0x2260]  ; 0x2970
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
  paddq xmm1, xmmword ptr [rip+0x2207]  ; 0x2970
  paddq xmm0, xmmword ptr [rip+0x21ff]  ; 0x2970
  paddq xmm2, xmmword ptr [rip+0x21f7]  ; 0x2970
  paddq xmm6, xmmword ptr [rip+0x21ef]  ; 0x2970
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
  cmppd xmm3, xmmword ptr [rip+0x20ef], 1  ; 0x2980
  movaps xmm5, xmm2
  cmppd xmm5, xmmword ptr [rip+0x20e3], 1  ; 0x2980
  movaps xmm6, xmm8
  cmppd xmm6, xmmword ptr [rip+0x20d6], 1  ; 0x2980
  movaps xmm10, xmm11
  cmppd xmm10, xmmword ptr [rip+0x20c8], 1  ; 0x2980
  packssdw xmm3, xmm5
  packssdw xmm6, xmm10
  packssdw xmm3, xmm6
  movaps xmm5, xmm3
  packsswb xmm5, xmm3
  pabsb xmm3, xmm5
  pand xmm0, xmm3
  pextrb r8d, xmm0, 0
  movq xmm3, qword ptr [rip+0x232c]  ; 0x2c10
  test r8b, r8b
  je .Lwhere3
  movaps xmm3, xmmword ptr [rsp]
.Lwhere3:
  pextrb ebx, xmm0, 1
  movq xmm5, qword ptr [rip+0x2315]  ; 0x2c10
  test bl, bl
  je .Lwhere4
  movaps xmm5, xmmword ptr [rsp+0x10]
.Lwhere4:
  pextrb r12d, xmm0, 2
  movq xmm6, qword ptr [rip+0x22fd]  ; 0x2c10
  test r12b, r12b
  je .Lwhere5
  movaps xmm6, xmmword ptr [rsp+0x20]
.Lwhere5:
  pextrb r13d, xmm0, 3
  movq xmm10, qword ptr [rip+0x22e3]  ; 0x2c10
  test r13b, r13b
  je .Lwhere6
  movaps xmm10, xmmword ptr [rsp+0x30]
.Lwhere6:
  pextrb r14d, xmm0, 4
  movq xmm12, qword ptr [rip+0x22c8]  ; 0x2c10
  test r14b, r14b
  je .Lwhere7
  movaps xmm12, xmmword ptr [rsp+0x40]
.Lwhere7:
  pextrb r15d, xmm0, 5
  movq xmm4, qword ptr [rip+0x22ae]  ; 0x2c10
  test r15b, r15b
  je .Lwhere8
  movaps xmm4, xmmword ptr [rsp+0x50]
.Lwhere8:
  pextrb edx, xmm0, 6
  movq xmm9, qword ptr [rip+0x2295]  ; 0x2c10
  test dl, dl
  je .Lwhere9
  movaps xmm9, xmmword ptr [rsp+0x60]
.Lwhere9:
  pextrb esi, xmm0, 7
  movq xmm0, qword ptr [rip+0x227d]  ; 0x2c10
  test sil, sil
  je .Lwhere10
  movaps xmm0, xmmword ptr [rsp+0x70]
.Lwhere10:
  unpcklpd xmm3, xmm5
  unpcklpd xmm6, xmm10
  unpcklpd xmm12, xmm4
  unpcklpd xmm9, xmm0
  movaps xmm4, xmm3
  mulpd xmm4, xmmword ptr [rip+0x1ff5]  ; 0x29b0
  movaps xmm10, xmm6
  mulpd xmm10, xmmword ptr [rip+0x1fe8]  ; 0x29b0
  movaps xmm7, xmm12
  mulpd xmm7, xmmword ptr [rip+0x1fdc]  ; 0x29b0
  movaps xmm5, xmm9
  mulpd xmm5, xmmword ptr [rip+0x1fd0]  ; 0x29b0
  movaps xmm0, xmm3
  cmppd xmm0, xmmword ptr [rip+0x1fb4], 1  ; 0x29a0
  movaps xmm11, xmm6
  cmppd xmm11, xmmword ptr [rip+0x1fa6], 1  ; 0x29a0
  movaps xmm8, xmm12
  cmppd xmm8, xmmword ptr [rip+0x1f98], 1  ; 0x29a0
  movaps xmm2, xmm9
  cmppd xmm2, xmmword ptr [rip+0x1f8b], 1  ; 0x29a0
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
  pand xmm0, xmmword ptr [rip+0x1f71]  ; 0x29c0
  movaps xmm5, xmm4
  pand xmm5, xmmword ptr [rip+0x1f66]  ; 0x29c0
  movaps xmm8, xmm10
  pand xmm8, xmmword ptr [rip+0x1f59]  ; 0x29c0
  movaps xmm11, xmm7
  pand xmm11, xmmword ptr [rip+0x1f4c]  ; 0x29c0
  movaps xmm2, xmm0
  por xmm2, xmmword ptr [rip+0x1e41]  ; 0x28c0
  por xmm5, xmmword ptr [rip+0x1e39]  ; 0x28c0
  por xmm8, xmmword ptr [rip+0x1e30]  ; 0x28c0
  por xmm11, xmmword ptr [rip+0x1e27]  ; 0x28c0
  movaps xmmword ptr [rsp+0x170], xmm9
  movaps xmm9, xmm2
  mulpd xmm9, xmmword ptr [rip+0x1e01]  ; 0x28b0
  movaps xmmword ptr [rsp+0x160], xmm12
  movaps xmm12, xmm5
  mulpd xmm12, xmmword ptr [rip+0x1deb]  ; 0x28b0
  movaps xmmword ptr [rsp+0x150], xmm6
  movaps xmm6, xmm8
  mulpd xmm6, xmmword ptr [rip+0x1dd7]  ; 0x28b0
  movaps xmmword ptr [rsp+0x140], xmm3
  movaps xmm3, xmm11
  mulpd xmm3, xmmword ptr [rip+0x1dc3]  ; 0x28b0
  movaps xmm0, xmmword ptr [rip+0x1e9c]  ; 0x2990
  cmppd xmm0, xmm2, 1
  movaps xmmword ptr [rsp+0x1b0], xmm7
  movaps xmm7, xmmword ptr [rip+0x1e88]  ; 0x2990
  cmppd xmm7, xmm5, 1
  movaps xmmword ptr [rsp+0x1a0], xmm10
  movaps xmm10, xmmword ptr [rip+0x1e72]  ; 0x2990
  cmppd xmm10, xmm8, 1
  movaps xmmword ptr [rsp+0x190], xmm4
  movaps xmm4, xmmword ptr [rip+0x1e5d]  ; 0x2990
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
  subpd xmm2, xmmword ptr [rip+0x1d4b]  ; 0x28c0
  subpd xmm9, xmmword ptr [rip+0x1d42]  ; 0x28c0
  subpd xmm7, xmmword ptr [rip+0x1d3a]  ; 0x28c0
  subpd xmm6, xmmword ptr [rip+0x1d32]  ; 0x28c0
  movaps xmm0, xmm2
  addpd xmm0, xmmword ptr [rip+0x1e47]  ; 0x29e0
  movaps xmm10, xmm9
  addpd xmm10, xmmword ptr [rip+0x1e3a]  ; 0x29e0
  movaps xmm12, xmm7
  addpd xmm12, xmmword ptr [rip+0x1e2d]  ; 0x29e0
  movaps xmm3, xmm6
  addpd xmm3, xmmword ptr [rip+0x1e22]  ; 0x29e0
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
  movaps xmm1, xmmword ptr [rip+0x1dc5]  ; 0x29f0
  mulpd xmm1, xmm3
  movaps xmmword ptr [rsp+0x220], xmm12
  movaps xmm12, xmmword ptr [rip+0x1db0]  ; 0x29f0
  mulpd xmm12, xmm11
  movaps xmmword ptr [rsp+0x210], xmm10
  movaps xmm10, xmmword ptr [rip+0x1d9a]  ; 0x29f0
  mulpd xmm10, xmm8
  movaps xmmword ptr [rsp+0x200], xmm0
  movaps xmm0, xmmword ptr [rip+0x1d86]  ; 0x29f0
  mulpd xmm0, xmm5
  addpd xmm1, xmmword ptr [rip+0x1d8a]  ; 0x2a00
  addpd xmm12, xmmword ptr [rip+0x1d81]  ; 0x2a00
  addpd xmm10, xmmword ptr [rip+0x1d78]  ; 0x2a00
  addpd xmm0, xmmword ptr [rip+0x1d70]  ; 0x2a00
  mulpd xmm1, xmm3
  mulpd xmm12, xmm11
  mulpd xmm10, xmm8
  mulpd xmm0, xmm5
  addpd xmm1, xmmword ptr [rip+0x1d66]  ; 0x2a10
  addpd xmm12, xmmword ptr [rip+0x1d5d]  ; 0x2a10
  addpd xmm10, xmmword ptr [rip+0x1d54]  ; 0x2a10
  addpd xmm0, xmmword ptr [rip+0x1d4c]  ; 0x2a10
  mulpd xmm1, xmm3
  mulpd xmm12, xmm11
  mulpd xmm10, xmm8
  mulpd xmm0, xmm5
  addpd xmm1, xmmword ptr [rip+0x1d42]  ; 0x2a20
  addpd xmm12, xmmword ptr [rip+0x1d39]  ; 0x2a20
  addpd xmm10, xmmword ptr [rip+0x1d30]  ; 0x2a20
  addpd xmm0, xmmword ptr [rip+0x1d28]  ; 0x2a20
  mulpd xmm1, xmm3
  mulpd xmm12, xmm11
  mulpd xmm10, xmm8
  mulpd xmm0, xmm5
  addpd xmm1, xmmword ptr [rip+0x1d1e]  ; 0x2a30
  addpd xmm12, xmmword ptr [rip+0x1d15]  ; 0x2a30
  addpd xmm10, xmmword ptr [rip+0x1d0c]  ; 0x2a30
  addpd xmm0, xmmword ptr [rip+0x1d04]  ; 0x2a30
  mulpd xmm1, xmm3
  mulpd xmm12, xmm11
  mulpd xmm10, xmm8
  mulpd xmm0, xmm5
  addpd xmm1, xmmword ptr [rip+0x1cfa]  ; 0x2a40
  addpd xmm12, xmmword ptr [rip+0x1cf1]  ; 0x2a40
  addpd xmm10, xmmword ptr [rip+0x1ce8]  ; 0x2a40
  addpd xmm0, xmmword ptr [rip+0x1ce0]  ; 0x2a40
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
  mulpd xmm0, xmmword ptr [rip+0x1b14]  ; 0x28b0
  mulpd xmm1, xmmword ptr [rip+0x1b0c]  ; 0x28b0
  mulpd xmm10, xmmword ptr [rip+0x1b03]  ; 0x28b0
  mulpd xmm12, xmmword ptr [rip+0x1afa]  ; 0x28b0
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
  pand xmm5, xmmword ptr [rip+0x1b97]  ; 0x29d0
  pand xmm8, xmmword ptr [rip+0x1b8e]  ; 0x29d0
  pand xmm11, xmmword ptr [rip+0x1b85]  ; 0x29d0
  pand xmm3, xmmword ptr [rip+0x1b7d]  ; 0x29d0
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
  mulpd xmm0, xmmword ptr [rip+0x1b8f]  ; 0x2a50
  mulpd xmm1, xmmword ptr [rip+0x1b87]  ; 0x2a50
  mulpd xmm4, xmmword ptr [rip+0x1b7f]  ; 0x2a50
  mulpd xmm10, xmmword ptr [rip+0x1b76]  ; 0x2a50
  mulpd xmm2, xmmword ptr [rip+0x1b7e]  ; 0x2a60
  mulpd xmm9, xmmword ptr [rip+0x1b75]  ; 0x2a60
  mulpd xmm7, xmmword ptr [rip+0x1b6d]  ; 0x2a60
  mulpd xmm6, xmmword ptr [rip+0x1b65]  ; 0x2a60
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
  psubq xmm6, xmmword ptr [rip+0x1985]  ; 0x2970
  psubq xmm10, xmmword ptr [rip+0x197c]  ; 0x2970
  psubq xmm4, xmmword ptr [rip+0x1974]  ; 0x2970
  psubq xmm1, xmmword ptr [rip+0x196c]  ; 0x2970
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
  cmppd xmm0, xmmword ptr [rip+0x18e9], 1  ; 0x29a0
  movaps xmm2, xmmword ptr [rsp+0x150]
  cmppd xmm2, xmmword ptr [rip+0x18d8], 1  ; 0x29a0
  movaps xmm4, xmmword ptr [rsp+0x160]
  cmppd xmm4, xmmword ptr [rip+0x18c7], 1  ; 0x29a0
  movaps xmm9, xmmword ptr [rsp+0x170]
  cmppd xmm9, xmmword ptr [rip+0x18b4], 1  ; 0x29a0
  xorps xmm1, xmm1
  blendvpd xmm1, xmmword ptr [rip+0x1978]  ; 0x2a70
  movaps xmmword ptr [rsp+0x260], xmm3
  xorps xmm3, xmm3
  movaps xmm0, xmm2
  blendvpd xmm3, xmmword ptr [rip+0x1961]  ; 0x2a70
  xorps xmm2, xmm2
  movaps xmm0, xmm4
  blendvpd xmm2, xmmword ptr [rip+0x1952]  ; 0x2a70
  xorps xmm4, xmm4
  movaps xmm0, xmm9
  blendvpd xmm4, xmmword ptr [rip+0x1942]  ; 0x2a70
  subpd xmm12, xmm1
  subpd xmm6, xmm3
  subpd xmm10, xmm2
  subpd xmm7, xmm4
  movaps xmm0, xmmword ptr [rip+0x1849]  ; 0x2990
  cmppd xmm0, xmmword ptr [rsp+0x1c0], 1
  movaps xmm2, xmmword ptr [rip+0x1838]  ; 0x2990
  cmppd xmm2, xmmword ptr [rsp+0x1d0], 1
  movaps xmm3, xmmword ptr [rip+0x1827]  ; 0x2990
  cmppd xmm3, xmmword ptr [rsp+0x1e0], 1
  movaps xmm4, xmmword ptr [rip+0x1816]  ; 0x2990
  cmppd xmm4, xmmword ptr [rsp+0x1f0], 1
  xorps xmm1, xmm1
  movaps xmm9, xmm1
  blendvpd xmm9, xmmword ptr [rip+0x172b]  ; 0x28c0
  movaps xmm0, xmm2
  blendvpd xmm1, xmmword ptr [rip+0x171f]  ; 0x28c0
  xorps xmm2, xmm2
  movaps xmm0, xmm3
  blendvpd xmm2, xmmword ptr [rip+0x1710]  ; 0x28c0
  xorps xmm3, xmm3
  movaps xmm0, xmm4
  blendvpd xmm3, xmmword ptr [rip+0x1701]  ; 0x28c0
  addpd xmm12, xmm9
  addpd xmm6, xmm1
  addpd xmm10, xmm2
  addpd xmm7, xmm3
  mulpd xmm5, xmmword ptr [rip+0x1887]  ; 0x2a60
  mulpd xmm8, xmmword ptr [rip+0x187e]  ; 0x2a60
  mulpd xmm11, xmmword ptr [rip+0x1875]  ; 0x2a60
  movaps xmm3, xmmword ptr [rsp+0x260]
  mulpd xmm3, xmmword ptr [rip+0x1865]  ; 0x2a60
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
  cmppd xmm0, xmmword ptr [rip+0x16e6], 0  ; 0x2980
  movaps xmm7, xmmword ptr [rsp+0x90]
  movaps xmm8, xmm7
  cmppd xmm8, xmmword ptr [rip+0x16d0], 0  ; 0x2980
  movaps xmm9, xmmword ptr [rsp+0xa0]
  movaps xmm11, xmm9
  cmppd xmm11, xmmword ptr [rip+0x16b9], 0  ; 0x2980
  movaps xmm12, xmmword ptr [rsp+0xb0]
  movaps xmm4, xmm12
  cmppd xmm4, xmmword ptr [rip+0x16a3], 0  ; 0x2980
  movaps xmm2, xmmword ptr [rip+0x17ac]  ; 0x2a90
  blendvpd xmm2, xmmword ptr [rip+0x1693]  ; 0x2980
  movaps xmm12, xmmword ptr [rip+0x179b]  ; 0x2a90
  movaps xmm0, xmm8
  blendvpd xmm12, xmmword ptr [rip+0x167d]  ; 0x2980
  movaps xmm8, xmmword ptr [rip+0x1785]  ; 0x2a90
  movaps xmm0, xmm11
  blendvpd xmm8, xmmword ptr [rip+0x1667]  ; 0x2980
  movaps xmm11, xmmword ptr [rip+0x176f]  ; 0x2a90
  movaps xmm0, xmm4
  blendvpd xmm11, xmmword ptr [rip+0x1652]  ; 0x2980
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
  blendvpd xmm2, xmmword ptr [rip+0x1715]  ; 0x2a80
  movaps xmm0, xmm4
  blendvpd xmm12, xmmword ptr [rip+0x1708]  ; 0x2a80
  movaps xmm0, xmm9
  blendvpd xmm8, xmmword ptr [rip+0x16fa]  ; 0x2a80
  movaps xmm0, xmm7
  blendvpd xmm11, xmmword ptr [rip+0x16ed]  ; 0x2a80
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
  movaps xmm0, xmmword ptr [rip+0x178f]  ; 0x2c00
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
  cmppd xmm0, xmmword ptr [rip+0x1470], 1  ; 0x2980
  movaps xmm6, xmm2
  cmppd xmm6, xmmword ptr [rip+0x1464], 1  ; 0x2980
  movaps xmm10, xmm3
  cmppd xmm10, xmmword ptr [rip+0x1456], 1  ; 0x2980
  movaps xmm11, xmm5
  cmppd xmm11, xmmword ptr [rip+0x1448], 1  ; 0x2980
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
  mulpd xmm0, xmmword ptr [rip+0x153f]  ; 0x2ab0
  movaps xmm11, xmm1
  mulpd xmm11, xmmword ptr [rip+0x1532]  ; 0x2ab0
  movaps xmm12, xmm6
  mulpd xmm12, xmmword ptr [rip+0x1525]  ; 0x2ab0
  movaps xmm9, xmm10
  mulpd xmm9, xmmword ptr [rip+0x1518]  ; 0x2ab0
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
  movaps xmm0, xmmword ptr [rip+0x12bd]  ; 0x28b0
  cmppd xmm0, xmm8, 1
  movaps xmmword ptr [rsp+0x320], xmm10
  movaps xmm10, xmmword ptr [rip+0x12a6]  ; 0x28b0
  cmppd xmm10, xmm11, 1
  movaps xmmword ptr [rsp+0x310], xmm6
  movaps xmm6, xmmword ptr [rip+0x1291]  ; 0x28b0
  cmppd xmm6, xmm12, 1
  movaps xmmword ptr [rsp+0x300], xmm1
  movaps xmm1, xmmword ptr [rip+0x127c]  ; 0x28b0
  cmppd xmm1, xmm9, 1
  movaps xmmword ptr [rsp+0x2f0], xmm4
  xorps xmm4, xmm4
  blendvpd xmm4, xmmword ptr [rip+0x1272]  ; 0x28c0
  movaps xmmword ptr [rsp+0x330], xmm9
  xorps xmm9, xmm9
  movaps xmm0, xmm10
  blendvpd xmm9, xmmword ptr [rip+0x1257]  ; 0x28c0
  xorps xmm10, xmm10
  movaps xmm0, xmm6
  blendvpd xmm10, xmmword ptr [rip+0x1246]  ; 0x28c0
  xorps xmm6, xmm6
  movaps xmm0, xmm1
  blendvpd xmm6, xmmword ptr [rip+0x1237]  ; 0x28c0
  addpd xmm7, xmm4
  addpd xmm5, xmm9
  addpd xmm3, xmm10
  addpd xmm2, xmm6
  cmppd xmm8, xmmword ptr [rip+0x122b], 1  ; 0x28d0
  cmppd xmm11, xmmword ptr [rip+0x1221], 1  ; 0x28d0
  cmppd xmm12, xmmword ptr [rip+0x1217], 1  ; 0x28d0
  movaps xmm9, xmmword ptr [rsp+0x330]
  cmppd xmm9, xmmword ptr [rip+0x1204], 1  ; 0x28d0
  xorps xmm10, xmm10
  movaps xmm6, xmm10
  movaps xmm0, xmm8
  blendvpd xmm6, xmmword ptr [rip+0x11df]  ; 0x28c0
  movaps xmm8, xmm10
  movaps xmm0, xmm11
  blendvpd xmm8, xmmword ptr [rip+0x11cd]  ; 0x28c0
  movaps xmm11, xmm10
  movaps xmm0, xmm12
  blendvpd xmm11, xmmword ptr [rip+0x11bb]  ; 0x28c0
  movaps xmm12, xmm10
  movaps xmm0, xmm9
  blendvpd xmm12, xmmword ptr [rip+0x11a9]  ; 0x28c0
  subpd xmm7, xmm6
  subpd xmm5, xmm8
  subpd xmm3, xmm11
  subpd xmm2, xmm12
  movaps xmm0, xmm7
  mulpd xmm0, xmmword ptr [rip+0x13bb]  ; 0x2af0
  movaps xmm8, xmm5
  mulpd xmm8, xmmword ptr [rip+0x13ae]  ; 0x2af0
  movaps xmm9, xmm3
  mulpd xmm9, xmmword ptr [rip+0x13a1]  ; 0x2af0
  movaps xmm11, xmm2
  mulpd xmm11, xmmword ptr [rip+0x1394]  ; 0x2af0
  movaps xmm12, xmmword ptr [rsp+0x2f0]
  subpd xmm12, xmm0
  movaps xmm0, xmmword ptr [rsp+0x300]
  subpd xmm0, xmm8
  movaps xmm8, xmmword ptr [rsp+0x310]
  subpd xmm8, xmm9
  movaps xmm9, xmmword ptr [rsp+0x320]
  subpd xmm9, xmm11
  movaps xmm11, xmm7
  mulpd xmm11, xmmword ptr [rip+0x1360]  ; 0x2b00
  movaps xmm6, xmm5
  mulpd xmm6, xmmword ptr [rip+0x1355]  ; 0x2b00
  movaps xmm1, xmm3
  mulpd xmm1, xmmword ptr [rip+0x134a]  ; 0x2b00
  movaps xmm10, xmm2
  mulpd xmm10, xmmword ptr [rip+0x133d]  ; 0x2b00
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
  mulpd xmm7, xmmword ptr [rip+0x1301]  ; 0x2b10
  movaps xmmword ptr [rsp+0x350], xmm5
  mulpd xmm5, xmmword ptr [rip+0x12f1]  ; 0x2b10
  movaps xmmword ptr [rsp+0x360], xmm3
  mulpd xmm3, xmmword ptr [rip+0x12e1]  ; 0x2b10
  movaps xmmword ptr [rsp+0x370], xmm2
  mulpd xmm2, xmmword ptr [rip+0x12d1]  ; 0x2b10
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
  movaps xmm0, xmmword ptr [rip+0x12d5]  ; 0x2c00
  xorpd xmm7, xmm0
  movaps xmm0, xmmword ptr [rsp+0x430]
  xorpd xmm0, xmmword ptr [rip+0x12c1]  ; 0x2c00
  movaps xmmword ptr [rsp+0x420], xmm1
  movaps xmm1, xmmword ptr [rsp+0x440]
  xorpd xmm1, xmmword ptr [rip+0x12a9]  ; 0x2c00
  movaps xmmword ptr [rsp+0x410], xmm6
  movaps xmm6, xmmword ptr [rsp+0x450]
  xorpd xmm6, xmmword ptr [rip+0x1291]  ; 0x2c00
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
  movaps xmm7, xmmword ptr [rip+0x11d5]  ; 0x2c00
  movaps xmm7, xmmword ptr [rsp+0x3c0]
  xorpd xmm7, xmmword ptr [rip+0x11c5]  ; 0x2c00
  movaps xmmword ptr [rsp+0x4c0], xmm8
  movaps xmm8, xmmword ptr [rsp+0x3d0]
  xorpd xmm8, xmmword ptr [rip+0x11aa]  ; 0x2c00
  movaps xmmword ptr [rsp+0x4b0], xmm9
  movaps xmm9, xmmword ptr [rsp+0x3e0]
  xorpd xmm9, xmmword ptr [rip+0x118f]  ; 0x2c00
  movaps xmmword ptr [rsp+0x4a0], xmm10
  movaps xmm10, xmmword ptr [rsp+0x3f0]
  xorpd xmm10, xmmword ptr [rip+0x1174]  ; 0x2c00
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
  mulpd xmm1, xmmword ptr [rip+0x1021]  ; 0x2b20
  movaps xmm5, xmmword ptr [rsp+0x350]
  movaps xmm3, xmm5
  mulpd xmm3, xmmword ptr [rip+0x100e]  ; 0x2b20
  movaps xmm4, xmmword ptr [rsp+0x360]
  movaps xmm8, xmm4
  mulpd xmm8, xmmword ptr [rip+0xff9]  ; 0x2b20
  movaps xmm9, xmmword ptr [rsp+0x370]
  movaps xmm10, xmm9
  mulpd xmm10, xmmword ptr [rip+0xfe3]  ; 0x2b20
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
  movaps xmm4, xmmword ptr [rip+0xfc6]  ; 0x2c00
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
  movaps xmm0, xmmword ptr [rip+0xbd0]  ; 0x28c0
  minpd xmm0, xmm3
  movaps xmm10, xmmword ptr [rip+0xbc4]  ; 0x28c0
  minpd xmm10, xmm4
  movaps xmm7, xmmword ptr [rip+0xbb8]  ; 0x28c0
  minpd xmm7, xmm8
  movaps xmm5, xmmword ptr [rip+0xbac]  ; 0x28c0
  minpd xmm5, xmm12
  movaps xmm9, xmm3
  cmppd xmm9, xmmword ptr [rip+0xe09], 1  ; 0x2b30
  movaps xmmword ptr [rsp+0x580], xmm6
  movaps xmm6, xmm4
  cmppd xmm6, xmmword ptr [rip+0xdf5], 1  ; 0x2b30
  movaps xmmword ptr [rsp+0x570], xmm11
  movaps xmm11, xmm8
  cmppd xmm11, xmmword ptr [rip+0xdde], 1  ; 0x2b30
  movaps xmmword ptr [rsp+0x560], xmm2
  movaps xmm2, xmm12
  cmppd xmm2, xmmword ptr [rip+0xdc9], 1  ; 0x2b30
  movaps xmmword ptr [rsp+0x550], xmm1
  movaps xmm1, xmm0
  movaps xmm0, xmm9
  blendvpd xmm1, xmmword ptr [rip+0xdb1]  ; 0x2b30
  movaps xmm0, xmm6
  blendvpd xmm10, xmmword ptr [rip+0xda4]  ; 0x2b30
  movaps xmm0, xmm11
  blendvpd xmm7, xmmword ptr [rip+0xd97]  ; 0x2b30
  movaps xmm0, xmm2
  blendvpd xmm5, xmmword ptr [rip+0xd8b]  ; 0x2b30
  movaps xmm2, xmm1
  mulpd xmm2, xmm1
  movaps xmm6, xmm10
  mulpd xmm6, xmm10
  movaps xmm11, xmm7
  mulpd xmm11, xmm7
  movaps xmm9, xmm5
  mulpd xmm9, xmm5
  movaps xmm0, xmmword ptr [rip+0xd72]  ; 0x2b40
  mulpd xmm0, xmm2
  movaps xmmword ptr [rsp+0x5c0], xmm5
  movaps xmm5, xmmword ptr [rip+0xd5f]  ; 0x2b40
  mulpd xmm5, xmm6
  movaps xmmword ptr [rsp+0x5b0], xmm7
  movaps xmm7, xmmword ptr [rip+0xd4c]  ; 0x2b40
  mulpd xmm7, xmm11
  movaps xmmword ptr [rsp+0x5a0], xmm10
  movaps xmm10, xmmword ptr [rip+0xd36]  ; 0x2b40
  mulpd xmm10, xmm9
  addpd xmm0, xmmword ptr [rip+0xd39]  ; 0x2b50
  addpd xmm5, xmmword ptr [rip+0xd31]  ; 0x2b50
  addpd xmm7, xmmword ptr [rip+0xd29]  ; 0x2b50
  addpd xmm10, xmmword ptr [rip+0xd20]  ; 0x2b50
  mulpd xmm0, xmm2
  mulpd xmm5, xmm6
  mulpd xmm7, xmm11
  mulpd xmm10, xmm9
  addpd xmm0, xmmword ptr [rip+0xd16]  ; 0x2b60
  addpd xmm5, xmmword ptr [rip+0xd0e]  ; 0x2b60
  addpd xmm7, xmmword ptr [rip+0xd06]  ; 0x2b60
  addpd xmm10, xmmword ptr [rip+0xcfd]  ; 0x2b60
  mulpd xmm0, xmm2
  mulpd xmm5, xmm6
  mulpd xmm7, xmm11
  mulpd xmm10, xmm9
  addpd xmm0, xmmword ptr [rip+0xcf3]  ; 0x2b70
  addpd xmm5, xmmword ptr [rip+0xceb]  ; 0x2b70
  addpd xmm7, xmmword ptr [rip+0xce3]  ; 0x2b70
  addpd xmm10, xmmword ptr [rip+0xcda]  ; 0x2b70
  mulpd xmm0, xmm2
  mulpd xmm5, xmm6
  mulpd xmm7, xmm11
  mulpd xmm10, xmm9
  addpd xmm0, xmmword ptr [rip+0xcd0]  ; 0x2b80
  addpd xmm5, xmmword ptr [rip+0xcc8]  ; 0x2b80
  addpd xmm7, xmmword ptr [rip+0xcc0]  ; 0x2b80
  addpd xmm10, xmmword ptr [rip+0xcb7]  ; 0x2b80
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
  movaps xmm8, xmmword ptr [rip+0xc25]  ; 0x2ba0
  minpd xmm8, xmm0
  movaps xmm10, xmmword ptr [rip+0xc18]  ; 0x2ba0
  minpd xmm10, xmm3
  movaps xmm12, xmmword ptr [rip+0xc0b]  ; 0x2ba0
  minpd xmm12, xmm4
  movaps xmm7, xmmword ptr [rip+0xbff]  ; 0x2ba0
  minpd xmm7, xmm5
  cmppd xmm0, xmmword ptr [rip+0xbe2], 1  ; 0x2b90
  cmppd xmm3, xmmword ptr [rip+0xbd9], 1  ; 0x2b90
  cmppd xmm4, xmmword ptr [rip+0xbd0], 1  ; 0x2b90
  cmppd xmm5, xmmword ptr [rip+0xbc7], 1  ; 0x2b90
  blendvpd xmm8, xmmword ptr [rip+0xbbd]  ; 0x2b90
  movaps xmm0, xmm3
  blendvpd xmm10, xmmword ptr [rip+0xbb0]  ; 0x2b90
  movaps xmm0, xmm4
  blendvpd xmm12, xmmword ptr [rip+0xba3]  ; 0x2b90
  movaps xmm0, xmm5
  blendvpd xmm7, xmmword ptr [rip+0xb97]  ; 0x2b90
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
  mulpd xmm3, xmmword ptr [rip+0x85a]  ; 0x28b0
  movaps xmm4, xmmword ptr [rsp+0x5e0]
  movaps xmm5, xmm4
  mulpd xmm5, xmmword ptr [rip+0x847]  ; 0x28b0
  movaps xmm4, xmmword ptr [rsp+0x5f0]
  mulpd xmm4, xmmword ptr [rip+0x837]  ; 0x28b0
  movaps xmm0, xmm9
  mulpd xmm0, xmmword ptr [rip+0x82b]  ; 0x28b0
  movaps xmmword ptr [rsp+0x640], xmm7
  movaps xmm7, xmmword ptr [rip+0x82c]  ; 0x28c0
  subpd xmm7, xmm3
  movaps xmmword ptr [rsp+0x630], xmm12
  movaps xmm12, xmmword ptr [rip+0x817]  ; 0x28c0
  subpd xmm12, xmm5
  movaps xmmword ptr [rsp+0x620], xmm10
  movaps xmm10, xmmword ptr [rip+0x801]  ; 0x28c0
  subpd xmm10, xmm4
  movaps xmmword ptr [rsp+0x610], xmm8
  movaps xmm8, xmmword ptr [rip+0x7eb]  ; 0x28c0
  subpd xmm8, xmm0
  movaps xmmword ptr [rsp+0x600], xmm9
  movaps xmm9, xmmword ptr [rip+0x7d5]  ; 0x28c0
  subpd xmm9, xmm7
  movaps xmmword ptr [rsp+0x650], xmm7
  movaps xmm7, xmmword ptr [rip+0x7c1]  ; 0x28c0
  subpd xmm7, xmm12
  movaps xmmword ptr [rsp+0x660], xmm12
  movaps xmm12, xmmword ptr [rip+0x7ab]  ; 0x28c0
  subpd xmm12, xmm10
  movaps xmmword ptr [rsp+0x670], xmm10
  movaps xmm10, xmmword ptr [rip+0x795]  ; 0x28c0
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
  movaps xmm0, xmmword ptr [rip+0xa28]  ; 0x2bb0
  movaps xmm5, xmmword ptr [rsp+0x5d0]
  mulpd xmm0, xmm5
  movaps xmm6, xmmword ptr [rip+0xa15]  ; 0x2bb0
  movaps xmm7, xmmword ptr [rsp+0x5e0]
  mulpd xmm6, xmm7
  movaps xmm9, xmmword ptr [rip+0xa01]  ; 0x2bb0
  movaps xmm11, xmmword ptr [rsp+0x5f0]
  mulpd xmm9, xmm11
  movaps xmm10, xmmword ptr [rip+0x9eb]  ; 0x2bb0
  movaps xmm12, xmmword ptr [rsp+0x600]
  mulpd xmm10, xmm12
  addpd xmm0, xmmword ptr [rip+0x9e5]  ; 0x2bc0
  addpd xmm6, xmmword ptr [rip+0x9dd]  ; 0x2bc0
  addpd xmm9, xmmword ptr [rip+0x9d4]  ; 0x2bc0
  addpd xmm10, xmmword ptr [rip+0x9cb]  ; 0x2bc0
  mulpd xmm0, xmm5
  mulpd xmm6, xmm7
  mulpd xmm9, xmm11
  mulpd xmm10, xmm12
  addpd xmm0, xmmword ptr [rip+0x9c1]  ; 0x2bd0
  addpd xmm6, xmmword ptr [rip+0x9b9]  ; 0x2bd0
  addpd xmm9, xmmword ptr [rip+0x9b0]  ; 0x2bd0
  addpd xmm10, xmmword ptr [rip+0x9a7]  ; 0x2bd0
  mulpd xmm0, xmm5
  mulpd xmm6, xmm7
  mulpd xmm9, xmm11
  mulpd xmm10, xmm12
  addpd xmm0, xmmword ptr [rip+0x99d]  ; 0x2be0
  addpd xmm6, xmmword ptr [rip+0x995]  ; 0x2be0
  addpd xmm9, xmmword ptr [rip+0x98c]  ; 0x2be0
  addpd xmm10, xmmword ptr [rip+0x983]  ; 0x2be0
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
  mulpd xmm5, xmmword ptr [rip+0x608]  ; 0x28b0
  movaps xmmword ptr [rsp+0x6b0], xmm8
  movaps xmm8, xmmword ptr [rsp+0x620]
  mulpd xmm8, xmmword ptr [rip+0x5ed]  ; 0x28b0
  movaps xmmword ptr [rsp+0x6a0], xmm3
  movaps xmm3, xmmword ptr [rsp+0x630]
  mulpd xmm3, xmmword ptr [rip+0x5d5]  ; 0x28b0
  movaps xmmword ptr [rsp+0x690], xmm2
  movaps xmm2, xmmword ptr [rsp+0x640]
  mulpd xmm2, xmmword ptr [rip+0x5bd]  ; 0x28b0
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
  mulpd xmm4, xmmword ptr [rip+0x88d]  ; 0x2bf0
  mulpd xmm7, xmmword ptr [rip+0x885]  ; 0x2bf0
  mulpd xmm11, xmmword ptr [rip+0x87c]  ; 0x2bf0
  mulpd xmm12, xmmword ptr [rip+0x873]  ; 0x2bf0
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
  mulpd xmm3, xmmword ptr [rip+0x6ee]  ; 0x2ac0
  movaps xmm9, xmmword ptr [rsp+0x350]
  movaps xmm10, xmm9
  mulpd xmm10, xmmword ptr [rip+0x6d8]  ; 0x2ac0
  movaps xmm11, xmmword ptr [rsp+0x360]
  movaps xmm12, xmm11
  mulpd xmm12, xmmword ptr [rip+0x6c2]  ; 0x2ac0
  movaps xmm2, xmmword ptr [rsp+0x370]
  movaps xmm8, xmm2
  mulpd xmm8, xmmword ptr [rip+0x6ad]  ; 0x2ac0
  roundpd xmm3, xmm3, 0xb
  roundpd xmm10, xmm10, 0xb
  roundpd xmm12, xmm12, 0xb
  roundpd xmm8, xmm8, 0xb
  mulpd xmm3, xmmword ptr [rip+0x69a]  ; 0x2ad0
  mulpd xmm10, xmmword ptr [rip+0x691]  ; 0x2ad0
  mulpd xmm12, xmmword ptr [rip+0x688]  ; 0x2ad0
  mulpd xmm8, xmmword ptr [rip+0x67f]  ; 0x2ad0
  subpd xmm0, xmm3
  subpd xmm9, xmm10
  subpd xmm11, xmm12
  subpd xmm2, xmm8
  movaps xmm3, xmm0
  addpd xmm3, xmmword ptr [rip+0x661]  ; 0x2ad0
  movaps xmm10, xmm9
  addpd xmm10, xmmword ptr [rip+0x654]  ; 0x2ad0
  movaps xmm12, xmm11
  addpd xmm12, xmmword ptr [rip+0x647]  ; 0x2ad0
  movaps xmm8, xmm2
  addpd xmm8, xmmword ptr [rip+0x63a]  ; 0x2ad0
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
  cmppd xmm0, xmmword ptr [rip+0x39a], 0  ; 0x28c0
  movaps xmm3, xmm9
  cmppd xmm3, xmmword ptr [rip+0x38d], 0  ; 0x28c0
  movaps xmm5, xmm11
  cmppd xmm5, xmmword ptr [rip+0x380], 0  ; 0x28c0
  movaps xmm6, xmm2
  cmppd xmm6, xmmword ptr [rip+0x374], 0  ; 0x28c0
  packssdw xmm0, xmm3
  packssdw xmm5, xmm6
  packssdw xmm0, xmm5
  movaps xmm3, xmm0
  packsswb xmm3, xmm0
  pabsb xmm0, xmm3
  movaps xmm3, xmm4
  cmppd xmm3, xmmword ptr [rip+0x570], 0  ; 0x2ae0
  movaps xmm6, xmm9
  cmppd xmm6, xmmword ptr [rip+0x563], 0  ; 0x2ae0
  movaps xmm7, xmm11
  cmppd xmm7, xmmword ptr [rip+0x556], 0  ; 0x2ae0
  movaps xmm8, xmm2
  cmppd xmm8, xmmword ptr [rip+0x548], 0  ; 0x2ae0
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
  movaps xmm0, xmmword ptr [rip+0x51d]  ; 0x2c00
  movaps xmm1, xmm6
  xorpd xmm1, xmm0
  movaps xmm2, xmm8
  xorpd xmm2, xmm0
  movaps xmm3, xmm12
  xorpd xmm3, xmm0
  movaps xmm7, xmm0
  xorpd xmm7, xmm5
  movaps xmm0, xmmword ptr [rip+0x398]  ; 0x2aa0
  cmppd xmm0, xmm4, 1
  movaps xmm4, xmmword ptr [rip+0x38c]  ; 0x2aa0
  cmppd xmm4, xmm9, 1
  movaps xmm9, xmmword ptr [rip+0x37e]  ; 0x2aa0
  cmppd xmm9, xmm11, 1
  movaps xmm11, xmmword ptr [rip+0x370]  ; 0x2aa0
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
  movaps xmm4, xmmword ptr [rip+0x1aa]  ; 0x2980
  cmppd xmm0, xmm4, 1
  movaps xmm2, xmmword ptr [rsp+0x2c0]
  cmppd xmm2, xmm4, 1
  movaps xmm3, xmmword ptr [rsp+0x2d0]
  cmppd xmm3, xmm4, 1
  movaps xmm1, xmmword ptr [rsp+0x2e0]
  cmppd xmm1, xmm4, 1
  movaps xmm7, xmmword ptr [rip+0x287]  ; 0x2a90
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
;   0x2880: 3e7b5253d395e7c4 3e7b5253d395e7c4
;   0x2890: c090e00000000000 c090e00000000000
;   0x28a0: 4090180000000000 4090180000000000
;   0x28b0: 3fe0000000000000 3fe0000000000000
;   0x28c0: 3ff0000000000000 3ff0000000000000
;   0x28d0: bfe0000000000000 bfe0000000000000
;   0x28e0: 3eb62c0223a5c824 3eb62c0223a5c824
;   0x28f0: 3eeffcbfc588b0c7 3eeffcbfc588b0c7
;   0x2900: 3f2430912f86c787 3f2430912f86c787
;   0x2910: 3f55d87fe78a6731 3f55d87fe78a6731
;   0x2920: 3f83b2ab6fba4e77 3f83b2ab6fba4e77
;   0x2930: 3fac6b08d704a0c0 3fac6b08d704a0c0
;   0x2940: 3fcebfbdff82c58f 3fcebfbdff82c58f
;   0x2950: 3fe62e42fefa39ef 3fe62e42fefa39ef
;   0x2960: 4338000000000000 4338000000000000
;   0x2970: 00000000000003ff 00000000000003ff
;   0x2980: 7ff0000000000000 7ff0000000000000
;   0x2990: 3ff6a09e667f3bcd 3ff6a09e667f3bcd
;   0x29a0: 0010000000000000 0010000000000000
;   0x29b0: 4350000000000000 4350000000000000
;   0x29c0: 000fffffffffffff 000fffffffffffff
;   0x29d0: ffffffff00000000 ffffffff00000000
;   0x29e0: 4000000000000000 4000000000000000
;   0x29f0: 3fc3b13b13b13b14 3fc3b13b13b13b14
;   0x2a00: 3fc745d1745d1746 3fc745d1745d1746
;   0x2a10: 3fcc71c71c71c71c 3fcc71c71c71c71c
;   0x2a20: 3fd2492492492492 3fd2492492492492
;   0x2a30: 3fd999999999999a 3fd999999999999a
;   0x2a40: 3fe5555555555555 3fe5555555555555
;   0x2a50: 3de705fc2eefa200 3de705fc2eefa200
;   0x2a60: 3ff7154765200000 3ff7154765200000
;   0x2a70: 404b000000000000 404b000000000000
;   0x2a80: fff0000000000000 fff0000000000000
;   0x2a90: 7ff8000000000000 7ff8000000000000
;   0x2aa0: 3ff8000000000000 3ff8000000000000
;   0x2ab0: 3fe45f306dc9c883 3fe45f306dc9c883
;   0x2ac0: 3fd0000000000000 3fd0000000000000
;   0x2ad0: 4010000000000000 4010000000000000
;   0x2ae0: 4008000000000000 4008000000000000
;   0x2af0: 3ff921fb40000000 3ff921fb40000000
;   0x2b00: 3e74442d00000000 3e74442d00000000
;   0x2b10: 3cf8469880000000 3cf8469880000000
;   0x2b20: 3b78cc51701b839a 3b78cc51701b839a
;   0x2b30: bff0000000000000 bff0000000000000
;   0x2b40: 3e21eed8eff8d898 3e21eed8eff8d898
;   0x2b50: be927e4fb7789f5c be927e4fb7789f5c
;   0x2b60: 3efa01a01a01a01a 3efa01a01a01a01a
;   0x2b70: bf56c16c16c16c17 bf56c16c16c16c17
;   0x2b80: 3fa5555555555555 3fa5555555555555
;   0x2b90: bd70000000000000 bd70000000000000
;   0x2ba0: 3d70000000000000 3d70000000000000
;   0x2bb0: be5ae64567f544e4 be5ae64567f544e4
;   0x2bc0: 3ec71de3a556c734 3ec71de3a556c734
;   0x2bd0: bf2a01a01a01a01a bf2a01a01a01a01a
;   0x2be0: 3f81111111111111 3f81111111111111
;   0x2bf0: bfc5555555555555 bfc5555555555555
;   0x2c00: 8000000000000000 8000000000000000
;   0x2c10: 3ff0000000000000
