package org.kontor.table.session;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonRawValue;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonMappingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.JsonSerializer;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.ser.BeanPropertyWriter;
import com.fasterxml.jackson.databind.ser.std.BeanSerializerBase;
import java.io.StringWriter;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.OptionalInt;
import org.kontor.engine.GameState;
import org.kontor.engine.Seen;
import org.kontor.table.GameSetup;
import org.kontor.table.Json;
import org.kontor.table.Json.Typed;
import org.kontor.table.TableGame;
import org.kontor.engine.bot.Level;

/**
 * Builds the JSON each role receives, written straight from the records below (no trees). Every
 * field is put here by name (an allow-list): the game parts come only from the engine's own
 * per-seat {@code view}, {@code publicView}, {@code legalActions} and the game's
 * {@code Seen.seenBy}; the seed, the command list and the state itself are never written.
 *
 * <p>A view is made of a head (everything but the log) and the log's newest entries, each written
 * once per viewer and kept while its step stands: a page is sent the whole log when it connects
 * and then only the entries it has not had ({@link ViewText#since}).
 */
final class Views<S extends GameState, C, E extends Seen, A> {

    /** How many log entries a page keeps (the newest ones); a page that missed more gets them all again. */
    static final int LOG_LENGTH = 60;

    /**
     * A seat's engine view lists its legal actions, and the view carries them once already,
     * tagged, as {@code legal}: so a game view's {@code legalActions} field is no part of it.
     */
    private static final String LEFT_OUT = "legalActions";

    private final TableGame<S, C, E, A> game;
    private final int seatCount;
    // The table's one mapper, with the game's own way of writing its views where it has one
    // (TableGame#viewJson). The same mapper as the state digest's: a resumed game's replay has
    // made most of the serializers its first views need (each costs reflection, on a cold JVM).
    private final ObjectMapper writer;
    private volatile GameSetup lastSetup;

    // The log's entries as each viewer sees them (index viewer + 1), cached per step while the
    // step stands: a step object replaced (undo, resume, a new game) starts a new log epoch.
    private final List<TableSession.Step<C, E>> written = new ArrayList<>();
    private final List<String[]> entries = new ArrayList<>();
    // The same steps' events alone, as each viewer sees them: a view's lastEvents is the newest one's.
    private final List<String[]> eventTexts = new ArrayList<>();
    // Each viewer's game parts last time (-1: the table), so that unchanged fields are not written again.
    private final Map<Integer, Map<String, GamePart>> lastParts = new HashMap<>();
    private final Map<Class<?>, List<BeanPropertyWriter>> fieldsByClass = new HashMap<>();
    // How often each total was rolled in the steps written so far (kept along with them).
    private final int[] rolls = new int[13];
    // The totals rolled in the moves a resume from a checkpoint did not replay (their steps are
    // stand-ins with no events), or null.
    private int[] rollsBefore;
    // Asked of the game once: the schema is the same for a table's whole life (TableGame#schema).
    private String schemaJson;
    // The seats' colours for the setup they were last asked for, and the table part's text.
    private GameSetup coloursFor;
    private List<String> colours;
    private Table lastTable;
    private String lastTableJson;
    private int dropped;              // entries before this index are out of every view: let go
    private long logEpoch;

    Views(TableGame<S, C, E, A> game, int seatCount) {
        this.game = game;
        this.seatCount = seatCount;
        com.fasterxml.jackson.databind.Module own = game.viewJson();
        this.writer = own == null ? Json.MAPPER : Json.MAPPER.copy().registerModule(own);
    }

    /** The totals rolled before the stand-in steps end (a resume from a checkpoint), or null once every step is real. */
    void rollsBefore(int[] before) {
        rollsBefore = before == null ? null : before.clone();
    }

    GameSetup lastSetup() {
        return lastSetup;
    }

    /** The head of a view: every field but the log. Null fields are left out. */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    record Head(String type, long seq, String role, long version, @JsonRawValue String table, List<Integer> needs, int[] rolls,
                Undone undone, Integer undoAskedBy, @JsonRawValue String lastEvents, Object summary, JsonNode physical,
                Boolean canUndo, @JsonRawValue String schema, Integer seat, Boolean playing, List<Typed> legal) {}

    /**
     * What every page shows about the table itself. {@code module}: the game's page module the
     * pages load, {@code js/<module>.js} (null: the plain one); {@code colours}: each seat's colour;
     * {@code bots}: the seats the hub's bots play (seat number from 0 to level), null when none;
     * {@code hints}: true when a phone may ask what the hub's bot would do in its place, null when not.
     */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    record Table(String phase, String game, String title, String module, int seats, List<String> colours, String board, String dice,
                 List<String> names, Map<String, String> options, Integer resumedAt, String halted, Map<String, String> bots,
                 Boolean hints) {}

    /** The step the last undo took back, as the viewer may see it. */
    record Undone(int seat, List<Typed> events) {}

    /** One log entry: the step's number (from 1), who made it, and its events as the viewer may see them (JSON). */
    record LogEntry(int n, int seat, @JsonRawValue String events) {}

    /**
     * The schema and, for each number of players, the seats' colours: the host page paints each
     * seat's colour for the count chosen (Catan's 3 players leave red in the box).
     */
    private Map<String, Object> schemaWithColours() {
        Map<String, Object> schema = Json.MAPPER.convertValue(game.schema(), new com.fasterxml.jackson.core.type.TypeReference<>() {});
        Map<String, List<String>> byPlayers = new java.util.LinkedHashMap<>();
        for (int players = game.schema().minPlayers(); players <= game.schema().maxPlayers(); players++) {
            byPlayers.put(String.valueOf(players), game.colours(players));
        }
        schema.put("coloursByPlayers", byPlayers);
        schema.put("botLevels", new BotPlayers<>(game.id()).offered());
        return schema;
    }

    /**
     * @param undone      the step the last undo took back (its events are shown as each role may
     *                    see them), or null
     * @param undoAskedBy the seat that asked the host for an undo, or -1
     * @param physical    the physical table's status (public; null when no sensor board is attached)
     * @param resumedAt   the moves replayed when the hub started again (the table says "resumed at
     *                    move N" until the next change), or -1
     * @param halted      why the table takes no more changes (the journal failed), or null
     * @param bots        the seats the hub's bots play: their seat views show the table only, so a
     *                    bot's hand is on no screen, even one that opens its seat's link
     */
    /** Whether the pages offer "what would you do?" (the host's option); shown from the next publication. */
    void hints(boolean on) {
        hints = on;
    }

    private boolean hints;

    Published publish(long seq, Phase phase, GameSetup setup, S state, List<TableSession.Step<C, E>> steps,
                      TableSession.Step<C, E> undone, int undoAskedBy, JsonNode physical, int resumedAt, String halted,
                      Map<Integer, Level> bots) {
        lastSetup = setup;
        List<Integer> needs = state != null && phase == Phase.PLAYING
                ? game.waitingFor(state, setup.players()) : List.of();
        if (schemaJson == null) {
            schemaJson = write(schemaWithColours());
        }
        if (colours == null || coloursFor != setup) {
            coloursFor = setup;
            colours = List.copyOf(game.seatColours(setup));
        }
        Table table = new Table(phase.name(), game.id(), game.title(), game.id(), seatCount,
                colours,
                setup == null ? null : setup.board(), setup == null ? null : setup.dice().name(),
                setup == null ? null : setup.names(), setup == null ? null : setup.options(),
                resumedAt >= 0 ? resumedAt : null, halted, botWords(bots), hints ? Boolean.TRUE : null);
        if (!table.equals(lastTable)) {             // written again only when it changes (a start, a rename, …)
            lastTable = table;
            lastTableJson = write(table);
        }
        String tableJson = lastTableJson;
        Object summary = phase == Phase.ENDED && setup != null ? summary(steps, setup.players()) : null;
        long version = state == null ? -1 : state.version();
        Integer askedBy = undoAskedBy >= 0 ? undoAskedBy : null;
        updateLog(steps);
        int[] rolls = this.rolls.clone();
        if (rollsBefore != null) {
            for (int total = 0; total < rolls.length; total++) {
                rolls[total] += rollsBefore[total];
            }
        }
        int size = steps.size();

        Object publicGame = state == null ? null : game.rules().publicView(state);
        List<GamePart> publicParts = publicGame == null ? null : parts(-1, publicGame, null, null);
        Undone undonePublic = undone == null ? null : new Undone(undone.seat(), visible(undone, -1));
        String lastPublic = lastEvents(size, -1);
        ViewText forPublic = text(new Head("view", seq, "public", version, tableJson, needs, rolls, undonePublic, askedBy,
                lastPublic, summary, physical, null, null, null, null, null), publicParts, -1, size);
        ViewText forHost = text(new Head("view", seq, "host", version, tableJson, needs, rolls, undonePublic, askedBy,
                lastPublic, summary, physical, phase != Phase.LOBBY && !steps.isEmpty(), schemaJson,
                null, null, null), publicParts, -1, size);
        List<ViewText> forSeats = new ArrayList<>(seatCount);
        for (int seat = 0; seat < seatCount; seat++) {
            if (bots.containsKey(seat)) {
                forSeats.add(text(new Head("view", seq, "seat", version, tableJson, needs, rolls, undonePublic, askedBy,
                        lastPublic, summary, physical, null, null, seat, false, null), publicParts, -1, size));
                continue;
            }
            boolean playing = state != null && seat < setup.players();
            Object seatGame = playing ? game.rules().view(state, seat, publicGame) : null;
            List<Typed> legal = null;
            if (playing) {
                legal = new ArrayList<>();
                if (phase == Phase.PLAYING) {
                    for (A action : game.legalActions(state, seat, seatGame)) {
                        legal.add(new Typed(action));
                    }
                }
            }
            forSeats.add(text(new Head("view", seq, "seat", version, tableJson, needs, rolls,
                    undone == null ? null : new Undone(undone.seat(), visible(undone, seat)), askedBy,
                    lastEvents(size, seat), summary, physical,
                    null, null, seat, playing, legal),
                    playing ? parts(seat, seatGame, publicGame, publicParts) : null, seat, size));
        }
        return new Published(seq, version, forPublic, forHost, forSeats);
    }

    private static Map<String, String> botWords(Map<Integer, Level> bots) {
        if (bots.isEmpty()) {
            return null;
        }
        Map<String, String> words = new java.util.TreeMap<>();
        bots.forEach((seat, level) -> words.put(String.valueOf(seat), level.word()));
        return words;
    }

    /** The newest step's events as {@code viewer} sees them (JSON), or none before the first step. */
    private String lastEvents(int size, int viewer) {
        return size == 0 ? "[]" : eventTexts.get(size - 1)[viewer + 1];
    }

    private ViewText text(Head head, List<GamePart> gameParts, int viewer, int size) {
        int from = Math.max(0, size - LOG_LENGTH);
        List<String> log = new ArrayList<>(size - from);
        for (int i = from; i < size; i++) {
            log.add(entries.get(i)[viewer + 1]);
        }
        return new ViewText(write(head), gameParts, logEpoch, size, log);
    }

    /**
     * The game view in parts, one per field, so that a page is sent only the fields that changed:
     * a seat's view embeds the table's view (as its {@code table}), whose fields are parts of their
     * own ("table.routes"). A field equal to the one this viewer was given last time keeps its text
     * (it is not written again), and a seat's table field equal to the table's own is the table's text.
     */
    private List<GamePart> parts(int viewer, Object view, Object publicView, List<GamePart> publicParts) {
        Map<String, GamePart> before = lastParts.getOrDefault(viewer, Map.of());
        Map<String, GamePart> shared = new HashMap<>();           // filled if a seat's table must be compared with the table's
        Class<?> embedded = publicView == null ? null : publicView.getClass();
        List<GamePart> parts = new ArrayList<>();
        try {
            for (BeanPropertyWriter field : fields(view)) {
                Object value = field.get(view);
                if (value != null && value == publicView) {
                    // The game made the seat's table from the table's own view: its parts are the table's.
                    for (GamePart part : publicParts) {
                        parts.add(new GamePart(field.getName() + "." + part.path(), part.value(), part.json()));
                    }
                } else if (value != null && value.getClass() == embedded) {
                    if (shared.isEmpty()) {
                        publicParts.forEach(part -> shared.put("table." + part.path(), part));
                    }
                    for (BeanPropertyWriter inner : fields(value)) {
                        String path = field.getName() + "." + inner.getName();
                        parts.add(part(path, value, inner, before.get(path), shared.get(path)));
                    }
                } else {
                    parts.add(part(field.getName(), view, field, before.get(field.getName()), null));
                }
            }
        } catch (Exception e) {
            throw new IllegalStateException("cannot write a view: " + e.getMessage(), e);
        }
        Map<String, GamePart> now = new HashMap<>();
        parts.forEach(part -> now.put(part.path(), part));
        lastParts.put(viewer, now);
        return parts;
    }

    private GamePart part(String path, Object bean, BeanPropertyWriter field, GamePart before, GamePart shared)
            throws Exception {
        Object value = field.get(bean);
        for (GamePart known : new GamePart[] {shared, before}) {
            if (known != null && java.util.Objects.equals(known.value(), value)) {
                return new GamePart(path, value, known.json());
            }
        }
        StringWriter out = new StringWriter();
        try (JsonGenerator json = writer.createGenerator(out)) {
            json.writeStartObject();
            field.serializeAsField(bean, json, writer.getSerializerProviderInstance());
            json.writeEndObject();
        }
        String text = out.toString();
        String name = "\"" + field.getName() + "\":";
        if (text.length() > 2 && !text.startsWith("{" + name)) {
            throw new IllegalStateException("the field " + path + " is not written under its own name");
        }
        // {"name":value}, or {} when the field is left out (null): the value alone, or JSON null.
        String valueJson = text.length() <= 2 ? "null" : text.substring(1 + name.length(), text.length() - 1);
        return new GamePart(path, value, valueJson);
    }

    /** The fields a value is written with ({@link #LEFT_OUT} left out); looked up once per class. */
    private List<BeanPropertyWriter> fields(Object value) {
        return fieldsByClass.computeIfAbsent(value.getClass(), this::fieldsOf);
    }

    private List<BeanPropertyWriter> fieldsOf(Class<?> type) {
        JsonSerializer<Object> serializer;
        try {
            serializer = writer.getSerializerProviderInstance().findValueSerializer(type);
        } catch (JsonMappingException e) {
            throw new IllegalStateException("cannot write a view: " + e.getOriginalMessage(), e);
        }
        List<BeanPropertyWriter> fields = new ArrayList<>();
        if (serializer instanceof BeanSerializerBase bean) {
            bean.properties().forEachRemaining(p -> {
                if (!p.getName().equals(LEFT_OUT)) {
                    fields.add((BeanPropertyWriter) p);
                }
            });
        }
        if (fields.isEmpty()) {
            throw new IllegalStateException(type.getSimpleName() + " is not written as an object with fields");
        }
        return List.copyOf(fields);
    }

    /**
     * Brings the cached entries in line with {@code steps}: a step that is not the one written at
     * its place (taken back by an undo, replayed, another game) starts a new epoch, and only the
     * newest {@link #LOG_LENGTH} entries are ever written.
     */
    private void updateLog(List<TableSession.Step<C, E>> steps) {
        int same = 0;
        while (same < written.size() && same < steps.size() && written.get(same) == steps.get(same)) {
            same++;
        }
        if (same < written.size()) {
            logEpoch++;
            for (TableSession.Step<C, E> gone : written.subList(same, written.size())) {
                countRolls(gone, -1);
            }
            written.subList(same, written.size()).clear();
            entries.subList(same, entries.size()).clear();
            eventTexts.subList(same, eventTexts.size()).clear();
            dropped = Math.min(dropped, same);
        }
        int from = Math.max(0, steps.size() - LOG_LENGTH);
        for (int i = written.size(); i < steps.size(); i++) {
            TableSession.Step<C, E> step = steps.get(i);
            written.add(step);
            countRolls(step, 1);
            String[] events = i < from ? null : eventTexts(step);
            eventTexts.add(events);
            entries.add(events == null ? null : entryTexts(i + 1, step, events));
        }
        while (dropped < from) {
            eventTexts.set(dropped, null);
            entries.set(dropped++, null);
        }
    }

    /** Adds (+1) or takes back (-1) the dice totals a step rolled. */
    private void countRolls(TableSession.Step<C, E> step, int sign) {
        for (E event : step.events()) {
            OptionalInt total = game.rollTotal(event);
            if (total.isPresent() && total.getAsInt() >= 2 && total.getAsInt() <= 12) {
                rolls[total.getAsInt()] += sign;
            }
        }
    }

    /** A step's events as each viewer sees them (index viewer + 1), each list written once: most steps show everybody the same. */
    private String[] eventTexts(TableSession.Step<C, E> step) {
        String[] texts = new String[seatCount + 1];
        List<Typed> shown = visible(step, -1);
        texts[0] = write(shown);
        for (int viewer = 0; viewer < seatCount; viewer++) {
            List<Typed> events = visible(step, viewer);
            texts[viewer + 1] = events.equals(shown) ? texts[0] : write(events);
        }
        return texts;
    }

    private String[] entryTexts(int n, TableSession.Step<C, E> step, String[] events) {
        String[] texts = new String[seatCount + 1];
        for (int viewer = -1; viewer < seatCount; viewer++) {
            String same = viewer >= 0 && events[viewer + 1] == events[0] ? texts[0] : null;
            texts[viewer + 1] = same != null ? same : write(new LogEntry(n, step.seat(), events[viewer + 1]));
        }
        return texts;
    }

    /** The game's end-of-game summary over the whole game (public facts only, the game promises). */
    private Object summary(List<TableSession.Step<C, E>> steps, int players) {
        List<List<E>> events = new ArrayList<>(steps.size());
        steps.forEach(step -> events.add(step.events()));
        return game.summary(events, players);
    }

    /** A step's events as {@code viewer} may see them (-1: the table screen and spectators). */
    private List<Typed> visible(TableSession.Step<C, E> step, int viewer) {
        List<Typed> events = new ArrayList<>(step.events().size());
        for (E event : step.events()) {
            Object visible = event.seenBy(viewer);
            if (visible != null) {
                events.add(new Typed(visible));
            }
        }
        return events;
    }

    private String write(Object value) {
        try {
            return writer.writeValueAsString(value);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("cannot write a view: " + e.getOriginalMessage(), e);
        }
    }
}
