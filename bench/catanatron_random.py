#!/usr/bin/env python3
"""Random 4-player catanatron games per second on this thread's CPU, for docs/performance.md.

Each seat picks uniformly among its playable actions (catanatron's RandomPlayer), the same
player as Kontor's CatanBenchmark. Games run to a winner or catanatron's 1,000-turn limit.

usage: python bench/catanatron_random.py [GAMES=200] [WARM_UP=20]
"""
import random
import sys
import time

from catanatron.game import Game
from catanatron.models.player import Color, RandomPlayer


def play(games, seed0):
    turns = 0
    unfinished = 0
    for g in range(games):
        random.seed(seed0 + g)
        players = [RandomPlayer(c) for c in (Color.RED, Color.BLUE, Color.WHITE, Color.ORANGE)]
        game = Game(players, seed=seed0 + g)
        if game.play() is None:
            unfinished += 1
        turns += game.state.num_turns
    return turns, unfinished


def main():
    games = int(sys.argv[1]) if len(sys.argv) > 1 else 200
    warm_up = int(sys.argv[2]) if len(sys.argv) > 2 else 20
    play(warm_up, 10_000)
    start = time.thread_time()
    turns, unfinished = play(games, 0)
    seconds = time.thread_time() - start
    print(f"catanatron, 4 random players: {games} games in {seconds:.2f} s of CPU: {games / seconds:.1f} games/s, "
          f"{turns / games:.0f} turns/game, {unfinished} unfinished after 1000 turns")


if __name__ == "__main__":
    main()
