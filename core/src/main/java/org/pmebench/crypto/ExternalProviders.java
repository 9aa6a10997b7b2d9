package org.pmebench.crypto;

import java.net.MalformedURLException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.security.Provider;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * JCA providers beyond the built-in ones, given by the user as a jar and a class name ({@code run
 * --provider-jar JAR --provider-class NAME}), e.g. Bouncy Castle FIPS. Each is loaded from its jar
 * first, before the suite's own classes ({@link JarFirstClassLoader}): bc-fips shares its packages
 * with the Bouncy Castle the suite carries and breaks when it gets that one's classes. The launcher
 * loads each once to learn its name; the JVMs it starts (probes, benchmark forks) get {@value
 * #PROPERTY} ({@code NAME=class@jar;...}) and fill this registry from it.
 */
public final class ExternalProviders {
  public static final String PROPERTY = "pmebench.providers";

  /** One provider as given: its class in its jar. */
  private static final class Given {
    final String className;
    final Path jar;
    ClassLoader loader;

    Given(String className, Path jar) {
      this.className = className;
      this.jar = jar;
    }

    synchronized Provider create() {
      if (loader == null) {
        loader = loaderOf(jar);
      }
      return instantiate(className, loader, jar);
    }
  }

  /** By the name the provider gives itself, in the order given. */
  private static final Map<String, Given> GIVEN = new LinkedHashMap<String, Given>();

  /**
   * System properties the providers read when they load ({@code --provider-property}), set in every
   * JVM the run starts.
   */
  private static final Map<String, String> PROPERTIES = new LinkedHashMap<String, String>();

  static {
    String given = System.getProperty(PROPERTY, "").trim();
    for (String entry : given.isEmpty() ? new String[0] : given.split(";")) {
      int eq = entry.indexOf('=');
      int at = entry.indexOf('@', eq);
      if (eq > 0 && at > eq) {
        GIVEN.put(
            entry.substring(0, eq),
            new Given(entry.substring(eq + 1, at), Paths.get(entry.substring(at + 1))));
      }
    }
  }

  private ExternalProviders() {}

  /**
   * Loads {@code className} from {@code jar}, makes one instance to learn its name and adds it.
   *
   * @return the provider's name, which {@code --providers} then takes
   * @throws IllegalArgumentException in one line: the jar missing, the class absent or not a
   *     provider or failing to start, a name the suite already has
   */
  public static synchronized String add(Path jar, String className) {
    if (!Files.isRegularFile(jar)) {
      throw new IllegalArgumentException("--provider-jar " + jar + ": no such file");
    }
    Given g = new Given(className, jar.toAbsolutePath().normalize());
    String name = g.create().getName();
    if (CryptoProviders.builtIn(name) || GIVEN.containsKey(name)) {
      throw new IllegalArgumentException(
          "--provider-class "
              + className
              + " is provider "
              + name
              + ", which the suite already has");
    }
    GIVEN.put(name, g);
    return name;
  }

  /**
   * A system property for the providers (e.g. {@code org.bouncycastle.fips.approved_only=true}),
   * set here before any provider is loaded and given to every JVM the run starts.
   *
   * @throws IllegalArgumentException in one line for a setting that is not {@code KEY=VALUE}, or
   *     one that would replace the suite's own {@value #PROPERTY}
   */
  public static synchronized void setProperty(String setting) {
    int eq = setting.indexOf('=');
    String key = eq > 0 ? setting.substring(0, eq).trim() : "";
    if (key.isEmpty() || key.contains(" ")) {
      throw new IllegalArgumentException(
          "--provider-property '"
              + setting
              + "': give KEY=VALUE, e.g. "
              + "org.bouncycastle.fips.approved_only=true");
    }
    if (key.equals(PROPERTY)) {
      throw new IllegalArgumentException(
          "--provider-property "
              + PROPERTY
              + " is the suite's own: give providers with "
              + "--provider-jar and --provider-class");
    }
    String value = setting.substring(eq + 1);
    System.setProperty(key, value);
    PROPERTIES.put(key, value);
  }

  /** Forgets every added provider and property: for tests, which share one JVM. */
  public static synchronized void clear() {
    GIVEN.clear();
    for (String key : PROPERTIES.keySet()) {
      System.clearProperty(key);
    }
    PROPERTIES.clear();
  }

  public static synchronized List<String> names() {
    return Collections.unmodifiableList(new ArrayList<String>(GIVEN.keySet()));
  }

  static synchronized boolean has(String name) {
    return GIVEN.containsKey(name);
  }

  /** A new instance of the named provider. */
  static Provider create(String name) {
    Given g;
    synchronized (ExternalProviders.class) {
      g = GIVEN.get(name);
    }
    return g.create();
  }

  /** The jar a provider came from, for the run's record; null for a built-in one. */
  public static synchronized Path jarOf(String name) {
    Given g = GIVEN.get(name);
    return g == null ? null : g.jar;
  }

  /**
   * What a JVM the suite starts needs for the added providers: {@link #systemPropertyArg()} and a
   * {@code -DKEY=VALUE} per {@code --provider-property}; empty when none were given.
   */
  public static synchronized List<String> jvmArgs() {
    List<String> args = new ArrayList<String>();
    String providers = systemPropertyArg();
    if (providers != null) {
      args.add(providers);
    }
    for (Map.Entry<String, String> e : PROPERTIES.entrySet()) {
      args.add("-D" + e.getKey() + "=" + e.getValue());
    }
    return args;
  }

  /** {@code -Dpmebench.providers=...} for a JVM the suite starts, or null when none were added. */
  static synchronized String systemPropertyArg() {
    if (GIVEN.isEmpty()) {
      return null;
    }
    StringBuilder v = new StringBuilder();
    for (Map.Entry<String, Given> e : GIVEN.entrySet()) {
      v.append(v.length() == 0 ? "" : ";")
          .append(e.getKey())
          .append('=')
          .append(e.getValue().className)
          .append('@')
          .append(e.getValue().jar);
    }
    return "-D" + PROPERTY + "=" + v;
  }

  private static ClassLoader loaderOf(Path jar) {
    try {
      return new JarFirstClassLoader(
          new URL[] {jar.toUri().toURL()}, ExternalProviders.class.getClassLoader());
    } catch (MalformedURLException e) {
      throw new IllegalArgumentException("--provider-jar " + jar + ": " + e.getMessage());
    }
  }

  private static Provider instantiate(String className, ClassLoader from, Path jar) {
    try {
      Class<?> c = Class.forName(className, true, from);
      if (!Provider.class.isAssignableFrom(c)) {
        throw new IllegalArgumentException(
            "--provider-class " + className + " is not a java.security.Provider");
      }
      return (Provider) c.getConstructor().newInstance();
    } catch (ClassNotFoundException e) {
      throw new IllegalArgumentException("--provider-class " + className + ": not in " + jar);
    } catch (ReflectiveOperationException | LinkageError e) {
      Throwable cause = e.getCause() != null ? e.getCause() : e;
      throw new IllegalArgumentException(
          "--provider-class " + className + " from " + jar + " cannot be created: " + cause);
    }
  }

  /**
   * Classes from the jar before the parent's; the JDK's own ({@code java.*}, {@code javax.*})
   * always from the JDK.
   */
  static final class JarFirstClassLoader extends URLClassLoader {
    static {
      ClassLoader.registerAsParallelCapable();
    }

    JarFirstClassLoader(URL[] urls, ClassLoader parent) {
      super(urls, parent);
    }

    @Override
    protected Class<?> loadClass(String name, boolean resolve) throws ClassNotFoundException {
      synchronized (getClassLoadingLock(name)) {
        Class<?> c = findLoadedClass(name);
        if (c == null && !name.startsWith("java.") && !name.startsWith("javax.")) {
          try {
            c = findClass(name);
          } catch (ClassNotFoundException notInJar) {
            // from the parent below
          }
        }
        if (c == null) {
          c = super.loadClass(name, false);
        }
        if (resolve) {
          resolveClass(c);
        }
        return c;
      }
    }

    @Override
    public URL getResource(String name) {
      URL own = findResource(name);
      return own != null ? own : super.getResource(name);
    }
  }
}
