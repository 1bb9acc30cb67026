#!/usr/bin/env bash
# The estimate measured against the truth (issue 51, docs/engine.md "Likely mistakes against
# the tables"): games of mixed strength in Ply Yard's game, each reviewed twice, once with the
# whole tables (every ply classed exactly: the truth) and once without them (only the small
# tables built on demand, as a learner who has not built them has: the engine's "likely
# mistake" where nothing is proven). Prints the precision and recall of "likely mistake"
# against the tables' mistakes, overall and by phase (geese on the board before the ply).
#
#   scripts/likely-mistakes.sh TABLES [GAMES_PER_PAIR] [TOTAL_BUDGET]
#
# TABLES: a folder holding the whole game (`foxgeese tables build --ruleset plyyard`).
# GAMES_PER_PAIR (default 20) for each of the ten pairings below (200 games), from the
# match's own varied openings, a fixed seed and a budget in search nodes, so the same binary
# plays the same games. TOTAL_BUDGET (default 20): `review --total-budget` of the review
# without the tables, in seconds a game (a learner's default is 60; a longer budget lets the
# estimate search deeper). $JOBS reviews run at once (default 2), $OUT keeps every record and
# review (default target/likely-mistakes). Needs `jq` and a built binary: $FOXGEESE (default
# target/release/foxgeese).
set -euo pipefail

tables=${1:?the folder of the whole tables}
games=${2:-20}
total=${3:-20}
bin=${FOXGEESE:-target/release/foxgeese}
out=${OUT:-target/likely-mistakes}
jobs=${JOBS:-2}
mkdir -p "$out/games" "$out/truth" "$out/estimate" "$out/small-tables"

# Random and greedy players, and the engine's levels, against each other.
pairs=("1 random" "2 greedy" "3 1" "4 2" "5 3" "greedy random" "5 greedy" "4 random" "3 greedy" "2 random")
n=0
seed=1
for p in "${pairs[@]}"; do
  read -r a b <<<"$p"
  "$bin" match "$a" "$b" --games "$games" --nodes 2000 --seed "$seed" --format json \
    --tables "$out/small-tables" --jobs "$jobs" >"$out/match-$seed.json"
  while IFS= read -r moves; do
    n=$((n + 1))
    printf '[Ruleset "plyyard"]\n[Fox "%s"]\n[Geese "%s"]\n\n%s\n' "$a" "$b" "$moves" \
      >"$out/games/$(printf %03d "$n").txt"
  done < <(jq -r '.results[].moves' "$out/match-$seed.json")
  seed=$((seed + 1))
done
echo "$n games" >&2

review() {
  local g=$1 name
  name=$(basename "$g" .txt)
  [ -s "$out/truth/$name.json" ] ||
    "$bin" review "$g" --tables "$tables" --format json >"$out/truth/$name.json"
  [ -s "$out/estimate/$name.json" ] ||
    "$bin" review "$g" --tables "$out/small-tables" --total-budget "$total" --format json \
      >"$out/estimate/$name.json" 2>/dev/null
}
export -f review
export bin out tables total
ls "$out"/games/*.txt | xargs -P "$jobs" -I{} bash -c 'review {}'

# One row per ply: its phase, the truth's class, the estimate review's class and swing, and
# whether it gave a goose away for nothing (a geese ply the tables call a mistake, answered
# by a capture).
for t in "$out"/truth/*.json; do
  e="$out/estimate/$(basename "$t")"
  jq -c --slurpfile e "$e" '
    [.plies as $p | range(0; $p | length) as $i | $p[$i] as $x |
      {
        geese: (13 - ([$p[0:$i][] | select(.side == "fox" and (.action | test("x")))] | length)),
        truth: $x.class,
        est: $e[0].plies[$i].class,
        swing: ($e[0].plies[$i].estimate.likely_mistake // false),
        given: ($x.side == "geese" and $x.class == "mistake"
                and (($p[$i + 1].action // "") | test("x")))
      }][]' "$t"
done >"$out/plies.jsonl"

jq -rs '
  def phase: if .geese >= 11 then "13–11 geese" elif .geese >= 8 then "10–8 geese" else "7 or fewer" end;
  def pct(a; b): if b == 0 then "–" else "\((a * 1000 / b | round) / 10) %" end;
  def row(name; xs):
    (xs | map(select(.est == "unknown"))) as $u
    | ($u | map(select(.swing)) | length) as $flagged
    | ($u | map(select(.swing and .truth == "mistake")) | length) as $hit
    | ($u | map(select(.truth == "mistake")) | length) as $real
    | "| \(name) | \(xs | length) | \(xs | map(select(.est != "unknown")) | length) | \($u | length) | \($real) | \($flagged) | \($hit) | \(pct($hit; $flagged)) | \(pct($hit; $real)) |";
  "| Phase | Plies | Proven without the tables | Estimated | Real mistakes among them | Likely mistakes | Both | Precision | Recall |",
  "|---|---:|---:|---:|---:|---:|---:|---:|---:|",
  row("All"; .),
  (group_by(phase) | sort_by(-.[0].geese)[] | row(.[0] | phase; .)),
  "",
  "Geese given away for nothing (a geese mistake answered by a capture), estimated: \(map(select(.given and .est == "unknown")) | length), caught as likely mistakes: \(map(select(.given and .est == "unknown" and .swing)) | length)."
' "$out/plies.jsonl"
