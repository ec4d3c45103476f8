package org.kontor.engine.hansa;

import org.kontor.engine.Phrase;

/** How the refusals name things: cities and routes by their map names, seats by their colour. */
final class Names {

    /** The seats' colours in seat order, as catalogue keys: Yellow, Green, Blue, Red, Purple. */
    private static final String[] SEATS = {"hansa.word.yellow", "hansa.word.green", "hansa.word.blue", "hansa.word.red", "hansa.word.purple"};

    private Names() {}

    /** A seat as a refusal names it: "Yellow". */
    static Phrase seat(int seat) {
        return seat >= 0 && seat < SEATS.length ? Phrase.of(SEATS[seat]) : Phrase.of("hansa.word.seat", seat);
    }

    /** "traders" or "merchants", as a catalogue key. */
    static String plural(Piece p) {
        return p == Piece.TRADER ? "hansa.word.traders" : "hansa.word.merchants";
    }

    static String route(Draft d, Route r) {
        return d.map.cities().get(r.from()).name() + "–" + d.map.cities().get(r.to()).name();
    }

    static String city(Draft d, int city) {
        return d.map.cities().get(city).name();
    }
}
