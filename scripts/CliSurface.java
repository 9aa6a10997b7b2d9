import java.io.PrintWriter;
import java.io.StringWriter;
import java.lang.reflect.Method;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.List;

/**
 * One build's answers to the command lines of scripts/cli-surface.txt, into OUT/<n>.txt: the command line, its
 * exit code, its standard output and its error output. scripts/compare-cli-surface.sh compares two builds' OUT.
 * The lines run in this one JVM through the CLI's entry point (a JVM each would take minutes); $TMP in a line is
 * OUT's scratch directory, the same path for both builds so that no output differs by it. A run line runs with
 * --dry-run added, unless it starts with ! (it must fail before anything runs).
 *   java -cp target/benchmarks.jar scripts/CliSurface.java LINES OUT SCRATCH
 */
public final class CliSurface {
  public static void main(String[] args) throws Exception {
    if (args.length != 3) {
      System.err.println("usage: java -cp target/benchmarks.jar scripts/CliSurface.java LINES OUT SCRATCH");
      System.exit(2);
    }
    Path out = Files.createDirectories(Paths.get(args[1]));
    String scratch = Files.createDirectories(Paths.get(args[2])).toString();
    Method execute = Class.forName("org.pmebench.cli.PmeBench").getMethod("execute", PrintWriter.class,
        PrintWriter.class, String[].class);
    int n = 0;
    for (String line : Files.readAllLines(Paths.get(args[0]), StandardCharsets.UTF_8)) {
      if (line.trim().isEmpty() || line.startsWith("#")) {
        continue;
      }
      boolean asWritten = line.startsWith("!");
      List<String> words = new ArrayList<String>();
      for (String w : line.substring(asWritten ? 1 : 0).trim().split(" +")) {
        words.add(w.replace("$TMP", scratch));
      }
      if (!asWritten && words.get(0).equals("run") && !words.contains("--dry-run")) {
        // A plan, never a measurement: a line meant to be refused that is not would otherwise run benchmarks.
        words.add("--dry-run");
      }
      StringWriter o = new StringWriter();
      StringWriter e = new StringWriter();
      long start = System.nanoTime();
      Object code = execute.invoke(null, new PrintWriter(o, true), new PrintWriter(e, true),
          (Object) words.toArray(new String[0]));
      String answer = "$ pmebench " + String.join(" ", words).replace(scratch, "$TMP") + "\nexit " + code + "\n--- out\n" + o + "--- err\n" + e;
      Files.write(out.resolve(String.format("%03d.txt", ++n)), answer.getBytes(StandardCharsets.UTF_8));
      System.out.printf("%3d %5.1f s exit %s  %s%n", n, (System.nanoTime() - start) / 1e9, code, line);
    }
  }
}
