import { useEffect, useState } from 'react';
import { Step } from '@alifd/next';

export type Section = { id: string; title: string };
export type Props = { sections: Section[]; label: string };

/** A vertical Step beside the purchase form: where you are in it; clicking a step scrolls to its section. */
export function SectionSteps({ sections, label }: Props) {
  const [current, setCurrent] = useState(0);
  useEffect(() => {
    const onScroll = () => {
      let idx = 0;
      sections.forEach((s, i) => {
        const el = document.getElementById(s.id);
        if (el && el.getBoundingClientRect().top < 160) idx = i;
      });
      setCurrent(idx);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    onScroll();
    return () => window.removeEventListener('scroll', onScroll);
  }, [sections]);
  return (
    <nav className="section-steps" aria-label={label}>
      <Step current={current} direction="ver" shape="dot" readOnly={false}>
        {sections.map((s, i) => (
          <Step.Item
            key={s.id}
            title={s.title}
            onClick={() => {
              setCurrent(i);
              document.getElementById(s.id)?.scrollIntoView({ behavior: 'smooth', block: 'start' });
            }}
          />
        ))}
      </Step>
    </nav>
  );
}
