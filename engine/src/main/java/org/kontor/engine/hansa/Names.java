package org.kontor.engine.hansa;

import java.util.Locale;

/** How the refusals name things. */
final class Names {

    private Names() {}

    static String piece(Piece p) {
        return p == Piece.TRADER ? "trader" : "merchant";
    }

    static String privilege(Privilege p) {
        return p.name().toLowerCase(Locale.ROOT);
    }

    static String route(Draft d, Route r) {
        return d.map.cities().get(r.from()).name() + "–" + d.map.cities().get(r.to()).name();
    }

    static String city(Draft d, int city) {
        return d.map.cities().get(city).name();
    }
}
