; x86 backend, target x86-64-v3, calling convention win64; regenerate: python tools/regen_golden.py
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
  push rdi
  push rsi
  mov rax, r9
  mov rsi, qword ptr [rbp+0x30]
  xor edi, edi
.Lloop1:
  vmovd xmm0, dword ptr [rax+rdi*4]
  vxorps xmm1, xmm1, xmm1
  vucomiss xmm0, xmm1
  setne bl
  setp r12b
  or bl, r12b
  mov byte ptr [rcx+rdi], bl
  movzx ebx, byte ptr [rsi+rdi]
  movzx r12d, bl
  mov word ptr [rdx+rdi*2], r12w
  movzx ebx, bl
  vxorps xmm0, xmm0, xmm0
  vcvtsi2ss xmm0, xmm0, ebx
  vcvtps2ph xmm0, xmm0, 0
  vpextrw word ptr [r8+rdi*2], xmm0, 0
  add edi, 1
  cmp edi, 0x20
  jl .Lloop1
.Ldone2:
  pop rsi
  pop rdi
  pop rbx
  pop r12
  pop rbp
  ret
