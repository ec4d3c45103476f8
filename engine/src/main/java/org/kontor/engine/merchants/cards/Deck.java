package org.kontor.engine.merchants.cards;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * A development-card deck for one game: the card kinds in file order. A provisional deck is one
 * whose texts are not the printed cards'; the phone and the docs say so wherever it is shown.
 */
@JsonPropertyOrder({"format", "id", "game", "title", "provisional", "cards"})
@JsonIgnoreProperties(value = "format", allowGetters = true)
public record Deck(String id, String game, String title, boolean provisional, List<Card> cards) {

    /**
     * Cards per game, from the box contents: a deck of any other size would change how often the
     * draw pile runs out, so it is not the game any more.
     */
    public static final Map<String, Integer> SIZES = Map.of("merchants", 25);

    public Deck {
        Card.checkId("id", id);
        if (game == null) {
            throw new IllegalArgumentException("game is missing");
        }
        if (!SIZES.containsKey(game)) {
            throw new IllegalArgumentException("game '" + game + "' is not one Kontor has decks for (" + String.join(", ", SIZES.keySet()) + ")");
        }
        Card.checkText("title", title);
        if (cards == null || cards.isEmpty()) {
            throw new IllegalArgumentException("cards must hold at least one card");
        }
        cards = List.copyOf(cards);
        Map<String, Integer> firstIndex = new HashMap<>();
        int total = 0;
        for (int i = 0; i < cards.size(); i++) {
            Integer earlier = firstIndex.putIfAbsent(cards.get(i).id(), i);
            if (earlier != null) {
                throw new IllegalArgumentException("cards[" + i + "].id '" + cards.get(i).id()
                        + "' is already used by cards[" + earlier + "]");
            }
            total += cards.get(i).count();
        }
        int size = SIZES.get(game);
        if (total != size) {
            throw new IllegalArgumentException("the cards' counts add up to " + total + ", but a " + game
                    + " deck has exactly " + size + " cards");
        }
    }

    /** The version of the deck file format this deck is written in. */
    @JsonProperty("format")
    public int format() {
        return DeckFile.FORMAT;
    }

    /** The number of physical cards: every kind times its count. */
    public int size() {
        int total = 0;
        for (Card card : cards) {
            total += card.count();
        }
        return total;
    }

    public Card card(String cardId) {
        for (Card card : cards) {
            if (card.id().equals(cardId)) {
                return card;
            }
        }
        throw new IllegalArgumentException("deck " + id + " has no card '" + cardId + "'");
    }

    /** One card id per physical card, in file order: the unshuffled draw pile. */
    public List<String> copies() {
        List<String> ids = new ArrayList<>(size());
        for (Card card : cards) {
            for (int i = 0; i < card.count(); i++) {
                ids.add(card.id());
            }
        }
        return List.copyOf(ids);
    }

    /** One line for a person: which deck, for which game, how many cards, and whether its texts are the printed ones. */
    public String summary() {
        return "deck '" + id + "' (" + title + ") for " + game + ", " + cards.size() + " kinds of card, " + size() + " cards, "
                + (provisional ? "PROVISIONAL (not the printed texts)" : "the printed texts");
    }
}
