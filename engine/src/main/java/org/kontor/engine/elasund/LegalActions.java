package org.kontor.engine.elasund;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * What a seat may do now: every candidate command of every kind, kept when the rule's own check
 * ({@link Elasund#check}) accepts it, so the listing and the referee cannot disagree.
 */
final class LegalActions {

    private LegalActions() {}

    static List<LegalAction> of(Draft d, int seat) {
        List<LegalAction> actions = new ArrayList<>();
        if (d.over()) {
            return actions;
        }
        if (d.pending != null) {
            if (d.pending.waitsFor(seat)) {
                answers(d, seat, actions);
            }
            return actions;
        }
        if (seat != d.active) {
            return actions;
        }
        switch (d.phase) {
            case ROLL:
                add(actions, "roll", one(d, seat, new Command.Roll()));
                break;
            case BUILD:
                building(d, seat, actions);
                break;
            case SPECIAL:
                special(d, seat, actions);
                add(actions, "end-turn", one(d, seat, new Command.EndTurn()));
                break;
            case DONE:
                add(actions, "end-turn", one(d, seat, new Command.EndTurn()));
                break;
            default:
                throw new IllegalStateException("no phase " + d.phase);
        }
        return actions;
    }

    private static void answers(Draft d, int seat, List<LegalAction> actions) {
        if (d.pending instanceof Pending.OpeningRoll) {
            add(actions, "opening-roll", one(d, seat, new Command.OpeningRoll(null, null)));
        } else if (d.pending instanceof Pending.ShipChoice || d.pending instanceof Pending.PirateShip) {
            List<Command> moves = new ArrayList<>();
            for (int label : d.board.rows()) {
                keep(moves, d, seat, new Command.MoveShip(label));
            }
            add(actions, "move-ship", moves);
        } else if (d.pending instanceof Pending.Discards p) {
            List<Command> discards = new ArrayList<>();
            int owed = p.owed().get(seat);
            for (int g = 0; g <= owed; g++) {
                for (int b = 0; g + b <= owed; b++) {
                    for (int gr = 0; g + b + gr <= owed; gr++) {
                        keep(discards, d, seat, new Command.Discard(g, b, gr, owed - g - b - gr));
                    }
                }
            }
            add(actions, "discard", discards);
        } else if (d.pending instanceof Pending.Exhaustion p) {
            List<Command> giveUps = new ArrayList<>();
            int owed = p.owed().get(seat);
            for (int b = 0; b <= owed; b++) {
                for (int g = 0; b + g <= owed; g++) {
                    keep(giveUps, d, seat, new Command.GiveUpInfluence(b, g, owed - b - g));
                }
            }
            add(actions, "give-up-influence", giveUps);
        } else if (d.pending instanceof Pending.ChurchTile p) {
            List<Command> keeps = new ArrayList<>();
            keep(keeps, d, seat, new Command.KeepChurchTile(p.first()));
            keep(keeps, d, seat, new Command.KeepChurchTile(p.second()));
            add(actions, "keep-church-tile", keeps);
        } else if (d.pending instanceof Pending.Cottages) {
            List<Command> squares = new ArrayList<>();
            for (int i = 0; i < d.columns * ElasundBoard.ROWS; i++) {
                Square s = d.square(i);
                keep(squares, d, seat, new Command.ReplaceCottage(s.column(), d.label(s.row())));
            }
            add(actions, "replace-cottage", squares);
        }
    }

    private static void building(Draft d, int seat, List<LegalAction> actions) {
        int squares = d.columns * ElasundBoard.ROWS;
        if (d.buildsLeft > 0) {
            List<Command> builds = new ArrayList<>();
            for (BuildingKind kind : d.pieces.buildings()) {
                if (kind.owner() == BuildingKind.Owner.STARTING) {
                    continue;
                }
                for (int i = 0; i < squares; i++) {
                    Square s = d.square(i);
                    List<Square> footprint = d.footprint(s, kind.width(), kind.height());
                    if (footprint == null) {
                        continue;
                    }
                    // A colour is named only where a same-size building is covered; elsewhere only "none" can pass.
                    List<Influence> colours = Overbuilding.fee(d, kind, Overbuilding.covered(d, footprint)) > 0
                            ? List.of(Influence.values()) : java.util.Collections.singletonList(null);
                    for (Influence colour : colours) {
                        keep(builds, d, seat, new Command.Build(kind.id(), s.column(), d.label(s.row()), colour));
                    }
                }
            }
            add(actions, "build", builds);
            List<Command> walls = new ArrayList<>();
            for (int w = 0; w < d.wallOwner.length; w++) {
                keep(walls, d, seat, new Command.BuildWall(w));
            }
            add(actions, "build-wall", walls);
            add(actions, "build-church", one(d, seat, new Command.BuildChurch()));
        }
        List<Command> permits = new ArrayList<>();
        // Without a colour (the ship's rows), or paying 2 influence of one colour (any row).
        List<Influence> payments = Arrays.asList(null, Influence.BLUE, Influence.GREEN, Influence.RED);
        for (int value : d.unusedPermits(seat)) {
            for (int i = 0; i < squares; i++) {
                Square s = d.square(i);
                if (!d.empty(s)) {
                    continue;
                }
                for (Influence colour : payments) {
                    keep(permits, d, seat, new Command.PlacePermit(value, s.column(), d.label(s.row()), colour));
                }
            }
        }
        add(actions, "place-permit", permits);
        add(actions, "take-gold", one(d, seat, new Command.TakeGold()));
    }

    private static void special(Draft d, int seat, List<LegalAction> actions) {
        int squares = d.columns * ElasundBoard.ROWS;
        List<Command> moves = new ArrayList<>();
        List<Command> upgrades = new ArrayList<>();
        List<Command> anywhere = new ArrayList<>();
        for (int value = 0; value < Draft.PERMITS; value++) {
            for (Influence colour : Influence.values()) {
                if (d.permitSquare[seat][value] >= 0) {
                    for (int i = 0; i < squares; i++) {
                        Square s = d.square(i);
                        if (d.empty(s)) {
                            keep(moves, d, seat, new Command.MovePermit(value, s.column(), d.label(s.row()), colour));
                        }
                    }
                    for (int to = value + 1; to < Draft.PERMITS; to++) {
                        keep(upgrades, d, seat, new Command.UpgradePermit(value, to, colour));
                    }
                }
            }
            if (d.permitSquare[seat][value] < 0) {
                for (int i = 0; i < squares; i++) {
                    Square s = d.square(i);
                    if (d.empty(s)) {
                        keep(anywhere, d, seat, new Command.PlacePermitAnywhere(value, s.column(), d.label(s.row())));
                    }
                }
            }
        }
        add(actions, "move-permit", moves);
        add(actions, "upgrade-permit", upgrades);
        add(actions, "place-permit-anywhere", anywhere);
        add(actions, "buy-gold", one(d, seat, new Command.BuyGold()));
    }

    private static List<Command> one(Draft d, int seat, Command c) {
        return Elasund.check(d, seat, c) == null ? List.of(c) : List.of();
    }

    private static void keep(List<Command> choices, Draft d, int seat, Command c) {
        if (Elasund.check(d, seat, c) == null) {
            choices.add(c);
        }
    }

    private static void add(List<LegalAction> actions, String kind, List<Command> choices) {
        if (!choices.isEmpty()) {
            actions.add(new LegalAction(kind, choices));
        }
    }
}
