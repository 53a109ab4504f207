/** Time source, injectable so tests can move across days. */
export interface Clock {
  now(): Date
}
export const systemClock: Clock = { now: () => new Date() }

/** A clock that tests set and advance. */
export class FakeClock implements Clock {
  constructor(private current = new Date('2026-11-23T02:00:00Z')) {}
  now(): Date {
    return new Date(this.current)
  }
  set(iso: string | Date): void {
    this.current = new Date(iso)
  }
  advance(ms: number): void {
    this.current = new Date(this.current.getTime() + ms)
  }
}
