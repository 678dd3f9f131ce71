package ziggurat.bench;

import java.util.List;
import ziggurat.engine.kit.Square;
import ziggurat.games.tigris.Colour;
import ziggurat.games.tigris.Monument;
import ziggurat.games.tigris.TigrisMove;
import ziggurat.games.tigris.TigrisMove.*;
import ziggurat.games.tigris.TigrisRuleset;

/**
 * A check that a change to the Tigris engine that should change nothing a client can see does not: prints the
 * {@link RulesDigest} of {@code args[0]} random games, with one probe of each move type. Run it on the classes
 * before and after the change: the two digests must be equal.
 */
public final class TigrisDigest {

    static final List<TigrisMove> PROBES = List.of(new PlaceLeader(Colour.RED, new Square(5, 5)),
            new WithdrawLeader(Colour.BLACK), new PlaceTile(Colour.RED, new Square(0, 0)),
            new PlaceCatastrophe(new Square(1, 1)), new SwapTiles(List.of(Colour.RED)), new Pass(),
            new CommitSupport(0), new ChooseWar(Colour.RED), new BuildMonument(Monument.BLACK_RED, new Square(0, 0)),
            new DeclineMonument(), new TakeTreasure(new Square(0, 0)));

    public static void main(String[] args) throws Exception {
        System.out.println(RulesDigest.run(new TigrisRuleset(), Integer.parseInt(args[0]), PROBES));
    }
}
