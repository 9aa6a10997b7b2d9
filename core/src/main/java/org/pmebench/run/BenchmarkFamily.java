package org.pmebench.run;

import java.util.ArrayList;
import java.util.List;
import org.pmebench.crypto.CryptoProviders;

/**
 * One benchmark family as {@code run} knows it: its name, its options (picocli {@code @Option}
 * fields of {@link #options()}, added to {@code run} as a mixin), the matrix they give, and what it
 * runs on each JVM. A new family is a subclass in its own folder and one line in {@code
 * org.pmebench.family.Families}.
 *
 * @param <M> the family's matrix: what it measures, recorded in run.json under {@link #id()}
 */
public abstract class BenchmarkFamily<M> {
  /** Whether a family's forks sample their CPU for the attribution. */
  public enum CpuProfiling {
    /** The profile decides ({@code standard}, {@code full}), or {@code --[no-]profile-cpu}. */
    PROFILE_DEFAULT,
    /**
     * Only with {@code --profile-cpu}: the family's results are absolute rates that sampling slows.
     */
    ON_REQUEST,
    /** Never: the family's benchmarks have nothing to attribute. */
    NEVER
  }

  /**
   * Whether this family takes {@code option} of another family too, so that the option is not
   * refused when only this one runs (columns takes parquet's {@code --parquet-versions}).
   */
  public boolean takesOptionOf(String option) {
    return false;
  }

  /**
   * The object whose picocli {@code @Option} fields are this family's options, added to {@code run}
   * as a mixin under {@link #id()}: by default the family itself; a family with many options keeps
   * them in a class of their own, whose one job is to make its matrix.
   */
  public Object options() {
    return this;
  }

  /** The name {@code --families} takes and run.json records the matrix under. */
  public abstract String id();

  /**
   * Names the family had before {@link #id()}, which {@code --families} still takes for it, so that
   * command lines written then keep working.
   */
  public List<String> formerIds() {
    return java.util.Collections.emptyList();
  }

  /**
   * Whether a run of {@code profile} without {@code --families} runs this family; only on request
   * by default.
   */
  public boolean runsByDefault(MeasurementProfile profile) {
    return false;
  }

  /** Checks the family's options against the run's common choices and builds its matrix. */
  public abstract M matrix(MeasurementProfile profile, List<JvmVariant> variants, Pairing pairing);

  /** Uses {@code --providers} (already checked names); a family without providers ignores them. */
  public void useProviders(M matrix, List<String> chosen) {}

  /**
   * Fails with a {@link UserError} when the family's forks would need more memory than the machine
   * has.
   */
  public void checkHeap(M matrix, long physicalMemoryBytes) {}

  /**
   * Fails with a {@link UserError} when what the family runs with is missing or unreachable, before
   * anything runs.
   */
  public void preflight(M matrix) {}

  /**
   * The ways of measuring an overhead ({@code --pairing}) the family offers; none for a family that
   * measures no overhead of its own in pairs (it ignores the option).
   */
  public java.util.Set<Pairing> pairings() {
    return java.util.Collections.emptySet();
  }

  /**
   * Whether {@code --precision} adds forks to this family's paired rows (its planner marks their
   * invocations with a row kind, reads or writes).
   */
  public boolean takesPrecision() {
    return false;
  }

  /**
   * Whether the family measures the crypto providers of {@code --providers} and {@code
   * --provider-jar} ({@link #useProviders} gives them to its matrix).
   */
  public boolean takesProviders() {
    return false;
  }

  /** Whether {@code --calibrated-regression} (slowing PME's ciphers) applies to this family. */
  public boolean takesCalibratedRegression() {
    return false;
  }

  public CpuProfiling cpuProfiling() {
    return CpuProfiling.NEVER;
  }

  /** Whether the family's forks take {@code --heap} (LiveHeap: the file families' forks). */
  public boolean takesHeap() {
    return false;
  }

  /**
   * Whether the family's paired rounds carry cost models, which the floor step prices (the file
   * families).
   */
  public boolean hasCostModels() {
    return false;
  }

  /** Whether the family runs JMH benchmarks (the profile's forks and iterations apply to it). */
  public boolean runsJmh() {
    return true;
  }

  /** What the profile means for this family when it is not JMH's forks and iterations, or null. */
  public String describe(M matrix) {
    return null;
  }

  /** The JMH runs of this family on the JVM of {@code forks}. */
  public abstract List<JmhInvocation> plan(ForkSettings forks, M matrix);

  /**
   * The steps {@code run} takes for this family on the JVM of {@code forks}: by default its JMH
   * runs.
   */
  public List<RunStep> steps(ForkSettings forks, M matrix) {
    List<RunStep> steps = new ArrayList<RunStep>();
    for (JmhInvocation inv : plan(forks, matrix)) {
      steps.add(new JmhStep(inv));
    }
    return steps;
  }

  /** The matrix of this family for one run, so callers need not know its type. */
  public Chosen choose(MeasurementProfile profile, List<JvmVariant> variants, Pairing pairing) {
    return new Chosen(matrix(profile, variants, pairing));
  }

  /** A family with its matrix. */
  public final class Chosen {
    public final M matrix;

    private Chosen(M matrix) {
      this.matrix = matrix;
    }

    public BenchmarkFamily<M> family() {
      return BenchmarkFamily.this;
    }

    public void useProviders(List<String> chosen) {
      BenchmarkFamily.this.useProviders(matrix, chosen);
    }

    public void checkHeap(long physicalMemoryBytes) {
      BenchmarkFamily.this.checkHeap(matrix, physicalMemoryBytes);
    }

    public void preflight() {
      BenchmarkFamily.this.preflight(matrix);
    }

    public String describe() {
      return BenchmarkFamily.this.describe(matrix);
    }

    public List<JmhInvocation> plan(ForkSettings forks) {
      return BenchmarkFamily.this.plan(forks, matrix);
    }

    public List<RunStep> steps(ForkSettings forks) {
      return BenchmarkFamily.this.steps(forks, matrix);
    }
  }

  /**
   * PME gets its ciphers from {@code javax.crypto.Cipher}: the JCA providers among {@code chosen},
   * or a {@link UserError} when there are none.
   */
  public static List<String> jcaProviders(List<String> chosen) {
    List<String> jca = new ArrayList<String>(chosen);
    jca.retainAll(CryptoProviders.jcaNames());
    if (jca.isEmpty()) {
      throw new UserError(
          "--providers "
              + String.join(",", chosen)
              + ": the file families need a JCA provider "
              + "(PME gets its ciphers from javax.crypto.Cipher); allowed there: "
              + String.join(", ", CryptoProviders.jcaNames()));
    }
    return jca;
  }

  /** {@link org.pmebench.run.HeapSize#checkFits} with its refusal as a {@link UserError}. */
  public static void checkFits(
      long heapBytes, long physicalMemoryBytes, String what, String advice) {
    try {
      org.pmebench.run.HeapSize.checkFits(heapBytes, physicalMemoryBytes, what, advice);
    } catch (IllegalArgumentException e) {
      throw new UserError(e.getMessage());
    }
  }
}
