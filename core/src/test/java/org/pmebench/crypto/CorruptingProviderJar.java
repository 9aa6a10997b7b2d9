package org.pmebench.crypto;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;
import org.pmebench.crypto.check.CorruptingAesProvider;

/**
 * A jar of the deliberately wrong provider, as a user would give a provider: {@code
 * --provider-jar}.
 */
public final class CorruptingProviderJar {
  private CorruptingProviderJar() {}

  public static Path write(Path dir) throws IOException {
    Path jar = dir.resolve("corrupting-provider.jar");
    try (JarOutputStream out = new JarOutputStream(Files.newOutputStream(jar))) {
      add(out, CorruptingAesProvider.class);
      add(out, CorruptingAesProvider.class.getDeclaredClasses()[0]); // its CipherSpi
      // The anonymous Service subclass.
      add(out, CorruptingAesProvider.class.getName().replace('.', '/') + "$1.class");
    }
    return jar;
  }

  private static void add(JarOutputStream out, Class<?> c) throws IOException {
    add(out, c.getName().replace('.', '/') + ".class");
  }

  private static void add(JarOutputStream out, String entry) throws IOException {
    out.putNextEntry(new JarEntry(entry));
    try (InputStream in = CorruptingProviderJar.class.getClassLoader().getResourceAsStream(entry)) {
      if (in == null) {
        throw new IOException(entry + " is not on the test class path");
      }
      copy(in, out);
    }
    out.closeEntry();
  }

  private static void copy(InputStream in, OutputStream out) throws IOException {
    byte[] buf = new byte[8192];
    for (int n; (n = in.read(buf)) > 0; ) {
      out.write(buf, 0, n);
    }
  }
}
