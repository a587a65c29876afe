; x86 backend, target x86-64-v2; regenerate: python tools/regen_golden.py
; # softmax of each row of a 4x16 f32 matrix in base 2 with reduces feeding each other: a max, then a
; # sum of exp2(x - max): softmax_row.kernel before an optimizer
; kernel reduce_softmax_row(%out: f32[64], %lse: f32[4], %x: f32[64])
;   %i = range i32 4
;     %row = mul i32 %i, 16
;     %j = range reduce i32 16
;       %k = add i32 %row, %j
;       %v = load f32 %x[%k]
;     %rowmax = reduce max f32 %v over %j
;     %j2 = range reduce i32 16
;       %k2 = add i32 %row, %j2
;       %v2 = load f32 %x[%k2]
;       %shifted = sub f32 %v2, %rowmax
;       %e = exp2 f32 %shifted
;     %total = reduce add f32 %e over %j2
;     %lg = log2 f32 %total
;     %l = add f32 %lg, %rowmax
;     store %lse[%i], %l
;     %j3 = range i32 16
;       %k3 = add i32 %row, %j3
;       %v3 = load f32 %x[%k3]
;       %s3 = sub f32 %v3, %rowmax
;       %e3 = exp2 f32 %s3
;       %p = fdiv f32 %e3, %total
;       store %out[%k3], %p
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
  maxss xmm1, dword ptr [rdx+r8*4]
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
  movq xmm2, qword ptr [rip+0x51f]  ; 0x590
  minsd xmm2, xmm4
  movq xmm5, qword ptr [rip+0x50b]  ; 0x588
  movq xmm6, qword ptr [rip+0x503]  ; 0x588
  ucomisd xmm6, xmm4
  jbe .Lwhere8
  movaps xmm2, xmm5
.Lwhere8:
  movaps xmm4, xmm2
  roundsd xmm4, xmm2, 0xb
  movaps xmm5, xmm2
  subsd xmm5, xmm4
  movq xmm6, qword ptr [rip+0x4fa]  ; 0x5a0
  xorps xmm7, xmm7
  ucomisd xmm5, qword ptr [rip+0x4e7]  ; 0x598
  jbe .Lwhere9
  movaps xmm7, xmm6
.Lwhere9:
  addsd xmm4, xmm7
  movq xmm6, qword ptr [rip+0x4de]  ; 0x5a0
  xorps xmm7, xmm7
  movq xmm8, qword ptr [rip+0x4da]  ; 0x5a8
  ucomisd xmm8, xmm5
  jbe .Lwhere10
  movaps xmm7, xmm6
.Lwhere10:
  subsd xmm4, xmm7
  subsd xmm2, xmm4
  movq xmm5, qword ptr [rip+0x498]  ; 0x580
  mulsd xmm5, xmm2
  addsd xmm5, qword ptr [rip+0x4bc]  ; 0x5b0
  mulsd xmm5, xmm2
  addsd xmm5, qword ptr [rip+0x4b8]  ; 0x5b8
  mulsd xmm5, xmm2
  addsd xmm5, qword ptr [rip+0x4b4]  ; 0x5c0
  mulsd xmm5, xmm2
  addsd xmm5, qword ptr [rip+0x4b0]  ; 0x5c8
  mulsd xmm5, xmm2
  addsd xmm5, qword ptr [rip+0x4ac]  ; 0x5d0
  mulsd xmm5, xmm2
  addsd xmm5, qword ptr [rip+0x4a8]  ; 0x5d8
  mulsd xmm5, xmm2
  addsd xmm5, qword ptr [rip+0x4a4]  ; 0x5e0
  mulsd xmm5, xmm2
  addsd xmm5, qword ptr [rip+0x4a0]  ; 0x5e8
  mulsd xmm5, xmm2
  addsd xmm5, qword ptr [rip+0x44c]  ; 0x5a0
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
  add r8d, 1
  cmp r8d, ebx
  jl .Lloop5
.Ldone6:
  movaps xmm2, xmm0
  cvtss2sd xmm2, xmm0
  xorps xmm3, xmm3
  ucomisd xmm2, xmm3
  seta r8b
  movq xmm3, qword ptr [rip+0x42c]  ; 0x5f0
  ucomisd xmm3, xmm2
  seta bl
  and r8d, ebx
  movq xmm3, qword ptr [rip+0x3ca]  ; 0x5a0
  test r8b, r8b
  je .Lwhere12
  movaps xmm3, xmm2
.Lwhere12:
  movaps xmm4, xmm3
  mulsd xmm4, qword ptr [rip+0x41f]  ; 0x608
  movaps xmm5, xmm3
  movq xmm6, qword ptr [rip+0x40c]  ; 0x600
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
  mulsd xmm5, qword ptr [rip+0x369]  ; 0x598
  movaps xmm6, xmm4
  ucomisd xmm4, qword ptr [rip+0x3be]  ; 0x5f8
  jbe .Lwhere14
  movaps xmm6, xmm5
.Lwhere14:
  subsd xmm6, qword ptr [rip+0x359]  ; 0x5a0
  movaps xmm5, xmm6
  addsd xmm5, qword ptr [rip+0x3be]  ; 0x610
  movaps xmm7, xmm6
  divsd xmm7, xmm5
  movaps xmm5, xmm7
  mulsd xmm5, xmm7
  movq xmm8, qword ptr [rip+0x3af]  ; 0x618
  mulsd xmm8, xmm5
  addsd xmm8, qword ptr [rip+0x3a9]  ; 0x620
  mulsd xmm8, xmm5
  addsd xmm8, qword ptr [rip+0x3a3]  ; 0x628
  mulsd xmm8, xmm5
  addsd xmm8, qword ptr [rip+0x39d]  ; 0x630
  mulsd xmm8, xmm5
  addsd xmm8, qword ptr [rip+0x397]  ; 0x638
  mulsd xmm8, xmm5
  addsd xmm8, qword ptr [rip+0x391]  ; 0x640
  mulsd xmm5, xmm8
  movaps xmm8, xmm6
  mulsd xmm8, xmm6
  mulsd xmm8, qword ptr [rip+0x2d2]  ; 0x598
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
  mulsd xmm7, qword ptr [rip+0x339]  ; 0x648
  mulsd xmm6, qword ptr [rip+0x339]  ; 0x650
  addsd xmm7, xmm6
  mulsd xmm5, qword ptr [rip+0x32d]  ; 0x650
  sar rbx, 0x34
  sub rbx, 0x3ff
  xorpd xmm6, xmm6
  cvtsi2sd xmm6, rbx
  movq xmm8, qword ptr [rip+0x318]  ; 0x658
  xorps xmm9, xmm9
  movq xmm10, qword ptr [rip+0x2b3]  ; 0x600
  ucomisd xmm10, xmm3
  jbe .Lwhere15
  movaps xmm9, xmm8
.Lwhere15:
  subsd xmm6, xmm9
  movq xmm3, qword ptr [rip+0x23b]  ; 0x5a0
  xorps xmm8, xmm8
  ucomisd xmm4, qword ptr [rip+0x287]  ; 0x5f8
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
  ucomisd xmm2, qword ptr [rip+0x255]  ; 0x5f0
  sete bl
  setnp r12b
  and bl, r12b
  movq xmm3, qword ptr [rip+0x243]  ; 0x5f0
  movq xmm4, qword ptr [rip+0x2b3]  ; 0x668
  test bl, bl
  je .Lwhere17
  movaps xmm4, xmm3
.Lwhere17:
  xorps xmm3, xmm3
  ucomisd xmm2, xmm3
  sete bl
  setnp r12b
  and bl, r12b
  movq xmm2, qword ptr [rip+0x28b]  ; 0x660
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
  movd xmm2, dword ptr [rdx+rcx*4]
  subss xmm2, xmm1
  movaps xmm3, xmm2
  cvtss2sd xmm3, xmm2
  ucomisd xmm3, xmm3
  setne bl
  setp r12b
  or bl, r12b
  xorps xmm2, xmm2
  movaps xmm4, xmm3
  test bl, bl
  je .Lwhere22
  movaps xmm4, xmm2
.Lwhere22:
  movq xmm2, qword ptr [rip+0x165]  ; 0x590
  minsd xmm2, xmm4
  movq xmm5, qword ptr [rip+0x151]  ; 0x588
  movq xmm6, qword ptr [rip+0x149]  ; 0x588
  ucomisd xmm6, xmm4
  jbe .Lwhere23
  movaps xmm2, xmm5
.Lwhere23:
  movaps xmm4, xmm2
  roundsd xmm4, xmm2, 0xb
  movaps xmm5, xmm2
  subsd xmm5, xmm4
  movq xmm6, qword ptr [rip+0x140]  ; 0x5a0
  xorps xmm7, xmm7
  ucomisd xmm5, qword ptr [rip+0x12d]  ; 0x598
  jbe .Lwhere24
  movaps xmm7, xmm6
.Lwhere24:
  addsd xmm4, xmm7
  movq xmm6, qword ptr [rip+0x124]  ; 0x5a0
  xorps xmm7, xmm7
  movq xmm8, qword ptr [rip+0x120]  ; 0x5a8
  ucomisd xmm8, xmm5
  jbe .Lwhere25
  movaps xmm7, xmm6
.Lwhere25:
  subsd xmm4, xmm7
  subsd xmm2, xmm4
  movq xmm5, qword ptr [rip+0xde]  ; 0x580
  mulsd xmm5, xmm2
  addsd xmm5, qword ptr [rip+0x102]  ; 0x5b0
  mulsd xmm5, xmm2
  addsd xmm5, qword ptr [rip+0xfe]  ; 0x5b8
  mulsd xmm5, xmm2
  addsd xmm5, qword ptr [rip+0xfa]  ; 0x5c0
  mulsd xmm5, xmm2
  addsd xmm5, qword ptr [rip+0xf6]  ; 0x5c8
  mulsd xmm5, xmm2
  addsd xmm5, qword ptr [rip+0xf2]  ; 0x5d0
  mulsd xmm5, xmm2
  addsd xmm5, qword ptr [rip+0xee]  ; 0x5d8
  mulsd xmm5, xmm2
  addsd xmm5, qword ptr [rip+0xea]  ; 0x5e0
  mulsd xmm5, xmm2
  addsd xmm5, qword ptr [rip+0xe6]  ; 0x5e8
  mulsd xmm5, xmm2
  addsd xmm5, qword ptr [rip+0x92]  ; 0x5a0
  cvttsd2si r12, xmm4
  mov r13, r12
  sar r13, 1
  lea r14, [r13+0x3ff]
  shl r14, 0x34
  movq xmm2, r14
  mulsd xmm5, xmm2
  sub r12, r13
  add r12, 0x3ff
  shl r12, 0x34
  movq xmm2, r12
  mulsd xmm5, xmm2
  test bl, bl
  je .Lwhere26
  movaps xmm5, xmm3
.Lwhere26:
  movaps xmm2, xmm5
  cvtsd2ss xmm2, xmm5
  divss xmm2, xmm0
  movd dword ptr [rdi+rcx*4], xmm2
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
;   0x580: 3e7b5253d395e7c4
;   0x588: c090e00000000000
;   0x590: 4090180000000000
;   0x598: 3fe0000000000000
;   0x5a0: 3ff0000000000000
;   0x5a8: bfe0000000000000
;   0x5b0: 3eb62c0223a5c824
;   0x5b8: 3eeffcbfc588b0c7
;   0x5c0: 3f2430912f86c787
;   0x5c8: 3f55d87fe78a6731
;   0x5d0: 3f83b2ab6fba4e77
;   0x5d8: 3fac6b08d704a0c0
;   0x5e0: 3fcebfbdff82c58f
;   0x5e8: 3fe62e42fefa39ef
;   0x5f0: 7ff0000000000000
;   0x5f8: 3ff6a09e667f3bcd
;   0x600: 0010000000000000
;   0x608: 4350000000000000
;   0x610: 4000000000000000
;   0x618: 3fc3b13b13b13b14
;   0x620: 3fc745d1745d1746
;   0x628: 3fcc71c71c71c71c
;   0x630: 3fd2492492492492
;   0x638: 3fd999999999999a
;   0x640: 3fe5555555555555
;   0x648: 3de705fc2eefa200
;   0x650: 3ff7154765200000
;   0x658: 404b000000000000
;   0x660: fff0000000000000
;   0x668: 7ff8000000000000
