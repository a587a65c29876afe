; x86 backend, target x86-64-v2; regenerate: python tools/regen_golden.py
; # float16 arithmetic: every op rounds to f16 before the next one
; kernel elementwise_f16(%out: f16[32], %a: f16[32], %b: f16[32])
;   %i = range i32 32
;     %x = load f16 %a[%i]
;     %y = load f16 %b[%i]
;     %sum = add f16 %x, %y
;     %prod = mul f16 %sum, %x
;     %quot = fdiv f16 %prod, %y
;     %fma = mulacc f16 %quot, %y, %x
;     %hi = max f16 %fma, %sum
;     store %out[%i], %hi
;   end %i

  push rbp
  mov rbp, rsp
  push r12
  push r13
  push r14
  push rbx
  xor eax, eax
.Lloop1:
  movzx ecx, word ptr [rsi+rax*2]
  movd xmm0, ecx
  movd ecx, xmm0
  movzx ecx, cx
  mov r8d, ecx
  and r8d, 0x7fff
  shl r8d, 0xd
  movd xmm0, r8d
  mulss xmm0, dword ptr [rip+0x505]  ; 0x53c
  movd ebx, xmm0
  mov r12d, r8d
  or r12d, 0x7f800000
  cmp r8d, 0xf800000
  cmovb r12d, ebx
  and ecx, 0x8000
  shl ecx, 0x10
  or r12d, ecx
  movd xmm0, r12d
  movzx ecx, word ptr [rdx+rax*2]
  movd xmm1, ecx
  movd ecx, xmm1
  movzx ecx, cx
  mov r8d, ecx
  and r8d, 0x7fff
  shl r8d, 0xd
  movd xmm1, r8d
  mulss xmm1, dword ptr [rip+0x4b1]  ; 0x53c
  movd ebx, xmm1
  mov r12d, r8d
  or r12d, 0x7f800000
  cmp r8d, 0xf800000
  cmovb r12d, ebx
  and ecx, 0x8000
  shl ecx, 0x10
  or r12d, ecx
  movd xmm1, r12d
  movaps xmm2, xmm0
  addss xmm2, xmm1
  movd ecx, xmm2
  mov r8d, ecx
  and r8d, 0x80000000
  xor ecx, r8d
  mov ebx, ecx
  shr ebx, 0xd
  and ebx, 1
  lea r12d, [rcx-0x37fff001]
  add r12d, ebx
  shr r12d, 0xd
  movd xmm2, ecx
  addss xmm2, dword ptr [rip+0x451]  ; 0x540
  movd ebx, xmm2
  sub ebx, 0x3f000000
  cmp ecx, 0x38800000
  cmovb r12d, ebx
  mov ebx, 0x7e00
  mov r13d, 0x7c00
  mov r14d, 0x7f800000
  cmp r14d, ecx
  cmovb r13d, ebx
  cmp ecx, 0x47800000
  cmovb r13d, r12d
  shr r8d, 0x10
  or r13d, r8d
  mov r13d, r13d
  movd xmm2, r13d
  movd ecx, xmm2
  movzx ecx, cx
  mov r8d, ecx
  and r8d, 0x7fff
  shl r8d, 0xd
  movd xmm2, r8d
  mulss xmm2, dword ptr [rip+0x3e6]  ; 0x53c
  movd ebx, xmm2
  mov r12d, r8d
  or r12d, 0x7f800000
  cmp r8d, 0xf800000
  cmovb r12d, ebx
  and ecx, 0x8000
  shl ecx, 0x10
  or r12d, ecx
  movd xmm2, r12d
  movaps xmm3, xmm2
  mulss xmm3, xmm0
  movd ecx, xmm3
  mov r8d, ecx
  and r8d, 0x80000000
  xor ecx, r8d
  mov ebx, ecx
  shr ebx, 0xd
  and ebx, 1
  lea r12d, [rcx-0x37fff001]
  add r12d, ebx
  shr r12d, 0xd
  movd xmm3, ecx
  addss xmm3, dword ptr [rip+0x386]  ; 0x540
  movd ebx, xmm3
  sub ebx, 0x3f000000
  cmp ecx, 0x38800000
  cmovb r12d, ebx
  mov ebx, 0x7e00
  mov r13d, 0x7c00
  mov r14d, 0x7f800000
  cmp r14d, ecx
  cmovb r13d, ebx
  cmp ecx, 0x47800000
  cmovb r13d, r12d
  shr r8d, 0x10
  or r13d, r8d
  mov r13d, r13d
  movd xmm3, r13d
  movd ecx, xmm3
  movzx ecx, cx
  mov r8d, ecx
  and r8d, 0x7fff
  shl r8d, 0xd
  movd xmm3, r8d
  mulss xmm3, dword ptr [rip+0x31b]  ; 0x53c
  movd ebx, xmm3
  mov r12d, r8d
  or r12d, 0x7f800000
  cmp r8d, 0xf800000
  cmovb r12d, ebx
  and ecx, 0x8000
  shl ecx, 0x10
  or r12d, ecx
  movd xmm3, r12d
  divss xmm3, xmm1
  movd ecx, xmm3
  mov r8d, ecx
  and r8d, 0x80000000
  xor ecx, r8d
  mov ebx, ecx
  shr ebx, 0xd
  and ebx, 1
  lea r12d, [rcx-0x37fff001]
  add r12d, ebx
  shr r12d, 0xd
  movd xmm3, ecx
  addss xmm3, dword ptr [rip+0x2be]  ; 0x540
  movd ebx, xmm3
  sub ebx, 0x3f000000
  cmp ecx, 0x38800000
  cmovb r12d, ebx
  mov ebx, 0x7e00
  mov r13d, 0x7c00
  mov r14d, 0x7f800000
  cmp r14d, ecx
  cmovb r13d, ebx
  cmp ecx, 0x47800000
  cmovb r13d, r12d
  shr r8d, 0x10
  or r13d, r8d
  mov r13d, r13d
  movd xmm3, r13d
  movd ecx, xmm3
  movzx ecx, cx
  mov r8d, ecx
  and r8d, 0x7fff
  shl r8d, 0xd
  movd xmm3, r8d
  mulss xmm3, dword ptr [rip+0x253]  ; 0x53c
  movd ebx, xmm3
  mov r12d, r8d
  or r12d, 0x7f800000
  cmp r8d, 0xf800000
  cmovb r12d, ebx
  and ecx, 0x8000
  shl ecx, 0x10
  or r12d, ecx
  movd xmm3, r12d
  mulss xmm3, xmm1
  movd ecx, xmm3
  mov r8d, ecx
  and r8d, 0x80000000
  xor ecx, r8d
  mov ebx, ecx
  shr ebx, 0xd
  and ebx, 1
  lea r12d, [rcx-0x37fff001]
  add r12d, ebx
  shr r12d, 0xd
  movd xmm1, ecx
  addss xmm1, dword ptr [rip+0x1f6]  ; 0x540
  movd ebx, xmm1
  sub ebx, 0x3f000000
  cmp ecx, 0x38800000
  cmovb r12d, ebx
  mov ebx, 0x7e00
  mov r13d, 0x7c00
  mov r14d, 0x7f800000
  cmp r14d, ecx
  cmovb r13d, ebx
  cmp ecx, 0x47800000
  cmovb r13d, r12d
  shr r8d, 0x10
  or r13d, r8d
  mov r13d, r13d
  movd xmm1, r13d
  movd ecx, xmm1
  movzx ecx, cx
  mov r8d, ecx
  and r8d, 0x7fff
  shl r8d, 0xd
  movd xmm1, r8d
  mulss xmm1, dword ptr [rip+0x18b]  ; 0x53c
  movd ebx, xmm1
  mov r12d, r8d
  or r12d, 0x7f800000
  cmp r8d, 0xf800000
  cmovb r12d, ebx
  and ecx, 0x8000
  shl ecx, 0x10
  or r12d, ecx
  movd xmm1, r12d
  addss xmm1, xmm0
  movd ecx, xmm1
  mov r8d, ecx
  and r8d, 0x80000000
  xor ecx, r8d
  mov ebx, ecx
  shr ebx, 0xd
  and ebx, 1
  lea r12d, [rcx-0x37fff001]
  add r12d, ebx
  shr r12d, 0xd
  movd xmm0, ecx
  addss xmm0, dword ptr [rip+0x12e]  ; 0x540
  movd ebx, xmm0
  sub ebx, 0x3f000000
  cmp ecx, 0x38800000
  cmovb r12d, ebx
  mov ebx, 0x7e00
  mov r13d, 0x7c00
  mov r14d, 0x7f800000
  cmp r14d, ecx
  cmovb r13d, ebx
  cmp ecx, 0x47800000
  cmovb r13d, r12d
  shr r8d, 0x10
  or r13d, r8d
  mov r13d, r13d
  movd xmm0, r13d
  movd ecx, xmm0
  movzx ecx, cx
  mov r8d, ecx
  and r8d, 0x7fff
  shl r8d, 0xd
  movd xmm0, r8d
  mulss xmm0, dword ptr [rip+0xc3]  ; 0x53c
  movd ebx, xmm0
  mov r12d, r8d
  or r12d, 0x7f800000
  cmp r8d, 0xf800000
  cmovb r12d, ebx
  and ecx, 0x8000
  shl ecx, 0x10
  or r12d, ecx
  movd xmm0, r12d
  maxss xmm0, xmm2
  movd ecx, xmm0
  mov r8d, ecx
  and r8d, 0x80000000
  xor ecx, r8d
  mov ebx, ecx
  shr ebx, 0xd
  and ebx, 1
  lea r12d, [rcx-0x37fff001]
  add r12d, ebx
  shr r12d, 0xd
  movd xmm0, ecx
  addss xmm0, dword ptr [rip+0x66]  ; 0x540
  movd ebx, xmm0
  sub ebx, 0x3f000000
  cmp ecx, 0x38800000
  cmovb r12d, ebx
  mov ebx, 0x7e00
  mov r13d, 0x7c00
  mov r14d, 0x7f800000
  cmp r14d, ecx
  cmovb r13d, ebx
  cmp ecx, 0x47800000
  cmovb r13d, r12d
  shr r8d, 0x10
  or r13d, r8d
  mov r13d, r13d
  movd xmm0, r13d
  pextrw word ptr [rdi+rax*2], xmm0, 0
  add eax, 1
  cmp eax, 0x20
  jl .Lloop1
.Ldone2:
  pop rbx
  pop r14
  pop r13
  pop r12
  pop rbp
  ret
; constant pool (read-only, after the code)
;   0x53c: 77800000
;   0x540: 3f000000
