import type { CourseCategory } from '@study-portal/api';
import styled from 'styled-components';

const TreeList = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;

  & & {
    padding-left: var(--sp-space-4);
    border-left: 1px solid var(--sp-color-border);
    margin-left: var(--sp-space-3);
  }
`;

const TreeButton = styled.button`
  display: block;
  width: 100%;
  min-height: var(--sp-touch-target);
  padding: var(--sp-space-1) var(--sp-space-3);
  border: 0;
  border-radius: var(--sp-radius-control);
  background: transparent;
  color: var(--sp-color-text);
  font: inherit;
  font-size: var(--sp-font-size-body);
  text-align: left;
  overflow-wrap: anywhere;
  cursor: pointer;

  &[data-level='0'] {
    font-weight: 600;
  }

  &:hover {
    color: var(--sp-color-primary);
  }

  &:focus-visible {
    outline: none;
    box-shadow: var(--sp-focus-ring);
  }

  &[aria-pressed='true'] {
    background: var(--sp-color-primary);
    color: var(--sp-color-on-primary);
  }
`;

export interface CategoryTreeProps {
  /** Accessible name of the tree's list, e.g. 课程分类. */
  label: string;
  categories: readonly CourseCategory[];
  /** The first entry, which shows every course of the screen (全部课程). */
  allLabel: string;
  /** The category the entry 全部 stands for: none for the whole catalogue, the root on a scoped screen. */
  allId?: string | undefined;
  selectedId: string | undefined;
  onSelect: (id: string | undefined) => void;
}

/**
 * The category tree as nested lists of toggle buttons: each a tab stop of its own, pressed
 * when it is the category shown, so the tree works from the keyboard and reads as a list.
 */
export function CategoryTree({ label, categories, allLabel, allId, selectedId, onSelect }: CategoryTreeProps) {
  const branch = (nodes: readonly CourseCategory[], level: number) =>
    nodes.map((category) => (
      <li key={category.id}>
        <TreeButton type="button" data-level={level} aria-pressed={selectedId === category.id} onClick={() => onSelect(category.id)}>
          {category.name}
        </TreeButton>
        {category.children.length > 0 && <TreeList role="list">{branch(category.children, level + 1)}</TreeList>}
      </li>
    ));

  return (
    <TreeList role="list" aria-label={label}>
      <li>
        <TreeButton type="button" data-level={0} aria-pressed={selectedId === allId} onClick={() => onSelect(allId)}>
          {allLabel}
        </TreeButton>
      </li>
      {branch(categories, 0)}
    </TreeList>
  );
}
