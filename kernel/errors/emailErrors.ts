/**
 * SPEC §5 email login throttle, as the auth service refuses a mail inside the 30 s cooldown (a code,
 * or a device-approval link); the frame passes its words on and the views show them.
 */
export const emailLoginThrottled = (seconds: number) => `Please try again after ${seconds} seconds`
