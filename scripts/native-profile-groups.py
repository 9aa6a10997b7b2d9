#!/usr/bin/env python3
"""pyarrow's extra CPU per encrypted read, by what it is spent on: the perf profiles of
scripts/pyarrow-decrypt-cost.sh, grouped.

  scripts/native-profile-groups.py DIR [--symbols GROUP]

DIR holds, per repetition (one process) r, r.json (the loop's rounds and each slot's CPU per read) and per slot
r-<slot>.syms or .syms.gz (perf report's samples per symbol of that slot's reads, --sort dso,symbol -F sample,dso,symbol). A
symbol's microseconds per read are its samples / perf's frequency / reads. Each encrypted slot (and the control, the
plaintext file written again) is set against the plaintext slot of the same process; the table gives the mean over
repetitions and, per group, the smallest and largest repetition. Writes DIR/attribution.json and prints the table.
A folder of processes run without perf (pyarrow-decrypt-cost.sh --frequency 0: r.json only) gets the extra CPU
alone, perfHz 0 and no groups.
"""
import argparse
import collections
import glob
import gzip
import json
import os
import re
import sys

# First match wins; names as perf resolves them in the wheel's libarrow/libparquet (OpenSSL linked in statically).
GROUPS = [
    ("cipher: AES-GCM and AES-CTR over the bytes",
     r"^(ossl_aes_gcm_(en|de)crypt|aesni_gcm_|_?aesni_ctr32|aesni_encrypt|gcm_ghash|gcm_gmult|ossl_gcm_ghash|"
     r"CRYPTO_(gcm128|ctr128)_(en|de)crypt|ossl_gcm_stream_update|ossl_cipher_generic_stream_update|ossl_aes_ctr)"),
    ("cipher contexts: create, fetch, key, free",
     r"^(EVP_|evp_|ossl_|OSSL_|OPENSSL_|CRYPTO_|aesni_set_|aesni_(en|de)crypt_key|gcm_init|getrn|ERR_|OBJ_|sk_|lh_|"
     r"pthread_rwlock)"),
    ("parquet's decryptors and AADs",
     r"^parquet::(encryption::(CreateModuleAad|CreateFooterAad|QuickUpdatePageAad|Aes|Decryptor|Encryptor|"
     r"InternalFile)|.*(Decryptor|Decrypt)[A-Za-z]*::|InternalFileDecryptor)"),
    ("key tools: key material, JSON, base64, the KMS in Python",
     r"(parquet::encryption::(Key|FileKey|KmsClient|PropertiesDriven|.*KeyRetriever|KeyToolkit|KeyMaterial|"
     r"KeyMetadata|TwoLevel|CryptoFactory)|rapidjson|simdjson|JsonObjectParser|json::|base64|ValidateUTF8|"
     r"^_?Py|^_PyEval)"),
    ("allocation: malloc, free, page zeroing",
     r"^(malloc|_int_malloc|_int_free|cfree|free|malloc_consolidate|unlink_chunk|__memset|clear_page|mi_|"
     r"arrow::.*(Allocat|PoolBuffer)|operator new|operator delete|realloc|_int_realloc|sysmalloc|tcache|"
     r"folio|__?alloc_pages|handle_mm|do_anonymous|__handle_mm|exc_page|asm_exc_page|do_user_addr|"
     r"__?munmap|__?mmap|release_pages|free_pages|zap_|__free|lru_)"),
    ("copies: memmove and memcpy", r"^(__memmove|__memcpy|memcpy@plt|memmove)"),
]
OTHER = "everything else"
NAMES = [g[0] for g in GROUPS] + [OTHER]
PERF_HZ = 1999  # unless the folder's perf-hz.txt says otherwise (pyarrow-decrypt-cost.sh --frequency)


def group(symbol):
    for name, pattern in GROUPS:
        if re.search(pattern, symbol):
            return name
    return OTHER


def perf_hz(directory):
    path = os.path.join(directory, "perf-hz.txt")
    return int(open(path).read()) if os.path.exists(path) else PERF_HZ


def profile(directory, rep, slot):
    """{(dso, symbol): microseconds per read} of one slot, and the loop's record of the process."""
    with open(os.path.join(directory, "%s.json" % rep)) as f:
        loop = json.load(f)
    per_read = collections.Counter()
    path = os.path.join(directory, "%s-%s.syms" % (rep, slot))
    if perf_hz(directory) == 0:
        return per_read, loop
    with (gzip.open(path + ".gz", "rt") if os.path.exists(path + ".gz") else open(path)) as f:
        for line in f:
            m = re.match(r"\s*(\d+)\s+(\S+)\s+\[.\]\s+(.*?)\s*$", line)
            if m:
                per_read[(os.path.basename(m.group(2)), m.group(3))] += int(m.group(1)) / perf_hz(directory) / loop["rounds"] * 1e6
    return per_read, loop


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("dir")
    parser.add_argument("--symbols", help="also list the symbols of this group that differ most")
    args = parser.parse_args()
    profiled = perf_hz(args.dir) != 0
    if profiled:
        reps = sorted(os.path.basename(p).split("-")[0] for p in glob.glob(os.path.join(args.dir, "*-plaintext.syms*")))
    else:
        reps = sorted(os.path.basename(p)[:-len(".json")] for p in glob.glob(os.path.join(args.dir, "*.json"))
                      if re.match(r"\d+\.json$", os.path.basename(p)))
    if not reps:
        sys.exit("%s: no <repetition>-plaintext.syms (or, with perf-hz.txt 0, no <repetition>.json)" % args.dir)
    with open(os.path.join(args.dir, "%s.json" % reps[0])) as f:
        recorded = json.load(f)["slots"]
    slots = [s for s in ("control", "gcm", "gcmCtr") if s in recorded and
             (not profiled or glob.glob(os.path.join(args.dir, "%s-%s.syms*" % (reps[0], s))))]
    machine = os.path.join(args.dir, "machine.txt")
    result = {"machine": open(machine).read().strip() if os.path.exists(machine) else None,
              "repetitions": len(reps), "perfHz": perf_hz(args.dir), "slots": {}}
    for slot in slots:
        by_rep = []
        symbols = collections.Counter()
        for rep in reps:
            base, base_loop = profile(args.dir, rep, "plaintext")
            other, loop = profile(args.dir, rep, slot)
            groups = {n: 0.0 for n in NAMES}
            for key in set(base) | set(other):
                groups[group(key[1])] += other.get(key, 0) - base.get(key, 0)
                symbols[key] += (other.get(key, 0) - base.get(key, 0)) / len(reps)
            by_rep.append({"plaintextMicros": loop["slots"]["plaintext"]["cpuMicrosPerRead"],
                           "micros": loop["slots"][slot]["cpuMicrosPerRead"], "sampledExtraMicros": sum(groups.values()),
                           "groups": groups, "pyarrow": loop["pyarrow"], "fileBytes": loop["slots"][slot]["fileBytes"],
                           "rows": loop["rows"], "rounds": loop["rounds"]})
        mean = lambda xs: sum(xs) / len(xs)
        extra = mean([r["micros"] - r["plaintextMicros"] for r in by_rep])
        sampled = mean([r["sampledExtraMicros"] for r in by_rep])
        row = {"implementation": "pyarrow " + by_rep[0]["pyarrow"], "rows": by_rep[0]["rows"], "fileBytes": by_rep[0]["fileBytes"],
               "rounds": [r["rounds"] for r in by_rep], "plaintextMicrosPerRead": mean([r["plaintextMicros"] for r in by_rep]),
               "extraMicrosPerRead": extra, "extraMicrosPerReadRange": [min(r["micros"] - r["plaintextMicros"] for r in by_rep),
                                                                      max(r["micros"] - r["plaintextMicros"] for r in by_rep)],
               "sampledExtraMicrosPerRead": sampled if profiled else None, "groups": {}}
        print("\n%s against plaintext, %s, %d repetitions: +%.0f us per read (process CPU; %.0f to %.0f)%s" %
              (slot, row["implementation"], len(reps), extra, *row["extraMicrosPerReadRange"],
               ", +%.0f us in the samples" % sampled if profiled else ", no profile"))
        if not profiled:
            result["slots"][slot] = row
            continue
        print("| what | us per read | of the sampled extra | repetitions |\n|---|---:|---:|---|")
        for name in NAMES:
            values = [r["groups"][name] for r in by_rep]
            row["groups"][name] = {"micros": mean(values), "range": [min(values), max(values)]}
            print("| %s | %+.1f | %.0f%% | %+.1f to %+.1f |" % (name, mean(values), 100 * mean(values) / sampled if sampled else 0,
                                                          min(values), max(values)))
        if args.symbols:
            listed = sorted(((v, k) for k, v in symbols.items() if group(k[1]) == args.symbols), reverse=True)
            for v, k in listed[:20] + listed[-5:]:
                print("    %+7.1f  %s" % (v, k[1][:110]))
        result["slots"][slot] = row
    with open(os.path.join(args.dir, "attribution.json"), "w") as f:
        json.dump(result, f, indent=1)


if __name__ == "__main__":
    main()
