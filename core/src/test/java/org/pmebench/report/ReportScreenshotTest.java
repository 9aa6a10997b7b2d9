package org.pmebench.report;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.Arrays;
import java.util.concurrent.TimeUnit;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.pmebench.family.Families;
import org.pmebench.results.RecordedRuns;
import org.pmebench.results.RunResults;
import org.pmebench.summary.Summary;

/**
 * scripts/screenshot-report.sh renders the recorded run's report.html in headless Chromium. Runs
 * where Chromium is installed (skipped elsewhere): the script keeps working as the report changes,
 * and its PNG is there to look at.
 */
class ReportScreenshotTest {
  @TempDir Path dir;

  private static boolean chromiumInstalled() {
    for (String p : System.getenv().getOrDefault("PATH", "").split(File.pathSeparator)) {
      if (Files.isExecutable(Paths.get(p, "chromium"))) {
        return true;
      }
    }
    return false;
  }

  @Test
  void theReportRendersInAHeadlessBrowser() throws Exception {
    assumeTrue(chromiumInstalled(), "chromium is not installed");
    Path run = RecordedRuns.profiled(dir.resolve("run"));
    Report.of(
            Summary.of(RunResults.load(run), Families.summaryParts()),
            "profiled",
            Families.reportParts())
        .write(run);
    Path png = dir.resolve("page.png");
    Process p =
        new ProcessBuilder("scripts/screenshot-report.sh", run.toString(), png.toString(), "1000")
            .redirectErrorStream(true)
            .redirectOutput(dir.resolve("script.out").toFile())
            .start();
    assumeTrue(p.waitFor(60, TimeUnit.SECONDS), "chromium did not finish within a minute");
    assertEquals(
        0, p.exitValue(), new String(Files.readAllBytes(dir.resolve("script.out")), "UTF-8"));
    assertArrayEquals(
        new byte[] {(byte) 0x89, 'P', 'N', 'G'}, Arrays.copyOf(Files.readAllBytes(png), 4));
    assertEquals(1000, ImageIO.read(png.toFile()).getWidth());
  }

  /**
   * The page never scrolls sideways at common widths: a wide table scrolls in its own box. Chromium
   * measures the page (a script in a copy of it writes the document's scroll width beside its
   * visible width into the DOM it dumps).
   */
  @Test
  void theReportDoesNotScrollSidewaysAtCommonWidths() throws Exception {
    assumeTrue(chromiumInstalled(), "chromium is not installed");
    Path run = RecordedRuns.profiled(dir.resolve("run"));
    Path html =
        Report.of(
                Summary.of(RunResults.load(run), Families.summaryParts()),
                "profiled",
                Families.reportParts())
            .write(run);
    String page = new String(Files.readAllBytes(html), "UTF-8");
    Path measured = dir.resolve("measured.html");
    Files.write(
        measured,
        page.replace(
                "</body>",
                "<script>document.body.setAttribute('data-widths', "
                    + "document.documentElement.scrollWidth + '/' + "
                    + "document.documentElement.clientWidth)</script></body>")
            .getBytes("UTF-8"));
    for (int width : new int[] {1366, 1024, 800}) {
      Process p =
          new ProcessBuilder(
                  "chromium",
                  "--headless",
                  "--no-sandbox",
                  "--disable-gpu",
                  "--window-size=" + width + ",900",
                  "--dump-dom",
                  measured.toUri().toString())
              .redirectError(dir.resolve("chromium.err").toFile())
              .redirectOutput(dir.resolve("dom.html").toFile())
              .start();
      assumeTrue(p.waitFor(60, TimeUnit.SECONDS), "chromium did not finish within a minute");
      String dom = new String(Files.readAllBytes(dir.resolve("dom.html")), "UTF-8");
      java.util.regex.Matcher m =
          java.util.regex.Pattern.compile("data-widths=\"(\\d+)/(\\d+)\"").matcher(dom);
      assertTrue(m.find(), "chromium measured nothing at " + width);
      assertEquals(m.group(2), m.group(1), "scroll width / visible width at " + width + " px");
    }
  }
}
