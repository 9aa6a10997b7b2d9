package org.pmebench.gate;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * An exact check made of keyed rows, one per key either summary has (the s3 family's request counts
 * and committer jobs, the interoperability cells): it passes while no row fails.
 *
 * @param <R> the row
 */
public abstract class RowCheck<R extends RowCheck.Row> implements GatePart.Check {
  /** A compared row. */
  public interface Row {
    boolean fails();
  }

  /**
   * What to do with one key: its row on the side iterated first and on the other (null where
   * absent).
   */
  public interface Pairing<T> {
    void pair(String key, T first, T second);
  }

  public final List<R> rows = new ArrayList<R>();

  @Override
  public final boolean passed() {
    for (R r : rows) {
      if (r.fails()) {
        return false;
      }
    }
    return true;
  }

  /**
   * Every key of {@code first}, in its order, with {@code second}'s row; then the keys only {@code
   * second} has.
   */
  protected static <T> void pair(Map<String, T> first, Map<String, T> second, Pairing<T> pairing) {
    for (Map.Entry<String, T> f : first.entrySet()) {
      pairing.pair(f.getKey(), f.getValue(), second.get(f.getKey()));
    }
    for (Map.Entry<String, T> s : second.entrySet()) {
      if (!first.containsKey(s.getKey())) {
        pairing.pair(s.getKey(), null, s.getValue());
      }
    }
  }
}
