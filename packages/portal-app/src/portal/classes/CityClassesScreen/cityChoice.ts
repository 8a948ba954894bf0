import type { Organisation } from '@study-portal/api';

/** The cities of the organiser tree: the first-level units that have units of their own. */
export const citiesOf = (firstLevel: readonly Organisation[] | undefined): Organisation[] =>
  [...(firstLevel ?? [])].filter((org) => org.hasChildren).sort((a, b) => (a.orderId ?? 0) - (b.orderId ?? 0));

/** The city the page shows: the one in the address when it is a city, else the first. */
export function chosenCity(cities: readonly Organisation[], wanted: string): Organisation | undefined {
  return cities.find((city) => city.orgId === wanted) ?? cities[0];
}
