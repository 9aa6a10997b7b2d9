/* A census of a process's memcpy and memmove calls, by caller, for scripts/pyarrow-decrypt-cost.py loop --copies.
 *
 *   cc -O2 -shared -fPIC -o copy-census.so scripts/copy-census.c -ldl
 *   LD_PRELOAD=./copy-census.so python scripts/pyarrow-decrypt-cost.py loop --copies OUT.tsv
 *
 * Whether an encrypted read copies more bytes than its plaintext twin, or the same bytes at another speed, is the
 * question perf's samples in memmove cannot answer (no hardware counters here). The loop names the file being read
 * with copy_census_slot(n) and, at its end, writes:
 *   copy_census_dump(path): per slot and calling address, the caller's library and offset (resolved to a function
 *     afterwards), the calls and the bytes;
 *   copy_census_dump_reads(path.reads): per read, the copies' calls, bytes and cycles (rdtsc around each call; a
 *     timer disturbs what it times, so these are for comparing files read alike), and where the big copies wrote;
 *   copy_census_dump_distances(path.distances): the big copies by the destination's distance from the source.
 * Calls made with no slot set (the loop's own work between reads) are not counted. One thread counts at a time
 * (the loop reads with one). */
#include "copy-interpose.h"
#include <fcntl.h>
#include <unistd.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define SLOTS 8
#define SITES 4096 /* per slot, open addressing on the calling address */
#define BIG 512    /* copies this large are timed and their destinations looked at */
#define READS 65536

struct site {
  uintptr_t caller;
  uint64_t calls, bytes;
};

static struct site sites[SLOTS][SITES];
static int slot = -1;
static uint64_t overflow[SLOTS];
/* Per read: the big copies' cycles (rdtsc around each) and bytes, and of the pages every 16th of them wrote to, how
 * many the kernel backs with a transparent huge page (pagemap, kpageflags: needs root). */
#define LOOKS 4096
struct read {
  int slot;
  uint64_t big_calls, big_bytes, big_cycles, small_calls, small_bytes, small_cycles, sampled, huge, absent, reused;
};
static uintptr_t looks[LOOKS]; /* the destination of every 16th big copy of the read under way */
static int nlooks;
static struct read reads[READS];
static int nreads;
static struct read current;

static inline uint64_t cycles(void) { return __builtin_ia32_rdtsc(); }

/* The time stamp counter's rate, against the monotonic clock from the first read to the dump. */
static uint64_t first_tsc, first_ns;
static uint64_t now_ns(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return (uint64_t)t.tv_sec * 1000000000ull + (uint64_t)t.tv_nsec;
}

static void count(uintptr_t caller, const void *dst, const void *src, size_t n) {
  int s = slot;
  if (s < 0) return;
  if (n >= BIG) {
    if (current.big_calls % 16 == 0 && nlooks < LOOKS) looks[nlooks++] = (uintptr_t)dst;
    current.big_calls++;
    current.big_bytes += n;
  } else {
    current.small_calls++;
    current.small_bytes += n;
  }
  uintptr_t h = (caller * 0x9E3779B97F4A7C15ull) >> 52;
  for (int probe = 0; probe < SITES; probe++) {
    struct site *e = &sites[s][(h + probe) & (SITES - 1)];
    if (e->caller == 0) e->caller = caller;
    if (e->caller == caller) {
      e->calls++;
      e->bytes += n;
      return;
    }
  }
  overflow[s] += n;
}

/* The big copies by how far the destination is from the source modulo 4 KiB, in 64-byte steps: a load whose
 * address matches an earlier store's in the low 12 bits waits for it (4K aliasing), so a copy's speed can depend on
 * where its two buffers happen to lie, not on how much it copies. */
static uint64_t distance_calls[SLOTS][64], distance_bytes[SLOTS][64], distance_cycles[SLOTS][64];
static uint64_t source_offset_calls[SLOTS][64]; /* and by where in its 64-byte line the source starts */

static void *timed(copy_fn real, void *dst, const void *src, size_t n) {
  if (!real) return slow_move(dst, src, n);
  if (slot < 0) return real(dst, src, n);
  uint64_t t = cycles();
  void *r = real(dst, src, n);
  uint64_t spent = cycles() - t;
  if (n >= BIG) {
    int d = (int)((((uintptr_t)dst - (uintptr_t)src) & 4095) >> 6);
    current.big_cycles += spent;
    distance_calls[slot][d]++;
    distance_bytes[slot][d] += n;
    distance_cycles[slot][d] += spent;
    source_offset_calls[slot][(uintptr_t)src & 63]++;
  } else {
    current.small_cycles += spent;
  }
  return r;
}

void *memcpy(void *dst, const void *src, size_t n) {
  count((uintptr_t)__builtin_return_address(0), dst, src, n);
  resolve();
  return timed(real_memcpy, dst, src, n);
}

void *memmove(void *dst, const void *src, size_t n) {
  count((uintptr_t)__builtin_return_address(0), dst, src, n);
  resolve();
  return timed(real_memmove, dst, src, n);
}

/* The fortified entry points some libraries are built to call. */
void *__memcpy_chk(void *dst, const void *src, size_t n, size_t dstlen) {
  (void)dstlen;
  count((uintptr_t)__builtin_return_address(0), dst, src, n);
  resolve();
  return timed(real_memcpy, dst, src, n);
}

void *__memmove_chk(void *dst, const void *src, size_t n, size_t dstlen) {
  (void)dstlen;
  count((uintptr_t)__builtin_return_address(0), dst, src, n);
  resolve();
  return timed(real_memmove, dst, src, n);
}

/* The physical 2 MiB regions the previous read's big copies wrote to, sorted: a destination the previous read
 * wrote to a moment ago is likely still in the caches; one the allocator takes from elsewhere is not. */
static uint64_t regions_previous[LOOKS], regions_current[LOOKS];
static int nprevious;

static int by_region(const void *a, const void *b) {
  uint64_t x = *(const uint64_t *)a, y = *(const uint64_t *)b;
  return (x > y) - (x < y);
}

/* Which of the pages looked at sit in a transparent huge page, and which in a 2 MiB region of physical memory the
 * previous read's big copies also wrote to. */
static void look_at_pages(struct read *r) {
  static int pagemap = -2, kpageflags = -2;
  if (pagemap == -2) {
    pagemap = open("/proc/self/pagemap", O_RDONLY);
    kpageflags = open("/proc/kpageflags", O_RDONLY);
  }
  if (pagemap < 0 || kpageflags < 0) return;
  int ncurrent = 0;
  for (int i = 0; i < nlooks; i++) {
    uintptr_t page = looks[i] >> 12;
    uint64_t entry, flags, frame;
    r->sampled++;
    if (pread(pagemap, &entry, 8, (off_t)page * 8) != 8 || !(entry >> 63) || !(frame = entry & ((1ull << 55) - 1))) {
      r->absent++;
      continue;
    }
    if (pread(kpageflags, &flags, 8, (off_t)frame * 8) == 8 && (flags >> 22 & 1)) r->huge++;
    uint64_t region = frame >> 9;
    if (bsearch(&region, regions_previous, nprevious, sizeof region, by_region)) r->reused++;
    regions_current[ncurrent++] = region;
  }
  qsort(regions_current, ncurrent, sizeof(uint64_t), by_region);
  memcpy(regions_previous, regions_current, ncurrent * sizeof(uint64_t));
  nprevious = ncurrent;
}

void copy_census_slot(int s) {
  if (slot >= 0 && (s < 0 || s >= SLOTS)) { /* a read ends */
    slot = -1;
    look_at_pages(&current);
    if (nreads < READS) reads[nreads++] = current;
  } else if (s >= 0 && s < SLOTS) { /* a read begins */
    if (!first_tsc) {
      first_ns = now_ns();
      first_tsc = cycles();
    }
    memset(&current, 0, sizeof current);
    current.slot = s;
    nlooks = 0;
  }
  slot = s >= 0 && s < SLOTS ? s : -1;
}

/* slot, the destination's distance ahead of the source modulo 4 KiB (from, in bytes), the big copies' calls, bytes
 * and cycles at that distance. */
int copy_census_dump_distances(const char *path) {
  FILE *f = fopen(path, "w");
  if (!f) return -1;
  fprintf(f, "slot\tdistance\tcalls\tbytes\tcycles\n");
  for (int s = 0; s < SLOTS; s++)
    for (int d = 0; d < 64; d++)
      if (distance_calls[s][d])
        fprintf(f, "%d\t%d\t%lu\t%lu\t%lu\n", s, d * 64, (unsigned long)distance_calls[s][d],
                (unsigned long)distance_bytes[s][d], (unsigned long)distance_cycles[s][d]);
  /* then the big copies by the source's offset in its cache line, as distance -1 - offset */
  for (int s = 0; s < SLOTS; s++)
    for (int o = 0; o < 64; o++)
      if (source_offset_calls[s][o])
        fprintf(f, "%d\t%d\t%lu\t0\t0\n", s, -1 - o, (unsigned long)source_offset_calls[s][o]);
  return fclose(f);
}

/* A line with the time stamp counter's rate, then one line per read: its slot, the big and the small copies' calls,
 * bytes and cycles, and of the pages looked at, how many were absent (no longer mapped), how many in a transparent
 * huge page and how many in a 2 MiB region the previous read's big copies wrote to. */
int copy_census_dump_reads(const char *path) {
  FILE *f = fopen(path, "w");
  if (!f) return -1;
  uint64_t ns = now_ns(), tsc = cycles();
  fprintf(f, "# tscHz %.0f\n", ns > first_ns ? (double)(tsc - first_tsc) * 1e9 / (double)(ns - first_ns) : 0.0);
  fprintf(f, "slot\tbigCalls\tbigBytes\tbigCycles\tsmallCalls\tsmallBytes\tsmallCycles\tpagesLooked\tpagesAbsent"
             "\tpagesHuge\tpagesReused\n");
  for (int i = 0; i < nreads; i++) {
    struct read *r = &reads[i];
    fprintf(f, "%d\t%lu\t%lu\t%lu\t%lu\t%lu\t%lu\t%lu\t%lu\t%lu\t%lu\n", r->slot, (unsigned long)r->big_calls,
            (unsigned long)r->big_bytes, (unsigned long)r->big_cycles, (unsigned long)r->small_calls,
            (unsigned long)r->small_bytes, (unsigned long)r->small_cycles, (unsigned long)r->sampled,
            (unsigned long)r->absent, (unsigned long)r->huge, (unsigned long)r->reused);
  }
  return fclose(f);
}

/* slot, library, offset in it, calls, bytes. */
int copy_census_dump(const char *path) {
  int saved = slot;
  slot = -1;
  FILE *f = fopen(path, "w");
  if (!f) return -1;
  fprintf(f, "slot\tlibrary\toffset\tcalls\tbytes\n");
  for (int s = 0; s < SLOTS; s++) {
    for (int i = 0; i < SITES; i++) {
      struct site *e = &sites[s][i];
      if (!e->calls) continue;
      Dl_info info;
      const char *lib = "?";
      uintptr_t offset = e->caller;
      if (dladdr((void *)e->caller, &info) && info.dli_fname) {
        lib = info.dli_fname;
        offset = e->caller - (uintptr_t)info.dli_fbase;
      }
      fprintf(f, "%d\t%s\t0x%lx\t%lu\t%lu\n", s, lib, (unsigned long)offset, (unsigned long)e->calls,
              (unsigned long)e->bytes);
    }
    if (overflow[s]) fprintf(f, "%d\t(table full)\t0x0\t0\t%lu\n", s, (unsigned long)overflow[s]);
  }
  slot = saved;
  return fclose(f);
}
