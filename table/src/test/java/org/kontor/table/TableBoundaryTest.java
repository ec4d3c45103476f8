package org.kontor.table;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.kontor.engine.games.Games;

/** The table sits between the rules and their adapters: it knows neither the web nor the hub (docs/architecture.md). */
class TableBoundaryTest {

    private static final JavaClasses TABLE = new ClassFileImporter()
            .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
            .importPackages("org.kontor.table");

    @Test
    void the_table_knows_neither_the_web_nor_the_hub_nor_a_server() {
        noClasses().that().resideInAPackage("org.kontor.table..")
                .should().dependOnClassesThat().resideInAnyPackage("org.kontor.web..", "org.kontor.hub..",
                        "org.kontor.protocol..", "io.javalin..", "org.eclipse.jetty..", "java.sql..")
                .check(TABLE);
    }

    @Test
    void generic_table_code_names_no_game() {
        String[] gamePackages = Games.ids().stream()
                .flatMap(id -> Stream.of("org.kontor.engine." + id + "..", "org.kontor.table." + id + ".."))
                .toArray(String[]::new);
        noClasses().that().resideInAnyPackage("org.kontor.table", "org.kontor.table.session")
                .should().dependOnClassesThat().resideInAnyPackage(gamePackages)
                .check(TABLE);
    }
}
