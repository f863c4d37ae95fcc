//! Division by a divisor fixed for one evaluation, as a multiplication and a shift: the
//! king's pawn pull divides by twice the pawn material up to eighteen times an evaluation,
//! and a hardware division costs several times more.

/// Division by a fixed divisor `d` (at most 2^14) as a multiplication and a shift, exact for
/// every dividend below 2^24 (Granlund and Montgomery: with `m = ceil(2^38 / d)`, the error
/// `m * d - 2^38` is below `d <= 2^(38 - 24)`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ExactDivisor {
    magic: u64,
}

impl ExactDivisor {
    const SHIFT: u32 = 38;

    /// A divisor of `d`, which must be in 1..=2^14.
    pub fn new(d: u32) -> ExactDivisor {
        debug_assert!((1..=1 << 14).contains(&d));
        ExactDivisor {
            magic: (1u64 << Self::SHIFT).div_ceil(u64::from(d.max(1))),
        }
    }

    /// `n / d` for `n` below 2^24.
    #[inline]
    pub fn divide(self, n: u32) -> u32 {
        debug_assert!(n < 1 << 24);
        ((u64::from(n) * self.magic) >> Self::SHIFT) as u32
    }
}

#[cfg(test)]
mod tests {
    use super::ExactDivisor;

    #[test]
    fn exact_division_matches_the_hardware_for_every_pawn_count() {
        for pawns in 1..=64u32 {
            let d = 2 * 100 * pawns;
            let divisor = ExactDivisor::new(d);
            let mut n = 0u32;
            while n < 1 << 24 {
                for m in [n, n + 1, n.saturating_sub(1), n + d - 1, n + d] {
                    if m < 1 << 24 {
                        assert_eq!(divisor.divide(m), m / d, "{m} / {d}");
                    }
                }
                n += d * 37 + 11;
            }
        }
    }
}
