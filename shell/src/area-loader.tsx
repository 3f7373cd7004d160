import { createContext, useContext } from 'react';
import { loadArea, type AreaModule, type AreaName } from './remotes';

export type AreaLoader = (area: AreaName, retry: boolean) => Promise<AreaModule>;

/** How areas are loaded: Module Federation in the browser; tests provide their own. */
export const AreaLoaderContext = createContext<AreaLoader>(loadArea);
export const useAreaLoader = () => useContext(AreaLoaderContext);
