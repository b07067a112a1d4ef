import { addMonths, daysBetween } from './calendar-days';
import { isAvailable, suiteStatus } from './lease-lifecycle';
import { type SuiteFacts, type Walt, walt } from './walt';

/*
 * A building's Assets figures from its suites and the suite rule (suiteStatus() on a day):
 * - vacant: suites with status vacant; leased: every other suite (occupied, expiring, renewed,
 *   pre-leased), so leased + vacant is the RSF of the suites on record;
 * - available: suites that can be marketed (isAvailable: vacant, or expiring with nothing signed
 *   after; never pre-leased or renewed);
 * - 10-month roll: suites whose lease in place ends within 10 months (held-over ones included) and is
 *   neither renewed nor followed by a signed lease: status expiring with a 10-month horizon.
 * The SQL form (server/src/db/suite-figures-sql.ts) is tested against this.
 */

export const rollingMonths = 10;

/** Days from `today` to the same day 10 months on: the roll's horizon. */
export function rollingHorizonDays(today: string): number {
  return daysBetween(today, addMonths(today, rollingMonths));
}

export type BuildingFigures = {
  units: number;
  leasedSf: number;
  vacantSf: number;
  availableSf: number;
  rollingSf10Mo: number;
  walt: Walt;
};

export function buildingFigures(suites: readonly SuiteFacts[], today: string): BuildingFigures {
  const rollDays = rollingHorizonDays(today);
  const figures = { units: 0, leasedSf: 0, vacantSf: 0, availableSf: 0, rollingSf10Mo: 0 };
  for (const suite of suites) {
    const status = suiteStatus(suite.leases, today);
    figures.units += 1;
    if (status === 'vacant') figures.vacantSf += suite.rentableSf;
    else figures.leasedSf += suite.rentableSf;
    if (isAvailable(status)) figures.availableSf += suite.rentableSf;
    if (suiteStatus(suite.leases, today, rollDays) === 'expiring') figures.rollingSf10Mo += suite.rentableSf;
  }
  return { ...figures, walt: walt(suites, today) };
}
