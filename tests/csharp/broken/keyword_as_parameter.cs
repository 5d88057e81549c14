// An output type's constructor whose parameter (the camelCase property name) is a reserved
// keyword without `@`.
// expect: 12:37
namespace Pulumi.Broken.Outputs
{
    [OutputType]
    public sealed class WidgetResult
    {
        public readonly string Namespace;

        [OutputConstructor]
        private WidgetResult(string namespace)
        {
            Namespace = @namespace;
        }
    }
}
