package ziggurat.games.attika;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import ziggurat.engine.CanonicalJson;
import ziggurat.engine.Nullable;
import ziggurat.engine.Viewer;
import ziggurat.games.attika.AttikaEvent.ShrineAt;
import ziggurat.games.attika.AttikaEvent.StackSizes;
import ziggurat.games.attika.AttikaState.Mode;
import ziggurat.games.attika.AttikaState.Occupant;
import ziggurat.games.attika.AttikaState.PlacedTile;

/**
 * [attika §7.2] the game as a viewer may see it. A hand shows its cards to its owner only (the count to everyone);
 * the stacks show their sizes only; the drawn building only to the drawer. The orders of the stacks, the deck and
 * the map stack are shown to {@link Viewer#EVERYONE} alone, which the platform uses after the end and for the audit.
 */
public record AttikaView(String ruleset, ComponentSetView componentSet, boolean stacked, int layout,
                         List<PlayerView> players, MapView map, int mapStack, int deck, Payment discard,
                         int amphoraSupply, TurnView turn, @Nullable ResultView result,
                         @Nullable List<String> mapStackOrder, @Nullable List<Resource> deckOrder)
        implements CanonicalJson.Writable {

    /** The state hash's bytes, written field by field (see {@link AttikaViewJson}). */
    @Override
    public void writeCanonical(CanonicalJson out) {
        AttikaViewJson.view(out, this);
    }

    /** Which component set the game uses, with its labelling [attika §1.4]. */
    public record ComponentSetView(String id, int version, String name, boolean provisional, @Nullable String notice,
                                   String sha256, String source) {
    }

    public record StackContents(List<String> main, List<String> A, List<String> B, List<String> C) {
    }

    public record PlayerView(int seat, String colour, String name, int handSize, @Nullable Payment hand,
                             StackSizes stacks, List<String> board, int amphorae, int built, int settlements,
                             List<Group> amphoraGroups, @Nullable StackContents stackOrder) {
    }

    public record HexView(int q, int r, @Nullable Resource resource, @Nullable Occupant building) {
    }

    public record MapView(List<PlacedTile> tiles, List<HexView> hexes, List<ShrineAt> shrines) {
    }

    /**
     * @param actionsLeft {@code {"draw": n, "build": m}} while the mode is undecided, then a single number
     * @param pending     the kind of decision the turn's seat owes; null once the game is over
     */
    public record TurnView(int number, int seat, Mode mode, int used, int extra, Object actionsLeft,
                           @Nullable String pending,
                           @Nullable String drawn, @Nullable StackName drawnFrom, @Nullable String mapTile) {
    }

    public record ResultView(int winner, AttikaEvent.WinReason reason, List<String> shrines, List<Integer> built) {
    }

    static AttikaView of(AttikaState s, Viewer viewer) {
        boolean all = viewer instanceof Viewer.Everyone || s.over();
        ComponentSet set = s.set;
        ComponentSetView csv = new ComponentSetView(set.id(), set.version(), set.name(), set.provisional(),
                set.notice(), s.sha256, s.source);
        List<PlayerView> players = new ArrayList<>();
        for (int i = 0; i < s.seatCount(); i++) {
            AttikaState.Seat p = s.seats.get(i);
            List<List<String>> st = p.stacks;
            players.add(new PlayerView(i, s.seatStarts.get(i).colour(), s.seatStarts.get(i).name(), s.handSize(i),
                    all || viewer.sees(i) ? Payment.of(p.hand) : null,
                    new StackSizes(st.get(0).size(), st.get(1).size(), st.get(2).size(), st.get(3).size()),
                    List.copyOf(p.board), p.amphorae, p.built, Settlements.count(s, i), List.copyOf(p.awarded),
                    all ? new StackContents(st.get(0), st.get(1), st.get(2), st.get(3)) : null));
        }
        List<HexView> hexes = new ArrayList<>();
        for (int i = 0; i < s.map.size(); i++) {
            Hex h = s.map.hex(i);
            hexes.add(new HexView(h.q(), h.r(), s.resourceAt(h), s.occupants[i]));
        }
        MapView map = new MapView(List.copyOf(s.tiles), hexes, List.copyOf(s.shrines));
        int seat = s.turnSeat;
        Object actionsLeft = s.mode == Mode.UNDECIDED
                ? Map.of("draw", s.capacity(Mode.DRAW) - s.used, "build", s.capacity(Mode.BUILD) - s.used)
                : (Object) s.actionsLeft();
        String drawn = s.drawn != null && (all || viewer.sees(seat)) ? s.drawn : null;
        TurnView turn = new TurnView(s.turnNumber, seat, s.mode, s.used, s.extra, actionsLeft, pendingKind(s),
                drawn, s.drawnFrom, s.mapTile);
        ResultView result = null;
        if (s.result != null) {
            List<Integer> built = new ArrayList<>();
            s.seats.forEach(p -> built.add(p.built));
            result = new ResultView(s.result.winner(), s.result.reason(), s.result.shrines(), built);
        }
        int[] discard = s.discard;
        return new AttikaView(AttikaRuleset.ID, csv, s.stacked, s.layout, players, map, s.mapStack.size(),
                s.deck.size(), Payment.of(discard), s.amphoraSupply, turn, result,
                all ? List.copyOf(s.mapStack) : null, all ? List.copyOf(s.deck) : null);
    }

    /** [attika §8.1] the kinds of decision the turn's seat may owe. */
    static final String ACTION = "action";
    static final String RESOLVE_DRAWN_BUILDING = "resolveDrawnBuilding";
    static final String PLACE_MAP_TILE = "placeMapTile";

    /** [attika §8.1] the kind of decision the turn's seat owes; null once the game is over. */
    static String pendingKind(AttikaState s) {
        if (s.over()) {
            return null;
        }
        if (s.mapTile != null) {
            return PLACE_MAP_TILE;
        }
        if (s.drawn != null) {
            return RESOLVE_DRAWN_BUILDING;
        }
        return ACTION;
    }
}
