package org.kontor.web;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Searches the raw JSON text of every message one seat received for other seats' secrets. Each
 * secret is a pattern with a label; a finding names the label and quotes the text around it.
 */
public final class LeakChecker {

    private final Map<String, Pattern> secrets = new LinkedHashMap<>();

    /** A secret that must never appear literally (a card name, the seed). */
    public LeakChecker literal(String label, String text) {
        secrets.put(label + " [" + text + "]", Pattern.compile(Pattern.quote(text)));
        return this;
    }

    /** A secret recognised by its shape (for example another seat's private view header). */
    public LeakChecker pattern(String label, String regex) {
        secrets.put(label, Pattern.compile(regex));
        return this;
    }

    public int size() {
        return secrets.size();
    }

    /** Every secret found, with some context; empty when nothing leaked. */
    public List<String> scan(List<String> messages) {
        List<String> findings = new ArrayList<>();
        for (String message : messages) {
            for (Map.Entry<String, Pattern> secret : secrets.entrySet()) {
                Matcher m = secret.getValue().matcher(message);
                if (m.find()) {
                    int from = Math.max(0, m.start() - 60);
                    int to = Math.min(message.length(), m.end() + 60);
                    findings.add(secret.getKey() + ": …" + message.substring(from, to) + "…");
                }
            }
        }
        return findings;
    }
}
