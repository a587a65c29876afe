; x86 backend, target x86-64-v2; regenerate: python tools/regen_golden.py
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
  xorps xmm0, xmm0
  imul ecx, eax, 0x10
  mov r8d, 0xff800000
  movd xmm1, r8d
  mov r8d, ecx
  lea ebx, [rcx+0x10]
.Lloop3:
  movd xmm2, dword ptr [rdx+r8*4]
  maxss xmm2, xmm1
  movaps xmm1, xmm2
  add r8d, 1
  cmp r8d, ebx
  jl .Lloop3
.Ldone4:
  mov r8d, ecx
  lea ebx, [rcx+0x10]
.Lloop5:
  movd xmm2, dword ptr [rdx+r8*4]
  subss xmm2, xmm1
  movaps xmm3, xmm2
  cvtss2sd xmm3, xmm2
  ucomisd xmm3, xmm3
  setne r12b
  setp r13b
  or r12b, r13b
  xorps xmm2, xmm2
  movaps xmm4, xmm3
  test r12b, r12b
  je .Lwhere7
  movaps xmm4, xmm2
.Lwhere7:
  movq xmm2, qword ptr [rip+0x3d0]  ; 0x448
  minsd xmm2, xmm4
  movq xmm5, qword ptr [rip+0x3bc]  ; 0x440
  movq xmm6, qword ptr [rip+0x3b4]  ; 0x440
  ucomisd xmm6, xmm4
  jbe .Lwhere8
  movaps xmm2, xmm5
.Lwhere8:
  movaps xmm4, xmm2
  roundsd xmm4, xmm2, 0xb
  movaps xmm5, xmm2
  subsd xmm5, xmm4
  movq xmm6, qword ptr [rip+0x3ab]  ; 0x458
  xorps xmm7, xmm7
  ucomisd xmm5, qword ptr [rip+0x398]  ; 0x450
  jbe .Lwhere9
  movaps xmm7, xmm6
.Lwhere9:
  addsd xmm4, xmm7
  movq xmm6, qword ptr [rip+0x38f]  ; 0x458
  xorps xmm7, xmm7
  movq xmm8, qword ptr [rip+0x38b]  ; 0x460
  ucomisd xmm8, xmm5
  jbe .Lwhere10
  movaps xmm7, xmm6
.Lwhere10:
  subsd xmm4, xmm7
  subsd xmm2, xmm4
  movq xmm5, qword ptr [rip+0x349]  ; 0x438
  mulsd xmm5, xmm2
  addsd xmm5, qword ptr [rip+0x36d]  ; 0x468
  mulsd xmm5, xmm2
  addsd xmm5, qword ptr [rip+0x369]  ; 0x470
  mulsd xmm5, xmm2
  addsd xmm5, qword ptr [rip+0x365]  ; 0x478
  mulsd xmm5, xmm2
  addsd xmm5, qword ptr [rip+0x361]  ; 0x480
  mulsd xmm5, xmm2
  addsd xmm5, qword ptr [rip+0x35d]  ; 0x488
  mulsd xmm5, xmm2
  addsd xmm5, qword ptr [rip+0x359]  ; 0x490
  mulsd xmm5, xmm2
  addsd xmm5, qword ptr [rip+0x355]  ; 0x498
  mulsd xmm5, xmm2
  addsd xmm5, qword ptr [rip+0x351]  ; 0x4a0
  mulsd xmm5, xmm2
  addsd xmm5, qword ptr [rip+0x2fd]  ; 0x458
  cvttsd2si r13, xmm4
  mov r14, r13
  sar r14, 1
  lea r15, [r14+0x3ff]
  shl r15, 0x34
  movq xmm2, r15
  mulsd xmm5, xmm2
  sub r13, r14
  add r13, 0x3ff
  shl r13, 0x34
  movq xmm2, r13
  mulsd xmm5, xmm2
  test r12b, r12b
  je .Lwhere11
  movaps xmm5, xmm3
.Lwhere11:
  movaps xmm2, xmm5
  cvtsd2ss xmm2, xmm5
  addss xmm0, xmm2
  movd dword ptr [rdi+r8*4], xmm2
  add r8d, 1
  cmp r8d, ebx
  jl .Lloop5
.Ldone6:
  movaps xmm2, xmm0
  cvtss2sd xmm2, xmm0
  xorps xmm3, xmm3
  ucomisd xmm2, xmm3
  seta r8b
  movq xmm3, qword ptr [rip+0x2d7]  ; 0x4a8
  ucomisd xmm3, xmm2
  seta bl
  and r8d, ebx
  movq xmm3, qword ptr [rip+0x275]  ; 0x458
  test r8b, r8b
  je .Lwhere12
  movaps xmm3, xmm2
.Lwhere12:
  movaps xmm4, xmm3
  mulsd xmm4, qword ptr [rip+0x2ca]  ; 0x4c0
  movaps xmm5, xmm3
  movq xmm6, qword ptr [rip+0x2b7]  ; 0x4b8
  ucomisd xmm6, xmm3
  jbe .Lwhere13
  movaps xmm5, xmm4
.Lwhere13:
  movq rbx, xmm5
  mov r12, 0xfffffffffffff
  mov r13, rbx
  and r13, r12
  mov r12, 0x3ff0000000000000
  or r13, r12
  movq xmm4, r13
  movaps xmm5, xmm4
  mulsd xmm5, qword ptr [rip+0x214]  ; 0x450
  movaps xmm6, xmm4
  ucomisd xmm4, qword ptr [rip+0x269]  ; 0x4b0
  jbe .Lwhere14
  movaps xmm6, xmm5
.Lwhere14:
  subsd xmm6, qword ptr [rip+0x204]  ; 0x458
  movaps xmm5, xmm6
  addsd xmm5, qword ptr [rip+0x269]  ; 0x4c8
  movaps xmm7, xmm6
  divsd xmm7, xmm5
  movaps xmm5, xmm7
  mulsd xmm5, xmm7
  movq xmm8, qword ptr [rip+0x25a]  ; 0x4d0
  mulsd xmm8, xmm5
  addsd xmm8, qword ptr [rip+0x254]  ; 0x4d8
  mulsd xmm8, xmm5
  addsd xmm8, qword ptr [rip+0x24e]  ; 0x4e0
  mulsd xmm8, xmm5
  addsd xmm8, qword ptr [rip+0x248]  ; 0x4e8
  mulsd xmm8, xmm5
  addsd xmm8, qword ptr [rip+0x242]  ; 0x4f0
  mulsd xmm8, xmm5
  addsd xmm8, qword ptr [rip+0x23c]  ; 0x4f8
  mulsd xmm5, xmm8
  movaps xmm8, xmm6
  mulsd xmm8, xmm6
  mulsd xmm8, qword ptr [rip+0x17d]  ; 0x450
  movaps xmm9, xmm8
  addsd xmm9, xmm5
  mulsd xmm7, xmm9
  movaps xmm5, xmm6
  subsd xmm5, xmm8
  movq r12, xmm5
  mov r13, 0xffffffff00000000
  and r12, r13
  movq xmm5, r12
  subsd xmm6, xmm5
  subsd xmm6, xmm8
  addsd xmm6, xmm7
  movaps xmm7, xmm6
  addsd xmm7, xmm5
  mulsd xmm7, qword ptr [rip+0x1e4]  ; 0x500
  mulsd xmm6, qword ptr [rip+0x1e4]  ; 0x508
  addsd xmm7, xmm6
  mulsd xmm5, qword ptr [rip+0x1d8]  ; 0x508
  sar rbx, 0x34
  sub rbx, 0x3ff
  xorpd xmm6, xmm6
  cvtsi2sd xmm6, rbx
  movq xmm8, qword ptr [rip+0x1c3]  ; 0x510
  xorps xmm9, xmm9
  movq xmm10, qword ptr [rip+0x15e]  ; 0x4b8
  ucomisd xmm10, xmm3
  jbe .Lwhere15
  movaps xmm9, xmm8
.Lwhere15:
  subsd xmm6, xmm9
  movq xmm3, qword ptr [rip+0xe6]  ; 0x458
  xorps xmm8, xmm8
  ucomisd xmm4, qword ptr [rip+0x132]  ; 0x4b0
  jbe .Lwhere16
  movaps xmm8, xmm3
.Lwhere16:
  addsd xmm6, xmm8
  movaps xmm3, xmm6
  addsd xmm3, xmm5
  subsd xmm6, xmm3
  addsd xmm6, xmm5
  addsd xmm7, xmm6
  addsd xmm7, xmm3
  ucomisd xmm2, qword ptr [rip+0x100]  ; 0x4a8
  sete bl
  setnp r12b
  and bl, r12b
  movq xmm3, qword ptr [rip+0xee]  ; 0x4a8
  movq xmm4, qword ptr [rip+0x15e]  ; 0x520
  test bl, bl
  je .Lwhere17
  movaps xmm4, xmm3
.Lwhere17:
  xorps xmm3, xmm3
  ucomisd xmm2, xmm3
  sete bl
  setnp r12b
  and bl, r12b
  movq xmm2, qword ptr [rip+0x136]  ; 0x518
  test bl, bl
  je .Lwhere18
  movaps xmm4, xmm2
.Lwhere18:
  test r8b, r8b
  je .Lwhere19
  movaps xmm4, xmm7
.Lwhere19:
  movaps xmm2, xmm4
  cvtsd2ss xmm2, xmm4
  addss xmm2, xmm1
  movd dword ptr [rsi+rax*4], xmm2
  lea r8d, [rcx+0x10]
.Lloop20:
  movd xmm1, dword ptr [rdi+rcx*4]
  divss xmm1, xmm0
  movd dword ptr [rdi+rcx*4], xmm1
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
;   0x438: 3e7b5253d395e7c4
;   0x440: c090e00000000000
;   0x448: 4090180000000000
;   0x450: 3fe0000000000000
;   0x458: 3ff0000000000000
;   0x460: bfe0000000000000
;   0x468: 3eb62c0223a5c824
;   0x470: 3eeffcbfc588b0c7
;   0x478: 3f2430912f86c787
;   0x480: 3f55d87fe78a6731
;   0x488: 3f83b2ab6fba4e77
;   0x490: 3fac6b08d704a0c0
;   0x498: 3fcebfbdff82c58f
;   0x4a0: 3fe62e42fefa39ef
;   0x4a8: 7ff0000000000000
;   0x4b0: 3ff6a09e667f3bcd
;   0x4b8: 0010000000000000
;   0x4c0: 4350000000000000
;   0x4c8: 4000000000000000
;   0x4d0: 3fc3b13b13b13b14
;   0x4d8: 3fc745d1745d1746
;   0x4e0: 3fcc71c71c71c71c
;   0x4e8: 3fd2492492492492
;   0x4f0: 3fd999999999999a
;   0x4f8: 3fe5555555555555
;   0x500: 3de705fc2eefa200
;   0x508: 3ff7154765200000
;   0x510: 404b000000000000
;   0x518: fff0000000000000
;   0x520: 7ff8000000000000
