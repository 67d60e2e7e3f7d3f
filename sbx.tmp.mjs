import { createServer } from 'node:http'
import { chromium } from 'playwright-core'
const server = createServer((_q, r) => r.writeHead(200, { 'content-type': 'text/html' }).end('<html><body>hi<iframe src="about:blank"></iframe></body></html>')).listen(0, '127.0.0.1')
await new Promise((r) => server.once('listening', r))
const port = server.address().port
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu','--disable-background-networking','--disable-component-update','--disable-sync','--no-first-run'] })
const context = await browser.newContext()
const page = await context.newPage()
await page.addInitScript(() => {
    const seen = []
    window.__shown = seen
    const record = () => {
      for (const node of document.querySelectorAll('[role="alert"], [role="status"]')) {
        const text = node.textContent?.trim()
        if (text && seen[seen.length - 1] !== text && !seen.includes(text)) seen.push(text)
      }
    }
    new MutationObserver(record).observe(document, { subtree: true, childList: true, characterData: true })
  })
page.on('console', (m) => console.log('console', m.text()))
await page.goto(`http://127.0.0.1:${port}/`)
await page.evaluate(() => {
  window.__dbg = []
  window.addEventListener('message', (e) => window.__dbg.push(`${e.origin} ${JSON.stringify(e.data)}`))
  for (const sandbox of [null, 'allow-scripts']) {
  const hostile = document.createElement('iframe')
  if (sandbox) hostile.setAttribute('sandbox', sandbox)
  hostile.setAttribute('data-hostile', '')
  hostile.srcdoc = `<script>parent.postMessage('alive ${sandbox}', '*')</script>`
  document.body.append(hostile)
  }
})
await new Promise((r) => setTimeout(r, 1000))
console.log(await page.evaluate(() => window.__dbg))
await browser.close(); server.close()
