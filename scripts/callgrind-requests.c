/* Callgrind's client requests for a program that cannot issue them itself (Python, through ctypes): zero the counts
   of every thread, write them out under a name. Outside valgrind each is a no-op.
   Built by scripts/pyarrow-read-cachesim.sh:  cc -O2 -shared -fPIC -o callgrind-requests.so callgrind-requests.c */
#include <valgrind/callgrind.h>

void pmebench_zero(void) { CALLGRIND_ZERO_STATS; }

void pmebench_dump(const char *name) { CALLGRIND_DUMP_STATS_AT(name); }
