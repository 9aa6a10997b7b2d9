package org.pmebench.family.s3;

import java.nio.file.Paths;

/**
 * A process that starts the suite's S3 server and waits to be killed: what a run interrupted by
 * Ctrl-C is.
 */
public final class S3ProxyHolder {
  private S3ProxyHolder() {}

  public static void main(String[] args) throws Exception {
    S3ProxyServer server =
        S3ProxyServer.start(
            S3ProxyServer.jarIn(Paths.get(".")),
            S3ProxyServer.currentJava(),
            Paths.get(args[0]),
            0);
    System.out.println("started " + server.endpoint().url);
    System.out.flush();
    Thread.sleep(120_000);
  }
}
