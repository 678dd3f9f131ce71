package ziggurat.bots;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The greedy bot's estimate of each legal move: how much its own score should change, read from the seat's view
 * (the JSON the service sends; no rules code). The higher, the better; only the order matters. See docs/bots.md.
 */
final class Evaluations {

    private Evaluations() {
    }

    interface Evaluation {
        double value(JsonNode move, JsonNode detail);
    }

    static Evaluation of(Strategy.Decision d) {
        JsonNode state = GreedyStrategy.state(d);
        if (state == null || state.isMissingNode() || state.isNull()) {
            return Evaluations::byType;
        }
        return switch (d.ruleset()) {
            case "tigris" -> new Tigris(state, d.seat());
            case "contest-of-kings" -> new Contest(state, d.seat());
            case "attika" -> new Attika(state, d.seat());
            default -> Evaluations::byType;
        };
    }

    /** Any ruleset: doing something beats passing, ending the turn or declining. */
    static double byType(JsonNode move, JsonNode detail) {
        String type = move.path("type").asText();
        if (type.startsWith("pass") || type.startsWith("decline") || type.equals("endTurn")) {
            return -1;
        }
        JsonNode count = move.path("count");
        return count.isNumber() ? count.asInt() * 0.1 : 0;
    }

    // ---------------------------------------------------------------- Tigris & Euphrates

    /**
     * A tile scores one point of its colour for the owner of the kingdom's leader of that colour, or of its king
     * (black) when there is none; the score is the weakest colour, treasures counting as any. So: a tile that
     * scores for this seat is worth 1, more in its weakest colours; one that scores for another seat costs; a leader
     * placed from the supply is worth having; committing support is worth what it commits; passing, swapping and
     * withdrawing are worth least.
     */
    static final class Tigris implements Evaluation {
        private final int seat;
        private final Map<Long, JsonNode> squares = new HashMap<>();
        private final Map<Long, Integer> region = new HashMap<>();
        /** Per region, the leaders in it as seat * 10 + colour index. */
        private final List<List<int[]>> leaders = new ArrayList<>();
        private final Map<String, Integer> points = new HashMap<>();
        private final Set<String> supply = new HashSet<>();
        private int weakest = Integer.MAX_VALUE;
        private int strongest;

        Tigris(JsonNode state, int seat) {
            this.seat = seat;
            for (JsonNode sq : state.path("board")) {
                squares.put(key(sq.path("at").path("row").asInt(), sq.path("at").path("col").asInt()), sq);
            }
            for (Map.Entry<Long, JsonNode> e : squares.entrySet()) {
                if (connects(e.getValue()) && !region.containsKey(e.getKey())) {
                    flood(e.getKey(), leaders.size());
                }
            }
            for (JsonNode s : state.path("seats")) {
                if (s.path("seat").asInt() != seat) {
                    continue;
                }
                s.path("points").fields().forEachRemaining(p -> points.put(p.getKey(), p.getValue().asInt()));
                s.path("supply").forEach(c -> supply.add(c.asText()));
            }
            for (String c : List.of("black", "red", "blue", "green")) {
                weakest = Math.min(weakest, points.getOrDefault(c, 0));
                strongest = Math.max(strongest, points.getOrDefault(c, 0));
            }
        }

        private static long key(int row, int col) {
            return row * 100L + col;
        }

        private static boolean connects(JsonNode sq) {
            return !sq.path("catastrophe").asBoolean() && (!sq.path("tile").isNull() || !sq.path("leader").isNull());
        }

        private void flood(long start, int id) {
            List<int[]> found = new ArrayList<>();
            leaders.add(found);
            List<Long> todo = new ArrayList<>(List.of(start));
            region.put(start, id);
            while (!todo.isEmpty()) {
                long k = todo.remove(todo.size() - 1);
                JsonNode sq = squares.get(k);
                JsonNode leader = sq.path("leader");
                if (!leader.isNull() && !leader.isMissingNode()) {
                    found.add(new int[] {leader.path("seat").asInt(), colour(leader.path("leader").asText())});
                }
                for (long n : neighbours(k)) {
                    JsonNode other = squares.get(n);
                    if (other != null && connects(other) && !region.containsKey(n)) {
                        region.put(n, id);
                        todo.add(n);
                    }
                }
            }
        }

        private static long[] neighbours(long k) {
            return new long[] {k - 100, k + 100, k - 1, k + 1};
        }

        private static int colour(String c) {
            return switch (c) {
                case "black" -> 0;
                case "red" -> 1;
                case "blue" -> 2;
                default -> 3;
            };
        }

        /** The regions next to a square. */
        private Set<Integer> regionsAround(long k) {
            Set<Integer> out = new HashSet<>();
            for (long n : neighbours(k)) {
                Integer r = region.get(n);
                if (r != null) {
                    out.add(r);
                }
            }
            return out;
        }

        /** The seat owning the leader of a colour in these regions, or -1. */
        private int ruler(Set<Integer> regions, int colour) {
            for (int r : regions) {
                for (int[] l : leaders.get(r)) {
                    if (l[1] == colour) {
                        return l[0];
                    }
                }
            }
            return -1;
        }

        private double worth(String colour) {
            int p = points.getOrDefault(colour, 0);
            return 1 + (p == weakest ? 1.5 : 0) + (strongest - p) * 0.2;
        }

        @Override
        public double value(JsonNode move, JsonNode detail) {
            String type = move.path("type").asText();
            switch (type) {
                case "placeTile": {
                    String colour = move.path("color").asText();
                    long k = key(move.path("at").path("row").asInt(), move.path("at").path("col").asInt());
                    Set<Integer> around = regionsAround(k);
                    int ruled = 0;
                    for (int r : around) {
                        if (!leaders.get(r).isEmpty()) {
                            ruled++;
                        }
                    }
                    if (ruled >= 2) {
                        return 0.2; // unites two kingdoms: a war of uncertain end
                    }
                    int owner = ruler(around, colour(colour));
                    if (owner < 0 && !colour.equals("black")) {
                        owner = ruler(around, 0);
                    }
                    if (owner == seat) {
                        return worth(colour);
                    }
                    return owner < 0 ? 0.1 : -0.5;
                }
                case "placeLeader": {
                    String leader = move.path("leader").asText();
                    long k = key(move.path("at").path("row").asInt(), move.path("at").path("col").asInt());
                    Set<Integer> around = regionsAround(k);
                    int rival = ruler(around, colour(leader));
                    double v = supply.contains(leader) ? 0.8 + (leader.equals("black") ? 0.1 : 0) : -0.2;
                    if (rival >= 0 && rival != seat) {
                        v -= 0.6; // a revolt
                    }
                    int size = 0;
                    for (int r : around) {
                        for (Map.Entry<Long, Integer> e : region.entrySet()) {
                            if (e.getValue() == r) {
                                size++;
                            }
                        }
                    }
                    return v + Math.min(size, 10) * 0.02;
                }
                case "commitSupport":
                    return move.path("count").asInt();
                case "buildMonument":
                    return 2;
                case "takeTreasure":
                    return 1;
                case "chooseWar":
                case "declineMonument":
                    return 0;
                case "placeCatastrophe":
                    return -0.8;
                case "withdrawLeader":
                    return -1.2;
                case "swapTiles":
                    return -1;
                default: // pass
                    return -1.5;
            }
        }
    }

    // ---------------------------------------------------------------- Contest of Kings

    /**
     * A card played into a column scores for the owner of its kingdom's leader of that colour, or of its king
     * (black) when there is none, who pays one card of that colour from hand onto the victory pile. So: a card
     * that scores for this seat, holding another of its colour to pay with, is worth 1 (more in the colours of
     * which it has the fewest points, as the final score is the weakest colour); one that scores for another seat
     * costs; a leader from the supply into a kingdom with many cards of its colour is worth having; treasures and
     * ships are worth taking; ending the turn early is worth least.
     */
    static final class Contest implements Evaluation {
        private final int seat;
        private final JsonNode display;
        private final Map<Integer, Integer> kingdomOf = new HashMap<>();
        private final Map<String, Integer> hand = new HashMap<>();
        private final Set<String> supply = new HashSet<>();
        /** The kingdom each of this seat's leaders stands in, by colour. */
        private final Map<String, Integer> mine = new HashMap<>();
        /** Per kingdom, colour → owning seat. */
        private final Map<Integer, Map<String, Integer>> rulers = new HashMap<>();
        private final Map<String, Integer> pile = new HashMap<>();

        Contest(JsonNode state, int seat) {
            this.seat = seat;
            this.display = state.path("display");
            int k = 0;
            for (JsonNode kingdom : display.path("kingdoms")) {
                for (JsonNode col : kingdom) {
                    kingdomOf.put(col.asInt(), k);
                }
                rulers.put(k, new HashMap<>());
                k++;
            }
            JsonNode columns = display.path("columns");
            for (int c = 0; c < columns.size(); c++) {
                for (JsonNode cell : columns.get(c).path("cells")) {
                    leader(cell, kingdomOf.getOrDefault(c, -1));
                }
            }
            JsonNode gaps = display.path("gaps");
            for (int g = 0; g < gaps.size(); g++) {
                leader(gaps.get(g), kingdomOf.getOrDefault(g, -1));
            }
            for (JsonNode s : state.path("seats")) {
                if (s.path("seat").asInt() != seat) {
                    continue;
                }
                s.path("hand").fields().forEachRemaining(e -> hand.put(e.getKey(), e.getValue().asInt()));
                s.path("supply").forEach(c -> supply.add(c.asText()));
                s.path("victoryPile").path("counts").fields()
                        .forEachRemaining(e -> pile.put(e.getKey(), e.getValue().asInt()));
            }
        }

        private void leader(JsonNode cell, int kingdom) {
            if (cell == null || cell.isNull() || kingdom < 0) {
                return;
            }
            JsonNode l = cell.path("leader");
            if (l.isObject()) {
                rulers.get(kingdom).put(l.path("color").asText(), l.path("seat").asInt());
                if (l.path("seat").asInt() == seat) {
                    mine.put(l.path("color").asText(), kingdom);
                }
            }
        }

        /** Cards of a colour in a kingdom's columns. */
        private int cards(int kingdom, String colour) {
            int n = 0;
            JsonNode columns = display.path("columns");
            for (Map.Entry<Integer, Integer> e : kingdomOf.entrySet()) {
                if (e.getValue() == kingdom) {
                    for (JsonNode cell : columns.get(e.getKey()).path("cells")) {
                        if (colour.equals(cell.path("card").asText())) {
                            n++;
                        }
                    }
                }
            }
            return n;
        }

        private int kingdomOfPosition(JsonNode at) {
            if (at.has("gap") && !at.path("gap").isNull()) {
                return kingdomOf.getOrDefault(at.path("gap").asInt(), -1);
            }
            return kingdomOf.getOrDefault(at.path("col").asInt(), -1);
        }

        @Override
        public double value(JsonNode move, JsonNode detail) {
            String type = move.path("type").asText();
            switch (type) {
                case "playCard": {
                    String colour = move.path("color").asText();
                    int kingdom = kingdomOf.getOrDefault(move.path("col").asInt(), -1);
                    Map<String, Integer> r = rulers.getOrDefault(kingdom, Map.of());
                    Integer owner = r.get(colour);
                    if (owner == null) {
                        owner = r.get("black");
                    }
                    if (owner == null) {
                        return 0.05 * cards(kingdom, colour) * (mine.containsKey(colour) ? 1 : 0);
                    }
                    if (owner == seat) {
                        if (hand.getOrDefault(colour, 0) < 2) {
                            return 0; // no card left to pay the point with
                        }
                        return 1 + 0.3 * (4 - Math.min(4, pile.getOrDefault(colour, 0)));
                    }
                    return -0.6;
                }
                case "placeLeader": {
                    String colour = move.path("leader").asText();
                    int kingdom = kingdomOfPosition(move.path("to"));
                    Integer rival = rulers.getOrDefault(kingdom, Map.of()).get(colour);
                    double v = 0.1 * Math.min(cards(kingdom, colour), 8);
                    if (rival != null && rival != seat) {
                        v -= 0.8; // an internal conflict
                    }
                    if (supply.contains(colour)) {
                        return 0.6 + v;
                    }
                    Integer from = mine.get(colour);
                    return from != null && from == kingdom ? -0.5 : v - 0.1 * Math.min(cards(from == null ? -1 : from, colour), 8) - 0.2;
                }
                case "commitSupport":
                    return move.path("count").asInt();
                case "takeTreasure":
                    return 2;
                case "buildShip":
                    return 1;
                case "chooseConflict":
                case "declineShip":
                    return 0;
                case "playJoiningCard":
                    return -0.3;
                case "playCatastrophe":
                    return -0.8;
                case "declineTreasure":
                    return -1;
                default: // endTurn
                    return -1.2;
            }
        }
    }

    // ---------------------------------------------------------------- Attika

    /**
     * The first to build all its buildings, or to join two shrines with one settlement, wins. So: a building
     * that joins two shrines is worth everything; any building is worth more the fewer cards it costs, more
     * still next to this seat's buildings and nearer a shrine its settlements do not touch yet; drawing a
     * building beats ending the turn with nothing built.
     */
    static final class Attika implements Evaluation {
        private static final int[][] DIRECTIONS = {{1, 0}, {1, -1}, {0, -1}, {-1, 0}, {-1, 1}, {0, 1}};
        private final Map<Long, Integer> owner = new HashMap<>();
        private final Map<Long, Integer> settlement = new HashMap<>();
        private final List<Set<String>> shrinesOf = new ArrayList<>();
        private final Map<Long, String> shrines = new HashMap<>();
        private final int seat;

        Attika(JsonNode state, int seat) {
            this.seat = seat;
            for (JsonNode h : state.path("map").path("hexes")) {
                JsonNode b = h.path("building");
                if (b.isObject()) {
                    owner.put(key(h.path("q").asInt(), h.path("r").asInt()), b.path("seat").asInt());
                }
            }
            for (JsonNode s : state.path("map").path("shrines")) {
                shrines.put(key(s.path("at").path("q").asInt(), s.path("at").path("r").asInt()), s.path("id").asText());
            }
            for (Map.Entry<Long, Integer> e : owner.entrySet()) {
                if (e.getValue() == seat && !settlement.containsKey(e.getKey())) {
                    int id = shrinesOf.size();
                    Set<String> touched = new HashSet<>();
                    shrinesOf.add(touched);
                    List<Long> todo = new ArrayList<>(List.of(e.getKey()));
                    settlement.put(e.getKey(), id);
                    while (!todo.isEmpty()) {
                        long k = todo.remove(todo.size() - 1);
                        for (long n : neighbours(k)) {
                            if (shrines.containsKey(n)) {
                                touched.add(shrines.get(n));
                            }
                            Integer o = owner.get(n);
                            if (o != null && o == seat && !settlement.containsKey(n)) {
                                settlement.put(n, id);
                                todo.add(n);
                            }
                        }
                    }
                }
            }
        }

        private static long key(int q, int r) {
            return (q + 1000L) * 10_000L + (r + 1000L);
        }

        private static long[] neighbours(long k) {
            long q = k / 10_000L - 1000;
            long r = k % 10_000L - 1000;
            long[] out = new long[6];
            for (int i = 0; i < 6; i++) {
                out[i] = key((int) q + DIRECTIONS[i][0], (int) r + DIRECTIONS[i][1]);
            }
            return out;
        }

        private static int distance(long a, long b) {
            long dq = a / 10_000L - b / 10_000L;
            long dr = a % 10_000L - b % 10_000L;
            return (int) ((Math.abs(dq) + Math.abs(dr) + Math.abs(dq + dr)) / 2);
        }

        private double build(JsonNode at, JsonNode detail) {
            long k = key(at.path("q").asInt(), at.path("r").asInt());
            Set<String> touched = new HashSet<>();
            boolean joins = false;
            for (long n : neighbours(k)) {
                if (shrines.containsKey(n)) {
                    touched.add(shrines.get(n));
                }
                Integer s = settlement.get(n);
                if (s != null) {
                    touched.addAll(shrinesOf.get(s));
                    joins = true;
                }
            }
            if (touched.size() >= 2) {
                return 1000; // a settlement touching two shrines: the game is won
            }
            int nearest = Integer.MAX_VALUE;
            for (Map.Entry<Long, String> s : shrines.entrySet()) {
                if (!touched.contains(s.getValue())) {
                    nearest = Math.min(nearest, distance(k, s.getKey()));
                }
            }
            int cards = detail == null ? 0 : detail.path("cards").asInt();
            return 3 - 0.4 * cards + (joins ? 0.8 : 0) + (touched.size() == 1 ? 0.5 : 0)
                    - 0.1 * Math.min(nearest, 10);
        }

        @Override
        public double value(JsonNode move, JsonNode detail) {
            String type = move.path("type").asText();
            return switch (type) {
                case "build", "buildDrawn" -> build(move.path("at"), detail);
                case "drawBuilding" -> 1;
                case "storeDrawn" -> 0.5;
                case "useAmphora" -> 0.2;
                case "placeMapTile" -> 0;
                default -> -1; // endTurn
            };
        }
    }
}
