package org.pmebench.gate;

import java.nio.file.Path;
import java.util.List;
import org.pmebench.results.InvalidResultsException;

/**
 * What a family adds to the gate beside the overhead ratios: exact checks of its own rows (the s3
 * family's request counts and committer jobs, the peers family's interoperability matrix). A family
 * class implements it; {@code org.pmebench.family.Families} hands the gate every family's part.
 */
public interface GatePart {
  /** This family's checks of two summaries, in the order the gate reports them. */
  List<Check> compare(Path baseline, Path current) throws InvalidResultsException;

  /** One exact check: passed or not, why in a sentence, and its table. */
  interface Check {
    boolean passed();

    /** The sentence under the gate's verdict when the check failed. */
    String failure();

    /** Its table for the end of the gate's Markdown, or "" when it has nothing to show. */
    String table();
  }
}
