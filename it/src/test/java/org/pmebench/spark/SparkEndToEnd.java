package org.pmebench.spark;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.io.TempDir;
import org.pmebench.PmeBenchProcess;

/** What the spark family's end-to-end tests share: a fresh directory and the smoke run. */
abstract class SparkEndToEnd {
  static final ObjectMapper JSON = new ObjectMapper();

  @TempDir Path dir;

  /**
   * {@code pmebench run --families=spark --profile=smoke} with {@code options}, in that order,
   * writing into {@code run}.
   */
  PmeBenchProcess smokeRun(Path run, String... options) throws Exception {
    List<String> args = new ArrayList<String>();
    args.addAll(Arrays.asList("run", "--families=spark", "--profile=smoke"));
    args.addAll(Arrays.asList(options));
    args.add("--output=" + run);
    return PmeBenchProcess.run(dir, args.toArray(new String[0]));
  }
}
