package ziggurat.play;

import static ziggurat.play.JsonFields.allowOnly;
import static ziggurat.play.JsonFields.requireObject;

import com.fasterxml.jackson.databind.JsonNode;
import jakarta.enterprise.context.ApplicationScoped;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.UUID;
import ziggurat.engine.Event;
import ziggurat.engine.GameSetup;
import ziggurat.engine.Rng;
import ziggurat.engine.RuleViolation;
import ziggurat.engine.Table;
import ziggurat.play.Answers.GameList;
import ziggurat.play.Answers.LobbyItem;
import ziggurat.play.Answers.LobbySeat;
import ziggurat.play.Answers.SeatToken;
import ziggurat.store.EventStore;
import ziggurat.store.GameCursor;
import ziggurat.store.StoredSeat;
import ziggurat.store.StoredGame;
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
 *
 * <p>What a claim and the creator's abort decide is here; they are sealed, appended and remembered by
 * {@link PlayService}'s one path, as every step of a game is.
 */
@ApplicationScoped
public class Seating {

    private final EventStore store;

    public Seating(EventStore store) {
        this.store = store;
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
    record ClaimRequest(Optional<String> invitation, Optional<Integer> seat, String name) {

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
     * The events of claiming open seat {@code seat} of {@code game} for {@code request}'s player, decided on the game as
     * it is (the seat is looked up again, so a used invitation or a taken seat is refused): the claim, and after the
     * last one the game's setup, dealt from the seed committed to at creation now that every name is known. Nobody
     * acts for a claim: it is no seat's move. {@link PlayService#claim} seals and appends them as every step is.
     */
    static List<Event> claimEvents(LoadedGame game, ClaimRequest request) {
        int seat = seatClaimed(game, request);
        if (!game.meta().seats().get(seat).open()) {
            throw lost(request, seat, game.version());
        }
        List<String> names = new ArrayList<>();
        for (StoredSeat s : game.meta().seats()) {
            names.add(s.seat() == seat ? request.name() : s.name());
        }
        List<Event> events = new ArrayList<>();
        events.add(new Table.SeatClaimed(seat, request.name()));
        if (game.meta().openSeats() == 1) {
            events.addAll(setup(game, names));
        }
        return events;
    }

    /** {@code game} with seat {@code seat} as a claim has just written it: {@code name}'s, opened by the token hashed. */
    static LoadedGame withSeat(LoadedGame game, int seat, String name, byte[] tokenHash) {
        List<StoredSeat> seats = new ArrayList<>(game.meta().seats());
        seats.set(seat, new StoredSeat(seat, name, tokenHash));
        return new LoadedGame(game.meta().withSeats(seats), game.ruleset(), game.state(), game.version(),
                game.lastHash(), game.finished(), game.moves(), game.clocks());
    }

    /** The seat a claim names: by its invitation, or by number in a listed game. */
    static int seatClaimed(LoadedGame game, ClaimRequest request) {
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
                throw invitationNotFound();
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

    private static Problem invitationNotFound() {
        return Problem.of(404, "invitation-not-found", "Invitation not found",
                "This invitation opens no seat of this game: it is wrong, or it has been used.");
    }

    /**
     * The answer to a claim that lost its seat to another: by number, 409 {@code seat-taken}; with an invitation, the
     * answer to a used code, since by the time it is decided the code has been used. A claim that loses a race then
     * gets what the same claim a moment later would get, whichever step of the claim found the seat gone.
     */
    static Problem lost(ClaimRequest request, int seat, long version) {
        return request.invitation().isPresent() ? invitationNotFound() : seatTaken(seat, version);
    }

    static Problem seatTaken(int seat, long version) {
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
            return game.ruleset().start(new GameSetup(names, options, stack, m.commitment(), m.creatorSeeded()), Rng.of(m.seed(), "setup"));
        } catch (RuleViolation v) {
            // tried with the same options and stack at creation: only a change of the rules between then and now
            throw new IllegalStateException("game " + m.id() + ": its setup is refused at its last claim", v);
        }
    }

    // ---------------------------------------------------------------- calling a waiting game off

    /** Whether {@code token} is the creator token of {@code game} (a game created with open seats has one). */
    static boolean isCreator(LoadedGame game, Optional<String> token) {
        byte[] creator = game.meta().creatorTokenHash();
        return token.isPresent() && creator != null && Seal.sameHash(creator, Seal.tokenHash(token.get()));
    }

    /**
     * The events of the creator calling off {@code game}, decided on the game as it is: only while it still waits
     * for players. {@link PlayService#abort} seals and appends them as every step is.
     */
    static List<Event> abortByCreator(LoadedGame game) {
        if (!game.waiting()) {
            throw Problem.of(409, "game-has-begun", "Game has begun", "Every seat has been claimed and the game"
                    + " has begun: the creator token no longer aborts it; a seat may, early on.")
                    .with("currentVersion", game.version());
        }
        return game.table().abortByCreator(game.state());
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
