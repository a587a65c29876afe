"""Imported only by the fuzzer's fork server (fuzz/worker.py PRELOADED), first.

It makes the server the subreaper of its workers' descendants: a process a backend's
compiler left in a new session, orphaned when its worker is killed, becomes the server's
child (not init's), for the pool to kill; and when the server exits, after the death of
the process that owns it (even by SIGKILL), it kills all its children first. See
fuzz/worker.py, "Lifetimes".
"""

from fuzz.worker import reap_orphans_in_the_fork_server

reap_orphans_in_the_fork_server()
