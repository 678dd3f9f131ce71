package ziggurat.games.contest;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import ziggurat.games.contest.ContestEvent.GameStarted;
import ziggurat.games.contest.ContestEvent.SeatStart;

/**
 * Builds a table directly, in the rulebook's notation [contest §12], so worked examples and puzzles need no long
 * sequence of moves:
 *
 * <pre>{@code
 * ContestState s = Scenario.seats(4).active(1)
 *         .column(5, "T | r[Lion trader], b, k")
 *         .gap(0, "g")
 *         .hand(1, "g g r r b b k k")
 *         .build();
 * }</pre>
 *
 * Columns: {@code T} or {@code R} head, then cards {@code k g r b} or {@code S(blue-black)}; a leader is written
 * after the card in brackets, {@code [Lion trader]}, and may stand on the head ({@code T[Bull priest] | ...}).
 * Unset hands hold {@code k k g g r r b b}; the default deck holds 60 cards, black, green, red, blue in turn.
 * The result starts at an {@code action} decision of the active seat. Each {@link #build} writes the steps
 * into a new table, so a scenario may be extended after it has built one.
 */
final class Scenario {

    private final int seats;
    private final ContestOptions options;
    private final List<Runnable> steps = new ArrayList<>();
    /** The table being built, while {@link #build} runs the steps. */
    private ContestState s;

    private Scenario(int seats, ContestOptions options) {
        this.seats = seats;
        this.options = options;
        for (int seat = 0; seat < seats; seat++) {
            hand(seat, "k k g g r r b b");
        }
        StringBuilder deck = new StringBuilder();
        for (int i = 0; i < 60; i++) {
            deck.append("kgrb".charAt(i % 4)).append(' ');
        }
        deck(deck.toString());
    }

    public static Scenario seats(int seats) {
        return new Scenario(seats, ContestOptions.DEFAULT);
    }

    public static Scenario seats(int seats, ContestOptions options) {
        return new Scenario(seats, options);
    }

    public Scenario active(int seat) {
        steps.add(() -> s.active = seat);
        return this;
    }

    public Scenario actionsTaken(int n) {
        steps.add(() -> s.actionsTaken = n);
        return this;
    }

    /** A column in the rulebook's notation, e.g. {@code "T | r[Lion trader], b, k"} or {@code "R | S(blue-red), g"}. */
    public Scenario column(int col, String notation) {
        steps.add(() -> {
            String[] halves = notation.split("\\|", -1);
            if (halves.length != 2) {
                throw new IllegalArgumentException("A column reads 'T | cards...': " + notation);
            }
            String head = halves[0].trim();
            s.treasureHead[col] = head.charAt(0) == 'T';
            if (head.length() > 1) {
                placeLeader(head.substring(1), ContestState.cellCode(col, 0));
            }
            int row = 0;
            for (int r = 1; r <= ContestState.MAX_ROW; r++) {
                s.cards[col * ContestState.MAX_ROW + r - 1] = 0;
            }
            String cards = halves[1].trim();
            if (!cards.isEmpty()) {
                for (String token : cards.split(",")) {
                    token = token.trim();
                    row++;
                    String card = token.contains("[") ? token.substring(0, token.indexOf('[')).trim() : token;
                    int code;
                    if (card.startsWith("S(")) {
                        Ship ship = Ship.fromWire(card.substring(2, card.length() - 1));
                        code = ContestState.SHIP + ship.ordinal();
                        s.shipsAvailable &= ~(1 << ship.ordinal());
                    } else {
                        code = Colour.fromLetter(card.charAt(0)).ordinal();
                    }
                    s.cards[col * ContestState.MAX_ROW + row - 1] = code;
                    if (token.contains("[")) {
                        placeLeader(token.substring(token.indexOf('[')), ContestState.cellCode(col, row));
                    }
                }
            }
            s.size[col] = row;
        });
        return this;
    }

    /** A face-up joining card, e.g. {@code "g"} or {@code "k[Bull farmer]"}. */
    public Scenario gap(int gap, String notation) {
        steps.add(() -> {
            String t = notation.trim();
            s.gapCard[gap] = Colour.fromLetter(t.charAt(0)).ordinal();
            if (t.contains("[")) {
                placeLeader(t.substring(t.indexOf('[')), ContestState.gapCode(gap));
            }
        });
        return this;
    }

    /** A hand as letters, e.g. {@code "g g r r b b k k"}; an empty string is an empty hand. */
    public Scenario hand(int seat, String letters) {
        steps.add(() -> setHand(seat, letters));
        return this;
    }

    /** Victory pile entries bottom to top: letters, or {@code T} for a treasure. */
    public Scenario pile(int seat, String letters) {
        steps.add(() -> {
            Arrays.fill(s.pile, seat * 5, seat * 5 + 5, 0);
            s.pileTop[seat] = -1;
            for (char ch : letters.replace(" ", "").toCharArray()) {
                int entry = ch == 'T' ? VictoryCard.TREASURE.ordinal() : Colour.fromLetter(ch).ordinal();
                s.pile[seat * 5 + entry]++;
                s.pileTop[seat] = entry;
            }
        });
        return this;
    }

    /** Victory pile by counts per colour and treasures (the top is left unknown). */
    public Scenario pileCounts(int seat, int black, int green, int red, int blue, int treasures) {
        steps.add(() -> {
            int[] counts = {black, green, red, blue, treasures};
            System.arraycopy(counts, 0, s.pile, seat * 5, 5);
        });
        return this;
    }

    /** The deck, top first, as letters. */
    public Scenario deck(String letters) {
        steps.add(() -> {
            List<Integer> cards = new ArrayList<>();
            for (char ch : letters.replace(" ", "").toCharArray()) {
                cards.add(Colour.fromLetter(ch).ordinal());
            }
            s.deck = cards.stream().mapToInt(Integer::intValue).toArray();
            s.deckNext = 0;
            s.deckEnd = s.deck.length;
        });
        return this;
    }

    public Scenario catastropheUsed(int seat) {
        steps.add(() -> s.catastropheUsed |= 1 << seat);
        return this;
    }

    public Scenario shipBuilt(Ship ship) {
        steps.add(() -> s.shipsAvailable &= ~(1 << ship.ordinal()));
        return this;
    }

    public ContestState build() {
        s = blank(seats, options);
        for (Runnable step : steps) {
            step.run();
        }
        ContestState built = s;
        s = null;
        return built;
    }

    /**
     * The table just after the game started, before the deal: treasures on every head, nothing dealt. A state
     * that {@code apply} has just made owns all its arrays, so the builder may write into them.
     */
    private static ContestState blank(int seats, ContestOptions options) {
        List<SeatStart> list = new ArrayList<>();
        for (int i = 0; i < seats; i++) {
            list.add(new SeatStart(i, Dynasty.ofSeat(i).toString(), Dynasty.ofSeat(i)));
        }
        return new ContestState().apply(new GameStarted(list, options, null, false, false, List.of()));
    }

    private void setHand(int seat, String letters) {
        Arrays.fill(s.hand, seat * 4, seat * 4 + 4, 0);
        for (char ch : letters.replace(" ", "").toCharArray()) {
            s.hand[seat * 4 + Colour.fromLetter(ch).ordinal()]++;
        }
    }

    /** {@code [Lion trader]}: dynasty and leader name. */
    private void placeLeader(String bracket, int code) {
        String[] words = bracket.replace("[", "").replace("]", "").trim().split("\\s+");
        int seat = Dynasty.valueOf(words[0].toUpperCase(Locale.ROOT)).ordinal();
        Colour colour = null;
        for (Colour c : Colour.values()) {
            if (c.leaderName().equals(words[1].toLowerCase(Locale.ROOT))) {
                colour = c;
            }
        }
        if (colour == null) {
            throw new IllegalArgumentException("Unknown leader '" + words[1] + "'; expected king, trader, priest or farmer.");
        }
        s.leader[seat * 4 + colour.ordinal()] = code;
    }
}
