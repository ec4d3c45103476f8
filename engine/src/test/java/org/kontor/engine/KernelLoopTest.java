package org.kontor.engine;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;

import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.junit.AnalyzeClasses;
import com.tngtech.archunit.junit.ArchTest;
import com.tngtech.archunit.lang.ArchRule;

/**
 * The kernel's contract has no loop: a game's rules return results and refusals, and a refusal's
 * sentence comes from the registered catalogues, never from the registry of games
 * (Game → Ruleset → Result → Rejection → Sentences, and not back to Game).
 */
@AnalyzeClasses(packages = "org.kontor.engine", importOptions = ImportOption.DoNotIncludeTests.class)
class KernelLoopTest {

    @ArchTest
    static final ArchRule refusals_are_said_without_the_games =
            noClasses().that().belongToAnyOf(Sentences.class, Rejection.class, Result.class, Phrase.class)
                    .should().dependOnClassesThat().areAssignableTo(Game.class);
}
