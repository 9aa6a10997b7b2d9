package org.pmebench.history;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** history.html: machines by short label, a table row and a chart per change point's series. */
class HistoryPageTest {
  @TempDir Path dir;

  @Test
  void aChangePointIsARowOfTheTableAndItsSeriesAChart() throws Exception {
    Path runs = dir.resolve("runs");
    HistoryRuns.write(runs, "r1", "cpu-a", 21, 1.05);
    HistoryRuns.write(runs, "r2", "cpu-a", 22, 1.04);
    HistoryRuns.write(runs, "r3", "cpu-a", 23, 1.09);
    HistoryRuns.write(runs, "b1", "cpu-b", 24, 1.10);
    History h = History.of(HistoryRun.find(Arrays.asList(runs), s -> {}));
    OtavaInput input = OtavaInput.write(dir.resolve("otava"), h.series());
    String test = null;
    for (java.util.Map.Entry<String, HistorySeries> t : input.tests.entrySet()) {
      test = t.getValue().key.row.equals(HistoryTest.ROW) ? t.getKey() : test;
    }
    String answer =
        "{\""
            + test
            + "\": [{\"changes\": [{\"metric\": \"wall\", \"index\": 2, \"mean_before\": \"4.5\", "
            + "\"stddev_before\": \"0.5\", \"mean_after\": \"9\", \"stddev_after\": \"0\", "
            + "\"pvalue\": \"0.0001\"}]}]}";
    List<ChangePoint> changes = OtavaOutput.changePoints(answer, input);
    String html = HistoryPage.html(h, changes, "Otava looked.");
    assertTrue(html.contains("<h1>History of 4 runs</h1>"), html);
    assertTrue(html.contains("<td>M1</td>\n<td>cpu-a</td>\n<td align=\"right\">3</td>"), html);
    assertTrue(html.contains("<td>M2</td>\n<td>cpu-b</td>\n<td align=\"right\">1</td>"), html);
    assertTrue(html.contains("<h2>Change points (1)</h2>"), html);
    assertTrue(
        html.contains(
            "<td>wall</td>\n<td>M1</td>\n<td align=\"right\">4.50</td>\n<td align=\"right\">9.00</td>"),
        html);
    assertTrue(html.contains("<td>r2</td>\n<td>r3</td>"), "runs named from their common folder");
    Matcher charts = Pattern.compile("src=\"data:image/png;base64,").matcher(html);
    int n = 0;
    while (charts.find()) {
      n++;
    }
    assertEquals(1, n, "one chart: the series and metric of the change point");
    assertTrue(HistoryPage.html(h, null, "").contains("not looked for (--no-otava)"));
  }

  @Test
  void runsAreNamedFromTheFolderTheyShare() {
    assertEquals("a/b/", HistoryPage.commonDirectory(Arrays.asList("a/b/c1", "a/b/c2/d")));
    assertEquals("", HistoryPage.commonDirectory(Arrays.asList("x/1", "y/2")));
    assertEquals("", HistoryPage.commonDirectory(Arrays.<String>asList()));
  }
}
