package sdkgen.tests;

import com.pulumi.gatewaycloud.Config;
import com.pulumi.gatewaycloud.GatewaycloudFunctions;
import com.pulumi.gatewaycloud.Provider;
import com.pulumi.gatewaycloud.ProviderArgs;
import com.pulumi.gatewaycloud.inputs.GetCloudGatewayNetworkArgs;
import com.pulumi.gatewaycloud.inputs.GetCloudGatewayNetworkFilterArgs;
import com.pulumi.gatewaycloud.inputs.GetCloudGatewayNetworkFilterNameArgs;
import com.pulumi.deployment.InvokeOptions;
import com.pulumi.test.PulumiTest;
import java.util.List;
import java.util.Map;

/**
 * gatewaycloud under mocks: the provider with an input from an environment variable
 * (PLATFORM_TOKEN, set by the test), a lookup through it with nested filter arguments, and the
 * configuration's environment default.
 */
public final class Program {
    private static final String NETWORK = "gatewaycloud:index/getCloudGatewayNetwork:getCloudGatewayNetwork";

    public static void main(String[] args) {
        var mocks = new RecordingMocks(
            Map.of(),
            Map.of(NETWORK, Map.of(
                "id", "net-1",
                "name", "primary",
                "cidrBlock", "10.0.0.0/16",
                "availabilityZones", List.of("use1-az1", "use1-az2"),
                "default", true,
                "entityVersion", 3)));
        var result = PulumiTest.withMocks(mocks).runTest(ctx -> {
            var provider = new Provider("gw", ProviderArgs.builder().serverUrl("https://api.example").build());
            var network = GatewaycloudFunctions.getCloudGatewayNetwork(
                GetCloudGatewayNetworkArgs.builder()
                    .filter(GetCloudGatewayNetworkFilterArgs.builder()
                        .name(GetCloudGatewayNetworkFilterNameArgs.builder().eq("primary").build())
                        .build())
                    .build(),
                new InvokeOptions(null, provider, null));
            ctx.export("cidr", network.applyValue(r -> r.cidrBlock()));
            ctx.export("zones", network.applyValue(r -> String.join(",", r.availabilityZones())));
            ctx.export("default", network.applyValue(r -> r.default_()));
            ctx.export("entityVersion", network.applyValue(r -> r.entityVersion()));
            ctx.export("token", com.pulumi.core.Output.of(new Config().personalAccessToken().orElse("unset")));
        });
        result.throwOnError();
        var checks = new Checks();
        checks.equal("cidr", "10.0.0.0/16", PulumiTest.extractValue(result.output("cidr", String.class)));
        checks.equal("zones", "use1-az1,use1-az2", PulumiTest.extractValue(result.output("zones", String.class)));
        checks.equal("default", true, PulumiTest.extractValue(result.output("default", Boolean.class)));
        checks.equal("entityVersion", 3.0, PulumiTest.extractValue(result.output("entityVersion", Double.class)));
        checks.equal("config token", "token-from-env", PulumiTest.extractValue(result.output("token", String.class)));
        checks.equal("provider type", "pulumi:providers:gatewaycloud", mocks.typeOf("gw"));
        var inputs = mocks.inputsOf("gw");
        checks.equal("provider serverUrl", "https://api.example", inputs.get("serverUrl"));
        checks.equal("provider token from PLATFORM_TOKEN", "token-from-env", inputs.get("personalAccessToken"));
        checks.equal("invoke args", Map.of("filter", Map.of("name", Map.of("eq", "primary"))), mocks.argsOf(NETWORK));
        checks.finish();
    }
}
