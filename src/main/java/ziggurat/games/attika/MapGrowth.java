package ziggurat.games.attika;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import ziggurat.engine.RuleViolation;
import ziggurat.games.attika.AttikaEvent.MapGrowthSkipped;
import ziggurat.games.attika.AttikaEvent.MapTileDrawn;
import ziggurat.games.attika.AttikaEvent.MapTilePlaced;

/**
 * [attika §2.5, §2.6, §6.3, D14] map growth: a draw that empties a stack reveals the top map tile, which the drawer
 * must place on a free lattice site that touches the map or a shrine and covers no shrine; with the map stack
 * empty, nothing happens.
 */
final class MapGrowth {

    private MapGrowth() {
    }

    static void grow(Resolution r, int seat) {
        AttikaState s = r.state();
        if (s.mapStack.isEmpty()) {
            r.emit(new MapGrowthSkipped(seat, "mapStackEmpty"));
        } else {
            r.emit(new MapTileDrawn(seat, s.mapStack.get(0)));
        }
    }

    static void place(Resolution r, int seat, AttikaMove.PlaceMapTile move) {
        AttikaState s = r.state();
        checkSite(s, move.at());
        r.emit(new MapTilePlaced(seat, s.mapTile, move.at(), move.rotation()));
        Turn.autoEnd(r);
    }

    /**
     * What the four conditions of [attika §2.5] look up: the sites that hold a tile and the shrine hexes, as sets,
     * since each candidate asks them of up to 49 hexes.
     */
    private record Taken(Set<Hex> sites, Set<Hex> shrines) {

        static Taken of(AttikaState s) {
            Set<Hex> sites = new HashSet<>();
            for (AttikaState.PlacedTile t : s.tiles) {
                sites.add(t.at());
            }
            Set<Hex> shrines = new HashSet<>();
            for (AttikaEvent.ShrineAt shrine : s.shrines) {
                shrines.add(shrine.at());
            }
            return new Taken(sites, shrines);
        }
    }

    /** The four conditions of [attika §2.5], each with its code, in order. */
    static void checkSite(AttikaState s, Hex at) {
        Taken taken = Taken.of(s);
        if (!Lattice.isCentre(at)) {
            throw RuleViolation.illegal("NOT_A_SITE", at + " is not a lattice centre: (q − 2r) mod 7 is "
                    + Math.floorMod(at.q() - 2 * at.r(), 7) + ", not 0.");
        }
        if (taken.sites().contains(at)) {
            throw RuleViolation.illegal("SITE_OCCUPIED", "A map tile already lies on the site at " + at + ".");
        }
        Hex shrine = coveredShrine(taken, at);
        if (shrine != null) {
            throw RuleViolation.illegal("SITE_COVERS_SHRINE", "A tile at " + at + " would cover the shrine at " + shrine + ".");
        }
        if (!touches(taken, at)) {
            throw RuleViolation.illegal("SITE_NOT_TOUCHING", "A tile at " + at + " would touch neither the map nor a shrine.");
        }
    }

    /**
     * The same four conditions as {@link #checkSite}, as a yes or no: listing the legal sites asks them of every
     * candidate, and most candidates fail, so building a refusal (message and stack trace) for each was wasted.
     */
    private static boolean isLegalSite(Taken taken, Hex at) {
        return Lattice.isCentre(at) && !taken.sites().contains(at) && coveredShrine(taken, at) == null
                && touches(taken, at);
    }

    /** The first shrine hex, in rosette order, that a tile at {@code at} would cover, or null. */
    private static Hex coveredShrine(Taken taken, Hex at) {
        for (Hex h : Lattice.rosette(at)) {
            if (taken.shrines().contains(h)) {
                return h;
            }
        }
        return null;
    }

    private static boolean touches(Taken taken, Hex at) {
        for (Hex n : Lattice.neighbourSites(at)) {
            if (taken.sites().contains(n)) {
                return true;
            }
        }
        for (Hex h : Lattice.rosette(at)) {
            for (Hex n : h.neighbours()) {
                if (taken.shrines().contains(n)) {
                    return true;
                }
            }
        }
        return false;
    }

    /** The legal sites, by r then q [attika §2.5, §8.4]. */
    static List<Hex> legalSites(AttikaState s) {
        Set<Hex> candidates = new LinkedHashSet<>();
        for (AttikaState.PlacedTile t : s.tiles) {
            candidates.addAll(Lattice.neighbourSites(t.at()));
        }
        for (AttikaEvent.ShrineAt shrine : s.shrines) {
            for (Hex n : shrine.at().neighbours()) {
                candidates.add(Lattice.siteOf(n));
            }
        }
        Taken taken = Taken.of(s);
        List<Hex> out = new ArrayList<>();
        for (Hex c : candidates) {
            if (isLegalSite(taken, c)) {
                out.add(c);
            }
        }
        out.sort(Hex.ORDER);
        return out;
    }
}
