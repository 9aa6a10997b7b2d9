package org.pmebench.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.pmebench.TextAssertions.assertContainsAll;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.pmebench.crypto.kms.KmsEncryption;

/**
 * {@code convert} with each source of keys, then {@code inspect}: descriptions, --verify, and each
 * clear failure.
 */
class InspectCommandTest extends CommandTest {
  private static final String KEYS = KmsEncryption.demoKeyList(5);
  private static final String OTHER_KEYS = KmsEncryption.demoKeyList(6);
  private static final String FOOTER_HEX = "00112233445566778899aabbccddeeff";
  private static final String COLUMN_HEX = "ffeeddccbbaa99887766554433221100";
  private static final String WRONG_HEX = "0123456789abcdef0123456789abcdef";

  private Path csv;

  @BeforeEach
  void generate() {
    csv = dir.resolve("c.csv");
    assertEquals(
        0, pmebench("dataset", "--rows", "500", "--seed", "3", "--output", csv.toString()), err);
  }

  private static String[] args(String[] first, String... then) {
    String[] all = Arrays.copyOf(first, first.length + then.length);
    System.arraycopy(then, 0, all, first.length, then.length);
    return all;
  }

  private Path convert(String name, String... options) {
    Path parquet = dir.resolve(name);
    assertEquals(
        0,
        pmebench(args(new String[] {"convert", csv.toString(), parquet.toString()}, options)),
        err);
    return parquet;
  }

  private int inspect(Path file, String... options) {
    return pmebench(args(new String[] {"inspect", file.toString()}, options));
  }

  /** convert takes columns named as estimate and the files family name them, not only its sets. */
  @Test
  void convertEncryptsTheColumnsNamedInEncryptAndNoOther() throws Exception {
    Path parquet =
        convert(
            "named.parquet",
            "--encrypt",
            "meter_id,fine_amount",
            "--footer-key",
            FOOTER_HEX,
            "--column-key",
            COLUMN_HEX);
    assertTrue(out.contains(", meter_id,fine_amount encrypted; "), out);
    assertEquals(0, inspect(parquet, "--footer-key", FOOTER_HEX), err);
    assertTrue(out.contains("| meter_id | BINARY | encrypted with its own key |"), out);
    assertTrue(out.contains("| fine_amount |"), out);
    assertFalse(out.contains("| ticket_number | INT64 | encrypted"), out);
    assertTrue(out.contains("| ticket_number | INT64 | plaintext |"), out);

    assertEquals(
        PmeBench.EXIT_USAGE,
        pmebench(
            "convert", csv.toString(), dir.resolve("x.parquet").toString(), "--encrypt", "nope"));
    assertTrue(
        err.startsWith("pmebench: --encrypt: no column 'nope'; its columns: ticket_number, "), err);
    assertFalse(Files.exists(dir.resolve("x.parquet")), "no file for a refused set");
  }

  @Test
  void keyToolsFileDescribesItsKeysAndVerifies() throws Exception {
    Path parquet =
        convert(
            "kms.parquet",
            "--key-list",
            KEYS,
            "--single-wrapping",
            "--external-key-material",
            "--plaintext-footer");
    assertTrue(
        out.contains(
            "footer: plaintext, signed; keys: parquet key tools, footer under master key "
                + "'footer_key', columns under 'column_key', single wrapping, key material in "),
        out);
    assertTrue(Files.exists(dir.resolve("_KEY_MATERIAL_FOR_kms.parquet.json")));
    try (java.util.stream.Stream<Path> files = Files.list(dir)) {
      assertFalse(
          files.anyMatch(f -> f.getFileName().toString().contains(".tmp")),
          "no temporary file or material");
    }

    assertEquals(0, inspect(parquet, "--key-list", KEYS, "--verify"), err);
    assertContainsAll(
        out,
        "footer: plaintext, signed with the footer key",
        "algorithm: AES_GCM_V1; AAD prefix: none",
        "footer key: master key 'footer_key' (key tools, single wrapping, material 'footerKey' in "
            + "_KEY_MATERIAL_FOR_kms.parquet.json)",
        "footer signature: verified with the footer key",
        "rows: 500 in 1 row group(s)",
        "| ticket_number | INT64 | encrypted with its own key | master key 'column_key' (key tools, "
            + "single wrapping, material 'columnKey",
        "| meter_id | BINARY | plaintext | – |",
        "verify: 19 of 19 column(s) read completely");
  }

  @Test
  void aWrongMasterKeyIsAClearFailure() {
    Path parquet = convert("kms.parquet", "--key-list", KEYS);
    assertEquals(PmeBench.EXIT_USAGE, inspect(parquet, "--key-list", OTHER_KEYS));
    assertEquals(
        "pmebench: "
            + parquet
            + ": the KMS cannot unwrap the footer key: the master key in the key list "
            + "is not the one the file was written with (GCM tag check failed)",
        err.trim());
    assertEquals(
        PmeBench.EXIT_USAGE,
        inspect(parquet, "--key-list", "column_key:" + KEYS.split("column_key:")[1]));
    assertTrue(
        err.contains(
            "the KMS refused a key for the footer: master key 'footer_key' is not in "
                + "parquet.encryption.key.list"),
        err);
  }

  @Test
  void withoutAColumnKeyTheOtherColumnsStillReadAndThatOneFailsClearly() {
    Path parquet =
        convert(
            "hex.parquet",
            "--footer-key",
            FOOTER_HEX,
            "--column-key",
            COLUMN_HEX,
            "--algorithm",
            "AES_GCM_CTR_V1");
    assertEquals(0, inspect(parquet, "--footer-key", FOOTER_HEX), err);
    assertTrue(
        out.contains(
            "| issue_date | INT32 | encrypted with its own key | explicit key (no key metadata) |"),
        out);

    assertEquals(
        InspectCommand.EXIT_VERIFY_FAILED,
        inspect(parquet, "--footer-key", FOOTER_HEX, "--verify"));
    assertContainsAll(
        out,
        "ticket_number: FAILED: no key for column ticket_number: it is encrypted with its own key",
        "meter_id: ok, 500 values",
        "verify: 17 of 19 column(s) read completely; 2 failed",
        "note: AES_GCM_CTR_V1 authenticates page headers and metadata but not page data");
    assertTrue(err.contains("2 column(s) failed verification"), err);

    assertEquals(
        InspectCommand.EXIT_VERIFY_FAILED,
        inspect(
            parquet,
            "--footer-key",
            FOOTER_HEX,
            "--column-key",
            "ticket_number=" + WRONG_HEX,
            "--column-key",
            "issue_date=" + COLUMN_HEX,
            "--verify"));
    assertContainsAll(
        out,
        "ticket_number: FAILED: integrity check failed in column ticket_number: wrong column key, "
            + "or the column's data was changed (GCM tag check failed)",
        "issue_date: ok, 500 values");
  }

  @Test
  void aWrongFooterKeyOrNoKeysForAnEncryptedFooterAreClearFailures() {
    Path parquet = convert("seed.parquet", "--key-seed", "9");
    assertEquals(PmeBench.EXIT_USAGE, inspect(parquet, "--footer-key", WRONG_HEX));
    assertEquals(
        "pmebench: "
            + parquet
            + ": the footer does not decrypt: wrong footer key, or the footer was "
            + "changed (GCM tag check failed)",
        err.trim());
    assertEquals(PmeBench.EXIT_USAGE, inspect(parquet));
    assertEquals(
        "pmebench: "
            + parquet
            + ": the footer is encrypted: give the keys (--key-list, --footer-key or "
            + "--key-seed)",
        err.trim());
    assertEquals(0, inspect(parquet, "--key-seed", "9", "--verify"), err);
  }

  @Test
  void aChangedByteInAGcmFileFailsVerification() throws Exception {
    Path parquet = convert("all.parquet", "--encrypt", "all", "--key-seed", "4");
    byte[] bytes = Files.readAllBytes(parquet);
    bytes[bytes.length / 3] ^= 0x01;
    Files.write(parquet, bytes);
    assertEquals(
        InspectCommand.EXIT_VERIFY_FAILED, inspect(parquet, "--key-seed", "4", "--verify"));
    assertContainsAll(out, "verify: 18 of 19 column(s) read completely; 1 failed", ": FAILED: ");
  }

  @Test
  void anAadPrefixThatIsNotStoredMustBeSupplied() {
    Path parquet =
        convert(
            "aad.parquet",
            "--key-seed",
            "2",
            "--aad-prefix",
            "tables/citations",
            "--supply-aad-prefix");
    assertEquals(PmeBench.EXIT_USAGE, inspect(parquet, "--key-seed", "2"));
    assertTrue(
        err.contains(
            "AAD prefix: AAD prefix used for file encryption, but not stored in file and not "
                + "supplied in decryption properties (see --aad-prefix)"),
        err);
    assertEquals(
        0,
        inspect(parquet, "--key-seed", "2", "--aad-prefix", "tables/citations", "--verify"),
        err);
    assertTrue(out.contains("AAD prefix: not stored: readers must supply it (--aad-prefix)"), out);
  }

  @Test
  void modulesOfAPlaintextFileAreCountedPerColumnAndAnEncryptedFileIsRefused() {
    Path parquet = convert("p.parquet", "--encrypt", "none");
    assertEquals(0, inspect(parquet, "--modules"), err);
    assertContainsAll(
        out,
        "| column | data pages | dictionary pages | page headers | column and offset indexes "
            + "| bloom filters | column metadata | share of page bytes |",
        "| issue_date | ",
        "AES_GCM_CTR_V1, every column under its own key: a full read decrypts ");
    Path encrypted = convert("e.parquet", "--key-seed", "4");
    assertEquals(PmeBench.EXIT_USAGE, inspect(encrypted, "--key-seed", "4", "--modules"));
    assertEquals(
        "pmebench: "
            + encrypted
            + ": --modules counts what PME would encrypt in a plaintext file; this one "
            + "is encrypted already",
        err.trim());
  }

  @Test
  void truncatedEmptyAndNonParquetFilesAreNamedAsSuch() throws Exception {
    Path parquet = convert("p.parquet", "--encrypt", "none");
    Path truncated = dir.resolve("t.parquet");
    byte[] bytes = Files.readAllBytes(parquet);
    Files.write(truncated, Arrays.copyOf(bytes, bytes.length - 100));
    assertEquals(PmeBench.EXIT_USAGE, inspect(truncated));
    assertTrue(
        err.trim()
            .startsWith(
                "pmebench: "
                    + truncated
                    + ": truncated Parquet file: it starts with 'PAR1' but "
                    + "does not end with PAR1 or PARE"),
        err);

    assertEquals(PmeBench.EXIT_USAGE, inspect(csv));
    assertEquals(
        "pmebench: " + csv + ": not a Parquet file: it starts with 'Tick', not PAR1 or PARE",
        err.trim());

    Path empty = Files.createFile(dir.resolve("empty.parquet"));
    assertEquals(PmeBench.EXIT_USAGE, inspect(empty));
    assertEquals(
        "pmebench: "
            + empty
            + ": not a Parquet file: it starts with nothing (empty file), not PAR1 or PARE",
        err.trim());

    assertEquals(PmeBench.EXIT_USAGE, inspect(dir.resolve("absent.parquet")));
    assertTrue(err.contains("absent.parquet: no such file"), err);

    assertEquals(0, inspect(parquet, "--verify"), err);
    assertTrue(out.contains("footer: none: a plaintext file"), out);
  }

  @ParameterizedTest
  @CsvSource(
      delimiter = '|',
      value = {
        "--encrypt=none --key-seed=3 | pmebench: --encrypt none writes a plaintext file; key, footer and AAD options do not apply",
        "--single-wrapping | pmebench: --footer-key-id, --column-key-id, --single-wrapping and --external-key-material are for parquet's key tools: give the master keys with --key-list or --key-list-file",
        "--footer-key=abc | pmebench: --footer-key: 'abc' is not a key of 32, 48 or 64 hex digits",
        "--column-key=00112233445566778899aabbccddeeff | pmebench: --column-key needs --footer-key (explicit keys)",
        "--key-list=kf | pmebench: --key-list: master key entry 'kf' is not keyId:base64Key",
        "--key-seed=1 --footer-key=00112233445566778899aabbccddeeff | pmebench: choose one source of keys: --key-list/--key-list-file, --footer-key/--column-key, or --key-seed",
        "--footer-key=00112233445566778899aabbccddeeff | pmebench: no --column-key for encrypted column ticket_number (give ticket_number=HEX, or HEX for all)",
        "--supply-aad-prefix | pmebench: --supply-aad-prefix needs --aad-prefix"
      })
  void convertRejectsKeyOptionsThatDoNotFit(String options, String message) {
    Path parquet = dir.resolve("x.parquet");
    assertEquals(
        PmeBench.EXIT_USAGE,
        pmebench(
            args(
                new String[] {"convert", csv.toString(), parquet.toString()}, options.split(" "))));
    assertEquals(message, err.trim());
    assertFalse(Files.exists(parquet));
  }
}
