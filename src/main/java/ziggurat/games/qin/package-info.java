/**
 * Qin with the modular variant rules ({@code qin-variants.md}): the façade ({@link ziggurat.games.qin.QinRuleset}),
 * the table ({@link ziggurat.games.qin.QinState}: how each event changes it), the vocabulary of moves and events
 * ({@link ziggurat.games.qin.QinMove}, every one declared once in {@link ziggurat.games.qin.QinRuleset#MOVES}, and
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
 * <p>Each move has one owner, which lists it, checks it and decides it (and says who owes it) in every turn order.
 * {@link ziggurat.games.qin.QinRuleset#MOVES} declares every move type once, with its wire name, the decision it
 * answers and the owner its handler calls: {@link ziggurat.games.qin.Play} for a sequential turn's steps, an extra of
 * {@code extra/} or a turn order of {@code order/}. A new move type touches its record in
 * {@link ziggurat.games.qin.QinMove}, its line in {@code MOVES}, its owner's decide and listing (an extra's move of
 * the extras window also {@code Simultaneous}'s list of them, which refuses it by name where the extra is absent),
 * and its rule's tests and docs.
 */
package ziggurat.games.qin;
