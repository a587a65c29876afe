; x86 backend, target x86-64-v3, calling convention win64; regenerate: python tools/regen_golden.py
; # gated loads and stores: a false gate never touches memory, even with an index far outside
; kernel gated(%out: f32[16], %x: f32[16], %mask: bool[16])
;   %i = range i32 16
;     %g = load bool %mask[%i]
;     %far = where i32 %g, %i, 1000000
;     %v = load f32 %x[%far] if %g else -1.0
;     %keep = cmplt bool %i, 12
;     store %out[%i], %v if %keep
;   end %i

  push rbp
  mov rbp, rsp
  push rdi
  push rsi
  xor eax, eax
.Lloop1:
  movzx esi, byte ptr [r8+rax]
  mov edi, 0xf4240
  test sil, sil
  cmovne edi, eax
  vmovd xmm0, dword ptr [rip+0x20]  ; 0x40
  je .Lgate3
  vmovd xmm0, dword ptr [rdx+rdi*4]
.Lgate3:
  cmp eax, 0xc
  jge .Lgate4
  vmovd dword ptr [rcx+rax*4], xmm0
.Lgate4:
  add eax, 1
  cmp eax, 0x10
  jl .Lloop1
.Ldone2:
  pop rsi
  pop rdi
  pop rbp
  ret
; constant pool (read-only, after the code)
;   0x40: bf800000
