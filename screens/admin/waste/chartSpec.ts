// What a chart shows, as plain data: the dashboard describes its charts with this and only the
// lazily loaded ./chartSetup.ts knows Chart.js, so the library stays out of every other chunk.

export interface ChartSeries {
  label: string;
  data: (number | null)[];
}

export interface ChartSpec {
  kind: 'bar' | 'line';
  labels: string[];
  series: ChartSeries[];
  stacked?: boolean;
  /** Bars along the x axis (long names, such as dishes, read better down the page). */
  horizontal?: boolean;
  /** The value axis' fixed range (ratings are 1 to 5). */
  min?: number;
  max?: number;
}
