package ziggurat.games.attika;

import java.util.ArrayList;
import java.util.List;
import ziggurat.games.attika.AttikaEvent.CardsDrawn;
import ziggurat.games.attika.AttikaEvent.DeckShuffled;
import ziggurat.games.attika.AttikaEvent.DrawReason;
import ziggurat.games.attika.AttikaEvent.ShuffleReason;

/**
 * [attika §4.7, D23] drawing cards from the top of the deck: when the deck runs out, its last cards are drawn first,
 * then the discard pile is shuffled into a new deck and the drawing goes on; with both empty, the rest are lost.
 */
final class Cards {

    private Cards() {
    }

    static void draw(Resolution r, int seat, int n, DrawReason reason) {
        if (n <= 0) {
            return;
        }
        AttikaState s = r.state();
        int need = n;
        if (s.deck.size() >= need) {
            r.emit(drawn(s, seat, need, need, reason));
            return;
        }
        if (!s.deck.isEmpty()) {
            int have = s.deck.size();
            r.emit(drawn(s, seat, have, have, reason));
            need -= have;
        }
        s = r.state();
        int[] discard = s.discard;
        if (discard[0] + discard[1] + discard[2] + discard[3] > 0) {
            List<Resource> order = new ArrayList<>();
            for (Resource res : Resource.values()) {
                for (int i = 0; i < discard[res.ordinal()]; i++) {
                    order.add(res);
                }
            }
            r.rng.shuffle(order);
            r.emit(new DeckShuffled(List.copyOf(order), order.size(), ShuffleReason.RESHUFFLE));
            s = r.state();
        }
        r.emit(drawn(s, seat, need, Math.min(need, s.deck.size()), reason));
    }

    private static CardsDrawn drawn(AttikaState s, int seat, int requested, int received, DrawReason reason) {
        int[] cards = new int[4];
        for (int i = 0; i < received; i++) {
            cards[s.deck.get(i).ordinal()]++;
        }
        return new CardsDrawn(seat, Payment.of(cards), requested, received, reason);
    }
}
