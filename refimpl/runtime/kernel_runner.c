/*
 * kernel_runner.c — runs untrusted kernel machine code in its own process, with every buffer
 * fenced by PROT_NONE guard pages, and reports faults instead of dying silently.
 *
 * Where this sits: refimpl/runtime/runner.py builds this file once (`$CC -O2 -static`, cached
 * by source hash in .cache/runner/), starts it, and keeps it alive across kernels. It is the
 * "guarded" executor when started directly and the "qemu" executor when started as
 * `qemu-x86_64 -cpu max kernel_runner` (x86-64-v3 code on any host). After a fault the
 * process has reported and exited; runner.py starts a new one for the next kernel.
 *
 * Protocol over stdin/stdout, all integers little-endian, one request then one response:
 *
 *   request:  u32 magic 'UOPR'   u32 flags (bit 0: also run with buffers against their
 *             u64 code_len                    start guard, to catch underruns; bit 1: call
 *                                             the kernel as Windows x64 code)
 *             code_len bytes     machine code, SysV ABI (win64 with flag bit 1), entry at 0
 *             u32 param_count    then per parameter, in slot order:
 *               u8 0, u64 nbytes, nbytes bytes     a buffer (passed as a pointer)
 *               u8 1, u64 word                      a scalar: the 64-bit word passed in its
 *                                                  register or stack slot (runner.py has
 *                                                  poisoned the bits above a narrow width)
 *
 *   response: u32 status
 *             0 OK     then every buffer's bytes, in parameter order (the caller knows sizes)
 *             1 FAULT  then struct fault_report (below); the runner has exited
 *             2 ERROR  then u32 length, message; the runner has exited
 *             3 ABI    the kernel returned breaking the calling convention (callee-saved
 *                      registers, rsp, DF, MXCSR or x87 control word changed): then struct
 *                      uop_abi_record (hostile_call.h); the runner has exited
 *
 * Memory of one buffer (guard pages are PROT_NONE, so any access to them faults):
 *
 *   | guard page | data pages ........................................ | guard page |
 *                 ^ start placement: buffer starts right after the guard (underruns fault)
 *                            end placement: buffer ends right at the guard ^ (overruns fault)
 *
 * A buffer rarely fills whole pages, so one placement cannot catch both: with flag bit 0 the
 * kernel runs twice on fresh copies of the inputs, first in start placement, then in end
 * placement, and the outputs of the end run are returned. Code is mapped W^X: written while
 * read+write, then switched to read+execute, with a guard page after it.
 *
 * The fault handler runs on an alternate stack (the kernel's stack may be what broke), copies
 * the signal, si_addr and every general register from the ucontext into the prepared report,
 * writes it with write(2) (async-signal-safe) and exits. runner.py decodes the instruction at
 * the faulting rip to recompute the exact address and size of the access, then names the
 * buffer and offset.
 */
#define _GNU_SOURCE
#include <signal.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <ucontext.h>
#include <unistd.h>

#include "../native/hostile_call.h"

enum { PAGE = 4096, MAX_PARAMS = 64, MAGIC = 0x52504f55 /* "UOPR" */ };
enum { STATUS_OK = 0, STATUS_FAULT = 1, STATUS_ERROR = 2, STATUS_ABI = 3 };
enum { FLAG_CHECK_UNDERRUN = 1, FLAG_WIN64 = 2 };
enum { PLACE_START = 0, PLACE_END = 1 };

struct fault_report {
    int32_t signal;
    int32_t signal_code; /* si_code */
    uint64_t fault_address; /* si_addr */
    uint32_t placement; /* PLACE_START or PLACE_END: which run faulted */
    uint32_t buffer_count;
    uint64_t code_base;
    uint64_t gregs[NGREG]; /* REG_R8 .. REG_CR2, in <sys/ucontext.h> order */
    uint64_t buffer_start[MAX_PARAMS];
};
_Static_assert(NGREG == 23, "runner.py expects the 23 x86-64 gregs");
_Static_assert(sizeof(struct fault_report) == 32 + 8 * (23 + MAX_PARAMS), "no padding");

struct param {
    int is_buffer;
    int64_t value;   /* scalar word, or the buffer's address during a run */
    uint64_t nbytes; /* buffers only */
    uint8_t *input;  /* the bytes received, copied in before every run */
    uint8_t *mapping;
    size_t mapping_size;
};

static struct param params[MAX_PARAMS];
static uint32_t param_count;
static struct fault_report report;
static uint8_t *code_mapping;
static size_t code_mapping_size;
static uint8_t *code_copy; /* the bytes of the mapped code, to reuse it for the same code */
static uint64_t code_len;

/* ---- I/O ------------------------------------------------------------------------------- */

static void write_all(const void *data, size_t size) {
    const uint8_t *p = data;
    while (size > 0) {
        ssize_t n = write(1, p, size);
        if (n <= 0) _exit(4);
        p += n;
        size -= (size_t)n;
    }
}

/* Returns 0 on end of input before the first byte, 1 when all `size` bytes were read. */
static int read_all(void *data, size_t size) {
    uint8_t *p = data;
    size_t done = 0;
    while (done < size) {
        ssize_t n = read(0, p + done, size - done);
        if (n == 0 && done == 0) return 0;
        if (n <= 0) _exit(3); /* the other side went away mid-request */
        done += (size_t)n;
    }
    return 1;
}

static void read_or_die(void *data, size_t size) {
    if (size && !read_all(data, size)) _exit(3);
}

static void fail(const char *message) {
    uint32_t status = STATUS_ERROR, length = (uint32_t)strlen(message);
    write_all(&status, 4);
    write_all(&length, 4);
    write_all(message, length);
    _exit(2);
}

/* ---- faults ---------------------------------------------------------------------------- */

static void on_fault(int signal, siginfo_t *info, void *context) {
    ucontext_t *uc = context;
    uint32_t status = STATUS_FAULT;
    report.signal = signal;
    report.signal_code = info->si_code;
    report.fault_address = (uint64_t)info->si_addr;
    for (int i = 0; i < NGREG; i++) report.gregs[i] = (uint64_t)uc->uc_mcontext.gregs[i];
    write_all(&status, 4);
    write_all(&report, sizeof report);
    _exit(70);
}

static void install_fault_handlers(void) {
    static uint8_t alternate_stack[1 << 16];
    stack_t stack = {.ss_sp = alternate_stack, .ss_size = sizeof alternate_stack};
    if (sigaltstack(&stack, 0) != 0) fail("sigaltstack failed");
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_sigaction = on_fault;
    action.sa_flags = SA_SIGINFO | SA_ONSTACK;
    sigemptyset(&action.sa_mask);
    int signals[] = {SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGTRAP};
    for (size_t i = 0; i < sizeof signals / sizeof signals[0]; i++)
        if (sigaction(signals[i], &action, 0) != 0) fail("sigaction failed");
}

/* ---- memory ---------------------------------------------------------------------------- */

static size_t pages_for(uint64_t nbytes) { return (size_t)((nbytes + PAGE - 1) / PAGE); }

/* guard page, data pages read+write, guard page */
static uint8_t *map_fenced(size_t data_pages, size_t *size) {
    *size = (data_pages + 2) * PAGE;
    uint8_t *p = mmap(0, *size, PROT_NONE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (p == MAP_FAILED) fail("mmap of a buffer failed");
    if (data_pages && mprotect(p + PAGE, data_pages * PAGE, PROT_READ | PROT_WRITE) != 0)
        fail("mprotect of a buffer failed");
    return p;
}

static void load_code(const uint8_t *code) {
    if (code_mapping && code_copy && memcmp(code, code_copy, code_len) == 0) return;
    if (code_mapping) munmap(code_mapping, code_mapping_size);
    size_t pages = pages_for(code_len ? code_len : 1);
    code_mapping_size = (pages + 1) * PAGE; /* + a guard page: running off the end faults */
    code_mapping = mmap(0, code_mapping_size, PROT_NONE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (code_mapping == MAP_FAILED) fail("mmap of the code failed");
    /* W^X: writable while we copy, executable afterwards, never both */
    if (mprotect(code_mapping, pages * PAGE, PROT_READ | PROT_WRITE) != 0) fail("mprotect RW");
    memset(code_mapping, 0xcc, pages * PAGE); /* int3 after the code */
    memcpy(code_mapping, code, code_len);
    if (mprotect(code_mapping, pages * PAGE, PROT_READ | PROT_EXEC) != 0) fail("mprotect RX");
    free(code_copy);
    code_copy = malloc(code_len ? code_len : 1);
    if (!code_copy) fail("out of memory");
    memcpy(code_copy, code, code_len);
}

/* ---- running --------------------------------------------------------------------------- */

/* Kernels are entered through hostile_call.h's trampoline: a kernel that breaks the calling
 * convention must not break the runner (a clobbered rbx could be the runner's loop counter)
 * and is reported like Unicorn reports it; whatever the ABI leaves unspecified (bits above a
 * narrow argument, caller-saved and vector registers, the stack below rsp) is poisoned so a
 * kernel that relies on it gets a wrong answer or a fault here, not on a user's machine. */
static struct uop_frame frame;
static int host_has_avx;

static void run_once(uint32_t placement, uint32_t win64) {
    report.placement = placement;
    report.buffer_count = 0;
    for (uint32_t i = 0; i < param_count; i++) {
        struct param *p = &params[i];
        if (p->is_buffer) {
            size_t data_pages = pages_for(p->nbytes);
            uint8_t *first = p->mapping + PAGE;
            uint8_t *start = placement == PLACE_START ? first : first + data_pages * PAGE - p->nbytes;
            /* the slack around the buffer reads as zeros in every run, whatever ran before */
            memset(first, 0, (size_t)(start - first));
            memcpy(start, p->input, p->nbytes);
            memset(start + p->nbytes, 0, (size_t)(first + data_pages * PAGE - start) - p->nbytes);
            p->value = (int64_t)(uintptr_t)start;
            report.buffer_start[report.buffer_count++] = (uint64_t)(uintptr_t)start;
        }
        frame.words[i] = (uint64_t)p->value;
    }
    uop_poison_unused_words(&frame, param_count);
    frame.code = code_mapping;
    frame.has_avx = (uint64_t)host_has_avx;
    frame.win64 = win64;
    /* the power-on control state: round to nearest, exceptions masked, no FTZ/DAZ; x87
     * double-extended precision; whatever the previous kernel left in them */
    __builtin_ia32_ldmxcsr(0x1f80);
    const uint16_t x87_default = 0x037f;
    __asm__ volatile("fldcw %0" : : "m"(x87_default));
    uop_enter_as(&frame);
    struct uop_abi_record record;
    if (uop_abi_check(&frame, &record)) {
        uint32_t status = STATUS_ABI;
        write_all(&status, 4);
        write_all(&record, sizeof record);
        _exit(71); /* the kernel may have written anywhere: don't trust this process */
    }
}

static int serve_one_request(void) {
    static uint8_t *code;
    uint32_t header[2];
    if (!read_all(header, sizeof header)) return 0;
    if (header[0] != MAGIC) fail("bad magic: not a kernel_runner request");
    uint32_t flags = header[1];
    read_or_die(&code_len, 8);
    free(code);
    code = malloc(code_len ? code_len : 1);
    if (!code) fail("out of memory for the code");
    read_or_die(code, code_len);
    read_or_die(&param_count, 4);
    if (param_count > MAX_PARAMS) fail("more than 64 parameters");
    for (uint32_t i = 0; i < param_count; i++) {
        struct param *p = &params[i];
        uint8_t kind;
        read_or_die(&kind, 1);
        p->is_buffer = kind == 0;
        if (p->is_buffer) {
            read_or_die(&p->nbytes, 8);
            p->input = realloc(p->input, p->nbytes ? p->nbytes : 1);
            if (!p->input) fail("out of memory for a buffer");
            read_or_die(p->input, p->nbytes);
            /* mappings are kept for the next kernel: mmap + mprotect + munmap per buffer
             * were most of a request's cost */
            size_t data_pages = pages_for(p->nbytes);
            if (p->mapping && p->mapping_size != (data_pages + 2) * PAGE) {
                munmap(p->mapping, p->mapping_size);
                p->mapping = 0;
            }
            if (!p->mapping) p->mapping = map_fenced(data_pages, &p->mapping_size);
        } else {
            read_or_die(&p->value, 8);
        }
    }
    load_code(code);
    report.code_base = (uint64_t)(uintptr_t)code_mapping;

    uint32_t win64 = (flags & FLAG_WIN64) != 0;
    if (flags & FLAG_CHECK_UNDERRUN) run_once(PLACE_START, win64);
    run_once(PLACE_END, win64);

    /* one write for the whole response: the reader wakes up once */
    uint64_t size = 4;
    for (uint32_t i = 0; i < param_count; i++)
        if (params[i].is_buffer) size += params[i].nbytes;
    uint8_t *response = malloc(size), *out = response + 4;
    if (!response) fail("out of memory for the response");
    uint32_t status = STATUS_OK;
    memcpy(response, &status, 4);
    for (uint32_t i = 0; i < param_count; i++) {
        struct param *p = &params[i];
        if (!p->is_buffer) continue;
        memcpy(out, (void *)(uintptr_t)p->value, p->nbytes);
        out += p->nbytes;
    }
    write_all(response, size);
    free(response);
    return 1;
}

int main(void) {
    install_fault_handlers();
    host_has_avx = uop_host_has_avx();
    while (serve_one_request()) {
    }
    return 0;
}
