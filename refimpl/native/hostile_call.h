/*
 * hostile_call.h — the one way uopcheck enters a kernel: a System V call (`uop_enter`) or a
 * Windows x64 call (`uop_enter_win64`) that poisons what the ABI leaves unspecified and checks
 * on return what it promises.
 *
 * Where this sits: included by kernel_runner.c (the guarded and qemu executors, a process of
 * its own, in ../runtime/) and by native_guard.c (the native call, a shared object called
 * through ctypes from the test process), so both run kernels through the same assembly.
 * call.py mirrors the poison values below (POISON_*) so tests can recognise them.
 *
 * Before the call, `uop_enter` sets up (values chosen so that any use shows: as an address
 * every one is non-canonical, so it faults; as a double it is a signalling NaN, and so is its
 * low float lane):
 *
 *   rdi..r9, stack      frame.words[0..63]: the kernel's parameters in slot order, the caller
 *                       having poisoned the bits above a narrow scalar's width (call.py);
 *                       slots past the last parameter hold UOP_POISON_UNUSED_ARG(slot)
 *   rax, r10, r11       UOP_POISON_RAX/R10/R11
 *   xmm0..15            every 64-bit lane of register n: UOP_POISON_VECTOR(n)
 *   ymm0..15 bits 255:128   UOP_POISON_VECTOR_UPPER(n) (hosts with AVX only)
 *   [rsp-4096, rsp)     (at the kernel's entry: the red zone and the stack below it)
 *                       UOP_POISON_STACK in every quadword
 *   rbx rbp r12..r15    sentinels (UOP_SENTINEL_*), which must come back
 *   direction flag      clear (the ABI requires it at entry)
 *
 * After the return it records in the frame rbx, rbp, r12..r15 and rsp as the kernel left
 * them, rflags (DF must be clear), MXCSR and the x87 control word (their control bits are
 * callee-saved), restores its own stack from frame.caller_rsp (not from anything the kernel
 * could have broken), reloads the caller's MXCSR and x87 control word, and clears the upper
 * halves (vzeroupper) so the caller pays no SSE/AVX transition penalty. `uop_abi_check` then
 * turns the frame into a struct uop_abi_record for hostile_call.py (`abi_error`).
 *
 * `uop_enter_win64` calls the way a Windows x64 caller would, with the same poison where the
 * two conventions agree. What differs:
 *
 *   rcx rdx r8 r9       frame.words[0..3]; words[4..63] on the stack above 32 bytes of shadow
 *                       space (the callee's home area for the register parameters)
 *   shadow space        UOP_POISON_SHADOW in each of its four quadwords
 *   rax r10 r11         poisoned as above (rcx..r9 of unused slots: UOP_POISON_UNUSED_ARG)
 *   rdi rsi             sentinels (UOP_SENTINEL_RDI/RSI): callee-saved on Windows
 *   xmm6..xmm15         the vector poison above, whose low 128 bits must come back (callee-saved
 *                       on Windows; bits 255:128 are not); xmm0..5 are caller-saved
 *   [rsp-4096, rsp)     poisoned as above (Windows has no red zone: nothing there is the
 *                       kernel's until it moves rsp)
 *
 * and after the return it also records rdi, rsi and xmm6..xmm15, which `uop_abi_check` checks
 * when frame.win64 is set.
 *
 * The trampoline finds its frame after the return through a thread-local pointer, so several
 * threads may run kernels at once.
 */
#ifndef UOP_HOSTILE_CALL_H
#define UOP_HOSTILE_CALL_H

#include <cpuid.h>
#include <stddef.h>
#include <stdint.h>

enum { UOP_WORDS = 64 };
#define UOP_POISON_STACK_BYTES 4096 /* a macro: the assembly below spells it */

#define UOP_POISON_RAX 0x7ff50a007fa50a00
#define UOP_POISON_R10 0x7ff50a107fa50a10
#define UOP_POISON_R11 0x7ff50a117fa50a11
#define UOP_POISON_STACK 0x7ff50c007fa50c00
#define UOP_POISON_SHADOW 0x7ff50c107fa50c10 /* win64: the caller's 32 bytes of shadow space */
#define UOP_POISON_UNUSED_ARG(slot) (0x7ff50b007fa50b00ULL | (uint64_t)(slot) << 32 | (slot))
#define UOP_POISON_VECTOR(n) (0x7ff50d007fa50d00ULL | (uint64_t)(n) << 32 | (n))
#define UOP_POISON_VECTOR_UPPER(n) (0x7ff50e007fa50e00ULL | (uint64_t)(n) << 32 | (n))

#define UOP_SENTINEL_RBX 0x0b0b0b0b0b0b0b0b
#define UOP_SENTINEL_RBP 0x0b9b0b9b0b9b0b9b
#define UOP_SENTINEL_R12 0x1212121212121212
#define UOP_SENTINEL_R13 0x1313131313131313
#define UOP_SENTINEL_R14 0x1414141414141414
#define UOP_SENTINEL_R15 0x1515151515151515
#define UOP_SENTINEL_RDI 0x0d1d0d1d0d1d0d1d /* win64 only: rdi and rsi are callee-saved there */
#define UOP_SENTINEL_RSI 0x051e051e051e051e

#define UOP_RFLAGS_DF 0x400
#define UOP_MXCSR_FLAGS 0x3f /* exception status bits: caller-saved, a kernel may set them */

struct uop_frame {
    uint64_t words[UOP_WORDS]; /* argument words: rdi..r9, then the stack */
    const void *code;
    uint64_t has_avx;
    uint64_t caller_rsp; /* rsp at the call: the kernel must return with it */
    uint64_t after[7];   /* rbx rbp r12 r13 r14 r15 rsp as the kernel returned them */
    uint64_t rflags;     /* as the kernel returned it */
    uint32_t mxcsr_before, mxcsr_after;
    uint16_t fcw_before, fcw_after;
    uint32_t unused;
    uint64_t after_win64[2]; /* win64: rdi rsi as the kernel returned them */
    uint64_t xmm_after[10][2]; /* win64: xmm6..xmm15 as the kernel returned them */
    uint64_t win64;            /* entered by uop_enter_win64: check rdi, rsi, xmm6..xmm15 */
};
/* the assembly below addresses the frame by these offsets */
_Static_assert(offsetof(struct uop_frame, code) == 512, "frame layout");
_Static_assert(offsetof(struct uop_frame, has_avx) == 520, "frame layout");
_Static_assert(offsetof(struct uop_frame, caller_rsp) == 528, "frame layout");
_Static_assert(offsetof(struct uop_frame, after) == 536, "frame layout");
_Static_assert(offsetof(struct uop_frame, rflags) == 592, "frame layout");
_Static_assert(offsetof(struct uop_frame, mxcsr_before) == 600, "frame layout");
_Static_assert(offsetof(struct uop_frame, mxcsr_after) == 604, "frame layout");
_Static_assert(offsetof(struct uop_frame, fcw_before) == 608, "frame layout");
_Static_assert(offsetof(struct uop_frame, fcw_after) == 610, "frame layout");
_Static_assert(offsetof(struct uop_frame, after_win64) == 616, "frame layout");
_Static_assert(offsetof(struct uop_frame, xmm_after) == 632, "frame layout");

/* What hostile_call.py decodes (ABI_RECORD there): what came back and what should
 * have. `found`/`expected` are in the order rbx rbp r12 r13 r14 r15 rsp rdi rsi; rdi, rsi and
 * the xmm6..xmm15 pairs are checked (and nonzero) only for a win64 call (`win64` set). */
struct uop_abi_record {
    uint64_t found[9];
    uint64_t expected[9];
    uint64_t rflags;
    uint32_t mxcsr_before, mxcsr_after;
    uint16_t fcw_before, fcw_after;
    uint32_t win64;
    uint64_t xmm_found[10][2];
    uint64_t xmm_expected[10][2];
};
_Static_assert(sizeof(struct uop_abi_record) == 488, "ABI_RECORD in hostile_call.py");

__attribute__((used)) static __thread struct uop_frame *uop_current_frame
    __attribute__((tls_model("initial-exec")));

#define UOP_VECTOR_ROW(n)                                                                  \
    {UOP_POISON_VECTOR(n), UOP_POISON_VECTOR(n), UOP_POISON_VECTOR_UPPER(n),               \
     UOP_POISON_VECTOR_UPPER(n)}
__attribute__((used, aligned(32))) static const uint64_t uop_vector_poison[16][4] = {
    UOP_VECTOR_ROW(0),  UOP_VECTOR_ROW(1),  UOP_VECTOR_ROW(2),  UOP_VECTOR_ROW(3),
    UOP_VECTOR_ROW(4),  UOP_VECTOR_ROW(5),  UOP_VECTOR_ROW(6),  UOP_VECTOR_ROW(7),
    UOP_VECTOR_ROW(8),  UOP_VECTOR_ROW(9),  UOP_VECTOR_ROW(10), UOP_VECTOR_ROW(11),
    UOP_VECTOR_ROW(12), UOP_VECTOR_ROW(13), UOP_VECTOR_ROW(14), UOP_VECTOR_ROW(15),
};

/* Fill the argument slots no parameter uses. */
static inline void uop_poison_unused_words(struct uop_frame *frame, uint32_t used) {
    for (uint32_t slot = used; slot < UOP_WORDS; slot++)
        frame->words[slot] = UOP_POISON_UNUSED_ARG(slot);
}

/* AVX usable: the CPU has it and the OS saves the ymm state (XCR0 bits 1 and 2). */
static inline int uop_host_has_avx(void) {
    unsigned a, b, c, d;
    if (!__get_cpuid(1, &a, &b, &c, &d) || !(c & bit_OSXSAVE) || !(c & bit_AVX)) return 0;
    uint32_t xcr0_low, xcr0_high;
    __asm__ volatile("xgetbv" : "=a"(xcr0_low), "=d"(xcr0_high) : "c"(0));
    return (xcr0_low & 6) == 6;
}

/*
 * uop_enter(frame): call frame->code. Its own frame (16-byte aligned at the call):
 *   [rsp .. rsp+464)   words[6..63], the kernel's stack parameters
 *   [rsp+464]          the code address (called through memory: r11 is poisoned)
 *   [rsp+472 ..]       the caller's rbx rbp r12..r15, then the return address
 */
void uop_enter(struct uop_frame *frame);
#define UOP_STR_(x) #x
#define UOP_STR(x) UOP_STR_(x)
#define UOP_LOAD_VECTOR(op, reg, n) "  " op " " UOP_STR(n) "*32(%rax), %" reg UOP_STR(n) "\n"
#define UOP_LOAD_VECTORS(op, reg)                                                          \
    UOP_LOAD_VECTOR(op, reg, 0) UOP_LOAD_VECTOR(op, reg, 1) UOP_LOAD_VECTOR(op, reg, 2)    \
    UOP_LOAD_VECTOR(op, reg, 3) UOP_LOAD_VECTOR(op, reg, 4) UOP_LOAD_VECTOR(op, reg, 5)    \
    UOP_LOAD_VECTOR(op, reg, 6) UOP_LOAD_VECTOR(op, reg, 7) UOP_LOAD_VECTOR(op, reg, 8)    \
    UOP_LOAD_VECTOR(op, reg, 9) UOP_LOAD_VECTOR(op, reg, 10) UOP_LOAD_VECTOR(op, reg, 11)  \
    UOP_LOAD_VECTOR(op, reg, 12) UOP_LOAD_VECTOR(op, reg, 13)                              \
    UOP_LOAD_VECTOR(op, reg, 14) UOP_LOAD_VECTOR(op, reg, 15)
/* Both entries, once their stack is laid out (the request in rdi): poison the stack below rsp
   as the kernel will see it after the call, then every vector register (ymm when the request
   says the CPU has AVX, else xmm). Clobbers rax, rcx, rdx; uses local labels 2 and 3. */
#define UOP_POISON_BELOW_AND_VECTORS                                                       \
    "  mov %rdi, %rdx\n"                                                                   \
    "  lea -(8+" UOP_STR(UOP_POISON_STACK_BYTES) ")(%rsp), %rdi\n"                         \
    "  mov $(" UOP_STR(UOP_POISON_STACK_BYTES) "/8), %ecx\n"                               \
    "  movabs $" UOP_STR(UOP_POISON_STACK) ", %rax\n"                                      \
    "  cld\n"                                                                              \
    "  rep stosq\n"                                                                        \
    "  mov %rdx, %rdi\n"                                                                   \
    "  lea uop_vector_poison(%rip), %rax\n"                                                \
    "  cmpq $0, 520(%rdi)\n"                                                               \
    "  je 2f\n"                                                                            \
    UOP_LOAD_VECTORS("vmovdqa", "ymm")                                                     \
    "  jmp 3f\n"                                                                           \
    "2:\n"                                                                                 \
    UOP_LOAD_VECTORS("movdqa", "xmm")                                                      \
    "3:\n"
__asm__(
    ".text\n"
    ".globl uop_enter\n"
    ".hidden uop_enter\n"
    ".type uop_enter, @function\n"
    "uop_enter:\n"
    "  push %rbp\n"
    "  push %rbx\n"
    "  push %r12\n"
    "  push %r13\n"
    "  push %r14\n"
    "  push %r15\n"
    "  sub $472, %rsp\n"
    "  movq uop_current_frame@gottpoff(%rip), %rax\n"
    "  movq %rdi, %fs:(%rax)\n"
    "  mov %rsp, 528(%rdi)\n"
    "  stmxcsr 600(%rdi)\n"
    "  fnstcw 608(%rdi)\n"
    "  mov 512(%rdi), %rax\n"
    "  mov %rax, 464(%rsp)\n"
    "  xor %eax, %eax\n"
    "1:\n"
    "  mov 48(%rdi,%rax,8), %rcx\n"
    "  mov %rcx, (%rsp,%rax,8)\n"
    "  inc %eax\n"
    "  cmp $58, %eax\n"
    "  jne 1b\n"
    /* the red zone and the stack below it, as the kernel will see them after the call */
    UOP_POISON_BELOW_AND_VECTORS
    "  mov 8(%rdi), %rsi\n"
    "  mov 16(%rdi), %rdx\n"
    "  mov 24(%rdi), %rcx\n"
    "  mov 32(%rdi), %r8\n"
    "  mov 40(%rdi), %r9\n"
    "  mov 0(%rdi), %rdi\n"
    "  movabs $" UOP_STR(UOP_POISON_RAX) ", %rax\n"
    "  movabs $" UOP_STR(UOP_POISON_R10) ", %r10\n"
    "  movabs $" UOP_STR(UOP_POISON_R11) ", %r11\n"
    "  movabs $" UOP_STR(UOP_SENTINEL_RBX) ", %rbx\n"
    "  movabs $" UOP_STR(UOP_SENTINEL_RBP) ", %rbp\n"
    "  movabs $" UOP_STR(UOP_SENTINEL_R12) ", %r12\n"
    "  movabs $" UOP_STR(UOP_SENTINEL_R13) ", %r13\n"
    "  movabs $" UOP_STR(UOP_SENTINEL_R14) ", %r14\n"
    "  movabs $" UOP_STR(UOP_SENTINEL_R15) ", %r15\n"
    "  call *464(%rsp)\n"
    /* only caller-saved registers are ours now; the stack pointer is the kernel's */
    "  mov %rsp, %rax\n"
    "  movq uop_current_frame@gottpoff(%rip), %r11\n"
    "  movq %fs:(%r11), %r11\n"
    "  mov %rbx, 536(%r11)\n"
    "  mov %rbp, 544(%r11)\n"
    "  mov %r12, 552(%r11)\n"
    "  mov %r13, 560(%r11)\n"
    "  mov %r14, 568(%r11)\n"
    "  mov %r15, 576(%r11)\n"
    "  mov %rax, 584(%r11)\n"
    "  mov 528(%r11), %rsp\n"
    "  pushfq\n"
    "  pop %rax\n"
    "  mov %rax, 592(%r11)\n"
    "  cld\n"
    "  stmxcsr 604(%r11)\n"
    "  fnstcw 610(%r11)\n"
    "  ldmxcsr 600(%r11)\n"
    "  fldcw 608(%r11)\n"
    "  cmpq $0, 520(%r11)\n"
    "  je 4f\n"
    "  vzeroupper\n"
    "4:\n"
    "  add $472, %rsp\n"
    "  pop %r15\n"
    "  pop %r14\n"
    "  pop %r13\n"
    "  pop %r12\n"
    "  pop %rbx\n"
    "  pop %rbp\n"
    "  ret\n"
    ".size uop_enter, .-uop_enter\n");

/*
 * uop_enter_win64(frame): call frame->code as a Windows x64 caller would. Its own frame
 * (16-byte aligned at the call):
 *   [rsp .. rsp+32)    the shadow space, poisoned
 *   [rsp+32 .. +512)   words[4..63], the kernel's stack parameters
 *   [rsp+512]          the code address
 *   [rsp+520 ..]       the caller's rbx rbp r12..r15, then the return address
 */
void uop_enter_win64(struct uop_frame *frame);
#define UOP_STORE_VECTOR(n) "  movdqu %xmm" UOP_STR(n) ", 632+16*(" UOP_STR(n) "-6)(%r11)\n"
__asm__(
    ".text\n"
    ".globl uop_enter_win64\n"
    ".hidden uop_enter_win64\n"
    ".type uop_enter_win64, @function\n"
    "uop_enter_win64:\n"
    "  push %rbp\n"
    "  push %rbx\n"
    "  push %r12\n"
    "  push %r13\n"
    "  push %r14\n"
    "  push %r15\n"
    "  sub $520, %rsp\n"
    "  movq uop_current_frame@gottpoff(%rip), %rax\n"
    "  movq %rdi, %fs:(%rax)\n"
    "  mov %rsp, 528(%rdi)\n"
    "  stmxcsr 600(%rdi)\n"
    "  fnstcw 608(%rdi)\n"
    "  mov 512(%rdi), %rax\n"
    "  mov %rax, 512(%rsp)\n"
    "  xor %eax, %eax\n"
    "1:\n"
    "  mov 32(%rdi,%rax,8), %rcx\n"
    "  mov %rcx, 32(%rsp,%rax,8)\n"
    "  inc %eax\n"
    "  cmp $60, %eax\n"
    "  jne 1b\n"
    "  movabs $" UOP_STR(UOP_POISON_SHADOW) ", %rax\n"
    "  mov %rax, 0(%rsp)\n"
    "  mov %rax, 8(%rsp)\n"
    "  mov %rax, 16(%rsp)\n"
    "  mov %rax, 24(%rsp)\n"
    /* the stack below, as the kernel will see it after the call */
    UOP_POISON_BELOW_AND_VECTORS
    "  mov 0(%rdi), %rcx\n"
    "  mov 8(%rdi), %rdx\n"
    "  mov 16(%rdi), %r8\n"
    "  mov 24(%rdi), %r9\n"
    "  movabs $" UOP_STR(UOP_SENTINEL_RSI) ", %rsi\n"
    "  movabs $" UOP_STR(UOP_SENTINEL_RDI) ", %rdi\n"
    "  movabs $" UOP_STR(UOP_POISON_RAX) ", %rax\n"
    "  movabs $" UOP_STR(UOP_POISON_R10) ", %r10\n"
    "  movabs $" UOP_STR(UOP_POISON_R11) ", %r11\n"
    "  movabs $" UOP_STR(UOP_SENTINEL_RBX) ", %rbx\n"
    "  movabs $" UOP_STR(UOP_SENTINEL_RBP) ", %rbp\n"
    "  movabs $" UOP_STR(UOP_SENTINEL_R12) ", %r12\n"
    "  movabs $" UOP_STR(UOP_SENTINEL_R13) ", %r13\n"
    "  movabs $" UOP_STR(UOP_SENTINEL_R14) ", %r14\n"
    "  movabs $" UOP_STR(UOP_SENTINEL_R15) ", %r15\n"
    "  call *512(%rsp)\n"
    /* only caller-saved registers are ours now; the stack pointer is the kernel's */
    "  mov %rsp, %rax\n"
    "  movq uop_current_frame@gottpoff(%rip), %r11\n"
    "  movq %fs:(%r11), %r11\n"
    "  mov %rbx, 536(%r11)\n"
    "  mov %rbp, 544(%r11)\n"
    "  mov %r12, 552(%r11)\n"
    "  mov %r13, 560(%r11)\n"
    "  mov %r14, 568(%r11)\n"
    "  mov %r15, 576(%r11)\n"
    "  mov %rax, 584(%r11)\n"
    "  mov %rdi, 616(%r11)\n"
    "  mov %rsi, 624(%r11)\n"
    UOP_STORE_VECTOR(6) UOP_STORE_VECTOR(7) UOP_STORE_VECTOR(8) UOP_STORE_VECTOR(9)
    UOP_STORE_VECTOR(10) UOP_STORE_VECTOR(11) UOP_STORE_VECTOR(12) UOP_STORE_VECTOR(13)
    UOP_STORE_VECTOR(14) UOP_STORE_VECTOR(15)
    "  mov 528(%r11), %rsp\n"
    "  pushfq\n"
    "  pop %rax\n"
    "  mov %rax, 592(%r11)\n"
    "  cld\n"
    "  stmxcsr 604(%r11)\n"
    "  fnstcw 610(%r11)\n"
    "  ldmxcsr 600(%r11)\n"
    "  fldcw 608(%r11)\n"
    "  cmpq $0, 520(%r11)\n"
    "  je 4f\n"
    "  vzeroupper\n"
    "4:\n"
    "  add $520, %rsp\n"
    "  pop %r15\n"
    "  pop %r14\n"
    "  pop %r13\n"
    "  pop %r12\n"
    "  pop %rbx\n"
    "  pop %rbp\n"
    "  ret\n"
    ".size uop_enter_win64, .-uop_enter_win64\n");

/* Enter the kernel the way `frame->win64` says: System V or Windows x64. */
static inline void uop_enter_as(struct uop_frame *frame) {
    if (frame->win64)
        uop_enter_win64(frame);
    else
        uop_enter(frame);
}

/* Fill `record` from a frame after a return; nonzero when the kernel broke a promise. */
static inline int uop_abi_check(const struct uop_frame *frame, struct uop_abi_record *record) {
    static const uint64_t sentinels[8] = {UOP_SENTINEL_RBX, UOP_SENTINEL_RBP, UOP_SENTINEL_R12,
                                          UOP_SENTINEL_R13, UOP_SENTINEL_R14, UOP_SENTINEL_R15,
                                          UOP_SENTINEL_RDI, UOP_SENTINEL_RSI};
    int broken = 0;
    for (int i = 0; i < 7; i++) {
        record->found[i] = frame->after[i];
        record->expected[i] = i < 6 ? sentinels[i] : frame->caller_rsp;
        broken |= record->found[i] != record->expected[i];
    }
    for (int i = 0; i < 2; i++) {
        record->found[7 + i] = frame->win64 ? frame->after_win64[i] : 0;
        record->expected[7 + i] = frame->win64 ? sentinels[6 + i] : 0;
        broken |= record->found[7 + i] != record->expected[7 + i];
    }
    for (int n = 0; n < 10; n++) {
        for (int lane = 0; lane < 2; lane++) {
            record->xmm_found[n][lane] = frame->win64 ? frame->xmm_after[n][lane] : 0;
            record->xmm_expected[n][lane] = frame->win64 ? UOP_POISON_VECTOR(n + 6) : 0;
            broken |= record->xmm_found[n][lane] != record->xmm_expected[n][lane];
        }
    }
    record->rflags = frame->rflags;
    record->mxcsr_before = frame->mxcsr_before;
    record->mxcsr_after = frame->mxcsr_after;
    record->fcw_before = frame->fcw_before;
    record->fcw_after = frame->fcw_after;
    record->win64 = (uint32_t)frame->win64;
    broken |= (frame->rflags & UOP_RFLAGS_DF) != 0;
    broken |= ((frame->mxcsr_before ^ frame->mxcsr_after) & ~UOP_MXCSR_FLAGS) != 0;
    broken |= frame->fcw_before != frame->fcw_after;
    return broken;
}

#endif
