package ziggurat.load;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import org.junit.jupiter.api.Test;

class ScheduleTest {

    @Test
    void oneClientSendsAtTheWholeRate() {
        Schedule s = new Schedule(1_000, 200, 1, 0);
        assertEquals(1_000, s.next());
        assertEquals(1_000 + 5_000_000, s.next());
        assertEquals(1_000 + 10_000_000, s.next());
    }

    @Test
    void clientsShareTheRateAndAreStaggeredEvenly() {
        int clients = 16;
        double rate = 480;
        List<Long> times = new ArrayList<>();
        for (int c = 0; c < clients; c++) {
            Schedule s = new Schedule(0, rate, clients, c);
            assertEquals(clients * 1e9 / rate, s.intervalNanos(), 1e-6);
            for (long t = s.next(); t < 10_000_000_000L; t = s.next()) {
                times.add(t);
            }
        }
        assertEquals(4_800, times.size(), "10 s at 480/s");
        Collections.sort(times);
        long gap = Math.round(1e9 / rate);
        for (int i = 1; i < times.size(); i++) {
            assertEquals(gap, times.get(i) - times.get(i - 1), 1, "even spacing at " + i);
        }
    }

    @Test
    void noDriftOverLongRuns() {
        Schedule s = new Schedule(0, 3, 1, 0);
        long t = 0;
        for (int i = 0; i <= 3_000; i++) {
            t = s.next();
        }
        assertEquals(1_000_000_000_000L, t, 1, "the 3,001st send of 3/s is at 1,000 s, not off by rounding");
    }

    @Test
    void refusesNonsense() {
        assertThrows(IllegalArgumentException.class, () -> new Schedule(0, 0, 1, 0));
        assertThrows(IllegalArgumentException.class, () -> new Schedule(0, 10, 2, 2));
    }
}
