// A doc comment whose `<summary>` is never closed.
// expect: 8:31
namespace Pulumi.Broken
{
    public partial class Widget : global::Pulumi.CustomResource
    {
        /// <summary>
        /// The widget's name.
        [Output("name")]
        public Output<string> Name { get; private set; } = null!;
    }
}
