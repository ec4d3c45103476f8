package org.kontor.hub.journal;

import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.channels.OverlappingFileLockException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;

/**
 * The hub's data folder: the journal, the logs, the host link. Other users have no access to it
 * (made 0700, or stripped of other users' rights): the journal holds every game's seed. One hub at a time: the first takes
 * an exclusive lock on {@code kontor.lock} (released by the operating system when the process
 * ends, also after {@code kill -9}), and a second one is refused with a sentence.
 */
public final class DataFolder implements AutoCloseable {

    public static final String LOCK = "kontor.lock";

    private final Path path;
    private final FileChannel channel;
    private final FileLock lock;

    private DataFolder(Path path, FileChannel channel, FileLock lock) {
        this.path = path;
        this.channel = channel;
        this.lock = lock;
    }

    /**
     * Creates the folder if its parent exists, checks it can be written, and locks it. Throws
     * {@link JournalProblem} naming the folder and the problem.
     */
    public static DataFolder open(Path folder) {
        Path path = folder.toAbsolutePath().normalize();
        if (!Files.isDirectory(path)) {
            if (Files.exists(path)) {
                throw new JournalProblem("The data folder " + path + " is a file, not a folder: give another data folder.");
            }
            Path parent = path.getParent();
            if (parent == null || !Files.isDirectory(parent)) {
                throw new JournalProblem("The data folder " + path + " does not exist, nor does " + parent
                        + ": create it, or give another data folder (--data or 'data' in the config file).");
            }
            try {
                OwnerOnly.createFolder(path);
            } catch (IOException e) {
                throw new JournalProblem("The data folder " + path + " cannot be created (" + e.getMessage() + ").", e);
            }
        }
        OwnerOnly.folder(path);
        if (!Files.isWritable(path)) {
            throw new JournalProblem("The data folder " + path + " is not writable by this user: the hub keeps its games "
                    + "there. Give it write permission, or give another data folder.");
        }
        FileChannel channel;
        try {
            channel = FileChannel.open(path.resolve(LOCK), StandardOpenOption.CREATE, StandardOpenOption.WRITE,
                    StandardOpenOption.READ);
        } catch (IOException e) {
            throw new JournalProblem("The data folder " + path + " is not writable (" + e.getMessage() + ").", e);
        }
        FileLock lock;
        try {
            lock = channel.tryLock();
        } catch (IOException | OverlappingFileLockException e) {
            lock = null;
        }
        if (lock == null) {
            String holder = "";
            try {
                holder = " (process " + Files.readString(path.resolve(LOCK)).strip() + ")";
            } catch (IOException e) {
                // the pid is only a courtesy
            }
            closeQuietly(channel);
            throw new JournalProblem("Another Kontor hub" + holder + " is already using the data folder " + path
                    + ": stop it first, or give this one another data folder.");
        }
        try {
            channel.truncate(0);
            channel.write(java.nio.ByteBuffer.wrap(Long.toString(ProcessHandle.current().pid()).getBytes(StandardCharsets.UTF_8)), 0);
            channel.force(true);
        } catch (IOException e) {
            closeQuietly(channel);
            throw new JournalProblem("The data folder " + path + " is not writable (" + e.getMessage() + ").", e);
        }
        return new DataFolder(path, channel, lock);
    }

    public Path path() {
        return path;
    }

    public Path resolve(String name) {
        return path.resolve(name);
    }

    @Override
    public void close() {
        try {
            lock.release();
        } catch (IOException e) {
            // the process ends soon; the OS releases it then
        }
        closeQuietly(channel);
    }

    private static void closeQuietly(FileChannel channel) {
        try {
            channel.close();
        } catch (IOException e) {
            // nothing to do
        }
    }
}
