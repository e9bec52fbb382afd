import { type ReactNode, useId } from 'react';

type Props = {
  /** The caption, which also names the drawing for assistive technology. */
  title: string;
  /** A sentence with what the drawing shows, read by screen readers instead of the shapes. */
  summary?: string;
  width: number;
  height: number;
  testId: string;
  /** The SVG shapes, in the width × height coordinate space. */
  children: ReactNode;
  /** Under the drawing, e.g. a legend. */
  footer?: ReactNode;
};

/** A captioned SVG chart that scrolls sideways on a phone rather than shrink its text below reading size. */
export function ChartFigure({ title, summary, width, height, testId, children, footer }: Props) {
  const titleId = useId();
  const descId = useId();
  return (
    <figure className="space-y-2">
      <figcaption id={titleId} className="text-sm font-medium text-slate-700">
        {title}
      </figcaption>
      <div className="overflow-x-auto">
        <svg
          viewBox={`0 0 ${width} ${height}`}
          role="img"
          aria-labelledby={titleId}
          aria-describedby={summary ? descId : undefined}
          className="h-auto w-full min-w-[420px]"
          data-testid={testId}
        >
          {summary ? <desc id={descId}>{summary}</desc> : null}
          {children}
        </svg>
      </div>
      {footer}
    </figure>
  );
}
