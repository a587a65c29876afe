; x86 backend, target x86-64-v2, calling convention win64; regenerate: python tools/regen_golden.py
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
  push rdi
  push rsi
  xor eax, eax
.Lloop1:
  movzx esi, word ptr [rdx+rax*2]
  movd xmm0, esi
  movd esi, xmm0
  movzx esi, si
  mov edi, esi
  and edi, 0x7fff
  shl edi, 0xd
  movd xmm0, edi
  mulss xmm0, dword ptr [rip+0x4d3]  ; 0x508
  movd ebx, xmm0
  mov r12d, edi
  or r12d, 0x7f800000
  cmp edi, 0xf800000
  cmovb r12d, ebx
  and esi, 0x8000
  shl esi, 0x10
  or r12d, esi
  movd xmm0, r12d
  movzx esi, word ptr [r8+rax*2]
  movd xmm1, esi
  movd esi, xmm1
  movzx esi, si
  mov edi, esi
  and edi, 0x7fff
  shl edi, 0xd
  movd xmm1, edi
  mulss xmm1, dword ptr [rip+0x483]  ; 0x508
  movd ebx, xmm1
  mov r12d, edi
  or r12d, 0x7f800000
  cmp edi, 0xf800000
  cmovb r12d, ebx
  and esi, 0x8000
  shl esi, 0x10
  or r12d, esi
  movd xmm1, r12d
  movaps xmm2, xmm0
  addss xmm2, xmm1
  movd esi, xmm2
  mov edi, esi
  and edi, 0x80000000
  xor esi, edi
  mov ebx, esi
  shr ebx, 0xd
  and ebx, 1
  lea r12d, [rsi-0x37fff001]
  add r12d, ebx
  shr r12d, 0xd
  movd xmm2, esi
  addss xmm2, dword ptr [rip+0x427]  ; 0x50c
  movd ebx, xmm2
  sub ebx, 0x3f000000
  cmp esi, 0x38800000
  cmovb r12d, ebx
  mov ebx, 0x7e00
  mov r13d, 0x7c00
  mov r14d, 0x7f800000
  cmp r14d, esi
  cmovb r13d, ebx
  cmp esi, 0x47800000
  cmovb r13d, r12d
  shr edi, 0x10
  or r13d, edi
  mov r13d, r13d
  movd xmm2, r13d
  movd esi, xmm2
  movzx esi, si
  mov edi, esi
  and edi, 0x7fff
  shl edi, 0xd
  movd xmm2, edi
  mulss xmm2, dword ptr [rip+0x3c1]  ; 0x508
  movd ebx, xmm2
  mov r12d, edi
  or r12d, 0x7f800000
  cmp edi, 0xf800000
  cmovb r12d, ebx
  and esi, 0x8000
  shl esi, 0x10
  or r12d, esi
  movd xmm2, r12d
  movaps xmm3, xmm2
  mulss xmm3, xmm0
  movd esi, xmm3
  mov edi, esi
  and edi, 0x80000000
  xor esi, edi
  mov ebx, esi
  shr ebx, 0xd
  and ebx, 1
  lea r12d, [rsi-0x37fff001]
  add r12d, ebx
  shr r12d, 0xd
  movd xmm3, esi
  addss xmm3, dword ptr [rip+0x365]  ; 0x50c
  movd ebx, xmm3
  sub ebx, 0x3f000000
  cmp esi, 0x38800000
  cmovb r12d, ebx
  mov ebx, 0x7e00
  mov r13d, 0x7c00
  mov r14d, 0x7f800000
  cmp r14d, esi
  cmovb r13d, ebx
  cmp esi, 0x47800000
  cmovb r13d, r12d
  shr edi, 0x10
  or r13d, edi
  mov r13d, r13d
  movd xmm3, r13d
  movd esi, xmm3
  movzx esi, si
  mov edi, esi
  and edi, 0x7fff
  shl edi, 0xd
  movd xmm3, edi
  mulss xmm3, dword ptr [rip+0x2ff]  ; 0x508
  movd ebx, xmm3
  mov r12d, edi
  or r12d, 0x7f800000
  cmp edi, 0xf800000
  cmovb r12d, ebx
  and esi, 0x8000
  shl esi, 0x10
  or r12d, esi
  movd xmm3, r12d
  divss xmm3, xmm1
  movd esi, xmm3
  mov edi, esi
  and edi, 0x80000000
  xor esi, edi
  mov ebx, esi
  shr ebx, 0xd
  and ebx, 1
  lea r12d, [rsi-0x37fff001]
  add r12d, ebx
  shr r12d, 0xd
  movd xmm3, esi
  addss xmm3, dword ptr [rip+0x2a6]  ; 0x50c
  movd ebx, xmm3
  sub ebx, 0x3f000000
  cmp esi, 0x38800000
  cmovb r12d, ebx
  mov ebx, 0x7e00
  mov r13d, 0x7c00
  mov r14d, 0x7f800000
  cmp r14d, esi
  cmovb r13d, ebx
  cmp esi, 0x47800000
  cmovb r13d, r12d
  shr edi, 0x10
  or r13d, edi
  mov r13d, r13d
  movd xmm3, r13d
  movd esi, xmm3
  movzx esi, si
  mov edi, esi
  and edi, 0x7fff
  shl edi, 0xd
  movd xmm3, edi
  mulss xmm3, dword ptr [rip+0x240]  ; 0x508
  movd ebx, xmm3
  mov r12d, edi
  or r12d, 0x7f800000
  cmp edi, 0xf800000
  cmovb r12d, ebx
  and esi, 0x8000
  shl esi, 0x10
  or r12d, esi
  movd xmm3, r12d
  mulss xmm3, xmm1
  movd esi, xmm3
  mov edi, esi
  and edi, 0x80000000
  xor esi, edi
  mov ebx, esi
  shr ebx, 0xd
  and ebx, 1
  lea r12d, [rsi-0x37fff001]
  add r12d, ebx
  shr r12d, 0xd
  movd xmm1, esi
  addss xmm1, dword ptr [rip+0x1e7]  ; 0x50c
  movd ebx, xmm1
  sub ebx, 0x3f000000
  cmp esi, 0x38800000
  cmovb r12d, ebx
  mov ebx, 0x7e00
  mov r13d, 0x7c00
  mov r14d, 0x7f800000
  cmp r14d, esi
  cmovb r13d, ebx
  cmp esi, 0x47800000
  cmovb r13d, r12d
  shr edi, 0x10
  or r13d, edi
  mov r13d, r13d
  movd xmm1, r13d
  movd esi, xmm1
  movzx esi, si
  mov edi, esi
  and edi, 0x7fff
  shl edi, 0xd
  movd xmm1, edi
  mulss xmm1, dword ptr [rip+0x181]  ; 0x508
  movd ebx, xmm1
  mov r12d, edi
  or r12d, 0x7f800000
  cmp edi, 0xf800000
  cmovb r12d, ebx
  and esi, 0x8000
  shl esi, 0x10
  or r12d, esi
  movd xmm1, r12d
  addss xmm1, xmm0
  movd esi, xmm1
  mov edi, esi
  and edi, 0x80000000
  xor esi, edi
  mov ebx, esi
  shr ebx, 0xd
  and ebx, 1
  lea r12d, [rsi-0x37fff001]
  add r12d, ebx
  shr r12d, 0xd
  movd xmm0, esi
  addss xmm0, dword ptr [rip+0x128]  ; 0x50c
  movd ebx, xmm0
  sub ebx, 0x3f000000
  cmp esi, 0x38800000
  cmovb r12d, ebx
  mov ebx, 0x7e00
  mov r13d, 0x7c00
  mov r14d, 0x7f800000
  cmp r14d, esi
  cmovb r13d, ebx
  cmp esi, 0x47800000
  cmovb r13d, r12d
  shr edi, 0x10
  or r13d, edi
  mov r13d, r13d
  movd xmm0, r13d
  movd esi, xmm0
  movzx esi, si
  mov edi, esi
  and edi, 0x7fff
  shl edi, 0xd
  movd xmm0, edi
  mulss xmm0, dword ptr [rip+0xc2]  ; 0x508
  movd ebx, xmm0
  mov r12d, edi
  or r12d, 0x7f800000
  cmp edi, 0xf800000
  cmovb r12d, ebx
  and esi, 0x8000
  shl esi, 0x10
  or r12d, esi
  movd xmm0, r12d
  maxss xmm0, xmm2
  movd esi, xmm0
  mov edi, esi
  and edi, 0x80000000
  xor esi, edi
  mov ebx, esi
  shr ebx, 0xd
  and ebx, 1
  lea r12d, [rsi-0x37fff001]
  add r12d, ebx
  shr r12d, 0xd
  movd xmm0, esi
  addss xmm0, dword ptr [rip+0x69]  ; 0x50c
  movd ebx, xmm0
  sub ebx, 0x3f000000
  cmp esi, 0x38800000
  cmovb r12d, ebx
  mov ebx, 0x7e00
  mov r13d, 0x7c00
  mov r14d, 0x7f800000
  cmp r14d, esi
  cmovb r13d, ebx
  cmp esi, 0x47800000
  cmovb r13d, r12d
  shr edi, 0x10
  or r13d, edi
  mov r13d, r13d
  movd xmm0, r13d
  pextrw word ptr [rcx+rax*2], xmm0, 0
  add eax, 1
  cmp eax, 0x20
  jl .Lloop1
.Ldone2:
  pop rsi
  pop rdi
  pop rbx
  pop r14
  pop r13
  pop r12
  pop rbp
  ret
; constant pool (read-only, after the code)
;   0x508: 77800000
;   0x50c: 3f000000
