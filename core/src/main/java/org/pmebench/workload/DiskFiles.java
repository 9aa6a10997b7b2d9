package org.pmebench.workload;

import java.io.BufferedOutputStream;
import java.io.EOFException;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import org.apache.parquet.io.InputFile;
import org.apache.parquet.io.OutputFile;
import org.apache.parquet.io.PositionOutputStream;
import org.apache.parquet.io.SeekableInputStream;

/**
 * Parquet files on the local disk through java.nio, without Hadoop's FileSystem (whose security
 * code breaks on recent JDKs), for the {@code io=disk} variant of the benchmarks.
 */
public final class DiskFiles {
  private DiskFiles() {}

  public static OutputFile output(Path path) {
    return new Output(path);
  }

  public static InputFile input(Path path) {
    return new Input(path);
  }

  private static final class Output implements OutputFile {
    private final Path path;

    Output(Path path) {
      this.path = path;
    }

    @Override
    public PositionOutputStream create(long blockSizeHint) throws IOException {
      return stream(StandardOpenOption.CREATE_NEW);
    }

    @Override
    public PositionOutputStream createOrOverwrite(long blockSizeHint) throws IOException {
      return stream(StandardOpenOption.CREATE, StandardOpenOption.TRUNCATE_EXISTING);
    }

    private PositionOutputStream stream(StandardOpenOption... options) throws IOException {
      final OutputStream out =
          new BufferedOutputStream(Files.newOutputStream(path, options), 1 << 16);
      return new PositionOutputStream() {
        private long pos;

        @Override
        public long getPos() {
          return pos;
        }

        @Override
        public void write(int b) throws IOException {
          out.write(b);
          pos++;
        }

        @Override
        public void write(byte[] b, int off, int len) throws IOException {
          out.write(b, off, len);
          pos += len;
        }

        @Override
        public void flush() throws IOException {
          out.flush();
        }

        @Override
        public void close() throws IOException {
          out.close();
        }
      };
    }

    @Override
    public boolean supportsBlockSize() {
      return false;
    }

    @Override
    public long defaultBlockSize() {
      return 0;
    }
  }

  private static final class Input implements InputFile {
    private final Path path;

    Input(Path path) {
      this.path = path;
    }

    @Override
    public long getLength() throws IOException {
      return Files.size(path);
    }

    @Override
    public SeekableInputStream newStream() throws IOException {
      final FileChannel channel = FileChannel.open(path, StandardOpenOption.READ);
      return new SeekableInputStream() {
        @Override
        public long getPos() throws IOException {
          return channel.position();
        }

        @Override
        public void seek(long newPos) throws IOException {
          channel.position(newPos);
        }

        @Override
        public int read() throws IOException {
          ByteBuffer one = ByteBuffer.allocate(1);
          return channel.read(one) < 1 ? -1 : one.get(0) & 0xff;
        }

        @Override
        public int read(byte[] b, int off, int len) throws IOException {
          return channel.read(ByteBuffer.wrap(b, off, len));
        }

        @Override
        public void readFully(byte[] bytes) throws IOException {
          readFully(ByteBuffer.wrap(bytes));
        }

        @Override
        public void readFully(byte[] bytes, int start, int len) throws IOException {
          readFully(ByteBuffer.wrap(bytes, start, len));
        }

        @Override
        public int read(ByteBuffer buf) throws IOException {
          return channel.read(buf);
        }

        @Override
        public void readFully(ByteBuffer buf) throws IOException {
          while (buf.hasRemaining()) {
            if (channel.read(buf) < 0) {
              throw new EOFException("unexpected end of " + path);
            }
          }
        }

        @Override
        public void close() throws IOException {
          channel.close();
        }
      };
    }
  }
}
