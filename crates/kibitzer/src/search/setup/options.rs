//! The switch table: one row per switch of the search (its [`SearchOptions`] field, its
//! [`Switch`], its `--without`/`--with` name, its UCI check option, its default and a one-line
//! doc, after the field's full doc), and the search's other parameters. Everything else that
//! names a switch (the command line's names and help, the UCI options, the table in
//! docs/search.md) is generated from here by `switch::search_options!`.

use crate::tablebase::Tablebases;

crate::search::setup::switch::search_options! {
    switches {
        /// Use the transposition table for cutoffs and move ordering.
        transposition_table: TranspositionTable, "tt", "Transposition Table", true, "cutoffs and move ordering from the transposition table";
        /// Principal variation search (null windows after the first move).
        pvs: Pvs, "pvs", "PVS", true, "principal variation search: null windows after the first move";
        /// Aspiration windows around the previous iteration's score.
        aspiration: Aspiration, "aspiration", "Aspiration", true, "aspiration windows around the previous iteration's score";
        /// Extend a node whose side to move is in check by one ply.
        check_extension: CheckExtension, "check-extension", "Check Extension", true, "a node in check is searched a ply deeper";
        /// The original's one-ply extension at the horizon when the side to move has more than
        /// one hung man.
        hung_extension: HungExtension, "hung-extension", "Hung Extension", true, "a ply more at the horizon when the side to move has more than one hung man";
        /// Order moves by the guard heuristic (otherwise MVV-LVA, killers, history only).
        guard_ordering: GuardOrdering, "guard-ordering", "Guard Ordering", true, "moves ordered by the guard heuristic (otherwise MVV-LVA, killers, history only)";
        /// Skip unsafe moves near the tips (guard pruning).
        guard_pruning: GuardPruning, "guard-pruning", "Guard Pruning", true, "unsafe moves near the tips are skipped";
        /// Search unsafe moves elsewhere with reduced depth, re-searching if they look good.
        guard_reduction: GuardReduction, "guard-reduction", "Guard Reduction", true, "unsafe moves elsewhere are searched shallower, re-searched if they look good";
        /// Late move reductions: quiet moves late in the order are searched one ply shallower
        /// (two when very late and deep) and re-searched if they beat alpha.
        late_move_reduction: LateMoveReduction, "late-move-reduction", "Late Move Reduction", true, "quiet moves late in the order are searched shallower, re-searched if they beat alpha";
        /// Null-move pruning (pass, search reduced, cut if still above beta).
        null_move: NullMove, "null-move", "Null Move", true, "null-move pruning: pass, search reduced, cut if still above beta";
        /// Static null move: fail high near the horizon when the evaluation minus a margin per
        /// remaining ply still holds beta.
        static_null_move: StaticNullMove, "static-null-move", "Static Null Move", true, "fail high near the horizon when the evaluation minus a margin per ply holds beta";
        /// Futility pruning: skip quiet moves near the horizon when the evaluation plus a margin
        /// per remaining ply cannot reach alpha.
        futility_pruning: Futility, "futility", "Futility Pruning", true, "skip quiet moves near the horizon that the evaluation plus a margin cannot lift to alpha";
        /// Late move pruning: within two plies of the horizon, skip the quiet moves after the
        /// first 3 + depth² searched (2 + depth² with [`SearchOptions::tight_late_move_pruning`]).
        late_move_pruning: LateMovePruning, "late-move-pruning", "Late Move Pruning", true, "within two plies of the horizon, skip the quiet moves after the first 3 + depth²";
        /// Delta pruning in quiescence (skip captures that cannot reach alpha).
        delta_pruning: DeltaPruning, "delta-pruning", "Delta Pruning", true, "quiescence skips captures that cannot reach alpha";
        /// Quiescence skips captures that lose material by static exchange.
        see_pruning: SeePruning, "see-pruning", "SEE Pruning", true, "quiescence skips captures that lose material by static exchange";
        /// The first ply of quiescence also tries quiet moves that give check.
        quiescence_checks: QuiescenceChecks, "quiescence-checks", "Quiescence Checks", true, "the first ply of quiescence also tries quiet checks";
        /// Lazy evaluation: quiescence stands pat on material and a margin, without the full
        /// evaluation, where that already lies outside the window (see [`LAZY_MARGIN`]). Off by
        /// default: it showed no gain in games at equal time (93.5 of 200 at 5+0.05 against the
        /// search without it) and solves fewer WAC positions at equal nodes (281 against 283 at
        /// 300,000).
        ///
        /// [`LAZY_MARGIN`]: crate::search::LAZY_MARGIN
        lazy_eval: LazyEval, "lazy-eval", "Lazy Evaluation", false, "quiescence stands pat on material and a margin where that lies outside the window";
        /// Internal iterative reduction: a node at least [`IIR_DEPTH`] plies from the horizon
        /// whose position the table knows no best move for is searched one ply shallower. Off by
        /// default: `bench` 954,875 nodes (1,075,655 without) and WAC at 300,000 nodes 284 of 300
        /// (283 without), but at 500 ms 244, 247, 268, 286 against 249, 252, 262, 283 without
        /// (alternated; the last run without, on a quiet machine, gave 285): no gain beyond the
        /// noise.
        ///
        /// [`IIR_DEPTH`]: crate::search::IIR_DEPTH
        internal_reduction: InternalReduction, "internal-reduction", "Internal Reduction", false, "a deep node without a table move is searched a ply shallower";
        /// Aspiration correction: when a root search fails low, the next window's upper bound also
        /// comes down, to the middle of the window that failed. Off by default: `bench` 1,074,851
        /// nodes (1,075,655 without), WAC at 300,000 nodes 283 of 300 as without (283 against 284
        /// with internal reduction on too); at 500 ms 246, 260, 285 against 246, 252, 283-285
        /// without (alternated, the first two on a loaded machine): no gain at equal nodes.
        aspiration_correction: AspirationCorrection, "aspiration-correction", "Aspiration Correction", false, "a root fail-low also brings the next window's upper bound down";
        /// Late move reductions from a logarithmic table (see [`late_reduction_plies`]): more
        /// plies for later moves at greater depths, one less at PV nodes and for a quiet move with
        /// a history, instead of one ply (two when very late and deep). Off by default: `bench`
        /// 1,248,649 nodes (1,075,655 without), WAC at 300,000 nodes 282 of 300 (283 without).
        ///
        /// [`late_reduction_plies`]: crate::search::late_reduction_plies
        log_reduction: LogReduction, "log-reduction", "Log Reduction", false, "late move reductions from a logarithmic table";
        /// Static exchange pruning in the main search: within [`EXCHANGE_DEPTH`] plies of the
        /// horizon, captures that lose more than [`CAPTURE_LOSS`] times the depth squared and
        /// quiet moves whose piece is lost by more than [`QUIET_LOSS`] times the depth are skipped
        /// (unless they give check). Off by default: `bench` 983,291 nodes (1,075,655 without),
        /// WAC at 300,000 nodes 282 of 300 (283 without).
        ///
        /// [`EXCHANGE_DEPTH`]: crate::search::EXCHANGE_DEPTH
        /// [`CAPTURE_LOSS`]: crate::search::CAPTURE_LOSS
        /// [`QUIET_LOSS`]: crate::search::QUIET_LOSS
        exchange_pruning: ExchangePruning, "exchange-pruning", "Exchange Pruning", false, "the main search skips moves that lose by static exchange near the horizon";
        /// Continuation history: quiet moves that caused cutoffs right after the same move (piece
        /// and destination) are ordered first, by that credit added to their history. Off by
        /// default: `bench` 1,077,637 nodes (1,075,655 without), WAC at 300,000 nodes 281 of 300
        /// (283 without).
        continuation_history: ContinuationHistory, "continuation-history", "Continuation History", false, "quiet moves that cut off after the same move are ordered first";
        /// Singular extensions (see [`SINGULAR_DEPTH`]), at null-window nodes only: the table
        /// move is searched a ply deeper when no other move comes near its stored bound, and the
        /// node is cut when the others already hold beta (multi-cut). On by default with four
        /// others (see [`SearchOptions::sacrifice_wait`]); alone, against the search of its day: `bench`
        /// 1,102,719 nodes (1,075,655 without), WAC at 300,000 nodes 284 of 300 (283 without), at
        /// 1,000,000 nodes 288 (287 without); 48 of 100 games at 5+0.05 against the search
        /// without it (about -14 Elo, 95% error bar -73 to +44).
        /// Checked at PV nodes too it cost more than it found: `bench` 1,230,799, WAC 278 at
        /// 300,000 nodes, though it found WAC.157's Ne7+ at 20,000 and 200,000 nodes, which
        /// this rule does not.
        ///
        /// [`SINGULAR_DEPTH`]: crate::search::SINGULAR_DEPTH
        singular_extension: SingularExtension, "singular-extension", "Singular Extension", true, "a table move no other move comes near is searched a ply deeper (and multi-cut)";
        /// Unsafe moves at PV nodes are searched at full depth: guard reduction applies only at
        /// null-window nodes, so a sacrifice on the principal variation is not searched a ply
        /// short (WAC.144's d3, WAC.223's Nxe4 and WAC.291's h3 are found at 300,000 nodes with
        /// it, not without). Off by default: `bench` 1,232,067 nodes (1,075,655 without), WAC at
        /// 300,000 nodes 284 of 300 (283 without), at 500 ms no clear gain (270, 264, 248 against
        /// 258, 261, 265 alternated on a machine loaded 8 to 14; 288, 286 against 285, 284 at
        /// load 2). With [`tight_late_move_pruning`]: see there.
        ///
        /// [`tight_late_move_pruning`]: SearchOptions::tight_late_move_pruning
        pv_full_depth: PvFullDepth, "pv-full-depth", "PV Full Depth", false, "unsafe moves at PV nodes are searched at full depth";
        /// With more than one thread: a move other than the first that another thread is
        /// searching at the same node right now is put off to the end of the node's list
        /// (simplified ABDADA; counted as `deferred`). It changes nothing with one thread.
        busy_deferral: BusyDeferral, "busy-deferral", "Busy Deferral", true, "with threads, a move another thread is searching is put off to the end";
        /// Late move pruning after 2 + depth² moves instead of 3 + depth². Alone: `bench`
        /// 1,072,668 nodes (1,075,655 without), WAC at 300,000 nodes 283 of 300 as without. With
        /// [`pv_full_depth`]: `bench` 1,200,123, WAC at 300,000 nodes 286 (283 with neither; finds
        /// 120, 144, 157, 196, 223 and 291, loses 055, 243 and 265), at 1,000,000 nodes 287 as with
        /// neither (finds 196, 239, 256 and 264, loses 033, 078, 193 and 243), at 500 ms 286 and
        /// 284 against 283 and 282 with neither (alternated, load 5 to 6); either alone misses
        /// WAC.196's Nb4 at depth 9, both find it. Off by default all the same: in games at
        /// 5+0.05 against the search with neither (`scripts/selfplay.py`, two settings of one
        /// binary, both colours of each opening) the two together scored 18 of 40 and 44.5 of 100
        /// (62.5 of 140, about -38 Elo; 95% error bar of the 100 games -100 to +21).
        ///
        /// [`pv_full_depth`]: SearchOptions::pv_full_depth
        tight_late_move_pruning: TightLateMovePruning, "tight-late-move-pruning", "Tight Late Move Pruning", false, "late move pruning after 2 + depth² moves instead of 3 + depth²";
        /// Unsafe moves to a square next to the enemy king, or capturing a man there, are
        /// searched at full depth instead of guard-reduced (a sacrifice against the king). Off by
        /// default: `bench` 1,119,236 nodes (1,075,655 without), WAC at 300,000 nodes 282 of 300
        /// (283 without; finds 120 and 223, loses 222, 239 and 243).
        king_attack_full_depth: KingAttackFullDepth, "king-attack-full-depth", "King Attack Full Depth", false, "unsafe moves next to the enemy king are searched at full depth";
        /// After a sacrifice (an unsafe move), the sacrificing side's next node prunes no quiet
        /// move by futility or late move pruning, so a quiet follow-up (a mating threat) is
        /// searched although the material is down. Off by default: `bench` 2,072,471 nodes
        /// (1,075,655 without), WAC at 300,000 nodes 271 of 300 (283 without): the nodes it costs
        /// lose far more depth than the follow-ups it finds.
        sacrifice_follow_up: SacrificeFollowUp, "sacrifice-follow-up", "Sacrifice Follow Up", false, "after a sacrifice, no futility or late move pruning of the next quiet moves";
        /// Razoring (see [`RAZOR_DEPTH`]): a null-window node near the horizon far below alpha
        /// is resolved by quiescence and fails low if that stays below alpha. Off by default:
        /// `bench` 1,059,001 nodes (1,075,655 without), WAC at 300,000 nodes 274 of 300 (283
        /// without; it finds none the search without it misses and loses nine).
        ///
        /// [`RAZOR_DEPTH`]: crate::search::RAZOR_DEPTH
        razoring: Razoring, "razoring", "Razoring", false, "a null-window node far below alpha near the horizon is resolved by quiescence";
        /// Improvement-aware pruning: where the static evaluation of the side to move fell since
        /// its previous node (two plies up), late move pruning stops after half as many moves and
        /// the futility margin is half a ply's margin smaller. Off by default: `bench` 1,045,706
        /// nodes (1,075,655 without), WAC at 300,000 nodes 280 of 300 (283 without).
        improving: Improving, "improving", "Improving", false, "where the evaluation fell over two plies, prune late moves and futile moves sooner";
        /// The pawn-ending extension: a capture that leaves only kings and pawns on the board is
        /// searched [`PAWN_ENDING_PLIES`](crate::search::PAWN_ENDING_PLIES) plies deeper. On by default with four
        /// others (see [`SearchOptions::sacrifice_wait`]); alone, against the search of its day:
        /// `bench` 1,079,679 nodes (1,075,655 without); WAC at 300,000 nodes 282 of 300 (283
        /// without; loses 239), at 1,000,000 nodes 288 (287 without; finds 087 and 239, loses
        /// 248), at 500 ms 266 and 276 against 265 and 264 (alternated, load 6 to 7); in games at
        /// 5+0.05 against the search without it (`scripts/selfplay.py`) 45 of 100 (about -35 Elo,
        /// 95% error bar -92 to +20).
        /// Lighter variants (one or two plies, at every node or at PV nodes only; `bench`
        /// 1,078,071, 1,078,959, 1,075,675 and 1,075,693 nodes) solve the same 283 at 300,000
        /// nodes and do not find WAC.087 within 1,000,000, so the extension keeps three plies.
        pawn_ending_extension: PawnEndingExtension, "pawn-ending-extension", "Pawn Ending Extension", true, "a capture into a pawn ending is searched deeper";
        /// Unsafe moves at the root are searched at full depth: guard reduction applies only
        /// below the root, so a sacrifice the search is asked about is never searched a ply
        /// short (as [`pv_full_depth`], at the root only). On by default with four
        /// others (see [`SearchOptions::sacrifice_wait`]); alone, against the search of its day: `bench` 1,142,299
        /// nodes (1,075,655 without); WAC at 300,000 nodes 281 of 300 (283 without; finds 120,
        /// 144, 223 and 291, loses 135, 221, 222, 239, 265 and 297), at 1,000,000 nodes 288
        /// (287 without; finds 196, 239 and 256, loses 151 and 248).
        ///
        /// [`pv_full_depth`]: SearchOptions::pv_full_depth
        root_full_depth: RootFullDepth, "root-full-depth", "Root Full Depth", true, "unsafe root moves are searched at full depth";
        /// Mate-threat extension: a node where passing gets the side to move mated (the
        /// null-move search says so, so only at null-window nodes) is searched a ply deeper.
        /// Off by default: `bench` 1,079,323 nodes (1,075,655 without), WAC at 300,000 nodes 280
        /// of 300 (283 without); with `singular_extension` 278 (284 with that alone).
        mate_threat_extension: MateThreatExtension, "mate-threat-extension", "Mate Threat Extension", false, "a node where passing gets mated is searched a ply deeper";
        /// Unsafe root moves are searched at full depth from iteration [`LATE_ROOT_DEPTH`] on:
        /// [`root_full_depth`] only once the iterations are deep enough that a ply matters more
        /// than the move order the early, cheap iterations settle with the reduction. Off by
        /// default: `bench` 1,198,678 nodes (1,075,655 without); WAC at 300,000 nodes 283 of 300
        /// (283 without; finds 120, 144, 223 and 291, loses 101, 222, 243 and 265), at 1,000,000
        /// nodes 286 (287 without; finds 196, loses 033 and 243); 52 of 100 games at 5+0.05
        /// against the search without it (about +14 Elo, 95% error bar -46 to +74).
        ///
        /// [`LATE_ROOT_DEPTH`]: crate::search::LATE_ROOT_DEPTH
        /// [`root_full_depth`]: SearchOptions::root_full_depth
        late_root_full_depth: LateRootFullDepth, "late-root-full-depth", "Late Root Full Depth", false, "unsafe root moves at full depth from a deep iteration on";
        /// The single-reply extension (GNU Chess 6's, from Fruit 2.1): the only legal move of a
        /// node in check is searched a ply deeper (unless it gives check itself: the check
        /// extension already gives its child the ply). On by default with four
        /// others (see [`SearchOptions::sacrifice_wait`]); alone, against the search of its day: `bench` 991,379 nodes
        /// (1,075,655 without); WAC at 300,000 nodes 283 of 300 as without (finds 071, 100, 157,
        /// 223 and 291, loses 183, 222, 239, 248 and 256), at 1,000,000 nodes 289 (287 without;
        /// finds 100, 196, 239, 256 and 264, loses 033, 131 and 268). It finds WAC.157's Ne7+ at
        /// depth 7 (hxg4 without). In games at 5+0.05 against the search without it
        /// (`scripts/selfplay.py`) 46 of 100 (about -28 Elo, 95% error bar -85 to +27). With the
        /// pawn-ending extension: `bench` 996,617; WAC 284 at 300,000 nodes (finds 071, 157, 223
        /// and 291, loses 183, 222 and 256), 288 at 1,000,000 (finds 087, 196, 256 and 264, loses
        /// 033, 131 and 268), 50 of 100 games at 5+0.05 against the search with neither (95%
        /// error bar -58 to +58 Elo).
        single_reply_extension: SingleReplyExtension, "single-reply-extension", "Single Reply Extension", true, "the only legal move in check is searched a ply deeper";
        /// The recapture extension (Fruit 2.1's): at PV nodes, a capture on the square where the
        /// previous move captured that wins material by static exchange is searched a ply deeper.
        /// Off by default: `bench` 1,112,402 nodes (1,075,655 without); WAC at 300,000 nodes 278
        /// of 300 (283 without; finds 223, loses 226, 243, 252, 256, 270 and 297), at 1,000,000
        /// nodes 282 (287 without; finds 196, loses 071, 131, 151, 159, 223 and 243).
        recapture_extension: RecaptureExtension, "recapture-extension", "Recapture Extension", false, "a winning recapture at a PV node is searched a ply deeper";
        /// The passed-pawn extension (Fruit 2.1's): at PV nodes, a pawn's push to its seventh rank
        /// that does not lose it by static exchange is searched a ply deeper. Off by default:
        /// `bench` 1,139,542 nodes (1,075,655 without); WAC at 300,000 nodes 283 of 300 with the
        /// same misses as without, at 1,000,000 nodes 286 (287 without; loses 071).
        passed_pawn_extension: PassedPawnExtension, "passed-pawn-extension", "Passed Pawn Extension", false, "a safe pawn push to the seventh at a PV node is searched a ply deeper";
        /// The static null move waits after the opponent's sacrifice: at a node its opponent
        /// reached by offering a man (a quiet unsafe move, to a square the side now to move holds
        /// by the guard map), or where the side to move stands a pawn or more up on the balance
        /// two plies before (it took a man and was not taken back). A sacrifice is made for a
        /// threat the evaluation does not see (WAC.293: Nfg5 fxg5 Nf6 Bxf6 Be4, threatening
        /// Qxh7#), so the evaluation's margin over beta says nothing there. Counted as `withheld
        /// after sacrifices`. Alone: `bench` 1,077,003 nodes (1,075,655 without), WAC at 300,000
        /// nodes 284 of 300 (283 without).
        ///
        /// On by default, with [`singular_extension`], [`pawn_ending_extension`],
        /// [`root_full_depth`] and [`single_reply_extension`]: the five together, against the
        /// search without them, `bench` 1,168,306 nodes (1,075,655), WAC at 300,000 nodes 292
        /// (283), at 1,000,000 nodes 296 (287); 47.5 of 100 games at 5+0.05 (about -17 Elo, 95%
        /// error bar -75 to +39). The four without the wait: 288 at 300,000 nodes, 290 at
        /// 1,000,000.
        ///
        /// [`singular_extension`]: SearchOptions::singular_extension
        /// [`pawn_ending_extension`]: SearchOptions::pawn_ending_extension
        /// [`root_full_depth`]: SearchOptions::root_full_depth
        /// [`single_reply_extension`]: SearchOptions::single_reply_extension
        sacrifice_wait: SacrificeWait, "sacrifice-wait", "Sacrifice Wait", true, "no static null move at a node reached by the opponent's sacrifice";
        /// While every move searched at a node so far gets its side mated, no move is pruned
        /// (guard, exchange, futility or late move pruning), as Stockfish prunes only once a move
        /// has escaped mate: a mate score then comes from the node's every move, not from the
        /// moves its pruning left (WAC.293 reported `mate 2` at depth 2 without it, its
        /// defences guard-pruned at the tip). Counted as `searched while mated`. Off by default:
        /// `bench` 1,135,183 nodes (1,168,306 without), WAC at 300,000 nodes 291 of 300 (292
        /// without; loses 239), at 1,000,000 nodes 293 (296 without; finds 247, loses 157, 210 and
        /// 248).
        mated_full_width: MatedFullWidth, "mated-full-width", "Mated Full Width", false, "no move is pruned while every move so far gets mated";
        /// With several threads, the helpers make the singular check too (with
        /// `singular_extension`); by default only the main thread does. The helpers' unextended
        /// results fill the shared table at the same drafts, so without it two threads miss
        /// tactics one thread finds (WAC.157's Ne7+): at 500 ms a position, two threads solved 293
        /// and 294 WAC positions with it against 291 and 292 without (alternated). Off by default
        /// because it is slower to depth: two threads took 0.684 of one thread's time to depth 12
        /// on the bench positions with it, 0.631 without (means of 10 pairs). One thread: no
        /// change.
        helper_singular: HelperSingular, "helper-singular", "Helper Singular", false, "with threads, the helpers make the singular check too";
        /// Killer moves.
        killers: Killers, "killers", "Killers", true, "killer moves in the ordering";
        /// History heuristic.
        history: History, "history", "History", true, "the history heuristic in the ordering";
        /// Probe the endgame tables inside the search (after the root) and cut on their result.
        tablebase_probe: TablebaseProbe, "tablebase", "Syzygy Probe", true, "probe the endgame tables inside the search and cut on their result";
    }
    parameters {
        /// Guard margin M: a target square is unsafe below -M.
        guard_margin: i32 = 0;
        /// Guard pruning applies at remaining depth <= this.
        guard_tip_depth: i32 = 1;
        /// Plies by which unsafe moves are reduced.
        guard_reduction_plies: i32 = 1;
        /// Transposition table size in MB.
        hash_mb: usize = 64;
        /// The Syzygy tables, if any were loaded: probed in the search and at the root, where only
        /// the moves that keep the tables' result are searched.
        tablebases: Option<Tablebases> = None;
        /// Threads searching together (lazy SMP), 1 to [`MAX_THREADS`](crate::search::MAX_THREADS); one
        /// thread searches exactly as deterministically as before threads existed.
        threads: usize = 1;
    }
}
