/**
 * One dashboard chart (docs/admin.md, "Dashboard"): a canvas named for screen readers, and the
 * same figures as a visually hidden table for them to read. The chart is drawn again when its
 * figures change and destroyed when it goes.
 */
import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { type ChartSpec, drawChart } from '../lib/charts.ts'

interface Props extends ChartSpec {
  title: string
  testId?: string
}

export function AdminChart({ title, type, labels, series, testId }: Props) {
  const { t } = useTranslation()
  const canvas = useRef<HTMLCanvasElement>(null)
  // One key for the figures, so a refetch with the same numbers does not redraw.
  const figures = JSON.stringify({ type, labels, series })
  // biome-ignore lint/correctness/useExhaustiveDependencies: `figures` stands for type, labels and series
  useEffect(() => {
    if (!canvas.current) return
    const chart = drawChart(canvas.current, { type, labels, series })
    return () => chart.destroy()
  }, [figures])
  return (
    <figure className="adm-chart" data-testid={testId}>
      <figcaption>{title}</figcaption>
      <div className="adm-chart-canvas">
        <canvas ref={canvas} role="img" aria-label={t('admin.dashboard.chartLabel', { title })} />
      </div>
      <table className="sr-only">
        <caption>{title}</caption>
        <thead>
          <tr>
            <th scope="col">{t('admin.dashboard.day')}</th>
            {series.map((s) => (
              <th key={s.label} scope="col">
                {s.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {labels.map((label, i) => (
            <tr key={label}>
              <th scope="row">{label}</th>
              {series.map((s) => (
                <td key={s.label}>{s.data[i] ?? 0}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  )
}
