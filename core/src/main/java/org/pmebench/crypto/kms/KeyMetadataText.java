package org.pmebench.crypto.kms;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;

/**
 * Describes a key's metadata as stored in a file: parquet key tools' material (master key id,
 * wrapping, where the material is), or explicit keys' metadata. It never unwraps anything.
 */
public final class KeyMetadataText {
  private static final ObjectMapper JSON = new ObjectMapper();

  private KeyMetadataText() {}

  /** e.g. "master key 'column_key' (key tools, double wrapping, material in the file)". */
  public static String describe(byte[] keyMetadata, Path parquetFile) {
    if (keyMetadata == null || keyMetadata.length == 0) {
      return "explicit key (no key metadata)";
    }
    JsonNode node;
    try {
      node = JSON.readTree(keyMetadata);
    } catch (IOException e) {
      node = null;
    }
    if (node == null || !node.isObject() || !node.has("internalStorage")) {
      return "key metadata '"
          + new String(keyMetadata, StandardCharsets.UTF_8)
          + "' (not parquet key tools')";
    }
    if (node.path("internalStorage").asBoolean()) {
      return material(node, "material in the file");
    }
    String reference = node.path("keyReference").asText();
    Path store = externalMaterialFile(parquetFile);
    try {
      JsonNode materials = JSON.readTree(store.toFile());
      JsonNode material = JSON.readTree(materials.path(reference).asText());
      return material(material, "material '" + reference + "' in " + store.getFileName());
    } catch (IOException e) {
      return "key tools, material '"
          + reference
          + "' in "
          + store.getFileName()
          + ", which cannot be read: "
          + e.getMessage();
    }
  }

  private static String material(JsonNode m, String where) {
    return "master key '"
        + m.path("masterKeyID").asText()
        + "' (key tools, "
        + (m.path("doubleWrapping").asBoolean() ? "double" : "single")
        + " wrapping, "
        + where
        + ")";
  }

  /** Where parquet's key tools keep external key material for {@code parquetFile}. */
  public static Path externalMaterialFile(Path parquetFile) {
    Path absolute = parquetFile.toAbsolutePath();
    return absolute.resolveSibling("_KEY_MATERIAL_FOR_" + absolute.getFileName() + ".json");
  }
}
