package org.kontor.engine.board;

/**
 * A board file that cannot be used. The message names the file, the field and the problem, for
 * example {@code europe-short.json: cities[3].intersection 217 does not exist (0..143)}, so a
 * person fixing the file never needs the stack trace.
 */
public final class BoardFileException extends RuntimeException {

    private final String fileName;
    private final String field;
    private final String problem;

    public BoardFileException(String fileName, String field, String problem) {
        super(fileName + ": " + (field.isEmpty() ? "" : field + " ") + problem);
        this.fileName = fileName;
        this.field = field;
        this.problem = problem;
    }

    /** The file name as given to the loader. */
    public String fileName() {
        return fileName;
    }

    /** The field in JSON path style, e.g. {@code hexes[4].terrain}; empty for the file as a whole. */
    public String field() {
        return field;
    }

    public String problem() {
        return problem;
    }
}
