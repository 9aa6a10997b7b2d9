package org.pmebench.family.files;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.nio.file.Path;
import java.util.Arrays;
import org.apache.parquet.column.ParquetProperties.WriterVersion;
import org.apache.parquet.hadoop.metadata.CompressionCodecName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.pmebench.run.HeapSize;
import org.pmebench.run.MeasurementProfile;
import org.pmebench.run.Pairing;
import org.pmebench.run.UserError;
import org.pmebench.userfiles.SampleFiles;
import org.pmebench.workload.DiskFiles;
import picocli.CommandLine;

class FilesFamilyTest {
  @TempDir Path dir;

  @Test
  void eachStandsForOneSetPerColumnOfTheFirstFile() throws Exception {
    Path orders = dir.resolve("orders.parquet");
    SampleFiles.writeOrders(
        DiskFiles.output(orders),
        300,
        64 * 1024,
        WriterVersion.PARQUET_1_0,
        CompressionCodecName.SNAPPY,
        3);
    FilesFamily f = new FilesFamily();
    new CommandLine(f.options).parseArgs("--encrypt", "each;all");
    f.options.paths = Arrays.asList(orders);
    FilesMatrix m = f.matrix(MeasurementProfile.SMOKE, null, Pairing.INTERLEAVED);
    assertEquals(
        Arrays.asList(
            "order_id",
            "status",
            "ssn",
            "card_number",
            "amount",
            "created",
            "address.street",
            "address.zip",
            "items.sku",
            "items.quantity",
            "all"),
        m.columnSets);
  }

  @Test
  void aFileWhoseCopiesWouldNotFitInMemoryIsRefusedBeforeAnything() {
    FilesMatrix m = new FilesMatrix();
    m.largestFileBytes = 3 * HeapSize.GIB;
    m.largestUncompressedBytes = 4 * HeapSize.GIB;
    UserError e =
        assertThrows(UserError.class, () -> new FilesFamily().checkHeap(m, 24 * HeapSize.GIB));
    assertEquals(
        "the largest file (3072 MB, 4096 MB uncompressed) needs a 77 GiB heap, but this machine has 24 GiB "
            + "of memory; its copies are held in memory: measure a smaller file of the table (or --files-operations read, "
            + "which does not hold its rows)",
        e.getMessage());
    m.largestFileBytes = 50L << 20;
    m.largestUncompressedBytes = 100L << 20;
    new FilesFamily().checkHeap(m, 24 * HeapSize.GIB);
  }
}
