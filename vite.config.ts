import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig } from 'vite'
import { browserChunks } from './app/on-demand/browser-chunks.ts'

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), browserChunks()],
  resolve: { tsconfigPaths: true },
  build: { assetsInlineLimit: 0 },
})
