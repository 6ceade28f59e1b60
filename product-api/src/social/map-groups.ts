// spec 3 §4 Map grouping: the client asks for a group size (1–4, from the zoom); users whose positions fall in the
// same cell of a grid that widens with the group size become one group marker with a count. Size 1: no grouping.

export const GROUP_CELL_DEGREES: Record<1 | 2 | 3 | 4, number> = { 1: 0, 2: 0.0025, 3: 0.005, 4: 0.01 };

export interface Placed<T> {
  latitude: number;
  longitude: number;
  item: T;
}

export interface Group<T> {
  latitude: number;
  longitude: number;
  users: T[];
}

/** Groups placed items by grid cell; a group sits at the mean of its members. Order: by first member's input order. */
export function groupByCell<T>(placed: Placed<T>[], groupSize: 1 | 2 | 3 | 4): Group<T>[] {
  const cell = GROUP_CELL_DEGREES[groupSize];
  if (cell === 0) return placed.map((p) => ({ latitude: p.latitude, longitude: p.longitude, users: [p.item] }));
  const cells = new Map<string, Placed<T>[]>();
  for (const p of placed) {
    const key = `${Math.floor(p.latitude / cell)}:${Math.floor(p.longitude / cell)}`;
    const list = cells.get(key) ?? [];
    list.push(p);
    cells.set(key, list);
  }
  return [...cells.values()].map((members) => ({
    latitude: members.reduce((s, m) => s + m.latitude, 0) / members.length,
    longitude: members.reduce((s, m) => s + m.longitude, 0) / members.length,
    users: members.map((m) => m.item),
  }));
}
