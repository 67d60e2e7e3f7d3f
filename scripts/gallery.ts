/**
 * `npm run gallery`: screenshots of the demo on the devnet (real icons, the Devnet Wallet approving),
 * at 1280×800 and on a phone (390×844, phone user agent, touch), in both themes, written to
 * docs/gallery. Reproducible: a fresh devnet per run, the page's clock fixed, its randomness seeded,
 * motion off; running it twice leaves `git status` clean.
 */
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import type { Browser, BrowserContextOptions } from 'playwright-core'
import { startDemo } from '../demo/server'
import { launchChromium } from '../test/harness/chromium'
import { galleryScenes, type Scene } from './gallery/scenes'
import { fixedPageEnvironment, GALLERY_TIME } from './gallery/pageEnvironment'

const out = fileURLToPath(new URL('../docs/gallery/', import.meta.url))

const devices = {
  desktop: { viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 },
  phone: {
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 1,
    isMobile: true,
    hasTouch: true,
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  },
} satisfies Record<string, BrowserContextOptions>
type Device = keyof typeof devices
const themes = ['dark', 'light'] as const

async function shoot(browser: Browser, demoUrl: string, device: Device, theme: (typeof themes)[number], scenes: ReadonlyArray<Scene>) {
  const written: string[] = []
  // One fresh context per run of scenes: its own storage, so the wallet and the modal start disconnected.
  const context = await browser.newContext({ ...devices[device], reducedMotion: 'reduce', locale: 'en-US', timezoneId: 'UTC' })
  await context.addInitScript({ content: fixedPageEnvironment })
  const page = await context.newPage()
  await page.clock.setFixedTime(GALLERY_TIME)
  await page.goto(new URL(`?theme=${theme}`, demoUrl).toString())
  await page.getByRole('button', { name: 'Connect Wallet' }).waitFor()
  for (const scene of scenes) {
    await scene.run(page)
    // Lists still loading (a skeleton, balances being read again) are not what a scene shows.
    await page.waitForFunction(() => document.querySelector('[data-skeleton]') === null && !document.body.innerText.includes('Updating balances…'))
    // Let the last images decode and any transition end before the picture.
    await page.waitForFunction(() => [...document.images].every((image) => image.complete))
    await page.waitForFunction(() =>
      document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
    )
    const file = `${scene.name}-${device}-${theme}.png`
    const shot = await page.screenshot({ animations: 'disabled', caret: 'hide' })
    await keepUnlessChanged(browser, `${out}${file}`, shot)
    written.push(file)
  }
  await context.close()
  return written
}

/**
 * Chromium's rasteriser is not bit-exact from run to run at the antialiased edges of scaled images
 * (a few dozen pixels of a shot), nor in the faint levels of faded ones. A shot that differs from the
 * stored one by no more than that keeps the stored file, so a run over an unchanged product leaves git
 * clean; any real change (a word, an icon, a colour) moves far more pixels and is written.
 */
async function keepUnlessChanged(browser: Browser, path: string, shot: Buffer): Promise<void> {
  if (!existsSync(path)) return writeFileSync(path, shot)
  const stored = readFileSync(path)
  if (stored.equals(shot)) return
  const page = await browser.newPage()
  try {
    // Plain JavaScript text: it runs in the page, where this file's compiled helpers do not exist.
    const changed = await page.evaluate<number>(`(async () => {
      const load = (data) => new Promise((resolve, reject) => {
        const image = new Image()
        image.onload = () => resolve(image)
        image.onerror = reject
        image.src = 'data:image/png;base64,' + data
      })
      const [first, second] = await Promise.all([load(${JSON.stringify(stored.toString('base64'))}), load(${JSON.stringify(shot.toString('base64'))})])
      if (first.width !== second.width || first.height !== second.height) return Number.POSITIVE_INFINITY
      const pixels = (image) => {
        const canvas = document.createElement('canvas')
        canvas.width = image.width
        canvas.height = image.height
        const context = canvas.getContext('2d')
        context.drawImage(image, 0, 0)
        return context.getImageData(0, 0, image.width, image.height).data
      }
      const x = pixels(first)
      const y = pixels(second)
      let count = 0
      const near = (a, b) => Math.abs(a - b) <= ${NOISE_LEVELS}
      for (let i = 0; i < x.length; i += 4) if (!near(x[i], y[i]) || !near(x[i + 1], y[i + 1]) || !near(x[i + 2], y[i + 2])) count += 1
      return count
    })()`)
    if (changed > NOISE_PIXELS) writeFileSync(path, shot)
  } finally {
    await page.close()
  }
}
/** More differing pixels than this is a change, not rasteriser noise. */
const NOISE_PIXELS = 120
/**
 * A pixel off by no more than this in each channel is the same pixel: images drawn faded (a disabled
 * wallet row's icon) are composited a level or two apart from run to run, over hundreds of pixels.
 */
const NOISE_LEVELS = 2

async function main(): Promise<void> {
  mkdirSync(out, { recursive: true })
  const browser = await launchChromium()
  try {
    const written: string[] = []
    const only = process.argv[2]
    for (const device of Object.keys(devices) as Device[]) {
      for (const theme of themes) {
        if (only && only !== `${device}-${theme}`) continue
        // Each device and theme gets a fresh devnet: the same sends, the same balances, the same hashes.
        // The chains start 3 h 15 min before the page's fixed clock: however long the run takes (under
        // 15 min), its activity reads "3 hr" ago.
        const demo = await startDemo({ approval: 'approve', embedded: true, chainStartTime: new Date(GALLERY_TIME.getTime() - 195 * 60_000) })
        try {
          written.push(...(await shoot(browser, demo.url, device, theme, galleryScenes(demo))))
        } finally {
          await demo.stop()
        }
      }
    }
    if (only) return
    // Shots no scene takes any more go; the index lists what is there.
    for (const file of readdirSync(out)) if (file.endsWith('.png') && !written.includes(file)) rmSync(`${out}${file}`)
    writeFileSync(`${out}README.md`, galleryIndex(galleryScenes(undefined)))
    process.stdout.write(`docs/gallery: ${written.length} screenshots\n`)
  } finally {
    await browser.close()
  }
}

function galleryIndex(scenes: ReadonlyArray<Scene>): string {
  const rows = scenes.map(
    (s) =>
      `| ${s.title} | ![](${s.name}-desktop-dark.png) | ![](${s.name}-desktop-light.png) | ![](${s.name}-phone-dark.png) | ![](${s.name}-phone-light.png) |`,
  )
  return [
    '# Airlock gallery',
    '',
    'The demo dapp (`npm run demo`) on the local devnet, with its real wallet, network and token images,',
    'at 1280×800 and on a phone (390×844, phone user agent, touch), in both themes. `npm run gallery`',
    'takes them again; the clock and randomness of the page are fixed, so nothing changes unless the',
    'product does.',
    '',
    '| State | Desktop, dark | Desktop, light | Phone, dark | Phone, light |',
    '|---|---|---|---|---|',
    ...rows,
    '',
  ].join('\n')
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
