package org.pmebench.workload;

import java.io.EOFException;
import java.io.IOException;
import java.nio.ByteBuffer;
import org.apache.parquet.io.InputFile;
import org.apache.parquet.io.SeekableInputStream;

/**
 * A Parquet file read from a byte array, so that read benchmarks measure CPU work and not the disk.
 */
public final class InMemoryInputFile implements InputFile {
  private final byte[] data;

  public InMemoryInputFile(byte[] data) {
    this.data = data;
  }

  @Override
  public long getLength() {
    return data.length;
  }

  @Override
  public SeekableInputStream newStream() {
    return new Stream();
  }

  private final class Stream extends SeekableInputStream {
    private int pos;

    @Override
    public long getPos() {
      return pos;
    }

    @Override
    public void seek(long newPos) throws IOException {
      if (newPos < 0 || newPos > data.length) {
        throw new EOFException(
            "seek to " + newPos + " outside a file of " + data.length + " bytes");
      }
      pos = (int) newPos;
    }

    @Override
    public int read() {
      return pos < data.length ? data[pos++] & 0xff : -1;
    }

    @Override
    public int read(byte[] b, int off, int len) {
      if (len == 0) {
        return 0;
      }
      if (pos >= data.length) {
        return -1;
      }
      int n = Math.min(len, data.length - pos);
      System.arraycopy(data, pos, b, off, n);
      pos += n;
      return n;
    }

    @Override
    public void readFully(byte[] bytes) throws IOException {
      readFully(bytes, 0, bytes.length);
    }

    @Override
    public void readFully(byte[] bytes, int start, int len) throws IOException {
      if (len > data.length - pos) {
        throw new EOFException(
            "read of " + len + " bytes at " + pos + " past the end of a file of " + data.length);
      }
      System.arraycopy(data, pos, bytes, start, len);
      pos += len;
    }

    @Override
    public int read(ByteBuffer buf) {
      if (!buf.hasRemaining()) {
        return 0;
      }
      if (pos >= data.length) {
        return -1;
      }
      int n = Math.min(buf.remaining(), data.length - pos);
      buf.put(data, pos, n);
      pos += n;
      return n;
    }

    @Override
    public void readFully(ByteBuffer buf) throws IOException {
      int len = buf.remaining();
      if (len > data.length - pos) {
        throw new EOFException(
            "read of " + len + " bytes at " + pos + " past the end of a file of " + data.length);
      }
      buf.put(data, pos, len);
      pos += len;
    }

    @Override
    public long skip(long n) {
      long skipped = Math.max(0, Math.min(n, data.length - pos));
      pos += (int) skipped;
      return skipped;
    }

    @Override
    public int available() {
      return data.length - pos;
    }
  }
}
