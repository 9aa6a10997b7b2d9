package org.pmebench.cli;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

/**
 * Processes as Linux's /proc shows them: a run's descendants, their command lines, a SIGKILL. The
 * tests compile for Java 8, which has no ProcessHandle.
 */
final class Procs {
  private Procs() {}

  /**
   * The pid of a process this JVM started (Process.pid() exists from Java 9 on, and the tests run
   * on 17).
   */
  static long pid(Process p) {
    try {
      return (Long) Process.class.getMethod("pid").invoke(p);
    } catch (ReflectiveOperationException e) {
      throw new IllegalStateException("needs Java 9 or later to know a child's pid", e);
    }
  }

  /** Every living process below {@code pid}: its children, theirs, and so on. */
  static List<Long> descendants(long pid) {
    List<Long> found = new ArrayList<Long>();
    List<long[]> all = parents();
    found.add(pid);
    for (int i = 0; i < found.size(); i++) {
      for (long[] p : all) {
        if (p[1] == found.get(i) && !found.contains(p[0])) {
          found.add(p[0]);
        }
      }
    }
    found.remove(0);
    return found;
  }

  /** Its command line, arguments joined by spaces; "" once it has gone. */
  static String commandLine(long pid) {
    try {
      return new String(
              Files.readAllBytes(Paths.get("/proc", Long.toString(pid), "cmdline")),
              StandardCharsets.UTF_8)
          .replace('\0', ' ');
    } catch (IOException e) {
      return "";
    }
  }

  /** Whether it still runs: there, and not a zombie waiting for its parent. */
  static boolean alive(long pid) {
    String[] stat = stat(Paths.get("/proc", Long.toString(pid)));
    return stat != null && !stat[0].equals("Z");
  }

  /** SIGKILL, as {@code kill -9} or the kernel's out-of-memory killer sends it. */
  static void kill9(long pid) throws IOException, InterruptedException {
    new ProcessBuilder("kill", "-KILL", Long.toString(pid)).inheritIO().start().waitFor();
  }

  /** {pid, parent pid} of every process. */
  private static List<long[]> parents() {
    List<long[]> all = new ArrayList<long[]>();
    try (Stream<Path> procs = Files.list(Paths.get("/proc"))) {
      procs
          .filter(p -> p.getFileName().toString().matches("\\d+"))
          .forEach(
              p -> {
                String[] stat = stat(p);
                if (stat != null) {
                  all.add(
                      new long[] {
                        Long.parseLong(p.getFileName().toString()), Long.parseLong(stat[1])
                      });
                }
              });
    } catch (IOException e) {
      throw new IllegalStateException("cannot list /proc", e);
    }
    return all;
  }

  /**
   * The fields of /proc/PID/stat after the command name (which may hold spaces): state, parent pid,
   * ...
   */
  private static String[] stat(Path proc) {
    try {
      String stat = new String(Files.readAllBytes(proc.resolve("stat")), StandardCharsets.UTF_8);
      return stat.substring(stat.lastIndexOf(')') + 2).split(" ");
    } catch (IOException e) {
      return null; // gone meanwhile
    }
  }
}
