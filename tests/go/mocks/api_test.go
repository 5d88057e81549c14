package gomocks

// The exported API of both generated SDKs: compile-time signatures, and by reflection the
// exact shape of every struct, derived from the schema JSON (what Pulumi's Go generator
// emits for it), plus the schema facts the hand-written expectations rest on.

import (
	"fmt"
	"reflect"
	"runtime"
	"strings"
	"testing"

	gw "github.com/gatewaycloud/pulumi-gatewaycloud/sdk/v3/go/gatewaycloud"
	gwconfig "github.com/gatewaycloud/pulumi-gatewaycloud/sdk/v3/go/gatewaycloud/config"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
	sc "github.com/streamcloud/pulumi-streamcloud/sdk/v2/go/streamcloud"
	scconfig "github.com/streamcloud/pulumi-streamcloud/sdk/v2/go/streamcloud/config"

	"sdkgen.test/gomocks/internal/seed"
)

// ---------------------------------------------------------------------------
// Compile-time signatures (a renamed, missing or retyped function fails the build)
// ---------------------------------------------------------------------------

var (
	_ func(*pulumi.Context, *gw.GetCloudGatewayNetworkArgs, ...pulumi.InvokeOption) (*gw.GetCloudGatewayNetworkResult, error)          = gw.GetCloudGatewayNetwork
	_ func(*pulumi.Context, gw.GetCloudGatewayNetworkOutputArgs, ...pulumi.InvokeOption) gw.GetCloudGatewayNetworkResultOutput         = gw.GetCloudGatewayNetworkOutput
	_ func(*pulumi.Context, ...pulumi.InvokeOption) (*gw.GetCloudGatewayProviderAccountListResult, error)                              = gw.GetCloudGatewayProviderAccountList
	_ func(*pulumi.Context, ...pulumi.InvokeOption) gw.GetCloudGatewayProviderAccountListResultOutput                                  = gw.GetCloudGatewayProviderAccountListOutput
	_ func(*pulumi.Context, *gw.GetGatewayControlPlaneArgs, ...pulumi.InvokeOption) (*gw.GetGatewayControlPlaneResult, error)          = gw.GetGatewayControlPlane
	_ func(*pulumi.Context, gw.GetGatewayControlPlaneOutputArgs, ...pulumi.InvokeOption) gw.GetGatewayControlPlaneResultOutput         = gw.GetGatewayControlPlaneOutput
	_ func(*pulumi.Context, *gw.GetGatewayControlPlaneListArgs, ...pulumi.InvokeOption) (*gw.GetGatewayControlPlaneListResult, error)  = gw.GetGatewayControlPlaneList
	_ func(*pulumi.Context, gw.GetGatewayControlPlaneListOutputArgs, ...pulumi.InvokeOption) gw.GetGatewayControlPlaneListResultOutput = gw.GetGatewayControlPlaneListOutput
	_ func(*pulumi.Context, ...pulumi.InvokeOption) (*gw.GetMeshControlPlanesResult, error)                                            = gw.GetMeshControlPlanes
	_ func(*pulumi.Context, ...pulumi.InvokeOption) gw.GetMeshControlPlanesResultOutput                                                = gw.GetMeshControlPlanesOutput
	_ func(*pulumi.Context, ...pulumi.InvokeOption) (*gw.GetPlatformIpAddressesResult, error)                                          = gw.GetPlatformIpAddresses
	_ func(*pulumi.Context, ...pulumi.InvokeOption) gw.GetPlatformIpAddressesResultOutput                                              = gw.GetPlatformIpAddressesOutput
	_ func(*pulumi.Context, *gw.GetPortalArgs, ...pulumi.InvokeOption) (*gw.GetPortalResult, error)                                    = gw.GetPortal
	_ func(*pulumi.Context, gw.GetPortalOutputArgs, ...pulumi.InvokeOption) gw.GetPortalResultOutput                                   = gw.GetPortalOutput
	_ func(*pulumi.Context, *gw.GetPortalClassicListArgs, ...pulumi.InvokeOption) (*gw.GetPortalClassicListResult, error)              = gw.GetPortalClassicList
	_ func(*pulumi.Context, gw.GetPortalClassicListOutputArgs, ...pulumi.InvokeOption) gw.GetPortalClassicListResultOutput             = gw.GetPortalClassicListOutput
	_ func(*pulumi.Context, *gw.GetSystemAccountArgs, ...pulumi.InvokeOption) (*gw.GetSystemAccountResult, error)                      = gw.GetSystemAccount
	_ func(*pulumi.Context, gw.GetSystemAccountOutputArgs, ...pulumi.InvokeOption) gw.GetSystemAccountResultOutput                     = gw.GetSystemAccountOutput

	_ func(*pulumi.Context, string, *gw.ProviderArgs, ...pulumi.ResourceOption) (*gw.Provider, error) = gw.NewProvider
	_ func(*pulumi.Context, string, *sc.ProviderArgs, ...pulumi.ResourceOption) (*sc.Provider, error) = sc.NewProvider
	_ pulumi.ProviderResource                                                                         = (*gw.Provider)(nil)
	_ pulumi.ProviderResource                                                                         = (*sc.Provider)(nil)
	_ gw.ProviderInput                                                                                = (*gw.Provider)(nil)
	_ sc.ProviderInput                                                                                = (*sc.Provider)(nil)
	_ pulumi.Input                                                                                    = gw.ProviderArgs{}
	_ pulumi.Input                                                                                    = sc.ProviderArgs{}
	_ sc.ProviderOauthPtrInput                                                                        = sc.ProviderOauthArgs{}
	_ sc.ProviderOauthPtrInput                                                                        = sc.ProviderOauthPtr(&sc.ProviderOauthArgs{})
	_ gw.GetPortalFilterPtrInput                                                                      = gw.GetPortalFilterArgs{}
	_ gw.GetPortalFilterPtrInput                                                                      = gw.GetPortalFilterPtr(&gw.GetPortalFilterArgs{})
	_ gw.GetPortalFilterInput                                                                         = gw.GetPortalFilterArgs{}

	_ func(*pulumi.Context) string = gwconfig.GetPersonalAccessToken
	_ func(*pulumi.Context) string = gwconfig.GetPlatformAccessToken
	_ func(*pulumi.Context) string = gwconfig.GetServerUrl
	_ func(*pulumi.Context) string = gwconfig.GetServiceAccessToken
	_ func(*pulumi.Context) string = gwconfig.GetSystemAccountAccessToken
	_ func(*pulumi.Context) string = scconfig.GetCatalogRestEndpoint
	_ func(*pulumi.Context) string = scconfig.GetCloudApiKey
	_ func(*pulumi.Context) string = scconfig.GetCloudApiSecret
	_ func(*pulumi.Context) string = scconfig.GetEndpoint
	_ func(*pulumi.Context) string = scconfig.GetEnvironmentId
	_ func(*pulumi.Context) string = scconfig.GetFlinkApiKey
	_ func(*pulumi.Context) string = scconfig.GetFlinkApiSecret
	_ func(*pulumi.Context) string = scconfig.GetFlinkComputePoolId
	_ func(*pulumi.Context) string = scconfig.GetFlinkPrincipalId
	_ func(*pulumi.Context) string = scconfig.GetFlinkRestEndpoint
	_ func(*pulumi.Context) string = scconfig.GetKafkaApiKey
	_ func(*pulumi.Context) string = scconfig.GetKafkaApiSecret
	_ func(*pulumi.Context) string = scconfig.GetKafkaId
	_ func(*pulumi.Context) string = scconfig.GetKafkaRestEndpoint
	_ func(*pulumi.Context) int    = scconfig.GetMaxRetries
	_ func(*pulumi.Context) string = scconfig.GetOauth
	_ func(*pulumi.Context) string = scconfig.GetOrganizationId
	_ func(*pulumi.Context) string = scconfig.GetSchemaRegistryApiKey
	_ func(*pulumi.Context) string = scconfig.GetSchemaRegistryApiSecret
	_ func(*pulumi.Context) string = scconfig.GetSchemaRegistryId
	_ func(*pulumi.Context) string = scconfig.GetSchemaRegistryRestEndpoint
	_ func(*pulumi.Context) string = scconfig.GetTableflowApiKey
	_ func(*pulumi.Context) string = scconfig.GetTableflowApiSecret
)

// ---------------------------------------------------------------------------
// Hand-written, reviewed expectations (nothing may pass vacuously)
// ---------------------------------------------------------------------------

// expectedGwFunctions is token -> Go function name (tokenToName: Title of the member).
var expectedGwFunctions = map[string]string{
	"gatewaycloud:index/getCloudGatewayNetwork:getCloudGatewayNetwork":                         "GetCloudGatewayNetwork",
	"gatewaycloud:index/getCloudGatewayProviderAccountList:getCloudGatewayProviderAccountList": "GetCloudGatewayProviderAccountList",
	"gatewaycloud:index/getGatewayControlPlane:getGatewayControlPlane":                         "GetGatewayControlPlane",
	"gatewaycloud:index/getGatewayControlPlaneList:getGatewayControlPlaneList":                 "GetGatewayControlPlaneList",
	"gatewaycloud:index/getMeshControlPlanes:getMeshControlPlanes":                             "GetMeshControlPlanes",
	"gatewaycloud:index/getPlatformIpAddresses:getPlatformIpAddresses":                         "GetPlatformIpAddresses",
	"gatewaycloud:index/getPortal:getPortal":                                                   "GetPortal",
	"gatewaycloud:index/getPortalClassicList:getPortalClassicList":                             "GetPortalClassicList",
	"gatewaycloud:index/getSystemAccount:getSystemAccount":                                     "GetSystemAccount",
}

const expectedGwFunctionCount = 9

// expectedEnv is provider input (wire name) -> defaultInfo.environment, per package.
var expectedEnv = map[string]map[string][]string{
	gwPkg: {"personalAccessToken": {"PLATFORM_TOKEN"}, "systemAccountAccessToken": {"PLATFORM_SPAT"}},
	scPkg: {"tableflowApiKey": {"TABLEFLOW_API_KEY"}, "tableflowApiSecret": {"TABLEFLOW_API_SECRET"}},
}

var expectedConfigVars = map[string][]string{
	gwPkg: {"personalAccessToken", "platformAccessToken", "serverUrl", "serviceAccessToken", "systemAccountAccessToken"},
	scPkg: {"catalogRestEndpoint", "cloudApiKey", "cloudApiSecret", "endpoint", "environmentId", "flinkApiKey",
		"flinkApiSecret", "flinkComputePoolId", "flinkPrincipalId", "flinkRestEndpoint", "kafkaApiKey",
		"kafkaApiSecret", "kafkaId", "kafkaRestEndpoint", "maxRetries", "oauth", "organizationId",
		"schemaRegistryApiKey", "schemaRegistryApiSecret", "schemaRegistryId", "schemaRegistryRestEndpoint",
		"tableflowApiKey", "tableflowApiSecret"},
}

// expectedScOutputOnly is Go type name -> outputOnly wire names (sdkgen's extension).
var expectedScOutputOnly = map[string][]string{
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

// The Go import paths: language.go.importBasePath; the module is that path cut after /vN.
const (
	gwImportPath = "github.com/gatewaycloud/pulumi-gatewaycloud/sdk/v3/go/gatewaycloud"
	scImportPath = "github.com/streamcloud/pulumi-streamcloud/sdk/v2/go/streamcloud"
)

// ---------------------------------------------------------------------------
// The generated functions and types, by schema token (typed access)
// ---------------------------------------------------------------------------

type gwFunction struct {
	goName       string
	args         reflect.Type // GetXArgs; nil when the schema function has no inputs
	outputArgs   reflect.Type // GetXOutputArgs
	result       reflect.Type // GetXResult
	resultOutput reflect.Type // GetXResultOutput
	// plain calls GetX(ctx, args.(*GetXArgs)) (or GetX(ctx) without inputs).
	plain func(ctx *pulumi.Context, args any, opts ...pulumi.InvokeOption) (any, error)
	// output calls GetXOutput(ctx, args.(GetXOutputArgs)) (or GetXOutput(ctx)).
	output func(ctx *pulumi.Context, args any, opts ...pulumi.InvokeOption) pulumi.Output
}

func argsPtr[T any](a any) *T {
	if a == nil {
		return nil
	}
	return a.(*T)
}

func argsVal[T any](a any) T {
	if a == nil {
		var zero T
		return zero
	}
	return a.(T)
}

var gwFunctions = map[string]gwFunction{
	"gatewaycloud:index/getCloudGatewayNetwork:getCloudGatewayNetwork": {
		goName:       "GetCloudGatewayNetwork",
		args:         reflect.TypeOf(gw.GetCloudGatewayNetworkArgs{}),
		outputArgs:   reflect.TypeOf(gw.GetCloudGatewayNetworkOutputArgs{}),
		result:       reflect.TypeOf(gw.GetCloudGatewayNetworkResult{}),
		resultOutput: reflect.TypeOf(gw.GetCloudGatewayNetworkResultOutput{}),
		plain: func(ctx *pulumi.Context, a any, opts ...pulumi.InvokeOption) (any, error) {
			return gw.GetCloudGatewayNetwork(ctx, argsPtr[gw.GetCloudGatewayNetworkArgs](a), opts...)
		},
		output: func(ctx *pulumi.Context, a any, opts ...pulumi.InvokeOption) pulumi.Output {
			return gw.GetCloudGatewayNetworkOutput(ctx, argsVal[gw.GetCloudGatewayNetworkOutputArgs](a), opts...)
		},
	},
	"gatewaycloud:index/getCloudGatewayProviderAccountList:getCloudGatewayProviderAccountList": {
		goName:       "GetCloudGatewayProviderAccountList",
		result:       reflect.TypeOf(gw.GetCloudGatewayProviderAccountListResult{}),
		resultOutput: reflect.TypeOf(gw.GetCloudGatewayProviderAccountListResultOutput{}),
		plain: func(ctx *pulumi.Context, _ any, opts ...pulumi.InvokeOption) (any, error) {
			return gw.GetCloudGatewayProviderAccountList(ctx, opts...)
		},
		output: func(ctx *pulumi.Context, _ any, opts ...pulumi.InvokeOption) pulumi.Output {
			return gw.GetCloudGatewayProviderAccountListOutput(ctx, opts...)
		},
	},
	"gatewaycloud:index/getGatewayControlPlane:getGatewayControlPlane": {
		goName:       "GetGatewayControlPlane",
		args:         reflect.TypeOf(gw.GetGatewayControlPlaneArgs{}),
		outputArgs:   reflect.TypeOf(gw.GetGatewayControlPlaneOutputArgs{}),
		result:       reflect.TypeOf(gw.GetGatewayControlPlaneResult{}),
		resultOutput: reflect.TypeOf(gw.GetGatewayControlPlaneResultOutput{}),
		plain: func(ctx *pulumi.Context, a any, opts ...pulumi.InvokeOption) (any, error) {
			return gw.GetGatewayControlPlane(ctx, argsPtr[gw.GetGatewayControlPlaneArgs](a), opts...)
		},
		output: func(ctx *pulumi.Context, a any, opts ...pulumi.InvokeOption) pulumi.Output {
			return gw.GetGatewayControlPlaneOutput(ctx, argsVal[gw.GetGatewayControlPlaneOutputArgs](a), opts...)
		},
	},
	"gatewaycloud:index/getGatewayControlPlaneList:getGatewayControlPlaneList": {
		goName:       "GetGatewayControlPlaneList",
		args:         reflect.TypeOf(gw.GetGatewayControlPlaneListArgs{}),
		outputArgs:   reflect.TypeOf(gw.GetGatewayControlPlaneListOutputArgs{}),
		result:       reflect.TypeOf(gw.GetGatewayControlPlaneListResult{}),
		resultOutput: reflect.TypeOf(gw.GetGatewayControlPlaneListResultOutput{}),
		plain: func(ctx *pulumi.Context, a any, opts ...pulumi.InvokeOption) (any, error) {
			return gw.GetGatewayControlPlaneList(ctx, argsPtr[gw.GetGatewayControlPlaneListArgs](a), opts...)
		},
		output: func(ctx *pulumi.Context, a any, opts ...pulumi.InvokeOption) pulumi.Output {
			return gw.GetGatewayControlPlaneListOutput(ctx, argsVal[gw.GetGatewayControlPlaneListOutputArgs](a), opts...)
		},
	},
	"gatewaycloud:index/getMeshControlPlanes:getMeshControlPlanes": {
		goName:       "GetMeshControlPlanes",
		result:       reflect.TypeOf(gw.GetMeshControlPlanesResult{}),
		resultOutput: reflect.TypeOf(gw.GetMeshControlPlanesResultOutput{}),
		plain: func(ctx *pulumi.Context, _ any, opts ...pulumi.InvokeOption) (any, error) {
			return gw.GetMeshControlPlanes(ctx, opts...)
		},
		output: func(ctx *pulumi.Context, _ any, opts ...pulumi.InvokeOption) pulumi.Output {
			return gw.GetMeshControlPlanesOutput(ctx, opts...)
		},
	},
	"gatewaycloud:index/getPlatformIpAddresses:getPlatformIpAddresses": {
		goName:       "GetPlatformIpAddresses",
		result:       reflect.TypeOf(gw.GetPlatformIpAddressesResult{}),
		resultOutput: reflect.TypeOf(gw.GetPlatformIpAddressesResultOutput{}),
		plain: func(ctx *pulumi.Context, _ any, opts ...pulumi.InvokeOption) (any, error) {
			return gw.GetPlatformIpAddresses(ctx, opts...)
		},
		output: func(ctx *pulumi.Context, _ any, opts ...pulumi.InvokeOption) pulumi.Output {
			return gw.GetPlatformIpAddressesOutput(ctx, opts...)
		},
	},
	"gatewaycloud:index/getPortal:getPortal": {
		goName:       "GetPortal",
		args:         reflect.TypeOf(gw.GetPortalArgs{}),
		outputArgs:   reflect.TypeOf(gw.GetPortalOutputArgs{}),
		result:       reflect.TypeOf(gw.GetPortalResult{}),
		resultOutput: reflect.TypeOf(gw.GetPortalResultOutput{}),
		plain: func(ctx *pulumi.Context, a any, opts ...pulumi.InvokeOption) (any, error) {
			return gw.GetPortal(ctx, argsPtr[gw.GetPortalArgs](a), opts...)
		},
		output: func(ctx *pulumi.Context, a any, opts ...pulumi.InvokeOption) pulumi.Output {
			return gw.GetPortalOutput(ctx, argsVal[gw.GetPortalOutputArgs](a), opts...)
		},
	},
	"gatewaycloud:index/getPortalClassicList:getPortalClassicList": {
		goName:       "GetPortalClassicList",
		args:         reflect.TypeOf(gw.GetPortalClassicListArgs{}),
		outputArgs:   reflect.TypeOf(gw.GetPortalClassicListOutputArgs{}),
		result:       reflect.TypeOf(gw.GetPortalClassicListResult{}),
		resultOutput: reflect.TypeOf(gw.GetPortalClassicListResultOutput{}),
		plain: func(ctx *pulumi.Context, a any, opts ...pulumi.InvokeOption) (any, error) {
			return gw.GetPortalClassicList(ctx, argsPtr[gw.GetPortalClassicListArgs](a), opts...)
		},
		output: func(ctx *pulumi.Context, a any, opts ...pulumi.InvokeOption) pulumi.Output {
			return gw.GetPortalClassicListOutput(ctx, argsVal[gw.GetPortalClassicListOutputArgs](a), opts...)
		},
	},
	"gatewaycloud:index/getSystemAccount:getSystemAccount": {
		goName:       "GetSystemAccount",
		args:         reflect.TypeOf(gw.GetSystemAccountArgs{}),
		outputArgs:   reflect.TypeOf(gw.GetSystemAccountOutputArgs{}),
		result:       reflect.TypeOf(gw.GetSystemAccountResult{}),
		resultOutput: reflect.TypeOf(gw.GetSystemAccountResultOutput{}),
		plain: func(ctx *pulumi.Context, a any, opts ...pulumi.InvokeOption) (any, error) {
			return gw.GetSystemAccount(ctx, argsPtr[gw.GetSystemAccountArgs](a), opts...)
		},
		output: func(ctx *pulumi.Context, a any, opts ...pulumi.InvokeOption) pulumi.Output {
			return gw.GetSystemAccountOutput(ctx, argsVal[gw.GetSystemAccountOutputArgs](a), opts...)
		},
	},
}

// typeForms are the Go types generated for one schema object type: the plain struct X
// (function inputs, results, outputs), and where Pulumi's generator emits them XArgs (the
// input struct of pulumi.Input fields), XOutput and XPtrOutput.
type typeForms struct {
	plain, args, output, ptrOutput reflect.Type
}

var gwTypes = map[string]typeForms{
	"gatewaycloud:index/getCloudGatewayNetworkFilter:getCloudGatewayNetworkFilter": {
		plain:     reflect.TypeOf(gw.GetCloudGatewayNetworkFilter{}),
		args:      reflect.TypeOf(gw.GetCloudGatewayNetworkFilterArgs{}),
		output:    reflect.TypeOf(gw.GetCloudGatewayNetworkFilterOutput{}),
		ptrOutput: reflect.TypeOf(gw.GetCloudGatewayNetworkFilterPtrOutput{}),
	},
	"gatewaycloud:index/getCloudGatewayNetworkFilterName:getCloudGatewayNetworkFilterName": {
		plain:     reflect.TypeOf(gw.GetCloudGatewayNetworkFilterName{}),
		args:      reflect.TypeOf(gw.GetCloudGatewayNetworkFilterNameArgs{}),
		output:    reflect.TypeOf(gw.GetCloudGatewayNetworkFilterNameOutput{}),
		ptrOutput: reflect.TypeOf(gw.GetCloudGatewayNetworkFilterNamePtrOutput{}),
	},
	"gatewaycloud:index/getCloudGatewayNetworkFilterState:getCloudGatewayNetworkFilterState": {
		plain:     reflect.TypeOf(gw.GetCloudGatewayNetworkFilterState{}),
		args:      reflect.TypeOf(gw.GetCloudGatewayNetworkFilterStateArgs{}),
		output:    reflect.TypeOf(gw.GetCloudGatewayNetworkFilterStateOutput{}),
		ptrOutput: reflect.TypeOf(gw.GetCloudGatewayNetworkFilterStatePtrOutput{}),
	},
	"gatewaycloud:index/getCloudGatewayNetworkProviderMetadata:getCloudGatewayNetworkProviderMetadata": {
		plain:  reflect.TypeOf(gw.GetCloudGatewayNetworkProviderMetadata{}),
		output: reflect.TypeOf(gw.GetCloudGatewayNetworkProviderMetadataOutput{}),
	},
	"gatewaycloud:index/getCloudGatewayProviderAccountListData:getCloudGatewayProviderAccountListData": {
		plain:  reflect.TypeOf(gw.GetCloudGatewayProviderAccountListData{}),
		output: reflect.TypeOf(gw.GetCloudGatewayProviderAccountListDataOutput{}),
	},
	"gatewaycloud:index/getGatewayControlPlaneConfig:getGatewayControlPlaneConfig": {
		plain:  reflect.TypeOf(gw.GetGatewayControlPlaneConfig{}),
		output: reflect.TypeOf(gw.GetGatewayControlPlaneConfigOutput{}),
	},
	"gatewaycloud:index/getGatewayControlPlaneFilter:getGatewayControlPlaneFilter": {
		plain:     reflect.TypeOf(gw.GetGatewayControlPlaneFilter{}),
		args:      reflect.TypeOf(gw.GetGatewayControlPlaneFilterArgs{}),
		output:    reflect.TypeOf(gw.GetGatewayControlPlaneFilterOutput{}),
		ptrOutput: reflect.TypeOf(gw.GetGatewayControlPlaneFilterPtrOutput{}),
	},
	"gatewaycloud:index/getGatewayControlPlaneFilterClusterType:getGatewayControlPlaneFilterClusterType": {
		plain:     reflect.TypeOf(gw.GetGatewayControlPlaneFilterClusterType{}),
		args:      reflect.TypeOf(gw.GetGatewayControlPlaneFilterClusterTypeArgs{}),
		output:    reflect.TypeOf(gw.GetGatewayControlPlaneFilterClusterTypeOutput{}),
		ptrOutput: reflect.TypeOf(gw.GetGatewayControlPlaneFilterClusterTypePtrOutput{}),
	},
	"gatewaycloud:index/getGatewayControlPlaneFilterId:getGatewayControlPlaneFilterId": {
		plain:     reflect.TypeOf(gw.GetGatewayControlPlaneFilterId{}),
		args:      reflect.TypeOf(gw.GetGatewayControlPlaneFilterIdArgs{}),
		output:    reflect.TypeOf(gw.GetGatewayControlPlaneFilterIdOutput{}),
		ptrOutput: reflect.TypeOf(gw.GetGatewayControlPlaneFilterIdPtrOutput{}),
	},
	"gatewaycloud:index/getGatewayControlPlaneFilterName:getGatewayControlPlaneFilterName": {
		plain:     reflect.TypeOf(gw.GetGatewayControlPlaneFilterName{}),
		args:      reflect.TypeOf(gw.GetGatewayControlPlaneFilterNameArgs{}),
		output:    reflect.TypeOf(gw.GetGatewayControlPlaneFilterNameOutput{}),
		ptrOutput: reflect.TypeOf(gw.GetGatewayControlPlaneFilterNamePtrOutput{}),
	},
	"gatewaycloud:index/getGatewayControlPlaneListData:getGatewayControlPlaneListData": {
		plain:  reflect.TypeOf(gw.GetGatewayControlPlaneListData{}),
		output: reflect.TypeOf(gw.GetGatewayControlPlaneListDataOutput{}),
	},
	"gatewaycloud:index/getGatewayControlPlaneListFilter:getGatewayControlPlaneListFilter": {
		plain:     reflect.TypeOf(gw.GetGatewayControlPlaneListFilter{}),
		args:      reflect.TypeOf(gw.GetGatewayControlPlaneListFilterArgs{}),
		output:    reflect.TypeOf(gw.GetGatewayControlPlaneListFilterOutput{}),
		ptrOutput: reflect.TypeOf(gw.GetGatewayControlPlaneListFilterPtrOutput{}),
	},
	"gatewaycloud:index/getGatewayControlPlaneListFilterClusterType:getGatewayControlPlaneListFilterClusterType": {
		plain:     reflect.TypeOf(gw.GetGatewayControlPlaneListFilterClusterType{}),
		args:      reflect.TypeOf(gw.GetGatewayControlPlaneListFilterClusterTypeArgs{}),
		output:    reflect.TypeOf(gw.GetGatewayControlPlaneListFilterClusterTypeOutput{}),
		ptrOutput: reflect.TypeOf(gw.GetGatewayControlPlaneListFilterClusterTypePtrOutput{}),
	},
	"gatewaycloud:index/getGatewayControlPlaneListFilterId:getGatewayControlPlaneListFilterId": {
		plain:     reflect.TypeOf(gw.GetGatewayControlPlaneListFilterId{}),
		args:      reflect.TypeOf(gw.GetGatewayControlPlaneListFilterIdArgs{}),
		output:    reflect.TypeOf(gw.GetGatewayControlPlaneListFilterIdOutput{}),
		ptrOutput: reflect.TypeOf(gw.GetGatewayControlPlaneListFilterIdPtrOutput{}),
	},
	"gatewaycloud:index/getGatewayControlPlaneListFilterName:getGatewayControlPlaneListFilterName": {
		plain:     reflect.TypeOf(gw.GetGatewayControlPlaneListFilterName{}),
		args:      reflect.TypeOf(gw.GetGatewayControlPlaneListFilterNameArgs{}),
		output:    reflect.TypeOf(gw.GetGatewayControlPlaneListFilterNameOutput{}),
		ptrOutput: reflect.TypeOf(gw.GetGatewayControlPlaneListFilterNamePtrOutput{}),
	},
	"gatewaycloud:index/getMeshControlPlanesData:getMeshControlPlanesData": {
		plain:  reflect.TypeOf(gw.GetMeshControlPlanesData{}),
		output: reflect.TypeOf(gw.GetMeshControlPlanesDataOutput{}),
	},
	"gatewaycloud:index/getPortalClassicListData:getPortalClassicListData": {
		plain:  reflect.TypeOf(gw.GetPortalClassicListData{}),
		output: reflect.TypeOf(gw.GetPortalClassicListDataOutput{}),
	},
	"gatewaycloud:index/getPortalFilter:getPortalFilter": {
		plain:     reflect.TypeOf(gw.GetPortalFilter{}),
		args:      reflect.TypeOf(gw.GetPortalFilterArgs{}),
		output:    reflect.TypeOf(gw.GetPortalFilterOutput{}),
		ptrOutput: reflect.TypeOf(gw.GetPortalFilterPtrOutput{}),
	},
	"gatewaycloud:index/getPortalFilterCanonicalDomain:getPortalFilterCanonicalDomain": {
		plain:     reflect.TypeOf(gw.GetPortalFilterCanonicalDomain{}),
		args:      reflect.TypeOf(gw.GetPortalFilterCanonicalDomainArgs{}),
		output:    reflect.TypeOf(gw.GetPortalFilterCanonicalDomainOutput{}),
		ptrOutput: reflect.TypeOf(gw.GetPortalFilterCanonicalDomainPtrOutput{}),
	},
	"gatewaycloud:index/getPortalFilterDefaultApiVisibility:getPortalFilterDefaultApiVisibility": {
		plain:     reflect.TypeOf(gw.GetPortalFilterDefaultApiVisibility{}),
		args:      reflect.TypeOf(gw.GetPortalFilterDefaultApiVisibilityArgs{}),
		output:    reflect.TypeOf(gw.GetPortalFilterDefaultApiVisibilityOutput{}),
		ptrOutput: reflect.TypeOf(gw.GetPortalFilterDefaultApiVisibilityPtrOutput{}),
	},
	"gatewaycloud:index/getPortalFilterDefaultApplicationAuthStrategyId:getPortalFilterDefaultApplicationAuthStrategyId": {
		plain:     reflect.TypeOf(gw.GetPortalFilterDefaultApplicationAuthStrategyId{}),
		args:      reflect.TypeOf(gw.GetPortalFilterDefaultApplicationAuthStrategyIdArgs{}),
		output:    reflect.TypeOf(gw.GetPortalFilterDefaultApplicationAuthStrategyIdOutput{}),
		ptrOutput: reflect.TypeOf(gw.GetPortalFilterDefaultApplicationAuthStrategyIdPtrOutput{}),
	},
	"gatewaycloud:index/getPortalFilterDefaultDomain:getPortalFilterDefaultDomain": {
		plain:     reflect.TypeOf(gw.GetPortalFilterDefaultDomain{}),
		args:      reflect.TypeOf(gw.GetPortalFilterDefaultDomainArgs{}),
		output:    reflect.TypeOf(gw.GetPortalFilterDefaultDomainOutput{}),
		ptrOutput: reflect.TypeOf(gw.GetPortalFilterDefaultDomainPtrOutput{}),
	},
	"gatewaycloud:index/getPortalFilterDefaultPageVisibility:getPortalFilterDefaultPageVisibility": {
		plain:     reflect.TypeOf(gw.GetPortalFilterDefaultPageVisibility{}),
		args:      reflect.TypeOf(gw.GetPortalFilterDefaultPageVisibilityArgs{}),
		output:    reflect.TypeOf(gw.GetPortalFilterDefaultPageVisibilityOutput{}),
		ptrOutput: reflect.TypeOf(gw.GetPortalFilterDefaultPageVisibilityPtrOutput{}),
	},
	"gatewaycloud:index/getPortalFilterDescription:getPortalFilterDescription": {
		plain:     reflect.TypeOf(gw.GetPortalFilterDescription{}),
		args:      reflect.TypeOf(gw.GetPortalFilterDescriptionArgs{}),
		output:    reflect.TypeOf(gw.GetPortalFilterDescriptionOutput{}),
		ptrOutput: reflect.TypeOf(gw.GetPortalFilterDescriptionPtrOutput{}),
	},
	"gatewaycloud:index/getPortalFilterId:getPortalFilterId": {
		plain:     reflect.TypeOf(gw.GetPortalFilterId{}),
		args:      reflect.TypeOf(gw.GetPortalFilterIdArgs{}),
		output:    reflect.TypeOf(gw.GetPortalFilterIdOutput{}),
		ptrOutput: reflect.TypeOf(gw.GetPortalFilterIdPtrOutput{}),
	},
	"gatewaycloud:index/getPortalFilterName:getPortalFilterName": {
		plain:     reflect.TypeOf(gw.GetPortalFilterName{}),
		args:      reflect.TypeOf(gw.GetPortalFilterNameArgs{}),
		output:    reflect.TypeOf(gw.GetPortalFilterNameOutput{}),
		ptrOutput: reflect.TypeOf(gw.GetPortalFilterNamePtrOutput{}),
	},
	"gatewaycloud:index/getSystemAccountFilter:getSystemAccountFilter": {
		plain:     reflect.TypeOf(gw.GetSystemAccountFilter{}),
		args:      reflect.TypeOf(gw.GetSystemAccountFilterArgs{}),
		output:    reflect.TypeOf(gw.GetSystemAccountFilterOutput{}),
		ptrOutput: reflect.TypeOf(gw.GetSystemAccountFilterPtrOutput{}),
	},
	"gatewaycloud:index/getSystemAccountFilterDescription:getSystemAccountFilterDescription": {
		plain:     reflect.TypeOf(gw.GetSystemAccountFilterDescription{}),
		args:      reflect.TypeOf(gw.GetSystemAccountFilterDescriptionArgs{}),
		output:    reflect.TypeOf(gw.GetSystemAccountFilterDescriptionOutput{}),
		ptrOutput: reflect.TypeOf(gw.GetSystemAccountFilterDescriptionPtrOutput{}),
	},
	"gatewaycloud:index/getSystemAccountFilterName:getSystemAccountFilterName": {
		plain:     reflect.TypeOf(gw.GetSystemAccountFilterName{}),
		args:      reflect.TypeOf(gw.GetSystemAccountFilterNameArgs{}),
		output:    reflect.TypeOf(gw.GetSystemAccountFilterNameOutput{}),
		ptrOutput: reflect.TypeOf(gw.GetSystemAccountFilterNamePtrOutput{}),
	},
}
var scTypes = map[string]typeForms{
	"streamcloud:index/accessPointCloudAEgressPrivateLinkEndpoint:AccessPointCloudAEgressPrivateLinkEndpoint":                       {plain: reflect.TypeOf(sc.AccessPointCloudAEgressPrivateLinkEndpoint{})},
	"streamcloud:index/accessPointCloudAIngressPrivateLinkEndpoint:AccessPointCloudAIngressPrivateLinkEndpoint":                     {plain: reflect.TypeOf(sc.AccessPointCloudAIngressPrivateLinkEndpoint{})},
	"streamcloud:index/accessPointCloudAPrivateNetworkInterface:AccessPointCloudAPrivateNetworkInterface":                           {plain: reflect.TypeOf(sc.AccessPointCloudAPrivateNetworkInterface{})},
	"streamcloud:index/accessPointCloudBEgressPrivateLinkEndpoint:AccessPointCloudBEgressPrivateLinkEndpoint":                       {plain: reflect.TypeOf(sc.AccessPointCloudBEgressPrivateLinkEndpoint{})},
	"streamcloud:index/accessPointCloudBIngressPrivateLinkEndpoint:AccessPointCloudBIngressPrivateLinkEndpoint":                     {plain: reflect.TypeOf(sc.AccessPointCloudBIngressPrivateLinkEndpoint{})},
	"streamcloud:index/accessPointCloudCEgressPrivateServiceConnectEndpoint:AccessPointCloudCEgressPrivateServiceConnectEndpoint":   {plain: reflect.TypeOf(sc.AccessPointCloudCEgressPrivateServiceConnectEndpoint{})},
	"streamcloud:index/accessPointCloudCIngressPrivateServiceConnectEndpoint:AccessPointCloudCIngressPrivateServiceConnectEndpoint": {plain: reflect.TypeOf(sc.AccessPointCloudCIngressPrivateServiceConnectEndpoint{})},
	"streamcloud:index/accessPointEnvironment:AccessPointEnvironment":                                                               {plain: reflect.TypeOf(sc.AccessPointEnvironment{})},
	"streamcloud:index/accessPointGateway:AccessPointGateway":                                                                       {plain: reflect.TypeOf(sc.AccessPointGateway{})},
	"streamcloud:index/apiKeyManagedResource:ApiKeyManagedResource":                                                                 {plain: reflect.TypeOf(sc.ApiKeyManagedResource{})},
	"streamcloud:index/apiKeyManagedResourceEnvironment:ApiKeyManagedResourceEnvironment":                                           {plain: reflect.TypeOf(sc.ApiKeyManagedResourceEnvironment{})},
	"streamcloud:index/apiKeyOwner:ApiKeyOwner":                                                                                     {plain: reflect.TypeOf(sc.ApiKeyOwner{})},
	"streamcloud:index/businessMetadataAttributeDefinition:BusinessMetadataAttributeDefinition":                                     {plain: reflect.TypeOf(sc.BusinessMetadataAttributeDefinition{})},
	"streamcloud:index/businessMetadataBindingCredentials:BusinessMetadataBindingCredentials":                                       {plain: reflect.TypeOf(sc.BusinessMetadataBindingCredentials{})},
	"streamcloud:index/businessMetadataBindingSchemaRegistryCluster:BusinessMetadataBindingSchemaRegistryCluster":                   {plain: reflect.TypeOf(sc.BusinessMetadataBindingSchemaRegistryCluster{})},
	"streamcloud:index/businessMetadataCredentials:BusinessMetadataCredentials":                                                     {plain: reflect.TypeOf(sc.BusinessMetadataCredentials{})},
	"streamcloud:index/businessMetadataSchemaRegistryCluster:BusinessMetadataSchemaRegistryCluster":                                 {plain: reflect.TypeOf(sc.BusinessMetadataSchemaRegistryCluster{})},
	"streamcloud:index/byokKeyCloudA:ByokKeyCloudA":                                                                                 {plain: reflect.TypeOf(sc.ByokKeyCloudA{})},
	"streamcloud:index/byokKeyCloudB:ByokKeyCloudB":                                                                                 {plain: reflect.TypeOf(sc.ByokKeyCloudB{})},
	"streamcloud:index/byokKeyCloudC:ByokKeyCloudC":                                                                                 {plain: reflect.TypeOf(sc.ByokKeyCloudC{})},
	"streamcloud:index/catalogEntityAttributesCredentials:CatalogEntityAttributesCredentials":                                       {plain: reflect.TypeOf(sc.CatalogEntityAttributesCredentials{})},
	"streamcloud:index/catalogEntityAttributesSchemaRegistryCluster:CatalogEntityAttributesSchemaRegistryCluster":                   {plain: reflect.TypeOf(sc.CatalogEntityAttributesSchemaRegistryCluster{})},
	"streamcloud:index/catalogIntegrationCloudAGlue:CatalogIntegrationCloudAGlue":                                                   {plain: reflect.TypeOf(sc.CatalogIntegrationCloudAGlue{})},
	"streamcloud:index/catalogIntegrationCredentials:CatalogIntegrationCredentials":                                                 {plain: reflect.TypeOf(sc.CatalogIntegrationCredentials{})},
	"streamcloud:index/catalogIntegrationEnvironment:CatalogIntegrationEnvironment":                                                 {plain: reflect.TypeOf(sc.CatalogIntegrationEnvironment{})},
	"streamcloud:index/catalogIntegrationKafkaCluster:CatalogIntegrationKafkaCluster":                                               {plain: reflect.TypeOf(sc.CatalogIntegrationKafkaCluster{})},
	"streamcloud:index/catalogIntegrationLakehouse:CatalogIntegrationLakehouse":                                                     {plain: reflect.TypeOf(sc.CatalogIntegrationLakehouse{})},
	"streamcloud:index/catalogIntegrationWarehouse:CatalogIntegrationWarehouse":                                                     {plain: reflect.TypeOf(sc.CatalogIntegrationWarehouse{})},
	"streamcloud:index/certificatePoolCertificateAuthority:CertificatePoolCertificateAuthority":                                     {plain: reflect.TypeOf(sc.CertificatePoolCertificateAuthority{})},
	"streamcloud:index/clusterLinkDestinationKafkaCluster:ClusterLinkDestinationKafkaCluster":                                       {plain: reflect.TypeOf(sc.ClusterLinkDestinationKafkaCluster{})},
	"streamcloud:index/clusterLinkDestinationKafkaClusterCredentials:ClusterLinkDestinationKafkaClusterCredentials":                 {plain: reflect.TypeOf(sc.ClusterLinkDestinationKafkaClusterCredentials{})},
	"streamcloud:index/clusterLinkLocalKafkaCluster:ClusterLinkLocalKafkaCluster":                                                   {plain: reflect.TypeOf(sc.ClusterLinkLocalKafkaCluster{})},
	"streamcloud:index/clusterLinkLocalKafkaClusterCredentials:ClusterLinkLocalKafkaClusterCredentials":                             {plain: reflect.TypeOf(sc.ClusterLinkLocalKafkaClusterCredentials{})},
	"streamcloud:index/clusterLinkRemoteKafkaCluster:ClusterLinkRemoteKafkaCluster":                                                 {plain: reflect.TypeOf(sc.ClusterLinkRemoteKafkaCluster{})},
	"streamcloud:index/clusterLinkRemoteKafkaClusterCredentials:ClusterLinkRemoteKafkaClusterCredentials":                           {plain: reflect.TypeOf(sc.ClusterLinkRemoteKafkaClusterCredentials{})},
	"streamcloud:index/clusterLinkSourceKafkaCluster:ClusterLinkSourceKafkaCluster":                                                 {plain: reflect.TypeOf(sc.ClusterLinkSourceKafkaCluster{})},
	"streamcloud:index/clusterLinkSourceKafkaClusterCredentials:ClusterLinkSourceKafkaClusterCredentials":                           {plain: reflect.TypeOf(sc.ClusterLinkSourceKafkaClusterCredentials{})},
	"streamcloud:index/connectArtifactEnvironment:ConnectArtifactEnvironment":                                                       {plain: reflect.TypeOf(sc.ConnectArtifactEnvironment{})},
	"streamcloud:index/connectorEnvironment:ConnectorEnvironment":                                                                   {plain: reflect.TypeOf(sc.ConnectorEnvironment{})},
	"streamcloud:index/connectorKafkaCluster:ConnectorKafkaCluster":                                                                 {plain: reflect.TypeOf(sc.ConnectorKafkaCluster{})},
	"streamcloud:index/connectorOffset:ConnectorOffset":                                                                             {plain: reflect.TypeOf(sc.ConnectorOffset{})},
	"streamcloud:index/providerOauth:ProviderOauth": {
		plain:     reflect.TypeOf(sc.ProviderOauth{}),
		args:      reflect.TypeOf(sc.ProviderOauthArgs{}),
		output:    reflect.TypeOf(sc.ProviderOauthOutput{}),
		ptrOutput: reflect.TypeOf(sc.ProviderOauthPtrOutput{}),
	},
}

// ---------------------------------------------------------------------------
// Schema facts (the hand-written expectations above match the schemas)
// ---------------------------------------------------------------------------

func envMap(s *seed.Schema) map[string][]string {
	out := map[string][]string{}
	for w, p := range s.Provider.InputProperties {
		if env := p.Env(); len(env) > 0 {
			out[w] = env
		}
	}
	return out
}

func TestSchemaFacts(t *testing.T) {
	c := seed.Checker{T: t}
	gwS := seed.MustLoad(t, gwPkg)
	scS := seed.MustLoad(t, scPkg)
	c.Eq(gwS.Name, gwPkg, "schema name of gatewaycloud.json")
	c.Eq(scS.Name, scPkg, "schema name of streamcloud.json")
	c.Eq(len(gwS.Functions), expectedGwFunctionCount, "number of gatewaycloud functions")
	c.Eq(seed.SortedKeys(gwS.Functions), seed.SortedKeys(expectedGwFunctions), "gatewaycloud function tokens")
	names := map[string]string{}
	for tok := range gwS.Functions {
		names[tok] = seed.TypeName(tok)
	}
	c.Eq(names, expectedGwFunctions, "Go name of every gatewaycloud function")
	c.Eq(envMap(gwS), expectedEnv[gwPkg], "gatewaycloud provider defaultInfo.environment")
	c.Eq(envMap(scS), expectedEnv[scPkg], "streamcloud provider defaultInfo.environment")
	c.Eq(scS.Provider.InputProperties["maxRetries"].Default, 4.0, "streamcloud provider maxRetries default")
	c.Eq(gwS.OutputOnlyFields(), map[string][]string{}, "gatewaycloud has no outputOnly fields")
	scOO := map[string][]string{}
	for tok, ws := range scS.OutputOnlyFields() {
		scOO[seed.TypeName(tok)] = ws
	}
	c.Eq(scOO, expectedScOutputOnly, "streamcloud outputOnly fields, by type")
	for _, s := range []*seed.Schema{gwS, scS} {
		c.Eq(seed.SortedKeys(s.Config.Variables), expectedConfigVars[s.Name], s.Name+" config variable names")
	}
	c.Check(len(scS.Functions) == 0 && len(scS.Resources) == 0, "streamcloud has no resources or functions (its object types are unreferenced)")
	c.Eq(gwS.Language.Go.ImportBasePath, gwImportPath, "gatewaycloud language.go.importBasePath")
	c.Eq(scS.Language.Go.ImportBasePath, scImportPath, "streamcloud language.go.importBasePath")
}

// ---------------------------------------------------------------------------
// Shapes
// ---------------------------------------------------------------------------

func required(spec *seed.TypeSpec) func(string) bool {
	return func(w string) bool { return spec != nil && spec.IsRequired(w) }
}

func never(string) bool { return false }

// elementType calls the ElementType() method of a value of type rt.
func elementType(rt reflect.Type) reflect.Type {
	if rt == nil {
		return nil
	}
	v := reflect.New(rt).Elem()
	if et, ok := v.Interface().(interface{ ElementType() reflect.Type }); ok {
		return et.ElementType()
	}
	return nil
}

func funcName(f any) string {
	return runtime.FuncForPC(reflect.ValueOf(f).Pointer()).Name()
}

// reachable is the set of object type tokens reachable from the given properties.
func reachable(s *seed.Schema, props map[string]*seed.TypeSpec, into map[string]bool) {
	var walk func(t *seed.TypeSpec)
	walk = func(t *seed.TypeSpec) {
		if t == nil {
			return
		}
		if tok, spec := s.Ref(t); tok != "" {
			if spec != nil && !into[tok] {
				into[tok] = true
				for _, p := range spec.Properties {
					walk(p)
				}
			}
			return
		}
		walk(t.Items)
		walk(t.MapValue())
	}
	for _, p := range props {
		walk(p)
	}
}

func TestAPIShapes(t *testing.T) {
	c := seed.Checker{T: t}
	gwS := seed.MustLoad(t, gwPkg)
	scS := seed.MustLoad(t, scPkg)

	// Import paths (module path = importBasePath cut after /vN; package in go/<pkg>).
	c.Eq(reflect.TypeOf(gw.Provider{}).PkgPath(), gwImportPath, "gatewaycloud package import path")
	c.Eq(reflect.TypeOf(sc.Provider{}).PkgPath(), scImportPath, "streamcloud package import path")
	c.Eq(funcName(gwconfig.GetServerUrl), gwImportPath+"/config.GetServerUrl", "gatewaycloud config package import path")
	c.Eq(funcName(scconfig.GetMaxRetries), scImportPath+"/config.GetMaxRetries", "streamcloud config package import path")

	// Functions.
	c.Eq(seed.SortedKeys(gwFunctions), seed.SortedKeys(gwS.Functions), "the function table covers every schema function")
	inputTypes := map[string]bool{}
	for _, tok := range seed.SortedKeys(gwS.Functions) {
		fn := gwS.Functions[tok]
		entry, ok := gwFunctions[tok]
		if !c.Check(ok, tok+" in the function table") {
			continue
		}
		name := seed.TypeName(tok)
		c.Eq(entry.goName, name, tok+": Go function name")
		inputs := gwS.FnInputs(fn)
		if inputs == nil {
			c.Check(entry.args == nil && entry.outputArgs == nil, name+": no Args types for a function without inputs")
		} else {
			reachable(gwS, inputs, inputTypes)
			c.Eq(entry.args.Name(), name+"Args", name+": Args type name")
			c.Eq(entry.outputArgs.Name(), name+"OutputArgs", name+": OutputArgs type name")
			gwS.StructShape(c, "gatewaycloud."+name+"Args", entry.args, gwPkg, inputs, required(fn.Inputs), seed.Plain, true)
			gwS.StructShape(c, "gatewaycloud."+name+"OutputArgs", entry.outputArgs, gwPkg, inputs, required(fn.Inputs), seed.Input, true)
			c.Eq(elementType(entry.outputArgs), entry.args, name+"OutputArgs.ElementType() is "+name+"Args")
		}
		out := gwS.FnOutputs(fn)
		c.Eq(entry.result.Name(), name+"Result", name+": Result type name")
		c.Eq(entry.resultOutput.Name(), name+"ResultOutput", name+": ResultOutput type name")
		gwS.StructShape(c, "gatewaycloud."+name+"Result", entry.result, gwPkg, seed.Props(out, true), required(out), seed.Plain, true)
		gwS.OutputAccessors(c, "gatewaycloud."+name+"ResultOutput", entry.resultOutput, gwPkg, seed.Props(out, true), required(out))
		c.Eq(elementType(entry.resultOutput), entry.result, name+"ResultOutput.ElementType() is "+name+"Result")
	}

	// Object types: plain struct, and Args/Output/PtrOutput where emitted.
	checkTypes := func(s *seed.Schema, pkg string, table map[string]typeForms, withArgs map[string]bool) {
		c.Eq(seed.SortedKeys(table), seed.SortedKeys(s.Types), pkg+": the type table covers every schema type")
		for _, tok := range seed.SortedKeys(s.Types) {
			spec := s.Types[tok]
			forms, ok := table[tok]
			if !c.Check(ok, tok+" in the type table") {
				continue
			}
			name := seed.TypeName(tok)
			label := pkg + "." + name
			c.Eq(forms.plain.Name(), name, tok+": Go type name")
			// The plain struct is the output form: every field, outputOnly ones included.
			s.StructShape(c, label, forms.plain, pkg, seed.Props(spec, true), required(spec), seed.Plain, true)
			c.Eq(forms.args != nil, withArgs[tok], label+"Args is generated exactly for input types")
			if forms.args != nil {
				s.StructShape(c, label+"Args", forms.args, pkg, seed.Props(spec, false), required(spec), seed.Input, true)
				c.Eq(elementType(forms.args), forms.plain, label+"Args.ElementType() is "+name)
			}
			if forms.output != nil {
				s.OutputAccessors(c, label+"Output", forms.output, pkg, seed.Props(spec, true), required(spec))
				c.Eq(elementType(forms.output), forms.plain, label+"Output.ElementType() is "+name)
			}
			if forms.ptrOutput != nil {
				s.OutputAccessors(c, label+"PtrOutput", forms.ptrOutput, pkg, seed.Props(spec, true), never)
				c.Eq(elementType(forms.ptrOutput), reflect.PointerTo(forms.plain), label+"PtrOutput.ElementType() is *"+name)
			}
		}
	}
	outputTypes := map[string]bool{}
	for _, fn := range gwS.Functions {
		reachable(gwS, gwS.FnOutputs(fn).Properties, outputTypes)
	}
	for tok := range gwS.Types {
		c.Check(inputTypes[tok] || outputTypes[tok], tok+" is referenced by a gatewaycloud function")
		c.Eq(gwTypes[tok].output != nil, true, tok+": an Output type is generated")
	}
	checkTypes(gwS, gwPkg, gwTypes, inputTypes)
	scInputTypes := map[string]bool{}
	reachable(scS, scS.Provider.InputProperties, scInputTypes)
	c.Eq(seed.SortedKeys(scInputTypes), []string{"streamcloud:index/providerOauth:ProviderOauth"}, "streamcloud types reachable from the provider")
	checkTypes(scS, scPkg, scTypes, scInputTypes)

	// Providers.
	checkProvider := func(s *seed.Schema, pkg string, args, provider, output reflect.Type) {
		in := s.Provider.InputProperties
		s.StructShape(c, pkg+".ProviderArgs", args, pkg, in, never, seed.Input, false)
		s.StructShape(c, pkg+".providerArgs (ProviderArgs.ElementType())", elementType(args), pkg, in, never, seed.Plain, true)
		strProps := map[string]*seed.TypeSpec{}
		for w, p := range s.Provider.Properties {
			if p.Type == "string" && p.Ref == "" {
				strProps[w] = p
			}
		}
		c.Check(len(strProps) > 0, pkg+" provider has string properties")
		// Pulumi's Go Provider struct carries an Output field for string properties only.
		pf := map[string]string{}
		for i := 0; i < provider.NumField(); i++ {
			f := provider.Field(i)
			if !f.Anonymous {
				pf[f.Name] = f.Type.String() + " " + f.Tag.Get("pulumi")
			}
		}
		want := map[string]string{}
		for w := range strProps {
			want[seed.Title(w)] = "pulumi.StringPtrOutput " + w
		}
		c.Eq(pf, want, pkg+".Provider output fields (string properties, StringPtrOutput, tagged)")
		c.Check(provider.Field(0).Anonymous && provider.Field(0).Type == reflect.TypeOf(pulumi.ProviderResourceState{}),
			pkg+".Provider embeds pulumi.ProviderResourceState")
		s.OutputAccessors(c, pkg+".ProviderOutput", output, pkg, strProps, never)
	}
	checkProvider(gwS, gwPkg, reflect.TypeOf(gw.ProviderArgs{}), reflect.TypeOf(gw.Provider{}), reflect.TypeOf(gw.ProviderOutput{}))
	checkProvider(scS, scPkg, reflect.TypeOf(sc.ProviderArgs{}), reflect.TypeOf(sc.Provider{}), reflect.TypeOf(sc.ProviderOutput{}))

	// Hand-written spot checks of the derived rules.
	spot := map[string]string{
		fieldType(gw.GetCloudGatewayNetworkArgs{}, "Filter"):                                 "*gatewaycloud.GetCloudGatewayNetworkFilter",
		fieldType(gw.GetCloudGatewayNetworkOutputArgs{}, "Filter"):                           "gatewaycloud.GetCloudGatewayNetworkFilterPtrInput",
		fieldType(gw.GetCloudGatewayNetworkResult{}, "EntityVersion"):                        "float64",
		fieldType(gw.GetCloudGatewayNetworkResult{}, "Default"):                              "bool",
		fieldType(gw.GetPlatformIpAddressesResult{}, "Regions"):                              "map[string]map[string][]string",
		fieldType(gw.GetGatewayControlPlaneResult{}, "FilterLabels"):                         "*string",
		fieldType(gw.GetGatewayControlPlaneListResult{}, "Datas"):                            "[]gatewaycloud.GetGatewayControlPlaneListData",
		fieldType(gw.GetPortalFilterArgs{}, "RbacEnabled"):                                   "pulumi.BoolPtrInput",
		fieldType(gw.GetSystemAccountResult{}, "CreatedAt"):                                  "*string",
		fieldType(sc.ProviderArgs{}, "MaxRetries"):                                           "pulumi.IntPtrInput",
		fieldType(sc.ProviderArgs{}, "Oauth"):                                                "streamcloud.ProviderOauthPtrInput",
		fieldType(sc.ProviderOauthArgs{}, "OauthIdentityPoolId"):                             "pulumi.StringInput",
		fieldType(sc.ByokKeyCloudA{}, "Roles"):                                               "[]string",
		fieldType(sc.BusinessMetadataAttributeDefinition{}, "Options"):                       "map[string]string",
		fieldType(sc.AccessPointCloudAEgressPrivateLinkEndpoint{}, "VpcEndpointServiceName"): "string",
	}
	for got, want := range spot {
		c.Eq(strings.SplitN(got, "=", 2)[1], want, "spot check "+strings.SplitN(got, "=", 2)[0])
	}
}

// fieldType is "Type.Field=<Go type>" (or "<missing>").
func fieldType(v any, field string) string {
	rt := reflect.TypeOf(v)
	f, ok := rt.FieldByName(field)
	typ := "<missing>"
	if ok {
		typ = f.Type.String()
	}
	return fmt.Sprintf("%s.%s=%s", rt.Name(), field, typ)
}

// ---------------------------------------------------------------------------
// Defaults() of object types with schema defaults
// ---------------------------------------------------------------------------

func TestTypeDefaults(t *testing.T) {
	c := seed.Checker{T: t}
	scS := seed.MustLoad(t, scPkg)
	// Derived: every type with a property default has (*X).Defaults() *X filling it in.
	withDefaults := 0
	for _, tok := range seed.SortedKeys(scS.Types) {
		spec := scS.Types[tok]
		var dflt []string
		for _, w := range seed.SortedKeys(spec.Properties) {
			if spec.Properties[w].Default != nil {
				dflt = append(dflt, w)
			}
		}
		forms := scTypes[tok]
		if len(dflt) == 0 || forms.plain == nil {
			continue
		}
		withDefaults++
		name := seed.TypeName(tok)
		m, ok := reflect.PointerTo(forms.plain).MethodByName("Defaults")
		if !c.Check(ok, "(*streamcloud."+name+").Defaults exists") {
			continue
		}
		c.Eq(m.Type.String(), fmt.Sprintf("func(*streamcloud.%s) *streamcloud.%s", name, name), name+".Defaults signature")
		zero := reflect.New(forms.plain)
		res := m.Func.Call([]reflect.Value{zero})[0]
		if !c.Check(!res.IsNil(), name+".Defaults() of a zero value is not nil") {
			continue
		}
		wire := goWire(res)
		for _, w := range dflt {
			c.Eq(wire.(map[string]any)[w], spec.Properties[w].Default, fmt.Sprintf("%s.Defaults() sets %s", name, w))
		}
		nilRes := m.Func.Call([]reflect.Value{reflect.Zero(reflect.PointerTo(forms.plain))})[0]
		c.Check(nilRes.IsNil(), name+".Defaults() of nil is nil")
	}
	c.Eq(withDefaults, 2, "streamcloud types with defaults")

	// Hand-written.
	e := (&sc.AccessPointCloudAEgressPrivateLinkEndpoint{VpcEndpointServiceName: "com.example.svc", VpcEndpointDnsName: pulumi.StringRef("dns.example")}).Defaults()
	c.Eq(e.VpcEndpointServiceName, "com.example.svc", "AccessPointCloudAEgressPrivateLinkEndpoint.Defaults() keeps given fields")
	c.Check(e.EnableHighAvailability != nil && !*e.EnableHighAvailability, "AccessPointCloudAEgressPrivateLinkEndpoint.EnableHighAvailability defaults to false")
	c.Check(e.VpcEndpointDnsName != nil && *e.VpcEndpointDnsName == "dns.example", "the output struct keeps the outputOnly VpcEndpointDnsName")
	on := true
	e2 := (&sc.AccessPointCloudAEgressPrivateLinkEndpoint{EnableHighAvailability: &on}).Defaults()
	c.Check(e2.EnableHighAvailability != nil && *e2.EnableHighAvailability, "an explicit EnableHighAvailability is kept")
	b := (&sc.BusinessMetadataAttributeDefinition{Name: "attr", Type: pulumi.StringRef("string"), Options: map[string]string{"k": "v"}}).Defaults()
	c.Check(b.IsOptional != nil && !*b.IsOptional, "BusinessMetadataAttributeDefinition.IsOptional defaults to false")
	c.Eq(b.Options, map[string]string{"k": "v"}, "BusinessMetadataAttributeDefinition keeps outputOnly Options")
}
