/**
 * @generated SignedSource<<aaa4e2fb05ff9e658529b7f44547db00>>
 * @relayHash 799bf0e70e80acc1e4c553d31fdb6178
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 031ea6e0030f00e4918edb4aede649fc9ab7c92fc27ac99f1c97ff052f98611c

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type CarSort = "HIGHEST_KM" | "HIGHEST_PRICE" | "LATEST" | "LOWEST_KM" | "LOWEST_PRICE" | "MOST_RELEVANT" | "NEAREST" | "NEWEST_YEAR" | "OLDEST_YEAR" | "%future added value";
export type CarStatus = "COMING_SOON" | "IN_STOCK" | "SOLD" | "%future added value";
export type CarType = "DEMO" | "NEW" | "USED" | "%future added value";
export type ItemType = "CAR" | "CARAVAN" | "MOTORCYCLE" | "TRUCK" | "%future added value";
export type CarFilters = {
  badge?: ReadonlyArray<string> | null | undefined;
  body?: ReadonlyArray<string> | null | undefined;
  carType?: ReadonlyArray<CarType> | null | undefined;
  categories?: ReadonlyArray<string> | null | undefined;
  certified?: boolean | null | undefined;
  city?: ReadonlyArray<string> | null | undefined;
  colour?: ReadonlyArray<string> | null | undefined;
  dealershipName?: ReadonlyArray<string> | null | undefined;
  dealershipSlug?: ReadonlyArray<string> | null | undefined;
  drive?: ReadonlyArray<string> | null | undefined;
  features?: ReadonlyArray<string> | null | undefined;
  fuel?: ReadonlyArray<string> | null | undefined;
  itemType?: ReadonlyArray<ItemType> | null | undefined;
  km?: IntRange | null | undefined;
  locationName?: ReadonlyArray<string> | null | undefined;
  make?: ReadonlyArray<string> | null | undefined;
  makeModel?: ReadonlyArray<string> | null | undefined;
  model?: ReadonlyArray<string> | null | undefined;
  near?: NearPostcode | null | undefined;
  price?: IntRange | null | undefined;
  priceRange?: ReadonlyArray<string> | null | undefined;
  seats?: ReadonlyArray<number> | null | undefined;
  state?: ReadonlyArray<string> | null | undefined;
  status?: ReadonlyArray<CarStatus> | null | undefined;
  subscriptionPrice?: IntRange | null | undefined;
  tag?: ReadonlyArray<string> | null | undefined;
  transmission?: ReadonlyArray<string> | null | undefined;
  weeklyPriceRange?: ReadonlyArray<string> | null | undefined;
  year?: IntRange | null | undefined;
  years?: ReadonlyArray<number> | null | undefined;
};
export type IntRange = {
  max?: number | null | undefined;
  min?: number | null | undefined;
};
export type NearPostcode = {
  postcode: string;
  withinKm?: number | null | undefined;
};
export type SearchPageQuery$variables = {
  filters?: CarFilters | null | undefined;
  page?: number | null | undefined;
  path: string;
  query?: string | null | undefined;
  sort?: CarSort | null | undefined;
};
export type SearchPageQuery$data = {
  readonly searchLanding: {
    readonly heading: string;
    readonly path: string;
    readonly results: {
      readonly page: number;
      readonly pageCount: number;
      readonly totalCount: number;
      readonly " $fragmentSpreads": FragmentRefs<"SearchFacets_search" | "SearchPagination_search" | "SearchResults_search">;
    };
    readonly scope: {
      readonly body: string | null | undefined;
      readonly carTypes: ReadonlyArray<CarType>;
      readonly make: string | null | undefined;
      readonly model: string | null | undefined;
    };
    readonly " $fragmentSpreads": FragmentRefs<"Breadcrumbs_landing" | "useSearchPromoTiles_landing">;
  } | null | undefined;
  readonly site: {
    readonly labels: {
      readonly vehicleType: string;
    };
    readonly name: string;
    readonly search: {
      readonly defaultSort: CarSort;
    };
    readonly " $fragmentSpreads": FragmentRefs<"EmptyResults_site" | "SearchFacets_site" | "SearchResults_site" | "SortSelect_site" | "useSearchPromoTiles_site">;
  };
};
export type SearchPageQuery = {
  response: SearchPageQuery$data;
  variables: SearchPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "filters"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "page"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "path"
},
v3 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "query"
},
v4 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "sort"
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "vehicleType",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "defaultSort",
  "storageKey": null
},
v8 = [
  {
    "kind": "Variable",
    "name": "path",
    "variableName": "path"
  }
],
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "path",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "heading",
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "make",
  "storageKey": null
},
v12 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "model",
  "storageKey": null
},
v13 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "body",
  "storageKey": null
},
v14 = {
  "alias": null,
  "args": null,
  "concreteType": "SearchScope",
  "kind": "LinkedField",
  "name": "scope",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "carTypes",
      "storageKey": null
    },
    (v11/*:: as any*/),
    (v12/*:: as any*/),
    (v13/*:: as any*/)
  ],
  "storageKey": null
},
v15 = {
  "kind": "Variable",
  "name": "filters",
  "variableName": "filters"
},
v16 = [
  {
    "kind": "Literal",
    "name": "facets",
    "value": [
      "CAR_TYPE",
      "MAKE",
      "MODEL",
      "PRICE",
      "BODY",
      "TRANSMISSION",
      "FUEL",
      "DRIVE",
      "COLOUR",
      "SEATS",
      "LOCATION_NAME",
      "DEALERSHIP_SLUG",
      "YEAR"
    ]
  },
  (v15/*:: as any*/),
  {
    "kind": "Variable",
    "name": "page",
    "variableName": "page"
  },
  {
    "kind": "Variable",
    "name": "query",
    "variableName": "query"
  },
  {
    "kind": "Variable",
    "name": "sort",
    "variableName": "sort"
  }
],
v17 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "totalCount",
  "storageKey": null
},
v18 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "page",
  "storageKey": null
},
v19 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "pageCount",
  "storageKey": null
},
v20 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "slug",
  "storageKey": null
},
v21 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "label",
  "storageKey": null
},
v22 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "text",
  "storageKey": null
},
v23 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "url",
  "storageKey": null
},
v24 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "srcSet",
  "storageKey": null
},
v25 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "width",
  "storageKey": null
},
v26 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "height",
  "storageKey": null
},
v27 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "alt",
  "storageKey": null
},
v28 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "selected",
  "storageKey": null
},
v29 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "value",
  "storageKey": null
},
v30 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "count",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/),
      (v3/*:: as any*/),
      (v4/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "SearchPageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Site",
        "kind": "LinkedField",
        "name": "site",
        "plural": false,
        "selections": [
          (v5/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "SiteLabels",
            "kind": "LinkedField",
            "name": "labels",
            "plural": false,
            "selections": [
              (v6/*:: as any*/)
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "SearchSettings",
            "kind": "LinkedField",
            "name": "search",
            "plural": false,
            "selections": [
              (v7/*:: as any*/)
            ],
            "storageKey": null
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "SortSelect_site"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "SearchFacets_site"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "SearchResults_site"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "EmptyResults_site"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "useSearchPromoTiles_site"
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": (v8/*:: as any*/),
        "concreteType": "SearchLanding",
        "kind": "LinkedField",
        "name": "searchLanding",
        "plural": false,
        "selections": [
          (v9/*:: as any*/),
          (v10/*:: as any*/),
          (v14/*:: as any*/),
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "Breadcrumbs_landing"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "useSearchPromoTiles_landing"
          },
          {
            "alias": null,
            "args": (v16/*:: as any*/),
            "concreteType": "CarSearchConnection",
            "kind": "LinkedField",
            "name": "results",
            "plural": false,
            "selections": [
              (v17/*:: as any*/),
              (v18/*:: as any*/),
              (v19/*:: as any*/),
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "SearchFacets_search"
              },
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "SearchResults_search"
              },
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "SearchPagination_search"
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v2/*:: as any*/),
      (v3/*:: as any*/),
      (v0/*:: as any*/),
      (v4/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "SearchPageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Site",
        "kind": "LinkedField",
        "name": "site",
        "plural": false,
        "selections": [
          (v5/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "SiteLabels",
            "kind": "LinkedField",
            "name": "labels",
            "plural": false,
            "selections": [
              (v6/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "reserveButton",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "SearchSettings",
            "kind": "LinkedField",
            "name": "search",
            "plural": false,
            "selections": [
              (v7/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "sortOptions",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "PriceSliderSettings",
                "kind": "LinkedField",
                "name": "priceSlider",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "min",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "max",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "step",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "emptyResultsRefreshPath",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          (v20/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "SiteFeatures",
            "kind": "LinkedField",
            "name": "features",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "favourites",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "compare",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "watchlist",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "SiteTexts",
            "kind": "LinkedField",
            "name": "texts",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "emptyResultsHeading",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "emptyResultsText",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "emptySearchText",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "clearFilters",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "PromotionSettings",
            "kind": "LinkedField",
            "name": "promotionSettings",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "timeZone",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "searchTiles",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "searchTileEvery",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": (v8/*:: as any*/),
        "concreteType": "SearchLanding",
        "kind": "LinkedField",
        "name": "searchLanding",
        "plural": false,
        "selections": [
          (v9/*:: as any*/),
          (v10/*:: as any*/),
          (v14/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Breadcrumb",
            "kind": "LinkedField",
            "name": "breadcrumbs",
            "plural": true,
            "selections": [
              (v21/*:: as any*/),
              (v9/*:: as any*/)
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": [
              (v15/*:: as any*/),
              {
                "kind": "Literal",
                "name": "includeUpcoming",
                "value": true
              }
            ],
            "concreteType": "Promotion",
            "kind": "LinkedField",
            "name": "promoTiles",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "internalID",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "activeNow",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "startsAt",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "expiresAt",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "position",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "title",
                "storageKey": null
              },
              (v22/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "href",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "linkText",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "SiteImage",
                "kind": "LinkedField",
                "name": "image",
                "plural": false,
                "selections": [
                  (v23/*:: as any*/),
                  (v24/*:: as any*/),
                  (v25/*:: as any*/),
                  (v26/*:: as any*/),
                  (v27/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": (v16/*:: as any*/),
            "concreteType": "CarSearchConnection",
            "kind": "LinkedField",
            "name": "results",
            "plural": false,
            "selections": [
              (v17/*:: as any*/),
              (v18/*:: as any*/),
              (v19/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "CarFacet",
                "kind": "LinkedField",
                "name": "facets",
                "plural": true,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "attribute",
                    "storageKey": null
                  },
                  (v21/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "filterField",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "CarFacetValue",
                    "kind": "LinkedField",
                    "name": "values",
                    "plural": true,
                    "selections": [
                      (v28/*:: as any*/),
                      (v29/*:: as any*/),
                      (v21/*:: as any*/),
                      (v30/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "CarFacetValue",
                    "kind": "LinkedField",
                    "name": "popular",
                    "plural": true,
                    "selections": [
                      (v29/*:: as any*/),
                      (v21/*:: as any*/),
                      (v30/*:: as any*/),
                      (v28/*:: as any*/)
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "CarSearchEdge",
                "kind": "LinkedField",
                "name": "edges",
                "plural": true,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Car",
                    "kind": "LinkedField",
                    "name": "node",
                    "plural": false,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "id",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "distanceKm",
                        "storageKey": null
                      },
                      (v5/*:: as any*/),
                      (v9/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "year",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "km",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "transmission",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "fuel",
                        "storageKey": null
                      },
                      (v13/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "city",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "state",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "reservePath",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "CarImage",
                        "kind": "LinkedField",
                        "name": "primaryImage",
                        "plural": false,
                        "selections": [
                          {
                            "alias": "src",
                            "args": [
                              {
                                "kind": "Literal",
                                "name": "width",
                                "value": 640
                              }
                            ],
                            "kind": "ScalarField",
                            "name": "url",
                            "storageKey": "url(width:640)"
                          },
                          (v24/*:: as any*/),
                          (v25/*:: as any*/),
                          (v26/*:: as any*/),
                          (v27/*:: as any*/),
                          (v23/*:: as any*/)
                        ],
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "PriceDisplay",
                        "kind": "LinkedField",
                        "name": "priceDisplay",
                        "plural": false,
                        "selections": [
                          (v22/*:: as any*/),
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "amount",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "wasAmount",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "priceType",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "cashText",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "cashWasAmount",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "cashPriceType",
                            "storageKey": null
                          }
                        ],
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "CarTag",
                        "kind": "LinkedField",
                        "name": "tag",
                        "plural": false,
                        "selections": [
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "kind",
                            "storageKey": null
                          },
                          (v21/*:: as any*/),
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "colour",
                            "storageKey": null
                          }
                        ],
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "internalId",
                        "storageKey": null
                      },
                      (v20/*:: as any*/),
                      (v11/*:: as any*/),
                      (v12/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "canSave",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "available",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "inWatchlist",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "FinanceQuote",
                        "kind": "LinkedField",
                        "name": "financeEstimate",
                        "plural": false,
                        "selections": [
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "perWeek",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "interestRate",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "comparisonRate",
                            "storageKey": null
                          }
                        ],
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "031ea6e0030f00e4918edb4aede649fc9ab7c92fc27ac99f1c97ff052f98611c",
    "metadata": {},
    "name": "SearchPageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "e935f278375b95ebaf8cfb326e1fa584";

export default node;
