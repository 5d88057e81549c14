// A struct literal must name the required field too.
use rsnames::resources::WidgetArgs;

fn main() {
    let _ = WidgetArgs { label: None, ratio: None, thing: None };
}
