import type { DiodeStage } from '@ferrum/shared/content/products';
import { ArrowRight } from 'lucide-react';
import { Icon } from '../../components/ui/icon.tsx';
import { cx } from '../../lib/cx.ts';

interface DiodeDiagramProps {
  /** Accessible name of the diagram. */
  label: string;
  stages: readonly DiodeStage[];
}

/** The electronic diode symbol (triangle against a bar): current, and data, flow one way. */
function DiodeSymbol() {
  return (
    <svg aria-hidden="true" focusable="false" viewBox="0 0 96 40" width="96" height="40" className="mx-auto mt-4">
      <path d="M4 20h30M62 20h30" stroke="#f87171" strokeWidth="3" strokeLinecap="round" />
      <path d="M34 6v28l26-14z" fill="#dc2626" />
      <path d="M62 6v28" stroke="#dc2626" strokeWidth="4" strokeLinecap="round" />
    </svg>
  );
}

/**
 * How It Works (data diode page): the three stages left to right, stacked on
 * small screens, with one-way arrows between them. The stage text is real text
 * in an ordered list; the arrows and the diode symbol are decorative.
 */
export function DiodeDiagram({ label, stages }: DiodeDiagramProps) {
  return (
    <ol aria-label={label} className="grid gap-14 lg:grid-cols-3 lg:gap-16">
      {stages.map((stage, index) => {
        const gateway = stage.id === 'unidirectional-gateway';
        return (
          <li
            key={stage.id}
            className={cx(
              'relative rounded-2xl border p-6 text-center',
              gateway
                ? 'border-brand-600 bg-ink-950 text-slate-300 shadow-lg shadow-brand-900/20'
                : 'border-slate-200 bg-white text-slate-600 shadow-sm',
            )}
          >
            {index > 0 ? (
              <ArrowRight
                aria-hidden="true"
                className="absolute -top-11 left-1/2 size-8 -translate-x-1/2 rotate-90 text-brand-600 lg:top-1/2 lg:-left-12 lg:translate-x-0 lg:-translate-y-1/2 lg:rotate-0"
              />
            ) : null}
            <span
              className={cx(
                'inline-flex size-12 items-center justify-center rounded-xl',
                gateway ? 'bg-brand-600 text-white' : 'bg-brand-600/10 text-brand-700',
              )}
            >
              <Icon name={stage.icon} />
            </span>
            <h3 className={cx('mt-4 text-lg font-semibold', gateway ? 'text-white' : 'text-slate-900')}>
              {stage.title}
            </h3>
            {gateway ? <DiodeSymbol /> : null}
            <p className="mt-3 text-sm">{stage.description}</p>
          </li>
        );
      })}
    </ol>
  );
}
