"""The Python program of the real-engine tests (tests/e2e.rs), run through the Automation API
with an inline program (no language host needed). The TypeScript, Go, Java and Rust programs
beside this one do the same things with the same names, so that the stacks they leave are the
same. Like the Rust program it also has a component of its own (`Team`: a child and registered
outputs, one an asset), calls the provider's method `terraformConfig`, and deploys a second stack,
`consumer`, that reads the stack `dev`'s outputs through a stack reference.

Inputs (environment): SDKGEN_E2E_API (the platform API mock), SDKGEN_E2E_EXPLICIT_TOKEN,
SDKGEN_E2E_CLOUD_API_SECRET, PLATFORM_TOKEN and PLATFORM_SPAT (read by the SDK, not here),
SDKGEN_E2E_WORK (where report.json goes: each step's changes and the outputs). The CLI, backend and passphrase come
from the environment too.
"""

import json
import os

import pulumi
import pulumi_confluentcloud as confluentcloud
import pulumi_gatewaycloud as gatewaycloud
from pulumi import automation as auto

API = os.environ["SDKGEN_E2E_API"]
WORK = os.environ["SDKGEN_E2E_WORK"]

# The replace-on-change input the last update changes.
topic_name = "orders"


def program() -> None:
    explicit = gatewaycloud.Provider(
        "gateway-explicit",
        server_url=API,
        system_account_access_token=os.environ["SDKGEN_E2E_EXPLICIT_TOKEN"],
    )
    # No token given: the SDK takes PLATFORM_TOKEN and PLATFORM_SPAT from the environment.
    from_env = gatewaycloud.Provider("gateway-env", server_url=API)
    cloud = confluentcloud.Provider(
        "cloud",
        cloud_api_key="e2e-cloud-key",
        cloud_api_secret=os.environ["SDKGEN_E2E_CLOUD_API_SECRET"],
    )
    in_cloud = pulumi.ResourceOptions(provider=cloud)

    environment = confluentcloud.Environment(
        "environment",
        display_name="staging",
        stream_governance={"package": "ADVANCED"},
        opts=in_cloud,
    )
    account = confluentcloud.ServiceAccount(
        "service-account",
        display_name="ci-bot",
        description="deploys the orders topic",
        opts=in_cloud,
    )
    key = confluentcloud.ApiKey(
        "api-key",
        display_name="ci-bot-kafka",
        owner={"id": account.id, "api_version": account.api_version, "kind": account.kind},
        managed_resource={
            "id": "lkc-e2e",
            "api_version": "cmk/v2",
            "kind": "Cluster",
            "environment": {"id": environment.id},
        },
        opts=in_cloud,
    )
    topic = confluentcloud.KafkaTopic(
        "topic",
        topic_name=topic_name,
        partitions_count=3,
        rest_endpoint="https://lkc-e2e.example.com:443",
        kafka_cluster={"id": "lkc-e2e"},
        credentials={"key": key.id, "secret": key.secret},
        config={"cleanup.policy": "compact"},
        opts=in_cloud,
    )
    existing = confluentcloud.Environment.get("existing", "env-existing", opts=in_cloud)

    # Plain and output forms of the functions, through each provider.
    addresses = gatewaycloud.get_platform_ip_addresses(
        opts=pulumi.InvokeOptions(provider=explicit)
    )
    system_account = gatewaycloud.get_system_account_output(
        filter={"name": {"eq": account.display_name}},
        opts=pulumi.InvokeOutputOptions(provider=from_env),
    )
    control_plane = gatewaycloud.get_gateway_control_plane(
        filter={"name": {"eq": "production"}},
        sort="name desc",
        opts=pulumi.InvokeOptions(provider=from_env),
    )

    pulumi.export("environmentId", environment.id)
    pulumi.export("environmentCrn", environment.resource_name)
    pulumi.export("existingEnvironmentName", existing.display_name)
    pulumi.export("serviceAccountKind", account.kind)
    pulumi.export("apiKeySecret", key.secret)
    pulumi.export("topicId", topic.id)
    pulumi.export("topicCredentials", topic.credentials)
    pulumi.export("egressIps", addresses.egress_ips)
    pulumi.export("systemAccountId", system_account.id)
    pulumi.export("controlPlaneName", control_plane.name)
    pulumi.export("controlPlaneLabels", control_plane.labels)

    # A component of the program's own, and the provider's method.
    team = Team("team", cloud)
    pulumi.export("teamAccountId", team.account_id)
    pulumi.export("terraformConfig", cloud.terraform_config().result)


class Team(pulumi.ComponentResource):
    """A component of the program's own: a service account as its child, its ID and an asset as
    its registered outputs."""

    def __init__(self, name: str, provider: confluentcloud.Provider) -> None:
        super().__init__("e2e:index:Team", name, None, None)
        account = confluentcloud.ServiceAccount(
            f"{name}-account",
            display_name="team-bot",
            description="the team's account",
            opts=pulumi.ResourceOptions(parent=self, provider=provider),
        )
        self.account_id = account.id
        self.register_outputs(
            {"accountId": account.id, "readme": pulumi.StringAsset("# The team\n")}
        )


def consumer() -> None:
    """The stack `consumer`: the stack `dev`'s outputs through a stack reference (a secret one
    stays secret)."""
    upstream = pulumi.StackReference("upstream", "organization/e2e/dev")
    pulumi.export("upstreamKind", upstream.get_output("serviceAccountKind"))
    pulumi.export("upstreamApiKeySecret", upstream.get_output("apiKeySecret"))


def show(text: str) -> None:
    print(text, flush=True)


def main() -> None:
    global topic_name
    # The workspace (Pulumi.yaml and the stack settings) in WORK: by default the Automation API
    # makes a temporary directory for an inline program and never removes it.
    stack = auto.create_or_select_stack(
        stack_name="dev", project_name="e2e", program=program, opts=auto.LocalWorkspaceOptions(work_dir=WORK)
    )
    report = {}

    up = stack.up(on_output=show)
    report["up"] = up.summary.resource_changes
    report["outputs"] = {
        name: {"value": output.value, "secret": output.secret} for name, output in up.outputs.items()
    }

    # The stack reference: a second stack reads this one's outputs, then goes.
    reader = auto.create_or_select_stack(
        stack_name="consumer", project_name="e2e", program=consumer, opts=auto.LocalWorkspaceOptions(work_dir=WORK)
    )
    consumer_up = reader.up(on_output=show)
    report["consumer"] = {
        "up": consumer_up.summary.resource_changes,
        "outputs": {
            name: {"value": output.value, "secret": output.secret}
            for name, output in consumer_up.outputs.items()
        },
        "destroy": reader.destroy(on_output=show).summary.resource_changes,
    }

    report["preview"] = stack.preview(on_output=show).change_summary
    report["refresh"] = stack.refresh(on_output=show).summary.resource_changes

    topic_name = "orders-v2"
    report["replace"] = stack.up(on_output=show).summary.resource_changes

    report["destroy"] = stack.destroy(on_output=show).summary.resource_changes
    with open(os.path.join(WORK, "report.json"), "w", encoding="utf-8") as file:
        json.dump(report, file, indent=2)


if __name__ == "__main__":
    main()
