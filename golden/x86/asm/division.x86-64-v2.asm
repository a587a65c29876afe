; x86 backend, target x86-64-v2; regenerate: python tools/regen_golden.py
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
  and rsp, 0xffffffffffffffe0
  sub rsp, 0x20
  mov rbx, rdx
  mov r12, r9
  mov r13, qword ptr [rbp+0x10]
  xor r14d, r14d
  mov qword ptr [rsp], rcx
.Lloop1:
  mov r11, qword ptr [rsp]
  mov r15d, dword ptr [r11+r14*4]
  mov ecx, dword ptr [r8+r14*4]
  mov eax, r15d
  mov edx, 0
  test ecx, ecx
  je .Ldiv3
  cmp ecx, 0xffffffff
  jne .Lidiv4
  neg eax
  jmp .Ldiv3
.Lidiv4:
  cdq
  idiv ecx
.Ldiv3:
  mov dword ptr [rdi+r14*4], eax
  mov eax, r15d
  mov edx, 0
  test ecx, ecx
  je .Ldiv5
  cmp ecx, 0xffffffff
  jne .Lidiv6
  neg eax
  jmp .Ldiv5
.Lidiv6:
  cdq
  idiv ecx
.Ldiv5:
  mov dword ptr [rsi+r14*4], edx
  mov rax, qword ptr [r12+r14*8]
  mov rcx, qword ptr [r13+r14*8]
  mov edx, 0
  test rcx, rcx
  je .Ldiv7
  mov edx, 0
  div rcx
.Ldiv7:
  mov qword ptr [rbx+r14*8], rax
  add r14d, 1
  cmp r14d, 0x20
  jl .Lloop1
.Ldone2:
  lea rsp, [rbp-0x28]
  pop rbx
  pop r15
  pop r14
  pop r13
  pop r12
  pop rbp
  ret
