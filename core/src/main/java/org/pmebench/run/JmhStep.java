package org.pmebench.run;

import java.util.ArrayList;
import java.util.List;
import org.openjdk.jmh.runner.RunnerException;
import org.pmebench.results.ForkCheck;

/**
 * A JMH invocation as a run step: JMH's Runner, its text output in the log, one progress line per
 * configuration.
 */
final class JmhStep extends RunStep {
  final JmhInvocation invocation;
  private final int look;
  private List<ForkCheck> checks = new ArrayList<ForkCheck>();

  JmhStep(JmhInvocation invocation) {
    this(invocation, 1);
  }

  /**
   * {@code look}: the sequential design's look whose forks this step runs (1: the step's own
   * forks).
   */
  JmhStep(JmhInvocation invocation, int look) {
    super(
        invocation.id,
        invocation.jvmLabel,
        invocation.variant.id(),
        invocation.configurations,
        invocation.estimatedSecondsPerConfiguration);
    this.invocation = invocation;
    this.look = look;
  }

  @Override
  public List<ForkCheck> checks() {
    return checks;
  }

  @Override
  public List<String> jvmArgs() {
    return new ArrayList<String>(
        invocation.options.getJvmArgsAppend().orElse(new ArrayList<String>()));
  }

  @Override
  public List<String> details() {
    return JmhOptionsListing.of(invocation.options);
  }

  @Override
  public void run(StepContext context) throws Failure {
    ProgressOutput output = progressOutput(context, look);
    try {
      JmhRun.run(invocation.options, output);
    } catch (RunnerException e) {
      throw new Failure(
          output.failure() != null ? output.failure() : rootMessage(e),
          context.runDir.resolve("jmh.log"));
    } finally {
      checks = output.checks();
    }
  }

  private static String rootMessage(Throwable e) {
    Throwable t = e;
    while (t.getCause() != null) {
      t = t.getCause();
    }
    return t.getMessage() == null ? t.toString() : t.getMessage();
  }
}
