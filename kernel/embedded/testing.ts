import type { SchedulerLike } from 'rxjs'
import { createFakeFramePort, type FakeFramePort } from '../ports/frame'
import { createSequentialIds } from '../ports/ids'
import { createRecordingLogger } from '../ports/logger'
import { createFrameClient, type FrameClient } from './createFrameClient'
import { frameReadyMessage, type FrameRequestType, type WireMessage } from './protocol'

/** Test helpers for the frame client (not exported from the kernel entry). */

export interface FrameHarness {
  readonly port: FakeFramePort
  readonly client: FrameClient
  readonly logger: ReturnType<typeof createRecordingLogger>
}

export function createFrameHarness(scheduler: SchedulerLike): FrameHarness {
  const port = createFakeFramePort()
  const logger = createRecordingLogger()
  const client = createFrameClient({ port, scheduler, ids: createSequentialIds('req'), logger })
  return { port, client, logger }
}

/** The posted messages of one request type. */
export function postedOf(port: FakeFramePort, type: FrameRequestType): WireMessage[] {
  return (port.posted as WireMessage[]).filter((m) => m.type === `@airlock-app/${type}`)
}

/** The id of the last posted request of `type`. */
export function lastIdOf(port: FakeFramePort, type: FrameRequestType): string {
  const id = postedOf(port, type).at(-1)?.id
  if (id === undefined) throw new Error(`no ${type} request was posted`)
  return id
}

/** The frame page boots at once: answers ready and fires its load event. */
export function bootFrame(port: FakeFramePort): void {
  port.emit(frameReadyMessage())
  port.loaded()
}
