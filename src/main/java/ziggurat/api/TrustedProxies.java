package ziggurat.api;

import io.vertx.core.http.HttpServerRequest;
import io.vertx.core.net.SocketAddress;
import java.net.InetAddress;
import java.net.UnknownHostException;
import java.util.ArrayList;
import java.util.List;

/**
 * Who a request comes from, for the limits: its peer's address, unless the peer is a trusted reverse proxy, in which
 * case the address that proxy forwarded in {@code X-Forwarded-For}. The list is read from its end: each proxy adds
 * the address it received from, so the last entry that is not itself a trusted proxy is the client, and whatever a
 * client wrote before it is ignored.
 */
final class TrustedProxies {

    /** An address or a CIDR block ({@code 10.0.0.0/8}, {@code ::1}). */
    private record Block(byte[] network, int prefix) {

        boolean contains(byte[] address) {
            if (address.length != network.length) {
                return false;
            }
            int bits = prefix;
            for (int i = 0; i < address.length && bits > 0; i++, bits -= 8) {
                int mask = bits >= 8 ? 0xff : (0xff << (8 - bits)) & 0xff;
                if ((address[i] & mask) != (network[i] & mask)) {
                    return false;
                }
            }
            return true;
        }
    }

    private final List<Block> blocks = new ArrayList<>();

    TrustedProxies(List<String> entries) {
        for (String entry : entries) {
            String e = entry.trim();
            if (e.isEmpty()) {
                continue;
            }
            int slash = e.indexOf('/');
            byte[] network = literal(slash < 0 ? e : e.substring(0, slash));
            if (network == null) {
                throw new IllegalArgumentException("ziggurat.limits.trusted-proxies: '" + e
                        + "' is not an IP address or a CIDR block");
            }
            int prefix = slash < 0 ? network.length * 8 : Integer.parseInt(e.substring(slash + 1));
            blocks.add(new Block(network, prefix));
        }
    }

    /** The client's address, as the limits key it. */
    String client(HttpServerRequest request) {
        SocketAddress peer = request.remoteAddress();
        String address = peer == null || peer.hostAddress() == null ? "unknown" : peer.hostAddress();
        if (blocks.isEmpty() || !trusted(address)) {
            return address;
        }
        List<String> forwarded = request.headers().getAll("X-Forwarded-For");
        List<String> hops = new ArrayList<>();
        for (String header : forwarded) {
            for (String hop : header.split(",")) {
                hops.add(hop.trim());
            }
        }
        for (int i = hops.size() - 1; i >= 0; i--) {
            String hop = hops.get(i);
            if (literal(hop) == null) {
                // not an address: what came before it cannot be trusted either
                return address;
            }
            if (!trusted(hop)) {
                return hop;
            }
            address = hop;
        }
        return address;
    }

    private boolean trusted(String address) {
        byte[] bytes = literal(address);
        if (bytes == null) {
            return false;
        }
        for (Block b : blocks) {
            if (b.contains(bytes)) {
                return true;
            }
        }
        return false;
    }

    /** The bytes of an IP literal, or null for anything else (never a name lookup). */
    private static byte[] literal(String text) {
        String t = text.startsWith("[") && text.endsWith("]") ? text.substring(1, text.length() - 1) : text;
        if (t.isEmpty()) {
            return null;
        }
        boolean v4 = t.chars().allMatch(c -> c == '.' || (c >= '0' && c <= '9')) && t.chars().filter(c -> c == '.').count() == 3;
        boolean v6 = t.indexOf(':') >= 0 && t.chars().allMatch(c -> c == ':' || c == '.' || Character.digit(c, 16) >= 0);
        if (!v4 && !v6) {
            return null;
        }
        try {
            return InetAddress.getByName(t).getAddress();
        } catch (UnknownHostException | IllegalArgumentException e) {
            return null;
        }
    }
}
