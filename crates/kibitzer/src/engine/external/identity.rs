//! [`EngineIdentity`]: what an external engine said about itself in its handshake (`id
//! name`, `id author`, its options), kept by the driver and readable by the UI.

use std::sync::{Arc, Mutex, PoisonError};

use crate::uci::client::{EngineLine, EngineOption};

/// An engine's name, author and options, as its handshake said.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct EngineIdentity {
    /// `id name ...` (empty until it is said).
    pub name: String,
    /// `id author ...` (empty until it is said).
    pub author: String,
    /// The options it offers, in its order.
    pub options: Vec<EngineOption>,
}

/// The identity shared between the driver's thread and the handle.
#[derive(Clone, Debug, Default)]
pub(super) struct Identity(Arc<Mutex<EngineIdentity>>);

impl Identity {
    /// Forgets everything (a restart).
    pub(super) fn clear(&self) {
        *self.lock() = EngineIdentity::default();
    }

    /// Keeps what `line` says about the engine, if anything.
    pub(super) fn learn(&self, line: EngineLine) {
        let mut identity = self.lock();
        match line {
            EngineLine::IdName(name) => identity.name = name,
            EngineLine::IdAuthor(author) => identity.author = author,
            EngineLine::Option(option) => identity.options.push(option),
            _ => {}
        }
    }

    /// The name and author.
    pub(super) fn name_and_author(&self) -> (String, String) {
        let identity = self.lock();
        (identity.name.clone(), identity.author.clone())
    }

    /// Whether the engine offers the option `name` (UCI names ignore case).
    pub(super) fn has_option(&self, name: &str) -> bool {
        self.lock()
            .options
            .iter()
            .any(|option| option.name.eq_ignore_ascii_case(name))
    }

    /// A copy of it all.
    pub(super) fn snapshot(&self) -> EngineIdentity {
        self.lock().clone()
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, EngineIdentity> {
        self.0.lock().unwrap_or_else(PoisonError::into_inner)
    }
}
