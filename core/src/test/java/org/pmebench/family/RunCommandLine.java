package org.pmebench.family;

import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.pmebench.cli.PmeBench;
import org.pmebench.run.BenchmarkFamily;
import picocli.CommandLine;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;

/** {@code run}'s command line as the suite parses it, for tests of a family's options. */
public final class RunCommandLine {
  private RunCommandLine() {}

  /**
   * The suite's command line with {@code families}' options on {@code run}, as {@link PmeBench}
   * builds it.
   */
  private static CommandLine suite(List<BenchmarkFamily<?>> families) {
    CommandLine suite = new CommandLine(new PmeBench());
    CommandLine run = suite.getSubcommands().get("run");
    for (BenchmarkFamily<?> family : families) {
      run.getCommandSpec()
          .addMixin(family.id(), CommandSpec.forAnnotatedObjectLenient(family.options()));
    }
    return suite;
  }

  private static CommandLine suite() {
    return suite(Families.all());
  }

  private static CommandLine run() {
    return suite().getSubcommands().get("run");
  }

  /** The family {@code id} with its options set from {@code args} (a {@code run} command line). */
  public static Object family(String id, List<String> args) {
    List<BenchmarkFamily<?>> families = Families.all();
    CommandLine suite = suite(families);
    List<String> all = new ArrayList<String>();
    all.add("run");
    all.addAll(args);
    suite.parseArgs(all.toArray(new String[0]));
    for (BenchmarkFamily<?> family : families) {
      if (family.id().equals(id)) {
        return family;
      }
    }
    throw new IllegalArgumentException("no family " + id);
  }

  /** The long names of family {@code id}'s options. */
  public static List<String> optionNames(String id) {
    CommandSpec spec = run().getCommandSpec().mixins().get(id);
    List<String> names = new ArrayList<String>();
    for (OptionSpec o : spec.options()) {
      names.add(o.longestName());
    }
    return names;
  }

  /**
   * The command line of a run on another parquet-java release: family {@code id} chosen, then the
   * {@code child} arguments the parent gives it.
   */
  public static List<String> childCommandLine(String id, List<String> child) {
    List<String> args = new ArrayList<String>(Arrays.asList("--families=" + id));
    args.addAll(child);
    return args;
  }

  /**
   * Asserts that a test's {@code given} command line sets every option of family {@code id}, and
   * that the {@code child} arguments a run on another parquet-java release gets carry each one but
   * {@code notPassed} (those {@code childArguments}, named in the message, leaves out on purpose).
   */
  public static void assertEveryOptionReachesTheChild(
      String id,
      List<String> given,
      List<String> child,
      String childArguments,
      String... notPassed) {
    for (String option : optionNames(id)) {
      assertTrue(
          given.stream().anyMatch(a -> a.startsWith(option + "=")),
          option
              + " is not in this test's "
              + "command line: give it a value away from its default above");
      if (Arrays.asList(notPassed).contains(option)) {
        continue;
      }
      assertTrue(
          child.stream().anyMatch(a -> a.startsWith(option + "=")),
          option
              + " does not reach a run on "
              + "another parquet-java release: add it to "
              + childArguments);
    }
  }

  /** A matrix as run.json records it. */
  public static JsonNode json(Object matrix) {
    return new ObjectMapper().valueToTree(matrix);
  }
}
