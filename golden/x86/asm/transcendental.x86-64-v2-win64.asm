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
  movaps xmm1, xmmword ptr [rip+0x2a06]  ; 0x2a80
  xorps xmm2, xmm2
  movaps xmm3, xmmword ptr [rip+0x2a0c]  ; 0x2a90
  movaps xmm4, xmmword ptr [rip+0x2a15]  ; 0x2aa0
  movaps xmm5, xmmword ptr [rip+0x2a1e]  ; 0x2ab0
  movaps xmm6, xmmword ptr [rip+0x2a27]  ; 0x2ac0
  movaps xmm7, xmmword ptr [rip+0x2a30]  ; 0x2ad0
  movaps xmm8, xmmword ptr [rip+0x2a38]  ; 0x2ae0
  movaps xmm9, xmmword ptr [rip+0x2a40]  ; 0x2af0
  movaps xmm10, xmmword ptr [rip+0x2a48]  ; 0x2b00
  movaps xmm11, xmmword ptr [rip+0x2a50]  ; 0x2b10
  movaps xmm12, xmmword ptr [rip+0x2a58]  ; 0x2b20
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
  movaps xmm0, xmmword ptr [rip+0x28a6]  ; 0x2aa0
  minpd xmm0, xmm10
  movaps xmm7, xmmword ptr [rip+0x289a]  ; 0x2aa0
  minpd xmm7, xmm1
  movaps xmmword ptr [rsp+0x20], xmm8
  movaps xmm8, xmmword ptr [rip+0x2888]  ; 0x2aa0
  minpd xmm8, xmm12
  movaps xmmword ptr [rsp+0x10], xmm9
  movaps xmm9, xmmword ptr [rip+0x2875]  ; 0x2aa0
  minpd xmm9, xmm6
  cmppd xmm10, xmmword ptr [rip+0x2856], 1  ; 0x2a90
  cmppd xmm1, xmmword ptr [rip+0x284d], 1  ; 0x2a90
  cmppd xmm12, xmmword ptr [rip+0x2843], 1  ; 0x2a90
  cmppd xmm6, xmmword ptr [rip+0x283a], 1  ; 0x2a90
  movaps xmmword ptr [rsp], xmm11
  movaps xmm11, xmm0
  movaps xmm0, xmm10
  blendvpd xmm11, xmmword ptr [rip+0x2823]  ; 0x2a90
  movaps xmm0, xmm1
  blendvpd xmm7, xmmword ptr [rip+0x2817]  ; 0x2a90
  movaps xmm0, xmm12
  blendvpd xmm8, xmmword ptr [rip+0x2809]  ; 0x2a90
  movaps xmm0, xmm6
  blendvpd xmm9, xmmword ptr [rip+0x27fc]  ; 0x2a90
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
  movaps xmm0, xmmword ptr [rip+0x27b9]  ; 0x2ab0
  cmppd xmm0, xmm2, 1
  movaps xmmword ptr [rsp+0xf0], xmm9
  movaps xmm9, xmmword ptr [rip+0x27a3]  ; 0x2ab0
  cmppd xmm9, xmm4, 1
  movaps xmmword ptr [rsp+0xe0], xmm8
  movaps xmm8, xmmword ptr [rip+0x278c]  ; 0x2ab0
  cmppd xmm8, xmm3, 1
  movaps xmmword ptr [rsp+0xd0], xmm7
  movaps xmm7, xmmword ptr [rip+0x2777]  ; 0x2ab0
  cmppd xmm7, xmm5, 1
  movaps xmmword ptr [rsp+0xc0], xmm11
  xorps xmm11, xmm11
  blendvpd xmm11, xmmword ptr [rip+0x276b]  ; 0x2ac0
  movaps xmmword ptr [rsp+0x100], xmm5
  xorps xmm5, xmm5
  movaps xmm0, xmm9
  blendvpd xmm5, xmmword ptr [rip+0x2753]  ; 0x2ac0
  xorps xmm9, xmm9
  movaps xmm0, xmm8
  blendvpd xmm9, xmmword ptr [rip+0x2741]  ; 0x2ac0
  xorps xmm8, xmm8
  movaps xmm0, xmm7
  blendvpd xmm8, xmmword ptr [rip+0x2730]  ; 0x2ac0
  addpd xmm1, xmm11
  addpd xmm6, xmm5
  addpd xmm12, xmm9
  addpd xmm10, xmm8
  cmppd xmm2, xmmword ptr [rip+0x2724], 1  ; 0x2ad0
  cmppd xmm4, xmmword ptr [rip+0x271b], 1  ; 0x2ad0
  cmppd xmm3, xmmword ptr [rip+0x2712], 1  ; 0x2ad0
  movaps xmm8, xmmword ptr [rsp+0x100]
  cmppd xmm8, xmmword ptr [rip+0x26ff], 1  ; 0x2ad0
  xorps xmm9, xmm9
  movaps xmm11, xmm9
  movaps xmm0, xmm2
  blendvpd xmm11, xmmword ptr [rip+0x26da]  ; 0x2ac0
  movaps xmm2, xmm9
  movaps xmm0, xmm4
  blendvpd xmm2, xmmword ptr [rip+0x26ca]  ; 0x2ac0
  movaps xmm4, xmm9
  movaps xmm0, xmm3
  blendvpd xmm4, xmmword ptr [rip+0x26ba]  ; 0x2ac0
  movaps xmm3, xmm9
  movaps xmm0, xmm8
  blendvpd xmm3, xmmword ptr [rip+0x26a9]  ; 0x2ac0
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
  movaps xmm4, xmmword ptr [rip+0x261a]  ; 0x2a80
  mulpd xmm4, xmm11
  movaps xmm5, xmmword ptr [rip+0x260e]  ; 0x2a80
  mulpd xmm5, xmm0
  movaps xmm9, xmmword ptr [rip+0x2602]  ; 0x2a80
  mulpd xmm9, xmm8
  movaps xmm3, xmmword ptr [rip+0x25f6]  ; 0x2a80
  mulpd xmm3, xmm2
  addpd xmm4, xmmword ptr [rip+0x264a]  ; 0x2ae0
  addpd xmm5, xmmword ptr [rip+0x2642]  ; 0x2ae0
  addpd xmm9, xmmword ptr [rip+0x2639]  ; 0x2ae0
  addpd xmm3, xmmword ptr [rip+0x2631]  ; 0x2ae0
  mulpd xmm4, xmm11
  mulpd xmm5, xmm0
  mulpd xmm9, xmm8
  mulpd xmm3, xmm2
  addpd xmm4, xmmword ptr [rip+0x2627]  ; 0x2af0
  addpd xmm5, xmmword ptr [rip+0x261f]  ; 0x2af0
  addpd xmm9, xmmword ptr [rip+0x2616]  ; 0x2af0
  addpd xmm3, xmmword ptr [rip+0x260e]  ; 0x2af0
  mulpd xmm4, xmm11
  mulpd xmm5, xmm0
  mulpd xmm9, xmm8
  mulpd xmm3, xmm2
  addpd xmm4, xmmword ptr [rip+0x2604]  ; 0x2b00
  addpd xmm5, xmmword ptr [rip+0x25fc]  ; 0x2b00
  addpd xmm9, xmmword ptr [rip+0x25f3]  ; 0x2b00
  addpd xmm3, xmmword ptr [rip+0x25eb]  ; 0x2b00
  mulpd xmm4, xmm11
  mulpd xmm5, xmm0
  mulpd xmm9, xmm8
  mulpd xmm3, xmm2
  addpd xmm4, xmmword ptr [rip+0x25e1]  ; 0x2b10
  addpd xmm5, xmmword ptr [rip+0x25d9]  ; 0x2b10
  addpd xmm9, xmmword ptr [rip+0x25d0]  ; 0x2b10
  addpd xmm3, xmmword ptr [rip+0x25c8]  ; 0x2b10
  mulpd xmm4, xmm11
  mulpd xmm5, xmm0
  mulpd xmm9, xmm8
  mulpd xmm3, xmm2
  addpd xmm4, xmmword ptr [rip+0x25be]  ; 0x2b20
  addpd xmm5, xmmword ptr [rip+0x25b6]  ; 0x2b20
  addpd xmm9, xmmword ptr [rip+0x25ad]  ; 0x2b20
  addpd xmm3, xmmword ptr [rip+0x25a5]  ; 0x2b20
  mulpd xmm4, xmm11
  mulpd xmm5, xmm0
  mulpd xmm9, xmm8
  mulpd xmm3, xmm2
  addpd xmm4, xmmword ptr [rip+0x259b]  ; 0x2b30
  addpd xmm5, xmmword ptr [rip+0x2593]  ; 0x2b30
  addpd xmm9, xmmword ptr [rip+0x258a]  ; 0x2b30
  addpd xmm3, xmmword ptr [rip+0x2582]  ; 0x2b30
  mulpd xmm4, xmm11
  mulpd xmm5, xmm0
  mulpd xmm9, xmm8
  mulpd xmm3, xmm2
  addpd xmm4, xmmword ptr [rip+0x2578]  ; 0x2b40
  addpd xmm5, xmmword ptr [rip+0x2570]  ; 0x2b40
  addpd xmm9, xmmword ptr [rip+0x2567]  ; 0x2b40
  addpd xmm3, xmmword ptr [rip+0x255f]  ; 0x2b40
  mulpd xmm4, xmm11
  mulpd xmm5, xmm0
  mulpd xmm9, xmm8
  mulpd xmm3, xmm2
  addpd xmm4, xmmword ptr [rip+0x2555]  ; 0x2b50
  addpd xmm5, xmmword ptr [rip+0x254d]  ; 0x2b50
  addpd xmm9, xmmword ptr [rip+0x2544]  ; 0x2b50
  addpd xmm3, xmmword ptr [rip+0x253c]  ; 0x2b50
  mulpd xmm4, xmm11
  mulpd xmm5, xmm0
  mulpd xmm9, xmm8
  mulpd xmm3, xmm2
  addpd xmm4, xmmword ptr [rip+0x2492]  ; 0x2ac0
  addpd xmm5, xmmword ptr [rip+0x248a]  ; 0x2ac0
  addpd xmm9, xmmword ptr [rip+0x2481]  ; 0x2ac0
  addpd xmm3, xmmword ptr [rip+0x2479]  ; 0x2ac0
  addpd xmm1, xmmword ptr [rip+0x2511]  ; 0x2b60
  addpd xmm6, xmmword ptr [rip+0x2509]  ; 0x2b60
  addpd xmm12, xmmword ptr [rip+0x2500]  ; 0x2b60
  addpd xmm10, xmmword ptr [rip+0x24f7]  ; 0x2b60
  psubq xmm1, xmmword ptr [rip+0x24ef]  ; 0x2b60
  psubq xmm6, xmmword ptr [rip+0x24e7]  ; 0x2b60
  psubq xmm12, xmmword ptr [rip+0x24de]  ; 0x2b60
  psubq xmm10, xmmword ptr [rip+0x24d5]  ; 0x2b60
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
  paddq xmm0, xmmword ptr [rip+0x2439]  ; 0x2b70
  movaps xmm7, xmm6
  paddq xmm7, xmmword ptr [rip+0x242e]  ; 0x2b70
  movaps xmm8, xmm12
  paddq xmm8, xmmword ptr [rip+0x2421]  ; 0x2b70
  movaps xmm2, xmm10
  paddq xmm2, xmmword ptr [rip+0x2415]  ; 0x2b70
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
  paddq xmm1, xmmword ptr [rip+0x23bc]  ; 0x2b70
  paddq xmm0, xmmword ptr [rip+0x23b4]  ; 0x2b70
  paddq xmm2, xmmword ptr [rip+0x23ac]  ; 0x2b70
  paddq xmm6, xmmword ptr [rip+0x23a4]  ; 0x2b70
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
  mov r11, qword ptr [rsp+0x790]
  movdqu xmmword ptr [r11+rsi*4], xmm0
  mov r11, qword ptr [rsp+0x790]
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
  cmppd xmm3, xmmword ptr [rip+0x2232], 1  ; 0x2b80
  movaps xmm5, xmm2
  cmppd xmm5, xmmword ptr [rip+0x2226], 1  ; 0x2b80
  movaps xmm6, xmm8
  cmppd xmm6, xmmword ptr [rip+0x2219], 1  ; 0x2b80
  movaps xmm7, xmm11
  cmppd xmm7, xmmword ptr [rip+0x220c], 1  ; 0x2b80
  packssdw xmm3, xmm5
  packssdw xmm6, xmm7
  packssdw xmm3, xmm6
  movaps xmm5, xmm3
  packsswb xmm5, xmm3
  pabsb xmm3, xmm5
  pand xmm0, xmm3
  pextrb edi, xmm0, 0
  movq xmm3, qword ptr [rip+0x2492]  ; 0x2e30
  test dil, dil
  je .Lwhere3
  movaps xmm3, xmmword ptr [rsp]
.Lwhere3:
  pextrb ebx, xmm0, 1
  movq xmm5, qword ptr [rip+0x247b]  ; 0x2e30
  test bl, bl
  je .Lwhere4
  movaps xmm5, xmmword ptr [rsp+0x10]
.Lwhere4:
  pextrb r12d, xmm0, 2
  movq xmm6, qword ptr [rip+0x2463]  ; 0x2e30
  test r12b, r12b
  je .Lwhere5
  movaps xmm6, xmmword ptr [rsp+0x20]
.Lwhere5:
  pextrb r13d, xmm0, 3
  movq xmm7, qword ptr [rip+0x244a]  ; 0x2e30
  test r13b, r13b
  je .Lwhere6
  movaps xmm7, xmmword ptr [rsp+0x30]
.Lwhere6:
  pextrb r14d, xmm0, 4
  movq xmm10, qword ptr [rip+0x2430]  ; 0x2e30
  test r14b, r14b
  je .Lwhere7
  movaps xmm10, xmmword ptr [rsp+0x40]
.Lwhere7:
  pextrb r15d, xmm0, 5
  movq xmm12, qword ptr [rip+0x2415]  ; 0x2e30
  test r15b, r15b
  je .Lwhere8
  movaps xmm12, xmmword ptr [rsp+0x50]
.Lwhere8:
  pextrb r8d, xmm0, 6
  movq xmm4, qword ptr [rip+0x23fb]  ; 0x2e30
  test r8b, r8b
  je .Lwhere9
  movaps xmm4, xmmword ptr [rsp+0x60]
.Lwhere9:
  pextrb edx, xmm0, 7
  movq xmm0, qword ptr [rip+0x23e3]  ; 0x2e30
  test dl, dl
  je .Lwhere10
  movaps xmm0, xmmword ptr [rsp+0x70]
.Lwhere10:
  unpcklpd xmm3, xmm5
  unpcklpd xmm6, xmm7
  unpcklpd xmm10, xmm12
  unpcklpd xmm4, xmm0
  movaps xmm5, xmm3
  mulpd xmm5, xmmword ptr [rip+0x213e]  ; 0x2bb0
  movaps xmm12, xmm6
  mulpd xmm12, xmmword ptr [rip+0x2131]  ; 0x2bb0
  movaps xmm9, xmm10
  mulpd xmm9, xmmword ptr [rip+0x2124]  ; 0x2bb0
  movaps xmm7, xmm4
  mulpd xmm7, xmmword ptr [rip+0x2119]  ; 0x2bb0
  movaps xmm0, xmm3
  cmppd xmm0, xmmword ptr [rip+0x20fd], 1  ; 0x2ba0
  movaps xmm11, xmm6
  cmppd xmm11, xmmword ptr [rip+0x20ef], 1  ; 0x2ba0
  movaps xmm8, xmm10
  cmppd xmm8, xmmword ptr [rip+0x20e1], 1  ; 0x2ba0
  movaps xmm2, xmm4
  cmppd xmm2, xmmword ptr [rip+0x20d5], 1  ; 0x2ba0
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
  pand xmm0, xmmword ptr [rip+0x20ba]  ; 0x2bc0
  movaps xmm7, xmm5
  pand xmm7, xmmword ptr [rip+0x20af]  ; 0x2bc0
  movaps xmm9, xmm11
  pand xmm9, xmmword ptr [rip+0x20a2]  ; 0x2bc0
  movaps xmm12, xmm8
  pand xmm12, xmmword ptr [rip+0x2095]  ; 0x2bc0
  movaps xmm2, xmm0
  por xmm2, xmmword ptr [rip+0x1f8a]  ; 0x2ac0
  por xmm7, xmmword ptr [rip+0x1f82]  ; 0x2ac0
  por xmm9, xmmword ptr [rip+0x1f79]  ; 0x2ac0
  por xmm12, xmmword ptr [rip+0x1f70]  ; 0x2ac0
  movaps xmmword ptr [rsp+0x170], xmm4
  movaps xmm4, xmm2
  mulpd xmm4, xmmword ptr [rip+0x1f4d]  ; 0x2ab0
  movaps xmmword ptr [rsp+0x160], xmm10
  movaps xmm10, xmm7
  mulpd xmm10, xmmword ptr [rip+0x1f37]  ; 0x2ab0
  movaps xmmword ptr [rsp+0x150], xmm6
  movaps xmm6, xmm9
  mulpd xmm6, xmmword ptr [rip+0x1f23]  ; 0x2ab0
  movaps xmmword ptr [rsp+0x140], xmm3
  movaps xmm3, xmm12
  mulpd xmm3, xmmword ptr [rip+0x1f0f]  ; 0x2ab0
  movaps xmm0, xmmword ptr [rip+0x1fe8]  ; 0x2b90
  cmppd xmm0, xmm2, 1
  movaps xmmword ptr [rsp+0x1b0], xmm8
  movaps xmm8, xmmword ptr [rip+0x1fd2]  ; 0x2b90
  cmppd xmm8, xmm7, 1
  movaps xmmword ptr [rsp+0x1a0], xmm11
  movaps xmm11, xmmword ptr [rip+0x1fbb]  ; 0x2b90
  cmppd xmm11, xmm9, 1
  movaps xmmword ptr [rsp+0x190], xmm5
  movaps xmm5, xmmword ptr [rip+0x1fa6]  ; 0x2b90
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
  subpd xmm2, xmmword ptr [rip+0x1e94]  ; 0x2ac0
  subpd xmm4, xmmword ptr [rip+0x1e8c]  ; 0x2ac0
  subpd xmm8, xmmword ptr [rip+0x1e83]  ; 0x2ac0
  subpd xmm6, xmmword ptr [rip+0x1e7b]  ; 0x2ac0
  movaps xmm0, xmm2
  addpd xmm0, xmmword ptr [rip+0x1f90]  ; 0x2be0
  movaps xmm10, xmm4
  addpd xmm10, xmmword ptr [rip+0x1f83]  ; 0x2be0
  movaps xmm11, xmm8
  addpd xmm11, xmmword ptr [rip+0x1f76]  ; 0x2be0
  movaps xmm3, xmm6
  addpd xmm3, xmmword ptr [rip+0x1f6b]  ; 0x2be0
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
  movaps xmm1, xmmword ptr [rip+0x1f0f]  ; 0x2bf0
  mulpd xmm1, xmm3
  movaps xmmword ptr [rsp+0x230], xmm11
  movaps xmm11, xmmword ptr [rip+0x1efa]  ; 0x2bf0
  mulpd xmm11, xmm12
  movaps xmmword ptr [rsp+0x220], xmm10
  movaps xmm10, xmmword ptr [rip+0x1ee4]  ; 0x2bf0
  mulpd xmm10, xmm9
  movaps xmmword ptr [rsp+0x210], xmm0
  movaps xmm0, xmmword ptr [rip+0x1ed0]  ; 0x2bf0
  mulpd xmm0, xmm7
  addpd xmm1, xmmword ptr [rip+0x1ed4]  ; 0x2c00
  addpd xmm11, xmmword ptr [rip+0x1ecb]  ; 0x2c00
  addpd xmm10, xmmword ptr [rip+0x1ec2]  ; 0x2c00
  addpd xmm0, xmmword ptr [rip+0x1eba]  ; 0x2c00
  mulpd xmm1, xmm3
  mulpd xmm11, xmm12
  mulpd xmm10, xmm9
  mulpd xmm0, xmm7
  addpd xmm1, xmmword ptr [rip+0x1eb0]  ; 0x2c10
  addpd xmm11, xmmword ptr [rip+0x1ea7]  ; 0x2c10
  addpd xmm10, xmmword ptr [rip+0x1e9e]  ; 0x2c10
  addpd xmm0, xmmword ptr [rip+0x1e96]  ; 0x2c10
  mulpd xmm1, xmm3
  mulpd xmm11, xmm12
  mulpd xmm10, xmm9
  mulpd xmm0, xmm7
  addpd xmm1, xmmword ptr [rip+0x1e8c]  ; 0x2c20
  addpd xmm11, xmmword ptr [rip+0x1e83]  ; 0x2c20
  addpd xmm10, xmmword ptr [rip+0x1e7a]  ; 0x2c20
  addpd xmm0, xmmword ptr [rip+0x1e72]  ; 0x2c20
  mulpd xmm1, xmm3
  mulpd xmm11, xmm12
  mulpd xmm10, xmm9
  mulpd xmm0, xmm7
  addpd xmm1, xmmword ptr [rip+0x1e68]  ; 0x2c30
  addpd xmm11, xmmword ptr [rip+0x1e5f]  ; 0x2c30
  addpd xmm10, xmmword ptr [rip+0x1e56]  ; 0x2c30
  addpd xmm0, xmmword ptr [rip+0x1e4e]  ; 0x2c30
  mulpd xmm1, xmm3
  mulpd xmm11, xmm12
  mulpd xmm10, xmm9
  mulpd xmm0, xmm7
  addpd xmm1, xmmword ptr [rip+0x1e44]  ; 0x2c40
  addpd xmm11, xmmword ptr [rip+0x1e3b]  ; 0x2c40
  addpd xmm10, xmmword ptr [rip+0x1e32]  ; 0x2c40
  addpd xmm0, xmmword ptr [rip+0x1e2a]  ; 0x2c40
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
  mulpd xmm0, xmmword ptr [rip+0x1c60]  ; 0x2ab0
  mulpd xmm1, xmmword ptr [rip+0x1c58]  ; 0x2ab0
  mulpd xmm10, xmmword ptr [rip+0x1c4f]  ; 0x2ab0
  mulpd xmm11, xmmword ptr [rip+0x1c46]  ; 0x2ab0
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
  pand xmm9, xmmword ptr [rip+0x1cd2]  ; 0x2bd0
  pand xmm12, xmmword ptr [rip+0x1cc9]  ; 0x2bd0
  pand xmm7, xmmword ptr [rip+0x1cc1]  ; 0x2bd0
  pand xmm3, xmmword ptr [rip+0x1cb9]  ; 0x2bd0
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
  mulpd xmm0, xmmword ptr [rip+0x1cb8]  ; 0x2c50
  mulpd xmm1, xmmword ptr [rip+0x1cb0]  ; 0x2c50
  mulpd xmm5, xmmword ptr [rip+0x1ca8]  ; 0x2c50
  mulpd xmm10, xmmword ptr [rip+0x1c9f]  ; 0x2c50
  mulpd xmm2, xmmword ptr [rip+0x1ca7]  ; 0x2c60
  mulpd xmm4, xmmword ptr [rip+0x1c9f]  ; 0x2c60
  mulpd xmm8, xmmword ptr [rip+0x1c96]  ; 0x2c60
  mulpd xmm7, xmmword ptr [rip+0x1c8e]  ; 0x2c60
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
  psubq xmm0, xmmword ptr [rip+0x1aba]  ; 0x2b70
  psubq xmm8, xmmword ptr [rip+0x1ab1]  ; 0x2b70
  psubq xmm10, xmmword ptr [rip+0x1aa8]  ; 0x2b70
  psubq xmm5, xmmword ptr [rip+0x1aa0]  ; 0x2b70
  pextrq rcx, xmm0, 0
  xorpd xmm2, xmm2
  cvtsi2sd xmm2, rcx
  pextrq rcx, xmm0, 1
  xorpd xmm0, xmm0
  cvtsi2sd xmm0, rcx
  pextrq rcx, xmm8, 0
  xorpd xmm4, xmm4
  cvtsi2sd xmm4, rcx
  pextrq rcx, xmm8, 1
  xorpd xmm6, xmm6
  cvtsi2sd xmm6, rcx
  pextrq rcx, xmm10, 0
  xorpd xmm8, xmm8
  cvtsi2sd xmm8, rcx
  pextrq rcx, xmm10, 1
  xorpd xmm10, xmm10
  cvtsi2sd xmm10, rcx
  pextrq rcx, xmm5, 0
  xorpd xmm7, xmm7
  cvtsi2sd xmm7, rcx
  pextrq rcx, xmm5, 1
  xorpd xmm5, xmm5
  cvtsi2sd xmm5, rcx
  unpcklpd xmm2, xmm0
  unpcklpd xmm4, xmm6
  unpcklpd xmm8, xmm10
  unpcklpd xmm7, xmm5
  movaps xmm0, xmmword ptr [rsp+0x140]
  cmppd xmm0, xmmword ptr [rip+0x1a2c], 1  ; 0x2ba0
  movaps xmm6, xmmword ptr [rsp+0x150]
  cmppd xmm6, xmmword ptr [rip+0x1a1b], 1  ; 0x2ba0
  movaps xmm10, xmmword ptr [rsp+0x160]
  cmppd xmm10, xmmword ptr [rip+0x1a08], 1  ; 0x2ba0
  movaps xmm5, xmmword ptr [rsp+0x170]
  cmppd xmm5, xmmword ptr [rip+0x19f7], 1  ; 0x2ba0
  movaps xmmword ptr [rsp+0x280], xmm1
  xorps xmm1, xmm1
  blendvpd xmm1, xmmword ptr [rip+0x1ab3]  ; 0x2c70
  movaps xmmword ptr [rsp+0x270], xmm11
  xorps xmm11, xmm11
  movaps xmm0, xmm6
  blendvpd xmm11, xmmword ptr [rip+0x1a99]  ; 0x2c70
  xorps xmm6, xmm6
  movaps xmm0, xmm10
  blendvpd xmm6, xmmword ptr [rip+0x1a89]  ; 0x2c70
  xorps xmm10, xmm10
  movaps xmm0, xmm5
  blendvpd xmm10, xmmword ptr [rip+0x1a78]  ; 0x2c70
  subpd xmm2, xmm1
  subpd xmm4, xmm11
  subpd xmm8, xmm6
  subpd xmm7, xmm10
  movaps xmm0, xmmword ptr [rip+0x197e]  ; 0x2b90
  cmppd xmm0, xmmword ptr [rsp+0x1c0], 1
  movaps xmm6, xmmword ptr [rip+0x196d]  ; 0x2b90
  cmppd xmm6, xmmword ptr [rsp+0x1d0], 1
  movaps xmm10, xmmword ptr [rip+0x195b]  ; 0x2b90
  cmppd xmm10, xmmword ptr [rsp+0x1e0], 1
  movaps xmm11, xmmword ptr [rip+0x1948]  ; 0x2b90
  cmppd xmm11, xmmword ptr [rsp+0x1f0], 1
  xorps xmm1, xmm1
  movaps xmm5, xmm1
  blendvpd xmm5, xmmword ptr [rip+0x185e]  ; 0x2ac0
  movaps xmm0, xmm6
  blendvpd xmm1, xmmword ptr [rip+0x1852]  ; 0x2ac0
  xorps xmm6, xmm6
  movaps xmm0, xmm10
  blendvpd xmm6, xmmword ptr [rip+0x1842]  ; 0x2ac0
  xorps xmm10, xmm10
  movaps xmm0, xmm11
  blendvpd xmm10, xmmword ptr [rip+0x1830]  ; 0x2ac0
  addpd xmm2, xmm5
  addpd xmm4, xmm1
  addpd xmm8, xmm6
  addpd xmm7, xmm10
  mulpd xmm9, xmmword ptr [rip+0x19b5]  ; 0x2c60
  mulpd xmm12, xmmword ptr [rip+0x19ac]  ; 0x2c60
  movaps xmm6, xmmword ptr [rsp+0x260]
  mulpd xmm6, xmmword ptr [rip+0x199c]  ; 0x2c60
  mulpd xmm3, xmmword ptr [rip+0x1994]  ; 0x2c60
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
  cmppd xmm0, xmmword ptr [rip+0x181a], 0  ; 0x2b80
  movaps xmm7, xmmword ptr [rsp+0x90]
  movaps xmm8, xmm7
  cmppd xmm8, xmmword ptr [rip+0x1804], 0  ; 0x2b80
  movaps xmm9, xmmword ptr [rsp+0xa0]
  movaps xmm10, xmm9
  cmppd xmm10, xmmword ptr [rip+0x17ed], 0  ; 0x2b80
  movaps xmm12, xmmword ptr [rsp+0xb0]
  movaps xmm11, xmm12
  cmppd xmm11, xmmword ptr [rip+0x17d6], 0  ; 0x2b80
  movaps xmm5, xmmword ptr [rip+0x18df]  ; 0x2c90
  blendvpd xmm5, xmmword ptr [rip+0x17c6]  ; 0x2b80
  movaps xmm12, xmmword ptr [rip+0x18ce]  ; 0x2c90
  movaps xmm0, xmm8
  blendvpd xmm12, xmmword ptr [rip+0x17b0]  ; 0x2b80
  movaps xmm8, xmmword ptr [rip+0x18b8]  ; 0x2c90
  movaps xmm0, xmm10
  blendvpd xmm8, xmmword ptr [rip+0x179a]  ; 0x2b80
  movaps xmm10, xmmword ptr [rip+0x18a2]  ; 0x2c90
  movaps xmm0, xmm11
  blendvpd xmm10, xmmword ptr [rip+0x1784]  ; 0x2b80
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
  blendvpd xmm5, xmmword ptr [rip+0x1844]  ; 0x2c80
  movaps xmm0, xmm11
  blendvpd xmm12, xmmword ptr [rip+0x1836]  ; 0x2c80
  movaps xmm0, xmm9
  blendvpd xmm8, xmmword ptr [rip+0x1828]  ; 0x2c80
  movaps xmm0, xmm7
  blendvpd xmm10, xmmword ptr [rip+0x181b]  ; 0x2c80
  movaps xmm0, xmm5
  test dil, dil
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
  test r8b, r8b
  je .Lwhere17
  movaps xmm4, xmm6
.Lwhere17:
  movaps xmm8, xmm4
  cvtsd2ss xmm8, xmm4
  movaps xmm4, xmm6
  shufpd xmm4, xmm6, 1
  movaps xmm6, xmm10
  shufpd xmm6, xmm10, 1
  test dl, dl
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
  mov rdx, qword ptr [rsp+0x798]
  movdqu xmmword ptr [rdx+rsi*4], xmm7
  movdqu xmmword ptr [rdx+rsi*4+0x10], xmm9
  movaps xmm0, xmmword ptr [rip+0x188a]  ; 0x2e00
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
  cmppd xmm0, xmmword ptr [rip+0x156f], 1  ; 0x2b80
  movaps xmm5, xmm2
  cmppd xmm5, xmmword ptr [rip+0x1563], 1  ; 0x2b80
  movaps xmm8, xmm3
  cmppd xmm8, xmmword ptr [rip+0x1555], 1  ; 0x2b80
  movaps xmm10, xmm4
  cmppd xmm10, xmmword ptr [rip+0x1547], 1  ; 0x2b80
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
  mulpd xmm0, xmmword ptr [rip+0x163b]  ; 0x2cb0
  movaps xmm10, xmm1
  mulpd xmm10, xmmword ptr [rip+0x162e]  ; 0x2cb0
  movaps xmm12, xmm5
  mulpd xmm12, xmmword ptr [rip+0x1621]  ; 0x2cb0
  movaps xmm9, xmm8
  mulpd xmm9, xmmword ptr [rip+0x1614]  ; 0x2cb0
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
  movaps xmm0, xmmword ptr [rip+0x13bc]  ; 0x2ab0
  cmppd xmm0, xmm6, 1
  movaps xmmword ptr [rsp+0x320], xmm8
  movaps xmm8, xmmword ptr [rip+0x13a6]  ; 0x2ab0
  cmppd xmm8, xmm10, 1
  movaps xmmword ptr [rsp+0x310], xmm5
  movaps xmm5, xmmword ptr [rip+0x1391]  ; 0x2ab0
  cmppd xmm5, xmm12, 1
  movaps xmmword ptr [rsp+0x300], xmm1
  movaps xmm1, xmmword ptr [rip+0x137c]  ; 0x2ab0
  cmppd xmm1, xmm9, 1
  movaps xmmword ptr [rsp+0x2f0], xmm11
  xorps xmm11, xmm11
  blendvpd xmm11, xmmword ptr [rip+0x136f]  ; 0x2ac0
  movaps xmmword ptr [rsp+0x330], xmm9
  xorps xmm9, xmm9
  movaps xmm0, xmm8
  blendvpd xmm9, xmmword ptr [rip+0x1354]  ; 0x2ac0
  xorps xmm8, xmm8
  movaps xmm0, xmm5
  blendvpd xmm8, xmmword ptr [rip+0x1343]  ; 0x2ac0
  xorps xmm5, xmm5
  movaps xmm0, xmm1
  blendvpd xmm5, xmmword ptr [rip+0x1334]  ; 0x2ac0
  addpd xmm7, xmm11
  addpd xmm4, xmm9
  addpd xmm3, xmm8
  addpd xmm2, xmm5
  cmppd xmm6, xmmword ptr [rip+0x1328], 1  ; 0x2ad0
  cmppd xmm10, xmmword ptr [rip+0x131e], 1  ; 0x2ad0
  cmppd xmm12, xmmword ptr [rip+0x1314], 1  ; 0x2ad0
  movaps xmm9, xmmword ptr [rsp+0x330]
  cmppd xmm9, xmmword ptr [rip+0x1301], 1  ; 0x2ad0
  xorps xmm8, xmm8
  movaps xmm11, xmm8
  movaps xmm0, xmm6
  blendvpd xmm11, xmmword ptr [rip+0x12dc]  ; 0x2ac0
  movaps xmm6, xmm8
  movaps xmm0, xmm10
  blendvpd xmm6, xmmword ptr [rip+0x12cb]  ; 0x2ac0
  movaps xmm10, xmm8
  movaps xmm0, xmm12
  blendvpd xmm10, xmmword ptr [rip+0x12b9]  ; 0x2ac0
  movaps xmm12, xmm8
  movaps xmm0, xmm9
  blendvpd xmm12, xmmword ptr [rip+0x12a7]  ; 0x2ac0
  subpd xmm7, xmm11
  subpd xmm4, xmm6
  subpd xmm3, xmm10
  subpd xmm2, xmm12
  movaps xmm0, xmm7
  mulpd xmm0, xmmword ptr [rip+0x14b9]  ; 0x2cf0
  movaps xmm9, xmm4
  mulpd xmm9, xmmword ptr [rip+0x14ac]  ; 0x2cf0
  movaps xmm10, xmm3
  mulpd xmm10, xmmword ptr [rip+0x149f]  ; 0x2cf0
  movaps xmm11, xmm2
  mulpd xmm11, xmmword ptr [rip+0x1492]  ; 0x2cf0
  movaps xmm12, xmmword ptr [rsp+0x2f0]
  subpd xmm12, xmm0
  movaps xmm0, xmmword ptr [rsp+0x300]
  subpd xmm0, xmm9
  movaps xmm9, xmmword ptr [rsp+0x310]
  subpd xmm9, xmm10
  movaps xmm10, xmmword ptr [rsp+0x320]
  subpd xmm10, xmm11
  movaps xmm11, xmm7
  mulpd xmm11, xmmword ptr [rip+0x145e]  ; 0x2d00
  movaps xmm6, xmm4
  mulpd xmm6, xmmword ptr [rip+0x1453]  ; 0x2d00
  movaps xmm1, xmm3
  mulpd xmm1, xmmword ptr [rip+0x1448]  ; 0x2d00
  movaps xmm8, xmm2
  mulpd xmm8, xmmword ptr [rip+0x143b]  ; 0x2d00
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
  mulpd xmm7, xmmword ptr [rip+0x13ff]  ; 0x2d10
  movaps xmmword ptr [rsp+0x350], xmm4
  mulpd xmm4, xmmword ptr [rip+0x13ef]  ; 0x2d10
  movaps xmmword ptr [rsp+0x360], xmm3
  mulpd xmm3, xmmword ptr [rip+0x13df]  ; 0x2d10
  movaps xmmword ptr [rsp+0x370], xmm2
  mulpd xmm2, xmmword ptr [rip+0x13cf]  ; 0x2d10
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
  movaps xmm0, xmmword ptr [rip+0x13d3]  ; 0x2e00
  xorpd xmm7, xmm0
  movaps xmm0, xmmword ptr [rsp+0x430]
  xorpd xmm0, xmmword ptr [rip+0x13bf]  ; 0x2e00
  movaps xmmword ptr [rsp+0x420], xmm1
  movaps xmm1, xmmword ptr [rsp+0x440]
  xorpd xmm1, xmmword ptr [rip+0x13a7]  ; 0x2e00
  movaps xmmword ptr [rsp+0x410], xmm6
  movaps xmm6, xmmword ptr [rsp+0x450]
  xorpd xmm6, xmmword ptr [rip+0x138f]  ; 0x2e00
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
  movaps xmm7, xmmword ptr [rip+0x12d3]  ; 0x2e00
  movaps xmm7, xmmword ptr [rsp+0x3c0]
  xorpd xmm7, xmmword ptr [rip+0x12c3]  ; 0x2e00
  movaps xmmword ptr [rsp+0x4c0], xmm9
  movaps xmm9, xmmword ptr [rsp+0x3d0]
  xorpd xmm9, xmmword ptr [rip+0x12a8]  ; 0x2e00
  movaps xmmword ptr [rsp+0x4b0], xmm10
  movaps xmm10, xmmword ptr [rsp+0x3e0]
  xorpd xmm10, xmmword ptr [rip+0x128d]  ; 0x2e00
  movaps xmmword ptr [rsp+0x4a0], xmm8
  movaps xmm8, xmmword ptr [rsp+0x3f0]
  xorpd xmm8, xmmword ptr [rip+0x1272]  ; 0x2e00
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
  mulpd xmm4, xmmword ptr [rip+0x1113]  ; 0x2d20
  movaps xmm6, xmmword ptr [rsp+0x350]
  movaps xmm9, xmm6
  mulpd xmm9, xmmword ptr [rip+0x10fe]  ; 0x2d20
  movaps xmm10, xmmword ptr [rsp+0x360]
  movaps xmm11, xmm10
  mulpd xmm11, xmmword ptr [rip+0x10e8]  ; 0x2d20
  movaps xmm12, xmmword ptr [rsp+0x370]
  movaps xmm8, xmm12
  mulpd xmm8, xmmword ptr [rip+0x10d2]  ; 0x2d20
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
  movaps xmm10, xmmword ptr [rip+0x10b2]  ; 0x2e00
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
  movaps xmm0, xmmword ptr [rip+0xcbc]  ; 0x2ac0
  minpd xmm0, xmm5
  movaps xmm10, xmmword ptr [rip+0xcb0]  ; 0x2ac0
  minpd xmm10, xmm7
  movaps xmm8, xmmword ptr [rip+0xca3]  ; 0x2ac0
  minpd xmm8, xmm9
  movaps xmm6, xmmword ptr [rip+0xc97]  ; 0x2ac0
  minpd xmm6, xmm11
  movaps xmm12, xmm5
  cmppd xmm12, xmmword ptr [rip+0xef4], 1  ; 0x2d30
  movaps xmmword ptr [rsp+0x580], xmm4
  movaps xmm4, xmm7
  cmppd xmm4, xmmword ptr [rip+0xee0], 1  ; 0x2d30
  movaps xmmword ptr [rsp+0x570], xmm3
  movaps xmm3, xmm9
  cmppd xmm3, xmmword ptr [rip+0xecb], 1  ; 0x2d30
  movaps xmmword ptr [rsp+0x560], xmm1
  movaps xmm1, xmm11
  cmppd xmm1, xmmword ptr [rip+0xeb6], 1  ; 0x2d30
  movaps xmmword ptr [rsp+0x550], xmm2
  movaps xmm2, xmm0
  movaps xmm0, xmm12
  blendvpd xmm2, xmmword ptr [rip+0xe9e]  ; 0x2d30
  movaps xmm0, xmm4
  blendvpd xmm10, xmmword ptr [rip+0xe91]  ; 0x2d30
  movaps xmm0, xmm3
  blendvpd xmm8, xmmword ptr [rip+0xe84]  ; 0x2d30
  movaps xmm0, xmm1
  blendvpd xmm6, xmmword ptr [rip+0xe78]  ; 0x2d30
  movaps xmm1, xmm2
  mulpd xmm1, xmm2
  movaps xmm3, xmm10
  mulpd xmm3, xmm10
  movaps xmm4, xmm8
  mulpd xmm4, xmm8
  movaps xmm12, xmm6
  mulpd xmm12, xmm6
  movaps xmm0, xmmword ptr [rip+0xe5f]  ; 0x2d40
  mulpd xmm0, xmm1
  movaps xmmword ptr [rsp+0x5c0], xmm6
  movaps xmm6, xmmword ptr [rip+0xe4c]  ; 0x2d40
  mulpd xmm6, xmm3
  movaps xmmword ptr [rsp+0x5b0], xmm8
  movaps xmm8, xmmword ptr [rip+0xe37]  ; 0x2d40
  mulpd xmm8, xmm4
  movaps xmmword ptr [rsp+0x5a0], xmm10
  movaps xmm10, xmmword ptr [rip+0xe21]  ; 0x2d40
  mulpd xmm10, xmm12
  addpd xmm0, xmmword ptr [rip+0xe24]  ; 0x2d50
  addpd xmm6, xmmword ptr [rip+0xe1c]  ; 0x2d50
  addpd xmm8, xmmword ptr [rip+0xe13]  ; 0x2d50
  addpd xmm10, xmmword ptr [rip+0xe0a]  ; 0x2d50
  mulpd xmm0, xmm1
  mulpd xmm6, xmm3
  mulpd xmm8, xmm4
  mulpd xmm10, xmm12
  addpd xmm0, xmmword ptr [rip+0xe00]  ; 0x2d60
  addpd xmm6, xmmword ptr [rip+0xdf8]  ; 0x2d60
  addpd xmm8, xmmword ptr [rip+0xdef]  ; 0x2d60
  addpd xmm10, xmmword ptr [rip+0xde6]  ; 0x2d60
  mulpd xmm0, xmm1
  mulpd xmm6, xmm3
  mulpd xmm8, xmm4
  mulpd xmm10, xmm12
  addpd xmm0, xmmword ptr [rip+0xddc]  ; 0x2d70
  addpd xmm6, xmmword ptr [rip+0xdd4]  ; 0x2d70
  addpd xmm8, xmmword ptr [rip+0xdcb]  ; 0x2d70
  addpd xmm10, xmmword ptr [rip+0xdc2]  ; 0x2d70
  mulpd xmm0, xmm1
  mulpd xmm6, xmm3
  mulpd xmm8, xmm4
  mulpd xmm10, xmm12
  addpd xmm0, xmmword ptr [rip+0xdb8]  ; 0x2d80
  addpd xmm6, xmmword ptr [rip+0xdb0]  ; 0x2d80
  addpd xmm8, xmmword ptr [rip+0xda7]  ; 0x2d80
  addpd xmm10, xmmword ptr [rip+0xd9e]  ; 0x2d80
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
  movaps xmm9, xmmword ptr [rip+0xd0e]  ; 0x2da0
  minpd xmm9, xmm0
  movaps xmm10, xmmword ptr [rip+0xd01]  ; 0x2da0
  minpd xmm10, xmm5
  movaps xmm11, xmmword ptr [rip+0xcf4]  ; 0x2da0
  minpd xmm11, xmm6
  movaps xmm8, xmmword ptr [rip+0xce7]  ; 0x2da0
  minpd xmm8, xmm7
  cmppd xmm0, xmmword ptr [rip+0xcc9], 1  ; 0x2d90
  cmppd xmm5, xmmword ptr [rip+0xcc0], 1  ; 0x2d90
  cmppd xmm6, xmmword ptr [rip+0xcb7], 1  ; 0x2d90
  cmppd xmm7, xmmword ptr [rip+0xcae], 1  ; 0x2d90
  blendvpd xmm9, xmmword ptr [rip+0xca4]  ; 0x2d90
  movaps xmm0, xmm5
  blendvpd xmm10, xmmword ptr [rip+0xc97]  ; 0x2d90
  movaps xmm0, xmm6
  blendvpd xmm11, xmmword ptr [rip+0xc8a]  ; 0x2d90
  movaps xmm0, xmm7
  blendvpd xmm8, xmmword ptr [rip+0xc7d]  ; 0x2d90
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
  mulpd xmm5, xmmword ptr [rip+0x940]  ; 0x2ab0
  movaps xmm7, xmmword ptr [rsp+0x5e0]
  movaps xmm6, xmm7
  mulpd xmm6, xmmword ptr [rip+0x92d]  ; 0x2ab0
  movaps xmm7, xmmword ptr [rsp+0x5f0]
  mulpd xmm7, xmmword ptr [rip+0x91d]  ; 0x2ab0
  movaps xmm0, xmm12
  mulpd xmm0, xmmword ptr [rip+0x911]  ; 0x2ab0
  movaps xmmword ptr [rsp+0x640], xmm8
  movaps xmm8, xmmword ptr [rip+0x910]  ; 0x2ac0
  subpd xmm8, xmm5
  movaps xmmword ptr [rsp+0x630], xmm11
  movaps xmm11, xmmword ptr [rip+0x8fa]  ; 0x2ac0
  subpd xmm11, xmm6
  movaps xmmword ptr [rsp+0x620], xmm10
  movaps xmm10, xmmword ptr [rip+0x8e4]  ; 0x2ac0
  subpd xmm10, xmm7
  movaps xmmword ptr [rsp+0x610], xmm9
  movaps xmm9, xmmword ptr [rip+0x8ce]  ; 0x2ac0
  subpd xmm9, xmm0
  movaps xmmword ptr [rsp+0x600], xmm12
  movaps xmm12, xmmword ptr [rip+0x8b8]  ; 0x2ac0
  subpd xmm12, xmm8
  movaps xmmword ptr [rsp+0x650], xmm8
  movaps xmm8, xmmword ptr [rip+0x8a2]  ; 0x2ac0
  subpd xmm8, xmm11
  movaps xmmword ptr [rsp+0x660], xmm11
  movaps xmm11, xmmword ptr [rip+0x88c]  ; 0x2ac0
  subpd xmm11, xmm10
  movaps xmmword ptr [rsp+0x670], xmm10
  movaps xmm10, xmmword ptr [rip+0x876]  ; 0x2ac0
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
  movaps xmm0, xmmword ptr [rip+0xb06]  ; 0x2db0
  movaps xmm5, xmmword ptr [rsp+0x5d0]
  mulpd xmm0, xmm5
  movaps xmm6, xmmword ptr [rip+0xaf3]  ; 0x2db0
  movaps xmm7, xmmword ptr [rsp+0x5e0]
  mulpd xmm6, xmm7
  movaps xmm8, xmmword ptr [rip+0xadf]  ; 0x2db0
  movaps xmm10, xmmword ptr [rsp+0x5f0]
  mulpd xmm8, xmm10
  movaps xmm11, xmmword ptr [rip+0xac9]  ; 0x2db0
  movaps xmm12, xmmword ptr [rsp+0x600]
  mulpd xmm11, xmm12
  addpd xmm0, xmmword ptr [rip+0xac3]  ; 0x2dc0
  addpd xmm6, xmmword ptr [rip+0xabb]  ; 0x2dc0
  addpd xmm8, xmmword ptr [rip+0xab2]  ; 0x2dc0
  addpd xmm11, xmmword ptr [rip+0xaa9]  ; 0x2dc0
  mulpd xmm0, xmm5
  mulpd xmm6, xmm7
  mulpd xmm8, xmm10
  mulpd xmm11, xmm12
  addpd xmm0, xmmword ptr [rip+0xa9f]  ; 0x2dd0
  addpd xmm6, xmmword ptr [rip+0xa97]  ; 0x2dd0
  addpd xmm8, xmmword ptr [rip+0xa8e]  ; 0x2dd0
  addpd xmm11, xmmword ptr [rip+0xa85]  ; 0x2dd0
  mulpd xmm0, xmm5
  mulpd xmm6, xmm7
  mulpd xmm8, xmm10
  mulpd xmm11, xmm12
  addpd xmm0, xmmword ptr [rip+0xa7b]  ; 0x2de0
  addpd xmm6, xmmword ptr [rip+0xa73]  ; 0x2de0
  addpd xmm8, xmmword ptr [rip+0xa6a]  ; 0x2de0
  addpd xmm11, xmmword ptr [rip+0xa61]  ; 0x2de0
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
  mulpd xmm11, xmmword ptr [rip+0x6d6]  ; 0x2ab0
  movaps xmmword ptr [rsp+0x6b0], xmm9
  movaps xmm9, xmmword ptr [rsp+0x620]
  mulpd xmm9, xmmword ptr [rip+0x6bb]  ; 0x2ab0
  movaps xmmword ptr [rsp+0x6a0], xmm3
  movaps xmm3, xmmword ptr [rsp+0x630]
  mulpd xmm3, xmmword ptr [rip+0x6a3]  ; 0x2ab0
  movaps xmmword ptr [rsp+0x690], xmm2
  movaps xmm2, xmmword ptr [rsp+0x640]
  mulpd xmm2, xmmword ptr [rip+0x68b]  ; 0x2ab0
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
  mulpd xmm4, xmmword ptr [rip+0x95a]  ; 0x2df0
  mulpd xmm7, xmmword ptr [rip+0x952]  ; 0x2df0
  mulpd xmm10, xmmword ptr [rip+0x949]  ; 0x2df0
  mulpd xmm12, xmmword ptr [rip+0x940]  ; 0x2df0
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
  mulpd xmm3, xmmword ptr [rip+0x7b9]  ; 0x2cc0
  movaps xmm9, xmmword ptr [rsp+0x350]
  movaps xmm10, xmm9
  mulpd xmm10, xmmword ptr [rip+0x7a3]  ; 0x2cc0
  movaps xmm11, xmmword ptr [rsp+0x360]
  movaps xmm12, xmm11
  mulpd xmm12, xmmword ptr [rip+0x78d]  ; 0x2cc0
  movaps xmm2, xmmword ptr [rsp+0x370]
  movaps xmm5, xmm2
  mulpd xmm5, xmmword ptr [rip+0x77a]  ; 0x2cc0
  roundpd xmm3, xmm3, 0xb
  roundpd xmm10, xmm10, 0xb
  roundpd xmm12, xmm12, 0xb
  roundpd xmm5, xmm5, 0xb
  mulpd xmm3, xmmword ptr [rip+0x768]  ; 0x2cd0
  mulpd xmm10, xmmword ptr [rip+0x75f]  ; 0x2cd0
  mulpd xmm12, xmmword ptr [rip+0x756]  ; 0x2cd0
  mulpd xmm5, xmmword ptr [rip+0x74e]  ; 0x2cd0
  subpd xmm0, xmm3
  subpd xmm9, xmm10
  subpd xmm11, xmm12
  subpd xmm2, xmm5
  movaps xmm3, xmm0
  addpd xmm3, xmmword ptr [rip+0x731]  ; 0x2cd0
  movaps xmm10, xmm9
  addpd xmm10, xmmword ptr [rip+0x724]  ; 0x2cd0
  movaps xmm12, xmm11
  addpd xmm12, xmmword ptr [rip+0x717]  ; 0x2cd0
  movaps xmm5, xmm2
  addpd xmm5, xmmword ptr [rip+0x70c]  ; 0x2cd0
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
  cmppd xmm0, xmmword ptr [rip+0x46b], 0  ; 0x2ac0
  movaps xmm3, xmm9
  cmppd xmm3, xmmword ptr [rip+0x45e], 0  ; 0x2ac0
  movaps xmm5, xmm11
  cmppd xmm5, xmmword ptr [rip+0x451], 0  ; 0x2ac0
  movaps xmm6, xmm2
  cmppd xmm6, xmmword ptr [rip+0x445], 0  ; 0x2ac0
  packssdw xmm0, xmm3
  packssdw xmm5, xmm6
  packssdw xmm0, xmm5
  movaps xmm3, xmm0
  packsswb xmm3, xmm0
  pabsb xmm0, xmm3
  movaps xmm3, xmm4
  cmppd xmm3, xmmword ptr [rip+0x641], 0  ; 0x2ce0
  movaps xmm6, xmm9
  cmppd xmm6, xmmword ptr [rip+0x634], 0  ; 0x2ce0
  movaps xmm7, xmm11
  cmppd xmm7, xmmword ptr [rip+0x627], 0  ; 0x2ce0
  movaps xmm8, xmm2
  cmppd xmm8, xmmword ptr [rip+0x619], 0  ; 0x2ce0
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
  movaps xmm0, xmmword ptr [rip+0x5ee]  ; 0x2e00
  movaps xmm1, xmm6
  xorpd xmm1, xmm0
  movaps xmm2, xmm8
  xorpd xmm2, xmm0
  movaps xmm3, xmm12
  xorpd xmm3, xmm0
  movaps xmm7, xmm5
  xorpd xmm7, xmm0
  movaps xmm0, xmmword ptr [rip+0x469]  ; 0x2ca0
  cmppd xmm0, xmm4, 1
  movaps xmm4, xmmword ptr [rip+0x45d]  ; 0x2ca0
  cmppd xmm4, xmm9, 1
  movaps xmm9, xmmword ptr [rip+0x44f]  ; 0x2ca0
  cmppd xmm9, xmm11, 1
  movaps xmm11, xmmword ptr [rip+0x441]  ; 0x2ca0
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
  movaps xmm11, xmmword ptr [rip+0x27c]  ; 0x2b80
  cmppd xmm0, xmm11, 1
  movaps xmm1, xmmword ptr [rsp+0x2c0]
  cmppd xmm1, xmm11, 1
  movaps xmm3, xmmword ptr [rsp+0x2d0]
  cmppd xmm3, xmm11, 1
  movaps xmm4, xmmword ptr [rsp+0x2e0]
  cmppd xmm4, xmm11, 1
  movaps xmm7, xmmword ptr [rip+0x355]  ; 0x2c90
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
  mov r8, qword ptr [rsp+0x7a0]
  movdqu xmmword ptr [r8+rsi*4], xmm0
  movdqu xmmword ptr [r8+rsi*4+0x10], xmm8
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
;   0x2a80: 3e7b5253d395e7c4 3e7b5253d395e7c4
;   0x2a90: c090e00000000000 c090e00000000000
;   0x2aa0: 4090180000000000 4090180000000000
;   0x2ab0: 3fe0000000000000 3fe0000000000000
;   0x2ac0: 3ff0000000000000 3ff0000000000000
;   0x2ad0: bfe0000000000000 bfe0000000000000
;   0x2ae0: 3eb62c0223a5c824 3eb62c0223a5c824
;   0x2af0: 3eeffcbfc588b0c7 3eeffcbfc588b0c7
;   0x2b00: 3f2430912f86c787 3f2430912f86c787
;   0x2b10: 3f55d87fe78a6731 3f55d87fe78a6731
;   0x2b20: 3f83b2ab6fba4e77 3f83b2ab6fba4e77
;   0x2b30: 3fac6b08d704a0c0 3fac6b08d704a0c0
;   0x2b40: 3fcebfbdff82c58f 3fcebfbdff82c58f
;   0x2b50: 3fe62e42fefa39ef 3fe62e42fefa39ef
;   0x2b60: 4338000000000000 4338000000000000
;   0x2b70: 00000000000003ff 00000000000003ff
;   0x2b80: 7ff0000000000000 7ff0000000000000
;   0x2b90: 3ff6a09e667f3bcd 3ff6a09e667f3bcd
;   0x2ba0: 0010000000000000 0010000000000000
;   0x2bb0: 4350000000000000 4350000000000000
;   0x2bc0: 000fffffffffffff 000fffffffffffff
;   0x2bd0: ffffffff00000000 ffffffff00000000
;   0x2be0: 4000000000000000 4000000000000000
;   0x2bf0: 3fc3b13b13b13b14 3fc3b13b13b13b14
;   0x2c00: 3fc745d1745d1746 3fc745d1745d1746
;   0x2c10: 3fcc71c71c71c71c 3fcc71c71c71c71c
;   0x2c20: 3fd2492492492492 3fd2492492492492
;   0x2c30: 3fd999999999999a 3fd999999999999a
;   0x2c40: 3fe5555555555555 3fe5555555555555
;   0x2c50: 3de705fc2eefa200 3de705fc2eefa200
;   0x2c60: 3ff7154765200000 3ff7154765200000
;   0x2c70: 404b000000000000 404b000000000000
;   0x2c80: fff0000000000000 fff0000000000000
;   0x2c90: 7ff8000000000000 7ff8000000000000
;   0x2ca0: 3ff8000000000000 3ff8000000000000
;   0x2cb0: 3fe45f306dc9c883 3fe45f306dc9c883
;   0x2cc0: 3fd0000000000000 3fd0000000000000
;   0x2cd0: 4010000000000000 4010000000000000
;   0x2ce0: 4008000000000000 4008000000000000
;   0x2cf0: 3ff921fb40000000 3ff921fb40000000
;   0x2d00: 3e74442d00000000 3e74442d00000000
;   0x2d10: 3cf8469880000000 3cf8469880000000
;   0x2d20: 3b78cc51701b839a 3b78cc51701b839a
;   0x2d30: bff0000000000000 bff0000000000000
;   0x2d40: 3e21eed8eff8d898 3e21eed8eff8d898
;   0x2d50: be927e4fb7789f5c be927e4fb7789f5c
;   0x2d60: 3efa01a01a01a01a 3efa01a01a01a01a
;   0x2d70: bf56c16c16c16c17 bf56c16c16c16c17
;   0x2d80: 3fa5555555555555 3fa5555555555555
;   0x2d90: bd70000000000000 bd70000000000000
;   0x2da0: 3d70000000000000 3d70000000000000
;   0x2db0: be5ae64567f544e4 be5ae64567f544e4
;   0x2dc0: 3ec71de3a556c734 3ec71de3a556c734
;   0x2dd0: bf2a01a01a01a01a bf2a01a01a01a01a
;   0x2de0: 3f81111111111111 3f81111111111111
;   0x2df0: bfc5555555555555 bfc5555555555555
;   0x2e00: 8000000000000000 8000000000000000
;   0x2e10: 3e7b5253d395e7c4
;   0x2e18: c090e00000000000
;   0x2e20: 4090180000000000
;   0x2e28: 3fe0000000000000
;   0x2e30: 3ff0000000000000
;   0x2e38: bfe0000000000000
;   0x2e40: 3eb62c0223a5c824
;   0x2e48: 3eeffcbfc588b0c7
;   0x2e50: 3f2430912f86c787
;   0x2e58: 3f55d87fe78a6731
;   0x2e60: 3f83b2ab6fba4e77
;   0x2e68: 3fac6b08d704a0c0
;   0x2e70: 3fcebfbdff82c58f
;   0x2e78: 3fe62e42fefa39ef
;   0x2e80: 4338000000000000
;   0x2e88: 7ff0000000000000
;   0x2e90: 3ff6a09e667f3bcd
;   0x2e98: 0010000000000000
;   0x2ea0: 4350000000000000
;   0x2ea8: 4000000000000000
;   0x2eb0: 3fc3b13b13b13b14
;   0x2eb8: 3fc745d1745d1746
;   0x2ec0: 3fcc71c71c71c71c
;   0x2ec8: 3fd2492492492492
;   0x2ed0: 3fd999999999999a
;   0x2ed8: 3fe5555555555555
;   0x2ee0: 3de705fc2eefa200
;   0x2ee8: 3ff7154765200000
;   0x2ef0: 404b000000000000
;   0x2ef8: fff0000000000000
;   0x2f00: 7ff8000000000000
;   0x2f08: 3ff8000000000000
;   0x2f10: 3fe45f306dc9c883
;   0x2f18: 3fd0000000000000
;   0x2f20: 4010000000000000
;   0x2f28: 4008000000000000
;   0x2f30: 3ff921fb40000000
;   0x2f38: 3e74442d00000000
;   0x2f40: 3cf8469880000000
;   0x2f48: 3b78cc51701b839a
;   0x2f50: bff0000000000000
;   0x2f58: 3e21eed8eff8d898
;   0x2f60: be927e4fb7789f5c
;   0x2f68: 3efa01a01a01a01a
;   0x2f70: bf56c16c16c16c17
;   0x2f78: 3fa5555555555555
;   0x2f80: bd70000000000000
;   0x2f88: 3d70000000000000
;   0x2f90: be5ae64567f544e4
;   0x2f98: 3ec71de3a556c734
;   0x2fa0: bf2a01a01a01a01a
;   0x2fa8: 3f81111111111111
;   0x2fb0: bfc5555555555555
