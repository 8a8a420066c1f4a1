#!/usr/bin/env python3
"""Model choice for the solo class's win chance (solver/ANALYSIS.md "Win chance", issue 41).

Reads the per-game features that `schmier calibrate --fit CSV` writes (solver/data/
win_chance_fit.csv) and compares, by 10-fold cross-validation on the even-numbered games only
(the odd ones are the report set and are not looked at for the choice), the model in use
(P(won) = c0 + (c1 - c0) q, q the opening leader's double-dummy share) against the same with an
additive offset for Wenz and Geier, each with a Beta prior of strength alpha on c0 and c1
(alpha 0: none). Prints the cross-validated log-likelihood and Brier score per candidate, then
the chosen candidate fitted on the even games and reported on the odd ones.

The even/odd split is by the game's position among all imported games (as calibrate numbers
them), so the imported folder is needed:
  python3 scripts/win_chance_cv.py solver/data/win_chance_fit.csv IMPORTED_DIR
"""
import csv
import math
import os
import sys


def loglik(p, y):
    p = min(1 - 1e-6, max(1e-6, p))
    return math.log(p) if y else math.log(1 - p)


def predict(params, game):
    c0, c1, d = params
    _, wg, q, _ = game
    return min(1.0, max(0.0, c0 + (c1 - c0) * q + (d if wg else 0.0)))


def fit(games, alpha, offset):
    """Maximum a posteriori (c0, c1, d) on a grid."""
    m = sum(g[3] for g in games) / len(games)
    best = None
    for i in range(36):
        c0 = 0.3 + 0.02 * i
        for j in range(21):
            c1 = 0.999 if j == 20 else 0.8 + 0.01 * j
            if c1 < c0:
                continue
            prior = 0.0
            if alpha > 0:
                for c in (c0, c1):
                    prior += alpha * (m * math.log(c) + (1 - m) * math.log(1 - c))
            for d in ([-0.4 + 0.04 * k for k in range(13)] if offset else [0.0]):
                v = prior + sum(loglik(predict((c0, c1, d), g), g[3]) for g in games)
                if best is None or v > best[0]:
                    best = (v, (c0, c1, d))
    return best[1]


def report(name, games, params):
    p = [predict(params, g) for g in games]
    y = [g[3] for g in games]
    mean, rate = sum(p) / len(p), sum(y) / len(y)
    brier = sum((a - b) ** 2 for a, b in zip(p, y)) / len(p)
    print(f"  {name}: {len(p)} games, predicted {100 * mean:.1f} %, won {100 * rate:.1f} %, "
          f"diff {100 * (mean - rate):+.1f}, Brier {brier:.4f}, base rate {rate * (1 - rate):.4f}")


def main():
    if len(sys.argv) != 3:
        sys.exit("usage: win_chance_cv.py FEATURES.csv IMPORTED_DIR")
    names = sorted(f[:-5] for f in os.listdir(sys.argv[2]) if f.endswith(".json"))
    index = {n: i for i, n in enumerate(names)}
    games = []
    with open(sys.argv[1], newline="") as f:
        for row in csv.DictReader(f):
            if row["class"] != "solo class":
                continue
            if row["game"] not in index:
                sys.exit(f"{sys.argv[1]}: game {row['game']} is not in {sys.argv[2]}")
            games.append((index[row["game"]], row["contract_class"] != "Solo",
                          float(row["dd_win_share"]), int(row["won"])))
    even = [g for g in games if g[0] % 2 == 0]
    odd = [g for g in games if g[0] % 2 == 1]
    best = None
    print("10-fold cross-validation on the even games (log-likelihood, Brier)")
    for offset in (False, True):
        for alpha in (0, 2, 5, 10, 20):
            ll = br = 0.0
            for k in range(10):
                test = even[k::10]
                train = [g for i, g in enumerate(even) if i % 10 != k]
                params = fit(train, alpha, offset)
                ll += sum(loglik(predict(params, g), g[3]) for g in test)
                br += sum((predict(params, g) - g[3]) ** 2 for g in test)
            name = f"{'Wenz/Geier offset' if offset else 'no offset'}, prior {alpha}"
            print(f"  {name}: {ll:.2f}, {br / len(even):.4f}")
            if best is None or ll > best[0]:
                best = (ll, name, alpha, offset)
    _, name, alpha, offset = best
    params = fit(even, alpha, offset)
    print(f"chosen: {name}; on the even games c0 {params[0]:.3f} c1 {params[1]:.3f} "
          f"offset {params[2]:+.2f}")
    report("odd games", odd, params)


if __name__ == "__main__":
    main()
