package org.pmebench.workload;

import java.io.Closeable;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.apache.parquet.io.InputFile;
import org.apache.parquet.io.OutputFile;

/**
 * Where a benchmark's one Parquet file lives: in memory (the default, CPU cost only) or on the
 * local disk in a temporary directory that {@link #close} removes.
 */
public abstract class FileStore implements Closeable {
  public static final String MEMORY = "memory";
  public static final String DISK = "disk";

  public abstract OutputFile output();

  /** The file as last written. */
  public abstract InputFile input() throws IOException;

  /** Length of the file as last written. */
  public abstract long length() throws IOException;

  public static FileStore create(String io) throws IOException {
    if (MEMORY.equals(io)) {
      return new Memory();
    }
    if (DISK.equals(io)) {
      return new Disk(Files.createTempDirectory("pmebench-"));
    }
    throw new IllegalArgumentException("unknown io '" + io + "'; allowed: memory, disk");
  }

  private static final class Memory extends FileStore {
    private final InMemoryOutputFile file = new InMemoryOutputFile();

    @Override
    public OutputFile output() {
      return file;
    }

    @Override
    public InputFile input() {
      return new InMemoryInputFile(file.toByteArray());
    }

    @Override
    public long length() {
      return file.length();
    }

    @Override
    public void close() {}
  }

  private static final class Disk extends FileStore {
    private final Path dir;
    private final Path file;

    Disk(Path dir) {
      this.dir = dir;
      this.file = dir.resolve("benchmark.parquet");
      dir.toFile().deleteOnExit();
      file.toFile().deleteOnExit();
    }

    @Override
    public OutputFile output() {
      return DiskFiles.output(file);
    }

    @Override
    public InputFile input() {
      return DiskFiles.input(file);
    }

    @Override
    public long length() throws IOException {
      return Files.size(file);
    }

    @Override
    public void close() throws IOException {
      Files.deleteIfExists(file);
      Files.deleteIfExists(dir);
    }
  }
}
