package org.pmebench.parquet;

import org.openjdk.jmh.annotations.AuxCounters;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * Bytes of Parquet file written or read, reported by JMH next to the time per file as the secondary
 * metric {@code fileBytes}: file bytes per unit of time, the blog's "file size divided by execution
 * time".
 */
@AuxCounters(AuxCounters.Type.OPERATIONS)
@State(Scope.Thread)
public class FileBytes {
  public long fileBytes;

  @Setup(Level.Iteration)
  public void reset() {
    fileBytes = 0;
  }
}
