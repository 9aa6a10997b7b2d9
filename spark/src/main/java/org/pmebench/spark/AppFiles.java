package org.pmebench.spark;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.StandardCopyOption;

/**
 * How an application reads its spec and writes its result: JSON, the result whole or not at all.
 */
final class AppFiles {
  private static final ObjectMapper JSON =
      new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

  private AppFiles() {}

  static <T> T read(File spec, Class<T> type) throws IOException {
    return JSON.readValue(spec, type);
  }

  /** Writes beside the file, then moves it into place: the suite never reads half a result. */
  static void write(Object result, File file) throws IOException {
    File partial = new File(file.getPath() + ".partial");
    JSON.writeValue(partial, result);
    Files.move(
        partial.toPath(),
        file.toPath(),
        StandardCopyOption.REPLACE_EXISTING,
        StandardCopyOption.ATOMIC_MOVE);
  }
}
