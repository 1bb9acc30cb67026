#!/usr/bin/env bash
# A real Slurm on this machine: munged, slurmctld and slurmd as a one-node cluster with a
# generated slurm.conf; Ply Yard's tables up to GEESE (default 8) geese built through it with
# submit.sh (the levels from PARTS_FROM, default 7, in parts); one step's jobs cancelled
# halfway (scancel) and the build submitted again; then every file compared byte for byte with
# a one-process `tables build`. The daemons are stopped at the end, even when a step fails.
# Run as root (it installs Debian's slurm-wlm and munge when missing). See README.md.
#
#   deploy/slurm/test-local.sh            (environment: FOXGEESE, the binary to test; default
#                                          target/release/foxgeese, built when missing)
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
repo=$(cd "$here/../.." && pwd)
geese=${GEESE:-8}
parts_from=${PARTS_FROM:-7}
started=$(date -u +%s)
# The plan's times are a quiet machine's: on a shared one give the tasks room.
export TIME_FACTOR=${TIME_FACTOR:-20}
say() { echo "[$(date -u +%T)] $*"; }

if ! command -v slurmctld >/dev/null || ! command -v munged >/dev/null; then
  say "installing slurm-wlm and munge"
  DEBIAN_FRONTEND=noninteractive apt-get install -y slurm-wlm munge >/dev/null
fi
bin=${FOXGEESE:-$repo/target/release/foxgeese}
if [ ! -x "$bin" ]; then
  say "building $bin"
  (cd "$repo" && cargo build --release --quiet)
fi

work=$(mktemp -d /tmp/foxgeese-slurm.XXXXXX)
chmod 755 "$work"
pids=()
cleanup() {
  local rc=$?
  say "stopping the daemons"
  if [ -n "${SLURM_CONF:-}" ] && [ -f "$SLURM_CONF" ]; then
    scancel --user=root >/dev/null 2>&1 || true
  fi
  # The pids were kept when the daemons started (a daemon removes its pid file as it stops).
  for p in "${pids[@]}"; do kill "$p" 2>/dev/null || true; done
  for _ in $(seq 20); do
    alive=0
    for p in "${pids[@]}"; do kill -0 "$p" 2>/dev/null && alive=1; done
    [ $alive -eq 0 ] && break
    sleep 0.5
  done
  for p in "${pids[@]}"; do kill -9 "$p" 2>/dev/null || true; done
  if [ $rc -eq 0 ]; then
    say "PASSED in $(($(date -u +%s) - started)) s; logs in $work"
  else
    say "FAILED (exit $rc); logs in $work"
  fi
  exit $rc
}
trap cleanup EXIT
trap 'exit 130' INT TERM

# munge: its own socket and pid file, so a munged already running elsewhere is left alone.
mkdir -p "$work/munge"
chown munge:munge "$work/munge"
if [ ! -s /etc/munge/munge.key ]; then
  mungekey --create --keyfile=/etc/munge/munge.key 2>/dev/null ||
    dd if=/dev/urandom of=/etc/munge/munge.key bs=1 count=1024 2>/dev/null
  chown munge:munge /etc/munge/munge.key
  chmod 400 /etc/munge/munge.key
fi
socket="$work/munge/munge.socket"
runuser -u munge -- munged --socket="$socket" --pid-file="$work/munge/munged.pid" \
  --log-file="$work/munge/munged.log" --seed-file="$work/munge/seed"
pids+=("$(cat "$work/munge/munged.pid")")
say "munged started (pid ${pids[0]})"

host=$(hostname -s)
cpus=$(nproc)
mem=$(($(awk '/MemTotal/ {print $2}' /proc/meminfo) / 1024 - 1024))
mkdir -p "$work/state" "$work/spool"
cat >"$work/slurm.conf" <<CONF
ClusterName=foxgeese-test
SlurmctldHost=$host
SlurmUser=root
SlurmdUser=root
AuthType=auth/munge
CredType=cred/munge
AuthInfo=socket=$socket
SlurmctldPort=16817
SlurmdPort=16818
StateSaveLocation=$work/state
SlurmdSpoolDir=$work/spool
SlurmctldPidFile=$work/slurmctld.pid
SlurmdPidFile=$work/slurmd.pid
SlurmctldLogFile=$work/slurmctld.log
SlurmdLogFile=$work/slurmd.log
ProctrackType=proctrack/linuxproc
TaskPlugin=task/none
SelectType=select/cons_tres
SelectTypeParameters=CR_Core_Memory
SchedulerType=sched/backfill
MpiDefault=none
ReturnToService=2
JobAcctGatherType=jobacct_gather/none
AccountingStorageType=accounting_storage/none
MinJobAge=3600
NodeName=$host CPUs=$cpus RealMemory=$mem State=UNKNOWN
PartitionName=test Nodes=$host Default=YES MaxTime=INFINITE State=UP
CONF
export SLURM_CONF="$work/slurm.conf"
slurmctld -f "$SLURM_CONF"
slurmd -f "$SLURM_CONF"
for f in slurmctld slurmd; do
  for _ in $(seq 50); do [ -s "$work/$f.pid" ] && break; sleep 0.1; done
  pids+=("$(cat "$work/$f.pid")")
done
for _ in $(seq 60); do
  if sinfo -h -o %T 2>/dev/null | grep -q idle; then break; fi
  sleep 1
done
sinfo -h -o "%P %D %T %c %m" | sed 's/^/sinfo: /'
sinfo -h -o %T | grep -q idle || { say "slurmd did not come up"; tail -20 "$work/slurmd.log" "$work/slurmctld.log"; exit 1; }
say "slurmctld and slurmd up: one node, $cpus cores, $mem MB"

wait_for() {
  # Until none of the jobs in the file runs or waits.
  local jobs
  jobs=$(paste -sd, "$1")
  while [ -n "$(squeue -h -j "$jobs" -o %i 2>/dev/null)" ]; do sleep 2; done
}

tables="$work/tables"
say "submitting Ply Yard up to $geese geese (levels from $parts_from in parts)"
"$here/submit.sh" --ruleset plyyard --geese "$geese" --parts-from "$parts_from" \
  --tables "$tables" --bin "$bin" --cpus 1 | tee "$work/submit-1.log"
run=$(ls -d "$tables"/.slurm/*/ | tail -1)
# A fault: cancel everything while a task of the top level's parts (the longest) runs: it is
# killed halfway, the steps after it never run; then submit again.
top=$(printf 'plyyard-g%02d-c%02d.parts' "$geese" $((13 - geese)))
for _ in $(seq 1200); do
  if [ "$(find "$tables/$top" -name '*.fgq' 2>/dev/null | wc -l)" -ge 8 ] &&
    [ -n "$(squeue -h -t R -o %i)" ]; then
    break
  fi
  sleep 0.1
done
sleep 0.3
say "scancel with $(find "$tables" -name '*.fgq' | wc -l) parts built; running: $(squeue -h -t R -o %i | paste -sd' ')"
scancel $(cat "$run/jobs")
wait_for "$run/jobs"
say "cancelled halfway: $(cat "$run"/*.out | grep -c CANCELLED) tasks"
say "submitting again"
"$here/submit.sh" --ruleset plyyard --geese "$geese" --parts-from "$parts_from" \
  --tables "$tables" --bin "$bin" --cpus 1 | tee "$work/submit-2.log"
run=$(ls -d "$tables"/.slurm/*/ | tail -1)
wait_for "$run/jobs"
failed=$(grep -l "error" "$run"/*.out 2>/dev/null || true)
if [ -n "$failed" ]; then
  say "a task failed:"; cat $failed; exit 1
fi
"$bin" tables plan --ruleset plyyard --geese "$geese" --parts-from "$parts_from" \
  --tables "$tables" --format json >"$work/plan.json"
python3 - "$work/plan.json" <<'PY'
import json, sys
t = json.load(open(sys.argv[1]))["total"]
print(f"built through Slurm: {t['built']} of {t['parts']} parts")
sys.exit(0 if t["built"] == t["parts"] else 1)
PY

say "the same build in one process"
"$bin" tables build --ruleset plyyard --geese "$geese" --parts-from "$parts_from" \
  --tables "$work/one" >/dev/null
# Every table and part file the same, byte for byte (lock files and the run folder aside).
files() { (cd "$1" && find . -type f \( -name '*.fgt' -o -name '*.fgq' \) | sort); }
diff <(files "$tables") <(files "$work/one")
n=0
while read -r f; do
  cmp "$tables/$f" "$work/one/$f"
  n=$((n + 1))
done < <(files "$work/one")
say "$n files, each byte for byte the one-process build's"
"$bin" tables verify --ruleset plyyard --tables "$tables" --sample 200
