; x86 backend, target x86-64-v3, calling convention win64; regenerate: python tools/regen_golden.py
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
  push rdi
  push rsi
  mov rax, r9
  xor esi, esi
.Lloop1:
  mov edi, dword ptr [r8+rsi*4]
  mov ebx, dword ptr [rax+rsi*4]
  lea r12d, [rdi+rbx]
  imul r12d, ebx
  sub r12d, edi
  and r12d, 0xffff
  xor r12d, edi
  or r12d, 1
  neg r12d
  cmp r12d, ebx
  cmovg ebx, r12d
  mov dword ptr [rcx+rsi*4], ebx
  movzx edi, byte ptr [rdx+rsi]
  imul edi, edi, 3
  add edi, 0xc8
  mov byte ptr [rdx+rsi], dil
  add esi, 1
  cmp esi, 0x40
  jl .Lloop1
.Ldone2:
  pop rsi
  pop rdi
  pop rbx
  pop r12
  pop rbp
  ret
