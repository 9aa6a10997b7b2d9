package org.pmebench.report;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import org.pmebench.summary.AttributionNote;
import org.pmebench.summary.OverheadRow;
import org.pmebench.summary.ResultRow;
import org.pmebench.summary.SummaryFile;

/**
 * "Where the CPU goes": the paired CPU overhead next to the profile's estimate of it, split into
 * what the crypto code took and what encryption added elsewhere; the cipher family's cipher share
 * as a check of the frame classification; and profiles that could not be attributed.
 */
final class CpuAttributionTable {
  private CpuAttributionTable() {}

  static String toMarkdown(SummaryFile summary, RowLabels labels) {
    List<OverheadRow> overheads = new ArrayList<OverheadRow>();
    for (OverheadRow o : summary.overheads) {
      if (o.attribution != null && o.attribution.sampledOverhead != null) {
        overheads.add(o);
      }
    }
    List<String> unavailable = new ArrayList<String>();
    List<String> empty = new ArrayList<String>();
    List<Double> cipherShares = new ArrayList<Double>();
    double otherThreads = 0;
    int profiled = 0;
    for (ResultRow r : summary.results) {
      AttributionNote a = r.attribution;
      if (a == null) {
        continue;
      }
      if (!a.profiled()) {
        unavailable.add(r.id);
      } else if (a.sampleCount() == 0) {
        empty.add(r.id);
      } else {
        profiled++;
        otherThreads +=
            a.otherThreads == null || Double.isNaN(a.otherThreads.value) ? 0 : a.otherThreads.value;
        // The cipher's share of all modes' samples, where the cipher family measured one.
        AttributionNote.ModeShares all = a.modes == null ? null : a.modes.get("all");
        AttributionNote.Share cipher = all == null ? null : all.shares().get("cipher");
        if (r.params.containsKey("chunkSize") && cipher != null && !Double.isNaN(cipher.value)) {
          cipherShares.add(cipher.value);
        }
      }
    }
    if (overheads.isEmpty() && profiled == 0 && unavailable.isEmpty() && empty.isEmpty()) {
      return "";
    }
    StringBuilder md = new StringBuilder("## Where the CPU goes\n\n");
    md.append(
        "async-profiler sampled each fork's CPU during the measured iterations (`--profile-cpu`). For each "
            + "encrypted file the samples of the benchmark thread are split into the cipher (JCE provider code and the "
            + "AES/GHASH/CTR intrinsic stubs), parquet's `crypto` package (AAD building, module framing, key "
            + "handling) and the rest. *Profile* = its samples over the plaintext file's samples in the same rounds, "
            + "minus 1: a second, independent estimate of the paired CPU overhead. *In crypto code* = what the "
            + "cipher and parquet's crypto code took, over the plaintext samples; *elsewhere* = the difference: what "
            + "encryption adds outside them (copies into and out of the cipher, allocation, larger buffers). Time on "
            + "other threads (the JIT compiler, GC) is not split by file and is left out of both");
    md.append(
        profiled > 0
            ? String.format(
                Locale.ROOT,
                "; it was %.0f%% of all samples on average.%n%n",
                100 * otherThreads / profiled)
            : ".\n\n");
    md.append(overheadTable(overheads, labels));
    md.append(notes(cipherShares, unavailable, empty));
    return md.toString();
  }

  /**
   * A row per profiled overhead: the paired CPU overhead beside the profile's, crypto code and the
   * rest.
   */
  private static String overheadTable(List<OverheadRow> overheads, RowLabels labels) {
    if (overheads.isEmpty()) {
      return "";
    }
    StringBuilder md = new StringBuilder();
    md.append(
        "| workload | JVM | variant | mode | provider | overhead, CPU (paired) | profile | in crypto code "
            + "| elsewhere | crypto share of the encrypted file's CPU |\n|---|---|---|---|---|---|---|---|---|---|\n");
    for (OverheadRow o : overheads) {
      AttributionNote a = o.attribution;
      md.append(
          String.format(
              Locale.ROOT,
              "| %s | %s | %s | %s | %s | %s | %s | %s | %s | %s |%n",
              labels.label(o),
              o.jvm,
              o.variant,
              o.encryption,
              OverheadPoints.provider(o),
              OverheadTable.overhead(o.cpuOrRow()),
              signed(a.sampledOverhead),
              signed(a.cryptoOverhead),
              signed(a.elsewhereOverhead),
              share(a.cryptoShare)));
    }
    md.append(
        "\nThe profile and the clocks differ where the sampling misses time (a 1 ms interval gives a few "
            + "hundred samples per mode and iteration) or where encryption shifts work to other threads (more garbage "
            + "for the GC to collect): a profile estimate below the clocks' points there.\n\n");
    return md.toString();
  }

  /**
   * The cipher family's check of the classification, and the results that could not be profiled.
   */
  private static String notes(
      List<Double> cipherShares, List<String> unavailable, List<String> empty) {
    StringBuilder md = new StringBuilder();
    if (!cipherShares.isEmpty()) {
      Collections.sort(cipherShares);
      md.append(
          String.format(
              Locale.ROOT,
              "Check on the cipher family: the cipher's share of the benchmark "
                  + "thread's samples is %.0f%% at the median of %d results (lowest %.0f%%, highest %.0f%%); the rest is "
                  + "the benchmark's loop and JMH.%n%n",
              100 * cipherShares.get(cipherShares.size() / 2),
              cipherShares.size(),
              100 * cipherShares.get(0),
              100 * cipherShares.get(cipherShares.size() - 1)));
    }
    if (!unavailable.isEmpty()) {
      md.append("The profiler could not start for ")
          .append(unavailable.size())
          .append(
              " result(s) (another OS or "
                  + "architecture, or a JVM without its support; jmh.log has the reason): ")
          .append(String.join("; ", unavailable))
          .append(".\n\n");
    }
    if (!empty.isEmpty()) {
      md.append("No samples, so nothing to attribute, for: ")
          .append(String.join("; ", empty))
          .append(".\n\n");
    }
    return md.toString();
  }

  /** A share as "15.2% (13.1% to 17.3%)", or why there is none. */
  private static String share(AttributionNote.Share e) {
    return percent(e, false);
  }

  private static String signed(AttributionNote.Share e) {
    return percent(e, true);
  }

  private static String percent(AttributionNote.Share e, boolean signed) {
    if (e == null || Double.isNaN(e.value)) {
      return "no samples";
    }
    String format = signed ? "%+.1f%%" : "%.1f%%";
    String v = String.format(Locale.ROOT, format, 100 * e.value);
    if (Double.isNaN(e.low)) {
      return v + " (no interval)";
    }
    return v
        + " ("
        + String.format(Locale.ROOT, format, 100 * e.low)
        + " to "
        + String.format(Locale.ROOT, format, 100 * e.high)
        + ")";
  }
}
