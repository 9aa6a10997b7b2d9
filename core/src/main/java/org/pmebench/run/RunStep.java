package org.pmebench.run;

import java.nio.file.Path;
import java.util.List;
import org.pmebench.results.ForkCheck;

/**
 * One step of a run on one JVM, writing one result file {@code <id>.json} in JMH's JSON format: a
 * JMH invocation ({@link JmhStep}) or the Spark applications of the spark family ({@link
 * SparkStep}). {@code run} loops over steps without knowing which is which.
 */
public abstract class RunStep {
  /** File stem of the JSON it writes. */
  public final String id;

  /** Label of the JVM it runs on ("jdk17"), null when unlabelled. */
  public final String jvmLabel;

  public final String variantId;

  /** How many units of progress (benchmark configurations, applications) it reports. */
  public final int configurations;

  /** A first guess of wall-clock seconds per unit, replaced by measurements as the run goes. */
  public final double estimatedSecondsPerConfiguration;

  public RunStep(
      String id,
      String jvmLabel,
      String variantId,
      int configurations,
      double estimatedSecondsPerConfiguration) {
    this.id = id;
    this.jvmLabel = jvmLabel;
    this.variantId = variantId;
    this.configurations = configurations;
    this.estimatedSecondsPerConfiguration = estimatedSecondsPerConfiguration;
  }

  /**
   * The JVM arguments recorded with its result file; none for a step that starts no JVM of its own.
   */
  public List<String> jvmArgs() {
    return java.util.Collections.emptyList();
  }

  /**
   * What the step will run, a line each, as {@code run --dry-run} prints it below the step: by
   * default its JVM arguments; a step with more to say (a JMH run's options) says it.
   */
  public List<String> details() {
    List<String> args = jvmArgs();
    return args.isEmpty()
        ? java.util.Collections.<String>emptyList()
        : java.util.Collections.singletonList("jvm args: " + String.join(" ", args));
  }

  /**
   * The cipher checks its forks reported while it ran (none for a step whose JVMs report none to
   * the run).
   */
  public List<ForkCheck> checks() {
    return java.util.Collections.emptyList();
  }

  /**
   * The JMH output of this step's forks in look {@code look}: to the run's log, its progress on the
   * console.
   */
  protected final ProgressOutput progressOutput(StepContext context, int look) {
    return new ProgressOutput(
        context.log, context.console, context.progress, id, estimatedSecondsPerConfiguration, look);
  }

  /**
   * Runs the step, writing {@code <run>/<id>.json.partial}; a failure that costs the whole step is
   * a {@link Failure} with a one-line reason, a failure of a part goes to {@link
   * StepContext#partFailed}.
   */
  public abstract void run(StepContext context) throws Failure;

  /**
   * The result files it writes, {@code <output id>.json.partial} each, and the label each is
   * recorded under: its own id and label by default. A step that measures several things in one
   * interleaved schedule (builds of one implementation) writes one per thing; one of several that
   * it did not write is a part that failed (the step said why), not the step's failure.
   */
  public List<Output> outputs() {
    return java.util.Collections.singletonList(new Output(id, jvmLabel));
  }

  /** One result file of a step: its stem and the JVM (or peer) label its rows carry. */
  public static final class Output {
    public final String id;
    public final String jvmLabel;

    public Output(String id, String jvmLabel) {
      this.id = id;
      this.jvmLabel = jvmLabel;
    }
  }

  /** The whole step failed: why, and the file with the details. */
  public static final class Failure extends Exception {
    private static final long serialVersionUID = 1L;
    public final transient Path details;

    public Failure(String reason, Path details) {
      super(reason);
      this.details = details;
    }
  }
}
