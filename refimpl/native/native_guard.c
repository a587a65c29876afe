/*
 * native_guard.c — calls a kernel inside this process with a deadline and with faults caught,
 * so a hang or a crash of generated code becomes a Python exception, not a dead process.
 *
 * Where this sits: call.py builds this file once (`$CC -O2 -shared -fPIC`, cached by source
 * hash next to the kernel runner) and calls `uop_call` through ctypes for every native
 * kernel, whoever produced it (C shared object, LLVM JIT, x86 mapping). The call itself goes
 * through hostile_call.h, the same trampoline the guarded runner uses: narrow arguments,
 * caller-saved registers, vector registers and the stack below rsp are poisoned, and the
 * callee-saved registers, rsp, DF, MXCSR and the x87 control word are checked on return.
 *
 *   int uop_call(const void *code, const uint64_t *words, uint32_t nwords, double seconds,
 *                struct uop_report *report, uint32_t win64)
 *
 * returns UOP_OK, UOP_FAULT (a SIGSEGV/SIGBUS/SIGILL/SIGFPE/SIGTRAP in the kernel: signal,
 * si_code, si_addr and the registers in `report`), UOP_TIMEOUT (no return within `seconds`;
 * the registers where it was stopped in `report`) or UOP_ABI (it returned, breaking a promise
 * of the calling convention: `report->abi`). With `win64` set the kernel is called as a
 * Windows x64 caller would (hostile_call.h's uop_enter_win64), with its checks.
 *
 * How: on first use, handlers for the fault signals are installed for good, running on an
 * alternate stack; a fault in a thread that is not running a kernel is handed to the handler
 * that was there before (Python's faulthandler, say), which then sees it as if we were not
 * there. A per-thread POSIX timer (SIGEV_THREAD_ID) sends UOP_TIMER_SIGNAL to the calling
 * thread at the deadline. Either handler siglongjmps back into uop_call. A handler installed
 * after ours (faulthandler.enable() again) sees a kernel's fault first: it may print a
 * traceback, then it hands the fault on and the call still returns UOP_FAULT. What this cannot undo: memory the kernel wrote before it was stopped (a wild store
 * into the Python heap stays there), so a process that saw a fault is less trustworthy than
 * before — the fuzzer runs native code in worker processes for that reason.
 */
#define _GNU_SOURCE
#include <pthread.h>
#include <setjmp.h>
#include <signal.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <sys/syscall.h>
#include <time.h>
#include <ucontext.h>
#include <unistd.h>

#include "hostile_call.h"

enum { UOP_OK = 0, UOP_FAULT = 1, UOP_TIMEOUT = 2, UOP_ABI = 3 };

struct uop_report {
    int32_t status;
    int32_t signal;
    int32_t signal_code;
    int32_t unused;
    uint64_t fault_address;
    uint64_t gregs[NGREG]; /* REG_R8 .. REG_CR2, in <sys/ucontext.h> order */
    struct uop_abi_record abi;
};
_Static_assert(NGREG == 23, "call.py expects the 23 x86-64 gregs");
_Static_assert(sizeof(struct uop_report) == 24 + 8 * 23 + 488, "REPORT in call.py");

static const int fault_signals[] = {SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGTRAP};
enum { FAULT_SIGNALS = sizeof fault_signals / sizeof fault_signals[0] };
#define UOP_TIMER_SIGNAL (SIGRTMIN + 4)

struct call_state {
    sigjmp_buf jump;
    volatile sig_atomic_t active; /* a kernel of this thread is running */
    struct uop_report *report;
};

static __thread struct call_state *thread_call __attribute__((tls_model("initial-exec")));
static __thread int thread_ready __attribute__((tls_model("initial-exec")));
static __thread timer_t thread_timer __attribute__((tls_model("initial-exec")));

static struct sigaction previous[FAULT_SIGNALS];
static pthread_once_t handlers_once = PTHREAD_ONCE_INIT;
static pthread_key_t timer_key;

static void stop_kernel(int signal, siginfo_t *info, void *context, int status) {
    struct call_state *call = thread_call;
    ucontext_t *uc = context;
    struct uop_report *report = call->report;
    report->status = status;
    report->signal = signal;
    report->signal_code = info->si_code;
    report->fault_address = (uint64_t)info->si_addr;
    for (int i = 0; i < NGREG; i++) report->gregs[i] = (uint64_t)uc->uc_mcontext.gregs[i];
    call->active = 0;
    siglongjmp(call->jump, 1);
}

static void on_fault(int signal, siginfo_t *info, void *context) {
    struct call_state *call = thread_call;
    /* si_code > 0: the CPU faulted; <= 0: someone sent the signal (kill, raise) */
    int from_the_cpu = info->si_code > 0;
    if (call && call->active && from_the_cpu) stop_kernel(signal, info, context, UOP_FAULT);
    /* not a kernel of ours: give the signal to whoever had it before. A faulting
     * instruction runs again and reaches that handler; a sent signal is sent again. */
    for (int i = 0; i < FAULT_SIGNALS; i++)
        if (fault_signals[i] == signal) sigaction(signal, &previous[i], 0);
    if (!from_the_cpu) raise(signal);
}

static void on_timer(int signal, siginfo_t *info, void *context) {
    struct call_state *call = thread_call;
    /* a timer that fired as the kernel returned finds nothing to stop */
    if (call && call->active) stop_kernel(signal, info, context, UOP_TIMEOUT);
}

static void delete_timer(void *timer) { timer_delete((timer_t)timer); }

/* Installed once, for good: installing and restoring five handlers around every call cost
 * more than the rest of a call together (~2.5 us, measured from Python). The handlers that
 * were there before (Python's faulthandler, say) still get every fault outside a kernel. */
static void install_fault_handlers(void) {
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_sigaction = on_fault;
    /* SA_NODEFER: the handler leaves by siglongjmp without restoring a signal mask */
    action.sa_flags = SA_SIGINFO | SA_ONSTACK | SA_NODEFER;
    sigemptyset(&action.sa_mask);
    for (int i = 0; i < FAULT_SIGNALS; i++) sigaction(fault_signals[i], &action, &previous[i]);
}

/* POSIX timers do not survive fork(): the child's only thread makes itself a new one */
static void forget_thread_after_fork(void) { thread_ready = 0; }

static void install_handlers(void) {
    install_fault_handlers();
    pthread_atfork(0, 0, forget_thread_after_fork);
    /* our own real-time signal */
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_sigaction = on_timer;
    action.sa_flags = SA_SIGINFO | SA_ONSTACK | SA_NODEFER | SA_RESTART;
    sigemptyset(&action.sa_mask);
    sigaction(UOP_TIMER_SIGNAL, &action, 0);
    pthread_key_create(&timer_key, delete_timer);
}

/* Once per thread: an alternate signal stack (unless it has one) and a timer aimed at it. */
static int prepare_thread(void) {
    if (thread_ready) return 0;
    pthread_once(&handlers_once, install_handlers);
    stack_t current;
    if (sigaltstack(0, &current) != 0) return -1;
    if (current.ss_flags & SS_DISABLE) {
        /* never freed: the thread may still be using it as long as it lives */
        stack_t stack = {.ss_sp = malloc(1 << 16), .ss_size = 1 << 16};
        if (!stack.ss_sp || sigaltstack(&stack, 0) != 0) return -1;
    }
    struct sigevent event;
    memset(&event, 0, sizeof event);
    event.sigev_notify = SIGEV_THREAD_ID;
    event.sigev_signo = UOP_TIMER_SIGNAL;
    event._sigev_un._tid = (pid_t)syscall(SYS_gettid);
    if (timer_create(CLOCK_MONOTONIC, &event, &thread_timer) != 0) return -1;
    pthread_setspecific(timer_key, thread_timer);
    thread_ready = 1;
    return 0;
}

static int arm(double seconds) {
    struct itimerspec when;
    memset(&when, 0, sizeof when);
    if (seconds > 0) {
        when.it_value.tv_sec = (time_t)seconds;
        when.it_value.tv_nsec = (long)((seconds - (double)(time_t)seconds) * 1e9);
        if (when.it_value.tv_sec == 0 && when.it_value.tv_nsec == 0) when.it_value.tv_nsec = 1;
    }
    return timer_settime(thread_timer, 0, &when, 0);
}

static int has_avx = -1;

int uop_call(const void *code, const uint64_t *words, uint32_t nwords, double seconds,
             struct uop_report *report, uint32_t win64) {
    if (nwords > UOP_WORDS || prepare_thread() != 0) return -1;
    if (has_avx < 0) has_avx = uop_host_has_avx();
    struct uop_frame frame;
    memcpy(frame.words, words, nwords * sizeof *words);
    uop_poison_unused_words(&frame, nwords);
    frame.code = code;
    frame.has_avx = (uint64_t)has_avx;
    frame.win64 = win64 != 0;
    uint32_t mxcsr = __builtin_ia32_stmxcsr();
    uint16_t fcw;
    __asm__ volatile("fnstcw %0" : "=m"(fcw));

    struct call_state call;
    call.report = report;
    call.active = 0;
    report->status = UOP_OK;
    thread_call = &call;
    if (sigsetjmp(call.jump, 0) == 0) {
        call.active = 1;
        if (seconds > 0 && arm(seconds) != 0) {
            call.active = 0;
            thread_call = 0;
            return -1;
        }
        uop_enter_as(&frame);
        call.active = 0;
    } else {
        /* stopped inside the kernel: put back what it may have changed before it was */
        __builtin_ia32_ldmxcsr(mxcsr);
        __asm__ volatile("fldcw %0" : : "m"(fcw));
        if (has_avx) __asm__ volatile("vzeroupper");
    }
    if (seconds > 0) arm(0);
    thread_call = 0;
    if (report->status == UOP_OK && uop_abi_check(&frame, &report->abi)) report->status = UOP_ABI;
    return report->status;
}
