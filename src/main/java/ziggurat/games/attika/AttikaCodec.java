package ziggurat.games.attika;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import ziggurat.engine.StateCodec;
import ziggurat.engine.kit.SnapshotFields;
import ziggurat.games.attika.AttikaEvent.ShrineAt;
import ziggurat.games.attika.AttikaSnapshot.Built;
import ziggurat.games.attika.AttikaSnapshot.Player;
import ziggurat.games.attika.AttikaState.Occupant;
import ziggurat.games.attika.AttikaState.PlacedTile;

/**
 * An {@link AttikaState} to an {@link AttikaSnapshot} and back. {@link #restore} refuses what no game could reach
 * and the complete view would not show (a building or tile that is not in the set or is in two places, rosettes
 * that overlap, a building off the map, more of a card or of the amphorae than the game has), so whatever it
 * accepts is either the state it was taken of or fails the platform's state-hash check.
 */
final class AttikaCodec implements StateCodec<AttikaState, AttikaSnapshot> {

    private static final SnapshotFields FIELDS = new SnapshotFields("Attika");

    static final AttikaCodec INSTANCE = new AttikaCodec();

    private AttikaCodec() {
    }

    @Override
    public Class<AttikaSnapshot> type() {
        return AttikaSnapshot.class;
    }

    @Override
    public AttikaSnapshot snapshot(AttikaState s) {
        List<Built> buildings = new ArrayList<>();
        for (int i = 0; i < s.occupants.length; i++) {
            Occupant o = s.occupants[i];
            if (o != null) {
                buildings.add(new Built(s.map.hex(i), o.seat(), o.building()));
            }
        }
        List<Player> players = new ArrayList<>();
        for (AttikaState.Seat p : s.seats) {
            players.add(new Player(p.stacks.get(0), p.stacks.get(1), p.stacks.get(2), p.stacks.get(3),
                    List.copyOf(p.board), Payment.of(p.hand), p.amphorae, List.copyOf(p.awarded)));
        }
        return new AttikaSnapshot(s.set, s.source, s.sha256, s.seatStarts, s.startSeat, s.layout, s.stacked,
                s.seedHash, List.copyOf(s.tiles), List.copyOf(s.mapStack), List.copyOf(s.shrines),
                List.copyOf(buildings), List.copyOf(players), List.copyOf(s.deck), Payment.of(s.discard),
                s.turnNumber, s.turnSeat, s.mode, s.used, s.extra, s.drawn, s.drawnFrom, s.drawnEmptied, s.mapTile,
                s.result);
    }

    @Override
    public AttikaState restore(AttikaSnapshot r) {
        AttikaState s = new AttikaState();
        ComponentSet set = FIELDS.present(r.componentSet(), "componentSet");
        s.set = set;
        s.catalogue = new Catalogue(set);
        s.source = FIELDS.present(r.componentSetSource(), "componentSetSource");
        s.sha256 = FIELDS.present(r.sha256(), "sha256");
        s.seatStarts = List.copyOf(FIELDS.present(r.seats(), "seats"));
        int seats = s.seatStarts.size();
        FIELDS.check(seats >= 2 && seats <= 4, "2 to 4 seats");
        for (int i = 0; i < seats; i++) {
            FIELDS.check(s.seatStarts.get(i).seat() == i, "the seats' order");
        }
        FIELDS.check(SnapshotFields.seat(r.startSeat(), seats), "startSeat");
        s.startSeat = r.startSeat();
        FIELDS.check(set.layout(r.layout()) != null, "layout");
        s.layout = r.layout();
        s.stacked = r.stacked();
        s.seedHash = r.seedHash();

        // the map: each tile of the set at most once, on the map, face down or waiting; rosettes never overlap
        Set<String> tilesSeen = new HashSet<>();
        s.tiles = new ArrayList<>();
        Map<Hex, Integer> hexes = new HashMap<>();
        for (PlacedTile t : FIELDS.present(r.tiles(), "tiles")) {
            ComponentSet.MapTile tile = set.tile(t.tile());
            FIELDS.check(tile != null && tilesSeen.add(t.tile()), "a placed tile");
            FIELDS.check(Lattice.isCentre(t.at()) && t.rotation() >= 0 && t.rotation() < 6, "a tile's site");
            for (int i = 0; i < 7; i++) {
                Resource res = tile.hexes().get(i);
                Integer before = hexes.put(Lattice.hexOfTile(t.at(), i, t.rotation()), res == null ? -1 : res.ordinal());
                FIELDS.check(before == null, "tiles that do not overlap");
            }
            s.tiles.add(t);
        }
        s.map = MapHexes.of(hexes);
        s.occupants = new Occupant[s.map.size()];
        s.mapStack = new ArrayList<>(FIELDS.present(r.mapStack(), "mapStack"));
        for (String t : s.mapStack) {
            FIELDS.check(set.tile(t) != null && tilesSeen.add(t), "a tile of the map stack");
        }
        FIELDS.check(r.mapTile() == null || (set.tile(r.mapTile()) != null && tilesSeen.add(r.mapTile())),
                "the map tile waiting");
        s.mapTile = r.mapTile();
        s.shrines = new ArrayList<>(FIELDS.present(r.shrines(), "shrines"));
        for (ShrineAt shrine : s.shrines) {
            FIELDS.check(shrine != null && shrine.at() != null && !s.isMapHex(shrine.at()), "a shrine");
        }

        // the turn, before the seats: the drawn building belongs to the seat whose turn it is
        FIELDS.check(r.turnSeat() >= -1 && r.turnSeat() < seats, "turnSeat");
        s.turnSeat = r.turnSeat();
        s.turnNumber = r.turnNumber();
        s.mode = FIELDS.present(r.mode(), "mode");
        FIELDS.check(r.used() >= 0 && r.extra() >= 0, "used and extra");
        s.used = r.used();
        s.extra = r.extra();
        FIELDS.check((r.drawn() == null) == (r.drawnFrom() == null), "drawn and drawnFrom");
        FIELDS.check(r.drawn() == null || (s.turnSeat >= 0 && set.building(r.drawn()) != null), "the drawn building");
        s.drawn = r.drawn();
        s.drawnFrom = r.drawnFrom();
        s.drawnEmptied = r.drawnEmptied();
        s.result = r.result();
        FIELDS.check(s.result == null || (SnapshotFields.seat(s.result.winner(), seats) && s.result.reason() != null),
                "the result");

        // the buildings on the map, then each seat's other pieces: no building of a seat in two places
        List<Set<String>> inGame = new ArrayList<>();
        for (int i = 0; i < seats; i++) {
            inGame.add(new HashSet<>());
        }
        for (Built b : FIELDS.present(r.buildings(), "buildings")) {
            FIELDS.check(b != null && SnapshotFields.seat(b.seat(), seats), "a building's seat");
            FIELDS.check(s.isMapHex(b.at()) && s.buildingAt(b.at()) == null, "a building's hex");
            s.occupants[s.map.number(b.at())] = new Occupant(b.seat(), own(set, inGame.get(b.seat()), b.building()));
        }
        if (s.drawn != null) {
            own(set, inGame.get(s.turnSeat), s.drawn);
        }
        List<Player> players = FIELDS.present(r.players(), "players");
        FIELDS.check(players.size() == seats, "one player per seat");
        int held = 0;
        int[] cards = new int[4];
        s.seats = new ArrayList<>();
        for (int i = 0; i < seats; i++) {
            Player p = FIELDS.present(players.get(i), "a player");
            AttikaState.Seat seat = new AttikaState.Seat();
            List<List<String>> stacks = List.of(FIELDS.present(p.main(), "main"), FIELDS.present(p.A(), "A"),
                    FIELDS.present(p.B(), "B"), FIELDS.present(p.C(), "C"));
            seat.stacks = new ArrayList<>();
            for (List<String> stack : stacks) {
                for (String id : stack) {
                    own(set, inGame.get(i), id);
                }
                seat.stacks.add(List.copyOf(stack));
            }
            seat.board = new ArrayList<>(FIELDS.present(p.board(), "board"));
            for (String id : seat.board) {
                own(set, inGame.get(i), id);
            }
            seat.hand = FIELDS.present(p.hand(), "hand").toArray();
            FIELDS.check(p.amphorae() >= 0, "amphorae");
            seat.amphorae = p.amphorae();
            held += p.amphorae();
            seat.awarded = EnumSet.noneOf(Group.class);
            for (Group g : FIELDS.present(p.awarded(), "awarded")) {
                FIELDS.check(g != null && seat.awarded.add(g), "an awarded group");
            }
            seat.inGameIds = Set.copyOf(inGame.get(i));
            seat.inGame = seat.inGameIds.size();
            for (Occupant o : s.occupants) {
                seat.built += o != null && o.seat() == i ? 1 : 0;
            }
            add(cards, seat.hand);
            s.seats.add(seat);
        }
        FIELDS.check(held <= AttikaState.AMPHORAE, "the amphorae held");
        s.amphoraSupply = AttikaState.AMPHORAE - held;

        s.deck = new ArrayList<>(FIELDS.present(r.deck(), "deck"));
        for (Resource card : s.deck) {
            FIELDS.check(card != null, "a card of the deck");
            cards[card.ordinal()]++;
        }
        s.discard = FIELDS.present(r.discard(), "discard").toArray();
        add(cards, s.discard);
        for (int n : cards) {
            FIELDS.check(n <= AttikaState.CARDS_PER_RESOURCE, "15 cards of each resource at most");
        }
        return s;
    }

    /** The building's id, once it is known to be in the set and in no other place of the seat's. */
    private static String own(ComponentSet set, Set<String> seen, String id) {
        FIELDS.check(id != null && set.building(id) != null, "a building of the set");
        FIELDS.check(seen.add(id), "a building in one place only");
        return id;
    }

    private static void add(int[] into, int[] counts) {
        for (int i = 0; i < 4; i++) {
            into[i] += counts[i];
        }
    }
}
