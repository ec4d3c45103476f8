package org.kontor.engine;

import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Collection;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Properties;
import java.util.ServiceLoader;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.kontor.engine.resources.Resources;

/**
 * The refusal catalogues: one per language for the kernel ({@code org/kontor/engine/refusals_en.properties})
 * and one per language beside each class registered as a {@link Catalogue} (each game registers its
 * {@code Game} class so), so a new game brings its own sentences and the kernel still names no game.
 * Only catalogues are looked up here, never the games: a refusal's sentence does not depend on the
 * registry of games, which depends on the refusals (no loop Game → Result → Rejection → Sentences → Game).
 * A sentence fills {@code {0}}, {@code {1}}, … with
 * its arguments said in the same language. Plain placeholders rather than MessageFormat: the
 * English sentences are full of apostrophes, which MessageFormat would swallow.
 */
public final class Sentences {

    /** Every catalogue's file name, in the kernel's folder and beside each game: refusals_en.properties. */
    static final String FILE = "refusals_%s.properties";

    private static final String ROOT = "org.kontor.engine.";

    private static final Pattern PLACEHOLDER = Pattern.compile("\\{(\\d+)}");

    private static final Map<Language, Map<String, String>> CATALOGUES = loadAll();

    private Sentences() {}

    /** The sentence for {@code key} in {@code language}, English if that language lacks it, the key if both do. */
    public static String say(Language language, String key, List<Object> args) {
        String pattern = CATALOGUES.get(language).get(key);
        if (pattern == null) {
            pattern = CATALOGUES.get(Language.ENGLISH).getOrDefault(key, key);
        }
        Matcher m = PLACEHOLDER.matcher(pattern);
        StringBuilder out = new StringBuilder(pattern.length() + 32);
        while (m.find()) {
            int i = Integer.parseInt(m.group(1));
            m.appendReplacement(out, Matcher.quoteReplacement(i < args.size() ? word(language, args.get(i)) : m.group()));
        }
        m.appendTail(out);
        return out.toString();
    }

    /** One argument in the reader's language. */
    static String word(Language language, Object arg) {
        if (arg instanceof Phrase p) {
            return say(language, p.key(), p.args());
        } else if (arg instanceof Named n) {
            return n.name(language);
        } else if (arg instanceof Resources r) {
            return cards(language, r);
        } else if (arg instanceof Enum<?> e) {
            return say(language, wordKey(e), List.of());
        } else if (arg instanceof Collection<?> c) {
            return choices(language, c);
        }
        return String.valueOf(arg);
    }

    /**
     * The catalogue key of a game word: its enum's place under org.kontor.engine, then the constant,
     * so "board.resource.brick" for {@code Resource.BRICK} (the kernel's catalogue) and
     * "hansa.privilege.white" for Hansa's {@code Privilege.WHITE} (Hansa's).
     */
    public static String wordKey(Enum<?> e) {
        String name = e.getDeclaringClass().getName();
        String type = name.startsWith(ROOT) ? name.substring(ROOT.length()) : name;
        return type.toLowerCase(Locale.ROOT) + "." + e.name().toLowerCase(Locale.ROOT);
    }

    /** "ore, salt or wool": the things a player may choose from, in the reader's words. */
    private static String choices(Language language, Collection<?> items) {
        // A set has no order of its own; its words are said in the rulebook's order (the enum's).
        List<String> words = (items instanceof java.util.Set<?> ? items.stream().sorted() : items.stream())
                .map(item -> word(language, item)).toList();
        if (words.size() < 2) {
            return String.join("", words);
        }
        return String.join(", ", words.subList(0, words.size() - 1)) + " " + say(language, "kernel.word.or", List.of())
                + " " + words.get(words.size() - 1);
    }

    /** "1 ore, 2 lumber" in the reader's words; "nothing" for an empty hand. */
    private static String cards(Language language, Resources r) {
        StringBuilder text = new StringBuilder();
        for (int i = 0; i < Resources.KINDS; i++) {
            if (r.count(i) != 0) {
                text.append(text.length() == 0 ? "" : ", ").append(r.count(i)).append(' ')
                        .append(say(language, wordKey(Resources.resource(i)), List.of()));
            }
        }
        return text.length() == 0 ? say(language, "kernel.word.nothing", List.of()) : text.toString();
    }

    /** The keys and sentences of one language, from every catalogue; for the catalogue test and the docs. */
    public static Map<String, String> catalogue(Language language) {
        return CATALOGUES.get(language);
    }

    /** Where the catalogues are read from: the kernel's folder, then each registered {@link Catalogue}'s. */
    public static List<Class<?>> owners() {
        List<Class<?>> owners = new ArrayList<>();
        owners.add(Sentences.class);
        // Provider types only: nothing is built just to find its sentences.
        ServiceLoader.load(Catalogue.class, Sentences.class.getClassLoader()).stream().forEach(p -> owners.add(p.type()));
        return List.copyOf(owners);
    }

    private static Map<Language, Map<String, String>> loadAll() {
        Map<Language, Map<String, String>> all = new EnumMap<>(Language.class);
        List<Class<?>> owners = owners();
        for (Language language : Language.values()) {
            Map<String, String> sentences = new LinkedHashMap<>();
            for (Class<?> owner : owners) {
                String file = String.format(FILE, language.code());
                Properties p = load(owner, file);
                for (String key : p.stringPropertyNames()) {
                    if (sentences.put(key, p.getProperty(key)) != null) {
                        throw new IllegalStateException("The refusal key " + key + " is in two catalogues (again in "
                                + owner.getPackageName() + "/" + file + "): a key belongs to one catalogue.");
                    }
                }
            }
            all.put(language, Map.copyOf(sentences));
        }
        return java.util.Collections.unmodifiableMap(all);
    }

    private static Properties load(Class<?> owner, String file) {
        Properties p = new Properties();
        try (InputStream in = owner.getResourceAsStream(file)) {
            if (in != null) {
                p.load(new InputStreamReader(in, StandardCharsets.UTF_8));
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read the refusal catalogue " + owner.getPackageName() + "/" + file, e);
        }
        return p;
    }
}
