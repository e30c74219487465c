import React, {useEffect} from 'react';
import Navbar from '@theme-original/Navbar';
import type NavbarType from '@theme/Navbar';
import type {WrapperProps} from '@docusaurus/types';
import {limits} from '@site/src/config/site';

type Props = WrapperProps<typeof NavbarType>;

/** custom.css gives the sticky header its shadow while this attribute is on <html>. */
const scrolledAttribute = 'data-navbar-scrolled';

/** Marks the page as scrolled past SPEC §9's header threshold (10 px), checked on every scroll. */
function useScrolledPastThreshold(thresholdPx: number): void {
  useEffect(() => {
    const root = document.documentElement;
    const update = () => {
      // toggleAttribute only touches the DOM when the state actually changes.
      root.toggleAttribute(scrolledAttribute, window.scrollY > thresholdPx);
    };
    update();
    window.addEventListener('scroll', update, {passive: true});
    return () => {
      window.removeEventListener('scroll', update);
      root.removeAttribute(scrolledAttribute);
    };
  }, [thresholdPx]);
}

export default function NavbarWrapper(props: Props): React.JSX.Element {
  useScrolledPastThreshold(limits.headerScrollThresholdPx);
  return <Navbar {...props} />;
}
