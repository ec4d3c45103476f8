package org.kontor.engine.hansa;

import java.util.ArrayList;
import java.util.List;

/**
 * What a seat may do now: every candidate command of every kind, kept when the rule's own check
 * ({@link Hansa#check}) accepts it, so the listing and the referee cannot disagree.
 */
final class LegalActions {

    private LegalActions() {}

    static List<LegalAction> of(Draft d, int seat) {
        List<LegalAction> actions = new ArrayList<>();
        if (d.over()) {
            return actions;
        }
        int posts = d.posts.length;
        if (d.pending instanceof Pending.Displaced p && p.victim() == seat) {
            List<Command> relocations = new ArrayList<>();
            // A piece from the board only when stock and supply are empty.
            boolean fromBoard = p.piecePlaced() && d.stock[seat][0] + d.stock[seat][1] + d.supply[seat][0] + d.supply[seat][1] == 0;
            for (int post = 0; post < posts; post++) {
                if (d.posts[post] != null) {
                    continue;
                }
                for (Piece piece : Piece.values()) {
                    keep(relocations, d, seat, new Command.Relocate(post, piece, -1));
                    for (int from = 0; fromBoard && from < posts; from++) {
                        if (new Holder(seat, piece).equals(d.posts[from])) {
                            keep(relocations, d, seat, new Command.Relocate(post, piece, from));
                        }
                    }
                }
            }
            add(actions, "relocate", relocations);
            add(actions, "stop-relocating", one(d, seat, new Command.StopRelocating()));
            return actions;
        }
        if (d.pending instanceof Pending.PlaceMarkers p && p.seat() == seat) {
            List<Command> places = new ArrayList<>();
            for (int r = 0; r < d.map.routes().size(); r++) {
                keep(places, d, seat, new Command.PlaceMarker(r));
            }
            add(actions, "place-marker", places);
            return actions;
        }
        if (Gates.turn(d, seat) != null) {
            return actions;
        }
        List<Command> taxes = new ArrayList<>();
        for (int m = 0; m <= Setup.MERCHANTS; m++) {
            keep(taxes, d, seat, new Command.Taxes(m));
        }
        add(actions, "taxes", taxes);
        List<Command> places = new ArrayList<>();
        List<Command> displaces = new ArrayList<>();
        List<Command> moves = new ArrayList<>();
        List<Command> removals = new ArrayList<>();
        // Only the candidates that can pass (free posts to place on, opponents' to displace): the
        // rest would each build a refusal sentence for nothing.
        for (int post = 0; post < posts; post++) {
            Holder here = d.posts[post];
            for (Piece piece : Piece.values()) {
                if (here == null) {
                    keep(places, d, seat, new Command.Place(post, piece));
                } else if (here.seat() != seat) {
                    keep(displaces, d, seat, new Command.Displace(post, piece));
                }
            }
            if (here != null && here.seat() != seat) {
                keep(removals, d, seat, new Command.RemovePiece(post));
            }
            if (here != null && here.seat() == seat) {
                for (int to = 0; to < posts; to++) {
                    Holder there = d.posts[to];
                    if (there == null || there.seat() == seat && there.piece() != here.piece()) {
                        keep(moves, d, seat, new Command.Move(post, to));
                    }
                }
            }
        }
        add(actions, "place", places);
        add(actions, "displace", displaces);
        add(actions, "move", moves);
        List<Command> plain = new ArrayList<>();
        List<Command> office = new ArrayList<>();
        List<Command> extra = new ArrayList<>();
        List<Command> ability = new ArrayList<>();
        List<Command> coellen = new ArrayList<>();
        for (Route r : d.map.routes()) {
            if (!keep(plain, d, seat, new Command.Establish(r.id()))) {
                continue;
            }
            for (int city : new int[] {r.from(), r.to()}) {
                keep(office, d, seat, new Command.EstablishOffice(r.id(), city));
                for (Piece piece : Piece.values()) {
                    keep(extra, d, seat, new Command.EstablishExtraOffice(r.id(), city, piece));
                }
                keep(ability, d, seat, new Command.EstablishAbility(r.id(), city));
            }
            for (int space = 0; space < d.coellen.length; space++) {
                keep(coellen, d, seat, new Command.EstablishCoellen(r.id(), space));
            }
        }
        add(actions, "establish", plain);
        add(actions, "establish-office", office);
        add(actions, "establish-extra-office", extra);
        add(actions, "establish-ability", ability);
        add(actions, "establish-coellen", coellen);
        List<Command> swaps = new ArrayList<>();
        for (int city = 0; city < d.offices.length; city++) {
            for (int slot = 0; slot + 1 < d.offices[city].length; slot++) {
                keep(swaps, d, seat, new Command.SwapOffices(city, slot));
            }
        }
        add(actions, "swap-offices", swaps);
        add(actions, "remove-piece", removals);
        if (d.opponentMovesLeft > 0 || d.held.get(seat).contains(BonusMarker.MOVE_THREE)) {
            List<Command> opponentMoves = new ArrayList<>();
            for (int from = 0; from < posts; from++) {
                if (d.posts[from] != null && d.posts[from].seat() != seat) {
                    for (int to = 0; to < posts; to++) {
                        if (d.posts[to] == null) {
                            keep(opponentMoves, d, seat, new Command.MoveOpponentPiece(from, to));
                        }
                    }
                }
            }
            add(actions, "move-opponent-piece", opponentMoves);
        }
        List<Command> develop = new ArrayList<>();
        for (Ability a : Ability.values()) {
            keep(develop, d, seat, new Command.DevelopAbility(a));
        }
        add(actions, "develop-ability", develop);
        List<Command> extraActions = new ArrayList<>();
        keep(extraActions, d, seat, new Command.ExtraActions(3));
        keep(extraActions, d, seat, new Command.ExtraActions(4));
        add(actions, "extra-actions", extraActions);
        add(actions, "end-turn", one(d, seat, new Command.EndTurn()));
        return actions;
    }

    private static List<Command> one(Draft d, int seat, Command c) {
        return Hansa.check(d, seat, c) == null ? List.of(c) : List.of();
    }

    private static boolean keep(List<Command> choices, Draft d, int seat, Command c) {
        if (Hansa.check(d, seat, c) == null) {
            choices.add(c);
            return true;
        }
        return false;
    }

    private static void add(List<LegalAction> actions, String kind, List<Command> choices) {
        if (!choices.isEmpty()) {
            actions.add(new LegalAction(kind, choices));
        }
    }
}
