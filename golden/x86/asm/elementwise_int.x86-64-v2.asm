; x86 backend, target x86-64-v2; regenerate: python tools/regen_golden.py
; # wrapping integer arithmetic and bitwise ops on i32 and u8
; kernel elementwise_int(%out: i32[64], %small: u8[64], %a: i32[64], %b: i32[64])
;   %i = range i32 64
;     %x = load i32 %a[%i]
;     %y = load i32 %b[%i]
;     %sum = add i32 %x, %y
;     %prod = mul i32 %sum, %y
;     %diff = sub i32 %prod, %x
;     %masked = and i32 %diff, 65535
;     %mixed = xor i32 %masked, %x
;     %either = or i32 %mixed, 1
;     %neg = neg i32 %either
;     %hi = max i32 %neg, %y
;     store %out[%i], %hi
;     %s = load u8 %small[%i]
;     %s2 = mul u8 %s, 3
;     %s3 = add u8 %s2, 200
;     store %small[%i], %s3
;   end %i

  push rbp
  mov rbp, rsp
  push r12
  push rbx
  xor eax, eax
.Lloop1:
  mov r8d, dword ptr [rdx+rax*4]
  mov ebx, dword ptr [rcx+rax*4]
  lea r12d, [r8+rbx]
  imul r12d, ebx
  sub r12d, r8d
  and r12d, 0xffff
  xor r12d, r8d
  or r12d, 1
  neg r12d
  cmp r12d, ebx
  cmovg ebx, r12d
  mov dword ptr [rdi+rax*4], ebx
  movzx r8d, byte ptr [rsi+rax]
  imul r8d, r8d, 3
  add r8d, 0xc8
  mov byte ptr [rsi+rax], r8b
  add eax, 1
  cmp eax, 0x40
  jl .Lloop1
.Ldone2:
  pop rbx
  pop r12
  pop rbp
  ret
