package org.pmebench.family.peers;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import java.util.Arrays;
import java.util.Collections;
import java.util.HashSet;
import java.util.List;
import org.apache.parquet.example.data.Group;
import org.apache.parquet.example.data.simple.SimpleGroupFactory;
import org.apache.parquet.io.api.Binary;
import org.apache.parquet.schema.Type;
import org.junit.jupiter.api.Test;
import org.pmebench.workload.StandardRows;

class RecordDigestTest {
  @Test
  void theSameValuesGiveTheSameDigestAndOneChangedValueAnother() {
    String a = digest(StandardRows.generate(50, 42));
    assertEquals(a, digest(StandardRows.generate(50, 42)));
    List<Group> changed = StandardRows.generate(50, 42);
    changed.set(17, copy(changed.get(17), "int64_field", Binary.EMPTY, 65L));
    assertNotEquals(a, digest(changed));
  }

  @Test
  void anIgnoredColumnDoesNotCount() {
    List<Group> changed = StandardRows.generate(50, 42);
    byte[] epoch = {0, 0, 0, 0, 0, 0, 0, 0, -116, 61, 37, 0};
    changed.set(3, copy(changed.get(3), "int96_field", Binary.fromConstantByteArray(epoch), 0L));
    assertNotEquals(digest(StandardRows.generate(50, 42)), digest(changed));
    assertEquals(
        digest(StandardRows.generate(50, 42), "int96_field"), digest(changed, "int96_field"));
  }

  private static String digest(List<Group> rows, String... ignored) {
    RecordDigest d =
        new RecordDigest(
            ignored.length == 0
                ? Collections.<String>emptySet()
                : new HashSet<String>(Arrays.asList(ignored)));
    for (Group g : rows) {
      d.add(g);
    }
    return d.hex();
  }

  /**
   * {@code g} with {@code field} replaced: by {@code binary} for INT96, by {@code number} for
   * INT64.
   */
  private static Group copy(Group g, String field, Binary binary, long number) {
    Group c = new SimpleGroupFactory(StandardRows.SCHEMA).newGroup();
    for (Type t : StandardRows.SCHEMA.getFields()) {
      String n = t.getName();
      boolean replace = n.equals(field);
      switch (t.asPrimitiveType().getPrimitiveTypeName()) {
        case INT32:
          c.add(n, g.getInteger(n, 0));
          break;
        case INT64:
          c.add(n, replace ? number : g.getLong(n, 0));
          break;
        case BOOLEAN:
          c.add(n, g.getBoolean(n, 0));
          break;
        case FLOAT:
          c.add(n, g.getFloat(n, 0));
          break;
        case DOUBLE:
          c.add(n, g.getDouble(n, 0));
          break;
        case INT96:
          c.add(n, replace ? binary : g.getInt96(n, 0));
          break;
        default:
          c.add(n, g.getBinary(n, 0));
      }
    }
    return c;
  }
}
