package ziggurat.games.tigris;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;

import ziggurat.engine.kit.Square;

/**
 * The standard board: terrain, starting temples and corner treasures, read once from
 * {@code standard-board.txt}. Squares are indexed {@code row * 16 + col} throughout the engine.
 */
final class Board {

    static final int ROWS = 11;
    static final int COLS = 16;
    static final int SIZE = ROWS * COLS;

    /** River squares take only farms (blue tiles); leaders never stand there. */
    static final boolean[] RIVER = new boolean[SIZE];
    static final boolean[] STARTING_TEMPLE = new boolean[SIZE];
    /** Bordered squares: their treasures must be taken first [tigris §5.1, D19]. */
    static final boolean[] CORNER = new boolean[SIZE];
    static final Square[] SQUARE = new Square[SIZE];
    /** Orthogonal neighbours of each square, packed 4 per square, -1 past the edge. */
    static final int[] NEIGHBOURS = new int[SIZE * 4];
    static final List<String> TERRAIN;
    /** The starting temples in row-major order: the only squares that ever carry a treasure. */
    static final int[] STARTING_TEMPLES;

    /**
     * The SHA-256 of the board file every stored game was played on. {@code GameStarted} names the board
     * ({@code "standard"}) rather than carrying it, so the file is pinned: a changed file would make old games
     * replay on another board, and fails at start instead.
     */
    static final String STANDARD_SHA256 = "6fb8ce266db8b6d34f0109766259f919e539ecfb0cfeef169786e0fb1bc10102";

    static {
        byte[] file = standardBoardFile();
        String sha256 = sha256(file);
        if (!sha256.equals(STANDARD_SHA256)) {
            throw new IllegalStateException("standard-board.txt has SHA-256 " + sha256 + ", not the pinned "
                    + STANDARD_SHA256 + ": stored games name the board 'standard' and replay on exactly that file;"
                    + " a different board needs a name of its own");
        }
        List<String> rows = new ArrayList<>();
        for (String line : new String(file, StandardCharsets.UTF_8).split("\n")) {
            if (!line.startsWith("#") && !line.isBlank()) {
                rows.add(line.strip());
            }
        }
        if (rows.size() != ROWS) {
            throw new IllegalStateException("the board file must hold " + ROWS + " rows, found " + rows.size());
        }
        List<String> terrain = new ArrayList<>();
        for (int row = 0; row < ROWS; row++) {
            String line = rows.get(row);
            if (line.length() != COLS) {
                throw new IllegalStateException("board row " + row + " must hold " + COLS + " squares");
            }
            StringBuilder t = new StringBuilder();
            for (int col = 0; col < COLS; col++) {
                int i = row * COLS + col;
                char ch = line.charAt(col);
                RIVER[i] = ch == '~';
                STARTING_TEMPLE[i] = ch == 'T' || ch == 'S';
                CORNER[i] = ch == 'S';
                if (ch != '~' && ch != '.' && ch != 'T' && ch != 'S') {
                    throw new IllegalStateException("unknown board character '" + ch + "'");
                }
                t.append(RIVER[i] ? '~' : '.');
                SQUARE[i] = new Square(row, col);
                NEIGHBOURS[i * 4] = row > 0 ? i - COLS : -1;
                NEIGHBOURS[i * 4 + 1] = col > 0 ? i - 1 : -1;
                NEIGHBOURS[i * 4 + 2] = col < COLS - 1 ? i + 1 : -1;
                NEIGHBOURS[i * 4 + 3] = row < ROWS - 1 ? i + COLS : -1;
            }
            terrain.add(t.toString());
        }
        TERRAIN = List.copyOf(terrain);
        int[] temples = new int[SIZE];
        int n = 0;
        for (int i = 0; i < SIZE; i++) {
            if (STARTING_TEMPLE[i]) {
                temples[n++] = i;
            }
        }
        STARTING_TEMPLES = java.util.Arrays.copyOf(temples, n);
    }

    private Board() {
    }

    static boolean onBoard(Square s) {
        return s.row() < ROWS && s.col() < COLS;
    }

    static int index(Square s) {
        return s.row() * COLS + s.col();
    }

    static int index(int row, int col) {
        return row * COLS + col;
    }

    static byte[] standardBoardFile() {
        try (InputStream in = Board.class.getResourceAsStream("/ziggurat/games/tigris/standard-board.txt")) {
            if (in == null) {
                throw new IllegalStateException("standard-board.txt is missing from the classpath");
            }
            return in.readAllBytes();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    static String sha256(byte[] bytes) {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(bytes));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every JVM has SHA-256", e);
        }
    }
}
