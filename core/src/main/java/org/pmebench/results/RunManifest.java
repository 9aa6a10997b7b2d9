package org.pmebench.results;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import org.pmebench.host.HostLoad;
import org.pmebench.jvm.JdkInfo;
import org.pmebench.util.AtomicFiles;

/**
 * {@code run.json}: what produced the numbers in a run directory (profile, JVM, flags, machine,
 * suite version) and which result files are complete. Rewritten atomically as the run goes, so an
 * interrupted run still says what finished.
 */
public final class RunManifest {
  public static final String FILE_NAME = "run.json";
  private static final ObjectMapper MAPPER =
      new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

  private final Path file;
  private final ObjectNode root = MAPPER.createObjectNode();
  private final ArrayNode results;
  private final ObjectNode matrices;
  private final ObjectNode jvms;
  private final ArrayNode skipped;

  public RunManifest(Path runDir) {
    this.file = runDir.resolve(FILE_NAME);
    root.put("schema", "pme-bench/run/2");
    root.put("status", "running");
    root.put("started", Instant.now().toString());
    jvms = root.putObject("jvms");
    results = root.putArray("resultFiles");
    skipped = root.putArray("skipped");
    matrices = root.putObject("matrices");
  }

  /** The run command's arguments, so {@code run --resume} can continue it with the same options. */
  public RunManifest arguments(List<String> arguments) {
    ArrayNode a = root.putArray("arguments");
    for (String s : arguments) {
      a.add(s);
    }
    return this;
  }

  /** A resumed run keeps when it first started and says when it was resumed. */
  public RunManifest resumed(String startedBefore) {
    root.put("resumed", root.get("started").asText());
    root.put("started", startedBefore);
    return this;
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

  /**
   * A JVM the benchmarks fork, under the label its result files carry, with the arguments it needs.
   */
  public RunManifest jvm(String label, JdkInfo info, List<String> neededArgs) {
    ObjectNode jvm = MAPPER.valueToTree(info.tags());
    ArrayNode args = jvm.putArray("neededJvmArgs");
    for (String a : neededArgs) {
      args.add(a);
    }
    jvms.set(label, jvm);
    return this;
  }

  /**
   * The machine, and the cipher speed measured on it ({@code fingerprint}; null where none was).
   */
  public RunManifest machine(MachineInfo machine, CipherFingerprint fingerprint) {
    ObjectNode m = root.putObject("machine");
    m.put("id", machine.id());
    m.put("cpuModel", machine.cpuModel);
    m.put("cpuVendor", machine.cpuVendor);
    m.put("cpuFamily", machine.cpuFamily);
    m.put("cpuModelNumber", machine.cpuModelNumber);
    m.put("cpuStepping", machine.cpuStepping);
    m.put("microcode", machine.microcode);
    ArrayNode caches = m.putArray("caches");
    for (String c : machine.caches) {
      caches.add(c);
    }
    ArrayNode flags = m.putArray("cpuCryptoFlags");
    for (String f : machine.cpuCryptoFlags) {
      flags.add(f);
    }
    m.put("hypervisor", machine.hypervisor);
    m.put("kernel", machine.kernel);
    m.put("cores", machine.cores);
    m.put("physicalMemoryBytes", machine.physicalMemoryBytes);
    m.put("os", machine.os);
    if (fingerprint != null) {
      m.putObject("fingerprint")
          .put("gcmMegabytesPerSecond", fingerprint.gcmMegabytesPerSecond)
          .put("ctrMegabytesPerSecond", fingerprint.ctrMegabytesPerSecond)
          .put("java", fingerprint.java)
          .put("seconds", fingerprint.seconds);
    }
    return this;
  }

  public RunManifest matrix(String family, Object matrix) {
    matrices.set(family, MAPPER.valueToTree(matrix));
    return this;
  }

  /**
   * The families' matrices as recorded so far, as run.json holds them (for {@code run --dry-run}).
   */
  public String matricesJson() {
    try {
      return MAPPER.writeValueAsString(matrices);
    } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
      throw new IllegalStateException(e);
    }
  }

  /**
   * A complete JMH JSON file, tagged with the JVM (label and tags), the variant, the fork's
   * arguments and what the host did while it was measured (null where unknown: kept from an
   * interrupted run, or no /proc).
   */
  public RunManifest resultFile(
      String name, String jvmLabel, String variant, Collection<String> jvmArgs, HostLoad host) {
    ObjectNode entry = results.addObject();
    entry.put("file", name);
    entry.put("jvm", jvmLabel);
    JsonNode tags = jvms.get(jvmLabel);
    for (String key : new String[] {"major", "version", "vendor", "vmName"}) {
      if (tags != null && tags.has(key)) {
        entry.set("java" + Character.toUpperCase(key.charAt(0)) + key.substring(1), tags.get(key));
      }
    }
    entry.put("variant", variant);
    ArrayNode args = entry.putArray("jvmArgs");
    for (String a : jvmArgs) {
      args.add(a);
    }
    if (host != null) {
      entry.set("host", MAPPER.valueToTree(host));
    }
    return this;
  }

  /**
   * The cipher checks the forks of result file {@code name} reported, added to its entry's {@code
   * checks}.
   */
  public RunManifest checks(String name, List<ForkCheck> checks) {
    if (checks.isEmpty()) {
      return this;
    }
    for (JsonNode entry : results) {
      if (name.equals(entry.path("file").asText())) {
        ArrayNode all =
            entry.has("checks")
                ? (ArrayNode) entry.get("checks")
                : ((ObjectNode) entry).putArray("checks");
        for (ForkCheck c : checks) {
          all.add(MAPPER.valueToTree(c));
        }
      }
    }
    return this;
  }

  /** A sequential run's design and targets ({@code --precision}). */
  public RunManifest precision(String description) {
    root.put("precision", description);
    return this;
  }

  /**
   * How the looks of a sequential run ended for result file {@code name} (its entry's {@code
   * sequential}).
   */
  public RunManifest sequential(String name, Map<String, Object> note) {
    for (JsonNode entry : results) {
      if (name.equals(entry.path("file").asText())) {
        ((ObjectNode) entry).set("sequential", MAPPER.valueToTree(note));
      }
    }
    return this;
  }

  /**
   * The looks that added forks to result file {@code name}: its {@code host} then covers the first
   * look and every later one (null, and left out, when any of them is unknown), and {@code
   * hostByLook} lists them.
   */
  public RunManifest looksHosts(String name, List<HostLoad> looks) {
    if (looks.isEmpty()) {
      return this;
    }
    for (JsonNode entry : results) {
      if (name.equals(entry.path("file").asText())) {
        ObjectNode e = (ObjectNode) entry;
        List<HostLoad> all = new ArrayList<HostLoad>();
        try {
          all.add(e.has("host") ? MAPPER.treeToValue(e.get("host"), HostLoad.class) : null);
        } catch (JsonProcessingException unreadable) {
          all.add(null);
        }
        all.addAll(looks);
        ArrayNode byLook = e.putArray("hostByLook");
        for (HostLoad h : all) {
          byLook.add(h == null ? MAPPER.nullNode() : MAPPER.valueToTree(h));
        }
        HostLoad over = HostLoad.over(all);
        if (over == null) {
          e.remove("host");
        } else {
          e.set("host", MAPPER.valueToTree(over));
        }
      }
    }
    return this;
  }

  /** What the host did over the whole measurement (all steps, from the first to the last). */
  public RunManifest host(HostLoad host) {
    if (host != null) {
      root.set("host", MAPPER.valueToTree(host));
    }
    return this;
  }

  /** A JMH invocation that could not run on its JVM, and why; the run went on without it. */
  public RunManifest skipped(String invocationId, String jvmLabel, String reason) {
    ObjectNode entry = skipped.addObject();
    entry.put("run", invocationId);
    entry.put("jvm", jvmLabel);
    entry.put("reason", reason);
    return this;
  }

  /** A discovered JDK that was not used, and why. */
  public RunManifest rejectedJvm(String path, String source, String reason) {
    ArrayNode rejected =
        root.has("rejectedJvms")
            ? (ArrayNode) root.get("rejectedJvms")
            : root.putArray("rejectedJvms");
    ObjectNode entry = rejected.addObject();
    entry.put("path", path);
    entry.put("source", source);
    entry.put("reason", reason);
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
