/* Every memcpy and memmove of 512 bytes or more made in pieces of 512, so that none takes glibc's backward loop.
 *
 *   cc -O2 -shared -fPIC -o copy-forward.so scripts/copy-forward.c -ldl
 *   LD_PRELOAD=./copy-forward.so python scripts/pyarrow-decrypt-cost.py loop    (pyarrow-decrypt-cost.sh --forward)
 *
 * glibc's AVX-512 memmove copies more than 8 vectors (512 bytes) forward, unless the destination lies less than
 * 256 bytes ahead of the source modulo 4 KiB: then it copies backward, to keep its loads from matching its own
 * recent stores in their low 12 address bits (4K aliasing). A piece of 512 bytes or less is loaded whole, then
 * stored, in either direction alike. An experiment: whether a read's copies cost what they do because some of them
 * go backward. Pieces run front to back; a piece never overlaps its source unless the whole copy does, and then
 * the whole copy is left to glibc. */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <stddef.h>
#include <stdint.h>

#define PIECE 512

static void *(*real_memcpy)(void *, const void *, size_t);
static void *(*real_memmove)(void *, const void *, size_t);
static int resolving;

/* Before dlsym has answered (it may copy on its way), a byte loop does the copy. */
static void *slow_move(void *dst, const void *src, size_t n) {
  unsigned char *d = dst;
  const unsigned char *s = src;
  if (d < s)
    for (size_t i = 0; i < n; i++) d[i] = s[i];
  else
    for (size_t i = n; i > 0; i--) d[i - 1] = s[i - 1];
  return dst;
}

static int resolve(void) {
  if (resolving) return 0;
  resolving = 1;
  real_memcpy = (void *(*)(void *, const void *, size_t))dlsym(RTLD_NEXT, "memcpy");
  real_memmove = (void *(*)(void *, const void *, size_t))dlsym(RTLD_NEXT, "memmove");
  resolving = 0;
  return real_memcpy && real_memmove;
}

static void *in_pieces(void *(*real)(void *, const void *, size_t), void *dst, const void *src, size_t n) {
  uintptr_t d = (uintptr_t)dst, s = (uintptr_t)src;
  if (n < PIECE || (d < s + n && s < d + n)) return real(dst, src, n);
  for (size_t done = 0; done < n; done += PIECE) real((char *)dst + done, (const char *)src + done, n - done < PIECE ? n - done : PIECE);
  return dst;
}

void *memcpy(void *dst, const void *src, size_t n) {
  if (!real_memcpy && !resolve()) return slow_move(dst, src, n);
  return in_pieces(real_memcpy, dst, src, n);
}

void *memmove(void *dst, const void *src, size_t n) {
  if (!real_memmove && !resolve()) return slow_move(dst, src, n);
  return in_pieces(real_memmove, dst, src, n);
}
