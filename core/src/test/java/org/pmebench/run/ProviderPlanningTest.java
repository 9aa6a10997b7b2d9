package org.pmebench.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.pmebench.crypto.ProviderSupport;
import org.pmebench.family.cipher.CipherMatrix;
import org.pmebench.family.cipher.CipherRunPlanner;
import org.pmebench.family.parking.ParkingMatrix;
import org.pmebench.family.parking.ParkingRunPlanner;
import org.pmebench.family.parquet.ParquetMatrix;
import org.pmebench.family.parquet.ParquetRunPlanner;

/** How planners treat providers a JVM cannot run, or can run only in part. */
class ProviderPlanningTest {
  /**
   * What a JVM probe reports: ACCP without CTR (as ACCP 2.5 is), Conscrypt's library not loading.
   */
  private static ProviderSupport probed() {
    Map<String, String> p = new LinkedHashMap<String, String>();
    for (String name : new String[] {"SunJCE", "BC", "commons-crypto"}) {
      p.put("provider." + name, name + " 1");
      p.put("provider." + name + ".GCM", "ok");
      p.put("provider." + name + ".CTR", "ok");
    }
    p.put("provider.ACCP", "ACCP 2.5.0 (AWS-LC v1.47.0)");
    p.put("provider.ACCP.GCM", "ok");
    p.put("provider.ACCP.CTR", "ACCP has no AES/CTR/NoPadding");
    p.put(
        "provider.Conscrypt",
        "unavailable: Conscrypt is not available here: its native library did not load");
    p.put(
        "provider.Conscrypt.GCM",
        "Conscrypt is not available here: its native library did not load");
    p.put(
        "provider.Conscrypt.CTR",
        "Conscrypt is not available here: its native library did not load");
    p.put("java.version", "17");
    return ProviderSupport.fromProperties(p);
  }

  private static ForkSettings forks() {
    ForkTarget target =
        new ForkTarget(
            "jdk17",
            "/jdk/bin/java",
            Collections.<String>emptyList(),
            Collections.<String>emptyList(),
            probed());
    return new ForkSettings(MeasurementProfile.QUICK, target, Paths.get("/tmp/run"));
  }

  private static List<String> reasons(ForkSettings forks) {
    List<String> r = new ArrayList<String>();
    for (PlannedSkip s : forks.skips()) {
      r.add(s.id + ": " + s.reason);
    }
    return r;
  }

  @Test
  void parquetMeasuresAccpWithGcmOnlyAndSkipsWhatCannotRunWithTheReason() {
    ForkSettings forks = forks();
    ParquetMatrix m = ParquetMatrix.defaults(MeasurementProfile.QUICK);
    m.specs = Arrays.asList("R1");
    m.providers = Arrays.asList("SunJCE", "ACCP", "Conscrypt", "commons-crypto");

    List<JmhInvocation> plan = new ParquetRunPlanner(forks).plan(m);

    assertEquals(
        Arrays.asList("jdk17-parquet-read-intrinsics-on", "jdk17-parquet-read-intrinsics-on-ACCP"),
        Arrays.asList(plan.get(0).id, plan.get(1).id));
    assertEquals(2, plan.size());
    assertEquals(
        Collections.singletonList("AES_GCM_V1+AES_GCM_CTR_V1"),
        new ArrayList<String>(plan.get(0).options.getParameter("encrypted").get()));
    assertEquals(
        Collections.singletonList("SunJCE"),
        new ArrayList<String>(plan.get(0).options.getParameter("provider").get()));
    assertEquals(
        Collections.singletonList("AES_GCM_V1"),
        new ArrayList<String>(plan.get(1).options.getParameter("encrypted").get()));
    assertEquals(
        Collections.singletonList("ACCP"),
        new ArrayList<String>(plan.get(1).options.getParameter("provider").get()));
    assertEquals(
        Arrays.asList(
            "jdk17-parquet-ACCP-AES_GCM_CTR_V1: parquet ACCP AES_GCM_CTR_V1: ACCP has no AES/CTR/NoPadding (its data "
                + "pages would be encrypted by another provider)",
            "jdk17-parquet-Conscrypt: parquet Conscrypt: Conscrypt is not available here: its native library did not load",
            "jdk17-parquet-commons-crypto: parquet commons-crypto: commons-crypto is not a JCA provider; parquet's PME "
                + "gets its ciphers from javax.crypto.Cipher.getInstance (see the cipher family for its own speed)"),
        reasons(forks));
  }

  @Test
  void columnsPlanThePairedRunsPerProvider() {
    ForkSettings forks = forks();
    ParkingMatrix m = ParkingMatrix.defaults(MeasurementProfile.QUICK);
    m.specs = Arrays.asList("W1");
    m.providers = Arrays.asList("BC", "ACCP");

    List<JmhInvocation> plan = new ParkingRunPlanner(forks).plan(m);

    assertEquals(
        Arrays.asList(
            "jdk17-parking-write-intrinsics-on-BC", "jdk17-parking-write-intrinsics-on-ACCP"),
        Arrays.asList(plan.get(0).id, plan.get(1).id));
    assertEquals(
        Collections.singletonList("AES_GCM_V1"),
        new ArrayList<String>(plan.get(1).options.getParameter("encrypted").get()));
    assertEquals(1, forks.skips().size());
  }

  @Test
  void cipherGivesAccpItsOwnGcmOnlyRunsAndSkipsTheUnloadableProvider() {
    ForkSettings forks = forks();
    CipherMatrix m = CipherMatrix.defaults(MeasurementProfile.QUICK);
    m.providers = Arrays.asList("SunJCE", "ACCP", "Conscrypt", "commons-crypto");
    m.coldVariants = Collections.<JvmVariant>emptyList();
    m.variants = Collections.singletonList(JvmVariant.INTRINSICS_ON);

    List<JmhInvocation> plan = new CipherRunPlanner(forks).plan(m);

    assertEquals(
        Arrays.asList(
            "jdk17-cipher-warm-intrinsics-on-t1", "jdk17-cipher-warm-intrinsics-on-t1-ACCP"),
        Arrays.asList(plan.get(0).id, plan.get(1).id));
    assertEquals(
        Arrays.asList("SunJCE", "commons-crypto"),
        new ArrayList<String>(plan.get(0).options.getParameter("provider").get()));
    assertTrue(plan.get(1).options.getIncludes().get(0).contains("AesGcmBenchmark"));
    assertTrue(!plan.get(1).options.getIncludes().get(0).contains("AesCtrBenchmark"));
    assertEquals(3, forks.skips().size(), reasons(forks).toString());
  }

  @Test
  void anUnprobedJvmIsAssumedToRunEveryProvider() {
    assertEquals(null, ProviderSupport.assumed().unavailableReason("Conscrypt"));
    assertEquals(
        "Conscrypt is not available here: its native library did not load",
        probed().unavailableReason("Conscrypt"));
    assertEquals(null, probed().unavailableReason("ACCP"), "ACCP runs GCM");
    assertEquals(
        "the JVM probe did not report ACCP",
        ProviderSupport.fromProperties(Collections.<String, String>emptyMap())
            .unavailableReason("ACCP", org.pmebench.crypto.AesAlgorithm.GCM));
  }
}
