import { useBooks } from '@study-portal/api';
import { CardCollection, readAddress } from '@study-portal/ui';
import { LoadFailed } from '../../../../components/LoadFailed';
import { InfoCard } from './InfoCard';
import { SectionPlaceholder } from '../SectionPlaceholder';
import { sectionShapes } from '../sectionShapes';

/** Two rows of the book library (BOOK_SHOW); a book opens in the external digital library. */
export const shelfSize = sectionShapes.books.count;

/** The book library shelf (BOOK_SHOW). Only http(s) addresses become links (docs/product/platform.md#formats). */
export function BookShelf() {
  const books = useBooks(shelfSize);
  if (books.error) return <LoadFailed what="图书" height={400} onRetry={() => void books.mutate()} />;
  if (!books.data) return <SectionPlaceholder shape={sectionShapes.books} announce />;
  return (
    <CardCollection
      items={books.data}
      getKey={(book) => book.id}
      renderItem={(book) => {
        const target = readAddress(book.link);
        return (
          <InfoCard
            title={book.title}
            target={target.kind === 'external' ? target : undefined}
            cover={book.cover}
            coverRatio="3 / 4"
            layout="horizontal"
            facts={[
              ['作者', book.author],
              ['出版社', book.publisher],
            ]}
            text={book.summary}
          />
        );
      }}
    />
  );
}
