package ziggurat.games.qin;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SplittableRandom;
import ziggurat.engine.LegalMove;
import ziggurat.engine.RuleViolation;
import ziggurat.engine.Ruleset;
import ziggurat.engine.kit.RandomGames;
import ziggurat.engine.kit.RulesetConformance;
import ziggurat.engine.kit.Secrets;
import ziggurat.games.qin.QinMove.*;
import ziggurat.games.qin.extra.TileTrading;

/**
 * Qin on the ruleset conformance kit, over the variants it plays (the recommended {@code veles} and others across
 * every implemented module), with the codes of [qin §4, §7] and the table's invariants after every move: every tile
 * and every pagoda accounted for.
 */
class QinConformanceTest extends RulesetConformance<QinState, QinMove, QinEvent> {

    static final QinRuleset RULES = new QinRuleset();

    /**
     * Variants over every implemented module: the Pagoda auction (no) first, so the kit's few games play it; each
     * winner and end rule, sa/se/suo, pei/pa/pu, ku/ko/ke, and the pagoda modules with uses (green, violet,
     * Combinations; with one use under sa, three under suo, none under se; a Trash bin to move pagodas into; towers
     * with violet), and the extras mai/miau/mil/muo/mas alone and together (selling needs two pagodas of one's own in
     * the draw step, so several games of velesmaisuopa); Simultaneous (niu) first of all, with sa, se and suo, uses and
     * Pagoda reward, and with the extras (sale declarations, round-robin picks, the extras window). Each game plays
     * the next of them. The last, a four-seat game (the kit cycles 2, 3, 4 seats) of sales declared in the round
     * (niu, mai) with three uses a turn, is one whose seed (its index, 50) has two seats declare in one Draw-1, so a
     * declaration sealed from the other seats is there to be checked ({@code /roundWindow/seats/}{@code * /sell}):
     * one declarer alone is revealed at once. The redaction check walks it beside the first six games.
     */
    static final List<String> VARIANTS = List.of("velesmaisuoniupa", "velessuoniupam", "vellesseniuko", "velesmaimiauniupam",
            "velesno", "vellesseno", "velessuonopu", "veles", "vellesse",
            "velessuopam", "villepa", "viuluseko", "vuolapuke", "verlopa", "velesmiau", "vellesuopuko", "villessepake",
            "velespeus", "vellesuopesko", "viulepi", "verlesuopao", "vuolasepum", "velespaiko", "velesmaimiaumilmuomas",
            "velesmaisemil", "velessuomuomas", "velesmaisuopa", "velesmaisuopa", "velesmaisuopa", "velesmaisuopa",
            "velesmaisuopa", "velesmaisuopako", "velesmaisepa", "vellomaisuopa", "velemaisuopa", "velesmaisuopako",
            "velesmaisepa", "velesmaimiaunomilmuomas", "velesmaisuoniupa", "velesmaisuoniupa", "velesmaisuoniupako",
            "velesmaisuomiauniumilpamuomas", "velesniumilmuomas",
            "velesniumas", "vellesniumas", "velesniumas", "velesmaisuoniupa",
            "velesniumas", "velesniumas", "velesniu", "velesmaisuoniupa");

    static final Set<String> CODES = Set.of("tileNotInHand", "offBoard", "cellsNotAdjacent", "waterCell",
            "villageCell", "startSquare", "cellColoured", "pagodaOnCell", "notTouchingColour", "noBlackPower",
            "whiteProtected", "villagePagodaColourRequired", "colourMismatch", "wrongStep", "mandatoryActionAvailable",
            "colourNotInPlay", "pagodaSupplyEmpty", "noLegalSite", "noSuchPagoda", "notOwner", "notUsable",
            "alreadyUsedThisTurn", "illegalDestination", "drawOwed", "pendingResponse", "supplyEmpty",
            "tilesNotInHand", "noOpenOffer", "notParticipant", "notYourDecision", "invalidBid", "mustMatchCommitment",
            "exclusionZone", "pointedCellShared");

    @Override
    protected Ruleset<QinState, QinMove, QinEvent> rules() {
        return RULES;
    }

    /**
     * {@code TradeLapsed} needs an offer's offerer to lose the offered tile (to a destruction, or to another trade)
     * while its target has not yet answered, which only the extras window of a {@code niu} round allows, and random
     * players answer or move on long before: SimultaneousExtrasTest proves it.
     */
    @Override
    protected Map<String, String> eventsOutOfRandomReach() {
        return Map.of("TradeLapsed", "SimultaneousExtrasTest offerLapsesWhenTheOffererNoLongerHoldsIt");
    }

    /** The first six games, and the last, where two seats declare sales in one Draw-1 (see {@link #VARIANTS}). */
    @Override
    protected List<Integer> redactionGames() {
        List<Integer> games = new java.util.ArrayList<>(super.redactionGames());
        games.add(VARIANTS.size() - 1);
        return games;
    }

    @Override
    protected int games() {
        return VARIANTS.size();
    }

    @Override
    protected Record options(int game) {
        return QinOptions.variant(VARIANTS.get(game % VARIANTS.size()));
    }

    /**
     * In games of Selling pagodas half the decisions pick a kind of move first: a sale is listed once per number of
     * pagodas beside hundreds of placements, and a uniform pick would seldom play it.
     */
    @Override
    protected ziggurat.engine.kit.RandomGames.Chooser<QinMove> chooser(int game) {
        return VARIANTS.get(game % VARIANTS.size()).contains("mai") ? ziggurat.engine.kit.RandomGames.Chooser.mixed()
                : ziggurat.engine.kit.RandomGames.Chooser.uniform();
    }

    @Override
    protected Secrets secrets() {
        return new Secrets(List.of("/pileOrder"), List.of("/players/*/hand", "/auction/seats/*/amount",
                "/auction/seats/*/pagodas", "/round/seats/*/tile", "/round/seats/*/resolution",
                "/roundWindow/seats/*/sell"),
                Map.of("PileFormed", List.of("order")),
                Map.of("TilesDrawn", List.of("tiles"), "BidSubmitted", List.of("amount", "pagodas"), "Committed",
                        List.of("cell", "tile", "out"), "Resolved", List.of("resolution"), "DrawDeclared",
                        List.of("sell")), Set.of(), List.of());
    }

    /** The expected colour a cell may carry changes nothing about the move [qin §3.4]. */
    @Override
    protected QinMove normal(QinMove move) {
        if (move instanceof PlaceTile p) {
            return new PlaceTile(p.tile(), List.of(p.cells().get(0).plain(), p.cells().get(1).plain()),
                    p.villagePagodas());
        }
        return move;
    }

    /**
     * A bid or a sale naming other pagodas of the {@link Choice} beside its listed move is that move: the listing
     * gives each amount once [qin D31, D52]. Anything else (a pagoda not in the choice, one named twice) stays
     * itself, so the kit still expects decide to refuse it.
     */
    @Override
    protected QinMove normal(QinState state, int seat, QinMove move) {
        if (move instanceof RespondTrade r) {
            return answer(state, seat, r);
        }
        if (move instanceof Bid || move instanceof SellPagodas || move instanceof DeclareDraw) {
            for (LegalMove<QinMove> listed : RULES.legalMovesWithDetails(state, seat)) {
                if (listed.details() instanceof Choice c && listed.move().getClass() == move.getClass()
                        && stands(c, move)) {
                    return listed.move();
                }
            }
        }
        return normal(move);
    }

    /**
     * An answer to a trade is the listed answer to the same offer: named by its offerer ({@code from}) or, without it,
     * the oldest offer to the seat [qin D54]; niu lists each with its {@code from}, sequential play without. An answer
     * to no open offer stays itself, so the kit still expects decide to refuse it.
     */
    private static QinMove answer(QinState state, int seat, RespondTrade r) {
        TileTrading.Offer offer = state.offers.stream().filter(o -> o.to() == seat
                && (r.from() == null || o.from() == r.from())).findFirst().orElse(null);
        if (offer == null) {
            return r;
        }
        RespondTrade named = new RespondTrade(r.accept(), offer.from());
        return RULES.legalMoves(state, seat).contains(named) ? named : new RespondTrade(r.accept());
    }

    /** Whether {@code move} names {@code c.choose()} distinct pagodas of {@code c.from()}, by id. */
    private static boolean stands(Choice c, QinMove move) {
        List<PagodaRef> refs = move instanceof Bid b ? b.pagodas() : move instanceof DeclareDraw d ? d.sell()
                : ((SellPagodas) move).pagodas();
        Set<String> ids = new java.util.HashSet<>();
        for (PagodaRef r : refs) {
            if (r.id() == null || !c.from().contains(r.id()) || !ids.add(r.id())) {
                return false;
            }
        }
        return ids.size() == c.choose() && (!(move instanceof Bid b) || b.amount() == c.choose());
    }

    @Override
    protected List<QinMove> candidates(QinState state, int seat, SplittableRandom random) {
        List<QinMove> all = new ArrayList<>();
        all.add(new EndTurn());
        all.add(Bid.nothing());
        List<Pagoda> pagodas = state.pagodas();
        for (int i = 0; i < 3 && !pagodas.isEmpty(); i++) {
            Pagoda p = pagodas.get(random.nextInt(pagodas.size()));
            all.add(new Bid(1 + random.nextInt(2), List.of(PagodaRef.id(p.id()))));
        }
        Board b = state.board();
        for (int i = 0; i < 16; i++) {
            TileType t = TileType.values()[random.nextInt(6)];
            int r = random.nextInt(b.rows() + 1);
            int c = random.nextInt(b.cols() + 1);
            int dir = random.nextInt(3);
            all.add(new PlaceTile(t, new Cell(r, c), new Cell(dir == 0 ? r : r + 1, dir == 1 ? c : c + 1)));
            List<TileType> d = List.of(TileType.values()[random.nextInt(6)], TileType.values()[random.nextInt(6)],
                    TileType.values()[random.nextInt(6)]);
            all.add(new BuyPagoda(new Cell(r, c), PagodaColour.values()[random.nextInt(4)], d));
        }
        all.add(new Pass());
        // uses of every kind, by pagodas that are there or not, the seat's or not (refs by id, as listed)
        int ids = state.pagodas().size() + 2;
        for (int i = 0; i < 24; i++) {
            PagodaRef used = PagodaRef.id("P" + (1 + random.nextInt(ids)));
            PagodaRef other = PagodaRef.id("P" + (1 + random.nextInt(ids)));
            PagodaRef third = PagodaRef.id("P" + (1 + random.nextInt(ids)));
            Cell to = new Cell(random.nextInt(b.rows() + 1), random.nextInt(b.cols() + 1));
            Effect effect = switch (random.nextInt(4)) {
                case 0 -> Effect.greenMove(other, Effect.Direction.values()[random.nextInt(4)]);
                case 1 -> Effect.violetRecolour(other, PagodaColour.values()[random.nextInt(4)]);
                case 2 -> Effect.slideAway(other, Effect.Mover.values()[random.nextInt(2)], to);
                default -> Effect.pullBetween(other, third, to);
            };
            all.add(new UsePagoda(used, effect));
        }
        // the extras' moves [qin §7], whether the game has them or not
        TileType t = TileType.values()[random.nextInt(6)];
        int seatTo = random.nextInt(state.seats() + 1);
        all.add(new TakeTile(t));
        all.add(new SellPagodas(List.of(PagodaRef.id("P" + (1 + random.nextInt(4))),
                PagodaRef.id("P" + (5 + random.nextInt(4))))));
        all.add(new OfferTrade(seatTo, List.of(t), List.of(TileType.values()[random.nextInt(6)])));
        all.add(new RespondTrade(random.nextBoolean()));
        all.add(new RespondTrade(random.nextBoolean(), random.nextInt(state.seats())));
        all.add(new WithdrawTrade());
        all.add(new DestroyTile(t, seatTo));
        all.add(new DiscardTile(t));
        all.add(new Ready());
        all.add(new DeclareDraw(List.of(PagodaRef.id("P" + (1 + random.nextInt(4))))));
        all.add(new DeclareDraw(List.of(PagodaRef.id("P" + (1 + random.nextInt(4))),
                PagodaRef.id("P" + (5 + random.nextInt(4))))));
        // Simultaneous [qin D32]: commitments and resolutions, fitting or not
        all.add(Commit.dropOut());
        for (int i = 0; i < 6; i++) {
            Cell at = new Cell(random.nextInt(b.rows() + 1), random.nextInt(b.cols() + 1));
            all.add(new Commit(at, random.nextBoolean() ? null : TileType.values()[random.nextInt(6)], null));
            Cell next = new Cell(at.row(), at.col() + 1);
            all.add(Resolve.place(List.of(at, next), List.of()));
            all.add(Resolve.buy(PagodaColour.values()[random.nextInt(4)], List.of(t, t, t)));
        }
        state.rules().order().legal(state, seat).stream().limit(3).forEach(all::add);
        return all;
    }

    @Override
    protected void refused(QinState state, int seat, QinMove move, RuleViolation violation) {
        assertTrue(CODES.contains(violation.code()), violation.toString());
    }

    @Override
    protected void played(QinState before, QinMove move, List<QinEvent> events, QinState after) {
        checkInvariants(after);
    }

    /** A watcher of random games that checks {@link #checkInvariants} on the table set up and after every move. */
    static RandomGames.Watcher<QinState, QinMove, QinEvent> invariantsKept() {
        return new RandomGames.Watcher<>() {
            @Override
            public void started(List<QinEvent> events, QinState state) {
                checkInvariants(state);
            }

            @Override
            public void played(QinState before, int seat, QinMove move, List<QinEvent> events, QinState after) {
                checkInvariants(after);
            }
        };
    }

    /** 72 tiles and 96 pagodas accounted for. */
    static void checkInvariants(QinState s) {
        int tiles = s.supplySize() + Arrays.stream(s.discard).sum();
        for (int seat = 0; seat < s.seats(); seat++) {
            tiles += s.handSize(seat);
        }
        assertEquals(s.pile.size(), tiles + s.placed, "every tile is somewhere");
        assertEquals(72, s.pile.size(), "an unstacked pile holds all 72 tiles");
        int pagodas = s.pagodas().size();
        for (PagodaColour c : s.rules().pagodas().colours()) {
            pagodas += s.supply(c);
            pagodas += s.claimer(c) >= 0 && markers(s, c) ? 1 : 0;
        }
        assertEquals(24 * s.rules().pagodas().colours().size(), pagodas, "every pagoda is somewhere");
    }

    private static boolean markers(QinState s, PagodaColour c) {
        return s.markers[c.ordinal()];
    }
}
