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

  private static List<JmhInvocation> cipher(CipherMatrix matrix) {
    return new CipherRunPlanner(FORKS).plan(matrix);
  }

  private static List<JmhInvocation> parquet(ParquetMatrix matrix) {
    return new ParquetRunPlanner(FORKS).plan(matrix);
  }

  private static List<JmhInvocation> parking(ParkingMatrix matrix) {
    return new ParkingRunPlanner(FORKS).plan(matrix);
  }

  /** The plan's invocations are those of {@code ids}, in that order. */
  private static void assertIds(List<JmhInvocation> plan, String... ids) {
    assertEquals(Arrays.asList(ids), ids(plan));
  }

  /** The values of the JMH parameter {@code name} in {@code options}. */
  private static List<String> param(Options options, String name) {
    return new ArrayList<String>(options.getParameter(name).get());
  }

  /** Whether the invocation runs the benchmarks {@code pattern} names. */
  private static boolean includes(JmhInvocation invocation, String pattern) {
    return invocation.options.getIncludes().contains(pattern);
  }

  @Test
  void cipherPlanHasOneWarmRunPerVariantAndThreadCountThenTheColdRuns() {
    List<JmhInvocation> plan = cipher(CipherMatrix.defaults(MeasurementProfile.STANDARD));
    assertIds(
        plan,
        "cipher-warm-intrinsics-on-t1",
        "cipher-warm-intrinsics-on-t8",
        "cipher-warm-intrinsics-off-t1",
        "cipher-warm-intrinsics-off-t8",
        "cipher-cold-intrinsics-on-t1",
        "cipher-cold-intrinsics-off-t1");
    assertEquals(
        200, plan.get(0).configurations, "2 algorithms x 2 operations x 5 providers x 10 sizes");

    Options warm = plan.get(1).options;
    assertEquals(8, (int) warm.getThreads().get());
    assertEquals(Mode.Throughput, warm.getBenchModes().iterator().next());
    assertEquals(Collections.singletonList("10000"), param(warm, "jitWarmupOps"));
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
        param(cold, "jitWarmupOps"),
        "cold forks must not be warmed up");
    assertTrue(cold.getJvmArgsAppend().get().contains("-XX:-UseAESIntrinsics"));
  }

  @Test
  void quickProfileNarrowsTheCipherMatrix() {
    CipherMatrix quick = CipherMatrix.defaults(MeasurementProfile.QUICK);
    List<JmhInvocation> plan = cipher(quick);
    assertIds(
        plan,
        "cipher-warm-intrinsics-on-t1",
        "cipher-warm-intrinsics-off-t1",
        "cipher-cold-intrinsics-on-t1");
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
    assertEquals(Collections.singletonList("64KiB"), param(cipher.get(0).options, "chunkSize"));

    List<JmhInvocation> parquet =
        new ParquetRunPlanner(first).plan(ParquetMatrix.defaults(MeasurementProfile.FIRST));
    assertIds(parquet, "parquet-read-intrinsics-on", "parquet-write-intrinsics-on");
    assertEquals(Collections.singletonList("R1"), param(parquet.get(0).options, "spec"));
    assertEquals(Collections.singletonList("W1"), param(parquet.get(1).options, "spec"));
    assertEquals(
        Collections.singletonList("AES_GCM_V1+AES_GCM_CTR_V1"),
        param(parquet.get(0).options, "encrypted"));
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
        Collections.singletonList("sensitive+all"), param(columns.get(0).options, "columns"));
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
    List<JmhInvocation> plan = parquet(matrix);
    assertIds(plan, "parquet-read-intrinsics-on", "parquet-write-intrinsics-on");
    assertEquals(7, plan.get(0).configurations, "7 workloads, each round with all 3 modes");
    Options read = plan.get(0).options;
    assertEquals(Arrays.asList("R1", "R2", "R3", "R4", "R5", "R6", "R7"), param(read, "spec"));
    assertEquals(Collections.singletonList("AES_GCM_V1+AES_GCM_CTR_V1"), param(read, "encrypted"));
    assertTrue(!read.getParameter("mode").hasValue(), "a paired configuration has no single mode");
    assertEquals(Collections.singletonList("20000"), param(read, "rows"));
    assertEquals(Mode.AverageTime, read.getBenchModes().iterator().next());
    assertTrue(
        read.getIncludes()
            .contains("^org\\.pmebench\\.parquet\\.ParquetPairedReadBenchmark\\.readRound$"));
  }

  @Test
  void parquetSeparatePairingRunsOneModePerConfiguration() {
    ParquetMatrix matrix = ParquetMatrix.defaults(MeasurementProfile.QUICK);
    matrix.pairing = Pairing.SEPARATE;
    List<JmhInvocation> plan = parquet(matrix);
    assertIds(plan, "parquet-read-separate-intrinsics-on", "parquet-write-separate-intrinsics-on");
    assertEquals(21, plan.get(0).configurations, "7 workloads x 3 modes");
    assertTrue(
        includes(plan.get(0), "^org\\.pmebench\\.parquet\\.ParquetReadBenchmark\\.readFile$"));
  }

  @Test
  void parquetDuetRunsTwoThreadsPerEncryptedMode() {
    ParquetMatrix matrix = ParquetMatrix.defaults(MeasurementProfile.CI);
    matrix.pairing = Pairing.DUET;
    List<JmhInvocation> plan = parquet(matrix);
    assertEquals(4, plan.get(0).configurations, "R1, R7 x 2 encrypted modes");
    assertEquals(2, (int) plan.get(0).options.getThreads().get());
    assertEquals(Arrays.asList("AES_GCM_V1", "AES_GCM_CTR_V1"), param(plan.get(0).options, "mode"));
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
    for (JmhInvocation normal : parquet(ParquetMatrix.defaults(MeasurementProfile.CI))) {
      for (String arg : normal.options.getJvmArgsAppend().get()) {
        assertTrue(!arg.contains("calibratedRegression"), arg);
      }
    }
  }

  @Test
  void fileForksFixTheirYoungGenerationAndCipherForksDoNot() {
    for (JmhInvocation files : parquet(ParquetMatrix.defaults(MeasurementProfile.CI))) {
      assertTrue(files.options.getJvmArgsAppend().get().contains("-Xmn1228m"), files.id);
    }
    for (JmhInvocation files : parking(ParkingMatrix.defaults(MeasurementProfile.CI))) {
      assertTrue(files.options.getJvmArgsAppend().get().contains("-Xmn1228m"), files.id);
    }
    for (JmhInvocation cipher : cipher(CipherMatrix.defaults(MeasurementProfile.CI))) {
      for (String arg : cipher.options.getJvmArgsAppend().get()) {
        assertFalse(arg.startsWith("-Xmn"), cipher.id + ": " + arg);
      }
    }
  }

  @Test
  void parquetPlanSkipsAKindWithNoWorkloadChosen() {
    ParquetMatrix matrix = ParquetMatrix.defaults(MeasurementProfile.SMOKE);
    matrix.specs = Collections.singletonList("W7");
    assertIds(parquet(matrix), "parquet-write-intrinsics-on");
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
    List<JmhInvocation> plan = parking(ParkingMatrix.defaults(MeasurementProfile.STANDARD));
    assertIds(
        plan,
        "parking-read-intrinsics-on",
        "parking-read-plaintext-columns-intrinsics-on",
        "parking-write-intrinsics-on");
    Options read = plan.get(0).options;
    assertEquals(Collections.singletonList("AES_GCM_V1+AES_GCM_CTR_V1"), param(read, "encrypted"));
    assertEquals(
        Collections.singletonList("sensitive+all"),
        param(read, "columns"),
        "a file of each set per mode in every round");
    assertEquals(3, plan.get(0).configurations, "3 ids");
    assertEquals(
        Collections.singletonList("sensitive"),
        param(plan.get(1).options, "columns"),
        "only files with plaintext columns can be read without column keys");
    assertEquals(6, plan.get(2).configurations, "3 ids x 2 sources");
    assertTrue(includes(plan.get(2), "^org\\.pmebench\\.parking\\.ParkingPairedWriteBenchmark\\."));

    ParkingMatrix one = ParkingMatrix.defaults(MeasurementProfile.STANDARD);
    one.columnSets = Collections.singletonList("all");
    assertEquals(
        Collections.singletonList("all"),
        param(parking(one).get(0).options, "columns"),
        "one set: as given");
  }

  @Test
  void parkingSeparatePlanKeepsPlaintextAndEncryptedColumnsInSeparateRuns() {
    ParkingMatrix m = ParkingMatrix.defaults(MeasurementProfile.STANDARD);
    m.pairing = Pairing.SEPARATE;
    List<JmhInvocation> plan = parking(m);
    assertIds(
        plan,
        "parking-read-separate-plaintext-intrinsics-on",
        "parking-read-separate-encrypted-intrinsics-on",
        "parking-read-plaintext-columns-separate-plaintext-intrinsics-on",
        "parking-read-plaintext-columns-separate-encrypted-intrinsics-on",
        "parking-write-separate-plaintext-intrinsics-on",
        "parking-write-separate-encrypted-intrinsics-on");
    Options plaintext = plan.get(0).options;
    assertEquals(Collections.singletonList("PLAINTEXT"), param(plaintext, "mode"));
    assertEquals(Collections.singletonList("none"), param(plaintext, "columns"));
    assertEquals(3, plan.get(0).configurations, "R1, R5, R6");
    assertEquals(12, plan.get(1).configurations, "3 ids x 2 modes x 2 column sets");
    assertEquals(24, plan.get(5).configurations, "3 ids x 2 modes x 2 column sets x 2 sources");
    assertTrue(includes(plan.get(5), "^org\\.pmebench\\.parking\\.ParkingWriteBenchmark\\."));
  }

  @Test
  void kmsPlanRunsExternalKeyMaterialApartFromInternal() {
    List<JmhInvocation> plan =
        new KmsRunPlanner(FORKS).plan(KmsMatrix.defaults(MeasurementProfile.STANDARD));
    assertIds(plan, "kms-internal-intrinsics-on", "kms-external-intrinsics-on");
    assertEquals(
        48,
        plan.get(0).configurations,
        "2 operations x 3 column counts x 2 wrappings x 2 caches x 2 delays");
    assertEquals(Collections.singletonList("external"), param(plan.get(1).options, "material"));
    assertEquals(Arrays.asList("0", "1000"), param(plan.get(0).options, "kmsDelayMicros"));
    assertTrue(
        includes(
            plan.get(0),
            "^org\\.pmebench\\.kms\\.KeyManagementBenchmark\\.(wrapKeys|unwrapKeys)$"));
  }

  /** The standard matrix of R1 alone, with both footers and AAD prefixes none and supplied. */
  private static ParquetMatrix r1InEveryLayout() {
    ParquetMatrix m = ParquetMatrix.defaults(MeasurementProfile.STANDARD);
    m.specs = Arrays.asList("R1");
    m.footers = Arrays.asList("encrypted", "plaintext");
    m.aadPrefixes = Arrays.asList("none", "supplied");
    return m;
  }

  @Test
  void parquetLayoutsRunEachFooterAndAadPrefixOnceAndPlaintextOnlyAtTheDefault() {
    ParquetMatrix m = r1InEveryLayout();
    m.pairing = Pairing.SEPARATE;
    List<JmhInvocation> plan = parquet(m);
    assertIds(
        plan,
        "parquet-read-separate-intrinsics-on",
        "parquet-read-aad-separate-intrinsics-on",
        "parquet-read-footer-separate-intrinsics-on");
    assertEquals(3, plan.get(0).configurations, "3 modes at the default layout");
    assertEquals(Collections.singletonList("encrypted"), param(plan.get(0).options, "footer"));
    assertEquals(4, plan.get(1).configurations, "2 encrypted modes x 2 footers x supplied");
    assertEquals(Arrays.asList("AES_GCM_V1", "AES_GCM_CTR_V1"), param(plan.get(1).options, "mode"));
    assertEquals(2, plan.get(2).configurations, "2 encrypted modes x plaintext footer x no prefix");
    assertEquals(Collections.singletonList("none"), param(plan.get(2).options, "aadPrefix"));

    m.footers = Collections.singletonList("plaintext");
    m.aadPrefixes = Collections.singletonList("none");
    plan = parquet(m);
    assertEquals(
        Collections.singletonList("PLAINTEXT"),
        param(plan.get(0).options, "mode"),
        "without the default layout, the first invocation is the plaintext baseline alone");
    assertEquals(2, plan.size());
  }

  @Test
  void pairedLayoutsMeasurePlaintextInEveryRoundOfEachLayout() {
    ParquetMatrix m = r1InEveryLayout();
    List<JmhInvocation> plan = parquet(m);
    assertIds(
        plan,
        "parquet-read-intrinsics-on",
        "parquet-read-aad-intrinsics-on",
        "parquet-read-footer-intrinsics-on");
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
        ids(parquet(m)),
        "no plaintext-only run: each layout's rounds hold their own plaintext file");
  }

  @Test
  void readBuffersVaryTheReadsOnlyEachInItsOwnConfiguration() {
    ParquetMatrix m = ParquetMatrix.defaults(MeasurementProfile.CI);
    m.specs = Arrays.asList("R1", "W1");
    m.readBuffers = Arrays.asList("heap", "direct");
    List<JmhInvocation> plan = parquet(m);
    assertIds(plan, "parquet-read-intrinsics-on", "parquet-write-intrinsics-on");
    assertEquals(2, plan.get(0).configurations, "R1 with heap buffers and with direct ones");
    assertEquals(Arrays.asList("heap", "direct"), param(plan.get(0).options, "buffers"));
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
