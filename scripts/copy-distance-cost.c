/* What pyarrow's FLBA decoder's copies cost, by where the source lies from the destination modulo 4 KiB.
 *
 *   cc -O2 -o copy-distance-cost scripts/copy-distance-cost.c
 *   ./copy-distance-cost [values 20000] [size 1024] [rounds 21] [step 64] [first 0]
 *
 * The decoder of a DELTA_BYTE_ARRAY column of 1 KiB fixed-length values copies each value from one buffer it
 * keeps into the next 1 KiB of the column's output (scripts/copy-census.c saw it: 20,000 copies per read of R1,
 * the source fixed, the destination moving on by 1 KiB). Which 64-byte line of a 4 KiB page the source starts at,
 * against the destination's, is an accident of where the allocator put the two; a load that matches an earlier,
 * unfinished store in its low 12 address bits has to wait for it (4K aliasing). This loop makes the same copies
 * with this system's memmove, the destination 2 MiB-aligned, for start distances (destination minus source, modulo
 * 4096) from first to 4095 in steps of step bytes: the microseconds of one read's copies, the fastest and the median
 * of the rounds. The source's offset in its 64-byte line is (-distance) mod 64, as in the read.
 * One JSON object: {"values", "bytes", "rounds", "rows": [{"distance", "fastestMicros", "medianMicros"}]}. */
#define _GNU_SOURCE
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <time.h>

static double now_micros(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return t.tv_sec * 1e6 + t.tv_nsec / 1e3;
}

static int by_value(const void *a, const void *b) {
  double x = *(const double *)a, y = *(const double *)b;
  return (x > y) - (x < y);
}

int main(int argc, char **argv) {
  long values = argc > 1 ? atol(argv[1]) : 20000;
  long size = argc > 2 ? atol(argv[2]) : 1024;
  int rounds = argc > 3 ? atoi(argv[3]) : 21;
  int step = argc > 4 ? atoi(argv[4]) : 64;
  int first = argc > 5 ? atoi(argv[5]) : 0;
  if (values <= 0 || size <= 0 || size > 65536 || rounds <= 0 || rounds > 1000 || step <= 0 || first < 0 ||
      first > 4095) {
    fprintf(stderr, "usage: copy-distance-cost [values>0] [size 1..65536] [rounds 1..1000] [step>0] [first 0..4095]\n");
    return 2;
  }
  size_t span = (size_t)values * size, huge = 2u << 20;
  /* The destination as the read's: 2 MiB-aligned, in transparent huge pages where the kernel gives them. */
  unsigned char *raw = mmap(NULL, span + 2 * huge, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
  unsigned char *source_page = aligned_alloc(4096, 4096 + 65536 + 4096);
  if (raw == MAP_FAILED || !source_page) {
    perror("copy-distance-cost");
    return 1;
  }
  unsigned char *dst = (unsigned char *)(((uintptr_t)raw + huge - 1) & ~(uintptr_t)(huge - 1));
  madvise(dst, span, MADV_HUGEPAGE);
  memset(dst, 1, span);
  memset(source_page, '*', 4096 + 65536 + 4096);
  double *times = malloc(sizeof(double) * rounds);
  printf("{\"values\": %ld, \"bytes\": %ld, \"rounds\": %d, \"rows\": [", values, size, rounds);
  for (int distance = first; distance < 4096; distance += step) {
    /* dst - src == distance (mod 4096): the source starts distance bytes before a page boundary's twin. */
    unsigned char *src = source_page + ((4096 - distance) & 4095);
    for (int r = 0; r < rounds; r++) {
      double start = now_micros();
      for (long v = 0; v < values; v++) memmove(dst + v * size, src, (size_t)size);
      times[r] = now_micros() - start;
      __asm__ volatile("" : : "r"(dst) : "memory"); /* the copies are used: keep them */
    }
    qsort(times, rounds, sizeof(double), by_value);
    printf("%s\n {\"distance\": %d, \"fastestMicros\": %.1f, \"medianMicros\": %.1f}", distance > first ? "," : "", distance,
           times[0], times[rounds / 2]);
    fflush(stdout);
  }
  printf("]}\n");
  return 0;
}
