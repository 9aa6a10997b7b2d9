package org.pmebench.workload;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import org.apache.parquet.io.OutputFile;
import org.apache.parquet.io.PositionOutputStream;

/**
 * A Parquet output file held in memory, so that write benchmarks measure CPU work and not the disk.
 * Its storage is a list of fixed-size blocks kept across {@link #create} calls: writing the same
 * file again reuses the memory instead of allocating a gigabyte per operation.
 */
public final class InMemoryOutputFile implements OutputFile {
  private static final int BLOCK = 4 << 20;
  private final List<byte[]> blocks = new ArrayList<byte[]>();
  private long length;

  @Override
  public PositionOutputStream create(long blockSizeHint) {
    length = 0;
    return new Stream();
  }

  @Override
  public PositionOutputStream createOrOverwrite(long blockSizeHint) {
    return create(blockSizeHint);
  }

  @Override
  public boolean supportsBlockSize() {
    return false;
  }

  @Override
  public long defaultBlockSize() {
    return 0;
  }

  /** Bytes written by the last stream. */
  public long length() {
    return length;
  }

  /** A copy of the written file. */
  public byte[] toByteArray() {
    if (length > Integer.MAX_VALUE - 8) {
      throw new IllegalStateException("file of " + length + " bytes does not fit in one array");
    }
    byte[] copy = new byte[(int) length];
    long copied = 0;
    for (int i = 0; copied < length; i++) {
      int n = (int) Math.min(BLOCK, length - copied);
      System.arraycopy(blocks.get(i), 0, copy, (int) copied, n);
      copied += n;
    }
    return copy;
  }

  private final class Stream extends PositionOutputStream {
    @Override
    public long getPos() {
      return length;
    }

    @Override
    public void write(int b) {
      block()[(int) (length % BLOCK)] = (byte) b;
      length++;
    }

    @Override
    public void write(byte[] b, int off, int len) {
      while (len > 0) {
        int at = (int) (length % BLOCK);
        int n = Math.min(len, BLOCK - at);
        System.arraycopy(b, off, block(), at, n);
        length += n;
        off += n;
        len -= n;
      }
    }

    private byte[] block() {
      int index = (int) (length / BLOCK);
      if (index == blocks.size()) {
        blocks.add(new byte[BLOCK]);
      }
      return blocks.get(index);
    }

    @Override
    public void close() throws IOException {
      // Nothing to release: the blocks stay for the next write of the file.
    }
  }
}
