package org.kontor.engine;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;

import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.junit.AnalyzeClasses;
import com.tngtech.archunit.junit.ArchTest;
import com.tngtech.archunit.lang.ArchRule;
import com.tngtech.archunit.library.dependencies.SliceAssignment;
import com.tngtech.archunit.library.dependencies.SliceIdentifier;
import com.tngtech.archunit.library.dependencies.SlicesRuleDefinition;
import java.util.List;

/**
 * A family of games on one kernel (docs/architecture.md): the kernel packages import no game, and
 * no game imports another, so adding a game means adding its package and its registration (a line
 * in {@code META-INF/services/org.kontor.engine.Game}, read by the registry {@code org.kontor.engine.games},
 * which is kernel too and names no game).
 */
@AnalyzeClasses(packages = "org.kontor.engine", importOptions = ImportOption.DoNotIncludeTests.class)
class GamePackagesTest {

    /** The game-neutral packages under org.kontor.engine (the root package is kernel too). */
    static final List<String> KERNEL = List.of("board", "bot", "dice", "resources", "robber", "trade", "referee", "table", "games",
            "position");

    /** "merchants" for org.kontor.engine.merchants and its subpackages; null for the kernel and the root. */
    static String gameOf(String packageName) {
        String prefix = "org.kontor.engine.";
        if (!packageName.startsWith(prefix)) {
            return null;
        }
        String top = packageName.substring(prefix.length()).split("\\.")[0];
        return KERNEL.contains(top) ? null : top;
    }

    static boolean isKernel(String packageName) {
        return packageName.equals("org.kontor.engine") || (packageName.startsWith("org.kontor.engine.")
                && gameOf(packageName) == null);
    }

    @ArchTest
    static final ArchRule the_kernel_imports_no_game = noClasses()
            .that(com.tngtech.archunit.base.DescribedPredicate.describe("are in the kernel",
                    (JavaClass c) -> isKernel(c.getPackageName())))
            .should().dependOnClassesThat(com.tngtech.archunit.base.DescribedPredicate.describe(
                    "are in a game package",
                    (JavaClass c) -> gameOf(c.getPackageName()) != null))
            .because("a kernel that knew a game could not be shared by the next one");

    /**
     * The shared hex board in particular (issue 16): Merchants of Europe's city sites, sea lanes,
     * double arrows, loose tokens and start live in {@code merchants.board}, so a class here that
     * named one of them would depend on a game package and fail this rule.
     */
    @ArchTest
    static final ArchRule the_board_names_no_game = noClasses()
            .that().resideInAPackage("org.kontor.engine.board..")
            .should().dependOnClassesThat(com.tngtech.archunit.base.DescribedPredicate.describe(
                    "are in a game package",
                    (JavaClass c) -> gameOf(c.getPackageName()) != null))
            .because("the hex board is the family's: a game's own marks on it belong to the game's board type");

    @ArchTest
    static final ArchRule games_do_not_import_each_other = SlicesRuleDefinition.slices()
            .assignedFrom(new SliceAssignment() {
                @Override
                public SliceIdentifier getIdentifierOf(JavaClass c) {
                    String game = gameOf(c.getPackageName());
                    return game == null ? SliceIdentifier.ignore() : SliceIdentifier.of(game);
                }

                @Override
                public String getDescription() {
                    return "the game packages under org.kontor.engine";
                }
            })
            .should().notDependOnEachOther()
            .because("what two games share belongs in the kernel");
}
