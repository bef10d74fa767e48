/**
 * @generated SignedSource<<ba5c4cecefcfb622e48aa57046d6e98c>>
 * @relayHash c6c73d0673977ea1069a4a8ee0961adc
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 5364edd69fc550ce9c17bc614b90265f7081678f2b8c9c9cde681bb12247e5bf

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type StickyCarHeaderTestQuery$variables = Record<PropertyKey, never>;
export type StickyCarHeaderTestQuery$data = {
  readonly car: {
    readonly " $fragmentSpreads": FragmentRefs<"StickyCarHeader_car">;
  } | null | undefined;
  readonly site: {
    readonly " $fragmentSpreads": FragmentRefs<"StickyCarHeader_site">;
  };
};
export type StickyCarHeaderTestQuery = {
  response: StickyCarHeaderTestQuery$data;
  variables: StickyCarHeaderTestQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "kind": "Literal",
    "name": "slug",
    "value": "2021-toyota-hilux-sr5"
  }
],
v1 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "String"
},
v2 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "String"
},
v3 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "Float"
},
v4 = {
  "enumValues": null,
  "nullable": true,
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
  "nullable": false,
  "plural": false,
  "type": "Boolean"
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "StickyCarHeaderTestQuery",
    "selections": [
      {
        "alias": null,
        "args": (v0/*:: as any*/),
        "concreteType": "Car",
        "kind": "LinkedField",
        "name": "car",
        "plural": false,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "StickyCarHeader_car"
          }
        ],
        "storageKey": "car(slug:\"2021-toyota-hilux-sr5\")"
      },
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
            "name": "StickyCarHeader_site"
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
    "name": "StickyCarHeaderTestQuery",
    "selections": [
      {
        "alias": null,
        "args": (v0/*:: as any*/),
        "concreteType": "Car",
        "kind": "LinkedField",
        "name": "car",
        "plural": false,
        "selections": [
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
            "name": "transmission",
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
            "name": "internalId",
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
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "thumbUrl",
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
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "slug",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "carType",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "price",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "financeEnquiryPath",
            "storageKey": null
          },
          {
            "alias": null,
            "args": [
              {
                "kind": "Literal",
                "name": "variant",
                "value": "SIDEBAR"
              }
            ],
            "concreteType": "FinanceCalculator",
            "kind": "LinkedField",
            "name": "financeCalculator",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "__typename",
                "storageKey": null
              }
            ],
            "storageKey": "financeCalculator(variant:\"SIDEBAR\")"
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
            "storageKey": null
          }
        ],
        "storageKey": "car(slug:\"2021-toyota-hilux-sr5\")"
      },
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
            "concreteType": "SiteFeatures",
            "kind": "LinkedField",
            "name": "features",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "finance",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "tradeIn",
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
                "name": "tradeInButton",
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
    "id": "5364edd69fc550ce9c17bc614b90265f7081678f2b8c9c9cde681bb12247e5bf",
    "metadata": {
      "relayTestingSelectionTypeInfo": {
        "car": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Car"
        },
        "car.body": (v1/*:: as any*/),
        "car.carType": {
          "enumValues": [
            "DEMO",
            "NEW",
            "USED"
          ],
          "nullable": false,
          "plural": false,
          "type": "CarType"
        },
        "car.financeCalculator": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "FinanceCalculator"
        },
        "car.financeCalculator.__typename": (v2/*:: as any*/),
        "car.financeEnquiryPath": (v2/*:: as any*/),
        "car.financeEstimate": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "FinanceQuote"
        },
        "car.financeEstimate.comparisonRate": (v3/*:: as any*/),
        "car.financeEstimate.interestRate": (v3/*:: as any*/),
        "car.financeEstimate.perWeek": (v3/*:: as any*/),
        "car.id": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "ID"
        },
        "car.internalId": (v2/*:: as any*/),
        "car.name": (v2/*:: as any*/),
        "car.price": (v3/*:: as any*/),
        "car.priceDisplay": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "PriceDisplay"
        },
        "car.priceDisplay.amount": (v4/*:: as any*/),
        "car.priceDisplay.cashPriceType": (v1/*:: as any*/),
        "car.priceDisplay.cashText": (v1/*:: as any*/),
        "car.priceDisplay.cashWasAmount": (v4/*:: as any*/),
        "car.priceDisplay.priceType": (v1/*:: as any*/),
        "car.priceDisplay.text": (v2/*:: as any*/),
        "car.priceDisplay.wasAmount": (v4/*:: as any*/),
        "car.primaryImage": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "CarImage"
        },
        "car.primaryImage.alt": (v2/*:: as any*/),
        "car.primaryImage.height": (v5/*:: as any*/),
        "car.primaryImage.thumbUrl": (v2/*:: as any*/),
        "car.primaryImage.width": (v5/*:: as any*/),
        "car.slug": (v2/*:: as any*/),
        "car.transmission": (v1/*:: as any*/),
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
        "site.features.finance": (v6/*:: as any*/),
        "site.features.tradeIn": (v6/*:: as any*/),
        "site.labels": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "SiteLabels"
        },
        "site.labels.tradeInButton": (v2/*:: as any*/)
      }
    },
    "name": "StickyCarHeaderTestQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "5de8013dd402a90db740db87263461fc";

export default node;
