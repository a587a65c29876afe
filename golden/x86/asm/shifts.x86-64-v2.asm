; x86 backend, target x86-64-v2; regenerate: python tools/regen_golden.py
; # shifts by any count: counts are taken modulo the bit width, shr is arithmetic on signed
; kernel shifts(%left: i32[32], %right: i32[32], %uright: u16[32], %a: i32[32], %n: i32[32], %u: u16[32])
;   %i = range i32 32
;     %x = load i32 %a[%i]
;     %count = load i32 %n[%i]
;     %l = shl i32 %x, %count
;     store %left[%i], %l
;     %r = shr i32 %x, %count
;     store %right[%i], %r
;     %y = load u16 %u[%i]
;     %c16 = cast u16 %count
;     %ur = shr u16 %y, %c16
;     store %uright[%i], %ur
;   end %i

  push rbp
  mov rbp, rsp
  push r12
  push r13
  push r14
  push r15
  push rbx
  mov rax, rcx
  mov rbx, r9
  xor r12d, r12d
.Lloop1:
  mov r13d, dword ptr [rax+r12*4]
  mov r14d, dword ptr [r8+r12*4]
  mov ecx, r14d
  mov r15d, r13d
  shl r15d, cl
  mov dword ptr [rdi+r12*4], r15d
  mov ecx, r14d
  sar r13d, cl
  mov dword ptr [rsi+r12*4], r13d
  mov r14d, r14d
  movzx ecx, word ptr [rbx+r12*2]
  movzx r13d, cx
  mov ecx, r14d
  and ecx, 0xf
  shr r13d, cl
  mov word ptr [rdx+r12*2], r13w
  add r12d, 1
  cmp r12d, 0x20
  jl .Lloop1
.Ldone2:
  pop rbx
  pop r15
  pop r14
  pop r13
  pop r12
  pop rbp
  ret
