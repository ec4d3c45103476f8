#!/usr/bin/env python3
"""Writes the positions CatanatronBridgeTest reads: one seeded catanatron game of four RandomPlayers,
its board line, then sampled decisions, each the bridge's decide line with catanatron's playable
actions written as the bridge answers them.

usage: PYTHONPATH=<catanatron> python bench/catanatron_fixture.py SEED OUT.jsonl
"""
import json
import random
import sys

from catanatron.game import Game
from catanatron.models.enums import ActionPrompt
from catanatron.models.player import Color, RandomPlayer

from catanatron_anchor import COLORS, board_message, centre, decide_message


def as_answer(action, game):
    kind = action.action_type.value
    v = action.value
    if kind in ("BUILD_SETTLEMENT", "BUILD_CITY", "PLAY_MONOPOLY", "DISCARD_RESOURCE"):
        return {"action": kind, "value": v}
    if kind == "BUILD_ROAD":
        return {"action": kind, "value": sorted(v)}
    if kind == "MOVE_ROBBER":
        coordinate, victim = v
        return {"action": kind, "value": {"tile": list(centre(coordinate)),
                                          "victim": -1 if victim is None else game.state.colors.index(victim)}}
    if kind == "MARITIME_TRADE":
        return {"action": kind, "value": {"give": v[0], "get": v[4]}}
    if kind == "PLAY_YEAR_OF_PLENTY":
        return {"action": kind, "value": sorted(v)}
    return {"action": kind}


def main():
    seed, out = int(sys.argv[1]), sys.argv[2]
    random.seed(seed)
    game = Game([RandomPlayer(c) for c in COLORS], seed=seed)
    lines = [board_message(game)]
    taken = {}
    decision = 0
    while game.winning_color() is None and game.state.num_turns < 1000:
        s = game.state
        prompt = s.current_prompt
        kinds = {a.action_type.value for a in game.playable_actions}
        # Every setup placement; then the first few of each prompt, and positions with builds or cards to play.
        label = prompt.value + ("/road-building" if s.is_road_building else "") + \
            ("/build" if kinds & {"BUILD_SETTLEMENT", "BUILD_CITY", "MARITIME_TRADE"} else "") + \
            ("/card" if kinds & {"PLAY_KNIGHT_CARD", "PLAY_MONOPOLY", "PLAY_YEAR_OF_PLENTY", "PLAY_ROAD_BUILDING"} else "")
        if s.is_initial_build_phase or taken.get(label, 0) < 4:
            taken[label] = taken.get(label, 0) + 1
            message = decide_message(game, s.current_player_index, seed * 1000 + decision)
            message["playable"] = [as_answer(a, game) for a in game.playable_actions]
            message["label"] = label
            lines.append(message)
        decision += 1
        game.play_tick()
    with open(out, "w") as f:
        for line in lines:
            f.write(json.dumps(line, sort_keys=True) + "\n")
    print(f"{len(lines) - 1} positions: {sorted(taken.items())}")


if __name__ == "__main__":
    main()
