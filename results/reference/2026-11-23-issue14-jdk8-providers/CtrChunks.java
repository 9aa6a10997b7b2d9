import java.security.Provider;
import java.security.Security;
import javax.crypto.Cipher;
import javax.crypto.spec.IvParameterSpec;
import javax.crypto.spec.SecretKeySpec;

/** A plain JCE loop: AES-CTR over a 64 KiB module as one doFinal vs PME's way (update per 4 KiB, then doFinal). */
public class CtrChunks {
  public static void main(String[] a) throws Exception {
    Provider p = a[0].equals("Conscrypt") ? org.conscrypt.Conscrypt.newProvider() : Security.getProvider("SunJCE");
    int module = Integer.parseInt(a[1]);
    Cipher c = Cipher.getInstance("AES/CTR/NoPadding", p);
    SecretKeySpec key = new SecretKeySpec(new byte[16], "AES");
    byte[] in = new byte[module];
    byte[] out = new byte[module];
    byte[] iv = new byte[16];
    for (int round = 0; round < 6; round++) {
      for (String way : new String[] {"doFinal", "update4KiB"}) {
        long t0 = System.nanoTime();
        long bytes = 0;
        while (System.nanoTime() - t0 < 1_000_000_000L) {
          iv[0]++;
          c.init(Cipher.DECRYPT_MODE, key, new IvParameterSpec(iv));
          if (way.equals("doFinal")) {
            c.doFinal(in, 0, module, out, 0);
          } else {
            int off = 0;
            while (module - off > 4096) {
              off += c.update(in, off, 4096, out, off);
            }
            c.doFinal(in, off, module - off, out, off);
          }
          bytes += module;
        }
        if (round >= 3) {
          System.out.printf("%s %s module %d: %.0f MB/s%n", a[0], way, module, bytes / ((System.nanoTime() - t0) / 1e3));
        }
      }
    }
  }
}
