// Self-tests of api_surface.js on the hand-written packages in fixtures/api_surface/:
//   base/        a small package in the published Pulumi layout (lazy loading, `inputs.` prefixes)
//   equivalent/  the same API spelled differently wherever spelling does not matter (bin/ layout,
//                direct re-exports, named imports, Array<T>, reordered unions and members, …)
// (equivalent/ also derives its plugin name from the package name, has another version and
// wraps a secret with a helper.) Each mutation test copies base/ to a scratch directory, changes one thing and checks that the
// comparison fails and names exactly the facts that changed.
//
// Run: NODE_PATH=<node_modules with typescript> node tests/nodejs/test_api_surface.js
// (tests/nodejs_sdk.rs's `api_surface_self_test` runs it with `node --test --test-reporter=spec`,
// NODE_PATH pointing at its toolchain in target/tmp/nodejs/env-*/node_modules).

'use strict';

const assert = require('node:assert/strict');
const { spawnSync } = require('node:child_process');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const test = require('node:test');

const { extract, percent } = require('./api_surface');

const TOOL = path.join(__dirname, 'api_surface.js');
const FIXTURES = path.join(__dirname, 'fixtures', 'api_surface');
const BASE = path.join(FIXTURES, 'base');
const EQUIVALENT = path.join(FIXTURES, 'equivalent');

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'api-surface-test-'));
test.after(() => fs.rmSync(scratch, { recursive: true, force: true }));

function facts(dir) {
    const surface = extract(dir);
    assert.deepEqual(surface.problems, [], `problems reading ${dir}`);
    return surface.facts;
}

/** `node api_surface.js compare REF OURS`: { code, stdout, stderr }. */
function compareCli(reference, ours, ...extra) {
    const result = spawnSync(process.execPath, [TOOL, 'compare', reference, ours, ...extra], {
        encoding: 'utf8',
        env: process.env,
    });
    return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

const PULUMI_STUB = `"use strict";
class Resource {}
class CustomResource extends Resource {}
class ProviderResource extends CustomResource {}
class Config {
    constructor(name) { this.name = name; }
    get() { return undefined; }
    getObject() { return undefined; }
}
const modules = new Map();
module.exports = {
    Resource, CustomResource, ProviderResource, Config,
    secret: (x) => x,
    mergeOptions: (a, b) => ({ ...a, ...b }),
    output: (x) => ({ apply: () => x }),
    runtime: {
        invoke() {}, invokeOutput() {}, call() {},
        registerResourceModule: (pkg, mod, module) => modules.set(\`\${pkg}:\${mod}\`, module),
        getResourceModule: (pkg, mod) => modules.get(\`\${pkg}:\${mod}\`),
    },
};
`;

let copies = 0;
/** A copy of base/ with `edits` applied: [[file, from, to], …]; `from` must occur. */
function mutated(edits) {
    const dir = path.join(scratch, `copy-${copies++}`);
    fs.cpSync(BASE, dir, { recursive: true });
    // A stand-in for @pulumi/pulumi, so that `--runtime` can load the copy.
    const stub = path.join(dir, 'node_modules', '@pulumi', 'pulumi');
    fs.mkdirSync(stub, { recursive: true });
    fs.writeFileSync(path.join(stub, 'package.json'), '{"name": "@pulumi/pulumi", "main": "index.js"}');
    fs.writeFileSync(path.join(stub, 'index.js'), PULUMI_STUB);
    for (const [file, from, to] of edits) {
        const full = path.join(dir, file);
        const text = fs.readFileSync(full, 'utf8');
        assert.ok(text.includes(from), `the fixture ${file} no longer contains ${JSON.stringify(from)}`);
        fs.writeFileSync(full, text.replace(from, to));
    }
    return dir;
}

/** The runtime problems `compare --runtime` reports for a mutated copy (it must then fail). */
function runtimeProblemsAfter(edits) {
    const dir = mutated(edits);
    const cli = compareCli(BASE, dir, '--runtime');
    const problems = cli.stdout.split('\n').filter((line) => line.startsWith('  runtime: ')).map((line) => line.slice(2));
    if (problems.length) assert.equal(cli.code, 1, cli.stdout);
    return problems;
}

/** The facts of base/ that the mutated copy lacks, and the CLI verdict on it. */
function missingAfter(edits) {
    const dir = mutated(edits);
    const ours = facts(dir);
    const missing = [...facts(BASE)].filter((f) => !ours.has(f)).sort();
    const cli = compareCli(BASE, dir);
    assert.equal(cli.code, 1, `compare must fail on the mutation:\n${cli.stdout}${cli.stderr}`);
    assert.match(cli.stdout, /^coverage: \d+\.\d\d% \(\d+\/\d+\)$/m);
    for (const fact of missing) assert.ok(cli.stdout.includes(`  ${fact}\n`), `${fact} not listed:\n${cli.stdout}`);
    return missing;
}

test('the base fixture yields the facts of every kind it exercises', () => {
    const all = facts(BASE);
    const expected = [
        'package-name @pulumi/fixture',
        'plugin-name fixture',
        'plugin-resource true',
        'dependency @pulumi/pulumi',
        'esm-export Widget',
        'esm-export getThing',
        'esm-export types',
        'export Widget: value',
        'export Widget: type',
        'export Widget: namespace',
        'export types.input: namespace',
        'namespace types.input.compute',
        'class Widget',
        'extends Widget: pulumi.CustomResource',
        'constructor Widget(name: string, args: WidgetArgs, opts?: pulumi.CustomResourceOptions)',
        'static-method Widget.get(name: string, id: pulumi.Input<pulumi.ID>, state?: WidgetState, opts?: pulumi.CustomResourceOptions): Widget',
        'static-method Widget.isInstance(obj: any): obj is Widget',
        'property Widget.labels readonly: pulumi.Output<{ [key: string]: string } | undefined>',
        'property Widget.parts readonly: pulumi.Output<types.output.WidgetPart[]>',
        'method Widget.resize(args: Widget.ResizeArgs): pulumi.Output<Widget.ResizeResult>',
        'interface Widget.ResizeResult',
        'property WidgetArgs.parts?: pulumi.Input<pulumi.Input<types.input.WidgetPart>[] | undefined>',
        'property WidgetArgs.secretKey: pulumi.Input<string>',
        'property GetThingResult.tags? readonly: string[]',
        'function getThing(args: GetThingArgs, opts?: pulumi.InvokeOptions): Promise<GetThingResult>',
        'class compute.Instance',
        'property compute.InstanceArgs.disks?: pulumi.Input<pulumi.Input<types.input.compute.Disk>[] | undefined>',
        'value config.limits: types.output.config.Limits | undefined',
        'property types.output.config.Limits.onError?: (message: string) => void',
        'value types.enums.Color: { readonly Blue: "blue"; readonly Red: "red" }',
        'property types.enums.Level.High readonly: 10',
        'type types.enums.Color = (typeof types.enums.Color)[keyof typeof types.enums.Color]',
        'token Widget: fixture:index/widget:Widget',
        'token Provider: fixture',
        'token getThingOutput: fixture:index/getThing:getThing',
        'token Widget.resize: fixture:index/widget:Widget/resize',
        'wire Widget: secretKey',
        'wire getThing: widgetName',
        'secret-input Widget: secretKey',
        'secret-output Widget: secretKey',
        'replace-on-changes Widget: size',
        'alias compute.Instance: fixture:index/instance:Instance',
        'env Widget.name: FIXTURE_WIDGET_NAME',
        'env config.endpoint: FIXTURE_ENDPOINT',
        'config-key config.retries: retries',
        'config-namespace config.retries: fixture',
        'deprecated getThing',
        'deprecated ProviderArgs.retries',
    ];
    for (const fact of expected) assert.ok(all.has(fact), `missing: ${fact}\nhave:\n${[...all].sort().join('\n')}`);
    // Nothing private or unresolved leaks into the surface.
    for (const fact of all) assert.ok(!fact.includes('~'), `unresolved name in: ${fact}`);
});

test('a package compared with itself is 100% and exits 0', () => {
    const copy = mutated([]);
    const cli = compareCli(BASE, copy);
    const n = facts(BASE).size;
    assert.equal(cli.code, 0, cli.stdout + cli.stderr);
    assert.ok(cli.stdout.startsWith(`coverage: 100.00% (${n}/${n})\n`), cli.stdout);
});

test('equivalent spellings give identical facts', () => {
    const base = [...facts(BASE)].sort();
    const equivalent = [...facts(EQUIVALENT)].sort();
    assert.deepEqual(equivalent, base);
    assert.equal(compareCli(BASE, EQUIVALENT).code, 0);
    assert.equal(compareCli(EQUIVALENT, BASE).code, 0);
});

test('a renamed member is detected', () => {
    assert.deepEqual(missingAfter([['widget.d.ts', 'readonly size: pulumi.Output<number>;', 'readonly sizes: pulumi.Output<number>;']]), [
        'property Widget.size readonly: pulumi.Output<number>',
    ]);
});

test('a missing optional marker is detected', () => {
    assert.deepEqual(missingAfter([['widget.d.ts', `    secretKey: pulumi.Input<string>;
    size: pulumi.Input<number>;`, `    secretKey: pulumi.Input<string>;
    size?: pulumi.Input<number>;`]]), ['property WidgetArgs.size: pulumi.Input<number>']);
    assert.deepEqual(missingAfter([['widget.d.ts', 'state?: WidgetState', 'state: WidgetState']]), [
        'static-method Widget.get(name: string, id: pulumi.Input<pulumi.ID>, state?: WidgetState, opts?: pulumi.CustomResourceOptions): Widget',
    ]);
});

test('a missing readonly marker is detected', () => {
    assert.deepEqual(missingAfter([['getThing.d.ts', 'readonly id: string;', 'id: string;']]), [
        'property GetThingResult.id readonly: string',
    ]);
});

test('a changed parameter type is detected', () => {
    assert.deepEqual(missingAfter([['getThing.d.ts', 'opts?: pulumi.InvokeOptions', 'opts?: pulumi.InvokeOutputOptions']]), [
        'function getThing(args: GetThingArgs, opts?: pulumi.InvokeOptions): Promise<GetThingResult>',
    ]);
    assert.deepEqual(missingAfter([['widget.d.ts', 'constructor(name: string, args: WidgetArgs,', 'constructor(name: string, args: WidgetState,']]), [
        'constructor Widget(name: string, args: WidgetArgs, opts?: pulumi.CustomResourceOptions)',
    ]);
});

test('a narrower or wider type is detected (undefined inside Input, an input type for an output type)', () => {
    assert.deepEqual(missingAfter([['widget.d.ts', `    name?: pulumi.Input<string | undefined>;
    parts?: pulumi.Input<pulumi.Input<inputs.WidgetPart>[] | undefined>;
    secretKey`, `    name?: pulumi.Input<string>;
    parts?: pulumi.Input<pulumi.Input<inputs.WidgetPart>[] | undefined>;
    secretKey`]]), ['property WidgetArgs.name?: pulumi.Input<string | undefined>']);
    assert.deepEqual(missingAfter([['getThing.d.ts', 'readonly parts: outputs.WidgetPart[];', 'readonly parts: inputs.WidgetPart[];'], ['getThing.d.ts', 'import * as outputs', 'import * as inputs from "./types/input";\nimport * as outputs']]), [
        'property GetThingResult.parts readonly: types.output.WidgetPart[]',
    ]);
});

test('a missing namespace member is detected', () => {
    const missing = missingAfter([['types/input.d.ts', `    interface Disk {
        sizeGb: pulumi.Input<number>;
        type?: pulumi.Input<string | undefined>;
    }
`, '']]);
    for (const fact of [
        'export types.input.compute.Disk: type',
        'interface types.input.compute.Disk',
        'property types.input.compute.Disk.sizeGb: pulumi.Input<number>',
    ]) {
        assert.ok(missing.includes(fact), `${fact} not in ${missing.join('\n')}`);
    }
    assert.deepEqual(missingAfter([['config/vars.d.ts', 'export declare const retries: number;\n', '']]), [
        'config-key config.retries: retries',
        'config-namespace config.retries: fixture',
        'export config.retries: value',
        'value config.retries: number',
    ]);
});

test('a name exported as a type only (no value) is detected', () => {
    assert.deepEqual(missingAfter([['compute/index.d.ts', 'export declare const Instance: typeof import("./instance").Instance;\n', '']]), [
        'export compute.Instance: value',
    ]);
});

test('a value ES modules cannot import by name is detected (defined by a getter only)', () => {
    assert.deepEqual(missingAfter([['index.js', 'exports.getThing = null;\n', '']]), ['esm-export getThing']);
});

test('a changed enum value is detected', () => {
    assert.deepEqual(missingAfter([['types/enums/index.d.ts', 'readonly Blue: "blue";', 'readonly Blue: "Blue";']]), [
        'property types.enums.Color.Blue readonly: "blue"',
        'value types.enums.Color: { readonly Blue: "blue"; readonly Red: "red" }',
    ]);
});

test('package-ref facts: a call that passes getPackage() is one, and losing it is detected', () => {
    const from = `    }, opts);
}
exports.getThing = getThing;`;
    const to = `    }, opts, utilities.getPackage());
}
exports.getThing = getThing;`;
    assert.ok(facts(mutated([['getThing.js', from, to]])).has('package-ref getThing: invoke'));
    assert.ok(!facts(BASE).has('package-ref getThing: invoke'));
});

test('wire facts: a changed token, a lost secret, a renamed wire name are detected', () => {
    assert.deepEqual(missingAfter([['widget.js', "'fixture:index/widget:Widget'", "'fixture:index/widget:widget'"]]), [
        'token Widget: fixture:index/widget:Widget',
    ]);
    assert.deepEqual(missingAfter([['widget.js', 'args?.secretKey ? pulumi.secret(args.secretKey) : undefined', 'args?.secretKey']]), [
        'secret-input Widget: secretKey',
    ]);
    assert.deepEqual(missingAfter([['getThing.js', `        "widgetName": args.widgetName,
    }, opts);
}
exports.getThing = getThing;`, `        "widget_name": args.widgetName,
    }, opts);
}
exports.getThing = getThing;`]]), ['wire getThing: widgetName']);
});

test('a changed plugin name is detected; versions are not facts', () => {
    assert.deepEqual(missingAfter([['package.json', '"name": "fixture"', '"name": "fixture2"']]), ['plugin-name fixture']);
    const dir = mutated([['package.json', '"version": "1.2.3"\n    }', '"version": "9.9.9"\n    }']]);
    assert.equal(compareCli(BASE, dir).code, 0);
});

test('a lost @deprecated tag is detected (its message is docs, not a fact)', () => {
    assert.deepEqual(missingAfter([['provider.d.ts', '@deprecated retries are automatic', 'retries are automatic']]), [
        'deprecated ProviderArgs.retries',
    ]);
});

test('--runtime: the loaded package has every exported value the declarations promise', () => {
    const cli = compareCli(BASE, mutated([]), '--runtime');
    assert.equal(cli.code, 0, cli.stdout + cli.stderr);
    assert.deepEqual(runtimeProblemsAfter([['index.js', '["getThing", "getThingOutput"]', '["getThing", "getThingOutpt"]']]), [
        'runtime: getThingOutput is null, not a function',
    ]);
    assert.deepEqual(runtimeProblemsAfter([['compute/instance.js', "    static isInstance(obj) {\n        return obj != null && obj['__pulumiType'] === Instance.__pulumiType;\n    }\n", '']]), [
        'runtime: compute.Instance.isInstance is not a function',
    ]);
    assert.deepEqual(runtimeProblemsAfter([['config/vars.js', 'Object.defineProperty(exports, "retries"', 'Object.defineProperty(exports, "retriez"']]), [
        'runtime: config.retries is not exported by the loaded package',
    ]);
    assert.deepEqual(runtimeProblemsAfter([['types/enums/index.js', 'exports.Level = {', 'exports.Levels = {']]), [
        'runtime: types.enums.Level is undefined',
    ]);
    // A module whose resources register only once it is loaded on first use (its getter also
    // hides the name from Node's ESM loader, which does not run getters it cannot read).
    assert.deepEqual(runtimeProblemsAfter([['index.js', 'exports.compute = require("./compute");', 'exports.compute = null;\nObject.defineProperty(exports, "compute", { enumerable: true, get: () => require("./compute") });']]), [
        'runtime: compute.Instance: no resource module is registered for fixture:compute/instance once the package is required',
        'runtime: compute is not a named export of the package for ES modules (import { compute } fails)',
    ]);
    // Defined by a getter only, which Node's ESM loader does not see.
    assert.deepEqual(runtimeProblemsAfter([['index.js', 'exports.getThing = null;\n', '']]), [
        'runtime: getThing is not a named export of the package for ES modules (import { getThing } fails)',
    ]);
    const [broken] = runtimeProblemsAfter([['index.js', 'require("./provider")', 'require("./providr")']]);
    assert.match(broken, /^runtime: require\(.*\) throws: Cannot find module '\.\/providr'/);
});

test('a package without declarations, or with a .d.ts that does not parse, fails with problems', () => {
    const empty = path.join(scratch, 'unbuilt');
    fs.mkdirSync(empty, { recursive: true });
    fs.writeFileSync(path.join(empty, 'package.json'), JSON.stringify({ name: '@pulumi/fixture', main: 'bin/index.js', types: 'bin/index.d.ts' }));
    let cli = compareCli(BASE, empty);
    assert.equal(cli.code, 1);
    assert.match(cli.stdout, /no declaration entry/);

    const broken = mutated([['provider.d.ts', 'export interface ProviderArgs {', 'export interface ProviderArgs {{']]);
    cli = compareCli(BASE, broken);
    assert.equal(cli.code, 1);
    assert.match(cli.stdout, /problems in .*\n  provider\.d\.ts: /);
});

test('the report lists every missing and extra fact; usage errors exit 2', () => {
    const dir = mutated([['widget.d.ts', 'readonly size: pulumi.Output<number>;', 'readonly sizes: pulumi.Output<number>;']]);
    const report = path.join(scratch, 'report.txt');
    const cli = compareCli(BASE, dir, '--report', report);
    assert.equal(cli.code, 1);
    const text = fs.readFileSync(report, 'utf8');
    assert.match(text, /missing \(1\):\n  property Widget\.size readonly: pulumi\.Output<number>\n/);
    assert.match(text, /extra \(1\):\n  property Widget\.sizes readonly: pulumi\.Output<number>\n/);
    assert.equal(spawnSync(process.execPath, [TOOL, 'compare', BASE]).status, 2);
    assert.equal(spawnSync(process.execPath, [TOOL, 'facts', path.join(scratch, 'nowhere')]).status, 2);
});

test('coverage is rounded down: short of everything never prints 100.00%', () => {
    assert.equal(percent(99999, 100000), '99.99');
    assert.equal(percent(5, 5), '100.00');
    assert.equal(percent(1, 3), '33.33');
    assert.equal(percent(0, 0), '100.00');
});
