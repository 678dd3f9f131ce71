package ziggurat.games.attika;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.EnumSet;
import java.util.List;
import ziggurat.games.attika.AttikaEvent.*;

/**
 * The whole table: the map, the shrines, each seat's stacks, board, hand and amphorae, the deck, and the turn in
 * progress [attika §4.1].
 *
 * <p>Immutable from the outside: {@link #apply} copies the state and changes the copy. The events carry every
 * random result, so folding them never draws randomness.
 */
public final class AttikaState {

    public static final List<String> COLOURS = List.of("red", "yellow", "green", "blue");
    /** [attika §1.1, D1] */
    public static final int AMPHORAE = 15;
    public static final int CARDS_PER_RESOURCE = 15;

    /** The turn's mode [attika §4.2, D18]. */
    public enum Mode {
        UNDECIDED, DRAW, BUILD;

        static final ziggurat.engine.kit.WireEnum<Mode> WIRE = ziggurat.engine.kit.WireEnum.of(Mode.class,
                "undecided", "draw", "build");

        @Override
        public String toString() {
            return WIRE.nameOf(this);
        }
    }

    /** A building on the map. */
    public record Occupant(int seat, String building) {
    }

    /** A map tile on the map. */
    public record PlacedTile(String tile, Hex at, int rotation) {
    }

    /** One seat's pieces. */
    static final class Seat {
        List<List<String>> stacks = new ArrayList<>(List.of(List.of(), List.of(), List.of(), List.of()));
        List<String> board = new ArrayList<>();
        int[] hand = new int[4];
        int amphorae;
        EnumSet<Group> awarded = EnumSet.noneOf(Group.class);
        /** The seat's buildings in the game: 30, or fewer in a stacked game [attika D34]. */
        int inGame;
        java.util.Set<String> inGameIds = new java.util.HashSet<>();
        int built;
        /** The seat has left the table: it holds nothing and draws no cards [attika D35]. */
        boolean withdrawn;

        Seat copy() {
            Seat s = new Seat();
            s.stacks = new ArrayList<>(stacks);
            s.board = new ArrayList<>(board);
            s.hand = hand.clone();
            s.amphorae = amphorae;
            s.awarded = EnumSet.copyOf(awarded);
            s.inGame = inGame;
            s.inGameIds = inGameIds;
            s.built = built;
            s.withdrawn = withdrawn;
            return s;
        }
    }

    // ---- setup facts
    ComponentSet set;
    /** The set's buildings read once for the legal moves (derived from {@code set}, never stored). */
    Catalogue catalogue;
    String source;
    String sha256;
    List<SeatStart> seatStarts = List.of();
    int startSeat;
    int layout;
    boolean stacked;
    String seedHash;

    // ---- the map
    List<PlacedTile> tiles = new ArrayList<>();
    /** The map hexes, numbered, with their resources. */
    MapHexes map = MapHexes.EMPTY;
    /**
     * The building on each map hex, by the hex's number (null when empty): replaced, never changed, by a placement
     * or a tile placed.
     */
    Occupant[] occupants = new Occupant[0];
    List<ShrineAt> shrines = new ArrayList<>();
    List<String> mapStack = new ArrayList<>();

    // ---- seats, cards, amphorae
    List<Seat> seats = new ArrayList<>();
    List<Resource> deck = new ArrayList<>();
    int[] discard = new int[4];
    int amphoraSupply = AMPHORAE;

    // ---- the turn
    int turnNumber;
    int turnSeat = -1;
    Mode mode = Mode.UNDECIDED;
    int used;
    int extra;
    String drawn;
    StackName drawnFrom;
    boolean drawnEmptied;
    String mapTile;

    // ---- the end
    GameEnded result;

    /**
     * Memo of {@link Settlements#labels}, per seat (null until asked for): derived from {@link #occupants} and
     * {@link #map}, kept up to date by each building placed and dropped by a tile placed (which renumbers the hexes),
     * so the settlements are worked out from scratch at most once per seat and map.
     */
    Settlements.Labels[] settlements;

    /**
     * Memo of what each empty map hex offers a building (step 2 of [attika §5.2]) (null until asked for):
     * {@code offers[4 * i + r]} counts resource r's symbols on hex i and on its empty neighbours. Derived from
     * {@link #map} and {@link #occupants}; a building placed updates it (its neighbours lose its symbol), a tile
     * placed drops it, so legal moves read it instead of counting seven hexes per empty hex on every call.
     */
    int[] offers;

    /**
     * Memo of the catalogue number of the building on each map hex, by hex number, or -1 when the hex is empty (null
     * until asked for): pricing a hex asks it of every own neighbour, which the building's id answers only through a
     * hash lookup. Derived from {@link #occupants}; a building placed updates it, a tile placed drops it.
     */
    int[] builtNumbers;

    AttikaState() {
    }

    /**
     * A copy that shares every part with this state: {@link #fold} replaces a part (copying it first) before it
     * changes it, so no state is ever changed in place and an event copies only what it touches.
     */
    private AttikaState copy() {
        AttikaState s = new AttikaState();
        s.set = set;
        s.catalogue = catalogue;
        s.source = source;
        s.sha256 = sha256;
        s.seatStarts = seatStarts;
        s.startSeat = startSeat;
        s.layout = layout;
        s.stacked = stacked;
        s.seedHash = seedHash;
        s.tiles = tiles;
        s.map = map;
        s.occupants = occupants;
        s.shrines = shrines;
        s.mapStack = mapStack;
        s.seats = new ArrayList<>(seats);
        s.deck = deck;
        s.discard = discard;
        s.amphoraSupply = amphoraSupply;
        s.turnNumber = turnNumber;
        s.turnSeat = turnSeat;
        s.mode = mode;
        s.used = used;
        s.extra = extra;
        s.drawn = drawn;
        s.drawnFrom = drawnFrom;
        s.drawnEmptied = drawnEmptied;
        s.mapTile = mapTile;
        s.result = result;
        s.settlements = settlements == null ? null : settlements.clone();
        s.offers = offers;
        s.builtNumbers = builtNumbers;
        return s;
    }

    /** The seat's pieces, copied first so that the states sharing them keep theirs. */
    private Seat changing(int seat) {
        Seat copy = seats.get(seat).copy();
        seats.set(seat, copy);
        return copy;
    }

    // ---- reading ---------------------------------------------------------------------------------------------------

    public ComponentSet componentSet() {
        return set;
    }

    public int seatCount() {
        return seats.size();
    }

    public boolean over() {
        return result != null;
    }

    public GameEnded result() {
        return result;
    }

    public int turnSeat() {
        return turnSeat;
    }

    public Mode mode() {
        return mode;
    }

    public int used() {
        return used;
    }

    public int extra() {
        return extra;
    }

    public String drawn() {
        return drawn;
    }

    public String mapTile() {
        return mapTile;
    }

    public int amphoraSupply() {
        return amphoraSupply;
    }

    public int amphorae(int seat) {
        return seats.get(seat).amphorae;
    }

    public int[] hand(int seat) {
        return seats.get(seat).hand.clone();
    }

    /** Whether the seat has left the table [attika D35]. */
    public boolean withdrawn(int seat) {
        return seats.get(seat).withdrawn;
    }

    public int handSize(int seat) {
        return Arrays.stream(seats.get(seat).hand).sum();
    }

    public List<String> board(int seat) {
        return List.copyOf(seats.get(seat).board);
    }

    public List<String> stack(int seat, StackName stack) {
        return List.copyOf(seats.get(seat).stacks.get(stack.ordinal()));
    }

    public int built(int seat) {
        return seats.get(seat).built;
    }

    public int deckSize() {
        return deck.size();
    }

    public int[] discard() {
        return discard.clone();
    }

    public int mapStackSize() {
        return mapStack.size();
    }

    public Occupant buildingAt(Hex h) {
        int n = map.number(h);
        return n == MapHexes.OFF ? null : occupants[n];
    }

    /**
     * Per map hex number, resource r's symbols on the hex and its empty neighbours at {@code [4 * i + r]}
     * (meaningful for empty hexes only). Shared: read, never change.
     */
    int[] offers() {
        if (offers == null) {
            int[] all = new int[4 * map.size()];
            for (int i = 0; i < map.size(); i++) {
                if (occupants[i] == null) {
                    offer(all, i, i);
                    for (int d = 0; d < 6; d++) {
                        int n = map.neighbour(i, d);
                        if (n != MapHexes.OFF && occupants[n] == null) {
                            offer(all, i, n);
                        }
                    }
                }
            }
            offers = all;
        }
        return offers;
    }

    /** Per map hex number, the catalogue number of its building, or -1 when empty. Shared: read, never change. */
    int[] builtNumbers() {
        if (builtNumbers == null) {
            int[] all = new int[map.size()];
            for (int i = 0; i < all.length; i++) {
                all[i] = occupants[i] == null ? -1 : catalogue.number(occupants[i].building());
            }
            builtNumbers = all;
        }
        return builtNumbers;
    }

    /** Hex {@code from}'s symbol, if any, counted in what hex {@code to} offers. */
    private void offer(int[] all, int to, int from) {
        int r = map.resource(from);
        if (r != MapHexes.BLANK) {
            all[4 * to + r]++;
        }
    }

    /** Hex {@code built} is no longer empty: its empty neighbours no longer count its symbol. */
    private void lose(int built) {
        int r = map.resource(built);
        if (r == MapHexes.BLANK) {
            return;
        }
        for (int d = 0; d < 6; d++) {
            int n = map.neighbour(built, d);
            if (n != MapHexes.OFF && occupants[n] == null) {
                offers[4 * n + r]--;
            }
        }
    }

    public boolean isMapHex(Hex h) {
        return map.number(h) != MapHexes.OFF;
    }

    /** The resource shown on a map hex, or null when it is blank or not a map hex. */
    public Resource resourceAt(Hex h) {
        int n = map.number(h);
        return n == MapHexes.OFF || map.resource(n) == MapHexes.BLANK ? null : Resource.values()[map.resource(n)];
    }

    public List<ShrineAt> shrines() {
        return List.copyOf(shrines);
    }

    /** Capacity − used [attika §4.1]: 2 + extra in draw mode, 3 + extra otherwise. */
    int actionsLeft() {
        return capacity(mode) - used;
    }

    int capacity(Mode m) {
        return (m == Mode.DRAW ? 2 : 3) + extra;
    }

    boolean isShrine(Hex h) {
        for (ShrineAt s : shrines) {
            if (s.at().equals(h)) {
                return true;
            }
        }
        return false;
    }

    // ---- folding events ----------------------------------------------------------------------------------------

    AttikaState apply(AttikaEvent event) {
        AttikaState s = copy();
        s.fold(event);
        return s;
    }

    private void fold(AttikaEvent event) {
        if (event instanceof GameStarted e) {
            set = e.componentSet();
            catalogue = new Catalogue(set);
            source = e.componentSetSource();
            sha256 = e.sha256();
            seatStarts = e.seats();
            startSeat = e.startSeat();
            layout = e.layout();
            stacked = e.stacked();
            seedHash = e.seedHash();
            for (int i = 0; i < e.seats().size(); i++) {
                seats.add(new Seat());
            }
        } else if (event instanceof MapStackShuffled e) {
            mapStack = new ArrayList<>(e.order());
        } else if (event instanceof MapTilePlaced e) {
            mapStack = new ArrayList<>(mapStack);
            mapStack.remove(e.tile());
            if (e.tile().equals(mapTile)) {
                mapTile = null;
            }
            tiles = new ArrayList<>(tiles);
            MapHexes grown = map.with(set.tile(e.tile()), e.at(), e.rotation());
            // the new hexes change the numbering: each building moves to its hex's new number
            Occupant[] moved = new Occupant[grown.size()];
            for (int i = 0; i < occupants.length; i++) {
                if (occupants[i] != null) {
                    moved[grown.number(map.hex(i))] = occupants[i];
                }
            }
            map = grown;
            occupants = moved;
            offers = null; // new hexes, new neighbours: worked out afresh when next asked for
            settlements = null; // labelled by hex number, which the new hexes change
            builtNumbers = null; // likewise
            tiles.add(new PlacedTile(e.tile(), e.at(), e.rotation()));
        } else if (event instanceof ShrinesPlaced e) {
            shrines = new ArrayList<>(e.shrines());
        } else if (event instanceof BuildingStacksFormed e) {
            Seat seat = changing(e.seat());
            seat.stacks = new ArrayList<>(List.of(List.copyOf(e.main()), List.copyOf(e.A()), List.copyOf(e.B()),
                    List.copyOf(e.C())));
            seat.inGame = e.main().size() + e.A().size() + e.B().size() + e.C().size();
            java.util.Set<String> ids = new java.util.HashSet<>();
            ids.addAll(e.main());
            ids.addAll(e.A());
            ids.addAll(e.B());
            ids.addAll(e.C());
            seat.inGameIds = java.util.Set.copyOf(ids);
        } else if (event instanceof BuildingRevealed e) {
            Seat seat = changing(e.seat());
            pop(seat, e.stack());
            seat.board.add(e.building());
        } else if (event instanceof DeckShuffled e) {
            deck = new ArrayList<>(e.order());
            if (e.reason() == ShuffleReason.RESHUFFLE) {
                discard = new int[4];
            }
        } else if (event instanceof CardsDealt e) {
            take(e.seat(), e.received());
        } else if (event instanceof CardsDrawn e) {
            take(e.seat(), e.received());
        } else if (event instanceof TurnStarted e) {
            turnSeat = e.seat();
            turnNumber = e.number();
            mode = Mode.UNDECIDED;
            used = 0;
            extra = 0;
        } else if (event instanceof BuildingDrawn e) {
            Seat seat = changing(e.seat());
            drawn = pop(seat, e.stack());
            drawnFrom = e.stack();
            drawnEmptied = e.emptiedStack();
            mode = Mode.DRAW;
            used++;
        } else if (event instanceof BuildingStored e) {
            changing(e.seat()).board.add(e.building());
            drawn = null;
            drawnFrom = null;
        } else if (event instanceof BuildingBuilt e) {
            Seat seat = changing(e.seat());
            if (e.from() == From.BOARD) {
                seat.board.remove(e.building());
                mode = Mode.BUILD;
                used++;
            } else {
                drawn = null;
                drawnFrom = null;
            }
            int[] pay = e.payment().toArray();
            discard = discard.clone();
            for (int r = 0; r < 4; r++) {
                seat.hand[r] -= pay[r];
                discard[r] += pay[r];
            }
            occupants = occupants.clone();
            int at = map.number(e.at());
            occupants[at] = new Occupant(e.seat(), e.building());
            if (offers != null) {
                offers = offers.clone();
                lose(at);
            }
            if (builtNumbers != null) {
                builtNumbers = builtNumbers.clone();
                builtNumbers[at] = catalogue.number(e.building());
            }
            if (settlements != null && settlements[e.seat()] != null) {
                settlements[e.seat()] = Settlements.joined(settlements[e.seat()], map, at);
            }
            seat.built++;
        } else if (event instanceof AmphoraAwarded e) {
            Seat seat = changing(e.seat());
            seat.awarded.add(e.group());
            seat.amphorae++;
            amphoraSupply--;
        } else if (event instanceof AmphoraSubstituted e) {
            changing(e.seat()).awarded.add(e.group());
        } else if (event instanceof AmphoraUsed e) {
            changing(e.seat()).amphorae--;
            amphoraSupply++;
            extra++;
        } else if (event instanceof MapTileDrawn e) {
            mapStack = new ArrayList<>(mapStack.subList(1, mapStack.size()));
            mapTile = e.tile();
            drawnEmptied = false;
        } else if (event instanceof MapGrowthSkipped e) {
            drawnEmptied = false;
        } else if (event instanceof TurnEnded e) {
            turnSeat = -1;
        } else if (event instanceof SeatWithdrawn e) {
            Seat seat = changing(e.seat());
            int[] cards = e.discarded().toArray();
            discard = discard.clone();
            for (int r = 0; r < 4; r++) {
                seat.hand[r] -= cards[r];
                discard[r] += cards[r];
            }
            seat.amphorae -= e.amphorae();
            amphoraSupply += e.amphorae();
            seat.withdrawn = true;
        } else if (event instanceof GameEnded e) {
            result = e;
        }
    }

    private static String pop(Seat seat, StackName stack) {
        List<String> s = new ArrayList<>(seat.stacks.get(stack.ordinal()));
        String top = s.remove(0);
        seat.stacks.set(stack.ordinal(), List.copyOf(s));
        return top;
    }

    /** The top {@code n} cards of the deck go to the seat's hand. */
    private void take(int seat, int n) {
        int[] hand = changing(seat).hand;
        for (int i = 0; i < n; i++) {
            hand[deck.get(i).ordinal()]++;
        }
        deck = new ArrayList<>(deck.subList(n, deck.size()));
    }
}
