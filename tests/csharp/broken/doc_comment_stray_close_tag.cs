// A description holding `</summary>`, not escaped.
// expect: 7:9
namespace Pulumi.Broken
{
    /// <summary>
    /// Ends early here: </summary> and goes on.
    /// </summary>
    public partial class Widget : global::Pulumi.CustomResource
    {
    }
}
