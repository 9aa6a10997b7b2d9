package org.pmebench.releases;

import com.fasterxml.jackson.databind.node.ArrayNode;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.pmebench.results.InvalidResultsException;
import org.pmebench.results.JmhForkMerge;
import org.pmebench.util.RoundOrder;

/**
 * Two or more parquet-java builds on one JVM, measured fork by fork: round {@code r} runs each
 * build's child with one fork, in an order shuffled anew each round, so that the host's drift over
 * a run falls on every build alike instead of on the one measured last. A build's forks are then
 * one result, as if its child had run them all. One build alone runs its forks in one child.
 *
 * <p>The order of a round is drawn from the round's number, so a resumed run replays it.
 */
final class InterleavedForks {
  private final int rounds;

  /** The forks each child runs: all of them for one build, one a round for several. */
  final int forksPerChild;

  InterleavedForks(int builds, int forks) {
    this.rounds = builds > 1 ? forks : 1;
    this.forksPerChild = builds > 1 ? 1 : forks;
  }

  int rounds() {
    return rounds;
  }

  /** The builds of round {@code round} (from 1), in the order they run. */
  <T> List<T> order(List<T> builds, int round) {
    return rounds > 1 ? RoundOrder.of(builds, round) : new ArrayList<T>(builds);
  }

  /**
   * The directory of a build's child run in round {@code round}: {@code <stem>} for the first (the
   * only one when its forks run in one child), {@code <stem>-fork<round>} beside it for the others.
   */
  static Path childDir(Path runDir, String stem, int round) {
    return runDir.resolve(round == 1 ? stem : stem + "-fork" + round);
  }

  /**
   * A build's rows over its rounds' children: the first round's, with every later round's fork
   * appended to the same configuration's.
   */
  ArrayNode merged(List<ArrayNode> perRound, String build) throws IOException {
    ArrayNode rows = perRound.get(0);
    for (int r = 1; r < perRound.size(); r++) {
      try {
        JmhForkMerge.appendForks(rows, perRound.get(r), build + "'s round " + (r + 1));
      } catch (InvalidResultsException e) {
        throw new IOException(e.getMessage(), e);
      }
    }
    return rows;
  }
}
