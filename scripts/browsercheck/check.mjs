// Browser check for auditor's HTML report.
//
//   npm ci && node check.mjs [REPORT.html] [SCREENSHOT.png]
//
// Opens the report via file:// in headless Chromium (Debian's
// /usr/bin/chromium, or $CHROMIUM) with a fresh profile and asserts on the
// DOM: the score and integrity are shown, evidence rows are present, the
// source and found/missing filters work, <details> open, and the page logs
// no console error and makes no request other than the file itself.
// Saves a full-page screenshot. Exits 1 on any failed assertion.
import { chromium } from "playwright-core";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve, dirname } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const here = dirname(fileURLToPath(import.meta.url));
const report = resolve(process.argv[2] || join(here, "../../internal/report/testdata/golden/full.html"));
const shot = resolve(process.argv[3] || join(here, "report.png"));
const fileURL = pathToFileURL(report).href;

const failures = [];
function check(ok, what) {
  console.log(`${ok ? "ok  " : "FAIL"} ${what}`);
  if (!ok) failures.push(what);
}

const profile = mkdtempSync(join(tmpdir(), "auditor-browsercheck-"));
const context = await chromium.launchPersistentContext(profile, {
  executablePath: process.env.CHROMIUM || "/usr/bin/chromium",
  headless: true,
  args: [
    "--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
    "--disable-background-networking", "--disable-component-update", "--disable-sync",
  ],
  viewport: { width: 1280, height: 900 },
});
try {
  const page = context.pages()[0] || (await context.newPage());
  const consoleErrors = [];
  const requests = [];
  page.on("console", (m) => { if (m.type() === "error") consoleErrors.push(m.text()); });
  page.on("pageerror", (e) => consoleErrors.push(String(e)));
  context.on("request", (r) => requests.push(r.url()));

  await page.goto(fileURL, { waitUntil: "load" });

  const score = (await page.textContent("#overall-score"))?.trim() || "";
  check(/^(\d+(\.\d+)? \/ 100|n\/a)$/.test(score), `overall score shown: "${score}"`);
  const integrity = (await page.textContent("#integrity"))?.trim() || "";
  check(integrity === "SUCCESS" || integrity === "FAILED", `pipeline integrity shown: "${integrity}"`);

  const rows = page.locator("#evidence tbody tr");
  const total = await rows.count();
  check(total > 0, `evidence rows present: ${total}`);
  const countText = async () => ((await page.textContent("#filter-count")) || "").trim();
  check((await countText()) === `${total} of ${total} shown`, `filter count initialised: "${await countText()}"`);

  // found/missing filter
  await page.selectOption("#filter-found", "missing");
  const visible = () => page.$$eval("#evidence tbody tr", (trs) => trs.filter((t) => !t.hidden)
    .map((t) => ({ source: t.dataset.source, found: t.dataset.found })));
  let shown = await visible();
  check(shown.length > 0 && shown.every((r) => r.found === "missing"), `filter missing: ${shown.length} rows, all missing`);
  check(shown.length < total, "filter missing hides found rows");
  check((await countText()) === `${shown.length} of ${total} shown`, `filter count updated: "${await countText()}"`);

  // source filter, combined with found=all
  await page.selectOption("#filter-found", "");
  const sources = await page.$$eval("#filter-source option", (os) => os.map((o) => o.value).filter(Boolean));
  check(sources.length > 0, `source options: ${sources.join(", ")}`);
  for (const src of sources) {
    await page.selectOption("#filter-source", src);
    shown = await visible();
    check(shown.length > 0 && shown.every((r) => r.source === src), `filter source=${src}: ${shown.length} rows`);
  }
  await page.selectOption("#filter-source", "");
  check((await visible()).length === total, "filters reset shows every row");

  // criteria: the chart and a folded opinion open on click
  if ((await page.locator(".criterion").count()) > 0) {
    check((await page.locator("#score-chart rect").count()) === (await page.locator(".criterion").count()),
      "one chart bar per criterion");
    const first = page.locator("details.opinion").first();
    await first.locator("summary").first().click();
    check(await first.evaluate((d) => d.open), "opinion <details> opens");
  }

  // layout: nothing wider than the window, evidence ids readable (a
  // squeezed id column once made every row hundreds of pixels tall)
  const layout = await page.evaluate(() => {
    const ids = [...document.querySelectorAll("#evidence tbody tr")].map((tr) => tr.cells[0]);
    const heights = ids.map((td) => td.getBoundingClientRect().height).sort((a, b) => a - b);
    return {
      scrollWidth: document.documentElement.scrollWidth,
      clientWidth: document.documentElement.clientWidth,
      idWidth: ids.length ? ids[0].getBoundingClientRect().width : 0,
      medianRow: heights.length ? heights[Math.floor(heights.length / 2)] : 0,
      height: document.documentElement.scrollHeight,
    };
  });
  check(layout.scrollWidth <= layout.clientWidth, `no horizontal overflow: page ${layout.scrollWidth}px in a ${layout.clientWidth}px window`);
  check(layout.idWidth >= 180, `evidence id column readable: ${Math.round(layout.idWidth)}px wide`);
  check(layout.medianRow <= 80, `evidence rows compact: median ${Math.round(layout.medianRow)}px tall`);

  // A full-page screenshot of a large report (thousands of evidence rows)
  // exceeds what Chromium can capture; keep the first MAX_SHOT pixels,
  // which hold the summary, chart, claims and criteria.
  const MAX_SHOT = 12000;
  const shotHeight = Math.min(layout.height, MAX_SHOT);
  // A viewport as tall as the shot, not fullPage: laying out the whole
  // page for a full-page capture of ~10,000 rows can exceed the timeout.
  await page.setViewportSize({ width: layout.clientWidth, height: shotHeight });
  await page.screenshot({ path: shot, timeout: 120000 });
  console.log(`screenshot: ${shot} (${shotHeight} of ${layout.height} px)`);

  check(consoleErrors.length === 0, `no console errors${consoleErrors.length ? ": " + consoleErrors.join(" | ") : ""}`);
  const foreign = requests.filter((u) => u !== fileURL);
  check(foreign.length === 0, `no request besides the file${foreign.length ? ": " + foreign.join(", ") : ""}`);
} finally {
  await context.close();
  rmSync(profile, { recursive: true, force: true });
}
if (failures.length) {
  console.error(`${failures.length} check(s) failed`);
  process.exit(1);
}
console.log("browser check passed");
