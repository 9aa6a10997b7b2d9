package org.pmebench.cli;

import java.io.PrintWriter;
import java.util.List;
import org.pmebench.family.Families;
import org.pmebench.run.BenchmarkFamily;
import org.pmebench.run.RunStopped;
import org.pmebench.run.SuiteVersion;
import org.pmebench.run.UserError;
import org.pmebench.summary.SummarizeOption;
import org.pmebench.summary.SummaryPart;
import picocli.CommandLine;
import picocli.CommandLine.Command;

/** The suite's command line (the launcher script {@code ./pmebench} calls this). */
@Command(
    name = "pmebench",
    mixinStandardHelpOptions = true,
    versionProvider = SuiteVersion.class,
    description = "Benchmarks of Apache Parquet modular encryption and the AES ciphers it uses.",
    subcommands = {
      RunCommand.class,
      JvmsCommand.class,
      SummarizeCommand.class,
      ReportCommand.class,
      DatasetCommand.class,
      ConvertCommand.class,
      InspectCommand.class,
      EstimateCommand.class,
      GateCommand.class,
      CombineCommand.class,
      PublishCommand.class,
      HistoryCommand.class,
      CommandLine.HelpCommand.class
    })
public final class PmeBench {
  /** Exit code for bad input: unknown option or value, unreadable or invalid files. */
  public static final int EXIT_USAGE = 2;

  public static void main(String[] args) {
    System.exit(
        execute(new PrintWriter(System.out, true), new PrintWriter(System.err, true), args));
  }

  /**
   * The whole command line: every command, run with every family's options and the help that says
   * which families take which (FamilyHelp).
   */
  public static CommandLine commandLine() {
    CommandLine cli = new CommandLine(new PmeBench());
    CommandLine run = cli.getSubcommands().get("run");
    List<BenchmarkFamily<?>> families = run.<RunCommand>getCommand().allFamilies;
    for (BenchmarkFamily<?> family : families) {
      // Lenient: a family without options of its own is a mixin that adds none.
      run.getCommandSpec()
          .addMixin(
              family.id(),
              CommandLine.Model.CommandSpec.forAnnotatedObjectLenient(family.options()));
    }
    run.setResourceBundle(new FamilyHelp(families));
    CommandLine summarize = cli.getSubcommands().get("summarize");
    for (SummaryPart part : Families.summaryParts()) {
      SummarizeOption option = part.summarizeOption();
      if (option != null) {
        summarize
            .getCommandSpec()
            .addMixin(
                option.getClass().getSimpleName(),
                CommandLine.Model.CommandSpec.forAnnotatedObject(option));
      }
    }
    return cli;
  }

  /** Runs one command; user errors become one line on {@code err} and exit code 2. */
  public static int execute(PrintWriter out, PrintWriter err, String... args) {
    CommandLine cli = commandLine();
    cli.setOut(out);
    cli.setErr(err);
    cli.setExecutionExceptionHandler(
        (e, commandLine, parseResult) -> {
          if (e instanceof UserError) {
            commandLine.getErr().println("pmebench: " + e.getMessage());
            return EXIT_USAGE;
          }
          if (e instanceof RunStopped) {
            commandLine.getErr().println("pmebench: " + e.getMessage());
            return 1;
          }
          throw e;
        });
    cli.setParameterExceptionHandler(
        (e, shortHelp) -> {
          e.getCommandLine().getErr().println("pmebench: " + e.getMessage());
          e.getCommandLine()
              .getErr()
              .println("Try 'pmebench " + e.getCommandLine().getCommandName() + " --help'.");
          return EXIT_USAGE;
        });
    return cli.execute(args);
  }
}
