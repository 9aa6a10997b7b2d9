import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.pmebench.cli.PmeBench;

/**
 * Every committed reference run summarized, reported and gated again by one build of the suite, in
 * one JVM, into OUT (never into results/): two builds' OUT directories must be equal file for file
 * (scripts/compare-reference-runs.sh does both and compares). Run from the project directory with
 * the build's jar on the class path:
 *   java -cp target/benchmarks.jar scripts/ReferenceRuns.java OUT
 */
public final class ReferenceRuns {
  public static void main(String[] args) throws IOException {
    if (args.length != 1) {
      System.err.println("usage: java -cp target/benchmarks.jar scripts/ReferenceRuns.java OUT");
      System.exit(2);
    }
    Path out = Paths.get(args[0]);
    Path reference = Paths.get("results", "reference");
    Path baseline = Paths.get("results", "gate", "baseline-jdk17-ci.summary.json");
    Path config = Paths.get("results", "gate", "gate.json");
    List<Path> runs;
    try (Stream<Path> files = Files.walk(reference)) {
      runs = files.filter(p -> p.getFileName().toString().equals("summary.json")).map(Path::getParent).sorted()
          .collect(Collectors.toList());
    }
    int n = 0;
    int resummarized = 0;
    for (Path run : runs) {
      Path to = out.resolve(reference.relativize(run).toString());
      Files.createDirectories(to);
      StringBuilder log = new StringBuilder();
      Path summary = to.resolve("summary.json");
      // Runs whose raw JMH files were not all committed cannot be summarized again: their summary.json
      // as committed is still gated by this build.
      log.append(command("summarize", run.toString(), "--output", summary.toString()));
      if (Files.exists(summary)) {
        resummarized++;
        log.append(command("report", run.toString(), "--output", to.resolve("report").toString()));
        log.append(command("gate", "--baseline", baseline.toString(), "--current", summary.toString(),
            "--config", config.toString(), "--across-machines"));
      }
      log.append(command("gate", "--baseline", baseline.toString(), "--current",
          run.resolve("summary.json").toString(), "--config", config.toString(), "--across-machines"));
      String text = log.toString().replace(out.toString(), "OUT");
      Files.write(to.resolve("commands.log"), text.getBytes(StandardCharsets.UTF_8));
      n++;
    }
    // Runs with Spark applications' results: their spark rows formed again from them (summarize
    // --rebuild-spark) in a copy, so that the spark family's notes on its rows are compared too.
    int rebuilt = 0;
    try (Stream<Path> dirs = Files.walk(reference)) {
      for (Path spark : dirs.filter(p -> p.getFileName().toString().equals("spark") && Files.isDirectory(p)
          && Files.exists(p.resolveSibling("run.json"))).sorted().collect(Collectors.toList())) {
        Path copy = out.resolve("spark-rebuilt").resolve(reference.relativize(spark.getParent()).toString());
        copyTree(spark.getParent(), copy);
        String text = command("summarize", "--rebuild-spark", copy.toString());
        deleteTree(copy.resolve("spark"));
        try (Stream<Path> files = Files.list(copy)) {
          for (Path f : files.filter(Files::isRegularFile).collect(Collectors.toList())) {
            String json = new String(Files.readAllBytes(f), StandardCharsets.UTF_8);
            Files.write(f, json.replace(out.toString(), "OUT").getBytes(StandardCharsets.UTF_8));
          }
        }
        Files.write(copy.resolve("commands.log"), text.replace(out.toString(), "OUT")
            .getBytes(StandardCharsets.UTF_8));
        rebuilt++;
      }
    }
    // Each committed summary gated against the one before it in the list: every family's exact checks
    // (request counts, committer jobs, interoperability cells) meet real rows on both sides.
    StringBuilder chained = new StringBuilder();
    for (int i = 1; i < runs.size(); i++) {
      chained.append(command("gate", "--baseline", runs.get(i - 1).resolve("summary.json").toString(), "--current",
          runs.get(i).resolve("summary.json").toString(), "--across-machines"));
    }
    Files.write(out.resolve("gate-chain.log"), chained.toString().getBytes(StandardCharsets.UTF_8));
    // Sets of repeated runs (siblings named like on-1, on-2, ...): combined into one baseline.
    int combined = 0;
    Map<Path, List<Path>> sets = new TreeMap<Path, List<Path>>();
    for (Path run : runs) {
      if (run.getFileName().toString().matches("[a-z]+-[0-9]+")) {
        sets.computeIfAbsent(run.getParent(), k -> new ArrayList<Path>()).add(run.resolve("summary.json"));
      }
    }
    for (Map.Entry<Path, List<Path>> set : sets.entrySet()) {
      if (set.getValue().size() < 2) {
        continue;
      }
      Path to = out.resolve(reference.relativize(set.getKey()).toString());
      Files.createDirectories(to);
      List<String> combine = new ArrayList<String>(Arrays.asList("combine",
          "--output=" + to.resolve("combined.summary.json")));
      for (Path summary : set.getValue()) {
        combine.add(summary.toString());
      }
      String text = command(combine.toArray(new String[0])).replace(out.toString(), "OUT");
      Files.write(to.resolve("combine.log"), text.getBytes(StandardCharsets.UTF_8));
      combined++;
    }
    System.out.println(n + " reference runs (summary.json committed): " + resummarized + " summarized and reported "
        + "again (the others lack raw JMH files), all gated against results/gate's baseline and against the run "
        + "before them; " + rebuilt + " spark runs' rows formed again; " + combined
        + " sets of repeated runs combined; into " + out);
  }

  private static void copyTree(Path from, Path to) throws IOException {
    try (Stream<Path> files = Files.walk(from)) {
      for (Path f : files.collect(Collectors.toList())) {
        Path target = to.resolve(from.relativize(f).toString());
        if (Files.isDirectory(f)) {
          Files.createDirectories(target);
        } else {
          Files.copy(f, target);
        }
      }
    }
  }

  private static void deleteTree(Path dir) throws IOException {
    try (Stream<Path> files = Files.walk(dir)) {
      for (Path f : files.sorted(java.util.Comparator.reverseOrder()).collect(Collectors.toList())) {
        Files.delete(f);
      }
    }
  }

  /** One command's exit code and output, with the output paths that hold OUT made relative. */
  private static String command(String... args) {
    StringWriter out = new StringWriter();
    StringWriter err = new StringWriter();
    int exit;
    try {
      exit = PmeBench.execute(new PrintWriter(out, true), new PrintWriter(err, true), args);
    } catch (RuntimeException e) {
      exit = -1;
      err.write("exception: " + e);
    }
    return "$ pmebench " + String.join(" ", args) + "\nexit " + exit + "\n" + out + err + "\n";
  }
}
