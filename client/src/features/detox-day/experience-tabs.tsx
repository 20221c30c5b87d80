import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from 'react';
import { Card } from '../../shared/card.tsx';
import { detoxDayStrings } from './strings.ts';
import { tabAfterKey } from './tab-keys.ts';

export interface ExperienceTab {
  id: string;
  label: string;
  panel: ReactNode;
}

/**
 * 'Experiência Personalizada' (spec §2): tabs with the arrow keys, Home and End (WAI-ARIA tabs pattern). A panel
 * is mounted the first time it is opened and then kept, so a conversation or an analysis survives a tab switch.
 */
export function ExperienceTabs({ tabs }: { tabs: readonly ExperienceTab[] }) {
  const baseId = useId();
  const headingId = `${baseId}-heading`;
  const [active, setActive] = useState(0);
  const [opened, setOpened] = useState<ReadonlySet<number>>(() => new Set([0]));
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);

  const open = (index: number) => {
    setActive(index);
    setOpened((before) => new Set(before).add(index));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const next = tabAfterKey(active, event.key, tabs.length);
    if (next === null) return;
    event.preventDefault();
    open(next);
    buttons.current[next]?.focus();
  };

  return (
    <Card
      as="section"
      aria-labelledby={headingId}
      css={(theme) => ({ display: 'grid', gap: theme.space.md, padding: theme.space.md })}
    >
      <h2 id={headingId} css={(theme) => ({ margin: 0, fontSize: theme.fontSizes.lg })}>
        {detoxDayStrings.tabs.heading}
      </h2>
      <div
        role="tablist"
        aria-labelledby={headingId}
        css={(theme) => ({
          display: 'grid',
          // Four in a row where they fit, two by two on a narrow phone (no word broken in half).
          gridTemplateColumns: 'repeat(auto-fit, minmax(6.5rem, 1fr))',
          gap: theme.space.xs,
          padding: theme.space.xs,
          borderRadius: theme.radii.md,
          background: theme.colors.primarySoft,
        })}
      >
        {tabs.map((tab, index) => {
          const selected = index === active;
          return (
            <button
              key={tab.id}
              ref={(element) => {
                buttons.current[index] = element;
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${tab.id}`}
              aria-selected={selected}
              aria-controls={`${baseId}-panel-${tab.id}`}
              tabIndex={selected ? 0 : -1}
              onClick={() => {
                open(index);
              }}
              onKeyDown={onKeyDown}
              css={(theme) => ({
                minHeight: theme.sizes.touchTarget,
                padding: `0 ${theme.space.xs}`,
                border: 'none',
                borderRadius: theme.radii.sm,
                fontWeight: 600,
                fontSize: theme.fontSizes.sm,
                cursor: 'pointer',
                background: selected ? theme.colors.surface : 'transparent',
                color: selected ? theme.colors.primary : theme.colors.textMuted,
                boxShadow: selected ? theme.shadows.card : 'none',
              })}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {tabs.map((tab, index) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={`${baseId}-panel-${tab.id}`}
          aria-labelledby={`${baseId}-tab-${tab.id}`}
          hidden={index !== active}
          tabIndex={0}
          css={{ outlineOffset: 4 }}
        >
          {opened.has(index) && tab.panel}
        </div>
      ))}
    </Card>
  );
}
