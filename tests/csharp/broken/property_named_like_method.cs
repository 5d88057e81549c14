// A resource output spelled like the static `Get` every resource class declares; the grammar
// accepts the class, the C# compiler does not (CS0102).
// expect: 11:31
namespace Pulumi.Broken
{
    public partial class Widget : global::Pulumi.CustomResource
    {
        public static Widget Get(string name, Input<string> id) => new Widget(name, id);

        [Output("get")]
        public Output<string> Get { get; private set; } = null!;
    }
}
