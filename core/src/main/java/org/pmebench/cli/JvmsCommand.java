package org.pmebench.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import org.pmebench.jvm.JdkDiscovery;
import org.pmebench.jvm.JdkInfo;
import org.pmebench.jvm.JvmNeeds;
import org.pmebench.run.SuiteHome;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code pmebench jvms}: the JDKs a run can fork, and the candidates that were turned down. */
@Command(
    name = "jvms",
    mixinStandardHelpOptions = true,
    description = {
      "Lists the JDKs found in: the paths given here, JAVA_HOME and JAVA<n>_HOME, /usr/lib/jvm/*,",
      "and the project's .jdks/ (scripts/install-jdks.sh). Each is started once to ask what it is;",
      "candidates that cannot run the benchmarks are listed with the reason."
    })
final class JvmsCommand implements Callable<Integer> {
  @Parameters(
      paramLabel = "PATH",
      arity = "0..*",
      description = "More JDK homes or java executables to check.")
  List<Path> paths = new ArrayList<Path>();

  @Spec CommandSpec spec;

  @Override
  public Integer call() {
    PrintWriter out = spec.commandLine().getOut();
    JdkDiscovery d =
        JdkDiscovery.probe(
            JdkDiscovery.standardCandidates(paths, System.getenv(), SuiteHome.path()));
    out.printf(Locale.ROOT, "%d usable JDK(s):%n", d.found.size());
    for (JdkDiscovery.Found f : d.found) {
      JdkInfo i = f.info;
      List<String> needs = JvmNeeds.jvmArgs(i.major);
      out.printf(
          Locale.ROOT,
          "  %-3d %-28s %-22s %-30s %s  [%s]%s%n",
          i.major,
          i.runtimeVersion,
          i.vendor,
          i.vmName,
          i.javaHome,
          f.candidate.source,
          needs.isEmpty() ? "" : "  forks add: " + String.join(" ", needs));
    }
    if (!d.rejected.isEmpty()) {
      out.printf(Locale.ROOT, "%d candidate(s) not used:%n", d.rejected.size());
      for (JdkDiscovery.Rejected r : d.rejected) {
        out.printf(Locale.ROOT, "  %s [%s]: %s%n", r.candidate.path, r.candidate.source, r.reason);
      }
    }
    out.println(
        "Use them with: pmebench run --jvm <release>|<path>|all   (e.g. --jvm 11,17,21,25)");
    out.flush();
    return 0;
  }
}
