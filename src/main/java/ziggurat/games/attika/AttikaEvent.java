package ziggurat.games.attika;

import java.util.List;
import java.util.Map;
import ziggurat.engine.Event;
import ziggurat.engine.Nullable;
import ziggurat.engine.WireNames;
import ziggurat.engine.kit.WireEnum;

/**
 * Everything that can happen in a game [attika §7.3]. Shuffles are recorded with their results, so replay never
 * needs the random generator; {@link AttikaState#apply} folds each event into the state.
 */
public sealed interface AttikaEvent extends Event {

    WireNames<AttikaEvent> NAMES = WireNames.of(AttikaEvent.class)
            .name("GameStarted", GameStarted.class)
            .name("MapStackShuffled", MapStackShuffled.class)
            .name("MapTilePlaced", MapTilePlaced.class)
            .name("ShrinesPlaced", ShrinesPlaced.class)
            .name("BuildingStacksFormed", BuildingStacksFormed.class)
            .name("BuildingRevealed", BuildingRevealed.class)
            .name("DeckShuffled", DeckShuffled.class)
            .name("CardsDealt", CardsDealt.class)
            .name("CardsDrawn", CardsDrawn.class)
            .name("TurnStarted", TurnStarted.class)
            .name("BuildingDrawn", BuildingDrawn.class)
            .name("BuildingStored", BuildingStored.class)
            .name("BuildingBuilt", BuildingBuilt.class)
            .name("AmphoraAwarded", AmphoraAwarded.class)
            .name("AmphoraSubstituted", AmphoraSubstituted.class)
            .name("AmphoraUsed", AmphoraUsed.class)
            .name("MapTileDrawn", MapTileDrawn.class)
            .name("MapGrowthSkipped", MapGrowthSkipped.class)
            .name("TurnEnded", TurnEnded.class)
            .name("SeatWithdrawn", SeatWithdrawn.class)
            .name("GameEnded", GameEnded.class)
            .build();

    default String type() {
        return NAMES.nameOf(this);
    }

    // ---- small vocabularies -------------------------------------------------------------------------------------

    /** Why cards were dealt or drawn. */
    enum DrawReason {
        SETUP, UNUSED_ACTIONS, AMPHORA_SUBSTITUTE;

        static final WireEnum<DrawReason> WIRE = WireEnum.of(DrawReason.class, "setup", "unusedActions",
                "amphoraSubstitute");

        @Override
        public String toString() {
            return WIRE.nameOf(this);
        }
    }

    enum ShuffleReason {
        SETUP, RESHUFFLE;

        static final WireEnum<ShuffleReason> WIRE = WireEnum.of(ShuffleReason.class, "setup", "reshuffle");

        @Override
        public String toString() {
            return WIRE.nameOf(this);
        }
    }

    /** Where a built building came from. */
    enum From {
        DRAWN, BOARD;

        static final WireEnum<From> WIRE = WireEnum.of(From.class, "drawn", "board");

        @Override
        public String toString() {
            return WIRE.nameOf(this);
        }
    }

    enum WinReason {
        ALL_BUILT, SHRINES_CONNECTED;

        static final WireEnum<WinReason> WIRE = WireEnum.of(WinReason.class, "allBuilt", "shrinesConnected");

        @Override
        public String toString() {
            return WIRE.nameOf(this);
        }
    }

    /** One seat at the start: its player's name and its colour [attika D16]. */
    record SeatStart(int seat, String name, String colour) {
    }

    /** The options as the creator gave them; a caller's component set is named {@code "caller"} (it is embedded whole). */
    record StartOptions(String componentSet, @Nullable Integer layout, @Nullable Integer startSeat) {
    }

    /** A shrine and its hex. */
    record ShrineAt(String id, Hex at) {
    }

    /**
     * The price of a placement, step by step [attika §5.2]: the printed cost (with whether it is a stand-in
     * [attika §1.4]), the symbols counted, what they leave for cards, and the new-settlement surcharge.
     */
    record Price(Map<String, Integer> cost, boolean provisional, Payment symbols, Payment remainder, int remainderAny,
                 int surcharge) {
    }

    /** The size of each of a seat's stacks. */
    record StackSizes(int main, int A, int B, int C) {
    }

    // ---- setup ---------------------------------------------------------------------------------------------------

    /** The game is set up with this full component set, so an old game replays as it was played [attika §1.4]. */
    record GameStarted(ComponentSet componentSet, String componentSetSource, String sha256, List<SeatStart> seats,
                       int startSeat, int layout, StartOptions options, boolean stacked, boolean creatorSeeded,
                       String seedHash)
            implements AttikaEvent {
    }

    /** The map tiles in stack order, top first; everyone sees only the size while the game runs. */
    record MapStackShuffled(@Nullable List<String> order, int size) implements AttikaEvent {
    }

    /** A map tile laid: at setup ({@code seat} null) or by a player during map growth. */
    record MapTilePlaced(@Nullable Integer seat, String tile, Hex at, int rotation) implements AttikaEvent {
    }

    record ShrinesPlaced(List<ShrineAt> shrines) implements AttikaEvent {
    }

    /** A seat's four stacks, top first; everyone, the owner included, sees only the sizes while the game runs. */
    record BuildingStacksFormed(int seat, @Nullable List<String> main, @Nullable List<String> A,
                                @Nullable List<String> B, @Nullable List<String> C, StackSizes sizes)
            implements AttikaEvent {
    }

    /** The top building of a stack revealed onto the board at setup. */
    record BuildingRevealed(int seat, StackName stack, String building) implements AttikaEvent {
    }

    /** The deck in draw order, top first; everyone sees only the size while the game runs. */
    record DeckShuffled(@Nullable List<Resource> order, int size, ShuffleReason reason) implements AttikaEvent {
    }

    /** Cards dealt at setup; {@code cards} only to that seat. */
    record CardsDealt(int seat, @Nullable Payment cards, int requested, int received, DrawReason reason)
            implements AttikaEvent {
    }

    /** Cards drawn from the top of the deck; {@code cards} only to that seat. */
    record CardsDrawn(int seat, @Nullable Payment cards, int requested, int received, DrawReason reason)
            implements AttikaEvent {
    }

    record TurnStarted(int seat, int number) implements AttikaEvent {
    }

    // ---- the turn ------------------------------------------------------------------------------------------------

    /** A draw action; {@code building} only to the drawer. */
    record BuildingDrawn(int seat, StackName stack, @Nullable String building, boolean emptiedStack)
            implements AttikaEvent {
    }

    record BuildingStored(int seat, String building) implements AttikaEvent {
    }

    record BuildingBuilt(int seat, String building, Hex at, From from, boolean free, Price price, Payment payment,
                         boolean newSettlement, int settlements) implements AttikaEvent {
    }

    record AmphoraAwarded(int seat, Group group) implements AttikaEvent {
    }

    /** The supply was empty: a card instead ({@code CardsDrawn} follows) [attika D29]. */
    record AmphoraSubstituted(int seat, Group group) implements AttikaEvent {
    }

    record AmphoraUsed(int seat) implements AttikaEvent {
    }

    /** The top map tile revealed to everyone; the player must place it. */
    record MapTileDrawn(int seat, String tile) implements AttikaEvent {
    }

    record MapGrowthSkipped(int seat, String reason) implements AttikaEvent {
    }

    record TurnEnded(int seat, int unusedActions, boolean auto) implements AttikaEvent {
    }

    /**
     * The seat left the table [attika D35]: its hand goes face up onto the discard pile and its amphorae back to the
     * supply, and from now on its turns draw no cards.
     */
    record SeatWithdrawn(int seat, Payment discarded, int amphorae) implements AttikaEvent {
    }

    /**
     * The builder has won [attika §6.4]. The seed and salt are revealed by the platform, which alone knows them.
     *
     * @param shrines the shrines joined, for a shrine win; empty otherwise
     */
    record GameEnded(int winner, WinReason reason, List<String> shrines) implements AttikaEvent {
    }
}
