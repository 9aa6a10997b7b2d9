package org.pmebench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.DataInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.Enumeration;
import java.util.List;
import java.util.jar.JarEntry;
import java.util.jar.JarFile;
import org.junit.jupiter.api.Test;

/**
 * The benchmarks jar must start on Java 8: every class a fork can load is class-file version 52 or
 * lower. Classes under META-INF/versions/N are only loaded by Java N and later, so they may be
 * newer. This is what lets a user point JAVA8_HOME at a JDK 8 we cannot install here.
 */
class BenchmarksJarIT {
  private static final int JAVA_8 = 52;

  @Test
  void everyClassAJava8ForkCanLoadIsJava8Bytecode() throws IOException {
    String path = System.getProperty("benchmarks.jar", "target/benchmarks.jar");
    List<String> tooNew = new ArrayList<String>();
    int classes = 0;
    try (JarFile jar = new JarFile(path)) {
      assertNotNull(jar.getEntry("META-INF/BenchmarkList"), "JMH benchmark list is in the jar");
      Enumeration<JarEntry> entries = jar.entries();
      while (entries.hasMoreElements()) {
        JarEntry e = entries.nextElement();
        if (!e.getName().endsWith(".class") || e.getName().startsWith("META-INF/versions/")) {
          continue;
        }
        classes++;
        int major = majorVersion(jar, e);
        if (major > JAVA_8) {
          tooNew.add(e.getName() + " (class file " + major + ")");
        }
      }
    }
    assertTrue(classes > 1000, "the shaded jar holds the dependencies too: " + classes);
    assertEquals(new ArrayList<String>(), tooNew, "classes a Java 8 JVM would refuse");
  }

  private static int majorVersion(JarFile jar, JarEntry e) throws IOException {
    try (InputStream in = jar.getInputStream(e);
        DataInputStream data = new DataInputStream(in)) {
      if (data.readInt() != 0xCAFEBABE) {
        throw new IOException(e.getName() + " is not a class file");
      }
      data.readUnsignedShort();
      return data.readUnsignedShort();
    }
  }
}
