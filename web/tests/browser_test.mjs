// Browser tests of the board that `abbott serve` serves, in the system's headless Chromium driven
// by playwright-core: every check clicks and reads the page as a person would see it.
// Usage: node browser_test.mjs ABBOTT_BINARY SCENARIO   (SCENARIO: one of the names below)
// Exits 77 (a skipped test for ctest) when Chromium or playwright-core is missing.
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import assert from "node:assert/strict";

const CHROMIUM = process.env.CHROMIUM || "/usr/bin/chromium";
const [binary, scenario] = process.argv.slice(2);

// Starts `abbott serve --port 0` and resolves with its address and process.
function startServer() {
  return new Promise((resolve, reject) => {
    const server = spawn(binary, ["serve", "--port", "0"], { stdio: ["ignore", "pipe", "inherit"] });
    let out = "";
    server.stdout.on("data", (chunk) => {
      out += chunk;
      const match = out.match(/abbott serve: (http:\/\/\S+)/);
      if (match) resolve({ server, url: match[1] });
    });
    server.on("exit", (code) => reject(new Error(`abbott serve exited with ${code}: ${out}`)));
  });
}

// The pieces on the page as {square: letter}.
async function boardOf(page) {
  return page.$$eval("#pieces [data-square]", (nodes) =>
    Object.fromEntries(nodes.map((n) => [n.dataset.square, n.dataset.piece])));
}

const click = (page, square) => page.click(`#squares rect[data-square="${square}"]`);
const hover = (page, square) => page.hover(`#squares rect[data-square="${square}"]`);
const victimsShown = (page) => page.$$eval("[data-victim]", (n) => n.map((x) => x.dataset.victim).sort());
const destinations = (page) => page.$$eval("[data-dest]", (n) => n.map((x) => x.dataset.dest).sort());
const moveList = (page) => page.$$eval("#move-list [data-ply]", (n) => n.map((x) => x.textContent));

async function open(page, url, variant, mode) {
  await page.goto(`${url}?variant=${variant}&mode=${mode}`);
  await page.waitForSelector("body[data-ready=yes]");
}

async function setUp(page, fen) {
  await page.fill("#fen", fen);
  await page.click("#load-fen");
  await settled(page);
}

// Waits until every request the page made has been answered and drawn.
const settled = (page) => page.waitForSelector('body[data-pending="0"]', { state: "attached" });

// Waits until the board shows exactly `expected`.
async function expectBoard(page, expected) {
  try {
    await page.waitForFunction((want) => {
      const have = {};
      for (const n of document.querySelectorAll("#pieces [data-square]")) have[n.dataset.square] = n.dataset.piece;
      return JSON.stringify(Object.entries(have).sort()) === JSON.stringify(Object.entries(want).sort());
    }, expected, { timeout: 5000 });
  } catch {
    assert.deepEqual(await boardOf(page), expected);
  }
}

const scenarios = {
  // A Withdrawer's withdrawal and a Long Leaper's triple jump, played by clicks.
  async ultima(page, url) {
    await open(page, url, "ultima", "both");
    await setUp(page, "k7/8/8/3p4/3Q4/8/8/4K3 w - - 0 1");
    await click(page, "d4");
    assert.ok((await destinations(page)).includes("d3"));
    await hover(page, "d3");
    assert.deepEqual(await victimsShown(page), ["d5"]);
    await hover(page, "c4");
    assert.deepEqual(await victimsShown(page), []);
    await click(page, "d3");
    await expectBoard(page, { a8: "k", d3: "Q", e1: "K" });
    assert.deepEqual(await moveList(page), ["d4d3"]);

    await setUp(page, "k7/8/5p2/8/3p4/8/1p6/N3K3 w - - 0 1");
    await click(page, "a1");
    assert.deepEqual(await destinations(page), ["a2", "a3", "a4", "a5", "a6", "a7", "b1", "c1", "c3", "d1", "e5", "g7", "h8"]);
    await hover(page, "g7");
    assert.deepEqual(await victimsShown(page), ["b2", "d4", "f6"]);
    assert.match(await page.textContent("#preview"), /a1g7: removes b2,d4,f6/);
    await click(page, "g7");
    await expectBoard(page, { a8: "k", g7: "N", e1: "K" });
    assert.match(await page.textContent("#status"), /^Black to move/);

    // A piece frozen by the Immobilizer removes itself: its own square is its destination.
    await setUp(page, "k7/8/8/8/3u4/3P4/8/4K3 w - - 0 1");
    await click(page, "d3");
    assert.deepEqual(await destinations(page), ["d3"]);
    await hover(page, "d3");
    assert.deepEqual(await victimsShown(page), ["d3"]);
    await click(page, "d3");
    await expectBoard(page, { a8: "k", d4: "u", e1: "K" });
    assert.deepEqual(await moveList(page), ["d3d3"]);
  },

  // Swap and mutual destruction share from and to: the player picks the second.
  async swapper(page, url) {
    await open(page, url, "swapper", "both");
    await setUp(page, "4k5/10/10/10/10/4p5/4S5/10/10/4K5 w - - 0 1");
    await click(page, "e4");
    await hover(page, "e5");
    assert.deepEqual(await victimsShown(page), ["e4", "e5"]);
    await click(page, "e5");
    const choices = await page.$$eval("#chooser-moves button", (n) => n.map((b) => b.textContent));
    assert.deepEqual(choices, ["e4e5: swap", "e4e5xe4: mutual-destruction removes e4,e5"]);
    await page.click("#chooser-moves button >> nth=1");
    await expectBoard(page, { e1: "K", e10: "k" });
    assert.deepEqual(await moveList(page), ["e4e5xe4"]);
    // Taking it back restores both pieces.
    await page.click("#take-back");
    await expectBoard(page, { e1: "K", e10: "k", e4: "S", e5: "p" });
  },

  // Set-up from FEN on the largest and the smallest boards, and a bad FEN.
  async fen(page, url) {
    await open(page, url, "coordinator", "both");
    await setUp(page, "9k/10/2c7/10/10/5C4/10/pp8/10/K9 w - - 0 1");
    await expectBoard(page, { j10: "k", c8: "c", f5: "C", a3: "p", b3: "p", a1: "K" });
    assert.equal(await page.locator("#squares rect").count(), 100);
    await page.selectOption("#variant", "chameleon");
    await page.waitForFunction(() => document.getElementById("board").dataset.variant === "chameleon");
    await setUp(page, "k5/6/6/2c3/6/3C2/5K w - - 0 1");
    await expectBoard(page, { a7: "k", c4: "c", d2: "C", f1: "K" });
    assert.equal(await page.locator("#squares rect").count(), 42);
    // The square map is drawn on every square: a piece on a1 moves as a Rook.
    assert.equal(await page.locator(".map-mark").count(), 42);
    assert.equal(await page.getAttribute('.map-mark[data-square="a1"]', "data-pattern"), "R");
    await page.fill("#fen", "k5/6/6 w - - 0 1");
    await page.click("#load-fen");
    await page.waitForFunction(() => document.getElementById("error").textContent !== "");
    assert.match(await page.textContent("#error"), /bad FEN/);
    await expectBoard(page, { a7: "k", c4: "c", d2: "C", f1: "K" });
  },

  // A game exported as PGN, and a PGN of another variant imported.
  async pgn(page, url) {
    await open(page, url, "ultima", "both");
    await click(page, "b2");
    await click(page, "b5");
    await settled(page);
    await page.click("#pgn-box summary");
    await page.click("#export-pgn");
    await page.waitForFunction(() => document.getElementById("pgn").value !== "");
    const pgn = await page.inputValue("#pgn");
    assert.match(pgn, /\[Variant "ultima"\]/);
    assert.match(pgn, /\[FEN "rnbqkbnu\/pppppppp\/8\/8\/8\/8\/PPPPPPPP\/UNBKQBNR w - - 0 1"\]/);
    assert.match(pgn, /\n1\. b2b5 \*\n$/);
    assert.equal(await page.getAttribute("#pgn-download", "download"), "abbott-ultima.pgn");

    await page.fill("#pgn", '[Variant "swapper"]\n[FEN "4k5/10/10/10/10/4p5/4S5/10/10/4K5 w - - 0 1"]\n\n1. e4e5xe4 e10d10 *\n');
    await page.click("#import-pgn");
    await settled(page);
    assert.equal(await page.inputValue("#variant"), "swapper");
    await expectBoard(page, { e1: "K", d10: "k" });
    assert.deepEqual(await moveList(page), ["e4e5xe4", "e10d10"]);
    // A PGN with an illegal move is refused and changes nothing.
    await page.fill("#pgn", '[Variant "swapper"]\n\n1. e2e9 *\n');
    await page.click("#import-pgn");
    await page.waitForFunction(() => document.getElementById("error").textContent !== "");
    assert.match(await page.textContent("#error"), /^move 1 \(e2e9\)/);
    await expectBoard(page, { e1: "K", d10: "k" });
  },

  // A game clock: abbott answers within its share, and a player whose time runs out loses on time.
  async clock(page, url) {
    await open(page, url, "chess", "white");
    await page.selectOption("#limit-kind", "clock");
    await page.fill("#limit", "0.05");  // 3 s for the game
    await page.fill("#increment", "0");
    await page.click("#new-game");
    await settled(page);
    assert.equal(await page.textContent("#clock-white"), "0:03");
    await click(page, "e2");
    await click(page, "e4");
    await page.waitForFunction(() => document.querySelectorAll("#move-list [data-ply]").length === 2);
    assert.match(await page.textContent("#status"), /^White to move/);
    await page.waitForFunction(() => /lost on time/.test(document.getElementById("status").textContent), null,
      { timeout: 6000 });
    assert.equal(await page.textContent("#status"), "Game over: 0-1 (White lost on time)");
    assert.equal(await page.textContent("#clock-white"), "0:00");
    assert.notEqual(await page.textContent("#clock-black"), "0:00");
    await click(page, "d2");
    assert.deepEqual(await destinations(page), []);
  },

  // An opening against the engine: each move by clicks, each answer from abbott.
  async hyper(page, url) {
    await open(page, url, "hyper", "white");
    await page.selectOption("#limit-kind", "depth");
    await page.fill("#limit", "2");
    for (let ply = 0; ply < 6; ply += 2) {
      // The first legal move the server offers, clicked from its square to its destination.
      const move = await page.evaluate(() => state.position.moves[0]);
      await click(page, move.from);
      await click(page, move.to);
      const chooser = await page.isVisible("#chooser");
      if (chooser) await page.click(`#chooser-moves button[data-move="${move.text}"]`);
      await page.waitForFunction((n) => document.querySelectorAll("#move-list [data-ply]").length === n, ply + 2);
      await page.waitForFunction(() => /^White to move/.test(document.getElementById("status").textContent));
      assert.equal((await moveList(page))[ply], move.text);
    }
    assert.match(await page.textContent("#engine-info"), /^depth 1 /);
    await page.click("#take-back");
    await page.waitForFunction(() => document.querySelectorAll("#move-list [data-ply]").length === 4);
    await page.click("#flip");
    const [x, y] = await page.$eval('#squares rect[data-square="a1"]', (r) => [r.getAttribute("x"), r.getAttribute("y")]);
    assert.deepEqual([x, y], ["420", "0"]);  // a1 is the top right corner seen from Black
    // Analysis: three different lines, each starting with a legal move of this position.
    await page.fill("#multipv", "3");
    await page.click("#analyse");
    await settled(page);
    const firsts = await page.$$eval("#analysis li", (n) => n.map((li) => li.dataset.firstMove));
    const legal = await page.evaluate(() => state.position.moves.map((m) => m.text));
    assert.equal(new Set(firsts).size, 3);
    for (const move of firsts) assert.ok(legal.includes(move), move);
  },
};

async function main() {
  if (!scenarios[scenario]) {
    console.error(`usage: node browser_test.mjs ABBOTT_BINARY (${Object.keys(scenarios).join("|")})`);
    process.exit(2);
  }
  if (!existsSync(CHROMIUM)) {
    console.log(`skipped: no Chromium at ${CHROMIUM} (./scripts/setup installs Debian's chromium)`);
    process.exit(77);
  }
  let chromium;
  try {
    ({ chromium } = await import("playwright-core"));
  } catch {
    console.log("skipped: playwright-core is not installed (./scripts/setup runs npm ci in web/tests)");
    process.exit(77);
  }
  const { server, url } = await startServer();
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ["--no-sandbox"] });
  const errors = [];
  try {
    const page = await browser.newPage({ viewport: { width: 1200, height: 900 } });
    page.on("pageerror", (e) => errors.push(e.message));
    page.setDefaultTimeout(10000);
    await scenarios[scenario](page, url);
    assert.deepEqual(errors, [], "the page raised errors");
    console.log(`browser ${scenario}: passed`);
  } finally {
    await browser.close();
    server.kill();
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
