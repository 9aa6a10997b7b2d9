# Samples per 256-byte bucket of code in each profile; buckets hot in the encrypted read and (almost) absent from the
# plaintext read are the cipher's. Prints their share of the encrypted profile.
import collections, subprocess, sys
def buckets(data):
    out = subprocess.run(["perf", "script", "-i", data, "-F", "ip,dso"], capture_output=True, text=True).stdout
    c = collections.Counter()
    for line in out.splitlines():
        parts = line.split()
        if len(parts) >= 2:
            c[(parts[1], int(parts[0], 16) >> 8)] += 1
    return c
enc, plain = buckets(sys.argv[1]), buckets(sys.argv[2])
te, tp = sum(enc.values()), sum(plain.values())
only = {k: v for k, v in enc.items() if v / te > 0.001 and plain.get(k, 0) / tp < 0.1 * v / te}
s = sum(only.values())
print(f"encrypted samples {te}, plaintext samples {tp}; buckets hot only when decrypting: {len(only)}, {s} samples = {100*s/te:.1f}% of the encrypted read")
for k, v in sorted(only.items(), key=lambda kv: -kv[1])[:12]:
    print(f"  {k[0]} 0x{k[1]<<8:x}: {100*v/te:.1f}%")
