; x86 backend, target x86-64-v3, calling convention win64; regenerate: python tools/regen_golden.py
; # odd trip counts 7 and 13, which leave a remainder in an unrolled or upcast loop: f16 row sums and
; # u8 row xors of 7x13 arrays
; kernel reduce_odd_sizes(%sums: f16[7], %bits: u8[7], %x: f16[91], %y: u8[91])
;   %i = range i32 7
;     %row = mul i32 %i, 13
;     %j = range reduce i32 13
;       %k = add i32 %row, %j
;       %v = load f16 %x[%k]
;     %s = reduce add f16 %v over %j
;     store %sums[%i], %s
;     %j2 = range reduce i32 13
;       %k2 = add i32 %row, %j2
;       %b = load u8 %y[%k2]
;     %o = reduce xor u8 %b over %j2
;     store %bits[%i], %o
;   end %i

  push rbp
  mov rbp, rsp
  push r12
  push r13
  push rbx
  push rdi
  push rsi
  mov rax, r9
  xor esi, esi
.Lloop1:
  vxorps xmm0, xmm0, xmm0
  imul edi, esi, 0xd
  mov ebx, edi
  lea r12d, [rdi+0xd]
.Lloop3:
  movzx r13d, word ptr [r8+rbx*2]
  vmovd xmm1, r13d
  vcvtph2ps xmm1, xmm1
  vcvtph2ps xmm2, xmm0
  vaddss xmm1, xmm2, xmm1
  vcvtps2ph xmm0, xmm1, 0
  add ebx, 1
  cmp ebx, r12d
  jl .Lloop3
.Ldone4:
  vpextrw word ptr [rcx+rsi*2], xmm0, 0
  xor ebx, ebx
  lea r12d, [rdi+0xd]
.Lloop5:
  movzx r13d, byte ptr [rax+rdi]
  xor ebx, r13d
  add edi, 1
  cmp edi, r12d
  jl .Lloop5
.Ldone6:
  mov byte ptr [rdx+rsi], bl
  add esi, 1
  cmp esi, 7
  jl .Lloop1
.Ldone2:
  pop rsi
  pop rdi
  pop rbx
  pop r13
  pop r12
  pop rbp
  ret
