import { countryTimeZone } from '@/lib/meetings/country-time-zone';
import { formatMeetingTime } from '@/lib/meetings/format';
import { checkProposedTime, meetingRequestSchema, readProposal } from '@/lib/meetings/rules';
import { dateInZone, isTimeZone, parseWallClock, zonedTimeToInstant } from '@/lib/meetings/time';

describe('wall-clock times in time zones', () => {
  it('turns a date and time in a zone into the instant, in and out of summer time', () => {
    expect(zonedTimeToInstant('2026-06-10', '10:00', 'Europe/Berlin')?.toISOString()).toBe('2026-06-10T08:00:00.000Z');
    expect(zonedTimeToInstant('2026-01-10', '10:00', 'Europe/Berlin')?.toISOString()).toBe('2026-01-10T09:00:00.000Z');
    expect(zonedTimeToInstant('2026-06-10', '16:30', 'Asia/Shanghai')?.toISOString()).toBe('2026-06-10T08:30:00.000Z');
    expect(zonedTimeToInstant('2026-03-01', '23:45', 'America/Sao_Paulo')?.toISOString()).toBe(
      '2026-03-02T02:45:00.000Z',
    );
    expect(zonedTimeToInstant('2026-06-10', '00:15', 'UTC')?.toISOString()).toBe('2026-06-10T00:15:00.000Z');
  });

  it('says a time the clocks skip does not exist (null) and keeps the hour they repeat', () => {
    // Berlin skips 02:00-03:00 on 29 March 2026 and repeats 02:00-03:00 on 25 October 2026
    expect(zonedTimeToInstant('2026-03-29', '02:30', 'Europe/Berlin')).toBeNull();
    const repeated = zonedTimeToInstant('2026-10-25', '02:30', 'Europe/Berlin');
    expect(['2026-10-25T00:30:00.000Z', '2026-10-25T01:30:00.000Z']).toContain(repeated?.toISOString());
    expect(zonedTimeToInstant('2026-03-29', '03:00', 'Europe/Berlin')?.toISOString()).toBe('2026-03-29T01:00:00.000Z');
  });

  it('refuses malformed dates, times and zones (undefined)', () => {
    expect(zonedTimeToInstant('2026-02-30', '10:00', 'UTC')).toBeUndefined();
    expect(zonedTimeToInstant('2026-06-10', '24:00', 'UTC')).toBeUndefined();
    expect(zonedTimeToInstant('10/06/2026', '10:00', 'UTC')).toBeUndefined();
    expect(zonedTimeToInstant('2026-06-10', '10:00', 'Mars/Olympus')).toBeUndefined();
    expect(parseWallClock('2028-02-29', '00:00')).toBe(Date.UTC(2028, 1, 29));
    expect(isTimeZone('Europe/Berlin')).toBe(true);
    expect(isTimeZone('../../etc/passwd')).toBe(false);
    expect(isTimeZone('')).toBe(false);
  });

  it("names today's date in a zone (the date picker's bounds)", () => {
    const instant = Date.parse('2026-06-10T22:30:00Z');
    expect(dateInZone(instant, 'Europe/Berlin')).toBe('2026-06-11');
    expect(dateInZone(instant, 'America/New_York')).toBe('2026-06-10');
  });

  it('writes a meeting time in the reader language with the zone', () => {
    const text = formatMeetingTime('en', '2026-06-10T08:00:00Z', 'Asia/Shanghai');
    expect(text).toContain('June 10, 2026');
    expect(text).toMatch(/4:00\sPM/);
    expect(text).toContain('(Asia/Shanghai)');
    expect(formatMeetingTime('de', '2026-06-10T08:00:00Z', 'America/Sao_Paulo')).toContain('(America/Sao Paulo)');
  });

  it("knows a supplier's zone only where its country has one", () => {
    expect(countryTimeZone('CN')).toBe('Asia/Shanghai');
    expect(countryTimeZone('tr')).toBe('Europe/Istanbul');
    expect(countryTimeZone('US')).toBeNull();
    expect(countryTimeZone(null)).toBeNull();
  });
});

describe('the meeting window (at least an hour ahead, at most 180 days)', () => {
  const now = Date.parse('2026-06-01T12:00:00Z');

  it('accepts a time inside the window and names what is wrong outside it', () => {
    expect(checkProposedTime(new Date(now + 61 * 60_000), now)).toBeNull();
    expect(checkProposedTime(new Date(now + 59 * 60_000), now)).toBe('tooSoon');
    expect(checkProposedTime(new Date(now - 86_400_000), now)).toBe('tooSoon');
    expect(checkProposedTime(new Date(now + 181 * 86_400_000), now)).toBe('tooFar');
    expect(checkProposedTime(null, now)).toBe('nonexistent');
  });

  it('reads a proposal in its zone before judging it', () => {
    // 14:30 in Berlin is 12:30 UTC: half an hour ahead, too soon; in New York it is 18:30 UTC
    expect(readProposal({ date: '2026-06-01', time: '14:30', timeZone: 'Europe/Berlin' }, now).problem).toBe('tooSoon');
    expect(readProposal({ date: '2026-06-01', time: '14:30', timeZone: 'America/New_York' }, now)).toEqual({
      instant: new Date('2026-06-01T18:30:00Z'),
      problem: null,
    });
  });

  it('checks the call data with the message keys the form translates', () => {
    const valid = {
      supplierId: 1,
      date: '2026-06-10',
      time: '10:00',
      timeZone: 'Europe/Berlin',
      durationMinutes: 45,
      topic: '  Samples of LED panels  ',
    };
    expect(meetingRequestSchema.parse(valid).topic).toBe('Samples of LED panels');
    const wrong = meetingRequestSchema.safeParse({ ...valid, durationMinutes: 50, topic: 'short', timeZone: 'X/Y' });
    expect(wrong.success).toBe(false);
    const messages = Object.fromEntries((wrong.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));
    expect(messages).toEqual({ durationMinutes: 'duration', topic: 'minlength', timeZone: 'timeZone' });
    expect(meetingRequestSchema.safeParse({ ...valid, admin: true }).success).toBe(false);
  });
});
