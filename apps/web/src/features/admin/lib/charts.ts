/**
 * The dashboard's charts (docs/admin.md, "Dashboard") on chart.js, with only the pieces they use
 * registered (line and bar charts on a category axis), so the console's chunk stays small.
 */
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
} from 'chart.js'

Chart.register(
  LineController,
  BarController,
  LineElement,
  BarElement,
  PointElement,
  CategoryScale,
  LinearScale,
  Legend,
  Tooltip,
)

export interface ChartSeries {
  label: string
  data: number[]
  color: string
}

export interface ChartSpec {
  type: 'line' | 'bar'
  labels: string[]
  series: ChartSeries[]
}

/** Draws a chart on the canvas; the caller destroys it when the canvas goes. */
export function drawChart(
  canvas: HTMLCanvasElement,
  { type, labels, series }: ChartSpec,
): { destroy(): void } {
  return new Chart(canvas, {
    type,
    data: {
      labels,
      datasets: series.map((s) => ({
        label: s.label,
        data: s.data,
        borderColor: s.color,
        backgroundColor: type === 'bar' ? s.color : `${s.color}33`,
        tension: 0.25,
        pointRadius: labels.length > 31 ? 0 : 2,
      })),
    },
    options: {
      responsive: true,
      maintainAspectRatio: false,
      animation: false,
      interaction: { mode: 'index', intersect: false },
      scales: { y: { beginAtZero: true, ticks: { precision: 0 } } },
      plugins: { legend: { position: 'bottom' } },
    },
  })
}
