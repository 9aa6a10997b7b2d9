package org.pmebench.integrity;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.pmebench.crypto.EncryptionMode;
import org.pmebench.report.ReportPart;
import org.pmebench.results.JmhResult;
import org.pmebench.results.JmhRows;
import org.pmebench.run.BenchmarkFamily;
import org.pmebench.run.RunSettings;
import org.pmebench.run.RunStep;
import org.pmebench.run.RunWidePart;
import org.pmebench.run.UserError;
import org.pmebench.security.TamperMatrix;
import org.pmebench.summary.SummaryFile;
import org.pmebench.summary.SummaryPart;

/**
 * What each algorithm protects, next to what it costs: a run that measures PME files (a family with
 * cost models) runs the tamper matrix as a step of its own ({@link TamperStep}); the summary
 * carries its outcomes ({@code integrity}) and the report shows them from there, running nothing.
 */
public final class IntegrityPart implements RunWidePart, SummaryPart, ReportPart {
  /** The summary's section. */
  static final String SECTION = "integrity";

  @Override
  public RunStep step(RunSettings settings, List<BenchmarkFamily<?>> chosen) {
    return chosen.stream().anyMatch(BenchmarkFamily::hasCostModels) ? new TamperStep() : null;
  }

  @Override
  public Contribution summarize(List<JmhResult> results) {
    return summarize(results, null);
  }

  @Override
  public Contribution summarize(List<JmhResult> results, Path runDir) {
    Path file = runDir == null ? null : runDir.resolve(TamperStep.FILE);
    return new Contribution() {
      @Override
      public void addSections(ObjectNode root) {
        if (file == null || !Files.isRegularFile(file)) {
          return;
        }
        try {
          root.set(SECTION, JmhRows.JSON.readTree(file.toFile()));
        } catch (IOException e) {
          // One line, as for any unreadable result file: the run's own step wrote it.
          throw new UserError(file + ": unreadable tamper matrix (" + e.getMessage() + ")");
        }
      }
    };
  }

  @Override
  public Place place() {
    return Place.AFTER_CPU;
  }

  @Override
  public void section(SummaryFile summary, Page page) {
    JsonNode integrity = summary.json.path(SECTION);
    if (!integrity.has("tamper")) {
      return;
    }
    page.md.append(
        "## Integrity: what AES_GCM_CTR_V1 gives up\n\n"
            + "AES_GCM_CTR_V1 is cheaper than AES_GCM_V1 because it encrypts page data with AES-CTR, which has no "
            + "authentication tag; page headers and metadata stay AES-GCM. The price, shown by flipping one byte in "
            + "each region of an encrypted file (one column with its own key, 5,000 rows) and reading it back with "
            + "the right keys, with parquet-hadoop ");
    page.md
        .append(integrity.path("parquetHadoop").asText())
        .append(" as this run's suite ran it:\n\n");
    page.md.append(TamperMatrix.toMarkdown(cases(integrity))).append('\n');
    page.md.append(
        "A changed data or dictionary page of an AES_GCM_CTR_V1 file reads back as wrong values with no "
            + "error; every other change fails. Choose AES_GCM_CTR_V1 only where the storage is trusted not to "
            + "change data, or where a checksum outside Parquet catches it.\n\n");
  }

  /** The cases as the step wrote them. */
  static List<TamperMatrix.Case> cases(JsonNode integrity) {
    List<TamperMatrix.Case> cases = new ArrayList<TamperMatrix.Case>();
    for (JsonNode c : integrity.path("tamper")) {
      cases.add(
          new TamperMatrix.Case(
              EncryptionMode.valueOf(c.path("mode").asText()),
              c.path("plaintextFooter").asBoolean(),
              TamperMatrix.Region.valueOf(c.path("region").asText()),
              c.path("outcome").asText()));
    }
    return cases;
  }
}
