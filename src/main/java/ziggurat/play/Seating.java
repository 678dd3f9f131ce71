package ziggurat.play;

import static ziggurat.play.JsonFields.allowOnly;
import static ziggurat.play.JsonFields.requireObject;

import com.fasterxml.jackson.databind.JsonNode;
import jakarta.enterprise.context.ApplicationScoped;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.UUID;
import org.jboss.logging.Logger;
import ziggurat.engine.Event;
import ziggurat.engine.GameSetup;
import ziggurat.engine.Rng;
import ziggurat.engine.RuleViolation;
import ziggurat.engine.Table;
import ziggurat.engine.Viewer;
import ziggurat.play.Answers.EventView;
import ziggurat.play.Answers.GameList;
import ziggurat.play.Answers.LobbyItem;
import ziggurat.play.Answers.LobbySeat;
import ziggurat.play.Answers.MoveAnswer;
import ziggurat.play.Answers.SeatToken;
import ziggurat.store.AppendFeed;
import ziggurat.store.EventStore;
import ziggurat.store.GameCursor;
import ziggurat.store.GroupCommit;
import ziggurat.store.StoredSeat;
import ziggurat.store.StoredGame;
import ziggurat.store.VersionConflict;
import ziggurat.store.WaitingGame;

/**
 * Seats people claim. A game may be created with open seats: each gets a one-time invitation, shown once in the
 * creation answer, and the game waits (nothing dealt, no seat moves, no clock runs) until every open seat is claimed.
 * A claim is a {@link Table.SeatClaimed} event, the player's name and never the code or the token; the last claim
 * is appended together with the game's setup, dealt from the seed committed to at creation with every name known,
 * so replay, the state hashes and the audit's rerun of the setup see an ordinary game after its claims.
 *
 * <p>A listed game shows in the lobby while it waits, and its open seats are claimed by number, without a code.
 * While it waits, its creator may call it off with the creator token.
 */
@ApplicationScoped
public class Seating {

    private static final Logger LOG = Logger.getLogger(Seating.class);

    private final EventStore store;
    private final GroupCommit commits;
    private final AppendFeed feed;
    private final LoadedGames games;
    private final Snapshots snapshots;
    private final WrittenViews views;

    public Seating(EventStore store, GroupCommit commits, AppendFeed feed, LoadedGames games, Snapshots snapshots,
                   WrittenViews views) {
        this.store = store;
        this.commits = commits;
        this.feed = feed;
        this.games = games;
        this.snapshots = snapshots;
        this.views = views;
    }

    // ---------------------------------------------------------------- at creation

    /** The seats of a new game and what its creation answers about each: a token, or an invitation for an open one. */
    record NewSeats(List<StoredSeat> stored, List<SeatToken> answered) {
    }

    static NewSeats newSeats(UUID game, List<String> names) {
        List<StoredSeat> stored = new ArrayList<>();
        List<SeatToken> answered = new ArrayList<>();
        for (int i = 0; i < names.size(); i++) {
            if (names.get(i) == null) {
                String invitation = Seal.newToken();
                stored.add(new StoredSeat(i, null, null, Seal.tokenHash(invitation)));
                answered.add(new SeatToken(i, null, null, true, invitation,
                        "/viewer/" + game + "?invitation=" + invitation));
            } else {
                String token = Seal.newToken();
                stored.add(new StoredSeat(i, names.get(i), Seal.tokenHash(token)));
                answered.add(new SeatToken(i, names.get(i), token));
            }
        }
        return new NewSeats(stored, answered);
    }

    /**
     * The names a game's setup is tried with at creation while some seats are open: the ruleset checks the options
     * and the stack then, so a game that could never start is refused at once, not at its last claim. Names never
     * change the deal, which comes from the seed alone.
     */
    static List<String> namesToTry(List<String> names) {
        List<String> tried = new ArrayList<>();
        for (int i = 0; i < names.size(); i++) {
            tried.add(names.get(i) == null ? "Seat " + i : names.get(i));
        }
        return tried;
    }

    // ---------------------------------------------------------------- claiming a seat

    /** A claimed seat: its number, its player's name, its token (shown this once) and the game's version after it. */
    public record Claimed(int seat, String name, String token, long version) {
    }

    /** A claim as sent: the invitation or (in a listed game) the seat number, and the player's name. */
    private record ClaimRequest(Optional<String> invitation, Optional<Integer> seat, String name) {

        static ClaimRequest read(byte[] body) {
            JsonNode request = GameJson.parse(body);
            requireObject(request, "The request body must be a JSON object with 'name' and 'invitation' (or 'seat',"
                    + " in a listed game).");
            allowOnly(request, "", "invitation", "seat", "name");
            JsonNode name = request.get("name");
            if (name == null || !name.isTextual() || !JsonFields.hasNonSpace(name.asText())
                    || JsonFields.characters(name.asText()) > CreateRequest.MAX_NAME) {
                throw Problem.malformed("'name' must be a non-blank string of at most " + CreateRequest.MAX_NAME
                        + " characters.");
            }
            JsonNode invitation = request.get("invitation");
            JsonNode seat = request.get("seat");
            if ((invitation == null) == (seat == null)) {
                throw Problem.malformed("Send either 'invitation' (the code from the creator) or 'seat' (an open seat"
                        + " of a listed game), not both.");
            }
            if (invitation != null && (!invitation.isTextual() || invitation.asText().isEmpty()
                    || invitation.asText().length() > 200)) {
                throw Problem.malformed("'invitation' must be the code the creator was given.");
            }
            if (seat != null && (!seat.canConvertToInt() || !seat.isIntegralNumber() || seat.asInt() < 0)) {
                throw Problem.malformed("'seat' must be a seat number, 0 or more.");
            }
            return new ClaimRequest(Optional.ofNullable(invitation).map(JsonNode::asText),
                    Optional.ofNullable(seat).map(JsonNode::asInt), name.asText());
        }
    }

    /**
     * Claims an open seat. Exactly one claim of a seat ever succeeds: the store writes it only while the seat is
     * still open and the game still at the version it was decided on (see {@link EventStore#claimSeat}). A wrong
     * and a used invitation get the same answer, which names no seat.
     */
    public Claimed claim(UUID id, byte[] body) {
        ClaimRequest request = ClaimRequest.read(body);
        for (int attempt = 1; ; attempt++) {
            LoadedGame game = games.load(id);
            int seat = seatClaimed(game, request);
            if (game.finished()) {
                throw Problem.gameOver(game.version());
            }
            if (!game.meta().seats().get(seat).open()) {
                throw seatTaken(seat, game.version());
            }
            boolean last = game.meta().openSeats() == 1;
            List<String> names = new ArrayList<>();
            for (StoredSeat s : game.meta().seats()) {
                names.add(s.seat() == seat ? request.name() : s.name());
            }
            List<Event> events = new ArrayList<>();
            events.add(new Table.SeatClaimed(seat, request.name()));
            if (last) {
                // the setup is dealt now that every name is known, from the seed committed to at creation
                events.addAll(setup(game, names));
            }
            Instant now = Instant.now().truncatedTo(ChronoUnit.MICROS);
            // nobody acts for a claim: it is no seat's move, and its time is when the player sat down
            Ledger.Sealed folded = Ledger.seal(game.meta(), game.ruleset(), game.state(), game.version(),
                    game.lastHash(), events, null, now);
            String token = Seal.newToken();
            byte[] tokenHash = Seal.tokenHash(token);
            EventStore.Claim outcome = store.claimSeat(id, seat, request.name(), tokenHash, game.version(),
                    folded.stored());
            if (outcome == EventStore.Claim.SEAT_TAKEN) {
                throw seatTaken(seat, games.load(id).version());
            }
            if (outcome == EventStore.Claim.VERSION_MOVED) {
                // another seat was claimed (or the game called off) meanwhile: decide again on the game as it is
                if (attempt >= 2 * game.meta().seats().size() + 2) {
                    throw Problem.versionConflict(games.load(id).version());
                }
                continue;
            }
            List<StoredSeat> seats = new ArrayList<>(game.meta().seats());
            seats.set(seat, new StoredSeat(seat, request.name(), tokenHash));
            StoredGame meta = LoadedGames.atVersion(game.meta().withSeats(seats), folded.version(), folded.finished());
            LoadedGame next = new LoadedGame(meta, game.ruleset(), folded.state(), folded.version(), folded.lastHash(),
                    folded.finished(), game.moves(), game.clocksAfter(now, null, folded.state(), folded.finished()));
            games.remember(next);
            feed.appended(id, next.version());
            snapshots.appended(next, game.version());
            LOG.infof("game %s: seat %d claimed at version %d%s", id, seat, next.version(),
                    last ? "; every seat is taken and the game begins" : "");
            return new Claimed(seat, request.name(), token, next.version());
        }
    }

    /** The seat a claim names: by its invitation, or by number in a listed game. */
    private static int seatClaimed(LoadedGame game, ClaimRequest request) {
        List<StoredSeat> seats = game.meta().seats();
        if (request.invitation().isPresent()) {
            byte[] hash = Seal.tokenHash(request.invitation().get());
            Integer found = null;
            // every seat is compared, so the time taken does not tell which seat (if any) came close
            for (StoredSeat s : seats) {
                if (s.invitationHash() != null && Seal.sameHash(s.invitationHash(), hash)) {
                    found = s.seat();
                }
            }
            if (found == null) {
                // a wrong code and a used one get the same answer, and neither says which seats are open
                throw Problem.of(404, "invitation-not-found", "Invitation not found",
                        "This invitation opens no seat of this game: it is wrong, or it has been used.");
            }
            return found;
        }
        if (!game.meta().listed()) {
            throw Problem.of(403, "invitation-required", "Invitation required",
                    "This game is not listed: a seat of it is claimed with the invitation its creator shares.");
        }
        int seat = request.seat().orElseThrow();
        if (seat >= seats.size()) {
            throw Problem.notFound("This game has no seat " + seat + "; its seats are 0 to " + (seats.size() - 1) + ".");
        }
        return seat;
    }

    private static Problem seatTaken(int seat, long version) {
        return Problem.of(409, "seat-taken", "Seat taken", "Seat " + seat + " has been claimed already.")
                .with("currentVersion", version);
    }

    /** The game's setup with every name, as its creation would have dealt it with these names. */
    private static List<Event> setup(LoadedGame game, List<String> names) {
        StoredGame m = game.meta();
        Record options = GameJson.readOptions(game.ruleset(), GameJson.readTree(m.optionsJson()));
        Optional<Object> stack = Optional.ofNullable(m.stackJson())
                .map(s -> GameJson.convert(GameJson.readTree(s), Object.class));
        try {
            return game.ruleset().start(new GameSetup(names, options, stack, m.commitment()), Rng.of(m.seed(), "setup"));
        } catch (RuleViolation v) {
            // tried with the same options and stack at creation: only a change of the rules between then and now
            throw new IllegalStateException("game " + m.id() + ": its setup is refused at its last claim", v);
        }
    }

    // ---------------------------------------------------------------- calling a waiting game off

    /**
     * The creator calls off a game still waiting for players, with the creator token; empty when {@code token} is
     * not the creator's (it may be a seat's, which aborts as any seat does).
     */
    public Optional<MoveOutcome> abortByCreator(UUID id, Optional<String> token) {
        if (token.isEmpty()) {
            return Optional.empty();
        }
        LoadedGame game = games.load(id);
        byte[] creator = game.meta().creatorTokenHash();
        if (creator == null || !Seal.sameHash(creator, Seal.tokenHash(token.get()))) {
            return Optional.empty();
        }
        for (int attempt = 1; ; attempt++) {
            if (game.finished()) {
                throw Problem.gameOver(game.version());
            }
            if (!game.waiting()) {
                throw Problem.of(409, "game-has-begun", "Game has begun", "Every seat has been claimed and the game"
                        + " has begun: the creator token no longer aborts it; a seat may, early on.")
                        .with("currentVersion", game.version());
            }
            List<Event> events = game.table().abortByCreator(game.state());
            Instant now = Instant.now().truncatedTo(ChronoUnit.MICROS);
            Ledger.Sealed folded = Ledger.seal(game.meta(), game.ruleset(), game.state(), game.version(),
                    game.lastHash(), events, null, now);
            LoadedGame next = new LoadedGame(LoadedGames.atVersion(game.meta(), folded.version(), folded.finished()),
                    game.ruleset(), folded.state(), folded.version(), folded.lastHash(), folded.finished(), game.moves(),
                    game.clocksAfter(now, null, folded.state(), folded.finished()));
            try {
                commits.append(id, game.version(), folded.stored(), folded.finished(), Optional.empty());
            } catch (VersionConflict conflict) {
                if (attempt >= 5) {
                    throw Problem.versionConflict(games.load(id).version());
                }
                game = games.load(id);
                continue;
            }
            List<EventView> shown = new ArrayList<>();
            for (int i = 0; i < events.size(); i++) {
                shown.add(Answers.eventView(game.ruleset(), folded.stored().get(i), events.get(i), Viewer.EVERYONE));
            }
            MoveAnswer answer = new MoveAnswer(next.version(), shown, Answers.gameView(next, Viewer.EVERYONE, null), null);
            String viewJson = GameJson.write(answer.game());
            // no longer waiting: its creator's place under the cap on waiting games is free, and who it was forgotten
            store.forgetCreator(id);
            games.remember(next);
            views.remember(next, Viewer.EVERYONE, null, viewJson);
            feed.appended(id, next.version());
            LOG.infof("game %s: called off by its creator at version %d", id, next.version());
            return Optional.of(new MoveOutcome(200, Answers.write(answer.version(), answer.events(), viewJson, null), false, false, next.version(), null));
        }
    }

    /** Refuses what no seat may do before every seat is claimed: a move, resigning. */
    static void refuseWhileWaiting(LoadedGame game) {
        if (game.waiting()) {
            throw Problem.of(409, "waiting-for-players", "Waiting for players", "Not every seat of this game has"
                    + " been claimed: nobody moves until it begins.").with("currentVersion", game.version())
                    .with("openSeats", game.meta().openSeats());
        }
    }

    // ---------------------------------------------------------------- the lobby

    /** Listed games waiting for players, newest first, paged as the game list is. */
    public GameList lobby(Optional<String> ruleset, Optional<String> cursor, int limit) {
        Optional<GameCursor> after = cursor.map(ListCursor::decode);
        List<WaitingGame> page = store.listWaiting(ruleset, after, limit + 1);
        List<LobbyItem> items = new ArrayList<>();
        for (WaitingGame g : page.subList(0, Math.min(limit, page.size()))) {
            List<LobbySeat> seats = new ArrayList<>();
            int open = 0;
            for (int i = 0; i < g.seatNames().size(); i++) {
                String name = g.seatNames().get(i);
                seats.add(new LobbySeat(i, name, name == null));
                open += name == null ? 1 : 0;
            }
            items.add(new LobbyItem(g.id(), g.ruleset(), GameJson.readTree(g.optionsJson()), seats, open,
                    g.createdAt()));
        }
        String next = null;
        if (page.size() > limit) {
            LobbyItem last = items.get(items.size() - 1);
            next = ListCursor.encode(new GameCursor(last.createdAt(), last.id()));
        }
        return new GameList(items, next);
    }

    // ---------------------------------------------------------------- a cache that catches up

    /**
     * {@code game} with its seats as the store has them, when its log holds a claim its row did not show yet (read
     * before the claim was written, or cached by an instance that did not write it): a claimed seat's token must
     * open it on every instance.
     */
    static LoadedGame withClaimedSeats(LoadedGame game, EventStore store) {
        List<Integer> claimed = game.table().claimed(game.state());
        boolean behind = claimed.stream().anyMatch(seat -> game.meta().seats().get(seat).open());
        if (!behind) {
            return game;
        }
        StoredGame fresh = store.findGame(game.meta().id()).orElseThrow();
        return new LoadedGame(game.meta().withSeats(fresh.seats()), game.ruleset(), game.state(), game.version(),
                game.lastHash(), game.finished(), game.moves(), game.clocks());
    }
}
