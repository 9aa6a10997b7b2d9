package org.pmebench.publish;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * One answer's text with its numbers put in. Placeholders: {@code {n}} a number in bold with its
 * interval; {@code {n.facet}} one thing its row says (mode, workload, clock...); {@code
 * {about:a,b}} what the numbers a, b share, in one parenthesis; {@code {span:a,b}} the range of
 * their values; {@code {cmp:a,b}} "above", "below" or "not told apart from", from their intervals;
 * {@code {times:a,b}} a's value over b's.
 *
 * <p>What a number is can only come from its row: the text around the placeholders may hold no
 * measurement, sign, count of replicates, clock, JVM, machine or comparison word; every number must
 * be described by an {@code about}; a facet on which an {@code about}'s numbers differ must be said
 * of each of them. An answer runs to {@link #MAX_WORDS} words at most.
 */
final class AnswerTemplate {
  static final int MAX_WORDS = 35;
  private static final Pattern PLACEHOLDER = Pattern.compile("\\{([a-z]+:)?([A-Za-z0-9_,.-]+)\\}");
  private static final Pattern LINK = Pattern.compile("\\[[^\\]]*\\]\\([^)]*\\)");

  /**
   * Typed numbers and labels: measurements with a unit, signed numbers, and the words a row's
   * facets say.
   */
  private static final Pattern TYPED =
      Pattern.compile(
          "([+−±]?\\d+(\\.\\d+)?\\s*(%|GB/s|MB/s|µs|ms|ns|×))|([+−±]\\d)"
              + "|\\b(CPU|wall|clock|forks?|runs?|applications?|processes|steady|AMD|Intel|EPYC|Xeon|neighbours"
              + "|encrypt|decrypt|quiet|busy|cheaper|twice|same|GCM|CTR|SunJCE|ACCP|Conscrypt|BCFIPS)\\b"
              + "|AES_|\\b[RW]\\d\\b|\\b(Java|JDK)\\s*\\d",
          Pattern.CASE_INSENSITIVE);

  private AnswerTemplate() {}

  static String render(String where, String template, Map<String, PublishedNumber> numbers) {
    checkFreeText(where, template);
    Set<String> valued = new LinkedHashSet<String>();
    Set<String> alone = new LinkedHashSet<String>();
    Set<String> described = new LinkedHashSet<String>();
    List<String[]> perNumberFacets = new ArrayList<String[]>();
    Matcher m = PLACEHOLDER.matcher(template);
    while (m.find()) {
      String kind = m.group(1);
      String body = m.group(2);
      if (kind == null && body.contains(".")) {
        perNumberFacets.add(body.split("\\.", 2));
      } else if (kind == null) {
        valued.add(body);
        alone.add(body);
      } else if ("about:".equals(kind)) {
        described.addAll(Arrays.asList(body.split(",")));
      } else {
        valued.addAll(Arrays.asList(body.split(",")));
        if (!"span:".equals(kind)) {
          alone.addAll(Arrays.asList(body.split(",")));
        }
      }
    }
    for (String n : valued) {
      number(where, n, numbers);
      if (!described.contains(n)) {
        throw new PublishException(
            where + ": {" + n + "} is given without saying what it is: add it to an {about:...}");
      }
    }
    StringBuffer out = new StringBuffer();
    m = PLACEHOLDER.matcher(template);
    while (m.find()) {
      m.appendReplacement(
          out,
          Matcher.quoteReplacement(
              expand(where, m.group(1), m.group(2), numbers, perNumberFacets, alone)));
    }
    m.appendTail(out);
    String text = out.toString();
    int words = LINK.matcher(text).replaceAll("link").trim().split("\\s+").length;
    if (words > MAX_WORDS) {
      throw new PublishException(
          where
              + ": "
              + words
              + " words; an answer is one line of at most "
              + MAX_WORDS
              + " (the rest belongs on the page it links)");
    }
    return text;
  }

  private static void checkFreeText(String where, String template) {
    String free = PLACEHOLDER.matcher(LINK.matcher(template).replaceAll(" ")).replaceAll(" ");
    Matcher typed = TYPED.matcher(free);
    if (typed.find()) {
      throw new PublishException(
          where
              + ": \""
              + typed.group()
              + "\" is typed; a number, and what it is, comes "
              + "from its row through a placeholder");
    }
  }

  private static String expand(
      String where,
      String kind,
      String body,
      Map<String, PublishedNumber> numbers,
      List<String[]> perNumberFacets,
      Set<String> alone) {
    if (kind == null && body.contains(".")) {
      String[] nf = body.split("\\.", 2);
      String facet = number(where, nf[0], numbers).facets.get(nf[1]);
      if (facet == null) {
        throw new PublishException(where + ": " + nf[0] + "'s row says nothing of its " + nf[1]);
      }
      return facet;
    }
    if (kind == null) {
      return number(where, body, numbers).render();
    }
    List<PublishedNumber> list = new ArrayList<PublishedNumber>();
    for (String n : body.split(",")) {
      list.add(number(where, n, numbers));
    }
    switch (kind) {
      case "about:":
        return "(" + about(where, list, perNumberFacets, alone) + ")";
      case "span:":
        return span(where, list);
      case "cmp:":
        return compare(where, list);
      case "times:":
        return times(where, list);
      default:
        throw new PublishException(where + ": unknown placeholder {" + kind + body + "}");
    }
  }

  /**
   * The facets all of {@code list} share, in label order; one they differ on must be said of each,
   * unless the numbers are only given as a {@code span} (a range over them), when the label lists
   * its values.
   */
  private static String about(
      String where, List<PublishedNumber> list, List<String[]> perNumberFacets, Set<String> alone) {
    List<String> parts = new ArrayList<String>();
    for (String facet : PublishedNumber.FACETS) {
      Set<String> values = new LinkedHashSet<String>();
      for (PublishedNumber n : list) {
        values.add(String.valueOf(n.facets.get(facet)));
      }
      boolean saidOfEach = true;
      for (PublishedNumber n : list) {
        saidOfEach &= said(perNumberFacets, n.name, facet);
      }
      if (saidOfEach) {
        continue;
      }
      boolean spanOnly = true;
      for (PublishedNumber n : list) {
        spanOnly &= !alone.contains(n.name);
      }
      if (values.size() > 1 && spanOnly) {
        values.remove("null");
        parts.add(listed(values));
        continue;
      }
      if (values.size() > 1) {
        List<String> names = new ArrayList<String>();
        for (PublishedNumber n : list) {
          names.add(n.name);
        }
        throw new PublishException(
            where
                + ": "
                + String.join(", ", names)
                + " differ in "
                + facet
                + " ("
                + values
                + "): say it of each with {<number>."
                + facet
                + "}, or describe them apart");
      }
      String v = values.iterator().next();
      if (!"null".equals(v)) {
        parts.add(v);
      }
    }
    return String.join(", ", parts);
  }

  /** Values that share a first word said once: "parquet-java 1.14.4, 1.15.2". */
  private static String listed(Set<String> values) {
    String first = values.iterator().next();
    int space = first.indexOf(' ');
    String prefix = space < 0 ? null : first.substring(0, space + 1);
    for (String v : values) {
      if (prefix == null || !v.startsWith(prefix)) {
        return String.join(", ", values);
      }
    }
    List<String> rest = new ArrayList<String>();
    for (String v : values) {
      rest.add(v.substring(prefix.length()));
    }
    return prefix + String.join(", ", rest);
  }

  private static boolean said(List<String[]> perNumberFacets, String name, String facet) {
    for (String[] nf : perNumberFacets) {
      if (nf[0].equals(name) && nf[1].equals(facet)) {
        return true;
      }
    }
    return false;
  }

  private static String span(String where, List<PublishedNumber> list) {
    double lo = Double.MAX_VALUE;
    double hi = -Double.MAX_VALUE;
    for (PublishedNumber n : list) {
      sameForm(where, list.get(0), n);
      lo = Math.min(lo, n.value);
      hi = Math.max(hi, n.value);
    }
    PublishedNumber first = list.get(0);
    String a = first.format(lo);
    String b = first.format(hi);
    return "**" + (a.equals(b) ? a : a + " to " + b) + first.unit() + "**";
  }

  /**
   * "above", "below", or "not told apart from": whether the first's interval and the second's
   * overlap.
   */
  private static String compare(String where, List<PublishedNumber> list) {
    if (list.size() != 2) {
      throw new PublishException(where + ": {cmp:a,b} compares two numbers");
    }
    PublishedNumber a = list.get(0);
    PublishedNumber b = list.get(1);
    sameForm(where, a, b);
    if (Double.isNaN(a.low) || Double.isNaN(b.low)) {
      throw new PublishException(
          where + ": {cmp:" + a.name + "," + b.name + "} needs both intervals");
    }
    return a.low > b.high ? "above" : a.high < b.low ? "below" : "not told apart from";
  }

  private static String times(String where, List<PublishedNumber> list) {
    if (list.size() != 2) {
      throw new PublishException(where + ": {times:a,b} divides two numbers");
    }
    sameForm(where, list.get(0), list.get(1));
    return String.format(Locale.ROOT, "%.1f×", list.get(0).value / list.get(1).value);
  }

  private static void sameForm(String where, PublishedNumber a, PublishedNumber b) {
    if (!a.as.equals(b.as)) {
      throw new PublishException(
          where
              + ": "
              + a.name
              + " ("
              + a.as
              + ") and "
              + b.name
              + " ("
              + b.as
              + ") are not of one kind");
    }
  }

  private static PublishedNumber number(
      String where, String name, Map<String, PublishedNumber> numbers) {
    PublishedNumber n = numbers.get(name);
    if (n == null) {
      throw new PublishException(where + ": no number \"" + name + "\" in the manifest");
    }
    return n;
  }
}
