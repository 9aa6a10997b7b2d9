package org.pmebench.util;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class AtomicFilesTest {
  @TempDir Path dir;

  @Test
  void replacesTheFileAndLeavesNoTemporaryBehind() throws Exception {
    Path target = dir.resolve("sub/summary.json");
    AtomicFiles.writeString(target, "old");
    AtomicFiles.writeString(target, "new");
    assertEquals("new", new String(Files.readAllBytes(target), StandardCharsets.UTF_8));
    try (Stream<Path> files = Files.list(target.getParent())) {
      assertEquals(1, files.count());
    }
  }

  @Test
  void writtenFilesAreReadableByOthersLikeAnyNewFile() throws Exception {
    Path target = dir.resolve("report.md");
    AtomicFiles.writeString(target, "# report");
    assumeTrue(target.getFileSystem().supportedFileAttributeViews().contains("posix"));
    assertEquals(
        "rw-r--r--",
        PosixFilePermissions.toString(Files.getPosixFilePermissions(target)),
        "not the owner-only mode of the temporary file");
  }
}
