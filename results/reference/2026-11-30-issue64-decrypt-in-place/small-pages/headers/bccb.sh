#!/bin/bash
# BCCB: 1.13.1 with pages decrypted in place (B) and that plus decrypted headers read unsynchronized (C),
# files family on the 200-row-page R1 file.
cd /work/main
for step in 1:B 2:C 3:C 4:B; do
  n=${step%%:*}; b=${step##*:}
  if [ $b = B ]; then cp="/tmp/nc/builds3/in-place-1.13.1/*:target/benchmarks.jar"; else cp="/tmp/nc/builds3/in-place-headers-1.13.1/*:target/benchmarks.jar"; fi
  date -u +"%H:%M:%S start $n $b" >> /tmp/f2/bccb.log
  java -Dpmebench.home=/work/main -cp "$cp" org.pmebench.cli.PmeBench run --profile ci --families files \
    --files /tmp/f2/r1-unco-p200.parquet --files-operations read --output /tmp/f2/bccb-$n-$b > /tmp/f2/bccb-$n-$b.out 2>&1
  date -u +"%H:%M:%S end $n $b rc=$?" >> /tmp/f2/bccb.log
done
