package org.pmebench.cli;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.pmebench.results.InvalidResultsException;
import org.pmebench.results.JmhJsonReader;

/**
 * What a run directory holds, for comparing an interrupted and resumed run with an uninterrupted
 * one.
 */
final class RunFiles {
  private RunFiles() {}

  /**
   * Two JMH invocations, warm and cold, of about a second each: the fewest that have a "first" and
   * a "rest".
   */
  private static final String[] TINY_RUN = {
    "run",
    "--profile=smoke",
    "--families=cipher",
    "--sizes=16B",
    "--providers=SunJCE",
    "--algorithms=ctr",
    "--operations=encrypt",
    "--variants=intrinsics-on"
  };

  /**
   * The arguments of the tiny run into {@code run}, each of {@code changes} ({@code
   * --option=value}) in place of that option's value.
   */
  static String[] tinyRun(Path run, String... changes) {
    List<String> args = new ArrayList<String>(Arrays.asList(TINY_RUN));
    for (String change : changes) {
      String option = change.substring(0, change.indexOf('=') + 1);
      args.removeIf(a -> a.startsWith(option));
      args.add(change);
    }
    args.add("--output=" + run);
    return args.toArray(new String[0]);
  }

  /**
   * The run's files by relative path, sorted, hidden temporary files and {@code .partial} files
   * included (none may be left), logs left out: {@code jmh.log} and the S3 server's log hold each
   * attempt's output, so their content and presence legitimately differ between runs.
   */
  static List<String> listing(Path runDir) throws IOException {
    try (Stream<Path> files = Files.walk(runDir)) {
      return files
          .filter(Files::isRegularFile)
          .map(f -> runDir.relativize(f).toString().replace('\\', '/'))
          .filter(name -> !name.endsWith(".log"))
          .sorted()
          .collect(Collectors.toList());
    }
  }

  /**
   * Nothing half-written is counted: every {@code .json} file is whole JSON, and every result file
   * run.json lists is there and complete JMH JSON. A {@code .json.partial} may be left by a killed
   * run; it is not a result, and a resume deletes it.
   */
  static void assertNothingHalfWrittenCounted(Path runDir) throws IOException {
    ObjectMapper json = new ObjectMapper();
    try (Stream<Path> files = Files.walk(runDir)) {
      for (Path f : (Iterable<Path>) files.filter(p -> p.toString().endsWith(".json"))::iterator) {
        try {
          assertTrue(Files.size(f) > 0, f + " is empty");
          json.readTree(f.toFile());
        } catch (IOException e) {
          fail(f + " is not whole JSON: " + e.getMessage());
        }
      }
    }
    JsonNode manifest = json.readTree(runDir.resolve("run.json").toFile());
    for (JsonNode listed : manifest.path("resultFiles")) {
      Path result = runDir.resolve(listed.path("file").asText());
      try {
        assertFalse(JmhJsonReader.read(result).isEmpty(), result + " holds no result");
      } catch (InvalidResultsException e) {
        fail("run.json counts " + result + ", which is not complete: " + e.getMessage());
      }
    }
  }

  /** Every failure said in one line: nothing of a stack trace on stderr. */
  static void assertNoStackTrace(String err) {
    for (String line : err.split("\n")) {
      assertFalse(
          line.matches("\\s+at .*")
              || line.startsWith("Caused by")
              || line.contains("Exception in thread"),
          "a stack trace instead of one line:\n" + err);
    }
  }
}
