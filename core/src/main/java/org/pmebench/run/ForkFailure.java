package org.pmebench.run;

/**
 * Picks the reason out of JMH's text when a fork fails, so a skipped run says why in one line:
 * the first line of the exception JMH prints after {@code <failure>}, or the exit code of a fork
 * that died with the last thing it wrote to stderr.
 */
final class ForkFailure {
  private enum Section { NONE, FAILURE, STDERR }

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
    } else if (section == Section.STDERR && !line.isEmpty()) {
      lastStderr = line;
    }
  }

  /** null when JMH printed no failure. */
  String reason() {
    if (exception != null) {
      return exception;
    }
    if (exitCode != null) {
      return exitCode + (lastStderr == null ? "" : ": " + lastStderr);
    }
    return null;
  }
}
