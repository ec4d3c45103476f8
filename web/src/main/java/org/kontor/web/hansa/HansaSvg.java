package org.kontor.web.hansa;

import java.util.List;
import java.util.Locale;
import org.kontor.engine.hansa.City;
import org.kontor.engine.hansa.CoellenSpace;
import org.kontor.engine.hansa.HansaMap;
import org.kontor.engine.hansa.Office;
import org.kontor.engine.hansa.Piece;
import org.kontor.engine.hansa.Route;
import org.kontor.engine.hansa.Spot;
import org.kontor.web.board.BoardSvg;

/**
 * The drawing of one Hansa Teutonica board side, from its map file's places: every element a
 * player may tap or a piece may stand on has a fixed id. {@code route-line-N} the route's line,
 * {@code post-P} its trading posts (numbered as the engine numbers them), {@code route-N} the
 * route's handle beside its middle (where its bonus marker lies, and what one taps to establish
 * it), {@code city-ID} a city, {@code office-ID-S} its printed office slot S (square: a trader,
 * round: a merchant; the fill is the Privilegium colour it needs), {@code coellen-K} a space of
 * Coellen's prestige table. Pieces are drawn by js/hansa.js from the view.
 */
public final class HansaSvg {

    static final int SLOT = 20;
    static final int GAP = 4;
    static final int MARGIN = 70;

    private HansaSvg() {}

    /** The drawing; a map without places (an old file) cannot be drawn. */
    public static String render(HansaMap map) {
        if (map.cities().stream().anyMatch(c -> c.at() == null)) {
            throw new IllegalArgumentException("The map " + map.id() + " gives its cities no x and y, so it cannot be drawn.");
        }
        int width = map.cities().stream().mapToInt(c -> c.at().x()).max().orElse(0) + MARGIN + 40;
        int height = map.cities().stream().mapToInt(c -> c.at().y()).max().orElse(0) + MARGIN + 70;
        StringBuilder out = new StringBuilder(64 * 1024);
        out.append("<svg xmlns=\"http://www.w3.org/2000/svg\" version=\"1.1\" id=\"board-").append(BoardSvg.escape(map.id()))
                .append("\" class=\"board hansa\" viewBox=\"0 0 ").append(width).append(' ').append(height)
                .append("\" width=\"").append(width).append("\" height=\"").append(height).append("\">\n");
        out.append("<rect class=\"background\" x=\"0\" y=\"0\" width=\"").append(width).append("\" height=\"").append(height)
                .append("\"/>\n<text class=\"title\" x=\"24\" y=\"36\">").append(BoardSvg.escape(map.title())).append("</text>\n");
        out.append("<g id=\"routes\">\n");
        for (Route r : map.routes()) {
            route(out, map, r);
        }
        out.append("</g>\n<g id=\"cities\">\n");
        for (City c : map.cities()) {
            city(out, map, c);
        }
        coellen(out, map);
        out.append("</g>\n<g id=\"pieces\"></g>\n</svg>\n");
        return out.toString();
    }

    /** The points a route's line passes: its two cities and, if the file gives one, its bend between. */
    static List<double[]> line(HansaMap map, Route r) {
        Spot a = map.cities().get(r.from()).at();
        Spot b = map.cities().get(r.to()).at();
        return r.bend() == null ? List.of(point(a), point(b)) : List.of(point(a), point(r.bend()), point(b));
    }

    private static double[] point(Spot s) {
        return new double[] {s.x(), s.y()};
    }

    /** The point {@code distance} along the line. */
    static double[] along(List<double[]> line, double distance) {
        double left = distance;
        for (int i = 0; i + 1 < line.size(); i++) {
            double[] p = line.get(i);
            double[] q = line.get(i + 1);
            double length = Math.hypot(q[0] - p[0], q[1] - p[1]);
            if (left <= length || i + 2 == line.size()) {
                double t = length == 0 ? 0 : left / length;
                return new double[] {p[0] + (q[0] - p[0]) * t, p[1] + (q[1] - p[1]) * t, (q[0] - p[0]) / length, (q[1] - p[1]) / length};
            }
            left -= length;
        }
        throw new IllegalStateException("a line has two points at least");
    }

    static double length(List<double[]> line) {
        double sum = 0;
        for (int i = 0; i + 1 < line.size(); i++) {
            sum += Math.hypot(line.get(i + 1)[0] - line.get(i)[0], line.get(i + 1)[1] - line.get(i)[1]);
        }
        return sum;
    }

    private static void route(StringBuilder out, HansaMap map, Route r) {
        List<double[]> line = line(map, r);
        out.append("<polyline id=\"route-line-").append(r.id()).append("\" class=\"route-line")
                .append(r.tavern() ? " tavern" : "").append("\" points=\"");
        for (double[] p : line) {
            out.append(f(p[0])).append(',').append(f(p[1])).append(' ');
        }
        out.setLength(out.length() - 1);
        out.append("\"/>\n");
        // The posts share the middle of the route; the ends stay clear for the cities' boxes.
        double total = length(line);
        double margin = Math.min(58, total * 0.22);
        double usable = total - 2 * margin;
        for (int i = 0; i < r.posts(); i++) {
            double[] p = along(line, margin + usable * (i + 0.5) / r.posts());
            out.append("<circle id=\"post-").append(r.firstPost() + i).append("\" class=\"post\" cx=\"").append(f(p[0]))
                    .append("\" cy=\"").append(f(p[1])).append("\" r=\"10\" data-route=\"").append(r.id()).append("\"/>\n");
        }
        double[] middle = along(line, total / 2);
        double hx = middle[0] - middle[3] * 26;
        double hy = middle[1] + middle[2] * 26;
        out.append("<circle id=\"route-").append(r.id()).append("\" class=\"route-handle\" cx=\"").append(f(hx))
                .append("\" cy=\"").append(f(hy)).append("\" r=\"9\"><title>")
                .append(BoardSvg.escape(map.cities().get(r.from()).name() + " – " + map.cities().get(r.to()).name()))
                .append("</title></circle>\n");
    }

    private static void city(StringBuilder out, HansaMap map, City c) {
        int n = c.offices().size();
        int w = n * (SLOT + GAP) + GAP;
        int h = SLOT + 2 * GAP;
        int x = c.at().x() - w / 2;
        int y = c.at().y() - h / 2;
        int index = map.city(c.id());
        out.append("<g id=\"city-").append(BoardSvg.escape(c.id())).append("\" class=\"city")
                .append(c.eastWest() ? " east-west" : "").append("\" data-city=\"").append(index).append("\">\n");
        out.append("<rect class=\"city-box\" x=\"").append(x).append("\" y=\"").append(y).append("\" width=\"").append(w)
                .append("\" height=\"").append(h).append("\" rx=\"6\"/>\n");
        for (int s = 0; s < n; s++) {
            Office o = c.offices().get(s);
            int sx = x + GAP + s * (SLOT + GAP);
            int sy = y + GAP;
            String cls = "office " + o.colour().name().toLowerCase(Locale.ROOT) + (o.shape() == Piece.TRADER ? " square" : " round");
            String id = "office-" + BoardSvg.escape(c.id()) + "-" + s;
            if (o.shape() == Piece.TRADER) {
                out.append("<rect id=\"").append(id).append("\" class=\"").append(cls).append("\" x=\"").append(sx).append("\" y=\"")
                        .append(sy).append("\" width=\"").append(SLOT).append("\" height=\"").append(SLOT).append("\" rx=\"2\"/>\n");
            } else {
                out.append("<circle id=\"").append(id).append("\" class=\"").append(cls).append("\" cx=\"").append(sx + SLOT / 2)
                        .append("\" cy=\"").append(sy + SLOT / 2).append("\" r=\"").append(SLOT / 2).append("\"/>\n");
            }
            if (o.coin()) {
                out.append("<circle class=\"coin\" cx=\"").append(sx + SLOT - 2).append("\" cy=\"").append(sy + 2)
                        .append("\" r=\"4.5\"/>\n");
            }
        }
        out.append("<text class=\"city-name\" x=\"").append(c.at().x()).append("\" y=\"").append(y - 6).append("\">")
                .append(BoardSvg.escape(c.name() + (c.eastWest() ? " ★" : ""))).append("</text>\n");
        if (c.ability() != null) {
            out.append("<text class=\"city-ability\" data-ability=\"").append(c.ability().name().toLowerCase(Locale.ROOT))
                    .append("\" x=\"").append(c.at().x()).append("\" y=\"").append(y + h + 13).append("\">")
                    .append(BoardSvg.escape(abilityName(c))).append("</text>\n");
        }
        out.append("</g>\n");
    }

    /** The track's Latin name, as printed on the player board. */
    private static String abilityName(City c) {
        return switch (c.ability()) {
            case KEYS -> "Clavis Urbis";
            case ACTIONS -> "Actiones";
            case PRIVILEGE -> "Privilegium";
            case BOOK -> "Liber Sophiae";
            case BANK -> "Bursa";
        };
    }

    /** Coellen's prestige table: a space per privilege colour with its points, under Coellen. */
    private static void coellen(StringBuilder out, HansaMap map) {
        Route r = map.routes().get(map.coellenRoute());
        City c = map.cities().get(map.city("coellen") >= 0 ? map.city("coellen") : r.from());
        List<CoellenSpace> spaces = map.coellen();
        int y = c.at().y() + 48;
        int x0 = c.at().x() - (spaces.size() - 1) * 15;
        out.append("<g id=\"coellen-table\">\n");
        for (int k = 0; k < spaces.size(); k++) {
            CoellenSpace s = spaces.get(k);
            out.append("<circle id=\"coellen-").append(k).append("\" class=\"coellen-space ")
                    .append(s.privilege().name().toLowerCase(Locale.ROOT)).append("\" data-points=\"").append(s.points())
                    .append("\" cx=\"").append(x0 + 30 * k)
                    .append("\" cy=\"").append(y).append("\" r=\"12\"/>\n<text class=\"coellen-points\" x=\"").append(x0 + 30 * k)
                    .append("\" y=\"").append(y + 28).append("\">").append(s.points()).append("</text>\n");
        }
        out.append("</g>\n");
    }

    private static String f(double v) {
        return String.format(Locale.ROOT, "%.1f", v);
    }
}
