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
  sub rsp, 0x820
  mov qword ptr [rsp+0x7f8], rsi
  mov qword ptr [rsp+0x800], rdx
  movaps xmm1, xmmword ptr [rip+0x29f1]  ; 0x2a20
  xorps xmm2, xmm2
  movaps xmm3, xmmword ptr [rip+0x29f7]  ; 0x2a30
  movaps xmm4, xmmword ptr [rip+0x2a00]  ; 0x2a40
  movaps xmm5, xmmword ptr [rip+0x2a09]  ; 0x2a50
  movaps xmm6, xmmword ptr [rip+0x2a12]  ; 0x2a60
  movaps xmm7, xmmword ptr [rip+0x2a1b]  ; 0x2a70
  movaps xmm8, xmmword ptr [rip+0x2a23]  ; 0x2a80
  movaps xmm9, xmmword ptr [rip+0x2a2b]  ; 0x2a90
  movaps xmm10, xmmword ptr [rip+0x2a33]  ; 0x2aa0
  movaps xmm11, xmmword ptr [rip+0x2a3b]  ; 0x2ab0
  movaps xmm12, xmmword ptr [rip+0x2a43]  ; 0x2ac0
  xor eax, eax
  mov qword ptr [rsp+0x7f0], rdi
  mov qword ptr [rsp+0x808], rcx
.Lloop1:
  imul r8d, eax, 8
  mov r11, qword ptr [rsp+0x808]
  movdqu xmm0, xmmword ptr [r11+r8*4]
  mov r11, qword ptr [rsp+0x808]
  movdqu xmm12, xmmword ptr [r11+r8*4+0x10]
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
  movaps xmm7, xmmword ptr [rip+0x2874]  ; 0x2a40
  movaps xmm0, xmm7
  minpd xmm0, xmm10
  minpd xmm7, xmm1
  movaps xmmword ptr [rsp+0x20], xmm8
  movaps xmm8, xmmword ptr [rip+0x285a]  ; 0x2a40
  minpd xmm8, xmm12
  movaps xmmword ptr [rsp+0x10], xmm9
  movaps xmm9, xmmword ptr [rip+0x2847]  ; 0x2a40
  minpd xmm9, xmm6
  cmppd xmm10, xmmword ptr [rip+0x2828], 1  ; 0x2a30
  cmppd xmm1, xmmword ptr [rip+0x281f], 1  ; 0x2a30
  cmppd xmm12, xmmword ptr [rip+0x2815], 1  ; 0x2a30
  cmppd xmm6, xmmword ptr [rip+0x280c], 1  ; 0x2a30
  movaps xmmword ptr [rsp], xmm11
  movaps xmm11, xmm0
  movaps xmm0, xmm10
  movaps xmm10, xmmword ptr [rip+0x27f7]  ; 0x2a30
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
  movaps xmm0, xmmword ptr [rip+0x2792]  ; 0x2a50
  cmppd xmm0, xmm2, 1
  movaps xmmword ptr [rsp+0xf0], xmm9
  movaps xmm9, xmmword ptr [rip+0x277c]  ; 0x2a50
  cmppd xmm9, xmm4, 1
  movaps xmmword ptr [rsp+0xe0], xmm8
  movaps xmm8, xmmword ptr [rip+0x2765]  ; 0x2a50
  cmppd xmm8, xmm3, 1
  movaps xmmword ptr [rsp+0xd0], xmm7
  movaps xmm7, xmmword ptr [rip+0x2750]  ; 0x2a50
  cmppd xmm7, xmm5, 1
  movaps xmmword ptr [rsp+0xc0], xmm11
  xorps xmm11, xmm11
  blendvpd xmm11, xmmword ptr [rip+0x2744]  ; 0x2a60
  movaps xmmword ptr [rsp+0x100], xmm5
  xorps xmm5, xmm5
  movaps xmm0, xmm9
  movaps xmm9, xmmword ptr [rip+0x272d]  ; 0x2a60
  blendvpd xmm5, xmm9
  xorps xmm9, xmm9
  movaps xmm0, xmm8
  movaps xmm8, xmmword ptr [rip+0x2717]  ; 0x2a60
  blendvpd xmm9, xmm8
  xorps xmm8, xmm8
  movaps xmm0, xmm7
  movaps xmm7, xmmword ptr [rip+0x2703]  ; 0x2a60
  blendvpd xmm8, xmm7
  addpd xmm1, xmm11
  addpd xmm6, xmm5
  addpd xmm12, xmm9
  addpd xmm10, xmm8
  movaps xmm5, xmmword ptr [rip+0x26f3]  ; 0x2a70
  cmppd xmm2, xmm5, 1
  cmppd xmm4, xmm5, 1
  cmppd xmm3, xmm5, 1
  movaps xmm8, xmmword ptr [rsp+0x100]
  cmppd xmm8, xmm5, 1
  xorps xmm9, xmm9
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
  movaps xmm11, xmmword ptr [rsp+0xc0]
  subpd xmm11, xmm1
  movaps xmm0, xmmword ptr [rsp+0xd0]
  subpd xmm0, xmm6
  movaps xmm8, xmmword ptr [rsp+0xe0]
  subpd xmm8, xmm12
  movaps xmm2, xmmword ptr [rsp+0xf0]
  subpd xmm2, xmm10
  movaps xmm3, xmmword ptr [rip+0x2600]  ; 0x2a20
  movaps xmm4, xmm3
  mulpd xmm4, xmm11
  movaps xmm5, xmm3
  mulpd xmm5, xmm0
  movaps xmm9, xmm3
  mulpd xmm9, xmm8
  mulpd xmm3, xmm2
  movaps xmm7, xmmword ptr [rip+0x263d]  ; 0x2a80
  addpd xmm4, xmm7
  addpd xmm5, xmm7
  addpd xmm9, xmm7
  addpd xmm3, xmm7
  mulpd xmm4, xmm11
  mulpd xmm5, xmm0
  mulpd xmm9, xmm8
  mulpd xmm3, xmm2
  movaps xmm7, xmmword ptr [rip+0x2623]  ; 0x2a90
  addpd xmm4, xmm7
  addpd xmm5, xmm7
  addpd xmm9, xmm7
  addpd xmm3, xmm7
  mulpd xmm4, xmm11
  mulpd xmm5, xmm0
  mulpd xmm9, xmm8
  mulpd xmm3, xmm2
  movaps xmm7, xmmword ptr [rip+0x2609]  ; 0x2aa0
  addpd xmm4, xmm7
  addpd xmm5, xmm7
  addpd xmm9, xmm7
  addpd xmm3, xmm7
  mulpd xmm4, xmm11
  mulpd xmm5, xmm0
  mulpd xmm9, xmm8
  mulpd xmm3, xmm2
  movaps xmm7, xmmword ptr [rip+0x25ef]  ; 0x2ab0
  addpd xmm4, xmm7
  addpd xmm5, xmm7
  addpd xmm9, xmm7
  addpd xmm3, xmm7
  mulpd xmm4, xmm11
  mulpd xmm5, xmm0
  mulpd xmm9, xmm8
  mulpd xmm3, xmm2
  movaps xmm7, xmmword ptr [rip+0x25d5]  ; 0x2ac0
  addpd xmm4, xmm7
  addpd xmm5, xmm7
  addpd xmm9, xmm7
  addpd xmm3, xmm7
  mulpd xmm4, xmm11
  mulpd xmm5, xmm0
  mulpd xmm9, xmm8
  mulpd xmm3, xmm2
  movaps xmm7, xmmword ptr [rip+0x25bb]  ; 0x2ad0
  addpd xmm4, xmm7
  addpd xmm5, xmm7
  addpd xmm9, xmm7
  addpd xmm3, xmm7
  mulpd xmm4, xmm11
  mulpd xmm5, xmm0
  mulpd xmm9, xmm8
  mulpd xmm3, xmm2
  movaps xmm7, xmmword ptr [rip+0x25a1]  ; 0x2ae0
  addpd xmm4, xmm7
  addpd xmm5, xmm7
  addpd xmm9, xmm7
  addpd xmm3, xmm7
  mulpd xmm4, xmm11
  mulpd xmm5, xmm0
  mulpd xmm9, xmm8
  mulpd xmm3, xmm2
  movaps xmm7, xmmword ptr [rip+0x2587]  ; 0x2af0
  addpd xmm4, xmm7
  addpd xmm5, xmm7
  addpd xmm9, xmm7
  addpd xmm3, xmm7
  mulpd xmm4, xmm11
  mulpd xmm5, xmm0
  mulpd xmm9, xmm8
  mulpd xmm3, xmm2
  movaps xmm2, xmmword ptr [rip+0x24cd]  ; 0x2a60
  addpd xmm4, xmm2
  addpd xmm5, xmm2
  addpd xmm9, xmm2
  addpd xmm3, xmm2
  movaps xmm8, xmmword ptr [rip+0x2554]  ; 0x2b00
  addpd xmm1, xmm8
  addpd xmm6, xmm8
  addpd xmm12, xmm8
  addpd xmm10, xmm8
  movaps xmm11, xmmword ptr [rip+0x2538]  ; 0x2b00
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
  movaps xmmword ptr [rsp+0x120], xmm6
  psrlq xmm6, 0x3f
  movaps xmmword ptr [rsp+0x130], xmm12
  psrlq xmm12, 0x3f
  movaps xmmword ptr [rsp+0x140], xmm10
  psrlq xmm10, 0x3f
  movaps xmmword ptr [rsp+0x110], xmm1
  xorps xmm1, xmm1
  psubq xmm1, xmm2
  xorps xmm2, xmm2
  psubq xmm2, xmm6
  xorps xmm6, xmm6
  psubq xmm6, xmm12
  xorps xmm12, xmm12
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
  movaps xmm2, xmmword ptr [rip+0x2485]  ; 0x2b10
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
  movaps xmm1, xmmword ptr [rsp+0x110]
  psubq xmm1, xmm0
  movaps xmm6, xmmword ptr [rsp+0x120]
  psubq xmm6, xmm7
  movaps xmm12, xmmword ptr [rsp+0x130]
  psubq xmm12, xmm8
  movaps xmm10, xmmword ptr [rsp+0x140]
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
  movaps xmm1, xmmword ptr [rsp+0x80]
  movaps xmm0, xmm1
  cmppd xmm0, xmm1, 4
  movaps xmm6, xmmword ptr [rsp+0x90]
  movaps xmm7, xmm6
  cmppd xmm7, xmm6, 4
  movaps xmm8, xmmword ptr [rsp+0xa0]
  movaps xmm10, xmm8
  cmppd xmm10, xmm8, 4
  movaps xmm11, xmmword ptr [rsp+0xb0]
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
  mov r11, qword ptr [rsp+0x7f0]
  movdqu xmmword ptr [r11+r8*4], xmm0
  mov r11, qword ptr [rsp+0x7f0]
  movdqu xmmword ptr [r11+r8*4+0x10], xmm10
  xorps xmm9, xmm9
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
  movaps xmm3, xmmword ptr [rip+0x2287]  ; 0x2b20
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
  movq xmm2, qword ptr [rip+0x24ee]  ; 0x2dd0
  test bl, bl
  je .Lwhere3
  movaps xmm2, xmmword ptr [rsp]
.Lwhere3:
  pextrb r12d, xmm0, 1
  movq xmm4, qword ptr [rip+0x24d7]  ; 0x2dd0
  test r12b, r12b
  je .Lwhere4
  movaps xmm4, xmmword ptr [rsp+0x10]
.Lwhere4:
  pextrb r13d, xmm0, 2
  movq xmm5, qword ptr [rip+0x24be]  ; 0x2dd0
  test r13b, r13b
  je .Lwhere5
  movaps xmm5, xmmword ptr [rsp+0x20]
.Lwhere5:
  pextrb r14d, xmm0, 3
  movq xmm7, qword ptr [rip+0x24a5]  ; 0x2dd0
  test r14b, r14b
  je .Lwhere6
  movaps xmm7, xmmword ptr [rsp+0x30]
.Lwhere6:
  pextrb r15d, xmm0, 4
  movq xmm10, qword ptr [rip+0x248b]  ; 0x2dd0
  test r15b, r15b
  je .Lwhere7
  movaps xmm10, xmmword ptr [rsp+0x40]
.Lwhere7:
  pextrb edx, xmm0, 5
  movq xmm12, qword ptr [rip+0x2471]  ; 0x2dd0
  test dl, dl
  je .Lwhere8
  movaps xmm12, xmmword ptr [rsp+0x50]
.Lwhere8:
  pextrb esi, xmm0, 6
  movq xmm3, qword ptr [rip+0x2459]  ; 0x2dd0
  test sil, sil
  je .Lwhere9
  movaps xmm3, xmmword ptr [rsp+0x60]
.Lwhere9:
  pextrb edi, xmm0, 7
  movq xmm0, qword ptr [rip+0x2441]  ; 0x2dd0
  test dil, dil
  je .Lwhere10
  movaps xmm0, xmmword ptr [rsp+0x70]
.Lwhere10:
  unpcklpd xmm2, xmm4
  unpcklpd xmm5, xmm7
  unpcklpd xmm10, xmm12
  unpcklpd xmm3, xmm0
  movaps xmm4, xmm2
  movaps xmm7, xmmword ptr [rip+0x219c]  ; 0x2b50
  mulpd xmm4, xmm7
  movaps xmm12, xmm5
  mulpd xmm12, xmm7
  movaps xmm9, xmm10
  mulpd xmm9, xmm7
  movaps xmm7, xmm3
  mulpd xmm7, xmmword ptr [rip+0x217b]  ; 0x2b50
  movaps xmm0, xmm2
  cmppd xmm0, xmmword ptr [rip+0x215f], 1  ; 0x2b40
  movaps xmm11, xmm5
  cmppd xmm11, xmmword ptr [rip+0x2151], 1  ; 0x2b40
  movaps xmm8, xmm10
  cmppd xmm8, xmmword ptr [rip+0x2143], 1  ; 0x2b40
  movaps xmm6, xmm3
  cmppd xmm6, xmmword ptr [rip+0x2137], 1  ; 0x2b40
  movaps xmm1, xmm2
  blendvpd xmm1, xmm4
  movaps xmm4, xmm5
  movaps xmm0, xmm11
  blendvpd xmm4, xmm12
  movaps xmm11, xmm10
  movaps xmm0, xmm8
  blendvpd xmm11, xmm9
  movaps xmm8, xmm3
  movaps xmm0, xmm6
  blendvpd xmm8, xmm7
  movaps xmm0, xmm1
  movaps xmm6, xmmword ptr [rip+0x211d]  ; 0x2b60
  pand xmm0, xmm6
  movaps xmm7, xmm4
  pand xmm7, xmm6
  movaps xmm9, xmm11
  pand xmm9, xmm6
  movaps xmm12, xmm8
  pand xmm12, xmm6
  movaps xmm6, xmm0
  por xmm6, xmmword ptr [rip+0x1ff5]  ; 0x2a60
  por xmm7, xmmword ptr [rip+0x1fed]  ; 0x2a60
  por xmm9, xmmword ptr [rip+0x1fe4]  ; 0x2a60
  por xmm12, xmmword ptr [rip+0x1fdb]  ; 0x2a60
  movaps xmmword ptr [rsp+0x180], xmm3
  movaps xmm3, xmm6
  mulpd xmm3, xmmword ptr [rip+0x1fb8]  ; 0x2a50
  movaps xmmword ptr [rsp+0x170], xmm10
  movaps xmm10, xmm7
  mulpd xmm10, xmmword ptr [rip+0x1fa2]  ; 0x2a50
  movaps xmmword ptr [rsp+0x160], xmm5
  movaps xmm5, xmm9
  mulpd xmm5, xmmword ptr [rip+0x1f8e]  ; 0x2a50
  movaps xmmword ptr [rsp+0x150], xmm2
  movaps xmm2, xmm12
  mulpd xmm2, xmmword ptr [rip+0x1f7a]  ; 0x2a50
  movaps xmm0, xmmword ptr [rip+0x2053]  ; 0x2b30
  cmppd xmm0, xmm6, 1
  movaps xmmword ptr [rsp+0x1c0], xmm8
  movaps xmm8, xmmword ptr [rip+0x203d]  ; 0x2b30
  cmppd xmm8, xmm7, 1
  movaps xmmword ptr [rsp+0x1b0], xmm11
  movaps xmm11, xmmword ptr [rip+0x2026]  ; 0x2b30
  cmppd xmm11, xmm9, 1
  movaps xmmword ptr [rsp+0x1a0], xmm4
  movaps xmm4, xmmword ptr [rip+0x2011]  ; 0x2b30
  cmppd xmm4, xmm12, 1
  movaps xmmword ptr [rsp+0x1d0], xmm6
  blendvpd xmm6, xmm3
  movaps xmm3, xmm7
  movaps xmm0, xmm8
  blendvpd xmm3, xmm10
  movaps xmm8, xmm9
  movaps xmm0, xmm11
  blendvpd xmm8, xmm5
  movaps xmm5, xmm12
  movaps xmm0, xmm4
  blendvpd xmm5, xmm2
  movaps xmm2, xmmword ptr [rip+0x1f00]  ; 0x2a60
  subpd xmm6, xmm2
  subpd xmm3, xmm2
  subpd xmm8, xmm2
  subpd xmm5, xmm2
  movaps xmm0, xmm6
  mulpd xmm0, xmm6
  movaps xmm4, xmm3
  mulpd xmm4, xmm3
  movaps xmm10, xmm8
  mulpd xmm10, xmm8
  movaps xmm11, xmm5
  mulpd xmm11, xmm5
  movaps xmm2, xmmword ptr [rip+0x1eb8]  ; 0x2a50
  mulpd xmm0, xmm2
  mulpd xmm4, xmm2
  mulpd xmm10, xmm2
  mulpd xmm11, xmm2
  movaps xmm2, xmm6
  subpd xmm2, xmm0
  movaps xmmword ptr [rsp+0x200], xmm12
  movaps xmm12, xmm3
  subpd xmm12, xmm4
  movaps xmmword ptr [rsp+0x1f0], xmm9
  movaps xmm9, xmm8
  subpd xmm9, xmm10
  movaps xmmword ptr [rsp+0x1e0], xmm7
  movaps xmm7, xmm5
  subpd xmm7, xmm11
  pand xmm2, xmmword ptr [rip+0x1f83]  ; 0x2b70
  pand xmm12, xmmword ptr [rip+0x1f7a]  ; 0x2b70
  pand xmm9, xmmword ptr [rip+0x1f71]  ; 0x2b70
  pand xmm7, xmmword ptr [rip+0x1f69]  ; 0x2b70
  movaps xmmword ptr [rsp+0x190], xmm1
  movaps xmm1, xmm6
  subpd xmm1, xmm2
  movaps xmmword ptr [rsp+0x210], xmm2
  movaps xmm2, xmm3
  subpd xmm2, xmm12
  movaps xmmword ptr [rsp+0x220], xmm12
  movaps xmm12, xmm8
  subpd xmm12, xmm9
  movaps xmmword ptr [rsp+0x230], xmm9
  movaps xmm9, xmm5
  subpd xmm9, xmm7
  subpd xmm1, xmm0
  subpd xmm2, xmm4
  subpd xmm12, xmm10
  subpd xmm9, xmm11
  movaps xmmword ptr [rsp+0x240], xmm7
  movaps xmm7, xmm6
  addpd xmm7, xmmword ptr [rip+0x1f11]  ; 0x2b80
  movaps xmmword ptr [rsp+0x280], xmm9
  movaps xmm9, xmm3
  addpd xmm9, xmmword ptr [rip+0x1efb]  ; 0x2b80
  movaps xmmword ptr [rsp+0x270], xmm12
  movaps xmm12, xmm8
  addpd xmm12, xmmword ptr [rip+0x1ee5]  ; 0x2b80
  movaps xmmword ptr [rsp+0x260], xmm2
  movaps xmm2, xmm5
  addpd xmm2, xmmword ptr [rip+0x1ed2]  ; 0x2b80
  divpd xmm6, xmm7
  divpd xmm3, xmm9
  divpd xmm8, xmm12
  divpd xmm5, xmm2
  movaps xmm2, xmm6
  mulpd xmm2, xmm6
  movaps xmm7, xmm3
  mulpd xmm7, xmm3
  movaps xmm9, xmm8
  mulpd xmm9, xmm8
  movaps xmm12, xmm5
  mulpd xmm12, xmm5
  movaps xmmword ptr [rsp+0x250], xmm1
  movaps xmm1, xmmword ptr [rip+0x1ea1]  ; 0x2b90
  mulpd xmm1, xmm2
  movaps xmmword ptr [rsp+0x2b0], xmm5
  movaps xmm5, xmmword ptr [rip+0x1e8e]  ; 0x2b90
  mulpd xmm5, xmm7
  movaps xmmword ptr [rsp+0x2a0], xmm8
  movaps xmm8, xmmword ptr [rip+0x1e79]  ; 0x2b90
  mulpd xmm8, xmm9
  movaps xmmword ptr [rsp+0x290], xmm3
  movaps xmm3, xmmword ptr [rip+0x1e65]  ; 0x2b90
  mulpd xmm3, xmm12
  addpd xmm1, xmmword ptr [rip+0x1e68]  ; 0x2ba0
  addpd xmm5, xmmword ptr [rip+0x1e60]  ; 0x2ba0
  addpd xmm8, xmmword ptr [rip+0x1e57]  ; 0x2ba0
  addpd xmm3, xmmword ptr [rip+0x1e4f]  ; 0x2ba0
  mulpd xmm1, xmm2
  mulpd xmm5, xmm7
  mulpd xmm8, xmm9
  mulpd xmm3, xmm12
  addpd xmm1, xmmword ptr [rip+0x1e45]  ; 0x2bb0
  addpd xmm5, xmmword ptr [rip+0x1e3d]  ; 0x2bb0
  addpd xmm8, xmmword ptr [rip+0x1e34]  ; 0x2bb0
  addpd xmm3, xmmword ptr [rip+0x1e2c]  ; 0x2bb0
  mulpd xmm1, xmm2
  mulpd xmm5, xmm7
  mulpd xmm8, xmm9
  mulpd xmm3, xmm12
  addpd xmm1, xmmword ptr [rip+0x1e22]  ; 0x2bc0
  addpd xmm5, xmmword ptr [rip+0x1e1a]  ; 0x2bc0
  addpd xmm8, xmmword ptr [rip+0x1e11]  ; 0x2bc0
  addpd xmm3, xmmword ptr [rip+0x1e09]  ; 0x2bc0
  mulpd xmm1, xmm2
  mulpd xmm5, xmm7
  mulpd xmm8, xmm9
  mulpd xmm3, xmm12
  addpd xmm1, xmmword ptr [rip+0x1dff]  ; 0x2bd0
  addpd xmm5, xmmword ptr [rip+0x1df7]  ; 0x2bd0
  addpd xmm8, xmmword ptr [rip+0x1dee]  ; 0x2bd0
  addpd xmm3, xmmword ptr [rip+0x1de6]  ; 0x2bd0
  mulpd xmm1, xmm2
  mulpd xmm5, xmm7
  mulpd xmm8, xmm9
  mulpd xmm3, xmm12
  addpd xmm1, xmmword ptr [rip+0x1ddc]  ; 0x2be0
  addpd xmm5, xmmword ptr [rip+0x1dd4]  ; 0x2be0
  addpd xmm8, xmmword ptr [rip+0x1dcb]  ; 0x2be0
  addpd xmm3, xmmword ptr [rip+0x1dc3]  ; 0x2be0
  mulpd xmm2, xmm1
  mulpd xmm7, xmm5
  mulpd xmm9, xmm8
  mulpd xmm12, xmm3
  addpd xmm0, xmm2
  addpd xmm4, xmm7
  addpd xmm10, xmm9
  addpd xmm11, xmm12
  mulpd xmm6, xmm0
  movaps xmm3, xmmword ptr [rsp+0x290]
  mulpd xmm3, xmm4
  movaps xmm8, xmmword ptr [rsp+0x2a0]
  mulpd xmm8, xmm10
  movaps xmm5, xmmword ptr [rsp+0x2b0]
  mulpd xmm5, xmm11
  movaps xmm1, xmmword ptr [rsp+0x250]
  addpd xmm1, xmm6
  movaps xmm2, xmmword ptr [rsp+0x260]
  addpd xmm2, xmm3
  movaps xmm12, xmmword ptr [rsp+0x270]
  addpd xmm12, xmm8
  movaps xmm9, xmmword ptr [rsp+0x280]
  addpd xmm9, xmm5
  movaps xmm0, xmm1
  movaps xmm3, xmmword ptr [rsp+0x210]
  addpd xmm0, xmm3
  movaps xmm4, xmm2
  movaps xmm5, xmmword ptr [rsp+0x220]
  addpd xmm4, xmm5
  movaps xmm6, xmm12
  movaps xmm7, xmmword ptr [rsp+0x230]
  addpd xmm6, xmm7
  movaps xmm8, xmm9
  movaps xmm10, xmmword ptr [rsp+0x240]
  addpd xmm8, xmm10
  movaps xmm11, xmmword ptr [rip+0x1d08]  ; 0x2bf0
  mulpd xmm0, xmm11
  mulpd xmm4, xmm11
  mulpd xmm6, xmm11
  mulpd xmm8, xmm11
  movaps xmm11, xmmword ptr [rip+0x1cfc]  ; 0x2c00
  mulpd xmm1, xmm11
  mulpd xmm2, xmm11
  mulpd xmm12, xmm11
  mulpd xmm9, xmm11
  movaps xmm11, xmm0
  addpd xmm11, xmm1
  addpd xmm4, xmm2
  addpd xmm6, xmm12
  addpd xmm8, xmm9
  movaps xmm1, xmmword ptr [rsp+0x190]
  movaps xmm0, xmm1
  psrlq xmm0, 0x34
  movaps xmm2, xmmword ptr [rsp+0x1a0]
  movaps xmm9, xmm2
  psrlq xmm9, 0x34
  movaps xmm12, xmmword ptr [rsp+0x1b0]
  movaps xmm10, xmm12
  psrlq xmm10, 0x34
  movaps xmm7, xmmword ptr [rsp+0x1c0]
  movaps xmm5, xmm7
  psrlq xmm5, 0x34
  psrlq xmm1, 0x3f
  psrlq xmm2, 0x3f
  psrlq xmm12, 0x3f
  psrlq xmm7, 0x3f
  xorps xmm3, xmm3
  psubq xmm3, xmm1
  xorps xmm1, xmm1
  psubq xmm1, xmm2
  xorps xmm2, xmm2
  psubq xmm2, xmm12
  xorps xmm12, xmm12
  psubq xmm12, xmm7
  psllq xmm3, 0xc
  psllq xmm1, 0xc
  psllq xmm2, 0xc
  psllq xmm12, 0xc
  por xmm0, xmm3
  por xmm9, xmm1
  por xmm10, xmm2
  por xmm5, xmm12
  movaps xmm2, xmmword ptr [rip+0x1b39]  ; 0x2b10
  psubq xmm0, xmm2
  psubq xmm9, xmm2
  psubq xmm10, xmm2
  psubq xmm5, xmm2
  pextrq rcx, xmm0, 0
  xorpd xmm1, xmm1
  cvtsi2sd xmm1, rcx
  pextrq rcx, xmm0, 1
  xorpd xmm0, xmm0
  cvtsi2sd xmm0, rcx
  pextrq rcx, xmm9, 0
  xorpd xmm3, xmm3
  cvtsi2sd xmm3, rcx
  pextrq rcx, xmm9, 1
  xorpd xmm7, xmm7
  cvtsi2sd xmm7, rcx
  pextrq rcx, xmm10, 0
  xorpd xmm9, xmm9
  cvtsi2sd xmm9, rcx
  pextrq rcx, xmm10, 1
  xorpd xmm10, xmm10
  cvtsi2sd xmm10, rcx
  pextrq rcx, xmm5, 0
  xorpd xmm12, xmm12
  cvtsi2sd xmm12, rcx
  pextrq rcx, xmm5, 1
  xorpd xmm5, xmm5
  cvtsi2sd xmm5, rcx
  unpcklpd xmm1, xmm0
  unpcklpd xmm3, xmm7
  unpcklpd xmm9, xmm10
  unpcklpd xmm12, xmm5
  movaps xmm0, xmmword ptr [rsp+0x150]
  movaps xmm5, xmmword ptr [rip+0x1ab3]  ; 0x2b40
  cmppd xmm0, xmm5, 1
  movaps xmm7, xmmword ptr [rsp+0x160]
  cmppd xmm7, xmm5, 1
  movaps xmm10, xmmword ptr [rsp+0x170]
  cmppd xmm10, xmm5, 1
  movaps xmm2, xmmword ptr [rsp+0x180]
  cmppd xmm2, xmm5, 1
  xorps xmm5, xmm5
  blendvpd xmm5, xmmword ptr [rip+0x1b49]  ; 0x2c10
  movaps xmmword ptr [rsp+0x2e0], xmm8
  xorps xmm8, xmm8
  movaps xmm0, xmm7
  movaps xmm7, xmmword ptr [rip+0x1b32]  ; 0x2c10
  blendvpd xmm8, xmm7
  xorps xmm7, xmm7
  movaps xmm0, xmm10
  movaps xmm10, xmmword ptr [rip+0x1b1d]  ; 0x2c10
  blendvpd xmm7, xmm10
  xorps xmm10, xmm10
  movaps xmm0, xmm2
  movaps xmm2, xmmword ptr [rip+0x1b09]  ; 0x2c10
  blendvpd xmm10, xmm2
  subpd xmm1, xmm5
  subpd xmm3, xmm8
  subpd xmm9, xmm7
  subpd xmm12, xmm10
  movaps xmm5, xmmword ptr [rip+0x1a09]  ; 0x2b30
  movaps xmm0, xmm5
  cmppd xmm0, xmmword ptr [rsp+0x1d0], 1
  movaps xmm7, xmm5
  cmppd xmm7, xmmword ptr [rsp+0x1e0], 1
  movaps xmm8, xmm5
  cmppd xmm8, xmmword ptr [rsp+0x1f0], 1
  movaps xmm10, xmm5
  cmppd xmm10, xmmword ptr [rsp+0x200], 1
  xorps xmm5, xmm5
  movaps xmm2, xmm5
  blendvpd xmm2, xmmword ptr [rip+0x18f2]  ; 0x2a60
  movaps xmm0, xmm7
  movaps xmm7, xmmword ptr [rip+0x18e8]  ; 0x2a60
  blendvpd xmm5, xmm7
  xorps xmm7, xmm7
  movaps xmm0, xmm8
  movaps xmm8, xmmword ptr [rip+0x18d4]  ; 0x2a60
  blendvpd xmm7, xmm8
  xorps xmm8, xmm8
  movaps xmm0, xmm10
  movaps xmm10, xmmword ptr [rip+0x18be]  ; 0x2a60
  blendvpd xmm8, xmm10
  addpd xmm1, xmm2
  addpd xmm3, xmm5
  addpd xmm9, xmm7
  addpd xmm12, xmm8
  movaps xmm0, xmmword ptr [rsp+0x210]
  movaps xmm2, xmmword ptr [rip+0x1a37]  ; 0x2c00
  mulpd xmm0, xmm2
  movaps xmm5, xmmword ptr [rsp+0x220]
  mulpd xmm5, xmm2
  movaps xmm7, xmmword ptr [rsp+0x230]
  mulpd xmm7, xmm2
  movaps xmm8, xmmword ptr [rsp+0x240]
  mulpd xmm8, xmm2
  movaps xmm2, xmm1
  addpd xmm2, xmm0
  movaps xmm10, xmm3
  addpd xmm10, xmm5
  movaps xmmword ptr [rsp+0x2d0], xmm6
  movaps xmm6, xmm9
  addpd xmm6, xmm7
  movaps xmmword ptr [rsp+0x2c0], xmm4
  movaps xmm4, xmm12
  addpd xmm4, xmm8
  subpd xmm1, xmm2
  subpd xmm3, xmm10
  subpd xmm9, xmm6
  subpd xmm12, xmm4
  addpd xmm1, xmm0
  addpd xmm3, xmm5
  addpd xmm9, xmm7
  addpd xmm12, xmm8
  addpd xmm11, xmm1
  movaps xmm0, xmmword ptr [rsp+0x2c0]
  addpd xmm0, xmm3
  movaps xmm1, xmmword ptr [rsp+0x2d0]
  addpd xmm1, xmm9
  movaps xmm8, xmmword ptr [rsp+0x2e0]
  addpd xmm8, xmm12
  addpd xmm11, xmm2
  movaps xmm2, xmm0
  addpd xmm2, xmm10
  addpd xmm1, xmm6
  addpd xmm8, xmm4
  movaps xmm3, xmmword ptr [rsp+0x80]
  movaps xmm0, xmm3
  movaps xmm4, xmmword ptr [rip+0x1883]  ; 0x2b20
  cmppd xmm0, xmm4, 0
  movaps xmm6, xmmword ptr [rsp+0x90]
  movaps xmm5, xmm6
  cmppd xmm5, xmm4, 0
  movaps xmm7, xmmword ptr [rsp+0xa0]
  movaps xmm9, xmm7
  cmppd xmm9, xmm4, 0
  movaps xmm10, xmmword ptr [rsp+0xb0]
  movaps xmm12, xmm10
  cmppd xmm12, xmm4, 0
  movaps xmm4, xmmword ptr [rip+0x1952]  ; 0x2c30
  blendvpd xmm4, xmmword ptr [rip+0x1839]  ; 0x2b20
  movaps xmm10, xmmword ptr [rip+0x1941]  ; 0x2c30
  movaps xmm0, xmm5
  movaps xmm5, xmmword ptr [rip+0x1827]  ; 0x2b20
  blendvpd xmm10, xmm5
  movaps xmm5, xmmword ptr [rip+0x192a]  ; 0x2c30
  movaps xmm0, xmm9
  movaps xmm9, xmmword ptr [rip+0x180e]  ; 0x2b20
  blendvpd xmm5, xmm9
  movaps xmm9, xmmword ptr [rip+0x1910]  ; 0x2c30
  movaps xmm0, xmm12
  movaps xmm12, xmmword ptr [rip+0x17f4]  ; 0x2b20
  blendvpd xmm9, xmm12
  movaps xmm0, xmm3
  xorps xmm12, xmm12
  cmppd xmm0, xmm12, 0
  movaps xmm12, xmm6
  xorps xmm15, xmm15
  cmppd xmm12, xmm15, 0
  xorps xmm15, xmm15
  cmppd xmm7, xmm15, 0
  movaps xmm6, xmmword ptr [rsp+0xb0]
  xorps xmm15, xmm15
  cmppd xmm6, xmm15, 0
  blendvpd xmm4, xmmword ptr [rip+0x18ae]  ; 0x2c20
  movaps xmm0, xmm12
  movaps xmm12, xmmword ptr [rip+0x18a2]  ; 0x2c20
  blendvpd xmm10, xmm12
  movaps xmm0, xmm7
  blendvpd xmm5, xmm12
  movaps xmm0, xmm6
  blendvpd xmm9, xmm12
  movaps xmm0, xmm4
  test bl, bl
  je .Lwhere11
  movaps xmm0, xmm11
.Lwhere11:
  movaps xmm6, xmm0
  cvtsd2ss xmm6, xmm0
  movaps xmm0, xmm11
  shufpd xmm0, xmm11, 1
  movaps xmm7, xmm4
  shufpd xmm7, xmm4, 1
  test r12b, r12b
  je .Lwhere12
  movaps xmm7, xmm0
.Lwhere12:
  movaps xmm0, xmm7
  cvtsd2ss xmm0, xmm7
  movaps xmm4, xmm10
  test r13b, r13b
  je .Lwhere13
  movaps xmm4, xmm2
.Lwhere13:
  movaps xmm7, xmm4
  cvtsd2ss xmm7, xmm4
  movaps xmm4, xmm2
  shufpd xmm4, xmm2, 1
  movaps xmm2, xmm10
  shufpd xmm2, xmm10, 1
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
  movaps xmm10, xmm2
  cvtsd2ss xmm10, xmm2
  movaps xmm2, xmm1
  shufpd xmm2, xmm1, 1
  movaps xmm1, xmm5
  shufpd xmm1, xmm5, 1
  test dl, dl
  je .Lwhere16
  movaps xmm1, xmm2
.Lwhere16:
  movaps xmm2, xmm1
  cvtsd2ss xmm2, xmm1
  movaps xmm1, xmm9
  test sil, sil
  je .Lwhere17
  movaps xmm1, xmm8
.Lwhere17:
  movaps xmm5, xmm1
  cvtsd2ss xmm5, xmm1
  movaps xmm1, xmm8
  shufpd xmm1, xmm8, 1
  movaps xmm8, xmm9
  shufpd xmm8, xmm9, 1
  test dil, dil
  je .Lwhere18
  movaps xmm8, xmm1
.Lwhere18:
  movaps xmm1, xmm8
  cvtsd2ss xmm1, xmm8
  insertps xmm6, xmm0, 0x10
  insertps xmm6, xmm7, 0x20
  insertps xmm6, xmm4, 0x30
  insertps xmm10, xmm2, 0x10
  insertps xmm10, xmm5, 0x20
  insertps xmm10, xmm1, 0x30
  mov rsi, qword ptr [rsp+0x7f8]
  movdqu xmmword ptr [rsi+r8*4], xmm6
  movdqu xmmword ptr [rsi+r8*4+0x10], xmm10
  movaps xmm0, xmmword ptr [rip+0x18f4]  ; 0x2da0
  movaps xmm1, xmm3
  xorpd xmm1, xmm0
  movaps xmm6, xmmword ptr [rsp+0x90]
  movaps xmm2, xmm6
  xorpd xmm2, xmm0
  movaps xmm7, xmmword ptr [rsp+0xa0]
  movaps xmm4, xmm7
  xorpd xmm4, xmm0
  movaps xmm10, xmmword ptr [rsp+0xb0]
  movaps xmm5, xmm10
  xorpd xmm5, xmm0
  movaps xmm0, xmm3
  xorps xmm8, xmm8
  cmppd xmm0, xmm8, 1
  movaps xmm9, xmm6
  cmppd xmm9, xmm8, 1
  movaps xmm11, xmm7
  cmppd xmm11, xmm8, 1
  movaps xmm12, xmm10
  cmppd xmm12, xmm8, 1
  movaps xmm8, xmm3
  blendvpd xmm8, xmm1
  movaps xmm1, xmm6
  movaps xmm0, xmm9
  blendvpd xmm1, xmm2
  movaps xmm2, xmm7
  movaps xmm0, xmm11
  blendvpd xmm2, xmm4
  movaps xmm4, xmm10
  movaps xmm0, xmm12
  blendvpd xmm4, xmm5
  movaps xmm0, xmm8
  movaps xmm12, xmmword ptr [rip+0x15d8]  ; 0x2b20
  cmppd xmm0, xmm12, 1
  movaps xmm5, xmm1
  cmppd xmm5, xmm12, 1
  movaps xmm9, xmm2
  cmppd xmm9, xmm12, 1
  movaps xmm11, xmm4
  cmppd xmm11, xmm12, 1
  xorps xmm12, xmm12
  blendvpd xmm12, xmm3
  xorps xmm3, xmm3
  movaps xmm0, xmm5
  blendvpd xmm3, xmm6
  xorps xmm5, xmm5
  movaps xmm0, xmm9
  blendvpd xmm5, xmm7
  xorps xmm9, xmm9
  movaps xmm0, xmm11
  blendvpd xmm9, xmm10
  movaps xmm0, xmm12
  movaps xmm11, xmmword ptr [rip+0x16aa]  ; 0x2c50
  mulpd xmm0, xmm11
  movaps xmm11, xmm3
  mulpd xmm11, xmmword ptr [rip+0x1698]  ; 0x2c50
  movaps xmm10, xmm5
  mulpd xmm10, xmmword ptr [rip+0x168b]  ; 0x2c50
  movaps xmm7, xmm9
  mulpd xmm7, xmmword ptr [rip+0x167f]  ; 0x2c50
  roundpd xmm6, xmm0, 0xb
  movaps xmmword ptr [rsp+0x320], xmm4
  roundpd xmm4, xmm11, 0xb
  movaps xmmword ptr [rsp+0x310], xmm2
  roundpd xmm2, xmm10, 0xb
  movaps xmmword ptr [rsp+0x300], xmm1
  roundpd xmm1, xmm7, 0xb
  movaps xmmword ptr [rsp+0x2f0], xmm8
  movaps xmm8, xmm0
  subpd xmm8, xmm6
  subpd xmm11, xmm4
  subpd xmm10, xmm2
  subpd xmm7, xmm1
  movaps xmm0, xmmword ptr [rip+0x1426]  ; 0x2a50
  cmppd xmm0, xmm8, 1
  movaps xmmword ptr [rsp+0x360], xmm9
  movaps xmm9, xmmword ptr [rip+0x140f]  ; 0x2a50
  cmppd xmm9, xmm11, 1
  movaps xmmword ptr [rsp+0x350], xmm5
  movaps xmm5, xmmword ptr [rip+0x13fa]  ; 0x2a50
  cmppd xmm5, xmm10, 1
  movaps xmmword ptr [rsp+0x340], xmm3
  movaps xmm3, xmmword ptr [rip+0x13e5]  ; 0x2a50
  cmppd xmm3, xmm7, 1
  movaps xmmword ptr [rsp+0x330], xmm12
  xorps xmm12, xmm12
  blendvpd xmm12, xmmword ptr [rip+0x13d9]  ; 0x2a60
  movaps xmmword ptr [rsp+0x370], xmm7
  xorps xmm7, xmm7
  movaps xmm0, xmm9
  movaps xmm9, xmmword ptr [rip+0x13c2]  ; 0x2a60
  blendvpd xmm7, xmm9
  xorps xmm9, xmm9
  movaps xmm0, xmm5
  movaps xmm5, xmmword ptr [rip+0x13ae]  ; 0x2a60
  blendvpd xmm9, xmm5
  xorps xmm5, xmm5
  movaps xmm0, xmm3
  movaps xmm3, xmmword ptr [rip+0x139b]  ; 0x2a60
  blendvpd xmm5, xmm3
  addpd xmm6, xmm12
  addpd xmm4, xmm7
  addpd xmm2, xmm9
  addpd xmm1, xmm5
  movaps xmm5, xmmword ptr [rip+0x138d]  ; 0x2a70
  cmppd xmm8, xmm5, 1
  cmppd xmm11, xmm5, 1
  cmppd xmm10, xmm5, 1
  movaps xmm7, xmmword ptr [rsp+0x370]
  cmppd xmm7, xmm5, 1
  xorps xmm9, xmm9
  movaps xmm12, xmm9
  movaps xmm0, xmm8
  blendvpd xmm12, xmm3
  movaps xmm8, xmm9
  movaps xmm0, xmm11
  blendvpd xmm8, xmm3
  movaps xmm11, xmm9
  movaps xmm0, xmm10
  blendvpd xmm11, xmm3
  movaps xmm10, xmm9
  movaps xmm0, xmm7
  blendvpd xmm10, xmm3
  subpd xmm6, xmm12
  subpd xmm4, xmm8
  subpd xmm2, xmm11
  subpd xmm1, xmm10
  movaps xmm0, xmm6
  movaps xmm7, xmmword ptr [rip+0x1505]  ; 0x2c60
  mulpd xmm0, xmm7
  movaps xmm8, xmm4
  mulpd xmm8, xmm7
  movaps xmm10, xmm2
  mulpd xmm10, xmm7
  movaps xmm11, xmm1
  mulpd xmm11, xmm7
  roundpd xmm0, xmm0, 0xb
  roundpd xmm8, xmm8, 0xb
  roundpd xmm10, xmm10, 0xb
  roundpd xmm11, xmm11, 0xb
  movaps xmm12, xmmword ptr [rip+0x14d3]  ; 0x2c70
  mulpd xmm0, xmm12
  mulpd xmm8, xmm12
  mulpd xmm10, xmm12
  mulpd xmm11, xmm12
  movaps xmm5, xmm6
  subpd xmm5, xmm0
  movaps xmm7, xmm4
  subpd xmm7, xmm8
  movaps xmm8, xmm2
  subpd xmm8, xmm10
  movaps xmm10, xmm1
  subpd xmm10, xmm11
  movaps xmm11, xmm5
  addpd xmm11, xmm12
  movaps xmm3, xmm7
  addpd xmm3, xmm12
  movaps xmm9, xmm8
  addpd xmm9, xmm12
  movaps xmm12, xmm10
  addpd xmm12, xmmword ptr [rip+0x1477]  ; 0x2c70
  movaps xmm0, xmm5
  xorps xmm15, xmm15
  cmppd xmm0, xmm15, 1
  movaps xmmword ptr [rsp+0x3a0], xmm1
  movaps xmm1, xmm7
  xorps xmm15, xmm15
  cmppd xmm1, xmm15, 1
  movaps xmmword ptr [rsp+0x390], xmm2
  movaps xmm2, xmm8
  xorps xmm15, xmm15
  cmppd xmm2, xmm15, 1
  movaps xmmword ptr [rsp+0x380], xmm4
  movaps xmm4, xmm10
  xorps xmm15, xmm15
  cmppd xmm4, xmm15, 1
  blendvpd xmm5, xmm11
  movaps xmm0, xmm1
  blendvpd xmm7, xmm3
  movaps xmm0, xmm2
  blendvpd xmm8, xmm9
  movaps xmm0, xmm4
  blendvpd xmm10, xmm12
  movaps xmm0, xmm5
  movaps xmm3, xmmword ptr [rip+0x11ef]  ; 0x2a60
  cmppd xmm0, xmm3, 0
  movaps xmm1, xmm7
  cmppd xmm1, xmm3, 0
  movaps xmm2, xmm8
  cmppd xmm2, xmm3, 0
  movaps xmm4, xmm10
  cmppd xmm4, xmm3, 0
  packssdw xmm0, xmm1
  packssdw xmm2, xmm4
  packssdw xmm0, xmm2
  movaps xmm1, xmm0
  packsswb xmm1, xmm0
  pabsb xmm0, xmm1
  movaps xmm1, xmm5
  movaps xmm2, xmmword ptr [rip+0x13ce]  ; 0x2c80
  cmppd xmm1, xmm2, 0
  movaps xmm4, xmm7
  cmppd xmm4, xmm2, 0
  movaps xmm9, xmm8
  cmppd xmm9, xmm2, 0
  movaps xmm11, xmm10
  cmppd xmm11, xmm2, 0
  packssdw xmm1, xmm4
  packssdw xmm9, xmm11
  packssdw xmm1, xmm9
  movaps xmm4, xmm1
  packsswb xmm4, xmm1
  pabsb xmm1, xmm4
  movaps xmm4, xmm0
  por xmm4, xmm1
  pextrb ecx, xmm4, 0
  movaps xmm0, xmm6
  movaps xmm1, xmmword ptr [rip+0x138c]  ; 0x2c90
  mulpd xmm0, xmm1
  movaps xmm9, xmmword ptr [rsp+0x380]
  movaps xmm11, xmm9
  mulpd xmm11, xmm1
  movaps xmm12, xmmword ptr [rsp+0x390]
  movaps xmm2, xmm12
  mulpd xmm2, xmm1
  movaps xmm3, xmmword ptr [rsp+0x3a0]
  movaps xmm1, xmm3
  mulpd xmm1, xmmword ptr [rip+0x1352]  ; 0x2c90
  movaps xmm3, xmmword ptr [rsp+0x330]
  subpd xmm3, xmm0
  movaps xmm0, xmmword ptr [rsp+0x340]
  subpd xmm0, xmm11
  movaps xmm11, xmmword ptr [rsp+0x350]
  subpd xmm11, xmm2
  movaps xmm2, xmmword ptr [rsp+0x360]
  subpd xmm2, xmm1
  movaps xmm1, xmm6
  mulpd xmm1, xmmword ptr [rip+0x1324]  ; 0x2ca0
  mulpd xmm9, xmmword ptr [rip+0x131b]  ; 0x2ca0
  mulpd xmm12, xmmword ptr [rip+0x1312]  ; 0x2ca0
  movaps xmmword ptr [rsp+0x3e0], xmm10
  movaps xmm10, xmmword ptr [rsp+0x3a0]
  mulpd xmm10, xmmword ptr [rip+0x12f7]  ; 0x2ca0
  movaps xmmword ptr [rsp+0x3d0], xmm8
  movaps xmm8, xmm3
  subpd xmm8, xmm1
  movaps xmmword ptr [rsp+0x3c0], xmm7
  movaps xmm7, xmm0
  subpd xmm7, xmm9
  movaps xmmword ptr [rsp+0x3b0], xmm5
  movaps xmm5, xmm11
  subpd xmm5, xmm12
  movaps xmmword ptr [rsp+0x3f0], xmm4
  movaps xmm4, xmm2
  subpd xmm4, xmm10
  movaps xmmword ptr [rsp+0x450], xmm10
  movaps xmm10, xmm6
  mulpd xmm10, xmmword ptr [rip+0x12ae]  ; 0x2cb0
  movaps xmmword ptr [rsp+0x440], xmm12
  movaps xmm12, xmmword ptr [rsp+0x380]
  mulpd xmm12, xmmword ptr [rip+0x1293]  ; 0x2cb0
  movaps xmmword ptr [rsp+0x430], xmm9
  movaps xmm9, xmmword ptr [rsp+0x390]
  mulpd xmm9, xmmword ptr [rip+0x1278]  ; 0x2cb0
  movaps xmmword ptr [rsp+0x420], xmm1
  movaps xmm1, xmmword ptr [rsp+0x3a0]
  mulpd xmm1, xmmword ptr [rip+0x1260]  ; 0x2cb0
  movaps xmmword ptr [rsp+0x410], xmm2
  movaps xmm2, xmm8
  subpd xmm2, xmm10
  movaps xmmword ptr [rsp+0x490], xmm10
  movaps xmm10, xmm7
  subpd xmm10, xmm12
  movaps xmmword ptr [rsp+0x4a0], xmm12
  movaps xmm12, xmm5
  subpd xmm12, xmm9
  movaps xmmword ptr [rsp+0x4b0], xmm9
  movaps xmm9, xmm4
  subpd xmm9, xmm1
  mulpd xmm6, xmmword ptr [rip+0x1221]  ; 0x2cc0
  movaps xmmword ptr [rsp+0x4c0], xmm1
  movaps xmm1, xmmword ptr [rsp+0x380]
  mulpd xmm1, xmmword ptr [rip+0x1209]  ; 0x2cc0
  movaps xmmword ptr [rsp+0x480], xmm4
  movaps xmm4, xmmword ptr [rsp+0x390]
  mulpd xmm4, xmmword ptr [rip+0x11f1]  ; 0x2cc0
  movaps xmmword ptr [rsp+0x400], xmm11
  movaps xmm11, xmmword ptr [rsp+0x3a0]
  mulpd xmm11, xmmword ptr [rip+0x11d6]  ; 0x2cc0
  movaps xmmword ptr [rsp+0x4d0], xmm2
  subpd xmm2, xmm6
  movaps xmmword ptr [rsp+0x510], xmm6
  movaps xmm6, xmm10
  subpd xmm6, xmm1
  movaps xmmword ptr [rsp+0x520], xmm1
  movaps xmm1, xmm12
  subpd xmm1, xmm4
  movaps xmmword ptr [rsp+0x530], xmm4
  movaps xmm4, xmm9
  subpd xmm4, xmm11
  movaps xmmword ptr [rsp+0x540], xmm11
  movaps xmm11, xmm8
  subpd xmm11, xmm3
  movaps xmmword ptr [rsp+0x580], xmm4
  movaps xmm4, xmm7
  subpd xmm4, xmm0
  movaps xmmword ptr [rsp+0x570], xmm1
  movaps xmm1, xmm5
  subpd xmm1, xmmword ptr [rsp+0x400]
  movaps xmmword ptr [rsp+0x560], xmm6
  movaps xmm6, xmmword ptr [rsp+0x480]
  subpd xmm6, xmmword ptr [rsp+0x410]
  movaps xmmword ptr [rsp+0x550], xmm2
  movaps xmm2, xmm8
  subpd xmm2, xmm11
  movaps xmmword ptr [rsp+0x500], xmm9
  movaps xmm9, xmm7
  subpd xmm9, xmm4
  movaps xmmword ptr [rsp+0x470], xmm5
  subpd xmm5, xmm1
  movaps xmmword ptr [rsp+0x4f0], xmm12
  movaps xmm12, xmmword ptr [rsp+0x480]
  subpd xmm12, xmm6
  subpd xmm3, xmm2
  subpd xmm0, xmm9
  movaps xmm2, xmmword ptr [rsp+0x400]
  subpd xmm2, xmm5
  movaps xmm5, xmmword ptr [rsp+0x410]
  subpd xmm5, xmm12
  movaps xmm9, xmmword ptr [rip+0x11bb]  ; 0x2da0
  movaps xmm12, xmmword ptr [rsp+0x420]
  xorpd xmm12, xmm9
  movaps xmm9, xmmword ptr [rsp+0x430]
  xorpd xmm9, xmmword ptr [rip+0x119b]  ; 0x2da0
  movaps xmmword ptr [rsp+0x460], xmm7
  movaps xmm7, xmmword ptr [rsp+0x440]
  xorpd xmm7, xmmword ptr [rip+0x1183]  ; 0x2da0
  movaps xmmword ptr [rsp+0x4e0], xmm10
  movaps xmm10, xmmword ptr [rsp+0x450]
  xorpd xmm10, xmmword ptr [rip+0x1168]  ; 0x2da0
  subpd xmm12, xmm11
  subpd xmm9, xmm4
  subpd xmm7, xmm1
  subpd xmm10, xmm6
  addpd xmm3, xmm12
  addpd xmm0, xmm9
  addpd xmm2, xmm7
  addpd xmm5, xmm10
  xorps xmm9, xmm9
  movaps xmm1, xmm9
  addpd xmm1, xmm3
  movaps xmm3, xmm9
  addpd xmm3, xmm0
  movaps xmm0, xmm9
  addpd xmm0, xmm2
  movaps xmm2, xmm9
  addpd xmm2, xmm5
  movaps xmm4, xmmword ptr [rsp+0x4d0]
  movaps xmm5, xmm4
  subpd xmm5, xmm8
  movaps xmm10, xmmword ptr [rsp+0x4e0]
  movaps xmm6, xmm10
  movaps xmm7, xmmword ptr [rsp+0x460]
  subpd xmm6, xmm7
  movaps xmm12, xmmword ptr [rsp+0x4f0]
  movaps xmm11, xmm12
  movaps xmm9, xmmword ptr [rsp+0x470]
  subpd xmm11, xmm9
  movaps xmm9, xmmword ptr [rsp+0x500]
  movaps xmm7, xmm9
  subpd xmm7, xmmword ptr [rsp+0x480]
  subpd xmm4, xmm5
  subpd xmm10, xmm6
  subpd xmm12, xmm11
  subpd xmm9, xmm7
  subpd xmm8, xmm4
  movaps xmm4, xmmword ptr [rsp+0x460]
  subpd xmm4, xmm10
  movaps xmm10, xmmword ptr [rsp+0x470]
  subpd xmm10, xmm12
  movaps xmm12, xmmword ptr [rsp+0x480]
  subpd xmm12, xmm9
  movaps xmm9, xmmword ptr [rip+0x107b]  ; 0x2da0
  movaps xmm9, xmmword ptr [rsp+0x490]
  xorpd xmm9, xmmword ptr [rip+0x1069]  ; 0x2da0
  movaps xmmword ptr [rsp+0x5b0], xmm2
  movaps xmm2, xmmword ptr [rsp+0x4a0]
  xorpd xmm2, xmmword ptr [rip+0x1051]  ; 0x2da0
  movaps xmmword ptr [rsp+0x5a0], xmm0
  movaps xmm0, xmmword ptr [rsp+0x4b0]
  xorpd xmm0, xmmword ptr [rip+0x1039]  ; 0x2da0
  movaps xmmword ptr [rsp+0x590], xmm3
  movaps xmm3, xmmword ptr [rsp+0x4c0]
  xorpd xmm3, xmmword ptr [rip+0x1021]  ; 0x2da0
  subpd xmm9, xmm5
  subpd xmm2, xmm6
  subpd xmm0, xmm11
  subpd xmm3, xmm7
  addpd xmm8, xmm9
  addpd xmm4, xmm2
  addpd xmm10, xmm0
  addpd xmm12, xmm3
  addpd xmm1, xmm8
  movaps xmm3, xmmword ptr [rsp+0x590]
  addpd xmm3, xmm4
  movaps xmm0, xmmword ptr [rsp+0x5a0]
  addpd xmm0, xmm10
  movaps xmm2, xmmword ptr [rsp+0x5b0]
  addpd xmm2, xmm12
  movaps xmm4, xmmword ptr [rsp+0x550]
  movaps xmm5, xmm4
  movaps xmm6, xmmword ptr [rsp+0x4d0]
  subpd xmm5, xmm6
  movaps xmm7, xmmword ptr [rsp+0x560]
  movaps xmm8, xmm7
  movaps xmm10, xmmword ptr [rsp+0x4e0]
  subpd xmm8, xmm10
  movaps xmm9, xmmword ptr [rsp+0x570]
  movaps xmm11, xmm9
  movaps xmm12, xmmword ptr [rsp+0x4f0]
  subpd xmm11, xmm12
  movaps xmm12, xmmword ptr [rsp+0x580]
  movaps xmm10, xmm12
  subpd xmm10, xmmword ptr [rsp+0x500]
  subpd xmm4, xmm5
  subpd xmm7, xmm8
  subpd xmm9, xmm11
  subpd xmm12, xmm10
  subpd xmm6, xmm4
  movaps xmm4, xmmword ptr [rsp+0x4e0]
  subpd xmm4, xmm7
  movaps xmm7, xmmword ptr [rsp+0x4f0]
  subpd xmm7, xmm9
  movaps xmm9, xmmword ptr [rsp+0x500]
  subpd xmm9, xmm12
  movaps xmm12, xmmword ptr [rip+0xf28]  ; 0x2da0
  movaps xmm12, xmmword ptr [rsp+0x510]
  xorpd xmm12, xmmword ptr [rip+0xf16]  ; 0x2da0
  movaps xmmword ptr [rsp+0x5e0], xmm2
  movaps xmm2, xmmword ptr [rsp+0x520]
  xorpd xmm2, xmmword ptr [rip+0xefe]  ; 0x2da0
  movaps xmmword ptr [rsp+0x5d0], xmm0
  movaps xmm0, xmmword ptr [rsp+0x530]
  xorpd xmm0, xmmword ptr [rip+0xee6]  ; 0x2da0
  movaps xmmword ptr [rsp+0x5c0], xmm3
  movaps xmm3, xmmword ptr [rsp+0x540]
  xorpd xmm3, xmmword ptr [rip+0xece]  ; 0x2da0
  subpd xmm12, xmm5
  subpd xmm2, xmm8
  subpd xmm0, xmm11
  subpd xmm3, xmm10
  addpd xmm6, xmm12
  addpd xmm4, xmm2
  addpd xmm7, xmm0
  addpd xmm9, xmm3
  addpd xmm1, xmm6
  movaps xmm3, xmmword ptr [rsp+0x5c0]
  addpd xmm3, xmm4
  movaps xmm2, xmmword ptr [rsp+0x5d0]
  addpd xmm2, xmm7
  movaps xmm4, xmmword ptr [rsp+0x5e0]
  addpd xmm4, xmm9
  movaps xmm5, xmmword ptr [rsp+0x550]
  movaps xmm6, xmm5
  addpd xmm6, xmm1
  movaps xmm7, xmmword ptr [rsp+0x560]
  movaps xmm8, xmm7
  addpd xmm8, xmm3
  movaps xmm9, xmmword ptr [rsp+0x570]
  movaps xmm10, xmm9
  addpd xmm10, xmm2
  movaps xmm12, xmmword ptr [rsp+0x580]
  movaps xmm11, xmm12
  addpd xmm11, xmm4
  movaps xmm0, xmmword ptr [rip+0xaf4]  ; 0x2a60
  minpd xmm0, xmm6
  movaps xmm12, xmmword ptr [rip+0xae8]  ; 0x2a60
  minpd xmm12, xmm8
  movaps xmm9, xmmword ptr [rip+0xadb]  ; 0x2a60
  minpd xmm9, xmm10
  movaps xmm7, xmmword ptr [rip+0xacf]  ; 0x2a60
  minpd xmm7, xmm11
  movaps xmm5, xmm6
  cmppd xmm5, xmmword ptr [rip+0xd2e], 1  ; 0x2cd0
  movaps xmmword ptr [rsp+0x620], xmm4
  movaps xmm4, xmm8
  cmppd xmm4, xmmword ptr [rip+0xd19], 1  ; 0x2cd0
  movaps xmmword ptr [rsp+0x610], xmm2
  movaps xmm2, xmm10
  cmppd xmm2, xmmword ptr [rip+0xd04], 1  ; 0x2cd0
  movaps xmmword ptr [rsp+0x600], xmm3
  movaps xmm3, xmm11
  cmppd xmm3, xmmword ptr [rip+0xcef], 1  ; 0x2cd0
  movaps xmmword ptr [rsp+0x5f0], xmm1
  movaps xmm1, xmm0
  movaps xmm0, xmm5
  movaps xmm5, xmmword ptr [rip+0xcda]  ; 0x2cd0
  blendvpd xmm1, xmm5
  movaps xmm0, xmm4
  blendvpd xmm12, xmm5
  movaps xmm0, xmm2
  blendvpd xmm9, xmm5
  movaps xmm0, xmm3
  blendvpd xmm7, xmm5
  movaps xmm2, xmm1
  mulpd xmm2, xmm1
  movaps xmm3, xmm12
  mulpd xmm3, xmm12
  movaps xmm4, xmm9
  mulpd xmm4, xmm9
  movaps xmm5, xmm7
  mulpd xmm5, xmm7
  movaps xmm0, xmm2
  mulpd xmm0, xmmword ptr [rip+0xa10]  ; 0x2a50
  movaps xmmword ptr [rsp+0x6a0], xmm7
  movaps xmm7, xmm3
  mulpd xmm7, xmmword ptr [rip+0x9fd]  ; 0x2a50
  movaps xmmword ptr [rsp+0x690], xmm9
  movaps xmm9, xmm4
  mulpd xmm9, xmmword ptr [rip+0x9e7]  ; 0x2a50
  movaps xmmword ptr [rsp+0x680], xmm12
  movaps xmm12, xmm5
  mulpd xmm12, xmmword ptr [rip+0x9d1]  ; 0x2a50
  movaps xmmword ptr [rsp+0x670], xmm1
  movaps xmm1, xmmword ptr [rip+0x9d2]  ; 0x2a60
  subpd xmm1, xmm0
  movaps xmmword ptr [rsp+0x660], xmm11
  movaps xmm11, xmmword ptr [rip+0x9bd]  ; 0x2a60
  subpd xmm11, xmm7
  movaps xmmword ptr [rsp+0x650], xmm10
  movaps xmm10, xmmword ptr [rip+0x9a7]  ; 0x2a60
  subpd xmm10, xmm9
  movaps xmmword ptr [rsp+0x640], xmm8
  movaps xmm8, xmmword ptr [rip+0x991]  ; 0x2a60
  subpd xmm8, xmm12
  movaps xmmword ptr [rsp+0x630], xmm6
  movaps xmm6, xmmword ptr [rip+0x97d]  ; 0x2a60
  subpd xmm6, xmm1
  movaps xmmword ptr [rsp+0x6f0], xmm1
  movaps xmm1, xmmword ptr [rip+0x96a]  ; 0x2a60
  subpd xmm1, xmm11
  movaps xmmword ptr [rsp+0x700], xmm11
  movaps xmm11, xmmword ptr [rip+0x954]  ; 0x2a60
  subpd xmm11, xmm10
  movaps xmmword ptr [rsp+0x710], xmm10
  movaps xmm10, xmmword ptr [rip+0x93e]  ; 0x2a60
  subpd xmm10, xmm8
  subpd xmm6, xmm0
  subpd xmm1, xmm7
  subpd xmm11, xmm9
  subpd xmm10, xmm12
  movaps xmm0, xmm2
  mulpd xmm0, xmm2
  movaps xmm7, xmm3
  mulpd xmm7, xmm3
  movaps xmm9, xmm4
  mulpd xmm9, xmm4
  movaps xmm12, xmm5
  mulpd xmm12, xmm5
  movaps xmmword ptr [rsp+0x720], xmm8
  movaps xmm8, xmmword ptr [rip+0xb76]  ; 0x2ce0
  mulpd xmm8, xmm2
  movaps xmmword ptr [rsp+0x760], xmm10
  movaps xmm10, xmmword ptr [rip+0xb60]  ; 0x2ce0
  mulpd xmm10, xmm3
  movaps xmmword ptr [rsp+0x750], xmm11
  movaps xmm11, xmmword ptr [rip+0xb4a]  ; 0x2ce0
  mulpd xmm11, xmm4
  movaps xmmword ptr [rsp+0x740], xmm1
  movaps xmm1, xmmword ptr [rip+0xb36]  ; 0x2ce0
  mulpd xmm1, xmm5
  addpd xmm8, xmmword ptr [rip+0xb39]  ; 0x2cf0
  addpd xmm10, xmmword ptr [rip+0xb30]  ; 0x2cf0
  addpd xmm11, xmmword ptr [rip+0xb27]  ; 0x2cf0
  addpd xmm1, xmmword ptr [rip+0xb1f]  ; 0x2cf0
  mulpd xmm8, xmm2
  mulpd xmm10, xmm3
  mulpd xmm11, xmm4
  mulpd xmm1, xmm5
  addpd xmm8, xmmword ptr [rip+0xb13]  ; 0x2d00
  addpd xmm10, xmmword ptr [rip+0xb0a]  ; 0x2d00
  addpd xmm11, xmmword ptr [rip+0xb01]  ; 0x2d00
  addpd xmm1, xmmword ptr [rip+0xaf9]  ; 0x2d00
  mulpd xmm8, xmm2
  mulpd xmm10, xmm3
  mulpd xmm11, xmm4
  mulpd xmm1, xmm5
  addpd xmm8, xmmword ptr [rip+0xaed]  ; 0x2d10
  addpd xmm10, xmmword ptr [rip+0xae4]  ; 0x2d10
  addpd xmm11, xmmword ptr [rip+0xadb]  ; 0x2d10
  addpd xmm1, xmmword ptr [rip+0xad3]  ; 0x2d10
  mulpd xmm8, xmm2
  mulpd xmm10, xmm3
  mulpd xmm11, xmm4
  mulpd xmm1, xmm5
  addpd xmm8, xmmword ptr [rip+0xac7]  ; 0x2d20
  addpd xmm10, xmmword ptr [rip+0xabe]  ; 0x2d20
  addpd xmm11, xmmword ptr [rip+0xab5]  ; 0x2d20
  addpd xmm1, xmmword ptr [rip+0xaad]  ; 0x2d20
  movaps xmmword ptr [rsp+0x6e0], xmm5
  movaps xmm5, xmm0
  mulpd xmm5, xmm8
  mulpd xmm7, xmm10
  mulpd xmm9, xmm11
  mulpd xmm12, xmm1
  movaps xmm0, xmmword ptr [rsp+0x630]
  subpd xmm0, xmmword ptr [rsp+0x550]
  movaps xmm8, xmmword ptr [rsp+0x640]
  subpd xmm8, xmmword ptr [rsp+0x560]
  movaps xmm10, xmmword ptr [rsp+0x650]
  subpd xmm10, xmmword ptr [rsp+0x570]
  movaps xmm11, xmmword ptr [rsp+0x660]
  subpd xmm11, xmmword ptr [rsp+0x580]
  movaps xmm1, xmmword ptr [rsp+0x5f0]
  subpd xmm1, xmm0
  movaps xmm0, xmmword ptr [rsp+0x600]
  subpd xmm0, xmm8
  movaps xmm8, xmmword ptr [rsp+0x610]
  subpd xmm8, xmm10
  movaps xmm10, xmmword ptr [rsp+0x620]
  subpd xmm10, xmm11
  movaps xmm11, xmmword ptr [rip+0xa27]  ; 0x2d40
  minpd xmm11, xmm1
  movaps xmmword ptr [rsp+0x6d0], xmm4
  movaps xmm4, xmmword ptr [rip+0xa13]  ; 0x2d40
  minpd xmm4, xmm0
  movaps xmmword ptr [rsp+0x6c0], xmm3
  movaps xmm3, xmmword ptr [rip+0xa00]  ; 0x2d40
  minpd xmm3, xmm8
  movaps xmmword ptr [rsp+0x6b0], xmm2
  movaps xmm2, xmmword ptr [rip+0x9ec]  ; 0x2d40
  minpd xmm2, xmm10
  cmppd xmm1, xmmword ptr [rip+0x9ce], 1  ; 0x2d30
  movaps xmmword ptr [rsp+0x730], xmm6
  movaps xmm6, xmm0
  cmppd xmm6, xmmword ptr [rip+0x9ba], 1  ; 0x2d30
  cmppd xmm8, xmmword ptr [rip+0x9b0], 1  ; 0x2d30
  cmppd xmm10, xmmword ptr [rip+0x9a6], 1  ; 0x2d30
  movaps xmm0, xmm1
  movaps xmm1, xmmword ptr [rip+0x99c]  ; 0x2d30
  blendvpd xmm11, xmm1
  movaps xmm0, xmm6
  blendvpd xmm4, xmm1
  movaps xmm0, xmm8
  blendvpd xmm3, xmm1
  movaps xmm0, xmm10
  blendvpd xmm2, xmm1
  movaps xmm0, xmmword ptr [rsp+0x670]
  movaps xmm6, xmm0
  mulpd xmm6, xmm11
  movaps xmm8, xmmword ptr [rsp+0x680]
  movaps xmm10, xmm8
  mulpd xmm10, xmm4
  movaps xmm1, xmmword ptr [rsp+0x690]
  mulpd xmm1, xmm3
  movaps xmm8, xmmword ptr [rsp+0x6a0]
  mulpd xmm8, xmm2
  subpd xmm5, xmm6
  subpd xmm7, xmm10
  subpd xmm9, xmm1
  subpd xmm12, xmm8
  movaps xmm6, xmmword ptr [rsp+0x730]
  addpd xmm6, xmm5
  movaps xmm1, xmmword ptr [rsp+0x740]
  addpd xmm1, xmm7
  movaps xmm5, xmmword ptr [rsp+0x750]
  addpd xmm5, xmm9
  movaps xmm10, xmmword ptr [rsp+0x760]
  addpd xmm10, xmm12
  movaps xmm7, xmmword ptr [rsp+0x6f0]
  addpd xmm7, xmm6
  movaps xmm6, xmmword ptr [rsp+0x700]
  addpd xmm6, xmm1
  movaps xmm1, xmmword ptr [rsp+0x710]
  addpd xmm1, xmm5
  movaps xmm8, xmmword ptr [rsp+0x720]
  addpd xmm8, xmm10
  movaps xmm5, xmm11
  movaps xmm9, xmmword ptr [rip+0x5dc]  ; 0x2a50
  mulpd xmm5, xmm9
  movaps xmm10, xmm4
  mulpd xmm10, xmm9
  movaps xmm12, xmm3
  mulpd xmm12, xmm9
  movaps xmm9, xmm2
  mulpd xmm9, xmmword ptr [rip+0x5b8]  ; 0x2a50
  movaps xmm0, xmmword ptr [rsp+0x6b0]
  mulpd xmm0, xmmword ptr [rsp+0x670]
  movaps xmmword ptr [rsp+0x7d0], xmm8
  movaps xmm8, xmmword ptr [rsp+0x6c0]
  mulpd xmm8, xmmword ptr [rsp+0x680]
  movaps xmmword ptr [rsp+0x7c0], xmm1
  movaps xmm1, xmmword ptr [rsp+0x6d0]
  mulpd xmm1, xmmword ptr [rsp+0x690]
  movaps xmmword ptr [rsp+0x7b0], xmm6
  movaps xmm6, xmmword ptr [rsp+0x6e0]
  mulpd xmm6, xmmword ptr [rsp+0x6a0]
  movaps xmmword ptr [rsp+0x7a0], xmm7
  movaps xmm7, xmmword ptr [rip+0x84a]  ; 0x2d50
  mulpd xmm7, xmmword ptr [rsp+0x6b0]
  movaps xmmword ptr [rsp+0x790], xmm2
  movaps xmm2, xmmword ptr [rip+0x832]  ; 0x2d50
  mulpd xmm2, xmmword ptr [rsp+0x6c0]
  movaps xmmword ptr [rsp+0x780], xmm3
  movaps xmm3, xmmword ptr [rip+0x81a]  ; 0x2d50
  mulpd xmm3, xmmword ptr [rsp+0x6d0]
  movaps xmmword ptr [rsp+0x770], xmm4
  movaps xmm4, xmmword ptr [rip+0x802]  ; 0x2d50
  mulpd xmm4, xmmword ptr [rsp+0x6e0]
  addpd xmm7, xmmword ptr [rip+0x801]  ; 0x2d60
  addpd xmm2, xmmword ptr [rip+0x7f9]  ; 0x2d60
  addpd xmm3, xmmword ptr [rip+0x7f1]  ; 0x2d60
  addpd xmm4, xmmword ptr [rip+0x7e9]  ; 0x2d60
  mulpd xmm7, xmmword ptr [rsp+0x6b0]
  mulpd xmm2, xmmword ptr [rsp+0x6c0]
  mulpd xmm3, xmmword ptr [rsp+0x6d0]
  mulpd xmm4, xmmword ptr [rsp+0x6e0]
  addpd xmm7, xmmword ptr [rip+0x7cd]  ; 0x2d70
  addpd xmm2, xmmword ptr [rip+0x7c5]  ; 0x2d70
  addpd xmm3, xmmword ptr [rip+0x7bd]  ; 0x2d70
  addpd xmm4, xmmword ptr [rip+0x7b5]  ; 0x2d70
  mulpd xmm7, xmmword ptr [rsp+0x6b0]
  mulpd xmm2, xmmword ptr [rsp+0x6c0]
  mulpd xmm3, xmmword ptr [rsp+0x6d0]
  mulpd xmm4, xmmword ptr [rsp+0x6e0]
  addpd xmm7, xmmword ptr [rip+0x799]  ; 0x2d80
  addpd xmm2, xmmword ptr [rip+0x791]  ; 0x2d80
  addpd xmm3, xmmword ptr [rip+0x789]  ; 0x2d80
  addpd xmm4, xmmword ptr [rip+0x781]  ; 0x2d80
  movaps xmmword ptr [rsp+0x7e0], xmm0
  mulpd xmm0, xmm7
  movaps xmm7, xmm8
  mulpd xmm7, xmm2
  movaps xmm2, xmm1
  mulpd xmm2, xmm3
  movaps xmm3, xmm6
  mulpd xmm3, xmm4
  subpd xmm5, xmm0
  subpd xmm10, xmm7
  subpd xmm12, xmm2
  subpd xmm9, xmm3
  movaps xmm2, xmmword ptr [rsp+0x6b0]
  mulpd xmm2, xmm5
  movaps xmm3, xmmword ptr [rsp+0x6c0]
  mulpd xmm3, xmm10
  movaps xmm4, xmmword ptr [rsp+0x6d0]
  mulpd xmm4, xmm12
  movaps xmm5, xmmword ptr [rsp+0x6e0]
  mulpd xmm5, xmm9
  subpd xmm2, xmm11
  subpd xmm3, xmmword ptr [rsp+0x770]
  subpd xmm4, xmmword ptr [rsp+0x780]
  subpd xmm5, xmmword ptr [rsp+0x790]
  movaps xmm0, xmmword ptr [rsp+0x7e0]
  movaps xmm7, xmmword ptr [rip+0x6fa]  ; 0x2d90
  mulpd xmm0, xmm7
  mulpd xmm8, xmm7
  mulpd xmm1, xmm7
  mulpd xmm6, xmm7
  subpd xmm2, xmm0
  subpd xmm3, xmm8
  subpd xmm4, xmm1
  subpd xmm5, xmm6
  movaps xmm0, xmmword ptr [rsp+0x670]
  subpd xmm0, xmm2
  movaps xmm8, xmmword ptr [rsp+0x680]
  subpd xmm8, xmm3
  movaps xmm1, xmmword ptr [rsp+0x690]
  subpd xmm1, xmm4
  movaps xmm2, xmmword ptr [rsp+0x6a0]
  subpd xmm2, xmm5
  movaps xmm3, xmm0
  test cl, cl
  movaps xmm4, xmmword ptr [rsp+0x7a0]
  je .Lwhere19
  movaps xmm3, xmm4
.Lwhere19:
  movaps xmm5, xmmword ptr [rsp+0x3f0]
  pextrb ecx, xmm5, 1
  movaps xmm6, xmm4
  shufpd xmm6, xmm4, 1
  movaps xmm4, xmm0
  shufpd xmm4, xmm0, 1
  test cl, cl
  je .Lwhere20
  movaps xmm4, xmm6
.Lwhere20:
  pextrb ecx, xmm5, 2
  movaps xmm0, xmm8
  test cl, cl
  movaps xmm6, xmmword ptr [rsp+0x7b0]
  je .Lwhere21
  movaps xmm0, xmm6
.Lwhere21:
  pextrb ecx, xmm5, 3
  movaps xmm9, xmm6
  shufpd xmm9, xmm6, 1
  movaps xmm6, xmm8
  shufpd xmm6, xmm8, 1
  test cl, cl
  je .Lwhere22
  movaps xmm6, xmm9
.Lwhere22:
  pextrb ecx, xmm5, 4
  movaps xmm8, xmm1
  test cl, cl
  movaps xmm9, xmmword ptr [rsp+0x7c0]
  je .Lwhere23
  movaps xmm8, xmm9
.Lwhere23:
  pextrb ecx, xmm5, 5
  movaps xmm10, xmm9
  shufpd xmm10, xmm9, 1
  movaps xmm9, xmm1
  shufpd xmm9, xmm1, 1
  test cl, cl
  je .Lwhere24
  movaps xmm9, xmm10
.Lwhere24:
  pextrb ecx, xmm5, 6
  movaps xmm1, xmm2
  test cl, cl
  movaps xmm10, xmmword ptr [rsp+0x7d0]
  je .Lwhere25
  movaps xmm1, xmm10
.Lwhere25:
  pextrb ecx, xmm5, 7
  movaps xmm5, xmm10
  shufpd xmm5, xmm10, 1
  movaps xmm10, xmm2
  shufpd xmm10, xmm2, 1
  test cl, cl
  je .Lwhere26
  movaps xmm10, xmm5
.Lwhere26:
  unpcklpd xmm3, xmm4
  movaps xmm2, xmm0
  unpcklpd xmm2, xmm6
  unpcklpd xmm8, xmm9
  unpcklpd xmm1, xmm10
  movaps xmm0, xmmword ptr [rip+0x5af]  ; 0x2da0
  movaps xmm4, xmm3
  xorpd xmm4, xmm0
  movaps xmm5, xmm2
  xorpd xmm5, xmm0
  movaps xmm6, xmm8
  xorpd xmm6, xmm0
  movaps xmm9, xmm1
  xorpd xmm9, xmm0
  movaps xmm10, xmmword ptr [rip+0x428]  ; 0x2c40
  movaps xmm0, xmm10
  cmppd xmm0, xmmword ptr [rsp+0x3b0], 1
  movaps xmm11, xmm10
  cmppd xmm11, xmmword ptr [rsp+0x3c0], 1
  movaps xmm12, xmm10
  cmppd xmm12, xmmword ptr [rsp+0x3d0], 1
  movaps xmm7, xmm10
  cmppd xmm7, xmmword ptr [rsp+0x3e0], 1
  blendvpd xmm3, xmm4
  movaps xmm0, xmm11
  blendvpd xmm2, xmm5
  movaps xmm0, xmm12
  blendvpd xmm8, xmm6
  movaps xmm0, xmm7
  blendvpd xmm1, xmm9
  movaps xmm4, xmmword ptr [rsp+0x80]
  movaps xmm0, xmm4
  xorps xmm9, xmm9
  cmppd xmm0, xmm9, 0
  movaps xmm6, xmmword ptr [rsp+0x90]
  movaps xmm5, xmm6
  cmppd xmm5, xmm9, 0
  movaps xmm7, xmmword ptr [rsp+0xa0]
  movaps xmm10, xmm7
  cmppd xmm10, xmm9, 0
  movaps xmm11, xmmword ptr [rsp+0xb0]
  movaps xmm12, xmm11
  cmppd xmm12, xmm9, 0
  blendvpd xmm3, xmm4
  movaps xmm0, xmm5
  blendvpd xmm2, xmm6
  movaps xmm0, xmm10
  blendvpd xmm8, xmm7
  movaps xmm0, xmm12
  blendvpd xmm1, xmm11
  movaps xmm0, xmmword ptr [rsp+0x2f0]
  movaps xmm12, xmmword ptr [rip+0x231]  ; 0x2b20
  cmppd xmm0, xmm12, 1
  movaps xmm4, xmmword ptr [rsp+0x300]
  cmppd xmm4, xmm12, 1
  movaps xmm5, xmmword ptr [rsp+0x310]
  cmppd xmm5, xmm12, 1
  movaps xmm6, xmmword ptr [rsp+0x320]
  cmppd xmm6, xmm12, 1
  movaps xmm7, xmmword ptr [rip+0x30a]  ; 0x2c30
  movaps xmm10, xmm7
  blendvpd xmm10, xmm3
  movaps xmm3, xmm7
  movaps xmm0, xmm4
  blendvpd xmm3, xmm2
  movaps xmm2, xmm7
  movaps xmm0, xmm5
  blendvpd xmm2, xmm8
  movaps xmm4, xmm7
  movaps xmm0, xmm6
  blendvpd xmm4, xmm1
  movaps xmm0, xmm10
  cvtsd2ss xmm0, xmm10
  movaps xmm1, xmm10
  shufpd xmm1, xmm10, 1
  movaps xmm5, xmm1
  cvtsd2ss xmm5, xmm1
  movaps xmm1, xmm3
  cvtsd2ss xmm1, xmm3
  movaps xmm6, xmm3
  shufpd xmm6, xmm3, 1
  movaps xmm3, xmm6
  cvtsd2ss xmm3, xmm6
  movaps xmm6, xmm2
  cvtsd2ss xmm6, xmm2
  movaps xmm8, xmm2
  shufpd xmm8, xmm2, 1
  movaps xmm2, xmm8
  cvtsd2ss xmm2, xmm8
  movaps xmm8, xmm4
  cvtsd2ss xmm8, xmm4
  movaps xmm10, xmm4
  shufpd xmm10, xmm4, 1
  movaps xmm4, xmm10
  cvtsd2ss xmm4, xmm10
  insertps xmm0, xmm5, 0x10
  insertps xmm0, xmm1, 0x20
  insertps xmm0, xmm3, 0x30
  insertps xmm6, xmm2, 0x10
  insertps xmm6, xmm8, 0x20
  insertps xmm6, xmm4, 0x30
  mov rdx, qword ptr [rsp+0x800]
  movdqu xmmword ptr [rdx+r8*4], xmm0
  movdqu xmmword ptr [rdx+r8*4+0x10], xmm6
  add eax, 1
  cmp eax, 4
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
