// A statement without its `;`.
// expect: 9:51
namespace Pulumi.Broken
{
    public sealed class WidgetArgs : global::Pulumi.ResourceArgs
    {
        public WidgetArgs()
        {
            Name = Utilities.GetEnv("WIDGET_NAME")
        }

        [Input("name")]
        public Input<string>? Name { get; set; }
    }
}
