package org.pmebench.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.pmebench.crypto.CorruptingProviderJar;
import org.pmebench.crypto.ExternalProviders;
import org.pmebench.crypto.check.CorruptingAesProvider;

/**
 * A provider whose answers are wrong at one size, given as a user gives any provider: its
 * configurations fail with a finding naming provider, JVM, variant and size, and yield no
 * throughput; the built-in provider's results in the same run stay.
 */
class WrongProviderRunTest extends CommandTest {
  @AfterEach
  void forget() {
    ExternalProviders.clear();
  }

  /**
   * A smoke run of {@code family} with SunJCE and the wrong provider (given as a user gives any
   * provider) and the {@code more} options: it must exit 1. Returns the summary.
   */
  private JsonNode runWithTheWrongProvider(String family, String... more) throws Exception {
    Path jar = CorruptingProviderJar.write(dir);
    Path out = dir.resolve("run");
    List<String> args =
        new ArrayList<>(
            Arrays.asList(
                "run",
                "--profile=smoke",
                "--families=" + family,
                "--providers=SunJCE," + CorruptingAesProvider.NAME,
                "--provider-jar=" + jar,
                "--provider-class=" + CorruptingAesProvider.class.getName()));
    args.addAll(Arrays.asList(more));
    args.add("--output=" + out);
    assertEquals(1, pmebench(args.toArray(new String[0])), err);
    return new ObjectMapper().readTree(out.resolve("summary.json").toFile());
  }

  @Test
  void aProviderWrongAtTheMeasuredSizeFailsItsConfigurationsAndNothingElse() throws Exception {
    JsonNode summary =
        runWithTheWrongProvider(
            "cipher",
            "--sizes=1KiB",
            "--algorithms=gcm",
            "--operations=encrypt",
            "--variants=intrinsics-on");
    assertTrue(
        err.contains(
            "skipped jdk"
                + RunCommandTest.currentMajor()
                + "-cipher-warm-intrinsics-on-t1-"
                + CorruptingAesProvider.NAME
                + ": org.pmebench.crypto.check.WrongCipherOutput: "
                + CorruptingAesProvider.NAME
                + " AES/GCM/NoPadding on "),
        err);
    assertTrue(err.contains(", intrinsics on"), err);
    assertTrue(
        err.contains(
            ": wrong output: encrypt of 1024 bytes (first wrong byte at offset 0 of 1040)"),
        err);
    String rows = summary.toString();
    assertTrue(rows.contains(" provider=SunJCE "), rows);
    assertFalse(rows.contains(" provider=" + CorruptingAesProvider.NAME + " "), rows);
    // Recorded like the built-in ones: what runs, from which class.
    assertTrue(
        summary.findValues("providers").toString().contains(CorruptingAesProvider.class.getName()),
        rows);
  }

  /**
   * A provider that turns wrong in the middle of a fork, and only as parquet calls it (after
   * parquet's first AES/CTR decryption of over 1 KiB: GCM-CTR's page data, which no tag guards,
   * decodes to other values), passes both cipher checks and fails its configuration through the
   * check of the reads after each iteration; the same run's SunJCE configuration stays.
   */
  @Test
  void aProviderThatTurnsWrongInTheMiddleOfAForkFailsTheChecksOfItsReads() throws Exception {
    String rows =
        parquetRunWithTheWrongProvider("R1", "AES_GCM_CTR_V1", "corruptParquetCtrDecryptsAfter=1");
    assertTrue(
        err.contains(
            "skipped jdk"
                + RunCommandTest.currentMajor()
                + "-parquet-read-intrinsics-on-"
                + CorruptingAesProvider.NAME
                + ": org.pmebench.paired.ReadMismatchException: AES_GCM_CTR_V1 read other values "
                + "than the plaintext file in the check after round "),
        err);
    assertTrue(
        rows.contains("\"ParquetPairedReadBenchmark.readRound io=memory"),
        "SunJCE's row stays: " + rows);
  }

  /**
   * A provider wrong only at sizes the check before warm-up does not try, but a parquet write's
   * modules have, fails its write configuration through the check after warm-up, at the fork's
   * module sizes (nothing reads a write's files back); the same run's SunJCE configuration stays.
   */
  @Test
  void aProviderWrongOnlyAtAModuleSizeOfTheRunFailsTheCheckAfterWarmUp() throws Exception {
    String rows = parquetRunWithTheWrongProvider("W1", "AES_GCM_V1", "corruptUnlistedSizes=true");
    assertTrue(
        err.contains(
            "skipped jdk"
                + RunCommandTest.currentMajor()
                + "-parquet-write-intrinsics-on-"
                + CorruptingAesProvider.NAME
                + ": java.lang.IllegalStateException: cipher check after warm-up, at this fork's "
                + "module sizes: "
                + CorruptingAesProvider.NAME
                + " AES/GCM/NoPadding on "),
        err);
    assertTrue(err.contains(": wrong output: encrypt of "), err);
    assertTrue(
        rows.contains("\"ParquetPairedWriteBenchmark.writeRound io=memory"),
        "SunJCE's row stays: " + rows);
  }

  /**
   * A smoke run of the parquet family's {@code spec} (500 rows, PLAINTEXT and {@code mode}) with
   * SunJCE and the wrong provider, wrong as {@code pmebench.test.<wrong>} says (and right at 1 KiB,
   * its default wrong size): it must exit 1, with no row of the wrong provider. Returns the
   * summary.
   */
  private String parquetRunWithTheWrongProvider(String spec, String mode, String wrong)
      throws Exception {
    String rows =
        runWithTheWrongProvider(
                "parquet",
                "--specs=" + spec,
                "--rows=500",
                "--modes=PLAINTEXT," + mode,
                "--provider-property=pmebench.test.corruptSize=-1",
                "--provider-property=pmebench.test." + wrong)
            .toString();
    assertFalse(rows.contains(" provider=" + CorruptingAesProvider.NAME + " "), rows);
    return rows;
  }

  /** What a cipher smoke run with {@code options} says when it is refused (exit 2), trimmed. */
  private String refusal(String output, String... options) {
    List<String> args =
        new ArrayList<>(Arrays.asList("run", "--profile=smoke", "--families=cipher"));
    args.addAll(Arrays.asList(options));
    args.add("--output=" + dir.resolve(output));
    assertEquals(PmeBench.EXIT_USAGE, pmebench(args.toArray(new String[0])));
    return err.trim();
  }

  @Test
  void providerOptionsAreRefusedInOneLine() {
    assertEquals(
        "pmebench: --provider-jar and --provider-class go in pairs: 1 jar(s), 0 class(es)",
        refusal("a", "--provider-jar=x.jar"));
    assertEquals(
        "pmebench: --provider-jar " + dir.resolve("none.jar") + ": no such file",
        refusal("b", "--provider-jar=" + dir.resolve("none.jar"), "--provider-class=x.Y"));
    assertEquals(
        "pmebench: --provider-property is for providers added with --provider-jar and --provider-class",
        refusal("c", "--provider-property=org.bouncycastle.fips.approved_only=true"));
  }
}
