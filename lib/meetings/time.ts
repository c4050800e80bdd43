/**
 * Wall-clock times in IANA time zones with the runtime's Intl data only (client-safe, no library): a
 * meeting is proposed as a date and time in the buyer's zone and stored as one instant.
 */

const ZONE_SHAPE = /^[A-Za-z][A-Za-z0-9_+\-/]{0,63}$/;

/** Whether the runtime knows this IANA time zone (e.g. `Europe/Berlin`, `UTC`). */
export function isTimeZone(zone: string): boolean {
  if (!ZONE_SHAPE.test(zone)) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

const partsFormats = new Map<string, Intl.DateTimeFormat>();

function partsFormat(zone: string): Intl.DateTimeFormat {
  let format = partsFormats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    partsFormats.set(zone, format);
  }
  return format;
}

/** The wall clock of `zone` at `instant`, as milliseconds of a UTC date with the same fields. */
function wallClockOf(zone: string, instant: number): number {
  const parts = partsFormat(zone).formatToParts(new Date(instant));
  const field = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  return Date.UTC(field('year'), field('month') - 1, field('day'), field('hour'), field('minute'), field('second'));
}

/** `YYYY-MM-DD` and `HH:MM` as the milliseconds of that wall clock read as UTC; undefined when not a real date. */
export function parseWallClock(date: string, time: string): number | undefined {
  const d = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const t = /^(\d{2}):(\d{2})$/.exec(time);
  if (!d || !t) return undefined;
  const [year, month, day, hour, minute] = [d[1], d[2], d[3], t[1], t[2]].map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  if (hour > 23 || minute > 59) return undefined;
  const wall = Date.UTC(year, month - 1, day, hour, minute);
  const check = new Date(wall);
  // 2026-02-30 rolls over to March: not a date
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) {
    return undefined;
  }
  return wall;
}

/**
 * The instant at which `zone`'s clocks show `date` `time`. Null when that wall time does not exist there
 * (the hour skipped when clocks go forward); undefined when the date or time is malformed.
 */
export function zonedTimeToInstant(date: string, time: string, zone: string): Date | null | undefined {
  const wall = parseWallClock(date, time);
  if (wall === undefined || !isTimeZone(zone)) return undefined;
  // the zone's offset near the wall time, then once more at the first guess (it may cross a change)
  const first = wall - (wallClockOf(zone, wall) - wall);
  const second = wall - (wallClockOf(zone, first) - first);
  for (const candidate of [second, first]) {
    if (wallClockOf(zone, candidate) === wall) return new Date(candidate);
  }
  return null;
}

/** Today's date in `zone`, as `YYYY-MM-DD` (the date picker's first day). */
export function dateInZone(instant: number, zone: string): string {
  return new Date(wallClockOf(zone, instant)).toISOString().slice(0, 10);
}

/** The runtime's own time zone (the buyer's browser), or UTC when it cannot tell. */
export function localTimeZone(): string {
  try {
    const zone = new Intl.DateTimeFormat().resolvedOptions().timeZone;
    return zone && isTimeZone(zone) ? zone : 'UTC';
  } catch {
    return 'UTC';
  }
}

/** Every time zone the runtime knows, for the zone picker (the given ones first if missing). */
export function knownTimeZones(include: readonly string[] = []): string[] {
  let zones: string[] = [];
  try {
    zones = Intl.supportedValuesOf('timeZone');
  } catch {
    zones = [];
  }
  const extra = include.filter((zone) => !zones.includes(zone));
  return [...extra, ...zones];
}
