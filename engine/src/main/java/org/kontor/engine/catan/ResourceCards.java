package org.kontor.engine.catan;

import org.kontor.engine.board.Resource;

/**
 * A count of Catan's five resource cards: a hand, the bank, a cost or one side of a trade.
 * A small placeholder until the shared kernel's resource set lands (issue 16); it holds only
 * what Catan's rules read.
 */
public record ResourceCards(int brick, int lumber, int wool, int grain, int ore) {

    public static final ResourceCards NONE = new ResourceCards(0, 0, 0, 0, 0);
    /** Catan's resources in the order of this record's fields. */
    public static final Resource[] KINDS = {Resource.BRICK, Resource.LUMBER, Resource.WOOL, Resource.GRAIN, Resource.ORE};

    public static ResourceCards of(Resource resource, int count) {
        return NONE.plus(resource, count);
    }

    /** True for the resources Catan has (salt is Merchants of Europe's). */
    public static boolean isCatan(Resource resource) {
        return resource != null && resource != Resource.SALT;
    }

    public int count(Resource resource) {
        return switch (resource) {
            case BRICK -> brick;
            case LUMBER -> lumber;
            case WOOL -> wool;
            case GRAIN -> grain;
            case ORE -> ore;
            case SALT -> 0;
        };
    }

    public ResourceCards plus(Resource resource, int delta) {
        if (resource == Resource.SALT) {
            throw new IllegalArgumentException("Catan has no salt");
        }
        return new ResourceCards(brick + (resource == Resource.BRICK ? delta : 0), lumber + (resource == Resource.LUMBER ? delta : 0),
                wool + (resource == Resource.WOOL ? delta : 0), grain + (resource == Resource.GRAIN ? delta : 0),
                ore + (resource == Resource.ORE ? delta : 0));
    }

    public ResourceCards plus(ResourceCards o) {
        return new ResourceCards(brick + o.brick, lumber + o.lumber, wool + o.wool, grain + o.grain, ore + o.ore);
    }

    public ResourceCards minus(ResourceCards o) {
        return new ResourceCards(brick - o.brick, lumber - o.lumber, wool - o.wool, grain - o.grain, ore - o.ore);
    }

    public int total() {
        return brick + lumber + wool + grain + ore;
    }

    /** True when every count here is at least the other's: this hand can pay that cost. */
    public boolean covers(ResourceCards o) {
        return brick >= o.brick && lumber >= o.lumber && wool >= o.wool && grain >= o.grain && ore >= o.ore;
    }

    public boolean hasNegative() {
        return brick < 0 || lumber < 0 || wool < 0 || grain < 0 || ore < 0;
    }

    /** Reads like a player would say it: "1 brick, 1 lumber". */
    public String describe() {
        StringBuilder text = new StringBuilder();
        for (Resource r : KINDS) {
            if (count(r) != 0) {
                text.append(text.length() == 0 ? "" : ", ").append(count(r)).append(' ').append(r.name().toLowerCase(java.util.Locale.ROOT));
            }
        }
        return text.length() == 0 ? "nothing" : text.toString();
    }
}
