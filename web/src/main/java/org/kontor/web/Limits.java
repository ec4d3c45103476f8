package org.kontor.web;

/**
 * What one client may take from the hub. The defaults fit a table: a handful of phones, a table
 * screen, the host page, a few spectators; see docs/reliability.md for what each one protects.
 * Seats and the host never wait for spectators: a seat's or the host's socket is let in when
 * the table is full, and a spectator's socket is closed to make room (from the address that holds
 * the most), so a crowd of public pages cannot lock a player out.
 *
 * @param socketsPerAddress public WebSockets (spectators, the table screen) from one IP address; more are refused with 429
 * @param socketsPerSeat    open WebSockets on one seat; a newer one closes the oldest
 * @param socketsInAll      open WebSockets in all; a spectator's over it is refused with 503, a seat's or
 *                          the host's closes a spectator's instead
 * @param patienceMillis    how long a frame may wait to leave while newer data waits, before the
 *                          socket is closed as fallen behind
 * @param maxReplies        short replies waiting for a socket before it is closed as not reading
 * @param commandsPerSecond sustained commands per socket, and per seat over HTTP
 * @param commandBurst      commands a socket (or a seat over HTTP) may send at once
 * @param maxWaiting        commands of one socket waiting for the table's answer
 * @param maxOverBudget     refused commands in a row (too fast) before the socket is closed
 * @param maxMessageBytes   the largest text message a socket may send
 * @param answerMillis      how long an HTTP request waits for the table before it is taken back
 *                          and refused with 503
 * @param socketsForHost    open WebSockets of the host; a newer one closes the oldest
 * @param httpWaiting       HTTP commands of one seat waiting for the table's answer (each holds a
 *                          server thread); more are refused with 429
 */
public record Limits(int socketsPerAddress, int socketsPerSeat, int socketsInAll, long patienceMillis,
                     int maxReplies, double commandsPerSecond, int commandBurst, int maxWaiting,
                     int maxOverBudget, int maxMessageBytes, long answerMillis, int socketsForHost, int httpWaiting) {

    /** The limits before the host's sockets and a seat's HTTP commands had their own (their defaults). */
    public Limits(int socketsPerAddress, int socketsPerSeat, int socketsInAll, long patienceMillis,
                  int maxReplies, double commandsPerSecond, int commandBurst, int maxWaiting,
                  int maxOverBudget, int maxMessageBytes, long answerMillis) {
        this(socketsPerAddress, socketsPerSeat, socketsInAll, patienceMillis, maxReplies, commandsPerSecond, commandBurst,
                maxWaiting, maxOverBudget, maxMessageBytes, answerMillis, 8, 4);
    }

    public static Limits defaults() {
        return new Limits(48, 4, 400, 10_000, 32, 20, 40, 16, 50, 16 * 1024, 10_000, 8, 4);
    }

    public Limits withPatienceMillis(long millis) {
        return new Limits(socketsPerAddress, socketsPerSeat, socketsInAll, millis, maxReplies, commandsPerSecond,
                commandBurst, maxWaiting, maxOverBudget, maxMessageBytes, answerMillis, socketsForHost, httpWaiting);
    }

    public Limits withSocketsPerAddress(int sockets) {
        return new Limits(sockets, socketsPerSeat, socketsInAll, patienceMillis, maxReplies, commandsPerSecond,
                commandBurst, maxWaiting, maxOverBudget, maxMessageBytes, answerMillis, socketsForHost, httpWaiting);
    }

    public Limits withSocketsPerSeat(int sockets) {
        return new Limits(socketsPerAddress, sockets, socketsInAll, patienceMillis, maxReplies, commandsPerSecond,
                commandBurst, maxWaiting, maxOverBudget, maxMessageBytes, answerMillis, socketsForHost, httpWaiting);
    }

    public Limits withSocketsInAll(int sockets) {
        return new Limits(socketsPerAddress, socketsPerSeat, sockets, patienceMillis, maxReplies, commandsPerSecond,
                commandBurst, maxWaiting, maxOverBudget, maxMessageBytes, answerMillis, socketsForHost, httpWaiting);
    }

    public Limits withAnswerMillis(long millis) {
        return new Limits(socketsPerAddress, socketsPerSeat, socketsInAll, patienceMillis, maxReplies, commandsPerSecond,
                commandBurst, maxWaiting, maxOverBudget, maxMessageBytes, millis, socketsForHost, httpWaiting);
    }
}
