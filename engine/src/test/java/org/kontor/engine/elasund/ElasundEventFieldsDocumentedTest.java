package org.kontor.engine.elasund;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.kontor.engine.DocumentedFields;

/** Every event type and every event and view field of Elasund is named in docs/commands.md. */
class ElasundEventFieldsDocumentedTest {

    @Test
    void every_event_and_view_field_is_documented() {
        String section = DocumentedFields.section("Elasund");
        assertThat(DocumentedFields.missing(section, Event.class, Views.TableView.class, Views.SeatView.class, Views.PlayerView.class,
                Views.BuildingView.class, Views.PermitView.class, Views.ChurchTileView.class, Views.WallView.class,
                Views.TrackView.class)).isEmpty();
    }
}
