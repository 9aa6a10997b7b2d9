package org.pmebench.parking;

import java.io.IOException;
import java.util.Collections;
import org.apache.parquet.crypto.FileEncryptionProperties;
import org.apache.parquet.io.InputFile;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.TearDown;
import org.pmebench.citations.EncryptedColumns;
import org.pmebench.crypto.EncryptionMode;
import org.pmebench.workload.FileStore;

/**
 * The separate-fork parking benchmarks: one mode and column set per JMH configuration. {@code
 * columns} is {@code none} for plaintext and {@code sensitive} (Ticket number and Issue Date, plus
 * the footer) or {@code all} for the encrypted modes.
 */
public abstract class ParkingBenchmark extends ParkingSettings {
  @Param({"PLAINTEXT", "AES_GCM_V1", "AES_GCM_CTR_V1"})
  public String mode;

  protected EncryptionMode encryption;
  protected EncryptedColumns encrypted;
  protected FileStore store;

  /** The subclass's {@code columns} parameter. */
  protected abstract String columns();

  protected void prepare() throws IOException {
    encryption = EncryptionMode.byName(mode);
    prepareSettings(Collections.singletonList(encryption));
    encrypted = EncryptedColumns.byId(columns());
    if (encryption.encrypted() == (encrypted == EncryptedColumns.NONE)) {
      throw new IllegalArgumentException(
          "columns="
              + encrypted.id()
              + " does not go with mode="
              + mode
              + ": PLAINTEXT takes columns=none, the encrypted modes sensitive or all");
    }
    store = FileStore.create(io);
  }

  protected FileEncryptionProperties encryptionProperties() {
    return encryptionProperties(encryption, encrypted);
  }

  protected long encryptedColumnBytes(InputFile file) throws IOException {
    return encryptedColumnBytes(file, encryption, encrypted);
  }

  @TearDown(Level.Trial)
  public void tearDown() throws IOException {
    store.close();
  }
}
