//! The stage of the game (0 = opening .. 10 = ending) and the weights that depend on it
//! (spec section 2.2 and 2.3). Every division truncates toward zero, as the original's C did.

/// The stage of the game and every stage-dependent weight, computed once per evaluation.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct StageWeights {
    /// 0 (opening) .. 10 (ending).
    pub stage: i32,
    /// Multiplier of the pawn advancement table (`PADVNCM`).
    pub pawn_advance: i32,
    /// Pawn near its own king, files a-c and f-h (`PAWNSHIELD`).
    pub pawn_shield: i32,
    /// Knight bonus per enemy man within two squares (`KNIGHTPOST`).
    pub knight_post: i32,
    /// Knight or bishop on a square no enemy pawn can ever attack (`KNIGHTSTRONG`).
    pub strong_square: i32,
    /// King on a file without own pawns (`KHOPN`).
    pub king_file_no_own_pawn: i32,
    /// King on a file without enemy pawns (`KHOPNX`).
    pub king_file_no_enemy_pawn: i32,
    /// Side has castled (`KCASTLD`).
    pub castled: i32,
    /// King moved without castling (`KMOVD`).
    pub king_moved: i32,
    /// Multiplier of the king threat table, in eighths (`KSFTY`).
    pub king_safety: i32,
}

impl StageWeights {
    /// The stage for `pieces`, the non-pawn non-king material of both sides (`tmtl`).
    ///
    /// ```
    /// use kibitzer::eval::StageWeights;
    /// assert_eq!(StageWeights::stage_for(6680), 0);
    /// assert_eq!(StageWeights::stage_for(2869 * 2 - 2 * 100 * 5 - 2 * 999), 6);
    /// assert_eq!(StageWeights::stage_for(1299), 10);
    /// ```
    pub const fn stage_for(pieces: i32) -> i32 {
        if pieces > 5700 {
            0
        } else if pieces < 1300 {
            10
        } else {
            (5700 - pieces) / 440
        }
    }

    /// All weights for `stage` (0..=10), from a table computed when the program is built
    /// (the formulas divide by `stage + 1`, too slow for every evaluation).
    #[inline]
    pub fn of(stage: i32) -> StageWeights {
        BY_STAGE[stage.clamp(0, 10) as usize]
    }

    /// All weights for `stage` (0..=10), computed from the formulas.
    pub const fn for_stage(stage: i32) -> StageWeights {
        let king_file_no_own_pawn = (3 * stage - 30) / 2;
        StageWeights {
            stage,
            pawn_advance: (10 + stage) / 2,
            pawn_shield: 10 - stage,
            knight_post: (stage + 2) / 3,
            strong_square: (stage + 6) / 2,
            king_file_no_own_pawn,
            king_file_no_enemy_pawn: king_file_no_own_pawn / 2,
            castled: 10 / (stage + 1),
            king_moved: -40 / (stage + 1),
            king_safety: if stage < 8 { 8 - stage } else { 0 },
        }
    }

    /// `stage * stage`, used by the king's pawn-distance term.
    pub const fn stage_squared(&self) -> i32 {
        self.stage * self.stage
    }
}

/// [`StageWeights::for_stage`] of every stage.
static BY_STAGE: [StageWeights; 11] = {
    let mut table = [StageWeights::for_stage(0); 11];
    let mut stage = 1;
    while stage < 11 {
        table[stage] = StageWeights::for_stage(stage as i32);
        stage += 1;
    }
    table
};

#[cfg(test)]
mod tests {
    use super::StageWeights;

    #[test]
    fn the_table_holds_the_formulas() {
        for stage in 0..=10 {
            assert_eq!(StageWeights::of(stage), StageWeights::for_stage(stage));
        }
    }

    /// The evaluated table of spec section 2.3, one row per stage:
    /// PADVNCM, PAWNSHIELD, KNIGHTPOST, KNIGHTSTRONG, KHOPN, KHOPNX, KCASTLD, KMOVD, KSFTY.
    const TABLE: [[i32; 9]; 11] = [
        [5, 10, 0, 3, -15, -7, 10, -40, 8],
        [5, 9, 1, 3, -13, -6, 5, -20, 7],
        [6, 8, 1, 4, -12, -6, 3, -13, 6],
        [6, 7, 1, 4, -10, -5, 2, -10, 5],
        [7, 6, 2, 5, -9, -4, 2, -8, 4],
        [7, 5, 2, 5, -7, -3, 1, -6, 3],
        [8, 4, 2, 6, -6, -3, 1, -5, 2],
        [8, 3, 3, 6, -4, -2, 1, -5, 1],
        [9, 2, 3, 7, -3, -1, 1, -4, 0],
        [9, 1, 3, 7, -1, 0, 1, -4, 0],
        [10, 0, 4, 8, 0, 0, 0, -3, 0],
    ];

    #[test]
    fn weights_match_the_spec_table_for_every_stage() {
        for (stage, row) in TABLE.iter().enumerate() {
            let w = StageWeights::for_stage(stage as i32);
            let got = [
                w.pawn_advance,
                w.pawn_shield,
                w.knight_post,
                w.strong_square,
                w.king_file_no_own_pawn,
                w.king_file_no_enemy_pawn,
                w.castled,
                w.king_moved,
                w.king_safety,
            ];
            assert_eq!(&got, row, "stage {stage}");
        }
    }

    #[test]
    fn stage_bands_match_the_spec() {
        assert_eq!(StageWeights::stage_for(5701), 0);
        assert_eq!(StageWeights::stage_for(5261), 0);
        assert_eq!(StageWeights::stage_for(5260), 1);
        assert_eq!(StageWeights::stage_for(4821), 1);
        assert_eq!(StageWeights::stage_for(1741), 8);
        assert_eq!(StageWeights::stage_for(1301), 9);
        assert_eq!(StageWeights::stage_for(1300), 10);
        assert_eq!(StageWeights::stage_for(0), 10);
    }
}
