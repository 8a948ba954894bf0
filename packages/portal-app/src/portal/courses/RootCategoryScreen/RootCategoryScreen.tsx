import { ScreenPage } from '../../../components/ScreenPage';
import { CategoryBrowser } from '../CategoryBrowser';

export interface RootCategoryScreenProps {
  /** The root category the screen shows, found by name; it is also the screen's heading. */
  rootName: string;
}

/**
 * A blue-theme menu entry's screen (docs/product/courses.md#root-categories: /multipleIndex 综合素养课程, /literaryIndex
 * 文艺专业课程): the courses under one root category, with its branches to choose from.
 */
export function RootCategoryScreen({ rootName }: RootCategoryScreenProps) {
  return (
    <ScreenPage>
      <h1>{rootName}</h1>
      <CategoryBrowser rootName={rootName} />
    </ScreenPage>
  );
}
