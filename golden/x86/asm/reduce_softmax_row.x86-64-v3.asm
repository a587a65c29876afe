; x86 backend, target x86-64-v3; regenerate: python tools/regen_golden.py
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
  vxorps xmm0, xmm0, xmm0
  imul ecx, eax, 0x10
  mov r8d, 0xff800000
  vmovd xmm1, r8d
  mov r8d, ecx
  lea ebx, [rcx+0x10]
.Lloop3:
  vmaxss xmm1, xmm1, dword ptr [rdx+r8*4]
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
  vmovq xmm3, qword ptr [rip+0x4ee]  ; 0x560
  vminsd xmm3, xmm3, xmm4
  vmovq xmm5, qword ptr [rip+0x4da]  ; 0x558
  vmovq xmm6, qword ptr [rip+0x4d2]  ; 0x558
  vucomisd xmm6, xmm4
  jbe .Lwhere8
  vmovaps xmm3, xmm5
.Lwhere8:
  vroundsd xmm4, xmm3, xmm3, 0xb
  vsubsd xmm5, xmm3, xmm4
  vmovq xmm6, qword ptr [rip+0x4ce]  ; 0x570
  vxorps xmm7, xmm7, xmm7
  vucomisd xmm5, qword ptr [rip+0x4ba]  ; 0x568
  jbe .Lwhere9
  vmovaps xmm7, xmm6
.Lwhere9:
  vaddsd xmm4, xmm4, xmm7
  vmovq xmm6, qword ptr [rip+0x4b0]  ; 0x570
  vxorps xmm7, xmm7, xmm7
  vmovq xmm8, qword ptr [rip+0x4ac]  ; 0x578
  vucomisd xmm8, xmm5
  jbe .Lwhere10
  vmovaps xmm7, xmm6
.Lwhere10:
  vsubsd xmm4, xmm4, xmm7
  vsubsd xmm3, xmm3, xmm4
  vmovq xmm5, qword ptr [rip+0x46a]  ; 0x550
  vmulsd xmm5, xmm5, xmm3
  vaddsd xmm5, xmm5, qword ptr [rip+0x48e]  ; 0x580
  vmulsd xmm5, xmm5, xmm3
  vaddsd xmm5, xmm5, qword ptr [rip+0x48a]  ; 0x588
  vmulsd xmm5, xmm5, xmm3
  vaddsd xmm5, xmm5, qword ptr [rip+0x486]  ; 0x590
  vmulsd xmm5, xmm5, xmm3
  vaddsd xmm5, xmm5, qword ptr [rip+0x482]  ; 0x598
  vmulsd xmm5, xmm5, xmm3
  vaddsd xmm5, xmm5, qword ptr [rip+0x47e]  ; 0x5a0
  vmulsd xmm5, xmm5, xmm3
  vaddsd xmm5, xmm5, qword ptr [rip+0x47a]  ; 0x5a8
  vmulsd xmm5, xmm5, xmm3
  vaddsd xmm5, xmm5, qword ptr [rip+0x476]  ; 0x5b0
  vmulsd xmm5, xmm5, xmm3
  vaddsd xmm5, xmm5, qword ptr [rip+0x472]  ; 0x5b8
  vmulsd xmm3, xmm5, xmm3
  vaddsd xmm3, xmm3, qword ptr [rip+0x41e]  ; 0x570
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
  add r8d, 1
  cmp r8d, ebx
  jl .Lloop5
.Ldone6:
  vcvtss2sd xmm2, xmm0, xmm0
  vxorps xmm3, xmm3, xmm3
  vucomisd xmm2, xmm3
  seta r8b
  vmovq xmm3, qword ptr [rip+0x402]  ; 0x5c0
  vucomisd xmm3, xmm2
  seta bl
  and r8d, ebx
  vmovq xmm3, qword ptr [rip+0x3a0]  ; 0x570
  test r8b, r8b
  je .Lwhere12
  vmovaps xmm3, xmm2
.Lwhere12:
  vmulsd xmm4, xmm3, qword ptr [rip+0x3f7]  ; 0x5d8
  vmovaps xmm5, xmm3
  vmovq xmm6, qword ptr [rip+0x3e3]  ; 0x5d0
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
  vmulsd xmm5, xmm4, qword ptr [rip+0x342]  ; 0x568
  vmovaps xmm6, xmm4
  vucomisd xmm4, qword ptr [rip+0x396]  ; 0x5c8
  jbe .Lwhere14
  vmovaps xmm6, xmm5
.Lwhere14:
  vsubsd xmm5, xmm6, qword ptr [rip+0x330]  ; 0x570
  vaddsd xmm6, xmm5, qword ptr [rip+0x398]  ; 0x5e0
  vdivsd xmm6, xmm5, xmm6
  vmulsd xmm7, xmm6, xmm6
  vmovq xmm8, qword ptr [rip+0x390]  ; 0x5e8
  vmulsd xmm8, xmm8, xmm7
  vaddsd xmm8, xmm8, qword ptr [rip+0x38c]  ; 0x5f0
  vmulsd xmm8, xmm8, xmm7
  vaddsd xmm8, xmm8, qword ptr [rip+0x388]  ; 0x5f8
  vmulsd xmm8, xmm8, xmm7
  vaddsd xmm8, xmm8, qword ptr [rip+0x384]  ; 0x600
  vmulsd xmm8, xmm8, xmm7
  vaddsd xmm8, xmm8, qword ptr [rip+0x380]  ; 0x608
  vmulsd xmm8, xmm8, xmm7
  vaddsd xmm8, xmm8, qword ptr [rip+0x37c]  ; 0x610
  vmulsd xmm7, xmm7, xmm8
  vmulsd xmm8, xmm5, xmm5
  vmulsd xmm8, xmm8, qword ptr [rip+0x2c3]  ; 0x568
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
  vmulsd xmm6, xmm6, qword ptr [rip+0x336]  ; 0x618
  vmulsd xmm5, xmm5, qword ptr [rip+0x336]  ; 0x620
  vaddsd xmm5, xmm6, xmm5
  vmulsd xmm6, xmm7, qword ptr [rip+0x32a]  ; 0x620
  sar rbx, 0x34
  sub rbx, 0x3ff
  vxorpd xmm7, xmm7, xmm7
  vcvtsi2sd xmm7, xmm7, rbx
  vmovq xmm8, qword ptr [rip+0x316]  ; 0x628
  vxorps xmm9, xmm9, xmm9
  vmovq xmm10, qword ptr [rip+0x2b1]  ; 0x5d0
  vucomisd xmm10, xmm3
  jbe .Lwhere15
  vmovaps xmm9, xmm8
.Lwhere15:
  vsubsd xmm3, xmm7, xmm9
  vmovq xmm7, qword ptr [rip+0x239]  ; 0x570
  vxorps xmm8, xmm8, xmm8
  vucomisd xmm4, qword ptr [rip+0x284]  ; 0x5c8
  jbe .Lwhere16
  vmovaps xmm8, xmm7
.Lwhere16:
  vaddsd xmm3, xmm3, xmm8
  vaddsd xmm4, xmm3, xmm6
  vsubsd xmm3, xmm3, xmm4
  vaddsd xmm3, xmm3, xmm6
  vaddsd xmm3, xmm5, xmm3
  vaddsd xmm3, xmm3, xmm4
  vucomisd xmm2, qword ptr [rip+0x255]  ; 0x5c0
  sete bl
  setnp r12b
  and bl, r12b
  vmovq xmm4, qword ptr [rip+0x243]  ; 0x5c0
  vmovq xmm5, qword ptr [rip+0x2b3]  ; 0x638
  test bl, bl
  je .Lwhere17
  vmovaps xmm5, xmm4
.Lwhere17:
  vxorps xmm4, xmm4, xmm4
  vucomisd xmm2, xmm4
  sete bl
  setnp r12b
  and bl, r12b
  vmovq xmm2, qword ptr [rip+0x289]  ; 0x630
  test bl, bl
  je .Lwhere18
  vmovaps xmm5, xmm2
.Lwhere18:
  test r8b, r8b
  je .Lwhere19
  vmovaps xmm5, xmm3
.Lwhere19:
  vcvtsd2ss xmm2, xmm5, xmm5
  vaddss xmm2, xmm2, xmm1
  vmovd dword ptr [rsi+rax*4], xmm2
  lea r8d, [rcx+0x10]
.Lloop20:
  vmovd xmm2, dword ptr [rdx+rcx*4]
  vsubss xmm2, xmm2, xmm1
  vcvtss2sd xmm2, xmm2, xmm2
  vucomisd xmm2, xmm2
  setne bl
  setp r12b
  or bl, r12b
  vxorps xmm3, xmm3, xmm3
  vmovaps xmm4, xmm2
  test bl, bl
  je .Lwhere22
  vmovaps xmm4, xmm3
.Lwhere22:
  vmovq xmm3, qword ptr [rip+0x164]  ; 0x560
  vminsd xmm3, xmm3, xmm4
  vmovq xmm5, qword ptr [rip+0x150]  ; 0x558
  vmovq xmm6, qword ptr [rip+0x148]  ; 0x558
  vucomisd xmm6, xmm4
  jbe .Lwhere23
  vmovaps xmm3, xmm5
.Lwhere23:
  vroundsd xmm4, xmm3, xmm3, 0xb
  vsubsd xmm5, xmm3, xmm4
  vmovq xmm6, qword ptr [rip+0x144]  ; 0x570
  vxorps xmm7, xmm7, xmm7
  vucomisd xmm5, qword ptr [rip+0x130]  ; 0x568
  jbe .Lwhere24
  vmovaps xmm7, xmm6
.Lwhere24:
  vaddsd xmm4, xmm4, xmm7
  vmovq xmm6, qword ptr [rip+0x126]  ; 0x570
  vxorps xmm7, xmm7, xmm7
  vmovq xmm8, qword ptr [rip+0x122]  ; 0x578
  vucomisd xmm8, xmm5
  jbe .Lwhere25
  vmovaps xmm7, xmm6
.Lwhere25:
  vsubsd xmm4, xmm4, xmm7
  vsubsd xmm3, xmm3, xmm4
  vmovq xmm5, qword ptr [rip+0xe0]  ; 0x550
  vmulsd xmm5, xmm5, xmm3
  vaddsd xmm5, xmm5, qword ptr [rip+0x104]  ; 0x580
  vmulsd xmm5, xmm5, xmm3
  vaddsd xmm5, xmm5, qword ptr [rip+0x100]  ; 0x588
  vmulsd xmm5, xmm5, xmm3
  vaddsd xmm5, xmm5, qword ptr [rip+0xfc]  ; 0x590
  vmulsd xmm5, xmm5, xmm3
  vaddsd xmm5, xmm5, qword ptr [rip+0xf8]  ; 0x598
  vmulsd xmm5, xmm5, xmm3
  vaddsd xmm5, xmm5, qword ptr [rip+0xf4]  ; 0x5a0
  vmulsd xmm5, xmm5, xmm3
  vaddsd xmm5, xmm5, qword ptr [rip+0xf0]  ; 0x5a8
  vmulsd xmm5, xmm5, xmm3
  vaddsd xmm5, xmm5, qword ptr [rip+0xec]  ; 0x5b0
  vmulsd xmm5, xmm5, xmm3
  vaddsd xmm5, xmm5, qword ptr [rip+0xe8]  ; 0x5b8
  vmulsd xmm3, xmm5, xmm3
  vaddsd xmm3, xmm3, qword ptr [rip+0x94]  ; 0x570
  vcvttsd2si r12, xmm4
  mov r13, r12
  sar r13, 1
  lea r14, [r13+0x3ff]
  shl r14, 0x34
  vmovq xmm4, r14
  vmulsd xmm3, xmm3, xmm4
  sub r12, r13
  add r12, 0x3ff
  shl r12, 0x34
  vmovq xmm4, r12
  vmulsd xmm3, xmm3, xmm4
  test bl, bl
  je .Lwhere26
  vmovaps xmm3, xmm2
.Lwhere26:
  vcvtsd2ss xmm2, xmm3, xmm3
  vdivss xmm2, xmm2, xmm0
  vmovd dword ptr [rdi+rcx*4], xmm2
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
;   0x550: 3e7b5253d395e7c4
;   0x558: c090e00000000000
;   0x560: 4090180000000000
;   0x568: 3fe0000000000000
;   0x570: 3ff0000000000000
;   0x578: bfe0000000000000
;   0x580: 3eb62c0223a5c824
;   0x588: 3eeffcbfc588b0c7
;   0x590: 3f2430912f86c787
;   0x598: 3f55d87fe78a6731
;   0x5a0: 3f83b2ab6fba4e77
;   0x5a8: 3fac6b08d704a0c0
;   0x5b0: 3fcebfbdff82c58f
;   0x5b8: 3fe62e42fefa39ef
;   0x5c0: 7ff0000000000000
;   0x5c8: 3ff6a09e667f3bcd
;   0x5d0: 0010000000000000
;   0x5d8: 4350000000000000
;   0x5e0: 4000000000000000
;   0x5e8: 3fc3b13b13b13b14
;   0x5f0: 3fc745d1745d1746
;   0x5f8: 3fcc71c71c71c71c
;   0x600: 3fd2492492492492
;   0x608: 3fd999999999999a
;   0x610: 3fe5555555555555
;   0x618: 3de705fc2eefa200
;   0x620: 3ff7154765200000
;   0x628: 404b000000000000
;   0x630: fff0000000000000
;   0x638: 7ff8000000000000
