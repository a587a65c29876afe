; x86 backend, target x86-64-v2, calling convention win64; regenerate: python tools/regen_golden.py
; # bfloat16 arithmetic, 8 lanes at a time: every op is the f32 op rounded back to bf16
; kernel elementwise_bf16(%out: bf16[64], %big: bool[64], %a: bf16[64], %b: bf16[64])
;   %i = range i32 8
;     %base = mul i32 %i, 8
;     %x = load bf16x8 %a[%base]
;     %y = load bf16x8 %b[%base]
;     %sum = add bf16x8 %x, %y
;     %prod = mul bf16x8 %sum, %x
;     %quot = fdiv bf16x8 %prod, %y
;     %fma = mulacc bf16x8 %quot, %y, %x
;     %root = sqrt bf16x8 %fma
;     %lo = min bf16x8 %root, %sum
;     store %out[%base], %lo
;     %gt = cmplt boolx8 %y, %x
;     store %big[%base], %gt
;   end %i

  push rbp
  mov rbp, rsp
  push r12
  push r13
  push r14
  push r15
  push rbx
  push rdi
  push rsi
  and rsp, 0xffffffffffffffe0
  sub rsp, 0x160
  movaps xmmword ptr [rsp+0xd0], xmm6
  movaps xmmword ptr [rsp+0xe0], xmm7
  movaps xmmword ptr [rsp+0xf0], xmm8
  movaps xmmword ptr [rsp+0x100], xmm9
  movaps xmmword ptr [rsp+0x110], xmm10
  movaps xmmword ptr [rsp+0x120], xmm11
  movaps xmmword ptr [rsp+0x130], xmm12
  mov qword ptr [rsp+0x140], rcx
  mov qword ptr [rsp+0x148], rdx
  mov rax, r9
  movaps xmm1, xmmword ptr [rip+0x188f]  ; 0x1900
  movaps xmm2, xmmword ptr [rip+0x1898]  ; 0x1910
  movaps xmm3, xmmword ptr [rip+0x18a1]  ; 0x1920
  movaps xmm4, xmmword ptr [rip+0x18aa]  ; 0x1930
  movaps xmm5, xmmword ptr [rip+0x18b3]  ; 0x1940
  movaps xmm6, xmmword ptr [rip+0x18bc]  ; 0x1950
  movaps xmm7, xmmword ptr [rip+0x18c5]  ; 0x1960
  movaps xmm8, xmmword ptr [rip+0x18bd]  ; 0x1960
  movaps xmm9, xmmword ptr [rip+0x18c5]  ; 0x1970
  movaps xmm10, xmmword ptr [rip+0x18cd]  ; 0x1980
  xorps xmm11, xmm11
  xor esi, esi
  mov qword ptr [rsp+0x150], r8
  mov qword ptr [rsp+0x158], rax
.Lloop1:
  imul edi, esi, 8
  mov r11, qword ptr [rsp+0x150]
  movdqu xmm0, xmmword ptr [r11+rdi*2]
  pextrw ebx, xmm0, 0
  movzx ebx, bx
  pextrw r12d, xmm0, 1
  movzx r12d, r12w
  pextrw r13d, xmm0, 2
  movzx r13d, r13w
  pextrw r14d, xmm0, 3
  movzx r14d, r14w
  pextrw r15d, xmm0, 4
  movzx r15d, r15w
  pextrw r8d, xmm0, 5
  movzx r8d, r8w
  pextrw edx, xmm0, 6
  movzx edx, dx
  pextrw ecx, xmm0, 7
  movzx ecx, cx
  movd xmm0, ebx
  pinsrd xmm0, r12d, 1
  pinsrd xmm0, r13d, 2
  pinsrd xmm0, r14d, 3
  movd xmm12, r15d
  pinsrd xmm12, r8d, 1
  pinsrd xmm12, edx, 2
  pinsrd xmm12, ecx, 3
  movaps xmm3, xmm0
  pslld xmm3, 0x10
  pslld xmm12, 0x10
  mov r11, qword ptr [rsp+0x158]
  movdqu xmm0, xmmword ptr [r11+rdi*2]
  pextrw ecx, xmm0, 0
  movzx ecx, cx
  pextrw edx, xmm0, 1
  movzx edx, dx
  pextrw r8d, xmm0, 2
  movzx r8d, r8w
  pextrw ebx, xmm0, 3
  movzx ebx, bx
  pextrw r12d, xmm0, 4
  movzx r12d, r12w
  pextrw r13d, xmm0, 5
  movzx r13d, r13w
  pextrw r14d, xmm0, 6
  movzx r14d, r14w
  pextrw r15d, xmm0, 7
  movzx r15d, r15w
  movd xmm0, ecx
  pinsrd xmm0, edx, 1
  pinsrd xmm0, r8d, 2
  pinsrd xmm0, ebx, 3
  movd xmm1, r12d
  pinsrd xmm1, r13d, 1
  pinsrd xmm1, r14d, 2
  pinsrd xmm1, r15d, 3
  movaps xmm6, xmm0
  pslld xmm6, 0x10
  pslld xmm1, 0x10
  movaps xmm0, xmm3
  addps xmm0, xmm6
  movaps xmm11, xmm12
  addps xmm11, xmm1
  movaps xmm10, xmm0
  pand xmm10, xmm2
  movaps xmm9, xmm11
  pand xmm9, xmm2
  movaps xmm8, xmm0
  pxor xmm8, xmm10
  pxor xmm11, xmm9
  movaps xmm0, xmm8
  pmaxud xmm0, xmm4
  movaps xmm7, xmm11
  pmaxud xmm7, xmm4
  pcmpeqd xmm0, xmm8
  pcmpeqd xmm7, xmm11
  packssdw xmm0, xmm7
  movaps xmm7, xmm0
  packsswb xmm7, xmm0
  pxor xmm0, xmm0
  pcmpeqb xmm7, xmm0
  pabsb xmm0, xmm7
  movaps xmm7, xmm0
  pxor xmm7, xmmword ptr [rip+0x16d8]  ; 0x1940
  pextrb ecx, xmm7, 0
  movaps xmm0, xmm8
  addps xmm0, xmmword ptr [rip+0x16e7]  ; 0x1960
  movaps xmm5, xmm11
  addps xmm5, xmmword ptr [rip+0x16dc]  ; 0x1960
  psubd xmm0, xmmword ptr [rip+0x16d4]  ; 0x1960
  psubd xmm5, xmmword ptr [rip+0x16cc]  ; 0x1960
  movaps xmmword ptr [rsp+0x30], xmm1
  movaps xmm1, xmm8
  paddd xmm1, xmmword ptr [rip+0x16cb]  ; 0x1970
  movaps xmmword ptr [rsp+0x20], xmm6
  movaps xmm6, xmm11
  paddd xmm6, xmmword ptr [rip+0x16ba]  ; 0x1970
  movaps xmmword ptr [rsp+0x10], xmm12
  movaps xmm12, xmm8
  psrld xmm12, 0x10
  movaps xmmword ptr [rsp], xmm3
  movaps xmm3, xmm11
  psrld xmm3, 0x10
  pand xmm12, xmmword ptr [rip+0x16a4]  ; 0x1980
  pand xmm3, xmmword ptr [rip+0x169c]  ; 0x1980
  paddd xmm1, xmm12
  paddd xmm6, xmm3
  psrld xmm1, 0x10
  psrld xmm6, 0x10
  xorps xmm3, xmm3
  psubd xmm1, xmm3
  psubd xmm6, xmm3
  movaps xmm12, xmm8
  movaps xmm3, xmmword ptr [rip+0x1643]  ; 0x1950
  pmaxud xmm12, xmm3
  movaps xmm3, xmm11
  pmaxud xmm3, xmmword ptr [rip+0x1630]  ; 0x1950
  pcmpeqd xmm12, xmm8
  pcmpeqd xmm3, xmm11
  movaps xmmword ptr [rsp+0x40], xmm9
  movaps xmm9, xmm0
  movaps xmm0, xmm12
  blendvps xmm9, xmm1
  movaps xmm0, xmm3
  blendvps xmm5, xmm6
  pextrd edx, xmm9, 0
  mov r8d, 0x7f80
  test cl, cl
  cmovne edx, r8d
  pextrb ecx, xmm7, 1
  pextrd r8d, xmm9, 1
  mov ebx, 0x7f80
  test cl, cl
  cmovne r8d, ebx
  pextrb ecx, xmm7, 2
  pextrd ebx, xmm9, 2
  mov r12d, 0x7f80
  test cl, cl
  cmovne ebx, r12d
  pextrb ecx, xmm7, 3
  pextrd r12d, xmm9, 3
  mov r13d, 0x7f80
  test cl, cl
  cmovne r12d, r13d
  pextrb ecx, xmm7, 4
  pextrd r13d, xmm5, 0
  mov r14d, 0x7f80
  test cl, cl
  cmovne r13d, r14d
  pextrb ecx, xmm7, 5
  pextrd r14d, xmm5, 1
  mov r15d, 0x7f80
  test cl, cl
  cmovne r14d, r15d
  pextrb ecx, xmm7, 6
  pextrd r15d, xmm5, 2
  test cl, cl
  mov ecx, 0x7f80
  cmovne r15d, ecx
  pextrb ecx, xmm7, 7
  pextrd eax, xmm5, 3
  test cl, cl
  mov ecx, 0x7f80
  cmovne eax, ecx
  movd xmm1, edx
  pinsrd xmm1, r8d, 1
  pinsrd xmm1, ebx, 2
  pinsrd xmm1, r12d, 3
  movd xmm3, r13d
  pinsrd xmm3, r14d, 1
  pinsrd xmm3, r15d, 2
  pinsrd xmm3, eax, 3
  movaps xmm5, xmmword ptr [rip+0x14c5]  ; 0x1900
  movaps xmm0, xmm5
  pmaxud xmm0, xmm8
  movaps xmm6, xmm5
  pmaxud xmm6, xmm11
  pcmpeqd xmm0, xmm5
  pcmpeqd xmm6, xmm5
  movaps xmm7, xmmword ptr [rip+0x14c4]  ; 0x1920
  movaps xmm8, xmm7
  blendvps xmm8, xmm1
  movaps xmm1, xmm7
  movaps xmm0, xmm6
  blendvps xmm1, xmm3
  psrld xmm10, 0x10
  movaps xmm9, xmmword ptr [rsp+0x40]
  psrld xmm9, 0x10
  por xmm8, xmm10
  por xmm1, xmm9
  pextrd eax, xmm8, 0
  mov eax, eax
  movzx eax, ax
  pextrd ecx, xmm8, 1
  mov ecx, ecx
  movzx ecx, cx
  pextrd edx, xmm8, 2
  mov edx, edx
  movzx edx, dx
  pextrd r8d, xmm8, 3
  mov r8d, r8d
  movzx r8d, r8w
  pextrd ebx, xmm1, 0
  mov ebx, ebx
  movzx ebx, bx
  pextrd r12d, xmm1, 1
  mov r12d, r12d
  movzx r12d, r12w
  pextrd r13d, xmm1, 2
  mov r13d, r13d
  movzx r13d, r13w
  pextrd r14d, xmm1, 3
  mov r14d, r14d
  movzx r14d, r14w
  movd xmm0, eax
  pinsrd xmm0, ecx, 1
  pinsrd xmm0, edx, 2
  pinsrd xmm0, r8d, 3
  movd xmm1, ebx
  pinsrd xmm1, r12d, 1
  pinsrd xmm1, r13d, 2
  pinsrd xmm1, r14d, 3
  movaps xmm3, xmm0
  pslld xmm3, 0x10
  pslld xmm1, 0x10
  movaps xmm0, xmm3
  movaps xmm6, xmmword ptr [rsp]
  mulps xmm0, xmm6
  movaps xmm8, xmm1
  movaps xmm12, xmmword ptr [rsp+0x10]
  mulps xmm8, xmm12
  movaps xmm9, xmm0
  pand xmm9, xmm2
  movaps xmm10, xmm8
  pand xmm10, xmm2
  movaps xmm11, xmm0
  pxor xmm11, xmm9
  pxor xmm8, xmm10
  movaps xmm0, xmm11
  pmaxud xmm0, xmm4
  movaps xmm7, xmm8
  pmaxud xmm7, xmm4
  pcmpeqd xmm0, xmm11
  pcmpeqd xmm7, xmm8
  packssdw xmm0, xmm7
  movaps xmm7, xmm0
  packsswb xmm7, xmm0
  pxor xmm0, xmm0
  pcmpeqb xmm7, xmm0
  pabsb xmm0, xmm7
  movaps xmm7, xmm0
  pxor xmm7, xmmword ptr [rip+0x1398]  ; 0x1940
  pextrb eax, xmm7, 0
  movaps xmm0, xmm11
  movaps xmm5, xmmword ptr [rip+0x13a7]  ; 0x1960
  addps xmm0, xmm5
  movaps xmm5, xmm8
  addps xmm5, xmmword ptr [rip+0x1399]  ; 0x1960
  psubd xmm0, xmmword ptr [rip+0x1391]  ; 0x1960
  psubd xmm5, xmmword ptr [rip+0x1389]  ; 0x1960
  movaps xmm12, xmm11
  paddd xmm12, xmmword ptr [rip+0x138c]  ; 0x1970
  movaps xmm6, xmm8
  paddd xmm6, xmmword ptr [rip+0x1380]  ; 0x1970
  movaps xmmword ptr [rsp+0x60], xmm1
  movaps xmm1, xmm11
  psrld xmm1, 0x10
  movaps xmmword ptr [rsp+0x50], xmm3
  movaps xmm3, xmm8
  psrld xmm3, 0x10
  pand xmm1, xmmword ptr [rip+0x136c]  ; 0x1980
  pand xmm3, xmmword ptr [rip+0x1364]  ; 0x1980
  paddd xmm12, xmm1
  paddd xmm6, xmm3
  psrld xmm12, 0x10
  psrld xmm6, 0x10
  xorps xmm3, xmm3
  psubd xmm12, xmm3
  psubd xmm6, xmm3
  movaps xmm1, xmm11
  movaps xmm3, xmmword ptr [rip+0x1309]  ; 0x1950
  pmaxud xmm1, xmm3
  movaps xmm3, xmm8
  pmaxud xmm3, xmmword ptr [rip+0x12f7]  ; 0x1950
  pcmpeqd xmm1, xmm11
  pcmpeqd xmm3, xmm8
  movaps xmmword ptr [rsp+0x70], xmm10
  movaps xmm10, xmm0
  movaps xmm0, xmm1
  blendvps xmm10, xmm12
  movaps xmm0, xmm3
  blendvps xmm5, xmm6
  pextrd ecx, xmm10, 0
  mov edx, 0x7f80
  test al, al
  cmovne ecx, edx
  pextrb eax, xmm7, 1
  pextrd edx, xmm10, 1
  mov r8d, 0x7f80
  test al, al
  cmovne edx, r8d
  pextrb eax, xmm7, 2
  pextrd r8d, xmm10, 2
  mov ebx, 0x7f80
  test al, al
  cmovne r8d, ebx
  pextrb eax, xmm7, 3
  pextrd ebx, xmm10, 3
  mov r12d, 0x7f80
  test al, al
  cmovne ebx, r12d
  pextrb eax, xmm7, 4
  pextrd r12d, xmm5, 0
  mov r13d, 0x7f80
  test al, al
  cmovne r12d, r13d
  pextrb eax, xmm7, 5
  pextrd r13d, xmm5, 1
  mov r14d, 0x7f80
  test al, al
  cmovne r13d, r14d
  pextrb eax, xmm7, 6
  pextrd r14d, xmm5, 2
  mov r15d, 0x7f80
  test al, al
  cmovne r14d, r15d
  pextrb eax, xmm7, 7
  pextrd r15d, xmm5, 3
  test al, al
  mov eax, 0x7f80
  cmovne r15d, eax
  movd xmm1, ecx
  pinsrd xmm1, edx, 1
  pinsrd xmm1, r8d, 2
  pinsrd xmm1, ebx, 3
  movd xmm3, r12d
  pinsrd xmm3, r13d, 1
  pinsrd xmm3, r14d, 2
  pinsrd xmm3, r15d, 3
  movaps xmm5, xmmword ptr [rip+0x118c]  ; 0x1900
  movaps xmm0, xmm5
  pmaxud xmm0, xmm11
  movaps xmm6, xmm5
  pmaxud xmm6, xmm8
  pcmpeqd xmm0, xmm5
  pcmpeqd xmm6, xmm5
  movaps xmm7, xmmword ptr [rip+0x118b]  ; 0x1920
  movaps xmm8, xmm7
  blendvps xmm8, xmm1
  movaps xmm1, xmm7
  movaps xmm0, xmm6
  blendvps xmm1, xmm3
  psrld xmm9, 0x10
  movaps xmm10, xmmword ptr [rsp+0x70]
  psrld xmm10, 0x10
  por xmm8, xmm9
  por xmm1, xmm10
  pextrd eax, xmm8, 0
  mov eax, eax
  movzx eax, ax
  pextrd ecx, xmm8, 1
  mov ecx, ecx
  movzx ecx, cx
  pextrd edx, xmm8, 2
  mov edx, edx
  movzx edx, dx
  pextrd r8d, xmm8, 3
  mov r8d, r8d
  movzx r8d, r8w
  pextrd ebx, xmm1, 0
  mov ebx, ebx
  movzx ebx, bx
  pextrd r12d, xmm1, 1
  mov r12d, r12d
  movzx r12d, r12w
  pextrd r13d, xmm1, 2
  mov r13d, r13d
  movzx r13d, r13w
  pextrd r14d, xmm1, 3
  mov r14d, r14d
  movzx r14d, r14w
  movd xmm0, eax
  pinsrd xmm0, ecx, 1
  pinsrd xmm0, edx, 2
  pinsrd xmm0, r8d, 3
  movd xmm1, ebx
  pinsrd xmm1, r12d, 1
  pinsrd xmm1, r13d, 2
  pinsrd xmm1, r14d, 3
  pslld xmm0, 0x10
  pslld xmm1, 0x10
  movaps xmm6, xmmword ptr [rsp+0x20]
  divps xmm0, xmm6
  movaps xmm3, xmmword ptr [rsp+0x30]
  divps xmm1, xmm3
  movaps xmm8, xmm0
  pand xmm8, xmm2
  movaps xmm9, xmm1
  pand xmm9, xmm2
  movaps xmm10, xmm0
  pxor xmm10, xmm8
  pxor xmm1, xmm9
  movaps xmm0, xmm10
  pmaxud xmm0, xmm4
  movaps xmm11, xmm1
  pmaxud xmm11, xmm4
  pcmpeqd xmm0, xmm10
  pcmpeqd xmm11, xmm1
  packssdw xmm0, xmm11
  movaps xmm11, xmm0
  packsswb xmm11, xmm0
  pxor xmm0, xmm0
  pcmpeqb xmm11, xmm0
  pabsb xmm0, xmm11
  movaps xmm11, xmm0
  movaps xmm12, xmmword ptr [rip+0x1063]  ; 0x1940
  pxor xmm11, xmm12
  pextrb eax, xmm11, 0
  movaps xmm0, xmm10
  movaps xmm12, xmmword ptr [rip+0x106b]  ; 0x1960
  addps xmm0, xmm12
  movaps xmm7, xmm1
  addps xmm7, xmm12
  movaps xmm12, xmmword ptr [rip+0x1058]  ; 0x1960
  psubd xmm0, xmm12
  psubd xmm7, xmm12
  movaps xmm12, xmm10
  movaps xmm5, xmmword ptr [rip+0x1053]  ; 0x1970
  paddd xmm12, xmm5
  movaps xmm5, xmm1
  paddd xmm5, xmmword ptr [rip+0x1043]  ; 0x1970
  movaps xmm3, xmm10
  psrld xmm3, 0x10
  movaps xmm6, xmm1
  psrld xmm6, 0x10
  pand xmm3, xmmword ptr [rip+0x103a]  ; 0x1980
  pand xmm6, xmmword ptr [rip+0x1032]  ; 0x1980
  paddd xmm12, xmm3
  paddd xmm5, xmm6
  psrld xmm12, 0x10
  psrld xmm5, 0x10
  xorps xmm3, xmm3
  psubd xmm12, xmm3
  psubd xmm5, xmm3
  movaps xmm6, xmm10
  movaps xmm3, xmmword ptr [rip+0xfd7]  ; 0x1950
  pmaxud xmm6, xmm3
  movaps xmm3, xmm1
  pmaxud xmm3, xmmword ptr [rip+0xfc6]  ; 0x1950
  pcmpeqd xmm6, xmm10
  pcmpeqd xmm3, xmm1
  movaps xmmword ptr [rsp+0x80], xmm9
  movaps xmm9, xmm0
  movaps xmm0, xmm6
  blendvps xmm9, xmm12
  movaps xmm0, xmm3
  blendvps xmm7, xmm5
  pextrd ecx, xmm9, 0
  mov edx, 0x7f80
  test al, al
  cmovne ecx, edx
  pextrb eax, xmm11, 1
  pextrd edx, xmm9, 1
  mov r8d, 0x7f80
  test al, al
  cmovne edx, r8d
  pextrb eax, xmm11, 2
  pextrd r8d, xmm9, 2
  mov ebx, 0x7f80
  test al, al
  cmovne r8d, ebx
  pextrb eax, xmm11, 3
  pextrd ebx, xmm9, 3
  mov r12d, 0x7f80
  test al, al
  cmovne ebx, r12d
  pextrb eax, xmm11, 4
  pextrd r12d, xmm7, 0
  mov r13d, 0x7f80
  test al, al
  cmovne r12d, r13d
  pextrb eax, xmm11, 5
  pextrd r13d, xmm7, 1
  mov r14d, 0x7f80
  test al, al
  cmovne r13d, r14d
  pextrb eax, xmm11, 6
  pextrd r14d, xmm7, 2
  mov r15d, 0x7f80
  test al, al
  cmovne r14d, r15d
  pextrb eax, xmm11, 7
  pextrd r15d, xmm7, 3
  test al, al
  mov eax, 0x7f80
  cmovne r15d, eax
  movd xmm3, ecx
  pinsrd xmm3, edx, 1
  pinsrd xmm3, r8d, 2
  pinsrd xmm3, ebx, 3
  movd xmm5, r12d
  pinsrd xmm5, r13d, 1
  pinsrd xmm5, r14d, 2
  pinsrd xmm5, r15d, 3
  movaps xmm6, xmmword ptr [rip+0xe52]  ; 0x1900
  movaps xmm0, xmm6
  pmaxud xmm0, xmm10
  movaps xmm7, xmm6
  pmaxud xmm7, xmm1
  pcmpeqd xmm0, xmm6
  pcmpeqd xmm7, xmm6
  movaps xmm1, xmmword ptr [rip+0xe52]  ; 0x1920
  movaps xmm9, xmm1
  blendvps xmm9, xmm3
  movaps xmm3, xmm1
  movaps xmm0, xmm7
  blendvps xmm3, xmm5
  psrld xmm8, 0x10
  movaps xmm0, xmmword ptr [rsp+0x80]
  psrld xmm0, 0x10
  por xmm9, xmm8
  por xmm3, xmm0
  pextrd eax, xmm9, 0
  mov eax, eax
  movzx eax, ax
  pextrd ecx, xmm9, 1
  mov ecx, ecx
  movzx ecx, cx
  pextrd edx, xmm9, 2
  mov edx, edx
  movzx edx, dx
  pextrd r8d, xmm9, 3
  mov r8d, r8d
  movzx r8d, r8w
  pextrd ebx, xmm3, 0
  mov ebx, ebx
  movzx ebx, bx
  pextrd r12d, xmm3, 1
  mov r12d, r12d
  movzx r12d, r12w
  pextrd r13d, xmm3, 2
  mov r13d, r13d
  movzx r13d, r13w
  pextrd r14d, xmm3, 3
  mov r14d, r14d
  movzx r14d, r14w
  movd xmm0, eax
  pinsrd xmm0, ecx, 1
  pinsrd xmm0, edx, 2
  pinsrd xmm0, r8d, 3
  movd xmm3, ebx
  pinsrd xmm3, r12d, 1
  pinsrd xmm3, r13d, 2
  pinsrd xmm3, r14d, 3
  pslld xmm0, 0x10
  pslld xmm3, 0x10
  movaps xmm5, xmmword ptr [rsp+0x20]
  mulps xmm0, xmm5
  movaps xmm7, xmmword ptr [rsp+0x30]
  mulps xmm3, xmm7
  movaps xmm8, xmm0
  pand xmm8, xmm2
  movaps xmm9, xmm3
  pand xmm9, xmm2
  movaps xmm10, xmm0
  pxor xmm10, xmm8
  pxor xmm3, xmm9
  movaps xmm0, xmm10
  pmaxud xmm0, xmm4
  movaps xmm11, xmm3
  pmaxud xmm11, xmm4
  pcmpeqd xmm0, xmm10
  pcmpeqd xmm11, xmm3
  packssdw xmm0, xmm11
  movaps xmm11, xmm0
  packsswb xmm11, xmm0
  pxor xmm0, xmm0
  pcmpeqb xmm11, xmm0
  pabsb xmm0, xmm11
  movaps xmm11, xmm0
  movaps xmm12, xmmword ptr [rip+0xd2a]  ; 0x1940
  pxor xmm11, xmm12
  pextrb eax, xmm11, 0
  movaps xmm0, xmm10
  movaps xmm12, xmmword ptr [rip+0xd32]  ; 0x1960
  addps xmm0, xmm12
  movaps xmm1, xmm3
  addps xmm1, xmm12
  movaps xmm12, xmmword ptr [rip+0xd1f]  ; 0x1960
  psubd xmm0, xmm12
  psubd xmm1, xmm12
  movaps xmm12, xmm10
  movaps xmm6, xmmword ptr [rip+0xd1a]  ; 0x1970
  paddd xmm12, xmm6
  movaps xmm6, xmm3
  paddd xmm6, xmmword ptr [rip+0xd0a]  ; 0x1970
  movaps xmm7, xmm10
  psrld xmm7, 0x10
  movaps xmm5, xmm3
  psrld xmm5, 0x10
  pand xmm7, xmmword ptr [rip+0xd01]  ; 0x1980
  pand xmm5, xmmword ptr [rip+0xcf9]  ; 0x1980
  paddd xmm12, xmm7
  paddd xmm6, xmm5
  psrld xmm12, 0x10
  psrld xmm6, 0x10
  xorps xmm5, xmm5
  psubd xmm12, xmm5
  psubd xmm6, xmm5
  movaps xmm7, xmm10
  movaps xmm5, xmmword ptr [rip+0xc9e]  ; 0x1950
  pmaxud xmm7, xmm5
  movaps xmm5, xmm3
  pmaxud xmm5, xmmword ptr [rip+0xc8d]  ; 0x1950
  pcmpeqd xmm7, xmm10
  pcmpeqd xmm5, xmm3
  movaps xmmword ptr [rsp+0x90], xmm9
  movaps xmm9, xmm0
  movaps xmm0, xmm7
  blendvps xmm9, xmm12
  movaps xmm0, xmm5
  blendvps xmm1, xmm6
  pextrd ecx, xmm9, 0
  mov edx, 0x7f80
  test al, al
  cmovne ecx, edx
  pextrb eax, xmm11, 1
  pextrd edx, xmm9, 1
  mov r8d, 0x7f80
  test al, al
  cmovne edx, r8d
  pextrb eax, xmm11, 2
  pextrd r8d, xmm9, 2
  mov ebx, 0x7f80
  test al, al
  cmovne r8d, ebx
  pextrb eax, xmm11, 3
  pextrd ebx, xmm9, 3
  mov r12d, 0x7f80
  test al, al
  cmovne ebx, r12d
  pextrb eax, xmm11, 4
  pextrd r12d, xmm1, 0
  mov r13d, 0x7f80
  test al, al
  cmovne r12d, r13d
  pextrb eax, xmm11, 5
  pextrd r13d, xmm1, 1
  mov r14d, 0x7f80
  test al, al
  cmovne r13d, r14d
  pextrb eax, xmm11, 6
  pextrd r14d, xmm1, 2
  mov r15d, 0x7f80
  test al, al
  cmovne r14d, r15d
  pextrb eax, xmm11, 7
  pextrd r15d, xmm1, 3
  test al, al
  mov eax, 0x7f80
  cmovne r15d, eax
  movd xmm1, ecx
  pinsrd xmm1, edx, 1
  pinsrd xmm1, r8d, 2
  pinsrd xmm1, ebx, 3
  movd xmm5, r12d
  pinsrd xmm5, r13d, 1
  pinsrd xmm5, r14d, 2
  pinsrd xmm5, r15d, 3
  movaps xmm6, xmmword ptr [rip+0xb19]  ; 0x1900
  movaps xmm0, xmm6
  pmaxud xmm0, xmm10
  movaps xmm7, xmm6
  pmaxud xmm7, xmm3
  pcmpeqd xmm0, xmm6
  pcmpeqd xmm7, xmm6
  movaps xmm3, xmmword ptr [rip+0xb19]  ; 0x1920
  movaps xmm9, xmm3
  blendvps xmm9, xmm1
  movaps xmm1, xmm3
  movaps xmm0, xmm7
  blendvps xmm1, xmm5
  psrld xmm8, 0x10
  movaps xmm0, xmmword ptr [rsp+0x90]
  psrld xmm0, 0x10
  por xmm9, xmm8
  por xmm1, xmm0
  pextrd eax, xmm9, 0
  mov eax, eax
  movzx eax, ax
  pextrd ecx, xmm9, 1
  mov ecx, ecx
  movzx ecx, cx
  pextrd edx, xmm9, 2
  mov edx, edx
  movzx edx, dx
  pextrd r8d, xmm9, 3
  mov r8d, r8d
  movzx r8d, r8w
  pextrd ebx, xmm1, 0
  mov ebx, ebx
  movzx ebx, bx
  pextrd r12d, xmm1, 1
  mov r12d, r12d
  movzx r12d, r12w
  pextrd r13d, xmm1, 2
  mov r13d, r13d
  movzx r13d, r13w
  pextrd r14d, xmm1, 3
  mov r14d, r14d
  movzx r14d, r14w
  movd xmm0, eax
  pinsrd xmm0, ecx, 1
  pinsrd xmm0, edx, 2
  pinsrd xmm0, r8d, 3
  movd xmm1, ebx
  pinsrd xmm1, r12d, 1
  pinsrd xmm1, r13d, 2
  pinsrd xmm1, r14d, 3
  pslld xmm0, 0x10
  pslld xmm1, 0x10
  movaps xmm5, xmmword ptr [rsp]
  addps xmm0, xmm5
  movaps xmm12, xmmword ptr [rsp+0x10]
  addps xmm1, xmm12
  movaps xmm7, xmm0
  pand xmm7, xmm2
  movaps xmm8, xmm1
  pand xmm8, xmm2
  movaps xmm9, xmm0
  pxor xmm9, xmm7
  pxor xmm1, xmm8
  movaps xmm0, xmm9
  pmaxud xmm0, xmm4
  movaps xmm10, xmm1
  pmaxud xmm10, xmm4
  pcmpeqd xmm0, xmm9
  pcmpeqd xmm10, xmm1
  packssdw xmm0, xmm10
  movaps xmm10, xmm0
  packsswb xmm10, xmm0
  pxor xmm0, xmm0
  pcmpeqb xmm10, xmm0
  pabsb xmm0, xmm10
  movaps xmm10, xmm0
  movaps xmm11, xmmword ptr [rip+0x9f2]  ; 0x1940
  pxor xmm10, xmm11
  pextrb eax, xmm10, 0
  movaps xmm0, xmm9
  movaps xmm11, xmmword ptr [rip+0x9fa]  ; 0x1960
  addps xmm0, xmm11
  movaps xmm3, xmm1
  addps xmm3, xmm11
  movaps xmm11, xmmword ptr [rip+0x9e7]  ; 0x1960
  psubd xmm0, xmm11
  psubd xmm3, xmm11
  movaps xmm11, xmm9
  movaps xmm6, xmmword ptr [rip+0x9e2]  ; 0x1970
  paddd xmm11, xmm6
  movaps xmm6, xmm1
  paddd xmm6, xmmword ptr [rip+0x9d2]  ; 0x1970
  movaps xmm12, xmm9
  psrld xmm12, 0x10
  movaps xmm5, xmm1
  psrld xmm5, 0x10
  pand xmm12, xmmword ptr [rip+0x9c7]  ; 0x1980
  pand xmm5, xmmword ptr [rip+0x9bf]  ; 0x1980
  paddd xmm11, xmm12
  paddd xmm6, xmm5
  psrld xmm11, 0x10
  psrld xmm6, 0x10
  xorps xmm5, xmm5
  psubd xmm11, xmm5
  psubd xmm6, xmm5
  movaps xmm12, xmm9
  movaps xmm5, xmmword ptr [rip+0x964]  ; 0x1950
  pmaxud xmm12, xmm5
  movaps xmm5, xmm1
  pmaxud xmm5, xmmword ptr [rip+0x952]  ; 0x1950
  pcmpeqd xmm12, xmm9
  pcmpeqd xmm5, xmm1
  movaps xmmword ptr [rsp+0xa0], xmm8
  movaps xmm8, xmm0
  movaps xmm0, xmm12
  blendvps xmm8, xmm11
  movaps xmm0, xmm5
  blendvps xmm3, xmm6
  pextrd ecx, xmm8, 0
  mov edx, 0x7f80
  test al, al
  cmovne ecx, edx
  pextrb eax, xmm10, 1
  pextrd edx, xmm8, 1
  mov r8d, 0x7f80
  test al, al
  cmovne edx, r8d
  pextrb eax, xmm10, 2
  pextrd r8d, xmm8, 2
  mov ebx, 0x7f80
  test al, al
  cmovne r8d, ebx
  pextrb eax, xmm10, 3
  pextrd ebx, xmm8, 3
  mov r12d, 0x7f80
  test al, al
  cmovne ebx, r12d
  pextrb eax, xmm10, 4
  pextrd r12d, xmm3, 0
  mov r13d, 0x7f80
  test al, al
  cmovne r12d, r13d
  pextrb eax, xmm10, 5
  pextrd r13d, xmm3, 1
  mov r14d, 0x7f80
  test al, al
  cmovne r13d, r14d
  pextrb eax, xmm10, 6
  pextrd r14d, xmm3, 2
  mov r15d, 0x7f80
  test al, al
  cmovne r14d, r15d
  pextrb eax, xmm10, 7
  pextrd r15d, xmm3, 3
  test al, al
  mov eax, 0x7f80
  cmovne r15d, eax
  movd xmm3, ecx
  pinsrd xmm3, edx, 1
  pinsrd xmm3, r8d, 2
  pinsrd xmm3, ebx, 3
  movd xmm5, r12d
  pinsrd xmm5, r13d, 1
  pinsrd xmm5, r14d, 2
  pinsrd xmm5, r15d, 3
  movaps xmm6, xmmword ptr [rip+0x7dd]  ; 0x1900
  movaps xmm0, xmm6
  pmaxud xmm0, xmm9
  movaps xmm8, xmm6
  pmaxud xmm8, xmm1
  pcmpeqd xmm0, xmm6
  pcmpeqd xmm8, xmm6
  movaps xmm1, xmmword ptr [rip+0x7da]  ; 0x1920
  movaps xmm9, xmm1
  blendvps xmm9, xmm3
  movaps xmm3, xmm1
  movaps xmm0, xmm8
  blendvps xmm3, xmm5
  psrld xmm7, 0x10
  movaps xmm8, xmmword ptr [rsp+0xa0]
  psrld xmm8, 0x10
  por xmm9, xmm7
  por xmm3, xmm8
  pextrd eax, xmm9, 0
  mov eax, eax
  movzx eax, ax
  pextrd ecx, xmm9, 1
  mov ecx, ecx
  movzx ecx, cx
  pextrd edx, xmm9, 2
  mov edx, edx
  movzx edx, dx
  pextrd r8d, xmm9, 3
  mov r8d, r8d
  movzx r8d, r8w
  pextrd ebx, xmm3, 0
  mov ebx, ebx
  movzx ebx, bx
  pextrd r12d, xmm3, 1
  mov r12d, r12d
  movzx r12d, r12w
  pextrd r13d, xmm3, 2
  mov r13d, r13d
  movzx r13d, r13w
  pextrd r14d, xmm3, 3
  mov r14d, r14d
  movzx r14d, r14w
  movd xmm0, eax
  pinsrd xmm0, ecx, 1
  pinsrd xmm0, edx, 2
  pinsrd xmm0, r8d, 3
  movd xmm3, ebx
  pinsrd xmm3, r12d, 1
  pinsrd xmm3, r13d, 2
  pinsrd xmm3, r14d, 3
  pslld xmm0, 0x10
  pslld xmm3, 0x10
  sqrtps xmm0, xmm0
  sqrtps xmm3, xmm3
  movaps xmm5, xmm0
  pand xmm5, xmm2
  movaps xmm7, xmm3
  pand xmm7, xmm2
  movaps xmm8, xmm0
  pxor xmm8, xmm5
  pxor xmm3, xmm7
  movaps xmm0, xmm8
  pmaxud xmm0, xmm4
  movaps xmm9, xmm3
  pmaxud xmm9, xmm4
  pcmpeqd xmm0, xmm8
  pcmpeqd xmm9, xmm3
  packssdw xmm0, xmm9
  movaps xmm9, xmm0
  packsswb xmm9, xmm0
  pxor xmm0, xmm0
  pcmpeqb xmm9, xmm0
  pabsb xmm0, xmm9
  movaps xmm9, xmm0
  movaps xmm11, xmmword ptr [rip+0x6be]  ; 0x1940
  pxor xmm9, xmm11
  pextrb eax, xmm9, 0
  movaps xmm0, xmm8
  movaps xmm10, xmmword ptr [rip+0x6c6]  ; 0x1960
  addps xmm0, xmm10
  movaps xmm12, xmm3
  addps xmm12, xmm10
  movaps xmm10, xmmword ptr [rip+0x6b2]  ; 0x1960
  psubd xmm0, xmm10
  psubd xmm12, xmm10
  movaps xmm10, xmm8
  movaps xmm11, xmmword ptr [rip+0x6ac]  ; 0x1970
  paddd xmm10, xmm11
  movaps xmm1, xmm3
  paddd xmm1, xmm11
  movaps xmm11, xmm8
  psrld xmm11, 0x10
  movaps xmm6, xmm3
  psrld xmm6, 0x10
  pand xmm11, xmmword ptr [rip+0x694]  ; 0x1980
  pand xmm6, xmmword ptr [rip+0x68c]  ; 0x1980
  paddd xmm10, xmm11
  paddd xmm1, xmm6
  psrld xmm10, 0x10
  psrld xmm1, 0x10
  xorps xmm6, xmm6
  psubd xmm10, xmm6
  psubd xmm1, xmm6
  movaps xmm11, xmm8
  movaps xmm6, xmmword ptr [rip+0x631]  ; 0x1950
  pmaxud xmm11, xmm6
  movaps xmm6, xmm3
  pmaxud xmm6, xmmword ptr [rip+0x61f]  ; 0x1950
  pcmpeqd xmm11, xmm8
  pcmpeqd xmm6, xmm3
  movaps xmmword ptr [rsp+0xb0], xmm7
  movaps xmm7, xmm0
  movaps xmm0, xmm11
  blendvps xmm7, xmm10
  movaps xmm0, xmm6
  blendvps xmm12, xmm1
  pextrd ecx, xmm7, 0
  mov edx, 0x7f80
  test al, al
  cmovne ecx, edx
  pextrb eax, xmm9, 1
  pextrd edx, xmm7, 1
  mov r8d, 0x7f80
  test al, al
  cmovne edx, r8d
  pextrb eax, xmm9, 2
  pextrd r8d, xmm7, 2
  mov ebx, 0x7f80
  test al, al
  cmovne r8d, ebx
  pextrb eax, xmm9, 3
  pextrd ebx, xmm7, 3
  mov r12d, 0x7f80
  test al, al
  cmovne ebx, r12d
  pextrb eax, xmm9, 4
  pextrd r12d, xmm12, 0
  mov r13d, 0x7f80
  test al, al
  cmovne r12d, r13d
  pextrb eax, xmm9, 5
  pextrd r13d, xmm12, 1
  mov r14d, 0x7f80
  test al, al
  cmovne r13d, r14d
  pextrb eax, xmm9, 6
  pextrd r14d, xmm12, 2
  mov r15d, 0x7f80
  test al, al
  cmovne r14d, r15d
  pextrb eax, xmm9, 7
  pextrd r15d, xmm12, 3
  test al, al
  mov eax, 0x7f80
  cmovne r15d, eax
  movd xmm1, ecx
  pinsrd xmm1, edx, 1
  pinsrd xmm1, r8d, 2
  pinsrd xmm1, ebx, 3
  movd xmm6, r12d
  pinsrd xmm6, r13d, 1
  pinsrd xmm6, r14d, 2
  pinsrd xmm6, r15d, 3
  movaps xmm7, xmmword ptr [rip+0x4ae]  ; 0x1900
  movaps xmm0, xmm7
  pmaxud xmm0, xmm8
  movaps xmm8, xmm7
  pmaxud xmm8, xmm3
  pcmpeqd xmm0, xmm7
  pcmpeqd xmm8, xmm7
  movaps xmm3, xmmword ptr [rip+0x4ab]  ; 0x1920
  movaps xmm9, xmm3
  blendvps xmm9, xmm1
  movaps xmm1, xmm3
  movaps xmm0, xmm8
  blendvps xmm1, xmm6
  psrld xmm5, 0x10
  movaps xmm0, xmmword ptr [rsp+0xb0]
  psrld xmm0, 0x10
  por xmm9, xmm5
  por xmm1, xmm0
  pextrd eax, xmm9, 0
  mov eax, eax
  movzx eax, ax
  pextrd ecx, xmm9, 1
  mov ecx, ecx
  movzx ecx, cx
  pextrd edx, xmm9, 2
  mov edx, edx
  movzx edx, dx
  pextrd r8d, xmm9, 3
  mov r8d, r8d
  movzx r8d, r8w
  pextrd ebx, xmm1, 0
  mov ebx, ebx
  movzx ebx, bx
  pextrd r12d, xmm1, 1
  mov r12d, r12d
  movzx r12d, r12w
  pextrd r13d, xmm1, 2
  mov r13d, r13d
  movzx r13d, r13w
  pextrd r14d, xmm1, 3
  mov r14d, r14d
  movzx r14d, r14w
  movd xmm0, eax
  pinsrd xmm0, ecx, 1
  pinsrd xmm0, edx, 2
  pinsrd xmm0, r8d, 3
  movd xmm1, ebx
  pinsrd xmm1, r12d, 1
  pinsrd xmm1, r13d, 2
  pinsrd xmm1, r14d, 3
  pslld xmm0, 0x10
  pslld xmm1, 0x10
  minps xmm0, xmmword ptr [rsp+0x50]
  minps xmm1, xmmword ptr [rsp+0x60]
  movaps xmm5, xmm0
  pand xmm5, xmm2
  movaps xmm6, xmm1
  pand xmm6, xmm2
  movaps xmm8, xmm0
  pxor xmm8, xmm5
  pxor xmm1, xmm6
  movaps xmm0, xmm8
  pmaxud xmm0, xmm4
  movaps xmm9, xmm1
  pmaxud xmm9, xmm4
  pcmpeqd xmm0, xmm8
  pcmpeqd xmm9, xmm1
  packssdw xmm0, xmm9
  movaps xmm9, xmm0
  packsswb xmm9, xmm0
  pxor xmm0, xmm0
  pcmpeqb xmm9, xmm0
  pabsb xmm0, xmm9
  movaps xmm9, xmm0
  movaps xmm11, xmmword ptr [rip+0x38e]  ; 0x1940
  pxor xmm9, xmm11
  pextrb eax, xmm9, 0
  movaps xmm0, xmm8
  movaps xmm10, xmmword ptr [rip+0x396]  ; 0x1960
  addps xmm0, xmm10
  movaps xmm12, xmm1
  addps xmm12, xmm10
  movaps xmm11, xmmword ptr [rip+0x382]  ; 0x1960
  psubd xmm0, xmm11
  psubd xmm12, xmm11
  movaps xmm10, xmm8
  movaps xmm11, xmmword ptr [rip+0x37c]  ; 0x1970
  paddd xmm10, xmm11
  movaps xmm3, xmm1
  paddd xmm3, xmm11
  movaps xmm11, xmm8
  psrld xmm11, 0x10
  movaps xmm7, xmm1
  psrld xmm7, 0x10
  pand xmm11, xmmword ptr [rip+0x364]  ; 0x1980
  pand xmm7, xmmword ptr [rip+0x35c]  ; 0x1980
  paddd xmm10, xmm11
  paddd xmm3, xmm7
  psrld xmm10, 0x10
  psrld xmm3, 0x10
  xorps xmm7, xmm7
  psubd xmm10, xmm7
  psubd xmm3, xmm7
  movaps xmm11, xmm8
  movaps xmm7, xmmword ptr [rip+0x301]  ; 0x1950
  pmaxud xmm11, xmm7
  movaps xmm7, xmm1
  pmaxud xmm7, xmmword ptr [rip+0x2ef]  ; 0x1950
  pcmpeqd xmm11, xmm8
  pcmpeqd xmm7, xmm1
  movaps xmmword ptr [rsp+0xc0], xmm6
  movaps xmm6, xmm0
  movaps xmm0, xmm11
  blendvps xmm6, xmm10
  movaps xmm0, xmm7
  blendvps xmm12, xmm3
  pextrd ecx, xmm6, 0
  mov edx, 0x7f80
  test al, al
  cmovne ecx, edx
  pextrb eax, xmm9, 1
  pextrd edx, xmm6, 1
  mov r8d, 0x7f80
  test al, al
  cmovne edx, r8d
  pextrb eax, xmm9, 2
  pextrd r8d, xmm6, 2
  mov ebx, 0x7f80
  test al, al
  cmovne r8d, ebx
  pextrb eax, xmm9, 3
  pextrd ebx, xmm6, 3
  mov r12d, 0x7f80
  test al, al
  cmovne ebx, r12d
  pextrb eax, xmm9, 4
  pextrd r12d, xmm12, 0
  mov r13d, 0x7f80
  test al, al
  cmovne r12d, r13d
  pextrb eax, xmm9, 5
  pextrd r13d, xmm12, 1
  mov r14d, 0x7f80
  test al, al
  cmovne r13d, r14d
  pextrb eax, xmm9, 6
  pextrd r14d, xmm12, 2
  mov r15d, 0x7f80
  test al, al
  cmovne r14d, r15d
  pextrb eax, xmm9, 7
  pextrd r15d, xmm12, 3
  test al, al
  mov eax, 0x7f80
  cmovne r15d, eax
  movd xmm3, ecx
  pinsrd xmm3, edx, 1
  pinsrd xmm3, r8d, 2
  pinsrd xmm3, ebx, 3
  movd xmm6, r12d
  pinsrd xmm6, r13d, 1
  pinsrd xmm6, r14d, 2
  pinsrd xmm6, r15d, 3
  movaps xmm7, xmmword ptr [rip+0x17e]  ; 0x1900
  movaps xmm0, xmm7
  pmaxud xmm0, xmm8
  movaps xmm8, xmm7
  pmaxud xmm8, xmm1
  pcmpeqd xmm0, xmm7
  pcmpeqd xmm8, xmm7
  movaps xmm1, xmmword ptr [rip+0x17b]  ; 0x1920
  movaps xmm9, xmm1
  blendvps xmm9, xmm3
  movaps xmm3, xmm1
  movaps xmm0, xmm8
  blendvps xmm3, xmm6
  psrld xmm5, 0x10
  movaps xmm6, xmmword ptr [rsp+0xc0]
  psrld xmm6, 0x10
  por xmm9, xmm5
  por xmm3, xmm6
  pextrd eax, xmm9, 0
  mov eax, eax
  pextrd ecx, xmm9, 1
  mov ecx, ecx
  pextrd edx, xmm9, 2
  mov edx, edx
  pextrd r8d, xmm9, 3
  mov r8d, r8d
  pextrd ebx, xmm3, 0
  mov ebx, ebx
  pextrd r12d, xmm3, 1
  mov r12d, r12d
  pextrd r13d, xmm3, 2
  mov r13d, r13d
  pextrd r14d, xmm3, 3
  mov r14d, r14d
  movd xmm0, eax
  pinsrw xmm0, ecx, 1
  pinsrw xmm0, edx, 2
  pinsrw xmm0, r8d, 3
  pinsrw xmm0, ebx, 4
  pinsrw xmm0, r12d, 5
  pinsrw xmm0, r13d, 6
  pinsrw xmm0, r14d, 7
  mov rcx, qword ptr [rsp+0x140]
  movdqu xmmword ptr [rcx+rdi*2], xmm0
  movaps xmm5, xmmword ptr [rsp+0x20]
  cmpps xmm5, xmmword ptr [rsp], 1
  movaps xmm0, xmmword ptr [rsp+0x30]
  cmpps xmm0, xmmword ptr [rsp+0x10], 1
  packssdw xmm5, xmm0
  movaps xmm0, xmm5
  packsswb xmm0, xmm5
  pabsb xmm0, xmm0
  mov rdx, qword ptr [rsp+0x148]
  movq qword ptr [rdx+rdi], xmm0
  add esi, 1
  cmp esi, 8
  jl .Lloop1
.Ldone2:
  movaps xmm6, xmmword ptr [rsp+0xd0]
  movaps xmm7, xmmword ptr [rsp+0xe0]
  movaps xmm8, xmmword ptr [rsp+0xf0]
  movaps xmm9, xmmword ptr [rsp+0x100]
  movaps xmm10, xmmword ptr [rsp+0x110]
  movaps xmm11, xmmword ptr [rsp+0x120]
  movaps xmm12, xmmword ptr [rsp+0x130]
  lea rsp, [rbp-0x38]
  pop rsi
  pop rdi
  pop rbx
  pop r15
  pop r14
  pop r13
  pop r12
  pop rbp
  ret
; constant pool (read-only, after the code)
;   0x1900: 7f8000007f800000 7f8000007f800000
;   0x1910: 8000000080000000 8000000080000000
;   0x1920: 00007fc000007fc0 00007fc000007fc0
;   0x1930: 7f7f80007f7f8000 7f7f80007f7f8000
;   0x1940: 0101010101010101 0000000000000000
;   0x1950: 0080000000800000 0080000000800000
;   0x1960: 0880000008800000 0880000008800000
;   0x1970: 00007fff00007fff 00007fff00007fff
;   0x1980: 0000000100000001 0000000100000001
;   0x1990: 08800000
