package org.pmebench.cli;

import java.io.IOException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.Random;
import org.apache.commons.math3.stat.StatUtils;
import org.apache.hadoop.conf.Configuration;
import org.apache.parquet.column.ParquetProperties.WriterVersion;
import org.apache.parquet.crypto.FileDecryptionProperties;
import org.apache.parquet.example.data.Group;
import org.apache.parquet.example.data.simple.SimpleGroupFactory;
import org.apache.parquet.hadoop.ParquetFileWriter;
import org.apache.parquet.hadoop.ParquetWriter;
import org.apache.parquet.hadoop.example.ExampleParquetWriter;
import org.apache.parquet.hadoop.metadata.CompressionCodecName;
import org.apache.parquet.io.InputFile;
import org.apache.parquet.io.OutputFile;
import org.apache.parquet.io.api.Binary;
import org.apache.parquet.schema.MessageType;
import org.apache.parquet.schema.MessageTypeParser;
import org.pmebench.crypto.AroundCipherCosts;
import org.pmebench.crypto.EncryptionMode;
import org.pmebench.crypto.ExplicitKeys;
import org.pmebench.crypto.FileModules;
import org.pmebench.crypto.ModuleCosts;
import org.pmebench.crypto.ModuleCounts;
import org.pmebench.paired.PairedFiles;
import org.pmebench.paired.PairedRounds;
import org.pmebench.paired.PairedSlot;
import org.pmebench.paired.RoundTotals;
import org.pmebench.paired.SlotCounter;
import org.pmebench.paired.Variant;
import org.pmebench.stats.StudentT;
import org.pmebench.workload.FileStore;
import org.pmebench.workload.StandardFiles;

/**
 * The second half of {@code estimate}'s calibration, in its JVM: whole reads of calibration tables
 * (plain columns, rows of their own, none of the suite's files), a narrow one written with pages of
 * 4 to 20,000 rows and a wide one with one or a few pages a column ({@link #LAYOUTS}), plaintext
 * and in both modes, every column under its own key, timed through the files family's own paired
 * rounds ({@link PairedFiles}, {@link PairedRounds}: every variant once a round in a random order,
 * one compiled copy of the read for all of them, the cost-model replays beside), with the family's
 * heap and flags ({@link CalibrationCache#calibrationJvmArgs}). Each encrypted read's extra thread
 * CPU over the plaintext read of its round, less the cipher price of its modules, fits {@link
 * AroundCipherCosts}. The reads' values are checked against the plaintext file's at the end of the
 * warm-up and of the rounds.
 */
final class ReadPathCalibration {
  /**
   * Columns, rows and rows a page: pages from a few dozen bytes to a whole column, and 4 or 32
   * columns.
   */
  static final int[][] LAYOUTS = {
    {4, 8192, 4},
    {4, 8192, 32},
    {4, 8192, 256},
    {4, 8192, 2048},
    {4, 8192, 20000},
    {32, 256, 16},
    {32, 256, 20000}
  };

  private static final String[] TYPES = {"int64", "double", "binary", "int32"};

  /** The fewest rows a layout is cut to in a short calibration. */
  private static final int MIN_ROWS = 256;

  /** The calibration seconds at and above which the tables have all their rows. */
  static final double FULL_SECONDS = 2;

  private static final EncryptionMode[] MODES = {
    EncryptionMode.PLAINTEXT, EncryptionMode.AES_GCM_V1, EncryptionMode.AES_GCM_CTR_V1
  };
  private static final PairedSlot[] SLOTS = {
    PairedSlot.PLAINTEXT, PairedSlot.GCM, PairedSlot.GCM_CTR
  };
  private static final ExplicitKeys KEYS = new ExplicitKeys(20261128);

  private final List<PairedFiles> files = new ArrayList<PairedFiles>();
  private final List<PairedRounds> rounds = new ArrayList<PairedRounds>();
  private final List<FileModules> modules = new ArrayList<FileModules>();
  private final Configuration conf = StandardFiles.configuration();

  /** Where the reads' values go: a field, so that they escape as a consumer's do. */
  private Object last;

  /**
   * The rows of each layout, a share of {@link #LAYOUTS}' (a short calibration reads smaller
   * tables).
   */
  private final int[] rowCounts = new int[LAYOUTS.length];

  private ReadPathCalibration(double share) throws Exception {
    for (int l = 0; l < LAYOUTS.length; l++) {
      int[] layout = LAYOUTS[l];
      MessageType schema = schema(layout[0]);
      rowCounts[l] = Math.max(Math.min(layout[1], MIN_ROWS), (int) (layout[1] * share));
      List<Group> rows = rows(schema, rowCounts[l]);
      FileDecryptionProperties keys = KEYS.decryptAll(schema);
      PairedFiles paired = new PairedFiles(FileStore.MEMORY);
      for (EncryptionMode mode : MODES) {
        FileStore store = paired.newStore();
        write(schema, rows, store.output(), layout[2], mode);
        InputFile in = store.input();
        if (!mode.encrypted()) {
          modules.add(FileModules.of(in));
        }
        FileDecryptionProperties decryption = mode.encrypted() ? keys : null;
        paired.add(
            new Variant(
                mode,
                sink -> StandardFiles.readAll(in, decryption, conf, sink),
                store.length(),
                0));
      }
      files.add(paired);
      rounds.add(paired.rounds());
    }
  }

  /** {@code columns} required columns, the four types in turn. */
  static MessageType schema(int columns) {
    StringBuilder s = new StringBuilder("message calibration {");
    for (int c = 0; c < columns; c++) {
      s.append(" required ").append(TYPES[c % TYPES.length]).append(" c").append(c).append(';');
    }
    return MessageTypeParser.parseMessageType(s.append(" }").toString());
  }

  private void write(
      MessageType schema, List<Group> rows, OutputFile out, int pageRows, EncryptionMode mode)
      throws IOException {
    try (ParquetWriter<Group> writer =
        ExampleParquetWriter.builder(out)
            .withConf(conf)
            .withType(schema)
            .withWriteMode(ParquetFileWriter.Mode.OVERWRITE)
            .withWriterVersion(WriterVersion.PARQUET_1_0)
            .withCompressionCodec(CompressionCodecName.UNCOMPRESSED)
            .withDictionaryEncoding(false)
            .withPageRowCountLimit(pageRows)
            .withValidation(false)
            .withEncryption(KEYS.encryptAll(mode, schema))
            .build()) {
      for (Group row : rows) {
        writer.write(row);
      }
    }
  }

  /** Random values: 64-bit ids and doubles, 24-byte tokens, codes below 1000. */
  private static List<Group> rows(MessageType schema, int count) {
    Random random = new Random(42);
    SimpleGroupFactory factory = new SimpleGroupFactory(schema);
    List<Group> rows = new ArrayList<Group>();
    for (int i = 0; i < count; i++) {
      Group row = factory.newGroup();
      for (int c = 0; c < schema.getFieldCount(); c++) {
        switch (c % TYPES.length) {
          case 0:
            row.append("c" + c, random.nextLong());
            break;
          case 1:
            row.append("c" + c, random.nextDouble());
            break;
          case 2:
            byte[] token = new byte[24];
            random.nextBytes(token);
            row.append("c" + c, Binary.fromConstantByteArray(token));
            break;
          default:
            row.append("c" + c, random.nextInt(1000));
        }
      }
      rows.add(row);
    }
    return rows;
  }

  /**
   * Warms the reads up for {@code warmup} seconds, then times rounds for {@code seconds} (three at
   * least), and fits what is left of each encrypted read's extra once {@code costs} has priced its
   * cipher calls.
   */
  static AroundCipherCosts calibrate(ModuleCosts costs, double warmup, double seconds)
      throws Exception {
    // A calibration shorter than the default (a test's) reads tables as much smaller: its rounds
    // stay many.
    ReadPathCalibration c =
        new ReadPathCalibration(Math.min(1, seconds / (CalibrationJvm.READ_FACTOR * FULL_SECONDS)));
    try {
      Random order = new Random(7);
      long end = System.nanoTime() + (long) (warmup * 1e9);
      while (System.nanoTime() < end) {
        c.round(order);
      }
      c.verify();
      List<double[][]> timed = new ArrayList<double[][]>();
      end = System.nanoTime() + (long) (seconds * 1e9);
      while (timed.size() < 3 || System.nanoTime() < end) {
        timed.add(c.round(order));
      }
      c.verify();
      return AroundCipherCosts.fit(c.points(costs, timed));
    } finally {
      for (PairedFiles f : c.files) {
        f.close();
      }
    }
  }

  /**
   * Every page size's paired round once, in a random order: thread CPU nanoseconds per [page
   * size][mode].
   */
  private double[][] round(Random order) {
    List<Integer> sizes = new ArrayList<Integer>();
    for (int p = 0; p < LAYOUTS.length; p++) {
      sizes.add(p);
    }
    Collections.shuffle(sizes, order);
    double[][] cpu = new double[LAYOUTS.length][SLOTS.length];
    for (int p : sizes) {
      RoundTotals totals = new RoundTotals();
      rounds.get(p).run(value -> last = value, totals);
      for (int m = 0; m < SLOTS.length; m++) {
        cpu[p][m] = totals.sum(SLOTS[m], SlotCounter.CPU_NANOS);
      }
    }
    return cpu;
  }

  /**
   * The encrypted reads' values against the plaintext file's (a wrong answer ends the calibration).
   */
  private void verify() {
    for (PairedRounds r : rounds) {
      r.verifyReads();
    }
  }

  private List<AroundCipherCosts.Point> points(ModuleCosts costs, List<double[][]> timed) {
    ModuleCosts.Batch mean = costs.mean();
    List<AroundCipherCosts.Point> points = new ArrayList<AroundCipherCosts.Point>();
    for (int p = 0; p < LAYOUTS.length; p++) {
      for (int m = 1; m < MODES.length; m++) {
        ModuleCounts counts = modules.get(p).counts(MODES[m], null, true, true, true);
        AroundCipherCosts.Point point = new AroundCipherCosts.Point();
        point.file =
            String.format(
                Locale.ROOT,
                "%d columns, %d rows, %d rows a page",
                LAYOUTS[p][0],
                rowCounts[p],
                LAYOUTS[p][2]);
        point.columns = LAYOUTS[p][0];
        point.valuesPerColumn = rowCounts[p];
        point.mode = MODES[m].name();
        point.modules = counts.modules();
        point.bytes = counts.gcmBytes + counts.ctrBytes;
        point.cipherNanos = mean.nanos(counts, ModuleCosts.cipherObjects(LAYOUTS[p][0]), true);
        double[] extra = new double[timed.size()];
        for (int r = 0; r < extra.length; r++) {
          extra[r] = timed.get(r)[p][m] - timed.get(r)[p][0];
          point.plaintextNanos += timed.get(r)[p][0] / extra.length;
        }
        point.rounds = extra.length;
        point.extraNanos = StatUtils.mean(extra);
        point.extraHalfWidthNanos =
            StudentT.twoSided(0.95, extra.length - 1)
                * Math.sqrt(StatUtils.variance(extra) / extra.length);
        points.add(point);
      }
    }
    return points;
  }
}
