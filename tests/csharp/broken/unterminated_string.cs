// A string literal that runs to the end of its line.
// expect: 3:1
namespace Pulumi.Broken
{
    public static class Config
    {
        private static readonly global::Pulumi.Config __config = new global::Pulumi.Config("broken);
    }
}
