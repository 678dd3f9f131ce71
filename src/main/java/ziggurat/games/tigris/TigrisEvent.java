package ziggurat.games.tigris;

import java.util.List;
import java.util.Map;

import ziggurat.engine.Event;
import ziggurat.engine.Nullable;
import ziggurat.engine.WireNames;
import ziggurat.engine.kit.Square;
import ziggurat.engine.kit.WireEnum;

/**
 * The events of [tigris §9]. Component names are the JSON field names; every payload is plain data (records,
 * lists, enums, numbers) so the platform can store it as JSON and read it back for replay.
 */
public sealed interface TigrisEvent extends Event {

    /**
     * The wire name of every event, declared once: stored logs name their events by these strings, so a name
     * never changes, whatever the record is called.
     */
    WireNames<TigrisEvent> NAMES = WireNames.of(TigrisEvent.class)
            .name("GameStarted", GameStarted.class)
            .name("TilesDrawn", TilesDrawn.class)
            .name("TurnStarted", TurnStarted.class)
            .name("LeaderPlaced", LeaderPlaced.class)
            .name("LeaderWithdrawn", LeaderWithdrawn.class)
            .name("TilePlaced", TilePlaced.class)
            .name("PointsScored", PointsScored.class)
            .name("CatastrophePlaced", CatastrophePlaced.class)
            .name("TilesDiscarded", TilesDiscarded.class)
            .name("ActionPassed", ActionPassed.class)
            .name("RevoltStarted", RevoltStarted.class)
            .name("SupportCommitted", SupportCommitted.class)
            .name("RevoltResolved", RevoltResolved.class)
            .name("KingdomsUnited", KingdomsUnited.class)
            .name("WarChosen", WarChosen.class)
            .name("WarStarted", WarStarted.class)
            .name("WarResolved", WarResolved.class)
            .name("WarsEnded", WarsEnded.class)
            .name("MonumentBuilt", MonumentBuilt.class)
            .name("MonumentDeclined", MonumentDeclined.class)
            .name("TreasureTaken", TreasureTaken.class)
            .name("TurnEnded", TurnEnded.class)
            .name("GameEnded", GameEnded.class)
            .build();

    /** The JSON {@code type} of this event. */
    default String type() {
        return NAMES.nameOf(this);
    }

    /** One seat as the game starts. */
    record SeatInfo(int seat, String name, Dynasty dynasty) {
    }

    /** One side of a conflict: its leader's owner and square, and the strength the board gives it. */
    record Side(int seat, Square at, int boardStrength) {
    }

    /**
     * The game is set up. {@code bag} is the whole bag in draw order before the deal, so that replay never
     * needs randomness; it is hidden from every viewer while the game runs.
     */
    record GameStarted(List<SeatInfo> seats, String board, int startSeat, int bagCount, boolean stacked,
                       boolean creatorSeeded, String seedCommitment, @Nullable List<Colour> bag) implements TigrisEvent {
    }

    enum DrawReason {
        DEAL, SWAP, REFILL;

        static final WireEnum<DrawReason> WIRE = WireEnum.of(DrawReason.class, "deal", "swap", "refill");

        @Override public String toString() { return WIRE.nameOf(this); }
    }

    record TilesDrawn(int seat, DrawReason reason, int count, @Nullable List<Colour> tiles,
                      int bagCount) implements TigrisEvent {
    }

    record TurnStarted(int seat, int turn) implements TigrisEvent {
    }

    record LeaderPlaced(int seat, Colour leader, Square at, @Nullable Square from) implements TigrisEvent {
    }

    enum WithdrawReason {
        ACTION, NO_TEMPLE, REVOLT_LOST, WAR_LOST;

        static final WireEnum<WithdrawReason> WIRE = WireEnum.of(WithdrawReason.class,
                "action", "noTemple", "revoltLost", "warLost");

        @Override public String toString() { return WIRE.nameOf(this); }
    }

    record LeaderWithdrawn(int seat, Colour leader, Square from, WithdrawReason reason) implements TigrisEvent {
    }

    record TilePlaced(int seat, Colour color, Square at) implements TigrisEvent {
    }

    enum ScoreReason {
        TILE, REVOLT, WAR, MONUMENT;

        static final WireEnum<ScoreReason> WIRE = WireEnum.of(ScoreReason.class, "tile", "revolt", "war", "monument");

        @Override public String toString() { return WIRE.nameOf(this); }
    }

    record PointsScored(int seat, Colour color, int points, ScoreReason reason) implements TigrisEvent {
    }

    record CatastrophePlaced(int seat, Square at, @Nullable Colour destroyed, int catastrophesLeft) implements TigrisEvent {
    }

    record TilesDiscarded(int seat, int count, @Nullable List<Colour> tiles) implements TigrisEvent {
    }

    record ActionPassed(int seat) implements TigrisEvent {
    }

    record RevoltStarted(Colour color, Side attacker, Side defender) implements TigrisEvent {
    }

    enum Role {
        ATTACKER, DEFENDER;

        static final WireEnum<Role> WIRE = WireEnum.of(Role.class, "attacker", "defender");

        @Override public String toString() { return WIRE.nameOf(this); }
    }

    record SupportCommitted(int seat, Role role, Colour color, int count) implements TigrisEvent {
    }

    record RevoltResolved(Colour color, int winner, int loser, int attackerStrength, int defenderStrength)
            implements TigrisEvent {
    }

    record KingdomsUnited(Square at, List<Colour> wars) implements TigrisEvent {
    }

    record WarChosen(int seat, Colour color) implements TigrisEvent {
    }

    record WarStarted(Colour color, Side attacker, Side defender) implements TigrisEvent {
    }

    /** {@code kept} lists the temples a red war leaves standing; it is null in wars of other colours. */
    record WarResolved(Colour color, int winner, int loser, int attackerStrength, int defenderStrength,
                       List<Square> removed, @Nullable List<Square> kept) implements TigrisEvent {
    }

    record WarsEnded(Square at, List<Colour> cancelled) implements TigrisEvent {
    }

    record MonumentBuilt(int seat, Monument monument, Square square, List<Square> flipped) implements TigrisEvent {
    }

    record MonumentDeclined(int seat, List<Square> squares) implements TigrisEvent {
    }

    record TreasureTaken(int seat, Square at, boolean automatic, int treasuresOnBoard) implements TigrisEvent {
    }

    record TurnEnded(int seat) implements TigrisEvent {
    }

    enum EndReason {
        TREASURES, BAG_EXHAUSTED;

        static final WireEnum<EndReason> WIRE = WireEnum.of(EndReason.class, "treasures", "bagExhausted");

        @Override public String toString() { return WIRE.nameOf(this); }
    }

    /**
     * The game is over. {@code results} holds one entry per seat in seat order with the members of [tigris §9]
     * (seat, points, treasures, allocation, final, sorted, rank); it is a map because {@code final} cannot be
     * a Java name. {@code hands} lists each seat's tiles in canonical order, {@code bag} what is left in it.
     * The seed and salt are revealed by the platform, which alone knows them.
     */
    record GameEnded(EndReason reason, List<Map<String, Object>> results, List<Integer> winners,
                     List<List<Colour>> hands, List<Colour> bag) implements TigrisEvent {
    }
}
