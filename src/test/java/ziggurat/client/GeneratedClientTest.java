package ziggurat.client;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;
import java.net.URL;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.UUID;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;
import ziggurat.client.api.AuditApi;
import ziggurat.client.api.GamesApi;
import ziggurat.client.api.RulesetsApi;
import ziggurat.client.invoker.ApiClient;
import ziggurat.client.invoker.ApiException;
import ziggurat.client.model.AuditReport;
import ziggurat.client.model.CreateGame;
import ziggurat.client.model.CreateGameSeatsInner;
import ziggurat.client.model.CreatedGame;
import ziggurat.client.model.GameView;
import ziggurat.client.model.GameViewOutcome;
import ziggurat.client.model.GameViewOutcomeRankingInner;
import ziggurat.client.model.LegalMoves;
import ziggurat.client.model.LegalMovesMovesInner;
import ziggurat.client.model.MoveAnswer;
import ziggurat.client.model.MoveRequest;
import ziggurat.client.model.MoveRequestMove;
import ziggurat.client.model.PendingDecision;
import ziggurat.client.model.RulesetSummary;
import ziggurat.client.model.SeatToken;
import ziggurat.support.EmbeddedPostgresResource;

/**
 * The contract is enough to play: a Java client generated from openapi/ziggurat.yaml at build time (see the
 * openapi-generator plugin in pom.xml; its sources are in target/generated-test-sources/openapi) plays a whole
 * game of every ruleset the service lists, and nothing here speaks HTTP but that client. If the contract
 * cannot be generated into a client that does this, the fix belongs in the contract.
 *
 * <p>Every listed ruleset is played, the test-only Tally included (its simultaneous bids exercise several
 * pending seats). Moves are chosen at random from the listed legal moves with a fixed seed per ruleset, so
 * each run plays the same games. A listed move is posted as it is: a legal-moves item and MoveRequest's
 * {@code move} share one envelope (a {@code type} and the move's other fields), which is what the generated
 * classes keep; the rulesets' own move schemas stay in the contract, under that envelope, for validators.
 */
@QuarkusTest
@QuarkusTestResource(EmbeddedPostgresResource.class)
class GeneratedClientTest {

    /** Moves per game at most; a two-seat game of a shipped ruleset ends in well under this. */
    private static final int MAX_MOVES = 6000;
    /** Seeds tried per ruleset: random play can wander into positions that end only slowly. */
    private static final int ATTEMPTS = 3;

    @TestHTTPResource("/")
    URL base;

    private GamesApi games;
    /** Answers that came gzipped: the long ones (views, legal-move lists, the catalogue). */
    private final java.util.concurrent.atomic.AtomicInteger gzipped = new java.util.concurrent.atomic.AtomicInteger();

    @Test
    void everyListedRulesetPlaysToAVerifiedFinishThroughTheGeneratedClient() throws ApiException {
        ApiClient client = new ApiClient()
                .setScheme(base.getProtocol())
                .setHost(base.getHost())
                .setPort(base.getPort())
                .setBasePath("")
                // the generated client gunzips an answer that says Content-Encoding: gzip; asking for it is the caller's
                .setRequestInterceptor(request -> request.header("Accept-Encoding", "gzip"))
                .setResponseInterceptor(response -> {
                    if (response.headers().firstValue("Content-Encoding").filter("gzip"::equals).isPresent()) {
                        gzipped.incrementAndGet();
                    }
                });
        RulesetsApi rulesets = new RulesetsApi(client);
        games = new GamesApi(client);
        AuditApi audit = new AuditApi(client);

        // two seats, or the fewest a ruleset plays with if it does not play with two
        Map<String, Integer> seatsOf = new java.util.LinkedHashMap<>();
        for (RulesetSummary r : rulesets.listRulesets().getRulesets()) {
            seatsOf.put(r.getId(), r.getSeatCounts().contains(2) ? 2 : r.getSeatCounts().get(0));
        }
        assertTrue(seatsOf.keySet().containsAll(List.of("contest-of-kings", "tigris")),
                "the shipped rulesets are listed: " + seatsOf.keySet());

        for (Map.Entry<String, Integer> table : seatsOf.entrySet()) {
            String ruleset = table.getKey();
            int seats = table.getValue();
            GameView end = null;
            UUID id = null;
            int played = 0;
            String seed = null;
            long started = System.nanoTime();
            for (int attempt = 0; attempt < ATTEMPTS && end == null; attempt++) {
                seed = "generated-client-" + ruleset + "-" + attempt;
                List<CreateGameSeatsInner> names = new ArrayList<>();
                for (int i = 0; i < seats; i++) {
                    names.add(new CreateGameSeatsInner().name("Bot " + i));
                }
                CreatedGame created = games.createGame(new CreateGame().ruleset(ruleset).seats(names).seed(seed));
                assertEquals(ruleset, created.getRuleset());
                assertEquals(seats, created.getSeats().size());
                Map<Integer, String> bearer = new HashMap<>();
                for (SeatToken s : created.getSeats()) {
                    bearer.put(s.getSeat(), "Bearer " + s.getToken());
                }
                id = created.getId();
                Random random = new Random(seed.hashCode());
                played = 0;
                while (played < MAX_MOVES) {
                    GameView view = games.getGame(id, null, null, null);
                    if (view.getStatus() == GameView.StatusEnum.FINISHED) {
                        end = view;
                        break;
                    }
                    assertFalse(view.getPending().isEmpty(), ruleset + ": a running game waits for someone");
                    for (PendingDecision pending : view.getPending()) {
                        String token = bearer.get(pending.getSeat());
                        LegalMoves legal = games.legalMoves(id, token);
                        if (legal.getMoves().isEmpty()) {
                            continue; // no longer this seat's decision: another pending seat's move settled it
                        }
                        LegalMovesMovesInner listed = legal.getMoves().get(random.nextInt(legal.getMoves().size()));
                        MoveAnswer answer = games.submitMove(id,
                                new MoveRequest().expectedVersion(legal.getVersion()).move(asSubmitted(listed)),
                                token, null, null, "return=minimal");
                        assertTrue(answer.getVersion() > legal.getVersion(), ruleset + ": the move was written");
                        played++;
                    }
                }
            }
            System.out.printf("%s: seed %s, %d moves through the generated client in %d ms, %d answers gzipped so far%n",
                    ruleset, seed, played, (System.nanoTime() - started) / 1_000_000, gzipped.get());
            assertTrue(gzipped.get() > 0, "the generated client asked for gzip and read gzipped answers");
            assertNotNull(end, ruleset + ": a game ended within " + MAX_MOVES + " moves");
            assertEquals(GameView.StatusEnum.FINISHED, end.getStatus());
            // the outcome is typed by the contract: the generated client reads it as its own model
            GameViewOutcome outcome = end.getOutcome();
            assertNotNull(outcome, ruleset + ": a finished game has an outcome");
            assertTrue(outcome.getWinners() != null && !outcome.getWinners().isEmpty(),
                    ruleset + ": the outcome names winners: " + outcome);
            assertEquals(seats, outcome.getRanking() == null ? 0 : outcome.getRanking().size(),
                    ruleset + ": the outcome ranks every seat: " + outcome);
            assertEquals(IntStream.range(0, seats).boxed().collect(Collectors.toSet()),
                    outcome.getRanking().stream().map(GameViewOutcomeRankingInner::getSeat).collect(Collectors.toSet()),
                    ruleset + ": each seat ranked once");
            assertEquals(seed, end.getSeed(), ruleset + ": the seed is revealed at the end");

            AuditReport report = audit.auditGame(id);
            assertEquals(Boolean.TRUE, report.getVerified(), ruleset + ": audit " + report.getFindings());
            assertEquals(Boolean.TRUE, report.getChainIntact());
            assertEquals(Boolean.TRUE, report.getStatesReproduced());
            assertEquals(Boolean.TRUE, report.getCommitmentMatches());
            assertEquals(Boolean.TRUE, report.getSetupReproduced());
            assertEquals(end.getVersion(), report.getVersion());
        }
    }

    /** A listed move, as the submit body's {@code move}: the same envelope, so it is posted as it is. */
    private static MoveRequestMove asSubmitted(LegalMovesMovesInner listed) {
        MoveRequestMove move = new MoveRequestMove().type(listed.getType());
        if (listed.getAdditionalProperties() != null) {
            listed.getAdditionalProperties().forEach(move::putAdditionalProperty);
        }
        return move;
    }
}
