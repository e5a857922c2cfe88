// The browser board. It knows no rule: the server (abbott's own move generator) sends every legal
// move with everything it does, and this page only draws positions, offers those moves and shows
// their effects. The API keeps no game, so the page sends the whole game with each request.
// This file holds the page's state, the board's drawing, moving and the controls; the other
// scripts (pieces, server, clock, engine, pgn) are loaded before it.
"use strict";

const SQ = 60;  // the size of one square in SVG units
const SVG_NS = "http://www.w3.org/2000/svg";

const state = {
  variants: [],
  variant: null,       // the chosen variant's table (from /api/variants)
  startFen: "startpos",
  startFenText: "",    // the start FEN as the server wrote it (for the move numbers)
  moves: [],           // the game's moves in abbott's notation
  position: null,      // the server's answer for the current position
  selected: null,      // the square of the lifted piece
  flipped: false,
  thinking: false,
  request: 0,          // answers to older requests than this are dropped
  lastMove: null,      // highlighted; its victims fade out when it is played
  analysedFen: null,   // the position the analysis lines belong to
  saveGames: false,    // the server saves finished games (abbott serve --games DIR)
  analysis: null,      // the running analysis (an AbortController), if any
  clock: null,         // a game clock: {white, black (ms left at turnStart), increment, turnStart, flagged}
};

const $ = (id) => document.getElementById(id);

function showError(message) { $("error").textContent = message || ""; }

function game() {
  return { variant: state.variant.name, fen: state.startFen, moves: state.moves };
}

// ---- squares ---------------------------------------------------------------------------------

function squareName(file, rank) { return String.fromCharCode(97 + file) + (rank + 1); }
function fileOf(square) { return square.charCodeAt(0) - 97; }
function rankOf(square) { return parseInt(square.slice(1), 10) - 1; }

// The top-left corner of a square in SVG units, for the side the board is seen from.
function corner(square) {
  const v = state.variant;
  const file = fileOf(square), rank = rankOf(square);
  const col = state.flipped ? v.files - 1 - file : file;
  const row = state.flipped ? rank : v.ranks - 1 - rank;
  return [col * SQ, row * SQ];
}

function el(name, attrs, parent) {
  const node = document.createElementNS(SVG_NS, name);
  for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, v);
  if (parent) parent.appendChild(node);
  return node;
}

// ---- drawing ---------------------------------------------------------------------------------

function movesFrom(square) {
  return state.position.moves.filter((m) => m.from === square);
}

function draw() {
  const v = state.variant, pos = state.position;
  const svg = $("board");
  svg.innerHTML = "";
  svg.setAttribute("viewBox", `0 0 ${v.files * SQ} ${v.ranks * SQ}`);
  svg.setAttribute("data-variant", v.name);
  const last = state.lastMove;
  const lifted = state.selected ? movesFrom(state.selected) : [];
  const squares = el("g", { id: "squares" }, svg);
  for (let rank = 0; rank < v.ranks; ++rank) {
    for (let file = 0; file < v.files; ++file) {
      const name = squareName(file, rank);
      const [x, y] = corner(name);
      let cls = (file + rank) % 2 === 0 ? "sq-dark" : "sq-light";
      if (last && (last.from === name || last.to === name)) cls += " sq-last";
      if (name === state.selected) cls = "sq-from";
      const rect = el("rect", { x, y, width: SQ, height: SQ, class: `square ${cls}`, "data-square": name }, squares);
      rect.addEventListener("click", () => clickSquare(name));
      rect.addEventListener("mouseenter", () => hoverSquare(name));
      rect.addEventListener("mouseleave", () => hoverSquare(null));
      if (rank === (state.flipped ? v.ranks - 1 : 0)) {
        const t = el("text", { class: "coord", x: x + 3, y: y + SQ - 3 }, squares);
        t.textContent = String.fromCharCode(97 + file);
      }
      if (file === (state.flipped ? v.files - 1 : 0)) {
        const t = el("text", { class: "coord", x: x + 3, y: y + 11 }, squares);
        t.textContent = String(rank + 1);
      }
    }
  }
  if (pos.check) {
    const king = Object.entries(pos.board).find(([, p]) =>
      (pos.side === "white") === (p === p.toUpperCase()) &&
      state.variant.pieces.some((s) => s.royal && s.letter === p.toUpperCase()));
    if (king) {
      const [x, y] = corner(king[0]);
      el("circle", { class: "check-mark", cx: x + SQ / 2, cy: y + SQ / 2, r: SQ * 0.48 }, svg);
    }
  }
  const pieces = el("g", { id: "pieces" }, svg);
  for (const [square, letter] of Object.entries(pos.board)) {
    const [x, y] = corner(square);
    drawPiece(pieces, letter, x, y, square);
  }
  // The square map goes over the pieces: it tells how the piece standing there moves.
  if (v.square_map) {
    const map = el("g", { id: "square-map" }, svg);
    for (const [square, letter] of Object.entries(v.square_map)) drawMapMark(map, letter, ...corner(square), square);
  }
  const marks = el("g", { id: "marks" }, svg);
  const seen = new Set();
  for (const m of lifted) {
    if (seen.has(m.to)) continue;
    seen.add(m.to);
    const [x, y] = corner(m.to);
    const occupied = pos.board[m.to] !== undefined;
    el("circle", {
      class: occupied ? "dest-capture" : "dest", cx: x + SQ / 2, cy: y + SQ / 2,
      r: occupied ? SQ * 0.45 : SQ * 0.14, "data-dest": m.to,
    }, marks);
  }
  el("g", { id: "victims" }, svg);
  drawStatus();
  drawMoveList();
}

function drawStatus() {
  if (!state.position.end.over) $("saved").textContent = "";
  if (state.analysedFen !== state.position.fen) $("analysis").innerHTML = "";
  const pos = state.position;
  let text;
  const flagged = state.clock && state.clock.flagged;
  if (flagged) {
    text = `Game over: ${flagged === "white" ? "0-1" : "1-0"} (${flagged === "white" ? "White" : "Black"} lost on time)`;
  } else if (pos.end.over) {
    const winner = pos.end.result === "1-0" ? "White wins" : pos.end.result === "0-1" ? "Black wins" : "Draw";
    text = `Game over: ${pos.end.result} (${winner}, ${pos.end.reason})`;
  } else {
    text = `${pos.side === "white" ? "White" : "Black"} to move${pos.check ? ", in check" : ""}`;
    if (state.thinking) text += " — abbott is thinking…";
  }
  $("status").textContent = text;
  $("status").dataset.over = pos.end.over || flagged ? "yes" : "no";
  $("fen").value = pos.fen;
}

// The moves by number, White's and Black's on one line (a game set up with Black to move starts
// with "1. ...").
function drawMoveList() {
  const list = $("move-list");
  list.innerHTML = "";
  const fields = state.startFenText ? state.startFenText.split(/\s+/) : [];
  let black = fields[1] === "b";
  let number = Math.max(1, parseInt(fields[fields.length - 1], 10) || 1);
  let line = null;
  state.moves.forEach((text, i) => {
    if (!line || !black) {
      line = document.createElement("li");
      line.textContent = `${number}.${black ? " ..." : ""}`;
      list.appendChild(line);
    }
    const ply = document.createElement("span");
    ply.className = "ply";
    ply.textContent = text;
    ply.dataset.ply = String(i + 1);
    line.append(" ", ply);
    if (black) ++number;
    black = !black;
  });
}

// Shows what moving the lifted piece to `square` would do: every square whose piece it removes.
function hoverSquare(square) {
  const group = $("victims");
  if (!group) return;
  group.innerHTML = "";
  $("preview").textContent = "";
  if (!state.selected || !square) return;
  const moves = movesFrom(state.selected).filter((m) => m.to === square);
  if (moves.length === 0) return;
  const victims = new Set();
  for (const m of moves) for (const v of m.victims) victims.add(v);
  for (const v of victims) {
    const [x, y] = corner(v);
    el("rect", { class: "victim-mark", x: x + 3, y: y + 3, width: SQ - 6, height: SQ - 6, "data-victim": v }, group);
  }
  $("preview").textContent = moves.map((m) => `${m.text}: ${m.effect || "no capture"}`).join("; ");
}

// ---- moving ----------------------------------------------------------------------------------

function humanToMove() {
  const mode = $("mode").value;
  if (state.clock && state.clock.flagged) return false;
  return !state.position.end.over && !state.thinking && (mode === "both" || mode === state.position.side);
}

function clickSquare(square) {
  if (!humanToMove()) return;
  const pos = state.position;
  if (state.selected) {
    const choices = movesFrom(state.selected).filter((m) => m.to === square);
    if (choices.length === 1) return play(choices[0]);
    if (choices.length > 1) return choose(choices);
  }
  const piece = pos.board[square];
  const own = piece && (piece === piece.toUpperCase()) === (pos.side === "white");
  state.selected = own && square !== state.selected && movesFrom(square).length > 0 ? square : null;
  draw();
}

function choose(moves) {
  const box = $("chooser-moves");
  box.innerHTML = "";
  for (const m of moves) {
    const b = document.createElement("button");
    b.type = "button";
    b.textContent = `${m.text}: ${m.effect || "no capture"}`;
    b.dataset.move = m.text;
    b.addEventListener("click", () => { $("chooser").hidden = true; play(m); });
    box.appendChild(b);
  }
  $("chooser").hidden = false;
}

// Shows a move before the new position is drawn: the pieces it moves slide to their squares (the
// mover, a swap's partner, a castling Rook) and every piece it removes fades out.
async function animateMove(move) {
  if (!move) return;
  const piece = (square) => document.querySelector(`#pieces [data-square="${square}"]`);
  const slide = (from, to) => {
    const g = piece(from);
    if (!g) return;
    const [x, y] = corner(to);
    g.style.transform = `translate(${x + SQ / 2}px, ${y + SQ / 2}px)`;
  };
  for (const v of move.victims) {
    const g = piece(v);
    if (g) g.classList.add("dying");
  }
  if (move.kind !== "suicide" && move.kind !== "mutual-destruction") slide(move.from, move.to);
  if (move.kind === "swap") slide(move.to, move.from);
  if (move.rook_from) slide(move.rook_from, move.rook_to);
  await new Promise((resolve) => setTimeout(resolve, 250));
}

function play(move) { return tracked(() => playNow(move)); }

async function playNow(move) {
  showError("");
  state.selected = null;
  try {
    const ticket = ++state.request;
    const position = await api("/api/play", { ...game(), move: move.text });
    if (ticket !== state.request) return;
    await animateMove(move);
    clockMoved(state.position.side);
    state.moves.push(move.text);
    state.lastMove = move;
    state.position = position;
    draw();
    saveFinishedGame();
    engineTurn();
  } catch (e) {
    showError(e.message);
    draw();
  }
}

// Asks for the position after the current move list (new game, take back, set-up).
function load() { return tracked(loadNow); }

async function loadNow() {
  showError("");
  state.selected = null;
  state.thinking = false;
  const ticket = ++state.request;
  try {
    const position = await api("/api/position", game());
    if (ticket !== state.request) return;
    state.position = position;
    if (state.moves.length === 0) state.startFenText = position.fen;
    state.lastMove = null;
    draw();
    engineTurn();
  } catch (e) {
    showError(e.message);
    throw e;
  }
}

// ---- controls --------------------------------------------------------------------------------

function chooseVariant(name) {
  state.variant = state.variants.find((v) => v.name === name);
  $("summary").textContent = state.variant.summary || "";
  drawLegend();
}

function newGame() {
  state.startFen = "startpos";
  state.moves = [];
  resetClock();
  state.flipped = $("mode").value === "black";
  $("engine-info").textContent = "";
  return load().catch(() => {});
}

function takeBack() {
  if (state.moves.length === 0) return;
  const mode = $("mode").value;
  // Against abbott, take back to the player's own turn.
  let plies = 1;
  if (mode !== "both" && !state.thinking && state.moves.length >= 2 && state.position.side === mode) plies = 2;
  state.moves = state.moves.slice(0, state.moves.length - plies);
  load().catch(() => {});
}

async function loadFen() {
  const fen = $("fen").value.trim();
  const previous = [state.startFen, state.moves];
  state.startFen = fen || "startpos";
  state.moves = [];
  resetClock();
  try {
    await load();
  } catch (e) {
    [state.startFen, state.moves] = previous;
  }
}

async function start() {
  try {
    state.variants = (await api("/api/variants")).variants;
    state.saveGames = (await api("/api/settings")).save_games;
  } catch (e) {
    showError(e.message);
    return;
  }
  const select = $("variant");
  for (const v of state.variants) {
    const option = document.createElement("option");
    option.value = v.name;
    option.textContent = `${v.name} (${v.files}x${v.ranks})`;
    select.appendChild(option);
  }
  const wanted = new URLSearchParams(location.search).get("variant");
  select.value = state.variants.some((v) => v.name === wanted) ? wanted : "ultima";
  chooseVariant(select.value);
  select.addEventListener("change", () => { chooseVariant(select.value); newGame(); });
  $("mode").addEventListener("change", () => { state.flipped = $("mode").value === "black"; draw(); engineTurn(); });
  $("limit-kind").addEventListener("change", () => {
    const kind = $("limit-kind").value;
    $("limit").value = { depth: "4", movetime_ms: "1000", clock: "5" }[kind];
    $("increment-box").hidden = kind !== "clock";
    resetClock();
  });
  setInterval(showClocks, 200);
  $("new-game").addEventListener("click", newGame);
  $("take-back").addEventListener("click", takeBack);
  $("flip").addEventListener("click", () => { state.flipped = !state.flipped; draw(); });
  $("load-fen").addEventListener("click", loadFen);
  $("export-pgn").addEventListener("click", exportPgn);
  $("analyse").addEventListener("click", analyse);
  $("import-pgn").addEventListener("click", importPgn);
  $("chooser-cancel").addEventListener("click", () => { $("chooser").hidden = true; });
  const mode = new URLSearchParams(location.search).get("mode");
  if (["white", "black", "both"].includes(mode)) $("mode").value = mode;
  await newGame();
  document.body.dataset.ready = "yes";
}

start();
