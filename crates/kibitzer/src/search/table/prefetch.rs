//! A hint to the processor to start loading a cache line that a table lookup will read soon:
//! the transposition table and the evaluation cache are far larger than the caches, and their
//! lookups otherwise wait for main memory.

/// Starts loading the cache line holding `value` into the caches; does nothing on processors
/// without a prefetch instruction.
#[inline]
pub fn prefetch<T>(value: &T) {
    #[cfg(target_arch = "x86_64")]
    safe_arch::prefetch_t0(value);
    #[cfg(not(target_arch = "x86_64"))]
    let _ = value;
}
