/**
 * Compile-time checks of sdkgen's `"outputOnly": true` extension and of other things the
 * generated Node.js SDKs must NOT accept. Compiled with seed_mocks.ts by `tsc -p .`
 * (tsconfig.json beside it); nothing here needs to run.
 *
 * An outputOnly field is computed by the service: it is absent from every input type
 * (`types.input.XArgs`) and kept in the output type (`types.output.X`). schema/gatewaycloud.json
 * has no outputOnly field (seed_mocks.ts checks that), so the checks use @pulumi/streamcloud,
 * whose object types nothing references: sdkgen generates them in their input (Args) and
 * output forms, with Pulumi's Node.js naming and typing.
 *
 * Each negative check is a `// @ts-expect-error` on the line that must not compile; if that
 * line compiles, the directive itself is an error, so `tsc` fails. Every negative object
 * literal has a positive control: the same literal without the offending line, which must
 * compile. The sample values have the field's own type, so the only possible error on a
 * negative line is "unknown property".
 */

import * as pulumi from "@pulumi/pulumi";
import * as gw from "@pulumi/gatewaycloud";
import * as sc from "@pulumi/streamcloud";

// ---------------------------------------------------------------------------
// Exact shapes of the streamcloud object types: `XArgs` = the fields of the schema
// without the outputOnly ones, each a `pulumi.Input`; `types.output.X` = all fields.
// (Derived from Pulumi's pkg/codegen/nodejs v3.259.0 output for the same types, with the
// outputOnly fields removed from the Args forms.)
// ---------------------------------------------------------------------------

type Equals<X, Y> = (<T>() => T extends X ? 1 : 2) extends (<T>() => T extends Y ? 1 : 2) ? true : false;
type Expect<T extends true> = T;

export type StreamcloudTypeShapes = [
    // streamcloud: sc.types.input
    Expect<Equals<sc.types.input.AccessPointCloudAEgressPrivateLinkEndpointArgs, {
        enableHighAvailability?: pulumi.Input<boolean | undefined>;
        vpcEndpointServiceName: pulumi.Input<string>;
    }>>,
    Expect<Equals<sc.types.input.AccessPointCloudAIngressPrivateLinkEndpointArgs, { vpcEndpointId: pulumi.Input<string> }>>,
    Expect<Equals<sc.types.input.AccessPointCloudAPrivateNetworkInterfaceArgs, {
        account: pulumi.Input<string>;
        networkInterfaces: pulumi.Input<pulumi.Input<string>[]>;
        routes?: pulumi.Input<pulumi.Input<string>[] | undefined>;
    }>>,
    Expect<Equals<sc.types.input.AccessPointCloudBEgressPrivateLinkEndpointArgs, {
        privateLinkServiceResourceId: pulumi.Input<string>;
        privateLinkSubresourceName?: pulumi.Input<string | undefined>;
    }>>,
    Expect<Equals<sc.types.input.AccessPointCloudBIngressPrivateLinkEndpointArgs, { privateEndpointResourceId: pulumi.Input<string> }>>,
    Expect<Equals<sc.types.input.AccessPointCloudCEgressPrivateServiceConnectEndpointArgs, { privateServiceConnectEndpointTarget: pulumi.Input<string> }>>,
    Expect<Equals<sc.types.input.AccessPointCloudCIngressPrivateServiceConnectEndpointArgs, { privateServiceConnectConnectionId: pulumi.Input<string> }>>,
    Expect<Equals<sc.types.input.AccessPointEnvironmentArgs, { id: pulumi.Input<string> }>>,
    Expect<Equals<sc.types.input.AccessPointGatewayArgs, { id: pulumi.Input<string> }>>,
    Expect<Equals<sc.types.input.ApiKeyManagedResourceArgs, {
        apiVersion: pulumi.Input<string>;
        environment?: pulumi.Input<sc.types.input.ApiKeyManagedResourceEnvironmentArgs | undefined>;
        id: pulumi.Input<string>;
        kind: pulumi.Input<string>;
    }>>,
    Expect<Equals<sc.types.input.ApiKeyManagedResourceEnvironmentArgs, { id: pulumi.Input<string> }>>,
    Expect<Equals<sc.types.input.ApiKeyOwnerArgs, {
        apiVersion: pulumi.Input<string>;
        id: pulumi.Input<string>;
        kind: pulumi.Input<string>;
    }>>,
    Expect<Equals<sc.types.input.BusinessMetadataAttributeDefinitionArgs, {
        defaultValue?: pulumi.Input<string | undefined>;
        description?: pulumi.Input<string | undefined>;
        isOptional?: pulumi.Input<boolean | undefined>;
        name: pulumi.Input<string>;
    }>>,
    Expect<Equals<sc.types.input.BusinessMetadataBindingCredentialsArgs, {
        key: pulumi.Input<string>;
        secret: pulumi.Input<string>;
    }>>,
    Expect<Equals<sc.types.input.BusinessMetadataBindingSchemaRegistryClusterArgs, { id: pulumi.Input<string> }>>,
    Expect<Equals<sc.types.input.BusinessMetadataCredentialsArgs, {
        key: pulumi.Input<string>;
        secret: pulumi.Input<string>;
    }>>,
    Expect<Equals<sc.types.input.BusinessMetadataSchemaRegistryClusterArgs, { id: pulumi.Input<string> }>>,
    Expect<Equals<sc.types.input.ByokKeyCloudAArgs, { keyArn: pulumi.Input<string> }>>,
    Expect<Equals<sc.types.input.ByokKeyCloudBArgs, {
        keyIdentifier: pulumi.Input<string>;
        keyVaultId: pulumi.Input<string>;
        tenantId: pulumi.Input<string>;
    }>>,
    Expect<Equals<sc.types.input.ByokKeyCloudCArgs, { keyId: pulumi.Input<string> }>>,
    Expect<Equals<sc.types.input.CatalogEntityAttributesCredentialsArgs, {
        key: pulumi.Input<string>;
        secret: pulumi.Input<string>;
    }>>,
    Expect<Equals<sc.types.input.CatalogEntityAttributesSchemaRegistryClusterArgs, { id: pulumi.Input<string> }>>,
    Expect<Equals<sc.types.input.CatalogIntegrationCloudAGlueArgs, {
        customDatabase?: pulumi.Input<string | undefined>;
        providerIntegrationId: pulumi.Input<string>;
    }>>,
    Expect<Equals<sc.types.input.CatalogIntegrationCredentialsArgs, {
        key: pulumi.Input<string>;
        secret: pulumi.Input<string>;
    }>>,
    Expect<Equals<sc.types.input.CatalogIntegrationEnvironmentArgs, { id: pulumi.Input<string> }>>,
    Expect<Equals<sc.types.input.CatalogIntegrationKafkaClusterArgs, { id: pulumi.Input<string> }>>,
    Expect<Equals<sc.types.input.CatalogIntegrationLakehouseArgs, {
        catalogName: pulumi.Input<string>;
        clientId: pulumi.Input<string>;
        clientSecret: pulumi.Input<string>;
        customSchema?: pulumi.Input<string | undefined>;
        workspaceEndpoint: pulumi.Input<string>;
    }>>,
    Expect<Equals<sc.types.input.CatalogIntegrationWarehouseArgs, {
        allowedScope: pulumi.Input<string>;
        clientId: pulumi.Input<string>;
        clientSecret: pulumi.Input<string>;
        customNamespace?: pulumi.Input<string | undefined>;
        endpoint: pulumi.Input<string>;
        warehouse: pulumi.Input<string>;
    }>>,
    Expect<Equals<sc.types.input.CertificatePoolCertificateAuthorityArgs, { id: pulumi.Input<string> }>>,
    Expect<Equals<sc.types.input.ClusterLinkDestinationKafkaClusterArgs, {
        bootstrapEndpoint?: pulumi.Input<string | undefined>;
        credentials?: pulumi.Input<sc.types.input.ClusterLinkDestinationKafkaClusterCredentialsArgs | undefined>;
        id: pulumi.Input<string>;
        restEndpoint?: pulumi.Input<string | undefined>;
    }>>,
    Expect<Equals<sc.types.input.ClusterLinkDestinationKafkaClusterCredentialsArgs, {
        key: pulumi.Input<string>;
        secret: pulumi.Input<string>;
    }>>,
    Expect<Equals<sc.types.input.ClusterLinkLocalKafkaClusterArgs, {
        bootstrapEndpoint?: pulumi.Input<string | undefined>;
        credentials?: pulumi.Input<sc.types.input.ClusterLinkLocalKafkaClusterCredentialsArgs | undefined>;
        id: pulumi.Input<string>;
        restEndpoint?: pulumi.Input<string | undefined>;
    }>>,
    Expect<Equals<sc.types.input.ClusterLinkLocalKafkaClusterCredentialsArgs, {
        key: pulumi.Input<string>;
        secret: pulumi.Input<string>;
    }>>,
    Expect<Equals<sc.types.input.ClusterLinkRemoteKafkaClusterArgs, {
        bootstrapEndpoint?: pulumi.Input<string | undefined>;
        credentials?: pulumi.Input<sc.types.input.ClusterLinkRemoteKafkaClusterCredentialsArgs | undefined>;
        id: pulumi.Input<string>;
        restEndpoint?: pulumi.Input<string | undefined>;
    }>>,
    Expect<Equals<sc.types.input.ClusterLinkRemoteKafkaClusterCredentialsArgs, {
        key: pulumi.Input<string>;
        secret: pulumi.Input<string>;
    }>>,
    Expect<Equals<sc.types.input.ClusterLinkSourceKafkaClusterArgs, {
        bootstrapEndpoint?: pulumi.Input<string | undefined>;
        credentials?: pulumi.Input<sc.types.input.ClusterLinkSourceKafkaClusterCredentialsArgs | undefined>;
        id: pulumi.Input<string>;
        restEndpoint?: pulumi.Input<string | undefined>;
    }>>,
    Expect<Equals<sc.types.input.ClusterLinkSourceKafkaClusterCredentialsArgs, {
        key: pulumi.Input<string>;
        secret: pulumi.Input<string>;
    }>>,
    Expect<Equals<sc.types.input.ConnectArtifactEnvironmentArgs, { id: pulumi.Input<string> }>>,
    Expect<Equals<sc.types.input.ConnectorEnvironmentArgs, { id: pulumi.Input<string> }>>,
    Expect<Equals<sc.types.input.ConnectorKafkaClusterArgs, { id: pulumi.Input<string> }>>,
    Expect<Equals<sc.types.input.ConnectorOffsetArgs, { offset?: pulumi.Input<{[key: string]: pulumi.Input<string>} | undefined> }>>,
    Expect<Equals<sc.types.input.ProviderOauthArgs, {
        oauthExternalAccessToken?: pulumi.Input<string | undefined>;
        oauthExternalClientId?: pulumi.Input<string | undefined>;
        oauthExternalClientSecret?: pulumi.Input<string | undefined>;
        oauthExternalTokenScope?: pulumi.Input<string | undefined>;
        oauthExternalTokenUrl?: pulumi.Input<string | undefined>;
        oauthIdentityPoolId: pulumi.Input<string>;
        oauthStsTokenExpiredInSeconds?: pulumi.Input<string | undefined>;
    }>>,
    // streamcloud: sc.types.output
    Expect<Equals<sc.types.output.AccessPointCloudAEgressPrivateLinkEndpoint, {
        enableHighAvailability?: boolean;
        vpcEndpointDnsName?: string;
        vpcEndpointId?: string;
        vpcEndpointServiceName: string;
    }>>,
    Expect<Equals<sc.types.output.AccessPointCloudAIngressPrivateLinkEndpoint, {
        dnsDomain?: string;
        vpcEndpointId: string;
        vpcEndpointServiceName?: string;
    }>>,
    Expect<Equals<sc.types.output.AccessPointCloudAPrivateNetworkInterface, {
        account: string;
        networkInterfaces: string[];
        routes?: string[];
    }>>,
    Expect<Equals<sc.types.output.AccessPointCloudBEgressPrivateLinkEndpoint, {
        privateEndpointCustomDnsConfigDomains?: string[];
        privateEndpointDomain?: string;
        privateEndpointIpAddress?: string;
        privateEndpointResourceId?: string;
        privateLinkServiceResourceId: string;
        privateLinkSubresourceName?: string;
    }>>,
    Expect<Equals<sc.types.output.AccessPointCloudBIngressPrivateLinkEndpoint, {
        dnsDomain?: string;
        privateEndpointResourceId: string;
        privateLinkServiceAlias?: string;
        privateLinkServiceResourceId?: string;
    }>>,
    Expect<Equals<sc.types.output.AccessPointCloudCEgressPrivateServiceConnectEndpoint, {
        privateServiceConnectEndpointConnectionId?: string;
        privateServiceConnectEndpointIpAddress?: string;
        privateServiceConnectEndpointName?: string;
        privateServiceConnectEndpointTarget: string;
    }>>,
    Expect<Equals<sc.types.output.AccessPointCloudCIngressPrivateServiceConnectEndpoint, {
        dnsDomain?: string;
        privateServiceConnectConnectionId: string;
        privateServiceConnectServiceAttachment?: string;
    }>>,
    Expect<Equals<sc.types.output.AccessPointEnvironment, { id: string }>>,
    Expect<Equals<sc.types.output.AccessPointGateway, { id: string }>>,
    Expect<Equals<sc.types.output.ApiKeyManagedResource, {
        apiVersion: string;
        environment?: sc.types.output.ApiKeyManagedResourceEnvironment;
        id: string;
        kind: string;
    }>>,
    Expect<Equals<sc.types.output.ApiKeyManagedResourceEnvironment, { id: string }>>,
    Expect<Equals<sc.types.output.ApiKeyOwner, {
        apiVersion: string;
        id: string;
        kind: string;
    }>>,
    Expect<Equals<sc.types.output.BusinessMetadataAttributeDefinition, {
        defaultValue?: string;
        description?: string;
        isOptional?: boolean;
        name: string;
        options?: {[key: string]: string};
        type?: string;
    }>>,
    Expect<Equals<sc.types.output.BusinessMetadataBindingCredentials, {
        key: string;
        secret: string;
    }>>,
    Expect<Equals<sc.types.output.BusinessMetadataBindingSchemaRegistryCluster, { id: string }>>,
    Expect<Equals<sc.types.output.BusinessMetadataCredentials, {
        key: string;
        secret: string;
    }>>,
    Expect<Equals<sc.types.output.BusinessMetadataSchemaRegistryCluster, { id: string }>>,
    Expect<Equals<sc.types.output.ByokKeyCloudA, {
        keyArn: string;
        roles?: string[];
    }>>,
    Expect<Equals<sc.types.output.ByokKeyCloudB, {
        applicationId?: string;
        keyIdentifier: string;
        keyVaultId: string;
        tenantId: string;
    }>>,
    Expect<Equals<sc.types.output.ByokKeyCloudC, {
        keyId: string;
        securityGroup?: string;
    }>>,
    Expect<Equals<sc.types.output.CatalogEntityAttributesCredentials, {
        key: string;
        secret: string;
    }>>,
    Expect<Equals<sc.types.output.CatalogEntityAttributesSchemaRegistryCluster, { id: string }>>,
    Expect<Equals<sc.types.output.CatalogIntegrationCloudAGlue, {
        customDatabase?: string;
        providerIntegrationId: string;
    }>>,
    Expect<Equals<sc.types.output.CatalogIntegrationCredentials, {
        key: string;
        secret: string;
    }>>,
    Expect<Equals<sc.types.output.CatalogIntegrationEnvironment, { id: string }>>,
    Expect<Equals<sc.types.output.CatalogIntegrationKafkaCluster, { id: string }>>,
    Expect<Equals<sc.types.output.CatalogIntegrationLakehouse, {
        catalogName: string;
        clientId: string;
        clientSecret: string;
        customSchema?: string;
        workspaceEndpoint: string;
    }>>,
    Expect<Equals<sc.types.output.CatalogIntegrationWarehouse, {
        allowedScope: string;
        clientId: string;
        clientSecret: string;
        customNamespace?: string;
        endpoint: string;
        warehouse: string;
    }>>,
    Expect<Equals<sc.types.output.CertificatePoolCertificateAuthority, { id: string }>>,
    Expect<Equals<sc.types.output.ClusterLinkDestinationKafkaCluster, {
        bootstrapEndpoint?: string;
        credentials?: sc.types.output.ClusterLinkDestinationKafkaClusterCredentials;
        id: string;
        restEndpoint?: string;
    }>>,
    Expect<Equals<sc.types.output.ClusterLinkDestinationKafkaClusterCredentials, {
        key: string;
        secret: string;
    }>>,
    Expect<Equals<sc.types.output.ClusterLinkLocalKafkaCluster, {
        bootstrapEndpoint?: string;
        credentials?: sc.types.output.ClusterLinkLocalKafkaClusterCredentials;
        id: string;
        restEndpoint?: string;
    }>>,
    Expect<Equals<sc.types.output.ClusterLinkLocalKafkaClusterCredentials, {
        key: string;
        secret: string;
    }>>,
    Expect<Equals<sc.types.output.ClusterLinkRemoteKafkaCluster, {
        bootstrapEndpoint?: string;
        credentials?: sc.types.output.ClusterLinkRemoteKafkaClusterCredentials;
        id: string;
        restEndpoint?: string;
    }>>,
    Expect<Equals<sc.types.output.ClusterLinkRemoteKafkaClusterCredentials, {
        key: string;
        secret: string;
    }>>,
    Expect<Equals<sc.types.output.ClusterLinkSourceKafkaCluster, {
        bootstrapEndpoint?: string;
        credentials?: sc.types.output.ClusterLinkSourceKafkaClusterCredentials;
        id: string;
        restEndpoint?: string;
    }>>,
    Expect<Equals<sc.types.output.ClusterLinkSourceKafkaClusterCredentials, {
        key: string;
        secret: string;
    }>>,
    Expect<Equals<sc.types.output.ConnectArtifactEnvironment, { id: string }>>,
    Expect<Equals<sc.types.output.ConnectorEnvironment, { id: string }>>,
    Expect<Equals<sc.types.output.ConnectorKafkaCluster, { id: string }>>,
    Expect<Equals<sc.types.output.ConnectorOffset, { offset?: {[key: string]: string} }>>,
    Expect<Equals<sc.types.output.ProviderOauth, {
        oauthExternalAccessToken?: string;
        oauthExternalClientId?: string;
        oauthExternalClientSecret?: string;
        oauthExternalTokenScope?: string;
        oauthExternalTokenUrl?: string;
        oauthIdentityPoolId: string;
        oauthStsTokenExpiredInSeconds?: string;
    }>>,
];

// ---------------------------------------------------------------------------
// outputOnly fields are rejected in Args literals; the same literal without them
// compiles; the output type accepts them.
// ---------------------------------------------------------------------------

// AccessPointCloudAEgressPrivateLinkEndpoint: outputOnly vpcEndpointDnsName, vpcEndpointId
export const accessPointCloudAEgressPrivateLinkEndpointArgs: sc.types.input.AccessPointCloudAEgressPrivateLinkEndpointArgs = {
    vpcEndpointServiceName: "vpcEndpointServiceName-value",
};
export const accessPointCloudAEgressPrivateLinkEndpointArgsWithVpcEndpointDnsName: sc.types.input.AccessPointCloudAEgressPrivateLinkEndpointArgs = {
    vpcEndpointServiceName: "vpcEndpointServiceName-value",
    // @ts-expect-error outputOnly fields are not inputs
    vpcEndpointDnsName: "vpcEndpointDnsName-value",
};
export const accessPointCloudAEgressPrivateLinkEndpointArgsWithVpcEndpointId: sc.types.input.AccessPointCloudAEgressPrivateLinkEndpointArgs = {
    vpcEndpointServiceName: "vpcEndpointServiceName-value",
    // @ts-expect-error outputOnly fields are not inputs
    vpcEndpointId: "vpcEndpointId-value",
};
export const accessPointCloudAEgressPrivateLinkEndpointOutput: sc.types.output.AccessPointCloudAEgressPrivateLinkEndpoint = {
    vpcEndpointServiceName: "vpcEndpointServiceName-value",
    vpcEndpointDnsName: "vpcEndpointDnsName-value",
    vpcEndpointId: "vpcEndpointId-value",
};

// AccessPointCloudAIngressPrivateLinkEndpoint: outputOnly dnsDomain, vpcEndpointServiceName
export const accessPointCloudAIngressPrivateLinkEndpointArgs: sc.types.input.AccessPointCloudAIngressPrivateLinkEndpointArgs = {
    vpcEndpointId: "vpcEndpointId-value",
};
export const accessPointCloudAIngressPrivateLinkEndpointArgsWithDnsDomain: sc.types.input.AccessPointCloudAIngressPrivateLinkEndpointArgs = {
    vpcEndpointId: "vpcEndpointId-value",
    // @ts-expect-error outputOnly fields are not inputs
    dnsDomain: "dnsDomain-value",
};
export const accessPointCloudAIngressPrivateLinkEndpointArgsWithVpcEndpointServiceName: sc.types.input.AccessPointCloudAIngressPrivateLinkEndpointArgs = {
    vpcEndpointId: "vpcEndpointId-value",
    // @ts-expect-error outputOnly fields are not inputs
    vpcEndpointServiceName: "vpcEndpointServiceName-value",
};
export const accessPointCloudAIngressPrivateLinkEndpointOutput: sc.types.output.AccessPointCloudAIngressPrivateLinkEndpoint = {
    vpcEndpointId: "vpcEndpointId-value",
    dnsDomain: "dnsDomain-value",
    vpcEndpointServiceName: "vpcEndpointServiceName-value",
};

// AccessPointCloudBEgressPrivateLinkEndpoint: outputOnly privateEndpointCustomDnsConfigDomains, privateEndpointDomain, privateEndpointIpAddress, privateEndpointResourceId
export const accessPointCloudBEgressPrivateLinkEndpointArgs: sc.types.input.AccessPointCloudBEgressPrivateLinkEndpointArgs = {
    privateLinkServiceResourceId: "privateLinkServiceResourceId-value",
};
export const accessPointCloudBEgressPrivateLinkEndpointArgsWithPrivateEndpointCustomDnsConfigDomains: sc.types.input.AccessPointCloudBEgressPrivateLinkEndpointArgs = {
    privateLinkServiceResourceId: "privateLinkServiceResourceId-value",
    // @ts-expect-error outputOnly fields are not inputs
    privateEndpointCustomDnsConfigDomains: ["out-a"],
};
export const accessPointCloudBEgressPrivateLinkEndpointArgsWithPrivateEndpointDomain: sc.types.input.AccessPointCloudBEgressPrivateLinkEndpointArgs = {
    privateLinkServiceResourceId: "privateLinkServiceResourceId-value",
    // @ts-expect-error outputOnly fields are not inputs
    privateEndpointDomain: "privateEndpointDomain-value",
};
export const accessPointCloudBEgressPrivateLinkEndpointArgsWithPrivateEndpointIpAddress: sc.types.input.AccessPointCloudBEgressPrivateLinkEndpointArgs = {
    privateLinkServiceResourceId: "privateLinkServiceResourceId-value",
    // @ts-expect-error outputOnly fields are not inputs
    privateEndpointIpAddress: "privateEndpointIpAddress-value",
};
export const accessPointCloudBEgressPrivateLinkEndpointArgsWithPrivateEndpointResourceId: sc.types.input.AccessPointCloudBEgressPrivateLinkEndpointArgs = {
    privateLinkServiceResourceId: "privateLinkServiceResourceId-value",
    // @ts-expect-error outputOnly fields are not inputs
    privateEndpointResourceId: "privateEndpointResourceId-value",
};
export const accessPointCloudBEgressPrivateLinkEndpointOutput: sc.types.output.AccessPointCloudBEgressPrivateLinkEndpoint = {
    privateLinkServiceResourceId: "privateLinkServiceResourceId-value",
    privateEndpointCustomDnsConfigDomains: ["out-a"],
    privateEndpointDomain: "privateEndpointDomain-value",
    privateEndpointIpAddress: "privateEndpointIpAddress-value",
    privateEndpointResourceId: "privateEndpointResourceId-value",
};

// AccessPointCloudBIngressPrivateLinkEndpoint: outputOnly dnsDomain, privateLinkServiceAlias, privateLinkServiceResourceId
export const accessPointCloudBIngressPrivateLinkEndpointArgs: sc.types.input.AccessPointCloudBIngressPrivateLinkEndpointArgs = {
    privateEndpointResourceId: "privateEndpointResourceId-value",
};
export const accessPointCloudBIngressPrivateLinkEndpointArgsWithDnsDomain: sc.types.input.AccessPointCloudBIngressPrivateLinkEndpointArgs = {
    privateEndpointResourceId: "privateEndpointResourceId-value",
    // @ts-expect-error outputOnly fields are not inputs
    dnsDomain: "dnsDomain-value",
};
export const accessPointCloudBIngressPrivateLinkEndpointArgsWithPrivateLinkServiceAlias: sc.types.input.AccessPointCloudBIngressPrivateLinkEndpointArgs = {
    privateEndpointResourceId: "privateEndpointResourceId-value",
    // @ts-expect-error outputOnly fields are not inputs
    privateLinkServiceAlias: "privateLinkServiceAlias-value",
};
export const accessPointCloudBIngressPrivateLinkEndpointArgsWithPrivateLinkServiceResourceId: sc.types.input.AccessPointCloudBIngressPrivateLinkEndpointArgs = {
    privateEndpointResourceId: "privateEndpointResourceId-value",
    // @ts-expect-error outputOnly fields are not inputs
    privateLinkServiceResourceId: "privateLinkServiceResourceId-value",
};
export const accessPointCloudBIngressPrivateLinkEndpointOutput: sc.types.output.AccessPointCloudBIngressPrivateLinkEndpoint = {
    privateEndpointResourceId: "privateEndpointResourceId-value",
    dnsDomain: "dnsDomain-value",
    privateLinkServiceAlias: "privateLinkServiceAlias-value",
    privateLinkServiceResourceId: "privateLinkServiceResourceId-value",
};

// AccessPointCloudCEgressPrivateServiceConnectEndpoint: outputOnly privateServiceConnectEndpointConnectionId, privateServiceConnectEndpointIpAddress, privateServiceConnectEndpointName
export const accessPointCloudCEgressPrivateServiceConnectEndpointArgs: sc.types.input.AccessPointCloudCEgressPrivateServiceConnectEndpointArgs = {
    privateServiceConnectEndpointTarget: "privateServiceConnectEndpointTarget-value",
};
export const accessPointCloudCEgressPrivateServiceConnectEndpointArgsWithPrivateServiceConnectEndpointConnectionId: sc.types.input.AccessPointCloudCEgressPrivateServiceConnectEndpointArgs = {
    privateServiceConnectEndpointTarget: "privateServiceConnectEndpointTarget-value",
    // @ts-expect-error outputOnly fields are not inputs
    privateServiceConnectEndpointConnectionId: "privateServiceConnectEndpointConnectionId-value",
};
export const accessPointCloudCEgressPrivateServiceConnectEndpointArgsWithPrivateServiceConnectEndpointIpAddress: sc.types.input.AccessPointCloudCEgressPrivateServiceConnectEndpointArgs = {
    privateServiceConnectEndpointTarget: "privateServiceConnectEndpointTarget-value",
    // @ts-expect-error outputOnly fields are not inputs
    privateServiceConnectEndpointIpAddress: "privateServiceConnectEndpointIpAddress-value",
};
export const accessPointCloudCEgressPrivateServiceConnectEndpointArgsWithPrivateServiceConnectEndpointName: sc.types.input.AccessPointCloudCEgressPrivateServiceConnectEndpointArgs = {
    privateServiceConnectEndpointTarget: "privateServiceConnectEndpointTarget-value",
    // @ts-expect-error outputOnly fields are not inputs
    privateServiceConnectEndpointName: "privateServiceConnectEndpointName-value",
};
export const accessPointCloudCEgressPrivateServiceConnectEndpointOutput: sc.types.output.AccessPointCloudCEgressPrivateServiceConnectEndpoint = {
    privateServiceConnectEndpointTarget: "privateServiceConnectEndpointTarget-value",
    privateServiceConnectEndpointConnectionId: "privateServiceConnectEndpointConnectionId-value",
    privateServiceConnectEndpointIpAddress: "privateServiceConnectEndpointIpAddress-value",
    privateServiceConnectEndpointName: "privateServiceConnectEndpointName-value",
};

// AccessPointCloudCIngressPrivateServiceConnectEndpoint: outputOnly dnsDomain, privateServiceConnectServiceAttachment
export const accessPointCloudCIngressPrivateServiceConnectEndpointArgs: sc.types.input.AccessPointCloudCIngressPrivateServiceConnectEndpointArgs = {
    privateServiceConnectConnectionId: "privateServiceConnectConnectionId-value",
};
export const accessPointCloudCIngressPrivateServiceConnectEndpointArgsWithDnsDomain: sc.types.input.AccessPointCloudCIngressPrivateServiceConnectEndpointArgs = {
    privateServiceConnectConnectionId: "privateServiceConnectConnectionId-value",
    // @ts-expect-error outputOnly fields are not inputs
    dnsDomain: "dnsDomain-value",
};
export const accessPointCloudCIngressPrivateServiceConnectEndpointArgsWithPrivateServiceConnectServiceAttachment: sc.types.input.AccessPointCloudCIngressPrivateServiceConnectEndpointArgs = {
    privateServiceConnectConnectionId: "privateServiceConnectConnectionId-value",
    // @ts-expect-error outputOnly fields are not inputs
    privateServiceConnectServiceAttachment: "privateServiceConnectServiceAttachment-value",
};
export const accessPointCloudCIngressPrivateServiceConnectEndpointOutput: sc.types.output.AccessPointCloudCIngressPrivateServiceConnectEndpoint = {
    privateServiceConnectConnectionId: "privateServiceConnectConnectionId-value",
    dnsDomain: "dnsDomain-value",
    privateServiceConnectServiceAttachment: "privateServiceConnectServiceAttachment-value",
};

// BusinessMetadataAttributeDefinition: outputOnly options, type
export const businessMetadataAttributeDefinitionArgs: sc.types.input.BusinessMetadataAttributeDefinitionArgs = {
    name: "name-value",
};
export const businessMetadataAttributeDefinitionArgsWithOptions: sc.types.input.BusinessMetadataAttributeDefinitionArgs = {
    name: "name-value",
    // @ts-expect-error outputOnly fields are not inputs
    options: { k: "v" },
};
export const businessMetadataAttributeDefinitionArgsWithType: sc.types.input.BusinessMetadataAttributeDefinitionArgs = {
    name: "name-value",
    // @ts-expect-error outputOnly fields are not inputs
    type: "type-value",
};
export const businessMetadataAttributeDefinitionOutput: sc.types.output.BusinessMetadataAttributeDefinition = {
    name: "name-value",
    options: { k: "v" },
    type: "type-value",
};

// ByokKeyCloudA: outputOnly roles
export const byokKeyCloudAArgs: sc.types.input.ByokKeyCloudAArgs = {
    keyArn: "keyArn-value",
};
export const byokKeyCloudAArgsWithRoles: sc.types.input.ByokKeyCloudAArgs = {
    keyArn: "keyArn-value",
    // @ts-expect-error outputOnly fields are not inputs
    roles: ["out-a"],
};
export const byokKeyCloudAOutput: sc.types.output.ByokKeyCloudA = {
    keyArn: "keyArn-value",
    roles: ["out-a"],
};

// ByokKeyCloudB: outputOnly applicationId
export const byokKeyCloudBArgs: sc.types.input.ByokKeyCloudBArgs = {
    keyIdentifier: "keyIdentifier-value",
    keyVaultId: "keyVaultId-value",
    tenantId: "tenantId-value",
};
export const byokKeyCloudBArgsWithApplicationId: sc.types.input.ByokKeyCloudBArgs = {
    keyIdentifier: "keyIdentifier-value",
    keyVaultId: "keyVaultId-value",
    tenantId: "tenantId-value",
    // @ts-expect-error outputOnly fields are not inputs
    applicationId: "applicationId-value",
};
export const byokKeyCloudBOutput: sc.types.output.ByokKeyCloudB = {
    keyIdentifier: "keyIdentifier-value",
    keyVaultId: "keyVaultId-value",
    tenantId: "tenantId-value",
    applicationId: "applicationId-value",
};

// ByokKeyCloudC: outputOnly securityGroup
export const byokKeyCloudCArgs: sc.types.input.ByokKeyCloudCArgs = {
    keyId: "keyId-value",
};
export const byokKeyCloudCArgsWithSecurityGroup: sc.types.input.ByokKeyCloudCArgs = {
    keyId: "keyId-value",
    // @ts-expect-error outputOnly fields are not inputs
    securityGroup: "securityGroup-value",
};
export const byokKeyCloudCOutput: sc.types.output.ByokKeyCloudC = {
    keyId: "keyId-value",
    securityGroup: "securityGroup-value",
};

// Inputs may be Outputs/Promises in Args (positive control with Input values).
export const egressWithInputs: sc.types.input.AccessPointCloudAEgressPrivateLinkEndpointArgs = {
    vpcEndpointServiceName: pulumi.output("com.example.svc"),
    enableHighAvailability: Promise.resolve(true),
};

// The ProvideDefaults helper takes the Args type, so it rejects outputOnly fields too.
export function provideDefaultsRejectsOutputOnly(): sc.types.input.AccessPointCloudAEgressPrivateLinkEndpointArgs {
    return sc.types.input.accessPointCloudAEgressPrivateLinkEndpointArgsProvideDefaults({
        vpcEndpointServiceName: "svc",
        // @ts-expect-error outputOnly fields are not inputs
        vpcEndpointId: "vpce-1",
    });
}

// A required (non-outputOnly) field stays required.
// @ts-expect-error vpcEndpointServiceName is required
export const egressMissingRequired: sc.types.input.AccessPointCloudAEgressPrivateLinkEndpointArgs = {
    enableHighAvailability: true,
};

// ---------------------------------------------------------------------------
// Other names and shapes that must not exist (Pulumi's Node.js generator does not emit them).
// ---------------------------------------------------------------------------

// @ts-expect-error types used only by function outputs have no input form
export type NoInputProviderMetadata = gw.types.input.GetCloudGatewayNetworkProviderMetadata;
// @ts-expect-error types used only by function outputs have no input form
export type NoInputListData = gw.types.input.GetGatewayControlPlaneListDataArgs;
// @ts-expect-error no tfbridge20-style Result suffix on object types
export type NoResultSuffix = gw.types.output.GetPortalFilterResult;
// @ts-expect-error a function without inputs has no Args interface
export type NoPlatformIpArgs = gw.GetPlatformIpAddressesArgs;
// @ts-expect-error a function without inputs has no OutputArgs interface
export type NoPlatformIpOutputArgs = gw.GetPlatformIpAddressesOutputArgs;
// @ts-expect-error unreferenced types have an Args input form only, no plain input form
export type NoPlainInputForm = sc.types.input.ByokKeyCloudA;
// @ts-expect-error non-string provider inputs are not declared as Provider output properties
export type NoMaxRetriesOutput = sc.Provider["maxRetries"];
// @ts-expect-error non-string provider inputs are not declared as Provider output properties
export type NoOauthOutput = sc.Provider["oauth"];

export function functionArgumentChecks(): void {
    // Plain (Promise-form) function arguments are plain values, not Inputs ...
    void gw.getPortal({
        sort: "name",
        // @ts-expect-error plain function arguments are not Inputs
        filter: pulumi.output({ rbacEnabled: true }),
    });
    // ... while the Output form takes Inputs (positive control).
    void gw.getPortalOutput({ sort: "name", filter: pulumi.output({ rbacEnabled: true }) });
    // Wire names only: no snake_case aliases.
    void gw.getGatewayControlPlane({
        sort: "name",
        // @ts-expect-error arguments use the schema's camelCase names
        filter_labels: "env:prod",
    });
    // A function without inputs takes only options.
    // @ts-expect-error getPlatformIpAddresses has no args parameter
    void gw.getPlatformIpAddresses({ filter: {} });
    void gw.getPlatformIpAddresses({ version: "1.0.0" });
    // Result fields are read-only.
    void gw.getPortal().then((r) => {
        // @ts-expect-error result fields are readonly
        r.name = "renamed";
    });
    // Provider secrets are Inputs of strings.
    // @ts-expect-error personalAccessToken is a string
    void new gw.Provider("typed", { personalAccessToken: 42 });
}
