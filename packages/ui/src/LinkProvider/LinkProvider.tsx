import { createContext, createElement, useContext, type AnchorHTMLAttributes, type ComponentType, type ReactNode, type Ref } from 'react';

/** What the kit hands the app's link component: an anchor's attributes, with an address always there. */
export interface LinkComponentProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** Where the link goes, as the app wrote it: one of its own paths, or another site's address. */
  href: string;
  /** The anchor the link renders, for a component that needs to focus or measure it. */
  ref?: Ref<HTMLAnchorElement> | undefined;
}

/** The app's link: renders one anchor with the props it is given, e.g. its router's link for its own paths. */
export type LinkComponent = ComponentType<LinkComponentProps>;

// Without a provider the kit's links are plain anchors: a page load, as in an app with no router.
const LinkContext = createContext<LinkComponent | undefined>(undefined);

export interface LinkProviderProps {
  /**
   * The app's link component, which every link the kit draws (a `Button` with `href`, a card's
   * name) renders through. Define it once, outside any render: a new component on each render
   * would remount every link under the provider.
   */
  component: LinkComponent;
  /** The part of the app whose kit links go through `component`: usually the whole app. */
  children?: ReactNode;
}

/**
 * Gives the kit the app's link component once, so the kit's links route the way the app's own
 * do (docs/adr/0032-app-injects-its-link-component-once.md).
 */
export function LinkProvider({ component, children }: LinkProviderProps) {
  return <LinkContext.Provider value={component}>{children}</LinkContext.Provider>;
}

/** The kit's one link: the app's link component when a provider gave one, a plain anchor otherwise. */
export function KitLink(props: LinkComponentProps) {
  const Link = useContext(LinkContext);
  // The app's one component, defined once outside render (LinkProviderProps.component).
  return createElement(Link ?? 'a', props);
}
