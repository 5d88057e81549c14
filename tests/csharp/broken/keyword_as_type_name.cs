// A type named after a reserved keyword.
// expect: 9:25
namespace Pulumi.Broken
{
    public sealed class @event
    {
    }

    public sealed class object
    {
    }
}
