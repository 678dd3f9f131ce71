package ziggurat.viewer;

import com.microsoft.playwright.Browser;
import com.microsoft.playwright.BrowserType;
import com.microsoft.playwright.Playwright;
import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.io.InputStream;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;
import ziggurat.support.InstalledTool;

/**
 * What the table's browser tests stand on: Debian's Chromium driven by Playwright, and the viewer's files served
 * unchanged by a second, plain HTTP server on another port (another origin, which reaches the service only through
 * CORS). Skipped, through an assumption, when /usr/bin/chromium is missing.
 */
final class ViewerPages implements AutoCloseable {

    static final Path CHROMIUM = Path.of("/usr/bin/chromium");
    static final Path SHOTS = Path.of("target", "viewer");
    /** The page's files, as a static server would hold them. */
    private static final Map<String, String> FILES = Map.of(
            "/games.html", "text/html; charset=utf-8",
            "/game.html", "text/html; charset=utf-8",
            "/create.html", "text/html; charset=utf-8",
            "/assets/viewer.js", "text/javascript; charset=utf-8",
            "/assets/viewer.css", "text/css; charset=utf-8");

    private final Playwright playwright;
    private final Browser browser;
    private final HttpServer files;

    private ViewerPages(Playwright playwright, Browser browser, HttpServer files) {
        this.playwright = playwright;
        this.browser = browser;
        this.files = files;
    }

    /** Chromium, and the files served with a policy that lets them connect to {@code service}'s origin only. */
    static ViewerPages open(Supplier<String> service) throws IOException {
        InstalledTool.require(Files.isExecutable(CHROMIUM), CHROMIUM.toString());
        Files.createDirectories(SHOTS);
        Playwright playwright = Playwright.create(new Playwright.CreateOptions()
                .setEnv(Map.of("PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD", "1")));
        Browser browser = playwright.chromium().launch(new BrowserType.LaunchOptions()
                .setExecutablePath(CHROMIUM).setHeadless(true)
                .setArgs(List.of("--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage")));
        HttpServer files = HttpServer.create(new InetSocketAddress("127.0.0.1", 0), 0);
        files.createContext("/", exchange -> {
            String path = exchange.getRequestURI().getPath();
            String type = FILES.get(path);
            try (InputStream in = type == null ? null
                    : ViewerPages.class.getResourceAsStream("/ziggurat/viewer" + path)) {
                byte[] body = in == null ? "not here".getBytes(StandardCharsets.UTF_8) : in.readAllBytes();
                exchange.getResponseHeaders().set("Content-Type", in == null ? "text/plain" : type);
                // as strict as the service's own policy, but for the one origin the pages talk to
                exchange.getResponseHeaders().set("Content-Security-Policy", "default-src 'none'; script-src 'self';"
                        + " style-src 'self'; img-src 'self'; connect-src " + service.get() + "; base-uri 'none';"
                        + " form-action 'self'; frame-ancestors 'none'");
                exchange.sendResponseHeaders(in == null ? 404 : 200, body.length);
                exchange.getResponseBody().write(body);
            } finally {
                exchange.close();
            }
        });
        files.start();
        return new ViewerPages(playwright, browser, files);
    }

    Browser browser() {
        return browser;
    }

    /** The pages' own origin. */
    String origin() {
        return "http://127.0.0.1:" + files.getAddress().getPort();
    }

    @Override
    public void close() {
        files.stop(0);
        browser.close();
        playwright.close();
    }
}
