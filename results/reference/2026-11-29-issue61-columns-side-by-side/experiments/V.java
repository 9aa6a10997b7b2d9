public class V { public static void main(String[] a) throws Exception {
  System.out.println(org.apache.parquet.Version.FULL_VERSION);
  System.out.println(Class.forName("org.apache.parquet.hadoop.ColumnChunkPageReadStore").getProtectionDomain().getCodeSource().getLocation()); } }
