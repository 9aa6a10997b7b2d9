package org.pmebench.docs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.math.BigDecimal;
import java.math.RoundingMode;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Every answer in the README's "What it found" table names the committed summaries it comes from
 * (links to {@code results/...json}), and every number it puts in bold, with the interval that
 * follows it, is one of those summaries' values as the suite renders them, rounded to the digits
 * the README shows: a percentage is a ratio's ({@code ratio}, {@code low}, {@code high}: (r - 1) x
 * 100) or a share's (x 100); GB/s is a {@code megabytesPerSecond} / 1000; µs, ms and plain
 * numbers are a value as it is or scaled from ns or µs. A number no linked run holds fails the build.
 */
class ReadmeNumbersTest {
  private static final Pattern SUMMARY_LINK = Pattern.compile("\\]\\((results/[^)#\\s]+\\.json)\\)");
  private static final Pattern BOLD = Pattern.compile("\\*\\*([^*]+)\\*\\*(\\s*\\(([^()]*\\bto\\b[^()]*)\\))?");
  private static final Pattern NUMBER = Pattern.compile("([+−-]?)(\\d+(?:\\.\\d+)?)");
  private static final Pattern UNIT = Pattern.compile("^\\s*(%|×|µs|ms|ns|GB/s|MB/s)");

  @Test
  void everyBoldNumberOfTheAnswersIsInTheRunsTheyLink() throws IOException {
    List<String> problems = check(Paths.get("README.md"), Paths.get("."));
    assertEquals("", String.join("\n", problems));
  }

  @Test
  void theCheckerFindsANumberNoLinkedRunHolds(@TempDir Path dir) throws IOException {
    Files.createDirectories(dir.resolve("results"));
    Files.write(dir.resolve("results/s.json"), ("{\"overheads\":[{\"cpu\":{\"ratio\":1.0689,\"low\":1.0672,\"high\":1.0702}},"
        + "{\"megabytesPerSecond\":5051,\"plaintextScore\":1.018}]}")
        .getBytes(StandardCharsets.UTF_8));
    Path readme = dir.resolve("README.md");
    Files.write(readme, ("# x\n\n## What it found here\n\n| q | a |\n|---|---|\n"
        + "| read | **+6.9%** (+6.7 to +7.0), GCM **5.1 GB/s** [run](results/s.json) |\n"
        + "| write | **+1.8%** (+1.5 to +2.0) [run](results/s.json) |\n"
        + "| none | **+2%** |\n\n## Next\n").getBytes(StandardCharsets.UTF_8));
    List<String> problems = check(readme, dir);
    assertEquals(4, problems.size(), problems.toString());
    assertEquals("write: +1.8% is in none of results/s.json", problems.get(0), "a time of 1.018 ms is no ratio");
    assertEquals("write: +1.5% is in none of results/s.json", problems.get(1), "the interval's numbers too");
    assertTrue(problems.get(3).startsWith("none: links no committed summary"), problems.get(3));
  }

  /** One line per answer without a linked summary and per bold number none of its summaries holds. */
  static List<String> check(Path readme, Path repo) throws IOException {
    List<String> problems = new ArrayList<String>();
    List<String[]> rows = answers(new String(Files.readAllBytes(readme), StandardCharsets.UTF_8));
    assertTrue(!rows.isEmpty(), "the README has a \"What it found\" table");
    for (String[] row : rows) {
      List<String> files = new ArrayList<String>();
      Matcher link = SUMMARY_LINK.matcher(row[1]);
      while (link.find()) {
        files.add(link.group(1));
      }
      if (files.isEmpty()) {
        problems.add(row[0] + ": links no committed summary (results/.../summary.json) to trace its numbers to");
        continue;
      }
      List<Value> values = new ArrayList<Value>();
      for (String f : files) {
        Path file = repo.resolve(f);
        if (!Files.exists(file)) {
          problems.add(row[0] + ": " + f + " does not exist");
          continue;
        }
        collect("", new ObjectMapper().readTree(file.toFile()), values);
      }
      Matcher bold = BOLD.matcher(row[1]);
      while (bold.find()) {
        String unit = unitAtEnd(bold.group(1));
        for (String token : numbers(bold.group(1), unit)) {
          check(row[0], token, values, files, problems);
        }
        if (bold.group(3) != null) {
          for (String token : numbers(bold.group(3), unit)) {
            check(row[0], token, values, files, problems);
          }
        }
      }
    }
    return problems;
  }

  /** A number of a summary and the name of its field. */
  private static final class Value {
    final String field;
    final double value;

    Value(String field, double value) {
      this.field = field;
      this.value = value;
    }

    boolean ratio() {
      return field.equals("ratio") || field.equals("low") || field.equals("high");
    }

    boolean share() {
      return field.toLowerCase(java.util.Locale.ROOT).contains("share");
    }
  }

  private static void check(String row, String token, List<Value> values, List<String> files, List<String> problems) {
    if (!traced(token, values)) {
      problems.add(row + ": " + token + " is in none of " + String.join(", ", files));
    }
  }

  /** The question and answer cells of the table under "## What it found". */
  private static List<String[]> answers(String readme) {
    List<String[]> rows = new ArrayList<String[]>();
    boolean in = false;
    String[] lines = readme.split("\n");
    for (int i = 0; i < lines.length; i++) {
      String line = lines[i];
      if (line.startsWith("## ")) {
        in = line.startsWith("## What it found");
        continue;
      }
      boolean header = i + 1 < lines.length && lines[i + 1].startsWith("|---");
      if (!in || !line.startsWith("| ") || header) {
        continue;
      }
      String[] cells = line.substring(2).split(" \\| ", 2);
      if (cells.length == 2) {
        rows.add(new String[] {cells[0].trim(), cells[1]});
      }
    }
    return rows;
  }

  /** The unit the bold text ends with ("+57–99%": %), which its numbers and interval share. */
  private static String unitAtEnd(String bold) {
    for (String u : new String[] {"%", "×", "µs", "ms", "ns", "GB/s", "MB/s"}) {
      if (bold.trim().endsWith(u)) {
        return u;
      }
    }
    return "";
  }

  /** Each number with its unit: "+6.7%"; a number followed by its own unit keeps that one. */
  private static List<String> numbers(String text, String unit) {
    List<String> out = new ArrayList<String>();
    Matcher m = NUMBER.matcher(text);
    while (m.find()) {
      Matcher own = UNIT.matcher(text.substring(m.end()));
      String sign = m.group(1).isEmpty() ? "" : m.group(1).equals("+") ? "+" : "-";
      out.add(sign + m.group(2) + (own.find() ? own.group(1) : unit));
    }
    return out;
  }

  /** Whether some value, rendered as the token's unit and digits say, is the token. */
  static boolean traced(String token, List<Value> values) {
    Matcher m = Pattern.compile("([+-]?)(\\d+(?:\\.(\\d+))?)(.*)").matcher(token);
    if (!m.matches()) {
      return false;
    }
    BigDecimal shown = new BigDecimal(m.group(2));
    if ("-".equals(m.group(1))) {
      shown = shown.negate();
    }
    int digits = m.group(3) == null ? 0 : m.group(3).length();
    String unit = m.group(4);
    for (Value value : values) {
      double v = value.value;
      double[] candidates;
      switch (unit) {
        case "%":
          candidates = value.ratio() ? new double[] {(v - 1) * 100} : value.share() ? new double[] {v * 100}
              : new double[0];
          break;
        case "GB/s":
          candidates = value.field.equals("megabytesPerSecond") ? new double[] {v / 1000} : new double[0];
          break;
        case "µs":
          candidates = new double[] {v, v / 1000};
          break;
        case "ms":
          candidates = new double[] {v, v / 1000, v / 1e6};
          break;
        default:
          candidates = value.ratio() || value.field.equals("value") || value.field.endsWith("Nanos")
              || value.field.startsWith("inSitu") ? new double[] {v} : new double[0];
      }
      for (double c : candidates) {
        if (!Double.isNaN(c) && !Double.isInfinite(c)
            && BigDecimal.valueOf(c).setScale(digits, RoundingMode.HALF_UP).compareTo(shown) == 0) {
          return true;
        }
      }
    }
    return false;
  }

  private static void collect(String field, JsonNode node, List<Value> values) {
    if (node.isNumber()) {
      values.add(new Value(field, node.asDouble()));
    } else if (node.isArray()) {
      for (JsonNode child : node) {
        collect(field, child, values);
      }
    } else if (node.isObject()) {
      Iterator<java.util.Map.Entry<String, JsonNode>> fields = node.fields();
      while (fields.hasNext()) {
        java.util.Map.Entry<String, JsonNode> f = fields.next();
        collect(f.getKey(), f.getValue(), values);
      }
    }
  }
}
