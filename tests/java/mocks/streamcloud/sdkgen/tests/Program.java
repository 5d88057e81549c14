package sdkgen.tests;

import com.pulumi.streamcloud.Config;
import com.pulumi.streamcloud.Provider;
import com.pulumi.streamcloud.ProviderArgs;
import com.pulumi.streamcloud.inputs.ProviderOauthArgs;
import com.pulumi.core.Output;
import com.pulumi.test.PulumiTest;
import java.util.Map;

/**
 * streamcloud under mocks (no resources but the provider): the provider with a nested object
 * input and a defaulted number (sent as JSON, as provider inputs are), and the configuration's
 * default and environment variable (TABLEFLOW_API_KEY, set by the test).
 */
public final class Program {
    public static void main(String[] args) {
        var mocks = new RecordingMocks(Map.of(), Map.of());
        var result = PulumiTest.withMocks(mocks).runTest(ctx -> {
            new Provider("sc", ProviderArgs.builder()
                .cloudApiKey("key")
                .oauth(ProviderOauthArgs.builder()
                    .oauthIdentityPoolId("pool-1")
                    .oauthExternalTokenUrl("https://idp.example/token")
                    .build())
                .build());
            var config = new Config();
            ctx.export("maxRetries", Output.of(config.maxRetries().orElse(-1)));
            ctx.export("tableflowApiKey", Output.of(config.tableflowApiKey().orElse("unset")));
        });
        result.throwOnError();
        var checks = new Checks();
        checks.equal("config maxRetries default", 4, PulumiTest.extractValue(result.output("maxRetries", Integer.class)));
        checks.equal("config from TABLEFLOW_API_KEY", "tableflow-from-env",
            PulumiTest.extractValue(result.output("tableflowApiKey", String.class)));
        checks.equal("provider type", "pulumi:providers:streamcloud", mocks.typeOf("sc"));
        var inputs = mocks.inputsOf("sc");
        checks.equal("provider cloudApiKey", "key", inputs.get("cloudApiKey"));
        // com.pulumi:pulumi serializes numbers as protobuf doubles, also inside JSON (as it does
        // for Pulumi's own generated ProviderArgs, whose build() is the same).
        checks.equal("provider maxRetries default (JSON)", "4.0", inputs.get("maxRetries"));
        checks.equal("provider oauth (JSON)",
            "{\"oauthExternalTokenUrl\":\"https://idp.example/token\",\"oauthIdentityPoolId\":\"pool-1\"}",
            inputs.get("oauth"));
        checks.finish();
    }
}
