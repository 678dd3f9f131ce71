package ziggurat.games.tigris;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** Stored games name the board; the board they name is this exact file, forever. */
class BoardPinTest {

    @Test
    @DisplayName("[tigris §0.2] the standard board file is the one pinned by its SHA-256")
    void theStandardBoardFileIsThePinnedOne() {
        assertEquals(Board.STANDARD_SHA256, Board.sha256(Board.standardBoardFile()));
        assertEquals("6fb8ce266db8b6d34f0109766259f919e539ecfb0cfeef169786e0fb1bc10102", Board.STANDARD_SHA256,
                "the pin itself never changes: a new board gets a new name");
    }
}
