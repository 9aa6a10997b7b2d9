package org.pmebench.family;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.ArrayList;
import java.util.List;
import org.pmebench.cli.PmeBench;
import org.pmebench.run.BenchmarkFamily;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine;

/** {@code run}'s command line as the suite parses it, for tests of a family's options. */
public final class RunOptions {
  private RunOptions() {}

  /** The suite's command line with every family's options on {@code run}, as {@link PmeBench} builds it. */
  private static CommandLine suite() {
    CommandLine suite = new CommandLine(new PmeBench());
    CommandLine run = suite.getSubcommands().get("run");
    for (BenchmarkFamily<?> family : Families.all()) {
      run.addMixin(family.id(), family);
    }
    return suite;
  }

  private static CommandLine run() {
    return suite().getSubcommands().get("run");
  }

  /** The family {@code id} with its options set from {@code args} (a {@code run} command line). */
  public static Object family(String id, List<String> args) {
    CommandLine suite = suite();
    List<String> all = new ArrayList<String>();
    all.add("run");
    all.addAll(args);
    suite.parseArgs(all.toArray(new String[0]));
    return suite.getSubcommands().get("run").getMixins().get(id);
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

  /** A matrix as run.json records it. */
  public static JsonNode json(Object matrix) {
    return new ObjectMapper().valueToTree(matrix);
  }
}
