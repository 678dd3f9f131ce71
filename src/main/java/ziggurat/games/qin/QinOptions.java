package ziggurat.games.qin;

import java.util.List;
import ziggurat.engine.OptionalField;

/**
 * The options of a Qin game [qin §7] (game creation).
 *
 * @param variant a variant name ({@code veles}, {@code Qin-Veles}); {@code veles} when neither this nor {@code modules}
 *                is given
 * @param modules the syllables of the modules, any order, defaults added [qin §7]; instead of {@code variant}
 * @param board   {@code "bird"} (the default), a board object, or a board in the text format [qin §3.1]
 * @param colours each seat's own colour, in seat order [qin §3.6]; the defaults of [qin §3.6] when left out
 */
public record QinOptions(@OptionalField String variant, @OptionalField List<String> modules,
                         @OptionalField Object board, @OptionalField List<TileColour> colours) {

    public static final QinOptions DEFAULT = new QinOptions(null, null, null, null);

    public static QinOptions variant(String name) {
        return new QinOptions(name, null, null, null);
    }
}
