package org.pmebench.paired;

import java.io.Closeable;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import org.pmebench.parquet.FileStore;

/**
 * Setup of a paired benchmark's trial: the file stores its variants use (all closed at the end) and
 * the variants, from which the fork's rounds are made.
 */
public final class PairedFiles implements Closeable {
  private final String io;
  private final List<FileStore> stores = new ArrayList<FileStore>();
  private final List<Variant> variants = new ArrayList<Variant>();

  /** @param io where the files live: memory or disk (see {@link FileStore#create}) */
  public PairedFiles(String io) {
    this.io = io;
  }

  public FileStore newStore() throws IOException {
    FileStore store = FileStore.create(io);
    stores.add(store);
    return store;
  }

  public void add(Variant variant) {
    variants.add(variant);
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
