import React, {useEffect, useRef, useState} from 'react';
import {translate} from '@docusaurus/Translate';
import {useLocation} from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {openSiteWidget} from '@site/src/widget/site/clientModule';
import {readSiteWidgetConfig, siteWidgetColor} from '@site/src/widget/site/config';
import {isStaffPath} from '@site/src/lib/staff/navigation';
import {chatIcon} from '@site/src/widget/icons';
import {widgetReadyEvent} from '@site/src/widget/ready';
import type {MountedWidget} from '@site/src/widget/widget';
import styles from './styles.module.css';

/**
 * The chat launcher as the prerendered page shows it (issue 19 §4): visible from the first
 * paint, where and as the widget's own launcher will be, with none of the widget's code.
 * Pressing it loads the widget and opens its panel. Once the widget's launcher is on the page
 * (also when a panel left open comes back after a reload), this one steps aside, handing the
 * focus over if it had it. A press before hydration is kept by the early header script and
 * acted on when this mounts; without JavaScript the button is hidden (nothing could open).
 */
/** Set on <html> by the early header script when the launcher is pressed before hydration. */
export const pressedBeforeHydration = 'data-chat-launcher-pressed';

export default function ChatLauncher(): React.JSX.Element | null {
  const {pathname} = useLocation();
  const {siteConfig} = useDocusaurusContext();
  const button = useRef<HTMLButtonElement>(null);
  const [replaced, setReplaced] = useState(false);

  useEffect(() => {
    if (document.querySelector('[data-agentworks-widget][data-ready]')) setReplaced(true);
    // Pressed before React owned the page: the early header script kept the press (earlyHeader.js).
    const root = document.documentElement;
    if (root.hasAttribute(pressedBeforeHydration)) {
      root.removeAttribute(pressedBeforeHydration);
      openSiteWidget();
    }
    const onReady = (event: Event) => {
      if (document.activeElement === button.current) (event as CustomEvent<MountedWidget>).detail.focusLauncher();
      setReplaced(true);
    };
    document.addEventListener(widgetReadyEvent, onReady);
    return () => document.removeEventListener(widgetReadyEvent, onReady);
  }, []);

  // Without the site's widget key (a build without one) there is no widget to open.
  if (replaced || isStaffPath(pathname) || !readSiteWidgetConfig(siteConfig.customFields)) return null;
  return (
    <button
      ref={button}
      type="button"
      // The early header script and the no-script style find it by this (their selectors cannot know the module's class).
      data-chat-launcher=""
      className={styles.launcher}
      style={{backgroundColor: siteWidgetColor}}
      aria-label={translate({id: 'widget.launcher', message: 'Chat with our assistant'})}
      aria-haspopup="dialog"
      onClick={openSiteWidget}
      // A constant icon, the widget's own.
      dangerouslySetInnerHTML={{__html: chatIcon}}
    />
  );
}
