package org.pmebench.crypto;

import java.util.List;
import org.apache.hadoop.conf.Configuration;
import org.apache.parquet.example.data.Group;
import org.pmebench.workload.FileStore;
import org.pmebench.workload.StandardFiles;
import org.pmebench.workload.StandardRows;
import org.pmebench.workload.StandardWorkload;

/**
 * What the crypto tests write and read: 3,000 standard rows as a workload's file in memory, in a
 * mode, every column under its own explicit key, and the same keys to read it back.
 */
final class StandardFileFixture {
  static final List<Group> DATA = StandardRows.generate(3000, 42);
  final ExplicitKeys keys = new ExplicitKeys(42);
  final Configuration conf = StandardFiles.configuration();

  FileStore write(StandardWorkload workload, EncryptionMode mode) throws Exception {
    FileStore store = FileStore.create(FileStore.MEMORY);
    StandardFiles.write(
        DATA, store.output(), workload, keys.encryptAll(mode, StandardRows.SCHEMA), conf);
    return store;
  }

  /** The same with only the first {@code rows} of {@link #DATA}. */
  FileStore write(StandardWorkload workload, EncryptionMode mode, int rows) throws Exception {
    FileStore store = FileStore.create(FileStore.MEMORY);
    StandardFiles.write(
        DATA.subList(0, rows),
        store.output(),
        workload,
        keys.encryptAll(mode, StandardRows.SCHEMA),
        conf);
    return store;
  }

  /** What PME's ciphers did while every record of {@code file} was read. */
  ModuleRecorder.Recording recordRead(FileStore file) throws Exception {
    return ModuleRecorder.record(
        () ->
            StandardFiles.readAll(
                file.input(), keys.decryptAll(StandardRows.SCHEMA), conf, x -> {}));
  }

  /**
   * What PME's ciphers did while {@link #DATA} was written as {@code workload}'s file in {@code
   * mode}.
   */
  ModuleRecorder.Recording recordWrite(StandardWorkload workload, EncryptionMode mode)
      throws Exception {
    return ModuleRecorder.record(() -> write(workload, mode));
  }
}
