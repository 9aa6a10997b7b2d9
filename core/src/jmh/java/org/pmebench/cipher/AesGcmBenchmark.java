package org.pmebench.cipher;

import org.pmebench.crypto.AesAlgorithm;

/** AES-GCM with a 128-bit tag and a fresh 12-byte nonce per encryption: PME's AES_GCM_V1 cipher. */
public class AesGcmBenchmark extends AesChunkBenchmark {
  @Override
  protected AesAlgorithm algorithm() {
    return AesAlgorithm.GCM;
  }
}
