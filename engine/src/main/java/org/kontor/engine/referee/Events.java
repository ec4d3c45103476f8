package org.kontor.engine.referee;

import java.util.Arrays;
import java.util.List;

/**
 * The events one command makes, in order, collected while the command is carried out. Nearly
 * every command makes 1 to 3, so those are fields (no list or array per command); from the fourth
 * on they go to an array.
 */
public final class Events<E> {

    private E first;
    private E second;
    private E third;
    private Object[] more;
    private int count;

    public void add(E e) {
        switch (count) {
            case 0: first = e; break;
            case 1: second = e; break;
            case 2: third = e; break;
            default:
                if (more == null) {
                    more = new Object[4];
                } else if (count - 3 == more.length) {
                    more = Arrays.copyOf(more, more.length * 2);
                }
                more[count - 3] = e;
        }
        count++;
    }

    /**
     * The events as an unmodifiable list, kept as it is by a result's List.copyOf. The fixed-size
     * List.of calls take their own argument array; List.of(array) would copy it once more.
     */
    @SuppressWarnings("unchecked")
    public List<E> list() {
        switch (count) {
            case 0: return List.of();
            case 1: return List.of(first);
            case 2: return List.of(first, second);
            case 3: return List.of(first, second, third);
            case 4: return List.of(first, second, third, (E) more[0]);
            case 5: return List.of(first, second, third, (E) more[0], (E) more[1]);
            default:
                Object[] all = new Object[count];
                all[0] = first;
                all[1] = second;
                all[2] = third;
                System.arraycopy(more, 0, all, 3, count - 3);
                return (List<E>) List.of(all);
        }
    }
}
