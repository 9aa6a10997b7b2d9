package org.pmebench.security;

import java.lang.management.ManagementFactory;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.util.Locale;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.FutureTask;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import org.apache.hadoop.conf.Configuration;
import org.apache.parquet.crypto.FileDecryptionProperties;
import org.apache.parquet.example.data.Group;
import org.apache.parquet.hadoop.ParquetReader;
import org.pmebench.util.StuckThread;
import org.pmebench.workload.InMemoryInputFile;
import org.pmebench.workload.StandardFiles;

/**
 * parquet-java (the built-in 1.13.1) reading one file whole with a seed's keys, on a thread of its
 * own: a read that takes longer than the time limit is a hang (its thread stopped where the JVM
 * can), one that allocates more than {@link #MEMORY_LIMIT_BYTES} (HotSpot's count of the thread's
 * allocations) has let a length in the file decide its memory, whatever the heap size.
 */
public final class MutantRead {
  public static final long TIME_LIMIT_MILLIS = 10_000;

  /** Far above what reading any seed (a few KB) allocates, far below a length field's 2 GiB. */
  public static final long MEMORY_LIMIT_BYTES = 256L << 20;

  /** What one read did. */
  public static final class Result {
    public final ReadOutcome outcome;

    /**
     * The failure ("Type: message" of the thrown exception and its top frame), or the row count.
     */
    public final String detail;

    /** The values' digest, when the read succeeded. */
    public final String digest;

    public final long allocatedBytes;

    Result(ReadOutcome outcome, String detail, String digest, long allocatedBytes) {
      this.outcome = outcome;
      this.detail = detail;
      this.digest = digest;
      this.allocatedBytes = allocatedBytes;
    }

    /** The same read, judged against the untouched file's values. */
    public Result against(String originalDigest) {
      if (outcome == ReadOutcome.READ_OK && !digest.equals(originalDigest)) {
        return new Result(ReadOutcome.WRONG_DATA_ACCEPTED, detail, digest, allocatedBytes);
      }
      return this;
    }
  }

  private MutantRead() {}

  /** Parsed once: a Configuration parses Hadoop's defaults, which would cost more than a read. */
  private static final class Conf {
    static final Configuration KMS = FuzzKeys.kmsConfiguration();
  }

  /** Reads {@code file} of {@code seed}'s kind and judges it against the seed's values. */
  public static Result read(byte[] file, SeedFile seed) {
    return read(file, seed.keys, TIME_LIMIT_MILLIS).against(seed.digest);
  }

  /**
   * A read over the memory limit is read again: loading (and under Jazzer instrumenting) the
   * classes a new path needs is counted too, and happens only once.
   */
  static Result read(byte[] file, SeedFile.Keys keys, long timeLimitMillis) {
    Result r = readOnce(file, keys, timeLimitMillis);
    return r.outcome == ReadOutcome.MEMORY && r.allocatedBytes > 0
        ? readOnce(file, keys, timeLimitMillis)
        : r;
  }

  private static Result readOnce(
      final byte[] file, final SeedFile.Keys keys, long timeLimitMillis) {
    final long[] allocated = {0};
    FutureTask<Result> task =
        new FutureTask<Result>(
            new Callable<Result>() {
              @Override
              public Result call() {
                long before = allocatedByThisThread();
                Result r = readHere(file, keys);
                allocated[0] = allocatedByThisThread() - before;
                return r;
              }
            });
    Thread worker = new Thread(task, "pmebench-mutant-read");
    worker.setDaemon(true);
    worker.start();
    Result r;
    try {
      r = task.get(timeLimitMillis, TimeUnit.MILLISECONDS);
    } catch (TimeoutException e) {
      task.cancel(true);
      StuckThread.stop(worker);
      return new Result(ReadOutcome.HANG, "no answer in " + timeLimitMillis + " ms", null, 0);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException("interrupted while reading a mutant", e);
    } catch (ExecutionException e) {
      return failure(e.getCause(), 0);
    }
    if (allocated[0] > MEMORY_LIMIT_BYTES && r.outcome != ReadOutcome.CRASH) {
      return new Result(
          ReadOutcome.MEMORY,
          String.format(
              Locale.ROOT,
              "allocated %d MiB reading a %d-byte file; %s",
              allocated[0] >> 20,
              file.length,
              r.detail),
          r.digest,
          allocated[0]);
    }
    return new Result(r.outcome, r.detail, r.digest, allocated[0]);
  }

  private static Result readHere(byte[] file, SeedFile.Keys keys) {
    try {
      Configuration conf = Conf.KMS;
      FileDecryptionProperties decryption =
          keys == SeedFile.Keys.KMS ? FuzzKeys.kms(conf) : FuzzKeys.explicit();
      MessageDigest digest = MessageDigest.getInstance("SHA-256");
      long rows = 0;
      try (ParquetReader<Group> reader =
          StandardFiles.reader(new InMemoryInputFile(file), decryption, conf)) {
        Group row;
        while ((row = reader.read()) != null) {
          digest.update(row.toString().getBytes(StandardCharsets.UTF_8));
          rows++;
        }
      }
      return new Result(ReadOutcome.READ_OK, rows + " rows", hex(digest.digest()), 0);
    } catch (Throwable t) { // the point: every way a read can end, errors included, is sorted
      return failure(t, 0);
    }
  }

  static Result failure(Throwable t, long allocated) {
    return new Result(ReadOutcome.ofJavaFailure(t), describe(t), null, allocated);
  }

  /** "Type: message (at frame)", the frame where it was thrown: what tells two crashes apart. */
  public static String describe(Throwable t) {
    StackTraceElement[] frames = t.getStackTrace();
    String where =
        frames.length == 0
            ? ""
            : " (at " + frames[0].getClassName() + "." + frames[0].getMethodName() + ")";
    String message = String.valueOf(t.getMessage());
    int newline = message.indexOf('\n');
    return t.getClass().getName()
        + ": "
        + (newline < 0 ? message : message.substring(0, newline))
        + where;
  }

  private static long allocatedByThisThread() {
    java.lang.management.ThreadMXBean threads = ManagementFactory.getThreadMXBean();
    if (threads instanceof com.sun.management.ThreadMXBean) {
      return ((com.sun.management.ThreadMXBean) threads)
          .getThreadAllocatedBytes(Thread.currentThread().getId());
    }
    return 0;
  }

  private static String hex(byte[] bytes) {
    StringBuilder s = new StringBuilder();
    for (byte b : bytes) {
      s.append(String.format(Locale.ROOT, "%02x", b & 0xff));
    }
    return s.toString();
  }
}
