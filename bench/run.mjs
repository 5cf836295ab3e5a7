// npm run bench: throughput, latency and page weight of the storefront's pages, measured on the
// built server with the embedded platform on a fresh database. Prints a table; asserts nothing.
// Options: --duration=<seconds per page> (default 10), --connections=<n> (default 10).
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import autocannon from "autocannon";

const args = Object.fromEntries(process.argv.slice(2).map((arg) => arg.replace(/^--/, "").split("=")));
const DURATION = Number(args.duration ?? 10);
const CONNECTIONS = Number(args.connections ?? 10);
const PORT = 3310;
const BASE = `http://127.0.0.1:${PORT}`;

// Each later capability adds its pages here.
const PAGES = [
  { name: "home", path: "/" },
  { name: "content page", path: "/upisi" },
  { name: "category", path: "/shop/pribor" },
  { name: "category, filtered", path: "/shop/odjeca?size=m" },
  { name: "product", path: "/product/personalizirana-majica" },
  { name: "configurable", path: "/product/majica-obzor" },
  { name: "all sections", path: "/sekcije" },
  { name: "blog list", path: "/objave" },
  { name: "blog category", path: "/objave/natjecanja" },
  { name: "blog post", path: "/objave/drzavno-natjecanje-iz-matematike" },
  { name: "search", path: "/pretraga?q=natjecanje" },
  { name: "event", path: "/dogadjaj/1" },
  { name: "sitemap", path: "/sitemap.xml" },
  { name: "login", path: "/prijava" },
];

if (!existsSync("build/server.js")) {
  const build = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
  if (build.status !== 0) process.exit(1);
}

const dataDir = mkdtempSync(path.join(tmpdir(), "storefront-bench-"));
const server = spawn(process.execPath, ["build/server.js"], {
  env: { ...process.env, NODE_ENV: "production", PORT: String(PORT), HOST: "127.0.0.1", PLATFORM_PORT: "3311", DATA_DIR: dataDir, LOG_REQUESTS: "false", API_BASE_URL: "" },
  stdio: ["ignore", "ignore", "inherit"],
});

async function waitUntilReady() {
  for (let attempt = 0; attempt < 120; attempt++) {
    try {
      if ((await fetch(`${BASE}/readyz`)).ok) return;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error("the server did not become ready");
}

/** HTML and the JavaScript the page loads (scripts and module preloads), raw and gzipped. */
async function pageWeight(pagePath, headers = {}) {
  const html = await (await fetch(BASE + pagePath, { headers })).text();
  const scripts = new Set([...html.matchAll(/<(?:script[^>]+src|link[^>]+rel="modulepreload"[^>]+href)="([^"]+\.js)"/g)].map((m) => m[1]));
  const inline = [...html.matchAll(/import\("([^"]+\.js)"\)|import "([^"]+\.js)"/g)].map((m) => m[1] ?? m[2]);
  inline.forEach((src) => scripts.add(src));
  let js = 0;
  let jsGzip = 0;
  for (const src of scripts) {
    const body = Buffer.from(await (await fetch(new URL(src, BASE))).arrayBuffer());
    js += body.length;
    jsGzip += gzipSync(body).length;
  }
  const htmlBytes = Buffer.byteLength(html);
  return { html: htmlBytes, htmlGzip: gzipSync(html).length, js, jsGzip, files: scripts.size };
}

function load(pagePath, options = {}) {
  return new Promise((resolve, reject) => {
    autocannon({ url: BASE + pagePath, connections: CONNECTIONS, duration: DURATION, ...options }, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

/** Signs the seeded web user in through the login form; returns the session cookie. */
async function signIn() {
  const answer = await fetch(`${BASE}/prijava`, {
    method: "POST",
    body: new URLSearchParams({ username: "ana.horvat@example.com", password: "Lozinka123" }),
    redirect: "manual",
  });
  return answer.headers.getSetCookie().map((cookie) => cookie.split(";")[0]).filter((cookie) => cookie.startsWith("__session=")).join("; ");
}

/** Adds a product through the storefront like a visitor without JavaScript; returns the cart cookies. */
async function startCart() {
  const page = await (await fetch(`${BASE}/product/kalkulator-casio-fx-82ms`)).text();
  const productId = page.match(/name="productId" value="(\d+)"/)[1];
  const answer = await fetch(`${BASE}/product/kalkulator-casio-fx-82ms`, {
    method: "POST",
    body: new URLSearchParams({ intent: "addToCart", productId, qty: "1" }),
    redirect: "manual",
  });
  const cookies = answer.headers.getSetCookie().map((cookie) => cookie.split(";")[0]).filter((cookie) => /^(cartId|protectCode)=/.test(cookie));
  return { productId, cookie: cookies.join("; ") };
}

const row = (name, result, weight) => ({
  page: name,
  "req/s": Math.round(result.requests.average),
  "p50 ms": result.latency.p50,
  "p97.5 ms": result.latency.p97_5,
  "p99 ms": result.latency.p99,
  errors: result.errors + result.non2xx,
  "HTML kB (gzip)": weight ? `${kb(weight.html)} (${kb(weight.htmlGzip)})` : "",
  "JS kB (gzip)": weight ? `${kb(weight.js)} (${kb(weight.jsGzip)}) in ${weight.files} files` : "",
});

const kb = (bytes) => (bytes / 1024).toFixed(1);

try {
  await waitUntilReady();
  const rows = [];
  for (const page of PAGES) {
    await load(page.path).catch(() => {}); // warm the caches
    const result = await load(page.path);
    rows.push(row(`${page.name} (${page.path})`, result, await pageWeight(page.path)));
  }

  // The cart: its page with a cart of one line, and add-to-cart posts into that one cart
  // (each answers with a 303 to the cart page, as without JavaScript).
  const { productId, cookie } = await startCart();
  await load("/kosarica", { headers: { cookie } });
  rows.push(row("cart page (/kosarica, 1 line)", await load("/kosarica", { headers: { cookie } }), await pageWeight("/kosarica", { cookie })));
  rows.push(row("checkout, address step (/naplata)", await load("/naplata", { headers: { cookie } }), await pageWeight("/naplata", { cookie })));
  const addToCart = await load("/product/kalkulator-casio-fx-82ms", {
    method: "POST",
    headers: { cookie, "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ intent: "addToCart", productId, qty: "1" }).toString(),
  });
  // autocannon counts the 303 as non-2xx: a redirect is the expected answer here.
  rows.push({ ...row("add to cart (POST, 303)", addToCart), errors: addToCart.errors + addToCart.non2xx - (addToCart["3xx"] ?? 0) });
  // A signed-in page: the profile reads the user, the wishlist and the orders in parallel.
  // (The bench server keeps the 15-minute access token, so no refresh happens while measuring.)
  const session = await signIn();
  await load("/profil", { headers: { cookie: session } });
  rows.push(row("profile, signed in (/profil)", await load("/profil", { headers: { cookie: session } }), await pageWeight("/profil", { cookie: session })));
  console.log(`\n${CONNECTIONS} connections, ${DURATION} s per page, load generator on the same machine\n`);
  console.table(rows);
} finally {
  server.kill("SIGTERM");
  await new Promise((resolve) => server.once("exit", resolve));
  rmSync(dataDir, { recursive: true, force: true });
}
