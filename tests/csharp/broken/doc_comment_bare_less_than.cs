// A description holding `<`, not escaped.
// expect: 8:22
namespace Pulumi.Broken
{
    public sealed class WidgetArgs : global::Pulumi.ResourceArgs
    {
        /// <summary>
        /// Must be < 10 and > 0.
        /// </summary>
        [Input("size")]
        public Input<int>? Size { get; set; }
    }
}
