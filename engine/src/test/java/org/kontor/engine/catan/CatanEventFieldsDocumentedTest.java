package org.kontor.engine.catan;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.kontor.engine.DocumentedFields;

/** Every event type and every event and view field of Catan is named in docs/commands.md. */
class CatanEventFieldsDocumentedTest {

    @Test
    void every_event_and_view_field_is_documented() {
        String section = DocumentedFields.section("Catan");
        assertThat(DocumentedFields.missing(section, Event.class, SeatView.class, PublicView.class, PublicView.HexView.class,
                PublicView.HarbourView.class, PublicView.Piece.class, PublicView.PlayerSummary.class)).isEmpty();
    }
}
