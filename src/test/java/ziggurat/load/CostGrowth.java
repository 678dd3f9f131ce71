package ziggurat.load;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import org.knowm.xchart.BitmapEncoder;
import org.knowm.xchart.XYChart;
import org.knowm.xchart.XYChartBuilder;
import org.knowm.xchart.style.Styler;

/**
 * The cost-growth table of {@code LoadRun --growth}: printed, written as {@code cost-growth.csv} and drawn as
 * {@code cost-growth.png} (XChart, headless): moves/s and POST /moves p99 against the number of active games,
 * and, when the service's pid was given, its resident memory in a second panel.
 */
final class CostGrowth {

    private CostGrowth() {
    }

    static void write(String ruleset, List<LoadRun.Result> results, Path dir) throws IOException {
        boolean memory = results.stream().allMatch(r -> r.residentKb >= 0);
        StringBuilder csv = new StringBuilder(
                "active_games,clients,moves_per_s,p50_ms,p95_ms,p99_ms,max_ms,resident_mb,client_cpu_ms_per_move\n");
        System.out.printf(Locale.ROOT, "%ncost growth, %s, closed loop:%n%12s %8s %9s %9s %9s %9s %9s %12s%n",
                ruleset, "active games", "clients", "moves/s", "p50 ms", "p95 ms", "p99 ms", "max ms", "resident MB");
        double[] games = new double[results.size()];
        double[] rate = new double[results.size()];
        double[] p99 = new double[results.size()];
        double[] resident = new double[results.size()];
        for (int i = 0; i < results.size(); i++) {
            LoadRun.Result r = results.get(i);
            games[i] = r.activeGames;
            rate[i] = r.movesPerSecond();
            p99[i] = LoadRun.ms(r.move, 99);
            resident[i] = r.residentKb / 1024.0;
            String mb = r.residentKb >= 0 ? String.format(Locale.ROOT, "%.0f", resident[i]) : "";
            csv.append(String.format(Locale.ROOT, "%d,%d,%.1f,%.2f,%.2f,%.2f,%.2f,%s,%.3f%n", r.activeGames, r.clients,
                    rate[i], LoadRun.ms(r.move, 50), LoadRun.ms(r.move, 95), p99[i], r.move.getMaxValue() / 1e6, mb,
                    r.cpuTicks * 10.0 / Math.max(1, r.moves.get())));
            System.out.printf(Locale.ROOT, "%12d %8d %9.1f %9.2f %9.2f %9.2f %9.2f %12s%n", r.activeGames, r.clients,
                    rate[i], LoadRun.ms(r.move, 50), LoadRun.ms(r.move, 95), p99[i], r.move.getMaxValue() / 1e6, mb);
        }
        Files.createDirectories(dir);
        Path csvFile = dir.resolve("cost-growth.csv");
        Files.writeString(csvFile, csv);

        XYChart load = new XYChartBuilder().width(900).height(420)
                .title("Cost growth: " + ruleset + ", closed loop").xAxisTitle("active games")
                .yAxisTitle("moves/s").build();
        load.addSeries("moves/s", games, rate);
        load.addSeries("p99 POST /moves (ms)", games, p99).setYAxisGroup(1);
        load.setYAxisGroupTitle(1, "p99 (ms)");
        style(load, games);
        load.getStyler().setYAxisGroupPosition(1, Styler.YAxisPosition.Right);
        String png = dir.resolve("cost-growth").toString();
        if (memory) {
            XYChart rss = new XYChartBuilder().width(900).height(420).title("Service resident memory")
                    .xAxisTitle("active games").yAxisTitle("resident MB").build();
            rss.addSeries("resident MB", games, resident);
            style(rss, games);
            rss.getStyler().setLegendVisible(false);
            BitmapEncoder.saveBitmap(List.of(load, rss), 2, 1, png, BitmapEncoder.BitmapFormat.PNG);
        } else {
            BitmapEncoder.saveBitmap(load, png, BitmapEncoder.BitmapFormat.PNG);
        }
        System.out.println("wrote " + csvFile + " and " + png + ".png");
    }

    private static void style(XYChart chart, double[] games) {
        double min = Double.MAX_VALUE;
        double max = 0;
        for (double g : games) {
            min = Math.min(min, g);
            max = Math.max(max, g);
        }
        chart.getStyler().setXAxisLogarithmic(max / min >= 10).setXAxisDecimalPattern("#,##0")
                .setYAxisMin(0.0).setLegendPosition(Styler.LegendPosition.OutsideS).setMarkerSize(8);
    }
}
