package org.pmebench.parquet;

import java.io.IOException;
import org.apache.parquet.io.InputFile;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.infra.Blackhole;
import org.pmebench.workload.StandardFiles;
import org.pmebench.workload.StandardRows;
import org.pmebench.workload.StandardWorkload;

/**
 * R1..R7, one mode per fork: time to read every record of one standard file with parquet-hadoop's
 * record reader, from memory or disk. The file is written in setup (not timed) with the same
 * properties as W1..W7.
 */
public class ParquetReadBenchmark extends ParquetFileBenchmark {
  @Param({"R1", "R2", "R3", "R4", "R5", "R6", "R7"})
  public String spec;

  private InputFile file;
  private long fileLength;

  @Setup(Level.Trial)
  public void setUp() throws IOException {
    prepare();
    StandardFiles.write(
        StandardRows.generate(rows, 42),
        store.output(),
        StandardWorkload.byId(spec, 'R'),
        keys.encryptAll(encryption, StandardRows.SCHEMA, layout),
        conf);
    file = store.input();
    fileLength = store.length();
  }

  @Benchmark
  public long readFile(Blackhole blackhole, FileBytes bytes) throws IOException {
    long records =
        StandardFiles.readAll(
            file,
            encryption.encrypted() ? keys.decryptAll(StandardRows.SCHEMA, layout) : null,
            conf,
            blackhole::consume);
    bytes.fileBytes += fileLength;
    return records;
  }
}
