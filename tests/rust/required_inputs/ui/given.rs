// Every required input given: `new`'s parameters, the rest by setter or left out.
use rsnames::resources::WidgetArgs;
use rsnames::types::{MatchArgs, NodeArgs};
use rsnames::{Output, Secret};

fn main() {
    let _ = WidgetArgs::new(3).label("small");
    let _ = WidgetArgs::new(Output::new(3)).label(Secret::new("hidden".to_owned()));
    let _ = MatchArgs::new(NodeArgs::new("t").children(vec![NodeArgs::new("u")]));
}
