package org.kontor.hub.hardware;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;
import org.kontor.engine.table.Spot;

/** The config file's boards, pins and wiring sections: typed, and every mistake named by its key. */
class HardwareConfigTest {

    @Test
    void a_full_configuration_is_read_into_typed_records() {
        HardwareConfig config = HardwareConfig.parseJson("""
                {"boards": [{"name": "main", "port": "/dev/serial/by-id/usb-kontor-if00"}],
                 "pins": [{"pin": 17, "role": "roll"}, {"pin": 27, "role": "end-turn", "debounceMs": 30},
                          {"pin": 22, "role": "reed", "spot": "path 3"}],
                 "wiring": [{"board": "main", "sensor": "path 5", "spot": "path 17"}],
                 "settleMs": 250}""");
        assertThat(config.boards()).containsExactly(new HardwareConfig.BoardConfig("main", "/dev/serial/by-id/usb-kontor-if00"));
        assertThat(config.pins()).containsExactly(
                new HardwareConfig.PinConfig(17, HardwareConfig.PinRole.ROLL, null, 20),
                new HardwareConfig.PinConfig(27, HardwareConfig.PinRole.END_TURN, null, 30),
                new HardwareConfig.PinConfig(22, HardwareConfig.PinRole.REED, Spot.path(3), 20));
        assertThat(config.wiring()).containsExactly(new HardwareConfig.WiringEntry("main", Spot.path(5), Spot.path(17)));
        assertThat(config.settleMs()).isEqualTo(250);
        assertThat(HardwareConfig.parseJson("{}")).isEqualTo(HardwareConfig.NONE);
    }

    @Test
    void unknown_keys_wrong_types_and_bad_values_are_refused_naming_the_key() {
        assertRefused("{\"board\": []}", "the hardware configuration.board: unknown key (known: boards, pins, settleMs, strips, wiring)");
        assertRefused("{\"boards\": [{\"name\": \"a\", \"port\": \"/dev/x\", \"baud\": 9600}]}", "boards[0].baud: unknown key (known: buttons, name, port, usb)");
        assertRefused("{\"boards\": {\"name\": \"a\"}}", "boards: expected a list, not object");
        assertRefused("{\"boards\": [{\"name\": \"a\"}]}",
                "boards[0]: give the board's port (port: /dev/ttyACM0) or its USB id (usb: \"2341:0043\"), one of the two");
        assertRefused("{\"boards\": [{\"port\": \"/dev/x\", \"usb\": \"2341:0043\"}]}",
                "boards[0]: give the board's port (port: /dev/ttyACM0) or its USB id (usb: \"2341:0043\"), one of the two");
        assertRefused("{\"boards\": [{\"usb\": \"2341-0043\"}]}",
                "boards[0].usb: '2341-0043' is not a USB id such as \"2341:0043\" (vendor:product in hexadecimal, as lsusb lists them)");
        assertRefused("{\"boards\": [{\"name\": \"a\", \"port\": \"x\"}, {\"name\": \"a\", \"port\": \"y\"}]}",
                "boards[1].name: a board named 'a' is already listed");
        assertRefused("{\"pins\": [{\"pin\": \"seventeen\", \"role\": \"roll\"}]}",
                "pins[0].pin: expected a whole number from 0 to 63, not \"seventeen\"");
        assertRefused("{\"pins\": [{\"pin\": 17, \"role\": \"dance\"}]}", "pins[0].role: 'dance' is not one of roll, end-turn, reed, led");
        assertRefused("{\"pins\": [{\"pin\": 17, \"role\": \"reed\"}]}", "pins[0].spot: missing");
        assertRefused("{\"pins\": [{\"pin\": 17, \"role\": \"reed\", \"spot\": \"road 3\"}]}",
                "pins[0].spot: 'road 3' is not a spot such as 'path 17', 'intersection 3' or 'hex 0'");
        assertRefused("{\"pins\": [{\"pin\": 17, \"role\": \"roll\"}, {\"pin\": 17, \"role\": \"end-turn\"}]}", "pins[1].pin: pin 17 is already used");
        assertRefused("{\"wiring\": [{\"board\": \"b\", \"sensor\": \"path 1\", \"spot\": \"path 2\"}]}",
                "wiring[0].board: no board named 'b' under boards");
        assertRefused("{\"settleMs\": \"fast\"}", "settleMs: expected a whole number of milliseconds, not \"fast\"");
        assertRefused("{\"settleMs\": 99999}", "settleMs: 99999 is not between 0 and 10000 milliseconds");
    }

    @Test
    void a_boards_buttons_keep_their_shared_meanings_unless_given_another_or_a_seat() {
        HardwareConfig config = HardwareConfig.parseJson("""
                {"boards": [{"name": "main", "port": "/dev/ttyACM0",
                             "buttons": [{"button": 6, "does": "end-turn", "seat": 3}, {"button": 3, "does": "trade-take"}]}],
                 "pins": [{"pin": 5, "role": "end-turn", "seat": 1}]}""");
        HardwareConfig.BoardConfig board = config.boards().get(0);
        assertThat(board.button(6)).isEqualTo(new HardwareConfig.ButtonConfig(6, TableButton.END_TURN, 2));
        assertThat(board.button(3)).isEqualTo(new HardwareConfig.ButtonConfig(3, TableButton.TRADE_TAKE, HardwareConfig.SHARED));
        assertThat(board.button(4)).as("unlisted: its default, shared")
                .isEqualTo(new HardwareConfig.ButtonConfig(4, TableButton.TRADE_GIVE, HardwareConfig.SHARED));
        assertThat(board.button(7).does()).as("no default meaning").isNull();
        assertThat(config.pins().get(0).seat()).isEqualTo(0);

        String board0 = "{\"boards\": [{\"port\": \"/dev/x\", \"buttons\": [%s]}]}";
        assertRefused(board0.formatted("{\"button\": 6, \"does\": \"dance\"}"),
                "boards[0].buttons[0].does: 'dance' is not one of end-turn, next-reading, confirm, roll, trade-give, trade-take");
        assertRefused(board0.formatted("{\"button\": 7, \"seat\": 2}"),
                "boards[0].buttons[0].does: button 7 has no meaning of its own: say what it does"
                        + " (end-turn, next-reading, confirm, roll, trade-give, trade-take)");
        assertRefused(board0.formatted("{\"button\": 0, \"seat\": 0}"), "boards[0].buttons[0].seat: expected a whole number from 1 to 8, not 0");
        assertRefused(board0.formatted("{\"button\": 0, \"seat\": 1}, {\"button\": 0, \"seat\": 2}"),
                "boards[0].buttons[1].button: button 0 is already listed");
        assertRefused(board0.formatted("{\"button\": 0, \"colour\": \"red\"}"),
                "boards[0].buttons[0].colour: unknown key (known: button, does, seat)");
        assertRefused("{\"pins\": [{\"pin\": 22, \"role\": \"reed\", \"spot\": \"path 3\", \"seat\": 1}]}",
                "pins[0].seat: only a roll or end-turn button acts for a seat, not a reed pin");
    }

    @Test
    void a_board_given_by_its_usb_id_is_named_by_it_unless_named() {
        HardwareConfig config = HardwareConfig.parseJson("""
                {"boards": [{"usb": "2341:0043"}, {"name": "paths", "usb": "2E8A:000a"}]}""");
        assertThat(config.boards()).containsExactly(
                new HardwareConfig.BoardConfig("2341:0043", null, new UsbPorts.UsbId(0x2341, 0x0043)),
                new HardwareConfig.BoardConfig("paths", null, new UsbPorts.UsbId(0x2e8a, 0x000a)));
        assertThat(config.boards().get(1).where()).isEqualTo("USB 2e8a:000a");
    }

    private static void assertRefused(String json, String message) {
        assertThatThrownBy(() -> HardwareConfig.parseJson(json)).isInstanceOf(IllegalArgumentException.class).hasMessage(message);
    }
}
