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
  sub rsp, 0x380
  vmovaps xmmword ptr [rsp+0x2d0], xmm6
  vmovaps xmmword ptr [rsp+0x2e0], xmm7
  vmovaps xmmword ptr [rsp+0x2f0], xmm8
  vmovaps xmmword ptr [rsp+0x300], xmm9
  vmovaps xmmword ptr [rsp+0x310], xmm10
  vmovaps xmmword ptr [rsp+0x320], xmm11
  vmovaps xmmword ptr [rsp+0x330], xmm12
  vmovaps xmmword ptr [rsp+0x340], xmm15
  mov qword ptr [rsp+0x358], r8
  mov rax, r9
  vxorps xmm1, xmm1, xmm1
  vbroadcastsd ymm2, qword ptr [rip+0x17a6]  ; 0x1820
  vbroadcastsd ymm4, qword ptr [rip+0x17a5]  ; 0x1828
  xor esi, esi
  mov qword ptr [rsp+0x350], rcx
  mov qword ptr [rsp+0x360], rax
.Lloop1:
  mov r11, qword ptr [rsp+0x360]
  vmovdqu ymm12, ymmword ptr [r11+rsi*4]
  vcvtps2pd ymm11, xmm12
  vextractf128 xmm12, ymm12, 1
  vcvtps2pd ymm12, xmm12
  vcmppd ymm10, ymm11, ymm11, 4
  vcmppd ymm9, ymm12, ymm12, 4
  vblendvpd ymm10, ymm11, ymm1, ymm10
  vblendvpd ymm9, ymm12, ymm1, ymm9
  vbroadcastsd ymm15, qword ptr [rip+0x175c]  ; 0x1830
  vminpd ymm8, ymm15, ymm10
  vbroadcastsd ymm15, qword ptr [rip+0x174e]  ; 0x1830
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
  vblendvpd ymm5, ymm1, ymmword ptr [rip+0x1099], ymm5  ; 0x11c0
  vblendvpd ymm3, ymm1, ymmword ptr [rip+0x108f], ymm3  ; 0x11c0
  vaddpd ymm5, ymm9, ymm5
  vaddpd ymm3, ymm10, ymm3
  vcmppd ymm0, ymm0, ymmword ptr [rip+0x109e], 1  ; 0x11e0
  vcmppd ymm6, ymm6, ymmword ptr [rip+0x1095], 1  ; 0x11e0
  vblendvpd ymm0, ymm1, ymmword ptr [rip+0x106b], ymm0  ; 0x11c0
  vblendvpd ymm6, ymm1, ymmword ptr [rip+0x1061], ymm6  ; 0x11c0
  vsubpd ymm0, ymm5, ymm0
  vsubpd ymm3, ymm3, ymm6
  vsubpd ymm5, ymm8, ymm0
  vsubpd ymm6, ymm7, ymm3
  vmulpd ymm8, ymm5, ymmword ptr [rip+0x1089]  ; 0x1200
  vmulpd ymm7, ymm6, ymmword ptr [rip+0x1081]  ; 0x1200
  vaddpd ymm8, ymm8, ymmword ptr [rip+0x1099]  ; 0x1220
  vaddpd ymm7, ymm7, ymmword ptr [rip+0x1091]  ; 0x1220
  vmulpd ymm8, ymm8, ymm5
  vmulpd ymm7, ymm7, ymm6
  vaddpd ymm8, ymm8, ymmword ptr [rip+0x10a1]  ; 0x1240
  vaddpd ymm7, ymm7, ymmword ptr [rip+0x1099]  ; 0x1240
  vmulpd ymm8, ymm8, ymm5
  vmulpd ymm7, ymm7, ymm6
  vaddpd ymm8, ymm8, ymmword ptr [rip+0x10a9]  ; 0x1260
  vaddpd ymm7, ymm7, ymmword ptr [rip+0x10a1]  ; 0x1260
  vmulpd ymm8, ymm8, ymm5
  vmulpd ymm7, ymm7, ymm6
  vaddpd ymm8, ymm8, ymmword ptr [rip+0x10b1]  ; 0x1280
  vaddpd ymm7, ymm7, ymmword ptr [rip+0x10a9]  ; 0x1280
  vmulpd ymm8, ymm8, ymm5
  vmulpd ymm7, ymm7, ymm6
  vaddpd ymm8, ymm8, ymmword ptr [rip+0x10b9]  ; 0x12a0
  vaddpd ymm7, ymm7, ymmword ptr [rip+0x10b1]  ; 0x12a0
  vmulpd ymm8, ymm8, ymm5
  vmulpd ymm7, ymm7, ymm6
  vaddpd ymm8, ymm8, ymmword ptr [rip+0x10c1]  ; 0x12c0
  vaddpd ymm7, ymm7, ymmword ptr [rip+0x10b9]  ; 0x12c0
  vmulpd ymm8, ymm8, ymm5
  vmulpd ymm7, ymm7, ymm6
  vaddpd ymm8, ymm8, ymmword ptr [rip+0x10c9]  ; 0x12e0
  vaddpd ymm7, ymm7, ymmword ptr [rip+0x10c1]  ; 0x12e0
  vmulpd ymm8, ymm8, ymm5
  vmulpd ymm7, ymm7, ymm6
  vaddpd ymm8, ymm8, ymmword ptr [rip+0x10d1]  ; 0x1300
  vaddpd ymm7, ymm7, ymmword ptr [rip+0x10c9]  ; 0x1300
  vmulpd ymm5, ymm8, ymm5
  vmulpd ymm6, ymm7, ymm6
  vaddpd ymm5, ymm5, ymmword ptr [rip+0xf79]  ; 0x11c0
  vaddpd ymm6, ymm6, ymmword ptr [rip+0xf71]  ; 0x11c0
  vaddpd ymm0, ymm0, ymmword ptr [rip+0x10c9]  ; 0x1320
  vaddpd ymm3, ymm3, ymmword ptr [rip+0x10c1]  ; 0x1320
  vpsubq ymm0, ymm0, ymmword ptr [rip+0x10b9]  ; 0x1320
  vpsubq ymm3, ymm3, ymmword ptr [rip+0x10b1]  ; 0x1320
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
  vpaddq ymm10, ymm8, ymmword ptr [rip+0x1093]  ; 0x1340
  vpaddq ymm9, ymm7, ymmword ptr [rip+0x108b]  ; 0x1340
  vpsllq ymm10, ymm10, 0x34
  vpsllq ymm9, ymm9, 0x34
  vmulpd ymm5, ymm5, ymm10
  vmulpd ymm6, ymm6, ymm9
  vpsubq ymm0, ymm0, ymm8
  vpsubq ymm3, ymm3, ymm7
  vpaddq ymm0, ymm0, ymmword ptr [rip+0x1064]  ; 0x1340
  vpaddq ymm3, ymm3, ymmword ptr [rip+0x105c]  ; 0x1340
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
  mov r11, qword ptr [rsp+0x350]
  vmovdqu ymmword ptr [r11+rsi*4], ymm0
  vcmppd ymm0, ymm1, ymm11, 1
  vcmppd ymm3, ymm1, ymm12, 1
  vextractf128 xmm5, ymm0, 1
  vextractf128 xmm6, ymm3, 1
  vpackssdw xmm0, xmm0, xmm5
  vpackssdw xmm3, xmm3, xmm6
  vpackssdw xmm0, xmm0, xmm3
  vpacksswb xmm0, xmm0, xmm0
  vpabsb xmm0, xmm0
  vcmppd ymm5, ymm11, ymmword ptr [rip+0x1000], 1  ; 0x1360
  vcmppd ymm6, ymm12, ymmword ptr [rip+0xff7], 1  ; 0x1360
  vextractf128 xmm7, ymm5, 1
  vextractf128 xmm8, ymm6, 1
  vpackssdw xmm5, xmm5, xmm7
  vpackssdw xmm6, xmm6, xmm8
  vpackssdw xmm5, xmm5, xmm6
  vpacksswb xmm5, xmm5, xmm5
  vpabsb xmm5, xmm5
  vpand xmm0, xmm0, xmm5
  vpextrb edi, xmm0, 0
  vmovq xmm5, qword ptr [rip+0x149b]  ; 0x1838
  test dil, dil
  je .Lwhere3
  vmovaps xmm5, xmm11
.Lwhere3:
  vpextrb ebx, xmm0, 1
  vshufpd xmm6, xmm11, xmm11, 1
  vmovq xmm7, qword ptr [rip+0x147e]  ; 0x1838
  test bl, bl
  je .Lwhere4
  vmovaps xmm7, xmm6
.Lwhere4:
  vpextrb r12d, xmm0, 2
  vextractf128 xmm6, ymm11, 1
  vmovq xmm8, qword ptr [rip+0x1462]  ; 0x1838
  test r12b, r12b
  je .Lwhere5
  vmovaps xmm8, xmm6
.Lwhere5:
  vpextrb r13d, xmm0, 3
  vextractf128 xmm6, ymm11, 1
  vshufpd xmm6, xmm6, xmm6, 1
  vmovq xmm10, qword ptr [rip+0x1440]  ; 0x1838
  test r13b, r13b
  je .Lwhere6
  vmovaps xmm10, xmm6
.Lwhere6:
  vpextrb r14d, xmm0, 4
  vmovq xmm6, qword ptr [rip+0x1429]  ; 0x1838
  test r14b, r14b
  je .Lwhere7
  vmovaps xmm6, xmm12
.Lwhere7:
  vpextrb r15d, xmm0, 5
  vshufpd xmm3, xmm12, xmm12, 1
  vmovq xmm9, qword ptr [rip+0x140c]  ; 0x1838
  test r15b, r15b
  je .Lwhere8
  vmovaps xmm9, xmm3
.Lwhere8:
  vpextrb ecx, xmm0, 6
  vextractf128 xmm3, ymm12, 1
  vmovaps ymmword ptr [rsp], ymm11
  vmovq xmm11, qword ptr [rip+0x13ea]  ; 0x1838
  test cl, cl
  je .Lwhere9
  vmovaps xmm11, xmm3
.Lwhere9:
  vpextrb eax, xmm0, 7
  vextractf128 xmm0, ymm12, 1
  vshufpd xmm0, xmm0, xmm0, 1
  vmovq xmm3, qword ptr [rip+0x13c9]  ; 0x1838
  test al, al
  je .Lwhere10
  vmovaps xmm3, xmm0
.Lwhere10:
  vunpcklpd xmm0, xmm5, xmm7
  vunpcklpd xmm5, xmm8, xmm10
  vinsertf128 ymm0, ymm0, xmm5, 1
  vunpcklpd xmm5, xmm6, xmm9
  vunpcklpd xmm3, xmm11, xmm3
  vinsertf128 ymm3, ymm5, xmm3, 1
  vmulpd ymm6, ymm0, ymmword ptr [rip+0xee3]  ; 0x1380
  vmulpd ymm7, ymm3, ymmword ptr [rip+0xedb]  ; 0x1380
  vcmppd ymm9, ymm0, ymmword ptr [rip+0xef2], 1  ; 0x13a0
  vcmppd ymm10, ymm3, ymmword ptr [rip+0xee9], 1  ; 0x13a0
  vblendvpd ymm6, ymm0, ymm6, ymm9
  vblendvpd ymm7, ymm3, ymm7, ymm10
  vpand ymm10, ymm6, ymmword ptr [rip+0xef5]  ; 0x13c0
  vpand ymm11, ymm7, ymmword ptr [rip+0xeed]  ; 0x13c0
  vpor ymm10, ymm10, ymmword ptr [rip+0xce5]  ; 0x11c0
  vpor ymm11, ymm11, ymmword ptr [rip+0xcdd]  ; 0x11c0
  vmulpd ymm9, ymm10, ymm4
  vmulpd ymm5, ymm11, ymm4
  vcmppd ymm8, ymm10, ymmword ptr [rip+0xeec], 0xe  ; 0x13e0
  vmovaps ymmword ptr [rsp+0x20], ymm12
  vcmppd ymm12, ymm11, ymmword ptr [rip+0xedd], 0xe  ; 0x13e0
  vblendvpd ymm8, ymm10, ymm9, ymm8
  vblendvpd ymm5, ymm11, ymm5, ymm12
  vsubpd ymm8, ymm8, ymmword ptr [rip+0xca9]  ; 0x11c0
  vsubpd ymm5, ymm5, ymmword ptr [rip+0xca1]  ; 0x11c0
  vaddpd ymm9, ymm8, ymmword ptr [rip+0xed9]  ; 0x1400
  vaddpd ymm12, ymm5, ymmword ptr [rip+0xed1]  ; 0x1400
  vdivpd ymm9, ymm8, ymm9
  vdivpd ymm12, ymm5, ymm12
  vmovaps ymmword ptr [rsp+0xa0], ymm11
  vmulpd ymm11, ymm9, ymm9
  vmovaps ymmword ptr [rsp+0x80], ymm10
  vmulpd ymm10, ymm12, ymm12
  vmovaps ymmword ptr [rsp+0x60], ymm3
  vmulpd ymm3, ymm11, ymmword ptr [rip+0xebd]  ; 0x1420
  vmovaps ymmword ptr [rsp+0x40], ymm0
  vmulpd ymm0, ymm10, ymmword ptr [rip+0xeaf]  ; 0x1420
  vaddpd ymm3, ymm3, ymmword ptr [rip+0xec7]  ; 0x1440
  vaddpd ymm0, ymm0, ymmword ptr [rip+0xebf]  ; 0x1440
  vmulpd ymm3, ymm3, ymm11
  vmulpd ymm0, ymm0, ymm10
  vaddpd ymm3, ymm3, ymmword ptr [rip+0xecd]  ; 0x1460
  vaddpd ymm0, ymm0, ymmword ptr [rip+0xec5]  ; 0x1460
  vmulpd ymm3, ymm3, ymm11
  vmulpd ymm0, ymm0, ymm10
  vaddpd ymm3, ymm3, ymmword ptr [rip+0xed3]  ; 0x1480
  vaddpd ymm0, ymm0, ymmword ptr [rip+0xecb]  ; 0x1480
  vmulpd ymm3, ymm3, ymm11
  vmulpd ymm0, ymm0, ymm10
  vaddpd ymm3, ymm3, ymmword ptr [rip+0xed9]  ; 0x14a0
  vaddpd ymm0, ymm0, ymmword ptr [rip+0xed1]  ; 0x14a0
  vmulpd ymm3, ymm3, ymm11
  vmulpd ymm0, ymm0, ymm10
  vaddpd ymm3, ymm3, ymmword ptr [rip+0xedf]  ; 0x14c0
  vaddpd ymm0, ymm0, ymmword ptr [rip+0xed7]  ; 0x14c0
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
  vpand ymm9, ymm9, ymmword ptr [rip+0xebc]  ; 0x14e0
  vpand ymm12, ymm12, ymmword ptr [rip+0xeb4]  ; 0x14e0
  vsubpd ymm8, ymm8, ymm9
  vsubpd ymm5, ymm5, ymm12
  vsubpd ymm8, ymm8, ymm10
  vsubpd ymm5, ymm5, ymm11
  vaddpd ymm3, ymm8, ymm3
  vaddpd ymm0, ymm5, ymm0
  vaddpd ymm5, ymm3, ymm9
  vaddpd ymm8, ymm0, ymm12
  vmulpd ymm5, ymm5, ymmword ptr [rip+0xea6]  ; 0x1500
  vmulpd ymm8, ymm8, ymmword ptr [rip+0xe9e]  ; 0x1500
  vmulpd ymm3, ymm3, ymmword ptr [rip+0xeb6]  ; 0x1520
  vmulpd ymm0, ymm0, ymmword ptr [rip+0xeae]  ; 0x1520
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
  vpsubq ymm5, ymm5, ymmword ptr [rip+0xc88]  ; 0x1340
  vpsubq ymm6, ymm6, ymmword ptr [rip+0xc80]  ; 0x1340
  vpextrq r8, xmm5, 0
  vxorpd xmm8, xmm8, xmm8
  vcvtsi2sd xmm8, xmm8, r8
  vpextrq r8, xmm5, 1
  vxorpd xmm10, xmm10, xmm10
  vcvtsi2sd xmm10, xmm10, r8
  vextractf128 xmm7, ymm5, 1
  vpextrq r8, xmm7, 0
  vxorpd xmm7, xmm7, xmm7
  vcvtsi2sd xmm7, xmm7, r8
  vextractf128 xmm5, ymm5, 1
  vpextrq r8, xmm5, 1
  vxorpd xmm5, xmm5, xmm5
  vcvtsi2sd xmm5, xmm5, r8
  vpextrq r8, xmm6, 0
  vxorpd xmm11, xmm11, xmm11
  vcvtsi2sd xmm11, xmm11, r8
  vpextrq r8, xmm6, 1
  vmovaps ymmword ptr [rsp+0xe0], ymm0
  vxorpd xmm0, xmm0, xmm0
  vcvtsi2sd xmm0, xmm0, r8
  vmovaps ymmword ptr [rsp+0xc0], ymm3
  vextractf128 xmm3, ymm6, 1
  vpextrq r8, xmm3, 0
  vxorpd xmm3, xmm3, xmm3
  vcvtsi2sd xmm3, xmm3, r8
  vextractf128 xmm6, ymm6, 1
  vpextrq r8, xmm6, 1
  vxorpd xmm6, xmm6, xmm6
  vcvtsi2sd xmm6, xmm6, r8
  vunpcklpd xmm8, xmm8, xmm10
  vunpcklpd xmm5, xmm7, xmm5
  vinsertf128 ymm5, ymm8, xmm5, 1
  vunpcklpd xmm0, xmm11, xmm0
  vunpcklpd xmm3, xmm3, xmm6
  vinsertf128 ymm0, ymm0, xmm3, 1
  vmovaps ymm3, ymmword ptr [rsp+0x40]
  vcmppd ymm3, ymm3, ymmword ptr [rip+0xc0f], 1  ; 0x13a0
  vmovaps ymm6, ymmword ptr [rsp+0x60]
  vcmppd ymm6, ymm6, ymmword ptr [rip+0xc00], 1  ; 0x13a0
  vblendvpd ymm3, ymm1, ymmword ptr [rip+0xd96], ymm3  ; 0x1540
  vblendvpd ymm6, ymm1, ymmword ptr [rip+0xd8c], ymm6  ; 0x1540
  vsubpd ymm3, ymm5, ymm3
  vsubpd ymm0, ymm0, ymm6
  vmovaps ymm10, ymmword ptr [rsp+0x80]
  vcmppd ymm6, ymm10, ymmword ptr [rip+0xc12], 0xe  ; 0x13e0
  vmovaps ymm11, ymmword ptr [rsp+0xa0]
  vcmppd ymm10, ymm11, ymmword ptr [rip+0xc00], 0xe  ; 0x13e0
  vblendvpd ymm6, ymm1, ymmword ptr [rip+0x9d6], ymm6  ; 0x11c0
  vblendvpd ymm10, ymm1, ymmword ptr [rip+0x9cc], ymm10  ; 0x11c0
  vaddpd ymm3, ymm3, ymm6
  vaddpd ymm0, ymm0, ymm10
  vmulpd ymm9, ymm9, ymmword ptr [rip+0xd1b]  ; 0x1520
  vmulpd ymm10, ymm12, ymmword ptr [rip+0xd13]  ; 0x1520
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
  vcmppd ymm10, ymm9, ymmword ptr [rip+0xb0d], 0  ; 0x1360
  vmovaps ymm12, ymmword ptr [rsp+0x20]
  vcmppd ymm8, ymm12, ymmword ptr [rip+0xafe], 0  ; 0x1360
  vbroadcastsd ymm6, qword ptr [rip+0xfd5]  ; 0x1840
  vblendvpd ymm10, ymm6, ymmword ptr [rip+0xaeb], ymm10  ; 0x1360
  vblendvpd ymm8, ymm6, ymmword ptr [rip+0xae1], ymm8  ; 0x1360
  vcmppd ymm7, ymm9, ymm1, 0
  vcmppd ymm6, ymm12, ymm1, 0
  vblendvpd ymm7, ymm10, ymmword ptr [rip+0xccd], ymm7  ; 0x1560
  vblendvpd ymm6, ymm8, ymmword ptr [rip+0xcc3], ymm6  ; 0x1560
  vmovaps xmm8, xmm7
  test dil, dil
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
  test cl, cl
  je .Lwhere17
  vmovaps xmm9, xmm10
.Lwhere17:
  vextractf128 xmm0, ymm0, 1
  vshufpd xmm0, xmm0, xmm0, 1
  vextractf128 xmm6, ymm6, 1
  vshufpd xmm6, xmm6, xmm6, 1
  test al, al
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
  vmovdqu ymmword ptr [rdx+rsi*4], ymm0
  vmovaps ymm0, ymmword ptr [rip+0xc02]  ; 0x1580
  vmovaps ymm9, ymmword ptr [rsp]
  vxorpd ymm3, ymm9, ymm0
  vmovaps ymm12, ymmword ptr [rsp+0x20]
  vxorpd ymm0, ymm12, ymm0
  vcmppd ymm5, ymm9, ymm1, 1
  vcmppd ymm6, ymm12, ymm1, 1
  vblendvpd ymm3, ymm9, ymm3, ymm5
  vblendvpd ymm0, ymm12, ymm0, ymm6
  vcmppd ymm6, ymm3, ymmword ptr [rip+0x9b0], 1  ; 0x1360
  vcmppd ymm7, ymm0, ymmword ptr [rip+0x9a7], 1  ; 0x1360
  vblendvpd ymm6, ymm1, ymm9, ymm6
  vblendvpd ymm7, ymm1, ymm12, ymm7
  vmulpd ymm10, ymm6, ymmword ptr [rip+0xbd3]  ; 0x15a0
  vmulpd ymm11, ymm7, ymmword ptr [rip+0xbcb]  ; 0x15a0
  vroundpd ymm8, ymm10, 0xb
  vroundpd ymm5, ymm11, 0xb
  vsubpd ymm10, ymm10, ymm8
  vsubpd ymm11, ymm11, ymm5
  vcmppd ymm12, ymm4, ymm10, 1
  vcmppd ymm9, ymm4, ymm11, 1
  vblendvpd ymm12, ymm1, ymmword ptr [rip+0x7c0], ymm12  ; 0x11c0
  vblendvpd ymm9, ymm1, ymmword ptr [rip+0x7b6], ymm9  ; 0x11c0
  vaddpd ymm8, ymm8, ymm12
  vaddpd ymm5, ymm5, ymm9
  vcmppd ymm10, ymm10, ymmword ptr [rip+0x7c3], 1  ; 0x11e0
  vcmppd ymm11, ymm11, ymmword ptr [rip+0x7ba], 1  ; 0x11e0
  vblendvpd ymm10, ymm1, ymmword ptr [rip+0x790], ymm10  ; 0x11c0
  vblendvpd ymm11, ymm1, ymmword ptr [rip+0x786], ymm11  ; 0x11c0
  vsubpd ymm8, ymm8, ymm10
  vsubpd ymm5, ymm5, ymm11
  vmulpd ymm11, ymm8, ymmword ptr [rip+0xb74]  ; 0x15c0
  vmulpd ymm9, ymm5, ymmword ptr [rip+0xb6c]  ; 0x15c0
  vsubpd ymm6, ymm6, ymm11
  vsubpd ymm7, ymm7, ymm9
  vmulpd ymm11, ymm8, ymmword ptr [rip+0xb7a]  ; 0x15e0
  vmulpd ymm10, ymm5, ymmword ptr [rip+0xb72]  ; 0x15e0
  vsubpd ymm9, ymm6, ymm11
  vsubpd ymm12, ymm7, ymm10
  vmovaps ymmword ptr [rsp+0x120], ymm0
  vmulpd ymm0, ymm8, ymmword ptr [rip+0xb77]  ; 0x1600
  vmovaps ymmword ptr [rsp+0x100], ymm3
  vmulpd ymm3, ymm5, ymmword ptr [rip+0xb66]  ; 0x1600
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
  vxorpd ymm0, ymm0, ymmword ptr [rip+0xa83]  ; 0x1580
  vxorpd ymm3, ymm3, ymmword ptr [rip+0xa7b]  ; 0x1580
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
  vmovaps ymm9, ymmword ptr [rip+0xa46]  ; 0x1580
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
  vmulpd ymm6, ymm8, ymmword ptr [rip+0xaa1]  ; 0x1620
  vmovaps ymm7, ymmword ptr [rsp+0x160]
  vmulpd ymm9, ymm7, ymmword ptr [rip+0xa90]  ; 0x1620
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
  vxorpd ymm6, ymm6, ymmword ptr [rip+0x99e]  ; 0x1580
  vxorpd ymm9, ymm9, ymmword ptr [rip+0x996]  ; 0x1580
  vsubpd ymm6, ymm6, ymm7
  vsubpd ymm7, ymm9, ymm8
  vaddpd ymm6, ymm12, ymm6
  vaddpd ymm7, ymm10, ymm7
  vaddpd ymm0, ymm0, ymm6
  vaddpd ymm3, ymm3, ymm7
  vaddpd ymm6, ymm11, ymm0
  vaddpd ymm7, ymm5, ymm3
  vmovaps ymm12, ymmword ptr [rip+0x5ad]  ; 0x11c0
  vminpd ymm8, ymm12, ymm6
  vminpd ymm9, ymm12, ymm7
  vcmppd ymm12, ymm6, ymmword ptr [rip+0xa1c], 1  ; 0x1640
  vcmppd ymm10, ymm7, ymmword ptr [rip+0xa13], 1  ; 0x1640
  vblendvpd ymm8, ymm8, ymmword ptr [rip+0xa09], ymm12  ; 0x1640
  vblendvpd ymm9, ymm9, ymmword ptr [rip+0x9ff], ymm10  ; 0x1640
  vmulpd ymm10, ymm8, ymm8
  vmulpd ymm12, ymm9, ymm9
  vmovaps ymmword ptr [rsp+0x220], ymm9
  vmulpd ymm9, ymm10, ymmword ptr [rip+0xa04]  ; 0x1660
  vmovaps ymmword ptr [rsp+0x200], ymm8
  vmulpd ymm8, ymm12, ymmword ptr [rip+0x9f3]  ; 0x1660
  vaddpd ymm9, ymm9, ymmword ptr [rip+0xa0b]  ; 0x1680
  vaddpd ymm8, ymm8, ymmword ptr [rip+0xa03]  ; 0x1680
  vmulpd ymm9, ymm9, ymm10
  vmulpd ymm8, ymm8, ymm12
  vaddpd ymm9, ymm9, ymmword ptr [rip+0xa11]  ; 0x16a0
  vaddpd ymm8, ymm8, ymmword ptr [rip+0xa09]  ; 0x16a0
  vmulpd ymm9, ymm9, ymm10
  vmulpd ymm8, ymm8, ymm12
  vaddpd ymm9, ymm9, ymmword ptr [rip+0xa17]  ; 0x16c0
  vaddpd ymm8, ymm8, ymmword ptr [rip+0xa0f]  ; 0x16c0
  vmulpd ymm9, ymm9, ymm10
  vmulpd ymm8, ymm8, ymm12
  vaddpd ymm9, ymm9, ymmword ptr [rip+0xa1d]  ; 0x16e0
  vaddpd ymm8, ymm8, ymmword ptr [rip+0xa15]  ; 0x16e0
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
  vbroadcastsd ymm5, qword ptr [rip+0xb3d]  ; 0x1848
  vminpd ymm6, ymm5, ymm0
  vminpd ymm7, ymm5, ymm3
  vcmppd ymm0, ymm0, ymmword ptr [rip+0x9e4], 1  ; 0x1700
  vcmppd ymm3, ymm3, ymmword ptr [rip+0x9db], 1  ; 0x1700
  vblendvpd ymm0, ymm6, ymmword ptr [rip+0x9d1], ymm0  ; 0x1700
  vblendvpd ymm3, ymm7, ymmword ptr [rip+0x9c7], ymm3  ; 0x1700
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
  vmovaps ymm15, ymmword ptr [rip+0x442]  ; 0x11c0
  vsubpd ymm11, ymm15, ymm12
  vmovaps ymm15, ymmword ptr [rip+0x435]  ; 0x11c0
  vsubpd ymm6, ymm15, ymm5
  vmovaps ymm15, ymmword ptr [rip+0x429]  ; 0x11c0
  vsubpd ymm10, ymm15, ymm11
  vmovaps ymm15, ymmword ptr [rip+0x41c]  ; 0x11c0
  vsubpd ymm9, ymm15, ymm6
  vsubpd ymm10, ymm10, ymm12
  vsubpd ymm5, ymm9, ymm5
  vaddpd ymm7, ymm10, ymm7
  vaddpd ymm5, ymm5, ymm8
  vaddpd ymm7, ymm11, ymm7
  vaddpd ymm5, ymm6, ymm5
  vmovaps ymm9, ymmword ptr [rsp+0x240]
  vmulpd ymm8, ymm9, ymmword ptr [rip+0x94d]  ; 0x1720
  vmovaps ymm10, ymmword ptr [rsp+0x260]
  vmulpd ymm11, ymm10, ymmword ptr [rip+0x93c]  ; 0x1720
  vaddpd ymm8, ymm8, ymmword ptr [rip+0x954]  ; 0x1740
  vaddpd ymm11, ymm11, ymmword ptr [rip+0x94c]  ; 0x1740
  vmulpd ymm8, ymm8, ymm9
  vmulpd ymm11, ymm11, ymm10
  vaddpd ymm8, ymm8, ymmword ptr [rip+0x95a]  ; 0x1760
  vaddpd ymm11, ymm11, ymmword ptr [rip+0x952]  ; 0x1760
  vmulpd ymm8, ymm8, ymm9
  vmulpd ymm11, ymm11, ymm10
  vaddpd ymm8, ymm8, ymmword ptr [rip+0x960]  ; 0x1780
  vaddpd ymm11, ymm11, ymmword ptr [rip+0x958]  ; 0x1780
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
  vmulpd ymm9, ymm12, ymmword ptr [rip+0x924]  ; 0x17a0
  vmulpd ymm6, ymm6, ymmword ptr [rip+0x91c]  ; 0x17a0
  vsubpd ymm0, ymm0, ymm9
  vsubpd ymm3, ymm3, ymm6
  vmovaps ymm6, ymmword ptr [rsp+0x200]
  vsubpd ymm0, ymm6, ymm0
  vmovaps ymm11, ymmword ptr [rsp+0x220]
  vsubpd ymm3, ymm11, ymm3
  vmovaps ymm9, ymmword ptr [rsp+0x140]
  vmulpd ymm10, ymm9, ymmword ptr [rip+0x908]  ; 0x17c0
  vmovaps ymm11, ymmword ptr [rsp+0x160]
  vmulpd ymm12, ymm11, ymmword ptr [rip+0x8f7]  ; 0x17c0
  vroundpd ymm10, ymm10, 0xb
  vroundpd ymm12, ymm12, 0xb
  vmulpd ymm10, ymm10, ymmword ptr [rip+0x903]  ; 0x17e0
  vmulpd ymm12, ymm12, ymmword ptr [rip+0x8fb]  ; 0x17e0
  vsubpd ymm9, ymm9, ymm10
  vsubpd ymm10, ymm11, ymm12
  vaddpd ymm11, ymm9, ymmword ptr [rip+0x8e9]  ; 0x17e0
  vaddpd ymm12, ymm10, ymmword ptr [rip+0x8e1]  ; 0x17e0
  vcmppd ymm6, ymm9, ymm1, 1
  vcmppd ymm8, ymm10, ymm1, 1
  vblendvpd ymm6, ymm9, ymm11, ymm6
  vblendvpd ymm8, ymm10, ymm12, ymm8
  vcmppd ymm9, ymm6, ymmword ptr [rip+0x2a2], 0  ; 0x11c0
  vcmppd ymm10, ymm8, ymmword ptr [rip+0x299], 0  ; 0x11c0
  vextractf128 xmm11, ymm9, 1
  vextractf128 xmm12, ymm10, 1
  vpackssdw xmm9, xmm9, xmm11
  vpackssdw xmm10, xmm10, xmm12
  vpackssdw xmm9, xmm9, xmm10
  vpacksswb xmm9, xmm9, xmm9
  vpabsb xmm9, xmm9
  vcmppd ymm11, ymm6, ymmword ptr [rip+0x8ab], 0  ; 0x1800
  vcmppd ymm12, ymm8, ymmword ptr [rip+0x8a2], 0  ; 0x1800
  vextractf128 xmm10, ymm11, 1
  vmovaps ymmword ptr [rsp+0x2a0], ymm8
  vextractf128 xmm8, ymm12, 1
  vpackssdw xmm10, xmm11, xmm10
  vpackssdw xmm8, xmm12, xmm8
  vpackssdw xmm8, xmm10, xmm8
  vpacksswb xmm8, xmm8, xmm8
  vpabsb xmm8, xmm8
  vpor xmm8, xmm9, xmm8
  vpextrb eax, xmm8, 0
  vmovaps xmm9, xmm0
  test al, al
  je .Lwhere19
  vmovaps xmm9, xmm7
.Lwhere19:
  vshufpd xmm10, xmm7, xmm7, 1
  vshufpd xmm11, xmm0, xmm0, 1
  vpextrb eax, xmm8, 1
  test al, al
  je .Lwhere20
  vmovaps xmm11, xmm10
.Lwhere20:
  vextractf128 xmm10, ymm7, 1
  vextractf128 xmm12, ymm0, 1
  vpextrb eax, xmm8, 2
  test al, al
  je .Lwhere21
  vmovaps xmm12, xmm10
.Lwhere21:
  vextractf128 xmm7, ymm7, 1
  vshufpd xmm7, xmm7, xmm7, 1
  vextractf128 xmm0, ymm0, 1
  vshufpd xmm0, xmm0, xmm0, 1
  vpextrb eax, xmm8, 3
  test al, al
  je .Lwhere22
  vmovaps xmm0, xmm7
.Lwhere22:
  vpextrb eax, xmm8, 4
  vmovaps xmm7, xmm3
  test al, al
  je .Lwhere23
  vmovaps xmm7, xmm5
.Lwhere23:
  vshufpd xmm10, xmm5, xmm5, 1
  vmovaps ymmword ptr [rsp+0x280], ymm6
  vshufpd xmm6, xmm3, xmm3, 1
  vpextrb eax, xmm8, 5
  test al, al
  je .Lwhere24
  vmovaps xmm6, xmm10
.Lwhere24:
  vextractf128 xmm10, ymm5, 1
  vmovaps xmmword ptr [rsp+0x2c0], xmm7
  vextractf128 xmm7, ymm3, 1
  vpextrb eax, xmm8, 6
  test al, al
  je .Lwhere25
  vmovaps xmm7, xmm10
.Lwhere25:
  vextractf128 xmm5, ymm5, 1
  vshufpd xmm5, xmm5, xmm5, 1
  vextractf128 xmm3, ymm3, 1
  vshufpd xmm3, xmm3, xmm3, 1
  vpextrb eax, xmm8, 7
  test al, al
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
  vmovaps ymm5, ymmword ptr [rip+0x4dd]  ; 0x1580
  vxorpd ymm6, ymm0, ymm5
  vxorpd ymm5, ymm3, ymm5
  vbroadcastsd ymm7, qword ptr [rip+0x79c]  ; 0x1850
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
  vmovaps ymm5, ymmword ptr [rip+0x263]  ; 0x1360
  vcmppd ymm6, ymm5, ymmword ptr [rsp+0x100], 0xe
  vcmppd ymm8, ymm5, ymmword ptr [rsp+0x120], 0xe
  vbroadcastsd ymm9, qword ptr [rip+0x726]  ; 0x1840
  vblendvpd ymm0, ymm9, ymm0, ymm6
  vblendvpd ymm3, ymm9, ymm3, ymm8
  vcvtpd2ps xmm0, ymm0
  vcvtpd2ps xmm3, ymm3
  vinsertf128 ymm0, ymm0, xmm3, 1
  mov r8, qword ptr [rsp+0x358]
  vmovdqu ymmword ptr [r8+rsi*4], ymm0
  add esi, 8
  cmp esi, 0x20
  jl .Lloop1
.Ldone2:
  vmovaps xmm6, xmmword ptr [rsp+0x2d0]
  vmovaps xmm7, xmmword ptr [rsp+0x2e0]
  vmovaps xmm8, xmmword ptr [rsp+0x2f0]
  vmovaps xmm9, xmmword ptr [rsp+0x300]
  vmovaps xmm10, xmmword ptr [rsp+0x310]
  vmovaps xmm11, xmmword ptr [rsp+0x320]
  vmovaps xmm12, xmmword ptr [rsp+0x330]
  vmovaps xmm15, xmmword ptr [rsp+0x340]
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
;   0x11c0: 3ff0000000000000 3ff0000000000000 3ff0000000000000 3ff0000000000000
;   0x11e0: bfe0000000000000 bfe0000000000000 bfe0000000000000 bfe0000000000000
;   0x1200: 3e7b5253d395e7c4 3e7b5253d395e7c4 3e7b5253d395e7c4 3e7b5253d395e7c4
;   0x1220: 3eb62c0223a5c824 3eb62c0223a5c824 3eb62c0223a5c824 3eb62c0223a5c824
;   0x1240: 3eeffcbfc588b0c7 3eeffcbfc588b0c7 3eeffcbfc588b0c7 3eeffcbfc588b0c7
;   0x1260: 3f2430912f86c787 3f2430912f86c787 3f2430912f86c787 3f2430912f86c787
;   0x1280: 3f55d87fe78a6731 3f55d87fe78a6731 3f55d87fe78a6731 3f55d87fe78a6731
;   0x12a0: 3f83b2ab6fba4e77 3f83b2ab6fba4e77 3f83b2ab6fba4e77 3f83b2ab6fba4e77
;   0x12c0: 3fac6b08d704a0c0 3fac6b08d704a0c0 3fac6b08d704a0c0 3fac6b08d704a0c0
;   0x12e0: 3fcebfbdff82c58f 3fcebfbdff82c58f 3fcebfbdff82c58f 3fcebfbdff82c58f
;   0x1300: 3fe62e42fefa39ef 3fe62e42fefa39ef 3fe62e42fefa39ef 3fe62e42fefa39ef
;   0x1320: 4338000000000000 4338000000000000 4338000000000000 4338000000000000
;   0x1340: 00000000000003ff 00000000000003ff 00000000000003ff 00000000000003ff
;   0x1360: 7ff0000000000000 7ff0000000000000 7ff0000000000000 7ff0000000000000
;   0x1380: 4350000000000000 4350000000000000 4350000000000000 4350000000000000
;   0x13a0: 0010000000000000 0010000000000000 0010000000000000 0010000000000000
;   0x13c0: 000fffffffffffff 000fffffffffffff 000fffffffffffff 000fffffffffffff
;   0x13e0: 3ff6a09e667f3bcd 3ff6a09e667f3bcd 3ff6a09e667f3bcd 3ff6a09e667f3bcd
;   0x1400: 4000000000000000 4000000000000000 4000000000000000 4000000000000000
;   0x1420: 3fc3b13b13b13b14 3fc3b13b13b13b14 3fc3b13b13b13b14 3fc3b13b13b13b14
;   0x1440: 3fc745d1745d1746 3fc745d1745d1746 3fc745d1745d1746 3fc745d1745d1746
;   0x1460: 3fcc71c71c71c71c 3fcc71c71c71c71c 3fcc71c71c71c71c 3fcc71c71c71c71c
;   0x1480: 3fd2492492492492 3fd2492492492492 3fd2492492492492 3fd2492492492492
;   0x14a0: 3fd999999999999a 3fd999999999999a 3fd999999999999a 3fd999999999999a
;   0x14c0: 3fe5555555555555 3fe5555555555555 3fe5555555555555 3fe5555555555555
;   0x14e0: ffffffff00000000 ffffffff00000000 ffffffff00000000 ffffffff00000000
;   0x1500: 3de705fc2eefa200 3de705fc2eefa200 3de705fc2eefa200 3de705fc2eefa200
;   0x1520: 3ff7154765200000 3ff7154765200000 3ff7154765200000 3ff7154765200000
;   0x1540: 404b000000000000 404b000000000000 404b000000000000 404b000000000000
;   0x1560: fff0000000000000 fff0000000000000 fff0000000000000 fff0000000000000
;   0x1580: 8000000000000000 8000000000000000 8000000000000000 8000000000000000
;   0x15a0: 3fe45f306dc9c883 3fe45f306dc9c883 3fe45f306dc9c883 3fe45f306dc9c883
;   0x15c0: 3ff921fb40000000 3ff921fb40000000 3ff921fb40000000 3ff921fb40000000
;   0x15e0: 3e74442d00000000 3e74442d00000000 3e74442d00000000 3e74442d00000000
;   0x1600: 3cf8469880000000 3cf8469880000000 3cf8469880000000 3cf8469880000000
;   0x1620: 3b78cc51701b839a 3b78cc51701b839a 3b78cc51701b839a 3b78cc51701b839a
;   0x1640: bff0000000000000 bff0000000000000 bff0000000000000 bff0000000000000
;   0x1660: 3e21eed8eff8d898 3e21eed8eff8d898 3e21eed8eff8d898 3e21eed8eff8d898
;   0x1680: be927e4fb7789f5c be927e4fb7789f5c be927e4fb7789f5c be927e4fb7789f5c
;   0x16a0: 3efa01a01a01a01a 3efa01a01a01a01a 3efa01a01a01a01a 3efa01a01a01a01a
;   0x16c0: bf56c16c16c16c17 bf56c16c16c16c17 bf56c16c16c16c17 bf56c16c16c16c17
;   0x16e0: 3fa5555555555555 3fa5555555555555 3fa5555555555555 3fa5555555555555
;   0x1700: bd70000000000000 bd70000000000000 bd70000000000000 bd70000000000000
;   0x1720: be5ae64567f544e4 be5ae64567f544e4 be5ae64567f544e4 be5ae64567f544e4
;   0x1740: 3ec71de3a556c734 3ec71de3a556c734 3ec71de3a556c734 3ec71de3a556c734
;   0x1760: bf2a01a01a01a01a bf2a01a01a01a01a bf2a01a01a01a01a bf2a01a01a01a01a
;   0x1780: 3f81111111111111 3f81111111111111 3f81111111111111 3f81111111111111
;   0x17a0: bfc5555555555555 bfc5555555555555 bfc5555555555555 bfc5555555555555
;   0x17c0: 3fd0000000000000 3fd0000000000000 3fd0000000000000 3fd0000000000000
;   0x17e0: 4010000000000000 4010000000000000 4010000000000000 4010000000000000
;   0x1800: 4008000000000000 4008000000000000 4008000000000000 4008000000000000
;   0x1820: c090e00000000000
;   0x1828: 3fe0000000000000
;   0x1830: 4090180000000000
;   0x1838: 3ff0000000000000
;   0x1840: 7ff8000000000000
;   0x1848: 3d70000000000000
;   0x1850: 3ff8000000000000
