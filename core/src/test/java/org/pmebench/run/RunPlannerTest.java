package org.pmebench.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.runner.options.Options;
import org.pmebench.family.cipher.CipherMatrix;
import org.pmebench.family.cipher.CipherRunPlanner;
import org.pmebench.family.kms.KmsMatrix;
import org.pmebench.family.kms.KmsRunPlanner;
import org.pmebench.family.parking.ParkingMatrix;
import org.pmebench.family.parking.ParkingRunPlanner;
import org.pmebench.family.parquet.ParquetMatrix;
import org.pmebench.family.parquet.ParquetRunPlanner;

class RunPlannerTest {
  private static final ForkSettings FORKS =
      new ForkSettings(
          MeasurementProfile.STANDARD, JvmVariant.AES_INTRINSIC_FLAGS, Paths.get("/tmp/run"));

  private static List<String> ids(List<JmhInvocation> plan) {
    List<String> ids = new ArrayList<String>();
    for (JmhInvocation i : plan) {
      ids.add(i.id);
    }
    return ids;
  }

  @Test
  void cipherPlanHasOneWarmRunPerVariantAndThreadCountThenTheColdRuns() {
    List<JmhInvocation> plan =
        new CipherRunPlanner(FORKS).plan(CipherMatrix.defaults(MeasurementProfile.STANDARD));
    assertEquals(
        Arrays.asList(
            "cipher-warm-intrinsics-on-t1",
            "cipher-warm-intrinsics-on-t8",
            "cipher-warm-intrinsics-off-t1",
            "cipher-warm-intrinsics-off-t8",
            "cipher-cold-intrinsics-on-t1",
            "cipher-cold-intrinsics-off-t1"),
        ids(plan));
    assertEquals(
        200, plan.get(0).configurations, "2 algorithms x 2 operations x 5 providers x 10 sizes");

    Options warm = plan.get(1).options;
    assertEquals(8, (int) warm.getThreads().get());
    assertEquals(Mode.Throughput, warm.getBenchModes().iterator().next());
    assertEquals(
        Collections.singletonList("10000"),
        new ArrayList<String>(warm.getParameter("jitWarmupOps").get()));
    assertEquals("/tmp/run/cipher-warm-intrinsics-on-t8.json.partial", warm.getResult().get());
    assertEquals(
        Collections.emptyList(),
        warm.getJvmArgs().get(),
        "forks get none of the launcher's own arguments");

    Options cold = plan.get(5).options;
    assertEquals(Mode.SingleShotTime, cold.getBenchModes().iterator().next());
    assertEquals(5, (int) cold.getForkCount().get());
    assertEquals(0, (int) cold.getWarmupIterations().get());
    assertEquals(
        Collections.singletonList("0"),
        new ArrayList<String>(cold.getParameter("jitWarmupOps").get()),
        "cold forks must not be warmed up");
    assertTrue(cold.getJvmArgsAppend().get().contains("-XX:-UseAESIntrinsics"));
  }

  @Test
  void quickProfileNarrowsTheCipherMatrix() {
    CipherMatrix quick = CipherMatrix.defaults(MeasurementProfile.QUICK);
    List<JmhInvocation> plan = new CipherRunPlanner(FORKS).plan(quick);
    assertEquals(
        Arrays.asList(
            "cipher-warm-intrinsics-on-t1",
            "cipher-warm-intrinsics-off-t1",
            "cipher-cold-intrinsics-on-t1"),
        ids(plan));
    assertEquals(
        32, plan.get(0).configurations, "2 algorithms x 2 operations x 2 providers x 4 sizes");
  }

  @Test
  void theFirstProfileMeasuresTheHeadlineAnswersInShortReplicatedForks() {
    ForkSettings first =
        new ForkSettings(
            MeasurementProfile.FIRST, JvmVariant.AES_INTRINSIC_FLAGS, Paths.get("/tmp/run"));
    List<JmhInvocation> cipher =
        new CipherRunPlanner(first).plan(CipherMatrix.defaults(MeasurementProfile.FIRST));
    assertEquals(
        Collections.singletonList("cipher-warm-intrinsics-on-t1"),
        ids(cipher),
        "no cold forks, no AES-NI off");
    assertEquals(
        4, cipher.get(0).configurations, "GCM and CTR, encrypt and decrypt, SunJCE, 64 KiB");
    assertEquals(
        Collections.singletonList("64KiB"),
        new ArrayList<String>(cipher.get(0).options.getParameter("chunkSize").get()));

    List<JmhInvocation> parquet =
        new ParquetRunPlanner(first).plan(ParquetMatrix.defaults(MeasurementProfile.FIRST));
    assertEquals(
        Arrays.asList("parquet-read-intrinsics-on", "parquet-write-intrinsics-on"), ids(parquet));
    assertEquals(
        Collections.singletonList("R1"),
        new ArrayList<String>(parquet.get(0).options.getParameter("spec").get()));
    assertEquals(
        Collections.singletonList("W1"),
        new ArrayList<String>(parquet.get(1).options.getParameter("spec").get()));
    assertEquals(
        Collections.singletonList("AES_GCM_V1+AES_GCM_CTR_V1"),
        new ArrayList<String>(parquet.get(0).options.getParameter("encrypted").get()));
    assertEquals(
        3,
        (int) parquet.get(0).options.getForkCount().get(),
        "forks are the replicates of an overhead");

    List<JmhInvocation> columns =
        new ParkingRunPlanner(first).plan(ParkingMatrix.defaults(MeasurementProfile.FIRST));
    assertEquals(
        Collections.singletonList("parking-read-intrinsics-on"),
        ids(columns),
        "2 of 19 against all 19, read; no plaintext-columns read, no write");
    assertEquals(
        Collections.singletonList("sensitive+all"),
        new ArrayList<String>(columns.get(0).options.getParameter("columns").get()));
    assertEquals(3, (int) columns.get(0).options.getForkCount().get());

    double seconds = 0;
    for (List<JmhInvocation> plan : Arrays.asList(cipher, parquet, columns)) {
      for (JmhInvocation i : plan) {
        seconds += i.configurations * i.estimatedSecondsPerConfiguration;
      }
    }
    assertTrue(
        seconds > 120 && seconds < 180,
        "planned " + seconds + " s: the first answers in about 3 minutes");
  }

  @Test
  void parquetPlanPairsEveryModeInOneConfigurationPerWorkload() {
    ParquetMatrix matrix = ParquetMatrix.defaults(MeasurementProfile.QUICK);
    List<JmhInvocation> plan = new ParquetRunPlanner(FORKS).plan(matrix);
    assertEquals(
        Arrays.asList("parquet-read-intrinsics-on", "parquet-write-intrinsics-on"), ids(plan));
    assertEquals(7, plan.get(0).configurations, "7 workloads, each round with all 3 modes");
    Options read = plan.get(0).options;
    assertEquals(
        Arrays.asList("R1", "R2", "R3", "R4", "R5", "R6", "R7"),
        new ArrayList<String>(read.getParameter("spec").get()));
    assertEquals(
        Collections.singletonList("AES_GCM_V1+AES_GCM_CTR_V1"),
        new ArrayList<String>(read.getParameter("encrypted").get()));
    assertTrue(!read.getParameter("mode").hasValue(), "a paired configuration has no single mode");
    assertEquals(
        Collections.singletonList("20000"), new ArrayList<String>(read.getParameter("rows").get()));
    assertEquals(Mode.AverageTime, read.getBenchModes().iterator().next());
    assertTrue(
        read.getIncludes()
            .contains("^org\\.pmebench\\.parquet\\.ParquetPairedReadBenchmark\\.readRound$"));
  }

  @Test
  void parquetSeparatePairingRunsOneModePerConfiguration() {
    ParquetMatrix matrix = ParquetMatrix.defaults(MeasurementProfile.QUICK);
    matrix.pairing = Pairing.SEPARATE;
    List<JmhInvocation> plan = new ParquetRunPlanner(FORKS).plan(matrix);
    assertEquals(
        Arrays.asList(
            "parquet-read-separate-intrinsics-on", "parquet-write-separate-intrinsics-on"),
        ids(plan));
    assertEquals(21, plan.get(0).configurations, "7 workloads x 3 modes");
    assertTrue(
        plan.get(0)
            .options
            .getIncludes()
            .contains("^org\\.pmebench\\.parquet\\.ParquetReadBenchmark\\.readFile$"));
  }

  @Test
  void parquetDuetRunsTwoThreadsPerEncryptedMode() {
    ParquetMatrix matrix = ParquetMatrix.defaults(MeasurementProfile.CI);
    matrix.pairing = Pairing.DUET;
    List<JmhInvocation> plan = new ParquetRunPlanner(FORKS).plan(matrix);
    assertEquals(4, plan.get(0).configurations, "R1, R7 x 2 encrypted modes");
    assertEquals(2, (int) plan.get(0).options.getThreads().get());
    assertEquals(
        Arrays.asList("AES_GCM_V1", "AES_GCM_CTR_V1"),
        new ArrayList<String>(plan.get(0).options.getParameter("mode").get()));
  }

  @Test
  void aCalibratedRegressionReachesTheForksOnlyThroughItsOwnArgumentAndLabel() {
    ForkSettings slowed =
        new ForkSettings(
            MeasurementProfile.CI,
            ForkTarget.current(JvmVariant.AES_INTRINSIC_FLAGS),
            Paths.get("/tmp/run"),
            0.10);
    List<JmhInvocation> plan =
        new ParquetRunPlanner(slowed).plan(ParquetMatrix.defaults(MeasurementProfile.CI));
    assertEquals("parquet-read-intrinsics-on-regression-10pct", plan.get(0).id);
    assertTrue(
        plan.get(0)
            .options
            .getJvmArgsAppend()
            .get()
            .contains("-Dpmebench.calibratedRegression=0.1"));
    for (JmhInvocation normal :
        new ParquetRunPlanner(FORKS).plan(ParquetMatrix.defaults(MeasurementProfile.CI))) {
      for (String arg : normal.options.getJvmArgsAppend().get()) {
        assertTrue(!arg.contains("calibratedRegression"), arg);
      }
    }
  }

  @Test
  void fileForksFixTheirYoungGenerationAndCipherForksDoNot() {
    for (JmhInvocation files :
        new ParquetRunPlanner(FORKS).plan(ParquetMatrix.defaults(MeasurementProfile.CI))) {
      assertTrue(files.options.getJvmArgsAppend().get().contains("-Xmn1228m"), files.id);
    }
    for (JmhInvocation files :
        new ParkingRunPlanner(FORKS).plan(ParkingMatrix.defaults(MeasurementProfile.CI))) {
      assertTrue(files.options.getJvmArgsAppend().get().contains("-Xmn1228m"), files.id);
    }
    for (JmhInvocation cipher :
        new CipherRunPlanner(FORKS).plan(CipherMatrix.defaults(MeasurementProfile.CI))) {
      for (String arg : cipher.options.getJvmArgsAppend().get()) {
        assertFalse(arg.startsWith("-Xmn"), cipher.id + ": " + arg);
      }
    }
  }

  @Test
  void parquetPlanSkipsAKindWithNoWorkloadChosen() {
    ParquetMatrix matrix = ParquetMatrix.defaults(MeasurementProfile.SMOKE);
    matrix.specs = Collections.singletonList("W7");
    assertEquals(
        Collections.singletonList("parquet-write-intrinsics-on"),
        ids(new ParquetRunPlanner(FORKS).plan(matrix)));
  }

  @Test
  void parquetHeapGrowsWithRowsAndWithTheFilesARoundHolds() {
    ParquetMatrix matrix = new ParquetMatrix();
    matrix.rows = 1_000;
    assertEquals(2L << 30, matrix.heapBytes());
    matrix.rows = 1_000_000;
    assertEquals(7L << 30, matrix.heapBytes(), "3 files of 1M rows in memory");
    matrix.pairing = Pairing.SEPARATE;
    assertEquals(5L << 30, matrix.heapBytes());
  }

  @Test
  void parkingPlanPairsPlaintextWithEachEncryptedModeAndBothColumnSetsInTheSameRounds() {
    List<JmhInvocation> plan =
        new ParkingRunPlanner(FORKS).plan(ParkingMatrix.defaults(MeasurementProfile.STANDARD));
    assertEquals(
        Arrays.asList(
            "parking-read-intrinsics-on",
            "parking-read-plaintext-columns-intrinsics-on",
            "parking-write-intrinsics-on"),
        ids(plan));
    Options read = plan.get(0).options;
    assertEquals(
        Collections.singletonList("AES_GCM_V1+AES_GCM_CTR_V1"),
        new ArrayList<String>(read.getParameter("encrypted").get()));
    assertEquals(
        Collections.singletonList("sensitive+all"),
        new ArrayList<String>(read.getParameter("columns").get()),
        "a file of each set per mode in every round");
    assertEquals(3, plan.get(0).configurations, "3 ids");
    assertEquals(
        Collections.singletonList("sensitive"),
        new ArrayList<String>(plan.get(1).options.getParameter("columns").get()),
        "only files with plaintext columns can be read without column keys");
    assertEquals(6, plan.get(2).configurations, "3 ids x 2 sources");
    assertTrue(
        plan.get(2)
            .options
            .getIncludes()
            .contains("^org\\.pmebench\\.parking\\.ParkingPairedWriteBenchmark\\."));

    ParkingMatrix one = ParkingMatrix.defaults(MeasurementProfile.STANDARD);
    one.columnSets = Collections.singletonList("all");
    assertEquals(
        Collections.singletonList("all"),
        new ArrayList<String>(
            new ParkingRunPlanner(FORKS).plan(one).get(0).options.getParameter("columns").get()),
        "one set: as given");
  }

  @Test
  void parkingSeparatePlanKeepsPlaintextAndEncryptedColumnsInSeparateRuns() {
    ParkingMatrix m = ParkingMatrix.defaults(MeasurementProfile.STANDARD);
    m.pairing = Pairing.SEPARATE;
    List<JmhInvocation> plan = new ParkingRunPlanner(FORKS).plan(m);
    assertEquals(
        Arrays.asList(
            "parking-read-separate-plaintext-intrinsics-on",
            "parking-read-separate-encrypted-intrinsics-on",
            "parking-read-plaintext-columns-separate-plaintext-intrinsics-on",
            "parking-read-plaintext-columns-separate-encrypted-intrinsics-on",
            "parking-write-separate-plaintext-intrinsics-on",
            "parking-write-separate-encrypted-intrinsics-on"),
        ids(plan));
    Options plaintext = plan.get(0).options;
    assertEquals(
        Collections.singletonList("PLAINTEXT"),
        new ArrayList<String>(plaintext.getParameter("mode").get()));
    assertEquals(
        Collections.singletonList("none"),
        new ArrayList<String>(plaintext.getParameter("columns").get()));
    assertEquals(3, plan.get(0).configurations, "R1, R5, R6");
    assertEquals(12, plan.get(1).configurations, "3 ids x 2 modes x 2 column sets");
    assertEquals(24, plan.get(5).configurations, "3 ids x 2 modes x 2 column sets x 2 sources");
    assertTrue(
        plan.get(5)
            .options
            .getIncludes()
            .contains("^org\\.pmebench\\.parking\\.ParkingWriteBenchmark\\."));
  }

  @Test
  void kmsPlanRunsExternalKeyMaterialApartFromInternal() {
    List<JmhInvocation> plan =
        new KmsRunPlanner(FORKS).plan(KmsMatrix.defaults(MeasurementProfile.STANDARD));
    assertEquals(
        Arrays.asList("kms-internal-intrinsics-on", "kms-external-intrinsics-on"), ids(plan));
    assertEquals(
        48,
        plan.get(0).configurations,
        "2 operations x 3 column counts x 2 wrappings x 2 caches x 2 delays");
    assertEquals(
        Collections.singletonList("external"),
        new ArrayList<String>(plan.get(1).options.getParameter("material").get()));
    assertEquals(
        Arrays.asList("0", "1000"),
        new ArrayList<String>(plan.get(0).options.getParameter("kmsDelayMicros").get()));
    assertTrue(
        plan.get(0)
            .options
            .getIncludes()
            .contains("^org\\.pmebench\\.kms\\.KeyManagementBenchmark\\.(wrapKeys|unwrapKeys)$"));
  }

  @Test
  void parquetLayoutsRunEachFooterAndAadPrefixOnceAndPlaintextOnlyAtTheDefault() {
    ParquetMatrix m = ParquetMatrix.defaults(MeasurementProfile.STANDARD);
    m.pairing = Pairing.SEPARATE;
    m.specs = Arrays.asList("R1");
    m.footers = Arrays.asList("encrypted", "plaintext");
    m.aadPrefixes = Arrays.asList("none", "supplied");
    List<JmhInvocation> plan = new ParquetRunPlanner(FORKS).plan(m);
    assertEquals(
        Arrays.asList(
            "parquet-read-separate-intrinsics-on",
            "parquet-read-aad-separate-intrinsics-on",
            "parquet-read-footer-separate-intrinsics-on"),
        ids(plan));
    assertEquals(3, plan.get(0).configurations, "3 modes at the default layout");
    assertEquals(
        Collections.singletonList("encrypted"),
        new ArrayList<String>(plan.get(0).options.getParameter("footer").get()));
    assertEquals(4, plan.get(1).configurations, "2 encrypted modes x 2 footers x supplied");
    assertEquals(
        Arrays.asList("AES_GCM_V1", "AES_GCM_CTR_V1"),
        new ArrayList<String>(plan.get(1).options.getParameter("mode").get()));
    assertEquals(2, plan.get(2).configurations, "2 encrypted modes x plaintext footer x no prefix");
    assertEquals(
        Collections.singletonList("none"),
        new ArrayList<String>(plan.get(2).options.getParameter("aadPrefix").get()));

    m.footers = Collections.singletonList("plaintext");
    m.aadPrefixes = Collections.singletonList("none");
    plan = new ParquetRunPlanner(FORKS).plan(m);
    assertEquals(
        Collections.singletonList("PLAINTEXT"),
        new ArrayList<String>(plan.get(0).options.getParameter("mode").get()),
        "without the default layout, the first invocation is the plaintext baseline alone");
    assertEquals(2, plan.size());
  }

  @Test
  void pairedLayoutsMeasurePlaintextInEveryRoundOfEachLayout() {
    ParquetMatrix m = ParquetMatrix.defaults(MeasurementProfile.STANDARD);
    m.specs = Arrays.asList("R1");
    m.footers = Arrays.asList("encrypted", "plaintext");
    m.aadPrefixes = Arrays.asList("none", "supplied");
    List<JmhInvocation> plan = new ParquetRunPlanner(FORKS).plan(m);
    assertEquals(
        Arrays.asList(
            "parquet-read-intrinsics-on",
            "parquet-read-aad-intrinsics-on",
            "parquet-read-footer-intrinsics-on"),
        ids(plan));
    assertEquals(
        1,
        plan.get(0).configurations,
        "the default layout: one configuration, all modes in its rounds");
    assertEquals(2, plan.get(1).configurations, "2 footers x supplied");
    assertEquals(1, plan.get(2).configurations, "plaintext footer x no prefix");
    m.footers = Collections.singletonList("plaintext");
    m.aadPrefixes = Collections.singletonList("none");
    assertEquals(
        Collections.singletonList("parquet-read-footer-intrinsics-on"),
        ids(new ParquetRunPlanner(FORKS).plan(m)),
        "no plaintext-only run: each layout's rounds hold their own plaintext file");
  }

  @Test
  void readBuffersVaryTheReadsOnlyEachInItsOwnConfiguration() {
    ParquetMatrix m = ParquetMatrix.defaults(MeasurementProfile.CI);
    m.specs = Arrays.asList("R1", "W1");
    m.readBuffers = Arrays.asList("heap", "direct");
    List<JmhInvocation> plan = new ParquetRunPlanner(FORKS).plan(m);
    assertEquals(
        Arrays.asList("parquet-read-intrinsics-on", "parquet-write-intrinsics-on"), ids(plan));
    assertEquals(2, plan.get(0).configurations, "R1 with heap buffers and with direct ones");
    assertEquals(
        Arrays.asList("heap", "direct"),
        new ArrayList<String>(plan.get(0).options.getParameter("buffers").get()));
    assertEquals(1, plan.get(1).configurations);
    assertTrue(
        !plan.get(1).options.getParameter("buffers").hasValue(), "writes get no pages to decrypt");
  }

  @Test
  void profiledForksGetTheAttributionProfilerItsIntervalAndPreciseDebugInfoAndOthersNothing() {
    ParquetMatrix matrix = ParquetMatrix.defaults(MeasurementProfile.QUICK);
    Options profiled =
        new ParquetRunPlanner(FORKS.withCpuProfile(2500)).plan(matrix).get(0).options;
    assertEquals(
        Collections.singletonList(org.pmebench.cpuprofile.CpuAttributionProfiler.class.getName()),
        profilerClasses(profiled));
    java.util.Collection<String> args = profiled.getJvmArgsAppend().get();
    assertTrue(args.contains("-XX:+DebugNonSafepoints"), args.toString());
    assertTrue(args.contains("-Dpmebench.profileIntervalMicros=2500"), args.toString());
    assertTrue(
        args.contains("-Dpmebench.profileDir=" + Paths.get("/tmp/run/profiles").toAbsolutePath()),
        args.toString());

    Options plain = new ParquetRunPlanner(FORKS.withCpuProfile(0)).plan(matrix).get(0).options;
    assertTrue(profilerClasses(plain).isEmpty());
    assertFalse(plain.getJvmArgsAppend().get().contains("-XX:+DebugNonSafepoints"));
  }

  private static List<String> profilerClasses(Options options) {
    List<String> names = new ArrayList<String>();
    for (org.openjdk.jmh.runner.options.ProfilerConfig p : options.getProfilers()) {
      names.add(p.getKlass());
    }
    return names;
  }
}
