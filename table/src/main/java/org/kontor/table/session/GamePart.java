package org.kontor.table.session;

/**
 * One field of a game view as JSON: a page is sent the fields that changed since its last view.
 *
 * @param path  the field's name, or "table.name" for a field of the table's view inside a seat's
 * @param value the field's value (kept to tell whether the next view's is the same)
 * @param json  the value as JSON
 */
public record GamePart(String path, Object value, String json) {}
