package org.kontor.engine.elasund;

import java.util.ArrayList;
import java.util.List;

/**
 * "Preparativos": the building area and gates for the player count, each colour's two worker
 * cottages on their framed squares, the neutral buildings sorted beside the board, the church
 * tiles and the influence deck shuffled face down, 3 gold and 1 influence to each player. Then who
 * starts ({@link OpeningRoll}).
 */
final class Setup {

    private Setup() {}

    static Draft start(ElasundBoard board, Pieces pieces, int seats, RuleOptions options, long seed) {
        if (seats < 2 || seats > 4) {
            throw new IllegalArgumentException("Elasund is played by 2 to 4 players, not " + seats + ".");
        }
        Pieces.Deck deck = pieces.deck(options.deck());
        if (deck == null) {
            throw new IllegalArgumentException("The option deck takes " + String.join(" or ",
                    pieces.decks().stream().map(Pieces.Deck::id).toList()) + ", not \"" + options.deck() + "\".");
        }
        Draft d = new Draft(board, pieces, options, seats, seed);
        for (int k = 0; k < pieces.buildings().size(); k++) {
            BuildingKind kind = pieces.buildings().get(k);
            if (kind.owner() == BuildingKind.Owner.NEUTRAL) {
                d.neutralStock[k] = kind.count();
            }
        }
        for (int seat = 0; seat < seats; seat++) {
            ElasundBoard.Start start = board.starts().get(seat);
            for (int k = 0; k < pieces.buildings().size(); k++) {
                BuildingKind kind = pieces.buildings().get(k);
                if (kind.owner() == BuildingKind.Owner.STARTING) {
                    Construction.put(d, k, seat, kind.size() == 1 ? start.small() : start.large());
                }
            }
        }
        List<Integer> church = new ArrayList<>();
        for (int t = 1; t <= pieces.churchTiles(); t++) {
            church.add(t);
        }
        d.churchStack.addAll(Cards.shuffled(d, church));
        List<Integer> cards = new ArrayList<>();
        for (int colour = 0; colour < deck.influence().size(); colour++) {
            for (int n = 0; n < deck.influence().get(colour); n++) {
                cards.add(colour);
            }
        }
        d.deck.addAll(Cards.shuffled(d, cards));
        d.goldSupply = deck.gold();
        for (int seat = 0; seat < seats; seat++) {
            Cards.takeGold(d, seat, pieces.startingGold());
            Cards.drawInfluence(d, seat, pieces.startingInfluence());
        }
        d.events.clear();
        OpeningRoll.begin(d);
        return d;
    }
}
