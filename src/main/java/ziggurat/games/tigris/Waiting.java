package ziggurat.games.tigris;

import java.util.List;

import ziggurat.engine.kit.Square;

/**
 * What the game waits for now [tigris §8.1]: which seat, and which kind of decision.
 *
 * @param colour   for {@code chooseWar} a mask of the open wars; for {@code monument} the ordinal of the
 *                 tile's colour
 * @param squares  candidate top-left corners ({@code monument}) or claimable treasures ({@code takeTreasure})
 */
record Waiting(Kind kind, int seat, int colour, List<Square> squares, List<Monument> monuments) {

    enum Kind {
        ACTION("action"), COMMIT_SUPPORT("commitSupport"), CHOOSE_WAR("chooseWar"), MONUMENT("monument"),
        TAKE_TREASURE("takeTreasure"), NOTHING("none");

        final String wire;

        Kind(String wire) {
            this.wire = wire;
        }
    }

    static final Waiting NOTHING = new Waiting(Kind.NOTHING, -1, 0, List.of(), List.of());

    static Waiting of(Kind kind, int seat) {
        return new Waiting(kind, seat, 0, List.of(), List.of());
    }
}
