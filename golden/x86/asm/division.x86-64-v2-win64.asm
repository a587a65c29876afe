; x86 backend, target x86-64-v2, calling convention win64; regenerate: python tools/regen_golden.py
; # guarded integer division and modulo: /0 is unspecified, MIN/-1 wraps, truncation toward 0
; kernel division(%quot: i32[32], %rem: i32[32], %uquot: u64[32], %a: i32[32], %b: i32[32], %ua: u64[32], %ub: u64[32])
;   %i = range i32 32
;     %x = load i32 %a[%i]
;     %y = load i32 %b[%i]
;     %q = idiv i32 %x, %y
;     store %quot[%i], %q
;     %m = mod i32 %x, %y
;     store %rem[%i], %m
;     %ux = load u64 %ua[%i]
;     %uy = load u64 %ub[%i]
;     %uq = idiv u64 %ux, %uy
;     store %uquot[%i], %uq
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
  sub rsp, 0x20
  mov rsi, rdx
  mov rdi, r9
  mov rbx, qword ptr [rbp+0x30]
  mov r12, qword ptr [rbp+0x38]
  mov r13, qword ptr [rbp+0x40]
  xor r14d, r14d
  mov qword ptr [rsp], rdi
.Lloop1:
  mov r11, qword ptr [rsp]
  mov r15d, dword ptr [r11+r14*4]
  mov edi, dword ptr [rbx+r14*4]
  mov eax, r15d
  mov edx, 0
  test edi, edi
  je .Ldiv3
  cmp edi, 0xffffffff
  jne .Lidiv4
  neg eax
  jmp .Ldiv3
.Lidiv4:
  cdq
  idiv edi
.Ldiv3:
  mov dword ptr [rcx+r14*4], eax
  mov eax, r15d
  mov edx, 0
  test edi, edi
  je .Ldiv5
  cmp edi, 0xffffffff
  jne .Lidiv6
  neg eax
  jmp .Ldiv5
.Lidiv6:
  cdq
  idiv edi
.Ldiv5:
  mov dword ptr [rsi+r14*4], edx
  mov rax, qword ptr [r12+r14*8]
  mov rdi, qword ptr [r13+r14*8]
  mov edx, 0
  test rdi, rdi
  je .Ldiv7
  mov edx, 0
  div rdi
.Ldiv7:
  mov qword ptr [r8+r14*8], rax
  add r14d, 1
  cmp r14d, 0x20
  jl .Lloop1
.Ldone2:
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
