#!/usr/bin/env python3
"""A scripted engine for the match runner's tests, speaking UCI or CECP.

It asks the abbott binary for the legal moves (`abbott moves --effects`), plays a seeded choice
among them, and misbehaves on its Nth move as told:
  good     always plays a legal move
  illegal  plays a well-formed but illegal move
  crash    exits with code 3
  hang     stops answering and ignores everything
  flag     answers only after its clock has run out
  garbage  prints junk (binary, a huge line, bogus commands) before every answer, but plays well
  nomove   answers "bestmove (none)" although it has moves (UCI only)
  segv     kills itself with SIGSEGV
  nostart  never completes the handshake
  claim    (CECP) claims a win before its move, then plays on
  flaky    crashes on its first move in about half of the openings (by a hash of the moves)
  exitonresult (CECP) exits when told the result, as engines that play one game per process do
  lion     (CECP) sends side captures in the lion form a1xb2-c3 instead of comma legs
It offers every variant abbott knows, or only those of --variants (comma-separated).
Usage: fake_engine.py --abbott BINARY [--proto uci|xboard] [--mode MODE] [--at N] [--seed S] [--variants LIST]
"""
import argparse
import os
import random
import signal
import subprocess
import sys
import time


def parse_args():
    p = argparse.ArgumentParser()
    p.add_argument("--abbott", required=True)
    p.add_argument("--proto", default="uci")
    p.add_argument("--mode", default="good")
    p.add_argument("--at", type=int, default=1)
    p.add_argument("--seed", type=int, default=1)
    # Plays only this variant, as an engine written for one game does: no UCI_Variant option.
    p.add_argument("--native")
    p.add_argument("--variants", default="")
    return p.parse_args()


ARGS = parse_args()


def out(line):
    sys.stdout.write(line + "\n")
    sys.stdout.flush()


def abbott(args):
    return subprocess.run([ARGS.abbott] + args, capture_output=True, text=True, check=False).stdout


def legal_moves(variant, fen, moves):
    """[(text, from, to, kills)] in abbott notation; kills are squares removed away from `to`."""
    args = ["moves", "--variant", variant, "--effects"]
    if fen:
        args += ["--fen", fen]
    if moves:
        args += ["--moves", " ".join(moves)]
    result = []
    for line in abbott(args).splitlines():
        words = line.split()
        if not words:
            continue
        text = words[0]
        squares = split_squares(text)
        kills = []
        # `--effects` lists the removed squares after the word "removes".
        for w, squares_removed in zip(words[1:], words[2:]):
            if w == "removes":
                kills = [s for s in squares_removed.split(",") if s != squares[1]]
        result.append((text, squares[0], squares[1], kills))
    return result


def split_squares(text):
    squares, i = [], 0
    while i < len(text) and text[i].isalpha() and text[i] != "x":
        j = i + 1
        while j < len(text) and text[j].isdigit():
            j += 1
        if j == i + 1:
            break
        squares.append(text[i:j])
        i = j
    return squares


def shift(square, by):
    return square[0] + str(int(square[1:]) + by)


def junk():
    out("\x00\x01\xff garbage \x7f")
    out("x" * 100000)
    out("bestmoves e2e4")
    out("info depth x score cp y")
    out("move")


class Game:
    def __init__(self):
        self.variant = "chess"
        self.fen = ""
        self.moves = []
        self.ranks = None
        self.played = 0

    def reset(self, variant="chess", fen=""):
        if variant != self.variant or self.ranks is None:
            start = abbott(["moves", "--variant", variant, "--print-fen"])
            self.ranks = start.split()[0].count("/") + 1 if start else 8
        self.variant, self.fen, self.moves = variant, fen, []

    def choose(self):
        legal = legal_moves(self.variant, self.fen, self.moves)
        if not legal:
            return None, legal
        rng = random.Random(ARGS.seed * 1000 + len(self.moves))
        return legal[rng.randrange(len(legal))], legal

    def misbehave_now(self, mode):
        return ARGS.mode == mode and self.played + 1 == ARGS.at

    def illegal_move(self, legal):
        texts = {m[0] for m in legal}
        for a in "abcdefgh":
            for b in "abcdefgh":
                t = a + "1" + b + "3"
                if t not in texts:
                    return t
        return "a1a1"

    def before_answer(self, clock_ms):
        if ARGS.mode == "garbage":
            junk()
        if self.misbehave_now("crash"):
            sys.exit(3)
        if ARGS.mode == "flaky" and self.played == 0:
            if sum(ord(c) for c in " ".join(self.moves)) % 2 == 0:
                sys.exit(3)
        if self.misbehave_now("segv"):
            os.kill(os.getpid(), signal.SIGSEGV)
        if self.misbehave_now("hang"):
            signal.signal(signal.SIGTERM, signal.SIG_IGN)
            while True:
                time.sleep(10)
        if self.misbehave_now("flag"):
            time.sleep((clock_ms or 1000) / 1000.0 + 0.5)


def uci_handshake(game):
    out("id name fake-" + ARGS.mode)
    if ARGS.native:
        game.variant = ARGS.native
    else:
        out("option name UCI_Variant type combo default chess" + "".join(" var " + v for v in offered_variants()))
    out("uciok")


def uci_loop(game):
    for line in sys.stdin:
        words = line.split()
        if not words:
            continue
        cmd = words[0]
        if ARGS.mode == "nostart" and cmd in ("uci", "isready"):
            continue
        if cmd == "uci":
            uci_handshake(game)
        elif cmd == "setoption" and "UCI_Variant" in words:
            game.variant = words[-1]
        elif cmd == "isready":
            out("readyok")
        elif cmd == "ucinewgame":
            game.played = 0
        elif cmd == "position":
            fen = ""
            if words[1] == "fen":
                end = words.index("moves") if "moves" in words else len(words)
                fen = " ".join(words[2:end])
            variant = game.variant
            game.reset(variant, fen)
            if "moves" in words:
                game.moves = words[words.index("moves") + 1:]
        elif cmd == "go":
            side_time = None
            if "wtime" in words:
                key = "wtime" if len(game.moves) % 2 == 0 else "btime"
                side_time = int(words[words.index(key) + 1])
            game.before_answer(side_time)
            choice, legal = game.choose()
            if choice is None or game.misbehave_now("nomove"):
                out("bestmove (none)")
            elif game.misbehave_now("illegal"):
                out("bestmove " + game.illegal_move(legal))
            else:
                out("info depth 1 score cp 12")
                out("bestmove " + choice[0])
            game.played += 1
        elif cmd == "quit":
            return


def to_cecp(game, move):
    """abbott notation -> XBoard text: 0-based ranks on 10-rank boards, comma legs or lion form."""
    text, frm, to, kills = move
    by = -1 if game.ranks == 10 else 0
    promo = text[len(frm) + len(to):] if not kills else ""
    if promo.startswith("x"):
        promo = ""
    if not kills:
        rest = text[len(frm) + len(to):]
        extra = split_squares(rest)
        if extra:  # free castling: the Rook's square
            return shift(frm, by) + shift(to, by) + shift(extra[0], by)
        return shift(frm, by) + shift(to, by) + promo
    if ARGS.mode == "lion":
        return shift(frm, by) + "".join("x" + shift(k, by) for k in kills) + "-" + shift(to, by)
    path = [frm] + kills + [to]
    return ",".join(shift(a, by) + shift(b, by) for a, b in zip(path, path[1:]))


def from_cecp(game, text):
    """XBoard text from the runner -> the legal move it stands for, in abbott notation."""
    by = 1 if game.ranks == 10 else 0
    legs = text.split(",")
    squares = [split_squares(leg) for leg in legs]
    frm, to = shift(squares[0][0], by), shift(squares[-1][-1], by)
    kills = sorted(shift(s[-1], by) for s in squares[:-1])
    promo = legs[-1][len("".join(squares[-1])):]
    for m in legal_moves(game.variant, game.fen, game.moves):
        if m[1] == frm and m[2] == to and (not kills or sorted(m[3]) == kills):
            if promo and not m[0].endswith(promo):
                continue
            return m[0]
    return None


def offered_variants():
    if ARGS.variants:
        return ARGS.variants.split(",")
    # `abbott variants` prints one variant a line, its name first.
    return [line.split()[0] for line in abbott(["variants"]).splitlines() if line.strip()]


def cecp_loop(game):
    force = True
    variants = ",".join(offered_variants())
    for line in sys.stdin:
        words = line.split()
        if not words:
            continue
        cmd = words[0]
        if cmd == "protover":
            if ARGS.mode == "nostart":
                out("feature done=0")
                continue
            out('feature myname="fake-%s" ping=1 setboard=1 usermove=1 variants="%s"' % (ARGS.mode, variants))
            out("feature done=1")
        elif cmd == "ping":
            if ARGS.mode != "nostart":
                out("pong " + words[1])
        elif cmd == "new":
            game.reset()
            game.played = 0
            force = False
        elif cmd == "variant":
            game.reset(words[1])
        elif cmd == "setboard":
            game.reset(game.variant, " ".join(words[1:]))
        elif cmd == "force":
            force = True
        elif cmd == "usermove":
            move = from_cecp(game, words[1])
            if move is None:
                out("Illegal move: " + words[1])
                continue
            game.moves.append(move)
            if not force:
                cecp_think(game)
        elif cmd == "go":
            force = False
            cecp_think(game)
        elif cmd == "result" and ARGS.mode == "exitonresult":
            return
        elif cmd == "quit":
            return


def cecp_think(game):
    game.before_answer(None)
    choice, legal = game.choose()
    if choice is None:
        return
    if game.misbehave_now("claim"):
        out("1-0 {fake claims a win}")
    if game.misbehave_now("illegal"):
        out("move " + game.illegal_move(legal))
    else:
        out("move " + to_cecp(game, choice))
        game.moves.append(choice[0])
    game.played += 1


def main():
    game = Game()
    first = sys.stdin.readline().split()
    if not first:
        return
    if first[0] == "uci":
        if ARGS.proto != "uci":
            out("Error (unknown command): uci")
            return
        if ARGS.mode == "nostart":
            uci_loop(game)
            return
        uci_handshake(game)
        uci_loop(game)
    elif first[0] == "xboard":
        cecp_loop(game)


if __name__ == "__main__":
    main()
