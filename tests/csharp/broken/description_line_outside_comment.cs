// A multi-line description of which only the first line became a doc comment: the rest
// stands outside any comment.
// expect: 8:5
namespace Pulumi.Broken
{
    /// <summary>
    /// A widget. Its description goes on
    on a line without the comment prefix.
    /// </summary>
    public partial class Widget : global::Pulumi.CustomResource
    {
    }
}
