package ziggurat.games.qin;

import java.util.Optional;
import ziggurat.engine.kit.WireEnum;

/**
 * The 37 rule modules, in the order of the syllable table [qin §2.1]: the order syllables take in a name, so a
 * constant's ordinal is its table number minus one. The wire name is the module's JSON id; the syllable is what a
 * variant name spells.
 */
public enum QinModule {
    MOST_PAGODAS("ve", ModuleGroup.WINNER, "Eniten pagodeja", "Most pagodas", false),
    MOST_TOWER_PAGODAS("ver", ModuleGroup.WINNER, "Eniten pagoditorneja", "Most tower pagodas", false),
    LARGEST_SECOND_PROVINCE("vuo", ModuleGroup.WINNER, "Suurin toiseksi suurin lääni", "Largest second-largest province", false),
    SMALLEST_LARGEST_PROVINCE("viu", ModuleGroup.WINNER, "Pienin suurin lääni", "Smallest largest province", false),
    MOST_TILES("vel", ModuleGroup.WINNER, "Eniten laattoja", "Most tiles", false),
    FEWEST_TILES("vil", ModuleGroup.WINNER, "Vähiten laattoja", "Fewest tiles", false),
    SUPPLY_EMPTY("les", ModuleGroup.END, "Ei laattoja varastossa", "No tiles in supply", false),
    BOARD_EDGES("la", ModuleGroup.END, "Alueen reunat", "Board edges", false),
    SEVEN_PAGODAS_ONE_COLOUR("lo", ModuleGroup.END, "7 samanväristä pagodia", "Seven pagodas of one colour", false),
    HAND_EMPTY("le", ModuleGroup.END, "Ei laattoja kädessä", "No tiles in hand", false),
    SEVEN_VILLAGES("lu", ModuleGroup.END, "Kylistä 7 valloitettu", "Seven villages conquered", false),
    SELL_PAGODAS("mai", ModuleGroup.EXTRAS, "Pagodien myyminen", "Selling pagodas", false),
    BUILD_OR_BUY("sa", ModuleGroup.TURN_CONTENT, "Rakenna tai osta", "Build or buy", true),
    BY_PROVINCES("se", ModuleGroup.TURN_CONTENT, "Läänien mukaan", "By provinces", false),
    WAR_CAMPAIGN("suo", ModuleGroup.TURN_CONTENT, "Sotakampanja", "War campaign", false),
    PAGODA_REWARD("miau", ModuleGroup.EXTRAS, "Pagodipalkinto", "Pagoda reward", false),
    IN_TURN("na", ModuleGroup.TURN_ORDER, "Vuorotellen", "In turn", true),
    PAGODA_AUCTION("no", ModuleGroup.TURN_ORDER, "Pagodeilla ostamalla", "Pagoda auction", false),
    SIMULTANEOUS("niu", ModuleGroup.TURN_ORDER, "Yhtäaikaisesti", "Simultaneous", false),
    TILE_TRADING("mil", ModuleGroup.EXTRAS, "Laattojen vaihtaminen", "Tile trading", false),
    PLAYER_COLOURS("pei", ModuleGroup.PAGODAS, "Pelaajien värit", "Player colours", true),
    POWERS_BWGV("pam", ModuleGroup.PAGODAS, "Värien kyvyt, kaikki värit", "Colour powers: black, white, green, violet", false),
    POWERS_BGV("pum", ModuleGroup.PAGODAS, "Värien kyvyt, musta-vihreä-violetti", "Colour powers: black, green, violet", false),
    POWERS_WBG("pai", ModuleGroup.PAGODAS, "Värien kyvyt, valkea-musta-vihreä", "Colour powers: white, black, green", false),
    POWERS_BG("pui", ModuleGroup.PAGODAS, "Värien kyvyt, musta-vihreä", "Colour powers: black, green", false),
    POWERS_WBV("pao", ModuleGroup.PAGODAS, "Värien kyvyt, valkea-musta-violetti", "Colour powers: white, black, violet", false),
    POWERS_BV("puo", ModuleGroup.PAGODAS, "Värien kyvyt, musta-violetti", "Colour powers: black, violet", false),
    POWERS_WB("pa", ModuleGroup.PAGODAS, "Värien kyvyt, valkea-musta", "Colour powers: white, black", false),
    POWERS_B("pu", ModuleGroup.PAGODAS, "Värien kyvyt, musta", "Colour powers: black", false),
    POWERS_G("pi", ModuleGroup.PAGODAS, "Värien kyvyt, vihreä", "Colour powers: green", false),
    COMBINATIONS_3("peus", ModuleGroup.PAGODAS, "Yhdistelmät, kolme väriä", "Combinations, three colours", false),
    COMBINATIONS_4("pes", ModuleGroup.PAGODAS, "Yhdistelmät, neljä väriä", "Combinations, four colours", false),
    TILE_DESTRUCTION("muo", ModuleGroup.EXTRAS, "Laattojen tuhoaminen", "Tile destruction", false),
    BASE("ku", ModuleGroup.VILLAGES, "Tukikohta", "Base", true),
    TRASH_BIN("ko", ModuleGroup.VILLAGES, "Roskakori", "Trash bin", false),
    SOFT_OBSTACLE("ke", ModuleGroup.VILLAGES, "Pehmeä este", "Soft obstacle", false),
    TILE_SELECTION("mas", ModuleGroup.EXTRAS, "Laattojen valinta", "Tile selection", false);

    static final WireEnum<QinModule> WIRE = WireEnum.of(QinModule.class,
            "mostPagodas", "mostTowerPagodas", "largestSecondProvince", "smallestLargestProvince", "mostTiles",
            "fewestTiles", "supplyEmpty", "boardEdges", "sevenPagodasOneColour", "handEmpty", "sevenVillages",
            "sellPagodas", "buildOrBuy", "byProvinces", "warCampaign", "pagodaReward", "inTurn", "pagodaAuction",
            "simultaneous", "tileTrading", "playerColours", "powersBWGV", "powersBGV", "powersWBG", "powersBG",
            "powersWBV", "powersBV", "powersWB", "powersB", "powersG", "combinations3", "combinations4",
            "tileDestruction", "base", "trashBin", "softObstacle", "tileSelection");

    private final String syllable;
    private final ModuleGroup group;
    private final String finnish;
    private final String english;
    private final boolean groupDefault;

    QinModule(String syllable, ModuleGroup group, String finnish, String english, boolean groupDefault) {
        this.syllable = syllable;
        this.group = group;
        this.finnish = finnish;
        this.english = english;
        this.groupDefault = groupDefault;
    }

    /** What a variant name spells for this module. */
    public String syllable() {
        return syllable;
    }

    public ModuleGroup group() {
        return group;
    }

    /** The module's name in the Finnish source. */
    public String finnish() {
        return finnish;
    }

    public String english() {
        return english;
    }

    /** The recommended module a name may leave out: its group's default [qin §2.3]. */
    public boolean groupDefault() {
        return groupDefault;
    }

    /** The table number [qin §2.1], from 1. */
    public int tableNumber() {
        return ordinal() + 1;
    }

    /** The module a name spells with {@code syllable}, if any. */
    public static Optional<QinModule> bySyllable(String syllable) {
        for (QinModule m : values()) {
            if (m.syllable.equals(syllable)) {
                return Optional.of(m);
            }
        }
        return Optional.empty();
    }

    /** The default of {@code group}, for a group that has one. */
    public static Optional<QinModule> defaultOf(ModuleGroup group) {
        for (QinModule m : values()) {
            if (m.group == group && m.groupDefault) {
                return Optional.of(m);
            }
        }
        return Optional.empty();
    }

    @Override public String toString() { return WIRE.nameOf(this); }

    public static QinModule fromWire(String name) {
        return WIRE.fromWire(name);
    }
}
