; x86 backend, target x86-64-v2, calling convention win64; regenerate: python tools/regen_golden.py
; # division at 8 and 16 bits, where x86 uses ah and dx:ax
; kernel division_small(%q8: i8[32], %m16: u16[32], %a: i8[32], %b: i8[32], %c: u16[32], %d: u16[32])
;   %i = range i32 32
;     %x = load i8 %a[%i]
;     %y = load i8 %b[%i]
;     %q = idiv i8 %x, %y
;     store %q8[%i], %q
;     %u = load u16 %c[%i]
;     %v = load u16 %d[%i]
;     %m = mod u16 %u, %v
;     store %m16[%i], %m
;   end %i

  push rbp
  mov rbp, rsp
  push r12
  push r13
  push r14
  push rbx
  push rdi
  push rsi
  mov rsi, rdx
  mov rdi, r9
  mov rbx, qword ptr [rbp+0x30]
  mov r12, qword ptr [rbp+0x38]
  xor r13d, r13d
.Lloop1:
  movzx eax, byte ptr [r8+r13]
  movzx edx, byte ptr [rdi+r13]
  movsx eax, al
  movsx r14d, dl
  mov edx, 0
  test r14d, r14d
  je .Ldiv3
  cdq
  idiv r14d
.Ldiv3:
  mov byte ptr [rcx+r13], al
  movzx eax, word ptr [rbx+r13*2]
  movzx edx, word ptr [r12+r13*2]
  movzx eax, ax
  movzx r14d, dx
  mov edx, 0
  test r14d, r14d
  je .Ldiv4
  mov edx, 0
  div r14d
.Ldiv4:
  mov word ptr [rsi+r13*2], dx
  add r13d, 1
  cmp r13d, 0x20
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
