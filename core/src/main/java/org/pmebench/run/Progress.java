package org.pmebench.run;

import java.util.Locale;

/**
 * Counts finished benchmark configurations over a whole run and estimates the time left: the plan's
 * per-configuration estimates, scaled by how fast the run has actually gone so far.
 */
public final class Progress {
  private int total;
  private double plannedSeconds;
  private final long startNanos = System.nanoTime();
  private int done;
  private double plannedSecondsDone;
  private int skippedConfigurations;
  private double plannedSecondsSkipped;

  public Progress(int total, double plannedSeconds) {
    this.total = total;
    this.plannedSeconds = plannedSeconds;
  }

  /** Records one finished configuration whose planned cost was {@code plannedCost} seconds. */
  public void finished(double plannedCost) {
    done++;
    plannedSecondsDone += plannedCost;
  }

  /**
   * Adds configurations the plan did not have (a sequential run's further looks), each {@code
   * plannedCostEach} seconds.
   */
  public void extend(int configurations, double plannedCostEach) {
    total += configurations;
    plannedSeconds += configurations * plannedCostEach;
  }

  /** Takes configurations that will not run out of the plan, so the estimate stays right. */
  public void skipped(int configurations, double plannedCostEach) {
    skippedConfigurations += configurations;
    plannedSecondsSkipped += configurations * plannedCostEach;
  }

  public int done() {
    return done;
  }

  public int total() {
    return total - skippedConfigurations;
  }

  public double elapsedSeconds() {
    return (System.nanoTime() - startNanos) / 1e9;
  }

  double remainingSeconds() {
    double remainingPlan = Math.max(0, plannedSeconds - plannedSecondsSkipped - plannedSecondsDone);
    double speed = plannedSecondsDone > 0 ? elapsedSeconds() / plannedSecondsDone : 1.0;
    return remainingPlan * speed;
  }

  public String status() {
    return "elapsed " + duration(elapsedSeconds()) + ", ~" + duration(remainingSeconds()) + " left";
  }

  public static String duration(double seconds) {
    long s = Math.round(seconds);
    if (s >= 3600) {
      return String.format(Locale.ROOT, "%dh%02dm", s / 3600, (s % 3600) / 60);
    }
    if (s >= 60) {
      return String.format(Locale.ROOT, "%dm%02ds", s / 60, s % 60);
    }
    return s + "s";
  }
}
