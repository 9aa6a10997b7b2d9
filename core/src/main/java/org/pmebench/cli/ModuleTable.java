package org.pmebench.cli;

import java.util.Locale;
import java.util.Map;
import org.pmebench.crypto.EncryptionMode;
import org.pmebench.crypto.FileModules;
import org.pmebench.crypto.FileModules.Kind;
import org.pmebench.crypto.ModuleCounts;

/**
 * {@code inspect --modules}: per column, the modules PME would encrypt and their plaintext bytes,
 * and what a full read decrypts and a write encrypts in each mode with every column under a key of
 * its own and the footer encrypted (the suite's files; a column under the footer key keeps its
 * metadata inside the footer: one module less per row group).
 */
final class ModuleTable {
  private ModuleTable() {}

  static String toMarkdown(FileModules modules) {
    StringBuilder md =
        new StringBuilder(
            String.format(
                Locale.ROOT,
                "%nModules PME would encrypt (%d row group(s); "
                    + "pages: count and stored bytes; the rest: count and bytes):%n",
                modules.rowGroups));
    md.append(
        "| column | data pages | dictionary pages | page headers | column and offset indexes | bloom filters "
            + "| column metadata | share of page bytes |\n|---|---:|---:|---:|---:|---:|---:|---:|\n");
    long pageBytes = 0;
    for (FileModules.Column c : modules.columns.values()) {
      pageBytes += c.bytes(Kind.DATA_PAGE) + c.bytes(Kind.DICTIONARY_PAGE);
    }
    for (Map.Entry<String, FileModules.Column> e : modules.columns.entrySet()) {
      FileModules.Column c = e.getValue();
      md.append(
          String.format(
              Locale.ROOT,
              "| %s | %s | %s | %s | %s | %s | %s | %.1f%% |%n",
              e.getKey(),
              cell(c, Kind.DATA_PAGE),
              cell(c, Kind.DICTIONARY_PAGE),
              cell(c, Kind.DATA_PAGE_HEADER, Kind.DICTIONARY_PAGE_HEADER),
              cell(c, Kind.COLUMN_INDEX, Kind.OFFSET_INDEX),
              cell(c, Kind.BLOOM_FILTER_HEADER, Kind.BLOOM_FILTER_BITSET),
              cell(c, Kind.COLUMN_META_DATA),
              pageBytes == 0
                  ? 0
                  : 100.0 * (c.bytes(Kind.DATA_PAGE) + c.bytes(Kind.DICTIONARY_PAGE)) / pageBytes));
    }
    md.append(String.format(Locale.ROOT, "footer: 1 module, %d bytes%n", modules.footerBytes));
    for (EncryptionMode mode :
        new EncryptionMode[] {EncryptionMode.AES_GCM_V1, EncryptionMode.AES_GCM_CTR_V1}) {
      md.append(
          String.format(
              Locale.ROOT,
              "%s, every column under its own key: a full read decrypts %s; a write "
                  + "encrypts %s%n",
              mode,
              counts(modules.counts(mode, null, true, true, true)),
              counts(modules.counts(mode, null, false, true, true))));
    }
    return md.toString();
  }

  /** "12 · 1,234,567 B": modules and bytes of the kinds together; "–" for none. */
  private static String cell(FileModules.Column c, Kind... kinds) {
    long n = 0;
    long bytes = 0;
    for (Kind k : kinds) {
      n += c.modules(k);
      bytes += c.bytes(k);
    }
    return n == 0 ? "–" : String.format(Locale.ROOT, "%,d · %,d B", n, bytes);
  }

  /** "1,946 GCM (54,097,498 B) + 963 CTR (54,066,015 B)". */
  static String counts(ModuleCounts c) {
    return String.format(Locale.ROOT, "%,d GCM (%,d B)", c.gcmModules, c.gcmBytes)
        + (c.ctrModules == 0
            ? ""
            : String.format(Locale.ROOT, " + %,d CTR (%,d B)", c.ctrModules, c.ctrBytes));
  }
}
