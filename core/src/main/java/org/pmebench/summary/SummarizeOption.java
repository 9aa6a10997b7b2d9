package org.pmebench.summary;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;

/**
 * An option of {@code summarize} that a part brings (picocli mixes the object in): something done
 * to the run directory before it is summarized, such as forming a family's rows again.
 */
public interface SummarizeOption {
  /** Does what the option asks, if it was given, and says what it did on {@code out}. */
  void beforeSummary(Path runDir, PrintWriter out) throws IOException;
}
