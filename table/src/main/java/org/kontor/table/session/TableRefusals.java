package org.kontor.table.session;

import org.kontor.engine.Catalogue;

/**
 * The table's own refusals (not started, over, a seat not playing, names), said from
 * {@code refusals_<code>.properties} beside this class in the reader's language like the rules'
 * ({@link org.kontor.engine.Sentences}); registered in {@code META-INF/services/org.kontor.engine.Catalogue}.
 */
public final class TableRefusals implements Catalogue {}
