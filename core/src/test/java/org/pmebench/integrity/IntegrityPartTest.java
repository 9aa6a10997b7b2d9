package org.pmebench.integrity;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.pmebench.family.Families;
import org.pmebench.results.JmhResult;
import org.pmebench.results.JmhRows;
import org.pmebench.run.BenchmarkFamily;
import org.pmebench.security.TamperMatrix;

/** The tamper matrix is a run's step, and the summary carries what it found: nothing reruns it. */
class IntegrityPartTest {
  @TempDir Path dir;

  private static BenchmarkFamily<?> family(String id) {
    for (BenchmarkFamily<?> f : Families.all()) {
      if (f.id().equals(id)) {
        return f;
      }
    }
    throw new AssertionError(id);
  }

  @Test
  void aRunThatMeasuresPmeFilesHasTheStepOthersDoNot() {
    IntegrityPart part = new IntegrityPart();
    assertTrue(
        part.step(null, Arrays.<BenchmarkFamily<?>>asList(family("cipher"), family("files")))
            instanceof TamperStep);
    assertNull(part.step(null, Collections.<BenchmarkFamily<?>>singletonList(family("cipher"))));
    assertNull(part.step(null, Collections.<BenchmarkFamily<?>>singletonList(family("kms"))));
  }

  @Test
  void theSummaryCarriesTheStepsCasesAndTheyReadBackAsTheMatrix() throws Exception {
    List<TamperMatrix.Case> cases = TamperMatrix.run();
    Path file = dir.resolve(TamperStep.FILE);
    Files.createDirectories(file.getParent());
    Files.write(file, JmhRows.JSON.writeValueAsBytes(TamperStep.json(cases)));
    ObjectNode root = JmhRows.JSON.createObjectNode();
    new IntegrityPart().summarize(Collections.<JmhResult>emptyList(), dir).addSections(root);
    assertEquals(24, root.path(IntegrityPart.SECTION).path("tamper").size());
    assertEquals(
        TamperMatrix.toMarkdown(cases),
        TamperMatrix.toMarkdown(IntegrityPart.cases(root.path(IntegrityPart.SECTION))));
  }

  @Test
  void withoutTheStepsFileThereIsNoSection() {
    ObjectNode root = JmhRows.JSON.createObjectNode();
    new IntegrityPart().summarize(Collections.<JmhResult>emptyList(), dir).addSections(root);
    new IntegrityPart().summarize(Collections.<JmhResult>emptyList()).addSections(root);
    assertFalse(root.has(IntegrityPart.SECTION));
  }

  @Test
  void aDamagedMatrixIsOneLineNotAStackTrace() throws Exception {
    Path file = dir.resolve(TamperStep.FILE);
    Files.createDirectories(file.getParent());
    Files.write(file, "{ not json".getBytes(java.nio.charset.StandardCharsets.UTF_8));
    ObjectNode root = JmhRows.JSON.createObjectNode();
    org.pmebench.run.UserError e =
        org.junit.jupiter.api.Assertions.assertThrows(
            org.pmebench.run.UserError.class,
            () ->
                new IntegrityPart()
                    .summarize(Collections.<JmhResult>emptyList(), dir)
                    .addSections(root));
    assertTrue(e.getMessage().contains("unreadable tamper matrix"), e.getMessage());
  }
}
