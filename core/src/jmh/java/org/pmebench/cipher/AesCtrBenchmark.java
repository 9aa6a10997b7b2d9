package org.pmebench.cipher;

import org.pmebench.crypto.AesAlgorithm;

/** AES-CTR with PME's IV layout (nonce + counter from 1): the page cipher of AES_GCM_CTR_V1. */
public class AesCtrBenchmark extends AesChunkBenchmark {
  @Override
  protected AesAlgorithm algorithm() {
    return AesAlgorithm.CTR;
  }
}
