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
