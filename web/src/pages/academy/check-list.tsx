import { CircleCheck } from 'lucide-react';

/** A list of points, each with a check mark. */
export function CheckList({ points }: { points: readonly string[] }) {
  return (
    <ul className="space-y-4">
      {points.map((point) => (
        <li key={point} className="flex gap-3 text-slate-700">
          <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-violet-700" />
          <span>{point}</span>
        </li>
      ))}
    </ul>
  );
}
