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
  sub rsp, 0xcc0
  mov qword ptr [rsp+0xca0], rsi
  mov qword ptr [rsp+0xca8], rdx
  mov rax, 0x3e7b5253d395e7c4
  mov qword ptr [rsp+0xaf0], rax
  mov rax, 0xc090e00000000000
  mov qword ptr [rsp+0xaf8], rax
  mov rax, 0x4090180000000000
  mov qword ptr [rsp+0xb00], rax
  mov rax, 0x3fe0000000000000
  mov qword ptr [rsp+0xb08], rax
  mov rax, 0x3ff0000000000000
  mov qword ptr [rsp+0xb10], rax
  mov rax, 0xbfe0000000000000
  mov qword ptr [rsp+0xb18], rax
  mov rax, 0x3eb62c0223a5c824
  mov qword ptr [rsp+0xb20], rax
  mov rax, 0x3eeffcbfc588b0c7
  mov qword ptr [rsp+0xb28], rax
  mov rax, 0x3f2430912f86c787
  mov qword ptr [rsp+0xb30], rax
  mov rax, 0x3f55d87fe78a6731
  mov qword ptr [rsp+0xb38], rax
  mov rax, 0x3f83b2ab6fba4e77
  mov qword ptr [rsp+0xb40], rax
  mov rax, 0x3fac6b08d704a0c0
  mov qword ptr [rsp+0xb48], rax
  mov rax, 0x3fcebfbdff82c58f
  mov qword ptr [rsp+0xb50], rax
  mov rax, 0x3fe62e42fefa39ef
  mov qword ptr [rsp+0xb58], rax
  mov rax, 0x4338000000000000
  mov qword ptr [rsp+0xb60], rax
  mov rax, 0x7ff0000000000000
  mov qword ptr [rsp+0xb68], rax
  mov rax, 0x3ff6a09e667f3bcd
  mov qword ptr [rsp+0xb70], rax
  mov rax, 0x10000000000000
  mov qword ptr [rsp+0xb78], rax
  mov rax, 0x4350000000000000
  mov qword ptr [rsp+0xb80], rax
  mov rax, 0x4000000000000000
  mov qword ptr [rsp+0xb88], rax
  mov rax, 0x3fc3b13b13b13b14
  mov qword ptr [rsp+0xb90], rax
  mov rax, 0x3fc745d1745d1746
  mov qword ptr [rsp+0xb98], rax
  mov rax, 0x3fcc71c71c71c71c
  mov qword ptr [rsp+0xba0], rax
  mov rax, 0x3fd2492492492492
  mov qword ptr [rsp+0xba8], rax
  mov rax, 0x3fd999999999999a
  mov qword ptr [rsp+0xbb0], rax
  mov rax, 0x3fe5555555555555
  mov qword ptr [rsp+0xbb8], rax
  mov rax, 0x3de705fc2eefa200
  mov qword ptr [rsp+0xbc0], rax
  mov rax, 0x3ff7154765200000
  mov qword ptr [rsp+0xbc8], rax
  mov rax, 0x404b000000000000
  mov qword ptr [rsp+0xbd0], rax
  mov rax, 0xfff0000000000000
  mov qword ptr [rsp+0xbd8], rax
  mov rax, 0x7ff8000000000000
  mov qword ptr [rsp+0xbe0], rax
  mov rax, 0x3ff8000000000000
  mov qword ptr [rsp+0xbe8], rax
  mov rax, 0x3fe45f306dc9c883
  mov qword ptr [rsp+0xbf0], rax
  mov rax, 0x3fd0000000000000
  mov qword ptr [rsp+0xbf8], rax
  mov rax, 0x4010000000000000
  mov qword ptr [rsp+0xc00], rax
  mov rax, 0x4008000000000000
  mov qword ptr [rsp+0xc08], rax
  mov rax, 0x3ff921fb40000000
  mov qword ptr [rsp+0xc10], rax
  mov rax, 0x3e74442d00000000
  mov qword ptr [rsp+0xc18], rax
  mov rax, 0x3cf8469880000000
  mov qword ptr [rsp+0xc20], rax
  mov rax, 0x3b78cc51701b839a
  mov qword ptr [rsp+0xc28], rax
  mov rax, 0xbff0000000000000
  mov qword ptr [rsp+0xc30], rax
  mov rax, 0x3e21eed8eff8d898
  mov qword ptr [rsp+0xc38], rax
  mov rax, 0xbe927e4fb7789f5c
  mov qword ptr [rsp+0xc40], rax
  mov rax, 0x3efa01a01a01a01a
  mov qword ptr [rsp+0xc48], rax
  mov rax, 0xbf56c16c16c16c17
  mov qword ptr [rsp+0xc50], rax
  mov rax, 0x3fa5555555555555
  mov qword ptr [rsp+0xc58], rax
  mov rax, 0xbd70000000000000
  mov qword ptr [rsp+0xc60], rax
  mov rax, 0x3d70000000000000
  mov qword ptr [rsp+0xc68], rax
  mov rax, 0xbe5ae64567f544e4
  mov qword ptr [rsp+0xc70], rax
  mov rax, 0x3ec71de3a556c734
  mov qword ptr [rsp+0xc78], rax
  mov rax, 0xbf2a01a01a01a01a
  mov qword ptr [rsp+0xc80], rax
  mov rax, 0x3f81111111111111
  mov qword ptr [rsp+0xc88], rax
  mov rax, 0xbfc5555555555555
  mov qword ptr [rsp+0xc90], rax
  vbroadcastsd ymm0, qword ptr [rsp+0xaf0]
  vxorps xmm1, xmm1, xmm1
  vbroadcastsd ymm1, xmm1
  vbroadcastsd ymm2, qword ptr [rsp+0xaf8]
  vbroadcastsd ymm3, qword ptr [rsp+0xb00]
  vbroadcastsd ymm4, qword ptr [rsp+0xb08]
  vbroadcastsd ymm5, qword ptr [rsp+0xb10]
  vbroadcastsd ymm6, qword ptr [rsp+0xb18]
  vbroadcastsd ymm7, qword ptr [rsp+0xb20]
  vbroadcastsd ymm8, qword ptr [rsp+0xb28]
  vbroadcastsd ymm9, qword ptr [rsp+0xb30]
  vbroadcastsd ymm10, qword ptr [rsp+0xb38]
  vbroadcastsd ymm11, qword ptr [rsp+0xb40]
  vbroadcastsd ymm12, qword ptr [rsp+0xb48]
  vbroadcastsd ymm15, qword ptr [rsp+0xb50]
  vmovaps ymmword ptr [rsp+0x140], ymm15
  vbroadcastsd ymm15, qword ptr [rsp+0xb58]
  vmovaps ymmword ptr [rsp+0x160], ymm15
  vbroadcastsd ymm15, qword ptr [rsp+0xb60]
  vmovaps ymmword ptr [rsp+0x180], ymm15
  mov rax, 0x4338000000000000
  vmovaps ymmword ptr [rsp+0x120], ymm12
  vmovq xmm12, rax
  vpbroadcastq ymm12, xmm12
  xor eax, eax
  vmovaps ymmword ptr [rsp+0x1a0], ymm12
  vmovq xmm12, rax
  vpbroadcastq ymm12, xmm12
  mov eax, 0x3ff
  vmovaps ymmword ptr [rsp+0x1c0], ymm12
  vmovq xmm12, rax
  vpbroadcastq ymm12, xmm12
  vbroadcastsd ymm15, qword ptr [rsp+0xb68]
  vmovaps ymmword ptr [rsp+0x200], ymm15
  vbroadcastsd ymm15, qword ptr [rsp+0xb70]
  vmovaps ymmword ptr [rsp+0x220], ymm15
  vbroadcastsd ymm15, qword ptr [rsp+0xb78]
  vmovaps ymmword ptr [rsp+0x240], ymm15
  vbroadcastsd ymm15, qword ptr [rsp+0xb80]
  vmovaps ymmword ptr [rsp+0x260], ymm15
  mov rax, 0xfffffffffffff
  vmovaps ymmword ptr [rsp+0x1e0], ymm12
  vmovq xmm12, rax
  vpbroadcastq ymm12, xmm12
  mov rax, 0x3ff0000000000000
  vmovaps ymmword ptr [rsp+0x280], ymm12
  vmovq xmm12, rax
  vpbroadcastq ymm12, xmm12
  mov rax, 0xffffffff00000000
  vmovaps ymmword ptr [rsp+0x2a0], ymm12
  vmovq xmm12, rax
  vpbroadcastq ymm12, xmm12
  vbroadcastsd ymm15, qword ptr [rsp+0xb88]
  vmovaps ymmword ptr [rsp+0x2e0], ymm15
  vbroadcastsd ymm15, qword ptr [rsp+0xb90]
  vmovaps ymmword ptr [rsp+0x300], ymm15
  vbroadcastsd ymm15, qword ptr [rsp+0xb98]
  vmovaps ymmword ptr [rsp+0x320], ymm15
  vbroadcastsd ymm15, qword ptr [rsp+0xba0]
  vmovaps ymmword ptr [rsp+0x340], ymm15
  vbroadcastsd ymm15, qword ptr [rsp+0xba8]
  vmovaps ymmword ptr [rsp+0x360], ymm15
  vbroadcastsd ymm15, qword ptr [rsp+0xbb0]
  vmovaps ymmword ptr [rsp+0x380], ymm15
  vbroadcastsd ymm15, qword ptr [rsp+0xbb8]
  vmovaps ymmword ptr [rsp+0x3a0], ymm15
  vbroadcastsd ymm15, qword ptr [rsp+0xbc0]
  vmovaps ymmword ptr [rsp+0x3c0], ymm15
  vbroadcastsd ymm15, qword ptr [rsp+0xbc8]
  vmovaps ymmword ptr [rsp+0x3e0], ymm15
  vbroadcastsd ymm15, qword ptr [rsp+0xbd0]
  vmovaps ymmword ptr [rsp+0x400], ymm15
  vbroadcastsd ymm15, qword ptr [rsp+0xbd8]
  vmovaps ymmword ptr [rsp+0x420], ymm15
  vbroadcastsd ymm15, qword ptr [rsp+0xbe0]
  vmovaps ymmword ptr [rsp+0x440], ymm15
  vbroadcastsd ymm15, qword ptr [rsp+0xbe8]
  vmovaps ymmword ptr [rsp+0x460], ymm15
  vbroadcastsd ymm15, qword ptr [rsp+0xbf0]
  vmovaps ymmword ptr [rsp+0x480], ymm15
  vbroadcastsd ymm15, qword ptr [rsp+0xbf8]
  vmovaps ymmword ptr [rsp+0x4a0], ymm15
  vbroadcastsd ymm15, qword ptr [rsp+0xc00]
  vmovaps ymmword ptr [rsp+0x4c0], ymm15
  vbroadcastsd ymm15, qword ptr [rsp+0xc08]
  vmovaps ymmword ptr [rsp+0x4e0], ymm15
  vbroadcastsd ymm15, qword ptr [rsp+0xc10]
  vmovaps ymmword ptr [rsp+0x500], ymm15
  vbroadcastsd ymm15, qword ptr [rsp+0xc18]
  vmovaps ymmword ptr [rsp+0x520], ymm15
  vbroadcastsd ymm15, qword ptr [rsp+0xc20]
  vmovaps ymmword ptr [rsp+0x540], ymm15
  vbroadcastsd ymm15, qword ptr [rsp+0xc28]
  vmovaps ymmword ptr [rsp+0x560], ymm15
  vbroadcastsd ymm15, qword ptr [rsp+0xc30]
  vmovaps ymmword ptr [rsp+0x580], ymm15
  vbroadcastsd ymm15, qword ptr [rsp+0xc38]
  vmovaps ymmword ptr [rsp+0x5a0], ymm15
  vbroadcastsd ymm15, qword ptr [rsp+0xc40]
  vmovaps ymmword ptr [rsp+0x5c0], ymm15
  vbroadcastsd ymm15, qword ptr [rsp+0xc48]
  vmovaps ymmword ptr [rsp+0x5e0], ymm15
  vbroadcastsd ymm15, qword ptr [rsp+0xc50]
  vmovaps ymmword ptr [rsp+0x600], ymm15
  vbroadcastsd ymm15, qword ptr [rsp+0xc58]
  vmovaps ymmword ptr [rsp+0x620], ymm15
  vbroadcastsd ymm15, qword ptr [rsp+0xc60]
  vmovaps ymmword ptr [rsp+0x640], ymm15
  vbroadcastsd ymm15, qword ptr [rsp+0xc68]
  vmovaps ymmword ptr [rsp+0x660], ymm15
  vbroadcastsd ymm15, qword ptr [rsp+0xc70]
  vmovaps ymmword ptr [rsp+0x680], ymm15
  vbroadcastsd ymm15, qword ptr [rsp+0xc78]
  vmovaps ymmword ptr [rsp+0x6a0], ymm15
  vbroadcastsd ymm15, qword ptr [rsp+0xc80]
  vmovaps ymmword ptr [rsp+0x6c0], ymm15
  vbroadcastsd ymm15, qword ptr [rsp+0xc88]
  vmovaps ymmword ptr [rsp+0x6e0], ymm15
  vbroadcastsd ymm15, qword ptr [rsp+0xc90]
  vmovaps ymmword ptr [rsp+0x700], ymm15
  xor eax, eax
  mov qword ptr [rsp+0xc98], rdi
  mov qword ptr [rsp+0xcb0], rcx
  vmovaps ymmword ptr [rsp], ymm0
  vmovaps ymmword ptr [rsp+0x20], ymm3
  vmovaps ymmword ptr [rsp+0x40], ymm5
  vmovaps ymmword ptr [rsp+0x60], ymm6
  vmovaps ymmword ptr [rsp+0x80], ymm7
  vmovaps ymmword ptr [rsp+0xa0], ymm8
  vmovaps ymmword ptr [rsp+0xc0], ymm9
  vmovaps ymmword ptr [rsp+0xe0], ymm10
  vmovaps ymmword ptr [rsp+0x100], ymm11
  vmovaps ymmword ptr [rsp+0x2c0], ymm12
.Lloop1:
  imul r8d, eax, 8
  mov r11, qword ptr [rsp+0xcb0]
  vmovdqu ymm12, ymmword ptr [r11+r8*4]
  vcvtps2pd ymm11, xmm12
  vextractf128 xmm12, ymm12, 1
  vcvtps2pd ymm12, xmm12
  vcmppd ymm10, ymm11, ymm11, 4
  vcmppd ymm9, ymm12, ymm12, 4
  vblendvpd ymm10, ymm11, ymm1, ymm10
  vblendvpd ymm9, ymm12, ymm1, ymm9
  vmovaps ymm15, ymmword ptr [rsp+0x20]
  vminpd ymm8, ymm15, ymm10
  vmovaps ymm15, ymmword ptr [rsp+0x20]
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
  vblendvpd ymm5, ymm1, ymmword ptr [rsp+0x40], ymm5
  vblendvpd ymm3, ymm1, ymmword ptr [rsp+0x40], ymm3
  vaddpd ymm5, ymm9, ymm5
  vaddpd ymm3, ymm10, ymm3
  vmovaps ymm9, ymmword ptr [rsp+0x60]
  vcmppd ymm0, ymm0, ymm9, 1
  vcmppd ymm6, ymm6, ymm9, 1
  vmovaps ymm10, ymmword ptr [rsp+0x40]
  vblendvpd ymm0, ymm1, ymm10, ymm0
  vblendvpd ymm6, ymm1, ymm10, ymm6
  vsubpd ymm0, ymm5, ymm0
  vsubpd ymm3, ymm3, ymm6
  vsubpd ymm5, ymm8, ymm0
  vsubpd ymm6, ymm7, ymm3
  vmovaps ymm7, ymmword ptr [rsp]
  vmulpd ymm8, ymm7, ymm5
  vmulpd ymm7, ymm7, ymm6
  vmovaps ymm9, ymmword ptr [rsp+0x80]
  vaddpd ymm8, ymm8, ymm9
  vaddpd ymm7, ymm7, ymm9
  vmulpd ymm8, ymm8, ymm5
  vmulpd ymm7, ymm7, ymm6
  vmovaps ymm9, ymmword ptr [rsp+0xa0]
  vaddpd ymm8, ymm8, ymm9
  vaddpd ymm7, ymm7, ymm9
  vmulpd ymm8, ymm8, ymm5
  vmulpd ymm7, ymm7, ymm6
  vmovaps ymm9, ymmword ptr [rsp+0xc0]
  vaddpd ymm8, ymm8, ymm9
  vaddpd ymm7, ymm7, ymm9
  vmulpd ymm8, ymm8, ymm5
  vmulpd ymm7, ymm7, ymm6
  vmovaps ymm9, ymmword ptr [rsp+0xe0]
  vaddpd ymm8, ymm8, ymm9
  vaddpd ymm7, ymm7, ymm9
  vmulpd ymm8, ymm8, ymm5
  vmulpd ymm7, ymm7, ymm6
  vmovaps ymm9, ymmword ptr [rsp+0x100]
  vaddpd ymm8, ymm8, ymm9
  vaddpd ymm7, ymm7, ymm9
  vmulpd ymm8, ymm8, ymm5
  vmulpd ymm7, ymm7, ymm6
  vmovaps ymm9, ymmword ptr [rsp+0x120]
  vaddpd ymm8, ymm8, ymm9
  vaddpd ymm7, ymm7, ymm9
  vmulpd ymm8, ymm8, ymm5
  vmulpd ymm7, ymm7, ymm6
  vmovaps ymm9, ymmword ptr [rsp+0x140]
  vaddpd ymm8, ymm8, ymm9
  vaddpd ymm7, ymm7, ymm9
  vmulpd ymm8, ymm8, ymm5
  vmulpd ymm7, ymm7, ymm6
  vmovaps ymm9, ymmword ptr [rsp+0x160]
  vaddpd ymm8, ymm8, ymm9
  vaddpd ymm7, ymm7, ymm9
  vmulpd ymm5, ymm8, ymm5
  vmulpd ymm6, ymm7, ymm6
  vaddpd ymm5, ymm5, ymm10
  vaddpd ymm6, ymm6, ymm10
  vmovaps ymm7, ymmword ptr [rsp+0x180]
  vaddpd ymm0, ymm0, ymm7
  vaddpd ymm3, ymm3, ymm7
  vmovaps ymm8, ymmword ptr [rsp+0x1a0]
  vpsubq ymm0, ymm0, ymm8
  vpsubq ymm3, ymm3, ymm8
  vpsrlq ymm9, ymm0, 1
  vpsrlq ymm7, ymm3, 1
  vpsrlq ymm8, ymm0, 0x3f
  vpsrlq ymm10, ymm3, 0x3f
  vmovaps ymm15, ymmword ptr [rsp+0x1c0]
  vpsubq ymm8, ymm15, ymm8
  vmovaps ymm15, ymmword ptr [rsp+0x1c0]
  vpsubq ymm10, ymm15, ymm10
  vpsllq ymm8, ymm8, 0x3f
  vpsllq ymm10, ymm10, 0x3f
  vpor ymm8, ymm9, ymm8
  vpor ymm7, ymm7, ymm10
  vmovaps ymm9, ymmword ptr [rsp+0x1e0]
  vpaddq ymm10, ymm8, ymm9
  vpaddq ymm9, ymm7, ymm9
  vpsllq ymm10, ymm10, 0x34
  vpsllq ymm9, ymm9, 0x34
  vmulpd ymm5, ymm5, ymm10
  vmulpd ymm6, ymm6, ymm9
  vpsubq ymm0, ymm0, ymm8
  vpsubq ymm3, ymm3, ymm7
  vmovaps ymm9, ymmword ptr [rsp+0x1e0]
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
  mov r11, qword ptr [rsp+0xc98]
  vmovdqu ymmword ptr [r11+r8*4], ymm0
  vcmppd ymm0, ymm1, ymm11, 1
  vcmppd ymm3, ymm1, ymm12, 1
  vextractf128 xmm5, ymm0, 1
  vextractf128 xmm6, ymm3, 1
  vpackssdw xmm0, xmm0, xmm5
  vpackssdw xmm3, xmm3, xmm6
  vpackssdw xmm0, xmm0, xmm3
  vpacksswb xmm0, xmm0, xmm0
  vpabsb xmm0, xmm0
  vmovaps ymm3, ymmword ptr [rsp+0x200]
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
  vmovq xmm5, qword ptr [rsp+0xb10]
  test bl, bl
  je .Lwhere3
  vmovaps xmm5, xmm11
.Lwhere3:
  vpextrb r12d, xmm0, 1
  vshufpd xmm6, xmm11, xmm11, 1
  vmovq xmm7, qword ptr [rsp+0xb10]
  test r12b, r12b
  je .Lwhere4
  vmovaps xmm7, xmm6
.Lwhere4:
  vpextrb r13d, xmm0, 2
  vextractf128 xmm6, ymm11, 1
  vmovq xmm8, qword ptr [rsp+0xb10]
  test r13b, r13b
  je .Lwhere5
  vmovaps xmm8, xmm6
.Lwhere5:
  vpextrb r14d, xmm0, 3
  vextractf128 xmm6, ymm11, 1
  vshufpd xmm6, xmm6, xmm6, 1
  vmovq xmm10, qword ptr [rsp+0xb10]
  test r14b, r14b
  je .Lwhere6
  vmovaps xmm10, xmm6
.Lwhere6:
  vpextrb r15d, xmm0, 4
  vmovq xmm6, qword ptr [rsp+0xb10]
  test r15b, r15b
  je .Lwhere7
  vmovaps xmm6, xmm12
.Lwhere7:
  vpextrb edi, xmm0, 5
  vshufpd xmm3, xmm12, xmm12, 1
  vmovq xmm9, qword ptr [rsp+0xb10]
  test dil, dil
  je .Lwhere8
  vmovaps xmm9, xmm3
.Lwhere8:
  vpextrb ecx, xmm0, 6
  vextractf128 xmm3, ymm12, 1
  vmovaps ymmword ptr [rsp+0x720], ymm11
  vmovq xmm11, qword ptr [rsp+0xb10]
  test cl, cl
  je .Lwhere9
  vmovaps xmm11, xmm3
.Lwhere9:
  vpextrb edx, xmm0, 7
  vextractf128 xmm0, ymm12, 1
  vshufpd xmm0, xmm0, xmm0, 1
  vmovq xmm3, qword ptr [rsp+0xb10]
  test dl, dl
  je .Lwhere10
  vmovaps xmm3, xmm0
.Lwhere10:
  vunpcklpd xmm0, xmm5, xmm7
  vunpcklpd xmm5, xmm8, xmm10
  vinsertf128 ymm0, ymm0, xmm5, 1
  vunpcklpd xmm5, xmm6, xmm9
  vunpcklpd xmm3, xmm11, xmm3
  vinsertf128 ymm3, ymm5, xmm3, 1
  vmovaps ymm5, ymmword ptr [rsp+0x260]
  vmulpd ymm6, ymm0, ymm5
  vmulpd ymm7, ymm3, ymm5
  vmovaps ymm8, ymmword ptr [rsp+0x240]
  vcmppd ymm9, ymm0, ymm8, 1
  vcmppd ymm10, ymm3, ymm8, 1
  vblendvpd ymm6, ymm0, ymm6, ymm9
  vblendvpd ymm7, ymm3, ymm7, ymm10
  vmovaps ymm9, ymmword ptr [rsp+0x280]
  vpand ymm10, ymm6, ymm9
  vpand ymm11, ymm7, ymm9
  vmovaps ymm5, ymmword ptr [rsp+0x2a0]
  vpor ymm10, ymm10, ymm5
  vpor ymm11, ymm11, ymm5
  vmulpd ymm9, ymm10, ymm4
  vmulpd ymm5, ymm11, ymm4
  vmovaps ymm8, ymmword ptr [rsp+0x220]
  vcmppd ymm8, ymm8, ymm10, 1
  vmovaps ymmword ptr [rsp+0x740], ymm12
  vmovaps ymm15, ymmword ptr [rsp+0x220]
  vcmppd ymm12, ymm15, ymm11, 1
  vblendvpd ymm8, ymm10, ymm9, ymm8
  vblendvpd ymm5, ymm11, ymm5, ymm12
  vmovaps ymm9, ymmword ptr [rsp+0x40]
  vsubpd ymm8, ymm8, ymm9
  vsubpd ymm5, ymm5, ymm9
  vmulpd ymm12, ymm8, ymm8
  vmulpd ymm9, ymm5, ymm5
  vmulpd ymm12, ymm12, ymm4
  vmulpd ymm9, ymm9, ymm4
  vmovaps ymmword ptr [rsp+0x800], ymm11
  vsubpd ymm11, ymm8, ymm12
  vmovaps ymmword ptr [rsp+0x7e0], ymm10
  vsubpd ymm10, ymm5, ymm9
  vpand ymm11, ymm11, ymmword ptr [rsp+0x2c0]
  vpand ymm10, ymm10, ymmword ptr [rsp+0x2c0]
  vmovaps ymmword ptr [rsp+0x780], ymm3
  vsubpd ymm3, ymm8, ymm11
  vmovaps ymmword ptr [rsp+0x760], ymm0
  vsubpd ymm0, ymm5, ymm10
  vsubpd ymm3, ymm3, ymm12
  vsubpd ymm0, ymm0, ymm9
  vmovaps ymmword ptr [rsp+0x7c0], ymm7
  vaddpd ymm7, ymm8, ymmword ptr [rsp+0x2e0]
  vmovaps ymmword ptr [rsp+0x7a0], ymm6
  vaddpd ymm6, ymm5, ymmword ptr [rsp+0x2e0]
  vdivpd ymm7, ymm8, ymm7
  vdivpd ymm5, ymm5, ymm6
  vmulpd ymm6, ymm7, ymm7
  vmulpd ymm8, ymm5, ymm5
  vmovaps ymmword ptr [rsp+0x840], ymm10
  vmovaps ymm15, ymmword ptr [rsp+0x300]
  vmulpd ymm10, ymm15, ymm6
  vmovaps ymmword ptr [rsp+0x820], ymm11
  vmovaps ymm15, ymmword ptr [rsp+0x300]
  vmulpd ymm11, ymm15, ymm8
  vaddpd ymm10, ymm10, ymmword ptr [rsp+0x320]
  vaddpd ymm11, ymm11, ymmword ptr [rsp+0x320]
  vmulpd ymm10, ymm10, ymm6
  vmulpd ymm11, ymm11, ymm8
  vaddpd ymm10, ymm10, ymmword ptr [rsp+0x340]
  vaddpd ymm11, ymm11, ymmword ptr [rsp+0x340]
  vmulpd ymm10, ymm10, ymm6
  vmulpd ymm11, ymm11, ymm8
  vaddpd ymm10, ymm10, ymmword ptr [rsp+0x360]
  vaddpd ymm11, ymm11, ymmword ptr [rsp+0x360]
  vmulpd ymm10, ymm10, ymm6
  vmulpd ymm11, ymm11, ymm8
  vaddpd ymm10, ymm10, ymmword ptr [rsp+0x380]
  vaddpd ymm11, ymm11, ymmword ptr [rsp+0x380]
  vmulpd ymm10, ymm10, ymm6
  vmulpd ymm11, ymm11, ymm8
  vaddpd ymm10, ymm10, ymmword ptr [rsp+0x3a0]
  vaddpd ymm11, ymm11, ymmword ptr [rsp+0x3a0]
  vmulpd ymm6, ymm6, ymm10
  vmulpd ymm8, ymm8, ymm11
  vaddpd ymm6, ymm12, ymm6
  vaddpd ymm8, ymm9, ymm8
  vmulpd ymm6, ymm7, ymm6
  vmulpd ymm5, ymm5, ymm8
  vaddpd ymm3, ymm3, ymm6
  vaddpd ymm0, ymm0, ymm5
  vmovaps ymm11, ymmword ptr [rsp+0x820]
  vaddpd ymm5, ymm3, ymm11
  vmovaps ymm10, ymmword ptr [rsp+0x840]
  vaddpd ymm6, ymm0, ymm10
  vmovaps ymm7, ymmword ptr [rsp+0x3c0]
  vmulpd ymm5, ymm5, ymm7
  vmulpd ymm6, ymm6, ymm7
  vmovaps ymm8, ymmword ptr [rsp+0x3e0]
  vmulpd ymm3, ymm3, ymm8
  vmulpd ymm0, ymm0, ymm8
  vaddpd ymm3, ymm5, ymm3
  vaddpd ymm0, ymm6, ymm0
  vmovaps ymm6, ymmword ptr [rsp+0x7a0]
  vpsrlq ymm5, ymm6, 0x34
  vmovaps ymm9, ymmword ptr [rsp+0x7c0]
  vpsrlq ymm12, ymm9, 0x34
  vpsrlq ymm6, ymm6, 0x3f
  vpsrlq ymm9, ymm9, 0x3f
  vmovaps ymm7, ymmword ptr [rsp+0x1c0]
  vpsubq ymm6, ymm7, ymm6
  vpsubq ymm9, ymm7, ymm9
  vpsllq ymm6, ymm6, 0xc
  vpsllq ymm9, ymm9, 0xc
  vpor ymm5, ymm5, ymm6
  vpor ymm6, ymm12, ymm9
  vmovaps ymm9, ymmword ptr [rsp+0x1e0]
  vpsubq ymm5, ymm5, ymm9
  vpsubq ymm6, ymm6, ymm9
  vpextrq rsi, xmm5, 0
  vxorpd xmm12, xmm12, xmm12
  vcvtsi2sd xmm12, xmm12, rsi
  vpextrq rsi, xmm5, 1
  vxorpd xmm7, xmm7, xmm7
  vcvtsi2sd xmm7, xmm7, rsi
  vextractf128 xmm9, ymm5, 1
  vpextrq rsi, xmm9, 0
  vxorpd xmm9, xmm9, xmm9
  vcvtsi2sd xmm9, xmm9, rsi
  vextractf128 xmm5, ymm5, 1
  vpextrq rsi, xmm5, 1
  vxorpd xmm5, xmm5, xmm5
  vcvtsi2sd xmm5, xmm5, rsi
  vpextrq rsi, xmm6, 0
  vxorpd xmm10, xmm10, xmm10
  vcvtsi2sd xmm10, xmm10, rsi
  vpextrq rsi, xmm6, 1
  vxorpd xmm8, xmm8, xmm8
  vcvtsi2sd xmm8, xmm8, rsi
  vextractf128 xmm11, ymm6, 1
  vpextrq rsi, xmm11, 0
  vxorpd xmm11, xmm11, xmm11
  vcvtsi2sd xmm11, xmm11, rsi
  vextractf128 xmm6, ymm6, 1
  vpextrq rsi, xmm6, 1
  vxorpd xmm6, xmm6, xmm6
  vcvtsi2sd xmm6, xmm6, rsi
  vunpcklpd xmm7, xmm12, xmm7
  vunpcklpd xmm5, xmm9, xmm5
  vinsertf128 ymm5, ymm7, xmm5, 1
  vunpcklpd xmm7, xmm10, xmm8
  vunpcklpd xmm6, xmm11, xmm6
  vinsertf128 ymm6, ymm7, xmm6, 1
  vmovaps ymm8, ymmword ptr [rsp+0x240]
  vmovaps ymm7, ymmword ptr [rsp+0x760]
  vcmppd ymm7, ymm7, ymm8, 1
  vmovaps ymm9, ymmword ptr [rsp+0x780]
  vcmppd ymm9, ymm9, ymm8, 1
  vmovaps ymm10, ymmword ptr [rsp+0x400]
  vblendvpd ymm7, ymm1, ymm10, ymm7
  vblendvpd ymm9, ymm1, ymm10, ymm9
  vsubpd ymm5, ymm5, ymm7
  vsubpd ymm6, ymm6, ymm9
  vmovaps ymm7, ymmword ptr [rsp+0x220]
  vcmppd ymm9, ymm7, ymmword ptr [rsp+0x7e0], 1
  vcmppd ymm11, ymm7, ymmword ptr [rsp+0x800], 1
  vmovaps ymm12, ymmword ptr [rsp+0x40]
  vblendvpd ymm9, ymm1, ymm12, ymm9
  vblendvpd ymm11, ymm1, ymm12, ymm11
  vaddpd ymm5, ymm5, ymm9
  vaddpd ymm6, ymm6, ymm11
  vmovaps ymm9, ymmword ptr [rsp+0x3e0]
  vmovaps ymm11, ymmword ptr [rsp+0x820]
  vmulpd ymm11, ymm11, ymm9
  vmovaps ymm15, ymmword ptr [rsp+0x840]
  vmulpd ymm7, ymm15, ymm9
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
  vmovaps ymm5, ymmword ptr [rsp+0x200]
  vmovaps ymm11, ymmword ptr [rsp+0x720]
  vcmppd ymm6, ymm11, ymm5, 0
  vmovaps ymm7, ymmword ptr [rsp+0x740]
  vcmppd ymm8, ymm7, ymm5, 0
  vmovaps ymm9, ymmword ptr [rsp+0x440]
  vblendvpd ymm6, ymm9, ymm5, ymm6
  vblendvpd ymm8, ymm9, ymm5, ymm8
  vcmppd ymm10, ymm11, ymm1, 0
  vcmppd ymm9, ymm7, ymm1, 0
  vmovaps ymm12, ymmword ptr [rsp+0x420]
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
  test dil, dil
  je .Lwhere16
  vmovaps xmm7, xmm10
.Lwhere16:
  vextractf128 xmm10, ymm0, 1
  vextractf128 xmm11, ymm8, 1
  test cl, cl
  je .Lwhere17
  vmovaps xmm11, xmm10
.Lwhere17:
  vextractf128 xmm0, ymm0, 1
  vshufpd xmm0, xmm0, xmm0, 1
  vextractf128 xmm8, ymm8, 1
  vshufpd xmm8, xmm8, xmm8, 1
  test dl, dl
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
  mov rsi, qword ptr [rsp+0xca0]
  vmovdqu ymmword ptr [rsi+r8*4], ymm0
  mov rcx, 0x8000000000000000
  vmovq xmm0, rcx
  vbroadcastsd ymm0, xmm0
  vmovaps ymm11, ymmword ptr [rsp+0x720]
  vxorpd ymm3, ymm11, ymm0
  vmovaps ymm7, ymmword ptr [rsp+0x740]
  vxorpd ymm0, ymm7, ymm0
  vcmppd ymm5, ymm11, ymm1, 1
  vcmppd ymm6, ymm7, ymm1, 1
  vblendvpd ymm3, ymm11, ymm3, ymm5
  vblendvpd ymm0, ymm7, ymm0, ymm6
  vmovaps ymm5, ymmword ptr [rsp+0x200]
  vcmppd ymm6, ymm3, ymm5, 1
  vcmppd ymm8, ymm0, ymm5, 1
  vblendvpd ymm6, ymm1, ymm11, ymm6
  vblendvpd ymm8, ymm1, ymm7, ymm8
  vmovaps ymm9, ymmword ptr [rsp+0x480]
  vmulpd ymm10, ymm6, ymm9
  vmulpd ymm12, ymm8, ymm9
  vroundpd ymm9, ymm10, 0xb
  vroundpd ymm5, ymm12, 0xb
  vsubpd ymm10, ymm10, ymm9
  vsubpd ymm12, ymm12, ymm5
  vcmppd ymm7, ymm4, ymm10, 1
  vcmppd ymm11, ymm4, ymm12, 1
  vblendvpd ymm7, ymm1, ymmword ptr [rsp+0x40], ymm7
  vblendvpd ymm11, ymm1, ymmword ptr [rsp+0x40], ymm11
  vaddpd ymm7, ymm9, ymm7
  vaddpd ymm5, ymm5, ymm11
  vmovaps ymm9, ymmword ptr [rsp+0x60]
  vcmppd ymm10, ymm10, ymm9, 1
  vcmppd ymm11, ymm12, ymm9, 1
  vmovaps ymm12, ymmword ptr [rsp+0x40]
  vblendvpd ymm10, ymm1, ymm12, ymm10
  vblendvpd ymm11, ymm1, ymm12, ymm11
  vsubpd ymm7, ymm7, ymm10
  vsubpd ymm5, ymm5, ymm11
  vmovaps ymm10, ymmword ptr [rsp+0x4a0]
  vmulpd ymm11, ymm7, ymm10
  vmulpd ymm9, ymm5, ymm10
  vroundpd ymm11, ymm11, 0xb
  vroundpd ymm9, ymm9, 0xb
  vmovaps ymm10, ymmword ptr [rsp+0x4c0]
  vmulpd ymm11, ymm11, ymm10
  vmulpd ymm9, ymm9, ymm10
  vsubpd ymm11, ymm7, ymm11
  vsubpd ymm9, ymm5, ymm9
  vaddpd ymm12, ymm11, ymm10
  vaddpd ymm10, ymm9, ymm10
  vmovaps ymmword ptr [rsp+0x880], ymm0
  vcmppd ymm0, ymm11, ymm1, 1
  vmovaps ymmword ptr [rsp+0x860], ymm3
  vcmppd ymm3, ymm9, ymm1, 1
  vblendvpd ymm0, ymm11, ymm12, ymm0
  vblendvpd ymm3, ymm9, ymm10, ymm3
  vmovaps ymm12, ymmword ptr [rsp+0x40]
  vcmppd ymm9, ymm0, ymm12, 0
  vcmppd ymm10, ymm3, ymm12, 0
  vextractf128 xmm11, ymm9, 1
  vextractf128 xmm12, ymm10, 1
  vpackssdw xmm9, xmm9, xmm11
  vpackssdw xmm10, xmm10, xmm12
  vpackssdw xmm9, xmm9, xmm10
  vpacksswb xmm9, xmm9, xmm9
  vpabsb xmm9, xmm9
  vmovaps ymm10, ymmword ptr [rsp+0x4e0]
  vcmppd ymm11, ymm0, ymm10, 0
  vcmppd ymm12, ymm3, ymm10, 0
  vextractf128 xmm10, ymm11, 1
  vmovaps ymmword ptr [rsp+0x8c0], ymm3
  vextractf128 xmm3, ymm12, 1
  vpackssdw xmm10, xmm11, xmm10
  vpackssdw xmm3, xmm12, xmm3
  vpackssdw xmm3, xmm10, xmm3
  vpacksswb xmm3, xmm3, xmm3
  vpabsb xmm3, xmm3
  vpor xmm3, xmm9, xmm3
  vpextrb ecx, xmm3, 0
  vmovaps ymm9, ymmword ptr [rsp+0x500]
  vmulpd ymm10, ymm7, ymm9
  vmulpd ymm11, ymm5, ymm9
  vsubpd ymm6, ymm6, ymm10
  vsubpd ymm8, ymm8, ymm11
  vmovaps ymm10, ymmword ptr [rsp+0x520]
  vmulpd ymm11, ymm7, ymm10
  vmulpd ymm12, ymm5, ymm10
  vsubpd ymm9, ymm6, ymm11
  vsubpd ymm10, ymm8, ymm12
  vmovaps ymmword ptr [rsp+0x8a0], ymm0
  vmulpd ymm0, ymm7, ymmword ptr [rsp+0x540]
  vmovaps xmmword ptr [rsp+0xae0], xmm3
  vmulpd ymm3, ymm5, ymmword ptr [rsp+0x540]
  vmovaps ymmword ptr [rsp+0x900], ymm0
  vsubpd ymm0, ymm9, ymm0
  vmovaps ymmword ptr [rsp+0x920], ymm3
  vsubpd ymm3, ymm10, ymm3
  vmulpd ymm7, ymm7, ymmword ptr [rsp+0x560]
  vmulpd ymm5, ymm5, ymmword ptr [rsp+0x560]
  vmovaps ymmword ptr [rsp+0x960], ymm7
  vsubpd ymm7, ymm0, ymm7
  vmovaps ymmword ptr [rsp+0x980], ymm5
  vsubpd ymm5, ymm3, ymm5
  vmovaps ymmword ptr [rsp+0x9c0], ymm5
  vsubpd ymm5, ymm9, ymm6
  vmovaps ymmword ptr [rsp+0x9a0], ymm7
  vsubpd ymm7, ymm10, ymm8
  vmovaps ymmword ptr [rsp+0x940], ymm3
  vsubpd ymm3, ymm9, ymm5
  vmovaps ymmword ptr [rsp+0x8e0], ymm10
  vsubpd ymm10, ymm10, ymm7
  vsubpd ymm3, ymm6, ymm3
  vsubpd ymm6, ymm8, ymm10
  mov rdx, 0x8000000000000000
  vmovq xmm8, rdx
  vbroadcastsd ymm8, xmm8
  vxorpd ymm10, ymm11, ymm8
  vxorpd ymm8, ymm12, ymm8
  vsubpd ymm5, ymm10, ymm5
  vsubpd ymm7, ymm8, ymm7
  vaddpd ymm3, ymm3, ymm5
  vaddpd ymm5, ymm6, ymm7
  vaddpd ymm3, ymm1, ymm3
  vaddpd ymm5, ymm1, ymm5
  vsubpd ymm6, ymm0, ymm9
  vmovaps ymm10, ymmword ptr [rsp+0x8e0]
  vmovaps ymm7, ymmword ptr [rsp+0x940]
  vsubpd ymm8, ymm7, ymm10
  vsubpd ymm11, ymm0, ymm6
  vsubpd ymm12, ymm7, ymm8
  vsubpd ymm9, ymm9, ymm11
  vsubpd ymm10, ymm10, ymm12
  mov rdx, 0x8000000000000000
  vmovq xmm11, rdx
  vbroadcastsd ymm11, xmm11
  vmovaps ymm12, ymmword ptr [rsp+0x900]
  vxorpd ymm12, ymm12, ymm11
  vmovaps ymm15, ymmword ptr [rsp+0x920]
  vxorpd ymm11, ymm15, ymm11
  vsubpd ymm6, ymm12, ymm6
  vsubpd ymm8, ymm11, ymm8
  vaddpd ymm6, ymm9, ymm6
  vaddpd ymm8, ymm10, ymm8
  vaddpd ymm3, ymm3, ymm6
  vaddpd ymm5, ymm5, ymm8
  vmovaps ymm6, ymmword ptr [rsp+0x9a0]
  vsubpd ymm8, ymm6, ymm0
  vmovaps ymm9, ymmword ptr [rsp+0x9c0]
  vsubpd ymm10, ymm9, ymm7
  vsubpd ymm11, ymm6, ymm8
  vsubpd ymm12, ymm9, ymm10
  vsubpd ymm0, ymm0, ymm11
  vsubpd ymm7, ymm7, ymm12
  mov rdx, 0x8000000000000000
  vmovq xmm11, rdx
  vbroadcastsd ymm11, xmm11
  vmovaps ymm12, ymmword ptr [rsp+0x960]
  vxorpd ymm12, ymm12, ymm11
  vmovaps ymm15, ymmword ptr [rsp+0x980]
  vxorpd ymm11, ymm15, ymm11
  vsubpd ymm8, ymm12, ymm8
  vsubpd ymm10, ymm11, ymm10
  vaddpd ymm0, ymm0, ymm8
  vaddpd ymm7, ymm7, ymm10
  vaddpd ymm0, ymm3, ymm0
  vaddpd ymm3, ymm5, ymm7
  vaddpd ymm5, ymm6, ymm0
  vaddpd ymm7, ymm9, ymm3
  vmovaps ymm12, ymmword ptr [rsp+0x40]
  vminpd ymm8, ymm12, ymm5
  vminpd ymm10, ymm12, ymm7
  vmovaps ymm11, ymmword ptr [rsp+0x580]
  vcmppd ymm9, ymm5, ymm11, 1
  vcmppd ymm6, ymm7, ymm11, 1
  vblendvpd ymm8, ymm8, ymm11, ymm9
  vblendvpd ymm6, ymm10, ymm11, ymm6
  vmulpd ymm9, ymm8, ymm8
  vmulpd ymm10, ymm6, ymm6
  vmulpd ymm11, ymm9, ymm4
  vmulpd ymm12, ymm10, ymm4
  vmovaps ymmword ptr [rsp+0xa00], ymm6
  vmovaps ymm15, ymmword ptr [rsp+0x40]
  vsubpd ymm6, ymm15, ymm11
  vmovaps ymmword ptr [rsp+0x9e0], ymm8
  vmovaps ymm15, ymmword ptr [rsp+0x40]
  vsubpd ymm8, ymm15, ymm12
  vmovaps ymmword ptr [rsp+0xa20], ymm6
  vmovaps ymm15, ymmword ptr [rsp+0x40]
  vsubpd ymm6, ymm15, ymm6
  vmovaps ymmword ptr [rsp+0xa40], ymm8
  vmovaps ymm15, ymmword ptr [rsp+0x40]
  vsubpd ymm8, ymm15, ymm8
  vsubpd ymm6, ymm6, ymm11
  vsubpd ymm8, ymm8, ymm12
  vmulpd ymm11, ymm9, ymm9
  vmulpd ymm12, ymm10, ymm10
  vmovaps ymmword ptr [rsp+0xa80], ymm8
  vmovaps ymm15, ymmword ptr [rsp+0x5a0]
  vmulpd ymm8, ymm15, ymm9
  vmovaps ymmword ptr [rsp+0xa60], ymm6
  vmovaps ymm15, ymmword ptr [rsp+0x5a0]
  vmulpd ymm6, ymm15, ymm10
  vaddpd ymm8, ymm8, ymmword ptr [rsp+0x5c0]
  vaddpd ymm6, ymm6, ymmword ptr [rsp+0x5c0]
  vmulpd ymm8, ymm8, ymm9
  vmulpd ymm6, ymm6, ymm10
  vaddpd ymm8, ymm8, ymmword ptr [rsp+0x5e0]
  vaddpd ymm6, ymm6, ymmword ptr [rsp+0x5e0]
  vmulpd ymm8, ymm8, ymm9
  vmulpd ymm6, ymm6, ymm10
  vaddpd ymm8, ymm8, ymmword ptr [rsp+0x600]
  vaddpd ymm6, ymm6, ymmword ptr [rsp+0x600]
  vmulpd ymm8, ymm8, ymm9
  vmulpd ymm6, ymm6, ymm10
  vaddpd ymm8, ymm8, ymmword ptr [rsp+0x620]
  vaddpd ymm6, ymm6, ymmword ptr [rsp+0x620]
  vmulpd ymm8, ymm11, ymm8
  vmulpd ymm6, ymm12, ymm6
  vsubpd ymm5, ymm5, ymmword ptr [rsp+0x9a0]
  vsubpd ymm7, ymm7, ymmword ptr [rsp+0x9c0]
  vsubpd ymm0, ymm0, ymm5
  vsubpd ymm3, ymm3, ymm7
  vmovaps ymm5, ymmword ptr [rsp+0x660]
  vminpd ymm7, ymm5, ymm0
  vminpd ymm11, ymm5, ymm3
  vmovaps ymm12, ymmword ptr [rsp+0x640]
  vcmppd ymm0, ymm0, ymm12, 1
  vcmppd ymm3, ymm3, ymm12, 1
  vblendvpd ymm0, ymm7, ymm12, ymm0
  vblendvpd ymm3, ymm11, ymm12, ymm3
  vmovaps ymm7, ymmword ptr [rsp+0x9e0]
  vmulpd ymm11, ymm7, ymm0
  vmovaps ymm12, ymmword ptr [rsp+0xa00]
  vmulpd ymm5, ymm12, ymm3
  vsubpd ymm8, ymm8, ymm11
  vsubpd ymm5, ymm6, ymm5
  vmovaps ymm6, ymmword ptr [rsp+0xa60]
  vaddpd ymm6, ymm6, ymm8
  vmovaps ymm8, ymmword ptr [rsp+0xa80]
  vaddpd ymm5, ymm8, ymm5
  vmovaps ymm8, ymmword ptr [rsp+0xa20]
  vaddpd ymm6, ymm8, ymm6
  vmovaps ymm8, ymmword ptr [rsp+0xa40]
  vaddpd ymm5, ymm8, ymm5
  vmulpd ymm8, ymm0, ymm4
  vmulpd ymm11, ymm3, ymm4
  vmulpd ymm7, ymm9, ymm7
  vmulpd ymm12, ymm10, ymm12
  vmovaps ymmword ptr [rsp+0xac0], ymm5
  vmovaps ymm15, ymmword ptr [rsp+0x680]
  vmulpd ymm5, ymm15, ymm9
  vmovaps ymmword ptr [rsp+0xaa0], ymm6
  vmovaps ymm15, ymmword ptr [rsp+0x680]
  vmulpd ymm6, ymm15, ymm10
  vaddpd ymm5, ymm5, ymmword ptr [rsp+0x6a0]
  vaddpd ymm6, ymm6, ymmword ptr [rsp+0x6a0]
  vmulpd ymm5, ymm5, ymm9
  vmulpd ymm6, ymm6, ymm10
  vaddpd ymm5, ymm5, ymmword ptr [rsp+0x6c0]
  vaddpd ymm6, ymm6, ymmword ptr [rsp+0x6c0]
  vmulpd ymm5, ymm5, ymm9
  vmulpd ymm6, ymm6, ymm10
  vaddpd ymm5, ymm5, ymmword ptr [rsp+0x6e0]
  vaddpd ymm6, ymm6, ymmword ptr [rsp+0x6e0]
  vmulpd ymm5, ymm7, ymm5
  vmulpd ymm6, ymm12, ymm6
  vsubpd ymm5, ymm8, ymm5
  vsubpd ymm6, ymm11, ymm6
  vmulpd ymm5, ymm9, ymm5
  vmulpd ymm6, ymm10, ymm6
  vsubpd ymm0, ymm5, ymm0
  vsubpd ymm3, ymm6, ymm3
  vmovaps ymm5, ymmword ptr [rsp+0x700]
  vmulpd ymm6, ymm7, ymm5
  vmulpd ymm7, ymm12, ymm5
  vsubpd ymm0, ymm0, ymm6
  vsubpd ymm3, ymm3, ymm7
  vmovaps ymm7, ymmword ptr [rsp+0x9e0]
  vsubpd ymm0, ymm7, ymm0
  vmovaps ymm12, ymmword ptr [rsp+0xa00]
  vsubpd ymm3, ymm12, ymm3
  vmovaps xmm6, xmm0
  test cl, cl
  vmovaps ymm7, ymmword ptr [rsp+0xaa0]
  je .Lwhere19
  vmovaps xmm6, xmm7
.Lwhere19:
  vmovaps xmm8, xmmword ptr [rsp+0xae0]
  vpextrb ecx, xmm8, 1
  vshufpd xmm9, xmm7, xmm7, 1
  vshufpd xmm10, xmm0, xmm0, 1
  test cl, cl
  je .Lwhere20
  vmovaps xmm10, xmm9
.Lwhere20:
  vpextrb ecx, xmm8, 2
  vextractf128 xmm9, ymm7, 1
  vextractf128 xmm11, ymm0, 1
  test cl, cl
  je .Lwhere21
  vmovaps xmm11, xmm9
.Lwhere21:
  vpextrb ecx, xmm8, 3
  vextractf128 xmm7, ymm7, 1
  vshufpd xmm7, xmm7, xmm7, 1
  vextractf128 xmm0, ymm0, 1
  vshufpd xmm0, xmm0, xmm0, 1
  test cl, cl
  je .Lwhere22
  vmovaps xmm0, xmm7
.Lwhere22:
  vpextrb ecx, xmm8, 4
  vmovaps xmm7, xmm3
  test cl, cl
  vmovaps ymm9, ymmword ptr [rsp+0xac0]
  je .Lwhere23
  vmovaps xmm7, xmm9
.Lwhere23:
  vpextrb ecx, xmm8, 5
  vshufpd xmm12, xmm9, xmm9, 1
  vshufpd xmm5, xmm3, xmm3, 1
  test cl, cl
  je .Lwhere24
  vmovaps xmm5, xmm12
.Lwhere24:
  vpextrb ecx, xmm8, 6
  vextractf128 xmm12, ymm9, 1
  vextractf128 xmm9, ymm3, 1
  test cl, cl
  je .Lwhere25
  vmovaps xmm9, xmm12
.Lwhere25:
  vpextrb ecx, xmm8, 7
  vmovaps ymm8, ymmword ptr [rsp+0xac0]
  vextractf128 xmm8, ymm8, 1
  vshufpd xmm8, xmm8, xmm8, 1
  vextractf128 xmm3, ymm3, 1
  vshufpd xmm3, xmm3, xmm3, 1
  test cl, cl
  je .Lwhere26
  vmovaps xmm3, xmm8
.Lwhere26:
  vunpcklpd xmm6, xmm6, xmm10
  vunpcklpd xmm0, xmm11, xmm0
  vinsertf128 ymm0, ymm6, xmm0, 1
  vunpcklpd xmm5, xmm7, xmm5
  vunpcklpd xmm3, xmm9, xmm3
  vinsertf128 ymm3, ymm5, xmm3, 1
  mov rcx, 0x8000000000000000
  vmovq xmm5, rcx
  vbroadcastsd ymm5, xmm5
  vxorpd ymm6, ymm0, ymm5
  vxorpd ymm5, ymm3, ymm5
  vmovaps ymm7, ymmword ptr [rsp+0x460]
  vcmppd ymm8, ymm7, ymmword ptr [rsp+0x8a0], 1
  vcmppd ymm9, ymm7, ymmword ptr [rsp+0x8c0], 1
  vblendvpd ymm0, ymm0, ymm6, ymm8
  vblendvpd ymm3, ymm3, ymm5, ymm9
  vmovaps ymm11, ymmword ptr [rsp+0x720]
  vcmppd ymm5, ymm11, ymm1, 0
  vmovaps ymm6, ymmword ptr [rsp+0x740]
  vcmppd ymm8, ymm6, ymm1, 0
  vblendvpd ymm0, ymm0, ymm11, ymm5
  vblendvpd ymm3, ymm3, ymm6, ymm8
  vmovaps ymm5, ymmword ptr [rsp+0x200]
  vmovaps ymm6, ymmword ptr [rsp+0x860]
  vcmppd ymm6, ymm6, ymm5, 1
  vmovaps ymm8, ymmword ptr [rsp+0x880]
  vcmppd ymm8, ymm8, ymm5, 1
  vmovaps ymm9, ymmword ptr [rsp+0x440]
  vblendvpd ymm0, ymm9, ymm0, ymm6
  vblendvpd ymm3, ymm9, ymm3, ymm8
  vcvtpd2ps xmm0, ymm0
  vcvtpd2ps xmm3, ymm3
  vinsertf128 ymm0, ymm0, xmm3, 1
  mov rdx, qword ptr [rsp+0xca8]
  vmovdqu ymmword ptr [rdx+r8*4], ymm0
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
  vzeroupper
  ret
