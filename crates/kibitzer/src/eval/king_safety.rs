//! The king safety scan (spec 4.6 K1): safe checks the enemy could give, squares next to the
//! king that the enemy dominates, and defended checking squares.

use shakmaty::{Bitboard, Role, attacks};

use super::attack_map::slider_attacks;
use super::context::Context;
use super::sink::{Man, Sink};
use super::term::Term;
use super::weights::{KING_GUARDED_CHECK, KING_THREAT, MASK_COUNT};

/// Scores the safety of the king `man`: only when the enemy is Developed and before stage 8.
pub fn score<S: Sink>(ctx: &Context<'_>, man: Man, sink: &mut S) {
    let enemy = man.color.other();
    if !ctx.developed(enemy) || ctx.weights.king_safety <= 0 {
        return;
    }
    let mut scan = Scan {
        safe_checks: 0,
        guarded: 0,
        dominated: 0,
    };
    // The squares where the enemy's word has a bit of MASK_BISHOP_QUEEN, MASK_ROOK_QUEEN or
    // MASK_KNIGHT.
    let reach = ctx.attacks.reach(enemy);
    // The king's neighbours along the lines scanned (where a line stops with every square
    // occupied).
    let ring = attacks::king_attacks(man.square);
    let straight = Bitboard::from_rank(man.square.rank()) | Bitboard::from_file(man.square.file());
    let mut neighbours = Bitboard::EMPTY;
    if ctx.has(enemy, Role::Bishop) || ctx.has(enemy, Role::Queen) {
        neighbours |= ring & !straight;
        scan.lines(ctx, man, Role::Bishop, reach.diagonal);
    }
    if ctx.has(enemy, Role::Rook) || ctx.has(enemy, Role::Queen) {
        neighbours |= ring & straight;
        scan.lines(ctx, man, Role::Rook, reach.orthogonal);
    }
    for u in neighbours {
        if ctx.attacks.word(enemy, u) > ctx.attacks.word(man.color, u) {
            scan.dominated += 1;
        }
    }
    if ctx.has(enemy, Role::Knight) {
        let knight_checks = attacks::knight_attacks(man.square) & reach.knights;
        scan.threats(ctx, man, knight_checks);
    }
    if scan.dominated > 2 {
        scan.safe_checks += 1;
    }
    sink.man(man, Term::GuardedChecks, scan.guarded);
    let threat = KING_THREAT[scan.safe_checks.min(15)];
    sink.man(man, Term::SafeChecks, ctx.weights.king_safety * threat / 8);
}

/// Running counts of one scan.
struct Scan {
    /// `cnt`: checking squares nobody defends or the enemy attacks twice.
    safe_checks: usize,
    /// Sum of the -3 for defended, singly attacked checking squares.
    guarded: i32,
    /// `z`: adjacent line squares where the enemy's word beats ours.
    dominated: usize,
}

impl Scan {
    /// The checking squares along the lines of `slider` (bishop or rook) from the king, all
    /// four at once, up to and including the first man of each; `checkers` are the squares the
    /// enemy sliders that could check along them attack.
    fn lines(&mut self, ctx: &Context<'_>, king: Man, slider: Role, checkers: Bitboard) {
        let lines = slider_attacks(slider, king.square, ctx.board.occupied());
        self.threats(ctx, king, lines & checkers);
    }

    /// *threat(u)* for every square `u` of `squares`: a square from which the enemy could
    /// check, unless an enemy man stands there.
    fn threats(&mut self, ctx: &Context<'_>, king: Man, squares: Bitboard) {
        let enemy = king.color.other();
        for u in squares & !ctx.board.by_color(enemy) {
            let own_word = ctx.attacks.word(king.color, u);
            if own_word == 0 || ctx.attacks.word(enemy, u) & MASK_COUNT > 1 {
                self.safe_checks += 1;
            } else {
                self.guarded += KING_GUARDED_CHECK;
            }
        }
    }
}
