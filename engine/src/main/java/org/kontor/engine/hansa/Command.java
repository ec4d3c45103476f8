package org.kontor.engine.hansa;

import com.fasterxml.jackson.annotation.JsonSubTypes;
import com.fasterxml.jackson.annotation.JsonTypeInfo;

/**
 * Everything a player can tell the referee. The JSON name of each command is also the {@code kind}
 * of the legal action that offers it (docs/rules-hansa.md lists them). Posts, routes and cities are
 * numbered as in the map file: posts along the routes in file order, routes and cities by their
 * place in the file.
 */
@JsonTypeInfo(use = JsonTypeInfo.Id.NAME, property = "type")
@JsonSubTypes({
        @JsonSubTypes.Type(value = Command.Taxes.class, name = "taxes"),
        @JsonSubTypes.Type(value = Command.Place.class, name = "place"),
        @JsonSubTypes.Type(value = Command.Displace.class, name = "displace"),
        @JsonSubTypes.Type(value = Command.Relocate.class, name = "relocate"),
        @JsonSubTypes.Type(value = Command.StopRelocating.class, name = "stop-relocating"),
        @JsonSubTypes.Type(value = Command.Move.class, name = "move"),
        @JsonSubTypes.Type(value = Command.Establish.class, name = "establish"),
        @JsonSubTypes.Type(value = Command.EstablishOffice.class, name = "establish-office"),
        @JsonSubTypes.Type(value = Command.EstablishExtraOffice.class, name = "establish-extra-office"),
        @JsonSubTypes.Type(value = Command.EstablishAbility.class, name = "establish-ability"),
        @JsonSubTypes.Type(value = Command.EstablishCoellen.class, name = "establish-coellen"),
        @JsonSubTypes.Type(value = Command.SwapOffices.class, name = "swap-offices"),
        @JsonSubTypes.Type(value = Command.RemovePiece.class, name = "remove-piece"),
        @JsonSubTypes.Type(value = Command.MoveOpponentPiece.class, name = "move-opponent-piece"),
        @JsonSubTypes.Type(value = Command.DevelopAbility.class, name = "develop-ability"),
        @JsonSubTypes.Type(value = Command.ExtraActions.class, name = "extra-actions"),
        @JsonSubTypes.Type(value = Command.PlaceMarker.class, name = "place-marker"),
        @JsonSubTypes.Type(value = Command.EndTurn.class, name = "end-turn")})
public sealed interface Command {

    /** Taxes (Bursa): take up to the track's value from the stock, {@code merchants} of them merchants. */
    record Taxes(int merchants) implements Command {}

    /** Put a piece of the personal supply on a free post. */
    record Place(int post, Piece piece) implements Command {}

    /** Replace an opponent's piece on {@code post} with {@code piece} from the supply, paying 1 (trader) or 2 (merchant) more. */
    record Displace(int post, Piece piece) implements Command {}

    /**
     * The displaced player puts a piece on a free post of the nearest routes: first the displaced
     * piece, then extras. {@code from} is -1 for the displaced piece or an extra from the stock (else
     * the supply), or the post of one of the player's own pieces when stock and supply are empty.
     */
    record Relocate(int post, Piece piece, int from) implements Command {}

    /** The displaced player takes no more extra pieces. */
    record StopRelocating() implements Command {}

    /** Move (Liber Sophiae): one of one's pieces from post {@code from} to a free post, or swap it with one's own other kind. */
    record Move(int from, int to) implements Command {}

    /** Establish a route for its prestige and marker only, returning its pieces to the stock. */
    record Establish(int route) implements Command {}

    /** Establish a route and open an office in {@code city}, one of its ends, with a piece from the route. */
    record EstablishOffice(int route, int city) implements Command {}

    /** Establish a route and, with the extra-office marker, open an office left of all in {@code city}. */
    record EstablishExtraOffice(int route, int city, Piece piece) implements Command {}

    /** Establish a route ending in an ability city and develop that city's track. */
    record EstablishAbility(int route, int city) implements Command {}

    /** Establish Coellen–Warburg and put a merchant from it on Coellen's prestige table. */
    record EstablishCoellen(int route, int space) implements Command {}

    /** Bonus marker: exchange the offices in printed slots {@code slot} and {@code slot + 1} of {@code city}. */
    record SwapOffices(int city, int slot) implements Command {}

    /** Bonus marker Remove 3: take an opponent's piece off {@code post} (the first uses the marker, up to 3). */
    record RemovePiece(int post) implements Command {}

    /** The Move 3 marker (Big Box edition): an opponent's piece from post {@code from} to the free post {@code to}. */
    record MoveOpponentPiece(int from, int to) implements Command {}

    /** Bonus marker: develop one track. */
    record DevelopAbility(Ability ability) implements Command {}

    /** Bonus marker: {@code count} (3 or 4) more actions this turn. */
    record ExtraActions(int count) implements Command {}

    /** End of turn: put a drawn replacement marker beside {@code route}. */
    record PlaceMarker(int route) implements Command {}

    record EndTurn() implements Command {}
}
