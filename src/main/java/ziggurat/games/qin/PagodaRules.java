package ziggurat.games.qin;

import java.util.EnumSet;
import java.util.List;
import java.util.Set;

/**
 * What pagodas are for [qin §5.5]: one module. It says which colours are in play, who owns a pagoda, whether pagodas
 * have uses, and whether a player may cover old tiles (the black power).
 */
public interface PagodaRules {

    /** The module's syllable, for the rules that name modules ([qin D19]). */
    String syllable();

    Set<PagodaColour> colours();

    /** The seats that own {@code p} [qin §5.5.2]. */
    List<Integer> owners(QinState s, Pagoda p);

    /** Whether a pagoda can be used at all [qin §5.5.3]: none under {@code pei}, {@code pa}, {@code pu}. */
    boolean hasUses();

    /** Whether the module builds claims of pagoda colours [qin §5.5.4]. */
    default boolean claimsColours() {
        return false;
    }

    /**
     * Null when {@code seat} may put a tile half on the old tile cell {@code index}; else the rejection's code
     * ({@code cellColoured}, {@code noBlackPower}, {@code whiteProtected}).
     */
    String coverOldTile(QinState s, int seat, int index);

    /**
     * Null when {@code seat} may use {@code used} (a pagoda of theirs not used yet this turn) with {@code effect}, else
     * why not [qin §5.5.3]. Modules without uses never get this far: their turns have no use step.
     */
    default Placement.Refusal refuseUse(QinState s, int seat, Pagoda used, Effect effect) {
        return new Placement.Refusal("notUsable", "Pagodas have no uses under '" + syllable() + "'.");
    }

    /** The effects worth checking for {@code used}: the legal moves keep those {@link #refuseUse} allows. */
    default List<Effect> effects(QinState s, int seat, Pagoda used) {
        return List.of();
    }

    /** [qin D19] the modules under which the Most tower pagodas rule lets pagodas stack. */
    default boolean towersPossible() {
        return List.of("pei", "pao", "puo", "pa", "pu").contains(syllable());
    }

    /**
     * Ownership by location [qin §5.5.2]: a pagoda on a coloured cell belongs to the seats of that colour; in a bare
     * village, to whom the village module says; on grass, to nobody.
     */
    static List<Integer> byLocation(QinState s, Pagoda p) {
        Board b = s.board();
        int at = b.index(p.row(), p.col());
        if (b.village(at) && !s.tileCell(at)) {
            List<Integer> out = new java.util.ArrayList<>();
            for (TileColour c : s.rules().villages().villageOwners(s, at)) {
                out.addAll(s.seatsOfColour(c));
            }
            out.sort(null);
            return out;
        }
        TileColour c = s.cellColour(at);
        return c == null ? List.of() : s.seatsOfColour(c);
    }

    /** [qin §5.5.4, D41] {@code pei}: all four colours; a pagoda belongs to the claimer of its colour. */
    record PlayerColours() implements PagodaRules {
        public String syllable() {
            return "pei";
        }

        static final Set<PagodaColour> ALL = java.util.Collections.unmodifiableSet(EnumSet.allOf(PagodaColour.class));

        public Set<PagodaColour> colours() {
            return ALL;
        }

        public List<Integer> owners(QinState s, Pagoda p) {
            if (s.rules().villages().inert(s, p)) {
                return List.of();
            }
            int claimer = s.claimer(p.colour());
            return claimer < 0 ? List.of() : List.of(claimer);
        }

        public boolean hasUses() {
            return false;
        }

        public boolean claimsColours() {
            return true;
        }

        public String coverOldTile(QinState s, int seat, int index) {
            return "cellColoured";
        }
    }

    /**
     * [qin §5.5.5] Colour powers, each module with its colours (the table of [qin §5.5]): ownership by location; black
     * lets its owners cover old tiles in its 5×5 area, white forbids it for everyone in its own [qin D42, D43]. Both
     * are passive; green moves another pagoda of its area one cell, violet recolours one [qin D44, D45]: the uses of
     * the modules with green or violet.
     */
    record ColourPowers(String syllable, Set<PagodaColour> colours) implements PagodaRules {
        public ColourPowers {
            colours = java.util.Collections.unmodifiableSet(EnumSet.copyOf(colours));
        }

        public List<Integer> owners(QinState s, Pagoda p) {
            return s.rules().villages().inert(s, p) ? List.of() : byLocation(s, p);
        }

        public boolean hasUses() {
            return colours.contains(PagodaColour.GREEN) || colours.contains(PagodaColour.VIOLET);
        }

        public String coverOldTile(QinState s, int seat, int index) {
            if (!colours.contains(PagodaColour.BLACK)) {
                return "cellColoured";
            }
            Board b = s.board();
            int r = index / b.cols();
            int c = index % b.cols();
            boolean black = false;
            boolean white = false;
            for (Pagoda p : s.pagodas()) {
                if (Math.abs(p.row() - r) > 2 || Math.abs(p.col() - c) > 2 || s.rules().villages().inert(s, p)) {
                    continue;
                }
                if (p.colour() == PagodaColour.WHITE) {
                    white = true;
                } else if (p.colour() == PagodaColour.BLACK && s.owners(p).contains(seat)) {
                    black = true;
                }
            }
            return !black ? "noBlackPower" : white ? "whiteProtected" : null;
        }

        @Override
        public Placement.Refusal refuseUse(QinState s, int seat, Pagoda used, Effect effect) {
            PagodaColour power = switch (effect.kind()) {
                case GREEN_MOVE -> PagodaColour.GREEN;
                case VIOLET_RECOLOUR -> PagodaColour.VIOLET;
                default -> null;
            };
            if (power == null) {
                return new Placement.Refusal("notUsable", effect.kind() + " is a Combinations move (peus, pes); under '"
                        + syllable + "' a pagoda is used by its colour's power: a green move or a violet recolour.");
            }
            if (used.colour() != power) {
                return new Placement.Refusal("notUsable", Uses.name(used) + " is " + used.colour() + ": only a "
                        + power + " pagoda makes a " + effect.kind() + (used.colour() == PagodaColour.BLACK
                        || used.colour() == PagodaColour.WHITE ? "; black and white powers are passive." : "."));
            }
            return power == PagodaColour.GREEN ? Uses.green(s, used, effect) : Uses.violet(s, used, effect);
        }

        @Override
        public List<Effect> effects(QinState s, int seat, Pagoda used) {
            return used.colour() == PagodaColour.GREEN ? Uses.greenMoves(s, used)
                    : used.colour() == PagodaColour.VIOLET ? Uses.recolours(s, used) : List.of();
        }
    }

    /**
     * [qin §5.5.6, D36] Combinations, in three colours ({@code peus}) or four ({@code pes}): ownership by location, no
     * colour powers; two of a player's pagodas of different colours in one line move one of them away from the other,
     * or pull a pagoda of a third colour between them [qin D46, D47, D48].
     */
    record Combinations(String syllable, Set<PagodaColour> colours) implements PagodaRules {
        public Combinations {
            colours = java.util.Collections.unmodifiableSet(EnumSet.copyOf(colours));
        }

        public List<Integer> owners(QinState s, Pagoda p) {
            return s.rules().villages().inert(s, p) ? List.of() : byLocation(s, p);
        }

        public boolean hasUses() {
            return true;
        }

        public String coverOldTile(QinState s, int seat, int index) {
            return "cellColoured";
        }

        @Override
        public Placement.Refusal refuseUse(QinState s, int seat, Pagoda used, Effect effect) {
            return switch (effect.kind()) {
                case SLIDE_AWAY -> Uses.slideAway(s, seat, used, effect);
                case PULL_BETWEEN -> Uses.pullBetween(s, seat, used, effect);
                default -> new Placement.Refusal("notUsable", effect.kind() + " is a colour power; under '" + syllable
                        + "' pagodas are used in pairs: slideAway or pullBetween.");
            };
        }

        @Override
        public List<Effect> effects(QinState s, int seat, Pagoda used) {
            return Uses.combinations(s, seat, used);
        }
    }
}
