#!/usr/bin/env python3
"""Kontor's strong Catan bot in one seat of catanatron games, three catanatron players in the others.

Each time catanatron asks the Kontor seat to decide, its state is sent to a Java process
(org.kontor.engine.catan.CatanatronBridge, engine test sources) as one JSON line: the board once
per game (tiles, numbers, ports and every node in the drawing units of Kontor's Topology), then
per decision the buildings, roads, robber, bank, deck, every hand and card, the prompt. The bridge
builds the Kontor Catan position, asks the strong bot and answers with a catanatron action
(in catanatron's node, edge and tile ids), which is played only if it is among catanatron's
playable actions; otherwise the seat plays catanatron's first playable action and the miss is
counted and printed (a bridge that is not faithful shows up here).

Game g (from 0) uses seed SEED + g; the Kontor seat sits in seating position g % 4. Games run to a
winner or catanatron's 1,000-turn limit (counted as won by nobody). The script runs itself again with Python's hash fixed (PYTHONHASHSEED=0,
setarch -R) so that a seed plays the same game in every run.

usage: python bench/catanatron_anchor.py GAMES SEED FIELD CLASSPATH
  FIELD: alphabeta (catanatron's AlphaBetaPlayer, its defaults: depth 2, no pruning, base value
  function) or random (catanatron's RandomPlayer). CLASSPATH: the engine's classes, test classes
  and dependencies. Run with catanatron's package on PYTHONPATH.
"""
import json
import math
import os
import random
import subprocess
import sys
import time

from catanatron.game import Game
from catanatron.models.enums import ActionPrompt, ActionType, NodeRef, SETTLEMENT
from catanatron.models.map import PORT_DIRECTION_TO_NODEREFS
from catanatron.models.player import Color, Player, RandomPlayer
from catanatron.models.tiles import LandTile, Port
from catanatron.players import minimax
from catanatron.players.minimax import AlphaBetaPlayer

RESOURCES = ["WOOD", "BRICK", "SHEEP", "WHEAT", "ORE"]
CARDS = ["KNIGHT", "YEAR_OF_PLENTY", "MONOPOLY", "ROAD_BUILDING", "VICTORY_POINT"]
COLORS = (Color.RED, Color.BLUE, Color.WHITE, Color.ORANGE)
# A corner's offset from its hex centre in Topology's drawing units (x: half hex widths, y: half corner radii).
CORNER = {NodeRef.NORTH: (0, -2), NodeRef.NORTHEAST: (1, -1), NodeRef.SOUTHEAST: (1, 1),
          NodeRef.SOUTH: (0, 2), NodeRef.SOUTHWEST: (-1, 1), NodeRef.NORTHWEST: (-1, -1)}


def centre(coordinate):
    """catanatron's cube coordinate (x, y, z) is axial (q=x, r=z), both pointy-top with r to the south-east."""
    x, _, z = coordinate
    return 2 * x + z, 3 * z


def board_message(game):
    m = game.state.board.map
    nodes = {}
    for coordinate, tile in m.tiles.items():
        cx, cy = centre(coordinate)
        for ref, node in tile.nodes.items():
            if node in m.land_nodes:
                nodes[node] = (cx + CORNER[ref][0], cy + CORNER[ref][1])
    tiles = []
    for coordinate, tile in m.land_tiles.items():
        cx, cy = centre(coordinate)
        tiles.append([cx, cy, tile.resource, tile.number or 0])
    ports = []
    for tile in m.tiles.values():
        if isinstance(tile, Port):
            a, b = PORT_DIRECTION_TO_NODEREFS[tile.direction]
            ports.append([tile.nodes[a], tile.nodes[b], tile.resource])
    return {"type": "board", "nodes": [[n, x, y] for n, (x, y) in sorted(nodes.items())],
            "tiles": tiles, "ports": ports}


def decide_message(game, seat, seed):
    s = game.state
    players = []
    for index, color in enumerate(s.colors):
        key = f"P{index}"
        ps = s.player_state
        cards, bought = [], []
        for card in CARDS:
            n = ps[f"{key}_{card}_IN_HAND"]
            playable = card == "VICTORY_POINT" or ps[f"{key}_{card}_OWNED_AT_START"]
            (cards if playable else bought).extend([card] * n)
        players.append({
            "hand": [ps[f"{key}_{r}_IN_HAND"] for r in RESOURCES],
            "cards": cards, "bought": bought,
            "knights": ps[f"{key}_PLAYED_KNIGHT"],
            "roads": ps[f"{key}_ROADS_AVAILABLE"],
            "settlements": ps[f"{key}_SETTLEMENTS_AVAILABLE"],
            "cities": ps[f"{key}_CITIES_AVAILABLE"],
            "roadLength": ps[f"{key}_LONGEST_ROAD_LENGTH"],
            "longestRoad": ps[f"{key}_HAS_ROAD"], "largestArmy": ps[f"{key}_HAS_ARMY"],
        })
    turn_key = f"P{s.current_turn_index}"
    buildings = [[node, s.color_to_index[color], 1 if kind == SETTLEMENT else 2]
                 for node, (color, kind) in s.board.buildings.items()]
    roads = [[a, b, s.color_to_index[color]] for (a, b), color in s.board.roads.items() if a < b]
    last = s.buildings_by_color[s.colors[seat]][SETTLEMENT]
    settled = sum(len(s.buildings_by_color[c][SETTLEMENT]) for c in s.colors)
    return {
        "type": "decide", "seed": seed, "seat": seat, "turnSeat": s.current_turn_index,
        "prompt": s.current_prompt.value, "turns": s.num_turns,
        "rolled": s.player_state[f"{turn_key}_HAS_ROLLED"],
        "cardPlayed": s.player_state[f"{turn_key}_HAS_PLAYED_DEVELOPMENT_CARD_IN_TURN"],
        "knight": s.is_moving_knight,
        "freeRoads": s.free_roads_available if s.is_road_building else 0,
        "discard": s.discard_counts[seat] if s.current_prompt == ActionPrompt.DISCARD else 0,
        "settled": settled, "lastSettlement": last[-1] if last else -1,
        "bank": list(s.resource_freqdeck), "deck": list(s.development_listdeck),
        "robber": list(centre(s.board.robber_coordinate)),
        "players": players, "buildings": buildings, "roads": roads,
    }


class Bridge:
    """The Java process, kept alive for every game: one JSON line out, one back."""

    def __init__(self, classpath):
        self.process = subprocess.Popen(
            ["java", "-XX:+UseSerialGC", "-cp", classpath, "org.kontor.engine.catan.CatanatronBridge"],
            stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, bufsize=1)
        self.seconds = []

    def ask(self, message):
        start = time.perf_counter()
        self.process.stdin.write(json.dumps(message) + "\n")
        self.process.stdin.flush()
        line = self.process.stdout.readline()
        if not line:
            raise RuntimeError("the Java bridge stopped")
        answer = json.loads(line)
        if message["type"] == "decide":
            self.seconds.append(time.perf_counter() - start)
        if "error" in answer:
            raise RuntimeError("the Java bridge refused: " + answer["error"])
        return answer


def matches(action, answer, game):
    """True when catanatron's playable action is the one the bridge answered."""
    kind = answer["action"]
    if action.action_type.value != kind:
        return False
    value = answer.get("value")
    if kind in ("BUILD_SETTLEMENT", "BUILD_CITY"):
        return action.value == value
    if kind == "BUILD_ROAD":
        return sorted(action.value) == sorted(value)
    if kind == "MOVE_ROBBER":
        coordinate, victim = action.value
        wanted = None if value["victim"] < 0 else game.state.colors[value["victim"]]
        return list(centre(coordinate)) == value["tile"] and victim == wanted
    if kind == "PLAY_YEAR_OF_PLENTY":
        return sorted(action.value) == sorted(value)
    if kind == "PLAY_MONOPOLY":
        return action.value == value
    if kind == "MARITIME_TRADE":
        return action.value[0] == value["give"] and action.value[4] == value["get"]
    if kind == "DISCARD_RESOURCE":
        return action.value == value
    return True   # ROLL, END_TURN, BUY_DEVELOPMENT_CARD, PLAY_KNIGHT_CARD, PLAY_ROAD_BUILDING


class KontorPlayer(Player):
    """A catanatron seat whose every decision is Kontor's strong bot's."""

    def __init__(self, color, bridge, seed):
        super().__init__(color, is_bot=True)
        self.bridge = bridge
        self.seed = seed
        self.decisions = 0
        self.misses = []

    def decide(self, game, playable_actions):
        self.decisions += 1
        seat = game.state.colors.index(self.color)
        answer = self.bridge.ask(decide_message(game, seat, self.seed * 100_003 + self.decisions))
        found = [a for a in playable_actions if matches(a, answer, game)]
        if not found:
            self.misses.append((game.state.current_prompt.value, answer))
            return playable_actions[0]
        # A maritime trade at the best rate the seat has, as Kontor trades (fewest cards given).
        return min(found, key=lambda a: sum(1 for r in a.value[:4] if r is not None)
                   if a.action_type == ActionType.MARITIME_TRADE else 0)


def wilson(wins, n, z=1.96):
    if n == 0:
        return 0.0, 1.0
    p = wins / n
    d = 1 + z * z / n
    c = (p + z * z / (2 * n)) / d
    h = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / d
    return max(0.0, c - h), min(1.0, c + h)


def field_player(field, color):
    if field == "alphabeta":
        # catanatron's defaults: depth 2, prunning False, the base value function. Its search stops at
        # 20 s of wall time; on a quiet machine it ends long before, on a loaded one the cap would cut
        # it short, so it is lifted: the players search the same whatever the load.
        minimax.MAX_SEARCH_TIME_SECS = 10 ** 9
        return AlphaBetaPlayer(color)
    if field == "random":
        return RandomPlayer(color)
    raise SystemExit(f"There is no field \"{field}\"; the fields are alphabeta and random.")


def main():
    if len(sys.argv) != 5:
        raise SystemExit(__doc__)
    if os.environ.get("PYTHONHASHSEED") != "0":
        # catanatron lists some actions from sets whose order follows the hash: of strings (seeded
        # per process unless PYTHONHASHSEED is fixed) and, before Python 3.12, of None (its address,
        # moved by address space randomization, which setarch -R turns off for this process).
        # Both fixed, a seed plays the same game in every run.
        env = {**os.environ, "PYTHONHASHSEED": "0"}
        os.execvpe("setarch", ["setarch", os.uname().machine, "-R", sys.executable] + sys.argv, env)
    games, seed0, field, classpath = int(sys.argv[1]), int(sys.argv[2]), sys.argv[3], sys.argv[4]
    field_player(field, Color.RED)
    bridge = Bridge(classpath)
    wins = unfinished = misses = decisions = 0
    by_position = [[0, 0] for _ in range(4)]
    started = time.time()
    for g in range(games):
        seed = seed0 + g
        position = g % 4
        # Game() seeds Python's generator and seats the players by random.sample, which depends only
        # on how many players there are: a first, throw-away Game shows which list slot sits where.
        random.seed(seed)
        order = Game([RandomPlayer(c) for c in COLORS], seed=seed).state.colors
        kontor_color = order[position]
        kontor = KontorPlayer(kontor_color, bridge, seed)
        players = [kontor if c == kontor_color else field_player(field, c) for c in COLORS]
        game = Game(players, seed=seed)
        assert game.state.colors.index(kontor_color) == position
        bridge.ask(board_message(game))
        winner = game.play()
        won = winner == kontor_color
        wins += won
        unfinished += winner is None
        misses += len(kontor.misses)
        decisions += kontor.decisions
        by_position[position][0] += won
        by_position[position][1] += 1
        low, high = wilson(wins, g + 1)
        points = [game.state.player_state[f"P{i}_ACTUAL_VICTORY_POINTS"] for i in range(4)]
        ps = game.state.player_state
        k = f"P{position}"
        kontor_end = (f"Kontor {ps[k + '_ACTUAL_VICTORY_POINTS']} points "
                      f"({5 - ps[k + '_SETTLEMENTS_AVAILABLE']} settlements, "
                      f"{4 - ps[k + '_CITIES_AVAILABLE']} cities, {15 - ps[k + '_ROADS_AVAILABLE']} roads, "
                      f"{ps[k + '_PLAYED_KNIGHT']} knights, {ps[k + '_VICTORY_POINT_IN_HAND']} point cards"
                      f"{', longest road' if ps[k + '_HAS_ROAD'] else ''}{', largest army' if ps[k + '_HAS_ARMY'] else ''})")
        print(f"game {g + 1} seed {seed} position {position}: "
              f"{'Kontor' if won else (winner.value if winner else 'nobody (1,000 turns)')} won, "
              f"points by seat {points}, {kontor_end}, {game.state.num_turns} turns, {kontor.decisions} Kontor decisions, {len(kontor.misses)} missed"
              f"{' ' + str(kontor.misses[:3]) if kontor.misses else ''}; "
              f"so far {wins}/{g + 1} = {100 * wins / (g + 1):.1f} % ({100 * low:.1f}-{100 * high:.1f} %), "
              f"{time.time() - started:.0f} s", flush=True)
    low, high = wilson(wins, games)
    seconds = sorted(bridge.seconds)
    p99 = seconds[min(len(seconds) - 1, int(0.99 * len(seconds)))] if seconds else 0
    print(f"Kontor strong against three catanatron {field} players: {wins} of {games} games won "
          f"= {100 * wins / games:.1f} % (95 % Wilson {100 * low:.1f}-{100 * high:.1f} %), seeds {seed0}-{seed0 + games - 1}, "
          f"{unfinished} unfinished at 1,000 turns; by seating position (won/played): "
          f"{', '.join(f'{w}/{n}' for w, n in by_position)}; {decisions} Kontor decisions, {misses} not among "
          f"catanatron's playable actions; a bridge round trip p99 {1000 * p99:.0f} ms")
    bridge.process.stdin.close()
    bridge.process.wait()


if __name__ == "__main__":
    main()
