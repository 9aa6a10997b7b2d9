package org.pmebench;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * The suite's package dependencies as its sources state them: every {@code org.pmebench} type a
 * file imports or names in full, comments and strings left out. Unlike class files, where the
 * compiler has already copied a {@code static final} constant into its users, the sources keep the
 * dependency a constant carries.
 */
final class SourceDependencies {
  private static final Pattern PACKAGE = Pattern.compile("(?m)^package\\s+([\\w.]+);");

  /** A type named with its package: lower-case segments, then a capital. */
  private static final Pattern TYPE =
      Pattern.compile("\\b(org\\.pmebench(?:\\.[a-z_0-9]+)*)\\.[A-Z]");

  /** Package to the packages it uses, each with the files that use it. */
  final Map<String, Map<String, Set<String>>> uses =
      new TreeMap<String, Map<String, Set<String>>>();

  /** The dependencies of every .java file under {@code roots} (source folders). */
  static SourceDependencies of(Path... roots) throws IOException {
    SourceDependencies d = new SourceDependencies();
    for (Path root : roots) {
      try (Stream<Path> files = Files.walk(root)) {
        for (Path f :
            (Iterable<Path>) files.filter(p -> p.toString().endsWith(".java"))::iterator) {
          d.read(f);
        }
      }
    }
    return d;
  }

  private void read(Path file) throws IOException {
    String source = new String(Files.readAllBytes(file), StandardCharsets.UTF_8);
    Matcher p = PACKAGE.matcher(source);
    if (!p.find()) {
      return;
    }
    String from = p.group(1);
    uses.computeIfAbsent(from, k -> new TreeMap<String, Set<String>>());
    Matcher t = TYPE.matcher(code(source));
    while (t.find()) {
      String to = t.group(1);
      if (!to.equals(from)) {
        uses.get(from)
            .computeIfAbsent(to, k -> new TreeSet<String>())
            .add(file.getFileName().toString());
      }
    }
  }

  /**
   * The source without its comments, strings and characters, which name types without using them.
   */
  static String code(String source) {
    return source
        .replaceAll("(?s)/\\*.*?\\*/", " ")
        .replaceAll("//[^\\n]*", " ")
        .replaceAll("\"(?:\\\\.|[^\"\\\\\\n])*\"", "\"\"")
        .replaceAll("'(?:\\\\.|[^'\\\\])'", "' '");
  }

  /**
   * The cycles: groups of two or more packages each reachable from every other (Tarjan's
   * components).
   */
  List<List<String>> cycles() {
    Tarjan t = new Tarjan();
    for (String v : uses.keySet()) {
      if (!t.index.containsKey(v)) {
        t.visit(v);
      }
    }
    return t.cycles;
  }

  /** One line per dependency inside {@code cycle}: who uses whom, in which files. */
  String explain(List<String> cycle) {
    StringBuilder s = new StringBuilder();
    for (String a : cycle) {
      for (String b : cycle) {
        Set<String> files =
            uses.getOrDefault(a, Collections.<String, Set<String>>emptyMap()).get(b);
        if (files != null) {
          s.append("\n  ").append(a).append(" -> ").append(b).append(" in ").append(files);
        }
      }
    }
    return s.toString();
  }

  private final class Tarjan {
    final Map<String, Integer> index = new TreeMap<String, Integer>();
    final Map<String, Integer> low = new TreeMap<String, Integer>();
    final List<String> stack = new ArrayList<String>();
    final List<List<String>> cycles = new ArrayList<List<String>>();

    void visit(String v) {
      index.put(v, index.size());
      low.put(v, index.get(v));
      stack.add(v);
      for (String w : uses.getOrDefault(v, Collections.<String, Set<String>>emptyMap()).keySet()) {
        if (!index.containsKey(w)) {
          visit(w);
          low.put(v, Math.min(low.get(v), low.get(w)));
        } else if (stack.contains(w)) {
          low.put(v, Math.min(low.get(v), index.get(w)));
        }
      }
      if (low.get(v).equals(index.get(v))) {
        List<String> component = new ArrayList<String>();
        String w;
        do {
          w = stack.remove(stack.size() - 1);
          component.add(w);
        } while (!w.equals(v));
        if (component.size() > 1) {
          Collections.sort(component);
          cycles.add(component);
        }
      }
    }
  }
}
