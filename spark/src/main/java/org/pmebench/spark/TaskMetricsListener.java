package org.pmebench.spark;

import java.util.Properties;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import org.apache.spark.SparkContext;
import org.apache.spark.executor.TaskMetrics;
import org.apache.spark.scheduler.SparkListener;
import org.apache.spark.scheduler.SparkListenerStageSubmitted;
import org.apache.spark.scheduler.SparkListenerTaskEnd;
import org.pmebench.family.spark.SparkAppResult;

/**
 * Task CPU and bytes per timed operation, from Spark's own task metrics: the operation runs under a
 * job group of its own ({@link #run}), and every stage its jobs submit (AQE's query stages,
 * broadcasts and subqueries carry the caller's group too) is summed into it. Executor CPU time
 * leaves out the driver's planning and scheduling, idle cores, JIT and GC threads; on a cluster it
 * is the executors' CPU, which the driver process's CPU time does not see.
 */
final class TaskMetricsListener extends SparkListener {
  private static final String JOB_GROUP = "spark.jobGroup.id";
  private static final long DRAIN_MILLIS = TimeUnit.SECONDS.toMillis(60);

  private final TaskTotals totals = new TaskTotals();
  private final SparkContext context;
  private long operations;

  TaskMetricsListener(SparkContext context) {
    this.context = context;
    context.addSparkListener(this);
  }

  @Override
  public void onStageSubmitted(SparkListenerStageSubmitted e) {
    Properties p = e.properties();
    totals.stageSubmitted(e.stageInfo().stageId(), p == null ? null : p.getProperty(JOB_GROUP));
  }

  @Override
  public void onTaskEnd(SparkListenerTaskEnd e) {
    totals.taskEnded(e.stageId(), e.taskMetrics() == null ? null : of(e.taskMetrics()));
  }

  static SparkAppResult.Tasks of(TaskMetrics m) {
    SparkAppResult.Tasks t = new SparkAppResult.Tasks();
    t.tasks = 1;
    t.cpuNanos = m.executorCpuTime();
    t.runNanos = TimeUnit.MILLISECONDS.toNanos(m.executorRunTime());
    t.gcNanos = TimeUnit.MILLISECONDS.toNanos(m.jvmGCTime());
    t.inputBytes = m.inputMetrics().bytesRead();
    t.outputBytes = m.outputMetrics().bytesWritten();
    t.shuffleWriteBytes = m.shuffleWriteMetrics().bytesWritten();
    t.shuffleWriteRecords = m.shuffleWriteMetrics().recordsWritten();
    t.shuffleReadBytes = m.shuffleReadMetrics().totalBytesRead();
    t.shuffleBlocksFetched = m.shuffleReadMetrics().totalBlocksFetched();
    t.spillMemoryBytes = m.memoryBytesSpilled();
    t.spillDiskBytes = m.diskBytesSpilled();
    return t;
  }

  /**
   * Runs {@code operation} in this thread under a job group of its own and returns the sums of its
   * tasks (null when the listener saw none), after Spark's listener bus has delivered every event
   * the operation caused. The drain happens after the operation, outside whatever it times.
   */
  SparkAppResult.Tasks run(Runnable operation) {
    String group = "pmebench-" + (++operations);
    context.setJobGroup(group, group, false);
    try {
      operation.run();
    } finally {
      context.clearJobGroup();
    }
    try {
      context.listenerBus().waitUntilEmpty(DRAIN_MILLIS);
    } catch (TimeoutException e) {
      throw new SparkAppFailure(
          "Spark's listener bus did not deliver the task metrics of "
              + group
              + " within "
              + DRAIN_MILLIS / 1000
              + " s");
    }
    return totals.take(group);
  }

  long tasksOutsideGroups() {
    return totals.tasksOutsideGroups();
  }

  /** Stops listening (the session may outlive the application's measurement, as in tests). */
  void close() {
    context.removeSparkListener(this);
  }
}
