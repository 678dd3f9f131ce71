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
     * [qin §5.5.5] Colour powers, in the colour subsets of {@code pa} (white, black) and {@code pu} (black): ownership
     * by location; black lets its owners cover old tiles in its 5×5 area, white forbids it for everyone in its own
     * [qin D42, D43]. Both are passive, so these modules have no uses.
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
    }
}
