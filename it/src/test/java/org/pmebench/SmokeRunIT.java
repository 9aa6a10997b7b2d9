package org.pmebench;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import org.junit.jupiter.api.Test;

/**
 * Every benchmark of the default run's families once, with the smallest settings, from the built
 * jar: a benchmark that throws or cannot fork fails the build. The run stays in the module's
 * target/ (the build names it) for a look at what a run writes.
 */
class SmokeRunIT {
  @Test
  void everyBenchmarkOfTheDefaultFamiliesRunsFromTheJar() throws Exception {
    Path out = Paths.get(System.getProperty("smoke.output", "target/smoke-run")).toAbsolutePath();
    Files.createDirectories(out.getParent());
    PmeBenchProcess run =
        PmeBenchProcess.run(out.getParent(), "run", "--profile=smoke", "--output=" + out);
    assertEquals(0, run.status, run.out);
    JsonNode manifest = new ObjectMapper().readTree(out.resolve("run.json").toFile());
    assertEquals("complete", manifest.path("status").asText(), run.out);
  }
}
