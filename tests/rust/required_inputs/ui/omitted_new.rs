// `size` is required: `new` takes it.
fn main() {
    let _ = rsnames::resources::WidgetArgs::new();
}
