package org.pmebench.releases;

import java.io.DataInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.security.MessageDigest;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.regex.Pattern;
import java.util.zip.ZipEntry;
import java.util.zip.ZipInputStream;
import org.pmebench.util.Sha256;

/**
 * One {@code --parquet-versions} value: a release from Maven Central ({@code 1.15.2}), or a local
 * build, a directory of jars such as a SNAPSHOT built from a branch (parquet-hadoop and what it
 * needs). A local build is labelled by what it is: {@code local-<its version>-<the first 8 hex
 * digits of the SHA-256 of its jars>}, so two builds of one version never share a label; the label
 * is the rows' {@code parquet} parameter and the step's name.
 */
public final class ParquetBuild {
  private static final String LOCAL = "local-";
  private static final Pattern LOCAL_LABEL =
      Pattern.compile("local-1\\.\\d{1,2}\\.\\d{1,2}.*-[0-9a-f]{8}");

  /** The release number, or the local build's label. */
  public final String label;

  /** The version its parquet-hadoop says (a release's number, a build's e.g. 1.19.0-SNAPSHOT). */
  public final String version;

  /** The local build's directory; null for a release. */
  public final Path localJars;

  private ParquetBuild(String label, String version, Path localJars) {
    this.label = label;
    this.version = version;
    this.localJars = localJars;
  }

  /**
   * The build {@code text} names: a release number, or a path (it holds a '/' or is a directory);
   * anything else is refused with what to give instead.
   */
  public static ParquetBuild of(String text) {
    String t = text.trim();
    if (ParquetReleases.isVersion(t)) {
      return new ParquetBuild(t, t, null);
    }
    Path dir = Paths.get(t);
    if (!t.contains("/") && !Files.isDirectory(dir)) {
      throw new IllegalArgumentException(
          "'" + t + "' is neither a release number (1.x.y) nor a directory of jars");
    }
    if (!Files.isDirectory(dir)) {
      throw new IllegalArgumentException(t + ": no such directory (give a directory of jars)");
    }
    String version = hadoopVersion(dir);
    return new ParquetBuild(LOCAL + version + "-" + hash(dir), version, dir.toAbsolutePath());
  }

  /** Whether {@code label} is a release number or a local build's label, as rows carry them. */
  public static boolean isLabel(String label) {
    return ParquetReleases.isVersion(label) || LOCAL_LABEL.matcher(label).matches();
  }

  public boolean isRelease() {
    return localJars == null;
  }

  /**
   * The directory of its jars: a release's resolved first where missing ({@link ParquetReleases}).
   */
  public Path jars(Path home, Path log) throws IOException {
    return isRelease() ? ParquetReleases.jars(home, version, log) : localJars;
  }

  /**
   * The oldest Java it runs on: a release's by its number; a local build's by what its
   * parquet-hadoop classes were compiled for (main builds Java 17 classes, where 1.17 to 1.18 give
   * Java 11's), and by its version where they do not say.
   */
  public int minimumJava() {
    int compiledFor = isRelease() ? 0 : classFileJava(hadoopJar(localJars));
    return compiledFor > 0
        ? compiledFor
        : ParquetReleases.minimumJava(version.replaceAll("-.*", ""));
  }

  /** The Java release of the first class in {@code jar} (its class file's major version - 44). */
  static int classFileJava(Path jar) {
    try (ZipInputStream zip = new ZipInputStream(Files.newInputStream(jar))) {
      for (ZipEntry e = zip.getNextEntry(); e != null; e = zip.getNextEntry()) {
        if (e.getName().endsWith(".class") && !e.getName().startsWith("META-INF/")) {
          DataInputStream in = new DataInputStream(zip);
          // u4 magic 0xCAFEBABE, u2 minor, u2 major (JVMS 4.1)
          if (in.readInt() != 0xCAFEBABE) {
            return 0;
          }
          in.readUnsignedShort();
          return in.readUnsignedShort() - 44;
        }
      }
    } catch (IOException e) {
      return 0;
    }
    return 0;
  }

  /** The version in the name of the directory's parquet-hadoop jar. */
  private static String hadoopVersion(Path dir) {
    String name = hadoopJar(dir).getFileName().toString();
    return name.substring("parquet-hadoop-".length(), name.length() - ".jar".length());
  }

  /** The directory's parquet-hadoop-<version>.jar. */
  private static Path hadoopJar(Path dir) {
    for (Path jar : jars(dir)) {
      String name = jar.getFileName().toString();
      if (name.startsWith("parquet-hadoop-") && !name.endsWith("-tests.jar")) {
        String version =
            name.substring("parquet-hadoop-".length(), name.length() - ".jar".length());
        if (ParquetReleases.isVersion(version.replaceAll("-.*", ""))) {
          return jar;
        }
      }
    }
    throw new IllegalArgumentException(
        dir
            + ": no parquet-hadoop-<version>.jar there (give a directory holding parquet-hadoop and the jars it needs)");
  }

  /** The first 8 hex digits of the SHA-256 over the jars' names and bytes, in name order. */
  private static String hash(Path dir) {
    try {
      MessageDigest sha = Sha256.digest();
      for (Path jar : jars(dir)) {
        sha.update(jar.getFileName().toString().getBytes(StandardCharsets.UTF_8));
        Sha256.update(sha, jar);
      }
      return Sha256.hex(sha).substring(0, 8);
    } catch (IOException e) {
      throw new IllegalArgumentException(dir + ": cannot read its jars: " + e.getMessage());
    }
  }

  private static List<Path> jars(Path dir) {
    List<Path> jars = new ArrayList<Path>();
    try (DirectoryStream<Path> s = Files.newDirectoryStream(dir, "*.jar")) {
      for (Path p : s) {
        jars.add(p);
      }
    } catch (IOException e) {
      throw new IllegalArgumentException(dir + ": cannot list: " + e.getMessage());
    }
    Collections.sort(jars);
    return jars;
  }
}
