#!/usr/bin/env bash
# One array task of a step of the build: builds the part on line SLURM_ARRAY_TASK_ID + 1 of the
# step's id file with `foxgeese tables build --part`. submit.sh passes --mem, --time and
# --cpus-per-task from the plan's estimates; see README.md.
#
#   job.sh IDS_FILE        (environment: FOXGEESE, TABLES, PARTS_FROM)
#
# Exit codes are foxgeese's: 0 built (or built already), 3 an input is missing or damaged (the
# step before failed), 2 any other error. A killed task loses only its part: run it again.
#SBATCH --job-name=foxgeese-part
#SBATCH --output=%x-%A_%a.out
set -euo pipefail
ids=${1:?usage: job.sh IDS_FILE}
: "${FOXGEESE:?the foxgeese binary (a path every node can read)}"
: "${TABLES:?the shared table folder}"
: "${PARTS_FROM:=9}"
task=${SLURM_ARRAY_TASK_ID:?set by Slurm for an array job}
# Digits only: the task id is used in arithmetic below.
if ! [[ $task =~ ^[0-9]+$ ]]; then
  echo "job.sh: SLURM_ARRAY_TASK_ID is not a number: $task" >&2
  exit 2
fi
id=$(sed -n "$((task + 1))p" "$ids")
if [ -z "$id" ]; then
  echo "job.sh: no part on line $((task + 1)) of $ids" >&2
  exit 2
fi
args=(tables build --part "$id" --tables "$TABLES" --parts-from "$PARTS_FROM")
# The memory Slurm gives the task (MB) is the ceiling the build must stay under: --mem, or
# --mem-per-cpu times the task's CPUs.
if [ -n "${SLURM_MEM_PER_NODE:-}" ]; then
  args+=(--memory "$SLURM_MEM_PER_NODE")
elif [ -n "${SLURM_MEM_PER_CPU:-}" ]; then
  args+=(--memory "$((SLURM_MEM_PER_CPU * ${SLURM_CPUS_PER_TASK:-1}))")
fi
if [ -n "${SLURM_CPUS_PER_TASK:-}" ]; then
  args+=(--jobs "$SLURM_CPUS_PER_TASK")
fi
echo "$(date -u +%FT%TZ) $(hostname) task $task: foxgeese ${args[*]}"
exec "$FOXGEESE" "${args[@]}"
