; x86 backend, target x86-64-v2, calling convention win64; regenerate: python tools/regen_golden.py
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
  push rdi
  push rsi
  and rsp, 0xffffffffffffffe0
  sub rsp, 0x140
  movaps xmmword ptr [rsp], xmm6
  movaps xmmword ptr [rsp+0x10], xmm7
  movaps xmmword ptr [rsp+0x20], xmm8
  movaps xmmword ptr [rsp+0x30], xmm9
  movaps xmmword ptr [rsp+0x40], xmm10
  mov rax, 0x3e7b5253d395e7c4
  mov qword ptr [rsp+0x50], rax
  mov rax, 0xc090e00000000000
  mov qword ptr [rsp+0x58], rax
  mov rax, 0x4090180000000000
  mov qword ptr [rsp+0x60], rax
  mov rax, 0x3fe0000000000000
  mov qword ptr [rsp+0x68], rax
  mov rax, 0x3ff0000000000000
  mov qword ptr [rsp+0x70], rax
  mov rax, 0xbfe0000000000000
  mov qword ptr [rsp+0x78], rax
  mov rax, 0x3eb62c0223a5c824
  mov qword ptr [rsp+0x80], rax
  mov rax, 0x3eeffcbfc588b0c7
  mov qword ptr [rsp+0x88], rax
  mov rax, 0x3f2430912f86c787
  mov qword ptr [rsp+0x90], rax
  mov rax, 0x3f55d87fe78a6731
  mov qword ptr [rsp+0x98], rax
  mov rax, 0x3f83b2ab6fba4e77
  mov qword ptr [rsp+0xa0], rax
  mov rax, 0x3fac6b08d704a0c0
  mov qword ptr [rsp+0xa8], rax
  mov rax, 0x3fcebfbdff82c58f
  mov qword ptr [rsp+0xb0], rax
  mov rax, 0x3fe62e42fefa39ef
  mov qword ptr [rsp+0xb8], rax
  mov rax, 0x7ff0000000000000
  mov qword ptr [rsp+0xc0], rax
  mov rax, 0x3ff6a09e667f3bcd
  mov qword ptr [rsp+0xc8], rax
  mov rax, 0x10000000000000
  mov qword ptr [rsp+0xd0], rax
  mov rax, 0x4350000000000000
  mov qword ptr [rsp+0xd8], rax
  mov rax, 0x4000000000000000
  mov qword ptr [rsp+0xe0], rax
  mov rax, 0x3fc3b13b13b13b14
  mov qword ptr [rsp+0xe8], rax
  mov rax, 0x3fc745d1745d1746
  mov qword ptr [rsp+0xf0], rax
  mov rax, 0x3fcc71c71c71c71c
  mov qword ptr [rsp+0xf8], rax
  mov rax, 0x3fd2492492492492
  mov qword ptr [rsp+0x100], rax
  mov rax, 0x3fd999999999999a
  mov qword ptr [rsp+0x108], rax
  mov rax, 0x3fe5555555555555
  mov qword ptr [rsp+0x110], rax
  mov rax, 0x3de705fc2eefa200
  mov qword ptr [rsp+0x118], rax
  mov rax, 0x3ff7154765200000
  mov qword ptr [rsp+0x120], rax
  mov rax, 0x404b000000000000
  mov qword ptr [rsp+0x128], rax
  mov rax, 0xfff0000000000000
  mov qword ptr [rsp+0x130], rax
  mov rax, 0x7ff8000000000000
  mov qword ptr [rsp+0x138], rax
  xor eax, eax
.Lloop1:
  xorps xmm0, xmm0
  imul esi, eax, 0x10
  mov edi, 0xff800000
  movd xmm1, edi
  xor edi, edi
.Lloop3:
  lea ebx, [rsi+rdi]
  maxss xmm1, dword ptr [r8+rbx*4]
  add edi, 1
  cmp edi, 0x10
  jl .Lloop3
.Ldone4:
  xor edi, edi
.Lloop5:
  lea ebx, [rsi+rdi]
  movd xmm2, dword ptr [r8+rbx*4]
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
  je .Lwhere7
  movaps xmm4, xmm2
.Lwhere7:
  movq xmm2, qword ptr [rsp+0x60]
  minsd xmm2, xmm4
  movq xmm5, qword ptr [rsp+0x58]
  movq xmm6, qword ptr [rsp+0x58]
  ucomisd xmm6, xmm4
  jbe .Lwhere8
  movaps xmm2, xmm5
.Lwhere8:
  movaps xmm4, xmm2
  roundsd xmm4, xmm2, 0xb
  movaps xmm5, xmm2
  subsd xmm5, xmm4
  movq xmm6, qword ptr [rsp+0x70]
  xorps xmm7, xmm7
  ucomisd xmm5, qword ptr [rsp+0x68]
  jbe .Lwhere9
  movaps xmm7, xmm6
.Lwhere9:
  addsd xmm4, xmm7
  movq xmm6, qword ptr [rsp+0x70]
  xorps xmm7, xmm7
  movq xmm8, qword ptr [rsp+0x78]
  ucomisd xmm8, xmm5
  jbe .Lwhere10
  movaps xmm7, xmm6
.Lwhere10:
  subsd xmm4, xmm7
  subsd xmm2, xmm4
  movq xmm5, qword ptr [rsp+0x50]
  mulsd xmm5, xmm2
  addsd xmm5, qword ptr [rsp+0x80]
  mulsd xmm5, xmm2
  addsd xmm5, qword ptr [rsp+0x88]
  mulsd xmm5, xmm2
  addsd xmm5, qword ptr [rsp+0x90]
  mulsd xmm5, xmm2
  addsd xmm5, qword ptr [rsp+0x98]
  mulsd xmm5, xmm2
  addsd xmm5, qword ptr [rsp+0xa0]
  mulsd xmm5, xmm2
  addsd xmm5, qword ptr [rsp+0xa8]
  mulsd xmm5, xmm2
  addsd xmm5, qword ptr [rsp+0xb0]
  mulsd xmm5, xmm2
  addsd xmm5, qword ptr [rsp+0xb8]
  mulsd xmm5, xmm2
  addsd xmm5, qword ptr [rsp+0x70]
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
  je .Lwhere11
  movaps xmm5, xmm3
.Lwhere11:
  movaps xmm2, xmm5
  cvtsd2ss xmm2, xmm5
  addss xmm0, xmm2
  add edi, 1
  cmp edi, 0x10
  jl .Lloop5
.Ldone6:
  movaps xmm2, xmm0
  cvtss2sd xmm2, xmm0
  xorps xmm3, xmm3
  ucomisd xmm2, xmm3
  seta dil
  movq xmm3, qword ptr [rsp+0xc0]
  ucomisd xmm3, xmm2
  seta bl
  and edi, ebx
  movq xmm3, qword ptr [rsp+0x70]
  test dil, dil
  je .Lwhere12
  movaps xmm3, xmm2
.Lwhere12:
  movaps xmm4, xmm3
  mulsd xmm4, qword ptr [rsp+0xd8]
  movaps xmm5, xmm3
  movq xmm6, qword ptr [rsp+0xd0]
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
  mulsd xmm5, qword ptr [rsp+0x68]
  movaps xmm6, xmm4
  ucomisd xmm4, qword ptr [rsp+0xc8]
  jbe .Lwhere14
  movaps xmm6, xmm5
.Lwhere14:
  subsd xmm6, qword ptr [rsp+0x70]
  movaps xmm5, xmm6
  mulsd xmm5, xmm6
  mulsd xmm5, qword ptr [rsp+0x68]
  movaps xmm7, xmm6
  subsd xmm7, xmm5
  movq r12, xmm7
  mov r13, 0xffffffff00000000
  and r12, r13
  movq xmm7, r12
  movaps xmm8, xmm6
  subsd xmm8, xmm7
  subsd xmm8, xmm5
  movaps xmm9, xmm6
  addsd xmm9, qword ptr [rsp+0xe0]
  divsd xmm6, xmm9
  movaps xmm9, xmm6
  mulsd xmm9, xmm6
  movq xmm10, qword ptr [rsp+0xe8]
  mulsd xmm10, xmm9
  addsd xmm10, qword ptr [rsp+0xf0]
  mulsd xmm10, xmm9
  addsd xmm10, qword ptr [rsp+0xf8]
  mulsd xmm10, xmm9
  addsd xmm10, qword ptr [rsp+0x100]
  mulsd xmm10, xmm9
  addsd xmm10, qword ptr [rsp+0x108]
  mulsd xmm10, xmm9
  addsd xmm10, qword ptr [rsp+0x110]
  mulsd xmm9, xmm10
  addsd xmm5, xmm9
  mulsd xmm6, xmm5
  addsd xmm8, xmm6
  movaps xmm5, xmm8
  addsd xmm5, xmm7
  mulsd xmm5, qword ptr [rsp+0x118]
  mulsd xmm8, qword ptr [rsp+0x120]
  addsd xmm5, xmm8
  sar rbx, 0x34
  sub rbx, 0x3ff
  xorpd xmm6, xmm6
  cvtsi2sd xmm6, rbx
  movq xmm8, qword ptr [rsp+0x128]
  xorps xmm9, xmm9
  movq xmm10, qword ptr [rsp+0xd0]
  ucomisd xmm10, xmm3
  jbe .Lwhere15
  movaps xmm9, xmm8
.Lwhere15:
  subsd xmm6, xmm9
  movq xmm3, qword ptr [rsp+0x70]
  xorps xmm8, xmm8
  ucomisd xmm4, qword ptr [rsp+0xc8]
  jbe .Lwhere16
  movaps xmm8, xmm3
.Lwhere16:
  addsd xmm6, xmm8
  mulsd xmm7, qword ptr [rsp+0x120]
  movaps xmm3, xmm6
  addsd xmm3, xmm7
  subsd xmm6, xmm3
  addsd xmm6, xmm7
  addsd xmm5, xmm6
  addsd xmm5, xmm3
  xorps xmm3, xmm3
  ucomisd xmm2, xmm3
  sete bl
  setnp r12b
  and bl, r12b
  ucomisd xmm2, qword ptr [rsp+0xc0]
  sete r12b
  setnp r13b
  and r12b, r13b
  movq xmm2, qword ptr [rsp+0xc0]
  movq xmm3, qword ptr [rsp+0x138]
  test r12b, r12b
  je .Lwhere17
  movaps xmm3, xmm2
.Lwhere17:
  movq xmm2, qword ptr [rsp+0x130]
  test bl, bl
  je .Lwhere18
  movaps xmm3, xmm2
.Lwhere18:
  test dil, dil
  je .Lwhere19
  movaps xmm3, xmm5
.Lwhere19:
  movaps xmm2, xmm3
  cvtsd2ss xmm2, xmm3
  addss xmm2, xmm1
  movd dword ptr [rdx+rax*4], xmm2
  xor edi, edi
.Lloop20:
  lea ebx, [rsi+rdi]
  movd xmm2, dword ptr [r8+rbx*4]
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
  je .Lwhere22
  movaps xmm4, xmm2
.Lwhere22:
  movq xmm2, qword ptr [rsp+0x60]
  minsd xmm2, xmm4
  movq xmm5, qword ptr [rsp+0x58]
  movq xmm6, qword ptr [rsp+0x58]
  ucomisd xmm6, xmm4
  jbe .Lwhere23
  movaps xmm2, xmm5
.Lwhere23:
  movaps xmm4, xmm2
  roundsd xmm4, xmm2, 0xb
  movaps xmm5, xmm2
  subsd xmm5, xmm4
  movq xmm6, qword ptr [rsp+0x70]
  xorps xmm7, xmm7
  ucomisd xmm5, qword ptr [rsp+0x68]
  jbe .Lwhere24
  movaps xmm7, xmm6
.Lwhere24:
  addsd xmm4, xmm7
  movq xmm6, qword ptr [rsp+0x70]
  xorps xmm7, xmm7
  movq xmm8, qword ptr [rsp+0x78]
  ucomisd xmm8, xmm5
  jbe .Lwhere25
  movaps xmm7, xmm6
.Lwhere25:
  subsd xmm4, xmm7
  subsd xmm2, xmm4
  movq xmm5, qword ptr [rsp+0x50]
  mulsd xmm5, xmm2
  addsd xmm5, qword ptr [rsp+0x80]
  mulsd xmm5, xmm2
  addsd xmm5, qword ptr [rsp+0x88]
  mulsd xmm5, xmm2
  addsd xmm5, qword ptr [rsp+0x90]
  mulsd xmm5, xmm2
  addsd xmm5, qword ptr [rsp+0x98]
  mulsd xmm5, xmm2
  addsd xmm5, qword ptr [rsp+0xa0]
  mulsd xmm5, xmm2
  addsd xmm5, qword ptr [rsp+0xa8]
  mulsd xmm5, xmm2
  addsd xmm5, qword ptr [rsp+0xb0]
  mulsd xmm5, xmm2
  addsd xmm5, qword ptr [rsp+0xb8]
  mulsd xmm5, xmm2
  addsd xmm5, qword ptr [rsp+0x70]
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
  je .Lwhere26
  movaps xmm5, xmm3
.Lwhere26:
  movaps xmm2, xmm5
  cvtsd2ss xmm2, xmm5
  divss xmm2, xmm0
  movd dword ptr [rcx+rbx*4], xmm2
  add edi, 1
  cmp edi, 0x10
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
