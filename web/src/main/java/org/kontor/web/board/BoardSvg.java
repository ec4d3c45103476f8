package org.kontor.web.board;

import java.util.BitSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.kontor.engine.board.Board;
import org.kontor.engine.board.BoardFile;
import org.kontor.engine.board.PlayerColour;
import org.kontor.engine.board.Resource;
import org.kontor.engine.board.Terrain;
import org.kontor.engine.board.TokenSpace;
import org.kontor.engine.board.Topology;
import java.util.ServiceLoader;
import java.util.function.Function;
import java.util.stream.Collectors;

/**
 * Draws a {@link Board} as a standalone SVG document. Shared by {@code kontor board render} and
 * the table screen, so the output is stable: every hex, usable intersection and path is an
 * element with a fixed id ({@code hex-12}, {@code intersection-40}, {@code path-17}) and classes
 * ({@code hex terrain-forest}, {@code path land}, {@code path sea double-arrow},
 * {@code intersection city purple}) that a page can style, highlight or make tappable. Pieces are
 * drawn by the page into the empty {@code <g id="pieces">} layer on top. What only one game prints
 * (named sites, sea lanes, arrows, a start) comes from that game's {@link BoardMarks}.
 */
public final class BoardSvg {

    /** What to draw besides the board itself. */
    public record Options(boolean ids, boolean title, boolean start, boolean stylesheet) {
        public Options(boolean ids, boolean title, boolean start) {
            this(ids, title, start, true);
        }

        public Options(boolean ids, boolean title) {
            this(ids, title, false);
        }

        /**
         * The pages' picture: no ids, no title, and no stylesheet inside (the pages link board.css:
         * their Content-Security-Policy allows no inline style).
         */
        public static final Options TABLE = new Options(false, false, false, false);
        /** The picture for digitising and wiring: every id and the title. */
        public static final Options WITH_IDS = new Options(true, true);
        public static final Options WITHOUT_IDS = new Options(false, true);
    }

    /** Corner radius of a hex in SVG units. */
    static final double RADIUS = 40;
    private static final double UNIT_X = RADIUS * Math.sqrt(3) / 2;
    private static final double UNIT_Y = RADIUS / 2;
    private static final double MARGIN = 24;
    private static final double TITLE_HEIGHT = 34;

    /** Each game's print, by the game's id. */
    private static final Map<String, BoardMarks> MARKS = ServiceLoader.load(BoardMarks.class, BoardSvg.class.getClassLoader())
            .stream().map(ServiceLoader.Provider::get).collect(Collectors.toUnmodifiableMap(BoardMarks::game, Function.identity()));

    private final Board board;
    /** What the board's game prints on it besides hexes, numbers and harbours. */
    private final BoardMarks marks;
    /** The named sites by crossroads; null where there is none. */
    private final BoardMarks.Site[] siteAt;
    private final Topology t;
    private final Options options;
    private final double minX;
    private final double minY;
    private final StringBuilder out = new StringBuilder(256 * 1024);

    private BoardSvg(Board board, Options options) {
        this.board = board;
        this.marks = MARKS.getOrDefault(board.game(), BoardMarks.NONE);
        this.t = board.topology();
        this.options = options;
        this.siteAt = new BoardMarks.Site[t.intersectionCount()];
        for (BoardMarks.Site site : marks.sites(board)) {
            siteAt[site.intersection()] = site;
        }
        int lowX = Integer.MAX_VALUE;
        int lowY = Integer.MAX_VALUE;
        for (int i = 0; i < t.intersectionCount(); i++) {
            lowX = Math.min(lowX, t.intersectionX(i));
            lowY = Math.min(lowY, t.intersectionY(i));
        }
        this.minX = lowX;
        this.minY = lowY;
    }

    private boolean isSite(int i) {
        return siteAt[i] != null;
    }

    /** The board as a complete SVG document. */
    public static String render(Board board, Options options) {
        return new BoardSvg(board, options).draw();
    }

    public static String render(Board board) {
        return render(board, Options.WITH_IDS);
    }

    private double px(int x) {
        return MARGIN + (x - minX) * UNIT_X;
    }

    private double py(int y) {
        return MARGIN + (options.title() ? TITLE_HEIGHT : 0) + (y - minY) * UNIT_Y;
    }

    private String draw() {
        int maxX = Integer.MIN_VALUE;
        int maxY = Integer.MIN_VALUE;
        for (int i = 0; i < t.intersectionCount(); i++) {
            maxX = Math.max(maxX, t.intersectionX(i));
            maxY = Math.max(maxY, t.intersectionY(i));
        }
        double width = px(maxX) + MARGIN;
        if (options.title()) {
            width = Math.max(width, 2 * MARGIN + board.title().length() * 9.5);
        }
        double height = py(maxY) + MARGIN;
        out.append("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n");
        out.append("<svg xmlns=\"http://www.w3.org/2000/svg\" version=\"1.1\" id=\"board-").append(escape(board.id()))
                .append("\" class=\"board\" width=\"").append(f(width)).append("\" height=\"").append(f(height))
                .append("\" viewBox=\"0 0 ").append(f(width)).append(' ').append(f(height)).append("\">\n");
        style();
        patterns();
        out.append("<rect class=\"background\" x=\"0\" y=\"0\" width=\"").append(f(width)).append("\" height=\"")
                .append(f(height)).append("\"/>\n");
        if (options.title()) {
            out.append("<text class=\"title\" x=\"").append(f(MARGIN)).append("\" y=\"").append(f(MARGIN + 12))
                    .append("\">").append(escape(board.title())).append("</text>\n");
        }
        hexes();
        paths();
        harbours();
        intersections();
        if (options.ids()) {
            ids();
        }
        out.append("<g id=\"pieces\"/>\n</svg>\n");
        return out.toString();
    }

    private void style() {
        if (!options.stylesheet()) {
            return;
        }
        out.append("<style>\n").append(STYLESHEET).append("</style>\n");
    }

    /** The drawing's stylesheet, public/board.css: the pages link it, a drawing that stands alone carries it. */
    private static final String STYLESHEET = stylesheet();

    private static String stylesheet() {
        try (var in = BoardSvg.class.getResourceAsStream("/public/board.css")) {
            if (in == null) {
                throw new IllegalStateException("public/board.css is missing from the jar");
            }
            return new String(in.readAllBytes(), java.nio.charset.StandardCharsets.UTF_8).replaceAll("(?s)/\\*.*?\\*/\\s*", "");
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    private void hexes() {
        out.append("<g id=\"hexes\">\n");
        for (int h = 0; h < t.hexCount(); h++) {
            Terrain terrain = board.terrain(h);
            out.append("<polygon id=\"hex-").append(h).append("\" class=\"hex terrain-")
                    .append(BoardFile.name(terrain)).append("\" points=\"");
            int[] corners = t.intersectionsOfHex(h);
            for (int k = 0; k < 6; k++) {
                out.append(k == 0 ? "" : " ").append(f(px(t.intersectionX(corners[k])))).append(',')
                        .append(f(py(t.intersectionY(corners[k]))));
            }
            out.append("\"/>\n");
            double cx = px(t.hexCentreX(h));
            double cy = py(t.hexCentreY(h));
            String texture = texture(terrain);
            if (texture != null) {
                out.append("<polygon class=\"texture\" fill=\"url(#").append(texture).append(")\" points=\"");
                for (int k = 0; k < 6; k++) {
                    out.append(k == 0 ? "" : " ").append(f(px(t.intersectionX(corners[k])))).append(',')
                            .append(f(py(t.intersectionY(corners[k]))));
                }
                out.append("\"/>\n");
            }
            token(h, cx, cy);
        }
        out.append("</g>\n");
    }

    private static String texture(Terrain terrain) {
        return switch (terrain) {
            case FOREST -> "texture-trees";
            case MOUNTAIN_FOREST, MOUNTAIN_PASTURE -> "texture-hills";
            case MOUNTAINS -> "texture-peaks";
            case SALTWORKS -> "texture-salt";
            case FIELDS -> "texture-rows";
            default -> null;
        };
    }

    /** Small repeating marks so the terrain can be told apart without colour (and in print). */
    private void patterns() {
        out.append("<defs>\n")
                .append("<pattern id=\"texture-trees\" width=\"14\" height=\"14\" patternUnits=\"userSpaceOnUse\">"
                        + "<path d=\"M7,3 l3,6 h-6 z\" fill=\"#2b5527\"/></pattern>\n")
                .append("<pattern id=\"texture-hills\" width=\"18\" height=\"16\" patternUnits=\"userSpaceOnUse\">"
                        + "<path d=\"M3,12 l5,-7 l5,7\" fill=\"none\" stroke=\"#4a4336\" stroke-width=\"1\""
                        + " opacity=\".5\"/></pattern>\n")
                .append("<pattern id=\"texture-peaks\" width=\"16\" height=\"14\" patternUnits=\"userSpaceOnUse\">"
                        + "<path d=\"M2,12 l6,-9 l6,9 z\" fill=\"#7d7067\"/><path d=\"M6,6 l2,-3 l2,3 z\""
                        + " fill=\"#f2f2f2\"/></pattern>\n")
                .append("<pattern id=\"texture-salt\" width=\"12\" height=\"8\" patternUnits=\"userSpaceOnUse\">"
                        + "<rect x=\"1\" y=\"1\" width=\"10\" height=\"5\" fill=\"none\" stroke=\"#a9bccc\""
                        + " stroke-width=\".8\"/></pattern>\n")
                .append("<pattern id=\"texture-rows\" width=\"8\" height=\"8\" patternUnits=\"userSpaceOnUse\""
                        + " patternTransform=\"rotate(30)\"><path d=\"M0,4 h8\" stroke=\"#d4ad2f\""
                        + " stroke-width=\"1.2\"/></pattern>\n")
                .append("</defs>\n");
    }

    private void token(int h, double cx, double cy) {
        TokenSpace space = board.tokenSpace(h);
        if (space instanceof TokenSpace.Printed printed) {
            int n = printed.number();
            out.append("<circle id=\"token-").append(h).append("\" class=\"token printed\" cx=\"").append(f(cx))
                    .append("\" cy=\"").append(f(cy)).append("\" r=\"15\"/>\n");
            out.append("<text class=\"number").append(n == 6 || n == 8 ? " red" : "").append("\" x=\"")
                    .append(f(cx)).append("\" y=\"").append(f(cy)).append("\">").append(n).append("</text>\n");
        } else if (space instanceof TokenSpace.Blank blank) {
            out.append("<circle id=\"token-").append(h).append("\" class=\"token blank")
                    .append(blank.marked() ? " marked" : "").append(" colour-").append(BoardFile.name(blank.colour()))
                    .append("\" cx=\"").append(f(cx)).append("\" cy=\"").append(f(cy))
                    .append("\" r=\"15\" fill=\"").append(colour(blank.colour())).append("\"/>\n");
        }
    }

    private static String colour(Resource resource) {
        return switch (resource) {
            case LUMBER -> "#2e5e2a";
            case WOOL -> "#b9e08a";
            case GRAIN -> "#f3d36b";
            case ORE -> "#6f6a66";
            case SALT -> "#ffffff";
            case BRICK -> "#a4502a";
        };
    }

    private void paths() {
        out.append("<g id=\"paths\">\n");
        BitSet arrows = marks.doubleArrows(board);
        for (int p = 0; p < t.pathCount(); p++) {
            if (!board.isPath(p)) {
                continue;
            }
            int[] ends = t.intersectionsOfPath(p);
            double x1 = px(t.intersectionX(ends[0]));
            double y1 = py(t.intersectionY(ends[0]));
            double x2 = px(t.intersectionX(ends[1]));
            double y2 = py(t.intersectionY(ends[1]));
            out.append("<line id=\"path-").append(p).append("\" class=\"path ")
                    .append(marks.pathKind(board, p)).append(arrows.get(p) ? " double-arrow" : "")
                    .append("\" x1=\"").append(f(x1)).append("\" y1=\"").append(f(y1)).append("\" x2=\"")
                    .append(f(x2)).append("\" y2=\"").append(f(y2)).append("\"/>\n");
        }
        for (int p = arrows.nextSetBit(0); p >= 0; p = arrows.nextSetBit(p + 1)) {
            doubleArrow(p);
        }
        out.append("</g>\n");
    }

    /** A red two-headed arrow beside the path, on the side away from the hex centre of the first hex. */
    private void doubleArrow(int p) {
        int[] ends = t.intersectionsOfPath(p);
        double x1 = px(t.intersectionX(ends[0]));
        double y1 = py(t.intersectionY(ends[0]));
        double x2 = px(t.intersectionX(ends[1]));
        double y2 = py(t.intersectionY(ends[1]));
        double len = Math.hypot(x2 - x1, y2 - y1);
        double ux = (x2 - x1) / len;
        double uy = (y2 - y1) / len;
        // Shift towards the first hex centre so the arrow sits on the hex, next to the path.
        int hex = t.hexesAlongPath(p)[0];
        double mx = (x1 + x2) / 2;
        double my = (y1 + y2) / 2;
        double nx = -uy;
        double ny = ux;
        if ((px(t.hexCentreX(hex)) - mx) * nx + (py(t.hexCentreY(hex)) - my) * ny < 0) {
            nx = -nx;
            ny = -ny;
        }
        double off = 8;
        double ax = x1 + ux * 9 + nx * off;
        double ay = y1 + uy * 9 + ny * off;
        double bx = x2 - ux * 9 + nx * off;
        double by = y2 - uy * 9 + ny * off;
        out.append("<g id=\"arrow-").append(p).append("\" class=\"double-arrow-mark\">");
        out.append("<line class=\"arrow\" x1=\"").append(f(ax)).append("\" y1=\"").append(f(ay)).append("\" x2=\"")
                .append(f(bx)).append("\" y2=\"").append(f(by)).append("\"/>");
        arrowHead(ax, ay, -ux, -uy);
        arrowHead(bx, by, ux, uy);
        out.append("</g>\n");
    }

    private void arrowHead(double x, double y, double ux, double uy) {
        double size = 7;
        double bx = x - ux * size;
        double by = y - uy * size;
        out.append("<polygon class=\"arrow-head\" points=\"").append(f(x + ux * 2)).append(',').append(f(y + uy * 2))
                .append(' ').append(f(bx - uy * 5)).append(',').append(f(by + ux * 5)).append(' ')
                .append(f(bx + uy * 5)).append(',').append(f(by - ux * 5)).append("\"/>");
    }

    /**
     * Each harbour of the board file (format 2): a disc on the sea side of its path, joined to both
     * ends by piers, saying its rate ("3:1", "2:1 ore"). Its id ({@code harbour-61}) names the
     * path, so a page can rewrite the rate when the game shuffles the harbour kinds.
     */
    private void harbours() {
        if (board.harbours().isEmpty()) {
            return;
        }
        double centreX = 0;
        double centreY = 0;
        for (int h = 0; h < t.hexCount(); h++) {
            centreX += px(t.hexCentreX(h)) / t.hexCount();
            centreY += py(t.hexCentreY(h)) / t.hexCount();
        }
        out.append("<g id=\"harbours\">\n");
        for (org.kontor.engine.board.Harbour harbour : board.harbours()) {
            int[] ends = t.intersectionsOfPath(harbour.path());
            double x1 = px(t.intersectionX(ends[0]));
            double y1 = py(t.intersectionY(ends[0]));
            double x2 = px(t.intersectionX(ends[1]));
            double y2 = py(t.intersectionY(ends[1]));
            double mx = (x1 + x2) / 2;
            double my = (y1 + y2) / 2;
            double away = Math.hypot(mx - centreX, my - centreY);
            double hx = mx + (mx - centreX) / away * 22;
            double hy = my + (my - centreY) / away * 22;
            String kind = harbour.resource() == null ? "any" : harbour.resource().name().toLowerCase(Locale.ROOT);
            out.append("<g id=\"harbour-").append(harbour.path()).append("\" class=\"harbour harbour-").append(kind)
                    .append("\"><line class=\"harbour-pier\" x1=\"").append(f(x1)).append("\" y1=\"").append(f(y1))
                    .append("\" x2=\"").append(f(hx)).append("\" y2=\"").append(f(hy)).append("\"/><line class=\"harbour-pier\" x1=\"")
                    .append(f(x2)).append("\" y1=\"").append(f(y2)).append("\" x2=\"").append(f(hx)).append("\" y2=\"")
                    .append(f(hy)).append("\"/><circle class=\"harbour-disc\" cx=\"").append(f(hx)).append("\" cy=\"")
                    .append(f(hy)).append("\" r=\"14\"/><text class=\"harbour-rate\" x=\"").append(f(hx)).append("\" y=\"")
                    .append(f(hy)).append("\">").append(harbour.rate()).append(":1</text></g>\n");
        }
        out.append("</g>\n");
    }

    private void intersections() {
        out.append("<g id=\"intersections\">\n");
        for (int i = 0; i < t.intersectionCount(); i++) {
            if (!board.isUsableIntersection(i)) {
                continue;
            }
            BoardMarks.Site city = siteAt[i];
            double x = px(t.intersectionX(i));
            double y = py(t.intersectionY(i));
            if (city == null) {
                out.append("<circle id=\"intersection-").append(i).append("\" class=\"intersection\" cx=\"")
                        .append(f(x)).append("\" cy=\"").append(f(y)).append("\" r=\"3\"/>\n");
            } else {
                out.append("<circle id=\"intersection-").append(i).append("\" class=\"intersection city ")
                        .append(city.colour()).append("\" cx=\"")
                        .append(f(x)).append("\" cy=\"").append(f(y)).append("\" r=\"8\"/>\n");
            }
        }
        out.append("</g>\n");
        if (options.start()) {
            drawStartPositions(); // under the names, over the sites
        }
        out.append("<g id=\"city-names\">\n");
        for (BoardMarks.Site city : marks.sites(board)) {
            int i = city.intersection();
            double x = px(t.intersectionX(i));
            double y = py(t.intersectionY(i));
            // Names go where no token is: below a corner that is the top of a hex, above one that is a bottom.
            boolean pointsUp = pointsUp(i);
            double ty = pointsUp ? y + 19 : y - 11;
            out.append("<g id=\"city-").append(i).append("\" class=\"city-label\"><text class=\"city-name\" x=\"")
                    .append(f(x)).append("\" y=\"").append(f(ty)).append("\">").append(escape(city.name()))
                    .append("</text>");
            for (int g = 0; g < city.coins(); g++) {
                double cx = x + 12 + g * 8.5;
                double cy = pointsUp ? y - 1.5 : y + 1.5;
                out.append("<circle class=\"coin\" cx=\"").append(f(cx)).append("\" cy=\"").append(f(cy))
                        .append("\" r=\"3.8\"/>");
            }
            out.append("</g>\n");
        }
        out.append("</g>\n");
    }

    /**
     * The fixed short-game setup as pieces: each colour's route with its caravan, and a kontor on
     * each of its three city sites. Drawn only on request, so digitisers can compare it with the
     * rulebook's illustration; a live game draws its pieces into the pieces layer instead.
     */
    private void drawStartPositions() {
        out.append("<g id=\"start\" class=\"start-positions\">\n");
        for (BoardMarks.Start start : marks.start(board)) {
            String colour = start.colour().name().toLowerCase(Locale.ROOT);
            String fill = switch (start.colour()) {
                case RED -> "#c62828";
                case BLUE -> "#1f5fbf";
                case WHITE -> "#fafafa";
                case ORANGE -> "#ef7d0a";
            };
            int[] ends = t.intersectionsOfPath(start.route());
            double x1 = px(t.intersectionX(ends[0]));
            double y1 = py(t.intersectionY(ends[0]));
            double x2 = px(t.intersectionX(ends[1]));
            double y2 = py(t.intersectionY(ends[1]));
            out.append("<line class=\"start-route ").append(colour).append("\" x1=\"").append(f(x1))
                    .append("\" y1=\"").append(f(y1)).append("\" x2=\"").append(f(x2)).append("\" y2=\"")
                    .append(f(y2)).append("\" stroke=\"#222\" stroke-width=\"9\" stroke-linecap=\"round\"/>");
            out.append("<line class=\"start-route ").append(colour).append("\" x1=\"").append(f(x1))
                    .append("\" y1=\"").append(f(y1)).append("\" x2=\"").append(f(x2)).append("\" y2=\"")
                    .append(f(y2)).append("\" stroke=\"").append(fill)
                    .append("\" stroke-width=\"6\" stroke-linecap=\"round\"/>");
            out.append("<circle class=\"start-caravan ").append(colour).append("\" cx=\"").append(f((x1 + x2) / 2))
                    .append("\" cy=\"").append(f((y1 + y2) / 2)).append("\" r=\"5\" fill=\"").append(fill)
                    .append("\" stroke=\"#222\" stroke-width=\"1.5\"/>\n");
            for (int kontor : start.sites()) {
                double x = px(t.intersectionX(kontor));
                double y = py(t.intersectionY(kontor));
                out.append("<rect class=\"start-kontor ").append(colour).append("\" x=\"").append(f(x - 6))
                        .append("\" y=\"").append(f(y - 6)).append("\" width=\"12\" height=\"12\" fill=\"")
                        .append(fill).append("\" stroke=\"#222\" stroke-width=\"1.5\"/>\n");
            }
        }
        out.append("</g>\n");
    }

    /** True for a corner shaped like an upside-down Y: two paths go down from it, one up. */
    private boolean pointsUp(int i) {
        return Math.floorMod(t.intersectionY(i), 3) == 1;
    }

    private void ids() {
        out.append("<g id=\"ids\">\n");
        for (int h = 0; h < t.hexCount(); h++) {
            // Above the token unless a city name sits there, else below it.
            int[] corners = t.intersectionsOfHex(h);
            double dy = !isSite(corners[0]) ? -21 : !isSite(corners[3]) ? 22 : -21;
            out.append("<text class=\"id hex-id\" x=\"").append(f(px(t.hexCentreX(h)))).append("\" y=\"")
                    .append(f(py(t.hexCentreY(h)) + dy)).append("\">h").append(h).append("</text>\n");
        }
        for (int p = 0; p < t.pathCount(); p++) {
            if (!board.isPath(p)) {
                continue;
            }
            int[] ends = t.intersectionsOfPath(p);
            double x = (px(t.intersectionX(ends[0])) + px(t.intersectionX(ends[1]))) / 2;
            double y = (py(t.intersectionY(ends[0])) + py(t.intersectionY(ends[1]))) / 2;
            out.append("<text class=\"id path-id\" x=\"").append(f(x)).append("\" y=\"").append(f(y)).append("\">")
                    .append(p).append("</text>\n");
        }
        for (int i = 0; i < t.intersectionCount(); i++) {
            if (!board.isUsableIntersection(i)) {
                continue;
            }
            // On the node itself: a wiring map reads "this dot is 40".
            double x = px(t.intersectionX(i));
            double y = py(t.intersectionY(i));
            out.append("<text class=\"id intersection-id\" x=\"").append(f(x)).append("\" y=\"").append(f(y))
                    .append("\">").append(i).append("</text>\n");
        }
        out.append("</g>\n");
    }

    /**
     * Escapes text for XML element content and attribute values. Characters beyond ASCII become
     * numeric references, so the document survives any console or file encoding unchanged.
     */
    public static String escape(String text) {
        StringBuilder s = new StringBuilder(text.length() + 8);
        for (int k = 0; k < text.length(); k++) {
            char c = text.charAt(k);
            switch (c) {
                case '&' -> s.append("&amp;");
                case '<' -> s.append("&lt;");
                case '>' -> s.append("&gt;");
                case '"' -> s.append("&quot;");
                case '\'' -> s.append("&apos;");
                default -> {
                    if (c < 0x20 && c != '\t' && c != '\n' && c != '\r') {
                        s.append('?');
                    } else if (c > 0x7e) {
                        int code = text.codePointAt(k);
                        s.append("&#").append(code).append(';');
                        k += Character.charCount(code) - 1;
                    } else {
                        s.append(c);
                    }
                }
            }
        }
        return s.toString();
    }

    private static String f(double v) {
        long rounded = Math.round(v * 10);
        return rounded % 10 == 0 ? Long.toString(rounded / 10) : String.format(Locale.ROOT, "%.1f", rounded / 10.0);
    }
}
