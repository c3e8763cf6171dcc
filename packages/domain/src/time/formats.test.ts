import { describe, expect, it } from 'vitest';
import {
  formatISODate,
  formatMMMDDYY,
  formatUS,
  formatWeekdayUS,
  formatUSDateTime,
  formatUSDateTimePT,
  formatUSShort,
  pacificHeading,
} from './formats';
import { isISODate, parseISODate } from './civilDate';

describe('date formats', () => {
  const lateSaturdayPacific = new Date('2026-11-22T07:30:00Z');

  it('shows an instant as its Pacific day', () => {
    expect(formatMMMDDYY(lateSaturdayPacific)).toBe('Nov-21-26');
    expect(formatISODate(lateSaturdayPacific)).toBe('2026-11-21');
    expect(formatUS(lateSaturdayPacific)).toBe('11/21/2026');
    expect(formatUSShort(lateSaturdayPacific)).toBe('11/21/26');
  });

  it('shows a day string as that day whatever the zone', () => {
    expect(formatMMMDDYY('2026-11-22')).toBe('Nov-22-26');
    expect(formatUS('2027-01-02')).toBe('01/02/2027');
    expect(formatWeekdayUS('2026-11-22')).toBe('Sunday 11/22/2026');
    expect(formatWeekdayUS(lateSaturdayPacific)).toBe('Saturday 11/21/2026');
    expect(formatUSShort('2030-03-09')).toBe('03/09/30');
  });

  it('accepts ISO timestamps from the API', () => {
    expect(formatISODate('2026-01-01T05:00:00.000Z')).toBe('2025-12-31');
    expect(formatMMMDDYY(Date.parse('2026-05-05T12:00:00Z'))).toBe('May-05-26');
  });

  it('refuses text that is not a date', () => {
    expect(() => formatUS('yesterday')).toThrow(RangeError);
  });
});

describe('parseISODate', () => {
  it('accepts real days only, in strict YYYY-MM-DD', () => {
    expect(parseISODate('2028-02-29')).toEqual({ year: 2028, month: 2, day: 29 });
    expect(parseISODate('2026-02-29')).toBeNull();
    expect(parseISODate('2026-13-01')).toBeNull();
    expect(parseISODate('2026-04-31')).toBeNull();
    expect(parseISODate('2026-00-10')).toBeNull();
    expect(parseISODate('2026-1-01')).toBeNull();
    expect(parseISODate(' 2026-01-01')).toBeNull();
    expect(parseISODate('2026-01-01T00:00:00Z')).toBeNull();
    expect(parseISODate('0099-01-01')).toEqual({ year: 99, month: 1, day: 1 });
    expect(isISODate('2026-12-31')).toBe(true);
  });
});

describe('date and time formats', () => {
  it('shows an instant on the Pacific clock, whatever the zone of the computer', () => {
    expect(formatUSDateTime(new Date('2026-11-22T07:30:00Z'))).toBe('11/21/2026 11:30 PM');
    expect(formatUSDateTime('2026-07-04T19:05:00.000Z')).toBe('07/04/2026 12:05 PM');
    expect(formatUSDateTime(Date.parse('2026-01-01T08:00:00Z'))).toBe('01/01/2026 12:00 AM');
    expect(formatUSDateTimePT('2026-01-01T07:59:00Z')).toBe('12/31/2025 11:59 PM PT');
  });

  it('follows the spring change: 1:59 AM PST is followed by 3:00 AM PDT', () => {
    expect(formatUSDateTime('2026-03-08T09:59:00Z')).toBe('03/08/2026 1:59 AM');
    expect(formatUSDateTime('2026-03-08T10:00:00Z')).toBe('03/08/2026 3:00 AM');
    expect(formatUSDateTime('2026-03-08T07:59:00Z')).toBe('03/07/2026 11:59 PM');
    expect(formatUSDateTime('2026-03-09T06:59:00Z')).toBe('03/08/2026 11:59 PM');
  });

  it('follows the fall change: 1:30 AM comes twice, an hour apart', () => {
    expect(formatUSDateTime('2026-11-01T08:30:00Z')).toBe('11/01/2026 1:30 AM');
    expect(formatUSDateTime('2026-11-01T09:30:00Z')).toBe('11/01/2026 1:30 AM');
    expect(formatUSDateTime('2026-11-01T10:30:00Z')).toBe('11/01/2026 2:30 AM');
    expect(formatUSDateTime('2026-11-01T06:59:00Z')).toBe('10/31/2026 11:59 PM');
    expect(formatUSDateTime('2026-11-02T07:59:00Z')).toBe('11/01/2026 11:59 PM');
  });

  it('refuses a bare day or text that is not a time', () => {
    expect(() => formatUSDateTime('2026-11-22')).toThrow(RangeError);
    expect(() => formatUSDateTime('soon')).toThrow(RangeError);
  });

  it('labels a heading once', () => {
    expect(pacificHeading('When')).toBe('When (Pacific time)');
  });
});
