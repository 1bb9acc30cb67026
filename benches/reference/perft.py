#!/usr/bin/env python3
"""A plain memoizing perft for foxgeese's rulesets: the yardstick of docs/benchmarks.md's perft table.

Written from the rules as docs/rulesets.md and `foxgeese rulesets NAME` state them, sharing no code
with foxgeese: boards are pictures of points, lines join neighbouring points (diagonals where
the ruleset draws them), geese step along lines in their directions, the fox steps or jumps
(single jumps, optional chains, or compulsory maximal chains), and the capture target or the
paddock ends a game. Draw rules are ignored, as perft ignores them. perft(position, depth) is
memoized by (position, depth) in a dictionary without bound, as a plain script would; there
is no other shortcut (at depth 1 it counts the list of actions).

    perft.py RULESET DEPTH [POSITION]   the count, then the time it took, on standard error
    perft.py --check [MAX_NODES]        every count of tests/perft/*.perft up to MAX_NODES
                                        leaves (default 2,000,000) must agree
"""

import os
import sys
import time

DIRS = {
    "N": (0, 1), "S": (0, -1), "E": (1, 0), "W": (-1, 0),
    "NE": (1, 1), "NW": (-1, 1), "SE": (1, -1), "SW": (-1, -1),
}

CROSS_33 = ["..###..", "..###..", "#######", "#######", "#######", "..###..", "..###.."]
CROSS_45 = ["...###...", "...###...", "...###...", "#########", "#########",
            "#########", "...###...", "...###...", "...###..."]


class Rules:
    """One ruleset: its board, start, goose directions, jump rule and end rules."""

    def __init__(self, picture, diagonals, foxes, geese, first, goose_dirs, jumps,
                 compulsory, target, paddock=()):
        self.ranks = len(picture)
        self.files = len(picture[0])
        pts = set()
        for i, row in enumerate(picture):
            for f, c in enumerate(row):
                if c == "#":
                    pts.add((f, self.ranks - 1 - i))
        self.points = sorted(pts)
        self.index = {p: i for i, p in enumerate(self.points)}
        self.all = (1 << len(self.points)) - 1
        # nb[i][d]: the point one line away from point i in direction d, or None.
        self.nb = []
        for (f, r) in self.points:
            row = {}
            for d, (df, dr) in DIRS.items():
                q = (f + df, r + dr)
                if q not in pts:
                    continue
                if df and dr:
                    square = (f, r + dr) in pts and (f + df, r) in pts
                    drawn = square and (diagonals == "all" or
                                        (diagonals == "alternating" and (f + r) % 2 == 0))
                    if not drawn:
                        continue
                row[d] = self.index[q]
            self.nb.append(row)
        self.fox_dirs = [d for d in DIRS if any(d in row for row in self.nb)]
        self.goose_dirs = goose_dirs
        self.start_foxes = self.mask(foxes)
        self.start_geese = self.mask(geese)
        self.first_fox = first == "fox"
        self.jumps = jumps
        self.compulsory = compulsory
        self.target = target
        self.paddock = self.mask(paddock)

    def point(self, name):
        return self.index[(ord(name[0]) - ord("a"), int(name[1:]) - 1)]

    def mask(self, names):
        m = 0
        for n in names:
            m |= 1 << (n if isinstance(n, int) else self.point(n))
        return m

    def ranks_mask(self, lo, hi):
        return [i for i, (f, r) in enumerate(self.points) if lo - 1 <= r <= hi - 1]


def ruleset(spec):
    """The ruleset a spec such as `standard:geese=17,sideways` names."""
    name, _, opts = spec.partition(":")
    opts = set(o for o in opts.split(",") if o)
    geese_n = next((int(o[6:]) for o in opts if o.startswith("geese=")), None)
    sideways = "sideways" in opts

    def build(picture, diagonals, foxes, geese_ranks, extra, **kw):
        r = Rules(picture, diagonals, foxes, [], **kw)
        geese = r.ranks_mask(*geese_ranks)
        r.start_geese = r.mask(geese) | r.mask(extra)
        return r

    if name == "plyyard":
        return build(CROSS_33, "none", ["d4"], (5, 7), [], first="geese",
                     goose_dirs=["S", "E", "W"], jumps="single", compulsory=False,
                     target=("captures", 9))
    if name == "standard":
        n = geese_n or 13
        extra = (["a4", "g4"] if n >= 15 else []) + (["a5", "g5"] if n >= 17 else [])
        return build(CROSS_33, "all", ["d4"], (1, 3), extra, first="fox",
                     goose_dirs=["N", "NE", "NW"] + (["E", "W"] if sideways else []),
                     jumps="chain", compulsory=False, target=("below", 4))
    if name == "large-cross":
        return build(CROSS_45, "alternating", ["e7"], (1, 4), [], first="fox",
                     goose_dirs=["N", "NE", "NW", "E", "W"], jumps="chain",
                     compulsory=False, target=("below", 4))
    if name == "two-foxes":
        return build(CROSS_33, "all", ["c7", "e7"], (1, 4), [], first="fox",
                     goose_dirs=["N", "NE", "NW", "E", "W"], jumps="maximal",
                     compulsory=True, target=("below", 9),
                     paddock=["c5", "d5", "e5", "c6", "d6", "e6", "c7", "d7", "e7"])
    if name == "boys-own-1870":
        n = geese_n or 17
        extra = ["a4", "g4", "a5", "g5"] if n == 17 else []
        return build(CROSS_33, "none", ["d4"], (1, 3), extra, first="geese",
                     goose_dirs=["N", "E", "W"], jumps="chain", compulsory=False,
                     target=("below", 7))
    raise SystemExit(f"unknown ruleset {spec}")


def bits(m):
    while m:
        low = m & -m
        yield low.bit_length() - 1
        m ^= low


def parse(rules, text):
    """(foxes, geese, fox to move, captures) of a position in foxgeese's notation."""
    if text == "start":
        return rules.start_foxes, rules.start_geese, rules.first_fox, 0
    fields = text.split()
    foxes = geese = 0
    for i, row in enumerate(fields[0].split("/")):
        rank = rules.ranks - 1 - i
        files = [f for (f, r) in rules.points if r == rank]
        k = 0
        for c in row:
            if c.isdigit():
                k += int(c)
                continue
            p = rules.index[(files[k], rank)]
            if c == "G":
                geese |= 1 << p
            elif c == "F":
                foxes |= 1 << p
            k += 1
    return foxes, geese, fields[1] == "f", int(fields[2])


def finished(rules, geese, captures):
    kind, n = rules.target
    if kind == "captures" and captures >= n:
        return True
    if kind == "below" and bin(geese).count("1") < n:
        return True
    return bool(rules.paddock) and geese & rules.paddock == rules.paddock


def actions(rules, foxes, geese, fox_to_move):
    """Every action as the position after it: (foxes, geese, captured count)."""
    out = []
    empty = rules.all & ~(foxes | geese)
    nb = rules.nb
    if not fox_to_move:
        for g in bits(geese):
            for d in rules.goose_dirs:
                q = nb[g].get(d)
                if q is not None and empty >> q & 1:
                    out.append((foxes, geese ^ (1 << g) ^ (1 << q), 0))
        return out
    chains = []
    for f in bits(foxes):
        others = foxes & ~(1 << f)

        def search(at, left, taken):
            any_jump = False
            for d in rules.fox_dirs:
                over = nb[at].get(d)
                if over is None or not left >> over & 1:
                    continue
                land = nb[over].get(d)
                if land is None or (others | left) >> land & 1:
                    continue
                any_jump = True
                rest = left & ~(1 << over)
                moved = others | (1 << land)
                if rules.jumps == "single":
                    chains.append((moved, rest, taken + 1))
                elif rules.jumps == "chain":
                    chains.append((moved, rest, taken + 1))
                    search(land, rest, taken + 1)
                elif not search(land, rest, taken + 1):
                    chains.append((moved, rest, taken + 1))
            return any_jump

        search(f, geese, 0)
    out.extend(chains)
    if rules.compulsory and chains:
        return out
    for f in bits(foxes):
        for d in rules.fox_dirs:
            q = nb[f].get(d)
            if q is not None and empty >> q & 1:
                out.append((foxes ^ (1 << f) ^ (1 << q), geese, 0))
    return out


def perft(rules, position, depth):
    memo = {}

    def count(foxes, geese, fox_to_move, captures, depth):
        if depth == 0:
            return 1
        key = (foxes, geese, fox_to_move, captures, depth)
        n = memo.get(key)
        if n is not None:
            return n
        if finished(rules, geese, captures):
            n = 0
        else:
            moves = actions(rules, foxes, geese, fox_to_move)
            if depth == 1:
                n = len(moves)
            else:
                n = sum(count(f, g, not fox_to_move, captures + t, depth - 1)
                        for (f, g, t) in moves)
        memo[key] = n
        return n

    sys.setrecursionlimit(10000)
    return count(*position, depth)


def check(max_nodes):
    root = os.path.join(os.path.dirname(__file__), "..", "..", "tests", "perft")
    checked = 0
    for name in sorted(os.listdir(root)):
        rules = None
        pos = None
        for line in open(os.path.join(root, name), encoding="utf-8"):
            line = line.split("#")[0].strip()
            if line.startswith("ruleset "):
                rules = ruleset(line[8:])
            elif line.startswith("position "):
                pos = parse(rules, line[9:])
            elif line.startswith("perft "):
                depth, nodes = (int(x) for x in line.split()[1:3])
                if nodes > max_nodes:
                    continue
                got = perft(rules, pos, depth)
                if got != nodes:
                    raise SystemExit(f"{name}: {line}: the reference counts {got}")
                checked += 1
    print(f"{checked} counts agree")


def main(argv):
    if argv and argv[0] == "--check":
        check(int(argv[1]) if len(argv) > 1 else 2_000_000)
        return
    spec, depth = argv[0], int(argv[1])
    rules = ruleset(spec)
    pos = parse(rules, argv[2] if len(argv) > 2 else "start")
    started = time.perf_counter()
    n = perft(rules, pos, depth)
    print(n)
    print(f"{time.perf_counter() - started:.3f} s", file=sys.stderr)


if __name__ == "__main__":
    main(sys.argv[1:])
