/**
 * Attika for 2–4 players, as a pure decider over a data-driven component set ({@code attika.md}).
 *
 * <p>Where each rule lives:
 * <ul>
 *   <li>{@link ziggurat.games.attika.ComponentSet}, {@link ziggurat.games.attika.SetValidation} and
 *       {@link ziggurat.games.attika.ComponentSets} — [attika §1] the component-set format, checks V1–V12, the shipped
 *       provisional set and its labelling; {@link ziggurat.games.attika.Json} reads sets and takes their SHA-256</li>
 *   <li>{@link ziggurat.games.attika.Hex} and {@link ziggurat.games.attika.Lattice} — [attika §2] axial hexes, the
 *       rosette lattice, rotations</li>
 *   <li>{@link ziggurat.games.attika.AttikaSetup} — [attika §3, §8.5] setup and the stack override</li>
 *   <li>{@link ziggurat.games.attika.Turn} and {@link ziggurat.games.attika.Cards} — [attika §4] modes, drawing,
 *       amphorae, cards for unused actions, the automatic end, reshuffles</li>
 *   <li>{@link ziggurat.games.attika.Construction} and {@link ziggurat.games.attika.Pricing} — [attika §5] where to
 *       build, the price step by step, payment checks, the cheapest payment</li>
 *   <li>{@link ziggurat.games.attika.Settlements}, {@link ziggurat.games.attika.Amphorae},
 *       {@link ziggurat.games.attika.MapGrowth} and {@link ziggurat.games.attika.Victory} — [attika §6]</li>
 *   <li>{@link ziggurat.games.attika.AttikaView} and {@link ziggurat.games.attika.Redaction} — [attika §7]</li>
 *   <li>{@link ziggurat.games.attika.AttikaMove}, {@link ziggurat.games.attika.LegalMoves} and
 *       {@link ziggurat.games.attika.AttikaRuleset} — [attika §8] moves, rule codes in table order, legal moves
 *       with their price details</li>
 *   <li>{@link ziggurat.games.attika.AttikaState} — the table, and how each event changes it (evolve)</li>
 * </ul>
 */
package ziggurat.games.attika;
