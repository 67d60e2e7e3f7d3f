import { thrownMessages } from '../index'
import * as sendRefusals from './sendRefusals'
import * as nameErrors from './nameErrors'
import * as swapErrors from './swapErrors'
import * as emailErrors from './emailErrors'

/**
 * Every thrown message: the entry's own and those only the lazy features spell (kept in files of
 * their own so that the page does not load them before it needs them). For the translator and the
 * catalogue's checks; product code imports the group it throws from.
 */
export const allThrownMessages = { ...thrownMessages, ...sendRefusals, ...nameErrors, ...swapErrors, ...emailErrors }
