package org.pmebench.results;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.file.Path;
import java.time.Instant;
import java.util.Collection;
import org.pmebench.bench.MachineInfo;

/**
 * {@code run.json}: what produced the numbers in a run directory (profile, JVM, flags, machine,
 * suite version) and which result files are complete. Rewritten atomically as the run goes, so
 * an interrupted run still says what finished.
 */
public final class RunManifest {
  public static final String FILE_NAME = "run.json";
  private static final ObjectMapper MAPPER = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

  private final Path file;
  private final ObjectNode root = MAPPER.createObjectNode();
  private final ArrayNode results;
  private final ObjectNode matrices;

  public RunManifest(Path runDir) {
    this.file = runDir.resolve(FILE_NAME);
    root.put("schema", "pme-bench/run/1");
    root.put("status", "running");
    root.put("started", Instant.now().toString());
    results = root.putArray("resultFiles");
    matrices = root.putObject("matrices");
  }

  public RunManifest suite(String version, String gitCommit) {
    ObjectNode suite = root.putObject("suite");
    suite.put("version", version);
    suite.put("gitCommit", gitCommit);
    return this;
  }

  public RunManifest profile(String id, String description) {
    ObjectNode profile = root.putObject("profile");
    profile.put("id", id);
    profile.put("description", description);
    return this;
  }

  /** The JVM the benchmarks fork (which may differ from the one running the suite). */
  public RunManifest jvm(String javaExecutable, String version) {
    ObjectNode jvm = root.putObject("jvm");
    jvm.put("executable", javaExecutable);
    jvm.put("version", version);
    return this;
  }

  public RunManifest machine(MachineInfo machine) {
    ObjectNode m = root.putObject("machine");
    m.put("cpuModel", machine.cpuModel);
    ArrayNode flags = m.putArray("cpuCryptoFlags");
    for (String f : machine.cpuCryptoFlags) {
      flags.add(f);
    }
    m.put("cores", machine.cores);
    m.put("physicalMemoryBytes", machine.physicalMemoryBytes);
    m.put("os", machine.os);
    return this;
  }

  public RunManifest matrix(String family, Object matrix) {
    matrices.set(family, MAPPER.valueToTree(matrix));
    return this;
  }

  public RunManifest resultFile(String name, Collection<String> jvmArgs) {
    ObjectNode entry = results.addObject();
    entry.put("file", name);
    ArrayNode args = entry.putArray("jvmArgs");
    for (String a : jvmArgs) {
      args.add(a);
    }
    return this;
  }

  public RunManifest finished(String status) {
    root.put("status", status);
    root.put("finished", Instant.now().toString());
    return this;
  }

  public void save() throws IOException {
    AtomicFiles.write(file, MAPPER.writeValueAsBytes(root));
  }
}
