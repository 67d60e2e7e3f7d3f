import { shownMessages } from '../index'
import * as lazyShownMessages from './lazyShownMessages'

/**
 * Every SPEC §8 "Shown to the user" text: the entry's own and those only lazily loaded code spells
 * (kept in a file of their own so that the page does not load them before it needs them). For the
 * translator and the catalogue's checks; product code imports the group it shows from.
 */
export const allShownMessages = { ...shownMessages, ...lazyShownMessages }
