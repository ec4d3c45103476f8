package org.kontor.engine;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;

import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.junit.AnalyzeClasses;
import com.tngtech.archunit.junit.ArchTest;
import com.tngtech.archunit.lang.ArchRule;

/**
 * The engine is pure (docs/architecture.md): same seed and commands, same game, on any machine.
 * So it touches no file, socket, thread or clock, draws chance only from {@link Rng}, and knows
 * nothing of the modules that use it.
 */
@AnalyzeClasses(packages = "org.kontor.engine", importOptions = ImportOption.DoNotIncludeTests.class)
class EnginePurityTest {

    @ArchTest
    static final ArchRule no_files_sockets_or_threads = noClasses().that().resideInAPackage("org.kontor.engine..")
            .should().dependOnClassesThat().resideInAnyPackage(
                    "java.nio.file..", "java.net..", "java.nio.channels..", "java.util.concurrent..", "java.sql..")
            .orShould().dependOnClassesThat().haveFullyQualifiedName("java.io.File")
            .orShould().dependOnClassesThat().haveFullyQualifiedName("java.io.FileInputStream")
            .orShould().dependOnClassesThat().haveFullyQualifiedName("java.io.FileOutputStream")
            .orShould().dependOnClassesThat().haveFullyQualifiedName("java.io.FileReader")
            .orShould().dependOnClassesThat().haveFullyQualifiedName("java.io.FileWriter")
            .orShould().dependOnClassesThat().haveFullyQualifiedName("java.io.RandomAccessFile")
            .orShould().dependOnClassesThat().haveFullyQualifiedName("java.lang.Thread")
            .orShould().dependOnClassesThat().haveFullyQualifiedName("java.lang.ThreadLocal");

    @ArchTest
    static final ArchRule no_clock = noClasses().that().resideInAPackage("org.kontor.engine..")
            .should().dependOnClassesThat().resideInAPackage("java.time..")
            .orShould().callMethod(System.class, "currentTimeMillis")
            .orShould().callMethod(System.class, "nanoTime");

    @ArchTest
    static final ArchRule no_other_randomness = noClasses().that().resideInAPackage("org.kontor.engine..")
            .should().dependOnClassesThat().haveFullyQualifiedName("java.util.Random")
            .orShould().dependOnClassesThat().haveFullyQualifiedName("java.security.SecureRandom")
            .orShould().dependOnClassesThat().haveFullyQualifiedName("java.util.SplittableRandom")
            .orShould().callMethod(Math.class, "random");

    @ArchTest
    static final ArchRule no_dependency_on_the_modules_that_use_it = noClasses().that().resideInAPackage("org.kontor.engine..")
            .should().dependOnClassesThat().resideInAnyPackage(
                    "org.kontor.table..", "org.kontor.web..", "org.kontor.hub..", "org.kontor.protocol..", "io.javalin..", "org.eclipse.jetty..");
}
