package org.kontor.engine.merchants;

import java.util.List;
import org.kontor.engine.board.Resource;

/**
 * The five resources of Merchants of Europe (no brick). They are the first five {@link Resource}s,
 * so index i of a {@code Resources} is {@code ALL.get(i)} for i below {@link #KINDS}.
 */
public final class MerchantsResources {

    public static final int KINDS = 5;
    public static final List<Resource> ALL = List.of(Resource.LUMBER, Resource.WOOL, Resource.GRAIN, Resource.ORE, Resource.SALT);

    private MerchantsResources() {}
}
