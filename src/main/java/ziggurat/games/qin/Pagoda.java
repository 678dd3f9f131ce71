package ziggurat.games.qin;

/** A pagoda on the board [qin §3.5]: its id keeps its identity when moved or recoloured; level 0 is a stack's bottom. */
public record Pagoda(String id, PagodaColour colour, int row, int col, int level) {
}
