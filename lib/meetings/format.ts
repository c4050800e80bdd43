/** A meeting's start as people read it (client-safe): full date and time in the zone, with the zone's name. */
export function formatMeetingTime(locale: string, instant: Date | string, zone: string): string {
  const at = typeof instant === 'string' ? new Date(instant) : instant;
  try {
    const text = new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeStyle: 'short', timeZone: zone }).format(at);
    return `${text} (${zoneLabel(zone)})`;
  } catch {
    return `${at.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
  }
}

/** An IANA zone as a label: `America/Sao_Paulo` → `America/Sao Paulo`. */
export function zoneLabel(zone: string): string {
  return zone.replaceAll('_', ' ');
}
