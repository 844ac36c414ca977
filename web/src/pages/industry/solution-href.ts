import { pages } from '@ferrum/shared';
import { mentionsDigitalTwin } from '@ferrum/shared/content/industries';

/**
 * Where a solution's Learn More goes: the digital twin page when its title mentions it, else the data diode
 * page (docs/product.md#industry-pages).
 */
export function solutionHref(title: string): string {
  return mentionsDigitalTwin(title) ? pages.digitalTwin.path : pages.dataDiode.path;
}
