package ziggurat.load;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;

/**
 * CPU time (utime + stime, in clock ticks of 10 ms) of the processes that share this machine's cores during a
 * load run, read from /proc: this load generator, the service (split into its JIT compiler threads and the rest,
 * because a service that is still compiling spends much of its CPU there) and every PostgreSQL process.
 */
final class CpuTime {

    /** One reading; differences of two readings are what a run cost. */
    record Reading(long generator, long service, long serviceJit, long postgres) {
        Reading minus(Reading before) {
            return new Reading(generator - before.generator, service - before.service,
                    serviceJit - before.serviceJit, postgres - before.postgres);
        }
    }

    private CpuTime() {
    }

    /** Now; {@code servicePid} 0 leaves the service and PostgreSQL out. */
    static Reading read(long servicePid) {
        if (servicePid <= 0) {
            return new Reading(ticks(Path.of("/proc/self/stat")), 0, 0, 0);
        }
        long jit = 0;
        try (Stream<Path> threads = Files.list(Path.of("/proc/" + servicePid + "/task"))) {
            for (Path t : threads.toList()) {
                if (name(t.resolve("stat")).contains("CompilerThre")) {
                    jit += ticks(t.resolve("stat"));
                }
            }
        } catch (IOException | RuntimeException e) {
            jit = 0;
        }
        long postgres = 0;
        try (Stream<Path> processes = Files.list(Path.of("/proc"))) {
            for (Path p : processes.filter(p -> p.getFileName().toString().chars().allMatch(Character::isDigit))
                    .toList()) {
                if (name(p.resolve("stat")).equals("postgres")) {
                    postgres += ticks(p.resolve("stat"));
                }
            }
        } catch (IOException | RuntimeException e) {
            postgres = 0;
        }
        return new Reading(ticks(Path.of("/proc/self/stat")), ticks(Path.of("/proc/" + servicePid + "/stat")), jit,
                postgres);
    }

    /** utime + stime of a process or thread; 0 if it is gone. */
    static long ticks(Path stat) {
        try {
            String s = Files.readString(stat);
            String[] f = s.substring(s.lastIndexOf(')') + 2).split(" ");
            return Long.parseLong(f[11]) + Long.parseLong(f[12]);
        } catch (IOException | RuntimeException e) {
            return 0;
        }
    }

    private static String name(Path stat) {
        try {
            String s = Files.readString(stat);
            return s.substring(s.indexOf('(') + 1, s.lastIndexOf(')'));
        } catch (IOException | RuntimeException e) {
            return "";
        }
    }
}
