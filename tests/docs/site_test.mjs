// Drives a real headless Chromium over the generated docs sites, opened from disk as a reader
// would: searches for field names, follows the hits, switches the language and checks what is
// shown; for the injection fixture, checks that no schema text ran as script or became markup.
// Saves screenshots for review. Run by tests/docs_site.rs:
//
//   node site_test.mjs CHROMIUM DOCS_OUT SCREENSHOT_DIR USER_DATA_DIR TIMED_PACKAGES
//
// DOCS_OUT holds <package>/docs/index.html for streamcloud, gatewaycloud and docsinjection, and
// for each of TIMED_PACKAGES (comma-separated), whose first render and search keystrokes are
// timed (see "Timings" below). Exits non-zero with a message naming the failed check.

import { chromium } from "playwright-core";
import { pathToFileURL } from "node:url";
import path from "node:path";

const [executablePath, docsOut, shots, userDataDir, timedPackages] = process.argv.slice(2);
if (!timedPackages) {
  console.error("usage: node site_test.mjs CHROMIUM DOCS_OUT SCREENSHOT_DIR USER_DATA_DIR TIMED_PACKAGES");
  process.exit(2);
}

let checks = 0;
function check(condition, message) {
  checks += 1;
  if (!condition) {
    throw new Error(`check failed: ${message}`);
  }
}

function siteUrl(pkg, hash = "") {
  return pathToFileURL(path.join(docsOut, pkg, "docs", "index.html")).href + hash;
}

const context = await chromium.launchPersistentContext(userDataDir, {
  executablePath,
  headless: true,
  chromiumSandbox: false,
  viewport: { width: 1400, height: 1000 },
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
  ],
});

// Everything the pages load must come from disk; any other request fails the run.
const problems = [];
await context.route("**/*", (route) => {
  const url = route.request().url();
  if (url.startsWith("file:")) {
    return route.continue();
  }
  problems.push(`network request to ${url}`);
  return route.abort();
});

/** Waits until docs.js has shown the entry of the URL and loaded the search index. */
async function ready(page, what) {
  try {
    await page.waitForFunction(() => performance.getEntriesByName("sdkgen-docs-ready").length > 0, null, {
      timeout: 30000,
    });
  } catch (e) {
    check(false, `${what}: docs.js marks the page ready (${e.message.split("\n")[0]})`);
  }
}

async function open(pkg, hash = "") {
  const page = await context.newPage();
  page.on("console", (msg) => {
    if (msg.type() === "error") {
      problems.push(`${pkg}: console error: ${msg.text()}`);
    }
  });
  page.on("pageerror", (err) => problems.push(`${pkg}: page error: ${err.message}`));
  await page.goto(siteUrl(pkg, hash));
  await ready(page, pkg);
  // docs.js marks the page once it runs (a blocked script would leave the class off).
  check(
    await page.evaluate(() => document.documentElement.classList.contains("js")),
    `${pkg}: docs.js ran under the page's Content-Security-Policy from file://`,
  );
  check(
    (await page.locator('meta[http-equiv="Content-Security-Policy"]').count()) === 1,
    `${pkg}: the page declares a Content-Security-Policy`,
  );
  return page;
}

/** The text of the name shown (for the chosen language) in a field row. */
async function shownName(page, rowId) {
  return (await page.locator(`[id="${rowId}"] td.name .ln:visible`).innerText()).trim();
}

async function chooseLanguage(page, lang) {
  await page.selectOption("#lang", lang);
  check(
    (await page.evaluate(() => document.documentElement.getAttribute("data-lang"))) === lang,
    `switching the language to ${lang} sets it on the page`,
  );
}

/** Types `query` in the search box and follows the field hit whose link ends in `suffix`. */
async function searchAndFollow(page, query, hrefPart) {
  await page.fill("#search", query);
  const hit = page.locator(`#nav ul.hits a[href*="${hrefPart}"]`).first();
  check(
    (await hit.count()) === 1 && (await hit.isVisible()),
    `searching "${query}" lists a field hit linking to …${hrefPart}`,
  );
  const href = await hit.getAttribute("href");
  await hit.click();
  const rowId = decodeURIComponent(href.slice(1));
  const row = page.locator(`[id="${rowId}"]`);
  await row.waitFor({ state: "visible" });
  check(await row.evaluate((el) => el.classList.contains("hit")), `${rowId} is highlighted`);
  return rowId;
}

// ---- streamcloud: configuration variables (secret, env var, default) and a nested type.
{
  const page = await open("streamcloud");
  check(await page.locator("#overview").isVisible(), "streamcloud: the overview is shown first");
  check((await page.title()).includes("streamcloud"), "streamcloud: the page title names the package");

  const rowId = await searchAndFollow(page, "tableflowApiKey", "config--tableflow-api-key");
  check(await page.locator("#config").isVisible(), "the configuration entry is shown");
  check(!(await page.locator("#overview").isVisible()), "the overview is no longer shown");
  const configItem = page.locator('#results > li > a[href="#config"]');
  check(await configItem.isVisible(), "the Configuration entry is listed for the search");
  const unrelated = page.locator('#nav a[href="#type-provider-oauth"]');
  check(!(await unrelated.isVisible()), "an entry without that name is filtered out of the list");
  const rowText = await page.locator(`[id="${rowId}"]`).innerText();
  check(rowText.includes("TABLEFLOW_API_KEY"), `the row shows its environment variable: ${rowText}`);
  check(rowText.includes("secret"), `the row shows it is secret: ${rowText}`);
  check(rowText.includes("optional"), `the row shows it is optional: ${rowText}`);

  const expected = {
    python: "tableflow_api_key",
    typescript: "tableflowApiKey",
    go: "GetTableflowApiKey",
    csharp: "TableflowApiKey",
    rust: "tableflow_api_key",
    java: "tableflowApiKey",
  };
  check((await shownName(page, rowId)) === expected.python, "Python is the default language");
  await chooseLanguage(page, "go");
  check(
    (await shownName(page, rowId)) === expected.go,
    `in Go the variable is ${expected.go} (shown: ${await shownName(page, rowId)})`,
  );
  await page.screenshot({ path: path.join(shots, "streamcloud-config-go.png") });
  for (const [lang, name] of Object.entries(expected)) {
    await chooseLanguage(page, lang);
    const shown = await shownName(page, rowId);
    check(shown === name, `in ${lang} the variable is ${name} (shown: ${shown})`);
  }

  // The choice is remembered across visits where the browser offers storage.
  await chooseLanguage(page, "csharp");
  await page.reload();
  await ready(page, "streamcloud after a reload");
  check(
    (await page.evaluate(() => document.documentElement.getAttribute("data-lang"))) === "csharp",
    "the chosen language is remembered after a reload",
  );
  check((await page.inputValue("#lang")) === "csharp", "the switcher shows the remembered language");
  await chooseLanguage(page, "python");

  const maxRetries = await searchAndFollow(page, "max_retries", "config--max-retries");
  const defaultCell = await page.locator(`[id="${maxRetries}"] td.default`).innerText();
  check(defaultCell.trim() === "4", `maxRetries shows its default 4 (shown: ${defaultCell})`);

  // A nested type's flags: replace-on-change, output-only, required, default.
  const dns = await searchAndFollow(
    page,
    "vpcEndpointDnsName",
    "type-access-point-cloud-a-egress-private-link-endpoint--vpc-endpoint-dns-name",
  );
  check(
    (await page.locator(`[id="${dns}"] td.flags`).innerText()).includes("output only"),
    "vpcEndpointDnsName is shown as output only",
  );
  const section = page.locator("section.entry.current");
  const service = section.locator('tr[id$="--vpc-endpoint-service-name"] td.flags');
  const serviceFlags = await service.innerText();
  check(
    serviceFlags.includes("required") && serviceFlags.includes("replace on change"),
    `vpcEndpointServiceName is required and replaces on change (shown: ${serviceFlags})`,
  );
  const ha = section.locator('tr[id$="--enable-high-availability"]');
  check((await ha.locator("td.default").innerText()).trim() === "false", "enableHighAvailability defaults to false");
  await chooseLanguage(page, "go");
  check((await shownName(page, dns)) === "VpcEndpointDnsName", "the Go field name is shown");
  await page.screenshot({ path: path.join(shots, "streamcloud-type-go.png") });

  // The Type column shows the chosen SDK's type; the header stays in view; nothing runs off.
  const typeCell = page.locator(`[id="${dns}"] td.type .ln:visible`);
  check((await typeCell.innerText()).trim().startsWith("*string"), `the Go type is *string (shown: ${await typeCell.innerText()})`);
  await chooseLanguage(page, "python");
  check((await typeCell.innerText()).includes("Optional[str]"), `the Python type is Optional[str] (shown: ${await typeCell.innerText()})`);
  const layout = await page.evaluate(() => {
    const th = document.querySelector("section.entry.current table.fields th");
    const main = document.getElementById("main");
    return { position: getComputedStyle(th).position, overflow: main.scrollWidth - main.clientWidth };
  });
  check(layout.position === "sticky", `field table headers are sticky (${layout.position})`);
  check(layout.overflow <= 1, `no table runs off the page (${layout.overflow}px too wide)`);

  // A search with no match says so.
  await page.fill("#search", "no-such-name-anywhere");
  check(await page.locator("#no-results").isVisible(), "a search without hits says so");
  await page.close();
}

// ---- gatewaycloud: a function's inputs and its usage snippet per language.
{
  const page = await open("gatewaycloud");
  const rowId = await searchAndFollow(
    page,
    "filterLabels",
    "function-get-gateway-control-plane--in-filter-labels",
  );
  await chooseLanguage(page, "python");
  check((await shownName(page, rowId)) === "filter_labels", "the Python parameter is filter_labels");
  const snippet = page.locator("section.entry.current div.snippet:visible");
  check((await snippet.count()) === 1, "exactly one usage snippet is shown");
  check(
    (await snippet.innerText()).includes("gatewaycloud.get_gateway_control_plane("),
    "the Python snippet calls get_gateway_control_plane",
  );
  await chooseLanguage(page, "go");
  check((await shownName(page, rowId)) === "FilterLabels", "the Go field is FilterLabels");
  check(
    (await snippet.innerText()).includes("gatewaycloud.GetGatewayControlPlane(ctx"),
    "the Go snippet calls GetGatewayControlPlane",
  );
  const heading = await page.locator("section.entry.current h1").innerText();
  check(heading.trim() === "GetGatewayControlPlane", `the heading is the Go name (shown: ${heading})`);
  await chooseLanguage(page, "typescript");
  check(
    (await page.locator("section.entry.current h1").innerText()).trim() === "getGatewayControlPlane",
    "the heading is the TypeScript name",
  );
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: path.join(shots, "gatewaycloud-function-typescript.png") });
  await page.close();
}

// ---- docsinjection: schema text that tries to run script stays text.
{
  const page = await open("docsinjection");
  const hashes = ["", "#config", "#type-payload", "#function-get-payload", "#resource-provider"];
  for (const hash of hashes) {
    await page.goto(siteUrl("docsinjection", hash));
    await ready(page, `docsinjection${hash}`);
    check(
      (await page.evaluate(() => window.__pwned)) === undefined,
      `docsinjection${hash}: no description ran script`,
    );
  }
  await page.goto(siteUrl("docsinjection"));
  await ready(page, "docsinjection");
  const overview = await page.locator("#overview").innerText();
  check(
    overview.includes("<script>window.__pwned=1</script>"),
    "the literal <script> tag is shown as text",
  );
  check(overview.includes("{{ 7 * 7 }}"), "template syntax in a description is shown as written");
  // Every section becomes part of the page, as a reader visiting each entry would make it.
  const entries = await page.evaluate(() =>
    Array.from(document.querySelectorAll("#nav ul.entries a")).map((a) => a.getAttribute("href")));
  for (const hash of entries) {
    await page.evaluate((h) => { window.location.hash = h; }, hash);
    await page.locator(`[id="${hash.slice(1)}"]`).waitFor({ state: "visible" });
  }
  check(
    (await page.locator("main section.entry").count()) === entries.length,
    `every entry's section is in the page (${entries.length} entries, overview and configuration included)`,
  );
  const markup = await page.evaluate(() => ({
    scripts: Array.from(document.scripts).map((s) => s.getAttribute("src")),
    foreign: document.querySelectorAll("main iframe, main img, main svg, main style, main details, main textarea").length,
    handlers: Array.from(document.querySelectorAll("*")).filter((el) =>
      Array.from(el.attributes).some((a) => a.name.toLowerCase().startsWith("on"))).length,
    badLinks: Array.from(document.querySelectorAll("[href], [src]")).filter((el) =>
      /^\s*(javascript|data|vbscript):/i.test(el.getAttribute("href") || el.getAttribute("src") || "")).length,
  }));
  check(
    markup.scripts[0] === "docs.js" &&
      markup.scripts.includes("search.js") &&
      markup.scripts.every((src) => /^(docs\.js|search\.js|sections\/[0-9]+\.js)$/.test(src)),
    `the only scripts are the site's own files (found: ${JSON.stringify(markup.scripts)})`,
  );
  check(markup.foreign === 0, "no element came from a description");
  check(markup.handlers === 0, "no element has an inline event handler");
  check(markup.badLinks === 0, "no link or source uses a script or data URL");
  await page.fill("#search", "apiToken");
  await page.locator('#nav ul.hits a[href="#config--api-token"]').click();
  const row = await page.locator('[id="config--label"]').innerText();
  check(
    row.includes("</script><script>window.__pwned=10</script>"),
    "a default value that closes a script element is shown as text",
  );
  check((await page.evaluate(() => window.__pwned)) === undefined, "still no script ran");
  await page.screenshot({ path: path.join(shots, "docsinjection-config.png") });
  await page.close();
}

// ---- Every section of a Registry API page, a type column that wraps only between tokens,
// an anchor per field, keyboard navigation: on the seeds and two real packages.

/** Identifier tokens of the visible type cells of the current entry broken across lines. */
async function brokenIdentifiers(page) {
  return page.evaluate(() => {
    const cells = document.querySelectorAll("section.entry.current td.type .ln code");
    let tokens = 0;
    const broken = [];
    for (const code of cells) {
      if (!code.getClientRects().length) continue; // another language's, hidden
      const walker = document.createTreeWalker(code, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        for (const m of node.data.matchAll(/[A-Za-z_][A-Za-z0-9_]*/g)) {
          const range = document.createRange();
          range.setStart(node, m.index);
          range.setEnd(node, m.index + m[0].length);
          const tops = new Set(Array.from(range.getClientRects()).map((r) => Math.round(r.top)));
          tokens += 1;
          if (tops.size > 1) broken.push(m[0]);
        }
      }
    }
    return { tokens, broken };
  });
}

/** Field anchors of the current entry whose target is not in the page. */
async function danglingAnchors(page) {
  return page.evaluate(() => {
    const anchors = document.querySelectorAll("section.entry.current a.anchor");
    const dangling = Array.from(anchors)
      .map((a) => a.getAttribute("href").slice(1))
      .filter((id) => { const el = document.getElementById(id); return !el || el.tagName !== "TR"; });
    return { count: anchors.length, dangling };
  });
}

const LANGS = ["python", "typescript", "go", "csharp", "rust", "java"];
for (const pkg of ["streamcloud", "gatewaycloud", "confluentcloud", "digitalocean"]) {
  const page = await open(pkg);
  // The index: install commands per language and the package's details.
  const overview = page.locator("#overview");
  check((await overview.locator("h2#install").count()) === 1, `${pkg}: the index has an Install section`);
  for (const lang of LANGS) {
    await chooseLanguage(page, lang);
    const install = overview.locator("div.snippet:visible");
    check((await install.count()) === 1, `${pkg}: one install command is shown in ${lang}`);
  }
  const details = await overview.locator("table.details").innerText();
  for (const label of ["Repository", "License", "Publisher", "Version"]) {
    check(details.includes(label), `${pkg}: the package details give the ${label}`);
  }
  // A resource page: the first resource other than the provider, else the provider.
  const links = await page.evaluate(() =>
    Array.from(document.querySelectorAll('#nav ul.entries a[href^="#resource-"]')).map((a) => a.getAttribute("href")));
  const hash = links.find((h) => h !== "#resource-provider") || "#resource-provider";
  await page.evaluate((h) => { window.location.hash = h; }, hash);
  await page.locator(`[id="${hash.slice(1)}"]`).waitFor({ state: "visible" });
  const section = page.locator("section.entry.current");
  const headings = await section.locator("h2").allInnerTexts();
  const provider = hash === "#resource-provider";
  const wanted = ["Usage", "Constructor", "Inputs", "Outputs", "Look up an existing resource"];
  if (!provider) wanted.push("Import");
  for (const h of wanted) {
    check(headings.includes(h), `${pkg}${hash}: has the section ${h} (has: ${headings.join(", ")})`);
  }
  if (await section.locator("td.type .schema a").count()) {
    check(headings.includes("Supporting types"), `${pkg}${hash}: lists its supporting types`);
    const targets = await section.locator("ul.supporting a").evaluateAll((as) =>
      as.map((a) => a.getAttribute("href")));
    check(
      (await page.evaluate((ts) => ts.every((t) => document.querySelector(`#nav a[href="${t}"]`)), targets)),
      `${pkg}${hash}: every supporting type links an entry`,
    );
  }
  check(
    (await section.locator('tr[id$="--out-id"]').count()) === 1,
    `${pkg}${hash}: the outputs list id`,
  );
  if (!provider) {
    const command = await section.locator("h2:text('Import') + p + pre").innerText();
    check(command.startsWith("pulumi import "), `${pkg}${hash}: the import command (shown: ${command})`);
  }
  for (const lang of LANGS) {
    await chooseLanguage(page, lang);
    const visible = await section.locator("div.snippet:visible").count();
    // Usage, signature, every argument and (all but the provider, Rust's excepted) the lookup.
    const expected = provider ? (lang === "rust" ? 4 : 3) : 4;
    check(visible === expected, `${pkg}${hash}: ${expected} snippets in ${lang} (shown: ${visible})`);
  }
  // Anchors: one per field row, each resolving to its row; a deep link shows it.
  const anchors = await danglingAnchors(page);
  check(anchors.count >= 2 && anchors.dangling.length === 0,
    `${pkg}${hash}: every field anchor resolves (${anchors.count}; dangling: ${anchors.dangling})`);
  const firstAnchor = await section.locator("a.anchor").first().getAttribute("href");
  const deep = await context.newPage();
  await deep.goto(siteUrl(pkg, firstAnchor));
  await ready(deep, `${pkg}${firstAnchor}`);
  check(await deep.locator(`[id="${firstAnchor.slice(1)}"]`).isVisible(), `${pkg}: the deep link ${firstAnchor} shows its row`);
  await deep.close();
  // No identifier in a type cell is broken across lines, on a wide and a narrow window.
  for (const width of [1400, 1000, 700]) {
    await page.setViewportSize({ width, height: 1000 });
    for (const lang of LANGS) {
      await chooseLanguage(page, lang);
      const { tokens, broken } = await brokenIdentifiers(page);
      check(tokens > 0 && broken.length === 0,
        `${pkg}${hash} at ${width}px in ${lang}: no identifier broken across lines (${tokens} tokens; broken: ${broken.slice(0, 5)})`);
    }
    const overflow = await page.evaluate(() => {
      const main = document.getElementById("main");
      return main.scrollWidth - main.clientWidth;
    });
    check(overflow <= 1, `${pkg}${hash} at ${width}px: tables scroll inside their box (${overflow}px off the page)`);
  }
  // The check itself: types allowed to break anywhere are caught.
  await page.evaluate(() => document.querySelectorAll("section.entry.current td.type code")
    .forEach((c) => { c.style.wordBreak = "break-all"; c.style.overflowWrap = "anywhere"; }));
  check((await brokenIdentifiers(page)).broken.length > 0 || pkg !== "digitalocean",
    `${pkg}: identifiers allowed to break at 700px are reported broken`);
  await page.setViewportSize({ width: 1400, height: 1000 });
  await page.reload();
  await ready(page, `${pkg} again`);
  // Keyboard: `/` focuses the search, arrows move in the results, Escape goes back and clears.
  await page.evaluate(() => document.activeElement && document.activeElement.blur());
  await page.keyboard.press("/");
  check(await page.evaluate(() => document.activeElement.id === "search"), `${pkg}: / focuses the search`);
  await page.keyboard.type("id");
  await page.keyboard.press("ArrowDown");
  const first = await page.evaluate(() => document.activeElement.getAttribute("href"));
  await page.keyboard.press("ArrowDown");
  const second = await page.evaluate(() => document.activeElement.getAttribute("href"));
  check(first && second && first !== second, `${pkg}: arrows move through the results (${first}, ${second})`);
  await page.keyboard.press("ArrowUp");
  check((await page.evaluate(() => document.activeElement.getAttribute("href"))) === first, `${pkg}: ArrowUp goes back`);
  await page.keyboard.press("Escape");
  check(await page.evaluate(() => document.activeElement.id === "search"), `${pkg}: Escape returns to the search`);
  await page.keyboard.press("Escape");
  check((await page.inputValue("#search")) === "", `${pkg}: Escape clears the search`);
  // Print: the page without navigation or header.
  await page.emulateMedia({ media: "print" });
  check(!(await page.locator("nav#nav").isVisible()), `${pkg}: the print stylesheet hides the navigation`);
  await page.emulateMedia({ media: "screen" });
  if (pkg === "confluentcloud") {
    await page.evaluate((h) => { window.location.hash = h; }, hash);
    await page.locator(`[id="${hash.slice(1)}"]`).waitFor({ state: "visible" });
    for (const lang of LANGS) {
      await chooseLanguage(page, lang);
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.screenshot({ path: path.join(shots, `confluentcloud-resource-${lang}.png`), fullPage: true });
    }
  }
  await page.close();
}

// ---- Timings: how fast a site opens and answers the search box, in this browser.
//
// First render: navigation start to first contentful paint, and to "ready" (docs.js's
// `sdkgen-docs-ready` mark: the entry of the URL shown and the search index loaded), the median
// of LOADS fresh loads of index.html, and of index.html#<the last entry> (its section comes
// from the last chunk). Per keystroke: from the input event to the result list updated and the
// next frame begun, typing the Python name of the entry in the middle of the list one character
// at a time (broad at first, then narrowing, as a reader types), and, the worst case, each of
// BROAD single letters that match most names of a package; the median of each.
// The targets are 1 s and 50 ms; the bounds asserted are three times that, so that a loaded
// machine does not fail the run but a regression to the old single page (3 s, 200-450 ms
// on digitalocean) does.
const LOADS = 5;
const READY_BOUND_MS = 3000;
const KEYSTROKE_BOUND_MS = 150;
const BROAD = ["a", "e", "i", "n", "o", "r", "s", "t"];

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

async function firstRender(pkg, hash) {
  const page = await context.newPage();
  await page.goto(siteUrl(pkg, hash));
  await ready(page, `${pkg}${hash}`);
  const times = await page.evaluate(async () => {
    // The paint entry is queued after the frame: wait for it.
    const paint = () => performance.getEntriesByName("first-contentful-paint")[0];
    for (let i = 0; i < 100 && !paint(); i++) {
      await new Promise((r) => setTimeout(r, 20));
    }
    return {
      fcp: paint() ? paint().startTime : NaN,
      ready: performance.getEntriesByName("sdkgen-docs-ready")[0].startTime,
    };
  });
  await page.close();
  check(Number.isFinite(times.fcp), `${pkg}${hash}: the page painted`);
  return times;
}

/** The time of each keystroke typing `queries`, each from an empty box, one character at a time. */
async function keystrokes(pkg, queries) {
  const page = await context.newPage();
  await page.goto(siteUrl(pkg));
  await ready(page, pkg);
  const times = await page.evaluate(async (queries) => {
    const input = document.getElementById("search");
    const out = [];
    for (const query of queries) for (let i = 1; i <= query.length; i++) {
      const t0 = performance.now();
      input.value = query.slice(0, i);
      input.dispatchEvent(new Event("input", { bubbles: true }));
      void document.body.offsetHeight;
      await new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0)));
      out.push(performance.now() - t0);
      await new Promise((r) => setTimeout(r, 30));
    }
    return out;
  }, queries);
  const hits = await page.locator("#results > li").count();
  await page.close();
  check(hits > 0, `${pkg}: "${queries[queries.length - 1]}" lists some entry`);
  return times;
}

const ms = (x) => `${Math.round(x)} ms`;
for (const pkg of timedPackages.split(",")) {
  const [lastEntry, query] = await (async () => {
    const page = await context.newPage();
    await page.goto(siteUrl(pkg));
    await ready(page, pkg);
    const links = page.locator("#nav ul.entries a");
    const href = await links.last().getAttribute("href");
    const middle = links.nth(Math.floor((await links.count()) / 2));
    const name = await middle.locator('.ln[data-l="python"]').textContent();
    await page.close();
    return [href, name];
  })();
  for (const hash of ["", lastEntry]) {
    const loads = [];
    for (let i = 0; i < LOADS; i++) {
      loads.push(await firstRender(pkg, hash));
    }
    const fcp = median(loads.map((t) => t.fcp));
    const readyAt = median(loads.map((t) => t.ready));
    console.log(
      `docs site timing: ${pkg} index.html${hash}: first contentful paint ${ms(fcp)}, ready ${ms(readyAt)} ` +
        `(median of ${LOADS} loads)`,
    );
    check(readyAt < READY_BOUND_MS, `${pkg}${hash}: ready in ${ms(readyAt)} (bound ${READY_BOUND_MS} ms)`);
  }
  const broad = await keystrokes(pkg, BROAD);
  const typed = await keystrokes(pkg, [query]);
  for (const [what, keys] of [[`typing "${query}"`, typed], [`single letters ${BROAD.join("")}`, broad]]) {
    const perKey = median(keys);
    console.log(
      `docs site timing: ${pkg} search: ${ms(perKey)} per keystroke (median of ${keys.length}, ${what}; ` +
        `slowest ${ms(Math.max(...keys))})`,
    );
    check(perKey < KEYSTROKE_BOUND_MS, `${pkg}: ${ms(perKey)} per keystroke, ${what} (bound ${KEYSTROKE_BOUND_MS} ms)`);
  }
}

await context.close();
if (problems.length) {
  console.error(problems.join("\n"));
  process.exit(1);
}
console.log(`docs site: ${checks} checks passed`);
