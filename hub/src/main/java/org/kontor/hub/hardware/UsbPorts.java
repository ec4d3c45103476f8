package org.kontor.hub.hardware;

import com.fazecast.jSerialComm.SerialPort;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Collectors;

/**
 * Finds a board configured by its USB vendor and product id ({@code usb: "2341:0043"}) among the
 * serial ports the system lists. The choice is a pure function of the port list, so it is tested
 * without hardware; the list itself comes from jSerialComm.
 */
public final class UsbPorts {

    private UsbPorts() {
    }

    /** A USB vendor and product id, written as lsusb does: "2341:0043". */
    public record UsbId(int vendor, int product) {
        public UsbId {
            if (vendor < 0 || vendor > 0xFFFF || product < 0 || product > 0xFFFF) {
                throw new IllegalArgumentException("a USB id has a vendor and a product from 0000 to ffff");
            }
        }

        /** Reads "2341:0043"; {@code at} names the config key in the message when it is not one. */
        public static UsbId parse(String text, String at) {
            if (text.matches("[0-9a-fA-F]{4}:[0-9a-fA-F]{4}")) {
                return new UsbId(Integer.parseInt(text.substring(0, 4), 16), Integer.parseInt(text.substring(5), 16));
            }
            throw new IllegalArgumentException(at + ": '" + text + "' is not a USB id such as \"2341:0043\""
                    + " (vendor:product in hexadecimal, as lsusb lists them)");
        }

        @Override
        public String toString() {
            return String.format("%04x:%04x", vendor, product);
        }
    }

    /** A serial port as the system lists it; ids are -1 for a port that is not a USB device. */
    public record Port(String path, int vendor, int product, String description) {
        boolean is(UsbId id) {
            return vendor == id.vendor() && product == id.product();
        }

        @Override
        public String toString() {
            return path + (vendor < 0 ? "" : " (" + new UsbId(vendor, product) + (description == null ? "" : ", " + description) + ")");
        }
    }

    /** The serial ports present now. */
    public static List<Port> present() {
        return Arrays.stream(SerialPort.getCommPorts())
                .map(p -> new Port(p.getSystemPortPath(), p.getVendorID(), p.getProductID(), p.getPortDescription()))
                .toList();
    }

    /**
     * The path of the one port that is USB device {@code id}.
     *
     * @throws IllegalStateException naming the id when no port or several ports are that device
     */
    public static String find(UsbId id, List<Port> ports) {
        List<Port> matching = ports.stream().filter(p -> p.is(id)).toList();
        if (matching.size() == 1) {
            return matching.get(0).path();
        }
        if (matching.isEmpty()) {
            String others = ports.stream().filter(p -> p.vendor() >= 0).map(Port::toString).collect(Collectors.joining("; "));
            throw new IllegalStateException("no USB serial device " + id + " is plugged in: is the board connected? (serial USB devices found: "
                    + (others.isEmpty() ? "none" : others) + ")");
        }
        throw new IllegalStateException(matching.size() + " USB serial devices are " + id + " ("
                + matching.stream().map(Port::path).collect(Collectors.joining(", "))
                + "): name each board by its port instead (ls -l /dev/serial/by-id/ shows which is which)");
    }
}
