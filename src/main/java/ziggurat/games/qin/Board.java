package ziggurat.games.qin;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A board as data [qin §3.1]: a rectangular grid of grass {@code .}, villages {@code v}, water {@code ~} and start
 * squares {@code R Y B}, with its header. The board a game uses travels in full in its first event, so a replay never
 * depends on a file that may change.
 *
 * @param startingEdge {@code N}, {@code E}, {@code S}, {@code W} or {@code none} (for the Board edges rule, [qin D24])
 * @param custom       supplied by the game's creator rather than built in [qin §3.3]
 */
public record Board(String name, int rows, int cols, String source, boolean verified, String startingEdge,
                    List<String> grid, boolean custom) {

    public static final char GRASS = '.';
    public static final char VILLAGE = 'v';
    public static final char WATER = '~';

    public Board {
        grid = List.copyOf(grid);
    }

    /** The built-in Bird side [qin §3.2]: an unofficial transcription, not checked against a physical board. */
    public static final Board BIRD = new Board("Qin board, Bird side (unofficial transcription)", 12, 12,
            "third-party transcription from a photo (demeesterroel/boardgames, qin/layouts.py); not checked against a"
                    + " physical board", false, "none", List.of(
            "....vv.....v",
            "............",
            "............",
            ".v......v...",
            ".....B......",
            "............",
            ".....Y......",
            ".v.......vv.",
            ".v...R......",
            "............",
            "............",
            "......vv...v"), false);

    public int size() {
        return rows * cols;
    }

    public boolean on(int row, int col) {
        return row >= 0 && col >= 0 && row < rows && col < cols;
    }

    public int index(int row, int col) {
        return row * cols + col;
    }

    public char at(int index) {
        return grid.get(index / cols).charAt(index % cols);
    }

    public boolean village(int index) {
        return at(index) == VILLAGE;
    }

    public boolean water(int index) {
        return at(index) == WATER;
    }

    /** The start square's colour, or null. */
    public TileColour startSquare(int index) {
        return TileColour.ofLetter(at(index));
    }

    /** Every village's cell index, row-major. */
    public List<Integer> villages() {
        List<Integer> out = new ArrayList<>();
        for (int i = 0; i < size(); i++) {
            if (village(i)) {
                out.add(i);
            }
        }
        return out;
    }

    /** The orthogonal neighbours of a cell that are on the board. */
    public int[] neighbours(int index) {
        int r = index / cols;
        int c = index % cols;
        int[] out = new int[4];
        int n = 0;
        if (r > 0) out[n++] = index - cols;
        if (c < cols - 1) out[n++] = index + 1;
        if (r < rows - 1) out[n++] = index + cols;
        if (c > 0) out[n++] = index - 1;
        return java.util.Arrays.copyOf(out, n);
    }

    // ---------------------------------------------------------------- reading a supplied board [qin §3.1]

    /** What a creator supplied as {@code options.board}: {@code "bird"}, a board object, or the text format. */
    static Board read(Object supplied, List<Map<String, Object>> problems) {
        if (supplied instanceof Map<?, ?> map) {
            return fromFields(map, problems);
        }
        if (supplied instanceof String text && text.contains("\n")) {
            return fromText(text, problems);
        }
        throw new IllegalStateException("not a board: " + supplied);
    }

    private static Board fromText(String text, List<Map<String, Object>> problems) {
        Map<String, Object> fields = new LinkedHashMap<>();
        List<String> grid = null;
        for (String raw : text.split("\r?\n", -1)) {
            if (grid != null) {
                grid.add(raw);
                continue;
            }
            String line = raw.strip();
            if (line.isEmpty() || line.startsWith("#")) {
                continue;
            }
            int colon = line.indexOf(':');
            if (colon < 0) {
                problems.add(problem("missingField", "The header line '" + line + "' is not 'key: value'."));
                continue;
            }
            String key = line.substring(0, colon).strip();
            String value = line.substring(colon + 1).strip();
            if (key.equals("grid")) {
                grid = new ArrayList<>();
            } else if (key.equals("rows") || key.equals("cols")) {
                try {
                    fields.put(key, Integer.parseInt(value));
                } catch (NumberFormatException e) {
                    fields.put(key, value);
                }
            } else if (key.equals("verified")) {
                fields.put(key, value.equals("true") ? Boolean.TRUE : value.equals("false") ? Boolean.FALSE : value);
            } else {
                fields.put(key, value);
            }
        }
        if (grid != null) {
            while (!grid.isEmpty() && grid.get(grid.size() - 1).isBlank()) {
                grid.remove(grid.size() - 1);
            }
            fields.put("grid", grid);
        }
        return fromFields(fields, problems);
    }

    private static Board fromFields(Map<?, ?> fields, List<Map<String, Object>> problems) {
        for (String required : List.of("name", "rows", "cols", "grid")) {
            if (fields.get(required) == null) {
                problems.add(problem("missingField", "The board has no '" + required + "'.", "field", required));
            }
        }
        for (Object key : fields.keySet()) {
            if (!List.of("name", "rows", "cols", "source", "verified", "startingEdge", "grid").contains(key)) {
                problems.add(problem("missingField", "The board has a field '" + key + "' no board has; the fields are"
                        + " name, rows, cols, source, verified, startingEdge and grid.", "field", String.valueOf(key)));
            }
        }
        String name = fields.get("name") instanceof String s ? s : "";
        if (fields.get("name") != null && !(fields.get("name") instanceof String)) {
            problems.add(problem("missingField", "'name' is a text.", "field", "name"));
        }
        int rows = dimension(fields.get("rows"), "rows", problems);
        int cols = dimension(fields.get("cols"), "cols", problems);
        String source = fields.get("source") instanceof String s ? s : "";
        boolean verified = Boolean.TRUE.equals(fields.get("verified"));
        if (fields.get("verified") != null && !(fields.get("verified") instanceof Boolean)) {
            problems.add(problem("missingField", "'verified' is true or false.", "field", "verified"));
        }
        Object edge = fields.get("startingEdge");
        String startingEdge = edge == null ? "none" : String.valueOf(edge);
        if (!List.of("N", "E", "S", "W", "none").contains(startingEdge)) {
            problems.add(problem("badStartingEdge", "'startingEdge' is N, E, S, W or none, not '" + startingEdge + "'.",
                    "startingEdge", startingEdge));
        }
        List<String> grid = new ArrayList<>();
        if (fields.get("grid") instanceof List<?> lines) {
            for (int r = 0; r < lines.size(); r++) {
                if (lines.get(r) instanceof String line) {
                    grid.add(line);
                } else {
                    problems.add(problem("gridRowLength", "Grid row " + r + " is not a line of text.", "row", r));
                    grid.add("");
                }
            }
        } else if (fields.get("grid") != null) {
            problems.add(problem("missingField", "'grid' is a list of lines.", "field", "grid"));
        }
        // [qin §3.1] every problem together: a grid's characters and start squares are judged even when a
        // dimension is wrong, though its lines can then not be counted or measured against it
        if (fields.get("grid") instanceof List<?>) {
            if (rows > 0 && grid.size() != rows) {
                problems.add(problem("gridRowCount", "The grid has " + grid.size() + " lines; 'rows' says " + rows + ".",
                        "expected", rows, "found", grid.size()));
            }
            boolean[] seen = new boolean[3];
            for (int r = 0; r < grid.size(); r++) {
                String line = grid.get(r);
                if (cols > 0 && line.length() != cols) {
                    problems.add(problem("gridRowLength", "Grid row " + r + " has " + line.length()
                            + " characters; 'cols' says " + cols + ".", "row", r, "expected", cols, "found", line.length()));
                }
                for (int c = 0; c < line.length(); c++) {
                    char ch = line.charAt(c);
                    if (". v~RYB".indexOf(ch) < 0 || ch == ' ') {
                        problems.add(problem("badCharacter", "The character '" + ch + "' at (" + r + "," + c
                                + ") is none of . v ~ R Y B.", "row", r, "col", c, "character", String.valueOf(ch)));
                    }
                    TileColour t = TileColour.ofLetter(ch);
                    if (t != null) {
                        seen[t.ordinal()] = true;
                    }
                }
            }
            for (TileColour t : TileColour.values()) {
                if (!seen[t.ordinal()]) {
                    problems.add(problem("missingStartSquare", "The grid has no " + t + " start square ("
                            + t.letter() + "); every colour needs one.", "colour", t.toString()));
                }
            }
        }
        if (!problems.isEmpty()) {
            return null;
        }
        Board board = new Board(name, rows, cols, source, verified, startingEdge, grid, true);
        if (!Placement.anyOpening(board)) {
            problems.add(problem("noOpeningMove", "No tile can be placed on this board: no two adjacent free cells touch"
                    + " a start square."));
            return null;
        }
        return board;
    }

    private static int dimension(Object value, String field, List<Map<String, Object>> problems) {
        if (value == null) {
            return 0;
        }
        if (!(value instanceof Integer n) || n < 5 || n > 30) {
            problems.add(problem("badDimensions", "'" + field + "' is a whole number from 5 to 30, not " + value + ".",
                    "field", field));
            return 0;
        }
        return n;
    }

    static Map<String, Object> problem(String code, String message, Object... fields) {
        Map<String, Object> p = new LinkedHashMap<>();
        p.put("code", code);
        for (int i = 0; i < fields.length; i += 2) {
            p.put((String) fields[i], fields[i + 1]);
        }
        p.put("message", message);
        return p;
    }
}
