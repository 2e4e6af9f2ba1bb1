'use client';

import { useEffect, useRef, useState } from 'react';
import { format } from '@/lib/i18n';
import { servingMessages } from '@/lib/i18n/areas/serving';
import serving from '../parts/serving.module.css';
import type { ChartSpec } from './chartSpec';

/** Room for every bar's name: a horizontal chart grows with its rows (30 classes stay legible). */
function heightOf(spec: ChartSpec): number {
  return spec.horizontal ? Math.max(260, spec.labels.length * 24 + 80) : 260;
}

/**
 * One chart: a caption, the picture (an image with its description for screen readers) and a
 * note that the numbers are in the table under it. Chart.js comes by a dynamic import from here,
 * so only the dashboard's chunks ever carry it.
 */
export function ChartFigure({
  caption,
  description,
  spec,
}: {
  caption: string;
  description: string;
  spec: ChartSpec;
}) {
  const w = servingMessages().waste;
  const canvas = useRef<HTMLCanvasElement>(null);
  const [state, setState] = useState<'loading' | 'drawn' | 'failed'>('loading');
  useEffect(() => {
    let chart: { destroy: () => void } | null = null;
    let gone = false;
    import('./chartSetup').then(
      ({ drawChart }) => {
        if (gone || !canvas.current) return;
        try {
          chart = drawChart(canvas.current, spec);
          setState('drawn');
        } catch {
          setState('failed');
        }
      },
      () => !gone && setState('failed'),
    );
    return () => {
      gone = true;
      chart?.destroy();
    };
  }, [spec]);
  return (
    <figure className={serving.figure}>
      <figcaption className={serving.heading}>{caption}</figcaption>
      <div className={serving.chart} style={{ height: heightOf(spec) }}>
        <canvas ref={canvas} role="img" aria-label={format(w.chartLabel, { caption, description })}>
          {description}
        </canvas>
      </div>
      {state === 'drawn' ? null : (
        <p className={serving.chartState}>{state === 'loading' ? w.chartLoading : w.chartFailed}</p>
      )}
    </figure>
  );
}
