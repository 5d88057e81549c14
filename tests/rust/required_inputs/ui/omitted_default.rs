// Arguments with a required input have no `Default`.
fn main() {
    let _ = rsnames::resources::WidgetArgs::default();
    let _ = rsnames::types::NodeArgs::default();
}
