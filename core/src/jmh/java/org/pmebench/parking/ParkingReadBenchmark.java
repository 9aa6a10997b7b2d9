package org.pmebench.parking;

import java.io.IOException;
import org.apache.parquet.crypto.FileDecryptionProperties;
import org.apache.parquet.io.InputFile;
import org.apache.parquet.schema.MessageType;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.infra.Blackhole;
import org.pmebench.citations.CitationFiles;
import org.pmebench.workload.StandardWorkload;

/** R1, R5, R6 over parking citations: the file is written in setup, then read record by record. */
public abstract class ParkingReadBenchmark extends ParkingBenchmark {
  @Param({"R1", "R5", "R6"})
  public String spec;

  protected InputFile file;
  protected long fileLength;
  protected long encryptedBytes;

  @Setup(Level.Trial)
  public void setUp() throws IOException {
    prepare();
    CitationFiles.write(
        parse(csvText()),
        store.output(),
        schema.schema,
        StandardWorkload.byId(spec, 'R'),
        encryptionProperties(),
        conf);
    file = store.input();
    fileLength = store.length();
    encryptedBytes = encryptedColumnBytes(file);
  }

  protected long read(
      Blackhole blackhole,
      ColumnBytes bytes,
      MessageType projection,
      FileDecryptionProperties decryption)
      throws IOException {
    long records = CitationFiles.readAll(file, projection, decryption, blackhole::consume);
    bytes.fileBytes += fileLength;
    bytes.encryptedColumnBytes += encryptedBytes;
    return records;
  }
}
