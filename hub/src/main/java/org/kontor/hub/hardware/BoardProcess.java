package org.kontor.hub.hardware;

import java.nio.file.Path;

/**
 * A sensor board played by a program on this computer, on a pseudo-terminal: the virtual board
 * (the firmware built for this computer) or the simulated Uno (its ELF in simavr). Pieces are
 * placed by typing its commands.
 */
public interface BoardProcess extends AutoCloseable {
    /** The path the hub opens as the board's serial port. */
    String port();

    /** Where the program logs. */
    Path log();

    /** One command: "place intersection 12 settlement red", "remove path 3", "dice 3 4". */
    void send(String command);

    @Override
    void close();
}
