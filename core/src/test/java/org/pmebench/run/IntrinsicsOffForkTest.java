package org.pmebench.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.openjdk.jmh.runner.Runner;
import org.openjdk.jmh.runner.RunnerException;
import org.openjdk.jmh.runner.format.OutputFormat;
import org.openjdk.jmh.runner.format.OutputFormatFactory;
import org.openjdk.jmh.runner.options.OptionsBuilder;
import org.openjdk.jmh.runner.options.VerboseMode;
import org.pmebench.family.cipher.CipherMatrix;
import org.pmebench.family.cipher.CipherRunPlanner;
import org.pmebench.jvm.VmFlagGuard;
import org.pmebench.results.JmhJsonReader;
import org.pmebench.results.JmhResult;

/**
 * Forks real JMH runs (one tiny configuration each) to check what the intrinsics-off variant does.
 */
class IntrinsicsOffForkTest {
  @TempDir Path dir;

  private static CipherMatrix tinyMatrix() {
    CipherMatrix m = CipherMatrix.defaults(MeasurementProfile.SMOKE);
    m.algorithms = Collections.singletonList("gcm");
    m.operations = Collections.singletonList("encrypt");
    m.providers = Collections.singletonList("SunJCE");
    m.sizes = Collections.singletonList("16B");
    m.variants = Collections.singletonList(JvmVariant.INTRINSICS_OFF);
    m.coldVariants = Collections.emptyList();
    return m;
  }

  private static OutputFormat silent() {
    return OutputFormatFactory.createFormatInstance(
        new PrintStream(
            new OutputStream() {
              @Override
              public void write(int b) {}
            }),
        VerboseMode.SILENT);
  }

  @Test
  void theForkStartsWithTheFlagsOffAndConfirmsThemFromInside() throws Exception {
    List<JmhInvocation> plan =
        new CipherRunPlanner(
                new ForkSettings(
                    MeasurementProfile.SMOKE, HotSpotFlags.of(HotSpotFlags.currentJava()), dir))
            .plan(tinyMatrix());
    assertEquals(1, plan.size());
    JmhInvocation run = plan.get(0);
    assertEquals("cipher-warm-intrinsics-off-t1", run.id);

    // shouldFailOnError: had VmFlagGuard found a flag still on inside the fork, run() would throw.
    new Runner(run.options, silent()).run();

    List<JmhResult> results = JmhJsonReader.read(dir.resolve(run.id + ".json.partial"));
    assertEquals(1, results.size());
    JmhResult result = results.get(0);
    assertTrue(
        result.jvmArgs.containsAll(
            Arrays.asList(
                "-XX:+UnlockDiagnosticVMOptions",
                "-XX:-UseAESIntrinsics",
                "-XX:-UseAESCTRIntrinsics",
                "-XX:-UseGHASHIntrinsics")),
        result.jvmArgs.toString());
    assertEquals("intrinsics-off", result.variant());
    assertTrue(
        result.jvmArgs.contains("-Dpmebench.cipherCheck.largestBoundary=8192"),
        "a smoke fork checks its cipher at the boundaries up to 8 KiB: " + result.jvmArgs);
  }

  @Test
  void onlyASmokeRunsForksCheckTheirCipherUpTo8KiB() throws Exception {
    for (MeasurementProfile profile : MeasurementProfile.values()) {
      List<String> args =
          new ForkSettings(profile, HotSpotFlags.of(HotSpotFlags.currentJava()), dir)
              .cipherCheckArgs();
      assertEquals(
          profile == MeasurementProfile.SMOKE
              ? Arrays.asList("-Dpmebench.cipherCheck.largestBoundary=8192")
              : Arrays.<String>asList(),
          args,
          profile.id());
    }
  }

  @Test
  void aForkLabelledIntrinsicsOffWithoutTheFlagsFails() throws Exception {
    JmhInvocation run =
        new CipherRunPlanner(
                new ForkSettings(
                    MeasurementProfile.SMOKE, HotSpotFlags.of(HotSpotFlags.currentJava()), dir))
            .plan(tinyMatrix())
            .get(0);
    // Same benchmark, but the flags are missing: the guard inside the fork must refuse to measure.
    OptionsBuilder mislabelled = new OptionsBuilder();
    mislabelled.parent(run.options);
    mislabelled.jvmArgsAppend("-D" + VmFlagGuard.EXPECT_OFF_PROPERTY + "=UseAESIntrinsics");
    assertThrows(RunnerException.class, () -> new Runner(mislabelled.build(), silent()).run());
  }
}
