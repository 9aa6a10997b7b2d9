package org.pmebench.security;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import org.apache.parquet.format.FileMetaData;
import org.apache.parquet.format.Util;
import org.junit.jupiter.api.Test;
import org.pmebench.workload.FileTail;
import org.pmebench.workload.InMemoryInputFile;

/**
 * Pins what the fuzzers found in parquet-java 1.13.1 (docs/findings.md, "Fuzzing the PME read
 * paths"), so that an upgrade that fixes it shows here. First, AesGcmDecryptor.decrypt(InputStream,
 * AAD) allocates the 4-byte length a module states before reading or authenticating a byte of it.
 * One changed length of a page header module or of the footer module asks for up to 2 GiB; here 320
 * MiB, enough to pass the campaign's 256 MiB limit and to tell from any read of a 5 KB file.
 */
public class KnownFindingsTest {
  static final int LENGTH = 320 << 20;

  /**
   * suite-gcm-uniform: its first column chunk's first module (the dictionary page header), 320 MiB.
   */
  static final byte[] PAGE_HEADER_LENGTH = FuzzInputs.encode(0, new int[] {4, 0, LENGTH});

  /** suite-gcm-uniform: its footer module's length (the last length field), 320 MiB. */
  static final byte[] FOOTER_MODULE_LENGTH = FuzzInputs.encode(0, new int[] {4, -1, LENGTH});

  /** encrypt_columns_and_footer_aad.parquet.encrypted: bit 2 of byte 1645 flipped. */
  public static final byte[] HANG = FuzzInputs.encode(6, new int[] {0, 1645, 2});

  @Test
  void aPageHeaderModuleLengthIsAllocatedBeforeItIsAuthenticated() {
    MutantRead.Result r = assertAllocatedWhole(read(PAGE_HEADER_LENGTH));
    assertTrue(
        r.detail.contains("AesGcmDecryptor.decrypt") || r.detail.contains("OutOfMemoryError"),
        r.detail);
  }

  @Test
  void theFooterModuleLengthIsAllocatedBeforeItIsAuthenticated() {
    assertAllocatedWhole(read(FOOTER_MODULE_LENGTH));
  }

  /** The read ran out of memory allocating the module's whole length ({@link #LENGTH}). */
  private static MutantRead.Result assertAllocatedWhole(MutantRead.Result r) {
    assertEquals(ReadOutcome.MEMORY, r.outcome, r.detail);
    assertTrue(
        r.detail.contains("Tried to read " + LENGTH + " bytes")
            || r.detail.contains("OutOfMemoryError"),
        r.detail);
    return r;
  }

  @Test
  void bothAreTheLengthsTheSeedsMutationsAimAt() {
    SeedFile seed = FuzzInputs.seed(PAGE_HEADER_LENGTH);
    assertEquals("suite-gcm-uniform", seed.name);
    assertTrue(seed.fullyAuthenticated, "GCM, encrypted footer, every column encrypted");
    assertEquals(Mutation.Kind.SET_INT32, FuzzInputs.decode(PAGE_HEADER_LENGTH, seed).get(0).kind);
  }

  /**
   * The key tools: a byte of the footer's key material (in FileCryptoMetaData, before anything is
   * authenticated) that is not base64 escapes FileKeyUnwrapper as java.util.Base64's exception.
   */
  @Test
  void keyMaterialThatIsNotBase64EscapesAsIllegalArgumentException() throws IOException {
    MutantRead.Result r = crashed("crash-key-material-base64-suite-gcm-kms");
    assertTrue(
        r.detail.startsWith("java.lang.IllegalArgumentException: Illegal base64 character"),
        r.detail);
  }

  /**
   * The key tools again: 4 bytes written over the footer key material's "internalStorage" name (the
   * JSON still parses) make KeyMetadata.parse unbox a missing Boolean.
   */
  @Test
  void keyMaterialWithoutInternalStorageIsANullPointerException() throws IOException {
    MutantRead.Result r = crashed("crash-key-metadata-npe-suite-gcm-kms");
    assertTrue(r.detail.startsWith("java.lang.NullPointerException"), r.detail);
    assertTrue(r.detail.contains("KeyMetadata.parse"), r.detail);
  }

  /**
   * A plaintext footer whose algorithm lost its aad_file_unique (Jazzer got there with an int32
   * written over the footer's thrift; made here directly, the suite's seeds having random bytes
   * around it): verifying the footer's signature builds its AAD from null.
   */
  @Test
  void aPlaintextFooterWithoutItsFileAadIsANullPointerException() throws IOException {
    SeedFile seed = FuzzInputs.seeds().get(3);
    assertEquals("suite-gcm-plaintext-footer-one-plaintext-column", seed.name);
    FileTail tail = FileTail.read(new InMemoryInputFile(seed.bytes));
    ByteArrayInputStream footer = new ByteArrayInputStream(tail.footerBytes());
    FileMetaData metadata = Util.readFileMetaData(footer);
    byte[] signature = new byte[footer.available()];
    footer.read(signature);
    metadata.getEncryption_algorithm().getAES_GCM_V1().unsetAad_file_unique();
    ByteArrayOutputStream file = new ByteArrayOutputStream();
    file.write(seed.bytes, 0, (int) tail.footerStart);
    ByteArrayOutputStream newFooter = new ByteArrayOutputStream();
    Util.writeFileMetaData(metadata, newFooter);
    newFooter.write(signature);
    newFooter.writeTo(file);
    file.write(
        ByteBuffer.allocate(4).order(ByteOrder.LITTLE_ENDIAN).putInt(newFooter.size()).array());
    file.write("PAR1".getBytes(StandardCharsets.US_ASCII));
    MutantRead.Result r = MutantRead.read(file.toByteArray(), seed);
    assertEquals(ReadOutcome.CRASH, r.outcome, r.detail);
    assertTrue(
        r.detail.startsWith("java.lang.NullPointerException") && r.detail.contains("AesCipher"),
        r.detail);
  }

  /**
   * A plaintext footer with a negative binary length: the shaded thrift 0.16 throws
   * NullPointerException.
   */
  @Test
  void aNegativeThriftBinaryLengthInAPlaintextFooterIsANullPointerException() throws IOException {
    MutantRead.Result r = crashed("crash-thrift-npe-parquet-testing-plaintext-footer");
    assertTrue(r.detail.startsWith("java.lang.NullPointerException"), r.detail);
  }

  /**
   * A flipped bit in an AES_GCM_CTR_V1 data page (not authenticated) gives a Binary value whose
   * length runs past its page: reading succeeds, using the value throws.
   */
  @Test
  void aChangedCtrPageYieldsABinaryLongerThanItsPage() throws IOException {
    MutantRead.Result r = crashed("crash-binary-past-its-page-parquet-testing-ctr");
    assertTrue(r.detail.startsWith("java.lang.StringIndexOutOfBoundsException"), r.detail);
  }

  /**
   * A plaintext column of parquet-testing's encrypt_columns_and_footer_aad (no PME there): one
   * flipped bit of a page header and parquet-java 1.13.1 never returns (DataInputStream.readFully
   * under BytesInput.toInputStream in ColumnReaderBase.readPageV1).
   */
  @Test
  void aFlippedBitInAPlaintextColumnsPageHeaderHangsTheRead() {
    MutantRead.Result r =
        MutantRead.read(FuzzInputs.mutant(HANG), FuzzInputs.seed(HANG).keys, 3000);
    assertEquals(ReadOutcome.HANG, r.outcome, r.detail);
  }

  /** The saved input {@code name} read, which must crash the reader. */
  private static MutantRead.Result crashed(String name) throws IOException {
    MutantRead.Result r = saved(name);
    assertEquals(ReadOutcome.CRASH, r.outcome, r.detail);
    return r;
  }

  private static MutantRead.Result saved(String name) throws IOException {
    byte[] input =
        Files.readAllBytes(FuzzInputs.resource("PmeReadFuzzTestInputs/readMutant/" + name));
    return read(input);
  }

  private static MutantRead.Result read(byte[] input) {
    return MutantRead.read(FuzzInputs.mutant(input), FuzzInputs.seed(input));
  }
}
