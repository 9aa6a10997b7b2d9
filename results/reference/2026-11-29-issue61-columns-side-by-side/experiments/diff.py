import sys, collections, re
d = sys.argv[1]; reads = {}
for line in open(d + '/reads.txt'):
    n, ph, r = line.split(); reads[(n, ph)] = int(r.split('=')[1])
def load(kind):
    inc = collections.Counter(); self_ = collections.Counter(); total = 0; nreads = 0
    for (n, ph), r in reads.items():
        if n != kind: continue
        nreads += r
        for line in open(f'{d}/{n}-{ph}.collapsed'):
            stack, c = line.rsplit(' ', 1); c = int(c); frames = stack.split(';')
            total += c
            for f in set(frames): inc[f] += c
            self_[frames[-1]] += c
    return inc, self_, total, nreads
ip, sp, tp, rp = load('plain'); ig, sg, tg, rg = load('gcm')
us = float(sys.argv[3]) if len(sys.argv) > 3 else 0.1  # ms per sample /1000 -> 200us
print(f'plain {tp*us/rp*1000:.1f} us/read  gcm {tg*us/rg*1000:.1f} us/read')
for title, P, G in (('inclusive', ip, ig), ('self', sp, sg)):
    keys = set(P) | set(G)
    rows = sorted(((G[k]*us/rg*1000 - P[k]*us/rp*1000, k) for k in keys), key=lambda x: -abs(x[0]))
    print('==', title, 'us/read gcm-plain (plain, gcm)')
    for dlt, k in rows[:int(sys.argv[2]) if len(sys.argv) > 2 else 30]:
        print(f'{dlt:8.1f}  {P[k]*us/rp*1000:8.1f} {G[k]*us/rg*1000:8.1f}  {k[:150]}')
