/**
 * @generated SignedSource<<22860b118f83345a95d6d2b6c05f90ca>>
 * @relayHash 79289c7177b70a7cfba624a7e9fc8dfa
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 1fb6c55e993c8004ae3b553dcd2e5620764b9d3b48d5ccac265dff43ef21113d

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type WatchlistCardsTestQuery$variables = Record<PropertyKey, never>;
export type WatchlistCardsTestQuery$data = {
  readonly site: {
    readonly " $fragmentSpreads": FragmentRefs<"WatchlistCards_site">;
  };
  readonly viewer: {
    readonly " $fragmentSpreads": FragmentRefs<"WatchlistCards_viewer">;
  } | null | undefined;
};
export type WatchlistCardsTestQuery = {
  response: WatchlistCardsTestQuery$data;
  variables: WatchlistCardsTestQuery$variables;
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
  "nullable": false,
  "plural": false,
  "type": "String"
},
v3 = {
  "enumValues": null,
  "nullable": true,
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
    "name": "WatchlistCardsTestQuery",
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
            "name": "WatchlistCards_site"
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "Viewer",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "WatchlistCards_viewer"
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
    "name": "WatchlistCardsTestQuery",
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
        "concreteType": "Viewer",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Car",
            "kind": "LinkedField",
            "name": "watchlist",
            "plural": true,
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
    ]
  },
  "params": {
    "id": "1fb6c55e993c8004ae3b553dcd2e5620764b9d3b48d5ccac265dff43ef21113d",
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
        "site.features.compare": (v1/*:: as any*/),
        "site.features.favourites": (v1/*:: as any*/),
        "site.features.watchlist": (v1/*:: as any*/),
        "site.labels": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "SiteLabels"
        },
        "site.labels.reserveButton": (v2/*:: as any*/),
        "site.slug": (v2/*:: as any*/),
        "viewer": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Viewer"
        },
        "viewer.watchlist": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "Car"
        },
        "viewer.watchlist.available": (v1/*:: as any*/),
        "viewer.watchlist.body": (v3/*:: as any*/),
        "viewer.watchlist.canSave": (v1/*:: as any*/),
        "viewer.watchlist.city": (v2/*:: as any*/),
        "viewer.watchlist.financeEstimate": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "FinanceQuote"
        },
        "viewer.watchlist.financeEstimate.comparisonRate": (v4/*:: as any*/),
        "viewer.watchlist.financeEstimate.interestRate": (v4/*:: as any*/),
        "viewer.watchlist.financeEstimate.perWeek": (v4/*:: as any*/),
        "viewer.watchlist.fuel": (v3/*:: as any*/),
        "viewer.watchlist.id": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "ID"
        },
        "viewer.watchlist.inWatchlist": (v1/*:: as any*/),
        "viewer.watchlist.internalId": (v2/*:: as any*/),
        "viewer.watchlist.km": (v5/*:: as any*/),
        "viewer.watchlist.make": (v2/*:: as any*/),
        "viewer.watchlist.model": (v2/*:: as any*/),
        "viewer.watchlist.name": (v2/*:: as any*/),
        "viewer.watchlist.path": (v2/*:: as any*/),
        "viewer.watchlist.priceDisplay": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "PriceDisplay"
        },
        "viewer.watchlist.priceDisplay.amount": (v6/*:: as any*/),
        "viewer.watchlist.priceDisplay.cashPriceType": (v3/*:: as any*/),
        "viewer.watchlist.priceDisplay.cashText": (v3/*:: as any*/),
        "viewer.watchlist.priceDisplay.cashWasAmount": (v6/*:: as any*/),
        "viewer.watchlist.priceDisplay.priceType": (v3/*:: as any*/),
        "viewer.watchlist.priceDisplay.text": (v2/*:: as any*/),
        "viewer.watchlist.priceDisplay.wasAmount": (v6/*:: as any*/),
        "viewer.watchlist.primaryImage": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "CarImage"
        },
        "viewer.watchlist.primaryImage.alt": (v2/*:: as any*/),
        "viewer.watchlist.primaryImage.height": (v5/*:: as any*/),
        "viewer.watchlist.primaryImage.src": (v2/*:: as any*/),
        "viewer.watchlist.primaryImage.srcSet": (v3/*:: as any*/),
        "viewer.watchlist.primaryImage.url": (v2/*:: as any*/),
        "viewer.watchlist.primaryImage.width": (v5/*:: as any*/),
        "viewer.watchlist.reservePath": (v3/*:: as any*/),
        "viewer.watchlist.slug": (v2/*:: as any*/),
        "viewer.watchlist.state": (v2/*:: as any*/),
        "viewer.watchlist.tag": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "CarTag"
        },
        "viewer.watchlist.tag.colour": (v3/*:: as any*/),
        "viewer.watchlist.tag.kind": {
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
        "viewer.watchlist.tag.label": (v2/*:: as any*/),
        "viewer.watchlist.transmission": (v3/*:: as any*/),
        "viewer.watchlist.year": (v5/*:: as any*/)
      }
    },
    "name": "WatchlistCardsTestQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "c3be3d8879727efdcc97bd8525288a77";

export default node;
