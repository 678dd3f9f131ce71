package ziggurat.games.qin;

import java.util.List;
import ziggurat.engine.Nullable;
import ziggurat.games.qin.QinEvent.GameEnded;
import ziggurat.games.qin.QinEvent.GameStarted;
import ziggurat.games.qin.QinEvent.Step;
import ziggurat.games.qin.order.Round;

/**
 * A whole {@link QinState} as a plain record, for the platform's snapshots ({@link QinCodec}). As secret as the
 * seed: it holds every hand and the order of the pile.
 *
 * <p>Each fact is held once, as the complete view shows it, so the state hash the platform checks a restored state
 * against covers it: the board as the view's {@code cells} lines (the colours and tile cells are derived from them),
 * only the tiles still in the pile, in draw order. How many tiles were placed is kept: a tile covering tiles
 * [qin §5.5] leaves no trace in the cells. The
 * rule set is resolved again from the game's modules, and the legal-move memo is not kept.
 *
 * @param game       the game as created: variant, modules, board in full, each seat's colour
 * @param cells      the board as it looks now, one line per row, as {@link QinView#cells()}: {@code . v ~} as on the
 *                   board, {@code R Y B} start squares, {@code r y b} tile cells by their visible colour
 * @param nextPagoda the number of the next pagoda's id
 * @param villages   every village of the board, row-major
 * @param pile       the tiles not yet drawn, first drawn first
 * @param hands      per seat, the tiles in hand in code order
 * @param placed     how many tiles were placed on the board so far
 * @param supply     per pagoda colour ordinal, the pagodas left in the supply
 * @param claimer    per pagoda colour ordinal, the seat that claimed it under Player colours, or -1
 * @param markers    per pagoda colour ordinal, whether its claim took a marker from the supply [qin D41]
 * @param active     the seat whose turn it is, or -1 between turns
 * @param lastActive the seat whose turn ended last, or -1
 * @param step       the step of the turn in progress, or null
 * @param max        the step's most actions; {@code done} of them taken
 * @param lastTurn   per seat, the number of its latest turn
 * @param used       the ids of the pagodas used this turn [qin D30], in the order used
 * @param progress   whether the turn in progress changed the table
 * @param idle       how many turns in a row changed nothing
 * @param display    [qin D56] the extras' face-up display, in the order turned up (empty without it)
 * @param owed       per seat, the {@code takeTile}s it owes [qin D56]
 * @param offers     [qin D54] the open trade offers
 * @param destructions [qin D55] the destructions whose victims still owe a discard
 * @param auction    [qin §5.4.2] the Pagoda auction in progress, or null
 * @param round      [qin §5.4.3] the Simultaneous round in progress (sealed commitments and resolutions included), or
 *                   null
 * @param result     the end, or null while the game runs
 */
public record QinSnapshot(GameStarted game, List<String> cells, List<Pagoda> pagodas, int nextPagoda,
                          List<Village> villages, List<TileType> pile, List<List<TileType>> hands,
                          List<TileType> discard, int placed, int[] supply, int[] claimer, boolean[] markers, int turn, int active,
                          int lastActive, @Nullable Step step, int max, int done, int[] lastTurn, List<String> used, boolean progress,
                          int idle, List<TileType> display, int[] owed, List<Offer> offers,
                          List<Destruction> destructions, @Nullable Auction auction,
                          @Nullable Round round, @Nullable GameEnded result) {

    /** A village and what happened to it [qin §5.6]. */
    public record Village(int row, int col, boolean founded, boolean conquered) {
    }

    /** An open trade offer from one seat to another [qin D54]. */
    public record Offer(int from, int to, List<TileType> give, List<TileType> want) {
    }

    /**
     * The Pagoda auction in progress [qin §5.4.2, D31]: per seat, its most bid, its sealed bid once in (null until
     * then) and the ids that bid would pay with.
     */
    public record Auction(int turn, List<Integer> maxBids, List<Integer> amounts, List<List<String>> pagodas) {
    }

    /** A destruction waiting for its victim's discard [qin D55]. */
    public record Destruction(int by, int victim) {
    }
}
