package org.pmebench.results;

/**
 * A cipher check a fork reported (a {@code CheckReport} line), as run.json records it with the
 * fork's result file: the benchmark configuration, the fork (1-based within its look; look 1 is the
 * step's own forks, 2 and on the sequential design's later looks) and what the line said (when, the
 * sizes, the seed and the time).
 */
public final class ForkCheck {
  public final String configuration;
  public final int look;
  public final int fork;
  public final String check;

  public ForkCheck(String configuration, int look, int fork, String check) {
    this.configuration = configuration;
    this.look = look;
    this.fork = fork;
    this.check = check;
  }
}
