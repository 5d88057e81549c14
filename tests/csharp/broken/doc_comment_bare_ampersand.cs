// A description holding `&`, not escaped.
// expect: 8:43
namespace Pulumi.Broken
{
    public sealed class WidgetArgs : global::Pulumi.ResourceArgs
    {
        /// <summary>
        /// Query parameters, joined with & as in a URL.
        /// </summary>
        [Input("query")]
        public Input<string>? Query { get; set; }
    }
}
