package org.pmebench.cli;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.pmebench.crypto.CryptoProviders;
import org.pmebench.crypto.ExternalProviders;
import org.pmebench.jvm.JdkInfo;
import org.pmebench.run.BenchmarkFamily;
import org.pmebench.run.Choices;
import org.pmebench.run.JvmSelection;
import org.pmebench.run.UserError;
import picocli.CommandLine.Option;

/**
 * {@code run}'s crypto providers: {@code --providers}, and the providers added from jars ({@code
 * --provider-jar}, {@code --provider-class}, {@code --provider-property}), checked once and handed
 * to the families that take them.
 */
final class ProviderOptions {
  @Option(
      names = "--providers",
      split = ",",
      paramLabel = "P",
      description = {
        "${bundle:families.providers}: crypto providers, each measured in turn: SunJCE, BC, ACCP "
            + "(AWS-LC), Conscrypt (BoringSSL), commons-crypto (OpenSSL via JNI, or its JCE fallback; cipher family only: "
            + "it is not a JCA provider). The file families install each first in the JCA list inside the fork and "
            + "check that PME's ciphers come from it; spark does so in the driver and every executor of applications "
            + "of its own per provider (SunJCE, BC and added ones). Default: SunJCE for parquet, parking, files and spark, the "
            + "profile's for cipher."
      })
  List<String> providers;

  @Option(
      names = "--provider-jar",
      paramLabel = "JAR",
      description = {
        "${bundle:families.providers}: a jar holding a JCA provider to measure beside the built-in "
            + "ones (e.g. Bouncy Castle FIPS, bc-fips-2.1.3.jar), with its --provider-class; repeatable, in pairs. The "
            + "provider's own name (e.g. BCFIPS) then goes into --providers. Every JVM the run starts loads it from the "
            + "jar, before the suite's own classes (bc-fips shares its packages with the Bouncy Castle the suite "
            + "carries); Spark executors on other machines need the jar at the same path."
      })
  List<Path> providerJars = new ArrayList<Path>();

  @Option(
      names = "--provider-class",
      paramLabel = "CLASS",
      description = {
        "The java.security.Provider class in the --provider-jar given at the same position, e.g. "
            + "org.bouncycastle.jcajce.provider.BouncyCastleFipsProvider; it needs a public no-argument constructor."
      })
  List<String> providerClasses = new ArrayList<String>();

  @Option(
      names = "--provider-property",
      paramLabel = "KEY=VALUE",
      description = {
        "A system property the added providers read when they load, set in every JVM the run starts "
            + "(probes, forks, Spark's driver and executors); repeatable. E.g. "
            + "org.bouncycastle.fips.approved_only=true: Bouncy Castle FIPS in approved-only mode."
      })
  List<String> providerProperties = new ArrayList<String>();

  /**
   * {@code --provider-jar}/{@code --provider-class}: each provider loaded once here to learn its
   * name; every JVM the run starts then loads it from its jar ({@link ExternalProviders}).
   */
  void addProviders() {
    if (!providerProperties.isEmpty() && providerJars.isEmpty()) {
      throw new UserError(
          "--provider-property is for providers added with --provider-jar and --provider-class");
    }
    for (String setting : providerProperties) {
      try {
        // Before any provider loads: a provider may read it once, when its class initializes.
        ExternalProviders.setProperty(setting);
      } catch (IllegalArgumentException e) {
        throw new UserError(e.getMessage());
      }
    }
    if (providerJars.size() != providerClasses.size()) {
      throw new UserError(
          "--provider-jar and --provider-class go in pairs: "
              + providerJars.size()
              + " jar(s), "
              + providerClasses.size()
              + " class(es)");
    }
    List<String> added = new ArrayList<String>();
    for (int i = 0; i < providerJars.size(); i++) {
      try {
        added.add(ExternalProviders.add(providerJars.get(i), providerClasses.get(i)));
      } catch (IllegalArgumentException e) {
        throw new UserError(e.getMessage());
      }
    }
    if (added.isEmpty()) {
      return;
    }
    if (providers == null || !providers.containsAll(added)) {
      throw new UserError(
          "--provider-class adds "
              + String.join(", ", added)
              + ": name it in --providers too, e.g. "
              + "--providers "
              + CryptoProviders.SUN_JCE
              + ","
              + String.join(",", added));
    }
  }

  /** {@code --providers} for the families that take it. */
  void applyProviders(List<BenchmarkFamily<?>.Chosen> chosen) {
    if (providers == null) {
      return;
    }
    List<String> names = Choices.check("provider", providers, CryptoProviders.names());
    for (BenchmarkFamily<?>.Chosen c : chosen) {
      c.useProviders(names);
    }
  }

  /** A provider no chosen JVM can run at all is a mistake to report before anything runs. */
  void checkProvidersRun(JvmSelection selection) {
    if (providers == null) {
      return;
    }
    for (String name : providers) {
      String reason = null;
      boolean runsSomewhere = false;
      for (JdkInfo info : selection.jvms.values()) {
        String why = info.providers.unavailableReason(name);
        if (why == null) {
          runsSomewhere = true;
        } else {
          reason = why;
        }
      }
      if (!runsSomewhere) {
        throw new UserError(
            "provider "
                + name
                + " cannot run on "
                + (selection.jvms.size() == 1 ? "this JVM" : "any chosen JVM")
                + ": "
                + reason
                + "; allowed: "
                + String.join(", ", CryptoProviders.names()));
      }
    }
  }
}
