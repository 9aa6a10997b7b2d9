package org.pmebench.crypto;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.management.ManagementFactory;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
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
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The behaviour behind docs/upstream/parquet-java-decrypt-page-copy.md: parquet-java 1.13.1 copies
 * each encrypted page into a new array before decrypting it, so reading an encrypted file allocates
 * two arrays per encrypted byte more than its plaintext twin (the copy and the decrypted output),
 * where decrypting from the page's buffer would allocate one. Counted in bytes the reading thread
 * allocated (HotSpot's per-thread counter), not timed. When parquet-java stops copying, this fails
 * and the report is due for an update.
 */
class ParquetJavaDecryptCopyTest {
  private static final byte[] KEY = "0123456789abcdef".getBytes(StandardCharsets.US_ASCII);

  @TempDir Path dir;

  @Test
  void anEncryptedReadAllocatesTwoArraysPerEncryptedByte() throws Exception {
    Path plain = write("plain.parquet", false);
    Path encrypted = write("encrypted.parquet", true);
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
    double perEncryptedByte = (encryptedBytes - plainBytes) / 3.0 / Files.size(encrypted);
    assertTrue(
        perEncryptedByte > 1.8 && perEncryptedByte < 2.4,
        "extra bytes allocated per byte of the encrypted file: " + perEncryptedByte);
  }

  /** 20,000 random 100-byte values, V2 pages, no dictionary, no compression: 2 MB of page data. */
  private Path write(String name, boolean encrypt) throws Exception {
    Path file = dir.resolve(name);
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

  private static long allocatedByRead(Path file, boolean decrypt) throws Exception {
    com.sun.management.ThreadMXBean threads =
        (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
    ParquetReader.Builder<Group> builder =
        ParquetReader.builder(
            new GroupReadSupport(), new org.apache.hadoop.fs.Path(file.toString()));
    if (decrypt) {
      builder.withDecryption(FileDecryptionProperties.builder().withFooterKey(KEY).build());
    }
    long before = threads.getThreadAllocatedBytes(Thread.currentThread().getId());
    try (ParquetReader<Group> reader = builder.build()) {
      while (reader.read() != null) {
        // every record, as a reader of the file would
      }
    }
    return threads.getThreadAllocatedBytes(Thread.currentThread().getId()) - before;
  }
}
