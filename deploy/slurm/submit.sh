#!/usr/bin/env bash
# Submits a table build to Slurm: one array job per step of `foxgeese tables plan`'s graph,
# each depending (afterok) on the step before, each task building one part with job.sh.
# See README.md.
#
#   submit.sh --ruleset R --geese K --tables DIR [--parts-from P] [--bin FOXGEESE]
#             [--cpus N] [--stand-in] [-- SBATCH_OPTIONS...]
#
# --stand-in runs the same steps here instead, without Slurm: each step's tasks in parallel
# (STAND_IN_JOBS at a time, default 2) with SLURM_ARRAY_TASK_ID set, a step after the one
# before has succeeded. Parts already built are left out; a step with nothing left is not
# submitted, so running this again after a failure submits only what is missing.
# Margins: --mem is the plan's largest estimate of the step times MEM_FACTOR (default 1.25)
# plus 256 MB; --time the plan's longest time times TIME_FACTOR (default 3) plus 2 minutes.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
ruleset=plyyard geese= tables= parts_from=9 bin=${FOXGEESE:-foxgeese} cpus=2 stand_in=
while [ $# -gt 0 ]; do
  case $1 in
    --ruleset) ruleset=$2; shift 2 ;;
    --geese) geese=$2; shift 2 ;;
    --tables) tables=$2; shift 2 ;;
    --parts-from) parts_from=$2; shift 2 ;;
    --bin) bin=$2; shift 2 ;;
    --cpus) cpus=$2; shift 2 ;;
    --stand-in) stand_in=1; shift ;;
    --) shift; break ;;
    *) echo "submit.sh: unknown option $1 (see the comment at the top)" >&2; exit 2 ;;
  esac
done
: "${geese:?submit.sh: --geese K is needed}"
: "${tables:?submit.sh: --tables DIR (a folder every node shares) is needed}"
mkdir -p "$tables"
tables=$(cd "$tables" && pwd)
bin=$(command -v "$bin")
run="$tables/.slurm/$(date -u +%Y%m%dT%H%M%S)-$$"
mkdir -p "$run"
"$bin" tables plan --ruleset "$ruleset" --geese "$geese" --parts-from "$parts_from" \
  --tables "$tables" --format json >"$run/plan.json"
# One file per step: the ids of the parts still to build, and the step's --mem and --time.
python3 - "$run" "${MEM_FACTOR:-1.25}" "${TIME_FACTOR:-3}" <<'PY'
import json, math, sys
run, mem_factor, time_factor = sys.argv[1], float(sys.argv[2]), float(sys.argv[3])
plan = json.load(open(f"{run}/plan.json"))
bad = [p["id"] for p in plan["parts"] if not p["buildable"] and not p["built"]]
if bad:
    sys.exit(f"submit.sh: {len(bad)} parts cannot be built yet (the first: {bad[0]})")
steps = {}
for p in plan["parts"]:
    if not p["built"]:
        steps.setdefault(p["step"], []).append(p)
with open(f"{run}/steps", "w") as out:
    for n, (step, parts) in enumerate(sorted(steps.items())):
        name = f"step-{n:04d}"
        with open(f"{run}/{name}.ids", "w") as f:
            f.write("".join(p["id"] + "\n" for p in parts))
        mem_mb = math.ceil(max(p["memory_bytes"] for p in parts) * mem_factor / 1e6) + 256
        minutes = math.ceil(max(p["seconds"] for p in parts) * time_factor / 60) + 2
        out.write(f"{name} {len(parts)} {mem_mb} {minutes}\n")
PY
export FOXGEESE=$bin TABLES=$tables PARTS_FROM=$parts_from
if [ ! -s "$run/steps" ]; then
  echo "Nothing to build: every part is in $tables."
  exit 0
fi
echo "$(wc -l <"$run/steps") steps, $(cat "$run"/step-*.ids | wc -l) parts; ids and logs in $run"
if [ -n "$stand_in" ]; then
  while read -r name count _mem _minutes; do
    seq 0 $((count - 1)) | SLURM_CPUS_PER_TASK=$cpus xargs -P "${STAND_IN_JOBS:-2}" -I{} \
      env SLURM_ARRAY_TASK_ID={} "$here/job.sh" "$run/$name.ids" >>"$run/$name.log" 2>&1 || {
      echo "submit.sh --stand-in: a part of $name failed; see $run/$name.log" >&2
      exit 1
    }
  done <"$run/steps"
  echo "Built every part (stand-in)."
  exit 0
fi
prev=
while read -r name count mem minutes; do
  dep=()
  [ -n "$prev" ] && dep=(--dependency="afterok:$prev" --kill-on-invalid-dep=yes)
  prev=$(sbatch --parsable --array="0-$((count - 1))" --job-name="fg-$name" \
    --mem="${mem}M" --time="$minutes" --cpus-per-task="$cpus" \
    --output="${run//%/%%}/$name-%a.out" "${dep[@]}" "$@" \
    --export=ALL "$here/job.sh" "$run/$name.ids")
  prev=${prev%%;*}
  echo "$prev" >>"$run/jobs"
  echo "$name: job $prev, $count parts, --mem=${mem}M --time=$minutes"
done <"$run/steps"
echo "Submitted; the last step is job $prev (its job ids are in $run/jobs)."
