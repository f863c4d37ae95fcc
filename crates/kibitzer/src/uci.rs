//! The UCI protocol, both sides: [`server`], kibitzer as an engine on standard input and
//! output (`kibitzer uci`); [`client`], reading and writing what other engines are told and
//! print. The processes of external engines stay with the engines (`engine::external`).

pub mod client;
pub mod server;
