package org.pmebench.crypto;

import java.lang.management.ManagementFactory;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.Arrays;
import java.util.Random;
import org.apache.parquet.column.ParquetProperties;
import org.apache.parquet.crypto.FileDecryptionProperties;
import org.apache.parquet.crypto.FileEncryptionProperties;
import org.apache.parquet.example.data.Group;
import org.apache.parquet.example.data.simple.SimpleGroupFactory;
import org.apache.parquet.hadoop.ParquetReader;
import org.apache.parquet.hadoop.ParquetWriter;
import org.apache.parquet.hadoop.example.ExampleParquetWriter;
import org.apache.parquet.hadoop.example.GroupReadSupport;
import org.apache.parquet.io.api.Binary;
import org.apache.parquet.schema.MessageType;
import org.apache.parquet.schema.MessageTypeParser;

/**
 * Bytes a read allocates, encrypted against plaintext, with whichever parquet-java is on the class
 * path: counted with HotSpot's per-thread counter, never timed. {@code main(dir)} prints {@code
 * <extra bytes per encrypted byte> <whether both files read the same values>}, so that a child JVM
 * with other parquet jars in front can report it.
 */
final class DecryptAllocation {
  private static final byte[] KEY = "0123456789abcdef".getBytes(StandardCharsets.US_ASCII);

  /**
   * Extra bytes the encrypted read allocates per byte of its file, and whether the values agree.
   */
  static final class Result {
    final double perEncryptedByte;
    final boolean sameValues;

    Result(double perEncryptedByte, boolean sameValues) {
      this.perEncryptedByte = perEncryptedByte;
      this.sameValues = sameValues;
    }
  }

  private DecryptAllocation() {}

  public static void main(String[] args) throws Exception {
    Result r = measure(Paths.get(args[0]));
    System.out.println(r.perEncryptedByte + " " + r.sameValues);
  }

  static Result measure(Path dir) throws Exception {
    Path plain = write(dir.resolve("plain.parquet"), false);
    Path encrypted = write(dir.resolve("encrypted.parquet"), true);
    long plainBytes = 0;
    long encryptedBytes = 0;
    // Three reads of each to load and compile the path, then three counted.
    for (int round = 0; round < 6; round++) {
      long p = allocatedByRead(plain, false);
      long e = allocatedByRead(encrypted, true);
      if (round >= 3) {
        plainBytes += p;
        encryptedBytes += e;
      }
    }
    boolean same = valuesHash(plain, false) == valuesHash(encrypted, true);
    return new Result((encryptedBytes - plainBytes) / 3.0 / Files.size(encrypted), same);
  }

  /** 20,000 random 100-byte values, V2 pages, no dictionary, no compression: 2 MB of page data. */
  private static Path write(Path file, boolean encrypt) throws Exception {
    MessageType schema = MessageTypeParser.parseMessageType("message t { required binary v; }");
    ExampleParquetWriter.Builder builder =
        ExampleParquetWriter.builder(new org.apache.hadoop.fs.Path(file.toString()))
            .withType(schema)
            .withWriterVersion(ParquetProperties.WriterVersion.PARQUET_2_0)
            .withDictionaryEncoding(false);
    if (encrypt) {
      builder.withEncryption(FileEncryptionProperties.builder(KEY).build());
    }
    SimpleGroupFactory rows = new SimpleGroupFactory(schema);
    Random random = new Random(1);
    try (ParquetWriter<Group> w = builder.build()) {
      for (int i = 0; i < 20_000; i++) {
        byte[] value = new byte[100];
        random.nextBytes(value);
        w.write(rows.newGroup().append("v", Binary.fromConstantByteArray(value)));
      }
    }
    return file;
  }

  private static ParquetReader<Group> reader(Path file, boolean decrypt) throws Exception {
    ParquetReader.Builder<Group> builder =
        ParquetReader.builder(
            new GroupReadSupport(), new org.apache.hadoop.fs.Path(file.toString()));
    if (decrypt) {
      builder.withDecryption(FileDecryptionProperties.builder().withFooterKey(KEY).build());
    }
    return builder.build();
  }

  private static long allocatedByRead(Path file, boolean decrypt) throws Exception {
    com.sun.management.ThreadMXBean threads =
        (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
    long id = Thread.currentThread().getId();
    long before = threads.getThreadAllocatedBytes(id);
    try (ParquetReader<Group> reader = reader(file, decrypt)) {
      while (reader.read() != null) {
        // every record, as a reader of the file would
      }
    }
    return threads.getThreadAllocatedBytes(id) - before;
  }

  private static long valuesHash(Path file, boolean decrypt) throws Exception {
    long hash = 1;
    try (ParquetReader<Group> reader = reader(file, decrypt)) {
      Group g;
      while ((g = reader.read()) != null) {
        hash = 31 * hash + Arrays.hashCode(g.getBinary("v", 0).getBytes());
      }
    }
    return hash;
  }
}
