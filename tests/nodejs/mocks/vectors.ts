/**
 * Conformance vectors through a generated Node.js SDK under Pulumi mocks.
 *
 * `sdkgen vectors SCHEMA` writes, for every function of a package, a `minimal` and a `full`
 * case: `args`, the language-neutral argument value (keyed by the schema's wire names, which
 * are the Node.js SDK's own property names), and `wire`, exactly what the SDK must send as
 * the invoke's arguments. This program calls, for every function and every case, both forms
 * the generated package `@pulumi/<package>` exports for the token,
 *
 *     getX(args)        (a Promise)
 *     getXOutput(args)  (a pulumi.Output)
 *
 * (just `getX()` when the function takes no `args` parameter, i.e. has no inputs, and the
 * case has no arguments), records what the mocks' `call` receives and compares it with
 * `wire` as JSON, exactly (no key may be missing or extra; key order does not matter).
 *
 * Run (compiled by `tsc -p .` with the other programs here) as
 *
 *     node bin/vectors.js VECTORS_FILE
 *
 * in a directory whose node_modules holds `@pulumi/pulumi` and the built package. It prints
 * one `FAIL <token> [<case>] <form>: …` line per mismatch and a closing
 * `vectors: N checks passed, M failed` line; it exits 0 when every check passed (a package
 * without functions passes with 0 checks and says so), 1 on any failure (or when a package
 * with functions ran no check), 2 when it cannot start.
 */
import * as fs from "fs";
import * as pulumi from "@pulumi/pulumi";

interface Case {
    name: string;
    args: Record<string, unknown>;
    wire: Record<string, unknown>;
}

interface FunctionVectors {
    token: string;
    cases: Case[];
}

interface Vectors {
    package: string;
    functions: FunctionVectors[];
}

interface RecordedCall {
    token: string;
    inputs: Record<string, unknown>;
}

class RecordingMocks implements pulumi.runtime.Mocks {
    readonly calls: RecordedCall[] = [];

    call(args: pulumi.runtime.MockCallArgs): Record<string, unknown> {
        this.calls.push({ token: args.token, inputs: (args.inputs ?? {}) as Record<string, unknown> });
        return {};
    }

    newResource(args: pulumi.runtime.MockResourceArgs): { id: string; state: Record<string, unknown> } {
        return { id: `${args.name}-id`, state: (args.inputs ?? {}) as Record<string, unknown> };
    }
}

function isObject(v: unknown): v is Record<string, unknown> {
    return v !== null && typeof v === "object" && !Array.isArray(v);
}

/** JSON with sorted keys (`undefined` shown as such), for messages and comparison. */
function canonical(v: unknown): string {
    const norm = (x: unknown): unknown => {
        if (Array.isArray(x)) {
            return x.map(norm);
        }
        if (isObject(x)) {
            const out: Record<string, unknown> = {};
            for (const k of Object.keys(x).sort()) {
                out[k] = norm(x[k]);
            }
            return out;
        }
        return x;
    };
    return JSON.stringify(norm(v)) ?? "undefined";
}

/** Deep JSON equality; on a difference, the first path where the values differ. */
function difference(got: unknown, want: unknown, at: string): string | undefined {
    if (Array.isArray(want)) {
        if (!Array.isArray(got)) {
            return `${at}: got ${canonical(got)}, want an array ${canonical(want)}`;
        }
        if (got.length !== want.length) {
            return `${at}: got ${got.length} elements ${canonical(got)}, want ${want.length} ${canonical(want)}`;
        }
        for (let i = 0; i < want.length; i++) {
            const d = difference(got[i], want[i], `${at}[${i}]`);
            if (d !== undefined) {
                return d;
            }
        }
        return undefined;
    }
    if (isObject(want)) {
        if (!isObject(got)) {
            return `${at}: got ${canonical(got)}, want an object ${canonical(want)}`;
        }
        const extra = Object.keys(got).filter((k) => !(k in want)).sort();
        if (extra.length > 0) {
            return `${at}: unexpected key(s) ${extra.map((k) => JSON.stringify(k)).join(", ")} (got ${canonical(got)})`;
        }
        for (const k of Object.keys(want).sort()) {
            if (!(k in got)) {
                return `${at}: key ${JSON.stringify(k)} missing (want ${canonical(want[k])})`;
            }
            const d = difference(got[k], want[k], `${at}.${k}`);
            if (d !== undefined) {
                return d;
            }
        }
        return undefined;
    }
    if (got !== want) {
        return `${at}: got ${canonical(got)}, want ${canonical(want)}`;
    }
    return undefined;
}

function value<T>(o: pulumi.Output<T>): Promise<T> {
    // `promise()` is what Pulumi's own SDK tests await; it is not in the public typings.
    const internal = o as unknown as { promise?: (withUnknowns?: boolean) => Promise<T> };
    if (typeof internal.promise === "function") {
        return internal.promise();
    }
    return new Promise<T>((resolve) => o.apply((v) => { resolve(v); return v; }));
}

function describeError(e: unknown): string {
    return e instanceof Error ? e.message : String(e);
}

type SdkFunction = (...args: unknown[]) => unknown;

/**
 * The exported function `name` of the module of `token` (`pkg:module/…:name`): the package
 * root for the module `index` (or none), else the namespace of each `/`-separated part.
 */
function lookup(root: Record<string, unknown>, token: string, name: string): SdkFunction | string {
    const parts = token.split(":");
    if (parts.length !== 3) {
        return `not a function token (pkg:module:name)`;
    }
    const slash = parts[1].lastIndexOf("/");
    const module = slash >= 0 ? parts[1].slice(0, slash) : parts[1];
    let scope: Record<string, unknown> = root;
    let where = "the package root";
    if (module !== "" && module !== "index") {
        for (const part of module.split("/")) {
            const next = scope[part];
            if (!isObject(next)) {
                return `${where} exports no module namespace ${JSON.stringify(part)}`;
            }
            scope = next;
            where = `module ${JSON.stringify(module)}`;
        }
    }
    const fn = scope[name];
    if (typeof fn !== "function") {
        return `${where} exports no function ${JSON.stringify(name)}`;
    }
    return fn as SdkFunction;
}

async function main(): Promise<number> {
    const file = process.argv[2];
    if (file === undefined) {
        console.error("usage: node bin/vectors.js VECTORS_FILE");
        return 2;
    }
    let vectors: Vectors;
    try {
        vectors = JSON.parse(fs.readFileSync(file, "utf8")) as Vectors;
    } catch (e) {
        console.error(`vectors: cannot read ${file}: ${describeError(e)}`);
        return 2;
    }
    if (typeof vectors.package !== "string" || !Array.isArray(vectors.functions)) {
        console.error(`vectors: ${file} has no "package" string or no "functions" list`);
        return 2;
    }
    const mocks = new RecordingMocks();
    await pulumi.runtime.setMocks(mocks, "vectors", "test", false);
    let sdk: Record<string, unknown>;
    try {
        sdk = require(`@pulumi/${vectors.package}`) as Record<string, unknown>;
    } catch (e) {
        console.error(`vectors: cannot load @pulumi/${vectors.package}: ${describeError(e)}`);
        return 2;
    }

    const failures: string[] = [];
    let passed = 0;
    for (const f of vectors.functions) {
        const last = f.token.split(":").pop() ?? "";
        const name = last.charAt(0).toLowerCase() + last.slice(1);
        for (const c of f.cases) {
            for (const form of ["direct", "output"] as const) {
                const label = `${f.token} [${c.name}] ${form === "direct" ? name : `${name}Output`}`;
                const fn = lookup(sdk, f.token, form === "direct" ? name : `${name}Output`);
                if (typeof fn === "string") {
                    failures.push(`${label}: @pulumi/${vectors.package}: ${fn}`);
                    continue;
                }
                // Pulumi's functions without inputs take no `args` parameter (only `opts`).
                const takesArgs = fn.length >= 2;
                if (!takesArgs && Object.keys(c.args).length > 0) {
                    failures.push(`${label}: takes no args parameter, but the case has arguments ${canonical(c.args)}`);
                    continue;
                }
                const before = mocks.calls.length;
                try {
                    const result = takesArgs ? fn(c.args) : fn();
                    if (form === "direct") {
                        await result;
                    } else if (pulumi.Output.isInstance(result)) {
                        await value(result);
                    } else {
                        failures.push(`${label}: did not return a pulumi.Output`);
                        continue;
                    }
                } catch (e) {
                    failures.push(`${label}: threw ${describeError(e)}`);
                    continue;
                }
                const calls = mocks.calls.slice(before);
                if (calls.length !== 1) {
                    failures.push(`${label}: made ${calls.length} invokes, want 1 (${calls.map((x) => x.token).join(", ")})`);
                    continue;
                }
                if (calls[0].token !== f.token) {
                    failures.push(`${label}: invoked ${JSON.stringify(calls[0].token)}`);
                    continue;
                }
                const d = difference(calls[0].inputs, c.wire, "args");
                if (d !== undefined) {
                    failures.push(`${label}: wire mismatch at ${d}`);
                    continue;
                }
                passed++;
            }
        }
    }

    for (const f of failures) {
        console.log(`FAIL ${f}`);
    }
    if (vectors.functions.length === 0) {
        console.log(`vectors: ${vectors.package} has no functions: nothing to check`);
    } else if (passed + failures.length === 0) {
        failures.push("no check ran");
        console.log(`FAIL ${vectors.package}: has ${vectors.functions.length} functions but no check ran (no cases?)`);
    }
    console.log(`vectors: ${passed} checks passed, ${failures.length} failed`);
    return failures.length === 0 ? 0 : 1;
}

let finished = false;
process.on("exit", (code) => {
    if (!finished && code === 0) {
        console.error("vectors: the program ended before every check ran (a promise never settled)");
        process.exitCode = 1;
    }
});
main().then(
    (code) => {
        finished = true;
        process.exitCode = code;
    },
    (e: unknown) => {
        finished = true;
        console.error("vectors: uncaught error", e);
        process.exit(1);
    },
);
