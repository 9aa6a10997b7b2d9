package org.pmebench.security;

import java.io.IOException;
import org.apache.parquet.ParquetRuntimeException;

/**
 * What reading one (possibly changed) encrypted file did, as the fuzz campaign sorts it. A reader
 * may refuse a changed file ({@link #CLEAN_ERROR}); anything else on a changed file is a finding,
 * but for {@link #READ_OK} (the change hit bytes no value depends on).
 */
public enum ReadOutcome {
  READ_OK("read, same values as the original"),
  CLEAN_ERROR("clean error (the reader's own exception type)"),
  CRASH("crash (unexpected exception type, panic or signal)"),
  HANG("hang (no answer in the time limit)"),
  MEMORY("memory blown up by a length in the file"),
  WRONG_DATA_ACCEPTED("read without error, values differ from the original");

  public final String description;

  ReadOutcome(String description) {
    this.description = description;
  }

  /** True for the outcomes that are findings on any input: a reader should never do them. */
  public boolean finding() {
    return this == CRASH || this == HANG || this == MEMORY;
  }

  /**
   * parquet-java's failure types: {@link IOException} and parquet's own runtime exceptions (crypto,
   * decoding, configuration) are what a caller can expect and catch; an Error or any other runtime
   * exception (NullPointerException, NegativeArraySizeException, IndexOutOfBounds...) is a crash.
   * Parquet's record reader wraps some failures in a plain RuntimeException: its cause decides; one
   * without a cause that parquet threw itself is a deliberate error.
   */
  public static ReadOutcome ofJavaFailure(Throwable t) {
    if (t instanceof OutOfMemoryError) {
      return MEMORY;
    }
    if (t instanceof IOException || t instanceof ParquetRuntimeException) {
      return CLEAN_ERROR;
    }
    if (t.getClass() == RuntimeException.class) {
      if (t.getCause() != null && t.getCause() != t) {
        return ofJavaFailure(t.getCause());
      }
      // parquet's own "is not a Parquet file" (readFooter): thrown on purpose, with a message.
      StackTraceElement[] frames = t.getStackTrace();
      if (frames.length > 0 && frames[0].getClassName().startsWith("org.apache.parquet.")) {
        return CLEAN_ERROR;
      }
    }
    return CRASH;
  }
}
