/** SPEC §7: the frame protocol version, carried on every message both ways. */
export const FRAME_PROTOCOL_VERSION = 4

/** SPEC §9 "Frame load timeout": from creating the frame to its ready event. */
export const FRAME_LOAD_TIMEOUT_MS = 20_000

/** SPEC §9 "Login-type request timeout": from posting a login-type request to its answer. */
export const LOGIN_REQUEST_TIMEOUT_MS = 30_000

/** SPEC §4 / §9 "Frame ready pause": the frame is ready this long after its ready event. */
export const FRAME_READY_PAUSE_MS = 500

/** SPEC §4 / §9 "Sign-out wait": a disconnect waits at most this long for the frame's sign-out. */
export const SIGN_OUT_WAIT_MS = 3_000

/** SPEC §4 / §8: the UI error of a disallowed RPC method shows this long after the request. */
export const RPC_NOT_ALLOWED_UI_DELAY_MS = 300
