import { keepNonEmpty, type ReferenceLoad } from '@bikeship/core/runtime';
import { useReferenceData } from '@bikeship/ui';
import { useQuoteBasics } from '../../runtime/QuoteRuntimeContext';
import type { QuoteApi } from '../../runtime/quoteRuntime';

type FormDataApi = QuoteApi['formData'];

/** The form-data lists step 1 shows (quote §3). */
interface FormLists {
  presets: Awaited<ReturnType<FormDataApi['getPackagePresets']>>;
  categories: Awaited<ReturnType<FormDataApi['getPackageCategories']>>;
  purposes: Awaited<ReturnType<FormDataApi['getPackagePurposes']>>;
}

type ListName = keyof FormLists;

/**
 * Each list is loaded once per wizard and shared (core referenceData): the quote box and step 1
 * ask once, and the contents step reads the categories step 1 loaded. The calls answer an empty
 * list on failure, which is not kept: the next component to read the list asks again.
 */
const LISTS: { [N in ListName]: ReferenceLoad<QuoteApi, FormLists[N]> } = {
  presets: {
    key: 'form-data:package-presets',
    load: (api) => api.formData.getPackagePresets(),
    keep: keepNonEmpty,
  },
  categories: {
    key: 'form-data:package-categories',
    load: (api) => api.formData.getPackageCategories(),
    keep: keepNonEmpty,
  },
  purposes: {
    key: 'form-data:package-purposes',
    load: (api) => api.formData.getPackagePurposes(),
    keep: keepNonEmpty,
  },
};

/** One empty list for every read before the answer: the same array from render to render. */
const NOT_LOADED: [] = [];

/**
 * A form-data list; empty until loaded and on failure (quote §8).
 * @example const presets = useFormList('presets');
 */
export function useFormList<N extends ListName>(name: N): FormLists[N] | [] {
  const { api } = useQuoteBasics();
  return useReferenceData(api, LISTS[name]).value ?? NOT_LOADED;
}
