package org.pmebench.security;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import org.apache.parquet.hadoop.ParquetFileReader;

/**
 * The peers' {@code fuzz-read} protocol in Java, so that the mutant campaign reads the same files
 * with another parquet-java release: started with that release's jars in front of the suite's on
 * the class path (their classes win, as in the parquet family's release runs). A file named
 * "-uniform" is read with the explicit key, any other with the key tools.
 *
 * <pre>java -cp RELEASE_JARS:SUITE org.pmebench.security.FuzzReadMain fuzz-read --out OUT FILE
 * </pre>
 *
 * It answers {@code {"parquetHadoop": JAR, "read": [{"file", "rows", "checksum"} or {"file",
 * "error"}]}}; a crash (an exception parquet-java should not throw) exits 70 with the exception on
 * stderr.
 */
public final class FuzzReadMain {
  static final int CRASH_STATUS = 70;

  /** Longer than the campaign's limit on the process, which then calls it a hang. */
  private static final long OWN_TIME_LIMIT_MILLIS = 60_000;

  private FuzzReadMain() {}

  public static void main(String[] args) throws IOException {
    if (args.length != 4 || !args[0].equals("fuzz-read") || !args[1].equals("--out")) {
      System.err.println("usage: FuzzReadMain fuzz-read --out OUT FILE");
      System.exit(2);
    }
    Path file = Paths.get(args[3]);
    MutantRead.Result r =
        MutantRead.read(Files.readAllBytes(file), keysOf(file), OWN_TIME_LIMIT_MILLIS);
    if (r.outcome == ReadOutcome.CRASH || r.outcome == ReadOutcome.HANG) {
      System.err.println(r.detail);
      System.exit(CRASH_STATUS);
    }
    new ObjectMapper().writeValue(new File(args[2]), answer(file, r));
  }

  static SeedFile.Keys keysOf(Path file) {
    return file.getFileName().toString().contains("-uniform")
        ? SeedFile.Keys.EXPLICIT
        : SeedFile.Keys.KMS;
  }

  static ObjectNode answer(Path file, MutantRead.Result r) {
    ObjectMapper json = new ObjectMapper();
    ObjectNode root = json.createObjectNode();
    root.put("parquetHadoop", parquetHadoopJar());
    ObjectNode one = root.putArray("read").addObject();
    one.put("file", file.getFileName().toString());
    if (r.outcome == ReadOutcome.READ_OK) {
      one.put("rows", Long.parseLong(r.detail.replace(" rows", "")));
      one.put("checksum", r.digest);
    } else {
      // PeerReader sorts "out of memory" apart from a clean refusal.
      one.put("error", (r.outcome == ReadOutcome.MEMORY ? "out of memory: " : "") + r.detail);
    }
    return root;
  }

  /** The jar parquet-hadoop's classes came from: which release really read the file. */
  static String parquetHadoopJar() {
    java.security.CodeSource source = ParquetFileReader.class.getProtectionDomain().getCodeSource();
    return source == null ? "unknown" : new File(source.getLocation().getPath()).getName();
  }
}
