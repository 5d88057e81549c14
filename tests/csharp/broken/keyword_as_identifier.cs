// A property named after a reserved keyword (`@base` is the escaped form); the tree-sitter
// grammar accepts it, the C# compiler does not.
// expect: 9:31
namespace Pulumi.Broken
{
    public sealed class WidgetArgs : global::Pulumi.ResourceArgs
    {
        [Input("base")]
        public Input<string>? base { get; set; }
    }
}
