import type { SpecRow } from '@ferrum/shared/content/products';

/** The technical specifications as a two-column table with row headers. */
export function SpecTable({ caption, rows }: { caption: string; rows: readonly SpecRow[] }) {
  return (
    <div className="mx-auto max-w-4xl overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
      <table className="w-full text-left text-sm sm:text-base">
        <caption className="sr-only">{caption}</caption>
        <tbody className="divide-y divide-slate-200">
          {rows.map((row) => (
            <tr key={row.label} className="even:bg-slate-50">
              <th scope="row" className="w-2/5 px-4 py-4 align-top font-semibold text-slate-900 sm:px-6">
                {row.label}
              </th>
              <td className="px-4 py-4 text-slate-700 sm:px-6">{row.value}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
