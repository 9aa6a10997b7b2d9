package org.pmebench.crypto.check;

import java.io.PrintStream;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.pmebench.crypto.AesAlgorithm;
import org.pmebench.crypto.ChunkSize;
import org.pmebench.crypto.CryptoProviders;

/**
 * The cipher check on its own, in the JVM it is started in with the flags it is started with
 * ({@code scripts/check-ciphers.sh} starts it on every JDK, intrinsics on and off): every provider
 * that loads, both constructions, several rounds so that the last ones run JIT-compiled code: first
 * as PME calls the cipher ("right" or "WRONG"), then in updates of 1 to 15 bytes ("right ... too"
 * or "UPDATES": wrong only there, a path PME does not take). Exit 1 when any answered wrong.
 *
 * <pre>
 * java [flags] -cp target/benchmarks.jar org.pmebench.crypto.check.CipherCheckMain [ROUNDS [SIZE,...]]
 * </pre>
 */
public final class CipherCheckMain {
  private CipherCheckMain() {}

  public static void main(String[] args) {
    System.exit(check(args, System.out) ? 0 : 1);
  }

  /**
   * Checks every provider as {@code main} does, printing to {@code out}; whether all answered
   * right.
   */
  static boolean check(String[] args, PrintStream out) {
    int rounds = args.length > 0 ? Integer.parseInt(args[0]) : 3;
    List<Integer> runSizes = new ArrayList<Integer>();
    for (String s :
        args.length > 1
            ? args[1].split(",")
            : new String[] {"16B", "1KiB", "64KiB", "1MiB", "16MiB"}) {
      runSizes.add(ChunkSize.parse(s));
    }
    List<Integer> sizes = CheckSizes.forRun(runSizes);
    String jvm = JvmDescription.current();
    boolean wrong = false;
    for (String provider : CryptoProviders.names()) {
      for (AesAlgorithm algorithm : AesAlgorithm.values()) {
        String unavailable = CryptoProviders.unavailableReason(provider, algorithm);
        if (unavailable != null) {
          out.println("not run  " + provider + " " + algorithm + " on " + jvm + ": " + unavailable);
          continue;
        }
        try {
          CipherCheck.Result last = null;
          long nanos = 0;
          for (int r = 0; r < rounds; r++) {
            last = CipherCheck.run(provider, algorithm, sizes);
            nanos += last.nanos;
          }
          out.printf("right    %s on %s; %d rounds in %.1f s%n", last, jvm, rounds, nanos / 1e9);
        } catch (WrongCipherOutput e) {
          wrong = true;
          out.println("WRONG    " + e.getMessage());
          continue;
        }
        try {
          for (int r = 0; r < rounds; r++) {
            CipherCheck.runWithUpdates(provider, algorithm, sizes);
          }
          out.println(
              "right    " + provider + " " + algorithm + " in updates of 1 to 15 bytes too");
        } catch (WrongCipherOutput e) {
          // Not PME's calls: the benchmarks of this provider measure a path that is right.
          wrong = true;
          out.println("UPDATES  " + e.getMessage());
        }
      }
    }
    out.println("sizes: " + sizes.size() + " (" + Arrays.toString(sizes.toArray()) + ")");
    return !wrong;
  }
}
