package org.pmebench.run;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.Collections;
import java.util.List;
import org.pmebench.jvm.VmFlagGuard;

/**
 * The same JVM run two ways: as it comes, and with HotSpot's AES intrinsics switched off. The
 * second shows the AES-NI / PCLMULQDQ / VAES effect without needing an old JDK.
 */
public enum JvmVariant {
  INTRINSICS_ON("intrinsics-on"),
  INTRINSICS_OFF("intrinsics-off");

  /**
   * HotSpot flags that route AES, AES-CTR and GHASH (GCM's multiply, PCLMULQDQ) to hand-written
   * stubs. {@code UseCLMUL} is left alone on purpose: it also drives the CRC32 intrinsics that
   * Parquet's page checksums use. Which flags exist differs between JDKs, so the list is checked
   * against the target JVM.
   */
  public static final List<String> AES_INTRINSIC_FLAGS =
      Collections.unmodifiableList(
          Arrays.asList("UseAES", "UseAESIntrinsics", "UseAESCTRIntrinsics", "UseGHASHIntrinsics"));

  private final String id;

  JvmVariant(String id) {
    this.id = id;
  }

  public String id() {
    return id;
  }

  public static JvmVariant byId(String id) {
    for (JvmVariant v : values()) {
      if (v.id.equals(id)) {
        return v;
      }
    }
    throw new IllegalArgumentException(
        "unknown JVM variant '" + id + "'; allowed: intrinsics-on, intrinsics-off");
  }

  /** The flags of this variant that the target JVM knows (given the names it reports). */
  public List<String> flagsOff(Collection<String> knownFlags) {
    if (this == INTRINSICS_ON) {
      return Collections.emptyList();
    }
    List<String> flags = new ArrayList<String>();
    for (String flag : AES_INTRINSIC_FLAGS) {
      if (knownFlags.contains(flag)) {
        flags.add(flag);
      }
    }
    return flags;
  }

  /** JVM arguments for a fork of this variant on a JVM that knows {@code knownFlags}. */
  public List<String> jvmArgs(Collection<String> knownFlags) {
    List<String> off = flagsOff(knownFlags);
    if (off.isEmpty()) {
      return Collections.emptyList();
    }
    List<String> args = new ArrayList<String>();
    // The intrinsic switches are diagnostic flags on JDK 9 and later.
    args.add("-XX:+UnlockDiagnosticVMOptions");
    for (String flag : off) {
      args.add("-XX:-" + flag);
    }
    args.add("-D" + VmFlagGuard.EXPECT_OFF_PROPERTY + "=" + String.join(",", off));
    return args;
  }
}
