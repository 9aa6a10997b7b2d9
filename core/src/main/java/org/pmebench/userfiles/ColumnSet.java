package org.pmebench.userfiles;

import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import org.apache.parquet.hadoop.metadata.ColumnPath;
import org.apache.parquet.schema.GroupType;
import org.apache.parquet.schema.MessageType;
import org.apache.parquet.schema.Type;

/**
 * A set of a file's columns as the user names it: {@code all}, or dotted paths joined with ','
 * ({@code ssn,card_number}, {@code address.zip} for a nested column). A path may name a group: it
 * stands for every leaf column under it, which is what PME encrypts (it keys leaf columns only).
 */
public final class ColumnSet {
  public static final String ALL = "all";
  private static final String PARAM_SEPARATOR = "+";

  /** As given, trimmed: "all" or the names joined with ','. */
  public final String text;

  private final List<String> names;

  private ColumnSet(String text, List<String> names) {
    this.text = text;
    this.names = names;
  }

  /** Parses "all" or "a,b.c"; refuses an empty set, an empty name or a name given twice. */
  public static ColumnSet parse(String text) {
    String trimmed = text == null ? "" : text.trim();
    if (ALL.equals(trimmed)) {
      return new ColumnSet(ALL, Collections.<String>emptyList());
    }
    if (trimmed.isEmpty()) {
      throw new IllegalArgumentException(
          "an empty column set; name columns joined with ',' or give all");
    }
    Set<String> names = new LinkedHashSet<String>();
    for (String name : trimmed.split(",", -1)) {
      String n = name.trim();
      if (n.isEmpty()) {
        throw new IllegalArgumentException("column set '" + trimmed + "' has an empty name");
      }
      if (!names.add(n)) {
        throw new IllegalArgumentException("column set '" + trimmed + "' names " + n + " twice");
      }
    }
    return new ColumnSet(String.join(",", names), new ArrayList<String>(names));
  }

  /**
   * The set as a JMH parameter value: "all" or the names joined with '+' (JMH's command line splits
   * at ',').
   */
  public String param() {
    return isAll() ? ALL : String.join(PARAM_SEPARATOR, names);
  }

  /** The set of a {@link #param()} value. */
  public static ColumnSet ofParam(String value) {
    return parse(ALL.equals(value) ? ALL : value.replace(PARAM_SEPARATOR, ","));
  }

  public boolean isAll() {
    return names.isEmpty();
  }

  /**
   * The leaf columns of {@code schema} the set names, in the schema's order; an unknown name fails
   * with the file's columns listed.
   */
  public List<ColumnPath> leaves(MessageType schema) {
    List<ColumnPath> all = new ArrayList<ColumnPath>();
    for (String[] path : schema.getPaths()) {
      all.add(ColumnPath.get(path));
    }
    if (isAll()) {
      return all;
    }
    Set<ColumnPath> chosen = new LinkedHashSet<ColumnPath>();
    for (String name : names) {
      List<ColumnPath> under = under(all, name);
      if (under.isEmpty()) {
        throw new IllegalArgumentException("no column '" + name + "'; its columns: " + dotted(all));
      }
      chosen.addAll(under);
    }
    List<ColumnPath> ordered = new ArrayList<ColumnPath>(all);
    ordered.retainAll(chosen);
    return ordered;
  }

  /**
   * The dotted leaves of {@code schema} the set names, leaving out the names it does not have: a
   * set over several tables, each encrypting the columns it has.
   */
  public List<String> dottedLeavesPresent(MessageType schema) {
    List<String> dotted = new ArrayList<String>();
    for (String[] path : schema.getPaths()) {
      String leaf = ColumnPath.get(path).toDotString();
      if (isAll()) {
        dotted.add(leaf);
        continue;
      }
      for (String name : names) {
        if (leaf.equals(name) || leaf.startsWith(name + ".")) {
          dotted.add(leaf);
          break;
        }
      }
    }
    return dotted;
  }

  /** The names none of {@code schemas} has, in the set's order (none for {@code all}). */
  public List<String> unknownIn(Collection<MessageType> schemas) {
    List<String> unknown = new ArrayList<String>();
    for (String name : names) {
      boolean found = false;
      for (MessageType schema : schemas) {
        found |= !parse(name).dottedLeavesPresent(schema).isEmpty();
      }
      if (!found) {
        unknown.add(name);
      }
    }
    return unknown;
  }

  /** The same as dotted strings. */
  public Set<String> dottedLeaves(MessageType schema) {
    Set<String> dotted = new LinkedHashSet<String>();
    for (ColumnPath p : leaves(schema)) {
      dotted.add(p.toDotString());
    }
    return dotted;
  }

  /**
   * The schema with only the set's leaves (all of it for {@code all}): what a reader of these
   * columns asks for.
   */
  public MessageType projection(MessageType schema) {
    if (isAll()) {
      return schema;
    }
    Set<String> keep = dottedLeaves(schema);
    return new MessageType(schema.getName(), kept(schema, "", keep));
  }

  private static List<Type> kept(GroupType group, String prefix, Set<String> keep) {
    List<Type> fields = new ArrayList<Type>();
    for (Type field : group.getFields()) {
      String path = prefix + field.getName();
      if (field.isPrimitive()) {
        if (keep.contains(path)) {
          fields.add(field);
        }
        continue;
      }
      List<Type> inner = kept(field.asGroupType(), path + ".", keep);
      if (!inner.isEmpty()) {
        fields.add(field.asGroupType().withNewFields(inner));
      }
    }
    return fields;
  }

  private static List<ColumnPath> under(List<ColumnPath> all, String name) {
    List<ColumnPath> found = new ArrayList<ColumnPath>();
    for (ColumnPath p : all) {
      String dotted = p.toDotString();
      if (dotted.equals(name) || dotted.startsWith(name + ".")) {
        found.add(p);
      }
    }
    return found;
  }

  private static String dotted(List<ColumnPath> paths) {
    List<String> names = new ArrayList<String>();
    for (ColumnPath p : paths) {
      names.add(p.toDotString());
    }
    return names.size() <= 40
        ? String.join(", ", names)
        : String.join(", ", names.subList(0, 40)) + " and " + (names.size() - 40) + " more";
  }

  /** Several sets, each parsed, none twice. */
  public static List<ColumnSet> parseAll(List<String> texts) {
    List<ColumnSet> sets = new ArrayList<ColumnSet>();
    Set<String> seen = new LinkedHashSet<String>();
    for (String t : texts) {
      ColumnSet s = parse(t);
      if (!seen.add(s.text)) {
        throw new IllegalArgumentException("column set '" + s.text + "' given twice");
      }
      sets.add(s);
    }
    return sets;
  }

  @Override
  public String toString() {
    return text;
  }
}
