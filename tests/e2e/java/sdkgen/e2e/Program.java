// The Java program of the real-engine tests (tests/e2e.rs), run through the Automation API of
// com.pulumi:pulumi with an inline program (no language host needed). It does what
// tests/e2e/python/main.py does, with the same names, inputs and environment (see there).
package sdkgen.e2e;

import com.google.gson.Gson;
import com.google.gson.GsonBuilder;
import com.google.gson.JsonSyntaxException;
import com.google.gson.reflect.TypeToken;
import com.pulumi.Context;
import com.pulumi.automation.AutomationException;
import com.pulumi.automation.HistoryOptions;
import com.pulumi.automation.LocalWorkspace;
import com.pulumi.automation.LocalWorkspaceOptions;
import com.pulumi.automation.OperationType;
import com.pulumi.automation.UpdateKind;
import com.pulumi.automation.UpdateState;
import com.pulumi.automation.WorkspaceStack;
import com.pulumi.confluentcloud.ApiKey;
import com.pulumi.confluentcloud.ApiKeyArgs;
import com.pulumi.confluentcloud.Environment;
import com.pulumi.confluentcloud.EnvironmentArgs;
import com.pulumi.confluentcloud.KafkaTopic;
import com.pulumi.confluentcloud.KafkaTopicArgs;
import com.pulumi.confluentcloud.ServiceAccount;
import com.pulumi.confluentcloud.ServiceAccountArgs;
import com.pulumi.confluentcloud.inputs.ApiKeyManagedResourceArgs;
import com.pulumi.confluentcloud.inputs.ApiKeyManagedResourceEnvironmentArgs;
import com.pulumi.confluentcloud.inputs.ApiKeyOwnerArgs;
import com.pulumi.confluentcloud.inputs.EnvironmentStreamGovernanceArgs;
import com.pulumi.confluentcloud.inputs.KafkaTopicCredentialsArgs;
import com.pulumi.confluentcloud.inputs.KafkaTopicKafkaClusterArgs;
import com.pulumi.confluentcloud.outputs.KafkaTopicCredentials;
import com.pulumi.core.Output;
import com.pulumi.deployment.InvokeOptions;
import com.pulumi.deployment.InvokeOutputOptions;
import com.pulumi.gatewaycloud.GatewaycloudFunctions;
import com.pulumi.gatewaycloud.inputs.GetGatewayControlPlaneFilter;
import com.pulumi.gatewaycloud.inputs.GetGatewayControlPlaneFilterName;
import com.pulumi.gatewaycloud.inputs.GetGatewayControlPlanePlainArgs;
import com.pulumi.gatewaycloud.inputs.GetSystemAccountArgs;
import com.pulumi.gatewaycloud.inputs.GetSystemAccountFilterArgs;
import com.pulumi.gatewaycloud.inputs.GetSystemAccountFilterNameArgs;
import com.pulumi.resources.CustomResourceOptions;
import com.pulumi.resources.InvokeArgs;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

public final class Program {
    private static final String API = System.getenv("SDKGEN_E2E_API");
    private static final Path WORK = Path.of(System.getenv("SDKGEN_E2E_WORK"));

    /** The replace-on-change input the last update changes. */
    private static volatile String topicName = "orders";

    private static void program(Context ctx) {
        var explicit = new com.pulumi.gatewaycloud.Provider("gateway-explicit",
            com.pulumi.gatewaycloud.ProviderArgs.builder()
                .serverUrl(API)
                .systemAccountAccessToken(System.getenv("SDKGEN_E2E_EXPLICIT_TOKEN"))
                .build());
        // No token given: the SDK takes PLATFORM_TOKEN and PLATFORM_SPAT from the environment.
        var fromEnv = new com.pulumi.gatewaycloud.Provider("gateway-env",
            com.pulumi.gatewaycloud.ProviderArgs.builder().serverUrl(API).build());
        var cloud = new com.pulumi.confluentcloud.Provider("cloud",
            com.pulumi.confluentcloud.ProviderArgs.builder()
                .cloudApiKey("e2e-cloud-key")
                .cloudApiSecret(System.getenv("SDKGEN_E2E_CLOUD_API_SECRET"))
                .build());
        var inCloud = CustomResourceOptions.builder().provider(cloud).build();

        var environment = new Environment("environment", EnvironmentArgs.builder()
            .displayName("staging")
            .streamGovernance(EnvironmentStreamGovernanceArgs.builder().package_("ADVANCED").build())
            .build(), inCloud);
        var account = new ServiceAccount("service-account", ServiceAccountArgs.builder()
            .displayName("ci-bot")
            .description("deploys the orders topic")
            .build(), inCloud);
        var key = new ApiKey("api-key", ApiKeyArgs.builder()
            .displayName("ci-bot-kafka")
            .owner(ApiKeyOwnerArgs.builder()
                .id(account.id())
                .apiVersion(account.apiVersion())
                .kind(account.kind())
                .build())
            .managedResource(ApiKeyManagedResourceArgs.builder()
                .id("lkc-e2e")
                .apiVersion("cmk/v2")
                .kind("Cluster")
                .environment(ApiKeyManagedResourceEnvironmentArgs.builder().id(environment.id()).build())
                .build())
            .build(), inCloud);
        var topic = new KafkaTopic("topic", KafkaTopicArgs.builder()
            .topicName(topicName)
            .partitionsCount(3)
            .restEndpoint("https://lkc-e2e.example.com:443")
            .kafkaCluster(KafkaTopicKafkaClusterArgs.builder().id("lkc-e2e").build())
            // The object from one Output, as the other SDKs lift an object holding outputs into
            // one: com.pulumi:pulumi sends an Output inside an input object as a secret of its
            // own within it, which the provider's Read does not give back, so `refresh` would
            // see the inputs change.
            .credentials(Output.tuple(key.id(), key.secret()).applyValue(t ->
                KafkaTopicCredentialsArgs.builder().key(t.t1).secret(t.t2).build()))
            .config(Map.of("cleanup.policy", "compact"))
            .build(), inCloud);
        var existing = Environment.get("existing", Output.of("env-existing"), null, inCloud);

        // Plain and output forms of the functions, through each provider.
        var addresses = GatewaycloudFunctions.getPlatformIpAddressesPlain(
            InvokeArgs.Empty, InvokeOptions.builder().provider(explicit).build());
        var systemAccount = GatewaycloudFunctions.getSystemAccount(
            GetSystemAccountArgs.builder()
                .filter(GetSystemAccountFilterArgs.builder()
                    .name(GetSystemAccountFilterNameArgs.builder().eq(account.displayName()).build())
                    .build())
                .build(),
            InvokeOutputOptions.builder().provider(fromEnv).build());
        var controlPlane = GatewaycloudFunctions.getGatewayControlPlanePlain(
            GetGatewayControlPlanePlainArgs.builder()
                .filter(GetGatewayControlPlaneFilter.builder()
                    .name(GetGatewayControlPlaneFilterName.builder().eq("production").build())
                    .build())
                .sort("name desc")
                .build(),
            InvokeOptions.builder().provider(fromEnv).build());

        ctx.export("environmentId", environment.id());
        ctx.export("environmentCrn", environment.resourceName());
        ctx.export("existingEnvironmentName", existing.displayName());
        ctx.export("serviceAccountKind", account.kind());
        ctx.export("apiKeySecret", key.secret());
        ctx.export("topicId", topic.id());
        // com.pulumi:pulumi serializes no @CustomType class as a stack output (its serializer
        // takes maps, lists and scalars there): the object as the map the other languages export.
        ctx.export("topicCredentials", topic.credentials().applyValue(c -> c.map(Program::credentials).orElse(null)));
        ctx.export("egressIps", Output.of(addresses.thenApply(r -> r.egressIps())));
        ctx.export("systemAccountId", systemAccount.applyValue(r -> r.id()));
        ctx.export("controlPlaneName", Output.of(controlPlane.thenApply(r -> r.name())));
        ctx.export("controlPlaneLabels", Output.of(controlPlane.thenApply(r -> r.labels())));
    }

    private static Map<String, Object> credentials(KafkaTopicCredentials credentials) {
        var map = new LinkedHashMap<String, Object>();
        map.put("key", credentials.key());
        map.put("secret", credentials.secret());
        return map;
    }

    /** A step's resource changes by operation, as the other languages report them. */
    private static Map<String, Integer> changes(Map<OperationType, Integer> summary) {
        var changes = new LinkedHashMap<String, Integer>();
        summary.forEach((operation, count) -> changes.put(name(operation), count));
        return changes;
    }

    /** `create`, `same`, `create-replacement`, …: the engine's name of an operation. */
    private static String name(OperationType operation) {
        // The engine calls the step that drops a read resource `discard`.
        if (operation == OperationType.READ_DISCARD) {
            return "discard";
        }
        return operation.name().toLowerCase(Locale.ROOT).replace('_', '-');
    }

    /** A step's CLI output, for the program's log (the other programs stream it there). */
    private static <T> T shown(T result, String output) {
        System.out.println(output);
        return result;
    }

    /**
     * `up`'s changes. After the update, com.pulumi:pulumi's `up` reads the stack's outputs as
     * strings only (`LocalWorkspace.getStackOutputs` parses `pulumi stack output --json` into a
     * `Map<String, String>`, up to 1.36.1 at least), so it throws on this stack's object outputs
     * once the update has succeeded: the changes then come from the update's history entry.
     */
    private static Map<String, Integer> up(WorkspaceStack stack) throws AutomationException {
        try {
            var result = stack.up();
            return changes(shown(result, result.standardOutput()).summary().resourceChanges());
        } catch (AutomationException e) {
            Throwable cause = e;
            while (cause != null && !(cause instanceof JsonSyntaxException)) {
                cause = cause.getCause();
            }
            if (cause == null) {
                throw e;
            }
        }
        var last = stack.getHistory(HistoryOptions.builder().pageSize(1).build()).get(0);
        if (last.kind() != UpdateKind.UPDATE || last.result() != UpdateState.SUCCEEDED) {
            throw new IllegalStateException("the last update is " + last.kind() + ", " + last.result());
        }
        return changes(last.resourceChanges());
    }

    /** `pulumi stack output --json` (with `--show-secrets` when `secrets`), in WORK. */
    private static Map<String, Object> stackOutputs(boolean secrets) throws Exception {
        var command = new ArrayList<>(List.of("pulumi", "stack", "output", "--json", "--stack", "dev"));
        if (secrets) {
            command.add("--show-secrets");
        }
        var process = new ProcessBuilder(command)
            .directory(WORK.toFile())
            .redirectError(ProcessBuilder.Redirect.INHERIT)
            .start();
        var text = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        if (process.waitFor() != 0) {
            throw new IllegalStateException(String.join(" ", command) + " failed");
        }
        return new Gson().fromJson(text, new TypeToken<LinkedHashMap<String, Object>>() {}.getType());
    }

    /** Each output's value and whether it is secret (`[secret]` without `--show-secrets`). */
    private static Map<String, Object> outputs() throws Exception {
        var shown = stackOutputs(true);
        var masked = stackOutputs(false);
        var outputs = new LinkedHashMap<String, Object>();
        shown.forEach((name, value) -> {
            var output = new LinkedHashMap<String, Object>();
            output.put("value", value);
            output.put("secret", "[secret]".equals(masked.get(name)));
            outputs.put(name, output);
        });
        return outputs;
    }

    public static void main(String[] args) throws Exception {
        var options = LocalWorkspaceOptions.builder().workDir(WORK).build();
        // The workspace (Pulumi.yaml and the stack settings) in WORK: by default the Automation
        // API makes a temporary directory for an inline program.
        var stack = LocalWorkspace.createOrSelectStack("e2e", "dev", Program::program, options);
        var report = new LinkedHashMap<String, Object>();
        report.put("up", up(stack));
        report.put("outputs", outputs());
        var preview = stack.preview();
        report.put("preview", changes(shown(preview, preview.standardOutput()).changeSummary()));
        var refresh = stack.refresh();
        report.put("refresh", changes(shown(refresh, refresh.standardOutput()).summary().resourceChanges()));
        topicName = "orders-v2";
        report.put("replace", up(stack));
        var destroy = stack.destroy();
        report.put("destroy", changes(shown(destroy, destroy.standardOutput()).summary().resourceChanges()));
        var json = new GsonBuilder().setPrettyPrinting().serializeNulls().create().toJson(report);
        Files.writeString(WORK.resolve("report.json"), json, StandardCharsets.UTF_8);
        stack.close();
        System.exit(0);
    }
}
