import React, {useEffect, useRef, useState} from 'react';
import clsx from 'clsx';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {useImageLoading} from '@site/src/components/CrawlerMode';
import {limits} from '@site/src/config/site';
import styles from './styles.module.css';

export type Props = {
  /** Path under static/, e.g. '/img/industries/retail.svg'. */
  src: string;
  alt: string;
  /** The page's main image: fetched at once with high priority; others load lazily. */
  priority?: boolean;
  className?: string;
};

/**
 * A 4:3 illustration (SPEC §4 "Hero images"): blurred and semi-transparent until it has loaded.
 * width/height carry the SPEC §9 fallback size (400 by 300) so the box is reserved before the
 * file arrives; CSS scales it to its column.
 */
export default function HeroImage({src, alt, priority = false, className}: Props): React.JSX.Element {
  const [loaded, setLoaded] = useState(false);
  const imageRef = useRef<HTMLImageElement>(null);
  const loading = useImageLoading(priority);
  const url = useBaseUrl(src);

  // A prerendered image may finish loading before React attaches onLoad.
  useEffect(() => {
    const image = imageRef.current;
    if (image?.complete && image.naturalWidth > 0) setLoaded(true);
  }, []);

  return (
    <div className={clsx(styles.frame, className)}>
      <img
        ref={imageRef}
        className={clsx(styles.image, !loaded && styles.pending)}
        src={url}
        alt={alt}
        width={limits.heroImageFallback.width}
        height={limits.heroImageFallback.height}
        loading={loading}
        decoding={priority ? undefined : 'async'}
        fetchPriority={priority ? 'high' : undefined}
        data-loaded={loaded}
        onLoad={() => setLoaded(true)}
        // A broken image shows its alt text; blurring that text helps nobody.
        onError={() => setLoaded(true)}
      />
    </div>
  );
}
