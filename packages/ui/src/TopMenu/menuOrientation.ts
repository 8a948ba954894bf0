import { createContext, useContext } from 'react';

/** `horizontal` as the bar under the header; `vertical` inside the phone's menu drawer. */
export type MenuOrientation = 'horizontal' | 'vertical';

/** Lets the frame lay a menu it was handed out as a column, without the page knowing. */
export const MenuOrientationContext = createContext<MenuOrientation>('horizontal');

export const useMenuOrientation = () => useContext(MenuOrientationContext);
