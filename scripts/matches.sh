#!/usr/bin/env bash
# The matches behind docs/matches.md (issue 26): in every ruleset, each engine level against
# `random`, `greedy` and the level below, each match in pairs of games from the same opening
# with the sides swapped. Deterministic: a fixed seed and a budget in search nodes (the same
# on every machine), so the same binary prints the same tables.
#
#   scripts/matches.sh [GAMES] [NODES] [RULESET ...]
#
# GAMES per match (default 20), NODES per move (default 5000), the rulesets (default all
# six); $PAIRS, when set, the matches to play instead of every level's three (below);
# $UNBALANCED, when set, the plies of unbalanced openings to play from (`match --unbalanced`);
# $OPENINGS, when set, a file of openings to play from instead (`match --openings`; the
# geese's won openings in scripts/openings/, for instance).
# Prints one Markdown table per ruleset on standard output, a row as each match ends.
# Needs `jq` and a built binary: $FOXGEESE (default target/release/foxgeese). The tables
# folder is $FOXGEESE_TABLES, else a scratch folder under target/ (Ply Yard without the full
# tables: only the small ones built on demand).
set -euo pipefail

games=${1:-20}
nodes=${2:-5000}
shift $(( $# > 2 ? 2 : $# ))
rulesets=("$@")
if [ ${#rulesets[@]} -eq 0 ]; then
  rulesets=(plyyard standard large-cross two-foxes boys-own-1870 boys-own-1870-draughts)
fi
bin=${FOXGEESE:-target/release/foxgeese}
tables=${FOXGEESE_TABLES:-target/matches-tables}
mkdir -p "$tables"
seed=1

# The pairs played, strongest first: each level against random, greedy and the level below;
# or those $PAIRS names, "A:B" separated by spaces (PAIRS="perfect:random perfect:greedy").
pairs=()
if [ -n "${PAIRS:-}" ]; then
  for p in $PAIRS; do
    pairs+=("${p%%:*} ${p#*:}")
  done
else
  for level in perfect 5 4 3 2 1; do
    pairs+=("$level random" "$level greedy")
    case $level in
      perfect) pairs+=("perfect 5") ;;
      1) ;;
      *) pairs+=("$level $((level - 1))") ;;
    esac
  done
fi

wld() { jq -r "\"\(.by_side.$1.a_wins)–\(.by_side.$1.b_wins)–\(.by_side.$1.draws)\""; }

for r in "${rulesets[@]}"; do
  echo
  echo "### $r"
  echo
  echo "| A | B | games | A won | B won | draws | A as the fox (W–L–D) | A as the geese (W–L–D) | A's score | Elo (95 % interval) | Elo by pairs (95 % interval) | seconds |"
  echo "|---|---|---|---|---|---|---|---|---|---|---|---|"
  for p in "${pairs[@]}"; do
    set -- $p
    start=$(date +%s)
    json=$("$bin" match "$1" "$2" --ruleset "$r" --games "$games" --nodes "$nodes" \
      --seed "$seed" --tables "$tables" ${UNBALANCED:+--unbalanced "$UNBALANCED"} \
      ${OPENINGS:+--openings "$OPENINGS"} --format json)
    took=$(( $(date +%s) - start ))
    fox=$(echo "$json" | wld a_as_fox)
    geese=$(echo "$json" | wld a_as_geese)
    echo "$json" | jq -r --arg fox "$fox" --arg geese "$geese" --arg took "$took" '
      def num: if . == null then "∞" else (. * 10 | round / 10 | tostring) end;
      def elo: if .elo_unbounded == "above" then "+∞ (≥ \(.elo_interval[0] | num))"
               elif .elo_unbounded == "below" then "−∞ (≤ \(.elo_interval[1] | num))"
               else "\(.elo | num) (\(if .elo_interval[0] == null then "−∞" else (.elo_interval[0] | num) end) to \(.elo_interval[1] | num))" end;
      "| \(.a) | \(.b) | \(.games) | \(.a_wins) | \(.b_wins) | \(.draws) | \($fox) | \($geese) | \(.score * 1000 | round / 10) % | \(elo) | \(.by_pairs | elo) | \($took) |"'
  done
done
