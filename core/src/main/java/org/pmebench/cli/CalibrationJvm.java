package org.pmebench.cli;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Paths;
import java.util.EnumSet;
import org.pmebench.crypto.AesAlgorithm;
import org.pmebench.crypto.CryptoProviders;
import org.pmebench.crypto.ModuleCostCalibration;
import org.pmebench.crypto.ModuleCosts;
import org.pmebench.crypto.PmeProviderInstaller;
import org.pmebench.crypto.check.CheckedProvider;
import org.pmebench.crypto.check.CipherCheck;
import org.pmebench.util.AtomicFiles;

/**
 * The JVM {@code estimate}'s calibration runs in ({@link CalibrationCache} starts it with the JDK
 * asked for): the provider installed for parquet and its answers checked as a benchmark fork's are
 * ({@link CheckedProvider}), GCM from it and AES/CTR (GCM-CTR's page data) from whoever serves it
 * first, then {@link ModuleCostCalibration} and {@link ReadPathCalibration}; the costs, with what
 * the check said, as JSON. A wrong answer ends it with the check's line: no price is made of a
 * cipher that computes the wrong thing. {@code java -cp benchmarks.jar
 * org.pmebench.cli.CalibrationJvm PROVIDER SECONDS OUT.json}
 */
public final class CalibrationJvm {
  /** The encrypted reads' warm-up and timing, each in multiples of the ciphers' seconds. */
  static final int READ_FACTOR = 5;

  private CalibrationJvm() {}

  public static void main(String[] args) throws Exception {
    if (args.length != 3) {
      System.err.println("usage: CalibrationJvm PROVIDER SECONDS OUT.json");
      System.exit(2);
    }
    // Every encrypted file is GCM, which the provider must serve; GCM-CTR's page data comes from
    // whoever
    // serves AES/CTR first in the JCA list, as parquet would get it (ACCP serves no CTR here:
    // SunJCE does).
    long start = System.nanoTime();
    String provider = PmeProviderInstaller.install(args[0], EnumSet.of(AesAlgorithm.GCM));
    String ctrProvider = ModuleCostCalibration.ctrProvider();
    CipherCheck.Result gcm = CheckedProvider.check(args[0], AesAlgorithm.GCM);
    String ctr =
        CryptoProviders.jcaNames().contains(ctrProvider)
            ? CheckedProvider.check(ctrProvider, AesAlgorithm.CTR).toString()
            : "AES/CTR from "
                + ctrProvider
                + ": not checked (not a provider the suite knows by name)";
    double checkSeconds = (System.nanoTime() - start) / 1e9;
    double seconds = Double.parseDouble(args[1]);
    ModuleCosts costs = ModuleCostCalibration.calibrate(seconds);
    // Parquet's read path compiles for seconds (docs/findings.md, the JIT plateau): warm-up and
    // rounds five times
    // the ciphers' seconds each.
    long reads = System.nanoTime();
    costs.aroundRead =
        ReadPathCalibration.calibrate(costs, READ_FACTOR * seconds, READ_FACTOR * seconds);
    costs.seconds += (System.nanoTime() - reads) / 1e9;
    costs.provider = provider;
    costs.ctrProvider = ctrProvider;
    costs.cipherCheck.add(gcm.toString());
    costs.cipherCheck.add(ctr);
    costs.cipherCheckSeconds = checkSeconds;
    AtomicFiles.writeString(
        Paths.get(args[2]),
        new ObjectMapper().writerWithDefaultPrettyPrinter().writeValueAsString(costs));
  }
}
