package org.kontor.hub;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.kontor.hub.hardware.HardwareConfig;
import org.kontor.hub.hardware.TableButton;

/** {@code run --simulate-board} with a config file's board: its buttons are the simulated board's, nothing of it dropped quietly. */
class SimulateStandInTest {

    @Test
    void the_simulated_board_takes_the_config_boards_buttons_with_their_seats() {
        HardwareConfig config = HardwareConfig.parseJson("""
                {"boards": [{"name": "main", "port": "/dev/ttyACM0",
                             "buttons": [{"button": 6, "does": "end-turn", "seat": 3}, {"button": 3, "does": "trade-take"}]}],
                 "settleMs": 300}""");
        assertThat(Simulate.standIn(config)).containsExactly(new HardwareConfig.ButtonConfig(6, TableButton.END_TURN, 2),
                new HardwareConfig.ButtonConfig(3, TableButton.TRADE_TAKE, HardwareConfig.SHARED));
        assertThat(config.withoutBoards().boards()).as("the board it stands in for is not opened").isEmpty();
        assertThat(Simulate.standIn(HardwareConfig.NONE)).isEmpty();
    }

    @Test
    void two_boards_or_wiring_entries_with_a_simulated_board_are_refused_by_name() {
        HardwareConfig two = new HardwareConfig(List.of(new HardwareConfig.BoardConfig("north", "/dev/ttyACM0"),
                new HardwareConfig.BoardConfig("south", "/dev/ttyACM1")), List.of(), List.of(), 400);
        assertThatThrownBy(() -> Simulate.standIn(two)).hasMessage("--simulate-board: the simulated board stands in for one sensor"
                + " board, and the config file lists 2 (north, south); keep one board in the config file's boards section, or run"
                + " without --simulate-board.");
        HardwareConfig wired = HardwareConfig.parseJson("""
                {"boards": [{"name": "main", "port": "/dev/ttyACM0"}],
                 "wiring": [{"board": "main", "sensor": "path 5", "spot": "path 17"}]}""");
        assertThatThrownBy(() -> Simulate.standIn(wired)).hasMessage("--simulate-board: the simulated board reports the game's own"
                + " spots, so the config file's 1 wiring entries would not be used; run without --simulate-board to play with them,"
                + " or without the wiring section to simulate.");
    }
}
