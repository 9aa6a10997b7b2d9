package org.pmebench.paired;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import org.pmebench.crypto.AesAlgorithm;
import org.pmebench.crypto.ModuleRecorder;
import org.pmebench.crypto.check.CipherCheck;

/**
 * The plaintext sizes of the modules a fork's files passed through each cipher (from their recorded
 * runs), and the cipher check at those sizes: the sizes PME really used, which the check before
 * warm-up knows only by its list of boundaries.
 */
public final class ModuleSizes {
  /**
   * At most this many sizes per cipher are checked: all of them when fewer, else this many spread
   * evenly.
   */
  public static final int MAX_CHECKED = 64;

  private final Map<AesAlgorithm, TreeSet<Integer>> sizes =
      new EnumMap<AesAlgorithm, TreeSet<Integer>>(AesAlgorithm.class);

  public void add(ModuleRecorder.Recording recording) {
    for (ModuleRecorder.Module m : recording.modules) {
      TreeSet<Integer> of = sizes.get(m.algorithm);
      if (of == null) {
        of = new TreeSet<Integer>();
        sizes.put(m.algorithm, of);
      }
      of.add(m.plaintextLength());
    }
  }

  /** The sizes {@code algorithm} saw, in order (empty when none). */
  public List<Integer> of(AesAlgorithm algorithm) {
    TreeSet<Integer> of = sizes.get(algorithm);
    return of == null ? new ArrayList<Integer>() : new ArrayList<Integer>(of);
  }

  /**
   * Up to {@link #MAX_CHECKED} of {@code all} (sorted): the smallest, the largest and evenly spaced
   * ones between.
   */
  static List<Integer> spread(List<Integer> all) {
    if (all.size() <= MAX_CHECKED) {
      return all;
    }
    List<Integer> picked = new ArrayList<Integer>();
    for (int i = 0; i < MAX_CHECKED; i++) {
      picked.add(all.get((int) ((long) i * (all.size() - 1) / (MAX_CHECKED - 1))));
    }
    return picked;
  }

  /**
   * Checks {@code provider}'s answers for every cipher the files used, at their module sizes
   * (128-bit keys, parquet's data keys; one {@code doFinal} per module, as PME calls it); a wrong
   * answer throws {@link org.pmebench.crypto.check.WrongCipherOutput}. Returns what was checked,
   * for the fork's output.
   */
  public String check(String provider) {
    StringBuilder said = new StringBuilder("cipher check after warm-up");
    if (sizes.isEmpty()) {
      return said.append(": no module was encrypted or decrypted").toString();
    }
    String sep = ": ";
    for (Map.Entry<AesAlgorithm, TreeSet<Integer>> e : sizes.entrySet()) {
      List<Integer> all = new ArrayList<Integer>(e.getValue());
      List<Integer> checked = spread(all);
      CipherCheck.Result result = CipherCheck.run(provider, e.getKey(), checked, 128);
      said.append(sep)
          .append(checked.size())
          .append(" of the ")
          .append(all.size())
          .append(" module sizes (")
          .append(all.get(0))
          .append(" to ")
          .append(all.get(all.size() - 1))
          .append(" bytes), ")
          .append(result);
      sep = "; ";
    }
    return said.toString();
  }
}
