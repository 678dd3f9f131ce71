package ziggurat.engine.kit;

import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * What a game keeps hidden while it runs, for the conformance kit's redaction check. Paths are JSON pointers
 * into the view as the platform writes it; {@code *} stands for every element of a list, and the element's
 * {@code seat} field names its owner. Event fields are named by the event's wire name; the event's {@code seat}
 * field names the seat that may see them.
 *
 * @param hiddenInView   view paths no seat and no spectator sees while the game runs (the bag, the deck order)
 * @param ownInView      view paths only their owner sees ({@code /seats/x/hand})
 * @param hiddenInEvents event fields no viewer sees while the game runs ({@code GameStarted.bag})
 * @param ownInEvents    event fields only the event's seat sees ({@code TilesDrawn.tiles})
 * @param ownEvents      events only their seat learns of at all
 * @param ownInPending   fields of a pending decision's details only the pending seat sees
 */
public record Secrets(List<String> hiddenInView, List<String> ownInView, Map<String, List<String>> hiddenInEvents,
                      Map<String, List<String>> ownInEvents, Set<String> ownEvents, List<String> ownInPending) {
}
