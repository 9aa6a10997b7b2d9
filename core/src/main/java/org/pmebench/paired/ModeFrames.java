package org.pmebench.paired;

import java.util.function.Consumer;

/**
 * Runs a variant's operation through a method named after its mode, so a CPU profile of a paired
 * fork can tell which variant each sample belongs to: the frame {@code
 * org/pmebench/paired/ModeFrames.AES_GCM_V1} sits under every sample of the GCM file, and {@code
 * CONTROL} under the A/A control's. The methods are trivial and the JIT inlines them; profilers
 * still see inlined frames.
 *
 * <p>Each of them calls the operation through {@link #shared}, which the forks never inline ({@link
 * #JVM_ARGS}). Otherwise every frame method would be a call site of its own, the JIT would inline
 * the file's read or write path into each with that variant's own profile, and the variants of one
 * round would run separately compiled copies of the same code: one copy compiled better than
 * another is a difference between variants (and between forks) that has nothing to do with
 * encryption. Through one non-inlined method, all variants run one compiled copy.
 */
public final class ModeFrames {
  /** Fork arguments that keep {@link #shared} out of line (HotSpot, JDK 8 and later). */
  public static final String[] JVM_ARGS = {
    "-XX:CompileCommand=quiet",
    "-XX:CompileCommand=dontinline,org.pmebench.paired.ModeFrames::shared"
  };

  private ModeFrames() {}

  static long run(Variant v, Consumer<Object> sink) throws Exception {
    switch (v.slot) {
      case PLAINTEXT:
        return PLAINTEXT(v.operation, sink);
      case CONTROL:
        return CONTROL(v.operation, sink);
      case GCM:
        return AES_GCM_V1(v.operation, sink);
      case GCM_CTR:
        return AES_GCM_CTR_V1(v.operation, sink);
      case GCM_MODEL:
        return AES_GCM_V1_MODEL(v.operation, sink);
      case GCM_CTR_MODEL:
        return AES_GCM_CTR_V1_MODEL(v.operation, sink);
      case GCM_SUBSET:
        return AES_GCM_V1_SUBSET(v.operation, sink);
      case GCM_CTR_SUBSET:
        return AES_GCM_CTR_V1_SUBSET(v.operation, sink);
      case GCM_SUBSET_MODEL:
        return AES_GCM_V1_SUBSET_MODEL(v.operation, sink);
      case GCM_CTR_SUBSET_MODEL:
        return AES_GCM_CTR_V1_SUBSET_MODEL(v.operation, sink);
      default:
        throw new IllegalArgumentException("no frame for " + v);
    }
  }

  /** The one call site of every variant's operation. */
  static long shared(TimedOperation op, Consumer<Object> sink) throws Exception {
    return op.run(sink);
  }

  // Method names are the modes' names, as the profile's attribution reads them.
  private static long PLAINTEXT(TimedOperation op, Consumer<Object> sink) throws Exception {
    return shared(op, sink);
  }

  private static long CONTROL(TimedOperation op, Consumer<Object> sink) throws Exception {
    return shared(op, sink);
  }

  private static long AES_GCM_V1(TimedOperation op, Consumer<Object> sink) throws Exception {
    return shared(op, sink);
  }

  private static long AES_GCM_CTR_V1(TimedOperation op, Consumer<Object> sink) throws Exception {
    return shared(op, sink);
  }

  private static long AES_GCM_V1_MODEL(TimedOperation op, Consumer<Object> sink) throws Exception {
    return shared(op, sink);
  }

  private static long AES_GCM_CTR_V1_MODEL(TimedOperation op, Consumer<Object> sink)
      throws Exception {
    return shared(op, sink);
  }

  private static long AES_GCM_V1_SUBSET(TimedOperation op, Consumer<Object> sink) throws Exception {
    return shared(op, sink);
  }

  private static long AES_GCM_CTR_V1_SUBSET(TimedOperation op, Consumer<Object> sink)
      throws Exception {
    return shared(op, sink);
  }

  private static long AES_GCM_V1_SUBSET_MODEL(TimedOperation op, Consumer<Object> sink)
      throws Exception {
    return shared(op, sink);
  }

  private static long AES_GCM_CTR_V1_SUBSET_MODEL(TimedOperation op, Consumer<Object> sink)
      throws Exception {
    return shared(op, sink);
  }
}
