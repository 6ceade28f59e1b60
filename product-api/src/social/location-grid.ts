// Issue 24 Location privacy (ADR 0015): "Everyone else … sees at most an approximate area: snapped to a fixed grid
// of at least 1 km, the same cell every time (no averaging it out by asking repeatedly), never closer than the cell."
//
// The grid is fixed on the globe and owes nothing to the person, the viewer, the request or the clock: rows of
// equal latitude height, each row cut into equal columns that are at least CELL_METRES wide even at the row's edge
// nearest the pole. A location is replaced by the centre of its cell; asking a thousand times gives the same centre,
// and two people anywhere in one cell get the same answer, so nothing finer than the cell can be learnt.

/** The smallest side of a cell, in metres. */
export const CELL_METRES = 1000;

// Lower bounds of a degree's length on the WGS84 ellipsoid, so a cell is never smaller than CELL_METRES: a degree
// of latitude is 110,574 m at the equator and longer elsewhere; a degree of longitude at latitude φ is at least
// 111,319 m × cos φ (the ellipsoid's only makes it longer).
const METRES_PER_DEGREE_LAT_MIN = 110_574;
const METRES_PER_DEGREE_LNG_EQUATOR = 111_319;

/** A row's height in degrees of latitude. */
export const CELL_LAT_DEGREES = CELL_METRES / METRES_PER_DEGREE_LAT_MIN;

export interface ApproximateLocation {
  /** The centre of the cell. */
  latitude: number;
  longitude: number;
  /** The row and column of the cell (the same for everyone in it). */
  row: number;
  column: number;
  /** A radius around the centre that holds the whole cell, in metres (rounded up to 10 m): the area to draw. */
  radiusMetres: number;
}

const rad = (deg: number) => (deg * Math.PI) / 180;
const round6 = (n: number) => Math.round(n * 1e6) / 1e6;

/** The grid row of a latitude (shared with the SQL that ranks suggestions by row: social/graph.ts). */
export function cellRow(latitude: number): number {
  return Math.floor(Math.max(-90, Math.min(90, latitude)) / CELL_LAT_DEGREES);
}

/** How many equal columns a row has: as many as fit while each is CELL_METRES wide at the row's poleward edge. */
function columnsOf(row: number): number {
  const poleward = Math.min(90, Math.max(Math.abs(row * CELL_LAT_DEGREES), Math.abs((row + 1) * CELL_LAT_DEGREES)));
  const metresAround = 360 * METRES_PER_DEGREE_LNG_EQUATOR * Math.cos(rad(poleward));
  return Math.max(1, Math.floor(metresAround / CELL_METRES));
}

/** The widest column (degrees of longitude) of the rows a latitude range touches: a margin that holds any cell. */
export function widestCellDegrees(south: number, north: number): number {
  const poleward = Math.max(Math.abs(south), Math.abs(north));
  return 360 / columnsOf(cellRow(Math.min(90, poleward)));
}

/** Snaps a location to its cell of the fixed grid. Pure: the same input always gives the same cell. */
export function snapToCell(latitude: number, longitude: number): ApproximateLocation {
  const row = cellRow(latitude);
  const columns = columnsOf(row);
  const width = 360 / columns;
  // Longitudes wrap: -180 and 180 are the same meridian.
  const lng = ((((longitude + 180) % 360) + 360) % 360) - 180;
  const column = Math.min(columns - 1, Math.floor((lng + 180) / width));
  const south = row * CELL_LAT_DEGREES;
  const north = south + CELL_LAT_DEGREES;
  const centreLat = Math.max(-90, Math.min(90, (south + north) / 2));
  const centreLng = -180 + (column + 0.5) * width;
  // The widest part of the cell is its equatorward edge; the half-diagonal there holds every corner.
  const equatorward = Math.min(Math.abs(south), Math.abs(north), 90);
  const crossesEquator = south < 0 && north > 0;
  const widestMetres = width * 111_320 * Math.cos(rad(crossesEquator ? 0 : equatorward));
  const heightMetres = CELL_LAT_DEGREES * 111_700;
  const radiusMetres = Math.ceil(Math.hypot(widestMetres / 2, heightMetres / 2) / 10) * 10;
  return { latitude: round6(centreLat), longitude: round6(centreLng), row, column, radiusMetres };
}
