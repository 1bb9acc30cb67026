#!/usr/bin/env bash
# Seeds the fuzz corpora (fuzz/corpus/<target>/seed-*) from the tests and the study library.
# Run from anywhere; re-running replaces the seeds (inputs a long run found, `found-*`, stay).
# libFuzzer's own additions are not committed.
set -euo pipefail
cd "$(dirname "$0")/.."
out=fuzz/corpus
# The same list, in the same order, as RulesetSpec::ALL (the targets' ruleset byte indexes it).
specs=(plyyard standard standard:sideways standard:geese=15 standard:geese=17 large-cross two-foxes
  boys-own-1870 boys-own-1870:geese=13 boys-own-1870:fox-chooses boys-own-1870:geese=13,fox-chooses
  boys-own-1870-draughts)
for t in position action_why answer study_load ftl playout record progress; do
  mkdir -p "$out/$t"
  rm -f "$out/$t"/seed-*
done

# The index of a ruleset spec in the targets' list, as an octal escape for printf.
spec_byte() {
  local i
  for i in "${!specs[@]}"; do
    [[ ${specs[$i]} == "$1" ]] && printf '\\%03o' "$i" && return
  done
  printf '\\000'
}

# Positions of the perft suites: the ruleset byte, then the notation (`start` is left as is,
# an unparsable position, so the action target falls back to the start).
n=0
for f in tests/perft/*.perft; do
  spec=$(sed -n 's/^ruleset //p' "$f")
  byte=$(spec_byte "$spec")
  while read -r pos; do
    n=$((n + 1))
    printf "$byte%s" "$pos" >"$out/position/seed-$n"
    for act in d3-d4 c3-c4 d4xd6 d4xd6xf6 e5-e4 d5xd3 @d4 11-15 11x18x25; do
      printf "$byte%s\n%s" "$pos" "$act" >"$out/action_why/seed-$n-$act"
    done
  done < <(sed -n 's/^position //p' "$f" | sort -u)
done
for spec in "${specs[@]}"; do
  n=$((n + 1))
  printf "$(spec_byte "$spec")%s" "$spec" >"$out/position/seed-spec-$n"
done

# Answers: each built-in study with a few answers of each kind.
i=0
for a in yes no none "d3-d4" "c3-c4, e3-e4" "d4xd6xf6" "a3 b4" "tidak ada" "Ya."; do
  i=$((i + 1))
  for s in 0 5 11 17 23 29; do
    printf "$(printf '\\%03o' "$s")%s" "$a" >"$out/answer/seed-$i-$s"
  done
done

# Study files and sidecars: the library, the fixtures, the locale files.
for f in studies/*.yaml tests/fixtures/*/*.yaml; do
  cp "$f" "$out/study_load/seed-$(basename "$(dirname "$f")")-$(basename "$f")"
done
for f in locales/*/*.ftl tests/fixtures/*/*.ftl; do
  cp "$f" "$out/ftl/seed-$(basename "$(dirname "$f")")-$(basename "$f")"
done

# Progress files: version 1 and 2, alone and as two sessions' files joined by a NUL.
v1='{ "version": 1, "studies": { "a": { "attempts": 1, "hints": 0, "solved": true } } }'
v2='{ "version": 2, "studies": { "a": { "attempts": 2, "hints": 1, "solved": true, "box": 2, "due": 20427, "last": "solved" }, "b": { "attempts": 4294967295, "hints": 0, "solved": false, "last": "skipped" } } }'
empty='{ "version": 2, "studies": {} }'
printf '%s' "$v1" >"$out/progress/seed-v1"
printf '%s' "$v2" >"$out/progress/seed-v2"
printf '%s\0%s' "$v1" "$v2" >"$out/progress/seed-v1-v2"
printf '%s\0%s' "$v2" "$empty" >"$out/progress/seed-v2-empty"
printf '%s' '{ "version": 3, "studies": {} }' >"$out/progress/seed-future"

# Playouts: each ruleset with a few fixed byte strings.
for i in "${!specs[@]}"; do
  for k in 1 2 3; do
    { printf "$(printf '\\%03o' "$i")"; { yes "$k$i$((k * 37))" || true; } | head -c $((64 * k)); } >"$out/playout/seed-$i-$k"
  done
done
# Game records: the fixtures, each under Ply Yard's start.
for f in tests/fixtures/records/*.txt; do
  { printf '\000'; cat "$f"; } >"$out/record/seed-$(basename "$f")"
done
du -sh --apparent-size "$out"
