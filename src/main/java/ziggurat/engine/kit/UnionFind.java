package ziggurat.engine.kit;

/** Disjoint sets over 0..n-1 with path halving and union by size: regions, kingdoms, provinces. */
public final class UnionFind {

    private final int[] parent;
    private final int[] size;

    public UnionFind(int n) {
        parent = new int[n];
        size = new int[n];
        for (int i = 0; i < n; i++) {
            parent[i] = i;
            size[i] = 1;
        }
    }

    public int find(int x) {
        while (parent[x] != x) {
            parent[x] = parent[parent[x]];
            x = parent[x];
        }
        return x;
    }

    /** Joins the sets of a and b; returns the root of the joined set. */
    public int union(int a, int b) {
        int ra = find(a);
        int rb = find(b);
        if (ra == rb) {
            return ra;
        }
        if (size[ra] < size[rb]) {
            int t = ra;
            ra = rb;
            rb = t;
        }
        parent[rb] = ra;
        size[ra] += size[rb];
        return ra;
    }

    public boolean connected(int a, int b) {
        return find(a) == find(b);
    }

    public int sizeOf(int x) {
        return size[find(x)];
    }
}
