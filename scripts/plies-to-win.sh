#!/usr/bin/env bash
# How fast the engine's `perfect` player wins against `random` and `greedy`, ruleset by
# ruleset (issue 53, docs/matches.md "Plies to win"): each pairing's games from the match's
# varied openings, a fixed seed and a budget in search nodes, so the same binary plays the
# same games. Prints one row per ruleset and opponent: games, perfect's wins, and the mean and
# longest number of plies of the games it won.
#
#   scripts/plies-to-win.sh [GAMES] [NODES]
#
# GAMES (default 20) a pairing, NODES (default 2000) a move. $FOXGEESE (default
# target/release/foxgeese) is the binary measured: run it once with the binary before a
# change and once after. Tables are built on demand in $OUT/tables (default
# target/plies-to-win), as a learner without the whole tables has them. Needs `jq`.
set -euo pipefail

games=${1:-20}
nodes=${2:-2000}
bin=${FOXGEESE:-target/release/foxgeese}
out=${OUT:-target/plies-to-win}
mkdir -p "$out/tables"

printf '| ruleset | against | games | perfect wins | plies to win, mean | longest |\n'
printf '|---|---|---:|---:|---:|---:|\n'
for r in plyyard standard large-cross two-foxes boys-own-1870 boys-own-1870-draughts; do
  for opp in random greedy; do
    json="$out/$r-$opp.json"
    "$bin" match perfect "$opp" --ruleset "$r" --games "$games" --nodes "$nodes" --seed 1 \
      --tables "$out/tables" --format json >"$json" 2>/dev/null || true
    jq -r --arg r "$r" --arg o "$opp" '
      [.results[] | select(.winner == "a") | .plies] as $w |
      "| \($r) | \($o) | \(.games) | \($w | length) | " +
      (if ($w | length) == 0 then "– | – |"
       else "\(($w | add) / ($w | length) | . * 10 | round / 10) | \($w | max) |" end)' "$json"
  done
done
