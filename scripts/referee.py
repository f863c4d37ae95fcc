"""One game between two UCI engines, refereed here: the clocks (the time an engine takes to
answer is measured by this process), the rules (mate, stalemate, threefold repetition, the
fifty-move rule, insufficient material), forfeits (a move after the flag, an illegal move, a
crash or a hang lose) and adjudication (resign, draw, Syzygy tablebases).

Needs python-chess.
"""

import asyncio
import re
import shlex
import time

import chess
import chess.engine
import chess.pgn

# Seconds an engine may overrun its clock before it is considered hung and killed.
HANG_SECONDS = 5
# Seconds an engine has to answer `uci` and take its options.
START_SECONDS = 30
MATE = 100_000


class Player:
    """One engine process (a command line and UCI options), started on demand, reused for the
    games of one worker and restarted after it crashed or was killed."""

    def __init__(self, name, command, options):
        self.name = name
        self.command = shlex.split(command)
        self.options = options
        self.engine = None

    async def start(self):
        if self.engine is None:
            transport, engine = await chess.engine.UciProtocol.popen(self.command)
            self.engine = engine
            try:
                await asyncio.wait_for(engine.initialize(), START_SECONDS)
                await asyncio.wait_for(engine.configure(self.options), START_SECONDS)
            except asyncio.TimeoutError:
                await self.kill()
                raise chess.engine.EngineError(f"no answer to uci within {START_SECONDS} s") from None
            except BaseException:
                await self.kill()
                raise

    async def stop(self):
        if self.engine is not None:
            try:
                await asyncio.wait_for(self.engine.quit(), 5)
            except (asyncio.TimeoutError, chess.engine.EngineError, chess.engine.EngineTerminatedError):
                await self.kill()
            if self.engine is not None:
                # Closed while the event loop runs: a transport left open is closed by the
                # garbage collector after the loop ended, which prints a traceback.
                self.engine.transport.close()
            self.engine = None

    async def kill(self):
        """Ends a process that misbehaved; the next game starts a fresh one."""
        engine, self.engine = self.engine, None
        if engine is not None:
            try:
                engine.transport.kill()
            except (ProcessLookupError, OSError):
                pass


class Rules:
    """The referee's settings. Scores in centipawns, times in seconds; a count of 0 turns an
    adjudication off."""

    def __init__(self, base, increment, margin=0.0, resign_score=0, resign_moves=0,
                 draw_score=0, draw_moves=0, draw_after_move=0, tablebase=None, moves=0):
        self.base = base
        self.increment = increment
        # Moves per control (`40/300`: the base again after each 40 moves); 0 is sudden death.
        self.moves = moves
        self.margin = margin
        self.resign_score = resign_score
        self.resign_moves = resign_moves
        self.draw_score = draw_score
        self.draw_moves = draw_moves
        self.draw_after_move = draw_after_move
        self.tablebase = tablebase


def moves_to_go(rules, moves_made):
    """The moves left in the current control for a side that has made `moves_made` moves
    (None in sudden death), as `go movestogo` gives them."""
    if not rules.moves:
        return None
    return rules.moves - moves_made % rules.moves


def clock_after_move(rules, clock, moves_made):
    """A side's clock after its move (`clock` already less the time it took), `moves_made`
    counting that move: the increment, and the base again when a control is complete."""
    clock = max(clock, 0) + rules.increment
    if rules.moves and moves_made % rules.moves == 0:
        clock += rules.base
    return clock


def time_control_text(rules):
    """The PGN TimeControl of the rules: `BASE+INC`, or `MOVES/BASE` (`+INC` if any)."""
    text = f"{rules.base:g}"
    if rules.moves:
        text = f"{rules.moves}/{text}"
    if rules.increment or not rules.moves:
        text += f"+{rules.increment:g}"
    return text


class Outcome:
    """How a game ended: the PGN result, the Termination tag, and who forfeited (the colour of
    the side that lost on time, by an illegal move or a crash; None otherwise)."""

    def __init__(self, result, termination, forfeit=None, forfeit_kind=None):
        self.result = result
        self.termination = termination
        self.forfeit = forfeit
        self.forfeit_kind = forfeit_kind


def loss_for(color):
    return "0-1" if color == chess.WHITE else "1-0"


def rules_outcome(board):
    """The game's end by the rules (draws by repetition and fifty moves claimed), or None."""
    outcome = board.outcome(claim_draw=True)
    if outcome is None:
        return None
    reason = {
        chess.Termination.CHECKMATE: "checkmate",
        chess.Termination.STALEMATE: "stalemate",
        chess.Termination.INSUFFICIENT_MATERIAL: "insufficient material",
        chess.Termination.THREEFOLD_REPETITION: "threefold repetition",
        chess.Termination.FIVEFOLD_REPETITION: "threefold repetition",
        chess.Termination.FIFTY_MOVES: "fifty moves",
        chess.Termination.SEVENTYFIVE_MOVES: "fifty moves",
    }.get(outcome.termination, outcome.termination.name.lower())
    return Outcome(outcome.result(), f"normal: {reason}")


def tablebase_outcome(board, tablebase):
    """The game's end by a Syzygy probe (cursed wins and blessed losses are draws), or None
    when the tables do not hold the position."""
    if tablebase is None or board.castling_rights or chess.popcount(board.occupied) > 7:
        return None
    try:
        wdl = tablebase.probe_wdl(board)
    except KeyError:  # a table is missing (MissingTableError) or castling rights remain
        return None
    if wdl >= 2:
        result = loss_for(not board.turn)
    elif wdl <= -2:
        result = loss_for(board.turn)
    else:
        result = "1/2-1/2"
    return Outcome(result, "adjudication: syzygy")


class Adjudicator:
    """Counts the consecutive moves behind the resign and draw adjudications.

    Resign: the side to lose has reported a score of -resign_score or worse for its last
    resign_moves moves and its opponent +resign_score or better for its last resign_moves.
    Draw: after draw_after_move full moves of the game, both sides' scores have stayed within
    draw_score of zero for draw_moves moves each (a capture or pawn move starts the count over).
    A move without a score resets that side's counts."""

    def __init__(self, rules):
        self.rules = rules
        self.losing = {chess.WHITE: 0, chess.BLACK: 0}
        self.winning = {chess.WHITE: 0, chess.BLACK: 0}
        self.drawn = 0

    def record(self, board, side, centipawns, zeroing):
        """Counts the move `side` just made (already pushed on `board`) with its score (from
        its own point of view, None if it gave none); returns an Outcome or None."""
        r = self.rules
        if centipawns is None:
            self.losing[side] = self.winning[side] = 0
            self.drawn = 0
            return None
        self.losing[side] = self.losing[side] + 1 if centipawns <= -r.resign_score else 0
        self.winning[side] = self.winning[side] + 1 if centipawns >= r.resign_score else 0
        self.drawn = self.drawn + 1 if abs(centipawns) <= r.draw_score and not zeroing else 0
        if r.resign_moves > 0:
            for loser in (side, not side):
                if self.losing[loser] >= r.resign_moves and self.winning[not loser] >= r.resign_moves:
                    return Outcome(loss_for(loser), "adjudication: resign")
        if r.draw_moves > 0 and len(board.move_stack) >= 2 * r.draw_after_move:
            if self.drawn >= 2 * r.draw_moves:
                return Outcome("1/2-1/2", "adjudication: draw")
        return None


def centipawns_of(info):
    score = info.get("score")
    return None if score is None else score.relative.score(mate_score=MATE)


def move_comment(info, seconds):
    """The cutechess-style comment of an engine move: score in pawns (or mate) / depth time."""
    score = info.get("score")
    if score is None:
        text = "n/a"
    elif score.relative.is_mate():
        mate = score.relative.mate()
        text = f"{'+' if mate > 0 else '-'}M{abs(mate)}"
    else:
        text = f"{score.relative.score() / 100:+.2f}"
    depth = info.get("depth")
    return f"{text}/{depth if depth is not None else 0} {seconds:.3f}s"


async def play_game(white, black, opening, rules, game_key):
    """Plays one game from `opening`; returns (chess.pgn.Game without match headers, Outcome)."""
    board = opening.board.copy(stack=False)
    game = chess.pgn.Game()
    game.setup(board)
    node = game
    for move in opening.moves:
        node = node.add_variation(move, comment="book")
        board.push(move)
    players = {chess.WHITE: white, chess.BLACK: black}
    clocks = {chess.WHITE: rules.base, chess.BLACK: rules.base}
    made = {chess.WHITE: 0, chess.BLACK: 0}
    adjudicator = Adjudicator(rules)
    outcome = None
    for color, player in players.items():
        try:
            await player.start()
        except (OSError, chess.engine.EngineError, chess.engine.EngineTerminatedError):
            outcome = Outcome(loss_for(color), "abandoned: engine did not start", color, "crash")
            break
    outcome = outcome or rules_outcome(board) or tablebase_outcome(board, rules.tablebase)
    while outcome is None:
        side = board.turn
        player = players[side]
        limit = chess.engine.Limit(
            white_clock=max(clocks[chess.WHITE], 0.001),
            black_clock=max(clocks[chess.BLACK], 0.001),
            white_inc=rules.increment,
            black_inc=rules.increment,
            remaining_moves=moves_to_go(rules, made[side]),
        )
        started = time.monotonic()
        move, info, forfeit = None, {}, None
        try:
            answer = await asyncio.wait_for(
                player.engine.play(board, limit, game=game_key,
                                   info=chess.engine.INFO_BASIC | chess.engine.INFO_SCORE),
                timeout=max(clocks[side], 0) + rules.margin + HANG_SECONDS,
            )
            move, info = answer.move, answer.info
            if move is None:
                forfeit = ("illegal", "rules infraction: no move")
        except asyncio.TimeoutError:
            await player.kill()
            forfeit = ("time", "time forfeit")
        except chess.engine.EngineTerminatedError:
            player.engine = None
            forfeit = ("crash", "abandoned: engine crashed")
        except chess.engine.EngineError as error:
            await player.kill()
            found = re.search(r"illegal uci: '([^']*)'", str(error))
            detail = f"illegal move {found.group(1)}" if found else str(error).splitlines()[0]
            forfeit = ("illegal", f"rules infraction: {detail}")
        elapsed = time.monotonic() - started
        clocks[side] -= elapsed
        if forfeit is None and clocks[side] < -rules.margin:
            forfeit = ("time", "time forfeit")
        if forfeit is None and move not in board.legal_moves:
            forfeit = ("illegal", f"rules infraction: illegal move {move.uci()}")
        if forfeit is not None:
            outcome = Outcome(loss_for(side), forfeit[1], forfeit=side, forfeit_kind=forfeit[0])
            break
        made[side] += 1
        clocks[side] = clock_after_move(rules, clocks[side], made[side])
        zeroing = board.is_zeroing(move)
        board.push(move)
        node = node.add_variation(move, comment=move_comment(info, elapsed))
        outcome = (
            rules_outcome(board)
            or adjudicator.record(board, side, centipawns_of(info), zeroing)
            or tablebase_outcome(board, rules.tablebase)
        )
    game.headers["Result"] = outcome.result
    game.headers["Termination"] = outcome.termination
    game.headers["PlyCount"] = str(len(board.move_stack))
    return game, outcome
