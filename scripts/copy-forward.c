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
#include "copy-interpose.h"
#include <stdint.h>

#define PIECE 512

static void *in_pieces(copy_fn real, void *dst, const void *src, size_t n) {
  uintptr_t d = (uintptr_t)dst, s = (uintptr_t)src;
  if (n < PIECE || (d < s + n && s < d + n)) return real(dst, src, n);
  for (size_t done = 0; done < n; done += PIECE)
    real((char *)dst + done, (const char *)src + done, n - done < PIECE ? n - done : PIECE);
  return dst;
}

void *memcpy(void *dst, const void *src, size_t n) {
  if (!resolve()) return slow_move(dst, src, n);
  return in_pieces(real_memcpy, dst, src, n);
}

void *memmove(void *dst, const void *src, size_t n) {
  if (!resolve()) return slow_move(dst, src, n);
  return in_pieces(real_memmove, dst, src, n);
}
