/* What a new OpenSSL cipher context per Parquet module costs: decrypting one AES-128-GCM module of each size with a
   context created, fetched, keyed and freed for it (as Arrow C++ does, one per module) against one context keyed
   once and given only the module's nonce. CPU time of this process, the fastest of 5 alternating rounds each.
   Built and run by scripts/pyarrow-decrypt-cost.sh:  cc -O2 openssl-context-cost.c -lcrypto  */
#include <openssl/crypto.h>
#include <openssl/evp.h>
#include <openssl/rand.h>
#include <stdio.h>
#include <time.h>

static unsigned char key[16], nonce[12], aad[16], plain[1 << 20], sealed[1 << 20], out[1 << 20], tag[16];

static double cpu_ns(void) {
  struct timespec t;
  clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t);
  return t.tv_sec * 1e9 + t.tv_nsec;
}

/* One module: the nonce (and, for a new context, the fetched cipher and the key), the AAD, the bytes, the tag. */
static int decrypt(EVP_CIPHER_CTX *ctx, int n, int fresh) {
  int len;
  if (fresh) {
    EVP_CIPHER *gcm = EVP_CIPHER_fetch(NULL, "AES-128-GCM", NULL);
    EVP_DecryptInit_ex(ctx, gcm, NULL, key, nonce);
    EVP_CIPHER_free(gcm);
  } else {
    EVP_DecryptInit_ex(ctx, NULL, NULL, NULL, nonce);
  }
  EVP_DecryptUpdate(ctx, NULL, &len, aad, sizeof aad);
  EVP_DecryptUpdate(ctx, out, &len, sealed, n);
  EVP_CIPHER_CTX_ctrl(ctx, EVP_CTRL_GCM_SET_TAG, 16, tag);
  return EVP_DecryptFinal_ex(ctx, out + len, &len);
}

static void seal(int n) {
  int len;
  EVP_CIPHER_CTX *ctx = EVP_CIPHER_CTX_new();
  EVP_EncryptInit_ex(ctx, EVP_aes_128_gcm(), NULL, key, nonce);
  EVP_EncryptUpdate(ctx, NULL, &len, aad, sizeof aad);
  EVP_EncryptUpdate(ctx, sealed, &len, plain, n);
  EVP_EncryptFinal_ex(ctx, sealed + len, &len);
  EVP_CIPHER_CTX_ctrl(ctx, EVP_CTRL_GCM_GET_TAG, 16, tag);
  EVP_CIPHER_CTX_free(ctx);
}

int main(void) {
  static const int sizes[] = {16, 64, 256, 1024, 4096, 16384, 65536, 262144, 1 << 20};
  RAND_bytes(key, sizeof key);
  RAND_bytes(nonce, sizeof nonce);
  RAND_bytes(plain, sizeof plain);
  printf("{\"openssl\": \"%s\", \"rows\": [", OpenSSL_version(OPENSSL_VERSION));
  for (unsigned s = 0; s < sizeof sizes / sizeof *sizes; s++) {
    int n = sizes[s];
    long reps = (64L << 20) / n > 400000 ? 400000 : (64L << 20) / n;
    double fresh = 1e99, reused = 1e99;
    seal(n);
    for (int round = 0; round < 5; round++) {
      double t = cpu_ns();
      for (long i = 0; i < reps; i++) {
        EVP_CIPHER_CTX *ctx = EVP_CIPHER_CTX_new();
        if (decrypt(ctx, n, 1) != 1) return 1;
        EVP_CIPHER_CTX_free(ctx);
      }
      double f = (cpu_ns() - t) / reps;
      EVP_CIPHER_CTX *ctx = EVP_CIPHER_CTX_new();
      decrypt(ctx, n, 1);
      t = cpu_ns();
      for (long i = 0; i < reps; i++) {
        if (decrypt(ctx, n, 0) != 1) return 1;
      }
      double r = (cpu_ns() - t) / reps;
      EVP_CIPHER_CTX_free(ctx);
      fresh = f < fresh ? f : fresh;
      reused = r < reused ? r : reused;
    }
    printf("%s\n {\"bytes\": %d, \"newContextNanos\": %.0f, \"reusedContextNanos\": %.0f}", s ? "," : "", n, fresh,
           reused);
  }
  printf("]}\n");
  return 0;
}
