package org.kontor.web;

import org.kontor.table.Json;

import static org.assertj.core.api.Assertions.assertThat;

import java.lang.reflect.Constructor;
import java.lang.reflect.RecordComponent;
import java.lang.reflect.Type;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.BiFunction;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.WebDriver;

/**
 * The check every game's browser test makes: each event type, made with sample values, described
 * by the game's page module in English and in Spanish. The problems found: a key shown instead of
 * a text, a text one language lacks, an event described by its bare type name, the same text in
 * both languages.
 */
final class EventTexts {

    private EventTexts() {}

    /** One event of every record type the sealed {@code events} interface permits, each field from {@code sample(type, name)}. */
    static List<Object> everyType(Class<?> events, BiFunction<Type, String, Object> sample) throws Exception {
        List<Object> made = new ArrayList<>();
        for (Class<?> type : events.getPermittedSubclasses()) {
            RecordComponent[] components = type.getRecordComponents();
            Class<?>[] types = new Class<?>[components.length];
            Object[] values = new Object[components.length];
            for (int i = 0; i < components.length; i++) {
                types[i] = components[i].getType();
                values[i] = sample.apply(components[i].getGenericType(), components[i].getName());
            }
            Constructor<?> constructor = type.getDeclaredConstructor(types);
            made.add(constructor.newInstance(values));
        }
        return made;
    }

    /**
     * The problems in {@code js/<module>.js}'s descriptions of {@code events} on {@code page}, with
     * {@code viewJs} (a JavaScript object literal) as the view; {@code keys} is the regular
     * expression of the module's own key prefixes, which must never show.
     */
    @SuppressWarnings("unchecked")
    static List<String> problems(WebDriver page, String module, List<?> events, String viewJs, String keys) {
        List<String> json = events.stream().map(e -> Json.write(Json.typed(e))).toList();
        Map<String, Object> answer = (Map<String, Object>) ((JavascriptExecutor) page).executeAsyncScript("""
                const done = arguments[arguments.length - 1];
                Promise.all([import('/js/i18n.js'), import('/js/%1$s.js')]).then(([i, m]) => {
                  const view = %2$s;
                  const out = [];
                  for (const lang of ['en', 'es']) {
                    i.setLanguage(lang);
                    for (const e of arguments[0].map((s) => JSON.parse(s))) out.push(lang + ' ' + e.type + ' => ' + m.%1$s.describe(e, view));
                  }
                  i.setLanguage('en');
                  done({lines: out, untranslated: i.untranslated()});
                }).catch((e) => done({lines: [], untranslated: [String(e)]}));
                """.formatted(module, viewJs), json);
        List<String> problems = new ArrayList<>((List<String>) answer.get("untranslated"));
        List<String> lines = (List<String>) answer.get("lines");
        assertThat(lines).hasSize(2 * events.size());
        for (String line : lines) {
            String eventType = line.split(" ")[1];
            String text = line.substring(line.indexOf(" => ") + 4);
            if (text.isBlank() || text.matches(".*(" + keys + "|undefined|null|NaN|\\{|\\[object).*")
                    || text.endsWith(eventType.replace('-', ' '))) {
                problems.add(line);
            }
        }
        List<String> english = lines.subList(0, events.size());
        List<String> spanish = lines.subList(events.size(), lines.size());
        for (int k = 0; k < events.size(); k++) {
            if (english.get(k).substring(3).equals(spanish.get(k).substring(3))) {
                problems.add("the same in both languages: " + english.get(k));
            }
        }
        return problems;
    }
}
