package org.pmebench.run;

import java.io.IOException;
import java.nio.file.Path;
import org.pmebench.util.DiskSpace;

/**
 * The run cannot go on (its directory's disk is full, another I/O error): one line with the cause
 * and the command that continues it. What finished is kept, complete, and counted; exit code 1.
 */
public final class RunStopped extends RuntimeException {
  private static final long serialVersionUID = 1L;

  private RunStopped(String message, Throwable cause) {
    super(message, cause);
  }

  /** The run in {@code runDir} failed with {@code e}, most often writing a file. */
  public static RunStopped writing(Path runDir, IOException e) {
    // A plain IOException's message is its cause ("No space left on device"); others name the file
    // in it.
    String cause =
        e.getMessage() == null
            ? e.toString()
            : e.getClass() == IOException.class
                ? e.getMessage()
                : e.getClass().getSimpleName() + ": " + e.getMessage();
    String what =
        DiskSpace.saysFull(e) || DiskSpace.isFull(runDir)
            ? "no space left on the device of " + runDir + " (" + cause + ")"
            : "an I/O error (" + cause + ")";
    return new RunStopped(
        "the run stopped: "
            + what
            + "; the runs that finished are kept: "
            + (what.startsWith("no space") ? "free some space, then " : "")
            + "continue with ./pmebench run --resume "
            + runDir,
        e);
  }
}
