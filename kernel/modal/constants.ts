/** SPEC §2 and §9 constants the kernel and the renderer share. Durations in milliseconds. */

/** SPEC §2 modal width. */
export const MODAL_WIDTH_PX = 360
/** SPEC §2 default z-index. */
export const DEFAULT_Z_INDEX = 999
/** SPEC §2 theme font-size master. */
export const FONT_SIZE_MASTER = '10px'
/** SPEC §2 theme border-radius master. */
export const BORDER_RADIUS_MASTER = '4px'

/** SPEC §2 view transitions. */
export const VIEW_TRANSITION_MS = 150
/** SPEC §2 modal height change. */
export const MODAL_HEIGHT_CHANGE_MS = 150
/** SPEC §2 header text change. */
export const HEADER_TEXT_MS = 120

/** SPEC §4 / §9: the modal shakes this long when a close is refused. */
export const SHAKE_MS = 500
/** SPEC §4 / §9: pause between closing one snackbar message and showing the next. */
export const SNACKBAR_SWAP_MS = 150
/** SPEC §4 says snackbars auto-close without a duration; ours stay this long. */
export const SNACKBAR_AUTO_CLOSE_MS = 2500
