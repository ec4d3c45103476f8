package org.kontor.engine;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.kontor.engine.board.Resource;
import org.kontor.engine.merchants.Event;
import org.kontor.engine.merchants.Pending;
import org.kontor.engine.resources.Resources;

/** Events and pending decisions name seats through a SeatMap: it must behave as any immutable map. */
class SeatMapTest {

    @Test
    void holds_the_seats_given_in_seat_order_and_nothing_else() {
        SeatMap<String> m = SeatMap.ofArray(new String[] {null, "blue", null, "orange"});
        assertThat(m).hasSize(2).containsEntry(1, "blue").containsEntry(3, "orange");
        assertThat(m.keySet()).containsExactly(1, 3);
        assertThat(m.get(0)).isNull();
        assertThat(m.get(7)).isNull();
        assertThat(m.get(-1)).isNull();
        assertThat(m.get("1")).isNull();
        assertThat(m.containsKey(2)).isFalse();
        assertThat(m).hasToString("{1=blue, 3=orange}");
    }

    @Test
    void equals_any_map_with_the_same_entries_and_hashes_alike() {
        SeatMap<Integer> m = SeatMap.ofArray(new Integer[] {4, null, 2});
        assertThat(m).isEqualTo(Map.of(0, 4, 2, 2));
        assertThat(Map.of(0, 4, 2, 2)).isEqualTo(m);
        assertThat(m.hashCode()).isEqualTo(Map.of(0, 4, 2, 2).hashCode());
        assertThat(m).isNotEqualTo(Map.of(0, 4));
        assertThat(SeatMap.ofArray(new Integer[4])).isEqualTo(Map.of()).isSameAs(SeatMap.of());
    }

    @Test
    void the_callers_array_stays_the_callers() {
        Integer[] owed = {3, 4};
        SeatMap<Integer> m = SeatMap.ofArray(owed);
        owed[0] = 9;
        assertThat(m).containsEntry(0, 3);
    }

    @Test
    void cannot_be_changed() {
        SeatMap<Integer> m = SeatMap.copyOf(Map.of(1, 2));
        assertThatThrownBy(() -> m.put(2, 3)).isInstanceOf(UnsupportedOperationException.class);
        assertThatThrownBy(() -> m.remove(1)).isInstanceOf(UnsupportedOperationException.class);
        assertThatThrownBy(() -> m.entrySet().iterator().remove()).isInstanceOf(UnsupportedOperationException.class);
        assertThatThrownBy(m::clear).isInstanceOf(UnsupportedOperationException.class);
        assertThat(m).containsExactly(Map.entry(1, 2));
    }

    @Test
    void without_a_seat_leaves_the_others_and_the_map_itself_as_it_was() {
        SeatMap<Integer> owed = SeatMap.ofArray(new Integer[] {4, null, 3});
        assertThat(owed.without(0)).containsExactly(Map.entry(2, 3));
        assertThat(owed.without(1)).isSameAs(owed);
        assertThat(owed.without(9)).isSameAs(owed);
        assertThat(owed.without(0).without(2)).isEmpty();
        assertThat(owed).containsExactly(Map.entry(0, 4), Map.entry(2, 3));
    }

    @Test
    void copies_other_maps_in_seat_order_and_keeps_its_own() {
        Map<Integer, Integer> unordered = new LinkedHashMap<>();
        unordered.put(3, 1);
        unordered.put(0, 2);
        SeatMap<Integer> m = SeatMap.copyOf(unordered);
        assertThat(m.keySet()).containsExactly(0, 3);
        assertThat(SeatMap.copyOf(m)).isSameAs(m);
        assertThat(SeatMap.copyOf(new HashMap<Integer, Integer>())).isEmpty();
    }

    @Test
    void refuses_what_no_seat_map_holds() {
        Map<Integer, Integer> nullValue = new HashMap<>();
        nullValue.put(1, null);
        Map<Integer, Integer> nullSeat = new HashMap<>();
        nullSeat.put(null, 1);
        assertThatThrownBy(() -> SeatMap.copyOf(nullValue)).isInstanceOf(NullPointerException.class);
        assertThatThrownBy(() -> SeatMap.copyOf(nullSeat)).isInstanceOf(NullPointerException.class);
        assertThatThrownBy(() -> SeatMap.copyOf(Map.of(-1, 1))).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("not -1");
        assertThatThrownBy(() -> SeatMap.copyOf(Map.of(1_000_000, 1))).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("not 1000000");
        assertThatThrownBy(() -> SeatMap.ofArray(new Integer[SeatMap.MAX_SEATS + 1]))
                .isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void events_and_decisions_naming_seats_go_to_json_in_seat_order_and_read_back_equal() throws Exception {
        ObjectMapper json = new ObjectMapper();
        Event production = new Event.Production(6, Map.of(3, Resources.of(Resource.ORE, 2), 1, Resources.of(Resource.WOOL, 1)));
        String text = json.writeValueAsString(production);
        assertThat(text.indexOf("\"1\"")).isPositive().isLessThan(text.indexOf("\"3\""));
        assertThat(json.readValue(text, Event.class)).isEqualTo(production);

        Pending discard = new Pending.Discard(Map.of(2, 4, 0, 5));
        assertThat(json.readValue(json.writeValueAsString(discard), Pending.class)).isEqualTo(discard);
        assertThatThrownBy(() -> json.readValue("{\"type\":\"discard\",\"cardsToDiscard\":{\"-3\":4}}", Pending.class))
                .hasMessageContaining("not -3");
    }
}
