// The browser board. It knows no rule: the server (abbott's own move generator) sends every legal
// move with everything it does, and this page only draws positions, offers those moves and shows
// their effects. The API keeps no game, so the page sends the whole game with each request.
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

async function api(path, body) {
  const response = await fetch(path, body === undefined ? {} : {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
  const answer = await response.json();
  if (!response.ok) throw new Error(answer.error || `HTTP ${response.status}`);
  return answer;
}

// Asks for a search whose reports arrive while the engine thinks: the answer is lines of JSON,
// {"report": ...} for each report (passed to onReport), then the answer itself.
async function apiStream(path, body, onReport, signal) {
  const response = await fetch(`${path}?stream=1`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
    signal,
  });
  if (!response.ok) throw new Error((await response.json()).error || `HTTP ${response.status}`);
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let buffer = "", answer = null;
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    buffer += decoder.decode(value, { stream: true });
    let end;
    while ((end = buffer.indexOf("\n")) >= 0) {
      const line = JSON.parse(buffer.slice(0, end));
      buffer = buffer.slice(end + 1);
      if (line.report) onReport(line.report); else answer = line;
    }
  }
  if (!answer) throw new Error("the server's answer broke off");
  if (answer.error) throw new Error(answer.error);
  return answer;
}

function reportText(i) {
  return `depth ${i.depth} score ${scoreText(i)} nodes ${i.nodes} ${i.time_ms} ms  ${i.pv.join(" ")}`;
}

// Runs an action that asks the server and redraws; body[data-pending] counts the actions not yet
// drawn (the browser tests wait for 0).
async function tracked(action) {
  const pending = (delta) => {
    document.body.dataset.pending = String(Number(document.body.dataset.pending || 0) + delta);
  };
  pending(1);
  try {
    return await action();
  } finally {
    pending(-1);
  }
}

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

// ---- pieces ----------------------------------------------------------------------------------

function pieceName(letter) {
  const p = state.variant.pieces.find((x) => x.letter === letter.toUpperCase());
  return p ? p.name : letter;
}

// A piece: a disc in its side's colour with its picture (pieces.js) and its letter in a corner;
// a piece without a picture shows a large letter.
function drawPiece(parent, letter, x, y, square) {
  const white = letter === letter.toUpperCase();
  const upper = letter.toUpperCase();
  const spec = state.variant.pieces.find((p) => p.letter === upper);
  const g = el("g", {
    class: `piece ${white ? "piece-white" : "piece-black"}`,
    "data-piece": letter,
    transform: `translate(${x + SQ / 2},${y + SQ / 2})`,
  }, parent);
  if (square) g.setAttribute("data-square", square);
  el("circle", { class: "disc", r: SQ * 0.42 }, g);
  const picture = spec && PIECE_PICTURES[spec.name];
  if (picture) {
    el("g", { class: "picture" }, g).innerHTML = picture;
    const text = el("text", { class: "glyph small", x: SQ * 0.3, y: SQ * 0.3, "font-size": SQ * 0.2 }, g);
    text.textContent = upper;
  } else {
    const text = el("text", { class: "glyph", "font-size": SQ * 0.42 }, g);
    text.textContent = upper;
  }
  const title = el("title", {}, g);
  title.textContent = `${white ? "White" : "Black"} ${pieceName(letter)}`;
  return g;
}

// The square map (Chameleon Chess): the pattern a piece on this square moves by, as a small
// picture in the square's top right corner.
function drawMapMark(parent, letter, x, y, square) {
  const spec = state.variant.pieces.find((p) => p.letter === letter);
  const mark = el("g", {
    class: "map-mark", "data-pattern": letter, "data-square": square, transform: `translate(${x + SQ - 9},${y + 9}) scale(0.28)`,
  }, parent);
  const picture = spec && PIECE_PICTURES[spec.name];
  if (picture) {
    mark.innerHTML = picture;
  } else {
    el("text", { class: "glyph", "font-size": 40 }, mark).textContent = letter;
  }
  el("title", {}, mark).textContent = `this square: moves as ${spec ? spec.name : letter}`;
}

function drawLegend() {
  const list = $("legend");
  list.innerHTML = "";
  for (const p of state.variant.pieces) {
    const li = document.createElement("li");
    const svg = el("svg", { viewBox: `0 0 ${SQ} ${SQ}` }, li);
    drawPiece(svg, p.letter, 0, 0, null);
    const label = document.createElement("span");
    label.textContent = `${p.letter}: ${p.name}${p.pattern_only ? " (a square's movement pattern)" : ""}`;
    li.appendChild(label);
    list.appendChild(li);
  }
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

// ---- game clock ------------------------------------------------------------------------------

// A fresh clock for a new game when the limit is minutes a game; none otherwise.
function resetClock() {
  const on = $("limit-kind").value === "clock";
  $("clocks").hidden = !on;
  if (!on) {
    state.clock = null;
    return;
  }
  const total = Math.max(0, parseFloat($("limit").value) || 0) * 60000;
  const increment = Math.max(0, parseFloat($("increment").value) || 0) * 1000;
  state.clock = { white: total, black: total, increment, turnStart: performance.now(), flagged: null };
  showClocks();
}

// Milliseconds left to `side` now (its clock runs while it is to move and the game goes on).
function timeLeft(side) {
  const c = state.clock;
  const running = state.position && side === state.position.side && !state.position.end.over && !c.flagged;
  return c[side] - (running ? performance.now() - c.turnStart : 0);
}

// The side that has just moved pays its time and gets its increment; the other's clock starts.
function clockMoved(side) {
  const c = state.clock;
  if (!c || c.flagged) return;
  const now = performance.now();
  c[side] += c.increment - (now - c.turnStart);
  c.turnStart = now;
}

function clockText(ms) {
  const s = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, "0")}`;
}

// Redraws the clocks; a side whose time has run out loses the game on time.
function showClocks() {
  const c = state.clock;
  if (!c || !state.position) return;
  for (const side of ["white", "black"]) $(`clock-${side}`).textContent = clockText(timeLeft(side));
  if (!c.flagged && !state.position.end.over && timeLeft(state.position.side) <= 0) {
    c[state.position.side] = 0;
    c.flagged = state.position.side;
    state.request++;  // an engine answer still on its way comes too late
    state.thinking = false;
    drawStatus();
  }
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

// ---- PGN -------------------------------------------------------------------------------------

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
