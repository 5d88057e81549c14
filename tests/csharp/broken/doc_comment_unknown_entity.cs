// A description holding an HTML entity XML does not define.
// expect: 6:10
namespace Pulumi.Broken
{
    /// <summary>
    /// A&nbsp;widget.
    /// </summary>
    public partial class Widget : global::Pulumi.CustomResource
    {
    }
}
