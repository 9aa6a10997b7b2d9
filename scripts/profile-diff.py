#!/usr/bin/env python3
"""Where an encrypted file's extra CPU goes, from a profiled paired run's collapsed stacks.

  scripts/profile-diff.py <run>/profiles [--modes AES_GCM_V1 AES_GCM_CTR_V1] [--frames PATTERN ...] [--top N]
                          [--shrunk N] [--callers N] [--match TEXT] [--json FILE]

Paired rounds read (or write) every variant equally often, so per mode the benchmark thread's
samples are proportional to its CPU time. For each encrypted mode this prints, as a share of the
plaintext file's samples: the difference in total and per category (cipher, parquet crypto, rest;
as the suite's attribution classifies them; each also per fork), the "rest" leaf frames that differ most, and for each
--frames pattern the share of samples whose stack contains it, per fork (with --callers, the parquet-java frames
it is called from). The A/A control (a
second plaintext file in the same rounds) minus plaintext is printed beside every difference: it
is what noise looks like. Reads *.collapsed and *.collapsed.gz (async-profiler's collapsed format).
With --json, the split and the --frames shares also go to FILE, with the run's machine (run.json beside
profiles/): what `pmebench publish` renders as a table (a manifest block's "profileSplit").
"""
import argparse
import collections
import glob
import gzip
import json
import os
import re
import sys

CIPHER = re.compile(r'^(javax/crypto|com/sun/crypto|sun/security|java/security|org/bouncycastle|'
                    r'com/amazon/corretto|org/conscrypt|org/apache/commons/crypto)')
# HotSpot's AES, GHASH and counter-mode intrinsic stubs, as core's StackClassifier names them; not every "stub"
# ("vtable stub", "itable stub" are virtual-call dispatch, in every file's reads).
STUB = re.compile(r'^(StubRoutines::)?(aescrypt|ghash|galoisCounterMode|counterMode|cipherBlockChaining|'
                  r'electronicCodeBook|aes)_')
BASE = ['PLAINTEXT', 'CONTROL']


def category(below):
    if any(CIPHER.match(f) for f in below) or (below and STUB.match(below[-1])):
        return 'cipher'
    if any(f.startswith('org/apache/parquet/crypto') for f in below):
        return 'parquet crypto'
    return 'rest'


def read(path, modes, patterns):
    """Per fork (file): samples per mode, per (mode, category), per (mode, rest leaf), per (mode, pattern)."""
    opener = gzip.open if path.endswith('.gz') else open
    counts = collections.Counter()
    with opener(path, 'rt') as f:
        for line in f:
            stack, _, n = line.rstrip('\n').rpartition(' ')
            if not n.isdigit():
                continue
            frames = stack.split(';')
            at = next((i for i, fr in enumerate(frames) if fr.rpartition('ModeFrames.')[2] in modes
                       and 'ModeFrames.' in fr), None)
            if at is None:
                continue
            mode = frames[at].rpartition('ModeFrames.')[2]
            below = frames[at + 1:]
            n = int(n)
            c = category(below)
            counts[(mode,)] += n
            counts[(mode, 'category', c)] += n
            if c == 'rest':
                counts[(mode, 'leaf', below[-1] if below else '(none)')] += n
                for fr in set(below):
                    counts[(mode, 'inclusive', fr)] += n
            for p in patterns:
                hits = [i for i, fr in enumerate(below) if p in fr]
                if hits:
                    counts[(mode, 'frame', p)] += n
                    # The parquet-java frame nearest above the pattern's first frame: where it is called from.
                    caller = next((fr for fr in reversed(below[:hits[0]]) if fr.startswith('org/apache/parquet/')),
                                  '(no parquet frame)')
                    counts[(mode, 'caller', p, caller.split('_[')[0])] += n
    return counts


def main():
    ap = argparse.ArgumentParser(description=__doc__.split('\n\n')[0])
    ap.add_argument('profiles', help='a run\'s profiles/ directory')
    ap.add_argument('--modes', nargs='+', default=['AES_GCM_V1', 'AES_GCM_CTR_V1'])
    ap.add_argument('--frames', nargs='*', default=[], help='substrings of frames to follow per fork')
    ap.add_argument('--top', type=int, default=10)
    ap.add_argument('--callers', type=int, default=0,
                    help='for each --frames pattern, the N parquet-java frames it is called from most, per mode')
    ap.add_argument('--shrunk', type=int, default=0,
                    help='also the N "rest" frames (inclusive of what they call) that shrank most')
    ap.add_argument('--match', help='only the profiles whose file name contains this, e.g. spec=R1')
    ap.add_argument('--json', help='also write the split and the --frames shares to this file')
    a = ap.parse_args()
    files = sorted(glob.glob(os.path.join(a.profiles, '*.collapsed')) + glob.glob(os.path.join(a.profiles, '*.collapsed.gz')))
    files = [f for f in files if not a.match or a.match in os.path.basename(f)]
    if not files:
        print('profile-diff: no *.collapsed files in %s (run with --profile-cpu)' % a.profiles, file=sys.stderr)
        return 2
    modes = BASE + a.modes
    forks = [read(f, modes, a.frames) for f in files]
    total = sum(forks, collections.Counter())
    plain = total[('PLAINTEXT',)]
    if not plain or not total[('CONTROL',)]:
        print('profile-diff: no PLAINTEXT or CONTROL samples: a paired run with the A/A control is needed', file=sys.stderr)
        return 2
    pct = lambda x: 100.0 * x / plain
    print('%d forks; samples: %s' % (len(files), ', '.join('%s %d' % (m, total[(m,)]) for m in modes)))
    for mode in a.modes:
        print('\n%s minus PLAINTEXT, %% of the plaintext samples (CONTROL minus PLAINTEXT in brackets)' % mode)
        print('  total           %+.2f%% [%+.2f%%]' % (pct(total[(mode,)] - plain), pct(total[('CONTROL',)] - plain)))
        for c in ['cipher', 'parquet crypto', 'rest']:
            d = total[(mode, 'category', c)] - total[('PLAINTEXT', 'category', c)]
            dc = total[('CONTROL', 'category', c)] - total[('PLAINTEXT', 'category', c)]
            # Per fork, as a share of that fork's plaintext samples: whether the pooled difference holds in each.
            per = ' '.join('%+.1f/%+.1f' % (100.0 * (f[(mode, 'category', c)] - f[('PLAINTEXT', 'category', c)]) / f[('PLAINTEXT',)],
                                            100.0 * (f[('CONTROL', 'category', c)] - f[('PLAINTEXT', 'category', c)]) / f[('PLAINTEXT',)])
                           for f in forks if f[('PLAINTEXT',)])
            print('  %-15s %+.2f%% [%+.2f%%]   per fork, mode/control: %s' % (c, pct(d), pct(dc), per))
        leaves = {k[2] for k in total if len(k) == 3 and k[1] == 'leaf'}
        diffs = sorted(((total[(mode, 'leaf', l)] - total[('PLAINTEXT', 'leaf', l)],
                         total[('CONTROL', 'leaf', l)] - total[('PLAINTEXT', 'leaf', l)], l) for l in leaves), reverse=True)
        print('  "rest" leaf frames that grew most:')
        for d, dc, leaf in diffs[:a.top]:
            print('    %+.2f%% [%+.2f%%] %s' % (pct(d), pct(dc), leaf))
        if a.shrunk:
            # Inclusive: a frame's samples with everything it called, in "rest" only.
            frames = {k[2] for k in total if len(k) == 3 and k[1] == 'inclusive'}
            shrunk = sorted((total[(mode, 'inclusive', f)] - total[('PLAINTEXT', 'inclusive', f)],
                             total[('CONTROL', 'inclusive', f)] - total[('PLAINTEXT', 'inclusive', f)], f) for f in frames)
            print('  "rest" frames, with what they call, that shrank most:')
            for d, dc, f in shrunk[:a.shrunk]:
                print('    %+.2f%% [%+.2f%%] %s' % (pct(d), pct(dc), f))
    for p in a.frames:
        print('\nstacks containing "%s", %% of each fork\'s plaintext samples, per fork:' % p)
        for mode in modes:
            per = [100.0 * f[(mode, 'frame', p)] / f[('PLAINTEXT',)] for f in forks if f[('PLAINTEXT',)]]
            print('  %-15s mean %.2f%%  [%s]' % (mode, sum(per) / len(per), ' '.join('%.2f' % v for v in per)))
        if a.callers:
            for mode in modes:
                called = sorted(((v, k[3]) for k, v in total.items() if k[:3] == (mode, 'caller', p)), reverse=True)
                print('    %-13s from %s' % (mode, ', '.join('%s %.2f%%' % (c.rpartition('/')[2], pct(v))
                                                          for v, c in called[:a.callers]) or '-'))
    if a.json:
        write_json(a, files, forks, total, modes)
    return 0


def split(used, total, mode, key):
    """A mode's difference from plaintext in one category (key None: in all), pooled and per fork, and the control's."""
    def count(c, m):
        return c[(m,)] if key is None else c[(m, 'category', key)]
    plain = total[('PLAINTEXT',)]
    per = lambda m: [round(100.0 * (count(f, m) - count(f, 'PLAINTEXT')) / f[('PLAINTEXT',)], 4) for f in used]
    return {'pooled': round(100.0 * (count(total, mode) - count(total, 'PLAINTEXT')) / plain, 4),
            'control': round(100.0 * (count(total, 'CONTROL') - count(total, 'PLAINTEXT')) / plain, 4),
            'perFork': per(mode), 'controlPerFork': per('CONTROL')}


def write_json(a, files, forks, total, modes):
    run = os.path.join(os.path.dirname(os.path.abspath(a.profiles)), 'run.json')
    machine = None
    if os.path.exists(run):
        with open(run) as f:
            machine = json.load(f).get('machine')
    used = [f for f in forks if f[('PLAINTEXT',)]]
    out = {'profiles': a.profiles, 'match': a.match, 'forks': len(files), 'machine': machine,
           'samples': {m: total[(m,)] for m in modes}, 'modes': {}, 'frames': {}}
    for mode in a.modes:
        out['modes'][mode] = {c: split(used, total, mode, None if c == 'total' else c)
                              for c in ['total', 'cipher', 'parquet crypto', 'rest']}
    for p in a.frames:
        out['frames'][p] = {m: [round(100.0 * f[(m, 'frame', p)] / f[('PLAINTEXT',)], 4) for f in used] for m in modes}
    with open(a.json, 'w') as f:
        json.dump(out, f, indent=1)
        f.write('\n')


if __name__ == '__main__':
    sys.exit(main())
