// A deprecation message with a `"` that is not doubled ends the verbatim string early.
// expect: 8:19
namespace Pulumi.Broken
{
    public sealed class WidgetArgs : global::Pulumi.ResourceArgs
    {
        [Input("size")]
        [Obsolete(@"Use "capacity" instead.")]
        public Input<int>? Size { get; set; }
    }
}
