package org.pmebench.publish;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.pmebench.history.ChangePointsMarkdown;
import org.pmebench.util.AtomicFiles;

/**
 * The published numbers: a manifest (in the repository) names, for each, the committed summary, the
 * row and the field it comes from, and the blocks of the README and docs that quote them, as answer
 * templates. Rendering puts every number and its label in from its row; a block in a page is the
 * rendering between its two markers, so that a hand edit, a changed run or a wrong label shows as a
 * difference ({@link #differences}).
 */
public final class Publication {
  private static final ObjectMapper JSON = new ObjectMapper();

  private final Path root;
  private final String manifestName;
  private final JsonNode manifest;
  private final Map<String, PublishedNumber> numbers = new LinkedHashMap<String, PublishedNumber>();

  private Publication(Path root, String manifestName, JsonNode manifest) {
    this.root = root;
    this.manifestName = manifestName;
    this.manifest = manifest;
  }

  /** Reads the manifest at {@code root}/{@code manifest} and resolves every number in it. */
  public static Publication read(Path root, String manifest) throws IOException {
    JsonNode json;
    try {
      json = JSON.readTree(Files.readAllBytes(root.resolve(manifest)));
    } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
      throw new PublishException(manifest + ": not readable JSON: " + e.getOriginalMessage());
    }
    Publication p = new Publication(root, manifest, json);
    Vocabulary words = new Vocabulary(json.path("vocabulary"));
    for (Iterator<Map.Entry<String, JsonNode>> it = json.path("numbers").fields(); it.hasNext(); ) {
      Map.Entry<String, JsonNode> e = it.next();
      p.numbers.put(e.getKey(), PublishedNumber.of(e.getKey(), e.getValue(), root, words));
    }
    return p;
  }

  /** Each page with its blocks rendered in, page path to its new text. */
  public Map<String, String> render() throws IOException {
    Map<String, String> pages = new LinkedHashMap<String, String>();
    for (JsonNode block : manifest.path("blocks")) {
      String file = block.path("file").asText();
      String text =
          pages.containsKey(file)
              ? pages.get(file)
              : new String(Files.readAllBytes(root.resolve(file)), StandardCharsets.UTF_8);
      pages.put(file, replace(file, text, block.path("name").asText(), renderBlock(block)));
    }
    return pages;
  }

  /** The pages whose text differs from its rendering, each with its first differing line. */
  public List<String> differences() throws IOException {
    List<String> out = new ArrayList<String>();
    for (Map.Entry<String, String> page : render().entrySet()) {
      String now =
          new String(Files.readAllBytes(root.resolve(page.getKey())), StandardCharsets.UTF_8);
      if (!now.equals(page.getValue())) {
        String[] a = now.split("\n", -1);
        String[] b = page.getValue().split("\n", -1);
        int i = 0;
        while (i < a.length && i < b.length && a[i].equals(b[i])) {
          i++;
        }
        out.add(
            page.getKey()
                + ":"
                + (i + 1)
                + ": is \""
                + (i < a.length ? a[i] : "")
                + "\"; the manifest renders \""
                + (i < b.length ? b[i] : "")
                + "\"");
      }
    }
    return out;
  }

  /** Writes every page whose blocks changed; returns those pages. */
  public List<String> write() throws IOException {
    List<String> written = new ArrayList<String>();
    for (Map.Entry<String, String> page : render().entrySet()) {
      Path file = root.resolve(page.getKey());
      if (!new String(Files.readAllBytes(file), StandardCharsets.UTF_8).equals(page.getValue())) {
        AtomicFiles.writeString(file, page.getValue());
        written.add(page.getKey());
      }
    }
    return written;
  }

  public int numberCount() {
    return numbers.size();
  }

  private String renderBlock(JsonNode block) throws IOException {
    StringBuilder out = new StringBuilder();
    String name = block.path("name").asText();
    if (block.has("history")) {
      return changePoints(name, block.path("history").asText(), block.path("causes"));
    }
    if (block.has("attribution")) {
      return attribution(name, block.path("attribution").asText());
    }
    if (block.has("attributions")) {
      return attributions(name, block.path("attributions"));
    }
    if (block.has("profileSplit")) {
      return profileSplit(name, block.path("profileSplit").asText());
    }
    if (block.has("census")) {
      return census(name, block.path("census").asText());
    }
    if (block.has("coverage")) {
      return coverage(name, block.path("coverage"));
    }
    if (block.has("table")) {
      List<String> head = new ArrayList<String>();
      for (JsonNode h : block.path("table")) {
        head.add(h.asText());
      }
      out.append("| ").append(String.join(" | ", head)).append(" |\n|");
      for (int i = 0; i < head.size(); i++) {
        out.append("---|");
      }
      out.append('\n');
      for (JsonNode row : block.path("rows")) {
        String question = row.path("question").asText();
        out.append("| ")
            .append(question)
            .append(" | ")
            .append(
                AnswerTemplate.render(
                    name + " \"" + question + "\"", row.path("answer").asText(), numbers))
            .append(" |\n");
      }
    } else {
      int i = 0;
      for (JsonNode line : block.path("lines")) {
        out.append(AnswerTemplate.render(name + " line " + ++i, line.asText(), numbers))
            .append('\n');
      }
    }
    return out.toString();
  }

  /**
   * The change points of a committed {@code history.json}, each pair of runs with the cause the
   * manifest gives it.
   */
  private String changePoints(String name, String file, JsonNode causes) throws IOException {
    Map<String, String> said = new LinkedHashMap<String, String>();
    for (Iterator<Map.Entry<String, JsonNode>> it = causes.fields(); it.hasNext(); ) {
      Map.Entry<String, JsonNode> e = it.next();
      said.put(e.getKey(), e.getValue().asText());
    }
    try {
      return ChangePointsMarkdown.of(JSON.readTree(Files.readAllBytes(root.resolve(file))), said);
    } catch (IllegalArgumentException e) {
      throw new PublishException(name + ": " + file + ": " + e.getMessage());
    }
  }

  /** A committed native profile's attribution (scripts/native-profile-groups.py) as its table. */
  private String attribution(String name, String file) throws IOException {
    try {
      return AttributionTable.of(JSON.readTree(Files.readAllBytes(root.resolve(file))));
    } catch (IllegalArgumentException e) {
      throw new PublishException(name + ": " + file + ": " + e.getMessage());
    }
  }

  /**
   * The share of a read's extra CPU without the profiler that named groups of a profile account
   * for: {"profile": file, "unprofiled": file, "parts": [group, ...]}.
   */
  private String coverage(String name, JsonNode spec) throws IOException {
    List<String> parts = new ArrayList<String>();
    for (JsonNode part : spec.path("parts")) {
      parts.add(part.asText());
    }
    try {
      return AttributionTable.coverage(
          JSON.readTree(Files.readAllBytes(root.resolve(spec.path("profile").asText()))),
          JSON.readTree(Files.readAllBytes(root.resolve(spec.path("unprofiled").asText()))),
          parts);
    } catch (IllegalArgumentException e) {
      throw new PublishException(name + ": " + e.getMessage());
    }
  }

  /** A committed profile split (scripts/profile-diff.py --json) as its table. */
  private String profileSplit(String name, String file) throws IOException {
    try {
      return ProfileSplitTable.of(JSON.readTree(Files.readAllBytes(root.resolve(file))));
    } catch (IllegalArgumentException e) {
      throw new PublishException(name + ": " + file + ": " + e.getMessage());
    }
  }

  /** A committed copy census (scripts/copy-census-summary.py --json) as its table. */
  private String census(String name, String file) throws IOException {
    try {
      return CopyCensusTable.of(JSON.readTree(Files.readAllBytes(root.resolve(file))));
    } catch (IllegalArgumentException e) {
      throw new PublishException(name + ": " + file + ": " + e.getMessage());
    }
  }

  /** Committed attributions side by side, a row per label: {"label": "file", ...}. */
  private String attributions(String name, JsonNode files) throws IOException {
    List<String> labels = new ArrayList<String>();
    List<JsonNode> jsons = new ArrayList<JsonNode>();
    for (Iterator<Map.Entry<String, JsonNode>> it = files.fields(); it.hasNext(); ) {
      Map.Entry<String, JsonNode> e = it.next();
      labels.add(e.getKey());
      jsons.add(JSON.readTree(Files.readAllBytes(root.resolve(e.getValue().asText()))));
    }
    try {
      return AttributionTable.compare(labels, jsons);
    } catch (IllegalArgumentException e) {
      throw new PublishException(name + ": " + e.getMessage());
    }
  }

  private String replace(String file, String text, String name, String rendered) {
    String begin = "<!-- published:" + name + " ";
    String end = "<!-- /published:" + name + " -->";
    int b = text.indexOf(begin);
    int e = text.indexOf(end);
    if (b < 0 || e < b) {
      throw new PublishException(
          file + " has no block \"" + name + "\" (" + begin.trim() + " ... --> and " + end + ")");
    }
    String marker =
        begin
            + "rendered by ./pmebench publish from "
            + manifestName
            + ": edit it there, not here -->\n";
    return text.substring(0, b) + marker + rendered + text.substring(e);
  }
}
