// Load test of `abbott serve` on loopback: CLIENTS connections at once, each playing random legal
// moves of a random variant for SECONDS, with a bad request now and then; every answer must be the
// one expected, the server must stay up, and its memory must stay bounded.
// Usage: node load_test.mjs ABBOTT_BINARY [SECONDS=30] [CLIENTS=50] [MAX_MEMORY_MB=200]
import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import http from "node:http";

const [binary, secondsArg = "30", clientsArg = "50", maxMemoryArg = "200"] = process.argv.slice(2);
const seconds = Number(secondsArg), clients = Number(clientsArg), MAX_RSS_MB = Number(maxMemoryArg);

const server = spawn(binary, ["serve", "--port", "0"], { stdio: ["ignore", "pipe", "inherit"] });
let exited = null;
server.on("exit", (code, signal) => { exited = `exit ${code} ${signal || ""}`; });
const base = await new Promise((resolve, reject) => {
  server.stdout.on("data", (d) => {
    const m = String(d).match(/abbott serve: (http\S+)\//);
    if (m) resolve(m[1]);
  });
  setTimeout(() => reject(new Error("abbott serve did not start")), 10000).unref();
});

function rssMb() {
  const status = readFileSync(`/proc/${server.pid}/status`, "utf8");
  return Number(status.match(/VmRSS:\s+(\d+)/)[1]) / 1024;
}

// One request on the client's own connection; resolves with [status, parsed body].
function request(agent, method, path, body) {
  return new Promise((resolve, reject) => {
    const req = http.request(`${base}${path}`, { method, agent, headers: { "Content-Type": "application/json" } },
      (res) => {
        let data = "";
        res.on("data", (c) => { data += c; });
        res.on("end", () => {
          try {
            resolve([res.statusCode, JSON.parse(data)]);
          } catch (e) {
            reject(new Error(`${path}: not JSON (${res.statusCode}): ${data.slice(0, 100)}`));
          }
        });
      });
    req.on("error", reject);
    req.setTimeout(30000, () => req.destroy(new Error(`${path}: no answer in 30 s`)));
    req.end(body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body));
  });
}

let seed = 12345;
const random = (n) => {
  seed = (seed * 1103515245 + 12345) % 2147483648;
  return seed % n;
};

const [, { variants }] = await request(undefined, "GET", "/api/variants");
const deadline = Date.now() + seconds * 1000;
const counts = { moves: 0, games: 0, bad: 0 };
let peakRss = 0;

async function client(id) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  while (Date.now() < deadline) {
    const variant = variants[random(variants.length)].name;
    const moves = [];
    let [status, position] = await request(agent, "POST", "/api/position", { variant });
    if (status !== 200) throw new Error(`client ${id}: position ${status} ${JSON.stringify(position)}`);
    ++counts.games;
    while (Date.now() < deadline && !position.end.over && moves.length < 150) {
      if (random(20) === 0) {
        // A bad request: it must be refused, and the game go on.
        const [badStatus, answer] = await request(agent, "POST", "/api/play", random(2) ? "{not json" : { variant, moves, move: "a1a1a1" });
        if (badStatus !== 400 || typeof answer.error !== "string") throw new Error(`client ${id}: bad request got ${badStatus}`);
        ++counts.bad;
      }
      const move = position.moves[random(position.moves.length)];
      [status, position] = await request(agent, "POST", "/api/play", { variant, moves, move: move.text });
      if (status !== 200) throw new Error(`client ${id}: ${variant} ${moves.join(" ")} ${move.text}: ${status} ${JSON.stringify(position)}`);
      moves.push(move.text);
      ++counts.moves;
    }
  }
  agent.destroy();
}

const sampler = setInterval(() => { if (!exited) peakRss = Math.max(peakRss, rssMb()); }, 200);
let failure = null;
try {
  await Promise.all(Array.from({ length: clients }, (_, i) => client(i)));
} catch (e) {
  failure = e;
}
clearInterval(sampler);
const alive = exited === null;
server.kill();
console.log(`load: ${clients} connections, ${seconds} s: ${counts.games} games, ${counts.moves} moves, ` +
  `${counts.bad} bad requests refused, peak memory ${peakRss.toFixed(1)} MB`);
if (failure) {
  console.error(failure);
  process.exit(1);
}
if (!alive) {
  console.error(`the server stopped: ${exited}`);
  process.exit(1);
}
if (peakRss > MAX_RSS_MB) {
  console.error(`the server's memory grew past ${MAX_RSS_MB} MB`);
  process.exit(1);
}
console.log("load: passed");
