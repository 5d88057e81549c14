package codegen

import (
	"fmt"

	"github.com/pulumi/pulumi/pkg/v3/codegen/hcl2/model"
	"github.com/pulumi/pulumi/pkg/v3/codegen/pcl"
	"github.com/pulumi/pulumi/pkg/v3/codegen/schema"
)

// typeKind is how a PCL type is held in Rust.
type typeKind int

const (
	kindValue typeKind = iota // serde_json::Value: dynamic values, objects without a schema type
	kindString
	kindNumber // f64
	kindInt    // i64
	kindBool
	kindList   // Vec<elem>
	kindMap    // BTreeMap<String, elem>
	kindOption // Option<elem>
	kindOutput // Output<elem>
	kindNamed  // a type of a generated crate (named), e.g. a resource or an object type
	kindInt32  // i32: a schema integer in a generated crate
	kindInput  // Input<elem>: an input of a generated crate
)

// rustType is a PCL type's Rust spelling and structure.
type rustType struct {
	kind typeKind
	elem *rustType
	name string // kindNamed: the Rust path
	// A crate's type (kindNamed): the package's names and the schema member it stands for.
	pkg      *PackageNames
	object   *schema.ObjectType
	enum     *schema.EnumType
	resource *schema.Resource
	function *schema.Function
}

var (
	assetType          = &rustType{kind: kindNamed, name: "Asset"}
	archiveType        = &rustType{kind: kindNamed, name: "Archive"}
	assetOrArchiveType = &rustType{kind: kindNamed, name: "AssetOrArchive"}
	valueType          = &rustType{kind: kindValue}
	stringType         = &rustType{kind: kindString}
	numberType         = &rustType{kind: kindNumber}
	intType            = &rustType{kind: kindInt}
	boolType           = &rustType{kind: kindBool}
	int32Type          = &rustType{kind: kindInt32}
	// resourceReferenceType is the runtime's reference to a resource: a resource as a value.
	resourceReferenceType = &rustType{kind: kindNamed, name: "ResourceReference"}
)

func inputOf(elem *rustType) *rustType { return &rustType{kind: kindInput, elem: elem} }

func listOf(elem *rustType) *rustType   { return &rustType{kind: kindList, elem: elem} }
func mapOf(elem *rustType) *rustType    { return &rustType{kind: kindMap, elem: elem} }
func optionOf(elem *rustType) *rustType { return &rustType{kind: kindOption, elem: elem} }
func outputOf(elem *rustType) *rustType { return &rustType{kind: kindOutput, elem: elem} }

// String spells the type.
func (t *rustType) String() string {
	switch t.kind {
	case kindString:
		return "String"
	case kindNumber:
		return "f64"
	case kindInt:
		return "i64"
	case kindBool:
		return "bool"
	case kindInt32:
		return "i32"
	case kindInput:
		return "Input<" + t.elem.String() + ">"
	case kindList:
		return "Vec<" + t.elem.String() + ">"
	case kindMap:
		return "BTreeMap<String, " + t.elem.String() + ">"
	case kindOption:
		return "Option<" + t.elem.String() + ">"
	case kindOutput:
		return "Output<" + t.elem.String() + ">"
	case kindNamed:
		return t.name
	default:
		return "Value"
	}
}

func (t *rustType) equal(u *rustType) bool {
	if t.kind != u.kind || t.name != u.name {
		return false
	}
	if t.elem == nil || u.elem == nil {
		return t.elem == u.elem
	}
	return t.elem.equal(u.elem)
}

// isCopy: values of the type are Copy (no clone needed to use them twice).
func (t *rustType) isCopy() bool {
	return t.kind == kindNumber || t.kind == kindInt || t.kind == kindBool || t.kind == kindInt32
}

// eventual is the type without its Output (the value an apply sees).
func (t *rustType) plain() *rustType {
	if t.kind == kindOutput {
		return t.elem
	}
	return t
}

// typeOf is the Rust type of values of PCL type t.
func (g *generator) typeOf(t model.Type) *rustType {
	switch t := t.(type) {
	case *model.OutputType:
		return outputOf(g.typeOf(model.ResolveOutputs(t.ElementType)).plain())
	case *model.PromiseType:
		return outputOf(g.typeOf(model.ResolveOutputs(t.ElementType)).plain())
	case *model.ObjectType:
		if named := g.namedObjectType(t); named != nil {
			return named
		}
	}
	// A collection holding eventual values is one eventual collection.
	if outputs, promises := model.ContainsEventuals(t); outputs || promises {
		return outputOf(g.typeOf(model.ResolveOutputs(t)).plain())
	}
	switch t := t.(type) {
	case *model.ConstType:
		return g.typeOf(t.Type)
	case *model.ListType:
		return listOf(g.typeOf(t.ElementType))
	case *model.SetType:
		return listOf(g.typeOf(t.ElementType))
	case *model.TupleType:
		return listOf(g.commonType(t.ElementTypes))
	case *model.MapType:
		return mapOf(g.typeOf(t.ElementType))
	case *model.UnionType:
		return g.unionType(t)
	case *model.ObjectType:
		return g.objectType(t)
	case *model.EnumType:
		return g.typeOf(t.Type)
	}
	switch {
	case t == pcl.AssetType:
		return assetType
	case t == pcl.ArchiveType:
		return archiveType
	case t == model.StringType:
		return stringType
	case t == model.NumberType:
		return numberType
	case t == model.IntType:
		return intType
	case t == model.BoolType:
		return boolType
	}
	return valueType
}

// unionType: `T | none` is Option<T>; a union of types held alike is that type; anything
// else is a Value.
func (g *generator) unionType(t *model.UnionType) *rustType {
	var members []model.Type
	optional := false
	for _, element := range t.ElementTypes {
		if element == model.NoneType {
			optional = true
			continue
		}
		members = append(members, element)
	}
	if len(members) == 0 {
		return optionOf(valueType)
	}
	common := g.commonType(members)
	if len(members) == 2 && (common.equal(valueType) || common == assetType || common == archiveType) &&
		(members[0] == pcl.AssetType || members[0] == pcl.ArchiveType) &&
		(members[1] == pcl.AssetType || members[1] == pcl.ArchiveType) {
		common = assetOrArchiveType
	}
	if optional && common.kind != kindValue && common.kind != kindOption {
		return optionOf(common)
	}
	return common
}

// commonType is the type that holds values of every type in types: theirs when they agree
// (an int among numbers is a number), else a Value.
func (g *generator) commonType(types []model.Type) *rustType {
	var common *rustType
	for _, t := range types {
		if t == model.NoneType {
			continue
		}
		rt := g.typeOf(t)
		switch {
		case common == nil:
			common = rt
		case common.equal(rt):
		case common.kind == kindNumber && rt.kind == kindInt:
		case common.kind == kindInt && rt.kind == kindNumber:
			common = rt
		default:
			return valueType
		}
	}
	if common == nil {
		return valueType
	}
	return common
}

// objectType is an object type of the program's own: a map when all its properties have
// one type, else a Value.
func (g *generator) objectType(t *model.ObjectType) *rustType {
	if len(t.Properties) == 0 {
		return valueType
	}
	types := make([]model.Type, 0, len(t.Properties))
	for _, property := range t.Properties {
		types = append(types, property)
	}
	common := g.commonType(types)
	if common.kind == kindValue {
		return valueType
	}
	return mapOf(common)
}

// namedObjectType is the crate type of an object type from a schema, when the program's
// packages name it (nil for objects of the program's own).
func (g *generator) namedObjectType(t *model.ObjectType) *rustType {
	for _, annotation := range t.Annotations {
		switch annotation := annotation.(type) {
		case *schema.ObjectType:
			if named := g.crateType(annotation); named.kind == kindNamed {
				return named
			}
		case *schema.Resource:
			if named := g.resourceType(annotation); named != nil {
				return named
			}
		}
	}
	return nil
}

// exprType is the Rust type of the value x's code yields: its PCL type's, except for a
// reference to a local held otherwise (see generator.localTypes).
func (g *generator) exprType(x model.Expression) *rustType {
	if call, ok := x.(*model.FunctionCallExpression); ok && call.Name == pcl.Invoke {
		if t := g.invokeType(call); t != nil {
			return t
		}
	}
	if call, ok := x.(*model.FunctionCallExpression); ok {
		switch call.Name {
		case "call":
			return outputOf(valueType)
		case "pulumiResourceName", "pulumiResourceType":
			return outputOf(stringType)
		case "secret":
			return outputOf(g.exprType(call.Args[0]).plain())
		case pcl.IntrinsicConvert:
			// A conversion of an eventual value is eventual, whatever type PCL gives it.
			if t := g.typeOf(x.Type()); t.kind != kindOutput && g.isEventual(call.Args[0]) {
				return outputOf(t)
			}
		}
	}
	if call, ok := x.(*model.FunctionCallExpression); ok && plainFunctions[call.Name] {
		// PCL may type a call of a built-in function as eventual where its arguments are not
		// (inside an apply, of a resource's id or of an output's map): its code is plain then.
		t := g.typeOf(x.Type())
		if t.kind == kindOutput && !g.anyEventual(call.Args) {
			return t.elem
		}
		return t
	}
	if traversal, ok := x.(*model.ScopeTraversalExpression); ok && len(traversal.Traversal) == 1 {
		if node, ok := traversal.Parts[0].(pcl.Node); ok {
			if t, ok := g.localTypes[node]; ok {
				return t
			}
		}
		if variable, ok := traversal.Parts[0].(*model.Variable); ok {
			if node, ok := g.eventualVars[variable]; ok {
				return g.localTypes[node]
			}
			if t, ok := g.varTypes[variable.Name]; ok {
				return t
			}
		}
	}
	return g.typeOf(x.Type())
}

// isEventual: x's value is known only once the engine says: an Output, or a resource (as a
// value, its reference waits for its URN and id).
func (g *generator) isEventual(x model.Expression) bool {
	t := g.exprType(x)
	return t.kind == kindOutput || t.resource != nil
}

// resourceReference is code, a resource of the crate type t, as an
// `Output<ResourceReference>`.
func resourceReference(code string, t *rustType) string {
	if t.resource.IsComponent {
		return fmt.Sprintf("ResourceReference::of(&%s)", code)
	}
	return fmt.Sprintf("ResourceReference::of_custom(&%s)", code)
}

// plainFunctions are PCL's built-in functions whose code yields a plain value of plain
// arguments (see collectionCall and encodingCall).
var plainFunctions = map[string]bool{
	"length": true, "join": true, "split": true, "element": true, "entries": true, "lookup": true,
	"range": true, "singleOrNone": true, "min": true, "max": true,
	"toBase64": true, "fromBase64": true, "filebase64": true, "filebase64sha256": true, "sha1": true,
}

// anyEventual: some of xs is eventual.
func (g *generator) anyEventual(xs []model.Expression) bool {
	for _, x := range xs {
		if g.isEventual(x) {
			return true
		}
	}
	return false
}
