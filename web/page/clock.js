// The game clock: minutes a game plus seconds a move. The page keeps the time; abbott is told its
// time left and increment with each engine request and shares them out itself.
"use strict";

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
