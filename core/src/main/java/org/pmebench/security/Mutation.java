package org.pmebench.security;

import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Random;

/**
 * One change to a file's bytes: a flipped bit, a byte set, a little-endian int32 overwritten (PME's
 * module lengths and the footer length are such fields), or the file cut short. The fuzz test
 * builds them from Jazzer's input, the campaign from a seeded Random; both apply them to a seed
 * file.
 */
public final class Mutation {
  /** What the change does. */
  public enum Kind {
    FLIP_BIT,
    SET_BYTE,
    SET_INT32,
    TRUNCATE
  }

  /** Lengths an attacker would try: empty, tiny, negative, huge, just past the file. */
  public static final int[] LENGTHS = {
    0, 1, 15, 16, 28, -1, Integer.MIN_VALUE, Integer.MAX_VALUE, 0x7ffffff0, 1 << 24, 1 << 30
  };

  public final Kind kind;

  /** Where; a TRUNCATE keeps this many bytes. Taken modulo the file's length when applied. */
  public final int offset;

  /** The bit (FLIP_BIT), byte (SET_BYTE) or int32 (SET_INT32) written. */
  public final int value;

  public Mutation(Kind kind, int offset, int value) {
    this.kind = kind;
    this.offset = offset;
    this.value = value;
  }

  /** A copy of {@code file} with the changes made in order. */
  public static byte[] apply(byte[] file, List<Mutation> changes) {
    byte[] out = file.clone();
    for (Mutation m : changes) {
      out = m.apply(out);
    }
    return out;
  }

  byte[] apply(byte[] file) {
    if (file.length == 0) {
      return file;
    }
    int at = Math.floorMod(offset, file.length);
    byte[] out = file.clone();
    switch (kind) {
      case FLIP_BIT:
        out[at] ^= (byte) (1 << Math.floorMod(value, 8));
        return out;
      case SET_BYTE:
        out[at] = (byte) value;
        return out;
      case SET_INT32:
        for (int i = 0; i < 4 && at + i < out.length; i++) {
          out[at + i] = (byte) (value >>> (8 * i));
        }
        return out;
      default:
        return Arrays.copyOf(file, at);
    }
  }

  /**
   * A random change: a third of them overwrite one of the seed's length fields ({@code
   * lengthOffsets}) with an attacker's length; the rest flip a bit, set a byte or cut the file
   * anywhere.
   */
  public static Mutation random(Random random, int fileLength, List<Integer> lengthOffsets) {
    int pick = random.nextInt(9);
    if (pick < 3 && !lengthOffsets.isEmpty()) {
      int value = random.nextBoolean() ? LENGTHS[random.nextInt(LENGTHS.length)] : random.nextInt();
      return new Mutation(
          Kind.SET_INT32, lengthOffsets.get(random.nextInt(lengthOffsets.size())), value);
    }
    int at = random.nextInt(fileLength);
    switch (pick % 4) {
      case 0:
        return new Mutation(Kind.SET_BYTE, at, random.nextInt(256));
      case 1:
        return new Mutation(Kind.TRUNCATE, at, 0);
      case 2:
        return new Mutation(Kind.SET_INT32, at, LENGTHS[random.nextInt(LENGTHS.length)]);
      default:
        return new Mutation(Kind.FLIP_BIT, at, random.nextInt(8));
    }
  }

  @Override
  public String toString() {
    switch (kind) {
      case FLIP_BIT:
        return String.format(
            Locale.ROOT, "flip bit %d of byte %d", Math.floorMod(value, 8), offset);
      case SET_BYTE:
        return String.format(Locale.ROOT, "byte %d := 0x%02x", offset, value & 0xff);
      case SET_INT32:
        return String.format(Locale.ROOT, "int32 at %d := %d", offset, value);
      default:
        return "truncate to " + offset + " bytes";
    }
  }
}
