package org.pmebench.workload;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import java.util.UUID;
import org.apache.parquet.example.data.Group;
import org.apache.parquet.example.data.simple.SimpleGroupFactory;
import org.apache.parquet.io.api.Binary;
import org.apache.parquet.schema.MessageType;
import org.apache.parquet.schema.MessageTypeParser;

/**
 * The 8-column rows of parquet-java's DataGenerator: a random UUID string, the row index, and six
 * constant columns (a 1 KiB fixed-length array of '*' among them). UUIDs come from a seeded random
 * generator, so the same seed always gives the same file.
 */
public final class StandardRows {
  public static final int FIXED_LENGTH = 1024;
  public static final MessageType SCHEMA =
      MessageTypeParser.parseMessageType(
          "message test { "
              + "required binary binary_field; "
              + "required int32 int32_field; "
              + "required int64 int64_field; "
              + "required boolean boolean_field; "
              + "required float float_field; "
              + "required double double_field; "
              + "required fixed_len_byte_array("
              + FIXED_LENGTH
              + ") flba_field; "
              + "required int96 int96_field; "
              + "}");

  private StandardRows() {}

  /**
   * Builds {@code count} rows up front, so that writing them measures Parquet and not the
   * generator.
   */
  public static List<Group> generate(int count, long seed) {
    if (count < 1) {
      throw new IllegalArgumentException("rows must be at least 1, got " + count);
    }
    SimpleGroupFactory factory = new SimpleGroupFactory(SCHEMA);
    Random random = new Random(seed);
    char[] stars = new char[FIXED_LENGTH];
    Arrays.fill(stars, '*');
    Binary fixed = Binary.fromString(new String(stars));
    Binary int96 = Binary.fromConstantByteArray(new byte[12]);
    List<Group> rows = new ArrayList<Group>(count);
    for (int i = 0; i < count; i++) {
      rows.add(
          factory
              .newGroup()
              .append("binary_field", new UUID(random.nextLong(), random.nextLong()).toString())
              .append("int32_field", i)
              .append("int64_field", 64L)
              .append("boolean_field", true)
              .append("float_field", 1.0f)
              .append("double_field", 2.0d)
              .append("flba_field", fixed)
              .append("int96_field", int96));
    }
    return rows;
  }
}
