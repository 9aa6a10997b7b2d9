package org.pmebench.workload;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.apache.hadoop.conf.Configuration;
import org.apache.parquet.crypto.FileDecryptionProperties;
import org.apache.parquet.crypto.ParquetCryptoRuntimeException;
import org.apache.parquet.example.data.Group;
import org.apache.parquet.hadoop.ParquetReader;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.junit.jupiter.params.provider.ValueSource;
import org.pmebench.crypto.EncryptionMode;
import org.pmebench.crypto.ExplicitKeys;

class StandardFilesTest {
  private static final int ROWS = 300;
  private static final ExplicitKeys KEYS = new ExplicitKeys(42);
  private final Configuration conf = StandardFiles.configuration();

  private byte[] write(List<Group> rows, StandardWorkload workload, EncryptionMode mode)
      throws Exception {
    InMemoryOutputFile out = new InMemoryOutputFile();
    StandardFiles.write(rows, out, workload, KEYS.encryptAll(mode, StandardRows.SCHEMA), conf);
    assertEquals(out.length(), out.toByteArray().length);
    return out.toByteArray();
  }

  /** What reads a file written in {@code mode}: every column's key, none for a plaintext file. */
  private static FileDecryptionProperties decryption(EncryptionMode mode) {
    return mode.encrypted() ? KEYS.decryptAll(StandardRows.SCHEMA) : null;
  }

  private List<Group> read(byte[] file, FileDecryptionProperties decryption) throws Exception {
    List<Group> rows = new ArrayList<Group>();
    try (ParquetReader<Group> reader =
        StandardFiles.reader(new InMemoryInputFile(file), decryption, conf)) {
      Group g;
      while ((g = reader.read()) != null) {
        rows.add(g);
      }
    }
    return rows;
  }

  @ParameterizedTest
  @EnumSource(EncryptionMode.class)
  void everyWorkloadRoundTripsInEveryMode(EncryptionMode mode) throws Exception {
    List<Group> rows = StandardRows.generate(ROWS, 7);
    for (StandardWorkload workload : StandardWorkload.values()) {
      byte[] file = write(rows, workload, mode);
      List<Group> back = read(file, decryption(mode));
      assertEquals(ROWS, back.size(), workload + " " + mode);
      for (int i = 0; i < ROWS; i += 37) {
        assertEquals(
            rows.get(i).toString(), back.get(i).toString(), workload + " " + mode + " row " + i);
      }
    }
  }

  /**
   * The timed read (ParquetReader's steps without its builder) returns what ParquetReader returns.
   */
  @ParameterizedTest
  @EnumSource(EncryptionMode.class)
  void readAllReadsWhatParquetReaderReads(EncryptionMode mode) throws Exception {
    List<Group> rows = StandardRows.generate(ROWS, 11);
    for (StandardWorkload workload : StandardWorkload.values()) {
      byte[] file = write(rows, workload, mode);
      FileDecryptionProperties keys = decryption(mode);
      List<String> expected = new ArrayList<String>();
      for (Group g : read(file, keys)) {
        expected.add(g.toString());
      }
      List<String> timed = new ArrayList<String>();
      assertEquals(
          ROWS,
          StandardFiles.readAll(
              new InMemoryInputFile(file), keys, conf, g -> timed.add(g.toString())));
      assertEquals(expected, timed, workload + " " + mode);
    }
  }

  /**
   * Direct buffers (and the off-heap decrypt flag, which 1.13.1 does not act on) read the same
   * records.
   */
  @ParameterizedTest
  @EnumSource(EncryptionMode.class)
  void directReadBuffersReadWhatHeapOnesRead(EncryptionMode mode) throws Exception {
    List<Group> rows = StandardRows.generate(ROWS, 13);
    byte[] file = write(rows, StandardWorkload.SPEC1, mode);
    FileDecryptionProperties keys = decryption(mode);
    Configuration direct = StandardFiles.configuration();
    StandardFiles.readBuffers(direct, "direct");
    assertTrue(direct.getBoolean("parquet.decrypt.off-heap.buffer.enabled", false));
    List<String> heap = new ArrayList<String>();
    List<String> off = new ArrayList<String>();
    StandardFiles.readAll(new InMemoryInputFile(file), keys, conf, g -> heap.add(g.toString()));
    StandardFiles.readAll(new InMemoryInputFile(file), keys, direct, g -> off.add(g.toString()));
    assertEquals(heap, off);
    assertEquals(ROWS, off.size());
    assertThrows(
        IllegalArgumentException.class, () -> StandardFiles.readBuffers(direct, "offheap"));
  }

  @ParameterizedTest
  @EnumSource(
      value = EncryptionMode.class,
      names = {"AES_GCM_V1", "AES_GCM_CTR_V1"})
  void encryptedFilesHideTheDataAndEndWithPare(EncryptionMode mode) throws Exception {
    List<Group> rows = StandardRows.generate(ROWS, 7);
    byte[] file = write(rows, StandardWorkload.SPEC7, mode);
    String bytes = new String(file, StandardCharsets.ISO_8859_1);
    for (Group row : rows) {
      String uuid = row.getBinary("binary_field", 0).toStringUsingUTF8();
      assertFalse(
          bytes.contains(uuid), "plaintext UUID " + uuid + " found in the " + mode + " file");
    }
    assertFalse(bytes.contains("binary_field"), "column names must be inside the encrypted footer");
    assertEquals(
        "PARE",
        new String(
            Arrays.copyOfRange(file, file.length - 4, file.length), StandardCharsets.US_ASCII));
    assertEquals("PARE", new String(Arrays.copyOfRange(file, 0, 4), StandardCharsets.US_ASCII));
  }

  @Test
  void plaintextFilesShowTheDataAndEndWithPar1() throws Exception {
    List<Group> rows = StandardRows.generate(ROWS, 7);
    byte[] file = write(rows, StandardWorkload.SPEC7, EncryptionMode.PLAINTEXT);
    String bytes = new String(file, StandardCharsets.ISO_8859_1);
    assertTrue(bytes.contains(rows.get(0).getBinary("binary_field", 0).toStringUsingUTF8()));
    assertEquals(
        "PAR1",
        new String(
            Arrays.copyOfRange(file, file.length - 4, file.length), StandardCharsets.US_ASCII));
  }

  @Test
  void readingAnEncryptedFileWithoutKeysFailsNamingTheProblem() throws Exception {
    byte[] file =
        write(StandardRows.generate(10, 7), StandardWorkload.SPEC7, EncryptionMode.AES_GCM_V1);
    ParquetCryptoRuntimeException e =
        assertThrows(ParquetCryptoRuntimeException.class, () -> read(file, null));
    assertTrue(e.getMessage().toLowerCase().contains("encrypted footer"), e.getMessage());
  }

  @ParameterizedTest
  @EnumSource(
      value = EncryptionMode.class,
      names = {"AES_GCM_V1", "AES_GCM_CTR_V1"})
  void readingWithAWrongKeyFails(EncryptionMode mode) throws Exception {
    byte[] file = write(StandardRows.generate(10, 7), StandardWorkload.SPEC7, mode);
    FileDecryptionProperties wrong = new ExplicitKeys(43).decryptAll(StandardRows.SCHEMA);
    Exception e = assertThrows(Exception.class, () -> read(file, wrong));
    assertTrue(
        e instanceof ParquetCryptoRuntimeException
            || e.getCause() instanceof ParquetCryptoRuntimeException,
        e.toString());
  }

  @Test
  void generatedRowsAreDeterministicForASeed() {
    assertEquals(StandardRows.generate(5, 1).toString(), StandardRows.generate(5, 1).toString());
    assertFalse(
        StandardRows.generate(5, 1).toString().equals(StandardRows.generate(5, 2).toString()));
    IllegalArgumentException e =
        assertThrows(IllegalArgumentException.class, () -> StandardRows.generate(0, 1));
    assertEquals("rows must be at least 1, got 0", e.getMessage());
  }

  @Test
  void theOutputFileIsReusedAcrossWrites() throws Exception {
    InMemoryOutputFile out = new InMemoryOutputFile();
    List<Group> rows = StandardRows.generate(50, 3);
    StandardFiles.write(rows, out, StandardWorkload.SPEC7, null, conf);
    byte[] first = out.toByteArray();
    StandardFiles.write(rows, out, StandardWorkload.SPEC7, null, conf);
    assertArrayEquals(first, out.toByteArray());
    assertNull(KEYS.encryptAll(EncryptionMode.PLAINTEXT, StandardRows.SCHEMA));
  }

  @ParameterizedTest
  @ValueSource(strings = {"R0", "R8", "W1x", "X1", ""})
  void unknownWorkloadIdsNameTheAllowedOnes(String id) {
    IllegalArgumentException e =
        assertThrows(IllegalArgumentException.class, () -> StandardWorkload.byId(id, 'R'));
    assertEquals("unknown workload id '" + id + "'; allowed: R1 to R7", e.getMessage());
  }

  @Test
  void workloadsFollowTheBlogsTable() {
    assertEquals(StandardWorkload.SPEC1, StandardWorkload.byId("R1", 'R'));
    assertEquals(StandardWorkload.SPEC5, StandardWorkload.byId("W5", 'W'));
    assertEquals(256L << 20, StandardWorkload.SPEC1.rowGroupSize);
    assertEquals(8 << 20, StandardWorkload.SPEC4.pageSize);
    assertEquals("GZIP", StandardWorkload.SPEC5.codec.name());
    assertEquals("SNAPPY", StandardWorkload.SPEC6.codec.name());
    assertEquals(1 << 20, StandardWorkload.SPEC7.pageSize);
  }

  @ParameterizedTest
  @ValueSource(strings = {FileStore.MEMORY, FileStore.DISK})
  void bothStoresRoundTripAnEncryptedFileAndLeaveNothingBehind(String io) throws Exception {
    List<Group> rows = StandardRows.generate(ROWS, 7);
    Set<Path> before = temporaryDirectories();
    try (FileStore store = FileStore.create(io)) {
      StandardFiles.write(
          rows,
          store.output(),
          StandardWorkload.SPEC5,
          KEYS.encryptAll(EncryptionMode.AES_GCM_V1, StandardRows.SCHEMA),
          conf);
      List<Group> back = new ArrayList<Group>();
      try (ParquetReader<Group> reader =
          StandardFiles.reader(store.input(), KEYS.decryptAll(StandardRows.SCHEMA), conf)) {
        Group g;
        while ((g = reader.read()) != null) {
          back.add(g);
        }
      }
      assertEquals(rows.toString(), back.toString());
      assertTrue(store.length() > 0);
    }
    Set<Path> left = temporaryDirectories();
    left.removeAll(before);
    assertEquals(new java.util.HashSet<Path>(), left, "no store directory left behind");
  }

  /**
   * The disk stores' directories in the temporary directory ("pmebench-" and the JDK's random
   * number), not other tests' ("pmebench-csv-...", which the other test JVM makes and removes while
   * this runs).
   */
  private static Set<Path> temporaryDirectories() throws Exception {
    try (Stream<Path> files = Files.list(Paths.get(System.getProperty("java.io.tmpdir")))) {
      return files
          .filter(p -> p.getFileName().toString().matches("pmebench-\\d+"))
          .collect(Collectors.toSet());
    }
  }

  @Test
  void unknownIoNamesTheAllowedOnes() {
    IllegalArgumentException e =
        assertThrows(IllegalArgumentException.class, () -> FileStore.create("s3"));
    assertEquals("unknown io 's3'; allowed: memory, disk", e.getMessage());
  }
}
