package ziggurat.games.qin;

import java.util.List;

/**
 * Beside a listed move that names a set of pagodas (a bid, a sale): the move stands for every choice of
 * {@code choose} distinct pagodas among {@code from}, all equally legal; the listed one names the first of them. The
 * sets are listed this way because there are 2ⁿ of them: a seat with 20 pagodas could bid a million ways.
 *
 * @param field  the move's field that holds the choice
 * @param choose how many pagodas the move names
 * @param from   the ids it may name them from, in board order
 */
public record Choice(String field, int choose, List<String> from) {

    public Choice {
        from = List.copyOf(from);
    }
}
