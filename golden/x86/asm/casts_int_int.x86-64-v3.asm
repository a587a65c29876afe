; x86 backend, target x86-64-v3; regenerate: python tools/regen_golden.py
; # integer widening and narrowing: sign- or zero-extension by the source, wrapping narrowing
; kernel casts_int_int(%w: i64[32], %z: u64[32], %n: i8[32], %a: i16[32], %b: u32[32])
;   %i = range i32 32
;     %x = load i16 %a[%i]
;     %xw = cast i64 %x
;     store %w[%i], %xw
;     %y = load u32 %b[%i]
;     %yz = cast u64 %y
;     store %z[%i], %yz
;     %yn = cast i8 %y
;     store %n[%i], %yn
;   end %i

  push rbp
  mov rbp, rsp
  push r12
  push rbx
  xor eax, eax
.Lloop1:
  movzx ebx, word ptr [rcx+rax*2]
  movsx rbx, bx
  mov qword ptr [rdi+rax*8], rbx
  mov ebx, dword ptr [r8+rax*4]
  mov r12d, ebx
  mov qword ptr [rsi+rax*8], r12
  mov ebx, ebx
  mov byte ptr [rdx+rax], bl
  add eax, 1
  cmp eax, 0x20
  jl .Lloop1
.Ldone2:
  pop rbx
  pop r12
  pop rbp
  ret
