package org.pmebench.report;

import java.util.Base64;
import java.util.Collections;
import java.util.Map;
import org.commonmark.Extension;
import org.commonmark.ext.gfm.tables.TablesExtension;
import org.commonmark.node.Image;
import org.commonmark.node.Node;
import org.commonmark.parser.Parser;
import org.commonmark.renderer.html.HtmlRenderer;

/** report.md rendered to one HTML file that needs nothing else: the charts become data: URIs. */
public final class HtmlPage {
  private static final String STYLE =
      "body{font-family:sans-serif;max-width:1000px;margin:2em auto;padding:0 1em;"
          + "color:#222}table{border-collapse:collapse;font-size:0.85em;margin:1em 0}th,td{border:1px solid #ccc;"
          + "padding:0.25em 0.5em}th{background:#f3f3f3}td{text-align:right}td:first-child{text-align:left}"
          + "img{max-width:100%}code{background:#f3f3f3;padding:0 0.2em}"
          // A wide table or code block scrolls in its own box: the page never scrolls sideways.
          + "table,pre{display:block;max-width:100%;overflow-x:auto}"
          + "summary{cursor:pointer;font-weight:bold}details{margin:1em 0}";

  private HtmlPage() {}

  public static String render(String title, String markdown, Map<String, byte[]> charts) {
    java.util.List<Extension> extensions = Collections.singletonList(TablesExtension.create());
    Node document = Parser.builder().extensions(extensions).build().parse(markdown);
    HtmlRenderer renderer =
        HtmlRenderer.builder()
            .extensions(extensions)
            .attributeProviderFactory(
                context ->
                    (node, tag, attributes) -> {
                      if (node instanceof Image) {
                        String src = attributes.get("src");
                        String name = src.substring(src.lastIndexOf('/') + 1);
                        if (charts.containsKey(name)) {
                          attributes.put(
                              "src",
                              "data:image/png;base64,"
                                  + Base64.getEncoder().encodeToString(charts.get(name)));
                        }
                      }
                    })
            .build();
    return "<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\"><title>"
        + escape(title)
        + "</title><style>"
        + STYLE
        + "</style></head><body>\n"
        + renderer.render(document)
        + "</body></html>\n";
  }

  private static String escape(String text) {
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;");
  }
}
