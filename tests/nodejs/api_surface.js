#!/usr/bin/env node
// The public API of a built Pulumi-style npm package, as a set of normalized facts, statically.
//
// Usage:
//   node api_surface.js facts PKGDIR
//   node api_surface.js compare REFERENCE_PKGDIR OUR_PKGDIR [--report FILE] [--runtime]
//
// PKGDIR is a package root (the directory holding package.json). `facts` prints the facts, one
// a line, sorted. `compare` prints `coverage: X.XX% (n/m)` (the share of the reference's facts
// that ours has too; extra facts of ours never fail), a count of the missing facts by kind, the
// first 200 of them, and exits 1 below 100% or when our package has structural problems (no
// declaration entry, a .d.ts that does not parse); 0 otherwise. `--report FILE` writes every
// missing and every extra fact. `--runtime` also loads our package with require() (so its
// dependencies must be installed) and checks that every value its declarations export exists
// at run time with the right kind, static methods and `__pulumiType` token, and that an ES
// module can import each of the root's values by name (see runtimeProblems, esmProblems); each
// failure is a problem. Exit 2: usage or I/O error.
//
// Needs the `typescript` package (its compiler API parses and binds the .d.ts files): found the
// normal way, so run with NODE_PATH=<dir holding typescript> (tests/nodejs_sdk.rs does), or from a
// directory whose node_modules has it. The facts come from the files alone: nothing of the
// package is executed (except by `--runtime`) or type-checked, and modules outside the package
// (`@pulumi/pulumi`) are never loaded, so the same facts come out of a bare unpacked tarball
// and of a package with its node_modules installed.
//
// WHAT IS READ. The declaration entry is package.json's `types` (or `typings`), else `main` with
// `.js` replaced by `.d.ts`, else `index.d.ts`. From its module every exported name is followed,
// through re-exports, `import * as x` / `export { x }` namespaces (`types.input`, `config`, a
// submodule `ec2`), lazily loaded names (`export declare const X: typeof import("./x").X` beside
// `export type X = import("./x").X`), and namespaces merged with classes (`Provider.Result`).
// Beside each declaration file the compiled `.js` of the same name is parsed (not run) for the
// wire facts below.
//
// PATHS. A name is spelled by the path a user program reaches it by from the package root,
// without the root itself: `Branch`, `types.input.ProviderAppAuth`, `config.token`. A name of the
// package that is reachable by several paths takes the shortest (then the alphabetically first)
// in type text; one that is not reachable at all is spelled `~file.d.ts#Name` (never equal to a
// public one). Names from other packages are spelled by the path they were imported by, whatever
// the local alias: `@pulumi/pulumi` is `pulumi` (`pulumi.Input<T>`, `pulumi.asset.Asset`), any
// other module `import("spec")`. Globals (Array, Promise, Record) keep their names.
//
// TYPE TEXT is printed from the declaration's syntax with every name resolved as above, so
// equivalent spellings print the same: `inputs.Foo`, `input.Foo`, `types.input.Foo` and
// `import("./types/input").Foo` are all `types.input.Foo`; `Array<T>` is `T[]`,
// `ReadonlyArray<T>` is `readonly T[]`; union and intersection members are flattened, deduplicated
// and sorted; object-literal type members are sorted; parentheses, whitespace, quotes of string
// literals, trailing separators and the name of an index signature's key are canonical. Aliases
// are NOT expanded (`pulumi.ID` is not `string`, `pulumi.Input<string | undefined>` is not
// `pulumi.Input<string>`: with strictNullChecks a user can pass an `Output<string | undefined>`
// to the first only), and parameter names are kept (editors show them; keyword-like call
// sites in docs and examples use them).
//
// FACTS (`PATH` as above; `?` right after a name marks an optional member or parameter, and
// ` readonly` after it a readonly property):
//   package-name NAME             package.json `name`
//   plugin-name NAME              the plugin the engine loads for the package, as the Node.js
//                                 language host reads package.json: `pulumi.name`, else the
//                                 package name without its scope; `plugin-resource true|false`
//                                 (`pulumi.resource`), `plugin-server URL` (`pulumi.server`).
//                                 Versions (package and plugin) are not facts: the release build
//                                 stamps them (Pulumi's `${VERSION}`), a schema need not carry one
//   package-json pulumi.K=V       any other scalar of package.json's `pulumi` section
//   dependency NAME               a key of package.json `dependencies` (what the user installs)
//   esm-export NAME               a name an ES module can import from the package
//                                 (`import { NAME } from "pkg"`): Node reads the named exports of
//                                 a CommonJS package from the source of its `main`, with
//                                 cjs-module-lexer, and so does this (see esmExports)
//   export PATH: value|type|namespace   one fact per meaning the exported name has (a class has
//                                 value and type; `export type X` only type; `import * as m` value
//                                 and namespace; a `declare namespace` of interfaces only namespace)
//   namespace PATH                a namespace (module) reachable from the root
//   class PATH[<T…>]              a class (`abstract class` when abstract)
//   extends PATH: TYPE            a heritage clause of a class or interface (`implements` likewise)
//   constructor PATH(PARAMS)      one constructor overload
//   property PATH.NAME[?][ readonly]: TYPE      an instance property of a class, a property of an
//                                 interface, or a member of a const whose type is an object
//                                 literal (the enum-as-object pattern: `readonly Public: "public"`)
//   static-property PATH.NAME…   a static property of a class
//   method PATH.NAME[?](PARAMS): TYPE          one method overload (`static-method` for statics)
//   index PATH[key: K]: TYPE      an index signature (`[readonly]` when so); call and construct
//                                 signatures are `call PATH(PARAMS): TYPE` and `new PATH(…): TYPE`
//   interface PATH[<T…>]          an interface (merged declarations are one)
//   type PATH[<T…>] = TYPE        a type alias that is not just a re-export of a class, interface,
//                                 enum or alias (those are described at the path they are
//                                 exported by)
//   function PATH(PARAMS): TYPE   one function overload
//   value PATH: TYPE              a const/let/var (`value PATH: {…}` for an object-literal type,
//                                 whose members are also `property` facts). const and let are the
//                                 same fact: a user cannot assign to an imported binding either way
//   enum PATH / enum-member PATH.NAME = VALUE   a TypeScript enum (`const enum` when const)
//   deprecated PATH[.MEMBER]      a declaration or member whose doc comment has `@deprecated`
//                                 (editors strike it through; the message itself is docs)
//   PARAMS: `name: TYPE`, `name?: TYPE` (optional or with a default), `...name: TYPE`, comma
//   separated. Private members (`private`, `#name`) are not part of the surface; `protected` ones
//   are, with `protected` before the name.
// WIRE FACTS, from the compiled .js beside the declaration (how the engine sees the package):
//   token PATH: TOKEN             the type token of a resource class (its `__pulumiType`), of a
//                                 function (the first argument of `runtime.invoke`,
//                                 `invokeOutput`, `invokeSingle`, `invokeSingleOutput`), of a
//                                 method (`runtime.call`)
//   wire PATH: NAME               a key a resource sends (`resourceInputs["NAME"] = …`) or a
//                                 function/method sends (the keys of the object literal it
//                                 passes to invoke/call)
//   secret-input PATH: NAME       a resource input wrapped by `pulumi.secret(…)` (or a helper
//                                 whose name says it does, `secretIfDefined`) before it is sent
//   secret-output PATH: NAME      an item of `additionalSecretOutputs`
//   replace-on-changes PATH: NAME an item of `replaceOnChanges`
//   alias PATH: TEXT              an item of `aliases` (its `type`, or its text)
//   package-ref PATH: CALLEE      a call that passes the package reference (`getPackage()`, as
//                                 a parameterized package's constructors, `exists`, invokes and
//                                 calls do), by the called function's name (`super` for the
//                                 base constructor); PATH is the function, or `Class.member`
//   env PATH.INPUT: VAR / env PATH: VAR   an environment variable a resource input or a config
//                                 value falls back to (`getEnv("VAR", …)`, `getEnvBoolean`, …)
//   config-key PATH: KEY          the key a config getter reads (`__config.get("KEY")`, …) and,
//                                 `config-namespace PATH: NAME`, the namespace of
//                                 `new pulumi.Config("NAME")`
// Doc comments (but for `@deprecated`), source maps, default values and the order of members and
// overloads are not part of the surface.

'use strict';

const fs = require('fs');
const path = require('path');
const { createRequire } = require('module');

let ts;
try {
    ts = require('typescript');
} catch (err) {
    process.stderr.write(
        'api_surface.js: cannot load the `typescript` package (' + err.message + '); run with ' +
            'NODE_PATH=<a node_modules directory that holds typescript>\n',
    );
    process.exit(2);
}

const SK = ts.SyntaxKind;
const MISSING_SHOWN = 200;
const INVOKE_CALLS = new Set(['invoke', 'invokeOutput', 'invokeSingle', 'invokeSingleOutput']);
const METHOD_CALLS = new Set(['call', 'callSingle']);
const ENV_CALLS = new Set(['getEnv', 'getEnvBoolean', 'getEnvNumber']);
const CONFIG_GETTERS = new Set([
    'get', 'getBoolean', 'getNumber', 'getObject', 'getSecret', 'getSecretBoolean',
    'getSecretNumber', 'getSecretObject', 'require', 'requireBoolean', 'requireNumber',
    'requireObject', 'requireSecret', 'requireSecretBoolean', 'requireSecretNumber',
    'requireSecretObject',
]);

class UsageError extends Error {}

// ---------------------------------------------------------------------------------------------
// The package and its program

function readPackageJson(pkgDir) {
    const file = path.join(pkgDir, 'package.json');
    let text;
    try {
        text = fs.readFileSync(file, 'utf8');
    } catch (err) {
        throw new UsageError(`${pkgDir} is not a package root: cannot read ${file} (${err.code})`);
    }
    try {
        return JSON.parse(text);
    } catch (err) {
        throw new UsageError(`${file} is not JSON: ${err.message}`);
    }
}

/** The declaration entry file of the package, or null. */
function declarationEntry(pkgDir, pkg) {
    const candidates = [];
    for (const key of ['types', 'typings']) {
        if (typeof pkg[key] === 'string') candidates.push(pkg[key]);
    }
    if (typeof pkg.main === 'string') {
        candidates.push(pkg.main.replace(/\.(c|m)?js$/, '') + '.d.ts');
        candidates.push(path.join(pkg.main, 'index.d.ts'));
    }
    candidates.push('index.d.ts');
    for (const candidate of candidates) {
        const file = path.resolve(pkgDir, candidate);
        if (fs.existsSync(file) && fs.statSync(file).isFile()) return file;
    }
    return null;
}

function isRelative(spec) {
    return spec.startsWith('./') || spec.startsWith('../') || spec === '.' || spec === '..';
}

/**
 * A program of the package's declaration files: relative imports are followed, other modules are
 * left unresolved on purpose (names from them are spelled by their import, see PATHS).
 */
function createProgram(entry) {
    const options = {
        noEmit: true,
        target: ts.ScriptTarget.ES2022,
        module: ts.ModuleKind.CommonJS,
        moduleResolution: ts.ModuleResolutionKind.Node10,
        types: [],
        // No default library: globals (Array, Promise) keep the name they are written with
        // anyway, and binding lib.*.d.ts would cost most of the run time.
        noLib: true,
        skipLibCheck: true,
        strict: true,
    };
    const host = ts.createCompilerHost(options, true);
    host.resolveModuleNames = (names, containingFile) =>
        names.map((name) => {
            if (!isRelative(name)) return undefined;
            const found = ts.resolveModuleName(name, containingFile, options, host).resolvedModule;
            return found && found.resolvedFileName.endsWith('.d.ts') ? found : undefined;
        });
    return ts.createProgram({ rootNames: [entry], options, host });
}

// ---------------------------------------------------------------------------------------------
// Extraction

class Surface {
    constructor(pkgDir) {
        this.pkgDir = path.resolve(pkgDir);
        this.facts = new Set();
        this.problems = [];
    }

    add(fact) {
        this.facts.add(fact);
    }
}

function extract(pkgDir) {
    const surface = new Surface(pkgDir);
    const pkg = readPackageJson(surface.pkgDir);
    if (typeof pkg.name === 'string') surface.add(`package-name ${pkg.name}`);
    // The plugin the engine loads for the package, as the Node.js language host reads it
    // (`pulumi.name`, else the package name without its scope). Versions are left out: the
    // release build stamps them (Pulumi's `${VERSION}`), a schema without a version cannot.
    const section = pkg.pulumi && typeof pkg.pulumi === 'object' ? pkg.pulumi : {};
    const pluginName = typeof section.name === 'string' ? section.name
        : typeof pkg.name === 'string' ? pkg.name.replace(/^@[^/]+\//, '') : '';
    surface.add(`plugin-name ${pluginName}`);
    surface.add(`plugin-resource ${section.resource === true}`);
    if (typeof section.server === 'string') surface.add(`plugin-server ${section.server}`);
    for (const [key, value] of Object.entries(section)) {
        if (['name', 'resource', 'server', 'version'].includes(key)) continue;
        if (value === null || typeof value !== 'object') {
            surface.add(`package-json pulumi.${key}=${JSON.stringify(value)}`);
        }
    }
    for (const dep of Object.keys(pkg.dependencies || {})) surface.add(`dependency ${dep}`);
    const main = resolveJs(surface.pkgDir, typeof pkg.main === 'string' ? pkg.main : 'index.js');
    if (main) for (const name of esmExports(main, new Set())) surface.add(`esm-export ${name}`);

    const entry = declarationEntry(surface.pkgDir, pkg);
    if (!entry) {
        surface.problems.push(
            `no declaration entry: package.json names no existing \`types\`, \`typings\` or ` +
                `\`main\` .d.ts and there is no index.d.ts (did \`npm run build\` run?)`,
        );
        return surface;
    }
    const program = createProgram(entry);
    const checker = program.getTypeChecker();
    for (const file of program.getSourceFiles()) {
        if (program.isSourceFileDefaultLibrary(file)) continue;
        for (const diag of program.getSyntacticDiagnostics(file)) {
            surface.problems.push(
                `${path.relative(surface.pkgDir, file.fileName)}: ` +
                    ts.flattenDiagnosticMessageText(diag.messageText, '\n'),
            );
        }
    }
    const entryFile = program.getSourceFile(entry);
    const root = entryFile && checker.getSymbolAtLocation(entryFile);
    if (!root) {
        surface.problems.push(`${path.relative(surface.pkgDir, entry)} is not a module (no exports)`);
        return surface;
    }
    new Extractor(surface, program, checker).run(root);
    return surface;
}

/** The file `spec` names from `dir` as require() finds a relative one, or null. */
function resolveJs(dir, spec) {
    const base = path.resolve(dir, spec);
    for (const file of [base, `${base}.js`, path.join(base, 'index.js')]) {
        if (fs.existsSync(file) && fs.statSync(file).isFile()) return file;
    }
    return null;
}

/**
 * The names an ES module can import from the CommonJS module `file`, found as Node finds them:
 * cjs-module-lexer reads the source (assignments to `exports.X`, `Object.defineProperty(exports,
 * "X", …)` of a value or a plain getter) and follows re-exports (`__exportStar(require("./x"))`).
 * A value that only a helper defines at run time is not among them.
 */
function esmExports(file, seen) {
    if (seen.has(file)) return [];
    seen.add(file);
    const { parse } = require('cjs-module-lexer');
    const { exports, reexports } = parse(fs.readFileSync(file, 'utf8'));
    const names = exports.filter((name) => name !== '__esModule' && name !== 'default');
    for (const spec of reexports) {
        const target = isRelative(spec) ? resolveJs(path.dirname(file), spec) : null;
        if (target) names.push(...esmExports(target, seen).filter((name) => name !== 'default'));
    }
    return names;
}

class Extractor {
    constructor(surface, program, checker) {
        this.surface = surface;
        this.program = program;
        this.checker = checker;
        /** symbol -> [paths] of every entity reachable from the root. */
        this.paths = new Map();
        /** [path, entity symbol, kind] to describe, filled by the walk. */
        this.entities = [];
        this.jsFiles = new Map();
    }

    run(root) {
        this.walkModule(root, '', new Set());
        for (const [p, sym, kind] of this.entities) this.describe(p, sym, kind);
    }

    // --- The walk: every exported name and what it stands for --------------------------------

    resolveAlias(sym) {
        let current = sym;
        for (let i = 0; current && current.flags & ts.SymbolFlags.Alias && i < 32; i++) {
            let next;
            try {
                next = this.checker.getAliasedSymbol(current);
            } catch (_) {
                return current;
            }
            if (!next || next === current || next.escapedName === 'unknown') return current;
            current = next;
        }
        return current;
    }

    register(sym, p) {
        const list = this.paths.get(sym) || [];
        list.push(p);
        this.paths.set(sym, list);
    }

    /** The exports of a module or namespace (for a class merged with a namespace: its namespace members). */
    exportsOf(sym) {
        let list;
        try {
            list = this.checker.getExportsOfModule(sym);
        } catch (_) {
            list = [];
        }
        if (sym.flags & (ts.SymbolFlags.Class | ts.SymbolFlags.Function | ts.SymbolFlags.Enum)) {
            list = list.filter((member) => (member.declarations || []).some(isNamespaceMember));
        }
        return list;
    }

    walkModule(moduleSym, prefix, visiting) {
        if (visiting.has(moduleSym)) return;
        visiting.add(moduleSym);
        const exports = this.exportsOf(moduleSym)
            .slice()
            .sort((a, b) => cmp(a.name, b.name));
        for (const exp of exports) {
            if (exp.name === '__esModule') continue;
            const p = prefix ? `${prefix}.${exp.name}` : exp.name;
            this.walkExport(exp, p, visiting);
        }
        visiting.delete(moduleSym);
    }

    walkExport(exp, p, visiting) {
        const target = this.resolveAlias(exp);
        // The meanings of the name as exported (a type alias of a class is a type only, even
        // though the class it stands for is also a value).
        const F = ts.SymbolFlags;
        if (target.flags & F.Value) this.surface.add(`export ${p}: value`);
        if (target.flags & F.Type) this.surface.add(`export ${p}: type`);
        if (target.flags & F.Namespace) this.surface.add(`export ${p}: namespace`);
        this.walkTarget(target, p, visiting);
    }

    /** Registers and queues what an exported name stands for, following re-export aliases. */
    walkTarget(target, p, visiting, followedFrom = null) {
        const flags = target.flags;
        const F = ts.SymbolFlags;
        this.register(target, p);

        const described = new Set();
        const entity = (sym, kind) => {
            const key = `${kind}`;
            if (described.has(key)) return;
            described.add(key);
            this.register(sym, p);
            this.entities.push([p, sym, kind]);
        };
        if (flags & F.Class) entity(target, 'class');
        if (flags & F.Interface) entity(target, 'interface');
        if (flags & F.Enum) entity(target, 'enum');
        if (flags & F.Function) entity(target, 'function');
        if (flags & F.TypeAlias) {
            const followed = this.followTypeAlias(target);
            if (followed) this.walkTarget(followed, p, visiting, 'type');
            else entity(target, 'type');
        }
        if (flags & F.Variable) {
            const followed = this.followTypeofVariable(target);
            if (followed) this.walkTarget(followed, p, visiting, 'value');
            else entity(target, 'value');
        }
        // A type alias of a class does not carry the class's merged namespace (`X.Result` is not
        // a type through it); `typeof` of one carries only an instantiated namespace's values,
        // counted as the namespace here.
        const namespaceFlags = followedFrom === 'type' ? 0 : followedFrom === 'value' ? F.ValueModule : F.ValueModule | F.NamespaceModule;
        if (flags & namespaceFlags) {
            this.surface.add(`namespace ${p}`);
            this.walkModule(target, p, visiting);
        }
    }

    /** `type X = import("./x").X` (or `= Y` of a class, interface, enum, alias): its target. */
    followTypeAlias(sym) {
        const decl = (sym.declarations || []).find(ts.isTypeAliasDeclaration);
        if (!decl || decl.typeParameters) return null;
        const node = decl.type;
        let nameNode = null;
        if (ts.isTypeReferenceNode(node) && !node.typeArguments) nameNode = node.typeName;
        if (ts.isImportTypeNode(node) && !node.isTypeOf && !node.typeArguments && node.qualifier) {
            if (!isRelative(importSpec(node))) return null;
            nameNode = node.qualifier;
        }
        if (!nameNode) return null;
        const target = this.symbolOf(nameNode);
        const F = ts.SymbolFlags;
        if (!target || target === sym || !this.isOurs(target)) return null;
        return target.flags & (F.Class | F.Interface | F.Enum | F.TypeAlias) ? target : null;
    }

    /** `const X: typeof import("./x").X` (or `typeof Y`): the class, function, enum or namespace. */
    followTypeofVariable(sym) {
        const decl = (sym.declarations || []).find(ts.isVariableDeclaration);
        if (!decl || !decl.type) return null;
        const node = decl.type;
        let nameNode = null;
        if (ts.isTypeQueryNode(node) && !node.typeArguments) nameNode = node.exprName;
        if (ts.isImportTypeNode(node) && node.isTypeOf && !node.typeArguments) {
            if (!isRelative(importSpec(node))) return null;
            if (!node.qualifier) {
                const moduleSym = this.symbolOfImportType(node);
                return moduleSym && moduleSym !== sym ? moduleSym : null;
            }
            nameNode = node.qualifier;
        }
        if (!nameNode) return null;
        const target = this.symbolOf(nameNode);
        const F = ts.SymbolFlags;
        if (!target || target === sym || !this.isOurs(target)) return null;
        return target.flags & (F.Class | F.Function | F.Enum | F.ValueModule | F.Variable)
            ? target
            : null;
    }

    // --- Names ---------------------------------------------------------------------------------

    isOurs(sym) {
        const decl = (sym.declarations || [])[0];
        if (!decl) return false;
        const file = decl.getSourceFile();
        return !this.program.isSourceFileDefaultLibrary(file);
    }

    isLib(sym) {
        const decl = (sym.declarations || [])[0];
        return !!decl && this.program.isSourceFileDefaultLibrary(decl.getSourceFile());
    }

    /** The symbol an entity name (identifier or qualified name) refers to, aliases resolved. */
    symbolOf(nameNode) {
        const last = ts.isQualifiedName(nameNode) ? nameNode.right : nameNode;
        let sym;
        try {
            sym = this.checker.getSymbolAtLocation(last);
        } catch (_) {
            sym = undefined;
        }
        if (!sym) return null;
        sym = this.resolveAlias(sym);
        // Still an alias: an import from a module that is not loaded (another package).
        if (!sym || sym.flags & ts.SymbolFlags.Alias) return null;
        if (sym.escapedName === 'unknown' || !sym.declarations) return null;
        return sym;
    }

    symbolOfImportType(node) {
        try {
            const type = this.checker.getTypeFromTypeNode(node);
            const sym = type && (type.aliasSymbol || type.symbol);
            return sym ? this.resolveAlias(sym) : null;
        } catch (_) {
            return null;
        }
    }

    /** How a user spells a symbol of the package. */
    canonical(sym) {
        const list = this.paths.get(sym);
        if (list && list.length) {
            return list
                .slice()
                .sort((a, b) => a.split('.').length - b.split('.').length || cmp(a, b))[0];
        }
        const decl = sym.declarations[0];
        const file = path.relative(this.surface.pkgDir, decl.getSourceFile().fileName);
        let name = sym.name;
        for (let parent = sym.parent; parent && !(parent.flags & ts.SymbolFlags.ValueModule && parent.valueDeclaration && ts.isSourceFile(parent.valueDeclaration)); parent = parent.parent) {
            name = `${parent.name}.${name}`;
        }
        return `~${file}#${name}`;
    }

    /** The text of an entity name in a type: resolved to its canonical spelling. */
    entityName(nameNode) {
        const written = entityNameText(nameNode);
        const sym = this.symbolOf(nameNode);
        if (sym) {
            if (sym.flags & ts.SymbolFlags.TypeParameter) return written;
            if (this.isLib(sym)) return written;
            if (this.isOurs(sym)) return this.canonical(sym);
        }
        // Unresolved: a name from another package, spelled by the import that brought it.
        const parts = written.split('.');
        const external = this.externalPrefix(leftmost(nameNode));
        if (external !== null) {
            return [external.prefix, ...external.rest, ...parts.slice(1)].filter(Boolean).join('.');
        }
        return written;
    }

    /** For an identifier bound by an import of another module: {prefix, rest}. */
    externalPrefix(identifier) {
        let sym;
        try {
            sym = this.checker.getSymbolAtLocation(identifier);
        } catch (_) {
            return null;
        }
        if (!sym || !(sym.flags & ts.SymbolFlags.Alias)) return null;
        const decl = (sym.declarations || [])[0];
        if (!decl) return null;
        if (ts.isNamespaceImport(decl)) {
            // `import * as x from "m"`: NamespaceImport < ImportClause < ImportDeclaration.
            return externalOf(decl.parent.parent.moduleSpecifier, []);
        }
        if (ts.isImportClause(decl)) {
            // `import x from "m"`: the default export.
            return externalOf(decl.parent.moduleSpecifier, ['default']);
        }
        if (ts.isImportSpecifier(decl)) {
            const importDecl = decl.parent.parent.parent;
            const imported = (decl.propertyName || decl.name).text;
            return externalOf(importDecl.moduleSpecifier, [imported]);
        }
        if (ts.isImportEqualsDeclaration(decl) && ts.isExternalModuleReference(decl.moduleReference)) {
            return externalOf(decl.moduleReference.expression, []);
        }
        if (ts.isNamespaceExport(decl) || ts.isExportSpecifier(decl)) return null;
        return null;
    }

    // --- Type text -----------------------------------------------------------------------------

    type(node) {
        if (!node) return 'any';
        switch (node.kind) {
            case SK.ParenthesizedType:
                return this.type(node.type);
            case SK.AnyKeyword: return 'any';
            case SK.UnknownKeyword: return 'unknown';
            case SK.NumberKeyword: return 'number';
            case SK.BigIntKeyword: return 'bigint';
            case SK.ObjectKeyword: return 'object';
            case SK.BooleanKeyword: return 'boolean';
            case SK.StringKeyword: return 'string';
            case SK.SymbolKeyword: return 'symbol';
            case SK.VoidKeyword: return 'void';
            case SK.UndefinedKeyword: return 'undefined';
            case SK.NullKeyword: return 'null';
            case SK.NeverKeyword: return 'never';
            case SK.IntrinsicKeyword: return 'intrinsic';
            case SK.ThisType: return 'this';
            case SK.LiteralType: return literalText(node.literal);
            case SK.TypeReference: return this.typeReference(node);
            case SK.ArrayType: return `${this.postfixOperand(node.elementType)}[]`;
            case SK.UnionType: return this.members(node, SK.UnionType, ' | ');
            case SK.IntersectionType: return this.members(node, SK.IntersectionType, ' & ');
            case SK.TypeLiteral: return this.typeLiteral(node.members);
            case SK.FunctionType:
                return `${this.typeParams(node.typeParameters)}(${this.params(node.parameters)}) => ${this.type(node.type)}`;
            case SK.ConstructorType: {
                const abstract = (node.modifiers || []).some((m) => m.kind === SK.AbstractKeyword);
                return `${abstract ? 'abstract ' : ''}new ${this.typeParams(node.typeParameters)}(${this.params(node.parameters)}) => ${this.type(node.type)}`;
            }
            case SK.TypeQuery: {
                const args = node.typeArguments ? `<${node.typeArguments.map((a) => this.type(a)).join(', ')}>` : '';
                return `typeof ${this.entityName(node.exprName)}${args}`;
            }
            case SK.TypeOperator: {
                const op = ts.tokenToString(node.operator);
                return `${op} ${this.prefixOperand(node.type)}`;
            }
            case SK.IndexedAccessType:
                return `${this.postfixOperand(node.objectType)}[${this.type(node.indexType)}]`;
            case SK.TupleType:
                return `[${node.elements.map((e) => this.tupleElement(e)).join(', ')}]`;
            case SK.OptionalType: return `${this.postfixOperand(node.type)}?`;
            case SK.RestType: return `...${this.type(node.type)}`;
            case SK.NamedTupleMember: return this.tupleElement(node);
            case SK.TypePredicate: {
                const asserts = node.assertsModifier ? 'asserts ' : '';
                const name = node.parameterName.kind === SK.ThisType ? 'this' : node.parameterName.text;
                return node.type ? `${asserts}${name} is ${this.type(node.type)}` : `${asserts}${name}`;
            }
            case SK.ImportType: return this.importType(node);
            case SK.ConditionalType:
                return `${this.postfixOperand(node.checkType)} extends ${this.type(node.extendsType)} ? ${this.type(node.trueType)} : ${this.type(node.falseType)}`;
            case SK.InferType: return `infer ${node.typeParameter.name.text}`;
            case SK.TemplateLiteralType:
                return '`' + node.head.text + node.templateSpans.map((s) => '${' + this.type(s.type) + '}' + s.literal.text).join('') + '`';
            case SK.MappedType: {
                const ro = node.readonlyToken ? (node.readonlyToken.kind === SK.ReadonlyKeyword ? 'readonly ' : `${ts.tokenToString(node.readonlyToken.kind)}readonly `) : '';
                const q = node.questionToken ? (node.questionToken.kind === SK.QuestionToken ? '?' : `${ts.tokenToString(node.questionToken.kind)}?`) : '';
                const tp = node.typeParameter;
                const as = node.nameType ? ` as ${this.type(node.nameType)}` : '';
                return `{ ${ro}[${tp.name.text} in ${this.type(tp.constraint)}${as}]${q}: ${this.type(node.type)} }`;
            }
            default:
                return node.getText().replace(/\s+/g, ' ').trim();
        }
    }

    /** Operand of `T[]`, `T[K]`, `T?`, `T extends`: parenthesized when it would bind otherwise. */
    postfixOperand(node) {
        const inner = unparen(node);
        const text = this.type(inner);
        const k = inner.kind;
        const loose = [SK.UnionType, SK.IntersectionType, SK.FunctionType, SK.ConstructorType,
            SK.ConditionalType, SK.TypeOperator, SK.TypeQuery, SK.InferType];
        if (loose.includes(k) && !(k === SK.UnionType && text.indexOf(' | ') < 0)) return `(${text})`;
        if (k === SK.TypeReference && isArrayReference(inner, this) && !text.endsWith(']')) return `(${text})`;
        if (k === SK.ImportType && inner.isTypeOf) return `(${text})`;
        return text;
    }

    prefixOperand(node) {
        const inner = unparen(node);
        const text = this.type(inner);
        const loose = [SK.UnionType, SK.IntersectionType, SK.FunctionType, SK.ConstructorType, SK.ConditionalType];
        return loose.includes(inner.kind) && / [|&] |=>| \? /.test(text) ? `(${text})` : text;
    }

    members(node, kind, sep) {
        const out = [];
        const visit = (n) => {
            const inner = unparen(n);
            if (inner.kind === kind) inner.types.forEach(visit);
            else {
                let text = this.type(inner);
                const loose = [SK.FunctionType, SK.ConstructorType, SK.ConditionalType];
                if (kind === SK.IntersectionType) loose.push(SK.UnionType);
                if (loose.includes(inner.kind) && (inner.kind !== SK.UnionType || text.includes(' | '))) text = `(${text})`;
                out.push(text);
            }
        };
        visit(node);
        // `undefined` and `null` last, the rest alphabetically: `string | undefined`.
        const rank = (t) => (t === 'undefined' ? 2 : t === 'null' ? 1 : 0);
        const unique = [...new Set(out)].sort((a, b) => rank(a) - rank(b) || cmp(a, b));
        return unique.join(sep);
    }

    typeReference(node) {
        const args = node.typeArguments || [];
        const name = this.entityName(node.typeName);
        if (args.length === 1 && (name === 'Array' || name === 'ReadonlyArray') && isArrayReference(node, this)) {
            const elem = this.postfixOperand(args[0]);
            return name === 'Array' ? `${elem}[]` : `readonly ${elem}[]`;
        }
        return args.length ? `${name}<${args.map((a) => this.type(a)).join(', ')}>` : name;
    }

    importType(node) {
        const spec = importSpec(node);
        const prefix = node.isTypeOf ? 'typeof ' : '';
        const args = node.typeArguments ? `<${node.typeArguments.map((a) => this.type(a)).join(', ')}>` : '';
        if (!isRelative(spec)) {
            const base = externalName(spec);
            const rest = node.qualifier ? entityNameText(node.qualifier) : '';
            return `${prefix}${[base, rest].filter(Boolean).join('.')}${args}`;
        }
        let sym = null;
        if (node.qualifier) sym = this.symbolOf(node.qualifier);
        if (!sym) sym = this.symbolOfImportType(node);
        if (sym && this.isOurs(sym)) return `${prefix}${this.canonical(sym)}${args}`;
        const rest = node.qualifier ? `.${entityNameText(node.qualifier)}` : '';
        return `${prefix}import(${JSON.stringify(spec)})${rest}${args}`;
    }

    tupleElement(node) {
        if (node.kind === SK.NamedTupleMember) {
            const dots = node.dotDotDotToken ? '...' : '';
            const q = node.questionToken ? '?' : '';
            return `${dots}${node.name.text}${q}: ${this.type(node.type)}`;
        }
        return this.type(node);
    }

    typeLiteral(members) {
        const parts = members.map((m) => this.member(m, null)).filter((m) => m !== null);
        if (!parts.length) return '{}';
        return `{ ${[...new Set(parts)].sort(cmp).join('; ')} }`;
    }

    /** A member of a type literal (owner null) in declaration-like text. */
    member(m, owner) {
        const ro = hasModifier(m, SK.ReadonlyKeyword) ? 'readonly ' : '';
        const q = m.questionToken ? '?' : '';
        switch (m.kind) {
            case SK.PropertySignature:
                return `${ro}${memberName(m.name)}${q}: ${this.type(m.type)}`;
            case SK.MethodSignature:
                return `${memberName(m.name)}${q}${this.signature(m)}`;
            case SK.CallSignature:
                return this.signature(m);
            case SK.ConstructSignature:
                return `new ${this.signature(m)}`;
            case SK.IndexSignature:
                return `${ro}[key: ${this.type(m.parameters[0] && m.parameters[0].type)}]: ${this.type(m.type)}`;
            case SK.GetAccessor:
                return `get ${memberName(m.name)}(): ${this.type(m.type)}`;
            case SK.SetAccessor:
                return `set ${memberName(m.name)}(${this.params(m.parameters)})`;
            default:
                return m.getText().replace(/\s+/g, ' ').trim();
        }
    }

    typeParams(list) {
        if (!list || !list.length) return '';
        const one = (tp) => {
            let text = tp.name.text;
            if (tp.constraint) text += ` extends ${this.type(tp.constraint)}`;
            if (tp.default) text += ` = ${this.type(tp.default)}`;
            return text;
        };
        return `<${list.map(one).join(', ')}>`;
    }

    params(list) {
        return list
            .map((p) => {
                const dots = p.dotDotDotToken ? '...' : '';
                const q = p.questionToken || p.initializer ? '?' : '';
                const name = ts.isIdentifier(p.name) ? p.name.text : p.name.getText().replace(/\s+/g, ' ');
                return `${dots}${name}${q}: ${this.type(p.type)}`;
            })
            .join(', ');
    }

    /** `<T>(params): ret` of a signature-like declaration. */
    signature(decl, withReturn = true) {
        const ret = withReturn ? `: ${this.type(decl.type)}` : '';
        return `${this.typeParams(decl.typeParameters)}(${this.params(decl.parameters)})${ret}`;
    }

    // --- Facts of an entity -------------------------------------------------------------------

    describe(p, sym, kind) {
        const add = (fact) => this.surface.add(fact);
        const decls = sym.declarations || [];
        for (const decl of decls) this.deprecated(p, decl);
        if (kind === 'class') {
            for (const decl of decls.filter(ts.isClassDeclaration)) {
                const abstract = hasModifier(decl, SK.AbstractKeyword) ? 'abstract ' : '';
                add(`${abstract}class ${p}${this.typeParams(decl.typeParameters)}`);
                this.heritage(p, decl);
                for (const m of decl.members) this.classMember(p, m);
                this.wireFacts(p, sym, decl);
            }
        } else if (kind === 'interface') {
            for (const decl of decls.filter(ts.isInterfaceDeclaration)) {
                add(`interface ${p}${this.typeParams(decl.typeParameters)}`);
                this.heritage(p, decl);
                for (const m of decl.members) this.typeMember(p, m);
            }
        } else if (kind === 'type') {
            for (const decl of decls.filter(ts.isTypeAliasDeclaration)) {
                add(`type ${p}${this.typeParams(decl.typeParameters)} = ${this.type(decl.type)}`);
            }
        } else if (kind === 'function') {
            for (const decl of decls.filter(ts.isFunctionDeclaration)) {
                add(`function ${p}${this.signature(decl)}`);
            }
            this.functionWireFacts(p, sym);
        } else if (kind === 'enum') {
            for (const decl of decls.filter(ts.isEnumDeclaration)) {
                add(`${hasModifier(decl, SK.ConstKeyword) ? 'const ' : ''}enum ${p}`);
                for (const member of decl.members) {
                    let value = this.checker.getConstantValue(member);
                    value = value === undefined ? (member.initializer ? member.initializer.getText() : '?') : JSON.stringify(value);
                    add(`enum-member ${p}.${memberName(member.name)} = ${value}`);
                }
            }
        } else if (kind === 'value') {
            for (const decl of decls.filter(ts.isVariableDeclaration)) {
                const node = decl.type && unparen(decl.type);
                add(`value ${p}: ${this.type(node)}`);
                if (node && ts.isTypeLiteralNode(node)) {
                    for (const m of node.members) this.typeMember(p, m);
                }
            }
            this.configWireFacts(p, sym);
        }
    }

    /** `deprecated PATH` for a declaration whose doc comment has a `@deprecated` tag. */
    deprecated(p, decl) {
        let node = decl;
        // A variable's doc comment sits on its statement.
        if (ts.isVariableDeclaration(node) && node.parent && node.parent.parent) node = node.parent.parent;
        if (ts.getJSDocDeprecatedTag(node)) this.surface.add(`deprecated ${p}`);
    }

    heritage(p, decl) {
        for (const clause of decl.heritageClauses || []) {
            const word = clause.token === SK.ExtendsKeyword ? 'extends' : 'implements';
            for (const t of clause.types) {
                const args = t.typeArguments ? `<${t.typeArguments.map((a) => this.type(a)).join(', ')}>` : '';
                const name = ts.isIdentifier(t.expression) || ts.isPropertyAccessExpression(t.expression)
                    ? this.expressionName(t.expression)
                    : t.expression.getText();
                this.surface.add(`${word} ${p}: ${name}${args}`);
            }
        }
    }

    /** `pulumi.CustomResource` in `extends pulumi.CustomResource`: an expression, resolved. */
    expressionName(expr) {
        let sym;
        try {
            sym = this.checker.getSymbolAtLocation(ts.isPropertyAccessExpression(expr) ? expr.name : expr);
        } catch (_) {
            sym = undefined;
        }
        if (sym) sym = this.resolveAlias(sym);
        if (sym && !(sym.flags & ts.SymbolFlags.Alias) && sym.declarations && sym.escapedName !== 'unknown') {
            if (this.isLib(sym)) return expr.getText();
            if (this.isOurs(sym)) return this.canonical(sym);
        }
        let left = expr;
        while (ts.isPropertyAccessExpression(left)) left = left.expression;
        const parts = expr.getText().replace(/\s+/g, '').split('.');
        const external = ts.isIdentifier(left) ? this.externalPrefix(left) : null;
        if (external) return [external.prefix, ...external.rest, ...parts.slice(1)].filter(Boolean).join('.');
        return parts.join('.');
    }

    classMember(p, m) {
        if (hasModifier(m, SK.PrivateKeyword) || (m.name && ts.isPrivateIdentifier(m.name))) return;
        if (ts.isClassStaticBlockDeclaration(m) || ts.isSemicolonClassElement(m)) return;
        const isStatic = hasModifier(m, SK.StaticKeyword);
        const prot = hasModifier(m, SK.ProtectedKeyword) ? 'protected ' : '';
        const abs = hasModifier(m, SK.AbstractKeyword) ? 'abstract ' : '';
        const ro = hasModifier(m, SK.ReadonlyKeyword) ? ' readonly' : '';
        const q = m.questionToken ? '?' : '';
        const pre = isStatic ? 'static-' : '';
        const add = (fact) => this.surface.add(fact);
        if (m.name && m.kind !== SK.Constructor) this.deprecated(`${p}.${memberName(m.name)}`, m);
        if (m.kind === SK.Constructor && ts.getJSDocDeprecatedTag(m)) add(`deprecated ${p}.constructor`);
        switch (m.kind) {
            case SK.Constructor:
                add(`constructor ${p}${prot ? ' protected' : ''}(${this.params(m.parameters)})`);
                break;
            case SK.PropertyDeclaration:
                add(`${pre}property ${p}.${abs}${prot}${memberName(m.name)}${q}${ro}: ${this.type(m.type)}`);
                break;
            case SK.MethodDeclaration:
                add(`${pre}method ${p}.${abs}${prot}${memberName(m.name)}${q}${this.signature(m)}`);
                break;
            case SK.GetAccessor: {
                const setter = m.parent.members.some((o) => o.kind === SK.SetAccessor && o.name && memberName(o.name) === memberName(m.name));
                add(`${pre}property ${p}.${abs}${prot}${memberName(m.name)}${setter ? '' : ' readonly'}: ${this.type(m.type)}`);
                break;
            }
            case SK.SetAccessor: {
                const getter = m.parent.members.some((o) => o.kind === SK.GetAccessor && o.name && memberName(o.name) === memberName(m.name));
                if (!getter) add(`${pre}property ${p}.${abs}${prot}${memberName(m.name)} writeonly: ${this.type(m.parameters[0] && m.parameters[0].type)}`);
                break;
            }
            case SK.IndexSignature:
                add(`${pre}index ${p}[key: ${this.type(m.parameters[0] && m.parameters[0].type)}]${ro}: ${this.type(m.type)}`);
                break;
            default:
                add(`${pre}member ${p}: ${m.getText().replace(/\s+/g, ' ').trim()}`);
        }
    }

    typeMember(p, m) {
        const ro = hasModifier(m, SK.ReadonlyKeyword) ? ' readonly' : '';
        const q = m.questionToken ? '?' : '';
        const add = (fact) => this.surface.add(fact);
        if (m.name) this.deprecated(`${p}.${memberName(m.name)}`, m);
        switch (m.kind) {
            case SK.PropertySignature:
                add(`property ${p}.${memberName(m.name)}${q}${ro}: ${this.type(m.type)}`);
                break;
            case SK.MethodSignature:
                add(`method ${p}.${memberName(m.name)}${q}${this.signature(m)}`);
                break;
            case SK.CallSignature:
                add(`call ${p}${this.signature(m)}`);
                break;
            case SK.ConstructSignature:
                add(`new ${p}${this.signature(m)}`);
                break;
            case SK.IndexSignature:
                add(`index ${p}[key: ${this.type(m.parameters[0] && m.parameters[0].type)}]${ro}: ${this.type(m.type)}`);
                break;
            case SK.GetAccessor:
                add(`property ${p}.${memberName(m.name)} readonly: ${this.type(m.type)}`);
                break;
            default:
                add(`member ${p}: ${m.getText().replace(/\s+/g, ' ').trim()}`);
        }
    }

    // --- Wire facts, from the compiled JavaScript ----------------------------------------------

    /** The parsed .js beside a declaration file, or null. */
    jsOf(decl) {
        const dts = decl.getSourceFile().fileName;
        if (!dts.endsWith('.d.ts')) return null;
        const file = dts.slice(0, -'.d.ts'.length) + '.js';
        if (!this.jsFiles.has(file)) {
            let source = null;
            if (fs.existsSync(file)) {
                source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true, ts.ScriptKind.JS);
            }
            this.jsFiles.set(file, source);
        }
        return this.jsFiles.get(file);
    }

    wireFacts(p, sym, decl) {
        const js = this.jsOf(decl);
        if (!js) return;
        const name = sym.name;
        const add = (fact) => this.surface.add(fact);
        const classes = [];
        const visitTop = (node) => {
            if (ts.isClassDeclaration(node) && node.name && node.name.text === name) classes.push(node);
            if (ts.isVariableStatement(node)) {
                // `let X = class X extends …` (older targets with decorators)
                for (const d of node.declarationList.declarations) {
                    if (ts.isIdentifier(d.name) && d.name.text === name && d.initializer && ts.isClassExpression(d.initializer)) classes.push(d.initializer);
                }
            }
            // `X.__pulumiType = '…';` after the class (targets without static fields)
            if (ts.isExpressionStatement(node) && ts.isBinaryExpression(node.expression) &&
                node.expression.operatorToken.kind === SK.EqualsToken) {
                const left = node.expression.left;
                if (ts.isPropertyAccessExpression(left) && ts.isIdentifier(left.expression) &&
                    left.expression.text === name && left.name.text === '__pulumiType' &&
                    isStringLike(node.expression.right)) {
                    add(`token ${p}: ${node.expression.right.text}`);
                }
            }
        };
        js.statements.forEach(visitTop);
        for (const cls of classes) {
            for (const member of cls.members) {
                const memberName_ = member.name && ts.isIdentifier(member.name) ? member.name.text : null;
                if (ts.isPropertyDeclaration(member) && memberName_ === '__pulumiType' && member.initializer && isStringLike(member.initializer)) {
                    add(`token ${p}: ${member.initializer.text}`);
                }
                if (ts.isConstructorDeclaration(member)) this.constructorWire(p, member);
                if (ts.isMethodDeclaration(member) && memberName_ && !hasModifier(member, SK.StaticKeyword)) {
                    this.callWire(`${p}.${memberName_}`, member, METHOD_CALLS);
                }
                if (ts.isConstructorDeclaration(member)) this.packageRefs(`${p}.constructor`, member);
                else if (ts.isMethodDeclaration(member) && memberName_) this.packageRefs(`${p}.${memberName_}`, member);
            }
        }
    }

    constructorWire(p, ctor) {
        const add = (fact) => this.surface.add(fact);
        const visit = (node) => {
            if (ts.isBinaryExpression(node) && node.operatorToken.kind === SK.EqualsToken &&
                ts.isElementAccessExpression(node.left) && ts.isIdentifier(node.left.expression) &&
                node.left.expression.text === 'resourceInputs' && isStringLike(node.left.argumentExpression)) {
                const key = node.left.argumentExpression.text;
                add(`wire ${p}: ${key}`);
                if (containsCall(node.right, isSecretWrapper)) add(`secret-input ${p}: ${key}`);
                for (const env of envCalls(node.right)) add(`env ${p}.${key}: ${env}`);
            }
            if (ts.isPropertyAssignment(node) && isArrayOfStrings(node.initializer)) {
                const key = propertyKey(node.name);
                const kind = { additionalSecretOutputs: 'secret-output', replaceOnChanges: 'replace-on-changes' }[key];
                if (kind) for (const item of node.initializer.elements) add(`${kind} ${p}: ${item.text}`);
            }
            if (ts.isPropertyAssignment(node) && propertyKey(node.name) === 'aliases' && ts.isArrayLiteralExpression(node.initializer)) {
                for (const item of node.initializer.elements) {
                    let text = item.getText().replace(/\s+/g, ' ');
                    if (ts.isObjectLiteralExpression(item)) {
                        const type = item.properties.find((q) => ts.isPropertyAssignment(q) && propertyKey(q.name) === 'type');
                        if (type && isStringLike(type.initializer)) text = type.initializer.text;
                    }
                    add(`alias ${p}: ${text}`);
                }
            }
            ts.forEachChild(node, visit);
        };
        visit(ctor);
    }

    /**
     * `package-ref PATH: CALLEE` for each call in `body` that passes a package reference
     * (`getPackage()`, as a parameterized package sends its registrations, invokes and calls).
     */
    packageRefs(p, body) {
        const visit = (node) => {
            if (ts.isCallExpression(node)) {
                const passesRef = node.arguments.some((arg) => ts.isCallExpression(arg) &&
                    ts.isPropertyAccessExpression(arg.expression) && arg.expression.name.text === 'getPackage');
                if (passesRef) {
                    const callee = node.expression;
                    const name = ts.isPropertyAccessExpression(callee) ? callee.name.text
                        : callee.kind === SK.SuperKeyword ? 'super' : ts.isIdentifier(callee) ? callee.text : '?';
                    this.surface.add(`package-ref ${p}: ${name}`);
                }
            }
            ts.forEachChild(node, visit);
        };
        visit(body);
    }

    /** Invoke/call tokens and argument keys inside a function or method body. */
    callWire(p, body, names) {
        const add = (fact) => this.surface.add(fact);
        const visit = (node) => {
            if (ts.isCallExpression(node)) {
                const callee = node.expression;
                const name = ts.isPropertyAccessExpression(callee) ? callee.name.text : ts.isIdentifier(callee) ? callee.text : null;
                if (name && names.has(name) && node.arguments.length && isStringLike(node.arguments[0])) {
                    add(`token ${p}: ${node.arguments[0].text}`);
                    const args = node.arguments[1];
                    if (args && ts.isObjectLiteralExpression(args)) {
                        for (const prop of args.properties) {
                            const key = prop.name ? propertyKey(prop.name) : null;
                            if (key !== null) add(`wire ${p}: ${key}`);
                        }
                    }
                }
            }
            ts.forEachChild(node, visit);
        };
        visit(body);
    }

    functionWireFacts(p, sym) {
        for (const decl of (sym.declarations || []).filter(ts.isFunctionDeclaration)) {
            const js = this.jsOf(decl);
            if (!js) continue;
            for (const stmt of js.statements) {
                if (ts.isFunctionDeclaration(stmt) && stmt.name && stmt.name.text === sym.name) {
                    this.callWire(p, stmt, INVOKE_CALLS);
                    this.packageRefs(p, stmt);
                }
            }
            return;
        }
    }

    /** `Object.defineProperty(exports, "x", { get() { return __config.get("x") ?? getEnv(…) } })`. */
    configWireFacts(p, sym) {
        const decl = (sym.declarations || []).find(ts.isVariableDeclaration);
        if (!decl) return;
        const js = this.jsOf(decl);
        if (!js) return;
        const add = (fact) => this.surface.add(fact);
        const name = sym.name;
        const found = [];
        const namespaces = [];
        const visit = (node) => {
            if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression) &&
                node.expression.name.text === 'defineProperty' && node.arguments.length >= 3 &&
                isStringLike(node.arguments[1]) && node.arguments[1].text === name) {
                found.push(node.arguments[2]);
            }
            // `exports.x = __config.get("x")` (a plain assignment)
            if (ts.isBinaryExpression(node) && node.operatorToken.kind === SK.EqualsToken &&
                ts.isPropertyAccessExpression(node.left) && ts.isIdentifier(node.left.expression) &&
                node.left.expression.text === 'exports' && node.left.name.text === name) {
                found.push(node.right);
            }
            if (ts.isNewExpression(node) && node.arguments && node.arguments.length &&
                isStringLike(node.arguments[0]) && /(^|\.)Config$/.test(node.expression.getText())) {
                namespaces.push(node.arguments[0].text);
            }
            ts.forEachChild(node, visit);
        };
        visit(js);
        // The namespace belongs to the module; each config value found in it carries it.
        if (!found.length) return;
        for (const namespace of namespaces) add(`config-namespace ${p}: ${namespace}`);
        for (const node of found) {
            const walk = (n) => {
                if (ts.isCallExpression(n) && ts.isPropertyAccessExpression(n.expression) &&
                    CONFIG_GETTERS.has(n.expression.name.text) && n.arguments.length && isStringLike(n.arguments[0]) &&
                    /config/i.test(n.expression.expression.getText())) {
                    add(`config-key ${p}: ${n.arguments[0].text}`);
                }
                ts.forEachChild(n, walk);
            };
            walk(node);
            for (const env of envCalls(node)) add(`env ${p}: ${env}`);
        }
    }
}

// ---------------------------------------------------------------------------------------------
// Helpers

function cmp(a, b) {
    return a < b ? -1 : a > b ? 1 : 0;
}

function unparen(node) {
    while (node && node.kind === SK.ParenthesizedType) node = node.type;
    return node;
}

function hasModifier(node, kind) {
    return !!(ts.canHaveModifiers(node) && (ts.getModifiers(node) || []).some((m) => m.kind === kind));
}

function isNamespaceMember(decl) {
    for (let node = decl.parent; node; node = node.parent) {
        if (ts.isClassLike(node) || ts.isEnumDeclaration(node)) return false;
        if (ts.isModuleBlock(node) || ts.isSourceFile(node)) return true;
    }
    return false;
}

function entityNameText(node) {
    return ts.isQualifiedName(node) ? `${entityNameText(node.left)}.${node.right.text}` : node.text;
}

function leftmost(node) {
    while (ts.isQualifiedName(node)) node = node.left;
    return node;
}

function importSpec(node) {
    const arg = node.argument;
    return arg && ts.isLiteralTypeNode(arg) && isStringLike(arg.literal) ? arg.literal.text : '';
}

/** `pulumi` for @pulumi/pulumi, `import("spec")` for any other module. */
function externalName(spec) {
    return spec === '@pulumi/pulumi' ? 'pulumi' : `import(${JSON.stringify(spec)})`;
}

function externalOf(specNode, rest) {
    if (!specNode || !isStringLike(specNode)) return null;
    const spec = specNode.text;
    if (isRelative(spec)) return null;
    return { prefix: externalName(spec), rest };
}

/** `Array<T>` means the global Array (not a name of the package that happens to be `Array`). */
function isArrayReference(node, extractor) {
    if (!ts.isTypeReferenceNode(node) || !ts.isIdentifier(node.typeName)) return false;
    const written = node.typeName.text;
    if (written !== 'Array' && written !== 'ReadonlyArray') return false;
    const sym = extractor.symbolOf(node.typeName);
    return !sym || extractor.isLib(sym);
}

function isStringLike(node) {
    return !!node && (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node));
}

function isArrayOfStrings(node) {
    return !!node && ts.isArrayLiteralExpression(node) && node.elements.every(isStringLike);
}

function literalText(lit) {
    switch (lit.kind) {
        case SK.StringLiteral:
        case SK.NoSubstitutionTemplateLiteral:
            return JSON.stringify(lit.text);
        case SK.NumericLiteral:
            return String(Number(lit.text));
        case SK.BigIntLiteral:
            return lit.text;
        case SK.TrueKeyword: return 'true';
        case SK.FalseKeyword: return 'false';
        case SK.NullKeyword: return 'null';
        case SK.PrefixUnaryExpression:
            return `${ts.tokenToString(lit.operator)}${literalText(lit.operand)}`;
        default:
            return lit.getText();
    }
}

function memberName(name) {
    if (ts.isIdentifier(name) || ts.isPrivateIdentifier(name)) return name.text;
    if (ts.isStringLiteral(name) || ts.isNoSubstitutionTemplateLiteral(name)) {
        return /^[A-Za-z_$][A-Za-z0-9_$]*$/.test(name.text) ? name.text : JSON.stringify(name.text);
    }
    if (ts.isNumericLiteral(name)) return String(Number(name.text));
    return name.getText();
}

function propertyKey(name) {
    if (ts.isIdentifier(name) || ts.isStringLiteral(name) || ts.isNoSubstitutionTemplateLiteral(name) || ts.isNumericLiteral(name)) return name.text;
    return null;
}

/** `pulumi.secret(x)`, or a helper that wraps like it (`utilities.secretIfDefined(x)`). */
function isSecretWrapper(name) {
    return /secret/i.test(name) && !/^(is|un|get|require)/i.test(name);
}

function containsCall(node, test) {
    let found = false;
    const visit = (n) => {
        if (found) return;
        if (ts.isCallExpression(n)) {
            const callee = n.expression;
            const name = ts.isPropertyAccessExpression(callee) ? callee.name.text : ts.isIdentifier(callee) ? callee.text : null;
            if (name && test(name)) {
                found = true;
                return;
            }
        }
        ts.forEachChild(n, visit);
    };
    visit(node);
    return found;
}

function envCalls(node) {
    const out = [];
    const visit = (n) => {
        if (ts.isCallExpression(n)) {
            const callee = n.expression;
            const name = ts.isPropertyAccessExpression(callee) ? callee.name.text : ts.isIdentifier(callee) ? callee.text : null;
            if (name && ENV_CALLS.has(name)) {
                for (const arg of n.arguments) if (isStringLike(arg)) out.push(arg.text);
            }
        }
        ts.forEachChild(n, visit);
    };
    visit(node);
    return out;
}

// ---------------------------------------------------------------------------------------------
// Commands

/** The kind of a fact: its first word (`export PATH: value` counts as `export-value`). */
function factKind(fact) {
    const word = fact.split(' ', 1)[0];
    if (word === 'export') return `export-${fact.slice(fact.lastIndexOf(': ') + 2)}`;
    return word;
}

function percent(n, m) {
    if (m === 0) return '100.00';
    // Rounded down, so that anything short of everything never prints as 100.00%.
    return (Math.floor((n / m) * 10000) / 100).toFixed(2);
}

/**
 * `--runtime`: loads the package (its `main`, with the dependencies installed beside it) and
 * checks that every exported value its declarations promise is there: namespaces are objects,
 * classes and functions are functions, classes have their static methods and their `token`
 * as `__pulumiType`, config values exist (their getters are not called). Lazily loaded names
 * are read, so the modules behind them are loaded too.
 */
function runtimeProblems(pkgDir, facts) {
    let root;
    try {
        root = require(path.resolve(pkgDir));
    } catch (err) {
        return [`runtime: require(${JSON.stringify(pkgDir)}) throws: ${String(err && err.message).split('\n')[0]}`];
    }
    const problems = [];
    const kinds = new Map();
    const note = (p, kind) => kinds.set(p, (kinds.get(p) || new Set()).add(kind));
    const statics = [];
    const tokens = new Map();
    for (const fact of facts) {
        let m;
        if ((m = /^export (\S+): value$/.exec(fact))) note(m[1], 'export-value');
        else if ((m = /^(?:abstract )?class ([^<\s]+)/.exec(fact))) note(m[1], 'class');
        else if ((m = /^function ([^<(\s]+)/.exec(fact))) note(m[1], 'function');
        else if ((m = /^value (\S+): /.exec(fact))) note(m[1], 'value');
        else if ((m = /^static-method ([^(<]+)\.([^.(<]+)[(<]/.exec(fact))) statics.push([m[1], m[2]]);
        else if ((m = /^token (\S+): (.*)$/.exec(fact))) tokens.set(m[1], m[2]);
    }
    // Every resource's module is registered by require() alone, before any lazily loaded name
    // is read: the engine's references to a resource deserialize as that resource only when
    // its module is registered (else as its id or URN).
    const runtime = createRequire(path.join(path.resolve(pkgDir), 'package.json'))('@pulumi/pulumi').runtime;
    for (const [p, token] of [...tokens].sort((a, b) => cmp(a[0], b[0]))) {
        const parts = token.split(':');
        if (!(kinds.get(p) || new Set()).has('class') || parts.length !== 3 || parts[0] === 'pulumi') continue;
        if (!runtime.getResourceModule(parts[0], parts[1], undefined)) {
            problems.push(`runtime: ${p}: no resource module is registered for ${parts[0]}:${parts[1]} once the package is required`);
        }
    }
    const resolved = new Map();
    /** The runtime value at `p`: { ok, value } or { ok: false } after recording a problem. */
    const lookup = (p, readLast = true) => {
        const parts = p.split('.');
        let value = root;
        for (let i = 0; i < parts.length; i++) {
            const here = parts.slice(0, i + 1).join('.');
            if (value === null || (typeof value !== 'object' && typeof value !== 'function')) {
                problems.push(`runtime: ${here}: its parent is ${value === null ? 'null' : typeof value}, not a namespace`);
                return { ok: false };
            }
            if (i === parts.length - 1 && !readLast) {
                if (!(parts[i] in value)) {
                    problems.push(`runtime: ${p} is not exported by the loaded package`);
                    return { ok: false };
                }
                return { ok: true, value: undefined };
            }
            try {
                value = value[parts[i]];
            } catch (err) {
                problems.push(`runtime: reading ${here} throws: ${String(err && err.message).split('\n')[0]}`);
                return { ok: false };
            }
        }
        return { ok: true, value };
    };
    for (const [p, set] of [...kinds].sort((a, b) => cmp(a[0], b[0]))) {
        if (!set.has('export-value')) continue;
        if (set.has('value') && !set.has('class') && !set.has('function')) {
            // A const (config getters are not called) or an enum-like object (read).
            const found = lookup(p, !p.startsWith('config.'));
            if (found.ok && p.startsWith('config.')) continue;
            if (found.ok && found.value === undefined) problems.push(`runtime: ${p} is undefined`);
            continue;
        }
        const found = lookup(p);
        if (!found.ok) continue;
        resolved.set(p, found.value);
        const want = set.has('class') || set.has('function') ? 'function' : null;
        if (want && typeof found.value !== want) {
            problems.push(`runtime: ${p} is ${found.value === undefined || found.value === null ? String(found.value) : `a value of type ${typeof found.value}`}, not a ${set.has('class') ? 'class' : 'function'}`);
        } else if (!want && (found.value === undefined || found.value === null)) {
            problems.push(`runtime: ${p} is ${found.value}`);
        }
        if (set.has('class') && typeof found.value === 'function' && tokens.has(p)) {
            const token = found.value.__pulumiType;
            if (token !== tokens.get(p)) problems.push(`runtime: ${p}.__pulumiType is ${JSON.stringify(token)}, not ${JSON.stringify(tokens.get(p))}`);
        }
    }
    for (const [p, name] of statics) {
        const cls = resolved.get(p);
        if (typeof cls === 'function' && typeof cls[name] !== 'function') problems.push(`runtime: ${p}.${name} is not a function`);
    }
    problems.push(...esmProblems(pkgDir, [...kinds].filter(([p, set]) => set.has('export-value') && !p.includes('.')).map(([p]) => p)));
    return problems;
}

/**
 * The root's exported values that an ES module cannot import by name (`import { X } from
 * "pkg"`): Node finds a CommonJS module's named exports by reading its source
 * (cjs-module-lexer), so a value defined only by a getter is invisible to it. Asked of a
 * separate node process, which imports the package as an ES module.
 */
function esmProblems(pkgDir, names) {
    const { spawnSync } = require('child_process');
    const { pathToFileURL } = require('url');
    const url = pathToFileURL(require.resolve(path.resolve(pkgDir))).href;
    const program = `import * as m from ${JSON.stringify(url)}; process.stdout.write(JSON.stringify(Object.keys(m)));`;
    const run = spawnSync(process.execPath, ['--input-type=module', '-e', program], { encoding: 'utf8' });
    if (run.status !== 0) {
        return [`runtime: importing the package as an ES module fails: ${String(run.stderr).trim().split('\n')[0]}`];
    }
    const found = new Set(JSON.parse(run.stdout));
    return names
        .filter((name) => !found.has(name))
        .sort(cmp)
        .map((name) => `runtime: ${name} is not a named export of the package for ES modules (import { ${name} } fails)`);
}

function compare(referenceDir, ourDir, reportFile, out, runtime = false) {
    const reference = extract(referenceDir);
    const ours = extract(ourDir);
    if (runtime && !ours.problems.length) ours.problems.push(...runtimeProblems(ourDir, ours.facts));
    if (reference.problems.length) {
        throw new UsageError(`the reference package ${referenceDir} cannot be read:\n  ${reference.problems.join('\n  ')}`);
    }
    const missing = [...reference.facts].filter((f) => !ours.facts.has(f)).sort(cmp);
    const extra = [...ours.facts].filter((f) => !reference.facts.has(f)).sort(cmp);
    const m = reference.facts.size;
    const n = m - missing.length;
    out.push(`coverage: ${percent(n, m)}% (${n}/${m})`);
    out.push(`extra facts in ours (not a failure): ${extra.length}`);
    if (ours.problems.length) {
        out.push(`problems in ${ourDir} (${ours.problems.length}):`);
        for (const problem of ours.problems.slice(0, MISSING_SHOWN)) out.push(`  ${problem}`);
    }
    if (missing.length) {
        const byKind = new Map();
        for (const fact of missing) byKind.set(factKind(fact), (byKind.get(factKind(fact)) || 0) + 1);
        out.push(`missing facts by kind: ${[...byKind].sort((a, b) => b[1] - a[1] || cmp(a[0], b[0])).map(([k, c]) => `${k} ${c}`).join(', ')}`);
        out.push(`missing (${missing.length}${missing.length > MISSING_SHOWN ? `, first ${MISSING_SHOWN} shown` : ''}):`);
        for (const fact of missing.slice(0, MISSING_SHOWN)) out.push(`  ${fact}`);
    }
    if (reportFile) {
        const text = [
            `reference: ${path.resolve(referenceDir)}`,
            `ours: ${path.resolve(ourDir)}`,
            `coverage: ${percent(n, m)}% (${n}/${m})`,
            '',
            `problems (${ours.problems.length}):`, ...ours.problems.map((x) => `  ${x}`),
            '',
            `missing (${missing.length}):`, ...missing.map((x) => `  ${x}`),
            '',
            `extra (${extra.length}):`, ...extra.map((x) => `  ${x}`),
            '',
        ].join('\n');
        fs.writeFileSync(reportFile, text);
        out.push(`(every missing and extra fact: ${reportFile})`);
    }
    return missing.length === 0 && ours.problems.length === 0 ? 0 : 1;
}

function main(argv) {
    const out = [];
    let code = 0;
    const [command, ...args] = argv;
    let report = null;
    const runtimeAt = args.indexOf('--runtime');
    const runtime = runtimeAt >= 0;
    if (runtime) args.splice(runtimeAt, 1);
    const reportAt = args.indexOf('--report');
    if (reportAt >= 0) {
        report = args[reportAt + 1];
        if (!report) throw new UsageError('--report needs a file');
        args.splice(reportAt, 2);
    }
    if (command === 'facts' && args.length === 1) {
        const surface = extract(args[0]);
        for (const fact of [...surface.facts].sort(cmp)) out.push(fact);
        for (const problem of surface.problems) process.stderr.write(`problem: ${problem}\n`);
        code = surface.problems.length ? 1 : 0;
    } else if (command === 'compare' && args.length === 2) {
        code = compare(args[0], args[1], report, out, runtime);
    } else {
        throw new UsageError(
            'usage: node api_surface.js facts PKGDIR\n' +
                '       node api_surface.js compare REFERENCE_PKGDIR OUR_PKGDIR [--report FILE] [--runtime]',
        );
    }
    process.stdout.write(out.length ? out.join('\n') + '\n' : '');
    return code;
}

module.exports = { extract, compare, percent, runtimeProblems };

if (require.main === module) {
    try {
        process.exitCode = main(process.argv.slice(2));
    } catch (err) {
        if (err instanceof UsageError) {
            process.stderr.write(`api_surface.js: ${err.message}\n`);
            process.exitCode = 2;
        } else {
            throw err;
        }
    }
}
