// Takes the screenshots in docs/gui.md with the system's headless Chromium.
// Usage: node web/tests/screenshots.mjs build/abbott docs/images
import { spawn } from "node:child_process";
import { chromium } from "playwright-core";

const [binary, folder] = process.argv.slice(2);
const server = spawn(binary, ["serve", "--port", "0"], { stdio: ["ignore", "pipe", "inherit"] });
const url = await new Promise((resolve) => {
  server.stdout.on("data", (d) => {
    const m = String(d).match(/abbott serve: (http\S+)/);
    if (m) resolve(m[1]);
  });
});
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM || "/usr/bin/chromium", args: ["--no-sandbox"] });
const page = await browser.newPage({ viewport: { width: 1180, height: 860 } });
const settled = () => page.waitForSelector('body[data-pending="0"]', { state: "attached" });
const square = (s) => `#squares rect[data-square="${s}"]`;

async function open(variant, mode, fen) {
  await page.goto(`${url}?variant=${variant}&mode=${mode}`);
  await page.waitForSelector("body[data-ready=yes]");
  if (fen) {
    await page.fill("#fen", fen);
    await page.click("#load-fen");
    await settled();
  }
}

// Ultima: a Long Leaper lifted, the pointer on g7: the three pieces that move removes.
await open("ultima", "both", "4k2u/1p6/5p2/8/3p4/8/1p3P2/N3K3 w - - 0 1");
await page.click(square("a1"));
await page.hover(square("g7"));
await page.screenshot({ path: `${folder}/gui-ultima.png` });

// Swapper: swap or mutual destruction between the same two squares.
await open("swapper", "both", "4k5/pppp1ppppp/10/10/10/4p5/4S5/10/PPPP1PPPPP/4K5 w - - 0 1");
await page.click(square("e4"));
await page.click(square("e5"));
await page.screenshot({ path: `${folder}/gui-swapper.png` });

// Chameleon Chess: the square map.
await open("chameleon", "both");
await page.screenshot({ path: `${folder}/gui-chameleon.png` });

// Hyper Chess against abbott: a few moves, the engine's lines, a three-line analysis.
await open("hyper", "white");
await page.selectOption("#limit-kind", "depth");
await page.fill("#limit", "4");
for (const [from, to] of [["c2", "c6"], ["d2", "d5"], ["b1", "c2"]]) {
  await page.click(square(from));
  await page.click(square(to));
  await settled();
}
await page.fill("#multipv", "3");
await page.click("#analyse");
await settled();
await page.screenshot({ path: `${folder}/gui-hyper.png` });

await browser.close();
server.kill();
