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
  sub rsp, 0x1100
  vmovaps xmmword ptr [rsp+0xdb0], xmm6
  vmovaps xmmword ptr [rsp+0xdc0], xmm7
  vmovaps xmmword ptr [rsp+0xdd0], xmm8
  vmovaps xmmword ptr [rsp+0xde0], xmm9
  vmovaps xmmword ptr [rsp+0xdf0], xmm10
  vmovaps xmmword ptr [rsp+0xe00], xmm11
  vmovaps xmmword ptr [rsp+0xe10], xmm12
  vmovaps xmmword ptr [rsp+0xe20], xmm13
  vmovaps xmmword ptr [rsp+0xe30], xmm14
  vmovaps xmmword ptr [rsp+0xe40], xmm15
  mov r11, rcx
  mov qword ptr [rsp+0xff0], r11
  mov r11, rdx
  mov qword ptr [rsp+0xff8], r11
  mov r11, r8
  mov qword ptr [rsp+0x1000], r11
  mov r11, r9
  mov qword ptr [rsp+0x1008], r11
  mov rcx, 0x3e7b5253d395e7c4
  mov qword ptr [rsp+0xe50], rcx
  mov rcx, 0xc090e00000000000
  mov qword ptr [rsp+0xe58], rcx
  mov rcx, 0x4090180000000000
  mov qword ptr [rsp+0xe60], rcx
  mov rcx, 0x3fe0000000000000
  mov qword ptr [rsp+0xe68], rcx
  mov rcx, 0x3ff0000000000000
  mov qword ptr [rsp+0xe70], rcx
  mov rcx, 0xbfe0000000000000
  mov qword ptr [rsp+0xe78], rcx
  mov rcx, 0x3eb62c0223a5c824
  mov qword ptr [rsp+0xe80], rcx
  mov rcx, 0x3eeffcbfc588b0c7
  mov qword ptr [rsp+0xe88], rcx
  mov rcx, 0x3f2430912f86c787
  mov qword ptr [rsp+0xe90], rcx
  mov rcx, 0x3f55d87fe78a6731
  mov qword ptr [rsp+0xe98], rcx
  mov rcx, 0x3f83b2ab6fba4e77
  mov qword ptr [rsp+0xea0], rcx
  mov rcx, 0x3fac6b08d704a0c0
  mov qword ptr [rsp+0xea8], rcx
  mov rcx, 0x3fcebfbdff82c58f
  mov qword ptr [rsp+0xeb0], rcx
  mov rcx, 0x3fe62e42fefa39ef
  mov qword ptr [rsp+0xeb8], rcx
  mov rcx, 0x7ff0000000000000
  mov qword ptr [rsp+0xec0], rcx
  mov rcx, 0x3ff6a09e667f3bcd
  mov qword ptr [rsp+0xec8], rcx
  mov rcx, 0x10000000000000
  mov qword ptr [rsp+0xed0], rcx
  mov rcx, 0x4350000000000000
  mov qword ptr [rsp+0xed8], rcx
  mov rcx, 0x4000000000000000
  mov qword ptr [rsp+0xee0], rcx
  mov rcx, 0x3fc3b13b13b13b14
  mov qword ptr [rsp+0xee8], rcx
  mov rcx, 0x3fc745d1745d1746
  mov qword ptr [rsp+0xef0], rcx
  mov rcx, 0x3fcc71c71c71c71c
  mov qword ptr [rsp+0xef8], rcx
  mov rcx, 0x3fd2492492492492
  mov qword ptr [rsp+0xf00], rcx
  mov rcx, 0x3fd999999999999a
  mov qword ptr [rsp+0xf08], rcx
  mov rcx, 0x3fe5555555555555
  mov qword ptr [rsp+0xf10], rcx
  mov rcx, 0x3de705fc2eefa200
  mov qword ptr [rsp+0xf18], rcx
  mov rcx, 0x3ff7154765200000
  mov qword ptr [rsp+0xf20], rcx
  mov rcx, 0x404b000000000000
  mov qword ptr [rsp+0xf28], rcx
  mov rcx, 0xfff0000000000000
  mov qword ptr [rsp+0xf30], rcx
  mov rcx, 0x7ff8000000000000
  mov qword ptr [rsp+0xf38], rcx
  mov rcx, 0x3ff8000000000000
  mov qword ptr [rsp+0xf40], rcx
  mov rcx, 0x3fe45f306dc9c883
  mov qword ptr [rsp+0xf48], rcx
  mov rcx, 0x3fd0000000000000
  mov qword ptr [rsp+0xf50], rcx
  mov rcx, 0x4010000000000000
  mov qword ptr [rsp+0xf58], rcx
  mov rcx, 0x4008000000000000
  mov qword ptr [rsp+0xf60], rcx
  mov rcx, 0x3ff921fb40000000
  mov qword ptr [rsp+0xf68], rcx
  mov rcx, 0x3e74442d00000000
  mov qword ptr [rsp+0xf70], rcx
  mov rcx, 0x3cf8469880000000
  mov qword ptr [rsp+0xf78], rcx
  mov rcx, 0x3b78cc51701b839a
  mov qword ptr [rsp+0xf80], rcx
  mov rcx, 0xbff0000000000000
  mov qword ptr [rsp+0xf88], rcx
  mov rcx, 0x3e21eed8eff8d898
  mov qword ptr [rsp+0xf90], rcx
  mov rcx, 0xbe927e4fb7789f5c
  mov qword ptr [rsp+0xf98], rcx
  mov rcx, 0x3efa01a01a01a01a
  mov qword ptr [rsp+0xfa0], rcx
  mov rcx, 0xbf56c16c16c16c17
  mov qword ptr [rsp+0xfa8], rcx
  mov rcx, 0x3fa5555555555555
  mov qword ptr [rsp+0xfb0], rcx
  mov rcx, 0xbd70000000000000
  mov qword ptr [rsp+0xfb8], rcx
  mov rcx, 0x3d70000000000000
  mov qword ptr [rsp+0xfc0], rcx
  mov rcx, 0xbe5ae64567f544e4
  mov qword ptr [rsp+0xfc8], rcx
  mov rcx, 0x3ec71de3a556c734
  mov qword ptr [rsp+0xfd0], rcx
  mov rcx, 0xbf2a01a01a01a01a
  mov qword ptr [rsp+0xfd8], rcx
  mov rcx, 0x3f81111111111111
  mov qword ptr [rsp+0xfe0], rcx
  mov rcx, 0xbfc5555555555555
  mov qword ptr [rsp+0xfe8], rcx
  vmovq xmm0, qword ptr [rsp+0xe50]
  vbroadcastsd ymm15, xmm0
  vmovaps ymmword ptr [rsp], ymm15
  vxorps xmm1, xmm1, xmm1
  vbroadcastsd ymm15, xmm1
  vmovaps ymmword ptr [rsp+0x20], ymm15
  vmovq xmm2, qword ptr [rsp+0xe58]
  vbroadcastsd ymm15, xmm2
  vmovaps ymmword ptr [rsp+0x40], ymm15
  vmovq xmm3, qword ptr [rsp+0xe60]
  vbroadcastsd ymm15, xmm3
  vmovaps ymmword ptr [rsp+0x60], ymm15
  vmovq xmm4, qword ptr [rsp+0xe68]
  vbroadcastsd ymm15, xmm4
  vmovaps ymmword ptr [rsp+0x80], ymm15
  vmovq xmm5, qword ptr [rsp+0xe70]
  vbroadcastsd ymm15, xmm5
  vmovaps ymmword ptr [rsp+0xa0], ymm15
  vmovq xmm6, qword ptr [rsp+0xe78]
  vbroadcastsd ymm15, xmm6
  vmovaps ymmword ptr [rsp+0xc0], ymm15
  vmovq xmm7, qword ptr [rsp+0xe80]
  vbroadcastsd ymm15, xmm7
  vmovaps ymmword ptr [rsp+0xe0], ymm15
  vmovq xmm8, qword ptr [rsp+0xe88]
  vbroadcastsd ymm15, xmm8
  vmovaps ymmword ptr [rsp+0x100], ymm15
  vmovq xmm9, qword ptr [rsp+0xe90]
  vbroadcastsd ymm15, xmm9
  vmovaps ymmword ptr [rsp+0x120], ymm15
  vmovq xmm10, qword ptr [rsp+0xe98]
  vbroadcastsd ymm15, xmm10
  vmovaps ymmword ptr [rsp+0x140], ymm15
  vmovq xmm11, qword ptr [rsp+0xea0]
  vbroadcastsd ymm15, xmm11
  vmovaps ymmword ptr [rsp+0x160], ymm15
  vmovq xmm12, qword ptr [rsp+0xea8]
  vbroadcastsd ymm15, xmm12
  vmovaps ymmword ptr [rsp+0x180], ymm15
  vmovq xmm15, qword ptr [rsp+0xeb0]
  vmovaps xmmword ptr [rsp+0x9c0], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x9c0]
  vbroadcastsd ymm14, xmm15
  vmovaps ymmword ptr [rsp+0x1a0], ymm14
  vmovq xmm15, qword ptr [rsp+0xeb8]
  vmovaps xmmword ptr [rsp+0x9d0], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x9d0]
  vbroadcastsd ymm14, xmm15
  vmovaps ymmword ptr [rsp+0x1c0], ymm14
  mov ecx, 1
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0x9e0], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0x9e0]
  vpbroadcastq ymm14, xmm15
  vmovaps ymmword ptr [rsp+0x1e0], ymm14
  vmovaps ymm15, ymmword ptr [rsp+0x1e0]
  vpextrq r11, xmm15, 0
  mov qword ptr [rsp+0x1010], r11
  vmovaps ymm15, ymmword ptr [rsp+0x1e0]
  vpextrq r11, xmm15, 1
  mov qword ptr [rsp+0x1018], r11
  vmovaps ymm15, ymmword ptr [rsp+0x1e0]
  vextractf128 xmm14, ymm15, 1
  vmovaps xmmword ptr [rsp+0x9f0], xmm14
  vmovaps xmm15, xmmword ptr [rsp+0x9f0]
  vpextrq r11, xmm15, 0
  mov qword ptr [rsp+0x1020], r11
  vmovaps ymm15, ymmword ptr [rsp+0x1e0]
  vextractf128 xmm14, ymm15, 1
  vmovaps xmmword ptr [rsp+0xa00], xmm14
  vmovaps xmm15, xmmword ptr [rsp+0xa00]
  vpextrq r11, xmm15, 1
  mov qword ptr [rsp+0x1028], r11
  vmovaps ymm15, ymmword ptr [rsp+0x1e0]
  vpextrq r11, xmm15, 0
  mov qword ptr [rsp+0x1030], r11
  vmovaps ymm15, ymmword ptr [rsp+0x1e0]
  vpextrq r11, xmm15, 1
  mov qword ptr [rsp+0x1038], r11
  vmovaps ymm15, ymmword ptr [rsp+0x1e0]
  vextractf128 xmm14, ymm15, 1
  vmovaps xmmword ptr [rsp+0xa10], xmm14
  vmovaps xmm15, xmmword ptr [rsp+0xa10]
  vpextrq r11, xmm15, 0
  mov qword ptr [rsp+0x1040], r11
  vmovaps ymm15, ymmword ptr [rsp+0x1e0]
  vextractf128 xmm14, ymm15, 1
  vmovaps xmmword ptr [rsp+0xa20], xmm14
  vmovaps xmm15, xmmword ptr [rsp+0xa20]
  vpextrq r11, xmm15, 1
  mov qword ptr [rsp+0x1048], r11
  mov ecx, 0x3ff
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0xa30], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0xa30]
  vpbroadcastq ymm14, xmm15
  vmovaps ymmword ptr [rsp+0x200], ymm14
  mov ecx, 0x34
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0xa40], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0xa40]
  vpbroadcastq ymm14, xmm15
  vmovaps ymmword ptr [rsp+0x220], ymm14
  vmovq xmm15, qword ptr [rsp+0xec0]
  vmovaps xmmword ptr [rsp+0xa50], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0xa50]
  vbroadcastsd ymm14, xmm15
  vmovaps ymmword ptr [rsp+0x240], ymm14
  vmovq xmm15, qword ptr [rsp+0xec8]
  vmovaps xmmword ptr [rsp+0xa60], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0xa60]
  vbroadcastsd ymm14, xmm15
  vmovaps ymmword ptr [rsp+0x260], ymm14
  vmovaps ymm15, ymmword ptr [rsp+0xa0]
  vshufpd xmm14, xmm15, xmm15, 1
  vmovaps xmmword ptr [rsp+0xa70], xmm14
  vmovaps ymm15, ymmword ptr [rsp+0xa0]
  vextractf128 xmm14, ymm15, 1
  vmovaps xmmword ptr [rsp+0xa80], xmm14
  vmovaps ymm15, ymmword ptr [rsp+0xa0]
  vextractf128 xmm14, ymm15, 1
  vmovaps xmmword ptr [rsp+0xa90], xmm14
  vmovaps xmm15, xmmword ptr [rsp+0xa90]
  vshufpd xmm14, xmm15, xmm15, 1
  vmovaps xmmword ptr [rsp+0xaa0], xmm14
  vmovaps ymm15, ymmword ptr [rsp+0xa0]
  vshufpd xmm14, xmm15, xmm15, 1
  vmovaps xmmword ptr [rsp+0xab0], xmm14
  vmovaps ymm15, ymmword ptr [rsp+0xa0]
  vextractf128 xmm14, ymm15, 1
  vmovaps xmmword ptr [rsp+0xac0], xmm14
  vmovaps ymm15, ymmword ptr [rsp+0xa0]
  vextractf128 xmm14, ymm15, 1
  vmovaps xmmword ptr [rsp+0xad0], xmm14
  vmovaps xmm15, xmmword ptr [rsp+0xad0]
  vshufpd xmm14, xmm15, xmm15, 1
  vmovaps xmmword ptr [rsp+0xae0], xmm14
  vmovq xmm15, qword ptr [rsp+0xed0]
  vmovaps xmmword ptr [rsp+0xaf0], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0xaf0]
  vbroadcastsd ymm14, xmm15
  vmovaps ymmword ptr [rsp+0x280], ymm14
  vmovq xmm15, qword ptr [rsp+0xed8]
  vmovaps xmmword ptr [rsp+0xb00], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0xb00]
  vbroadcastsd ymm14, xmm15
  vmovaps ymmword ptr [rsp+0x2a0], ymm14
  mov rcx, 0xfffffffffffff
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0xb10], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0xb10]
  vpbroadcastq ymm14, xmm15
  vmovaps ymmword ptr [rsp+0x2c0], ymm14
  mov rcx, 0x3ff0000000000000
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0xb20], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0xb20]
  vpbroadcastq ymm14, xmm15
  vmovaps ymmword ptr [rsp+0x2e0], ymm14
  mov rcx, 0xffffffff00000000
  vmovq xmm15, rcx
  vmovaps xmmword ptr [rsp+0xb30], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0xb30]
  vpbroadcastq ymm14, xmm15
  vmovaps ymmword ptr [rsp+0x300], ymm14
  vmovq xmm15, qword ptr [rsp+0xee0]
  vmovaps xmmword ptr [rsp+0xb40], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0xb40]
  vbroadcastsd ymm14, xmm15
  vmovaps ymmword ptr [rsp+0x320], ymm14
  vmovq xmm15, qword ptr [rsp+0xee8]
  vmovaps xmmword ptr [rsp+0xb50], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0xb50]
  vbroadcastsd ymm14, xmm15
  vmovaps ymmword ptr [rsp+0x340], ymm14
  vmovq xmm15, qword ptr [rsp+0xef0]
  vmovaps xmmword ptr [rsp+0xb60], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0xb60]
  vbroadcastsd ymm14, xmm15
  vmovaps ymmword ptr [rsp+0x360], ymm14
  vmovq xmm15, qword ptr [rsp+0xef8]
  vmovaps xmmword ptr [rsp+0xb70], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0xb70]
  vbroadcastsd ymm14, xmm15
  vmovaps ymmword ptr [rsp+0x380], ymm14
  vmovq xmm15, qword ptr [rsp+0xf00]
  vmovaps xmmword ptr [rsp+0xb80], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0xb80]
  vbroadcastsd ymm14, xmm15
  vmovaps ymmword ptr [rsp+0x3a0], ymm14
  vmovq xmm15, qword ptr [rsp+0xf08]
  vmovaps xmmword ptr [rsp+0xb90], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0xb90]
  vbroadcastsd ymm14, xmm15
  vmovaps ymmword ptr [rsp+0x3c0], ymm14
  vmovq xmm15, qword ptr [rsp+0xf10]
  vmovaps xmmword ptr [rsp+0xba0], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0xba0]
  vbroadcastsd ymm14, xmm15
  vmovaps ymmword ptr [rsp+0x3e0], ymm14
  vmovq xmm15, qword ptr [rsp+0xf18]
  vmovaps xmmword ptr [rsp+0xbb0], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0xbb0]
  vbroadcastsd ymm14, xmm15
  vmovaps ymmword ptr [rsp+0x400], ymm14
  vmovq xmm15, qword ptr [rsp+0xf20]
  vmovaps xmmword ptr [rsp+0xbc0], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0xbc0]
  vbroadcastsd ymm14, xmm15
  vmovaps ymmword ptr [rsp+0x420], ymm14
  vmovaps ymm15, ymmword ptr [rsp+0x220]
  vpextrq r11, xmm15, 0
  mov qword ptr [rsp+0x1050], r11
  vmovaps ymm15, ymmword ptr [rsp+0x220]
  vpextrq r11, xmm15, 1
  mov qword ptr [rsp+0x1058], r11
  vmovaps ymm15, ymmword ptr [rsp+0x220]
  vextractf128 xmm14, ymm15, 1
  vmovaps xmmword ptr [rsp+0xbd0], xmm14
  vmovaps xmm15, xmmword ptr [rsp+0xbd0]
  vpextrq r11, xmm15, 0
  mov qword ptr [rsp+0x1060], r11
  vmovaps ymm15, ymmword ptr [rsp+0x220]
  vextractf128 xmm14, ymm15, 1
  vmovaps xmmword ptr [rsp+0xbe0], xmm14
  vmovaps xmm15, xmmword ptr [rsp+0xbe0]
  vpextrq r11, xmm15, 1
  mov qword ptr [rsp+0x1068], r11
  vmovaps ymm15, ymmword ptr [rsp+0x220]
  vpextrq r11, xmm15, 0
  mov qword ptr [rsp+0x1070], r11
  vmovaps ymm15, ymmword ptr [rsp+0x220]
  vpextrq r11, xmm15, 1
  mov qword ptr [rsp+0x1078], r11
  vmovaps ymm15, ymmword ptr [rsp+0x220]
  vextractf128 xmm14, ymm15, 1
  vmovaps xmmword ptr [rsp+0xbf0], xmm14
  vmovaps xmm15, xmmword ptr [rsp+0xbf0]
  vpextrq r11, xmm15, 0
  mov qword ptr [rsp+0x1080], r11
  vmovaps ymm15, ymmword ptr [rsp+0x220]
  vextractf128 xmm14, ymm15, 1
  vmovaps xmmword ptr [rsp+0xc00], xmm14
  vmovaps xmm15, xmmword ptr [rsp+0xc00]
  vpextrq r11, xmm15, 1
  mov qword ptr [rsp+0x1088], r11
  vmovq xmm15, qword ptr [rsp+0xf28]
  vmovaps xmmword ptr [rsp+0xc10], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0xc10]
  vbroadcastsd ymm14, xmm15
  vmovaps ymmword ptr [rsp+0x440], ymm14
  vmovq xmm15, qword ptr [rsp+0xf30]
  vmovaps xmmword ptr [rsp+0xc20], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0xc20]
  vbroadcastsd ymm14, xmm15
  vmovaps ymmword ptr [rsp+0x460], ymm14
  vmovq xmm15, qword ptr [rsp+0xf38]
  vmovaps xmmword ptr [rsp+0xc30], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0xc30]
  vbroadcastsd ymm14, xmm15
  vmovaps ymmword ptr [rsp+0x480], ymm14
  vmovq xmm15, qword ptr [rsp+0xf40]
  vmovaps xmmword ptr [rsp+0xc40], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0xc40]
  vbroadcastsd ymm14, xmm15
  vmovaps ymmword ptr [rsp+0x4a0], ymm14
  vmovq xmm15, qword ptr [rsp+0xf48]
  vmovaps xmmword ptr [rsp+0xc50], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0xc50]
  vbroadcastsd ymm14, xmm15
  vmovaps ymmword ptr [rsp+0x4c0], ymm14
  vmovq xmm15, qword ptr [rsp+0xf50]
  vmovaps xmmword ptr [rsp+0xc60], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0xc60]
  vbroadcastsd ymm14, xmm15
  vmovaps ymmword ptr [rsp+0x4e0], ymm14
  vmovq xmm15, qword ptr [rsp+0xf58]
  vmovaps xmmword ptr [rsp+0xc70], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0xc70]
  vbroadcastsd ymm14, xmm15
  vmovaps ymmword ptr [rsp+0x500], ymm14
  vmovq xmm15, qword ptr [rsp+0xf60]
  vmovaps xmmword ptr [rsp+0xc80], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0xc80]
  vbroadcastsd ymm14, xmm15
  vmovaps ymmword ptr [rsp+0x520], ymm14
  vmovq xmm15, qword ptr [rsp+0xf68]
  vmovaps xmmword ptr [rsp+0xc90], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0xc90]
  vbroadcastsd ymm14, xmm15
  vmovaps ymmword ptr [rsp+0x540], ymm14
  vmovq xmm15, qword ptr [rsp+0xf70]
  vmovaps xmmword ptr [rsp+0xca0], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0xca0]
  vbroadcastsd ymm14, xmm15
  vmovaps ymmword ptr [rsp+0x560], ymm14
  vmovq xmm15, qword ptr [rsp+0xf78]
  vmovaps xmmword ptr [rsp+0xcb0], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0xcb0]
  vbroadcastsd ymm14, xmm15
  vmovaps ymmword ptr [rsp+0x580], ymm14
  vmovq xmm15, qword ptr [rsp+0xf80]
  vmovaps xmmword ptr [rsp+0xcc0], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0xcc0]
  vbroadcastsd ymm14, xmm15
  vmovaps ymmword ptr [rsp+0x5a0], ymm14
  vmovq xmm15, qword ptr [rsp+0xf88]
  vmovaps xmmword ptr [rsp+0xcd0], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0xcd0]
  vbroadcastsd ymm14, xmm15
  vmovaps ymmword ptr [rsp+0x5c0], ymm14
  vmovq xmm15, qword ptr [rsp+0xf90]
  vmovaps xmmword ptr [rsp+0xce0], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0xce0]
  vbroadcastsd ymm14, xmm15
  vmovaps ymmword ptr [rsp+0x5e0], ymm14
  vmovq xmm15, qword ptr [rsp+0xf98]
  vmovaps xmmword ptr [rsp+0xcf0], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0xcf0]
  vbroadcastsd ymm14, xmm15
  vmovaps ymmword ptr [rsp+0x600], ymm14
  vmovq xmm15, qword ptr [rsp+0xfa0]
  vmovaps xmmword ptr [rsp+0xd00], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0xd00]
  vbroadcastsd ymm14, xmm15
  vmovaps ymmword ptr [rsp+0x620], ymm14
  vmovq xmm15, qword ptr [rsp+0xfa8]
  vmovaps xmmword ptr [rsp+0xd10], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0xd10]
  vbroadcastsd ymm14, xmm15
  vmovaps ymmword ptr [rsp+0x640], ymm14
  vmovq xmm15, qword ptr [rsp+0xfb0]
  vmovaps xmmword ptr [rsp+0xd20], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0xd20]
  vbroadcastsd ymm14, xmm15
  vmovaps ymmword ptr [rsp+0x660], ymm14
  vmovq xmm15, qword ptr [rsp+0xfb8]
  vmovaps xmmword ptr [rsp+0xd30], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0xd30]
  vbroadcastsd ymm14, xmm15
  vmovaps ymmword ptr [rsp+0x680], ymm14
  vmovq xmm15, qword ptr [rsp+0xfc0]
  vmovaps xmmword ptr [rsp+0xd40], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0xd40]
  vbroadcastsd ymm14, xmm15
  vmovaps ymmword ptr [rsp+0x6a0], ymm14
  vmovq xmm15, qword ptr [rsp+0xfc8]
  vmovaps xmmword ptr [rsp+0xd50], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0xd50]
  vbroadcastsd ymm14, xmm15
  vmovaps ymmword ptr [rsp+0x6c0], ymm14
  vmovq xmm15, qword ptr [rsp+0xfd0]
  vmovaps xmmword ptr [rsp+0xd60], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0xd60]
  vbroadcastsd ymm14, xmm15
  vmovaps ymmword ptr [rsp+0x6e0], ymm14
  vmovq xmm15, qword ptr [rsp+0xfd8]
  vmovaps xmmword ptr [rsp+0xd70], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0xd70]
  vbroadcastsd ymm14, xmm15
  vmovaps ymmword ptr [rsp+0x700], ymm14
  vmovq xmm15, qword ptr [rsp+0xfe0]
  vmovaps xmmword ptr [rsp+0xd80], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0xd80]
  vbroadcastsd ymm14, xmm15
  vmovaps ymmword ptr [rsp+0x720], ymm14
  vmovq xmm15, qword ptr [rsp+0xfe8]
  vmovaps xmmword ptr [rsp+0xd90], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0xd90]
  vbroadcastsd ymm14, xmm15
  vmovaps ymmword ptr [rsp+0x740], ymm14
  xor r11d, r11d
  mov qword ptr [rsp+0x1090], r11
.Lloop1:
  mov r11, qword ptr [rsp+0x1090]
  imul r10d, r11d, 8
  mov qword ptr [rsp+0x1098], r10
  mov r11, qword ptr [rsp+0x1008]
  mov r10, qword ptr [rsp+0x1098]
  vmovdqu ymm0, ymmword ptr [r11+r10*4]
  vcvtps2pd ymm15, xmm0
  vmovaps ymmword ptr [rsp+0x760], ymm15
  vextractf128 xmm0, ymm0, 1
  vcvtps2pd ymm15, xmm0
  vmovaps ymmword ptr [rsp+0x780], ymm15
  vmovaps ymm15, ymmword ptr [rsp+0x760]
  vcmppd ymm2, ymm15, ymm15, 4
  vmovaps ymm15, ymmword ptr [rsp+0x780]
  vcmppd ymm3, ymm15, ymm15, 4
  vmovaps ymm15, ymmword ptr [rsp+0x760]
  vmovaps ymm14, ymmword ptr [rsp+0x20]
  vblendvpd ymm2, ymm15, ymm14, ymm2
  vmovaps ymm15, ymmword ptr [rsp+0x780]
  vmovaps ymm14, ymmword ptr [rsp+0x20]
  vblendvpd ymm3, ymm15, ymm14, ymm3
  vmovaps ymm15, ymmword ptr [rsp+0x60]
  vminpd ymm4, ymm15, ymm2
  vmovaps ymm15, ymmword ptr [rsp+0x60]
  vminpd ymm5, ymm15, ymm3
  vmovaps ymm15, ymmword ptr [rsp+0x40]
  vcmppd ymm2, ymm2, ymm15, 1
  vmovaps ymm15, ymmword ptr [rsp+0x40]
  vcmppd ymm3, ymm3, ymm15, 1
  vmovaps ymm15, ymmword ptr [rsp+0x40]
  vblendvpd ymm2, ymm4, ymm15, ymm2
  vmovaps ymm15, ymmword ptr [rsp+0x40]
  vblendvpd ymm3, ymm5, ymm15, ymm3
  vroundpd ymm4, ymm2, 0xb
  vroundpd ymm5, ymm3, 0xb
  vsubpd ymm6, ymm2, ymm4
  vsubpd ymm7, ymm3, ymm5
  vmovaps ymm15, ymmword ptr [rsp+0x80]
  vcmppd ymm8, ymm15, ymm6, 1
  vmovaps ymm15, ymmword ptr [rsp+0x80]
  vcmppd ymm9, ymm15, ymm7, 1
  vmovaps ymm15, ymmword ptr [rsp+0x20]
  vmovaps ymm14, ymmword ptr [rsp+0xa0]
  vblendvpd ymm8, ymm15, ymm14, ymm8
  vmovaps ymm15, ymmword ptr [rsp+0x20]
  vmovaps ymm14, ymmword ptr [rsp+0xa0]
  vblendvpd ymm9, ymm15, ymm14, ymm9
  vaddpd ymm4, ymm4, ymm8
  vaddpd ymm5, ymm5, ymm9
  vmovaps ymm15, ymmword ptr [rsp+0xc0]
  vcmppd ymm6, ymm6, ymm15, 1
  vmovaps ymm15, ymmword ptr [rsp+0xc0]
  vcmppd ymm7, ymm7, ymm15, 1
  vmovaps ymm15, ymmword ptr [rsp+0x20]
  vmovaps ymm14, ymmword ptr [rsp+0xa0]
  vblendvpd ymm6, ymm15, ymm14, ymm6
  vmovaps ymm15, ymmword ptr [rsp+0x20]
  vmovaps ymm14, ymmword ptr [rsp+0xa0]
  vblendvpd ymm7, ymm15, ymm14, ymm7
  vsubpd ymm4, ymm4, ymm6
  vsubpd ymm5, ymm5, ymm7
  vsubpd ymm2, ymm2, ymm4
  vsubpd ymm3, ymm3, ymm5
  vmovaps ymm15, ymmword ptr [rsp]
  vmulpd ymm6, ymm15, ymm2
  vmovaps ymm15, ymmword ptr [rsp]
  vmulpd ymm7, ymm15, ymm3
  vmovaps ymm15, ymmword ptr [rsp+0xe0]
  vaddpd ymm6, ymm6, ymm15
  vmovaps ymm15, ymmword ptr [rsp+0xe0]
  vaddpd ymm7, ymm7, ymm15
  vmulpd ymm6, ymm6, ymm2
  vmulpd ymm7, ymm7, ymm3
  vmovaps ymm15, ymmword ptr [rsp+0x100]
  vaddpd ymm6, ymm6, ymm15
  vmovaps ymm15, ymmword ptr [rsp+0x100]
  vaddpd ymm7, ymm7, ymm15
  vmulpd ymm6, ymm6, ymm2
  vmulpd ymm7, ymm7, ymm3
  vmovaps ymm15, ymmword ptr [rsp+0x120]
  vaddpd ymm6, ymm6, ymm15
  vmovaps ymm15, ymmword ptr [rsp+0x120]
  vaddpd ymm7, ymm7, ymm15
  vmulpd ymm6, ymm6, ymm2
  vmulpd ymm7, ymm7, ymm3
  vmovaps ymm15, ymmword ptr [rsp+0x140]
  vaddpd ymm6, ymm6, ymm15
  vmovaps ymm15, ymmword ptr [rsp+0x140]
  vaddpd ymm7, ymm7, ymm15
  vmulpd ymm6, ymm6, ymm2
  vmulpd ymm7, ymm7, ymm3
  vmovaps ymm15, ymmword ptr [rsp+0x160]
  vaddpd ymm6, ymm6, ymm15
  vmovaps ymm15, ymmword ptr [rsp+0x160]
  vaddpd ymm7, ymm7, ymm15
  vmulpd ymm6, ymm6, ymm2
  vmulpd ymm7, ymm7, ymm3
  vmovaps ymm15, ymmword ptr [rsp+0x180]
  vaddpd ymm6, ymm6, ymm15
  vmovaps ymm15, ymmword ptr [rsp+0x180]
  vaddpd ymm7, ymm7, ymm15
  vmulpd ymm6, ymm6, ymm2
  vmulpd ymm7, ymm7, ymm3
  vmovaps ymm15, ymmword ptr [rsp+0x1a0]
  vaddpd ymm6, ymm6, ymm15
  vmovaps ymm15, ymmword ptr [rsp+0x1a0]
  vaddpd ymm7, ymm7, ymm15
  vmulpd ymm6, ymm6, ymm2
  vmulpd ymm7, ymm7, ymm3
  vmovaps ymm15, ymmword ptr [rsp+0x1c0]
  vaddpd ymm6, ymm6, ymm15
  vmovaps ymm15, ymmword ptr [rsp+0x1c0]
  vaddpd ymm7, ymm7, ymm15
  vmulpd ymm2, ymm6, ymm2
  vmulpd ymm3, ymm7, ymm3
  vmovaps ymm15, ymmword ptr [rsp+0xa0]
  vaddpd ymm2, ymm2, ymm15
  vmovaps ymm15, ymmword ptr [rsp+0xa0]
  vaddpd ymm3, ymm3, ymm15
  vcvttsd2si rdx, xmm4
  mov r11, qword ptr [rsp+0x1010]
  mov ecx, r11d
  mov r8, rdx
  sar r8, cl
  vshufpd xmm6, xmm4, xmm4, 1
  vcvttsd2si rsi, xmm6
  mov r11, qword ptr [rsp+0x1018]
  mov ecx, r11d
  mov rdi, rsi
  sar rdi, cl
  vextractf128 xmm6, ymm4, 1
  vcvttsd2si r11, xmm6
  mov qword ptr [rsp+0x10a0], r11
  mov r11, qword ptr [rsp+0x1020]
  mov ecx, r11d
  mov r11, qword ptr [rsp+0x10a0]
  mov r12, r11
  sar r12, cl
  vextractf128 xmm4, ymm4, 1
  vshufpd xmm4, xmm4, xmm4, 1
  vcvttsd2si r11, xmm4
  mov qword ptr [rsp+0x10a8], r11
  mov r11, qword ptr [rsp+0x1028]
  mov ecx, r11d
  mov r11, qword ptr [rsp+0x10a8]
  mov r14, r11
  sar r14, cl
  vcvttsd2si r11, xmm5
  mov qword ptr [rsp+0x10b0], r11
  mov r11, qword ptr [rsp+0x1030]
  mov ecx, r11d
  mov r11, qword ptr [rsp+0x10b0]
  mov rax, r11
  sar rax, cl
  vshufpd xmm4, xmm5, xmm5, 1
  vcvttsd2si r11, xmm4
  mov qword ptr [rsp+0x10b8], r11
  mov r11, qword ptr [rsp+0x1038]
  mov ecx, r11d
  mov r11, qword ptr [rsp+0x10b8]
  mov r15, r11
  sar r15, cl
  vextractf128 xmm4, ymm5, 1
  vcvttsd2si r11, xmm4
  mov qword ptr [rsp+0x10c0], r11
  mov r11, qword ptr [rsp+0x1040]
  mov ecx, r11d
  mov r11, qword ptr [rsp+0x10c0]
  mov r13, r11
  sar r13, cl
  vextractf128 xmm4, ymm5, 1
  vshufpd xmm4, xmm4, xmm4, 1
  vcvttsd2si r11, xmm4
  mov qword ptr [rsp+0x10c8], r11
  mov r11, qword ptr [rsp+0x1048]
  mov ecx, r11d
  mov r11, qword ptr [rsp+0x10c8]
  mov rbx, r11
  sar rbx, cl
  vmovq xmm4, r8
  vpinsrq xmm4, xmm4, rdi, 1
  vmovq xmm5, r12
  vpinsrq xmm5, xmm5, r14, 1
  vinsertf128 ymm4, ymm4, xmm5, 1
  vmovq xmm5, rax
  vpinsrq xmm5, xmm5, r15, 1
  vmovq xmm6, r13
  vpinsrq xmm6, xmm6, rbx, 1
  vinsertf128 ymm5, ymm5, xmm6, 1
  vmovaps ymm15, ymmword ptr [rsp+0x200]
  vpaddq ymm6, ymm4, ymm15
  vmovaps ymm15, ymmword ptr [rsp+0x200]
  vpaddq ymm7, ymm5, ymm15
  vpsllq ymm6, ymm6, 0x34
  vpsllq ymm7, ymm7, 0x34
  vmulpd ymm2, ymm2, ymm6
  vmulpd ymm3, ymm3, ymm7
  vmovq xmm6, rdx
  vpinsrq xmm6, xmm6, rsi, 1
  mov r11, qword ptr [rsp+0x10a0]
  vmovq xmm7, r11
  mov r11, qword ptr [rsp+0x10a8]
  vpinsrq xmm7, xmm7, r11, 1
  vinsertf128 ymm6, ymm6, xmm7, 1
  mov r11, qword ptr [rsp+0x10b0]
  vmovq xmm7, r11
  mov r11, qword ptr [rsp+0x10b8]
  vpinsrq xmm7, xmm7, r11, 1
  mov r11, qword ptr [rsp+0x10c0]
  vmovq xmm8, r11
  mov r11, qword ptr [rsp+0x10c8]
  vpinsrq xmm8, xmm8, r11, 1
  vinsertf128 ymm7, ymm7, xmm8, 1
  vpsubq ymm4, ymm6, ymm4
  vpsubq ymm5, ymm7, ymm5
  vmovaps ymm15, ymmword ptr [rsp+0x200]
  vpaddq ymm4, ymm4, ymm15
  vmovaps ymm15, ymmword ptr [rsp+0x200]
  vpaddq ymm5, ymm5, ymm15
  vpsllq ymm4, ymm4, 0x34
  vpsllq ymm5, ymm5, 0x34
  vmulpd ymm2, ymm2, ymm4
  vmulpd ymm3, ymm3, ymm5
  vmovaps ymm15, ymmword ptr [rsp+0x760]
  vcmppd ymm4, ymm15, ymm15, 4
  vmovaps ymm15, ymmword ptr [rsp+0x780]
  vcmppd ymm5, ymm15, ymm15, 4
  vmovaps ymm15, ymmword ptr [rsp+0x760]
  vblendvpd ymm2, ymm2, ymm15, ymm4
  vmovaps ymm15, ymmword ptr [rsp+0x780]
  vblendvpd ymm3, ymm3, ymm15, ymm5
  vcvtpd2ps xmm2, ymm2
  vcvtpd2ps xmm3, ymm3
  vinsertf128 ymm2, ymm2, xmm3, 1
  mov r11, qword ptr [rsp+0xff0]
  mov r10, qword ptr [rsp+0x1098]
  vmovdqu ymmword ptr [r11+r10*4], ymm2
  vmovaps ymm15, ymmword ptr [rsp+0x20]
  vmovaps ymm14, ymmword ptr [rsp+0x760]
  vcmppd ymm2, ymm15, ymm14, 1
  vmovaps ymm15, ymmword ptr [rsp+0x20]
  vmovaps ymm14, ymmword ptr [rsp+0x780]
  vcmppd ymm3, ymm15, ymm14, 1
  vextractf128 xmm4, ymm2, 1
  vextractf128 xmm5, ymm3, 1
  vpackssdw xmm2, xmm2, xmm4
  vpackssdw xmm3, xmm3, xmm5
  vpackssdw xmm2, xmm2, xmm3
  vpacksswb xmm2, xmm2, xmm2
  vpabsb xmm2, xmm2
  vmovaps ymm15, ymmword ptr [rsp+0x760]
  vmovaps ymm14, ymmword ptr [rsp+0x240]
  vcmppd ymm3, ymm15, ymm14, 1
  vmovaps ymm15, ymmword ptr [rsp+0x780]
  vmovaps ymm14, ymmword ptr [rsp+0x240]
  vcmppd ymm4, ymm15, ymm14, 1
  vextractf128 xmm5, ymm3, 1
  vextractf128 xmm6, ymm4, 1
  vpackssdw xmm3, xmm3, xmm5
  vpackssdw xmm4, xmm4, xmm6
  vpackssdw xmm3, xmm3, xmm4
  vpacksswb xmm3, xmm3, xmm3
  vpabsb xmm3, xmm3
  vpand xmm2, xmm2, xmm3
  vpextrb eax, xmm2, 0
  vmovaps ymm15, ymmword ptr [rsp+0xa0]
  vmovaps xmm3, xmm15
  test al, al
  je .Lwhere3
  vmovaps ymm15, ymmword ptr [rsp+0x760]
  vmovaps xmm3, xmm15
.Lwhere3:
  vpextrb edx, xmm2, 1
  vmovaps ymm15, ymmword ptr [rsp+0x760]
  vshufpd xmm4, xmm15, xmm15, 1
  vmovaps xmm15, xmmword ptr [rsp+0xa70]
  vmovaps xmm5, xmm15
  test dl, dl
  je .Lwhere4
  vmovaps xmm5, xmm4
.Lwhere4:
  vpextrb r11d, xmm2, 2
  mov qword ptr [rsp+0x10d0], r11
  vmovaps ymm15, ymmword ptr [rsp+0x760]
  vextractf128 xmm4, ymm15, 1
  vmovaps xmm15, xmmword ptr [rsp+0xa80]
  vmovaps xmm6, xmm15
  mov r11, qword ptr [rsp+0x10d0]
  test r11b, r11b
  je .Lwhere5
  vmovaps xmm6, xmm4
.Lwhere5:
  vpextrb r11d, xmm2, 3
  mov qword ptr [rsp+0x10d8], r11
  vmovaps ymm15, ymmword ptr [rsp+0x760]
  vextractf128 xmm4, ymm15, 1
  vshufpd xmm4, xmm4, xmm4, 1
  vmovaps xmm15, xmmword ptr [rsp+0xaa0]
  vmovaps xmm7, xmm15
  mov r11, qword ptr [rsp+0x10d8]
  test r11b, r11b
  je .Lwhere6
  vmovaps xmm7, xmm4
.Lwhere6:
  vpextrb r11d, xmm2, 4
  mov qword ptr [rsp+0x10e0], r11
  vmovaps ymm15, ymmword ptr [rsp+0xa0]
  vmovaps xmm4, xmm15
  mov r11, qword ptr [rsp+0x10e0]
  test r11b, r11b
  je .Lwhere7
  vmovaps ymm15, ymmword ptr [rsp+0x780]
  vmovaps xmm4, xmm15
.Lwhere7:
  vpextrb r11d, xmm2, 5
  mov qword ptr [rsp+0x10e8], r11
  vmovaps ymm15, ymmword ptr [rsp+0x780]
  vshufpd xmm8, xmm15, xmm15, 1
  vmovaps xmm15, xmmword ptr [rsp+0xab0]
  vmovaps xmm9, xmm15
  mov r11, qword ptr [rsp+0x10e8]
  test r11b, r11b
  je .Lwhere8
  vmovaps xmm9, xmm8
.Lwhere8:
  vpextrb r11d, xmm2, 6
  mov qword ptr [rsp+0x10f0], r11
  vmovaps ymm15, ymmword ptr [rsp+0x780]
  vextractf128 xmm8, ymm15, 1
  vmovaps xmm15, xmmword ptr [rsp+0xac0]
  vmovaps xmm10, xmm15
  mov r11, qword ptr [rsp+0x10f0]
  test r11b, r11b
  je .Lwhere9
  vmovaps xmm10, xmm8
.Lwhere9:
  vpextrb r11d, xmm2, 7
  mov qword ptr [rsp+0x10f8], r11
  vmovaps ymm15, ymmword ptr [rsp+0x780]
  vextractf128 xmm2, ymm15, 1
  vshufpd xmm2, xmm2, xmm2, 1
  vmovaps xmm15, xmmword ptr [rsp+0xae0]
  vmovaps xmm8, xmm15
  mov r11, qword ptr [rsp+0x10f8]
  test r11b, r11b
  je .Lwhere10
  vmovaps xmm8, xmm2
.Lwhere10:
  vunpcklpd xmm2, xmm3, xmm5
  vunpcklpd xmm3, xmm6, xmm7
  vinsertf128 ymm2, ymm2, xmm3, 1
  vunpcklpd xmm3, xmm4, xmm9
  vunpcklpd xmm4, xmm10, xmm8
  vinsertf128 ymm15, ymm3, xmm4, 1
  vmovaps ymmword ptr [rsp+0x7a0], ymm15
  vmovaps ymm15, ymmword ptr [rsp+0x2a0]
  vmulpd ymm4, ymm2, ymm15
  vmovaps ymm15, ymmword ptr [rsp+0x7a0]
  vmovaps ymm14, ymmword ptr [rsp+0x2a0]
  vmulpd ymm5, ymm15, ymm14
  vmovaps ymm15, ymmword ptr [rsp+0x280]
  vcmppd ymm6, ymm2, ymm15, 1
  vmovaps ymm15, ymmword ptr [rsp+0x7a0]
  vmovaps ymm14, ymmword ptr [rsp+0x280]
  vcmppd ymm7, ymm15, ymm14, 1
  vblendvpd ymm4, ymm2, ymm4, ymm6
  vmovaps ymm15, ymmword ptr [rsp+0x7a0]
  vblendvpd ymm5, ymm15, ymm5, ymm7
  vmovaps ymm15, ymmword ptr [rsp+0x2c0]
  vpand ymm6, ymm4, ymm15
  vmovaps ymm15, ymmword ptr [rsp+0x2c0]
  vpand ymm7, ymm5, ymm15
  vmovaps ymm15, ymmword ptr [rsp+0x2e0]
  vpor ymm14, ymm6, ymm15
  vmovaps ymmword ptr [rsp+0x7c0], ymm14
  vmovaps ymm15, ymmword ptr [rsp+0x2e0]
  vpor ymm14, ymm7, ymm15
  vmovaps ymmword ptr [rsp+0x7e0], ymm14
  vmovaps ymm15, ymmword ptr [rsp+0x7c0]
  vmovaps ymm14, ymmword ptr [rsp+0x80]
  vmulpd ymm8, ymm15, ymm14
  vmovaps ymm15, ymmword ptr [rsp+0x7e0]
  vmovaps ymm14, ymmword ptr [rsp+0x80]
  vmulpd ymm9, ymm15, ymm14
  vmovaps ymm15, ymmword ptr [rsp+0x260]
  vmovaps ymm14, ymmword ptr [rsp+0x7c0]
  vcmppd ymm10, ymm15, ymm14, 1
  vmovaps ymm15, ymmword ptr [rsp+0x260]
  vmovaps ymm14, ymmword ptr [rsp+0x7e0]
  vcmppd ymm11, ymm15, ymm14, 1
  vmovaps ymm15, ymmword ptr [rsp+0x7c0]
  vblendvpd ymm8, ymm15, ymm8, ymm10
  vmovaps ymm15, ymmword ptr [rsp+0x7e0]
  vblendvpd ymm9, ymm15, ymm9, ymm11
  vmovaps ymm15, ymmword ptr [rsp+0xa0]
  vsubpd ymm8, ymm8, ymm15
  vmovaps ymm15, ymmword ptr [rsp+0xa0]
  vsubpd ymm9, ymm9, ymm15
  vmulpd ymm10, ymm8, ymm8
  vmulpd ymm11, ymm9, ymm9
  vmovaps ymm15, ymmword ptr [rsp+0x80]
  vmulpd ymm10, ymm10, ymm15
  vmovaps ymm15, ymmword ptr [rsp+0x80]
  vmulpd ymm11, ymm11, ymm15
  vsubpd ymm12, ymm8, ymm10
  vsubpd ymm0, ymm9, ymm11
  vmovaps ymm15, ymmword ptr [rsp+0x300]
  vpand ymm14, ymm12, ymm15
  vmovaps ymmword ptr [rsp+0x800], ymm14
  vmovaps ymm15, ymmword ptr [rsp+0x300]
  vpand ymm14, ymm0, ymm15
  vmovaps ymmword ptr [rsp+0x820], ymm14
  vmovaps ymm15, ymmword ptr [rsp+0x800]
  vsubpd ymm1, ymm8, ymm15
  vmovaps ymm15, ymmword ptr [rsp+0x820]
  vsubpd ymm0, ymm9, ymm15
  vsubpd ymm1, ymm1, ymm10
  vsubpd ymm0, ymm0, ymm11
  vmovaps ymm15, ymmword ptr [rsp+0x320]
  vaddpd ymm12, ymm8, ymm15
  vmovaps ymm15, ymmword ptr [rsp+0x320]
  vaddpd ymm7, ymm9, ymm15
  vdivpd ymm8, ymm8, ymm12
  vdivpd ymm7, ymm9, ymm7
  vmulpd ymm9, ymm8, ymm8
  vmulpd ymm12, ymm7, ymm7
  vmovaps ymm15, ymmword ptr [rsp+0x340]
  vmulpd ymm6, ymm15, ymm9
  vmovaps ymm15, ymmword ptr [rsp+0x340]
  vmulpd ymm3, ymm15, ymm12
  vmovaps ymm15, ymmword ptr [rsp+0x360]
  vaddpd ymm6, ymm6, ymm15
  vmovaps ymm15, ymmword ptr [rsp+0x360]
  vaddpd ymm3, ymm3, ymm15
  vmulpd ymm6, ymm6, ymm9
  vmulpd ymm3, ymm3, ymm12
  vmovaps ymm15, ymmword ptr [rsp+0x380]
  vaddpd ymm6, ymm6, ymm15
  vmovaps ymm15, ymmword ptr [rsp+0x380]
  vaddpd ymm3, ymm3, ymm15
  vmulpd ymm6, ymm6, ymm9
  vmulpd ymm3, ymm3, ymm12
  vmovaps ymm15, ymmword ptr [rsp+0x3a0]
  vaddpd ymm6, ymm6, ymm15
  vmovaps ymm15, ymmword ptr [rsp+0x3a0]
  vaddpd ymm3, ymm3, ymm15
  vmulpd ymm6, ymm6, ymm9
  vmulpd ymm3, ymm3, ymm12
  vmovaps ymm15, ymmword ptr [rsp+0x3c0]
  vaddpd ymm6, ymm6, ymm15
  vmovaps ymm15, ymmword ptr [rsp+0x3c0]
  vaddpd ymm3, ymm3, ymm15
  vmulpd ymm6, ymm6, ymm9
  vmulpd ymm3, ymm3, ymm12
  vmovaps ymm15, ymmword ptr [rsp+0x3e0]
  vaddpd ymm6, ymm6, ymm15
  vmovaps ymm15, ymmword ptr [rsp+0x3e0]
  vaddpd ymm3, ymm3, ymm15
  vmulpd ymm6, ymm9, ymm6
  vmulpd ymm3, ymm12, ymm3
  vaddpd ymm6, ymm10, ymm6
  vaddpd ymm3, ymm11, ymm3
  vmulpd ymm6, ymm8, ymm6
  vmulpd ymm3, ymm7, ymm3
  vaddpd ymm1, ymm1, ymm6
  vaddpd ymm0, ymm0, ymm3
  vmovaps ymm15, ymmword ptr [rsp+0x800]
  vaddpd ymm3, ymm1, ymm15
  vmovaps ymm15, ymmword ptr [rsp+0x820]
  vaddpd ymm6, ymm0, ymm15
  vmovaps ymm15, ymmword ptr [rsp+0x400]
  vmulpd ymm3, ymm3, ymm15
  vmovaps ymm15, ymmword ptr [rsp+0x400]
  vmulpd ymm6, ymm6, ymm15
  vmovaps ymm15, ymmword ptr [rsp+0x420]
  vmulpd ymm1, ymm1, ymm15
  vmovaps ymm15, ymmword ptr [rsp+0x420]
  vmulpd ymm0, ymm0, ymm15
  vaddpd ymm1, ymm3, ymm1
  vaddpd ymm0, ymm6, ymm0
  vpextrq r14, xmm4, 0
  mov r11, qword ptr [rsp+0x1050]
  mov ecx, r11d
  sar r14, cl
  vpextrq r15, xmm4, 1
  mov r11, qword ptr [rsp+0x1058]
  mov ecx, r11d
  sar r15, cl
  vextractf128 xmm3, ymm4, 1
  vpextrq r13, xmm3, 0
  mov r11, qword ptr [rsp+0x1060]
  mov ecx, r11d
  sar r13, cl
  vextractf128 xmm3, ymm4, 1
  vpextrq r12, xmm3, 1
  mov r11, qword ptr [rsp+0x1068]
  mov ecx, r11d
  sar r12, cl
  vpextrq rbx, xmm5, 0
  mov r11, qword ptr [rsp+0x1070]
  mov ecx, r11d
  sar rbx, cl
  vpextrq rdi, xmm5, 1
  mov r11, qword ptr [rsp+0x1078]
  mov ecx, r11d
  sar rdi, cl
  vextractf128 xmm3, ymm5, 1
  vpextrq rsi, xmm3, 0
  mov r11, qword ptr [rsp+0x1080]
  mov ecx, r11d
  sar rsi, cl
  vextractf128 xmm3, ymm5, 1
  vpextrq r8, xmm3, 1
  mov r11, qword ptr [rsp+0x1088]
  mov ecx, r11d
  sar r8, cl
  vmovq xmm3, r14
  vpinsrq xmm3, xmm3, r15, 1
  vmovq xmm4, r13
  vpinsrq xmm4, xmm4, r12, 1
  vinsertf128 ymm3, ymm3, xmm4, 1
  vmovq xmm4, rbx
  vpinsrq xmm4, xmm4, rdi, 1
  vmovq xmm5, rsi
  vpinsrq xmm5, xmm5, r8, 1
  vinsertf128 ymm4, ymm4, xmm5, 1
  vmovaps ymm15, ymmword ptr [rsp+0x200]
  vpsubq ymm3, ymm3, ymm15
  vmovaps ymm15, ymmword ptr [rsp+0x200]
  vpsubq ymm4, ymm4, ymm15
  vpextrq rcx, xmm3, 0
  vxorpd xmm5, xmm5, xmm5
  vcvtsi2sd xmm5, xmm5, rcx
  vpextrq rcx, xmm3, 1
  vxorpd xmm6, xmm6, xmm6
  vcvtsi2sd xmm6, xmm6, rcx
  vextractf128 xmm7, ymm3, 1
  vpextrq rcx, xmm7, 0
  vxorpd xmm7, xmm7, xmm7
  vcvtsi2sd xmm7, xmm7, rcx
  vextractf128 xmm3, ymm3, 1
  vpextrq rcx, xmm3, 1
  vxorpd xmm3, xmm3, xmm3
  vcvtsi2sd xmm3, xmm3, rcx
  vpextrq rcx, xmm4, 0
  vxorpd xmm8, xmm8, xmm8
  vcvtsi2sd xmm8, xmm8, rcx
  vpextrq rcx, xmm4, 1
  vxorpd xmm9, xmm9, xmm9
  vcvtsi2sd xmm9, xmm9, rcx
  vextractf128 xmm10, ymm4, 1
  vpextrq rcx, xmm10, 0
  vxorpd xmm10, xmm10, xmm10
  vcvtsi2sd xmm10, xmm10, rcx
  vextractf128 xmm4, ymm4, 1
  vpextrq rcx, xmm4, 1
  vxorpd xmm4, xmm4, xmm4
  vcvtsi2sd xmm4, xmm4, rcx
  vunpcklpd xmm5, xmm5, xmm6
  vunpcklpd xmm3, xmm7, xmm3
  vinsertf128 ymm3, ymm5, xmm3, 1
  vunpcklpd xmm5, xmm8, xmm9
  vunpcklpd xmm4, xmm10, xmm4
  vinsertf128 ymm4, ymm5, xmm4, 1
  vmovaps ymm15, ymmword ptr [rsp+0x280]
  vcmppd ymm2, ymm2, ymm15, 1
  vmovaps ymm15, ymmword ptr [rsp+0x7a0]
  vmovaps ymm14, ymmword ptr [rsp+0x280]
  vcmppd ymm5, ymm15, ymm14, 1
  vmovaps ymm15, ymmword ptr [rsp+0x20]
  vmovaps ymm14, ymmword ptr [rsp+0x440]
  vblendvpd ymm2, ymm15, ymm14, ymm2
  vmovaps ymm15, ymmword ptr [rsp+0x20]
  vmovaps ymm14, ymmword ptr [rsp+0x440]
  vblendvpd ymm5, ymm15, ymm14, ymm5
  vsubpd ymm2, ymm3, ymm2
  vsubpd ymm3, ymm4, ymm5
  vmovaps ymm15, ymmword ptr [rsp+0x260]
  vmovaps ymm14, ymmword ptr [rsp+0x7c0]
  vcmppd ymm4, ymm15, ymm14, 1
  vmovaps ymm15, ymmword ptr [rsp+0x260]
  vmovaps ymm14, ymmword ptr [rsp+0x7e0]
  vcmppd ymm5, ymm15, ymm14, 1
  vmovaps ymm15, ymmword ptr [rsp+0x20]
  vmovaps ymm14, ymmword ptr [rsp+0xa0]
  vblendvpd ymm4, ymm15, ymm14, ymm4
  vmovaps ymm15, ymmword ptr [rsp+0x20]
  vmovaps ymm14, ymmword ptr [rsp+0xa0]
  vblendvpd ymm5, ymm15, ymm14, ymm5
  vaddpd ymm2, ymm2, ymm4
  vaddpd ymm3, ymm3, ymm5
  vmovaps ymm15, ymmword ptr [rsp+0x800]
  vmovaps ymm14, ymmword ptr [rsp+0x420]
  vmulpd ymm4, ymm15, ymm14
  vmovaps ymm15, ymmword ptr [rsp+0x820]
  vmovaps ymm14, ymmword ptr [rsp+0x420]
  vmulpd ymm5, ymm15, ymm14
  vaddpd ymm6, ymm2, ymm4
  vaddpd ymm7, ymm3, ymm5
  vsubpd ymm2, ymm2, ymm6
  vsubpd ymm3, ymm3, ymm7
  vaddpd ymm2, ymm2, ymm4
  vaddpd ymm3, ymm3, ymm5
  vaddpd ymm1, ymm1, ymm2
  vaddpd ymm0, ymm0, ymm3
  vaddpd ymm1, ymm1, ymm6
  vaddpd ymm0, ymm0, ymm7
  vmovaps ymm15, ymmword ptr [rsp+0x760]
  vmovaps ymm14, ymmword ptr [rsp+0x240]
  vcmppd ymm2, ymm15, ymm14, 0
  vmovaps ymm15, ymmword ptr [rsp+0x780]
  vmovaps ymm14, ymmword ptr [rsp+0x240]
  vcmppd ymm3, ymm15, ymm14, 0
  vmovaps ymm15, ymmword ptr [rsp+0x480]
  vmovaps ymm14, ymmword ptr [rsp+0x240]
  vblendvpd ymm2, ymm15, ymm14, ymm2
  vmovaps ymm15, ymmword ptr [rsp+0x480]
  vmovaps ymm14, ymmword ptr [rsp+0x240]
  vblendvpd ymm3, ymm15, ymm14, ymm3
  vmovaps ymm15, ymmword ptr [rsp+0x760]
  vmovaps ymm14, ymmword ptr [rsp+0x20]
  vcmppd ymm4, ymm15, ymm14, 0
  vmovaps ymm15, ymmword ptr [rsp+0x780]
  vmovaps ymm14, ymmword ptr [rsp+0x20]
  vcmppd ymm5, ymm15, ymm14, 0
  vmovaps ymm15, ymmword ptr [rsp+0x460]
  vblendvpd ymm2, ymm2, ymm15, ymm4
  vmovaps ymm15, ymmword ptr [rsp+0x460]
  vblendvpd ymm3, ymm3, ymm15, ymm5
  vmovaps xmm4, xmm2
  test al, al
  je .Lwhere11
  vmovaps xmm4, xmm1
.Lwhere11:
  vshufpd xmm5, xmm1, xmm1, 1
  vshufpd xmm6, xmm2, xmm2, 1
  test dl, dl
  je .Lwhere12
  vmovaps xmm6, xmm5
.Lwhere12:
  vextractf128 xmm5, ymm1, 1
  vextractf128 xmm7, ymm2, 1
  mov r11, qword ptr [rsp+0x10d0]
  test r11b, r11b
  je .Lwhere13
  vmovaps xmm7, xmm5
.Lwhere13:
  vextractf128 xmm1, ymm1, 1
  vshufpd xmm1, xmm1, xmm1, 1
  vextractf128 xmm2, ymm2, 1
  vshufpd xmm2, xmm2, xmm2, 1
  mov r11, qword ptr [rsp+0x10d8]
  test r11b, r11b
  je .Lwhere14
  vmovaps xmm2, xmm1
.Lwhere14:
  vmovaps xmm1, xmm3
  mov r11, qword ptr [rsp+0x10e0]
  test r11b, r11b
  je .Lwhere15
  vmovaps xmm1, xmm0
.Lwhere15:
  vshufpd xmm5, xmm0, xmm0, 1
  vshufpd xmm8, xmm3, xmm3, 1
  mov r11, qword ptr [rsp+0x10e8]
  test r11b, r11b
  je .Lwhere16
  vmovaps xmm8, xmm5
.Lwhere16:
  vextractf128 xmm5, ymm0, 1
  vextractf128 xmm9, ymm3, 1
  mov r11, qword ptr [rsp+0x10f0]
  test r11b, r11b
  je .Lwhere17
  vmovaps xmm9, xmm5
.Lwhere17:
  vextractf128 xmm0, ymm0, 1
  vshufpd xmm0, xmm0, xmm0, 1
  vextractf128 xmm3, ymm3, 1
  vshufpd xmm3, xmm3, xmm3, 1
  mov r11, qword ptr [rsp+0x10f8]
  test r11b, r11b
  je .Lwhere18
  vmovaps xmm3, xmm0
.Lwhere18:
  vunpcklpd xmm0, xmm4, xmm6
  vunpcklpd xmm2, xmm7, xmm2
  vinsertf128 ymm0, ymm0, xmm2, 1
  vunpcklpd xmm1, xmm1, xmm8
  vunpcklpd xmm2, xmm9, xmm3
  vinsertf128 ymm1, ymm1, xmm2, 1
  vcvtpd2ps xmm0, ymm0
  vcvtpd2ps xmm1, ymm1
  vinsertf128 ymm0, ymm0, xmm1, 1
  mov r11, qword ptr [rsp+0xff8]
  mov r10, qword ptr [rsp+0x1098]
  vmovdqu ymmword ptr [r11+r10*4], ymm0
  mov rax, 0x8000000000000000
  vmovq xmm0, rax
  vbroadcastsd ymm0, xmm0
  vmovaps ymm15, ymmword ptr [rsp+0x760]
  vxorpd ymm1, ymm15, ymm0
  vmovaps ymm15, ymmword ptr [rsp+0x780]
  vxorpd ymm0, ymm15, ymm0
  vmovaps ymm15, ymmword ptr [rsp+0x760]
  vmovaps ymm14, ymmword ptr [rsp+0x20]
  vcmppd ymm2, ymm15, ymm14, 1
  vmovaps ymm15, ymmword ptr [rsp+0x780]
  vmovaps ymm14, ymmword ptr [rsp+0x20]
  vcmppd ymm3, ymm15, ymm14, 1
  vmovaps ymm15, ymmword ptr [rsp+0x760]
  vblendvpd ymm14, ymm15, ymm1, ymm2
  vmovaps ymmword ptr [rsp+0x840], ymm14
  vmovaps ymm15, ymmword ptr [rsp+0x780]
  vblendvpd ymm14, ymm15, ymm0, ymm3
  vmovaps ymmword ptr [rsp+0x860], ymm14
  vmovaps ymm15, ymmword ptr [rsp+0x840]
  vmovaps ymm14, ymmword ptr [rsp+0x240]
  vcmppd ymm2, ymm15, ymm14, 1
  vmovaps ymm15, ymmword ptr [rsp+0x860]
  vmovaps ymm14, ymmword ptr [rsp+0x240]
  vcmppd ymm3, ymm15, ymm14, 1
  vmovaps ymm15, ymmword ptr [rsp+0x20]
  vmovaps ymm14, ymmword ptr [rsp+0x760]
  vblendvpd ymm2, ymm15, ymm14, ymm2
  vmovaps ymm15, ymmword ptr [rsp+0x20]
  vmovaps ymm14, ymmword ptr [rsp+0x780]
  vblendvpd ymm3, ymm15, ymm14, ymm3
  vmovaps ymm15, ymmword ptr [rsp+0x4c0]
  vmulpd ymm4, ymm2, ymm15
  vmovaps ymm15, ymmword ptr [rsp+0x4c0]
  vmulpd ymm5, ymm3, ymm15
  vroundpd ymm6, ymm4, 0xb
  vroundpd ymm7, ymm5, 0xb
  vsubpd ymm4, ymm4, ymm6
  vsubpd ymm5, ymm5, ymm7
  vmovaps ymm15, ymmword ptr [rsp+0x80]
  vcmppd ymm8, ymm15, ymm4, 1
  vmovaps ymm15, ymmword ptr [rsp+0x80]
  vcmppd ymm9, ymm15, ymm5, 1
  vmovaps ymm15, ymmword ptr [rsp+0x20]
  vmovaps ymm14, ymmword ptr [rsp+0xa0]
  vblendvpd ymm8, ymm15, ymm14, ymm8
  vmovaps ymm15, ymmword ptr [rsp+0x20]
  vmovaps ymm14, ymmword ptr [rsp+0xa0]
  vblendvpd ymm9, ymm15, ymm14, ymm9
  vaddpd ymm6, ymm6, ymm8
  vaddpd ymm7, ymm7, ymm9
  vmovaps ymm15, ymmword ptr [rsp+0xc0]
  vcmppd ymm4, ymm4, ymm15, 1
  vmovaps ymm15, ymmword ptr [rsp+0xc0]
  vcmppd ymm5, ymm5, ymm15, 1
  vmovaps ymm15, ymmword ptr [rsp+0x20]
  vmovaps ymm14, ymmword ptr [rsp+0xa0]
  vblendvpd ymm4, ymm15, ymm14, ymm4
  vmovaps ymm15, ymmword ptr [rsp+0x20]
  vmovaps ymm14, ymmword ptr [rsp+0xa0]
  vblendvpd ymm5, ymm15, ymm14, ymm5
  vsubpd ymm4, ymm6, ymm4
  vsubpd ymm5, ymm7, ymm5
  vmovaps ymm15, ymmword ptr [rsp+0x4e0]
  vmulpd ymm6, ymm4, ymm15
  vmovaps ymm15, ymmword ptr [rsp+0x4e0]
  vmulpd ymm7, ymm5, ymm15
  vroundpd ymm6, ymm6, 0xb
  vroundpd ymm7, ymm7, 0xb
  vmovaps ymm15, ymmword ptr [rsp+0x500]
  vmulpd ymm6, ymm6, ymm15
  vmovaps ymm15, ymmword ptr [rsp+0x500]
  vmulpd ymm7, ymm7, ymm15
  vsubpd ymm6, ymm4, ymm6
  vsubpd ymm7, ymm5, ymm7
  vmovaps ymm15, ymmword ptr [rsp+0x500]
  vaddpd ymm8, ymm6, ymm15
  vmovaps ymm15, ymmword ptr [rsp+0x500]
  vaddpd ymm9, ymm7, ymm15
  vmovaps ymm15, ymmword ptr [rsp+0x20]
  vcmppd ymm10, ymm6, ymm15, 1
  vmovaps ymm15, ymmword ptr [rsp+0x20]
  vcmppd ymm11, ymm7, ymm15, 1
  vblendvpd ymm15, ymm6, ymm8, ymm10
  vmovaps ymmword ptr [rsp+0x880], ymm15
  vblendvpd ymm15, ymm7, ymm9, ymm11
  vmovaps ymmword ptr [rsp+0x8a0], ymm15
  vmovaps ymm15, ymmword ptr [rsp+0x880]
  vmovaps ymm14, ymmword ptr [rsp+0xa0]
  vcmppd ymm8, ymm15, ymm14, 0
  vmovaps ymm15, ymmword ptr [rsp+0x8a0]
  vmovaps ymm14, ymmword ptr [rsp+0xa0]
  vcmppd ymm9, ymm15, ymm14, 0
  vextractf128 xmm10, ymm8, 1
  vextractf128 xmm11, ymm9, 1
  vpackssdw xmm8, xmm8, xmm10
  vpackssdw xmm9, xmm9, xmm11
  vpackssdw xmm8, xmm8, xmm9
  vpacksswb xmm8, xmm8, xmm8
  vpabsb xmm8, xmm8
  vmovaps ymm15, ymmword ptr [rsp+0x880]
  vmovaps ymm14, ymmword ptr [rsp+0x520]
  vcmppd ymm9, ymm15, ymm14, 0
  vmovaps ymm15, ymmword ptr [rsp+0x8a0]
  vmovaps ymm14, ymmword ptr [rsp+0x520]
  vcmppd ymm10, ymm15, ymm14, 0
  vextractf128 xmm11, ymm9, 1
  vextractf128 xmm12, ymm10, 1
  vpackssdw xmm9, xmm9, xmm11
  vpackssdw xmm10, xmm10, xmm12
  vpackssdw xmm9, xmm9, xmm10
  vpacksswb xmm9, xmm9, xmm9
  vpabsb xmm9, xmm9
  vpor xmm15, xmm8, xmm9
  vmovaps xmmword ptr [rsp+0xda0], xmm15
  vmovaps xmm15, xmmword ptr [rsp+0xda0]
  vpextrb eax, xmm15, 0
  vmovaps ymm15, ymmword ptr [rsp+0x540]
  vmulpd ymm9, ymm4, ymm15
  vmovaps ymm15, ymmword ptr [rsp+0x540]
  vmulpd ymm10, ymm5, ymm15
  vsubpd ymm2, ymm2, ymm9
  vsubpd ymm3, ymm3, ymm10
  vmovaps ymm15, ymmword ptr [rsp+0x560]
  vmulpd ymm9, ymm4, ymm15
  vmovaps ymm15, ymmword ptr [rsp+0x560]
  vmulpd ymm10, ymm5, ymm15
  vsubpd ymm11, ymm2, ymm9
  vsubpd ymm12, ymm3, ymm10
  vmovaps ymm15, ymmword ptr [rsp+0x580]
  vmulpd ymm0, ymm4, ymm15
  vmovaps ymm15, ymmword ptr [rsp+0x580]
  vmulpd ymm1, ymm5, ymm15
  vsubpd ymm7, ymm11, ymm0
  vsubpd ymm15, ymm12, ymm1
  vmovaps ymmword ptr [rsp+0x8c0], ymm15
  vmovaps ymm15, ymmword ptr [rsp+0x5a0]
  vmulpd ymm14, ymm4, ymm15
  vmovaps ymmword ptr [rsp+0x8e0], ymm14
  vmovaps ymm15, ymmword ptr [rsp+0x5a0]
  vmulpd ymm14, ymm5, ymm15
  vmovaps ymmword ptr [rsp+0x900], ymm14
  vmovaps ymm15, ymmword ptr [rsp+0x8e0]
  vsubpd ymm14, ymm7, ymm15
  vmovaps ymmword ptr [rsp+0x920], ymm14
  vmovaps ymm15, ymmword ptr [rsp+0x8c0]
  vmovaps ymm14, ymmword ptr [rsp+0x900]
  vsubpd ymm13, ymm15, ymm14
  vmovaps ymmword ptr [rsp+0x940], ymm13
  vsubpd ymm8, ymm11, ymm2
  vsubpd ymm5, ymm12, ymm3
  vsubpd ymm4, ymm11, ymm8
  vsubpd ymm6, ymm12, ymm5
  vsubpd ymm2, ymm2, ymm4
  vsubpd ymm3, ymm3, ymm6
  mov rcx, 0x8000000000000000
  vmovq xmm4, rcx
  vbroadcastsd ymm4, xmm4
  vxorpd ymm6, ymm9, ymm4
  vxorpd ymm4, ymm10, ymm4
  vsubpd ymm6, ymm6, ymm8
  vsubpd ymm4, ymm4, ymm5
  vaddpd ymm2, ymm2, ymm6
  vaddpd ymm3, ymm3, ymm4
  vmovaps ymm15, ymmword ptr [rsp+0x20]
  vaddpd ymm2, ymm15, ymm2
  vmovaps ymm15, ymmword ptr [rsp+0x20]
  vaddpd ymm3, ymm15, ymm3
  vsubpd ymm4, ymm7, ymm11
  vmovaps ymm15, ymmword ptr [rsp+0x8c0]
  vsubpd ymm5, ymm15, ymm12
  vsubpd ymm6, ymm7, ymm4
  vmovaps ymm15, ymmword ptr [rsp+0x8c0]
  vsubpd ymm8, ymm15, ymm5
  vsubpd ymm6, ymm11, ymm6
  vsubpd ymm8, ymm12, ymm8
  mov rcx, 0x8000000000000000
  vmovq xmm9, rcx
  vbroadcastsd ymm9, xmm9
  vxorpd ymm0, ymm0, ymm9
  vxorpd ymm1, ymm1, ymm9
  vsubpd ymm0, ymm0, ymm4
  vsubpd ymm1, ymm1, ymm5
  vaddpd ymm0, ymm6, ymm0
  vaddpd ymm1, ymm8, ymm1
  vaddpd ymm0, ymm2, ymm0
  vaddpd ymm1, ymm3, ymm1
  vmovaps ymm15, ymmword ptr [rsp+0x920]
  vsubpd ymm2, ymm15, ymm7
  vmovaps ymm15, ymmword ptr [rsp+0x940]
  vmovaps ymm14, ymmword ptr [rsp+0x8c0]
  vsubpd ymm3, ymm15, ymm14
  vmovaps ymm15, ymmword ptr [rsp+0x920]
  vsubpd ymm4, ymm15, ymm2
  vmovaps ymm15, ymmword ptr [rsp+0x940]
  vsubpd ymm5, ymm15, ymm3
  vsubpd ymm4, ymm7, ymm4
  vmovaps ymm15, ymmword ptr [rsp+0x8c0]
  vsubpd ymm5, ymm15, ymm5
  mov rcx, 0x8000000000000000
  vmovq xmm6, rcx
  vbroadcastsd ymm6, xmm6
  vmovaps ymm15, ymmword ptr [rsp+0x8e0]
  vxorpd ymm7, ymm15, ymm6
  vmovaps ymm15, ymmword ptr [rsp+0x900]
  vxorpd ymm6, ymm15, ymm6
  vsubpd ymm2, ymm7, ymm2
  vsubpd ymm3, ymm6, ymm3
  vaddpd ymm2, ymm4, ymm2
  vaddpd ymm3, ymm5, ymm3
  vaddpd ymm0, ymm0, ymm2
  vaddpd ymm1, ymm1, ymm3
  vmovaps ymm15, ymmword ptr [rsp+0x920]
  vaddpd ymm2, ymm15, ymm0
  vmovaps ymm15, ymmword ptr [rsp+0x940]
  vaddpd ymm3, ymm15, ymm1
  vmovaps ymm15, ymmword ptr [rsp+0xa0]
  vminpd ymm4, ymm15, ymm2
  vmovaps ymm15, ymmword ptr [rsp+0xa0]
  vminpd ymm5, ymm15, ymm3
  vmovaps ymm15, ymmword ptr [rsp+0x5c0]
  vcmppd ymm6, ymm2, ymm15, 1
  vmovaps ymm15, ymmword ptr [rsp+0x5c0]
  vcmppd ymm7, ymm3, ymm15, 1
  vmovaps ymm15, ymmword ptr [rsp+0x5c0]
  vblendvpd ymm14, ymm4, ymm15, ymm6
  vmovaps ymmword ptr [rsp+0x960], ymm14
  vmovaps ymm15, ymmword ptr [rsp+0x5c0]
  vblendvpd ymm14, ymm5, ymm15, ymm7
  vmovaps ymmword ptr [rsp+0x980], ymm14
  vmovaps ymm15, ymmword ptr [rsp+0x960]
  vmulpd ymm6, ymm15, ymm15
  vmovaps ymm15, ymmword ptr [rsp+0x980]
  vmulpd ymm14, ymm15, ymm15
  vmovaps ymmword ptr [rsp+0x9a0], ymm14
  vmovaps ymm15, ymmword ptr [rsp+0x80]
  vmulpd ymm8, ymm6, ymm15
  vmovaps ymm15, ymmword ptr [rsp+0x9a0]
  vmovaps ymm14, ymmword ptr [rsp+0x80]
  vmulpd ymm9, ymm15, ymm14
  vmovaps ymm15, ymmword ptr [rsp+0xa0]
  vsubpd ymm10, ymm15, ymm8
  vmovaps ymm15, ymmword ptr [rsp+0xa0]
  vsubpd ymm11, ymm15, ymm9
  vmovaps ymm15, ymmword ptr [rsp+0xa0]
  vsubpd ymm12, ymm15, ymm10
  vmovaps ymm15, ymmword ptr [rsp+0xa0]
  vsubpd ymm5, ymm15, ymm11
  vsubpd ymm8, ymm12, ymm8
  vsubpd ymm5, ymm5, ymm9
  vmulpd ymm9, ymm6, ymm6
  vmovaps ymm15, ymmword ptr [rsp+0x9a0]
  vmulpd ymm12, ymm15, ymm15
  vmovaps ymm15, ymmword ptr [rsp+0x5e0]
  vmulpd ymm4, ymm15, ymm6
  vmovaps ymm15, ymmword ptr [rsp+0x5e0]
  vmovaps ymm14, ymmword ptr [rsp+0x9a0]
  vmulpd ymm7, ymm15, ymm14
  vmovaps ymm15, ymmword ptr [rsp+0x600]
  vaddpd ymm4, ymm4, ymm15
  vmovaps ymm15, ymmword ptr [rsp+0x600]
  vaddpd ymm7, ymm7, ymm15
  vmulpd ymm4, ymm4, ymm6
  vmovaps ymm15, ymmword ptr [rsp+0x9a0]
  vmulpd ymm7, ymm7, ymm15
  vmovaps ymm15, ymmword ptr [rsp+0x620]
  vaddpd ymm4, ymm4, ymm15
  vmovaps ymm15, ymmword ptr [rsp+0x620]
  vaddpd ymm7, ymm7, ymm15
  vmulpd ymm4, ymm4, ymm6
  vmovaps ymm15, ymmword ptr [rsp+0x9a0]
  vmulpd ymm7, ymm7, ymm15
  vmovaps ymm15, ymmword ptr [rsp+0x640]
  vaddpd ymm4, ymm4, ymm15
  vmovaps ymm15, ymmword ptr [rsp+0x640]
  vaddpd ymm7, ymm7, ymm15
  vmulpd ymm4, ymm4, ymm6
  vmovaps ymm15, ymmword ptr [rsp+0x9a0]
  vmulpd ymm7, ymm7, ymm15
  vmovaps ymm15, ymmword ptr [rsp+0x660]
  vaddpd ymm4, ymm4, ymm15
  vmovaps ymm15, ymmword ptr [rsp+0x660]
  vaddpd ymm7, ymm7, ymm15
  vmulpd ymm4, ymm9, ymm4
  vmulpd ymm7, ymm12, ymm7
  vmovaps ymm15, ymmword ptr [rsp+0x920]
  vsubpd ymm2, ymm2, ymm15
  vmovaps ymm15, ymmword ptr [rsp+0x940]
  vsubpd ymm3, ymm3, ymm15
  vsubpd ymm0, ymm0, ymm2
  vsubpd ymm1, ymm1, ymm3
  vmovaps ymm15, ymmword ptr [rsp+0x6a0]
  vminpd ymm2, ymm15, ymm0
  vmovaps ymm15, ymmword ptr [rsp+0x6a0]
  vminpd ymm3, ymm15, ymm1
  vmovaps ymm15, ymmword ptr [rsp+0x680]
  vcmppd ymm0, ymm0, ymm15, 1
  vmovaps ymm15, ymmword ptr [rsp+0x680]
  vcmppd ymm1, ymm1, ymm15, 1
  vmovaps ymm15, ymmword ptr [rsp+0x680]
  vblendvpd ymm0, ymm2, ymm15, ymm0
  vmovaps ymm15, ymmword ptr [rsp+0x680]
  vblendvpd ymm1, ymm3, ymm15, ymm1
  vmovaps ymm15, ymmword ptr [rsp+0x960]
  vmulpd ymm2, ymm15, ymm0
  vmovaps ymm15, ymmword ptr [rsp+0x980]
  vmulpd ymm3, ymm15, ymm1
  vsubpd ymm2, ymm4, ymm2
  vsubpd ymm3, ymm7, ymm3
  vaddpd ymm2, ymm8, ymm2
  vaddpd ymm3, ymm5, ymm3
  vaddpd ymm2, ymm10, ymm2
  vaddpd ymm3, ymm11, ymm3
  vmovaps ymm15, ymmword ptr [rsp+0x80]
  vmulpd ymm4, ymm0, ymm15
  vmovaps ymm15, ymmword ptr [rsp+0x80]
  vmulpd ymm5, ymm1, ymm15
  vmovaps ymm15, ymmword ptr [rsp+0x960]
  vmulpd ymm7, ymm6, ymm15
  vmovaps ymm15, ymmword ptr [rsp+0x9a0]
  vmovaps ymm14, ymmword ptr [rsp+0x980]
  vmulpd ymm8, ymm15, ymm14
  vmovaps ymm15, ymmword ptr [rsp+0x6c0]
  vmulpd ymm9, ymm15, ymm6
  vmovaps ymm15, ymmword ptr [rsp+0x6c0]
  vmovaps ymm14, ymmword ptr [rsp+0x9a0]
  vmulpd ymm10, ymm15, ymm14
  vmovaps ymm15, ymmword ptr [rsp+0x6e0]
  vaddpd ymm9, ymm9, ymm15
  vmovaps ymm15, ymmword ptr [rsp+0x6e0]
  vaddpd ymm10, ymm10, ymm15
  vmulpd ymm9, ymm9, ymm6
  vmovaps ymm15, ymmword ptr [rsp+0x9a0]
  vmulpd ymm10, ymm10, ymm15
  vmovaps ymm15, ymmword ptr [rsp+0x700]
  vaddpd ymm9, ymm9, ymm15
  vmovaps ymm15, ymmword ptr [rsp+0x700]
  vaddpd ymm10, ymm10, ymm15
  vmulpd ymm9, ymm9, ymm6
  vmovaps ymm15, ymmword ptr [rsp+0x9a0]
  vmulpd ymm10, ymm10, ymm15
  vmovaps ymm15, ymmword ptr [rsp+0x720]
  vaddpd ymm9, ymm9, ymm15
  vmovaps ymm15, ymmword ptr [rsp+0x720]
  vaddpd ymm10, ymm10, ymm15
  vmulpd ymm9, ymm7, ymm9
  vmulpd ymm10, ymm8, ymm10
  vsubpd ymm4, ymm4, ymm9
  vsubpd ymm5, ymm5, ymm10
  vmulpd ymm4, ymm6, ymm4
  vmovaps ymm15, ymmword ptr [rsp+0x9a0]
  vmulpd ymm5, ymm15, ymm5
  vsubpd ymm0, ymm4, ymm0
  vsubpd ymm1, ymm5, ymm1
  vmovaps ymm15, ymmword ptr [rsp+0x740]
  vmulpd ymm4, ymm7, ymm15
  vmovaps ymm15, ymmword ptr [rsp+0x740]
  vmulpd ymm5, ymm8, ymm15
  vsubpd ymm0, ymm0, ymm4
  vsubpd ymm1, ymm1, ymm5
  vmovaps ymm15, ymmword ptr [rsp+0x960]
  vsubpd ymm0, ymm15, ymm0
  vmovaps ymm15, ymmword ptr [rsp+0x980]
  vsubpd ymm1, ymm15, ymm1
  vmovaps xmm4, xmm0
  test al, al
  je .Lwhere19
  vmovaps xmm4, xmm2
.Lwhere19:
  vmovaps xmm15, xmmword ptr [rsp+0xda0]
  vpextrb eax, xmm15, 1
  vshufpd xmm5, xmm2, xmm2, 1
  vshufpd xmm6, xmm0, xmm0, 1
  test al, al
  je .Lwhere20
  vmovaps xmm6, xmm5
.Lwhere20:
  vmovaps xmm15, xmmword ptr [rsp+0xda0]
  vpextrb eax, xmm15, 2
  vextractf128 xmm5, ymm2, 1
  vextractf128 xmm7, ymm0, 1
  test al, al
  je .Lwhere21
  vmovaps xmm7, xmm5
.Lwhere21:
  vmovaps xmm15, xmmword ptr [rsp+0xda0]
  vpextrb eax, xmm15, 3
  vextractf128 xmm2, ymm2, 1
  vshufpd xmm2, xmm2, xmm2, 1
  vextractf128 xmm0, ymm0, 1
  vshufpd xmm0, xmm0, xmm0, 1
  test al, al
  je .Lwhere22
  vmovaps xmm0, xmm2
.Lwhere22:
  vmovaps xmm15, xmmword ptr [rsp+0xda0]
  vpextrb eax, xmm15, 4
  vmovaps xmm2, xmm1
  test al, al
  je .Lwhere23
  vmovaps xmm2, xmm3
.Lwhere23:
  vmovaps xmm15, xmmword ptr [rsp+0xda0]
  vpextrb eax, xmm15, 5
  vshufpd xmm5, xmm3, xmm3, 1
  vshufpd xmm8, xmm1, xmm1, 1
  test al, al
  je .Lwhere24
  vmovaps xmm8, xmm5
.Lwhere24:
  vmovaps xmm15, xmmword ptr [rsp+0xda0]
  vpextrb eax, xmm15, 6
  vextractf128 xmm5, ymm3, 1
  vextractf128 xmm9, ymm1, 1
  test al, al
  je .Lwhere25
  vmovaps xmm9, xmm5
.Lwhere25:
  vmovaps xmm15, xmmword ptr [rsp+0xda0]
  vpextrb eax, xmm15, 7
  vextractf128 xmm3, ymm3, 1
  vshufpd xmm3, xmm3, xmm3, 1
  vextractf128 xmm1, ymm1, 1
  vshufpd xmm1, xmm1, xmm1, 1
  test al, al
  je .Lwhere26
  vmovaps xmm1, xmm3
.Lwhere26:
  vunpcklpd xmm3, xmm4, xmm6
  vunpcklpd xmm0, xmm7, xmm0
  vinsertf128 ymm0, ymm3, xmm0, 1
  vunpcklpd xmm2, xmm2, xmm8
  vunpcklpd xmm1, xmm9, xmm1
  vinsertf128 ymm1, ymm2, xmm1, 1
  mov rax, 0x8000000000000000
  vmovq xmm2, rax
  vbroadcastsd ymm2, xmm2
  vxorpd ymm3, ymm0, ymm2
  vxorpd ymm2, ymm1, ymm2
  vmovaps ymm15, ymmword ptr [rsp+0x4a0]
  vmovaps ymm14, ymmword ptr [rsp+0x880]
  vcmppd ymm4, ymm15, ymm14, 1
  vmovaps ymm15, ymmword ptr [rsp+0x4a0]
  vmovaps ymm14, ymmword ptr [rsp+0x8a0]
  vcmppd ymm5, ymm15, ymm14, 1
  vblendvpd ymm0, ymm0, ymm3, ymm4
  vblendvpd ymm1, ymm1, ymm2, ymm5
  vmovaps ymm15, ymmword ptr [rsp+0x760]
  vmovaps ymm14, ymmword ptr [rsp+0x20]
  vcmppd ymm2, ymm15, ymm14, 0
  vmovaps ymm15, ymmword ptr [rsp+0x780]
  vmovaps ymm14, ymmword ptr [rsp+0x20]
  vcmppd ymm3, ymm15, ymm14, 0
  vmovaps ymm15, ymmword ptr [rsp+0x760]
  vblendvpd ymm0, ymm0, ymm15, ymm2
  vmovaps ymm15, ymmword ptr [rsp+0x780]
  vblendvpd ymm1, ymm1, ymm15, ymm3
  vmovaps ymm15, ymmword ptr [rsp+0x840]
  vmovaps ymm14, ymmword ptr [rsp+0x240]
  vcmppd ymm2, ymm15, ymm14, 1
  vmovaps ymm15, ymmword ptr [rsp+0x860]
  vmovaps ymm14, ymmword ptr [rsp+0x240]
  vcmppd ymm3, ymm15, ymm14, 1
  vmovaps ymm15, ymmword ptr [rsp+0x480]
  vblendvpd ymm0, ymm15, ymm0, ymm2
  vmovaps ymm15, ymmword ptr [rsp+0x480]
  vblendvpd ymm1, ymm15, ymm1, ymm3
  vcvtpd2ps xmm0, ymm0
  vcvtpd2ps xmm1, ymm1
  vinsertf128 ymm0, ymm0, xmm1, 1
  mov r11, qword ptr [rsp+0x1000]
  mov r10, qword ptr [rsp+0x1098]
  vmovdqu ymmword ptr [r11+r10*4], ymm0
  mov r11, qword ptr [rsp+0x1090]
  add r11d, 1
  mov qword ptr [rsp+0x1090], r11
  mov r11, qword ptr [rsp+0x1090]
  cmp r11d, 4
  jl .Lloop1
.Ldone2:
  vmovaps xmm6, xmmword ptr [rsp+0xdb0]
  vmovaps xmm7, xmmword ptr [rsp+0xdc0]
  vmovaps xmm8, xmmword ptr [rsp+0xdd0]
  vmovaps xmm9, xmmword ptr [rsp+0xde0]
  vmovaps xmm10, xmmword ptr [rsp+0xdf0]
  vmovaps xmm11, xmmword ptr [rsp+0xe00]
  vmovaps xmm12, xmmword ptr [rsp+0xe10]
  vmovaps xmm13, xmmword ptr [rsp+0xe20]
  vmovaps xmm14, xmmword ptr [rsp+0xe30]
  vmovaps xmm15, xmmword ptr [rsp+0xe40]
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
