import type { Stat } from '@ferrum/shared/content/types';

/** The Global Impact figures, on a dark section. */
export function ImpactFigures({ figures }: { figures: readonly Stat[] }) {
  return (
    <dl className="grid grid-cols-2 gap-4 lg:grid-cols-4">
      {figures.map((figure) => (
        <div
          key={figure.label}
          className="flex flex-col-reverse gap-2 rounded-2xl border border-white/10 bg-white/5 p-6 text-center"
        >
          <dt className="text-sm text-slate-300">{figure.label}</dt>
          <dd className="text-4xl font-bold tracking-tight text-white">{figure.value}</dd>
        </div>
      ))}
    </dl>
  );
}
