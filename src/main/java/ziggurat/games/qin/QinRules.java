package ziggurat.games.qin;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import ziggurat.engine.RuleViolation;
import ziggurat.games.qin.extra.PagodaReward;
import ziggurat.games.qin.extra.SellingPagodas;
import ziggurat.games.qin.extra.TileDestruction;
import ziggurat.games.qin.extra.TileSelection;
import ziggurat.games.qin.extra.TileTrading;
import ziggurat.games.qin.order.InTurn;
import ziggurat.games.qin.order.PagodaAuction;
import ziggurat.games.qin.order.Simultaneous;

/**
 * A game's rule set: its modules resolved once, at setup, into one small object per module group [qin §1.2]. Adding
 * or fixing a module touches its implementation and the one line here that names it.
 */
public record QinRules(WinnerRule winner, List<EndRule> ends, TurnContent content, TurnOrder order,
                       PagodaRules pagodas, VillageRules villages, List<Extra> extras) {

    public QinRules {
        ends = List.copyOf(ends);
        extras = List.copyOf(extras);
    }

    /** The modules this service plays so far; a syntagm using any other is refused at creation. */
    public static boolean implemented(QinModule m) {
        return implementation(m) != null;
    }

    /** The implementation of one module, or null while it is not yet implemented. */
    static Object implementation(QinModule m) {
        switch (m) {
            case MOST_PAGODAS: return new WinnerRule.MostPagodas();
            case MOST_TOWER_PAGODAS: return new WinnerRule.MostTowerPagodas();
            case LARGEST_SECOND_PROVINCE: return new WinnerRule.LargestSecondProvince();
            case SMALLEST_LARGEST_PROVINCE: return new WinnerRule.SmallestLargestProvince();
            case MOST_TILES: return new WinnerRule.MostTiles();
            case FEWEST_TILES: return new WinnerRule.FewestTiles();
            case SUPPLY_EMPTY: return new EndRule.SupplyEmpty();
            case BOARD_EDGES: return new EndRule.BoardEdges();
            case SEVEN_PAGODAS_ONE_COLOUR: return new EndRule.SevenPagodasOneColour();
            case HAND_EMPTY: return new EndRule.HandEmpty();
            case SEVEN_VILLAGES: return new EndRule.SevenVillages();
            case BUILD_OR_BUY: return new TurnContent.BuildOrBuy();
            case BY_PROVINCES: return new TurnContent.ByProvinces();
            case WAR_CAMPAIGN: return new TurnContent.WarCampaign();
            case IN_TURN: return new InTurn();
            case PAGODA_AUCTION: return new PagodaAuction();
            case SIMULTANEOUS: return new Simultaneous();
            case PLAYER_COLOURS: return new PagodaRules.PlayerColours();
            case POWERS_WB: return new PagodaRules.ColourPowers("pa", EnumSet.of(PagodaColour.WHITE, PagodaColour.BLACK));
            case POWERS_B: return new PagodaRules.ColourPowers("pu", EnumSet.of(PagodaColour.BLACK));
            case POWERS_BWGV: return new PagodaRules.ColourPowers("pam", EnumSet.allOf(PagodaColour.class));
            case POWERS_BGV: return new PagodaRules.ColourPowers("pum", EnumSet.of(PagodaColour.BLACK, PagodaColour.GREEN, PagodaColour.VIOLET));
            case POWERS_WBG: return new PagodaRules.ColourPowers("pai", EnumSet.of(PagodaColour.WHITE, PagodaColour.BLACK, PagodaColour.GREEN));
            case POWERS_BG: return new PagodaRules.ColourPowers("pui", EnumSet.of(PagodaColour.BLACK, PagodaColour.GREEN));
            case POWERS_WBV: return new PagodaRules.ColourPowers("pao", EnumSet.of(PagodaColour.WHITE, PagodaColour.BLACK, PagodaColour.VIOLET));
            case POWERS_BV: return new PagodaRules.ColourPowers("puo", EnumSet.of(PagodaColour.BLACK, PagodaColour.VIOLET));
            case POWERS_G: return new PagodaRules.ColourPowers("pi", EnumSet.of(PagodaColour.GREEN));
            case COMBINATIONS_3: return new PagodaRules.Combinations("peus", EnumSet.of(PagodaColour.BLACK, PagodaColour.WHITE, PagodaColour.GREEN));
            case COMBINATIONS_4: return new PagodaRules.Combinations("pes", EnumSet.allOf(PagodaColour.class));
            case BASE: return new VillageRules.Base();
            case TRASH_BIN: return new VillageRules.TrashBin();
            case PAGODA_REWARD: return new PagodaReward();
            case SELL_PAGODAS: return new SellingPagodas();
            case TILE_TRADING: return new TileTrading();
            case TILE_DESTRUCTION: return new TileDestruction();
            case TILE_SELECTION: return new TileSelection();
            case SOFT_OBSTACLE: return new VillageRules.SoftObstacle();
            default: return null;
        }
    }

    /** The modules of {@code syntagm} this service does not play: those not yet implemented. */
    public static List<QinModule> notPlayed(Syntagm syntagm) {
        List<QinModule> out = new ArrayList<>();
        for (QinModule m : syntagm.modules()) {
            if (!implemented(m)) {
                out.add(m);
            }
        }
        return out;
    }

    /**
     * The rule set of {@code syntagm}.
     *
     * @throws RuleViolation {@code MODULE_NOT_YET_SUPPORTED} naming every module of it not yet implemented: a variant
     *                       is refused rather than played wrongly
     */
    public static QinRules resolve(Syntagm syntagm) {
        List<QinModule> missing = notPlayed(syntagm);
        if (!missing.isEmpty()) {
            Map<String, Object> ext = new LinkedHashMap<>();
            List<Map<String, Object>> listed = new ArrayList<>();
            for (QinModule m : missing) {
                Map<String, Object> one = new LinkedHashMap<>();
                one.put("syllable", m.syllable());
                one.put("id", m.toString());
                one.put("group", m.group().toString());
                listed.add(one);
            }
            ext.put("modules", listed);
            ext.put("canonicalName", syntagm.canonicalName());
            String named = String.join(", ", missing.stream().map(m -> "'" + m.syllable() + "' (" + m.english()
                    + ")").toList());
            throw RuleViolation.invalidSetup("MODULE_NOT_YET_SUPPORTED", "The variant '" + syntagm.canonicalName()
                    + "' is valid, but this service does not play " + named + " yet; the ruleset's entry in GET"
                    + " /v1/rulesets/qin lists the modules it plays.", ext, null);
        }
        List<EndRule> ends = new ArrayList<>();
        syntagm.all(ModuleGroup.END).forEach(m -> ends.add((EndRule) implementation(m)));
        List<Extra> extras = new ArrayList<>();
        syntagm.all(ModuleGroup.EXTRAS).forEach(m -> extras.add((Extra) implementation(m)));
        return new QinRules((WinnerRule) implementation(syntagm.the(ModuleGroup.WINNER)), ends,
                (TurnContent) implementation(syntagm.the(ModuleGroup.TURN_CONTENT)),
                (TurnOrder) implementation(syntagm.the(ModuleGroup.TURN_ORDER)),
                (PagodaRules) implementation(syntagm.the(ModuleGroup.PAGODAS)),
                (VillageRules) implementation(syntagm.the(ModuleGroup.VILLAGES)), extras);
    }

    /** [qin D19] pagodas may stack: Most tower pagodas, with a pagoda module under which nothing moves. */
    public boolean stacking() {
        return winner instanceof WinnerRule.MostTowerPagodas && pagodas.towersPossible();
    }

    /** The most uses of a turn's use step: none when the pagoda module has no uses [qin §5.3.1, D59]. */
    public int uses() {
        return pagodas.hasUses() ? content.uses() : 0;
    }
}
