package ziggurat.engine;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;

/**
 * Every move type of a game declared once, on one line each: its wire name, its record, the decision it answers and
 * its handler; beside them, one listing per decision. From that one declaration come the family's
 * {@link WireNames}, the check that a move answers what the game waits for, the dispatch of
 * {@link Ruleset#decide} and of {@link Ruleset#legalMoves}.
 *
 * <pre>{@code
 * static final Moves<TigrisMove, Waiting.Kind, TigrisState, Deciding, List<TigrisMove>> MOVES =
 *         Moves.<TigrisMove, Waiting.Kind, TigrisState, Deciding, List<TigrisMove>>of(TigrisMove.class)
 *         .move("placeLeader", PlaceLeader.class, ACTION, (d, seat, m) -> Actions.placeLeader(d.play(), seat, m))
 *         ...
 *         .listing(ACTION, LegalMoves::actions)
 *         ...
 *         .build();
 * }</pre>
 *
 * <p>{@link Builder#build()} refuses, as the class that declares the moves loads, a family in which a record of the
 * sealed interface ({@link Class#getPermittedSubclasses()}, nested sealed interfaces opened up) has no declaration,
 * a declaration has no handler or no decision, a decision has no listing, or a listing lists a decision no move
 * answers. A move without a handler is then a service that does not start, never a move that fails in a game.
 *
 * <h2>How a game adopts it</h2>
 * <ol>
 * <li>In the ruleset, declare {@code static final Moves<...> MOVES} as above, the moves in the order the family's
 *     {@code NAMES} lists them today (the published order of {@code info().moveTypes()}, and the contract's).</li>
 * <li>The family's {@code NAMES} becomes {@code XxxRuleset.MOVES.names()}: the same wire names, nothing stored or
 *     sent changes.</li>
 * <li>In {@code decide}, after the game's own checks (game over, whose decision), {@link #answers} replaces the
 *     game's table of which move answers which decision (keep its error code and sentence), and
 *     {@link #handle} replaces the {@code instanceof} chain.</li>
 * <li>In {@code legalMoves}, {@link #list} replaces the switch on the pending decision; each listing is what that
 *     switch's branch did, in the same order. A listing may list several move types together (interleaved, from
 *     a shared buffer): the order of legal moves is the game's, not this class's.</li>
 * </ol>
 * A new move type then touches its record, its line here, the listing of its decision and its rule's tests and docs.
 *
 * @param <M> the sealed interface of the game's moves
 * @param <K> what the game waits for (a decision kind: an enum, or the wire string of a pending decision)
 * @param <S> the game's state, which a listing reads
 * @param <C> what a handler plays a move onto (the game's resolution of one move)
 * @param <L> what a listing gives (a list of moves, or of moves with their details)
 */
public final class Moves<M extends Move, K, S, C, L> {

    /** Plays one move of record {@code R} by {@code seat} onto {@code context}; throws {@link RuleViolation}. */
    @FunctionalInterface
    public interface Handler<C, R> {
        void handle(C context, int seat, R move);
    }

    /** Every legal move of {@code seat} while the game waits for it to make one decision. */
    @FunctionalInterface
    public interface Listing<S, L> {
        L list(S state, int seat);
    }

    private record Declared<K, C>(K decision, Handler<C, Object> handler) {
    }

    private final WireNames<M> names;
    private final Map<Class<?>, Declared<K, C>> byClass;
    private final Map<K, Listing<S, L>> listings;

    private Moves(WireNames<M> names, Map<Class<?>, Declared<K, C>> byClass, Map<K, Listing<S, L>> listings) {
        this.names = names;
        this.byClass = byClass;
        this.listings = listings;
    }

    public static <M extends Move, K, S, C, L> Builder<M, K, S, C, L> of(Class<M> family) {
        return new Builder<>(family);
    }

    /** The wire names, in the order the moves were declared. */
    public WireNames<M> names() {
        return names;
    }

    /** The decision {@code move} answers. */
    public K decisionOf(M move) {
        return declared(move).decision();
    }

    /** Whether {@code move} answers {@code decision}. */
    public boolean answers(K decision, M move) {
        return Objects.equals(declared(move).decision(), decision);
    }

    /** Plays {@code move} by {@code seat} onto {@code context} with its declared handler. */
    public void handle(C context, int seat, M move) {
        declared(move).handler().handle(context, seat, move);
    }

    /** Every legal move of {@code seat} while the game waits for {@code decision}, as its listing gives them. */
    public L list(K decision, S state, int seat) {
        Listing<S, L> listing = listings.get(decision);
        if (listing == null) {
            throw new IllegalArgumentException("no move answers the decision " + decision);
        }
        return listing.list(state, seat);
    }

    /** The decisions the moves answer, in the order of their first move. */
    public Set<K> decisions() {
        return listings.keySet();
    }

    private Declared<K, C> declared(M move) {
        Declared<K, C> d = byClass.get(move.getClass());
        if (d == null) {
            // unreachable for a record of the family: build() saw each declared
            throw new IllegalArgumentException(move.getClass().getName() + " is not a declared move");
        }
        return d;
    }

    public static final class Builder<M extends Move, K, S, C, L> {

        private final Class<M> family;
        private final WireNames.Builder<M> names;
        private final List<Class<? extends M>> types = new ArrayList<>();
        private final List<K> decisions = new ArrayList<>();
        private final List<Handler<C, Object>> handlers = new ArrayList<>();
        private final Map<K, Listing<S, L>> listings = new LinkedHashMap<>();
        private final List<K> listedTwice = new ArrayList<>();

        private Builder(Class<M> family) {
            this.family = family;
            this.names = WireNames.of(family);
        }

        /**
         * The move of record {@code type}, called {@code name} on the wire, which answers {@code decision} and which
         * {@code handler} plays.
         */
        @SuppressWarnings("unchecked")
        public <R extends M> Builder<M, K, S, C, L> move(String name, Class<R> type, K decision,
                                                         Handler<? super C, ? super R> handler) {
            names.name(name, type);
            types.add(type);
            decisions.add(decision);
            handlers.add((Handler<C, Object>) (Handler<?, ?>) handler);
            return this;
        }

        /** How the legal moves are listed while the game waits for {@code decision}. */
        public Builder<M, K, S, C, L> listing(K decision, Listing<S, L> listing) {
            if (listings.put(decision, listing) != null) {
                listedTwice.add(decision);
            }
            return this;
        }

        /**
         * @throws IllegalStateException naming the record or the decision when a record of the family is not
         *                               declared, or declared twice, or without a handler or a decision; when a
         *                               decision a move answers has no listing, or one has two; or when a listing
         *                               is for a decision no move answers
         */
        public Moves<M, K, S, C, L> build() {
            WireNames<M> wire = names.build();
            Map<Class<?>, Declared<K, C>> byClass = new HashMap<>();
            Set<K> answered = new LinkedHashSet<>();
            for (int i = 0; i < types.size(); i++) {
                Class<? extends M> type = types.get(i);
                if (handlers.get(i) == null) {
                    throw new IllegalStateException(type.getName() + " has no handler in " + family.getName());
                }
                if (decisions.get(i) == null) {
                    throw new IllegalStateException(type.getName() + " answers no decision in " + family.getName());
                }
                byClass.put(type, new Declared<>(decisions.get(i), handlers.get(i)));
                answered.add(decisions.get(i));
            }
            if (!listedTwice.isEmpty()) {
                throw new IllegalStateException("the decision " + listedTwice.get(0) + " is listed twice in "
                        + family.getName());
            }
            Map<K, Listing<S, L>> ordered = new LinkedHashMap<>();
            for (K decision : answered) {
                Listing<S, L> listing = listings.get(decision);
                if (listing == null) {
                    throw new IllegalStateException("the decision " + decision + " of " + family.getName()
                            + " has no listing of its legal moves");
                }
                ordered.put(decision, listing);
            }
            for (K decision : listings.keySet()) {
                if (!answered.contains(decision)) {
                    throw new IllegalStateException("the decision " + decision + " is listed, but no move of "
                            + family.getName() + " answers it");
                }
            }
            return new Moves<>(wire, Collections.unmodifiableMap(byClass), Collections.unmodifiableMap(ordered));
        }
    }
}
