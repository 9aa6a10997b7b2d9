import java.nio.file.*;
public class Resolve { public static void main(String[] a) throws Exception {
  System.out.println(org.pmebench.releases.ParquetReleases.jars(Paths.get(a[0]), a[1], Paths.get(a[2]))); } }
