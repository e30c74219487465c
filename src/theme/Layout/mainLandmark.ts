import {createContext} from 'react';

/**
 * Set by pages from plugins that render their content straight into the theme's Layout without a
 * <main> (the local search's results page): the Layout then provides the main landmark itself.
 */
export const NeedsMainLandmark = createContext(false);
