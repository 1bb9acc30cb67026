#!/usr/bin/env bash
# The fault audit of issue 25 ("Files foxgeese keeps or writes", "Time and memory that stay
# bounded"), kept so that it runs again: each case runs the binary against one fault, with a
# deadline, and prints its exit code, its time, its peak memory and the first lines it said.
# The regression tests of the same faults are in tests/cli_files.rs; this script is for a look
# by eye (and for the measurements, which tests only bound loosely).
#
#   scripts/audit-files.sh [BINARY]      (default: target/release/foxgeese, built if missing)
#
# Needs GNU time (/usr/bin/time) for the memory column, mkfifo, and Linux for `ulimit -v`.
set -uo pipefail
cd "$(dirname "$0")/.."
bin=${1:-target/release/foxgeese}
if [[ ! -x $bin ]]; then
  cargo build --release --quiet
fi
bin=$(realpath "$bin")
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
cd "$scratch"

# case NAME COMMAND...: runs COMMAND (a shell line) with a 120 s deadline.
case_() {
  local name=$1
  shift
  /usr/bin/time -o time -f '%x %e %M' timeout 120 bash -c "$*" >stdout 2>stderr
  read -r code seconds kib < <(tail -1 time)
  printf '%-48s exit %-3s %6s s %8s KiB\n' "$name" "$code" "$seconds" "$kib"
  head -c 400 stderr | sed 's/^/    /'
}
fg=$bin
export XDG_DATA_HOME=$scratch/data

echo "== Files"
mkdir -p t && mkfifo t/boys-own-1870-draughts-g01.fgt
case_ "tables list, a FIFO named like a table" "$fg tables list --tables t"
rm t/boys-own-1870-draughts-g01.fgt
case_ "tables build (draughts, 3 geese)" "$fg tables build --ruleset boys-own-1870-draughts --geese 3 --tables t"
cp t/boys-own-1870-draughts-g02.fgt keep.fgt
cp t/boys-own-1870-draughts-g03.fgt t/boys-own-1870-draughts-g02.fgt
case_ "tables list, a table under another's name" "$fg tables list --tables t"
mv keep.fgt t/boys-own-1870-draughts-g02.fgt
python3 - <<'EOF'
p = "t/boys-own-1870-draughts-g03.fgt"
b = bytearray(open(p, "rb").read())
b[-1] ^= 1
open(p, "wb").write(b)
EOF
case_ "tables build, last table damaged" "$fg tables build --ruleset boys-own-1870-draughts --geese 3 --tables t"
case_ "tables build --jobs 100000" "$fg tables build --jobs 100000 --tables t"
echo x >afile
case_ "tables list, the folder is a file" "$fg tables list --tables afile"
case_ "tables build, under a file" "$fg tables build --ruleset boys-own-1870-draughts --geese 1 --tables afile/sub"
mkfifo pipe.proof
case_ "prove --checkpoint FIFO" "$fg prove --nodes 1000 --checkpoint pipe.proof"
ln -s b.proof a.proof && ln -s a.proof b.proof
case_ "prove --checkpoint, a symlink loop" "$fg prove --budget 600 --checkpoint a.proof"
case_ "prove --nodes 0" "$fg prove --nodes 0"
mkdir site && echo mine >site/index.html
case_ "export into a folder with my index.html" "$fg export -o site"
case_ "export --force" "$fg export -o site --force"
touch t/.boys-own-1870-draughts-g01.fgt.99999999.0.tmp
case_ "a stale temporary (its process gone)" "$fg tables build --ruleset boys-own-1870-draughts --geese 1 --tables t2 && $fg tables build --ruleset boys-own-1870-draughts --geese 1 --tables t; echo \"temporaries left: \$(ls -a t | grep -c tmp)\" >&2"

echo "== Time and memory"
for v in 200000 300000; do
  case_ "tables build plyyard 6 under ulimit -v $v" "ulimit -v $v; $fg tables build --ruleset plyyard --geese 6 --tables u$v"
done
case_ "review, --budget 30 --total-budget 2" "$fg review $OLDPWD/tests/fixtures/records/club-night.txt --budget 30 --total-budget 2 --tables t"
case_ "analyze the start, 8 s, default memory" "$fg analyze --budget 8 --tables t"
case_ "analyze the start, 8 s, --memory 16" "$fg analyze --budget 8 --memory 16 --tables t"
case_ "analyze draughts, --budget 1 (on-demand builds)" "$fg analyze --ruleset boys-own-1870-draughts --position 'GGGG/GG2/2F1/4/4/4/4/4 f 0' --budget 1 --tables t3"
for c in "list" "export -o book-$RANDOM" "study eighth-capture-south-arm" "check eighth-capture-south-arm --answer e1-e2" "validate"; do
  case_ "learner: $c" "$fg $c"
done

# The audit of the newer surfaces (issue 52): its findings' reproductions, on a folder of Ply
# Yard's tables to six geese with five and six in parts (T). Findings 3 (ratings out of range),
# 4 (a folder that cannot be written, which root writes anyway) and 11 (shipped data, compiled
# in) cannot be replayed from the command line: their tests are
# tests/properties.rs (ratings), tests/cli_progress.rs and src/shipped.rs.
echo "== The newer surfaces (issue 52)"
$fg tables build --geese 6 --parts-from 5 --tables T >/dev/null 2>&1
case_ "1. mine five geese for opening themes" "$fg mine --tables T --geese 5 --theme opening --count 1 -o out.yaml"
case_ "1. mine --theme trap --count 100000" "$fg mine --tables T --geese 5 --theme trap --count 100000 -o out2.yaml"
python3 - <<'PY'
text = open("out2.yaml").read()
text += "".join(f"# padding line {i:05} of a large collection\n" for i in range(20000))
open("big.yaml", "w").write(text)
PY
case_ "2. validate a collection over 1 MiB named" "$fg validate big.yaml --tables T"
case_ "5. match --jobs 1024 under ulimit -v 3 GB" "ulimit -v 3000000; $fg match 3 3 --games 8 --jobs 1024 --nodes 200 --tables T"
part=$($fg tables plan --geese 6 --parts-from 5 --tables T --format json | python3 -c 'import json,sys; p=json.load(sys.stdin)["parts"]; print(next(x["files"][0] for x in p if "/s" in x["id"]))')
python3 - "$part" <<'PY'
import sys
p = sys.argv[1]
b = bytearray(open(p, "rb").read())
b[len(b) // 2] ^= 1
open(p, "wb").write(b)
PY
case_ "6. plan with a part's body damaged" "$fg tables plan --geese 6 --parts-from 5 --tables T --format json | grep -c '\"built\": false'"
case_ "8. verify names the damaged part" "$fg tables verify --tables T"
rm "$part"
case_ "8. verify with a part missing" "$fg tables verify --tables T"
mkdir "$part"
case_ "8. verify with a folder in a part's place" "$fg tables verify --tables T"
rmdir "$part"
$fg tables build --geese 6 --parts-from 5 --tables T >/dev/null 2>&1
$fg tables sweep -r boys-own-1870-draughts --geese 4 --tables S >/dev/null 2>&1
python3 - <<'PY'
p = "S/boys-own-1870-draughts-sweep-g04.fgs"
b = bytearray(open(p, "rb").read())
b[-1] ^= 1
open(p, "wb").write(b)
PY
case_ "8. tables sweep over a damaged level" "$fg tables sweep -r boys-own-1870-draughts --geese 4 --tables S"
cat >wrong.yaml <<'YAML'
format_version: 1
ruleset: plyyard
puzzles:
  - id: plyyard-1
    position: "3/3/7/2GF3/3G3/3/3 f 8"
    value: fox-wins
    plies: 1
    line: [d4xb4]
    themes: [quiet-move, geese, opening, long]
    rating: 2400
YAML
case_ "9. validate a one-ply capture tagged wrongly" "$fg validate wrong.yaml"
case_ "10. train -o README.md" "cp $OLDPWD/README.md readme.md; $fg train -o readme.md --samples 1000 --tables T; cmp readme.md $OLDPWD/README.md && echo 'kept as it was' >&2"
case_ "10. mine -o /dev/full" "$fg mine --tables T --geese 5 --count 1 -o /dev/full"
case_ "10. mine --geese 14" "$fg mine --tables T --geese 14 --count 1 -o x.yaml"
ln -s missing/folder/x.yaml dangling.yaml
case_ "10. mine -o a dangling link" "$fg mine --tables T --geese 5 --count 1 -o dangling.yaml; ls -d missing 2>&1 >&2"
case_ "10. tables build into /proc" "$fg tables build --ruleset boys-own-1870-draughts --geese 3 --tables /proc/fg"
printf 'format_version: 1\nruleset: plyyard\npuzzles:\n  - id: a\n    value: fox\0wins\n' >nul.yaml
case_ "12. a NUL in a collection" "$fg validate nul.yaml"
case_ "12. a collection of version 9" "sed 's/format_version: 1/format_version: 9/' wrong.yaml >v9.yaml; $fg validate v9.yaml"
case_ "12. train --games 1 --nodes 1" "$fg train --games 1 --nodes 1 --jobs 1 --tables T -o g.txt"
case_ "12. --part .../s2" "$fg tables build --part plyyard-g06-c07/s2 --parts-from 5 --tables T"
case_ "12. mine --count -1" "$fg mine --tables T --count -1 -o x.yaml"
case_ "12. tables plan --geese 4" "$fg tables plan --geese 4 --tables T"
