// A field and a property of one class share a name (CS0102), as a backing field would if a
// property were spelled like another's field.
// expect: 11:34
namespace Pulumi.Broken
{
    public sealed class WidgetArgs : global::Pulumi.ResourceArgs
    {
        private InputList<string>? Tags;

        [Input("tags")]
        public InputList<string> Tags
        {
            get => new InputList<string>();
        }
    }
}
