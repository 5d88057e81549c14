package outputonly

import (
	"context"
	"fmt"
	"os"
	"reflect"
	"strings"
	"testing"

	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi/internals"
	sc "github.com/streamcloud/pulumi-streamcloud/sdk/v2/go/streamcloud"

	"sdkgen.test/gomocks/internal/seed"
)

const pkg = "streamcloud"

// minimumChecks: fewer checks than this means a loop ran over nothing.
const minimumChecks = 600

func TestMain(m *testing.M) {
	code := m.Run()
	line, ok := seed.Summary("gomocks/outputonly", minimumChecks)
	fmt.Println(line)
	if code == 0 && !ok && runAll() {
		code = 1
	}
	os.Exit(code)
}

func runAll() bool {
	for _, a := range os.Args[1:] {
		if strings.HasPrefix(a, "-test.run") || strings.HasPrefix(a, "-test.skip") {
			return false
		}
	}
	return true
}

// expectedOutputOnly is Go type name -> outputOnly wire names, written by hand.
var expectedOutputOnly = map[string][]string{
	"AccessPointCloudAEgressPrivateLinkEndpoint":            {"vpcEndpointDnsName", "vpcEndpointId"},
	"AccessPointCloudAIngressPrivateLinkEndpoint":           {"dnsDomain", "vpcEndpointServiceName"},
	"AccessPointCloudBEgressPrivateLinkEndpoint":            {"privateEndpointCustomDnsConfigDomains", "privateEndpointDomain", "privateEndpointIpAddress", "privateEndpointResourceId"},
	"AccessPointCloudBIngressPrivateLinkEndpoint":           {"dnsDomain", "privateLinkServiceAlias", "privateLinkServiceResourceId"},
	"AccessPointCloudCEgressPrivateServiceConnectEndpoint":  {"privateServiceConnectEndpointConnectionId", "privateServiceConnectEndpointIpAddress", "privateServiceConnectEndpointName"},
	"AccessPointCloudCIngressPrivateServiceConnectEndpoint": {"dnsDomain", "privateServiceConnectServiceAttachment"},
	"BusinessMetadataAttributeDefinition":                   {"options", "type"},
	"ByokKeyCloudA":                                         {"roles"},
	"ByokKeyCloudB":                                         {"applicationId"},
	"ByokKeyCloudC":                                         {"securityGroup"},
}

// forms are the generated Go types of one streamcloud object type.
type forms struct {
	plain  reflect.Type // X: the plain/output struct
	args   reflect.Type // XArgs: the input struct
	input  reflect.Type // XInput: the interface XArgs implements
	output reflect.Type // XOutput
}

// scForms names every form of every streamcloud object type. If the build stops here with
// "undefined: sc.<Type>Args" (or Input/Output), the SDK lacks the input and output forms of
// streamcloud's unreferenced object types: that is Pulumi's own Go generator's output (the
// expected failure against it); sdkgen's SDK must define them.
var scForms = map[string]forms{
	"streamcloud:index/accessPointCloudAEgressPrivateLinkEndpoint:AccessPointCloudAEgressPrivateLinkEndpoint": {
		plain:  reflect.TypeOf(sc.AccessPointCloudAEgressPrivateLinkEndpoint{}),
		args:   reflect.TypeOf(sc.AccessPointCloudAEgressPrivateLinkEndpointArgs{}),
		input:  reflect.TypeOf((*sc.AccessPointCloudAEgressPrivateLinkEndpointInput)(nil)).Elem(),
		output: reflect.TypeOf(sc.AccessPointCloudAEgressPrivateLinkEndpointOutput{}),
	},
	"streamcloud:index/accessPointCloudAIngressPrivateLinkEndpoint:AccessPointCloudAIngressPrivateLinkEndpoint": {
		plain:  reflect.TypeOf(sc.AccessPointCloudAIngressPrivateLinkEndpoint{}),
		args:   reflect.TypeOf(sc.AccessPointCloudAIngressPrivateLinkEndpointArgs{}),
		input:  reflect.TypeOf((*sc.AccessPointCloudAIngressPrivateLinkEndpointInput)(nil)).Elem(),
		output: reflect.TypeOf(sc.AccessPointCloudAIngressPrivateLinkEndpointOutput{}),
	},
	"streamcloud:index/accessPointCloudAPrivateNetworkInterface:AccessPointCloudAPrivateNetworkInterface": {
		plain:  reflect.TypeOf(sc.AccessPointCloudAPrivateNetworkInterface{}),
		args:   reflect.TypeOf(sc.AccessPointCloudAPrivateNetworkInterfaceArgs{}),
		input:  reflect.TypeOf((*sc.AccessPointCloudAPrivateNetworkInterfaceInput)(nil)).Elem(),
		output: reflect.TypeOf(sc.AccessPointCloudAPrivateNetworkInterfaceOutput{}),
	},
	"streamcloud:index/accessPointCloudBEgressPrivateLinkEndpoint:AccessPointCloudBEgressPrivateLinkEndpoint": {
		plain:  reflect.TypeOf(sc.AccessPointCloudBEgressPrivateLinkEndpoint{}),
		args:   reflect.TypeOf(sc.AccessPointCloudBEgressPrivateLinkEndpointArgs{}),
		input:  reflect.TypeOf((*sc.AccessPointCloudBEgressPrivateLinkEndpointInput)(nil)).Elem(),
		output: reflect.TypeOf(sc.AccessPointCloudBEgressPrivateLinkEndpointOutput{}),
	},
	"streamcloud:index/accessPointCloudBIngressPrivateLinkEndpoint:AccessPointCloudBIngressPrivateLinkEndpoint": {
		plain:  reflect.TypeOf(sc.AccessPointCloudBIngressPrivateLinkEndpoint{}),
		args:   reflect.TypeOf(sc.AccessPointCloudBIngressPrivateLinkEndpointArgs{}),
		input:  reflect.TypeOf((*sc.AccessPointCloudBIngressPrivateLinkEndpointInput)(nil)).Elem(),
		output: reflect.TypeOf(sc.AccessPointCloudBIngressPrivateLinkEndpointOutput{}),
	},
	"streamcloud:index/accessPointCloudCEgressPrivateServiceConnectEndpoint:AccessPointCloudCEgressPrivateServiceConnectEndpoint": {
		plain:  reflect.TypeOf(sc.AccessPointCloudCEgressPrivateServiceConnectEndpoint{}),
		args:   reflect.TypeOf(sc.AccessPointCloudCEgressPrivateServiceConnectEndpointArgs{}),
		input:  reflect.TypeOf((*sc.AccessPointCloudCEgressPrivateServiceConnectEndpointInput)(nil)).Elem(),
		output: reflect.TypeOf(sc.AccessPointCloudCEgressPrivateServiceConnectEndpointOutput{}),
	},
	"streamcloud:index/accessPointCloudCIngressPrivateServiceConnectEndpoint:AccessPointCloudCIngressPrivateServiceConnectEndpoint": {
		plain:  reflect.TypeOf(sc.AccessPointCloudCIngressPrivateServiceConnectEndpoint{}),
		args:   reflect.TypeOf(sc.AccessPointCloudCIngressPrivateServiceConnectEndpointArgs{}),
		input:  reflect.TypeOf((*sc.AccessPointCloudCIngressPrivateServiceConnectEndpointInput)(nil)).Elem(),
		output: reflect.TypeOf(sc.AccessPointCloudCIngressPrivateServiceConnectEndpointOutput{}),
	},
	"streamcloud:index/accessPointEnvironment:AccessPointEnvironment": {
		plain:  reflect.TypeOf(sc.AccessPointEnvironment{}),
		args:   reflect.TypeOf(sc.AccessPointEnvironmentArgs{}),
		input:  reflect.TypeOf((*sc.AccessPointEnvironmentInput)(nil)).Elem(),
		output: reflect.TypeOf(sc.AccessPointEnvironmentOutput{}),
	},
	"streamcloud:index/accessPointGateway:AccessPointGateway": {
		plain:  reflect.TypeOf(sc.AccessPointGateway{}),
		args:   reflect.TypeOf(sc.AccessPointGatewayArgs{}),
		input:  reflect.TypeOf((*sc.AccessPointGatewayInput)(nil)).Elem(),
		output: reflect.TypeOf(sc.AccessPointGatewayOutput{}),
	},
	"streamcloud:index/apiKeyManagedResource:ApiKeyManagedResource": {
		plain:  reflect.TypeOf(sc.ApiKeyManagedResource{}),
		args:   reflect.TypeOf(sc.ApiKeyManagedResourceArgs{}),
		input:  reflect.TypeOf((*sc.ApiKeyManagedResourceInput)(nil)).Elem(),
		output: reflect.TypeOf(sc.ApiKeyManagedResourceOutput{}),
	},
	"streamcloud:index/apiKeyManagedResourceEnvironment:ApiKeyManagedResourceEnvironment": {
		plain:  reflect.TypeOf(sc.ApiKeyManagedResourceEnvironment{}),
		args:   reflect.TypeOf(sc.ApiKeyManagedResourceEnvironmentArgs{}),
		input:  reflect.TypeOf((*sc.ApiKeyManagedResourceEnvironmentInput)(nil)).Elem(),
		output: reflect.TypeOf(sc.ApiKeyManagedResourceEnvironmentOutput{}),
	},
	"streamcloud:index/apiKeyOwner:ApiKeyOwner": {
		plain:  reflect.TypeOf(sc.ApiKeyOwner{}),
		args:   reflect.TypeOf(sc.ApiKeyOwnerArgs{}),
		input:  reflect.TypeOf((*sc.ApiKeyOwnerInput)(nil)).Elem(),
		output: reflect.TypeOf(sc.ApiKeyOwnerOutput{}),
	},
	"streamcloud:index/businessMetadataAttributeDefinition:BusinessMetadataAttributeDefinition": {
		plain:  reflect.TypeOf(sc.BusinessMetadataAttributeDefinition{}),
		args:   reflect.TypeOf(sc.BusinessMetadataAttributeDefinitionArgs{}),
		input:  reflect.TypeOf((*sc.BusinessMetadataAttributeDefinitionInput)(nil)).Elem(),
		output: reflect.TypeOf(sc.BusinessMetadataAttributeDefinitionOutput{}),
	},
	"streamcloud:index/businessMetadataBindingCredentials:BusinessMetadataBindingCredentials": {
		plain:  reflect.TypeOf(sc.BusinessMetadataBindingCredentials{}),
		args:   reflect.TypeOf(sc.BusinessMetadataBindingCredentialsArgs{}),
		input:  reflect.TypeOf((*sc.BusinessMetadataBindingCredentialsInput)(nil)).Elem(),
		output: reflect.TypeOf(sc.BusinessMetadataBindingCredentialsOutput{}),
	},
	"streamcloud:index/businessMetadataBindingSchemaRegistryCluster:BusinessMetadataBindingSchemaRegistryCluster": {
		plain:  reflect.TypeOf(sc.BusinessMetadataBindingSchemaRegistryCluster{}),
		args:   reflect.TypeOf(sc.BusinessMetadataBindingSchemaRegistryClusterArgs{}),
		input:  reflect.TypeOf((*sc.BusinessMetadataBindingSchemaRegistryClusterInput)(nil)).Elem(),
		output: reflect.TypeOf(sc.BusinessMetadataBindingSchemaRegistryClusterOutput{}),
	},
	"streamcloud:index/businessMetadataCredentials:BusinessMetadataCredentials": {
		plain:  reflect.TypeOf(sc.BusinessMetadataCredentials{}),
		args:   reflect.TypeOf(sc.BusinessMetadataCredentialsArgs{}),
		input:  reflect.TypeOf((*sc.BusinessMetadataCredentialsInput)(nil)).Elem(),
		output: reflect.TypeOf(sc.BusinessMetadataCredentialsOutput{}),
	},
	"streamcloud:index/businessMetadataSchemaRegistryCluster:BusinessMetadataSchemaRegistryCluster": {
		plain:  reflect.TypeOf(sc.BusinessMetadataSchemaRegistryCluster{}),
		args:   reflect.TypeOf(sc.BusinessMetadataSchemaRegistryClusterArgs{}),
		input:  reflect.TypeOf((*sc.BusinessMetadataSchemaRegistryClusterInput)(nil)).Elem(),
		output: reflect.TypeOf(sc.BusinessMetadataSchemaRegistryClusterOutput{}),
	},
	"streamcloud:index/byokKeyCloudA:ByokKeyCloudA": {
		plain:  reflect.TypeOf(sc.ByokKeyCloudA{}),
		args:   reflect.TypeOf(sc.ByokKeyCloudAArgs{}),
		input:  reflect.TypeOf((*sc.ByokKeyCloudAInput)(nil)).Elem(),
		output: reflect.TypeOf(sc.ByokKeyCloudAOutput{}),
	},
	"streamcloud:index/byokKeyCloudB:ByokKeyCloudB": {
		plain:  reflect.TypeOf(sc.ByokKeyCloudB{}),
		args:   reflect.TypeOf(sc.ByokKeyCloudBArgs{}),
		input:  reflect.TypeOf((*sc.ByokKeyCloudBInput)(nil)).Elem(),
		output: reflect.TypeOf(sc.ByokKeyCloudBOutput{}),
	},
	"streamcloud:index/byokKeyCloudC:ByokKeyCloudC": {
		plain:  reflect.TypeOf(sc.ByokKeyCloudC{}),
		args:   reflect.TypeOf(sc.ByokKeyCloudCArgs{}),
		input:  reflect.TypeOf((*sc.ByokKeyCloudCInput)(nil)).Elem(),
		output: reflect.TypeOf(sc.ByokKeyCloudCOutput{}),
	},
	"streamcloud:index/catalogEntityAttributesCredentials:CatalogEntityAttributesCredentials": {
		plain:  reflect.TypeOf(sc.CatalogEntityAttributesCredentials{}),
		args:   reflect.TypeOf(sc.CatalogEntityAttributesCredentialsArgs{}),
		input:  reflect.TypeOf((*sc.CatalogEntityAttributesCredentialsInput)(nil)).Elem(),
		output: reflect.TypeOf(sc.CatalogEntityAttributesCredentialsOutput{}),
	},
	"streamcloud:index/catalogEntityAttributesSchemaRegistryCluster:CatalogEntityAttributesSchemaRegistryCluster": {
		plain:  reflect.TypeOf(sc.CatalogEntityAttributesSchemaRegistryCluster{}),
		args:   reflect.TypeOf(sc.CatalogEntityAttributesSchemaRegistryClusterArgs{}),
		input:  reflect.TypeOf((*sc.CatalogEntityAttributesSchemaRegistryClusterInput)(nil)).Elem(),
		output: reflect.TypeOf(sc.CatalogEntityAttributesSchemaRegistryClusterOutput{}),
	},
	"streamcloud:index/catalogIntegrationCloudAGlue:CatalogIntegrationCloudAGlue": {
		plain:  reflect.TypeOf(sc.CatalogIntegrationCloudAGlue{}),
		args:   reflect.TypeOf(sc.CatalogIntegrationCloudAGlueArgs{}),
		input:  reflect.TypeOf((*sc.CatalogIntegrationCloudAGlueInput)(nil)).Elem(),
		output: reflect.TypeOf(sc.CatalogIntegrationCloudAGlueOutput{}),
	},
	"streamcloud:index/catalogIntegrationCredentials:CatalogIntegrationCredentials": {
		plain:  reflect.TypeOf(sc.CatalogIntegrationCredentials{}),
		args:   reflect.TypeOf(sc.CatalogIntegrationCredentialsArgs{}),
		input:  reflect.TypeOf((*sc.CatalogIntegrationCredentialsInput)(nil)).Elem(),
		output: reflect.TypeOf(sc.CatalogIntegrationCredentialsOutput{}),
	},
	"streamcloud:index/catalogIntegrationEnvironment:CatalogIntegrationEnvironment": {
		plain:  reflect.TypeOf(sc.CatalogIntegrationEnvironment{}),
		args:   reflect.TypeOf(sc.CatalogIntegrationEnvironmentArgs{}),
		input:  reflect.TypeOf((*sc.CatalogIntegrationEnvironmentInput)(nil)).Elem(),
		output: reflect.TypeOf(sc.CatalogIntegrationEnvironmentOutput{}),
	},
	"streamcloud:index/catalogIntegrationKafkaCluster:CatalogIntegrationKafkaCluster": {
		plain:  reflect.TypeOf(sc.CatalogIntegrationKafkaCluster{}),
		args:   reflect.TypeOf(sc.CatalogIntegrationKafkaClusterArgs{}),
		input:  reflect.TypeOf((*sc.CatalogIntegrationKafkaClusterInput)(nil)).Elem(),
		output: reflect.TypeOf(sc.CatalogIntegrationKafkaClusterOutput{}),
	},
	"streamcloud:index/catalogIntegrationLakehouse:CatalogIntegrationLakehouse": {
		plain:  reflect.TypeOf(sc.CatalogIntegrationLakehouse{}),
		args:   reflect.TypeOf(sc.CatalogIntegrationLakehouseArgs{}),
		input:  reflect.TypeOf((*sc.CatalogIntegrationLakehouseInput)(nil)).Elem(),
		output: reflect.TypeOf(sc.CatalogIntegrationLakehouseOutput{}),
	},
	"streamcloud:index/catalogIntegrationWarehouse:CatalogIntegrationWarehouse": {
		plain:  reflect.TypeOf(sc.CatalogIntegrationWarehouse{}),
		args:   reflect.TypeOf(sc.CatalogIntegrationWarehouseArgs{}),
		input:  reflect.TypeOf((*sc.CatalogIntegrationWarehouseInput)(nil)).Elem(),
		output: reflect.TypeOf(sc.CatalogIntegrationWarehouseOutput{}),
	},
	"streamcloud:index/certificatePoolCertificateAuthority:CertificatePoolCertificateAuthority": {
		plain:  reflect.TypeOf(sc.CertificatePoolCertificateAuthority{}),
		args:   reflect.TypeOf(sc.CertificatePoolCertificateAuthorityArgs{}),
		input:  reflect.TypeOf((*sc.CertificatePoolCertificateAuthorityInput)(nil)).Elem(),
		output: reflect.TypeOf(sc.CertificatePoolCertificateAuthorityOutput{}),
	},
	"streamcloud:index/clusterLinkDestinationKafkaCluster:ClusterLinkDestinationKafkaCluster": {
		plain:  reflect.TypeOf(sc.ClusterLinkDestinationKafkaCluster{}),
		args:   reflect.TypeOf(sc.ClusterLinkDestinationKafkaClusterArgs{}),
		input:  reflect.TypeOf((*sc.ClusterLinkDestinationKafkaClusterInput)(nil)).Elem(),
		output: reflect.TypeOf(sc.ClusterLinkDestinationKafkaClusterOutput{}),
	},
	"streamcloud:index/clusterLinkDestinationKafkaClusterCredentials:ClusterLinkDestinationKafkaClusterCredentials": {
		plain:  reflect.TypeOf(sc.ClusterLinkDestinationKafkaClusterCredentials{}),
		args:   reflect.TypeOf(sc.ClusterLinkDestinationKafkaClusterCredentialsArgs{}),
		input:  reflect.TypeOf((*sc.ClusterLinkDestinationKafkaClusterCredentialsInput)(nil)).Elem(),
		output: reflect.TypeOf(sc.ClusterLinkDestinationKafkaClusterCredentialsOutput{}),
	},
	"streamcloud:index/clusterLinkLocalKafkaCluster:ClusterLinkLocalKafkaCluster": {
		plain:  reflect.TypeOf(sc.ClusterLinkLocalKafkaCluster{}),
		args:   reflect.TypeOf(sc.ClusterLinkLocalKafkaClusterArgs{}),
		input:  reflect.TypeOf((*sc.ClusterLinkLocalKafkaClusterInput)(nil)).Elem(),
		output: reflect.TypeOf(sc.ClusterLinkLocalKafkaClusterOutput{}),
	},
	"streamcloud:index/clusterLinkLocalKafkaClusterCredentials:ClusterLinkLocalKafkaClusterCredentials": {
		plain:  reflect.TypeOf(sc.ClusterLinkLocalKafkaClusterCredentials{}),
		args:   reflect.TypeOf(sc.ClusterLinkLocalKafkaClusterCredentialsArgs{}),
		input:  reflect.TypeOf((*sc.ClusterLinkLocalKafkaClusterCredentialsInput)(nil)).Elem(),
		output: reflect.TypeOf(sc.ClusterLinkLocalKafkaClusterCredentialsOutput{}),
	},
	"streamcloud:index/clusterLinkRemoteKafkaCluster:ClusterLinkRemoteKafkaCluster": {
		plain:  reflect.TypeOf(sc.ClusterLinkRemoteKafkaCluster{}),
		args:   reflect.TypeOf(sc.ClusterLinkRemoteKafkaClusterArgs{}),
		input:  reflect.TypeOf((*sc.ClusterLinkRemoteKafkaClusterInput)(nil)).Elem(),
		output: reflect.TypeOf(sc.ClusterLinkRemoteKafkaClusterOutput{}),
	},
	"streamcloud:index/clusterLinkRemoteKafkaClusterCredentials:ClusterLinkRemoteKafkaClusterCredentials": {
		plain:  reflect.TypeOf(sc.ClusterLinkRemoteKafkaClusterCredentials{}),
		args:   reflect.TypeOf(sc.ClusterLinkRemoteKafkaClusterCredentialsArgs{}),
		input:  reflect.TypeOf((*sc.ClusterLinkRemoteKafkaClusterCredentialsInput)(nil)).Elem(),
		output: reflect.TypeOf(sc.ClusterLinkRemoteKafkaClusterCredentialsOutput{}),
	},
	"streamcloud:index/clusterLinkSourceKafkaCluster:ClusterLinkSourceKafkaCluster": {
		plain:  reflect.TypeOf(sc.ClusterLinkSourceKafkaCluster{}),
		args:   reflect.TypeOf(sc.ClusterLinkSourceKafkaClusterArgs{}),
		input:  reflect.TypeOf((*sc.ClusterLinkSourceKafkaClusterInput)(nil)).Elem(),
		output: reflect.TypeOf(sc.ClusterLinkSourceKafkaClusterOutput{}),
	},
	"streamcloud:index/clusterLinkSourceKafkaClusterCredentials:ClusterLinkSourceKafkaClusterCredentials": {
		plain:  reflect.TypeOf(sc.ClusterLinkSourceKafkaClusterCredentials{}),
		args:   reflect.TypeOf(sc.ClusterLinkSourceKafkaClusterCredentialsArgs{}),
		input:  reflect.TypeOf((*sc.ClusterLinkSourceKafkaClusterCredentialsInput)(nil)).Elem(),
		output: reflect.TypeOf(sc.ClusterLinkSourceKafkaClusterCredentialsOutput{}),
	},
	"streamcloud:index/connectArtifactEnvironment:ConnectArtifactEnvironment": {
		plain:  reflect.TypeOf(sc.ConnectArtifactEnvironment{}),
		args:   reflect.TypeOf(sc.ConnectArtifactEnvironmentArgs{}),
		input:  reflect.TypeOf((*sc.ConnectArtifactEnvironmentInput)(nil)).Elem(),
		output: reflect.TypeOf(sc.ConnectArtifactEnvironmentOutput{}),
	},
	"streamcloud:index/connectorEnvironment:ConnectorEnvironment": {
		plain:  reflect.TypeOf(sc.ConnectorEnvironment{}),
		args:   reflect.TypeOf(sc.ConnectorEnvironmentArgs{}),
		input:  reflect.TypeOf((*sc.ConnectorEnvironmentInput)(nil)).Elem(),
		output: reflect.TypeOf(sc.ConnectorEnvironmentOutput{}),
	},
	"streamcloud:index/connectorKafkaCluster:ConnectorKafkaCluster": {
		plain:  reflect.TypeOf(sc.ConnectorKafkaCluster{}),
		args:   reflect.TypeOf(sc.ConnectorKafkaClusterArgs{}),
		input:  reflect.TypeOf((*sc.ConnectorKafkaClusterInput)(nil)).Elem(),
		output: reflect.TypeOf(sc.ConnectorKafkaClusterOutput{}),
	},
	"streamcloud:index/connectorOffset:ConnectorOffset": {
		plain:  reflect.TypeOf(sc.ConnectorOffset{}),
		args:   reflect.TypeOf(sc.ConnectorOffsetArgs{}),
		input:  reflect.TypeOf((*sc.ConnectorOffsetInput)(nil)).Elem(),
		output: reflect.TypeOf(sc.ConnectorOffsetOutput{}),
	},
	"streamcloud:index/providerOauth:ProviderOauth": {
		plain:  reflect.TypeOf(sc.ProviderOauth{}),
		args:   reflect.TypeOf(sc.ProviderOauthArgs{}),
		input:  reflect.TypeOf((*sc.ProviderOauthInput)(nil)).Elem(),
		output: reflect.TypeOf(sc.ProviderOauthOutput{}),
	},
}

func required(spec *seed.TypeSpec) func(string) bool {
	return func(w string) bool { return spec.IsRequired(w) }
}

func TestOutputOnly(t *testing.T) {
	c := seed.Checker{T: t}
	s := seed.MustLoad(t, pkg)
	oo := s.OutputOnlyFields()

	// The schema's outputOnly fields are the hand-written ones.
	byName := map[string][]string{}
	total := 0
	for tok, ws := range oo {
		byName[seed.TypeName(tok)] = ws
		total += len(ws)
	}
	c.Eq(byName, expectedOutputOnly, "streamcloud outputOnly fields, by type (schema vs hand-written list)")
	c.Eq(total, 21, "number of outputOnly fields in streamcloud")
	c.Eq(seed.SortedKeys(scForms), seed.SortedKeys(s.Types), "the type table covers every streamcloud type")

	for _, tok := range seed.SortedKeys(s.Types) {
		spec := s.Types[tok]
		f, ok := scForms[tok]
		if !c.Check(ok, tok+" in the type table") {
			continue
		}
		name := seed.TypeName(tok)
		label := "streamcloud." + name

		// Negative: no outputOnly field in XArgs, by Go name or by wire tag.
		for _, w := range oo[tok] {
			_, byGoName := f.args.FieldByName(seed.Title(w))
			c.Check(!byGoName, fmt.Sprintf("outputOnly %s.%s is absent from %sArgs", name, w, name),
				fmt.Sprintf("%sArgs has field %s: sdkgen must leave outputOnly fields out of input types", name, seed.Title(w)))
			_, byTag := seed.FieldByTag(f.args, w)
			c.Check(!byTag, fmt.Sprintf("no field of %sArgs is tagged pulumi:%q", name, w))
			// ... and kept in the output forms.
			pf, inPlain := f.plain.FieldByName(seed.Title(w))
			c.Check(inPlain && pf.Tag.Get("pulumi") == w, fmt.Sprintf("outputOnly %s.%s is kept in the plain (output) struct %s", name, w, name))
			_, inOutput := f.output.MethodByName(seed.Title(w))
			c.Check(inOutput, fmt.Sprintf("outputOnly %s.%s is kept as accessor %sOutput.%s()", name, w, name, seed.Title(w)))
		}

		// Positive controls: the exact shapes (XArgs = every other field, X and XOutput = all).
		s.StructShape(c, label+"Args", f.args, pkg, seed.Props(spec, false), required(spec), seed.Input, true)
		s.StructShape(c, label, f.plain, pkg, seed.Props(spec, true), required(spec), seed.Plain, true)
		s.OutputAccessors(c, label+"Output", f.output, pkg, seed.Props(spec, true), required(spec))
		c.Check(f.args.Implements(f.input), label+"Args implements "+name+"Input")
		c.Check(f.output.Implements(f.input), label+"Output implements "+name+"Input")
		c.Eq(elementType(f.args), f.plain, label+"Args.ElementType() is "+name)
		c.Eq(elementType(f.output), f.plain, label+"Output.ElementType() is "+name)
		if len(oo[tok]) == 0 {
			c.Eq(numFields(f.args), len(spec.Properties), label+"Args keeps every field of a type without outputOnly ones")
		} else {
			c.Eq(numFields(f.args), len(spec.Properties)-len(oo[tok]), label+"Args has exactly the non-outputOnly fields")
		}
	}

	// Hand-written: values flow from XArgs to X, outputOnly fields left unset.
	args := sc.AccessPointCloudAEgressPrivateLinkEndpointArgs{
		VpcEndpointServiceName: pulumi.String("com.example.svc"),
		EnableHighAvailability: pulumi.Bool(true),
	}
	r, err := internals.UnsafeAwaitOutput(context.Background(), args.ToAccessPointCloudAEgressPrivateLinkEndpointOutput())
	if c.Check(err == nil, "AccessPointCloudAEgressPrivateLinkEndpointArgs.ToAccessPointCloudAEgressPrivateLinkEndpointOutput() resolves", err) {
		v, ok := r.Value.(sc.AccessPointCloudAEgressPrivateLinkEndpoint)
		c.Check(ok && v.VpcEndpointServiceName == "com.example.svc" && v.EnableHighAvailability != nil && *v.EnableHighAvailability &&
			v.VpcEndpointDnsName == nil && v.VpcEndpointId == nil,
			"XArgs -> XOutput -> X: given fields set, outputOnly fields nil", r.Value)
	}
	var out sc.AccessPointCloudAEgressPrivateLinkEndpointOutput = args.ToAccessPointCloudAEgressPrivateLinkEndpointOutput()
	d, err := internals.UnsafeAwaitOutput(context.Background(), out.VpcEndpointDnsName())
	c.Check(err == nil && d.Value == (*string)(nil), "AccessPointCloudAEgressPrivateLinkEndpointOutput.VpcEndpointDnsName() of an input is nil", d.Value, err)
	oauth := sc.ProviderOauthArgs{OauthIdentityPoolId: pulumi.String("pool"), OauthExternalAccessToken: pulumi.String("tok")}
	c.Check(oauth.OauthExternalAccessToken != nil, "ProviderOauthArgs keeps OauthExternalAccessToken (a type without outputOnly fields)")
	c.Eq(reflect.TypeOf(sc.BusinessMetadataAttributeDefinition{}.Options).String(), "map[string]string", "BusinessMetadataAttributeDefinition.Options (outputOnly map) in the output struct")
	c.Eq(reflect.TypeOf(sc.ByokKeyCloudA{}.Roles).String(), "[]string", "ByokKeyCloudA.Roles (outputOnly list) in the output struct")
}

func numFields(rt reflect.Type) int {
	n := 0
	for i := 0; i < rt.NumField(); i++ {
		if rt.Field(i).IsExported() {
			n++
		}
	}
	return n
}

func elementType(rt reflect.Type) reflect.Type {
	v := reflect.New(rt).Elem()
	if et, ok := v.Interface().(interface{ ElementType() reflect.Type }); ok {
		return et.ElementType()
	}
	return nil
}
