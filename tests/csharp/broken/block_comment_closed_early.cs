// A description with `*/` in a block comment closes it early.
// expect: 5:39
namespace Pulumi.Broken
{
    /* Matches paths like /var/log/*/ and the like. */
    public sealed class WidgetArgs : global::Pulumi.ResourceArgs
    {
    }
}
