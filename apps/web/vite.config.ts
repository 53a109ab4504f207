import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

const api = 'http://localhost:3000'

export default defineConfig({
  plugins: [react()],
  server: {
    port: 5173,
    proxy: {
      '/buyer': api,
      '/common': api,
      '/dev': api,
      '/media': api,
      '/api-docs': api,
      '/im': { target: api, ws: true },
    },
  },
  build: { outDir: 'dist', sourcemap: true, chunkSizeWarningLimit: 600 },
})
