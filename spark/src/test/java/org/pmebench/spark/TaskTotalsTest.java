package org.pmebench.spark;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import org.junit.jupiter.api.Test;
import org.pmebench.family.spark.SparkAppResult;

/** Task metrics summed per job group, on a recorded sequence of stage and task events. */
class TaskTotalsTest {
  private static SparkAppResult.Tasks task(long cpuNanos, long shuffleWriteBytes) {
    SparkAppResult.Tasks t = new SparkAppResult.Tasks();
    t.tasks = 1;
    t.cpuNanos = cpuNanos;
    t.shuffleWriteBytes = shuffleWriteBytes;
    return t;
  }

  @Test
  void tasksAreSummedIntoTheGroupOfTheirStageAndTakenOnce() {
    TaskTotals totals = new TaskTotals();
    totals.stageSubmitted(1, "q03-PLAINTEXT");
    totals.stageSubmitted(2, "q03-PLAINTEXT");
    totals.stageSubmitted(3, "q07-AES_GCM_V1");
    totals.stageSubmitted(4, null);
    totals.taskEnded(1, task(100, 10));
    totals.taskEnded(3, task(1000, 0));
    totals.taskEnded(2, task(50, 0));
    totals.taskEnded(1, null);
    totals.taskEnded(4, task(7, 0));
    totals.taskEnded(9, task(7, 0));

    SparkAppResult.Tasks q03 = totals.take("q03-PLAINTEXT");
    assertEquals(2, q03.stages);
    assertEquals(3, q03.tasks);
    assertEquals(
        1, q03.tasksWithoutMetrics, "a task without metrics is counted, its CPU is not invented");
    assertEquals(150, q03.cpuNanos);
    assertEquals(10, q03.shuffleWriteBytes);
    assertNull(totals.take("q03-PLAINTEXT"), "taken once");
    assertEquals(1000, totals.take("q07-AES_GCM_V1").cpuNanos);
    assertEquals(
        2, totals.tasksOutsideGroups(), "stages outside any group, or never seen submitted");
    totals.taskEnded(1, task(5, 0));
    assertEquals(3, totals.tasksOutsideGroups(), "a late task of a taken group is outside it");
    assertNull(totals.take("never-ran"));
  }
}
