// How soon a web export shows its character: for each export folder, headless Chromium (a fresh browser and
// profile every run) opens index.html from the file system and from a local HTTP server, and the page reports
// (window.marionetteTimings, milliseconds from the start of its navigation) when the character was loaded, its
// first frame drawn and then painted. Baselines measured in the same runs: a page that only loads and decodes
// the export's map.png, and an empty page. Prints the runs' medians. See docs/BENCHMARKS.md.
//
//   node bench/web/first-frame.mjs [--runs N] [--chromium PATH] EXPORT_DIR...
//
// Needs Node 18+ and Chromium (Debian package chromium); no other package.

import { spawn } from "node:child_process";
import { createServer } from "node:http";
import { mkdtempSync, rmSync, readFileSync, writeFileSync, cpSync, existsSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, basename, extname, resolve } from "node:path";
import { pathToFileURL } from "node:url";

const args = process.argv.slice(2);
let runs = 9;
let chromium = "chromium";
const folders = [];
for (let i = 0; i < args.length; i++) {
  if (args[i] === "--runs") runs = Number(args[++i]);
  else if (args[i] === "--chromium") chromium = args[++i];
  else folders.push(resolve(args[i]));
}
if (folders.length === 0 || !(runs > 0)) {
  console.error("usage: node bench/web/first-frame.mjs [--runs N] [--chromium PATH] EXPORT_DIR...");
  process.exit(2);
}

/** A Chromium driven over --remote-debugging-pipe (commands on fd 3, answers on fd 4, each ending in NUL). */
class Browser {
  static async start() {
    const profile = mkdtempSync(join(tmpdir(), "first-frame-"));
    const child = spawn(chromium, ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
      "--disable-background-networking", "--disable-component-update", "--disable-sync", "--remote-debugging-pipe",
      `--user-data-dir=${profile}`, "--window-size=1000,760", "--autoplay-policy=no-user-gesture-required",
      "about:blank"], { stdio: ["ignore", "ignore", "ignore", "pipe", "pipe"] });
    const b = new Browser(child, profile);
    const { targetInfos } = await b.call("Target.getTargets");
    const page = targetInfos.find((t) => t.type === "page");
    b.session = (await b.call("Target.attachToTarget", { targetId: page.targetId, flatten: true })).sessionId;
    await b.call("Page.enable", {}, b.session);
    await b.call("Runtime.enable", {}, b.session);
    return b;
  }

  constructor(child, profile) {
    this.child = child;
    this.profile = profile;
    this.id = 0;
    this.pending = new Map();
    let buffer = "";
    child.stdio[4].on("data", (chunk) => {
      buffer += chunk.toString("utf8");
      let end;
      while ((end = buffer.indexOf("\0")) >= 0) {
        const message = JSON.parse(buffer.slice(0, end));
        buffer = buffer.slice(end + 1);
        const waiting = message.id !== undefined && this.pending.get(message.id);
        if (waiting) {
          this.pending.delete(message.id);
          if (message.error) waiting.reject(new Error(JSON.stringify(message.error)));
          else waiting.resolve(message.result);
        }
      }
    });
  }

  call(method, params = {}, sessionId) {
    const id = ++this.id;
    const message = { id, method, params };
    if (sessionId) message.sessionId = sessionId;
    return new Promise((resolveCall, reject) => {
      this.pending.set(id, { resolve: resolveCall, reject });
      this.child.stdio[3].write(JSON.stringify(message) + "\0");
    });
  }

  async evaluate(expression) {
    const r = await this.call("Runtime.evaluate", { expression, returnByValue: true, awaitPromise: true }, this.session);
    return r.result.value;
  }

  /** Navigates and waits until `condition` (an expression) gives a value, then returns it. */
  async measure(url, condition, timeoutMs = 20000) {
    await this.call("Page.navigate", { url }, this.session);
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const value = await this.evaluate(`(${condition})`).catch(() => undefined);
      if (value !== undefined && value !== null) return value;
      if (Date.now() > deadline) throw new Error(`${url}: nothing after ${timeoutMs} ms`);
      await new Promise((r) => setTimeout(r, 20));
    }
  }

  async close() {
    await this.call("Browser.close").catch(() => {});
    await new Promise((r) => (this.child.exitCode !== null ? r() : this.child.once("exit", r)));
    rmSync(this.profile, { recursive: true, force: true });
  }
}

const TYPES = { ".html": "text/html; charset=utf-8", ".js": "text/javascript", ".mjs": "text/javascript",
  ".png": "image/png" };

/** Serves `root` on the loopback address. */
function serve(root) {
  const server = createServer((request, response) => {
    const path = join(root, decodeURIComponent(new URL(request.url, "http://x").pathname));
    if (!path.startsWith(root) || !existsSync(path)) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { "Content-Type": TYPES[extname(path)] || "application/octet-stream" });
    response.end(readFileSync(path));
  });
  return new Promise((r) => server.listen(0, "127.0.0.1", () => r(server)));
}

const ATLAS_ONLY = `<!DOCTYPE html><meta charset="utf-8"><link rel="icon" href="data:,"><body><script>
  const image = new Image(); image.src = "map.png";
  image.decode().then(() => { window.decoded = performance.now(); });
</script>`;
const EMPTY = `<!DOCTYPE html><meta charset="utf-8"><link rel="icon" href="data:,"><body><script>
  addEventListener("load", () => requestAnimationFrame(() => requestAnimationFrame(() => { window.painted = performance.now(); })));
</script>`;

/** What the export's page reports, with its performance marks (data read, pictures and sounds decoded). */
const PAGE_TIMES = `window.marionetteTimings && window.marionetteTimings.painted && Object.assign({},
  window.marionetteTimings, Object.fromEntries(performance.getEntriesByType("mark").map((m) => [m.name, m.startTime])))`;

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

const work = mkdtempSync(join(tmpdir(), "first-frame-site-"));
const server = await serve(work);
const port = server.address().port;
const rows = [];
for (const folder of folders) {
  const name = basename(folder);
  cpSync(folder, join(work, name), { recursive: true });
  writeFileSync(join(work, name, "bench-atlas.html"), ATLAS_ONLY);
  writeFileSync(join(work, name, "bench-empty.html"), EMPTY);
  const results = { file: [], http: [], atlas: [], empty: [] };
  for (let run = 0; run < runs; run++) {
    // One fresh browser per measurement, the measurements of one run interleaved.
    for (const [kind, url, condition] of [
      ["file", `${pathToFileURL(join(work, name, "index.html"))}`, PAGE_TIMES],
      ["http", `http://127.0.0.1:${port}/${name}/index.html`, PAGE_TIMES],
      ["atlas", `http://127.0.0.1:${port}/${name}/bench-atlas.html`, "window.decoded"],
      ["empty", `http://127.0.0.1:${port}/${name}/bench-empty.html`, "window.painted"],
    ]) {
      const browser = await Browser.start();
      try {
        results[kind].push(await browser.measure(url, condition));
      } finally {
        await browser.close();
      }
    }
  }
  const pick = (list, key) => median(list.map((t) => t[key]));
  rows.push({
    name,
    file: { loaded: pick(results.file, "loaded"), firstFrame: pick(results.file, "firstFrame"), painted: pick(results.file, "painted") },
    http: { loaded: pick(results.http, "loaded"), firstFrame: pick(results.http, "firstFrame"), painted: pick(results.http, "painted") },
    atlasDecoded: median(results.atlas),
    emptyPainted: median(results.empty),
    marks: Object.fromEntries(["marionette-data", "marionette-pictures", "marionette-sounds", "marionette-all"].map((m) => [m,
      Math.round(pick(results.http, m))])),
    paintedRuns: results.http.map((t) => Math.round(t.painted)),
  });
}
server.close();
rmSync(work, { recursive: true, force: true });

const f = (v) => v.toFixed(0).padStart(6);
console.log(`medians of ${runs} runs, ms from the start of the page's navigation`);
console.log("export       file: loaded  frame painted   http: loaded  frame painted   map.png decoded   empty page painted");
for (const r of rows) {
  console.log(`${r.name.padEnd(12)}     ${f(r.file.loaded)} ${f(r.file.firstFrame)} ${f(r.file.painted)}        ${f(r.http.loaded)} ${f(r.http.firstFrame)} ${f(r.http.painted)}   ${f(r.atlasDecoded)}            ${f(r.emptyPainted)}`);
}
console.log(JSON.stringify(rows));
