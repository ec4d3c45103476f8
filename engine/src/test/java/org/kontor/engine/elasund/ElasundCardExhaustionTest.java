package org.kontor.engine.elasund;

import static org.assertj.core.api.Assertions.assertThat;
import static org.kontor.engine.elasund.ElasundTable.BLUE;
import static org.kontor.engine.elasund.ElasundTable.GREEN;
import static org.kontor.engine.elasund.ElasundTable.RED;
import static org.kontor.engine.elasund.ElasundTable.dice;
import static org.kontor.engine.elasund.ElasundTable.hand;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.kontor.engine.Language;
import org.kontor.engine.Rejection;
import org.kontor.engine.RejectionKind;

/**
 * "Agotar las cartas" for influence: the supply cannot pay the roll's production, so every player
 * with influence to give up chooses which half (rounded down) goes, and the deck is made anew of them.
 */
class ElasundCardExhaustionTest {

    /**
     * Three players, a roll of 4 (Red's and Blue's small cottages produce 2 influence) and an empty
     * influence supply: Red holds the rest of the deck, Blue one card (gives up none), Green three.
     */
    private static ElasundTable exhausted(RuleOptions options) {
        return new ElasundTable(3, options).arrange(d -> {
            hand(d, BLUE, 2, 1, 0, 0);
            hand(d, GREEN, 0, 2, 1, 0);
            d.deck.addAll(d.discardPile);
            d.discardPile.clear();
            while (!d.deck.isEmpty()) {
                d.influence[RED][d.deck.remove(d.deck.size() - 1)]++;
            }
            dice(d, 4);
        });
    }

    private static List<LegalAction> legal(ElasundTable t, int seat) {
        return ElasundTable.RULES.legalActions(t.state, seat);
    }

    private static String everything(ElasundTable t) {
        StringBuilder all = new StringBuilder(ElasundViewsTest.json(ElasundTable.RULES.publicView(t.state)));
        for (int seat = 0; seat < t.state.seatCount(); seat++) {
            all.append(ElasundViewsTest.json(ElasundTable.RULES.view(t.state, seat)));
        }
        return all.toString();
    }

    @Test
    void the_roll_waits_for_exactly_the_players_with_influence_to_give_up() {
        ElasundTable t = exhausted(RuleOptions.standard());
        int redCards = t.state.d.influenceCards(RED);
        t.ok(RED, new Command.Roll());
        assertThat(t.events).contains(new Event.CardsRanOut("influence", 2, 0));
        assertThat(t.events(Event.Produced.class)).as("nobody receives influence").allMatch(p -> p.influence() == 0);
        assertThat(t.state.pending()).isEqualTo(new Pending.Exhaustion(List.of(redCards / 2, 0, 1)));
        assertThat(legal(t, RED)).extracting(LegalAction::kind).containsExactly("give-up-influence");
        assertThat(legal(t, BLUE)).as("one card: half of it rounded down is none").isEmpty();
        assertThat(legal(t, GREEN)).containsExactly(new LegalAction("give-up-influence",
                List.of(new Command.GiveUpInfluence(0, 1, 0), new Command.GiveUpInfluence(1, 0, 0))));
        assertThat(t.no(RED, new Command.TakeGold()).kind()).as("the turn waits for the answers").isEqualTo(RejectionKind.NOT_AVAILABLE_NOW);
        assertThat(Views.table(t.state.d).waitingFor()).isEqualTo("Red, Green");
    }

    @Test
    void a_wrong_count_colours_not_held_or_a_player_who_owes_nothing_are_refused_and_change_nothing() {
        ElasundTable t = exhausted(RuleOptions.standard());
        t.ok(RED, new Command.Roll());
        String before = everything(t);
        long version = t.state.version();

        Rejection two = t.no(GREEN, new Command.GiveUpInfluence(2, 0, 0));
        assertThat(two.kind()).isEqualTo(RejectionKind.BAD_INPUT);
        assertThat(two.message()).isEqualTo("The cards ran out: give up exactly 1 influence card (half of yours, rounded down), not 2.");
        assertThat(two.message(Language.SPANISH)).isEqualTo(
                "Se agotaron las cartas: entrega exactamente 1 carta de influencia (la mitad de las tuyas, redondeando hacia abajo), no 2.");
        assertThat(t.no(GREEN, new Command.GiveUpInfluence(0, 0, 0)).message()).contains("exactly 1 influence card", "not 0");
        Rejection red = t.no(GREEN, new Command.GiveUpInfluence(0, 0, 1));
        assertThat(red.kind()).isEqualTo(RejectionKind.NOT_AFFORDABLE);
        assertThat(red.message()).isEqualTo("You hold only 0 red influence.");
        assertThat(t.no(GREEN, new Command.GiveUpInfluence(-1, 1, 1)).message()).isEqualTo("Discard counts cannot be negative.");
        Rejection blue = t.no(BLUE, new Command.GiveUpInfluence(0, 0, 0));
        assertThat(blue.kind()).isEqualTo(RejectionKind.NOT_YOUR_TURN);
        assertThat(blue.message()).contains("the players to give up half of their influence cards");
        assertThat(t.no(GREEN, new Command.Discard(0, 1, 0, 0)).message()).as("not the pirates' discard")
                .contains("the players to give up half of their influence cards");

        assertThat(everything(t)).isEqualTo(before);
        assertThat(t.state.version()).isEqualTo(version);
    }

    @Test
    void the_cards_given_up_become_the_new_deck_once_everybody_has_chosen() {
        ElasundTable t = exhausted(RuleOptions.standard());
        t.ok(RED, new Command.Roll());
        int owed = ((Pending.Exhaustion) t.state.pending()).owed().get(RED);
        int redRed = t.state.influence(RED, Influence.RED);
        int redGreen = t.state.influence(RED, Influence.GREEN);
        int red = Math.min(owed, redRed);
        int green = owed - red;
        assertThat(redGreen).isGreaterThanOrEqualTo(green);

        t.ok(GREEN, new Command.GiveUpInfluence(0, 1, 0));
        assertThat(t.events).containsExactly(new Event.GaveUp(GREEN, "influence", 1));
        assertThat(t.state.pending()).isEqualTo(new Pending.Exhaustion(List.of(owed, 0, 0)));
        assertThat(legal(t, GREEN)).isEmpty();
        assertThat(t.state.influence(GREEN, Influence.BLUE)).isEqualTo(2);
        assertThat(t.state.influence(GREEN, Influence.GREEN)).isZero();

        t.ok(RED, new Command.GiveUpInfluence(0, green, red));
        assertThat(t.events).containsExactly(new Event.GaveUp(RED, "influence", owed), new Event.DeckRenewed(owed + 1));
        assertThat(t.state.pending()).isNull();
        assertThat(t.state.influence(RED, Influence.RED)).isEqualTo(redRed - red);
        assertThat(t.state.influence(RED, Influence.GREEN)).isEqualTo(redGreen - green);
        // The new deck is exactly the cards given up, face down; nothing waits in the discard pile.
        assertThat(t.state.d.discardPile).isEmpty();
        assertThat(t.state.d.deck.stream().filter(c -> c == Influence.RED.ordinal()).count()).isEqualTo(red);
        assertThat(t.state.d.deck.stream().filter(c -> c == Influence.GREEN.ordinal()).count()).isEqualTo(green + 1);
        assertThat(t.state.d.deck.stream().filter(c -> c == Influence.BLUE.ordinal()).count()).isZero();
        assertThat(Views.table(t.state.d).influenceDeck()).isEqualTo(owed + 1);
        assertThat(legal(t, RED)).extracting(LegalAction::kind).as("Red's turn goes on").contains("place-permit", "take-gold");
        RandomElasund.audit(t.state, 0);
    }

    @Test
    void when_nobody_has_two_influence_cards_the_deck_is_renewed_at_once() {
        ElasundTable t = new ElasundTable(2).arrange(d -> {
            hand(d, RED, 3, 1, 0, 0);
            hand(d, BLUE, 2, 0, 0, 1);
            // One card left to draw for a production of 2 (this test counts no other card).
            d.deck.clear();
            d.discardPile.clear();
            d.deck.add(Influence.GREEN.ordinal());
            dice(d, 4);
        });
        t.ok(RED, new Command.Roll());
        assertThat(t.events).contains(new Event.CardsRanOut("influence", 2, 1), new Event.DeckRenewed(1));
        assertThat(t.events(Event.GaveUp.class)).isEmpty();
        assertThat(t.state.pending()).isNull();
    }

    @Test
    void the_older_reading_takes_the_most_held_colour_without_asking() {
        RuleOptions s = RuleOptions.standard();
        RuleOptions mostHeld = new RuleOptions(s.deck(), s.spentUnderDeck(), s.piratesCountTowers(), s.tradeFlagsRetroactive(),
                s.cottageAfterChurch(), s.cottageOnOwnPermit(), s.blueWallsFirst(), s.winAtOnce(), s.feePerBuilding(), true, s.startPlayer(), s.spentPaysProduction());
        ElasundTable t = exhausted(mostHeld);
        int redCards = t.state.d.influenceCards(RED);
        t.ok(RED, new Command.Roll());
        assertThat(t.state.pending()).isNull();
        assertThat(t.events).contains(new Event.GaveUp(RED, "influence", redCards / 2), new Event.GaveUp(GREEN, "influence", 1),
                new Event.DeckRenewed(redCards / 2 + 1));
        assertThat(t.state.influence(GREEN, Influence.BLUE)).as("Green's most-held colour went").isEqualTo(1);
        assertThat(t.state.influence(GREEN, Influence.GREEN)).isEqualTo(1);
        assertThat(t.state.influence(BLUE, Influence.BLUE)).isEqualTo(1);
    }

    /**
     * Rulebook, "Agotar las cartas": «Si no quedan suficientes cartas de influencia para pagar la
     * producción, todos los jugadores deben descartar la mitad (redondeando hacia abajo) de sus
     * cartas de influencia. Todas las cartas descartadas se mezclan y se crea una nueva pila.» The
     * Spanish rules know no spent pile: the deck alone pays, so with one card in the deck and
     * five spent, a production of 2 is not paid; the spent cards join the cards given up in the new deck.
     */
    @Test
    void the_deck_alone_pays_and_the_spent_pile_joins_the_new_deck_at_exhaustion() {
        ElasundTable t = new ElasundTable(2).arrange(ElasundCardExhaustionTest::oneInDeckFiveSpent);
        t.ok(RED, new Command.Roll());
        assertThat(t.events).contains(new Event.CardsRanOut("influence", 2, 1));
        assertThat(t.events(Event.Produced.class)).as("nobody is paid influence").allMatch(p -> p.influence() == 0);
        assertThat(t.state.pending()).isEqualTo(new Pending.Exhaustion(List.of(1, 1)));
        t.ok(RED, new Command.GiveUpInfluence(1, 0, 0)).ok(BLUE, new Command.GiveUpInfluence(0, 0, 1));
        assertThat(t.events).contains(new Event.DeckRenewed(1 + 5 + 2));
        assertThat(t.state.d.discardPile).isEmpty();
    }

    /** The reading before the rulebook's was built, kept as {@code influenceShortage=reshuffle-spent}: the spent pile pays. */
    @Test
    void with_reshuffle_spent_the_spent_pile_pays_the_production_and_nobody_gives_up() {
        RuleOptions reshuffle = ElasundGame.options(java.util.Map.of("influenceShortage", "reshuffle-spent"));
        ElasundTable t = new ElasundTable(2, reshuffle).arrange(ElasundCardExhaustionTest::oneInDeckFiveSpent);
        t.ok(RED, new Command.Roll());
        assertThat(t.events(Event.CardsRanOut.class)).isEmpty();
        assertThat(t.events).contains(new Event.Produced(RED, 0, 1), new Event.Produced(BLUE, 0, 1));
        assertThat(t.state.pending()).isNull();
    }

    /** Red and Blue hold 2 influence each; one card is in the deck and five spent; a roll of 4 produces 1 influence each. */
    private static void oneInDeckFiveSpent(Draft d) {
        hand(d, RED, 3, 2, 0, 0);
        hand(d, BLUE, 2, 0, 0, 2);
        d.deck.clear();
        d.discardPile.clear();
        d.deck.add(Influence.GREEN.ordinal());
        for (int i = 0; i < 5; i++) {
            d.discardPile.add(Influence.RED.ordinal());
        }
        dice(d, 4);
    }
}
