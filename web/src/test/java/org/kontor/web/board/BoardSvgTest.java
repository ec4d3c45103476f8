package org.kontor.web.board;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.kontor.engine.board.Board;
import org.kontor.engine.board.BoardFile;
import org.kontor.engine.merchants.board.CitySite;
import org.kontor.engine.merchants.board.MerchantsBoard;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

class BoardSvgTest {

    static Document parse(String svg) throws Exception {
        DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
        factory.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
        return factory.newDocumentBuilder().parse(new ByteArrayInputStream(svg.getBytes(StandardCharsets.UTF_8)));
    }

    static Element byId(Document doc, String id) {
        NodeList all = doc.getElementsByTagName("*");
        for (int k = 0; k < all.getLength(); k++) {
            Element e = (Element) all.item(k);
            if (id.equals(e.getAttribute("id"))) {
                return e;
            }
        }
        return null;
    }

    static List<String> texts(Document doc, String cssClass) {
        List<String> out = new ArrayList<>();
        NodeList texts = doc.getElementsByTagName("text");
        for (int k = 0; k < texts.getLength(); k++) {
            Element e = (Element) texts.item(k);
            if (List.of(e.getAttribute("class").split(" ")).contains(cssClass)) {
                out.add(e.getTextContent());
            }
        }
        return out;
    }

    @ParameterizedTest
    @ValueSource(strings = {"europe-short", "europe-main"})
    void a_bundled_board_renders_as_xml_with_every_hex_and_every_city_name(String id) throws Exception {
        MerchantsBoard board = MerchantsBoard.of(BoardFile.bundled(id));
        Document doc = parse(BoardSvg.render(board, BoardSvg.Options.WITH_IDS));

        assertThat(doc.getDocumentElement().getTagName()).isEqualTo("svg");
        for (int h = 0; h < board.topology().hexCount(); h++) {
            assertThat(byId(doc, "hex-" + h)).as("hex-" + h).isNotNull();
            assertThat(byId(doc, "hex-" + h).getAttribute("class"))
                    .startsWith("hex terrain-" + BoardFile.name(board.terrain(h)));
        }
        assertThat(texts(doc, "city-name"))
                .containsExactlyInAnyOrderElementsOf(board.cities().stream().map(CitySite::name).toList());
        for (CitySite city : board.cities()) {
            assertThat(byId(doc, "intersection-" + city.intersection()).getAttribute("class"))
                    .isEqualTo("intersection city " + city.colour().name().toLowerCase());
        }
        for (int p = 0; p < board.topology().pathCount(); p++) {
            assertThat(byId(doc, "path-" + p) != null).as("path-" + p).isEqualTo(board.isPath(p));
        }
    }

    @Test
    void ids_can_be_switched_off_without_changing_the_elements_a_page_uses() throws Exception {
        MerchantsBoard board = MerchantsBoard.of(BoardFile.bundled("europe-short"));
        Document with = parse(BoardSvg.render(board, BoardSvg.Options.WITH_IDS));
        Document without = parse(BoardSvg.render(board, BoardSvg.Options.TABLE));

        int praha = board.city("Praha").intersection();
        assertThat(texts(with, "intersection-id")).contains(String.valueOf(praha));
        assertThat(texts(without, "intersection-id")).isEmpty();
        assertThat(texts(without, "path-id")).isEmpty();
        assertThat(byId(without, "intersection-" + praha)).isNotNull();
        assertThat(byId(without, "pieces")).as("the layer a page draws pieces into").isNotNull();
    }

    @Test
    void the_fixed_start_can_be_drawn_as_pieces_for_comparing_with_the_rulebook() throws Exception {
        MerchantsBoard board = MerchantsBoard.of(BoardFile.bundled("europe-short"));
        Document doc = parse(BoardSvg.render(board, new BoardSvg.Options(false, true, true)));

        NodeList kontors = doc.getElementsByTagName("rect");
        int count = 0;
        for (int k = 0; k < kontors.getLength(); k++) {
            count += ((Element) kontors.item(k)).getAttribute("class").startsWith("start-kontor") ? 1 : 0;
        }
        assertThat(count).isEqualTo(12);
        assertThat(BoardSvg.render(board, BoardSvg.Options.WITHOUT_IDS)).doesNotContain("start-kontor");
    }

    @Test
    void rendering_twice_gives_the_same_document() {
        Board board = BoardFile.bundled("europe-main");
        assertThat(BoardSvg.render(board)).isEqualTo(BoardSvg.render(BoardFile.bundled("europe-main")));
    }

    @Test
    void text_from_the_board_file_is_escaped() throws Exception {
        String json = """
                {"format": 1, "id": "escape", "title": "Tom & Jerry's <board>",
                 "hexes": [{"q": 0, "r": 0, "terrain": "fields", "token": 8}],
                 "cities": [{"name": "A<b>&\\"c\\" Łódź", "intersection": 0, "colour": "brown"}]}
                """;
        String svg = BoardSvg.render(BoardFile.parse("escape.json", json), BoardSvg.Options.WITH_IDS);

        assertThat(svg).doesNotContain("<b>").matches("\\p{ASCII}*");
        Document doc = parse(svg);
        assertThat(texts(doc, "city-name")).containsExactly("A<b>&\"c\" Łódź");
        assertThat(texts(doc, "title")).containsExactly("Tom & Jerry's <board>");
    }
}
