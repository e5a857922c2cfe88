// PGN: export and import through the server (which replays every move through the rules), and a
// finished game saved on the server when it was started with --games DIR.
"use strict";

// A game that has just ended is saved on the server when it was started with --games DIR.
async function saveFinishedGame() {
  if (!state.saveGames || !state.position.end.over) return;
  try {
    const answer = await api("/api/pgn/save", { ...game(), ...playerNames() });
    $("saved").textContent = `Saved as ${answer.file}`;
  } catch (e) {
    showError(e.message);
  }
}

function playerNames() {
  const mode = $("mode").value;
  return { white: mode === "black" ? "abbott" : "player", black: mode === "white" ? "abbott" : "player" };
}

async function exportPgn() {
  showError("");
  try {
    const answer = await api("/api/pgn/export", { ...game(), ...playerNames() });
    $("pgn").value = answer.pgn;
    const link = $("pgn-download");
    if (link.href) URL.revokeObjectURL(link.href);
    link.href = URL.createObjectURL(new Blob([answer.pgn], { type: "application/x-chess-pgn" }));
    link.download = `abbott-${state.variant.name}.pgn`;
    link.hidden = false;
  } catch (e) {
    showError(e.message);
  }
}

function importPgn() {
  return tracked(async () => {
    showError("");
    try {
      const answer = await api("/api/pgn/import", { pgn: $("pgn").value });
      ++state.request;
      $("variant").value = answer.variant;
      chooseVariant(answer.variant);
      state.startFen = answer.fen;
      state.startFenText = answer.fen;
      state.moves = answer.moves;
      resetClock();
      state.selected = null;
      state.lastMove = null;
      state.thinking = false;
      state.position = answer.position;
      draw();
      engineTurn();
    } catch (e) {
      showError(e.message);
    }
  });
}
