import { ArrowRight } from 'lucide-react';
import { portName } from './port-combobox';

/** "Hamburg → Rotterdam" by UN/LOCODE; the arrow reads as `toLabel`. */
export function PortRoute({ from, to, toLabel }: { from: string; to: string; toLabel: string }) {
  return (
    <>
      {portName(from)}
      <ArrowRight className="h-3.5 w-3.5 text-slate-400" aria-label={toLabel} />
      {portName(to)}
    </>
  );
}
