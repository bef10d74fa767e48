/**
 * @generated SignedSource<<e97251aeff1816c730b4ccc1377ee5a9>>
 * @relayHash 5e608aa9b55c8107890ccd9f6e51cf0c
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID af0e59169b6ba0ba3ff192814576eee45dc88690e68173a92bb6bacf33a5c86f

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type HomePageQuery$variables = {
  path: string;
};
export type HomePageQuery$data = {
  readonly searchLanding: {
    readonly results: {
      readonly " $fragmentSpreads": FragmentRefs<"FacetTiles_search">;
    };
  } | null | undefined;
  readonly site: {
    readonly brandGrids: ReadonlyArray<{
      readonly __typename: "BrandGrid";
    }>;
    readonly description: string;
    readonly homePage: {
      readonly acceptedPayments: {
        readonly " $fragmentSpreads": FragmentRefs<"AcceptedPayments_card">;
      } | null | undefined;
      readonly bannerTiles: ReadonlyArray<{
        readonly image: {
          readonly __typename: "SiteImage";
        } | null | undefined;
        readonly " $fragmentSpreads": FragmentRefs<"BannerTiles_tiles">;
      }>;
      readonly featuredStock: {
        readonly " $fragmentSpreads": FragmentRefs<"StockStrip_strip">;
      } | null | undefined;
      readonly groupStats: {
        readonly " $fragmentSpreads": FragmentRefs<"GroupStats_stats">;
      } | null | undefined;
      readonly hero: {
        readonly image: {
          readonly __typename: "SiteImage";
        } | null | undefined;
        readonly " $fragmentSpreads": FragmentRefs<"HomeHero_hero">;
      };
      readonly recentlyAdded: {
        readonly " $fragmentSpreads": FragmentRefs<"StockStrip_strip">;
      } | null | undefined;
      readonly welcome: {
        readonly " $fragmentSpreads": FragmentRefs<"WelcomeSection_welcome">;
      } | null | undefined;
      readonly whyBuyFromUs: {
        readonly " $fragmentSpreads": FragmentRefs<"WhyBuyFromUs_callouts">;
      } | null | undefined;
      readonly whyProduct: {
        readonly " $fragmentSpreads": FragmentRefs<"WhyProduct_callouts">;
      } | null | undefined;
    };
    readonly name: string;
    readonly " $fragmentSpreads": FragmentRefs<"BrandGrids_site" | "HomePromoSlider_site" | "RecentlyViewedVehicles_site" | "SalesCounterBanner_site" | "StockStrip_site">;
  };
};
export type HomePageQuery = {
  response: HomePageQuery$data;
  variables: HomePageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "path"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "description",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v4 = [
  (v3/*:: as any*/)
],
v5 = {
  "alias": null,
  "args": null,
  "concreteType": "SiteImage",
  "kind": "LinkedField",
  "name": "image",
  "plural": false,
  "selections": (v4/*:: as any*/),
  "storageKey": null
},
v6 = [
  {
    "args": null,
    "kind": "FragmentSpread",
    "name": "StockStrip_strip"
  }
],
v7 = [
  {
    "kind": "Variable",
    "name": "path",
    "variableName": "path"
  }
],
v8 = [
  {
    "kind": "Literal",
    "name": "facets",
    "value": [
      "MAKE",
      "BODY",
      "PRICE_RANGE"
    ]
  },
  {
    "kind": "Literal",
    "name": "first",
    "value": 1
  }
],
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "slug",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "kind",
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "title",
  "storageKey": null
},
v12 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "href",
  "storageKey": null
},
v13 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "count",
  "storageKey": null
},
v14 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "text",
  "storageKey": null
},
v15 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "url",
  "storageKey": null
},
v16 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "srcSet",
  "storageKey": null
},
v17 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "width",
  "storageKey": null
},
v18 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "height",
  "storageKey": null
},
v19 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "alt",
  "storageKey": null
},
v20 = {
  "alias": null,
  "args": null,
  "concreteType": "SiteImage",
  "kind": "LinkedField",
  "name": "image",
  "plural": false,
  "selections": [
    (v15/*:: as any*/),
    (v16/*:: as any*/),
    (v17/*:: as any*/),
    (v18/*:: as any*/),
    (v19/*:: as any*/)
  ],
  "storageKey": null
},
v21 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "heading",
  "storageKey": null
},
v22 = {
  "alias": null,
  "args": null,
  "concreteType": "SiteImage",
  "kind": "LinkedField",
  "name": "image",
  "plural": false,
  "selections": [
    (v15/*:: as any*/),
    (v16/*:: as any*/),
    (v17/*:: as any*/),
    (v18/*:: as any*/),
    (v19/*:: as any*/),
    (v3/*:: as any*/)
  ],
  "storageKey": null
},
v23 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "label",
  "storageKey": null
},
v24 = [
  (v23/*:: as any*/),
  (v12/*:: as any*/)
],
v25 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "value",
  "storageKey": null
},
v26 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "path",
  "storageKey": null
},
v27 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "colour",
  "storageKey": null
},
v28 = [
  (v21/*:: as any*/),
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "sort",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "carTypes",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "makes",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "bodies",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "tags",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "concreteType": "Car",
    "kind": "LinkedField",
    "name": "cars",
    "plural": true,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "id",
        "storageKey": null
      },
      (v1/*:: as any*/),
      (v26/*:: as any*/),
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
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "body",
        "storageKey": null
      },
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
          (v16/*:: as any*/),
          (v17/*:: as any*/),
          (v18/*:: as any*/),
          (v19/*:: as any*/),
          (v15/*:: as any*/)
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
          (v14/*:: as any*/),
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
          (v10/*:: as any*/),
          (v23/*:: as any*/),
          (v27/*:: as any*/)
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
      (v9/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "make",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "model",
        "storageKey": null
      },
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
v29 = [
  (v11/*:: as any*/),
  {
    "alias": null,
    "args": null,
    "concreteType": "HomeCallout",
    "kind": "LinkedField",
    "name": "items",
    "plural": true,
    "selections": [
      (v11/*:: as any*/),
      (v14/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "icon",
        "storageKey": null
      }
    ],
    "storageKey": null
  }
],
v30 = [
  (v25/*:: as any*/),
  (v23/*:: as any*/),
  (v13/*:: as any*/)
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "HomePageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Site",
        "kind": "LinkedField",
        "name": "site",
        "plural": false,
        "selections": [
          (v1/*:: as any*/),
          (v2/*:: as any*/),
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "StockStrip_site"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "BrandGrids_site"
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "BrandGrid",
            "kind": "LinkedField",
            "name": "brandGrids",
            "plural": true,
            "selections": (v4/*:: as any*/),
            "storageKey": null
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "SalesCounterBanner_site"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "RecentlyViewedVehicles_site"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "HomePromoSlider_site"
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "HomePage",
            "kind": "LinkedField",
            "name": "homePage",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "HomeHero",
                "kind": "LinkedField",
                "name": "hero",
                "plural": false,
                "selections": [
                  {
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "HomeHero_hero"
                  },
                  (v5/*:: as any*/)
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "HomeTile",
                "kind": "LinkedField",
                "name": "bannerTiles",
                "plural": true,
                "selections": [
                  {
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "BannerTiles_tiles"
                  },
                  (v5/*:: as any*/)
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "HomeStats",
                "kind": "LinkedField",
                "name": "groupStats",
                "plural": false,
                "selections": [
                  {
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "GroupStats_stats"
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "HomeStockStrip",
                "kind": "LinkedField",
                "name": "featuredStock",
                "plural": false,
                "selections": (v6/*:: as any*/),
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "HomeStockStrip",
                "kind": "LinkedField",
                "name": "recentlyAdded",
                "plural": false,
                "selections": (v6/*:: as any*/),
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "HomeCallouts",
                "kind": "LinkedField",
                "name": "whyProduct",
                "plural": false,
                "selections": [
                  {
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "WhyProduct_callouts"
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "HomeCallouts",
                "kind": "LinkedField",
                "name": "whyBuyFromUs",
                "plural": false,
                "selections": [
                  {
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "WhyBuyFromUs_callouts"
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "HomeWelcome",
                "kind": "LinkedField",
                "name": "welcome",
                "plural": false,
                "selections": [
                  {
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "WelcomeSection_welcome"
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "AcceptedPayments",
                "kind": "LinkedField",
                "name": "acceptedPayments",
                "plural": false,
                "selections": [
                  {
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "AcceptedPayments_card"
                  }
                ],
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
        "args": (v7/*:: as any*/),
        "concreteType": "SearchLanding",
        "kind": "LinkedField",
        "name": "searchLanding",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": (v8/*:: as any*/),
            "concreteType": "CarSearchConnection",
            "kind": "LinkedField",
            "name": "results",
            "plural": false,
            "selections": [
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "FacetTiles_search"
              }
            ],
            "storageKey": "results(facets:[\"MAKE\",\"BODY\",\"PRICE_RANGE\"],first:1)"
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
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "HomePageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Site",
        "kind": "LinkedField",
        "name": "site",
        "plural": false,
        "selections": [
          (v1/*:: as any*/),
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "SearchSettings",
            "kind": "LinkedField",
            "name": "search",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "defaultSort",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          (v9/*:: as any*/),
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
            "concreteType": "SiteLabels",
            "kind": "LinkedField",
            "name": "labels",
            "plural": false,
            "selections": [
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
            "concreteType": "BrandGrid",
            "kind": "LinkedField",
            "name": "brandGrids",
            "plural": true,
            "selections": [
              (v10/*:: as any*/),
              (v11/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "Brand",
                "kind": "LinkedField",
                "name": "brands",
                "plural": true,
                "selections": [
                  (v11/*:: as any*/),
                  (v9/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "logoUrl",
                    "storageKey": null
                  },
                  (v12/*:: as any*/)
                ],
                "storageKey": null
              },
              (v3/*:: as any*/)
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "SalesCounter",
            "kind": "LinkedField",
            "name": "salesCounter",
            "plural": false,
            "selections": [
              (v11/*:: as any*/),
              (v13/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "computedAt",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "salesPerDay",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "secondsPerSale",
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
                "name": "sliderWidth",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "sliderHeight",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": [
              {
                "kind": "Literal",
                "name": "includeUpcoming",
                "value": true
              },
              {
                "kind": "Literal",
                "name": "placement",
                "value": "HOME_SLIDER"
              }
            ],
            "concreteType": "Promotion",
            "kind": "LinkedField",
            "name": "promotions",
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
              (v11/*:: as any*/),
              (v14/*:: as any*/),
              (v12/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "linkText",
                "storageKey": null
              },
              (v20/*:: as any*/)
            ],
            "storageKey": "promotions(includeUpcoming:true,placement:\"HOME_SLIDER\")"
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "HomePage",
            "kind": "LinkedField",
            "name": "homePage",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "HomeHero",
                "kind": "LinkedField",
                "name": "hero",
                "plural": false,
                "selections": [
                  (v21/*:: as any*/),
                  (v14/*:: as any*/),
                  (v22/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "HomeLink",
                    "kind": "LinkedField",
                    "name": "callToAction",
                    "plural": false,
                    "selections": (v24/*:: as any*/),
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "HomeTile",
                "kind": "LinkedField",
                "name": "bannerTiles",
                "plural": true,
                "selections": [
                  (v11/*:: as any*/),
                  (v14/*:: as any*/),
                  (v12/*:: as any*/),
                  (v22/*:: as any*/)
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "HomeStats",
                "kind": "LinkedField",
                "name": "groupStats",
                "plural": false,
                "selections": [
                  (v21/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "HomeStat",
                    "kind": "LinkedField",
                    "name": "items",
                    "plural": true,
                    "selections": [
                      (v25/*:: as any*/),
                      (v23/*:: as any*/)
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "HomeStockStrip",
                "kind": "LinkedField",
                "name": "featuredStock",
                "plural": false,
                "selections": (v28/*:: as any*/),
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "HomeStockStrip",
                "kind": "LinkedField",
                "name": "recentlyAdded",
                "plural": false,
                "selections": (v28/*:: as any*/),
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "HomeCallouts",
                "kind": "LinkedField",
                "name": "whyProduct",
                "plural": false,
                "selections": (v29/*:: as any*/),
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "HomeCallouts",
                "kind": "LinkedField",
                "name": "whyBuyFromUs",
                "plural": false,
                "selections": (v29/*:: as any*/),
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "HomeWelcome",
                "kind": "LinkedField",
                "name": "welcome",
                "plural": false,
                "selections": [
                  (v21/*:: as any*/),
                  (v14/*:: as any*/),
                  (v20/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "HomeLink",
                    "kind": "LinkedField",
                    "name": "primaryButton",
                    "plural": false,
                    "selections": (v24/*:: as any*/),
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "HomeLink",
                    "kind": "LinkedField",
                    "name": "secondaryButton",
                    "plural": false,
                    "selections": (v24/*:: as any*/),
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "AcceptedPayments",
                "kind": "LinkedField",
                "name": "acceptedPayments",
                "plural": false,
                "selections": [
                  (v21/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "PaymentMethod",
                    "kind": "LinkedField",
                    "name": "methods",
                    "plural": true,
                    "selections": [
                      (v10/*:: as any*/),
                      (v1/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "BrandIcon",
                        "kind": "LinkedField",
                        "name": "icon",
                        "plural": false,
                        "selections": [
                          (v26/*:: as any*/),
                          (v27/*:: as any*/)
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
      },
      {
        "alias": null,
        "args": (v7/*:: as any*/),
        "concreteType": "SearchLanding",
        "kind": "LinkedField",
        "name": "searchLanding",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": (v8/*:: as any*/),
            "concreteType": "CarSearchConnection",
            "kind": "LinkedField",
            "name": "results",
            "plural": false,
            "selections": [
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
                  (v23/*:: as any*/),
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
                    "name": "popular",
                    "plural": true,
                    "selections": (v30/*:: as any*/),
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "CarFacetValue",
                    "kind": "LinkedField",
                    "name": "values",
                    "plural": true,
                    "selections": (v30/*:: as any*/),
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": "results(facets:[\"MAKE\",\"BODY\",\"PRICE_RANGE\"],first:1)"
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "af0e59169b6ba0ba3ff192814576eee45dc88690e68173a92bb6bacf33a5c86f",
    "metadata": {},
    "name": "HomePageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "39355f2811c46e9fc3a41da530f7c50d";

export default node;
