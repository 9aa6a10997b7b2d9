package org.pmebench.parquet;

import java.io.IOException;
import java.util.List;
import org.apache.parquet.example.data.Group;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Setup;
import org.pmebench.workload.StandardFiles;
import org.pmebench.workload.StandardRows;
import org.pmebench.workload.StandardWorkload;

/**
 * W1..W7: time to write one whole standard file of {@code rows} rows with parquet-hadoop, in memory
 * or to disk. Rows are built in setup; the timed operation is the writer from open to close,
 * including building the file's encryption properties (what every encrypted write does).
 */
public class ParquetWriteBenchmark extends ParquetFileBenchmark {
  @Param({"W1", "W2", "W3", "W4", "W5", "W6", "W7"})
  public String spec;

  private StandardWorkload workload;
  private List<Group> data;

  @Setup(Level.Trial)
  public void setUp() throws IOException {
    prepare();
    workload = StandardWorkload.byId(spec, 'W');
    data = StandardRows.generate(rows, 42);
  }

  @Benchmark
  public long writeFile(FileBytes bytes) throws IOException {
    StandardFiles.write(
        data,
        store.output(),
        workload,
        keys.encryptAll(encryption, StandardRows.SCHEMA, layout),
        conf);
    long size = store.length();
    bytes.fileBytes += size;
    return size;
  }
}
