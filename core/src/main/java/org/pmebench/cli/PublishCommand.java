package org.pmebench.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.List;
import java.util.concurrent.Callable;
import org.pmebench.publish.Publication;
import org.pmebench.publish.PublishException;
import org.pmebench.run.UserError;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code pmebench publish}: the published numbers rendered from their runs into the README and
 * docs.
 */
@Command(
    name = "publish",
    mixinStandardHelpOptions = true,
    description = {
      "Renders the numbers the README and docs quote from the committed runs the manifest names",
      "(docs/published.json: file, row and field per number, and the answers as templates), with what each",
      "number is taken from its row. Exit 0: written or, with --check, the pages are as rendered; 1: --check",
      "found a page that differs; 2: the manifest cannot be rendered (a row missing or ambiguous, a label",
      "contradicting its row, a typed number or label)."
    })
final class PublishCommand implements Callable<Integer> {
  static final String MANIFEST = "docs/published.json";

  @Option(
      names = "--manifest",
      paramLabel = "FILE",
      defaultValue = MANIFEST,
      description = "The manifest, relative to --root (default ${DEFAULT-VALUE}).")
  String manifest;

  @Option(
      names = "--root",
      paramLabel = "DIR",
      defaultValue = ".",
      description =
          "The repository the manifest's paths are relative to (default: the current directory).")
  Path root;

  @Option(
      names = "--check",
      description = "Change nothing; exit 1 naming each page that is not as rendered.")
  boolean check;

  @Spec CommandSpec spec;

  @Override
  public Integer call() throws IOException {
    PrintWriter out = spec.commandLine().getOut();
    try {
      Publication publication = Publication.read(root == null ? Paths.get(".") : root, manifest);
      if (check) {
        List<String> differ = publication.differences();
        for (String d : differ) {
          out.println("pmebench publish: " + d);
        }
        out.flush();
        return differ.isEmpty() ? 0 : 1;
      }
      List<String> written = publication.write();
      out.printf(
          "%d numbers rendered; %s%n",
          publication.numberCount(),
          written.isEmpty() ? "every page was as rendered" : "wrote " + String.join(", ", written));
      out.flush();
      return 0;
    } catch (PublishException e) {
      throw new UserError(e.getMessage());
    }
  }
}
