import {
  defaultIntegrationFilter,
  filterIntegrations,
  integrationCountText,
  integrationFilterLabel,
  integrationFilters,
  type IntegrationFilter,
} from '@ferrum/shared/content/integrations';
import { useState } from 'react';
import { cx } from '../../lib/cx.ts';
import { VendorLogo } from './vendor-logo.tsx';

/**
 * The integrations grid with its single-select filter (SPEC.md §4): one filter
 * is always active; choosing the active one again changes nothing.
 */
export function IntegrationGrid() {
  const [filter, setFilter] = useState<IntegrationFilter>(defaultIntegrationFilter);
  const shown = filterIntegrations(filter);

  return (
    <div>
      <div role="group" aria-label={integrationFilterLabel} className="flex flex-wrap justify-center gap-2">
        {integrationFilters.map((option) => {
          const active = option.value === filter;
          return (
            <button
              key={option.value}
              type="button"
              aria-pressed={active}
              onClick={() => setFilter(option.value)}
              className={cx(
                'rounded-full border px-4 py-2 text-sm font-semibold transition-colors',
                active
                  ? 'border-brand-700 bg-brand-700 text-white'
                  : 'border-slate-300 bg-white text-slate-700 hover:border-slate-400 hover:bg-slate-100',
              )}
            >
              {option.label}
            </button>
          );
        })}
      </div>
      <p role="status" className="mt-6 text-center text-sm text-slate-600">
        {integrationCountText(shown.length)}
      </p>
      <ul className="mt-8 flex flex-wrap justify-center gap-4">
        {shown.map((integration) => (
          <li
            key={integration.id}
            className="flex w-[calc(50%-0.5rem)] flex-col items-center gap-3 rounded-2xl border border-slate-200 bg-white p-5 text-center shadow-sm sm:w-48"
          >
            <VendorLogo logo={integration.logo} />
            <span className="text-sm font-semibold text-slate-900">{integration.name}</span>
            <span className="text-xs font-medium text-slate-600">{integration.categories.join(', ')}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
