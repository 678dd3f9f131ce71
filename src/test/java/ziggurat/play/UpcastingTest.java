package ziggurat.play;

import ziggurat.store.GameStatus;
import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.nullValue;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import jakarta.inject.Inject;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import ziggurat.engine.Event;
import ziggurat.engine.GameSetup;
import ziggurat.engine.Move;
import ziggurat.engine.Rng;
import ziggurat.engine.Ruleset;
import ziggurat.store.EventStore;
import ziggurat.store.StoredEvent;
import ziggurat.store.StoredGame;
import ziggurat.store.StoredSeat;
import ziggurat.support.EmbeddedPostgresResource;
import ziggurat.testgame.Tally;

/**
 * A game stored before an event's shape changed still reads, replays, audits and plays on. The test game's
 * {@code BidSubmitted} was {@code {seat, bid}} at schema version 1 and is {@code {seat, amount}} at version 2;
 * a log holding version-1 bids is stored as an earlier release would have stored it.
 */
@QuarkusTest
@QuarkusTestResource(EmbeddedPostgresResource.class)
class UpcastingTest {

    @Inject
    EventStore store;
    @Inject
    Rulesets rulesets;

    @Test
    void aStoredEventInItsOldShapeReadsAsTodaysRecord() {
        Ruleset<Object, Move, Event> tally = rulesets.find("tally").orElseThrow();
        assertEquals(2, tally.upcasters().currentVersion("BidSubmitted"));
        assertEquals(1, tally.upcasters().currentVersion("BidsRevealed"), "types that never changed stay at 1");
        assertEquals(new Tally.BidSubmitted(1, 4),
                GameJson.readEvent(tally, "BidSubmitted", 1, "{\"seat\":1,\"bid\":4}"));
        assertEquals(new Tally.BidSubmitted(1, 4),
                GameJson.readEvent(tally, "BidSubmitted", 2, "{\"seat\":1,\"amount\":4}"));
        assertThrows(IllegalStateException.class,
                () -> GameJson.readEvent(tally, "BidSubmitted", 3, "{\"seat\":1,\"amount\":4}"),
                "a log written by a later release is not read as if it were today's");
    }

    @Test
    void aGameWhoseLogHoldsOldShapesIsViewedAuditedAndPlayedOn() {
        Ruleset<Object, Move, Event> tally = rulesets.find("tally").orElseThrow();
        String seed = "upcasting";
        String salt = Seal.newSalt();
        String commitment = Seal.commitment(salt, seed);
        List<String> tokens = List.of(Seal.newToken(), Seal.newToken());
        String token = tokens.get(0);
        Instant now = Instant.now().truncatedTo(ChronoUnit.MICROS);

        // played by today's code, then the bids written back as version 1 wrote them, and the chain resealed
        List<Event> setup = tally.start(new GameSetup(List.of("A", "B"), Optional.empty(), commitment),
                Rng.of(seed, "setup"));
        Ledger.Sealed game = Ledger.seal(salt, tally, tally.initial(), 0, commitment, setup, null, now);
        List<StoredEvent> log = new ArrayList<>(game.stored());
        for (int seat = 0; seat < 2; seat++) {
            List<Event> bid = tally.decide(game.state(), seat, new Tally.Bid(2 + seat), Rng.of(seed, "move"));
            game = Ledger.seal(salt, tally, game.state(), game.version(), game.lastHash(), bid, seat, now);
            log.addAll(game.stored());
        }
        List<StoredEvent> old = new ArrayList<>();
        String previous = commitment;
        for (StoredEvent e : log) {
            StoredEvent asStored = e;
            if (e.type().equals("BidSubmitted")) {
                Tally.BidSubmitted b = (Tally.BidSubmitted) GameJson.readEvent(tally, e.type(), 2, e.payloadJson());
                String v1 = "{\"seat\":" + b.seat() + ",\"bid\":" + b.amount() + "}";
                asStored = new StoredEvent(e.seq(), e.type(), 1, v1, e.actingSeat(), e.occurredAt(), null, e.stateHash());
            }
            String hash = Seal.eventHash(salt, previous, Ledger.envelope(asStored.seq(), asStored.type(),
                    asStored.schemaVersion(), asStored.actingSeat(), asStored.occurredAt(),
                    GameJson.readTree(asStored.payloadJson())));
            old.add(new StoredEvent(asStored.seq(), asStored.type(), asStored.schemaVersion(), asStored.payloadJson(),
                    asStored.actingSeat(), asStored.occurredAt(), hash, asStored.stateHash()));
            previous = hash;
        }
        assertEquals(List.of(), Ledger.check(salt, commitment, null, tally, old).findings(), "the log as stored checks out");
        UUID id = UUID.randomUUID();
        List<StoredSeat> seats = List.of(new StoredSeat(0, "A", Seal.tokenHash(token)),
                new StoredSeat(1, "B", Seal.tokenHash(tokens.get(1))));
        store.createGame(new StoredGame(id, "tally", "{}", GameStatus.RUNNING, old.size(), false, true, seed, salt, commitment,
                null, "[]", now, now, seats), old);

        // seat 0 sees its own bid, in today's shape and labelled with the version of the shape it is shown in
        given().auth().oauth2(token).get("/v1/games/{id}/events?after=0", id).then().statusCode(200)
                .body("events.find { it.type == 'BidSubmitted' }.schemaVersion", equalTo(2))
                .body("events.find { it.type == 'BidSubmitted' }.data.amount", equalTo(2))
                .body("events.find { it.type == 'BidSubmitted' }.data.bid", nullValue());
        given().get("/v1/games/{id}", id).then().statusCode(200)
                .body("version", equalTo(old.size()));
        given().get("/v1/games/{id}/audit", id).then().statusCode(200)
                .body("verified", equalTo(true))
                .body("chainIntact", equalTo(true))
                .body("statesReproduced", equalTo(true));

        // and the game goes on from the state the old log folds to
        int active = tally.pending(game.state(), ziggurat.engine.Viewer.EVERYONE).get(0).seat();
        given().auth().oauth2(tokens.get(active)).contentType("application/json")
                .body("{\"expectedVersion\":" + old.size() + ",\"move\":{\"type\":\"pass\"}}")
                .post("/v1/games/{id}/moves", id).then().statusCode(200)
                .body("version", equalTo(old.size() + 1));
        given().get("/v1/games/{id}/audit", id).then().statusCode(200).body("verified", equalTo(true));
    }
}
