package org.kontor.engine.hansa;

import org.kontor.engine.Seen;

import com.fasterxml.jackson.annotation.JsonSubTypes;
import com.fasterxml.jackson.annotation.JsonTypeInfo;
import java.util.List;

/** What happened, for the log, the table screen and the phones. A face-down marker's kind is in none. */
@JsonTypeInfo(use = JsonTypeInfo.Id.NAME, property = "type")
@JsonSubTypes({
        @JsonSubTypes.Type(value = Event.TaxesCollected.class, name = "taxes-collected"),
        @JsonSubTypes.Type(value = Event.Placed.class, name = "placed"),
        @JsonSubTypes.Type(value = Event.Displaced.class, name = "displaced"),
        @JsonSubTypes.Type(value = Event.Relocated.class, name = "relocated"),
        @JsonSubTypes.Type(value = Event.ExtraPiecesDeclined.class, name = "extra-pieces-declined"),
        @JsonSubTypes.Type(value = Event.Moved.class, name = "moved"),
        @JsonSubTypes.Type(value = Event.RouteEstablished.class, name = "route-established"),
        @JsonSubTypes.Type(value = Event.PrestigeGained.class, name = "prestige-gained"),
        @JsonSubTypes.Type(value = Event.MarkerTaken.class, name = "marker-taken"),
        @JsonSubTypes.Type(value = Event.MarkerDrawn.class, name = "marker-drawn"),
        @JsonSubTypes.Type(value = Event.OfficeOpened.class, name = "office-opened"),
        @JsonSubTypes.Type(value = Event.AbilityDeveloped.class, name = "ability-developed"),
        @JsonSubTypes.Type(value = Event.CoellenTaken.class, name = "coellen-taken"),
        @JsonSubTypes.Type(value = Event.ToStock.class, name = "to-stock"),
        @JsonSubTypes.Type(value = Event.CityCompleted.class, name = "city-completed"),
        @JsonSubTypes.Type(value = Event.EastWestConnected.class, name = "east-west-connected"),
        @JsonSubTypes.Type(value = Event.MarkerUsed.class, name = "marker-used"),
        @JsonSubTypes.Type(value = Event.OfficesSwapped.class, name = "offices-swapped"),
        @JsonSubTypes.Type(value = Event.PieceRemoved.class, name = "piece-removed"),
        @JsonSubTypes.Type(value = Event.OpponentPieceMoved.class, name = "opponent-piece-moved"),
        @JsonSubTypes.Type(value = Event.MarkerPlaced.class, name = "marker-placed"),
        @JsonSubTypes.Type(value = Event.MarkerSetAside.class, name = "marker-set-aside"),
        @JsonSubTypes.Type(value = Event.TurnEnded.class, name = "turn-ended"),
        @JsonSubTypes.Type(value = Event.GameEnded.class, name = "game-ended")})
public sealed interface Event extends Seen {

    /** Every event of this game is seen by everybody: it has no hidden hand or face-down draw to redact. */
    @Override
    default Event seenBy(int seat) {
        return this;
    }

    /** Taxes: {@code traders} and {@code merchants} moved from {@code seat}'s stock to its personal supply. */
    record TaxesCollected(int seat, int traders, int merchants) implements Event {}

    /** {@code piece} placed on the free post {@code post}. */
    record Placed(int seat, int post, Piece piece) implements Event {}

    /** {@code seat} displaced {@code victim}'s {@code displaced} on {@code post} with {@code piece}, paying {@code paid} to the stock. */
    record Displaced(int seat, int victim, int post, Piece piece, Piece displaced, int paid) implements Event {}

    /** {@code source}: "displaced", "stock", "supply" or "post N". */
    record Relocated(int seat, int post, Piece piece, String source) implements Event {}

    /** The displaced player {@code seat} places none of the {@code left} extra pieces it still could ("no necesita insertar recursos"). */
    record ExtraPiecesDeclined(int seat, int left) implements Event {}

    /** One piece of a Move: from post {@code from} to post {@code to} (two own pieces swap when {@code to} holds one). */
    record Moved(int seat, int from, int to) implements Event {}

    /** {@code seat} established route {@code route}. */
    record RouteEstablished(int seat, int route) implements Event {}

    /** {@code why}: "city control", "gold coin", "east-west". */
    record PrestigeGained(int seat, int points, String why) implements Event {}

    /** The face-up {@code marker} beside {@code route} taken; usable from the next command on. */
    record MarkerTaken(int seat, int route, BonusMarker marker) implements Event {}

    /** A replacement drawn face down: its kind is unknown to everyone until placed. */
    record MarkerDrawn(int seat, int leftInSupply) implements Event {}

    /** {@code slot} -1: an extra office left of the printed ones. */
    record OfficeOpened(int seat, int city, int slot, Piece piece) implements Event {}

    /** {@code ability}'s track developed; {@code value} is its new value (0: "all"). */
    record AbilityDeveloped(int seat, Ability ability, int value) implements Event {}

    /** A merchant on Coellen's space {@code space} (0 white … 3 black). */
    record CoellenTaken(int seat, int space) implements Event {}

    /** After establishing, the route's other pieces went to {@code seat}'s stock. */
    record ToStock(int seat, int traders, int merchants) implements Event {}

    /** City {@code city}'s last printed office taken; the track stands at {@code completedCities}. */
    record CityCompleted(int city, int completedCities) implements Event {}

    /** {@code seat} joined Arnheim and Stendal, {@code rank} (0 first) to do so, for {@code points}. */
    record EastWestConnected(int seat, int rank, int points) implements Event {}

    /** {@code marker} used (it counts at the end all the same). */
    record MarkerUsed(int seat, BonusMarker marker) implements Event {}

    /** Swap offices: the offices in printed slots {@code slot} and {@code slot + 1} of {@code city} exchanged. */
    record OfficesSwapped(int seat, int city, int slot) implements Event {}

    /** Remove 3: {@code owner}'s {@code piece} taken off {@code post}. */
    record PieceRemoved(int seat, int owner, int post, Piece piece) implements Event {}

    /** Move 3: {@code seat} moved {@code owner}'s piece from post {@code from} to post {@code to}. */
    record OpponentPieceMoved(int seat, int owner, int from, int to, Piece piece) implements Event {}

    /** A drawn marker ({@code marker}, now face up) placed beside {@code route}. */
    record MarkerPlaced(int seat, int route, BonusMarker marker) implements Event {}

    /** No route met the three conditions: the drawn marker is set aside (it scores for nobody). */
    record MarkerSetAside(int seat) implements Event {}

    /** {@code seat} ended the turn; {@code next} plays. */
    record TurnEnded(int seat, int next) implements Event {}

    /** The game is over: {@code reason} (English), each seat's {@code scores}, the {@code winners} (seats). */
    record GameEnded(String reason, List<FinalScoring.Score> scores, List<Integer> winners) implements Event {
        public GameEnded {
            scores = List.copyOf(scores);
            winners = List.copyOf(winners);
        }
    }
}
