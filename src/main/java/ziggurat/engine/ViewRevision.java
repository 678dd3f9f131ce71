package ziggurat.engine;

import java.util.List;

/**
 * A change to a game's complete view after games were already stored: the top-level fields it added. Every stored
 * event carries the hash of the complete view after it (the state hash), so a field added later would make every
 * older game's state hashes unreproducible. Declaring the revision lets the audit recompute an older hash from
 * today's view without the fields added since, and so check a game stored before the change, or one that straddles
 * it, as strictly as a new one.
 *
 * @param number      2 for the first change to the view as first published (revision 1), then 3, 4 …
 * @param addedFields the names of the top-level view fields this revision added
 */
public record ViewRevision(int number, List<String> addedFields) {

    public ViewRevision {
        if (number < 2) {
            throw new IllegalArgumentException("revision 1 is the view as first published; changes count from 2");
        }
        if (addedFields == null || addedFields.isEmpty()) {
            throw new IllegalArgumentException("a revision adds at least one field");
        }
        addedFields = List.copyOf(addedFields);
    }
}
