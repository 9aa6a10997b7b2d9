#!/bin/bash
# ABBA: 1.13.1 as released (A) and with pages decrypted in place (B), files family on the 200-row-page R1 file.
cd /work/main
for step in 1:A 2:B 3:B 4:A; do
  n=${step%%:*}; b=${step##*:}
  if [ $b = A ]; then cp=target/benchmarks.jar; else cp="/tmp/nc/builds/in-place-1.13.1/*:target/benchmarks.jar"; fi
  date -u +"%H:%M:%S start $n $b" >> /tmp/f2/abba.log
  java -Dpmebench.home=/work/main -cp "$cp" org.pmebench.cli.PmeBench run --profile ci --families files \
    --files /tmp/f2/r1-unco-p200.parquet --files-operations read --output /tmp/f2/abba-$n-$b > /tmp/f2/abba-$n-$b.out 2>&1
  date -u +"%H:%M:%S end $n $b rc=$?" >> /tmp/f2/abba.log
done
