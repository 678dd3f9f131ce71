package ziggurat.games.contest;

import java.util.ArrayList;
import java.util.Collections;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import ziggurat.engine.CanonicalJson;
import ziggurat.engine.Nullable;
import ziggurat.engine.Viewer;
import ziggurat.games.contest.ContestEvent.ConflictKind;
import ziggurat.games.contest.ContestEvent.Strengths;
import ziggurat.games.contest.ContestState.Conflict;

/**
 * The table as one viewer may see it [contest §2.7, §11]. Hands, the deck order and (unless the piles are open) the
 * victory pile contents are private; {@link Viewer#EVERYONE} and everyone after the end see it all.
 *
 * @param deck     the deck in draw order; only when everything is visible
 * @param setAside the 2-seat reduction; only when everything is visible
 * @param ended    {@code lastTreasure} or {@code deckExhausted} once the game is over
 */
public record ContestView(ContestOptions options, Display display, List<Ship> shipsAvailable, int deckCount,
                          int setAsideCount, boolean stacked, Discard discard, List<SeatView> seats, Turn turn,
                          @Nullable ConflictView conflict, @Nullable Pending pending, int committedCards,
                          @Nullable List<Colour> deck, @Nullable List<Colour> setAside, @Nullable String ended)
        implements CanonicalJson.Writable {

    /** The state hash's bytes, written field by field (see {@link ContestViewJson}). */
    @Override
    public void writeCanonical(CanonicalJson out) {
        ContestViewJson.view(out, this);
    }

    public record Display(List<Column> columns, List<@Nullable Cell> gaps, List<List<Integer>> kingdoms) {
    }

    public record Column(List<Cell> cells) {
    }

    /**
     * @param card  {@code treasure}, {@code red} (a replaced head), a colour, {@code ship} or {@code faceDown}
     * @param color the colour of a face-down joining card, for the seat that played it only
     */
    public record Cell(String card, @Nullable LeaderView leader, @Nullable Ship ship, @Nullable Colour color) {
    }

    public record LeaderView(int seat, Colour color) {
    }

    public record Discard(int black, int green, int red, int blue, int catastrophe) {
    }

    /** Count and top, for everyone [contest D15]; {@code counts} per entry only with open piles or full visibility. */
    public record VictoryPile(int count, @Nullable VictoryCard top, @Nullable Map<VictoryCard, Integer> counts) {
    }

    public record Hand(int black, int green, int red, int blue) {
    }

    /** {@code hand} is present for the seat itself (and when everything is visible). */
    public record SeatView(int seat, String name, Dynasty dynasty, int handCount, boolean catastropheUsed,
                           List<Colour> supply, VictoryPile victoryPile, @Nullable Hand hand) {
    }

    public record Turn(int active, int actionsTaken) {
    }

    /** {@code committed.attacker} is null until the attacker has committed. */
    public record ConflictView(ConflictKind kind, Colour color, Colour supportColor, int attacker, int defender,
                               Strengths base, Committed committed) {
    }

    public record Committed(@Nullable Integer attacker) {
    }

    /** {@code details}: as in the pending list, for this viewer (ships allowed, treasure columns, the conflict …). */
    public record Pending(int seat, String decision, Object details) {
    }

    static ContestView of(ContestState s, Viewer viewer) {
        boolean all = viewer instanceof Viewer.Everyone || s.over();
        List<Column> columns = new ArrayList<>(ContestState.COLUMNS);
        for (int c = 0; c < ContestState.COLUMNS; c++) {
            List<Cell> cells = new ArrayList<>(s.size(c) + 1);
            cells.add(new Cell(s.headIsTreasure(c) ? "treasure" : "red", leaderOn(s, ContestState.cellCode(c, 0)),
                    null, null));
            for (int row = 1; row <= s.size(c); row++) {
                Ship ship = s.shipAt(c, row);
                cells.add(ship != null
                        ? new Cell("ship", null, ship, null)
                        : new Cell(s.cardColour(c, row).toString(), leaderOn(s, ContestState.cellCode(c, row)),
                        null, null));
            }
            columns.add(new Column(Collections.unmodifiableList(cells)));
        }
        List<Cell> gaps = new ArrayList<>(ContestState.GAPS);
        for (int g = 0; g < ContestState.GAPS; g++) {
            if (!s.gapFilled(g)) {
                gaps.add(null);
            } else if (g == s.faceDownGap()) {
                boolean mine = all || viewer.sees(s.active());
                gaps.add(new Cell("faceDown", null, null, mine ? s.gapColour(g) : null));
            } else {
                gaps.add(new Cell(s.gapColour(g).toString(), leaderOn(s, ContestState.gapCode(g)), null, null));
            }
        }
        List<List<Integer>> kingdoms = new ArrayList<>();
        for (int c = 0; c < ContestState.COLUMNS; c = s.kingdomEnd(c) + 1) {
            List<Integer> k = new ArrayList<>();
            for (int i = c; i <= s.kingdomEnd(c); i++) {
                k.add(i);
            }
            kingdoms.add(List.copyOf(k));
        }
        Display display = new Display(List.copyOf(columns), Collections.unmodifiableList(gaps), List.copyOf(kingdoms));

        List<SeatView> seats = new ArrayList<>(s.seats());
        for (int seat = 0; seat < s.seats(); seat++) {
            List<Colour> supply = new ArrayList<>(4);
            for (Colour c : Colour.values()) {
                if (s.leaderPosition(seat, c) == null) {
                    supply.add(c);
                }
            }
            Map<VictoryCard, Integer> counts = null;
            if (all || s.options().openVictoryPiles()) {
                Map<VictoryCard, Integer> m = new EnumMap<>(VictoryCard.class);
                for (VictoryCard v : VictoryCard.values()) {
                    m.put(v, s.pileCount(seat, v));
                }
                counts = Collections.unmodifiableMap(m);
            }
            Hand hand = all || viewer.sees(seat)
                    ? new Hand(s.hand(seat, Colour.BLACK), s.hand(seat, Colour.GREEN), s.hand(seat, Colour.RED),
                    s.hand(seat, Colour.BLUE))
                    : null;
            seats.add(new SeatView(seat, s.names.get(seat), Dynasty.ofSeat(seat), s.handSize(seat),
                    s.catastropheUsed(seat), List.copyOf(supply),
                    new VictoryPile(s.pileSize(seat), s.pileTop(seat), counts), hand));
        }
        Pending pending = null;
        if (!s.over()) {
            ziggurat.engine.PendingDecision d = PendingDecisions.pending(s, viewer).get(0);
            pending = new Pending(d.seat(), d.kind(), d.details());
        }
        return new ContestView(s.options(), display, s.shipsAvailable(), s.deckCount(), s.setAsideCount(), s.stacked(),
                new Discard(s.discard(Colour.BLACK), s.discard(Colour.GREEN), s.discard(Colour.RED),
                        s.discard(Colour.BLUE), s.catastrophesDiscarded()),
                List.copyOf(seats), new Turn(s.active(), s.actionsTaken()), conflictView(s.conflict()), pending,
                s.committedCards(), all ? s.deckInOrder() : null, all ? s.setAsideCards() : null,
                s.over() ? s.endReason().toString() : null);
    }

    static ConflictView conflictView(Conflict c) {
        if (c == null) {
            return null;
        }
        return new ConflictView(c.kind(), c.color(), c.supportColor(), c.attacker(), c.defender(),
                new Strengths(c.baseAttacker(), c.baseDefender()),
                new Committed(c.committedAttacker() < 0 ? null : c.committedAttacker()));
    }

    private static LeaderView leaderOn(ContestState s, int code) {
        int i = s.occupant(code);
        return i < 0 ? null : new LeaderView(i / 4, Colour.of(i % 4));
    }
}
