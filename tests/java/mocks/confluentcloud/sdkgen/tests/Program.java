package sdkgen.tests;

import com.pulumi.confluentcloud.ConfluentcloudFunctions;
import com.pulumi.confluentcloud.Environment;
import com.pulumi.confluentcloud.EnvironmentArgs;
import com.pulumi.confluentcloud.inputs.EnvironmentStreamGovernanceArgs;
import com.pulumi.confluentcloud.inputs.GetEnvironmentArgs;
import com.pulumi.confluentcloud.inputs.GetEnvironmentPlainArgs;
import com.pulumi.core.Output;
import com.pulumi.test.PulumiTest;
import java.util.Map;

/**
 * confluentcloud under mocks: a resource with a nested input whose property is a Java keyword
 * (`package`), and a function in both its forms.
 */
public final class Program {
    private static final String ENVIRONMENT = "confluentcloud:index/environment:Environment";
    private static final String GET_ENVIRONMENT = "confluentcloud:index/getEnvironment:getEnvironment";

    public static void main(String[] args) {
        var mocks = new RecordingMocks(
            Map.of(ENVIRONMENT, Map.of("resourceName", "crn://confluent.cloud/environment=staging-id")),
            Map.of(GET_ENVIRONMENT, Map.of(
                "id", "env-123",
                "displayName", "Production",
                "resourceName", "crn://confluent.cloud/environment=env-123",
                "streamGovernance", Map.of("package", "ESSENTIALS"))));
        var result = PulumiTest.withMocks(mocks).runTest(ctx -> {
            var environment = new Environment("staging", EnvironmentArgs.builder()
                .displayName("Staging")
                .streamGovernance(EnvironmentStreamGovernanceArgs.builder().package_("ADVANCED").build())
                .build());
            ctx.export("displayName", environment.displayName());
            ctx.export("resourceName", environment.resourceName());
            ctx.export("package", environment.streamGovernance().applyValue(g -> g.package_()));
            var found = ConfluentcloudFunctions.getEnvironment(
                GetEnvironmentArgs.builder().id(Output.of("env-123")).build());
            ctx.export("foundName", found.applyValue(r -> r.displayName()));
            ctx.export("foundPackage", found.applyValue(r -> r.streamGovernance().package_()));
            var plain = ConfluentcloudFunctions.getEnvironmentPlain(
                GetEnvironmentPlainArgs.builder().id("env-123").build());
            ctx.export("plainName", Output.of(plain.thenApply(r -> r.resourceName())));
        });
        result.throwOnError();
        var checks = new Checks();
        checks.equal("displayName", "Staging", PulumiTest.extractValue(result.output("displayName", String.class)));
        checks.equal("resourceName", "crn://confluent.cloud/environment=staging-id",
            PulumiTest.extractValue(result.output("resourceName", String.class)));
        checks.equal("package", "ADVANCED", PulumiTest.extractValue(result.output("package", String.class)));
        checks.equal("foundName", "Production", PulumiTest.extractValue(result.output("foundName", String.class)));
        checks.equal("foundPackage", "ESSENTIALS", PulumiTest.extractValue(result.output("foundPackage", String.class)));
        checks.equal("plainName", "crn://confluent.cloud/environment=env-123",
            PulumiTest.extractValue(result.output("plainName", String.class)));
        checks.equal("type", ENVIRONMENT, mocks.typeOf("staging"));
        var inputs = mocks.inputsOf("staging");
        checks.equal("input displayName", "Staging", inputs.get("displayName"));
        checks.equal("input streamGovernance", Map.of("package", "ADVANCED"), inputs.get("streamGovernance"));
        checks.equal("invoke args", Map.of("id", "env-123"), mocks.argsOf(GET_ENVIRONMENT));
        checks.equal("invokes", 2, mocks.calls.size());
        checks.finish();
    }
}
