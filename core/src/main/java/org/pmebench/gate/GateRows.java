package org.pmebench.gate;

import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.TreeMap;
import org.pmebench.releases.ParquetReleases;
import org.pmebench.results.InvalidResultsException;
import org.pmebench.summary.OverheadRow;
import org.pmebench.summary.Summary;
import org.pmebench.summary.SummaryFile;

/** The overhead rows of a summary.json as the gate compares them: read, checked and keyed. */
final class GateRows {
  private GateRows() {}

  /** Gate key: the summary row without the JVM label, with the Java major version instead. */
  static String key(OverheadRow o, boolean ignoreVariant) {
    return key(o, ignoreVariant, null);
  }

  /** The key without the parameter {@code leftOut} (null: with every parameter). */
  static String key(OverheadRow o, boolean ignoreVariant, String leftOut) {
    StringBuilder s =
        new StringBuilder(text(o.benchmark).replaceAll("^.*\\.([^.]+\\.[^.]+)$", "$1"));
    Map<String, String> params = new TreeMap<String, String>(o.params);
    if (leftOut != null) {
      params.remove(leftOut);
    }
    for (Map.Entry<String, String> p : params.entrySet()) {
      s.append(' ').append(p.getKey()).append('=').append(p.getValue());
    }
    return s.append(" | java ")
        .append(o.javaMajor)
        .append(" | ")
        .append(ignoreVariant ? "any variant" : text(o.variant))
        .append(" | ")
        .append(text(o.jmhMode))
        .append(" t")
        .append(o.threads)
        .append(" | ")
        .append(text(o.encryption))
        .toString();
  }

  private static String text(String s) {
    return s == null ? "" : s;
  }

  /**
   * {@code o} as a row of {@code release} without its release parameter, or null when it is not a
   * file-family (parquet, parking) row of that release.
   */
  static OverheadRow ofRelease(OverheadRow o, String release) {
    String benchmark = text(o.benchmark);
    if (!ParquetReleases.runsOnReleases(benchmark)) {
      return null;
    }
    String rowRelease =
        o.params.containsKey(Gate.RELEASE_PARAM)
            ? o.param(Gate.RELEASE_PARAM)
            : ParquetReleases.BUILT_IN;
    if (!rowRelease.equals(release)) {
      return null;
    }
    OverheadRow copy = SummaryFile.row(o.json);
    copy.params = new LinkedHashMap<String, String>(o.params);
    copy.params.remove(Gate.RELEASE_PARAM);
    return copy;
  }

  /** {@code file} as a summary, or why it is none. */
  static SummaryFile summary(Path file) throws InvalidResultsException {
    SummaryFile summary = SummaryFile.read(file);
    if (!summary.isSummary()) {
      throw new InvalidResultsException(
          file
              + ": not a pme-bench summary (schema "
              + Summary.SCHEMA_ID
              + "); make one with pmebench summarize");
    }
    return summary;
  }

  static Map<String, OverheadRow> overheads(Path file, boolean ignoreVariant, String release)
      throws InvalidResultsException {
    SummaryFile summary = summary(file);
    Map<String, OverheadRow> rows = new TreeMap<String, OverheadRow>();
    for (OverheadRow row : summary.overheads) {
      OverheadRow o = release == null ? row : ofRelease(row, release);
      if (o == null) {
        continue;
      }
      if (!o.headline.hasRatio() || o.headline.ratio <= 0) {
        throw new InvalidResultsException(
            file + ": overhead row " + text(o.id) + " has no valid ratio");
      }
      String key = key(o, ignoreVariant);
      if (rows.put(key, o) != null) {
        throw new InvalidResultsException(
            file
                + ": two rows for "
                + key
                + (ignoreVariant
                    ? " (both variants in one run: gate a run of one variant when ignoring variants)"
                    : " (two JVMs of one Java version?); gate one of them"));
      }
    }
    if (rows.isEmpty() && release != null) {
      throw new InvalidResultsException(
          file + ": no parquet or parking rows of parquet-java " + release);
    }
    if (rows.isEmpty()) {
      throw new InvalidResultsException(
          file
              + ": no overhead ratios to gate (no encrypted results with a plaintext "
              + "partner)");
    }
    return rows;
  }
}
