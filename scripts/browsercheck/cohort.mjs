// Browser check for auditor's cohort report (cohort.html).
//
//   npm ci && node cohort.mjs [COHORT.html] [SCREENSHOT.png]
//
// Opens the page via file:// in headless Chromium (Debian's
// /usr/bin/chromium, or $CHROMIUM) and asserts on the DOM: the summary
// counts match the table, the histogram has ten bars whose counts sum to
// the scored entries, every criterion has a distribution, sorting by score
// orders the rows (both ways), entries with an HTML report link it, every
// entry that is not ok is listed under Failures with its reason, and the
// page logs no console error and makes no request besides the file.
// Saves a full-page screenshot. Exits 1 on any failed assertion.
import { chromium } from "playwright-core";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve, dirname } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const here = dirname(fileURLToPath(import.meta.url));
const page_ = resolve(process.argv[2] || join(here, "../../internal/cohort/testdata/golden/cohort.html"));
const shot = resolve(process.argv[3] || join(here, "cohort.png"));
const fileURL = pathToFileURL(page_).href;

const failures = [];
function check(ok, what) {
  console.log(`${ok ? "ok  " : "FAIL"} ${what}`);
  if (!ok) failures.push(what);
}

const profile = mkdtempSync(join(tmpdir(), "auditor-cohortcheck-"));
const context = await chromium.launchPersistentContext(profile, {
  executablePath: process.env.CHROMIUM || "/usr/bin/chromium",
  headless: true,
  args: ["--headless", "--no-sandbox", "--disable-gpu", "--no-first-run",
    "--disable-background-networking", "--disable-component-update", "--disable-sync"],
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

  const num = async (sel) => parseInt(((await page.textContent(sel)) || "").trim(), 10);
  const rows = page.locator("#entries tbody tr");
  const total = await rows.count();
  check(total > 0 && total === (await num("#n-entries")), `entries table has the summary's ${total} rows`);
  const statuses = await page.$$eval("#entries tbody tr", (trs) => trs.map((t) => t.dataset.status));
  const count = (s) => statuses.filter((x) => x === s).length;
  check(count("ok") === (await num("#n-ok")), `ok count matches: ${count("ok")}`);
  check(count("failed") === (await num("#n-failed")), `failed count matches: ${count("failed")}`);

  const bars = await page.$$eval("#histogram .bar", (bs) => bs.map((b) => parseInt(b.dataset.count, 10)));
  const scored = await page.$$eval("#entries tbody tr td:nth-child(3)", (tds) => tds.filter((td) => td.dataset.sort !== "-1").length);
  check(bars.length === 10, `histogram has 10 bars: ${bars.length}`);
  check(bars.reduce((a, b) => a + b, 0) === scored, `histogram counts sum to the ${scored} scored entries`);
  const tallest = await page.$$eval("#histogram .bar", (bs) => Math.max(...bs.map((b) => b.getBoundingClientRect().height)));
  check(scored === 0 || tallest > 20, `histogram bars are drawn: tallest ${tallest}px`);

  const crit = await page.locator("#criteria tbody tr").count();
  const critHeads = await page.$$eval("#entries thead th", (ths) => ths.length);
  check(crit === 0 || critHeads === 8 + crit, `one column per criterion (${crit}): ${critHeads} columns, 8 fixed`);

  // sorting by score, both ways
  const scores = () => page.$$eval("#entries tbody tr td:nth-child(3)", (tds) => tds.map((td) => parseFloat(td.dataset.sort)));
  await page.click("#entries thead th:nth-child(3)");
  let s = await scores();
  check(s.every((v, i) => i === 0 || s[i - 1] <= v), `sorted by score ascending: ${s.join(",")}`);
  await page.click("#entries thead th:nth-child(3)");
  s = await scores();
  check(s.every((v, i) => i === 0 || s[i - 1] >= v), `sorted by score descending: ${s.join(",")}`);
  await page.click("#entries thead th:nth-child(1)");
  const names = await page.$$eval("#entries tbody tr td:nth-child(1)", (tds) => tds.map((td) => td.dataset.sort));
  check(names.every((v, i) => i === 0 || names[i - 1] <= v), "sorted by name");

  const links = await page.$$eval("#entries tbody a", (as) => as.map((a) => a.getAttribute("href")));
  check(links.length > 0 && links.every((h) => /^[^/]+\/report\.html$/.test(h)), `entries link their report.html: ${links.length}`);

  const notOK = statuses.filter((x) => x !== "ok").length;
  const listed = await page.$$eval("#failures li", (lis) => lis.map((li) => li.textContent.trim()));
  check(listed.length === notOK, `failures list every entry that is not ok: ${listed.length}`);
  check(listed.every((t) => /: \S/.test(t)), "every failure has a reason");

  check(consoleErrors.length === 0, `no console errors: ${consoleErrors.join(" | ")}`);
  check(requests.every((u) => u === fileURL), `no request besides the file: ${requests.filter((u) => u !== fileURL).join(", ")}`);
  await page.screenshot({ path: shot, fullPage: true });
  console.log(`screenshot: ${shot}`);
} finally {
  await context.close();
  rmSync(profile, { recursive: true, force: true });
}
if (failures.length) {
  console.error(`${failures.length} check(s) failed`);
  process.exit(1);
}
