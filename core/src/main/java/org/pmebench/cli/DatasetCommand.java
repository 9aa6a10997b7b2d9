package org.pmebench.cli;

import java.io.IOException;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.Arrays;
import java.util.Locale;
import java.util.concurrent.Callable;
import org.pmebench.citations.CitationColumn;
import org.pmebench.citations.CitationGenerator;
import org.pmebench.run.UserError;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code pmebench dataset}: generated LA parking citations as CSV in the city's export format. */
@Command(name = "dataset", mixinStandardHelpOptions = true,
    description = {"Writes synthetic LA parking citations as CSV in the format of the city's export",
        "(deterministic for a seed). See datasets/README.md for the real file."})
final class DatasetCommand implements Callable<Integer> {
  @Option(names = "--rows", defaultValue = "500000", paramLabel = "N", description = "Citations (default: ${DEFAULT-VALUE}).")
  int rows;

  @Option(names = "--seed", defaultValue = "42", paramLabel = "N", description = "Random seed (default: ${DEFAULT-VALUE}).")
  long seed;

  @Option(names = "--columns", defaultValue = "19", paramLabel = "19|22",
      description = "19 (the export the blog used) or 22 (later exports' three description columns).")
  int columns;

  @Option(names = "--output", required = true, paramLabel = "FILE", description = "The CSV file to write.")
  Path output;

  @Spec
  CommandSpec spec;

  @Override
  public Integer call() throws IOException {
    if (rows < 1) {
      throw new UserError("invalid --rows " + rows + "; use 1 or more");
    }
    if (columns != 19 && columns != 22) {
      throw new UserError("invalid --columns " + columns + "; allowed: 19, 22");
    }
    Path dir = output.toAbsolutePath().getParent();
    Files.createDirectories(dir);
    Path temp = Files.createTempFile(dir, "." + output.getFileName(), ".tmp");
    try {
      try (Writer out = new OutputStreamWriter(Files.newOutputStream(temp), StandardCharsets.UTF_8)) {
        new CitationGenerator(seed, columns == 19 ? CitationColumn.CLASSIC : Arrays.asList(CitationColumn.values()))
            .write(out, rows);
      }
      Files.move(temp, output, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
    } finally {
      Files.deleteIfExists(temp);
    }
    spec.commandLine().getOut().printf(Locale.ROOT, "%s: %d citations, %d columns, seed %d, %.1f MB%n", output, rows,
        columns, seed, Files.size(output) / 1e6);
    spec.commandLine().getOut().flush();
    return 0;
  }
}
