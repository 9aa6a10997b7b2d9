/* What scripts/copy-census.c and scripts/copy-forward.c share as preloaded stand-ins for memcpy and memmove: the
 * C library's own two, found on first use, and a byte loop for the copies made before they are found (dlsym may
 * copy on its way). */
#ifndef COPY_INTERPOSE_H
#define COPY_INTERPOSE_H
#define _GNU_SOURCE
#include <dlfcn.h>
#include <stddef.h>

typedef void *(*copy_fn)(void *, const void *, size_t);

static copy_fn real_memcpy, real_memmove;

static void *slow_move(void *dst, const void *src, size_t n) {
  unsigned char *d = dst;
  const unsigned char *s = src;
  if (d < s)
    for (size_t i = 0; i < n; i++) d[i] = s[i];
  else
    for (size_t i = n; i > 0; i--) d[i - 1] = s[i - 1];
  return dst;
}

/* The C library's memcpy and memmove, once; 0 while they are being looked up (a copy dlsym makes meanwhile). */
static int resolve(void) {
  static int resolving;
  if (!real_memcpy || !real_memmove) {
    if (resolving) return 0;
    resolving = 1;
    real_memcpy = (copy_fn)dlsym(RTLD_NEXT, "memcpy");
    real_memmove = (copy_fn)dlsym(RTLD_NEXT, "memmove");
    resolving = 0;
  }
  return real_memcpy && real_memmove;
}
#endif
