/**
 * Euphrates &amp; Tigris: Contest of Kings, the card game, as a pure decider ({@code docs/rules/contest-of-kings.md}).
 *
 * <p>Where each rule lives:
 * <ul>
 *   <li>{@link ziggurat.games.contest.ContestSetup} — [contest §1.3] the deal, the deck, the 2-seat reduction</li>
 *   <li>{@link ziggurat.games.contest.LeaderPlacement} — [contest §3.2] action A, and what starts an internal conflict</li>
 *   <li>{@link ziggurat.games.contest.CardPlay} and {@link ziggurat.games.contest.Scoring} — [contest §3.3] action B, [contest §4] scoring</li>
 *   <li>{@link ziggurat.games.contest.Join} — [contest §3.4] action C, [contest §6] the trader's treasure exchange</li>
 *   <li>{@link ziggurat.games.contest.Conflicts} — [contest §5.1] the procedure every conflict follows</li>
 *   <li>{@link ziggurat.games.contest.InternalConflict} — [contest §5.2]</li>
 *   <li>{@link ziggurat.games.contest.ExternalConflict} — [contest §5.3] sides, base strengths, the transfer</li>
 *   <li>{@link ziggurat.games.contest.Catastrophe} — [contest §7] action D</li>
 *   <li>{@link ziggurat.games.contest.Ships} — [contest §8] building ships and ship points</li>
 *   <li>{@link ziggurat.games.contest.EndOfTurn} and {@link ziggurat.games.contest.FinalScoring} — [contest §9]</li>
 *   <li>{@link ziggurat.games.contest.PendingDecisions} and {@link ziggurat.games.contest.LegalMoves} — [contest §10]</li>
 *   <li>{@link ziggurat.games.contest.ContestView} and {@link ziggurat.games.contest.Redaction} — [contest §2.7, §11]</li>
 *   <li>{@link ziggurat.games.contest.ContestState} — the table, and how each event changes it (evolve)</li>
 *   <li>{@link ziggurat.games.contest.Resolution} — a move resolved completely: its events and automatic follow-ups</li>
 *   <li>{@link ziggurat.games.contest.Scenario} — tables in the rulebook's notation, for worked examples</li>
 * </ul>
 */
package ziggurat.games.contest;
