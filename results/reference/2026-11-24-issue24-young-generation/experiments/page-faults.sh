#!/bin/bash
# Logs, once a second, each running JMH fork: epoch seconds, pid, minor page faults, user and
# system time in clock ticks (fields 10, 14, 15 of /proc/PID/stat). Stop it with kill.
while true; do
  for p in $(pgrep -f 'org.openjdk.jmh.runner.ForkedMain'); do
    f=$(awk '{print $10, $14, $15}' /proc/$p/stat 2>/dev/null) && echo "$(date +%s) $p $f"
  done
  sleep 1
done
