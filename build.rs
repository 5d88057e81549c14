//! Embeds every file under `templates/` in the binary, so `sdkgen` needs nothing beside itself;
//! `--templates DIR` can still replace any of them at run time.

fn main() {
    minijinja_embed::embed_templates!("templates");
}
