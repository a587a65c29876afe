; x86 backend, target x86-64-v2, calling convention win64; regenerate: python tools/regen_golden.py
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
  movaps xmmword ptr [rsp], xmm6
  movaps xmmword ptr [rsp+0x10], xmm7
  movaps xmmword ptr [rsp+0x20], xmm8
  movaps xmmword ptr [rsp+0x30], xmm9
  movaps xmmword ptr [rsp+0x40], xmm10
  xor eax, eax
.Lloop1:
  xorps xmm0, xmm0
  imul esi, eax, 0x10
  mov edi, 0xff800000
  movd xmm1, edi
  mov edi, esi
  lea ebx, [rsi+0x10]
.Lloop3:
  movd xmm2, dword ptr [r8+rdi*4]
  maxss xmm2, xmm1
  movaps xmm1, xmm2
  add edi, 1
  cmp edi, ebx
  jl .Lloop3
.Ldone4:
  mov edi, esi
  lea ebx, [rsi+0x10]
.Lloop5:
  movd xmm2, dword ptr [r8+rdi*4]
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
  movq xmm2, qword ptr [rip+0x3e9]  ; 0x480
  minsd xmm2, xmm4
  movq xmm5, qword ptr [rip+0x3d5]  ; 0x478
  movq xmm6, qword ptr [rip+0x3cd]  ; 0x478
  ucomisd xmm6, xmm4
  jbe .Lwhere8
  movaps xmm2, xmm5
.Lwhere8:
  movaps xmm4, xmm2
  roundsd xmm4, xmm2, 0xb
  movaps xmm5, xmm2
  subsd xmm5, xmm4
  movq xmm6, qword ptr [rip+0x3c4]  ; 0x490
  xorps xmm7, xmm7
  ucomisd xmm5, qword ptr [rip+0x3b1]  ; 0x488
  jbe .Lwhere9
  movaps xmm7, xmm6
.Lwhere9:
  addsd xmm4, xmm7
  movq xmm6, qword ptr [rip+0x3a8]  ; 0x490
  xorps xmm7, xmm7
  movq xmm8, qword ptr [rip+0x3a4]  ; 0x498
  ucomisd xmm8, xmm5
  jbe .Lwhere10
  movaps xmm7, xmm6
.Lwhere10:
  subsd xmm4, xmm7
  subsd xmm2, xmm4
  movq xmm5, qword ptr [rip+0x362]  ; 0x470
  mulsd xmm5, xmm2
  addsd xmm5, qword ptr [rip+0x386]  ; 0x4a0
  mulsd xmm5, xmm2
  addsd xmm5, qword ptr [rip+0x382]  ; 0x4a8
  mulsd xmm5, xmm2
  addsd xmm5, qword ptr [rip+0x37e]  ; 0x4b0
  mulsd xmm5, xmm2
  addsd xmm5, qword ptr [rip+0x37a]  ; 0x4b8
  mulsd xmm5, xmm2
  addsd xmm5, qword ptr [rip+0x376]  ; 0x4c0
  mulsd xmm5, xmm2
  addsd xmm5, qword ptr [rip+0x372]  ; 0x4c8
  mulsd xmm5, xmm2
  addsd xmm5, qword ptr [rip+0x36e]  ; 0x4d0
  mulsd xmm5, xmm2
  addsd xmm5, qword ptr [rip+0x36a]  ; 0x4d8
  mulsd xmm5, xmm2
  addsd xmm5, qword ptr [rip+0x316]  ; 0x490
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
  movd dword ptr [rcx+rdi*4], xmm2
  add edi, 1
  cmp edi, ebx
  jl .Lloop5
.Ldone6:
  movaps xmm2, xmm0
  cvtss2sd xmm2, xmm0
  xorps xmm3, xmm3
  ucomisd xmm2, xmm3
  seta dil
  movq xmm3, qword ptr [rip+0x2f3]  ; 0x4e0
  ucomisd xmm3, xmm2
  seta bl
  and edi, ebx
  movq xmm3, qword ptr [rip+0x292]  ; 0x490
  test dil, dil
  je .Lwhere12
  movaps xmm3, xmm2
.Lwhere12:
  movaps xmm4, xmm3
  mulsd xmm4, qword ptr [rip+0x2e7]  ; 0x4f8
  movaps xmm5, xmm3
  movq xmm6, qword ptr [rip+0x2d4]  ; 0x4f0
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
  mulsd xmm5, qword ptr [rip+0x231]  ; 0x488
  movaps xmm6, xmm4
  ucomisd xmm4, qword ptr [rip+0x286]  ; 0x4e8
  jbe .Lwhere14
  movaps xmm6, xmm5
.Lwhere14:
  subsd xmm6, qword ptr [rip+0x221]  ; 0x490
  movaps xmm5, xmm6
  addsd xmm5, qword ptr [rip+0x286]  ; 0x500
  movaps xmm7, xmm6
  divsd xmm7, xmm5
  movaps xmm5, xmm7
  mulsd xmm5, xmm7
  movq xmm8, qword ptr [rip+0x277]  ; 0x508
  mulsd xmm8, xmm5
  addsd xmm8, qword ptr [rip+0x271]  ; 0x510
  mulsd xmm8, xmm5
  addsd xmm8, qword ptr [rip+0x26b]  ; 0x518
  mulsd xmm8, xmm5
  addsd xmm8, qword ptr [rip+0x265]  ; 0x520
  mulsd xmm8, xmm5
  addsd xmm8, qword ptr [rip+0x25f]  ; 0x528
  mulsd xmm8, xmm5
  addsd xmm8, qword ptr [rip+0x259]  ; 0x530
  mulsd xmm5, xmm8
  movaps xmm8, xmm6
  mulsd xmm8, xmm6
  mulsd xmm8, qword ptr [rip+0x19a]  ; 0x488
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
  mulsd xmm7, qword ptr [rip+0x201]  ; 0x538
  mulsd xmm6, qword ptr [rip+0x201]  ; 0x540
  addsd xmm7, xmm6
  mulsd xmm5, qword ptr [rip+0x1f5]  ; 0x540
  sar rbx, 0x34
  sub rbx, 0x3ff
  xorpd xmm6, xmm6
  cvtsi2sd xmm6, rbx
  movq xmm8, qword ptr [rip+0x1e0]  ; 0x548
  xorps xmm9, xmm9
  movq xmm10, qword ptr [rip+0x17b]  ; 0x4f0
  ucomisd xmm10, xmm3
  jbe .Lwhere15
  movaps xmm9, xmm8
.Lwhere15:
  subsd xmm6, xmm9
  movq xmm3, qword ptr [rip+0x103]  ; 0x490
  xorps xmm8, xmm8
  ucomisd xmm4, qword ptr [rip+0x14f]  ; 0x4e8
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
  ucomisd xmm2, qword ptr [rip+0x11d]  ; 0x4e0
  sete bl
  setnp r12b
  and bl, r12b
  movq xmm3, qword ptr [rip+0x10b]  ; 0x4e0
  movq xmm4, qword ptr [rip+0x17b]  ; 0x558
  test bl, bl
  je .Lwhere17
  movaps xmm4, xmm3
.Lwhere17:
  xorps xmm3, xmm3
  ucomisd xmm2, xmm3
  sete bl
  setnp r12b
  and bl, r12b
  movq xmm2, qword ptr [rip+0x153]  ; 0x550
  test bl, bl
  je .Lwhere18
  movaps xmm4, xmm2
.Lwhere18:
  test dil, dil
  je .Lwhere19
  movaps xmm4, xmm7
.Lwhere19:
  movaps xmm2, xmm4
  cvtsd2ss xmm2, xmm4
  addss xmm2, xmm1
  movd dword ptr [rdx+rax*4], xmm2
  lea edi, [rsi+0x10]
.Lloop20:
  movd xmm1, dword ptr [rcx+rsi*4]
  divss xmm1, xmm0
  movd dword ptr [rcx+rsi*4], xmm1
  add esi, 1
  cmp esi, edi
  jl .Lloop20
.Ldone21:
  add eax, 1
  cmp eax, 4
  jl .Lloop1
.Ldone2:
  movaps xmm6, xmmword ptr [rsp]
  movaps xmm7, xmmword ptr [rsp+0x10]
  movaps xmm8, xmmword ptr [rsp+0x20]
  movaps xmm9, xmmword ptr [rsp+0x30]
  movaps xmm10, xmmword ptr [rsp+0x40]
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
;   0x470: 3e7b5253d395e7c4
;   0x478: c090e00000000000
;   0x480: 4090180000000000
;   0x488: 3fe0000000000000
;   0x490: 3ff0000000000000
;   0x498: bfe0000000000000
;   0x4a0: 3eb62c0223a5c824
;   0x4a8: 3eeffcbfc588b0c7
;   0x4b0: 3f2430912f86c787
;   0x4b8: 3f55d87fe78a6731
;   0x4c0: 3f83b2ab6fba4e77
;   0x4c8: 3fac6b08d704a0c0
;   0x4d0: 3fcebfbdff82c58f
;   0x4d8: 3fe62e42fefa39ef
;   0x4e0: 7ff0000000000000
;   0x4e8: 3ff6a09e667f3bcd
;   0x4f0: 0010000000000000
;   0x4f8: 4350000000000000
;   0x500: 4000000000000000
;   0x508: 3fc3b13b13b13b14
;   0x510: 3fc745d1745d1746
;   0x518: 3fcc71c71c71c71c
;   0x520: 3fd2492492492492
;   0x528: 3fd999999999999a
;   0x530: 3fe5555555555555
;   0x538: 3de705fc2eefa200
;   0x540: 3ff7154765200000
;   0x548: 404b000000000000
;   0x550: fff0000000000000
;   0x558: 7ff8000000000000
