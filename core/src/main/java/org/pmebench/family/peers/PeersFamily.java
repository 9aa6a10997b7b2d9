package org.pmebench.family.peers;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import org.pmebench.gate.GatePart;
import org.pmebench.report.FamilyRows;
import org.pmebench.report.ReportPart;
import org.pmebench.results.InvalidResultsException;
import org.pmebench.results.JmhResult;
import org.pmebench.run.BenchmarkFamily;
import org.pmebench.run.ForkSettings;
import org.pmebench.run.JmhInvocation;
import org.pmebench.run.JvmVariant;
import org.pmebench.run.MeasurementProfile;
import org.pmebench.run.Pairing;
import org.pmebench.run.RunStep;
import org.pmebench.run.SuiteHome;
import org.pmebench.run.UserError;
import org.pmebench.summary.SummaryFile;
import org.pmebench.summary.SummaryPart;

/**
 * The {@code peers} family: PME in other implementations (pyarrow: Arrow C++; DuckDB; arrow-go;
 * arrow-rs: the parquet crate), measured in their own runtimes the suite's way; its options ({@link
 * PeersOptions}; unset ones keep the profile's).
 */
public final class PeersFamily extends BenchmarkFamily<PeerMatrix>
    implements SummaryPart, GatePart, ReportPart {
  private boolean planned;

  @Override
  public String id() {
    return "peers";
  }

  /** Its options, as given; they make its matrix. */
  final PeersOptions options = new PeersOptions();

  @Override
  public Object options() {
    return options;
  }

  @Override
  public PeerMatrix matrix(MeasurementProfile profile, List<JvmVariant> variants, Pairing pairing) {
    return options.matrix(profile);
  }

  @Override
  public boolean runsJmh() {
    return false;
  }

  @Override
  public String describe(PeerMatrix m) {
    return String.format(
        Locale.ROOT,
        "peers: %s on workload(s) %s, %d rows%s, read and write, %d process(es) x %d+%d "
            + "iterations of %.1f s each%s",
        String.join(",", m.peers),
        m.workloads,
        m.rows,
        m.lineitemScale == null
            ? ""
            : String.format(
                Locale.ROOT, ", and TPC-H lineitem at SF %s", PeerTable.scale(m.lineitemScale)),
        m.forks,
        m.warmupIterations,
        m.measurementIterations,
        m.iterationSeconds,
        m.interop ? "; interoperability with parquet-java" : "");
  }

  @Override
  public List<JmhInvocation> plan(ForkSettings forks, PeerMatrix matrix) {
    return Collections.emptyList();
  }

  /** Once per run, whatever JVMs it compares: the peers run in their own runtimes. */
  @Override
  public List<RunStep> steps(ForkSettings forks, PeerMatrix matrix) {
    if (planned) {
      return Collections.emptyList();
    }
    planned = true;
    List<RunStep> steps = new ArrayList<RunStep>();
    if (matrix.interop) {
      steps.add(new InteropStep(matrix, home()));
    }
    for (List<String> builds : matrix.byImplementation()) {
      steps.add(new PeerStep(matrix, home(), builds));
    }
    return steps;
  }

  /**
   * A python the user named that cannot run is bad input (exit 2 before anything runs); a missing
   * cargo or go is not: the arrow-rs or arrow-go step fails with the reason and the rest of the run
   * goes on. The lineitem table needs DuckDB's dbgen, so Python, whichever peers measure it.
   */
  @Override
  public void preflight(PeerMatrix matrix) {
    if (matrix.lineitemScale == null && matrix.peers.stream().noneMatch(PeerMatrix::python)) {
      return;
    }
    Path requirements = home().resolve(PythonEnvironment.REQUIREMENTS);
    if (!java.nio.file.Files.isRegularFile(requirements)) {
      throw new UserError(
          "peers: " + requirements + " is missing (run pmebench from its project directory)");
    }
    try {
      Process p =
          new ProcessBuilder(
                  matrix.python, "-c", "import sys, venv; sys.exit(sys.version_info < (3, 9))")
              .redirectErrorStream(true)
              .start();
      if (!p.waitFor(60, java.util.concurrent.TimeUnit.SECONDS) || p.exitValue() != 0) {
        p.destroyForcibly();
        throw new UserError(
            "peers: "
                + matrix.python
                + " is not a Python 3.9 or newer with venv; give --peer-python");
      }
    } catch (java.io.IOException e) {
      throw new UserError(
          "peers: "
              + matrix.python
              + " does not start ("
              + e.getMessage()
              + "); give --peer-python");
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new UserError("peers: interrupted");
    }
  }

  private static Path home() {
    return SuiteHome.path().toAbsolutePath().normalize();
  }

  /** The peers family's part of a summary: the interoperability matrix. */
  @Override
  public SummaryPart.Contribution summarize(List<JmhResult> results) {
    return new SummaryPart.Contribution() {
      @Override
      public void addSections(com.fasterxml.jackson.databind.node.ObjectNode root) {
        ArrayNode interop = InteropRows.of(results, JsonNodeFactory.instance.arrayNode());
        if (interop != null) {
          root.set(InteropCell.SECTION, interop);
        }
      }

      /** Another implementation's process: no JVM, no JVM variant. */
      @Override
      public String variant(JmhResult result) {
        return result.benchmark.startsWith(PeerJson.BENCHMARK_PREFIX) ? PEER_VARIANT : null;
      }
    };
  }

  /** The variant of the peers' rows in summary.json. */
  static final String PEER_VARIANT = "peer";

  /** The peers family's exact check: every interoperability cell that read before still reads. */
  @Override
  public List<GatePart.Check> compare(Path baseline, Path current) throws InvalidResultsException {
    return Collections.<GatePart.Check>singletonList(InteropGate.compare(baseline, current));
  }

  @Override
  public void section(SummaryFile summary, ReportPart.Page page) {
    page.md.append(InteropSection.toMarkdown(summary));
    page.md.append(SameClockTable.toMarkdown(summary));
  }

  /**
   * "R1 in pyarrow 26.0.1": the peers' rows stay among the file overheads, under the
   * implementation's name.
   */
  @Override
  public FamilyRows rows() {
    return FamilyRows.amongFiles(
        row -> row.benchmark != null && row.benchmark.startsWith(PeerJson.BENCHMARK_PREFIX),
        row -> row.text("spec") + " in " + row.text("implementation") + " " + row.text("version"));
  }
}
