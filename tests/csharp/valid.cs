// A valid C# file the checker must accept (tests/csharp_sdk.rs, checker_catches_broken_files):
// what generated files hold, written by hand: escaped doc comment text, verbatim identifiers
// and strings, attributes, nullable and generic types, an enum struct, an enum, nested classes,
// expression-bodied members, contextual keywords as identifiers.

using System;
using System.Collections.Generic;
using System.Collections.Immutable;
using System.ComponentModel;
using System.Threading.Tasks;
using Pulumi;
using Pulumi.Serialization;

namespace Pulumi.Valid
{
    /// <summary>
    /// A widget. Its description holds markup that stays text: &lt;/summary&gt;, a &lt;b&gt;tag&lt;/b&gt;,
    /// 1 &lt; 2 &amp;&amp; 3 &gt; 2, an entity written out (&amp;nbsp;), "quotes" and 'apostrophes',
    /// a `*/` and a `/*`, a URL: https://example.com/?a=1&amp;b=2.
    /// 
    /// ## Example Usage
    /// 
    /// ```csharp
    /// var widget = new Valid.Widget("w", new() { Size = 3 });
    /// ```
    /// 
    /// &gt; **Note:** &lt;span pulumi-lang-dotnet="`Widget`"&gt;`Widget`&lt;/span&gt;
    /// </summary>
    [ValidResourceType("valid:index/widget:Widget")]
    public partial class Widget : global::Pulumi.CustomResource
    {
        /// <summary>
        /// The namespace, a reserved word as a wire name.
        /// </summary>
        [Output("namespace")]
        public Output<string> Namespace { get; private set; } = null!;

        [Output("tags")]
        public Output<ImmutableDictionary<string, string>?> Tags { get; private set; } = null!;

        [Output("kind")]
        public Output<Pulumi.Valid.WidgetKind?> Kind { get; private set; } = null!;

        /// <summary>
        /// Create a Widget resource with the given unique name, arguments, and options.
        /// </summary>
        ///
        /// <param name="name">The unique name of the resource</param>
        /// <param name="args">The arguments used to populate this resource's properties</param>
        /// <param name="options">A bag of options that control this resource's behavior</param>
        public Widget(string name, WidgetArgs? args = null, CustomResourceOptions? options = null)
            : base("valid:index/widget:Widget", name, args ?? new WidgetArgs(), MakeResourceOptions(options, ""))
        {
        }

        private static CustomResourceOptions MakeResourceOptions(CustomResourceOptions? options, Input<string>? id)
        {
            var defaultOptions = new CustomResourceOptions
            {
                Version = Utilities.Version,
                AdditionalSecretOutputs =
                {
                    "secret",
                },
            };
            var merged = CustomResourceOptions.Merge(defaultOptions, options);
            // Override the ID if one was specified for consistency with other language SDKs.
            merged.Id = id ?? merged.Id;
            return merged;
        }

        public static Widget Get(string name, Input<string> id, CustomResourceOptions? options = null)
        {
            return new Widget(name, id, options);
        }

        private Widget(string name, Input<string> id, CustomResourceOptions? options = null)
            : base("valid:index/widget:Widget", name, null, MakeResourceOptions(options, id))
        {
        }
    }

    public sealed class WidgetArgs : global::Pulumi.ResourceArgs
    {
        [Input("namespace", required: true)]
        public Input<string> Namespace { get; set; } = null!;

        [Input("secret")]
        private Input<string>? _secret;
        public Input<string>? Secret
        {
            get => _secret;
            set
            {
                var emptySecret = Output.CreateSecret(0);
                _secret = Output.Tuple<Input<string>?, int>(value, emptySecret).Apply(t => t.Item1);
            }
        }

        [Input("tags")]
        private InputMap<string>? _tags;
        public InputMap<string> Tags
        {
            get => _tags ?? (_tags = new InputMap<string>());
            set => _tags = value;
        }

        [Input("size")]
        [Obsolete(@"Use ""capacity"" instead.
It goes away in v2.")]
        public Input<int>? Size { get; set; }

        public WidgetArgs()
        {
            Namespace = Utilities.GetEnv("VALID_NAMESPACE") ?? "default";
        }
        public static new WidgetArgs Empty => new WidgetArgs();
    }

    /// <summary>
    /// The kind of a widget.
    /// </summary>
    [EnumType]
    public readonly struct WidgetKind : IEquatable<WidgetKind>
    {
        private readonly string _value;

        private WidgetKind(string value)
        {
            _value = value ?? throw new ArgumentNullException(nameof(value));
        }

        /// <summary>
        /// A &lt;small&gt; one.
        /// </summary>
        public static WidgetKind Small { get; } = new WidgetKind("small");
        public static WidgetKind @Default { get; } = new WidgetKind("default");

        public static bool operator ==(WidgetKind left, WidgetKind right) => left.Equals(right);
        public static bool operator !=(WidgetKind left, WidgetKind right) => !left.Equals(right);

        public static explicit operator string(WidgetKind value) => value._value;

        [EditorBrowsable(EditorBrowsableState.Never)]
        public override bool Equals(object? obj) => obj is WidgetKind other && Equals(other);
        public bool Equals(WidgetKind other) => string.Equals(_value, other._value, StringComparison.Ordinal);

        [EditorBrowsable(EditorBrowsableState.Never)]
        public override int GetHashCode() => _value?.GetHashCode() ?? 0;

        public override string ToString() => _value;
    }

    public enum Level
    {
        Low = 1,
        @default = 2,
    }

    public static class GetWidget
    {
        public static Task<GetWidgetResult> InvokeAsync(GetWidgetArgs args, InvokeOptions? options = null)
            => global::Pulumi.Deployment.Instance.InvokeAsync<GetWidgetResult>("valid:index/getWidget:getWidget", args ?? new GetWidgetArgs(), options.WithDefaults());

        public static Output<GetWidgetResult> Invoke(GetWidgetInvokeArgs args, InvokeOptions? options = null)
            => global::Pulumi.Deployment.Instance.Invoke<GetWidgetResult>("valid:index/getWidget:getWidget", args ?? new GetWidgetInvokeArgs(), options.WithDefaults());
    }

    public sealed class GetWidgetArgs : global::Pulumi.InvokeArgs
    {
        [Input("namespace", required: true)]
        public string Namespace { get; set; } = null!;

        public GetWidgetArgs()
        {
        }
        public static new GetWidgetArgs Empty => new GetWidgetArgs();
    }

    public sealed class GetWidgetInvokeArgs : global::Pulumi.InvokeArgs
    {
        [Input("namespace", required: true)]
        public Input<string> Namespace { get; set; } = null!;

        public GetWidgetInvokeArgs()
        {
        }
        public static new GetWidgetInvokeArgs Empty => new GetWidgetInvokeArgs();
    }

    [OutputType]
    public sealed class GetWidgetResult
    {
        public readonly string @class;
        public readonly ImmutableArray<Outputs.WidgetItem> Items;
        public readonly string Namespace;
        public readonly string? Value;
        public readonly string? Var;

        [OutputConstructor]
        private GetWidgetResult(
            string @class,

            ImmutableArray<Outputs.WidgetItem> items,

            string @namespace,

            string? value,

            string? var)
        {
            this.@class = @class;
            Items = items;
            Namespace = @namespace;
            Value = value;
            Var = var;
        }
    }

    public static class Config
    {
        [global::System.Diagnostics.CodeAnalysis.SuppressMessage("Microsoft.Design", "IDE1006", Justification =
        "Double underscore prefix used to avoid conflicts with variable names.")]
        private sealed class __Value<T>
        {
            private readonly Func<T> _getter;
            private T _value = default!;
            private bool _set;

            public __Value(Func<T> getter)
            {
                _getter = getter;
            }

            public T Get() => _set ? _value : _getter();

            public void Set(T value)
            {
                _value = value;
                _set = true;
            }
        }

        private static readonly global::Pulumi.Config __config = new global::Pulumi.Config("valid");

        private static readonly __Value<bool?> _insecure = new __Value<bool?>(() => __config.GetBoolean("insecure") ?? Utilities.GetEnvBoolean("VALID_INSECURE") ?? false);
        public static bool? Insecure
        {
            get => _insecure.Get();
            set => _insecure.Set(value);
        }

        public static class Types
        {

             public class Endpoint
             {
                public string? Url { get; set; } = null!;
            }
        }
    }
}

namespace Pulumi.Valid.Outputs
{
    [OutputType]
    public sealed class WidgetItem
    {
        public readonly double? @default;

        [OutputConstructor]
        private WidgetItem(double? @default)
        {
            this.@default = @default;
        }
    }
}
