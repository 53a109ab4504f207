// `npm run dev`: the server with reload (tsx watch) on :3000 and Vite with HMR on :5173.
import { spawn } from 'node:child_process'

const env = { NODE_ENV: 'development', ...process.env }
const children = [
  spawn('npm', ['run', 'dev', '-w', '@kaifong/server'], { stdio: 'inherit', env }),
  spawn('npm', ['run', 'dev', '-w', '@kaifong/web'], { stdio: 'inherit', env }),
]
const stop = (signal) => {
  for (const child of children) child.kill(signal)
}
process.on('SIGINT', () => stop('SIGINT'))
process.on('SIGTERM', () => stop('SIGTERM'))
for (const child of children)
  child.on('exit', (code) => {
    stop('SIGTERM')
    process.exitCode = code ?? 0
  })
