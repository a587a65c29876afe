; x86 backend, target x86-64-v3; regenerate: python tools/regen_golden.py
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
  sub rsp, 0x300
  mov qword ptr [rsp+0x2d8], rdx
  vxorps xmm1, xmm1, xmm1
  vmovaps ymm2, ymmword ptr [rip+0x1114]  ; 0x1140
  vmovaps ymm4, ymmword ptr [rip+0x114c]  ; 0x1180
  xor eax, eax
  mov qword ptr [rsp+0x2d0], rdi
  mov qword ptr [rsp+0x2e0], rcx
.Lloop1:
  mov r11, qword ptr [rsp+0x2e0]
  vmovdqu ymm12, ymmword ptr [r11+rax*4]
  vcvtps2pd ymm11, xmm12
  vextractf128 xmm12, ymm12, 1
  vcvtps2pd ymm12, xmm12
  vcmppd ymm10, ymm11, ymm11, 4
  vcmppd ymm9, ymm12, ymm12, 4
  vblendvpd ymm10, ymm11, ymm1, ymm10
  vblendvpd ymm9, ymm12, ymm1, ymm9
  vmovaps ymm15, ymmword ptr [rip+0x10dc]  ; 0x1160
  vminpd ymm8, ymm15, ymm10
  vmovaps ymm15, ymmword ptr [rip+0x10cf]  ; 0x1160
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
  vblendvpd ymm5, ymm1, ymmword ptr [rip+0x10ca], ymm5  ; 0x11a0
  vblendvpd ymm3, ymm1, ymmword ptr [rip+0x10c0], ymm3  ; 0x11a0
  vaddpd ymm5, ymm9, ymm5
  vaddpd ymm3, ymm10, ymm3
  vcmppd ymm0, ymm0, ymmword ptr [rip+0x10cf], 1  ; 0x11c0
  vcmppd ymm6, ymm6, ymmword ptr [rip+0x10c6], 1  ; 0x11c0
  vblendvpd ymm0, ymm1, ymmword ptr [rip+0x109c], ymm0  ; 0x11a0
  vblendvpd ymm6, ymm1, ymmword ptr [rip+0x1092], ymm6  ; 0x11a0
  vsubpd ymm0, ymm5, ymm0
  vsubpd ymm3, ymm3, ymm6
  vsubpd ymm5, ymm8, ymm0
  vsubpd ymm6, ymm7, ymm3
  vmulpd ymm8, ymm5, ymmword ptr [rip+0xffa]  ; 0x1120
  vmulpd ymm7, ymm6, ymmword ptr [rip+0xff2]  ; 0x1120
  vaddpd ymm8, ymm8, ymmword ptr [rip+0x10aa]  ; 0x11e0
  vaddpd ymm7, ymm7, ymmword ptr [rip+0x10a2]  ; 0x11e0
  vmulpd ymm8, ymm8, ymm5
  vmulpd ymm7, ymm7, ymm6
  vaddpd ymm8, ymm8, ymmword ptr [rip+0x10b2]  ; 0x1200
  vaddpd ymm7, ymm7, ymmword ptr [rip+0x10aa]  ; 0x1200
  vmulpd ymm8, ymm8, ymm5
  vmulpd ymm7, ymm7, ymm6
  vaddpd ymm8, ymm8, ymmword ptr [rip+0x10ba]  ; 0x1220
  vaddpd ymm7, ymm7, ymmword ptr [rip+0x10b2]  ; 0x1220
  vmulpd ymm8, ymm8, ymm5
  vmulpd ymm7, ymm7, ymm6
  vaddpd ymm8, ymm8, ymmword ptr [rip+0x10c2]  ; 0x1240
  vaddpd ymm7, ymm7, ymmword ptr [rip+0x10ba]  ; 0x1240
  vmulpd ymm8, ymm8, ymm5
  vmulpd ymm7, ymm7, ymm6
  vaddpd ymm8, ymm8, ymmword ptr [rip+0x10ca]  ; 0x1260
  vaddpd ymm7, ymm7, ymmword ptr [rip+0x10c2]  ; 0x1260
  vmulpd ymm8, ymm8, ymm5
  vmulpd ymm7, ymm7, ymm6
  vaddpd ymm8, ymm8, ymmword ptr [rip+0x10d2]  ; 0x1280
  vaddpd ymm7, ymm7, ymmword ptr [rip+0x10ca]  ; 0x1280
  vmulpd ymm8, ymm8, ymm5
  vmulpd ymm7, ymm7, ymm6
  vaddpd ymm8, ymm8, ymmword ptr [rip+0x10da]  ; 0x12a0
  vaddpd ymm7, ymm7, ymmword ptr [rip+0x10d2]  ; 0x12a0
  vmulpd ymm8, ymm8, ymm5
  vmulpd ymm7, ymm7, ymm6
  vaddpd ymm8, ymm8, ymmword ptr [rip+0x10e2]  ; 0x12c0
  vaddpd ymm7, ymm7, ymmword ptr [rip+0x10da]  ; 0x12c0
  vmulpd ymm5, ymm8, ymm5
  vmulpd ymm6, ymm7, ymm6
  vaddpd ymm5, ymm5, ymmword ptr [rip+0xfaa]  ; 0x11a0
  vaddpd ymm6, ymm6, ymmword ptr [rip+0xfa2]  ; 0x11a0
  vaddpd ymm0, ymm0, ymmword ptr [rip+0x10da]  ; 0x12e0
  vaddpd ymm3, ymm3, ymmword ptr [rip+0x10d2]  ; 0x12e0
  vpsubq ymm0, ymm0, ymmword ptr [rip+0x10ca]  ; 0x12e0
  vpsubq ymm3, ymm3, ymmword ptr [rip+0x10c2]  ; 0x12e0
  vpsrlq ymm9, ymm0, 0x3f
  vpsrlq ymm7, ymm3, 0x3f
  vxorps xmm8, xmm8, xmm8
  vpsubq ymm9, ymm8, ymm9
  vpsubq ymm7, ymm8, ymm7
  vpsllq ymm9, ymm9, 0x3f
  vpsllq ymm7, ymm7, 0x3f
  vpsrlq ymm8, ymm0, 1
  vpsrlq ymm10, ymm3, 1
  vpor ymm8, ymm8, ymm9
  vpor ymm7, ymm10, ymm7
  vpaddq ymm10, ymm8, ymmword ptr [rip+0x10a4]  ; 0x1300
  vpaddq ymm9, ymm7, ymmword ptr [rip+0x109c]  ; 0x1300
  vpsllq ymm10, ymm10, 0x34
  vpsllq ymm9, ymm9, 0x34
  vmulpd ymm5, ymm5, ymm10
  vmulpd ymm6, ymm6, ymm9
  vpsubq ymm0, ymm0, ymm8
  vpsubq ymm3, ymm3, ymm7
  vpaddq ymm0, ymm0, ymmword ptr [rip+0x1075]  ; 0x1300
  vpaddq ymm3, ymm3, ymmword ptr [rip+0x106d]  ; 0x1300
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
  mov r11, qword ptr [rsp+0x2d0]
  vmovdqu ymmword ptr [r11+rax*4], ymm0
  vcmppd ymm0, ymm1, ymm11, 1
  vcmppd ymm3, ymm1, ymm12, 1
  vextractf128 xmm5, ymm0, 1
  vextractf128 xmm6, ymm3, 1
  vpackssdw xmm0, xmm0, xmm5
  vpackssdw xmm3, xmm3, xmm6
  vpackssdw xmm0, xmm0, xmm3
  vpacksswb xmm0, xmm0, xmm0
  vpabsb xmm0, xmm0
  vcmppd ymm5, ymm11, ymmword ptr [rip+0x1011], 1  ; 0x1320
  vcmppd ymm6, ymm12, ymmword ptr [rip+0x1008], 1  ; 0x1320
  vextractf128 xmm7, ymm5, 1
  vextractf128 xmm8, ymm6, 1
  vpackssdw xmm5, xmm5, xmm7
  vpackssdw xmm6, xmm6, xmm8
  vpackssdw xmm5, xmm5, xmm6
  vpacksswb xmm5, xmm5, xmm5
  vpabsb xmm5, xmm5
  vpand xmm0, xmm0, xmm5
  vpextrb r8d, xmm0, 0
  vmovq xmm5, qword ptr [rip+0x14f4]  ; 0x1840
  test r8b, r8b
  je .Lwhere3
  vmovaps xmm5, xmm11
.Lwhere3:
  vpextrb ebx, xmm0, 1
  vshufpd xmm6, xmm11, xmm11, 1
  vmovq xmm7, qword ptr [rip+0x14d7]  ; 0x1840
  test bl, bl
  je .Lwhere4
  vmovaps xmm7, xmm6
.Lwhere4:
  vpextrb r12d, xmm0, 2
  vextractf128 xmm6, ymm11, 1
  vmovq xmm8, qword ptr [rip+0x14bb]  ; 0x1840
  test r12b, r12b
  je .Lwhere5
  vmovaps xmm8, xmm6
.Lwhere5:
  vpextrb r13d, xmm0, 3
  vextractf128 xmm6, ymm11, 1
  vshufpd xmm6, xmm6, xmm6, 1
  vmovq xmm10, qword ptr [rip+0x1499]  ; 0x1840
  test r13b, r13b
  je .Lwhere6
  vmovaps xmm10, xmm6
.Lwhere6:
  vpextrb r14d, xmm0, 4
  vmovq xmm6, qword ptr [rip+0x1482]  ; 0x1840
  test r14b, r14b
  je .Lwhere7
  vmovaps xmm6, xmm12
.Lwhere7:
  vpextrb r15d, xmm0, 5
  vshufpd xmm3, xmm12, xmm12, 1
  vmovq xmm9, qword ptr [rip+0x1465]  ; 0x1840
  test r15b, r15b
  je .Lwhere8
  vmovaps xmm9, xmm3
.Lwhere8:
  vpextrb edi, xmm0, 6
  vextractf128 xmm3, ymm12, 1
  vmovaps ymmword ptr [rsp], ymm11
  vmovq xmm11, qword ptr [rip+0x1443]  ; 0x1840
  test dil, dil
  je .Lwhere9
  vmovaps xmm11, xmm3
.Lwhere9:
  vpextrb ecx, xmm0, 7
  vextractf128 xmm0, ymm12, 1
  vshufpd xmm0, xmm0, xmm0, 1
  vmovq xmm3, qword ptr [rip+0x1421]  ; 0x1840
  test cl, cl
  je .Lwhere10
  vmovaps xmm3, xmm0
.Lwhere10:
  vunpcklpd xmm0, xmm5, xmm7
  vunpcklpd xmm5, xmm8, xmm10
  vinsertf128 ymm0, ymm0, xmm5, 1
  vunpcklpd xmm5, xmm6, xmm9
  vunpcklpd xmm3, xmm11, xmm3
  vinsertf128 ymm3, ymm5, xmm3, 1
  vmulpd ymm6, ymm0, ymmword ptr [rip+0xf33]  ; 0x1380
  vmulpd ymm7, ymm3, ymmword ptr [rip+0xf2b]  ; 0x1380
  vcmppd ymm9, ymm0, ymmword ptr [rip+0xf02], 1  ; 0x1360
  vcmppd ymm10, ymm3, ymmword ptr [rip+0xef9], 1  ; 0x1360
  vblendvpd ymm6, ymm0, ymm6, ymm9
  vblendvpd ymm7, ymm3, ymm7, ymm10
  vpand ymm10, ymm6, ymmword ptr [rip+0xf25]  ; 0x13a0
  vpand ymm11, ymm7, ymmword ptr [rip+0xf1d]  ; 0x13a0
  vpor ymm10, ymm10, ymmword ptr [rip+0xd15]  ; 0x11a0
  vpor ymm11, ymm11, ymmword ptr [rip+0xd0d]  ; 0x11a0
  vmulpd ymm9, ymm10, ymm4
  vmulpd ymm5, ymm11, ymm4
  vcmppd ymm8, ymm10, ymmword ptr [rip+0xe9c], 0xe  ; 0x1340
  vmovaps ymmword ptr [rsp+0x20], ymm12
  vcmppd ymm12, ymm11, ymmword ptr [rip+0xe8d], 0xe  ; 0x1340
  vblendvpd ymm8, ymm10, ymm9, ymm8
  vblendvpd ymm5, ymm11, ymm5, ymm12
  vsubpd ymm8, ymm8, ymmword ptr [rip+0xcd9]  ; 0x11a0
  vsubpd ymm5, ymm5, ymmword ptr [rip+0xcd1]  ; 0x11a0
  vaddpd ymm9, ymm8, ymmword ptr [rip+0xf09]  ; 0x13e0
  vaddpd ymm12, ymm5, ymmword ptr [rip+0xf01]  ; 0x13e0
  vdivpd ymm9, ymm8, ymm9
  vdivpd ymm12, ymm5, ymm12
  vmovaps ymmword ptr [rsp+0xa0], ymm11
  vmulpd ymm11, ymm9, ymm9
  vmovaps ymmword ptr [rsp+0x80], ymm10
  vmulpd ymm10, ymm12, ymm12
  vmovaps ymmword ptr [rsp+0x60], ymm3
  vmulpd ymm3, ymm11, ymmword ptr [rip+0xeed]  ; 0x1400
  vmovaps ymmword ptr [rsp+0x40], ymm0
  vmulpd ymm0, ymm10, ymmword ptr [rip+0xedf]  ; 0x1400
  vaddpd ymm3, ymm3, ymmword ptr [rip+0xef7]  ; 0x1420
  vaddpd ymm0, ymm0, ymmword ptr [rip+0xeef]  ; 0x1420
  vmulpd ymm3, ymm3, ymm11
  vmulpd ymm0, ymm0, ymm10
  vaddpd ymm3, ymm3, ymmword ptr [rip+0xefd]  ; 0x1440
  vaddpd ymm0, ymm0, ymmword ptr [rip+0xef5]  ; 0x1440
  vmulpd ymm3, ymm3, ymm11
  vmulpd ymm0, ymm0, ymm10
  vaddpd ymm3, ymm3, ymmword ptr [rip+0xf03]  ; 0x1460
  vaddpd ymm0, ymm0, ymmword ptr [rip+0xefb]  ; 0x1460
  vmulpd ymm3, ymm3, ymm11
  vmulpd ymm0, ymm0, ymm10
  vaddpd ymm3, ymm3, ymmword ptr [rip+0xf09]  ; 0x1480
  vaddpd ymm0, ymm0, ymmword ptr [rip+0xf01]  ; 0x1480
  vmulpd ymm3, ymm3, ymm11
  vmulpd ymm0, ymm0, ymm10
  vaddpd ymm3, ymm3, ymmword ptr [rip+0xf0f]  ; 0x14a0
  vaddpd ymm0, ymm0, ymmword ptr [rip+0xf07]  ; 0x14a0
  vmulpd ymm3, ymm11, ymm3
  vmulpd ymm0, ymm10, ymm0
  vmulpd ymm10, ymm8, ymm8
  vmulpd ymm11, ymm5, ymm5
  vmulpd ymm10, ymm10, ymm4
  vmulpd ymm11, ymm11, ymm4
  vaddpd ymm3, ymm10, ymm3
  vaddpd ymm0, ymm11, ymm0
  vmulpd ymm3, ymm9, ymm3
  vmulpd ymm0, ymm12, ymm0
  vsubpd ymm9, ymm8, ymm10
  vsubpd ymm12, ymm5, ymm11
  vpand ymm9, ymm9, ymmword ptr [rip+0xdec]  ; 0x13c0
  vpand ymm12, ymm12, ymmword ptr [rip+0xde4]  ; 0x13c0
  vsubpd ymm8, ymm8, ymm9
  vsubpd ymm5, ymm5, ymm12
  vsubpd ymm8, ymm8, ymm10
  vsubpd ymm5, ymm5, ymm11
  vaddpd ymm3, ymm8, ymm3
  vaddpd ymm0, ymm5, ymm0
  vaddpd ymm5, ymm3, ymm9
  vaddpd ymm8, ymm0, ymm12
  vmulpd ymm5, ymm5, ymmword ptr [rip+0xeb6]  ; 0x14c0
  vmulpd ymm8, ymm8, ymmword ptr [rip+0xeae]  ; 0x14c0
  vmulpd ymm3, ymm3, ymmword ptr [rip+0xec6]  ; 0x14e0
  vmulpd ymm0, ymm0, ymmword ptr [rip+0xebe]  ; 0x14e0
  vaddpd ymm3, ymm5, ymm3
  vaddpd ymm0, ymm8, ymm0
  vpsrlq ymm5, ymm6, 0x3f
  vpsrlq ymm8, ymm7, 0x3f
  vxorps xmm10, xmm10, xmm10
  vpsubq ymm5, ymm10, ymm5
  vpsubq ymm8, ymm10, ymm8
  vpsllq ymm5, ymm5, 0xc
  vpsllq ymm8, ymm8, 0xc
  vpsrlq ymm6, ymm6, 0x34
  vpsrlq ymm7, ymm7, 0x34
  vpor ymm5, ymm6, ymm5
  vpor ymm6, ymm7, ymm8
  vpsubq ymm5, ymm5, ymmword ptr [rip+0xc98]  ; 0x1300
  vpsubq ymm6, ymm6, ymmword ptr [rip+0xc90]  ; 0x1300
  vpextrq rdx, xmm5, 0
  vxorpd xmm8, xmm8, xmm8
  vcvtsi2sd xmm8, xmm8, rdx
  vpextrq rdx, xmm5, 1
  vxorpd xmm10, xmm10, xmm10
  vcvtsi2sd xmm10, xmm10, rdx
  vextractf128 xmm7, ymm5, 1
  vpextrq rdx, xmm7, 0
  vxorpd xmm7, xmm7, xmm7
  vcvtsi2sd xmm7, xmm7, rdx
  vextractf128 xmm5, ymm5, 1
  vpextrq rdx, xmm5, 1
  vxorpd xmm5, xmm5, xmm5
  vcvtsi2sd xmm5, xmm5, rdx
  vpextrq rdx, xmm6, 0
  vxorpd xmm11, xmm11, xmm11
  vcvtsi2sd xmm11, xmm11, rdx
  vpextrq rdx, xmm6, 1
  vmovaps ymmword ptr [rsp+0xe0], ymm0
  vxorpd xmm0, xmm0, xmm0
  vcvtsi2sd xmm0, xmm0, rdx
  vmovaps ymmword ptr [rsp+0xc0], ymm3
  vextractf128 xmm3, ymm6, 1
  vpextrq rdx, xmm3, 0
  vxorpd xmm3, xmm3, xmm3
  vcvtsi2sd xmm3, xmm3, rdx
  vextractf128 xmm6, ymm6, 1
  vpextrq rdx, xmm6, 1
  vxorpd xmm6, xmm6, xmm6
  vcvtsi2sd xmm6, xmm6, rdx
  vunpcklpd xmm8, xmm8, xmm10
  vunpcklpd xmm5, xmm7, xmm5
  vinsertf128 ymm5, ymm8, xmm5, 1
  vunpcklpd xmm0, xmm11, xmm0
  vunpcklpd xmm3, xmm3, xmm6
  vinsertf128 ymm0, ymm0, xmm3, 1
  vmovaps ymm3, ymmword ptr [rsp+0x40]
  vcmppd ymm3, ymm3, ymmword ptr [rip+0xc1f], 1  ; 0x1360
  vmovaps ymm6, ymmword ptr [rsp+0x60]
  vcmppd ymm6, ymm6, ymmword ptr [rip+0xc10], 1  ; 0x1360
  vblendvpd ymm3, ymm1, ymmword ptr [rip+0xda6], ymm3  ; 0x1500
  vblendvpd ymm6, ymm1, ymmword ptr [rip+0xd9c], ymm6  ; 0x1500
  vsubpd ymm3, ymm5, ymm3
  vsubpd ymm0, ymm0, ymm6
  vmovaps ymm10, ymmword ptr [rsp+0x80]
  vcmppd ymm6, ymm10, ymmword ptr [rip+0xbc2], 0xe  ; 0x1340
  vmovaps ymm11, ymmword ptr [rsp+0xa0]
  vcmppd ymm10, ymm11, ymmword ptr [rip+0xbb0], 0xe  ; 0x1340
  vblendvpd ymm6, ymm1, ymmword ptr [rip+0xa06], ymm6  ; 0x11a0
  vblendvpd ymm10, ymm1, ymmword ptr [rip+0x9fc], ymm10  ; 0x11a0
  vaddpd ymm3, ymm3, ymm6
  vaddpd ymm0, ymm0, ymm10
  vmulpd ymm9, ymm9, ymmword ptr [rip+0xd2b]  ; 0x14e0
  vmulpd ymm10, ymm12, ymmword ptr [rip+0xd23]  ; 0x14e0
  vaddpd ymm12, ymm3, ymm9
  vaddpd ymm5, ymm0, ymm10
  vsubpd ymm3, ymm3, ymm12
  vsubpd ymm0, ymm0, ymm5
  vaddpd ymm3, ymm3, ymm9
  vaddpd ymm0, ymm0, ymm10
  vaddpd ymm3, ymm3, ymmword ptr [rsp+0xc0]
  vaddpd ymm0, ymm0, ymmword ptr [rsp+0xe0]
  vaddpd ymm3, ymm3, ymm12
  vaddpd ymm0, ymm0, ymm5
  vmovaps ymm9, ymmword ptr [rsp]
  vcmppd ymm10, ymm9, ymmword ptr [rip+0xb1d], 0  ; 0x1320
  vmovaps ymm12, ymmword ptr [rsp+0x20]
  vcmppd ymm8, ymm12, ymmword ptr [rip+0xb0e], 0  ; 0x1320
  vmovaps ymm6, ymmword ptr [rip+0xd26]  ; 0x1540
  vblendvpd ymm10, ymm6, ymmword ptr [rip+0xafc], ymm10  ; 0x1320
  vblendvpd ymm8, ymm6, ymmword ptr [rip+0xaf2], ymm8  ; 0x1320
  vcmppd ymm7, ymm9, ymm1, 0
  vcmppd ymm6, ymm12, ymm1, 0
  vblendvpd ymm7, ymm10, ymmword ptr [rip+0xcde], ymm7  ; 0x1520
  vblendvpd ymm6, ymm8, ymmword ptr [rip+0xcd4], ymm6  ; 0x1520
  vmovaps xmm8, xmm7
  test r8b, r8b
  je .Lwhere11
  vmovaps xmm8, xmm3
.Lwhere11:
  vshufpd xmm10, xmm3, xmm3, 1
  vshufpd xmm11, xmm7, xmm7, 1
  test bl, bl
  je .Lwhere12
  vmovaps xmm11, xmm10
.Lwhere12:
  vextractf128 xmm10, ymm3, 1
  vextractf128 xmm5, ymm7, 1
  test r12b, r12b
  je .Lwhere13
  vmovaps xmm5, xmm10
.Lwhere13:
  vextractf128 xmm3, ymm3, 1
  vshufpd xmm3, xmm3, xmm3, 1
  vextractf128 xmm7, ymm7, 1
  vshufpd xmm7, xmm7, xmm7, 1
  test r13b, r13b
  je .Lwhere14
  vmovaps xmm7, xmm3
.Lwhere14:
  vmovaps xmm3, xmm6
  test r14b, r14b
  je .Lwhere15
  vmovaps xmm3, xmm0
.Lwhere15:
  vshufpd xmm10, xmm0, xmm0, 1
  vshufpd xmm12, xmm6, xmm6, 1
  test r15b, r15b
  je .Lwhere16
  vmovaps xmm12, xmm10
.Lwhere16:
  vextractf128 xmm10, ymm0, 1
  vextractf128 xmm9, ymm6, 1
  test dil, dil
  je .Lwhere17
  vmovaps xmm9, xmm10
.Lwhere17:
  vextractf128 xmm0, ymm0, 1
  vshufpd xmm0, xmm0, xmm0, 1
  vextractf128 xmm6, ymm6, 1
  vshufpd xmm6, xmm6, xmm6, 1
  test cl, cl
  je .Lwhere18
  vmovaps xmm6, xmm0
.Lwhere18:
  vunpcklpd xmm0, xmm8, xmm11
  vunpcklpd xmm5, xmm5, xmm7
  vinsertf128 ymm0, ymm0, xmm5, 1
  vunpcklpd xmm3, xmm3, xmm12
  vunpcklpd xmm5, xmm9, xmm6
  vinsertf128 ymm3, ymm3, xmm5, 1
  vcvtpd2ps xmm0, ymm0
  vcvtpd2ps xmm3, ymm3
  vinsertf128 ymm0, ymm0, xmm3, 1
  vmovdqu ymmword ptr [rsi+rax*4], ymm0
  vmovaps ymm0, ymmword ptr [rip+0xef2]  ; 0x1820
  vmovaps ymm9, ymmword ptr [rsp]
  vxorpd ymm3, ymm9, ymm0
  vmovaps ymm12, ymmword ptr [rsp+0x20]
  vxorpd ymm0, ymm12, ymm0
  vcmppd ymm5, ymm9, ymm1, 1
  vcmppd ymm6, ymm12, ymm1, 1
  vblendvpd ymm3, ymm9, ymm3, ymm5
  vblendvpd ymm0, ymm12, ymm0, ymm6
  vcmppd ymm6, ymm3, ymmword ptr [rip+0x9c0], 1  ; 0x1320
  vcmppd ymm7, ymm0, ymmword ptr [rip+0x9b7], 1  ; 0x1320
  vblendvpd ymm6, ymm1, ymm9, ymm6
  vblendvpd ymm7, ymm1, ymm12, ymm7
  vmulpd ymm10, ymm6, ymmword ptr [rip+0xc03]  ; 0x1580
  vmulpd ymm11, ymm7, ymmword ptr [rip+0xbfb]  ; 0x1580
  vroundpd ymm8, ymm10, 0xb
  vroundpd ymm5, ymm11, 0xb
  vsubpd ymm10, ymm10, ymm8
  vsubpd ymm11, ymm11, ymm5
  vcmppd ymm12, ymm4, ymm10, 1
  vcmppd ymm9, ymm4, ymm11, 1
  vblendvpd ymm12, ymm1, ymmword ptr [rip+0x7f0], ymm12  ; 0x11a0
  vblendvpd ymm9, ymm1, ymmword ptr [rip+0x7e6], ymm9  ; 0x11a0
  vaddpd ymm8, ymm8, ymm12
  vaddpd ymm5, ymm5, ymm9
  vcmppd ymm10, ymm10, ymmword ptr [rip+0x7f3], 1  ; 0x11c0
  vcmppd ymm11, ymm11, ymmword ptr [rip+0x7ea], 1  ; 0x11c0
  vblendvpd ymm10, ymm1, ymmword ptr [rip+0x7c0], ymm10  ; 0x11a0
  vblendvpd ymm11, ymm1, ymmword ptr [rip+0x7b6], ymm11  ; 0x11a0
  vsubpd ymm8, ymm8, ymm10
  vsubpd ymm5, ymm5, ymm11
  vmulpd ymm11, ymm8, ymmword ptr [rip+0xc04]  ; 0x1600
  vmulpd ymm9, ymm5, ymmword ptr [rip+0xbfc]  ; 0x1600
  vsubpd ymm6, ymm6, ymm11
  vsubpd ymm7, ymm7, ymm9
  vmulpd ymm11, ymm8, ymmword ptr [rip+0xc0a]  ; 0x1620
  vmulpd ymm10, ymm5, ymmword ptr [rip+0xc02]  ; 0x1620
  vsubpd ymm9, ymm6, ymm11
  vsubpd ymm12, ymm7, ymm10
  vmovaps ymmword ptr [rsp+0x120], ymm0
  vmulpd ymm0, ymm8, ymmword ptr [rip+0xc07]  ; 0x1640
  vmovaps ymmword ptr [rsp+0x100], ymm3
  vmulpd ymm3, ymm5, ymmword ptr [rip+0xbf6]  ; 0x1640
  vmovaps ymmword ptr [rsp+0x160], ymm5
  vsubpd ymm5, ymm9, ymm0
  vmovaps ymmword ptr [rsp+0x140], ymm8
  vsubpd ymm8, ymm12, ymm3
  vmovaps ymmword ptr [rsp+0x1a0], ymm10
  vsubpd ymm10, ymm5, ymm9
  vmovaps ymmword ptr [rsp+0x180], ymm11
  vsubpd ymm11, ymm8, ymm12
  vmovaps ymmword ptr [rsp+0x1c0], ymm5
  vsubpd ymm5, ymm5, ymm10
  vmovaps ymmword ptr [rsp+0x1e0], ymm8
  vsubpd ymm8, ymm8, ymm11
  vsubpd ymm5, ymm9, ymm5
  vsubpd ymm8, ymm12, ymm8
  vxorpd ymm0, ymm0, ymmword ptr [rip+0xd73]  ; 0x1820
  vxorpd ymm3, ymm3, ymmword ptr [rip+0xd6b]  ; 0x1820
  vsubpd ymm0, ymm0, ymm10
  vsubpd ymm3, ymm3, ymm11
  vaddpd ymm0, ymm5, ymm0
  vaddpd ymm3, ymm8, ymm3
  vsubpd ymm5, ymm9, ymm6
  vsubpd ymm8, ymm12, ymm7
  vsubpd ymm9, ymm9, ymm5
  vsubpd ymm10, ymm12, ymm8
  vsubpd ymm6, ymm6, ymm9
  vsubpd ymm7, ymm7, ymm10
  vmovaps ymm9, ymmword ptr [rip+0xd36]  ; 0x1820
  vxorpd ymm10, ymm9, ymmword ptr [rsp+0x180]
  vxorpd ymm9, ymm9, ymmword ptr [rsp+0x1a0]
  vsubpd ymm5, ymm10, ymm5
  vsubpd ymm8, ymm9, ymm8
  vaddpd ymm5, ymm6, ymm5
  vaddpd ymm6, ymm7, ymm8
  vaddpd ymm5, ymm1, ymm5
  vaddpd ymm6, ymm1, ymm6
  vaddpd ymm0, ymm5, ymm0
  vaddpd ymm3, ymm6, ymm3
  vmovaps ymm8, ymmword ptr [rsp+0x140]
  vmulpd ymm6, ymm8, ymmword ptr [rip+0xb31]  ; 0x1660
  vmovaps ymm7, ymmword ptr [rsp+0x160]
  vmulpd ymm9, ymm7, ymmword ptr [rip+0xb20]  ; 0x1660
  vmovaps ymm10, ymmword ptr [rsp+0x1c0]
  vsubpd ymm11, ymm10, ymm6
  vmovaps ymm12, ymmword ptr [rsp+0x1e0]
  vsubpd ymm5, ymm12, ymm9
  vsubpd ymm7, ymm11, ymm10
  vsubpd ymm8, ymm5, ymm12
  vsubpd ymm12, ymm11, ymm7
  vsubpd ymm10, ymm5, ymm8
  vmovaps ymm15, ymmword ptr [rsp+0x1c0]
  vsubpd ymm12, ymm15, ymm12
  vmovaps ymm15, ymmword ptr [rsp+0x1e0]
  vsubpd ymm10, ymm15, ymm10
  vxorpd ymm6, ymm6, ymmword ptr [rip+0xc8e]  ; 0x1820
  vxorpd ymm9, ymm9, ymmword ptr [rip+0xc86]  ; 0x1820
  vsubpd ymm6, ymm6, ymm7
  vsubpd ymm7, ymm9, ymm8
  vaddpd ymm6, ymm12, ymm6
  vaddpd ymm7, ymm10, ymm7
  vaddpd ymm0, ymm0, ymm6
  vaddpd ymm3, ymm3, ymm7
  vaddpd ymm6, ymm11, ymm0
  vaddpd ymm7, ymm5, ymm3
  vmovaps ymm12, ymmword ptr [rip+0x5dd]  ; 0x11a0
  vminpd ymm8, ymm12, ymm6
  vminpd ymm9, ymm12, ymm7
  vcmppd ymm12, ymm6, ymmword ptr [rip+0xaac], 1  ; 0x1680
  vcmppd ymm10, ymm7, ymmword ptr [rip+0xaa3], 1  ; 0x1680
  vblendvpd ymm8, ymm8, ymmword ptr [rip+0xa99], ymm12  ; 0x1680
  vblendvpd ymm9, ymm9, ymmword ptr [rip+0xa8f], ymm10  ; 0x1680
  vmulpd ymm10, ymm8, ymm8
  vmulpd ymm12, ymm9, ymm9
  vmovaps ymmword ptr [rsp+0x220], ymm9
  vmulpd ymm9, ymm10, ymmword ptr [rip+0xa94]  ; 0x16a0
  vmovaps ymmword ptr [rsp+0x200], ymm8
  vmulpd ymm8, ymm12, ymmword ptr [rip+0xa83]  ; 0x16a0
  vaddpd ymm9, ymm9, ymmword ptr [rip+0xa9b]  ; 0x16c0
  vaddpd ymm8, ymm8, ymmword ptr [rip+0xa93]  ; 0x16c0
  vmulpd ymm9, ymm9, ymm10
  vmulpd ymm8, ymm8, ymm12
  vaddpd ymm9, ymm9, ymmword ptr [rip+0xaa1]  ; 0x16e0
  vaddpd ymm8, ymm8, ymmword ptr [rip+0xa99]  ; 0x16e0
  vmulpd ymm9, ymm9, ymm10
  vmulpd ymm8, ymm8, ymm12
  vaddpd ymm9, ymm9, ymmword ptr [rip+0xaa7]  ; 0x1700
  vaddpd ymm8, ymm8, ymmword ptr [rip+0xa9f]  ; 0x1700
  vmulpd ymm9, ymm9, ymm10
  vmulpd ymm8, ymm8, ymm12
  vaddpd ymm9, ymm9, ymmword ptr [rip+0xaad]  ; 0x1720
  vaddpd ymm8, ymm8, ymmword ptr [rip+0xaa5]  ; 0x1720
  vmovaps ymmword ptr [rsp+0x240], ymm10
  vmulpd ymm10, ymm10, ymm10
  vmovaps ymmword ptr [rsp+0x260], ymm12
  vmulpd ymm12, ymm12, ymm12
  vmulpd ymm9, ymm10, ymm9
  vmulpd ymm8, ymm12, ymm8
  vsubpd ymm6, ymm6, ymm11
  vsubpd ymm5, ymm7, ymm5
  vsubpd ymm0, ymm0, ymm6
  vsubpd ymm3, ymm3, ymm5
  vmovaps ymm5, ymmword ptr [rip+0xaa6]  ; 0x1760
  vminpd ymm6, ymm5, ymm0
  vminpd ymm7, ymm5, ymm3
  vcmppd ymm0, ymm0, ymmword ptr [rip+0xa75], 1  ; 0x1740
  vcmppd ymm3, ymm3, ymmword ptr [rip+0xa6c], 1  ; 0x1740
  vblendvpd ymm0, ymm6, ymmword ptr [rip+0xa62], ymm0  ; 0x1740
  vblendvpd ymm3, ymm7, ymmword ptr [rip+0xa58], ymm3  ; 0x1740
  vmovaps ymm6, ymmword ptr [rsp+0x200]
  vmulpd ymm7, ymm6, ymm0
  vmovaps ymm11, ymmword ptr [rsp+0x220]
  vmulpd ymm12, ymm11, ymm3
  vsubpd ymm7, ymm9, ymm7
  vsubpd ymm8, ymm8, ymm12
  vmovaps ymm9, ymmword ptr [rsp+0x240]
  vmulpd ymm12, ymm9, ymm4
  vmovaps ymm10, ymmword ptr [rsp+0x260]
  vmulpd ymm5, ymm10, ymm4
  vmovaps ymm15, ymmword ptr [rip+0x473]  ; 0x11a0
  vsubpd ymm11, ymm15, ymm12
  vmovaps ymm15, ymmword ptr [rip+0x466]  ; 0x11a0
  vsubpd ymm6, ymm15, ymm5
  vmovaps ymm15, ymmword ptr [rip+0x45a]  ; 0x11a0
  vsubpd ymm10, ymm15, ymm11
  vmovaps ymm15, ymmword ptr [rip+0x44d]  ; 0x11a0
  vsubpd ymm9, ymm15, ymm6
  vsubpd ymm10, ymm10, ymm12
  vsubpd ymm5, ymm9, ymm5
  vaddpd ymm7, ymm10, ymm7
  vaddpd ymm5, ymm5, ymm8
  vaddpd ymm7, ymm11, ymm7
  vaddpd ymm5, ymm6, ymm5
  vmovaps ymm9, ymmword ptr [rsp+0x240]
  vmulpd ymm8, ymm9, ymmword ptr [rip+0x9fe]  ; 0x1780
  vmovaps ymm10, ymmword ptr [rsp+0x260]
  vmulpd ymm11, ymm10, ymmword ptr [rip+0x9ed]  ; 0x1780
  vaddpd ymm8, ymm8, ymmword ptr [rip+0xa05]  ; 0x17a0
  vaddpd ymm11, ymm11, ymmword ptr [rip+0x9fd]  ; 0x17a0
  vmulpd ymm8, ymm8, ymm9
  vmulpd ymm11, ymm11, ymm10
  vaddpd ymm8, ymm8, ymmword ptr [rip+0xa0b]  ; 0x17c0
  vaddpd ymm11, ymm11, ymmword ptr [rip+0xa03]  ; 0x17c0
  vmulpd ymm8, ymm8, ymm9
  vmulpd ymm11, ymm11, ymm10
  vaddpd ymm8, ymm8, ymmword ptr [rip+0xa11]  ; 0x17e0
  vaddpd ymm11, ymm11, ymmword ptr [rip+0xa09]  ; 0x17e0
  vmovaps ymm6, ymmword ptr [rsp+0x200]
  vmulpd ymm12, ymm9, ymm6
  vmulpd ymm6, ymm10, ymmword ptr [rsp+0x220]
  vmulpd ymm8, ymm12, ymm8
  vmulpd ymm11, ymm6, ymm11
  vmulpd ymm10, ymm0, ymm4
  vmulpd ymm9, ymm3, ymm4
  vsubpd ymm8, ymm10, ymm8
  vsubpd ymm9, ymm9, ymm11
  vmulpd ymm8, ymm8, ymmword ptr [rsp+0x240]
  vmulpd ymm9, ymm9, ymmword ptr [rsp+0x260]
  vsubpd ymm0, ymm8, ymm0
  vsubpd ymm3, ymm9, ymm3
  vmulpd ymm9, ymm12, ymmword ptr [rip+0x9d5]  ; 0x1800
  vmulpd ymm6, ymm6, ymmword ptr [rip+0x9cd]  ; 0x1800
  vsubpd ymm0, ymm0, ymm9
  vsubpd ymm3, ymm3, ymm6
  vmovaps ymm6, ymmword ptr [rsp+0x200]
  vsubpd ymm0, ymm6, ymm0
  vmovaps ymm11, ymmword ptr [rsp+0x220]
  vsubpd ymm3, ymm11, ymm3
  vmovaps ymm9, ymmword ptr [rsp+0x140]
  vmulpd ymm10, ymm9, ymmword ptr [rip+0x739]  ; 0x15a0
  vmovaps ymm11, ymmword ptr [rsp+0x160]
  vmulpd ymm12, ymm11, ymmword ptr [rip+0x728]  ; 0x15a0
  vroundpd ymm10, ymm10, 0xb
  vroundpd ymm12, ymm12, 0xb
  vmulpd ymm10, ymm10, ymmword ptr [rip+0x734]  ; 0x15c0
  vmulpd ymm12, ymm12, ymmword ptr [rip+0x72c]  ; 0x15c0
  vsubpd ymm9, ymm9, ymm10
  vsubpd ymm10, ymm11, ymm12
  vaddpd ymm11, ymm9, ymmword ptr [rip+0x71a]  ; 0x15c0
  vaddpd ymm12, ymm10, ymmword ptr [rip+0x712]  ; 0x15c0
  vcmppd ymm6, ymm9, ymm1, 1
  vcmppd ymm8, ymm10, ymm1, 1
  vblendvpd ymm6, ymm9, ymm11, ymm6
  vblendvpd ymm8, ymm10, ymm12, ymm8
  vcmppd ymm9, ymm6, ymmword ptr [rip+0x2d3], 0  ; 0x11a0
  vcmppd ymm10, ymm8, ymmword ptr [rip+0x2ca], 0  ; 0x11a0
  vextractf128 xmm11, ymm9, 1
  vextractf128 xmm12, ymm10, 1
  vpackssdw xmm9, xmm9, xmm11
  vpackssdw xmm10, xmm10, xmm12
  vpackssdw xmm9, xmm9, xmm10
  vpacksswb xmm9, xmm9, xmm9
  vpabsb xmm9, xmm9
  vcmppd ymm11, ymm6, ymmword ptr [rip+0x6dc], 0  ; 0x15e0
  vcmppd ymm12, ymm8, ymmword ptr [rip+0x6d3], 0  ; 0x15e0
  vextractf128 xmm10, ymm11, 1
  vmovaps ymmword ptr [rsp+0x2a0], ymm8
  vextractf128 xmm8, ymm12, 1
  vpackssdw xmm10, xmm11, xmm10
  vpackssdw xmm8, xmm12, xmm8
  vpackssdw xmm8, xmm10, xmm8
  vpacksswb xmm8, xmm8, xmm8
  vpabsb xmm8, xmm8
  vpor xmm8, xmm9, xmm8
  vpextrb ecx, xmm8, 0
  vmovaps xmm9, xmm0
  test cl, cl
  je .Lwhere19
  vmovaps xmm9, xmm7
.Lwhere19:
  vshufpd xmm10, xmm7, xmm7, 1
  vshufpd xmm11, xmm0, xmm0, 1
  vpextrb ecx, xmm8, 1
  test cl, cl
  je .Lwhere20
  vmovaps xmm11, xmm10
.Lwhere20:
  vextractf128 xmm10, ymm7, 1
  vextractf128 xmm12, ymm0, 1
  vpextrb ecx, xmm8, 2
  test cl, cl
  je .Lwhere21
  vmovaps xmm12, xmm10
.Lwhere21:
  vextractf128 xmm7, ymm7, 1
  vshufpd xmm7, xmm7, xmm7, 1
  vextractf128 xmm0, ymm0, 1
  vshufpd xmm0, xmm0, xmm0, 1
  vpextrb ecx, xmm8, 3
  test cl, cl
  je .Lwhere22
  vmovaps xmm0, xmm7
.Lwhere22:
  vpextrb ecx, xmm8, 4
  vmovaps xmm7, xmm3
  test cl, cl
  je .Lwhere23
  vmovaps xmm7, xmm5
.Lwhere23:
  vshufpd xmm10, xmm5, xmm5, 1
  vmovaps ymmword ptr [rsp+0x280], ymm6
  vshufpd xmm6, xmm3, xmm3, 1
  vpextrb ecx, xmm8, 5
  test cl, cl
  je .Lwhere24
  vmovaps xmm6, xmm10
.Lwhere24:
  vextractf128 xmm10, ymm5, 1
  vmovaps xmmword ptr [rsp+0x2c0], xmm7
  vextractf128 xmm7, ymm3, 1
  vpextrb ecx, xmm8, 6
  test cl, cl
  je .Lwhere25
  vmovaps xmm7, xmm10
.Lwhere25:
  vextractf128 xmm5, ymm5, 1
  vshufpd xmm5, xmm5, xmm5, 1
  vextractf128 xmm3, ymm3, 1
  vshufpd xmm3, xmm3, xmm3, 1
  vpextrb ecx, xmm8, 7
  test cl, cl
  je .Lwhere26
  vmovaps xmm3, xmm5
.Lwhere26:
  vunpcklpd xmm5, xmm9, xmm11
  vunpcklpd xmm0, xmm12, xmm0
  vinsertf128 ymm0, ymm5, xmm0, 1
  vmovaps xmm5, xmmword ptr [rsp+0x2c0]
  vunpcklpd xmm5, xmm5, xmm6
  vunpcklpd xmm3, xmm7, xmm3
  vinsertf128 ymm3, ymm5, xmm3, 1
  vmovaps ymm5, ymmword ptr [rip+0x7ce]  ; 0x1820
  vxorpd ymm6, ymm0, ymm5
  vxorpd ymm5, ymm3, ymm5
  vmovaps ymm7, ymmword ptr [rip+0x4fe]  ; 0x1560
  vcmppd ymm8, ymm7, ymmword ptr [rsp+0x280], 1
  vcmppd ymm9, ymm7, ymmword ptr [rsp+0x2a0], 1
  vblendvpd ymm0, ymm0, ymm6, ymm8
  vblendvpd ymm3, ymm3, ymm5, ymm9
  vmovaps ymm9, ymmword ptr [rsp]
  vcmppd ymm5, ymm9, ymm1, 0
  vmovaps ymm12, ymmword ptr [rsp+0x20]
  vcmppd ymm6, ymm12, ymm1, 0
  vblendvpd ymm0, ymm0, ymm9, ymm5
  vblendvpd ymm3, ymm3, ymm12, ymm6
  vmovaps ymm5, ymmword ptr [rip+0x275]  ; 0x1320
  vcmppd ymm6, ymm5, ymmword ptr [rsp+0x100], 0xe
  vcmppd ymm8, ymm5, ymmword ptr [rsp+0x120], 0xe
  vmovaps ymm9, ymmword ptr [rip+0x479]  ; 0x1540
  vblendvpd ymm0, ymm9, ymm0, ymm6
  vblendvpd ymm3, ymm9, ymm3, ymm8
  vcvtpd2ps xmm0, ymm0
  vcvtpd2ps xmm3, ymm3
  vinsertf128 ymm0, ymm0, xmm3, 1
  mov rdx, qword ptr [rsp+0x2d8]
  vmovdqu ymmword ptr [rdx+rax*4], ymm0
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
  vzeroupper
  ret
; constant pool (read-only, after the code)
;   0x1120: 3e7b5253d395e7c4 3e7b5253d395e7c4 3e7b5253d395e7c4 3e7b5253d395e7c4
;   0x1140: c090e00000000000 c090e00000000000 c090e00000000000 c090e00000000000
;   0x1160: 4090180000000000 4090180000000000 4090180000000000 4090180000000000
;   0x1180: 3fe0000000000000 3fe0000000000000 3fe0000000000000 3fe0000000000000
;   0x11a0: 3ff0000000000000 3ff0000000000000 3ff0000000000000 3ff0000000000000
;   0x11c0: bfe0000000000000 bfe0000000000000 bfe0000000000000 bfe0000000000000
;   0x11e0: 3eb62c0223a5c824 3eb62c0223a5c824 3eb62c0223a5c824 3eb62c0223a5c824
;   0x1200: 3eeffcbfc588b0c7 3eeffcbfc588b0c7 3eeffcbfc588b0c7 3eeffcbfc588b0c7
;   0x1220: 3f2430912f86c787 3f2430912f86c787 3f2430912f86c787 3f2430912f86c787
;   0x1240: 3f55d87fe78a6731 3f55d87fe78a6731 3f55d87fe78a6731 3f55d87fe78a6731
;   0x1260: 3f83b2ab6fba4e77 3f83b2ab6fba4e77 3f83b2ab6fba4e77 3f83b2ab6fba4e77
;   0x1280: 3fac6b08d704a0c0 3fac6b08d704a0c0 3fac6b08d704a0c0 3fac6b08d704a0c0
;   0x12a0: 3fcebfbdff82c58f 3fcebfbdff82c58f 3fcebfbdff82c58f 3fcebfbdff82c58f
;   0x12c0: 3fe62e42fefa39ef 3fe62e42fefa39ef 3fe62e42fefa39ef 3fe62e42fefa39ef
;   0x12e0: 4338000000000000 4338000000000000 4338000000000000 4338000000000000
;   0x1300: 00000000000003ff 00000000000003ff 00000000000003ff 00000000000003ff
;   0x1320: 7ff0000000000000 7ff0000000000000 7ff0000000000000 7ff0000000000000
;   0x1340: 3ff6a09e667f3bcd 3ff6a09e667f3bcd 3ff6a09e667f3bcd 3ff6a09e667f3bcd
;   0x1360: 0010000000000000 0010000000000000 0010000000000000 0010000000000000
;   0x1380: 4350000000000000 4350000000000000 4350000000000000 4350000000000000
;   0x13a0: 000fffffffffffff 000fffffffffffff 000fffffffffffff 000fffffffffffff
;   0x13c0: ffffffff00000000 ffffffff00000000 ffffffff00000000 ffffffff00000000
;   0x13e0: 4000000000000000 4000000000000000 4000000000000000 4000000000000000
;   0x1400: 3fc3b13b13b13b14 3fc3b13b13b13b14 3fc3b13b13b13b14 3fc3b13b13b13b14
;   0x1420: 3fc745d1745d1746 3fc745d1745d1746 3fc745d1745d1746 3fc745d1745d1746
;   0x1440: 3fcc71c71c71c71c 3fcc71c71c71c71c 3fcc71c71c71c71c 3fcc71c71c71c71c
;   0x1460: 3fd2492492492492 3fd2492492492492 3fd2492492492492 3fd2492492492492
;   0x1480: 3fd999999999999a 3fd999999999999a 3fd999999999999a 3fd999999999999a
;   0x14a0: 3fe5555555555555 3fe5555555555555 3fe5555555555555 3fe5555555555555
;   0x14c0: 3de705fc2eefa200 3de705fc2eefa200 3de705fc2eefa200 3de705fc2eefa200
;   0x14e0: 3ff7154765200000 3ff7154765200000 3ff7154765200000 3ff7154765200000
;   0x1500: 404b000000000000 404b000000000000 404b000000000000 404b000000000000
;   0x1520: fff0000000000000 fff0000000000000 fff0000000000000 fff0000000000000
;   0x1540: 7ff8000000000000 7ff8000000000000 7ff8000000000000 7ff8000000000000
;   0x1560: 3ff8000000000000 3ff8000000000000 3ff8000000000000 3ff8000000000000
;   0x1580: 3fe45f306dc9c883 3fe45f306dc9c883 3fe45f306dc9c883 3fe45f306dc9c883
;   0x15a0: 3fd0000000000000 3fd0000000000000 3fd0000000000000 3fd0000000000000
;   0x15c0: 4010000000000000 4010000000000000 4010000000000000 4010000000000000
;   0x15e0: 4008000000000000 4008000000000000 4008000000000000 4008000000000000
;   0x1600: 3ff921fb40000000 3ff921fb40000000 3ff921fb40000000 3ff921fb40000000
;   0x1620: 3e74442d00000000 3e74442d00000000 3e74442d00000000 3e74442d00000000
;   0x1640: 3cf8469880000000 3cf8469880000000 3cf8469880000000 3cf8469880000000
;   0x1660: 3b78cc51701b839a 3b78cc51701b839a 3b78cc51701b839a 3b78cc51701b839a
;   0x1680: bff0000000000000 bff0000000000000 bff0000000000000 bff0000000000000
;   0x16a0: 3e21eed8eff8d898 3e21eed8eff8d898 3e21eed8eff8d898 3e21eed8eff8d898
;   0x16c0: be927e4fb7789f5c be927e4fb7789f5c be927e4fb7789f5c be927e4fb7789f5c
;   0x16e0: 3efa01a01a01a01a 3efa01a01a01a01a 3efa01a01a01a01a 3efa01a01a01a01a
;   0x1700: bf56c16c16c16c17 bf56c16c16c16c17 bf56c16c16c16c17 bf56c16c16c16c17
;   0x1720: 3fa5555555555555 3fa5555555555555 3fa5555555555555 3fa5555555555555
;   0x1740: bd70000000000000 bd70000000000000 bd70000000000000 bd70000000000000
;   0x1760: 3d70000000000000 3d70000000000000 3d70000000000000 3d70000000000000
;   0x1780: be5ae64567f544e4 be5ae64567f544e4 be5ae64567f544e4 be5ae64567f544e4
;   0x17a0: 3ec71de3a556c734 3ec71de3a556c734 3ec71de3a556c734 3ec71de3a556c734
;   0x17c0: bf2a01a01a01a01a bf2a01a01a01a01a bf2a01a01a01a01a bf2a01a01a01a01a
;   0x17e0: 3f81111111111111 3f81111111111111 3f81111111111111 3f81111111111111
;   0x1800: bfc5555555555555 bfc5555555555555 bfc5555555555555 bfc5555555555555
;   0x1820: 8000000000000000 8000000000000000 8000000000000000 8000000000000000
;   0x1840: 3ff0000000000000
