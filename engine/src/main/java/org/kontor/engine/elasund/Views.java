package org.kontor.engine.elasund;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.kontor.engine.Phrase;

/**
 * What the table and each seat see. Hidden: the cards in every hand (others see only how many
 * cards a player holds), the influence deck's order, the face-down church stack and the two tiles
 * the first church builder chooses from (only they see those). Everything on the board is open.
 */
public final class Views {

    private Views() {}

    /** A player as everyone sees them: cards as one count, the permits beside the board, the rest open. */
    public record PlayerView(int seat, String colour, int cards, List<Integer> unusedPermits, int tradePoints,
                             int cubesOnBoard, int wallsBuilt, List<String> buildingsInSupply, List<String> buildingsOutOfGame) {}

    /** A building with its top-left square, owner (a neutral one's builder) and cubes on its flags. */
    public record BuildingView(String building, int seat, int column, int row, int width, int height, int cubes) {}

    public record PermitView(int seat, int value, int column, int row) {}

    public record ChurchTileView(int tile, int column, int row, int seat) {}

    public record WallView(int slot, int column, int row, int cost, int seat, int number, boolean tower) {}

    public record TrackView(int points, int flags, List<Integer> seats) {}

    /*
     * endReason is the engine's English sentence (kontor play prints it); end says the same as a
     * catalogue key and the winner's seat, so each page says it in its reader's language.
     */

    public record TableView(String board, int seats, int columns, List<Integer> rows, int turn, int activeSeat,
                            String activeColour, String phase, int buildsLeft, int ship, boolean pirate, int die1, int die2,
                            String waitingFor, List<BuildingView> buildings, List<PermitView> permits,
                            List<ChurchTileView> church, int churchTilesLeft, List<WallView> walls, List<TrackView> tradeTrack,
                            List<PlayerView> players, int goldSupply, int influenceDeck, int influenceDiscards,
                            Map<String, Integer> neutralStock, int winner, String endReason, Phrase end) {}

    /** One seat's view: its own hand, the church tiles it alone may choose from, what it may do now ({@link LegalActions}), and the table. */
    public record SeatView(int seat, String colour, int gold, Map<String, Integer> influence, List<Integer> churchChoice,
                           List<LegalAction> legalActions, TableView table) {}

    static SeatView seat(Draft d, int seat) {
        Map<String, Integer> influence = new TreeMap<>();
        for (Influence i : Influence.values()) {
            influence.put(i.word(), d.influence[seat][i.ordinal()]);
        }
        List<Integer> choice = d.pending instanceof Pending.ChurchTile p && p.seat() == seat
                ? List.of(p.first(), p.second()) : List.of();
        return new SeatView(seat, colour(seat), d.gold[seat], influence, choice, LegalActions.of(d, seat), table(d));
    }

    static TableView table(Draft d) {
        List<BuildingView> buildings = new ArrayList<>();
        for (Placed p : d.buildings.values()) {
            BuildingKind k = d.kind(p.kind());
            buildings.add(new BuildingView(k.id(), p.seat(), p.at().column(), d.label(p.at().row()), k.width(), k.height(), p.cubes()));
        }
        List<PermitView> permits = new ArrayList<>();
        List<ChurchTileView> church = new ArrayList<>();
        for (int i = 0; i < d.columns * ElasundBoard.ROWS; i++) {
            Square s = d.square(i);
            if (d.permitAt[i] >= 0) {
                permits.add(new PermitView(d.permitAt[i] / Draft.PERMITS, d.permitAt[i] % Draft.PERMITS, s.column(), d.label(s.row())));
            }
            if (d.churchAt[i] != 0) {
                church.add(new ChurchTileView(d.churchAt[i], s.column(), d.label(s.row()), d.churchCube[i]));
            }
        }
        List<WallView> walls = new ArrayList<>();
        for (int w = 0; w < d.wallOwner.length; w++) {
            ElasundBoard.WallSlot slot = d.area.walls().get(w);
            walls.add(new WallView(w, slot.square().column(), slot.square().row(), slot.cost(), d.wallOwner[w], d.wallNumber[w], d.wallCube[w]));
        }
        List<TrackView> track = new ArrayList<>();
        for (int i = 0; i < d.pieces.track().size(); i++) {
            List<Integer> seats = new ArrayList<>();
            for (int s = 0; s < d.seats; s++) {
                if (d.trackCube[s][i]) {
                    seats.add(s);
                }
            }
            track.add(new TrackView(d.pieces.track().get(i).points(), d.pieces.track().get(i).flags(), seats));
        }
        List<PlayerView> players = new ArrayList<>();
        for (int s = 0; s < d.seats; s++) {
            List<String> supply = new ArrayList<>();
            List<String> out = new ArrayList<>();
            for (int k = 0; k < d.pieces.buildings().size(); k++) {
                if (d.kind(k).owner() != BuildingKind.Owner.NEUTRAL) {
                    if (d.own[s][k] == Draft.IN_SUPPLY) {
                        supply.add(d.kind(k).id());
                    } else if (d.own[s][k] == Draft.OUT_OF_GAME) {
                        out.add(d.kind(k).id());
                    }
                }
            }
            players.add(new PlayerView(s, colour(s), d.cards(s), d.unusedPermits(s), d.trade[s], Draft.CUBES - d.cubes[s],
                    d.wallsBuilt[s], supply, out));
        }
        Map<String, Integer> stock = new TreeMap<>();
        for (int k = 0; k < d.pieces.buildings().size(); k++) {
            if (d.kind(k).owner() == BuildingKind.Owner.NEUTRAL) {
                stock.put(d.kind(k).id(), d.neutralStock[k]);
            }
        }
        String waiting = d.over() ? null : d.pending == null ? Gates.name(d.active) : waitingFor(d);
        return new TableView(d.board.id(), d.seats, d.columns, d.board.rows(), d.turn, d.active, colour(d.active),
                d.phase.name().toLowerCase(java.util.Locale.ROOT), d.buildsLeft, d.ship < 0 ? 0 : d.label(d.ship), d.pirate,
                d.die1, d.die2, waiting, buildings, permits, church, d.churchStack.size(), walls, track, players, d.goldSupply,
                d.deck.size(), d.discardPile.size(), stock, d.winner, d.endReason,
                d.over() ? Phrase.of("elasund.end.all-cubes", d.winner) : null);
    }

    private static String waitingFor(Draft d) {
        List<String> names = new ArrayList<>();
        for (int s = 0; s < d.seats; s++) {
            if (d.pending.waitsFor(s)) {
                names.add(Gates.name(s));
            }
        }
        return String.join(", ", names);
    }

    /** A seat's colour as every view and the table's setup name it: upper case, like {@code RED}. */
    static String colour(int seat) {
        return Gates.name(seat).toUpperCase(java.util.Locale.ROOT);
    }
}
