package org.pmebench.summary;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/** A summary.json for tests of the exact gates: no overheads, one section of rows. */
public final class SectionSummary {
  private SectionSummary() {}

  /**
   * Writes {@code name}.json into {@code dir}: section {@code section} holding {@code rows} (JSON
   * objects, comma-separated).
   */
  public static Path write(Path dir, String name, String section, String rows) throws IOException {
    Path p = dir.resolve(name + ".json");
    Files.write(
        p,
        ("{\"schema\":\""
                + Summary.SCHEMA_ID
                + "\",\"overheads\":[],\""
                + section
                + "\":["
                + rows
                + "]}")
            .getBytes(StandardCharsets.UTF_8));
    return p;
  }
}
