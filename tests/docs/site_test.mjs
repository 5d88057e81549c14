// Drives a real headless Chromium over the generated docs sites, opened from disk as a reader
// would: searches for field names, follows the hits, switches the language and checks what is
// shown; for the injection fixture, checks that no schema text ran as script or became markup.
// Saves screenshots for review. Run by tests/docs_site.rs:
//
//   node site_test.mjs CHROMIUM DOCS_OUT SCREENSHOT_DIR USER_DATA_DIR
//
// DOCS_OUT holds <package>/docs/index.html for streamcloud, gatewaycloud and docsinjection.
// Exits non-zero with a message naming the failed check.

import { chromium } from "playwright-core";
import { pathToFileURL } from "node:url";
import path from "node:path";

const [executablePath, docsOut, shots, userDataDir] = process.argv.slice(2);
if (!userDataDir) {
  console.error("usage: node site_test.mjs CHROMIUM DOCS_OUT SCREENSHOT_DIR USER_DATA_DIR");
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

async function open(pkg, hash = "") {
  const page = await context.newPage();
  page.on("console", (msg) => {
    if (msg.type() === "error") {
      problems.push(`${pkg}: console error: ${msg.text()}`);
    }
  });
  page.on("pageerror", (err) => problems.push(`${pkg}: page error: ${err.message}`));
  await page.goto(siteUrl(pkg, hash));
  await page.waitForLoadState("load");
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
  const configItem = page.locator('#nav li[data-s] > a[href="#config"]');
  check(await configItem.isVisible(), "the Configuration entry is listed for the search");
  const unrelated = page.locator('#nav li[data-s] > a[href="#type-provider-oauth"]');
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
  await page.waitForLoadState("load");
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
    await page.waitForLoadState("load");
    check(
      (await page.evaluate(() => window.__pwned)) === undefined,
      `docsinjection${hash}: no description ran script`,
    );
  }
  await page.goto(siteUrl("docsinjection"));
  await page.waitForLoadState("load");
  const overview = await page.locator("#overview").innerText();
  check(
    overview.includes("<script>window.__pwned=1</script>"),
    "the literal <script> tag is shown as text",
  );
  check(overview.includes("{{ 7 * 7 }}"), "template syntax in a description is shown as written");
  const markup = await page.evaluate(() => ({
    scripts: Array.from(document.scripts).map((s) => s.getAttribute("src")),
    foreign: document.querySelectorAll("main iframe, main img, main svg, main style, main details, main textarea").length,
    handlers: Array.from(document.querySelectorAll("*")).filter((el) =>
      Array.from(el.attributes).some((a) => a.name.toLowerCase().startsWith("on"))).length,
    badLinks: Array.from(document.querySelectorAll("[href], [src]")).filter((el) =>
      /^\s*(javascript|data|vbscript):/i.test(el.getAttribute("href") || el.getAttribute("src") || "")).length,
  }));
  check(
    markup.scripts.length === 1 && markup.scripts[0] === "docs.js",
    `the only script is docs.js (found: ${JSON.stringify(markup.scripts)})`,
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

await context.close();
if (problems.length) {
  console.error(problems.join("\n"));
  process.exit(1);
}
console.log(`docs site: ${checks} checks passed`);
