package ziggurat.bench;

import java.util.List;
import ziggurat.games.contest.Colour;
import ziggurat.games.contest.ContestMove;
import ziggurat.games.contest.ContestMove.*;
import ziggurat.games.contest.ContestRuleset;
import ziggurat.games.contest.Position;
import ziggurat.games.contest.Ship;

/**
 * A check that a change to the Contest of Kings engine that should change nothing a client can see does not: prints
 * the {@link RulesDigest} of {@code args[0]} random games, with one probe of each move type. Run it on the classes
 * before and after the change: the two digests must be equal.
 */
public final class ContestDigest {

    static final List<ContestMove> PROBES = List.of(new PlaceLeader(Colour.RED, Position.cell(0, 0)),
            new PlayCard(Colour.RED, 0), new PlayJoiningCard(Colour.RED, 0), new PlayCatastrophe(Position.cell(0, 1)),
            new EndTurn(), new ChooseConflict(Colour.RED), new CommitSupport(0), new BuildShip(Ship.BLUE_RED),
            new DeclineShip(), new TakeTreasure(0), new DeclineTreasure());

    public static void main(String[] args) throws Exception {
        System.out.println(RulesDigest.run(new ContestRuleset(), Integer.parseInt(args[0]), PROBES));
    }
}
