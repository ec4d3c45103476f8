package org.kontor.engine.catan;

import java.util.ArrayList;
import java.util.List;
import org.kontor.engine.board.Board;
import org.kontor.engine.board.Harbour;
import org.kontor.engine.board.Resource;
import org.kontor.engine.board.Terrain;
import org.kontor.engine.board.Topology;

/**
 * The island as laid out for one game: the printed frame's geometry and harbour places, with the
 * terrain, numbers and harbour kinds this game uses (fixed on the beginner board, shuffled on the
 * variable one; see {@link IslandSetup}). Made once per game, immutable, shared by its states.
 */
public final class Island {

    private final Board frame;
    private final IslandSetup.Layout layout;
    private final Terrain[] terrain;
    private final int[] number;
    private final List<Harbour> harbours;
    private final Harbour[] harbourAt;
    private final int[][] hexesByNumber;
    private final int desert;

    Island(Board frame, IslandSetup.Layout layout, List<Terrain> terrain, List<Integer> numbers, List<Harbour> harbours) {
        Topology t = frame.topology();
        if (terrain.size() != t.hexCount() || numbers.size() != t.hexCount()) {
            throw new IllegalArgumentException("terrain and numbers must name every hex");
        }
        this.frame = frame;
        this.layout = layout;
        this.terrain = terrain.toArray(new Terrain[0]);
        this.number = numbers.stream().mapToInt(Integer::intValue).toArray();
        this.harbours = List.copyOf(harbours);
        this.harbourAt = new Harbour[t.intersectionCount()];
        for (Harbour h : this.harbours) {
            for (int i : t.intersectionsOfPath(h.path())) {
                harbourAt[i] = h;
            }
        }
        List<List<Integer>> byNumber = new ArrayList<>();
        for (int n = 0; n <= 12; n++) {
            byNumber.add(new ArrayList<>());
        }
        int desertHex = -1;
        for (int h = 0; h < t.hexCount(); h++) {
            if (number[h] > 0) {
                byNumber.get(number[h]).add(h);
            }
            if (this.terrain[h] == Terrain.DESERT && desertHex < 0) {
                desertHex = h;
            }
        }
        this.hexesByNumber = byNumber.stream().map(l -> l.stream().mapToInt(Integer::intValue).toArray()).toArray(int[][]::new);
        this.desert = desertHex;
    }

    public Board frame() {
        return frame;
    }

    /** How this island was laid out: the printed beginner board or a variable one. */
    public IslandSetup.Layout layout() {
        return layout;
    }

    public Topology topology() {
        return frame.topology();
    }

    public Terrain terrain(int hex) {
        return terrain[hex];
    }

    /** The resource a hex yields, or null (desert, sea). */
    public Resource produces(int hex) {
        return terrain[hex].produces();
    }

    /** The number on a hex, 0 for none. */
    public int number(int hex) {
        return number[hex];
    }

    public int[] hexesWithNumber(int roll) {
        return hexesByNumber[roll];
    }

    /** The desert, where the robber starts; -1 on a board without one. */
    public int desert() {
        return desert;
    }

    public List<Harbour> harbours() {
        return harbours;
    }

    /** The harbour a settlement or city on this intersection uses, or null. */
    public Harbour harbourAt(int intersection) {
        return harbourAt[intersection];
    }

    /** A land hex with a resource or the desert: where the robber may stand. */
    public boolean isLand(int hex) {
        return terrain[hex].isLand();
    }
}
