// One timed run of the Node.js load measure of benches/vs_pulumi.rs, in a fresh node process:
//
//   node node_load.js STAGE APP PACKAGE RESOURCE ARGS_JSON
//
// STAGE `pulumi` requires `@pulumi/pulumi` alone; `require` also requires PACKAGE; `construct`
// also sets Pulumi's mocks and constructs one `new PACKAGE.RESOURCE("r", ARGS)`, waiting until
// its id has resolved. `floor` loads no package: it constructs `new pulumi.CustomResource(RESOURCE,
// "r", ARGS)` under the same mocks, RESOURCE being the type token; that is the least any
// package's construction of it can cost. Both packages resolve from APP/node_modules (the same
// `@pulumi/pulumi`).
// Prints one JSON line: the stage, the modules in require.cache, and the in-process
// milliseconds of each step.
"use strict";
const { performance } = require("node:perf_hooks");
const { createRequire } = require("node:module");
const path = require("node:path");

const [stage, app, name, resource, args] = process.argv.slice(2);
const load = createRequire(path.join(app, "index.js"));
const report = { stage };
const start = performance.now();
const pulumi = load("@pulumi/pulumi");
report.pulumiMs = performance.now() - start;

/** Sets Pulumi's mocks, runs `construct()`, and waits until the resource's id has resolved. */
async function constructed(construct) {
    const start = performance.now();
    pulumi.runtime.setMocks(
        {
            newResource: (a) => ({ id: `${a.name}-id`, state: a.inputs }),
            call: (a) => a.inputs,
        },
        "project",
        "stack",
        false,
    );
    const r = construct();
    await new Promise((resolve) => r.id.apply(resolve));
    return performance.now() - start;
}

async function main() {
    if (stage === "require" || stage === "construct") {
        const before = performance.now();
        const pkg = load(name);
        report.requireMs = performance.now() - before;
        if (stage === "construct") {
            report.constructMs = await constructed(() => new pkg[resource]("r", JSON.parse(args)));
        }
    } else if (stage === "floor") {
        report.requireMs = 0;
        report.constructMs = await constructed(
            () => new pulumi.CustomResource(resource, "r", JSON.parse(args)),
        );
    } else if (stage !== "pulumi") {
        throw new Error(`unknown stage ${stage}`);
    }
    report.modules = Object.keys(require.cache).length;
    process.stdout.write(JSON.stringify(report) + "\n");
}

main().catch((e) => {
    console.error(e);
    process.exit(1);
});
