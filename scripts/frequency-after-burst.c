/* Does the core run slower right after a burst of wide vector work, and for how long? Without hardware counters a
   chain of dependent adds is the clock: one add per core cycle at any frequency, timed by the time stamp counter,
   which ticks at a constant rate. Each trial rests (scalar work only), measures the core's speed for 2 ms, runs one
   burst, then measures again for 3 ms after it, in 25 µs bins. The bursts, shuffled trial by trial:
     none      nothing (the probe's own steadiness);
     gcm       OpenSSL AES-128-GCM decryption of BYTES (the path OPENSSL_ia32cap leaves it: AVX-512 VAES by default);
     copies    BYTES copied 1 KiB at a time, as pyarrow's FLBA decoder does (glibc's memmove);
     zmm       BYTES of 512-bit integer adds (vpaddq on zmm registers, no memory traffic);
     ymm       the same work on 256-bit registers.
   Prints JSON: per burst, the speed after it against the speed before it (each bin's median block in a trial, then
   the trials' mean of the middle 80%), and the µs the 3 ms after it lose against the speed before it (what code
   running right after such a burst pays).
   Build and run:  cc -O2 -o fab frequency-after-burst.c -lcrypto && ./fab 1048576 300  (BYTES, trials of each burst)
   (against another OpenSSL: -I$PREFIX/include ... $PREFIX/lib64/libcrypto.a -lpthread -ldl). */
#include <openssl/crypto.h>
#include <openssl/evp.h>
#include <immintrin.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <x86intrin.h>

#define BLOCK_ADDS 2000
#define BIN_NS 25000.0
#define AFTER_BINS 120
#define KINDS 5
#define MAX_BLOCKS 40000

static const char *kinds[KINDS] = {"none", "gcm", "copies", "zmm", "ymm"};
static unsigned char *src, *dst, key[16], nonce[12], tag[16];
static double tsc_per_ns;

static inline uint64_t ticks(void) {
  unsigned aux;
  return __rdtscp(&aux);
}

/* BLOCK_ADDS dependent adds: BLOCK_ADDS core cycles whatever the frequency. */
/* Register operands: newer cores fold chains of adds of an immediate in the renamer, faster than one a cycle. */
static inline void chain(uint64_t *x) {
  uint64_t v = *x, one = 1;
  for (int i = 0; i < BLOCK_ADDS / 10; i++)
    __asm__ volatile(
        "add %1,%0\n\tadd %1,%0\n\tadd %1,%0\n\tadd %1,%0\n\tadd %1,%0\n\t"
        "add %1,%0\n\tadd %1,%0\n\tadd %1,%0\n\tadd %1,%0\n\tadd %1,%0"
        : "+r"(v)
        : "r"(one));
  *x = v;
}

static double calibrate(void) {
  struct timespec a, b;
  clock_gettime(CLOCK_MONOTONIC, &a);
  uint64_t t0 = ticks();
  do clock_gettime(CLOCK_MONOTONIC, &b);
  while ((b.tv_sec - a.tv_sec) * 1e9 + (b.tv_nsec - a.tv_nsec) < 2e8);
  return (ticks() - t0) / ((b.tv_sec - a.tv_sec) * 1e9 + (b.tv_nsec - a.tv_nsec));
}

/* Core cycles per nanosecond (GHz) of each block in [start, start + ns), into speeds; returns how many. */
static int probe(double ns, double *speeds, double *at, uint64_t origin) {
  uint64_t x = 0, end = ticks() + (uint64_t)(ns * tsc_per_ns);
  int n = 0;
  for (uint64_t t = ticks(); t < end && n < MAX_BLOCKS;) {
    chain(&x);
    uint64_t u = ticks();
    speeds[n] = BLOCK_ADDS / ((u - t) / tsc_per_ns);
    at[n++] = (t - origin) / tsc_per_ns;
    t = u;
  }
  return n;
}

static void gcm(size_t bytes) {
  int len;
  EVP_CIPHER_CTX *ctx = EVP_CIPHER_CTX_new();
  EVP_DecryptInit_ex(ctx, EVP_aes_128_gcm(), NULL, key, nonce);
  EVP_DecryptUpdate(ctx, dst, &len, src, (int)bytes);
  EVP_CIPHER_CTX_ctrl(ctx, EVP_CTRL_GCM_SET_TAG, 16, tag);
  EVP_DecryptFinal_ex(ctx, dst + len, &len); /* the tag is wrong: the work is the same */
  EVP_CIPHER_CTX_free(ctx);
}

static void copies(size_t bytes) {
  for (size_t i = 0; i + 1024 <= bytes; i += 1024) memmove(dst + i + 64, src + i, 1024);
}

/* About as many vector operations as the cipher makes over the same bytes (one per 64 B, eight per block). */
__attribute__((target("avx512f"))) static void zmm(size_t bytes) {
  __m512i a = _mm512_set1_epi64(1), b = _mm512_set1_epi64(2), c = _mm512_set1_epi64(3);
  for (size_t i = 0; i < bytes; i += 64) {
    a = _mm512_add_epi64(a, b);
    b = _mm512_add_epi64(b, c);
    c = _mm512_add_epi64(c, a);
  }
  _mm512_storeu_si512(dst, _mm512_add_epi64(a, _mm512_add_epi64(b, c)));
}

__attribute__((target("avx2"))) static void ymm(size_t bytes) {
  __m256i a = _mm256_set1_epi64x(1), b = _mm256_set1_epi64x(2), c = _mm256_set1_epi64x(3);
  for (size_t i = 0; i < bytes; i += 32) {
    a = _mm256_add_epi64(a, b);
    b = _mm256_add_epi64(b, c);
    c = _mm256_add_epi64(c, a);
  }
  _mm256_storeu_si256((__m256i *)dst, _mm256_add_epi64(a, _mm256_add_epi64(b, c)));
}

static void burst(int kind, size_t bytes) {
  if (kind == 1) gcm(bytes);
  if (kind == 2) copies(bytes);
  if (kind == 3) zmm(bytes);
  if (kind == 4) ymm(bytes);
}

static int by_value(const void *a, const void *b) {
  double x = *(const double *)a, y = *(const double *)b;
  return (x > y) - (x < y);
}

static double median(double *v, int n) {
  qsort(v, n, sizeof *v, by_value);
  return n == 0 ? 0 : n % 2 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2;
}

/* The mean of the middle 80%: finer than a median of speeds the time stamp counter quantises, and a trial the host
   preempted in that bin does not pull it down. */
static double trimmed_mean(double *v, int n) {
  qsort(v, n, sizeof *v, by_value);
  double sum = 0;
  int cut = n / 10;
  for (int i = cut; i < n - cut; i++) sum += v[i];
  return n - 2 * cut > 0 ? sum / (n - 2 * cut) : 0;
}

int main(int argc, char **argv) {
  size_t bytes = argc > 1 ? strtoul(argv[1], 0, 10) : 262144;
  int trials = argc > 2 ? atoi(argv[2]) : 300;
  if (bytes < 1024 || bytes > (1u << 30) || trials < 1 || trials > 4096) {
    fprintf(stderr, "usage: %s [BYTES 1024..2^30] [TRIALS 1..4096]\n", argv[0]);
    return 2;
  }
  src = malloc(bytes + 4096), dst = malloc(bytes + 4096);
  memset(src, 7, bytes + 4096), memset(dst, 1, bytes + 4096);
  tsc_per_ns = calibrate();
  /* ratio[kind][trial][bin]: the speed after the burst over the median speed of the 2 ms before it */
  double *ratio = calloc((size_t)KINDS * trials * AFTER_BINS, sizeof(double));
  double *burst_ns = calloc((size_t)KINDS * trials, sizeof(double));
  double *before_ghz = calloc((size_t)KINDS * trials, sizeof(double));
  static double speeds[MAX_BLOCKS], at[MAX_BLOCKS], bin[MAX_BLOCKS];
  int order[KINDS * 4096], done[KINDS] = {0};
  for (int i = 0; i < KINDS * trials; i++) order[i] = i % KINDS;
  srand(42);
  for (int i = KINDS * trials - 1; i > 0; i--) {
    int j = rand() % (i + 1), t = order[i];
    order[i] = order[j], order[j] = t;
  }
  for (int i = 0; i < KINDS * trials; i++) {
    int kind = order[i], trial = done[kind]++;
    uint64_t origin = ticks();
    probe(5e6, speeds, at, origin); /* rest: whatever the last burst left behind wears off */
    int n = probe(2e6, speeds, at, origin);
    double before = median(speeds, n);
    before_ghz[i] = before;
    uint64_t b0 = ticks();
    burst(kind, bytes);
    uint64_t b1 = ticks();
    burst_ns[kind * trials + trial] = (b1 - b0) / tsc_per_ns;
    n = probe(AFTER_BINS * BIN_NS, speeds, at, b1);
    for (int k = 0; k < AFTER_BINS; k++) {
      int m = 0;
      for (int j = 0; j < n; j++)
        if (at[j] >= k * BIN_NS && at[j] < (k + 1) * BIN_NS) bin[m++] = speeds[j];
      ratio[((size_t)kind * trials + trial) * AFTER_BINS + k] = m ? median(bin, m) / before : 0;
    }
  }
  printf("{\"bytes\": %zu, \"trials\": %d, \"tscGhz\": %.4f, \"openssl\": \"%s\", \"ia32cap\": \"%s\",\n",
         bytes, trials, tsc_per_ns, OpenSSL_version(OPENSSL_VERSION),
         getenv("OPENSSL_ia32cap") ? getenv("OPENSSL_ia32cap") : "");
  printf(" \"speedBeforeGhz\": %.3f, \"binMicros\": %.0f, \"bursts\": {", median(before_ghz, KINDS * trials),
         BIN_NS / 1000);
  for (int kind = 0; kind < KINDS; kind++) {
    double col[4096], curve[AFTER_BINS], lost = 0;
    for (int k = 0; k < AFTER_BINS; k++) {
      for (int t = 0; t < trials; t++) col[t] = ratio[((size_t)kind * trials + t) * AFTER_BINS + k];
      curve[k] = trimmed_mean(col, trials);
      lost += (1 - curve[k]) * BIN_NS / 1000;
    }
    for (int t = 0; t < trials; t++) col[t] = burst_ns[kind * trials + t];
    printf("%s\n  \"%s\": {\"burstMicros\": %.2f, \"lostMicrosOver3ms\": %.2f, \"speedAfter\": [", kind ? "," : "",
           kinds[kind], median(col, trials) / 1000, lost);
    for (int k = 0; k < AFTER_BINS; k++) printf("%s%.4f", k ? ", " : "", curve[k]);
    printf("]}");
  }
  printf("}}\n");
  return 0;
}
