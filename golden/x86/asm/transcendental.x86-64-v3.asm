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
  vbroadcastsd ymm2, qword ptr [rip+0x1753]  ; 0x1780
  vbroadcastsd ymm4, qword ptr [rip+0x1752]  ; 0x1788
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
  vbroadcastsd ymm15, qword ptr [rip+0x1709]  ; 0x1790
  vminpd ymm8, ymm15, ymm10
  vbroadcastsd ymm15, qword ptr [rip+0x16fb]  ; 0x1790
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
  vblendvpd ymm5, ymm1, ymmword ptr [rip+0x1046], ymm5  ; 0x1120
  vblendvpd ymm3, ymm1, ymmword ptr [rip+0x103c], ymm3  ; 0x1120
  vaddpd ymm5, ymm9, ymm5
  vaddpd ymm3, ymm10, ymm3
  vcmppd ymm0, ymm0, ymmword ptr [rip+0x104b], 1  ; 0x1140
  vcmppd ymm6, ymm6, ymmword ptr [rip+0x1042], 1  ; 0x1140
  vblendvpd ymm0, ymm1, ymmword ptr [rip+0x1018], ymm0  ; 0x1120
  vblendvpd ymm6, ymm1, ymmword ptr [rip+0x100e], ymm6  ; 0x1120
  vsubpd ymm0, ymm5, ymm0
  vsubpd ymm3, ymm3, ymm6
  vsubpd ymm5, ymm8, ymm0
  vsubpd ymm6, ymm7, ymm3
  vmulpd ymm8, ymm5, ymmword ptr [rip+0x1036]  ; 0x1160
  vmulpd ymm7, ymm6, ymmword ptr [rip+0x102e]  ; 0x1160
  vaddpd ymm8, ymm8, ymmword ptr [rip+0x1046]  ; 0x1180
  vaddpd ymm7, ymm7, ymmword ptr [rip+0x103e]  ; 0x1180
  vmulpd ymm8, ymm8, ymm5
  vmulpd ymm7, ymm7, ymm6
  vaddpd ymm8, ymm8, ymmword ptr [rip+0x104e]  ; 0x11a0
  vaddpd ymm7, ymm7, ymmword ptr [rip+0x1046]  ; 0x11a0
  vmulpd ymm8, ymm8, ymm5
  vmulpd ymm7, ymm7, ymm6
  vaddpd ymm8, ymm8, ymmword ptr [rip+0x1056]  ; 0x11c0
  vaddpd ymm7, ymm7, ymmword ptr [rip+0x104e]  ; 0x11c0
  vmulpd ymm8, ymm8, ymm5
  vmulpd ymm7, ymm7, ymm6
  vaddpd ymm8, ymm8, ymmword ptr [rip+0x105e]  ; 0x11e0
  vaddpd ymm7, ymm7, ymmword ptr [rip+0x1056]  ; 0x11e0
  vmulpd ymm8, ymm8, ymm5
  vmulpd ymm7, ymm7, ymm6
  vaddpd ymm8, ymm8, ymmword ptr [rip+0x1066]  ; 0x1200
  vaddpd ymm7, ymm7, ymmword ptr [rip+0x105e]  ; 0x1200
  vmulpd ymm8, ymm8, ymm5
  vmulpd ymm7, ymm7, ymm6
  vaddpd ymm8, ymm8, ymmword ptr [rip+0x106e]  ; 0x1220
  vaddpd ymm7, ymm7, ymmword ptr [rip+0x1066]  ; 0x1220
  vmulpd ymm8, ymm8, ymm5
  vmulpd ymm7, ymm7, ymm6
  vaddpd ymm8, ymm8, ymmword ptr [rip+0x1076]  ; 0x1240
  vaddpd ymm7, ymm7, ymmword ptr [rip+0x106e]  ; 0x1240
  vmulpd ymm8, ymm8, ymm5
  vmulpd ymm7, ymm7, ymm6
  vaddpd ymm8, ymm8, ymmword ptr [rip+0x107e]  ; 0x1260
  vaddpd ymm7, ymm7, ymmword ptr [rip+0x1076]  ; 0x1260
  vmulpd ymm5, ymm8, ymm5
  vmulpd ymm6, ymm7, ymm6
  vaddpd ymm5, ymm5, ymmword ptr [rip+0xf26]  ; 0x1120
  vaddpd ymm6, ymm6, ymmword ptr [rip+0xf1e]  ; 0x1120
  vaddpd ymm0, ymm0, ymmword ptr [rip+0x1076]  ; 0x1280
  vaddpd ymm3, ymm3, ymmword ptr [rip+0x106e]  ; 0x1280
  vpsubq ymm0, ymm0, ymmword ptr [rip+0x1066]  ; 0x1280
  vpsubq ymm3, ymm3, ymmword ptr [rip+0x105e]  ; 0x1280
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
  vpaddq ymm10, ymm8, ymmword ptr [rip+0x1040]  ; 0x12a0
  vpaddq ymm9, ymm7, ymmword ptr [rip+0x1038]  ; 0x12a0
  vpsllq ymm10, ymm10, 0x34
  vpsllq ymm9, ymm9, 0x34
  vmulpd ymm5, ymm5, ymm10
  vmulpd ymm6, ymm6, ymm9
  vpsubq ymm0, ymm0, ymm8
  vpsubq ymm3, ymm3, ymm7
  vpaddq ymm0, ymm0, ymmword ptr [rip+0x1011]  ; 0x12a0
  vpaddq ymm3, ymm3, ymmword ptr [rip+0x1009]  ; 0x12a0
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
  vcmppd ymm5, ymm11, ymmword ptr [rip+0xfad], 1  ; 0x12c0
  vcmppd ymm6, ymm12, ymmword ptr [rip+0xfa4], 1  ; 0x12c0
  vextractf128 xmm7, ymm5, 1
  vextractf128 xmm8, ymm6, 1
  vpackssdw xmm5, xmm5, xmm7
  vpackssdw xmm6, xmm6, xmm8
  vpackssdw xmm5, xmm5, xmm6
  vpacksswb xmm5, xmm5, xmm5
  vpabsb xmm5, xmm5
  vpand xmm0, xmm0, xmm5
  vpextrb r8d, xmm0, 0
  vmovq xmm5, qword ptr [rip+0x1448]  ; 0x1798
  test r8b, r8b
  je .Lwhere3
  vmovaps xmm5, xmm11
.Lwhere3:
  vpextrb ebx, xmm0, 1
  vshufpd xmm6, xmm11, xmm11, 1
  vmovq xmm7, qword ptr [rip+0x142b]  ; 0x1798
  test bl, bl
  je .Lwhere4
  vmovaps xmm7, xmm6
.Lwhere4:
  vpextrb r12d, xmm0, 2
  vextractf128 xmm6, ymm11, 1
  vmovq xmm8, qword ptr [rip+0x140f]  ; 0x1798
  test r12b, r12b
  je .Lwhere5
  vmovaps xmm8, xmm6
.Lwhere5:
  vpextrb r13d, xmm0, 3
  vextractf128 xmm6, ymm11, 1
  vshufpd xmm6, xmm6, xmm6, 1
  vmovq xmm10, qword ptr [rip+0x13ed]  ; 0x1798
  test r13b, r13b
  je .Lwhere6
  vmovaps xmm10, xmm6
.Lwhere6:
  vpextrb r14d, xmm0, 4
  vmovq xmm6, qword ptr [rip+0x13d6]  ; 0x1798
  test r14b, r14b
  je .Lwhere7
  vmovaps xmm6, xmm12
.Lwhere7:
  vpextrb r15d, xmm0, 5
  vshufpd xmm3, xmm12, xmm12, 1
  vmovq xmm9, qword ptr [rip+0x13b9]  ; 0x1798
  test r15b, r15b
  je .Lwhere8
  vmovaps xmm9, xmm3
.Lwhere8:
  vpextrb edi, xmm0, 6
  vextractf128 xmm3, ymm12, 1
  vmovaps ymmword ptr [rsp], ymm11
  vmovq xmm11, qword ptr [rip+0x1397]  ; 0x1798
  test dil, dil
  je .Lwhere9
  vmovaps xmm11, xmm3
.Lwhere9:
  vpextrb ecx, xmm0, 7
  vextractf128 xmm0, ymm12, 1
  vshufpd xmm0, xmm0, xmm0, 1
  vmovq xmm3, qword ptr [rip+0x1375]  ; 0x1798
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
  vmulpd ymm6, ymm0, ymmword ptr [rip+0xe8f]  ; 0x12e0
  vmulpd ymm7, ymm3, ymmword ptr [rip+0xe87]  ; 0x12e0
  vcmppd ymm9, ymm0, ymmword ptr [rip+0xe9e], 1  ; 0x1300
  vcmppd ymm10, ymm3, ymmword ptr [rip+0xe95], 1  ; 0x1300
  vblendvpd ymm6, ymm0, ymm6, ymm9
  vblendvpd ymm7, ymm3, ymm7, ymm10
  vpand ymm10, ymm6, ymmword ptr [rip+0xea1]  ; 0x1320
  vpand ymm11, ymm7, ymmword ptr [rip+0xe99]  ; 0x1320
  vpor ymm10, ymm10, ymmword ptr [rip+0xc91]  ; 0x1120
  vpor ymm11, ymm11, ymmword ptr [rip+0xc89]  ; 0x1120
  vmulpd ymm9, ymm10, ymm4
  vmulpd ymm5, ymm11, ymm4
  vcmppd ymm8, ymm10, ymmword ptr [rip+0xe98], 0xe  ; 0x1340
  vmovaps ymmword ptr [rsp+0x20], ymm12
  vcmppd ymm12, ymm11, ymmword ptr [rip+0xe89], 0xe  ; 0x1340
  vblendvpd ymm8, ymm10, ymm9, ymm8
  vblendvpd ymm5, ymm11, ymm5, ymm12
  vsubpd ymm8, ymm8, ymmword ptr [rip+0xc55]  ; 0x1120
  vsubpd ymm5, ymm5, ymmword ptr [rip+0xc4d]  ; 0x1120
  vaddpd ymm9, ymm8, ymmword ptr [rip+0xe85]  ; 0x1360
  vaddpd ymm12, ymm5, ymmword ptr [rip+0xe7d]  ; 0x1360
  vdivpd ymm9, ymm8, ymm9
  vdivpd ymm12, ymm5, ymm12
  vmovaps ymmword ptr [rsp+0xa0], ymm11
  vmulpd ymm11, ymm9, ymm9
  vmovaps ymmword ptr [rsp+0x80], ymm10
  vmulpd ymm10, ymm12, ymm12
  vmovaps ymmword ptr [rsp+0x60], ymm3
  vmulpd ymm3, ymm11, ymmword ptr [rip+0xe69]  ; 0x1380
  vmovaps ymmword ptr [rsp+0x40], ymm0
  vmulpd ymm0, ymm10, ymmword ptr [rip+0xe5b]  ; 0x1380
  vaddpd ymm3, ymm3, ymmword ptr [rip+0xe73]  ; 0x13a0
  vaddpd ymm0, ymm0, ymmword ptr [rip+0xe6b]  ; 0x13a0
  vmulpd ymm3, ymm3, ymm11
  vmulpd ymm0, ymm0, ymm10
  vaddpd ymm3, ymm3, ymmword ptr [rip+0xe79]  ; 0x13c0
  vaddpd ymm0, ymm0, ymmword ptr [rip+0xe71]  ; 0x13c0
  vmulpd ymm3, ymm3, ymm11
  vmulpd ymm0, ymm0, ymm10
  vaddpd ymm3, ymm3, ymmword ptr [rip+0xe7f]  ; 0x13e0
  vaddpd ymm0, ymm0, ymmword ptr [rip+0xe77]  ; 0x13e0
  vmulpd ymm3, ymm3, ymm11
  vmulpd ymm0, ymm0, ymm10
  vaddpd ymm3, ymm3, ymmword ptr [rip+0xe85]  ; 0x1400
  vaddpd ymm0, ymm0, ymmword ptr [rip+0xe7d]  ; 0x1400
  vmulpd ymm3, ymm3, ymm11
  vmulpd ymm0, ymm0, ymm10
  vaddpd ymm3, ymm3, ymmword ptr [rip+0xe8b]  ; 0x1420
  vaddpd ymm0, ymm0, ymmword ptr [rip+0xe83]  ; 0x1420
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
  vpand ymm9, ymm9, ymmword ptr [rip+0xe68]  ; 0x1440
  vpand ymm12, ymm12, ymmword ptr [rip+0xe60]  ; 0x1440
  vsubpd ymm8, ymm8, ymm9
  vsubpd ymm5, ymm5, ymm12
  vsubpd ymm8, ymm8, ymm10
  vsubpd ymm5, ymm5, ymm11
  vaddpd ymm3, ymm8, ymm3
  vaddpd ymm0, ymm5, ymm0
  vaddpd ymm5, ymm3, ymm9
  vaddpd ymm8, ymm0, ymm12
  vmulpd ymm5, ymm5, ymmword ptr [rip+0xe52]  ; 0x1460
  vmulpd ymm8, ymm8, ymmword ptr [rip+0xe4a]  ; 0x1460
  vmulpd ymm3, ymm3, ymmword ptr [rip+0xe62]  ; 0x1480
  vmulpd ymm0, ymm0, ymmword ptr [rip+0xe5a]  ; 0x1480
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
  vpsubq ymm5, ymm5, ymmword ptr [rip+0xc34]  ; 0x12a0
  vpsubq ymm6, ymm6, ymmword ptr [rip+0xc2c]  ; 0x12a0
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
  vcmppd ymm3, ymm3, ymmword ptr [rip+0xbbb], 1  ; 0x1300
  vmovaps ymm6, ymmword ptr [rsp+0x60]
  vcmppd ymm6, ymm6, ymmword ptr [rip+0xbac], 1  ; 0x1300
  vblendvpd ymm3, ymm1, ymmword ptr [rip+0xd42], ymm3  ; 0x14a0
  vblendvpd ymm6, ymm1, ymmword ptr [rip+0xd38], ymm6  ; 0x14a0
  vsubpd ymm3, ymm5, ymm3
  vsubpd ymm0, ymm0, ymm6
  vmovaps ymm10, ymmword ptr [rsp+0x80]
  vcmppd ymm6, ymm10, ymmword ptr [rip+0xbbe], 0xe  ; 0x1340
  vmovaps ymm11, ymmword ptr [rsp+0xa0]
  vcmppd ymm10, ymm11, ymmword ptr [rip+0xbac], 0xe  ; 0x1340
  vblendvpd ymm6, ymm1, ymmword ptr [rip+0x982], ymm6  ; 0x1120
  vblendvpd ymm10, ymm1, ymmword ptr [rip+0x978], ymm10  ; 0x1120
  vaddpd ymm3, ymm3, ymm6
  vaddpd ymm0, ymm0, ymm10
  vmulpd ymm9, ymm9, ymmword ptr [rip+0xcc7]  ; 0x1480
  vmulpd ymm10, ymm12, ymmword ptr [rip+0xcbf]  ; 0x1480
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
  vcmppd ymm10, ymm9, ymmword ptr [rip+0xab9], 0  ; 0x12c0
  vmovaps ymm12, ymmword ptr [rsp+0x20]
  vcmppd ymm8, ymm12, ymmword ptr [rip+0xaaa], 0  ; 0x12c0
  vbroadcastsd ymm6, qword ptr [rip+0xf81]  ; 0x17a0
  vblendvpd ymm10, ymm6, ymmword ptr [rip+0xa97], ymm10  ; 0x12c0
  vblendvpd ymm8, ymm6, ymmword ptr [rip+0xa8d], ymm8  ; 0x12c0
  vcmppd ymm7, ymm9, ymm1, 0
  vcmppd ymm6, ymm12, ymm1, 0
  vblendvpd ymm7, ymm10, ymmword ptr [rip+0xc79], ymm7  ; 0x14c0
  vblendvpd ymm6, ymm8, ymmword ptr [rip+0xc6f], ymm6  ; 0x14c0
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
  vmovaps ymm0, ymmword ptr [rip+0xbad]  ; 0x14e0
  vmovaps ymm9, ymmword ptr [rsp]
  vxorpd ymm3, ymm9, ymm0
  vmovaps ymm12, ymmword ptr [rsp+0x20]
  vxorpd ymm0, ymm12, ymm0
  vcmppd ymm5, ymm9, ymm1, 1
  vcmppd ymm6, ymm12, ymm1, 1
  vblendvpd ymm3, ymm9, ymm3, ymm5
  vblendvpd ymm0, ymm12, ymm0, ymm6
  vcmppd ymm6, ymm3, ymmword ptr [rip+0x95b], 1  ; 0x12c0
  vcmppd ymm7, ymm0, ymmword ptr [rip+0x952], 1  ; 0x12c0
  vblendvpd ymm6, ymm1, ymm9, ymm6
  vblendvpd ymm7, ymm1, ymm12, ymm7
  vmulpd ymm10, ymm6, ymmword ptr [rip+0xb7e]  ; 0x1500
  vmulpd ymm11, ymm7, ymmword ptr [rip+0xb76]  ; 0x1500
  vroundpd ymm8, ymm10, 0xb
  vroundpd ymm5, ymm11, 0xb
  vsubpd ymm10, ymm10, ymm8
  vsubpd ymm11, ymm11, ymm5
  vcmppd ymm12, ymm4, ymm10, 1
  vcmppd ymm9, ymm4, ymm11, 1
  vblendvpd ymm12, ymm1, ymmword ptr [rip+0x76b], ymm12  ; 0x1120
  vblendvpd ymm9, ymm1, ymmword ptr [rip+0x761], ymm9  ; 0x1120
  vaddpd ymm8, ymm8, ymm12
  vaddpd ymm5, ymm5, ymm9
  vcmppd ymm10, ymm10, ymmword ptr [rip+0x76e], 1  ; 0x1140
  vcmppd ymm11, ymm11, ymmword ptr [rip+0x765], 1  ; 0x1140
  vblendvpd ymm10, ymm1, ymmword ptr [rip+0x73b], ymm10  ; 0x1120
  vblendvpd ymm11, ymm1, ymmword ptr [rip+0x731], ymm11  ; 0x1120
  vsubpd ymm8, ymm8, ymm10
  vsubpd ymm5, ymm5, ymm11
  vmulpd ymm11, ymm8, ymmword ptr [rip+0xb1f]  ; 0x1520
  vmulpd ymm9, ymm5, ymmword ptr [rip+0xb17]  ; 0x1520
  vsubpd ymm6, ymm6, ymm11
  vsubpd ymm7, ymm7, ymm9
  vmulpd ymm11, ymm8, ymmword ptr [rip+0xb25]  ; 0x1540
  vmulpd ymm10, ymm5, ymmword ptr [rip+0xb1d]  ; 0x1540
  vsubpd ymm9, ymm6, ymm11
  vsubpd ymm12, ymm7, ymm10
  vmovaps ymmword ptr [rsp+0x120], ymm0
  vmulpd ymm0, ymm8, ymmword ptr [rip+0xb22]  ; 0x1560
  vmovaps ymmword ptr [rsp+0x100], ymm3
  vmulpd ymm3, ymm5, ymmword ptr [rip+0xb11]  ; 0x1560
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
  vxorpd ymm0, ymm0, ymmword ptr [rip+0xa2e]  ; 0x14e0
  vxorpd ymm3, ymm3, ymmword ptr [rip+0xa26]  ; 0x14e0
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
  vmovaps ymm9, ymmword ptr [rip+0x9f1]  ; 0x14e0
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
  vmulpd ymm6, ymm8, ymmword ptr [rip+0xa4c]  ; 0x1580
  vmovaps ymm7, ymmword ptr [rsp+0x160]
  vmulpd ymm9, ymm7, ymmword ptr [rip+0xa3b]  ; 0x1580
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
  vxorpd ymm6, ymm6, ymmword ptr [rip+0x949]  ; 0x14e0
  vxorpd ymm9, ymm9, ymmword ptr [rip+0x941]  ; 0x14e0
  vsubpd ymm6, ymm6, ymm7
  vsubpd ymm7, ymm9, ymm8
  vaddpd ymm6, ymm12, ymm6
  vaddpd ymm7, ymm10, ymm7
  vaddpd ymm0, ymm0, ymm6
  vaddpd ymm3, ymm3, ymm7
  vaddpd ymm6, ymm11, ymm0
  vaddpd ymm7, ymm5, ymm3
  vmovaps ymm12, ymmword ptr [rip+0x558]  ; 0x1120
  vminpd ymm8, ymm12, ymm6
  vminpd ymm9, ymm12, ymm7
  vcmppd ymm12, ymm6, ymmword ptr [rip+0x9c7], 1  ; 0x15a0
  vcmppd ymm10, ymm7, ymmword ptr [rip+0x9be], 1  ; 0x15a0
  vblendvpd ymm8, ymm8, ymmword ptr [rip+0x9b4], ymm12  ; 0x15a0
  vblendvpd ymm9, ymm9, ymmword ptr [rip+0x9aa], ymm10  ; 0x15a0
  vmulpd ymm10, ymm8, ymm8
  vmulpd ymm12, ymm9, ymm9
  vmovaps ymmword ptr [rsp+0x220], ymm9
  vmulpd ymm9, ymm10, ymmword ptr [rip+0x9af]  ; 0x15c0
  vmovaps ymmword ptr [rsp+0x200], ymm8
  vmulpd ymm8, ymm12, ymmword ptr [rip+0x99e]  ; 0x15c0
  vaddpd ymm9, ymm9, ymmword ptr [rip+0x9b6]  ; 0x15e0
  vaddpd ymm8, ymm8, ymmword ptr [rip+0x9ae]  ; 0x15e0
  vmulpd ymm9, ymm9, ymm10
  vmulpd ymm8, ymm8, ymm12
  vaddpd ymm9, ymm9, ymmword ptr [rip+0x9bc]  ; 0x1600
  vaddpd ymm8, ymm8, ymmword ptr [rip+0x9b4]  ; 0x1600
  vmulpd ymm9, ymm9, ymm10
  vmulpd ymm8, ymm8, ymm12
  vaddpd ymm9, ymm9, ymmword ptr [rip+0x9c2]  ; 0x1620
  vaddpd ymm8, ymm8, ymmword ptr [rip+0x9ba]  ; 0x1620
  vmulpd ymm9, ymm9, ymm10
  vmulpd ymm8, ymm8, ymm12
  vaddpd ymm9, ymm9, ymmword ptr [rip+0x9c8]  ; 0x1640
  vaddpd ymm8, ymm8, ymmword ptr [rip+0x9c0]  ; 0x1640
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
  vbroadcastsd ymm5, qword ptr [rip+0xae8]  ; 0x17a8
  vminpd ymm6, ymm5, ymm0
  vminpd ymm7, ymm5, ymm3
  vcmppd ymm0, ymm0, ymmword ptr [rip+0x98f], 1  ; 0x1660
  vcmppd ymm3, ymm3, ymmword ptr [rip+0x986], 1  ; 0x1660
  vblendvpd ymm0, ymm6, ymmword ptr [rip+0x97c], ymm0  ; 0x1660
  vblendvpd ymm3, ymm7, ymmword ptr [rip+0x972], ymm3  ; 0x1660
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
  vmovaps ymm15, ymmword ptr [rip+0x3ed]  ; 0x1120
  vsubpd ymm11, ymm15, ymm12
  vmovaps ymm15, ymmword ptr [rip+0x3e0]  ; 0x1120
  vsubpd ymm6, ymm15, ymm5
  vmovaps ymm15, ymmword ptr [rip+0x3d4]  ; 0x1120
  vsubpd ymm10, ymm15, ymm11
  vmovaps ymm15, ymmword ptr [rip+0x3c7]  ; 0x1120
  vsubpd ymm9, ymm15, ymm6
  vsubpd ymm10, ymm10, ymm12
  vsubpd ymm5, ymm9, ymm5
  vaddpd ymm7, ymm10, ymm7
  vaddpd ymm5, ymm5, ymm8
  vaddpd ymm7, ymm11, ymm7
  vaddpd ymm5, ymm6, ymm5
  vmovaps ymm9, ymmword ptr [rsp+0x240]
  vmulpd ymm8, ymm9, ymmword ptr [rip+0x8f8]  ; 0x1680
  vmovaps ymm10, ymmword ptr [rsp+0x260]
  vmulpd ymm11, ymm10, ymmword ptr [rip+0x8e7]  ; 0x1680
  vaddpd ymm8, ymm8, ymmword ptr [rip+0x8ff]  ; 0x16a0
  vaddpd ymm11, ymm11, ymmword ptr [rip+0x8f7]  ; 0x16a0
  vmulpd ymm8, ymm8, ymm9
  vmulpd ymm11, ymm11, ymm10
  vaddpd ymm8, ymm8, ymmword ptr [rip+0x905]  ; 0x16c0
  vaddpd ymm11, ymm11, ymmword ptr [rip+0x8fd]  ; 0x16c0
  vmulpd ymm8, ymm8, ymm9
  vmulpd ymm11, ymm11, ymm10
  vaddpd ymm8, ymm8, ymmword ptr [rip+0x90b]  ; 0x16e0
  vaddpd ymm11, ymm11, ymmword ptr [rip+0x903]  ; 0x16e0
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
  vmulpd ymm9, ymm12, ymmword ptr [rip+0x8cf]  ; 0x1700
  vmulpd ymm6, ymm6, ymmword ptr [rip+0x8c7]  ; 0x1700
  vsubpd ymm0, ymm0, ymm9
  vsubpd ymm3, ymm3, ymm6
  vmovaps ymm6, ymmword ptr [rsp+0x200]
  vsubpd ymm0, ymm6, ymm0
  vmovaps ymm11, ymmword ptr [rsp+0x220]
  vsubpd ymm3, ymm11, ymm3
  vmovaps ymm9, ymmword ptr [rsp+0x140]
  vmulpd ymm10, ymm9, ymmword ptr [rip+0x8b3]  ; 0x1720
  vmovaps ymm11, ymmword ptr [rsp+0x160]
  vmulpd ymm12, ymm11, ymmword ptr [rip+0x8a2]  ; 0x1720
  vroundpd ymm10, ymm10, 0xb
  vroundpd ymm12, ymm12, 0xb
  vmulpd ymm10, ymm10, ymmword ptr [rip+0x8ae]  ; 0x1740
  vmulpd ymm12, ymm12, ymmword ptr [rip+0x8a6]  ; 0x1740
  vsubpd ymm9, ymm9, ymm10
  vsubpd ymm10, ymm11, ymm12
  vaddpd ymm11, ymm9, ymmword ptr [rip+0x894]  ; 0x1740
  vaddpd ymm12, ymm10, ymmword ptr [rip+0x88c]  ; 0x1740
  vcmppd ymm6, ymm9, ymm1, 1
  vcmppd ymm8, ymm10, ymm1, 1
  vblendvpd ymm6, ymm9, ymm11, ymm6
  vblendvpd ymm8, ymm10, ymm12, ymm8
  vcmppd ymm9, ymm6, ymmword ptr [rip+0x24d], 0  ; 0x1120
  vcmppd ymm10, ymm8, ymmword ptr [rip+0x244], 0  ; 0x1120
  vextractf128 xmm11, ymm9, 1
  vextractf128 xmm12, ymm10, 1
  vpackssdw xmm9, xmm9, xmm11
  vpackssdw xmm10, xmm10, xmm12
  vpackssdw xmm9, xmm9, xmm10
  vpacksswb xmm9, xmm9, xmm9
  vpabsb xmm9, xmm9
  vcmppd ymm11, ymm6, ymmword ptr [rip+0x856], 0  ; 0x1760
  vcmppd ymm12, ymm8, ymmword ptr [rip+0x84d], 0  ; 0x1760
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
  vmovaps ymm5, ymmword ptr [rip+0x488]  ; 0x14e0
  vxorpd ymm6, ymm0, ymm5
  vxorpd ymm5, ymm3, ymm5
  vbroadcastsd ymm7, qword ptr [rip+0x747]  ; 0x17b0
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
  vmovaps ymm5, ymmword ptr [rip+0x20e]  ; 0x12c0
  vcmppd ymm6, ymm5, ymmword ptr [rsp+0x100], 0xe
  vcmppd ymm8, ymm5, ymmword ptr [rsp+0x120], 0xe
  vbroadcastsd ymm9, qword ptr [rip+0x6d1]  ; 0x17a0
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
;   0x1120: 3ff0000000000000 3ff0000000000000 3ff0000000000000 3ff0000000000000
;   0x1140: bfe0000000000000 bfe0000000000000 bfe0000000000000 bfe0000000000000
;   0x1160: 3e7b5253d395e7c4 3e7b5253d395e7c4 3e7b5253d395e7c4 3e7b5253d395e7c4
;   0x1180: 3eb62c0223a5c824 3eb62c0223a5c824 3eb62c0223a5c824 3eb62c0223a5c824
;   0x11a0: 3eeffcbfc588b0c7 3eeffcbfc588b0c7 3eeffcbfc588b0c7 3eeffcbfc588b0c7
;   0x11c0: 3f2430912f86c787 3f2430912f86c787 3f2430912f86c787 3f2430912f86c787
;   0x11e0: 3f55d87fe78a6731 3f55d87fe78a6731 3f55d87fe78a6731 3f55d87fe78a6731
;   0x1200: 3f83b2ab6fba4e77 3f83b2ab6fba4e77 3f83b2ab6fba4e77 3f83b2ab6fba4e77
;   0x1220: 3fac6b08d704a0c0 3fac6b08d704a0c0 3fac6b08d704a0c0 3fac6b08d704a0c0
;   0x1240: 3fcebfbdff82c58f 3fcebfbdff82c58f 3fcebfbdff82c58f 3fcebfbdff82c58f
;   0x1260: 3fe62e42fefa39ef 3fe62e42fefa39ef 3fe62e42fefa39ef 3fe62e42fefa39ef
;   0x1280: 4338000000000000 4338000000000000 4338000000000000 4338000000000000
;   0x12a0: 00000000000003ff 00000000000003ff 00000000000003ff 00000000000003ff
;   0x12c0: 7ff0000000000000 7ff0000000000000 7ff0000000000000 7ff0000000000000
;   0x12e0: 4350000000000000 4350000000000000 4350000000000000 4350000000000000
;   0x1300: 0010000000000000 0010000000000000 0010000000000000 0010000000000000
;   0x1320: 000fffffffffffff 000fffffffffffff 000fffffffffffff 000fffffffffffff
;   0x1340: 3ff6a09e667f3bcd 3ff6a09e667f3bcd 3ff6a09e667f3bcd 3ff6a09e667f3bcd
;   0x1360: 4000000000000000 4000000000000000 4000000000000000 4000000000000000
;   0x1380: 3fc3b13b13b13b14 3fc3b13b13b13b14 3fc3b13b13b13b14 3fc3b13b13b13b14
;   0x13a0: 3fc745d1745d1746 3fc745d1745d1746 3fc745d1745d1746 3fc745d1745d1746
;   0x13c0: 3fcc71c71c71c71c 3fcc71c71c71c71c 3fcc71c71c71c71c 3fcc71c71c71c71c
;   0x13e0: 3fd2492492492492 3fd2492492492492 3fd2492492492492 3fd2492492492492
;   0x1400: 3fd999999999999a 3fd999999999999a 3fd999999999999a 3fd999999999999a
;   0x1420: 3fe5555555555555 3fe5555555555555 3fe5555555555555 3fe5555555555555
;   0x1440: ffffffff00000000 ffffffff00000000 ffffffff00000000 ffffffff00000000
;   0x1460: 3de705fc2eefa200 3de705fc2eefa200 3de705fc2eefa200 3de705fc2eefa200
;   0x1480: 3ff7154765200000 3ff7154765200000 3ff7154765200000 3ff7154765200000
;   0x14a0: 404b000000000000 404b000000000000 404b000000000000 404b000000000000
;   0x14c0: fff0000000000000 fff0000000000000 fff0000000000000 fff0000000000000
;   0x14e0: 8000000000000000 8000000000000000 8000000000000000 8000000000000000
;   0x1500: 3fe45f306dc9c883 3fe45f306dc9c883 3fe45f306dc9c883 3fe45f306dc9c883
;   0x1520: 3ff921fb40000000 3ff921fb40000000 3ff921fb40000000 3ff921fb40000000
;   0x1540: 3e74442d00000000 3e74442d00000000 3e74442d00000000 3e74442d00000000
;   0x1560: 3cf8469880000000 3cf8469880000000 3cf8469880000000 3cf8469880000000
;   0x1580: 3b78cc51701b839a 3b78cc51701b839a 3b78cc51701b839a 3b78cc51701b839a
;   0x15a0: bff0000000000000 bff0000000000000 bff0000000000000 bff0000000000000
;   0x15c0: 3e21eed8eff8d898 3e21eed8eff8d898 3e21eed8eff8d898 3e21eed8eff8d898
;   0x15e0: be927e4fb7789f5c be927e4fb7789f5c be927e4fb7789f5c be927e4fb7789f5c
;   0x1600: 3efa01a01a01a01a 3efa01a01a01a01a 3efa01a01a01a01a 3efa01a01a01a01a
;   0x1620: bf56c16c16c16c17 bf56c16c16c16c17 bf56c16c16c16c17 bf56c16c16c16c17
;   0x1640: 3fa5555555555555 3fa5555555555555 3fa5555555555555 3fa5555555555555
;   0x1660: bd70000000000000 bd70000000000000 bd70000000000000 bd70000000000000
;   0x1680: be5ae64567f544e4 be5ae64567f544e4 be5ae64567f544e4 be5ae64567f544e4
;   0x16a0: 3ec71de3a556c734 3ec71de3a556c734 3ec71de3a556c734 3ec71de3a556c734
;   0x16c0: bf2a01a01a01a01a bf2a01a01a01a01a bf2a01a01a01a01a bf2a01a01a01a01a
;   0x16e0: 3f81111111111111 3f81111111111111 3f81111111111111 3f81111111111111
;   0x1700: bfc5555555555555 bfc5555555555555 bfc5555555555555 bfc5555555555555
;   0x1720: 3fd0000000000000 3fd0000000000000 3fd0000000000000 3fd0000000000000
;   0x1740: 4010000000000000 4010000000000000 4010000000000000 4010000000000000
;   0x1760: 4008000000000000 4008000000000000 4008000000000000 4008000000000000
;   0x1780: c090e00000000000
;   0x1788: 3fe0000000000000
;   0x1790: 4090180000000000
;   0x1798: 3ff0000000000000
;   0x17a0: 7ff8000000000000
;   0x17a8: 3d70000000000000
;   0x17b0: 3ff8000000000000
