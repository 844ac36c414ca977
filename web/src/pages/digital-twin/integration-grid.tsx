import {
  defaultIntegrationFilter,
  filterIntegrations,
  integrationCountText,
  integrationFilterLabel,
  integrationFilters,
  integrations,
} from '@ferrum/shared/content/integrations';
import { VendorLogo } from './vendor-logo.tsx';

const filterName = 'integration-filter';

/**
 * The rules that make the radio buttons filter, written from the filter data: a
 * checked category hides the other vendors and shows its own count line. CSS, so
 * the filter works before and without any script.
 */
function filterRules(): string {
  return integrationFilters
    .flatMap(({ value }) => {
      const checked = `.integration-filter:has(input[value="${value}"]:checked)`;
      return [
        `${checked} [data-filter-count="${value}"]{display:inline}`,
        value === defaultIntegrationFilter
          ? ''
          : `${checked} [data-categories]:not([data-categories~="${value}"]){display:none}`,
      ];
    })
    .filter(Boolean)
    .join('\n');
}

/**
 * The integrations grid with its single-select filter (docs/product.md#cyber-digital-twin-page): native radio
 * buttons, so one filter is always active and choosing the active one again changes
 * nothing; arrow keys move between them. Every vendor and every count line is in the
 * HTML; CSS shows the chosen ones.
 */
export function IntegrationGrid() {
  return (
    <div className="integration-filter">
      <style>{`[data-filter-count]{display:none}\n${filterRules()}`}</style>
      <fieldset>
        <legend className="sr-only">{integrationFilterLabel}</legend>
        <div className="flex flex-wrap justify-center gap-2">
          {integrationFilters.map((option) => (
            <label
              key={option.value}
              className="cursor-pointer rounded-full border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-slate-700 transition-colors hover:border-slate-400 hover:bg-slate-100 has-checked:border-brand-700 has-checked:bg-brand-700 has-checked:text-white has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-sky-500"
            >
              <input
                type="radio"
                name={filterName}
                value={option.value}
                defaultChecked={option.value === defaultIntegrationFilter}
                className="sr-only"
              />
              {option.label}
            </label>
          ))}
        </div>
      </fieldset>
      <p role="status" className="mt-6 text-center text-sm text-slate-600">
        {integrationFilters.map(({ value }) => (
          <span key={value} data-filter-count={value}>
            {integrationCountText(filterIntegrations(value).length)}
          </span>
        ))}
      </p>
      <ul className="mt-8 flex flex-wrap justify-center gap-4">
        {integrations.map((integration) => (
          <li
            key={integration.id}
            data-categories={integration.categories.join(' ')}
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
