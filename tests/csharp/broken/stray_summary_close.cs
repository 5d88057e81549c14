// A doc comment whose closing `</summary>` line lost its `///`: the tag stands outside any
// comment.
// expect: 8:5
namespace Pulumi.Broken
{
    /// <summary>
    /// A widget.
    </summary>
    public partial class Widget : global::Pulumi.CustomResource
    {
    }
}
