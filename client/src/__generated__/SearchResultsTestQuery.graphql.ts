/**
 * @generated SignedSource<<2ed38da51a331727ea9438de37ae27ed>>
 * @relayHash 4d1a23778aacd7d7b71f0d37a2959c9b
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 7b322fa2958b30c9db23274fa2fcbd4cd5828b07c4d5cafca263b3785e1d5d4e

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type SearchResultsTestQuery$variables = Record<PropertyKey, never>;
export type SearchResultsTestQuery$data = {
  readonly carSearch: {
    readonly " $fragmentSpreads": FragmentRefs<"SearchResults_search">;
  };
  readonly site: {
    readonly " $fragmentSpreads": FragmentRefs<"SearchResults_site">;
  };
};
export type SearchResultsTestQuery = {
  response: SearchResultsTestQuery$data;
  variables: SearchResultsTestQuery$variables;
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
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "Boolean"
},
v2 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "String"
},
v3 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "String"
},
v4 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "Float"
},
v5 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "Int"
},
v6 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "Float"
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "SearchResultsTestQuery",
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
            "name": "SearchResults_site"
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "CarSearchConnection",
        "kind": "LinkedField",
        "name": "carSearch",
        "plural": false,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "SearchResults_search"
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
    "name": "SearchResultsTestQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Site",
        "kind": "LinkedField",
        "name": "site",
        "plural": false,
        "selections": [
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
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "CarSearchConnection",
        "kind": "LinkedField",
        "name": "carSearch",
        "plural": false,
        "selections": [
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
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "name",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "path",
                    "storageKey": null
                  },
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
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "srcSet",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "width",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "height",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "alt",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "url",
                        "storageKey": null
                      }
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
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "text",
                        "storageKey": null
                      },
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
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "label",
                        "storageKey": null
                      },
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
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "7b322fa2958b30c9db23274fa2fcbd4cd5828b07c4d5cafca263b3785e1d5d4e",
    "metadata": {
      "relayTestingSelectionTypeInfo": {
        "carSearch": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "CarSearchConnection"
        },
        "carSearch.edges": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "CarSearchEdge"
        },
        "carSearch.edges.node": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Car"
        },
        "carSearch.edges.node.available": (v1/*:: as any*/),
        "carSearch.edges.node.body": (v2/*:: as any*/),
        "carSearch.edges.node.canSave": (v1/*:: as any*/),
        "carSearch.edges.node.city": (v3/*:: as any*/),
        "carSearch.edges.node.distanceKm": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Int"
        },
        "carSearch.edges.node.financeEstimate": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "FinanceQuote"
        },
        "carSearch.edges.node.financeEstimate.comparisonRate": (v4/*:: as any*/),
        "carSearch.edges.node.financeEstimate.interestRate": (v4/*:: as any*/),
        "carSearch.edges.node.financeEstimate.perWeek": (v4/*:: as any*/),
        "carSearch.edges.node.fuel": (v2/*:: as any*/),
        "carSearch.edges.node.id": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "ID"
        },
        "carSearch.edges.node.inWatchlist": (v1/*:: as any*/),
        "carSearch.edges.node.internalId": (v3/*:: as any*/),
        "carSearch.edges.node.km": (v5/*:: as any*/),
        "carSearch.edges.node.make": (v3/*:: as any*/),
        "carSearch.edges.node.model": (v3/*:: as any*/),
        "carSearch.edges.node.name": (v3/*:: as any*/),
        "carSearch.edges.node.path": (v3/*:: as any*/),
        "carSearch.edges.node.priceDisplay": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "PriceDisplay"
        },
        "carSearch.edges.node.priceDisplay.amount": (v6/*:: as any*/),
        "carSearch.edges.node.priceDisplay.cashPriceType": (v2/*:: as any*/),
        "carSearch.edges.node.priceDisplay.cashText": (v2/*:: as any*/),
        "carSearch.edges.node.priceDisplay.cashWasAmount": (v6/*:: as any*/),
        "carSearch.edges.node.priceDisplay.priceType": (v2/*:: as any*/),
        "carSearch.edges.node.priceDisplay.text": (v3/*:: as any*/),
        "carSearch.edges.node.priceDisplay.wasAmount": (v6/*:: as any*/),
        "carSearch.edges.node.primaryImage": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "CarImage"
        },
        "carSearch.edges.node.primaryImage.alt": (v3/*:: as any*/),
        "carSearch.edges.node.primaryImage.height": (v5/*:: as any*/),
        "carSearch.edges.node.primaryImage.src": (v3/*:: as any*/),
        "carSearch.edges.node.primaryImage.srcSet": (v2/*:: as any*/),
        "carSearch.edges.node.primaryImage.url": (v3/*:: as any*/),
        "carSearch.edges.node.primaryImage.width": (v5/*:: as any*/),
        "carSearch.edges.node.reservePath": (v2/*:: as any*/),
        "carSearch.edges.node.slug": (v3/*:: as any*/),
        "carSearch.edges.node.state": (v3/*:: as any*/),
        "carSearch.edges.node.tag": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "CarTag"
        },
        "carSearch.edges.node.tag.colour": (v2/*:: as any*/),
        "carSearch.edges.node.tag.kind": {
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
        "carSearch.edges.node.tag.label": (v3/*:: as any*/),
        "carSearch.edges.node.transmission": (v2/*:: as any*/),
        "carSearch.edges.node.year": (v5/*:: as any*/),
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
        "site.features.compare": (v1/*:: as any*/),
        "site.features.favourites": (v1/*:: as any*/),
        "site.features.watchlist": (v1/*:: as any*/),
        "site.labels": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "SiteLabels"
        },
        "site.labels.reserveButton": (v3/*:: as any*/),
        "site.slug": (v3/*:: as any*/)
      }
    },
    "name": "SearchResultsTestQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "d0553616968150b758021a380102464f";

export default node;
