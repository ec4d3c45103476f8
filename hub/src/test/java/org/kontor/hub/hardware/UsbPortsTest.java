package org.kontor.hub.hardware;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.kontor.hub.hardware.UsbPorts.Port;
import org.kontor.hub.hardware.UsbPorts.UsbId;

/** Picking the board configured by {@code usb: "vendor:product"} from the ports the system lists. */
class UsbPortsTest {
    private static final UsbId UNO = new UsbId(0x2341, 0x0043);
    private static final Port BUILT_IN = new Port("/dev/ttyS0", -1, -1, "Physical Port S0");
    private static final Port UNO_PORT = new Port("/dev/ttyACM0", 0x2341, 0x0043, "Arduino Uno");
    private static final Port CH340 = new Port("/dev/ttyUSB0", 0x1a86, 0x7523, "USB Serial");
    private static final Port PICO = new Port("/dev/ttyACM1", 0x2e8a, 0x000a, "Pico");

    @Test
    void the_one_port_with_the_id_is_chosen() {
        assertThat(UsbPorts.find(UNO, List.of(BUILT_IN, CH340, UNO_PORT, PICO))).isEqualTo("/dev/ttyACM0");
        assertThat(UsbPorts.find(new UsbId(0x2e8a, 0x000a), List.of(UNO_PORT, PICO))).isEqualTo("/dev/ttyACM1");
    }

    @Test
    void no_port_with_the_id_is_an_error_naming_the_id_and_the_usb_devices_there_are() {
        assertThatThrownBy(() -> UsbPorts.find(UNO, List.of(BUILT_IN, CH340, PICO))).isInstanceOf(IllegalStateException.class)
                .hasMessage("no USB serial device 2341:0043 is plugged in: is the board connected? (serial USB devices found: "
                        + "/dev/ttyUSB0 (1a86:7523, USB Serial); /dev/ttyACM1 (2e8a:000a, Pico))");
        assertThatThrownBy(() -> UsbPorts.find(UNO, List.of(BUILT_IN)))
                .hasMessageEndingWith("(serial USB devices found: none)");
    }

    @Test
    void several_ports_with_the_id_are_an_error_naming_the_id_and_the_ports() {
        Port second = new Port("/dev/ttyACM3", 0x2341, 0x0043, "Arduino Uno");
        assertThatThrownBy(() -> UsbPorts.find(UNO, List.of(UNO_PORT, CH340, second))).isInstanceOf(IllegalStateException.class)
                .hasMessage("2 USB serial devices are 2341:0043 (/dev/ttyACM0, /dev/ttyACM3): name each board by its port instead "
                        + "(ls -l /dev/serial/by-id/ shows which is which)");
    }

    @Test
    void a_usb_id_is_read_as_lsusb_writes_it() {
        assertThat(UsbId.parse("2E8A:000a", "usb")).isEqualTo(new UsbId(0x2e8a, 0x000a));
        assertThat(new UsbId(0x2e8a, 0x000a)).hasToString("2e8a:000a");
        assertThatThrownBy(() -> UsbId.parse("2341", "boards[0].usb")).hasMessageStartingWith("boards[0].usb: '2341' is not a USB id");
    }
}
