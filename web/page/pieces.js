// Pictures of the pieces, the legend and Chameleon Chess's square map. One simple SVG drawing per
// piece type, by the piece's name, drawn on a disc of its side's colour; each hints at how the
// piece moves or captures, and a piece with no picture shows its letter. Picture coordinates run
// from -15 to 15 around the centre.
"use strict";

const ARROW = (x1, y1, x2, y2) => {
  const a = Math.atan2(y2 - y1, x2 - x1), h = 6;
  const p1 = [x2 - h * Math.cos(a - 0.5), y2 - h * Math.sin(a - 0.5)];
  const p2 = [x2 - h * Math.cos(a + 0.5), y2 - h * Math.sin(a + 0.5)];
  return `<line class="ink" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}"/>` +
    `<polygon class="ink-fill" points="${x2},${y2} ${p1.join(",")} ${p2.join(",")}"/>`;
};
const DOT = (x, y, r = 3.5) => `<circle class="ink-fill" cx="${x}" cy="${y}" r="${r}"/>`;
const CROWN = '<path class="ink" d="M-13 9 L-14 -9 L-6 0 L0 -13 L6 0 L14 -9 L13 9 Z"/>';
const TOWER = '<path class="ink" d="M-10 12 V-5 H-12 V-13 H-7 V-9 H-2 V-13 H2 V-9 H7 V-13 H12 V-5 H10 V12 Z"/>';
const MITRE = '<path class="ink" d="M-9 12 C-14 0 -6 -10 0 -14 C6 -10 14 0 9 12 Z M-3 -4 L4 3"/>';
const KNIGHT_L = '<path class="ink" d="M-8 12 V-12 H6"/>' + DOT(6, -12, 3);

const PIECE_PICTURES = {
  King: CROWN + '<line class="ink" x1="-13" y1="13" x2="13" y2="13"/>',
  "Emperor-king": CROWN + DOT(0, 3, 3),
  Queen: CROWN + DOT(-14, -10, 2.5) + DOT(0, -14, 2.5) + DOT(14, -10, 2.5),
  Rook: TOWER,
  Bishop: MITRE,
  Knight: '<path class="ink" d="M-10 13 L-8 0 C-12 -4 -6 -14 4 -13 L12 -2 L7 1 L2 -3 L4 13 Z"/>',
  Pawn: '<circle class="ink" cx="0" cy="-6" r="6"/><path class="ink" d="M-9 13 L-4 1 H4 L9 13 Z"/>',
  Archbishop: MITRE + KNIGHT_L,
  Chancellor: TOWER + KNIGHT_L,
  // Capture by moving away: an arrow leaving a victim.
  Withdrawer: DOT(-11, 0) + ARROW(-5, 0, 14, 0),
  Retractor: DOT(-11, 6) + ARROW(-5, 6, 8, 6) + '<line class="ink" x1="-14" y1="-8" x2="14" y2="-8"/>',
  "Retreater-queen": CROWN.replace("M-13 9", "M-13 2").replace("13 9 Z", "13 2 Z") + DOT(-11, 10, 2.5) + ARROW(-6, 10, 12, 10),
  // Capture by moving up to: an arrow reaching a victim.
  Advancer: ARROW(-14, 0, 5, 0) + DOT(11, 0),
  "Pushme-Pullyu": DOT(-13, 0, 3) + ARROW(-2, 0, -8, 0) + ARROW(2, 0, 8, 0) + DOT(13, 0, 3),
  // Capture by jumping: an arc over victims.
  "Long Leaper": '<path class="ink" d="M-14 10 C-8 -16 8 -16 14 10"/>' + DOT(-5, 6, 3) + DOT(5, 6, 3),
  "Leaper-bishop": MITRE.replace('class="ink"', 'class="ink thin"') + '<path class="ink" d="M-14 10 C-6 -14 6 -14 14 10"/>',
  Springer: '<path class="ink" d="M-14 10 C-8 -16 4 -16 8 6"/>' + DOT(0, 6, 3.5) + '<line class="ink" x1="8" y1="6" x2="14" y2="6"/>',
  // Capture at the corners of a rectangle.
  Coordinator: '<rect class="ink" x="-11" y="-11" width="22" height="22"/>' + DOT(-11, -11) + DOT(11, 11),
  "Coordinator-rook": TOWER.replace('class="ink"', 'class="ink thin"') + DOT(-12, -12, 3) + DOT(12, 12, 3),
  // Freezing: a snowflake.
  Immobilizer: '<path class="ink" d="M0 -14 V14 M-12 -7 L12 7 M-12 7 L12 -7 M-4 -12 L0 -8 L4 -12 M-4 12 L0 8 L4 12"/>',
  "Freezer-rook": TOWER.replace('class="ink"', 'class="ink thin"') + '<path class="ink" d="M0 -6 V8 M-6 -3 L6 5 M-6 5 L6 -3"/>',
  // Imitation: a chameleon's spiral tail.
  Chameleon: '<path class="ink" d="M-13 0 C-13 -12 12 -12 12 0 C12 9 0 10 0 3 C0 -1 5 -1 5 2"/>' + DOT(-7, -3, 2),
  "Chameleon-knight": '<path class="ink" d="M-13 4 C-13 -10 12 -10 12 2 C12 9 2 10 2 4"/>' + KNIGHT_L.replace("M-8 12", "M-8 13"),
  // Custodian capture: two jaws.
  Straddler: '<path class="ink" d="M-14 -10 H-6 V10 H-14 M14 -10 H6 V10 H14"/>' + DOT(0, 0, 3),
  // A pawn that hops: a small pawn under an arc.
  "Cannon Pawn": '<circle class="ink" cx="0" cy="1" r="4"/><path class="ink" d="M-7 13 L-3 5 H3 L7 13 Z M-14 4 C-10 -16 10 -16 14 4"/>',
  "Pincer-pawn": '<circle class="ink" cx="0" cy="-5" r="5"/><path class="ink" d="M-14 4 H-8 V13 M14 4 H8 V13"/>',
  // Exchange: two arrows turning round.
  Swapper: ARROW(-12, -5, 12, -5) + ARROW(12, 5, -12, 5),
  // Imitating its victim: a mask.
  Mimotaur: '<path class="ink" d="M-14 -6 C-8 -12 8 -12 14 -6 C12 8 4 12 0 12 C-4 12 -12 8 -14 -6 Z"/>' + DOT(-6, -2, 2.5) + DOT(6, -2, 2.5),
  Fool: '<path class="ink" d="M-14 10 L-10 -12 L-3 4 L0 -14 L3 4 L10 -12 L14 10 Z"/>' + DOT(-10, -12, 2.5) + DOT(0, -14, 2.5) + DOT(10, -12, 2.5),
  Hunter: '<circle class="ink" r="11"/><path class="ink" d="M0 -15 V-5 M0 5 V15 M-15 0 H-5 M5 0 H15"/>',
};

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
