package org.pmebench.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.pmebench.security.FuzzInputs;
import org.pmebench.security.KnownFindingsTest;
import org.pmebench.security.Mutation;
import org.pmebench.security.SeedFile;

/**
 * {@code pmebench inspect --verify} on the fuzzers' mutants: the saved inputs (the findings among
 * them) and fixed random ones of every seed. Whatever parquet-java does with them, inspect answers
 * with exit 0, 1 or 2 and at most one line on stderr, never a stack trace; a changed module length
 * is named before parquet-java would allocate it.
 */
class InspectMutantsTest extends CommandTest {
  private static final int RANDOM_MUTANTS = 40;

  @Test
  void theSavedInputsAndRandomMutantsGetOneLineNeverAStackTrace() throws IOException {
    int i = 0;
    for (Path saved : FuzzInputs.saved()) {
      byte[] input = Files.readAllBytes(saved);
      check(FuzzInputs.seed(input), FuzzInputs.mutant(input), saved.getFileName().toString(), i++);
    }
    Random random = new Random(47);
    List<SeedFile> seeds = FuzzInputs.seeds();
    for (int m = 0; m < RANDOM_MUTANTS; m++) {
      SeedFile seed = seeds.get(m % seeds.size());
      List<Mutation> changes =
          Arrays.asList(Mutation.random(random, seed.bytes.length, seed.lengthOffsets));
      check(seed, Mutation.apply(seed.bytes, changes), seed.name + " " + changes, i++);
    }
  }

  @Test
  void aChangedPageHeaderLengthFailsItsColumnWithoutAllocatingIt() throws IOException {
    byte[] input = FuzzInputs.encode(0, new int[] {4, 0, Integer.MAX_VALUE});
    assertEquals(
        InspectCommand.EXIT_VERIFY_FAILED,
        check(FuzzInputs.seed(input), FuzzInputs.mutant(input), "", 0));
    assertTrue(
        out.contains("FAILED: an encrypted module at offset 4 says it is 2147483647 bytes long"),
        out);
  }

  @Test
  void aChangedFooterModuleLengthIsACorruptFooter() throws IOException {
    byte[] input = FuzzInputs.encode(0, new int[] {4, -1, Integer.MAX_VALUE});
    assertEquals(
        PmeBench.EXIT_USAGE, check(FuzzInputs.seed(input), FuzzInputs.mutant(input), "", 0));
    assertTrue(err.contains("the encrypted footer's module says it is 2147483647 bytes long"), err);
  }

  /**
   * The mutant that makes parquet-java 1.13.1 loop forever: inspect calls the column stuck and
   * answers.
   */
  @Test
  void aReadThatHangsIsCalledStuck() throws IOException {
    long before = InspectCommand.stallMillis;
    InspectCommand.stallMillis = 1000;
    try {
      byte[] input = KnownFindingsTest.HANG;
      assertEquals(
          InspectCommand.EXIT_VERIFY_FAILED,
          check(FuzzInputs.seed(input), FuzzInputs.mutant(input), "", 0));
      assertTrue(out.contains("the read is stuck"), out);
    } finally {
      InspectCommand.stallMillis = before;
    }
  }

  private int check(SeedFile seed, byte[] mutant, String what, int n) throws IOException {
    Path file = dir.resolve("mutant-" + n + ".parquet");
    Files.write(file, mutant);
    List<String> args =
        new ArrayList<String>(Arrays.asList("inspect", file.toString(), "--verify"));
    args.addAll(FuzzInputs.inspectKeys(seed));
    int code = pmebench(args.toArray(new String[0]));
    String context = what + ": exit " + code + "\n" + out + "\n" + err;
    assertTrue(code == 0 || code == 1 || code == 2, context);
    assertFalse(
        err.contains("\tat ") || out.contains("\tat ") || err.contains("Exception in"), context);
    assertTrue(err.trim().split("\n").length <= 1, context);
    return code;
  }
}
