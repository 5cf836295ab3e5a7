import { Form, useLocation, useNavigate } from "@remix-run/react";
import { useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useHydrated } from "remix-utils/use-hydrated";
import type { LayeredFilter } from "~/api/catalog-schemas";
import {
  isRangeType,
  listingSearch,
  PAGE_SIZES,
  parseListingQuery,
  type FilterDefinition,
  type ListingState,
  type RangeValue,
  type SortType,
} from "~/lib/listing-query";
import { useDebouncedCallback } from "~/lib/use-debounced-callback";

// The listing's one GET form: filters on the left, page size and sort above the grid (tied to the
// form by its id). Without JavaScript the visitor submits it with a button; with JavaScript any
// change applies after 500 ms of quiet (SPEC 9), always from page 1, through the same canonical
// URL the server would redirect to.

export const LISTING_FORM_ID = "listing-form";
const FILTER_DEBOUNCE_MS = 500;

type ListingFormProps = {
  apply: (form: HTMLFormElement | null) => void;
  filters: LayeredFilter[];
  definitions: FilterDefinition[];
  state: ListingState;
  sortTypes: SortType[];
  defaultSort: SortType;
  children?: ReactNode;
};

/** Applies the listing form (debounced): navigates to its canonical URL, from page 1. */
export function useApplyListing(definitions: FilterDefinition[], sortTypes: SortType[], defaultSort: SortType) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return useDebouncedCallback((form: HTMLFormElement | null) => {
    if (!form) return;
    const search = new URLSearchParams();
    for (const [name, value] of new FormData(form)) if (typeof value === "string") search.append(name, value);
    const state = parseListingQuery(search, definitions, { sortTypes, defaultSort });
    navigate(pathname + listingSearch(state, defaultSort, { page: 1 }), { preventScrollReset: true });
  }, FILTER_DEBOUNCE_MS);
}

function RangeFilter({ filter, value }: { filter: LayeredFilter; value?: RangeValue }) {
  const { t } = useTranslation();
  const bounds = filter.values[0];
  const [min, setMin] = useState(value?.min ?? "");
  const [max, setMax] = useState(value?.max ?? "");
  const inputType = filter.type === "Number" ? "number" : filter.type === "Date" ? "date" : "datetime-local";
  const lowest = bounds?.minValue !== undefined ? String(bounds.minValue) : undefined;
  const highest = bounds?.maxValue !== undefined ? String(bounds.maxValue) : undefined;
  const code = filter.attributeCode;
  return (
    <div className="range-filter">
      <label>
        <span>{t("catalog.min")}</span>
        {/* min and max bound to each other: neither can pass the other. */}
        <input type={inputType} name={`${code}_min`} value={min} onChange={(e) => setMin(e.target.value)} min={lowest} max={max || highest} step={inputType === "number" ? "any" : undefined} placeholder={lowest} inputMode={inputType === "number" ? "decimal" : undefined} />
      </label>
      <label>
        <span>{t("catalog.max")}</span>
        <input type={inputType} name={`${code}_max`} value={max} onChange={(e) => setMax(e.target.value)} min={min || lowest} max={highest} step={inputType === "number" ? "any" : undefined} placeholder={highest} inputMode={inputType === "number" ? "decimal" : undefined} />
      </label>
    </div>
  );
}

function ChoiceFilter({ filter, selected }: { filter: LayeredFilter; selected: string[] }) {
  const { t } = useTranslation();
  const single = filter.type === "Dropdown" || filter.type === "YesNo";
  const label = (value: LayeredFilter["values"][number]) =>
    filter.type === "YesNo" ? t(value.value === "true" ? "catalog.yes" : "catalog.no") : value.valueLabel;
  return (
    <ul className={`choice-filter choice-filter--${filter.type.toLowerCase()}`}>
      {single ? (
        <li>
          <label>
            <input type="radio" name={filter.attributeCode} value="" defaultChecked={!selected.length} />
            <span>{t("catalog.none")}</span>
          </label>
        </li>
      ) : null}
      {filter.values.map((value) => (
        <li key={value.value}>
          <label>
            <input type={single ? "radio" : "checkbox"} name={filter.attributeCode} value={value.value} defaultChecked={selected.includes(value.value)} />
            {filter.type === "VisualSwatch" && value.color ? <span className="swatch" style={{ background: value.color }} aria-hidden="true" /> : null}
            <span>{label(value)}</span> <span className="choice-filter__count">{t("catalog.productCount", { count: value.totalProducts })}</span>
          </label>
        </li>
      ))}
    </ul>
  );
}

/** The layered-navigation variant: one select per attribute with a 'None' option and counts. */
function SelectFilter({ filter, selected }: { filter: LayeredFilter; selected: string[] }) {
  const { t } = useTranslation();
  return (
    <select name={filter.attributeCode} defaultValue={selected[0] ?? ""} aria-label={filter.label}>
      <option value="">{t("catalog.none")}</option>
      {filter.values.map((value) => (
        <option key={value.value} value={value.value}>
          {filter.type === "YesNo" ? t(value.value === "true" ? "catalog.yes" : "catalog.no") : value.valueLabel} ({value.totalProducts})
        </option>
      ))}
    </select>
  );
}

export function ListingForm({ apply, filters, state, defaultSort, children }: Omit<ListingFormProps, "definitions" | "sortTypes">) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const { pathname } = useLocation();
  // Remounting on every new URL resets the uncontrolled inputs to what the URL says.
  const key = listingSearch(state, defaultSort);
  return (
    // noValidate: the server cleans the query (a 0..0 range is dropped), so the browser must not
    // refuse a bound outside the products' span.
    <Form method="get" id={LISTING_FORM_ID} className="listing-filters" key={key} noValidate onChange={(event) => hydrated && apply(event.currentTarget)} onSubmit={(event) => {
      if (!hydrated) return;
      event.preventDefault();
      apply(event.currentTarget);
    }}>
      <h2 className="listing-filters__title">{t("catalog.filters")}</h2>
      {state.view === "select" ? <input type="hidden" name="nav" value="select" /> : null}
      {filters.map((filter) => (
        <fieldset key={filter.attributeCode} className="listing-filters__group">
          <legend>{filter.label}</legend>
          {isRangeType(filter.type) ? (
            <RangeFilter filter={filter} value={state.ranges[filter.attributeCode]} />
          ) : state.view === "select" ? (
            <SelectFilter filter={filter} selected={state.choices[filter.attributeCode] ?? []} />
          ) : (
            <ChoiceFilter filter={filter} selected={state.choices[filter.attributeCode] ?? []} />
          )}
        </fieldset>
      ))}
      <div className="listing-filters__actions">
        <button type="submit" className="button button--primary">
          {t("catalog.applyFilters")}
        </button>
        <a className="button" href={pathname + listingSearch({ ...state, choices: {}, ranges: {} }, defaultSort, { page: 1 })}>
          {t("catalog.clearFilters")}
        </a>
      </div>
      <p className="listing-filters__view">
        <a href={pathname + listingSearch(state, defaultSort, { page: 1, view: state.view === "select" ? "list" : "select" })}>
          {state.view === "select" ? t("catalog.filtersAsList") : t("catalog.filtersAsSelects")}
        </a>
      </p>
      {children}
    </Form>
  );
}

/** Total records, page size and sort: fields of the listing form, shown above the grid. */
export function ListingToolbar({ apply, state, sortTypes, totalRecords }: { apply: ListingFormProps["apply"]; state: ListingState; sortTypes: SortType[]; totalRecords: number }) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  // These selects sit outside the form element, so their changes do not bubble to it.
  const applyForm = () => apply(document.getElementById(LISTING_FORM_ID) as HTMLFormElement | null);
  return (
    <div className="listing-toolbar">
      <p className="listing-toolbar__total" role="status">
        {t("catalog.totalRecords", { count: totalRecords })}
      </p>
      <label>
        <span>{t("catalog.perPage")}</span>
        <select name="perPage" form={LISTING_FORM_ID} onChange={applyForm} defaultValue={String(state.perPage)} key={`per-${state.perPage}`}>
          {PAGE_SIZES.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </select>
      </label>
      <label>
        <span>{t("catalog.sortBy")}</span>
        <select name="sort" form={LISTING_FORM_ID} onChange={applyForm} defaultValue={state.sort} key={`sort-${state.sort}`}>
          {sortTypes.map((sort) => (
            <option key={sort} value={sort}>
              {t(`catalog.sort.${sort}`)}
            </option>
          ))}
        </select>
      </label>
      {hydrated ? null : (
        <button type="submit" form={LISTING_FORM_ID} className="button">
          {t("catalog.apply")}
        </button>
      )}
    </div>
  );
}
