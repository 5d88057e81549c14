// An output type's field named like the type itself (CS0542); `@Widget` is the same name.
// expect: 8:33
namespace Pulumi.Broken
{
    [OutputType]
    public sealed class Widget
    {
        public readonly string? @Widget;

        [OutputConstructor]
        private Widget(string? widget)
        {
            this.@Widget = widget;
        }
    }
}
