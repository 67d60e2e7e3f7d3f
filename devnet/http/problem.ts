/** A request the devnet refuses: answered with `status` and `{ error: message }`, never a crash. */
export class HttpProblem extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly headers: Readonly<Record<string, string>> = {},
  ) {
    super(message)
    this.name = 'HttpProblem'
  }
}

export const badRequest = (message: string): HttpProblem => new HttpProblem(400, message)
export const notFound = (message: string): HttpProblem => new HttpProblem(404, message)
