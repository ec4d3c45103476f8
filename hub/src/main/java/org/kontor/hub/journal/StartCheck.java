package org.kontor.hub.journal;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.ZoneOffset;
import java.time.ZonedDateTime;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * A hub's start on its journal: never a silent fresh table. Before anything is replayed, the
 * journal must be whole and hold everything that was acknowledged:
 * <ul>
 *   <li>a {@code games.db} that is missing or empty where {@code games.acknowledged} shows changes were saved,</li>
 *   <li>a file SQLite finds damaged ({@code PRAGMA quick_check}),</li>
 *   <li>rows that no longer add up to the ledger's fingerprint (an entry changed on disk),</li>
 *   <li>fewer commits than acknowledged (a truncated, replaced or rolled-back file)</li>
 * </ul>
 * each end in a refusal that names the file, says what to do, and keeps the damaged files in a
 * folder {@code damaged-<time>} of the data folder (as found: a copy is taken before SQLite
 * opens a file that has a rollback journal or a WAL beside it, since opening replays those).
 * The count file stays, so a start after the refusal refuses again until the owner decides.
 */
final class StartCheck {

    /** The journal's own files, as SQLite names them beside games.db. */
    private static final List<String> SIDE_FILES = List.of("-journal", "-wal", "-shm");

    private StartCheck() {}

    static Journal open(DataFolder folder) {
        Path file = folder.resolve(Journal.FILE);
        Optional<Ledger.Count> acknowledged = Ledger.readFile(folder.path());
        boolean saved = acknowledged.isPresent() && acknowledged.get().commits() > 0;
        long size = sizeOf(file);
        if (saved && size <= 0) {
            String what = size < 0 ? "is missing" : "is empty";
            throw refusal(folder, file, what + ", but the count in " + Ledger.FILE + " shows " + acknowledged.get().commits()
                    + " changes were saved in it" + damagedBefore(folder), size < 0 ? null : keepAside(folder, List.of(file)), null);
        }
        Path asFound = hasSideFiles(file) ? copyAside(folder, file) : null;
        Journal journal;
        try {
            journal = Journal.connect(file, false);
        } catch (JournalDamaged e) {
            throw refusal(folder, file, "is damaged (" + clip(e) + ")", moveAside(folder, file, asFound), e);
        }
        String damage;
        try {
            damage = damage(journal, acknowledged);
            if (damage == null) {
                journal.prepare(Journal.VERSION);
            }
        } catch (JournalDamaged e) {
            journal.close();
            throw refusal(folder, file, "is damaged (" + clip(e) + ")", moveAside(folder, file, asFound), e);
        } catch (RuntimeException e) {
            journal.close();
            throw e;
        }
        if (damage != null) {
            journal.close();
            throw refusal(folder, file, damage, moveAside(folder, file, asFound), null);
        }
        discard(asFound);
        return journal;
    }

    /** What is wrong with the file's content against its ledger and the count file, or null. Says "holds ...". */
    private static String damage(Journal journal, Optional<Ledger.Count> acknowledged) {
        Ledger.Count row = journal.ledgerRow();
        if (row != null && journal.fingerprintNow() != row.fingerprint()) {
            return "holds games or moves that are not the ones saved (their fingerprint differs from the ledger's)";
        }
        if (acknowledged.isEmpty()) {
            return null;           // a journal from before the count file, or the count file deleted: nothing to compare
        }
        long saved = acknowledged.get().commits();
        long held = row == null ? 0 : row.commits();
        if (held < saved) {
            return "holds " + held + " saved changes, but " + saved + " were acknowledged (the count in " + Ledger.FILE
                    + "): " + (saved - held) + " are missing, so it was cut short, rolled back or replaced by an older copy";
        }
        if (held == saved && row.fingerprint() != acknowledged.get().fingerprint()) {
            return "holds other games or moves than the ones acknowledged (the fingerprint in " + Ledger.FILE + " differs)";
        }
        return null;
    }

    private static JournalProblem refusal(DataFolder folder, Path file, String what, Path kept, Throwable cause) {
        if (kept != null && Ledger.readFile(folder.path()).isEmpty()) {
            // The file is gone from its place now: without a count, the next start would be a silent fresh table.
            Ledger.writeFile(folder.path(), new Ledger.Count(1, 0));
        }
        String keptThere = kept == null ? "" : " The files as they were are kept in " + kept + ".";
        return new JournalDamaged("The journal " + file + " " + what + ". The hub did not start, so that nothing is lost "
                + "without a word." + keptThere + " To go on, copy a backup (kontor games backup makes one) to " + file
                + ", or leave none there to start with an empty journal; then delete " + folder.resolve(Ledger.FILE)
                + " (the count of saved changes, which shows what is missing) and start the hub again (docs/saving.md).",
                what, cause);
    }

    /** Names the folders an earlier refusal kept damaged files in, if any. */
    private static String damagedBefore(DataFolder folder) {
        try (var list = Files.list(folder.path())) {
            List<String> kept = list.filter(p -> p.getFileName().toString().startsWith("damaged-")).map(Path::toString).sorted().toList();
            return kept.isEmpty() ? "" : " (the damaged files an earlier start found are in " + String.join(", ", kept) + ")";
        } catch (IOException e) {
            return "";
        }
    }

    /** Moves the damaged files into {@code damaged-<time>}; the copy taken before opening goes there too, as {@code as-found}. */
    private static Path moveAside(DataFolder folder, Path file, Path asFound) {
        List<Path> files = new ArrayList<>(List.of(file));
        SIDE_FILES.forEach(side -> files.add(file.resolveSibling(file.getFileName() + side)));
        Path kept = keepAside(folder, files);
        if (asFound != null && kept != null) {
            try {
                Files.move(asFound, kept.resolve("as-found"));
            } catch (IOException e) {
                return kept;      // the copy stays where it is, and is named in the log of the refusal below
            }
        }
        return kept;
    }

    /** Moves those of {@code files} that exist into a new {@code damaged-<time>} folder; null if none could be. */
    private static Path keepAside(DataFolder folder, List<Path> files) {
        String name = "damaged-" + DateTimeFormatter.ofPattern("uuuuMMdd-HHmmss").format(ZonedDateTime.now(ZoneOffset.UTC));
        Path kept = folder.resolve(name);
        try {
            for (int i = 2; Files.exists(kept); i++) {
                kept = folder.resolve(name + "-" + i);
            }
            OwnerOnly.createFolder(kept);
            for (Path f : files) {
                if (Files.exists(f)) {
                    Files.move(f, kept.resolve(f.getFileName()));
                }
            }
            return kept;
        } catch (IOException e) {
            return null;          // left in place: the refusal stands on the next start too
        }
    }

    /** A copy of the journal's files before SQLite replays a rollback journal or a WAL into the file. */
    private static Path copyAside(DataFolder folder, Path file) {
        Path copy = folder.resolve(".opening");
        try {
            discard(copy);
            OwnerOnly.createFolder(copy);
            Files.copy(file, copy.resolve(file.getFileName()), StandardCopyOption.COPY_ATTRIBUTES);
            for (String side : SIDE_FILES) {
                Path f = file.resolveSibling(file.getFileName() + side);
                if (Files.exists(f)) {
                    Files.copy(f, copy.resolve(f.getFileName()), StandardCopyOption.COPY_ATTRIBUTES);
                }
            }
            return copy;
        } catch (IOException e) {
            return null;          // a full disk, say: the check goes on without the copy
        }
    }

    private static void discard(Path copy) {
        if (copy == null || !Files.isDirectory(copy)) {
            return;
        }
        try (var files = Files.list(copy)) {
            for (Path f : files.toList()) {
                Files.delete(f);
            }
            Files.delete(copy);
        } catch (IOException e) {
            // a leftover copy is replaced at the next start
        }
    }

    private static boolean hasSideFiles(Path file) {
        return Files.exists(file) && SIDE_FILES.subList(0, 2).stream()
                .anyMatch(side -> sizeOf(file.resolveSibling(file.getFileName() + side)) > 0);
    }

    /** The file's size, or -1 if there is none. */
    private static long sizeOf(Path file) {
        try {
            return Files.size(file);
        } catch (IOException e) {
            return -1;
        }
    }

    private static String clip(JournalDamaged e) {
        String why = String.valueOf(e.why());
        return why.length() > 160 ? why.substring(0, 160) + "…" : why;
    }
}
