package org.pmebench.cli;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import org.pmebench.history.ChangePoint;
import org.pmebench.history.ChangePointsMarkdown;
import org.pmebench.history.History;
import org.pmebench.history.HistoryJson;
import org.pmebench.history.HistoryPage;
import org.pmebench.history.HistoryRun;
import org.pmebench.history.Otava;
import org.pmebench.history.OtavaInput;
import org.pmebench.history.OtavaOutput;
import org.pmebench.history.OtavaRun;
import org.pmebench.run.SuiteHome;
import org.pmebench.run.UserError;
import org.pmebench.util.AtomicFiles;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code pmebench history}: runs as time series per machine, and their change points by Otava. */
@Command(
    name = "history",
    mixinStandardHelpOptions = true,
    description = {
      "Reads runs (run directories, folders of them at any depth, or summary.json files with their",
      "run.json beside them) as one time series per overhead row and per cipher throughput, on each",
      "machine, JDK, provider, parquet-java release and profile: runs of two machines never share a",
      "series. Writes history.json, runs Apache Otava (installed from PyPI into the suite's own Python",
      "environment the first time) over every series of 3 or more runs, and prints its change points."
    })
final class HistoryCommand implements Callable<Integer> {
  /** The change points alone, with their series' keys: small enough to commit. */
  static final String CHANGE_POINTS_JSON = "change-points.json";

  /** The change points as a markdown table, for a CI job's page. */
  static final String CHANGE_POINTS_MD = "change-points.md";

  @Parameters(
      paramLabel = "DIR",
      arity = "1..*",
      description =
          "Runs, folders of runs or summary.json files (e.g. results/reference results/runs).")
  List<Path> inputs;

  @Option(
      names = "--output",
      paramLabel = "DIR",
      description = "Where history.json and Otava's input go (default: results/runs/history).")
  Path output;

  @Option(names = "--no-otava", description = "Write the series without looking for change points.")
  boolean noOtava;

  @Option(
      names = "--ignore-variant",
      description = {
        "One series whatever the rows' JVM variant (intrinsics-on/off, a --calibrated-regression's),",
        "e.g. to see a planted regression as a step in the series it was planted into."
      })
  boolean ignoreVariant;

  @Option(
      names = "--python",
      paramLabel = "PY",
      defaultValue = "python3",
      description =
          "The Python 3.10 or newer that makes Otava's environment (default: ${DEFAULT-VALUE}).")
  String python;

  @Option(
      names = "--p-value",
      paramLabel = "P",
      defaultValue = "0.001",
      description = "Otava's largest p-value of a change point (default: ${DEFAULT-VALUE}).")
  double pValue;

  @Option(
      names = "--magnitude",
      paramLabel = "M",
      defaultValue = "0",
      description =
          "Otava's smallest change, relative to the mean before it (0.05: 5%%; default: ${DEFAULT-VALUE}).")
  double magnitude;

  @Spec CommandSpec spec;

  /** How the change points were looked for; null until they are. */
  private OtavaRun otavaRun;

  @Override
  public Integer call() throws IOException {
    if (!(pValue > 0 && pValue < 1) || !(magnitude >= 0)) {
      throw new UserError("--p-value takes a number between 0 and 1, --magnitude one of 0 or more");
    }
    PrintWriter out = spec.commandLine().getOut();
    List<String> skipped = new ArrayList<String>();
    List<HistoryRun> runs;
    try {
      runs = HistoryRun.find(inputs, skipped::add);
    } catch (IOException e) {
      throw new UserError(e.getMessage());
    }
    History history = History.of(runs, ignoreVariant);
    Path dir = output != null ? output : SuiteHome.path().resolve("results/runs/history");
    Files.createDirectories(dir);
    out.printf(
        Locale.ROOT,
        "history: %d runs (%d summaries left out), %d series on %d machines%n",
        runs.size(),
        skipped.size(),
        history.series().size(),
        history.machines().size());
    List<ChangePoint> changes = noOtava ? null : changePoints(history, dir, out);
    Path json = dir.resolve("history.json");
    new ObjectMapper()
        .writerWithDefaultPrettyPrinter()
        .writeValue(json.toFile(), HistoryJson.of(history, changes, otavaRun));
    if (changes != null) {
      out.print(HistoryTable.of(changes));
      ObjectNode points = HistoryJson.changePoints(history, changes, otavaRun);
      new ObjectMapper()
          .writerWithDefaultPrettyPrinter()
          .writeValue(dir.resolve(CHANGE_POINTS_JSON).toFile(), points);
      AtomicFiles.writeString(
          dir.resolve(CHANGE_POINTS_MD),
          ChangePointsMarkdown.of(points, Collections.<String, String>emptyMap()));
    }
    Path page = dir.resolve("history.html");
    Files.write(
        page,
        HistoryPage.html(history, changes, otavaRun == null ? "" : otavaRun.sentence())
            .getBytes(StandardCharsets.UTF_8));
    out.println(
        "history: "
            + json
            + ", "
            + page
            + (changes != null
                ? ", " + dir.resolve(CHANGE_POINTS_MD) + ", " + dir.resolve(CHANGE_POINTS_JSON)
                : ""));
    out.flush();
    return 0;
  }

  private List<ChangePoint> changePoints(History history, Path dir, PrintWriter out)
      throws IOException {
    Path log = dir.resolve("otava.log");
    Otava otava = Otava.in(SuiteHome.path(), python, log);
    Path tests = dir.resolve("otava");
    OtavaInput input = OtavaInput.write(tests, history.series());
    otavaRun =
        new OtavaRun(Otava.pinnedVersion(SuiteHome.path()), input.tests.size(), pValue, magnitude);
    out.println(otavaRun.sentence());
    out.flush();
    if (input.tests.isEmpty()) {
      return new ArrayList<ChangePoint>();
    }
    return OtavaOutput.changePoints(otava.analyze(tests, input, pValue, magnitude, log), input);
  }
}
