package org.pmebench.spark;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.StandardCopyOption;
import org.pmebench.crypto.kms.KmsEncryption;
import org.pmebench.family.spark.SparkAppSpec;

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

  /**
   * The spec an application's {@code main} was given, as {@code SPEC.json RESULT.json}; other
   * arguments print {@code usage} and exit with status 2.
   */
  static <T> T spec(String[] args, String usage, Class<T> type) throws IOException {
    if (args.length != 2) {
      System.err.println(usage);
      System.exit(2);
    }
    return read(new File(args[0]), type);
  }

  /** The KMS key list the suite hands the application, or the demo keys when it runs alone. */
  static String keyList() {
    String env = System.getenv(SparkAppSpec.KEY_LIST_ENV);
    return env == null ? KmsEncryption.demoKeyList(42) : env;
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
