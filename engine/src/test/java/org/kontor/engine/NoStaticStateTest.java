package org.kontor.engine;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.fields;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noFields;

import com.tngtech.archunit.base.DescribedPredicate;
import com.tngtech.archunit.core.domain.JavaField;
import com.tngtech.archunit.core.domain.JavaModifier;
import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.junit.AnalyzeClasses;
import com.tngtech.archunit.junit.ArchTest;
import com.tngtech.archunit.lang.ArchCondition;
import com.tngtech.archunit.lang.ArchRule;
import com.tngtech.archunit.lang.ConditionEvents;
import com.tngtech.archunit.lang.SimpleConditionEvent;
import java.lang.reflect.Field;
import java.util.Collection;
import java.util.Map;

/**
 * The engine keeps no state between calls (issue 16, docs/architecture.md): what is worked out
 * per board lives in an object the caller holds ({@code BoardFacts}), never in a static cache.
 * Static fields are constants: final, and a collection or map held in one is unmodifiable.
 * (Static final arrays are tables filled once while their class loads and never written after.)
 */
@AnalyzeClasses(packages = "org.kontor.engine", importOptions = ImportOption.DoNotIncludeTests.class)
class NoStaticStateTest {

    @ArchTest
    static final ArchRule static_fields_are_final = fields().that().areStatic()
            .and().areDeclaredInClassesThat().resideInAPackage("org.kontor.engine..")
            .should().beFinal()
            .because("the engine holds no state between calls; per-board data belongs to the caller's BoardFacts");

    @ArchTest
    static final ArchRule no_static_caches = noFields().that().areStatic()
            .and().areDeclaredInClassesThat().resideInAPackage("org.kontor.engine..")
            .should().haveRawType(java.util.WeakHashMap.class)
            .orShould().haveRawType(java.util.HashMap.class)
            .orShould().haveRawType(java.util.LinkedHashMap.class)
            .orShould().haveRawType(java.util.ArrayList.class)
            .orShould().haveRawType(java.util.HashSet.class)
            .orShould().haveRawType(java.util.BitSet.class)
            .orShould().haveRawType(ClassValue.class)
            .orShould().haveRawType(java.lang.ref.WeakReference.class)
            .orShould().haveRawType(java.lang.ref.SoftReference.class)
            .because("a static cache is state shared by every game; per-board data belongs to the caller's BoardFacts");

    @ArchTest
    static final ArchRule static_collections_are_unmodifiable = fields().that(staticCollectionsOfTheEngine())
            .should(holdAnUnmodifiableValue());

    private static DescribedPredicate<JavaField> staticCollectionsOfTheEngine() {
        return new DescribedPredicate<>("are static collections or maps of the engine") {
            @Override
            public boolean test(JavaField field) {
                return field.getModifiers().contains(JavaModifier.STATIC)
                        && field.getOwner().getPackageName().startsWith("org.kontor.engine")
                        && (field.getRawType().isAssignableTo(Map.class) || field.getRawType().isAssignableTo(Collection.class));
            }
        };
    }

    private static ArchCondition<JavaField> holdAnUnmodifiableValue() {
        return new ArchCondition<>("hold an unmodifiable collection or map") {
            @Override
            public void check(JavaField field, ConditionEvents events) {
                Object value;
                try {
                    Field f = field.reflect();
                    f.setAccessible(true);
                    value = f.get(null);
                } catch (ReflectiveOperationException | RuntimeException e) {
                    events.add(SimpleConditionEvent.violated(field, field.getFullName() + " cannot be read: " + e));
                    return;
                }
                String type = value == null ? "null" : value.getClass().getName();
                boolean unmodifiable = type.startsWith("java.util.ImmutableCollections$")
                        || type.startsWith("java.util.Collections$Unmodifiable")
                        || type.startsWith("java.util.Collections$Empty")
                        // The engine's own collections (SeatMap, FrozenList) are immutable views.
                        || type.startsWith("org.kontor.engine.");
                events.add(new SimpleConditionEvent(field, unmodifiable,
                        field.getFullName() + " holds a " + type + (unmodifiable ? "" : ", which can be changed: use Map.of/List.copyOf")));
            }
        };
    }
}
