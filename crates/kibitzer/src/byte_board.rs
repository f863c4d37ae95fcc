//! A board of 64 byte lanes, one per square, that a whole set of squares is added to or marked
//! in at once: in vector registers where the build may use AVX-512BW or AVX2, else one square at
//! a time. The evaluation's attack words and the advisors' guard strengths are sums of this kind
//! over the men's attack sets.

#[cfg(all(target_arch = "x86_64", target_feature = "avx2"))]
#[cfg_attr(
    target_feature = "avx512bw",
    allow(
        dead_code,
        reason = "tested against the scalar lanes beside the AVX-512 ones"
    )
)]
mod avx2;
#[cfg(all(target_arch = "x86_64", target_feature = "avx512bw"))]
mod avx512;
#[cfg(test)]
pub(crate) mod sample_positions;
#[cfg_attr(
    all(
        target_arch = "x86_64",
        any(target_feature = "avx2", target_feature = "avx512bw")
    ),
    allow(
        dead_code,
        reason = "the reference the vector lanes are tested against"
    )
)]
mod scalar;

use shakmaty::Bitboard;

#[cfg(all(target_arch = "x86_64", target_feature = "avx2"))]
pub use avx2::Avx2;
#[cfg(all(target_arch = "x86_64", target_feature = "avx512bw"))]
pub use avx512::Avx512;
pub use scalar::Scalar;

/// The byte lanes this build uses: the widest vectors the compiler may use, else one square at
/// a time.
#[cfg(all(target_arch = "x86_64", target_feature = "avx512bw"))]
pub type Fastest = Avx512;
/// The byte lanes this build uses: the widest vectors the compiler may use, else one square at
/// a time.
#[cfg(all(
    target_arch = "x86_64",
    target_feature = "avx2",
    not(target_feature = "avx512bw")
))]
pub type Fastest = Avx2;
/// The byte lanes this build uses: the widest vectors the compiler may use, else one square at
/// a time.
#[cfg(not(all(
    target_arch = "x86_64",
    any(target_feature = "avx2", target_feature = "avx512bw")
)))]
pub type Fastest = Scalar;

/// One byte per square, all zero at first; sums wrap at 256, which no caller reaches.
pub trait ByteBoard: Copy + Default {
    /// Adds one to the byte of every square of `squares`.
    fn count(&mut self, squares: Bitboard);

    /// Adds `value` to the byte of every square of `squares`.
    fn add(&mut self, squares: Bitboard, value: u8);

    /// Sets the bits of `value` in the byte of every square of `squares`.
    fn mark(&mut self, squares: Bitboard, value: u8);

    /// [`ByteBoard::count`] in `counts` and [`ByteBoard::mark`] in `marks` for the same
    /// `squares`: lanes that spread a bitboard over its squares in steps spread it once.
    #[inline]
    fn count_and_mark(counts: &mut Self, marks: &mut Self, squares: Bitboard, value: u8) {
        counts.count(squares);
        marks.mark(squares, value);
    }

    /// The bytes, indexed by square.
    fn bytes(self) -> [u8; 64];

    /// The 16-bit words whose low bytes are `low`'s and whose high bytes are `high`'s.
    fn words(low: Self, high: Self) -> [u16; 64];
}
