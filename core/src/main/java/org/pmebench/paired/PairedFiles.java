package org.pmebench.paired;

import java.io.Closeable;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import org.pmebench.crypto.ModuleRecorder;
import org.pmebench.crypto.ModuleReplay;
import org.pmebench.crypto.check.WrongCipherOutput;
import org.pmebench.workload.FileStore;

/**
 * Setup of a paired benchmark's trial: the file stores its variants use (all closed at the end) and
 * the variants, from which the fork's rounds are made: each encrypted file comes with its cost
 * model (its modules, recorded once and replayed in every round).
 */
public final class PairedFiles implements Closeable {
  private final String io;
  private final List<FileStore> stores = new ArrayList<FileStore>();
  private final List<Variant> variants = new ArrayList<Variant>();
  private final ModuleSizes moduleSizes = new ModuleSizes();
  private boolean checkedAfterWarmUp;
  /**
   * How often, at most, the reads are checked before the fork's last measured iteration: each check reads every
   * encrypted file once more, which on a large file is a round's work per file.
   */
  public static final int VERIFY_EVERY_SECONDS = 30;
  private long lastVerified = System.nanoTime();
  private int measuredSeen;

  /** @param io where the files live: memory or disk (see {@link FileStore#create}) */
  public PairedFiles(String io) {
    this.io = io;
  }

  public FileStore newStore() throws IOException {
    FileStore store = FileStore.create(io);
    stores.add(store);
    return store;
  }

  /**
   * Adds a variant; an encrypted one comes with its cost model, from one recorded (untimed) run of
   * its operation.
   */
  public void add(Variant variant) throws Exception {
    if (!variant.slot.encryptedFile()) {
      variants.add(variant);
      return;
    }
    ModuleRecorder.Recording recording = ModuleRecorder.record(() -> variant.operation.run(new ValueChecksum()));
    moduleSizes.add(recording);
    ModuleReplay replay = ModuleReplay.of(recording);
    variants.add(variant.withModules(replay.counts));
    variants.add(Variant.model(variant.slot, replay));
  }

  /**
   * What a paired benchmark checks at the end of an iteration, untimed: when its rounds read files, their values
   * against the plaintext file's ({@link PairedRounds#verifyReads}) after the fork's last measured iteration, and
   * before it whenever {@link #VERIFY_EVERY_SECONDS} have passed since the last check (or since setup); then, once,
   * after the first measured iteration, {@code provider} at the module sizes the files produced
   * ({@link #checkAfterWarmUp}). {@code measuredIterations}: how many measured iterations the fork runs.
   */
  public void checkAnswers(PairedRounds rounds, boolean reads, String provider, boolean measuredIteration,
      int measuredIterations) {
    if (measuredIteration) {
      measuredSeen++;
    }
    long now = System.nanoTime();
    if (reads && verifyNow(measuredIteration && measuredSeen == measuredIterations, now - lastVerified)) {
      rounds.verifyReads();
      lastVerified = System.nanoTime();
    }
    checkAfterWarmUp(provider, measuredIteration);
  }

  /** The reads are checked after the last measured iteration, and before it at most every 30 s of the fork. */
  static boolean verifyNow(boolean lastMeasured, long nanosSinceLastCheck) {
    return lastMeasured || nanosSinceLastCheck >= VERIFY_EVERY_SECONDS * 1_000_000_000L;
  }

  /**
   * Once, at the end of the fork's first measured iteration (when its compiled code is in), the check of
   * {@code provider} at the module sizes its files produced ({@link ModuleSizes#check}); its line goes to
   * the fork's output. A wrong answer throws and fails the configuration.
   */
  public void checkAfterWarmUp(String provider, boolean measuredIteration) {
    String said = checkOnce(provider, measuredIteration);
    if (said != null) {
      System.out.println("pmebench: " + said);
    }
  }

  /** What {@link #checkAfterWarmUp} checked the first time it is called for a measured iteration; else null. */
  String checkOnce(String provider, boolean measuredIteration) {
    if (checkedAfterWarmUp || !measuredIteration) {
      return null;
    }
    checkedAfterWarmUp = true;
    try {
      return moduleSizes.check(provider);
    } catch (WrongCipherOutput e) {
      throw new IllegalStateException("cipher check after warm-up, at this fork's module sizes: " + e.getMessage(), e);
    }
  }

  /**
   * Adds a write's variant ({@link #add}); plaintext's write is added once more as the A/A control,
   * the same write of the same rows timed as a variant of its own.
   */
  public void addWrite(Variant variant) throws Exception {
    add(variant);
    if (variant.slot == PairedSlot.PLAINTEXT) {
      add(Variant.control(variant.operation, variant.fileBytes));
    }
  }

  /**
   * Runs {@code operation} once (untimed setup) while recording PME's cipher calls, and returns
   * them ready to replay: the cost model of that file. Its values go to a {@link ValueChecksum}, the sink
   * the checks of the reads use, so the read path's sink call sees two kinds of sink in a fork, not three.
   */
  public static ModuleReplay record(TimedOperation operation) throws Exception {
    return ModuleReplay.of(ModuleRecorder.record(() -> operation.run(new ValueChecksum())));
  }

  /** The rounds over every variant added, for this fork. */
  public PairedRounds rounds() {
    return PairedRounds.forFork(variants);
  }

  @Override
  public void close() throws IOException {
    for (FileStore s : stores) {
      s.close();
    }
    stores.clear();
  }
}
