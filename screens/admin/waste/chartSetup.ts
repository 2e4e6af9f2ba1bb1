import {
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
  type ChartConfiguration,
  type PointStyle,
} from 'chart.js';
import type { ChartSpec } from './chartSpec';

// Chart.js for the dashboard only (decision 078): loaded by a dynamic import inside it, with
// only the controllers, elements and scales these charts use registered (the rest tree-shakes).
Chart.register(
  BarController,
  BarElement,
  CategoryScale,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
);

/**
 * Series told apart without colour: each has its own fill pattern, border dash and point shape,
 * and the legend names it. The colours (a dark blue, an orange, a grey, a green) also differ in
 * lightness, so they stay apart in grey print.
 */
const LOOKS = [
  { colour: '#1a4f9c', pattern: 'solid', dash: [], point: 'circle' },
  { colour: '#d9822b', pattern: 'stripes', dash: [6, 4], point: 'triangle' },
  { colour: '#8a8a8a', pattern: 'dots', dash: [2, 3], point: 'rect' },
  { colour: '#2e7d32', pattern: 'cross', dash: [10, 3, 2, 3], point: 'rectRot' },
] as const;

function patternOf(look: (typeof LOOKS)[number]): CanvasPattern | string {
  if (look.pattern === 'solid') return look.colour;
  const tile = document.createElement('canvas');
  tile.width = 8;
  tile.height = 8;
  const context = tile.getContext('2d');
  if (!context) return look.colour;
  context.fillStyle = '#fff';
  context.fillRect(0, 0, 8, 8);
  context.strokeStyle = look.colour;
  context.fillStyle = look.colour;
  context.lineWidth = 2;
  if (look.pattern === 'stripes') {
    context.beginPath();
    context.moveTo(0, 8);
    context.lineTo(8, 0);
    context.moveTo(-2, 2);
    context.lineTo(2, -2);
    context.moveTo(6, 10);
    context.lineTo(10, 6);
    context.stroke();
  } else if (look.pattern === 'dots') {
    context.beginPath();
    context.arc(4, 4, 1.8, 0, Math.PI * 2);
    context.fill();
  } else {
    context.beginPath();
    context.moveTo(0, 4);
    context.lineTo(8, 4);
    context.moveTo(4, 0);
    context.lineTo(4, 8);
    context.stroke();
  }
  return context.createPattern(tile, 'repeat') ?? look.colour;
}

function configOf(spec: ChartSpec): ChartConfiguration {
  const stacked = spec.stacked === true;
  const valueAxis = {
    stacked,
    beginAtZero: spec.min === undefined,
    ...(spec.min === undefined ? {} : { min: spec.min }),
    ...(spec.max === undefined ? {} : { max: spec.max }),
  };
  const datasets = spec.series.map((series, index) => {
    const look = LOOKS[index % LOOKS.length] ?? LOOKS[0];
    return spec.kind === 'line'
      ? {
          label: series.label,
          data: series.data,
          borderColor: look.colour,
          backgroundColor: look.colour,
          borderDash: [...look.dash],
          pointStyle: look.point as PointStyle,
          pointRadius: 5,
          spanGaps: true,
        }
      : {
          label: series.label,
          data: series.data,
          backgroundColor: patternOf(look),
          borderColor: look.colour,
          borderWidth: 2,
          borderDash: [...look.dash],
        };
  });
  return {
    type: spec.kind,
    data: { labels: spec.labels, datasets },
    options: {
      // Drawn once: printing or a reduced-motion setting never catches a chart mid-animation.
      animation: false,
      maintainAspectRatio: false,
      responsive: true,
      devicePixelRatio: Math.max(2, window.devicePixelRatio || 1),
      indexAxis: spec.horizontal ? 'y' : 'x',
      plugins: {
        legend: {
          display: true,
          position: 'bottom',
          labels: { usePointStyle: spec.kind === 'line' },
        },
        tooltip: { enabled: true },
      },
      scales: spec.horizontal ? { x: valueAxis, y: { stacked } } : { x: { stacked }, y: valueAxis },
    },
  } as ChartConfiguration;
}

/** Draws `spec` on `canvas`; the caller destroys the chart when it leaves. */
export function drawChart(canvas: HTMLCanvasElement, spec: ChartSpec): { destroy: () => void } {
  return new Chart(canvas, configOf(spec));
}
