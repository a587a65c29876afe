; x86 backend, target x86-64-v3; regenerate: python tools/regen_golden.py
; # softmax of each row of a 4x16 matrix in base 2: max, exp2(x - max), sum, divide, and log2 of the sum
; kernel softmax_row(%out: f32[64], %lse: f32[4], %x: f32[64])
;   %sm = reg f32[1]
;   %mx = reg f32[1]
;   %i = range i32 4
;     %sm_i = after %sm, %i
;     %sinit = store %sm_i[0], 0.0
;     %row = mul i32 %i, 16
;     %mx_i = after %mx, %i
;     %minit = store %mx_i[0], -inf
;     %j = range i32 16
;       %mx_j = after %mx, %minit, %j
;       %k = add i32 %row, %j
;       %v = load f32 %x[%k]
;       %m = load f32 %mx_j[0]
;       %hi = max f32 %v, %m
;       store %mx_j[0], %hi
;     %end_j = end %j
;     %mx_done = after %mx, %end_j
;     %rowmax = load f32 %mx_done[0]
;     %j2 = range i32 16
;       %k2 = add i32 %row, %j2
;       %v2 = load f32 %x[%k2]
;       %shifted = sub f32 %v2, %rowmax
;       %e = exp2 f32 %shifted
;       %sm_j = after %sm, %sinit, %j2
;       %s = load f32 %sm_j[0]
;       %s2 = add f32 %s, %e
;       store %sm_j[0], %s2
;       store %out[%k2], %e
;     %end_j2 = end %j2
;     %sm_done = after %sm, %end_j2
;     %total = load f32 %sm_done[0]
;     %lg = log2 f32 %total
;     %l = add f32 %lg, %rowmax
;     store %lse[%i], %l
;     %out_i = after %out, %end_j2
;     %j3 = range i32 16
;       %out_j = after %out_i, %j3
;       %k3 = add i32 %row, %j3
;       %e3 = load f32 %out_j[%k3]
;       %p = fdiv f32 %e3, %total
;       store %out_j[%k3], %p
;     end %j3
;   end %i

  push rbp
  mov rbp, rsp
  push r12
  push r13
  push r14
  push r15
  push rbx
  xor eax, eax
.Lloop1:
  vxorps xmm0, xmm0, xmm0
  imul ecx, eax, 0x10
  mov r8d, 0xff800000
  vmovd xmm1, r8d
  mov r8d, ecx
  lea ebx, [rcx+0x10]
.Lloop3:
  vmovd xmm2, dword ptr [rdx+r8*4]
  vmaxss xmm1, xmm2, xmm1
  add r8d, 1
  cmp r8d, ebx
  jl .Lloop3
.Ldone4:
  mov r8d, ecx
  lea ebx, [rcx+0x10]
.Lloop5:
  vmovd xmm2, dword ptr [rdx+r8*4]
  vsubss xmm2, xmm2, xmm1
  vcvtss2sd xmm2, xmm2, xmm2
  vucomisd xmm2, xmm2
  setne r12b
  setp r13b
  or r12b, r13b
  vxorps xmm3, xmm3, xmm3
  vmovaps xmm4, xmm2
  test r12b, r12b
  je .Lwhere7
  vmovaps xmm4, xmm3
.Lwhere7:
  vmovq xmm3, qword ptr [rip+0x39a]  ; 0x410
  vminsd xmm3, xmm3, xmm4
  vmovq xmm5, qword ptr [rip+0x386]  ; 0x408
  vmovq xmm6, qword ptr [rip+0x37e]  ; 0x408
  vucomisd xmm6, xmm4
  jbe .Lwhere8
  vmovaps xmm3, xmm5
.Lwhere8:
  vroundsd xmm4, xmm3, xmm3, 0xb
  vsubsd xmm5, xmm3, xmm4
  vmovq xmm6, qword ptr [rip+0x37a]  ; 0x420
  vxorps xmm7, xmm7, xmm7
  vucomisd xmm5, qword ptr [rip+0x366]  ; 0x418
  jbe .Lwhere9
  vmovaps xmm7, xmm6
.Lwhere9:
  vaddsd xmm4, xmm4, xmm7
  vmovq xmm6, qword ptr [rip+0x35c]  ; 0x420
  vxorps xmm7, xmm7, xmm7
  vmovq xmm8, qword ptr [rip+0x358]  ; 0x428
  vucomisd xmm8, xmm5
  jbe .Lwhere10
  vmovaps xmm7, xmm6
.Lwhere10:
  vsubsd xmm4, xmm4, xmm7
  vsubsd xmm3, xmm3, xmm4
  vmovq xmm5, qword ptr [rip+0x316]  ; 0x400
  vmulsd xmm5, xmm5, xmm3
  vaddsd xmm5, xmm5, qword ptr [rip+0x33a]  ; 0x430
  vmulsd xmm5, xmm5, xmm3
  vaddsd xmm5, xmm5, qword ptr [rip+0x336]  ; 0x438
  vmulsd xmm5, xmm5, xmm3
  vaddsd xmm5, xmm5, qword ptr [rip+0x332]  ; 0x440
  vmulsd xmm5, xmm5, xmm3
  vaddsd xmm5, xmm5, qword ptr [rip+0x32e]  ; 0x448
  vmulsd xmm5, xmm5, xmm3
  vaddsd xmm5, xmm5, qword ptr [rip+0x32a]  ; 0x450
  vmulsd xmm5, xmm5, xmm3
  vaddsd xmm5, xmm5, qword ptr [rip+0x326]  ; 0x458
  vmulsd xmm5, xmm5, xmm3
  vaddsd xmm5, xmm5, qword ptr [rip+0x322]  ; 0x460
  vmulsd xmm5, xmm5, xmm3
  vaddsd xmm5, xmm5, qword ptr [rip+0x31e]  ; 0x468
  vmulsd xmm3, xmm5, xmm3
  vaddsd xmm3, xmm3, qword ptr [rip+0x2ca]  ; 0x420
  vcvttsd2si r13, xmm4
  mov r14, r13
  sar r14, 1
  lea r15, [r14+0x3ff]
  shl r15, 0x34
  vmovq xmm4, r15
  vmulsd xmm3, xmm3, xmm4
  sub r13, r14
  add r13, 0x3ff
  shl r13, 0x34
  vmovq xmm4, r13
  vmulsd xmm3, xmm3, xmm4
  test r12b, r12b
  je .Lwhere11
  vmovaps xmm3, xmm2
.Lwhere11:
  vcvtsd2ss xmm2, xmm3, xmm3
  vaddss xmm0, xmm0, xmm2
  vmovd dword ptr [rdi+r8*4], xmm2
  add r8d, 1
  cmp r8d, ebx
  jl .Lloop5
.Ldone6:
  vcvtss2sd xmm2, xmm0, xmm0
  vxorps xmm3, xmm3, xmm3
  vucomisd xmm2, xmm3
  seta r8b
  vmovq xmm3, qword ptr [rip+0x2a8]  ; 0x470
  vucomisd xmm3, xmm2
  seta bl
  and r8d, ebx
  vmovq xmm3, qword ptr [rip+0x246]  ; 0x420
  test r8b, r8b
  je .Lwhere12
  vmovaps xmm3, xmm2
.Lwhere12:
  vmulsd xmm4, xmm3, qword ptr [rip+0x29d]  ; 0x488
  vmovaps xmm5, xmm3
  vmovq xmm6, qword ptr [rip+0x289]  ; 0x480
  vucomisd xmm6, xmm3
  jbe .Lwhere13
  vmovaps xmm5, xmm4
.Lwhere13:
  vmovq rbx, xmm5
  mov r12, 0xfffffffffffff
  mov r13, rbx
  and r13, r12
  mov r12, 0x3ff0000000000000
  or r13, r12
  vmovq xmm4, r13
  vmulsd xmm5, xmm4, qword ptr [rip+0x1e8]  ; 0x418
  vmovaps xmm6, xmm4
  vucomisd xmm4, qword ptr [rip+0x23c]  ; 0x478
  jbe .Lwhere14
  vmovaps xmm6, xmm5
.Lwhere14:
  vsubsd xmm5, xmm6, qword ptr [rip+0x1d6]  ; 0x420
  vaddsd xmm6, xmm5, qword ptr [rip+0x23e]  ; 0x490
  vdivsd xmm6, xmm5, xmm6
  vmulsd xmm7, xmm6, xmm6
  vmovq xmm8, qword ptr [rip+0x236]  ; 0x498
  vmulsd xmm8, xmm8, xmm7
  vaddsd xmm8, xmm8, qword ptr [rip+0x232]  ; 0x4a0
  vmulsd xmm8, xmm8, xmm7
  vaddsd xmm8, xmm8, qword ptr [rip+0x22e]  ; 0x4a8
  vmulsd xmm8, xmm8, xmm7
  vaddsd xmm8, xmm8, qword ptr [rip+0x22a]  ; 0x4b0
  vmulsd xmm8, xmm8, xmm7
  vaddsd xmm8, xmm8, qword ptr [rip+0x226]  ; 0x4b8
  vmulsd xmm8, xmm8, xmm7
  vaddsd xmm8, xmm8, qword ptr [rip+0x222]  ; 0x4c0
  vmulsd xmm7, xmm7, xmm8
  vmulsd xmm8, xmm5, xmm5
  vmulsd xmm8, xmm8, qword ptr [rip+0x169]  ; 0x418
  vaddsd xmm7, xmm8, xmm7
  vmulsd xmm6, xmm6, xmm7
  vsubsd xmm7, xmm5, xmm8
  vmovq r12, xmm7
  mov r13, 0xffffffff00000000
  and r12, r13
  vmovq xmm7, r12
  vsubsd xmm5, xmm5, xmm7
  vsubsd xmm5, xmm5, xmm8
  vaddsd xmm5, xmm5, xmm6
  vaddsd xmm6, xmm5, xmm7
  vmulsd xmm6, xmm6, qword ptr [rip+0x1dc]  ; 0x4c8
  vmulsd xmm5, xmm5, qword ptr [rip+0x1dc]  ; 0x4d0
  vaddsd xmm5, xmm6, xmm5
  vmulsd xmm6, xmm7, qword ptr [rip+0x1d0]  ; 0x4d0
  sar rbx, 0x34
  sub rbx, 0x3ff
  vxorpd xmm7, xmm7, xmm7
  vcvtsi2sd xmm7, xmm7, rbx
  vmovq xmm8, qword ptr [rip+0x1bc]  ; 0x4d8
  vxorps xmm9, xmm9, xmm9
  vmovq xmm10, qword ptr [rip+0x157]  ; 0x480
  vucomisd xmm10, xmm3
  jbe .Lwhere15
  vmovaps xmm9, xmm8
.Lwhere15:
  vsubsd xmm3, xmm7, xmm9
  vmovq xmm7, qword ptr [rip+0xdf]  ; 0x420
  vxorps xmm8, xmm8, xmm8
  vucomisd xmm4, qword ptr [rip+0x12a]  ; 0x478
  jbe .Lwhere16
  vmovaps xmm8, xmm7
.Lwhere16:
  vaddsd xmm3, xmm3, xmm8
  vaddsd xmm4, xmm3, xmm6
  vsubsd xmm3, xmm3, xmm4
  vaddsd xmm3, xmm3, xmm6
  vaddsd xmm3, xmm5, xmm3
  vaddsd xmm3, xmm3, xmm4
  vucomisd xmm2, qword ptr [rip+0xfb]  ; 0x470
  sete bl
  setnp r12b
  and bl, r12b
  vmovq xmm4, qword ptr [rip+0xe9]  ; 0x470
  vmovq xmm5, qword ptr [rip+0x159]  ; 0x4e8
  test bl, bl
  je .Lwhere17
  vmovaps xmm5, xmm4
.Lwhere17:
  vxorps xmm4, xmm4, xmm4
  vucomisd xmm2, xmm4
  sete bl
  setnp r12b
  and bl, r12b
  vmovq xmm2, qword ptr [rip+0x12f]  ; 0x4e0
  test bl, bl
  je .Lwhere18
  vmovaps xmm5, xmm2
.Lwhere18:
  test r8b, r8b
  je .Lwhere19
  vmovaps xmm5, xmm3
.Lwhere19:
  vcvtsd2ss xmm2, xmm5, xmm5
  vaddss xmm1, xmm2, xmm1
  vmovd dword ptr [rsi+rax*4], xmm1
  lea r8d, [rcx+0x10]
.Lloop20:
  vmovd xmm1, dword ptr [rdi+rcx*4]
  vdivss xmm1, xmm1, xmm0
  vmovd dword ptr [rdi+rcx*4], xmm1
  add ecx, 1
  cmp ecx, r8d
  jl .Lloop20
.Ldone21:
  add eax, 1
  cmp eax, 4
  jl .Lloop1
.Ldone2:
  pop rbx
  pop r15
  pop r14
  pop r13
  pop r12
  pop rbp
  ret
; constant pool (read-only, after the code)
;   0x400: 3e7b5253d395e7c4
;   0x408: c090e00000000000
;   0x410: 4090180000000000
;   0x418: 3fe0000000000000
;   0x420: 3ff0000000000000
;   0x428: bfe0000000000000
;   0x430: 3eb62c0223a5c824
;   0x438: 3eeffcbfc588b0c7
;   0x440: 3f2430912f86c787
;   0x448: 3f55d87fe78a6731
;   0x450: 3f83b2ab6fba4e77
;   0x458: 3fac6b08d704a0c0
;   0x460: 3fcebfbdff82c58f
;   0x468: 3fe62e42fefa39ef
;   0x470: 7ff0000000000000
;   0x478: 3ff6a09e667f3bcd
;   0x480: 0010000000000000
;   0x488: 4350000000000000
;   0x490: 4000000000000000
;   0x498: 3fc3b13b13b13b14
;   0x4a0: 3fc745d1745d1746
;   0x4a8: 3fcc71c71c71c71c
;   0x4b0: 3fd2492492492492
;   0x4b8: 3fd999999999999a
;   0x4c0: 3fe5555555555555
;   0x4c8: 3de705fc2eefa200
;   0x4d0: 3ff7154765200000
;   0x4d8: 404b000000000000
;   0x4e0: fff0000000000000
;   0x4e8: 7ff8000000000000
