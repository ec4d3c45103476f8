package org.kontor.engine.catan;

import org.kontor.engine.board.Resource;

/** Catan's five resources (the kernel's {@link org.kontor.engine.resources.Resources} also counts salt, which Catan lacks). */
final class ResourceKinds {

    /** In the order the building costs card names them. */
    static final Resource[] KINDS = {Resource.BRICK, Resource.LUMBER, Resource.WOOL, Resource.GRAIN, Resource.ORE};

    private ResourceKinds() {}

    static boolean isCatan(Resource resource) {
        return resource != null && resource != Resource.SALT;
    }
}
