package org.pmebench.paired;

import java.io.Closeable;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import org.pmebench.crypto.ModuleRecorder;
import org.pmebench.crypto.ModuleReplay;
import org.pmebench.workload.FileStore;

/**
 * Setup of a paired benchmark's trial: the file stores its variants use (all closed at the end) and
 * the variants, from which the fork's rounds are made: each encrypted file comes with its cost
 * model (its modules, recorded once and replayed in every round), and its module sizes go to the
 * fork's {@link AnswerChecks}.
 */
public final class PairedFiles implements Closeable {
  private final String io;
  private final List<FileStore> stores = new ArrayList<FileStore>();
  private final List<Variant> variants = new ArrayList<Variant>();
  private final ModuleSizes moduleSizes = new ModuleSizes();
  private final AnswerChecks checks = new AnswerChecks(moduleSizes);

  /**
   * @param io where the files live: memory or disk (see {@link FileStore#create})
   */
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
    // Its values go to a ValueChecksum, the sink the checks of the reads use: the read path's sink
    // call sees two
    // kinds of sink in a fork, not three.
    ModuleRecorder.Recording recording =
        ModuleRecorder.record(() -> variant.operation.run(new ValueChecksum()));
    moduleSizes.add(recording);
    ModuleReplay replay = ModuleReplay.of(recording);
    variants.add(variant.withModules(replay.counts));
    variants.add(Variant.model(variant.slot, replay));
  }

  /**
   * The checks of this fork's answers at the end of its iterations, over the modules its files
   * recorded.
   */
  public AnswerChecks checks() {
    return checks;
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
