/**
 * The extra rules [qin §5.7], one piece each. An extra owns its moves in both kinds of turn order: it lists them,
 * checks them, decides them and says which seats owe it an answer, in a sequential turn and in the Simultaneous round's
 * windows alike ({@link ziggurat.games.qin.Extra}'s two parts). A rule that holds in both, such as who may be a
 * destruction's victim, is written once, in its extra.
 * <ul>
 *   <li>{@link ziggurat.games.qin.extra.SellingPagodas} — {@code mai} [qin §5.7.1, D52, D58]: {@code sellPagodas},
 *       and Draw-1's sealed {@code declareDraw} under {@code niu}</li>
 *   <li>{@link ziggurat.games.qin.extra.PagodaReward} — {@code miau} [qin §5.7.2, D53]</li>
 *   <li>{@link ziggurat.games.qin.extra.TileTrading} — {@code mil} [qin §5.7.3, D54]</li>
 *   <li>{@link ziggurat.games.qin.extra.TileDestruction} — {@code muo} [qin §5.7.4, D55]</li>
 *   <li>{@link ziggurat.games.qin.extra.TileSelection} — {@code mas} [qin §5.7.5, D56], the display and its picks</li>
 * </ul>
 */
package ziggurat.games.qin.extra;
