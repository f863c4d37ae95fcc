//! The English of the descriptions: a man as "the knight on c6", lists joined with "and".

use crate::eval::{Man, role_name};

/// "the knight on c6".
pub(super) fn the_man(man: &Man) -> String {
    format!("the {} on {}", role_name(man.role), man.square)
}

/// "the king on e8 and the rook on a8", "a, b and c"; "nothing" for none.
pub(super) fn the_men(men: &[Man]) -> String {
    let names: Vec<String> = men.iter().map(the_man).collect();
    match names.as_slice() {
        [] => "nothing".to_owned(),
        [one] => one.clone(),
        [init @ .., last] => format!("{} and {last}", init.join(", ")),
    }
}
