package org.kontor.engine.hansa;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.kontor.engine.DocumentedFields;

/** Every event type and every event and view field of Hansa is named in docs/commands.md. */
class HansaEventFieldsDocumentedTest {

    @Test
    void every_event_and_view_field_is_documented() {
        String section = DocumentedFields.section("Hansa Teutonica");
        assertThat(DocumentedFields.missing(section, Event.class, Views.TableView.class, Views.SeatView.class, Views.PlayerView.class,
                Views.RouteView.class, Views.PostView.class, Views.CityView.class, Holder.class, FinalScoring.Score.class)).isEmpty();
    }
}
