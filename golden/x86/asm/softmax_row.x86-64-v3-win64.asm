; x86 backend, target x86-64-v3, calling convention win64; regenerate: python tools/regen_golden.py
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
  push rdi
  push rsi
  and rsp, 0xffffffffffffffe0
  sub rsp, 0x60
  vmovaps xmmword ptr [rsp], xmm6
  vmovaps xmmword ptr [rsp+0x10], xmm7
  vmovaps xmmword ptr [rsp+0x20], xmm8
  vmovaps xmmword ptr [rsp+0x30], xmm9
  vmovaps xmmword ptr [rsp+0x40], xmm10
  xor eax, eax
.Lloop1:
  vxorps xmm0, xmm0, xmm0
  imul esi, eax, 0x10
  mov edi, 0xff800000
  vmovd xmm1, edi
  mov edi, esi
  lea ebx, [rsi+0x10]
.Lloop3:
  vmovd xmm2, dword ptr [r8+rdi*4]
  vmaxss xmm1, xmm2, xmm1
  add edi, 1
  cmp edi, ebx
  jl .Lloop3
.Ldone4:
  mov edi, esi
  lea ebx, [rsi+0x10]
.Lloop5:
  vmovd xmm2, dword ptr [r8+rdi*4]
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
  vmovq xmm3, qword ptr [rip+0x3b9]  ; 0x450
  vminsd xmm3, xmm3, xmm4
  vmovq xmm5, qword ptr [rip+0x3a5]  ; 0x448
  vmovq xmm6, qword ptr [rip+0x39d]  ; 0x448
  vucomisd xmm6, xmm4
  jbe .Lwhere8
  vmovaps xmm3, xmm5
.Lwhere8:
  vroundsd xmm4, xmm3, xmm3, 0xb
  vsubsd xmm5, xmm3, xmm4
  vmovq xmm6, qword ptr [rip+0x399]  ; 0x460
  vxorps xmm7, xmm7, xmm7
  vucomisd xmm5, qword ptr [rip+0x385]  ; 0x458
  jbe .Lwhere9
  vmovaps xmm7, xmm6
.Lwhere9:
  vaddsd xmm4, xmm4, xmm7
  vmovq xmm6, qword ptr [rip+0x37b]  ; 0x460
  vxorps xmm7, xmm7, xmm7
  vmovq xmm8, qword ptr [rip+0x377]  ; 0x468
  vucomisd xmm8, xmm5
  jbe .Lwhere10
  vmovaps xmm7, xmm6
.Lwhere10:
  vsubsd xmm4, xmm4, xmm7
  vsubsd xmm3, xmm3, xmm4
  vmovq xmm5, qword ptr [rip+0x335]  ; 0x440
  vmulsd xmm5, xmm5, xmm3
  vaddsd xmm5, xmm5, qword ptr [rip+0x359]  ; 0x470
  vmulsd xmm5, xmm5, xmm3
  vaddsd xmm5, xmm5, qword ptr [rip+0x355]  ; 0x478
  vmulsd xmm5, xmm5, xmm3
  vaddsd xmm5, xmm5, qword ptr [rip+0x351]  ; 0x480
  vmulsd xmm5, xmm5, xmm3
  vaddsd xmm5, xmm5, qword ptr [rip+0x34d]  ; 0x488
  vmulsd xmm5, xmm5, xmm3
  vaddsd xmm5, xmm5, qword ptr [rip+0x349]  ; 0x490
  vmulsd xmm5, xmm5, xmm3
  vaddsd xmm5, xmm5, qword ptr [rip+0x345]  ; 0x498
  vmulsd xmm5, xmm5, xmm3
  vaddsd xmm5, xmm5, qword ptr [rip+0x341]  ; 0x4a0
  vmulsd xmm5, xmm5, xmm3
  vaddsd xmm5, xmm5, qword ptr [rip+0x33d]  ; 0x4a8
  vmulsd xmm3, xmm5, xmm3
  vaddsd xmm3, xmm3, qword ptr [rip+0x2e9]  ; 0x460
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
  vmovd dword ptr [rcx+rdi*4], xmm2
  add edi, 1
  cmp edi, ebx
  jl .Lloop5
.Ldone6:
  vcvtss2sd xmm2, xmm0, xmm0
  vxorps xmm3, xmm3, xmm3
  vucomisd xmm2, xmm3
  seta dil
  vmovq xmm3, qword ptr [rip+0x2ca]  ; 0x4b0
  vucomisd xmm3, xmm2
  seta bl
  and edi, ebx
  vmovq xmm3, qword ptr [rip+0x269]  ; 0x460
  test dil, dil
  je .Lwhere12
  vmovaps xmm3, xmm2
.Lwhere12:
  vmulsd xmm4, xmm3, qword ptr [rip+0x2c0]  ; 0x4c8
  vmovaps xmm5, xmm3
  vmovq xmm6, qword ptr [rip+0x2ac]  ; 0x4c0
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
  vmulsd xmm5, xmm4, qword ptr [rip+0x20b]  ; 0x458
  vmovaps xmm6, xmm4
  vucomisd xmm4, qword ptr [rip+0x25f]  ; 0x4b8
  jbe .Lwhere14
  vmovaps xmm6, xmm5
.Lwhere14:
  vsubsd xmm5, xmm6, qword ptr [rip+0x1f9]  ; 0x460
  vaddsd xmm6, xmm5, qword ptr [rip+0x261]  ; 0x4d0
  vdivsd xmm6, xmm5, xmm6
  vmulsd xmm7, xmm6, xmm6
  vmovq xmm8, qword ptr [rip+0x259]  ; 0x4d8
  vmulsd xmm8, xmm8, xmm7
  vaddsd xmm8, xmm8, qword ptr [rip+0x255]  ; 0x4e0
  vmulsd xmm8, xmm8, xmm7
  vaddsd xmm8, xmm8, qword ptr [rip+0x251]  ; 0x4e8
  vmulsd xmm8, xmm8, xmm7
  vaddsd xmm8, xmm8, qword ptr [rip+0x24d]  ; 0x4f0
  vmulsd xmm8, xmm8, xmm7
  vaddsd xmm8, xmm8, qword ptr [rip+0x249]  ; 0x4f8
  vmulsd xmm8, xmm8, xmm7
  vaddsd xmm8, xmm8, qword ptr [rip+0x245]  ; 0x500
  vmulsd xmm7, xmm7, xmm8
  vmulsd xmm8, xmm5, xmm5
  vmulsd xmm8, xmm8, qword ptr [rip+0x18c]  ; 0x458
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
  vmulsd xmm6, xmm6, qword ptr [rip+0x1ff]  ; 0x508
  vmulsd xmm5, xmm5, qword ptr [rip+0x1ff]  ; 0x510
  vaddsd xmm5, xmm6, xmm5
  vmulsd xmm6, xmm7, qword ptr [rip+0x1f3]  ; 0x510
  sar rbx, 0x34
  sub rbx, 0x3ff
  vxorpd xmm7, xmm7, xmm7
  vcvtsi2sd xmm7, xmm7, rbx
  vmovq xmm8, qword ptr [rip+0x1df]  ; 0x518
  vxorps xmm9, xmm9, xmm9
  vmovq xmm10, qword ptr [rip+0x17a]  ; 0x4c0
  vucomisd xmm10, xmm3
  jbe .Lwhere15
  vmovaps xmm9, xmm8
.Lwhere15:
  vsubsd xmm3, xmm7, xmm9
  vmovq xmm7, qword ptr [rip+0x102]  ; 0x460
  vxorps xmm8, xmm8, xmm8
  vucomisd xmm4, qword ptr [rip+0x14d]  ; 0x4b8
  jbe .Lwhere16
  vmovaps xmm8, xmm7
.Lwhere16:
  vaddsd xmm3, xmm3, xmm8
  vaddsd xmm4, xmm3, xmm6
  vsubsd xmm3, xmm3, xmm4
  vaddsd xmm3, xmm3, xmm6
  vaddsd xmm3, xmm5, xmm3
  vaddsd xmm3, xmm3, xmm4
  vucomisd xmm2, qword ptr [rip+0x11e]  ; 0x4b0
  sete bl
  setnp r12b
  and bl, r12b
  vmovq xmm4, qword ptr [rip+0x10c]  ; 0x4b0
  vmovq xmm5, qword ptr [rip+0x17c]  ; 0x528
  test bl, bl
  je .Lwhere17
  vmovaps xmm5, xmm4
.Lwhere17:
  vxorps xmm4, xmm4, xmm4
  vucomisd xmm2, xmm4
  sete bl
  setnp r12b
  and bl, r12b
  vmovq xmm2, qword ptr [rip+0x152]  ; 0x520
  test bl, bl
  je .Lwhere18
  vmovaps xmm5, xmm2
.Lwhere18:
  test dil, dil
  je .Lwhere19
  vmovaps xmm5, xmm3
.Lwhere19:
  vcvtsd2ss xmm2, xmm5, xmm5
  vaddss xmm1, xmm2, xmm1
  vmovd dword ptr [rdx+rax*4], xmm1
  lea edi, [rsi+0x10]
.Lloop20:
  vmovd xmm1, dword ptr [rcx+rsi*4]
  vdivss xmm1, xmm1, xmm0
  vmovd dword ptr [rcx+rsi*4], xmm1
  add esi, 1
  cmp esi, edi
  jl .Lloop20
.Ldone21:
  add eax, 1
  cmp eax, 4
  jl .Lloop1
.Ldone2:
  vmovaps xmm6, xmmword ptr [rsp]
  vmovaps xmm7, xmmword ptr [rsp+0x10]
  vmovaps xmm8, xmmword ptr [rsp+0x20]
  vmovaps xmm9, xmmword ptr [rsp+0x30]
  vmovaps xmm10, xmmword ptr [rsp+0x40]
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
;   0x440: 3e7b5253d395e7c4
;   0x448: c090e00000000000
;   0x450: 4090180000000000
;   0x458: 3fe0000000000000
;   0x460: 3ff0000000000000
;   0x468: bfe0000000000000
;   0x470: 3eb62c0223a5c824
;   0x478: 3eeffcbfc588b0c7
;   0x480: 3f2430912f86c787
;   0x488: 3f55d87fe78a6731
;   0x490: 3f83b2ab6fba4e77
;   0x498: 3fac6b08d704a0c0
;   0x4a0: 3fcebfbdff82c58f
;   0x4a8: 3fe62e42fefa39ef
;   0x4b0: 7ff0000000000000
;   0x4b8: 3ff6a09e667f3bcd
;   0x4c0: 0010000000000000
;   0x4c8: 4350000000000000
;   0x4d0: 4000000000000000
;   0x4d8: 3fc3b13b13b13b14
;   0x4e0: 3fc745d1745d1746
;   0x4e8: 3fcc71c71c71c71c
;   0x4f0: 3fd2492492492492
;   0x4f8: 3fd999999999999a
;   0x500: 3fe5555555555555
;   0x508: 3de705fc2eefa200
;   0x510: 3ff7154765200000
;   0x518: 404b000000000000
;   0x520: fff0000000000000
;   0x528: 7ff8000000000000
