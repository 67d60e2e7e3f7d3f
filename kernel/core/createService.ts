import {
  BehaviorSubject,
  Subject,
  merge,
  observeOn,
  queueScheduler,
  ignoreElements,
  tap,
  defer,
  share,
  subscribeOn,
  type Observable,
} from 'rxjs'

/**
 * What a service says to the rest of the kernel (a result, a track event, an error to show) rather than
 * to itself. An effect returns it beside its commands; the loop routes it to `output$` instead of the
 * reducer, so every service speaks through the same single channel.
 */
export interface Emit<O> {
  readonly type: 'emit'
  readonly output: O
}

export const emit = <O>(output: O): Emit<O> => ({ type: 'emit', output })

const isEmit = (value: { readonly type: string }): value is Emit<unknown> => value.type === 'emit'

/**
 * An effect sees every command after the reducer has applied it (so `state$` already holds the new
 * state) and answers with more commands, or with outputs. Errors must be caught inside: an effect that
 * errors ends the kernel's loop.
 */
export type Effect<S, C, O = never> = (command$: Observable<C>, state$: Observable<S>) => Observable<C | Emit<O>>

export interface ServiceSpec<S, C, O = never> {
  readonly initial: S
  /** Pure: no time, no I/O, no randomness. Return the same object when nothing changed. */
  readonly reduce: (state: S, command: C) => S
  readonly effects?: ReadonlyArray<Effect<S, C, O>>
  /** Outside streams turned into commands (another service's state, adapter events). */
  readonly inputs?: ReadonlyArray<Observable<C>>
}

export interface Service<S, C, O = never> {
  /** Hot; replays the latest state; never errors. */
  readonly state$: Observable<S>
  readonly getState: () => S
  /**
   * Queued on the kernel's queue: a command given while another is being handled waits its turn, so a
   * whole cascade of commands runs as one batch and the snapshot is taken once, after it.
   */
  readonly dispatch: (command: C) => void
  /** The service's one output channel; hot, only while the loop runs. */
  readonly output$: Observable<O>
  /**
   * The service's feedback loop. It does nothing until subscribed; `createModal` merges every
   * service's `run$` into the kernel's one subscription, so `destroy()` tears all of it down.
   */
  readonly run$: Observable<never>
}

/**
 * What a service shows the kernel next to its named commands: its state and its loop. `dispatch` stays
 * private (DESIGN §3: commands are wrapped in named functions).
 */
export type ServiceHandle<S> = Pick<Service<S, never>, 'state$' | 'getState' | 'run$'>

/** The handle of a service, for the object a `createXService` factory returns. */
export function handleOf<S>(service: ServiceHandle<S>): ServiceHandle<S> {
  return { state$: service.state$, getState: service.getState, run$: service.run$ }
}

/** The one feedback loop every kernel service is built from (DESIGN §3). */
export function createService<S, C extends { readonly type: string }, O = never>(spec: ServiceSpec<S, C, O>): Service<S, C, O> {
  const state = new BehaviorSubject<S>(spec.initial)
  const commands = new Subject<C>()
  const outputs = new Subject<O>()

  const apply = (command: C): void => {
    const next = spec.reduce(state.getValue(), command)
    if (!Object.is(next, state.getValue())) state.next(next)
  }

  const run$ = defer(() => {
    // Commands are reduced first, then offered to effects, so effects read the updated state.
    const reduced$ = commands.pipe(tap(apply), share())
    const fed$ = merge(
      ...(spec.effects ?? []).map((effect) => effect(reduced$, state)),
      ...(spec.inputs ?? []),
    ).pipe(
      // Commands produced while a command is being handled wait their turn instead of re-entering.
      observeOn(queueScheduler),
      tap((command) => {
        if (isEmit(command)) outputs.next(command.output as O)
        else commands.next(command)
      }),
    )
    return merge(reduced$, fed$)
  }).pipe(
    // Subscribing inside a queue action holds every command produced while the loop starts (an
    // effect that answers at once, e.g. a wallet confirming the start-up restore synchronously) until
    // every effect listens; otherwise the effects subscribed after it would never see that command.
    subscribeOn(queueScheduler),
    ignoreElements(),
  )

  return {
    state$: state.asObservable(),
    getState: () => state.getValue(),
    dispatch: (command) => {
      queueScheduler.schedule(() => commands.next(command))
    },
    output$: outputs.asObservable(),
    run$,
  }
}
