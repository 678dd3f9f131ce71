package ziggurat.games.attika;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import ziggurat.engine.GameSetup;
import ziggurat.engine.Rng;
import ziggurat.engine.RuleViolation;
import ziggurat.games.attika.AttikaEvent.*;
import ziggurat.games.attika.ComponentSet.Building;
import ziggurat.games.attika.ComponentSet.Layout;

/**
 * [attika §3] setup, in the order the seeded generator is used: players and colours, the start seat, the map, the
 * shrines, each seat's building stacks and reveals, the cards, and the first turn. A {@code stack} fixes any of the
 * piles [attika §8.5, D33].
 */
final class AttikaSetup {

    private AttikaSetup() {
    }

    /** The deal by position after the start seat [attika §3] step 7. */
    static final int[] DEAL = {4, 5, 6, 7};

    static List<AttikaEvent> start(GameSetup setup, Rng rng) {
        int n = setup.seats();
        if (n < 2 || n > 4) {
            throw RuleViolation.invalidSetup("INVALID_SEATS", "Attika is played by 2 to 4 seats, not " + n + ".");
        }
        AttikaOptions options = setup.options(AttikaOptions.DEFAULT);
        ComponentSets.Loaded loaded = componentSet(options.componentSet());
        ComponentSet set = loaded.set();
        int layoutCount = options.layout() == null ? n : options.layout();
        if (layoutCount < 2 || layoutCount > 4) {
            throw RuleViolation.invalidSetup("INVALID_OPTIONS", "'layout' is 2, 3 or 4, not " + layoutCount + ".");
        }
        if (options.startSeat() != null && (options.startSeat() < 0 || options.startSeat() >= n)) {
            throw RuleViolation.invalidSetup("INVALID_OPTIONS", "'startSeat' is a seat from 0 to " + (n - 1)
                    + ", not " + options.startSeat() + ".");
        }
        Stack stack = Stack.read(setup, set, n, layoutCount);

        List<AttikaEvent> events = new ArrayList<>();
        // steps 1-3: players, colours [attika D16], the start seat [attika D17]
        int startSeat = options.startSeat() != null ? options.startSeat() : rng.nextInt(n);
        List<SeatStart> seats = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            seats.add(new SeatStart(i, setup.seatNames().get(i), AttikaState.COLOURS.get(i)));
        }
        String setName = ComponentSets.SHIPPED.equals(loaded.source()) ? set.id() : "caller";
        events.add(new GameStarted(set, loaded.source(), loaded.sha256(), List.copyOf(seats), startSeat, layoutCount,
                new StartOptions(setName, options.layout(), options.startSeat()), setup.stacked(), setup.creatorSeeded(),
                setup.commitment()));

        // step 4: the map
        Layout layout = set.layout(layoutCount);
        List<String> tiles;
        if (stack.mapTiles != null) {
            tiles = stack.mapTiles;
        } else {
            tiles = new ArrayList<>(set.mapTiles().stream().map(ComponentSet.MapTile::id).toList());
            rng.shuffle(tiles);
        }
        events.add(new MapStackShuffled(List.copyOf(tiles), tiles.size()));
        for (int i = 0; i < layout.tiles().size(); i++) {
            events.add(new MapTilePlaced(null, tiles.get(i), layout.tiles().get(i), 0));
        }
        // step 5: shrines
        List<ShrineAt> shrines = new ArrayList<>();
        for (int i = 0; i < layout.shrines().size(); i++) {
            shrines.add(new ShrineAt("S" + (i + 1), layout.shrines().get(i)));
        }
        events.add(new ShrinesPlaced(List.copyOf(shrines)));

        // step 6: buildings, seat by seat
        for (int seat = 0; seat < n; seat++) {
            List<List<String>> piles = stack.buildings == null || stack.buildings.get(seat) == null
                    ? shuffledStacks(set, rng) : stack.buildings.get(seat);
            events.add(new BuildingStacksFormed(seat, piles.get(0), piles.get(1), piles.get(2), piles.get(3),
                    new StackSizes(piles.get(0).size(), piles.get(1).size(), piles.get(2).size(), piles.get(3).size())));
            for (StackName name : StackName.values()) {
                List<String> pile = piles.get(name.ordinal());
                if (!pile.isEmpty()) {
                    events.add(new BuildingRevealed(seat, name, pile.get(0)));
                }
            }
        }

        // step 7: cards
        List<Resource> deck;
        if (stack.cards != null) {
            deck = stack.cards;
        } else {
            deck = new ArrayList<>();
            for (Resource r : Resource.values()) {
                for (int i = 0; i < AttikaState.CARDS_PER_RESOURCE; i++) {
                    deck.add(r);
                }
            }
            rng.shuffle(deck);
        }
        events.add(new DeckShuffled(List.copyOf(deck), deck.size(), ShuffleReason.SETUP));
        int next = 0;
        for (int k = 0; k < n; k++) {
            int seat = (startSeat + k) % n;
            int[] cards = new int[4];
            for (int i = 0; i < DEAL[k]; i++) {
                cards[deck.get(next++).ordinal()]++;
            }
            events.add(new CardsDealt(seat, Payment.of(cards), DEAL[k], DEAL[k], DrawReason.SETUP));
        }
        // steps 8-9: amphorae in the supply, the first turn
        events.add(new TurnStarted(startSeat, 1));
        return events;
    }

    static ComponentSets.Loaded componentSet(Object option) {
        if (option == null) {
            return ComponentSets.PROVISIONAL;
        }
        if (option instanceof String id) {
            ComponentSets.Loaded l = ComponentSets.ALL.get(id);
            if (l == null) {
                throw RuleViolation.invalidSetup("INVALID_OPTIONS", "There is no shipped component set '" + id
                        + "'; use " + ComponentSets.ALL.keySet() + " or a full component-set object.");
            }
            return l;
        }
        if (!(option instanceof Map<?, ?>)) {
            // [attika §8.5] the option's own shape: neither an id nor a set is malformed, not a set failing V1
            throw RuleViolation.malformed("INVALID_OPTIONS", "'options.componentSet' must be the id of a shipped "
                    + "component set (" + String.join(", ", ComponentSets.ALL.keySet()) + ") or a component-set "
                    + "object, not " + (option instanceof List<?> ? "an array" : option instanceof Boolean
                    ? "true or false" : option instanceof Number ? "a number" : "this") + ".");
        }
        return ComponentSets.caller(option);
    }

    private static List<List<String>> shuffledStacks(ComponentSet set, Rng rng) {
        List<String> mains = new ArrayList<>();
        List<String> others = new ArrayList<>();
        for (Building b : set.buildings()) {
            (b.main() ? mains : others).add(b.id());
        }
        rng.shuffle(mains);
        rng.shuffle(others);
        return List.of(List.copyOf(mains), List.copyOf(others.subList(0, 8)), List.copyOf(others.subList(8, 16)),
                List.copyOf(others.subList(16, 24)));
    }

    /** The creator's {@code stack} [attika D33]: each named pile complete, in draw order, top first. */
    static final class Stack {
        List<String> mapTiles;
        List<Resource> cards;
        /** Per seat: the four piles, or null for a seat formed from the seed. */
        List<List<List<String>>> buildings;

        static Stack read(GameSetup setup, ComponentSet set, int seats, int layout) {
            Stack st = new Stack();
            if (setup.stack().isEmpty()) {
                return st;
            }
            if (!(setup.stack().get() instanceof Map<?, ?> m)) {
                // another ruleset's stack (an array) is a shape the contract accepts: refused by the rules, 422
                throw RuleViolation.invalidSetup("INVALID_STACK",
                        "'stack' must be an object with optional 'mapTiles', 'cards' and 'buildings'.");
            }
            for (Object key : m.keySet()) {
                if (!Set.of("mapTiles", "cards", "buildings").contains(String.valueOf(key))) {
                    throw RuleViolation.malformed("INVALID_STACK", "Unknown field 'stack." + key
                            + "'; known fields: buildings, cards, mapTiles.");
                }
            }
            if (m.containsKey("mapTiles")) {
                List<String> tiles = strings(m.get("mapTiles"), "stack.mapTiles");
                Set<String> seen = new HashSet<>();
                for (String t : tiles) {
                    if (set.tile(t) == null) {
                        throw invalid("'stack.mapTiles' names " + t + ", which is not a map tile of the set.");
                    }
                    if (!seen.add(t)) {
                        throw invalid("'stack.mapTiles' names " + t + " twice.");
                    }
                }
                if (tiles.size() < 2 * layout) {
                    throw invalid("'stack.mapTiles' needs at least " + 2 * layout + " tiles for the start map.");
                }
                st.mapTiles = tiles;
            }
            if (m.containsKey("cards")) {
                List<Resource> cards = new ArrayList<>();
                int[] counts = new int[4];
                for (String c : strings(m.get("cards"), "stack.cards")) {
                    Resource r;
                    try {
                        r = Resource.WIRE.fromWire(c);
                    } catch (IllegalArgumentException e) {
                        throw invalid("'stack.cards' names " + c + ": " + e.getMessage());
                    }
                    if (++counts[r.ordinal()] > AttikaState.CARDS_PER_RESOURCE) {
                        throw invalid("'stack.cards' holds more than 15 " + r + " cards.");
                    }
                    cards.add(r);
                }
                int deal = 0;
                for (int k = 0; k < seats; k++) {
                    deal += DEAL[k];
                }
                if (cards.size() < deal) {
                    throw invalid("'stack.cards' needs at least " + deal + " cards for the setup deal.");
                }
                st.cards = cards;
            }
            if (m.containsKey("buildings")) {
                if (!(m.get("buildings") instanceof List<?> entries)) {
                    throw RuleViolation.malformed("INVALID_STACK", "'stack.buildings' must be an array, one entry per seat.");
                }
                if (entries.size() != seats) {
                    throw invalid("'stack.buildings' needs exactly one entry per seat (" + seats + ").");
                }
                st.buildings = new ArrayList<>();
                for (int seat = 0; seat < seats; seat++) {
                    st.buildings.add(seatPiles(entries.get(seat), "stack.buildings[" + seat + "]", set));
                }
            }
            return st;
        }

        private static List<List<String>> seatPiles(Object entry, String where, ComponentSet set) {
            if (!(entry instanceof Map<?, ?> m)) {
                throw RuleViolation.malformed("INVALID_STACK", "'" + where + "' must be an object.");
            }
            if (m.isEmpty()) {
                return null;
            }
            if (!m.keySet().equals(Set.of("main", "A", "B", "C"))) {
                throw invalid("'" + where + "' has all four keys main, A, B, C, or none.");
            }
            Set<String> seen = new HashSet<>();
            List<List<String>> piles = new ArrayList<>();
            for (StackName name : StackName.values()) {
                List<String> ids = strings(m.get(name.toString()), where + "." + name);
                if (ids.size() > (name == StackName.MAIN ? 6 : 8)) {
                    throw invalid("'" + where + "." + name + "' holds at most " + (name == StackName.MAIN ? 6 : 8)
                            + " buildings.");
                }
                for (String id : ids) {
                    Building b = set.building(id);
                    if (b == null) {
                        throw invalid("'" + where + "." + name + "' names " + id + ", which is not a building of the set.");
                    }
                    if (!seen.add(id)) {
                        throw invalid("'" + where + "' names " + id + " twice.");
                    }
                    if (b.main() != (name == StackName.MAIN)) {
                        throw invalid("'" + where + "." + name + "' names " + id + (b.main()
                                ? ", a main building; main buildings go in 'main'." : ", which is not a main building."));
                    }
                }
                piles.add(List.copyOf(ids));
            }
            return piles;
        }

        private static List<String> strings(Object value, String where) {
            if (!(value instanceof List<?> l)) {
                throw RuleViolation.malformed("INVALID_STACK", "'" + where + "' must be an array of strings.");
            }
            List<String> out = new ArrayList<>();
            for (int i = 0; i < l.size(); i++) {
                if (!(l.get(i) instanceof String s)) {
                    throw RuleViolation.malformed("INVALID_STACK", "'" + where + "[" + i + "]' must be a string.");
                }
                out.add(s);
            }
            return out;
        }

        private static RuleViolation invalid(String detail) {
            return RuleViolation.invalidSetup("INVALID_STACK", detail);
        }
    }
}
