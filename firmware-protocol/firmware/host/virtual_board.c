/*
 * The virtual board: the reference firmware (../kontor_board/board.c) running on a PC, with a
 * pseudo-terminal for its serial port and a script (or stdin) for its sensors.
 *
 *   virtual_board [script-file | -]
 *
 * Prints "PTY <path>" on stdout as soon as the port exists; open that path as the board's serial
 * port (the hub, or `kontor` with --port). Logs to stderr. Script lines (# starts a comment):
 *
 *   wait <ms>                         let time pass
 *   wait synced                       until a hub has started a session and had its snapshot
 *   place <kind> <id> [<piece> <colour>]   kind: intersection|path|hex; piece: the game's
 *                                     (GAME 1 Merchants of Europe: kontor, route, merchant,
 *                                     caravan, robber; GAME 2 Catan: settlement, city, road,
 *                                     robber, ship, pirate, knight; GAME 3 Hansa Teutonica:
 *                                     trader, merchant, bonus-marker; GAME 4 Elasund: permit-0
 *                                     .. permit-4, cottage, house, workshop, well, market, shop,
 *                                     tavern, hall, church, and ship and wall as kind 0)
 *   remove <kind> <id>
 *   dice <a> <b>                      press two dice keys (1..6)
 *   button <n> click|long             press button n (0..7)
 *   quit                              exit
 *
 * Without a script it reads the same commands from stdin. It runs until quit, end of stdin (in
 * interactive mode) or SIGTERM. POSIX only (posix_openpt); build with `make` in ../.
 */
#define _XOPEN_SOURCE 600
#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <termios.h>
#include <time.h>
#include <unistd.h>

#include "../kontor_board/board.h"
#include "../kontor_board/hal.h"

/* A Catan-base-sized board unless built for another (the hub's simulator builds it with the
 * counts of the game's board, e.g. -DINTERSECTIONS=195 -DPATHS=274 -DHEXES=80). */
#ifndef INTERSECTIONS
#define INTERSECTIONS 54
#endif
#ifndef PATHS
#define PATHS 72
#endif
#ifndef HEXES
#define HEXES 19
#endif
#define CHANNELS (INTERSECTIONS + PATHS + HEXES)
/* The game its HELLO names, which gives the piece byte's kinds their meaning (protocol.md §7):
 * 1 Merchants of Europe unless built for another, e.g. -DGAME=2 for Catan. */
#ifndef GAME
#define GAME 1
#endif

static int master = -1;
static uint8_t channel_level[(CHANNELS + 7) / 8];
static uint8_t channel_piece[CHANNELS];
static uint16_t keys;
static uint8_t last_strip[CHANNELS * 3];
static struct timespec started;

/* ---- the hardware abstraction, on a PC ---- */

uint32_t hal_millis(void)
{
    struct timespec now;
    clock_gettime(CLOCK_MONOTONIC, &now);
    return (uint32_t)((now.tv_sec - started.tv_sec) * 1000 + (now.tv_nsec - started.tv_nsec) / 1000000);
}

int16_t hal_serial_read(void)
{
    uint8_t b;
    ssize_t n = read(master, &b, 1);
    return n == 1 ? (int16_t)b : -1;
}

void hal_serial_write(const uint8_t *data, uint16_t len)
{
    while (len > 0) {
        ssize_t n = write(master, data, len);
        if (n <= 0) {
            if (errno == EAGAIN) {
                continue;
            }
            return;
        }
        data += n;
        len = (uint16_t)(len - n);
    }
}

void hal_read_channels(uint8_t *bits, uint16_t channels)
{
    memcpy(bits, channel_level, (channels + 7u) / 8u);
}

uint8_t hal_read_piece(uint16_t channel)
{
    return channel < CHANNELS ? channel_piece[channel] : 0;
}

uint16_t hal_read_keys(void)
{
    return keys;
}

void hal_write_leds(void (*pixel)(uint16_t index, uint8_t *rgb), uint16_t count)
{
    uint16_t i;
    uint8_t rgb[3];
    for (i = 0; i < count && i < CHANNELS; i++) {
        pixel(i, rgb);
        if (memcmp(last_strip + i * 3, rgb, 3) != 0) {
            memcpy(last_strip + i * 3, rgb, 3);
            fprintf(stderr, "led %u = %02x%02x%02x\n", i, rgb[0], rgb[1], rgb[2]);
        }
    }
}

uint32_t hal_random(void)
{
    struct timespec now;
    clock_gettime(CLOCK_REALTIME, &now);
    return (uint32_t)now.tv_nsec ^ ((uint32_t)getpid() << 16);
}

/* ---- the board ---- */

static board_wiring wiring[CHANNELS];
static board_config config;

static void configure(void)
{
    uint16_t c;
    /* The identity map: intersections, then paths, then hexes, one channel each. */
    for (c = 0; c < CHANNELS; c++) {
        wiring[c].channel = c;
        wiring[c].kind = c < INTERSECTIONS ? HBP_INTERSECTION : c < INTERSECTIONS + PATHS ? HBP_PATH : HBP_HEX;
        wiring[c].id = (uint16_t)(c < INTERSECTIONS ? c : c < INTERSECTIONS + PATHS ? c - INTERSECTIONS : c - INTERSECTIONS - PATHS);
    }
    config.name = "virtual board";
    memcpy(config.uid, "VIRTUAL1", 8);
    config.game = GAME;
    config.layout = 0x100;
    config.intersections = INTERSECTIONS;
    config.paths = PATHS;
    config.hexes = HEXES;
    config.buttons = 8;
    config.caps = 1u | 2u | 4u | 8u;
    config.wiring = wiring;
    config.wiring_len = CHANNELS;
    config.leds = CHANNELS;
}

/* ---- the script ---- */

static int channel_of(const char *kind, long id)
{
    if (strcmp(kind, "intersection") == 0 && id >= 0 && id < INTERSECTIONS) return (int)id;
    if (strcmp(kind, "path") == 0 && id >= 0 && id < PATHS) return (int)(INTERSECTIONS + id);
    if (strcmp(kind, "hex") == 0 && id >= 0 && id < HEXES) return (int)(INTERSECTIONS + PATHS + id);
    return -1;
}

static int lookup(const char *name, const char *const *names, int count)
{
    int i;
    for (i = 0; i < count; i++) {
        if (name && strcmp(name, names[i]) == 0) return i;
    }
    return -1;
}

static uint8_t piece_byte(const char *piece, const char *colour)
{
    /* The kinds by number, as protocol.md §7 lists them for the game; a name the game does not
     * have is sent as kind 0 (unknown). */
#if GAME == 2
    static const char *const kinds[] = {"?", "settlement", "city", "road", "robber", "ship", "pirate", "knight"};
#elif GAME == 3
    static const char *const kinds[] = {"?", "trader", "merchant", "bonus-marker"};
#elif GAME == 4
    /* Elasund: the ship and wall tiles have no kind, so "ship" and "wall" go as kind 0. */
    static const char *const kinds[] = {"?", "permit-0", "permit-1", "permit-2", "permit-3", "permit-4", "cottage",
                                        "house", "workshop", "well", "market", "shop", "tavern", "hall", "church"};
#else
    static const char *const kinds[] = {"?", "kontor", "route", "merchant", "caravan", "robber"};
#endif
    static const char *const colours[] = {"?", "red", "blue", "white", "orange", "green", "brown", "yellow", "purple", "black"};
    int kind = lookup(piece, kinds, (int)(sizeof kinds / sizeof kinds[0]));
    int c = lookup(colour, colours, 10);
    if (colour && strcmp(colour, "neutral") == 0) {
        c = 15;
    }
    return (uint8_t)(((kind < 0 ? 0 : kind) << 4) | (c < 0 ? 0 : c));
}

/* A pending key press: which key, when to release, when the next command may run. */
static int key_held = -1;
static int released_key = -1;
static uint32_t release_at, resume_at;
static int second_die = 0;
static uint32_t sleep_until;
static int waiting_synced;

static void press(int key, uint32_t hold_ms)
{
    uint32_t now = hal_millis();
    keys = (uint16_t)(keys | (1u << key));
    key_held = key;
    release_at = now + hold_ms;
    resume_at = release_at + 60;
}

/* Runs one command; returns 0 to quit. */
static int command(char *line)
{
    char *word = strtok(line, " \t\r\n");
    char *a, *b, *c, *d;
    if (!word || word[0] == '#') return 1;
    a = strtok(NULL, " \t\r\n");
    b = strtok(NULL, " \t\r\n");
    c = strtok(NULL, " \t\r\n");
    d = strtok(NULL, " \t\r\n");
    fprintf(stderr, "script: %s %s %s %s %s\n", word, a ? a : "", b ? b : "", c ? c : "", d ? d : "");
    if (strcmp(word, "quit") == 0) return 0;
    if (strcmp(word, "wait") == 0 && a) {
        if (strcmp(a, "synced") == 0) waiting_synced = 1;
        else sleep_until = hal_millis() + (uint32_t)strtoul(a, NULL, 10);
    } else if ((strcmp(word, "place") == 0 || strcmp(word, "remove") == 0) && a && b) {
        int ch = channel_of(a, strtol(b, NULL, 10));
        if (ch < 0) {
            fprintf(stderr, "script: no such location %s %s\n", a, b);
            return 1;
        }
        if (word[0] == 'p') {
            channel_level[ch / 8] = (uint8_t)(channel_level[ch / 8] | (1u << (ch % 8)));
            channel_piece[ch] = piece_byte(c, d);
        } else {
            channel_level[ch / 8] = (uint8_t)(channel_level[ch / 8] & ~(1u << (ch % 8)));
            channel_piece[ch] = 0;
        }
    } else if (strcmp(word, "dice") == 0 && a && b) {
        int first = atoi(a), second = atoi(b);
        if (first >= 1 && first <= 6 && second >= 1 && second <= 6) {
            press(first - 1, 60);
            second_die = second;
        }
    } else if (strcmp(word, "button") == 0 && a) {
        int n = atoi(a);
        if (n >= 0 && n < 8) press(6 + n, b && strcmp(b, "long") == 0 ? 1000 : 80);
    } else {
        fprintf(stderr, "script: unknown command %s\n", word);
    }
    return 1;
}

/* Whether the script may run its next line now. */
static int ready(void)
{
    uint32_t now = hal_millis();
    /* Hold a key until its time is up and the firmware's debounce has seen it down, then wait
     * until it has seen it up: a busy machine must not turn a press into a blip. */
    if (key_held >= 0) {
        if ((int32_t)(now - release_at) >= 0 && (board_keys() >> key_held) & 1u) {
            keys = (uint16_t)(keys & ~(1u << key_held));
            resume_at = now + 60;
            released_key = key_held;
            key_held = -1;
        }
        return 0;
    }
    if (released_key >= 0) {
        if ((board_keys() >> released_key) & 1u) return 0;
        released_key = -1;
    }
    if ((int32_t)(now - resume_at) < 0) return 0;
    if (second_die) {
        press(second_die - 1, 60);
        second_die = 0;
        return 0;
    }
    if ((int32_t)(now - sleep_until) < 0) return 0;
    if (waiting_synced) {
        if (!board_synced()) return 0;
        waiting_synced = 0;
    }
    return 1;
}

int main(int argc, char **argv)
{
    FILE *script = NULL;
    int interactive = argc < 2 || strcmp(argv[1], "-") == 0;
    int slave;
    struct termios raw;
    char line[256];
    const char *path;

    clock_gettime(CLOCK_MONOTONIC, &started);
    if (!interactive && !(script = fopen(argv[1], "r"))) {
        fprintf(stderr, "cannot open script %s\n", argv[1]);
        return 2;
    }
    master = posix_openpt(O_RDWR | O_NOCTTY);
    if (master < 0 || grantpt(master) != 0 || unlockpt(master) != 0 || !(path = ptsname(master))) {
        perror("pseudo-terminal");
        return 2;
    }
    /* Raw mode, so the line discipline neither echoes nor rewrites bytes; and keep a slave fd
     * open ourselves so reads do not fail with EIO before the hub opens the port. */
    slave = open(path, O_RDWR | O_NOCTTY);
    if (slave < 0 || tcgetattr(slave, &raw) != 0) {
        perror("pseudo-terminal slave");
        return 2;
    }
    /* what cfmakeraw does, spelled out because cfmakeraw is not POSIX */
    raw.c_iflag &= (tcflag_t)~(IGNBRK | BRKINT | PARMRK | ISTRIP | INLCR | IGNCR | ICRNL | IXON);
    raw.c_oflag &= (tcflag_t)~OPOST;
    raw.c_lflag &= (tcflag_t)~(ECHO | ECHONL | ICANON | ISIG | IEXTEN);
    raw.c_cflag &= (tcflag_t)~(CSIZE | PARENB);
    raw.c_cflag |= CS8;
    tcsetattr(slave, TCSANOW, &raw);
    fcntl(master, F_SETFL, fcntl(master, F_GETFL) | O_NONBLOCK);
    printf("PTY %s\n", path);
    fflush(stdout);

    /* Unbuffered, so lines that arrive together stay in the descriptor where poll() sees them
     * (a stdio buffer would hold them back until more input came). */
    if (interactive) setvbuf(stdin, NULL, _IONBF, 0);
    configure();
    board_setup(&config);
    for (;;) {
        struct pollfd fds[2];
        int n = 1;
        fds[0].fd = master;
        fds[0].events = POLLIN;
        if (interactive) {
            fds[1].fd = 0;
            fds[1].events = POLLIN;
            n = 2;
        }
        poll(fds, (nfds_t)n, 1);
        board_loop();
        if (ready()) {
            if (interactive && (fds[1].revents & (POLLIN | POLLHUP))) {
                if (!fgets(line, sizeof line, stdin) || !command(line)) break;
            } else if (script) {
                if (!fgets(line, sizeof line, script)) {
                    fclose(script);
                    script = NULL;
                    fprintf(stderr, "script: done\n");
                } else if (!command(line)) {
                    break;
                }
            }
        }
    }
    fprintf(stderr, "virtual board: bye\n");
    close(slave);
    close(master);
    return 0;
}
