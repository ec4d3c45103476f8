package org.kontor.hub.journal;

import java.io.IOException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;

/**
 * The journal holds every game's seed (its future dice and cards): only the hub's user may read
 * it. SQLite gives its side files the mode of {@code games.db}, so a file made 0600 before SQLite
 * first opens it keeps all of them private. On a file system without POSIX modes this does nothing.
 */
final class OwnerOnly {

    private OwnerOnly() {}

    /** Creates {@code file} empty with mode 0600 (an empty file is an empty SQLite database), or makes it 0600. */
    static void file(Path file) {
        try {
            Files.createFile(file, PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rw-------")));
            return;
        } catch (FileAlreadyExistsException e) {
            // set below
        } catch (IOException | UnsupportedOperationException e) {
            return;     // the open that follows says what is wrong with the folder
        }
        try {
            Files.setPosixFilePermissions(file, PosixFilePermissions.fromString("rw-------"));
        } catch (IOException | UnsupportedOperationException | SecurityException e) {
            // not ours to change (another owner): the journal still works
        }
    }

    /**
     * Takes every right of other users away from a data folder (the group's are the installer's
     * choice: 0750 for the service). Only a folder that is empty or already the hub's (it holds
     * the journal or the lock) and not a shared one (the sticky bit, as /tmp has): a data folder
     * given by mistake as a home or a shared folder is left alone.
     */
    static void folder(Path folder) {
        try {
            int mode = (Integer) Files.getAttribute(folder, "unix:mode");
            boolean hubs;
            try (var files = Files.list(folder)) {
                hubs = files.findAny().isEmpty() || Files.exists(folder.resolve(Journal.FILE))
                        || Files.exists(folder.resolve(DataFolder.LOCK));
            }
            if ((mode & 01000) == 0 && (mode & 07) != 0 && hubs) {
                Files.setAttribute(folder, "unix:mode", mode & 07770);
            }
        } catch (IOException | UnsupportedOperationException | IllegalArgumentException | SecurityException e) {
            // not ours to change, or no POSIX modes here
        }
    }

    /** Creates a folder with mode 0700. */
    static void createFolder(Path folder) throws IOException {
        try {
            Files.createDirectory(folder, PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rwx------")));
        } catch (UnsupportedOperationException e) {
            Files.createDirectory(folder);
        }
    }
}
