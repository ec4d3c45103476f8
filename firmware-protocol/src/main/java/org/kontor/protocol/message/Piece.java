package org.kontor.protocol.message;

/**
 * The piece byte: piece kind in the high nibble, colour in the low nibble. Kinds are numbered
 * per game (the board's HELLO names the game); 0 is always "unknown" and 15 "other". A board
 * that senses presence only sends 0x00. The owner is a colour, not a seat: a board can see the
 * colour of a piece at best, and only the hub knows which seat plays which colour.
 */
public final class Piece {
    public static final int UNKNOWN = 0x00;
    public static final int KIND_UNKNOWN = 0;
    public static final int KIND_OTHER = 15;

    public static final int COLOUR_UNKNOWN = 0;
    public static final int RED = 1;
    public static final int BLUE = 2;
    public static final int WHITE = 3;
    public static final int ORANGE = 4;
    public static final int GREEN = 5;
    public static final int BROWN = 6;
    public static final int YELLOW = 7;
    public static final int PURPLE = 8;
    public static final int BLACK = 9;
    public static final int NEUTRAL = 15;

    /** Game codes carried in HELLO. */
    public static final int GAME_NONE = 0;
    public static final int GAME_MERCHANTS_OF_EUROPE = 1;
    public static final int GAME_CATAN = 2;
    public static final int GAME_HANSA_TEUTONICA = 3;
    public static final int GAME_ELASUND = 4;

    /** Catan Histories: Merchants of Europe. */
    public static final int KONTOR = 1;
    public static final int TRADE_ROUTE = 2;
    public static final int MERCHANT = 3;
    public static final int CARAVAN = 4;
    public static final int MOE_ROBBER = 5;

    /** Catan (base game; seafarers and cities and knights reserved). */
    public static final int SETTLEMENT = 1;
    public static final int CITY = 2;
    public static final int ROAD = 3;
    public static final int CATAN_ROBBER = 4;
    public static final int SHIP = 5;
    public static final int PIRATE = 6;
    public static final int KNIGHT = 7;
    public static final int CITY_WALL = 8;
    public static final int METROPOLIS = 9;

    /** Hansa Teutonica. */
    public static final int TRADER = 1;
    public static final int HANSA_MERCHANT = 2;
    public static final int BONUS_MARKER = 3;

    /** Elasund: permits 0..4 are kinds 1..5 ({@code ELASUND_PERMIT_0 + value}); the ship and wall tiles have no kind. */
    public static final int ELASUND_PERMIT_0 = 1;
    public static final int WORKER_COTTAGE = 6;
    public static final int MERCHANTS_HOUSE = 7;
    public static final int WORKSHOP = 8;
    public static final int WELL = 9;
    public static final int MARKET = 10;
    public static final int SHOP = 11;
    public static final int TAVERN = 12;
    public static final int TOWN_HALL = 13;
    public static final int CHURCH_TILE = 14;

    private Piece() {
    }

    public static int of(int kind, int colour) {
        return (kind & 0x0F) << 4 | colour & 0x0F;
    }

    public static int kind(int piece) {
        return piece >> 4 & 0x0F;
    }

    public static int colour(int piece) {
        return piece & 0x0F;
    }
}
