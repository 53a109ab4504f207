/** The colours a seed picture is drawn in: motifs-*.ts draw with it, pictures.ts picks one per listing. */
export interface Palette {
  main: string
  accent: string
  dark: string
  light: string
}
