import json,sys
for d in sys.argv[1:]:
  s=json.load(open(d+'/summary.json'))
  for r in s['overheads']:
    c=r['cpu'];sp=c['spread'];w=r['wall']
    print(d.split('/')[-1], r['params']['spec'], r['encryption'][:10], "cpu %+.2f [%+.2f,%+.2f] hw=%.2f rsd=%.3f fsd=%.4f ffr=%.4f jvm=%.4f n=%d | wall %+.2f hw=%.2f | ctl cpu %+.2f | model %+.2f | gc p/e %.3f/%.3f %s forks %s"%((c['ratio']-1)*100,(c['low']-1)*100,(c['high']-1)*100,(c['high']-c['low'])*50,sp['rounds'],sp['forks'],sp['forksFromRounds'],sp['jvms'],r['rounds'],(w['ratio']-1)*100,(w['high']-w['low'])*50,(r['control']['cpu']['ratio']-1)*100,(r['model']['cpu']['ratio']-1)*100,r['gc']['plaintextCollectionsPerRound'],r['gc']['encryptedCollectionsPerRound'],c['steadyState']['class'],' '.join('%+.1f'%((x-1)*100) for x in sp['forkRatios'])))
