/**
 * Qin with the modular variant rules ({@code qin-variants.md}): the façade ({@link ziggurat.games.qin.QinRuleset}),
 * the table ({@link ziggurat.games.qin.QinState}: how each event changes it), the vocabulary of moves and events
 * ({@link ziggurat.games.qin.QinMove}, whose {@code NAMES} declares every wire name once, and
 * {@link ziggurat.games.qin.QinEvent}), and the rules every variant shares. A game's modules are resolved once, at
 * setup, into one small object per module group ({@link ziggurat.games.qin.QinRules}); the turn orders live in
 * {@code order/}, the extras in {@code extra/}, and both reach the table only through this package.
 *
 * <p>Where each rule lives:
 * <ul>
 *   <li>{@link ziggurat.games.qin.QinSetup} — [qin §3] the setup, the board, the pile</li>
 *   <li>{@link ziggurat.games.qin.Play} — [qin §5.0] a sequential turn (under {@code na} and {@code no}): the draw,
 *       action, use and end steps, the end check [qin §5.2]</li>
 *   <li>{@link ziggurat.games.qin.Placement}, {@link ziggurat.games.qin.Patterns}, {@link ziggurat.games.qin.Uses} —
 *       [qin §4, §5.3, §5.5] where a tile goes, the pagoda sites, the uses of pagodas</li>
 *   <li>{@link ziggurat.games.qin.WinnerRule}, {@link ziggurat.games.qin.EndRule},
 *       {@link ziggurat.games.qin.TurnContent}, {@link ziggurat.games.qin.PagodaRules},
 *       {@link ziggurat.games.qin.VillageRules} — one module group each [qin §5.1, §5.2, §5.3, §5.5, §5.6]</li>
 *   <li>{@link ziggurat.games.qin.TurnOrder} and {@link ziggurat.games.qin.Extra} — the two kinds of module that
 *       own moves: the turn orders in {@code order/}, the extras in {@code extra/} [qin §5.4, §5.7]</li>
 *   <li>{@link ziggurat.games.qin.LegalMoves} — [qin §7] the legal moves of a sequential turn</li>
 *   <li>{@link ziggurat.games.qin.QinView}, {@link ziggurat.games.qin.Redaction},
 *       {@link ziggurat.games.qin.QinCodec} — what a seat sees, and the snapshots</li>
 * </ul>
 *
 * <p>Each move has one owner, which lists it, checks it and decides it (and says who owes it) in every turn order:
 * <ul>
 *   <li>{@code placeTile}, {@code buyPagoda}, {@code usePagoda}, {@code pass}, {@code endTurn} — {@link
 *       ziggurat.games.qin.Play} (listed by {@link ziggurat.games.qin.LegalMoves})</li>
 *   <li>{@code bid} — {@link ziggurat.games.qin.order.PagodaAuction}</li>
 *   <li>{@code commit}, {@code resolve} — {@link ziggurat.games.qin.order.Simultaneous}'s steps
 *       ({@code RoundSteps}); {@code ready} — its extras window</li>
 *   <li>{@code sellPagodas}, {@code declareDraw} — {@link ziggurat.games.qin.extra.SellingPagodas}</li>
 *   <li>{@code takeTile} — {@link ziggurat.games.qin.extra.TileSelection}</li>
 *   <li>{@code offerTrade}, {@code respondTrade}, {@code withdrawTrade} — {@link
 *       ziggurat.games.qin.extra.TileTrading}</li>
 *   <li>{@code destroyTile}, {@code discardTile} — {@link ziggurat.games.qin.extra.TileDestruction}</li>
 * </ul>
 */
package ziggurat.games.qin;
