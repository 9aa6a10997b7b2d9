package org.pmebench.results;

import java.util.Arrays;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.pmebench.crypto.CryptoProviders;
import org.pmebench.crypto.EncryptionLayout;
import org.pmebench.paired.CalibratedRegression;
import org.pmebench.paired.LiveHeap;

/** One benchmark result as JMH writes it to JSON (the fields the suite uses). */
public final class JmhResult {
  public final String benchmark;
  public final String mode;
  public final int threads;
  public final int forks;
  public final String jdkVersion;
  public final String vmName;
  public final List<String> jvmArgs;
  public final Map<String, String> params;
  public final double score;

  /** Half-width of JMH's 99.9% confidence interval; NaN where JMH could not compute one. */
  public final double scoreError;

  public final String unit;

  /**
   * How many measured iterations (over all forks) JMH's score and error come from; 0 if unknown.
   */
  public final int samples;

  /** JMH's secondary metrics by name, e.g. {@code fileBytes} (bytes per unit of time). */
  public final Map<String, Metric> secondary;

  /**
   * The primary score per fork and measured iteration (JMH records no warm-up iterations); empty
   * when unknown.
   */
  public final double[][] rawData;

  /** How long the iterations were; {@link Timing#UNKNOWN} when the JSON does not say. */
  public final Timing timing;

  /**
   * Warm-up iterations and the length of each warm-up and measurement iteration, as JMH ran them.
   */
  public static final class Timing {
    public static final Timing UNKNOWN = new Timing(0, Double.NaN, Double.NaN);
    public final int warmupIterations;
    public final double warmupSeconds;
    public final double measurementSeconds;

    public Timing(int warmupIterations, double warmupSeconds, double measurementSeconds) {
      this.warmupIterations = warmupIterations;
      this.warmupSeconds = warmupSeconds;
      this.measurementSeconds = measurementSeconds;
    }

    /**
     * Seconds of iterations from the fork's first warm-up iteration to the start of measured
     * iteration {@code i}.
     */
    public double secondsBefore(int measuredIteration) {
      return warmupIterations * warmupSeconds + measuredIteration * measurementSeconds;
    }
  }

  /** A secondary metric: score, error (NaN if none), unit, and its value per fork and iteration. */
  public static final class Metric {
    public final double score;
    public final double error;
    public final String unit;

    /** JMH's rawData: one array of per-iteration values per fork (empty when unknown). */
    public final double[][] rawData;

    public Metric(double score, double error, String unit) {
      this(score, error, unit, new double[0][]);
    }

    public Metric(double score, double error, String unit, double[][] rawData) {
      this.score = score;
      this.error = error;
      this.unit = unit;
      this.rawData = rawData;
    }
  }

  public JmhResult(
      String benchmark,
      String mode,
      int threads,
      int forks,
      String jdkVersion,
      String vmName,
      List<String> jvmArgs,
      Map<String, String> params,
      double score,
      double scoreError,
      String unit) {
    this(
        benchmark,
        mode,
        threads,
        forks,
        jdkVersion,
        vmName,
        jvmArgs,
        params,
        score,
        scoreError,
        unit,
        0,
        Collections.<String, Metric>emptyMap());
  }

  public JmhResult(
      String benchmark,
      String mode,
      int threads,
      int forks,
      String jdkVersion,
      String vmName,
      List<String> jvmArgs,
      Map<String, String> params,
      double score,
      double scoreError,
      String unit,
      int samples,
      Map<String, Metric> secondary) {
    this(
        benchmark,
        mode,
        threads,
        forks,
        jdkVersion,
        vmName,
        jvmArgs,
        params,
        score,
        scoreError,
        unit,
        samples,
        secondary,
        new double[0][],
        Timing.UNKNOWN);
  }

  public JmhResult(
      String benchmark,
      String mode,
      int threads,
      int forks,
      String jdkVersion,
      String vmName,
      List<String> jvmArgs,
      Map<String, String> params,
      double score,
      double scoreError,
      String unit,
      int samples,
      Map<String, Metric> secondary,
      double[][] rawData,
      Timing timing) {
    this.rawData = rawData;
    this.timing = timing;
    this.benchmark = benchmark;
    this.mode = mode;
    this.threads = threads;
    this.forks = forks;
    this.jdkVersion = jdkVersion;
    this.vmName = vmName;
    this.jvmArgs = Collections.unmodifiableList(jvmArgs);
    this.params = Collections.unmodifiableMap(params);
    this.score = score;
    this.scoreError = scoreError;
    this.unit = unit;
    this.samples = samples;
    this.secondary = Collections.unmodifiableMap(secondary);
  }

  /** The class name without package, e.g. {@code AesGcmBenchmark}. */
  public String benchmarkClass() {
    String[] parts = benchmark.split("\\.");
    return parts.length >= 2 ? parts[parts.length - 2] : benchmark;
  }

  /** The method name, e.g. {@code encrypt}. */
  public String operation() {
    return benchmark.substring(benchmark.lastIndexOf('.') + 1);
  }

  /** "cold" for single-shot results (a fresh JVM's first operation), "warm" otherwise. */
  public String measurement() {
    return "ss".equals(mode) ? "cold" : "warm";
  }

  /**
   * Which JVM variant produced this result, read from the fork's own arguments: intrinsics-on or
   * -off, and "+regression-10pct" when the fork had a calibrated regression (a test device);
   * "floor" for the floor step's rows. A family whose rows no JVM ran names their variant itself
   * (SummaryPart.Contribution.variant: the peers' "peer").
   */
  public String variant() {
    if (benchmark.equals(OPENSSL_SPEED_BENCHMARK)) {
      return "floor"; // openssl speed, no JVM
    }
    String variant = "intrinsics-on";
    String regression = "";
    for (String arg : jvmArgs) {
      if (arg.startsWith("-Dpmebench.expectFlagsOff=")) {
        variant = "intrinsics-off";
      }
      if (arg.startsWith(REGRESSION_ARG)) {
        try {
          regression =
              "+" + regressionLabel(Double.parseDouble(arg.substring(REGRESSION_ARG.length())));
        } catch (NumberFormatException e) {
          regression = "+regression-unknown";
        }
      }
    }
    return variant + regression;
  }

  /*
   * The names of rows that no JMH benchmark wrote, by where they came from: part of the results'
   * format, so the summary and report can tell them apart without knowing who wrote them.
   */
  /** The floor step's rows: {@code openssl speed}, measured outside any JVM. */
  public static final String OPENSSL_SPEED_BENCHMARK = "org.pmebench.floor.OpenSslSpeed.encrypt";

  private static final String REGRESSION_ARG = "-D" + CalibratedRegression.PROPERTY + "=";

  public String param(String name) {
    return params.get(name);
  }

  /**
   * The parameters that say how the file is encrypted: the mode, (parking citations) which columns,
   * and the footer mode and AAD prefix. An overhead divides by the plaintext result equal in every
   * other parameter.
   */
  /** The JCA provider of a result (cipher family: the cipher's; file families: PME's). */
  public static final String PROVIDER_PARAM = "provider";

  public static final List<String> ENCRYPTION_PARAMS =
      Collections.unmodifiableList(
          Arrays.asList(
              "mode", "columns", EncryptionLayout.FOOTER_PARAM, EncryptionLayout.AAD_PREFIX_PARAM));

  /**
   * {@code params} without the footer and AAD-prefix parameters where they have parquet's default
   * values: results from before those parameters existed measured exactly that, so summaries and
   * gate keys stay the same for them and old baselines still match. The same holds for a file
   * benchmark's (one with a mode) default provider, SunJCE, and its default heap (LiveHeap); the
   * cipher family keeps its provider.
   */
  public static Map<String, String> withoutDefaultLayout(Map<String, String> params) {
    Map<String, String> copy = new LinkedHashMap<String, String>(params);
    for (Map.Entry<String, String> d : EncryptionLayout.DEFAULTS.entrySet()) {
      if (d.getValue().equals(copy.get(d.getKey()))) {
        copy.remove(d.getKey());
      }
    }
    if (LiveHeap.FIXED.equals(copy.get(LiveHeap.PARAM))) {
      copy.remove(LiveHeap.PARAM);
    }
    boolean fileBenchmark = copy.containsKey("mode") || copy.containsKey("encrypted");
    if (fileBenchmark && CryptoProviders.SUN_JCE.equals(copy.get(PROVIDER_PARAM))) {
      copy.remove(PROVIDER_PARAM);
    }
    return copy;
  }

  /** Every parameter but {@link #ENCRYPTION_PARAMS}, sorted by name. */
  public Map<String, String> paramsOtherThanEncryption() {
    Map<String, String> others = new TreeMap<String, String>(params);
    others.keySet().removeAll(ENCRYPTION_PARAMS);
    return others;
  }

  /** e.g. "regression-10%": how results and files of a calibrated regression are labelled. */
  public static String regressionLabel(double fraction) {
    return "regression-"
        + new java.math.BigDecimal(100 * fraction)
            .setScale(3, java.math.RoundingMode.HALF_UP)
            .stripTrailingZeros()
            .toPlainString()
        + "pct";
  }
}
