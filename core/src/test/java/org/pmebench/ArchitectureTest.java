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
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The layout's rules (docs/layout.md): the tree shows the architecture only while these hold. A
 * failure names the class and the dependency that breaks a rule, and says why the rule is there.
 */
class ArchitectureTest {
  private static final String ROOT = "org.pmebench";
  private static final String FAMILIES = ROOT + ".family.";

  /** The suite's own classes, JMH's generated code left out. */
  private static final JavaClasses MAIN = new ClassFileImporter()
      .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
      .withImportOption(location -> !location.contains("/jmh_generated/"))
      .importPackages(ROOT);

  private static final DescribedPredicate<JavaClass> IN_A_FAMILY = DescribedPredicate.describe(
      "are in a family's folder (org.pmebench.family.<id>)", c -> c.getPackageName().startsWith(FAMILIES));

  private static final DescribedPredicate<JavaClass> OUTSIDE_FAMILIES_AND_COMMANDS = DescribedPredicate.describe(
      "are outside the families' folders, their registry, the commands and the benchmarks",
      c -> !c.getPackageName().startsWith(ROOT + ".family") && !c.getPackageName().startsWith(ROOT + ".cli")
          && !isBenchmarkCode(c));

  /**
   * A JMH benchmark or its state: the code a family runs inside its forks, which keeps its package
   * (org.pmebench.parquet, .parking, .s3, ...) because the benchmark's full name is in every result file.
   */
  private static boolean isBenchmarkCode(JavaClass c) {
    return c.isAnnotatedWith("org.openjdk.jmh.annotations.State")
        || c.getMethods().stream().anyMatch(m -> m.isAnnotatedWith("org.openjdk.jmh.annotations.Benchmark"))
        || c.getAllRawSuperclasses().stream().anyMatch(ArchitectureTest::isBenchmarkCode);
  }

  @Test
  void noPackageDependsOnItselfInACircle() {
    check(slices().matching(ROOT + ".(**)").should().beFreeOfCycles()
        .because("a cycle makes two packages one: neither can be read, tested or changed without the other"));
  }

  @Test
  void theEngineAndTheSharedCodeNameNoFamily() {
    check(noClasses().that(OUTSIDE_FAMILIES_AND_COMMANDS).should().dependOnClassesThat(IN_A_FAMILY)
        .because("the engine (run/), statistics, summary, gate, report and the shared code serve every family; a "
            + "family plugs in through org.pmebench.family.Families, so adding one never touches them"));
  }

  @Test
  void familiesDoNotImportEachOther() {
    check(slices().matching(ROOT + ".family.(*)..").should().notDependOnEachOther()
        .because("a family lives in one folder: what two families share belongs in a shared package (releases/, "
            + "sparkapp/, parquet/, crypto/, ...), never in one of them"));
  }

  @Test
  void onlyCommandsUseCommands() {
    check(noClasses().that().resideOutsideOfPackage(ROOT + ".cli..").should().dependOnClassesThat()
        .resideInAPackage(ROOT + ".cli..")
        .because("cli/ is the top of the tree: the commands use everything below them, nothing uses a command"));
  }

  @Test
  void theRegistryIsUsedByCommandsOnly() {
    check(noClasses().that().resideOutsideOfPackages(ROOT + ".cli..", ROOT + ".family")
        .should().dependOnClassesThat().resideInAPackage(ROOT + ".family")
        .because("org.pmebench.family.Families names every family; only the commands may start from it"));
  }

  @Test
  void helpersDependOnNothingOfTheSuite() {
    check(noClasses().that().resideInAPackage(ROOT + ".util..").should().dependOnClassesThat()
        .resideOutsideOfPackages(ROOT + ".util..", "java..", "javax..", "com.fasterxml..", "org.apache..")
        .because("util/ holds generic helpers (atomic files, logged commands) that any package may use"));
  }

  @Test
  void statisticsKnowNoRunSummaryGateOrReport() {
    check(noClasses().that().resideInAPackage(ROOT + ".stats..").should().dependOnClassesThat()
        .resideInAnyPackage(ROOT + ".run..", ROOT + ".summary..", ROOT + ".gate..", ROOT + ".report..", ROOT + ".cli..")
        .because("stats/ computes intervals and estimates from numbers and results; the summary, gate and report "
            + "call it, never the other way round"));
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
    assertEquals(Collections.emptyList(), found,
        "code outside the families and the commands imports a family (a family plugs in through "
        + "org.pmebench.family.Families, so adding one never touches the engine, summary, gate or report)");
  }

  /**
   * Nor do they name a family's benchmarks in a string (they would then know which rows are whose):
   * the engine, statistics, summary, gate and report ask the families' parts instead.
   */
  @Test
  void theEngineSummaryGateAndReportNameNoFamilysBenchmarks() throws IOException {
    Path main = Paths.get("core/src/main/java/org/pmebench");
    java.util.regex.Pattern benchmark = java.util.regex.Pattern.compile(
        "\"org\\.pmebench\\.(cipher|parquet|parking|kms|spark|s3|peers)\\.");
    List<String> found = new ArrayList<String>();
    for (String layer : new String[] {"run", "stats", "summary", "gate", "report"}) {
      try (Stream<Path> files = Files.walk(main.resolve(layer))) {
        for (Path f : (Iterable<Path>) files.filter(p -> p.toString().endsWith(".java"))::iterator) {
          for (String line : Files.readAllLines(f, StandardCharsets.UTF_8)) {
            if (benchmark.matcher(line).find()) {
              found.add(main.relativize(f) + ": " + line.trim());
            }
          }
        }
      }
    }
    assertEquals(Collections.emptyList(), found, "the engine, statistics, summary, gate or report names a family's "
        + "benchmarks (a family says which rows are its through ReportPart.rows and its other parts)");
  }

  private static void check(ArchRule rule) {
    rule.check(MAIN);
  }
}
