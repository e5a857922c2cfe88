#!/bin/sh
# Plays one engine-vs-engine game of VARIANT in a headless XBoard 4.9.1 between two abbott
# processes (or, with the fourth argument `uci`, between two abbott processes run through the
# uci2wb adapter). Leaves in OUTDIR: game.pgn, final.fen (XBoard's final position), first.log and
# second.log (abbott's logs, with its own final position), xboard.debug (the protocol traffic).
# Usage: tests/xboard_game.sh ABBOTT VARIANT OUTDIR [uci]
set -eu
abbott=$1
variant=$2
out=$3
mode=${4:-xboard}
rm -rf "$out"
mkdir -p "$out"
for side in first second; do
  if [ "$mode" = uci ]; then
    printf '#!/bin/sh\nexec uci2wb "%s --variants %s --log %s/%s.log"\n' "$abbott" "$variant" "$out" "$side" >"$out/$side.sh"
  else
    printf '#!/bin/sh\nexec "%s" --log "%s/%s.log"\n' "$abbott" "$out" "$side" >"$out/$side.sh"
  fi
  chmod +x "$out/$side.sh"
done
PATH="$PATH:/usr/games"
export PATH
# XBoard saves its settings in ~/.xboardrc, found from the password database rather than $HOME:
# they are saved beside the run's files instead, out of the user's and the other tests' way.
# ctest starts several GUI tests at once: each looks for a free X display from its own number, so
# that two never race for the same one.
HOME=$out timeout 150 xvfb-run -a -n $((100 + $$ % 900)) xboard -fcp "$out/first.sh" -scp "$out/second.sh" -fd "$out" -sd "$out" \
  -variant "$variant" -mg 1 -testLegality false -tc 0:20 -inc 0.1 -searchDepth 2 -autoCallFlag true \
  -popupExitMessage false -popupMoveErrors false -ponderNextMove false -adjudicateLossThreshold 0 \
  -saveGameFile "$out/game.pgn" -savePositionFile "$out/final.fen" \
  -debugMode true -nameOfDebugFile "$out/xboard.debug" -saveSettingsFile "$out/xboardrc" >"$out/xboard.out" 2>&1
