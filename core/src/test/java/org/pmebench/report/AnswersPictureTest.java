package org.pmebench.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Paths;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.pmebench.family.Families;
import org.pmebench.summary.SummaryFile;

/**
 * The report opens with a picture of its answers: every point of the chart is the number of the
 * table under it, with the same clock, read back from the table's text.
 */
class AnswersPictureTest {
  private static final Pattern CELL =
      Pattern.compile(
          "([+-]\\d+\\.\\d)% \\(([+-]\\d+\\.\\d)% to ([+-]\\d+\\.\\d)%\\) \\[(wall|CPU)\\]");

  @Test
  void everyPointOfTheOpeningChartIsItsTableCellOnTheSameClock() throws Exception {
    SummaryFile summary =
        SummaryFile.read(
            Paths.get("results/reference/2026-11-23-issue24-eleven-ci-runs/baseline/summary.json"));
    RowLabels labels = new RowLabels(Families.reportParts());
    Map<String, byte[]> charts = new LinkedHashMap<String, byte[]>();
    String md = Answers.toMarkdown(summary, Families.reportParts(), "baseline", charts);
    assertTrue(
        md.startsWith(
            "## Answers\n\n![What encryption costs, intrinsics-on, run baseline]"
                + "(charts/answers-overhead-intrinsics-on.png)\n\n**In one sentence:** "),
        md);
    assertEquals(1, charts.size());
    OverheadPoints points = OverheadPoints.of(summary, o -> labels.owner(o) == null, labels);
    List<OverheadPoints.Point> pictured = points.byVariant.get("intrinsics-on");
    List<String> columns = new java.util.ArrayList<String>(points.ids);
    int compared = 0;
    for (OverheadPoints.Point p : pictured) {
      String row = tableRow(md, p.panel + " " + p.series);
      String cell = row.split(" \\| ")[1 + columns.indexOf(p.id)];
      Matcher m = CELL.matcher(cell);
      assertTrue(m.find(), cell);
      assertEquals(text(p.ratio), m.group(1), p.id + " " + p.series);
      assertEquals(text(p.low95), m.group(2), p.id + " " + p.series);
      assertEquals(text(p.high95), m.group(3), p.id + " " + p.series);
      assertEquals(p.clock, m.group(4), p.id + " " + p.series);
      compared++;
    }
    assertEquals(8, compared, "R1, R7, W1 and W7 in both modes");
  }

  private static String tableRow(String md, String config) {
    for (String line : md.split("\n")) {
      if (line.startsWith("| " + config + " |")) {
        return line;
      }
    }
    throw new AssertionError("no table row " + config + " in\n" + md);
  }

  private static String text(double ratio) {
    return String.format(Locale.ROOT, "%+.1f", 100 * (ratio - 1));
  }
}
