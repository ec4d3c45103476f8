#!/usr/bin/env python3
"""How long the hub must wait for a hand, played in a model of the reference rig's hands.

The hands of bench/settle.sh (SettleBenchmark) with the contacts of firmware/sim/board_simulator.c
(2-15 ms of chatter, 0.1-2 ms in each state; a slide holds each spot it passes over 10-30 ms, then
0-10 ms to the next), read by the firmware's integrator (a level counts at the N-th scan in a row
that sees it, a scan every 5.12 ms) and judged by the hub's Settle (a window after a clean change,
another after several, the whole settle window while more pieces were lifted than put down), all
in the board's time. Prints, for each setting, the slides judged mid-hand (a spot passed over
judged on its own, the table not as it stood before the hand) and the touch -> verdict time (the
hub's own work, the frame and the LEDs come on top), and the placements that waited the whole
settle window.

usage: bench/settle_model.py [HANDS] [SEED]   (default 6000, 1; about 30 s)
"""
import random
import sys

SCAN_MS = 5.12
SETTLE_MS = 400


def actuate(t, chatter_ms):
    """A contact's toggles from t, as the simulator's actuate(): alternating, ending on the new level."""
    toggles = [t]
    end = t + chatter_ms
    last = t
    while len(toggles) + 2 <= 24:
        opened = last + 0.1 + random.random() * 1.875
        closed = opened + 0.1 + random.random() * 1.875
        if closed > end:
            break
        toggles += [opened, closed]
        last = closed
    return toggles


def level(toggles, new, old, t):
    if t < toggles[0]:
        return old
    return new if sum(1 for x in toggles if x <= t) % 2 == 1 else old


def chatter():
    return 2 + random.randint(0, 13)


def hand(slide):
    """The spots the hand touches: {spot: (toggles put down, toggles lifted or None)}, and when the last contact is made."""
    t = 0.0
    contacts = {}
    if slide:
        for i in range(random.randint(1, 2)):
            down = actuate(t, chatter())
            up = actuate(down[-1] + 10 + random.randint(0, 20), chatter())
            contacts["passed %d" % i] = (down, up)
            t = up[-1] + random.randint(0, 10)
    contacts["rest"] = (actuate(t, chatter()), None)
    return contacts, t


def closed(contact, t):
    down, up = contact
    if up is None or t < up[0]:
        return level(down, 1, 0, t)
    return level(up, 0, 1, t)


def play(scans, clean_ms, busy_ms, hands, lift_counts=True, lift_scans=None):
    """lift_scans: a lift told after that many scans, a put-down after scans (None: one debounce both ways)."""
    mid_hand = 0
    slides = 0
    times = []
    for _ in range(hands):
        slide = random.random() < 1 / 3
        slides += slide
        contacts, touch = hand(slide)
        phase = random.random() * SCAN_MS
        told = []
        for spot, contact in contacts.items():
            stable, count, t = 0, 0, phase
            while t < touch + 200:
                if closed(contact, t) == stable:
                    count = 0
                else:
                    count += 1
                    if count >= (scans if stable == 0 or lift_scans is None else lift_scans):
                        stable, count = 1 - stable, 0
                        told.append((t, spot, stable))
                t += SCAN_MS
        told.sort()
        changes, balance, wrong = 0, 0, False
        for i, (t, spot, present) in enumerate(told):
            changes += 1
            balance += 1 if present else -1
            in_the_air = balance < 0 if lift_counts else not present
            window = SETTLE_MS if in_the_air else clean_ms if changes <= 1 else busy_ms
            if i + 1 == len(told):
                times.append(t + window - touch)
            elif told[i + 1][0] - t > window:
                wrong |= balance != 0   # judged: the table is not as it stood before the hand
                changes, balance = 0, 0
        mid_hand += wrong
    times.sort()
    whole = sum(1 for t in times if t >= SETTLE_MS)
    return mid_hand, slides, times[len(times) // 2], times[int(len(times) * 0.99)], whole


def main():
    hands = int(sys.argv[1]) if len(sys.argv) > 1 else 6000
    random.seed(int(sys.argv[2]) if len(sys.argv) > 2 else 1)
    # (6, 50, 90, False) is the settle before (Settle.before).
    for scans, clean, busy, counts in [(6, 50, 90, False), (6, 50, 90, True), (3, 50, 60, True), (3, 55, 60, True),
                                       (3, 60, 70, True), (2, 55, 65, True), (2, 58, 68, True), (2, 60, 70, True),
                                       (6, 60, 70, True)]:
        mid, slides, p50, p99, whole = play(scans, clean, busy, hands, counts)
        rule = "in the air while more lifted than put down" if counts else "in the air after any lift"
        print(f"debounce {scans} scans, windows {clean}/{busy} ms, {rule}: judged mid-hand {mid} of {slides} slides;"
              f" touch -> verdict p50 {p50:.1f} p99 {p99:.1f} ms; {whole} of {hands} waited the whole window")
    # Lifts told after one scan, put-downs after two: (2, 50, 60) is the hub's now with a board that takes
    # CONFIG_SET key 5 (Settle.adaptive's quick windows); (2, 60, 70) above with one that refuses it.
    for clean, busy in [(45, 55), (50, 60)]:
        mid, slides, p50, p99, whole = play(2, clean, busy, hands, True, 1)
        print(f"debounce 2 scans for a put-down, 1 for a lift, windows {clean}/{busy} ms: judged mid-hand {mid} of {slides} slides;"
              f" touch -> verdict p50 {p50:.1f} p99 {p99:.1f} ms; {whole} of {hands} waited the whole window")


if __name__ == "__main__":
    main()
