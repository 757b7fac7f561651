'use client';

import useEmblaCarousel from 'embla-carousel-react';
import { Children, type KeyboardEvent, type ReactNode } from 'react';
import { SLIDER_GAP_PX, SLIDER_PER_VIEW } from '@maison/domain/constants';
import { useNearViewport } from '@/ui/useNearViewport';
import { sliderOptions } from './sliderLogic';
import styles from './Slider.module.css';
import { useEmblaNav } from './useEmblaNav';

export interface SliderProps {
  label: string;
  prevLabel: string;
  nextLabel: string;
  children: ReactNode;
  className?: string;
}

/**
 * Embla carousel with 3/2/1 cards per view and a 50 px gap (000 §4). Where the cards fit in
 * one view it is a static row: Embla is inactive there and CSS hides the arrows, so the server
 * HTML already has the right shape. Embla measures its slides only once the slider comes near
 * the screen, so sliders further down cost the page's start nothing.
 */
export function Slider({ label, prevLabel, nextLabel, children, className }: SliderProps) {
  const slides = Children.toArray(children);
  const count = slides.length;
  const [nearRef, near] = useNearViewport<HTMLDivElement>();
  const [viewportRef, api] = useEmblaCarousel(sliderOptions(count));
  const { canPrev, canNext, prev, next } = useEmblaNav(api, true);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') prev();
    else if (event.key === 'ArrowRight') next();
  };

  const fits = [
    count <= SLIDER_PER_VIEW.mobile && styles.fitsMobile,
    count <= SLIDER_PER_VIEW.mid && styles.fitsMid,
    count <= SLIDER_PER_VIEW.wide && styles.fitsWide,
  ]
    .filter(Boolean)
    .join(' ');

  return (
    <div
      ref={nearRef}
      className={[styles.root, fits, className].filter(Boolean).join(' ')}
      style={{ '--slider-gap': `${SLIDER_GAP_PX}px` } as React.CSSProperties}
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
      onKeyDown={onKeyDown}
    >
      <div className={styles.viewport} ref={near ? viewportRef : undefined}>
        <div className={styles.container}>
          {slides.map((slide, index) => (
            <div
              className={styles.slide}
              key={index}
              role="group"
              aria-roledescription="slide"
              aria-label={`${index + 1} / ${count}`}
            >
              {slide}
            </div>
          ))}
        </div>
      </div>
      <div className={styles.controls}>
        <button
          type="button"
          className={styles.arrow}
          onClick={prev}
          disabled={!canPrev}
          aria-label={prevLabel}
          data-testid="slider-prev"
        >
          <span aria-hidden="true">←</span>
        </button>
        <button
          type="button"
          className={styles.arrow}
          onClick={next}
          disabled={!canNext}
          aria-label={nextLabel}
          data-testid="slider-next"
        >
          <span aria-hidden="true">→</span>
        </button>
      </div>
    </div>
  );
}
