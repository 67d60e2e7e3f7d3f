import {
  BehaviorSubject,
  EMPTY,
  type Observable,
  Subject,
  catchError,
  defer,
  exhaustMap,
  filter,
  ignoreElements,
  merge,
  queueScheduler,
  subscribeOn,
  switchMap,
  take,
  tap,
} from 'rxjs'
import type { LoggerPort } from '../ports/logger'
import type { ServiceHandle } from './createService'

/**
 * A service whose code the page fetches only when it is first needed (DESIGN §3 services, the weight
 * budget): until then it shows its initial state, and commands given to it wait, in order, for it.
 */
export interface LazyService<T extends ServiceHandle<S>, S> extends ServiceHandle<S> {
  /** Gives a command to the service: at once when it is loaded, otherwise as soon as it is. */
  readonly call: (command: (service: T) => void) => void
  /**
   * Gives a command that only undoes earlier ones: as `call` once the service was given a command or
   * loaded; before that there is nothing to undo, and the command fetches no code.
   */
  readonly undo: (command: (service: T) => void) => void
  /** One of the service's outputs: silent until the service is loaded, then the output itself. */
  readonly output: <O>(pick: (service: T) => Observable<O>) => Observable<O>
}

export interface LazyServiceSpec<T extends ServiceHandle<S>, S> {
  /** The state shown until the service is loaded; the service's own first state must equal it. */
  readonly initial: S
  /** Fetches the service's code and builds it (called at most once per successful load). */
  readonly load: () => Promise<T>
  /** Starts loading at its first value (the moment the service may soon be used), before any command. */
  readonly need$: Observable<unknown>
  readonly logger: LoggerPort
  /** Names the service in the log when its code cannot be fetched. */
  readonly name: string
  /** Commands from a stream, each given as `call` gives it (waiting for the code if need be). */
  readonly commands$?: Observable<(service: T) => void>
}

/**
 * Wraps a service built from an import() so that the kernel can wire it like any other: its state$
 * replays the initial state until the service runs, then the service's own; its loop joins the
 * kernel's one subscription through run$. When the code arrives, the service starts, its state and
 * the commands that waited for it are applied in one queue flush, so the kernel emits one snapshot
 * for all of it. A failed fetch is logged and tried again at the next need or command.
 */
export function lazyService<T extends ServiceHandle<S>, S>(spec: LazyServiceSpec<T, S>): LazyService<T, S> {
  const state = new BehaviorSubject<S>(spec.initial)
  const loaded = new BehaviorSubject<T | undefined>(undefined)
  const waiting: Array<(service: T) => void> = []
  const wanted = new Subject<void>()

  // The load resolves in a promise callback, outside any queue flush: the service's start (its loop,
  // its first state, the first values of its inputs) runs as one flush and settles as one snapshot;
  // only then are the commands that waited given, in order, each settling as it would have.
  const start = (service: T): Observable<never> =>
    merge(
      merge(
        service.run$,
        service.state$.pipe(
          filter((next) => !Object.is(next, state.getValue())),
          tap((next) => state.next(next)),
          ignoreElements(),
        ),
      ).pipe(subscribeOn(queueScheduler)),
      defer(() => {
        loaded.next(service)
        for (const command of waiting.splice(0)) command(service)
        return EMPTY
      }),
    )

  const call = (command: (service: T) => void): void => {
    const service = loaded.getValue()
    if (service) return command(service)
    waiting.push(command)
    wanted.next()
  }

  const load$ = merge(spec.need$.pipe(take(1)), wanted).pipe(
    // Once loaded the running service never completes, so later needs are ignored; a failed fetch
    // completes and lets the next one try again.
    exhaustMap(() =>
      defer(() => spec.load()).pipe(
        catchError((error: unknown) => {
          spec.logger.error(`kernel: the ${spec.name} service could not be loaded`, error)
          return EMPTY
        }),
        switchMap(start),
      ),
    ),
    ignoreElements(),
  )
  const run$ = spec.commands$ ? merge(load$, spec.commands$.pipe(tap(call), ignoreElements())) : load$

  return {
    state$: state.asObservable(),
    getState: () => state.getValue(),
    run$,
    call,
    undo: (command) => {
      if (loaded.getValue() || waiting.length) call(command)
    },
    output: (pick) => loaded.pipe(switchMap((service) => (service ? pick(service) : EMPTY))),
  }
}

type Command = (...args: never[]) => void
type CommandKeys<T> = { readonly [K in keyof T]: T[K] extends Command ? K : never }[keyof T]

/**
 * A lazy service's named commands for the public kernel: each forwards its arguments to the service
 * once its code is there (`call`). One loop instead of a wrapper per command keeps the entry small.
 * The service is asked for at the call: the kernel builds its services after the first paint.
 */
export function commandsOf<T extends ServiceHandle<S>, S, K extends CommandKeys<T>>(
  service: () => LazyService<T, S>,
  names: ReadonlyArray<K>,
): { readonly [N in K]: T[N] } {
  return Object.fromEntries(
    names.map((name) => [name, (...args: unknown[]) => service().call((s) => (s[name] as (...a: unknown[]) => void)(...args))]),
  ) as { readonly [N in K]: T[N] }
}
