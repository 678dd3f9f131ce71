package ziggurat.testgame;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import ziggurat.engine.Event;
import ziggurat.engine.GameSetup;
import ziggurat.engine.LegalMove;
import ziggurat.engine.Move;
import ziggurat.engine.Nullable;
import ziggurat.engine.Outcome;
import ziggurat.engine.PendingDecision;
import ziggurat.engine.Rng;
import ziggurat.engine.RuleViolation;
import ziggurat.engine.Ruleset;
import ziggurat.engine.RulesetInfo;
import ziggurat.engine.SetupWarning;
import ziggurat.engine.Upcasters;
import ziggurat.engine.Viewer;
import ziggurat.engine.WireNames;

/**
 * Tally: a tiny game that lives only in the tests, to prove the platform with every feature the real games
 * need. Cards 1–9, three of each, shuffled from the seed. Each seat is dealt three. First every seat bids
 * 0–5 in secret at once (a simultaneous step: the bids do not depend on one another); the highest bid
 * starts (lowest seat on a tie). Then in turn a seat plays a card
 * from its hand onto the tally and draws one, or passes. The seat whose card brings the tally to 30 or
 * more wins; if every seat passes in a row, the lowest hand total wins.
 */
public final class Tally implements Ruleset<Tally.State, Tally.TallyMove, Tally.TallyEvent> {

    public static final int TARGET = 30;

    public sealed interface TallyMove extends Move permits Bid, Play, Pass {
        WireNames<TallyMove> NAMES = WireNames.of(TallyMove.class)
                .name("bid", Bid.class).name("play", Play.class).name("pass", Pass.class).build();
    }

    /** Which printing of the cards: the same 27 cards, but the prototype's were never checked. */
    public enum Deck {
        STANDARD, PROTOTYPE;

        @Override
        public String toString() {
            return name().toLowerCase(java.util.Locale.ROOT);
        }
    }

    /** The options of a game, defaults in {@link #DEFAULT}. */
    public record Options(Deck deck) {
        public static final Options DEFAULT = new Options(Deck.STANDARD);
    }

    public record Bid(@ziggurat.engine.Range int amount) implements TallyMove {
        public Bid {
            if (amount < 0) {
                throw new IllegalArgumentException("'amount' is never negative");
            }
        }
    }

    public record Play(int card) implements TallyMove {
    }

    public record Pass() implements TallyMove {
    }

    public sealed interface TallyEvent extends Event
            permits GameStarted, CardsDrawn, BidSubmitted, BidsRevealed, CardPlayed, Passed, GameEnded {
        WireNames<TallyEvent> NAMES = WireNames.of(TallyEvent.class)
                .name("GameStarted", GameStarted.class)
                .name("CardsDrawn", CardsDrawn.class)
                .name("BidSubmitted", BidSubmitted.class)
                .name("BidsRevealed", BidsRevealed.class)
                .name("CardPlayed", CardPlayed.class)
                .name("Passed", Passed.class)
                .name("GameEnded", GameEnded.class)
                .build();
    }

    /** {@code deck} is the whole deck in draw order: hidden from everyone until the end. */
    public record GameStarted(List<String> seats, @Nullable List<Integer> deck, String seedCommitment) implements TallyEvent {
    }

    public record CardsDrawn(int seat, int count, @Nullable List<Integer> cards) implements TallyEvent {
    }

    /** Schema version 2; version 1 called the amount {@code bid} (see {@link #upcasters()}). */
    public record BidSubmitted(int seat, @Nullable Integer amount) implements TallyEvent {
    }

    public record BidsRevealed(List<Integer> bids, int startSeat) implements TallyEvent {
    }

    public record CardPlayed(int seat, int card, int tally) implements TallyEvent {
    }

    public record Passed(int seat) implements TallyEvent {
    }

    public record GameEnded(String reason, List<Integer> winners, List<List<Integer>> hands) implements TallyEvent {
    }

    /** The whole game; immutable. */
    public record State(int seats, List<Integer> deck, List<List<Integer>> hands, List<Integer> bids, int tally,
                        int active, int passesInARow, boolean bidding, String endReason, List<Integer> winners) {
    }

    public record ActionDetails(int tally) {
    }

    public record SeatView(int seat, int handSize, @Nullable List<Integer> hand, @Nullable Integer bid,
                           boolean hasBid) {
    }

    public record View(int tally, int deckSize, @Nullable List<Integer> deck, boolean bidding, @Nullable Integer active,
                       List<SeatView> seats) {
    }

    @Override
    public RulesetInfo info() {
        // like Qin's, a list and not a range: five players have no table
        return RulesetInfo.forSeatCounts("tally", "Tally (test game)", List.of(2, 3, 4, 6),
                Map.of("deck", "Which printing of the cards: standard (default) or prototype, which is unchecked."),
                List.copyOf(moveTypes().keySet()));
    }

    @Override
    public Options defaultOptions() {
        return Options.DEFAULT;
    }

    /** What a frontend needs before a game: the target, and how the deck is made. */
    @Override
    public Map<String, Object> catalogue() {
        return Map.of("target", TARGET, "deck", Map.of("cards", 27, "copiesOfEach", 3));
    }

    /** The detail also lists each card. */
    @Override
    public Map<String, Object> catalogueDetail() {
        Map<String, Object> detail = new java.util.LinkedHashMap<>(catalogue());
        detail.put("cards", java.util.stream.IntStream.rangeClosed(1, 9).boxed().toList());
        return detail;
    }

    @Override
    public java.util.Set<String> lookupKinds() {
        return java.util.Set.of("cards");
    }

    /** {@code cards/7}: how many sevens the deck holds; a key that is no number is refused with its reason. */
    @Override
    public Optional<Object> lookup(String kind, String key) {
        int card;
        try {
            card = Integer.parseInt(key);
        } catch (NumberFormatException e) {
            throw RuleViolation.invalidSetup("NOT_A_CARD", "'" + key + "' is not a card: cards are numbers.",
                    Map.of("key", key), "invalid-card");
        }
        if (card < 1 || card > 9) {
            return Optional.empty();
        }
        return Optional.of(Map.of("card", card, "copies", 3));
    }

    @Override
    public WireNames<TallyMove> moveNames() {
        return TallyMove.NAMES;
    }

    @Override
    public WireNames<TallyEvent> eventNames() {
        return TallyEvent.NAMES;
    }

    @Override
    public List<TallyEvent> start(GameSetup setup, Rng rng) {
        if (!info().seatsAllowed(setup.seats())) {
            throw RuleViolation.invalidSetup("INVALID_SEATS", "Tally is for 2, 3, 4 or 6 seats.");
        }
        List<Integer> deck = new ArrayList<>();
        Optional<List<String>> stack = setup.stackOfNames();
        if (stack.isPresent()) {
            int[] counts = new int[10];
            for (String s : stack.get()) {
                int card;
                try {
                    card = Integer.parseInt(s);
                } catch (NumberFormatException e) {
                    throw RuleViolation.invalidSetup("INVALID_STACK", "'" + s + "' is not a card (1 to 9).");
                }
                if (card < 1 || card > 9 || ++counts[card] > 3) {
                    throw RuleViolation.invalidSetup("INVALID_STACK", "The deck has three of each card from 1 to 9.");
                }
                deck.add(card);
            }
            if (deck.size() < 3 * setup.seats()) {
                throw RuleViolation.invalidSetup("INVALID_STACK", "The stack must deal three cards to every seat.");
            }
        } else {
            for (int c = 1; c <= 9; c++) {
                deck.add(c);
                deck.add(c);
                deck.add(c);
            }
            rng.shuffle(deck);
        }
        List<TallyEvent> events = new ArrayList<>();
        events.add(new GameStarted(setup.seatNames(), List.copyOf(deck), setup.commitment()));
        for (int s = 0; s < setup.seats(); s++) {
            events.add(new CardsDrawn(s, 3, List.copyOf(deck.subList(3 * s, 3 * s + 3))));
        }
        return events;
    }

    /** The deck in draw order: card numbers as strings, "1" to "9". */
    @Override
    public Optional<Class<?>> stackShape() {
        return Optional.of(String[].class);
    }

    /** The prototype deck plays like the standard one, but nobody checked its cards: the creator is told so. */
    @Override
    public List<SetupWarning> warnings(GameSetup setup) {
        if (setup.options(Options.DEFAULT).deck() == Deck.PROTOTYPE) {
            return List.of(new SetupWarning("unverifiedDeck",
                    "The prototype deck has not been checked against the printed cards."));
        }
        return List.of();
    }

    @Override
    public State initial() {
        return new State(0, List.of(), List.of(), List.of(), 0, 0, 0, true, null, List.of());
    }

    @Override
    public State evolve(State s, TallyEvent event) {
        if (event instanceof GameStarted g) {
            return new State(g.seats().size(), g.deck(), nCopies(g.seats().size(), List.of()),
                    nCopies(g.seats().size(), null), 0, 0, 0, true, null, List.of());
        }
        if (event instanceof CardsDrawn d) {
            List<List<Integer>> hands = new ArrayList<>(s.hands());
            List<Integer> hand = new ArrayList<>(hands.get(d.seat()));
            hand.addAll(d.cards());
            hands.set(d.seat(), List.copyOf(hand));
            return new State(s.seats(), s.deck().subList(d.count(), s.deck().size()), List.copyOf(hands),
                    s.bids(), s.tally(), s.active(), s.passesInARow(), s.bidding(), s.endReason(), s.winners());
        }
        if (event instanceof BidSubmitted b) {
            List<Integer> bids = new ArrayList<>(s.bids());
            bids.set(b.seat(), b.amount());
            return new State(s.seats(), s.deck(), s.hands(), java.util.Collections.unmodifiableList(bids), s.tally(),
                    s.active(), s.passesInARow(), s.bidding(), s.endReason(), s.winners());
        }
        if (event instanceof BidsRevealed r) {
            return new State(s.seats(), s.deck(), s.hands(), s.bids(), s.tally(), r.startSeat(), 0, false, null,
                    List.of());
        }
        if (event instanceof CardPlayed p) {
            List<List<Integer>> hands = new ArrayList<>(s.hands());
            List<Integer> hand = new ArrayList<>(hands.get(p.seat()));
            hand.remove(Integer.valueOf(p.card()));
            hands.set(p.seat(), List.copyOf(hand));
            return new State(s.seats(), s.deck(), List.copyOf(hands), s.bids(), p.tally(),
                    (p.seat() + 1) % s.seats(), 0, false, null, List.of());
        }
        if (event instanceof Passed p) {
            return new State(s.seats(), s.deck(), s.hands(), s.bids(), s.tally(), (p.seat() + 1) % s.seats(),
                    s.passesInARow() + 1, false, null, List.of());
        }
        if (event instanceof GameEnded e) {
            return new State(s.seats(), s.deck(), s.hands(), s.bids(), s.tally(), s.active(), s.passesInARow(), false,
                    e.reason(), e.winners());
        }
        throw new IllegalArgumentException("no handler for " + event);
    }

    @Override
    public List<TallyEvent> decide(State s, int seat, TallyMove move, Rng rng) {
        if (s.bidding()) {
            if (!(move instanceof Bid bid)) {
                throw RuleViolation.illegal("MOVE_NOT_EXPECTED", "Every seat bids before the first card is played.");
            }
            if (bid.amount() > 5) {
                throw RuleViolation.illegal("BID_TOO_HIGH", "A bid is at most 5.");
            }
            List<TallyEvent> events = new ArrayList<>();
            events.add(new BidSubmitted(seat, bid.amount()));
            long missing = s.bids().stream().filter(b -> b == null).count();
            if (missing == 1) {
                List<Integer> bids = new ArrayList<>(s.bids());
                bids.set(seat, bid.amount());
                int start = 0;
                for (int i = 1; i < bids.size(); i++) {
                    if (bids.get(i) > bids.get(start)) {
                        start = i;
                    }
                }
                events.add(new BidsRevealed(List.copyOf(bids), start));
            }
            return events;
        }
        if (move instanceof Bid) {
            throw RuleViolation.illegal("MOVE_NOT_EXPECTED", "The bidding is over.");
        }
        if (move instanceof Play p) {
            if (!s.hands().get(seat).contains(p.card())) {
                throw RuleViolation.illegal("CARD_NOT_IN_HAND", "You can only play a card from your hand.");
            }
            int tally = s.tally() + p.card();
            List<TallyEvent> events = new ArrayList<>();
            events.add(new CardPlayed(seat, p.card(), tally));
            if (!s.deck().isEmpty()) {
                events.add(new CardsDrawn(seat, 1, List.of(s.deck().get(0))));
            }
            if (tally >= TARGET) {
                events.add(new GameEnded("target", List.of(seat), handsAfter(s, seat, p.card(), events)));
            }
            return events;
        }
        if (move instanceof Pass) {
            List<TallyEvent> events = new ArrayList<>();
            events.add(new Passed(seat));
            if (s.passesInARow() + 1 >= s.seats()) {
                events.add(new GameEnded("allPassed", lowestHands(s.hands()), s.hands()));
            }
            return events;
        }
        throw new IllegalArgumentException("no handler for " + move);
    }

    private static List<List<Integer>> handsAfter(State s, int seat, int card, List<TallyEvent> events) {
        List<List<Integer>> hands = new ArrayList<>(s.hands());
        List<Integer> hand = new ArrayList<>(hands.get(seat));
        hand.remove(Integer.valueOf(card));
        for (TallyEvent e : events) {
            if (e instanceof CardsDrawn d) {
                hand.addAll(d.cards());
            }
        }
        hands.set(seat, List.copyOf(hand));
        return List.copyOf(hands);
    }

    private static List<Integer> lowestHands(List<List<Integer>> hands) {
        int best = Integer.MAX_VALUE;
        List<Integer> winners = new ArrayList<>();
        for (int i = 0; i < hands.size(); i++) {
            int total = hands.get(i).stream().mapToInt(Integer::intValue).sum();
            if (total < best) {
                best = total;
                winners.clear();
            }
            if (total == best) {
                winners.add(i);
            }
        }
        return winners;
    }

    @Override
    public List<PendingDecision> pending(State s, Viewer viewer) {
        if (s.endReason() != null || s.seats() == 0) {
            return List.of();
        }
        if (s.bidding()) {
            List<PendingDecision> p = new ArrayList<>();
            for (int i = 0; i < s.seats(); i++) {
                if (s.bids().get(i) == null) {
                    // one bidding in the whole game, so its name never comes back
                    p.add(PendingDecision.simultaneous(i, "bid", null, "bids"));
                }
            }
            return p;
        }
        return List.of(new PendingDecision(s.active(), "action", new ActionDetails(s.tally())));
    }

    @Override
    public List<TallyMove> legalMoves(State s, int seat) {
        if (pending(s, Viewer.EVERYONE).stream().noneMatch(p -> p.seat() == seat)) {
            return List.of();
        }
        List<TallyMove> moves = new ArrayList<>();
        if (s.bidding()) {
            for (int a = 0; a <= 5; a++) {
                moves.add(new Bid(a));
            }
            return moves;
        }
        s.hands().get(seat).stream().distinct().sorted().forEach(c -> moves.add(new Play(c)));
        moves.add(new Pass());
        return moves;
    }

    @Override
    public int seats(State s) {
        return s.seats();
    }

    /** Bid nothing; pass. */
    @Override
    public TallyMove defaultMove(State s, int seat) {
        return s.bidding() ? new Bid(0) : new Pass();
    }

    /** Beside each card a seat may play: where the tally would stand, and whether that wins. */
    public record PlayDetails(int tallyAfter, boolean reachesTarget) {
    }

    @Override
    public List<LegalMove<TallyMove>> legalMovesWithDetails(State s, int seat) {
        return legalMoves(s, seat).stream().map(m -> m instanceof Play p
                ? new LegalMove<TallyMove>(m, new PlayDetails(s.tally() + p.card(), s.tally() + p.card() >= TARGET))
                : LegalMove.of(m)).toList();
    }

    @Override
    public View view(State s, Viewer viewer) {
        List<SeatView> seats = new ArrayList<>();
        for (int i = 0; i < s.seats(); i++) {
            boolean own = viewer.sees(i);
            Integer bid = s.bids().get(i);
            seats.add(new SeatView(i, s.hands().get(i).size(), own ? s.hands().get(i) : null,
                    own || !s.bidding() ? bid : null, bid != null));
        }
        return new View(s.tally(), s.deck().size(), viewer instanceof Viewer.Everyone ? s.deck() : null, s.bidding(),
                s.bidding() || s.endReason() != null ? null : s.active(), seats);
    }

    @Override
    public Optional<TallyEvent> redact(TallyEvent event, Viewer viewer) {
        if (event instanceof GameStarted g) {
            return Optional.of(new GameStarted(g.seats(), null, g.seedCommitment()));
        }
        if (event instanceof CardsDrawn d && !viewer.sees(d.seat())) {
            return Optional.of(new CardsDrawn(d.seat(), d.count(), null));
        }
        if (event instanceof BidSubmitted b && !viewer.sees(b.seat())) {
            return Optional.of(new BidSubmitted(b.seat(), null));
        }
        return Optional.of(event);
    }

    @Override
    public Outcome outcome(State s) {
        if (s.endReason() == null) {
            return Outcome.RUNNING;
        }
        List<Outcome.Placing> ranking = new ArrayList<>();
        for (int i = 0; i < s.seats(); i++) {
            ranking.add(new Outcome.Placing(i, s.winners().contains(i) ? 1 : 2, null));
        }
        return new Outcome.Finished(s.endReason(), s.winners(), ranking);
    }

    private static <T> List<T> nCopies(int n, T value) {
        List<T> list = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            list.add(value);
        }
        return java.util.Collections.unmodifiableList(list);
    }

    /** A renamed field, as a real game's would be: logs written before the rename still read. */
    @Override
    public Upcasters upcasters() {
        return Upcasters.of(new Upcasters.Step("BidSubmitted", 1, v1 -> {
                    Map<String, Object> v2 = new java.util.LinkedHashMap<>(v1);
                    v2.put("amount", v2.remove("bid"));
                    return v2;
                }),
                new Upcasters.Step("GameStarted", 1, Upcasters.renamed("seedHash", "seedCommitment")));
    }
}
