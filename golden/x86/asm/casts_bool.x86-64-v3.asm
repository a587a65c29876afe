; x86 backend, target x86-64-v3; regenerate: python tools/regen_golden.py
; # casts to and from bool: NaN is true, -0.0 is false, true is 1
; kernel casts_bool(%flags: bool[32], %ones: i16[32], %halves: f16[32], %x: f32[32], %b: bool[32])
;   %i = range i32 32
;     %v = load f32 %x[%i]
;     %truthy = cast bool %v
;     store %flags[%i], %truthy
;     %flag = load bool %b[%i]
;     %n = cast i16 %flag
;     store %ones[%i], %n
;     %h = cast f16 %flag
;     store %halves[%i], %h
;   end %i

  push rbp
  mov rbp, rsp
  push r12
  push rbx
  xor eax, eax
.Lloop1:
  vmovd xmm0, dword ptr [rcx+rax*4]
  vxorps xmm1, xmm1, xmm1
  vucomiss xmm0, xmm1
  setne bl
  setp r12b
  or bl, r12b
  mov byte ptr [rdi+rax], bl
  movzx ebx, byte ptr [r8+rax]
  movzx r12d, bl
  mov word ptr [rsi+rax*2], r12w
  movzx ebx, bl
  vxorps xmm0, xmm0, xmm0
  vcvtsi2ss xmm0, xmm0, ebx
  vcvtps2ph xmm0, xmm0, 0
  vpextrw word ptr [rdx+rax*2], xmm0, 0
  add eax, 1
  cmp eax, 0x20
  jl .Lloop1
.Ldone2:
  pop rbx
  pop r12
  pop rbp
  ret
