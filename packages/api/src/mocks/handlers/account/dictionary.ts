import { HttpResponse } from 'msw';
import { dictionaryPaths } from '../../../contract/account/dictionary';
import { contractHttp } from '../../core/contractHttp';
import type { MockDb } from '../../core/mockDb';
import { scenarioEntries } from '../../core/scenario';
import { demoDictionaries, hostileDictionaries } from '../../fixtures/account/dictionaries';

/** Dictionaries are public [A]; an unknown parent code has no entries. */
export const dictionaryHandlers = (db: MockDb) => {
  const answer = (kind: 'list' | 'runtime', parentCode: string) => {
    const dictionaries = db.state('dictionaries', () => structuredClone(scenarioEntries(db, demoDictionaries, hostileDictionaries)));
    const dictionary = dictionaries[parentCode];
    const datalist = (kind === 'runtime' ? dictionary?.runtime : undefined) ?? dictionary?.list ?? [];
    return HttpResponse.json({ success: true, datalist });
  };
  return (['list', 'runtime'] as const).flatMap((kind) =>
    (['get', 'post'] as const).map((method) =>
      contractHttp[method](`${dictionaryPaths[kind]}/:parentCode`, ({ params }) => answer(kind, String(params.parentCode))),
    ),
  );
};
