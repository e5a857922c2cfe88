#!/bin/sh
# A person's moves entered with the mouse in a headless XBoard 4.9.1 (xdotool clicks under Xvfb):
# loads the first position of FENFILE with -lpf and runs STEPS: a square (e.g. e3, XBoard's names)
# is clicked; FROM-TO (e.g. e3-e4) drags a piece; `machine` waits for abbott to answer as Black (Mode ->
# Machine Black if it does not); each click waits for XBoard's reply to it; `next` loads the next
# position of FENFILE (File -> Next Position, keyboard Shift+PageDown). At the end abbott answers
# as Black and XBoard quits. Leaves in OUTDIR: final.fen (XBoard's position), first.log (abbott's,
# with its own final position), xboard.debug (the protocol traffic), steps.log (when each step
# began, and every wait that ran out), before.png and after.png.
# Usage: tests/xboard_mouse.sh ABBOTT VARIANT FENFILE OUTDIR STEP... (extra XBoard options in
# $XBOARD_ARGS; $RANKS and $RANK_BASE for boards other than 8 ranks numbered from 1)
set -eu
abbott=$1
variant=$2
fens=$3
out=$4
shift 4
rm -rf "$out"
mkdir -p "$out"
cp "$fens" "$out/start.fen"
printf '#!/bin/sh\nexec "%s" --log "%s/first.log"\n' "$abbott" "$out" >"$out/first.sh"
: >"$out/first.log"  # counted from the start, before abbott writes it
chmod +x "$out/first.sh"
printf '%s\n' "$@" >"$out/clicks"
cat >"$out/inner.sh" <<INNER
set -u
cd "$out"
# Each step and each wait that ran out, in milliseconds since the start: a failed run says where.
note() { echo "\$(( \$(date +%s%N) / 1000000 - start )) ms: \$*" >>steps.log; }
start=\$((\$(date +%s%N) / 1000000))
# XBoard reads and saves its settings in ~/.xboardrc, found from the password database rather
# than \$HOME: it saves them beside the run's files instead, and the board's size is given, so that
# neither an earlier test's saved settings nor a user's change the board the clicks are aimed at.
HOME="$out" xboard -fcp "$out/first.sh" -fd "$out" -variant "$variant" ${XBOARD_ARGS:-} -lpf "$out/start.fen" \
  -saveSettingsFile "$out/xboardrc" -boardSize Mediocre -testLegality false -showTargetSquares true \
  -searchDepth 1 -popupExitMessage false -popupMoveErrors false -savePositionFile "$out/final.fen" -debugMode true \
  -nameOfDebugFile "$out/xboard.debug" >"$out/xboard.out" 2>&1 &
xboard_pid=\$!
# Waits (up to 30 s) until abbott has seen more pings than \$1 and answered every one, twice
# in a row 0.5 s apart: XBoard pings after the loaded position (and after a stale one before it).
# The bounds of every wait are far above what they take (a second or less), as a CI machine may
# start XBoard and the engine slowly; a wait that runs out is noted and the script goes on.
loaded() {
  settled=0
  for i in \$(seq 60); do
    sleep 0.5
    p=\$(grep -c '< ping' first.log)
    if [ \$p -gt \$1 ] && [ \$(grep -c '> pong' first.log) -eq \$p ]; then settled=\$((settled + 1)); else settled=0; fi
    [ \$settled -ge 2 ] && { note "abbott answered \$p pings"; return; }
  done
  note "waited 30 s for abbott's pongs: \$(grep -c '< ping' first.log) pings, \$(grep -c '> pong' first.log) pongs"
}
loaded 0
# The board's grid: thin dark lines one square apart, found along a column and a row of the
# screenshot. Only runs of one or two dark pixels count: a solid dark area (the clock of the side
# to move, the screen beside the window) holds every spacing and once passed for the grid's edge.
lines() { awk -F'[ ,:()]+' -v axis=\$1 'NR > 1 && \$4 + \$5 + \$6 < 150 { print \$axis }' | awk '
  function run() { if (last - first < 2) p[n++] = first }
  NR > 1 && \$1 == last + 1 { last = \$1; next }
  NR > 1 { run() }
  { first = last = \$1 }
  END { if (NR > 0) run(); for (i = 0; i < n; i++) for (j = i + 1; j < n; j++) { s = p[j] - p[i]; if (s < 20) continue;
          k = 0; for (m = j; m < n && k < 6; m++) if (p[m] == p[i] + (k + 2) * s) k++;
          if (k == 6) { print p[i], s; exit } } }'; }
# A slow or loaded machine may draw the board late, and XBoard moves it down when a message line
# appears above it: look again until the same grid is found twice in a row, 0.5 s apart.
grid=
for i in \$(seq 80); do
  sleep 0.5
  import -window root before.png
  set -- \$(convert before.png -crop 1x1024+5+0 txt:- | lines 2)
  [ \$# -eq 2 ] || continue
  top=\$1 size=\$2
  set -- \$(convert before.png -crop 1280x1+0+\$((top + 3)) txt:- | lines 1)
  [ \$# -eq 2 ] || continue
  [ "\$grid" = "\$1 \$top \$size" ] && { left=\$1; break; }
  grid="\$1 \$top \$size"
done
[ -n "\${left:-}" ] || { note "no steady board on the screen after 40 s (last seen: \${grid:-none})"; echo "xboard_mouse.sh: no board found on the screen" >&2; exit 1; }
note "board at x \$left, y \$top, squares of \$size pixels"
# The centre of square \$1 (e.g. e3) in x and y.
at() {
  file=\$(printf '%d' "'\${1%\${1#?}}"); file=\$((file - 97)); rank=\${1#?}
  x=\$((left + file * size + size / 2)); y=\$((top + (${RANKS:-8} - 1 - rank + ${RANK_BASE:-1}) * size + size / 2))
}
# XBoard's replies to a click: the engine's highlight of a lifted piece's targets, or the move sent.
replies() { grep -c -E '<first : highlight|>first : usermove' xboard.debug; }
# Waits (up to 30 s) until XBoard has shown \$1 more replies than \$2: the next click must not
# come before XBoard has taken the last one in, however loaded the machine.
await_replies() {
  for i in \$(seq 300); do [ \$(replies) -ge \$((\$2 + \$1)) ] && break; sleep 0.1; done
  [ \$(replies) -ge \$((\$2 + \$1)) ] || note "waited 30 s for \$1 replies from XBoard, saw \$((\$(replies) - \$2))"
  sleep 0.3
}
# abbott has answered every move the person entered.
answered() { [ \$(grep -c '> move ' first.log) -ge \$(grep -c '< usermove ' first.log) ]; }
# abbott answers as Black: XBoard starts in Machine Black, else Mode -> Machine Black.
machine() {
  for i in \$(seq 30); do answered && break; sleep 0.1; done
  answered || { note "Mode -> Machine Black"; xdotool key ctrl+b; }
  for i in \$(seq 300); do answered && break; sleep 0.1; done
  answered || note "waited 30 s for abbott's answer"
  sleep 0.5
}
for step in \$(cat clicks) machine; do
  note "step \$step"
  case \$step in
    machine) machine ;;
    next) pings=\$(grep -c '< ping' first.log); xdotool key shift+Next; loaded \$pings ;;
    *-*)
      before=\$(replies)
      at \${step%-*}; x0=\$x y0=\$y; at \${step#*-}
      xdotool mousemove \$x0 \$y0 sleep 0.3 mousedown 1 sleep 0.2 mousemove \$(((x0 + x) / 2)) \$(((y0 + y) / 2)) \\
        sleep 0.2 mousemove \$x \$y sleep 0.3 mouseup 1
      await_replies 2 \$before ;;
    *)
      before=\$(replies)
      at \$step
      xdotool mousemove \$x \$y sleep 0.3 mousedown 1 sleep 0.2 mouseup 1
      await_replies 1 \$before
      import -window root after.png ;;
  esac
done
note "File -> Quit"
xdotool key ctrl+q
for i in \$(seq 200); do kill -0 \$xboard_pid 2>/dev/null || break; sleep 0.1; done
if kill \$xboard_pid 2>/dev/null; then note "XBoard still running after 20 s: killed"; else note "XBoard quit"; fi
INNER
PATH="$PATH:/usr/games"
export PATH
# ctest starts several GUI tests at once: each looks for a free X display from its own number, so
# that two never race for the same one.
timeout 300 xvfb-run -a -n $((100 + $$ % 900)) -s "-screen 0 1280x1024x24" sh "$out/inner.sh"
