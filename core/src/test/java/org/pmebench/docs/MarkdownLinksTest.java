package org.pmebench.docs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.commonmark.ext.gfm.tables.TablesExtension;
import org.commonmark.node.AbstractVisitor;
import org.commonmark.node.Code;
import org.commonmark.node.Heading;
import org.commonmark.node.Image;
import org.commonmark.node.Link;
import org.commonmark.node.Node;
import org.commonmark.node.Text;
import org.commonmark.parser.Parser;
import org.junit.jupiter.api.Test;

/**
 * The README and the pages under docs/ (and the READMEs of results/ and datasets/) link to each
 * other by relative paths and heading anchors; a moved section or a renamed heading breaks them
 * silently on GitHub. Resolves every relative link and image against the repository and every
 * anchor against the target's headings, as GitHub names them.
 */
class MarkdownLinksTest {

  private static final Parser PARSER =
      Parser.builder()
          .extensions(java.util.Collections.singletonList(TablesExtension.create()))
          .build();

  @Test
  void everyRelativeLinkAndAnchorResolves() throws IOException {
    List<String> broken = new ArrayList<String>();
    List<Path> pages = pages();
    assertTrue(pages.size() > 10, "found the Markdown pages: " + pages);
    Map<Path, Set<String>> anchors = new HashMap<Path, Set<String>>();
    for (Path page : pages) {
      for (String target : links(parse(page))) {
        String problem = problem(page, target, anchors);
        if (problem != null) {
          broken.add(page + ": " + target + ": " + problem);
        }
      }
    }
    assertEquals("", String.join("\n", broken));
  }

  @Test
  void theReadmeStaysAFrontPage() throws IOException {
    List<String> lines = Files.readAllLines(Paths.get("README.md"), StandardCharsets.UTF_8);
    assertTrue(
        lines.size() <= 120, "README.md has " + lines.size() + " lines: move details into docs/");
  }

  @Test
  void anchorsAreNamedAsGitHubNamesThem() {
    assertEquals("end-to-end-on-spark-spark", slug("End to end on Spark (`spark`)"));
    assertEquals("where-the-cpu-goes---profile-cpu", slug("Where the CPU goes (`--profile-cpu`)"));
    assertEquals(
        "keys-and-files-convert-inspect-and-parquets-key-tools",
        slug("Keys and files: `convert`, `inspect` and parquet's key tools"));
    assertEquals("a--b", slug("A — B"));
  }

  @Test
  void theCheckerFindsABrokenLinkAndAMissingAnchor() throws IOException {
    Path dir = Files.createTempDirectory("md-links");
    Path page = dir.resolve("a.md");
    Files.write(
        page,
        "# Title\n\n## Some part\n\n[ok](#some-part) [no](#other) [gone](missing.md)\n"
            .getBytes(StandardCharsets.UTF_8));
    Map<Path, Set<String>> anchors = new HashMap<Path, Set<String>>();
    List<String> problems = new ArrayList<String>();
    for (String target : links(parse(page))) {
      problems.add(target + " " + problem(page, target, anchors));
    }
    assertEquals(
        "[#some-part null, #other no heading 'other' in a.md, missing.md no such file]",
        problems.toString());
  }

  private static List<Path> pages() throws IOException {
    List<Path> pages = new ArrayList<Path>();
    pages.add(Paths.get("README.md"));
    pages.add(Paths.get("CONTRIBUTING.md"));
    try (Stream<Path> docs = Files.list(Paths.get("docs"))) {
      pages.addAll(
          docs.filter(p -> p.toString().endsWith(".md")).sorted().collect(Collectors.toList()));
    }
    for (String root : new String[] {"results", "datasets"}) {
      try (Stream<Path> all = Files.walk(Paths.get(root))) {
        pages.addAll(
            all.filter(p -> p.getFileName().toString().equals("README.md"))
                .filter(p -> !p.startsWith(Paths.get("results", "runs")))
                .sorted()
                .collect(Collectors.toList()));
      }
    }
    return pages;
  }

  private static Node parse(Path page) throws IOException {
    return PARSER.parse(new String(Files.readAllBytes(page), StandardCharsets.UTF_8));
  }

  private static List<String> links(Node document) {
    final List<String> targets = new ArrayList<String>();
    document.accept(
        new AbstractVisitor() {
          @Override
          public void visit(Link link) {
            targets.add(link.getDestination());
            visitChildren(link);
          }

          @Override
          public void visit(Image image) {
            targets.add(image.getDestination());
          }
        });
    return targets;
  }

  /** Null when the target resolves; else what is wrong. External links are not fetched. */
  private static String problem(Path page, String target, Map<Path, Set<String>> anchors)
      throws IOException {
    if (target.matches("^[a-zA-Z][a-zA-Z0-9+.-]*:.*")) {
      return null;
    }
    int hash = target.indexOf('#');
    String path = hash < 0 ? target : target.substring(0, hash);
    Path file = path.isEmpty() ? page : page.toAbsolutePath().getParent().resolve(path).normalize();
    if (!Files.exists(file)) {
      return "no such file";
    }
    if (hash < 0 || !file.toString().endsWith(".md")) {
      return null;
    }
    String anchor = target.substring(hash + 1);
    Path key = file.toAbsolutePath().normalize();
    if (!anchors.containsKey(key)) {
      anchors.put(key, headingAnchors(parse(file)));
    }
    return anchors.get(key).contains(anchor)
        ? null
        : "no heading '" + anchor + "' in " + file.getFileName();
  }

  private static Set<String> headingAnchors(Node document) {
    final Set<String> anchors = new HashSet<String>();
    final Map<String, Integer> seen = new HashMap<String, Integer>();
    document.accept(
        new AbstractVisitor() {
          @Override
          public void visit(Heading heading) {
            String s = slug(text(heading));
            Integer n = seen.get(s);
            anchors.add(
                n == null ? s : s + "-" + n); // GitHub numbers repeated headings -1, -2, ...
            seen.put(s, n == null ? 1 : n + 1);
          }
        });
    return anchors;
  }

  private static String text(Node node) {
    final StringBuilder s = new StringBuilder();
    node.accept(
        new AbstractVisitor() {
          @Override
          public void visit(Text text) {
            s.append(text.getLiteral());
          }

          @Override
          public void visit(Code code) {
            s.append(code.getLiteral());
          }
        });
    return s.toString();
  }

  /**
   * GitHub's heading anchor: lower case, only letters, digits, '-', '_' and spaces kept, spaces as
   * '-'.
   */
  static String slug(String heading) {
    return heading
        .trim()
        .toLowerCase(Locale.ROOT)
        .replaceAll("[^\\p{L}\\p{N}\\- _]", "")
        .replace(' ', '-');
  }
}
