package org.pmebench.spark;

import java.io.IOException;
import java.util.Collections;
import java.util.Map;
import org.apache.spark.SparkContext;
import org.apache.spark.api.plugin.DriverPlugin;
import org.apache.spark.api.plugin.ExecutorPlugin;
import org.apache.spark.api.plugin.PluginContext;
import org.apache.spark.api.plugin.SparkPlugin;

/**
 * Puts the run's JCA provider first in every executor JVM of an application before it runs a task,
 * and checks its answers there ({@link ProviderChecks}): PME in an executor takes its ciphers from
 * {@code Cipher.getInstance}, so the provider must be installed in that JVM, not only in the
 * driver. Each executor reports its outcome to the driver, which times nothing until every executor
 * it has has answered right. {@link SparkSettings} adds it with {@value ProviderChecks#PROVIDER}.
 */
public final class PmeProviderPlugin implements SparkPlugin {
  @Override
  public DriverPlugin driverPlugin() {
    return new DriverPlugin() {
      @Override
      public Map<String, String> init(SparkContext sc, PluginContext ctx) {
        return Collections.emptyMap();
      }

      @Override
      public Object receive(Object message) {
        String[] report = (String[]) message;
        ProviderChecks.reported(report[0], report[1], report[2]);
        return null;
      }
    };
  }

  /**
   * The executor's host: an executor's own RPC environment has no address (it only connects out),
   * so the machine's name.
   */
  private static String host() {
    try {
      return java.net.InetAddress.getLocalHost().getHostName();
    } catch (IOException e) {
      return "unknown host";
    }
  }

  @Override
  public ExecutorPlugin executorPlugin() {
    return new ExecutorPlugin() {
      @Override
      public void init(PluginContext ctx, Map<String, String> extraConf) {
        String outcome =
            ProviderChecks.inExecutor(
                ctx.conf().get(ProviderChecks.PROVIDER, null),
                ctx.conf().get(ProviderChecks.ALGORITHMS, "GCM"));
        // Never throws: an executor whose plugin fails to start exits, and the cluster starts
        // another, again and again.
        try {
          ctx.send(new String[] {ctx.executorID(), host(), outcome});
        } catch (IOException e) {
          // The driver then waits for this executor's report in vain, and says so.
          System.err.println(
              "pmebench-spark: executor "
                  + ctx.executorID()
                  + " could not report its provider check: "
                  + e);
        }
      }
    };
  }
}
