import { useEffect, useState } from 'react';
import { useQuoteBasics } from '../../runtime/QuoteRuntimeContext';
import type { QuoteApi } from '../../runtime/quoteRuntime';

type FormDataApi = QuoteApi['formData'];

/** The form-data lists step 1 shows (quote §3). */
const LISTS = {
  presets: (api: FormDataApi) => api.getPackagePresets(),
  categories: (api: FormDataApi) => api.getPackageCategories(),
  purposes: (api: FormDataApi) => api.getPackagePurposes(),
};

type ListName = keyof typeof LISTS;
type ListOf<N extends ListName> = Awaited<ReturnType<(typeof LISTS)[N]>>;

// Each list is fetched once per wizard: the quote box and step 1 share it.
const loaded = new WeakMap<FormDataApi, Map<ListName, Promise<unknown>>>();

function loadList<N extends ListName>(api: FormDataApi, name: N): Promise<ListOf<N>> {
  let lists = loaded.get(api);
  if (!lists) {
    lists = new Map();
    loaded.set(api, lists);
  }
  let list = lists.get(name);
  if (!list) {
    list = LISTS[name](api);
    lists.set(name, list);
  }
  return list as Promise<ListOf<N>>;
}

/** A form-data list; empty until loaded and on failure (quote §8). */
export function useFormList<N extends ListName>(name: N): ListOf<N> | [] {
  const api = useQuoteBasics().api.formData;
  const [list, setList] = useState<ListOf<N> | []>([]);
  useEffect(() => {
    let current = true;
    void loadList(api, name).then((answer) => current && setList(answer));
    return () => {
      current = false;
    };
  }, [api, name]);
  return list;
}
