//! The vocabulary of the breakdown: every term the evaluation reports ([`Term`]) and the rows of
//! the `eval` table that group them ([`Row`]).

use serde::Serialize;
use shakmaty::Role;

/// One named contribution to the evaluation. The snake-case names are those of the spec's
/// section 7 test vectors where the spec names them.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Term {
    /// Material (king counted as 999 for each side).
    Material,
    /// Pawn advancement (`ADV` scaled by the stage).
    Advance,
    /// Pawn within two squares of its own king on files a-c or f-h.
    Shield,
    /// Centre pawn on its second rank with the stop square occupied.
    Blocked,
    /// Pawn with no own pawn on an adjacent file.
    Isolated,
    /// Pawn sharing its file with another own pawn.
    Doubled,
    /// Pawn that no own pawn protects now or on its stop square.
    Backward,
    /// No enemy pawn on the pawn's file (scaled by the stage).
    Passed,
    /// Passed pawn whose stop square is occupied.
    PassedBlocked,
    /// Knight or bishop placement table.
    Pst,
    /// Bishop bonus equal to the stage.
    StageBonus,
    /// Knight or bishop on a square no enemy pawn can ever attack.
    StrongSquare,
    /// Knight: enemy men within two squares.
    NearEnemy,
    /// Knight, rook or queen closeness to the kings.
    KingTropism,
    /// Minor piece still on its original square while the side is undeveloped.
    Undeveloped,
    /// Bishop or rook mobility (half-squares through a blocker).
    Mobility,
    /// Bishop or rook line squares next to the enemy king.
    Kingfield,
    /// Bishop or rook x-ray on a valuable or undefended enemy man.
    Xray,
    /// Rook on a file without own pawns.
    FileNoOwnPawn,
    /// Rook on a file without enemy pawns.
    FileNoEnemyPawn,
    /// King safety: safe checks the enemy has (`Kthreat`).
    SafeChecks,
    /// King safety: defended checking squares (-3 each).
    GuardedChecks,
    /// The side has castled.
    Castled,
    /// The king moved without castling.
    KingMoved,
    /// Half-open or open files at the king.
    OpenFiles,
    /// King table blended by stage (stages 0-7).
    PstBlend,
    /// King pulled towards the pawns (stages 0-7).
    PawnDistance,
    /// Smoothed king table of the endings (stages 8-10), pawn distance included.
    PstSmoothed,
    /// Man attacked more often, or more cheaply, than defended.
    Attacked,
    /// Man hung: undefended and attacked, or attacked by a cheaper man.
    Hung,
    /// More than one hung man (trapped men and pins count twice or extra).
    HungExtra,
    /// Tempo for the side to move.
    Tempo,
    /// No pawns and at most one minor: the advantage is zeroed.
    DrawZeroing,
    /// The opponent has a bare king.
    BareKing,
    /// Lone-king routine: the mating base (4995).
    LoneKingBase,
    /// Lone-king routine: the winner's pieces.
    LoneKingMaterial,
    /// Lone-king routine: the loser's king kept from the edge.
    LoneKingEdge,
    /// Lone-king routine: distance between the kings.
    LoneKingDistance,
}

impl Term {
    /// Every term, in table order.
    pub const ALL: [Term; 38] = [
        Term::Material,
        Term::Advance,
        Term::Shield,
        Term::Blocked,
        Term::Isolated,
        Term::Doubled,
        Term::Backward,
        Term::Passed,
        Term::PassedBlocked,
        Term::Pst,
        Term::StageBonus,
        Term::StrongSquare,
        Term::NearEnemy,
        Term::KingTropism,
        Term::Undeveloped,
        Term::Mobility,
        Term::Kingfield,
        Term::Xray,
        Term::FileNoOwnPawn,
        Term::FileNoEnemyPawn,
        Term::SafeChecks,
        Term::GuardedChecks,
        Term::Castled,
        Term::KingMoved,
        Term::OpenFiles,
        Term::PstBlend,
        Term::PawnDistance,
        Term::PstSmoothed,
        Term::Attacked,
        Term::Hung,
        Term::HungExtra,
        Term::Tempo,
        Term::DrawZeroing,
        Term::BareKing,
        Term::LoneKingBase,
        Term::LoneKingMaterial,
        Term::LoneKingEdge,
        Term::LoneKingDistance,
    ];

    /// The snake-case name used in the spec, the `--men` list and JSON.
    pub const fn name(self) -> &'static str {
        match self {
            Term::Material => "material",
            Term::Advance => "advance",
            Term::Shield => "shield",
            Term::Blocked => "blocked",
            Term::Isolated => "isolated",
            Term::Doubled => "doubled",
            Term::Backward => "backward",
            Term::Passed => "passed",
            Term::PassedBlocked => "passed_blocked",
            Term::Pst => "pst",
            Term::StageBonus => "stage_bonus",
            Term::StrongSquare => "strong_square",
            Term::NearEnemy => "near_enemy",
            Term::KingTropism => "king_tropism",
            Term::Undeveloped => "undeveloped",
            Term::Mobility => "mobility",
            Term::Kingfield => "kingfield",
            Term::Xray => "xray",
            Term::FileNoOwnPawn => "file_no_own_pawn",
            Term::FileNoEnemyPawn => "file_no_enemy_pawn",
            Term::SafeChecks => "safe_checks",
            Term::GuardedChecks => "guarded_checks",
            Term::Castled => "castled",
            Term::KingMoved => "king_moved",
            Term::OpenFiles => "open_files",
            Term::PstBlend => "pst_blend",
            Term::PawnDistance => "pawn_distance",
            Term::PstSmoothed => "pst_smoothed",
            Term::Attacked => "attacked",
            Term::Hung => "hung",
            Term::HungExtra => "hung_extra",
            Term::Tempo => "tempo",
            Term::DrawZeroing => "draw_zeroing",
            Term::BareKing => "bare_king",
            Term::LoneKingBase => "lone_king_base",
            Term::LoneKingMaterial => "lone_king_material",
            Term::LoneKingEdge => "lone_king_edge",
            Term::LoneKingDistance => "lone_king_distance",
        }
    }

    /// The row of the `eval` table this term belongs to when a man of `role` (or, for side
    /// terms, no man) reports it.
    pub const fn row(self, role: Option<Role>) -> Row {
        match self {
            Term::Material => Row::Material,
            Term::Advance | Term::Shield => Row::PawnAdvance,
            Term::Blocked => Row::PawnBlocked,
            Term::Isolated => Row::PawnIsolated,
            Term::Doubled => Row::PawnDoubled,
            Term::Backward => Row::PawnBackward,
            Term::Passed | Term::PassedBlocked => Row::PawnPassed,
            Term::SafeChecks | Term::GuardedChecks => Row::KingSafety,
            Term::Castled | Term::KingMoved => Row::KingCastling,
            Term::OpenFiles => Row::KingOpenFiles,
            Term::PstBlend | Term::PawnDistance | Term::PstSmoothed => Row::KingTable,
            Term::Attacked | Term::Hung | Term::HungExtra => Row::AttackedAndHung,
            Term::Tempo => Row::Tempo,
            Term::DrawZeroing
            | Term::BareKing
            | Term::LoneKingBase
            | Term::LoneKingMaterial
            | Term::LoneKingEdge
            | Term::LoneKingDistance => Row::Adjustments,
            _ => match role {
                Some(Role::Knight) => Row::Knights,
                Some(Role::Bishop) => Row::Bishops,
                Some(Role::Rook) => Row::Rooks,
                Some(Role::Queen) => Row::Queens,
                _ => Row::Adjustments,
            },
        }
    }
}

impl std::fmt::Display for Term {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.name())
    }
}

/// A row of the `eval` table: terms grouped by piece kind, in the order the table prints them.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Row {
    /// Material.
    Material,
    /// Pawns: advancement and shield.
    PawnAdvance,
    /// Pawns: blocked centre pawn.
    PawnBlocked,
    /// Pawns: isolated.
    PawnIsolated,
    /// Pawns: doubled.
    PawnDoubled,
    /// Pawns: backward.
    PawnBackward,
    /// Pawns: passed.
    PawnPassed,
    /// Knights.
    Knights,
    /// Bishops (table, mobility, x-ray, king field).
    Bishops,
    /// Rooks.
    Rooks,
    /// Queens.
    Queens,
    /// King: safety scan.
    KingSafety,
    /// King: castling and king moved.
    KingCastling,
    /// King: open files.
    KingOpenFiles,
    /// King: table and pawn distance.
    KingTable,
    /// Attacked and hung men, and the extra for more than one hung man.
    AttackedAndHung,
    /// Tempo.
    Tempo,
    /// Draw zeroing, bare king, lone-king routine.
    Adjustments,
}

impl Row {
    /// Every row, in table order.
    pub const ALL: [Row; 18] = [
        Row::Material,
        Row::PawnAdvance,
        Row::PawnBlocked,
        Row::PawnIsolated,
        Row::PawnDoubled,
        Row::PawnBackward,
        Row::PawnPassed,
        Row::Knights,
        Row::Bishops,
        Row::Rooks,
        Row::Queens,
        Row::KingSafety,
        Row::KingCastling,
        Row::KingOpenFiles,
        Row::KingTable,
        Row::AttackedAndHung,
        Row::Tempo,
        Row::Adjustments,
    ];

    /// The heading of the group the row belongs to, if it is part of one.
    pub const fn group(self) -> Option<&'static str> {
        match self {
            Row::PawnAdvance
            | Row::PawnBlocked
            | Row::PawnIsolated
            | Row::PawnDoubled
            | Row::PawnBackward
            | Row::PawnPassed => Some("Pawns"),
            Row::KingSafety | Row::KingCastling | Row::KingOpenFiles | Row::KingTable => {
                Some("King")
            }
            _ => None,
        }
    }

    /// The label a person reads.
    pub const fn label(self) -> &'static str {
        match self {
            Row::Material => "Material",
            Row::PawnAdvance => "advancement and shield",
            Row::PawnBlocked => "blocked centre",
            Row::PawnIsolated => "isolated",
            Row::PawnDoubled => "doubled",
            Row::PawnBackward => "backward",
            Row::PawnPassed => "passed",
            Row::Knights => "Knights",
            Row::Bishops => "Bishops",
            Row::Rooks => "Rooks",
            Row::Queens => "Queens",
            Row::KingSafety => "safety",
            Row::KingCastling => "castling",
            Row::KingOpenFiles => "open files",
            Row::KingTable => "table",
            Row::AttackedAndHung => "Attacked and hung",
            Row::Tempo => "Tempo",
            Row::Adjustments => "Adjustments",
        }
    }
}
