/**
 * The turn orders [qin §5.4], one piece each, in the manner of boardgame.io's turn orders: each gives out the next
 * turn, says which seats the game waits for, and lists and decides the moves of its own decisions; each asks the extras
 * ({@link ziggurat.games.qin.Extra}) for theirs.
 * <ul>
 *   <li>{@link ziggurat.games.qin.order.InTurn} — {@code na} [qin §5.4.1]: the seat to the left; a turn is
 *       {@link ziggurat.games.qin.Play}'s sequential turn</li>
 *   <li>{@link ziggurat.games.qin.order.PagodaAuction} — {@code no} [qin §5.4.2, D31]: sealed bids before each turn,
 *       then the winner's sequential turn</li>
 *   <li>{@link ziggurat.games.qin.order.Simultaneous} — {@code niu} [qin §5.4.3, D32]: every seat at once, round by
 *       round: the draw and the extras' windows there, then the steps of the action and use phases
 *       ({@link ziggurat.games.qin.order.RoundSteps}: COMMIT, REVEAL, RESOLVE, APPLY); the round in progress is
 *       {@link ziggurat.games.qin.order.Round}, and what a seat sees of it {@link ziggurat.games.qin.order.RoundView}
 *       and {@link ziggurat.games.qin.order.WindowView}</li>
 * </ul>
 */
package ziggurat.games.qin.order;
