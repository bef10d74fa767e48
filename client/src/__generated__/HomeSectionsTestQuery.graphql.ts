/**
 * @generated SignedSource<<6aaa928c1c07d3caa8a60ad5accc87ad>>
 * @relayHash 64864306512ba1b08be9601e0e478975
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID d0f659299c5d42b1ad3eaa1639332666867b547909ea099b4a99ea946b39b85c

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type HomeSectionsTestQuery$variables = Record<PropertyKey, never>;
export type HomeSectionsTestQuery$data = {
  readonly site: {
    readonly homePage: {
      readonly acceptedPayments: {
        readonly " $fragmentSpreads": FragmentRefs<"AcceptedPayments_card">;
      } | null | undefined;
      readonly bannerTiles: ReadonlyArray<{
        readonly " $fragmentSpreads": FragmentRefs<"BannerTiles_tiles">;
      }>;
      readonly featuredStock: {
        readonly " $fragmentSpreads": FragmentRefs<"StockStrip_strip">;
      } | null | undefined;
      readonly groupStats: {
        readonly " $fragmentSpreads": FragmentRefs<"GroupStats_stats">;
      } | null | undefined;
      readonly hero: {
        readonly " $fragmentSpreads": FragmentRefs<"HomeHero_hero">;
      };
      readonly welcome: {
        readonly " $fragmentSpreads": FragmentRefs<"WelcomeSection_welcome">;
      } | null | undefined;
      readonly whyProduct: {
        readonly " $fragmentSpreads": FragmentRefs<"WhyProduct_callouts">;
      } | null | undefined;
    };
    readonly " $fragmentSpreads": FragmentRefs<"StockStrip_site">;
  };
};
export type HomeSectionsTestQuery = {
  response: HomeSectionsTestQuery$data;
  variables: HomeSectionsTestQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "slug",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "heading",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "text",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "url",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "srcSet",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "width",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "height",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "alt",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "concreteType": "SiteImage",
  "kind": "LinkedField",
  "name": "image",
  "plural": false,
  "selections": [
    (v3/*:: as any*/),
    (v4/*:: as any*/),
    (v5/*:: as any*/),
    (v6/*:: as any*/),
    (v7/*:: as any*/)
  ],
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "label",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "href",
  "storageKey": null
},
v11 = [
  (v9/*:: as any*/),
  (v10/*:: as any*/)
],
v12 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "title",
  "storageKey": null
},
v13 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v14 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "path",
  "storageKey": null
},
v15 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "kind",
  "storageKey": null
},
v16 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "colour",
  "storageKey": null
},
v17 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "Boolean"
},
v18 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "String"
},
v19 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "SiteImage"
},
v20 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "Int"
},
v21 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "String"
},
v22 = {
  "enumValues": null,
  "nullable": false,
  "plural": true,
  "type": "String"
},
v23 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "Float"
},
v24 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "Float"
},
v25 = [
  "HIGHEST_KM",
  "HIGHEST_PRICE",
  "LATEST",
  "LOWEST_KM",
  "LOWEST_PRICE",
  "MOST_RELEVANT",
  "NEAREST",
  "NEWEST_YEAR",
  "OLDEST_YEAR"
],
v26 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "HomeLink"
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "HomeSectionsTestQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Site",
        "kind": "LinkedField",
        "name": "site",
        "plural": false,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "StockStrip_site"
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
                  {
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "BannerTiles_tiles"
                  }
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
                "selections": [
                  {
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "StockStrip_strip"
                  }
                ],
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
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "HomeSectionsTestQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Site",
        "kind": "LinkedField",
        "name": "site",
        "plural": false,
        "selections": [
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
          (v0/*:: as any*/),
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
                  (v1/*:: as any*/),
                  (v2/*:: as any*/),
                  (v8/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "HomeLink",
                    "kind": "LinkedField",
                    "name": "callToAction",
                    "plural": false,
                    "selections": (v11/*:: as any*/),
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
                  (v12/*:: as any*/),
                  (v2/*:: as any*/),
                  (v10/*:: as any*/),
                  (v8/*:: as any*/)
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
                  (v1/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "HomeStat",
                    "kind": "LinkedField",
                    "name": "items",
                    "plural": true,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "value",
                        "storageKey": null
                      },
                      (v9/*:: as any*/)
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
                "selections": [
                  (v1/*:: as any*/),
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
                      (v13/*:: as any*/),
                      (v14/*:: as any*/),
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
                          (v4/*:: as any*/),
                          (v5/*:: as any*/),
                          (v6/*:: as any*/),
                          (v7/*:: as any*/),
                          (v3/*:: as any*/)
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
                          (v2/*:: as any*/),
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
                          (v15/*:: as any*/),
                          (v9/*:: as any*/),
                          (v16/*:: as any*/)
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
                      (v0/*:: as any*/),
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
                  (v12/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "HomeCallout",
                    "kind": "LinkedField",
                    "name": "items",
                    "plural": true,
                    "selections": [
                      (v12/*:: as any*/),
                      (v2/*:: as any*/),
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
                  (v1/*:: as any*/),
                  (v2/*:: as any*/),
                  (v8/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "HomeLink",
                    "kind": "LinkedField",
                    "name": "primaryButton",
                    "plural": false,
                    "selections": (v11/*:: as any*/),
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "HomeLink",
                    "kind": "LinkedField",
                    "name": "secondaryButton",
                    "plural": false,
                    "selections": (v11/*:: as any*/),
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
                  (v1/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "PaymentMethod",
                    "kind": "LinkedField",
                    "name": "methods",
                    "plural": true,
                    "selections": [
                      (v15/*:: as any*/),
                      (v13/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "BrandIcon",
                        "kind": "LinkedField",
                        "name": "icon",
                        "plural": false,
                        "selections": [
                          (v14/*:: as any*/),
                          (v16/*:: as any*/)
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
    "id": "d0f659299c5d42b1ad3eaa1639332666867b547909ea099b4a99ea946b39b85c",
    "metadata": {
      "relayTestingSelectionTypeInfo": {
        "site": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Site"
        },
        "site.features": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "SiteFeatures"
        },
        "site.features.compare": (v17/*:: as any*/),
        "site.features.favourites": (v17/*:: as any*/),
        "site.features.watchlist": (v17/*:: as any*/),
        "site.homePage": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "HomePage"
        },
        "site.homePage.acceptedPayments": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "AcceptedPayments"
        },
        "site.homePage.acceptedPayments.heading": (v18/*:: as any*/),
        "site.homePage.acceptedPayments.methods": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "PaymentMethod"
        },
        "site.homePage.acceptedPayments.methods.icon": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "BrandIcon"
        },
        "site.homePage.acceptedPayments.methods.icon.colour": (v18/*:: as any*/),
        "site.homePage.acceptedPayments.methods.icon.path": (v18/*:: as any*/),
        "site.homePage.acceptedPayments.methods.kind": {
          "enumValues": [
            "APPLE_PAY",
            "GOOGLE_PAY",
            "MAESTRO",
            "MASTERCARD",
            "VISA"
          ],
          "nullable": false,
          "plural": false,
          "type": "PaymentMethodKind"
        },
        "site.homePage.acceptedPayments.methods.name": (v18/*:: as any*/),
        "site.homePage.bannerTiles": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "HomeTile"
        },
        "site.homePage.bannerTiles.href": (v18/*:: as any*/),
        "site.homePage.bannerTiles.image": (v19/*:: as any*/),
        "site.homePage.bannerTiles.image.alt": (v18/*:: as any*/),
        "site.homePage.bannerTiles.image.height": (v20/*:: as any*/),
        "site.homePage.bannerTiles.image.srcSet": (v21/*:: as any*/),
        "site.homePage.bannerTiles.image.url": (v18/*:: as any*/),
        "site.homePage.bannerTiles.image.width": (v20/*:: as any*/),
        "site.homePage.bannerTiles.text": (v21/*:: as any*/),
        "site.homePage.bannerTiles.title": (v18/*:: as any*/),
        "site.homePage.featuredStock": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "HomeStockStrip"
        },
        "site.homePage.featuredStock.bodies": (v22/*:: as any*/),
        "site.homePage.featuredStock.carTypes": {
          "enumValues": [
            "DEMO",
            "NEW",
            "USED"
          ],
          "nullable": false,
          "plural": true,
          "type": "CarType"
        },
        "site.homePage.featuredStock.cars": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "Car"
        },
        "site.homePage.featuredStock.cars.available": (v17/*:: as any*/),
        "site.homePage.featuredStock.cars.body": (v21/*:: as any*/),
        "site.homePage.featuredStock.cars.canSave": (v17/*:: as any*/),
        "site.homePage.featuredStock.cars.city": (v18/*:: as any*/),
        "site.homePage.featuredStock.cars.financeEstimate": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "FinanceQuote"
        },
        "site.homePage.featuredStock.cars.financeEstimate.comparisonRate": (v23/*:: as any*/),
        "site.homePage.featuredStock.cars.financeEstimate.interestRate": (v23/*:: as any*/),
        "site.homePage.featuredStock.cars.financeEstimate.perWeek": (v23/*:: as any*/),
        "site.homePage.featuredStock.cars.fuel": (v21/*:: as any*/),
        "site.homePage.featuredStock.cars.id": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "ID"
        },
        "site.homePage.featuredStock.cars.inWatchlist": (v17/*:: as any*/),
        "site.homePage.featuredStock.cars.internalId": (v18/*:: as any*/),
        "site.homePage.featuredStock.cars.km": (v20/*:: as any*/),
        "site.homePage.featuredStock.cars.make": (v18/*:: as any*/),
        "site.homePage.featuredStock.cars.model": (v18/*:: as any*/),
        "site.homePage.featuredStock.cars.name": (v18/*:: as any*/),
        "site.homePage.featuredStock.cars.path": (v18/*:: as any*/),
        "site.homePage.featuredStock.cars.priceDisplay": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "PriceDisplay"
        },
        "site.homePage.featuredStock.cars.priceDisplay.amount": (v24/*:: as any*/),
        "site.homePage.featuredStock.cars.priceDisplay.cashPriceType": (v21/*:: as any*/),
        "site.homePage.featuredStock.cars.priceDisplay.cashText": (v21/*:: as any*/),
        "site.homePage.featuredStock.cars.priceDisplay.cashWasAmount": (v24/*:: as any*/),
        "site.homePage.featuredStock.cars.priceDisplay.priceType": (v21/*:: as any*/),
        "site.homePage.featuredStock.cars.priceDisplay.text": (v18/*:: as any*/),
        "site.homePage.featuredStock.cars.priceDisplay.wasAmount": (v24/*:: as any*/),
        "site.homePage.featuredStock.cars.primaryImage": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "CarImage"
        },
        "site.homePage.featuredStock.cars.primaryImage.alt": (v18/*:: as any*/),
        "site.homePage.featuredStock.cars.primaryImage.height": (v20/*:: as any*/),
        "site.homePage.featuredStock.cars.primaryImage.src": (v18/*:: as any*/),
        "site.homePage.featuredStock.cars.primaryImage.srcSet": (v21/*:: as any*/),
        "site.homePage.featuredStock.cars.primaryImage.url": (v18/*:: as any*/),
        "site.homePage.featuredStock.cars.primaryImage.width": (v20/*:: as any*/),
        "site.homePage.featuredStock.cars.reservePath": (v21/*:: as any*/),
        "site.homePage.featuredStock.cars.slug": (v18/*:: as any*/),
        "site.homePage.featuredStock.cars.state": (v18/*:: as any*/),
        "site.homePage.featuredStock.cars.tag": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "CarTag"
        },
        "site.homePage.featuredStock.cars.tag.colour": (v21/*:: as any*/),
        "site.homePage.featuredStock.cars.tag.kind": {
          "enumValues": [
            "CERTIFIED_PRE_OWNED",
            "COMING_SOON",
            "CUSTOM",
            "ELECTRIC",
            "HYBRID",
            "NEW_ARRIVAL",
            "RESERVED",
            "SOLD"
          ],
          "nullable": false,
          "plural": false,
          "type": "CarTagKind"
        },
        "site.homePage.featuredStock.cars.tag.label": (v18/*:: as any*/),
        "site.homePage.featuredStock.cars.transmission": (v21/*:: as any*/),
        "site.homePage.featuredStock.cars.year": (v20/*:: as any*/),
        "site.homePage.featuredStock.heading": (v18/*:: as any*/),
        "site.homePage.featuredStock.makes": (v22/*:: as any*/),
        "site.homePage.featuredStock.sort": {
          "enumValues": (v25/*:: as any*/),
          "nullable": true,
          "plural": false,
          "type": "CarSort"
        },
        "site.homePage.featuredStock.tags": (v22/*:: as any*/),
        "site.homePage.groupStats": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "HomeStats"
        },
        "site.homePage.groupStats.heading": (v18/*:: as any*/),
        "site.homePage.groupStats.items": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "HomeStat"
        },
        "site.homePage.groupStats.items.label": (v18/*:: as any*/),
        "site.homePage.groupStats.items.value": (v18/*:: as any*/),
        "site.homePage.hero": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "HomeHero"
        },
        "site.homePage.hero.callToAction": (v26/*:: as any*/),
        "site.homePage.hero.callToAction.href": (v18/*:: as any*/),
        "site.homePage.hero.callToAction.label": (v18/*:: as any*/),
        "site.homePage.hero.heading": (v18/*:: as any*/),
        "site.homePage.hero.image": (v19/*:: as any*/),
        "site.homePage.hero.image.alt": (v18/*:: as any*/),
        "site.homePage.hero.image.height": (v20/*:: as any*/),
        "site.homePage.hero.image.srcSet": (v21/*:: as any*/),
        "site.homePage.hero.image.url": (v18/*:: as any*/),
        "site.homePage.hero.image.width": (v20/*:: as any*/),
        "site.homePage.hero.text": (v18/*:: as any*/),
        "site.homePage.welcome": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "HomeWelcome"
        },
        "site.homePage.welcome.heading": (v18/*:: as any*/),
        "site.homePage.welcome.image": (v19/*:: as any*/),
        "site.homePage.welcome.image.alt": (v18/*:: as any*/),
        "site.homePage.welcome.image.height": (v20/*:: as any*/),
        "site.homePage.welcome.image.srcSet": (v21/*:: as any*/),
        "site.homePage.welcome.image.url": (v18/*:: as any*/),
        "site.homePage.welcome.image.width": (v20/*:: as any*/),
        "site.homePage.welcome.primaryButton": (v26/*:: as any*/),
        "site.homePage.welcome.primaryButton.href": (v18/*:: as any*/),
        "site.homePage.welcome.primaryButton.label": (v18/*:: as any*/),
        "site.homePage.welcome.secondaryButton": (v26/*:: as any*/),
        "site.homePage.welcome.secondaryButton.href": (v18/*:: as any*/),
        "site.homePage.welcome.secondaryButton.label": (v18/*:: as any*/),
        "site.homePage.welcome.text": (v18/*:: as any*/),
        "site.homePage.whyProduct": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "HomeCallouts"
        },
        "site.homePage.whyProduct.items": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "HomeCallout"
        },
        "site.homePage.whyProduct.items.icon": {
          "enumValues": [
            "EXPERIENCE",
            "FINANCE",
            "PRICE",
            "QUALITY",
            "SUPPORT",
            "WARRANTY"
          ],
          "nullable": false,
          "plural": false,
          "type": "CalloutIcon"
        },
        "site.homePage.whyProduct.items.text": (v21/*:: as any*/),
        "site.homePage.whyProduct.items.title": (v18/*:: as any*/),
        "site.homePage.whyProduct.title": (v18/*:: as any*/),
        "site.labels": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "SiteLabels"
        },
        "site.labels.reserveButton": (v18/*:: as any*/),
        "site.search": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "SearchSettings"
        },
        "site.search.defaultSort": {
          "enumValues": (v25/*:: as any*/),
          "nullable": false,
          "plural": false,
          "type": "CarSort"
        },
        "site.slug": (v18/*:: as any*/)
      }
    },
    "name": "HomeSectionsTestQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "7654e1150d8e89c6a427930c788a6ab3";

export default node;
