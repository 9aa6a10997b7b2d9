import java.lang.reflect.Constructor;
import java.lang.reflect.Method;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/**
 * The report (Markdown) and the end-of-run terminal answers of every committed reference summary.json,
 * from the summary as committed (also the runs whose raw JMH files were not committed), by one build,
 * into OUT: scripts/compare-reference-runs.sh compares two builds' OUT. Reflection, because these are
 * the suite's internals, not a command, and older builds (before the family folders) named them
 * otherwise. Run from the project directory:
 *   java -cp target/benchmarks.jar scripts/CommittedSummaries.java OUT
 */
public final class CommittedSummaries {
  public static void main(String[] args) throws Exception {
    if (args.length != 1) {
      System.err.println("usage: java -cp target/benchmarks.jar scripts/CommittedSummaries.java OUT");
      System.exit(2);
    }
    Path out = Files.createDirectories(Paths.get(args[0]));
    System.setProperty("java.awt.headless", "true");
    Class<?> summaryClass = firstClass("org.pmebench.summary.Summary", "org.pmebench.results.Summary");
    Constructor<?> empty = summaryClass.getDeclaredConstructor();
    empty.setAccessible(true);
    Class<?> objectNode = Class.forName("com.fasterxml.jackson.databind.node.ObjectNode");
    Object mapper = Class.forName("com.fasterxml.jackson.databind.ObjectMapper").getConstructor().newInstance();
    Method readTree = mapper.getClass().getMethod("readTree", java.io.File.class);
    Object parts = parts();
    List<Path> summaries;
    try (Stream<Path> files = Files.walk(Paths.get("results", "reference"))) {
      summaries = files.filter(p -> p.getFileName().toString().equals("summary.json")).sorted()
          .collect(Collectors.toList());
    }
    for (Path file : summaries) {
      Object summary = empty.newInstance();
      Object root = summaryClass.getField("root").get(summary);
      Object json = readTree.invoke(mapper, file.toFile());
      objectNode.getMethod("setAll", objectNode).invoke(root, json);
      String name = file.toString().replace('/', '_');
      Files.write(out.resolve(name + ".report.md"), report(summaryClass, summary, parts).getBytes(StandardCharsets.UTF_8));
      Files.write(out.resolve(name + ".terminal.txt"), terminal(json, parts).getBytes(StandardCharsets.UTF_8));
    }
    System.out.println(summaries.size() + " committed summaries reported and answered as on a terminal; into " + out);
  }

  private static String report(Class<?> summaryClass, Object summary, Object parts) throws Exception {
    Class<?> report = Class.forName("org.pmebench.report.Report");
    Object r = parts == null ? report.getMethod("of", summaryClass, String.class).invoke(null, summary, "run")
        : report.getMethod("of", summaryClass, String.class, List.class).invoke(null, summary, "run", parts);
    return (String) report.getMethod("markdown").invoke(r);
  }

  private static String terminal(Object json, Object parts) throws Exception {
    Class<?> answers = Class.forName("org.pmebench.report.TerminalAnswers");
    Class<?> jsonNode = Class.forName("com.fasterxml.jackson.databind.JsonNode");
    for (Method m : answers.getMethods()) {
      if (m.getName().equals("of") && m.getParameterCount() == 2) {
        Object file = Class.forName("org.pmebench.summary.SummaryFile").getMethod("of", jsonNode).invoke(null, json);
        return (String) m.invoke(null, file, parts);
      }
    }
    return (String) answers.getMethod("of", jsonNode).invoke(null, json);
  }

  /** Every family's report part, or null for builds from before the family folders. */
  private static Object parts() throws Exception {
    try {
      return Class.forName("org.pmebench.family.Families").getMethod("reportParts").invoke(null);
    } catch (ClassNotFoundException before) {
      return null;
    }
  }

  private static Class<?> firstClass(String... names) throws ClassNotFoundException {
    for (String name : names) {
      try {
        return Class.forName(name);
      } catch (ClassNotFoundException e) {
        // an older build's name
      }
    }
    throw new ClassNotFoundException(String.join(" or ", names));
  }
}
