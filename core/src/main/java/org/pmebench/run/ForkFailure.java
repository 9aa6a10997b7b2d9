package org.pmebench.run;

/**
 * Picks the reason out of JMH's text when a fork fails, so a skipped run says why in one line: the
 * first line of the exception JMH prints after {@code <failure>}, or the exit code of a fork that
 * died (with the signal that killed it) and the last thing it wrote to stderr.
 */
final class ForkFailure {
  private enum Section {
    NONE,
    FAILURE,
    STDERR
  }

  private Section section = Section.NONE;
  private String exception;
  private String exitCode;
  private String lastStderr;

  void accept(String rawLine) {
    String line = rawLine.trim();
    if (line.equals("<failure>")) {
      section = Section.FAILURE;
    } else if (line.startsWith("<stderr")) {
      section = Section.STDERR;
    } else if (line.startsWith("</stderr>") || line.startsWith("<stdout")) {
      section = Section.NONE;
    } else if (line.startsWith("<forked VM failed")) {
      exitCode = line.substring(1, line.length() - 1);
    } else if (section == Section.FAILURE && exception == null && !line.isEmpty()) {
      exception = line;
      section = Section.NONE;
    } else if (section == Section.STDERR && !line.isEmpty() && !line.startsWith("Picked up ")) {
      // "Picked up JAVA_TOOL_OPTIONS: ..." is the JVM's banner for an environment variable, not a
      // reason.
      lastStderr = line;
    }
  }

  /** null when JMH printed no failure. */
  String reason() {
    if (exception != null) {
      return exception;
    }
    if (exitCode != null) {
      return exitCode + signal() + (lastStderr == null ? "" : ": " + lastStderr);
    }
    return null;
  }

  /**
   * A JVM killed by a signal exits with 128 + its number; the usual ones named, since 137 alone
   * says little.
   */
  private String signal() {
    String code = exitCode.substring(exitCode.lastIndexOf(' ') + 1);
    if (code.equals("137")) {
      return " (killed by signal 9, SIGKILL: kill -9, or the kernel's out-of-memory killer)";
    }
    if (code.equals("143")) {
      return " (stopped by signal 15, SIGTERM)";
    }
    if (code.equals("134")) {
      return " (aborted by signal 6, SIGABRT: the JVM crashed, see its hs_err file)";
    }
    return "";
  }
}
