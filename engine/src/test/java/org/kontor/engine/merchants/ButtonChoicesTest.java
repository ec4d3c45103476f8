package org.kontor.engine.merchants;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.kontor.engine.Language;
import org.kontor.engine.RejectionKind;
import org.kontor.engine.Result;
import org.kontor.engine.board.Resource;
import org.kontor.engine.resources.Resources;
import org.kontor.engine.table.TableChoice;

/**
 * The choices on the table's buttons, on real positions of random games (seeds 1 and up, printed by
 * {@link Games.Sampled}'s order): every public choice the reeds cannot read is offered as the very
 * command the phone sends, said as the table screen says it; the list is the same whatever the hand
 * holds, and what the hand cannot pay is refused on confirm with a sentence that counts nothing.
 */
class ButtonChoicesTest {
    private static final MerchantsPhysicalRules TABLE = new MerchantsPhysicalRules();
    private static final GameConfig CONFIG = Games.benchmark("europe-short", Games.FOUR, RuleOptions.DEFAULTS);

    /** Each kind of choice, and the table screen's words for it. */
    private static final Map<Class<?>, String> WORDS = Map.of(
            Command.Steal.class, "\\w+ robs \\w+",
            Command.SkipSteal.class, "\\w+ robs nobody",
            Command.BuildCaravan.class, "\\w+ caravan on path \\d+(, the one from path \\d+)?, paying .*",
            Command.MoveCaravan.class, "\\w+ caravan from path \\d+ along paths [\\d, ]+(, paying .*)?",
            Command.BuildMerchant.class, "\\w+ merchant on intersection \\d+(, the one from intersection \\d+)?, paying .*",
            Command.BuyCard.class, "\\w+ buys a development card, paying .*",
            Command.Deliver.class, "\\w+ delivers a goods token to the kontor on intersection \\d+",
            Command.PlaceNumberToken.class, "\\w+ draws a number token for hex \\d+",
            Command.MoveNumberToken.class, "\\w+ moves the number token from hex \\d+ to hex \\d+");

    private static boolean unseen(MerchantsState s, int seat, Command c) {
        if (!MerchantsPhysicalRules.movesAPiece(c)) {
            return true;
        }
        MerchantsState after = ((Result.Accepted<MerchantsState, Event>) Games.RULES.apply(s, seat, s.version(), c)).state();
        return TABLE.expected(after).pieces().keySet().equals(TABLE.expected(s).pieces().keySet());
    }

    /** The choice the buttons offer for {@code c}: the command itself, or one with its outcome (walks to one path paying the same). */
    private static TableChoice<Command> offered(MerchantsState s, int seat, Command c) {
        List<TableChoice<Command>> choices = TABLE.choices(s);
        for (TableChoice<Command> choice : choices) {
            if (choice.seat() == seat && choice.command().equals(c)) {
                return choice;
            }
        }
        MerchantsState after = ((Result.Accepted<MerchantsState, Event>) Games.RULES.apply(s, seat, s.version(), c)).state();
        for (TableChoice<Command> choice : choices) {
            if (choice.seat() == seat && choice.command().getClass() == c.getClass()
                    && Games.RULES.apply(s, seat, s.version(), choice.command()) instanceof Result.Accepted<MerchantsState, Event> a
                    && TABLE.expected(a.state()).equals(TABLE.expected(after))
                    && ((PublicView) Games.RULES.publicView(a.state())).players().equals(((PublicView) Games.RULES.publicView(after)).players())) {
                return choice;
            }
        }
        return null;
    }

    @Test
    void every_public_choice_the_reeds_cannot_read_is_on_the_buttons_as_the_phone_sends_it() {
        Set<Class<?>> kinds = new HashSet<>();
        for (Class<?> kind : List.of(Command.Steal.class, Command.BuildCaravan.class, Command.MoveCaravan.class,
                Command.BuildMerchant.class, Command.BuyCard.class, Command.Deliver.class, Command.PlaceNumberToken.class)) {
            Games.Sampled sampled = Games.Sampled.of(CONFIG, 4, 40, kind::isInstance);
            for (int i = 0; i < sampled.commands().length; i++) {
                MerchantsState s = sampled.states()[i];
                int seat = sampled.seats()[i];
                Command c = sampled.commands()[i];
                if (!unseen(s, seat, c)) {
                    assertThat(TABLE.choices(s)).as("%s changes what the reeds sense: made with the pieces", c)
                            .noneMatch(choice -> choice.command().equals(c));
                    continue;
                }
                TableChoice<Command> choice = offered(s, seat, c);
                assertThat(choice).as("%s by seat %d on the buttons", c, seat).isNotNull();
                assertThat(Games.RULES.apply(s, seat, s.version(), choice.command())).as("confirmed as the phone's command")
                        .isInstanceOf(Result.Accepted.class);
                assertThat(choice.words().message(Language.ENGLISH)).matches(WORDS.get(c.getClass()));
                assertThat(choice.words().message(Language.SPANISH)).doesNotContain("merchants.");
                kinds.add(c.getClass());
            }
        }
        assertThat(kinds).as("kinds made on the buttons").contains(Command.Steal.class, Command.BuildCaravan.class,
                Command.MoveCaravan.class, Command.BuildMerchant.class, Command.BuyCard.class);
    }

    @Test
    void the_list_is_the_same_whatever_the_hand_holds_and_what_it_cannot_pay_is_refused_without_counting_it() {
        Games.Sampled sampled = Games.Sampled.of(CONFIG, 16, 40, c -> c instanceof Command.BuyCard || c instanceof Command.BuildCaravan);
        int refused = 0;
        for (int i = 0; i < sampled.commands().length; i++) {
            MerchantsState s = sampled.states()[i];
            int seat = sampled.seats()[i];
            Player[] players = s.players().clone();
            players[seat] = players[seat].withHandAndGold(Resources.NONE, 0);
            MerchantsState empty = s.withPlayers(players);
            List<TableChoice<Command>> choices = TABLE.choices(s);
            assertThat(TABLE.choices(empty)).as("the choices with an empty hand").isEqualTo(choices);
            for (TableChoice<Command> choice : choices) {
                if (Games.RULES.apply(empty, choice.seat(), empty.version(), choice.command()) instanceof Result.Rejected<MerchantsState, Event> r
                        && r.rejection().kind() == RejectionKind.NOT_AFFORDABLE) {
                    refused++;
                    assertThat(choice.unaffordable().message(Language.ENGLISH)).matches("[A-Z]\\w+ cannot pay for it: nothing changed\\.");
                    assertThat(choice.unaffordable().message(Language.SPANISH)).matches("[A-Z]\\w+ no puede pagarlo: nada cambia\\.");
                }
            }
        }
        assertThat(refused).as("choices an empty hand cannot pay").isPositive();
    }

    /**
     * A trade between players is said aloud (the rulebook's "Comerciar con tus oponentes"), so the
     * answer is public: the player offered it takes or declines it on the buttons, in words that say
     * its terms from the answerer's side; the offerer may withdraw it; a counter stays on the phone.
     */
    @Test
    void a_trade_offered_is_taken_or_declined_on_the_buttons_in_words_that_say_its_terms() {
        MerchantsState s = Games.Sampled.of(CONFIG, 1, 40, c -> c instanceof Command.BuyCard).states()[0];
        int from = s.active();
        int to = s.nextSeat(from);
        Player[] players = s.players().clone();
        players[from] = players[from].withHandAndGold(Resources.of(Resource.ORE, 1), 0);
        players[to] = players[to].withHandAndGold(Resources.of(Resource.LUMBER, 1), 0);
        MerchantsState offered = ((Result.Accepted<MerchantsState, Event>) Games.RULES.apply(s.withPlayers(players), from,
                s.version(), new Command.OfferTrade(to, Resources.of(Resource.ORE, 1), 0, Resources.of(Resource.LUMBER, 1), 0))).state();
        List<TableChoice<Command>> choices = TABLE.choices(offered);
        List<String> words = choices.stream().map(c -> c.words().message(Language.ENGLISH)).toList();
        System.out.println("the buttons with a trade offered: " + words);
        assertThat(words).hasSizeGreaterThanOrEqualTo(3);
        String answerer = words.get(0).split(" ")[0];
        String offerer = words.get(2).split(" ")[0];
        assertThat(answerer).isNotEqualTo(offerer);
        assertThat(words.subList(0, 3)).containsExactly(
                answerer + " takes " + offerer + "'s trade: gets 1 ore, gives 1 lumber",
                answerer + " declines " + offerer + "'s trade",
                offerer + " withdraws the trade offer");
        assertThat(choices.subList(0, 3).stream().map(TableChoice::seat)).containsExactly(to, to, from);
        assertThat(choices.get(0).words().message(Language.SPANISH)).matches("\\S+ acepta el trato de \\S+: recibe 1 mineral, da 1 madera");
        assertThat(choices).noneMatch(c -> c.command() instanceof Command.CounterTrade);

        Player[] empty = offered.players().clone();
        empty[to] = empty[to].withHandAndGold(Resources.NONE, 0);
        assertThat(TABLE.choices(offered.withPlayers(empty))).as("the list tells nothing of the answerer's hand").isEqualTo(choices);
        MerchantsState taken = ((Result.Accepted<MerchantsState, Event>) Games.RULES.apply(offered, to, offered.version(),
                choices.get(0).command())).state();
        assertThat(taken.player(to).hand()).isEqualTo(Resources.of(Resource.ORE, 1));
    }

    @Test
    void nothing_is_offered_in_the_setup() {
        MerchantsState setup = Games.Sampled.of(CONFIG, 1, 40, c -> c instanceof Command.PlaceKontor).states()[0];
        assertThat(TABLE.choices(setup)).isEmpty();
    }
}
