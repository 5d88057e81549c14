/**
 * Mock-runtime checks of the generated Node.js SDKs of the two seed packages.
 *
 * The Node.js counterpart of tests/python/seed_mocks.py. It is compiled together with
 * output_only.ts by `tsc -p .` (tsconfig.json beside it: strict, CommonJS, ES2020, outDir
 * `bin`) in a scratch directory whose node_modules holds
 *
 *     @pulumi/gatewaycloud  the SDK sdkgen generates from schema/gatewaycloud.json (built)
 *     @pulumi/streamcloud   the SDK sdkgen generates from schema/streamcloud.json (built)
 *     @pulumi/pulumi        the Pulumi Node.js SDK those packages use
 *     @types/node
 *
 * and then run as
 *
 *     node bin/seed_mocks.js [SCHEMA_DIR]
 *
 * SCHEMA_DIR (or the environment variable SDKGEN_SCHEMA_DIR) defaults to the first
 * `schema/` folder holding gatewaycloud.json found upwards from the working directory or
 * from this file. The program exits 0 when every check passes and 1 otherwise, printing
 * one line per failed check and a closing `seed_mocks: N passed, M failed` line.
 *
 * The expected API is what Pulumi's own Node.js generator (pkg/codegen/nodejs, checked
 * against its v3.259.0 output for the same schemas) emits:
 *
 * * functions: `getX(args?: GetXArgs, opts?: pulumi.InvokeOptions): Promise<GetXResult>` and
 *   `getXOutput(args?: GetXOutputArgs, opts?: pulumi.InvokeOutputOptions): pulumi.Output<GetXResult>`
 *   (no `args` parameter and no Args interfaces when the schema function has no inputs);
 *   the invoke token is exactly the schema token and the wire arguments carry the schema's
 *   (camelCase) names; results are the invoke's return value as it is (camelCase fields);
 * * object types: `types.input.X` (plain, for function inputs), `types.input.XArgs` (every
 *   field a `pulumi.Input`, for resource/provider inputs and the Output form of functions),
 *   `types.output.X`; types nothing references get `XArgs` and `output.X` (sdkgen's rule);
 *   sdkgen's `"outputOnly": true` fields are absent from input types (see output_only.ts);
 *   types with schema defaults get `xArgsProvideDefaults` / `xProvideDefaults` helpers;
 * * Provider: `pulumi:providers:<pkg>`; an explicitly given secret input is wrapped with
 *   `pulumi.secret`; non-string inputs are JSON-encoded (`pulumi.output(x).apply(JSON.stringify)`),
 *   so the `maxRetries` default 4 goes over the wire as "4"; `defaultInfo.environment`
 *   variables fill unset inputs. NOTE: unlike the Python SDK, Pulumi's Node.js Provider
 *   does NOT wrap a value that came from an environment variable (or a default) in a
 *   secret: the generated line is
 *   `(args?.x ? pulumi.secret(args.x) : undefined) ?? utilities.getEnv("ENV")`
 *   (pkg/codegen/nodejs/gen.go genResource; e.g. @pulumi/github's provider.js `token`);
 *   only `additionalSecretOutputs` protects it, which mocks do not see. sdkgen wraps the
 *   default as well (a token read from the environment is as secret as one passed in, and
 *   the Python SDK does the same), so ENV_DEFAULTS_ARE_SECRET is set.
 * * config: `<pkg>.config.<name>` getters reading `new pulumi.Config("<pkg>")`
 *   (`get` for strings, `getObject` otherwise), falling back to the environment variables
 *   and defaults of the schema.
 *
 * Every check that can be derived from the schema is derived (so every function is called
 * in both forms), and hand-written, typed calls and expectations (names, tokens, values)
 * guard against passing vacuously. The compile-time block `ApiShape` pins the exact public
 * types (the published-package surface) of both SDKs.
 */

import { strict as assert } from "assert";
import * as fs from "fs";
import * as path from "path";
import * as pulumi from "@pulumi/pulumi";
import * as gw from "@pulumi/gatewaycloud";
import * as sc from "@pulumi/streamcloud";
// Deep imports, as programs write them against Pulumi's published packages.
import * as gwGetPortal from "@pulumi/gatewaycloud/getPortal";
import * as gwConfigVars from "@pulumi/gatewaycloud/config/vars";
import * as scConfig from "@pulumi/streamcloud/config";
import * as scInput from "@pulumi/streamcloud/types/input";

const GW = "gatewaycloud";
const SC = "streamcloud";

/** sdkgen's Provider sends env-var defaults of secret inputs wrapped (see the header). */
const ENV_DEFAULTS_ARE_SECRET = true;

// ---------------------------------------------------------------------------
// Compile-time API shape: exact types of the public API, as Pulumi's generator
// (pkg/codegen/nodejs v3.259.0) emits them for schema/gatewaycloud.json and for the
// provider/config of schema/streamcloud.json. `Equals` is type identity (readonly and
// optionality included), so a renamed, missing, extra or retyped member fails `tsc`.
// ---------------------------------------------------------------------------

type Equals<X, Y> = (<T>() => T extends X ? 1 : 2) extends (<T>() => T extends Y ? 1 : 2) ? true : false;
type Expect<T extends true> = T;

export type ApiShape = [
    // gatewaycloud: getCloudGatewayNetwork (signatures, Args, OutputArgs, Result)
    Expect<Equals<Parameters<typeof gw.getCloudGatewayNetwork>, [args?: gw.GetCloudGatewayNetworkArgs, opts?: pulumi.InvokeOptions]>>,
    Expect<Equals<ReturnType<typeof gw.getCloudGatewayNetwork>, Promise<gw.GetCloudGatewayNetworkResult>>>,
    Expect<Equals<Parameters<typeof gw.getCloudGatewayNetworkOutput>, [args?: gw.GetCloudGatewayNetworkOutputArgs, opts?: pulumi.InvokeOutputOptions]>>,
    Expect<Equals<ReturnType<typeof gw.getCloudGatewayNetworkOutput>, pulumi.Output<gw.GetCloudGatewayNetworkResult>>>,
    Expect<Equals<gw.GetCloudGatewayNetworkArgs, { filter?: gw.types.input.GetCloudGatewayNetworkFilter }>>,
    Expect<Equals<gw.GetCloudGatewayNetworkResult, {
        readonly availabilityZones: string[];
        readonly cidrBlock: string;
        readonly cloudGatewayProviderAccountId: string;
        readonly configurationReferenceCount: number;
        readonly createdAt: string;
        readonly default: boolean;
        readonly entityVersion: number;
        readonly filter?: gw.types.output.GetCloudGatewayNetworkFilter;
        readonly id: string;
        readonly name: string;
        readonly providerMetadata: gw.types.output.GetCloudGatewayNetworkProviderMetadata;
        readonly region: string;
        readonly transitGatewayCount: number;
        readonly updatedAt: string;
    }>>,
    Expect<Equals<gw.GetCloudGatewayNetworkOutputArgs, { filter?: pulumi.Input<gw.types.input.GetCloudGatewayNetworkFilterArgs | undefined> }>>,
    // gatewaycloud: getCloudGatewayProviderAccountList (signatures, Args, OutputArgs, Result)
    Expect<Equals<Parameters<typeof gw.getCloudGatewayProviderAccountList>, [opts?: pulumi.InvokeOptions]>>,
    Expect<Equals<ReturnType<typeof gw.getCloudGatewayProviderAccountList>, Promise<gw.GetCloudGatewayProviderAccountListResult>>>,
    Expect<Equals<Parameters<typeof gw.getCloudGatewayProviderAccountListOutput>, [opts?: pulumi.InvokeOutputOptions]>>,
    Expect<Equals<ReturnType<typeof gw.getCloudGatewayProviderAccountListOutput>, pulumi.Output<gw.GetCloudGatewayProviderAccountListResult>>>,
    Expect<Equals<gw.GetCloudGatewayProviderAccountListResult, {
        readonly datas: gw.types.output.GetCloudGatewayProviderAccountListData[];
        readonly id: string;
    }>>,
    // gatewaycloud: getGatewayControlPlane (signatures, Args, OutputArgs, Result)
    Expect<Equals<Parameters<typeof gw.getGatewayControlPlane>, [args?: gw.GetGatewayControlPlaneArgs, opts?: pulumi.InvokeOptions]>>,
    Expect<Equals<ReturnType<typeof gw.getGatewayControlPlane>, Promise<gw.GetGatewayControlPlaneResult>>>,
    Expect<Equals<Parameters<typeof gw.getGatewayControlPlaneOutput>, [args?: gw.GetGatewayControlPlaneOutputArgs, opts?: pulumi.InvokeOutputOptions]>>,
    Expect<Equals<ReturnType<typeof gw.getGatewayControlPlaneOutput>, pulumi.Output<gw.GetGatewayControlPlaneResult>>>,
    Expect<Equals<gw.GetGatewayControlPlaneArgs, {
        filter?: gw.types.input.GetGatewayControlPlaneFilter;
        filterLabels?: string;
        sort?: string;
    }>>,
    Expect<Equals<gw.GetGatewayControlPlaneResult, {
        readonly config: gw.types.output.GetGatewayControlPlaneConfig;
        readonly description: string;
        readonly filter?: gw.types.output.GetGatewayControlPlaneFilter;
        readonly filterLabels?: string;
        readonly id: string;
        readonly labels: {[key: string]: string};
        readonly name: string;
        readonly sort?: string;
    }>>,
    Expect<Equals<gw.GetGatewayControlPlaneOutputArgs, {
        filter?: pulumi.Input<gw.types.input.GetGatewayControlPlaneFilterArgs | undefined>;
        filterLabels?: pulumi.Input<string | undefined>;
        sort?: pulumi.Input<string | undefined>;
    }>>,
    // gatewaycloud: getGatewayControlPlaneList (signatures, Args, OutputArgs, Result)
    Expect<Equals<Parameters<typeof gw.getGatewayControlPlaneList>, [args?: gw.GetGatewayControlPlaneListArgs, opts?: pulumi.InvokeOptions]>>,
    Expect<Equals<ReturnType<typeof gw.getGatewayControlPlaneList>, Promise<gw.GetGatewayControlPlaneListResult>>>,
    Expect<Equals<Parameters<typeof gw.getGatewayControlPlaneListOutput>, [args?: gw.GetGatewayControlPlaneListOutputArgs, opts?: pulumi.InvokeOutputOptions]>>,
    Expect<Equals<ReturnType<typeof gw.getGatewayControlPlaneListOutput>, pulumi.Output<gw.GetGatewayControlPlaneListResult>>>,
    Expect<Equals<gw.GetGatewayControlPlaneListArgs, {
        filter?: gw.types.input.GetGatewayControlPlaneListFilter;
        filterLabels?: string;
        sort?: string;
    }>>,
    Expect<Equals<gw.GetGatewayControlPlaneListResult, {
        readonly datas: gw.types.output.GetGatewayControlPlaneListData[];
        readonly filter?: gw.types.output.GetGatewayControlPlaneListFilter;
        readonly filterLabels?: string;
        readonly id: string;
        readonly sort?: string;
    }>>,
    Expect<Equals<gw.GetGatewayControlPlaneListOutputArgs, {
        filter?: pulumi.Input<gw.types.input.GetGatewayControlPlaneListFilterArgs | undefined>;
        filterLabels?: pulumi.Input<string | undefined>;
        sort?: pulumi.Input<string | undefined>;
    }>>,
    // gatewaycloud: getMeshControlPlanes (signatures, Args, OutputArgs, Result)
    Expect<Equals<Parameters<typeof gw.getMeshControlPlanes>, [opts?: pulumi.InvokeOptions]>>,
    Expect<Equals<ReturnType<typeof gw.getMeshControlPlanes>, Promise<gw.GetMeshControlPlanesResult>>>,
    Expect<Equals<Parameters<typeof gw.getMeshControlPlanesOutput>, [opts?: pulumi.InvokeOutputOptions]>>,
    Expect<Equals<ReturnType<typeof gw.getMeshControlPlanesOutput>, pulumi.Output<gw.GetMeshControlPlanesResult>>>,
    Expect<Equals<gw.GetMeshControlPlanesResult, {
        readonly datas: gw.types.output.GetMeshControlPlanesData[];
        readonly id: string;
    }>>,
    // gatewaycloud: getPlatformIpAddresses (signatures, Args, OutputArgs, Result)
    Expect<Equals<Parameters<typeof gw.getPlatformIpAddresses>, [opts?: pulumi.InvokeOptions]>>,
    Expect<Equals<ReturnType<typeof gw.getPlatformIpAddresses>, Promise<gw.GetPlatformIpAddressesResult>>>,
    Expect<Equals<Parameters<typeof gw.getPlatformIpAddressesOutput>, [opts?: pulumi.InvokeOutputOptions]>>,
    Expect<Equals<ReturnType<typeof gw.getPlatformIpAddressesOutput>, pulumi.Output<gw.GetPlatformIpAddressesResult>>>,
    Expect<Equals<gw.GetPlatformIpAddressesResult, {
        readonly egressIps: {[key: string]: string[]};
        readonly id: string;
        readonly ingressIps: {[key: string]: string[]};
        readonly regions: {[key: string]: {[key: string]: string[]}};
        readonly updateDate: string;
    }>>,
    // gatewaycloud: getPortal (signatures, Args, OutputArgs, Result)
    Expect<Equals<Parameters<typeof gw.getPortal>, [args?: gw.GetPortalArgs, opts?: pulumi.InvokeOptions]>>,
    Expect<Equals<ReturnType<typeof gw.getPortal>, Promise<gw.GetPortalResult>>>,
    Expect<Equals<Parameters<typeof gw.getPortalOutput>, [args?: gw.GetPortalOutputArgs, opts?: pulumi.InvokeOutputOptions]>>,
    Expect<Equals<ReturnType<typeof gw.getPortalOutput>, pulumi.Output<gw.GetPortalResult>>>,
    Expect<Equals<gw.GetPortalArgs, {
        filter?: gw.types.input.GetPortalFilter;
        sort?: string;
    }>>,
    Expect<Equals<gw.GetPortalResult, {
        readonly authenticationEnabled: boolean;
        readonly autoApproveApplications: boolean;
        readonly autoApproveDevelopers: boolean;
        readonly canonicalDomain: string;
        readonly createdAt: string;
        readonly defaultApiVisibility: string;
        readonly defaultApplicationAuthStrategyId: string;
        readonly defaultDomain: string;
        readonly defaultPageVisibility: string;
        readonly description: string;
        readonly displayName: string;
        readonly filter?: gw.types.output.GetPortalFilter;
        readonly id: string;
        readonly labels: {[key: string]: string};
        readonly name: string;
        readonly rbacEnabled: boolean;
        readonly siprEnabled: boolean;
        readonly sort?: string;
        readonly updatedAt: string;
    }>>,
    Expect<Equals<gw.GetPortalOutputArgs, {
        filter?: pulumi.Input<gw.types.input.GetPortalFilterArgs | undefined>;
        sort?: pulumi.Input<string | undefined>;
    }>>,
    // gatewaycloud: getPortalClassicList (signatures, Args, OutputArgs, Result)
    Expect<Equals<Parameters<typeof gw.getPortalClassicList>, [args?: gw.GetPortalClassicListArgs, opts?: pulumi.InvokeOptions]>>,
    Expect<Equals<ReturnType<typeof gw.getPortalClassicList>, Promise<gw.GetPortalClassicListResult>>>,
    Expect<Equals<Parameters<typeof gw.getPortalClassicListOutput>, [args?: gw.GetPortalClassicListOutputArgs, opts?: pulumi.InvokeOutputOptions]>>,
    Expect<Equals<ReturnType<typeof gw.getPortalClassicListOutput>, pulumi.Output<gw.GetPortalClassicListResult>>>,
    Expect<Equals<gw.GetPortalClassicListArgs, { sort?: string }>>,
    Expect<Equals<gw.GetPortalClassicListResult, {
        readonly datas: gw.types.output.GetPortalClassicListData[];
        readonly id: string;
        readonly sort?: string;
    }>>,
    Expect<Equals<gw.GetPortalClassicListOutputArgs, { sort?: pulumi.Input<string | undefined> }>>,
    // gatewaycloud: getSystemAccount (signatures, Args, OutputArgs, Result)
    Expect<Equals<Parameters<typeof gw.getSystemAccount>, [args?: gw.GetSystemAccountArgs, opts?: pulumi.InvokeOptions]>>,
    Expect<Equals<ReturnType<typeof gw.getSystemAccount>, Promise<gw.GetSystemAccountResult>>>,
    Expect<Equals<Parameters<typeof gw.getSystemAccountOutput>, [args?: gw.GetSystemAccountOutputArgs, opts?: pulumi.InvokeOutputOptions]>>,
    Expect<Equals<ReturnType<typeof gw.getSystemAccountOutput>, pulumi.Output<gw.GetSystemAccountResult>>>,
    Expect<Equals<gw.GetSystemAccountArgs, { filter?: gw.types.input.GetSystemAccountFilter }>>,
    Expect<Equals<gw.GetSystemAccountResult, {
        readonly createdAt?: string;
        readonly description?: string;
        readonly filter?: gw.types.output.GetSystemAccountFilter;
        readonly id?: string;
    }>>,
    Expect<Equals<gw.GetSystemAccountOutputArgs, { filter?: pulumi.Input<gw.types.input.GetSystemAccountFilterArgs | undefined> }>>,
    // gw.Provider (output properties, constructor, ProviderArgs)
    Expect<Equals<gw.Provider["personalAccessToken"], pulumi.Output<string | undefined>>>,
    Expect<Equals<gw.Provider["platformAccessToken"], pulumi.Output<string | undefined>>>,
    Expect<Equals<gw.Provider["serverUrl"], pulumi.Output<string | undefined>>>,
    Expect<Equals<gw.Provider["serviceAccessToken"], pulumi.Output<string | undefined>>>,
    Expect<Equals<gw.Provider["systemAccountAccessToken"], pulumi.Output<string | undefined>>>,
    Expect<Equals<ConstructorParameters<typeof gw.Provider>, [name: string, args?: gw.ProviderArgs, opts?: pulumi.ResourceOptions]>>,
    Expect<Equals<gw.ProviderArgs, {
        personalAccessToken?: pulumi.Input<string | undefined>;
        platformAccessToken?: pulumi.Input<string | undefined>;
        serverUrl?: pulumi.Input<string | undefined>;
        serviceAccessToken?: pulumi.Input<string | undefined>;
        systemAccountAccessToken?: pulumi.Input<string | undefined>;
    }>>,
    // gw.config
    Expect<Equals<typeof gw.config.personalAccessToken, string | undefined>>,
    Expect<Equals<typeof gw.config.platformAccessToken, string | undefined>>,
    Expect<Equals<typeof gw.config.serverUrl, string | undefined>>,
    Expect<Equals<typeof gw.config.serviceAccessToken, string | undefined>>,
    Expect<Equals<typeof gw.config.systemAccountAccessToken, string | undefined>>,
    // gatewaycloud: gw.types.input
    Expect<Equals<gw.types.input.GetCloudGatewayNetworkFilter, {
        name?: gw.types.input.GetCloudGatewayNetworkFilterName;
        state?: gw.types.input.GetCloudGatewayNetworkFilterState;
    }>>,
    Expect<Equals<gw.types.input.GetCloudGatewayNetworkFilterArgs, {
        name?: pulumi.Input<gw.types.input.GetCloudGatewayNetworkFilterNameArgs | undefined>;
        state?: pulumi.Input<gw.types.input.GetCloudGatewayNetworkFilterStateArgs | undefined>;
    }>>,
    Expect<Equals<gw.types.input.GetCloudGatewayNetworkFilterName, {
        contains?: string;
        eq?: string;
        neq?: string;
        ocontains?: string;
        oeq?: string;
    }>>,
    Expect<Equals<gw.types.input.GetCloudGatewayNetworkFilterNameArgs, {
        contains?: pulumi.Input<string | undefined>;
        eq?: pulumi.Input<string | undefined>;
        neq?: pulumi.Input<string | undefined>;
        ocontains?: pulumi.Input<string | undefined>;
        oeq?: pulumi.Input<string | undefined>;
    }>>,
    Expect<Equals<gw.types.input.GetCloudGatewayNetworkFilterState, { oeq?: string }>>,
    Expect<Equals<gw.types.input.GetCloudGatewayNetworkFilterStateArgs, { oeq?: pulumi.Input<string | undefined> }>>,
    Expect<Equals<gw.types.input.GetGatewayControlPlaneFilter, {
        cloudGateway?: boolean;
        clusterType?: gw.types.input.GetGatewayControlPlaneFilterClusterType;
        id?: gw.types.input.GetGatewayControlPlaneFilterId;
        name?: gw.types.input.GetGatewayControlPlaneFilterName;
    }>>,
    Expect<Equals<gw.types.input.GetGatewayControlPlaneFilterArgs, {
        cloudGateway?: pulumi.Input<boolean | undefined>;
        clusterType?: pulumi.Input<gw.types.input.GetGatewayControlPlaneFilterClusterTypeArgs | undefined>;
        id?: pulumi.Input<gw.types.input.GetGatewayControlPlaneFilterIdArgs | undefined>;
        name?: pulumi.Input<gw.types.input.GetGatewayControlPlaneFilterNameArgs | undefined>;
    }>>,
    Expect<Equals<gw.types.input.GetGatewayControlPlaneFilterClusterType, {
        eq?: string;
        neq?: string;
        oeq?: string;
    }>>,
    Expect<Equals<gw.types.input.GetGatewayControlPlaneFilterClusterTypeArgs, {
        eq?: pulumi.Input<string | undefined>;
        neq?: pulumi.Input<string | undefined>;
        oeq?: pulumi.Input<string | undefined>;
    }>>,
    Expect<Equals<gw.types.input.GetGatewayControlPlaneFilterId, {
        eq?: string;
        oeq?: string;
    }>>,
    Expect<Equals<gw.types.input.GetGatewayControlPlaneFilterIdArgs, {
        eq?: pulumi.Input<string | undefined>;
        oeq?: pulumi.Input<string | undefined>;
    }>>,
    Expect<Equals<gw.types.input.GetGatewayControlPlaneFilterName, {
        contains?: string;
        eq?: string;
        neq?: string;
    }>>,
    Expect<Equals<gw.types.input.GetGatewayControlPlaneFilterNameArgs, {
        contains?: pulumi.Input<string | undefined>;
        eq?: pulumi.Input<string | undefined>;
        neq?: pulumi.Input<string | undefined>;
    }>>,
    Expect<Equals<gw.types.input.GetGatewayControlPlaneListFilter, {
        cloudGateway?: boolean;
        clusterType?: gw.types.input.GetGatewayControlPlaneListFilterClusterType;
        id?: gw.types.input.GetGatewayControlPlaneListFilterId;
        name?: gw.types.input.GetGatewayControlPlaneListFilterName;
    }>>,
    Expect<Equals<gw.types.input.GetGatewayControlPlaneListFilterArgs, {
        cloudGateway?: pulumi.Input<boolean | undefined>;
        clusterType?: pulumi.Input<gw.types.input.GetGatewayControlPlaneListFilterClusterTypeArgs | undefined>;
        id?: pulumi.Input<gw.types.input.GetGatewayControlPlaneListFilterIdArgs | undefined>;
        name?: pulumi.Input<gw.types.input.GetGatewayControlPlaneListFilterNameArgs | undefined>;
    }>>,
    Expect<Equals<gw.types.input.GetGatewayControlPlaneListFilterClusterType, {
        eq?: string;
        neq?: string;
        oeq?: string;
    }>>,
    Expect<Equals<gw.types.input.GetGatewayControlPlaneListFilterClusterTypeArgs, {
        eq?: pulumi.Input<string | undefined>;
        neq?: pulumi.Input<string | undefined>;
        oeq?: pulumi.Input<string | undefined>;
    }>>,
    Expect<Equals<gw.types.input.GetGatewayControlPlaneListFilterId, {
        eq?: string;
        oeq?: string;
    }>>,
    Expect<Equals<gw.types.input.GetGatewayControlPlaneListFilterIdArgs, {
        eq?: pulumi.Input<string | undefined>;
        oeq?: pulumi.Input<string | undefined>;
    }>>,
    Expect<Equals<gw.types.input.GetGatewayControlPlaneListFilterName, {
        contains?: string;
        eq?: string;
        neq?: string;
    }>>,
    Expect<Equals<gw.types.input.GetGatewayControlPlaneListFilterNameArgs, {
        contains?: pulumi.Input<string | undefined>;
        eq?: pulumi.Input<string | undefined>;
        neq?: pulumi.Input<string | undefined>;
    }>>,
    Expect<Equals<gw.types.input.GetPortalFilter, {
        authenticationEnabled?: boolean;
        autoApproveApplications?: boolean;
        autoApproveDevelopers?: boolean;
        canonicalDomain?: gw.types.input.GetPortalFilterCanonicalDomain;
        defaultApiVisibility?: gw.types.input.GetPortalFilterDefaultApiVisibility;
        defaultApplicationAuthStrategyId?: gw.types.input.GetPortalFilterDefaultApplicationAuthStrategyId;
        defaultDomain?: gw.types.input.GetPortalFilterDefaultDomain;
        defaultPageVisibility?: gw.types.input.GetPortalFilterDefaultPageVisibility;
        description?: gw.types.input.GetPortalFilterDescription;
        id?: gw.types.input.GetPortalFilterId;
        name?: gw.types.input.GetPortalFilterName;
        rbacEnabled?: boolean;
    }>>,
    Expect<Equals<gw.types.input.GetPortalFilterArgs, {
        authenticationEnabled?: pulumi.Input<boolean | undefined>;
        autoApproveApplications?: pulumi.Input<boolean | undefined>;
        autoApproveDevelopers?: pulumi.Input<boolean | undefined>;
        canonicalDomain?: pulumi.Input<gw.types.input.GetPortalFilterCanonicalDomainArgs | undefined>;
        defaultApiVisibility?: pulumi.Input<gw.types.input.GetPortalFilterDefaultApiVisibilityArgs | undefined>;
        defaultApplicationAuthStrategyId?: pulumi.Input<gw.types.input.GetPortalFilterDefaultApplicationAuthStrategyIdArgs | undefined>;
        defaultDomain?: pulumi.Input<gw.types.input.GetPortalFilterDefaultDomainArgs | undefined>;
        defaultPageVisibility?: pulumi.Input<gw.types.input.GetPortalFilterDefaultPageVisibilityArgs | undefined>;
        description?: pulumi.Input<gw.types.input.GetPortalFilterDescriptionArgs | undefined>;
        id?: pulumi.Input<gw.types.input.GetPortalFilterIdArgs | undefined>;
        name?: pulumi.Input<gw.types.input.GetPortalFilterNameArgs | undefined>;
        rbacEnabled?: pulumi.Input<boolean | undefined>;
    }>>,
    Expect<Equals<gw.types.input.GetPortalFilterCanonicalDomain, {
        contains?: string;
        eq?: string;
        neq?: string;
        ocontains?: string;
        oeq?: string;
    }>>,
    Expect<Equals<gw.types.input.GetPortalFilterCanonicalDomainArgs, {
        contains?: pulumi.Input<string | undefined>;
        eq?: pulumi.Input<string | undefined>;
        neq?: pulumi.Input<string | undefined>;
        ocontains?: pulumi.Input<string | undefined>;
        oeq?: pulumi.Input<string | undefined>;
    }>>,
    Expect<Equals<gw.types.input.GetPortalFilterDefaultApiVisibility, {
        contains?: string;
        eq?: string;
        neq?: string;
        ocontains?: string;
        oeq?: string;
    }>>,
    Expect<Equals<gw.types.input.GetPortalFilterDefaultApiVisibilityArgs, {
        contains?: pulumi.Input<string | undefined>;
        eq?: pulumi.Input<string | undefined>;
        neq?: pulumi.Input<string | undefined>;
        ocontains?: pulumi.Input<string | undefined>;
        oeq?: pulumi.Input<string | undefined>;
    }>>,
    Expect<Equals<gw.types.input.GetPortalFilterDefaultApplicationAuthStrategyId, {
        eq?: string;
        neq?: string;
        oeq?: string;
    }>>,
    Expect<Equals<gw.types.input.GetPortalFilterDefaultApplicationAuthStrategyIdArgs, {
        eq?: pulumi.Input<string | undefined>;
        neq?: pulumi.Input<string | undefined>;
        oeq?: pulumi.Input<string | undefined>;
    }>>,
    Expect<Equals<gw.types.input.GetPortalFilterDefaultDomain, {
        contains?: string;
        eq?: string;
        neq?: string;
        ocontains?: string;
        oeq?: string;
    }>>,
    Expect<Equals<gw.types.input.GetPortalFilterDefaultDomainArgs, {
        contains?: pulumi.Input<string | undefined>;
        eq?: pulumi.Input<string | undefined>;
        neq?: pulumi.Input<string | undefined>;
        ocontains?: pulumi.Input<string | undefined>;
        oeq?: pulumi.Input<string | undefined>;
    }>>,
    Expect<Equals<gw.types.input.GetPortalFilterDefaultPageVisibility, {
        contains?: string;
        eq?: string;
        neq?: string;
        ocontains?: string;
        oeq?: string;
    }>>,
    Expect<Equals<gw.types.input.GetPortalFilterDefaultPageVisibilityArgs, {
        contains?: pulumi.Input<string | undefined>;
        eq?: pulumi.Input<string | undefined>;
        neq?: pulumi.Input<string | undefined>;
        ocontains?: pulumi.Input<string | undefined>;
        oeq?: pulumi.Input<string | undefined>;
    }>>,
    Expect<Equals<gw.types.input.GetPortalFilterDescription, {
        contains?: string;
        eq?: string;
        neq?: string;
        ocontains?: string;
        oeq?: string;
    }>>,
    Expect<Equals<gw.types.input.GetPortalFilterDescriptionArgs, {
        contains?: pulumi.Input<string | undefined>;
        eq?: pulumi.Input<string | undefined>;
        neq?: pulumi.Input<string | undefined>;
        ocontains?: pulumi.Input<string | undefined>;
        oeq?: pulumi.Input<string | undefined>;
    }>>,
    Expect<Equals<gw.types.input.GetPortalFilterId, {
        eq?: string;
        neq?: string;
        oeq?: string;
    }>>,
    Expect<Equals<gw.types.input.GetPortalFilterIdArgs, {
        eq?: pulumi.Input<string | undefined>;
        neq?: pulumi.Input<string | undefined>;
        oeq?: pulumi.Input<string | undefined>;
    }>>,
    Expect<Equals<gw.types.input.GetPortalFilterName, {
        contains?: string;
        eq?: string;
        neq?: string;
        ocontains?: string;
        oeq?: string;
    }>>,
    Expect<Equals<gw.types.input.GetPortalFilterNameArgs, {
        contains?: pulumi.Input<string | undefined>;
        eq?: pulumi.Input<string | undefined>;
        neq?: pulumi.Input<string | undefined>;
        ocontains?: pulumi.Input<string | undefined>;
        oeq?: pulumi.Input<string | undefined>;
    }>>,
    Expect<Equals<gw.types.input.GetSystemAccountFilter, {
        description?: gw.types.input.GetSystemAccountFilterDescription;
        name?: gw.types.input.GetSystemAccountFilterName;
        platformManaged?: boolean;
    }>>,
    Expect<Equals<gw.types.input.GetSystemAccountFilterArgs, {
        description?: pulumi.Input<gw.types.input.GetSystemAccountFilterDescriptionArgs | undefined>;
        name?: pulumi.Input<gw.types.input.GetSystemAccountFilterNameArgs | undefined>;
        platformManaged?: pulumi.Input<boolean | undefined>;
    }>>,
    Expect<Equals<gw.types.input.GetSystemAccountFilterDescription, {
        contains?: string;
        eq?: string;
    }>>,
    Expect<Equals<gw.types.input.GetSystemAccountFilterDescriptionArgs, {
        contains?: pulumi.Input<string | undefined>;
        eq?: pulumi.Input<string | undefined>;
    }>>,
    Expect<Equals<gw.types.input.GetSystemAccountFilterName, {
        contains?: string;
        eq?: string;
    }>>,
    Expect<Equals<gw.types.input.GetSystemAccountFilterNameArgs, {
        contains?: pulumi.Input<string | undefined>;
        eq?: pulumi.Input<string | undefined>;
    }>>,
    // gatewaycloud: gw.types.output
    Expect<Equals<gw.types.output.GetCloudGatewayNetworkFilter, {
        name?: gw.types.output.GetCloudGatewayNetworkFilterName;
        state?: gw.types.output.GetCloudGatewayNetworkFilterState;
    }>>,
    Expect<Equals<gw.types.output.GetCloudGatewayNetworkFilterName, {
        contains?: string;
        eq?: string;
        neq?: string;
        ocontains?: string;
        oeq?: string;
    }>>,
    Expect<Equals<gw.types.output.GetCloudGatewayNetworkFilterState, { oeq?: string }>>,
    Expect<Equals<gw.types.output.GetCloudGatewayNetworkProviderMetadata, {}>>,
    Expect<Equals<gw.types.output.GetCloudGatewayProviderAccountListData, {}>>,
    Expect<Equals<gw.types.output.GetGatewayControlPlaneConfig, {}>>,
    Expect<Equals<gw.types.output.GetGatewayControlPlaneFilter, {
        cloudGateway?: boolean;
        clusterType?: gw.types.output.GetGatewayControlPlaneFilterClusterType;
        id?: gw.types.output.GetGatewayControlPlaneFilterId;
        name?: gw.types.output.GetGatewayControlPlaneFilterName;
    }>>,
    Expect<Equals<gw.types.output.GetGatewayControlPlaneFilterClusterType, {
        eq?: string;
        neq?: string;
        oeq?: string;
    }>>,
    Expect<Equals<gw.types.output.GetGatewayControlPlaneFilterId, {
        eq?: string;
        oeq?: string;
    }>>,
    Expect<Equals<gw.types.output.GetGatewayControlPlaneFilterName, {
        contains?: string;
        eq?: string;
        neq?: string;
    }>>,
    Expect<Equals<gw.types.output.GetGatewayControlPlaneListData, {}>>,
    Expect<Equals<gw.types.output.GetGatewayControlPlaneListFilter, {
        cloudGateway?: boolean;
        clusterType?: gw.types.output.GetGatewayControlPlaneListFilterClusterType;
        id?: gw.types.output.GetGatewayControlPlaneListFilterId;
        name?: gw.types.output.GetGatewayControlPlaneListFilterName;
    }>>,
    Expect<Equals<gw.types.output.GetGatewayControlPlaneListFilterClusterType, {
        eq?: string;
        neq?: string;
        oeq?: string;
    }>>,
    Expect<Equals<gw.types.output.GetGatewayControlPlaneListFilterId, {
        eq?: string;
        oeq?: string;
    }>>,
    Expect<Equals<gw.types.output.GetGatewayControlPlaneListFilterName, {
        contains?: string;
        eq?: string;
        neq?: string;
    }>>,
    Expect<Equals<gw.types.output.GetMeshControlPlanesData, {}>>,
    Expect<Equals<gw.types.output.GetPortalClassicListData, {}>>,
    Expect<Equals<gw.types.output.GetPortalFilter, {
        authenticationEnabled?: boolean;
        autoApproveApplications?: boolean;
        autoApproveDevelopers?: boolean;
        canonicalDomain?: gw.types.output.GetPortalFilterCanonicalDomain;
        defaultApiVisibility?: gw.types.output.GetPortalFilterDefaultApiVisibility;
        defaultApplicationAuthStrategyId?: gw.types.output.GetPortalFilterDefaultApplicationAuthStrategyId;
        defaultDomain?: gw.types.output.GetPortalFilterDefaultDomain;
        defaultPageVisibility?: gw.types.output.GetPortalFilterDefaultPageVisibility;
        description?: gw.types.output.GetPortalFilterDescription;
        id?: gw.types.output.GetPortalFilterId;
        name?: gw.types.output.GetPortalFilterName;
        rbacEnabled?: boolean;
    }>>,
    Expect<Equals<gw.types.output.GetPortalFilterCanonicalDomain, {
        contains?: string;
        eq?: string;
        neq?: string;
        ocontains?: string;
        oeq?: string;
    }>>,
    Expect<Equals<gw.types.output.GetPortalFilterDefaultApiVisibility, {
        contains?: string;
        eq?: string;
        neq?: string;
        ocontains?: string;
        oeq?: string;
    }>>,
    Expect<Equals<gw.types.output.GetPortalFilterDefaultApplicationAuthStrategyId, {
        eq?: string;
        neq?: string;
        oeq?: string;
    }>>,
    Expect<Equals<gw.types.output.GetPortalFilterDefaultDomain, {
        contains?: string;
        eq?: string;
        neq?: string;
        ocontains?: string;
        oeq?: string;
    }>>,
    Expect<Equals<gw.types.output.GetPortalFilterDefaultPageVisibility, {
        contains?: string;
        eq?: string;
        neq?: string;
        ocontains?: string;
        oeq?: string;
    }>>,
    Expect<Equals<gw.types.output.GetPortalFilterDescription, {
        contains?: string;
        eq?: string;
        neq?: string;
        ocontains?: string;
        oeq?: string;
    }>>,
    Expect<Equals<gw.types.output.GetPortalFilterId, {
        eq?: string;
        neq?: string;
        oeq?: string;
    }>>,
    Expect<Equals<gw.types.output.GetPortalFilterName, {
        contains?: string;
        eq?: string;
        neq?: string;
        ocontains?: string;
        oeq?: string;
    }>>,
    Expect<Equals<gw.types.output.GetSystemAccountFilter, {
        description?: gw.types.output.GetSystemAccountFilterDescription;
        name?: gw.types.output.GetSystemAccountFilterName;
        platformManaged?: boolean;
    }>>,
    Expect<Equals<gw.types.output.GetSystemAccountFilterDescription, {
        contains?: string;
        eq?: string;
    }>>,
    Expect<Equals<gw.types.output.GetSystemAccountFilterName, {
        contains?: string;
        eq?: string;
    }>>,
    // sc.Provider (output properties, constructor, ProviderArgs)
    Expect<Equals<sc.Provider["catalogRestEndpoint"], pulumi.Output<string | undefined>>>,
    Expect<Equals<sc.Provider["cloudApiKey"], pulumi.Output<string | undefined>>>,
    Expect<Equals<sc.Provider["cloudApiSecret"], pulumi.Output<string | undefined>>>,
    Expect<Equals<sc.Provider["endpoint"], pulumi.Output<string | undefined>>>,
    Expect<Equals<sc.Provider["environmentId"], pulumi.Output<string | undefined>>>,
    Expect<Equals<sc.Provider["flinkApiKey"], pulumi.Output<string | undefined>>>,
    Expect<Equals<sc.Provider["flinkApiSecret"], pulumi.Output<string | undefined>>>,
    Expect<Equals<sc.Provider["flinkComputePoolId"], pulumi.Output<string | undefined>>>,
    Expect<Equals<sc.Provider["flinkPrincipalId"], pulumi.Output<string | undefined>>>,
    Expect<Equals<sc.Provider["flinkRestEndpoint"], pulumi.Output<string | undefined>>>,
    Expect<Equals<sc.Provider["kafkaApiKey"], pulumi.Output<string | undefined>>>,
    Expect<Equals<sc.Provider["kafkaApiSecret"], pulumi.Output<string | undefined>>>,
    Expect<Equals<sc.Provider["kafkaId"], pulumi.Output<string | undefined>>>,
    Expect<Equals<sc.Provider["kafkaRestEndpoint"], pulumi.Output<string | undefined>>>,
    Expect<Equals<sc.Provider["organizationId"], pulumi.Output<string | undefined>>>,
    Expect<Equals<sc.Provider["schemaRegistryApiKey"], pulumi.Output<string | undefined>>>,
    Expect<Equals<sc.Provider["schemaRegistryApiSecret"], pulumi.Output<string | undefined>>>,
    Expect<Equals<sc.Provider["schemaRegistryId"], pulumi.Output<string | undefined>>>,
    Expect<Equals<sc.Provider["schemaRegistryRestEndpoint"], pulumi.Output<string | undefined>>>,
    Expect<Equals<sc.Provider["tableflowApiKey"], pulumi.Output<string | undefined>>>,
    Expect<Equals<sc.Provider["tableflowApiSecret"], pulumi.Output<string | undefined>>>,
    Expect<Equals<ConstructorParameters<typeof sc.Provider>, [name: string, args?: sc.ProviderArgs, opts?: pulumi.ResourceOptions]>>,
    Expect<Equals<sc.ProviderArgs, {
        catalogRestEndpoint?: pulumi.Input<string | undefined>;
        cloudApiKey?: pulumi.Input<string | undefined>;
        cloudApiSecret?: pulumi.Input<string | undefined>;
        endpoint?: pulumi.Input<string | undefined>;
        environmentId?: pulumi.Input<string | undefined>;
        flinkApiKey?: pulumi.Input<string | undefined>;
        flinkApiSecret?: pulumi.Input<string | undefined>;
        flinkComputePoolId?: pulumi.Input<string | undefined>;
        flinkPrincipalId?: pulumi.Input<string | undefined>;
        flinkRestEndpoint?: pulumi.Input<string | undefined>;
        kafkaApiKey?: pulumi.Input<string | undefined>;
        kafkaApiSecret?: pulumi.Input<string | undefined>;
        kafkaId?: pulumi.Input<string | undefined>;
        kafkaRestEndpoint?: pulumi.Input<string | undefined>;
        maxRetries?: pulumi.Input<number | undefined>;
        oauth?: pulumi.Input<sc.types.input.ProviderOauthArgs | undefined>;
        organizationId?: pulumi.Input<string | undefined>;
        schemaRegistryApiKey?: pulumi.Input<string | undefined>;
        schemaRegistryApiSecret?: pulumi.Input<string | undefined>;
        schemaRegistryId?: pulumi.Input<string | undefined>;
        schemaRegistryRestEndpoint?: pulumi.Input<string | undefined>;
        tableflowApiKey?: pulumi.Input<string | undefined>;
        tableflowApiSecret?: pulumi.Input<string | undefined>;
    }>>,
    // sc.config
    Expect<Equals<typeof sc.config.catalogRestEndpoint, string | undefined>>,
    Expect<Equals<typeof sc.config.cloudApiKey, string | undefined>>,
    Expect<Equals<typeof sc.config.cloudApiSecret, string | undefined>>,
    Expect<Equals<typeof sc.config.endpoint, string | undefined>>,
    Expect<Equals<typeof sc.config.environmentId, string | undefined>>,
    Expect<Equals<typeof sc.config.flinkApiKey, string | undefined>>,
    Expect<Equals<typeof sc.config.flinkApiSecret, string | undefined>>,
    Expect<Equals<typeof sc.config.flinkComputePoolId, string | undefined>>,
    Expect<Equals<typeof sc.config.flinkPrincipalId, string | undefined>>,
    Expect<Equals<typeof sc.config.flinkRestEndpoint, string | undefined>>,
    Expect<Equals<typeof sc.config.kafkaApiKey, string | undefined>>,
    Expect<Equals<typeof sc.config.kafkaApiSecret, string | undefined>>,
    Expect<Equals<typeof sc.config.kafkaId, string | undefined>>,
    Expect<Equals<typeof sc.config.kafkaRestEndpoint, string | undefined>>,
    Expect<Equals<typeof sc.config.maxRetries, number>>,
    Expect<Equals<typeof sc.config.oauth, sc.types.output.ProviderOauth | undefined>>,
    Expect<Equals<typeof sc.config.organizationId, string | undefined>>,
    Expect<Equals<typeof sc.config.schemaRegistryApiKey, string | undefined>>,
    Expect<Equals<typeof sc.config.schemaRegistryApiSecret, string | undefined>>,
    Expect<Equals<typeof sc.config.schemaRegistryId, string | undefined>>,
    Expect<Equals<typeof sc.config.schemaRegistryRestEndpoint, string | undefined>>,
    Expect<Equals<typeof sc.config.tableflowApiKey, string | undefined>>,
    Expect<Equals<typeof sc.config.tableflowApiSecret, string | undefined>>,
];

// ---------------------------------------------------------------------------
// Hand-written, reviewed expectations (the program must not pass vacuously).
// ---------------------------------------------------------------------------

/** token -> Node.js function name (tokenToFunctionName: camelCase of the member). */
const EXPECTED_GW_FUNCTIONS: Record<string, string> = {
    "gatewaycloud:index/getCloudGatewayNetwork:getCloudGatewayNetwork": "getCloudGatewayNetwork",
    "gatewaycloud:index/getCloudGatewayProviderAccountList:getCloudGatewayProviderAccountList": "getCloudGatewayProviderAccountList",
    "gatewaycloud:index/getGatewayControlPlane:getGatewayControlPlane": "getGatewayControlPlane",
    "gatewaycloud:index/getGatewayControlPlaneList:getGatewayControlPlaneList": "getGatewayControlPlaneList",
    "gatewaycloud:index/getMeshControlPlanes:getMeshControlPlanes": "getMeshControlPlanes",
    "gatewaycloud:index/getPlatformIpAddresses:getPlatformIpAddresses": "getPlatformIpAddresses",
    "gatewaycloud:index/getPortal:getPortal": "getPortal",
    "gatewaycloud:index/getPortalClassicList:getPortalClassicList": "getPortalClassicList",
    "gatewaycloud:index/getSystemAccount:getSystemAccount": "getSystemAccount",
};
const EXPECTED_GW_FUNCTION_COUNT = 9;

type AnyPlainFn = (...args: any[]) => Promise<unknown>;
type AnyOutputFn = (...args: any[]) => pulumi.Output<unknown>;

/** The generated functions, by token (typed access: a missing export fails `tsc`). */
function gwFunctions(): Record<string, { plain: AnyPlainFn; output: AnyOutputFn }> {
    return {
        "gatewaycloud:index/getCloudGatewayNetwork:getCloudGatewayNetwork":
            { plain: gw.getCloudGatewayNetwork, output: gw.getCloudGatewayNetworkOutput },
        "gatewaycloud:index/getCloudGatewayProviderAccountList:getCloudGatewayProviderAccountList":
            { plain: gw.getCloudGatewayProviderAccountList, output: gw.getCloudGatewayProviderAccountListOutput },
        "gatewaycloud:index/getGatewayControlPlane:getGatewayControlPlane":
            { plain: gw.getGatewayControlPlane, output: gw.getGatewayControlPlaneOutput },
        "gatewaycloud:index/getGatewayControlPlaneList:getGatewayControlPlaneList":
            { plain: gw.getGatewayControlPlaneList, output: gw.getGatewayControlPlaneListOutput },
        "gatewaycloud:index/getMeshControlPlanes:getMeshControlPlanes":
            { plain: gw.getMeshControlPlanes, output: gw.getMeshControlPlanesOutput },
        "gatewaycloud:index/getPlatformIpAddresses:getPlatformIpAddresses":
            { plain: gw.getPlatformIpAddresses, output: gw.getPlatformIpAddressesOutput },
        "gatewaycloud:index/getPortal:getPortal":
            { plain: gw.getPortal, output: gw.getPortalOutput },
        "gatewaycloud:index/getPortalClassicList:getPortalClassicList":
            { plain: gw.getPortalClassicList, output: gw.getPortalClassicListOutput },
        "gatewaycloud:index/getSystemAccount:getSystemAccount":
            { plain: gw.getSystemAccount, output: gw.getSystemAccountOutput },
    };
}

/** Provider input (wire name) -> environment variables, from defaultInfo.environment. */
const EXPECTED_ENV: Record<string, Record<string, string[]>> = {
    [GW]: { personalAccessToken: ["PLATFORM_TOKEN"], systemAccountAccessToken: ["PLATFORM_SPAT"] },
    [SC]: { tableflowApiKey: ["TABLEFLOW_API_KEY"], tableflowApiSecret: ["TABLEFLOW_API_SECRET"] },
};
const ENV_VALUES: Record<string, string> = {
    PLATFORM_TOKEN: "env-platform-token",
    PLATFORM_SPAT: "env-platform-spat",
    TABLEFLOW_API_KEY: "env-tableflow-key",
    TABLEFLOW_API_SECRET: "env-tableflow-secret",
};

const EXPECTED_CONFIG_VARS: Record<string, string[]> = {
    [GW]: ["personalAccessToken", "platformAccessToken", "serverUrl", "serviceAccessToken", "systemAccountAccessToken"],
    [SC]: ["catalogRestEndpoint", "cloudApiKey", "cloudApiSecret", "endpoint", "environmentId", "flinkApiKey",
        "flinkApiSecret", "flinkComputePoolId", "flinkPrincipalId", "flinkRestEndpoint", "kafkaApiKey",
        "kafkaApiSecret", "kafkaId", "kafkaRestEndpoint", "maxRetries", "oauth", "organizationId",
        "schemaRegistryApiKey", "schemaRegistryApiSecret", "schemaRegistryId", "schemaRegistryRestEndpoint",
        "tableflowApiKey", "tableflowApiSecret"],
};

/** Output-only fields (sdkgen extension) that must exist in streamcloud, by type name. */
const EXPECTED_SC_OUTPUT_ONLY: Record<string, string[]> = {
    AccessPointCloudAEgressPrivateLinkEndpoint: ["vpcEndpointDnsName", "vpcEndpointId"],
    AccessPointCloudAIngressPrivateLinkEndpoint: ["dnsDomain", "vpcEndpointServiceName"],
    BusinessMetadataAttributeDefinition: ["options", "type"],
    ByokKeyCloudA: ["roles"],
    ByokKeyCloudB: ["applicationId"],
    ByokKeyCloudC: ["securityGroup"],
};

/** Canned invoke results written by hand (wire names); everything else is derived. */
const CANNED_OVERRIDES: Record<string, Record<string, unknown>> = {
    "gatewaycloud:index/getPlatformIpAddresses:getPlatformIpAddresses": {
        id: "ips-1",
        egressIps: { usEast1: ["203.0.113.1", "203.0.113.2"], eu_west_1: [] },
        ingressIps: { apSouth1: ["198.51.100.7"] },
        regions: { usEast1: { hostNames: ["gw.example.net"], ipList: ["203.0.113.1"] } },
        updateDate: "2024-01-02-03-04-05",
    },
    "gatewaycloud:index/getCloudGatewayNetwork:getCloudGatewayNetwork": {
        availabilityZones: ["use1-az1", "use1-az2"],
        cidrBlock: "10.0.0.0/16",
        cloudGatewayProviderAccountId: "acct-1",
        configurationReferenceCount: 3,
        createdAt: "2024-01-01T00:00:00Z",
        default: true,
        entityVersion: 12,
        filter: { name: { eq: "net-a" }, state: { oeq: "ready" } },
        id: "net-1",
        name: "net-a",
        providerMetadata: {},
        region: "us-east-1",
        transitGatewayCount: 2,
        updatedAt: "2024-01-03T00:00:00Z",
    },
};

// ---------------------------------------------------------------------------
// Reporting
// ---------------------------------------------------------------------------

function show(v: unknown): string {
    try {
        const s = JSON.stringify(v, (_k, x: unknown) =>
            x instanceof Secret ? `Secret(${JSON.stringify(x.value)})` : x === undefined ? "<undefined>" : x);
        return s === undefined ? String(v) : s;
    } catch {
        return String(v);
    }
}

class Report {
    passed = 0;
    readonly failures: string[] = [];

    check(cond: boolean, what: string, detail = ""): boolean {
        if (cond) {
            this.passed++;
            return true;
        }
        this.failures.push(what + (detail ? `: ${detail}` : ""));
        return false;
    }

    /** Deep strict equality (node's assert.deepStrictEqual). */
    eq(actual: unknown, expected: unknown, what: string): boolean {
        try {
            assert.deepStrictEqual(actual, expected);
            return this.check(true, what);
        } catch (e) {
            if (e instanceof assert.AssertionError) {
                return this.check(false, what, `expected ${show(expected)}, got ${show(actual)}`);
            }
            throw e;
        }
    }

    fail(what: string, detail = ""): void {
        this.check(false, what, detail);
    }

    exception(what: string, e: unknown): void {
        const detail = e instanceof Error ? `${e.name}: ${e.message}` + (e.stack ? `\n    ${e.stack.split("\n").slice(1, 4).join("\n    ")}` : "") : String(e);
        this.fail(what, detail);
    }
}

/** Resolves an Output in the mocked program (rejects when the Output failed). */
function value<T>(o: pulumi.Output<T>): Promise<T> {
    // `promise()` is what Pulumi's own SDK tests await; it is not in the public typings.
    const internal = o as unknown as { promise?: (withUnknowns?: boolean) => Promise<T> };
    if (typeof internal.promise === "function") {
        return internal.promise();
    }
    return new Promise<T>((resolve) => o.apply((v) => { resolve(v); return v; }));
}

type Settled<T> = { ok: true; value: T } | { ok: false; error: unknown };

async function settle<T>(p: Promise<T>): Promise<Settled<T>> {
    try {
        return { ok: true, value: await p };
    } catch (error) {
        return { ok: false, error };
    }
}

class Probe extends Error {}

// ---------------------------------------------------------------------------
// Schema helpers
// ---------------------------------------------------------------------------

interface TypeSpec {
    type?: string;
    $ref?: string;
    items?: TypeSpec;
    additionalProperties?: TypeSpec | boolean;
    properties?: Record<string, TypeSpec>;
    required?: string[];
    enum?: unknown[];
    oneOf?: TypeSpec[];
    default?: unknown;
    secret?: boolean;
    outputOnly?: boolean;
    defaultInfo?: { environment?: string[] };
}

interface FunctionSpec {
    inputs?: TypeSpec;
    outputs?: TypeSpec;
}

interface PackageSpec {
    name: string;
    types?: Record<string, TypeSpec>;
    functions?: Record<string, FunctionSpec>;
    resources?: Record<string, unknown>;
    provider?: { inputProperties?: Record<string, TypeSpec>; properties?: Record<string, TypeSpec> };
    config?: { variables?: Record<string, TypeSpec> };
}

class Schema {
    readonly name: string;
    readonly types: Record<string, TypeSpec>;
    readonly functions: Record<string, FunctionSpec>;
    readonly resources: Record<string, unknown>;
    readonly providerInputs: Record<string, TypeSpec>;
    readonly configVars: Record<string, TypeSpec>;

    constructor(readonly file: string) {
        const raw = JSON.parse(fs.readFileSync(file, "utf8")) as PackageSpec;
        this.name = raw.name;
        this.types = raw.types ?? {};
        this.functions = raw.functions ?? {};
        this.resources = raw.resources ?? {};
        this.providerInputs = raw.provider?.inputProperties ?? {};
        this.configVars = raw.config?.variables ?? {};
    }

    ref(t: TypeSpec): { tok: string; spec: TypeSpec | undefined } | undefined {
        const r = t.$ref;
        if (typeof r === "string" && r.startsWith("#/types/")) {
            const tok = r.slice("#/types/".length);
            return { tok, spec: this.types[tok] };
        }
        return undefined;
    }

    objProps(spec: TypeSpec, includeOutputOnly = true): Record<string, TypeSpec> {
        const out: Record<string, TypeSpec> = {};
        for (const [k, v] of Object.entries(spec.properties ?? {})) {
            if (includeOutputOnly || !v.outputOnly) {
                out[k] = v;
            }
        }
        return out;
    }

    fnInputs(fn: FunctionSpec): Record<string, TypeSpec> | undefined {
        return fn.inputs === undefined ? undefined : fn.inputs.properties ?? {};
    }

    fnOutputs(fn: FunctionSpec): { props: Record<string, TypeSpec>; required: string[] } {
        let out: TypeSpec = fn.outputs ?? {};
        const r = this.ref(out);
        if (r !== undefined) {
            out = r.spec ?? {};
        }
        return { props: out.properties ?? {}, required: out.required ?? [] };
    }
}

function isStringType(t: TypeSpec): boolean {
    return t.type === "string" && t.$ref === undefined;
}

function tokenMember(tok: string): string {
    return tok.split(":")[2];
}

function upperFirst(s: string): string {
    return s.slice(0, 1).toUpperCase() + s.slice(1);
}

function lowerFirst(s: string): string {
    return s.slice(0, 1).toLowerCase() + s.slice(1);
}

/** tokenToFunctionName: cgstrings.Camel(UppercaseFirst(member)). */
function functionName(tok: string): string {
    return lowerFirst(upperFirst(tokenMember(tok)));
}

/** tokenToName: UppercaseFirst(member). */
function typeName(tok: string): string {
    return upperFirst(tokenMember(tok));
}

function findSchemaDir(): string | undefined {
    const given = process.argv[2] ?? process.env.SDKGEN_SCHEMA_DIR;
    if (given) {
        return given;
    }
    for (const start of [process.cwd(), __dirname]) {
        let dir = path.resolve(start);
        for (;;) {
            if (fs.existsSync(path.join(dir, "schema", "gatewaycloud.json"))) {
                return path.join(dir, "schema");
            }
            const parent = path.dirname(dir);
            if (parent === dir) {
                break;
            }
            dir = parent;
        }
    }
    return undefined;
}

// ---------------------------------------------------------------------------
// Mocks
// ---------------------------------------------------------------------------

interface RecordedCall { token: string; inputs: Record<string, unknown> }
interface RecordedResource { type: string; name: string; inputs: Record<string, unknown>; custom: boolean | undefined }

class RecordingMocks implements pulumi.runtime.Mocks {
    readonly calls: RecordedCall[] = [];
    readonly resources: RecordedResource[] = [];
    readonly errors: string[] = [];

    constructor(private readonly canned: (token: string, inputs: Record<string, unknown>) => Record<string, unknown>) {}

    call(args: pulumi.runtime.MockCallArgs): Record<string, unknown> {
        const inputs = (args.inputs ?? {}) as Record<string, unknown>;
        this.calls.push({ token: args.token, inputs });
        try {
            return this.canned(args.token, inputs);
        } catch (e) {
            // Reported after the run; the invoke gets an empty result.
            this.errors.push(`mock call ${args.token}: ${e instanceof Error ? e.message : String(e)}`);
            return {};
        }
    }

    newResource(args: pulumi.runtime.MockResourceArgs): { id: string; state: Record<string, unknown> } {
        const inputs = (args.inputs ?? {}) as Record<string, unknown>;
        this.resources.push({ type: args.type, name: args.name, inputs, custom: args.custom });
        // Echo the inputs as the resource's state, so that Provider outputs resolve.
        return { id: `${args.name}-id`, state: inputs };
    }
}

class Secret {
    constructor(readonly value: unknown) {}
}

function normalizeSecrets(inputs: Record<string, unknown>): Record<string, unknown> {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(inputs)) {
        out[k] = pulumi.runtime.isRpcSecret(v) ? new Secret(pulumi.runtime.unwrapRpcSecret(v)) : v;
    }
    return out;
}

/** JSON with sorted keys: a canonical form of wire values. */
function canonical(v: unknown): string {
    const norm = (x: unknown): unknown => {
        if (Array.isArray(x)) {
            return x.map(norm);
        }
        if (x !== null && typeof x === "object") {
            const o = x as Record<string, unknown>;
            const out: Record<string, unknown> = {};
            for (const k of Object.keys(o).sort()) {
                out[k] = norm(o[k]);
            }
            return out;
        }
        return x;
    };
    return JSON.stringify(norm(v)) ?? "undefined";
}

function isPlainObject(v: unknown): v is Record<string, unknown> {
    return v !== null && typeof v === "object" && !Array.isArray(v);
}

/** Differences between two wire values, as short path messages. */
function wireDiff(expected: unknown, actual: unknown, p = ""): string[] {
    if (isPlainObject(expected) && isPlainObject(actual)) {
        const out: string[] = [];
        for (const k of [...new Set([...Object.keys(expected), ...Object.keys(actual)])].sort()) {
            const q = p ? `${p}.${k}` : k;
            if (!(k in actual)) {
                out.push(`${q}: missing`);
            } else if (!(k in expected)) {
                out.push(`${q}: unexpected (=${show(actual[k])})`);
            } else {
                out.push(...wireDiff(expected[k], actual[k], q));
            }
        }
        return out;
    }
    if (Array.isArray(expected) && Array.isArray(actual) && expected.length === actual.length) {
        return expected.flatMap((e, i) => wireDiff(e, actual[i], `${p}[${i}]`));
    }
    if (canonical(expected) !== canonical(actual)) {
        return [`${p || "<args>"}: expected ${show(expected)}, got ${show(actual)}`];
    }
    return [];
}

// ---------------------------------------------------------------------------
// Sample values
// ---------------------------------------------------------------------------

/**
 * A sample input value for a schema type; in Node.js the value passed is also the wire
 * value (names are not translated). `truthy` picks true/false for booleans: falsy values
 * must be sent too.
 */
function buildInput(schema: Schema, t: TypeSpec, p: string, tag: string, truthy: boolean): unknown {
    const r = schema.ref(t);
    if (r !== undefined) {
        const spec = r.spec;
        if (spec === undefined || (spec.type ?? "object") !== "object" || spec.enum !== undefined) {
            return buildInput(schema, spec ?? { type: "string" }, p, tag, truthy);
        }
        const out: Record<string, unknown> = {};
        for (const [w, ps] of Object.entries(schema.objProps(spec, false))) {
            out[w] = buildInput(schema, ps, `${p}.${w}`, tag, truthy);
        }
        return out;
    }
    switch (t.type) {
        case "string":
            return `${p}@${tag}`;
        case "boolean":
            return truthy;
        case "integer":
            return 7;
        case "number":
            return 2.5;
        case "array":
            return [buildInput(schema, t.items ?? {}, `${p}[0]`, tag, truthy)];
        case "object":
            if (typeof t.additionalProperties === "object") {
                return { someKey: buildInput(schema, t.additionalProperties, `${p}{k}`, tag, truthy) };
            }
            return {};
        default:
            return `${p}@${tag}`;
    }
}

/** The same value with every leaf and every object/array wrapped (Output or Promise). */
function wrapInputs(v: unknown, depth = 0): unknown {
    if (Array.isArray(v)) {
        return pulumi.output(v.map((x) => wrapInputs(x, depth + 1)));
    }
    if (isPlainObject(v)) {
        const out: Record<string, unknown> = {};
        for (const [k, x] of Object.entries(v)) {
            out[k] = wrapInputs(x, depth + 1);
        }
        return depth === 0 ? out : pulumi.output(out);
    }
    if (typeof v === "boolean") {
        return Promise.resolve(v);
    }
    return pulumi.output(v);
}

function cannedValue(schema: Schema, t: TypeSpec, p: string): unknown {
    const r = schema.ref(t);
    if (r !== undefined) {
        const spec = r.spec;
        if (spec === undefined) {
            return p;
        }
        if ((spec.type ?? "object") !== "object" || spec.enum !== undefined) {
            return cannedValue(schema, spec, p);
        }
        const out: Record<string, unknown> = {};
        for (const [w, ps] of Object.entries(schema.objProps(spec))) {
            out[w] = cannedValue(schema, ps, `${p}.${w}`);
        }
        return out;
    }
    switch (t.type) {
        case "string":
            return p;
        case "boolean":
            return p.length % 2 === 0;
        case "integer":
            return p.length;
        case "number":
            return p.length + 0.5;
        case "array":
            return [cannedValue(schema, t.items ?? {}, `${p}[0]`), cannedValue(schema, t.items ?? {}, `${p}[1]`)];
        case "object":
            if (typeof t.additionalProperties === "object") {
                // Map keys are user data: a camelCase and a snake_case key, neither may be renamed.
                return {
                    usEast1: cannedValue(schema, t.additionalProperties, `${p}{usEast1}`),
                    eu_west_1: cannedValue(schema, t.additionalProperties, `${p}{eu_west_1}`),
                };
            }
            return {};
        default:
            return p;
    }
}

function makeCanned(schema: Schema): (token: string, inputs: Record<string, unknown>) => Record<string, unknown> {
    return (token, inputs) => {
        const fn = schema.functions[token];
        if (fn === undefined) {
            throw new Error(`invoke of a token the schema does not define: ${JSON.stringify(token)}`);
        }
        const { props, required } = schema.fnOutputs(fn);
        let full = CANNED_OVERRIDES[token];
        if (full === undefined) {
            full = {};
            for (const [w, p] of Object.entries(props)) {
                full[w] = cannedValue(schema, p, `${tokenMember(token)}.${w}`);
            }
        }
        const fnInputs = schema.fnInputs(fn);
        if (fnInputs !== undefined && Object.keys(fnInputs).length > 0 && Object.keys(inputs).length === 0) {
            // Called without arguments: only the required outputs come back.
            const out: Record<string, unknown> = {};
            for (const [w, v] of Object.entries(full)) {
                if (required.includes(w)) {
                    out[w] = v;
                }
            }
            return out;
        }
        return full;
    };
}

// ---------------------------------------------------------------------------
// Static checks on the schemas (the hand-written expectations match the inputs)
// ---------------------------------------------------------------------------

function envMap(schema: Schema): Record<string, string[]> {
    const out: Record<string, string[]> = {};
    for (const [w, p] of Object.entries(schema.providerInputs)) {
        const envs = p.defaultInfo?.environment ?? [];
        if (envs.length > 0) {
            out[w] = [...envs];
        }
    }
    return out;
}

function outputOnlyFields(schema: Schema): Record<string, string[]> {
    const found: Record<string, string[]> = {};
    for (const [tok, spec] of Object.entries(schema.types)) {
        const oo = Object.entries(spec.properties ?? {}).filter(([, p]) => p.outputOnly).map(([w]) => w);
        if (oo.length > 0) {
            found[tok] = oo;
        }
    }
    return found;
}

function sorted<T>(xs: Iterable<T>): T[] {
    return [...xs].sort();
}

function checkSchemas(report: Report, gwS: Schema, scS: Schema): void {
    report.eq(gwS.name, GW, "schema name of gatewaycloud.json");
    report.eq(scS.name, SC, "schema name of streamcloud.json");
    report.eq(Object.keys(gwS.functions).length, EXPECTED_GW_FUNCTION_COUNT, "number of gatewaycloud functions");
    report.eq(sorted(Object.keys(gwS.functions)), sorted(Object.keys(EXPECTED_GW_FUNCTIONS)), "gatewaycloud function tokens");
    const names: Record<string, string> = {};
    for (const tok of Object.keys(gwS.functions)) {
        names[tok] = functionName(tok);
    }
    report.eq(names, EXPECTED_GW_FUNCTIONS, "Node.js name of every gatewaycloud function");
    report.eq(envMap(gwS), EXPECTED_ENV[GW], "gatewaycloud provider defaultInfo.environment");
    report.eq(envMap(scS), EXPECTED_ENV[SC], "streamcloud provider defaultInfo.environment");
    report.eq(scS.providerInputs.maxRetries?.default, 4, "streamcloud provider maxRetries default");
    report.eq(outputOnlyFields(gwS), {}, "gatewaycloud has no outputOnly fields");
    const scOO: Record<string, string[]> = {};
    for (const [tok, ws] of Object.entries(outputOnlyFields(scS))) {
        scOO[typeName(tok)] = ws;
    }
    for (const [name, fields] of Object.entries(EXPECTED_SC_OUTPUT_ONLY)) {
        report.eq(sorted(scOO[name] ?? []), sorted(fields), `streamcloud outputOnly fields of ${name}`);
    }
    for (const s of [gwS, scS]) {
        report.eq(sorted(Object.keys(s.configVars)), sorted(EXPECTED_CONFIG_VARS[s.name]), `${s.name} config variable names`);
    }
    report.check(Object.keys(scS.functions).length === 0 && Object.keys(scS.resources).length === 0,
        "streamcloud has no resources or functions (its nested types are unreferenced)");
}

// ---------------------------------------------------------------------------
// Config
// ---------------------------------------------------------------------------

function clearEnv(): void {
    for (const v of Object.keys(ENV_VALUES)) {
        delete process.env[v];
    }
}

function setConfig(values: Record<string, string>): void {
    pulumi.runtime.setAllConfig({ ...values }, []);
}

function checkConfig(report: Report, schema: Schema, cfg: object): void {
    const name = schema.name;
    const read = (attr: string): Settled<unknown> => {
        try {
            return { ok: true, value: (cfg as Record<string, unknown>)[attr] };
        } catch (error) {
            return { ok: false, error: error instanceof Error ? `${error.name}: ${error.message}` : String(error) };
        }
    };
    report.eq(sorted(Object.keys(cfg)), sorted(Object.keys(schema.configVars)), `${name}.config exports one getter per config variable`);

    // (a) nothing set: schema defaults, undefined elsewhere.
    clearEnv();
    setConfig({});
    for (const [w, p] of Object.entries(schema.configVars)) {
        report.eq(read(w), { ok: true, value: p.default }, `${name}.config.${w} with no config and no env`);
    }
    // (b) environment variables from defaultInfo.environment.
    Object.assign(process.env, ENV_VALUES);
    for (const [w, p] of Object.entries(schema.configVars)) {
        const envs = p.defaultInfo?.environment ?? [];
        if (envs.length > 0) {
            report.eq(read(w), { ok: true, value: ENV_VALUES[envs[0]] }, `${name}.config.${w} from env ${envs[0]}`);
        }
    }
    // (c) stack config wins over env and defaults; non-strings are parsed (getObject).
    const values: Record<string, string> = {};
    const expected: Record<string, unknown> = {};
    for (const [w, p] of Object.entries(schema.configVars)) {
        if (p.type === "integer") {
            values[`${name}:${w}`] = "9";
            expected[w] = 9;
        } else if (p.type === "boolean") {
            values[`${name}:${w}`] = "true";
            expected[w] = true;
        } else if (p.type === "number") {
            values[`${name}:${w}`] = "1.5";
            expected[w] = 1.5;
        } else if (p.$ref !== undefined) {
            values[`${name}:${w}`] = JSON.stringify({ k: `cfg-${w}` });
            expected[w] = { k: `cfg-${w}` }; // object config is parsed from its JSON text
        } else {
            values[`${name}:${w}`] = `cfg-${w}`;
            expected[w] = `cfg-${w}`;
        }
    }
    setConfig(values);
    for (const [w, want] of Object.entries(expected)) {
        report.eq(read(w), { ok: true, value: want }, `${name}.config.${w} from stack config`);
    }
    setConfig({});
    clearEnv();
}

function checkConfigLiterals(report: Report): void {
    // Typed reads (the declared types are pinned in ApiShape).
    process.env.PLATFORM_TOKEN = "tok-literal";
    const pat: string | undefined = gw.config.personalAccessToken;
    report.eq(pat, "tok-literal", "gatewaycloud.config.personalAccessToken reads PLATFORM_TOKEN");
    report.eq(gw.config.systemAccountAccessToken, undefined, "gatewaycloud.config.systemAccountAccessToken unset without PLATFORM_SPAT");
    setConfig({ "gatewaycloud:serverUrl": "https://api.example.test" });
    report.eq(gw.config.serverUrl, "https://api.example.test", "gatewaycloud.config.serverUrl");
    setConfig({ "gatewaycloud:personalAccessToken": "cfg-pat" });
    report.eq(gw.config.personalAccessToken, "cfg-pat", "gatewaycloud.config.personalAccessToken: stack config wins over PLATFORM_TOKEN");
    clearEnv();
    setConfig({});
    const retries: number = sc.config.maxRetries;
    report.eq(retries, 4, "streamcloud.config.maxRetries defaults to 4");
    setConfig({ "streamcloud:maxRetries": "11" });
    report.eq(sc.config.maxRetries, 11, "streamcloud.config.maxRetries from config is a number");
    setConfig({ "streamcloud:oauth": JSON.stringify({ oauthIdentityPoolId: "pool-9", oauthExternalTokenUrl: "https://idp.example.test" }) });
    const oauth: sc.types.output.ProviderOauth | undefined = sc.config.oauth;
    report.eq(oauth?.oauthIdentityPoolId, "pool-9", "streamcloud.config.oauth.oauthIdentityPoolId (object config, camelCase)");
    report.eq(oauth?.oauthExternalTokenUrl, "https://idp.example.test", "streamcloud.config.oauth.oauthExternalTokenUrl");
    setConfig({});
}

// ---------------------------------------------------------------------------
// Types with runtime parts: the ProvideDefaults helpers of types with schema defaults
// ---------------------------------------------------------------------------

function checkDeepImports(report: Report): void {
    report.check(gwGetPortal.getPortal === gw.getPortal, "@pulumi/gatewaycloud/getPortal is the module of getPortal");
    report.check(Object.keys(gwConfigVars).includes("serverUrl"), "@pulumi/gatewaycloud/config/vars holds the config getters");
    report.check(Object.keys(scConfig).includes("maxRetries"), "@pulumi/streamcloud/config is the config module");
    const args: scInput.ProviderOauthArgs | undefined = undefined;
    report.check(args === undefined && typeof scInput === "object", "@pulumi/streamcloud/types/input loads");
}

function checkTypeHelpers(report: Report): void {
    report.check(typeof gw.types.input === "object" && typeof gw.types.output === "object",
        "gatewaycloud.types.input / .output are modules");
    report.check(typeof sc.types.input === "object" && typeof sc.types.output === "object",
        "streamcloud.types.input / .output are modules");
    try {
        const e = sc.types.input.accessPointCloudAEgressPrivateLinkEndpointArgsProvideDefaults({ vpcEndpointServiceName: "com.example.svc" });
        report.eq(e.vpcEndpointServiceName, "com.example.svc", "accessPointCloudAEgressPrivateLinkEndpointArgsProvideDefaults keeps given fields");
        report.eq(e.enableHighAvailability, false, "AccessPointCloudAEgressPrivateLinkEndpointArgs.enableHighAvailability defaults to false");
        const t = sc.types.input.accessPointCloudAEgressPrivateLinkEndpointArgsProvideDefaults({ vpcEndpointServiceName: "s", enableHighAvailability: true });
        report.eq(t.enableHighAvailability, true, "an explicit enableHighAvailability is kept");
        const b = sc.types.input.businessMetadataAttributeDefinitionArgsProvideDefaults({ name: "attr" });
        report.eq(b.isOptional, false, "BusinessMetadataAttributeDefinitionArgs.isOptional defaults to false");
        const o = sc.types.output.accessPointCloudAEgressPrivateLinkEndpointProvideDefaults({
            vpcEndpointServiceName: "svc", vpcEndpointDnsName: "dns.example", vpcEndpointId: "vpce-1",
        });
        report.eq(o, { vpcEndpointServiceName: "svc", vpcEndpointDnsName: "dns.example", vpcEndpointId: "vpce-1", enableHighAvailability: false },
            "output AccessPointCloudAEgressPrivateLinkEndpoint keeps outputOnly fields and gets defaults");
        const bo = sc.types.output.businessMetadataAttributeDefinitionProvideDefaults({ name: "attr", type: "string", options: { k: "v" } });
        report.eq(bo, { name: "attr", type: "string", options: { k: "v" }, isOptional: false },
            "output BusinessMetadataAttributeDefinition keeps outputOnly fields and gets defaults");
    } catch (e) {
        report.exception("streamcloud ProvideDefaults helpers", e);
    }
}

// ---------------------------------------------------------------------------
// Functions: derived calls in every form, then hand-written typed calls
// ---------------------------------------------------------------------------

interface Expectation {
    label: string;
    token: string;
    wire: Record<string, unknown>;
    full: boolean; // whether the canned result is the full one (args were given or there are no inputs)
}

class Invokes {
    readonly expectations: Expectation[] = [];

    constructor(private readonly report: Report, private readonly mocks: RecordingMocks, private readonly canned: ReturnType<typeof makeCanned>) {}

    /** Runs one call, checks that it made exactly the expected invoke, and returns its result. */
    async run<T>(exp: Expectation, call: () => Promise<T> | pulumi.Output<T>, kind: "plain" | "output"): Promise<Settled<T>> {
        this.expectations.push(exp);
        const before = this.mocks.calls.length;
        let settled: Settled<T>;
        try {
            const r = call();
            if (kind === "plain") {
                this.report.check(r instanceof Promise, `${exp.label}: returns a Promise`, `got ${show(r)}`);
                settled = await settle(Promise.resolve(r as Promise<T>));
            } else {
                const isOut = pulumi.Output.isInstance(r);
                this.report.check(isOut, `${exp.label}: returns a pulumi.Output`, `got ${show(r)}`);
                settled = isOut ? await settle(value(r as pulumi.Output<T>)) : { ok: false, error: new Error("not an Output") };
            }
        } catch (error) {
            settled = { ok: false, error };
        }
        if (!settled.ok) {
            this.report.exception(`${exp.label}: call succeeds`, settled.error);
        }
        const made = this.mocks.calls.slice(before);
        if (this.report.eq(made.length, 1, `${exp.label}: made exactly one invoke`) && made.length === 1) {
            const got = made[0];
            this.report.eq(got.token, exp.token, `${exp.label}: invoke token`);
            const diff = wireDiff(exp.wire, got.inputs);
            this.report.check(diff.length === 0, `${exp.label}: wire arguments`,
                diff.slice(0, 4).join("; ") + (diff.length > 4 ? ` (+${diff.length - 4} more)` : ""));
        }
        if (settled.ok) {
            const want = this.canned(exp.token, exp.full ? { x: 1 } : {});
            this.report.eq(settled.value, want, `${exp.label}: result is the invoke's return value (camelCase fields)`);
        }
        return settled;
    }
}

async function deriveFunctionCalls(report: Report, gwS: Schema, invokes: Invokes): Promise<void> {
    const fns = gwFunctions();
    report.eq(sorted(Object.keys(fns)), sorted(Object.keys(gwS.functions)), "the function table covers every schema function");
    const exported = gw as unknown as Record<string, unknown>;
    for (const [tok, fnSpec] of Object.entries(gwS.functions)) {
        const name = functionName(tok);
        report.check(typeof exported[name] === "function", `gatewaycloud.${name} is a function`);
        report.check(typeof exported[`${name}Output`] === "function", `gatewaycloud.${name}Output is a function`);
        const entry = fns[tok];
        if (entry === undefined) {
            report.fail(`${name}: no entry in the function table`);
            continue;
        }
        report.check(entry.plain === exported[name] && entry.output === exported[`${name}Output`],
            `${name}: the typed exports are the module's functions`);
        const inputs = gwS.fnInputs(fnSpec);
        const member = tokenMember(tok);
        if (inputs === undefined || Object.keys(inputs).length === 0) {
            await invokes.run({ label: `${member}[plain]`, token: tok, wire: {}, full: true }, () => entry.plain(), "plain");
            await invokes.run({ label: `${member}[output]`, token: tok, wire: {}, full: true }, () => entry.output(), "output");
            continue;
        }
        const variants: Array<{ tag: string; kind: "plain" | "output"; truthy: boolean; wrap: boolean }> = [
            { tag: "A", kind: "plain", truthy: true, wrap: false },
            { tag: "B", kind: "plain", truthy: false, wrap: false },
            { tag: "C", kind: "output", truthy: true, wrap: false },
            { tag: "D", kind: "output", truthy: false, wrap: true },
        ];
        for (const v of variants) {
            const args: Record<string, unknown> = {};
            for (const [w, p] of Object.entries(inputs)) {
                args[w] = buildInput(gwS, p, `${member}.${w}#${v.tag}`, v.tag, v.truthy);
            }
            const label = `${member}[${v.kind},${v.tag}${v.wrap ? ",Outputs" : ""}]`;
            const passed = v.wrap ? wrapInputs(args) : args;
            const call = v.kind === "plain" ? () => entry.plain(passed) : () => entry.output(passed);
            await invokes.run({ label, token: tok, wire: args, full: true }, call, v.kind);
        }
        await invokes.run({ label: `${member}[plain,no args]`, token: tok, wire: {}, full: false }, () => entry.plain(), "plain");
        await invokes.run({ label: `${member}[output,no args]`, token: tok, wire: {}, full: false }, () => entry.output(), "output");
        await invokes.run({ label: `${member}[plain,{}]`, token: tok, wire: {}, full: false }, () => entry.plain({}), "plain");
    }
}

async function literalFunctionCalls(report: Report, invokes: Invokes): Promise<void> {
    // getGatewayControlPlane: Promise form, a plain nested filter with a falsy boolean.
    {
        const args: gw.GetGatewayControlPlaneArgs = {
            filter: { cloudGateway: false, clusterType: { neq: "CLUSTER_TYPE_HYBRID" }, name: { contains: "edge" } },
            filterLabels: "env:prod,team",
            sort: "name desc",
        };
        const r = await invokes.run<gw.GetGatewayControlPlaneResult>({
            label: "literal getGatewayControlPlane", token: "gatewaycloud:index/getGatewayControlPlane:getGatewayControlPlane",
            wire: { filter: { cloudGateway: false, clusterType: { neq: "CLUSTER_TYPE_HYBRID" }, name: { contains: "edge" } }, filterLabels: "env:prod,team", sort: "name desc" },
            full: true,
        }, () => gw.getGatewayControlPlane(args), "plain");
        if (r.ok) {
            const cp: gw.GetGatewayControlPlaneResult = r.value;
            report.eq(cp.filterLabels, "getGatewayControlPlane.filterLabels", "getGatewayControlPlane().filterLabels");
            report.eq(cp.description, "getGatewayControlPlane.description", "getGatewayControlPlane().description");
            const config: gw.types.output.GetGatewayControlPlaneConfig = cp.config;
            report.eq(config, {}, "getGatewayControlPlane().config is an empty object");
            report.eq(cp.filter?.clusterType?.eq, "getGatewayControlPlane.filter.clusterType.eq", "getGatewayControlPlane().filter.clusterType.eq");
            report.eq(cp.labels["usEast1"], "getGatewayControlPlane.labels{usEast1}", "getGatewayControlPlane().labels['usEast1'] (map key kept)");
            report.eq(cp.labels["eu_west_1"], "getGatewayControlPlane.labels{eu_west_1}", "getGatewayControlPlane().labels['eu_west_1'] (map key kept)");
        }
    }
    // getPortalOutput: Output form with Inputs at every level; lifted property access.
    {
        const args: gw.GetPortalOutputArgs = {
            filter: pulumi.output<gw.types.input.GetPortalFilterArgs>({
                autoApproveDevelopers: Promise.resolve(true),
                defaultApplicationAuthStrategyId: { eq: pulumi.output("strat-1") },
            }),
            sort: pulumi.output("createdAt desc"),
        };
        const out: pulumi.Output<gw.GetPortalResult> = gw.getPortalOutput(args);
        const r = await invokes.run<gw.GetPortalResult>({
            label: "literal getPortalOutput", token: "gatewaycloud:index/getPortal:getPortal",
            wire: { filter: { autoApproveDevelopers: true, defaultApplicationAuthStrategyId: { eq: "strat-1" } }, sort: "createdAt desc" },
            full: true,
        }, () => out, "output");
        if (r.ok) {
            report.eq(r.value.displayName, "getPortal.displayName", "getPortalOutput().displayName");
            report.eq(r.value.rbacEnabled, "getPortal.rbacEnabled".length % 2 === 0, "getPortalOutput().rbacEnabled");
            report.eq(await value(out.canonicalDomain), "getPortal.canonicalDomain", "getPortalOutput().canonicalDomain (lifted Output property)");
            report.eq(await value(out.apply((p) => p.filter?.defaultApplicationAuthStrategyId?.eq)),
                "getPortal.filter.defaultApplicationAuthStrategyId.eq", "getPortalOutput().filter.defaultApplicationAuthStrategyId.eq via apply");
        }
    }
    // getCloudGatewayNetwork: hand-written canned result.
    {
        const filter: gw.types.input.GetCloudGatewayNetworkFilter = { state: { oeq: "ready" } };
        const r = await invokes.run<gw.GetCloudGatewayNetworkResult>({
            label: "literal getCloudGatewayNetwork", token: "gatewaycloud:index/getCloudGatewayNetwork:getCloudGatewayNetwork",
            wire: { filter: { state: { oeq: "ready" } } }, full: true,
        }, () => gw.getCloudGatewayNetwork({ filter }), "plain");
        if (r.ok) {
            const n = r.value;
            report.eq(n.cloudGatewayProviderAccountId, "acct-1", "getCloudGatewayNetwork().cloudGatewayProviderAccountId");
            report.eq(n.availabilityZones, ["use1-az1", "use1-az2"], "getCloudGatewayNetwork().availabilityZones");
            report.check(n.default === true, "getCloudGatewayNetwork().default is true", show(n.default));
            const count: number = n.configurationReferenceCount;
            report.eq(count, 3, "getCloudGatewayNetwork().configurationReferenceCount");
            report.eq(n.transitGatewayCount, 2, "getCloudGatewayNetwork().transitGatewayCount");
            report.eq(n.entityVersion, 12, "getCloudGatewayNetwork().entityVersion");
            report.eq(n.filter?.state?.oeq, "ready", "getCloudGatewayNetwork().filter.state.oeq");
            report.eq(n.filter?.name?.eq, "net-a", "getCloudGatewayNetwork().filter.name.eq");
            const md: gw.types.output.GetCloudGatewayNetworkProviderMetadata = n.providerMetadata;
            report.eq(md, {}, "getCloudGatewayNetwork().providerMetadata is an empty object");
        }
    }
    // getPlatformIpAddresses: no inputs, so no args parameter.
    {
        const r = await invokes.run<gw.GetPlatformIpAddressesResult>({
            label: "literal getPlatformIpAddresses", token: "gatewaycloud:index/getPlatformIpAddresses:getPlatformIpAddresses",
            wire: {}, full: true,
        }, () => gw.getPlatformIpAddresses(), "plain");
        if (r.ok) {
            const ips = r.value;
            report.eq(ips.id, "ips-1", "getPlatformIpAddresses().id");
            report.eq(ips.egressIps, { usEast1: ["203.0.113.1", "203.0.113.2"], eu_west_1: [] }, "getPlatformIpAddresses().egressIps (map keys kept as sent)");
            report.eq(ips.regions["usEast1"]["hostNames"], ["gw.example.net"], "getPlatformIpAddresses().regions['usEast1']['hostNames']");
            report.eq(ips.ingressIps["apSouth1"], ["198.51.100.7"], "getPlatformIpAddresses().ingressIps['apSouth1']");
            report.eq(ips.updateDate, "2024-01-02-03-04-05", "getPlatformIpAddresses().updateDate");
        }
        const o = gw.getPlatformIpAddressesOutput();
        const ro = await invokes.run<gw.GetPlatformIpAddressesResult>({
            label: "literal getPlatformIpAddressesOutput", token: "gatewaycloud:index/getPlatformIpAddresses:getPlatformIpAddresses",
            wire: {}, full: true,
        }, () => o, "output");
        if (ro.ok) {
            report.eq(await value(o.updateDate), "2024-01-02-03-04-05", "getPlatformIpAddressesOutput().updateDate (lifted)");
        }
    }
    // getSystemAccountOutput: plain values for an Output-form call.
    {
        const r = await invokes.run<gw.GetSystemAccountResult>({
            label: "literal getSystemAccountOutput", token: "gatewaycloud:index/getSystemAccount:getSystemAccount",
            wire: { filter: { platformManaged: true, name: { eq: "bot" } } }, full: true,
        }, () => gw.getSystemAccountOutput({ filter: { platformManaged: true, name: { eq: "bot" } } }), "output");
        if (r.ok) {
            report.eq(r.value.createdAt, "getSystemAccount.createdAt", "getSystemAccountOutput().createdAt");
            report.eq(r.value.filter?.description?.contains, "getSystemAccount.filter.description.contains", "getSystemAccountOutput().filter.description.contains");
        }
        const bare = await invokes.run<gw.GetSystemAccountResult>({
            label: "literal getSystemAccount()", token: "gatewaycloud:index/getSystemAccount:getSystemAccount", wire: {}, full: false,
        }, () => gw.getSystemAccount(), "plain");
        if (bare.ok) {
            report.eq(bare.value.createdAt, undefined, "getSystemAccount() without filter: optional outputs absent");
        }
    }
    // getGatewayControlPlaneList / getPortalClassicList / list functions without inputs.
    {
        const r = await invokes.run<gw.GetGatewayControlPlaneListResult>({
            label: "literal getGatewayControlPlaneList", token: "gatewaycloud:index/getGatewayControlPlaneList:getGatewayControlPlaneList",
            wire: { filter: { id: { oeq: "cp-1" }, cloudGateway: true }, sort: "name" }, full: true,
        }, () => gw.getGatewayControlPlaneList({ filter: { id: { oeq: "cp-1" }, cloudGateway: true }, sort: "name" }), "plain");
        if (r.ok) {
            const datas: gw.types.output.GetGatewayControlPlaneListData[] = r.value.datas;
            report.eq(datas, [{}, {}], "getGatewayControlPlaneList().datas");
            report.eq(r.value.filter?.cloudGateway, "getGatewayControlPlaneList.filter.cloudGateway".length % 2 === 0, "getGatewayControlPlaneList().filter.cloudGateway");
        }
        const pc = await invokes.run<gw.GetPortalClassicListResult>({
            label: "literal getPortalClassicListOutput", token: "gatewaycloud:index/getPortalClassicList:getPortalClassicList",
            wire: { sort: "name asc" }, full: true,
        }, () => gw.getPortalClassicListOutput({ sort: pulumi.output("name asc") }), "output");
        if (pc.ok) {
            report.eq(pc.value.sort, "getPortalClassicList.sort", "getPortalClassicListOutput().sort");
            report.eq(pc.value.datas.length, 2, "getPortalClassicListOutput().datas.length");
        }
        const acc = await invokes.run<gw.GetCloudGatewayProviderAccountListResult>({
            label: "literal getCloudGatewayProviderAccountList", token: "gatewaycloud:index/getCloudGatewayProviderAccountList:getCloudGatewayProviderAccountList",
            wire: {}, full: true,
        }, () => gw.getCloudGatewayProviderAccountList(), "plain");
        if (acc.ok) {
            report.eq(acc.value.id, "getCloudGatewayProviderAccountList.id", "getCloudGatewayProviderAccountList().id");
        }
        const mesh = gw.getMeshControlPlanesOutput();
        const m = await invokes.run<gw.GetMeshControlPlanesResult>({
            label: "literal getMeshControlPlanesOutput", token: "gatewaycloud:index/getMeshControlPlanes:getMeshControlPlanes", wire: {}, full: true,
        }, () => mesh, "output");
        if (m.ok) {
            report.eq(await value(mesh.id), "getMeshControlPlanes.id", "getMeshControlPlanesOutput().id (lifted)");
        }
    }
}

// ---------------------------------------------------------------------------
// Providers
// ---------------------------------------------------------------------------

/**
 * What Pulumi's generated Node.js Provider sends for each input, as the mock sees it. The
 * generated lines (pkg/codegen/nodejs/gen.go genResource, getDefaultValue) are
 *
 *     secret:      (args?.x ? pulumi.secret(args.x) : undefined) ?? DEFAULT
 *     otherwise:   (args?.x) ?? DEFAULT                  (or just args?.x without a default)
 *     DEFAULT:     utilities.getEnv("ENV") || <schema default>, or either alone
 *     non-string provider inputs: pulumi.output(<the above>).apply(JSON.stringify)
 *
 * so a falsy explicit secret ("") counts as not given, and a default is sent unwrapped.
 * With ENV_DEFAULTS_ARE_SECRET the model of a secret input with a default is instead
 * `secretIfDefined(args?.x ?? DEFAULT)` (a defined value, even "", is wrapped).
 */
function expectedProviderInputs(schema: Schema, explicit: Record<string, unknown>, env: boolean): Record<string, unknown> {
    const out: Record<string, unknown> = {};
    for (const [w, p] of Object.entries(schema.providerInputs)) {
        const envs = p.defaultInfo?.environment ?? [];
        const envValue = env && envs.length > 0 ? ENV_VALUES[envs[0]] : undefined;
        const dflt = envValue || p.default;
        const given = explicit[w];
        let v: unknown;
        let secret = false;
        if (p.secret === true && ENV_DEFAULTS_ARE_SECRET && (envs.length > 0 || p.default !== undefined)) {
            v = given ?? dflt;
            secret = v !== undefined;
        } else if (p.secret === true) {
            if (given) {
                v = given;
                secret = true;
            } else {
                v = dflt;
            }
        } else {
            v = given ?? dflt;
        }
        if (v === undefined) {
            continue;
        }
        if (!isStringType(p)) {
            v = JSON.stringify(v);
        }
        out[w] = secret ? new Secret(v) : v;
    }
    return out;
}

function without(o: Record<string, unknown>, key: string): Record<string, unknown> {
    const out = { ...o };
    delete out[key];
    return out;
}

function envSecret(v: string): unknown {
    return ENV_DEFAULTS_ARE_SECRET ? new Secret(v) : v;
}

interface Providers {
    gw: Map<string, gw.Provider>;
    sc: Map<string, sc.Provider>;
}

function createProviders(report: Report): Providers {
    const made: Providers = { gw: new Map(), sc: new Map() };
    clearEnv();
    // Stack config is the engine's business: an explicit Provider does not read it.
    setConfig({ "gatewaycloud:serverUrl": "https://config.example.test", "streamcloud:maxRetries": "9" });
    try {
        made.gw.set("gw", new gw.Provider("gw"));
        made.sc.set("sc", new sc.Provider("sc"));
    } catch (e) {
        report.exception("Provider construction without arguments", e);
    }
    setConfig({});
    Object.assign(process.env, ENV_VALUES);
    try {
        made.gw.set("gw-env", new gw.Provider("gw-env"));
        made.sc.set("sc-env", new sc.Provider("sc-env", {}));
        made.gw.set("gw-explicit", new gw.Provider("gw-explicit", {
            personalAccessToken: pulumi.output("explicit-pat"),
            serverUrl: "https://gw.example.test",
            platformAccessToken: Promise.resolve("explicit-platform"),
        }));
        made.sc.set("sc-explicit", new sc.Provider("sc-explicit", {
            tableflowApiKey: "explicit-key",
            maxRetries: pulumi.output(7),
            endpoint: "https://sc.example.test",
            cloudApiKey: "explicit-cloud-key",
            oauth: { oauthIdentityPoolId: pulumi.output("pool-1"), oauthExternalTokenUrl: "https://idp.example.test/token" },
        }));
        const gwArgs: gw.ProviderArgs = { systemAccountAccessToken: "args-spat" };
        made.gw.set("gw-args", new gw.Provider("gw-args", gwArgs));
        const scArgs: sc.ProviderArgs = { maxRetries: 0, tableflowApiSecret: "args-secret" };
        made.sc.set("sc-args", new sc.Provider("sc-args", scArgs, { protect: false }));
        // Empty strings: a falsy explicit secret counts as not given (Pulumi's `args?.x ? ...`).
        made.gw.set("gw-empty", new gw.Provider("gw-empty", { personalAccessToken: "", platformAccessToken: "", serverUrl: "" }));
    } catch (e) {
        report.exception("Provider construction with env/arguments", e);
    }
    // The env-var defaults are read while constructing: later changes do not matter.
    clearEnv();
    return made;
}

async function checkProviders(report: Report, gwS: Schema, scS: Schema, mocks: RecordingMocks, made: Providers): Promise<void> {
    // Registration is asynchronous: wait for every provider's URN (the mock has seen it then).
    for (const p of [...made.gw.values(), ...made.sc.values()]) {
        const urn = await settle(value(p.urn));
        if (!urn.ok) {
            report.exception("Provider registration", urn.error);
        }
    }
    const byName = new Map<string, RecordedResource>();
    for (const r of mocks.resources) {
        byName.set(r.name, r);
    }
    const oauthJson = JSON.stringify({ oauthIdentityPoolId: "pool-1", oauthExternalTokenUrl: "https://idp.example.test/token" });
    const literal: Record<string, Record<string, unknown>> = {
        "gw": {},
        "sc": { maxRetries: "4" },
        "gw-env": { personalAccessToken: envSecret("env-platform-token"), systemAccountAccessToken: envSecret("env-platform-spat") },
        "sc-env": { maxRetries: "4", tableflowApiKey: envSecret("env-tableflow-key"), tableflowApiSecret: envSecret("env-tableflow-secret") },
        "gw-explicit": {
            personalAccessToken: new Secret("explicit-pat"),
            systemAccountAccessToken: envSecret("env-platform-spat"),
            serverUrl: "https://gw.example.test",
            platformAccessToken: new Secret("explicit-platform"),
        },
        "sc-explicit": {
            maxRetries: "7", tableflowApiKey: new Secret("explicit-key"), tableflowApiSecret: envSecret("env-tableflow-secret"),
            endpoint: "https://sc.example.test", cloudApiKey: new Secret("explicit-cloud-key"), oauth: oauthJson,
        },
        "gw-args": { personalAccessToken: envSecret("env-platform-token"), systemAccountAccessToken: new Secret("args-spat") },
        "sc-args": { maxRetries: "0", tableflowApiKey: envSecret("env-tableflow-key"), tableflowApiSecret: new Secret("args-secret") },
        "gw-empty": ENV_DEFAULTS_ARE_SECRET
            ? { personalAccessToken: new Secret(""), serverUrl: "", systemAccountAccessToken: new Secret("env-platform-spat") }
            : { personalAccessToken: "env-platform-token", serverUrl: "", systemAccountAccessToken: "env-platform-spat" },
    };
    const derived: Record<string, Record<string, unknown>> = {
        "gw": expectedProviderInputs(gwS, {}, false),
        "sc": expectedProviderInputs(scS, {}, false),
        "gw-env": expectedProviderInputs(gwS, {}, true),
        "sc-env": expectedProviderInputs(scS, {}, true),
        "gw-args": expectedProviderInputs(gwS, { systemAccountAccessToken: "args-spat" }, true),
        "sc-args": expectedProviderInputs(scS, { maxRetries: 0, tableflowApiSecret: "args-secret" }, true),
        "gw-explicit": expectedProviderInputs(gwS, { personalAccessToken: "explicit-pat", serverUrl: "https://gw.example.test", platformAccessToken: "explicit-platform" }, true),
        "gw-empty": expectedProviderInputs(gwS, { personalAccessToken: "", platformAccessToken: "", serverUrl: "" }, true),
    };
    for (const [name, want] of Object.entries(literal)) {
        const pkg = name.startsWith("gw") ? GW : SC;
        const rec = byName.get(name);
        if (!report.check(rec !== undefined, `Provider(${JSON.stringify(name)}) was registered`) || rec === undefined) {
            continue;
        }
        report.eq(rec.type, `pulumi:providers:${pkg}`, `Provider(${JSON.stringify(name)}) type token`);
        report.check(rec.custom === true, `Provider(${JSON.stringify(name)}) is a custom resource`);
        const got = normalizeSecrets(rec.inputs);
        if (typeof got.oauth === "string" && typeof want.oauth === "string") {
            // JSON text: compare parsed so that key order does not matter.
            report.eq(JSON.parse(got.oauth), JSON.parse(want.oauth), `Provider(${JSON.stringify(name)}) oauth input (JSON of the camelCase object)`);
            report.eq(without(got, "oauth"), without(want, "oauth"), `Provider(${JSON.stringify(name)}) inputs`);
        } else {
            report.eq(got, want, `Provider(${JSON.stringify(name)}) inputs`);
        }
        const d = derived[name];
        if (d !== undefined) {
            report.eq(normalizeSecrets(rec.inputs), d, `Provider(${JSON.stringify(name)}) inputs derived from the schema`);
        }
    }
    report.eq(mocks.resources.filter((r) => r.type.startsWith("pulumi:providers:")).length, Object.keys(literal).length,
        "number of provider registrations");

    // Typed Provider objects and their (string) output properties.
    for (const p of made.gw.values()) {
        report.check(gw.Provider.isInstance(p) && p instanceof pulumi.ProviderResource, "gatewaycloud.Provider.isInstance / is a pulumi.ProviderResource");
    }
    for (const p of made.sc.values()) {
        report.check(sc.Provider.isInstance(p) && !gw.Provider.isInstance(p), "streamcloud.Provider.isInstance, and not a gatewaycloud Provider");
    }
    const gwExplicit = made.gw.get("gw-explicit");
    if (gwExplicit !== undefined) {
        report.eq(await value(gwExplicit.serverUrl), "https://gw.example.test", "Provider('gw-explicit').serverUrl output");
        report.eq(await value(gwExplicit.personalAccessToken), "explicit-pat", "Provider('gw-explicit').personalAccessToken output");
        report.eq(await pulumi.isSecret(gwExplicit.personalAccessToken), true, "Provider('gw-explicit').personalAccessToken output is secret");
    }
    const scExplicit = made.sc.get("sc-explicit");
    if (scExplicit !== undefined) {
        report.eq(await value(scExplicit.endpoint), "https://sc.example.test", "Provider('sc-explicit').endpoint output");
    }
    for (const [s, prov] of [[gwS, made.gw.get("gw")], [scS, made.sc.get("sc")]] as const) {
        if (prov === undefined) {
            continue;
        }
        for (const [w, p] of Object.entries(s.providerInputs)) {
            // Pulumi declares output properties for string-typed provider properties only (pinned in ApiShape);
            // at run time every input is an Output property of the resource.
            report.check(pulumi.Output.isInstance((prov as unknown as Record<string, unknown>)[w]),
                `${s.name} Provider.${w} is an Output at run time${isStringType(p) ? "" : " (not declared: not a string)"}`);
        }
    }
}

// ---------------------------------------------------------------------------
// Main
// ---------------------------------------------------------------------------

async function harnessSelfcheck(report: Report): Promise<void> {
    const failing = pulumi.output(1).apply((): number => { throw new Probe("raised inside apply"); });
    const r = await settle(value(failing));
    report.check(!r.ok && r.error instanceof Probe, "harness: an exception inside an apply callback rejects value()", show(r));
    const ok = await settle(value(pulumi.output(pulumi.output(3)).apply((x) => x + 1)));
    report.eq(ok, { ok: true, value: 4 }, "harness: value() resolves Outputs");
    report.eq(canonical({ b: [1, { d: 1, c: 2 }], a: "x" }), '{"a":"x","b":[1,{"c":2,"d":1}]}', "harness: canonical JSON sorts keys");
    report.eq(normalizeSecrets({ s: { "4dabf18193072939515e22adb298388d": "1b47061264138c4ac30d75fd1eb44270", value: "v" }, p: "x" }),
        { s: new Secret("v"), p: "x" }, "harness: secrets are recognized in mock inputs");
}

async function main(): Promise<number> {
    const report = new Report();
    const dir = findSchemaDir();
    if (dir === undefined) {
        console.error("seed_mocks: cannot find the seed schemas: pass SCHEMA_DIR or set SDKGEN_SCHEMA_DIR");
        return 2;
    }
    let gwS: Schema;
    let scS: Schema;
    try {
        gwS = new Schema(path.join(dir, "gatewaycloud.json"));
        scS = new Schema(path.join(dir, "streamcloud.json"));
    } catch (e) {
        console.error(`seed_mocks: cannot read the seed schemas in ${dir}: ${String(e)}`);
        return 2;
    }
    // Unhandled rejections are failures (Pulumi runs a program this way too), never silent.
    process.on("unhandledRejection", (reason: unknown) => {
        if (!(reason instanceof Probe)) {
            report.exception("no unhandled promise rejection", reason);
        }
    });

    checkSchemas(report, gwS, scS);

    // Config and env defaults must come from this program only.
    clearEnv();
    for (const v of Object.keys(process.env)) {
        if (v === "PULUMI_CONFIG" || v.startsWith("PULUMI_CONFIG_")) {
            delete process.env[v];
        }
    }
    const canned = makeCanned(gwS);
    const mocks = new RecordingMocks(canned);
    await pulumi.runtime.setMocks(mocks, "seed-mocks", "test", false);
    await harnessSelfcheck(report);

    checkConfig(report, gwS, gw.config);
    checkConfig(report, scS, sc.config);
    checkConfigLiterals(report);
    checkDeepImports(report);
    checkTypeHelpers(report);

    const invokes = new Invokes(report, mocks, canned);
    try {
        await deriveFunctionCalls(report, gwS, invokes);
    } catch (e) {
        report.exception("derived function calls", e);
    }
    try {
        await literalFunctionCalls(report, invokes);
    } catch (e) {
        report.exception("hand-written function calls", e);
    }
    const known = new Set(Object.keys(gwS.functions));
    for (const c of mocks.calls) {
        report.check(known.has(c.token), "invoke token is a schema token", `got ${JSON.stringify(c.token)}`);
    }
    report.eq(mocks.calls.length, invokes.expectations.length, "no unexpected invokes");
    const called = new Set(mocks.calls.map((c) => c.token));
    report.eq(sorted(called), sorted(known), "every gatewaycloud function was invoked");
    report.eq(called.size, EXPECTED_GW_FUNCTION_COUNT, "number of distinct functions invoked");

    const made = createProviders(report);
    try {
        await checkProviders(report, gwS, scS, mocks, made);
    } catch (e) {
        report.exception("provider checks", e);
    }
    for (const err of sorted(new Set(mocks.errors))) {
        report.fail("mock", `${err} (x${mocks.errors.filter((x) => x === err).length})`);
    }
    // Let late rejections surface before the verdict.
    await new Promise((resolve) => setTimeout(resolve, 50));

    for (const f of report.failures) {
        console.log(`FAIL ${f}`);
    }
    console.log(`seed_mocks: ${report.passed} passed, ${report.failures.length} failed`);
    return report.failures.length === 0 && report.passed > 0 ? 0 : 1;
}

let finished = false;
process.on("exit", (code) => {
    if (!finished && code === 0) {
        console.error("seed_mocks: the program ended before every check ran (a promise never settled)");
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
        console.error("seed_mocks: uncaught error", e);
        process.exit(1);
    },
);
