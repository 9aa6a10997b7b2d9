import java.lang.management.*;
import java.util.*;
import org.apache.parquet.crypto.*;
/** parquet's AesGcmDecryptor (and AesCtrDecryptor) on modules of several sizes, interleaved: thread-CPU ns per byte. */
public class Sizes {
  public static void main(String[] a) throws Exception {
    int[] sizes = {8 << 10, 32 << 10, 64 << 10, 128 << 10, 192 << 10, 256 << 10, 512 << 10, 1 << 20};
    byte[] key = new byte[16]; new Random(1).nextBytes(key);
    AesGcmEncryptor enc = (AesGcmEncryptor) ModuleCipherFactory.getEncryptor(AesMode.GCM, key);
    AesCtrEncryptor ctrEnc = (AesCtrEncryptor) ModuleCipherFactory.getEncryptor(AesMode.CTR, key);
    byte[] aad = new byte[20];
    byte[][] gcm = new byte[sizes.length][], ctr = new byte[sizes.length][];
    for (int i = 0; i < sizes.length; i++) { byte[] p = new byte[sizes[i]]; new Random(i).nextBytes(p); gcm[i] = enc.encrypt(p, aad); ctr[i] = ctrEnc.encrypt(p, aad); }
    ThreadMXBean t = ManagementFactory.getThreadMXBean();
    double[][] ns = new double[2][sizes.length]; long[] bytes = new long[sizes.length];
    long sink = 0; double secs = Double.parseDouble(a[0]);
    for (int round = 0; round < 2; round++) {
      long end = System.nanoTime() + (long) (secs * 1e9 / 2);
      for (double[] r : ns) Arrays.fill(r, 0); Arrays.fill(bytes, 0);
      while (System.nanoTime() < end) {
        for (int i = 0; i < sizes.length; i++) {
          for (int c = 0; c < 2; c++) {
            int reps = Math.max(1, (1 << 20) / sizes[i]);
            long s = t.getCurrentThreadCpuTime();
            for (int r = 0; r < reps; r++) {
              org.apache.parquet.format.BlockCipher.Decryptor d = ModuleCipherFactory.getDecryptor(c == 0 ? AesMode.GCM : AesMode.CTR, key);
              byte[] out = d.decrypt(c == 0 ? gcm[i] : ctr[i], aad); sink += out[out.length / 2];
            }
            ns[c][i] += t.getCurrentThreadCpuTime() - s; if (c == 0) bytes[i] += (long) reps * sizes[i];
          }
        }
      }
    }
    for (int i = 0; i < sizes.length; i++) System.out.printf("%7d B: GCM %.3f ns/B  CTR %.3f ns/B%n", sizes[i], ns[0][i] / bytes[i], ns[1][i] / bytes[i]);
    System.out.println(sink);
  }
}
