package org.kontor.engine.elasund;

/**
 * Trade zones and the trade track: building over windmill squares moves the builder's disc up one
 * space per windmill; reaching (or passing) a space with flags puts a cube on a free flag there.
 * Losing such a building moves the disc down, and a cube on a space now above the disc comes back.
 * The count is not capped at the track's end.
 */
final class TradeTrack {

    private TradeTrack() {}

    static int windmills(Draft d, java.util.List<Square> footprint) {
        int n = 0;
        for (Square s : footprint) {
            n += d.board.windmills(d.area, s);
        }
        return n;
    }

    static void gain(Draft d, int seat, int points) {
        if (points == 0) {
            return;
        }
        int before = d.trade[seat];
        d.trade[seat] += points;
        d.events.add(new Event.TradePoints(seat, d.trade[seat]));
        for (int i = 0; i < d.pieces.track().size(); i++) {
            Pieces.TrackSpace space = d.pieces.track().get(i);
            boolean reached = space.points() <= d.trade[seat] && (space.points() > before || d.options.tradeFlagsRetroactive());
            if (reached && !d.trackCube[seat][i] && taken(d, i) < space.flags() && d.cubes[seat] > 0) {
                d.trackCube[seat][i] = true;
                d.cubes[seat]--;
                d.events.add(new Event.CubePlaced(seat, "trade " + space.points()));
            }
        }
    }

    static void lose(Draft d, int seat, int points) {
        if (points == 0) {
            return;
        }
        d.trade[seat] -= points;
        d.events.add(new Event.TradePoints(seat, d.trade[seat]));
        for (int i = 0; i < d.pieces.track().size(); i++) {
            if (d.trackCube[seat][i] && d.pieces.track().get(i).points() > d.trade[seat]) {
                d.trackCube[seat][i] = false;
                d.cubes[seat]++;
                d.events.add(new Event.CubeReturned(seat, "trade " + d.pieces.track().get(i).points()));
            }
        }
    }

    static int taken(Draft d, int space) {
        int n = 0;
        for (int s = 0; s < d.seats; s++) {
            if (d.trackCube[s][space]) {
                n++;
            }
        }
        return n;
    }
}
