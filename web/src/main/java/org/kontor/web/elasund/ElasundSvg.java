package org.kontor.web.elasund;

import java.util.List;
import org.kontor.engine.elasund.ElasundBoard;
import org.kontor.engine.elasund.Pieces;
import org.kontor.engine.elasund.Square;
import org.kontor.web.board.BoardSvg;

/**
 * The drawing of Elasund's city board from its board file, for every player count at once: the
 * page shows the gates and wall slots of the game's count ({@code data-players}) and dims the
 * squares outside its building area. Every element a player may tap or a piece may stand on has a
 * fixed id (docs/api.md): {@code sq-C-L} the square in column C (0: the coast) and the row of dice
 * label L (2..12, no 7), as commands name squares; {@code sea-L} the sea beside row L, where the
 * {@code ship} sails; {@code church-foundation}; {@code windmill-C-L}; per player count N
 * {@code area-N} with its gates {@code gate-N-K} and wall slots {@code wall-N-S} (S numbered as the
 * board file lists them, as build-wall names them); {@code trade-P} the trade track's space of P
 * points (0..12) and {@code track-I} its I-th flag space; {@code cubes-N} the cube track (cubes on
 * the board, 0..10). Buildings, permits, church tiles, walls and cubes are drawn by js/elasund.js.
 */
public final class ElasundSvg {

    static final int CELL = 56;
    static final int MARGIN = 16;
    static final int SEA = 70;
    static final int TOP = 52;
    /** A space of the trade and cube tracks. */
    static final int TRACK_CELL = 40;

    private ElasundSvg() {}

    public static String render(ElasundBoard board, Pieces pieces) {
        int columns = board.areas().stream().mapToInt(ElasundBoard.Area::columns).max().orElse(0);
        int width = MARGIN * 2 + SEA + (columns + 1) * CELL;
        int gridBottom = y(ElasundBoard.ROWS + 1);
        int height = gridBottom + 2 * (TRACK_CELL + 28) + MARGIN;
        StringBuilder out = new StringBuilder(64 * 1024);
        out.append("<svg xmlns=\"http://www.w3.org/2000/svg\" version=\"1.1\" id=\"board-").append(BoardSvg.escape(board.id()))
                .append("\" class=\"board elasund\" viewBox=\"0 0 ").append(width).append(' ').append(height)
                .append("\" width=\"").append(width).append("\" height=\"").append(height).append("\">\n");
        out.append("<rect class=\"background\" x=\"0\" y=\"0\" width=\"").append(width).append("\" height=\"").append(height)
                .append("\"/>\n<text class=\"title\" x=\"").append(MARGIN).append("\" y=\"30\">Elasund</text>\n");
        out.append("<rect id=\"sea\" class=\"sea\" x=\"").append(MARGIN).append("\" y=\"").append(y(0)).append("\" width=\"")
                .append(SEA).append("\" height=\"").append(ElasundBoard.ROWS * CELL).append("\"/>\n");
        out.append("<g id=\"squares\">\n");
        for (int row = 0; row < ElasundBoard.ROWS; row++) {
            int label = board.rows().get(row);
            out.append("<rect id=\"sea-").append(label).append("\" class=\"sea-row\" x=\"").append(MARGIN + 4).append("\" y=\"")
                    .append(y(row) + 4).append("\" width=\"").append(SEA - 8).append("\" height=\"").append(CELL - 8)
                    .append("\" rx=\"6\" data-row=\"").append(label).append("\"/>\n");
            out.append("<text class=\"row-label\" x=\"").append(MARGIN + 18).append("\" y=\"").append(y(row) + CELL / 2 + 6)
                    .append("\">").append(label).append("</text>\n");
            for (int column = 0; column < columns; column++) {
                out.append("<rect id=\"sq-").append(column).append('-').append(label).append("\" class=\"square\" x=\"")
                        .append(x(column)).append("\" y=\"").append(y(row)).append("\" width=\"").append(CELL).append("\" height=\"")
                        .append(CELL).append("\" data-column=\"").append(column).append("\" data-row=\"").append(label)
                        .append("\" data-from-players=\"").append(fromPlayers(board, column)).append("\"/>\n");
            }
        }
        Square f = board.foundation();
        out.append("</g>\n<rect id=\"church-foundation\" class=\"church-foundation\" x=\"").append(x(f.column()) + 3).append("\" y=\"")
                .append(y(f.row()) + 3).append("\" width=\"").append(CELL - 6).append("\" height=\"").append(CELL - 6)
                .append("\" rx=\"4\" data-column=\"").append(f.column()).append("\" data-row=\"").append(board.rows().get(f.row()))
                .append("\"><title>").append(BoardSvg.escape("Church foundation")).append("</title></rect>\n");
        for (ElasundBoard.Area area : board.areas()) {
            area(out, area);
        }
        // Above the gates and wall slots: a gate tile may stand on a windmill's square, and the
        // windmill printed there must still show.
        out.append("<g id=\"windmills\">\n");
        board.windmills().entrySet().stream()
                .sorted((a, b) -> a.getKey().row() != b.getKey().row() ? Integer.compare(a.getKey().row(), b.getKey().row())
                        : Integer.compare(a.getKey().column(), b.getKey().column()))
                .forEach(e -> windmill(out, board, e.getKey(), e.getValue()));
        out.append("</g>\n");
        track(out, pieces, gridBottom);
        // The ship sits right of the row's dice label, which stays readable.
        int hull = MARGIN + SEA - 40;
        out.append("<g id=\"ship\" class=\"ship\" data-row=\"0\"><path class=\"ship-hull\" d=\"M ").append(hull).append(' ')
                .append(y(0) + 32).append(" h 34 l -6 12 h -22 z\"/><path class=\"ship-sail\" d=\"M ").append(hull + 17).append(' ')
                .append(y(0) + 10).append(" v 20 h 14 z\"/></g>\n");
        out.append("<g id=\"pieces\"></g>\n</svg>\n");
        return out.toString();
    }

    /** The smallest player count whose building area holds the column (0: none does). */
    private static int fromPlayers(ElasundBoard board, int column) {
        return board.areas().stream().filter(a -> column < a.columns()).mapToInt(ElasundBoard.Area::players).min().orElse(0);
    }

    private static void windmill(StringBuilder out, ElasundBoard board, Square s, int count) {
        int label = board.rows().get(s.row());
        for (int k = 0; k < count; k++) {
            int cx = x(s.column()) + CELL - 10 - 14 * k;
            int cy = y(s.row()) + 10;
            out.append("<g id=\"windmill-").append(s.column()).append('-').append(label).append(k == 0 ? "" : "-" + (k + 1))
                    .append("\" class=\"windmill\"><circle cx=\"").append(cx).append("\" cy=\"").append(cy)
                    .append("\" r=\"6\"/><path d=\"M ").append(cx - 5).append(' ').append(cy - 5).append(" L ").append(cx + 5).append(' ')
                    .append(cy + 5).append(" M ").append(cx - 5).append(' ').append(cy + 5).append(" L ").append(cx + 5).append(' ')
                    .append(cy - 5).append("\"/></g>\n");
        }
    }

    /** One player count's gates and wall slots, shown only for a game of that count. */
    private static void area(StringBuilder out, ElasundBoard.Area area) {
        int n = area.players();
        out.append("<g id=\"area-").append(n).append("\" class=\"area\" data-players=\"").append(n).append("\">\n");
        for (int k = 0; k < area.gates().size(); k++) {
            Square g = area.gates().get(k);
            out.append("<rect id=\"gate-").append(n).append('-').append(k).append("\" class=\"gate\" x=\"").append(x(g.column()) + 6)
                    .append("\" y=\"").append(y(g.row()) + 6).append("\" width=\"").append(CELL - 12).append("\" height=\"")
                    .append(CELL - 12).append("\" rx=\"10\"/>\n");
        }
        for (int s = 0; s < area.walls().size(); s++) {
            ElasundBoard.WallSlot w = area.walls().get(s);
            out.append("<rect id=\"wall-").append(n).append('-').append(s).append("\" class=\"wall-slot cost-").append(w.cost())
                    .append("\" x=\"").append(x(w.square().column()) + 4).append("\" y=\"").append(y(w.square().row()) + 4)
                    .append("\" width=\"").append(CELL - 8).append("\" height=\"").append(CELL - 8).append("\" data-slot=\"").append(s)
                    .append("\" data-cost=\"").append(w.cost()).append("\"/>\n<text class=\"wall-cost\" x=\"")
                    .append(x(w.square().column()) + CELL / 2).append("\" y=\"").append(y(w.square().row()) + CELL / 2 + 5).append("\">")
                    .append(w.cost()).append("</text>\n");
        }
        out.append("</g>\n");
    }

    /** Below the city: the trade track (0..12 points, its flag spaces marked), then the cube track (cubes on the board). */
    private static void track(StringBuilder out, Pieces pieces, int top) {
        int y0 = top + 22;
        // The pages put the title in the reader's language (data-say, a key of their texts).
        out.append("<g id=\"trade-track\">\n<text class=\"track-title\" data-say=\"es.track.trade\" x=\"").append(MARGIN)
                .append("\" y=\"").append(y0 - 6).append("\">Trade</text>\n");
        for (int p = 0; p <= 12; p++) {
            int x = MARGIN + p * TRACK_CELL;
            out.append("<rect id=\"trade-").append(p).append("\" class=\"trade-space\" x=\"").append(x).append("\" y=\"").append(y0)
                    .append("\" width=\"").append(TRACK_CELL - 2).append("\" height=\"").append(TRACK_CELL - 2).append("\" data-points=\"")
                    .append(p).append("\"/>\n<text class=\"track-number\" x=\"").append(x + TRACK_CELL / 2).append("\" y=\"")
                    .append(y0 + 14).append("\">").append(p).append("</text>\n");
        }
        List<Pieces.TrackSpace> spaces = pieces.track();
        for (int i = 0; i < spaces.size(); i++) {
            Pieces.TrackSpace space = spaces.get(i);
            int x = MARGIN + Math.min(space.points(), 12) * TRACK_CELL;
            out.append("<rect id=\"track-").append(i).append("\" class=\"flag-space\" x=\"").append(x + 2).append("\" y=\"")
                    .append(y0 + 18).append("\" width=\"").append(TRACK_CELL - 6).append("\" height=\"").append(TRACK_CELL - 22)
                    .append("\" data-points=\"").append(space.points()).append("\" data-flags=\"").append(space.flags())
                    .append("\"><title>").append(space.flags()).append(" ⚑</title></rect>\n");
        }
        int y1 = y0 + TRACK_CELL + 28;
        out.append("</g>\n<g id=\"cube-track\">\n<text class=\"track-title\" data-say=\"es.track.cubes\" x=\"").append(MARGIN)
                .append("\" y=\"").append(y1 - 6).append("\">Cubes</text>\n");
        for (int c = 0; c <= 10; c++) {
            int x = MARGIN + c * TRACK_CELL;
            out.append("<rect id=\"cubes-").append(c).append("\" class=\"cube-space").append(c == 10 ? " goal" : "").append("\" x=\"")
                    .append(x).append("\" y=\"").append(y1).append("\" width=\"").append(TRACK_CELL - 2).append("\" height=\"")
                    .append(TRACK_CELL - 2).append("\" data-cubes=\"").append(c).append("\"/>\n<text class=\"track-number\" x=\"")
                    .append(x + TRACK_CELL / 2).append("\" y=\"").append(y1 + 14).append("\">").append(c).append("</text>\n");
        }
        out.append("</g>\n");
    }

    /** The left edge of a column's squares. */
    static int x(int column) {
        return MARGIN + SEA + column * CELL;
    }

    /** The top edge of a row's squares: row -1 (the walls above the city) to 10 (below). */
    static int y(int row) {
        return TOP + (row + 1) * CELL;
    }
}
