// The TypeScript program of the real-engine tests (tests/e2e.rs), run through the Automation API
// with an inline program (no language host needed). It does what tests/e2e/python/main.py does,
// with the same names, inputs and environment (see there).
import * as fs from "fs";
import * as path from "path";
import { LocalWorkspace, OutputMap } from "@pulumi/pulumi/automation";
import * as confluentcloud from "@pulumi/confluentcloud";
import * as gatewaycloud from "@pulumi/gatewaycloud";

const api = process.env.SDKGEN_E2E_API!;
const work = process.env.SDKGEN_E2E_WORK!;

// The replace-on-change input the last update changes.
let topicName = "orders";

async function program() {
    const explicit = new gatewaycloud.Provider("gateway-explicit", {
        serverUrl: api,
        systemAccountAccessToken: process.env.SDKGEN_E2E_EXPLICIT_TOKEN!,
    });
    // No token given: the SDK takes PLATFORM_TOKEN and PLATFORM_SPAT from the environment.
    const fromEnv = new gatewaycloud.Provider("gateway-env", { serverUrl: api });
    const cloud = new confluentcloud.Provider("cloud", {
        cloudApiKey: "e2e-cloud-key",
        cloudApiSecret: process.env.SDKGEN_E2E_CLOUD_API_SECRET!,
    });
    const inCloud = { provider: cloud };

    const environment = new confluentcloud.Environment("environment", {
        displayName: "staging",
        streamGovernance: { package: "ADVANCED" },
    }, inCloud);
    const account = new confluentcloud.ServiceAccount("service-account", {
        displayName: "ci-bot",
        description: "deploys the orders topic",
    }, inCloud);
    const key = new confluentcloud.ApiKey("api-key", {
        displayName: "ci-bot-kafka",
        owner: { id: account.id, apiVersion: account.apiVersion, kind: account.kind },
        managedResource: {
            id: "lkc-e2e",
            apiVersion: "cmk/v2",
            kind: "Cluster",
            environment: { id: environment.id },
        },
    }, inCloud);
    const topic = new confluentcloud.KafkaTopic("topic", {
        topicName,
        partitionsCount: 3,
        restEndpoint: "https://lkc-e2e.example.com:443",
        kafkaCluster: { id: "lkc-e2e" },
        credentials: { key: key.id, secret: key.secret },
        config: { "cleanup.policy": "compact" },
    }, inCloud);
    const existing = confluentcloud.Environment.get("existing", "env-existing", undefined, inCloud);

    // Plain and output forms of the functions, through each provider.
    const addresses = await gatewaycloud.getPlatformIpAddresses({ provider: explicit });
    const systemAccount = gatewaycloud.getSystemAccountOutput(
        { filter: { name: { eq: account.displayName } } },
        { provider: fromEnv },
    );
    const controlPlane = await gatewaycloud.getGatewayControlPlane(
        { filter: { name: { eq: "production" } }, sort: "name desc" },
        { provider: fromEnv },
    );

    return {
        environmentId: environment.id,
        environmentCrn: environment.resourceName,
        existingEnvironmentName: existing.displayName,
        serviceAccountKind: account.kind,
        apiKeySecret: key.secret,
        topicId: topic.id,
        topicCredentials: topic.credentials,
        egressIps: addresses.egressIps,
        systemAccountId: systemAccount.id,
        controlPlaneName: controlPlane.name,
        controlPlaneLabels: controlPlane.labels,
    };
}

const show = (text: string) => process.stdout.write(text);

function plainOutputs(outputs: OutputMap) {
    const plain: Record<string, { value: unknown; secret: boolean }> = {};
    for (const [name, output] of Object.entries(outputs)) {
        plain[name] = { value: output.value, secret: output.secret };
    }
    return plain;
}

async function main() {
    // The workspace (Pulumi.yaml and the stack settings) in `work`: by default the Automation API
    // makes a temporary directory for an inline program and never removes it.
    const stack = await LocalWorkspace.createOrSelectStack(
        { stackName: "dev", projectName: "e2e", program },
        { workDir: work },
    );
    const report: Record<string, unknown> = {};

    const up = await stack.up({ onOutput: show });
    report.up = up.summary.resourceChanges;
    report.outputs = plainOutputs(up.outputs);

    report.preview = (await stack.preview({ onOutput: show })).changeSummary;
    report.refresh = (await stack.refresh({ onOutput: show })).summary.resourceChanges;

    topicName = "orders-v2";
    report.replace = (await stack.up({ onOutput: show })).summary.resourceChanges;

    report.destroy = (await stack.destroy({ onOutput: show })).summary.resourceChanges;
    fs.writeFileSync(path.join(work, "report.json"), JSON.stringify(report, null, 2));
}

main().catch((err) => {
    console.error(err);
    process.exit(1);
});
