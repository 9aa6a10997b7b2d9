package org.pmebench;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;
import static org.junit.jupiter.api.Assertions.assertEquals;

import com.tngtech.archunit.base.DescribedPredicate;
import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.lang.ArchRule;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.openjdk.jmh.runner.BenchmarkList;
import org.openjdk.jmh.runner.BenchmarkListEntry;
import org.openjdk.jmh.runner.format.OutputFormatFactory;
import org.openjdk.jmh.runner.options.VerboseMode;
import org.pmebench.family.Families;
import org.pmebench.run.BenchmarkFamily;

/**
 * The layout's rules (docs/layout.md): the tree shows the architecture only while these hold. A
 * failure names the class and the dependency that breaks a rule, and says why the rule is there.
 */
class ArchitectureTest {
  private static final String ROOT = "org.pmebench";
  private static final String FAMILIES = ROOT + ".family.";

  /** The suite's own classes, JMH's generated code left out. */
  private static final JavaClasses MAIN =
      new ClassFileImporter()
          .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
          .withImportOption(location -> !location.contains("/jmh_generated/"))
          .importPackages(ROOT);

  private static final DescribedPredicate<JavaClass> IN_A_FAMILY =
      DescribedPredicate.describe(
          "are in a family's folder (org.pmebench.family.<id>)",
          c -> c.getPackageName().startsWith(FAMILIES));

  private static final DescribedPredicate<JavaClass> OUTSIDE_FAMILIES_AND_COMMANDS =
      DescribedPredicate.describe(
          "are outside the families' folders, their registry, the commands and the benchmarks",
          c ->
              !c.getPackageName().startsWith(ROOT + ".family")
                  && !c.getPackageName().startsWith(ROOT + ".cli")
                  && !isBenchmarkCode(c));

  /**
   * A JMH benchmark or its state: the code a family runs inside its forks, which keeps its package
   * (org.pmebench.parquet, .parking, .s3, ...) because the benchmark's full name is in every result
   * file.
   */
  private static boolean isBenchmarkCode(JavaClass c) {
    return c.isAnnotatedWith("org.openjdk.jmh.annotations.State")
        || c.getMethods().stream()
            .anyMatch(m -> m.isAnnotatedWith("org.openjdk.jmh.annotations.Benchmark"))
        || c.getAllRawSuperclasses().stream().anyMatch(ArchitectureTest::isBenchmarkCode);
  }

  @Test
  void noPackageDependsOnItselfInACircle() {
    check(
        slices()
            .matching(ROOT + ".(**)")
            .should()
            .beFreeOfCycles()
            .because(
                "a cycle makes two packages one: neither can be read, tested or changed without the other"));
  }

  @Test
  void theEngineAndTheSharedCodeNameNoFamily() {
    check(
        noClasses()
            .that(OUTSIDE_FAMILIES_AND_COMMANDS)
            .should()
            .dependOnClassesThat(IN_A_FAMILY)
            .because(
                "the engine (run/), statistics, summary, gate, report and the shared code serve every family; a "
                    + "family plugs in through org.pmebench.family.Families, so adding one never touches them"));
  }

  @Test
  void familiesDoNotImportEachOther() {
    check(
        slices()
            .matching(ROOT + ".family.(*)..")
            .should()
            .notDependOnEachOther()
            .because(
                "a family lives in one folder: what two families share belongs in a shared package (releases/, "
                    + "sparkapp/, parquet/, crypto/, ...), never in one of them"));
  }

  @Test
  void onlyCommandsUseCommands() {
    check(
        noClasses()
            .that()
            .resideOutsideOfPackage(ROOT + ".cli..")
            .should()
            .dependOnClassesThat()
            .resideInAPackage(ROOT + ".cli..")
            .because(
                "cli/ is the top of the tree: the commands use everything below them, nothing uses a command"));
  }

  @Test
  void theRegistryIsUsedByCommandsOnly() {
    check(
        noClasses()
            .that()
            .resideOutsideOfPackages(ROOT + ".cli..", ROOT + ".family")
            .should()
            .dependOnClassesThat()
            .resideInAPackage(ROOT + ".family")
            .because(
                "org.pmebench.family.Families names every family; only the commands may start from it"));
  }

  @Test
  void helpersDependOnNothingOfTheSuite() {
    check(
        noClasses()
            .that()
            .resideInAPackage(ROOT + ".util..")
            .should()
            .dependOnClassesThat()
            .resideOutsideOfPackages(
                ROOT + ".util..", "java..", "javax..", "com.fasterxml..", "org.apache..")
            .because(
                "util/ holds generic helpers (atomic files, logged commands) that any package may use"));
  }

  @Test
  void statisticsKnowNoRunSummaryGateOrReport() {
    check(
        noClasses()
            .that()
            .resideInAPackage(ROOT + ".stats..")
            .should()
            .dependOnClassesThat()
            .resideInAnyPackage(
                ROOT + ".run..",
                ROOT + ".summary..",
                ROOT + ".gate..",
                ROOT + ".report..",
                ROOT + ".cli..")
            .because(
                "stats/ computes intervals and estimates from numbers and results; the summary, gate and report "
                    + "call it, never the other way round"));
  }

  @Test
  void statisticsKnowNoDataSet() {
    check(
        noClasses()
            .that()
            .resideInAPackage(ROOT + ".stats..")
            .should()
            .dependOnClassesThat()
            .resideInAnyPackage(ROOT + ".citations..", ROOT + ".workload..", ROOT + ".userfiles..")
            .because(
                "what is particular to a data set (the citations' 2 of 19 columns) comes from the family "
                    + "that measured it, through its SummaryPart"));
  }

  /**
   * ArchUnit reads class files, where the compiler has already copied constants (a family's
   * benchmark names) into their users: the sources show those imports.
   */
  @Test
  void noSourceOutsideTheFamiliesImportsOne() throws IOException {
    Path main = Paths.get("core/src/main/java/org/pmebench");
    List<String> found = new ArrayList<String>();
    try (Stream<Path> files = Files.walk(main)) {
      for (Path f : (Iterable<Path>) files.filter(p -> p.toString().endsWith(".java"))::iterator) {
        String rel = main.relativize(f).toString().replace('\\', '/');
        if (rel.startsWith("family/") || rel.startsWith("cli/")) {
          continue;
        }
        for (String line : Files.readAllLines(f, StandardCharsets.UTF_8)) {
          if (line.startsWith("import ") && line.contains(FAMILIES)) {
            found.add(rel + ": " + line);
          }
        }
      }
    }
    assertEquals(
        Collections.emptyList(),
        found,
        "code outside the families and the commands imports a family (a family plugs in through "
            + "org.pmebench.family.Families, so adding one never touches the engine, summary, gate or report)");
  }

  /**
   * Nor do they name a family's benchmarks in a string (they would then know which rows are whose):
   * the engine, statistics, summary, gate and report ask the families' parts instead. The families'
   * packages come from the registry and JMH's list of benchmarks, so a new family is covered
   * without a word here.
   */
  @Test
  void theEngineSummaryGateAndReportNameNoFamilysBenchmarks() throws IOException {
    Path main = Paths.get("core/src/main/java/org/pmebench");
    List<String> quoted = new ArrayList<String>();
    for (String p : familyPackages()) {
      quoted.add(java.util.regex.Pattern.quote(p));
    }
    java.util.regex.Pattern benchmark =
        java.util.regex.Pattern.compile("\"(" + String.join("|", quoted) + ")\\.");
    List<String> found = new ArrayList<String>();
    for (String layer : new String[] {"run", "stats", "results", "summary", "gate", "report"}) {
      try (Stream<Path> files = Files.walk(main.resolve(layer))) {
        for (Path f :
            (Iterable<Path>) files.filter(p -> p.toString().endsWith(".java"))::iterator) {
          for (String line : Files.readAllLines(f, StandardCharsets.UTF_8)) {
            if (benchmark.matcher(line).find()) {
              found.add(main.relativize(f) + ": " + line.trim());
            }
          }
        }
      }
    }
    assertEquals(
        Collections.emptyList(),
        found,
        "the engine, statistics, summary, gate or report names a family's "
            + "benchmarks (a family says which rows are its through ReportPart.rows and its other parts)");
  }

  /**
   * The packages of every family's benchmarks (JMH's list) and of every family's id (the registry).
   */
  static Set<String> familyPackages() {
    Set<String> packages = new TreeSet<String>();
    PrintStream quiet = new PrintStream(new ByteArrayOutputStream());
    for (BenchmarkListEntry b :
        BenchmarkList.defaultList()
            .getAll(
                OutputFormatFactory.createFormatInstance(quiet, VerboseMode.SILENT),
                Collections.<String>emptyList())) {
      String type = b.getUserClassQName();
      packages.add(type.substring(0, type.lastIndexOf('.')));
    }
    for (BenchmarkFamily<?> f : Families.all()) {
      packages.add(ROOT + "." + f.id());
    }
    return packages;
  }

  /** In {@link #LAYERS}: the packages of the JMH benchmarks that main code does not share. */
  private static final String BENCHMARKS = "<benchmarks>";

  /**
   * The layers from the top: a package may use its own layer and those below it, never one above.
   * The Spark applications (the spark module) run in processes the families start, and share their
   * specs and results.
   */
  private static final String[][] LAYERS = {
    {"cli"},
    {"spark"},
    {"family", "integrity", BENCHMARKS},
    {"summary", "gate", "report", "publish", "history"},
    {"run", "floor", "releases", "sparkapp"},
    {"stats", "cpuprofile", "results", "paired", "host", "jvm"},
    {"crypto", "workload", "citations", "userfiles", "security"},
    {"util"}
  };

  private static final String[] LAYER_NAMES = {
    "commands",
    "Spark applications",
    "families and their benchmarks",
    "outputs",
    "engine and shared steps",
    "measurement",
    "the domain",
    "helpers"
  };

  /** Main code, the benchmarks and the Spark applications: every source a rule below reads. */
  private static SourceDependencies sources() throws IOException {
    return SourceDependencies.of(
        Paths.get("core/src/main/java"),
        Paths.get("core/src/jmh/java"),
        Paths.get("spark/src/main/java"));
  }

  /** Which layer {@code pkg} is in; -1 for none. */
  private static int layer(String pkg, Set<String> benchmarkOnly) {
    String top =
        pkg.startsWith(ROOT + ".") ? pkg.substring(ROOT.length() + 1).split("\\.")[0] : pkg;
    for (int i = 0; i < LAYERS.length; i++) {
      for (String name : LAYERS[i]) {
        if (name.equals(top) || (name.equals(BENCHMARKS) && benchmarkOnly.contains(pkg))) {
          return i;
        }
      }
    }
    return -1;
  }

  /**
   * A dependency carried by a constant is invisible to {@link #noPackageDependsOnItselfInACircle}
   * (the compiler copies the value into the class that uses it), and the spark module is not on
   * this test's class path: the sources of both say it.
   */
  @Test
  void noPackageDependsOnItselfInACircleInTheSourcesEither() throws IOException {
    SourceDependencies d = sources();
    List<String> found = new ArrayList<String>();
    for (List<String> cycle : d.cycles()) {
      found.add(cycle + d.explain(cycle));
    }
    assertEquals(
        Collections.emptyList(),
        found,
        "packages that use each other in a circle, constants and the "
            + "spark module included: a cycle makes them one, and the constant's owner belongs below its users");
  }

  @Test
  void everyPackageUsesItsOwnLayerOrOnesBelow() throws IOException {
    SourceDependencies d = sources();
    Set<String> benchmarkOnly =
        new TreeSet<String>(SourceDependencies.of(Paths.get("core/src/jmh/java")).uses.keySet());
    benchmarkOnly.removeAll(SourceDependencies.of(Paths.get("core/src/main/java")).uses.keySet());
    List<String> found = new ArrayList<String>();
    for (Map.Entry<String, Map<String, Set<String>>> from : d.uses.entrySet()) {
      int a = layer(from.getKey(), benchmarkOnly);
      if (a < 0) {
        found.add(
            from.getKey()
                + " is in no layer: add it to ArchitectureTest.LAYERS and docs/layout.md");
        continue;
      }
      for (Map.Entry<String, Set<String>> to : from.getValue().entrySet()) {
        int b = layer(to.getKey(), benchmarkOnly);
        if (b >= 0 && b < a) {
          found.add(
              from.getKey()
                  + " ("
                  + LAYER_NAMES[a]
                  + ") uses "
                  + to.getKey()
                  + " ("
                  + LAYER_NAMES[b]
                  + ", above it) in "
                  + to.getValue());
        }
      }
    }
    assertEquals(
        Collections.emptyList(),
        found,
        "a package uses a layer above its own (docs/layout.md, the "
            + "layers): the commands use everything, the helpers nothing of the suite");
  }

  @Test
  void statisticsAreImmutableValues() {
    check(
        com.tngtech.archunit.lang.syntax.ArchRuleDefinition.fields()
            .that()
            .areDeclaredInClassesThat()
            .resideInAPackage(ROOT + ".stats..")
            .and()
            .arePublic()
            .should()
            .beFinal()
            .because(
                "a statistic is computed once from a result; what reads it must not change it"));
  }

  /**
   * A counter's name is typed once, in the schema (paired/SlotCounter, paired/ResultCounter): the
   * code that writes a counter and the code that reads it both go through its type, so nothing has
   * to agree on a spelling. Scans every main source for a string literal that is a counter's name
   * or its suffix.
   */
  @Test
  void noCounterNameIsTypedOutsideTheSchema() throws IOException {
    Set<String> names = new TreeSet<String>();
    for (org.pmebench.paired.SlotCounter c : org.pmebench.paired.SlotCounter.values()) {
      names.add(c.suffix);
      for (org.pmebench.paired.PairedSlot s : org.pmebench.paired.PairedSlot.values()) {
        names.add(c.of(s));
      }
    }
    for (org.pmebench.paired.ResultCounter c : org.pmebench.paired.ResultCounter.values()) {
      if (c.key.endsWith("Pairs") || c.key.endsWith("Bytes")) {
        names.add(
            c.key); // "rounds", "plaintext", "encrypted" are also words of summary.json and the
        // report
      }
    }
    java.util.regex.Pattern literal = java.util.regex.Pattern.compile("\"([A-Za-z]+)\"");
    List<String> found = new ArrayList<String>();
    for (String root :
        new String[] {"core/src/main/java", "core/src/jmh/java", "spark/src/main/java"}) {
      try (Stream<Path> files = Files.walk(Paths.get(root))) {
        for (Path f :
            (Iterable<Path>) files.filter(p -> p.toString().endsWith(".java"))::iterator) {
          if (f.endsWith("SlotCounter.java") || f.endsWith("ResultCounter.java")) {
            continue;
          }
          for (String line : Files.readAllLines(f, StandardCharsets.UTF_8)) {
            java.util.regex.Matcher m = literal.matcher(line);
            while (m.find()) {
              if (names.contains(m.group(1))) {
                found.add(f + ": " + line.trim());
              }
            }
          }
        }
      }
    }
    assertEquals(
        Collections.emptyList(),
        found,
        "a counter's name typed outside the schema (use SlotCounter.X.of(slot), "
            + "ResultCounter.X.key)");
  }

  private static void check(ArchRule rule) {
    rule.check(MAIN);
  }
}
