; x86 backend, target x86-64-v3, calling convention win64; regenerate: python tools/regen_golden.py
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
  sub rsp, 0x480
  vmovaps xmmword ptr [rsp+0x3d0], xmm6
  vmovaps xmmword ptr [rsp+0x3e0], xmm7
  vmovaps xmmword ptr [rsp+0x3f0], xmm8
  vmovaps xmmword ptr [rsp+0x400], xmm9
  vmovaps xmmword ptr [rsp+0x410], xmm10
  vmovaps xmmword ptr [rsp+0x420], xmm11
  vmovaps xmmword ptr [rsp+0x430], xmm12
  vmovaps xmmword ptr [rsp+0x440], xmm15
  mov qword ptr [rsp+0x458], rdx
  mov qword ptr [rsp+0x460], r8
  mov rax, r9
  vmovaps ymm0, ymmword ptr [rip+0x1263]  ; 0x12e0
  vxorps xmm1, xmm1, xmm1
  vmovaps ymm2, ymmword ptr [rip+0x1277]  ; 0x1300
  vmovaps ymm3, ymmword ptr [rip+0x128f]  ; 0x1320
  vmovaps ymm4, ymmword ptr [rip+0x12a7]  ; 0x1340
  vmovaps ymm5, ymmword ptr [rip+0x12bf]  ; 0x1360
  vmovaps ymm6, ymmword ptr [rip+0x12d7]  ; 0x1380
  vmovaps ymm7, ymmword ptr [rip+0x12ef]  ; 0x13a0
  vmovaps ymm8, ymmword ptr [rip+0x1307]  ; 0x13c0
  vmovaps ymm9, ymmword ptr [rip+0x131f]  ; 0x13e0
  vmovaps ymm10, ymmword ptr [rip+0x1337]  ; 0x1400
  vmovaps ymm11, ymmword ptr [rip+0x134f]  ; 0x1420
  vmovaps ymm12, ymmword ptr [rip+0x1367]  ; 0x1440
  xor esi, esi
  mov qword ptr [rsp+0x450], rcx
  mov qword ptr [rsp+0x468], rax
.Lloop1:
  imul edi, esi, 8
  mov r11, qword ptr [rsp+0x468]
  vmovdqu ymm12, ymmword ptr [r11+rdi*4]
  vcvtps2pd ymm11, xmm12
  vextractf128 xmm12, ymm12, 1
  vcvtps2pd ymm12, xmm12
  vcmppd ymm10, ymm11, ymm11, 4
  vcmppd ymm9, ymm12, ymm12, 4
  vblendvpd ymm10, ymm11, ymm1, ymm10
  vblendvpd ymm9, ymm12, ymm1, ymm9
  vmovaps ymm15, ymmword ptr [rip+0x11f4]  ; 0x1320
  vminpd ymm8, ymm15, ymm10
  vmovaps ymm15, ymmword ptr [rip+0x11e7]  ; 0x1320
  vminpd ymm7, ymm15, ymm9
  vcmppd ymm10, ymm10, ymm2, 1
  vcmppd ymm9, ymm9, ymm2, 1
  vblendvpd ymm8, ymm8, ymm2, ymm10
  vblendvpd ymm7, ymm7, ymm2, ymm9
  vroundpd ymm9, ymm8, 0xb
  vroundpd ymm10, ymm7, 0xb
  vsubpd ymm0, ymm8, ymm9
  vsubpd ymm6, ymm7, ymm10
  vcmppd ymm5, ymm4, ymm0, 1
  vcmppd ymm3, ymm4, ymm6, 1
  vblendvpd ymm5, ymm1, ymmword ptr [rip+0x11e2], ymm5  ; 0x1360
  vblendvpd ymm3, ymm1, ymmword ptr [rip+0x11d8], ymm3  ; 0x1360
  vaddpd ymm5, ymm9, ymm5
  vaddpd ymm3, ymm10, ymm3
  vmovaps ymm9, ymmword ptr [rip+0x11e8]  ; 0x1380
  vcmppd ymm0, ymm0, ymm9, 1
  vcmppd ymm6, ymm6, ymm9, 1
  vmovaps ymm10, ymmword ptr [rip+0x11b4]  ; 0x1360
  vblendvpd ymm0, ymm1, ymm10, ymm0
  vblendvpd ymm6, ymm1, ymm10, ymm6
  vsubpd ymm0, ymm5, ymm0
  vsubpd ymm3, ymm3, ymm6
  vsubpd ymm5, ymm8, ymm0
  vsubpd ymm6, ymm7, ymm3
  vmovaps ymm7, ymmword ptr [rip+0x1110]  ; 0x12e0
  vmulpd ymm8, ymm7, ymm5
  vmulpd ymm7, ymm7, ymm6
  vmovaps ymm9, ymmword ptr [rip+0x11c0]  ; 0x13a0
  vaddpd ymm8, ymm8, ymm9
  vaddpd ymm7, ymm7, ymm9
  vmulpd ymm8, ymm8, ymm5
  vmulpd ymm7, ymm7, ymm6
  vmovaps ymm9, ymmword ptr [rip+0x11c6]  ; 0x13c0
  vaddpd ymm8, ymm8, ymm9
  vaddpd ymm7, ymm7, ymm9
  vmulpd ymm8, ymm8, ymm5
  vmulpd ymm7, ymm7, ymm6
  vmovaps ymm9, ymmword ptr [rip+0x11cc]  ; 0x13e0
  vaddpd ymm8, ymm8, ymm9
  vaddpd ymm7, ymm7, ymm9
  vmulpd ymm8, ymm8, ymm5
  vmulpd ymm7, ymm7, ymm6
  vmovaps ymm9, ymmword ptr [rip+0x11d2]  ; 0x1400
  vaddpd ymm8, ymm8, ymm9
  vaddpd ymm7, ymm7, ymm9
  vmulpd ymm8, ymm8, ymm5
  vmulpd ymm7, ymm7, ymm6
  vmovaps ymm9, ymmword ptr [rip+0x11d8]  ; 0x1420
  vaddpd ymm8, ymm8, ymm9
  vaddpd ymm7, ymm7, ymm9
  vmulpd ymm8, ymm8, ymm5
  vmulpd ymm7, ymm7, ymm6
  vmovaps ymm9, ymmword ptr [rip+0x11de]  ; 0x1440
  vaddpd ymm8, ymm8, ymm9
  vaddpd ymm7, ymm7, ymm9
  vmulpd ymm8, ymm8, ymm5
  vmulpd ymm7, ymm7, ymm6
  vmovaps ymm9, ymmword ptr [rip+0x11e4]  ; 0x1460
  vaddpd ymm8, ymm8, ymm9
  vaddpd ymm7, ymm7, ymm9
  vmulpd ymm8, ymm8, ymm5
  vmulpd ymm7, ymm7, ymm6
  vmovaps ymm9, ymmword ptr [rip+0x11ea]  ; 0x1480
  vaddpd ymm8, ymm8, ymm9
  vaddpd ymm7, ymm7, ymm9
  vmulpd ymm5, ymm8, ymm5
  vmulpd ymm6, ymm7, ymm6
  vaddpd ymm5, ymm5, ymm10
  vaddpd ymm6, ymm6, ymm10
  vmovaps ymm7, ymmword ptr [rip+0x11e6]  ; 0x14a0
  vaddpd ymm0, ymm0, ymm7
  vaddpd ymm3, ymm3, ymm7
  vmovaps ymm8, ymmword ptr [rip+0x11d6]  ; 0x14a0
  vpsubq ymm0, ymm0, ymm8
  vpsubq ymm3, ymm3, ymm8
  vpsrlq ymm9, ymm0, 1
  vpsrlq ymm7, ymm3, 1
  vpsrlq ymm8, ymm0, 0x3f
  vpsrlq ymm10, ymm3, 0x3f
  vxorps xmm15, xmm15, xmm15
  vpsubq ymm8, ymm15, ymm8
  vxorps xmm15, xmm15, xmm15
  vpsubq ymm10, ymm15, ymm10
  vpsllq ymm8, ymm8, 0x3f
  vpsllq ymm10, ymm10, 0x3f
  vpor ymm8, ymm9, ymm8
  vpor ymm7, ymm7, ymm10
  vmovaps ymm9, ymmword ptr [rip+0x11a6]  ; 0x14c0
  vpaddq ymm10, ymm8, ymm9
  vpaddq ymm9, ymm7, ymm9
  vpsllq ymm10, ymm10, 0x34
  vpsllq ymm9, ymm9, 0x34
  vmulpd ymm5, ymm5, ymm10
  vmulpd ymm6, ymm6, ymm9
  vpsubq ymm0, ymm0, ymm8
  vpsubq ymm3, ymm3, ymm7
  vmovaps ymm9, ymmword ptr [rip+0x1175]  ; 0x14c0
  vpaddq ymm0, ymm0, ymm9
  vpaddq ymm3, ymm3, ymm9
  vpsllq ymm0, ymm0, 0x34
  vpsllq ymm3, ymm3, 0x34
  vmulpd ymm0, ymm5, ymm0
  vmulpd ymm3, ymm6, ymm3
  vcmppd ymm5, ymm11, ymm11, 4
  vcmppd ymm6, ymm12, ymm12, 4
  vblendvpd ymm0, ymm0, ymm11, ymm5
  vblendvpd ymm3, ymm3, ymm12, ymm6
  vcvtpd2ps xmm0, ymm0
  vcvtpd2ps xmm3, ymm3
  vinsertf128 ymm0, ymm0, xmm3, 1
  mov r11, qword ptr [rsp+0x450]
  vmovdqu ymmword ptr [r11+rdi*4], ymm0
  vcmppd ymm0, ymm1, ymm11, 1
  vcmppd ymm3, ymm1, ymm12, 1
  vextractf128 xmm5, ymm0, 1
  vextractf128 xmm6, ymm3, 1
  vpackssdw xmm0, xmm0, xmm5
  vpackssdw xmm3, xmm3, xmm6
  vpackssdw xmm0, xmm0, xmm3
  vpacksswb xmm0, xmm0, xmm0
  vpabsb xmm0, xmm0
  vmovaps ymm3, ymmword ptr [rip+0x1110]  ; 0x14e0
  vcmppd ymm5, ymm11, ymm3, 1
  vcmppd ymm6, ymm12, ymm3, 1
  vextractf128 xmm7, ymm5, 1
  vextractf128 xmm8, ymm6, 1
  vpackssdw xmm5, xmm5, xmm7
  vpackssdw xmm6, xmm6, xmm8
  vpackssdw xmm5, xmm5, xmm6
  vpacksswb xmm5, xmm5, xmm5
  vpabsb xmm5, xmm5
  vpand xmm0, xmm0, xmm5
  vpextrb ebx, xmm0, 0
  vmovq xmm5, qword ptr [rip+0x1612]  ; 0x1a20
  test bl, bl
  je .Lwhere3
  vmovaps xmm5, xmm11
.Lwhere3:
  vpextrb r12d, xmm0, 1
  vshufpd xmm6, xmm11, xmm11, 1
  vmovq xmm7, qword ptr [rip+0x15f6]  ; 0x1a20
  test r12b, r12b
  je .Lwhere4
  vmovaps xmm7, xmm6
.Lwhere4:
  vpextrb r13d, xmm0, 2
  vextractf128 xmm6, ymm11, 1
  vmovq xmm8, qword ptr [rip+0x15d9]  ; 0x1a20
  test r13b, r13b
  je .Lwhere5
  vmovaps xmm8, xmm6
.Lwhere5:
  vpextrb r14d, xmm0, 3
  vextractf128 xmm6, ymm11, 1
  vshufpd xmm6, xmm6, xmm6, 1
  vmovq xmm10, qword ptr [rip+0x15b7]  ; 0x1a20
  test r14b, r14b
  je .Lwhere6
  vmovaps xmm10, xmm6
.Lwhere6:
  vpextrb r15d, xmm0, 4
  vmovq xmm6, qword ptr [rip+0x15a0]  ; 0x1a20
  test r15b, r15b
  je .Lwhere7
  vmovaps xmm6, xmm12
.Lwhere7:
  vpextrb ecx, xmm0, 5
  vshufpd xmm3, xmm12, xmm12, 1
  vmovq xmm9, qword ptr [rip+0x1583]  ; 0x1a20
  test cl, cl
  je .Lwhere8
  vmovaps xmm9, xmm3
.Lwhere8:
  vpextrb eax, xmm0, 6
  vextractf128 xmm3, ymm12, 1
  vmovaps ymmword ptr [rsp], ymm11
  vmovq xmm11, qword ptr [rip+0x1562]  ; 0x1a20
  test al, al
  je .Lwhere9
  vmovaps xmm11, xmm3
.Lwhere9:
  vpextrb r8d, xmm0, 7
  vextractf128 xmm0, ymm12, 1
  vshufpd xmm0, xmm0, xmm0, 1
  vmovq xmm3, qword ptr [rip+0x1541]  ; 0x1a20
  test r8b, r8b
  je .Lwhere10
  vmovaps xmm3, xmm0
.Lwhere10:
  vunpcklpd xmm0, xmm5, xmm7
  vunpcklpd xmm5, xmm8, xmm10
  vinsertf128 ymm0, ymm0, xmm5, 1
  vunpcklpd xmm5, xmm6, xmm9
  vunpcklpd xmm3, xmm11, xmm3
  vinsertf128 ymm3, ymm5, xmm3, 1
  vmovaps ymm5, ymmword ptr [rip+0x1032]  ; 0x1540
  vmulpd ymm6, ymm0, ymm5
  vmulpd ymm7, ymm3, ymm5
  vmovaps ymm8, ymmword ptr [rip+0x1002]  ; 0x1520
  vcmppd ymm9, ymm0, ymm8, 1
  vcmppd ymm10, ymm3, ymm8, 1
  vblendvpd ymm6, ymm0, ymm6, ymm9
  vblendvpd ymm7, ymm3, ymm7, ymm10
  vmovaps ymm9, ymmword ptr [rip+0x1022]  ; 0x1560
  vpand ymm10, ymm6, ymm9
  vpand ymm11, ymm7, ymm9
  vmovaps ymm5, ymmword ptr [rip+0xe10]  ; 0x1360
  vpor ymm10, ymm10, ymm5
  vpor ymm11, ymm11, ymm5
  vmulpd ymm9, ymm10, ymm4
  vmulpd ymm5, ymm11, ymm4
  vmovaps ymm8, ymmword ptr [rip+0xf98]  ; 0x1500
  vcmppd ymm8, ymm8, ymm10, 1
  vmovaps ymmword ptr [rsp+0x20], ymm12
  vmovaps ymm15, ymmword ptr [rip+0xf84]  ; 0x1500
  vcmppd ymm12, ymm15, ymm11, 1
  vblendvpd ymm8, ymm10, ymm9, ymm8
  vblendvpd ymm5, ymm11, ymm5, ymm12
  vmovaps ymm9, ymmword ptr [rip+0xdca]  ; 0x1360
  vsubpd ymm8, ymm8, ymm9
  vsubpd ymm5, ymm5, ymm9
  vmulpd ymm12, ymm8, ymm8
  vmulpd ymm9, ymm5, ymm5
  vmulpd ymm12, ymm12, ymm4
  vmulpd ymm9, ymm9, ymm4
  vmovaps ymmword ptr [rsp+0xe0], ymm11
  vsubpd ymm11, ymm8, ymm12
  vmovaps ymmword ptr [rsp+0xc0], ymm10
  vsubpd ymm10, ymm5, ymm9
  vpand ymm11, ymm11, ymmword ptr [rip+0xfab]  ; 0x1580
  vpand ymm10, ymm10, ymmword ptr [rip+0xfa3]  ; 0x1580
  vmovaps ymmword ptr [rsp+0x60], ymm3
  vsubpd ymm3, ymm8, ymm11
  vmovaps ymmword ptr [rsp+0x40], ymm0
  vsubpd ymm0, ymm5, ymm10
  vsubpd ymm3, ymm3, ymm12
  vsubpd ymm0, ymm0, ymm9
  vmovaps ymmword ptr [rsp+0xa0], ymm7
  vaddpd ymm7, ymm8, ymmword ptr [rip+0xf92]  ; 0x15a0
  vmovaps ymmword ptr [rsp+0x80], ymm6
  vaddpd ymm6, ymm5, ymmword ptr [rip+0xf81]  ; 0x15a0
  vdivpd ymm7, ymm8, ymm7
  vdivpd ymm5, ymm5, ymm6
  vmulpd ymm6, ymm7, ymm7
  vmulpd ymm8, ymm5, ymm5
  vmovaps ymmword ptr [rsp+0x120], ymm10
  vmovaps ymm15, ymmword ptr [rip+0xf80]  ; 0x15c0
  vmulpd ymm10, ymm15, ymm6
  vmovaps ymmword ptr [rsp+0x100], ymm11
  vmovaps ymm15, ymmword ptr [rip+0xf6b]  ; 0x15c0
  vmulpd ymm11, ymm15, ymm8
  vaddpd ymm10, ymm10, ymmword ptr [rip+0xf7e]  ; 0x15e0
  vaddpd ymm11, ymm11, ymmword ptr [rip+0xf76]  ; 0x15e0
  vmulpd ymm10, ymm10, ymm6
  vmulpd ymm11, ymm11, ymm8
  vaddpd ymm10, ymm10, ymmword ptr [rip+0xf85]  ; 0x1600
  vaddpd ymm11, ymm11, ymmword ptr [rip+0xf7d]  ; 0x1600
  vmulpd ymm10, ymm10, ymm6
  vmulpd ymm11, ymm11, ymm8
  vaddpd ymm10, ymm10, ymmword ptr [rip+0xf8c]  ; 0x1620
  vaddpd ymm11, ymm11, ymmword ptr [rip+0xf84]  ; 0x1620
  vmulpd ymm10, ymm10, ymm6
  vmulpd ymm11, ymm11, ymm8
  vaddpd ymm10, ymm10, ymmword ptr [rip+0xf93]  ; 0x1640
  vaddpd ymm11, ymm11, ymmword ptr [rip+0xf8b]  ; 0x1640
  vmulpd ymm10, ymm10, ymm6
  vmulpd ymm11, ymm11, ymm8
  vaddpd ymm10, ymm10, ymmword ptr [rip+0xf9a]  ; 0x1660
  vaddpd ymm11, ymm11, ymmword ptr [rip+0xf92]  ; 0x1660
  vmulpd ymm6, ymm6, ymm10
  vmulpd ymm8, ymm8, ymm11
  vaddpd ymm6, ymm12, ymm6
  vaddpd ymm8, ymm9, ymm8
  vmulpd ymm6, ymm7, ymm6
  vmulpd ymm5, ymm5, ymm8
  vaddpd ymm3, ymm3, ymm6
  vaddpd ymm0, ymm0, ymm5
  vmovaps ymm11, ymmword ptr [rsp+0x100]
  vaddpd ymm5, ymm3, ymm11
  vmovaps ymm10, ymmword ptr [rsp+0x120]
  vaddpd ymm6, ymm0, ymm10
  vmovaps ymm7, ymmword ptr [rip+0xf6a]  ; 0x1680
  vmulpd ymm5, ymm5, ymm7
  vmulpd ymm6, ymm6, ymm7
  vmovaps ymm8, ymmword ptr [rip+0xf7a]  ; 0x16a0
  vmulpd ymm3, ymm3, ymm8
  vmulpd ymm0, ymm0, ymm8
  vaddpd ymm3, ymm5, ymm3
  vaddpd ymm0, ymm6, ymm0
  vmovaps ymm6, ymmword ptr [rsp+0x80]
  vpsrlq ymm5, ymm6, 0x34
  vmovaps ymm9, ymmword ptr [rsp+0xa0]
  vpsrlq ymm12, ymm9, 0x34
  vpsrlq ymm6, ymm6, 0x3f
  vpsrlq ymm9, ymm9, 0x3f
  vxorps xmm7, xmm7, xmm7
  vpsubq ymm6, ymm7, ymm6
  vpsubq ymm9, ymm7, ymm9
  vpsllq ymm6, ymm6, 0xc
  vpsllq ymm9, ymm9, 0xc
  vpor ymm5, ymm5, ymm6
  vpor ymm6, ymm12, ymm9
  vmovaps ymm9, ymmword ptr [rip+0xd37]  ; 0x14c0
  vpsubq ymm5, ymm5, ymm9
  vpsubq ymm6, ymm6, ymm9
  vpextrq rdx, xmm5, 0
  vxorpd xmm12, xmm12, xmm12
  vcvtsi2sd xmm12, xmm12, rdx
  vpextrq rdx, xmm5, 1
  vxorpd xmm7, xmm7, xmm7
  vcvtsi2sd xmm7, xmm7, rdx
  vextractf128 xmm9, ymm5, 1
  vpextrq rdx, xmm9, 0
  vxorpd xmm9, xmm9, xmm9
  vcvtsi2sd xmm9, xmm9, rdx
  vextractf128 xmm5, ymm5, 1
  vpextrq rdx, xmm5, 1
  vxorpd xmm5, xmm5, xmm5
  vcvtsi2sd xmm5, xmm5, rdx
  vpextrq rdx, xmm6, 0
  vxorpd xmm8, xmm8, xmm8
  vcvtsi2sd xmm8, xmm8, rdx
  vpextrq rdx, xmm6, 1
  vxorpd xmm10, xmm10, xmm10
  vcvtsi2sd xmm10, xmm10, rdx
  vextractf128 xmm11, ymm6, 1
  vpextrq rdx, xmm11, 0
  vxorpd xmm11, xmm11, xmm11
  vcvtsi2sd xmm11, xmm11, rdx
  vextractf128 xmm6, ymm6, 1
  vpextrq rdx, xmm6, 1
  vxorpd xmm6, xmm6, xmm6
  vcvtsi2sd xmm6, xmm6, rdx
  vunpcklpd xmm7, xmm12, xmm7
  vunpcklpd xmm5, xmm9, xmm5
  vinsertf128 ymm5, ymm7, xmm5, 1
  vunpcklpd xmm7, xmm8, xmm10
  vunpcklpd xmm6, xmm11, xmm6
  vinsertf128 ymm6, ymm7, xmm6, 1
  vmovaps ymm8, ymmword ptr [rip+0xcd3]  ; 0x1520
  vmovaps ymm7, ymmword ptr [rsp+0x40]
  vcmppd ymm7, ymm7, ymm8, 1
  vmovaps ymm9, ymmword ptr [rsp+0x60]
  vcmppd ymm9, ymm9, ymm8, 1
  vmovaps ymm10, ymmword ptr [rip+0xe53]  ; 0x16c0
  vblendvpd ymm7, ymm1, ymm10, ymm7
  vblendvpd ymm9, ymm1, ymm10, ymm9
  vsubpd ymm5, ymm5, ymm7
  vsubpd ymm6, ymm6, ymm9
  vmovaps ymm7, ymmword ptr [rip+0xc76]  ; 0x1500
  vcmppd ymm9, ymm7, ymmword ptr [rsp+0xc0], 1
  vcmppd ymm11, ymm7, ymmword ptr [rsp+0xe0], 1
  vmovaps ymm12, ymmword ptr [rip+0xaba]  ; 0x1360
  vblendvpd ymm9, ymm1, ymm12, ymm9
  vblendvpd ymm11, ymm1, ymm12, ymm11
  vaddpd ymm5, ymm5, ymm9
  vaddpd ymm6, ymm6, ymm11
  vmovaps ymm9, ymmword ptr [rip+0xddc]  ; 0x16a0
  vmovaps ymm11, ymmword ptr [rsp+0x100]
  vmulpd ymm11, ymm11, ymm9
  vmovaps ymm7, ymmword ptr [rsp+0x120]
  vmulpd ymm7, ymm7, ymm9
  vaddpd ymm8, ymm5, ymm11
  vaddpd ymm9, ymm6, ymm7
  vsubpd ymm5, ymm5, ymm8
  vsubpd ymm6, ymm6, ymm9
  vaddpd ymm5, ymm5, ymm11
  vaddpd ymm6, ymm6, ymm7
  vaddpd ymm3, ymm3, ymm5
  vaddpd ymm0, ymm0, ymm6
  vaddpd ymm3, ymm3, ymm8
  vaddpd ymm0, ymm0, ymm9
  vmovaps ymm5, ymmword ptr [rip+0xbca]  ; 0x14e0
  vmovaps ymm11, ymmword ptr [rsp]
  vcmppd ymm6, ymm11, ymm5, 0
  vmovaps ymm7, ymmword ptr [rsp+0x20]
  vcmppd ymm8, ymm7, ymm5, 0
  vmovaps ymm9, ymmword ptr [rip+0xdcd]  ; 0x1700
  vblendvpd ymm6, ymm9, ymm5, ymm6
  vblendvpd ymm8, ymm9, ymm5, ymm8
  vcmppd ymm10, ymm11, ymm1, 0
  vcmppd ymm9, ymm7, ymm1, 0
  vmovaps ymm12, ymmword ptr [rip+0xd8f]  ; 0x16e0
  vblendvpd ymm6, ymm6, ymm12, ymm10
  vblendvpd ymm8, ymm8, ymm12, ymm9
  vmovaps xmm9, xmm6
  test bl, bl
  je .Lwhere11
  vmovaps xmm9, xmm3
.Lwhere11:
  vshufpd xmm10, xmm3, xmm3, 1
  vshufpd xmm12, xmm6, xmm6, 1
  test r12b, r12b
  je .Lwhere12
  vmovaps xmm12, xmm10
.Lwhere12:
  vextractf128 xmm10, ymm3, 1
  vextractf128 xmm5, ymm6, 1
  test r13b, r13b
  je .Lwhere13
  vmovaps xmm5, xmm10
.Lwhere13:
  vextractf128 xmm3, ymm3, 1
  vshufpd xmm3, xmm3, xmm3, 1
  vextractf128 xmm6, ymm6, 1
  vshufpd xmm6, xmm6, xmm6, 1
  test r14b, r14b
  je .Lwhere14
  vmovaps xmm6, xmm3
.Lwhere14:
  vmovaps xmm3, xmm8
  test r15b, r15b
  je .Lwhere15
  vmovaps xmm3, xmm0
.Lwhere15:
  vshufpd xmm10, xmm0, xmm0, 1
  vshufpd xmm7, xmm8, xmm8, 1
  test cl, cl
  je .Lwhere16
  vmovaps xmm7, xmm10
.Lwhere16:
  vextractf128 xmm10, ymm0, 1
  vextractf128 xmm11, ymm8, 1
  test al, al
  je .Lwhere17
  vmovaps xmm11, xmm10
.Lwhere17:
  vextractf128 xmm0, ymm0, 1
  vshufpd xmm0, xmm0, xmm0, 1
  vextractf128 xmm8, ymm8, 1
  vshufpd xmm8, xmm8, xmm8, 1
  test r8b, r8b
  je .Lwhere18
  vmovaps xmm8, xmm0
.Lwhere18:
  vunpcklpd xmm0, xmm9, xmm12
  vunpcklpd xmm5, xmm5, xmm6
  vinsertf128 ymm0, ymm0, xmm5, 1
  vunpcklpd xmm3, xmm3, xmm7
  vunpcklpd xmm5, xmm11, xmm8
  vinsertf128 ymm3, ymm3, xmm5, 1
  vcvtpd2ps xmm0, ymm0
  vcvtpd2ps xmm3, ymm3
  vinsertf128 ymm0, ymm0, xmm3, 1
  mov rdx, qword ptr [rsp+0x458]
  vmovdqu ymmword ptr [rdx+rdi*4], ymm0
  vmovaps ymm0, ymmword ptr [rip+0xf99]  ; 0x19e0
  vmovaps ymm11, ymmword ptr [rsp]
  vxorpd ymm3, ymm11, ymm0
  vmovaps ymm7, ymmword ptr [rsp+0x20]
  vxorpd ymm0, ymm7, ymm0
  vcmppd ymm5, ymm11, ymm1, 1
  vcmppd ymm6, ymm7, ymm1, 1
  vblendvpd ymm3, ymm11, ymm3, ymm5
  vblendvpd ymm0, ymm7, ymm0, ymm6
  vmovaps ymm5, ymmword ptr [rip+0xa68]  ; 0x14e0
  vcmppd ymm6, ymm3, ymm5, 1
  vcmppd ymm8, ymm0, ymm5, 1
  vblendvpd ymm6, ymm1, ymm11, ymm6
  vblendvpd ymm8, ymm1, ymm7, ymm8
  vmovaps ymm9, ymmword ptr [rip+0xcaa]  ; 0x1740
  vmulpd ymm10, ymm6, ymm9
  vmulpd ymm12, ymm8, ymm9
  vroundpd ymm9, ymm10, 0xb
  vroundpd ymm5, ymm12, 0xb
  vsubpd ymm10, ymm10, ymm9
  vsubpd ymm12, ymm12, ymm5
  vcmppd ymm7, ymm4, ymm10, 1
  vcmppd ymm11, ymm4, ymm12, 1
  vblendvpd ymm7, ymm1, ymmword ptr [rip+0x895], ymm7  ; 0x1360
  vblendvpd ymm11, ymm1, ymmword ptr [rip+0x88b], ymm11  ; 0x1360
  vaddpd ymm7, ymm9, ymm7
  vaddpd ymm5, ymm5, ymm11
  vmovaps ymm9, ymmword ptr [rip+0x89a]  ; 0x1380
  vcmppd ymm10, ymm10, ymm9, 1
  vcmppd ymm11, ymm12, ymm9, 1
  vmovaps ymm12, ymmword ptr [rip+0x866]  ; 0x1360
  vblendvpd ymm10, ymm1, ymm12, ymm10
  vblendvpd ymm11, ymm1, ymm12, ymm11
  vsubpd ymm7, ymm7, ymm10
  vsubpd ymm5, ymm5, ymm11
  vmovaps ymm10, ymmword ptr [rip+0xc48]  ; 0x1760
  vmulpd ymm11, ymm7, ymm10
  vmulpd ymm9, ymm5, ymm10
  vroundpd ymm11, ymm11, 0xb
  vroundpd ymm9, ymm9, 0xb
  vmovaps ymm10, ymmword ptr [rip+0xc4a]  ; 0x1780
  vmulpd ymm11, ymm11, ymm10
  vmulpd ymm9, ymm9, ymm10
  vsubpd ymm11, ymm7, ymm11
  vsubpd ymm9, ymm5, ymm9
  vaddpd ymm12, ymm11, ymm10
  vaddpd ymm10, ymm9, ymm10
  vmovaps ymmword ptr [rsp+0x160], ymm0
  vcmppd ymm0, ymm11, ymm1, 1
  vmovaps ymmword ptr [rsp+0x140], ymm3
  vcmppd ymm3, ymm9, ymm1, 1
  vblendvpd ymm0, ymm11, ymm12, ymm0
  vblendvpd ymm3, ymm9, ymm10, ymm3
  vmovaps ymm12, ymmword ptr [rip+0x7dc]  ; 0x1360
  vcmppd ymm9, ymm0, ymm12, 0
  vcmppd ymm10, ymm3, ymm12, 0
  vextractf128 xmm11, ymm9, 1
  vextractf128 xmm12, ymm10, 1
  vpackssdw xmm9, xmm9, xmm11
  vpackssdw xmm10, xmm10, xmm12
  vpackssdw xmm9, xmm9, xmm10
  vpacksswb xmm9, xmm9, xmm9
  vpabsb xmm9, xmm9
  vmovaps ymm10, ymmword ptr [rip+0xbe3]  ; 0x17a0
  vcmppd ymm11, ymm0, ymm10, 0
  vcmppd ymm12, ymm3, ymm10, 0
  vextractf128 xmm10, ymm11, 1
  vmovaps ymmword ptr [rsp+0x1a0], ymm3
  vextractf128 xmm3, ymm12, 1
  vpackssdw xmm10, xmm11, xmm10
  vpackssdw xmm3, xmm12, xmm3
  vpackssdw xmm3, xmm10, xmm3
  vpacksswb xmm3, xmm3, xmm3
  vpabsb xmm3, xmm3
  vpor xmm3, xmm9, xmm3
  vpextrb eax, xmm3, 0
  vmovaps ymm9, ymmword ptr [rip+0xbba]  ; 0x17c0
  vmulpd ymm10, ymm7, ymm9
  vmulpd ymm11, ymm5, ymm9
  vsubpd ymm6, ymm6, ymm10
  vsubpd ymm8, ymm8, ymm11
  vmovaps ymm10, ymmword ptr [rip+0xbbe]  ; 0x17e0
  vmulpd ymm11, ymm7, ymm10
  vmulpd ymm12, ymm5, ymm10
  vsubpd ymm9, ymm6, ymm11
  vsubpd ymm10, ymm8, ymm12
  vmovaps ymmword ptr [rsp+0x180], ymm0
  vmulpd ymm0, ymm7, ymmword ptr [rip+0xbb9]  ; 0x1800
  vmovaps xmmword ptr [rsp+0x3c0], xmm3
  vmulpd ymm3, ymm5, ymmword ptr [rip+0xba8]  ; 0x1800
  vmovaps ymmword ptr [rsp+0x1e0], ymm0
  vsubpd ymm0, ymm9, ymm0
  vmovaps ymmword ptr [rsp+0x200], ymm3
  vsubpd ymm3, ymm10, ymm3
  vmulpd ymm7, ymm7, ymmword ptr [rip+0xba6]  ; 0x1820
  vmulpd ymm5, ymm5, ymmword ptr [rip+0xb9e]  ; 0x1820
  vmovaps ymmword ptr [rsp+0x240], ymm7
  vsubpd ymm7, ymm0, ymm7
  vmovaps ymmword ptr [rsp+0x260], ymm5
  vsubpd ymm5, ymm3, ymm5
  vmovaps ymmword ptr [rsp+0x2a0], ymm5
  vsubpd ymm5, ymm9, ymm6
  vmovaps ymmword ptr [rsp+0x280], ymm7
  vsubpd ymm7, ymm10, ymm8
  vmovaps ymmword ptr [rsp+0x220], ymm3
  vsubpd ymm3, ymm9, ymm5
  vmovaps ymmword ptr [rsp+0x1c0], ymm10
  vsubpd ymm10, ymm10, ymm7
  vsubpd ymm3, ymm6, ymm3
  vsubpd ymm6, ymm8, ymm10
  vmovaps ymm8, ymmword ptr [rip+0xcfe]  ; 0x19e0
  vxorpd ymm10, ymm11, ymm8
  vxorpd ymm8, ymm12, ymm8
  vsubpd ymm5, ymm10, ymm5
  vsubpd ymm7, ymm8, ymm7
  vaddpd ymm3, ymm3, ymm5
  vaddpd ymm5, ymm6, ymm7
  vaddpd ymm3, ymm1, ymm3
  vaddpd ymm5, ymm1, ymm5
  vsubpd ymm6, ymm0, ymm9
  vmovaps ymm10, ymmword ptr [rsp+0x1c0]
  vmovaps ymm7, ymmword ptr [rsp+0x220]
  vsubpd ymm8, ymm7, ymm10
  vsubpd ymm11, ymm0, ymm6
  vsubpd ymm12, ymm7, ymm8
  vsubpd ymm9, ymm9, ymm11
  vsubpd ymm10, ymm10, ymm12
  vmovaps ymm11, ymmword ptr [rip+0xca5]  ; 0x19e0
  vmovaps ymm12, ymmword ptr [rsp+0x1e0]
  vxorpd ymm12, ymm12, ymm11
  vmovaps ymm15, ymmword ptr [rsp+0x200]
  vxorpd ymm11, ymm15, ymm11
  vsubpd ymm6, ymm12, ymm6
  vsubpd ymm8, ymm11, ymm8
  vaddpd ymm6, ymm9, ymm6
  vaddpd ymm8, ymm10, ymm8
  vaddpd ymm3, ymm3, ymm6
  vaddpd ymm5, ymm5, ymm8
  vmovaps ymm6, ymmword ptr [rsp+0x280]
  vsubpd ymm8, ymm6, ymm0
  vmovaps ymm9, ymmword ptr [rsp+0x2a0]
  vsubpd ymm10, ymm9, ymm7
  vsubpd ymm11, ymm6, ymm8
  vsubpd ymm12, ymm9, ymm10
  vsubpd ymm0, ymm0, ymm11
  vsubpd ymm7, ymm7, ymm12
  vmovaps ymm11, ymmword ptr [rip+0xc38]  ; 0x19e0
  vmovaps ymm12, ymmword ptr [rsp+0x240]
  vxorpd ymm12, ymm12, ymm11
  vmovaps ymm15, ymmword ptr [rsp+0x260]
  vxorpd ymm11, ymm15, ymm11
  vsubpd ymm8, ymm12, ymm8
  vsubpd ymm10, ymm11, ymm10
  vaddpd ymm0, ymm0, ymm8
  vaddpd ymm7, ymm7, ymm10
  vaddpd ymm0, ymm3, ymm0
  vaddpd ymm3, ymm5, ymm7
  vaddpd ymm5, ymm6, ymm0
  vaddpd ymm7, ymm9, ymm3
  vmovaps ymm12, ymmword ptr [rip+0x570]  ; 0x1360
  vminpd ymm8, ymm12, ymm5
  vminpd ymm10, ymm12, ymm7
  vmovaps ymm11, ymmword ptr [rip+0xa40]  ; 0x1840
  vcmppd ymm12, ymm5, ymm11, 1
  vcmppd ymm11, ymm7, ymm11, 1
  vblendvpd ymm8, ymm8, ymmword ptr [rip+0xa2a], ymm12  ; 0x1840
  vmovaps ymm12, ymmword ptr [rip+0xa22]  ; 0x1840
  vblendvpd ymm10, ymm10, ymm12, ymm11
  vmulpd ymm11, ymm8, ymm8
  vmulpd ymm12, ymm10, ymm10
  vmulpd ymm9, ymm11, ymm4
  vmulpd ymm6, ymm12, ymm4
  vmovaps ymmword ptr [rsp+0x2e0], ymm10
  vmovaps ymm15, ymmword ptr [rip+0x519]  ; 0x1360
  vsubpd ymm10, ymm15, ymm9
  vmovaps ymmword ptr [rsp+0x2c0], ymm8
  vmovaps ymm15, ymmword ptr [rip+0x503]  ; 0x1360
  vsubpd ymm8, ymm15, ymm6
  vmovaps ymmword ptr [rsp+0x300], ymm10
  vmovaps ymm15, ymmword ptr [rip+0x4ee]  ; 0x1360
  vsubpd ymm10, ymm15, ymm10
  vmovaps ymmword ptr [rsp+0x320], ymm8
  vmovaps ymm15, ymmword ptr [rip+0x4d8]  ; 0x1360
  vsubpd ymm8, ymm15, ymm8
  vsubpd ymm9, ymm10, ymm9
  vsubpd ymm6, ymm8, ymm6
  vmulpd ymm8, ymm11, ymm11
  vmulpd ymm10, ymm12, ymm12
  vmovaps ymmword ptr [rsp+0x360], ymm6
  vmovaps ymm15, ymmword ptr [rip+0x9af]  ; 0x1860
  vmulpd ymm6, ymm15, ymm11
  vmovaps ymmword ptr [rsp+0x340], ymm9
  vmovaps ymm15, ymmword ptr [rip+0x999]  ; 0x1860
  vmulpd ymm9, ymm15, ymm12
  vaddpd ymm6, ymm6, ymmword ptr [rip+0x9ac]  ; 0x1880
  vaddpd ymm9, ymm9, ymmword ptr [rip+0x9a4]  ; 0x1880
  vmulpd ymm6, ymm6, ymm11
  vmulpd ymm9, ymm9, ymm12
  vaddpd ymm6, ymm6, ymmword ptr [rip+0x9b2]  ; 0x18a0
  vaddpd ymm9, ymm9, ymmword ptr [rip+0x9aa]  ; 0x18a0
  vmulpd ymm6, ymm6, ymm11
  vmulpd ymm9, ymm9, ymm12
  vaddpd ymm6, ymm6, ymmword ptr [rip+0x9b8]  ; 0x18c0
  vaddpd ymm9, ymm9, ymmword ptr [rip+0x9b0]  ; 0x18c0
  vmulpd ymm6, ymm6, ymm11
  vmulpd ymm9, ymm9, ymm12
  vaddpd ymm6, ymm6, ymmword ptr [rip+0x9be]  ; 0x18e0
  vaddpd ymm9, ymm9, ymmword ptr [rip+0x9b6]  ; 0x18e0
  vmulpd ymm6, ymm8, ymm6
  vmulpd ymm8, ymm10, ymm9
  vsubpd ymm5, ymm5, ymmword ptr [rsp+0x280]
  vsubpd ymm7, ymm7, ymmword ptr [rsp+0x2a0]
  vsubpd ymm0, ymm0, ymm5
  vsubpd ymm3, ymm3, ymm7
  vmovaps ymm5, ymmword ptr [rip+0x9cb]  ; 0x1920
  vminpd ymm7, ymm5, ymm0
  vminpd ymm9, ymm5, ymm3
  vmovaps ymm10, ymmword ptr [rip+0x99b]  ; 0x1900
  vcmppd ymm0, ymm0, ymm10, 1
  vcmppd ymm3, ymm3, ymm10, 1
  vblendvpd ymm0, ymm7, ymm10, ymm0
  vblendvpd ymm3, ymm9, ymm10, ymm3
  vmovaps ymm7, ymmword ptr [rsp+0x2c0]
  vmulpd ymm9, ymm7, ymm0
  vmovaps ymm10, ymmword ptr [rsp+0x2e0]
  vmulpd ymm5, ymm10, ymm3
  vsubpd ymm6, ymm6, ymm9
  vsubpd ymm5, ymm8, ymm5
  vmovaps ymm9, ymmword ptr [rsp+0x340]
  vaddpd ymm6, ymm9, ymm6
  vmovaps ymm8, ymmword ptr [rsp+0x360]
  vaddpd ymm5, ymm8, ymm5
  vmovaps ymm8, ymmword ptr [rsp+0x300]
  vaddpd ymm6, ymm8, ymm6
  vmovaps ymm8, ymmword ptr [rsp+0x320]
  vaddpd ymm5, ymm8, ymm5
  vmulpd ymm8, ymm0, ymm4
  vmulpd ymm9, ymm3, ymm4
  vmulpd ymm7, ymm11, ymm7
  vmulpd ymm10, ymm12, ymm10
  vmovaps ymmword ptr [rsp+0x3a0], ymm5
  vmovaps ymm15, ymmword ptr [rip+0x94a]  ; 0x1940
  vmulpd ymm5, ymm15, ymm11
  vmovaps ymmword ptr [rsp+0x380], ymm6
  vmovaps ymm15, ymmword ptr [rip+0x934]  ; 0x1940
  vmulpd ymm6, ymm15, ymm12
  vaddpd ymm5, ymm5, ymmword ptr [rip+0x947]  ; 0x1960
  vaddpd ymm6, ymm6, ymmword ptr [rip+0x93f]  ; 0x1960
  vmulpd ymm5, ymm5, ymm11
  vmulpd ymm6, ymm6, ymm12
  vaddpd ymm5, ymm5, ymmword ptr [rip+0x94d]  ; 0x1980
  vaddpd ymm6, ymm6, ymmword ptr [rip+0x945]  ; 0x1980
  vmulpd ymm5, ymm5, ymm11
  vmulpd ymm6, ymm6, ymm12
  vaddpd ymm5, ymm5, ymmword ptr [rip+0x953]  ; 0x19a0
  vaddpd ymm6, ymm6, ymmword ptr [rip+0x94b]  ; 0x19a0
  vmulpd ymm5, ymm7, ymm5
  vmulpd ymm6, ymm10, ymm6
  vsubpd ymm5, ymm8, ymm5
  vsubpd ymm6, ymm9, ymm6
  vmulpd ymm5, ymm11, ymm5
  vmulpd ymm6, ymm12, ymm6
  vsubpd ymm0, ymm5, ymm0
  vsubpd ymm3, ymm6, ymm3
  vmovaps ymm5, ymmword ptr [rip+0x943]  ; 0x19c0
  vmulpd ymm6, ymm7, ymm5
  vmulpd ymm7, ymm10, ymm5
  vsubpd ymm0, ymm0, ymm6
  vsubpd ymm3, ymm3, ymm7
  vmovaps ymm7, ymmword ptr [rsp+0x2c0]
  vsubpd ymm0, ymm7, ymm0
  vmovaps ymm10, ymmword ptr [rsp+0x2e0]
  vsubpd ymm3, ymm10, ymm3
  vmovaps xmm6, xmm0
  test al, al
  vmovaps ymm7, ymmword ptr [rsp+0x380]
  je .Lwhere19
  vmovaps xmm6, xmm7
.Lwhere19:
  vmovaps xmm8, xmmword ptr [rsp+0x3c0]
  vpextrb eax, xmm8, 1
  vshufpd xmm9, xmm7, xmm7, 1
  vshufpd xmm10, xmm0, xmm0, 1
  test al, al
  je .Lwhere20
  vmovaps xmm10, xmm9
.Lwhere20:
  vpextrb eax, xmm8, 2
  vextractf128 xmm9, ymm7, 1
  vextractf128 xmm11, ymm0, 1
  test al, al
  je .Lwhere21
  vmovaps xmm11, xmm9
.Lwhere21:
  vpextrb eax, xmm8, 3
  vextractf128 xmm7, ymm7, 1
  vshufpd xmm7, xmm7, xmm7, 1
  vextractf128 xmm0, ymm0, 1
  vshufpd xmm0, xmm0, xmm0, 1
  test al, al
  je .Lwhere22
  vmovaps xmm0, xmm7
.Lwhere22:
  vpextrb eax, xmm8, 4
  vmovaps xmm7, xmm3
  test al, al
  vmovaps ymm9, ymmword ptr [rsp+0x3a0]
  je .Lwhere23
  vmovaps xmm7, xmm9
.Lwhere23:
  vpextrb eax, xmm8, 5
  vshufpd xmm12, xmm9, xmm9, 1
  vshufpd xmm5, xmm3, xmm3, 1
  test al, al
  je .Lwhere24
  vmovaps xmm5, xmm12
.Lwhere24:
  vpextrb eax, xmm8, 6
  vextractf128 xmm12, ymm9, 1
  vextractf128 xmm9, ymm3, 1
  test al, al
  je .Lwhere25
  vmovaps xmm9, xmm12
.Lwhere25:
  vpextrb eax, xmm8, 7
  vmovaps ymm8, ymmword ptr [rsp+0x3a0]
  vextractf128 xmm8, ymm8, 1
  vshufpd xmm8, xmm8, xmm8, 1
  vextractf128 xmm3, ymm3, 1
  vshufpd xmm3, xmm3, xmm3, 1
  test al, al
  je .Lwhere26
  vmovaps xmm3, xmm8
.Lwhere26:
  vunpcklpd xmm6, xmm6, xmm10
  vunpcklpd xmm0, xmm11, xmm0
  vinsertf128 ymm0, ymm6, xmm0, 1
  vunpcklpd xmm5, xmm7, xmm5
  vunpcklpd xmm3, xmm9, xmm3
  vinsertf128 ymm3, ymm5, xmm3, 1
  vmovaps ymm5, ymmword ptr [rip+0x821]  ; 0x19e0
  vxorpd ymm6, ymm0, ymm5
  vxorpd ymm5, ymm3, ymm5
  vmovaps ymm7, ymmword ptr [rip+0x551]  ; 0x1720
  vcmppd ymm8, ymm7, ymmword ptr [rsp+0x180], 1
  vcmppd ymm9, ymm7, ymmword ptr [rsp+0x1a0], 1
  vblendvpd ymm0, ymm0, ymm6, ymm8
  vblendvpd ymm3, ymm3, ymm5, ymm9
  vmovaps ymm11, ymmword ptr [rsp]
  vcmppd ymm5, ymm11, ymm1, 0
  vmovaps ymm6, ymmword ptr [rsp+0x20]
  vcmppd ymm8, ymm6, ymm1, 0
  vblendvpd ymm0, ymm0, ymm11, ymm5
  vblendvpd ymm3, ymm3, ymm6, ymm8
  vmovaps ymm5, ymmword ptr [rip+0x2c8]  ; 0x14e0
  vmovaps ymm6, ymmword ptr [rsp+0x140]
  vcmppd ymm6, ymm6, ymm5, 1
  vmovaps ymm8, ymmword ptr [rsp+0x160]
  vcmppd ymm8, ymm8, ymm5, 1
  vmovaps ymm9, ymmword ptr [rip+0x4c4]  ; 0x1700
  vblendvpd ymm0, ymm9, ymm0, ymm6
  vblendvpd ymm3, ymm9, ymm3, ymm8
  vcvtpd2ps xmm0, ymm0
  vcvtpd2ps xmm3, ymm3
  vinsertf128 ymm0, ymm0, xmm3, 1
  mov r8, qword ptr [rsp+0x460]
  vmovdqu ymmword ptr [r8+rdi*4], ymm0
  add esi, 1
  cmp esi, 4
  jl .Lloop1
.Ldone2:
  vmovaps xmm6, xmmword ptr [rsp+0x3d0]
  vmovaps xmm7, xmmword ptr [rsp+0x3e0]
  vmovaps xmm8, xmmword ptr [rsp+0x3f0]
  vmovaps xmm9, xmmword ptr [rsp+0x400]
  vmovaps xmm10, xmmword ptr [rsp+0x410]
  vmovaps xmm11, xmmword ptr [rsp+0x420]
  vmovaps xmm12, xmmword ptr [rsp+0x430]
  vmovaps xmm15, xmmword ptr [rsp+0x440]
  lea rsp, [rbp-0x38]
  pop rsi
  pop rdi
  pop rbx
  pop r15
  pop r14
  pop r13
  pop r12
  pop rbp
  vzeroupper
  ret
; constant pool (read-only, after the code)
;   0x12e0: 3e7b5253d395e7c4 3e7b5253d395e7c4 3e7b5253d395e7c4 3e7b5253d395e7c4
;   0x1300: c090e00000000000 c090e00000000000 c090e00000000000 c090e00000000000
;   0x1320: 4090180000000000 4090180000000000 4090180000000000 4090180000000000
;   0x1340: 3fe0000000000000 3fe0000000000000 3fe0000000000000 3fe0000000000000
;   0x1360: 3ff0000000000000 3ff0000000000000 3ff0000000000000 3ff0000000000000
;   0x1380: bfe0000000000000 bfe0000000000000 bfe0000000000000 bfe0000000000000
;   0x13a0: 3eb62c0223a5c824 3eb62c0223a5c824 3eb62c0223a5c824 3eb62c0223a5c824
;   0x13c0: 3eeffcbfc588b0c7 3eeffcbfc588b0c7 3eeffcbfc588b0c7 3eeffcbfc588b0c7
;   0x13e0: 3f2430912f86c787 3f2430912f86c787 3f2430912f86c787 3f2430912f86c787
;   0x1400: 3f55d87fe78a6731 3f55d87fe78a6731 3f55d87fe78a6731 3f55d87fe78a6731
;   0x1420: 3f83b2ab6fba4e77 3f83b2ab6fba4e77 3f83b2ab6fba4e77 3f83b2ab6fba4e77
;   0x1440: 3fac6b08d704a0c0 3fac6b08d704a0c0 3fac6b08d704a0c0 3fac6b08d704a0c0
;   0x1460: 3fcebfbdff82c58f 3fcebfbdff82c58f 3fcebfbdff82c58f 3fcebfbdff82c58f
;   0x1480: 3fe62e42fefa39ef 3fe62e42fefa39ef 3fe62e42fefa39ef 3fe62e42fefa39ef
;   0x14a0: 4338000000000000 4338000000000000 4338000000000000 4338000000000000
;   0x14c0: 00000000000003ff 00000000000003ff 00000000000003ff 00000000000003ff
;   0x14e0: 7ff0000000000000 7ff0000000000000 7ff0000000000000 7ff0000000000000
;   0x1500: 3ff6a09e667f3bcd 3ff6a09e667f3bcd 3ff6a09e667f3bcd 3ff6a09e667f3bcd
;   0x1520: 0010000000000000 0010000000000000 0010000000000000 0010000000000000
;   0x1540: 4350000000000000 4350000000000000 4350000000000000 4350000000000000
;   0x1560: 000fffffffffffff 000fffffffffffff 000fffffffffffff 000fffffffffffff
;   0x1580: ffffffff00000000 ffffffff00000000 ffffffff00000000 ffffffff00000000
;   0x15a0: 4000000000000000 4000000000000000 4000000000000000 4000000000000000
;   0x15c0: 3fc3b13b13b13b14 3fc3b13b13b13b14 3fc3b13b13b13b14 3fc3b13b13b13b14
;   0x15e0: 3fc745d1745d1746 3fc745d1745d1746 3fc745d1745d1746 3fc745d1745d1746
;   0x1600: 3fcc71c71c71c71c 3fcc71c71c71c71c 3fcc71c71c71c71c 3fcc71c71c71c71c
;   0x1620: 3fd2492492492492 3fd2492492492492 3fd2492492492492 3fd2492492492492
;   0x1640: 3fd999999999999a 3fd999999999999a 3fd999999999999a 3fd999999999999a
;   0x1660: 3fe5555555555555 3fe5555555555555 3fe5555555555555 3fe5555555555555
;   0x1680: 3de705fc2eefa200 3de705fc2eefa200 3de705fc2eefa200 3de705fc2eefa200
;   0x16a0: 3ff7154765200000 3ff7154765200000 3ff7154765200000 3ff7154765200000
;   0x16c0: 404b000000000000 404b000000000000 404b000000000000 404b000000000000
;   0x16e0: fff0000000000000 fff0000000000000 fff0000000000000 fff0000000000000
;   0x1700: 7ff8000000000000 7ff8000000000000 7ff8000000000000 7ff8000000000000
;   0x1720: 3ff8000000000000 3ff8000000000000 3ff8000000000000 3ff8000000000000
;   0x1740: 3fe45f306dc9c883 3fe45f306dc9c883 3fe45f306dc9c883 3fe45f306dc9c883
;   0x1760: 3fd0000000000000 3fd0000000000000 3fd0000000000000 3fd0000000000000
;   0x1780: 4010000000000000 4010000000000000 4010000000000000 4010000000000000
;   0x17a0: 4008000000000000 4008000000000000 4008000000000000 4008000000000000
;   0x17c0: 3ff921fb40000000 3ff921fb40000000 3ff921fb40000000 3ff921fb40000000
;   0x17e0: 3e74442d00000000 3e74442d00000000 3e74442d00000000 3e74442d00000000
;   0x1800: 3cf8469880000000 3cf8469880000000 3cf8469880000000 3cf8469880000000
;   0x1820: 3b78cc51701b839a 3b78cc51701b839a 3b78cc51701b839a 3b78cc51701b839a
;   0x1840: bff0000000000000 bff0000000000000 bff0000000000000 bff0000000000000
;   0x1860: 3e21eed8eff8d898 3e21eed8eff8d898 3e21eed8eff8d898 3e21eed8eff8d898
;   0x1880: be927e4fb7789f5c be927e4fb7789f5c be927e4fb7789f5c be927e4fb7789f5c
;   0x18a0: 3efa01a01a01a01a 3efa01a01a01a01a 3efa01a01a01a01a 3efa01a01a01a01a
;   0x18c0: bf56c16c16c16c17 bf56c16c16c16c17 bf56c16c16c16c17 bf56c16c16c16c17
;   0x18e0: 3fa5555555555555 3fa5555555555555 3fa5555555555555 3fa5555555555555
;   0x1900: bd70000000000000 bd70000000000000 bd70000000000000 bd70000000000000
;   0x1920: 3d70000000000000 3d70000000000000 3d70000000000000 3d70000000000000
;   0x1940: be5ae64567f544e4 be5ae64567f544e4 be5ae64567f544e4 be5ae64567f544e4
;   0x1960: 3ec71de3a556c734 3ec71de3a556c734 3ec71de3a556c734 3ec71de3a556c734
;   0x1980: bf2a01a01a01a01a bf2a01a01a01a01a bf2a01a01a01a01a bf2a01a01a01a01a
;   0x19a0: 3f81111111111111 3f81111111111111 3f81111111111111 3f81111111111111
;   0x19c0: bfc5555555555555 bfc5555555555555 bfc5555555555555 bfc5555555555555
;   0x19e0: 8000000000000000 8000000000000000 8000000000000000 8000000000000000
;   0x1a00: 3e7b5253d395e7c4
;   0x1a08: c090e00000000000
;   0x1a10: 4090180000000000
;   0x1a18: 3fe0000000000000
;   0x1a20: 3ff0000000000000
;   0x1a28: bfe0000000000000
;   0x1a30: 3eb62c0223a5c824
;   0x1a38: 3eeffcbfc588b0c7
;   0x1a40: 3f2430912f86c787
;   0x1a48: 3f55d87fe78a6731
;   0x1a50: 3f83b2ab6fba4e77
;   0x1a58: 3fac6b08d704a0c0
;   0x1a60: 3fcebfbdff82c58f
;   0x1a68: 3fe62e42fefa39ef
;   0x1a70: 4338000000000000
;   0x1a78: 7ff0000000000000
;   0x1a80: 3ff6a09e667f3bcd
;   0x1a88: 0010000000000000
;   0x1a90: 4350000000000000
;   0x1a98: 4000000000000000
;   0x1aa0: 3fc3b13b13b13b14
;   0x1aa8: 3fc745d1745d1746
;   0x1ab0: 3fcc71c71c71c71c
;   0x1ab8: 3fd2492492492492
;   0x1ac0: 3fd999999999999a
;   0x1ac8: 3fe5555555555555
;   0x1ad0: 3de705fc2eefa200
;   0x1ad8: 3ff7154765200000
;   0x1ae0: 404b000000000000
;   0x1ae8: fff0000000000000
;   0x1af0: 7ff8000000000000
;   0x1af8: 3ff8000000000000
;   0x1b00: 3fe45f306dc9c883
;   0x1b08: 3fd0000000000000
;   0x1b10: 4010000000000000
;   0x1b18: 4008000000000000
;   0x1b20: 3ff921fb40000000
;   0x1b28: 3e74442d00000000
;   0x1b30: 3cf8469880000000
;   0x1b38: 3b78cc51701b839a
;   0x1b40: bff0000000000000
;   0x1b48: 3e21eed8eff8d898
;   0x1b50: be927e4fb7789f5c
;   0x1b58: 3efa01a01a01a01a
;   0x1b60: bf56c16c16c16c17
;   0x1b68: 3fa5555555555555
;   0x1b70: bd70000000000000
;   0x1b78: 3d70000000000000
;   0x1b80: be5ae64567f544e4
;   0x1b88: 3ec71de3a556c734
;   0x1b90: bf2a01a01a01a01a
;   0x1b98: 3f81111111111111
;   0x1ba0: bfc5555555555555
