// abbott's moves and analysis: the limit of a search, the engine's turn with its lines shown as it
// thinks, and the analysis of the position on the board.
"use strict";

function reportText(i) {
  return `depth ${i.depth} score ${scoreText(i)} nodes ${i.nodes} ${i.time_ms} ms  ${i.pv.join(" ")}`;
}

// The engine's limit: per move, or its share of the game clock (analysis then takes 2 s).
function engineLimit(analysis) {
  const kind = $("limit-kind").value;
  if (kind === "clock") {
    if (analysis || !state.clock) return { movetime_ms: 2000 };
    return {
      clock: {
        white_ms: Math.max(0, Math.round(timeLeft("white"))),
        black_ms: Math.max(0, Math.round(timeLeft("black"))),
        increment_ms: state.clock.increment,
      },
    };
  }
  const value = Math.max(1, parseInt($("limit").value, 10) || 1);
  return { [kind]: value };
}

function engineTurn() {
  const mode = $("mode").value;
  const pos = state.position;
  if (mode === "both" || pos.end.over || mode === pos.side || state.thinking) return;
  if (state.clock && state.clock.flagged) return;
  tracked(engineMove);
}

async function engineMove() {
  state.thinking = true;
  drawStatus();
  const ticket = ++state.request;
  try {
    $("engine-info").textContent = "";
    const answer = await apiStream("/api/engine", { ...game(), ...engineLimit() }, (report) => {
      if (ticket === state.request) $("engine-info").textContent += `${reportText(report)}\n`;
    });
    if (ticket !== state.request) return;
    state.thinking = false;
    await animateMove(answer.move);
    clockMoved(state.position.side);
    state.moves.push(answer.move.text);
    state.lastMove = answer.move;
    state.position = answer.position;
    draw();
    saveFinishedGame();
  } catch (e) {
    if (ticket === state.request) {
      state.thinking = false;
      showError(e.message);
      drawStatus();
    }
  }
}

// A score for people: pawns from the side to move's view, or mate in N moves (negative: mated).
function scoreText(report) {
  if (report.mate !== undefined) return `#${report.mate}`;
  return `${report.score >= 0 ? "+" : ""}${(report.score / 100).toFixed(2)}`;
}

// Analysis of the current position: the best few lines, shown as the engine finds them; nothing
// is played. Clicking the button again stops it.
function analyse() {
  if (state.analysis) {
    state.analysis.abort();
    return;
  }
  return tracked(async () => {
    showError("");
    const list = $("analysis");
    list.innerHTML = "";
    const lines = [];
    const show = () => {
      list.innerHTML = "";
      for (const line of lines.filter(Boolean)) {
        const li = document.createElement("li");
        li.textContent = `${scoreText(line)}  depth ${line.depth}  ${line.pv.join(" ")}`;
        li.dataset.firstMove = line.pv[0] || "";
        list.appendChild(li);
      }
    };
    state.analysis = new AbortController();
    $("analyse").textContent = "Stop";
    try {
      const count = Math.min(10, Math.max(1, parseInt($("multipv").value, 10) || 1));
      state.analysedFen = state.position.fen;
      const answer = await apiStream("/api/analyse", { ...game(), ...engineLimit(true), multipv: count }, (report) => {
        lines[report.multipv - 1] = report;
        show();
      }, state.analysis.signal);
      answer.lines.forEach((line) => { lines[line.multipv - 1] = line; });
      show();
    } catch (e) {
      if (e.name !== "AbortError") showError(e.message);
    } finally {
      state.analysis = null;
      $("analyse").textContent = "Analyse";
    }
  });
}
