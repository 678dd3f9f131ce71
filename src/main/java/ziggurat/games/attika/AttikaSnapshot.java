package ziggurat.games.attika;

import java.util.List;
import ziggurat.engine.Nullable;
import ziggurat.games.attika.AttikaEvent.GameEnded;
import ziggurat.games.attika.AttikaEvent.SeatStart;
import ziggurat.games.attika.AttikaEvent.ShrineAt;
import ziggurat.games.attika.AttikaState.Mode;
import ziggurat.games.attika.AttikaState.PlacedTile;

/**
 * A whole {@link AttikaState} as a plain record, for the platform's snapshots ({@link AttikaCodec}). As secret as
 * the seed: it holds every hand, the order of every building stack, of the deck and of the map stack.
 *
 * <p>Each fact is held once, as the complete view shows it, so the state hash the platform checks a restored state
 * against covers it. The map's hexes are derived from the tiles placed and the component set; which buildings of a
 * seat are in the game, and how many it has built, from where its buildings are; the amphora supply from the
 * amphorae held; the settlements are a memo and are not kept. The component set is kept whole, as
 * {@code GameStarted} embeds it, so a game on a caller's set restores as well as one on a shipped set.
 *
 * @param seats        each seat's name and colour, as {@code GameStarted} lists them
 * @param tiles        the map tiles on the map, in the order they were placed
 * @param mapStack     the map tiles still face down, top first
 * @param buildings    every building on the map, by hex (r, then q)
 * @param players      per seat: its stacks (top first), its board, hand and amphorae, and the groups it was
 *                     awarded for (as the view names a seat's pieces)
 * @param deck         the cards not yet drawn, top first
 * @param turnSeat     the seat whose turn it is, or -1 between one turn's end and the next one's start
 * @param drawn        the building drawn and not yet resolved, or null
 * @param drawnEmptied whether that draw emptied its stack (map growth follows its resolution)
 * @param mapTile      the map tile drawn and waiting to be placed, or null
 * @param result       how the game ended, or null while it runs
 */
public record AttikaSnapshot(ComponentSet componentSet, String componentSetSource, String sha256,
                             List<SeatStart> seats, int startSeat, int layout, boolean stacked, String seedHash,
                             List<PlacedTile> tiles, List<String> mapStack, List<ShrineAt> shrines,
                             List<Built> buildings, List<Player> players, List<Resource> deck, Payment discard,
                             int turnNumber, int turnSeat, Mode mode, int used, int extra, @Nullable String drawn,
                             @Nullable StackName drawnFrom, boolean drawnEmptied, @Nullable String mapTile,
                             @Nullable GameEnded result) {

    /** A building on the map. */
    public record Built(Hex at, int seat, String building) {
    }

    /** One seat's pieces off the map. */
    public record Player(List<String> main, List<String> A, List<String> B, List<String> C, List<String> board,
                         Payment hand, int amphorae, List<Group> awarded) {
    }
}
