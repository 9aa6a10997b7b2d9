package org.pmebench.spark;

import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;
import org.apache.spark.TaskContext;
import org.apache.spark.sql.api.java.UDF1;
import org.apache.spark.util.TaskCompletionListener;
import org.pmebench.family.s3.CommitterSpec;

/**
 * The identity on {@code id}, except where a fault is injected: half-way through the rows of the
 * first task on its first attempt ({@value CommitterSpec#TASK_RETRIED}), or of the last task on
 * every attempt ({@value CommitterSpec#JOB_ABORTED}). Spark's range gives partition p the ids
 * [p·n/k, (p+1)·n/k).
 *
 * <p>The job's failing task fails only once the stage's other tasks have ended (at most {@value
 * #WAIT_MILLIS} ms): a task still writing when the job aborts may start its upload after the
 * committer's abort has listed them, and leave one pending (a magic job, once in four verifies,
 * 2026-11-30). The tasks run in this JVM ({@code local[2,2]}), so a static count sees them all.
 */
final class InjectedFault implements UDF1<Long, Long> {
  private static final long serialVersionUID = 1L;
  static final long WAIT_MILLIS = 60_000;

  /** Tasks ended, by stage attempt; and the task attempts already counted. */
  private static final ConcurrentHashMap<String, AtomicInteger> ENDED =
      new ConcurrentHashMap<String, AtomicInteger>();

  private static final Set<Long> WATCHED = ConcurrentHashMap.newKeySet();

  private final String fault;
  private final long rows;
  private final int files;

  InjectedFault(String fault, long rows, int files) {
    this.fault = fault;
    this.rows = rows;
    this.files = files;
  }

  @Override
  public Long call(Long id) {
    if (CommitterSpec.NO_FAULT.equals(fault)) {
      return id;
    }
    TaskContext task = TaskContext.get();
    int partition = task.partitionId();
    boolean retried = CommitterSpec.TASK_RETRIED.equals(fault);
    boolean failing =
        retried ? partition == 0 && task.attemptNumber() == 0 : partition == files - 1;
    String stage = task.stageId() + "." + task.stageAttemptNumber();
    if (!retried && !failing && WATCHED.add(task.taskAttemptId())) {
      task.addTaskCompletionListener(
          (TaskCompletionListener)
              ended -> ENDED.computeIfAbsent(stage, s -> new AtomicInteger()).incrementAndGet());
    }
    long start = partition * rows / files;
    long end = (partition + 1) * rows / files;
    if (failing && id >= start + (end - start) / 2) {
      if (!retried) {
        awaitOthers(stage);
      }
      throw new IllegalStateException(
          "pmebench: fault injected half-way through partition "
              + partition
              + " (attempt "
              + task.attemptNumber()
              + ")");
    }
    return id;
  }

  /** Until the stage's other tasks have ended, or {@link #WAIT_MILLIS} has passed. */
  private void awaitOthers(String stage) {
    long until = System.currentTimeMillis() + WAIT_MILLIS;
    AtomicInteger ended = ENDED.computeIfAbsent(stage, s -> new AtomicInteger());
    while (ended.get() < files - 1 && System.currentTimeMillis() < until) {
      try {
        Thread.sleep(10);
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        return;
      }
    }
  }
}
