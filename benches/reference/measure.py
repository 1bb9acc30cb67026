#!/usr/bin/env python3
"""Times perft from every ruleset's start, foxgeese against the reference script, for
docs/benchmarks.md's perft table.

    measure.py FOXGEESE_BINARY [RUNS] [REFERENCE_RUNS]

For each ruleset and option set and each depth 1 to 9: foxgeese `perft DEPTH` RUNS times
(default 5) and the reference (perft.py) REFERENCE_RUNS times at depth 9 (default 3), once at
the other depths. The time is the CPU time (user and system) of the whole process, start-up
included, median of the runs: on a machine shared with other work, wall-clock time measures
the neighbours. The leaf counts of both must agree. Prints one tab-separated line per
(ruleset, depth): ruleset, depth, leaves, foxgeese median s, foxgeese min s, foxgeese max s,
reference median s, and the wall-clock medians of both.
"""

import os
import resource
import statistics
import subprocess
import sys
import time

SPECS = ["plyyard", "standard", "standard:sideways", "standard:geese=15", "standard:geese=17",
         "large-cross", "two-foxes", "boys-own-1870", "boys-own-1870:geese=13"]
HERE = os.path.dirname(os.path.abspath(__file__))


def cpu():
    r = resource.getrusage(resource.RUSAGE_CHILDREN)
    return r.ru_utime + r.ru_stime


def timed(cmd):
    """(CPU seconds, leaves, wall seconds) of one run."""
    before, started = cpu(), time.perf_counter()
    out = subprocess.run(cmd, capture_output=True, text=True, check=True).stdout
    wall = time.perf_counter() - started
    leaves = int("".join(c for c in out.split(":")[-1] if c.isdigit()))
    return cpu() - before, leaves, wall


def main(argv):
    binary = argv[0]
    runs = int(argv[1]) if len(argv) > 1 else 5
    ref_runs = int(argv[2]) if len(argv) > 2 else 3
    for spec in SPECS:
        for depth in range(1, 10):
            fg = [timed([binary, "perft", str(depth), "--ruleset", spec]) for _ in range(runs)]
            n = fg[0][1]
            # REFERENCE_RUNS 0: foxgeese alone (its column measured again after a change).
            ref = [timed([sys.executable, os.path.join(HERE, "perft.py"), spec, str(depth)])
                   for _ in range((ref_runs if depth == 9 else 1) if ref_runs else 0)]
            if any(x[1] != n for x in fg + ref):
                raise SystemExit(f"{spec} {depth}: the counts differ: {fg} {ref}")
            t = [x[0] for x in fg]
            print(f"{spec}\t{depth}\t{n}\t{statistics.median(t):.4f}\t{min(t):.4f}\t{max(t):.4f}"
                  f"\t{statistics.median(x[0] for x in ref) if ref else float('nan'):.3f}"
                  f"\t{statistics.median(x[2] for x in fg):.4f}"
                  f"\t{statistics.median(x[2] for x in ref) if ref else float('nan'):.3f}",
                  flush=True)


if __name__ == "__main__":
    main(sys.argv[1:])
