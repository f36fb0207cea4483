#!/usr/bin/env bash
# Runs the command and prints the machine's busy and idle CPU-seconds over it, from /proc/stat:
# what the command cost with every process it started (Chromium's renderers included, which
# `time` does not count), provided nothing else ran on the machine meanwhile.
set -uo pipefail
before=($(head -1 /proc/stat))
"$@"
status=$?
after=($(head -1 /proc/stat))
busy=0
for i in 1 2 3 6 7 8; do busy=$((busy + after[i] - before[i])); done
idle=$((after[4] - before[4] + after[5] - before[5]))
hz=$(getconf CLK_TCK)
echo "machine: $((busy / hz)) CPU-s busy, $((idle / hz)) CPU-s idle"
exit $status
