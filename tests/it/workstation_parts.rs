//! The workstation's parts: features update only their own state and a `Context`, so an
//! `impl App` block lives only in the model (`model/`) and the router (`router/`). A feature
//! folder that grows one again fails here, naming the file.

use std::path::Path;

use crate::support::source_files::files_with_extension;

#[test]
fn impl_app_is_only_in_the_model_and_the_router() {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("crates/kibitzer-tui/src");
    let files = files_with_extension(&src, "rs");
    assert!(files.len() > 50, "the workstation's sources are found");
    let mut found = 0;
    let mut outside = Vec::new();
    for file in files {
        let text = std::fs::read_to_string(&file).unwrap();
        let blocks = text
            .lines()
            .filter(|l| l.trim_start().starts_with("impl App {"))
            .count();
        found += blocks;
        let part = file.strip_prefix(&src).unwrap();
        let allowed = part.starts_with("model") || part.starts_with("router");
        if blocks > 0 && !allowed {
            outside.push(part.display().to_string());
        }
    }
    assert!(
        found >= 20,
        "the model and router blocks are seen ({found})"
    );
    assert!(
        outside.is_empty(),
        "impl App outside model/ and router/: {outside:?}"
    );
}
