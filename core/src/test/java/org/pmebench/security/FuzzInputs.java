package org.pmebench.security;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URISyntaxException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;

/**
 * The fuzz tests' seeds (made once per test JVM) and inputs: an input is a seed's index and up to
 * four {@link Mutation}s ({@link #decode}); {@link #encode} writes one by hand, {@link #saved}
 * lists those kept in {@code PmeReadFuzzTestInputs/readMutant/}.
 */
public final class FuzzInputs {
  private static List<SeedFile> seeds;

  private FuzzInputs() {}

  /**
   * The suite's seeds, then parquet-testing's, in {@link FuzzSeeds#all} order: inputs name them by
   * index.
   */
  public static synchronized List<SeedFile> seeds() {
    if (seeds == null) {
      try {
        seeds = FuzzSeeds.all(resource("parquet-testing"));
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
    }
    return seeds;
  }

  static Path resource(String name) {
    try {
      return Paths.get(FuzzInputs.class.getResource(name).toURI());
    } catch (URISyntaxException e) {
      throw new IllegalStateException(e);
    }
  }

  /** The saved inputs, by file name order. */
  public static List<Path> saved() {
    List<Path> inputs = new ArrayList<Path>();
    try (DirectoryStream<Path> dir =
        Files.newDirectoryStream(resource("PmeReadFuzzTestInputs/readMutant"))) {
      for (Path p : dir) {
        inputs.add(p);
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    Collections.sort(inputs);
    return inputs;
  }

  public static SeedFile seed(byte[] input) {
    return seeds().get(Math.floorMod(input.length == 0 ? 0 : input[0], seeds().size()));
  }

  /** The file {@code input} makes. */
  public static byte[] mutant(byte[] input) {
    return Mutation.apply(seed(input).bytes, decode(input, seed(input)));
  }

  /**
   * Byte 0: the seed (modulo their number); then up to four groups of 9 bytes: the kind (modulo 5;
   * 4 is an int32 written at one of the seed's length fields, the offset choosing which), a
   * little-endian offset and value.
   */
  public static List<Mutation> decode(byte[] input, SeedFile seed) {
    List<Mutation> changes = new ArrayList<Mutation>();
    for (int at = 1; at + 9 <= input.length && changes.size() < 4; at += 9) {
      int kind = Math.floorMod(input[at], 5);
      int offset = littleEndian(input, at + 1);
      int value = littleEndian(input, at + 5);
      if (kind == 4) {
        changes.add(
            new Mutation(
                Mutation.Kind.SET_INT32,
                seed.lengthOffsets.get(Math.floorMod(offset, seed.lengthOffsets.size())),
                value));
      } else {
        changes.add(new Mutation(Mutation.Kind.values()[kind], offset, value));
      }
    }
    return changes;
  }

  /**
   * The inverse of {@link #decode}: each change is {kind, offset, value}; kind 4 aims at length
   * field {@code offset}.
   */
  public static byte[] encode(int seed, int[]... changes) {
    byte[] out = new byte[1 + 9 * changes.length];
    out[0] = (byte) seed;
    for (int i = 0; i < changes.length; i++) {
      out[1 + 9 * i] = (byte) changes[i][0];
      for (int b = 0; b < 4; b++) {
        out[2 + 9 * i + b] = (byte) (changes[i][1] >>> (8 * b));
        out[6 + 9 * i + b] = (byte) (changes[i][2] >>> (8 * b));
      }
    }
    return out;
  }

  private static int littleEndian(byte[] b, int at) {
    return (b[at] & 0xff)
        | (b[at + 1] & 0xff) << 8
        | (b[at + 2] & 0xff) << 16
        | (b[at + 3] & 0xff) << 24;
  }

  /** pmebench inspect's key options for a seed's files. */
  public static List<String> inspectKeys(SeedFile seed) {
    if (seed.keys == SeedFile.Keys.KMS) {
      return Arrays.asList("--key-list", FuzzKeys.KEY_LIST);
    }
    List<String> args = new ArrayList<String>(Arrays.asList("--footer-key", hex(FuzzKeys.FOOTER)));
    if (seed.name.startsWith("suite-") && !seed.uniform) {
      args.addAll(
          Arrays.asList(
              "--column-key",
              "id=" + hex(FuzzKeys.COLUMN_1),
              "--column-key",
              "score=" + hex(FuzzKeys.COLUMN_2)));
    } else if (!seed.uniform) {
      args.addAll(
          Arrays.asList(
              "--column-key",
              "double_field=" + hex(FuzzKeys.COLUMN_1),
              "--column-key",
              "float_field=" + hex(FuzzKeys.COLUMN_2)));
    }
    return args;
  }

  private static String hex(byte[] key) {
    StringBuilder s = new StringBuilder();
    for (byte b : key) {
      s.append(String.format("%02x", b & 0xff));
    }
    return s.toString();
  }
}
