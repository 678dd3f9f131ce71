package ziggurat.games.qin;

import ziggurat.engine.Range;

/** The colour a placement chooses for the pagoda of a Base village it founds [qin §5.6.1, D49]. */
public record VillagePagoda(@Range(max = 29) int row, @Range(max = 29) int col, PagodaColour colour)
        implements Comparable<VillagePagoda> {

    public VillagePagoda {
        if (row < 0 || col < 0 || row > 29 || col > 29) {
            throw new IllegalArgumentException("'row' and 'col' are whole numbers from 0 to 29.");
        }
        if (colour == null) {
            throw new IllegalArgumentException("A village pagoda needs a 'colour'.");
        }
    }

    @Override
    public int compareTo(VillagePagoda o) {
        return row != o.row ? Integer.compare(row, o.row) : Integer.compare(col, o.col);
    }
}
