package org.kontor.protocol.message;

import java.util.List;
import java.util.function.Function;
import java.util.stream.Collectors;

/** The canonical text conventions shared with the C test: decimal numbers, hex where noted, lists in brackets. */
final class Text {
    private Text() {
    }

    static <T> String list(List<T> items, Function<T, String> item) {
        return items.stream().map(item).collect(Collectors.joining(",", "[", "]"));
    }

    static String hex8(int value) {
        return String.format("0x%02x", value);
    }

    static String hex32(long value) {
        return String.format("0x%08x", value);
    }
}
