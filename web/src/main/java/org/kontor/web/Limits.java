package org.kontor.web;

/**
 * What one client may take from the hub. The defaults fit a table: a handful of phones, a table
 * screen, the host page, a few spectators; see docs/reliability.md for what each one protects.
 *
 * @param socketsPerAddress open WebSockets from one IP address; more are refused with 429
 * @param socketsPerSeat    open WebSockets on one seat; a newer one closes the oldest
 * @param socketsInAll      open WebSockets in all; more are refused with 503
 * @param patienceMillis    how long a frame may wait to leave while newer data waits, before the
 *                          socket is closed as fallen behind
 * @param maxReplies        short replies waiting for a socket before it is closed as not reading
 * @param commandsPerSecond sustained commands per socket
 * @param commandBurst      commands a socket may send at once
 * @param maxWaiting        commands of one socket waiting for the table's answer
 * @param maxOverBudget     refused commands in a row (too fast) before the socket is closed
 * @param maxMessageBytes   the largest text message a socket may send
 * @param answerMillis      how long an HTTP request waits for the table before it is taken back
 *                          and refused with 503
 */
public record Limits(int socketsPerAddress, int socketsPerSeat, int socketsInAll, long patienceMillis,
                     int maxReplies, double commandsPerSecond, int commandBurst, int maxWaiting,
                     int maxOverBudget, int maxMessageBytes, long answerMillis) {

    public static Limits defaults() {
        return new Limits(48, 4, 400, 10_000, 32, 20, 40, 16, 50, 16 * 1024, 10_000);
    }

    public Limits withPatienceMillis(long millis) {
        return new Limits(socketsPerAddress, socketsPerSeat, socketsInAll, millis, maxReplies, commandsPerSecond,
                commandBurst, maxWaiting, maxOverBudget, maxMessageBytes, answerMillis);
    }

    public Limits withSocketsPerAddress(int sockets) {
        return new Limits(sockets, socketsPerSeat, socketsInAll, patienceMillis, maxReplies, commandsPerSecond,
                commandBurst, maxWaiting, maxOverBudget, maxMessageBytes, answerMillis);
    }

    public Limits withSocketsPerSeat(int sockets) {
        return new Limits(socketsPerAddress, sockets, socketsInAll, patienceMillis, maxReplies, commandsPerSecond,
                commandBurst, maxWaiting, maxOverBudget, maxMessageBytes, answerMillis);
    }

    public Limits withAnswerMillis(long millis) {
        return new Limits(socketsPerAddress, socketsPerSeat, socketsInAll, patienceMillis, maxReplies, commandsPerSecond,
                commandBurst, maxWaiting, maxOverBudget, maxMessageBytes, millis);
    }
}
