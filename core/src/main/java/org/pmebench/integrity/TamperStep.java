package org.pmebench.integrity;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import org.pmebench.results.JmhRows;
import org.pmebench.run.RunStep;
import org.pmebench.run.StepContext;
import org.pmebench.security.TamperMatrix;
import org.pmebench.util.AtomicFiles;

/**
 * The tamper matrix ({@link TamperMatrix}) of the parquet-hadoop this suite runs, once per run that
 * measures PME files, in the run's own JVM (a second or two): one byte flipped in each region of
 * each algorithm's file, read back with the right keys. Its 24 outcomes go to {@value #FILE} in the
 * run directory, for the summary's {@code integrity} section; its result file holds no JMH row.
 */
final class TamperStep extends RunStep {
  static final String ID = "integrity-tamper";
  static final String FILE = "integrity/tamper-matrix.json";

  TamperStep() {
    super(ID, "parquet-hadoop", "integrity", 1, 3);
  }

  @Override
  public void run(StepContext context) throws Failure {
    Path log = context.runDir.resolve("jmh.log");
    try {
      List<TamperMatrix.Case> cases = TamperMatrix.run();
      AtomicFiles.writeString(
          context.runDir.resolve(FILE),
          JmhRows.JSON.writerWithDefaultPrettyPrinter().writeValueAsString(json(cases)) + "\n");
      AtomicFiles.writeString(context.runDir.resolve(id + ".json.partial"), "[]\n");
      context.progress.finished(estimatedSecondsPerConfiguration);
    } catch (IOException | RuntimeException e) {
      throw new Failure("the tamper matrix did not run: " + e, log);
    }
  }

  /** The parquet-hadoop that read the files, and each case: algorithm, footer, region, outcome. */
  static ObjectNode json(List<TamperMatrix.Case> cases) {
    ObjectNode root = JmhRows.JSON.createObjectNode();
    root.put("parquetHadoop", org.apache.parquet.Version.VERSION_NUMBER);
    ArrayNode all = root.putArray("tamper");
    for (TamperMatrix.Case c : cases) {
      all.addObject()
          .put("mode", c.mode.name())
          .put("plaintextFooter", c.plaintextFooter)
          .put("region", c.region.name())
          .put("outcome", c.outcome);
    }
    return root;
  }
}
