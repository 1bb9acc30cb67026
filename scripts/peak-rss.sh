#!/usr/bin/env bash
# Peak resident memory (RSS) of every command a learner uses, over every built-in study
# (issue 25: the target is 100 MB each). Prints one line per command run, the worst first,
# and exits 1 when one is above the limit.
#
#   scripts/peak-rss.sh [BINARY] [LIMIT_KB]
#
# BINARY defaults to target/release/foxgeese (build it first: cargo build --release);
# LIMIT_KB to 102400 (100 MiB). Needs GNU time (/usr/bin/time -v) and jq. Runs in a
# scratch folder, so no progress file or lesson book of the user is touched.
set -euo pipefail

bin=$(realpath "${1:-target/release/foxgeese}")
limit=${2:-102400}
repo=$(pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cd "$work"
export HOME="$work" XDG_DATA_HOME="$work/data" FOXGEESE_TABLES="$work/tables"

results="$work/results"
: >"$results"

# peak NAME CMD...: runs CMD (its output dropped, stdin empty) and records its peak RSS.
peak() {
    local name=$1
    shift
    /usr/bin/time -v -o "$work/time" "$@" </dev/null >/dev/null 2>&1 || true
    local kb
    kb=$(awk -F': ' '/Maximum resident set size/ {print $2}' "$work/time")
    printf '%s\t%s\n' "$kb" "$name" >>"$results"
}

ids=$("$bin" list --format json | jq -r '.[].id')
peak "list" "$bin" list
peak "validate (all studies)" "$bin" validate "$repo/studies"
peak "export (all studies, both languages)" "$bin" export -o "$work/book"
for id in $ids; do
    peak "study $id" "$bin" study "$id"
    # A wrong answer: the check proves the right one and says why this one is wrong.
    peak "check $id" "$bin" check "$id" --answer none
    peak "validate $id" "$bin" validate "$repo/studies/$id.yaml"
    peak "export $id" "$bin" export -o "$work/book-$id" "$repo/studies/$id.yaml"
done
# practice asks the studies in its order; an empty standard input ends it after the first.
peak "practice" "$bin" practice --state "$work/progress.json"
for stage in understand compare review; do
    peak "practice --stage $stage" "$bin" practice --stage "$stage" --reset --state "$work/progress.json"
done

sort -rn "$results" | awk -F'\t' -v limit="$limit" '
    { printf "%8.1f MB  %s\n", $1 / 1024, $2; if ($1 > limit) over++ }
    END {
        printf "%d commands; %d above %.0f MB\n", NR, over, limit / 1024
        exit over > 0
    }'
