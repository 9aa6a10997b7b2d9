package org.pmebench.run;

import java.nio.file.Path;
import java.nio.file.Paths;

/**
 * Where the suite is installed, and how to start it again (a child run on another parquet-java
 * release).
 */
public final class SuiteHome {
  /**
   * The command line's main class, {@code org.pmebench.cli.PmeBench}, named so the engine need not
   * import it.
   */
  public static final String MAIN_CLASS = "org.pmebench.cli.PmeBench";

  private SuiteHome() {}

  /**
   * The launcher passes the project directory, so results and .jdks/ are found wherever it is
   * called from.
   */
  public static Path path() {
    return Paths.get(System.getProperty("pmebench.home", "."));
  }
}
